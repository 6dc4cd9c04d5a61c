"""Every number the guide states about a tournament comes from the reference (issue 14, section 3).

A value in the prose or a table of a page (a tie-break value, a score, a rating, a count computed
from a crosstable) must be asserted by an executed example: it appears in a code block that Sybil
or tests/test_docs_cli_examples.py runs, on the same page (an included ``docs/examples/`` file or a
block of the page itself), or in a notebook's code cells; or it is inserted at build time by a hook
(``{{ rules_lines }}``, ``{{ size_... }}``), so the page's source holds no number at all. A number
that is typed by hand and appears in no example fails here.

What counts as a number is decided by form: decimals (2.5, 13,75), numbers from 100 up, any number in
bold, and a whole number under 100 where a reader takes it for a value (``VALUE_BEFORE``, ``VALUE_AFTER``):
after "=" or a tie-break code ("BH 14", "DE 0", "KS is 1", "`BH:MP` = 8"), after "gives" or "scores" in the
page's language ("where fide-2024 gives 9"), or as a term of a sum, a product or a quotient ("½ + 0 + 1",
"53.5 / 4"). A small number must be one the executed examples print (their output, not the commands they run
or the TRF records they read, which hold every small number); a start number (TPN 5), a round, a count of
players or rounds and the ends of a range (exercises 23 to 26) are not values. The scanner then tells the
kinds apart by form, and only these may stay typed:

* an **article** of the regulations: 16.2.5, (14.1), "Art. 8", "**Article.** 8.3", "14.3 and 14.4",
  a cell of a table's "Art." column, "the 16.5 cut"; an exercise of a publication ("Held's exercise 35");
* a **record** of the TRF formats (132, 310, 320 ...) in a paragraph or table that speaks of records;
* a **version** of a program: "Python 3.11", "gacrux 1.11";
* a **year**: 1980 to 2039, or both ends of a range of years (1970–1999);
* a **dated measurement**: a size or a time (MB, s) in a paragraph that gives the date it was measured.

ALLOWED (tests/fixtures/typed_numbers_allowlist.json) names, per page and kind, what is neither: a
**constant** of a rule written in its formula (the 400 of a linear performance: an operator beside it), or a
figure **quoted** from a publication (its ``source``, which the paragraph of each figure links). Any other
kind there (a tie-break value, a score, a rating, a count) fails, a constant outside a formula or a quote
without its source fails, and so does an entry that is no longer needed, so the list only shrinks.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.test_glossary import DOCS, LANGUAGES, notebook_prose, pages, prose
from tiebreak_ref.rules.registry import DEFINITIONS, TEAM_DEFINITIONS, US_DEFINITIONS

ALLOWLIST = Path(__file__).resolve().parent / "fixtures" / "typed_numbers_allowlist.json"
ALLOWED_KINDS = {"constant", "quoted"}  # what the allowlist may name; values, scores, ratings, counts: never
INCLUDE = re.compile(r'^\s*-{1,}8<-{1,}\s+"([^"]+)"\s*$', re.MULTILINE)
FENCE = re.compile(r"^```(pycon|python|console|text)[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
NUMBER = re.compile(r"(?<![\w.,/#:-])(\*\*)?(\d+(?:[.,]\d+)*)(\*\*)?(?![\w/-]|[.,]\d)")
ARTICLE_BEFORE = re.compile(
    r"(art\.?|artikel|artikelen|artikeln|artikkel|artikler|article|articles|annex|c\.0\d|rule|regel|regelen|§"
    r"|step|trinn|stap|schritt"
    r"|round|runde|ronde|board|bord|brett|tpn|#|nummer|number|nr\.?|record|datensatz|post"
    r"|exercises?|oefening(en)?|aufgaben?|übung(en)?|oppgaver?|øvelser?"
    r"|(rule|regel|regelen|vur-regel|vur-regelen)\s+(of|van|von|i|in))[.:]?(\*\*)?[.:]?\s*$",
    re.IGNORECASE,
)
ARTICLE_AFTER = re.compile(
    r"\s+(applies|has|makes|always|decides|says|geldt|gilt|gjelder|zegt|sagt|sier|ranks|breaks|defines|only"
    r"|cut|reading|adjusted|rangschikt|ordnet|rangerer|beslist|entscheidet|avgjør|snijdt|schneidet|kapper"
    r"|definieert|definiert|definerer|bepaalt|bestimmt|bestemmer|alleen|nur|bare)\b"
    r"|\s+(and|or|to|en|of|tot|und|oder|bis|og|eller|til)\s+(\*\*)?\d{1,2}\.\d\b",
    re.IGNORECASE,
)
LISTED = (
    r"\b(and|or|en|und|og|of|oder|eller|bis|to|tot|til|under|by|in|as in|so|now|nu|jetzt|nå|volgens|nach"
    r"|etter|van|von|i|har|hat|heeft|zoals|wie|som|the|de|die|der|den|with|met|mit|med|voor|für|for)\s"
)
VALUE_CODES = sorted(
    {code for table in (DEFINITIONS, TEAM_DEFINITIONS, US_DEFINITIONS) for code in table} - {"TPN", "RANK", "RTNG"},
    key=len,
    reverse=True,
)
"""The tie-break codes a value follows ("BH 14"); not TPN, RANK or RTNG, whose number is a start number, a place
or a rating."""
CODE = r"(?<![\w/])(?:" + "|".join(map(re.escape, VALUE_CODES)) + r")(?:/[CM]\d|:[A-Z]+)*"
GIVES = r"(?i:gives?|geeft|geven|ergibt|ergeben|gibt|gir|scores?|scoort|scoren|erzielt|erzielen|scorer)"
VALUE_BEFORE = re.compile(rf"([=+−×÷·/]|{CODE}\s*(=|:|is|ist|er)?|\b{GIVES})\s?(\*\*)?$")  # codes in capitals
"""What a whole number under 100 follows where it is a value: "=", an operator, a code, "gives" or "scores"; one
blank at most (inline code the scan blanks out is no operator)."""
VALUE_AFTER = re.compile(r"^(\*\*)?\s?[=+−×÷·/]")
"""What a whole number under 100 precedes where it is a value: "=" or an operator."""
VERSION_BEFORE = re.compile(r"(python|gacrux|pyodide|node|npm|mkdocs|version|versie|versjon)[\s-]*$", re.IGNORECASE)
RECORDS = {"001", "013", "042", "052", "102", "112", "122", "132", "142", "152", "162", "172", "192", "202", "212"}
RECORDS |= {"222", "240", "250", "260", "299", "300", "310", "320", "330", "352", "362", "801", "802"}
RECORD_WORDS = re.compile(r"\b(record|records|TRF|datensatz|datensätze|satz|sätze|post|poster|posten)\b", re.IGNORECASE)
HALF_ARTICLES = {"7.5", "14.5", "16.5"}  # C.07's articles that end in .5 (PS, the Koya limit, the cut of a VUR)
YEARS = range(1980, 2040)
YEAR_RANGE = re.compile(r"\b(1[89]\d\d|20\d\d)\s*[–-]\s*(1[89]\d\d|20\d\d)\b")
MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|januari|februari|maart|mei|juni|juli|augustus|oktober"
    "|januar|februar|märz|mai|dezember|desember|mars"
)
DATED = re.compile(rf"\b\d{{1,2}}\.?\s+({MONTHS})\s+20\d\d\b", re.IGNORECASE)
MEASURED = re.compile(  # a size or a time: a number, or a list of them, and its unit
    r"((\s*,|\s*[–-]|\s+(and|en|und|og|to|bis|til|tot))\s*\d+([.,]\d+)?)*(\*\*)?\s*(MB|kB|GB|s|ms)\b"
)


def is_article(token: str, before: str, after: str) -> bool:
    """16.2.5, 14.1 in parentheses, after a word like Art. or before a colon: a place in the regulations."""
    if token.count(".") >= 2:
        return True
    if ARTICLE_BEFORE.search(before):
        return True
    whole, dot, part = token.partition(".")
    if not dot or not (1 <= int(whole) <= 16 and len(part) == 1):
        return False
    if part == "5" and token not in HALF_ARTICLES:
        return False  # 2.5 and 13.5 are scores
    if re.match(r"(\*\*)?[:);]|[.,](\*\*)?\s|(\*\*)?,", after) and not re.search(r"[=×+−-]\s*(\*\*)?$", before):
        return True
    if ARTICLE_AFTER.match(after):
        return True
    return bool(re.search(rf"(\(|[;,]\s|^\s*[*-]?\s*(\*\*)?|#+\s|{LISTED})$", before, re.IGNORECASE))


def blocks(text: str) -> list[tuple[int, str]]:
    """The paragraphs and tables of a text, each with the number of its first line (from 0)."""
    found, start, lines = [], 0, text.split("\n")
    for number, line in enumerate([*lines, ""]):
        if not line.strip():
            if number > start:
                found.append((start, "\n".join(lines[start:number])))
            start = number + 1
    return found


def article_columns(block: str) -> set[int]:
    """The columns of a Markdown table whose header is "Art." (or Article, Artikel, Artikkel)."""
    head = block.split("\n", 1)[0]
    if not head.lstrip().startswith("|"):
        return set()
    cells = [cell.strip().lower() for cell in head.strip().strip("|").split("|")]
    return {i for i, cell in enumerate(cells) if re.fullmatch(r"art\.?|article|artikel|artikkel", cell)}


def kind(token: str, before: str, after: str, rest: str, block: str, raw_block: str, column: int | None) -> str | None:
    """What a typed number is, by its form: an article, record, version, year or dated measurement; else None."""
    if VERSION_BEFORE.search(before):
        return "version"
    if token in RECORDS and RECORD_WORDS.search(block):
        return "record"
    if is_article(token, before, after) or (column is not None and column in article_columns(block)):
        return "article"
    plain = token.replace(",", ".")
    if plain.count(".") > 1:
        return "version"  # 314.0.7, 1.11.65 (an article has at most three parts and was taken above)
    if plain.isdigit() and (int(plain) in YEARS or any(token in m.groups() for m in YEAR_RANGE.finditer(block))):
        return "year"
    if DATED.search(raw_block) and MEASURED.match(rest):
        return "measurement"
    return None


def classify(text: str, raw: str | None = None) -> list[tuple[str, str | None]]:
    """Every number of a text that looks like a value, normalised (2,5 -> 2.5), with its kind (None: a value)."""
    raw_lines = (raw if raw is not None else text).split("\n")
    found: list[tuple[str, str | None]] = []
    previous = ""
    for start, block in blocks(text):
        here = "\n".join(raw_lines[start : start + block.count("\n") + 1])
        raw_block, previous = previous + "\n" + here, here  # a table may be dated by the sentence that leads into it
        lines = block.split("\n")
        for number, line in enumerate(lines):
            for m in NUMBER.finditer(line):
                bold, token = bool(m.group(1) and m.group(3)), m.group(2)
                before, after = line[: m.start()], line[m.end() :]
                plain = token.replace(",", ".")
                decimal = "." in plain
                whole = int(plain.split(".")[0])
                if not (decimal or bold or whole >= 100 or is_small_value(before, after)):
                    continue
                column = before.count("|") - 1 if line.lstrip().startswith("|") else None
                rest = " ".join([after, *lines[number + 1 : number + 2]])  # a list of measurements may wrap
                what = kind(token, before, after, rest, block, raw_block, column)
                value = plain.rstrip("0").rstrip(".") if decimal and plain.count(".") == 1 else plain
                found.append((value, what))
    return found


def is_small_value(before: str, after: str) -> bool:
    """Whether a whole number under 100 between `before` and `after` (the rest of its line) stands as a value."""
    return bool(VALUE_BEFORE.search(before) or VALUE_AFTER.match(after))


def small(value: str) -> bool:
    """A whole number under 100: checked against what the examples print."""
    return value.isdigit() and int(value) < 100


def values(text: str) -> list[str]:
    """The numbers of a text that are values (a tie-break value, a score, a rating, a count)."""
    return [value for value, what in classify(text) if what is None]


INPUT_LINE = re.compile(r"(>>>|\.\.\.|\$|#)|[0-9]{3} |XX[A-Z] ")
"""A line of an executed block that the example gives, not what it prints: a command (>>>, ..., $), a comment, a
TRF record it reads (001 ..., XXR 5)."""


def executed(key: str, text: str, printed: bool = False) -> set[str]:
    """Every number shown in the executed code of a page: its own blocks and the examples it includes; `printed`:
    only what the examples print, not the lines they give (``INPUT_LINE``)."""
    sources = [text] + [(DOCS / "examples" / name).read_text(encoding="utf-8") for name in INCLUDE.findall(text)]
    # the nl, de and nb examples print their tables with the decimal comma (tiebreak_ref.language)
    number = r"\d+(?:\.\d+)?" if key.startswith("en/") else r"\d+(?:[.,]\d+)?"
    shown: set[str] = set()
    for source in sources:
        for _, block in FENCE.findall(source):
            if printed:
                block = "\n".join(line for line in block.split("\n") if not INPUT_LINE.match(line))
            for token in re.findall(number, block):
                token = token.replace(",", ".")
                shown.add(token.rstrip("0").rstrip(".") if "." in token else token)
    if key.endswith(".py"):  # a notebook: its code cells are executed at build time (hooks/i18n_jupyter.py)
        code = "\n".join(
            cell for cell in re.split(r"^# %%.*$", text, flags=re.MULTILINE)[1:] if not cell.lstrip().startswith("#")
        )
        shown |= set(re.findall(r"\d+(?:\.\d+)?", code))
    return shown


PAGES = {key: text for lang in LANGUAGES for key, text in pages(lang).items()}


def typed(key: str, raw: str) -> Counter[str]:
    """The typed values of a page (a tie-break value, a score ...) that no example shows, each with its count."""
    notebook = key.endswith(".py")
    text = notebook_prose(raw) if notebook else prose(raw)
    shown, printed = executed(key, raw), executed(key, raw, printed=True)
    return Counter(
        value
        for value, what in classify(text, text if notebook else raw)
        if what is None and value not in (printed if small(value) else shown)
    )


def allowed() -> dict[str, dict[str, Any]]:
    """The allowlist: page -> {"constant": {number: count}, "quoted": {"source": URL, "numbers": {number: count}}}."""
    return json.loads(ALLOWLIST.read_text(encoding="utf-8")) if ALLOWLIST.exists() else {}


def allowed_numbers(allow: dict[str, Any]) -> Counter[str]:
    """A page's allowed numbers, constants and quotes together (their kinds are checked apart)."""
    return Counter(allow.get("constant", {})) + Counter(allow.get("quoted", {}).get("numbers", {}))


