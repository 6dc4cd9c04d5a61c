"""The built guide in a real browser: language switch, search, and the numbers of a worked example.

Headless Chromium (Debian's ``chromium`` package, /usr/bin/chromium; Playwright never downloads a
browser here) loads the site that ``mkdocs build`` wrote to site/ (``make test`` runs ``make docs``
first) from an http.server on 127.0.0.1 started by the test, which serves it as a web server would:
keep-alive and a cache lifetime, so that the theme's scripts and styles are fetched once per browser context,
not on every page. Nothing reaches another host: the browser's proxy is a port where nothing listens,
and every request to another host is reported (``watch``): the site must work offline.

Without /usr/bin/chromium the tests are skipped with a message, except under CI (``CI`` set),
where .ci/run installs the browser and a missing one is an error, so that a green CI never hides
an untested site. If site/ is missing or older than its sources, the site is built into a
temporary folder instead.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import re
import shutil
import threading
from collections import deque
from collections.abc import Iterator
from http import HTTPStatus
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

import tiebreak_ref as tr
from tiebreak_ref.synthetic.individual import generate_swiss

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
# Flags tested in the docs-toolchain notes (section 5): no sandbox (root), no GPU, and nothing that
# phones home (background networking, component updates, sync, QUIC).
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]
LANGUAGES = {"en": "", "de": "de/", "nl": "nl/", "nb": "nb/"}
# Each language's site name, as mkdocs.yml declares it (English: the top-level site_name).
SITE_NAMES = {
    "en": "tiebreak-ref",
    **dict(re.findall(r'locale: (\w+),.*site_name: "([^"]+)"', (ROOT / "mkdocs.yml").read_text(encoding="utf-8"))),
}
LOOPBACK = {"127.0.0.1", "localhost", "::1"}
# Any other host is reached through a proxy that does not exist: the request fails (and `watch` reports it).
# Request interception would do the same, but it turns off the browser's cache.
OFFLINE = {"server": "http://127.0.0.1:9", "bypass": ",".join(sorted(LOOPBACK))}
VIEWPORT = {"width": 1280, "height": 900}
TABS = 2  # pages loading at once in the every-page test
PAGE_TIMEOUT = 60_000  # ms per page load
# The calculator page (Pyodide and the wheel: the build's total in hooks/pyodide.py's download table) is visited in
# every language by tests/test_browser_calculator.py, with the checks of the every-page test, until Python is ready;
# the every-page test leaves it out.
CALCULATOR = "calculator/"
# A page of the guide is ready when its search is: Material's worker has built the language's index and the
# search box shows the placeholder instead of "Initializing search" (the page's language, from its __config).
SEARCH_READY = """() => {
  const meta = document.querySelector(".md-search-result__meta");
  const words = JSON.parse(document.getElementById("__config").textContent).translations;
  return meta !== null && meta.textContent.trim() === words["search.result.placeholder"];
}"""
# Readable at 1280 px (issue 14): the page never scrolls sideways, and a code block or table wider than its column
# scrolls inside itself (Material's pre > code and table wrapper do) instead of being cut or sticking out.
TOO_WIDE = """async () => {
  const moving = document.getAnimations().filter((a) => a instanceof CSSTransition);  // e.g. a menu sliding in
  await Promise.all(moving.map((a) => a.finished.catch(() => null)));
  const found = [], root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) found.push(`the page scrolls sideways (${root.scrollWidth} px)`);
  for (const el of document.querySelectorAll(".md-content pre, .md-content table")) {
    let box = el;
    for (; box !== document.body; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if (box.scrollWidth <= box.clientWidth + 1 || overflow === "auto" || overflow === "scroll") break;
      if (overflow !== "visible") break;
    }
    const overflow = getComputedStyle(box).overflowX;
    if (box === document.body || (box.scrollWidth > box.clientWidth + 1 && !["auto", "scroll"].includes(overflow)))
      found.push(`${el.tagName.toLowerCase()} cut: ${el.innerText.trim().slice(0, 50)}`);
  }
  return found.map((text) => `${location.pathname}: ${text}`);
}"""


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(
            f"{reason}; CI must run the browser test (.ci/run installs chromium and the test extra)", pytrace=False
        )  # at import time: a collection error, never a silent skip
    pytest.skip(reason, allow_module_level=True)


if not CHROMIUM.exists():
    _unavailable("no browser: /usr/bin/chromium is missing (apt-get install chromium)")
try:
    from playwright.sync_api import Browser, BrowserContext, Page, Request, expect
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
except ImportError:  # pragma: no cover - the test extra installs it
    _unavailable("the playwright package is missing (pip install --group test)")


class Site(http.server.SimpleHTTPRequestHandler):
    """A folder served as a web server serves a site: keep-alive (HTTP/1.1) and a cache lifetime on every file found
    (never on an error), so that a browser context fetches a shared script, style sheet or Pyodide once."""

    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def send_response(self, code: int, message: str | None = None) -> None:
        super().send_response(code, message)
        if code == HTTPStatus.OK:
            self.send_header("Cache-Control", "max-age=3600")


class SmallSearch(Site):
    """The same site, but each language's search index (``search/search_index.json``) answered with a stub: the
    index's own config (its lunr language, separator, fields) and its first entry, so that Material's worker loads
    the same scripts and builds a valid index of one entry instead of the language's 450 (most of a page's CPU)."""

    def do_GET(self) -> None:
        index = Path(self.translate_path(self.path.split("?")[0]))
        if index.name != "search_index.json" or not index.is_file():
            return super().do_GET()
        real = json.loads(index.read_text(encoding="utf-8"))
        body = json.dumps({"config": real["config"], "docs": real["docs"][:1]}).encode()
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@contextlib.contextmanager
def serve(folder: Path, handler: type[Site] = Site) -> Iterator[str]:
    """`folder` served from 127.0.0.1 by `handler` while the block runs: its base URL."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.fixture(scope="module")
