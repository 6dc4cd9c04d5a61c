"""`make suite-dist` (conformance/tools/suite_dist.py): the suite's versioned archive and its SHA-256.

The archive is what an implementer downloads instead of cloning the repository, so the test reads it as they
would: `sha256sum -c` form, one folder named after the suite's VERSION, exactly the files `conformance --copy`
gives, a suite that loads from the unpacked folder with every case, and the same bytes on a second build."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from tiebreak_ref import conformance as cf

ROOT = Path(__file__).resolve().parent.parent
SUITE = ROOT / "conformance"
TOOL = SUITE / "tools" / "suite_dist.py"


def build(out: Path, *more: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOL), "--out", str(out), *more], capture_output=True, text=True, check=False
    )


def test_the_archive_is_the_suite_reproducibly_with_its_checksum(tmp_path: Path) -> None:
    first, second = build(tmp_path / "a"), build(tmp_path / "b")
    assert first.returncode == 0 and second.returncode == 0, first.stderr + second.stderr
    name = f"tiebreak-ref-conformance-{cf.suite_version(SUITE)}"
    archive = tmp_path / "a" / f"{name}.tar.gz"
    data = archive.read_bytes()
    assert data == (tmp_path / "b" / archive.name).read_bytes()  # reproducible: owner, mode, time and order fixed
    digest = hashlib.sha256(data).hexdigest()
    assert (tmp_path / "a" / f"{archive.name}.sha256").read_text(encoding="utf-8") == f"{digest}  {archive.name}\n"
    cases = cf.load_suite(SUITE)
    assert first.stdout == f"{archive}: {len(cases)} cases, sha256 {digest}\n"
    with tarfile.open(archive) as tar:
        members = tar.getmembers()
        assert {(m.uid, m.gid, m.mode, m.mtime) for m in members} == {(0, 0, 0o644, 0)}
        names = [m.name for m in members]
        assert names == [f"{name}/{p.relative_to(SUITE).as_posix()}" for p in cf.iter_suite_files(SUITE)]
        assert {"VERSION", "PROTOCOL", "README.md", "CHANGELOG.md"} <= {n.removeprefix(f"{name}/") for n in names}
        tar.extractall(tmp_path / "unpacked", filter="data")
    unpacked = cf.load_suite(tmp_path / "unpacked" / name)
    assert sorted(c.id for c in unpacked) == sorted(c.id for c in cases)


def test_a_malformed_suite_builds_nothing(tmp_path: Path) -> None:
    suite = tmp_path / "suite"
    shutil.copytree(SUITE, suite, ignore=shutil.ignore_patterns("__pycache__", "tools"))
    broken = next(iter(sorted((suite / "cases").rglob("*.json"))))
    broken.write_text("{ not json", encoding="utf-8")
    done = build(tmp_path / "out", "--suite", str(suite))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("suite-dist: ") and broken.name in done.stderr
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())
