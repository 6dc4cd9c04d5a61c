"""IA Mario Held's published answers to "Exercises in Tie-Breaking" (FIDE TEC, C.07-2023, exercises 1-33),
transcribed once: the answers of tests/test_held_exercises.py and the Held cases of the conformance suite
(cases_all.py, next to this file).

The numbers are Held's, computed with the 2024 edition of C.07 (which has the 2023 definitions); they are the
same numbers that FIDE's checker (gacrux 1.11.65) pins in its own test suite, and gacrux 1.11.65 with ``/V1``
reproduces every one of them. The "-2026" rows are the same exercises under the rules in force from 1 March 2026
(Art. 16.4 cap on the dummy opponent); those values come from gacrux ``/V2``. The crosstables are in
``tests/fixtures`` (see the README there). Exercise 31 is about GE ("games elected"), the old name of REP; it is
checked as REP.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

F = Fraction
SWISS_5 = "held_swiss_5.trf"  # 16 players, 5 rounds
SWISS_9 = "held_swiss_9.trf"  # the same event after 9 rounds (exercise 25)
ROUND_ROBIN = "held_round_robin.trf"  # 6 players, single round robin with a forfeit

# ---------------------------------------------------------------------------------------------
# Held's answers for the 5-round Swiss, every player (key = TRF start rank), 2024 rules.
# ---------------------------------------------------------------------------------------------

BH = {
    1: F("12.5"),
    2: F("13.0"),
    3: F("15.5"),
    4: F("15.0"),
    5: F("8.5"),
    6: F("12.0"),
    7: F("14.5"),
    8: F("13.5"),
    9: F("9.0"),
    10: F("13.0"),
    11: F("13.5"),
    12: F("11.5"),
    13: F("14.0"),
    14: F("11.0"),
    15: F("12.0"),
    16: F("12.5"),
}
BH_C1 = {
    1: F("11.0"),
    2: F("12.0"),
    3: F("13.0"),
    4: F("11.5"),
    5: F("7.5"),
    6: F("11.0"),
    7: F("12.5"),
    8: F("12.0"),
    9: F("7.5"),
    10: F("11.5"),
    11: F("12.0"),
    12: F("9.5"),
    13: F("12.0"),
    14: F("9.0"),
    15: F("11.0"),
    16: F("11.0"),
}
AOB = {
    1: F("12.60"),
    2: F("13.60"),
    3: F("13.40"),
    4: F("13.38"),
    5: F("13.40"),
    6: F("13.25"),
    7: F("11.90"),
    8: F("13.00"),
    9: F("12.75"),
    10: F("10.90"),
    11: F("12.75"),
    12: F("15.00"),
    13: F("12.10"),
    14: F("13.17"),
    15: F("12.20"),
    16: F("13.30"),
}
FB = {
    1: F("13.5"),
    2: F("13.5"),
    3: F("15.0"),
    4: F("15.5"),
    5: F("10.0"),
    6: F("12.0"),
    7: F("13.5"),
    8: F("12.5"),
    9: F("9.5"),
    10: F("12.5"),
    11: F("12.5"),
    12: F("11.5"),
    13: F("13.5"),
    14: F("10.5"),
    15: F("12.0"),
    16: F("13.5"),
}
SB = {
    1: F("8.00"),
    2: F("9.50"),
    3: F("10.50"),
    4: F("9.75"),
    5: F("4.25"),
    6: F("6.50"),
    7: F("3.25"),
    8: F("5.25"),
    9: F("2.25"),
    10: F("1.50"),
    11: F("5.75"),
    12: F("4.00"),
    13: F("4.25"),
    14: F("4.50"),
    15: F("3.50"),
    16: F("7.25"),
}
SB_C1 = {
    1: F("7.25"),
    2: F("8.50"),
    3: F("9.25"),
    4: F("8.00"),
    5: F("3.25"),
    6: F("5.50"),
    7: F("1.25"),
    8: F("3.75"),
    9: F("2.25"),
    10: F("0.00"),
    11: F("4.25"),
    12: F("4.00"),
    13: F("4.25"),
    14: F("3.00"),
    15: F("2.50"),
    16: F("5.75"),
}
ARO = {
    1: 1820,
    2: 1880,
    3: 1940,
    4: 1888,
    5: 1690,
    6: 1813,
    7: 1760,
    8: 1730,
    9: 1975,
    10: 1880,
    11: 1863,
    12: 2050,
    13: 1930,
    14: 1800,
    15: 1860,
    16: 1820,
}
ARO_C1 = {
    1: 1900,
    2: 1988,
    3: 2000,
    4: 1983,
    5: 1738,
    6: 1900,
    7: 1838,
    8: 1800,
    9: 2200,
    10: 1975,
    11: 2000,
    12: None,
    13: 2025,
    14: 1900,
    15: 1963,
    16: 1900,
}
TPR = {
    1: 1969,
    2: 2120,
    3: 2089,
    4: 2081,
    5: 1690,
    6: 1813,
    7: 1611,
    8: 1730,
    9: 1175,
    10: 1640,
    11: 1776,
    12: 1250,
    13: 1781,
    14: 1925,
    15: 1788,
    16: 1969,
}
WIN = {1: 2, 2: 3, 3: 2, 4: 2, 5: 2, 6: 3, 7: 1, 8: 2, 9: 1, 10: 1, 11: 2, 12: 2, 13: 1, 14: 2, 15: 2, 16: 3}
WON = {1: 2, 2: 3, 3: 2, 4: 2, 5: 2, 6: 2, 7: 1, 8: 2, 9: 0, 10: 1, 11: 1, 12: 0, 13: 1, 14: 2, 15: 2, 16: 3}
BPG = {1: 2, 2: 3, 3: 2, 4: 2, 5: 2, 6: 2, 7: 3, 8: 2, 9: 1, 10: 3, 11: 2, 12: 0, 13: 3, 14: 2, 15: 3, 16: 2}
BWG = {1: 1, 2: 1, 3: 1, 4: 1, 5: 0, 6: 1, 7: 0, 8: 0, 9: 0, 10: 1, 11: 0, 12: 0, 13: 1, 14: 1, 15: 1, 16: 1}
REP = {1: 5, 2: 5, 3: 5, 4: 4, 5: 5, 6: 5, 7: 5, 8: 5, 9: 3, 10: 5, 11: 5, 12: 3, 13: 5, 14: 3, 15: 5, 16: 5}
PS = {
    1: F("11.0"),
    2: F("13.0"),
    3: F("11.0"),
    4: F("11.5"),
    5: F("5.0"),
    6: F("6.0"),
    7: F("6.0"),
    8: F("8.5"),
    9: F("2.5"),
    10: F("4.0"),
    11: F("5.5"),
    12: F("7.0"),
    13: F("7.0"),
    14: F("6.0"),
    15: F("7.0"),
    16: F("10.5"),
}
PS_C1 = {
    1: F("10.0"),
    2: F("12.0"),
    3: F("10.5"),
    4: F("10.5"),
    5: F("5.0"),
    6: F("6.0"),
    7: F("5.0"),
    8: F("8.0"),
    9: F("2.5"),
    10: F("4.0"),
    11: F("5.0"),
    12: F("7.0"),
    13: F("6.0"),
    14: F("5.0"),
    15: F("7.0"),
    16: F("10.0"),
}


def pick(values: dict[int, object], *players: int) -> dict[int, object]:
    """The values of the players an exercise asks about."""
    return {p: values[p] for p in players}


def with_changes(values: dict[int, object], changes: dict[int, object]) -> dict[int, object]:
    """A 2024 table with the values that differ under the 2026 rules replaced."""
    return {**values, **changes}


@dataclass(frozen=True)
class Case:
    exercise: int
    code: str
    expected: dict[int, object]
    trf: str = SWISS_5
    rules: str = "fide-2024"
    round_robin: bool = False
    variant: str = ""

    @property
    def id(self) -> str:
        return f"ex{self.exercise:02d}-{self.code}{self.variant}"


def in_round_robin(exercise: int, code: str, expected: dict[int, object], variant: str = "") -> Case:
    """An exercise on Held's single round robin (held_round_robin.trf)."""
    return Case(exercise, code, expected, trf=ROUND_ROBIN, round_robin=True, variant=variant)


