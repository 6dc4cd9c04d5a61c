"""The one registry of tie-breaks: FIDE C.07 individual (Arts. 6-10), FIDE team (Arts. 11-13) and US Chess
rule 34, each entry knowing its article, its type, its direction and its explanation (``rules.definition``).

Each family's table is imported on its first use (``table``): an individual event under FIDE rules never loads the
team tie-breaks or US Chess rule 34 (issue 16, "start fast"). ``REGISTRY`` and the three tables are still names of
this module (its ``__getattr__``), loaded when asked for."""

from __future__ import annotations

from importlib import import_module

from .codes import CodeError, TieBreak
from .definition import Definition

FAMILIES = {
    "fide": (".fide", "DEFINITIONS"),
    "fide-team": (".fide.team", "TEAM_DEFINITIONS"),
    "uscf": (".uschess", "US_DEFINITIONS"),
}
"""The families of tie-breaks: "fide" (individual), "fide-team", "uscf", each with the module and the name of its
table."""

_TABLES: dict[str, dict[str, Definition]] = {}
"""The tables imported so far, by family."""


def table(family: str) -> dict[str, Definition]:
    """The tie-breaks of a family (FAMILIES) by name, its module imported on first use."""
    found = _TABLES.get(family)
    if found is None:
        module, name = FAMILIES[family]
        found = _TABLES[family] = getattr(import_module(module, __package__), name)
    return found


def __getattr__(name: str) -> object:
    """REGISTRY (every family's table, by family) and the tables by their names, each imported when first asked for."""
    if name == "REGISTRY":
        return {family: table(family) for family in FAMILIES}
    for family, (_, table_name) in FAMILIES.items():
        if name == table_name:
            return table(family)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def family(rules: str, team: bool = False) -> str:
    """The family of tie-breaks a rule set and an event use."""
    return "uscf" if rules == "uscf" else "fide-team" if team else "fide"


def definition(tb: TieBreak, rules: str, team: bool = False) -> Definition:
    """The definition of a tie-break under a rule set (a team event's under C.07 11-13), else CodeError."""
    entries = table(family(rules, team))
    if tb.name not in entries:
        raise CodeError(tb.code, f"{tb.code} is not defined under the {rules} rules")
    return entries[tb.name]
