"""What the built guide's pages show, read from their HTML (the ``site`` fixture of tests/conftest.py): the checks
that need no script, so no browser (tests/test_browser.py loads every page in one for what does: console errors,
failed requests, layout, the search, the language switch)."""

from __future__ import annotations

import functools
import gzip
import importlib.util
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import ClassVar

import pytest

import tiebreak_ref as tr

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = {"en": "", "de": "de/", "nl": "nl/", "nb": "nb/"}


class CodeText(HTMLParser):
    """The text of the code blocks of a page's article (``article .highlight, article pre``, as the browser test read
    them), block by block."""

    VOID: ClassVar[set[str]] = {
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "source",
        "track",
        "wbr",
    }

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, bool]] = []  # (tag, starts a block) of each open element
        self.article = 0
        self.blocks: list[list[str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        classes = (dict(attrs).get("class") or "").split()
        block = self.article > 0 and (tag == "pre" or "highlight" in classes)
        self.article += tag == "article"
        if block:
            self.blocks.append([])
        self.open.append((tag, block))

    def handle_endtag(self, tag: str) -> None:
        while self.open:
            name, _ = self.open.pop()
            self.article -= name == "article"
            if name == tag:
                break

    def handle_data(self, data: str) -> None:
        inside = sum(block for _, block in self.open)  # a pre inside a .highlight: the text of both, as before
        for block in self.blocks[len(self.blocks) - inside :] if inside else ():
            block.append(data)


def code_text(html: str) -> str:
    """The text of every code block of the article, with runs of spaces collapsed."""
    parser = CodeText()
    parser.feed(html)
    parser.close()
    blocks = ["".join(block) for block in parser.blocks]
    return "\n".join(re.sub(r"[ \t]+", " ", line).strip() for block in blocks for line in block.splitlines())


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_quickstart_numbers_match_the_reference(site: Path, lang: str) -> None:
    """The home page shows the quickstart's standings (API and command line): recompute them here."""
    t = tr.read_trf(ROOT / "docs" / "examples" / "quickstart.trf")
    result = tr.standings(t, ["DE", "SB", "WIN"])

    def text(value: tr.Value) -> str:  # as the example prints it: the exact decimal, in the page's language
        return str(tr.translate(tr.format_value(value), lang))

    api_lines = [
        f"{row.rank} {row.name} {text(row.points)} "
        + " ".join(f"{code} {text(value)}" for code, value in row.values.items())
        for row in result.rows
    ]
    # the table in the page's language (the nl, de and nb home pages show `standings --lang`, issue 14)
    table = result.table(lang=lang).splitlines()[1:]
    table_lines = [re.sub(r"\s+", " ", line).strip() for line in table if line.strip()]
    shown = code_text((site / LANGUAGES[lang] / "index.html").read_text(encoding="utf-8"))
    for line in api_lines + table_lines:
        assert line in shown, f"{lang}: {line!r} not on the page"
    # by hand from quickstart.trf: Anna and Bruno 2 points each, Bruno beat Anna in round 2 (DE); David 1.5, Cleo 0.5
    assert [row.name for row in result.rows] == ["Bruno", "Anna", "David", "Cleo"]


@functools.cache
def gzip_bytes(path: Path) -> int:
    """The size of a file compressed as gzip does by default (level 6, no name or time in the header); once per run
    for each file, whichever language asks first."""
    return len(gzip.compress(path.read_bytes(), compresslevel=6, mtime=0))


def megabytes(count: int, lang: str) -> str:
    """A size as the page writes it: millions of bytes to one decimal (half up), the language's decimal mark."""
    tenths = (count + 50_000) // 100_000
    return f"{tr.translate(f'{tenths // 10}.{tenths % 10}', lang)} MB"


def download_table(html: str) -> list[tuple[list[str], str, str]]:
    """The rows of the table of the section "What the page downloads" (#first-load): the file names of the first
    cell (its code spans; none in the total's row), the size and the gzip size as shown, tags removed."""
    section = html[html.index('<h2 id="first-load"') :]
    table = section[section.index("<tbody>") : section.index("</table>")]
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", table, re.S):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
        assert len(cells) == 3, row
        names = re.findall(r"<code>([^<]+)</code>", cells[0])
        rows.append((names, *(re.sub(r"<[^>]+>", "", cell).strip() for cell in cells[1:])))
    return rows


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_calculators_download_table_is_the_builds(site: Path, lang: str) -> None:
    """The calculator page's table of what its first visit downloads (docs/<lang>/calculator.md, #first-load) gives
    the sizes of the built site's files: each row the sum of the files its first cell names, in bytes (`ls -l`) and
    gzipped (`gzip -6 -n`), and the total every file of the manifest (hooks/pyodide.py) once; in MB of a million
    bytes with the page's decimal mark. The manifest's sizes are the files' own."""
    manifest = json.loads((site / "assets" / "calculator" / "manifest.json").read_text(encoding="utf-8"))
    wheel = Path(manifest["wheel"]).name
    where = {name: site / "assets" / "pyodide" / name for name in manifest["bytes"] if name != wheel}
    where[wheel] = site / "assets" / "calculator" / manifest["wheel"]
    assert {name: path.stat().st_size for name, path in where.items()} == manifest["bytes"]
    rows = download_table((site / LANGUAGES[lang] / "calculator" / "index.html").read_text(encoding="utf-8"))
    named = [name for names, _, _ in rows for name in names]
    assert sorted(named) == sorted(where), f"{lang}: the table names {named}; the build downloads {sorted(where)}"
    for names, size, packed in rows:
        files = [where[name] for name in names] or list(where.values())  # no name: the total
        expected = (
            megabytes(sum(path.stat().st_size for path in files), lang),
            megabytes(sum(gzip_bytes(path) for path in files), lang),
        )
        assert (size, packed) == expected, f"{lang}: {names or 'total'}"


def test_a_download_figure_of_no_row_fails_the_build() -> None:
    """hooks/pyodide.py fills in the rows it knows (DOWNLOAD_ROWS) and fails the build on any other placeholder, so
    a misspelt row cannot reach the page as text; the figures are the files' (here: made-up files of 1,250,000 and
    50,000 bytes of zeros)."""
    from mkdocs.exceptions import PluginError

    spec = importlib.util.spec_from_file_location("pyodide_hook_under_test", ROOT / "hooks" / "pyodide.py")
    assert spec and spec.loader
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)
    hook._downloads.update({name: b"" for name in hook.PYODIDE_FILES}, wheel=bytes(50_000), wheel_name=b"x.whl")
    hook._downloads["pyodide.asm.wasm"] = bytes(1_250_000)
    # 1,250,000 bytes: 1.25 MB, half up to 1.3 (the decimal comma in German); 1,300,000 in all
    assert hook.download_figures("{{ size_interpreter }} {{ size_total }}", "de/calculator.md", "de") == "1,3 MB 1,3 MB"
    assert hook.download_figures("`{{ wheel_name }}` {{ size_wheel }}", "calculator.md", "en") == "`x.whl` 0.1 MB"
    with pytest.raises(PluginError, match=re.escape("found {{ size_interpreters }}; expected a row of")):
        hook.download_figures("{{ size_interpreters }}", "calculator.md", "en")
