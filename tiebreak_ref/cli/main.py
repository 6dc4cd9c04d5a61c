"""The ``tiebreak-ref`` command: standings, explain, check (see DESIGN.md, "The command line")."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import gc
import io
import json
import os
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, cast, get_args, get_type_hints

from .. import __version__
from ..errors import CodeError
from ..rules.codes import check_codes, parse_list
from ..errors import ArgumentError, Notice
from ..model import Tournament
from ..present.tables import explanation_table, standings_table
from ..ranking.standings import Explanation, default_list, explain, file_list, json_number, standings
from ..rules.played import rule_notices
from ..trf.individual import EMPTY_ROUND_CHOICES, EmptyRound, parse_trf, read_file, read_limited
from ..rules.editions import RULES
from ..rules.unplayed import Options, check_arguments

if TYPE_CHECKING:
    from ..model import TeamEvent

EXIT_BAD_INPUT = 2
FORMAT_HELP = ("output: table, aligned text (default); json, one document with exact decimals; csv, for a "
               "spreadsheet; markdown, a Markdown table")
EXIT_MISMATCH = 1
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE, as a shell reports a command killed by a closed pipe
EXIT_INTERRUPTED = 130  # 128 + SIGINT (Ctrl-C)

class BadInput(Exception):
    """A located message for stderr; exit status 2."""


def display_name(path: str) -> str:
    """A file name as it can be printed: bytes that are not UTF-8 (kept by the OS as surrogates) as \\xNN."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def whole_number(value: str) -> int:
    """An option's whole number in ASCII digits (int() would also take '١٢' or '１２'; the TRF reader refuses
    them too)."""
    if not re.fullmatch(r"-?[0-9]+", value.strip()):
        raise argparse.ArgumentTypeError(f"found {value!r}; expected a whole number in the digits 0-9")
    return int(value)


def reader_options(args: argparse.Namespace | None) -> EmptyRound:
    """--set empty_round=half-point-bye (full-point-bye, bye): an option of the reader, taken out of --set before
    Options reads it."""
    empty: EmptyRound = "zero-point-bye"
    if args is None or not getattr(args, "set", None):
        return empty
    rest = []
    for item in args.set:
        name, _, raw = item.partition("=")
        if name.strip().replace("-", "_") != "empty_round":
            rest.append(item)
            continue
        value = raw.strip()
        if value not in EMPTY_ROUND_CHOICES:
            raise BadInput(f"--set:1:{len(name) + 2}: found empty_round={value!r}; expected one of "
                           f"{', '.join(EMPTY_ROUND_CHOICES)}")
        empty = cast(EmptyRound, value)
    args.set = rest
    return empty


def read_input(path: str, args: argparse.Namespace | None = None) -> tuple[Tournament, bytes]:
    """Read FILE once, or standard input for '-' (stdin and FIFOs cannot be read twice): the tournament and the
    bytes it was read from."""
    empty_round = reader_options(args)
    if path == "-":
        source = "<stdin>"
        data = read_limited(sys.stdin.buffer, source)
    else:
        source = display_name(path)
        data = read_file(path, source)
    return parse_trf(data, source=source, empty_round=empty_round), data


def load(path: str, args: argparse.Namespace | None = None, notices: bool = True) -> Tournament:
    """Read FILE once, or standard input for '-'; print the reader's notices on stderr (unless notices=False)."""
    t, _ = read_input(path, args)
    if notices:
        say(t.notices)
    return t


def load_event(args: argparse.Namespace) -> tuple[Tournament, TeamEvent | None]:
    """Read args.file once; for a team file (records 013/310) also its team event, its records located in the
    same bytes, with the team decisions of --set. Nothing is printed: see input_notices."""
    t, data = read_input(args.file, args)
    if not t.is_team:
        return t, None
    from .team import team_event

    return t, team_event(args, t, data)


