"""The guide's calculator: one player's Buchholz and Sonneborn-Berger values from typed rounds (any scoring system,
every rule set), tie-break orders side by side, the crosstable and the downloads of the command line, and the JSON
bridge the calculator page calls in the browser (Pyodide).

Nothing here computes a tie-break. :func:`one_player` builds a small :class:`~tiebreak_ref.model.Tournament`
around one player from rows such as "round 3: draw against an opponent who scored 2.5"; the values are then
computed by :func:`~tiebreak_ref.ranking.standings.tiebreak_values` and explained by
:func:`~tiebreak_ref.ranking.standings.explain`, exactly as for a TRF file. :func:`compare` ranks one tournament by
several lists (the command line's ``standings --compare``).

Standard library only: the same code runs in CPython and in Pyodide.
"""

from __future__ import annotations

import base64
import dataclasses
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import pairwise
from typing import Any, get_args, get_type_hints

from ..collector import fewer_collections
from ..errors import CodeError, InputError, warning_lines
from ..language import Message, translate, value_in
from ..model import EventType, Player, RoundRecord, ScoringSystem, Tournament, Value
from ..numbers import format_value
from ..present.crosstable import aligned_table, render_crosstable
from ..present.html import LANGUAGES, strings
from ..ranking.compare import compare
from ..ranking.publish import crosstable_page, crosstable_rows, standings_html
from ..ranking.standings import (
    Explanation,
    Standings,
    default_list,
    explain,
    file_list,
    standings,
    tiebreak_values,
)
from ..rules.codes import check_codes, code_warnings, parse_list
from ..rules.editions import RULES
from ..rules.unplayed import Options
from ..rules.uschess import US_DEFAULT_ORDER

# kind of round -> (TRF code of the player, TRF code of the opponent, or None without an opponent)
ROUND_KINDS: dict[str, tuple[str, str | None]] = {
    "win": ("1", "0"),
    "draw": ("=", "="),
    "loss": ("0", "1"),
    "forfeit-win": ("+", "-"),  # 16.2.2
    "forfeit-loss": ("-", "+"),  # 16.2.4
    "pab": ("U", None),  # pairing-allocated bye, 16.2.1
    "fpb": ("F", None),  # full-point bye, 16.2.1
    "hpb": ("H", None),  # half-point bye (requested), 16.2.3 / 16.2.5
    "zpb": ("Z", None),  # zero-point bye or absence, 16.2.3 / 16.2.5
}
"""The kinds of round of one-player mode, with the TRF result codes they stand for."""