def base_url(site: Path) -> Iterator[str]:
    with serve(site) as url:
        yield url


@pytest.fixture(scope="module")
def small_search_url(site: Path) -> Iterator[str]:
    """The site served with a stub for each language's search index (SmallSearch), for the pages that do not search."""
    with serve(site, SmallSearch) as url:
        yield url


def new_context(browser: Browser) -> BrowserContext:
    """A browser context at 1280 px, cut off from every other host (OFFLINE), with its own HTTP cache."""
    return browser.new_context(viewport=VIEWPORT, proxy=OFFLINE)


def watch(page: Page, problems: list[str]) -> Page:
    """Report into `problems` what must not happen on a page of the guide: a console error, an uncaught JavaScript
    error, a response of 400 or more (a missing file) and any request to another host."""

    def request(request: Request) -> None:
        if not request.url.startswith(("data:", "blob:", "about:")) and urlsplit(request.url).hostname not in LOOPBACK:
            problems.append(f"{page.url}: a request to the network (the site must work offline): {request.url}")

    page.on(
        "console",
        lambda message: problems.append(f"{page.url}: console {message.text}") if message.type == "error" else None,
    )
    page.on("pageerror", lambda error: problems.append(f"{page.url}: JavaScript error {error}"))
    page.on(
        "response",
        lambda response: (
            problems.append(f"{page.url}: {response.status} {response.url}") if response.status >= 400 else None
        ),
    )
    page.on("request", request)
    return page


@pytest.fixture(scope="module")
def context(browser: Browser) -> Iterator[BrowserContext]:
    """One context for a module's tests: one HTTP cache, so each test's page fetches only its own files."""
    context = new_context(browser)
    yield context
    context.close()


@pytest.fixture
def page(context: BrowserContext) -> Iterator[Page]:
    """A new page; anything `watch` reports fails the test."""
    problems: list[str] = []
    page = watch(context.new_page(), problems)
    page.set_default_timeout(15_000)
    yield page
    page.close()
    assert not problems, "\n".join(problems[:20])


def switch_language(page: Page, lang: str) -> None:
    page.locator(".md-header__option .md-select").first.hover()
    page.locator(f'a.md-select__link[hreflang="{lang}"]').first.click()


def test_language_switch_en_de_nl_nb(page: Page, small_search_url: str) -> None:
    page.goto(small_search_url)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    for lang in ("de", "nl", "nb"):
        switch_language(page, lang)
        expect(page).to_have_url(small_search_url + LANGUAGES[lang])
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator(".md-header__topic").first).to_contain_text(SITE_NAMES[lang])
        expect(page.locator("article h1").first).to_be_visible()


