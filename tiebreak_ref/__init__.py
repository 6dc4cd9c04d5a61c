"""tiebreak-ref: the exact, readable reference implementation of the chess tie-break rules.

>>> import tiebreak_ref as tr
>>> t = tr.read_trf("tournament.trf")                       # doctest: +SKIP
>>> tr.standings(t, ["BH/C1", "BH", "WIN", "DE"]).rows[0]   # doctest: +SKIP
"""

from .codes import CodeError, TieBreak, parse_code, parse_list
from .fide.team import TeamStandings, explain_team, team_standings, team_tiebreak_values
from .model import EventType, InputError, Player, ResultKind, RoundRecord, ScoringSystem, Tournament, Value
from .standings import Explanation, StandingRow, Standings, adjusted_scores, explain, standings, tiebreak_values
from .teams import TeamEvent, TeamOptions, parse_team_trf, read_team_trf
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
    "TeamEvent",
    "TeamOptions",
    "TeamStandings",
    "TieBreak",
    "Tournament",
    "Value",
    "adjusted_scores",
    "explain",
    "explain_team",
    "parse_code",
    "parse_list",
    "parse_team_trf",
    "parse_trf",
    "read_team_trf",
    "read_trf",
    "standings",
    "team_standings",
    "team_tiebreak_values",
    "tiebreak_values",
    "write_trf",
]
