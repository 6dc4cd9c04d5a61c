"""What arbiters publish: ``standings --format html`` (with ``--lang``, ``--columns``) and the ``crosstable``
command (issue 15, points 1 and 2)."""

from __future__ import annotations

import argparse
import sys

from ..model import Tournament
from ..ranking.standings import OPTIONAL_COLUMNS, Standings, standings
from .arguments import event_arguments
from .common import (
    BadInput,
    add_after_round,
    add_lang,
    check_after_round,
    chosen_list,
    input_notices,
    lang_of,
    options_from,
    read_input,
    say,
    warn,
)

COLUMNS_HELP = (
    "standings --format html: the optional columns in this order, comma-separated, from "
    f"{', '.join(OPTIONAL_COLUMNS)} (default: those the file fills); rank, name, points and tie-breaks always"
)


def add_publish_options(p: argparse.ArgumentParser) -> None:
    """--lang and --columns on standings."""
    add_lang(p)
    p.add_argument("--columns", metavar="LIST", help=COLUMNS_HELP)


def check_page_options(args: argparse.Namespace) -> None:
    """--columns shapes the HTML page only: with another format it would be ignored, so it is an error (exit 2)
    instead (--lang applies to every format)."""
    if args.format != "html" and getattr(args, "columns", None) is not None:
        raise BadInput(f"--columns:1:1: found --columns with --format {args.format or 'table'}; expected --format html")


def chosen_columns(args: argparse.Namespace) -> list[str] | None:
    """The columns of --columns, each checked; None without the option."""
    if args.columns is None:
        return None
    chosen, column = [], 1
    for word in args.columns.split(","):
        name = word.strip().lower()
        if name and name not in OPTIONAL_COLUMNS:
            raise BadInput(
                f"--columns:1:{column + len(word) - len(word.lstrip())}: found {word.strip()!r}; expected "
                f"one of {', '.join(OPTIONAL_COLUMNS)}"
            )
        if name and name not in chosen:
            chosen.append(name)
        column += len(word) + 1
    return chosen


def show_html(result: Standings, t: Tournament, args: argparse.Namespace) -> int:
    """standings --format html: the page on stdout, the warnings on stderr."""
    from ..ranking.publish import standings_html  # the page's modules only for a page

    warn(result.warnings, lang_of(args))
    columns = chosen_columns(args)
    sys.stdout.write(standings_html(result, t, lang_of(args), columns))
    return 0


def run_crosstable(args: argparse.Namespace) -> int:
    """crosstable FILE: the rounds of every player in the order of the standings (the file's list, else the
    default), or the grid of a round robin."""
    from ..present.crosstable import render_crosstable
    from ..ranking.publish import crosstable_page, crosstable_rows

    check_page_options(args)
    t, _ = read_input(args.file, args)
    say(input_notices(t, None, args.rules, args.after_round), lang_of(args))
    check_after_round(args, t)
    codes = chosen_list(args, t)
    result = standings(t, codes, rules=args.rules, options=options_from(args), after_round=args.after_round)
    warn(result.warnings, lang_of(args))
    rows, grid = crosstable_rows(t, result, args.event or "auto")
    if args.format == "html":
        sys.stdout.write(crosstable_page(t, result, rows, grid, lang_of(args)))
        return 0
    sys.stdout.write(render_crosstable(t, rows, grid, args.format, lang_of(args)))
    return 0


def add_crosstable(x: argparse.ArgumentParser) -> None:
    """crosstable FILE and its options."""
    event_arguments(x)
    x.add_argument(
        "--format",
        choices=("table", "markdown", "csv", "json", "html"),
        default="table",
        help="output: table, aligned text (default); markdown; csv; json, every round with its kind and points; "
        "html, a self-contained page to print or publish",
    )
    x.add_argument(
        "--tiebreaks",
        help='the list that orders the rows, e.g. "BH/C1 BH SB DE" (default: the file\'s, else the default)',
    )
    add_lang(x)
    add_after_round(x, "the crosstable after round N (default: the last round played)")
    x.set_defaults(run=run_crosstable)