def input_notices(t: Tournament, ev: TeamEvent | None, rules: str | None,
                  after_round: int | None = None) -> list[Notice]:
    """Every notice of an input: the reader's, the edition's and the round's (standings.rule_notices), the team
    reader's."""
    return [*t.notices, *rule_notices(t, rules, after_round), *(ev.notices if ev is not None else ())]


def say(notices: Iterable[Notice]) -> None:
    """Notices on stderr, each located (file:line:column: notice: ...)."""
    for notice in notices:
        print(f"tiebreak-ref: {notice}", file=sys.stderr)


def options_from(args: argparse.Namespace) -> Options:
    """Build Options from --set NAME=VALUE, --unrated-rating and --event."""
    fields = {f.name: f for f in dataclasses.fields(Options)}
    values: dict[str, Any] = {}
    for item in args.set or []:
        name, sep, raw = item.partition("=")
        name = name.strip().replace("-", "_")
        if not sep or name not in fields:
            raise BadInput(f"--set:1:1: found {item!r}; expected NAME=VALUE with NAME one of {', '.join(fields)}, "
                           "empty_round")
        values[name] = option_value(name, raw.strip(), column=len(item) - len(raw.lstrip()) + 1)
    if args.unrated_rating is not None:
        values["unrated_rating"] = args.unrated_rating
    if args.event is not None:
        values["event"] = args.event
    return Options(**values)


def option_value(name: str, raw: str, column: int = 1) -> object:
    """Parse one option value against its declared type (bool, int or None, or one of a Literal's words).

    column: where the value starts in NAME=VALUE, for the message.
    """
    where = f"--set:1:{column}: found {name}={raw!r}"
    annotation = get_type_hints(Options)[name]
    if annotation is bool:
        if raw.lower() in ("yes", "true", "1", "on"):
            return True
        if raw.lower() in ("no", "false", "0", "off"):
            return False
        raise BadInput(f"{where}; expected yes or no")
    choices = get_args(annotation)
    if int in choices:
        if raw.lower() == "none":
            return None
        if not re.fullmatch(r"-?[0-9]+", raw):
            raise BadInput(f"{where}; expected a whole number or none")
        return int(raw)
    if raw not in choices:
        raise BadInput(f"{where}; expected one of {', '.join(map(str, choices))}")
    return raw


def tiebreak_list(args: argparse.Namespace, t: Tournament) -> list[str] | None:
    """The --tiebreaks list, checked before anything is computed; None: the file's own list."""
    if args.tiebreaks is None:
        return None
    return checked_list(args.tiebreaks, "--tiebreaks", lambda codes: parse_list(codes, args.rules))


def checked_list(text: str, option: str, parse: Callable[[list[str]], object], number: int = 1) -> list[str]:
    """The codes of a list given on the command line (option's `number`-th), each checked by `parse` before
    anything is computed: a bad code is located option:number:column; an empty list ("" or ",") is an error,
    not a ranking by points only."""
    try:
        codes = check_codes(text, parse)
    except CodeError as exc:
        raise BadInput(f"{option}:{number}:{exc.column}: {exc.message}") from None
    if not codes:
        raise BadInput(f"{option}:{number}:1: found {text!r}, an empty list; expected tie-break codes such as "
                       "\"BH/C1 BH SB DE\" (PTS alone ranks by points only)")
    return codes


def check_after_round(args: argparse.Namespace, t: Tournament) -> None:
    """--after-round N needs 0 <= N <= the number of rounds (unplayed.check_arguments says so)."""
    try:
        check_arguments(t, None, None, args.after_round)
    except ArgumentError as exc:
        raise BadInput(f"--after-round:1:1: {exc}") from None


def declared_list(args: argparse.Namespace, t: Tournament) -> list[str]:
    """Without --tiebreaks: the file's list, else the default. Under --rules uscf the US Chess default order
    (34E preamble): records 202/212 hold FIDE codes, which are not US Chess systems."""
    if args.rules == "uscf":
        from ..rules.uschess import US_DEFAULT_ORDER

        return list(US_DEFAULT_ORDER)
    return file_list(t) or default_list(t, getattr(args, "event", None) or "auto")


