"""The implement-your-own tutorial works as the guide shows it.

docs/<lang>/implement-your-own.md takes a newcomer from an empty folder to a passing run of a small
JavaScript program (docs/examples/implement-your-own/tiebreaks.mjs) through the conformance runner.
The program, the known-failures file, every command line and every output the pages show live once in
docs/examples/implement-your-own/ and are included into the four pages with ``--8<--``; this test
runs those same command files, in a fresh folder, and compares with those same output files, so page
and test cannot drift. The runs need ``node`` (CI has it) and are skipped, saying so, without it.

The four runs of the selection (run, skip, known, ci) ask the program the same questions: ``node`` is, for
these runs, a shell script in front of the real one (``NODE_MEMO``) that answers a question it has seen from
what node answered then (its output, its error output and its exit status, kept by the command line and the
contents of every file named on it, the program's own included), and asks node otherwise: every answer is
node's, each question reaches node once (about 7 s of CPU less).

When the suite gains cases in the tutorial's selection (``--codes "WIN WON BPG BWG BH"``), the
closing line in known.out changes: the failure message below says what to write there.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "examples" / "implement-your-own"
LANGUAGES = ("en", "nl", "de", "nb")
PROGRAM_FILES = ("tiebreaks.mjs", "known-failures.txt")  # what the reader has in their folder


def shown(name: str) -> str:
    return (EXAMPLE / name).read_text(encoding="utf-8")


def command_lines(name: str) -> list[str]:
    """The command lines of a shown .sh file (a line ending in a backslash goes on; # starts a comment)."""
    text = shown(name).replace("\\\n", " ")
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]


def argv(line: str) -> list[str]:
    """A shown command as the test runs it: `tiebreak-ref` is this checkout's, run by this Python."""
    words = shlex.split(line, comments=True)
    if words[0] == "tiebreak-ref":
        return [sys.executable, "-m", "tiebreak_ref", *words[1:]]
    assert words[0] == "node", f"the tutorial shows only tiebreak-ref and node commands: {line}"
    return words


NODE_MEMO = r"""#!/bin/sh
# node, remembered (tests/test_tutorial.py): the same command line in the same folder, with the same contents of
# every file it names, gets what node answered the first time; anything else goes to node.
memo=MEMO
key=$( { printf '%s\n' "$PWD" "$@"; for arg in "$@"; do if [ -f "$arg" ]; then cat -- "$arg"; fi; done; } \
  | sha256sum | cut -c1-64)
if [ ! -f "$memo/$key.status" ]; then
  NODE "$@" >"$memo/$key.out.$$" 2>"$memo/$key.err.$$"
  echo $? >"$memo/$key.status.$$"
  mv "$memo/$key.out.$$" "$memo/$key.out" && mv "$memo/$key.err.$$" "$memo/$key.err"
  mv "$memo/$key.status.$$" "$memo/$key.status"
fi
cat "$memo/$key.out" && cat "$memo/$key.err" >&2
exit "$(cat "$memo/$key.status")"
"""


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reader's folder: the program and its known-failures file, nothing else."""
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the tutorial's program is JavaScript (CI installs it)")
    where = tmp_path_factory.mktemp("tiebreaks-js")
    for name in PROGRAM_FILES:
        shutil.copy(EXAMPLE / name, where / name)
    return where


