"""Seeded generator of realistic synthetic tournaments, written as TRF-16 text.

Used by the differential tests and the benchmarks; standard library only. The same arguments
always give the same file (``random.Random(seed)`` is stable across Python versions).

* ``generate_swiss``: score-group pairing (top half against bottom half of each group; never a
  rematch: a player who has met every possible opponent sits the round out; not the FIDE Dutch
  system), plausible colours, results drawn from the rating difference, and, controlled by
  ``kinds``, the unplayed rounds of C.07 Art. 16: PAB (``U``, odd fields), half-, zero- and
  full-point byes (``H`` ``Z`` ``F``), forfeits (``+``/``-``), double forfeits, withdrawals, late
  entries, unrated players and "<1 move" results (``W D L``).
* ``generate_round_robin``: the FIDE Berger tables (C.05 Annex 1), single or double, with a few
  forfeits and, sometimes, a withdrawal (the withdrawn player's later games are forfeited). In an
  odd field the player paired with the dummy has a zero-point bye.

Command line: ``python -m tiebreak_ref.synthetic.individual --players 10000 --rounds 13 --seed 1 > out.trf``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

__all__ = ["ALL_KINDS", "berger_schedule", "generate_round_robin", "generate_swiss", "main"]

#: Everything ``generate_swiss`` can sprinkle. A PAB (``U``) is always given in an odd round.
ALL_KINDS: frozenset[str] = frozenset(
    {"H", "Z", "F", "forfeit", "double-forfeit", "withdrawal", "late", "unrated", "short"}
)

DEFAULT_START_DATE = "2026/03/10"
MAX_PLAYERS = 9999  # TRF-16 start ranks and opponent fields are 4 columns wide
UNRATED_STRENGTH = 1400  # the playing strength the simulation assumes for an unrated player

# Per-player and per-round probabilities; small enough to look real, large enough that a
# 20-player event usually shows several kinds.
P_UNRATED = 0.08
P_WITHDRAWAL = 0.05
P_LATE = 0.05
P_HPB, P_ZPB, P_FPB = 0.03, 0.012, 0.006
P_FORFEIT, P_DOUBLE_FORFEIT, P_SHORT = 0.02, 0.004, 0.01

POINTS = {
    "1": Fraction(1),
    "=": Fraction(1, 2),
    "0": Fraction(0),
    "W": Fraction(1),
    "D": Fraction(1, 2),
    "L": Fraction(0),
    "+": Fraction(1),
    "-": Fraction(0),
    "U": Fraction(1),
    "F": Fraction(1),
    "H": Fraction(1, 2),
    "Z": Fraction(0),
    " ": Fraction(0),
}
FEDERATIONS = ("NOR", "GER", "NED", "FRA", "ESP", "IND", "USA", "ENG", "POL", "ITA")


@dataclass
class _Round:
    """One cell of the crosstable: opponent (0 = none), colour (w/b/-/blank), result code."""

    opponent: int = 0
    colour: str = " "
    result: str = " "

    def text(self) -> str:
        if self.result == " " and self.opponent == 0:
            return " " * 10
        return f"  {self.opponent:4d} {self.colour} {self.result}"


@dataclass
class _Player:
    tpn: int
    rating: int
    sex: str
    birth: str
    fide_id: int
    federation: str
    rounds: list[_Round] = field(default_factory=list)
    opponents: set[int] = field(default_factory=set)
    colours: list[str] = field(default_factory=list)  # w/b of the games played so far
    had_pab: bool = False

    @property
    def points(self) -> Fraction:
        return sum((POINTS[r.result.upper()] for r in self.rounds), Fraction(0))

    @property
    def strength(self) -> int:
        return self.rating or UNRATED_STRENGTH

    def colour_balance(self) -> int:
        return self.colours.count("w") - self.colours.count("b")


def _make_players(rng: random.Random, n: int, unrated: bool) -> list[_Player]:
    ratings = sorted((rng.randint(1000, 2700) for _ in range(n)), reverse=True)
    if unrated:
        count = sum(rng.random() < P_UNRATED for _ in range(n))
        ratings = ratings[: n - count] + [0] * count  # unrated players at the end, as usual
    return [
        _Player(
            tpn=i + 1,
            rating=rating,
            sex=rng.choice("mmmw"),
            birth=f"{rng.randint(1940, 2015)}/{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d}",
            fide_id=rng.randint(1_000_000, 99_999_999),
            federation=rng.choice(FEDERATIONS),
        )
        for i, rating in enumerate(ratings)
    ]


def _game_result(rng: random.Random, white: _Player, black: _Player) -> tuple[str, str]:
    """Draw an over-the-board result from the rating difference (white gets +35 points)."""
    expected = 1 / (1 + 10 ** ((black.strength - white.strength - 35) / 400))
    draw = 0.32 * (1 - abs(expected - 0.5))
    win = max(0.0, expected - draw / 2)
    roll = rng.random()
    if roll < win:
        return "1", "0"
    if roll < win + draw:
        return "=", "="
    return "0", "1"


def _play(rng: random.Random, white: _Player, black: _Player, kinds: Collection[str]) -> None:
    """Record one scheduled game: normally played, sometimes forfeited or "<1 move"."""
    roll = rng.random()
    if "double-forfeit" in kinds and roll < P_DOUBLE_FORFEIT:
        w, b = "-", "-"
    elif "forfeit" in kinds and roll < P_DOUBLE_FORFEIT + P_FORFEIT:
        w, b = ("+", "-") if rng.random() < 0.5 else ("-", "+")
    else:
        w, b = _game_result(rng, white, black)
        if "short" in kinds and rng.random() < P_SHORT:
            w, b = {"1": "W", "=": "D", "0": "L"}[w], {"1": "W", "=": "D", "0": "L"}[b]
        white.colours.append("w")
        black.colours.append("b")
    white.rounds.append(_Round(black.tpn, "w", w))
    black.rounds.append(_Round(white.tpn, "b", b))
    white.opponents.add(black.tpn)
    black.opponents.add(white.tpn)


def _colours(a: _Player, b: _Player, board: int) -> tuple[_Player, _Player]:
    """(white, black): the lower colour balance gets white; else alternate from the last colour."""
    if a.colour_balance() != b.colour_balance():
        return (a, b) if a.colour_balance() < b.colour_balance() else (b, a)
    if a.colours and (not b.colours or a.colours[-1] != b.colours[-1]):
        return (a, b) if a.colours[-1] == "b" else (b, a)
    if not a.colours and not b.colours:  # round 1: the higher-ranked player alternates by board
        first, second = (a, b) if a.tpn < b.tpn else (b, a)
        return (first, second) if board % 2 == 0 else (second, first)
    return (a, b) if (a.tpn + b.tpn) % 2 == 0 else (b, a)  # a fixed coin for the rest


def _pair_round(players: list[_Player]) -> list[tuple[_Player, _Player]]:
    """The round's pairs: score-group pairing, or, when that would repeat a game, a pairing without rematches."""
    pairs = _try_pair(players)
    return pairs if pairs is not None else _pair_without_rematches(players)