def run_standings(args: argparse.Namespace) -> int:
    t, ev = load_event(args)
    say(input_notices(t, ev, args.rules, args.after_round))
    if ev is not None:
        from .team import run_team_standings

        return run_team_standings(args, ev)
    if args.compare is not None:
        return run_compare(args, t)
    codes = tiebreak_list(args, t)
    if codes is None:
        codes = declared_list(args, t)
    check_after_round(args, t)
    from .roundrobin import prepare_standings  # round robins: --withdrawal-rule

    t = prepare_standings(args, t)
    result = standings(t, codes, rules=args.rules, options=options_from(args), after_round=args.after_round,
                       workers=2)
    warn(result.warnings)
    sys.stdout.write(standings_table(result, args.format))
    return 0


def run_compare(args: argparse.Namespace, t: Tournament) -> int:
    """standings --compare LIST LIST [...]: the ranks under each list side by side; moved places marked."""
    from ..web.calculator import compare
    from .roundrobin import prepare_standings

    if args.tiebreaks is not None:
        raise BadInput("--compare:1:1: found --tiebreaks as well; expected the lists to compare after --compare only")
    if len(args.compare) < 2:
        raise BadInput(f"--compare:1:1: found {len(args.compare)} list; expected at least two lists to compare")
    lists = [checked_list(written, "--compare", lambda codes: parse_list(codes, args.rules), number)
             for number, written in enumerate(args.compare, start=1)]
    check_after_round(args, t)
    t = prepare_standings(args, t)
    result = compare(t, lists, rules=args.rules, options=options_from(args), after_round=args.after_round)
    warn(result.warnings)
    sys.stdout.write(result.table(args.format) + "\n")
    return 0


def run_explain(args: argparse.Namespace) -> int:
    t, ev = load_event(args)
    say(input_notices(t, ev, args.rules, args.after_round))
    if ev is not None:
        from .team import run_team_explain

        return run_team_explain(args, ev)
    codes = tiebreak_list(args, t)
    if codes is None:
        codes = declared_list(args, t)
    if args.player not in t.players:
        raise BadInput(f"--player:1:1: found {args.player}; expected the start rank of a player in {t.source} "
                       f"({min(t.players)}-{max(t.players)})")
    check_after_round(args, t)
    opts = options_from(args)
    chosen = explained_codes(args, codes, lambda listed: parse_list(listed, args.rules))
    explanations = [explain(t, args.player, code, rules=args.rules, options=opts, after_round=args.after_round,
                            tiebreaks=codes) for code in chosen]
    warn(warning for e in explanations for warning in e.warnings)
    if args.format == "json":
        sys.stdout.write(json.dumps([explanation_json(e) for e in explanations], ensure_ascii=False,
                                    indent=2) + "\n")
        return 0
    player = t.players[args.player]
    parts = [explanation_table(e, f"{player.tpn} {player.name}", args.format) for e in explanations]
    sys.stdout.write("\n".join(parts))
    return 0


def explained_codes(args: argparse.Namespace, codes: list[str], parse: Callable[[list[str]], object]) -> list[str]:
    """explain: the code of --code (one, checked), else every code of the list but PTS."""
    if not args.code:
        return [c for c in codes if c.upper() != "PTS"]
    chosen = checked_list(args.code, "--code", parse)
    if len(chosen) > 1:
        raise BadInput(f"--code:1:1: found {args.code!r}, {len(chosen)} codes; expected one tie-break code "
                       "(--tiebreaks gives the list)")
    return chosen


def warn(warnings: Iterable[str]) -> None:
    """The warnings of a result (codes.code_warnings) on stderr, each once."""
    for warning in dict.fromkeys(warnings):
        print(f"tiebreak-ref: warning: {warning}", file=sys.stderr)


