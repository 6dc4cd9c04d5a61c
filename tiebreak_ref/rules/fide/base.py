"""What every FIDE tie-break module shares: explanation rows and small helpers."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...language import Join, Message
from ...language import number_text as language_number_text
from ...model import ResultKind, Value
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


def kind_label(kind: ResultKind) -> Message:
    """'win', 'forfeit win', 'half-point bye' ...: the kind of round, in any language (its English is kind.label)."""
    return Message(f"kind.{kind.name.lower()}")


def describe_round(ctx: Context, p: int, r: int) -> str:
    """'win', 'forfeit win (16.2.2)', 'half-point bye (16.2.3)' ... for round index r."""
    kind = ctx.kinds[p][r]
    category = None if ctx.round_robin else ctx.category(p, r)
    return Message("what.unplayed", kind=kind_label(kind), category=category) if category else kind_label(kind)


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
        note: str = dummy_note(ctx, p, r) if e.dummy else ("" if e.kind.played else Message("note.forfeit_as_game"))
        if not e.dummy and e.opponent is not None and ctx.adjusted_score(e.opponent) != ctx.totals[e.opponent]:
            key = "note.adjusted_virtual" if ctx.virtual_opponent else "note.adjusted"
            note = Message(key, score=score, final=ctx.value(ctx.totals[e.opponent]))
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
    return language_number_text(value)


def terms_of(values: list[Fraction | int]) -> Join:
    """The terms of a sum for a sentence: '2 + 4 + 1', each number written by the language."""
    return Join(values, " + ")


def mean_sentence(code: str, values: list[Fraction | int], result: Fraction | int, rounding: str, article: str) -> str:
    """'ARO = (2100 + 1450) ÷ 2 = 1775 (10.1)', with the rounding step when the mean is not the value."""
    mean = Fraction(sum(values, Fraction(0))) / len(values)
    terms = Join(["(", terms_of(values), ")"], "") if len(values) > 1 else terms_of(values)
    if mean != result:
        return Message(
            "sum.mean_rounded",
            code=code,
            terms=terms,
            n=len(values),
            mean=mean,
            rounding=rounding,
            result=result,
            article=article,
        )
    return Message("sum.mean", code=code, terms=terms, n=len(values), mean=mean, article=article)


def sum_summary(code: str, rows: list[Row], value: Value) -> list[str]:
    """The total of an explanation that is the sum of its rows: 'BH = 2 + 4 + 1 = 7', the cut rows left out."""
    if value is None:
        return [Message("sum.undefined", code=code)]
    counted = [r.contribution for r in rows if r.contribution is not None and r.cut is None]
    if not counted:
        return [Message("sum.none", code=code)] if value == 0 else []
    if total(rows) != value:
        return []
    cut = sum(1 for r in rows if r.cut is not None)
    left = (Message("sum.cut_rows", n=cut) if cut > 1 else Message("sum.cut_row")) if cut else ""
    if len(counted) > 1:
        return [Message("sum.total", code=code, terms=terms_of(counted), value=value, left=left)]
    return [Message("sum.single", code=code, terms=terms_of(counted), left=left)]


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
    "kind_label",
    "mean_sentence",
    "number_text",
    "sum_summary",
    "terms_of",
    "total",
]
