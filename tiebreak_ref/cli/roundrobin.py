"""The round-robin commands of ``tiebreak-ref``: berger, quads, schedule, scheveningen, prizes; and the
round-robin addition to ``standings`` (--withdrawal-rule)."""

from __future__ import annotations

import argparse
import json
import re
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..language import Decimal, Join, Message, decimal_in, headings, translate, value_in
from ..model import Tournament
from ..numbers import fixed_text, format_value, json_number
from ..organise.prizes import METHODS, Rounding, announce, check_minor_unit, distribute, parse_prizes
from ..organise.roundrobin import (
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
)
from ..organise.scheveningen import data_version, scheveningen
from ..organise.timing import ASSUMED_MOVES, minutes_per_player, parse_time_control, round_minutes
from ..present.tables import render_table
from ..ranking.standings import standings
from .arguments import event_arguments
from .common import BadInput, add_lang, chosen_list, lang_of, load, note, options_from, warn


def players_argument(value: str) -> int:
    """N for berger/schedule: a whole number (the range is checked by the command)."""
    if not re.fullmatch(r"[0-9]+", value.strip()):
        raise argparse.ArgumentTypeError(f"found {value!r}; expected a whole number of players")
    return int(value)


# ------------------------------------------------------------------------------------------ standings


def prepare_standings(args: argparse.Namespace, t: Tournament) -> Tournament:
    """standings --withdrawal-rule fide: the rule applied, with a note on stderr for each withdrawn player."""
    if getattr(args, "withdrawal_rule", None) == "fide":
        t, report = fide_withdrawal_rule(t)
        lang = lang_of(args)
        for w in report:
            what = (
                Message("note.withdrawal_removed")
                if not w.counted
                else Message("note.withdrawal_forfeits", n=str(len(w.forfeits)))
            )
            withdrew = Message("note.withdrew", tpn=str(w.tpn), played=str(w.played), scheduled=str(w.scheduled))
            note(lang, withdrew, what)
    return t


# ------------------------------------------------------------------------------------------ berger


def run_berger(args: argparse.Namespace) -> int:
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        raise BadInput(f"berger:1:1: found {args.players} players; expected {MIN_PLAYERS} to {MAX_PLAYERS}")
    schedule = berger(args.players, double=args.double)
    sys.stdout.write(render_schedule(schedule, args.format, lang_of(args)))
    return 0


def grid(header: list[str], body: list[list[str]], fmt: str, title: str) -> str:
    """A schedule as text (every column right-aligned) or Markdown."""
    if fmt != "table":
        return render_table(header, body, fmt, title=title)
    widths = [max(len(c) for c in column) for column in zip(header, *body, strict=True)]
    lines = [
        title,
        *(
            "  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True))
            for row in [header, ["-" * w for w in widths], *body]
        ),
    ]
    return "\n".join(lines) + "\n"


def say(key: str, lang: str, **params: object) -> str:
    """The catalogue's text of `key` in `lang`."""
    return translate(Message(key, **params), lang)


def schedule_header(boards: int, lang: str, bye: bool = False) -> list[str]:
    """The headings of a schedule: Round, Board 1 ... Board n (and Bye)."""
    return [
        *headings(["round"], lang),
        *(say("head.board", lang, board=str(b)) for b in range(1, boards + 1)),
        *(headings(["bye"], lang) if bye else []),
    ]


def round_robin_kind(double: bool, lang: str) -> str:
    """ "round robin" or "double round robin" in `lang`."""
    return say("title.double_round_robin" if double else "title.round_robin", lang)


def render_schedule(schedule: Schedule, fmt: str, lang: str = "en") -> str:
    """A Berger schedule as a table, JSON, Markdown or a skeleton TRF."""
    if fmt == "json":
        return json.dumps(schedule.as_json()) + "\n"
    if fmt == "trf":
        return schedule_trf(schedule)
    boards = max(len(rd.games) for rd in schedule.rounds)
    odd = schedule.players % 2 == 1
    header = schedule_header(boards, lang, odd)
    body = [
        [str(rd.number), *(f"{g.white}-{g.black}" for g in rd.games), *([str(rd.bye)] if odd else [])]
        for rd in schedule.rounds
    ]
    kind = round_robin_kind(schedule.double, lang)
    title = say("title.berger", lang, players=str(schedule.players), kind=kind)
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


