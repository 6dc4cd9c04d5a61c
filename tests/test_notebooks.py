"""The guide's notebooks: one source each, every language's prose, and every language's notebook runs.

A notebook has one source, ``docs/notebooks/NAME.py`` (jupytext percent format): its code cells once,
and each markdown cell once per language, marked ``lang="nl"``; ``LANG = "en"`` in the first code cell
is the page's language. hooks/i18n_jupyter.py writes each language's notebook from it (that language's
markdown cells, every code cell, ``LANG`` set), and these tests read the same notebooks. The strict site
build executes every language's notebook through a real Jupyter kernel (nbclient, each distinct set of code
cells once, an exception in any cell fails the build with the cell's traceback) and publishes the executed
notebook next to its page (``site/<lang>/notebooks/NAME/NAME.ipynb``); ``test_notebook_runs`` reads that
copy from the built site (the ``site`` fixture of tests/conftest.py: the snapshot of `make docs`, or a fresh
build when it is older than docs/, hooks/ or tiebreak_ref/) instead of executing the notebooks a second
time: the same code as the source, every code cell executed, no error, a plot. The code cells check the
claims of the prose around them with ``assert``, so a change to the reference or the generator that makes
the text wrong fails the build, and so this test.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

import pytest

jupytext = pytest.importorskip("jupytext", reason="the docs extra is not installed (pip install --group docs)")

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SOURCES = DOCS / "notebooks"
LANGUAGES = ("en", "nl", "de", "nb")
DEFAULT = "en"
sys.path.insert(0, str(ROOT / "hooks"))
from i18n_jupyter import language_notebooks  # noqa: E402

TEXTS = language_notebooks(LANGUAGES, SOURCES)  # "nl/notebooks/NAME.py" -> that language's notebook
NOTEBOOKS = {key: jupytext.reads(text, fmt="py:percent") for key, text in TEXTS.items()}
NAMES = sorted(path.name for path in SOURCES.glob("*.py"))


def cells(key: str, kind: str) -> tuple[str, ...]:
    return tuple(cell.source for cell in NOTEBOOKS[key].cells if cell.cell_type == kind)


def test_there_are_notebooks() -> None:
    assert len(NAMES) >= 2, "the guide promises at least two notebooks"


def test_no_language_keeps_a_copy_of_its_own() -> None:
    copies = sorted(p.relative_to(DOCS).as_posix() for lang in LANGUAGES for p in (DOCS / lang).glob("notebooks/*"))
    assert not copies, f"a notebook lives once, in docs/notebooks/ (its prose per language): remove {copies}"


@pytest.mark.parametrize("name", NAMES)
def test_every_notebook_is_in_the_nav(name: str) -> None:
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert re.search(rf"^\s*- notebooks/{re.escape(name)}\s*$", nav, re.M), f"notebooks/{name} is not in nav:"


@pytest.mark.parametrize("name", NAMES)
def test_every_markdown_cell_is_in_every_language(name: str) -> None:
    source = jupytext.read(SOURCES / name)
    marks = [cell.metadata.get("lang") for cell in source.cells if cell.cell_type == "markdown"]
    assert None not in marks, f'docs/notebooks/{name}: a markdown cell without lang=".."'
    groups = [marks[i : i + len(LANGUAGES)] for i in range(0, len(marks), len(LANGUAGES))]
    wrong = [i for i, group in enumerate(groups) if tuple(group) != LANGUAGES]
    assert not wrong, f"docs/notebooks/{name}: markdown cells {wrong} are not one per language in {LANGUAGES}"
    code = [cell.source for cell in source.cells if cell.cell_type == "code"]
    assert sum(len(re.findall(r'^LANG = "en"', cell, re.M)) for cell in code) == 1, "LANG is set once, to en"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != DEFAULT])
@pytest.mark.parametrize("name", NAMES)
def test_the_language_is_set_and_the_prose_translated(lang: str, name: str) -> None:
    """LANG is set to the language (the code cells are otherwise the source's own by construction: i18n_jupyter
    copies them); the markdown cells (as many as in English: test_every_markdown_cell_is_in_every_language) are not
    the English text."""
    reference, translated = f"{DEFAULT}/notebooks/{name}", f"{lang}/notebooks/{name}"
    assert f'LANG = "{lang}"' in cells(translated, "code")[0], f"{translated}: LANG is not {lang!r}"
    prose, english = cells(translated, "markdown"), cells(reference, "markdown")
    same = [i for i, (a, b) in enumerate(zip(prose, english, strict=True)) if a == b]
    assert not same, f"{translated}: markdown cells {same} are the English text"


@pytest.mark.parametrize("name", NAMES)
def test_notebook_is_a_python_jupytext_notebook(name: str) -> None:
    """The header every language's notebook shares (i18n_jupyter copies it): a Python kernel."""
    assert jupytext.read(SOURCES / name).metadata["kernelspec"]["language"] == "python"


