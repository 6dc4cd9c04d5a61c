"""FIDE TEC exercises (IA Mario Held, "Exercises in Tie-Breaking", C.07-2023, exercises 1-33).

Every row names the exercise it checks ("ex07-BH/C1"). The expected numbers are Held's published answers,
transcribed once in conformance/tools/held_answers.py (the conformance suite's Held cases are built from the same
table; its docstring says where each number comes from: Held for the 2024 rules, gacrux /V2 for the "-2026"
rows). The crosstables are in ``tests/fixtures`` (see the README there).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import tiebreak_ref as tr

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "conformance" / "tools"))
from held_answers import (  # Held's answers, transcribed once (the conformance suite's Held cases use them too)
    HELD_2026_CASES,
    HELD_DE_RANK_CASES,
    HELD_DE_VALUE_CASES,
    HELD_VALUE_CASES,
    Case,
)

FIXTURES = Path(__file__).parent / "fixtures"


def load(name: str) -> tr.Tournament:
    return tr.read_trf(str(FIXTURES / name))


def options_for(case: Case) -> tr.Options | None:
    return tr.Options(event="round-robin") if case.round_robin else None


def assert_exact(values: dict[int, object]) -> None:
    floats = {p: v for p, v in values.items() if isinstance(v, float)}
    assert not floats, f"values must be Fraction, int or None, not float: {floats}"


def ids(cases: list[Case]) -> list[str]:
    return [c.id for c in cases]


ALL_VALUE_CASES = HELD_VALUE_CASES + HELD_2026_CASES


@pytest.mark.parametrize("case", ALL_VALUE_CASES, ids=ids(ALL_VALUE_CASES))
def test_held_exercise_values(case: Case) -> None:
    values = tr.tiebreak_values(load(case.trf), case.code, rules=case.rules, options=options_for(case))
    assert {p: values[p] for p in case.expected} == case.expected
    assert_exact(values)


@pytest.mark.parametrize("case", HELD_DE_RANK_CASES, ids=ids(HELD_DE_RANK_CASES))
def test_held_direct_encounter_ranks(case: Case) -> None:
    result = tr.standings(load(case.trf), ["DE"], rules=case.rules, options=options_for(case))
    ranks = {row.tpn: row.rank for row in result.rows}
    assert {p: ranks[p] for p in case.expected} == case.expected
    # the rows come in rank order
    assert [row.rank for row in result.rows] == sorted(row.rank for row in result.rows)


@pytest.mark.parametrize("case", HELD_DE_VALUE_CASES, ids=ids(HELD_DE_VALUE_CASES))
def test_held_direct_encounter_values(case: Case) -> None:
    result = tr.standings(load(case.trf), ["DE"], rules=case.rules, options=options_for(case))
    de = {row.tpn: row.values["DE"] for row in result.rows}
    assert {p: de[p] for p in case.expected} == case.expected


# Held's round robin has no 092/192 record: 6 players over 5 rounds must be recognised as a round
# robin without being told (c07-spec section 11).
AUTO_RR_CASES = [c for c in HELD_VALUE_CASES + HELD_DE_RANK_CASES if c.round_robin]


@pytest.mark.parametrize("case", AUTO_RR_CASES, ids=[f"{c.id}-auto" for c in AUTO_RR_CASES])
def test_held_round_robin_is_auto_detected(case: Case) -> None:
    t = load(case.trf)
    if case.code == "DE":
        result = tr.standings(t, ["DE"], rules=case.rules)
        got: dict[int, object] = {row.tpn: row.rank for row in result.rows}
    else:
        got = dict(tr.tiebreak_values(t, case.code, rules=case.rules))
    assert {p: got[p] for p in case.expected} == case.expected
