"""One build step beyond pyproject.toml: the conformance suite goes into the wheel as package data.

The suite lives at the top of the repository (conformance/, the layout of DESIGN.md); a built wheel
carries a copy of its cases, schemas, adapters, README, VERSION, PROTOCOL and CHANGELOG as
tiebreak_ref/suite/, which the runner uses when no --suite is given. An editable install reads
conformance/ in place. The list of files is the runner's own (tiebreak_ref.conformance.iter_suite_files).
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def suite_files() -> list[Path]:
    """The files of conformance/ that a copy of the suite holds."""
    spec = importlib.util.spec_from_file_location("_tiebreak_ref_conformance", HERE / "tiebreak_ref" / "conformance" / "runner.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    try:
        spec.loader.exec_module(module)
        return list(module.iter_suite_files(HERE / "conformance"))
    finally:
        del sys.modules[spec.name]


class BuildWithSuite(build_py):
    """build_py, then conformance/ copied to tiebreak_ref/suite/ in the build folder."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "tiebreak_ref" / "suite"
        shutil.rmtree(target, ignore_errors=True)
        files = suite_files()
        if not any(p.suffix == ".trf" for p in files):
            raise SystemExit(f"setup.py: no conformance cases under {HERE / 'conformance'}")
        for path in files:
            dest = target / path.relative_to(HERE / "conformance")
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, dest)


setup(cmdclass={"build_py": BuildWithSuite})