def test_language_switch_keeps_the_page(page: Page, small_search_url: str) -> None:
    page.goto(small_search_url + "decisions/")
    switch_language(page, "nb")
    expect(page).to_have_url(small_search_url + "nb/decisions/")
    expect(page.locator("html")).to_have_attribute("lang", "nb")


@pytest.mark.parametrize(("start", "lang"), [("de", "en"), ("en", "nl"), ("nb", "de"), ("de", "nb")])
def test_language_switch_keeps_a_notebook_page(page: Page, small_search_url: str, start: str, lang: str) -> None:
    """The notebook pages too (hooks/i18n_links.py): the switch from another language lands on the same notebook."""
    page.goto(small_search_url + LANGUAGES[start] + "notebooks/bye-caps-2026/")
    expect(page.locator("html")).to_have_attribute("lang", start)
    switch_language(page, lang)
    expect(page).to_have_url(small_search_url + LANGUAGES[lang] + "notebooks/bye-caps-2026/")
    expect(page.locator("html")).to_have_attribute("lang", lang)


def too_wide(page: Page) -> list[str]:
    """TOO_WIDE on a page in the front tab, once its CSS transitions have ended (a background tab runs none, and
    the language menu slides in from the right when the theme's styles arrive)."""
    page.bring_to_front()
    return list(page.evaluate(TOO_WIDE))


def site_pages(site: Path) -> list[str]:
    """Every page of every language in the built site, as paths below the base URL."""
    skip = ("assets/", "search/", "404")
    return sorted(
        p.relative_to(site).parent.as_posix() + "/"
        for p in site.rglob("index.html")
        if not p.relative_to(site).as_posix().startswith(skip)
    )


def language_of(path: str) -> str:
    """The language of a page below the base URL (English pages have no prefix)."""
    return next((lang for lang, prefix in LANGUAGES.items() if prefix and path.startswith(prefix)), "en")


def check_pages(context: BrowserContext, urls: list[str], timeout: int = PAGE_TIMEOUT) -> list[str]:
    """Load every page of `urls`, TABS at a time, each until it is loaded and its search ready (SEARCH_READY, or a
    problem after `timeout` ms); what `watch` reports on any of them, and TOO_WIDE on each."""
    problems: list[str] = []
    loading: deque[Page] = deque()

    def settle(page: Page) -> None:
        page.wait_for_load_state("load", timeout=timeout)
        try:
            page.wait_for_function(SEARCH_READY, timeout=timeout)
        except PlaywrightTimeout:
            problems.append(f"{page.url}: the search is not ready after {timeout} ms")
        problems.extend(too_wide(page))

    for url in urls:
        if len(loading) == TABS:
            settle(loading[0])
        page = loading.popleft() if len(loading) == TABS else watch(context.new_page(), problems)
        page.goto(url, wait_until="commit", timeout=PAGE_TIMEOUT)
        loading.append(page)
    for page in loading:
        settle(page)
    return problems


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_no_console_error_and_no_failed_request_on_any_page(
    browser: Browser, base_url: str, small_search_url: str, site: Path, lang: str
) -> None:
    """Every page of every language loads without a console error, an uncaught error, a failed request (no sitemap
    404s) or a request to another host, and its code blocks and tables are readable at 1280 px (TOO_WIDE).

    One test per language, so that both workers of `make test` share the pages (tests/conftest.py, OWN_UNITS).
    Each page is loaded until its search is ready (the `load` event, then SEARCH_READY: nothing of the page is
    still to come), in a window of TABS tabs: the browser renders one page while another's search index is built.
    The language's home page loads, builds and so checks the language's real search index; the other pages get
    a stub of one entry in its place (SmallSearch: building the whole index again on every page was most of this
    test's time; the search tests below search the real index of every language).
    The calculator page is checked the same way in every language by tests/test_browser_calculator.py."""
    every = [path.removeprefix("./") for path in site_pages(site)]
    assert len(every) >= 4 * 20, every
    pages = [path for path in every if language_of(path) == lang]
    assert len(pages) == len(every) // len(LANGUAGES), (lang, pages)  # the same pages in every language
    assert LANGUAGES[lang] + CALCULATOR in pages, pages
    home = LANGUAGES[lang]
    others = [path for path in pages if path not in (home, home + CALCULATOR)]
    context = new_context(browser)
    try:
        problems = check_pages(context, [base_url + home] + [small_search_url + path for path in others])
    finally:
        context.close()
    assert not problems, "\n".join(problems[:20])


