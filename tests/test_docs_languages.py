"""Issue 14, section 1: on the nl, de and nb pages the examples print their tables and notes in the page's language.

docs/examples/<lang>/NAME.md is the English example docs/examples/NAME.md with each table asked for in <lang>
(tests/docs_languages.py writes them; Sybil and tests/test_docs_cli_examples.py run them). These tests fail when the
English example changed and its translations were not written again, and when a page of the language shows the
English example although its translation exists.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from docs_languages import EXAMPLES, LANGUAGES, SNIPPET, chunks, localise_line, pages


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
    for page in pages(lang):
        for match in SNIPPET.finditer(page.read_text(encoding="utf-8")):
            name = match.group(2)
            assert not (EXAMPLES / lang / name).is_file(), f"docs/{lang}/{page.name} shows {name} in English"
