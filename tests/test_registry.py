"""Issue 12: one registry of tie-breaks (rules/registry.py). Every entry knows its article, its type and its
direction, and the grammar (rules/codes.py) agrees with it, so ranking needs no special case for any family."""

from __future__ import annotations

import pytest

import tiebreak_ref as tr
from tiebreak_ref.rules.codes import TYPE_A, TieBreak
from tiebreak_ref.rules.registry import REGISTRY, definition


@pytest.mark.parametrize("family", sorted(REGISTRY))
def test_every_entry_has_an_article_and_a_way_to_compute_and_explain(family: str) -> None:
    for name, entry in REGISTRY[family].items():
        assert entry.article.startswith(("C.07 ", "US Chess 34")), (family, name, entry.article)
        if entry.type_a:
            assert entry.compute is None and entry.explain_in_group is not None, (family, name)
        else:
            assert entry.compute is not None and entry.explain is not None, (family, name)


def test_the_grammar_and_the_registry_agree_on_type_a() -> None:
    """C.07 4.3: DE (Art. 6) and RBT (US Chess 34E5) are Type A in both places; nothing else individual is."""
    for family in ("fide", "uscf"):
        for name, entry in REGISTRY[family].items():
            assert entry.type_a == (name in TYPE_A), (family, name)
    # Team events: DE (Art. 6 on the team scores, C.07 13), EDE and its 2026 chains EDEBT EDEBB EDET EDEB (13.3,
    # 13.3.2: the tied teams' mutual matches), TBR (12.2) and BBE (12.3), which compare the tied teams board by board.
    assert {name for name, e in REGISTRY["fide-team"].items() if e.type_a} == {
        "DE",
        "EDE",
        "EDEBT",
        "EDEBB",
        "EDET",
        "EDEB",
        "TBR",
        "BBE",
    }


@pytest.mark.parametrize(
    ("family", "name", "lower_first"),
    [
        ("fide", "TPN", True),  # C.07 7.8: the lower pairing number is better
        ("fide", "BH", False),
        ("fide-team", "BC", True),  # C.07 12.1 board count, lower first as FIDE's checker ranks
        ("fide-team", "TPN", True),
        ("uscf", "CUM", False),
    ],
)
def test_direction(family: str, name: str, lower_first: bool) -> None:
    entry = REGISTRY[family][name]
    assert entry.lower_is_better(TieBreak(name)) is lower_first
    assert entry.lower_is_better(TieBreak(name, reverse=True)) is not lower_first  # /R reverses it


def test_a_code_outside_the_rule_set_is_refused_by_the_registry() -> None:
    with pytest.raises(tr.CodeError, match="MM is not defined under the fide-2026 rules"):
        definition(TieBreak("MM"), "fide-2026")
    assert definition(TieBreak("MM"), "uscf").article == "US Chess 34E1"
