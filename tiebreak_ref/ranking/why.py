"""C.07 4.2 asked of two participants: the first entry of the list that separates them, or what decides when none
does (drawing of lots, else a shared place)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..errors import ArgumentError
from ..language import Decimal, Join, Message, headings, translate, value_in
from ..model import TeamEvent, Tournament, Value
from ..numbers import format_value
from ..present.tables import render_table
from ..rules.codes import TieBreak, code_warnings, parse_list
from ..rules.definition import Definition
from ..rules.unplayed import Options
from .standings import (
    PTS,
    Explanation,
    Standings,
    column_labels,
    context,
    definition_of,
    dict_number,
    list_argument,
    names_of,
    rank,
    summary_of,
)


@dataclass(frozen=True)
class GroupPlace:
    """One line of the separate standings of a Type A entry (DE, EDE, RBT ...): a member of the tied group.

    Attributes:
        tpn: the member's start rank (a team's pairing number).
        name: the member's name.
        place: the place inside the group (1 = best; shared by members the entry leaves tied).
        score: the member's score in the separate standings (the summary row of its explanation, DE's 6.1 score);
            None when the explanation has none (its rows show what decides).
        explanation: the member's explanation inside the group.
    """

    tpn: int
    name: str
    place: Value
    score: Value
    explanation: Explanation


@dataclass(frozen=True)
class Why:
    """Why one participant is ranked above another (what ``why()`` returns).

    Attributes:
        a: the first participant's start rank (a team's pairing number).
        b: the second participant's start rank.
        names: the two names, a's first.
        rules: the rule set applied.
        tiebreaks: the list applied, ``PTS`` first.
        code: the entry that separates them (as the list writes it); None when the whole list leaves them tied.
        article: the article of that entry, None when they stay tied.
        values: that entry's values of a and of b (Type A: their places inside the tied group); None when tied.
        above: the start rank of the one placed higher; None when they share the place.
        places: the places of a and b in the standings.
        equal: the entries before ``code`` (or the whole list) with the value a and b share on each.
        explanations: a's and b's explanations of the entry that separates them; empty when they stay tied.
        group: for a Type A entry, the tied group it was applied to.
        group_places: for a Type A entry, the separate standings of that group, best first.
        decided_by: when the list leaves them tied: ``"lots"`` (C.07 4.2, a drawing of lots, the option lots_seed)
            or ``"shared place"``; None when an entry separates them.
        warnings: what the rule set does not define as the list writes it (``codes.code_warnings``).
    """

    a: int
    b: int
    names: tuple[str, str]
    rules: str
    tiebreaks: list[str]
    code: str | None
    article: str | None
    values: tuple[Value, Value] | None
    above: int | None
    places: tuple[int, int]
    equal: list[tuple[str, Value]]
    explanations: tuple[Explanation, ...] = ()
    group: list[int] | None = None
    group_places: tuple[GroupPlace, ...] = ()
    decided_by: str | None = None
    warnings: tuple[str, ...] = ()

    def verdict(self) -> str:
        """One sentence: who is above and by what, or that the list leaves them tied and what decides."""
        who = {self.a: f"{self.a} {self.names[0]}", self.b: f"{self.b} {self.names[1]}"}
        if self.code is None or self.values is None:
            tied = Message("why.tied", a=who[self.a], b=who[self.b], codes=" ".join(self.tiebreaks))
            if self.decided_by == "lots" and self.above is not None:
                other = self.b if self.above == self.a else self.a
                return Message(
                    "why.lots",
                    tied=tied,
                    above=who[self.above],
                    above_place=self.place_of(self.above),
                    other=who[other],
                    other_place=self.place_of(other),
                )
            return Message("why.shared", tied=tied, place=self.places[0])
        below = self.b if self.above == self.a else self.a
        value = dict(zip((self.a, self.b), self.values, strict=True))
        how = Message("why.how_place") if self.group is not None else Message("why.how_value")
        return Message(
            "why.above",
            above=who[self.above or self.a],
            below=who[below],
            code=self.code,
            article=self.article,
            how=how,
            value=Decimal(format_value(value[self.above or self.a])),
            other=Decimal(format_value(value[below])),
        )

    def place_of(self, tpn: int) -> str:
        """'place 4' for a or b."""
        return Message("why.place", place=self.places[0] if tpn == self.a else self.places[1])

    def table(self, fmt: str = "table", lang: str = "en") -> str:
        """The answer as text (or "markdown", "csv", "json"), without a final newline: the verdict, the entries
        that leave them equal, the group's separate standings (Type A) and both explanations; the text in `lang`
        (JSON stays English)."""
        if fmt == "json":
            return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)

        def number(value: Value, undefined: str = "-") -> str:
            return value_in(value, "en" if fmt == "csv" else lang, undefined)  # CSV keeps the decimal point

        parts = [translate(self.verdict(), lang)]
        if self.equal:
            body = [[code, number(value)] for code, value in self.equal]
            title = Message("title.equal_before", code=self.code) if self.code is not None else Message("title.equal")
            parts.append(
                render_table(headings(("code", "equal_value"), lang), body, fmt, translate(title, lang)).rstrip("\n")
            )
        if self.group_places:
            body = [
                [str(g.place), str(g.tpn), g.name, number(g.score, "")]
                for g in sorted(self.group_places, key=lambda g: (g.place, g.tpn))
            ]
            title = Message("title.separate", members=Join(self.group or []), code=self.code)
            table = render_table(headings(("place", "tpn", "name", "score"), lang), body, fmt, translate(title, lang))
            parts.append(table.rstrip("\n"))
        names = dict(zip((self.a, self.b), self.names, strict=True))
        parts.extend(e.table(fmt, f"{e.tpn} {names[e.tpn]}", lang) for e in self.explanations)
        return "\n\n".join(parts)

    def to_dict(self, exact_text: bool = False) -> dict[str, Any]:
        """The answer as plain data (numbers as in ``Standings.to_dict``); what ``--format json`` writes."""

        def number(value: Value) -> int | float | str | None:
            return dict_number(value, exact_text)

        return {
            "a": self.a,
            "b": self.b,
            "names": list(self.names),
            "rules": self.rules,
            "tiebreaks": self.tiebreaks,
            "code": self.code,
            "article": self.article,
            "values": None if self.values is None else [number(v) for v in self.values],
            "above": self.above,
            "places": list(self.places),
            "equal": [{"code": code, "value": number(value)} for code, value in self.equal],
            "decided_by": self.decided_by,
            "verdict": self.verdict(),
            "group": self.group,
            "group_places": [
                {"tpn": g.tpn, "name": g.name, "place": number(g.place), "score": number(g.score)}
                for g in self.group_places
            ],
            "explanations": [e.to_dict(number) for e in self.explanations],
        }


@dataclass(frozen=True)
class Ranked:
    """What ``compare_two`` needs of an event: its ranking by a list without lots, the definition of a code, names,
    the context of the explanations, the rule set, the article note (C.02 13.15 rounds) and, when lots are drawn,
    the ranking with them."""

    standings: Callable[[list[TieBreak]], Standings]
    entry: Callable[[TieBreak], Definition]
    name: Callable[[int], str]
    context: Any
    rules: str
    warnings: tuple[str, ...] = ()
    article_note: str = ""
    drawn: Callable[[list[TieBreak]], Standings] | None = None  # the ranking with the drawing of lots (lots_seed)


def why(
    t: Tournament | TeamEvent,
    a: int,
    b: int,
    tiebreaks: Sequence[str] | str | None = None,
    rules: str | None = None,
    options: Options | None = None,
    after_round: int | None = None,
) -> Why:
    """C.07 4.2 for two participants: the first entry of the list that separates `a` and `b`, with both values and
    explanations; when none does, what decides (drawing of lots when ``options.lots_seed`` is set, else a shared
    place).

    Args:
        t: the tournament (``read_trf``), or a team event (``read_team_trf``: `a` and `b` are team pairing numbers).
        a: the start rank of one participant.
        b: the start rank of the other.
        tiebreaks: the ordered list, as for ``standings``; None: the file's list.
        rules: as for ``standings``.
        options: as for ``standings``.
        after_round: as for ``standings``.

    Returns:
        The entry that separates them, its values and explanations (Type A: the group and its separate standings).

    Raises:
        CodeError: a code of the list is unknown or malformed.
        ArgumentError: `a` or `b` is not a participant, `a` equals `b`, unknown rules, a bad argument.
    """
    if isinstance(t, TeamEvent):
        ranked, tbs = team_ranked(t, tiebreaks, rules, options, after_round)
        members = set(t.teams)
    else:
        codes = list(getattr(t, "tiebreaks", ())) if tiebreaks is None else list_argument(tiebreaks)
        tbs = parse_list(codes, rules)
        if not any(tb.name == "PTS" for tb in tbs):
            tbs.insert(0, PTS)
        ctx = context(t, rules, options, after_round)
        untied = ctx if ctx.options.lots_seed is None else replace(ctx, options=replace(ctx.options, lots_seed=None))
        article = ", unplayed rounds by C.02 13.15" if ctx.virtual_opponent else ""
        ranked = Ranked(
            lambda listed: rank(untied, listed),
            lambda tb: definition_of(untied, tb),
            lambda p: t.players[p].name,
            untied,
            ctx.rules,
            tuple(code_warnings(tbs, ctx.rules, ctx.round_robin)),
            article,
            None if ctx.options.lots_seed is None else lambda listed: rank(ctx, listed),
        )
        members = set(t.players)
    for who in (a, b):
        if not isinstance(who, int) or isinstance(who, bool) or who not in members:
            raise ArgumentError(f"found {who!r} as a participant; expected the start rank of a participant")
    if a == b:
        raise ArgumentError(f"found {a} twice; expected two different participants")
    return compare_two(ranked, tbs, a, b)


def team_ranked(
    ev: TeamEvent,
    tiebreaks: Sequence[str] | str | None,
    rules: str | None,
    options: Options | None,
    after_round: int | None,
) -> tuple[Ranked, list[TieBreak]]:
    """What ``why`` reads of a team event: its ranking, definitions and names, and the list with the primary
    score first (as ``team_standings``); ties the list leaves are read without lots, and drawn as the individual
    ones are when ``options.lots_seed`` is set (C.07 4.2)."""
    from ..rules.fide.team import TeamContext
    from ..rules.registry import definition
    from .team import team_list, team_rank  # the team layer is loaded on first use

    chosen = options or Options()
    tc = TeamContext.build(ev, rules, replace(chosen, lots_seed=None), after_round)
    drawn = TeamContext.build(ev, rules, chosen, after_round) if chosen.lots_seed is not None else None
    tbs = team_list(ev, tiebreaks)
    ranked = Ranked(
        lambda listed: team_rank(tc, listed),
        lambda tb: definition(tb, tc.rules, team=True),
        lambda p: ev.teams[p].name,
        tc,
        tc.rules,
        tuple(code_warnings(tbs, tc.rules, tc.primary.round_robin)),
        "",
        None if drawn is None else lambda listed: team_rank(drawn, listed),
    )
    return ranked, tbs


def compare_two(ranked: Ranked, tbs: list[TieBreak], a: int, b: int) -> Why:
    """The ranking without lots, read column by column: two participants are in one tied group until the first
    column where their values differ (a Type A column holds the place inside the group), and that column is the
    entry that separates them."""
    result = ranked.standings(tbs)
    row = {r.tpn: r for r in result.rows}
    labels = column_labels(tbs)

    def value(label: str, tb: TieBreak, p: int) -> Value:
        return row[p].points if tb.name == "PTS" and label not in row[p].values else row[p].values[label]

    equal: list[tuple[str, Value]] = []
    tied = Why(
        a=a,
        b=b,
        names=(ranked.name(a), ranked.name(b)),
        rules=ranked.rules,
        tiebreaks=[tb.label for tb in tbs],
        code=None,
        article=None,
        values=None,
        above=None,
        places=(row[a].rank, row[b].rank),
        equal=equal,
        decided_by="shared place",
        warnings=ranked.warnings,
    )
    for k, (tb, label) in enumerate(zip(tbs, labels, strict=True)):
        va, vb = value(label, tb, a), value(label, tb, b)
        if va == vb:
            equal.append((label, va))
            continue
        entry = ranked.entry(tb)
        group = None
        if entry.type_a:
            earlier = list(zip(tbs[:k], labels[:k], strict=True))
            group = sorted(p for p in row if all(value(lb, t, p) == value(lb, t, a) for t, lb in earlier))
        explained = {p: explanation(ranked, entry, tb, label, p, value(label, tb, p), group) for p in group or (a, b)}
        return replace(
            tied,
            code=label,
            article=explained[a].article,
            values=(va, vb),
            above=a if row[a].rank < row[b].rank else b,
            equal=equal[:k],
            explanations=(explained[a], explained[b]),
            group=group,
            group_places=tuple(
                GroupPlace(p, ranked.name(p), value(label, tb, p), summary(explained[p]), explained[p])
                for p in group or ()
            ),
            decided_by=None,
        )
    if ranked.drawn is None:
        return tied
    drawn = {r.tpn: r.rank for r in ranked.drawn(tbs).rows}
    return replace(tied, above=a if drawn[a] < drawn[b] else b, places=(drawn[a], drawn[b]), decided_by="lots")


def explanation(
    ranked: Ranked, entry: Definition, tb: TieBreak, label: str, p: int, value: Value, group: list[int] | None
) -> Explanation:
    """p's explanation of one entry: the rows of its definition (Type A: inside the group)."""
    if group is not None:
        assert entry.explain_in_group is not None
        rows = entry.explain_in_group(ranked.context, tb, p, group)
        article = entry.article
    else:
        assert entry.explain is not None
        rows = entry.explain(ranked.context, tb, p)
        article = entry.article + ranked.article_note
    summary = summary_of(entry, ranked.context, tb, p, value, rows, group)
    names = names_of(rows, group, ranked.name)
    return Explanation(p, label, article, ranked.rules, value, rows, group, summary=summary, names=names)


def summary(e: Explanation) -> Value:
    """The score of a member in the separate standings: the explanation's summary row (no round, no opponent; DE's
    6.1 score), else None (EDE, RBT: the rows show what decides)."""
    return next((r.contribution for r in e.rows if r.round is None and r.opponent is None), None)


__all__ = ["GroupPlace", "Why", "compare_two", "why"]