def paragraphs_with(raw: str, value: str) -> list[str]:
    """The paragraphs of a page (as written, links included) whose prose types `value`."""
    lines = raw.split("\n")
    return [
        "\n".join(lines[start : start + block.count("\n") + 1])
        for start, block in blocks(prose(raw))
        if value in values(block)
    ]


def in_formula(raw: str, value: str) -> bool:
    """Whether `value` (either decimal mark) stands beside an operator somewhere in the page: 400 × ..., + 0.5 ·."""
    number = r"(?<![\d.,])" + re.escape(value).replace(r"\.", "[.,]") + r"(?![\d]|[.,]\d)"
    return bool(re.search(rf"[×·÷+−=/]\s*{number}|{number}\s*[×·÷+−=/]", prose(raw)))


def test_the_allowlist_names_only_kinds_that_may_stay() -> None:
    wrong = {page: sorted(set(kinds) - ALLOWED_KINDS) for page, kinds in allowed().items()}
    wrong = {page: kinds for page, kinds in wrong.items() if kinds}
    assert not wrong, f"the allowlist keeps values, scores, ratings or counts (assert or insert them): {wrong}"


def test_each_allowed_number_is_of_its_kind() -> None:
    """A constant stands in its formula; a quoted figure's paragraph links the source the allowlist names."""
    wrong = []
    for page, allow in allowed().items():
        raw = PAGES[page]
        wrong += [f"{page}: constant {v} in no formula" for v in allow.get("constant", {}) if not in_formula(raw, v)]
        quoted = allow.get("quoted")
        if quoted is not None:
            for value in quoted["numbers"]:
                found = paragraphs_with(raw, value)
                if not found or not all(quoted["source"] in paragraph for paragraph in found):
                    wrong.append(f"{page}: quoted {value} without its source {quoted['source']}")
    assert not wrong, wrong


