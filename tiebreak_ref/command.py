"""The ``tiebreak-ref`` command: the command line's families (``cli/``) and the conformance runner
(``conformance/``) under one name. The one module that joins two front ends; neither imports the other."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from .cli.main import Family
from .cli.main import main as cli_main
from .cli.main import parser as cli_parser


def runner_arguments(p: argparse.ArgumentParser) -> None:
    """The conformance runner's options (the runner is imported only when its command may be asked for)."""
    from .conformance import runner

    runner.add_arguments(p)


def run_runner(args: argparse.Namespace) -> int:
    """``tiebreak-ref conformance ...``."""
    from .conformance import runner

    return runner.run_args(args)


FAMILIES = (
    Family(
        "conformance",
        "run an implementation (default: this one) against the conformance suite",
        runner_arguments,
        run_runner,
    ),
)


def parser() -> argparse.ArgumentParser:
    """The argument parser of the whole command."""
    return cli_parser(FAMILIES)


def main(argv: Sequence[str] | None = None) -> int:
    """``tiebreak-ref ...``: exit codes as ``cli.main.main``."""
    return cli_main(argv, FAMILIES)


if __name__ == "__main__":
    raise SystemExit(main())
