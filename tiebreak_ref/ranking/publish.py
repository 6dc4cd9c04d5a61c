"""Standings as arbiters publish them (issue 15): the page of ``standings --format html`` with the event's header,
the columns of the file (FED, title, FIDE id), decimals aligned, a legend of the codes from the registry (name and
article) and Type A places that say "not applied" instead of 0. The page itself is written by ``present.html``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..language import translate
from ..model import Tournament, Value
from ..numbers import format_value
from ..present.crosstable import CrossRow, cross_rows, crosstable_html
from ..present.html import Cell, Column, html_page, strings
from ..rules.codes import INDIVIDUAL_CODES, US_CODES, TieBreak, parse_code
from ..rules.fide.team import parse_team_code
from ..rules.registry import definition
from ..rules.unplayed import is_round_robin
from .standings import OPTIONAL_COLUMNS, Standings
from .team import TeamStandings

NOT_APPLIED = "·"
"""A Type A column's mark where the tie-break was not applied (no tie left, or the group not separated)."""
UNDEFINED = "–"
"""The mark of a value the rule leaves undefined (the text table's "-")."""


def available_columns(t: Tournament) -> list[str]:
    """The optional columns the file fills for at least one player (start number always)."""
    players = t.players.values()
    present = {
        "tpn": True,
        "title": any(p.title for p in players),
        "fed": any(p.federation for p in players),
        "fide-id": any(p.fide_id.strip("0") for p in players),
        "rating": any(p.rating for p in players),
    }
    return [c for c in OPTIONAL_COLUMNS if present[c]]


def event_header(
    t: Tournament, words: dict[str, Any], rules: str, after_round: int, scheduled: int | None
) -> list[tuple[str, str]]:
    """The header of a published page: event, place, dates (as the file writes them, records 042 and 052), rounds
    and rule set."""
    records = dict(reversed(t.headers))  # the first record of each id
    head = []
    if t.name:
        head.append((words["event"], t.name))
    if records.get("022", "").strip():
        head.append((words["site"], records["022"].strip()))
    start = records.get("042", "").strip() or (t.start_date.isoformat() if t.start_date else "")
    end = records.get("052", "").strip()
    if start:
        head.append((words["dates"], f"{start} – {end}" if end and end != start else start))
    total = scheduled if scheduled is not None else t.rounds
    rounds = words["rounds_value"].format(played=after_round, scheduled=total) if after_round < total else str(total)
    head.append((words["rounds"], rounds))
    head.append((words["rules"], f"{words['rule_sets'].get(rules, rules)} ({rules})"))
    return head


def tiebreak_name(tb: TieBreak, words: dict[str, Any]) -> str:
    """A tie-break's name in the page's language, with its modifiers (Cut-1, Median-1, others as written)."""
    names: dict[str, str] = words["names"]
    described = {**INDIVIDUAL_CODES, **US_CODES}
    family = "ESB" if tb.name.endswith("SB") and tb.name.startswith("E") else "EDE" if tb.name.startswith("EDE") else ""
    name = (
        names.get(tb.name)
        or (described[tb.name][1].split(",")[0] if tb.name in described else "")
        or (f"{names[family]} ({tb.name})" if family else tb.name)
    )
    parts = [name + (f" ({tb.ref})" if tb.ref else "")]
    if tb.cut:
        parts.append(names["cut"].format(n=tb.cut))
    if tb.median:
        parts.append(names["median"].format(n=tb.median))
    rest = TieBreak(
        tb.name,
        limit_half_points=tb.limit_half_points,
        forfeits_played=tb.forfeits_played,
        fore=tb.fore,
        reverse=tb.reverse,
        normaliser=tb.normaliser,
    ).code[len(tb.name) :]
    if rest:
        parts.append(rest)
    return ", ".join(parts)


def tiebreak(label: str, rules: str, team: bool = False) -> TieBreak:
    """The tie-break of a column label ("BH/C1", "DE#2"), read as the individual or the team list reads it."""
    code = label.partition("#")[0]
    return parse_team_code(code) if team else parse_code(code, rules)


def legend(codes: Sequence[str], rules: str, lang: str, team: bool = False) -> list[tuple[str, str]]:
    """Each code of the list with its name and the article that defines it (the registry, ``rules.registry``);
    for a Type A code, what its column holds."""
    words = strings(lang)
    entries = []
    for label in codes:
        tb = tiebreak(label, rules, team)
        entry = definition(tb, rules, team)
        meaning = f"{tiebreak_name(tb, words)} — {translate(entry.article, lang)}"
        if entry.type_a:
            meaning += f"; {words['type_a']}"
        entries.append((label, meaning))
    return entries


def value_cell(value: Value, type_a: bool) -> str | Cell:
    """A tie-break value as the page prints it: exact decimals; a Type A column's 0 (not applied, C.07 4.3: it
    places only players still tied) as NOT_APPLIED; an undefined value as UNDEFINED."""
    if value is None:
        return Cell(UNDEFINED, "undef")
    if type_a and value == 0:
        return Cell(NOT_APPLIED, "na")
    return format_value(value)


