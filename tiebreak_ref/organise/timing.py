"""Planning a round-robin event: rounds and games, and the planned duration of a round from the time control.

The duration of a game is a planning figure, not a rule: both players are assumed to use all their time, and
a game with an increment (or a delay) is assumed to last 60 moves, the number FIDE uses to express the
"time per player for a game" of a time control (e.g. 90 minutes + 30 seconds per move counts as
90 + 60 × 0.5 = 120 minutes per player). A round lasts as long as its longest game, plus the changeover
time before the next round.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

ASSUMED_MOVES = 60


@dataclass(frozen=True)
class Period:
    """One period of a time control: minutes added, seconds per move (increment or delay), moves (None: rest)."""

    minutes: Fraction
    seconds_per_move: Fraction = Fraction(0)
    delay: bool = False
    moves: int | None = None


@dataclass(frozen=True)
class TimeControl:
    """A time control of one or more periods, e.g. 40/90+30:30+30."""

    text: str
    periods: tuple[Period, ...]


def parse_time_control(text: str) -> TimeControl:
    """Parse 'BASE', 'BASE+INC' (increment), 'BASEdDELAY' (delay) or periods 'MOVES/BASE+INC:BASE+INC'.

    BASE in minutes, INC and DELAY in seconds per move.
    """
    number = r"\d+(?:\.\d+)?"
    periods = []
    parts = text.strip().split(":")
    for k, part in enumerate(parts):
        m = re.fullmatch(rf"(?:(\d+)/)?({number})(?:([+d])({number}))?", part.strip())
        if not m or (m.group(1) is not None and k == len(parts) - 1):
            raise ValueError(
                f"found time control {text!r}; expected minutes with an increment or delay in "
                "seconds, e.g. 90+30, 120, 25d5 or 40/90+30:30+30"
            )
        minutes = Fraction(m.group(2))
        extra = Fraction(m.group(4)) if m.group(4) else Fraction(0)
        if minutes == 0 and extra == 0:
            raise ValueError(f"found time control {text!r}; expected some time in every period")
        periods.append(Period(minutes, extra, m.group(3) == "d", int(m.group(1)) if m.group(1) else None))
    return TimeControl(text.strip(), tuple(periods))


def minutes_per_player(tc: TimeControl, moves: int = ASSUMED_MOVES) -> Fraction:
    """Planning duration per player: every base time, plus increment or delay × the moves of its period,
    up to the 60-move convention (a period's increment counts for the moves of that period)."""
    total = Fraction(0)
    first = 0  # moves covered by the earlier periods
    for period in tc.periods:
        total += period.minutes
        last = moves if period.moves is None else min(moves, first + period.moves)
        total += period.seconds_per_move * max(0, last - first) / 60
        first = last
    return total


def round_minutes(tc: TimeControl, changeover: Fraction | int = 0, moves: int = ASSUMED_MOVES) -> Fraction:
    """Planned round duration: both players' full time (worst case) plus the changeover between rounds."""
    if changeover < 0:
        raise ValueError(f"found a changeover of {changeover} minutes; expected 0 or more")
    return 2 * minutes_per_player(tc, moves) + Fraction(changeover)
