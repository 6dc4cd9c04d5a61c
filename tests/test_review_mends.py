"""Regressions of the core review (findings 1-7): one producer of warnings and of notices, team files by their
records, the team JSON, the team reader's bytes, tie-break arguments, the calculator's file list."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak_ref as tr
from tiebreak_ref.command import main
from tiebreak_ref.model import TeamOptions
from tiebreak_ref.numbers import fixed_text
from tiebreak_ref.ranking.team import explain_team
from tiebreak_ref.rules.codes import TieBreak, code_spans, split_codes
from tiebreak_ref.rules.editions import edition
from tiebreak_ref.trf.team import parse_team_trf, read_team_trf
from tiebreak_ref.web.calculator import handle

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
SWISS = FIXTURES / "held_swiss_5.trf"
ROUND_ROBIN = FIXTURES / "held_round_robin.trf"
HELD_TEAM = FIXTURES / "held_team.trf"
CASES = ROOT / "conformance" / "cases"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def warnings_of(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("tiebreak-ref: warning: ")]


# -- 1. warnings: one producer, one message per code ---------------------------------------------------------


def test_one_warning_per_code_under_fide_2017(capsys: pytest.CaptureFixture[str]) -> None:
    """STD is C.07 2026 7.7 and AOB/F is C.07 2026 8.2 ("or Fore Buchholz"); C.02 Art. 13 (2017) has neither, and
    the 2024 text has no STD and no /F either. Each code gets one warning, which names the 2026 text as the one
    applied (before the mend each also got a second one saying "its C.07 (2024) definition")."""
    status, out, err = run(capsys, "standings", str(SWISS), "--rules", "fide-2017", "--tiebreaks", "STD AOB/F")
    assert status == 0 and out
    assert warnings_of(err) == [
        "tiebreak-ref: warning: STD: STD is a tie-break of the 2026 text (C.07 2026 7.7), which the fide-2017 rules "
        "in force do not define; computed as the 2026 text defines it",
        "tiebreak-ref: warning: AOB/F: AOB of the opponents' Fore Buchholz (/F) is an option of the 2026 text "
        "(C.07 2026 8.2), which the fide-2017 rules in force do not have; computed as the 2026 text defines it",
    ]


def test_standings_warnings_hold_every_warning() -> None:
    """Standings.warnings has what the command line prints: PS/M1 (C.07 5 lists only cuts for PS, decision A25)
    and, in a round robin, the C.07 (2026) Art. 8 note on the Buchholz family."""
    swiss = tr.standings(tr.read_trf(SWISS), "PS/M1", rules="fide-2024")
    assert len(swiss.warnings) == 1 and swiss.warnings[0].startswith("PS/M1: C.07 Art. 5 lists only cuts for PS")
    rr = tr.standings(tr.read_trf(ROUND_ROBIN), "BH SB", rules="fide-2026")
    assert rr.warnings == (
        "BH in a round robin: the Buchholz family (BH, FB, AOB) must not be used in round-robins "
        "(C.07 2026, Art. 8 note)",
    )
    assert tr.standings(tr.read_trf(ROUND_ROBIN), "DE SB", rules="fide-2026").warnings == ()


def test_team_standings_and_explanations_carry_warnings(capsys: pytest.CaptureFixture[str]) -> None:
    """STD is a tie-break of the 2026 text (C.07 2026 7.7) that C.07 13 lets a team event use: under fide-2024 it
    warns, in TeamStandings.warnings, in the explanation and on stderr; PS/M1 warns in explain as in standings."""
    ev = read_team_trf(HELD_TEAM)
    result = tr.team_standings(ev, ["STD"], rules="fide-2024")
    assert len(result.warnings) == 1 and result.warnings[0].startswith("STD: STD is a tie-break of the 2026 text")
    assert explain_team(ev, 1, "STD", rules="fide-2024").warnings == result.warnings
    e = tr.explain(tr.read_trf(SWISS), 1, "PS/M1", rules="fide-2024")
    assert len(e.warnings) == 1 and e.warnings[0].startswith("PS/M1: C.07 Art. 5 lists only cuts for PS")
    status, _, err = run(capsys, "explain", str(SWISS), "--player", "1", "--code", "PS/M1", "--rules", "fide-2024")
    assert status == 0 and warnings_of(err) == [f"tiebreak-ref: warning: {e.warnings[0]}"]


# -- 2. a team file by its records (013 or 310) ---------------------------------------------------------------


def test_013_team_file_is_a_team_event_for_the_edition() -> None:
    """armstrong-cup-2011.trf has team records 013 (TRF-16) and no 310; its start date (record 042, read as
    2013-09-10) falls under fide-2017, which covers team events too (decision E4): fide-2017, as for a 310 file,
    and the team tie-breaks are computed under it (the virtual opponent of C.02 13.15 on match and game points)."""
    t = tr.read_trf(CASES / "real" / "armstrong-cup-2011.trf")
    assert t.is_team and not any(record == "310" for record, _ in t.headers)
    rules, notices = edition(t, None)
    assert rules == "fide-2017" and not any("individual events only" in n.text for n in notices)
    ev = tr.parse_team_trf((CASES / "real" / "armstrong-cup-2011.trf").read_bytes())
    assert tr.team_standings(ev, ["BH:MP"]).rules == "fide-2017"


# -- 3. notices: the library's, and check --strict on a team file ---------------------------------------------


NOCOLOR_PAB = CASES / "teams" / "fideteam-nocolor-pab-declared.trf"


def test_check_strict_refuses_team_reader_notices(capsys: pytest.CaptureFixture[str]) -> None:
    """The team PAB without record 320 is read with a notice (decision A22, columns 55 and 62 of record 310):
    --strict refuses it, nothing on stdout (before the mend check --strict exited 0)."""
    status, out, err = run(capsys, "check", "--strict", "--rules", "fide-2026", str(NOCOLOR_PAB))
    assert status == 2 and out == ""
    assert [line.split(": ")[1] for line in err.splitlines()] == [f"{NOCOLOR_PAB}:9:55", f"{NOCOLOR_PAB}:9:62"]
    status, out, _ = run(capsys, "check", "--rules", "fide-2026", str(NOCOLOR_PAB))
    assert status == 0 and out.startswith(f"{NOCOLOR_PAB}:9:55: notice: read a team pairing-allocated bye")


def test_team_standings_notices() -> None:
    """TeamStandings.notices: the team reader's (ev.notices) and the round's (decision E3)."""
    ev = parse_team_trf(NOCOLOR_PAB.read_bytes(), source="t.trf")
    result = tr.team_standings(ev, ["BH"], rules="fide-2026")
    assert result.notices == ev.notices and len(ev.notices) == 2
    generated = read_team_trf(CASES / "teams" / "generated-30012-2026.trf")
    assert tr.team_standings(generated, ["BH"], rules="fide-2026").notices == ()
    undated = parse_team_trf(
        "\n".join(
            line for line in HELD_TEAM.read_text(encoding="utf-8").splitlines() if not line.startswith(("042", "132"))
        )
        + "\n"
    )
    assert "no start date" in tr.team_standings(undated, ["BH"]).notices[0].text


# -- 4. team JSON: after_round; to_dict is the JSON ----------------------------------------------------------


def test_team_json_after_round_and_to_dict(capsys: pytest.CaptureFixture[str]) -> None:
    """generated-30012-2026.trf schedules 6 rounds: standings after round 3 say so, as for individuals; to_dict()
    is the JSON document (primary, mp, gp)."""
    path = CASES / "teams" / "generated-30012-2026.trf"
    status, out, _ = run(capsys, "standings", str(path), "--after-round", "3", "--format", "json")
    document = json.loads(out)
    assert status == 0 and document["after_round"] == 3
    result = tr.team_standings(read_team_trf(path), after_round=3)
    plain = result.to_dict()
    assert plain == result.as_json() and plain["primary"] == "MP" and plain["after_round"] == 3
    assert {"mp", "gp"} <= set(plain["standings"][0])
    assert result.to_dict(exact_text=True)["standings"][0]["mp"] == str(plain["standings"][0]["mp"])


# -- 5. the team reader takes bytes as the individual reader does ------------------------------------------


def test_team_reader_keeps_the_encoding_notice() -> None:
    """A team name in Windows-1252 (0xE9 = é): parse_team_trf reads it with the reader's notice, as parse_trf."""
    text = HELD_TEAM.read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if line.startswith("310"))
    data = text.replace(line, line[:8] + "\u00e9" + line[9:]).encode("cp1252")
    ev = parse_team_trf(data, source="t.trf")
    assert any("Windows-1252" in n.text for n in ev.tournament.notices)
    assert any(team.name.startswith("\u00e9") for team in ev.teams.values())