def explanation_json(e: Explanation) -> dict[str, Any]:
    """An explanation as JSON."""
    return {"tpn": e.tpn, "code": e.code, "article": e.article, "rules": e.rules,
            "value": json_number(e.value), "group": e.group,
            "rows": [{"round": r.round, "opponent": r.opponent, "what": r.what, "element": json_number(r.element),
                      "points": json_number(r.points), "contribution": json_number(r.contribution),
                      "vur": r.vur, "cut": r.cut, "note": r.note} for r in e.rows]}


def run_check(args: argparse.Namespace) -> int:
    t, ev = load_event(args)
    notices = input_notices(t, ev, args.rules)
    if args.strict and notices:  # every notice an error, nothing on stdout
        for notice in notices:
            print(f"tiebreak-ref: {notice.as_error()}", file=sys.stderr)
        return EXIT_BAD_INPUT
    report = io.StringIO()  # written out only when the whole check succeeds: nothing on stdout for an error
    with contextlib.redirect_stdout(report):
        status = check_report(args, t, ev)
    sys.stdout.write("".join(f"{notice}\n" for notice in notices) + report.getvalue())  # notices listed first
    return status


def check_report(args: argparse.Namespace, t: Tournament, ev: TeamEvent | None = None) -> int:
    """The report of check: counts, rules, and every declared rank that the list does not give."""
    if ev is not None:
        from .team import run_team_check

        return run_team_check(args, ev)
    codes = declared_list(args, t) if args.rules == "uscf" else file_list(t) or ["PTS"]
    result = standings(t, codes, rules=args.rules, options=options_from(args))
    declared = {tpn: p.declared_rank for tpn, p in t.players.items()}
    wrong = [row for row in result.rows if declared[row.tpn] is not None and declared[row.tpn] != row.rank]
    print(f"{t.source}: {len(t.players)} players, {t.rounds} rounds, {t.trf_version}; pairings and points "
          f"consistent; rules {result.rules}; ranking by {' '.join(codes)}")
    if not wrong:
        print("declared ranks agree" if any(declared.values()) else "no declared ranks to compare")
        return 0
    for row in wrong:
        print(f"{t.source}:{t.players[row.tpn].line}:86: player {row.tpn} declares rank {declared[row.tpn]}; "
              f"the list gives {row.rank}")
    return EXIT_MISMATCH


def option_values(annotation: object) -> str:
    """The values of one decision option for --help: yes|no, the words of a Literal, N|none."""
    if annotation is bool:
        return "yes|no"
    return "|".join("N" if c is int else "none" if c is type(None) else str(c) for c in get_args(annotation))


def set_help() -> str:
    """The help of --set: every decision option with its values, and where the guide explains them."""
    hints = get_type_hints(Options)
    own = ("unrated_rating", "event")  # options with an option of their own
    names = [f"{f.name}={option_values(hints[f.name])}" for f in dataclasses.fields(Options) if f.name not in own]
    names.append(f"empty_round={'|'.join(EMPTY_ROUND_CHOICES)}")
    return (f"a decision option, repeatable: {', '.join(names)}. Each is explained on the guide's page "
            "Decisions (docs/en/decisions.md); e.g. --set aob_rounding=exact")


