"""The command-line examples of the guide (```console blocks in docs/examples/**.md) are run.

Each ``$ tiebreak-ref ...`` line is executed in docs/examples/ (where the example TRF files are)
and its standard output must equal the lines printed under it in the guide, up to the next
``$`` line or the end of the block. Every example runs in-process (``tiebreak_ref.command.main``, what the
installed script calls); the first example of each command also runs as the installed ``tiebreak-ref`` script,
a process of its own (its exit status, its standard output): 120 starts of Python cost 25 s of CPU, the
in-process runs about 1.5 s.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from tiebreak_ref.command import main

EXAMPLES = Path(__file__).resolve().parent.parent / "docs" / "examples"
BLOCK = re.compile(r"^```console\n(.*?)^```", re.MULTILINE | re.DOTALL)


def commands() -> list[tuple[str, str, str]]:
    found = []
    for path in sorted(EXAMPLES.rglob("*.md")):  # with docs/examples/<lang>/, the examples in nl, de, nb
        for block in BLOCK.findall(path.read_text(encoding="utf-8")):
            for chunk in re.split(r"^(?=\$ )", block, flags=re.MULTILINE):
                if chunk.startswith("$ "):
                    command, _, output = chunk[2:].partition("\n")
                    found.append((path.relative_to(EXAMPLES).as_posix(), command, output))
    return found


def first_of_each_command() -> list[tuple[str, str, str]]:
    """The first example of each command (standings, explain, berger, ...)."""
    firsts: dict[str, tuple[str, str, str]] = {}
    for example in commands():
        firsts.setdefault(shlex.split(example[1])[1], example)
    return list(firsts.values())


def arguments(name: str, command: str) -> list[str]:
    argv = shlex.split(command)
    assert argv[0] == "tiebreak-ref", f"{name}: only tiebreak-ref commands are run: {command}"
    return argv[1:]


def test_there_are_command_line_examples() -> None:
    assert commands()
    assert len(first_of_each_command()) >= 10  # standings, explain, why, check, crosstable, berger, ... (the guide)


@pytest.mark.parametrize(("name", "command", "expected"), commands())
def test_command_line_example(
    name: str, command: str, expected: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    argv = arguments(name, command)
    monkeypatch.chdir(EXAMPLES)
    status = main(argv)
    out, err = capsys.readouterr()
    assert status == 0, err
    assert out == expected, f"{name}: `{command}` printed\n{out}"


@pytest.mark.parametrize(("name", "command", "expected"), first_of_each_command())
def test_command_line_example_as_the_installed_script(name: str, command: str, expected: str) -> None:
    script = Path(sys.executable).with_name("tiebreak-ref")
    done = subprocess.run(
        [str(script), *arguments(name, command)], cwd=EXAMPLES, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == expected, f"{name}: `{command}` printed\n{done.stdout}"
