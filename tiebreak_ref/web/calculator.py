"""The guide's calculator: one player's Buchholz and Sonneborn-Berger values from typed rounds, tie-break
orders side by side, and the JSON bridge the calculator page calls in the browser (Pyodide).

Nothing here computes a tie-break. :func:`one_player` builds a small :class:`~tiebreak_ref.model.Tournament`
around one player from rows such as "round 3: draw against an opponent who scored 2.5"; the values are then
computed by :func:`~tiebreak_ref.ranking.standings.tiebreak_values` and explained by
:func:`~tiebreak_ref.ranking.standings.explain`, exactly as for a TRF file. :func:`compare` ranks one tournament by
several lists (the command line's ``standings --compare``).

Standard library only: the same code runs in CPython and in Pyodide.
"""

from __future__ import annotations

import base64
import csv
import io
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..errors import CodeError, InputError
from ..model import EventType, Player, RoundRecord, Tournament, Value
from ..numbers import format_value
from ..ranking.compare import compare
from ..ranking.standings import (
    Explanation,
    Standings,
    default_list,
    explain,
    file_list,
    standings,
    tiebreak_values,
)
from ..rules.codes import check_codes, parse_list
from ..rules.unplayed import Options

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
"""The editions one-player mode puts side by side."""

ROUNDS_SOURCE = "rounds"  # the "file" of one-player mode's messages: rounds:ROUND:FIELD
_HALF = Fraction(1, 2)


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


def one_player(rounds: Sequence[RoundEntry]) -> OnePlayer:
    """C.07 one player's rounds as a tournament (standard 1-½-0 scoring, a Swiss of len(rounds) rounds).

    The opponent of round r (start rank r) meets the player in round r and plays over the board in every other
    round, against a filler player of its own, so that its final (and adjusted, 16.3) score is the one given.
    Raises InputError located ``rounds:ROUND:FIELD`` (field 1: the kind, 2: the opponent's score).
    """
    n = len(rounds)
    if n == 0:
        raise InputError(ROUNDS_SOURCE, 1, 1, "found no rounds; expected at least one")
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
        against_me = RoundRecord(r, me, "b", theirs).points(Tournament({}, n).scoring)
        score = entry.opponent_score
        low, high = against_me, against_me + n - 1
        if score is None or score < low or score > high or (score * 2).denominator != 1:
            found = "no score" if score is None else f"{format_value(score)}"
            raise InputError(
                ROUNDS_SOURCE,
                r,
                2,
                f"found {found} for the opponent of round {r}; expected a "
                f"multiple of 0.5 from {format_value(low)} to {format_value(high)} "
                f"({format_value(against_me)} against the "
                f"player, and up to 1 in each of the other {n - 1} round(s))",
            )
        others.update(_opponent(r, n, me, theirs, score - against_me))
    player = Player(tpn=me, name="Player", rounds=tuple(my_records))
    players = {p.tpn: p for p in sorted([player, *others.values()], key=lambda p: p.tpn)}
    t = Tournament(players=players, rounds=n, event_type=EventType.SWISS, source=ROUNDS_SOURCE, name="one player")
    return OnePlayer(t, me)


def _opponent(r: int, n: int, me: int, against_me: str, rest: Fraction) -> dict[int, Player]:
    """The opponent of round r and its filler (start rank r + n + 1): `rest` points from the other rounds."""
    filler = r + n + 1
    wins, draw = divmod(int(rest * 2), 2)
    mine, theirs = [RoundRecord(r, me, "b", against_me)], [RoundRecord(r, None, None, "Z")]
    others = [s for s in range(1, n + 1) if s != r]
    for i, s in enumerate(others):
        code = "1" if i < wins else "=" if i < wins + draw else "0"
        mine.append(RoundRecord(s, filler, "w", code))
        theirs.append(RoundRecord(s, r, "b", {"1": "0", "=": "=", "0": "1"}[code]))
    return {
        r: Player(tpn=r, name=f"Opponent {r}", rounds=tuple(sorted(mine, key=lambda x: x.round))),
        filler: Player(tpn=filler, name=f"Filler {r}", rounds=tuple(sorted(theirs, key=lambda x: x.round))),
    }


def variants_side_by_side(
    rounds: Sequence[RoundEntry], codes: Sequence[str] = VARIANTS, editions: Sequence[str] = EDITIONS
) -> dict[str, dict[str, Value]]:
    """Every code under every edition: {code: {rules: value}}."""
    calc = one_player(rounds)
    by_rules = {rules: calc.values(codes, rules) for rules in editions}
    return {code: {rules: by_rules[rules][code] for rules in editions} for code in codes}


# ------------------------------------------------------------------------------ the page's JSON bridge

_parsed: dict[tuple[str, str | bytes], Tournament] = {}


