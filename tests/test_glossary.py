"""Every page of the guide uses its language's glossary terms (docs/data/glossary.yml).

The glossary decides each term once per language and lists the variants the guide does not use;
docs/<lang>/glossary.md shows it (hooks/glossary.py renders the table). A rejected variant in the
prose of any page of that language fails here, with the page, the line and the term to use.
Prose is the Markdown without code blocks, inline code, link targets and HTML comments: the
reference's own output (English today, issue 14 section 1) and file names are not prose.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LANGUAGES = ("en", "nl", "de", "nb")
sys.path.insert(0, str(ROOT / "hooks"))
from glossary import MARKER, load_terms, table  # noqa: E402
from i18n_jupyter import language_notebooks  # noqa: E402

FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.MULTILINE | re.DOTALL)
NOT_PROSE = re.compile(r"`[^`]*?`|\]\([^)\s]*\)|<!--.*?-->|^--8<--[^\n]*$|\{\s*#[\w-]+\s*\}", re.MULTILINE | re.DOTALL)


def prose(text: str) -> str:
    """The text a reader reads as sentences; what is cut out is blanked so line numbers stay."""

    def blank(match: re.Match[str]) -> str:
        return re.sub(r"[^\n]", " ", match.group(0))

    return NOT_PROSE.sub(blank, FENCE.sub(blank, text))


def pattern(variant: str) -> re.Pattern[str]:
    """A rejected variant as a whole-word, case-insensitive pattern; a trailing * takes any ending, a hyphenated
    compound's too ("alle-mot-alle*" finds "alle-mot-alle-turnering"); the words of a variant may be split over two
    lines of a paragraph, as a wrapped sentence splits them."""
    stem = variant.removesuffix("*")
    tail = r"[\w-]*" if variant.endswith("*") else ""
    words = r"(?:[ \t]+|[ \t]*\n[ \t]*)".join(re.escape(word) for word in stem.split())
    return re.compile(rf"(?<![\w-]){words}{tail}(?![\w-])", re.IGNORECASE)


def rejected(lang: str) -> list[tuple[re.Pattern[str], str, str]]:
    return [(pattern(v), v, entry[lang]["term"]) for entry in load_terms() for v in entry[lang].get("reject", [])]


def page_paths(lang: str) -> list[Path]:
    """The Markdown pages of a language, in order (docs/nl/*.md and below)."""
    return sorted((DOCS / lang).rglob("*.md"))


def pages(lang: str) -> dict[str, str]:
    """The pages of a language by their path under docs/ (``nl/buchholz.md``), with their text; a notebook's is
    the one hooks/i18n_jupyter.py writes for that language from its source (docs/notebooks/NAME.py)."""
    found = {path.relative_to(DOCS).as_posix(): path.read_text(encoding="utf-8") for path in page_paths(lang)}
    return dict(sorted({**found, **language_notebooks([lang])}.items()))


def notebook_prose(text: str) -> str:
    """A jupytext notebook's prose: the comment lines of its markdown cells."""
    out, markdown = [], False
    for line in text.splitlines():
        if line.startswith("# %%"):
            markdown = "[markdown]" in line
            out.append("")
        else:
            out.append(line[2:] if markdown and line.startswith("# ") else "")
    return prose("\n".join(out))


def offences(lang: str) -> list[str]:
    found = []
    checks = rejected(lang)
    for key, raw in pages(lang).items():
        text = notebook_prose(raw) if key.endswith(".py") else prose(raw)
        if key.endswith("/glossary.md"):
            continue  # the glossary names the rejected variants on purpose (its table is rendered from the data)
        for regex, variant, term in checks:
            for hit in regex.finditer(text):
                number = text.count("\n", 0, hit.start()) + 1
                found.append(f"docs/{key}:{number}: found {hit.group(0)!r} (rejected {variant!r}); expected {term!r}")
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_rejected_variant_on_any_page(lang: str) -> None:
    found = offences(lang)
    assert not found, f"{len(found)} rejected term(s):\n" + "\n".join(found)


def test_every_term_is_decided_in_every_language() -> None:
    ids = [entry["id"] for entry in load_terms()]
    assert len(ids) == len(set(ids)), "a term id is repeated"
    for entry in load_terms():
        assert entry["fide"] and entry["ref"], entry["id"]
        for lang in LANGUAGES:
            assert entry[lang]["term"].strip(), f"{entry['id']}: no {lang} term"


def test_a_term_is_never_its_own_rejected_variant() -> None:
    variants = {lang: rejected(lang) for lang in LANGUAGES}  # read the glossary once, not once per term
    for entry in load_terms():
        for lang in LANGUAGES:
            for regex, variant, term in variants[lang]:
                if term == entry[lang]["term"]:
                    assert not regex.search(term), f"{lang}: {term!r} matches its own rejected {variant!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_has_a_glossary_page_with_the_table(lang: str) -> None:
    page = DOCS / lang / "glossary.md"
    assert page.is_file(), f"docs/{lang}/glossary.md is missing"
    assert MARKER in page.read_text(encoding="utf-8")
    rendered = table(lang)
    for entry in load_terms():
        assert entry[lang]["term"] in rendered and entry["fide"] in rendered


def test_the_scan_sees_prose_and_skips_code() -> None:
    """The scan itself: a variant in a sentence is found; the same word in code or a link target is not."""
    text = "Een dummy telt.\n\n```pycon\n>>> dummy\n```\n\n`dummy` en [x](dummy.md)\n"
    lines = prose(text).splitlines()
    regex = pattern("dummy")
    assert [n for n, line in enumerate(lines, start=1) if regex.search(line)] == [1]
    assert pattern("rundturnering*").search("en rundturneringsplan") and not pattern("bye").search("byes-golf")
    # a wrapped variant is found, a paragraph break is not crossed, and * takes a hyphenated compound
    assert pattern("getrennte Tabelle").search("in der getrennte Tabelle") is not None
    assert pattern("getrennte Tabelle").search("Getrennte\n  Tabelle:") is not None
    assert pattern("getrennte Tabelle").search("getrennte\n\nTabelle") is None
    assert pattern("alle-mot-alle*").search("en alle-mot-alle-turnering") is not None