def parser() -> argparse.ArgumentParser:
    """The argument parser."""
    top = argparse.ArgumentParser(prog="tiebreak-ref", description="Exact FIDE C.07 tie-breaks from TRF files.")
    top.add_argument("--version", action="version", version=f"tiebreak-ref {__version__}",
                     help="print the version of tiebreak-ref and exit")
    sub = top.add_subparsers(dest="command", required=True)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("file", help="TRF file (TRF-16 or TRF-2026), '-' for standard input")
        p.add_argument("--rules", choices=RULES, help="rule set (default: from the start date, "
                       "record 042; uscf, US Chess rule 34, only when asked for)")
        p.add_argument("--unrated-rating", type=whole_number, metavar="R", help="rating given to unrated players "
                       "(default: rating tie-breaks are dropped when a player is unrated, C.07 Art. 10)")
        p.add_argument("--event", choices=("swiss", "round-robin"), help="override the event type")
        p.add_argument("--set", action="append", metavar="NAME=VALUE", help=set_help())

    s = sub.add_parser("standings", help="rank a tournament by an ordered tie-break list")
    common(s)
    s.add_argument("--tiebreaks", help='ordered list, e.g. "BH/C1 BH WIN DE" (default: the file\'s 212/202 list)')
    s.add_argument("--compare", nargs="+", metavar="LIST", help='rank by two or more lists and show the '
                   'places side by side, e.g. --compare "BH/C1 BH SB DE" "DE WIN BH/C1" (moved places marked)')
    s.add_argument("--format", choices=("table", "json", "csv", "markdown"), default="table", help=FORMAT_HELP)
    s.add_argument("--after-round", type=whole_number, metavar="N", help="intermediate standings after round N")
    s.add_argument("--withdrawal-rule", choices=("fide",), help="round robin: apply the FIDE withdrawal rule "
                   "(fewer than half of the games played: results removed; else the rest are forfeits)")
    s.set_defaults(run=run_standings)

    e = sub.add_parser("explain", help="explain a player's values round by round")
    common(e)
    e.add_argument("--player", type=whole_number, required=True, metavar="N", help="start rank of the player")
    e.add_argument("--tiebreaks", help="the list (default: the file's); every code is explained")
    e.add_argument("--code", help="explain only this tie-break")
    e.add_argument("--format", choices=("table", "json", "csv", "markdown"), default="table", help=FORMAT_HELP)
    e.add_argument("--after-round", type=whole_number, metavar="N", help="explain the values after round N "
                   "(intermediate standings; default: the last round played)")
    e.set_defaults(run=run_explain)

    c = sub.add_parser("check", help="validate a TRF and compare its declared ranks; list the reader's notices")
    common(c)
    c.add_argument("--strict", action="store_true", help="refuse what the reader would read with a notice "
                   "(an old bye notation, a blank opponent field, Windows-1252 text ...): exit 2")
    c.set_defaults(run=run_check)
    from .roundrobin import add_commands  # berger, quads, schedule, scheveningen, prizes

    add_commands(sub, common)
    from .. import conformance

    k = sub.add_parser("conformance", help="run an implementation (default: this one) against the conformance suite")
    conformance.add_arguments(k)
    k.set_defaults(run=conformance.run_args)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: exit 0 on success, 1 when `check` finds different ranks, 2 on bad input; 141 when the
    reader of the output went away (| head), 130 on Ctrl-C; never a traceback for these."""
    # A command builds many small objects and frees none in cycles: collecting the young generation
    # less often saves about a quarter of the time on a large field (benchmarks/README.md).
    thresholds = gc.get_threshold()
    gc.set_threshold(100_000, 50, 100)
    try:
        args = parser().parse_args(argv)
        status: int = args.run(args)
        sys.stdout.flush()  # here, not at exit: a closed pipe is then caught below
        return status
    except (BadInput, ValueError) as exc:  # the library raises TiebreakError (a ValueError) on purpose; any other
        print(f"tiebreak-ref: {exc}", file=sys.stderr)  # ValueError is caught too, as a safety net
    except BrokenPipeError:  # the reader went away (| head, | true): stop quietly
        quiet_stdout()
        return EXIT_BROKEN_PIPE
    except KeyboardInterrupt:
        quiet_stdout()
        return EXIT_INTERRUPTED
    finally:
        gc.set_threshold(*thresholds)
    return EXIT_BAD_INPUT


def quiet_stdout() -> None:
    """Point stdout at /dev/null, so that the flush at exit cannot fail on a closed pipe."""
    with contextlib.suppress(OSError, ValueError):  # ValueError: no real file descriptor (a captured stdout)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


if __name__ == "__main__":
    raise SystemExit(main())