def handle(request: str) -> str:
    """The calculator page's single entry point: a JSON request in, a JSON answer out.

    {"action": ..., ...} -> the answer, or {"error": message} with the message the command line prints
    (``tiebreak-ref: file:line:column: ...``) for bad input: the page shows it, never a traceback.
    """
    try:
        args = json.loads(request)
        answer = ACTIONS[args["action"]](args)
    except InputError as exc:
        return json.dumps({"error": f"tiebreak-ref: {exc}"}, ensure_ascii=False)
    except (CodeError, ValueError, KeyError) as exc:
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
        return json.dumps({"error": f"tiebreak-ref: {message}"}, ensure_ascii=False)
    return json.dumps(answer, ensure_ascii=False)


def _tournament(args: dict[str, Any]) -> Tournament:
    from ..trf.individual import parse_trf
    from ..trf.team import is_team_file

    data: str | bytes = str(args["text"]) if args.get("text") is not None else base64.b64decode(args["data_b64"])
    key = (str(args.get("source") or "pasted.trf"), data)
    if key not in _parsed:
        _parsed.clear()
        t = parse_trf(data, source=key[0])  # bytes: decoded exactly as the command line decodes a file
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
    except CodeError as exc:
        raise ValueError(f"{where}:1:{exc.column}: {exc.message}") from None
    return list(codes)


def _rules(args: dict[str, Any]) -> str | None:
    rules = args.get("rules") or None
    return None if rules == "auto" else str(rules) if rules else None


def _info(args: dict[str, Any]) -> dict[str, Any]:
    from ..rules.unplayed import is_round_robin, rules_for

    t = _tournament(args)
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
        "round_robin": is_round_robin(t),
        "rules": rules_for(t, None),
        "file_list": [c for c in declared if c.upper() != "PTS"],
        "default_list": default_list(t),
    }


def _standings(args: dict[str, Any]) -> dict[str, Any]:
    t, rules = _tournament(args), _rules(args)
    codes = _codes(args["tiebreaks"], rules, "tie-break list")
    result = standings(t, codes, rules=rules)
    warnings = [f"tiebreak-ref: warning: {w}" for w in result.warnings]
    return {**_standings_json(result), "warnings": warnings}


def _standings_json(result: Standings) -> dict[str, Any]:
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
                "points": format_value(row.points),
                "values": {c: format_value(v) for c, v in row.values.items()},
            }
            for row in result.rows
        ],
    }


def _explanation_json(e: Explanation, who: str = "") -> dict[str, Any]:
    rows = list(csv.reader(io.StringIO(e.table("csv", who))))
    title = e.table("table", who).splitlines()[0]
    return {"title": title, "code": e.code, "value": format_value(e.value), "header": rows[0], "rows": rows[1:]}


def _explain(args: dict[str, Any]) -> dict[str, Any]:
    t, rules = _tournament(args), _rules(args)
    codes = _codes(args["tiebreaks"], rules, "tie-break list")
    tpn = int(args["tpn"])
    code = str(args["code"]).split("#")[0]
    e = explain(t, tpn, code, rules=rules, tiebreaks=codes)
    return _explanation_json(e, f"{tpn} {t.players[tpn].name}")


def _compare(args: dict[str, Any]) -> dict[str, Any]:
    t, rules = _tournament(args), _rules(args)
    lists = [_codes(codes, rules, f"tie-break list {i}") for i, codes in enumerate(args["lists"], start=1)]
    result = compare(t, lists, rules=rules)
    moved = set(result.moved)
    return {
        "rules": result.results[0].rules,
        "after_round": result.results[0].after_round,
        "lists": [_standings_json(r) for r in result.results],
        "moved": sorted(moved),
    }


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


def _one_player(args: dict[str, Any]) -> dict[str, Any]:
    entries = _entries(args)
    calc = one_player(entries)
    codes = list(args.get("codes") or VARIANTS)
    by_rules = {rules: calc.values(codes, rules) for rules in EDITIONS}
    player = calc.tournament.players[calc.tpn]
    total = sum((rec.points(calc.tournament.scoring) for rec in player.rounds), Fraction(0))
    return {
        "score": format_value(total),
        "rounds": len(entries),
        "values": {code: {rules: format_value(by_rules[rules][code]) for rules in EDITIONS} for code in codes},
    }


def _one_player_explain(args: dict[str, Any]) -> dict[str, Any]:
    calc = one_player(_entries(args))
    return _explanation_json(calc.explain(str(args["code"]), str(args.get("rules") or "fide-2026")), "Player")


ACTIONS = {
    "info": _info,
    "standings": _standings,
    "explain": _explain,
    "compare": _compare,
    "one_player": _one_player,
    "one_player_explain": _one_player_explain,
}
