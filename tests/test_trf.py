"""The TRF reader and writer through the public API (tiebreak_ref.parse_trf / read_trf / write_trf).

Layout facts used below are from spec/trf.md (TRF-16 = FIDE Handbook C.04 Annex 2, TRF-2026):
record 001 has the start rank at columns 5-8, name 15-47, rating 49-52, federation 54-56, FIDE id
58-68, birth date 70-79, points 81-84, rank 86-89, and round r's block at 92 + 10(r-1): opponent
(4 columns), colour (+5), result (+7).
"""

from __future__ import annotations

import copy
import itertools
import pickle
import random
from dataclasses import dataclass, fields, replace
from datetime import date
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tiebreak_ref as tr
import tiebreak_ref.trf.individual as tr_individual
from tiebreak_ref import EventType, ResultKind, ScoringSystem
from tiebreak_ref.model import (
    PLAYER_FIELDS,
    fields_in_dict,
    handed_over,
    players_of,
    players_of_columns,
    records_of,
    round_columns,
)
from tiebreak_ref.rules.unplayed import Context
from tiebreak_ref.trf.individual import (
    EMPTY_ROUND_CHOICES,
    ROUND_START,
    EmptyRound,
    _Reader,
    blocks_read,
    plain_opponents,
    well_formed_fields,
)

FIXTURES = Path(__file__).parent / "fixtures"
F = Fraction


def p001(
    tpn: int,
    *blocks: str,
    name: str = "",
    points: str = "",
    rank: str = "",
    rating: int | str = 1500,
    fed: str = "NOR",
    fide_id: str = "",
    birth: str = "",
    sex: str = "m",
    title: str = "",
) -> str:
    """One 001 record in the TRF-16 columns; blocks are the 8-character round blocks 'OPPN c r'."""
    name = name or f"Player {tpn}"
    head = (
        f"001 {tpn:>4} {sex:1}{title:>3} {name:<33} {rating!s:>4} {fed:<3} {fide_id:>11} {birth:<10} "
        f"{points:>4} {rank:>4}"
    )
    return (head + "".join(f"  {b:<8}" for b in blocks)).rstrip()


def trf(*lines: str) -> str:
    return "\n".join(lines) + "\n"


def test_p001_helper_columns() -> None:
    line = p001(
        12,
        "   3 w 1",
        name="Doe, Jane",
        points="1.0",
        rank="2",
        rating=2345,
        fide_id="1503014",
        birth="1990/01/31",
        sex="w",
        title="WGM",
    )
    assert line[4:8] == "  12" and line[9] == "w" and line[10:13] == "WGM" and line[14:23] == "Doe, Jane"
    assert line[48:52] == "2345" and line[53:56] == "NOR" and line[57:68] == "    1503014"
    assert line[69:79] == "1990/01/31" and line[80:84] == " 1.0" and line[85:89] == "   2"
    assert line[91:99] == "   3 w 1"


# --- every result code ---------------------------------------------------------------------------------

# (code of player 1, code of player 2, kind 1, kind 2, points 1, points 2) in the default 1-½-0 system
GAMES = [
    ("1", "0", ResultKind.WIN, ResultKind.LOSS, F(1), F(0)),
    ("0", "1", ResultKind.LOSS, ResultKind.WIN, F(0), F(1)),
    ("=", "=", ResultKind.DRAW, ResultKind.DRAW, F(1, 2), F(1, 2)),
    # "<1 move" games: played (OTB) for tie-breaks, scored as usual
    ("W", "L", ResultKind.WIN, ResultKind.LOSS, F(1), F(0)),
    ("L", "W", ResultKind.LOSS, ResultKind.WIN, F(0), F(1)),
    ("D", "D", ResultKind.DRAW, ResultKind.DRAW, F(1, 2), F(1, 2)),
    ("W", "0", ResultKind.WIN, ResultKind.LOSS, F(1), F(0)),
    ("+", "-", ResultKind.FORFEIT_WIN, ResultKind.FORFEIT_LOSS, F(1), F(0)),
    ("-", "+", ResultKind.FORFEIT_LOSS, ResultKind.FORFEIT_WIN, F(0), F(1)),
    ("-", "-", ResultKind.FORFEIT_LOSS, ResultKind.FORFEIT_LOSS, F(0), F(0)),  # double forfeit
    ("X", "X", ResultKind.DRAW, ResultKind.DRAW, F(1, 2), F(1, 2)),  # unknown result: scored as a draw
    ("w", "l", ResultKind.WIN, ResultKind.LOSS, F(1), F(0)),  # codes are case-insensitive
]


@pytest.mark.parametrize(("c1", "c2", "k1", "k2", "p1", "p2"), GAMES, ids=[f"{g[0]}{g[1]}" for g in GAMES])
def test_game_codes(c1: str, c2: str, k1: ResultKind, k2: ResultKind, p1: Fraction, p2: Fraction) -> None:
    t = tr.parse_trf(trf(p001(1, f"   2 w {c1}"), p001(2, f"   1 b {c2}")))
    r1, r2 = t.players[1].rounds[0], t.players[2].rounds[0]
    assert (r1.opponent, r2.opponent) == (2, 1)
    assert (r1.colour, r2.colour) == ("w", "b")
    assert (r1.code, r2.code) == (c1.upper(), c2.upper())
    assert (r1.kind, r2.kind) == (k1, k2)
    assert (r1.points(t.scoring), r2.points(t.scoring)) == (p1, p2)
    assert r1.kind.played == (k1 in (ResultKind.WIN, ResultKind.DRAW, ResultKind.LOSS))


def test_forfeit_without_colour() -> None:
    """A forfeit may have no colour ('-' or blank): the game was never started."""
    t = tr.parse_trf(trf(p001(1, "   2 - +"), p001(2, "   1   -")))
    assert t.players[1].rounds[0].colour is None and t.players[2].rounds[0].colour is None
    assert t.players[1].rounds[0].kind is ResultKind.FORFEIT_WIN


# (block, kind, points): rounds without an opponent
BYES = [
    ("0000 - H", ResultKind.HPB, F(1, 2)),
    ("0000 - F", ResultKind.FPB, F(1)),
    ("0000 - U", ResultKind.PAB, F(1)),
    ("0000 - Z", ResultKind.ZPB, F(0)),
    ("0000 -  ", ResultKind.ZPB, F(0)),  # blank result
    ("0000    ", ResultKind.ZPB, F(0)),
    ("     - U", ResultKind.PAB, F(1)),  # blank opponent instead of 0000
    ("       H", ResultKind.HPB, F(1, 2)),
    ("        ", ResultKind.ZPB, F(0)),  # a whole blank block: not paired
    ("0000 - +", ResultKind.FPB, F(1)),  # legacy: a forfeit win against nobody is a full-point bye
    ("0000 - -", ResultKind.ZPB, F(0)),  # ... and a forfeit loss against nobody an absence
    ("0000 - h", ResultKind.HPB, F(1, 2)),
]


@pytest.mark.parametrize(("block", "kind", "points"), BYES, ids=[b[0].replace(" ", "_") for b in BYES])
def test_bye_codes(block: str, kind: ResultKind, points: Fraction) -> None:
    t = tr.parse_trf(trf("XXR 2", p001(1, block, "   2 w 1"), p001(2, "0000 - U", "   1 b 0")))
    rec = t.players[1].rounds[0]
    assert rec.opponent is None and rec.colour is None
    assert rec.kind is kind
    assert rec.points(t.scoring) == points
    assert not rec.kind.played


