"""Notebooks under mkdocs-static-i18n: one source per notebook, rendered per language, executed once per build.

Each notebook has one source, ``docs/notebooks/NAME.py`` (jupytext percent format): its code cells once, and
each markdown cell once per language, marked ``# %% [markdown] lang="nl"``. The first code cell sets
``LANG = "en"``, the page's language in one variable. ``language_source`` writes a language's notebook from
it: that language's markdown cells and every code cell, with ``LANG`` set to the language
(tests/test_notebooks.py checks the sources and executes every language's notebook). The sources are not
pages themselves (``exclude_docs`` in mkdocs.yml); this hook makes the pages, for mkdocs-jupyter:

1. **Pages per language.** static-i18n rebuilds the file list in ``on_files`` (priority -100); ``on_files``
   below runs afterwards (-200) and adds, for the language being built, one mkdocs-jupyter ``NotebookFile``
   per notebook at ``<lang>/notebooks/NAME.py`` (the path a translated page would have, so static-i18n's
   navigation and hooks/i18n_links.py's language switcher find it), rendered from the executed copy.

2. **Execution.** mkdocs-jupyter would execute every notebook once per language (8 kernels, about
   80 s here). Instead ``on_pre_build`` executes each distinct set of code cells once, before the
   first language is built, with nbclient (``allow_errors`` off: an exception in any cell fails
   the build with the cell's traceback), one after another in one kernel: each from a fresh session (no name
   of the one before, the execution count from 1), the imported modules kept (one kernel start and one import of
   matplotlib for all; so a notebook must not change the state of a module it imports, such as matplotlib's
   rcParams, which the next would inherit). Adjacent pieces of one stream are joined (``joined_streams``), so
   that the pages do not depend on when the kernel flushed. While the code uses ``LANG`` only to set it, the languages'
   notebooks compute the same outputs and share one execution; once a cell reads it, each language
   runs its own. The outputs are copied into every language's notebook, which is written as an executed
   ``.ipynb`` under ``.cache/notebooks/`` and rendered by mkdocs-jupyter with ``execute: false``. An
   execution is cached under a key made of the code cells and the source of the reference
   (``tiebreak_ref/``), so a rebuild executes nothing unless the code or the reference changed, and a
   number in a notebook is always one the current reference computed.

It relies on mkdocs-jupyter 0.26 (``NotebookFile``, ``should_include``) and static-i18n 1.3
(``current_language``, ``all_languages``, ``building``); both are pinned in pyproject.toml, and
``make docs`` and tests/test_docs_offline.py build the site.
"""

from __future__ import annotations

import asyncio
import copy
import hashlib
import json
import logging
import os
import posixpath
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "tiebreak_ref"
SOURCES = ROOT / "docs" / "notebooks"  # one source per notebook, every language's prose in it
LANGUAGE_CELL = re.compile(r' lang="([\w-]+)"')
LANG_LINE = re.compile(r'^LANG = "[\w-]+"', re.MULTILINE)
CACHE = ROOT / ".cache" / "notebooks"
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


def language_source(text: str, lang: str) -> str:
    """One language's notebook from a shared source (jupytext percent text): the markdown cells marked with that
    language (the mark dropped), the unmarked cells, and ``LANG`` set to the language."""
    head, *cells = re.split(r"^(?=# %%)", text, flags=re.MULTILINE)
    kept = []
    for cell in cells:
        first, _, body = cell.partition("\n")
        marked = LANGUAGE_CELL.search(first)
        if marked is None or marked.group(1) == lang:
            kept.append(LANGUAGE_CELL.sub("", first) + "\n" + body)
    return LANG_LINE.sub(f'LANG = "{lang}"', head + "".join(kept), count=1)


def language_notebooks(languages: Iterable[str], sources: Path = SOURCES) -> dict[str, str]:
    """Every language's notebooks by the path a page of theirs has (``nl/notebooks/NAME.py``): jupytext text."""
    paths = sorted(sources.glob("*.py"))
    return {
        f"{lang}/notebooks/{path.name}": language_source(path.read_text(encoding="utf-8"), lang)
        for lang in languages
        for path in paths
    }


def execution_code(code: list[str]) -> list[str]:
    """The code cells that decide the outputs: without the ``LANG`` line while nothing else reads ``LANG``, so
    the languages' copies of a notebook share one execution."""
    lines = [line for cell in code for line in cell.splitlines()]
    if sum(bool(re.search(r"\bLANG\b", line)) for line in lines) > 1:
        return code
    return [LANG_LINE.sub("", cell) for cell in code]


def joined_streams(outputs: list[Any]) -> list[Any]:
    """A cell's outputs with each run of stream outputs of one name (stdout, stderr) joined into one: the kernel
    sends a long print in pieces when it flushes in between (on a loaded machine), and a page would show each piece
    as a block of its own, so that the same code would render differently from one build to the next."""
    joined: list[Any] = []
    for output in outputs:
        last = joined[-1] if joined else None
        last_kind = None if last is None else last.output_type
        if output.output_type == last_kind == "stream" and last is not None and last.name == output.name:
            joined[-1] = copy.deepcopy(last)
            joined[-1].text = last.text + output.text
        else:
            joined.append(output)
    return joined


def _code(nb: Any) -> list[str]:
    return execution_code([cell.source for cell in nb.cells if cell.cell_type == "code"])


