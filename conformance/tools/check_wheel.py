"""Install a built wheel into a new virtual environment and run the suite from it, far from any checkout.

    python conformance/tools/check_wheel.py dist/tiebreak_ref-*.whl

What `make wheel` proves about issue 13's "get it without a checkout": in a fresh venv (no
dependencies, `pip install --no-deps WHEEL`), run from `/`, `tiebreak-ref conformance` finds the
suite inside the package and passes every case, a sample of the trf area passes through `--cmd` and the
installed command line too (THROUGH_CMD: each case is a process), and `--copy` writes the suite with
its VERSION. Also (issue 15 item 8) every command's --help and `tiebreak-ref --version` run, and
`pip show` shows the package's metadata (METADATA, the one check of the metadata; tests/test_packaging.py
checks only that COMMANDS names every command).
Exit 1 when any step fails. Standard library only, and pip: the pip of the Python running this script installs into
the new venv (`pip --python`), which gets none of its own (ensurepip would cost 8 s of CPU).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

SUITE = Path(__file__).resolve().parent.parent


def step(argv: list[str], what: str) -> str:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # far from any checkout: no PYTHONPATH
    run = subprocess.run(argv, capture_output=True, text=True, cwd="/", env=env, check=False)
    if run.returncode != 0:
        sys.stderr.write(f"check_wheel: {what} failed (exit {run.returncode}):\n")
        sys.stderr.write(run.stdout[-2000:] + run.stderr[-2000:])
        raise SystemExit(1)
    return run.stdout


COMMANDS = (
    "standings",
    "explain",
    "why",
    "check",
    "crosstable",
    "berger",
    "quads",
    "schedule",
    "scheveningen",
    "prizes",
    "conformance",
)
METADATA = (
    "Version:",
    "Summary: The exact",
    "Author: the tiebreak-ref developers",
    "Classifiers:",
    "Typing :: Typed",
    "Development Status :: 4 - Beta",
    "Topic :: Games/Entertainment :: Board Games",
    "Programming Language :: Python :: 3.11",
    "Programming Language :: Python :: 3.12",
    "Programming Language :: Python :: 3.13",
    "Project-URLs:",
    "Repository, ",
    "Documentation, ",
    "Issues, ",
    "Entry-points:",
)


def install(wheel: Path, tmp: Path) -> tuple[Path, str]:
    """A new venv in tmp with only the wheel installed: its python and its tiebreak-ref command."""
    env = tmp / "venv"
    venv.EnvBuilder(with_pip=False).create(env)
    python, command = env / "bin" / "python", str(env / "bin" / "tiebreak-ref")
    step([*pip(python), "install", "--quiet", "--no-deps", "--no-index", str(wheel)], "pip install")
    return python, command


def pip(python: Path) -> list[str]:
    """pip, of the Python running this script, acting on the venv of `python`."""
    return [sys.executable, "-m", "pip", "--python", str(python)]


# `tiebreak-ref NAME --help` for every NAME in one process of the venv's Python (the entry point's function, as the
# tiebreak-ref command calls it): each --help as a process of its own cost 0.25 s of CPU, 2.8 s for the eleven.
HELP_END = "\n--- end of --help ---\n"
HELPS = f"""
import contextlib, sys
from tiebreak_ref.command import main
for name in sys.argv[1:]:
    with contextlib.suppress(SystemExit):
        main([name, "--help"])
    print({HELP_END!r}, end="", flush=True)