def test_blank_rounds_and_short_lines() -> None:
    """A blank round in the middle, trailing rounds trimmed away, a line that stops after the rank:
    all are rounds without a game (ZPB), and every player gets t.rounds round records."""
    t = tr.parse_trf(
        trf(
            "XXR 3",
            p001(1, "   2 w 1", "        ", "   2 b 1", points="2.0"),
            p001(2, "   1 b 0", "0000 - U", "   1 w 0", points="1.0"),
            p001(3, "0000 - H", points="0.5"),  # rounds 2-3 trimmed
            p001(4),  # no rounds at all, no points
        )
    )
    assert t.rounds == 3
    assert all(len(p.rounds) == 3 for p in t.players.values())
    assert t.players[1].rounds[1] == tr.RoundRecord(2, None, None, " ")
    assert [r.kind for r in t.players[3].rounds] == [ResultKind.HPB, ResultKind.ZPB, ResultKind.ZPB]
    assert t.players[4].declared_points is None and t.players[4].declared_rank is None
    assert [r.kind for r in t.players[4].rounds] == [ResultKind.ZPB] * 3


def test_rounds_from_the_longest_line_without_xxr() -> None:
    t = tr.parse_trf(trf(p001(1, "   2 w 1", "0000 - U"), p001(2, "   1 b 0")))
    assert t.rounds == 2
    assert t.players[2].rounds[1].kind is ResultKind.ZPB


# --- line ends, blanks, encodings ------------------------------------------------------------------------

SMALL = trf(
    "012 Line ends",
    "XXR 2",
    p001(1, "   2 w 1", "0000 - H", points="1.5", rank="1"),
    p001(2, "   1 b 0", "0000 - Z", points="0.0", rank="2"),
)


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"], ids=["LF", "CRLF", "CR"])
def test_line_ends(newline: str) -> None:
    reference = tr.parse_trf(SMALL, source="x.trf")
    text = SMALL.replace("\n", newline)
    assert tr.parse_trf(text, source="x.trf") == reference
    assert tr.parse_trf(text.encode("utf-8"), source="x.trf") == reference


def test_trailing_blanks_and_no_final_newline() -> None:
    reference = tr.parse_trf(SMALL, source="x.trf")
    padded = "\n".join(line.ljust(140) for line in SMALL.splitlines())
    assert tr.parse_trf(padded, source="x.trf") == reference


def test_utf8_with_bom_and_without() -> None:
    text = trf(p001(1, "   2 w 1", name="Bjørn, Ærlig"), p001(2, "   1 b 0", name="Åsa, Öberg"))
    for data in (text.encode("utf-8"), b"\xef\xbb\xbf" + text.encode("utf-8")):
        t = tr.parse_trf(data)
        assert t.players[1].name == "Bjørn, Ærlig" and t.players[2].name == "Åsa, Öberg"
        assert t.players[1].rating == 1500  # the columns after the name are where they belong


def test_latin1_names(tmp_path: Path) -> None:
    text = trf(p001(1, "   2 w 1", name="Müller, Jürgen"), p001(2, "   1 b 0", name="Français, Ç"))
    path = tmp_path / "latin1.trf"
    path.write_bytes(text.encode("latin-1"))
    t = tr.read_trf(path)
    assert t.players[1].name == "Müller, Jürgen" and t.players[2].name == "Français, Ç"
    assert t.players[1].rounds[0].kind is ResultKind.WIN


def test_read_trf_str_path_and_bytes_agree(tmp_path: Path) -> None:
    path = tmp_path / "a.trf"
    path.write_text(SMALL, encoding="utf-8")
    assert tr.read_trf(path) == tr.read_trf(str(path)) == tr.parse_trf(SMALL.encode(), source=str(path))
    assert tr.read_trf(path).source == str(path)


# --- header records -----------------------------------------------------------------------------------------


def test_header_fields_and_player_fields() -> None:
    t = tr.parse_trf(
        trf(
            "012 Oslo Open 2026",
            "042 2026/03/10",
            "092 Individual: Swiss-System",
            "XXR 1",
            p001(
                1,
                "   2 w 1",
                name="Carlsen, Magnus",
                rating=2830,
                fide_id="1503014",
                birth="1990/11/30",
                title="GM",
                points="1.0",
                rank="1",
            ),
            p001(2, "   1 b 0", name="Unrated, Ulla", rating="", sex="w", fed="SWE", points="0.0", rank="2"),
            p001(3, rating=0),
        )
    )
    assert t.name == "Oslo Open 2026" and t.start_date == date(2026, 3, 10)
    assert t.event_text == "Individual: Swiss-System" and t.event_type is None
    assert t.trf_version == "TRF16"
    one, two, three = t.players[1], t.players[2], t.players[3]
    assert (one.name, one.rating, one.title, one.sex, one.federation) == ("Carlsen, Magnus", 2830, "GM", "m", "NOR")
    assert (one.fide_id, one.birth, one.declared_points, one.declared_rank) == ("1503014", "1990/11/30", 1, 1)
    assert two.rating is None and two.sex == "w" and two.federation == "SWE"  # blank rating = unrated
    assert three.rating is None  # 0 = unrated
    assert one.line == 5 and two.line == 6


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2026/03/10", date(2026, 3, 10)),
        ("2026-03-01", date(2026, 3, 1)),
        ("10.03.2026", date(2026, 3, 10)),
        ("26/02/28", date(2026, 2, 28)),
        ("", None),
        ("March 2026", None),
    ],
)
def test_start_date_formats(text: str, expected: date | None) -> None:
    t = tr.parse_trf(trf(f"042 {text}".rstrip(), p001(1)))
    assert t.start_date == expected


def test_xxr_and_142() -> None:
    xxr = tr.parse_trf(trf("XXR 9", p001(1, "   2 w 1"), p001(2, "   1 b 0")))
    assert xxr.rounds == 9 and xxr.trf_version == "TRF16"
    assert all(len(p.rounds) == 9 for p in xxr.players.values())
    r142 = tr.parse_trf(trf("142 9", p001(1, "   2 w 1"), p001(2, "   1 b 0")))
    assert r142.rounds == 9 and r142.trf_version == "TRF26"


def test_162_three_one_zero() -> None:
    """TRF-2026 162: a letter at column 6 with its points at 7-10, then every 9 columns (15/16-19, 24/25-28)."""
    record = "162  W 3.0    D 1.0    L 0.0"
    assert (record[5], record[6:10], record[14], record[15:19], record[23], record[24:28]) == (
        "W",
        " 3.0",
        "D",
        " 1.0",
        "L",
        " 0.0",
    )
    t = tr.parse_trf(
        trf(
            record,
            "XXR 3",
            p001(1, "   2 w 1", "   3 b =", "0000 - U", points="7.0"),
            p001(2, "   1 b 0", "0000 - H", "   3 w +", points="4.0"),
            p001(3, "0000 - F", "   1 w =", "   2 b -", points="4.0"),
        )
    )
    s = t.scoring
    assert (s.win, s.draw, s.loss) == (3, 1, 0)
    # defaults follow W and D: forfeit win, PAB and FPB = W; HPB and X = D; ZPB and forfeit loss = A = 0
    assert (s.forfeit_win, s.pab, s.fpb, s.hpb, s.unknown, s.zpb, s.forfeit_loss) == (3, 3, 3, 1, 1, 0, 0)
    assert not s.is_standard
    assert t.trf_version == "TRF26"
    assert sum(r.points(s) for r in t.players[1].rounds) == 7