# Pages that differ in what is drawn without JavaScript: each language's home page, the calculator's (its form is
# drawn by its script) and a notebook's (its own styles).
WITHOUT_SCRIPTS = [*LANGUAGES.values(), CALCULATOR, "nb/notebooks/bye-caps-2026/"]
# The language menu's links, opened (hovered), each wholly inside the window: [outside ones' text and edges].
MENU_OUTSIDE = """() => Array.from(document.querySelectorAll(".md-header__option .md-select__link"))
  .map((a) => [a.textContent.trim(), a.getBoundingClientRect()])
  .filter(([, box]) => box.left < 0 || box.right > document.documentElement.clientWidth)
  .map(([text, box]) => `${text}: ${Math.round(box.left)}-${Math.round(box.right)} px`)"""


def test_readable_at_1280_px_without_javascript(browser: Browser, small_search_url: str) -> None:
    """With JavaScript off (a reader's choice, or a script that failed) the pages are readable at 1280 px as well:
    TOO_WIDE, and the language menu, opened, lies inside the window. Material hides the search box there, which put
    the menu at the window's edge: the page scrolled sideways by 44 px (the mend is in hooks/calculator/guide.css)."""
    context = browser.new_context(viewport=VIEWPORT, proxy=OFFLINE, java_script_enabled=False)
    problems: list[str] = []
    try:
        page = watch(context.new_page(), problems)
        for path in WITHOUT_SCRIPTS:
            page.goto(small_search_url + path)
            expect(page.locator("html")).to_have_class(re.compile(r"\bno-js\b"))  # no script ran
            problems.extend(too_wide(page))
            page.locator(".md-header__option .md-select").first.hover()
            expect(page.locator(".md-header__option .md-select__inner").first).to_have_css("opacity", "1")
            problems.extend(f"/{path}: the language menu is cut: {text}" for text in page.evaluate(MENU_OUTSIDE))
    finally:
        context.close()
    assert not problems, "\n".join(problems[:20])


def test_the_page_checks_fail_on_a_broken_page(browser: Browser, site: Path, tmp_path: Path) -> None:
    """The checks of the every-page test find what they look for: a copy of a built page with a console error, an
    uncaught error, a missing image, an image from another host and a block wider than the page (a site of its own
    in tmp_path: the copy and links to the built site's assets and search index)."""
    for shared in ("assets", "search"):
        (tmp_path / shared).symlink_to(site / shared)
    (tmp_path / "broken").mkdir()
    html = (site / "tiebreaks" / "index.html").read_text(encoding="utf-8")
    injected = (
        '<script>console.error("injected console error")</script><script>throw new Error("injected throw")</script>'
        '<img src="missing.png"><img src="http://example.invalid/remote.png">'
        '<div style="width: 4000px">wide</div></body>'
    )
    (tmp_path / "broken" / "index.html").write_text(html.replace("</body>", injected, 1), encoding="utf-8")
    shutil.copyfile(site / "tiebreaks" / "index.html", tmp_path / "index.html")  # the same page, unbroken
    with serve(tmp_path) as url:
        context = new_context(browser)
        try:
            problems = check_pages(context, [url, url + "broken/"])
        finally:
            context.close()
    broken = [problem for problem in problems if "/broken/" in problem]
    expected = [
        "console injected console error",
        "JavaScript error injected throw",
        f"404 {url}broken/missing.png",
        "a request to the network (the site must work offline): http://example.invalid/remote.png",
        "/broken/: the page scrolls sideways",
    ]
    assert all(any(text in problem for problem in broken) for text in expected), problems
    assert broken == problems, problems  # nothing on the same page unbroken


