"""The conformance suite (conformance/) and its runner (tiebreak_ref.conformance).

* every case is valid against conformance/schema/case.schema.json, its id matches its path, its
  TRF exists, and the suite files (README, VERSION, PROTOCOL, CHANGELOG) are there;
* the reference passes 100 % of the suite in-process, and each of its answers fits
  conformance/schema/output.schema.json (for jsonschema and for the runner's own checker);
* the runner fails a deliberately wrong program (tests/conformance_wrong_program.py), with a
  per-value report, the closing line 'N passed, N failed' and exit status 1; a reader that accepts
  invalid files fails the invalid-TRF cases; a program that crashes fails;
* the command template is split without a shell, {tiebreaks} stays one argument, and the JUnit
  report is well-formed XML;
* provenance is honest: gacrux, re-run on the cases whose checked_with names it, agrees on every
  value (a fixed sample of one case in ten and every reading case; all of them with
  CONFORMANCE_CLAIMS=all), and tiebreak-core, which reads through our reader, names no reading case;
* the README does not drift: it names every area, rule set and code of the suite, and its
  known-failures example is a file the runner accepts.
(The runner against hostile programs and broken suites: tests/test_runner_hostile.py.)
"""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest
from suite_once import load_suite_once, suite_read_once  # noqa: F401 (the fixture)

from tiebreak_ref import conformance as cf
from tiebreak_ref.command import main as cli_main

ROOT = Path(__file__).resolve().parent.parent
SUITE = ROOT / "conformance"
WRONG = Path(__file__).resolve().parent / "conformance_wrong_program.py"
CASE_FILES = sorted((SUITE / "cases").glob("*/*.json"))
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed$")


pytestmark = pytest.mark.usefixtures("suite_read_once")  # tests/suite_once.py


def suite() -> list[cf.Case]:
    return load_suite_once(SUITE)


def wrong_cmd(mode: str = "wrong") -> str:
    return (
        f"{shlex.quote(sys.executable)} {shlex.quote(str(WRONG))} {{trf}} --tiebreaks {{tiebreaks}} "
        f"--rules {{rules}} --mode {mode}"
    )


def test_suite_files_exist() -> None:
    for name in ("README.md", "VERSION", "PROTOCOL", "CHANGELOG.md", "schema/case.schema.json"):
        assert (SUITE / name).is_file(), name
    version = (SUITE / "VERSION").read_text().strip()
    assert re.fullmatch(r"\d{4}\.\d{1,2}\.\d+", version)
    assert f"## {version}" in (SUITE / "CHANGELOG.md").read_text()


def test_at_least_150_cases_in_every_area() -> None:
    areas = {p.parent.name for p in CASE_FILES}
    assert len(CASE_FILES) >= 150
    assert {
        "buchholz",
        "sonneborn-berger",
        "progressive",
        "direct-encounter",
        "own-results",
        "rating",
        "unplayed",
        "pre-determined",
        "intermediate",
        "ranking",
        "trf",
    } <= areas


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


@pytest.fixture(scope="module")
def reference_outcomes() -> dict[str, cf.Outcome]:
    """The reference's answer to every case, computed once for the two tests that read them all."""
    return {case.id: cf.reference_runner(case) for case in suite()}


def test_reference_passes_everything(reference_outcomes: dict[str, cf.Outcome]) -> None:
    cases = cf.load_cases(SUITE)
    results = cf.run_suite(cases, lambda case: reference_outcomes[case.id])
    failed = [line for line in cf.report_lines(results) if not line.startswith("PASS")]
    assert not failed, "\n".join(failed[:40])
    assert cf.summary_line(results) == f"{len(cases)} passed, 0 failed"


def test_output_schema_is_valid_and_the_reference_fits_it(reference_outcomes: dict[str, cf.Outcome]) -> None:
    """conformance/schema/output.schema.json is a valid schema, and every answer of the reference fits it, for
    jsonschema and for the runner's own checker (--validate; tests/test_runner_hostile.py checks it further)."""
    schema = json.loads((SUITE / "schema" / "output.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    assert len(reference_outcomes) == len(CASE_FILES)
    for case_id, outcome in reference_outcomes.items():
        if outcome.document is None:
            continue
        document = json.loads(json.dumps(outcome.document, default=float))
        assert not list(validator.iter_errors(document)), case_id
        assert cf.schema_errors(outcome.document, schema) == [], case_id


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str]]:
    status = cli_main(["conformance", "--suite", str(SUITE), *argv])
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
    """The trf area, the cases of rounds not played yet (ranked after the last round played by the program) and two
    that name the round (--after-round appended) through --cmd, two at a time: one process per case (every area
    in-process: test_reference_passes_everything; the installed command: `make wheel`)."""
    cmd = (
        f"{shlex.quote(sys.executable)} -m tiebreak_ref standings {{trf}} --tiebreaks {{tiebreaks}} "
        "--rules {rules} --format json"
    )
    selected = ("trf", "intermediate/rounds-*", "intermediate/example-a-after-*")
    status, lines = run_cli(capsys, "--cmd", cmd, "--parallel", "2", *(a for g in selected for a in ("--run", g)))
    assert status == 0, "\n".join(lines)
    cases = cf.load_cases(SUITE, selected)
    assert lines[-1] == f"{len(cases)} passed, 0 failed" and any(c.after_round is not None for c in cases)


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
    assert cli_main(["conformance", "--suite", str(SUITE), "--case", "no-such-case"]) == 2
    assert cf.main(["--suite", str(SUITE / "nowhere")]) == 2


# ------------------------------------------------------------------------------------------------
# Provenance: the claims of checked_with are re-computed

ADAPTERS = SUITE / "adapters"
READING_CASES = {"intermediate/round-paired-not-played"}  # besides the trf area (adapters/README.md)


