"""The one registry of tie-breaks: FIDE C.07 individual (Arts. 6-10), FIDE team (Arts. 11-13) and US Chess
rule 34, each entry knowing its article, its type, its direction and its explanation (``rules.definition``)."""

from __future__ import annotations

from .codes import CodeError, TieBreak
from .definition import Definition
from .fide import DEFINITIONS
from .fide.team import TEAM_DEFINITIONS
from .uschess import US_DEFINITIONS

REGISTRY: dict[str, dict[str, Definition]] = {
    "fide": DEFINITIONS,
    "fide-team": TEAM_DEFINITIONS,
    "uscf": US_DEFINITIONS,
}
"""The tables by family: "fide" (individual), "fide-team", "uscf"."""


def family(rules: str, team: bool = False) -> str:
    """The family of tie-breaks a rule set and an event use."""
    return "uscf" if rules == "uscf" else "fide-team" if team else "fide"


def definition(tb: TieBreak, rules: str, team: bool = False) -> Definition:
    """The definition of a tie-break under a rule set (a team event's under C.07 11-13), else CodeError."""
    table = REGISTRY[family(rules, team)]
    if tb.name not in table:
        raise CodeError(tb.code, f"{tb.code} is not defined under the {rules} rules")
    return table[tb.name]
