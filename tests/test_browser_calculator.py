"""The calculator page in a real browser: the reference running on Pyodide, checked against the command line.

Reuses the infrastructure of tests/test_browser.py (Debian's chromium, the snapshot of site/ served from
127.0.0.1, every other host blocked, JavaScript errors fail the test). Each test loads the page once:
Playwright's request interception disables the HTTP cache, so every load fetches the whole 13.6 MB again.

The first test also measures the page's first load (bytes downloaded, time from opening the page to the
first result) and prints it; docs/<lang>/calculator.md states these numbers.
"""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
import test_browser as shared  # the fixtures and flags of tests/test_browser.py (skips without chromium)

import tiebreak_ref as tr
from tiebreak_ref.synthetic.individual import generate_swiss
from tiebreak_ref.web.calculator import VARIANTS

from playwright.sync_api import Page, expect  # isort: skip  (after test_browser's import check)

base_url = shared.base_url
browser = shared.browser
page = shared.page

ROOT = Path(__file__).resolve().parent.parent
READY_TIMEOUT = 120_000  # ms; a first load takes a few seconds, a busy CI machine more
MAX_BYTES = 20_000_000


def cli(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tiebreak_ref", *argv],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def cli_csv(*argv: str, cwd: Path) -> list[list[str]]:
    done = cli(*argv, "--format", "csv", cwd=cwd)
    assert done.returncode == 0, done.stderr
    return list(csv.reader(io.StringIO(done.stdout)))


def open_calculator(page: Page, url: str) -> dict[str, float]:
    """Open the page and wait for the first result; return the measured first load."""
    sizes: list[int] = []
    page.on("requestfinished", lambda request: sizes.append(request.sizes()["responseBodySize"]))
    started = time.perf_counter()
    page.goto(url)
    expect(page.locator("#tb-status")).to_have_attribute("data-state", "ready", timeout=READY_TIMEOUT)
    expect(page.locator("#tb-player-values table")).to_have_count(1)  # the first result: the worked example
    seconds = time.perf_counter() - started
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


def shown_standings(page: Page, index: int = 0) -> list[list[str]]:
    table = page.locator(f'.tb-standings[data-list="{index}"] table')
    rows = table.locator("tr").evaluate_all("rows => rows.map(r => Array.from(r.cells).map(c => c.innerText.trim()))")
    return [[cell for cell in row] for row in rows]


def test_calculator_whole_tournament(page: Page, base_url: str, tmp_path: Path) -> None:
    """Upload a TRF, reorder the list, compare with the CLI: standings, an explanation, compared orders, an error."""
    trf = tmp_path / "swiss-14x7.trf"
    trf.write_text(generate_swiss(14, 7, seed=103), encoding="utf-8")  # the guide's "One Swiss, three lists"
    first = open_calculator(page, base_url + "calculator/")
    print(
        f"\ncalculator first load: {first['bytes'] / 1e6:.2f} MB downloaded, first result after "
        f"{first['seconds']:.2f} s (interpreter {first['interpreter_ms'] / 1000:.2f} s), Python {first['python']}"
    )
    (ROOT / ".cache").mkdir(exist_ok=True)
    (ROOT / ".cache" / "calculator-first-load.json").write_text(json.dumps(first, indent=1) + "\n", encoding="utf-8")
    assert first["bytes"] < MAX_BYTES, first
    assert first["python"].startswith("3.14"), first

    page.locator("#tb-file").set_input_files(str(trf))
    expect(page.locator("#tb-summary")).to_contain_text("swiss-14x7.trf: 14")
    assert list_codes(page) == ["BH/C1", "BH", "SB", "DE"]  # the Swiss default of the command line
    expect(page.locator('.tb-standings[data-list="0"] table')).to_be_visible()
    assert shown_standings(page) == cli_csv("standings", trf.name, "--tiebreaks", "BH/C1 BH SB DE", cwd=tmp_path)

    # drag DE to the top, then move SB up with its button: DE BH/C1 SB BH
    page.locator('#tb-list-0 li[data-code="DE"]').drag_to(page.locator('#tb-list-0 li[data-code="BH/C1"]'))
    expect(page.locator("#tb-list-0 li.tb-code").first).to_have_attribute("data-code", "DE")
    page.locator('#tb-list-0 li[data-code="SB"] button.tb-up').click()
    order = ["DE", "BH/C1", "SB", "BH"]
    assert list_codes(page) == order
    expected = cli_csv("standings", trf.name, "--tiebreaks", " ".join(order), cwd=tmp_path)
    expect(page.locator('.tb-standings[data-list="0"] th').nth(5)).to_have_text("DE")
    assert shown_standings(page) == expected

    # an explanation: TPN 2's BH/C1 (a half-point bye, capped and cut) row by row as `explain` prints it
    page.locator('.tb-standings[data-list="0"] button.tb-value[data-tpn="2"][data-code="BH/C1"]').click()
    rows = page.locator("#tb-explain table tr").evaluate_all(
        "rows => rows.map(r => Array.from(r.cells).map(c => c.innerText.trim()))"
    )
    assert rows == cli_csv(
        "explain", trf.name, "--player", "2", "--code", "BH/C1", "--tiebreaks", " ".join(order), cwd=tmp_path
    )
    bh_c1 = tr.tiebreak_values(tr.read_trf(trf), "BH/C1")[2]
    expect(page.locator("#tb-explain")).to_contain_text(f"BH/C1 of 2 Player00002, Synthetic = {float(bh_c1):g}")

    # compare with a second list, typed in: the players whose place changes are highlighted
    page.locator("#tb-compare-add").click()
    for code in list_codes(page, 1):
        page.locator(f'#tb-list-1 li[data-code="{code}"] button.tb-remove').click()
    page.locator('.tb-list-editor[data-list="1"] input.tb-add-code').fill("WIN ARO BH")
    page.locator('.tb-list-editor[data-list="1"] input.tb-add-code').press("Enter")
    assert list_codes(page, 1) == ["WIN", "ARO", "BH"]
    done = cli("standings", trf.name, "--compare", " ".join(order), "WIN ARO BH", "--format", "json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    compared = json.loads(done.stdout)
    moved = sorted(row["tpn"] for row in compared["standings"] if row["moved"])
    assert moved, "the two lists should rank someone differently"
    expect(page.locator("#tb-compare")).to_be_visible()
    shown_moved = page.locator('.tb-standings[data-list="1"] tr.tb-moved').evaluate_all(
        "rows => rows.map(r => Number(r.dataset.tpn))"
    )
    assert sorted(shown_moved) == moved
    assert shown_standings(page, 1) == cli_csv("standings", trf.name, "--tiebreaks", "WIN ARO BH", cwd=tmp_path)

    # bad input: the command line's message, file:line:column, on the page
    lines = trf.read_text(encoding="utf-8").splitlines(keepends=True)
    number = next(i for i, line in enumerate(lines) if line.startswith("001"))
    lines[number] = lines[number][:4] + "   x" + lines[number][8:]
    bad = tmp_path / "broken.trf"
    bad.write_text("".join(lines), encoding="utf-8")
    message = cli("standings", bad.name, cwd=tmp_path).stderr.strip()
    assert message.startswith(f"tiebreak-ref: broken.trf:{number + 1}:"), message
    page.locator("#tb-file").set_input_files(str(bad))
    expect(page.locator("#tb-error")).to_have_text(message)
    expect(page.locator("#tb-error")).to_be_visible()


def test_calculator_one_player_reproduces_the_worked_example(page: Page, base_url: str) -> None:
    """Type Echo (Example A, player 5) from scratch: every BH/SB variant, 2024 and 2026, as the reference gives."""
    open_calculator(page, base_url + "de/calculator/")
    expect(page.locator("html")).to_have_attribute("lang", "de")
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
            expect(line.locator(f'button[data-rules="{rules}"]')).to_have_text(str(float(value)).removesuffix(".0"))
    bh = page.locator('#tb-player-values tr[data-code="BH"]')
    expect(bh.locator('button[data-rules="fide-2026"]')).to_have_text("13.5")
    expect(bh.locator('button[data-rules="fide-2024"]')).to_have_text("14")
    expect(page.locator('#tb-player-values tr[data-code="SB/C1"] button[data-rules="fide-2026"]')).to_have_text("2.25")

    # updates as you type: Hotel's adjusted score 2 lifts the 2026 cap of the forfeit win (min(own 2, 2) = 2)
    score = page.locator('#tb-mode-player tr[data-round="2"] input.tb-opp-score')
    score.fill("2")
    expect(bh.locator('button[data-rules="fide-2026"]')).to_have_text("14")
    score.fill("x")
    expect(page.locator("#tb-player-error")).to_have_text(
        "tiebreak-ref: rounds:2:2: found 'x' for the opponent of round 2; expected a score such as 2.5"
    )
    score.fill("1.5")
    expect(bh.locator('button[data-rules="fide-2026"]')).to_have_text("13.5")
    expect(page.locator("#tb-player-error")).to_be_hidden()
    page.locator('#tb-player-values tr[data-code="SB/C1"] button[data-rules="fide-2026"]').click()
    expect(page.locator("#tb-player-explain")).to_contain_text("SB/C1 of Player = 2.25")
    expect(page.locator("#tb-player-explain")).to_contain_text("cut: least significant value (14.1)")


@pytest.mark.parametrize("lang", ["nl", "nb"])
def test_calculator_page_in_every_language(lang: str) -> None:
    """The same page exists in every language (the browser tests above open en and de)."""
    text = (ROOT / "docs" / lang / "calculator.md").read_text(encoding="utf-8")
    assert 'id="tb-calculator"' in text