def test_the_page_checks_fail_on_a_broken_search_index(browser: Browser, site: Path, tmp_path: Path) -> None:
    """The every-page test loads each language's real index on the language's home page: a broken index (cut in
    half) fails it, an uncaught error and a search that never gets ready (a site of its own in tmp_path)."""
    (tmp_path / "assets").symlink_to(site / "assets")
    (tmp_path / "search").mkdir()
    index = (site / "search" / "search_index.json").read_bytes()
    (tmp_path / "search" / "search_index.json").write_bytes(index[: len(index) // 2])
    shutil.copyfile(site / "index.html", tmp_path / "index.html")
    with serve(tmp_path) as url:
        context = new_context(browser)
        try:
            problems = check_pages(context, [url], timeout=5_000)
        finally:
            context.close()
    assert any(problem.startswith(f"{url}: JavaScript error ") and "JSON" in problem for problem in problems), problems
    assert f"{url}: the search is not ready after 5000 ms" in problems, problems


def search(page: Page, url: str, term: str) -> list[str]:
    page.goto(url)
    page.keyboard.press("s")  # Material's shortcut; the search label is hidden at desktop width
    page.locator("input.md-search__input").press_sequentially(term, delay=20)  # fill() does not trigger search
    results = page.locator(".md-search-result__item > a")
    expect(results.first).to_be_visible(timeout=15_000)
    return [href.split("?")[0] for href in results.evaluate_all("links => links.map(a => a.href)")]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_search_finds_buchholz(page: Page, base_url: str, lang: str) -> None:
    """Searched from the home page, "Buchholz" finds the language's Buchholz page (docs/<lang>/buchholz.md)."""
    hits = search(page, base_url + LANGUAGES[lang], "Buchholz")
    assert base_url + LANGUAGES[lang] + "buchholz/" in hits, hits


@pytest.mark.parametrize(
    ("lang", "term"), [*((lang, "Buchholz") for lang in LANGUAGES), ("nb", "kvalitetspoeng")]
)  # kvalitetspoeng: the Norwegian word for a tie-break (docs/nb/glossary.md), found in the nb index only
def test_search_results_only_in_the_pages_language(page: Page, base_url: str, lang: str, term: str) -> None:
    """Each language searches its own index (hooks/i18n_search.py): every hit is a page of that language."""
    hits = search(page, base_url + LANGUAGES[lang] + "buchholz/", term)
    assert len(hits) >= 2, hits
    others = [base_url + prefix for prefix in LANGUAGES.values() if prefix and prefix != LANGUAGES[lang]]
    assert all(hit.startswith(base_url + LANGUAGES[lang]) and not hit.startswith(tuple(others)) for hit in hits), hits


def test_notebook_page_shows_the_reference_numbers_and_plots(page: Page, small_search_url: str) -> None:
    """A notebook page (German): rendered with its outputs, printed in German; a printed number is recomputed here
    and put into the notebook's own German sentence (its WORDS table), never the English one."""
    import ast

    source = (ROOT / "docs" / "notebooks" / "bye-caps-2026.py").read_text(encoding="utf-8")
    words = next(
        ast.literal_eval(node.value)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Assign) and [getattr(target, "id", None) for target in node.targets] == ["WORDS"]
    )
    t = tr.parse_trf(generate_swiss(150, 9, seed=2026), source="swiss-150x9-seed2026.trf")
    ranks = {
        rules: {row.tpn: row.rank for row in tr.standings(t, ["BH/C1", "BH", "SB"], rules=rules).rows}
        for rules in ("fide-2024", "fide-2026")
    }
    movers = sum(1 for p in t.players if ranks["fide-2024"][p] != ranks["fide-2026"][p])
    german, english = (words[lang]["movers"].format(n=movers, total=150, list="BH/C1 BH SB") for lang in ("de", "en"))
    assert german != english and "players" not in german, german  # the English sentence cannot pass for it
    page.goto(small_search_url + "de/notebooks/bye-caps-2026/")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("article h1").first).to_contain_text("Obergrenzen von 2026")
    expect(page.locator("article")).to_contain_text(german)
    expect(page.locator("article")).not_to_contain_text(english)
    images = page.locator("article .jp-RenderedImage img")
    expect(images.first).to_be_visible()
    assert images.count() >= 2
    widths = images.evaluate_all("imgs => imgs.map(i => i.naturalWidth)")
    assert all(w > 100 for w in widths), widths