def test_162_all_letters() -> None:
    t = tr.parse_trf(trf("162  W 1.0    D 0.5    L 0.0    A 0.0    P 0.5    X 0.0", p001(1, "0000 - U")))
    s = t.scoring
    assert (s.win, s.draw, s.loss, s.zpb, s.forfeit_loss, s.pab, s.unknown) == (1, F(1, 2), 0, 0, 0, F(1, 2), 0)
    assert t.players[1].rounds[0].points(s) == F(1, 2)


def test_162_declared_points_are_checked_in_that_system() -> None:
    with pytest.raises(tr.InputError) as info:
        tr.parse_trf(
            trf("162  W 3.0    D 1.0    L 0.0", p001(1, "   2 w 1", points="1.0"), p001(2, "   1 b 0")), source="s.trf"
        )
    assert (info.value.line, info.value.column) == (2, 81)


def test_xxs_and_bbw() -> None:
    t = tr.parse_trf(trf("XXS WW=3 BW=3 WD=1 BD=1 PAB=1 HPB=0 FW=2", p001(1)))
    s = t.scoring
    assert (s.win, s.draw, s.pab, s.hpb, s.forfeit_win, s.fpb) == (3, 1, 1, 0, 2, 3)
    later = tr.parse_trf(trf("XXS W=3", "XXS W=2", p001(1)))  # the later setting wins
    assert later.scoring.win == 2
    bb = tr.parse_trf(trf("BBW  3.0", "BBD  1.0", p001(1)))
    assert (bb.scoring.win, bb.scoring.draw) == (3, 1)
    assert tr.parse_trf(trf(p001(1))).scoring == ScoringSystem()


def test_bbpairings_point_records() -> None:
    """bbpPairings' BBU/BBL/BBF/BBZ set the points of a PAB, a loss, a forfeit loss and a zero-point bye (its input
    format; real files of the ASCId club, conformance/cases/real/ascid-*, declare `BBU  0.5`)."""
    bb = tr.parse_trf(
        trf(
            "BBU  0.5",
            "BBL  0.0",
            "BBF  -1.0",
            "BBZ  0.0",
            p001(1, "0000 - U", points="0.5"),
            p001(2, "0000 - Z", points="0.0"),
        )
    )
    assert (bb.scoring.pab, bb.scoring.loss, bb.scoring.forfeit_loss, bb.scoring.zpb) == (Fraction(1, 2), 0, -1, 0)
    assert bb.players[1].declared_points == Fraction(1, 2)  # read without error: 0.5 adds up only with BBU


@pytest.mark.parametrize(
    ("code", "kind"),
    [
        ("FIDE_DUTCH_2025", EventType.SWISS),
        ("FIDE_DUBOV_BAKU", EventType.SWISS),
        ("FIDE_ROUNDROBIN", EventType.ROUND_ROBIN),
        ("BERGER_DOUBLEROUNDROBIN", EventType.ROUND_ROBIN),
        ("FIDE_SCHEVENINGEN", EventType.ROUND_ROBIN),
        ("CUSTOM_SCHILLER", EventType.ROUND_ROBIN),
    ],
)
def test_192_event_type(code: str, kind: EventType) -> None:
    t = tr.parse_trf(trf(f"192 {code}", p001(1)))
    assert t.event_type is kind and t.trf_version == "TRF26"


def test_202_212_lists() -> None:
    both = tr.parse_trf(trf("202 BH/C1, BH", "212 PTS, SB/C1, BH:MP/C1/P, DE", p001(1)))
    assert both.tiebreaks == ("PTS", "SB/C1", "BH:MP/C1/P", "DE")  # 212 wins, as written
    only_202 = tr.parse_trf(trf("202 BH/C1,BH,WIN", p001(1)))
    assert only_202.tiebreaks == ("PTS", "BH/C1", "BH", "WIN")
    blanks = tr.parse_trf(trf("212 PTS BH/C1 SB", p001(1)))
    assert blanks.tiebreaks == ("PTS", "BH/C1", "SB")
    assert tr.parse_trf(trf(p001(1))).tiebreaks == ()
    # valid TRF-2026 codes that this program does not compute still read (team, self-defined)
    assert tr.parse_trf(trf("212 PTS,BC,OTHER_X", p001(1))).tiebreaks == ("PTS", "BC", "OTHER_X")


def test_comments_and_rulers_are_skipped() -> None:
    t = tr.parse_trf(
        trf(
            "### exported by some program",
            "###   0001 w 1  (anything goes in a comment) \x80",
            "         1         2         3",
            "1234567890123456789012345678901234567890",
            "",
            p001(1, "   2 w 1"),
            "### between players",
            p001(2, "   1 b 0"),
        )
    )
    assert set(t.players) == {1, 2}
    assert all(rec not in ("###", "   ", "123") for rec, _ in t.headers)
    assert t.players[2].line == 8


def test_unknown_records_are_kept_and_written_back() -> None:
    text = trf(
        "012 Kept", "022 Oslo", "102 Chief Arbiter", "ZZZ anything", "XXR 1", p001(1, "   2 w 1"), p001(2, "   1 b 0")
    )
    t = tr.parse_trf(text)
    assert ("ZZZ", "anything") in t.headers and ("022", "Oslo") in t.headers
    written = tr.write_trf(t)
    assert written.splitlines()[:5] == text.splitlines()[:5]


# --- writing back -------------------------------------------------------------------------------------------


def fixture_files() -> list[Path]:
    files = sorted(FIXTURES.glob("**/*.trf"))
    assert len(files) >= 7
    return files


