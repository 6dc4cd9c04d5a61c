"""The conformance runner against hostile programs, hostile command lines and broken suites (issue 13).

Each test names the attack and what the runner must do instead:

* a piped run (`| head -1`) keeps the exit status of the suite (1 when a case failed) and writes
  its reports whole; a run killed with SIGKILL leaves the previous report as it was, one stopped
  with SIGTERM kills the programs under test and exits 143;
* a program that times out is killed with its whole process group: a child it started is gone
  (checked by process id); a child left behind by a program that answered is killed too;
* an endless answer is stopped at 16 MB with a clear verdict, a flood on standard error is kept
  bounded and shown;
* `--cmd ''`, a blank or badly quoted command, an unknown placeholder, `--timeout inf|nan|0|-1`
  and `--parallel 0` are refused with exit 2 and a message;
* a placeholder is replaced once: a suite folder named `x {tiebreaks}` reaches the program as it is;
* a malformed suite (missing member, missing .trf, bad JSON, wrong id, a .trf without its case) is
  reported by path, exit 2, never a traceback;
* selection (--run/--skip globs, --rules, --list), the known-failures file (a listed case that
  passes fails the run), --json, --parallel and --validate behave as the README says.

The fake programs are tests/conformance_hostile_program.py and tests/conformance_wrong_program.py. The runner runs
as a process of its own (runner()) where its process is what is tested: a pipe that closes, SIGKILL, SIGTERM, a
timeout, a child left behind, the 16 MB bound, a missing suite folder; the other tests run its main() in this
process (in_process()), the programs under test still each a process of their own.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest
from suite_once import load_suite_once, suite_read_once  # noqa: F401 (the fixture)

from tiebreak_ref import conformance as cf
from tiebreak_ref.command import main as command_main

ROOT = Path(__file__).resolve().parent.parent
SUITE = ROOT / "conformance"
HOSTILE = Path(__file__).resolve().parent / "conformance_hostile_program.py"
WRONG = Path(__file__).resolve().parent / "conformance_wrong_program.py"
PY = shlex.quote(sys.executable)
SMALL = ("buchholz/basics-no-unplayed-round", "trf/invalid-tab", "trf/valid-plain")
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
pytestmark = pytest.mark.usefixtures("suite_read_once")  # the in-process reads of conformance/: tests/suite_once.py


def hostile(mode: str, *extra: str) -> str:
    return " ".join([PY, shlex.quote(str(HOSTILE)), mode, *map(shlex.quote, extra), "{trf}"])


WRONG_CMD = f"{PY} {shlex.quote(str(WRONG))} {{trf}} --tiebreaks {{tiebreaks}}"


def small_suite(where: Path, ids: tuple[str, ...] = SMALL) -> Path:
    """A copy of a few cases with the suite's files."""
    where.mkdir(parents=True)
    for name in ("VERSION", "PROTOCOL"):
        shutil.copy(SUITE / name, where / name)
    shutil.copytree(SUITE / "schema", where / "schema")
    for case in ids:
        (where / "cases" / case).parent.mkdir(parents=True, exist_ok=True)
        for ext in (".json", ".trf"):
            shutil.copy(SUITE / "cases" / (case + ext), where / "cases" / (case + ext))
    return where


RUNNER = [sys.executable, "-m", "tiebreak_ref", "conformance"]  # the suite runner, as a user starts it


def runner(*argv: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*RUNNER, *argv],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=ENV,
        cwd="/",
        check=False,
    )


def in_process(*argv: str) -> subprocess.CompletedProcess[str]:
    """What runner(*argv) gives, from the runner run in this process, as the command's own main() (its exit status,
    standard output and error; argparse's refusals are its SystemExit), from / and with the environment the programs
    under test get from runner(): the tests that check what the runner prints and returns, not what its process does
    (the piped, killed, interrupted and timed-out runs, a refused suite folder: runner()). 0.06-0.1 CPU-s less each."""
    out, err = io.StringIO(), io.StringIO()
    saved = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = ENV["PYTHONPATH"]
    try:
        with contextlib.chdir("/"), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = command_main(["conformance", *argv])
            except SystemExit as exc:
                status = exc.code if isinstance(exc.code, int) else 1
    finally:
        if saved is None:
            del os.environ["PYTHONPATH"]
        else:
            os.environ["PYTHONPATH"] = saved
    return subprocess.CompletedProcess([*RUNNER, *argv], status, out.getvalue(), err.getvalue())