# Run before each notebook but the first in the shared kernel (silently: no execution number is used): its figures
# closed and its session reset (every name of the last notebook gone, the execution count back at 1, as in a new
# kernel); the modules it imported stay loaded, which is what the sharing saves.
RESET = "import matplotlib.pyplot as _plt\n_plt.close('all')\ndel _plt\nget_ipython().reset(new_session=True)\n"


async def _execute(notebooks: list[tuple[Path, Any]], cwd: Path, kernel: str) -> None:
    """Execute the notebooks (path, notebook) in turn in one kernel, each from a fresh session (RESET): one kernel
    start and one import of matplotlib and the reference for all (a kernel of its own cost each 2 s of CPU more)."""
    import tempfile

    from jupyter_client.manager import AsyncKernelManager
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    first: Any = None
    sockets = tempfile.TemporaryDirectory(prefix="tiebreak-ref-kernel-")
    # the kernel reached through Unix sockets in a folder of our own (IPC), not local TCP ports: no port is open to
    # other users of the machine, and the kernel does not warn that it runs over TCP without encryption
    km = AsyncKernelManager(kernel_name=kernel, transport="ipc", ip=os.path.join(sockets.name, "kernel"))
    try:
        for path, nb in notebooks:
            client = NotebookClient(
                nb,
                timeout=TIMEOUT,
                kernel_name=kernel,
                allow_errors=False,
                # a cell's last output can arrive after its reply: wait for it (by default 4 s, then the output is
                # published without it, with a mere log warning; seen on a loaded machine), and fail, never cut it
                iopub_timeout=TIMEOUT,
                raise_on_iopub_timeout=True,
                shutdown_kernel="immediate",
                resources={"metadata": {"path": str(cwd)}},
                km=km,
            )
            if first is None:
                first = client
            else:
                client.kc = first.kc
                reply = await client.kc.execute_interactive(RESET, silent=True, store_history=False, timeout=TIMEOUT)
                if reply["content"]["status"] != "ok":
                    raise RuntimeError(f"the kernel's session could not be reset: {reply['content']}")
            try:
                await client.async_execute(cleanup_kc=False)
            except CellExecutionError as error:
                raise PluginError(f"notebook {path.relative_to(cwd)} failed:\n{error}") from None
    except PluginError:
        raise
    except Exception as error:  # the kernel could not start, or died
        raise PluginError(f"the notebooks could not be executed: {error!r}") from None
    finally:
        if first is not None and first.km is not None:
            await first._async_cleanup_kernel()
        sockets.cleanup()


def _execute_all(docs_dir: Path, kernel: str, languages: Iterable[str]) -> None:
    """Execute every distinct code set once; write each language's notebook with the outputs."""
    import jupytext
    import nbformat

    fingerprint = _reference_fingerprint()
    sources = docs_dir / "notebooks"
    notebooks = {
        sources / rel: jupytext.reads(text, fmt="py:percent")
        for rel, text in language_notebooks(languages, sources).items()
    }
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

        asyncio.run(_execute(list(todo.values()), sources, kernel))
        for key, (_, nb) in todo.items():
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
            cell.outputs, cell.execution_count = joined_streams(run.outputs), run.execution_count
        rel = path.relative_to(sources).as_posix()
        target = CACHE / "rendered" / Path(rel).with_suffix(".ipynb")
        target.parent.mkdir(parents=True, exist_ok=True)
        text = nbformat.writes(merged)
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
        _executed[rel] = target


def on_pre_build(config: Any) -> None:
    jupyter, i18n = config.plugins.get("mkdocs-jupyter"), config.plugins.get("i18n")
    if jupyter is None or i18n is None or i18n.building:
        return  # without i18n on_files publishes no notebook; the other languages' builds reuse the first's
    if jupyter.config["execute"]:
        raise PluginError("set mkdocs-jupyter `execute: false`: hooks/i18n_jupyter.py executes the notebooks")
    _execute_all(Path(config.docs_dir), jupyter.config["kernel_name"] or "python3", i18n.all_languages)


@event_priority(-200)  # after static-i18n's on_files (-100)
def on_files(files: Files, config: Any) -> Files:
    from mkdocs_jupyter.plugin import NotebookFile

    jupyter, i18n = config.plugins.get("mkdocs-jupyter"), config.plugins.get("i18n")
    if jupyter is None or i18n is None:
        return files
    for f in list(files):
        if jupyter.should_include(f):
            files.remove(f)  # a shared source (docs/notebooks/NAME.py) is no page of its own
    current, default = i18n.current_language, i18n.default_language
    prefix = "" if current == default else current + "/"
    for rel, executed in _executed.items():
        lang, _, inner = rel.partition("/")
        if lang != current:
            continue
        source = File(rel, config.docs_dir, config.site_dir, config.use_directory_urls)
        notebook = NotebookFile(source, use_directory_urls=config.use_directory_urls, site_dir=config.site_dir)
        notebook.abs_src_path = str(executed)  # render the executed copy (a cached_property of File: set it here)
        stem = posixpath.splitext(inner)[0]
        notebook.dest_path = f"{prefix}{stem}/index.html"
        notebook.abs_dest_path = os.path.normpath(os.path.join(config.site_dir, notebook.dest_path))
        notebook.url = f"{prefix}{stem}/"
        files.append(notebook)
    return files