@pytest.mark.parametrize("path", fixture_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_round_trip_fixtures(path: Path) -> None:
    t = tr.read_trf(path)
    text = tr.write_trf(t)
    again = tr.parse_trf(text, source=t.source)
    assert again == t
    assert tr.write_trf(again) == text  # writing is stable


def test_round_trip_keeps_scoring_and_lists() -> None:
    t = tr.parse_trf(
        trf(
            "012 x",
            "162  W 3.0    D 1.0    L 0.0",
            "192 FIDE_ROUNDROBIN",
            "212 PTS, SB, DE",
            p001(1, "   2 w 1", points="3.0"),
            p001(2, "   1 b 0", points="0.0"),
        )
    )
    again = tr.parse_trf(tr.write_trf(t), source=t.source)
    assert again == t
    assert again.scoring.win == 3 and again.event_type is EventType.ROUND_ROBIN
    assert again.tiebreaks == ("PTS", "SB", "DE")


def test_round_trip_writes_xxr_only_when_needed() -> None:
    """The number of rounds is written (XXR) when the last rounds are blank for everybody."""
    shown = tr.parse_trf(trf(p001(1, "   2 w 1"), p001(2, "   1 b 0")))
    assert "XXR" not in tr.write_trf(shown)
    hidden = tr.parse_trf(trf("012 x", "092 y", "XXR 3", p001(1, "   2 w 1"), p001(2, "   1 b 0")))
    assert tr.parse_trf(tr.write_trf(hidden), source=hidden.source).rounds == 3
    built = tr.Tournament(players={1: tr.Player(1, "A", rounds=(tr.RoundRecord(1, None, None, " "),) * 1)}, rounds=4)
    assert "XXR 4" in tr.write_trf(built)


def test_round_trip_from_crlf_and_latin1() -> None:
    text = trf("012 Åpen", p001(1, "   2 w 1", name="Ødegård"), p001(2, "   1 b 0")).replace("\n", "\r\n")
    t = tr.parse_trf(text.encode("latin-1"), source="x")
    assert tr.parse_trf(tr.write_trf(t), source="x") == t


try:
    from tiebreak_ref.synthetic.individual import generate_round_robin, generate_swiss
except ImportError:  # pragma: no cover - the generator is optional here
    generate_swiss = generate_round_robin = None  # type: ignore[assignment]

needs_generator = pytest.mark.skipif(generate_swiss is None, reason="tiebreak_ref.synthetic.individual not available")


@needs_generator
@pytest.mark.parametrize("seed", range(12))
def test_round_trip_generated_swiss(seed: int) -> None:
    t = tr.parse_trf(generate_swiss(9 + seed, 3 + seed % 7, seed), source="gen")
    assert tr.parse_trf(tr.write_trf(t), source="gen") == t


@needs_generator
@pytest.mark.parametrize(("players", "double"), [(4, False), (7, False), (8, True), (5, True)])
def test_round_trip_generated_round_robin(players: int, double: bool) -> None:
    t = tr.parse_trf(generate_round_robin(players, players, double=double), source="gen")
    assert tr.parse_trf(tr.write_trf(t), source="gen") == t


@needs_generator
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 24), rounds=st.integers(1, 11), seed=st.integers(0, 2**32 - 1))
def test_round_trip_property(players: int, rounds: int, seed: int) -> None:
    """Any generated Swiss reads, every round of both sides agrees, and it survives a write/read."""
    t = tr.parse_trf(generate_swiss(players, rounds, seed), source="gen")
    assert t.rounds == rounds and len(t.players) == players
    for p in t.players.values():
        for rec in p.rounds:
            if rec.opponent is not None:
                assert t.players[rec.opponent].rounds[rec.round - 1].opponent == p.tpn
        assert p.declared_points is None or p.declared_points == sum(r.points(t.scoring) for r in p.rounds)
    assert tr.parse_trf(tr.write_trf(t), source="gen") == t


# --- quirks of real files, read with a located notice (issue 11 item 1) ------------------------------------
# Each notice is `file:line:column: notice: ...`; check --strict turns it into an error (tests/test_cli.py,
# tests/test_bad_input.py). Columns from the layout above: round 1's block starts at column 92.


def notices_of(t: tr.Tournament) -> list[tuple[int, int, str]]:
    return [(n.line, n.column, n.text) for n in t.notices]


# (block, kind, points, column). TRF-06 (Torino 2006) had no bye codes: a bye was a result against nobody,
# `0000 - +` (a full point), `0000 - =` (half a point), `0000 - -` (absent). TRF-16 (approved 2015, in force
# 2016) added H, F, U, Z; its text makes four blanks "equivalent to 0000", so a blank opponent field with one
# of the new codes is plain TRF-16 and needs no notice.
OLD_BYES = [
    ("0000 - =", ResultKind.HPB, F(1, 2), 99, "half-point bye in round 1 (the notation before 2016)"),
    ("     - =", ResultKind.HPB, F(1, 2), 99, "half-point bye in round 1 (the notation before 2016)"),
    ("0000 - +", ResultKind.FPB, F(1), 99, "full-point bye in round 1 (the notation before 2016)"),
    ("     - +", ResultKind.FPB, F(1), 99, "full-point bye in round 1 (the notation before 2016)"),
    ("0000 - -", ResultKind.ZPB, F(0), 99, "zero-point bye in round 1 (the notation before 2016)"),
    ("       -", ResultKind.ZPB, F(0), 99, "zero-point bye in round 1 (the notation before 2016)"),
]


@pytest.mark.parametrize(
    ("block", "kind", "points", "column", "says"), OLD_BYES, ids=[b[0].replace(" ", "_") for b in OLD_BYES]
)
def test_old_bye_notations_are_read_with_a_notice(
    block: str, kind: ResultKind, points: Fraction, column: int, says: str
) -> None:
    t = tr.parse_trf(trf("XXR 2", p001(1, block, "   2 w 1"), p001(2, "0000 - U", "   1 b 0")), source="old.trf")
    rec = t.players[1].rounds[0]
    assert (rec.opponent, rec.kind, rec.points(t.scoring)) == (None, kind, points)
    assert [(n.line, n.column) for n in t.notices] == [(2, column)]
    assert says in t.notices[0].text
    assert str(t.notices[0]).startswith(f"old.trf:2:{column}: notice: read `{block}`")
    error = t.notices[0].as_error()
    assert isinstance(error, tr.InputError) and (error.line, error.column) == (2, column)
    assert "expected `0000 - " in error.message


def test_old_half_point_bye_is_written_back_as_h() -> None:
    t = tr.parse_trf(trf("XXR 1", p001(1, "0000 - =", points="0.5")))
    assert "0000 - H" in tr.write_trf(t)
    assert tr.parse_trf(tr.write_trf(t)).notices == ()


@pytest.mark.parametrize(
    "block",
    [
        "0000 - H",
        "     - H",
        "       H",
        "0000 - F",
        "     - F",
        "0000 - U",
        "     - U",
        "0000 - Z",
        "     - Z",
        "        ",
        "0000 -  ",
        "0000    ",
    ],
)
def test_standard_byes_and_blank_blocks_have_no_notice(block: str) -> None:
    """The bye codes of TRF-16, with 0000 or four blanks ("equivalent to 0000"), and blank results."""
    t = tr.parse_trf(trf("XXR 2", p001(1, block, "   2 w 1"), p001(2, "0000 - U", "   1 b 0")))
    assert t.notices == ()


def test_rulers_and_unknown_records_are_skipped_with_a_notice() -> None:
    t = tr.parse_trf(
        trf(
            "### a TRF-2026 comment: no notice",
            "         1         2         3",
            "1234567890123456789012345678901234567890",
            "ZZZ a record of some program",
            "XXC rank",  # JaVaFo's own records (XX.) and bbpPairings' (BB.) are known: no notice
            "BBW 1.0",
            "DAT 0001 EMAIL anna@example.org",  # Tornelo's TRFx player data (tornelo.com, "TRFx file format")
            "022 Oslo",
            p001(1, "   2 w 1"),
            p001(2, "   1 b 0"),
        ),
        source="r.trf",
    )
    # the two ruler lines read alike: one notice, the second line among its other places
    assert [(line, column) for line, column, _ in notices_of(t)] == [(2, 1), (4, 1)]
    assert "ruler" in t.notices[0].text and t.notices[0].also == ((3, 1),)
    assert "'ZZZ'" in t.notices[1].text


def test_ruler_from_zero_and_field_template() -> None:
    """Two lines some exports copy from the TRF-16 text above the players (seen in a real Irish file of 2011,
    conformance/cases/real/armstrong-cup-2011.trf of the corpus): the field letters and a ruler from 0."""
    t = tr.parse_trf(
        trf(
            "DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR",
            "0123456789012345678901234567890123456789",
            p001(1, "   2 w 1"),
            p001(2, "   1 b 0"),
        )
    )
    assert [(n.line, n.column, n.text) for n in t.notices] == [
        (1, 1, "skipped the field template line of the TRF-16 text"),
        (2, 1, "skipped a ruler line of column digits"),
    ]


