"""Round robins: Berger tables against the published FIDE C.05 Annex 1 tables, structure up to 30 players,
double round robins, the FIDE withdrawal rule, quads, the schedule calculator, Scheveningen data, prizes,
and the commands (berger, quads, schedule, scheveningen, prizes, standings --withdrawal-rule).
"""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak_ref as tr
from tiebreak_ref.command import main
from tiebreak_ref.organise.prizes import distribute, parse_prizes
from tiebreak_ref.organise.roundrobin import (
    ROUND_ROBIN_TIEBREAKS,
    Entrant,
    berger,
    berger_table,
    buchholz_in_round_robin,
    bye_in_round,
    colour_balance,
    colour_sequence,
    fide_withdrawal_rule,
    games_needed,
    longest_colour_run,
    quad_sizes,
    quads,
    rounds_needed,
    schedule_trf,
)
from tiebreak_ref.organise.scheveningen import SIZES, as_json, data_version, generate, problems, scheveningen
from tiebreak_ref.organise.timing import minutes_per_player, parse_time_control, round_minutes

EXAMPLES = Path(__file__).resolve().parent.parent / "docs" / "examples"

# FIDE Handbook C.05 Annex 1 (Berger tables), as transcribed in spec/uschess-roundrobin.md §2.2 from four
# independent copies of handbook.fide.com/chapter/C05Annex1. One line per round, boards left to right,
# "w-b" = White v Black. The table for N players also serves N - 1 players (N is then the bye).
PUBLISHED = {
    4: """
        1-4 2-3
        4-3 1-2
        2-4 3-1
    """,
    6: """
        1-6 2-5 3-4
        6-4 5-3 1-2
        2-6 3-1 4-5
        6-5 1-4 2-3
        3-6 4-2 5-1
    """,
    8: """
        1-8 2-7 3-6 4-5
        8-5 6-4 7-3 1-2
        2-8 3-1 4-7 5-6
        8-6 7-5 1-4 2-3
        3-8 4-2 5-1 6-7
        8-7 1-6 2-5 3-4
        4-8 5-3 6-2 7-1
    """,
    10: """
        1-10 2-9 3-8 4-7 5-6
        10-6 7-5 8-4 9-3 1-2
        2-10 3-1 4-9 5-8 6-7
        10-7 8-6 9-5 1-4 2-3
        3-10 4-2 5-1 6-9 7-8
        10-8 9-7 1-6 2-5 3-4
        4-10 5-3 6-2 7-1 8-9
        10-9 1-8 2-7 3-6 4-5
        5-10 6-4 7-3 8-2 9-1
    """,
    12: """
        1-12 2-11 3-10 4-9 5-8 6-7
        12-7 8-6 9-5 10-4 11-3 1-2
        2-12 3-1 4-11 5-10 6-9 7-8
        12-8 9-7 10-6 11-5 1-4 2-3
        3-12 4-2 5-1 6-11 7-10 8-9
        12-9 10-8 11-7 1-6 2-5 3-4
        4-12 5-3 6-2 7-1 8-11 9-10
        12-10 11-9 1-8 2-7 3-6 4-5
        5-12 6-4 7-3 8-2 9-1 10-11
        12-11 1-10 2-9 3-8 4-7 5-6
        6-12 7-5 8-4 9-3 10-2 11-1
    """,
    14: """
        1-14 2-13 3-12 4-11 5-10 6-9 7-8
        14-8 9-7 10-6 11-5 12-4 13-3 1-2
        2-14 3-1 4-13 5-12 6-11 7-10 8-9
        14-9 10-8 11-7 12-6 13-5 1-4 2-3
        3-14 4-2 5-1 6-13 7-12 8-11 9-10
        14-10 11-9 12-8 13-7 1-6 2-5 3-4
        4-14 5-3 6-2 7-1 8-13 9-12 10-11
        14-11 12-10 13-9 1-8 2-7 3-6 4-5
        5-14 6-4 7-3 8-2 9-1 10-13 11-12
        14-12 13-11 1-10 2-9 3-8 4-7 5-6
        6-14 7-5 8-4 9-3 10-2 11-1 12-13
        14-13 1-12 2-11 3-10 4-9 5-8 6-7
        7-14 8-6 9-5 10-4 11-3 12-2 13-1
    """,
    16: """
        1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9
        16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2
        2-16 3-1 4-15 5-14 6-13 7-12 8-11 9-10
        16-10 11-9 12-8 13-7 14-6 15-5 1-4 2-3
        3-16 4-2 5-1 6-15 7-14 8-13 9-12 10-11
        16-11 12-10 13-9 14-8 15-7 1-6 2-5 3-4
        4-16 5-3 6-2 7-1 8-15 9-14 10-13 11-12
        16-12 13-11 14-10 15-9 1-8 2-7 3-6 4-5
        5-16 6-4 7-3 8-2 9-1 10-15 11-14 12-13
        16-13 14-12 15-11 1-10 2-9 3-8 4-7 5-6
        6-16 7-5 8-4 9-3 10-2 11-1 12-15 13-14
        16-14 15-13 1-12 2-11 3-10 4-9 5-8 6-7
        7-16 8-6 9-5 10-4 11-3 12-2 13-1 14-15
        16-15 1-14 2-13 3-12 4-11 5-10 6-9 7-8
        8-16 9-7 10-6 11-5 12-4 13-3 14-2 15-1
    """,
}


