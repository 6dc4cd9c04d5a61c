"""C.07 4.2 for team events: team standings, one tie-break's values, and explanations (Arts. 11–13)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from operator import attrgetter
from typing import Any

from ..errors import ArgumentError
from ..language import Message, headings, translate, value_in
from ..model import TeamEvent, Value
from ..present.tables import render_table
from ..rules.codes import TieBreak, code_warnings
from ..rules.fide.encounter import ranks_in_group
from ..rules.fide.team import (
    TEAM_DEFINITIONS,
    TeamContext,
    order_group,
    parse_team_code,
    parse_team_list,
    team_compute,
)
from ..rules.registry import definition
from ..rules.unplayed import Options
from .standings import (
    Explanation,
    StandingRow,
    Standings,
    column_labels,
    drawing_of_lots,
    list_argument,
    names_of,
    split_by,
    summary_of,
    tiebreak_argument,
)

# ---------------------------------------------------------------------------------------------------
# Standings


@dataclass(frozen=True)
class TeamStandings(Standings):
    """Team standings: the individual JSON shape, tpn = team pairing number, plus "mp" and "gp"."""

    primary: str = "MP"
    mp: dict[int, Fraction | int] = field(default_factory=dict)
    gp: dict[int, Fraction | int] = field(default_factory=dict)

    def table(self, fmt: str = "table", lang: str = "en") -> str:
        """The team standings as a table (MP and GP columns), CSV, Markdown or JSON; headings, title and decimals
        in `lang` (CSV and JSON keep the decimal point)."""
        if fmt == "json":
            return self.json_text()
        words = headings(("rank", "tpn", "team"), lang)

        def number(value: Value) -> str:
            return value_in(value, "en" if fmt == "csv" else lang)  # CSV keeps the decimal point

        body = [
            [
                str(row.rank),
                str(row.tpn),
                row.name,
                number(self.mp[row.tpn]),
                number(self.gp[row.tpn]),
                *(number(row.values[c]) for c in self.tiebreaks),
            ]
            for row in self.rows
        ]
        title = Message("title.team_standings", round=self.after_round, rules=self.rules, primary=self.primary)
        return render_table([*words, "MP", "GP", *self.tiebreaks], body, fmt, title=translate(title, lang))

    def to_dict_head(self) -> dict[str, Any]:
        """The members of ``to_dict()`` before "standings": those of ``Standings.to_dict_head``, then "primary"."""
        return {**super().to_dict_head(), "primary": self.primary}

    def json_columns(self) -> dict[str, Any]:
        """The columns of ``Standings.json_columns``, then each team's match points and game points ("mp", "gp")."""
        tpns = list(map(attrgetter("tpn"), self.rows))
        return {
            **super().json_columns(),
            "mp": list(map(self.mp.__getitem__, tpns)),
            "gp": list(map(self.gp.__getitem__, tpns)),
        }


def team_standings(
    ev: TeamEvent,
    tiebreaks: Sequence[str] | str | None = None,
    rules: str | None = None,
    options: Options | None = None,
    after_round: int | None = None,
) -> TeamStandings:
    """C.07 4.2 for teams: rank by the primary score, then each tie-break inside each group still tied.

    Raises:
        CodeError: a code of the list is unknown or malformed for teams.
        ArgumentError: unknown rules, an argument of the wrong type, ``after_round`` out of range.
    """
    tc = TeamContext.build(ev, rules, options, after_round)  # the arguments checked first
    return team_rank(tc, team_list(ev, tiebreaks))


def team_list(ev: TeamEvent, tiebreaks: Sequence[str] | str | None) -> list[TieBreak]:
    """The list (None: the file's), the primary score first unless the list names it."""
    tbs = parse_team_list(list(ev.tournament.tiebreaks) if tiebreaks is None else tiebreaks)
    if not any(tb.name == "PTS" and tb.ref in (None, ev.primary) for tb in tbs):  # GPTS alone is no primary score
        tbs.insert(0, TieBreak("PTS"))
    return tbs


