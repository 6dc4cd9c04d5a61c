"""Regression tests for the defects an independent audit found (issue 11, item 4) and for the median modifiers
of PS (item 6). Each test names the article it checks and where its expected values come from: a hand
computation written out here, or FIDE's checker gacrux 1.11.65 reading the same file in this test."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import tiebreak_ref as tr
from tiebreak_ref.command import main
from tiebreak_ref.ranking.team import team_standings
from tiebreak_ref.trf.team import parse_team_trf

FIXTURES = Path(__file__).parent / "fixtures"
CASES = Path(__file__).parent.parent / "conformance" / "cases"
F = Fraction

SYSTEMS = [
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "BH/M2",
    "SB",
    "SB/C1",
    "SB/C2",
    "DE",
    "DE/P",
    "WIN",
    "WON",
    "BWG",
    "BPG",
    "PS",
    "PS/C1",
    "PS/C2",
    "PS/M1",
    "PS/M2",
    "ARO",
    "ARO/C1",
    "ARO/C2",
    "ARO/M1",
    "ARO/M2",
    "TPR",
    "PTP",
    "REP",
    "KS",
]
"""The 28 systems the pairing programs the guide's readers know offer (issue 11, item 6)."""


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(list(argv))
    return status, out.getvalue(), err.getvalue()


def gacrux(text: str, codes: list[str], **params: Any) -> dict[int, list[Fraction | None]]:
    """gacrux in-process on a TRF text: {start rank: [value per code]} (None: undefined)."""
    pytest.importorskip("gacrux.tiebreak")
    import gacrux_cache  # after the check that gacrux is installed

    options = {"tiebreak": codes, "check": False, "unrated": None, "pre_determined": False, "swiss": True, **params}
    answer = gacrux_cache.live(text, options)
    assert answer["status"] == 0
    return {cid: [None if v is None else Fraction(v) for v in values] for cid, _, *values in answer["competitors"]}


# -- C.07 12.1: board count, lower is better -----------------------------------------------------------------


def test_board_count_alone_ranks_the_lower_value_first() -> None:
    """C.07 12.1 BC: Σ board number × game points, "the team with the lower BC is better" (Held's team file;
    gacrux 1.11.65 `-t MPTS BC` ranks the five teams on 10 MP 3, then 1 and 2 (44), 4 (44.5), 5 (49)). The audit
    found them in the reverse order."""
    ev = parse_team_trf((FIXTURES / "held_team.trf").read_text(encoding="utf-8"))
    rows = team_standings(ev, ["BC"]).rows
    assert [(row.rank, row.tpn, row.values["BC"]) for row in rows][:5] == [
        (1, 3, 36),
        (2, 1, 44),
        (2, 2, 44),
        (4, 4, F("44.5")),
        (5, 5, 49),
    ]
    reversed_ = team_standings(ev, ["TPN/R"]).rows  # the individual direction (7.8 /R) still holds for teams
    assert [row.tpn for row in reversed_][:5] == [5, 4, 3, 2, 1]


# -- C.07 6.2 / 6.3: direct encounter in a round robin before its end ------------------------------------------


def test_direct_encounter_in_a_round_robin_before_all_have_met() -> None:
    """C.07 6.2 applies "if all the tied participants have met"; otherwise 6.3 (decision A21). The conformance
    case's round robin after round 2: 1, 2, 5, 6 on 1 point; played among them 1-2 (1 won), 2-5 (2 won), 6-1
    (6 won). Mini-table 1, 2, 6: 1 each, 5: 0; nobody alone at the top whatever 1-5, 2-6, 5-6 give (each of
    1, 2 and 6 can still reach 2): DE separates nobody. After round 5 all have met (6.2): 6, 1, 2, 5."""
    t = tr.read_trf(CASES / "direct-encounter" / "de-6.2-not-all-met-round-robin.trf")
    early = tr.standings(t, ["DE"], after_round=2, options=tr.Options(event="round-robin"))
    assert {row.tpn: (row.rank, row.values["DE"]) for row in early.rows} == {
        4: (1, 0),
        1: (2, 0),
        2: (2, 0),
        5: (2, 0),
        6: (2, 0),
        3: (6, 0),
    }
    e = tr.explain(t, 5, "DE", after_round=2)
    assert e.rows[-1].what == "best case with 2 missing game(s) (6.3)" and e.rows[-1].contribution == 2
    final = tr.standings(t, ["DE"])
    assert [(row.tpn, row.values["DE"]) for row in final.rows][1:5] == [(6, 1), (1, 2), (2, 3), (5, 4)]


# -- output keys (DESIGN.md "Tie-break codes — contract") -----------------------------------------------------


def standings_json(name: str, codes: str) -> dict[str, Any]:
    """`standings --format json` on a fixture; every row's `values` has the keys of `tiebreaks`, in order."""
    status, out, _ = run("standings", str(FIXTURES / name), "--tiebreaks", codes, "--format", "json")
    assert status == 0
    doc: dict[str, Any] = json.loads(out)
    assert all(list(row["values"]) == doc["tiebreaks"] for row in doc["standings"])
    return doc


