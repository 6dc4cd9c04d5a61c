"""The ``tiebreak-ref`` command: standings, explain, check (see DESIGN.md, "The command line")."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import gc
import io
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, get_args, get_type_hints

from .. import __version__
from ..model import Tournament
from ..ranking.standings import Standings, explain, file_list, standings
from ..rules.codes import parse_list
from ..rules.editions import RULES
from ..rules.unplayed import Options
from ..trf.individual import EMPTY_ROUND_CHOICES

if TYPE_CHECKING:
    from ..model import TeamEvent
    from ..ranking.compare import Comparison

from .common import (
    EXIT_BAD_INPUT,
    EXIT_BROKEN_PIPE,
    EXIT_INTERRUPTED,
    EXIT_MISMATCH,
    FORMAT_HELP,
    BadInput,
    add_after_round,
    add_lang,
    check_after_round,
    check_participant,
    checked_list,
    chosen_list,
    declared_list,
    error_text,
    explained_codes,
    input_notices,
    lang_of,
    load_event,
    options_from,
    report_head,
    say,
    show_explanations,
    warn,
    whole_number,
)
from .publish import add_crosstable, add_publish_options, check_page_options


def run_standings(args: argparse.Namespace) -> int:
    check_page_options(args)
    if args.more:
        return run_many(args)
    args.format = args.format or "table"  # one file's default; several files write JSON Lines only
    t, ev = load_event(args)
    say(input_notices(t, ev, args.rules, args.after_round), lang_of(args))
    if ev is not None:
        from .team import run_team_standings

        return run_team_standings(args, ev)
    if args.compare is not None:
        return run_compare(args, t)
    t, result = individual_standings(args, t)
    if args.format == "html":
        from .publish import show_html

        return show_html(result, t, args)
    return show(result, args.format, lang_of(args))


def individual_standings(args: argparse.Namespace, t: Tournament) -> tuple[Tournament, Standings]:
    """The standings of an individual event by the command line's list and options: the event as ranked (after
    --withdrawal-rule) and its standings."""
    codes = chosen_list(args, t)
    check_after_round(args, t)
    t = withdrawal_rule(args, t)
    return t, standings(t, codes, rules=args.rules, options=options_from(args), after_round=args.after_round)


def run_many(args: argparse.Namespace) -> int:
    """standings FILE FILE ...: one JSON document per file, each on its line (JSON Lines) with its "file"; one
    start for a season of events. A progress line on stderr when it is a terminal. The first bad file stops the
    run (exit 2, located); the lines written before it are whole documents of the files before it."""
    if args.compare is not None:
        raise BadInput("--compare:1:1: found several files; expected one file to compare lists on")
    if args.format not in (None, "json"):
        raise BadInput(f"--format:1:1: found {args.format} with several files; expected json (JSON Lines)")
    files = [args.file, *args.more]
    progress = sys.stderr.isatty()
    for number, path in enumerate(files, start=1):
        if progress:
            progress_line(f"{number}/{len(files)} {path}")
        try:
            document = file_document(args, path, progress)
        except BaseException:
            if progress:
                progress_line("")  # the message of the error on a line of its own
            raise
        if progress and sys.stdout.isatty():
            progress_line("")  # the documents on the same terminal: each on a line of its own
        sys.stdout.write(json.dumps(document, ensure_ascii=False) + "\n")
    if progress:
        progress_line("")
    return 0


def file_document(args: argparse.Namespace, path: str, progress: bool) -> dict[str, object]:
    """One file of standings FILE FILE ...: its JSON document with its "file"; notices and warnings on stderr."""
    t, ev = load_event(argparse.Namespace(**{**vars(args), "file": path}))
    if ev is not None:
        raise BadInput(f"{t.source}:1:1: found a team event; expected individual events with several files")
    notices = input_notices(t, ev, args.rules, args.after_round)
    if progress and notices:
        progress_line("")
    say(notices, lang_of(args))
    _, result = individual_standings(args, t)
    if progress and result.warnings:
        progress_line("")
    warn(result.warnings, lang_of(args))
    return {"file": path, **result.as_json()}


def progress_line(text: str) -> None:
    """The progress display of standings FILE FILE ... on a terminal: one line of stderr, rewritten ("" clears)."""
    print(f"\r\033[K{text}", end="", file=sys.stderr, flush=True)


def withdrawal_rule(args: argparse.Namespace, t: Tournament) -> Tournament:
    """standings --withdrawal-rule fide (round robins); the round-robin tools are imported only then."""
    if args.withdrawal_rule is None:
        return t
    from .roundrobin import prepare_standings

    return prepare_standings(args, t)


def run_compare(args: argparse.Namespace, t: Tournament) -> int:
    """standings --compare LIST LIST [...]: the ranks under each list side by side; moved places marked."""
    from ..ranking.compare import compare

    if args.tiebreaks is not None:
        raise BadInput("--compare:1:1: found --tiebreaks as well; expected the lists to compare after --compare only")
    if args.format == "html":
        raise BadInput("--format:1:1: found html with --compare; expected table, json, csv or markdown")
    if len(args.compare) < 2:
        raise BadInput(f"--compare:1:1: found {len(args.compare)} list; expected at least two lists to compare")
    lists = [
        checked_list(written, "--compare", lambda codes: parse_list(codes, args.rules), number)
        for number, written in enumerate(args.compare, start=1)
    ]
    check_after_round(args, t)
    t = withdrawal_rule(args, t)
    result = compare(t, lists, rules=args.rules, options=options_from(args), after_round=args.after_round)
    return show(result, args.format, lang_of(args))


def show(result: Standings | Comparison, fmt: str, lang: str = "en") -> int:
    """Print what the rule set does not define as the list writes it (stderr), then the result (stdout), in
    `lang`."""
    warn(result.warnings, lang)
    sys.stdout.write(result.table(fmt, lang) + "\n")
    return 0


def run_explain(args: argparse.Namespace) -> int:
    t, ev = load_event(args)
    say(input_notices(t, ev, args.rules, args.after_round), lang_of(args))
    if ev is not None:
        from .team import run_team_explain

        return run_team_explain(args, ev)
    codes = chosen_list(args, t)
    check_participant("--player", args.player, t.players, "player", t.source)
    check_after_round(args, t)
    opts = options_from(args)
    chosen = explained_codes(args, codes, lambda listed: parse_list(listed, args.rules))
    explanations = [
        explain(t, args.player, code, rules=args.rules, options=opts, after_round=args.after_round, tiebreaks=codes)
        for code in chosen
    ]
    player = t.players[args.player]
    return show_explanations(explanations, args.format, f"{player.tpn} {player.name}", lang_of(args))


def run_check(args: argparse.Namespace) -> int:
    t, ev = load_event(args)
    notices = input_notices(t, ev, args.rules)
    lang = lang_of(args)
    if args.strict and notices:  # every notice an error, nothing on stdout
        for notice in notices:
            print(f"tiebreak-ref: {notice.as_error(lang)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    report = io.StringIO()  # written out only when the whole check succeeds: nothing on stdout for an error
    with contextlib.redirect_stdout(report):
        status = check_report(args, t, ev)
    sys.stdout.write("".join(f"{notice.line_in(lang)}\n" for notice in notices) + report.getvalue())  # notices first
    return status


def check_report(args: argparse.Namespace, t: Tournament, ev: TeamEvent | None = None) -> int:
    """The report of check: counts, rules, and every declared rank that the list does not give."""
    from ..language import Message, translate

    if ev is not None:
        from .team import run_team_check

        return run_team_check(args, ev)
    codes = declared_list(args, t) if args.rules == "uscf" else file_list(t) or ["PTS"]
    result = standings(t, codes, rules=args.rules, options=options_from(args))
    declared = {tpn: p.declared_rank for tpn, p in t.players.items()}
    wrong = [row for row in result.rows if declared[row.tpn] is not None and declared[row.tpn] != row.rank]
    lang = lang_of(args)
    print(report_head("check.event", t, result.rules, codes, lang))
    if not wrong:
        print(translate(Message("check.agree" if any(declared.values()) else "check.nothing"), lang))
        return 0
    for row in wrong:
        rank = Message("check.rank", tpn=row.tpn, declared=declared[row.tpn], rank=row.rank)
        print(f"{t.source}:{t.players[row.tpn].line}:86: {translate(rank, lang)}")
    return EXIT_MISMATCH


@dataclasses.dataclass(frozen=True)
class Family:
    """A command family the command line does not hold itself (the conformance runner): its subcommand's name,
    help, arguments and run."""

    name: str
    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


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
    return (
        f"a decision option, repeatable: {', '.join(names)}. Each is explained on the guide's page "
        "Decisions (docs/en/decisions.md); e.g. --set aob_rounding=exact"
    )


INDIVIDUAL_COMMANDS = ("standings", "explain", "check", "why")
"""The commands of an event's file; asked for one of them, the parser leaves out the others (a fast start)."""


