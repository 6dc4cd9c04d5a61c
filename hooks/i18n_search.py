"""Search per language: each language's own index, results only in that language.

mkdocs' search plugin writes one ``search/search_index.json`` for the whole site (all four languages,
about 1.4 MB), which every page loaded, so the Dutch site listed English pages first. After the build
this hook splits it: the default language keeps ``search/search_index.json`` with its own pages,
every other language gets ``<lang>/search/search_index.json`` with its pages (locations relative to
the language's root) and its own lunr language. Material fetches the index from
``<config.base>/search/search_index.json``, so the pages of a language get that language's root as
their ``base`` (``on_post_page``); result links are relative to it. Material also fetches
``<base>/sitemap.xml``, so each language root gets a copy of the sitemap.
"""

from __future__ import annotations

import json
import posixpath
import re
import shutil
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority

# the lunr language of each locale (Material's search worker loads lunr.<code>.min.js; Bokmål is "no")
LUNR = {"en": "en", "nl": "nl", "de": "de", "nb": "no"}
CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.DOTALL)


def _languages(config: Any) -> tuple[str, list[str]]:
    languages = config["plugins"]["i18n"].config["languages"]
    default = next(lang["locale"] for lang in languages if lang["default"])
    return default, [lang["locale"] for lang in languages if not lang["default"]]


def on_post_page(output: str, page: Any, config: Any, **_: Any) -> str:
    """A page of a non-default language searches (and resolves results) from its language's root."""
    _, others = _languages(config)
    lang = page.url.split("/", 1)[0]
    if lang not in others:
        return output

    def rebase(match: re.Match[str]) -> str:
        settings = json.loads(match.group(2))
        settings["base"] = posixpath.normpath(posixpath.join(settings["base"], lang)) + "/"  # a folder, for URL()
        return match.group(1) + json.dumps(settings) + match.group(3)

    return CONFIG.sub(rebase, output, count=1)


@event_priority(-200)  # after static-i18n (-100) has built every language and written the whole index
def on_post_build(config: Any, **_: Any) -> None:
    """Split the site's search index into one index per language."""
    site = Path(config["site_dir"])
    index_path = site / "search" / "search_index.json"
    if not index_path.is_file():
        return
    index = json.loads(index_path.read_text(encoding="utf-8"))
    default, others = _languages(config)
    split: dict[str, list[dict[str, Any]]] = {lang: [] for lang in [default, *others]}
    for doc in index["docs"]:
        lang = doc["location"].split("/", 1)[0]
        if lang in others:
            split[lang].append({**doc, "location": doc["location"][len(lang) + 1 :]})
        else:
            split[default].append(doc)
    for lang, docs in split.items():
        folder = site / "search" if lang == default else site / lang / "search"
        folder.mkdir(parents=True, exist_ok=True)
        own = {**index, "config": {**index["config"], "lang": [LUNR.get(lang, "en")]}, "docs": docs}
        (folder / "search_index.json").write_text(
            json.dumps(own, ensure_ascii=False, separators=(",", ":")), encoding="utf-8"
        )
        if lang != default and (site / "sitemap.xml").is_file():
            shutil.copyfile(site / "sitemap.xml", site / lang / "sitemap.xml")
