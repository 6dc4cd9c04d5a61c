"""A start of the command imports only what the asked command needs (issue 16, point 3 "Start fast").

Structural, not timed: a new Python process runs the command and lists the modules of tiebreak_ref it loaded.
``--version`` and ``--help`` load none of the library's layers (rules, ranking, present, trf, model ...), and the
conformance runner with a foreign program (--cmd) none either: the tests and a user's CI start these hundreds of
times, and each layer imported costs its time on every start.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FRONT = {"tiebreak_ref", "tiebreak_ref.command", "tiebreak_ref.cli", "tiebreak_ref.cli.main", "tiebreak_ref.collector"}
"""What every start loads: the command, its parser and the collector's thresholds (collector.py: the standard library's
gc and contextlib, which the parser loads anyway)."""
PROGRAM = """
import contextlib, io, json, sys
from tiebreak_ref.command import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):
    main(sys.argv[1:])
print(json.dumps(sorted(m for m in sys.modules if m == "tiebreak_ref" or m.startswith("tiebreak_ref."))))
"""


def loaded(*argv: str) -> set[str]:
    """The modules of tiebreak_ref a fresh process has loaded after `tiebreak-ref ARGV`."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM, *argv], capture_output=True, text=True, env=env, cwd=ROOT, check=True
    )
    return set(json.loads(done.stdout.splitlines()[-1]))


@pytest.mark.parametrize("argv", [["--version"], ["--help"], []], ids=["version", "help", "no-arguments"])
def test_version_and_help_import_no_layer(argv: list[str]) -> None:
    assert loaded(*argv) == FRONT


def test_a_foreign_program_needs_only_the_runner() -> None:
    modules = loaded("conformance", "--list", "--cmd", "prog {trf}")
    assert modules == FRONT | {"tiebreak_ref.conformance", "tiebreak_ref.conformance.runner"}


def test_a_command_imports_its_own_module_only() -> None:
    """standings does not load the round-robin tools, why or the runner; berger not the event commands."""
    trf = str(ROOT / "conformance" / "cases" / "buchholz" / "basics-no-unplayed-round.trf")
    standings = loaded("standings", trf)
    assert "tiebreak_ref.cli.individual" in standings and "tiebreak_ref.ranking.standings" in standings
    others = {
        "tiebreak_ref.cli.roundrobin",
        "tiebreak_ref.cli.why",
        "tiebreak_ref.organise",
        "tiebreak_ref.conformance",
    }
    assert not standings & others, standings & others
    berger = loaded("berger", "4")
    assert "tiebreak_ref.cli.roundrobin" in berger and "tiebreak_ref.cli.individual" not in berger


def test_standings_of_an_individual_event_imports_no_page() -> None:
    """standings FILE --format json (the large-event path) does not load the published page's modules (the HTML
    writer, the crosstable), the team standings, nor the registry's team and US Chess tables; --format html does
    load the page's."""
    trf = str(ROOT / "conformance" / "cases" / "buchholz" / "basics-no-unplayed-round.trf")
    page = {"tiebreak_ref.ranking.publish", "tiebreak_ref.present.html", "tiebreak_ref.present.crosstable"}
    modules = loaded("standings", trf, "--format", "json")
    assert not modules & (page | {"tiebreak_ref.ranking.team"}), modules & page
    assert not modules & {"tiebreak_ref.rules.fide.team", "tiebreak_ref.rules.uschess"}  # (rules.registry.table)
    assert page <= loaded("standings", trf, "--format", "html")


def test_a_command_runs_under_the_collectors_thresholds() -> None:
    """main() runs a command under collector.THRESHOLDS (fewer collections of the young generation while a large
    field is read and ranked) and gives the caller's thresholds back afterwards, also after bad input (exit 2)."""
    from tiebreak_ref.cli.main import Family, main
    from tiebreak_ref.collector import THRESHOLDS

    seen: list[tuple[int, ...]] = []

    def probe(args: argparse.Namespace) -> int:
        seen.append(gc.get_threshold())
        if args.fail:
            raise ValueError("bad input")
        return 0

    family = Family("probe", "record the thresholds", lambda p: p.add_argument("--fail", action="store_true"), probe)
    before = gc.get_threshold()
    assert before != THRESHOLDS  # else the test could not fail
    assert main(["probe"], [family]) == 0
    assert main(["probe", "--fail"], [family]) == 2
    assert seen == [THRESHOLDS, THRESHOLDS] and gc.get_threshold() == before