@pytest.mark.parametrize("key", sorted(NOTEBOOKS))
def test_notebook_starts_with_its_title(key: str) -> None:
    first = NOTEBOOKS[key].cells[0]
    assert first.cell_type == "markdown" and first.source.startswith("# "), f"{key} starts with its title"


def published(site: Path, key: str) -> dict[str, object]:
    """The executed notebook the site build published for `key` (``nl/notebooks/NAME.py``)."""
    lang, _, rest = key.partition("/")
    stem = Path(rest).stem
    folder = site if lang == DEFAULT else site / lang
    data: dict[str, object] = json.loads((folder / "notebooks" / stem / f"{stem}.ipynb").read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("key", sorted(NOTEBOOKS))
def test_notebook_runs(key: str, site: Path) -> None:
    """The build executed this language's notebook (the code of its source now) without an error, with a plot."""
    nb = published(site, key)
    code = [cell for cell in nb["cells"] if cell["cell_type"] == "code"]  # type: ignore[attr-defined]
    assert tuple("".join(cell["source"]) for cell in code) == cells(key, "code"), (
        f"{key}: not the notebook of its source"
    )
    unexecuted = [i for i, cell in enumerate(code) if not isinstance(cell["execution_count"], int)]
    assert not unexecuted, f"{key}: code cells {unexecuted} were not executed"
    outputs = [out for cell in code for out in cell["outputs"]]
    errors = [out for out in outputs if out["output_type"] == "error"]
    assert not errors, f"{key}: {errors}"
    assert any("image/png" in out.get("data", {}) for out in outputs), f"{key} shows no plot"


def words(name: str) -> dict[str, dict[str, str | tuple[str, ...]]]:
    """The notebook's own table of what its code cells print (``WORDS = {lang: {key: text}}``); empty without one."""
    tree = ast.parse((SOURCES / name).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and [getattr(target, "id", None) for target in node.targets] == ["WORDS"]:
            table: dict[str, dict[str, str | tuple[str, ...]]] = ast.literal_eval(node.value)
            return table
    return {}


def english_phrases(table: dict[str, dict[str, str | tuple[str, ...]]], lang: str) -> set[str]:
    """The English words of a WORDS table that the `lang` table does not share: each text's pieces between its
    placeholders, where they hold a space (a phrase, not a lone code or label such as "PTS")."""
    phrases = set()
    for key, english in table["en"].items():
        texts = english if isinstance(english, tuple) else (english,)
        own = table[lang][key]
        theirs = " ".join(own if isinstance(own, tuple) else (own,))
        for text in texts:
            for piece in re.split(r"\{[^}]*\}", text):
                piece = piece.strip(" :;,()")
                if " " in piece and piece not in theirs:
                    phrases.add(piece)
    return phrases


@pytest.mark.parametrize("key", sorted(key for key in NOTEBOOKS if not key.startswith(f"{DEFAULT}/")))
def test_notebook_prints_in_its_language(key: str, site: Path) -> None:
    """A translated notebook's printed output (executed by the build) holds none of the English sentences of the
    notebook's WORDS table: the code cells print in the page's language."""
    table = words(Path(key).name)
    if not table:
        pytest.skip(f"{key} has no WORDS table")  # a notebook whose code prints no sentence
    code = [cell for cell in published(site, key)["cells"] if cell["cell_type"] == "code"]  # type: ignore[attr-defined]
    printed = "".join(
        "".join(out.get("text", "")) for cell in code for out in cell["outputs"] if out["output_type"] == "stream"
    )
    phrases = english_phrases(table, key.partition("/")[0])
    assert phrases, f"{key}: the WORDS table has no English phrase to look for"
    english = sorted(phrase for phrase in phrases if phrase in printed)
    assert not english, f"{key} prints English: {english}"
