"""Every number the guide states about a tournament comes from the reference (issue 14, section 3).

A value in the prose or a table of a page (a tie-break value, a score, a rating, a count computed
from a crosstable) must be asserted by an executed example: it appears in a code block that Sybil
or tests/test_docs_cli_examples.py runs, on the same page (an included ``docs/examples/`` file or a
block of the page itself). A number that is typed by hand and appears in no example fails here.

What counts as such a value is decided by form, not meaning: decimals (2.5, 13,75), ratings and
other numbers from 100 up, and any number in bold. Article numbers (16.2.5, Art. 8, (14.1)), the
editions' years and numbers inside code, links and comments are not values.

ALLOWED lists, per page, the typed values that are not asserted yet; the test also fails when an
entry is no longer needed, so the list only shrinks.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from tests.test_glossary import DOCS, LANGUAGES, notebook_prose, prose

ALLOWLIST = Path(__file__).resolve().parent / "fixtures" / "typed_numbers_allowlist.json"
INCLUDE = re.compile(r'^\s*-{1,}8<-{1,}\s+"([^"]+)"\s*$', re.MULTILINE)
FENCE = re.compile(r"^```(pycon|python|console|text)[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
NUMBER = re.compile(r"(?<![\w.,/#:-])(\*\*)?(\d+(?:[.,]\d+)*)(\*\*)?(?![\w/-]|[.,]\d)")
ARTICLE_BEFORE = re.compile(
    r"(art\.?|artikel|artikkel|article|articles|annex|c\.0\d|rule|regel|§"
    r"|step|trinn|stap|schritt"
    r"|round|runde|ronde|board|bord|brett|tpn|#|nummer|number|nr\.?|record|datensatz|post)\s*$",
    re.IGNORECASE,
)
YEARS = range(1980, 2040)


def is_article(token: str, before: str, after: str) -> bool:
    """16.2.5, 14.1 in parentheses, after a word like Art. or before a colon: a place in the regulations."""
    if token.count(".") >= 2:
        return True
    if ARTICLE_BEFORE.search(before):
        return True
    whole, dot, part = token.partition(".")
    if not dot or not (1 <= int(whole) <= 16 and len(part) == 1):
        return False
    if re.match(r"(\*\*)?[:);]|[.,](\*\*)?\s|(\*\*)?,", after) and not re.search(r"[=×+−-]\s*(\*\*)?$", before):
        return True
    if re.match(r"\s+(applies|has|makes|always|decides|says|geldt|gilt|gjelder|zegt|sagt|sier)\b", after):
        return True
    listed = (
        r"\b(and|or|en|und|og|of|oder|eller|bis|to|tot|til|under|by|in|as in|so|now|nu|jetzt|nå|volgens|nach"
        r"|etter)\s"
    )
    return bool(re.search(rf"(\(|[;,]\s|^\s*[*-]?\s*(\*\*)?|#+\s|{listed})$", before))


def values(text: str) -> list[str]:
    """The numbers of a text that look like tournament values, normalised (2,5 -> 2.5)."""
    found = []
    for line in text.splitlines():
        for m in NUMBER.finditer(line):
            bold, token = bool(m.group(1) and m.group(3)), m.group(2)
            before, after = line[: m.start()], line[m.end() :]
            if is_article(token, before, after):
                continue
            plain = token.replace(",", ".")
            if plain.count(".") > 1:
                continue
            whole = int(plain.split(".")[0])
            decimal = "." in plain
            record = r"(record|datensatz|datensätze|post|poster|TRF)[^.]{0,30}$"
            if not decimal and re.search(record, before, re.IGNORECASE):
                continue  # TRF record numbers (202, 212, 310 ...)
            if not (decimal or bold or whole >= 100) or (not decimal and whole in YEARS):
                continue
            found.append(plain.rstrip("0").rstrip(".") if decimal else plain)
    return found


def executed(path: Path) -> set[str]:
    """Every number shown in the executed code of a page: its own blocks and the examples it includes."""
    text = path.read_text(encoding="utf-8")
    sources = [text] + [(DOCS / "examples" / name).read_text(encoding="utf-8") for name in INCLUDE.findall(text)]
    shown: set[str] = set()
    for source in sources:
        for _, block in FENCE.findall(source):
            for token in re.findall(r"\d+(?:\.\d+)?", block):
                shown.add(token.rstrip("0").rstrip(".") if "." in token else token)
    if path.suffix == ".py":  # a notebook: its code cells are executed at build time (hooks/i18n_jupyter.py)
        code = "\n".join(
            cell for cell in re.split(r"^# %%.*$", text, flags=re.MULTILINE)[1:] if not cell.lstrip().startswith("#")
        )
        shown |= set(re.findall(r"\d+(?:\.\d+)?", code))
    return shown


def pages() -> list[Path]:
    return [p for lang in LANGUAGES for p in sorted((DOCS / lang).rglob("*")) if p.suffix in (".md", ".py")]


def typed(path: Path) -> Counter[str]:
    raw = path.read_text(encoding="utf-8")
    text = notebook_prose(raw) if path.suffix == ".py" else prose(raw)
    shown = executed(path)
    return Counter(v for v in values(text) if v not in shown)


def allowed() -> dict[str, dict[str, int]]:
    return json.loads(ALLOWLIST.read_text(encoding="utf-8")) if ALLOWLIST.exists() else {}


@pytest.mark.parametrize("path", pages(), ids=lambda p: p.relative_to(DOCS).as_posix())
def test_no_typed_number(path: Path) -> None:
    key = path.relative_to(DOCS).as_posix()
    found, allow = typed(path), Counter(allowed().get(key, {}))
    extra = found - allow
    assert not extra, f"docs/{key}: typed numbers no executed example asserts: {sorted(extra.elements())}"
    stale = allow - found
    assert not stale, f"docs/{key}: allowlist entries no longer needed (remove them): {sorted(stale.elements())}"


def test_the_scan_finds_values_and_skips_articles() -> None:
    text = "BH/C1 cuts it (16.5.1) and gives **10**, not 11,5; Art. 8 and (14.1) are places; rating 1850 in 2026."
    assert values(text) == ["10", "11.5", "1850"]
