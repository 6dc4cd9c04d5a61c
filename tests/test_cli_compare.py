"""``tiebreak-ref standings FILE --compare LIST LIST [...]``: the places under several orders side by side.

The quickstart round robin of the guide (docs/examples/quickstart.trf): DE first puts Bruno on top (he beat
Anna), WIN first puts Anna on top (two wins against one).
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from tiebreak_ref.command import main

QUICKSTART = Path(__file__).resolve().parent.parent / "docs" / "examples" / "quickstart.trf"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["standings", str(QUICKSTART), *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_table(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--compare", "DE SB WIN", "WIN DE SB", "SB WIN")
    assert status == 0 and err == ""
    assert out.splitlines() == [
        "Compared orders after round 3 (fide-2026)",
        "A: DE SB WIN",
        "B: WIN DE SB",
        "C: SB WIN",
        "TPN  Name   Rating  Pts  A  B  C  Moved",
        "---  -----  ------  ---  -  -  -  -----",
        "  2  Bruno    1800    2  1  2  1  moved",
        "  1  Anna     1850    2  2  1  2  moved",
        "  4  David    1700  1.5  3  3  3",
        "  3  Cleo     1750  0.5  4  4  4",
    ]


def test_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--compare", "DE,SB,WIN", "WIN DE SB", "--format", "json")
    assert status == 0
    document = json.loads(out)
    assert document["rules"] == "fide-2026" and document["after_round"] == 3
    assert document["lists"] == [["DE", "SB", "WIN"], ["WIN", "DE", "SB"]]
    first = document["standings"][0]
    assert first == {
        "tpn": 2,
        "name": "Bruno",
        "rating": 1800,
        "points": 2,
        "ranks": [1, 2],
        "moved": True,
        "values": [{"DE": 1, "SB": 3, "WIN": 1}, {"WIN": 1, "DE": 0, "SB": 3}],
    }  # alone after WIN: DE 0
    assert [row["moved"] for row in document["standings"]] == [True, True, False, False]


def test_markdown_and_csv(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--compare", "DE SB WIN", "WIN DE SB", "--format", "markdown")
    assert status == 0
    assert out.splitlines()[:5] == [
        "* A: DE SB WIN",
        "* B: WIN DE SB",
        "",
        "| TPN | Name | Rating | Pts | A | B | Moved |",
        "|---|---|---|---|---|---|---|",
    ]
    assert "| 2 | Bruno | 1800 | 2 | 1 | 2 | moved |" in out
    status, out, _ = run(capsys, "--compare", "DE SB WIN", "WIN DE SB", "--format", "csv")
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == ["TPN", "Name", "Rating", "Pts", "DE SB WIN", "WIN DE SB", "Moved"]
    assert rows[1] == ["2", "Bruno", "1800", "2", "1", "2", "moved"]


def test_after_round(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--compare", "DE", "WIN", "--after-round", "1")
    assert status == 0 and out.startswith("Compared orders after round 1 (fide-2026)")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--compare", "DE SB"], "tiebreak-ref: --compare:1:1: found 1 list; expected at least two lists to compare"),
        (["--compare", "DE SB", "WIN XX"], "tiebreak-ref: --compare:2:5: found unknown tie-break code 'XX'"),
        (["--compare", "DE", "WIN", "--tiebreaks", "SB"], "tiebreak-ref: --compare:1:1: found --tiebreaks as well"),
        (["--compare", "DE", "WIN", "--after-round", "9"], "tiebreak-ref: --after-round:1:1: found 9"),
    ],
)
def test_bad_lists_are_located(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.startswith(message), err
