"""What every FIDE tie-break module shares: explanation rows and small helpers."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...model import Value
from ...numbers import decimal_text
from ..codes import TieBreak
from ..unplayed import Context, Element, dummy_note


@dataclass(frozen=True)
class Row:
    """One line of an explanation (``Explanation.rows``): a round (or an opponent) and what it adds to the value.

    Attributes:
        round: the round, or None for a line that is not one round (a total, an opponent).
        opponent: the opponent's start rank, or None (a bye, an unplayed round).
        what: the kind of round, with its Art. 16 category when unplayed.
        element: the opponent's adjusted score, the dummy's score, a rating ... (what is summed or averaged).
        points: the points the participant received.
        contribution: what the row adds to the value.
        vur: a voluntary unplayed round (C.07 16.2.5).
        cut: why a modifier (Cut 1, Median ...) removed this row, or None.
        note: anything else the row needs to say.
    """

    round: int | None
    opponent: int | None
    what: str  # the kind of round, with its Art. 16 category when unplayed
    element: Fraction | int | None = None  # opponent's adjusted score, dummy score, rating ...
    points: Fraction | int | None = None  # points the participant received
    contribution: Fraction | int | None = None
    vur: bool = False
    cut: str | None = None  # why a modifier removed this row
    note: str = ""


def describe_round(ctx: Context, p: int, r: int) -> str:
    """'win', 'forfeit win (16.2.2)', 'half-point bye (16.2.3)' ... for round index r."""
    kind = ctx.kinds[p][r]
    category = None if ctx.round_robin else ctx.category(p, r)
    return f"{kind.label} ({category})" if category else kind.label


def round_row(ctx: Context, p: int, r: int, contribution: Fraction | int | None, cut: str | None = None) -> Row:
    """The row of p's round index r where no opponent value counts: the opponent, what happened, the points
    received and what the round adds."""
    return Row(
        r + 1, ctx.opponents[p][r], describe_round(ctx, p, r), None, ctx.value(ctx.points[p][r]), contribution, cut=cut
    )


def explain_points(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of the points (C.07 2.1, and a team's match or game points): what each round brought."""
    return [round_row(ctx, p, r, ctx.value(ctx.points[p][r])) for r in ctx.rounds]


def element_rows(ctx: Context, p: int, elements: list[Element], removed: dict[int, str], product: bool) -> list[Row]:
    """Explanation rows of a Buchholz-type sum (8.1, 8.3, 9.1)."""
    rows = []
    for e in elements:
        r = e.round - 1
        score = ctx.value(e.opp_score)
        pts = ctx.value(e.points)
        contribution = score * pts if product else score
        note = dummy_note(ctx, p, r) if e.dummy else ("" if e.kind.played else "forfeit counted as a game (15.2 or /P)")
        if not e.dummy and e.opponent is not None and ctx.adjusted_score(e.opponent) != ctx.totals[e.opponent]:
            rule = "C.02 13.15.1" if ctx.virtual_opponent else "16.3"
            counted = "unplayed rounds" if ctx.virtual_opponent else "16.2.5 rounds"
            note = (
                f"opponent's adjusted score {decimal_text(score)} ({rule}: final score "
                f"{decimal_text(ctx.value(ctx.totals[e.opponent]))}, {counted} counted as draws)"
            )
        rows.append(
            Row(
                e.round,
                e.opponent,
                describe_round(ctx, p, r),
                score,
                pts,
                contribution,
                e.vur,
                removed.get(e.round),
                note,
            )
        )
    return rows


def number_text(value: Fraction | int) -> str:
    """A number for a sentence: its exact decimal, or for a mean with no finite decimal the first three decimals
    and "…" (1733.333…)."""
    try:
        return decimal_text(value)
    except ValueError:
        scaled = Fraction(value) * 1000
        whole = abs(scaled.numerator) // scaled.denominator
        sign = "-" if value < 0 else ""
        return f"{sign}{whole // 1000}.{whole % 1000:03d}…"


def mean_sentence(code: str, values: list[Fraction | int], result: Fraction | int, rounding: str, article: str) -> str:
    """'ARO = (2100 + 1450) ÷ 2 = 1775 (10.1)', with the rounding step when the mean is not the value."""
    mean = Fraction(sum(values, Fraction(0))) / len(values)
    terms = " + ".join(number_text(v) for v in values)
    text = f"{code} = {f'({terms})' if len(values) > 1 else terms} ÷ {len(values)} = {number_text(mean)}"
    if mean != result:
        text += f", {rounding} {number_text(result)}"
    return f"{text} ({article})"


def sum_summary(code: str, rows: list[Row], value: Value) -> list[str]:
    """The total of an explanation that is the sum of its rows: 'BH = 2 + 4 + 1 = 7', the cut rows left out."""
    if value is None:
        return [f"{code} is undefined here"]
    counted = [r.contribution for r in rows if r.contribution is not None and r.cut is None]
    if not counted:
        return [f"{code} = 0: no round counts"] if value == 0 else []
    if total(rows) != value:
        return []
    cut = sum(1 for r in rows if r.cut is not None)
    left = f" ({cut} row{'s' if cut > 1 else ''} cut, left out)" if cut else ""
    terms = " + ".join(number_text(v) for v in counted)
    return [f"{code} = {terms} = {number_text(value)}{left}" if len(counted) > 1 else f"{code} = {terms}{left}"]


def each_player(ctx: Context) -> list[int]:
    """Participants in start-rank order."""
    return sorted(ctx.points)


Values = dict[int, Value]


def total(values: list[Row]) -> Fraction:
    """Sum of the contributions of the rows not cut."""
    return sum((Fraction(row.contribution or 0) for row in values if row.cut is None), Fraction(0))


__all__ = [
    "Context",
    "Row",
    "TieBreak",
    "Values",
    "describe_round",
    "each_player",
    "element_rows",
    "mean_sentence",
    "number_text",
    "sum_summary",
    "total",
]
