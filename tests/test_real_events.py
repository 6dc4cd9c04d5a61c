"""Two real FIDE-rated events, every official tie-break value of every player.

* FIDE Women's World Rapid Championship 2024: 110 players, 11-round Swiss; BH/C1, BH, ARO/C1.
* UzChess Cup Masters 2025: 10 players, single round robin; DE, SB, WIN, BWG, KS.

Crosstables and expected values are in ``tests/fixtures/real`` (see the README there for their
provenance and licence: lichess-org/scalachess test data, MIT). The official values were
reproduced by FIDE's checker gacrux 1.11.65 under both rule sets (380 of 380); neither event has
an unplayed round, so the 2026 rules give the same numbers as the 2024 rules that applied.
"""

from __future__ import annotations

import json
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import tiebreak_ref as tr

REAL = Path(__file__).parent / "fixtures" / "real"
EVENTS = ["fwwrc-2024", "uzchesscup-2025"]
TYPE_A = {"DE", "EDE"}  # no per-player value outside a standings list


@cache
def expected(event: str) -> dict[str, Any]:
    # parse_float=Fraction keeps every decimal exact ("75.0" -> Fraction(75)); ints stay ints
    with open(REAL / f"{event}.expected.json", encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f, parse_float=Fraction)
    return data


@cache
def tournament(event: str) -> tr.Tournament:
    return tr.read_trf(str(REAL / expected(event)["trf"]))


def official(event: str, code: str) -> dict[int, object]:
    return {p["tpn"]: p["values"][code] for p in expected(event)["players"]}


VALUE_CASES = [
    pytest.param(event, code, rules, id=f"{event}-{code}-{rules}")
    for event in EVENTS
    for code in expected(event)["tiebreaks"]
    if code not in TYPE_A
    for rules in ("fide-2024", "fide-2026")
]


@pytest.mark.parametrize("event,code,rules", VALUE_CASES)
def test_official_values(event: str, code: str, rules: str) -> None:
    values = tr.tiebreak_values(tournament(event), code, rules=rules)
    want = official(event, code)
    assert {p: values[p] for p in want} == want


# rules=None: both events started before 2026-03-01, so record 042 selects fide-2024.
STANDINGS_CASES = [
    pytest.param(event, rules, id=f"{event}-standings-{rules or 'from-042'}")
    for event in EVENTS
    for rules in ("fide-2024", "fide-2026", None)
]


@pytest.mark.parametrize("event,rules", STANDINGS_CASES)
def test_official_standings(event: str, rules: str | None) -> None:
    """The event's own list: points, then every tie-break (DE as the rank inside its points group)."""
    data = expected(event)
    result = tr.standings(tournament(event), list(data["tiebreaks"]), rules=rules)
    rows = {row.tpn: row for row in result.rows}
    assert sorted(rows) == sorted(p["tpn"] for p in data["players"])
    assert {p["tpn"]: rows[p["tpn"]].points for p in data["players"]} == {
        p["tpn"]: p["points"] for p in data["players"]
    }
    for code in data["tiebreaks"]:
        want = official(event, code)
        assert {p: rows[p].values[code] for p in want} == want, code
