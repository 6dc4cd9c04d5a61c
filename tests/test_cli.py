"""The ``tiebreak-ref`` command (DESIGN.md "The command line", the API contract's COMMAND LINE section).

Expected numbers come from the project spec, spec/c07-spec.md §7.6 Example A (an 8-player, 5-round
Swiss; tests/fixtures/example_a.trf, start date 2026-03-10, so fide-2026 by default), "Full reference
output under 2026 rules" and the table of 2024 differences, unless a test says otherwise.
"""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from tiebreak_ref.command import main

FIXTURES = Path(__file__).parent / "fixtures"
EXAMPLE_A = FIXTURES / "example_a.trf"
HELD_RR = FIXTURES / "held_round_robin.trf"
LINES = EXAMPLE_A.read_text(encoding="utf-8").splitlines()

# §7.6 Example A, full reference output under the 2026 rules (columns BH, BH/C1, SB, SB/C1, AOB, ARO, WIN)
A_2026: dict[int, dict[str, str]] = {
    1: {"BH": "13.5", "BH/C1": "12.5", "SB": "8.25", "SB/C1": "7.25", "AOB": "14", "ARO": "1700", "WIN": "2"},
    2: {"BH": "13.5", "BH/C1": "12.5", "SB": "9.75", "SB/C1": "8.75", "AOB": "13.5", "ARO": "1640", "WIN": "3"},
    3: {"BH": "15", "BH/C1": "13", "SB": "6.75", "SB/C1": "5.75", "AOB": "13", "ARO": "1675", "WIN": "1"},
    4: {"BH": "12.5", "BH/C1": "11.5", "SB": "8.75", "SB/C1": "7.75", "AOB": "12.3", "ARO": "1700", "WIN": "3"},
    5: {"BH": "13.5", "BH/C1": "11.5", "SB": "3.75", "SB/C1": "2.25", "AOB": "14", "ARO": "1900", "WIN": "1"},
    6: {"BH": "15.5", "BH/C1": "14.5", "SB": "1", "SB/C1": "0", "AOB": "13", "ARO": "1750", "WIN": "1"},
    7: {"BH": "12.5", "BH/C1": "10", "SB": "6", "SB/C1": "4.75", "AOB": "14.67", "ARO": "1733", "WIN": "2"},
    8: {"BH": "4", "BH/C1": "4", "SB": "0", "SB/C1": "0", "AOB": "12.5", "ARO": "1700", "WIN": "0"},
}
A_POINTS = {1: "3.5", 2: "4", 3: "2.5", 4: "4", 5: "2", 6: "1", 7: "3", 8: "0"}
A_NAMES = {1: "Alpha", 2: "Bravo", 3: "Charlie", 4: "Delta", 5: "Echo", 6: "Foxtrot", 7: "Golf", 8: "Hotel"}
# §7.6: "The same file under 2024 rules differs only in these columns"
A_2024_CHANGES: dict[int, dict[str, str]] = {
    5: {"BH": "14", "BH/C1": "12", "SB": "4.25", "SB/C1": "3.25"},
    7: {"BH": "13.5", "BH/C1": "10.5", "SB": "6.75", "SB/C1": "5.25"},
    1: {"AOB": "14.1"},
    2: {"AOB": "13.8"},
    3: {"AOB": "13.38"},
    6: {"AOB": "13.25"},
}
CODES = ["BH/C1", "BH", "SB/C1", "SB", "AOB", "ARO", "WIN"]
# By points (2 and 4 on 4, then 1, 7, 3, 5, 6, 8); 2 and 4 are separated by BH/C1 (12.5 > 11.5).
A_ORDER = [2, 4, 1, 7, 3, 5, 6, 8]


