"""C.07 Article 8: the Buchholz family — BH (8.1), AOB (8.2), FB (8.3) — with Art. 14 and 16."""

from __future__ import annotations

from fractions import Fraction
from itertools import repeat
from math import lcm
from operator import add, floordiv, mul

from ...language import Message
from ...model import Value
from ...numbers import rounded_ratio
from ..codes import TieBreak
from ..modifiers import apply_cuts, cut_sums, parts_of
from ..unplayed import Context, opponent_elements
from .base import Row, Values, element_rows, kind_label, mean_sentence


def buchholz_of(ctx: Context, p: int, tb: TieBreak) -> int:
    """C.07 8.1: the sum of the scores of each opponent (Art. 16 dummies; cut per Art. 14), in units."""
    return buchholz_units(ctx, tb)[p]


def buchholz_units(ctx: Context, tb: TieBreak) -> dict[int, int]:
    """C.07 8.1 for everyone in units, cut per Art. 14 and 16.5: computed once per context and descriptor."""
    key = ("BH", tb.code)
    if key not in ctx._cache:
        units = cut_sums(parts_of(ctx, tb.forfeits_played), False, tb.cut, tb.median)  # 8.1: the score
        ctx._cache[key] = units
    return ctx._cache[key]  # type: ignore[return-value]


def buchholz(ctx: Context, tb: TieBreak) -> Values:
    """C.07 8.1 Buchholz (BH, BH/Cn, BH/Mn, BH/P)."""
    return ctx.values(buchholz_units(ctx, tb))


def explain_buchholz(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 8.1: one per round, with the dummy of 16.4 and the cuts of 14 / 16.5."""
    view = ctx.fore_view() if tb.name == "FB" else ctx
    elements = opponent_elements(view, p, tb.forfeits_played)
    _, removed = apply_cuts(elements, tb.cut, tb.median)
    return element_rows(view, p, elements, removed, product=False)


def fore_buchholz(ctx: Context, tb: TieBreak) -> Values:
    """C.07 8.3 Fore Buchholz: BH as if every game paired for the final round had been drawn."""
    return buchholz(ctx.fore_view(), tb)


def average_of_opponents_buchholz(ctx: Context, tb: TieBreak) -> Values:
    """C.07 8.2 AOB: the average Buchholz (AOB/F: Fore Buchholz) of the opponents played over the board."""
    plain = TieBreak("FB" if tb.fore else "BH")
    view = ctx.fore_view() if tb.fore else ctx
    of = buchholz_units(view, plain).__getitem__
    opponents = ctx.over_the_board  # the opponents of the games over the board
    totals = list(map(sum, map(map, repeat(of), opponents.values())))  # their Buchholz, in units
    games = list(map(len, opponents.values()))
    places = aob_decimals(ctx)
    if places is None:  # the exact mean, over one denominator for everyone
        common = lcm(*set(games) - {0})
        means = [total * (common // n) if n else None for total, n in zip(totals, games, strict=True)]
        return ctx.fractions(dict(zip(opponents, means, strict=True)), common * ctx.unit)
    rounded: list[int | None]  # 8.2 as decided: rounded half up to `places` decimals, in units of 10**-places
    if 0 in games or min(totals, default=0) < 0:  # one by one (numbers.rounded_ratio)
        rounded = [
            rounded_ratio(total, n * ctx.unit, places) if n else None for total, n in zip(totals, games, strict=True)
        ]
    else:  # everyone at C speed: rounded_ratio's (2 · total · 10**places + d) // 2d, d = games × unit
        divisors = list(map(mul, games, repeat(ctx.unit)))
        doubled = map(add, map(mul, totals, repeat(2 * 10**places)), divisors)
        rounded = list(map(floordiv, doubled, map(mul, divisors, repeat(2))))
    return ctx.fractions(dict(zip(opponents, rounded, strict=True)), 10**places)


def aob_decimals(ctx: Context) -> int | None:
    """Decimals of AOB (decision aob_rounding): enough to keep distinct averages apart, as FIDE's checker."""
    if ctx.options.aob_rounding == "exact":
        return None
    if ctx.options.aob_rounding == "2dp":
        return 2
    rounds = ctx.last_round
    return 2 if rounds < 9 else 3 if rounds < 27 else 4 if rounds < 73 else 5


def explain_aob(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 8.2: each opponent played over the board with his Buchholz."""
    plain = TieBreak("FB" if tb.fore else "BH")
    view = ctx.fore_view() if tb.fore else ctx
    rows = []
    for r, q in enumerate(ctx.opponents[p]):
        if q is not None and ctx.kinds[p][r].played:
            value = ctx.value(buchholz_of(view, q, plain))
            rows.append(
                Row(
                    r + 1,
                    q,
                    kind_label(ctx.kinds[p][r]),
                    value,
                    ctx.value(ctx.points[p][r]),
                    value,
                    note=Message("note.opponent_buchholz", code=plain.code, opponent=q),
                )
            )
    return rows


def summarise_aob(ctx: Context, tb: TieBreak, p: int, value: Value, group: list[int] | None = None) -> list[str]:
    """The sentence under an AOB explanation: the Buchholz values ÷ the games over the board, and the rounding
    (decision aob_rounding); or why it is undefined."""
    if value is None:
        return [Message("sum.aob_undefined", code=tb.code)]
    plain = TieBreak("FB" if tb.fore else "BH")
    view = ctx.fore_view() if tb.fore else ctx
    bh = buchholz_units(view, plain)
    values: list[Fraction | int] = [ctx.value(bh[q]) for q in ctx.over_the_board[p]]
    places = aob_decimals(ctx)
    rounding = Message("sum.aob_rounding_one") if places == 1 else Message("sum.aob_rounding", places=places)
    return [mean_sentence(tb.code, values, value, rounding, "8.2")]
