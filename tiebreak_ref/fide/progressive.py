"""C.07 7.5: (sum of) progressive scores, with Cut-n dropping the earliest running scores."""

from __future__ import annotations

from itertools import accumulate

from .base import Context, Row, TieBreak, Values, describe_round


def running_scores(ctx: Context, p: int) -> list[int]:
    """p's score after each round, byes and forfeits included (Art. 16 does not apply), in units."""
    return list(accumulate(ctx.points[p]))


def progressive_scores(ctx: Context, tb: TieBreak) -> Values:
    """C.07 7.5 PS: Σ of the running scores; PS/Cn drops the first n of them (14.1, decision A17)."""
    return {p: ctx.value(sum(running_scores(ctx, p)[tb.cut:])) for p in ctx.points}


def explain_progressive(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 7.5: points of the round and the running score."""
    rows = []
    for r, running in enumerate(running_scores(ctx, p)):
        cut = "cut: earliest running score (14.1)" if r < tb.cut else None
        rows.append(Row(r + 1, ctx.opponents[p][r], describe_round(ctx, p, r), None,
                        ctx.value(ctx.points[p][r]), ctx.value(running), cut=cut))
    return rows