def run(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> tuple[int, str, str]:
    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, out, err


def standings_json(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> dict[str, Any]:
    status, out, err = run(capsys, "standings", *argv, "--format", "json")
    assert status == 0 and err == "", err
    document: dict[str, Any] = json.loads(out, parse_float=Decimal)
    return document


def exact(value: object) -> str:
    """A JSON number read as Decimal (or int), normalised: Decimal('12.50') -> '12.5'."""
    assert isinstance(value, (int, Decimal)) and not isinstance(value, bool), value
    text = format(Decimal(value).normalize(), "f") if isinstance(value, Decimal) else str(value)
    return text


# --- standings --------------------------------------------------------------------------------------------


def test_json_shape_and_values(capsys: pytest.CaptureFixture[str]) -> None:
    doc = standings_json(capsys, EXAMPLE_A, "--tiebreaks", " ".join(CODES))
    assert list(doc) == ["rules", "tiebreaks", "standings"]
    assert doc["rules"] == "fide-2026"  # from record 042 = 2026/03/10
    assert doc["tiebreaks"] == CODES
    assert [row["tpn"] for row in doc["standings"]] == A_ORDER
    assert [row["rank"] for row in doc["standings"]] == list(range(1, 9))
    for row in doc["standings"]:
        assert list(row) == ["rank", "tpn", "name", "rating", "points", "values"]
        tpn = row["tpn"]
        assert row["name"] == A_NAMES[tpn]
        assert row["rating"] == 2100 - 100 * tpn
        assert exact(row["points"]) == A_POINTS[tpn]
        assert list(row["values"]) == CODES
        assert {code: exact(v) for code, v in row["values"].items()} == A_2026[tpn]


def test_json_numbers_are_exact_decimals(capsys: pytest.CaptureFixture[str]) -> None:
    """Values print as the short exact decimal (9.75, 12.5, 1733), never as 12.499999 or "12.5"."""
    status, out, _ = run(capsys, "standings", EXAMPLE_A, "--tiebreaks", "BH/C1 SB AOB ARO", "--format", "json")
    assert status == 0
    assert '"BH/C1": 12.5' in out and '"SB": 9.75' in out and '"AOB": 14.67' in out and '"ARO": 1733' in out
    assert '"points": 3.5' in out and '"points": 4,' in out
    for number in json.loads(out, parse_float=str, parse_int=str)["standings"][0]["values"].values():
        assert len(number) <= 7 and "e" not in number.lower()


def test_json_rules_2024(capsys: pytest.CaptureFixture[str]) -> None:
    doc = standings_json(capsys, EXAMPLE_A, "--tiebreaks", " ".join(CODES), "--rules", "fide-2024")
    assert doc["rules"] == "fide-2024"
    for row in doc["standings"]:
        expected = {**A_2026[row["tpn"]], **A_2024_CHANGES.get(row["tpn"], {})}
        assert {code: exact(v) for code, v in row["values"].items()} == expected, row["tpn"]


def test_default_list_for_a_swiss(capsys: pytest.CaptureFixture[str]) -> None:
    """No --tiebreaks and no 202/212 in the file: the documented default for a Swiss."""
    doc = standings_json(capsys, EXAMPLE_A)
    assert doc["tiebreaks"] == ["BH/C1", "BH", "SB", "DE"]
    assert [row["tpn"] for row in doc["standings"]] == A_ORDER


def test_list_from_record_212(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "with212.trf"
    path.write_text("\n".join([*LINES[:5], "212 PTS, SB/C1, WIN", *LINES[5:]]) + "\n", encoding="utf-8")
    doc = standings_json(capsys, path)
    assert doc["tiebreaks"] == ["SB/C1", "WIN"]
    # SB/C1 puts 2 (8.75) before 4 (7.75)
    assert [row["tpn"] for row in doc["standings"]][:2] == [2, 4]


def test_shared_ranks(capsys: pytest.CaptureFixture[str]) -> None:
    """2 and 4 both have 4 points and BH 13.5 vs 12.5 ... but WIN 3 each: with WIN alone they stay tied."""
    doc = standings_json(capsys, EXAMPLE_A, "--tiebreaks", "WIN")
    ranks = {row["tpn"]: row["rank"] for row in doc["standings"]}
    assert ranks[2] == ranks[4] == 1 and ranks[1] == 3


def test_table(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "standings", EXAMPLE_A, "--tiebreaks", "BH/C1 SB")
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Standings after round 5 (fide-2026)"
    assert lines[1].split() == ["Rank", "TPN", "Name", "Rating", "Pts", "BH/C1", "SB"]
    assert set(lines[2]) <= {"-", " "}
    assert lines[3].split() == ["1", "2", "Bravo", "1900", "4", "12.5", "9.75"]
    assert lines[-1].split() == ["8", "8", "Hotel", "1300", "0", "4", "0"]
    assert len({len(line) for line in lines[1:3]}) == 1  # header and rule have the same width


def test_csv(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "standings", EXAMPLE_A, "--tiebreaks", " ".join(CODES), "--format", "csv")
    assert status == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [int(r["TPN"]) for r in rows] == A_ORDER
    for r in rows:
        tpn = int(r["TPN"])
        assert r["Pts"] == A_POINTS[tpn] and r["Name"] == A_NAMES[tpn]
        assert {code: r[code] for code in CODES} == A_2026[tpn]


def test_markdown(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "standings", EXAMPLE_A, "--tiebreaks", "BH/C1 SB/C1", "--format", "markdown")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "| Rank | TPN | Name | Rating | Pts | BH/C1 | SB/C1 |"
    assert lines[1] == "|---|---|---|---|---|---|---|"
    assert lines[2] == "| 1 | 2 | Bravo | 1900 | 4 | 12.5 | 8.75 |"
    assert lines[7] == "| 6 | 5 | Echo | 1600 | 2 | 11.5 | 2.25 |"
    assert len(lines) == 10


def test_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(EXAMPLE_A.read_bytes())))
    doc = standings_json(capsys, "-", "--tiebreaks", "BH/C1")
    assert [row["tpn"] for row in doc["standings"]] == A_ORDER
    assert doc["standings"][0]["values"] == {"BH/C1": Decimal("12.5")}


def test_after_round(capsys: pytest.CaptureFixture[str]) -> None:
    """After round 2 of Example A, by hand from the crosstable: points 1: 1+½, 2: 1+½, 3: ½+0, 4: 1+1,
    5: 0+1 (forfeit win), 6: 0+1 (PAB), 7: ½+½ (HPB), 8: 0+0. BH of 1 = 5's 1 + 2's 1.5 = 2.5, BH of 2 =
    6's 1 + 1's 1.5 = 2.5 (all four opponents played both rounds, so no adjustment applies)."""
    _, out, _ = run(capsys, "standings", EXAMPLE_A, "--after-round", "2", "--tiebreaks", "BH WIN")
    assert out.splitlines()[0] == "Standings after round 2 (fide-2026)"
    doc = standings_json(capsys, EXAMPLE_A, "--after-round", "2", "--tiebreaks", "BH WIN")
    points = {row["tpn"]: exact(row["points"]) for row in doc["standings"]}
    assert points == {1: "1.5", 2: "1.5", 3: "0.5", 4: "2", 5: "1", 6: "1", 7: "1", 8: "0"}
    values = {row["tpn"]: row["values"] for row in doc["standings"]}
    assert exact(values[1]["BH"]) == exact(values[2]["BH"]) == "2.5"
    assert {tpn: exact(v["WIN"]) for tpn, v in values.items()} == {
        1: "1",
        2: "1",
        3: "0",
        4: "2",
        5: "1",
        6: "1",
        7: "0",
        8: "0",
    }
    assert doc["standings"][0]["tpn"] == 4
    # after round 0 everybody has 0 points and shares rank 1
    doc = standings_json(capsys, EXAMPLE_A, "--after-round", "0", "--tiebreaks", "WIN")
    assert {row["rank"] for row in doc["standings"]} == {1}


@pytest.fixture
def unrated(tmp_path: Path) -> Path:
    """Example A with #8 Hotel unrated (rating columns 49-52 blank)."""
    lines = list(LINES)
    lines[12] = lines[12][:48] + "    " + lines[12][52:]
    path = tmp_path / "unrated.trf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_unrated_rating(unrated: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """C.07 Art. 10 [AMBIG]: by default a rating tie-break is undefined (null) when a player is unrated;
    --unrated-rating R gives them R. #4 met 8, 3, 2, 1, 6: (1000 + 1800 + 1900 + 2000 + 1500) / 5 = 1640;
    #1 did not meet 8: 1700 as in §7.6."""
    doc = standings_json(capsys, unrated, "--tiebreaks", "ARO WIN")
    hotel = next(row for row in doc["standings"] if row["tpn"] == 8)
    assert hotel["rating"] is None
    assert all(row["values"]["ARO"] is None for row in doc["standings"])
    doc = standings_json(capsys, unrated, "--tiebreaks", "ARO WIN", "--unrated-rating", "1000")
    aro = {row["tpn"]: exact(row["values"]["ARO"]) for row in doc["standings"]}
    assert aro[4] == "1640" and aro[1] == "1700" and aro[8] == "1700"
    doc = standings_json(capsys, unrated, "--tiebreaks", "ARO", "--set", "unrated_rating=1000")
    assert exact(next(r for r in doc["standings"] if r["tpn"] == 4)["values"]["ARO"]) == "1640"


def test_event_override(capsys: pytest.CaptureFixture[str]) -> None:
    """Held's round robin (tests/fixtures/held_round_robin.trf): #6 Helene's only win is the round-4 forfeit
    against #5. In pre-determined pairings (C.07 15.2, 2026) a forfeit win counts as a game for WON; in a
    Swiss (C.07 7.2) WON counts games won over the board only. SB (Held exercise 14: 6 -> 2.25) does not
    depend on it."""
    rr = standings_json(capsys, HELD_RR, "--tiebreaks", "SB WON", "--event", "round-robin")
    swiss = standings_json(capsys, HELD_RR, "--tiebreaks", "SB WON", "--event", "swiss")
    won = {row["tpn"]: row["values"]["WON"] for row in rr["standings"]}
    won_swiss = {row["tpn"]: row["values"]["WON"] for row in swiss["standings"]}
    assert won[6] == 1 and won_swiss[6] == 0
    sb = {row["tpn"]: exact(row["values"]["SB"]) for row in rr["standings"]}
    assert sb == {1: "9.25", 2: "6.25", 3: "6.25", 4: "4.25", 5: "3.25", 6: "2.25"}


def test_event_round_robin_example_a(capsys: pytest.CaptureFixture[str]) -> None:
    """Example A read as pre-determined pairings (15.2): no dummies; #5 Echo's BH is the sum of the
    scheduled opponents' scores, 3.5 (#1) + 0 (#8, forfeit) + 2.5 (#3) + 4 (#2) = 10, the HPB adding 0.
    As a Swiss it is 13.5 (§7.6)."""
    status, out, err = run(
        capsys, "standings", EXAMPLE_A, "--tiebreaks", "BH", "--event", "round-robin", "--format", "json"
    )
    assert status == 0 and "must not be used in round-robins" in err  # the C.07 2026 Art. 8 note
    rr = json.loads(out, parse_float=Decimal)
    assert exact(next(r for r in rr["standings"] if r["tpn"] == 5)["values"]["BH"]) == "10"
    swiss = standings_json(capsys, EXAMPLE_A, "--tiebreaks", "BH", "--event", "swiss")
    assert exact(next(r for r in swiss["standings"] if r["tpn"] == 5)["values"]["BH"]) == "13.5"


def test_set_aob_rounding_exact(capsys: pytest.CaptureFixture[str]) -> None:
    """C.07 8.2 rounds AOB to two decimals (#7: 44/3 -> 14.67, §7.6). With aob_rounding=exact the mean is
    kept: 44/3 has no finite decimal, so the JSON writes it "44/3" (standings.json_number); the other
    means are finite (#4: 61.5 / 5 = 12.3)."""
    doc = standings_json(capsys, EXAMPLE_A, "--tiebreaks", "AOB", "--set", "aob_rounding=exact")
    aob = {row["tpn"]: row["values"]["AOB"] for row in doc["standings"]}
    assert aob[7] == "44/3"
    assert exact(aob[4]) == "12.3" and exact(aob[1]) == "14"
    doc = standings_json(capsys, EXAMPLE_A, "--tiebreaks", "AOB", "--set", "aob_rounding=2dp")
    assert exact(next(r for r in doc["standings"] if r["tpn"] == 7)["values"]["AOB"]) == "14.67"


# --- explain ----------------------------------------------------------------------------------------------


def test_explain_table(capsys: pytest.CaptureFixture[str]) -> None:
    """§7.6, #5 Echo: BH elements 3.5, 1.5 (forfeit-win dummy), 2.5, 4.0, 2.0 (HPB dummy, VUR); BH/C1 cuts the
    VUR element: 11.5."""
    status, out, err = run(capsys, "explain", EXAMPLE_A, "--player", "5", "--tiebreaks", "BH/C1 SB/C1")
    assert status == 0 and err == ""
    blocks = out.split("\n\n")
    assert len(blocks) == 2
    first = blocks[0].splitlines()
    assert first[0].startswith("BH/C1 of 5 Echo = 11.5") and "C.07 8.1" in first[0] and "fide-2026" in first[0]
    rows = [line.split() for line in first[3:8]]
    assert [r[0] for r in rows] == ["1", "2", "3", "4", "5"]
    assert "yes" in first[7] and "cut" in first[7]
    # the total row, then the sum of the rows kept: 3.5 + 1.5 + 2.5 + 4 = 11.5
    assert first[8].split() == ["BH/C1", "(total)", "11.5"]
    assert first[9] == "BH/C1 = 3.5 + 1.5 + 2.5 + 4 = 11.5 (1 row cut, left out)"
    assert blocks[1].startswith("SB/C1 of 5 Echo = 2.25")


def test_explain_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "explain", EXAMPLE_A, "--player", "5", "--code", "BH", "--format", "json")
    assert status == 0
    [e] = json.loads(out, parse_float=Decimal)
    assert (e["tpn"], e["code"], e["article"], e["rules"]) == (5, "BH", "C.07 8.1", "fide-2026")
    assert exact(e["value"]) == "13.5"
    assert [exact(r["element"]) for r in e["rows"]] == ["3.5", "1.5", "2.5", "4", "2"]
    assert [r["opponent"] for r in e["rows"]] == [1, 8, 3, 2, None]
    assert [r["vur"] for r in e["rows"]] == [False, False, False, False, True]
    assert sum(Decimal(r["contribution"]) for r in e["rows"]) == Decimal("13.5")
    # 2024 rules: the forfeit-win dummy is #5's own score, 2.0 (§7.6): BH 14.0
    status, out, _ = run(
        capsys, "explain", EXAMPLE_A, "--player", "5", "--code", "BH", "--format", "json", "--rules", "fide-2024"
    )
    [e] = json.loads(out, parse_float=Decimal)
    assert exact(e["value"]) == "14" and exact(e["rows"][1]["element"]) == "2"