def _try_pair(players: list[_Player]) -> list[tuple[_Player, _Player]] | None:
    """The score-group pairing, its rematches repaired locally if need be; None when that leaves a rematch."""
    pairs = _score_group_pairs(players)
    if all(b.tpn not in a.opponents for a, b in pairs):
        return pairs
    return _repair_locally(pairs)


def _repair_locally(pairs: list[tuple[_Player, _Player]], reach: int = 8) -> list[tuple[_Player, _Player]] | None:
    """Re-pair only the pairs near each rematch (``reach`` pairs either side) without rematches; None if that fails."""
    bad = [i for i, (a, b) in enumerate(pairs) if b.tpn in a.opponents]
    near = sorted({j for i in bad for j in range(max(0, i - reach), min(len(pairs), i + reach + 1))})
    if len(near) == len(pairs):
        return None
    group = [p for j in near for p in pairs[j]]
    repaired = _perfect_matching(sorted(group, key=lambda p: (-p.points, p.tpn)))
    if repaired is None:
        return None
    kept = [pair for j, pair in enumerate(pairs) if j not in set(near)]
    return kept + repaired


def _pairable(players: list[_Player]) -> bool:
    """True if the players can all be paired without a rematch."""
    if _try_pair(players) is not None:
        return True
    return _perfect_matching(sorted(players, key=lambda p: (-p.points, p.tpn))) is not None


