"""The rating tie-breaks of C.07 Art. 10 computed for everyone at once (ARO and its cuts, TPR, APRO, APPO: sums and
half-up means over whole columns) against each participant's games as the articles write them.

Source of the expected values: the articles applied participant by participant to rating.rated_games (the games
over the board, which tests/test_shared_tables.py ties to the rounds) with the rounding written out here: the exact
mean (a Fraction) rounded half up by numbers.round_half_up (every mean here is positive, where half up and half
away from zero agree); 14.1 / 14.3 cuts by sorting the ratings by hand; TPR = ARO + dp (10.2, B.02 8.1.1 through
rating.rating_difference, whose TPRs tests/test_spec_examples.py checks against the spec's Example A, cross-checked
with gacrux). The events are generated
(seeded Swiss with every kind of unplayed round, and a round robin), under every FIDE edition, complete and cut at
an earlier round, with an assigned rating for the unrated and without one (then every value is undefined)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.test_shared_tables import EVENTS
from tests.test_shared_tables import contexts as shared_contexts
from tiebreak_ref.model import Value
from tiebreak_ref.numbers import round_half_up
from tiebreak_ref.rules.codes import parse_code
from tiebreak_ref.rules.fide import rating
from tiebreak_ref.rules.unplayed import Context, Options
from tiebreak_ref.trf.individual import parse_trf


def contexts() -> list[Context]:
    """test_shared_tables' events and editions (an assigned rating for the unrated), and one without a rating
    assigned: an unrated player makes every value undefined."""
    return [*shared_contexts(), Context.build(parse_trf(EVENTS[0]), "fide-2026", Options(), None)]


def mean(values: list[int]) -> int | None:
    """The exact mean rounded half up, None for no value."""
    return int(round_half_up(Fraction(sum(values), len(values)))) if values else None


@pytest.mark.parametrize("ctx", contexts())
def test_rating_columns_agree_with_each_participants_games(ctx: Context) -> None:
    own = rating.ratings(ctx)
    games = {p: [q for _, q in rating.rated_games(ctx, p)] for p in ctx.points}
    for code, (cut, median) in {"ARO": (0, 0), "ARO/C1": (1, 0), "ARO/C2": (2, 0), "ARO/M1": (0, 1)}.items():
        expected: dict[int, Value] = {}
        for p, opponents in games.items():
            ordered = sorted(own[q] for q in opponents) if own is not None else []
            expected[p] = mean(ordered[cut + median : len(ordered) - median]) if own is not None else None
        assert rating.average_rating_of_opponents(ctx, parse_code(code)) == expected, code
    aro = rating.average_rating_of_opponents(ctx, parse_code("ARO"))
    tpr: dict[int, Value] = {}
    for p in ctx.points:
        played, a = rating.rated_games(ctx, p), aro[p]
        points = sum(rating.game_half_points(ctx, p, r) for r, _ in played)
        tpr[p] = None if a is None else int(a) + rating.rating_difference(points, len(played))
    assert rating.performance_rating(ctx, parse_code("TPR")) == tpr
    ptp = rating.perfect_performance(ctx, parse_code("PTP"))
    averages = {
        "APRO": (rating.average_performance_of_opponents, tpr),
        "APPO": (rating.average_perfect_performance_of_opponents, ptp),
    }
    for code, (tie_break, of) in averages.items():
        expected = {p: mean([int(v) for q in opponents if (v := of[q]) is not None]) for p, opponents in games.items()}
        assert tie_break(ctx, parse_code(code)) == expected, code
    assert (own is None) == all(v is None for v in aro.values())


def test_an_opponent_without_a_value_is_left_out_of_the_average() -> None:
    # 10.4 / 10.5 average the opponents' TPRs / PTPs; an opponent without one is skipped (the mean of the others, by
    # hand here). A game over the board gives both players a value, so the missing one is made: some opponents'
    # TPRs taken away, and the average computed for everyone at once against each participant's games.
    ctx = contexts()[0]
    tpr = dict(rating.performance_rating(ctx, parse_code("TPR")))
    taken = sorted({q for p in ctx.points for _, q in rating.rated_games(ctx, p)})[::7]
    tpr.update(dict.fromkeys(taken, None))
    expected: dict[int, Value] = {}
    for p in ctx.points:
        expected[p] = mean([int(v) for _, q in rating.rated_games(ctx, p) if (v := tpr[q]) is not None])
    assert any(set(taken) & {q for _, q in rating.rated_games(ctx, p)} for p in ctx.points)
    assert rating.average_of_opponents(ctx, tpr) == expected