def score_columns(s: Standings | TeamStandings, words: dict[str, Any]) -> list[tuple[Column, dict[int, Value]]]:
    """The score columns and their values: a team's match and game points, the primary score first;
    a player's points."""
    if isinstance(s, TeamStandings):
        scores = [("mp", "match_points", s.mp), ("gp", "game_points", s.gp)]
        scores.sort(key=lambda score: score[0] != s.primary.lower())
        return [(Column(words[short], numeric=True, title=words[long]), dict(values)) for short, long, values in scores]
    points: dict[int, Value] = {row.tpn: row.points for row in s.rows}
    return [(Column(words["points"], numeric=True, title=words["names"]["PTS"]), points)]


def standings_html(s: Standings, t: Tournament, lang: str = "en", columns: Sequence[str] | None = None) -> str:
    """The standings as one self-contained, printable HTML page in `lang` (``present.html.LANGUAGES``).

    Args:
        s: the standings (``standings()``; a team event's ``team_standings()``: MP and GP columns, the legend from
            the team tie-breaks of C.07 11-13).
        t: the tournament they rank (its header and the players' 001 fields).
        lang: "en", "nl", "de" or "nb".
        columns: the optional columns (``OPTIONAL_COLUMNS``) in this order; None: those the file fills (a team
            event: the pairing number only).
    """
    words = strings(lang)
    team = isinstance(s, TeamStandings)
    chosen = (["tpn"] if team else available_columns(t)) if columns is None else list(columns)
    if team:
        chosen = [c for c in chosen if c == "tpn"]  # the 001 fields belong to players, not teams
    type_a = {label: definition(tiebreak(label, s.rules, team), s.rules, team).type_a for label in s.tiebreaks}
    heads = {
        "tpn": Column(words["tpn"], numeric=True),
        "title": Column(words["title"]),
        "fed": Column(words["fed"]),
        "fide-id": Column(words["fide_id"], numeric=True),
        "rating": Column(words["rating"], numeric=True),
    }
    spec = [Column(words["rank"], numeric=True)]
    spec += [heads[c] for c in chosen if c in ("tpn", "title")]
    spec.append(Column(words["team" if team else "name"]))
    spec += [heads[c] for c in chosen if c not in ("tpn", "title")]
    scores = score_columns(s, words)
    spec += [column for column, _ in scores]
    spec += [Column(label, numeric=True) for label in s.tiebreaks]
    rows: list[list[str | Cell]] = []
    for row in s.rows:
        player = None if team else t.players.get(row.tpn)
        fields = {
            "tpn": str(row.tpn),
            "title": player.title if player else "",
            "fed": player.federation if player else "",
            "fide-id": player.fide_id if player and player.fide_id.strip("0") else "",
            "rating": str(row.rating or ""),
        }
        cells: list[str | Cell] = [str(row.rank)]
        cells += [fields[c] for c in chosen if c in ("tpn", "title")]
        cells.append(row.name)
        cells += [fields[c] for c in chosen if c not in ("tpn", "title")]
        cells += [format_value(values[row.tpn]) for _, values in scores]
        cells += [value_cell(row.values[label], type_a[label]) for label in s.tiebreaks]
        rows.append(cells)
    title = words["standings"] if s.final else words["standings_after"].format(round=s.after_round)
    header = event_header(t, words, s.rules, s.after_round, s.scheduled_rounds)
    header.append((words["tiebreaks"], " ".join(s.tiebreaks)))
    undefined = any(v is None for r in s.rows for v in r.values.values())
    notes = [f"{UNDEFINED} {words['undefined_mark']}"] if undefined else []
    if any(type_a.values()):
        notes.insert(0, f"{NOT_APPLIED} {words['not_applied_mark']}")
    page_title = f"{title}: {t.name}" if t.name else title
    return html_page(lang, page_title, header, spec, rows, legend(s.tiebreaks, s.rules, lang, team), notes)


def crosstable_rows(t: Tournament, s: Standings, event: str = "auto") -> tuple[list[CrossRow], bool]:
    """The crosstable of the standings `s` (``crosstable FILE``): (rows, grid), the rows in the order of the places
    with their points, or a round robin's square grid in the order of the start numbers (C.07 15.2)."""
    ranks = {row.tpn: row.rank for row in s.rows}
    points = {row.tpn: row.points for row in s.rows}
    grid = is_round_robin(t, event)
    return cross_rows(t, s.after_round, points, ranks, by_rank=not grid), grid


def crosstable_page(t: Tournament, s: Standings, rows: Sequence[CrossRow], grid: bool, lang: str = "en") -> str:
    """The crosstable (``crosstable_rows``) as one self-contained page in `lang`, with the header of the standings
    page (event, dates, rounds, rule set)."""
    header = event_header(t, strings(lang), s.rules, s.after_round, s.scheduled_rounds)
    return crosstable_html(t, rows, grid, lang, header, s.final)
