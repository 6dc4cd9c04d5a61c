"""C.07 7.5: (sum of) progressive scores, with Cut-n dropping the earliest running scores; Median-n (14.3,
14.4) also drops the latest ones."""

from __future__ import annotations

from itertools import accumulate

from ...language import Message
from ..codes import TieBreak
from ..unplayed import Context
from .base import Row, Values, round_row


def running_scores(ctx: Context, p: int) -> list[int]:
    """p's score after each round, byes and forfeits included (Art. 16 does not apply), in units."""
    return list(accumulate(ctx.points[p]))


def kept_rounds(tb: TieBreak, rounds: int) -> range:
    """14.1-14.4 on PS: /Cn drops the n earliest running scores (decision A17), /Mn the n earliest, then the n
    latest, the most significant ones (decision A25); more cuts than scores leave nothing."""
    low = tb.cut or tb.median
    return range(low, max(low, rounds - tb.median))


def progressive_scores(ctx: Context, tb: TieBreak) -> Values:
    """C.07 7.5 PS: Σ of the running scores; PS/Cn and PS/Mn leave some out (kept_rounds)."""
    if not tb.cut and not tb.median:  # every running score, for everyone at once
        return ctx.values(dict(zip(ctx.points, map(sum, map(accumulate, ctx.points.values())), strict=True)))
    units: dict[int, int] = {}
    for p in ctx.points:
        running = running_scores(ctx, p)
        kept = kept_rounds(tb, len(running))
        units[p] = sum(running[kept.start : kept.stop])
    return ctx.values(units)


def explain_progressive(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 7.5: points of the round and the running score."""
    rows = []
    running_list = running_scores(ctx, p)
    kept = kept_rounds(tb, len(running_list))
    for r, running in enumerate(running_list):
        cut = None
        if r not in kept:
            cut = Message("cut.earliest_running") if r < kept.start else Message("cut.latest_running")
        rows.append(round_row(ctx, p, r, ctx.value(running), cut=cut))
    return rows
