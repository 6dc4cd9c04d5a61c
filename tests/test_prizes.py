"""Prizes as announced (issue 15 item 5): only the winners, money in the currency's minor unit rounded half up
with the remainder stated, the Hort split and the tie-break order shown; the shares stay exact inside.

Expected values are hand computations written out in each test; FIDE C.07 Art. 2.1 leaves the prize rules to
the tournament regulations (module docstring of tiebreak_ref.organise.prizes)."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak_ref as tr
from tiebreak_ref.command import main
from tiebreak_ref.organise.prizes import announce, distribute, parse_prizes

THREE = Path(__file__).resolve().parent / "fixtures" / "prizes-three-tied.trf"
QUICKSTART = Path(__file__).resolve().parent.parent / "docs" / "examples" / "quickstart.trf"


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            status = main(list(argv))
        except SystemExit as exc:  # argparse refuses an option value
            status = int(exc.code or 0)
    return status, out.getvalue(), err.getvalue()


def test_thirds_are_exact_inside_and_rounded_half_up_outside() -> None:
    """50000 + 30000 + 19500 = 99500 shared by three: 33166.666..., half up to the cent 33166.67 (the old output
    truncated to 33166.66); 3 x 33166.67 = 99500.01, one cent more than the prize money."""
    awards = distribute(tr.standings(tr.read_trf(THREE), ["SB"]), parse_prizes("50000,30000,19500"))
    assert [a.money for a in awards[:3]] == [Fraction(99500, 3)] * 3
    payments, roundings = announce(awards)
    assert [p.amount for p in payments] == [Fraction("33166.67")] * 3  # David (0 points) wins nothing
    assert [(r.places, r.prize_money, r.remainder) for r in roundings] == [((1, 2, 3), 99500, Fraction("-0.01"))]
    status, out, _ = run("prizes", str(THREE), "--prizes", "50000,30000,19500", "--tiebreaks", "SB")
    assert status == 0
    assert out.count("33166.67") == 4 and "33166.66" not in out and "/" not in out  # 3 rows, the rounding line
    assert "3 x 33166.67 = 99500.01, 0.01 more than the prize money." in out
    assert "David" not in out and "1 player without a prize not listed." in out


def test_rounding_down_leaves_money_over() -> None:
    """64000 / 3 = 21333.333...: 21333.33 each, 63999.99 paid, 0.01 of the prize money not paid out (JSON too)."""
    status, out, _ = run("prizes", str(THREE), "--prizes", "40000,24000,0", "--tiebreaks", "SB", "--format", "json")
    document = json.loads(out)
    assert status == 0 and [a["money"] for a in document["awards"]] == [21333.33] * 3
    assert document["rounding"] == [{"places": [1, 2, 3], "prize_money": 64000, "paid": 63999.99, "remainder": 0.01}]
    assert document["not_listed"] == 1 and document["decimals"] == 2


def test_hort_split_adds_up_to_the_amount() -> None:
    """Hort, 40000 + 24000 + 0 among three still tied on SB: pooled half 32000 / 3 = 10666.666... -> 10666.67; the
    by-place half (shared too, the tie-break leaves them tied) is the rest of the rounded 21333.33: 10666.66."""
    status, out, _ = run("prizes", str(THREE), "--prizes", "40000,24000,0", "--tiebreaks", "SB", "--method", "hort")
    assert status == 0
    assert "Money    Pooled  By place" in out and out.count("21333.33  10666.67  10666.66") == 3
    assert "Hort: half of each place's prize goes by the tie-break order" in out


def test_whole_units_and_tie_break_order() -> None:
    """quickstart.trf, --decimals 0: (100 + 55) / 2 = 77.5 -> 78 each for Bruno and Anna (2 points, 1-2), 156
    paid, 1 more than the prize money; David 40; the DE and SB values that ordered them are shown."""
    status, out, _ = run("prizes", str(QUICKSTART), "--prizes", "100,55,40", "--tiebreaks", "DE SB", "--decimals", "0")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Prizes (pool; tie-break order DE SB)"
    assert lines[1].split() == ["Rank", "TPN", "Name", "Pts", "DE", "SB", "Places", "Money", "Prize", "Note"]
    assert [line.split() for line in lines[3:6]] == [
        ["1", "2", "Bruno", "2", "1", "3", "1-2", "78"],
        ["2", "1", "Anna", "2", "2", "2", "1-2", "78"],
        ["3", "4", "David", "1.5", "0", "1.5", "3", "40"],
    ]
    assert "2 x 78 = 156, 1 more than the prize money." in out


@pytest.mark.parametrize(("prizes", "decimals"), [("100.5,50", "0"), ("100.005", "2")])
def test_a_prize_finer_than_the_minor_unit_is_refused(prizes: str, decimals: str) -> None:
    status, out, err = run("prizes", str(QUICKSTART), "--prizes", prizes, "--decimals", decimals)
    assert status == 2 and out == "" and "expected an amount with at most" in err


def test_bad_decimals_option() -> None:
    status, out, err = run("prizes", str(QUICKSTART), "--prizes", "100", "--decimals", "7")
    assert status == 2 and out == "" and "expected 0 to 4 decimals" in err