# ---------------------------------------------------------------------------------------------
# Type B, Buchholz/SB/rating/own-results exercises: values from tr.tiebreak_values.
# ---------------------------------------------------------------------------------------------

HELD_VALUE_CASES = [
    Case(1, "BH", pick(BH, 2)),
    Case(2, "BH", pick(BH, 1, 3)),
    Case(3, "BH", pick(BH, 5, 8, 11)),
    Case(4, "BH", pick(BH, 1, 3, 4, 16)),
    Case(5, "BH/C1", pick(BH_C1, 5, 8, 11)),
    Case(6, "BH/C1", pick(BH_C1, 7, 9, 13)),
    Case(7, "BH/C1", pick(BH_C1, 1, 3, 4, 16)),
    Case(8, "BH/C1", pick(BH_C1, 12, 14, 15)),
    Case(9, "AOB", AOB),
    Case(10, "FB", FB),
    Case(11, "SB", pick(SB, 1, 3, 4, 16)),
    Case(12, "SB", SB),
    Case(13, "SB/C1", SB_C1),
    in_round_robin(14, "SB", {1: F("9.25"), 2: F("6.25"), 3: F("6.25"), 4: F("4.25"), 5: F("3.25"), 6: F("2.25")}),
    in_round_robin(15, "SB/C1", {1: F("9.25"), 2: F("4.75"), 3: F("4.75"), 4: F("4.25"), 5: F("3.25"), 6: F("1.50")}),
    in_round_robin(16, "KS", {1: F("2.0"), 2: F("0.5"), 3: F("0.5"), 4: F("1.0"), 5: F("0.5"), 6: F("0.0")}),
    Case(17, "ARO", ARO),
    Case(18, "ARO/C1", ARO_C1),
    Case(19, "TPR", pick(TPR, 2, 6, 12)),
    Case(20, "TPR", TPR),
    Case(21, "APRO", {1: 1789, 3: 1904, 4: 1772, 16: 1805}),
    Case(22, "PTP", {3: 2112}),
    Case(27, "WIN", WIN),
    Case(28, "WON", WON),
    Case(29, "BPG", BPG),
    Case(30, "BWG", BWG),
    Case(31, "REP", REP),  # Held: GE
    Case(32, "PS", PS),
    Case(33, "PS/C1", PS_C1),
]