def test_the_same_reading_is_one_notice_with_its_places() -> None:
    """lichess.org's Swiss export writes every absence as `       -`: one notice, with every other place."""
    t = tr.parse_trf(
        trf("XXR 3", p001(1, "   2 w 1", "       -", "       -"), p001(2, "   1 b 0", "       -")), source="l.trf"
    )
    assert len(t.notices) == 1
    notice = t.notices[0]
    # players on lines 2 and 3; round 2's result column is 102 + 7 = 109, round 3's 119
    assert (notice.line, notice.column, notice.also) == (2, 109, ((2, 119), (3, 109)))
    assert str(notice).endswith("(and 2 more like it, from line 2)")
    assert "(and 2 more like it, from line 2); expected `0000 - Z`" in notice.as_error().message


def test_windows_1252_is_read_with_a_notice() -> None:
    """Bytes 0x8A, 0x8E, 0x8C are Š, Ž, Œ in Windows-1252 (Unicode's mapping file CP1252.TXT) and C1 control
    characters in Latin-1; the notice is at the first byte that is not UTF-8."""
    text = trf("012 Open", p001(1, "   2 w 1", name="Šimek, Žofie"), p001(2, "   1 b 0", name="Œuvre, Anaïs"))
    t = tr.parse_trf(text.encode("cp1252"), source="w.trf")
    assert t.players[1].name == "Šimek, Žofie" and t.players[2].name == "Œuvre, Anaïs"
    assert t.players[1].rating == 1500
    # line 2 is player 1's record; the name starts in column 15
    assert [(n.line, n.column) for n in t.notices] == [(2, 15)]
    assert "Windows-1252" in t.notices[0].text and "0x8A" in t.notices[0].text


def test_windows_1252_undefined_byte_is_refused() -> None:
    """0x81 is undefined in Windows-1252 and not UTF-8: neither reading is possible."""
    data = trf(p001(1, "   2 w 1", name="Ab"), p001(2, "   1 b 0")).encode("ascii").replace(b"Ab", b"A\x81")
    with pytest.raises(tr.InputError) as info:
        tr.parse_trf(data, source="b.trf")
    assert (info.value.line, info.value.column) == (1, 16) and "0x81" in info.value.message


def test_ids_birth_dates_and_names_read_without_a_notice() -> None:
    """A national id such as N0001 in the FIDE id columns, no birth date, names in any script."""
    t = tr.parse_trf(
        trf(
            p001(1, "   2 w 1", name="Иванов, Пётр", fide_id="N0001"),
            p001(2, "   1 b 0", name="王, 小明", birth=""),
            p001(3, name="عبد الله, محمد", fide_id="  "),
        )
    )
    assert t.players[1].fide_id == "N0001" and t.players[2].birth == ""
    assert [p.name for p in t.players.values()] == ["Иванов, Пётр", "王, 小明", "عبد الله, محمد"]
    assert t.notices == ()


def test_text_separator_is_read_with_a_notice() -> None:
    """Column 57 (between federation and FIDE id) holds no number: the text is read as it stands."""
    line = p001(1, "   2 w 1", fide_id="1503014")
    line = line[:56] + "X" + line[57:]
    t = tr.parse_trf(trf(line, p001(2, "   1 b 0")))
    assert [(n.line, n.column) for n in t.notices] == [(1, 57)]
    assert t.players[1].rating == 1500 and t.players[1].rounds[0].kind is ResultKind.WIN


def test_empty_round_as_half_point_bye_on_request() -> None:
    """Player 1 declares 1.5 from a win and an empty round: by default an error that names the likely cause
    and the option; with empty_round="half-point-bye" the empty round is a half-point bye (1 + ½ = 1.5)."""
    text = trf("XXR 2", p001(1, "   2 w 1", "        ", points="1.5"), p001(2, "   1 b 0", "0000 - Z", points="0.0"))
    with pytest.raises(tr.InputError) as info:
        tr.parse_trf(text, source="e.trf")
    assert (info.value.line, info.value.column) == (2, 81)
    assert "empty round 2" in info.value.message and "empty_round=half-point-bye" in info.value.message
    t = tr.parse_trf(text, source="e.trf", empty_round="half-point-bye")
    assert t.players[1].rounds[1].kind is ResultKind.HPB
    assert [(n.line, n.column) for n in t.notices] == [(2, 102)]  # round 2's block: 92 + 10
    assert t.players[2].rounds[1].kind is ResultKind.ZPB  # its declared 0.0 adds up: unchanged


def test_empty_round_option_does_not_guess() -> None:
    """Declared 2.0 from one win and one empty round: under half-point-bye still an error (½ would give 1.5),
    which names the full-point reading; declared 2.5 from a win and two empty rounds fits no single bye
    (2 x ½ = 1, 2 x 1 = 2, the gap is 1.5): an error under every choice, without a hint."""
    text = trf("XXR 2", p001(1, "   2 w 1", "        ", points="2.0"), p001(2, "   1 b 0"))
    with pytest.raises(tr.InputError) as info:
        tr.parse_trf(text, empty_round="half-point-bye")
    assert "empty_round=full-point-bye" in info.value.message
    text = trf("XXR 3", p001(1, "   2 w 1", "        ", "        ", points="2.5"), p001(2, "   1 b 0"))
    for choice in ("zero-point-bye", "half-point-bye", "full-point-bye", "bye"):
        with pytest.raises(tr.InputError) as info:
            tr.parse_trf(text, empty_round=choice)
        assert "empty round" not in info.value.message


def test_tiebreak_places() -> None:
    """Record 212 "PTS, BH/C1, SB" on line 1: codes at columns 5, 10 and 17."""
    t = tr.parse_trf(trf("212 PTS, BH/C1, SB", p001(1)))
    assert t.tiebreak_places == ((1, 5), (1, 10), (1, 17))


def test_notices_do_not_change_equality() -> None:
    plain = tr.parse_trf(trf(p001(1, "0000 - H", points="0.5")))
    old = tr.parse_trf(trf(p001(1, "0000 - =", points="0.5")))
    assert old == plain and old.notices and not plain.notices


def test_empty_round_as_full_point_bye_or_either() -> None:
    """Some Irish files of 2011 (the corpus's irish-juniors-2011, galway-major-2011) leave a full-point bye's
    result blank (`0000 -  `) and declare its point. Player 1: a win and an empty round, 2.0 declared = 1 + 1;
    player 3: a loss and an empty round, 0.5 declared = 0 + ½."""
    text = trf(
        "XXR 2",
        p001(1, "   2 w 1", "0000 -  ", points="2.0"),
        p001(2, "   1 b 0", "   3 w 1", points="1.0"),
        p001(3, "0000 -  ", "   2 b 0", points="0.5"),
    )
    with pytest.raises(tr.InputError) as info:
        tr.parse_trf(text, empty_round="half-point-bye")  # player 1's empty round would be a full point
    assert (info.value.line, info.value.column) == (2, 81) and "empty_round=full-point-bye" in info.value.message
    with pytest.raises(tr.InputError) as info:
        tr.parse_trf(text, empty_round="full-point-bye")  # and player 3's half a point
    assert (info.value.line, info.value.column) == (4, 81) and "empty_round=half-point-bye" in info.value.message
    t = tr.parse_trf(text, empty_round="bye")  # each player the bye that makes the declared points add up
    assert t.players[1].rounds[1].kind is ResultKind.FPB and t.players[3].rounds[0].kind is ResultKind.HPB
    assert [(n.line, n.column) for n in t.notices] == [(2, 102), (4, 92)]
    assert "as a full-point bye (empty_round=bye)" in t.notices[0].text


