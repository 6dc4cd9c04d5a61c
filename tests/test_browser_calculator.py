"""The calculator page in a real browser: the reference running on Pyodide, checked against the command line.

Reuses the infrastructure of tests/test_browser.py (Debian's chromium, the snapshot of site/ served from
127.0.0.1, every other host cut off, and its checks: no console error, no uncaught error, no response of 400 or more,
no request to another host, TOO_WIDE at 1280 px). Each load of the page starts Pyodide (most of the time of this
file): one test loads the German page once and runs every check on it (the HTML downloads are written in the page's
language), another loads the page of each other language until Python is ready, with the checks of the every-page
test of tests/test_browser.py, which leaves the calculator out. Under `make test` the two run side by side, each on a
test process of its own (tests/conftest.py, OWN_UNITS), each in a browser context of its own (calculator_context), in
which a second start of Pyodide takes its files from the cache.

The test also measures the page's first load (bytes downloaded, time from opening the page to the first result)
and prints it; docs/<lang>/calculator.md states these numbers. The command line runs in-process (its ``main``),
so that the comparisons cost no interpreter start.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import test_browser as shared  # the fixtures and flags of tests/test_browser.py (skips without chromium)
from test_calculator import markdown_rows

import tiebreak_ref as tr
from tiebreak_ref.command import main
from tiebreak_ref.synthetic.individual import generate_swiss
from tiebreak_ref.web.calculator import VARIANTS, handle

from playwright.sync_api import Browser, BrowserContext, Page, expect  # isort: skip  (after test_browser's import check)

base_url = shared.base_url

ROOT = Path(__file__).resolve().parent.parent
READY_TIMEOUT = 120_000  # ms; a first load takes a few seconds, a busy CI machine more
MAX_BYTES = 20_000_000
LANG = "de"


@contextlib.contextmanager
def inside(folder: Path) -> Iterator[None]:
    before = os.getcwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


def cli(*argv: str, cwd: Path) -> tuple[int, str, str]:
    """The command line run in-process from `cwd`: (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with inside(cwd), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(list(argv))
    return status, out.getvalue(), err.getvalue()


def cli_text(*argv: str, cwd: Path) -> str:
    status, out, err = cli(*argv, cwd=cwd)
    assert status == 0, err
    return out


def cli_shown(*argv: str, cwd: Path) -> list[list[str]]:
    """The cells of the command line's Markdown table in the page's language (``--format markdown --lang``), heading
    first: the numbers with the language's decimal mark (the decimal comma of German), as the page shows them."""
    return markdown_rows(cli_text(*argv, "--format", "markdown", "--lang", LANG, cwd=cwd))


def open_calculator(page: Page, url: str) -> dict[str, float]:
    """Open the page and wait for the first result (and the search, as every page: shared.SEARCH_READY); return
    the measured load."""
    sizes: list[int] = []
    page.on("requestfinished", lambda request: sizes.append(request.sizes()["responseBodySize"]))
    started = time.perf_counter()
    page.goto(url)
    expect(page.locator("#tb-status")).to_have_attribute("data-state", "ready", timeout=READY_TIMEOUT)
    expect(page.locator("#tb-player-values table")).to_have_count(1)  # the first result: the worked example
    seconds = time.perf_counter() - started
    page.wait_for_function(shared.SEARCH_READY, timeout=READY_TIMEOUT)
    timing = page.evaluate("window.tbCalculator")
    return {
        "seconds": seconds,
        "bytes": sum(sizes),
        "interpreter_ms": timing["timing"]["interpreter"],
        "ready_ms": timing["timing"]["ready"],
        "python": timing["python"],
    }


def list_codes(page: Page, index: int = 0) -> list[str]:
    return page.locator(f"#tb-list-{index} li.tb-code").evaluate_all("items => items.map(i => i.dataset.code)")


CELLS = "rows => rows.map(r => Array.from(r.cells).map(c => c.innerText.trim()))"
# true once the rows of a selector show exactly the given cells (as CELLS reads them)
SHOWS_CELLS = f"""([selector, expected]) => JSON.stringify(({CELLS})(Array.from(document.querySelectorAll(selector))))
  === JSON.stringify(expected)"""


def shown_standings(page: Page, index: int = 0) -> list[list[str]]:
    """The rows of a standings table without its heading (the page's language): rank, TPN, name, rating, ..."""
    rows: list[list[str]] = page.locator(f'.tb-standings[data-list="{index}"] table tbody tr').evaluate_all(CELLS)
    return rows


def download(page: Page, what: str, fmt: str) -> tuple[str, str]:
    """Click a download button: (file name, text) of the file the browser saves."""
    with page.expect_download() as info:
        page.locator(f'#tb-downloads button[data-what="{what}"][data-format="{fmt}"]').click()
    saved = info.value
    return saved.suggested_filename, Path(saved.path()).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def calculator_context(browser: Browser) -> Iterator[BrowserContext]:
    """One browser context for the file's tests on a test process (one HTTP cache): its first load of the page starts
    from an empty cache and is measured; a later load takes Pyodide's files from the cache. (A persistent context,
    whose disk cache keeps V8's compiled WebAssembly, made a second Pyodide start cheaper in a probe, 8.6 CPU-s
    against 13.5, but not this file: 58 CPU-s against 56, measured; not used.)"""
    context = shared.new_context(browser)
    yield context
    context.close()


@pytest.fixture
def calculator_page(calculator_context: BrowserContext) -> Iterator[Page]:
    """A page in the file's browser context; anything shared.watch reports fails the test."""
    problems: list[str] = []
    page = shared.watch(calculator_context.new_page(), problems)
    page.set_default_timeout(15_000)
    yield page
    page.close()
    assert not problems, "\n".join(problems[:20])


def test_calculator_page(calculator_page: Page, base_url: str, site: Path, tmp_path: Path) -> None:
    """One load of the German page, the first of the file's browser context (an empty cache: its first load is
    measured): one-player mode (every rule set, 3-1-0), then a whole tournament (rule sets, reordered and compared
    lists, explanations, decision options, the crosstable, the downloads, an error), each compared with the command
    line on the same file or with the reference itself."""
    page = calculator_page
    first = open_calculator(page, base_url + f"{LANG}/{shared.CALCULATOR}")
    assert not shared.too_wide(page)
    print(
        f"\ncalculator first load: {first['bytes'] / 1e6:.2f} MB downloaded, first result after "
        f"{first['seconds']:.2f} s (interpreter {first['interpreter_ms'] / 1000:.2f} s), Python {first['python']}"
    )
    (ROOT / ".cache").mkdir(exist_ok=True)
    (ROOT / ".cache" / "calculator-first-load.json").write_text(json.dumps(first, indent=1) + "\n", encoding="utf-8")
    # at least every file of the calculator's manifest (Pyodide's and the wheel, each with its size, written by
    # hooks/pyodide.py) came from the server: fewer bytes, and some came from the cache
    manifest = json.loads((site / "assets" / "calculator" / "manifest.json").read_text(encoding="utf-8"))
    assert {"pyodide.asm.wasm", Path(manifest["wheel"]).name} <= set(manifest["bytes"]), manifest
    assert manifest["total_bytes"] == sum(manifest["bytes"].values()), manifest
    assert manifest["total_bytes"] <= first["bytes"] < MAX_BYTES, (first, manifest["total_bytes"])
    # the page's own figure of the first visit (docs/<lang>/calculator.md, after the download table: a dated
    # measurement of this test) within 5 % of this one: the theme's files, the search index and the page change with
    # every edit of the guide by a few kB, a new Pyodide or a forgotten file by more
    html = (site / LANG / shared.CALCULATOR / "index.html").read_text(encoding="utf-8")
    after_table = html[html.index('<h2 id="first-load"') :].split("</table>", 1)[1]
    stated = re.search(r"<strong>(\d+),(\d) MB</strong>", after_table)
    assert stated, after_table[:500]
    stated_bytes = (int(stated[1]) * 10 + int(stated[2])) * 100_000
    assert abs(stated_bytes - first["bytes"]) <= first["bytes"] / 20, (stated[0], first["bytes"])
    assert first["python"].startswith("3.14"), first
    expect(page.locator("html")).to_have_attribute("lang", LANG)
    one_player(page)
    page.locator("#tb-tab-tournament").click()
    whole_tournament(page, tmp_path)


def one_player(page: Page) -> None:
    """Type Echo (Example A, player 5) from scratch: every BH/SB variant, 2024 and 2026, as the reference gives;
    then every rule set, and 3-1-0 scoring (values of the bridge, tests/test_calculator.py computes them by hand)."""
    page.locator("#tb-tab-player").click()
    page.locator("#tb-clear-rounds").click()
    expect(page.locator("#tb-mode-player tr[data-round]")).to_have_count(1)
    for _ in range(4):
        page.locator("#tb-add-round").click()
    echo = [("loss", "3,5"), ("forfeit-win", "1.5"), ("draw", "2½"), ("loss", "4"), ("hpb", "")]
    for number, (kind, score) in enumerate(echo, start=1):
        row = page.locator(f'#tb-mode-player tr[data-round="{number}"]')
        row.locator("select.tb-kind").select_option(kind)
        if score:
            row.locator("input.tb-opp-score").fill(score)
    t = tr.read_trf(ROOT / "docs" / "examples" / "buchholz.trf")
    for code in VARIANTS:
        line = page.locator(f'#tb-player-values tr[data-code="{code}"]')
        for rules in ("fide-2024", "fide-2026"):
            value = tr.tiebreak_values(t, code, rules=rules)[5]
            expect(line.locator(f'button[data-rules="{rules}"]')).to_have_text(
                tr.translate(tr.format_value(value), LANG)
            )
    bh = page.locator('#tb-player-values tr[data-code="BH"]')
    # the guide's own numbers for Echo (docs/en/calculator.md, "The form starts with Echo"; docs/en/buchholz.md's
    # worked example): BH 13.5 under 2026, 14 under 2024, SB/C1 2.25: the page and the reference agree with them,
    # with the German decimal comma
    expect(bh.locator('button[data-rules="fide-2026"]')).to_have_text("13,5")
    expect(bh.locator('button[data-rules="fide-2024"]')).to_have_text("14")
    expect(page.locator('#tb-player-values tr[data-code="SB/C1"] button[data-rules="fide-2026"]')).to_have_text("2,25")

    # updates as you type: Hotel's adjusted score 2 lifts the 2026 cap of the forfeit win (min(own 2, 2) = 2)
    score = page.locator('#tb-mode-player tr[data-round="2"] input.tb-opp-score')
    score.fill("2")
    expect(bh.locator('button[data-rules="fide-2026"]')).to_have_text("14")
    score.fill("x")
    expect(page.locator("#tb-player-error")).to_have_text(
        "tiebreak-ref: rounds:2:2: found 'x' for the opponent of round 2; expected a score such as 2.5"
    )
    score.fill("1.5")
    expect(bh.locator('button[data-rules="fide-2026"]')).to_have_text("13,5")
    expect(page.locator("#tb-player-error")).to_be_hidden()
    page.locator('#tb-player-values tr[data-code="SB/C1"] button[data-rules="fide-2026"]').click()
    # the explanation in the page's language (German: "von", the decimal comma, "gestrichen"), SB/C1 = 2.25
    expect(page.locator("#tb-player-explain")).to_contain_text("SB/C1 von Spieler = 2,25")
    expect(page.locator("#tb-player-explain")).to_contain_text("gestrichen: geringster Wert (14.1)")

    # every rule set: fide-2017 and US Chess as columns of their own (BH 13.5 and Solkoff 10, by hand in
    # tests/test_calculator.py::test_one_player_under_every_rule_set)
    for rules in ("fide-2017", "uscf"):
        page.locator(f'#tb-player-rules input[data-rules="{rules}"]').check()
    expect(bh.locator('button[data-rules="fide-2017"]')).to_have_text("13,5")
    solkoff = page.locator('#tb-player-values tr[data-code="SOLKOFF"]')
    expect(solkoff.locator('button[data-rules="uscf"]')).to_have_text("10")
    expect(solkoff.locator('button[data-rules="fide-2026"]')).to_have_count(0)  # not a FIDE tie-break

    # 3-1-0: a win against 6, a draw against 4, a loss against 9: BH 19, SB 22 (by hand, test_calculator.py)
    page.locator("#tb-scoring").select_option("3-1-0")
    page.locator("#tb-clear-rounds").click()
    for _ in range(2):
        page.locator("#tb-add-round").click()
    for number, (kind, typed) in enumerate([("win", "6"), ("draw", "4"), ("loss", "9")], start=1):
        row = page.locator(f'#tb-mode-player tr[data-round="{number}"]')
        row.locator("select.tb-kind").select_option(kind)
        row.locator("input.tb-opp-score").fill(typed)
    # 3 + 1 + 0 = 4 points, in the German sentence of the page (hooks/calculator/calculator.js, STRINGS.de.score)
    expect(page.locator("#tb-player-score")).to_have_text("Punkte: 4 aus 3 Runden.")
    expect(bh.locator('button[data-rules="fide-2026"]')).to_have_text("19")
    expect(page.locator('#tb-player-values tr[data-code="SB"] button[data-rules="fide-2026"]')).to_have_text("22")
    # other points, typed: a draw worth 2 (3-2-0; each typed score still reachable): SB 6 x 3 + 4 x 2 = 26
    page.locator("#tb-scoring").select_option("custom")
    page.locator('#tb-scoring-fields input[data-field="draw"]').fill("2")
    expect(page.locator("#tb-player-score")).to_have_text("Punkte: 5 aus 3 Runden.")  # 3 + 2 + 0 = 5
    expect(page.locator('#tb-player-values tr[data-code="SB"] button[data-rules="fide-2026"]')).to_have_text("26")


def whole_tournament(page: Page, tmp_path: Path) -> None:
    """Upload a TRF, reorder the list, compare with the CLI: standings, an explanation, compared orders, every rule
    set, decision options, the crosstable, the downloads, an error."""
    trf = tmp_path / "swiss-14x7.trf"
    trf.write_text(generate_swiss(14, 7, seed=103), encoding="utf-8")  # the guide's "One Swiss, three lists"
    page.locator("#tb-file").set_input_files(str(trf))
    expect(page.locator("#tb-summary")).to_contain_text("swiss-14x7.trf: 14")
    assert list_codes(page) == ["BH/C1", "BH", "SB", "DE"]  # the Swiss default of the command line
    expect(page.locator('.tb-standings[data-list="0"] table')).to_be_visible()
    assert shown_standings(page) == cli_shown("standings", trf.name, "--tiebreaks", "BH/C1 BH SB DE", cwd=tmp_path)[1:]

    # drag DE to the top, then move SB up with its button: DE BH/C1 SB BH
    page.locator('#tb-list-0 li[data-code="DE"]').drag_to(page.locator('#tb-list-0 li[data-code="BH/C1"]'))
    expect(page.locator("#tb-list-0 li.tb-code").first).to_have_attribute("data-code", "DE")
    page.locator('#tb-list-0 li[data-code="SB"] button.tb-up').click()
    order = ["DE", "BH/C1", "SB", "BH"]
    assert list_codes(page) == order
    expected = cli_shown("standings", trf.name, "--tiebreaks", " ".join(order), cwd=tmp_path)[1:]
    expect(page.locator('.tb-standings[data-list="0"] th').nth(5)).to_have_text("DE")
    assert shown_standings(page) == expected

    # an explanation: TPN 2's BH/C1 (a half-point bye, capped and cut) row by row as `explain` prints it
    page.locator('.tb-standings[data-list="0"] button.tb-value[data-tpn="2"][data-code="BH/C1"]').click()
    rows = page.locator("#tb-explain table tr").evaluate_all(CELLS)
    assert rows == cli_shown(
        "explain", trf.name, "--player", "2", "--code", "BH/C1", "--tiebreaks", " ".join(order), cwd=tmp_path
    )
    bh_c1 = tr.format_value(tr.tiebreak_values(tr.read_trf(trf), "BH/C1")[2])
    expect(page.locator("#tb-explain")).to_contain_text(
        f"BH/C1 von 2 Player00002, Synthetic = {bh_c1.replace('.', ',')}"
    )

    # decision options: each links to its decision; lots after the whole list and AOB unrounded, after round 5
    options = page.locator("#tb-options")
    options.locator("summary").click()
    links = options.locator("a.tb-decision").evaluate_all("links => links.map(a => a.getAttribute('href'))")
    offered = json.loads(handle(json.dumps({"action": "setup"})))["options"]
    assert links == [f"../decisions/#{option['decision']}" for option in offered]
    decisions = (ROOT / "docs" / LANG / "decisions.md").read_text(encoding="utf-8")
    assert all(f"{{ #{link.split('#')[1]} }}" in decisions for link in links)
    page.locator('[data-option="lots_seed"]').fill("7")
    page.locator('[data-option="lots_seed"]').press("Tab")
    page.locator('[data-option="aob_rounding"]').select_option("exact")
    page.locator("#tb-after-round").fill("5")
    page.locator("#tb-after-round").press("Tab")
    page.locator('.tb-list-editor[data-list="0"] input.tb-add-code').fill("AOB")
    page.locator('.tb-list-editor[data-list="0"] input.tb-add-code').press("Enter")
    chosen = [*order, "AOB"]
    decided = ["--set", "lots_seed=7", "--set", "aob_rounding=exact", "--after-round", "5"]
    listed = ["--tiebreaks", " ".join(chosen)]
    # the caption in German (calculator.js, STRINGS.de.standings): after round 5, the default rule set
    expect(page.locator(".tb-standings .tb-caption strong")).to_have_text("Rangliste nach der 5. Runde (fide-2026)")
    assert shown_standings(page) == cli_shown("standings", trf.name, *listed, *decided, cwd=tmp_path)[1:]

    # the crosstable of `crosstable --lang de`, colours (w, s) and points (the decimal comma) in German, and the
    # downloads: the command line's files
    page.locator("#tb-crosstable summary").click()
    expected = cli_shown("crosstable", trf.name, *listed, *decided, cwd=tmp_path)[1:]
    assert all(row[-1].endswith((",0", ",5")) for row in expected)  # one decimal in the column, the German comma
    rows = page.locator("#tb-crosstable-table tbody tr")
    # the page fills the table when Pyodide answers, after the click: wait until it shows the expected cells
    with contextlib.suppress(shared.PlaywrightTimeout):  # then the assertion below shows the difference
        page.wait_for_function(SHOWS_CELLS, arg=["#tb-crosstable-table tbody tr", expected], timeout=30_000)
    assert rows.evaluate_all(CELLS) == expected
    for what, fmt, argv in [
        ("standings", "csv", ["standings", "--format", "csv"]),
        ("standings", "html", ["standings", "--format", "html", "--lang", LANG]),
        ("crosstable", "csv", ["crosstable", "--format", "csv"]),
        ("crosstable", "html", ["crosstable", "--format", "html", "--lang", LANG]),
    ]:
        name, text = download(page, what, fmt)
        assert name == f"swiss-14x7-{what}.{fmt}"
        assert text == cli_text(argv[0], trf.name, *listed, *decided, *argv[1:], cwd=tmp_path), (what, fmt)
    page.locator('[data-option="lots_seed"]').fill("")
    page.locator('[data-option="lots_seed"]').press("Tab")
    page.locator('[data-option="aob_rounding"]').select_option("adaptive")
    page.locator("#tb-after-round").fill("")
    page.locator("#tb-after-round").press("Tab")
    page.locator('#tb-list-0 li[data-code="AOB"] button.tb-remove').click()

    # compare with a second list, typed in: the players whose place changes are highlighted
    page.locator("#tb-compare-add").click()
    for code in list_codes(page, 1):
        page.locator(f'#tb-list-1 li[data-code="{code}"] button.tb-remove').click()
    page.locator('.tb-list-editor[data-list="1"] input.tb-add-code').fill("WIN ARO BH")
    page.locator('.tb-list-editor[data-list="1"] input.tb-add-code').press("Enter")
    assert list_codes(page, 1) == ["WIN", "ARO", "BH"]
    compared = json.loads(
        cli_text("standings", trf.name, "--compare", " ".join(order), "WIN ARO BH", "--format", "json", cwd=tmp_path)
    )
    moved = sorted(row["tpn"] for row in compared["standings"] if row["moved"])
    assert moved, "the two lists should rank someone differently"
    expect(page.locator("#tb-compare")).to_be_visible()
    shown_moved = page.locator('.tb-standings[data-list="1"] tr.tb-moved').evaluate_all(
        "rows => rows.map(r => Number(r.dataset.tpn))"
    )
    assert sorted(shown_moved) == moved
    assert shown_standings(page, 1) == cli_shown("standings", trf.name, "--tiebreaks", "WIN ARO BH", cwd=tmp_path)[1:]
    _, text = download(page, "compare", "csv")
    assert text == cli_text(
        "standings", trf.name, "--compare", " ".join(order), "WIN ARO BH", "--format", "csv", cwd=tmp_path
    )
    page.locator('.tb-list-editor[data-list="1"] button.tb-list-remove').click()

    # every rule set: US Chess puts its default order (34E) in place of the FIDE list; fide-2017 its own values
    page.locator("#tb-rules").select_option("uscf")
    assert list_codes(page) == ["MM", "SOLKOFF", "CUM", "OPPCUM"]
    assert shown_standings(page) == cli_shown("standings", trf.name, "--rules", "uscf", cwd=tmp_path)[1:]
    page.locator("#tb-rules").select_option("fide-2017")
    assert list_codes(page) == ["BH/C1", "BH", "SB", "DE"]
    assert (
        shown_standings(page)
        == cli_shown("standings", trf.name, "--rules", "fide-2017", "--tiebreaks", "BH/C1 BH SB DE", cwd=tmp_path)[1:]
    )
    presets = page.locator("#tb-preset option").evaluate_all("options => options.map(o => o.value)")
    assert presets == ["", "open-swiss", "rapid-blitz", "round-robin"]  # youth's TPN is new in 2026 (7.8)

    # bad input: the command line's message, file:line:column, on the page
    lines = trf.read_text(encoding="utf-8").splitlines(keepends=True)
    number = next(i for i, line in enumerate(lines) if line.startswith("001"))
    lines[number] = lines[number][:4] + "   x" + lines[number][8:]
    bad = tmp_path / "broken.trf"
    bad.write_text("".join(lines), encoding="utf-8")
    status, _, message = cli("standings", bad.name, cwd=tmp_path)
    assert status == 2 and message.startswith(f"tiebreak-ref: broken.trf:{number + 1}:"), message
    page.locator("#tb-file").set_input_files(str(bad))
    expect(page.locator("#tb-error")).to_have_text(message.strip())
    expect(page.locator("#tb-error")).to_be_visible()


# Echo's score line (loss, forfeit win, draw, loss, half-point bye: 0 + 1 + ½ + 0 + ½ = 2 of 5), in the sentence of
# each language (hooks/calculator/calculator.js, STRINGS.<lang>.score)
ECHO_SCORE = {"en": "Score: 2 of 5 rounds.", "nl": "Score: 2 uit 5 ronden.", "nb": "Poeng: 2 av 5 runder."}


def test_calculator_page_in_every_language(calculator_page: Page, base_url: str) -> None:
    """The page of every other language (the test above opens the German one) in the file's browser context (Pyodide
    from its cache after its first start; one start per language): it loads, Python answers with the first result, in
    the page's language (its score line, and Echo's SB/C1 explained with the language's decimal mark: 2,25 in nl, nb),
    readable at 1280 px."""
    page = calculator_page
    echo = tr.read_trf(ROOT / "docs" / "examples" / "buchholz.trf")
    sb_c1 = tr.format_value(tr.tiebreak_values(echo, "SB/C1", rules="fide-2026")[5])
    for lang, prefix in shared.LANGUAGES.items():
        if lang != LANG:
            open_calculator(page, base_url + prefix + shared.CALCULATOR)
            expect(page.locator("html")).to_have_attribute("lang", lang)
            assert not shared.too_wide(page)
            expect(page.locator("#tb-player-score")).to_have_text(ECHO_SCORE[lang])
            page.locator("#tb-tab-player").click()
            page.locator('#tb-player-values tr[data-code="SB/C1"] button[data-rules="fide-2026"]').click()
            expect(page.locator("#tb-player-explain")).to_contain_text(f"= {tr.translate(sb_c1, lang)}")
            # the value itself with the language's mark, as the explanation's title writes it
            sb_c1_button = page.locator('#tb-player-values tr[data-code="SB/C1"] button[data-rules="fide-2026"]')
            expect(sb_c1_button).to_have_text(tr.translate(sb_c1, lang))
