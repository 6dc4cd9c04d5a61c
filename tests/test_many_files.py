"""``tiebreak-ref standings FILE FILE ...``: a season of events in one run, JSON Lines (issue 16, item 5).

Expected values: §7.6 Example A of the project spec (tests/fixtures/example_a.trf; BH and WIN as in
tests/test_cli.py's A_2026 table, under fide-2026 by its start date) and the held Swiss of 5 rounds; each line must
be the single-file JSON document of that file plus its "file" key."""

from __future__ import annotations

import json
import os
import pty
import sys
from pathlib import Path

import pytest

from tiebreak_ref.command import main

FIXTURES = Path(__file__).parent / "fixtures"
EXAMPLE_A = str(FIXTURES / "example_a.trf")
HELD_SWISS = str(FIXTURES / "held_swiss_5.trf")
TEAM = str(FIXTURES / "held_team.trf")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_one_document_per_file_and_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "standings", EXAMPLE_A, HELD_SWISS, EXAMPLE_A, "--tiebreaks", "BH WIN")
    assert status == 0
    lines = out.splitlines()
    assert [json.loads(line)["file"] for line in lines] == [EXAMPLE_A, HELD_SWISS, EXAMPLE_A]
    first = json.loads(lines[0])
    by_tpn = {row["tpn"]: row["values"] for row in first["standings"]}
    assert by_tpn[3] == {"BH": 15, "WIN": 1}  # spec §7.6 Example A, 2026: BH 15, WIN 1
    assert by_tpn[2] == {"BH": 13.5, "WIN": 3}  # BH 13.5, WIN 3
    assert "\r" not in err  # no progress line when stderr is not a terminal


@pytest.mark.parametrize("path", [EXAMPLE_A, HELD_SWISS])
def test_each_line_is_the_single_file_document(capsys: pytest.CaptureFixture[str], path: str) -> None:
    _, many, _ = run(capsys, "standings", path, path, "--tiebreaks", "BH/C1 BH SB DE")
    _, single, _ = run(capsys, "standings", path, "--tiebreaks", "BH/C1 BH SB DE", "--format", "json")
    for line in many.splitlines():
        document = json.loads(line)
        assert document.pop("file") == path
        assert document == json.loads(single)


def test_a_bad_file_stops_the_run_located(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text("001    1 m    Alpha                             XXXX\n", encoding="utf-8")
    status, out, err = run(capsys, "standings", EXAMPLE_A, str(bad), "--tiebreaks", "BH")
    assert status == 2
    assert [json.loads(line)["file"] for line in out.splitlines()] == [EXAMPLE_A]
    assert "bad.trf:1:" in err and "Traceback" not in err


def test_only_json_lines_and_individual_events(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "standings", EXAMPLE_A, HELD_SWISS, "--format", "csv")
    assert (status, out) == (2, "")
    assert "--format:1:1: found csv with several files; expected json" in err
    status, out, err = run(capsys, "standings", EXAMPLE_A, TEAM)
    assert status == 2
    assert "found a team event; expected individual events with several files" in err


@pytest.mark.skipif(sys.platform != "linux", reason="a pseudo-terminal")
def test_progress_line_on_a_terminal() -> None:
    """On a terminal stderr shows "n/N FILE" for each file, cleared at the end (ESC [K)."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: stdout and stderr are the terminal
        os.execv(sys.executable, [sys.executable, "-m", "tiebreak_ref", "standings", EXAMPLE_A, HELD_SWISS])
    out = b""
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # the child has closed the terminal
            break
        if not chunk:
            break
        out += chunk
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    text = out.decode()
    assert f"\r\x1b[K1/2 {EXAMPLE_A}" in text and f"\r\x1b[K2/2 {HELD_SWISS}" in text
    assert text.endswith("\r\x1b[K")
    assert text.count('"file": ') == 2


def test_several_files_refuse_an_explicit_table_format(capsys: pytest.CaptureFixture[str]) -> None:
    """Several files write JSON Lines only: --format table, asked for, is refused (it was taken as the default)."""
    status, out, err = run(capsys, "standings", EXAMPLE_A, HELD_SWISS, "--format", "table")
    assert status == 2 and out == "" and "--format:1:1: found table with several files; expected json" in err
