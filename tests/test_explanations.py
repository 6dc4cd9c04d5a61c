"""Explanations that read on their own (issue 15 item 4): opponents with names, a total row, the arithmetic of
averages and their rounding, and a sentence when a value is 0 or undefined because the rule did not apply.

Expected values: IA Mario Held's *Exercises in Tie-Breaking* (FIDE TEC, rev. 2403220900, C.07-2023 = the 2024
rules) on tests/fixtures/held_swiss_5.trf, as transcribed in tests/test_held_exercises.py, and the FIDE B.02 8.1.1
table of rating differences; each sum and average is written out by hand next to its assertion.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import tiebreak_ref as tr
from tiebreak_ref.command import main

FIXTURES = Path(__file__).parent / "fixtures"
SWISS_5 = FIXTURES / "held_swiss_5.trf"
UNRATED = FIXTURES / "swiss_with_many_unplayed_rounds.trf"  # players 6, 9, 10, 12, 13 ... have no rating
OLD_KEYS = {"tpn", "code", "article", "rules", "value", "group", "rows"}
OLD_ROW_KEYS = {"round", "opponent", "what", "element", "points", "contribution", "vur", "cut", "note"}


def explained(capsys: pytest.CaptureFixture[str], path: Path, player: int, code: str, *more: str) -> dict[str, Any]:
    status = main(["explain", str(path), "--player", str(player), "--code", code, "--format", "json", *more])
    out, err = capsys.readouterr()
    assert status == 0 and all(": notice: " in line for line in err.splitlines()), err  # the reader's notices only
    [document] = json.loads(out)
    assert isinstance(document, dict)
    return document


def table(capsys: pytest.CaptureFixture[str], player: int, code: str, *more: str) -> list[str]:
    status = main(["explain", str(SWISS_5), "--player", str(player), "--code", code, "--rules", "fide-2024", *more])
    out, _ = capsys.readouterr()
    assert status == 0
    return out.splitlines()


def test_json_keeps_every_key_and_adds_names_and_summary(capsys: pytest.CaptureFixture[str]) -> None:
    e = explained(capsys, SWISS_5, 3, "BH", "--rules", "fide-2024")
    assert set(e) >= OLD_KEYS and "summary" in e
    assert all(set(row) >= OLD_ROW_KEYS and "opponent_name" in row for row in e["rows"])
    # Held's crosstable: Charline (3) met Maria (11), Franck (6), Irina (8), David (4), Bruno (2)
    assert [(r["opponent"], r["opponent_name"]) for r in e["rows"]] == [
        (11, "Maria"), (6, "Franck"), (8, "Irina"), (4, "David"), (2, "Bruno")
    ]  # fmt: skip
    # Held exercise 1: BH 15.5 = 2.5 + 3 + 2.5 + 3.5 + 4
    assert e["summary"] == ["BH = 2.5 + 3 + 2.5 + 3.5 + 4 = 15.5"]


def test_table_has_names_a_total_row_and_the_sum(capsys: pytest.CaptureFixture[str]) -> None:
    lines = table(capsys, 3, "BH")
    assert lines[0] == "BH of 3 Charline = 15.5  (C.07 8.1, fide-2024)"
    assert "11 Maria" in lines[3] and "2 Bruno" in lines[7]
    assert lines[8].split() == ["BH", "(total)", "15.5"]
    assert lines[9] == "BH = 2.5 + 3 + 2.5 + 3.5 + 4 = 15.5"


def test_average_rating_with_its_rounding(capsys: pytest.CaptureFixture[str]) -> None:
    """Held exercise 17: ARO of Maria (11) = 1863: (2100 + 1450 + 2000 + 1900) ÷ 4 = 7450 ÷ 4 = 1862.5, half up."""
    e = explained(capsys, SWISS_5, 11, "ARO", "--rules", "fide-2024")
    assert e["value"] == 1863
    assert e["summary"] == ["ARO = (2100 + 1450 + 2000 + 1900) ÷ 4 = 1862.5, rounded half up to 1863 (10.1)"]


def test_average_rating_after_the_cut(capsys: pytest.CaptureFixture[str]) -> None:
    """Held exercise 18: ARO/C1 of David (4) = 1983: Cut-1 drops the lowest rating, Opal's 1600, of 1650, 1600,
    2100, 2200; (1650 + 2100 + 2200) ÷ 3 = 5950 ÷ 3 = 1983.33..., rounded half up to 1983."""
    e = explained(capsys, SWISS_5, 4, "ARO/C1", "--rules", "fide-2024")
    assert e["value"] == 1983
    assert [r["cut"] for r in e["rows"]] == [None, "cut (14.1)", None, None]
    assert e["summary"] == ["ARO/C1 = (1650 + 2100 + 2200) ÷ 3 = 1983.333…, rounded half up to 1983 (10.1)"]


def test_average_rating_median_cuts_the_lowest_by_14_1_and_the_highest_by_14_3(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """ARO/M1 of David (4) on Held's file (the ratings of exercise 18: 1650, 1600, 2100, 2200): Median-1 drops the
    lowest, 1600, by 14.1 and the highest, 2200, by 14.3 (the Median is 14.3); (1650 + 2100) ÷ 2 = 1875."""
    e = explained(capsys, SWISS_5, 4, "ARO/M1", "--rules", "fide-2024")
    assert e["value"] == 1875
    assert [r["cut"] for r in e["rows"]] == [None, "cut (14.1)", None, "cut (14.3)"]


def test_average_rating_undefined_after_the_cut(capsys: pytest.CaptureFixture[str]) -> None:
    """Held exercise 18: ARO/C1 of Nick (12) is undefined: one game over the board, and Cut-1 removes it."""
    e = explained(capsys, SWISS_5, 12, "ARO/C1", "--rules", "fide-2024")
    assert e["value"] is None
    assert e["summary"] == ["ARO/C1 undefined: the cut leaves no opponent (14.1)"]


def test_performance_rating_shows_aro_and_dp(capsys: pytest.CaptureFixture[str]) -> None:
    """Held exercise 19: TPR of David (4) = 2081. ARO (1650 + 1600 + 2100 + 2200) ÷ 4 = 1887.5, half up 1888;
    p = 3 points ÷ 4 games = 0.75, FIDE B.02 8.1.1 gives dp = 193; 1888 + 193 = 2081."""
    e = explained(capsys, SWISS_5, 4, "TPR", "--rules", "fide-2024")
    assert e["value"] == 2081
    assert e["summary"] == [
        "TPR = ARO 1888 + dp 193 = 2081: p = 3 ÷ 4 game(s), rounded half up to 0.75, dp 193 (FIDE B.02 8.1.1) (10.2)"
    ]


def test_average_of_opponents_buchholz_with_its_rounding(capsys: pytest.CaptureFixture[str]) -> None:
    """Held exercise 3: AOB of David (4) = 13.38: the Buchholz of his opponents over the board, Nick 11.5, Opal
    14.0, Charline 15.5, Alyx 12.5 (Held exercise 1): 53.5 ÷ 4 = 13.375, rounded half up to 13.38."""
    e = explained(capsys, SWISS_5, 4, "AOB", "--rules", "fide-2024")
    assert e["value"] == 13.38
    assert e["summary"] == [
        "AOB = (11.5 + 14 + 15.5 + 12.5) ÷ 4 = 13.375, rounded half up to 2 decimals (decision aob_rounding): "
        "13.38 (8.2)"
    ]


def test_direct_encounter_not_applied_in_a_group_that_has_not_all_met(capsys: pytest.CaptureFixture[str]) -> None:
    """Held exercise 23: Alyx, Charline, David and Stephan (3.5 points) have not all met and DE leaves them tied."""
    e = explained(capsys, SWISS_5, 1, "DE", "--rules", "fide-2024", "--tiebreaks", "DE")
    assert (e["value"], e["group"]) == (0, [1, 3, 4, 16])
    assert e["summary"] == [
        "DE = 0, not applied: the group has not all met, and no one is first whatever the missing games give (6.3)"
    ]


def test_direct_encounter_not_applied_alone_on_the_score(capsys: pytest.CaptureFixture[str]) -> None:
    """Held's crosstable: Bruno (2) is alone on 4 points."""
    e = explained(capsys, SWISS_5, 2, "DE", "--rules", "fide-2024", "--tiebreaks", "DE")
    assert (e["value"], e["group"]) == (0, [2])
    assert e["summary"] == ["DE = 0, not applied: 2 is alone on this score after the entries before DE (4.3)"]


