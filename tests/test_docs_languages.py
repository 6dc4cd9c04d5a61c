"""Issue 14, section 1: on the nl, de and nb pages the examples print their tables and notes in the page's language.

docs/examples/<lang>/NAME.md is the English example docs/examples/NAME.md with each table asked for in <lang>
(tests/docs_languages.py writes them; Sybil and tests/test_docs_cli_examples.py run them). These tests fail when the
English example changed and its translations were not written again, and when a page of the language shows the
English example although its translation exists.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from docs_languages import EXAMPLES, LANGUAGES, SNIPPET, chunks, localise_line
from test_glossary import page_paths


def translated(lang: str) -> list[Path]:
    return sorted((EXAMPLES / lang).glob("*.md"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_translated_example_is_its_english_example(lang: str) -> None:
    assert len(translated(lang)) >= 50  # the examples that print an explanation, a table or a row's text
    for path in translated(lang):
        english = chunks((EXAMPLES / path.name).read_text(encoding="utf-8"))
        local = chunks(path.read_text(encoding="utf-8"))
        assert [kind for kind, _, _ in local] == [kind for kind, _, _ in english], f"{lang}/{path.name}: the blocks"
        changed = 0
        for (kind, source, want), (_, theirs, english_want) in zip(local, english, strict=True):
            expected = [localise_line(line, lang) for line in theirs]
            assert source in (expected, theirs), f"{lang}/{path.name}: {source} is not {expected}"
            if source == theirs and kind != "text" and not changed:  # after a translated line, Sybil checks it
                assert want == english_want, f"{lang}/{path.name}: {source}: the English output changed"
            changed += source != theirs
        assert changed, f"{lang}/{path.name}: nothing is asked for in {lang}"  # else the English file would do


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pages_of_the_language_show_its_examples(lang: str) -> None:
    for page in page_paths(lang):
        for match in SNIPPET.finditer(page.read_text(encoding="utf-8")):
            name = match.group(2)
            english = "/" not in name
            assert not (english and (EXAMPLES / lang / name).is_file()), (
                f"docs/{lang}/{page.name} shows {name} in English"
            )


ENGLISH_SHOWN = (
    "not a VUR",  # byes-golf-2-categories
    "wrong",  # sonneborn-berger: "wrong 'lowest product' cut"
    "lowest product",
    "players",  # rr-size's header: "players rounds games double: rounds games Swiss rounds for one winner"
    "rounds",
    "games",
    "Players",
    "Rounds",
    "Games",
    "winner",
    "double",
    "BH of",  # common-mistakes-caps
    "average",  # common-mistakes-de: "average: 0.5  sum: 1.0"
    "with 13",  # the team article, "(C.07 8.1 with 13, fide-2024)"
    "Compared orders",  # calculator-compare (the calculator's page showed the English example)
    "Moved",
    "moved",
    "Opponent",  # calculator-one-player: "1 Opponent 1"
    "Standings after",  # decisions-ps-median
    "Rank",
    "What",  # the explanation's headings, rows and notes
    "Note",
    "Contribution",
    "Points",
    "loss",
    "draw",
    "pairing-allocated",
    "half-point bye",
    "dummy",
    "own",
    "yes",
    "cut:",
    "its own",  # conformance-compat: compat.json's reader, "its own", "its adapter's (Python)"
    "its adapter",
)
"""English the nl, de and nb pages' examples used to print, each a whole word or phrase (tie-break codes such as WIN,
TPN and VUR, and the players' names, are the same in every language)."""

TRF_LINE = re.compile(r"^(\d{3}|XXR|XXC|XXS|###) ")  # a record or comment of a TRF file an example prints: its own text


def shown_examples(lang: str) -> set[Path]:
    """The example files the pages of `lang` include (its own copies, or the English file where nothing is asked
    for in a language)."""
    return {
        EXAMPLES / m.group(2)
        for page in page_paths(lang)
        for m in SNIPPET.finditer(page.read_text(encoding="utf-8"))
        if (EXAMPLES / m.group(2)).is_file()
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_translated_example_prints_no_english(lang: str) -> None:
    english = re.compile("|".join(rf"\b{re.escape(w)}(?![\w-])" for w in ENGLISH_SHOWN))
    shown = shown_examples(lang)
    assert len(shown) >= 70 and EXAMPLES / lang / "decisions-aob-rounding.md" in shown  # decisions.md's examples too
    found = []
    for path in sorted(shown):
        for kind, _, want in chunks(path.read_text(encoding="utf-8")):
            for line in want if kind != "text" else []:
                if not TRF_LINE.match(line) and english.search(line):
                    found.append(f"{path.relative_to(EXAMPLES)}: {line.strip()}")
    assert not found, f"English on the {lang} pages:\n" + "\n".join(found)
    for name in ("rr-size.md", "teams.md", "common-mistakes-caps.md", "calculator-compare.md"):  # it finds English
        assert english.search((EXAMPLES / name).read_text(encoding="utf-8")), name


FLOAT = re.compile(r"(?<![\w.])float\(")


@pytest.mark.parametrize("lang", ("en", *LANGUAGES))
def test_no_example_prints_a_float(lang: str) -> None:
    """An example prints the reference's exact text (tr.format_value, in the page's language tr.translate of it),
    never a float: "14.0" is no output of the reference and keeps its decimal point on the nl, de and nb pages."""
    shown = shown_examples(lang)
    assert len(shown) >= 70 and {EXAMPLES / "us-vs-fide.md", EXAMPLES / lang / "us-vs-fide.md"} & shown
    floats = []
    for path in sorted(shown):
        for kind, source, _ in chunks(path.read_text(encoding="utf-8")):
            floats += [f"{path.relative_to(EXAMPLES)}: {s}" for s in source if kind == "pycon" and FLOAT.search(s)]
    assert not floats, "\n".join(floats)
    assert FLOAT.search(">>> float(x)") and not FLOAT.search(">>> tr.float(x), afloat(x)")  # it finds a call
