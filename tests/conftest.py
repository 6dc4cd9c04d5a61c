"""Fixtures shared by the tests of the built guide (tests/test_browser*.py, test_docs_offline.py, test_notebooks.py)."""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
LANGUAGE_HOMES = ("", "de/", "nl/", "nb/")


def _newest_source() -> float:
    paths = [ROOT / "mkdocs.yml", *(p for d in ("docs", "hooks", "tiebreak_ref") for p in (ROOT / d).rglob("*"))]
    return max(p.stat().st_mtime for p in paths if p.is_file() and "__pycache__" not in p.parts)


def _complete(site: Path) -> bool:
    return all((site / lang / "index.html").is_file() for lang in LANGUAGE_HOMES)


def _run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The temporary folder of this pytest run, shared by its xdist workers (each has a folder of its own below)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def _build_once(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A strict build of the guide into the run's shared folder, made by the first worker that needs it.

    The other workers wait on the lock and take the same build (or its error), so a run builds the site once."""
    shared = _run_folder(tmp_path_factory)
    out, failed = shared / "site-build", shared / "site-build.failed"
    with (shared / "site-build.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not (out / "index.html").is_file() and not failed.exists():
            env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
            env.pop("SITE_URL", None)
            done = subprocess.run(
                [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(out)],
                cwd=ROOT,
                env=env,
                capture_output=True,
                text=True,
                check=False,
            )
            if done.returncode != 0:
                failed.write_text(done.stderr, encoding="utf-8")
    assert not failed.exists(), failed.read_text(encoding="utf-8")
    return out


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A snapshot of site/ as `make docs` built it, or one fresh build per run when it is missing or stale.

    The snapshot (a copy, well under a second) keeps a concurrent `make docs` in the same tree from
    replacing pages under the running test."""
    built = ROOT / "site"
    if (built / "index.html").is_file() and (built / "index.html").stat().st_mtime >= _newest_source():
        snapshot = tmp_path_factory.mktemp("built") / "site"
        try:
            shutil.copytree(built, snapshot)
        except (OSError, shutil.Error):
            pass  # being rebuilt right now: build a copy of our own below
        else:
            if _complete(snapshot):
                return snapshot
    return _build_once(tmp_path_factory)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium per test process (each xdist worker) for every browser test (tests/test_browser*.py),
    with the flags of tests/test_browser.py; each module makes its own contexts in it. A fixture per module would
    start Chromium and Playwright's driver again each time a worker turns from one module to another."""
    import test_browser as shared  # without chromium or playwright: its skip (in CI, its failure)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(shared.CHROMIUM), headless=True, args=shared.FLAGS)
        yield launched
        launched.close()


def site_tests() -> set[str]:
    """The files SITE_TESTS of the Makefile names (pytest-site runs their needs_site tests after `make docs`)."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    return {word for line in makefile.splitlines() if line.startswith("SITE_TESTS := ") for word in line.split()[2:]}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The tests of the built guide (those that take `site`) are marked needs_site: `make test` runs them after the
    docs build and the other tests while it builds (Makefile, pytest-core and pytest-site).

    SITE_TESTS must name exactly the files that have such a test: a file missing there would run neither beside the
    docs build nor after it, and a listed file without one is collected by pytest-site for nothing. Each direction
    is checked for the files this run collected whole, not for tests chosen by node id (pytest-site collects every
    listed one, the parts of pytest-core together every file); a listed file that is gone is refused by every run."""
    needing, collected = set(), set()
    for item in items:
        name = Path(str(item.fspath)).relative_to(ROOT).as_posix()
        collected.add(name)
        if "site" in getattr(item, "fixturenames", ()):  # direct or through another fixture (base_url, ...)
            item.add_marker(pytest.mark.needs_site)
            needing.add(name)
    listed = site_tests()
    wrong = {
        "add to SITE_TESTS in the Makefile": needing - listed,
        "remove from SITE_TESTS in the Makefile (no test there takes the built guide)": (listed & collected) - needing
        if not any("::" in arg for arg in config.args)  # a run of chosen tests collects part of a file
        else set(),
        "remove from SITE_TESTS in the Makefile (no such file)": {n for n in listed if not (ROOT / n).is_file()},
    }
    problems = [f"{what}: {sorted(names)}" for what, names in wrong.items() if names]
    if problems:
        raise pytest.UsageError("; ".join(problems))
