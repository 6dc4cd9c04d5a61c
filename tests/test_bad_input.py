"""Bad input gets a clear error, never a traceback: exit status 2, nothing on stdout, and on stderr
``tiebreak-ref: FILE:LINE:COLUMN: ...found..., expected ...``.

Every case starts from tests/fixtures/example_a.trf (the spec's §7.6 Example A) and breaks one thing.
The expected line and column of each row were worked out by hand from the TRF-16 layout
(spec/trf.md §3: start rank 5-8, rating 49-52, points 81-84, rank 86-89; round r's block starts at
column 92 + 10(r-1) with the opponent in 4 columns, the colour at +5 and the result at +7).

Example A, by line:  1 ``012``  2 ``042``  3 ``062``  4 ``092``  5 ``XXR 5``  6-13 players 1-8.
Player 1 (line 6) meets 5 (line 10) in round 1: ``   5 w 1`` at columns 92-99 against ``   1 b 0``.
"""

from __future__ import annotations

import io
import os
import platform
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

import tiebreak_ref as tr
from tiebreak_ref import InputError, parse_trf
from tiebreak_ref.command import main
from tiebreak_ref.trf import individual as trf

FIXTURES = Path(__file__).parent / "fixtures"
BASE = (FIXTURES / "example_a.trf").read_text(encoding="utf-8")
LINES = BASE.splitlines()


def text_with(line: int, new: str) -> str:
    """BASE with one line (1-based) replaced."""
    lines = list(LINES)
    lines[line - 1] = new
    return "\n".join(lines) + "\n"


def edit(line: int, col: int, new: str) -> str:
    """BASE with the characters from column col (1-based) of a line overwritten by new."""
    old = LINES[line - 1]
    return text_with(line, old[: col - 1] + new + old[col - 1 + len(new) :])


def moved(first: int, last: int, by: int) -> str:
    """BASE with player 1's field in columns first-last (1-based) moved one column right (by=1) or left (by=-1),
    the blank separator beside it taking its place."""
    old = LINES[5]
    field = old[first - 1 : last]
    if by > 0:
        return text_with(6, old[: first - 1] + " " + field + old[last + 1 :])
    return text_with(6, old[: first - 2] + field + " " + old[last:])


def cut(line: int, last: int) -> str:
    """BASE with a line cut after column `last`."""
    return text_with(line, LINES[line - 1][:last])


def insert(line: int, col: int, new: str) -> str:
    """BASE with text inserted before column col (everything after shifts right)."""
    old = LINES[line - 1]
    return text_with(line, old[: col - 1] + new + old[col - 1 :])


def delete(line: int, col: int, n: int = 1) -> str:
    """BASE with n characters removed at column col (everything after shifts left)."""
    old = LINES[line - 1]
    return text_with(line, old[: col - 1] + old[col - 1 + n :])


def add_line(after: int, new: str) -> str:
    """BASE with a new line after line `after` (0 = at the top)."""
    lines = list(LINES)
    lines.insert(after, new)
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class Case:
    id: str
    content: str | bytes
    line: int
    column: int
    args: tuple[str, ...] = ()
    says: str = ""  # a fragment the message must contain (besides "expected")


