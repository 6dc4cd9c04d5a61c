"""Notebooks under mkdocs-static-i18n: render them per language, executed once per build.

The guide's notebooks are jupytext percent files, ``docs/<lang>/notebooks/NAME.py``: the same set
in every language, the prose translated, the code cells identical (tests/test_notebooks.py checks
both and executes every file). mkdocs-jupyter renders them; this hook does two things for it.

1. **static-i18n** rebuilds the file list in ``on_files`` (priority -100) with plain ``File``
   objects, so the notebooks become media files and are copied raw instead of rendered (upstream:
   ultrabug/mkdocs-static-i18n issue 198). ``on_files`` below runs afterwards (-200), wraps them
   again as mkdocs-jupyter ``NotebookFile`` pages under the current language's prefix and prefers
   the language's own notebook over the default language's (the tested fix of the docs-toolchain
   notes, section 4.2).

2. **Execution.** mkdocs-jupyter would execute every notebook once per language (8 kernels, about
   80 s here). Instead ``on_pre_build`` executes each distinct set of code cells once, before the
   first language is built, with nbclient (``allow_errors`` off: an exception in any cell fails
   the build with the cell's traceback), two kernels at a time. The outputs are copied into every
   language's notebook, which is written as an executed ``.ipynb`` under ``.cache/notebooks/`` and
   rendered by mkdocs-jupyter with ``execute: false``. An execution is cached under a key made of
   the code cells and the source of the reference (``tiebreak_ref/``), so a rebuild executes
   nothing unless the code or the reference changed, and a number in a notebook is always one the
   current reference computed.

It relies on mkdocs-jupyter 0.26 (``NotebookFile``, ``should_include``) and static-i18n 1.3
(``current_language``, ``default_language``, ``all_languages``, ``building``); both are pinned in
pyproject.toml, and ``make docs`` and tests/test_docs_offline.py build the site.
"""

from __future__ import annotations

import asyncio
import copy
import hashlib
import json
import logging
import os
import posixpath
import sys
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "tiebreak_ref"
CACHE = ROOT / ".cache" / "notebooks"
PARALLEL = 1  # kernels at a time: two starting at once can pick the same TCP port ("Address already in use")
TIMEOUT = 300  # seconds per cell

log = logging.getLogger("mkdocs.hooks.i18n_jupyter")
_executed: dict[str, Path] = {}  # language-file path (docs-relative, .py) -> executed .ipynb to render


