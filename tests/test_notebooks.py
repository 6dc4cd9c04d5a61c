"""The guide's notebooks: the same set in every language, identical code, and every one of them runs.

The notebooks are jupytext percent files, ``docs/<lang>/notebooks/NAME.py``: markdown cells hold
the prose of each language, code cells are the same in every language. Every notebook of every
language is executed here through a real Jupyter kernel (nbclient, the machinery mkdocs-jupyter
uses), a few at a time, each distinct set of code cells once (the kernel runs only those); an
exception in any cell fails its test with the cell's traceback. The code cells check the claims of
the prose around them with ``assert``, so a change to the reference or the generator that makes the
text wrong fails here too. The site build (hooks/i18n_jupyter.py)
executes each distinct code set once more and publishes those outputs.
"""

from __future__ import annotations

import asyncio
import functools
import re
from pathlib import Path
from typing import Any

import pytest

jupytext = pytest.importorskip("jupytext", reason="the docs extra is not installed (pip install --group docs)")
nbclient = pytest.importorskip("nbclient", reason="the docs extra is not installed (pip install --group docs)")

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LANGUAGES = ("en", "nl", "de", "nb")
DEFAULT = "en"
PARALLEL = 4  # kernels at a time: most of a notebook's time is kernel start-up and waiting
NOTEBOOKS = sorted(DOCS.glob("*/notebooks/*.py"))
NAMES = sorted({p.name for p in NOTEBOOKS})


def rel(path: Path) -> str:
    return path.relative_to(DOCS).as_posix()


def cells(path: Path, kind: str) -> tuple[str, ...]:
    return read_cells(path)[kind]


@functools.cache
def read_cells(path: Path) -> dict[str, tuple[str, ...]]:
    """The sources of a notebook's cells by kind, the file read once per session."""
    cells = jupytext.read(path).cells
    return {kind: tuple(cell.source for cell in cells if cell.cell_type == kind) for kind in ("code", "markdown")}


def test_there_are_notebooks() -> None:
    assert len(NAMES) >= 2, "the guide promises at least two notebooks"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_same_notebooks_in_every_language(lang: str) -> None:
    here = {p.name for p in (DOCS / lang / "notebooks").glob("*.py")}
    assert here == set(NAMES), f"docs/{lang}/notebooks/: missing {sorted(set(NAMES) - here)}"


@pytest.mark.parametrize("name", NAMES)
def test_every_notebook_is_in_the_nav(name: str) -> None:
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert re.search(rf"^\s*- notebooks/{re.escape(name)}\s*$", nav, re.M), f"notebooks/{name} is not in nav:"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != DEFAULT])
@pytest.mark.parametrize("name", NAMES)
def test_code_is_identical_and_prose_translated(lang: str, name: str) -> None:
    reference, translated = DOCS / DEFAULT / "notebooks" / name, DOCS / lang / "notebooks" / name
    assert cells(translated, "code") == cells(reference, "code"), f"{rel(translated)}: code cells differ from en"
    prose, english = cells(translated, "markdown"), cells(reference, "markdown")
    assert len(prose) == len(english), f"{rel(translated)}: {len(prose)} markdown cells, en has {len(english)}"
    same = [i for i, (a, b) in enumerate(zip(prose, english, strict=True)) if a == b]
    assert not same, f"{rel(translated)}: markdown cells {same} are the English text"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=rel)
def test_notebook_is_a_python_jupytext_notebook(path: Path) -> None:
    nb = jupytext.read(path)
    assert nb.metadata["kernelspec"]["language"] == "python"
    assert nb.cells[0].cell_type == "markdown" and nb.cells[0].source.startswith("# "), "starts with its title"


async def _run(path: Path, limit: asyncio.Semaphore) -> tuple[Any, BaseException | None]:
    nb = jupytext.read(path)
    async with limit:
        client = nbclient.NotebookClient(
            nb,
            timeout=300,
            kernel_name="python3",
            allow_errors=False,
            shutdown_kernel="immediate",
            resources={"metadata": {"path": str(path.parent)}},
        )
        try:
            await client.async_execute()
        except Exception as error:  # reported by the test of this notebook
            return nb, error
    return nb, None


@pytest.fixture(scope="module")
def executed() -> dict[Path, tuple[Any, BaseException | None]]:
    """Every notebook of every language, executed concurrently (PARALLEL kernels at a time).

    A kernel runs the code cells only, so notebooks with the same code cells (every language's copy of a notebook,
    test_code_is_identical_and_prose_translated) run once and share that run; a language whose code differs
    runs its own."""
    runs = {cells(path, "code"): path for path in reversed(NOTEBOOKS)}  # the first notebook of each code set

    async def main() -> list[tuple[Any, BaseException | None]]:
        limit = asyncio.Semaphore(PARALLEL)
        return await asyncio.gather(*(_run(path, limit) for path in runs.values()))

    done = dict(zip(runs, asyncio.run(main()), strict=True))
    return {path: done[cells(path, "code")] for path in NOTEBOOKS}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=rel)
def test_notebook_runs(path: Path, executed: dict[Path, tuple[Any, BaseException | None]]) -> None:
    nb, error = executed[path]
    if error is not None:
        pytest.fail(f"{rel(path)} failed:\n{error}", pytrace=False)
    outputs = [out for cell in nb.cells if cell.cell_type == "code" for out in cell.outputs]
    assert not [out for out in outputs if out.output_type == "error"]
    assert any("image/png" in out.get("data", {}) for out in outputs), f"{rel(path)} shows no plot"