"""


def check_commands(python: Path, command: str, version: str) -> list[str]:
    """What is wrong with --version, the --help of every command and `pip show -v` (nothing: [])."""
    problems = []
    out = step([command, "--version"], "tiebreak-ref --version")
    if out.strip() != f"tiebreak-ref {version}":
        problems.append(f"--version printed {out.strip()!r}; expected 'tiebreak-ref {version}'")
    listed = step([command, "--help"], "tiebreak-ref --help")
    helps = step([str(python), "-c", HELPS, *COMMANDS], "every command's --help").split(HELP_END)
    if len(helps) != len(COMMANDS) + 1:  # each --help and its end marker, then nothing
        problems.append(f"every command's --help printed {len(helps) - 1} end markers; expected {len(COMMANDS)}")
    for name, shown in zip(COMMANDS, helps, strict=False):
        if name not in listed:
            problems.append(f"tiebreak-ref --help does not list {name}")
        if f"usage: tiebreak-ref {name}" not in shown:
            problems.append(f"tiebreak-ref {name} --help printed no usage")
    shown = step([*pip(python), "show", "-v", "tiebreak-ref"], "pip show")
    problems += [f"pip show -v has no {field!r}" for field in (*METADATA, f"Version: {version}") if field not in shown]
    more = step(
        [
            str(python),
            "-c",
            "import importlib.metadata as m; d = m.metadata('tiebreak-ref'); "
            "print(d['License-Expression'], d['Keywords'], sep='\\n')",
        ],
        "importlib.metadata",
    )
    if more.split("\n")[0] != "MIT" or "FIDE" not in more or "chess" not in more:
        problems.append(
            f"the metadata's License-Expression and Keywords are {more!r}; expected MIT, and chess and "
            "FIDE among the keywords"
        )
    return problems


# The installed command as the program under test (--cmd: a process per case): valid files, each answer checked
# against the output schema (--validate), and invalid ones refused with a non-zero exit. Every case of the trf
# area goes through --cmd in tests/test_conformance.py (this checkout's command line, the same code).
THROUGH_CMD = (
    "trf/valid-plain",
    "trf/valid-bom",
    "trf/valid-latin1-name",
    "trf/invalid-tab",
    "trf/invalid-binary",
    "intermediate/example-a-after-3-2026",  # the runner appends --after-round
)


def main() -> int:
    wheel = Path(sys.argv[1]).resolve()
    version = (SUITE / "VERSION").read_text(encoding="utf-8").strip()
    cases = len(list((SUITE / "cases").glob("*/*.json")))
    with tempfile.TemporaryDirectory(prefix="tiebreak-wheel-") as tmp:
        python, command = install(wheel, Path(tmp))
        package_version = wheel.name.split("-")[1]
        problems = check_commands(python, command, package_version)
        if problems:
            sys.stderr.write("check_wheel: " + "\ncheck_wheel: ".join(problems) + "\n")
            return 1
        want = f"{cases} passed, 0 failed"
        out = step([command, "conformance", "--quiet"], "tiebreak-ref conformance (in-process)")
        if out.splitlines()[-1] != want or "/site-packages/tiebreak_ref/suite" not in out.splitlines()[0]:
            sys.stderr.write(f"check_wheel: expected {want!r} from the packaged suite, got:\n{out[-2000:]}")
            return 1
        cmd = f"{command} standings {{trf}} --tiebreaks {{tiebreaks}} --rules {{rules}} --format json"
        runs = [a for case in THROUGH_CMD for a in ("--run", case)]
        out = step([command, "conformance", "--quiet", "--parallel", "2", "--validate", *runs, "--cmd", cmd], "--cmd")
        if out.splitlines()[-1] != f"{len(THROUGH_CMD)} passed, 0 failed":
            sys.stderr.write(f"check_wheel: expected {THROUGH_CMD} to pass through --cmd, got:\n{out[-2000:]}")
            return 1
        copy = Path(tmp) / "copy"
        step([command, "conformance", "--copy", str(copy)], "--copy")
        if (copy / "VERSION").read_text(encoding="utf-8").strip() != version or len(
            list((copy / "cases").glob("*/*.json"))
        ) != cases:
            sys.stderr.write("check_wheel: --copy did not write the whole suite with its VERSION\n")
            return 1
    print(
        f"check_wheel: {wheel.name} in a new venv, from /: {want} (in-process), {len(THROUGH_CMD)} cases through "
        "--cmd; "
        f"--copy wrote suite {version}; --version, every command's --help and the metadata of pip show"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
