"""tiebreak-ref: the exact, readable reference implementation of the chess tie-break rules.

>>> import tiebreak_ref as tr
>>> t = tr.read_trf("tournament.trf")                       # doctest: +SKIP
>>> tr.standings(t, ["BH/C1", "BH", "WIN", "DE"]).rows[0]   # doctest: +SKIP
"""

from .codes import CodeError, TieBreak, parse_code, parse_list
from .model import EventType, InputError, Player, ResultKind, RoundRecord, ScoringSystem, Tournament, Value
from .standings import Explanation, StandingRow, Standings, explain, standings, tiebreak_values
from .trf import parse_trf, read_trf, write_trf
from .unplayed import Options

__version__ = "0.1.0"

__all__ = [
    "CodeError",
    "EventType",
    "Explanation",
    "InputError",
    "Options",
    "Player",
    "ResultKind",
    "RoundRecord",
    "ScoringSystem",
    "StandingRow",
    "Standings",
    "TieBreak",
    "Tournament",
    "Value",
    "explain",
    "parse_code",
    "parse_list",
    "parse_trf",
    "read_trf",
    "standings",
    "tiebreak_values",
    "write_trf",
]