def _reference_fingerprint() -> str:
    digest = hashlib.sha256(sys.version.encode())
    for path in sorted(REFERENCE.rglob("*")):
        if path.suffix in (".py", ".json") and "__pycache__" not in path.parts:
            digest.update(path.relative_to(REFERENCE).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def _code(nb: Any) -> list[str]:
    return [cell.source for cell in nb.cells if cell.cell_type == "code"]


async def _execute(nb: Any, cwd: Path, kernel: str, limit: asyncio.Semaphore) -> None:
    from nbclient import NotebookClient

    async with limit:
        client = NotebookClient(
            nb,
            timeout=TIMEOUT,
            kernel_name=kernel,
            allow_errors=False,
            shutdown_kernel="immediate",
            resources={"metadata": {"path": str(cwd)}},
        )
        await client.async_execute()


def _execute_all(docs_dir: Path, kernel: str) -> None:
    """Execute every distinct code set once; write each language's notebook with the outputs."""
    import jupytext
    import nbformat
    from nbclient.exceptions import CellExecutionError

    fingerprint = _reference_fingerprint()
    sources = sorted(docs_dir.glob("*/notebooks/*.py"))
    notebooks = {path: jupytext.read(path) for path in sources}
    keys = {
        path: hashlib.sha256(json.dumps([fingerprint, _code(nb)]).encode()).hexdigest()[:24]
        for path, nb in notebooks.items()
    }
    runs = CACHE / "executed"
    runs.mkdir(parents=True, exist_ok=True)
    todo: dict[str, tuple[Path, Any]] = {}
    for path, nb in notebooks.items():
        if not (runs / f"{keys[path]}.ipynb").exists() and keys[path] not in todo:
            todo[keys[path]] = (path, copy.deepcopy(nb))
    if todo:
        log.info("executing %d notebook(s): %s", len(todo), ", ".join(str(p) for p, _ in todo.values()))

        async def main() -> list[BaseException | None]:
            limit = asyncio.Semaphore(PARALLEL)
            return await asyncio.gather(
                *(_execute(nb, path.parent, kernel, limit) for path, nb in todo.values()), return_exceptions=True
            )

        for (key, (path, nb)), error in zip(todo.items(), asyncio.run(main()), strict=True):
            if isinstance(error, CellExecutionError):
                raise PluginError(f"notebook {path.relative_to(docs_dir)} failed:\n{error}")
            if error is not None:
                raise PluginError(f"notebook {path.relative_to(docs_dir)} could not be executed: {error!r}")
            nbformat.write(nb, runs / f"{key}.ipynb")
    for stale in runs.glob("*.ipynb"):
        if stale.stem not in keys.values():
            stale.unlink()
    _executed.clear()
    for path, nb in notebooks.items():
        done = nbformat.read(runs / f"{keys[path]}.ipynb", as_version=4)
        executed = [cell for cell in done.cells if cell.cell_type == "code"]
        merged = copy.deepcopy(nb)
        for cell, run in zip((c for c in merged.cells if c.cell_type == "code"), executed, strict=True):
            cell.outputs, cell.execution_count = run.outputs, run.execution_count
        rel = path.relative_to(docs_dir).as_posix()
        target = CACHE / "rendered" / Path(rel).with_suffix(".ipynb")
        target.parent.mkdir(parents=True, exist_ok=True)
        text = nbformat.writes(merged)
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
        _executed[rel] = target


def on_pre_build(config: Any) -> None:
    jupyter, i18n = config.plugins.get("mkdocs-jupyter"), config.plugins.get("i18n")
    if jupyter is None or (i18n is not None and i18n.building):
        return  # static-i18n's builds of the other languages reuse what the first build executed
    if jupyter.config["execute"]:
        raise PluginError("set mkdocs-jupyter `execute: false`: hooks/i18n_jupyter.py executes the notebooks")
    _execute_all(Path(config.docs_dir), jupyter.config["kernel_name"] or "python3")


@event_priority(-200)  # after static-i18n's on_files (-100)
def on_files(files: Files, config: Any) -> Files:
    from mkdocs_jupyter.plugin import NotebookFile

    jupyter, i18n = config.plugins.get("mkdocs-jupyter"), config.plugins.get("i18n")
    if jupyter is None or i18n is None:
        return files
    current, default = i18n.current_language, i18n.default_language
    languages = set(i18n.all_languages)
    chosen: dict[str, File] = {}  # language-neutral path without suffix -> the notebook to render
    for f in list(files):
        if not jupyter.should_include(f):
            continue
        files.remove(f)
        parts = f.src_uri.split("/")
        lang = parts[0] if parts[0] in languages else default
        rel = "/".join(parts[1:]) if parts[0] in languages else f.src_uri
        if lang not in (current, default):
            continue
        stem = posixpath.splitext(rel)[0]
        if stem in chosen and lang != current:
            continue  # the current language's own notebook already won
        chosen[stem] = f
    prefix = "" if current == default else current + "/"
    for stem, f in chosen.items():
        notebook = NotebookFile(f, use_directory_urls=config.use_directory_urls, site_dir=config.site_dir)
        executed = _executed.get(f.src_uri)
        if executed is not None:  # render the executed copy: the same cells, with their outputs
            notebook.abs_src_path = str(executed)  # a cached_property of File: set it on the wrapper itself
        notebook.dest_path = f"{prefix}{stem}/index.html"
        notebook.abs_dest_path = os.path.normpath(os.path.join(config.site_dir, notebook.dest_path))
        notebook.url = f"{prefix}{stem}/"
        files.append(notebook)
    return files