def team_rank(tc: TeamContext, tbs: list[TieBreak]) -> TeamStandings:
    """Apply the ordered list; Type A tie-breaks are recomputed inside each current group."""
    teams = sorted(tc.event.teams)
    values: dict[str, dict[int, Value]] = {}
    groups: list[list[int]] = [teams]
    labels = column_labels(tbs)
    for tb, label in zip(tbs, labels, strict=True):
        column: dict[int, Value]
        split: list[list[int]] = []
        entry = definition(tb, tc.rules, team=True)
        if entry.type_a:
            column = dict.fromkeys(teams, 0)
            for group in groups:
                order = order_group(tc, group, tb) if len(group) > 1 else [group]
                if len(order) > 1:
                    column.update(ranks_in_group(order))
                split.extend(order)
        else:
            column = team_compute(tc, tb)
            split = split_by(groups, column, entry.lower_is_better(tb))
        values[label] = column
        groups = split
    if tc.mp.options.lots_seed is not None:
        groups = drawing_of_lots(groups, tc.mp.options.lots_seed)
    listed = [label for tb, label in zip(tbs, labels, strict=True) if not (tb.name == "PTS" and tb.ref is None)]
    rows = []
    position = 1
    for group in groups:
        for p in sorted(group):
            rows.append(
                StandingRow(
                    rank=position,
                    tpn=p,
                    name=tc.event.teams[p].name,
                    rating=None,
                    points=tc.total(tc.primary, p),
                    values={code: values[code][p] for code in listed},
                )
            )
        position += len(group)
    return TeamStandings(
        rules=tc.rules,
        tiebreaks=listed,
        rows=rows,
        after_round=tc.last_round,
        options=tc.mp.options,
        scheduled_rounds=tc.event.rounds,
        notices=(*tc.notices, *tc.event.notices),
        warnings=tuple(code_warnings(tbs, tc.rules, tc.primary.round_robin)),
        primary=tc.event.primary,
        mp={p: tc.total(tc.mp, p) for p in teams},
        gp={p: tc.total(tc.gp, p) for p in teams},
    )


def team_tiebreak_values(
    ev: TeamEvent,
    code: str | TieBreak,
    rules: str | None = None,
    options: Options | None = None,
    after_round: int | None = None,
) -> dict[int, Value]:
    """Every team's value of one tie-break (not Type A), keyed by team pairing number.

    Raises:
        CodeError: the code is unknown or malformed for teams.
        ArgumentError: a Type A code, unknown rules, a bad argument.
    """
    tb = tiebreak_argument(code, parse=parse_team_code)
    if TEAM_DEFINITIONS[tb.name].type_a:
        raise ArgumentError(f"{tb.code} is computed inside a tied group: use team_standings()")
    return team_compute(TeamContext.build(ev, rules, options, after_round), tb)


def explain_team(
    ev: TeamEvent,
    tpn: int,
    code: str | TieBreak,
    rules: str | None = None,
    options: Options | None = None,
    after_round: int | None = None,
    tiebreaks: Sequence[str] | str | None = None,
) -> Explanation:
    """Explain one team's value of one tie-break, round by round (Type A: inside its tied group).

    Raises:
        CodeError: the code is unknown or malformed for teams.
        ArgumentError: an unknown team, unknown rules, a bad argument.
    """
    tb = tiebreak_argument(code, parse=parse_team_code)
    tc = TeamContext.build(ev, rules, options, after_round)
    if tpn not in ev.teams:
        raise ArgumentError(f"found {tpn!r}; expected the pairing number of a team")
    warnings = tuple(code_warnings([tb], tc.rules, tc.primary.round_robin))
    entry = definition(tb, tc.rules, team=True)

    def name(q: int) -> str:
        return ev.teams[q].name

    if entry.explain_in_group is not None:
        listed = [
            c
            for c in parse_team_list(list_argument(tiebreaks) if tiebreaks is not None else [tb.code])
            if not (c.name == "PTS" and c.ref is None)
        ]
        position = next((i for i, c in enumerate(listed) if c.code == tb.code), len(listed))
        before = team_rank(tc, [TieBreak("PTS"), *listed[:position]])
        key = {row.tpn: row.rank for row in before.rows}
        group = sorted(p for p in key if key[p] == key[tpn])
        order = order_group(tc, group, tb) if len(group) > 1 else [group]
        ranks = ranks_in_group(order) if len(order) > 1 else dict.fromkeys(group, 0)
        rows = entry.explain_in_group(tc, tb, tpn, group)
        summary = summary_of(entry, tc, tb, tpn, ranks[tpn], rows, group)
        names = names_of(rows, group, name)
        return Explanation(tpn, tb.code, entry.article, tc.rules, ranks[tpn], rows, group, warnings, summary, names)
    assert entry.compute is not None and entry.explain is not None
    value = entry.compute(tc, tb)[tpn]
    rows = entry.explain(tc, tb, tpn)
    summary = summary_of(entry, tc, tb, tpn, value, rows, None)
    return Explanation(
        tpn, tb.code, entry.article, tc.rules, value, rows, None, warnings, summary, names_of(rows, None, name)
    )


__all__ = ["TeamStandings", "explain_team", "team_list", "team_rank", "team_standings", "team_tiebreak_values"]
