"""The ``tiebreak-ref`` command: its parser and entry point (see DESIGN.md, "The command line").

A start imports only what the asked command needs: ``--version`` and ``--help`` nothing of the library, a command
its own module (COMMANDS), so the many short runs of a test suite or a script do not pay for the others."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Sequence
from importlib import import_module

from .. import __version__
from ..collector import fewer_collections

WHY_HELP = "say why one participant is ranked above another: the first tie-break of the list that separates them"
CROSSTABLE_HELP = "the crosstable: per player and round the opponent, colour and result (a round robin as the grid)"
COMMANDS = (
    ("standings", ".individual", "rank a tournament by an ordered tie-break list"),
    ("explain", ".individual", "explain a player's values round by round"),
    ("check", ".individual", "validate a TRF and compare its declared ranks; list the reader's notices"),
    ("why", ".why", WHY_HELP),
    ("berger", ".roundrobin", "Berger round-robin schedule (FIDE C.05 Annex 1)"),
    ("quads", ".roundrobin", "groups of four by rating, each with its Berger schedule"),
    ("schedule", ".roundrobin", "rounds, games and planned round duration of a round robin"),
    ("scheveningen", ".roundrobin", "Scheveningen schedule for two teams of N"),
    ("prizes", ".roundrobin", "share money among tied players, indivisible prizes by tie-break"),
    ("crosstable", ".publish", CROSSTABLE_HELP),
)
"""The command line's own commands in the order of --help: name, the module whose ``add_NAME`` gives the command
its arguments and its run, and the help. The module is imported only when its command is asked for."""


class Family:
    """A command family the command line does not hold itself (the conformance runner): its subcommand's name,
    help, arguments and run.

    A plain class, not a NamedTuple or a dataclass: those import typing (or dataclasses), which ``--version`` and
    ``--help`` otherwise never load. Measured (``-X importtime``, median of 30 starts): importing
    tiebreak_ref.command takes 7 ms with this class, 17 ms with ``typing.NamedTuple``."""

    __slots__ = ("add_arguments", "help", "name", "run")

    def __init__(
        self,
        name: str,
        help: str,
        add_arguments: Callable[[argparse.ArgumentParser], None],
        run: Callable[[argparse.Namespace], int],
    ) -> None:
        self.name, self.help, self.add_arguments, self.run = name, help, add_arguments, run


def parser(families: Sequence[Family] = (), command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser: the command line's own commands, then `families` (``tiebreak_ref.command``).

    `command` is the first word of the command line: only that command gets its arguments (its module imported);
    the others are named with their help for --help. None: every command whole."""
    top = argparse.ArgumentParser(prog="tiebreak-ref", description="Exact FIDE C.07 tie-breaks from TRF files.")
    top.add_argument(
        "--version",
        action="version",
        version=f"tiebreak-ref {__version__}",
        help="print the version of tiebreak-ref and exit",
    )
    if command == "--version":  # argparse prints the version before it needs a command
        return top
    sub = top.add_subparsers(dest="command", required=True)
    for name, module, what in COMMANDS:
        p = sub.add_parser(name, help=what)
        if command in (None, name):
            getattr(import_module(module, __package__), f"add_{name}")(p)
    for family in families:
        k = sub.add_parser(family.name, help=family.help)
        if command in (None, family.name):
            family.add_arguments(k)
            k.set_defaults(run=family.run)
    return top


def main(argv: Sequence[str] | None = None, families: Sequence[Family] = ()) -> int:
    """Entry point: exit 0 on success, 1 when `check` finds different ranks, 2 on bad input; 141 when the
    reader of the output went away (| head), 130 on Ctrl-C; never a traceback for these."""
    # A command builds many small objects and frees none in cycles: collecting the young generation
    # less often saves time on a large field (collector.THRESHOLDS says what was measured).
    args: argparse.Namespace | None = None  # the arguments once read (an error is written in their --lang)
    try:
        with fewer_collections():
            words = list(sys.argv[1:] if argv is None else argv)
            args = parser(families, words[0] if words else "").parse_args(words)  # "": no command to build
            status: int = args.run(args)
            sys.stdout.flush()  # here, not at exit: a closed pipe is then caught below
            return status
    except (Exception, KeyboardInterrupt) as exc:  # not SystemExit: --help, --version and usage errors
        failed = failure_status(exc, args)
        if failed is None:
            raise
        return failed


def failure_status(exc: BaseException, args: argparse.Namespace | None = None) -> int | None:
    """The exit status of a run stopped by `exc`: 2 with its message on stderr, in the language of the command's
    arguments `args` (``common.lang_of``; English before they are read), for the command's BadInput
    and the TiebreakError (a ValueError) the library raises on purpose (any other ValueError too, as a safety net);
    141 when the reader of the output went away (| head, | true: stop quietly), 130 on Ctrl-C. None: a bug, passed
    on."""
    from .common import EXIT_BAD_INPUT, EXIT_BROKEN_PIPE, EXIT_INTERRUPTED, BadInput, error_text, lang_of

    if isinstance(exc, (BadInput, ValueError)):
        print(f"tiebreak-ref: {error_text(exc, lang_of(args))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if isinstance(exc, (BrokenPipeError, KeyboardInterrupt)):
        quiet_stdout()
        return EXIT_BROKEN_PIPE if isinstance(exc, BrokenPipeError) else EXIT_INTERRUPTED
    return None


def quiet_stdout() -> None:
    """Point stdout at /dev/null, so that the flush at exit cannot fail on a closed pipe."""
    with contextlib.suppress(OSError, ValueError):  # ValueError: no real file descriptor (a captured stdout)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


if __name__ == "__main__":
    raise SystemExit(main())