def test_json_values_are_keyed_by_the_code_as_written() -> None:
    """The conformance protocol keys `values` by the code exactly as given; a code listed twice gets #2."""
    doc = standings_json("held_round_robin.trf", "KS/L-1.0 bh-c1 DE DE")
    assert doc["tiebreaks"] == ["KS/L-1.0", "bh-c1", "DE", "DE#2"]
    # MTB26: a decimal limit counts points, an integer half points, so /L-1.0 is the /L-2 of the canonical form
    assert tr.tiebreak_values(tr.read_trf(FIXTURES / "held_round_robin.trf"), "KS/L-1.0") == tr.tiebreak_values(
        tr.read_trf(FIXTURES / "held_round_robin.trf"), "KS/L-2"
    )


def test_team_json_keys_and_the_trf_2026_team_names() -> None:
    """TRF-2026 / gacrux name the team scores MPTS and GPTS; they are accepted and keyed as written."""
    doc = standings_json("held_team.trf", "MPTS GPTS BH:MP mpts")
    assert doc["tiebreaks"] == ["MPTS", "GPTS", "BH:MP", "mpts"]
    first = doc["standings"][0]
    assert (first["values"]["MPTS"], first["values"]["GPTS"]) == (first["mp"], first["gp"])
    # GPTS is not the primary score of an MP event: the list still ranks by match points first (C.07 4.2, 11).
    # FIDE's fixture: team 4 has 11 MP and 9 GP, team 2 9 MP and 10.5 GP (record 310).
    ev = parse_team_trf((FIXTURES / "fideteam_nocolor.trf").read_text(encoding="utf-8"))
    assert [row.tpn for row in team_standings(ev, ["GPTS"]).rows][:3] == [1, 4, 2]


# -- warnings: the edition in force ---------------------------------------------------------------------------


@pytest.mark.parametrize("code, article", [("STD", "7.7"), ("TPN", "7.8"), ("RTNG", "10.6"), ("TPN/R", "7.8")])
def test_codes_of_the_2026_text_under_the_2024_rules_warn(code: str, article: str) -> None:
    """STD, TPN and RTNG are new in C.07 2026 (7.7, 7.8, 10.6); under fide-2024 they are computed with a warning
    on stderr (decision A23), under fide-2026 silently."""
    path = str(FIXTURES / "held_swiss_5.trf")
    status, out, err = run("standings", path, "--tiebreaks", f"BH {code}", "--rules", "fide-2024")
    assert status == 0 and code in out
    assert (
        f"tiebreak-ref: warning: {code}: {code.split('/')[0]} is a tie-break of the 2026 text (C.07 2026 "
        f"{article}), which the fide-2024 rules in force do not define" in err
    )
    assert run("standings", path, "--tiebreaks", f"BH {code}", "--rules", "fide-2026")[2] == ""


def test_aob_of_fore_buchholz_under_the_2024_rules_warns() -> None:
    """C.07 2026 8.2 adds "(or Fore Buchholz)": AOB/F under fide-2024 warns (decision A23)."""
    status, _, err = run(
        "standings", str(FIXTURES / "held_swiss_5.trf"), "--tiebreaks", "AOB/F", "--rules", "fide-2024"
    )
    assert status == 0 and "AOB/F: AOB of the opponents' Fore Buchholz (/F) is an option of the 2026 text" in err


def test_buchholz_in_a_round_robin_warning_names_the_edition() -> None:
    """The Art. 8 note forbidding the Buchholz family in round robins is in the 2026 text only."""
    path = str(FIXTURES / "held_round_robin.trf")
    err_2026 = run("standings", path, "--tiebreaks", "BH", "--rules", "fide-2026")[2]
    err_2024 = run("standings", path, "--tiebreaks", "BH", "--rules", "fide-2024")[2]
    assert "must not be used in round-robins (C.07 2026, Art. 8 note)" in err_2026
    assert "the fide-2024 rules in force allow it" in err_2024 and "must not" not in err_2024


# -- W / D / L: games of less than one move ---------------------------------------------------------------------

LESS_THAN_ONE_MOVE = """\
XXR 2
001    1 m    Alpha                             2000 NOR           0 1990/01/01  2.0          2 w W     3 b 1
001    2 m    Bravo                             1800 NOR           0 1990/01/01  0.5          1 b L     4 w D
001    3 m    Charlie                           1700 NOR           0 1990/01/01  1.0          4 b 1     1 w 0
001    4 m    Delta                             1600 NOR           0 1990/01/01  0.5          3 w 0     2 b D
"""


