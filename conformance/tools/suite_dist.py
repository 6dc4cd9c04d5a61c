"""Build the versioned archive of the suite and its SHA-256: `make suite-dist`.

    python conformance/tools/suite_dist.py [--out dist]

Writes dist/tiebreak-ref-conformance-VERSION.tar.gz (one folder of that name: the cases, schemas,
adapters, README, VERSION, PROTOCOL and CHANGELOG, the files of `tiebreak-ref conformance --copy`)
and, beside it, the same name + `.sha256` in the form `sha256sum -c` reads. The archive is
reproducible: files in a fixed order (the top-level files, then each folder sorted), owner 0,
mode 644, the modification time of SOURCE_DATE_EPOCH (default 0). The suite is loaded (and so
checked) first; a malformed suite builds nothing.
Standard library only.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import os
import sys
import tarfile
from pathlib import Path

SUITE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(SUITE.parent))

from tiebreak_ref import conformance as cf  # noqa: E402


def archive(suite: Path, name: str, mtime: int) -> bytes:
    """The .tar.gz of the suite's files under the folder `name`."""
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for path in cf.iter_suite_files(suite):
            data = path.read_bytes()
            info = tarfile.TarInfo(f"{name}/{path.relative_to(suite).as_posix()}")
            info.size, info.mtime, info.mode = len(data), mtime, 0o644
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            tar.addfile(info, io.BytesIO(data))
    packed = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=packed, mtime=mtime) as gz:
        gz.write(raw.getvalue())
    return packed.getvalue()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="dist", help="the folder for the archive (default: dist)")
    ap.add_argument("--suite", default=str(SUITE))
    args = ap.parse_args()
    suite = Path(args.suite)
    try:
        cases = cf.load_suite(suite)
    except cf.SuiteError as exc:
        for line in exc.problems:
            print(f"suite-dist: {line}", file=sys.stderr)
        return 2
    name = f"tiebreak-ref-conformance-{cf.suite_version(suite)}"
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    data = archive(suite, name, int(os.environ.get("SOURCE_DATE_EPOCH", "0")))
    target = out / f"{name}.tar.gz"
    cf.write_atomically(target, data)
    digest = hashlib.sha256(data).hexdigest()
    cf.write_atomically(out / f"{name}.tar.gz.sha256", f"{digest}  {target.name}\n".encode())
    print(f"{target}: {len(cases)} cases, sha256 {digest}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