def test_explain_direct_encounter(capsys: pytest.CaptureFixture[str]) -> None:
    """DE explained inside its tied group: 2 and 4 (4 points each) drew with each other in round 3."""
    status, out, _ = run(
        capsys, "explain", EXAMPLE_A, "--player", "2", "--code", "DE", "--tiebreaks", "DE", "--format", "json"
    )
    assert status == 0
    [e] = json.loads(out)
    assert e["group"] == [2, 4]


# --- check ------------------------------------------------------------------------------------------------


def small(ranks: tuple[str, str, str], lists: str = "") -> str:
    """Three players, two rounds: 1 beats 2 and 3 (2.0); 2 and 3 have a PAB each (1.0). Ranks in cols 86-89."""
    rows = [
        f"001    1 m    One                               1800 NOR           0 1990/01/01  2.0 {ranks[0]:>4}"
        "     2 w 1     3 b 1",
        f"001    2 m    Two                               1700 NOR           0 1990/01/01  1.0 {ranks[1]:>4}"
        "     1 b 0  0000 - U",
        f"001    3 m    Three                             1600 NOR           0 1990/01/01  1.0 {ranks[2]:>4}"
        "  0000 - U     1 w 0",
    ]
    return "\n".join(["012 Check", "XXR 2", *([lists] if lists else []), *rows]) + "\n"