def test_games_of_less_than_one_move_are_games_over_the_board() -> None:
    """TRF `W`/`D`/`L`: a game with a result, of less than one move (not rated, B.02). C.07 15.1 makes a round
    unplayed only when no game was played, and Art. 10 leaves out forfeits, not short games: so they count as
    games over the board for WON (7.2), BWG, and the rating tie-breaks (decision A24). By hand: Alpha won both
    games over the board, WON 2; ARO (1800 + 1700) / 2 = 1750; TPR = 1750 + 800 (2 / 2 = 100 %, B.02 table);
    Bravo ARO (2000 + 1600) / 2 = 1800. gacrux reads the file the same way."""
    t = tr.parse_trf(LESS_THAN_ONE_MOVE)
    assert tr.tiebreak_values(t, "WON") == {1: 2, 2: 0, 3: 1, 4: 0}
    aro = tr.tiebreak_values(t, "ARO")
    assert (aro[1], aro[2]) == (1750, 1800)
    assert tr.tiebreak_values(t, "TPR")[1] == 2550
    assert tr.tiebreak_values(t, "BWG")[1] == 1 and tr.tiebreak_values(t, "BPG")[2] == 1
    codes = ["WON", "ARO", "TPR", "BPG"]
    theirs = gacrux(LESS_THAN_ONE_MOVE, codes)
    ours = {code: tr.tiebreak_values(t, code) for code in codes}
    assert all(theirs[p][i] == ours[code][p] for p in theirs for i, code in enumerate(codes))


# -- PS/M1, PS/M2 and the 28 systems ------------------------------------------------------------------------------


def test_progressive_median_drops_the_earliest_and_the_latest_running_scores() -> None:
    """C.07 14.3 / 14.4 on PS (decision A25): Median-1 removes the least significant value (the score after
    round 1, as for PS/C1, decision A17) and the most significant one (the final score). Held's Swiss, #2 Bruno:
    results 1 1 ½ 1 ½ give running scores 1 2 2.5 3.5 4: PS 13, PS/C1 12, PS/M1 2 + 2.5 + 3.5 = 8, PS/M2 2.5."""
    t = tr.read_trf(FIXTURES / "held_swiss_5.trf")
    assert [r.contribution for r in tr.explain(t, 2, "PS").rows] == [1, 2, F("2.5"), F("3.5"), 4]
    assert (tr.tiebreak_values(t, "PS")[2], tr.tiebreak_values(t, "PS/C1")[2]) == (13, 12)
    assert (tr.tiebreak_values(t, "PS/M1")[2], tr.tiebreak_values(t, "PS/M2")[2]) == (8, F("2.5"))
    rows = tr.explain(t, 2, "PS/M1").rows
    assert [r.cut is not None for r in rows] == [True, False, False, False, True]
    assert rows[-1].cut == "cut: latest running score (14.3)"
    assert tr.tiebreak_values(t, "PS/M3")[2] == 0  # more cuts than running scores leave nothing (decision A4)


def test_progressive_median_warns_and_differs_from_the_checker() -> None:
    """PS/M1 and PS/M2 are computed with a warning (C.07 Art. 5 lists only cuts for PS). FIDE's checker
    computes PS/M1 as PS/C1 and PS/M2 as PS/C2 (verified here with gacrux on Held's Swiss)."""
    status, _, err = run("standings", str(FIXTURES / "held_swiss_5.trf"), "--tiebreaks", "PS/M1 PS/M2")
    assert status == 0
    assert "warning: PS/M1: C.07 Art. 5 lists only cuts for PS" in err and "as PS/C1" in err
    assert "warning: PS/M2:" in err and "as PS/C2" in err
    text = (FIXTURES / "held_swiss_5.trf").read_text(encoding="utf-8")
    theirs = gacrux(text, ["PS/C1", "PS/M1", "PS/C2", "PS/M2"])
    assert all(v[0] == v[1] and v[2] == v[3] for v in theirs.values())
    assert any(v[1] != tr.tiebreak_values(tr.parse_trf(text), "PS/M1")[p] for p, v in theirs.items())


def test_the_28_systems_are_accepted_and_agree_with_the_checker() -> None:
    """Every system of the list is accepted and computed in one standings call on Held's Swiss (fide-2024);
    every value but PS/M1 and PS/M2 (decision A25) equals gacrux's for the same list."""
    text = (FIXTURES / "held_swiss_5.trf").read_text(encoding="utf-8")
    t = tr.parse_trf(text)
    result = tr.standings(t, SYSTEMS)
    assert result.tiebreaks == SYSTEMS and len(SYSTEMS) == 28
    theirs = gacrux(text, ["PTS", *SYSTEMS])
    compared = 0
    for row in result.rows:
        for i, code in enumerate(SYSTEMS, start=1):
            if code in ("PS/M1", "PS/M2"):
                continue
            assert row.values[code] == theirs[row.tpn][i] or (row.values[code] is None and not theirs[row.tpn][i]), (
                code,
                row.tpn,
            )
            compared += 1
    assert compared == 16 * 26
