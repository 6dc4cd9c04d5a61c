"""The cuts on plain numbers (modifiers.cut_units, used by BH and SB) against the cuts on elements
(modifiers.apply_cuts, used by the explanations): two writings of C.07 14.1-14.4 with 16.5 must agree.

Source of the expected values: apply_cuts, which follows the text step by step (14.1 LSV, 16.5.1 the lowest
VUR contribution instead, 16.5.2 again for each further cut, 14.3 MSV) and is checked against FIDE's worked
examples in tests/test_core.py. The elements are random, with many ties and VURs, seeded."""

from __future__ import annotations

import random

import pytest

from tiebreak_ref.model import ResultKind
from tiebreak_ref.rules.modifiers import apply_cuts, contribution, cut_units
from tiebreak_ref.rules.unplayed import Element


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
        # BH passes its scores as their own contributions (one list): cut_units takes its writing for BH there
        kept, _ = apply_cuts(elements, cut, median, product=False)
        scores = [e.opp_score for e in elements]
        got = cut_units(scores, scores, [e.vur for e in elements], cut, median)
        assert got == sum(e.opp_score for e in kept), (elements, cut, median)
        assert cut_units(scores, scores, None, cut, median) == cut_units(
            scores, scores, [False] * len(scores), cut, median
        ), (elements, cut, median)
