"""Install a built wheel into a new virtual environment and run the suite from it, far from any checkout.

    python conformance/tools/check_wheel.py dist/tiebreak_ref-*.whl

What `make wheel` proves about issue 13's "get it without a checkout": in a fresh venv (no
dependencies, `pip install --no-deps WHEEL`), run from `/`, `tiebreak-ref conformance` finds the
suite inside the package and passes every case, the trf area passes through `--cmd` and the
installed command line too (a sample: each case is a process), and `--copy` writes the suite with
its VERSION. Exit 1 when any step
fails. Standard library only (and the pip of the new venv).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import venv
from pathlib import Path

SUITE = Path(__file__).resolve().parent.parent


def step(argv: list[str], what: str) -> str:
    run = subprocess.run(argv, capture_output=True, text=True, cwd="/", check=False)
    if run.returncode != 0:
        sys.stderr.write(f"check_wheel: {what} failed (exit {run.returncode}):\n")
        sys.stderr.write(run.stdout[-2000:] + run.stderr[-2000:])
        raise SystemExit(1)
    return run.stdout


def main() -> int:
    wheel = Path(sys.argv[1]).resolve()
    version = (SUITE / "VERSION").read_text(encoding="utf-8").strip()
    cases = len(list((SUITE / "cases").glob("*/*.json")))
    with tempfile.TemporaryDirectory(prefix="tiebreak-wheel-") as tmp:
        env = Path(tmp) / "venv"
        venv.EnvBuilder(with_pip=True).create(env)
        python, command = env / "bin" / "python", str(env / "bin" / "tiebreak-ref")
        step([str(python), "-m", "pip", "install", "--quiet", "--no-deps", "--no-index", str(wheel)], "pip install")
        want = f"{cases} passed, 0 failed"
        out = step([command, "conformance", "--quiet"], "tiebreak-ref conformance (in-process)")
        if out.splitlines()[-1] != want or "/site-packages/tiebreak_ref/suite" not in out.splitlines()[0]:
            sys.stderr.write(f"check_wheel: expected {want!r} from the packaged suite, got:\n{out[-2000:]}")
            return 1
        cmd = f"{command} standings {{trf}} --tiebreaks {{tiebreaks}} --rules {{rules}} --format json"
        out = step([command, "conformance", "--quiet", "--parallel", "2", "--validate", "--run", "trf", "--cmd", cmd],
                   "--cmd")
        trf = len(list((SUITE / "cases" / "trf").glob("*.json")))
        if out.splitlines()[-1] != f"{trf} passed, 0 failed":
            sys.stderr.write(f"check_wheel: expected the {trf} trf cases to pass through --cmd, got:\n{out[-2000:]}")
            return 1
        copy = Path(tmp) / "copy"
        step([command, "conformance", "--copy", str(copy)], "--copy")
        if (copy / "VERSION").read_text(encoding="utf-8").strip() != version \
                or len(list((copy / "cases").glob("*/*.json"))) != cases:
            sys.stderr.write("check_wheel: --copy did not write the whole suite with its VERSION\n")
            return 1
    print(f"check_wheel: {wheel.name} in a new venv, from /: {want} (in-process), the trf area through --cmd; "
          f"--copy wrote suite {version}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