@pytest.mark.skipif(not Path("/dev/zero").exists() or sys.platform == "win32", reason="needs /dev/zero")
def test_read_team_trf_has_the_readers_limits() -> None:
    """/dev/zero is refused at its first byte (a NUL), not read whole (in a process limited to 1 GiB, so that a
    reader without the limits fails instead of taking the machine's memory)."""
    code = (
        "import resource, sys; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)); "
        "from tiebreak_ref.trf.team import read_team_trf\n"
        "try:\n    read_team_trf('/dev/zero')\nexcept Exception as exc:\n    print(type(exc).__name__, exc)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.stdout.startswith("InputError /dev/zero:1:1: found a NUL byte"), (done.stdout, done.stderr)


# -- 6. tie-break arguments, checked once --------------------------------------------------------------------


def test_explain_takes_a_tiebreak() -> None:
    """explain(t, 1, TieBreak("BH")) is explain(t, 1, "BH") (an AttributeError before the mend)."""
    t = tr.read_trf(SWISS)
    assert tr.explain(t, 1, TieBreak("BH")) == tr.explain(t, 1, "BH")
    assert (
        explain_team(read_team_trf(HELD_TEAM), 1, TieBreak("BH")).value
        == explain_team(read_team_trf(HELD_TEAM), 1, "BH").value
    )
    with pytest.raises(tr.ArgumentError, match="as a tie-break code"):
        tr.explain(t, 1, 5)  # type: ignore[arg-type]
    with pytest.raises(tr.ArgumentError, match="as the tournament"):
        tr.explain("t.trf", 1, "BH")  # type: ignore[arg-type]


def test_after_round_range_is_one_message() -> None:
    """held_swiss_5.trf has 5 rounds: after_round 6 is refused alike for individuals and teams (held_team: 7)."""
    with pytest.raises(tr.ArgumentError, match=r"found 6 as the round to rank after; expected a round from 0 to 5"):
        tr.explain(tr.read_trf(SWISS), 1, "BH", after_round=6)
    with pytest.raises(tr.ArgumentError, match=r"found 8 as the round to rank after; expected a round from 0 to 7"):
        tr.team_standings(read_team_trf(HELD_TEAM), after_round=8)


def test_team_options_are_checked() -> None:
    with pytest.raises(tr.ArgumentError, match="pab_game_points"):
        TeamOptions(pab_game_points="half")  # type: ignore[arg-type]


# -- 7. the calculator's file list ---------------------------------------------------------------------------


def test_calculator_info_with_a_self_defined_code_in_the_file_list() -> None:
    """Record 212 with OTHER_MYTB (MTB26: a self-defined tie-break, valid TRF that cannot be computed): the page
    offers the default list (before the mend: an error, the InputError was not caught)."""
    text = SWISS.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    first = next(i for i, line in enumerate(lines) if line.startswith("001"))
    lines.insert(first, "212 PTS, OTHER_MYTB\n")
    answer = json.loads(handle(json.dumps({"action": "info", "text": "".join(lines), "source": "t.trf"})))
    assert "error" not in answer and answer["file_list"] == []
    assert answer["default_list"] == ["BH/C1", "BH", "SB", "DE"]


# -- 8, 10: code spans, fixed decimals -------------------------------------------------------------------------


def test_code_spans() -> None:
    assert code_spans("BH/C1, SB ,DE") == [(1, "BH/C1"), (8, "SB"), (12, "DE")]
    assert code_spans(" BH  SB") == [(2, "BH"), (6, "SB")]
    assert split_codes("Buchholz Cut 1, SB") == ["Buchholz Cut 1", "SB"]


def test_fixed_text() -> None:
    """Hand computation: 100000/3 = 33333.333... half up to 2 places 33333.33; -1/20 = -0.05; 2/3 to 0 places 1."""
    assert fixed_text(Fraction(100000, 3), 2) == "33333.33"
    assert fixed_text(Fraction(-1, 20), 2) == "-0.05"
    assert fixed_text(800, 2) == "800.00"
    assert fixed_text(Fraction(2, 3), 0) == "1"
