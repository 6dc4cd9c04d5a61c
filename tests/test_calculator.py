"""tiebreak_ref.web.calculator: one player's rounds as a tournament, compared orders, the page's JSON bridge.

The expected numbers are the guide's worked example (spec Example A, docs/examples/buchholz.trf): the
one-player tournament must give every Buchholz and Sonneborn-Berger variant exactly as the full file does.
"""

from __future__ import annotations

import base64
import json
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tiebreak_ref as tr
from tiebreak_ref.web.calculator import (
    EDITIONS,
    ROUND_KINDS,
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


def test_the_wheel_runs_on_pyodide_in_node(tmp_path: Path) -> None:
    """The wheel the docs build publishes, on the pinned Pyodide (Python 3.14), without a browser."""
    import importlib.util
    import shutil
    import subprocess

    node, pyodide = shutil.which("node"), ROOT / "node_modules" / "pyodide"
    if node is None or not (pyodide / "pyodide.js").is_file():
        pytest.skip("node or node_modules/pyodide missing (`make docs` runs npm ci)")
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
