"""The round-robin commands of ``tiebreak-ref``: berger, quads, schedule, scheveningen, prizes; and the
round-robin additions to ``standings`` (--withdrawal-rule, the Buchholz warning)."""

from __future__ import annotations

import argparse
import json
import re
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

from .cli import BadInput, declared_list, load, options_from, tiebreak_list
from .codes import split_codes
from .model import Tournament
from .numbers import decimal_text
from .prizes import METHODS, distribute, parse_prizes
from .render import render_table, text
from .roundrobin import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    Entrant,
    Schedule,
    berger,
    fide_withdrawal_rule,
    games_needed,
    quads,
    rounds_needed,
    schedule_trf,
    standings_warnings,
)
from .scheveningen import data_version, scheveningen
from .standings import json_number, standings
from .timing import ASSUMED_MOVES, minutes_per_player, parse_time_control, round_minutes


def players_argument(value: str) -> int:
    """N for berger/schedule: a whole number (the range is checked by the command)."""
    if not re.fullmatch(r"[0-9]+", value.strip()):
        raise argparse.ArgumentTypeError(f"found {value!r}; expected a whole number of players")
    return int(value)


# ------------------------------------------------------------------------------------------ standings


def prepare_standings(args: argparse.Namespace, t: Tournament, codes: list[str]) -> Tournament:
    """standings --withdrawal-rule fide, and the C.07 (2026) Art. 8 warning on stderr."""
    if getattr(args, "withdrawal_rule", None) == "fide":
        t, report = fide_withdrawal_rule(t)
        for w in report:
            what = ("results removed from the standings" if not w.counted
                    else f"results count; {len(w.forfeits)} remaining game(s) scored as forfeits")
            print(f"tiebreak-ref: note: player {w.tpn} withdrew after {w.played} of {w.scheduled} games: {what} "
                  "(FIDE withdrawal rule)", file=sys.stderr)
    for warning in standings_warnings(t, codes, args.rules, getattr(args, "event", None) or "auto"):
        print(f"tiebreak-ref: warning: {warning}", file=sys.stderr)
    return t


# ------------------------------------------------------------------------------------------ berger


def run_berger(args: argparse.Namespace) -> int:
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        raise BadInput(f"berger:1:1: found {args.players} players; expected {MIN_PLAYERS} to {MAX_PLAYERS}")
    schedule = berger(args.players, double=args.double)
    sys.stdout.write(render_schedule(schedule, args.format))
    return 0


def grid(header: list[str], body: list[list[str]], fmt: str, title: str) -> str:
    """A schedule as text (every column right-aligned) or Markdown."""
    if fmt != "table":
        return render_table(header, body, fmt, title=title)
    widths = [max(len(c) for c in column) for column in zip(header, *body, strict=True)]
    lines = [title, *("  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True))
                      for row in [header, ["-" * w for w in widths], *body])]
    return "\n".join(lines) + "\n"


def render_schedule(schedule: Schedule, fmt: str) -> str:
    """A Berger schedule as a table, JSON, Markdown or a skeleton TRF."""
    if fmt == "json":
        return json.dumps(schedule.as_json()) + "\n"
    if fmt == "trf":
        return schedule_trf(schedule)
    boards = max(len(rd.games) for rd in schedule.rounds)
    odd = schedule.players % 2 == 1
    header = ["Round", *(f"Board {b}" for b in range(1, boards + 1)), *(["Bye"] if odd else [])]
    body = [[str(rd.number), *(f"{g.white}-{g.black}" for g in rd.games), *([str(rd.bye)] if odd else [])]
            for rd in schedule.rounds]
    kind = "double round robin" if schedule.double else "round robin"
    title = f"Berger table, {schedule.players} players, {kind} (FIDE C.05 Annex 1)"
    return grid(header, body, fmt, title)


# ------------------------------------------------------------------------------------------ quads


def names_a_file(source: str) -> bool:
    """quads' argument is a file when it is one, or '-', or looks like a path (a .trf name, a slash, no list
    separators); a long inline list is never tried as a file name (which the system may refuse)."""
    if source == "-":
        return True
    try:
        if Path(source).is_file():
            return True
    except (OSError, ValueError):  # too long a name, a NUL character: not a file name
        return False
    looks_listed = any(sep in source for sep in ",:=")
    return not looks_listed and ("/" in source or "\\" in source or source.lower().endswith((".trf", ".txt")))


