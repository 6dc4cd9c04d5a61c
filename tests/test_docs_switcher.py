"""The language switcher of every built page leads to the same page in each language (issue 14 section 4).

The browser tests click the switcher on a few pages (tests/test_browser.py); this reads the switcher's links of
every page of the built site (the ``site`` fixture of tests/conftest.py), so that no page, a notebook included,
sends a reader to another language's home page or to a page that does not exist."""

from __future__ import annotations

import re
from pathlib import Path
from posixpath import normpath

from conftest import LANGUAGE_HOMES

PREFIXES = {home.rstrip("/") or "en": home for home in LANGUAGE_HOMES}  # a language -> its pages' prefix
SWITCH = re.compile(r'<a href="([^"]*)" hreflang="(\w+)" class="md-select__link">')


def inside_language(path: str) -> str:
    """A built page's path inside its language ("" for the home page)."""
    lang, slash, rest = path.partition("/")
    return rest if slash and f"{lang}/" in LANGUAGE_HOMES else path


def test_every_page_switches_to_the_same_page_in_each_language(site: Path) -> None:
    folders = [p.parent.relative_to(site).as_posix() for p in site.rglob("index.html")]
    pages = ["" if f == "." else f"{f}/" for f in folders if not f"{f}/".startswith(("assets/", "search/"))]
    assert len(pages) >= 4 * 20, pages
    wrong = []
    for path in pages:
        inside = inside_language(path)
        links = {lang: href for href, lang in SWITCH.findall((site / path / "index.html").read_text(encoding="utf-8"))}
        if sorted(links) != sorted(PREFIXES):
            wrong.append(f"{path or '/'}: the switcher offers {sorted(links)}")
            continue
        for other, href in links.items():
            target = normpath(href if href.startswith("/") else f"{path}{href}").removeprefix(".").lstrip("/")
            target = "" if target in (".", "") else target.rstrip("/") + "/"
            expected = PREFIXES[other] + inside
            if target != expected or not (site / target / "index.html").is_file():
                wrong.append(f"{path or '/'} -> {other}: {href} leads to /{target}, expected /{expected}")
    assert not wrong, "\n".join(wrong)
