"""The coverage table of conformance/README.md (code x edition x Art. 16.2 category, with case counts).

* the table in the README is the one conformance/tools/coverage.py writes from the cases (no typed counts);
* no cell that the regulations define is empty: every code of the suite meets every category under every
  edition that defines it (a code an edition does not define is marked n/d, decisions A23 and E4);
* the category reader is right on a file whose categories are known (c07-spec Example A).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "conformance" / "tools"))

import coverage  # noqa: E402


def test_readme_table_is_the_tools() -> None:
    readme = coverage.README.read_text(encoding="utf-8")
    start, end = readme.index(coverage.BEGIN), readme.index(coverage.END) + len(coverage.END)
    assert readme[start:end] == coverage.markdown(), "run python conformance/tools/coverage.py"


def test_no_defined_cell_is_empty() -> None:
    assert coverage.gaps() == []


def test_categories_of_example_a() -> None:
    # Example A (c07-spec 7.6): games, PABs, half-point byes, a forfeit, and Hotel's withdrawal written as Z byes
    found = coverage.categories_of(ROOT / "tests" / "fixtures" / "example_a.trf", None, "zero-point-bye")
    assert found == {"played", "PAB (U)", "HPB (H)", "ZPB (Z)", "forfeit win", "forfeit loss"}


def test_editions_that_do_not_define_a_code() -> None:
    assert not coverage.defined("STD", "fide-2024") and coverage.defined("STD", "fide-2026")
    assert not coverage.defined("FB", "fide-2017") and not coverage.defined("BH/P", "fide-2017")
    assert coverage.defined("BH/C1", "fide-2017") and coverage.defined("AOB/F", "fide-2026")