def _score_group_pairs(players: list[_Player]) -> list[tuple[_Player, _Player]]:
    """Top half against bottom half inside each score group, downfloating odd players; rematches swapped away
    where a neighbouring pair allows it."""
    players = sorted(players, key=lambda p: (-p.points, p.tpn))
    pairs: list[tuple[_Player, _Player]] = []
    carry: list[_Player] = []
    i = 0
    while i < len(players):
        j = i
        while j < len(players) and players[j].points == players[i].points:
            j += 1
        group = carry + players[i:j]
        i = j
        carry = [group.pop()] if len(group) % 2 else []
        half = len(group) // 2
        top, bottom = group[:half], group[half:]
        for t in top:
            k = next((k for k, b in enumerate(bottom) if b.tpn not in t.opponents), 0)
            pairs.append((t, bottom.pop(k)))
    if carry:  # cannot happen with an even field, kept for safety
        raise AssertionError("odd number of players left after pairing")
    for i, (a, b) in enumerate(pairs):  # a rematch: swap partners with the nearest pair that allows it
        if b.tpn not in a.opponents:
            continue
        for j in sorted(range(len(pairs)), key=lambda j: abs(j - i)):
            c, d = pairs[j]
            if j != i and d.tpn not in a.opponents and b.tpn not in c.opponents:
                pairs[i], pairs[j] = (a, d), (c, b)
                break
    return pairs


def _pair_without_rematches(players: list[_Player]) -> list[tuple[_Player, _Player]]:
    """C.04 (no two players meet twice): pair in score order without a rematch, sitting players out if need be.

    When no such pairing of everyone exists (a small field late in the event), the player with the fewest
    possible opponents sits the round out (a blank round) until the rest can be paired.
    """
    group = sorted(players, key=lambda p: (-p.points, p.tpn))
    while True:
        pairs = _perfect_matching(group)
        if pairs is not None:
            return pairs
        out = min(group, key=lambda p: (sum(q.tpn not in p.opponents for q in group if q is not p), p.points, -p.tpn))
        out.rounds.append(_Round())
        group.remove(out)


def _perfect_matching(group: Sequence[_Player], budget: int = 20_000) -> list[tuple[_Player, _Player]] | None:
    """Depth-first search for a pairing of the whole group without a rematch, nearest in order first.

    None when there is none (or the search exceeds ``budget`` steps, treated the same way), or when the
    group is odd.
    """
    n = len(group)
    if n % 2:
        return None
    free = [True] * n
    chosen: list[tuple[int, int]] = []
    first, start = 0, 1
    for _ in range(budget):
        while first < n and not free[first]:
            first += 1
        if first == n:
            return [(group[i], group[j]) for i, j in chosen]
        met = group[first].opponents
        partner = next((j for j in range(max(start, first + 1), n) if free[j] and group[j].tpn not in met), None)
        if partner is None:
            if not chosen:
                return None
            first, previous = chosen.pop()
            free[first] = free[previous] = True
            start = previous + 1
            continue
        free[first] = free[partner] = False
        chosen.append((first, partner))
        start = 0
    return None