def published(size: int) -> list[list[tuple[int, int]]]:
    return [
        [(int(g.split("-")[0]), int(g.split("-")[1])) for g in line.split()]
        for line in PUBLISHED[size].strip().splitlines()
    ]


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(list(argv))
    return status, out.getvalue(), err.getvalue()


# ------------------------------------------------------------------------------------- Berger tables


@pytest.mark.parametrize("size", sorted(PUBLISHED))
def test_even_field_equals_the_published_table(size: int) -> None:
    """Pairs, board order and colours identical to C.05 Annex 1."""
    assert berger_table(size) == published(size)
    schedule = berger(size)
    assert [[(g.board, g.white, g.black) for g in rd.games] for rd in schedule.rounds] == [
        [(b, w, k) for b, (w, k) in enumerate(rd, start=1)] for rd in published(size)
    ]
    assert all(rd.bye is None for rd in schedule.rounds)


@pytest.mark.parametrize("size", sorted(PUBLISHED))
def test_odd_field_is_the_table_without_the_pivot(size: int) -> None:
    """C.05 Annex 1: with N - 1 players the highest number N is the bye."""
    schedule = berger(size - 1)
    for rd, table in zip(schedule.rounds, published(size), strict=True):
        games = [(w, b) for w, b in table if size not in (w, b)]
        pivot_game = next(g for g in table if size in g)
        assert [(g.white, g.black) for g in rd.games] == games
        assert [g.board for g in rd.games] == list(range(1, len(games) + 1))
        assert rd.bye == next(p for p in pivot_game if p != size)


def test_bye_order_for_seven_players() -> None:
    """spec §2.6: with 7 players the bye goes to 1, 5, 2, 6, 3, 7, 4 (the players meeting 8 in the table)."""
    assert [bye_in_round(7, r) for r in range(1, 8)] == [1, 5, 2, 6, 3, 7, 4]


