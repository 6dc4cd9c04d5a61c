"""The commands of an event's file: standings, explain and check (see DESIGN.md, "The command line"); imported
only when one of them is asked for (``cli.main.COMMANDS``)."""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
from typing import TYPE_CHECKING

from ..language import Message, translate
from ..model import Tournament
from ..ranking.standings import Standings, explain, file_list, standings
from ..rules.codes import parse_list

if TYPE_CHECKING:
    from ..model import TeamEvent
    from ..ranking.compare import Comparison

from .arguments import event_arguments
from .common import (
    EXIT_BAD_INPUT,
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
from .publish import add_publish_options, check_page_options


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
        sys.stdout.write(document + "\n")
    if progress:
        progress_line("")
    return 0


def file_document(args: argparse.Namespace, path: str, progress: bool) -> str:
    """One file of standings FILE FILE ...: its JSON document with its "file", on one line; notices and warnings on
    stderr."""
    args = argparse.Namespace(**{**vars(args), "file": path})  # the file's own arguments: its readers take from --set
    t, ev = load_event(args)
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
    return result.json_text({"file": path}, one_line=True)


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
    check_participant("--player", args.player, t.players, Message("error.player_rank"), t.source)
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
            print(f"tiebreak-ref: {notice.as_error().text_in(lang)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    report = io.StringIO()  # written out only when the whole check succeeds: nothing on stdout for an error
    with contextlib.redirect_stdout(report):
        status = check_report(args, t, ev)
    sys.stdout.write("".join(f"{notice.line_in(lang)}\n" for notice in notices) + report.getvalue())  # notices first
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
    lang = lang_of(args)
    print(report_head("check.event", t, result.rules, codes, lang))
    if not wrong:
        print(translate(Message("check.agree" if any(declared.values()) else "check.nothing"), lang))
        return 0
    for row in wrong:
        rank = Message("check.rank", tpn=row.tpn, declared=declared[row.tpn], rank=row.rank)
        print(f"{t.source}:{t.players[row.tpn].line}:86: {translate(rank, lang)}")
    return EXIT_MISMATCH


def add_standings(s: argparse.ArgumentParser) -> None:
    """standings FILE [FILE ...] and its options."""
    event_arguments(s)
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


def add_explain(e: argparse.ArgumentParser) -> None:
    """explain FILE --player N and its options."""
    event_arguments(e)
    e.add_argument("--player", type=whole_number, required=True, metavar="N", help="start rank of the player")
    e.add_argument("--tiebreaks", help="the list (default: the file's); every code is explained")
    e.add_argument("--code", help="explain only this tie-break")
    e.add_argument("--format", choices=("table", "json", "csv", "markdown"), default="table", help=FORMAT_HELP)
    add_lang(e)
    add_after_round(e, "explain the values after round N (intermediate standings; default: the last round played)")
    e.set_defaults(run=run_explain)


def add_check(c: argparse.ArgumentParser) -> None:
    """check FILE [--strict]."""
    event_arguments(c)
    c.add_argument(
        "--strict",
        action="store_true",
        help="refuse what the reader would read with a notice "
        "(an old bye notation, a blank opponent field, Windows-1252 text ...): exit 2",
    )
    add_lang(c, "the language of the report and its notices: en (default), nl, de or nb")
    c.set_defaults(run=run_check)