BUCHHOLZ_TRF = Path(__file__).resolve().parent.parent / "docs" / "examples" / "buchholz.trf"


def _points_column(text: str, value: str, only: int | None = None) -> str:
    """The file with `value` in columns 81-84 of every 001 line (or of player `only`'s line)."""
    lines = []
    for line in text.splitlines():
        if line.startswith("001") and (only is None or int(line[4:8]) == only):
            line = line[:80] + f"{value:>4}" + line[84:]
        lines.append(line)
    return "\n".join(lines) + "\n"


def test_a_points_column_of_zeros_is_read_as_not_filled_in() -> None:
    """Decision R8: 0.0 declared for every player while the results give points: read, with one notice at the first
    player's column 81, and the points are the results' (the totals the original file declares: 3.5, 4.0 ...)."""
    text = BUCHHOLZ_TRF.read_text(encoding="utf-8")
    declared = {p.tpn: p.declared_points for p in tr.parse_trf(text).players.values()}
    t = tr.parse_trf(_points_column(text, "0.0"), source="unfilled.trf")
    assert {row.tpn: row.points for row in tr.standings(t, "BH").rows} == declared
    (notice,) = [n for n in t.notices if "not filled in" in n.text]
    first = 1 + next(i for i, line in enumerate(text.splitlines()) if line.startswith("001"))
    assert (notice.line, notice.column) == (first, 81) and "decision R8" in notice.text


def test_one_total_that_does_not_add_up_stays_an_error() -> None:
    """R8 is for a column of zeros only: one wrong total (player 2 declares 0.0, the results give 4.0) is refused."""
    text = _points_column(BUCHHOLZ_TRF.read_text(encoding="utf-8"), "0.0", only=2)
    with pytest.raises(tr.InputError, match=r"found 0\.0 declared points for player 2, but the results give 4\.0"):
        tr.parse_trf(text, source="unfilled.trf")


# --- the fast path reads as the careful path does (issue 16) ---------------------------------------------------
# The reader reads a well-formed 001 line with one regular expression and its round blocks column by column, and
# checks the pairings a whole round at a time; every other line, and every round that needs a closer look, goes to
# the careful path, which reads field by field and locates each error and notice. Switched off (_Reader.fast =
# False), only the careful path reads: the two must give the same Tournament, notices and errors, byte for byte.

ROOT = Path(__file__).parent.parent
EVERY_TRF = sorted([*(ROOT / "conformance" / "cases").glob("**/*.trf"), *FIXTURES.glob("**/*.trf")])


def reading(data: str | bytes, empty_round: EmptyRound = "zero-point-bye", fast: bool = True) -> object:
    """All the reader says about a text: the Tournament with its provenance and notices, or the error message."""
    previous, _Reader.fast = _Reader.fast, fast
    try:
        t = tr.parse_trf(data, source="case.trf", empty_round=empty_round)
    except tr.InputError as exc:
        return str(exc)
    finally:
        _Reader.fast = previous
    assert all(type(rec) is tr.RoundRecord for p in t.players.values() for rec in p.rounds)
    return t, t.notices, t.tiebreak_places, t.record_lines, [(p.tpn, p.line) for p in t.players.values()]


def test_every_case_and_fixture_is_found() -> None:
    assert len(EVERY_TRF) >= 400  # conformance/cases (some 450 .trf) and tests/fixtures


def empty_round_matters(read: object) -> bool:
    """Whether the other empty_round choices can read a file otherwise: empty_round changes only check_points's
    reading of the empty rounds (no opponent, no result), so a file read without one reads alike with every choice,
    and so does one refused for anything but its declared points."""
    if isinstance(read, str):
        return "declared points" in read
    t = read[0]  # type: ignore[index]
    return any(rec.opponent is None and rec.code == " " for p in t.players.values() for rec in p.rounds)


@pytest.mark.parametrize("path", EVERY_TRF, ids=lambda p: str(p.relative_to(ROOT)))
def test_fast_and_careful_paths_read_every_file_alike(path: Path) -> None:
    data = path.read_bytes()
    read = reading(data)
    assert read == reading(data, fast=False)
    if empty_round_matters(read):
        for empty_round in EMPTY_ROUND_CHOICES[1:]:
            assert reading(data, empty_round) == reading(data, empty_round, fast=False)  # type: ignore[arg-type]


def test_empty_round_matters_only_where_the_choice_changes_a_reading() -> None:
    """The shortcut of the test above loses no case: wherever it skips the other choices, they read as the default,
    on every file. And it is a shortcut: most files (those without an empty round, and those refused for anything but
    their declared points) are read with one choice, or it would not be worth its place."""
    skipped = 0
    for path in EVERY_TRF:
        data = path.read_bytes()
        read = reading(data)
        if not empty_round_matters(read):
            skipped += 1
            assert all(reading(data, choice) == read for choice in EMPTY_ROUND_CHOICES[1:])  # type: ignore[arg-type]
    assert skipped > len(EVERY_TRF) // 2


