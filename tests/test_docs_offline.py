"""The built guide works offline: no script, style sheet, font or image is loaded from the web.

Uses the built site (the ``site`` fixture of tests/conftest.py: the snapshot of `make docs`, or a
fresh strict build) and looks at every resource reference in the HTML and CSS. Links (<a href>) may point anywhere.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXTERNAL = r"""(?:https?:)?//[^"'\s)>]+"""
RESOURCE_PATTERNS = [
    re.compile(rf"""<script\b[^>]*\bsrc=["']({EXTERNAL})""", re.I),
    re.compile(
        rf"""<link\b(?=[^>]*\brel=["'](?:stylesheet|preload|preconnect|icon|modulepreload)["'])"""
        rf"""[^>]*\bhref=["']({EXTERNAL})""",
        re.I,
    ),
    re.compile(rf"""<(?:img|source|iframe)\b[^>]*\bsrc=["']({EXTERNAL})""", re.I),
    re.compile(rf"""@import\s+(?:url\()?["']?({EXTERNAL})""", re.I),
    re.compile(rf"""url\(\s*["']?({EXTERNAL})""", re.I),
]


def test_every_language_is_built(site: Path) -> None:
    for prefix in ("", "nl/", "de/", "nb/"):
        for page in ("", "decisions/", "cli/"):
            assert (site / prefix / page / "index.html").is_file(), f"{prefix}{page} was not built"


def test_no_resource_from_the_web(site: Path) -> None:
    found = []
    for path in site.rglob("*"):
        if path.suffix in (".html", ".css"):
            text = path.read_text(encoding="utf-8", errors="replace")
            found += [f"{path.relative_to(site)}: {m}" for pattern in RESOURCE_PATTERNS for m in pattern.findall(text)]
    assert not found, "\n".join(found)


def test_no_web_fonts(site: Path) -> None:
    html = (site / "index.html").read_text(encoding="utf-8")
    assert "fonts.googleapis.com" not in html and "fonts.gstatic.com" not in html


def test_examples_are_included_not_published(site: Path) -> None:
    assert not (site / "examples").exists(), "docs/examples/ must not be published as pages"
    for prefix in ("", "nl/", "de/", "nb/"):
        html = (site / prefix / "index.html").read_text(encoding="utf-8")
        assert "parse_trf" in html, f"{prefix}index.html lacks the included quickstart example"