def generate_swiss(
    players: int, rounds: int, seed: int, *, kinds: Collection[str] = ALL_KINDS, start_date: str = DEFAULT_START_DATE
) -> str:
    """A Swiss tournament of ``players`` participants and ``rounds`` rounds, as TRF-16 text."""
    if not 2 <= players <= MAX_PLAYERS or rounds < 1:
        raise ValueError(f"a Swiss needs 2 to {MAX_PLAYERS} players and at least 1 round")
    rng = random.Random(seed)
    field_ = _make_players(rng, players, "unrated" in kinds)
    absent_from: dict[int, int] = {}  # tpn -> first round of absence (withdrawal)
    present_from: dict[int, int] = {}  # tpn -> first round present (late entry)
    blank: set[int] = set()  # players whose absences are written as blank rounds, not Z
    for p in field_:
        if rounds >= 3 and "withdrawal" in kinds and rng.random() < P_WITHDRAWAL:
            absent_from[p.tpn] = rng.randint(2, rounds)
        elif rounds >= 3 and "late" in kinds and rng.random() < P_LATE:
            present_from[p.tpn] = rng.randint(2, min(3, rounds))
        if rng.random() < 0.3:
            blank.add(p.tpn)
    for rnd in range(1, rounds + 1):
        available: list[_Player] = []
        for p in field_:
            if rnd >= absent_from.get(p.tpn, rounds + 1):
                p.rounds.append(_Round() if p.tpn in blank else _Round(0, "-", "Z"))
            elif rnd < present_from.get(p.tpn, 1):
                code = " " if p.tpn in blank else rng.choice("ZZH")
                p.rounds.append(_Round() if code == " " else _Round(0, "-", code))
            else:
                roll = rng.random()
                wanted = [("H", P_HPB), ("Z", P_ZPB), ("F", P_FPB)]
                bye, edge = None, 0.0
                for code, prob in wanted:
                    edge += prob
                    if code in kinds and roll < edge:
                        bye = code
                        break
                if bye is None:
                    available.append(p)
                else:
                    p.rounds.append(_Round(0, "-", bye))
        if len(available) % 2:
            ordered = sorted(available, key=lambda p: (p.points, -p.tpn))
            candidates = [p for p in ordered if not p.had_pab] + [p for p in ordered if p.had_pab]
            # the lowest-placed player without a PAB yet, unless the others then cannot avoid a rematch
            pab = next((p for p in candidates if _pairable([q for q in available if q is not p])), candidates[0])
            pab.had_pab = True
            pab.rounds.append(_Round(0, "-", "U"))
            available.remove(pab)
        for board, (a, b) in enumerate(_pair_round(available)):
            white, black = _colours(a, b, board)
            _play(rng, white, black, kinds)
    return _write(field_, rounds, "Swiss", f"Synthetic Swiss {players}x{rounds} seed {seed}", start_date)