def entrants_from(source: str) -> list[Entrant]:
    """A TRF file, or a list "Name:rating, Name:rating, ..." (a rating alone is also accepted)."""
    if names_a_file(source):
        t = load(source)
        return [Entrant(p.name or f"Player {p.tpn}", p.rating) for p in t.players.values()]
    entrants = []
    for k, item in enumerate(source.split(","), start=1):
        item = item.strip()
        m = re.fullmatch(r"(?:(.*?)\s*[:=]\s*)?([0-9]{1,4}|unrated)", item, re.IGNORECASE)
        if not item or not m:
            raise BadInput(f"quads:1:1: {source!r} is not a file, and item {k} ({item!r}) of the list is not "
                           "NAME:RATING; expected a TRF file or a list such as \"Anna:2100, Bruno:1980\"")
        rating = None if m.group(2).lower() == "unrated" else int(m.group(2)) or None
        entrants.append(Entrant(m.group(1) or f"Player {k}", rating))
    return entrants


def run_quads(args: argparse.Namespace) -> int:
    groups = quads(entrants_from(args.source))
    if args.format == "json":
        document = {"groups": [{"group": g.number, "players": [{"number": i, "name": e.name, "rating": e.rating}
                                                                for i, e in enumerate(g.members, start=1)],
                                **{k: v for k, v in g.schedule.as_json().items() if k == "rounds"}}
                               for g in groups]}
        sys.stdout.write(json.dumps(document, ensure_ascii=False) + "\n")
        return 0
    parts = []
    for g in groups:
        members = ", ".join(f"{i} {e.name} ({e.rating or 'unrated'})" for i, e in enumerate(g.members, start=1))
        title = f"Group {g.number}: {members}"
        parts.append(render_schedule(g.schedule, args.format).split("\n", 1)[-1] if args.format != "markdown"
                     else render_schedule(g.schedule, args.format))
        parts[-1] = (title + "\n" + parts[-1]) if args.format != "markdown" else f"**{title}**\n\n{parts[-1]}"
    sys.stdout.write("\n".join(parts))
    return 0


# ------------------------------------------------------------------------------------------ schedule


