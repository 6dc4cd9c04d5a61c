"""``tiebreak-ref why FILE A B`` (issue 15 item 3): the first entry of the list that separates two participants.

Every expected value names its source: IA Mario Held's *Exercises in Tie-Breaking* (FIDE TEC, rev. 2403220900,
C.07-2023 = 2024 rules), whose crosstables are in tests/fixtures (see the README there, and
tests/test_held_exercises.py, tests/test_team_exercises.py for the published answers), or a hand computation
written out next to the assertion.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import tiebreak_ref as tr
from tiebreak_ref.command import main

FIXTURES = Path(__file__).parent / "fixtures"
SWISS_5 = FIXTURES / "held_swiss_5.trf"  # 16 players, 5 rounds (Held exercises 1-24)
ROUND_ROBIN = FIXTURES / "held_round_robin.trf"  # 6 players (Held exercise 26)
TEAM = FIXTURES / "held_team.trf"  # 14 teams (Held exercises 34-49)


def run(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> tuple[int, str, str]:
    status = main(["why", *(str(a) for a in argv)])
    out, err = capsys.readouterr()
    return status, out, err


def answer(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> dict[str, Any]:
    status, out, err = run(capsys, *argv, "--format", "json")
    assert status == 0 and err == "", err
    document: dict[str, Any] = json.loads(out)
    return document


def contributions(explanation: dict[str, Any]) -> list[Any]:
    return [row["contribution"] for row in explanation["rows"] if row["cut"] is None and row["round"] is not None]


def test_direct_encounter_decides_inside_the_tied_group(capsys: pytest.CaptureFixture[str]) -> None:
    """Held exercise 26 (round robin): 1, 2 and 3 tie on 3.5 points; DE ranks 1 first, 2 and 3 share 2nd.
    By hand from the crosstable: 1 beat 2 (round 2) and 3 (round 3): 1 + 1 = 2; 2 lost to 1 and drew with 3:
    0 + 0.5 = 0.5; 3 lost to 1 and drew with 2: 0 + 0.5 = 0.5. So DE separates 1 (place 1) from 2 (place 2)."""
    got = answer(capsys, ROUND_ROBIN, 1, 2, "--tiebreaks", "DE")
    assert (got["code"], got["article"], got["values"], got["above"]) == ("DE", "C.07 6", [1, 2], 1)
    assert got["equal"] == [{"code": "PTS", "value": 3.5}]
    assert got["group"] == [1, 2, 3]
    places = {g["tpn"]: (g["place"], g["score"]) for g in got["group_places"]}
    assert places == {1: (1, 2), 2: (2, 0.5), 3: (2, 0.5)}
    first, second = got["explanations"]
    assert (first["tpn"], first["value"], contributions(first)) == (1, 1, [1, 1])
    assert (second["tpn"], second["value"], contributions(second)) == (2, 2, [0, 0.5])
    status, out, err = run(capsys, ROUND_ROBIN, 2, 1, "--tiebreaks", "DE")
    assert status == 0 and err == ""
    assert out.startswith("1 Alyx is above 2 Bruno by DE (C.07 6): place inside the tied group 1 against 2\n")
    assert "Separate standings of the tied group 1, 2, 3 (DE)" in out


def test_buchholz_decides(capsys: pytest.CaptureFixture[str]) -> None:
    """Held exercise 1 (BH, 2024 rules): Charline (3) 15.5, David (4) 15.0, both on 3.5 points.
    By hand: 3 met 11 (2.5), 6 (3), 8 (2.5), 4 (3.5), 2 (4): 2.5 + 3 + 2.5 + 3.5 + 4 = 15.5; 4 met 12 (2, but 3
    adjusted by 16.3: its VUR counted as a draw), a half-point bye (the dummy: 4's own 3.5, 16.4), 13 (1.5),
    3 (3.5), 1 (3.5): 3 + 3.5 + 1.5 + 3.5 + 3.5 = 15."""
    got = answer(capsys, SWISS_5, 4, 3, "--tiebreaks", "BH ARO", "--rules", "fide-2024")
    assert (got["code"], got["article"], got["values"], got["above"]) == ("BH", "C.07 8.1", [15, 15.5], 3)
    assert got["group"] is None and got["group_places"] == []
    four, three = got["explanations"]
    assert contributions(four) == [3, 3.5, 1.5, 3.5, 3.5]
    assert contributions(three) == [2.5, 3, 2.5, 3.5, 4]
    assert got["places"] == [3, 2]


def test_average_rating_decides_after_equal_buchholz(capsys: pytest.CaptureFixture[str]) -> None:
    """Held exercises 1 and 17: Maria (11) and Irina (8), 2.5 points each, both BH 13.5; ARO 1863 against 1730.
    By hand: 11 played 3 (2100), 16 (1450), 5 (2000), 7 (1900): 7450 / 4 = 1862.5, rounded half up 1863;
    8 played 16 (1450), 14 (1550), 3 (2100), 13 (1600), 6 (1950): 8650 / 5 = 1730."""
    got = answer(capsys, SWISS_5, 11, 8, "--tiebreaks", "BH ARO", "--rules", "fide-2024")
    assert (got["code"], got["values"], got["above"]) == ("ARO", [1863, 1730], 11)
    assert got["equal"] == [{"code": "PTS", "value": 2.5}, {"code": "BH", "value": 13.5}]
    maria, irina = got["explanations"]
    assert sum(contributions(maria)) == 7450 and sum(contributions(irina)) == 8650


def test_own_rating_decides_after_equal_direct_encounter(capsys: pytest.CaptureFixture[str]) -> None:
    """Held exercise 26: Bruno (2) and Charline (3) share place 2 of DE (0.5 each, see above; Art. 6 is the same in
    2026); RTNG (2026 text, 10.6), the file's own ratings: Bruno 2150, Charline 2100."""
    got = answer(capsys, ROUND_ROBIN, 3, 2, "--tiebreaks", "DE RTNG", "--rules", "fide-2026")
    assert (got["code"], got["article"], got["values"], got["above"]) == ("RTNG", "C.07 10.6", [2100, 2150], 2)
    assert got["equal"] == [{"code": "PTS", "value": 3.5}, {"code": "DE", "value": 2}]


def test_points_separate(capsys: pytest.CaptureFixture[str]) -> None:
    """Held's crosstable: Bruno (2) 4 points (1 + 1 + 0.5 + 1 + 0.5), Charline (3) 3.5 (0.5 + 1 + 1 + 0.5 + 0.5)."""
    got = answer(capsys, SWISS_5, 3, 2, "--tiebreaks", "BH", "--rules", "fide-2024")
    assert (got["code"], got["values"], got["above"], got["equal"]) == ("PTS", [3.5, 4], 2, [])
    assert [sum(contributions(e)) for e in got["explanations"]] == [3.5, 4]


def test_tied_after_the_whole_list_share_a_place(capsys: pytest.CaptureFixture[str]) -> None:
    """Held exercises 1 and 17: Alyx (1) and Stephan (16), 3.5 points, BH 12.5 and ARO 1820 each: the list leaves
    them tied; without lots they share place 4 (2 on 4 points, 3 and 4 above on BH 15.5 and 15; C.07 4.2)."""
    got = answer(capsys, SWISS_5, 1, 16, "--tiebreaks", "BH ARO", "--rules", "fide-2024")
    assert (got["code"], got["values"], got["above"], got["decided_by"]) == (None, None, None, "shared place")
    assert got["places"] == [4, 4]
    assert got["equal"] == [
        {"code": "PTS", "value": 3.5},
        {"code": "BH", "value": 12.5},
        {"code": "ARO", "value": 1820},
    ]
    assert got["explanations"] == []
    status, out, _ = run(capsys, SWISS_5, 1, 16, "--tiebreaks", "BH ARO", "--rules", "fide-2024")
    assert status == 0 and "they share place 4 (C.07 4.2" in out


def test_tied_after_the_whole_list_drawing_of_lots(capsys: pytest.CaptureFixture[str]) -> None:
    """The same tie with a drawing of lots (--set lots_seed): places 4 and 5, the one the draw puts first above,
    the same places as the standings of the same draw."""
    args = (SWISS_5, 1, 16, "--tiebreaks", "BH ARO", "--rules", "fide-2024", "--set", "lots_seed=7")
    got = answer(capsys, *args)
    assert got["decided_by"] == "lots" and sorted(got["places"]) == [4, 5]
    assert got["above"] == (1 if got["places"][0] == 4 else 16)
    drawn = tr.standings(tr.read_trf(SWISS_5), "BH ARO", rules="fide-2024", options=tr.Options(lots_seed=7))
    assert got["places"] == [next(r.rank for r in drawn.rows if r.tpn == p) for p in (1, 16)]
    status, out, _ = run(capsys, *args)
    assert status == 0 and "the drawing of lots (C.07 4.2, lots_seed)" in out


@pytest.mark.parametrize(
    ("a", "b", "above", "group"),
    [
        (8, 6, 6, [6, 8]),  # Held exercise 43: EDE breaks the seven-point tie, 6 above 8
        (1, 2, 2, [1, 2, 3, 4, 5]),  # Held exercise 45: EDE orders the leaders 4, 2, 1, 3, 5
    ],
)
def test_team_file_extended_direct_encounter(
    capsys: pytest.CaptureFixture[str], a: int, b: int, above: int, group: list[int]
) -> None:
    got = answer(capsys, TEAM, a, b, "--tiebreaks", "EDE", "--rules", "fide-2024")
    assert (got["code"], got["above"], got["group"]) == ("EDE", above, group)
    if len(group) == 5:
        order = [g["tpn"] for g in sorted(got["group_places"], key=lambda g: g["place"])]
        assert order == [4, 2, 1, 3, 5]


def test_markdown_and_table_formats(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, SWISS_5, 3, 4, "--tiebreaks", "BH", "--rules", "fide-2024", "--format", "markdown")
    assert status == 0 and err == ""
    assert out.startswith("3 Charline is above 4 David by BH (C.07 8.1): value 15.5 against 15\n")
    assert "| Round |" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ((SWISS_5, 1, 99), "B:1:1: found 99; expected the start rank of a player in"),
        ((SWISS_5, 0, 2), "A:1:1: found 0; expected the start rank of a player in"),
        ((SWISS_5, 3, 3), "B:1:1: found 3, the same as A; expected two different participants"),
        ((SWISS_5, 1, 2, "--tiebreaks", "BH XX"), "--tiebreaks:1:4:"),
        ((TEAM, 1, 15), "B:1:1: found 15; expected the pairing number of a team in"),
    ],
)
def test_bad_arguments_are_located(capsys: pytest.CaptureFixture[str], argv: tuple[Any, ...], message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_api_why_refuses_an_unknown_participant() -> None:
    with pytest.raises(tr.ArgumentError):
        tr.why(tr.read_trf(SWISS_5), 1, 99)


def test_after_round(capsys: pytest.CaptureFixture[str]) -> None:
    """Held's crosstable after round 1: Bruno (2) beat Lais (10), 1 point; Charline (3) drew with Maria (11), 0.5."""
    got = answer(capsys, SWISS_5, 2, 3, "--tiebreaks", "BH", "--rules", "fide-2024", "--after-round", "1")
    assert (got["code"], got["values"], got["above"]) == ("PTS", [1, 0.5], 2)