def berger_schedule(n: int, double: bool = False) -> list[list[tuple[int, int]]]:
    """FIDE Berger tables (C.05 Annex 1): per round, the (white, black) pairs of players 1..n.

    With an odd n, a dummy n + 1 is added; its pairs are left out (that player has the bye).
    The second cycle of a double round robin repeats the first with colours reversed.
    """
    m = n + n % 2
    table: list[list[tuple[int, int]]] = []
    for r in range(1, m):
        p = (r - 1) * (m // 2) % (m - 1) + 1  # the opponent of player m in round r
        pairs = [(m, p) if r % 2 == 0 else (p, m)]
        for k in range(1, m // 2):
            white = (p - 1 + k) % (m - 1) + 1
            black = (p - 1 - k) % (m - 1) + 1
            pairs.append((white, black))
        table.append([(w, b) for w, b in pairs if w <= n and b <= n])
    if double:
        table += [[(b, w) for w, b in rnd] for rnd in table]
    return table


def generate_round_robin(players: int, seed: int, double: bool = False, *, start_date: str = DEFAULT_START_DATE) -> str:
    """A (double) round robin on the Berger tables, as TRF-16 text; all players are rated."""
    if not 2 <= players <= MAX_PLAYERS:
        raise ValueError(f"a round robin needs 2 to {MAX_PLAYERS} players")
    rng = random.Random(seed)
    field_ = _make_players(rng, players, unrated=False)
    schedule = berger_schedule(players, double)
    withdrawn, after = 0, len(schedule) + 1
    if players >= 4 and rng.random() < 0.3:
        withdrawn, after = rng.randint(1, players), rng.randint(2, len(schedule))
    for rnd, pairs in enumerate(schedule, start=1):
        paired: set[int] = set()
        for w, b in pairs:
            white, black = field_[w - 1], field_[b - 1]
            paired.update((w, b))
            if rnd >= after and withdrawn in (w, b):
                res = ("-", "+") if w == withdrawn else ("+", "-")
                white.rounds.append(_Round(b, "w", res[0]))
                black.rounds.append(_Round(w, "b", res[1]))
            else:
                _play(rng, white, black, {"forfeit", "short"})
        for p in field_:
            if p.tpn not in paired:
                p.rounds.append(_Round(0, "-", "Z"))
    kind = "Double round robin" if double else "Round robin"
    title = f"Synthetic {kind.lower()} {players} players seed {seed}"
    return _write(field_, len(schedule), "Round robin", title, start_date)


def _write(field_: Sequence[_Player], rounds: int, kind: str, title: str, start_date: str) -> str:
    ranked = sorted(field_, key=lambda p: (-p.points, p.tpn))
    rank = {p.tpn: i + 1 for i, p in enumerate(ranked)}
    lines = [
        f"012 {title}",
        "022 Nowhere",
        f"042 {start_date}",
        f"062 {len(field_)}",
        f"072 {sum(1 for p in field_ if p.rating)}",
        f"092 {kind}",
        f"XXR {rounds}",
    ]
    for p in field_:
        points = p.points
        name = f"Player{p.tpn:05d}, Synthetic"
        head = (
            f"001 {p.tpn:4d} {p.sex}    {name:<33} {p.rating:4d} {p.federation} {p.fide_id:11d} "
            f"{p.birth} {_decimal(points):>4} {rank[p.tpn]:4d}"
        )
        lines.append((head + "".join(r.text() for r in p.rounds)).rstrip())
    return "\n".join(lines) + "\n"


def _decimal(x: Fraction) -> str:
    whole = math.floor(x)
    return f"{whole}.{5 if x - whole else 0}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tiebreak_ref.synthetic.individual",
        description="Write a synthetic tournament as TRF-16 to stdout.",
    )
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--rounds", type=int, default=9, help="Swiss only")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--round-robin", action="store_true")
    parser.add_argument("--double", action="store_true", help="double round robin")
    parser.add_argument("--start-date", default=DEFAULT_START_DATE, help="TRF record 042, YYYY/MM/DD")
    parser.add_argument(
        "--kinds",
        default=",".join(sorted(ALL_KINDS)),
        help="comma-separated unplayed-round kinds to sprinkle (Swiss); '' for none",
    )
    args = parser.parse_args(argv)
    if not 2 <= args.players <= MAX_PLAYERS:
        parser.error(f"--players must be 2 to {MAX_PLAYERS} (TRF-16 start ranks have 4 digits)")
    if args.round_robin:
        text = generate_round_robin(args.players, args.seed, args.double, start_date=args.start_date)
    else:
        kinds = {k for k in args.kinds.split(",") if k}
        unknown = kinds - ALL_KINDS
        if unknown:
            parser.error(f"unknown kinds {sorted(unknown)}; known: {sorted(ALL_KINDS)}")
        text = generate_swiss(args.players, args.rounds, args.seed, kinds=kinds, start_date=args.start_date)
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
