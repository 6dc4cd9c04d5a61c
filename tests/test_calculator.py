"""tiebreak_ref.web.calculator: one player's rounds as a tournament, compared orders, the page's JSON bridge.

The expected numbers are the guide's worked example (spec Example A, docs/examples/buchholz.trf): the
one-player tournament must give every Buchholz and Sonneborn-Berger variant exactly as the full file does.
"""

from __future__ import annotations

import base64
import csv
import dataclasses
import gc
import io
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tiebreak_ref as tr
from tiebreak_ref.web.calculator import (
    EDITIONS,
    ROUND_KINDS,
    SCORING_SYSTEMS,
    VARIANTS,
    RoundEntry,
    compare,
    handle,
    one_player,
    parse_score,
    variants_side_by_side,
)

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "examples" / "buchholz.trf"
CODE_OF = {code: kind for kind, (code, _) in ROUND_KINDS.items()}


def rounds_of(t: tr.Tournament, tpn: int) -> list[RoundEntry]:
    """A player of a file as one-player rows: each opponent's adjusted score (16.3), as the form asks for it."""
    adjusted = tr.adjusted_scores(t, rules="fide-2026")
    entries = []
    for rec in t.players[tpn].rounds:
        kind = (
            CODE_OF.get(rec.code, "zpb")
            if rec.opponent is not None
            else {"U": "pab", "F": "fpb", "H": "hpb", "+": "fpb"}.get(rec.code, "zpb")
        )
        score = Fraction(adjusted[rec.opponent]) if rec.opponent is not None else None
        entries.append(RoundEntry(kind, score))
    return entries


@pytest.mark.parametrize("tpn", range(1, 9))
def test_every_player_of_example_a_is_reproduced(tpn: int) -> None:
    t = tr.read_trf(EXAMPLE)
    calc = one_player(rounds_of(t, tpn))
    for rules in EDITIONS:
        expected = {code: tr.tiebreak_values(t, code, rules=rules)[tpn] for code in VARIANTS}
        assert calc.values(VARIANTS, rules) == expected, (tpn, rules)


def test_echo_side_by_side() -> None:
    echo = [
        RoundEntry("loss", Fraction(7, 2)),
        RoundEntry("forfeit-win", Fraction(3, 2)),
        RoundEntry("draw", Fraction(5, 2)),
        RoundEntry("loss", Fraction(4)),
        RoundEntry("hpb"),
    ]
    values = variants_side_by_side(echo)
    assert values["BH"] == {"fide-2024": 14, "fide-2026": Fraction(27, 2)}
    assert values["SB/C1"] == {"fide-2024": Fraction(13, 4), "fide-2026": Fraction(9, 4)}
    e = one_player(echo).explain("BH/C1", rules="fide-2026")
    assert e.value == Fraction(23, 2)
    assert [row.opponent for row in e.rows] == [1, 2, 3, 4, None]  # the opponent of round r has start rank r