def entrants_from(source: str, lang: str = "en") -> list[Entrant]:
    """A TRF file (its notices in `lang`), or a list "Name:rating, Name:rating, ..." (a rating alone is also
    accepted)."""
    if names_a_file(source):
        t = load(source, lang=lang)
        return [Entrant(p.name or f"Player {p.tpn}", p.rating) for p in t.players.values()]
    entrants = []
    for k, item in enumerate(source.split(","), start=1):
        item = item.strip()
        m = re.fullmatch(r"(?:(.*?)\s*[:=]\s*)?([0-9]{1,4}|unrated)", item, re.IGNORECASE)
        if not item or not m:
            raise BadInput(
                f"quads:1:1: {source!r} is not a file, and item {k} ({item!r}) of the list is not "
                'NAME:RATING; expected a TRF file or a list such as "Anna:2100, Bruno:1980"'
            )
        rating = None if m.group(2).lower() == "unrated" else int(m.group(2)) or None
        entrants.append(Entrant(m.group(1) or f"Player {k}", rating))
    return entrants


def run_quads(args: argparse.Namespace) -> int:
    groups = quads(entrants_from(args.source, lang_of(args)))
    lang = lang_of(args)
    if args.format == "json":
        document = {
            "groups": [
                {
                    "group": g.number,
                    "players": [
                        {"number": i, "name": e.name, "rating": e.rating} for i, e in enumerate(g.members, start=1)
                    ],
                    **{k: v for k, v in g.schedule.as_json().items() if k == "rounds"},
                }
                for g in groups
            ]
        }
        sys.stdout.write(json.dumps(document, ensure_ascii=False) + "\n")
        return 0
    parts = []
    for g in groups:
        unrated = say("title.unrated", lang)
        members = ", ".join(f"{i} {e.name} ({e.rating or unrated})" for i, e in enumerate(g.members, start=1))
        title = say("title.quad", lang, group=str(g.number), members=members)
        shown = render_schedule(g.schedule, args.format, lang)
        parts.append(shown.split("\n", 1)[-1] if args.format != "markdown" else shown)
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
    document: dict[str, Any] = {
        "players": args.players,
        "double": args.double,
        "rounds": rounds,
        "games": games_needed(args.players, args.double),
        "games_per_round": args.players // 2,
        "byes_per_round": args.players % 2,
    }
    if args.time_control is not None:
        try:
            tc = parse_time_control(args.time_control)
        except ValueError as exc:
            raise BadInput(f"--time-control:1:1: {exc}") from None
        changeover = args.changeover
        document.update(
            {
                "time_control": tc.text,
                "assumed_moves": ASSUMED_MOVES,
                "minutes_per_player": json_number(minutes_per_player(tc)),
                "changeover_minutes": json_number(changeover),
                "round_minutes": json_number(round_minutes(tc, changeover)),
                "total_minutes": json_number(round_minutes(tc, changeover) * rounds),
            }
        )
    elif args.changeover != 0:
        raise BadInput("--changeover:1:1: found --changeover without --time-control; expected both")
    if args.format == "json":
        sys.stdout.write(json.dumps(document) + "\n")
        return 0
    lang = lang_of(args)
    lines = [
        say(
            "note.schedule",
            lang,
            players=str(args.players),
            kind=round_robin_kind(args.double, lang),
            rounds=str(rounds),
            games=str(document["games"]),
            per_round=str(document["games_per_round"]),
            bye=say("note.schedule_bye", lang) if args.players % 2 else "",
        )
    ]
    if args.time_control is not None:
        each = Decimal(format_value(minutes_per_player(tc)))
        lines.append(say("note.time_control", lang, tc=document["time_control"], each=each, moves=str(ASSUMED_MOVES)))
        per_round = round_minutes(tc, args.changeover)
        lines.append(
            say(
                "note.round_minutes",
                lang,
                each=each,
                changeover=Decimal(format_value(Fraction(args.changeover))),
                minutes=Decimal(format_value(per_round)),
                clock=minutes_text(per_round),
            )
        )
        total = per_round * rounds
        lines.append(
            say(
                "note.all_rounds",
                lang,
                rounds=str(rounds),
                minutes=Decimal(format_value(total)),
                clock=minutes_text(total),
            )
        )
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
        document = {
            "version": data_version(),
            "boards": args.players,
            "rounds": [
                {"round": r, "games": [{"board": b, "white": w, "black": k} for b, (w, k) in enumerate(rd, start=1)]}
                for r, rd in enumerate(table, start=1)
            ],
        }
        sys.stdout.write(json.dumps(document) + "\n")
        return 0
    lang = lang_of(args)
    header = schedule_header(args.players, lang)
    body = [[str(r), *(f"{w}-{k}" for w, k in rd)] for r, rd in enumerate(table, start=1)]
    title = say("title.scheveningen", lang, players=str(args.players), version=data_version())
    sys.stdout.write(grid(header, body, args.format, title))
    return 0


