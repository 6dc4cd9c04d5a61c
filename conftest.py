"""Root conftest: Sybil runs the code examples of the guide (docs/) as tests; --part K/N and xdist's order (below).

It sits at the repository root, not in docs/, so that mkdocs never publishes it.

* ```pycon blocks are doctests (PyconDocTestParser below); ```python blocks are doctests when they
  start with ``>>>`` and are executed otherwise.
* Every Markdown file under docs/ is collected: the pages of each language (docs/<lang>/**.md) and
  the language-neutral example files (docs/examples/*.md). An example file is included into the
  pages with ``--8<--`` and Sybil sees only the include line there, so each example runs once.
* Namespaces are per file: every page and every example file must set itself up.
* A skip must say why: ``<!-- skip: next "reason" -->`` is reported as skipped with that reason.
  tests/test_docs_parity.py fails on a bare ``<!-- skip: ... -->`` so nothing is skipped silently.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from doctest import ELLIPSIS, NORMALIZE_WHITESPACE
from pathlib import Path
from typing import Any

import pytest
from sybil import Document, Region, Sybil
from sybil.evaluators.doctest import DocTestEvaluator
from sybil.parsers.abstract import DocTestStringParser
from sybil.parsers.markdown import ClearNamespaceParser, PythonCodeBlockParser, SkipParser
from sybil.parsers.markdown.lexers import FencedCodeBlockLexer

FLAGS = ELLIPSIS | NORMALIZE_WHITESPACE


class PyconDocTestParser:
    """Run ```pycon fenced blocks as doctests (stock Sybil does this only for ```python)."""

    def __init__(self, optionflags: int = 0) -> None:
        self.lexer = FencedCodeBlockLexer("pycon")
        self.string_parser = DocTestStringParser(DocTestEvaluator(optionflags))

    def __call__(self, document: Document) -> Iterable[Region]:
        for lexed in self.lexer(document):
            source = lexed.lexemes["source"]
            for region in self.string_parser(source, document.path):
                region.adjust(lexed, source)
                yield region


# path= filters under pytest; "*.md" matches at any depth below it (PurePath.match is
# right-anchored, so "docs/**/*.md" would miss nested pages).
pytest_collect_file = Sybil(
    parsers=[
        PythonCodeBlockParser(doctest_optionflags=FLAGS),
        PyconDocTestParser(optionflags=FLAGS),
        SkipParser(),
        ClearNamespaceParser(),
    ],
    path="docs",
    patterns=["*.md"],
    fixtures=["tmp_path"],
).pytest()


# `make test` runs the tests that need no built guide as two pytest processes side by side (PARTS), each collecting
# only its own files, instead of `pytest -n 2`: xdist's workers each collect every file (11.5 s of CPU each) and its
# controller takes another 10 s for the reports. A file stays whole in one part (a page's examples share a namespace).
# The parts are dealt by the files' CPU times in pytest-core (TIMES; any other file PAGE_WEIGHT or DEFAULT_WEIGHT), the
# heaviest first, each to the lighter part. `make pytest` (xdist, every test) hands out the slowest units first by the
# same table (pytest_xdist_make_scheduler below).
PARTS = "--part"
DEFAULT_WEIGHT = 0.1  # a small test file
PAGE_WEIGHT = 0.012  # a Markdown file of docs/: their 1,882 examples in 268 files, 3.1 CPU-s in all (2026-12-02)
# CPU seconds of a file's tests with the processes they start, (in pytest-core, in pytest-site), measured 2026-12-02
# 16:05-17:05 UTC (each file alone with /usr/bin/time around `pytest -m "not needs_site" FILE`, less 0.4 s for
# pytest's own start; 2-core machine under load, the ratios count; pytest-site's column from the table before). An
# entry ending in "[" is one test's parameters, each a unit of its own for xdist (OWN_UNITS).
TIMES: dict[str, tuple[float, float]] = {
    "tests/test_browser_calculator.py::test_calculator_page_in_every_language": (0, 40),  # three Pyodide starts
    "tests/test_browser_calculator.py": (0, 25),  # one Pyodide start, the German page's checks
    "tests/test_browser.py": (0, 65),  # without the every-page test; +5 for the test without JavaScript (its author)
    "tests/test_browser.py::test_no_console_error_and_no_failed_request_on_any_page[": (0, 30),  # per language
    "tests/test_conformance.py": (13.4, 0),
    "tests/test_tutorial.py": (7.0, 0),
    "tests/test_differential_gacrux.py": (6.6, 0),
    "tests/test_roundrobin.py": (5.3, 0),
    "tests/test_trf.py": (5.0, 0),
    "tests/test_browser_publish.py": (4.8, 0),
    "tests/test_runner_hostile.py": (4.5, 0),
    "tests/test_real_corpus.py": (3.4, 0),
    "tests/test_bad_input.py": (3.2, 0),
    "tests/test_differential_team.py": (2.1, 0),
    "tests/test_suite_dist.py": (2.0, 0),
    "tests/test_docs_cli_examples.py": (2.0, 0),
    "tests/test_fuzz.py": (1.8, 0),
    "tests/test_glossary.py": (1.6, 0),
    "tests/test_api.py": (1.6, 5),
    "tests/test_generate.py": (1.5, 0),
    "tests/test_calculator.py": (1.3, 10),
    "tests/test_ptp_search.py": (1.2, 0),
    "tests/test_layers.py": (1.2, 0),
    "tests/test_editions.py": (1.2, 0),
    "tests/test_language.py": (0.9, 0),
    "tests/test_review_mends.py": (0.8, 0),
    "tests/test_typed_numbers.py": (0.7, 0),
    "tests/test_element_table.py": (0.7, 0),
    "tests/test_conformance_coverage.py": (0.7, 0),
    "tests/test_start.py": (0.6, 0),
    "tests/test_json_text.py": (0.6, 0),
    "tests/test_cut_units.py": (0.6, 0),
}
# Tests that are units of their own for xdist, not part of their file's: they share no state with the file's other
# tests (each opens its own page), so both workers can take them.
OWN_UNITS = (
    "tests/test_browser.py::test_no_console_error_and_no_failed_request_on_any_page[",
    "tests/test_browser_calculator.py::test_calculator_page_in_every_language",  # its own browser context
)


def weight(name: str) -> float:
    """A file's CPU seconds in pytest-core (TIMES; a page of the guide PAGE_WEIGHT, any other file DEFAULT_WEIGHT)."""
    if name in TIMES:
        return TIMES[name][0]
    return PAGE_WEIGHT if name.startswith("docs/") else DEFAULT_WEIGHT


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(PARTS, metavar="K/N", help="collect only part K of N of the test files (make test: N processes)")