@pytest.fixture(scope="module")
def node_memo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with ``node``, NODE_MEMO in front of the real node, for the front of PATH."""
    node = shutil.which("node")
    assert node is not None
    memo, bin_dir = tmp_path_factory.mktemp("node-memo"), tmp_path_factory.mktemp("node-bin")
    script = bin_dir / "node"
    script.write_text(NODE_MEMO.replace("MEMO", shlex.quote(str(memo))).replace("NODE", shlex.quote(node)))
    script.chmod(0o755)
    return bin_dir


def run(name: str, where: Path, path: Path | None = None) -> list[subprocess.CompletedProcess[str]]:
    # NODE_EXTRA_CA_CERTS (set on some machines for a TLS proxy) makes node parse the certificate file at every
    # start: 0.1 s of CPU, twice the program's own time, at each of some 250 starts; the program opens no connection.
    env = {**{k: v for k, v in os.environ.items() if k != "NODE_EXTRA_CA_CERTS"}, "PYTHONPATH": str(ROOT)}
    if path is not None:
        env["PATH"] = os.pathsep.join([str(path), env.get("PATH", "")])
    return [
        subprocess.run(argv(line), cwd=where, env=env, capture_output=True, text=True, timeout=600, check=False)
        for line in command_lines(name)
    ]


def test_every_language_shows_every_file() -> None:
    """Each page includes every shared file (the order is checked by test_docs_parity.py)."""
    for lang in LANGUAGES:
        page = (ROOT / "docs" / lang / "implement-your-own.md").read_text(encoding="utf-8")
        for path in sorted(EXAMPLE.iterdir()):
            assert f'--8<-- "implement-your-own/{path.name}"' in page, f"docs/{lang}: {path.name} is not shown"


def test_the_template_on_the_page_is_the_one_run() -> None:
    """The pages show the command template on its own; it is the --cmd of every run."""
    templates = {
        shlex.split(line)[shlex.split(line).index("--cmd") + 1]
        for name in ("run.sh", "skip.sh", "known.sh", "ci.sh")
        for line in command_lines(name)
    }
    assert len(templates) == 1, templates
    (template,) = templates
    for lang in LANGUAGES:
        page = (ROOT / "docs" / lang / "implement-your-own.md").read_text(encoding="utf-8")
        assert f"```text\n{template}\n```" in page, f"docs/{lang}: the template {template!r} is not shown"


def test_the_install_is_the_readmes() -> None:
    """The tutorial installs the runner the way conformance/README.md says (its commands, word for word)."""
    readme = (ROOT / "conformance" / "README.md").read_text(encoding="utf-8")
    for line in command_lines("install.sh"):
        command = line.partition("#")[0].strip()
        if not command.startswith("export "):
            assert command in readme, f"install.sh: {command!r} is not in conformance/README.md"


def test_first_answer(folder: Path) -> None:
    """--copy gives the reader the suite's files; the program's answer on one of them is the page's."""
    copy, answer = run("try.sh", folder)
    assert copy.returncode == 0, copy.stderr
    assert answer.returncode == 0, answer.stderr
    assert answer.stdout == shown("try.out")
    # The page reads the answer against the case: BH of participant 2 is 9 (cases/buchholz/...json).
    case = json.loads((folder / "suite/cases/buchholz/basics-no-unplayed-round.json").read_text(encoding="utf-8"))
    rows = {row["tpn"]: row for row in json.loads(answer.stdout)["standings"]}
    for tpn, values in case["expected"]["values"].items():
        assert rows[int(tpn)]["values"]["BH"] == values["BH"], f"participant {tpn}"


def test_list(folder: Path) -> None:
    (listing,) = run("list.sh", folder)
    assert listing.returncode == 0, listing.stderr
    lines = listing.stdout.splitlines()
    assert lines, "--list selected nothing"
    for line in lines:
        _case, _rules, *case_codes = line.split()
        assert set(case_codes) <= {"WIN", "WON", "BPG", "BWG", "BH"}, line


def test_first_run_fails_and_shows_a_failure(folder: Path, node_memo: Path) -> None:
    """The first run fails (exit 1); the failure the page explains is printed as the page shows it."""
    (first,) = run("run.sh", folder, node_memo)
    assert first.returncode == 1, first.stderr
    assert shown("run.out") in first.stdout
    assert not [line for line in first.stdout.splitlines() if line.startswith("FAIL  trf/")], "a reading case failed"


def known_ids() -> set[str]:
    return {line.split()[0] for line in command_lines("known-failures.txt")}


def test_skip_leaves_only_the_known_failures(folder: Path, node_memo: Path) -> None:
    """After --skip 'unplayed/*' exactly the cases of known-failures.txt fail: the file is true."""
    (skipped,) = run("skip.sh", folder, node_memo)
    assert skipped.returncode == 1, skipped.stderr
    failed = {line.split()[1] for line in skipped.stdout.splitlines() if line.startswith("FAIL ")}
    assert failed == known_ids()


def test_known_failures_pass(folder: Path, node_memo: Path) -> None:
    """With the known-failures file the selection passes (exit 0) with the closing line of the page."""
    (known,) = run("known.sh", folder, node_memo)
    assert known.returncode == 0, known.stdout[-3000:] + known.stderr
    closing = known.stdout.splitlines()[-1]
    assert closing == shown("known.out").strip(), (
        f"the suite changed: write {closing!r} into docs/examples/implement-your-own/known.out"
    )


def test_ci_reports(folder: Path, node_memo: Path) -> None:
    """The CI command: exit 0, a JSON report without a failure and a JUnit file."""
    (ci,) = run("ci.sh", folder, node_memo)
    assert ci.returncode == 0, ci.stdout[-3000:] + ci.stderr
    report = json.loads((folder / "report.json").read_text(encoding="utf-8"))
    assert report["failed"] == 0 and report["passed"] > 0
    assert {case["id"] for case in report["cases"] if case["verdict"] == "known-failure"} == known_ids()
    suite = ET.parse(folder / "report.xml").getroot()
    assert len(list(suite.iter("testcase"))) == report["passed"] + report["skipped"], "JUnit and JSON disagree"
