"""C.07 Article 9: Sonneborn-Berger (9.1) and the Koya system (9.2)."""

from __future__ import annotations

from fractions import Fraction
from itertools import compress, repeat

from ...language import Message
from ..codes import TieBreak
from ..modifiers import apply_cuts, cut_sums, parts_of
from ..unplayed import Context, opponent_elements
from .base import Row, Values, describe_round, element_rows


def sonneborn_berger(ctx: Context, tb: TieBreak) -> Values:
    """C.07 9.1: Σ opponent's score × points scored against him (Art. 16 dummies; Art. 14 cuts)."""
    units = cut_sums(parts_of(ctx, tb.forfeits_played), True, tb.cut, tb.median)  # 9.1: score × points
    return ctx.values(units, scale=2)


def explain_sonneborn_berger(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 9.1: opponent's score, points received, product; cuts per 14.1.1 and 16.5."""
    elements = opponent_elements(ctx, p, tb.forfeits_played)
    _, removed = apply_cuts(elements, tb.cut, tb.median, product=True)
    return element_rows(ctx, p, elements, removed, product=True)


def koya_threshold(ctx: Context, tb: TieBreak) -> Fraction:
    """C.07 9.2 and 14.5: 50 % of the maximum possible score, moved by /L±n half points (in units)."""
    if ctx.round_robin:
        games = max((sum(1 for q in opps if q is not None) for opps in ctx.opponents.values()), default=0)
    else:
        games = ctx.last_round
    return Fraction(ctx.win * games, 2) + Fraction(tb.limit_half_points * ctx.unit, 2)


def koya_rounds(ctx: Context, p: int, threshold: Fraction) -> list[int]:
    """Rounds (indexes) of p against scheduled opponents who finished with at least the Koya threshold.

    A forfeit counts: its points were scored against that opponent (Art. 16 does not cover KS)."""
    num, den = threshold.numerator, threshold.denominator  # totals[q] >= threshold, in whole numbers
    totals = ctx.totals
    return [r for r, q in enumerate(ctx.opponents[p]) if q is not None and totals[q] * den >= num]


def koya(ctx: Context, tb: TieBreak) -> Values:
    """C.07 9.2 Koya: points scored against the participants with at least 50 % of the maximum score."""
    threshold = koya_threshold(ctx, tb)
    num, den = threshold.numerator, threshold.denominator  # totals[q] >= threshold, in whole numbers
    strong = {q for q, total in ctx.totals.items() if total * den >= num}.__contains__  # those the KS counts
    points, opponents = ctx.points, ctx.opponents
    counted = map(compress, points.values(), map(map, repeat(strong), map(opponents.__getitem__, points)))
    return ctx.values(dict(zip(points, map(sum, counted), strict=True)))


def explain_koya(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 9.2: every game; those against opponents below the threshold are marked."""
    threshold = koya_threshold(ctx, tb)
    counted = set(koya_rounds(ctx, p, threshold))
    rows = []
    limit = threshold / ctx.unit
    for r, q in enumerate(ctx.opponents[p]):
        if q is None:
            continue
        pts = ctx.value(ctx.points[p][r])
        cut = None if r in counted else Message("cut.koya", limit=limit)
        rows.append(Row(r + 1, q, describe_round(ctx, p, r), ctx.value(ctx.totals[q]), pts, pts, cut=cut))
    return rows