def test_opponents_score_exactly_what_was_typed() -> None:
    rows = [
        RoundEntry("win", Fraction(0)),
        RoundEntry("loss", Fraction(3)),
        RoundEntry("draw", Fraction(3, 2)),
        RoundEntry("forfeit-loss", Fraction(1)),
        RoundEntry("pab"),
        RoundEntry("zpb"),
    ]
    calc = one_player(rows)
    adjusted = tr.adjusted_scores(calc.tournament)
    assert [adjusted[r] for r in (1, 2, 3, 4)] == [0, 3, Fraction(3, 2), 1]
    assert tr.standings(calc.tournament, ["BH"]).rows  # a consistent tournament the whole API accepts


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(sorted(ROUND_KINDS)), min_size=1, max_size=9), st.data())
def test_any_valid_rows_give_the_same_values_as_a_trf_round_trip(kinds: list[str], data: st.DataObject) -> None:
    """Written to TRF and read back, the built tournament gives the same values: it is a real, consistent event."""
    n = len(kinds)
    rows = []
    for kind in kinds:
        _, theirs = ROUND_KINDS[kind]
        if theirs is None:
            rows.append(RoundEntry(kind))
            continue
        low = {"0": 0, "=": 1, "1": 2, "-": 0, "+": 2}[theirs]
        rows.append(RoundEntry(kind, Fraction(data.draw(st.integers(low, low + 2 * (n - 1))), 2)))
    calc = one_player(rows)
    again = tr.parse_trf(tr.write_trf(calc.tournament), source="again.trf")
    for rules in EDITIONS:
        assert calc.values(VARIANTS, rules) == {
            code: tr.tiebreak_values(again, code, rules=rules)[calc.tpn] for code in VARIANTS
        }


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ([], "rounds:1:1: found no rounds; expected at least one"),
        ([RoundEntry("bye")], "rounds:1:1: found kind of round 'bye'; expected one of win, draw"),
        (
            [RoundEntry("win", Fraction(1)), RoundEntry("draw")],
            "rounds:2:2: found no score for the opponent of round 2",
        ),
        (
            [RoundEntry("win", Fraction(3))],
            "rounds:1:2: found 3 for the opponent of round 1; expected 0 against the player plus what 0 other "
            "game(s) give at 1 a win, 0.5 a draw, 0 a loss: 0",
        ),
        ([RoundEntry("loss", Fraction(1, 3)), RoundEntry("pab")], "rounds:1:2: found 1/3"),
        (  # by hand: 0 against the player, then 0, ½ or 1 in each of the 2 other rounds: 0 to 2
            [RoundEntry("win", Fraction(3)), RoundEntry("draw", Fraction(1)), RoundEntry("loss", Fraction(1))],
            "rounds:1:2: found 3 for the opponent of round 1; expected 0 against the player plus what 2 other "
            "game(s) give at 1 a win, 0.5 a draw, 0 a loss: 0 to 2 in steps of 0.5",
        ),
    ],
)
def test_bad_rows_are_located(rows: list[RoundEntry], message: str) -> None:
    with pytest.raises(tr.InputError) as caught:
        one_player(rows)
    assert str(caught.value).startswith(message), str(caught.value)


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        ("2.5", Fraction(5, 2)),
        ("2,5", Fraction(5, 2)),
        ("2½", Fraction(5, 2)),
        ("½", Fraction(1, 2)),
        (" 4 ", Fraction(4)),
    ],
)
def test_scores_as_typed(raw: str, value: Fraction) -> None:
    assert parse_score(raw) == value


def test_compare_marks_the_players_who_move() -> None:
    t = tr.read_trf(ROOT / "docs" / "examples" / "quickstart.trf")
    result = compare(t, [["DE", "SB", "WIN"], "WIN DE SB"])
    assert result.ranks == {2: [1, 2], 1: [2, 1], 4: [3, 3], 3: [4, 4]}
    assert result.moved == [2, 1]
    document = result.as_json()
    assert document["lists"] == [["DE", "SB", "WIN"], ["WIN", "DE", "SB"]]
    assert [row["moved"] for row in document["standings"]] == [True, True, False, False]
    with pytest.raises(tr.CodeError):
        compare(t, [["DE"], ["NOPE"]])


def ask(**request: object) -> dict[str, object]:
    answer: dict[str, object] = json.loads(handle(json.dumps(request)))
    return answer


def test_bridge_gives_the_command_line_messages() -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    broken = text.replace("001    5", "001    x")
    assert ask(action="info", text=broken, source="b.trf") == {
        "error": "tiebreak-ref: b.trf:10:5: found 'x' as the start rank; expected a number in columns 5-8"
    }
    answer = ask(action="standings", text=text, source="b.trf", tiebreaks=["BH/C1", "FOO"], rules="auto")
    assert str(answer["error"]).startswith("tiebreak-ref: tie-break list:1:7: found unknown tie-break code 'FOO'")
    assert "error" in ask(action="nothing")


def test_bridge_standings_explain_and_bytes() -> None:
    data = base64.b64encode(EXAMPLE.read_bytes()).decode()
    info = ask(action="info", data_b64=data, source="b.trf")
    assert info["players"] == 8 and info["default_list"] == ["BH/C1", "BH", "SB", "DE"]
    result = ask(action="standings", data_b64=data, source="b.trf", tiebreaks=["BH/C1", "BH"], rules="fide-2024")
    assert result["rules"] == "fide-2024"
    rows = result["rows"]
    assert isinstance(rows, list) and rows[0]["name"] == "Bravo"
    e = ask(
        action="explain", data_b64=data, source="b.trf", tiebreaks=["BH/C1", "BH"], tpn=5, code="BH", rules="fide-2024"
    )
    assert e["title"] == "BH of 5 Echo = 14  (C.07 8.1, fide-2024)"
    player = ask(
        action="one_player",
        rounds=[["loss", "3.5"], ["forfeit-win", "1,5"], ["draw", "2½"], ["loss", "4"], ["hpb", ""]],
    )
    assert player["score"] == "2"
    assert player["values"]["BH"] == {"fide-2024": "14", "fide-2026": "13.5"}  # type: ignore[index]


