"""US Chess rule 34 (Official Rules of Chess, 7th ed.): the tie-break systems 34E1–34E11.

Not FIDE: these are computed only under the rules "uscf". How US Chess treats unplayed rounds (34E,
summarised in spec/uschess-roundrobin.md §1.5):

* an opponent's unplayed rounds — byes of any value, forfeits won or lost, rounds missed after
  withdrawing — count as draws in that opponent's *adjusted* score; nobody's real score changes;
* the player's own unplayed rounds count as an opponent whose adjusted score is 0;
* Cumulative keeps the points of unplayed rounds in the running score and subtracts them once;
* Kashdan gives an unplayed round 0; Most Blacks, the rating systems and the result between tied
  players look at games played over the board only.

Confidence of each rule, as in the spec: [V] rulebook text seen, [S] secondary sources agree, [I] our
reading where the text is silent, [?] the rulebook text could not be seen.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import accumulate
from typing import Literal

from ..language import Message
from ..model import ResultKind
from ..numbers import round_half_up
from .codes import TieBreak
from .definition import Definition
from .fide import DEFINITIONS
from .fide.base import Row, Values, kind_label
from .unplayed import Context

K = ResultKind
US_DEFAULT_ORDER = ("MM", "SOLKOFF", "CUM", "OPPCUM")
"""34E preamble: the order players may expect unless another was posted before round 1 [V/S]."""


# -- unplayed rounds (34E) ------------------------------------------------------------------------
def adjusted_scores(ctx: Context) -> dict[int, int]:
    """US Chess 34E: each score as an opponent sees it, every unplayed round counted as a draw (units)."""
    key = "us-adjusted"
    if key not in ctx._cache:
        ctx._cache[key] = {
            p: sum(pts if kind.played else ctx.draw for kind, pts in zip(kinds, ctx.points[p], strict=True))
            for p, kinds in ctx.kinds.items()
        }
    return ctx._cache[key]  # type: ignore[return-value]


def played(ctx: Context, p: int, r: int) -> int | None:
    """The opponent of p's round r (index) when the game was played over the board, else None."""
    return ctx.opponents[p][r] if ctx.kinds[p][r].played else None


def opponent_values(ctx: Context, p: int) -> list[int]:
    """US Chess 34E: per round, the opponent's adjusted score; 0 for p's own unplayed round (units)."""
    adjusted = adjusted_scores(ctx)
    return [adjusted[q] if (q := played(ctx, p, r)) is not None else 0 for r in ctx.rounds]


def score_class(ctx: Context, p: int) -> Literal["plus", "minus", "even"]:
    """34E1: plus, minus or even score — against exactly half the maximum possible score so far [V]."""
    doubled, maximum = 2 * ctx.totals[p], ctx.win * ctx.last_round
    return "plus" if doubled > maximum else "minus" if doubled < maximum else "even"


def drops(ctx: Context) -> int:
    """34E1: how many values are dropped at each end — two in events of nine or more rounds [V]."""
    return 2 if ctx.tournament.rounds >= 9 else 1


DROPPED_LOWEST, DROPPED_HIGHEST = Message("cut.us_lowest"), Message("cut.us_highest")


def median_cuts(values: list[int], low: int, high: int) -> dict[int, str]:
    """Drop the `low` lowest values, then the `high` highest of those left; round index -> why.

    Fewer values than there are to drop: drop what there is (the sum is then 0) [I]."""
    order = sorted(range(len(values)), key=lambda r: (values[r], r))
    removed: dict[int, str] = {r: DROPPED_LOWEST for r in order[:low]}
    rest = [r for r in order if r not in removed]
    removed.update({r: DROPPED_HIGHEST for r in rest[len(rest) - min(high, len(rest)) :]})
    return removed


def ends_dropped(ctx: Context, p: int, name: str) -> tuple[int, int]:
    """(lowest, highest) values dropped: MM by the score class (34E1), MED both ends (34E4), SOLKOFF none."""
    if name == "SOLKOFF":
        return 0, 0
    k = drops(ctx)
    if name == "MED":
        return k, k
    return {"plus": (k, 0), "minus": (0, k), "even": (k, k)}[score_class(ctx, p)]


def median_sum(ctx: Context, p: int, name: str) -> int:
    """The sum of p's opponent values left after the drops of MM, MED or SOLKOFF (units)."""
    values = opponent_values(ctx, p)
    removed = median_cuts(values, *ends_dropped(ctx, p, name))
    return sum(v for r, v in enumerate(values) if r not in removed)