def parts(root: Path, count: int) -> dict[str, int]:
    """Every test file (relative to root) and its part, 1 to count: the heaviest first, each to the lightest part."""
    files = [p.relative_to(root).as_posix() for p in (*root.glob("tests/test_*.py"), *root.glob("docs/**/*.md"))]
    load = [0.0] * count
    dealt = {}
    for name in sorted(files, key=lambda name: (-weight(name), name)):
        lightest = load.index(min(load))
        dealt[name] = lightest + 1
        load[lightest] += weight(name)
    return dealt


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """With --part K/N, the test files of the other parts are not collected."""
    part = config.getoption(PARTS)
    if not part or collection_path.is_dir():
        return None
    k, count = (int(x) for x in part.split("/"))
    if DEALT not in config.stash:
        config.stash[DEALT] = parts(config.rootpath, count)
    dealt = config.stash[DEALT]
    if not collection_path.is_relative_to(config.rootpath):
        return None
    name = collection_path.relative_to(config.rootpath).as_posix()
    return True if dealt.get(name, k) != k else None  # a file not dealt is in every part: never in none


DEALT = pytest.StashKey[dict[str, int]]()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """`--dist loadfile` (`make pytest`), the slowest units first (by TIMES, both columns) and a few long tests as
    units of their own (OWN_UNITS); xdist alone hands out the units with the most tests first, so the few slow files
    with few tests came last and one worker ran them alone for minutes."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    def seconds(scope: str) -> float:
        unit = next((own for own in OWN_UNITS if scope.startswith(own)), scope)
        return sum(TIMES.get(unit, (0, 0)))

    class SlowestFirst(LoadFileScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            return nodeid if nodeid.startswith(OWN_UNITS) else str(super()._split_scope(nodeid))

        ordered = False

        def _assign_work_unit(self, node: Any) -> None:
            if not self.ordered:  # the queue is complete before the first hand-out, and its order fixed after it
                self.workqueue = OrderedDict(sorted(self.workqueue.items(), key=lambda unit: -seconds(unit[0])))
                self.ordered = True
            super()._assign_work_unit(node)

    return SlowestFirst(config, log)