def parser(families: Sequence[Family] = (), command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser: the command line's own commands, then `families` (``tiebreak_ref.command``).

    `command` is the first word of the command line: one of INDIVIDUAL_COMMANDS (or --version) builds only those,
    so that the round-robin tools and the families are not imported for a standings run."""
    top = argparse.ArgumentParser(prog="tiebreak-ref", description="Exact FIDE C.07 tie-breaks from TRF files.")
    top.add_argument(
        "--version",
        action="version",
        version=f"tiebreak-ref {__version__}",
        help="print the version of tiebreak-ref and exit",
    )
    sub = top.add_subparsers(dest="command", required=True)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("file", help="TRF file (TRF-16 or TRF-2026), '-' for standard input")
        p.add_argument(
            "--rules",
            choices=RULES,
            help="rule set (default: from the start date, record 042; uscf, US Chess rule 34, only when asked for)",
        )
        p.add_argument(
            "--unrated-rating",
            type=whole_number,
            metavar="R",
            help="rating given to unrated players "
            "(default: rating tie-breaks are dropped when a player is unrated, C.07 Art. 10)",
        )
        p.add_argument("--event", choices=("swiss", "round-robin"), help="override the event type")
        p.add_argument("--set", action="append", metavar="NAME=VALUE", help=set_help())

    s = sub.add_parser("standings", help="rank a tournament by an ordered tie-break list")
    common(s)
    s.add_argument(
        "more",
        nargs="*",
        metavar="FILE",
        help='more TRF files: one JSON document per file and line (JSON Lines), each with its "file"',
    )
    s.add_argument("--tiebreaks", help='ordered list, e.g. "BH/C1 BH WIN DE" (default: the file\'s 212/202 list)')
    s.add_argument(
        "--compare",
        nargs="+",
        metavar="LIST",
        help="rank by two or more lists and show the "
        'places side by side, e.g. --compare "BH/C1 BH SB DE" "DE WIN BH/C1" (moved places marked)',
    )
    s.add_argument(
        "--format",
        choices=("table", "json", "csv", "markdown", "html"),
        help=FORMAT_HELP + "; html, a self-contained page to print or publish (several files: json only)",
    )
    add_publish_options(s)
    add_after_round(s, "intermediate standings after round N")
    s.add_argument(
        "--withdrawal-rule",
        choices=("fide",),
        help="round robin: apply the FIDE withdrawal rule "
        "(fewer than half of the games played: results removed; else the rest are forfeits)",
    )
    s.set_defaults(run=run_standings)

    e = sub.add_parser("explain", help="explain a player's values round by round")
    common(e)
    e.add_argument("--player", type=whole_number, required=True, metavar="N", help="start rank of the player")
    e.add_argument("--tiebreaks", help="the list (default: the file's); every code is explained")
    e.add_argument("--code", help="explain only this tie-break")
    e.add_argument("--format", choices=("table", "json", "csv", "markdown"), default="table", help=FORMAT_HELP)
    add_lang(e)
    add_after_round(e, "explain the values after round N (intermediate standings; default: the last round played)")
    e.set_defaults(run=run_explain)

    c = sub.add_parser("check", help="validate a TRF and compare its declared ranks; list the reader's notices")
    common(c)
    c.add_argument(
        "--strict",
        action="store_true",
        help="refuse what the reader would read with a notice "
        "(an old bye notation, a blank opponent field, Windows-1252 text ...): exit 2",
    )
    add_lang(c, "the language of the report and its notices: en (default), nl, de or nb")
    c.set_defaults(run=run_check)
    from .why import add_why

    add_why(sub, common)
    if command in (*INDIVIDUAL_COMMANDS, "--version"):  # argparse prints the version before any command
        return top
    from .roundrobin import add_commands  # berger, quads, schedule, scheveningen, prizes

    add_commands(sub, common)
    add_crosstable(sub, common)
    for family in families:
        k = sub.add_parser(family.name, help=family.help)
        family.add_arguments(k)
        k.set_defaults(run=family.run)
    return top


def main(argv: Sequence[str] | None = None, families: Sequence[Family] = ()) -> int:
    """Entry point: exit 0 on success, 1 when `check` finds different ranks, 2 on bad input; 141 when the
    reader of the output went away (| head), 130 on Ctrl-C; never a traceback for these."""
    # A command builds many small objects and frees none in cycles: collecting the young generation
    # less often saves about a quarter of the time on a large field (benchmarks/README.md).
    thresholds = gc.get_threshold()
    gc.set_threshold(100_000, 50, 100)
    lang = "en"  # the language of an error: --lang, once the arguments are read
    try:
        words = list(sys.argv[1:] if argv is None else argv)
        args = parser(families, words[0] if words else None).parse_args(words)
        lang = lang_of(args)
        status: int = args.run(args)
        sys.stdout.flush()  # here, not at exit: a closed pipe is then caught below
        return status
    except (BadInput, ValueError) as exc:  # the library raises TiebreakError (a ValueError) on purpose; any other
        print(f"tiebreak-ref: {error_text(exc, lang)}", file=sys.stderr)  # ValueError is caught too, as a safety net
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
