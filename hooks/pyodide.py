"""The calculator page: Pyodide and the reference's own wheel, bundled into the built site.

The page docs/<lang>/calculator.md runs tiebreak_ref in the reader's browser (hooks/calculator/calculator.js,
an ES module listed in mkdocs.yml's extra_javascript). Nothing is fetched from a CDN at run time; this hook
puts everything the page needs into the site:

* **Pyodide** from the npm package pinned in package.json / package-lock.json. ``on_pre_build`` runs
  ``npm ci`` when node_modules/pyodide is missing or is not the locked version (about a second with the
  npm registry reachable); afterwards a build only copies the five files Pyodide needs into
  ``assets/pyodide/`` (pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip and
  pyodide-lock.json, without which ``loadPyodide`` fails). node_modules/ is ignored by git.
* **Our wheel**, a pure ``py3-none-any`` wheel written from the working tree (tiebreak_ref/, the files
  pyproject.toml's package-data names) at every build, in a few milliseconds: the page always runs the
  reference of the same commit as the prose around it. It is written under a folder named by its content
  hash, so a browser never keeps an old reference from its cache.
* **calculator.js, calculator.css** (hooks/calculator/) and ``assets/calculator/manifest.json``, which tells
  the page where the wheel is and how large the download is. mkdocs.yml lists the script and its style sheet for
  every page; ``on_post_page`` keeps them on the calculator's pages only (the script does nothing elsewhere and
  every rule of the style sheet is under ``#tb-calculator``): a browser loading any other page of the guide parses
  40 kB of script less (0.07 CPU-s of Chromium's per page, measured in the every-page test).

* **The download table** of the page (docs/<lang>/calculator.md, "What the page downloads"): ``on_page_markdown``
  fills in its figures from the same files at every build (DOWNLOAD_ROWS: each file's bytes and its gzip size), so
  they are never those of an older Pyodide or wheel (tests/test_docs_pages.py reads them back from the built pages).

Pyodide 314.0.7 runs Python 3.14; the reference needs the standard library only (tests/test_calculator.py
loads the same wheel in Node when ``node`` is present, without a browser).
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import logging
import re
import shutil
import subprocess
import tomllib
import zipfile
import zlib
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "tiebreak_ref"
NODE_PYODIDE = ROOT / "node_modules" / "pyodide"
WEB = Path(__file__).resolve().parent / "calculator"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
PYODIDE_DIR = "assets/pyodide"
CALCULATOR_DIR = "assets/calculator"
CALCULATOR_ROOT = '<div id="tb-calculator"'  # docs/<lang>/calculator.md: where the calculator draws itself
# The calculator's own tags as Material writes mkdocs.yml's extra_javascript and extra_css, after the relative path
# to the site's root (a regular expression would scan each of the notebook pages' 900 kB: 1 CPU-s a build).
CALCULATOR_TAGS = (
    ('<script src="', 'assets/calculator/calculator.js" type="module"></script>'),
    ('<link rel="stylesheet" href="', 'assets/calculator/calculator.css">'),
)
# The rows of the page's download table (docs/<lang>/calculator.md, #first-load): a row's placeholders
# {{ size_ROW }} and {{ gzip_ROW }} become the sum of its files' sizes, {{ size_total }} and {{ gzip_total }} that of
# every file; "wheel" is the reference's wheel, whose name the page writes as {{ wheel_name }}.
DOWNLOAD_ROWS = {
    "interpreter": ("pyodide.asm.wasm",),
    "stdlib": ("python_stdlib.zip",),
    "loader": ("pyodide.asm.mjs", "pyodide.mjs", "pyodide-lock.json"),
    "wheel": ("wheel",),
}
DOWNLOAD_PLACEHOLDER = re.compile(r"\{\{ (size|gzip)_(\w+) \}\}")
DECIMAL_COMMA = ("nl", "de", "nb")  # the languages of the guide that write 13,8 for 13.8
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # reproducible wheel: the same tree gives the same bytes

log = logging.getLogger("mkdocs.hooks.pyodide")
_downloads: dict[str, bytes] = {}  # the files of the first visit as this build writes them (on_files)
_gzip_sizes: dict[str, int] = {}  # their gzip sizes, counted on the first page that asks (gzip_size)


def locked_version() -> str:
    """The pyodide version package-lock.json pins."""
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    return str(lock["packages"]["node_modules/pyodide"]["version"])


def installed_version() -> str | None:
    try:
        return str(json.loads((NODE_PYODIDE / "package.json").read_text(encoding="utf-8"))["version"])
    except (OSError, ValueError, KeyError):
        return None


def ensure_pyodide() -> None:
    """npm ci when node_modules/pyodide is missing or not the locked version."""
    wanted = locked_version()
    if installed_version() == wanted and all((NODE_PYODIDE / name).is_file() for name in PYODIDE_FILES):
        return
    npm = shutil.which("npm")
    if npm is None:
        raise PluginError(
            f"the calculator page needs pyodide {wanted} from npm: install Node.js and npm "
            "(Node 20), or run `npm ci` in the repository once"
        )
    log.info("installing pyodide %s with npm ci (package-lock.json)", wanted)
    done = subprocess.run(
        [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0 or installed_version() != wanted:
        raise PluginError(f"npm ci failed (pyodide {wanted} for the calculator page):\n{done.stdout}{done.stderr}")


def project() -> dict[str, Any]:
    data: dict[str, Any] = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return data


def package_version() -> str:
    """tiebreak_ref.__version__, the one place of the version (pyproject.toml reads it as a dynamic version)."""
    found = re.search(r'^__version__ = "([^"]+)"', (REFERENCE / "__init__.py").read_text(encoding="utf-8"), re.M)
    assert found, "tiebreak_ref/__init__.py has no __version__"
    return found.group(1)


def _wheel_files() -> list[tuple[str, bytes]]:
    """tiebreak_ref/**/*.py, py.typed and data/*.json (pyproject.toml package-data), sorted."""
    files = []
    for path in sorted(REFERENCE.rglob("*")):
        rel = path.relative_to(REFERENCE)
        if not path.is_file() or "__pycache__" in rel.parts:
            continue
        if path.suffix == ".py" or rel.as_posix() == "py.typed" or (rel.parts[0] == "data" and path.suffix == ".json"):
            files.append((f"tiebreak_ref/{rel.as_posix()}", path.read_bytes()))
    return files


def build_wheel() -> tuple[str, bytes]:
    """A pure-Python wheel of the working tree: (file name, bytes)."""
    meta = project()
    name, version = "tiebreak_ref", package_version()
    dist_info = f"{name}-{version}.dist-info"
    files = _wheel_files()
    files.append(
        (
            f"{dist_info}/METADATA",
            (
                f"Metadata-Version: 2.1\nName: {meta['name']}\nVersion: {version}\nSummary: {meta['description']}\n"
                f"Requires-Python: {meta['requires-python']}\nLicense: MIT\n"
            ).encode(),
        )
    )
    files.append(
        (
            f"{dist_info}/WHEEL",
            b"Wheel-Version: 1.0\nGenerator: tiebreak-ref hooks/pyodide.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        )
    )
    files.append((f"{dist_info}/top_level.txt", b"tiebreak_ref\n"))
    record = []
    for arcname, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arcname},sha256={digest},{len(data)}")
    record.append(f"{dist_info}/RECORD,,")
    files.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode()))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as wheel:
        for arcname, data in files:
            info = zipfile.ZipInfo(arcname, FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            wheel.writestr(info, data)
    return f"{name}-{version}-py3-none-any.whl", buffer.getvalue()


def on_pre_build(config: Any) -> None:
    ensure_pyodide()


def _static(config: Any, dest: str, source: Path) -> File:
    return File.generated(config, dest, abs_src_path=str(source))


@event_priority(-300)  # after static-i18n (-100) and i18n_jupyter (-200) have rebuilt the file list
def on_files(files: Files, config: Any) -> Files:
    for name in PYODIDE_FILES:
        files.append(_static(config, f"{PYODIDE_DIR}/{name}", NODE_PYODIDE / name))
    for source in sorted(WEB.iterdir()):
        if source.suffix in (".js", ".css"):
            files.append(_static(config, f"{CALCULATOR_DIR}/{source.name}", source))
    wheel_name, wheel = build_wheel()
    folder = hashlib.sha256(wheel).hexdigest()[:12]
    files.append(File.generated(config, f"{CALCULATOR_DIR}/{folder}/{wheel_name}", content=wheel))
    sizes = {name: (NODE_PYODIDE / name).stat().st_size for name in PYODIDE_FILES}
    manifest = {
        "pyodide": installed_version(),
        "pyodide_dir": "../pyodide/",
        "wheel": f"{folder}/{wheel_name}",
        "bytes": {**sizes, wheel_name: len(wheel)},
        "total_bytes": sum(sizes.values()) + len(wheel),
    }
    files.append(
        File.generated(config, f"{CALCULATOR_DIR}/manifest.json", content=json.dumps(manifest, indent=1) + "\n")
    )
    _downloads.clear()
    _gzip_sizes.clear()
    _downloads.update({name: (NODE_PYODIDE / name).read_bytes() for name in PYODIDE_FILES}, wheel=wheel)
    _downloads["wheel_name"] = wheel_name.encode()
    return files


def gzip_size(name: str) -> int:
    """The bytes of a file of the download compressed as gzip does by default (level 6, a header without name or
    time): what a server that compresses sends. Once per file and build, not per language (Pyodide's files take 0.5
    CPU-s, measured with time.process_time)."""
    if name not in _gzip_sizes:
        packer = zlib.compressobj(6, zlib.DEFLATED, 31)
        _gzip_sizes[name] = len(packer.compress(_downloads[name])) + len(packer.flush())
    return _gzip_sizes[name]


def megabytes(count: int, lang: str) -> str:
    """Millions of bytes to one decimal, half up, with the language's decimal mark: 13786312 -> 13.8 MB."""
    tenths = (count + 50_000) // 100_000
    return f"{tenths // 10}{',' if lang in DECIMAL_COMMA else '.'}{tenths % 10} MB"


def download_figures(markdown: str, where: str, lang: str) -> str:
    """The download table's placeholders (DOWNLOAD_ROWS) filled in; a row or file that is not there fails the build,
    and so does a file of the download that no row counts."""
    counted = sorted(name for names in DOWNLOAD_ROWS.values() for name in names)
    if counted != sorted({*PYODIDE_FILES, "wheel"}) or not _downloads:
        raise PluginError(f"{where}: DOWNLOAD_ROWS counts {counted}; the page downloads {[*PYODIDE_FILES, 'wheel']}")

    def figure(found: re.Match[str]) -> str:
        kind, row = found.groups()
        if row != "total" and row not in DOWNLOAD_ROWS:
            raise PluginError(f"{where}: found {found.group(0)}; expected a row of {sorted(DOWNLOAD_ROWS)} or total")
        names = counted if row == "total" else DOWNLOAD_ROWS[row]
        sizes = [len(_downloads[name]) if kind == "size" else gzip_size(name) for name in names]
        return megabytes(sum(sizes), lang)

    markdown = markdown.replace("{{ wheel_name }}", _downloads["wheel_name"].decode())
    return DOWNLOAD_PLACEHOLDER.sub(figure, markdown)


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    """The calculator page's download figures (download_figures) in the page's language."""
    if "{{ size_" not in markdown and "{{ gzip_" not in markdown:
        return markdown
    lang = page.file.src_uri.split("/", 1)[0]
    return download_figures(markdown, page.file.src_uri, lang)


def without_calculator(html: str, where: str) -> str:
    """A page without the calculator's script and style sheet (CALCULATOR_TAGS); each must be there once (mkdocs.yml
    lists them for every page), else the build fails: a changed tag would silently stay on every page."""
    for start, end in CALCULATOR_TAGS:
        found = html.count(end)
        stop = html.find(end) + len(end)
        begin = html.rfind(start, 0, stop)
        if found != 1 or begin < 0 or "<" in html[begin + 1 : stop - len(end)]:
            raise PluginError(f"{where}: found the calculator's tag ...{end} {found} times; expected it once")
        line = html.rfind("\n", 0, begin) + 1  # the tag's line, indentation and line end included
        if html[line:begin].strip() == "" and html[stop : stop + 1] == "\n":
            begin, stop = line, stop + 1
        html = html[:begin] + html[stop:]
    return html


def on_post_page(output: str, page: Any, config: Any) -> str:
    return output if CALCULATOR_ROOT in output else without_calculator(output, page.file.src_uri)


def on_post_template(output: str, template_name: str, config: Any) -> str:
    return without_calculator(output, template_name) if template_name == "404.html" else output
