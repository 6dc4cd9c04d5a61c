"""C.07 10.3 PTP: the search of rating.lowest_rating_reaching against a plain scan of every rating.

Source of the expected values: the definition itself (10.3: the lowest whole rating whose expected score, FIDE
B.02 8.1.2 in hundredths, summed over the opponents reaches the score), evaluated by trying each rating from
800 below the lowest opponent upwards. Opponents and targets are random, seeded."""

from __future__ import annotations

import random

import pytest

from tiebreak_ref.rules.fide.rating import expected_score, lowest_rating_reaching


def scanned(opponents: list[int], target: int) -> int:
    rating = min(opponents) - 800
    while sum(expected_score(rating - o) for o in opponents) < target:
        rating += 1
    return rating


@pytest.mark.parametrize("seed", range(10))
def test_search_agrees_with_a_scan(seed: int) -> None:
    draw = random.Random(seed)
    for _ in range(40):
        opponents = [draw.randint(1000, 2800) for _ in range(draw.randint(1, 13))]
        target = draw.randint(1, 100 * len(opponents))
        assert lowest_rating_reaching(opponents, target) == scanned(opponents, target), (opponents, target)


def test_a_perfect_score_is_the_highest_opponent_plus_736() -> None:
    # B.02 8.1.2: a difference above 735 expects 1.00, and 735 itself 0.99 (the spec note's "max R_i + 736")
    assert lowest_rating_reaching([1800, 2100, 1950], 300) == 2100 + 736
