"""The arguments every command of an event's file shares: the file, --rules, --unrated-rating, --event, --set."""

from __future__ import annotations

import argparse
import dataclasses
from typing import get_args, get_type_hints

from ..rules.editions import RULES
from ..rules.unplayed import Options
from ..trf.individual import EMPTY_ROUND_CHOICES
from .common import whole_number


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


def event_arguments(p: argparse.ArgumentParser) -> None:
    """The file and the options of every command that reads an event (standings, explain, check, why, prizes,
    crosstable)."""
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
