"""Fixtures shared by the tests of the built guide (tests/test_browser*.py, tests/test_docs_offline.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LANGUAGE_HOMES = ("", "de/", "nl/", "nb/")


def _newest_source() -> float:
    paths = [ROOT / "mkdocs.yml", *(p for d in ("docs", "hooks", "tiebreak_ref") for p in (ROOT / d).rglob("*"))]
    return max(p.stat().st_mtime for p in paths if p.is_file() and "__pycache__" not in p.parts)


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A snapshot of site/ as `make docs` built it, or a fresh build when it is missing or stale.

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
            if all((snapshot / lang / "index.html").is_file() for lang in LANGUAGE_HOMES):
                return snapshot
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    env.pop("SITE_URL", None)
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(out)],
                          cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return out