# ------------------------------------------------------------------------------------------ prizes


def run_prizes(args: argparse.Namespace) -> int:
    t = load(args.file, lang=lang_of(args))
    codes = chosen_list(args, t)
    try:
        prizes = parse_prizes(args.prizes)
        check_minor_unit(prizes, args.decimals)
    except ValueError as exc:
        raise BadInput(f"--prizes:1:1: {exc}") from None
    t = prepare_standings(args, t)
    result = standings(t, codes, rules=args.rules, options=options_from(args))
    lang = lang_of(args)
    warn(result.warnings, lang)
    payments, roundings = announce(distribute(result, prizes, method=args.method), args.decimals)
    unlisted = len(result.rows) - len(payments)
    hort = args.method == "hort"
    if args.format == "json":
        document = {
            "method": args.method,
            "tiebreaks": result.tiebreaks,
            "decimals": args.decimals,
            "awards": [
                {
                    "rank": p.award.rank,
                    "tpn": p.award.tpn,
                    "name": p.award.name,
                    "points": json_number(p.award.points),
                    "places": list(p.award.places),
                    "money": json_number(p.amount),
                    **({"pooled": json_number(p.pooled), "by_place": json_number(p.by_place)} if hort else {}),
                    "award": p.award.award or None,
                    "note": p.award.note or None,
                }
                for p in payments
            ],
            "rounding": [
                {
                    "places": list(r.places),
                    "prize_money": json_number(r.prize_money),
                    "paid": json_number(sum(r.paid, Fraction(0))),
                    "remainder": json_number(r.remainder),
                }
                for r in roundings
            ],
            "not_listed": unlisted,
        }
        sys.stdout.write(json.dumps(document, ensure_ascii=False) + "\n")
        return 0
    values = {row.tpn: row.values for row in result.rows}
    decimals = args.decimals if any(p.amount.denominator != 1 for p in payments) else 0  # one form per column

    def money(value: Fraction) -> str:
        return decimal_in(fixed_text(value, decimals), lang)

    shown = [c for c in result.tiebreaks if c != "PTS"]
    header = [
        *headings(["rank", "tpn", "name", "pts"], lang),
        *shown,
        *headings(["places", "money", *(["pooled", "by_place"] if hort else []), "prize", "note"], lang),
    ]
    body = [
        [
            str(a.rank),
            str(a.tpn),
            a.name,
            value_in(a.points, lang),
            *(value_in(values[a.tpn][c], lang) for c in shown),
            places_text(a.places),
            money(p.amount) if p.amount else "",
            *([money(p.pooled), money(p.by_place)] if hort else []),
            a.award,
            translate(a.note, lang),
        ]
        for p in payments
        for a in [p.award]
    ]
    order = " ".join(shown) or say("title.no_order", lang)
    out = render_table(header, body, args.format, title=say("title.prizes", lang, method=args.method, order=order))
    notes = [
        say("note.hort" if hort else "note.pool", lang),
        *(rounding_text(r, args.decimals, lang) for r in roundings),
    ]
    if unlisted:
        notes.append(say("note.unlisted", lang, n=str(unlisted)) if unlisted > 1 else say("note.unlisted_one", lang))
    separator = "" if args.format == "table" else "\n"  # Markdown: each note a paragraph
    sys.stdout.write(out + "".join(f"{separator}{note}\n" for note in notes))
    return 0


def places_text(places: tuple[int, ...]) -> str:
    """Places 1-3, or 4, or nothing."""
    return f"{places[0]}-{places[-1]}" if len(places) > 1 else "".join(map(str, places))


