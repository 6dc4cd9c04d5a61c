"""The Python API a user can rely on (issue 15 item 7): every public name on the built API page with its types,
exact values as text and plain numbers, and a user script of public names only that passes mypy --strict."""

from __future__ import annotations

import ast
import contextlib
import html
import importlib
import json
import os
import re
import shutil
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak_ref as tr

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "docs" / "examples"
HEADING = re.compile(r'<h(\d) id="([^"]+)" class="doc doc-heading">(.*?)</h\1>', re.S)

USER_SCRIPT = '''\
"""A user's script: public names of tiebreak_ref only."""
from fractions import Fraction
from pathlib import Path
import sys

import tiebreak_ref as tr


def table(path: Path) -> list[str]:
    t: tr.Tournament = tr.read_trf(path)
    try:
        result: tr.Standings = tr.standings(t, "DE SB", options=tr.Options(aob_rounding="exact"))
    except tr.CodeError as exc:
        return [str(exc)]
    lines = []
    for row in result.rows:
        line: tr.StandingRow = row
        sb: tr.Value = line.values["SB"]
        lines.append(f"{line.rank} {line.name} {tr.format_value(line.points)} {tr.format_value(sb)}")
    explanation: tr.Explanation = tr.explain(t, result.rows[0].tpn, "SB")
    first: tr.Row = explanation.rows[0]
    contribution: Fraction | int | None = first.contribution
    lines.append(f"{explanation.code} {explanation.article} {tr.format_value(contribution)}")
    document: dict[str, object] = result.to_dict(exact_text=True)
    lines.append(str(document["tiebreaks"]))
    values: dict[int, tr.Value] = tr.tiebreak_values(t, tr.parse_code("BH"))
    lines.append(" ".join(tr.format_value(values[p]) for p in sorted(values)))
    codes: list[tr.TieBreak] = tr.parse_list("BH/C1 WIN")
    lines.append(" ".join(c.code for c in codes))
    try:
        tr.explain(t, 99, "BH")
    except tr.ArgumentError as exc:
        lines.append(type(exc).__name__)
    notices: tuple[tr.Notice, ...] | list[tr.Notice] = t.notices
    lines.append(str(len(notices)))
    return lines


if __name__ == "__main__":
    print("\\n".join(table(Path(sys.argv[1]))))
'''


def test_every_public_name_is_on_the_api_page_with_its_types(site: Path) -> None:
    """The built page of each language heads an entry `tiebreak_ref.NAME` for every name of __all__; standings,
    the central function, with its typed signature, its return type and its Raises."""
    for lang in ("", "nl/", "de/", "nb/"):
        page = (site / lang / "api" / "index.html").read_text(encoding="utf-8")
        headings = {
            html.unescape(re.sub(r"<[^>]+>|¶", "", text)).split()[0]: ident
            for _, ident, text in HEADING.findall(page)
            if re.sub(r"<[^>]+>", "", text).strip()
        }
        missing = [name for name in tr.__all__ if f"tiebreak_ref.{name}" not in headings]
        assert missing == [], f"{lang or 'en/'}api: no entry for {missing}"
        assert headings["tiebreak_ref.standings"] == "tiebreak_ref.ranking.standings.standings"  # the function
        start = page.index('id="tiebreak_ref.ranking.standings.standings"')
        end = page.index('id="tiebreak_ref.ranking.standings.Standings"')
        entry = html.unescape(re.sub(r"<[^>]+>", "", page[start:end]))
        for shown in (
            "t: Tournament",
            "tiebreaks: Sequence[str] | str | None = None",
            "-> Standings",
            "Raises:",
            "CodeError",
            "ArgumentError",
        ):
            assert shown in entry, f"{lang or 'en/'}api: the entry of standings lacks {shown!r}"
        rows = page[page.index('id="tiebreak_ref.ranking.standings.StandingRow"') :]
        assert "points: Fraction | int" in html.unescape(re.sub(r"<[^>]+>", "", rows))  # dataclass fields with types