def alive(pid: int) -> bool:
    """The process exists and is not a zombie."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split(")")[-1].split()[0] == "Z")


def gone(pid: int, seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not alive(pid):
            return True
        time.sleep(0.05)
    return False


# ------------------------------------------------------------------------------------------------
# Exit status and reports whatever happens to standard output


def test_piped_to_head_keeps_the_failure_and_writes_the_report(tmp_path: Path) -> None:
    junit, report = tmp_path / "junit.xml", tmp_path / "report.json"
    proc = subprocess.Popen(
        [
            *RUNNER,
            "--cmd",
            WRONG_CMD,
            "--run",
            "buchholz",
            "--junit",
            str(junit),
            "--json",
            str(report),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=ENV,
        cwd="/",
    )
    assert proc.stdout is not None
    first = proc.stdout.readline()  # `| head -1`: one line, then the reader goes away
    proc.stdout.close()
    assert proc.wait(timeout=120) == 1, "a failing suite must not exit 0 when its reader goes away"
    assert first.startswith(b"conformance suite ")
    cases = len(cf.load_cases(SUITE, ["buchholz"]))
    root = ET.parse(junit).getroot()
    assert root.get("tests") == str(cases) and root.get("failures") == str(cases)
    data = json.loads(report.read_text())
    assert data["failed"] == cases and len(data["cases"]) == cases


def start_sleeping_run(tmp_path: Path) -> tuple[subprocess.Popen[bytes], Path, Path]:
    """A runner on a program whose child sleeps, with an old JUnit report; returns once the child runs."""
    junit = tmp_path / "junit.xml"
    junit.write_text("<previous report/>")
    pidfile = tmp_path / "child.pid"
    proc = subprocess.Popen(
        [
            *RUNNER,
            "--cmd",
            hostile("sleeper", str(pidfile)),
            "--run",
            "buchholz/basics-*",
            "--junit",
            str(junit),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=ENV,
    )
    for _ in range(500):
        if pidfile.exists() and pidfile.read_text().strip():
            break
        time.sleep(0.02)
    return proc, junit, pidfile


def test_killed_run_leaves_the_previous_report(tmp_path: Path) -> None:
    proc, junit, pidfile = start_sleeping_run(tmp_path)
    proc.kill()
    proc.communicate(timeout=30)
    assert junit.read_text() == "<previous report/>"
    assert not list(tmp_path.glob(".junit.xml.*")), "no temporary file is left half-written"
    os.kill(int(pidfile.read_text()), signal.SIGKILL)  # SIGKILL gave the runner no chance: tidy up here


def test_sigterm_kills_the_programs_and_keeps_the_report(tmp_path: Path) -> None:
    proc, junit, pidfile = start_sleeping_run(tmp_path)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 128 + signal.SIGTERM
    assert b"interrupted" in err and b"Traceback" not in err
    assert gone(int(pidfile.read_text())), "the child of the program under test survived the interrupted run"
    assert junit.read_text() == "<previous report/>"


def test_report_replaces_the_old_one_whole(tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    report.write_text("old")
    cf.write_atomically(report, b'{"new": 1}')
    assert json.loads(report.read_text()) == {"new": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["r.json"]


# ------------------------------------------------------------------------------------------------
# Foreign programs


def test_timeout_kills_the_whole_process_group(tmp_path: Path) -> None:
    pidfile = tmp_path / "child.pid"
    start = time.monotonic()
    done = runner(
        "--suite",
        str(small_suite(tmp_path / "s", SMALL[:1])),
        "--cmd",
        hostile("sleeper", str(pidfile)),
        "--timeout",
        "1.5",
    )
    assert time.monotonic() - start < 30
    assert done.returncode == 1
    assert "no answer within 1.5 s" in done.stdout
    assert gone(int(pidfile.read_text())), "an orphan survived the timeout"


def test_a_child_left_behind_is_killed_after_the_case(tmp_path: Path) -> None:
    pidfile = tmp_path / "child.pid"
    done = runner("--suite", str(small_suite(tmp_path / "s", SMALL[:1])), "--cmd", hostile("leave-child", str(pidfile)))
    assert done.returncode == 1 and done.stdout.splitlines()[-1] == "0 passed, 1 failed"
    assert gone(int(pidfile.read_text())), "the program's child outlived its case"


def test_endless_output_is_stopped_at_the_bound(tmp_path: Path) -> None:
    start = time.monotonic()
    done = runner("--suite", str(small_suite(tmp_path / "s", SMALL[:1])), "--cmd", hostile("flood"), "--timeout", "60")
    assert time.monotonic() - start < 50, "the bound, not the timeout, must stop the program"
    assert done.returncode == 1
    assert "the output is larger than 16 MB" in done.stdout
    assert "Traceback" not in done.stderr and "MemoryError" not in done.stderr


def test_stderr_is_shown_whole_but_bounded(tmp_path: Path) -> None:
    done = in_process("--suite", str(small_suite(tmp_path / "s", SMALL[:1])), "--cmd", hostile("stderr-flood"))
    assert done.returncode == 1
    assert "exit status 3" in done.stdout
    assert "| first line of the complaint" in done.stdout
    assert "more bytes of standard error not shown" in done.stdout
    assert len(done.stdout) < 2 * cf.STDERR_LIMIT + 20_000


def test_failure_shows_title_articles_and_source(tmp_path: Path) -> None:
    done = in_process("--suite", str(small_suite(tmp_path / "s", SMALL[:1])), "--cmd", WRONG_CMD)
    data = json.loads((SUITE / "cases" / (SMALL[0] + ".json")).read_text())
    assert f"title:    {data['title']}" in done.stdout
    assert f"articles: {', '.join(data['articles'])}" in done.stdout
    assert f"source:   {data['source']['kind']} (" in done.stdout


@pytest.mark.parametrize("cmd", ["", "   ", "'unbalanced", "prog {trf} {nonsense}"])
def test_bad_command_is_refused(cmd: str) -> None:
    done = in_process("--cmd", cmd)
    assert done.returncode == 2 and done.stdout == ""
    assert "--cmd" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("value", ["inf", "-inf", "nan", "0", "-1", "soon"])
def test_bad_timeout_is_refused(value: str) -> None:
    done = in_process(f"--timeout={value}")
    assert done.returncode == 2 and done.stdout == ""
    assert "--timeout" in done.stderr and "positive, finite" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("value", ["0", "-2", "many"])
def test_bad_parallel_is_refused(value: str) -> None:
    done = in_process(f"--parallel={value}")
    assert done.returncode == 2 and "--parallel" in done.stderr


def test_placeholders_are_replaced_once(tmp_path: Path) -> None:
    suite = small_suite(tmp_path / "x {tiebreaks}", SMALL[:1])
    done = in_process("--suite", str(suite), "--cmd", hostile("argv") + " {tiebreaks} {rules}")
    argv_line = next(line for line in done.stdout.splitlines() if line.strip().startswith("| ["))
    argv = json.loads(argv_line.split("| ", 1)[1])
    case = cf.load_suite(suite)[0]
    assert argv == [str(case.trf), " ".join(case.tiebreaks), case.rules]
    assert "x {tiebreaks}" in argv[0]


@pytest.mark.parametrize("mode", ["garbage", "flood", "sleeper"])
def test_only_a_non_zero_exit_refuses_an_invalid_file(tmp_path: Path, mode: str) -> None:
    # exit 0 with text that is not JSON, output stopped at the bound, a timeout: none of them is a refusal
    suite = small_suite(tmp_path / "s", ("trf/invalid-tab",))
    done = in_process("--suite", str(suite), "--cmd", hostile(mode, str(tmp_path / "pid")), "--timeout", "2")
    assert done.returncode == 1 and done.stdout.splitlines()[-1] == "0 passed, 1 failed"
    done = in_process("--suite", str(suite), "--cmd", hostile("stderr-flood"))  # exit 3: refused
    assert done.returncode == 0 and done.stdout.splitlines()[-1] == "1 passed, 0 failed"


def test_a_missing_program_is_a_failed_case(tmp_path: Path) -> None:
    done = in_process("--suite", str(small_suite(tmp_path / "s", SMALL[:1])), "--cmd", "/no/such/program {trf}")
    assert done.returncode == 1 and "cannot run '/no/such/program'" in done.stdout


# ------------------------------------------------------------------------------------------------
# A malformed suite


@pytest.mark.parametrize(
    "damage, message",
    [
        ("no-tiebreaks", "member 'tiebreaks' is missing"),
        ("no-trf", ".trf: missing"),
        ("bad-json", ":2:1: found bad JSON"),
        ("wrong-id", "expected 'buchholz/basics-no-unplayed-round' (the path)"),
        ("lone-trf", "lone.json: missing"),
    ],
)
def test_malformed_suite_is_reported_by_path(tmp_path: Path, damage: str, message: str) -> None:
    suite = small_suite(tmp_path / "s")
    case = suite / "cases" / "buchholz" / "basics-no-unplayed-round.json"
    data = json.loads(case.read_text())
    if damage == "no-tiebreaks":
        del data["tiebreaks"]
        case.write_text(json.dumps(data))
    elif damage == "no-trf":
        case.with_suffix(".trf").unlink()
    elif damage == "bad-json":
        case.write_text("{\n,}")
    elif damage == "wrong-id":
        data["id"] = "buchholz/another"
        case.write_text(json.dumps(data))
    else:
        (suite / "cases" / "buchholz" / "lone.trf").write_text("012 x\n")
    done = in_process("--suite", str(suite))
    assert done.returncode == 2 and done.stdout == ""
    assert "Traceback" not in done.stderr
    assert message in done.stderr
    assert str(suite) in done.stderr
    # without the schema the runner still names the missing member
    if damage == "no-tiebreaks":
        shutil.rmtree(suite / "schema")
        done = in_process("--suite", str(suite))
        assert done.returncode == 2 and "member 'tiebreaks' is missing" in done.stderr


def test_no_suite_folder(tmp_path: Path) -> None:
    done = runner("--suite", str(tmp_path / "nowhere"))
    assert done.returncode == 2 and "no cases/ folder" in done.stderr


# ------------------------------------------------------------------------------------------------
# Selection, known failures, reports


def test_run_skip_rules_and_list(tmp_path: Path) -> None:
    # the trf and progressive areas, and cases of other areas and rule sets the selection leaves out
    others = [c.id for c in load_suite_once(SUITE) if c.area not in ("trf", "progressive")][::20]
    suite = small_suite(tmp_path / "s", (*(c.id for c in cf.load_cases(SUITE, ["trf", "progressive"])), *others))
    every = cf.load_suite(suite)
    assert {c.rules for c in every} > {"fide-2026"}
    listed = in_process(
        "--suite",
        str(suite),
        "--list",
        "--run",
        "trf/valid-*",
        "--run",
        "progressive",
        "--skip",
        "*-crlf",
        "--rules",
        "fide-2026",
    )
    assert listed.returncode == 0
    ids = [line.split()[0] for line in listed.stdout.splitlines()]
    want = [
        c.id for c in every if (c.id.startswith("trf/valid-") or c.area == "progressive") and c.rules == "fide-2026"
    ]
    assert sorted(ids) == sorted(want) and "trf/valid-crlf" in want
    assert "trf/valid-crlf  fide-2026  " in listed.stdout and "(skipped)" in listed.stdout
    done = in_process("--suite", str(suite), "--run", "trf/valid-*", "--skip", "*-crlf")
    valid = sum(1 for c in every if c.id.startswith("trf/valid-"))
    assert done.returncode == 0
    assert done.stdout.splitlines()[-1] == f"{valid - 1} passed, 0 failed, 1 skipped"
    assert in_process("--suite", str(suite), "--rules", "fide-1999").returncode == 2


def test_known_failures(tmp_path: Path) -> None:
    known = tmp_path / "known.txt"
    known.write_text("# our program reads no byte-order mark yet\ntrf/valid-bom  # no BOM support\n")
    suite = str(small_suite(tmp_path / "s", ("trf/valid-bom", "trf/valid-plain")))  # the suite's reading: once
    done = in_process("--suite", suite, "--cmd", WRONG_CMD, "--run", "trf/valid-bom", "--known-failures", str(known))
    assert done.returncode == 0, done.stdout
    assert "KNOWN trf/valid-bom  (still fails; known failure: no BOM support)" in done.stdout
    assert done.stdout.splitlines()[-1] == "0 passed, 0 failed, 1 skipped"
    # the reference passes it: the list is no longer true, and that fails the run
    done = in_process("--suite", suite, "--run", "trf/valid-bom", "--known-failures", str(known))
    assert done.returncode == 1
    assert "FIXED trf/valid-bom" in done.stdout and done.stdout.splitlines()[-1] == "0 passed, 1 failed"
    known.write_text("trf/valid-bom\ntrf/no-such-case  # gone\n")
    done = in_process("--suite", suite, "--known-failures", str(known))
    assert done.returncode == 2
    assert f"{known}:1:1: found 'trf/valid-bom'; expected 'AREA/NAME  # reason'" in done.stderr
    assert f"{known}:2:1: found 'trf/no-such-case'" in done.stderr


def area_suite(where: Path, area: str) -> str:
    """A copy of one area of the suite (a run that reads only it reads 13 cases, not 460)."""
    return str(small_suite(where, tuple(c.id for c in load_suite_once(SUITE) if c.area == area)))


def test_json_report_and_parallel(tmp_path: Path) -> None:
    one, four = tmp_path / "one.json", tmp_path / "four.json"
    suite = area_suite(tmp_path / "s", "direct-encounter")
    assert in_process("--suite", suite, "--cmd", WRONG_CMD, "--json", str(one)).returncode == 1
    assert in_process("--suite", suite, "--cmd", WRONG_CMD, "--json", str(four), "--parallel", "4").returncode == 1
    assert len(json.loads(one.read_text())["cases"]) == len(cf.load_cases(SUITE, ["direct-encounter"]))
    a, b = json.loads(one.read_text()), json.loads(four.read_text())
    assert [r["id"] for r in a["cases"]] == [r["id"] for r in b["cases"]] == sorted(r["id"] for r in a["cases"])
    for r, s in zip(a["cases"], b["cases"], strict=True):
        assert r["verdict"] == s["verdict"] == "fail" and r["differences"] == s["differences"]
        assert set(r) >= {"id", "verdict", "differences", "time"}
        assert {"code", "participant", "expected", "got"} == set(r["differences"][0])


def test_summary_tables_and_closing_line(tmp_path: Path) -> None:
    done = in_process("--suite", area_suite(tmp_path / "s", "own-results"))
    lines = done.stdout.splitlines()
    n = len(cf.load_cases(SUITE, ["own-results"]))
    assert lines[-1] == f"{n} passed, 0 failed"
    assert any(line.split() == ["own-results", str(n), "0", "0"] for line in lines)
    assert any(line.startswith("code ") for line in lines)


# ------------------------------------------------------------------------------------------------
# The schema of the answer (that every answer of the reference fits it: tests/test_conformance.py)


def output_schema() -> dict[str, object]:
    schema: dict[str, object] = json.loads((SUITE / "schema" / "output.schema.json").read_text())
    return schema


@pytest.mark.parametrize(
    "document",
    [
        {"standings": [{"tpn": "1", "rank": 1, "values": {}}]},
        {"standings": [{"tpn": 1, "values": {"BH": "a lot"}}]},
        {"standings": [{"tpn": 1, "rank": 0, "values": {"BH": True}}]},
        {"standings": {}},
        {},
        [],
        {"standings": [{"tpn": 1, "rank": 1, "values": {"BH": "13.38"}, "points": 2.5}]},
        {"standings": [{"tpn": 1, "rank": 1.0, "values": {"BH": None}}], "after_round": -1},
    ],
)
def test_the_runners_checker_agrees_with_jsonschema(document: object) -> None:
    schema = output_schema()
    expected = not list(jsonschema.Draft202012Validator(schema).iter_errors(document))
    assert (cf.schema_errors(document, schema) == []) is expected


def test_the_runners_checker_reads_the_case_schema_like_jsonschema() -> None:
    schema = json.loads((SUITE / "schema" / "case.schema.json").read_text())
    validator = jsonschema.Draft202012Validator(schema)
    data = json.loads((SUITE / "cases" / "buchholz" / "basics-no-unplayed-round.json").read_text())
    variants = [
        data,
        {**data, "rules": 2026},
        {**data, "extra": 1},
        {**data, "tiebreaks": []},
        {**data, "expected": {"error": True, "values": {}}},
        {**data, "source": {"kind": "hand"}},
    ]
    for variant in variants:
        assert (cf.schema_errors(variant, schema) == []) is (not list(validator.iter_errors(variant)))


def test_validate_fails_an_answer_outside_the_schema(tmp_path: Path) -> None:
    suite = small_suite(tmp_path / "s", SMALL[:1])
    done = in_process("--suite", str(suite), "--cmd", hostile("bad-schema"), "--validate")
    assert done.returncode == 1
    assert "schema" in done.stdout and "/standings/0: member 'rank' is missing" in done.stdout
    good = f"{PY} -m tiebreak_ref standings {{trf}} --tiebreaks {{tiebreaks}} --rules {{rules}} --format json"
    assert in_process("--suite", str(suite), "--cmd", good, "--validate").returncode == 0


def test_unsupported_schema_keyword_is_an_error() -> None:
    with pytest.raises(ValueError, match="not supported"):
        cf.schema_errors(1, {"multipleOf": 2})


@pytest.mark.parametrize(
    ("schema", "document"),
    [
        ({"allOf": [{"type": "integer"}, {"minimum": 3}]}, 2),
        ({"not": {"type": "string"}}, "x"),
        ({"maxItems": 1, "uniqueItems": True}, [1, 1]),
        ({"maxLength": 2}, "abc"),
        ({"maxProperties": 1, "dependentRequired": {"a": ["b"]}}, {"a": 1}),
        ({"exclusiveMaximum": 3, "format": "date"}, 3),
        ({"allOf": [{"type": "integer"}, {"minimum": 3}]}, 3),
        ({"uniqueItems": True}, [1, 2]),
    ],
)
def test_more_keywords_agree_with_jsonschema(schema: dict[str, object], document: object) -> None:
    expected = not list(jsonschema.Draft202012Validator(schema).iter_errors(document))
    assert (cf.schema_errors(document, schema) == []) is expected


def test_a_schema_keyword_the_runner_does_not_know_falls_back_to_the_members_it_uses(tmp_path: Path) -> None:
    suite = small_suite(tmp_path / "s", SMALL[:1])
    schema_path = suite / "schema" / "case.schema.json"
    schema = json.loads(schema_path.read_text())
    schema["properties"]["title"]["multipleOf"] = 2  # nonsense for a string, but a keyword the checker lacks
    schema_path.write_text(json.dumps(schema))
    assert in_process("--suite", str(suite)).returncode == 0


def keywords(schema: object) -> set[str]:
    """Every keyword used anywhere in a schema (member names under properties, $defs ... are not keywords)."""
    if isinstance(schema, list):
        return {k for item in schema for k in keywords(item)}
    if not isinstance(schema, dict):
        return set()
    found = set(schema)
    for key, value in schema.items():
        if key in ("properties", "$defs"):
            found |= {k for sub in value.values() for k in keywords(sub)}
        elif key not in ("enum", "const", "required", "dependentRequired", "examples", "default"):
            found |= keywords(value)
    return found


def test_the_suites_schemas_use_only_keywords_the_runner_knows() -> None:
    known = set(cf.CHECKS) | cf.ANNOTATIONS | {"$ref", "oneOf", "anyOf", "allOf", "not"}
    for name in ("case.schema.json", "output.schema.json"):
        used = keywords(json.loads((SUITE / "schema" / name).read_text()))
        assert used <= known, f"{name}: the runner's checker does not know {sorted(used - known)}"
