"""Seeded generator of synthetic team Swiss events, written as TRF-2026 text (standard library only).

Used by the team differential test. The same arguments always give the same file. Teams are paired by
score (match points, then game points; the first free team below that it has not met), the boards of a
match alternate colours (record 352 ``WBWB…``), and, controlled by ``kinds``, the file holds:

* always, with an odd number of teams: a team pairing-allocated bye (record 320, players ``U``);
* ``board-forfeit``: single boards forfeited inside a played match (``+`` / ``-``);
* ``match-forfeit``: a whole match forfeited, every board ``+`` / ``-`` (record 330 or not);
* ``double-forfeit``: a match both teams forfeit (record 330 ``--``);
* ``hpb``, ``zpb``: team byes (record 240 ``H`` / ``Z``);
* ``withdrawal``: a team that stops playing (blank rounds to the end);
* ``reserves``: a fifth player who sometimes plays instead of a regular (board order follows record 310).

Command line: ``python -m tiebreak_ref.synthetic.team --teams 12 --boards 4 --rounds 7 --seed 1``.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

__all__ = ["ALL_TEAM_KINDS", "generate_team_swiss", "main"]

ALL_TEAM_KINDS: frozenset[str] = frozenset(
    {"board-forfeit", "match-forfeit", "double-forfeit", "hpb", "zpb", "withdrawal", "reserves"}
)
POINTS = {
    "1": Fraction(1),
    "=": Fraction(1, 2),
    "0": Fraction(0),
    "+": Fraction(1),
    "-": Fraction(0),
    "U": Fraction(1),
    "H": Fraction(1, 2),
    "Z": Fraction(0),
    " ": Fraction(0),
}
P_BOARD_FORFEIT, P_MATCH_FORFEIT, P_DOUBLE_FORFEIT = 0.03, 0.04, 0.015
P_HPB, P_ZPB, P_WITHDRAWAL, P_RESERVE_PLAYS = 0.02, 0.02, 0.06, 0.25


@dataclass
class _Cell:
    opponent: int = 0
    colour: str = " "
    result: str = " "


@dataclass
class _Team:
    tpn: int
    strength: int
    players: list[int]
    withdraw_after: int | None = None
    mp: Fraction = Fraction(0)
    gp: Fraction = Fraction(0)
    met: set[int] = field(default_factory=set)
    had_pab: bool = False


def _result(rng: random.Random, diff: int) -> str:
    """A board result for the white player, from the rating difference."""
    expected = 1 / (1 + 10 ** (-diff / 400))
    draw = 0.3
    x = rng.random()
    if x < draw:
        return "="
    return "1" if x < draw + (1 - draw) * expected else "0"


def generate_team_swiss(
    teams: int,
    boards: int,
    rounds: int,
    seed: int,
    *,
    kinds: Collection[str] = ALL_TEAM_KINDS,
    start_date: str = "2026/03/10",
    primary: str = "MP",
    match_points: tuple[int, int, int] = (2, 1, 0),
    pab_record: bool = True,
    pab_value: str = "draw",
) -> str:
    """A team Swiss event as TRF-2026 text.

    primary: "MP" or "GP" (record 192 ``_MP_GP`` / ``_GP_MP``); match_points: record 362; pab_record: write
    record 320 (else the team PAB is only the players' ``U``); pab_value: "draw" or "win" (record 320 values).
    """
    rng = random.Random(seed)
    reserves = 1 if "reserves" in kinds else 0
    size = boards + reserves
    ratings: dict[int, int] = {}
    field_: list[_Team] = []
    for t in range(1, teams + 1):
        base = rng.randint(1500, 2400)
        ids = list(range((t - 1) * size + 1, t * size + 1))
        for i, pid in enumerate(ids):
            ratings[pid] = max(1000, base - 40 * i + rng.randint(-60, 60))
        team = _Team(t, base, ids)
        if "withdrawal" in kinds and rng.random() < P_WITHDRAWAL and rounds > 2:
            team.withdraw_after = rng.randint(1, rounds - 1)
        field_.append(team)
    cells = {pid: [_Cell() for _ in range(rounds)] for pid in ratings}
    win, draw, loss = (Fraction(v) for v in match_points)
    pab_mp = draw if pab_value == "draw" else win
    pab_gp = boards * (Fraction(1, 2) if pab_value == "draw" else Fraction(1))
    pab_rounds: list[int] = [0] * rounds
    forfeits: list[str] = []
    byes: dict[tuple[str, int], list[int]] = {}
    for r in range(rounds):
        active = []
        for team in field_:
            if team.withdraw_after is not None and r >= team.withdraw_after:
                continue  # withdrawn: blank rounds
            bye = (
                "H"
                if "hpb" in kinds and rng.random() < P_HPB
                else ("Z" if "zpb" in kinds and rng.random() < P_ZPB else "")
            )
            if bye:
                byes.setdefault((bye, r + 1), []).append(team.tpn)
                for pid in team.players[:boards]:
                    cells[pid][r] = _Cell(0, "-", bye)
                if bye == "H":
                    team.mp += draw
                    team.gp += boards * Fraction(1, 2)
                continue
            active.append(team)
        key = sorted(active, key=lambda x: (-x.mp, -x.gp, x.tpn))
        if len(key) % 2 == 1:
            lowest = next((x for x in reversed(key) if not x.had_pab), key[-1])
            key.remove(lowest)
            lowest.had_pab = True
            pab_rounds[r] = lowest.tpn
            for pid in lowest.players[:boards]:
                cells[pid][r] = _Cell(0, "-", "U")
            lowest.mp += pab_mp
            lowest.gp += pab_gp
        while key:
            a = key.pop(0)
            b = next((x for x in key if x.tpn not in a.met), key[0])
            key.remove(b)
            a.met.add(b.tpn)
            b.met.add(a.tpn)
            white, black = (a, b) if rng.random() < 0.5 else (b, a)
            _match(rng, white, black, r, boards, ratings, cells, kinds, forfeits, (win, draw, loss))
    return _write(
        field_,
        cells,
        ratings,
        rounds,
        boards,
        start_date,
        primary,
        match_points,
        pab_rounds if pab_record else [],
        (pab_mp, pab_gp),
        forfeits,
        byes,
    )


def _lineup(rng: random.Random, team: _Team, boards: int) -> list[int]:
    """The players of a match in board order (record 310 order); a reserve sometimes replaces a regular."""
    players = list(team.players[:boards])
    if len(team.players) > boards and rng.random() < P_RESERVE_PLAYS:
        players.remove(rng.choice(players))
        players.append(team.players[boards])
    return sorted(players, key=team.players.index)


def _match(
    rng: random.Random,
    white: _Team,
    black: _Team,
    r: int,
    boards: int,
    ratings: dict[int, int],
    cells: dict[int, list[_Cell]],
    kinds: Collection[str],
    forfeits: list[str],
    mps: tuple[Fraction, Fraction, Fraction],
) -> None:
    win, draw, loss = mps
    wl, bl = _lineup(rng, white, boards), _lineup(rng, black, boards)
    x = rng.random()
    whole = ""
    if "double-forfeit" in kinds and x < P_DOUBLE_FORFEIT:
        whole = "--"
    elif "match-forfeit" in kinds and x < P_DOUBLE_FORFEIT + P_MATCH_FORFEIT:
        whole = rng.choice(("+-", "-+"))
    if whole and (whole == "--" or rng.random() < 0.7):
        forfeits.append(f"330 {whole} {r + 1:>3} {white.tpn:>3} {black.tpn:>3}")
    gw = gb = Fraction(0)
    for i, (pw, pb) in enumerate(zip(wl, bl, strict=True)):
        first = i % 2 == 0  # the white team has White on boards 1, 3, …
        if whole:
            res = whole[0]
            other = whole[1]
        elif "board-forfeit" in kinds and rng.random() < P_BOARD_FORFEIT:
            res = rng.choice("+-")
            other = "-" if res == "+" else "+"
        else:
            diff = ratings[pw] - ratings[pb] if first else ratings[pb] - ratings[pw]
            played = _result(rng, diff)
            res = played if first else {"1": "0", "0": "1", "=": "="}[played]
            other = {"1": "0", "0": "1", "=": "="}[res]
        cells[pw][r] = _Cell(pb, "w" if first else "b", res)
        cells[pb][r] = _Cell(pw, "b" if first else "w", other)
        gw += POINTS[res]
        gb += POINTS[other]
    if whole:
        white.mp += win if whole[0] == "+" else 0
        black.mp += win if whole[1] == "+" else 0
    else:
        played_any = any(cells[p][r].result in "10=" for p in wl)
        if not played_any and min(gw, gb) == 0:
            white.mp += win if gw > gb else 0
            black.mp += win if gb > gw else 0
        else:
            white.mp += win if gw > gb else loss if gw < gb else draw
            black.mp += win if gb > gw else loss if gb < gw else draw
    white.gp += gw
    black.gp += gb


def _points(x: Fraction) -> str:
    return f"{x.numerator}.0" if x.denominator == 1 else f"{float(x):.1f}"


def _write(
    field_: Sequence[_Team],
    cells: dict[int, list[_Cell]],
    ratings: dict[int, int],
    rounds: int,
    boards: int,
    start_date: str,
    primary: str,
    match_points: tuple[int, int, int],
    pab_rounds: list[int],
    pab: tuple[Fraction, Fraction],
    forfeits: list[str],
    byes: dict[tuple[str, int], list[int]],
) -> str:
    order = "_GP_MP" if primary == "GP" else "_MP_GP"
    lines = [
        "012 Generated team Swiss",
        f"042 {start_date}",
        "092 Team Swiss System",
        f"142 {rounds}",
        f"192 FIDE_TEAM{order}",
        "352 " + ("WB" * boards)[:boards],
    ]
    if match_points != (2, 1, 0):
        w, d, lo = match_points
        # one decimal, as in record 320 (FIDE's checker rounds 320's game points to 362's precision)
        lines.append(f"362 TW {w:<4.1f}  TD {d:<4.1f}  TL {lo:<4.1f}".rstrip())
    if any(pab_rounds):
        lines.append(
            f"320 {_points(pab[0]):>4} {_points(pab[1]):>4}"
            + "".join(f" {t:>3}" if t else "    " for t in pab_rounds).rstrip()
        )
    lines.extend(forfeits)
    for (kind, r), tpns in sorted(byes.items(), key=lambda item: (item[0][1], item[0][0])):
        lines.append(f"240 {kind} {r:>3}" + "".join(f" {t:>4}" for t in tpns))
    for team in field_:
        ids = "".join(f" {pid:>4}" for pid in team.players)
        lines.append(
            f"310 {team.tpn:>3} {'Team ' + str(team.tpn):<32} {'':<5} {team.strength:>6} "
            f"{_points(team.mp):>6} {_points(team.gp):>6} {'':>3} {ids}"
        )
    for team in field_:
        for pid in team.players:
            total = sum((POINTS[c.result] for c in cells[pid]), Fraction(0))
            head = f"001 {pid:>4}      {'Player ' + str(pid):<33} {ratings[pid]:>4} {'':<3} {'':>11} {'':<10} "
            head += f"{_points(total):>4} {'':>4}"
            blocks = "".join(
                f"  {c.opponent:>4} {c.colour} {c.result}"
                if c.opponent
                else (f"  0000 - {c.result}" if c.result != " " else "          ")
                for c in cells[pid]
            )
            lines.append((head + blocks).rstrip())
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Write one generated team event to standard output."""
    parser = argparse.ArgumentParser(prog="python -m tiebreak_ref.synthetic.team", description=__doc__)
    parser.add_argument("--teams", type=int, default=12)
    parser.add_argument("--boards", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--start-date", default="2026/03/10")
    parser.add_argument("--primary", choices=("MP", "GP"), default="MP")
    args = parser.parse_args(argv)
    sys.stdout.write(
        generate_team_swiss(
            args.teams, args.boards, args.rounds, args.seed, start_date=args.start_date, primary=args.primary
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
