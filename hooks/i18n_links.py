"""Language links that keep the page in every language, without requests that fail.

1. Material fetches ``sitemap.xml`` relative to the ``href`` of each ``<link rel="alternate" hreflang>``
   to map the current page into another language. static-i18n points those links at the page itself
   in each language, so every page asked for ``<page>/sitemap.xml`` once per language and logged
   three or four console 404s. The language selector's own links already lead to the same page in
   each language, so the alternate links are dropped: the switch is a plain link and nothing is
   fetched.
2. Notebook pages are made by hooks/i18n_jupyter.py, which static-i18n cannot map, so their selector
   links led to each language's home page. They are pointed at the same notebook in that language.
"""

from __future__ import annotations

import posixpath
import re
from typing import Any

ALTERNATE = re.compile(r'<link rel="alternate" href="[^"]*" hreflang="[^"]*">\s*')
SELECTOR = re.compile(r'<a href="[^"]*" hreflang="([^"]+)" class="md-select__link">')


def language_of(url: str, languages: list[str]) -> tuple[str, str]:
    """(language, path inside it) of a page URL such as ``de/notebooks/x/``; the default has no prefix."""
    head, _, rest = url.partition("/")
    return (head, rest) if head in languages else ("", url)


def on_post_page(output: str, page: Any, config: Any, **_: Any) -> str:
    """Drop the alternate links; on notebook pages point the language selector at the same notebook."""
    output = ALTERNATE.sub("", output)
    if "/notebooks/" not in f"/{page.file.src_uri}":
        return output
    languages = [lang["locale"] for lang in config["plugins"]["i18n"].config["languages"]]
    default = next(lang["locale"] for lang in config["plugins"]["i18n"].config["languages"] if lang["default"])
    _, inner = language_of(page.url, [lang for lang in languages if lang != default])

    def link(match: re.Match[str]) -> str:
        lang = match.group(1)
        target = inner if lang == default else f"{lang}/{inner}"
        href = posixpath.relpath(target or ".", page.url.rstrip("/") or ".") + "/"
        return f'<a href="{href}" hreflang="{lang}" class="md-select__link">'

    return SELECTOR.sub(link, output)
