"""Root conftest: Sybil runs the code examples of the guide (docs/) as tests.

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

from collections.abc import Iterable
from doctest import ELLIPSIS, NORMALIZE_WHITESPACE

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
