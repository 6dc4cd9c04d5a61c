"""tiebreak-ref: the exact, readable reference implementation of the chess tie-break rules.

>>> import tiebreak_ref as tr
>>> t = tr.read_trf("tournament.trf")                       # doctest: +SKIP
>>> tr.standings(t, ["BH/C1", "BH", "WIN", "DE"]).rows[0]   # doctest: +SKIP

Every error raised on purpose is a ``TiebreakError`` (a ``ValueError``): ``InputError`` for bad input,
located ``file:line:column``; ``CodeError`` for an unknown or malformed tie-break code; ``ArgumentError``
(also a ``TypeError``) for a bad argument or option value: unknown rules, an unknown participant,
``after_round`` out of range, a value of the wrong type. What the reader had to interpret (an old bye
notation, Windows-1252 text ...) is in ``Tournament.notices``, each a located ``Notice``.

Values are exact (``Fraction`` or ``int``; ``None`` when a rule leaves them undefined): ``format_value(v)``
gives the exact decimal text (``"8.5"``), ``Standings.to_dict()`` plain numbers for JSON, and
``Standings.to_dict(exact_text=True)`` every number as its decimal text.

Explanations and tables speak the guide's four languages: ``Explanation.table(lang="nl")``,
``Standings.table(lang="de")``; ``translate(row.note, "nb")`` gives one text of a row in another language (the
English is the str itself).

The public API is the names of ``__all__``, with the fields and methods of the classes among them; it follows
semantic versioning from 1.0 (before 1.0 a minor version may change it, and CHANGELOG.md says how). Every other
module (``tiebreak_ref.trf``, ``tiebreak_ref.rules.fide`` ...) is internal and may change in any version.
"""

__version__ = "0.1.0"  # the one place of the version (pyproject.toml reads it)

from importlib import import_module

TYPE_CHECKING = False  # typing.TYPE_CHECKING (mypy reads the name) without importing typing at every start
if TYPE_CHECKING:
    from .errors import ArgumentError, CodeError, InputError, Notice, TiebreakError
    from .language import translate
    from .model import (
        EventType,
        Player,
        ResultKind,
        RoundRecord,
        ScoringSystem,
        Team,
        TeamEvent,
        TeamOptions,
        TeamRound,
        Tournament,
        Value,
    )
    from .numbers import format_value
    from .ranking.standings import (
        Explanation,
        StandingRow,
        Standings,
        adjusted_scores,
        explain,
        standings,
        tiebreak_values,
    )
    from .ranking.team import TeamStandings, explain_team, team_standings, team_tiebreak_values
    from .ranking.why import GroupPlace, Why, why
    from .rules.codes import TieBreak, parse_code, parse_list
    from .rules.fide.base import Row
    from .rules.unplayed import Options
    from .trf.individual import parse_trf, read_trf, write_trf
    from .trf.team import parse_team_trf, read_team_trf

# Each name of the API is loaded on first use (PEP 562): `tiebreak-ref --version`, or a command that needs one
# layer, does not pay for importing the others; `from tiebreak_ref import standings` works as always.
_API = {
    ".errors": ("ArgumentError", "CodeError", "InputError", "Notice", "TiebreakError"),
    ".model": (
        "EventType",
        "Player",
        "ResultKind",
        "RoundRecord",
        "ScoringSystem",
        "Team",
        "TeamEvent",
        "TeamOptions",
        "TeamRound",
        "Tournament",
        "Value",
    ),
    ".language": ("translate",),
    ".numbers": ("format_value",),
    ".ranking.standings": (
        "Explanation",
        "StandingRow",
        "Standings",
        "adjusted_scores",
        "explain",
        "standings",
        "tiebreak_values",
    ),
    ".ranking.team": ("TeamStandings", "explain_team", "team_standings", "team_tiebreak_values"),
    ".ranking.why": ("GroupPlace", "Why", "why"),
    ".rules.codes": ("TieBreak", "parse_code", "parse_list"),
    ".rules.fide.base": ("Row",),
    ".rules.unplayed": ("Options",),
    ".trf.individual": ("parse_trf", "read_trf", "write_trf"),
    ".trf.team": ("parse_team_trf", "read_team_trf"),
}
_MODULE_OF = {name: module for module, names in _API.items() for name in names}


def __getattr__(name: str) -> object:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module, __name__), name)
    globals()[name] = value  # once loaded, an ordinary attribute
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_MODULE_OF])


__all__ = [
    "ArgumentError",
    "CodeError",
    "EventType",
    "Explanation",
    "GroupPlace",
    "InputError",
    "Notice",
    "Options",
    "Player",
    "ResultKind",
    "RoundRecord",
    "Row",
    "ScoringSystem",
    "StandingRow",
    "Standings",
    "Team",
    "TeamEvent",
    "TeamOptions",
    "TeamRound",
    "TeamStandings",
    "TieBreak",
    "TiebreakError",
    "Tournament",
    "Value",
    "Why",
    "adjusted_scores",
    "explain",
    "explain_team",
    "format_value",
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
    "translate",
    "why",
    "write_trf",
]
