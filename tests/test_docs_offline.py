"""The built guide works offline: no script, style sheet, font or image is loaded from the web.

Uses the built site (the ``site`` fixture of tests/conftest.py: the snapshot of `make docs`, or a
fresh strict build) and looks at every resource reference in the HTML and CSS. Links (<a href>) may point anywhere.

What a page fetches once its scripts run is checked in Chromium, not here: tests/test_browser.py loads every page of
every language (the calculator's in tests/test_browser_calculator.py, until Python is ready) behind a proxy that
reaches nothing, and ``watch`` fails a test on any request to another host and on any missing file
(test_the_page_checks_fail_on_a_broken_page shows both found).
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


def test_the_calculators_script_and_style_are_on_its_pages_only(site: Path) -> None:
    """calculator.js and calculator.css are on the calculator page of every language and on no other page
    (hooks/pyodide.py leaves them out: the script does nothing without the calculator, every rule of the style
    sheet is under #tb-calculator); the site-wide guide.css and Material's own script are on every page."""
    pages = sorted(site.rglob("*.html"))
    calculator = {site / prefix / "calculator" / "index.html" for prefix in ("", "nl/", "de/", "nb/")}
    assert calculator <= set(pages), sorted(calculator - set(pages))
    wrong = []
    for path in pages:
        html = path.read_text(encoding="utf-8")
        if not re.search(r"<html\b", html) or path.parent.name == "assets":
            continue  # not a page of the guide
        tags = {
            name: len(re.findall(rf'<(?:script src|link rel="stylesheet" href)="[^"]*assets/{name}"', html))
            for name in ("calculator/calculator.js", "calculator/calculator.css", "calculator/guide.css")
        }
        expected = 1 if path in calculator else 0
        bundle = re.search(r'<script src="[^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js">', html)
        if [tags["calculator/calculator.js"], tags["calculator/calculator.css"]] != [expected] * 2:
            wrong.append(f"{path.relative_to(site)}: {tags}")
        elif tags["calculator/guide.css"] != 1 or bundle is None:
            wrong.append(f"{path.relative_to(site)}: guide.css {tags['calculator/guide.css']} times, bundle {bundle}")
    assert not wrong, "\n".join(wrong)
