"""A tiny notation for writing small, correct TRF-16 crosstables by hand (used by build_cases.py).

A tournament is written round by round, one pairing per item, separated by ';':

    "1-4 1; 2-5 =; 3-6 +; 7 U"

* ``A-B R``: A has White against B (Black); R is A's result: ``1 = 0`` (played), ``W D L`` (played,
  shorter than one move), ``+`` (A wins by forfeit), ``-`` (A loses by forfeit), ``--`` (double
  forfeit). B gets the complementary result.
* ``A X``: A is not paired; X is the bye code ``U`` (pairing-allocated bye), ``F`` (full-point bye),
  ``H`` (half-point bye) or ``Z`` (zero-point bye).
* A player who appears nowhere in a round gets a blank round (not paired: a zero-point bye for C.07).

The file gets records 012, 042 (start date), 062, 092 (event type text), XXR (rounds) and one 001 line
per player, with the declared points computed from the results (1 / ½ / 0, or the scoring given).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from tiebreak_ref.synthetic.individual import POINTS

COMPLEMENT = {"1": "0", "0": "1", "=": "=", "W": "L", "L": "W", "D": "D", "+": "-", "-": "+", "--": "--"}
STANDARD = POINTS  # 1 / ½ / 0 per TRF result code, as the generator of tiebreak_ref writes them
NAMES = (
    "Alpha",
    "Bravo",
    "Charlie",
    "Delta",
    "Echo",
    "Foxtrot",
    "Golf",
    "Hotel",
    "India",
    "Juliet",
    "Kilo",
    "Lima",
    "Mike",
    "November",
    "Oscar",
    "Papa",
    "Quebec",
    "Romeo",
    "Sierra",
    "Tango",
)


@dataclass
class Cell:
    opponent: int = 0
    colour: str = " "
    result: str = " "

    def text(self) -> str:
        if self.opponent == 0 and self.result == " ":
            return " " * 10
        opp = f"{self.opponent:4d}" if self.opponent else "0000"
        return f"  {opp} {self.colour} {self.result}"


@dataclass
class Event:
    """A small tournament written with the notation above."""

    ratings: list[int]
    rounds: list[str]
    title: str = "Conformance case"
    date: str = "2026/03/10"
    event: str = "Swiss System"
    scheduled: int | None = None  # XXR; default len(rounds)
    names: list[str] | None = None
    scoring: dict[str, Fraction] = field(default_factory=dict)  # overrides of STANDARD (e.g. 3-1-0)
    extra_headers: list[str] = field(default_factory=list)  # records written after 092 (e.g. 162, 212)
    truncate: bool = True  # write lines without trailing blank rounds

    def cells(self) -> list[list[Cell]]:
        n = len(self.ratings)
        table = [[Cell() for _ in self.rounds] for _ in range(n)]
        for r, text in enumerate(self.rounds):
            seen: set[int] = set()
            for item in (x.strip() for x in text.split(";")):
                if not item:
                    continue
                pair, res = item.split()
                if "-" in pair:
                    a, b = (int(x) for x in pair.split("-"))
                    for p in (a, b):
                        assert p not in seen, f"round {r + 1}: player {p} twice"
                        seen.add(p)
                    table[a - 1][r] = Cell(b, "w", "-" if res == "--" else res)
                    table[b - 1][r] = Cell(a, "b", "-" if res == "--" else COMPLEMENT[res])
                else:
                    p = int(pair)
                    assert p not in seen, f"round {r + 1}: player {p} twice"
                    seen.add(p)
                    table[p - 1][r] = Cell(0, "-", res)
        return table

    def points(self) -> list[Fraction]:
        values = {**STANDARD, **self.scoring}
        return [sum((values[c.result] for c in row), Fraction(0)) for row in self.cells()]

    def text(self) -> str:
        n = len(self.ratings)
        names = self.names or [NAMES[i] if i < len(NAMES) else f"Player {i + 1}" for i in range(n)]
        lines = [
            f"012 {self.title}",
            f"042 {self.date}",
            f"062 {n}",
            f"092 {self.event}",
            *self.extra_headers,
            f"XXR {self.scheduled or len(self.rounds)}",
        ]
        for i, (row, pts) in enumerate(zip(self.cells(), self.points(), strict=True)):
            rating = self.ratings[i]
            pts_text = f"{float(pts):.1f}" if (pts * 2).denominator == 1 else str(float(pts))
            head = f"001 {i + 1:4d} m    {names[i]:<33} {rating:4d} NOR {'':>11} 1990/01/01 {pts_text:>4} {'':>4}"
            line = head + "".join(c.text() for c in row)
            lines.append(line.rstrip() if self.truncate else line)
        return "\n".join(lines) + "\n"
