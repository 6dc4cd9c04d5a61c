"""Issue 15 points 1 and 2 in a real browser: ``standings --format html`` and ``crosstable --format html`` of a
137-player real event (conformance/cases/real/san-viator-b.trf, the XXX Torneo San Viator (B), 7 rounds, with
byes, forfeits, FED and ID columns), in the four languages.

Headless Chromium (the `browser` fixture of tests/conftest.py, one per test process) opens each page as if from a web
server: every request goes through a route that answers the page's own URL with the command's output and aborts
anything else, and records it. The page must load with exactly one request, itself (no style sheet, font, script
or image from anywhere, not even from the same host). What the browser shows is compared
with the JSON output of the same command (the reference's own values, which the conformance case of this file
checks against its expected values): rank, name, points and every tie-break of every row; every crosstable cell;
FED and FIDE id with the columns of the TRF's 001 records, read here by position.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from contextlib import redirect_stdout
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tiebreak_ref.command import main

ROOT = Path(__file__).resolve().parent.parent
BASE = "http://127.0.0.1/published.html"  # never reached: the route answers it from memory
CASE = json.loads((ROOT / "conformance" / "cases" / "real" / "san-viator-b.json").read_text(encoding="utf-8"))
EVENT = str(ROOT / "conformance" / "cases" / "real" / "san-viator-b.trf")
# The rules and the list of the conformance case real/san-viator-b.json (cross-checked with gacrux on every value).
ARGS = ["--rules", CASE["rules"], "--tiebreaks", " ".join(CASE["tiebreaks"])]
LANGUAGES = ["en", "nl", "de", "nb"]
DECIMAL_MARK = {"en": ".", "nl": ",", "de": ",", "nb": ","}  # nl, de, nb: the decimal comma (issue 14)
# The words the pages must show, written out here, not taken from the table the pages are made from
# (present.html.strings): a wrong or untranslated word in the catalogue fails here. Colours as the languages' own
# crosstables write them (nl wit/zwart, de weiß/schwarz, nb hvit/svart).
WORDS = {
    "en": {"standings": "Standings", "crosstable": "Crosstable", "colours": ("w", "b"), "fed_id": ("FED", "FIDE ID")},
    "nl": {"standings": "Stand", "crosstable": "Kruistabel", "colours": ("w", "z"), "fed_id": ("Fed.", "FIDE-id")},
    "de": {
        "standings": "Rangliste",
        "crosstable": "Kreuztabelle",
        "colours": ("w", "s"),
        "fed_id": ("Land", "FIDE-ID"),
    },
    "nb": {
        "standings": "Resultatliste",
        "crosstable": "Krysstabell",
        "colours": ("h", "s"),
        "fed_id": ("Fed.", "FIDE-ID"),
    },
}


def trf_columns() -> tuple[str, dict[int, tuple[str, str]]]:
    """The event's name (record 012) and each player's (FED, FIDE id) by start number, cut from the 001 records at
    the columns of the FIDE TRF-16 layout (start number 5-8, federation 54-56, FIDE id 58-68), not by the reader."""
    name, players = "", {}
    for line in Path(EVENT).read_text(encoding="utf-8").splitlines():
        if line.startswith("012 "):
            name = line[4:].strip()
        elif line.startswith("001 "):
            players[int(line[4:8])] = (line[53:56].strip(), line[57:68].strip())
    return name, players


EVENT_NAME, FED_AND_ID = trf_columns()


import test_browser as shared  # noqa: E402  (chromium and playwright checked there: a skip, or in CI a failure)

from playwright.sync_api import Browser, BrowserContext, Page  # noqa: E402  isort: skip


def command(*argv: str) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(list(argv)) == 0
    return out.getvalue()


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    """The pages the commands write, by file name."""
    made = {}
    for lang in LANGUAGES:
        made[f"standings-{lang}.html"] = command("standings", EVENT, *ARGS, "--format", "html", "--lang", lang)
        made[f"crosstable-{lang}.html"] = command("crosstable", EVENT, *ARGS, "--format", "html", "--lang", lang)
    return made


@pytest.fixture(scope="module")
def documents() -> dict[str, dict[str, Any]]:
    """The JSON output of each command on the event: the reference's values that the pages must show."""
    return {name: json.loads(command(name, EVENT, *ARGS, "--format", "json")) for name in ("standings", "crosstable")}


@pytest.fixture(scope="module")
def context(browser: Browser) -> Iterator[BrowserContext]:
    """One browser context for the module's pages (each page routes its own requests)."""
    context = shared.new_context(browser)
    yield context
    context.close()


def open_page(context: BrowserContext, html: str) -> tuple[Page, list[str]]:
    """The page loaded as a file at BASE would be, every request recorded: the page itself is answered with `html`,
    anything else aborted (and left in the record, which the tests require to hold the page alone)."""
    requests: list[str] = []

    def answer(route: Any, request: Any) -> None:
        requests.append(request.url)
        if request.url == BASE:
            route.fulfill(status=200, content_type="text/html; charset=utf-8", body=html)
        else:
            route.abort()

    page = context.new_page()
    page.route("**/*", answer)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(BASE, wait_until="load")
    # styles applied and a frame laid out: every request the page makes, even one only its CSS asks for, is made
    page.evaluate("document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => done(0))))")
    assert not errors, errors
    return page, requests