VARIANTS: tuple[str, ...] = ("BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "SB", "SB/C1", "SB/C2", "SB/M1")
"""The Buchholz and Sonneborn-Berger variants one-player mode shows."""

EDITIONS: tuple[str, ...] = ("fide-2024", "fide-2026")
"""The editions one-player mode puts side by side unless asked for others (any of ``RULES``)."""

US_VARIANTS: tuple[str, ...] = ("SOLKOFF", "MM", "MED", "USSB", "CUM", "KASHDAN")
"""The US Chess systems (rule 34E) one-player mode shows under the uscf rules: those that need only the player's
own rounds and the opponents' scores (not OPPCUM, OPPPERF, USARO: the opponents' own rounds or ratings)."""

RULE_SETS: tuple[str, ...] = ("auto", *RULES)
"""The rule sets of the page: "auto", the edition in force on the start date (``--rules`` left out), then every
value of ``--rules``."""

PRESETS: dict[str, tuple[str, ...]] = {
    "open-swiss": ("BH/C1", "BH", "SB", "DE"),
    "rapid-blitz": ("BH/C1", "BH", "WIN", "DE"),
    "round-robin": ("DE", "SB", "KS", "WIN"),
    "youth": ("BH/C1", "BH", "DE", "WIN", "TPN"),
    "us-chess": US_DEFAULT_ORDER,
}
"""The recommended lists: the guide's "Choosing an order" (sections of the same ids) and US Chess's default order
(34E preamble, ``--rules uscf`` without ``--tiebreaks``). Each rule set offers those it defines as written
(``presets_for``)."""

SCORING_SYSTEMS: dict[str, ScoringSystem] = {
    "1-½-0": ScoringSystem(),
    "3-1-0": ScoringSystem(
        win=Fraction(3),
        draw=Fraction(1),
        forfeit_win=Fraction(3),
        pab=Fraction(3),
        fpb=Fraction(3),
        hpb=Fraction(1),
        unknown=Fraction(1),
    ),
}
"""One-player mode's scoring systems to start from; any other is typed field by field. 3-1-0 is what the TRF
reader makes of record 162 ``W 3.0 D 1.0 L 0.0`` (byes and forfeits at the points of a win, a draw, a loss)."""

DECISIONS: dict[str, str] = {
    "unrated_rating": "unrated-rating",
    "event": "event-type",
    "cap_rounds": "a1-cap-rounds",
    "aob_rounding": "a5-aob-rounding",
    "ptp_score": "a9-ptp-score",
    "std_double_forfeit": "a11-std-double-forfeit",
    "lots_seed": "lots",
    "rr_forfeit_wins_in_type_b": "a12-rr-forfeit-wins",
    "empty_round": "r4-empty-rounds",
}
"""Each decision option (the fields of ``Options``, and the reader's ``empty_round``: the command line's ``--set``,
``--unrated-rating``, ``--event``) and the id of its section on the guide's decisions page."""

ROUNDS_SOURCE = "rounds"  # the "file" of one-player mode's messages: rounds:ROUND:FIELD
SCORING_SOURCE = "scoring"  # scoring:1:FIELD, FIELD the place of the field in ScoringSystem


@dataclass(frozen=True)
class RoundEntry:
    """One round of one-player mode: what happened, and the opponent's score.

    opponent_score is the score the opponent's Buchholz element counts (C.07 16.3, the adjusted score: the
    final score, with requested byes and absences at the end of the opponent's event counted as draws). It is
    needed for games and forfeits, and ignored for byes.
    """

    kind: str
    opponent_score: Fraction | None = None


@dataclass(frozen=True)
class OnePlayer:
    """A tournament built around one player: the player has start rank ``tpn``, the opponent of round r has r."""

    tournament: Tournament
    tpn: int

    def values(
        self, codes: Sequence[str] = VARIANTS, rules: str = "fide-2026", options: Options | None = None
    ) -> dict[str, Value]:
        """The player's value of each code under one rule set."""
        return {code: tiebreak_values(self.tournament, code, rules=rules, options=options)[self.tpn] for code in codes}

    def explain(self, code: str, rules: str = "fide-2026", options: Options | None = None) -> Explanation:
        """The round-by-round explanation of one of the player's values."""
        return explain(self.tournament, self.tpn, code, rules=rules, options=options)


def parse_score(raw: str) -> Fraction:
    """A score as typed: 2.5, 2,5, 2½ or ½; a ValueError otherwise."""
    cleaned = raw.strip().replace(",", ".").replace(" ", "")
    if cleaned.endswith("½"):
        whole = cleaned[:-1]
        cleaned = f"{whole or '0'}.5"
    if not re.fullmatch(r"[0-9]+(\.[0-9]+)?", cleaned):
        raise ValueError(raw)
    return Fraction(cleaned)


def one_player(rounds: Sequence[RoundEntry], scoring: ScoringSystem | None = None, lang: str = "en") -> OnePlayer:
    """C.07 one player's rounds as a tournament: a Swiss of len(rounds) rounds under `scoring` (default 1-½-0).

    The opponent of round r (start rank r) meets the player in round r and plays over the board in every other
    round, against a filler player of its own, so that its final (and adjusted, 16.3) score is the one given. The
    player and the fillers are named in `lang`.
    Raises InputError located ``rounds:ROUND:FIELD`` (field 1: the kind, 2: the opponent's score).
    """
    n = len(rounds)
    if n == 0:
        raise InputError(ROUNDS_SOURCE, 1, 1, "found no rounds; expected at least one")
    scoring = scoring or ScoringSystem()
    me = n + 1
    my_records: list[RoundRecord] = []
    others: dict[int, Player] = {}
    for r, entry in enumerate(rounds, start=1):
        if entry.kind not in ROUND_KINDS:
            raise InputError(
                ROUNDS_SOURCE, r, 1, f"found kind of round {entry.kind!r}; expected one of {', '.join(ROUND_KINDS)}"
            )
        mine, theirs = ROUND_KINDS[entry.kind]
        if theirs is None:
            my_records.append(RoundRecord(r, None, None, mine))
            continue
        my_records.append(RoundRecord(r, r, "w", mine))
        against_me = RoundRecord(r, me, "b", theirs).points(scoring)
        games = None if entry.opponent_score is None else other_games(entry.opponent_score - against_me, n - 1, scoring)
        if games is None:
            score = entry.opponent_score
            found = "no score" if score is None else f"{format_value(score)}"
            raise InputError(
                ROUNDS_SOURCE,
                r,
                2,
                f"found {found} for the opponent of round {r}; expected "
                f"{format_value(against_me)} against the player plus what {n - 1} other game(s) give at "
                f"{format_value(scoring.win)} a win, {format_value(scoring.draw)} a draw, "
                f"{format_value(scoring.loss)} a loss: "
                f"{possible([against_me + t for t in reachable(n - 1, scoring)])}",
            )
        others.update(_opponent(r, n, me, theirs, games, lang))
    player = Player(tpn=me, name=translate(Message("title.player"), lang), rounds=tuple(my_records))
    players = {p.tpn: p for p in sorted([player, *others.values()], key=lambda p: p.tpn)}
    t = Tournament(
        players=players,
        rounds=n,
        scoring=scoring,
        event_type=EventType.SWISS,
        source=ROUNDS_SOURCE,
        name="one player",
    )
    return OnePlayer(t, me)


def other_games(rest: Fraction, games: int, scoring: ScoringSystem) -> tuple[int, int] | None:
    """(wins, draws) of `games` games over the board (the rest lost) that score `rest` points, None if none do."""
    for wins in range(games + 1):
        for draws in range(games - wins + 1):
            if wins * scoring.win + draws * scoring.draw + (games - wins - draws) * scoring.loss == rest:
                return wins, draws
    return None


def reachable(games: int, scoring: ScoringSystem) -> list[Fraction]:
    """Every score `games` games over the board can give, in order."""
    scores = {
        w * scoring.win + d * scoring.draw + (games - w - d) * scoring.loss
        for w in range(games + 1)
        for d in range(games - w + 1)
    }
    return sorted(scores)


def possible(scores: Sequence[Fraction]) -> str:
    """Scores in order, as a message says them: "0 to 4 in steps of 0.5" when evenly spaced, else listed."""
    steps = {b - a for a, b in pairwise(scores)}
    if len(scores) > 2 and len(steps) == 1:
        return f"{format_value(scores[0])} to {format_value(scores[-1])} in steps of {format_value(steps.pop())}"
    return ", ".join(format_value(score) for score in scores)


def _opponent(r: int, n: int, me: int, against_me: str, games: tuple[int, int], lang: str) -> dict[int, Player]:
    """The opponent of round r and its filler (start rank r + n + 1, named in `lang`): `games` (wins, draws) in the
    other rounds."""
    filler = r + n + 1
    wins, draws = games
    mine, theirs = [RoundRecord(r, me, "b", against_me)], [RoundRecord(r, None, None, "Z")]
    others = [s for s in range(1, n + 1) if s != r]
    for i, s in enumerate(others):
        code = "1" if i < wins else "=" if i < wins + draws else "0"
        mine.append(RoundRecord(s, filler, "w", code))
        theirs.append(RoundRecord(s, r, "b", {"1": "0", "=": "=", "0": "1"}[code]))
    return {
        r: Player(tpn=r, name="", rounds=tuple(sorted(mine, key=lambda x: x.round))),
        filler: Player(
            tpn=filler,
            name=translate(Message("title.filler", r=r), lang),
            rounds=tuple(sorted(theirs, key=lambda x: x.round)),
        ),
    }


def variants_side_by_side(
    rounds: Sequence[RoundEntry], codes: Sequence[str] = VARIANTS, editions: Sequence[str] = EDITIONS
) -> dict[str, dict[str, Value]]:
    """Every code under every edition: {code: {rules: value}}."""
    calc = one_player(rounds)
    by_rules = {rules: calc.values(codes, rules) for rules in editions}
    return {code: {rules: by_rules[rules][code] for rules in editions} for code in codes}


# ------------------------------------------------------------------------------ the page's JSON bridge

_parsed: dict[tuple[str, str | bytes, str], Tournament] = {}


def handle(request: str) -> str:
    """The calculator page's single entry point: a JSON request in, a JSON answer out.

    {"action": ..., "lang": ..., ...} -> the answer, or {"error": message} with the message the command line
    prints (``tiebreak-ref: file:line:column: ...``) for bad input: the page shows it, never a traceback.
    """
    lang = "en"
    # The command line's collector thresholds (collector.py), for the same reason: reading and ranking a large file
    # make many small objects and free none in cycles (benchmarks/reader.py times both settings).
    try:
        with fewer_collections():
            args = json.loads(request)
            args["lang"] = lang = language(args)
            answer = ACTIONS[args["action"]](args)
    except InputError as exc:  # in the page's language where its message is a Message (a tie-break code's)
        return json.dumps({"error": f"tiebreak-ref: {exc.text_in(lang)}"}, ensure_ascii=False)
    except (CodeError, ValueError, KeyError) as exc:
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
        return json.dumps({"error": f"tiebreak-ref: {message}"}, ensure_ascii=False)
    return json.dumps(answer, ensure_ascii=False)


def language(args: dict[str, Any]) -> str:
    """The page's language, sent with every request ("en" without one): the one place it is read and checked
    (``present.html.LANGUAGES``); the HTML downloads are written in it (``--lang``)."""
    lang = str(args.get("lang") or "en")
    strings(lang)  # ValueError for a language the published pages do not have
    return lang


def presets_for(rules: str) -> list[str]:
    """The recommended lists (``PRESETS``) a rule set defines as written: every code known, none with a warning."""
    fitting = []
    for name, codes in PRESETS.items():
        try:
            tbs = parse_list(codes, rules)
        except CodeError:
            continue
        if not code_warnings(tbs, rules):
            fitting.append(name)
    return fitting


def decision_options() -> list[dict[str, Any]]:
    """Every decision option with its kind ("bool", "number": a whole number or none, "choice"), its choices, its
    default and the id of its decision (``DECISIONS``): the fields of ``Options``, then the reader's empty_round."""
    from ..trf.individual import EMPTY_ROUND_CHOICES

    hints = get_type_hints(Options)
    described = []
    for f in dataclasses.fields(Options):
        choices = get_args(hints[f.name])
        kind = "bool" if hints[f.name] is bool else "number" if int in choices else "choice"
        described.append(
            {
                "name": f.name,
                "kind": kind,
                "choices": list(choices) if kind == "choice" else [],
                "default": f.default,
                "decision": DECISIONS[f.name],
            }
        )
    described.append(
        {
            "name": "empty_round",
            "kind": "choice",
            "choices": list(EMPTY_ROUND_CHOICES),
            "default": EMPTY_ROUND_CHOICES[0],
            "decision": DECISIONS["empty_round"],
        }
    )
    return described


def _setup(args: dict[str, Any]) -> dict[str, Any]:
    """What the page offers, asked once at the start: rule sets, lists, decision options, scoring systems."""
    return {
        "rules": list(RULE_SETS),
        "rule_names": dict(strings(args["lang"])["rule_sets"]),
        "presets": {name: list(codes) for name, codes in PRESETS.items()},
        "presets_for": {rules: presets_for(rules) for rules in RULES},
        "options": decision_options(),
        "scoring_fields": [f.name for f in dataclasses.fields(ScoringSystem) if f.name != "unknown"],
        "scoring_systems": {
            name: {f.name: value_in(getattr(system, f.name), args["lang"]) for f in dataclasses.fields(ScoringSystem)}
            for name, system in SCORING_SYSTEMS.items()
        },
        "one_player_rules": list(RULES),
        "editions": list(EDITIONS),
        "languages": list(LANGUAGES),
    }


def _options(args: dict[str, Any]) -> Options:
    """The decision options of the request ({name: value}; a number also as its digits, "" or null for none),
    checked by ``Options`` itself; empty_round is the reader's (``_tournament``)."""
    hints = get_type_hints(Options)
    values: dict[str, Any] = {}
    for name, value in dict(args.get("options") or {}).items():
        if name == "empty_round":
            continue
        if name not in hints:
            raise ValueError(f"options: found {name!r}; expected one of {', '.join(DECISIONS)}")
        if int in get_args(hints[name]) and isinstance(value, str):
            value = None if not value.strip() else int(value) if re.fullmatch(r"-?[0-9]+", value.strip()) else value
        values[name] = value
    return Options(**values)  # ArgumentError (a ValueError) for a value the option does not take


def _after_round(args: dict[str, Any]) -> int | None:
    """The round to rank after (``--after-round``): None, or a whole number the library checks against the
    rounds."""
    value = args.get("after_round")
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, str) and re.fullmatch(r"[0-9]+", value.strip()):
        return int(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise ValueError(f"after round: found {value!r}; expected a whole number")


def _tournament(args: dict[str, Any]) -> Tournament:
    from ..trf.individual import parse_trf
    from ..trf.team import is_team_file

    data: str | bytes = str(args["text"]) if args.get("text") is not None else base64.b64decode(args["data_b64"])
    empty_round = str(dict(args.get("options") or {}).get("empty_round") or "zero-point-bye")
    key = (str(args.get("source") or "pasted.trf"), data, empty_round)
    if key not in _parsed:
        _parsed.clear()
        # bytes: decoded exactly as the command line decodes a file; empty_round as --set empty_round=...
        t = parse_trf(data, source=key[0], empty_round=empty_round)  # type: ignore[arg-type]
        if is_team_file(t):
            raise ValueError(
                f"{key[0]}: a team file (records 013/310): rank the teams with the command line "
                "(tiebreak-ref standings FILE)"
            )
        _parsed[key] = t
    return _parsed[key]


def _codes(codes: Sequence[str], rules: str | None, where: str) -> list[str]:
    """A list from the page, checked like the command line's --tiebreaks (where:1:column, the codes written one
    blank apart)."""
    try:
        check_codes(" ".join(codes), lambda listed: parse_list(listed, rules))
    except CodeError as exc:  # its message a Message: the handler writes it in the page's language
        raise InputError(where, 1, exc.column, exc.message) from None
    return list(codes)


def _rules(args: dict[str, Any]) -> str | None:
    rules = args.get("rules") or None
    return None if rules == "auto" else str(rules) if rules else None


def _info(args: dict[str, Any]) -> dict[str, Any]:
    from ..rules.unplayed import is_round_robin, rules_for

    t = _tournament(args)
    event = _options(args).event
    try:
        declared = file_list(t)
    except InputError:  # a code the reference cannot compute (OTHER_...): the page offers the default list
        declared = []
    return {
        "source": t.source,
        "name": t.name,
        "players": len(t.players),
        "rounds": t.rounds,
        "version": t.trf_version,
        "round_robin": is_round_robin(t, event),
        "rules": rules_for(t, None),
        "file_list": [c for c in declared if c.upper() != "PTS"],
        "default_list": default_list(t, event),
    }


def _ranked(args: dict[str, Any], codes: Sequence[str] | None = None) -> tuple[Tournament, Standings]:
    """The tournament of the request and its standings by `codes` (default: the request's list), with its rules,
    decision options and round."""
    t, rules = _tournament(args), _rules(args)
    chosen = _codes(args["tiebreaks"], rules, "tie-break list") if codes is None else list(codes)
    return t, standings(t, chosen, rules=rules, options=_options(args), after_round=_after_round(args))


def _notices(t: Tournament, result: Standings, lang: str) -> list[str]:
    """What the command line prints on stderr before the standings, in the page's language `lang`: the reader's
    notices and those of choosing the rules and the round, as the standings found them (``Standings.notices``, the
    ``rule_notices`` of ``event_notices``, not worked out again)."""
    return [f"tiebreak-ref: {notice.line_in(lang)}" for notice in (*t.notices, *result.notices)]


def _standings(args: dict[str, Any]) -> dict[str, Any]:
    t, result = _ranked(args)
    warnings = [f"tiebreak-ref: {line}" for line in warning_lines(result.warnings, args["lang"])]
    return {**_standings_json(result, args["lang"]), "notices": _notices(t, result, args["lang"]), "warnings": warnings}


def _standings_json(result: Standings, lang: str) -> dict[str, Any]:
    """Standings as the page's table, the numbers with the page's decimal mark."""
    return {
        "rules": result.rules,
        "after_round": result.after_round,
        "tiebreaks": result.tiebreaks,
        "rows": [
            {
                "rank": row.rank,
                "tpn": row.tpn,
                "name": row.name,
                "rating": row.rating,
                "points": value_in(row.points, lang),
                "values": {c: value_in(v, lang) for c, v in row.values.items()},
            }
            for row in result.rows
        ],
    }


def _explanation_json(e: Explanation, who: str, lang: str) -> dict[str, Any]:
    """An explanation as the page's table: its title, headings and cells in the page's language `lang`, the numbers
    with its decimal mark (``Explanation.cells``, as ``explain --lang`` writes them)."""
    header, rows = e.cells(lang)
    return {
        "title": translate(e.title(who), lang),
        "code": e.code,
        "value": value_in(e.value, lang),
        "header": header,
        "rows": rows,
    }


def _explain(args: dict[str, Any]) -> dict[str, Any]:
    t, rules = _tournament(args), _rules(args)
    codes = _codes(args["tiebreaks"], rules, "tie-break list")
    tpn = int(args["tpn"])
    code = str(args["code"]).split("#")[0]
    e = explain(t, tpn, code, rules=rules, options=_options(args), after_round=_after_round(args), tiebreaks=codes)
    return _explanation_json(e, f"{tpn} {t.players[tpn].name}", args["lang"])


def _lists(args: dict[str, Any]) -> list[list[str]]:
    rules = _rules(args)
    return [_codes(codes, rules, f"tie-break list {i}") for i, codes in enumerate(args["lists"], start=1)]


def _compare(args: dict[str, Any]) -> dict[str, Any]:
    t = _tournament(args)
    result = compare(t, _lists(args), rules=_rules(args), options=_options(args), after_round=_after_round(args))
    return {
        "rules": result.results[0].rules,
        "after_round": result.results[0].after_round,
        "lists": [_standings_json(r, args["lang"]) for r in result.results],
        "moved": sorted(set(result.moved)),
        "notices": _notices(t, result.results[0], args["lang"]),
    }


def _crosstable(args: dict[str, Any]) -> dict[str, Any]:
    """The crosstable of ``tiebreak-ref crosstable FILE``: the rows in the order of the standings by the request's
    list, or a round robin's grid; colours and the points' decimal mark in the page's language."""
    t, result = _ranked(args)
    rows, grid = crosstable_rows(t, result, _options(args).event)
    header, body = aligned_table(rows, grid, args["lang"], decimal_comma=True)
    return {"grid": grid, "header": header, "rows": body, "rules": result.rules, "after_round": result.after_round}


DOWNLOADS = {"csv": "text/csv", "html": "text/html"}
"""The formats of the downloads and their media types."""


def _download(args: dict[str, Any]) -> dict[str, Any]:
    """A file to download, written as the command line writes it: standings (``--format csv``, ``--format html
    --lang``), the compared lists (``--compare ... --format csv``) or the crosstable (``crosstable --format csv``,
    ``--format html --lang``)."""

    what, fmt, lang = str(args["what"]), str(args["format"]), args["lang"]
    if fmt not in DOWNLOADS or what not in ("standings", "compare", "crosstable") or (what, fmt) == ("compare", "html"):
        raise ValueError(
            f"download: found {what} as {fmt}; expected standings or crosstable as csv or html, compare as csv"
        )
    if what == "compare":
        t = _tournament(args)
        found = compare(t, _lists(args), rules=_rules(args), options=_options(args), after_round=_after_round(args))
        text = found.table("csv") + "\n"
    else:
        t, result = _ranked(args)
        if what == "standings":
            text = result.table("csv") + "\n" if fmt == "csv" else standings_html(result, t, lang)
        else:
            rows, grid = crosstable_rows(t, result, _options(args).event)
            text = (
                render_crosstable(t, rows, grid, "csv")
                if fmt == "csv"
                else crosstable_page(t, result, rows, grid, lang)
            )
    stem = re.sub(r"\.[A-Za-z0-9]+$", "", t.source.replace("\\", "/").split("/")[-1]) or "event"
    return {"filename": f"{stem}-{what}.{fmt}", "mime": DOWNLOADS[fmt], "text": text}


def _entries(args: dict[str, Any]) -> list[RoundEntry]:
    entries = []
    for r, (kind, raw) in enumerate(args["rounds"], start=1):
        score = None
        if str(raw or "").strip() and ROUND_KINDS.get(kind, ("", None))[1] is not None:
            try:
                score = parse_score(str(raw))
            except ValueError:
                raise InputError(
                    ROUNDS_SOURCE, r, 2, f"found {raw!r} for the opponent of round {r}; expected a score such as 2.5"
                ) from None
        entries.append(RoundEntry(str(kind), score))
    return entries


def scoring_system(given: str | dict[str, Any] | None) -> ScoringSystem:
    """One-player mode's scoring system: the name of one of ``SCORING_SYSTEMS``, or the points of each field of
    ``ScoringSystem`` as typed (those left out keep 1-½-0's); InputError located ``scoring:1:FIELD``."""
    if given is None or isinstance(given, str):
        name = given or "1-½-0"
        if name not in SCORING_SYSTEMS:
            raise ValueError(
                f"scoring: found {name!r}; expected one of {', '.join(SCORING_SYSTEMS)} or the points of each result"
            )
        return SCORING_SYSTEMS[name]
    names = [f.name for f in dataclasses.fields(ScoringSystem)]
    points: dict[str, Fraction] = {}
    for name, raw in given.items():
        if name not in names:
            raise ValueError(f"scoring: found {name!r}; expected one of {', '.join(names)}")
        try:
            points[name] = parse_score(str(raw))
        except ValueError:
            raise InputError(
                SCORING_SOURCE,
                1,
                names.index(name) + 1,
                f"found {raw!r} as the points of {name.replace('_', ' ')}; expected a number such as 3, 1 or 0.5",
            ) from None
    return ScoringSystem(**points)


def _one_player_setup(args: dict[str, Any]) -> tuple[OnePlayer, list[str]]:
    """The one-player tournament of the request and the rule sets to show (default ``EDITIONS``)."""
    editions = [str(r) for r in args.get("editions") or EDITIONS]
    for rules in editions:
        if rules not in RULES:
            raise ValueError(f"rules: found {rules!r}; expected one of {', '.join(RULES)}")
    return one_player(_entries(args), scoring_system(args.get("scoring")), args["lang"]), editions


def _one_player(args: dict[str, Any]) -> dict[str, Any]:
    calc, editions = _one_player_setup(args)
    fide = list(args.get("codes") or VARIANTS)
    by_rules = {rules: calc.values(US_VARIANTS if rules == "uscf" else fide, rules) for rules in editions}
    codes = [*fide, *(US_VARIANTS if "uscf" in editions else ())]
    player = calc.tournament.players[calc.tpn]
    total = sum((rec.points(calc.tournament.scoring) for rec in player.rounds), Fraction(0))
    return {
        "score": value_in(total, args["lang"]),
        "rounds": len(player.rounds),
        "editions": editions,
        "values": {
            code: {
                rules: value_in(by_rules[rules][code], args["lang"]) if code in by_rules[rules] else None
                for rules in editions
            }
            for code in codes
        },
    }


def _one_player_explain(args: dict[str, Any]) -> dict[str, Any]:
    calc, _ = _one_player_setup(args)
    rules = str(args.get("rules") or "fide-2026")
    return _explanation_json(
        calc.explain(str(args["code"]), rules), translate(Message("title.player"), args["lang"]), args["lang"]
    )


ACTIONS = {
    "setup": _setup,
    "info": _info,
    "standings": _standings,
    "explain": _explain,
    "compare": _compare,
    "crosstable": _crosstable,
    "download": _download,
    "one_player": _one_player,
    "one_player_explain": _one_player_explain,
}
