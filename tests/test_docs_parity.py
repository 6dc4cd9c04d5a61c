"""The guide has the same pages, examples and section anchors in every language.

docs/<lang>/ holds one folder per language (en is the reference). Worked examples live once in
docs/examples/*.md and are included into each language's page with ``--8<-- "file.md"``; these
tests check that no translation drops, adds or swaps an example, and that nothing is skipped in
the docs without a reason.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"
LANGUAGES = ("en", "nl", "de", "nb")
DEFAULT = "en"
EXAMPLES = DOCS / "examples"

SNIPPET = re.compile(r'^\s*-{1,}8<-{1,}\s+"([^"]+)"\s*$', re.MULTILINE)
HEADING_ID = re.compile(r"^#{1,6} .*\{\s*#([\w-]+)\s*\}\s*$", re.MULTILINE)
SKIP = re.compile(r"<!--\s*skip:\s*(.*?)\s*-->", re.DOTALL)


def pages(lang: str) -> set[str]:
    root = DOCS / lang
    return {p.relative_to(root).as_posix() for p in root.rglob("*.md")}


def snippets(path: Path) -> list[str]:
    return SNIPPET.findall(path.read_text(encoding="utf-8"))


def english_examples(path: Path) -> list[str]:
    """The examples a page includes, each by its English file: a page of nl/de/nb may include the example's version
    in its language, docs/examples/<lang>/NAME.md (tests/docs_languages.py makes them)."""
    return [name.split("/", 1)[1] if name.split("/", 1)[0] in LANGUAGES else name for name in snippets(path)]


def test_language_folders_exist() -> None:
    for lang in LANGUAGES:
        assert (DOCS / lang).is_dir(), f"docs/{lang}/ is missing"
    shared = {"examples", "data", "notebooks"}  # language-neutral: examples, data the pages render, notebook sources
    extra = {p.name for p in DOCS.iterdir() if p.is_dir()} - set(LANGUAGES) - shared
    assert not extra, f"unexpected folders in docs/: {sorted(extra)}"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != DEFAULT])
def test_same_page_set(lang: str) -> None:
    reference, translated = pages(DEFAULT), pages(lang)
    assert translated == reference, (
        f"docs/{lang}/ missing {sorted(reference - translated)}, extra {sorted(translated - reference)}"
    )


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != DEFAULT])
@pytest.mark.parametrize("page", sorted(pages(DEFAULT)))
def test_same_examples_in_same_order(lang: str, page: str) -> None:
    translated = DOCS / lang / page
    assert translated.exists(), f"docs/{lang}/{page} is missing"
    assert english_examples(translated) == snippets(DOCS / DEFAULT / page)
    other = [name for name in snippets(translated) if name.split("/")[0] in set(LANGUAGES) - {lang}]
    assert not other, f"docs/{lang}/{page} includes another language's example: {other}"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != DEFAULT])
@pytest.mark.parametrize("page", sorted(pages(DEFAULT)))
def test_same_section_anchors(lang: str, page: str) -> None:
    """Explicit heading ids ({ #a1-cap-rounds }) are the link targets: same in every language."""
    translated = DOCS / lang / page
    assert translated.exists(), f"docs/{lang}/{page} is missing"
    reference = HEADING_ID.findall((DOCS / DEFAULT / page).read_text(encoding="utf-8"))
    assert HEADING_ID.findall(translated.read_text(encoding="utf-8")) == reference


def test_every_included_example_exists_and_every_example_is_used() -> None:
    included = {name for lang in LANGUAGES for p in (DOCS / lang).rglob("*.md") for name in snippets(p)}
    for name in included:
        assert (EXAMPLES / name).is_file(), f"--8<-- {name!r}: docs/examples/{name} does not exist"
    unused = {p.relative_to(EXAMPLES).as_posix() for p in EXAMPLES.rglob("*.md")} - included
    assert not unused, f"example files included by no page: {sorted(unused)}"


def test_examples_are_language_neutral_code() -> None:
    """An example file holds code blocks only (or the API page's mkdocstrings directives, `::: NAME` with its
    indented options); the prose around it belongs to each language."""
    for path in EXAMPLES.rglob("*.md"):
        outside = re.sub(r"^```.*?^```[ \t]*$", "", path.read_text(encoding="utf-8"), flags=re.M | re.S)
        outside = re.sub(r"^::: [\w.]+\n(?:    .*\n)*", "", outside, flags=re.M)
        assert not outside.strip(), f"{path.name}: text outside code blocks: {outside.strip()[:80]!r}"


def test_quickstart_trf_matches_the_example() -> None:
    """docs/examples/quickstart.trf (for the command line) is the TRF typed into quickstart.md."""
    trf = (EXAMPLES / "quickstart.trf").read_text(encoding="utf-8").splitlines()
    example = (EXAMPLES / "quickstart.md").read_text(encoding="utf-8")
    for line in trf:
        assert f"... {line}\n" in example, f"quickstart.md lacks TRF line {line!r}"


def test_no_silent_skips() -> None:
    """Sybil reports ``<!-- skip: next "reason" -->`` as skipped; a bare skip would pass silently."""
    for path in DOCS.rglob("*.md"):
        for directive in SKIP.findall(path.read_text(encoding="utf-8")):
            if directive.startswith("end"):
                continue
            assert '"' in directive or "reason=" in directive, (
                f"{path.relative_to(DOCS)}: skip without a reason: {directive!r}"
            )


def test_the_guides_example_a_is_the_tests_fixture() -> None:
    """The guide's one copy of Example A (docs/examples/buchholz.trf, read by every page that uses it) is the file
    the tests read as tests/fixtures/example_a.trf, the one the spec's expected values were checked on with gacrux
    (tests/test_spec_examples.py): a link, not a copy that could drift."""
    fixture = DOCS.parent / "tests" / "fixtures" / "example_a.trf"
    assert fixture.is_symlink() and fixture.resolve() == (EXAMPLES / "buchholz.trf").resolve()