# The same exercises under the 2026 rules: only these answers change (gacrux 1.11.65 /V2).
def in_2026(exercise: int, code: str, expected: dict[int, object]) -> Case:
    return Case(exercise, code, expected, rules="fide-2026", variant="-2026")


HELD_2026_CASES = [
    in_2026(3, "BH", pick(with_changes(BH, {11: F("12.5")}), 5, 8, 11)),
    in_2026(4, "BH", pick(with_changes(BH, {4: F("14.0")}), 1, 3, 4, 16)),
    in_2026(5, "BH/C1", pick(with_changes(BH_C1, {11: F("11.0")}), 5, 8, 11)),
    in_2026(
        9,
        "AOB",
        with_changes(
            AOB,
            {
                1: F("12.40"),
                3: F("12.90"),
                5: F("13.20"),
                7: F("11.70"),
                8: F("12.90"),
                10: F("10.80"),
                12: F("14.00"),
                13: F("11.90"),
                14: F("13.00"),
                16: F("13.10"),
            },
        ),
    ),
    in_2026(10, "FB", with_changes(FB, {4: F("14.5"), 11: F("12.0"), 12: F("11.0")})),
    in_2026(11, "SB", pick(with_changes(SB, {4: F("9.25")}), 1, 3, 4, 16)),
    in_2026(12, "SB", with_changes(SB, {4: F("9.25"), 6: F("6.00"), 11: F("4.75")})),
    in_2026(13, "SB/C1", with_changes(SB_C1, {4: F("7.75"), 6: F("5.00"), 11: F("3.25")})),
]

# ---------------------------------------------------------------------------------------------
# Direct encounter (Type A): Held gives the rank after PTS, DE.
# ---------------------------------------------------------------------------------------------

HELD_DE_RANK_CASES = [
    Case(23, "DE", {1: 2, 3: 2, 4: 2, 16: 2}),
    Case(24, "DE", {5: 7, 8: 7, 11: 7}),
    Case(
        25,
        "DE",
        {1: 3, 2: 5, 3: 1, 4: 3, 5: 9, 6: 2, 7: 6, 8: 6, 9: 14, 10: 9, 11: 13, 12: 14, 13: 16, 14: 9, 15: 9, 16: 6},
        trf=SWISS_9,
    ),
    in_round_robin(26, "DE", {1: 1, 2: 2, 3: 2, 4: 6, 5: 5, 6: 4}),
]

# The DE value our standings report for the same exercises (DESIGN.md contract, with FIDE's checker's
# convention): the rank inside the points group DE was applied to (1 = best, members of a subgroup it
# cannot separate share it), and 0 both for a participant alone on their score and for every member of
# a group DE cannot separate at all (exercises 23, 24; the 4.5, 4.0 and 3.0 groups of exercise 25).
# Derived from Held's ranks above; gacrux 1.11.65 prints the same values.
HELD_DE_VALUE_CASES = [
    Case(23, "DE", {1: 0, 3: 0, 4: 0, 16: 0}, variant="-value"),
    Case(24, "DE", {5: 0, 8: 0, 11: 0}, variant="-value"),
    Case(
        25,
        "DE",
        {1: 2, 2: 4, 3: 0, 4: 2, 5: 0, 6: 1, 7: 0, 8: 0, 9: 0, 10: 0, 11: 0, 12: 0, 13: 0, 14: 0, 15: 0, 16: 0},
        trf=SWISS_9,
        variant="-value",
    ),
    in_round_robin(26, "DE", {1: 1, 2: 2, 3: 2, 4: 3, 5: 2, 6: 1}, variant="-value"),
]
