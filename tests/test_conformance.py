"""The conformance suite (conformance/) and its runner (tiebreak_ref.conformance).

* every case is valid against conformance/schema/case.schema.json, its id matches its path, its
  TRF exists, and the suite files (README, VERSION, PROTOCOL, CHANGELOG) are there;
* the reference passes 100 % of the suite in-process;
* the runner fails a deliberately wrong program (tests/conformance_wrong_program.py), with a
  per-value report, the closing line 'N passed, N failed' and exit status 1; a reader that accepts
  invalid files fails the invalid-TRF cases; a program that crashes fails;
* the command template is split without a shell, {tiebreaks} stays one argument, and the JUnit
  report is well-formed XML.
"""

from __future__ import annotations

import json
import re
import shlex
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

from tiebreak_ref import cli
from tiebreak_ref import conformance as cf

ROOT = Path(__file__).resolve().parent.parent
SUITE = ROOT / "conformance"
WRONG = Path(__file__).resolve().parent / "conformance_wrong_program.py"
CASE_FILES = sorted((SUITE / "cases").glob("*/*.json"))
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed$")


def wrong_cmd(mode: str = "wrong") -> str:
    return (f"{shlex.quote(sys.executable)} {shlex.quote(str(WRONG))} {{trf}} --tiebreaks {{tiebreaks}} "
            f"--rules {{rules}} --mode {mode}")


def test_suite_files_exist() -> None:
    for name in ("README.md", "VERSION", "PROTOCOL", "CHANGELOG.md", "schema/case.schema.json"):
        assert (SUITE / name).is_file(), name
    version = (SUITE / "VERSION").read_text().strip()
    assert re.fullmatch(r"\d{4}\.\d{1,2}\.\d+", version)
    assert f"## {version}" in (SUITE / "CHANGELOG.md").read_text()


def test_at_least_150_cases_in_every_area() -> None:
    areas = {p.parent.name for p in CASE_FILES}
    assert len(CASE_FILES) >= 150
    assert {"buchholz", "sonneborn-berger", "progressive", "direct-encounter", "own-results", "rating", "unplayed",
            "pre-determined", "intermediate", "ranking", "trf"} <= areas


@pytest.fixture(scope="module")
def validator() -> jsonschema.Draft202012Validator:
    schema = json.loads((SUITE / "schema" / "case.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.mark.parametrize("path", CASE_FILES, ids=[f"{p.parent.name}/{p.stem}" for p in CASE_FILES])
def test_case_is_valid(path: Path, validator: jsonschema.Draft202012Validator) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    errors = [e.message for e in validator.iter_errors(data)]
    assert not errors, errors
    assert data["id"] == f"{path.parent.name}/{path.stem}"
    assert path.with_suffix(".trf").is_file()
    assert "tiebreak-ref" in data["source"]["checked_with"][0]


def test_every_unplayed_category_under_both_rule_sets() -> None:
    seen = set()
    for path in CASE_FILES:
        data = json.loads(path.read_text(encoding="utf-8"))
        for article in data["articles"]:
            if article.startswith("16.2."):
                for code in data["tiebreaks"]:
                    seen.add((article, code.split("/")[0], data["rules"]))
    for article in ("16.2.1", "16.2.2", "16.2.3", "16.2.4", "16.2.5"):
        for code in ("BH", "FB", "SB", "AOB"):
            for rules in ("fide-2024", "fide-2026"):
                assert (article, code, rules) in seen


def test_reference_passes_everything() -> None:
    cases = cf.load_cases(SUITE)
    results = cf.run_suite(cases, cf.reference_runner)
    failed = [line for line in cf.report_lines(results) if not line.startswith("PASS")]
    assert not failed, "\n".join(failed[:40])
    assert cf.summary_line(results) == f"{len(cases)} passed, 0 failed"


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str]]:
    status = cli.main(["conformance", "--suite", str(SUITE), *argv])
    return status, capsys.readouterr().out.splitlines()


