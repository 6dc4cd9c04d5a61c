"""``tiebreak-ref why FILE A B``: the first entry of the list that separates two participants (ranking.why)."""

from __future__ import annotations

import argparse
import sys

from ..language import Message
from ..ranking.why import why
from .arguments import event_arguments
from .common import (
    BadInput,
    add_after_round,
    add_lang,
    check_after_round,
    check_participant,
    chosen_list,
    input_notices,
    lang_of,
    load_event,
    options_from,
    say,
    warn,
    whole_number,
)


def add_why(w: argparse.ArgumentParser) -> None:
    """why FILE A B and its options."""
    event_arguments(w)
    w.add_argument(
        "a", type=whole_number, metavar="A", help="start rank of one player (a team file: team pairing number)"
    )
    w.add_argument("b", type=whole_number, metavar="B", help="start rank of the other")
    w.add_argument("--tiebreaks", help='ordered list, e.g. "BH/C1 BH WIN DE" (default: the file\'s 212/202 list)')
    w.add_argument(
        "--format",
        choices=("table", "json", "markdown"),
        default="table",
        help="output: table, aligned text (default); json, one document with exact decimals; markdown, Markdown tables",
    )
    add_after_round(w, "as in the standings after round N")
    add_lang(w)
    w.set_defaults(run=run_why)


def run_why(args: argparse.Namespace) -> int:
    """why FILE A B: the entry that separates A and B, both values and explanations; or what decides a tie."""
    t, ev = load_event(args)
    say(input_notices(t, ev, args.rules, args.after_round), lang_of(args))
    if ev is not None:
        from .team import check_rules, team_codes

        check_rules(args)
        codes = team_codes(args, t)
        members, what = set(ev.teams), Message("error.team_number")
    else:
        codes = chosen_list(args, t)
        members, what = set(t.players), Message("error.player_rank")
    for name, who in (("A", args.a), ("B", args.b)):
        check_participant(name, who, members, what, t.source)
    if args.a == args.b:
        raise BadInput("B:1:1", Message("error.same_participant", number=args.b))
    check_after_round(args, t)
    answer = why(
        ev if ev is not None else t,
        args.a,
        args.b,
        codes,
        rules=args.rules,
        options=options_from(args),
        after_round=args.after_round,
    )
    warn(answer.warnings, lang_of(args))
    sys.stdout.write(answer.table(args.format, lang_of(args)) + "\n")
    return 0
