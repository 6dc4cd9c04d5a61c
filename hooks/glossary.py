"""The glossary pages (docs/<lang>/glossary.md) render their table from docs/data/glossary.yml.

Each term is decided once there, per language, with the FIDE English term beside it; the page holds
the prose and a ``<!-- glossary-table -->`` marker that this hook replaces by the table in the page's
language. tests/test_glossary.py checks every page against the same file (the rejected variants).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

DATA = Path(__file__).resolve().parent.parent / "docs" / "data" / "glossary.yml"
MARKER = "<!-- glossary-table -->"
HEADERS = {
    "en": ("Term in this guide", "FIDE term", "Article", "Not"),
    "nl": ("Term in deze gids", "FIDE-term (Engels)", "Artikel", "Niet"),
    "de": ("Begriff in diesem Leitfaden", "FIDE-Begriff (englisch)", "Artikel", "Nicht"),
    "nb": ("Begrep i denne veiledningen", "FIDE-begrep (engelsk)", "Artikkel", "Ikke"),
}


def load_terms() -> list[dict[str, Any]]:
    """The glossary's terms, in order."""
    data = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    return list(data["terms"])


def table(lang: str) -> str:
    """The glossary as a Markdown table in one language."""
    term_h, fide_h, ref_h, not_h = HEADERS[lang]
    rows = [f"| {term_h} | {fide_h} | {ref_h} | {not_h} |", "|---|---|---|---|"]
    for entry in load_terms():
        own = entry[lang]
        term = f"**{own['term']}**" + (f"<br>{own['note']}" if own.get("note") else "")
        rejected = ", ".join(f"~~{p.rstrip('*')}~~" + ("…" if p.endswith("*") else "") for p in own.get("reject", []))
        rows.append(f"| {term} | {entry['fide']} | {entry['ref']} | {rejected} |")
    return "\n".join(rows)


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    """Replace the marker of a glossary page by the table in the page's language."""
    if MARKER not in markdown:
        return markdown
    lang = page.file.src_uri.split("/", 1)[0]
    return markdown.replace(MARKER, table(lang if lang in HEADERS else "en"))
