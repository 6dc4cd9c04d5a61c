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

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

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


def group(name: str) -> list[Requirement]:
    """The requirements of a dependency group, its included groups' too."""
    found: list[Requirement] = []
    for entry in PYPROJECT["dependency-groups"][name]:
        found += group(entry["include-group"]) if isinstance(entry, dict) else [Requirement(entry)]
    return found


def lock() -> dict[str, str]:
    """dev-lock.txt, the pins `make` installs: each package's name (normalised) and version."""
    pins = {}
    for line in (ROOT / "dev-lock.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            requirement = Requirement(line)
            (spec,) = requirement.specifier
            assert spec.operator == "==", line
            pins[canonicalize_name(requirement.name)] = spec.version
    return pins


def build_requirements() -> list[Requirement]:
    """pyproject.toml's build requirements, which `make` installs into the venv with the dev group (BUILD)."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    (line,) = [line for line in makefile.splitlines() if line.startswith("BUILD := ")]
    assert line.removeprefix("BUILD := ").replace("'", "").split() == PYPROJECT["build-system"]["requires"]
    return [Requirement(r) for r in PYPROJECT["build-system"]["requires"]]


def test_the_lock_pins_every_package_of_the_dev_group_within_its_range() -> None:
    """dev-lock.txt (`make lock`) is pyproject.toml's: a pin for each requirement of the dev group, pip (>= 25.1)
    and the build requirements, each inside its range; a range changed without `make lock` fails here."""
    pins = lock()
    for requirement in [*group("dev"), *build_requirements(), Requirement("pip>=25.1")]:
        name = canonicalize_name(requirement.name)
        assert name in pins, f"dev-lock.txt has no {name}: run `make lock`"
        assert requirement.specifier.contains(pins[name]), f"dev-lock.txt: {name}=={pins[name]} is not {requirement}"


def test_the_venv_has_the_build_requirements_it_builds_with() -> None:
    """`make` builds the editable install and the wheel without build isolation, after it installed the lock (which
    pins the build requirements: the test above): what make would run (`make -n`), in its order."""
    plan = (
        subprocess.run(
            ["make", "--no-print-directory", "-n", "-B", ".venv/.installed", "wheel"],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        )
        .stdout.replace("\\\n", " ")
        .splitlines()
    )
    builds = [i for i, line in enumerate(plan) if " -e . " in line or "pip wheel " in line]
    installs = [i for i, line in enumerate(plan) if "-r dev-lock.txt" in line]
    assert len(builds) == 2 and installs and max(installs) < min(builds), plan
    assert all("--no-build-isolation" in plan[i] for i in builds), plan


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
    refuses a collection where SITE_TESTS misses such a file, names one without such a test or one that is gone)
    from the files SITE_TESTS names, after `make docs`, and every other test (not needs_site) while the docs build."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert '-m "not needs_site"' in makefile and "-m needs_site $(SITE_TESTS)" in makefile


def test_make_test_runs_every_part_of_the_core_tests() -> None:
    """pytest-core is --part K/N of conftest.py for every K from 1 to N, each once (`make -n`: what make would run)."""
    plan = subprocess.run(
        ["make", "--no-print-directory", "-n", "-B", "pytest-core"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    dealt = [word for line in plan.splitlines() if "--part" in line for word in [line.split("--part ")[1].split()[0]]]
    count = len(dealt)
    assert sorted(dealt) == [f"{k}/{count}" for k in range(1, count + 1)] and count >= 2, plan