def rows_shown(page: Page) -> tuple[list[str], list[list[str]]]:
    heads = page.locator("table.list thead th").all_inner_texts()
    cells = page.locator("table.list tbody tr").evaluate_all(
        "rows => rows.map(r => Array.from(r.cells).map(c => c.innerText))"
    )
    return heads, cells


def same_number(shown: str, value: int | float | str | None, mark: str, type_a: bool = False) -> bool:
    """A cell against the JSON value: decimals padded (22.50 is 22.5), written with the page's decimal `mark`
    (22,50 on the nl, de and nb pages, and there never 22.50), "–" undefined, "·" a Type A 0."""
    if value is None:
        return shown == "–"
    if type_a and value == 0:
        return shown == "·"
    other = "," if mark == "." else "."
    return other not in shown and Fraction(shown.replace(mark, ".")) == Fraction(str(value))


def decimal_places(column: list[str], mark: str) -> set[int]:
    """The numbers of decimals of a column's numbers, written with the decimal `mark` ("–" and "·" left out)."""
    return {len(cell.partition(mark)[2]) for cell in column if cell not in ("–", "·")}


def test_decimal_places_splits_on_the_pages_mark() -> None:
    """A German column with 22,5 and 19,75 has two numbers of decimals (split on "." it would read as one: 0)."""
    assert decimal_places(["22,5", "19,75", "–"], ",") == {1, 2}
    assert decimal_places(["22,50", "19,75", "·"], ",") == {2}
    assert decimal_places(["22.5", "19.75"], ".") == {1, 2}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_standings_page(context: BrowserContext, pages: dict[str, str], documents: dict[str, Any], lang: str) -> None:
    doc = documents["standings"]
    mark = DECIMAL_MARK[lang]
    page, requests = open_page(context, pages[f"standings-{lang}.html"])
    try:
        assert page.locator("html").get_attribute("lang") == lang
        assert page.locator("h1").inner_text() == f"{WORDS[lang]['standings']}: {EVENT_NAME}"
        assert "08/04/2018 – 10/06/2018" in page.locator("dl.head").inner_text()  # records 042 and 052 as written
        heads, cells = rows_shown(page)
        codes = doc["tiebreaks"]
        assert codes == CASE["tiebreaks"]
        assert heads[-len(codes) :] == codes
        assert tuple(heads[3:5]) == WORDS[lang]["fed_id"]
        assert len(heads) == 7 + len(codes)  # rank, no., name, FED, FIDE id, rating, points, the list
        assert len(cells) == len(doc["standings"]) == len(FED_AND_ID) == 137
        for shown, row in zip(cells, doc["standings"], strict=True):
            assert [shown[0], shown[1], shown[2]] == [str(row["rank"]), str(row["tpn"]), row["name"]]
            assert (shown[3], shown[4]) == FED_AND_ID[row["tpn"]], row["tpn"]
            assert shown[5] == str(row["rating"] or "")
            assert same_number(shown[6], row["points"], mark)
            for text, code in zip(shown[7:], codes, strict=True):
                assert same_number(text, row["values"][code], mark, type_a=code == "DE"), (row["tpn"], code, text)
        for column in range(5, len(heads)):  # one number of decimals per column
            places = decimal_places([c[column] for c in cells], mark)
            assert len(places) <= 1, (heads[column], places)
        # BH/C1, BH and SB leave no tie for DE to break in this event: every DE cell reads "not applied", not 0
        assert {c[heads.index("DE")] for c in cells} == {"·"}
        legend = page.locator("section.legend").inner_text()
        assert all(f"C.07 {article}" in legend for article in ("6", "7.1", "7.3", "8.1", "9.1", "10.1", "7.5"))
    finally:
        page.close()
    assert requests == [BASE], f"requests besides the page itself: {requests}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_crosstable_page(context: BrowserContext, pages: dict[str, str], documents: dict[str, Any], lang: str) -> None:
    doc = documents["crosstable"]
    page, requests = open_page(context, pages[f"crosstable-{lang}.html"])
    white, black = WORDS[lang]["colours"]
    try:
        assert page.locator("html").get_attribute("lang") == lang
        assert page.locator("h1").inner_text() == f"{WORDS[lang]['crosstable']}: {EVENT_NAME}"
        heads, cells = rows_shown(page)
        assert heads[4:-1] == ["1", "2", "3", "4", "5", "6", "7"]
        assert len(cells) == len(doc["players"]) == 137
        for shown, player in zip(cells, doc["players"], strict=True):
            assert shown[:3] == [str(player["rank"]), str(player["tpn"]), player["name"]]
            assert same_number(shown[-1], player["points"], DECIMAL_MARK[lang])
            expected = [
                ""
                if r is None
                else r["cell"].replace("w", white, 1).replace("b", black, 1)
                if r["opponent"]
                else r["cell"]
                for r in player["rounds"]
            ]
            assert shown[4:-1] == expected, player["tpn"]
        legend = page.locator("section.legend").inner_text()
        assert "PAB" in legend and "HPB" in legend
    finally:
        page.close()
    assert requests == [BASE], f"requests besides the page itself: {requests}"
