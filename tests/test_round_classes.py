"""The counting tie-breaks of C.07 Art. 7 (WIN, WON, BPG, BWG, REP, STD), asked once per class of round
(own_results.count with round_classes), against the same rule asked for every round of every participant.

Source of the expected values: the round rules themselves (own_results.win_round ... standard_round, each the
text of its article, checked against FIDE's worked examples in tests/test_core.py), summed round by round as the
article writes it. The events are generated (seeded Swiss with every kind of unplayed round, and round robins),
under every edition and the options the rules read."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from itertools import repeat

import pytest

from tiebreak_ref.model import ResultKind
from tiebreak_ref.rules import unplayed
from tiebreak_ref.rules.fide import own_results
from tiebreak_ref.rules.unplayed import Context, Options
from tiebreak_ref.synthetic.individual import ALL_KINDS, generate_round_robin, generate_swiss
from tiebreak_ref.trf.individual import parse_trf

RULES = [
    (own_results.win_round, 1),
    (own_results.won_round, 1),
    (own_results.black_round, 1),
    (own_results.black_win_round, 1),
    (own_results.elected_round, 1),
    (own_results.standard_round, 2),
]
OPTIONS = [
    Options(),
    Options(std_double_forfeit="zero", rr_forfeit_wins_in_type_b=False),
    Options(event="round-robin"),
]


def events() -> list[str]:
    swiss = [
        generate_swiss(players, rounds, seed, kinds=ALL_KINDS) for players, rounds, seed in [(30, 7, 1), (41, 9, 2)]
    ]
    return [*swiss, generate_round_robin(8, 3), generate_round_robin(6, 4, double=True)]


@pytest.mark.parametrize("text", events())
@pytest.mark.parametrize("rules", ["fide-2026", "fide-2024", "fide-2017"])
@pytest.mark.parametrize("options", OPTIONS)
def test_counting_by_class_agrees_with_every_round(text: str, rules: str, options: Options) -> None:
    t = parse_trf(text)
    for after in (t.rounds, t.rounds - 2):
        ctx = Context.build(t, rules, options, after)
        for rule, per in RULES:
            got = own_results.count(rule, per)(ctx, None)  # type: ignore[arg-type]
            expected = {p: Fraction(sum(rule(ctx, p, r) for r in ctx.rounds), per) for p in ctx.points}
            assert got == expected, (rule.__name__, rules, options, after)


def white_round(ctx: Context, p: int, r: int) -> int:
    """A round rule of no article (a game played with White), so not one of own_results.COUNTED."""
    return int(ctx.kinds[p][r].played and ctx.colours[p][r] == "w")


def test_counting_a_rule_outside_counted_is_refused() -> None:
    # count() adds only the rules of COUNTED (no tie-break counts another): any other is a ValueError when the
    # tie-break is made, not a wrong or failing sum later
    assert white_round not in own_results.COUNTED
    with pytest.raises(ValueError, match="white_round"):
        own_results.count(white_round)


def shortened(ctx: Context) -> Context:
    """The view with its last participant's rows cut after half the rounds (a row of records made in code), his
    opponents in the rounds cut off left without one; made from the view's lists (no records' columns)."""
    kinds, opponents = dict(ctx.kinds), dict(ctx.opponents)
    colours, points = dict(ctx.colours), dict(ctx.points)
    p, k = list(ctx.kinds)[-1], ctx.last_round // 2
    for r in range(k, len(kinds[p])):
        q = opponents[p][r]
        if q is not None:
            opponents[q] = [*opponents[q][:r], None, *opponents[q][r + 1 :]]
    kinds[p], opponents[p], colours[p], points[p] = kinds[p][:k], opponents[p][:k], colours[p][:k], points[p][:k]
    return replace(ctx, kinds=kinds, opponents=opponents, colours=colours, points=points)


@pytest.mark.parametrize("text", events())
@pytest.mark.parametrize("rules", ["fide-2026", "fide-2017"])
def test_round_codes_from_the_lists_count_alike(text: str, rules: str) -> None:
    # Context.build's view reads its round codes from the records' columns; a view made otherwise (the Fore Buchholz
    # view, a team's) from its lists, rows of unequal length too: the classes count there what the rules count
    t = parse_trf(text)
    built = Context.build(t, rules, None, t.rounds - 1)
    from_lists = replace(built)
    assert unplayed.ROUND_COLUMNS in built._cache and unplayed.ROUND_COLUMNS not in from_lists._cache
    assert built.round_codes.codes == from_lists.round_codes.codes
    assert built.round_codes.opponents == from_lists.round_codes.opponents
    for ctx in (from_lists, shortened(built)):
        for rule, per in RULES:
            got = own_results.count(rule, per)(ctx, None)  # type: ignore[arg-type]
            expected = {
                p: Fraction(sum(map(rule, repeat(ctx), repeat(p), range(len(k)))), per) for p, k in ctx.kinds.items()
            }
            assert got == expected, (rule.__name__, rules)


def test_round_codes_keep_negative_points_apart() -> None:
    # a round's code holds its points signed (a TRF 299 adjustment can make a round's points negative): two rounds
    # alike but for the points are two classes, here a win of -1 point against one of 1 (WIN counts the second only)
    t = parse_trf(generate_swiss(12, 3, 1))
    ctx = Context.build(t, "fide-2026")
    points = {p: list(units) for p, units in ctx.points.items()}
    winner = next(p for p, kinds in ctx.kinds.items() if kinds[0] is ResultKind.WIN)
    points[winner][0] = -ctx.win
    view = replace(ctx, points=points)
    got = own_results.count(own_results.win_round)(view, None)  # type: ignore[arg-type]
    expected = {p: sum(own_results.win_round(view, p, r) for r in view.rounds) for p in view.kinds}
    assert got == expected
    assert got[winner] == own_results.count(own_results.win_round)(ctx, None)[winner] - 1  # type: ignore[arg-type]