def test_check_agrees(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ok.trf"
    path.write_text(small(("1", "2", "2")), encoding="utf-8")  # 2 and 3 share 1.0: shared rank 2 by PTS
    status, out, err = run(capsys, "check", path)
    # an undated file: the edition assumed is named, with the option (decision E2); check lists notices on stdout
    assert status == 0 and err == ""
    assert out.startswith(
        f"{path}:1:1: notice: no start date (records 042 and 132): the newest edition, fide-2026, "
        "is assumed; give --rules fide-2024 or --rules fide-2017 for an older event\n"
    )
    assert "3 players, 2 rounds" in out and "declared ranks agree" in out


def test_check_with_file_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """With 212 PTS, WIN the tie of 2 and 3 stays (one win each: a PAB counts, C.07 7.1)."""
    path = tmp_path / "ok212.trf"
    path.write_text(small(("1", "2", "2"), "212 PTS, WIN"), encoding="utf-8")
    status, out, _ = run(capsys, "check", path)
    assert status == 0 and "ranking by PTS WIN" in out
    path.write_text(small(("1", "2", "3"), "212 PTS, WIN"), encoding="utf-8")
    status, out, _ = run(capsys, "check", path)
    assert status == 1
    assert f"{path}:6:86: player 3 declares rank 3; the list gives 2" in out  # 012, XXR, 212, then 1-3


def test_check_differs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.trf"
    path.write_text(small(("2", "1", "2")), encoding="utf-8")
    status, out, err = run(capsys, "check", path, "--rules", "fide-2026")
    assert status == 1 and err == ""  # the edition given: nothing assumed
    wrong = [line for line in out.splitlines() if ":86: " in line]
    assert wrong == [
        f"{path}:3:86: player 1 declares rank 2; the list gives 1",
        f"{path}:4:86: player 2 declares rank 1; the list gives 2",
    ]


def test_check_no_declared_ranks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "none.trf"
    path.write_text(small(("", "", "")), encoding="utf-8")
    status, out, _ = run(capsys, "check", path)
    assert status == 0 and "no declared ranks to compare" in out


def test_check_example_a_ranks_are_start_ranks(capsys: pytest.CaptureFixture[str]) -> None:
    """example_a.trf's rank column holds the start ranks, not the standings: check reports them (exit 1)."""
    status, out, _ = run(capsys, "check", EXAMPLE_A)
    assert status == 1
    assert f"{EXAMPLE_A}:6:86: player 1 declares rank 1; the list gives 3" in out


# --- a real process -----------------------------------------------------------------------------------------


def test_python_m_with_stdin() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "tiebreak_ref", "standings", "-", "--tiebreaks", "BH/C1 SB", "--format", "json"],
        input=EXAMPLE_A.read_bytes(),
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0 and proc.stderr == b""
    doc = json.loads(proc.stdout, parse_float=Decimal)
    assert [row["tpn"] for row in doc["standings"]] == A_ORDER
    assert doc["standings"][0]["values"] == {"BH/C1": Decimal("12.5"), "SB": Decimal("9.75")}


