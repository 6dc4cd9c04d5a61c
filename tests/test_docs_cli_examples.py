"""The command-line examples of the guide (```console blocks in docs/examples/**.md) are run.

Each ``$ tiebreak-ref ...`` line is executed in docs/examples/ (where the example TRF files are)
and its standard output must equal the lines printed under it in the guide, up to the next
``$`` line or the end of the block.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

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


def test_there_are_command_line_examples() -> None:
    assert commands()


@pytest.mark.parametrize(("name", "command", "expected"), commands())
def test_command_line_example(name: str, command: str, expected: str) -> None:
    argv = shlex.split(command)
    assert argv[0] == "tiebreak-ref", f"{name}: only tiebreak-ref commands are run: {command}"
    script = Path(sys.executable).with_name("tiebreak-ref")
    done = subprocess.run([str(script), *argv[1:]], cwd=EXAMPLES, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout == expected, f"{name}: `{command}` printed\n{done.stdout}"