# -- the systems ----------------------------------------------------------------------------------
def modified_median(ctx: Context, tb: TieBreak) -> Values:
    """US Chess 34E1: opponents' adjusted scores; plus score drops the lowest, minus the highest, even both."""
    return {p: ctx.value(median_sum(ctx, p, "MM")) for p in ctx.points}


def solkoff(ctx: Context, tb: TieBreak) -> Values:
    """US Chess 34E2: the sum of the opponents' adjusted scores, nothing dropped."""
    return {p: ctx.value(median_sum(ctx, p, "SOLKOFF")) for p in ctx.points}


def cumulative_units(ctx: Context, p: int) -> int:
    """34E3 in units: the sum of the running scores, less the points of each unplayed round, once [S]."""
    return sum(accumulate(ctx.points[p])) - sum(
        pts for kind, pts in zip(ctx.kinds[p], ctx.points[p], strict=True) if not kind.played
    )


def cumulative(ctx: Context, tb: TieBreak) -> Values:
    """US Chess 34E3: the sum of the round-by-round running score, less 1 per unplayed win, ½ per half bye."""
    return {p: ctx.value(cumulative_units(ctx, p)) for p in ctx.points}


def median(ctx: Context, tb: TieBreak) -> Values:
    """US Chess 34E4: Median (Harkness), the highest and lowest opponent values dropped whatever the score."""
    return {p: ctx.value(median_sum(ctx, p, "MED")) for p in ctx.points}


def result_between_tied_players(ctx: Context, group: list[int], tb: TieBreak) -> list[list[int]]:
    """US Chess 34E5: order a tied group by wins minus losses in games among its members, best first.

    Only games played over the board count and the group is ordered once, not again inside a part
    still tied [I/?]; a group it cannot separate stays together."""
    members = frozenset(group)
    balance = {p: sum(rbt_points(ctx, p, r, members) for r in ctx.rounds) for p in group}
    levels = sorted(set(balance.values()), reverse=True)
    return [sorted(p for p in group if balance[p] == level) for level in levels]


def rbt_points(ctx: Context, p: int, r: int, group: frozenset[int]) -> int:
    """34E5 plus/minus of one round: +1 for a win, −1 for a loss over the board against a group member."""
    if played(ctx, p, r) not in group:
        return 0
    kind = ctx.kinds[p][r]
    return 1 if kind is K.WIN else -1 if kind is K.LOSS else 0


def most_blacks(ctx: Context, tb: TieBreak) -> Values:
    """US Chess 34E6: the number of games played with Black; byes and forfeits are neither colour [S/I]."""
    return {p: sum(1 for r in ctx.rounds if ctx.kinds[p][r].played and ctx.colours[p][r] == "b") for p in ctx.points}


KASHDAN_POINTS = {K.WIN: 4, K.DRAW: 2, K.LOSS: 1}
"""34E7: points per game over the board; every unplayed round (forfeit wins and byes too) gives 0 [V]."""


def kashdan(ctx: Context, tb: TieBreak) -> Values:
    """US Chess 34E7: 4 points per win, 2 per draw, 1 per loss, 0 per unplayed game."""
    return {p: sum(KASHDAN_POINTS.get(kind, 0) for kind in ctx.kinds[p]) for p in ctx.points}


def sonneborn_berger_us(ctx: Context, tb: TieBreak) -> Values:
    """US Chess 34E8: adjusted scores of the opponents beaten plus half those of the opponents drawn [S/I]."""
    adjusted = adjusted_scores(ctx)
    values: Values = {}
    for p in ctx.points:
        products = (ctx.points[p][r] * adjusted[q] for r in ctx.rounds if (q := played(ctx, p, r)) is not None)
        values[p] = ctx.value(sum(products), scale=2)
    return values


def cumulative_of_opposition(ctx: Context, tb: TieBreak) -> Values:
    """US Chess 34E9: the sum of the Cumulative (34E3) of each opponent played; own unplayed rounds add 0 [I]."""
    cum = {p: cumulative_units(ctx, p) for p in ctx.points}
    return {p: ctx.value(sum(cum[q] for r in ctx.rounds if (q := played(ctx, p, r)) is not None)) for p in ctx.points}


def rating_of(ctx: Context, p: int) -> int | None:
    """A player's pre-event rating; an unrated player has none unless the option unrated_rating assigns one."""
    return ctx.tournament.players[p].rating or ctx.options.unrated_rating


def rated_opponents(ctx: Context, p: int) -> list[tuple[int, int]]:
    """(round index, opponent) of p's games over the board against an opponent with a rating [?]."""
    return [(r, q) for r in ctx.rounds if (q := played(ctx, p, r)) is not None and rating_of(ctx, q) is not None]