def test_the_kind_check_can_fail() -> None:
    page = "In 2021 the standings gave 100.5 ([source](https://example.org/a)).\n\nBut not 103 here.\n"
    assert paragraphs_with(page, "103") == ["But not 103 here."] and "example.org" in paragraphs_with(page, "100.5")[0]
    assert in_formula("SB + 0,5 · n", "0.5") and not in_formula("rounded 0.5 up", "0.5")


@pytest.mark.parametrize("key", sorted(PAGES))
def test_no_typed_number(key: str) -> None:
    found, allow = typed(key, PAGES[key]), allowed_numbers(allowed().get(key, {}))
    extra = found - allow
    assert not extra, f"docs/{key}: typed numbers no executed example asserts: {sorted(extra.elements())}"
    stale = allow - found
    assert not stale, f"docs/{key}: allowlist entries no longer needed (remove them): {sorted(stale.elements())}"


def test_the_scan_finds_values_and_skips_articles() -> None:
    text = "BH/C1 cuts it (16.5.1) and gives **10**, not 11,5; Art. 8 and (14.1) are places; rating 1850 in 2026."
    assert values(text) == ["10", "11.5", "1850"]


def test_the_scan_tells_the_kinds_apart() -> None:
    text = (
        "**Article.** 8.3 with 14.3 and 14.4; Python 3.11 and gacrux 1.11.65 read record 132 or 310 of TRF-16.\n"
        "\n"
        "| Code | Art. | Counts |\n|---|---|---|\n| `WON` | 7.2 | games won |\n"
        "\n"
        "Years 70–99 are 1970–1999. The page loads 9.6 MB (measured 1 December 2026); PS is 13.5, ARO 1850.\n"
    )
    kinds = [what for _, what in classify(text)]
    articles, versions, records = ["article"] * 3, ["version"] * 2, ["record"] * 2
    assert kinds == [*articles, *versions, *records, "article", "year", "year", "measurement", "year", None, None]
    assert values("The 16.5 cut gives 2.5, and 310 players score 7.5.") == ["2.5", "310", "7.5"]


def test_the_scan_finds_small_values_and_skips_places_and_counts() -> None:
    text = (
        "Echo has BH 14 and DE 0; `BH:MP` = 8, where fide-2024 gives 9; ½ + 0 + 1 = 1.5 and 53.5 / 4.\n"
        "\n"
        "Round 3: TPN 5 and 8 players, Held's exercises 23 to 26, Article 16, from 1 March 2026; Bravo's MED 3.\n"
    )
    assert values(text) == ["14", "0", "8", "9", "0", "1", "1.5", "53.5", "4", "3"]


def test_a_small_value_must_be_printed_not_given() -> None:
    """A small value counts as shown only where an example prints it: the 9 and the 4 of its command are no
    answer of the reference, the 7 it prints is."""
    page = "The value is 7, and the list gives 9.\n\n```pycon\n>>> value(9, 4)\n7\n```\n"
    assert typed("en/page.md", page) == Counter({"9": 1})