def test_the_user_script_uses_only_public_names(tmp_path: Path) -> None:
    used = {
        node.attr
        for node in ast.walk(ast.parse(USER_SCRIPT))
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "tr"
    }
    assert used and used <= set(tr.__all__), sorted(used - set(tr.__all__))


def copied(source: str, target: str) -> None:
    """shutil.copy2, or nothing for a file mypy removed meanwhile (it replaces its cache files as it writes them)."""
    with contextlib.suppress(FileNotFoundError):
        shutil.copy2(source, target)


def test_mypy_strict_passes_on_a_user_script(tmp_path: Path) -> None:
    script = tmp_path / "user_script.py"
    script.write_text(USER_SCRIPT, encoding="utf-8")
    env = {**os.environ, "MYPYPATH": str(ROOT)}
    # A copy of the cache `make typecheck` fills for tiebreak_ref (MYPY_CACHE_DIR, exported by the Makefile; else
    # mypy's default .mypy_cache): 0.5 s instead of 3.5 s of CPU (mypy checks each module again whose source changed,
    # so a stale cache cannot pass the script). The copy is written, the cache is only read; a copy taken while
    # `make typecheck` writes it (make -j) may miss files, which mypy then checks again.
    cache = tmp_path / "mypy_cache"
    filled = Path(os.environ.get("MYPY_CACHE_DIR") or ROOT / ".mypy_cache")
    if filled.is_dir():
        shutil.copytree(filled, cache, dirs_exist_ok=True, ignore_dangling_symlinks=True, copy_function=copied)
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(cache), str(script)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    ran = subprocess.run(
        [sys.executable, str(script), str(EXAMPLES / "quickstart.trf")],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
    )
    # quickstart.trf (docs/examples/quickstart.md): Bruno first on DE, SB 3; David's SB 1.5
    assert ran.stdout.splitlines()[:4] == ["1 Bruno 2 3", "2 Anna 2 2", "3 David 1.5 1.5", "4 Cleo 0.5 1"]
    assert "ArgumentError" in ran.stdout


def test_format_value_is_exact_text() -> None:
    """Exact decimals (never 9.7499999), n/d without a finite decimal, '-' (or what is asked) for undefined."""
    assert [tr.format_value(v) for v in (Fraction(39, 4), 2076, Fraction(-1, 2), Fraction(17, 2))] == [
        "9.75",
        "2076",
        "-0.5",
        "8.5",
    ]
    assert tr.format_value(Fraction(10, 3)) == "10/3" and Fraction(tr.format_value(Fraction(10, 3))) == Fraction(10, 3)
    assert tr.format_value(None) == "-" and tr.format_value(None, undefined="") == ""


def test_to_dict_gives_plain_numbers_or_exact_text() -> None:
    """quickstart.trf by DE SB: David 1.5 points, SB 1.5 (docs/examples/quickstart.md)."""
    result = tr.standings(tr.read_trf(EXAMPLES / "quickstart.trf"), "DE SB")
    plain, text = result.to_dict(), result.to_dict(exact_text=True)
    assert plain == result.as_json() and json.loads(json.dumps(plain)) == plain
    assert plain["standings"][2]["points"] == 1.5 and type(plain["standings"][2]["values"]["DE"]) is int
    assert text["standings"][2]["points"] == "1.5" and text["standings"][2]["values"] == {"DE": "0", "SB": "1.5"}


def test_standings_is_the_function_and_its_module_is_internal() -> None:
    """`tiebreak_ref.standings` is the function; it is defined in the internal module tiebreak_ref.ranking.standings
    (issue 12 moved it there from tiebreak_ref/standings.py: CHANGELOG.md, "Unreleased")."""
    import tiebreak_ref.ranking.standings as module

    assert callable(tr.standings) and module.standings is tr.standings and module.Standings is tr.Standings
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("tiebreak_ref.standings")


@pytest.mark.parametrize(
    "name", ["Row", "StandingRow", "Standings", "Explanation", "TeamStandings", "Team", "TeamRound", "format_value"]
)
def test_result_types_are_exported(name: str) -> None:
    assert name in tr.__all__ and getattr(tr, name) is not None
