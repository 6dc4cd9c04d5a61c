"""The worked examples of the project spec (c07-spec section 7.6), checked through the public API.

Example A is the 8-player, 5-round Swiss built for the spec (``fixtures/example_a.trf``; its 042
start date 2026/03/10 selects the 2026 rules). Its full table of values under both rule sets is
"c07-spec §7.6 Example A, cross-checked with gacrux 1.11.65": every value below was reproduced
with ``python -m gacrux.tiebreakchecker -i example_a.trf -dT -t PTS CODE/V2`` (and ``/V1``).
The spec's adjusted-score column (ABH) is not a C.07 tie-break and is not checked here.

Example B is Held's TEC exercise tournament (``fixtures/held_swiss_5.trf``) under the 2026 rules:
the values the spec lists, next to the 2024 values they replace (c07-spec §7.6 Example B,
cross-checked with gacrux 1.11.65 /V2 and /V1).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak_ref as tr

F = Fraction
FIXTURES = Path(__file__).parent / "fixtures"
EXAMPLE_A = FIXTURES / "example_a.trf"
HELD_SWISS_5 = FIXTURES / "held_swiss_5.trf"

# Example A under the 2026 rules (the spec's "full reference output"), key = TRF start rank.
EXAMPLE_A_2026: dict[str, dict[int, object]] = {
    "BH": {
        1: F("13.5"),
        2: F("13.5"),
        3: F("15.0"),
        4: F("12.5"),
        5: F("13.5"),
        6: F("15.5"),
        7: F("12.5"),
        8: F("4.0"),
    },
    "BH/C1": {
        1: F("12.5"),
        2: F("12.5"),
        3: F("13.0"),
        4: F("11.5"),
        5: F("11.5"),
        6: F("14.5"),
        7: F("10.0"),
        8: F("4.0"),
    },
    "BH/C2": {
        1: F("10.5"),
        2: F("10.5"),
        3: F("10.5"),
        4: F("10.0"),
        5: F("10.0"),
        6: F("11.5"),
        7: F("9.0"),
        8: F("4.0"),
    },
    "BH/M1": {1: F("8.5"), 2: F("8.5"), 3: F("9.0"), 4: F("7.5"), 5: F("7.5"), 6: F("10.5"), 7: F("6.0"), 8: F("0.0")},
    "SB": {
        1: F("8.25"),
        2: F("9.75"),
        3: F("6.75"),
        4: F("8.75"),
        5: F("3.75"),
        6: F("1.00"),
        7: F("6.00"),
        8: F("0.00"),
    },
    "SB/C1": {
        1: F("7.25"),
        2: F("8.75"),
        3: F("5.75"),
        4: F("7.75"),
        5: F("2.25"),
        6: F("0.00"),
        7: F("4.75"),
        8: F("0.00"),
    },
    "FB": {
        1: F("13.0"),
        2: F("14.0"),
        3: F("15.0"),
        4: F("12.5"),
        5: F("13.0"),
        6: F("15.5"),
        7: F("12.5"),
        8: F("3.5"),
    },
    "AOB": {
        1: F("14.00"),
        2: F("13.50"),
        3: F("13.00"),
        4: F("12.30"),
        5: F("14.00"),
        6: F("13.00"),
        7: F("14.67"),
        8: F("12.50"),
    },
    "ARO": {1: 1700, 2: 1640, 3: 1675, 4: 1700, 5: 1900, 6: 1750, 7: 1733, 8: 1700},
    "TPR": {1: 1849, 2: 1880, 3: 1588, 4: 1940, 5: 1627, 6: 950, 7: 1733, 8: 900},
    "PTP": {1: 1868, 2: 1936, 3: 1554, 4: 2036, 5: 1610, 6: 600, 7: 1738, 8: 900},
    "WIN": {1: 2, 2: 3, 3: 1, 4: 3, 5: 1, 6: 1, 7: 2, 8: 0},
    "WON": {1: 2, 2: 3, 3: 0, 4: 3, 5: 0, 6: 0, 7: 1, 8: 0},
    "BPG": {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 3, 8: 0},
    "REP": {1: 5, 2: 5, 3: 5, 4: 5, 5: 4, 6: 5, 7: 4, 8: 1},
    "PS": {1: F("11.5"), 2: F("11.5"), 3: F("6.5"), 4: F("12.5"), 5: F("6.0"), 6: F("4.0"), 7: F("9.5"), 8: F("0.0")},
    "STD": {1: F("3.5"), 2: F("4.0"), 3: F("2.5"), 4: F("4.0"), 5: F("2.0"), 6: F("1.0"), 7: F("3.0"), 8: F("0.0")},
}
EXAMPLE_A_POINTS = {
    1: F("3.5"),
    2: F("4.0"),
    3: F("2.5"),
    4: F("4.0"),
    5: F("2.0"),
    6: F("1.0"),
    7: F("3.0"),
    8: F("0.0"),
}

# Under the 2024 rules only these values differ (the spec's second table).
EXAMPLE_A_2024_CHANGES: dict[str, dict[int, object]] = {
    "BH": {5: F("14.0"), 7: F("13.5")},
    "BH/C1": {5: F("12.0"), 7: F("10.5")},
    "BH/C2": {5: F("10.0"), 7: F("9.5")},
    "BH/M1": {5: F("8.0"), 7: F("6.5")},
    "SB": {5: F("4.25"), 7: F("6.75")},
    "SB/C1": {5: F("3.25"), 7: F("5.25")},
    "FB": {5: F("13.5"), 7: F("14.5")},
    "AOB": {1: F("14.10"), 2: F("13.80"), 3: F("13.38"), 6: F("13.25")},
}
EXAMPLE_A_2024: dict[str, dict[int, object]] = {
    code: {**values, **EXAMPLE_A_2024_CHANGES.get(code, {})} for code, values in EXAMPLE_A_2026.items()
}

EXAMPLE_A_CASES = [
    pytest.param(rules, code, expected, id=f"exA-{code}-{rules}")
    for rules, table in (("fide-2026", EXAMPLE_A_2026), ("fide-2024", EXAMPLE_A_2024))
    for code, expected in table.items()
]


@pytest.mark.parametrize("rules,code,expected", EXAMPLE_A_CASES)
def test_example_a(rules: str, code: str, expected: dict[int, object]) -> None:
    values = tr.tiebreak_values(tr.read_trf(str(EXAMPLE_A)), code, rules=rules)
    assert {p: values[p] for p in expected} == expected


@pytest.mark.parametrize("code", ["BH", "BH/C1", "SB", "SB/C1", "FB", "AOB"])
def test_example_a_start_date_selects_2026_rules(code: str) -> None:
    # 042 = 2026/03/10, on or after 2026-03-01: rules=None must give the 2026 values, which differ
    # from the 2024 ones for these codes.
    values = tr.tiebreak_values(tr.read_trf(str(EXAMPLE_A)), code, rules=None)
    assert {p: values[p] for p in EXAMPLE_A_2026[code]} == EXAMPLE_A_2026[code]


def test_example_a_points_and_ranks() -> None:
    result = tr.standings(tr.read_trf(str(EXAMPLE_A)), ["BH/C1", "BH"], rules="fide-2026")
    assert {row.tpn: row.points for row in result.rows} == EXAMPLE_A_POINTS
    # 2 and 4 (4.0) are separated by BH/C1 12.5 > 11.5; every other score is unique.
    assert [row.tpn for row in result.rows] == [2, 4, 1, 7, 3, 5, 6, 8]
    assert [row.rank for row in result.rows] == [1, 2, 3, 4, 5, 6, 7, 8]


# Example B: (code, 2024 value -> 2026 value) per player, Held's 5-round Swiss.
EXAMPLE_B: dict[str, dict[int, tuple[Fraction, Fraction]]] = {
    "BH": {4: (F("15.0"), F("14.0")), 11: (F("13.5"), F("12.5")), 6: (F("12.0"), F("11.5"))},
    "BH/C1": {11: (F("12.0"), F("11.0"))},
    "SB": {4: (F("9.75"), F("9.25")), 11: (F("5.75"), F("4.75")), 6: (F("6.50"), F("6.00"))},
    "SB/C1": {4: (F("8.00"), F("7.75")), 11: (F("4.25"), F("3.25")), 6: (F("5.50"), F("5.00"))},
    "FB": {4: (F("15.5"), F("14.5")), 11: (F("12.5"), F("12.0")), 12: (F("11.5"), F("11.0"))},
    "AOB": {1: (F("12.60"), F("12.40")), 3: (F("13.40"), F("12.90"))},
}
EXAMPLE_B_CASES = [
    pytest.param(rules, code, {p: pair[i] for p, pair in players.items()}, id=f"exB-{code}-{rules}")
    for i, rules in enumerate(("fide-2024", "fide-2026"))
    for code, players in EXAMPLE_B.items()
]


@pytest.mark.parametrize("rules,code,expected", EXAMPLE_B_CASES)
def test_example_b(rules: str, code: str, expected: dict[int, Fraction]) -> None:
    values = tr.tiebreak_values(tr.read_trf(str(HELD_SWISS_5)), code, rules=rules)
    assert {p: values[p] for p in expected} == expected