def test_python_m_check_status() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "tiebreak_ref", "check", str(HELD_RR)], capture_output=True, timeout=60, check=False
    )
    assert proc.returncode in (0, 1) and proc.stderr == b""
    assert b"6 players, 5 rounds" in proc.stdout


def test_every_set_reader_locates_a_bad_value_at_its_first_character(capsys: pytest.CaptureFixture[str]) -> None:
    """--set NAME= VALUE with a value the decision does not take: the error points at the value's first character
    (after the blank), whichever reader owns the name: Options (aob_rounding), the team decisions
    (pab_game_points, on a team file) or the TRF reader (empty_round)."""
    team = FIXTURES / "fideteam_nocolor.trf"
    errors = {
        name: run(capsys, "standings", team if name.startswith("pab") else EXAMPLE_A, "--set", f"{name}= half")
        for name in ("aob_rounding", "pab_game_points", "empty_round")
    }
    for name, (status, out, err) in errors.items():
        column = len(name) + 3  # NAME, '=', the blank: the value starts in the column after them
        assert (status, out) == (2, "") and err.startswith(f"tiebreak-ref: --set:1:{column}: found {name}='half'; ")


def test_set_reaches_every_file_of_a_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """standings FILE FILE --set empty_round=... --set aob_rounding=...: every file is read and ranked with both
    decisions, each line the document of its file alone (before: the reader's item, taken out of a copy of the
    arguments, reached Options in the original ones and was refused, exit 2). Golf's round-2 half-point bye left
    blank: 3.0 declared, 3.0 again only as a half-point bye (tests/test_bad_input.py)."""
    line = EXAMPLE_A.read_text(encoding="utf-8").splitlines()
    line[11] = line[11][:101] + " " * 8 + line[11][109:]  # line 12, the block of round 2 at column 102
    path = tmp_path / "e.trf"
    path.write_text("\n".join(line) + "\n", encoding="utf-8")
    decided = ("--set", "empty_round=half-point-bye", "--set", "aob_rounding=exact", "--tiebreaks", "BH AOB")
    status, out, err = run(capsys, "standings", path, path, *decided)
    assert status == 0, err
    alone = {"file": str(path), **standings_json_with_notices(capsys, path, *decided)}
    assert [json.loads(text, parse_float=Decimal) for text in out.splitlines()] == [alone, alone]
    assert {row["tpn"]: row["points"] for row in alone["standings"]}[7] == Decimal("3")


def standings_json_with_notices(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> dict[str, Any]:
    """The JSON document of standings for one file, whatever its notices on stderr."""
    status, out, err = run(capsys, "standings", *argv, "--format", "json")
    assert status == 0, err
    document: dict[str, Any] = json.loads(out, parse_float=Decimal)
    return document