@pytest.mark.parametrize("path", EVERY_TRF, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_reader_hands_over_the_columns_of_the_records(path: Path) -> None:
    """Context.build slices the columns the reader hands over (model.RoundColumns) instead of walking the records:
    the kinds, opponents, colours and points it makes are those of the records, for every round cut-off; a
    tournament made anew from the same players (replace) has no columns and is built from its records."""
    try:
        t = tr.parse_trf(path.read_bytes(), source=str(path))
    except tr.InputError:
        return
    assert handed_over(t) is not None  # (only empty rounds read as byes, on request, change the records read)
    anew = replace(t)
    assert handed_over(anew) is None
    for last in {0, t.rounds // 2, t.rounds}:
        ctx, walked = Context.build(t, after_round=last), Context.build(anew, after_round=last)
        assert (ctx.kinds, ctx.opponents, ctx.colours, ctx.points) == (
            walked.kinds,
            walked.opponents,
            walked.colours,
            walked.points,
        )


def careful_block(block: str) -> object:
    """What the careful path reads of a round block ("  OPPN c r", columns 90-99 of a 001 line): the record, with
    the notice it gives if any, or the error."""
    reader = _Reader("", "case.trf")
    reader.fast = False
    try:
        record = reader.round_block(" " * (ROUND_START - 3) + block, 1, 1)
    except tr.InputError as exc:
        return str(exc)
    return record, reader.notices


def test_the_fast_path_reads_round_blocks_as_the_careful_path_does() -> None:
    """The round-block check of the fast path (plain_opponents) against the careful path (round_block) as the
    oracle: every block the fast path takes, the careful path reads to the same record without a word (opponent
    fields: every field of blanks and digits, in a game against a start rank and as a bye against none; colours and
    results: every pair of the letters the records use, against a start rank, 0000 and blanks). The blocks it leaves
    include every one the careful path refuses or gives a notice for; it takes right-aligned start ranks."""
    taken = left = 0
    blocks = [f"  {field} w 1" if field.strip(" 0") else f"  {field} - H" for field in fields_of_digits()]
    blocks += [
        f"  {opponent} {c} {r}"
        for opponent in ("   2", "  12", "0000", "    ")
        for c in " wbWB-x"
        for r in "1=0+- HFUZXWDLlhx?"
    ]
    for block in blocks:
        opponents = plain_opponents(block)
        careful = careful_block(block)
        if opponents is None:
            left += 1
            continue
        taken += 1
        assert careful == (blocks_read_alone(block, opponents), []), block
    assert taken > 10_000 and left > 1_000
    assert all(plain_opponents(f"  {n:>4} w 1") == [n] for n in range(1, 10_000))


def fields_of_digits() -> list[str]:
    """Every opponent field of four blanks or digits."""
    return list(map("".join, itertools.product(" 0123456789", repeat=4)))


def blocks_read_alone(block: str, opponents: list[int | None]) -> tr.RoundRecord:
    """The record the fast path reads of one block."""
    (record,) = records_of(*blocks_read(block, opponents))
    return record


def test_columns_are_not_handed_over_once_the_players_change() -> None:
    """A Tournament whose players dict was changed in place no longer has the reader's columns."""
    t = tr.parse_trf(BUCHHOLZ_TRF.read_bytes(), source="b.trf")
    assert handed_over(t) is not None
    first = next(iter(t.players))
    t.players[first] = replace(t.players[first], rounds=t.players[first].rounds)
    assert handed_over(t) is None


def test_the_fast_path_reads_well_formed_lines() -> None:
    """Not a vacuous comparison: every 001 line of the held 9-round Swiss (from a pairing program) is taken by the
    fast path, and so are most 001 lines of the suite's files."""
    lines = [line.rstrip() for line in (FIXTURES / "held_swiss_9.trf").read_text().splitlines() if line[:3] == "001"]
    assert lines and all(well_formed_fields(line) for line in lines)
    every = [
        line.rstrip()
        for path in EVERY_TRF
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines()
        if line[:3] == "001"
    ]
    assert sum(1 for line in every if well_formed_fields(line)) > 0.8 * len(every)


@pytest.mark.parametrize(
    "block",
    [
        "  12 w 1",  # right-aligned
        "0012 w 1",  # zero-padded
        "12   w 1",  # left-aligned: the careful path reads it
        " 1 2 w 1",  # digits apart: an error
        "   2 W 1",  # upper-case colour
        "   2 w l",  # lower-case result
        "   2 w",  # no result yet
        "   2",  # no colour, no result
        "   2 - +",  # forfeit without colours
        "   2 w +",
        "   2 - 1",  # a game without colours: an error
        "   2 w H",  # a bye against an opponent: an error
        "0000 - =",  # the half-point bye before 2016: a notice
        "0000 - +",
        "0000 - -",
        "     - Z",
        "       U",
        "0000 w F",
        "0000 - 1",  # a game without opponent: an error
        "   0 - H",
        "  00 - H",
        "   3 w 1",  # an opponent who does not play 1
        "   1 w =",  # against himself
        "   9 w 1",  # not in the file
    ],
)
def test_fast_and_careful_paths_read_odd_blocks_alike(block: str) -> None:
    """Player 1's round 1 in many forms, against a player 2 who plays 1 (white wins, black loses)."""
    text = trf("XXR 2", p001(1, block, "   3 b ="), p001(2, "   1 b 0", "0000 - F"), p001(3, "0000 - H", "   1 w ="))
    assert reading(text) == reading(text, fast=False)


@pytest.mark.parametrize(
    "line",
    [
        p001(1, "   2 w 1", points="1.0", rank="1", title="GM", fide_id="123", birth="2001/01/01"),
        p001(1, "   2 w 1", points="1", rank="1 "),
        p001(1, "   2 w 1", points="1.", rank="01"),
        p001(1, "   2 w 1", points=".5"),
        p001(1, "   2 w 1", points="1 .5"),
        p001(1, "   2 w 1", rating=""),
        p001(1, "   2 w 1", rating="0"),
        p001(1, "   2 w 1", rating="2 00"),
        p001(1, "   2 w 1").replace("001    1", "001 1   "),
        p001(1, "   2 w 1").replace("001    1", "001 0001"),
        p001(1, "   2 w 1").replace("Player 1", "Player\t1"),
        p001(1, "   2 w 1", name="x" * 34),
        p001(1)[:60],
        p001(1)[:8],
        p001(1) + "  ",
        p001(1) + "   2",
        p001(1) + "   2 w 1x",
    ],
)
def test_fast_and_careful_paths_read_odd_lines_alike(line: str) -> None:
    text = trf(line, p001(2, "   1 b 0"))
    assert reading(text) == reading(text, fast=False)


@needs_generator
@pytest.mark.parametrize("seed", range(4))
def test_fast_and_careful_paths_agree_on_damaged_files(seed: int) -> None:
    """A generated Swiss (byes, forfeits, double forfeits, withdrawals) with one character of a round block changed,
    100 times: both paths accept it or give the same located error."""
    lines = generate_swiss(14, 6, seed).splitlines()
    rng = random.Random(seed)
    players = [i for i, line in enumerate(lines) if line[:3] == "001"]
    for _ in range(100):
        i = rng.choice(players)
        column = rng.randrange(91, len(lines[i]))
        damaged = [*lines]
        damaged[i] = lines[i][:column] + rng.choice("0123456789 wbWB-+=10LWDXHFUZ") + lines[i][column + 1 :]
        text = "\n".join(damaged) + "\n"
        assert reading(text, "bye") == reading(text, "bye", fast=False)  # type: ignore[arg-type]


def test_points_of_a_result_code_do_not_depend_on_the_opponent() -> None:
    """check_points counts each round by its code: what the reader reads has an opponent for 1 0 = W D L X + -, none
    for H F U Z, and a blank is a zero-point bye either way (model.RoundRecord.points)."""
    scoring = ScoringSystem(F(3), F(1), F(0), F(3), F(-1), F(2), F(3), F(1), F(0), F(1))
    for path in EVERY_TRF:
        try:
            t = tr.parse_trf(path.read_bytes(), source=str(path))
        except tr.InputError:
            continue
        for p in t.players.values():
            for rec in p.rounds:
                assert (rec.opponent is None) == (rec.code in "HFUZ") or rec.code == " "
    blank = tr.RoundRecord(1, None, None, " ")
    assert blank.points(scoring) == blank._replace(opponent=2).points(scoring) == scoring.zpb


def test_a_valid_file_is_read_once_whatever_the_careful_path_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 16: a line the fast path leaves (a TRF-06 bye, read with a notice; a left-aligned start rank) goes to the
    careful path alone, and the rest of the file is still read at once: the records are read once. Only an error
    sends the text to a second, line-by-line reading, so that the first error of the file is the one reported (the
    comparisons above hold the errors and notices to the careful path's)."""
    calls: list[bool] = []
    read_records = _Reader.read_records

    def counted(self: _Reader, bulk: bool) -> tr.Tournament:
        calls.append(bulk)
        return read_records(self, bulk)

    monkeypatch.setattr(_Reader, "read_records", counted)
    players = [p001(1, "   2 w 1", "0000 - ="), p001(2, "   1 b 0", "   3 w 1"), p001(3, "0000 - H", "   2 b 0")]
    t = tr.parse_trf(trf(*players))
    assert calls == [True] and len(t.notices) == 1 and t.players[1].rounds[1].code == "H"
    calls.clear()
    with pytest.raises(tr.InputError, match=r":4:5: found start rank 2 a second time \(first on line 2\)"):
        tr.parse_trf(trf(*players, p001(2, "   1 b 0")))
    assert calls == [True, False]


def test_a_start_list_is_read_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A start list's 001 lines end before the points (column 81) once rstripped: the bulk reads them with the rest,
    so no 001 line is left to be read on its own (well_formed_fields, the fast path's line-by-line route)."""
    alone: list[str] = []
    one_line = tr_individual.well_formed_fields
    monkeypatch.setattr(tr_individual, "well_formed_fields", lambda line: alone.append(line) or one_line(line))
    lines = [p001(1).rstrip(), p001(2, rating="", fed="").rstrip(), p001(3, "0000 - H").rstrip()]
    assert len(lines[0]) < 81 and len(lines[1]) < 48  # (a start list's lines: no points, no rank, no rating)
    t = tr.parse_trf(trf(*lines))
    assert alone == [] and [p.rating for p in t.players.values()] == [1500, None, 1500] and t.rounds == 1
    assert reading(trf(*lines)) == reading(trf(*lines), fast=False)


def test_players_of_makes_what_the_player_class_makes() -> None:
    """model.players_of fills the Players' fields without their __init__: they are what Player(...) makes for the
    same fields (equal, the same fields and types), so a Player that gains a __post_init__ or a slot shows here."""
    rows = [
        (
            7,
            "Doe, Jane",
            2345,
            "w",
            "GM",
            "NOR",
            "1503014",
            "1990/01/02",
            F(3, 2),
            4,
            (tr.RoundRecord(1, 2, "w", "1"),),
            (),
            12,
        ),
        (8, "", None, "", "", "", "", "", None, None, (), ((0, F(1)),), 0),
    ]
    for made, row in zip(players_of(rows), rows, strict=True):
        player = tr.Player(*row)  # type: ignore[arg-type]
        assert made == player and vars(made) == vars(player) and type(made) is type(player)
        assert made.line == player.line  # not compared by ==
    with pytest.raises(ValueError):
        players_of([rows[0][:-1]])


def test_the_fast_construction_refuses_a_class_it_would_fill_wrongly() -> None:
    """model.fields_in_dict (PLAYER_FIELDS, whose order players_of fills each Player's __dict__ in) refuses a
    dataclass with a __post_init__ (its check would be skipped) or __slots__ (there is no __dict__), also one that
    inherits them; a plain frozen dataclass such as Player gives its fields in order."""

    @dataclass(frozen=True)
    class Checked:
        tpn: int

        def __post_init__(self) -> None:
            if self.tpn < 1:
                raise ValueError("a start rank is at least 1")

    @dataclass(frozen=True, slots=True)
    class Slotted:
        tpn: int

    @dataclass(frozen=True)
    class Child(Checked):
        name: str = ""

    for cls in (Checked, Slotted, Child):
        with pytest.raises(TypeError, match="__post_init__ or __slots__"):
            fields_in_dict(cls)
    assert fields_in_dict(tr.Player) == PLAYER_FIELDS == tuple(f.name for f in fields(tr.Player))
    assert PLAYER_FIELDS[:2] == ("tpn", "name") and PLAYER_FIELDS[-1] == "line"


def test_players_of_columns_make_their_rounds_on_first_use() -> None:
    """model.players_of_columns (the reader's fast path) leaves each player's RoundRecords in the columns until its
    ``rounds`` is first read: before and after that, such a player is equal to the Player(...) of the same fields and
    records, with the same repr and hash, and so are its dataclasses.replace, copy and pickle (which carry the
    records, not the columns). Expected: the records written out here; field order as in Player."""
    opponents, colours, codes = [2, None, 9, 3, None], ["w", None, "b", "b", None], "1H0=U"
    rows = [(7, "Doe, Jane", 2345, "w", "GM", "NOR", "1503014", "1990/01/02", F(3, 2), 4, (), 12)]
    rows.append((8, "Roe, Jon", None, "", "", "", "", "", None, None, ((0, F(1)),), 13))
    expected = [
        tr.Player(*rows[0][:10], (tr.RoundRecord(1, 2, "w", "1"), tr.RoundRecord(2, None, None, "H")), (), 12),
        tr.Player(*rows[1][:10], (tr.RoundRecord(1, 9, "b", "0"), tr.RoundRecord(2, 3, "b", "=")), ((0, F(1)),), 13),
    ]
    for use in ("eq", "repr", "hash", "replace", "copy", "deepcopy", "pickle", "rounds"):
        made = players_of_columns(rows, opponents, colours, codes[:4], 2)
        assert all("rounds" not in vars(player) for player in made)  # not made yet
        for player, player_expected in zip(made, expected, strict=True):
            if use == "eq":
                assert player == player_expected
            elif use == "repr":
                assert repr(player) == repr(player_expected)
            elif use == "hash":
                assert hash(player) == hash(player_expected)
            elif use == "replace":
                assert replace(player, name="X") == replace(player_expected, name="X")
            elif use in ("copy", "deepcopy"):
                assert getattr(copy, use)(player) == player_expected
            elif use == "pickle":
                pickled = pickle.dumps(player)
                assert b"_rounds_from" not in pickled and pickle.loads(pickled) == player_expected
            else:
                assert player.rounds == player_expected.rounds
            assert vars(player) == vars(player_expected) and player.line == player_expected.line
            # (the descriptor asked again, as another thread that asked meanwhile would: the records made and kept)
            assert vars(tr.Player)["rounds"].__get__(player, tr.Player) is player.rounds
    assert tr.Player(1, "A").rounds == () == tr.Player.rounds


def test_context_of_records_made_in_code_reads_each_round_as_its_record() -> None:
    """Context.build has one path, through the columns of the records (model.round_columns): what the reader reads
    means what its code says (RoundColumns.by_code); records made in code may have an opponent-less + (a full-point
    bye), - or game result (zero-point byes, the game result's points): each round has its record's kind and points."""
    odd = (tr.RoundRecord(1, None, None, "+"), tr.RoundRecord(2, None, None, "-"), tr.RoundRecord(3, None, None, "1"))
    plain = (tr.RoundRecord(1, None, None, "U"), tr.RoundRecord(2, None, None, "H"), tr.RoundRecord(3, None, None, " "))
    t = tr.Tournament(players={1: tr.Player(1, "A", rounds=odd), 2: tr.Player(2, "B", rounds=plain)}, rounds=3)
    ctx = Context.build(t)
    assert not round_columns(t.players.values()).by_code
    for tpn, p in t.players.items():
        assert ctx.kinds[tpn] == [rec.kind for rec in p.rounds]
        assert ctx.points[tpn] == [rec.points(t.scoring) * ctx.unit for rec in p.rounds]
    assert ctx.kinds[1] == [ResultKind.FPB, ResultKind.ZPB, ResultKind.ZPB] and ctx.points[1] == [2, 0, 2]