NODE_SCRIPT = """
const {loadPyodide} = require(process.argv[2] + "/pyodide.js");
(async () => {
  const py = await loadPyodide({indexURL: process.argv[2] + "/"});
  await py.loadPackage(process.argv[3], {messageCallback: () => {}});
  const handle = py.pyimport("tiebreak_ref.web.calculator").handle;
  const version = py.runPython("import sys; sys.version.split()[0]");
  console.log(JSON.stringify({python: version, answer: JSON.parse(handle(process.argv[4]))}));
})().catch((error) => { console.error(error); process.exit(1); });
"""


def test_the_wheel_runs_on_pyodide_in_node(tmp_path: Path, site: Path) -> None:
    """The wheel the docs build publishes, on the pinned Pyodide (Python 3.14), without a browser. It takes the built
    guide (`site`, so it runs in pytest-site): the docs build's hook installs node_modules/pyodide (npm ci), and a
    run beside the build found none and skipped. Under CI a missing node or Pyodide is a failure, not a skip."""
    import importlib.util
    import os
    import shutil
    import subprocess

    node, pyodide = shutil.which("node"), ROOT / "node_modules" / "pyodide"
    if node is None or not (pyodide / "pyodide.js").is_file():
        missing = "node or node_modules/pyodide missing (`make docs` runs npm ci)"
        if os.environ.get("CI"):
            pytest.fail(f"{missing}; CI must run this test", pytrace=False)
        pytest.skip(missing)
    spec = importlib.util.spec_from_file_location("docs_hook_pyodide", ROOT / "hooks" / "pyodide.py")
    assert spec is not None and spec.loader is not None
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)
    name, data = hook.build_wheel()
    wheel = tmp_path / name
    wheel.write_bytes(data)
    script = tmp_path / "run.cjs"
    script.write_text(NODE_SCRIPT, encoding="utf-8")
    request = json.dumps(
        {
            "action": "one_player",
            "rounds": [["loss", "3.5"], ["forfeit-win", "1.5"], ["draw", "2.5"], ["loss", "4"], ["hpb", ""]],
        }
    )
    done = subprocess.run(
        [node, str(script), str(pyodide), str(wheel), request], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["python"].startswith("3.14")
    assert result["answer"]["values"]["BH"] == {"fide-2024": "14", "fide-2026": "13.5"}
    assert result["answer"]["values"]["SB/C1"] == {"fide-2024": "3.25", "fide-2026": "2.25"}


# ------------------------------------------------------------------ what the command line does (issue 15, point 6)

OPTION_CASES = sorted((ROOT / "conformance" / "cases" / "options").glob("*.json"))


def case_request(case: dict[str, object], trf: Path, options: object) -> dict[str, object]:
    return {
        "text": trf.read_text(encoding="utf-8"),
        "source": trf.name,
        "rules": case["rules"],
        "tiebreaks": case["tiebreaks"],
        "after_round": case.get("after_round"),
        "options": options,
    }


def shown(value: object) -> Fraction | None:
    """A value of a conformance case (a JSON number, null: undefined) as the bridge's exact decimal reads."""
    return None if value is None else Fraction(str(value))


@pytest.mark.parametrize("path", OPTION_CASES, ids=lambda p: p.stem)
def test_every_decision_option_gives_the_values_of_the_conformance_suite(path: Path) -> None:
    """Each option case of the suite (conformance/cases/options, values cross-checked with gacrux, which read the
    file itself: the case's "source"), through the bridge with the case's options: the same values, ranks, points or
    the located error."""
    case = json.loads(path.read_text(encoding="utf-8"))
    answer = ask(action="standings", **case_request(case, path.with_suffix(".trf"), case.get("options") or {}))
    expected = case["expected"]
    if expected.get("error"):
        assert str(answer["error"]).startswith(
            f"tiebreak-ref: {path.stem}.trf:{expected['line']}:{expected['column']}:"
        )
        return
    rows = {row["tpn"]: row for row in answer["rows"]}  # type: ignore[union-attr]
    for tpn, values in expected["values"].items():
        got = {code: None if v == "-" else Fraction(v) for code, v in rows[int(tpn)]["values"].items()}
        assert got == {code: shown(v) for code, v in values.items()}, (tpn, got, values)
    for tpn, rank in expected.get("ranking", {}).items():
        assert rows[int(tpn)]["rank"] == rank
    for tpn, points in expected.get("points", {}).items():
        assert Fraction(rows[int(tpn)]["points"]) == shown(points)


def test_every_decision_option_is_offered_and_changes_a_value() -> None:
    """Each option of Options (and the reader's empty_round) is on the page, links to a section of the decisions page
    in every language, and in one case of the suite changes what the page shows against the default."""
    setup = ask(action="setup")
    offered = {option["name"]: option for option in setup["options"]}  # type: ignore[union-attr]
    assert list(offered) == [f.name for f in dataclasses.fields(tr.Options)] + ["empty_round"]
    for lang in ("en", "nl", "de", "nb"):
        page = (ROOT / "docs" / lang / "decisions.md").read_text(encoding="utf-8")
        for option in offered.values():
            assert f"{{ #{option['decision']} }}" in page, (lang, option["name"])
    changed = set()
    for path in OPTION_CASES:
        case = json.loads(path.read_text(encoding="utf-8"))
        for name, value in (case.get("options") or {}).items():
            if value == offered[name]["default"]:
                continue
            trf = path.with_suffix(".trf")
            chosen = ask(action="standings", **case_request(case, trf, {name: value}))
            default = ask(action="standings", **case_request(case, trf, {}))
            if chosen != default:
                changed.add(name)
    assert changed == set(offered)


def test_the_rule_sets_and_their_lists() -> None:
    """Every --rules value and the automatic choice; the recommended lists each rule set defines as written
    (codes.code_warnings: TPN is new in 2026, 7.8; under uscf only US Chess's 34E order); the answer's rules are
    those the command line uses (`standings --rules R` prints them in its title)."""
    setup = ask(action="setup", lang="de")
    assert setup["rules"] == ["auto", "fide-2026", "fide-2024", "fide-2017", "uscf"]
    assert setup["rule_names"]["uscf"] == "US Chess, Regel 34"  # type: ignore[index]
    assert setup["presets_for"] == {
        "fide-2026": ["open-swiss", "rapid-blitz", "round-robin", "youth"],
        "fide-2024": ["open-swiss", "rapid-blitz", "round-robin"],
        "fide-2017": ["open-swiss", "rapid-blitz", "round-robin"],
        "uscf": ["us-chess"],
    }
    text = EXAMPLE.read_text(encoding="utf-8")
    for rules, codes in [("fide-2017", ["BH"]), ("uscf", ["SOLKOFF", "MM"]), ("auto", ["BH"])]:
        answer = ask(action="standings", text=text, source="b.trf", rules=rules, tiebreaks=codes)
        assert answer["rules"] == ("fide-2026" if rules == "auto" else rules)
    # the same standings as the command line under fide-2017 and uscf (the file's values, cells as `--format csv`)
    for rules, codes in [("fide-2017", ["BH", "SB"]), ("uscf", ["MM", "SOLKOFF", "CUM"])]:
        rows = ask(action="standings", text=text, source="b.trf", rules=rules, tiebreaks=codes)["rows"]
        written = cli(
            "standings",
            "buchholz.trf",
            "--rules",
            rules,
            "--tiebreaks",
            " ".join(codes),
            "--format",
            "csv",
            cwd=EXAMPLE.parent,
        )[0]
        expected = list(csv.reader(io.StringIO(written)))[1:]
        got = [[str(r["rank"]), str(r["tpn"]), r["name"], r["points"], *r["values"].values()] for r in rows]  # type: ignore[union-attr]
        assert got == [[line[0], line[1], line[2], line[-len(codes) - 1], *line[-len(codes) :]] for line in expected]
    wrong = ask(action="standings", text=text, source="b.trf", rules="uscf", tiebreaks=["BH"])
    assert str(wrong["error"]).startswith("tiebreak-ref: tie-break list:1:1: found 'BH': BH is a FIDE C.07 tie-break")


def cli(*argv: str, cwd: Path | None = None, status: int = 0) -> tuple[str, str]:
    """The command line's stdout and stderr, run in-process from `cwd` (default: here; the file named as the page
    names it), its exit status `status` (2: bad input)."""
    import contextlib
    import io
    import os

    from tiebreak_ref.command import main

    out, err, before = io.StringIO(), io.StringIO(), os.getcwd()
    os.chdir(cwd or before)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            assert main(list(argv)) == status
    finally:
        os.chdir(before)
    return out.getvalue(), err.getvalue()


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_downloads_are_the_command_lines_files(lang: str) -> None:
    """Each download is byte for byte what the command line writes for the same file, list, rules, options and
    round: standings --format csv / html --lang, standings --compare --format csv, crosstable --format csv / html."""
    base = {
        "text": EXAMPLE.read_text(encoding="utf-8"),
        "source": "buchholz.trf",
        "rules": "fide-2024",
        "tiebreaks": ["BH/C1", "SB", "DE"],
        "after_round": "4",
        "options": {"lots_seed": 3},
        "lang": lang,
    }
    same = ["--rules", "fide-2024", "--after-round", "4", "--set", "lots_seed=3", "--tiebreaks", "BH/C1 SB DE"]
    cwd = EXAMPLE.parent
    expected = {
        ("standings", "csv"): cli("standings", "buchholz.trf", *same, "--format", "csv", cwd=cwd)[0],
        ("standings", "html"): cli("standings", "buchholz.trf", *same, "--format", "html", "--lang", lang, cwd=cwd)[0],
        ("crosstable", "csv"): cli("crosstable", "buchholz.trf", *same, "--format", "csv", cwd=cwd)[0],
        ("crosstable", "html"): cli("crosstable", "buchholz.trf", *same, "--format", "html", "--lang", lang, cwd=cwd)[
            0
        ],
    }
    for (what, fmt), text in expected.items():
        answer = ask(action="download", what=what, format=fmt, **base)
        assert answer == {"filename": f"buchholz-{what}.{fmt}", "mime": f"text/{fmt}", "text": text}, (what, fmt)
    assert f'<html lang="{lang}">' in expected[("standings", "html")]
    compared = ask(action="download", what="compare", format="csv", lists=[["BH/C1", "SB"], ["DE", "WIN"]], **base)
    assert (
        compared["text"]
        == cli("standings", "buchholz.trf", *same[:6], "--compare", "BH/C1 SB", "DE WIN", "--format", "csv", cwd=cwd)[0]
    )
    bad = ask(action="download", what="compare", format="html", lists=[["BH"], ["SB"]], **base)
    assert bad == {
        "error": "tiebreak-ref: download: found compare as html; expected standings or crosstable as csv "
        "or html, compare as csv"
    }


def test_the_crosstable_is_the_command_lines() -> None:
    """The page's crosstable: the rows of `crosstable --format csv` (same order, cells), colours in the page's
    language (present.json: Norwegian h/s for hvit/svart); a round robin as the grid."""
    cwd = EXAMPLE.parent
    written = cli("crosstable", "buchholz.trf", "--tiebreaks", "BH SB", "--format", "csv", cwd=cwd)[0]
    rows = list(csv.reader(io.StringIO(written)))
    request = {"text": EXAMPLE.read_text(encoding="utf-8"), "source": "buchholz.trf", "tiebreaks": ["BH", "SB"]}
    answer = ask(action="crosstable", **request)
    assert answer["grid"] is False and answer["rows"] == rows[1:]
    assert answer["header"][:4] == ["Rank", "No.", "Name", "Rating"]  # type: ignore[index]
    norsk = ask(action="crosstable", lang="nb", **request)
    assert norsk["header"][:4] == ["Pl.", "Nr.", "Navn", "Rating"]  # type: ignore[index]
    # Bravo (start rank 2) in round 1: white against 6, a win: "6w1" in English, "6h1" in Norwegian
    assert rows[1][4] == "6b1" and norsk["rows"][0][4] == "6s1"  # type: ignore[index]
    quick = ROOT / "docs" / "examples" / "quickstart.trf"
    grid = ask(action="crosstable", text=quick.read_text(encoding="utf-8"), source="q.trf", tiebreaks=["DE"])
    assert grid["grid"] is True and [row[1] for row in grid["rows"]] == ["1", "2", "3", "4"]  # type: ignore[index]


def test_one_player_under_3_1_0_by_hand() -> None:
    """3-1-0 (football scoring): a win against an opponent who scored 6, a draw against 4, a loss against 9.
    By hand (C.07 8.1, 9.1: SB multiplies the opponent's score by the points scored against them, 3 for a win):
    score 3 + 1 + 0 = 4; BH 6 + 4 + 9 = 19; BH/C1 19 - 4 = 15; SB 6 x 3 + 4 x 1 + 9 x 0 = 22 (1-½-0: 6 + 2 = 8)."""
    rounds = [["win", "6"], ["draw", "4"], ["loss", "9"]]
    answer = ask(action="one_player", rounds=rounds, scoring="3-1-0", editions=["fide-2017", "fide-2024", "fide-2026"])
    assert answer["score"] == "4"
    values = answer["values"]
    for rules in ("fide-2017", "fide-2024", "fide-2026"):
        assert [values[c][rules] for c in ("BH", "BH/C1", "SB")] == ["19", "15", "22"]  # type: ignore[index]
    typed = {"win": "3", "draw": "1", "loss": "0", "forfeit_win": "3", "pab": "3", "fpb": "3", "hpb": "1"}
    assert (
        ask(action="one_player", rounds=rounds, scoring=typed)["values"]
        == ask(action="one_player", rounds=rounds, scoring="3-1-0")["values"]
    )
    standard = ask(action="one_player", rounds=[["win", "2"], ["draw", "1.5"], ["loss", "2"]])["values"]
    assert standard["SB"] == {"fide-2024": "2.75", "fide-2026": "2.75"}  # type: ignore[index]  # 2 x 1 + 1.5 x ½
    bad = ask(action="one_player", rounds=[["win", "5"], ["loss", "3"]], scoring="3-1-0")
    assert bad == {
        "error": "tiebreak-ref: rounds:1:2: found 5 for the opponent of round 1; expected 0 against the player plus "
        "what 1 other game(s) give at 3 a win, 1 a draw, 0 a loss: 0, 1, 3"
    }
    assert ask(action="one_player", rounds=rounds, scoring={"win": "drei"}) == {
        "error": "tiebreak-ref: scoring:1:1: found 'drei' as the points of win; expected a number such as 3, 1 or 0.5"
    }


def test_3_1_0_is_what_the_reader_makes_of_record_162() -> None:
    """The 3-1-0 system of the page is the TRF reader's reading of TRF-2026 record 162 "W 3.0 D 1.0 L 0.0"."""
    text = EXAMPLE.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    first = next(i for i, line in enumerate(lines) if line.startswith("001"))
    lines.insert(first, "162 W 3.0 D 1.0 L 0.0\n")
    with pytest.raises(tr.InputError):  # the declared points of 1-½-0 no longer add up: the reader says so
        tr.parse_trf("".join(lines))
    from tiebreak_ref.trf.individual import _Reader

    assert SCORING_SYSTEMS["3-1-0"] == _Reader.scoring({"W": Fraction(3), "D": Fraction(1), "L": Fraction(0)})
    assert SCORING_SYSTEMS["1-½-0"] == tr.ScoringSystem()


def test_one_player_under_every_rule_set() -> None:
    """Echo (Example A, player 5: a loss against 3.5, a forfeit win against Hotel, a draw against 2.5, a loss against
    4, a half-point bye; 2 points of 5) under each rule set. The FIDE editions give what the whole file gives under
    2024 and 2026 (docs/examples/buchholz.trf); fide-2017 by hand (below). US Chess by hand (spec notes, uschess-
    roundrobin.md, 34E): the player's own unplayed rounds count 0, so the opponents' values are 3.5, 0, 2.5, 4, 0.
    Solkoff (34E2) 10; a minus score (2 < 2.5) drops the highest for the Modified Median (34E1): 10 - 4 = 6; the
    Median (34E4) drops both ends: 10 - 4 - 0 = 6; Sonneborn-Berger (34E8) half of the drawn opponent's 2.5 = 1.25
    (the forfeit win is not a game); Cumulative (34E3) 0 + 1 + 1.5 + 1.5 + 2 = 6, minus 1 for the forfeit win and ½
    for the bye: 4.5; Kashdan (34E7) 2 for the draw, 1 for each loss, 0 unplayed: 4."""
    echo = [["loss", "3.5"], ["forfeit-win", "1.5"], ["draw", "2.5"], ["loss", "4"], ["hpb", ""]]
    answer = ask(action="one_player", rounds=echo, editions=["fide-2017", "fide-2024", "fide-2026", "uscf"])
    t = tr.read_trf(EXAMPLE)
    values: Any = answer["values"]
    for rules in ("fide-2024", "fide-2026"):
        for code in VARIANTS:
            assert values[code][rules] == tr.format_value(tr.tiebreak_values(t, code, rules=rules)[5])
    for rules in ("fide-2017", "fide-2024", "fide-2026"):
        assert values["SOLKOFF"][rules] is None
    assert values["BH"]["uscf"] is None
    # fide-2017 by hand: each own unplayed round is a virtual opponent (C.02 13.15.2) with Echo's score before
    # the round, the opposite result, then draws: round 2 (0 before, lost the forfeit, 1.5 in rounds 3-5) = 1.5;
    # round 5 (1.5 before, ½) = 2. BH 3.5 + 1.5 + 2.5 + 4 + 2 = 13.5; SB 1.5 x 1 + 2.5 x ½ + 2 x ½ = 3.75
    assert (values["BH"]["fide-2017"], values["SB"]["fide-2017"]) == ("13.5", "3.75")
    us = {code: values[code]["uscf"] for code in ("SOLKOFF", "MM", "MED", "USSB", "CUM", "KASHDAN")}
    assert us == {"SOLKOFF": "10", "MM": "6", "MED": "6", "USSB": "1.25", "CUM": "4.5", "KASHDAN": "4"}


@pytest.mark.parametrize("lang", ["nl", "de", "nb"])
def test_a_bad_code_is_in_the_pages_language(lang: str) -> None:
    """A bad tie-break code on the nl/de/nb calculator: the text the command line gives with --lang (only the
    place differs: the page's list, not --tiebreaks), not the English one."""
    text = EXAMPLE.read_text(encoding="utf-8")
    answer = ask(action="standings", text=text, source="b.trf", tiebreaks=["BH/C1", "FOO"], rules="auto", lang=lang)
    _, said = cli("standings", str(EXAMPLE), "--tiebreaks", "BH/C1 FOO", "--lang", lang, status=2)
    _, english = cli("standings", str(EXAMPLE), "--tiebreaks", "BH/C1 FOO", status=2)
    assert said.startswith("tiebreak-ref: --tiebreaks:1:7: ") and said != english
    assert answer == {"error": said.strip().replace("--tiebreaks:1:7", "tie-break list:1:7")}


NAMED = [("en", "Player", "Filler 1"), ("nl", "Speler", "Opvuller 1"), ("de", "Spieler", "Füllspieler 1")]


@pytest.mark.parametrize(("lang", "player", "filler"), [*NAMED, ("nb", "Spiller", "Fyllspiller 1")])
def test_the_player_and_filler_are_named_in_the_pages_language(lang: str, player: str, filler: str) -> None:
    """One-player mode's player and filler (start rank r + n + 1: 3 for one round) are named in the page's language."""
    calc = one_player([RoundEntry("draw", Fraction(1, 2))], lang=lang)
    names = {tpn: p.name for tpn, p in calc.tournament.players.items()}
    assert calc.tpn == 2 and names == {1: "", 2: player, 3: filler}


def markdown_rows(text: str) -> list[list[str]]:
    """The cells of a Markdown table of the command line (``--format markdown``), heading first, without the rule
    under the heading and the sentences under the table."""
    lines = [line for line in text.splitlines() if line.startswith("|") and not line.startswith("|---")]
    return [[cell.strip() for cell in line.strip("|").split("|")] for line in lines]


@pytest.mark.parametrize("lang", ["en", "nl", "de", "nb"])
def test_the_numbers_shown_have_the_pages_decimal_mark(lang: str) -> None:
    """Every number the page shows is written as the command line's tables write it with --lang (Markdown, the
    aligned text of crosstable): the decimal comma on the nl, de and nb pages, the point on the English one.
    Standings, compared lists, an explanation's cells, total and title, the crosstable's points, one-player mode's
    values and the points of its scoring systems; the CSV downloads keep the point
    (test_downloads_are_the_command_lines_files)."""
    cwd, lists = EXAMPLE.parent, [["BH/C1", "SB", "AOB"], ["DE", "WIN"]]
    base = {"text": EXAMPLE.read_text(encoding="utf-8"), "source": "buchholz.trf", "tiebreaks": lists[0], "lang": lang}
    mark = "." if lang == "en" else ","  # the decimal comma of Dutch, German and Norwegian Bokmål
    answer: Any = ask(action="standings", **base)
    compared: Any = ask(action="compare", lists=lists, **base)
    for shown_list, codes in zip([answer, *compared["lists"]], [lists[0], *lists], strict=True):
        argv = ["standings", "buchholz.trf", "--tiebreaks", " ".join(codes), "--format", "markdown", "--lang", lang]
        rows = [
            [str(row["rank"]), str(row["tpn"]), row["name"], str(row["rating"] or ""), row["points"]]
            + [row["values"][c] for c in codes]
            for row in shown_list["rows"]
        ]
        assert rows == markdown_rows(cli(*argv, cwd=cwd)[0])[1:], codes
    # Bravo's SB 9.75 and Delta's AOB 12.3 (the command line's values above) with the page's mark
    assert (answer["rows"][0]["values"]["SB"], answer["rows"][1]["values"]["AOB"]) == (f"9{mark}75", f"12{mark}3")

    explain = ["explain", "buchholz.trf", "--player", "5", "--code", "SB/C1", "--tiebreaks", "BH/C1 SB AOB"]
    explain += ["--lang", lang]
    e: Any = ask(action="explain", tpn=5, code="SB/C1", **base)
    assert [e["header"], *e["rows"]] == markdown_rows(cli(*explain, "--format", "markdown", cwd=cwd)[0])
    # Echo's SB/C1 2.25, the guide's worked example (docs/en/buchholz.md): in the title and the total row
    assert e["title"] == cli(*explain, cwd=cwd)[0].splitlines()[0] and f"= 2{mark}25 " in e["title"]
    assert e["rows"][-1][5] == f"2{mark}25"

    crosstable = cli("crosstable", "buchholz.trf", "--tiebreaks", "BH/C1 SB AOB", "--lang", lang, cwd=cwd)[0]
    cross: Any = ask(action="crosstable", **base)
    assert [row[-1] for row in cross["rows"]] == [line.split()[-1] for line in crosstable.splitlines()[3:]]
    assert cross["rows"][2][-1] == f"3{mark}5"  # Alpha's 3.5 points

    # one-player mode: Echo typed in gives the whole file's values (its explanation's numbers as `explain` writes
    # them), SB/C1 3.25 under 2024 and 2.25 under 2026 (test_the_wheel_runs_on_pyodide_in_node)
    echo = [["loss", "3.5"], ["forfeit-win", "1.5"], ["draw", "2.5"], ["loss", "4"], ["hpb", ""]]
    player: Any = ask(action="one_player", rounds=echo, lang=lang)
    assert player["values"]["SB/C1"] == {"fide-2024": f"3{mark}25", "fide-2026": f"2{mark}25"}
    assert player["values"]["BH"] == {"fide-2024": "14", "fide-2026": f"13{mark}5"}
    alone: Any = ask(action="one_player_explain", rounds=echo, code="SB/C1", rules="fide-2026", lang=lang)
    assert [row[3:6] for row in alone["rows"]] == [row[3:6] for row in e["rows"]]
    setup: Any = ask(action="setup", lang=lang)
    assert setup["scoring_systems"]["1-½-0"]["draw"] == f"0{mark}5"


@pytest.mark.parametrize(("lang", "after"), [("en", None), ("nb", None), ("de", "3")])
def test_the_pages_notices_are_the_command_lines(lang: str, after: str | None, tmp_path: Path) -> None:
    """The page's notices (standings, compared lists) are the lines the command line prints on stderr before the
    standings with the same file, rules, round and --lang: here the reader's (a ruler line skipped), the edition's
    (no start date, E2) and, without a round, the round's (XXR 7 with five rounds played, E3)."""
    text = "  0123456789012345678901234567890\n" + EXAMPLE.read_text(encoding="utf-8").replace("XXR 5", "XXR 7")
    text = "\n".join(line for line in text.splitlines() if not line.startswith("042"))
    (tmp_path / "n.trf").write_text(text, encoding="utf-8")
    base = {"text": text, "source": "n.trf", "rules": "auto", "lang": lang, "after_round": after}
    codes = ["BH/C1", "SB"]
    round_option = () if after is None else ("--after-round", after)
    _, said = cli("standings", "n.trf", "--tiebreaks", "BH/C1 SB", "--lang", lang, *round_option, cwd=tmp_path)
    expected = said.splitlines()
    assert len(expected) == (3 if after is None else 2), said  # each kind of notice is there to compare
    assert ask(action="standings", tiebreaks=codes, **base)["notices"] == expected
    assert ask(action="compare", lists=[codes, ["SB"]], **base)["notices"] == expected


def test_the_pages_notices_are_worked_out_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A standings request works out the notices of the edition and the round once (``rule_notices``, in the
    standings' context) and takes the page's notices from the result: it once worked them out a second time."""
    from tiebreak_ref.ranking import standings as ranking

    calls: list[object] = []
    made = ranking.rule_notices
    monkeypatch.setattr(ranking, "rule_notices", lambda *args: calls.append(args) or made(*args))
    text = EXAMPLE.read_text(encoding="utf-8").replace("XXR 5", "XXR 7")  # a round's notice (E3) to take
    answer: Any = ask(action="standings", text=text, source="n.trf", rules="auto", lang="en", tiebreaks=["BH"])
    assert len(calls) == 1 and any("schedules 7 rounds" in line for line in answer["notices"]), answer["notices"]


def test_a_request_is_answered_with_the_command_lines_collector_thresholds(monkeypatch: pytest.MonkeyPatch) -> None:
    """handle() raises the collector's thresholds as the command line does (collector.THRESHOLDS) while it
    answers, and gives the page's own back afterwards, also after an error."""
    from tiebreak_ref.collector import THRESHOLDS
    from tiebreak_ref.web import calculator

    seen: list[tuple[int, ...]] = []
    monkeypatch.setitem(calculator.ACTIONS, "probe", lambda args: seen.append(gc.get_threshold()) or {})
    before = gc.get_threshold()
    assert before != THRESHOLDS
    assert json.loads(handle(json.dumps({"action": "probe"}))) == {}
    assert "error" in json.loads(handle(json.dumps({"action": "standings", "trf": "not a TRF"})))
    assert seen == [THRESHOLDS] and gc.get_threshold() == before