# Line and column worked out by hand for every row; the comment says how.
FILE_CASES = [
    # --- truncated 001 lines ------------------------------------------------------------------------
    # line 6 cut after the round-1 opponent "   5": 5 has '0' against 1, so 6 lacks its result at 92+7
    Case("truncated-after-opponent", cut(6, 95), 6, 99, says="no result against 5"),
    # cut after round 1's colour: the same, result column 99
    Case("truncated-after-colour", cut(6, 97), 6, 99, says="no result"),
    # cut after round 4's opponent (cols 122-125): 4 has '=' against 1; result column 122+7
    Case("truncated-mid-round-4", cut(6, 125), 6, 129, says="round 4"),
    # cut inside round 4's opponent field (after col 123: blanks, trimmed, so the line ends with round
    # 3's result at col 119); player 3 (line 8), visited before 4, meets 1 in round 5: reported just past
    # the end of line 6
    Case("truncated-inside-opponent", cut(6, 123), 6, 120, says="end of the line at column 119"),
    # cut inside the points field " 3.5" after col 83: player 2 (line 7), visited before 5, meets 1 in
    # round 2; line 6 ends at 83, reported at 84
    Case("truncated-mid-points", cut(6, 83), 6, 84, says="end of the line at column 83"),
    # the whole round part gone but the points still there: the points no longer add up (col 81)
    Case(
        "truncated-points-only",
        add_line(5, "001    9 m    India                             1200 NOR           0 1990/01/01  1.0    9"),
        6,
        81,
        says="found 1.0 declared",
    ),
    # --- misaligned lines ---------------------------------------------------------------------------
    # one blank inserted in player 2's name (line 7): the rating's last digit lands in the separator column 53
    Case("shifted-right", insert(7, 15, " "), 7, 53, says="column 53"),
    # the blank at col 48 removed: the rating's first digit lands in the separator column 48
    Case("shifted-left", delete(7, 48), 7, 48, says="misaligned"),
    # a tab instead of the blank in column 4
    Case("tab-in-column-4", edit(6, 4, "\t"), 6, 4, says="tab"),
    # the two blanks at cols 90-91 (between rank and round 1) typed as one tab
    Case("tab-for-blanks", text_with(6, LINES[5][:89] + "\t" + LINES[5][91:]), 6, 90, says="tab"),
    # a name with 'ä' padded to 33 *bytes* (as a byte-counting writer does): one column short from 48 on, so
    # the rating's first digit is in the separator column 48
    Case(
        "multibyte-name",
        text_with(7, LINES[6][:14] + "Brävo" + LINES[6][19:47] + LINES[6][48:]),
        7,
        48,
        says="non-ASCII",
    ),
    # start rank written one column too far right: its last digit is in column 9
    Case("start-rank-overflow", text_with(6, "001     1" + LINES[5][9:]), 6, 9, says="column 9"),
    # --- a field shifted one column (issue 11: 1850 read as 850 or 185): the separator column says so ---
    # player 1's rating 2000 (cols 49-52) moved right: cols 50-53, its last digit in the separator 53
    Case("rating-shifted-right", moved(49, 52, 1), 6, 53, says="column 53"),
    # moved left: cols 48-51, its first digit in the separator 48 (it would read as 0, unrated)
    Case("rating-shifted-left", moved(49, 52, -1), 6, 48, says="column 48"),
    # a rating of eight digits over cols 49-56: it would read as 9999
    Case("rating-eight-digits", edit(6, 49, "99999999"), 6, 53, says="column 53"),
    # player 1's rank "   1" (cols 86-89) moved right: its digit in the separator 90 (it would read as blank)
    Case("rank-shifted-right", moved(86, 89, 1), 6, 90, says="column 90"),
    # player 1's points " 3.5" (cols 81-84) moved right: the 5 in the separator 85 (it would read as 3)
    Case("points-shifted-right", moved(81, 84, 1), 6, 85, says="column 85"),
    # points of five characters "103.5" over cols 80-84: the 1 in the separator 80
    Case("points-too-wide", edit(6, 80, "103.5"), 6, 80, says="column 80"),
    # --- result and colour codes --------------------------------------------------------------------
    Case("unknown-result", edit(6, 99, "Q"), 6, 99, says="'Q'"),
    Case("unknown-result-digit", edit(6, 99, "2"), 6, 99, says="'2'"),
    Case("unknown-colour", edit(6, 97, "x"), 6, 97, says="colour 'x'"),
    Case("game-without-colour", edit(6, 97, "-"), 6, 97, says="colour '-'"),
    # player 3 (line 8) round 4 is "0000 - U": a win against nobody is reported at the opponent (122)
    Case("game-result-against-0000", edit(8, 129, "1"), 8, 122, says="without an opponent"),
    Case("game-result-against-blank-opponent", edit(8, 122, "     - 1"), 8, 122, says="'1'"),
    # a bye code against a real opponent: result column 99
    Case("bye-against-opponent", edit(6, 99, "U"), 6, 99, says="bye code 'U'"),
    Case("half-bye-against-opponent", edit(6, 99, "H"), 6, 99, says="bye code 'H'"),
    Case("opponent-not-a-number", edit(6, 92, "  5x"), 6, 92, says="'5x'"),
    # --- one game, two sides ------------------------------------------------------------------------
    # 1 claims 6 in round 1, but 6 and 2 list each other: line 6 is the odd one
    Case("one-sided-other-opponent", edit(6, 92, "   6"), 6, 92, says="6 plays 2"),
    # 5 (line 10) lists no opponent in round 1, 1 lists 5: reported on line 10 at the opponent field
    Case("one-sided-nothing", edit(10, 92, "0000 - Z"), 10, 92, says="no opponent"),
    # both claim the win: 1 is visited first, so 5's result (line 10, col 99) is reported
    Case("both-win", edit(10, 99, "1"), 10, 99, says="'1'"),
    # both lost: the same place, the message names line 6 too
    Case("both-lose", edit(6, 99, "0"), 10, 99, says="line 6"),
    # forfeit win against an over-the-board loss: 5 '+' vs 8 '0' in round 2 (line 13, 102+7)
    Case("forfeit-against-loss", edit(13, 109, "0"), 13, 109, says="'+'"),
    Case("both-white", edit(10, 97, "w"), 10, 97, says="colour 'w'"),
    Case("opponent-missing", edit(6, 92, "   9"), 6, 92, says="opponent 9"),
    Case("paired-with-himself", edit(6, 92, "   1"), 6, 92, says="against himself"),
    # --- declared data ------------------------------------------------------------------------------
    Case("wrong-points", edit(6, 81, " 4.5"), 6, 81, says="found 4.5 declared points"),
    Case("points-comma", edit(6, 81, " 3,5"), 6, 81, says="'3,5'"),
    Case("points-fraction", edit(6, 81, " 7/2"), 6, 81, says="'7/2'"),
    Case("duplicate-start-rank", edit(7, 5, "   1"), 7, 5, says="a second time"),
    Case("start-rank-letters", edit(6, 5, "   A"), 6, 5, says="'A'"),
    Case("start-rank-blank", edit(6, 5, "    "), 6, 5, says="start rank"),
    Case("start-rank-superscript", edit(6, 5, "   ²"), 6, 5, says="start rank"),
    Case("rating-letters", edit(7, 49, "19O0"), 7, 49, says="'19O0'"),
    Case("rank-not-number", edit(6, 86, "  1."), 6, 86, says="'1.'"),
    # --- rounds -------------------------------------------------------------------------------------
    Case("xxr-junk", text_with(5, "XXR abc"), 5, 5, says="'abc'"),
    Case("xxr-zero", text_with(5, "XXR 0"), 5, 5, says="'0'"),
    Case("xxr-junk-after-blanks", text_with(5, "XXR   7x"), 5, 7, says="'7x'"),
    Case("xxr-empty", text_with(5, "XXR"), 5, 5, says="number of rounds"),
    Case("142-junk", text_with(5, "142 five"), 5, 5, says="'five'"),
    # absurd round counts are refused before any round is built (the cap, 999, is trf.MAX_ROUNDS)
    Case("xxr-huge", text_with(5, "XXR 99999999"), 5, 5, says="at most 999"),
    Case("142-just-too-many", text_with(5, "142 1000"), 5, 5, says="at most 999"),
    Case("xxr-arabic-digits", text_with(5, "XXR ٥"), 5, 5, says="'٥'"),
    # record 299 (abnormal points): type in column 5, round in columns 20-22, start ranks from column 24
    Case("299-unknown-type", add_line(5, "299 Q         1.0  002    1"), 6, 5, says="'Q'"),
    Case("299-round-junk", add_line(5, "299 W         1.0  0x2    1"), 6, 20, says="'0x2'"),
    Case("299-unknown-player", add_line(5, "299 W         1.0  002   77"), 6, 24, says="start rank 77"),
    Case("299-no-players", add_line(5, "299           1.0  002"), 6, 24, says="no start rank"),
    # XXR 4 but players have 5 rounds: the first longest line (6) at round 5's block, 92 + 40
    Case("more-rounds-than-xxr", text_with(5, "XXR 4"), 6, 132, says="at most 4"),
    # --- scoring ------------------------------------------------------------------------------------
    # "162  W 3.0    D 1.0    L x.0": L at 24, its points at 26-28
    Case("162-bad-points", add_line(5, "162  W 3.0    D 1.0    L x.0"), 6, 26, says="'x.0'"),
    Case("162-unknown-letter", add_line(5, "162  Q 1.0"), 6, 6, says="'Q'"),
    Case("162-letter-without-points", add_line(5, "162  W 1.0    D"), 6, 15, says="without points"),
    # a valid 3-1-0 system that the declared points do not follow: player 1 (now line 7), 81
    Case("162-points-mismatch", add_line(5, "162  W 3.0    D 1.0    L 0.0"), 7, 81, says="found 3.5 declared"),
    Case("xxs-unknown", add_line(5, "XXS W=1 FOO=2"), 6, 9, says="'FOO=2'"),
    Case("column-4-not-blank", text_with(5, "XXR:5"), 5, 4, says="':'"),
    Case("bad-record-id", add_line(5, "x1 something"), 6, 1, says="record id"),
    # --- tie-break lists in the file (TRF-2026 202/212) ---------------------------------------------
    # "212 PTS, BH/C1, FOO": P=5 ... ','=8, B=10 ... ','=15, F=17
    Case("212-unknown-code", add_line(5, "212 PTS, BH/C1, FOO"), 6, 17, says="'FOO'"),
    Case("202-bad-modifier", add_line(5, "202 BH/X3"), 6, 5, says="/X3"),
    # blank-separated like split_codes reads it: "212 PTS BH FOO", F at 12
    Case("212-blank-separated", add_line(5, "212 PTS BH FOO"), 6, 12, says="'FOO'"),
    # "212 PTS,  SB/C1/M1": two blanks after the comma at 9-10, S at 11
    Case("212-cut-and-median", add_line(5, "212 PTS,  SB/C1/M1"), 6, 11, says="cannot be combined"),
    # --- not a TRF at all ---------------------------------------------------------------------------
    Case("empty-file", "", 1, 1, says="no player record"),
    Case("blank-lines-only", "\n\n\n", 3, 1, says="no player record"),
    Case("headers-only", "\n".join(LINES[:5]) + "\n", 5, 1, says="no player record"),
    # PNG header: "\x89PNG\r\n" is line 1, "\x1a\n" line 2, the NUL starts line 3
    Case("binary-png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 3, 1, says="NUL"),
    Case("binary-nul-mid-line", b"\xde\xad\xbe\xef\x00\x01", 1, 5, says="NUL"),
    Case("utf16", "012 Open\n".encode("utf-16"), 1, 1, says="UTF-16"),
    Case("control-character", edit(6, 20, "\x1b"), 6, 20, says="control character"),
    # the same with CR line ends (old Mac files): the line is still 6
    Case("control-character-cr", edit(6, 20, "\x1b").replace("\n", "\r"), 6, 20, says="control character"),
    Case("control-character-crlf", edit(6, 20, "\x7f").replace("\n", "\r\n"), 6, 20, says="control character"),
    Case("prose", "Dear arbiter,\nhere are the results.\n", 1, 1, says="record id"),
]

CLI_CASES = [
    # command-line values are located in pseudo-files named after the option
    Case("tb-bad-modifier", BASE, 1, 1, ("--tiebreaks", "BH/X3"), says="/X3"),
    Case("tb-win-with-cut", BASE, 1, 7, ("--tiebreaks", "BH/C1 WIN/C1"), says="WIN with the modifier /C1"),
    Case("tb-cut-and-median", BASE, 1, 1, ("--tiebreaks", "BH/C1/M1"), says="cannot be combined"),
    Case("tb-unknown", BASE, 1, 1, ("--tiebreaks", "FOO"), says="'FOO'"),
    Case("tb-unknown-commas", BASE, 1, 9, ("--tiebreaks", "BH, SB, FOO"), says="'FOO'"),
    # "B" also occurs inside "SB/C1": the column is the B at 7, not the one at 2
    Case("tb-substring", BASE, 1, 7, ("--tiebreaks", "SB/C1 B"), says="'B'"),
    Case("after-round-beyond", BASE, 1, 1, ("--after-round", "9"), says="found 9"),
    Case("after-round-negative", BASE, 1, 1, ("--after-round", "-1"), says="found -1"),
    Case("set-unknown-name", BASE, 1, 1, ("--set", "foo=bar"), says="'foo=bar'"),
    Case("set-no-equals", BASE, 1, 1, ("--set", "aob_rounding"), says="NAME=VALUE"),
    # "aob_rounding=3dp": the value starts at column 14
    Case("set-bad-choice", BASE, 1, 14, ("--set", "aob_rounding=3dp"), says="2dp, exact"),
    # "unrated_rating=abc": value at column 16
    Case("set-bad-number", BASE, 1, 16, ("--set", "unrated_rating=abc"), says="whole number"),
    # "rr_forfeit_wins_in_type_b=maybe": value at column 27
    Case("set-bad-bool", BASE, 1, 27, ("--set", "rr_forfeit_wins_in_type_b=maybe"), says="yes or no"),
    # an empty list would silently rank by points only
    Case("tb-empty", BASE, 1, 1, ("--tiebreaks", ""), says="empty list"),
    Case("tb-only-commas", BASE, 1, 1, ("--tiebreaks", ","), says="empty list"),
    Case("tb-blanks", BASE, 1, 1, ("--tiebreaks", "   "), says="empty list"),
    # "empty_round=maybe": the value starts at column 13
    Case("set-empty-round", BASE, 1, 13, ("--set", "empty_round=maybe"), says="half-point-bye"),
]

CLI_SOURCE = {"tb": "--tiebreaks", "after": "--after-round", "set": "--set"}


def run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def assert_bad(status: int, out: str, err: str, where: str, says: str) -> None:
    assert status == 2, err
    assert out == ""
    assert "Traceback" not in err
    assert err.startswith(f"tiebreak-ref: {where}: "), err
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert "expected" in err or "cannot read" in err, err
    assert says in err, err


@pytest.mark.parametrize("case", FILE_CASES, ids=lambda c: c.id)
def test_bad_file(case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.trf"
    if isinstance(case.content, bytes):
        path.write_bytes(case.content)
    else:
        path.write_text(case.content, encoding="utf-8", newline="")
    status, out, err = run(capsys, ["standings", str(path), *case.args])
    assert_bad(status, out, err, f"{path}:{case.line}:{case.column}", case.says)


@pytest.mark.parametrize("case", FILE_CASES[:12], ids=lambda c: c.id)
@pytest.mark.parametrize("command", [["check"], ["explain", "--player", "1"]])
def test_bad_file_other_commands(
    case: Case, command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """check and explain read the file the same way."""
    path = tmp_path / "t.trf"
    path.write_bytes(case.content if isinstance(case.content, bytes) else case.content.encode("utf-8"))
    status, out, err = run(capsys, [command[0], str(path), *command[1:]])
    assert_bad(status, out, err, f"{path}:{case.line}:{case.column}", case.says)


@pytest.mark.parametrize("case", CLI_CASES, ids=lambda c: c.id)
def test_bad_option(case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.trf"
    path.write_text(case.content, encoding="utf-8")
    status, out, err = run(capsys, ["standings", str(path), *case.args])
    source = CLI_SOURCE[case.id.split("-")[0]]
    assert_bad(status, out, err, f"{source}:{case.line}:{case.column}", case.says)


def test_file_error_comes_before_option_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A malformed TRF is reported even when --tiebreaks is bad too (the file is read first)."""
    path = tmp_path / "t.trf"
    path.write_text(edit(6, 99, "Q"), encoding="utf-8")
    status, out, err = run(capsys, ["standings", str(path), "--tiebreaks", "FOO"])
    assert_bad(status, out, err, f"{path}:6:99", "'Q'")


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "nope.trf"
    status, out, err = run(capsys, ["standings", str(path)])
    assert_bad(status, out, err, str(path), "cannot read the file: No such file or directory")
    assert f"{path}:0" not in err


def test_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, ["check", str(tmp_path)])
    assert_bad(status, out, err, str(tmp_path), "cannot read the file: Is a directory")


@pytest.mark.parametrize(
    ("data", "where", "says"),
    [
        (b"junk\n", "<stdin>:1:1", "'jun'"),
        (b"\x00\x01\x02", "<stdin>:1:1", "NUL"),
        (edit(6, 99, "Q").encode("latin-1"), "<stdin>:6:99", "'Q'"),
        (b"", "<stdin>:1:1", "no player record"),
    ],
    ids=["junk", "nul", "bad-result", "empty"],
)
def test_stdin(
    data: bytes, where: str, says: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    status, out, err = run(capsys, ["standings", "-"])
    assert_bad(status, out, err, where, says)


def test_player_not_in_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.trf"
    path.write_text(BASE, encoding="utf-8")
    status, out, err = run(capsys, ["explain", str(path), "--player", "99"])
    assert_bad(status, out, err, "--player:1:1", "found 99")
    assert "(1-8)" in err


def test_explain_bad_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.trf"
    path.write_text(BASE, encoding="utf-8")
    status, out, err = run(capsys, ["explain", str(path), "--player", "1", "--code", "BH/Q"])
    assert_bad(status, out, err, "--code:1:1", "/Q")
    status, out, err = run(capsys, ["explain", str(path), "--player", "1", "--tiebreaks", "BH ZZ"])
    assert_bad(status, out, err, "--tiebreaks:1:4", "'ZZ'")
    status, out, err = run(capsys, ["explain", str(path), "--player", "1", "--after-round", "6"])
    assert_bad(status, out, err, "--after-round:1:1", "found 6")


# The record is line 6; the column is where the code starts: "212 PTS, OTHER_MYTB" O at 5 + 5 = 10,
# "202 EDE" E at 5, "212 PTS,BC,BBE" B at 5 + 4 = 9.
@pytest.mark.parametrize(
    ("record", "column", "says"),
    [
        ("212 PTS, OTHER_MYTB", 10, "self-defined tie-break 'OTHER_MYTB'"),
        ("202 EDE", 5, "not available for individual events"),
        ("212 PTS,BC,BBE", 9, "'BC'"),
    ],
)
@pytest.mark.parametrize("command", ["standings", "check"])
def test_uncomputable_code_in_file_list(
    record: str, column: int, says: str, command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Self-defined (OTHER_xxx) and team codes are valid TRF-2026 (MTB26), so the file reads; ranking by
    them is refused, at the code's line and column, with a way out."""
    path = tmp_path / "t.trf"
    path.write_text(add_line(5, record), encoding="utf-8")
    status, out, err = run(capsys, [command, str(path)])
    assert_bad(status, out, err, f"{path}:6:{column}", says)
    assert "--tiebreaks" in err
    if command == "standings":
        status, out, err = run(capsys, ["standings", str(path), "--tiebreaks", "BH"])
        assert status == 0 and "Alpha" in out and err == ""


# --- through a real process: `python -m tiebreak_ref` --------------------------------------------------

SUBPROCESS_CASES = [
    ("truncated-after-opponent", ["standings"]),
    ("both-win", ["check"]),
    ("binary-png", ["standings", "--format", "json"]),
    ("multibyte-name", ["standings"]),
    ("212-unknown-code", ["standings"]),
    ("more-rounds-than-xxr", ["explain", "--player", "2"]),
]


def python_m(args: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "tiebreak_ref", *args], input=stdin, capture_output=True, timeout=60, check=False
    )


@pytest.mark.parametrize(("case_id", "command"), SUBPROCESS_CASES, ids=[c for c, _ in SUBPROCESS_CASES])
def test_subprocess(case_id: str, command: list[str], tmp_path: Path) -> None:
    case = next(c for c in FILE_CASES if c.id == case_id)
    path = tmp_path / "t.trf"
    path.write_bytes(case.content if isinstance(case.content, bytes) else case.content.encode("utf-8"))
    proc = python_m([command[0], str(path), *command[1:]])
    err = proc.stderr.decode("utf-8")
    assert_bad(proc.returncode, proc.stdout.decode(), err, f"{path}:{case.line}:{case.column}", case.says)


def test_subprocess_stdin_junk() -> None:
    proc = python_m(["standings", "-"], stdin=b"\x00garbage")
    assert_bad(proc.returncode, proc.stdout.decode(), proc.stderr.decode(), "<stdin>:1:1", "NUL")


def test_subprocess_missing_file(tmp_path: Path) -> None:
    proc = python_m(["check", str(tmp_path / "missing.trf")])
    assert_bad(
        proc.returncode,
        proc.stdout.decode(),
        proc.stderr.decode(),
        str(tmp_path / "missing.trf"),
        "No such file or directory",
    )


def test_subprocess_bad_tiebreaks(tmp_path: Path) -> None:
    path = tmp_path / "t.trf"
    path.write_text(BASE, encoding="utf-8")
    proc = python_m(["standings", str(path), "--tiebreaks", "BH/C1 BH/C1/M1"])
    assert_bad(proc.returncode, proc.stdout.decode(), proc.stderr.decode(), "--tiebreaks:1:7", "cannot be combined")


@pytest.mark.parametrize(
    "args",
    [
        ["standings", "x.trf", "--after-round", "two"],
        ["standings", "x.trf", "--rules", "fide-1999"],
        ["standings"],
        ["frobnicate"],
    ],
)
def test_subprocess_argparse_errors(args: list[str]) -> None:
    """Malformed command lines are argparse's business: usage on stderr, exit 2, no traceback."""
    proc = python_m(args)
    assert proc.returncode == 2
    assert proc.stdout == b""
    assert b"usage: tiebreak-ref" in proc.stderr and b"Traceback" not in proc.stderr


# --- inputs that must never hang or crash (issue 11 item 5) ----------------------------------------------


def test_xxr_at_the_cap_reads(tmp_path: Path) -> None:
    """XXR 999 is accepted: rounds 6-999 are empty for everyone."""
    t = parse_trf(text_with(5, "XXR 999"))
    assert t.rounds == 999 and len(t.players[1].rounds) == 999


def test_endless_stream_is_refused_while_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """The limit is enforced while reading: an endless stream is read up to the limit + 1 byte, not whole."""

    class Endless(io.RawIOBase):
        served = 0

        def readable(self) -> bool:
            return True

        def readinto(self, buffer: Any) -> int:
            buffer[:] = b"1" * len(buffer)
            self.served += len(buffer)
            return len(buffer)

    monkeypatch.setattr(trf, "MAX_BYTES", 3 * trf.CHUNK)
    stream = Endless()
    with pytest.raises(InputError) as info:
        trf.read_limited(io.BufferedReader(stream), "<stdin>")
    assert "at most" in info.value.message and (info.value.line, info.value.column) == (1, 1)
    assert stream.served <= 4 * trf.CHUNK + io.DEFAULT_BUFFER_SIZE


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_devices_are_refused_quickly(device: str, capsys: pytest.CaptureFixture[str]) -> None:
    """/dev/zero stops at its first byte (NUL); /dev/urandom at its first NUL byte, or at the limit."""
    status, out, err = run(capsys, ["standings", device])
    assert status == 2 and out == "" and err.startswith(f"tiebreak-ref: {device}:") and "NUL" in err


def test_fifo_and_team_file_are_read_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A named pipe gives its bytes once: a team file (players, then team records) is ranked from them."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes")
    fifo = tmp_path / "team.fifo"
    os.mkfifo(fifo)
    data = (FIXTURES / "held_team.trf").read_bytes()
    writer = threading.Thread(target=lambda: fifo.write_bytes(data))
    writer.start()
    status, out, err = run(capsys, ["standings", str(fifo)])
    writer.join(timeout=10)
    assert status == 0, err
    assert out.startswith("Team standings")


def test_team_file_on_dev_stdin() -> None:
    """`cat team.trf | tiebreak-ref standings /dev/stdin`: the same standings as from the file."""
    data = (FIXTURES / "held_team.trf").read_bytes()
    proc = subprocess.run(
        [sys.executable, "-m", "tiebreak_ref", "standings", "/dev/stdin"],
        input=data,
        capture_output=True,
        timeout=60,
        check=False,
    )
    direct = python_m(["standings", str(FIXTURES / "held_team.trf")])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == direct.stdout and proc.stdout.startswith(b"Team standings")


def test_closed_pipe_exits_quietly(tmp_path: Path) -> None:
    """The reader of the output went away (| head, | true): exit 141 (128 + SIGPIPE), nothing on stderr."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "tiebreak_ref", "standings", str(FIXTURES / "held_swiss_9.trf")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # before the command writes
    err = proc.stderr.read()
    assert proc.wait(timeout=60) == 141
    assert err == b""


def wait_for_stdin_read(pid: int) -> None:
    """Until the process blocks reading standard input (Linux: /proc/PID/syscall is read(0, ...)); elsewhere, or
    without /proc, a pause. A fixed pause alone lost the race on a busy machine (the signal came during imports)."""
    syscall = Path(f"/proc/{pid}/syscall")
    if platform.machine() != "x86_64" or not syscall.exists():  # read is syscall 0 on x86_64 only
        time.sleep(1)
        return
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            fields = syscall.read_text().split()
        except OSError:  # not readable (another user's process): a pause
            time.sleep(1)
            return
        if fields[:2] == ["0", "0x0"]:  # syscall 0 (read) on fd 0
            return
        time.sleep(0.02)
    raise AssertionError("the command never read standard input")


def test_ctrl_c_exits_quietly() -> None:
    """Ctrl-C while waiting for standard input: exit 130 (128 + SIGINT), no KeyboardInterrupt traceback."""
    start = (
        "import sys; from tiebreak_ref.command import main; sys.stderr.write('ready\\n'); sys.stderr.flush(); "
        "raise SystemExit(main(['standings', '-']))"
    )
    # As from a terminal: Ctrl-C not ignored (a job started in the background by a shell without job control, a CI
    # step, inherits SIGINT ignored, and Python then installs no handler of its own).
    proc = subprocess.Popen(
        [sys.executable, "-c", start],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert proc.stderr is not None
    assert proc.stderr.readline() == b"ready\n"  # started: Python's own Ctrl-C handler is in place
    wait_for_stdin_read(proc.pid)  # now waiting for standard input
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert out == b"" and err == b""


@pytest.mark.skipif(sys.platform != "linux", reason="file names of arbitrary bytes")
def test_file_name_not_utf8(tmp_path: Path) -> None:
    """A file name with the byte 0xFF, under a strict UTF-8 locale: printed as \\xff, on stdout and stderr."""
    name = os.fsdecode(bytes(tmp_path) + b"/caf\xff.trf")
    Path(name).write_text(BASE, encoding="utf-8")
    env = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8:strict"}
    for args, status in ((["check", name], 1), (["standings", name, "--tiebreaks", "FOO"], 2)):
        proc = subprocess.run(
            [sys.executable, "-m", "tiebreak_ref", *args], capture_output=True, env=env, timeout=60, check=False
        )
        assert proc.returncode == status, proc.stderr
        assert b"Traceback" not in proc.stderr
    missing = os.fsdecode(bytes(tmp_path) + b"/gone\xfe.trf")
    proc = subprocess.run(
        [sys.executable, "-m", "tiebreak_ref", "check", missing], capture_output=True, env=env, timeout=60, check=False
    )
    assert proc.returncode == 2 and b"gone\\xfe.trf: cannot read" in proc.stderr
    check = python_m(["check", name])
    assert b"caf\\xff.trf: 8 players" in check.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["explain", "x.trf", "--player", "١"],
        ["standings", "x.trf", "--after-round", "２"],
        ["standings", "x.trf", "--unrated-rating", "¹⁵⁰⁰"],
    ],
)
def test_non_ascii_digits_in_options(args: list[str]) -> None:
    """int() accepts Arabic-Indic and full-width digits; the options, like the TRF reader, take 0-9 only."""
    proc = python_m(args)
    assert proc.returncode == 2 and proc.stdout == b""
    assert b"expected a whole number in the digits 0-9" in proc.stderr and b"Traceback" not in proc.stderr


# --- the Python API: one family of errors (tiebreak_ref.errors) ---------------------------------------------

EXAMPLE = parse_trf(BASE, source="example_a.trf")

API_CASES: list[tuple[str, Callable[[], object], type[Exception], str]] = [
    ("unknown-rules", lambda: tr.standings(EXAMPLE, rules="fide-2099"), tr.ArgumentError, "fide-2099"),
    ("rules-not-a-string", lambda: tr.standings(EXAMPLE, rules=2026), tr.ArgumentError, "rules=2026"),
    ("after-round-beyond", lambda: tr.standings(EXAMPLE, after_round=6), tr.ArgumentError, "0 to 5"),
    ("after-round-negative", lambda: tr.tiebreak_values(EXAMPLE, "BH", after_round=-1), tr.ArgumentError, "0 to 5"),
    ("after-round-text", lambda: tr.standings(EXAMPLE, after_round="3"), tr.ArgumentError, "whole number"),
    ("not-a-tournament", lambda: tr.standings("example_a.trf"), tr.ArgumentError, "Tournament"),
    ("list-of-numbers", lambda: tr.standings(EXAMPLE, [1, 2]), tr.ArgumentError, "tie-break list"),
    ("unknown-code", lambda: tr.standings(EXAMPLE, "BH FOO"), tr.CodeError, "'FOO'"),
    ("unknown-participant", lambda: tr.explain(EXAMPLE, 9, "BH"), tr.ArgumentError, "found 9"),
    ("participant-as-text", lambda: tr.explain(EXAMPLE, "1", "BH"), tr.ArgumentError, "found '1'"),
    ("code-not-a-string", lambda: tr.tiebreak_values(EXAMPLE, 8), tr.ArgumentError, "tie-break code"),
    ("type-a-alone", lambda: tr.tiebreak_values(EXAMPLE, "DE"), tr.ArgumentError, "standings()"),
    ("options-dict", lambda: tr.standings(EXAMPLE, options={"aob_rounding": "2dp"}), tr.ArgumentError, "Options"),
    ("options-bad-choice", lambda: tr.Options(aob_rounding="3dp"), tr.ArgumentError, "'adaptive', '2dp', 'exact'"),
    ("options-bad-number", lambda: tr.Options(unrated_rating="1500"), tr.ArgumentError, "whole number"),
    ("options-bool-for-seed", lambda: tr.Options(lots_seed=True), tr.ArgumentError, "lots_seed"),
    ("options-bad-bool", lambda: tr.Options(rr_forfeit_wins_in_type_b="yes"), tr.ArgumentError, "True or False"),
    ("parse-not-text", lambda: tr.parse_trf(5), tr.ArgumentError, "str or bytes"),
    ("parse-empty-round", lambda: tr.parse_trf(BASE, empty_round="half"), tr.ArgumentError, "half-point-bye"),
    ("read-missing", lambda: tr.read_trf("/nonexistent/x.trf"), tr.InputError, "cannot read"),
    (
        "team-rules",
        lambda: tr.team_standings(tr.read_team_trf(FIXTURES / "held_team.trf"), rules="uscf"),
        tr.ArgumentError,
        "uscf",
    ),
    ("team-not-an-event", lambda: tr.team_standings(EXAMPLE), tr.ArgumentError, "TeamEvent"),
    (
        "team-unknown",
        lambda: tr.explain_team(tr.read_team_trf(FIXTURES / "held_team.trf"), 99, "BH"),
        tr.ArgumentError,
        "found 99",
    ),
]


@pytest.mark.parametrize(("case_id", "call", "error", "says"), API_CASES, ids=[c[0] for c in API_CASES])
def test_api_errors(case_id: str, call: Callable[[], object], error: type[Exception], says: str) -> None:
    """Every bad argument raises one documented family: TiebreakError (a ValueError), with InputError,
    CodeError and ArgumentError (also a TypeError) under it."""
    with pytest.raises(error) as info:
        call()
    assert isinstance(info.value, tr.TiebreakError) and isinstance(info.value, ValueError)
    assert says in str(info.value)


def test_old_error_names_still_import() -> None:
    """CodeError lived in codes.py and InputError in model.py: the old imports name the same classes."""
    from tiebreak_ref.errors import CodeError
    from tiebreak_ref.errors import InputError as ModelInputError

    assert CodeError is tr.CodeError and ModelInputError is tr.InputError
    assert issubclass(tr.ArgumentError, TypeError)


# --- notices through the command line: stderr for standings/explain, listed by check, errors under --strict ----

# Example A with two quirks: a ruler line of column digits as the new line 6 (the players move down one line),
# and player 5's round-5 half-point bye (now line 11, cols 132-139) written the old way, `0000 - =`, its result
# at 132 + 7 = 139.
QUIRKS = add_line(5, "         1         2         3").replace("  0000 - H\n", "  0000 - =\n", 1)


def test_quirk_fixture_is_what_it_says() -> None:
    lines = QUIRKS.splitlines()
    assert lines[10][131:139] == "0000 - =" and lines[10].startswith("001    5")


@pytest.mark.parametrize("command", [["standings"], ["standings", "--format", "json"], ["explain", "--player", "5"]])
def test_notices_go_to_stderr(command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "q.trf"
    path.write_text(QUIRKS, encoding="utf-8")
    clean = tmp_path / "a.trf"
    clean.write_text(BASE, encoding="utf-8")
    status, out, err = run(capsys, [command[0], str(path), *command[1:]])
    assert status == 0
    assert err.splitlines() == [
        f"tiebreak-ref: {path}:6:1: notice: skipped a ruler line of column digits",
        f"tiebreak-ref: {path}:11:139: notice: read `0000 - =` as a half-point bye in round 5 (the notation "
        "before 2016)",
    ]
    assert "notice" not in out
    # the same numbers as the file written in today's notation (Example A itself)
    status, plain, _ = run(capsys, [command[0], str(clean), *command[1:]])
    assert out.replace(str(path), str(clean)) == plain


def test_check_lists_notices_and_strict_refuses(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "q.trf"
    path.write_text(QUIRKS, encoding="utf-8")
    status, out, err = run(capsys, ["check", str(path)])
    assert status in (0, 1) and err == ""
    assert out.splitlines()[:2] == [
        f"{path}:6:1: notice: skipped a ruler line of column digits",
        f"{path}:11:139: notice: read `0000 - =` as a half-point bye in round 5 (the notation before 2016)",
    ]
    status, out, err = run(capsys, ["check", "--strict", str(path)])
    assert status == 2 and out == ""
    assert [line.split(": found")[0] for line in err.splitlines()] == [
        f"tiebreak-ref: {path}:6:1",
        f"tiebreak-ref: {path}:11:139",
    ]
    assert "expected `0000 - H` for a half-point bye" in err
    clean = tmp_path / "a.trf"
    clean.write_text(BASE, encoding="utf-8")
    status, out, err = run(capsys, ["check", "--strict", str(clean)])
    assert status == 1 and err == ""  # Example A's declared ranks are start ranks (tests/test_cli.py)


def test_empty_round_option_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Player 7's round-2 half-point bye (line 12, block at 102) left blank: 3.0 declared, 2.5 from the results."""
    path = tmp_path / "e.trf"
    path.write_text(edit(12, 102, "        "), encoding="utf-8")
    status, out, err = run(capsys, ["standings", str(path)])
    assert_bad(status, out, err, f"{path}:12:81", "--set empty_round=half-point-bye")
    status, out, err = run(
        capsys, ["standings", str(path), "--set", "empty_round=half-point-bye", "--set", "aob_rounding=exact"]
    )
    assert (
        status == 0
        and err
        == f"tiebreak-ref: {path}:12:102: notice: read the empty round 2 as a half-point "
        "bye (empty_round=half-point-bye): the declared 3.0 points then add up\n"
    )
