"""The counting tie-breaks of C.07 Art. 7 (WIN, WON, BPG, BWG, REP, STD), asked once per class of round
(own_results.count with round_classes), against the same rule asked for every round of every participant.

Source of the expected values: the round rules themselves (own_results.win_round ... standard_round, each the
text of its article, checked against FIDE's worked examples in tests/test_core.py), summed round by round as the
article writes it. The events are generated (seeded Swiss with every kind of unplayed round, and round robins),
under every edition and the options the rules read."""

from __future__ import annotations

from fractions import Fraction

import pytest

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