def performance_us(ctx: Context, p: int) -> Fraction | None:
    """The US performance rating: (Σ opponents' ratings + 400 × (wins − losses)) ÷ games, exact [?]."""
    games = rated_opponents(ctx, p)
    if not games:
        return None
    balance = sum(1 if ctx.kinds[p][r] is K.WIN else -1 if ctx.kinds[p][r] is K.LOSS else 0 for r, _ in games)
    return Fraction(sum(rating_of(ctx, q) or 0 for _, q in games) + 400 * balance, len(games))


def whole_mean(values: list[Fraction | int]) -> int | None:
    """A mean rounded half up to a whole rating point, as US ratings are printed [I]; None when empty."""
    return int(round_half_up(Fraction(sum(values, Fraction(0)), len(values)))) if values else None


def opposition_performance(ctx: Context, tb: TieBreak) -> Values:
    """US Chess 34E10 (provisional [?]): the mean US performance rating of the opponents played over the board."""
    performance = {p: performance_us(ctx, p) for p in ctx.points}
    return {
        p: whole_mean(
            [v for r in ctx.rounds if (q := played(ctx, p, r)) is not None and (v := performance[q]) is not None]
        )
        for p in ctx.points
    }


def average_rating_of_opposition(ctx: Context, tb: TieBreak) -> Values:
    """US Chess 34E11 (provisional [?]): the mean pre-event rating of the rated opponents played over the board."""
    return {p: whole_mean([rating_of(ctx, q) or 0 for _, q in rated_opponents(ctx, p)]) for p in ctx.points}


# -- explanations ---------------------------------------------------------------------------------
def describe(ctx: Context, p: int, r: int) -> str:
    """'win', 'forfeit win (unplayed)', 'half-point bye (unplayed)' ... for round index r."""
    kind = ctx.kinds[p][r]
    return kind_label(kind) if kind.played else Message("what.us_unplayed", kind=kind_label(kind))


def us_row(
    ctx: Context,
    p: int,
    r: int,
    element: Fraction | int | None,
    contribution: Fraction | int | None,
    note: str = "",
    cut: str | None = None,
) -> Row:
    """The row of p's round index r: the opponent, what happened (34E's wording), the element, the points received
    and what the round adds."""
    points = ctx.value(ctx.points[p][r])
    return Row(r + 1, ctx.opponents[p][r], describe(ctx, p, r), element, points, contribution, cut=cut, note=note)


def opponent_note(ctx: Context, p: int, r: int) -> str:
    """Why a round's opponent value is what it is (34E adjustment)."""
    q = played(ctx, p, r)
    if q is None:
        return Message("note.us_own_unplayed")
    unplayed = sum(1 for kind in ctx.kinds[q] if not kind.played)
    if not unplayed:
        return ""
    return Message(
        "note.us_adjusted", score=ctx.value(adjusted_scores(ctx)[q]), final=ctx.value(ctx.totals[q]), n=unplayed
    )


