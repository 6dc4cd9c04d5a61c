"""What the built guide's pages show, read from their HTML (the ``site`` fixture of tests/conftest.py): the checks
that need no script, so no browser (tests/test_browser.py loads every page in one for what does: console errors,
failed requests, layout, the search, the language switch)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import ClassVar

import pytest

import tiebreak_ref as tr

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = {"en": "", "de": "de/", "nl": "nl/", "nb": "nb/"}


class CodeText(HTMLParser):
    """The text of the code blocks of a page's article (``article .highlight, article pre``, as the browser test read
    them), block by block."""

    VOID: ClassVar[set[str]] = {
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "source",
        "track",
        "wbr",
    }

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, bool]] = []  # (tag, starts a block) of each open element
        self.article = 0
        self.blocks: list[list[str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        classes = (dict(attrs).get("class") or "").split()
        block = self.article > 0 and (tag == "pre" or "highlight" in classes)
        self.article += tag == "article"
        if block:
            self.blocks.append([])
        self.open.append((tag, block))

    def handle_endtag(self, tag: str) -> None:
        while self.open:
            name, _ = self.open.pop()
            self.article -= name == "article"
            if name == tag:
                break

    def handle_data(self, data: str) -> None:
        inside = sum(block for _, block in self.open)  # a pre inside a .highlight: the text of both, as before
        for block in self.blocks[len(self.blocks) - inside :] if inside else ():
            block.append(data)


def code_text(html: str) -> str:
    """The text of every code block of the article, with runs of spaces collapsed."""
    parser = CodeText()
    parser.feed(html)
    parser.close()
    blocks = ["".join(block) for block in parser.blocks]
    return "\n".join(re.sub(r"[ \t]+", " ", line).strip() for block in blocks for line in block.splitlines())


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_quickstart_numbers_match_the_reference(site: Path, lang: str) -> None:
    """The home page shows the quickstart's standings (API and command line): recompute them here."""
    t = tr.read_trf(ROOT / "docs" / "examples" / "quickstart.trf")
    result = tr.standings(t, ["DE", "SB", "WIN"])

    def text(value: tr.Value) -> str:  # as the example prints it: the exact decimal, in the page's language
        return str(tr.translate(tr.format_value(value), lang))

    api_lines = [
        f"{row.rank} {row.name} {text(row.points)} "
        + " ".join(f"{code} {text(value)}" for code, value in row.values.items())
        for row in result.rows
    ]
    # the table in the page's language (the nl, de and nb home pages show `standings --lang`, issue 14)
    table = result.table(lang=lang).splitlines()[1:]
    table_lines = [re.sub(r"\s+", " ", line).strip() for line in table if line.strip()]
    shown = code_text((site / LANGUAGES[lang] / "index.html").read_text(encoding="utf-8"))
    for line in api_lines + table_lines:
        assert line in shown, f"{lang}: {line!r} not on the page"
    # by hand from quickstart.trf: Anna and Bruno 2 points each, Bruno beat Anna in round 2 (DE); David 1.5, Cleo 0.5
    assert [row.name for row in result.rows] == ["Bruno", "Anna", "David", "Cleo"]
