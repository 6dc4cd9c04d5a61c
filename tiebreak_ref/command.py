"""The ``tiebreak-ref`` command: the command line's families (``cli/``) and the conformance runner
(``conformance/``) under one name. The one module that joins two front ends; neither imports the other."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from .cli.main import Family
from .cli.main import main as cli_main
from .cli.main import parser as cli_parser
from .conformance import runner

FAMILIES = (
    Family(
        "conformance",
        "run an implementation (default: this one) against the conformance suite",
        runner.add_arguments,
        runner.run_args,
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