def test_rating_undefined_with_unrated_players(capsys: pytest.CaptureFixture[str]) -> None:
    """The file has unrated players (6, 9, 10, 12, 13 ... have rating 0000): without --unrated-rating the
    rating tie-breaks are undefined (C.07 Art. 10)."""
    e = explained(capsys, UNRATED, 1, "ARO")
    assert e["value"] is None
    assert e["summary"] == [
        "ARO undefined: unrated players (6, 9, 10, 12, 13 ...) and no rating assigned to them "
        "(Art. 10; --unrated-rating R assigns one)"
    ]


def test_own_rating_is_explained_as_the_own_rating(capsys: pytest.CaptureFixture[str]) -> None:
    """RTNG (2026 text, 10.6) is the participant's own rating: Bruno's 2150 in the file, not his opponents'."""
    e = explained(capsys, SWISS_5, 2, "RTNG", "--rules", "fide-2026")
    assert e["value"] == 2150
    assert [(r["what"], r["contribution"]) for r in e["rows"]] == [("own rating (10.6)", 2150)]


def test_the_list_may_be_a_string() -> None:
    """explain(tiebreaks="BH DE") is the list ["BH", "DE"] (it was split into its characters). Held's crosstable:
    Charline (3) and David (4) are separated by BH (15.5 and 15, exercise 1), so DE is applied to Charline alone."""
    t = tr.read_trf(SWISS_5)
    text = tr.explain(t, 3, "DE", rules="fide-2024", tiebreaks="BH DE")
    listed = tr.explain(t, 3, "DE", rules="fide-2024", tiebreaks=["BH", "DE"])
    assert text == listed and text.group == [3]
