"""C.07 10.3 PTP: the search of rating.lowest_rating_reaching (two side-by-side readings, or bisection for a very
wide field) against a plain scan of every rating.

Source of the expected values: the definition itself (10.3: the lowest whole rating whose expected score, FIDE
B.02 8.1.2 in hundredths, summed over the opponents reaches the score), evaluated by trying each rating from
800 below the lowest opponent upwards. Opponents and targets are random, seeded.
The 100 % value (the highest opponent + 736) follows from the B.02 8.1.2 table, as the spec note says."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from tiebreak_ref.rules.codes import TieBreak
from tiebreak_ref.rules.fide.rating import (
    _SPAN,
    MOST_GAMES,
    READING,
    WIDEST_FIELD,
    expected_score,
    lowest_rating_by_bisection,
    lowest_rating_reaching,
    lowest_ratings_reaching,
    perfect_performance,
    rated_games,
    ratings,
    side_by_side,
)
from tiebreak_ref.rules.unplayed import Context, Options
from tiebreak_ref.synthetic.individual import ALL_KINDS, generate_swiss
from tiebreak_ref.trf.individual import parse_trf


def scanned(opponents: list[int], target: int) -> int:
    rating = min(opponents) - 800
    while sum(expected_score(rating - o) for o in opponents) < target:
        rating += 1
    return rating


SEARCHES = [
    *((lowest_rating_reaching, 1000, 2800, seed) for seed in range(10)),
    *((lowest_rating_by_bisection, 1000, 2800, seed) for seed in range(3)),
    *((lowest_rating_reaching, 0, 4000, seed) for seed in range(3)),  # fields wider than WIDEST_FIELD: bisected
]


@pytest.mark.parametrize(("search", "low", "high", "seed"), SEARCHES)
def test_search_agrees_with_a_scan(search: Callable[[list[int], int], int], low: int, high: int, seed: int) -> None:
    draw = random.Random(seed)
    wide = 0
    for _ in range(40):
        opponents = [draw.randint(low, high) for _ in range(draw.randint(1, 13))]
        target = draw.randint(1, 100 * len(opponents))
        assert search(opponents, target) == scanned(opponents, target), (opponents, target)
        wide += max(opponents) - min(opponents) > WIDEST_FIELD
    assert wide or high - low <= WIDEST_FIELD, "some fields are wider than one reading brackets"


def test_more_games_than_a_reading_sums_agrees_with_a_scan() -> None:
    # 372 games: 372 x 100 hundredths overflow the 15 bits below a 16-bit digit's flag (MOST_GAMES), so bisected
    draw = random.Random(7)
    opponents = [draw.randint(1900, 2100) for _ in range(MOST_GAMES + 45)]
    assert lowest_rating_reaching(opponents, 50 * len(opponents)) == scanned(opponents, 50 * len(opponents))


def test_the_side_by_side_readings_hold_the_expected_scores() -> None:
    # each digit k (16, 12 or 8 bits) of side_by_side(stride, bits) at difference d is B.02 8.1.2 at d + stride × k
    for stride in (READING, 1):
        for bits in (16, 12, 8):
            table = side_by_side(stride, bits)
            for d in range(-_SPAN, _SPAN + 1, 7):
                entry = table[d + _SPAN]
                digits = [(entry >> bits * k) & ((1 << bits) - 1) for k in range(READING)]
                assert digits == [expected_score(d + stride * k) for k in range(READING)], (stride, bits, d)


def test_a_perfect_score_is_the_highest_opponent_plus_736() -> None:
    # B.02 8.1.2: a difference above 735 expects 1.00, and 735 itself 0.99 (the spec note's "max R_i + 736")
    assert lowest_rating_reaching([1800, 2100, 1950], 300) == 2100 + 736


def test_a_tournament_score_above_one_point_per_game_gives_the_100_percent_value() -> None:
    # decision ptp_score=tournament (A9): bye points can make the score more than the games over the board can
    # reach; the search stopped never before. The value is the 100 % one: the highest opponent + 736 (above).
    t = parse_trf(generate_swiss(80, 7, 3, kinds=ALL_KINDS - {"unrated"}))
    ctx = Context.build(t, "fide-2026", Options(ptp_score="tournament"))
    ptp, rating = perfect_performance(ctx, TieBreak("PTP")), ratings(ctx)
    assert rating is not None
    over = [p for p in ctx.points if rated_games(ctx, p) and ctx.totals[p] > ctx.unit * len(rated_games(ctx, p))]
    assert over, "the field has a player whose byes put the score above the games"
    for p in over:
        assert ptp[p] == max(rating[q] for _, q in rated_games(ctx, p)) + 736, p


@pytest.mark.parametrize("seed", range(6))
def test_the_search_for_everyone_at_once_agrees_with_each_alone(seed: int) -> None:
    # lowest_ratings_reaching reads from the lowest opponent of all the fields; its value for each participant is
    # the bisection's of that field alone (itself tied to the scan above), fields wider than WIDEST_FIELD and more
    # than MOST_GAMES games included (those it bisects); lowest_rating_reaching is the search of one field
    draw = random.Random(seed)
    high = 2800 if seed % 2 else 4500
    fields = [[draw.randint(1000, high) for _ in range(draw.randint(1, 13))] for _ in range(300)]
    fields.append([draw.randint(1900, 2100) for _ in range(MOST_GAMES + 5)])
    targets = [draw.randint(1, 100 * len(opponents)) for opponents in fields]
    expected = [lowest_rating_by_bisection(opponents, t) for opponents, t in zip(fields, targets, strict=True)]
    assert lowest_ratings_reaching(fields, targets) == expected
    # bounds below and above every field's ratings (perfect_performance passes every player's): the same values
    assert lowest_ratings_reaching(fields, targets, (900, high + 50)) == expected
    assert [lowest_rating_reaching(o, t) for o, t in zip(fields, targets, strict=True)] == expected
    assert lowest_ratings_reaching([], []) == []
