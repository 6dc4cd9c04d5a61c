"""Make mkdocs-jupyter notebooks work under mkdocs-static-i18n (folder layout).

mkdocs-static-i18n rebuilds the file list in ``on_files`` (priority -100) with plain ``File``
objects; the notebooks (jupytext percent ``.py`` files under ``docs/<lang>/notebooks/``) are then
treated as media files and copied raw instead of rendered (upstream: ultrabug/mkdocs-static-i18n
issue 198). This hook runs afterwards (priority -200), wraps them again as mkdocs-jupyter
``NotebookFile`` pages, puts them under the current language's prefix and prefers the
language's own notebook over the default language's.

The notebook cache (``cache: true``) gets two fixes as well:

* its folder is keyed by the reference's source (``tiebreak_ref/``), so a change to the reference
  re-executes the notebooks instead of publishing numbers computed by an older version;
* mkdocs-jupyter evicts, after each build, the cache entries that build did not use, and static-i18n
  runs one build per language, so each language evicted the others' notebooks. The eviction is
  postponed to the end of the last language's build.

It relies on mkdocs-jupyter 0.26 internals (``NotebookFile``, ``should_include``,
``_used_cache_paths``) and on static-i18n 1.3 attributes (``current_language``,
``default_language``, ``all_languages``, ``building``); both plugins are pinned in pyproject.toml,
and ``make docs`` and tests/test_docs_offline.py build the site.
"""

from __future__ import annotations

import hashlib
import os
import posixpath
import shutil
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

REFERENCE = Path(__file__).resolve().parent.parent / "tiebreak_ref"
_used: set[Path] = set()  # cache entries used by the language builds of the current run
_cache_base: list[str] = []  # the configured cache_dir, remembered across `mkdocs serve` reloads


def _fingerprint() -> str:
    digest = hashlib.sha256()
    for path in sorted(REFERENCE.rglob("*")):
        if path.suffix in (".py", ".json") and "__pycache__" not in path.parts:
            digest.update(path.relative_to(REFERENCE).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def on_config(config: Any) -> Any:
    jupyter = config.plugins.get("mkdocs-jupyter")
    if jupyter is not None and jupyter.config["cache"]:
        if not _cache_base:
            _cache_base.append(jupyter.config["cache_dir"])
        jupyter.config["cache_dir"] = str(Path(_cache_base[0]) / _fingerprint())
    return config


@event_priority(-200)  # after static-i18n's on_files (-100)
def on_files(files: Files, config: Any) -> Files:
    from mkdocs_jupyter.plugin import NotebookFile

    jupyter = config.plugins.get("mkdocs-jupyter")
    i18n = config.plugins.get("i18n")
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
        notebook.dest_path = f"{prefix}{stem}/index.html"
        notebook.abs_dest_path = os.path.normpath(os.path.join(config.site_dir, notebook.dest_path))
        notebook.url = f"{prefix}{stem}/"
        files.append(notebook)
    return files


@event_priority(10)  # before mkdocs-jupyter's own on_post_build, which evicts the entries not in _used_cache_paths
def on_post_build(config: Any) -> None:
    jupyter, i18n = config.plugins.get("mkdocs-jupyter"), config.plugins.get("i18n")
    if jupyter is None or not jupyter.config["cache"] or not hasattr(jupyter, "_used_cache_paths"):
        return
    current = Path(jupyter.config["cache_dir"])
    _used.update(jupyter._used_cache_paths)
    if i18n is not None:
        others = [lang for lang in i18n.build_languages if lang != i18n.default_language]
        if i18n.current_language != (others[-1] if others else i18n.default_language):
            jupyter._used_cache_paths = set(current.glob("*.json"))  # not the last language: evict nothing yet
            return
    jupyter._used_cache_paths = set(_used)  # the last build of this run: evict what no language used
    _used.clear()
    if current.parent.is_dir():
        for other in current.parent.iterdir():  # caches made with another version of the reference
            if other.is_dir() and other != current:
                shutil.rmtree(other, ignore_errors=True)