def minutes_text(minutes: Fraction) -> str:
    """Minutes as h:mm (rounded up to the minute)."""
    whole = -(-minutes.numerator // minutes.denominator)
    return f"{whole // 60}:{whole % 60:02d}"


def run_schedule(args: argparse.Namespace) -> int:
    if args.players < 2:
        raise BadInput(f"schedule:1:1: found {args.players} players; expected at least 2")
    rounds = rounds_needed(args.players, args.double)
    document: dict[str, Any] = {"players": args.players, "double": args.double, "rounds": rounds,
                                "games": games_needed(args.players, args.double),
                                "games_per_round": args.players // 2,
                                "byes_per_round": args.players % 2}
    if args.time_control is not None:
        try:
            tc = parse_time_control(args.time_control)
        except ValueError as exc:
            raise BadInput(f"--time-control:1:1: {exc}") from None
        changeover = args.changeover
        document.update({"time_control": tc.text, "assumed_moves": ASSUMED_MOVES,
                         "minutes_per_player": json_number(minutes_per_player(tc)),
                         "changeover_minutes": json_number(changeover),
                         "round_minutes": json_number(round_minutes(tc, changeover)),
                         "total_minutes": json_number(round_minutes(tc, changeover) * rounds)})
    elif args.changeover != 0:
        raise BadInput("--changeover:1:1: found --changeover without --time-control; expected both")
    if args.format == "json":
        sys.stdout.write(json.dumps(document) + "\n")
        return 0
    kind = "double round robin" if args.double else "round robin"
    lines = [f"{args.players} players, {kind}: {rounds} rounds, {document['games']} games, "
             f"{document['games_per_round']} games per round" + (", one bye per round" if args.players % 2 else "")]
    if args.time_control is not None:
        lines.append(f"time control {document['time_control']}: {text(minutes_per_player(tc))} minutes per player "
                     f"(all base time, increment or delay for {ASSUMED_MOVES} moves)")
        per_round = round_minutes(tc, args.changeover)
        lines.append(f"round: 2 x {text(minutes_per_player(tc))} + {text(Fraction(args.changeover))} changeover = "
                     f"{text(per_round)} minutes ({minutes_text(per_round)})")
        lines.append(f"all {rounds} rounds: {text(per_round * rounds)} minutes ({minutes_text(per_round * rounds)})")
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


def changeover_argument(value: str) -> Fraction:
    """--changeover MINUTES: 0 or more."""
    if not re.fullmatch(r"[0-9]+(?:\.[0-9]+)?", value.strip()):
        raise argparse.ArgumentTypeError(f"found {value!r}; expected minutes (0 or more)")
    return Fraction(value.strip())


# ------------------------------------------------------------------------------------------ scheveningen


def run_scheveningen(args: argparse.Namespace) -> int:
    table = scheveningen(args.players)
    if args.format == "json":
        document = {"version": data_version(), "boards": args.players,
                    "rounds": [{"round": r, "games": [{"board": b, "white": w, "black": k}
                                                      for b, (w, k) in enumerate(rd, start=1)]}
                               for r, rd in enumerate(table, start=1)]}
        sys.stdout.write(json.dumps(document) + "\n")
        return 0
    header = ["Round", *(f"Board {b}" for b in range(1, args.players + 1))]
    body = [[str(r), *(f"{w}-{k}" for w, k in rd)] for r, rd in enumerate(table, start=1)]
    title = f"Scheveningen, two teams of {args.players} ({data_version()})"
    sys.stdout.write(grid(header, body, args.format, title))
    return 0


# ------------------------------------------------------------------------------------------ prizes


def run_prizes(args: argparse.Namespace) -> int:
    t = load(args.file)
    codes = tiebreak_list(args, t)
    if codes is None:
        codes = declared_list(args, t)
    try:
        prizes = parse_prizes(args.prizes)
    except ValueError as exc:
        raise BadInput(f"--prizes:1:1: {exc}") from None
    t = prepare_standings(args, t, split_codes(" ".join(codes)))
    result = standings(t, codes, rules=args.rules, options=options_from(args))
    awards = distribute(result, prizes, method=args.method)
    if args.format == "json":
        document = {"method": args.method, "tiebreaks": result.tiebreaks,
                    "awards": [{"rank": a.rank, "tpn": a.tpn, "name": a.name, "points": json_number(a.points),
                                "places": list(a.places), "money": json_number(a.money), "award": a.award or None,
                                "note": a.note or None} for a in awards]}
        sys.stdout.write(json.dumps(document, ensure_ascii=False) + "\n")
        return 0
    header = ["Rank", "TPN", "Name", "Pts", "Places", "Money", "Prize", "Note"]
    body = [[str(a.rank), str(a.tpn), a.name, text(a.points),
             (f"{a.places[0]}-{a.places[-1]}" if len(a.places) > 1 else str(a.places[0])) if a.places else "",
             money_text(a.money), a.award, a.note] for a in awards]
    sys.stdout.write(render_table(header, body, args.format, title=f"Prizes ({args.method}; tie-breaks "
                                                                 f"{' '.join(result.tiebreaks)})"))
    return 0


def money_text(value: Fraction) -> str:
    """Money: the exact decimal, or the exact fraction with its value to the cent (rounded down)."""
    if value == 0:
        return ""
    try:
        return decimal_text(value)
    except ValueError:
        cents = value.numerator * 100 // value.denominator
        return f"{value.numerator}/{value.denominator} (~{cents // 100}.{cents % 100:02d})"


# ------------------------------------------------------------------------------------------ parser


def add_commands(sub: Any, common: Any) -> None:
    """Add berger, quads, schedule, scheveningen and prizes to the subcommand parser."""
    b = sub.add_parser("berger", help="Berger round-robin schedule (FIDE C.05 Annex 1)")
    b.add_argument("players", type=players_argument, metavar="N", help=f"number of players ({MIN_PLAYERS}-"
                   f"{MAX_PLAYERS})")
    b.add_argument("--double", action="store_true", help="double round robin")
    b.add_argument("--format", choices=("table", "json", "markdown", "trf"), default="table")
    b.set_defaults(run=run_berger)

    q = sub.add_parser("quads", help="groups of four by rating, each with its Berger schedule")
    q.add_argument("source", metavar="FILE-or-list", help='a TRF file, or "Name:rating, Name:rating, ..."')
    q.add_argument("--format", choices=("table", "json", "markdown"), default="table")
    q.set_defaults(run=run_quads)

    s = sub.add_parser("schedule", help="rounds, games and planned round duration of a round robin")
    s.add_argument("players", type=players_argument, metavar="N")
    s.add_argument("--double", action="store_true")
    s.add_argument("--time-control", metavar="TC", help="e.g. 90+30 (minutes + seconds per move), 25d5, "
                   "40/90+30:30+30")
    s.add_argument("--changeover", type=changeover_argument, default=Fraction(0), metavar="MINUTES",
                   help="minutes between the end of a round and the start of the next")
    s.add_argument("--format", choices=("table", "json"), default="table")
    s.set_defaults(run=run_schedule)

    v = sub.add_parser("scheveningen", help="Scheveningen schedule for two teams of N")
    v.add_argument("players", type=players_argument, metavar="N", help="players per team")
    v.add_argument("--format", choices=("table", "json", "markdown"), default="table")
    v.set_defaults(run=run_scheveningen)

    p = sub.add_parser("prizes", help="share money among tied players, indivisible prizes by tie-break")
    common(p)
    p.add_argument("--prizes", required=True, help='one prize per place, e.g. "1000,600,400" or "1000+Trophy,500"')
    p.add_argument("--tiebreaks", help="the list for indivisible prizes (default: the file's, else the default)")
    p.add_argument("--method", choices=METHODS, default="pool", help="pool (default) or hort")
    p.add_argument("--withdrawal-rule", choices=("fide",), help="apply the FIDE withdrawal rule first")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(run=run_prizes)
