"""The tables computed once per standings for everyone (Context.over_the_board, rating.score_over_the_board, the
KS, PS and AOB sums at C speed, Context.values) against the per-participant rule functions the explanations show.

Source of the expected values: the rule functions themselves, applied round by round as the articles write them
(rating.rated_games and rating.game_half_points for Art. 10; sonneborn_berger.koya_rounds for C.07 9.2;
progressive.running_scores and kept_rounds for 7.5; Context.value for the points), which tests/test_core.py and
tests/test_held_exercises.py check against FIDE's worked examples. The events are generated (seeded Swiss with
every kind of unplayed round, and a round robin), under every FIDE edition, complete and cut at an earlier round."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from tiebreak_ref.numbers import round_half_up
from tiebreak_ref.rules.codes import parse_code
from tiebreak_ref.rules.fide import buchholz, progressive, rating, sonneborn_berger
from tiebreak_ref.rules.unplayed import Context, Options
from tiebreak_ref.synthetic.individual import ALL_KINDS, generate_round_robin, generate_swiss
from tiebreak_ref.trf.individual import parse_trf

EVENTS = [
    generate_swiss(40, 9, 4, kinds=ALL_KINDS),
    generate_swiss(25, 7, 5, kinds=ALL_KINDS - {"unrated"}),
    generate_round_robin(8, 6),
    generate_swiss(12, 3, 1, kinds=ALL_KINDS),  # participant 12 has no game over the board (AOB undefined, 8.2)
]


def contexts() -> list[Context]:
    found = []
    for text in EVENTS:
        t = parse_trf(text)
        for rules in ("fide-2026", "fide-2024", "fide-2017"):
            for after in (t.rounds, t.rounds - 2):
                found.append(Context.build(t, rules, Options(unrated_rating=1000), after))
    return found


@pytest.mark.parametrize("ctx", contexts())
def test_shared_tables_agree_with_the_rules_round_by_round(ctx: Context) -> None:
    for p in ctx.points:
        games = rating.rated_games(ctx, p)
        assert ctx.over_the_board[p] == [q for _, q in games], p
        assert rating.score_over_the_board(ctx, p) == sum(rating.game_half_points(ctx, p, r) for r, _ in games), p
    for code in ("KS", "KS/L+1", "KS/L-2"):
        tb = parse_code(code)
        threshold = sonneborn_berger.koya_threshold(ctx, tb)
        expected = {
            p: ctx.value(sum(ctx.points[p][r] for r in sonneborn_berger.koya_rounds(ctx, p, threshold)))
            for p in ctx.points
        }
        assert sonneborn_berger.koya(ctx, tb) == expected, code
    for code in ("PS", "PS/C1", "PS/M1"):
        tb = parse_code(code)
        expected = {}
        for p in ctx.points:
            running = progressive.running_scores(ctx, p)
            expected[p] = ctx.value(sum(running[r] for r in progressive.kept_rounds(tb, len(running))))
        assert progressive.progressive_scores(ctx, tb) == expected, code
    # Context.values against an independent writing: units / unit**scale, an int exactly when whole
    for scale, units in ((1, ctx.totals), (2, {p: 7 * total + 3 for p, total in ctx.totals.items()})):
        for p, value in ctx.values(units, scale=scale).items():
            exact = Fraction(units[p], ctx.unit**scale)
            assert value == exact and (type(value) is int) == (exact.denominator == 1), (scale, p, value)


@pytest.mark.parametrize("rounding", ["adaptive", "2dp", "exact"])
@pytest.mark.parametrize("ctx", contexts())
def test_aob_for_everyone_is_the_mean_of_each_participants_opponents(ctx: Context, rounding: str) -> None:
    """C.07 8.2 for everyone at once (buchholz.average_of_opponents_buchholz, at C speed) against the mean
    of the Buchholz of each participant's opponents over the board (Context.over_the_board, as the explanation
    reads them), rounded half up to aob_decimals (decision aob_rounding); none without a game."""
    ctx = replace(ctx, options=replace(ctx.options, aob_rounding=rounding))  # (a cache of its own: Context._cache)
    assert ctx.tournament.rounds != 3 or not ctx.over_the_board[12]  # the event of a participant without a game
    for code in ("AOB", "AOB/F"):
        tb = parse_code(code)
        view = ctx.fore_view() if tb.fore else ctx
        bh = buchholz.buchholz_units(view, parse_code("FB" if tb.fore else "BH"))
        places = buchholz.aob_decimals(ctx)
        got = buchholz.average_of_opponents_buchholz(ctx, tb)
        for p, opponents in ctx.over_the_board.items():
            mean = Fraction(sum(bh[q] for q in opponents), len(opponents) * ctx.unit) if opponents else None
            if mean is not None and places is not None:
                mean = Fraction(round_half_up(mean, places))
            assert got[p] == mean, (code, rounding, p)
