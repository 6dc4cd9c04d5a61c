"""The cuts on plain numbers (modifiers.cut_units, used by BH and SB) against the cuts on elements
(modifiers.apply_cuts, used by the explanations): two writings of C.07 14.1-14.4 with 16.5 must agree.

Source of the expected values: apply_cuts, which follows the text step by step (14.1 LSV, 16.5.1 the lowest
VUR contribution instead, 16.5.2 again for each further cut, 14.3 MSV) and is checked against FIDE's worked
examples in tests/test_core.py. The elements are random, with many ties and VURs, seeded."""

from __future__ import annotations

import random

import pytest

from tests.test_element_table import FIDE_RULES, random_event
from tiebreak_ref.model import ResultKind
from tiebreak_ref.rules.modifiers import (
    Parts,
    apply_cuts,
    contribution,
    cut_sums,
    cut_units,
    least_significant,
    most_significant,
)
from tiebreak_ref.rules.unplayed import Context, Element, ElementTable, Options, element_table, opponent_elements


def random_elements(draw: random.Random) -> list[Element]:
    elements = []
    for r in range(draw.randint(0, 9)):
        vur = draw.random() < 0.4
        kind = draw.choice([ResultKind.HPB, ResultKind.ZPB, ResultKind.FORFEIT_LOSS]) if vur else ResultKind.DRAW
        elements.append(Element(r + 1, None, kind, None, draw.randint(0, 8), draw.randint(0, 2), vur, vur))
    return elements


@pytest.mark.parametrize("seed", range(40))
def test_cut_units_agrees_with_apply_cuts(seed: int) -> None:
    draw = random.Random(seed)
    for _ in range(200):
        elements = random_elements(draw)
        cut, median = draw.choice([(1, 0), (2, 0), (0, 1), (0, 2), (3, 0), (0, 5)])
        for product in (False, True):
            kept, _ = apply_cuts(elements, cut, median, product)
            expected = sum(contribution(e, product) for e in kept)
            got = cut_units(
                [e.opp_score for e in elements],
                [contribution(e, product) for e in elements],
                [e.vur for e in elements],
                cut,
                median,
            )
            assert got == expected, (elements, cut, median, product)
        assert cut_units(scores := [e.opp_score for e in elements], scores, None, cut, median) == cut_units(
            scores, scores, [False] * len(scores), cut, median
        ), (elements, cut, median)


@pytest.mark.parametrize("seed", range(30))
def test_cut_sums_for_everyone_agree_with_apply_cuts(seed: int) -> None:
    """modifiers.cut_sums (BH and SB for everyone from the shared modifiers.Parts: Cut-1 and Median-1 at C speed,
    the VUR participants one by one) against apply_cuts on each participant's elements (opponent_elements), on the
    random events of test_element_table (Swiss with every kind of unplayed round, round robins; every FIDE rule
    set). One Parts serves every modifier and both contributions, in any order (its tables made on first use)."""
    draw = random.Random(seed)
    t = random_event(seed, draw)
    for rules in FIDE_RULES:
        ctx = Context.build(t, rules, Options(), draw.choice([None, draw.randint(1, t.rounds)]))
        parts = Parts(element_table(ctx))
        asked = [(cut, median, product) for cut, median in MODIFIERS for product in (False, True)]
        draw.shuffle(asked)
        for cut, median, product in asked:
            got = cut_sums(parts, product, cut, median)
            for p in t.players:
                kept, _ = apply_cuts(opponent_elements(ctx, p), cut, median, product)
                assert got[p] == sum(contribution(e, product) for e in kept), (seed, rules, cut, median, p)


MODIFIERS = ((0, 0), (1, 0), (0, 1), (2, 0), (0, 2))


@pytest.mark.parametrize("seed", range(30))
def test_parts_are_each_participants_significant_values(seed: int) -> None:
    """modifiers.Parts against the readable rules one participant at a time: the sums of the contributions, the
    LSV (least_significant, 14.1) and the MSV (most_significant, 14.3) of opponent_elements, and the lowest VUR
    contribution (16.5.1: the least of the elements marked vur), for the scores (BH) and the products (SB); the
    events of test_element_table, and the same participants' elements with each score negated (negative points
    turn the order of the products round; the products of equal scores must still be compared)."""
    draw = random.Random(seed)
    t = random_event(seed, draw)
    for rules in FIDE_RULES:
        ctx = Context.build(t, rules, Options(), draw.choice([None, draw.randint(1, t.rounds)]))
        elements = {p: opponent_elements(ctx, p) for p in t.players}
        negated = {p: [e._replace(opp_score=-e.opp_score) for e in row] for p, row in elements.items()}
        for by_player in (elements, negated):
            table = ElementTable(
                {p: [e.opp_score for e in row] for p, row in by_player.items()},
                {p: [e.points for e in row] for p, row in by_player.items()},
                {p: [e.vur for e in row] for p, row in by_player.items() if any(e.vur for e in row)},
            )
            parts = Parts(table)
            for product in (True, False):
                sums = dict(zip(parts.players, parts.sums(product), strict=True))
                vur_lows = parts.lowest_vur_contributions(product)
                for p, row in by_player.items():
                    assert sums[p] == sum(contribution(e, product) for e in row), (seed, rules, p)
                    vurs = [contribution(e, product) for e in row if e.vur]
                    assert vur_lows.get(p) == (min(vurs) if vurs else None), (seed, rules, p)
                # every participant of these events has elements: the LSV/MSV checks below run for everyone (one
                # without any has no LSV; cut_sums takes him one by one)
                assert min(map(len, by_player.values())) > 0, (seed, rules)
                lows = dict(zip(parts.players, parts.least_significant(product), strict=True))
                highs = dict(zip(parts.players, parts.most_significant(product), strict=True))
                for p, row in by_player.items():
                    assert lows[p] == contribution(least_significant(row, product), product), (seed, rules, p)
                    assert highs[p] == contribution(most_significant(row, product), product), (seed, rules, p)
