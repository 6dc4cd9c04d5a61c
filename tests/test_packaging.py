"""Packaging (issue 15 item 8): dependency groups, one version, a help text on every option, and check_wheel knowing
every command. The built wheel itself (its metadata, --version, every command's --help, the packaged suite) is
checked by `make wheel` (conformance/tools/check_wheel.py), not here: building it twice costs half a minute."""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import tiebreak_ref
from tiebreak_ref.command import parser
from tiebreak_ref.rules.unplayed import Options

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def check_wheel() -> ModuleType:
    """conformance/tools/check_wheel.py, the check of `make wheel` (its COMMANDS)."""
    spec = importlib.util.spec_from_file_location("check_wheel", ROOT / "conformance" / "tools" / "check_wheel.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def subcommands() -> dict[str, argparse.ArgumentParser]:
    top = parser()
    found = [a for a in top._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(found[0].choices)


def test_test_and_docs_are_dependency_groups_not_extras() -> None:
    """PEP 735: what the project's own tests and guide need is not published as an extra to users."""
    assert "optional-dependencies" not in PYPROJECT["project"]
    groups = PYPROJECT["dependency-groups"]
    assert any(r.startswith("pytest") for r in groups["test"]) and any(r.startswith("mkdocs") for r in groups["docs"])
    assert {"include-group": "test"} in groups["dev"] and {"include-group": "docs"} in groups["dev"]
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "--upgrade 'pip>=25.1'" in makefile and "pip install --quiet -e . --group dev" in makefile


def test_the_venv_has_the_build_requirements_it_builds_with() -> None:
    """`make` builds the editable install and the wheel without build isolation, with the build requirements it
    installs next to pip (BUILD): they are pyproject.toml's own."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    (line,) = [line for line in makefile.splitlines() if line.startswith("BUILD := ")]
    assert line.removeprefix("BUILD := ").replace("'", "").split() == PYPROJECT["build-system"]["requires"]
    assert makefile.count("--no-build-isolation") == 2 and makefile.count("$(BUILD)") == 2


def test_version_in_one_place() -> None:
    """The version is tiebreak_ref.__version__ only (the wheel's metadata: check_wheel.METADATA, `make wheel`)."""
    project = PYPROJECT["project"]
    assert project["dynamic"] == ["version"] and "version" not in project
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "tiebreak_ref.__version__"}
    out = subprocess.run(
        [sys.executable, "-m", "tiebreak_ref", "--version"], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout
    assert out == f"tiebreak-ref {tiebreak_ref.__version__}\n"
    assert (ROOT / "pyproject.toml").read_text(encoding="utf-8").count(tiebreak_ref.__version__) == 0


def test_every_option_of_every_command_has_help() -> None:
    missing = [
        (name, action.option_strings or action.dest)
        for name, sub in subcommands().items()
        for action in sub._actions
        if not action.help
    ]
    assert missing == []


def test_the_helps_the_issue_names() -> None:
    """--method says what each method does; --set names the guide's page and every decision option."""
    commands = subcommands()
    method = next(a for a in commands["prizes"]._actions if "--method" in a.option_strings)
    assert method.help and "pool (default): players tied on points share" in method.help and "hort: half" in method.help
    setting = next(a for a in commands["standings"]._actions if "--set" in a.option_strings)
    assert setting.help and "Decisions (docs/en/decisions.md)" in setting.help
    for field in dataclasses.fields(Options):
        assert field.name in setting.help or field.name in ("unrated_rating", "event")  # options of their own
    assert "aob_rounding=adaptive|2dp|exact" in setting.help and "lots_seed=N|none" in setting.help


def test_check_wheel_knows_every_command() -> None:
    assert set(check_wheel().COMMANDS) == set(subcommands())


def test_readme_begins_with_what_and_how_to_install() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert readme.startswith("# tiebreak-ref\n\nThe exact, readable reference implementation")
    install = readme.index("## Install")
    assert install < readme.index("make serve") and "pip install ." in readme[install : readme.index("make serve")]
    assert "pip install dist/tiebreak_ref-*.whl" in readme and "$ make test" in readme


def test_make_test_runs_every_test_of_the_built_guide_after_the_docs_build() -> None:
    """`make test` runs the tests that take the `site` fixture (marked needs_site by tests/conftest.py, which also
    refuses a collection where such a file is missing from SITE_TESTS: it would not run at all) from the files
    SITE_TESTS names, after `make docs`, and every other test (not needs_site) while the docs build."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    (line,) = [line for line in makefile.splitlines() if line.startswith("SITE_TESTS := ")]
    listed = set(line.removeprefix("SITE_TESTS := ").split())
    assert all((ROOT / name).is_file() for name in listed), "SITE_TESTS names a file that is gone"
    assert '-m "not needs_site"' in makefile and "-m needs_site $(SITE_TESTS)" in makefile