def test_cli_reference_subset_passes(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run_cli(capsys, "--area", "direct-encounter")
    assert status == 0
    m = SUMMARY.match(lines[-1])
    assert m and m.group(2) == "0" and int(m.group(1)) > 5


def test_wrong_program_fails(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run_cli(capsys, "--cmd", wrong_cmd(), "--area", "buchholz", "--case", "held-ex0")
    selected = len(cf.load_cases(SUITE, ["buchholz"], "held-ex0"))
    assert status == 1
    assert lines[-1] == f"0 passed, {selected} failed"
    report = "\n".join(lines)
    assert "FAIL  buchholz/held-ex01-bh" in report
    # the per-value table: code, participant, expected, got
    assert re.search(r"^\s+BH\s+2\s+13\s+0\.25$", report, re.M), report


def test_reader_that_accepts_invalid_files_fails(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run_cli(capsys, "--cmd", wrong_cmd("accept"), "--area", "trf", "--case", "invalid-")
    assert status == 1
    m = SUMMARY.match(lines[-1])
    assert m and m.group(1) == "0" and int(m.group(2)) >= 10
    assert "an error (non-zero exit)" in "\n".join(lines)


def test_invalid_cases_pass_for_a_program_that_refuses(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run_cli(capsys, "--cmd", wrong_cmd("crash"), "--area", "trf", "--case", "invalid-")
    assert status == 0, lines
    status, lines = run_cli(capsys, "--cmd", wrong_cmd("crash"), "--area", "trf", "--case", "valid-plain")
    assert status == 1 and lines[-1] == "0 passed, 1 failed"
    assert "exit status 3" in "\n".join(lines)


def test_reference_through_its_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    cmd = (f"{shlex.quote(sys.executable)} -m tiebreak_ref standings {{trf}} --tiebreaks {{tiebreaks}} "
           "--rules {rules} --format json")
    status, lines = run_cli(capsys, "--cmd", cmd, "--area", "intermediate", "--area", "trf")
    assert status == 0, "\n".join(lines)


def test_command_argv_is_split_without_a_shell() -> None:
    case = next(c for c in cf.load_cases(SUITE, ["intermediate"]) if c.after_round is not None)
    argv = cf.command_argv("prog 'a b' {trf} --tiebreaks {tiebreaks} --rules {rules} ; $HOME", case)
    assert argv[:2] == ["prog", "a b"]
    assert argv[argv.index("--tiebreaks") + 1] == " ".join(case.tiebreaks)
    assert "$HOME" in argv and ";" in argv
    assert argv[-2:] == ["--after-round", str(case.after_round)]
    argv = cf.command_argv("prog {trf} -n {after_round}", case)
    assert argv[-2:] == ["-n", str(case.after_round)] and "--after-round" not in argv


def test_exact_comparison() -> None:
    from decimal import Decimal

    assert cf.exact(Decimal("12.50")) == cf.exact(12.5) == cf.exact("12.5") == cf.exact(Decimal("12.5"))
    assert cf.exact(2076) == cf.exact(Decimal("2076.0"))
    assert cf.exact(13.375) != cf.exact(Decimal("13.38"))
    assert cf.exact(None) is None and cf.exact(0) is not None
    assert cf.exact(True) != cf.exact(1)


def test_junit_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "junit.xml"
    status, _ = run_cli(capsys, "--cmd", wrong_cmd(), "--area", "progressive", "--junit", str(out))
    assert status == 1
    root = ET.parse(out).getroot()
    assert root.tag == "testsuites" and root.get("failures") == root.get("tests")
    case = root.find("testsuite/testcase")
    assert case is not None and case.find("failure") is not None


def test_bad_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["conformance", "--suite", str(SUITE), "--case", "no-such-case"]) == 2
    assert cf.main(["--suite", str(SUITE / "nowhere")]) == 2
