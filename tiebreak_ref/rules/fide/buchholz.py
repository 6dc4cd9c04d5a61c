"""C.07 Article 8: the Buchholz family — BH (8.1), AOB (8.2), FB (8.3) — with Art. 14 and 16."""

from __future__ import annotations

from fractions import Fraction

from ...language import Message
from ...model import Value
from ...numbers import rounded_ratio
from ..codes import TieBreak
from ..modifiers import apply_cuts, cut_plain, cut_units
from ..unplayed import Context, Elements, element_table, opponent_elements
from .base import Row, Values, element_rows, kind_label, mean_sentence


def buchholz_of(ctx: Context, p: int, tb: TieBreak) -> int:
    """C.07 8.1: the sum of the scores of each opponent (Art. 16 dummies; cut per Art. 14), in units."""
    return buchholz_sum(element_table(ctx, tb.forfeits_played)[p], tb)


def buchholz_sum(elements: Elements, tb: TieBreak) -> int:
    """C.07 8.1 on one participant's elements: their sum, cut per Art. 14 and 16.5."""
    if not (tb.cut or tb.median):
        return sum(elements.scores)
    if elements.vur:  # 16.5: a voluntary unplayed round may be cut instead of the least significant value
        return cut_units(elements.scores, elements.scores, elements.vurs, tb.cut, tb.median)
    return sum(cut_plain(elements.scores, tb.cut, tb.median))


def buchholz_units(ctx: Context, tb: TieBreak) -> dict[int, int]:
    """Everyone's Buchholz in units, computed once per context and descriptor."""
    key = ("BH", tb.code)
    if key not in ctx._cache:
        ctx._cache[key] = {
            p: buchholz_sum(elements, tb) for p, elements in element_table(ctx, tb.forfeits_played).items()
        }
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


def opponents_over_the_board(ctx: Context, p: int) -> list[int]:
    """The opponents p met over the board, once per encounter (4.4)."""
    return ctx.over_the_board[p]


def average_of_opponents_buchholz(ctx: Context, tb: TieBreak) -> Values:
    """C.07 8.2 AOB: the average Buchholz (AOB/F: Fore Buchholz) of the opponents played over the board."""
    plain = TieBreak("FB" if tb.fore else "BH")
    view = ctx.fore_view() if tb.fore else ctx
    bh = buchholz_units(view, plain)
    places = aob_decimals(ctx)
    values: Values = {}
    for p in ctx.points:
        opponents = opponents_over_the_board(ctx, p)
        if not opponents:
            values[p] = None
            continue
        total, count = sum([bh[q] for q in opponents]), len(opponents) * ctx.unit
        values[p] = (
            Fraction(total, count) if places is None else Fraction(rounded_ratio(total, count, places), 10**places)
        )
    return values


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
    values: list[Fraction | int] = [ctx.value(bh[q]) for q in opponents_over_the_board(ctx, p)]
    places = aob_decimals(ctx)
    rounding = Message("sum.aob_rounding_one") if places == 1 else Message("sum.aob_rounding", places=places)
    return [mean_sentence(tb.code, values, value, rounding, "8.2")]