def explain_median(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 34E1 / 34E2 / 34E4: one opponent value per round and the values dropped."""
    values = opponent_values(ctx, p)
    low, high = ends_dropped(ctx, p, tb.name)
    removed = median_cuts(values, low, high)
    rows = []
    if tb.name != "SOLKOFF":
        score, maximum = ctx.value(ctx.totals[p]), ctx.value(ctx.win * ctx.last_round)
        why = (
            Message("what.us_class", kind=Message(f"us.{score_class(ctx, p)}"), score=score, maximum=maximum)
            if tb.name == "MM"
            else Message("what.us_any_score")
        )
        ends = [
            Message(f"us.{end}_one") if n == 1 else Message(f"us.{end}", n=n)
            for n, end in ((low, "lowest"), (high, "highest"))
            if n
        ]
        drop = Message("what.us_drop_both", why=why, low=ends[0], high=ends[1]) if len(ends) == 2 else None
        rows.append(
            Row(
                None,
                None,
                drop or Message("what.us_drop", why=why, ends=ends[0]),
                note=Message("note.us_drops", n=drops(ctx), rounds=ctx.tournament.rounds),
            )
        )
    for r, value in enumerate(values):
        rows.append(
            us_row(ctx, p, r, ctx.value(value), ctx.value(value), note=opponent_note(ctx, p, r), cut=removed.get(r))
        )
    return rows


def explain_cumulative(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 34E3: the running score of each round, and the points of each unplayed round taken off once."""
    rows = []
    for r, running in enumerate(accumulate(ctx.points[p])):
        rows.append(us_row(ctx, p, r, None, ctx.value(running), note=Message("note.us_running")))
    for r in ctx.rounds:
        pts = ctx.points[p][r]
        if not ctx.kinds[p][r].played and pts:
            rows.append(us_row(ctx, p, r, None, -ctx.value(pts), note=Message("note.us_subtracted")))
    return rows


def explain_cumulative_of_opposition(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 34E9: each opponent played, with his Cumulative; own unplayed rounds add nothing."""
    rows = []
    for r in ctx.rounds:
        q = played(ctx, p, r)
        value = None if q is None else ctx.value(cumulative_units(ctx, q))
        note = Message("note.us_cumulative", opponent=q) if q is not None else Message("note.us_no_opponent")
        rows.append(us_row(ctx, p, r, value, value if value is not None else 0, note=note))
    return rows


def explain_per_round(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 34E6 / 34E7: what each round adds."""
    rows = []
    for r in ctx.rounds:
        kind = ctx.kinds[p][r]
        if tb.name == "KASHDAN":
            add = KASHDAN_POINTS.get(kind, 0)
            note = "" if kind.played else Message("note.us_kashdan")
        else:
            add = int(kind.played and ctx.colours[p][r] == "b")
            note = "" if kind.played else Message("note.us_no_colour")
        rows.append(us_row(ctx, p, r, None, add, note=note))
    return rows


def explain_sonneborn_berger_us(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 34E8: opponent's adjusted score × points scored against him; unplayed rounds add 0."""
    adjusted = adjusted_scores(ctx)
    rows = []
    for r in ctx.rounds:
        q = played(ctx, p, r)
        pts = ctx.value(ctx.points[p][r])
        element = None if q is None else ctx.value(adjusted[q])
        contribution = 0 if element is None else element * pts
        note = Message("note.us_adds_nothing") if q is None else opponent_note(ctx, p, r)
        rows.append(Row(r + 1, ctx.opponents[p][r], describe(ctx, p, r), element, pts, contribution, note=note))
    return rows


def explain_rating_us(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 34E10 / 34E11: each game over the board with the opponent's rating or US performance."""
    rows = []
    for r in ctx.rounds:
        q = played(ctx, p, r)
        if q is None:
            continue
        element: Fraction | int | None = rating_of(ctx, q) if tb.name == "USARO" else performance_us(ctx, q)
        note = "" if element is not None else Message("note.us_no_rating")
        rows.append(Row(r + 1, q, describe(ctx, p, r), element, ctx.value(ctx.points[p][r]), element, note=note))
    return rows


def explain_result_between_tied_players(ctx: Context, tb: TieBreak, p: int, group: list[int]) -> list[Row]:
    """Rows of 34E5: p's rounds against the other members of the tied group, +1 / 0 / −1."""
    members = frozenset(group)
    rows = []
    for r, q in enumerate(ctx.opponents[p]):
        if q is not None and q in members:
            counted = ctx.kinds[p][r].played
            rows.append(
                Row(
                    r + 1,
                    q,
                    describe(ctx, p, r),
                    None,
                    ctx.value(ctx.points[p][r]),
                    rbt_points(ctx, p, r, members) if counted else None,
                    cut=None if counted else Message("cut.us_rbt_forfeit"),
                )
            )
    return rows


US_DEFINITIONS: dict[str, Definition] = {
    "PTS": DEFINITIONS["PTS"],
    "TPN": DEFINITIONS["TPN"],
    "DE": DEFINITIONS["DE"],
    "RTNG": DEFINITIONS["RTNG"],
    "MM": Definition("US Chess 34E1", modified_median, explain_median),
    "SOLKOFF": Definition("US Chess 34E2", solkoff, explain_median),
    "CUM": Definition("US Chess 34E3", cumulative, explain_cumulative),
    "MED": Definition("US Chess 34E4", median, explain_median),
    "BLACKS": Definition("US Chess 34E6", most_blacks, explain_per_round),
    "KASHDAN": Definition("US Chess 34E7", kashdan, explain_per_round),
    "USSB": Definition("US Chess 34E8", sonneborn_berger_us, explain_sonneborn_berger_us),
    "OPPCUM": Definition("US Chess 34E9", cumulative_of_opposition, explain_cumulative_of_opposition),
    "OPPPERF": Definition("US Chess 34E10", opposition_performance, explain_rating_us),
    "USARO": Definition("US Chess 34E11", average_rating_of_opposition, explain_rating_us),
    "RBT": Definition(
        "US Chess 34E5", order=result_between_tied_players, explain_in_group=explain_result_between_tied_players
    ),
}
"""The tie-breaks under the rules "uscf" (rule 34); RBT, 34E5, is Type A like DE."""