def rounding_text(r: Rounding, decimals: int, lang: str = "en") -> str:
    """The sentence that states a rounding remainder."""

    def amount(value: Fraction) -> Decimal:
        return Decimal(fixed_text(value, decimals))

    paid = sum(r.paid, Fraction(0))
    shares = (
        Join([str(len(r.paid)), amount(r.paid[0])], " x ")
        if len(set(r.paid)) == 1
        else Join([amount(a) for a in r.paid], " + ")
    )
    what = (
        Message("note.rounding_more", amount=amount(-r.remainder))
        if r.remainder < 0
        else Message("note.rounding_left", amount=amount(r.remainder))
    )
    return say(
        "note.rounding",
        lang,
        places=places_text(r.places),
        money=amount(r.prize_money),
        unit=amount(Fraction(1, 10**decimals)),
        shares=shares,
        paid=amount(paid),
        what=what,
    )


# ------------------------------------------------------------------------------------------ parser


def minor_unit_argument(value: str) -> int:
    """--decimals D: 0 to 4."""
    if not re.fullmatch(r"[0-4]", value.strip()):
        raise argparse.ArgumentTypeError(f"found {value!r}; expected 0 to 4 decimals")
    return int(value)


def format_option(p: argparse.ArgumentParser, choices: tuple[str, ...]) -> None:
    """--format with its help: what each choice writes."""
    what = {
        "table": "aligned text (default)",
        "json": "one JSON document",
        "markdown": "a Markdown table",
        "trf": "a TRF skeleton with the pairings of every round",
    }
    p.add_argument(
        "--format", choices=choices, default="table", help="output: " + "; ".join(f"{c}, {what[c]}" for c in choices)
    )


DOUBLE_HELP = "double round robin: every pair meets twice, colours reversed in the second cycle"


def add_berger(b: argparse.ArgumentParser) -> None:
    """berger N [--double]."""
    b.add_argument(
        "players", type=players_argument, metavar="N", help=f"number of players ({MIN_PLAYERS}-{MAX_PLAYERS})"
    )
    b.add_argument("--double", action="store_true", help=DOUBLE_HELP)
    format_option(b, ("table", "json", "markdown", "trf"))
    add_lang(b)
    b.set_defaults(run=run_berger)


def add_quads(q: argparse.ArgumentParser) -> None:
    """quads FILE-or-list."""
    q.add_argument("source", metavar="FILE-or-list", help='a TRF file, or "Name:rating, Name:rating, ..."')
    format_option(q, ("table", "json", "markdown"))
    add_lang(q)
    q.set_defaults(run=run_quads)


def add_schedule(s: argparse.ArgumentParser) -> None:
    """schedule N [--double] [--time-control TC] [--changeover MINUTES]."""
    s.add_argument("players", type=players_argument, metavar="N", help="number of players (2 or more)")
    s.add_argument("--double", action="store_true", help=DOUBLE_HELP)
    s.add_argument("--time-control", metavar="TC", help="e.g. 90+30 (minutes + seconds per move), 25d5, 40/90+30:30+30")
    s.add_argument(
        "--changeover",
        type=changeover_argument,
        default=Fraction(0),
        metavar="MINUTES",
        help="minutes between the end of a round and the start of the next",
    )
    format_option(s, ("table", "json"))
    add_lang(s)
    s.set_defaults(run=run_schedule)


def add_scheveningen(v: argparse.ArgumentParser) -> None:
    """scheveningen N."""
    v.add_argument("players", type=players_argument, metavar="N", help="players per team")
    format_option(v, ("table", "json", "markdown"))
    add_lang(v)
    v.set_defaults(run=run_scheveningen)


def add_prizes(p: argparse.ArgumentParser) -> None:
    """prizes FILE --prizes ... and its options."""
    event_arguments(p)
    p.add_argument("--prizes", required=True, help='one prize per place, e.g. "1000,600,400" or "1000+Trophy,500"')
    p.add_argument("--tiebreaks", help="the list for indivisible prizes (default: the file's, else the default)")
    p.add_argument(
        "--method",
        choices=METHODS,
        default="pool",
        help="pool (default): players tied on points share the money of the places they occupy "
        "equally; hort: half of each place's money goes to the player the tie-breaks put there, "
        "the other half is shared equally by the tied players",
    )
    p.add_argument(
        "--decimals",
        type=minor_unit_argument,
        default=2,
        metavar="D",
        help="decimals of the currency's minor unit (default 2, cents; 0 for whole amounts): shares "
        "are rounded half up to it and the remainder is stated",
    )
    p.add_argument("--withdrawal-rule", choices=("fide",), help="apply the FIDE withdrawal rule first")
    format_option(p, ("table", "json", "markdown"))
    add_lang(p)
    p.set_defaults(run=run_prizes)