@pytest.mark.parametrize("n", range(3, 31))
def test_structure_up_to_30(n: int) -> None:
    """Everyone meets everyone once; each round complete; one bye each in an odd field; colours per spec §2.4."""
    schedule = berger(n)
    size = n + n % 2
    assert len(schedule.rounds) == size - 1 == rounds_needed(n)
    pairs = [frozenset((g.white, g.black)) for rd in schedule.rounds for g in rd.games]
    assert len(pairs) == len(set(pairs)) == n * (n - 1) // 2 == games_needed(n)
    for rd in schedule.rounds:
        present = [p for g in rd.games for p in (g.white, g.black)] + ([rd.bye] if rd.bye else [])
        assert sorted(present) == list(range(1, n + 1))
    if n % 2:
        assert sorted(rd.bye for rd in schedule.rounds if rd.bye is not None) == list(range(1, n + 1))
    else:
        balance = colour_balance(schedule)
        # players 1 .. N/2 have one White more than Black; N/2+1 .. N one Black more (spec §2.4)
        assert all(balance[p] == (size // 2, size // 2 - 1) for p in range(1, size // 2 + 1))
        assert all(balance[p] == (size // 2 - 1, size // 2) for p in range(size // 2 + 1, size + 1))
        assert max(longest_colour_run(schedule, p) for p in range(1, n + 1)) == 2
        assert colour_sequence(schedule, size).startswith("BW")  # the pivot: Black in odd rounds


@pytest.mark.parametrize("n", range(3, 31))
def test_double_round_robin(n: int) -> None:
    """C.05 Annex 1: second cycle = colours reversed; last two rounds of cycle 1 swapped, so nobody has three
    games running with the same colour (spec §2.5)."""
    single, double = berger(n), berger(n, double=True)
    rounds = len(single.rounds)
    assert len(double.rounds) == 2 * rounds
    order = [rd.table_round for rd in double.rounds]
    assert order == [*range(1, rounds - 1), rounds, rounds - 1, *range(1, rounds + 1)]
    for rd in double.rounds[rounds:]:
        original = single.rounds[rd.table_round - 1]
        assert [(g.black, g.white) for g in rd.games] == [(g.white, g.black) for g in original.games]
    assert max(longest_colour_run(double, p) for p in range(1, n + 1)) <= 2
    if n % 2 == 0:
        assert set(colour_balance(double).values()) == {(n - 1, n - 1)}


def test_json_contract() -> None:
    status, out, _ = run("berger", "4", "--format", "json")
    assert status == 0
    document = json.loads(out)
    assert document["players"] == 4 and document["double"] is False
    assert document["rounds"][0] == {
        "round": 1,
        "games": [{"board": 1, "white": 1, "black": 4}, {"board": 2, "white": 2, "black": 3}],
        "bye": None,
    }
    odd = json.loads(run("berger", "5", "--format", "json")[1])
    # 5 players, round 1 of the 5/6 table is 1-6 2-5 3-4: 1 has the bye
    assert odd["rounds"][0] == {
        "round": 1,
        "games": [{"board": 1, "white": 2, "black": 5}, {"board": 2, "white": 3, "black": 4}],
        "bye": 1,
    }


@pytest.mark.parametrize("n", [3, 4, 9, 16])
@pytest.mark.parametrize("double", [False, True])
def test_trf_skeleton_is_readable(n: int, double: bool) -> None:
    text = schedule_trf(berger(n, double))
    t = tr.parse_trf(text, source="skeleton.trf")
    assert len(t.players) == n and t.rounds == len(berger(n, double).rounds)
    assert t.event_type is tr.EventType.ROUND_ROBIN
    assert ("192", "BERGER_DOUBLEROUNDROBIN" if double else "BERGER_ROUNDROBIN") in t.headers
    assert ("092", "Round robin (Berger)" + (", double" if double else "")) in t.headers
    schedule = berger(n, double)
    for p, player in t.players.items():
        assert [rec.opponent for rec in player.rounds] == schedule.opponents(p)
        assert all(rec.code == " " for rec in player.rounds)
        assert "".join((rec.colour or "-").upper() for rec in player.rounds) == colour_sequence(schedule, p)
    status, out, _ = run("berger", str(n), "--format", "trf", *(["--double"] if double else []))
    assert status == 0 and out == text


@pytest.mark.parametrize(
    "argv", [["berger", "2"], ["berger", "31"], ["berger", "x"], ["berger", "4", "--format", "csv"]]
)
def test_berger_bad_input(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:  # argparse errors also exit 2
        status = main(argv)
        raise SystemExit(status)
    assert exc.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err


def test_berger_table_output() -> None:
    status, out, _ = run("berger", "4")
    assert status == 0
    assert out.splitlines()[3:] == ["    1      1-4      2-3", "    2      4-3      1-2", "    3      2-4      3-1"]


# ------------------------------------------------------------------------------------- withdrawals


def six_player_event(withdraws_after: int) -> tr.Tournament:
    """The 5/6 Berger table, White wins every game; player 6 plays no game after round `withdraws_after`
    (his and his opponents' rounds are left empty)."""
    schedule = berger(6)
    rounds: dict[int, list[tr.RoundRecord]] = {p: [] for p in range(1, 7)}
    for rd in schedule.rounds:
        for g in rd.games:
            if 6 in (g.white, g.black) and rd.number > withdraws_after:
                rounds[g.white].append(tr.RoundRecord(rd.number, None, None, " "))
                rounds[g.black].append(tr.RoundRecord(rd.number, None, None, " "))
            else:
                rounds[g.white].append(tr.RoundRecord(rd.number, g.black, "w", "1"))
                rounds[g.black].append(tr.RoundRecord(rd.number, g.white, "b", "0"))
    players = {
        p: tr.Player(p, f"P{p}", rounds=tuple(sorted(recs, key=lambda r: r.round))) for p, recs in rounds.items()
    }
    return tr.Tournament(players=players, rounds=5, event_type=tr.EventType.ROUND_ROBIN, name="withdrawal")


def test_withdrawal_fewer_than_half_removes_the_results() -> None:
    """Old FIDE Tournament Rules V.5.4(a) (spec §2.8): 2 of 5 games played (< 50 %): no points scored by him or
    against him count. Hand count: 1 loses the win over 6 (3 -> 2); 6 drops out; everyone else keeps 2."""
    t = six_player_event(withdraws_after=2)
    assert {row.tpn: row.points for row in tr.standings(t, ["SB"]).rows} == {1: 3, 2: 2, 3: 2, 4: 2, 5: 2, 6: 1}
    new, report = fide_withdrawal_rule(t)
    assert [(w.tpn, w.played, w.scheduled, w.counted) for w in report] == [(6, 2, 5, False)]
    assert 6 not in new.players and 6 in t.players  # a new Tournament; the old one is unchanged
    assert {row.tpn: row.points for row in tr.standings(new, ["SB"]).rows} == {1: 2, 2: 2, 3: 2, 4: 2, 5: 2}


def test_withdrawal_at_least_half_counts_and_the_rest_are_forfeits() -> None:
    """V.5.4(b): 3 of 5 games played (>= 50 %): his results count; his games v 5 (round 4) and v 3 (round 5)
    become forfeits: '-' for 6, '+' for the opponent (1 point each)."""
    t = six_player_event(withdraws_after=3)
    new, report = fide_withdrawal_rule(t)
    assert [(w.tpn, w.played, w.counted, w.forfeits) for w in report] == [(6, 3, True, ((4, 5), (5, 3)))]
    assert new.players[6].rounds[3] == tr.RoundRecord(4, 5, None, "-")
    assert new.players[5].rounds[3] == tr.RoundRecord(4, 6, None, "+")
    before = {row.tpn: row.points for row in tr.standings(t, ["SB"]).rows}
    after = {row.tpn: row.points for row in tr.standings(new, ["SB"]).rows}
    assert after == {**before, 3: before[3] + 1, 5: before[5] + 1}
    assert tr.parse_trf(tr.write_trf(new)).players[3].rounds[4].code == "+"  # still a valid crosstable


def test_withdrawal_rule_explicit_players_and_bad_input() -> None:
    t = six_player_event(withdraws_after=5)
    assert fide_withdrawal_rule(t) == (t, [])  # nobody withdrew
    with pytest.raises(ValueError, match="no player with start rank 9"):
        fide_withdrawal_rule(t, withdrawn=[9])


def test_standings_withdrawal_rule_on_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "w.trf"
    path.write_text(tr.write_trf(six_player_event(withdraws_after=2)), encoding="utf-8")
    status, out, err = run("standings", str(path), "--tiebreaks", "SB", "--withdrawal-rule", "fide", "--format", "json")
    assert status == 0
    assert [row["tpn"] for row in json.loads(out)["standings"]] == [1, 2, 3, 4, 5]
    assert "player 6 withdrew after 2 of 5 games: results removed" in err


# ------------------------------------------------------------------------------------- tie-break lists


def test_buchholz_family_warning() -> None:
    """C.07 (2026) Art. 8 note: BH, FB and AOB "must not be used in round-robins"."""
    assert buchholz_in_round_robin(["DE", "BH/C1", "FB", "AOB", "SB", "ARO"]) == ["BH/C1", "FB", "AOB"]
    status, out, err = run("standings", str(EXAMPLES / "quickstart.trf"), "--tiebreaks", "BH/C1 SB")
    assert status == 0 and out
    assert "must not be used in round-robins" in err
    assert run("standings", str(EXAMPLES / "quickstart.trf"), "--tiebreaks", "DE SB")[2] == ""


def test_round_robin_lists_are_data() -> None:
    assert ROUND_ROBIN_TIEBREAKS["default"] == ("DE", "SB", "KS", "WIN")
    for codes in ROUND_ROBIN_TIEBREAKS.values():
        tr.parse_list(list(codes))
        assert not buchholz_in_round_robin(codes)


# ------------------------------------------------------------------------------------- quads


@pytest.mark.parametrize(
    ("n", "sizes"),
    [
        (4, [4]),
        (5, [5]),
        (6, [6]),
        (7, [7]),
        (8, [4, 4]),
        (9, [4, 5]),
        (10, [4, 6]),
        (11, [5, 6]),
        (12, [4, 4, 4]),
        (15, [4, 5, 6]),
        (17, [4, 4, 4, 5]),
    ],
)
def test_quad_sizes(n: int, sizes: list[int]) -> None:
    assert quad_sizes(n) == sizes and sum(sizes) == n and 3 not in sizes


def test_quads_in_rating_order() -> None:
    field = [
        Entrant("A", 1500),
        Entrant("B", 2100),
        Entrant("C", None),
        Entrant("D", 1800),
        Entrant("E", 1900),
        Entrant("F", 1700),
        Entrant("G", 2000),
        Entrant("H", 1600),
        Entrant("I", 1400),
    ]
    groups = quads(field)
    assert [[e.name for e in g.members] for g in groups] == [["B", "G", "E", "D"], ["F", "H", "A", "I", "C"]]
    assert groups[1].schedule == berger(5)
    status, out, _ = run("quads", "B:2100, G:2000, E:1900, D:1800, F:1700")
    assert status == 0 and out.splitlines()[0] == "Group 1: 1 B (2100), 2 G (2000), 3 E (1900), 4 D (1800), 5 F (1700)"
    document = json.loads(run("quads", str(EXAMPLES / "quickstart.trf"), "--format", "json")[1])
    assert [p["name"] for p in document["groups"][0]["players"]] == ["Anna", "Bruno", "Cleo", "David"]


def test_quads_reads_a_long_inline_list_as_a_list() -> None:
    """The audit's 'File name too long': 120 entrants inline are a list, not a file name (30 groups of 4)."""
    inline = ", ".join(f"Player{i:03d}:{2400 - i}" for i in range(120))
    assert len(inline) > 1000
    status, out, err = run("quads", inline, "--format", "json")
    assert status == 0 and err == ""
    assert [len(g["players"]) for g in json.loads(out)["groups"]] == [4] * 30
    status, out, err = run("quads", "x" * 5000)
    assert status == 2 and out == "" and "is not a file, and item 1" in err and "Traceback" not in err


@pytest.mark.parametrize("source", ["A:2000, B:1900, C:1800", "A:20x0", "no-such-file.trf"])
def test_quads_bad_input(source: str) -> None:
    status, out, err = run("quads", source)
    assert status == 2 and out == "" and err.startswith("tiebreak-ref: ")


# ------------------------------------------------------------------------------------- schedule


def test_rounds_and_games() -> None:
    assert [rounds_needed(n) for n in (2, 3, 4, 5, 10)] == [1, 3, 3, 5, 9]
    assert rounds_needed(10, double=True) == 18 and games_needed(10, double=True) == 90


@pytest.mark.parametrize(
    ("tc", "per_player"),
    [
        ("90+30", 120),  # 90 + 60 moves x 30 s (FIDE's 60-move convention)
        ("40/90+30:30+30", 150),  # 90 + 30 + 60 x 30 s
        ("120", 120),
        ("25d5", 30),  # 25 + 60 x 5 s of delay
        ("3+2", 5),
    ],
)
def test_time_per_player(tc: str, per_player: int) -> None:
    assert minutes_per_player(parse_time_control(tc)) == per_player


def test_round_duration_and_command() -> None:
    assert round_minutes(parse_time_control("90+30"), 15) == 255  # 2 x 120 + 15
    status, out, _ = run(
        "schedule", "10", "--double", "--time-control", "90+30", "--changeover", "15", "--format", "json"
    )
    assert status == 0
    assert json.loads(out) == {
        "players": 10,
        "double": True,
        "rounds": 18,
        "games": 90,
        "games_per_round": 5,
        "byes_per_round": 0,
        "time_control": "90+30",
        "assumed_moves": 60,
        "minutes_per_player": 120,
        "changeover_minutes": 15,
        "round_minutes": 255,
        "total_minutes": 4590,
    }


@pytest.mark.parametrize(
    "argv",
    [
        ["schedule", "1"],
        ["schedule", "8", "--time-control", "90+"],
        ["schedule", "8", "--time-control", "0"],
        ["schedule", "8", "--changeover", "5"],
        ["schedule", "8", "--time-control", "40/90:40/30"],
    ],
)
def test_schedule_bad_input(argv: list[str]) -> None:
    status, out, err = run(*argv)
    assert status == 2 and out == "" and err


# ------------------------------------------------------------------------------------- Scheveningen


@pytest.mark.parametrize("n", SIZES)
def test_scheveningen_data_is_the_documented_rule(n: int) -> None:
    """The shipped table equals the generator's output, and has every property (module docstring)."""
    table = scheveningen(n)
    assert as_json(n, generate(n))["rounds"] == [[{"white": w, "black": b} for w, b in rd] for rd in table]
    assert problems(n, table) == []


def test_scheveningen_checker_finds_faults() -> None:
    table = scheveningen(4)
    swapped = [list(rd) for rd in table]
    swapped[0][0] = (swapped[0][0][1], swapped[0][0][0])
    assert any("Whites" in p for p in problems(4, swapped))
    assert problems(4, table[:3])


def test_scheveningen_command() -> None:
    document = json.loads(run("scheveningen", "4", "--format", "json")[1])
    assert document["version"] == data_version() == "tiebreak-ref-scheveningen-1"
    assert len(document["rounds"]) == 4 and len(document["rounds"][0]["games"]) == 4
    status, out, err = run("scheveningen", "12")
    assert status == 2 and out == "" and "expected one of 2, 3" in err


# ------------------------------------------------------------------------------------- prizes


def test_prizes_pooling_and_trophy() -> None:
    """quickstart.trf: Bruno and Anna tie on 2 points (places 1-2): (1000 + 600) / 2 = 800 each; the trophy
    for place 1 goes to Bruno, first on DE."""
    t = tr.read_trf(EXAMPLES / "quickstart.trf")
    awards = distribute(tr.standings(t, ["DE", "SB"]), parse_prizes("1000+Trophy,600,400"))
    assert [(a.tpn, a.money, a.award) for a in awards] == [(2, 800, "Trophy"), (1, 800, ""), (4, 400, ""), (3, 0, "")]


def test_prizes_hort_and_thirds() -> None:
    t = tr.read_trf(EXAMPLES / "quickstart.trf")
    result = tr.standings(t, ["DE"])
    hort = distribute(result, parse_prizes("1000,600"), method="hort")
    # Hort: half pooled (800 / 2 = 400 each), half by place (500 for 1st, 300 for 2nd)
    assert [(a.tpn, a.money) for a in hort][:2] == [(2, 900), (1, 700)]
    thirds = distribute(result, parse_prizes("100,0"))
    assert thirds[0].money == Fraction(50)
    unbroken = distribute(tr.standings(t, ["PTS"]), parse_prizes("100+Title"))
    assert "undecided" in unbroken[0].note and unbroken[0].money == 50


def test_prizes_hort_shares_equally_among_players_the_tie_breaks_leave_tied() -> None:
    """Hort (the module docstring; C.07 2.1 leaves prizes to the regulations): with no tie-break Bruno and Anna
    share rank 1 on 2 points, so the by-place halves of places 1-2 are shared too, as the pool method shares
    the whole: 1000 / 2 + 600 / 2 = 800 by place, 400 each; plus 400 each from the pooled half: 800 each (the
    audit found 900 for the lower start number and 700 for the other)."""
    t = tr.read_trf(EXAMPLES / "quickstart.trf")
    result = tr.standings(t, ["PTS"])
    assert [row.rank for row in result.rows][:2] == [1, 1]
    hort = distribute(result, parse_prizes("1000,600,400"), method="hort")
    assert [(a.tpn, a.money) for a in hort] == [(1, 800), (2, 800), (4, 400), (3, 0)]
    assert [(a.tpn, a.money) for a in hort] == [
        (a.tpn, a.money) for a in distribute(result, parse_prizes("1000,600,400"))
    ]


@pytest.mark.parametrize("prizes", ["", "1000,,400", "1000,-5", "1000,600,400,300,200", "abc+12x"])
def test_prizes_bad_input(prizes: str) -> None:
    status, out, err = run("prizes", str(EXAMPLES / "quickstart.trf"), "--prizes", prizes)
    assert status == 2 and out == "" and err.startswith("tiebreak-ref: ")


def test_prizes_need_two_players() -> None:
    one = tr.parse_trf("001    1      Solo                              1800\n")
    with pytest.raises(ValueError, match="at least 2"):
        distribute(tr.standings(one, ["PTS"]), parse_prizes("100"))


def test_prizes_command_json() -> None:
    status, out, _ = run(
        "prizes",
        str(EXAMPLES / "quickstart.trf"),
        "--prizes",
        "1000+Trophy,600,400",
        "--tiebreaks",
        "DE SB",
        "--format",
        "json",
    )
    assert status == 0
    awards = json.loads(out)["awards"]
    assert [(a["tpn"], a["money"], a["award"]) for a in awards] == [
        (2, 800, "Trophy"),
        (1, 800, None),
        (4, 400, None),
    ]  # Cleo wins nothing
    assert json.loads(out)["not_listed"] == 1


def test_swiss_rounds_for_one_winner_is_ceil_log2() -> None:
    """After k rounds of a Swiss at most ceil(n / 2**k) players have won every game: one winner needs 2**k >= n,
    k = ceil(log2 n) (math.log2 as the cross-check; 4 players: 2, 5: 3, 16: 4, 17: 5)."""
    from math import ceil, log2

    from tiebreak_ref.organise.roundrobin import swiss_rounds_for_one_winner

    assert [swiss_rounds_for_one_winner(n) for n in (2, 4, 5, 16, 17)] == [1, 2, 3, 4, 5]
    assert all(swiss_rounds_for_one_winner(n) == ceil(log2(n)) for n in range(2, 2000))
