"""The team layer: reading team TRFs (records 310/013, 320, 330, 240, 300, 352, 362, 192), team codes,
team standings and explanations, the command line on team files, and located errors for bad input."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak_ref as tr
from tiebreak_ref.cli.common import EXIT_BAD_INPUT, EXIT_MISMATCH
from tiebreak_ref.command import main as cli_main
from tiebreak_ref.errors import CodeError, InputError
from tiebreak_ref.model import ResultKind, TeamOptions
from tiebreak_ref.ranking.team import team_standings, team_tiebreak_values
from tiebreak_ref.rules.fide.team import parse_team_code
from tiebreak_ref.trf.team import parse_team_trf

FIXTURES = Path(__file__).parent / "fixtures"
HELD = (FIXTURES / "held_team.trf").read_text(encoding="utf-8")
NOCOLOR = (FIXTURES / "fideteam_nocolor.trf").read_text(encoding="utf-8")
K = ResultKind


def team_310(tpn: int, name: str, players: tuple[int, ...]) -> str:
    """Record 310: pairing number (cols 5-7), name (9-40), players from column 74, every 5 columns."""
    return f"310 {tpn:>3} {name:<32} {'':<5} {'':>6} {'':>6} {'':>6} {'':>3} " + "".join(f" {p:>4}" for p in players)


def two_teams(extra: str = "", r2: tuple[str, str, str, str] = ("1", "0", "=", "="), rounds: int = 2) -> str:
    """Teams 1 (players 1, 2) and 2 (players 3, 4), two boards; round 1: 1-0 and 0-1 (drawn match)."""
    a, b, c, d = r2
    lines = [
        "012 Two teams",
        "042 2026/03/10",
        f"142 {rounds}",
        "192 FIDE_TEAM_MP_GP",
        *filter(None, [extra]),
        team_310(1, "Alpha", (1, 2)),
        team_310(2, "Beta", (3, 4)),
    ]
    cells = {
        1: ["   3 w 1", f"   3 w {a}"],
        2: ["   4 b 0", f"   4 b {c}"],
        3: ["   1 b 0", f"   1 b {b}"],
        4: ["   2 w 1", f"   2 w {d}"],
    }
    pts = {"1": 1, "0": 0, "=": 0.5, "+": 1, "-": 0}
    for pid, rounds_ in cells.items():
        total = sum(pts[x[-1]] for x in rounds_)
        lines.append(
            f"001 {pid:>4}      {'P' + str(pid):<33} 1500 {'':<3} {'':>11} {'':<10} {total:>4.1f} {'':>4}"
            + "".join(f"  {x}" for x in rounds_)
        )
    return "\n".join(lines) + "\n"


def test_reading_the_held_team_file() -> None:
    ev = parse_team_trf(HELD)
    assert (len(ev.teams), ev.boards, ev.rounds, ev.primary) == (14, 4, 7, "MP")
    one = ev.team(1)
    assert one.players == (1, 2, 3, 4)
    assert [(r.kind, r.opponent, r.mp, r.gp) for r in one.rounds][5] == (K.FORFEIT_WIN, 6, 2, 4)
    assert ev.team(6).rounds[5].kind is K.FORFEIT_LOSS
    assert (ev.team(12).rounds[4].kind, ev.team(12).rounds[4].mp, ev.team(12).rounds[4].gp) == (K.PAB, 1, 2)
    assert (ev.team(14).rounds[4].kind, ev.team(14).rounds[4].gp) == (K.HPB, 2)
    assert ev.team(7).rounds[6].kind is K.ZPB
    assert [b.board for b in one.rounds[0].boards] == [1, 2, 3, 4]


def test_a_drawn_match_and_a_match_won_on_boards() -> None:
    ev = parse_team_trf(two_teams())
    first, second = ev.team(1).rounds
    assert (first.kind, first.mp, first.gp) == (K.DRAW, 1, 1)
    assert (second.kind, second.mp, second.gp) == (K.WIN, 2, Fraction(3, 2))


def test_forfeited_boards_in_a_played_match_are_board_results() -> None:
    ev = parse_team_trf(two_teams(r2=("+", "-", "=", "=")))
    assert ev.team(1).rounds[1].kind is K.WIN


def test_a_match_nobody_played_is_a_forfeit() -> None:
    """15.1: no game over the board and one team scored nothing: a forfeit win and loss (gacrux agrees)."""
    ev = parse_team_trf(two_teams(r2=("+", "-", "-", "+")))
    assert ev.team(1).rounds[1].kind is K.DRAW  # 1-1 on forfeits: both teams came
    ev = parse_team_trf(two_teams(r2=("+", "-", "+", "-")))
    assert (ev.team(1).rounds[1].kind, ev.team(2).rounds[1].kind) == (K.FORFEIT_WIN, K.FORFEIT_LOSS)
    assert (ev.team(1).rounds[1].mp, ev.team(2).rounds[1].mp) == (2, 0)


def test_record_330_declares_a_forfeited_match() -> None:
    ev = parse_team_trf(two_teams("330 -+   2   1   2", r2=("1", "0", "1", "0")))
    assert (ev.team(1).rounds[1].kind, ev.team(2).rounds[1].kind) == (K.FORFEIT_LOSS, K.FORFEIT_WIN)
    with pytest.raises(InputError, match=r"t.trf:5:1: found team 3 in round 2; expected the pairing number"):
        parse_team_trf(two_teams("330 -+   2   1   3"), source="t.trf")


def test_record_362_and_192() -> None:
    ev = parse_team_trf(two_teams("362 TW 3     TD 1     TL 0").replace("FIDE_TEAM_MP_GP", "FIDE_TEAM_GP_MP"))
    assert (ev.primary, ev.team(1).rounds[1].mp) == ("GP", 3)
    assert parse_team_trf(two_teams().replace("FIDE_TEAM_MP_GP", "CUSTOM_TEAM_SWISS_GP")).primary == "GP"
    assert parse_team_trf(two_teams().replace("FIDE_TEAM_MP_GP", "FIDE_TEAM_MP")).primary == "MP"


def test_team_pab_without_record_320_follows_the_declared_totals() -> None:
    """C.07 11 with C.04.6 (decision A22): FIDE's fixture declares in record 310 totals that add up only with the
    individual PAB value on every board (2 GP with two boards), so that is read, with a located notice; forced
    to a draw's game points (the option) team 2's declared 10.5 game points become 9.5."""
    ev = parse_team_trf(NOCOLOR, source="nocolor.trf")
    pab = next(r for r in ev.team(9).rounds if r.kind is K.PAB)
    assert (pab.mp, pab.gp) == (1, 2)
    assert team_tiebreak_values(ev, "PTS:GP")[2] == Fraction(21, 2)  # record 310 of team 2 declares 10.5
    assert str(ev.notices[1]).startswith(
        "nocolor.trf:9:62: notice: read a team pairing-allocated bye without record 320 as 2 game points, the value "
        "with which the game points declared in record 310 add up"
    )
    ev = parse_team_trf(NOCOLOR, options=TeamOptions(pab_game_points="draw"))
    assert next(r for r in ev.team(9).rounds if r.kind is K.PAB).gp == 1
    assert team_tiebreak_values(ev, "PTS:GP")[2] == Fraction(19, 2)
    # team 2 declaring 11.5 game points fits neither reading (9.5 or 10.5): C.04.6's draw, and the notice says so
    ev = parse_team_trf(NOCOLOR.replace("9.0   10.5   3", "9.0   11.5   3"), source="nocolor.trf")
    assert next(r for r in ev.team(9).rounds if r.kind is K.PAB).gp == 1
    assert str(ev.notices[1]).endswith(
        "a draw's (C.04.6): the game points declared in record 310 add up with neither reading"
    )


def test_team_pab_without_record_320_or_declared_totals_is_a_draw() -> None:
    """C.04.6: with nothing declared in record 310, a team PAB scores a draw's match and game points; the notice
    says so. Team 3 (players 5, 6) has the bye in both rounds."""
    text = two_teams(rounds=2)
    lines = text.splitlines()
    lines.insert(6, team_310(3, "Gamma", (5, 6)))
    lines += [
        f"001 {pid:>4}      {'P' + str(pid):<33} 1500 {'':<3} {'':>11} {'':<10}  2.0 {'':>4}  0000 - U  0000 - U"
        for pid in (5, 6)
    ]  # the individual PAB of record 162's default is a win: 2 points each
    ev = parse_team_trf("\n".join(lines) + "\n", source="t.trf")
    assert [(tr.kind, tr.mp, tr.gp) for tr in ev.team(3).rounds] == [(K.PAB, 1, 1), (K.PAB, 1, 1)]
    assert all("a draw's (C.04.6): record 310 declares no" in notice.text for notice in ev.notices)
    assert str(ev.notices[0]).startswith("t.trf:7:55:")


@pytest.mark.parametrize(
    "lineup, column, message",
    [
        (
            "300   1   1   2    1    1",
            22,
            "found player 1 on board 2 of team 1 in round 1, but he is already on board 1",
        ),
        (
            "300   1   1   2    1    3",
            22,
            "found player 3 on board 2 of team 1 in round 1, a player of team 2; expected a player of team 1",
        ),
        ("300   1   3   2    1    2", 9, "found team 3 in the line-up of round 1"),
    ],
)
def test_a_lineup_naming_a_player_twice_or_of_another_team_is_an_error(lineup: str, column: int, message: str) -> None:
    """Record 300 lists a team's players by board: one player on two boards would count his game twice, and a
    player of the other team is no board of this one (the audit found both accepted). Line 5 is record 300."""
    with pytest.raises(InputError) as info:
        parse_team_trf(two_teams(lineup), source="t.trf")
    assert (info.value.line, info.value.column) == (5, column)
    assert message in str(info.value)


def test_legacy_013_record() -> None:
    text = (
        two_teams()
        .replace(team_310(1, "Alpha", (1, 2)), f"013 {'Alpha':<32}   1    2")
        .replace(team_310(2, "Beta", (3, 4)), f"013 {'Beta':<32}   3    4")
    )
    ev = parse_team_trf(text)
    assert [(t.tpn, t.name, t.players) for t in ev.teams.values()] == [(1, "Alpha", (1, 2)), (2, "Beta", (3, 4))]


def test_lineup_record_300_sets_the_boards() -> None:
    ev = parse_team_trf(two_teams("300   1   1   2    2    1"))
    assert [(b.board, b.player) for b in ev.team(1).rounds[0].boards] == [(1, 2), (2, 1)]


@pytest.mark.parametrize(
    "extra,where",
    [
        ("320    1    2   1", "t.trf:5:1: found a pairing-allocated bye (record 320) for team 1 in round 1"),
        ("330 x-   1   1   2", "t.trf:5:5: found 'x-' as the forfeit"),
        ("240 H   9    1", "t.trf:5:1: found round 9"),
        ("362 TW 2     TQ 1", "t.trf:5:14: found 'TQ'"),
        ("352 WXB", "t.trf:5:5: found 'WXB' as the board colours"),
    ],
)
def test_bad_team_records_are_located(extra: str, where: str) -> None:
    with pytest.raises(InputError) as info:
        parse_team_trf(two_teams(extra), source="t.trf")
    assert str(info.value).startswith(where)


def test_a_player_in_two_teams_and_a_team_playing_two_teams() -> None:
    text = two_teams().replace(team_310(2, "Beta", (3, 4)), team_310(2, "Beta", (3, 1)))
    with pytest.raises(InputError, match=r"t.trf:6:79: found player 1 in team 2, but he is already in team 1"):
        parse_team_trf(text, source="t.trf")


def test_team_codes() -> None:
    assert parse_team_code("bh:gp/c1").code == "BH:GP/C1"
    assert parse_team_code("MPvGP").code == "MPVGP"
    assert parse_team_code("SSSC/F/P/K4").code == "SSSC/F/P/K4"
    assert parse_team_code("GPTS").code == "PTS:GP"
    with pytest.raises(CodeError, match=r"Art\. 10 is for individuals"):
        parse_team_code("ARO")
    with pytest.raises(CodeError, match="which it does not take"):
        parse_team_code("EDE/C1")
    with pytest.raises(CodeError, match="names its scores itself"):
        parse_team_code("EMGSB:MP")
    with pytest.raises(CodeError, match="unknown tie-break code"):
        parse_team_code("XYZ")


def test_standings_json_shape() -> None:
    ev = parse_team_trf(HELD)
    doc = team_standings(ev, ["EDEBT", "EMGSB/C1"], rules="fide-2024").as_json()
    assert doc["primary"] == "MP" and doc["tiebreaks"] == ["EDEBT", "EMGSB/C1"]
    first = doc["standings"][0]
    assert set(first) == {"rank", "tpn", "name", "rating", "points", "values", "mp", "gp"}
    assert (first["tpn"], first["name"], first["mp"], first["gp"], first["values"]["EDEBT"]) == (4, "Team 4", 10, 17, 1)


def test_the_type_a_tie_breaks_refuse_a_value_for_everyone() -> None:
    with pytest.raises(ValueError, match="computed inside a tied group"):
        team_tiebreak_values(parse_team_trf(HELD), "EDE")


def test_explanations() -> None:
    ev = parse_team_trf(HELD)
    e = tr.explain_team(ev, 11, "EDEBT", rules="fide-2024", tiebreaks=["PTS", "EDEBT"])
    assert (e.value, e.group) == (1, [11, 14])
    assert any("board count" in r.what and r.contribution == Fraction(7, 2) for r in e.rows)
    e = tr.explain_team(ev, 1, "EGGSB", rules="fide-2026")
    assert e.value == 263 and len(e.rows) == 7
    e = tr.explain_team(ev, 1, "SSSC")
    assert e.value == Fraction(3883, 100) and "BH(MP) / 3" in e.rows[-1].note


# --- command line -------------------------------------------------------------------------------


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = cli_main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_standings_on_a_team_file(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "standings", str(FIXTURES / "held_team.trf"), "--tiebreaks", "EDEBT", "--format", "json"
    )
    assert status == 0
    doc = json.loads(out)
    assert [row["tpn"] for row in doc["standings"]][:5] == [4, 2, 1, 3, 5]
    status, out, _ = run(capsys, "standings", str(FIXTURES / "fideteam_nocolor.trf"))
    assert status == 0 and "Team standings after round 7" in out and "BBE" in out


def test_cli_team_option_and_explain(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "standings", str(FIXTURES / "fideteam_nocolor.trf"), "--tiebreaks", "MPvGP", "--format", "json"
    )
    assert status == 0 and json.loads(out)["standings"][2]["gp"] == 10.5
    status, out, _ = run(
        capsys, "explain", str(FIXTURES / "held_team.trf"), "--player", "1", "--code", "BH:MP", "--rules", "fide-2026"
    )
    assert status == 0 and "BH:MP of team 1 Team 1 = 61" in out


def test_cli_check_compares_record_310(capsys: pytest.CaptureFixture[str]) -> None:
    """check says which team PAB value it took (decision A22); standings says it on stderr."""
    status, out, err = run(capsys, "check", str(FIXTURES / "fideteam_nocolor.trf"))
    assert status == 0 and "declared team totals and ranks agree" in out and err == ""
    assert (
        "fideteam_nocolor.trf:9:62: notice: read a team pairing-allocated bye without record 320 as 2 game points"
        in out
    )
    status, out, _ = run(capsys, "check", str(FIXTURES / "fideteam_nocolor.trf"), "--set", "pab_game_points=draw")
    assert status == EXIT_MISMATCH
    assert "team 2 declares 21/2 game points; the results give 19/2" in out
    status, out, err = run(capsys, "standings", str(FIXTURES / "fideteam_nocolor.trf"))
    assert status == 0 and "notice: " in err and "as 2 game points" in err and "notice" not in out


@pytest.mark.parametrize(
    "argv,message",
    [
        (("--tiebreaks", "BH ARO"), "--tiebreaks:1:4: found 'ARO'"),
        (("--player", "99"), "--player:1:1: found 99; expected the pairing number of a team"),
        (("--set", "pab_game_points=maybe"), "expected one of auto, draw, pab"),
        (("--rules", "uscf"), "--rules:1:1: found uscf for a team event"),
        (("--compare", "BH", "DE"), "--compare:1:1: found --compare for a team event"),
        (("--withdrawal-rule", "fide"), "--withdrawal-rule:1:1: found --withdrawal-rule for a team event"),
    ],
)
def test_cli_bad_input_on_a_team_file(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str) -> None:
    command = "explain" if "--player" in argv else "standings"
    extra = () if command == "standings" else ("--code", "BH")
    status, out, err = run(capsys, command, str(FIXTURES / "held_team.trf"), *argv, *extra)
    assert status == EXIT_BAD_INPUT and out == "" and message in err


def test_cli_team_file_on_standard_input(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import io
    import sys

    bad = HELD.replace("330 +-   6   1   6", "330 +-   6   1   7")

    class Stdin:
        buffer = io.BytesIO(bad.encode())

    monkeypatch.setattr(sys, "stdin", Stdin)
    status, _, err = run(capsys, "standings", "-")
    assert status == EXIT_BAD_INPUT and "<stdin>:14:12: found team 1 against team 7" in err


def test_lots_seed_draws_lots_between_teams_the_list_leaves_tied() -> None:
    """C.07 4.2: teams still tied after the whole list share a place, or lots decide when lots_seed is set.

    Hand computation: round 1 is 1-0 on board 1 and 0-1 on board 2, round 2 two draws, so Alpha and Beta have
    2 MP and 2 GP each, drew their match both times (DE cannot separate them) and every code gives both the same."""
    ev = parse_team_trf(two_teams(r2=("=", "=", "=", "=")))
    codes = "MPTS GPTS DE BH:MP"
    shared = team_standings(ev, codes)
    assert [(row.rank, row.tpn) for row in shared.rows] == [(1, 1), (1, 2)]
    orders = set()
    for seed in range(12):
        drawn = team_standings(ev, codes, options=tr.Options(lots_seed=seed))
        assert [row.rank for row in drawn.rows] == [1, 2]
        assert drawn.rows[0].values == shared.rows[0].values  # the draw changes places, not values
        assert drawn.rows == team_standings(ev, codes, options=tr.Options(lots_seed=seed)).rows  # repeatable
        orders.add(tuple(row.tpn for row in drawn.rows))
        answer = tr.why(ev, 1, 2, codes, options=tr.Options(lots_seed=seed))
        assert answer.decided_by == "lots" and answer.above == drawn.rows[0].tpn
    assert orders == {(1, 2), (2, 1)}  # twelve seeds draw both orders
    assert tr.why(ev, 1, 2, codes).decided_by == "shared place"