def claimed_by(program: str) -> list[cf.Case]:
    return [c for c in suite() if any(entry.split()[0] == program for entry in c.data["source"]["checked_with"])]


def claim_sample(cases: list[cf.Case]) -> list[cf.Case]:
    """Every case with CONFORMANCE_CLAIMS=all; else one in ten (by id) and every reading case."""
    if os.environ.get("CONFORMANCE_CLAIMS") == "all":
        return cases
    return [c for i, c in enumerate(cases) if i % 10 == 0 or c.area == "trf" or c.id in READING_CASES]


def installed_version(program: str) -> str:
    import importlib.metadata

    return importlib.metadata.version(program)


def assert_claims_hold(program: str, python: str, adapter: str) -> None:
    """The program, through its adapter, passes the (sampled) cases whose checked_with names it."""
    cmd = (
        f"{shlex.quote(python)} {shlex.quote(str(ADAPTERS / adapter))} {{trf}} "
        "--tiebreaks {tiebreaks} --rules {rules}"
    )
    results = cf.run_suite(claim_sample(claimed_by(program)), cf.command_runner(cmd), parallel=2)
    failed = [line for line in cf.report_lines(results) if not line.startswith("PASS")]
    assert not failed, f"checked_with names {program}, but it differs:\n" + "\n".join(failed[:40])


def test_gacrux_agrees_where_the_suite_says_so() -> None:
    cases = claimed_by("gacrux")
    assert len(cases) > 100
    version = installed_version("gacrux")
    assert all(f"gacrux {version}" in c.data["source"]["checked_with"] for c in cases), "another gacrux version"
    assert_claims_hold("gacrux", sys.executable, "gacrux.py")


def test_tiebreak_core_agrees_where_the_suite_says_so() -> None:
    # tiebreak-core is a test dependency (pyproject.toml, the version the suite's claims name); TIEBREAK_CORE_PYTHON
    # may name another Python that has it (make compat's .venv-peers)
    python = os.environ.get("TIEBREAK_CORE_PYTHON") or sys.executable
    cases = claimed_by("tiebreak-core")
    assert cases, "no case names tiebreak-core"
    if python == sys.executable:
        version = installed_version("tiebreak-core")
        assert all(f"tiebreak-core {version}" in c.data["source"]["checked_with"] for c in cases), "another version"
    assert_claims_hold("tiebreak-core", python, "tiebreak_core.py")


def test_a_borrowed_reader_vouches_for_no_reading_case() -> None:
    for case in claimed_by("tiebreak-core"):
        assert case.area != "trf" and case.id not in READING_CASES, case.id
    for case in suite():
        others = case.data["source"]["checked_with"][1:]
        kind = case.data["source"]["kind"]
        assert kind != "cross-checked" or others, f"{case.id}: cross-checked by nobody else"
        assert kind != "hand" or not others, f"{case.id}: hand, but {others} agree"


def test_reading_cases_need_no_article_16() -> None:
    for case in suite():
        if case.id.startswith("trf/valid-"):
            assert set(case.tiebreaks) <= {"WON", "BPG", "WIN", "TPN"}, case.id
            assert set(case.points) == set(case.values), case.id


# ------------------------------------------------------------------------------------------------
# The README stays true


README = (SUITE / "README.md").read_text(encoding="utf-8")


def test_readme_names_every_area_rule_set_and_code() -> None:
    cases = suite()
    for area in {c.area for c in cases}:
        assert f"`{area}`" in README, f"the README does not describe the area {area}"
    for rules in {c.rules for c in cases}:
        assert f"`{rules}`" in README, f"the README does not name the rule set {rules}"
    words = set(README.replace(";", " ").replace(".", " ").replace(",", " ").split())
    missing = sorted({code for c in cases for code in c.tiebreaks} - words)
    assert not missing, f"codes used by the suite but not listed in the README: {missing}"
    assert "pip install tiebreak-ref" not in README  # not on any index: the README shows installs that work


def test_readme_known_failures_example_is_accepted(tmp_path: Path) -> None:
    block = README.split("**Known failures.**", 1)[1].split("```", 2)[1]
    path = tmp_path / "known.txt"
    path.write_text(block.strip("\n") + "\n")
    known = cf.read_known_failures(path, suite())
    assert len(known) == 2 and all(known.values())


def test_readme_placeholders_are_the_runners() -> None:
    for name in cf.PLACEHOLDERS:
        assert f"| `{{{name}}}` |" in README, name


# ------------------------------------------------------------------------------------------------
# The published matrix (docs/data/compat.json, `make compat`) belongs to this suite


def test_compatibility_matrix_is_of_this_suite() -> None:
    compat = json.loads((ROOT / "docs" / "data" / "compat.json").read_text(encoding="utf-8"))
    cases = suite()
    assert compat["suite_version"] == (SUITE / "VERSION").read_text().strip(), "run make compat"
    assert compat["protocol"] == int((SUITE / "PROTOCOL").read_text())
    assert compat["cases"] == len(cases)
    assert {a: row["cases"] for a, row in compat["areas"].items()} == {
        a: sum(1 for c in cases if c.area == a) for a in {c.area for c in cases}
    }
    ids = {c.id for c in cases}
    assert all(f["case"] in ids for failed in compat["failures"].values() for f in failed)
    impls = compat["implementations"]
    assert len(impls) >= 4 and any(i.get("language", "Python") != "Python" for i in impls)
    assert all(i.get("reader") for i in impls), "each implementation says who reads its files"
    described = (ADAPTERS / "README.md").read_text(encoding="utf-8")
    assert all(impl["name"] in described for impl in impls[1:]), "every adapter is described in adapters/README.md"
