"""The compatibility matrix: the suite against the reference and every adapter whose program is installed.

    python conformance/tools/compat.py [--out docs/data/compat.json] [--tiebreak-core-python PATH]
                                       [--chessdirector-python PATH] [--tournament-organizer-dir DIR]

gacrux is used when the running interpreter can import it; tiebreak-core and chessdirector when
this interpreter, or the one given (default: $TIEBREAK_CORE_PYTHON, $CHESSDIRECTOR_PYTHON), can
import them; tournament-organizer (JavaScript) when `node` is on the PATH and finds the library,
from this folder or from DIR (default: $TOURNAMENT_ORGANIZER_DIR, where `npm install
tournament-organizer` ran). The JSON holds, per area and per code, the cases passed and the total
for each implementation (an implementation missing from an area or code does not support its rule
set, e.g. uscf), who reads the file for it (a program or an adapter's file, the same words in every language
of the guide; conformance/adapters/README.md), and the list of failed cases. Standard library only.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

SUITE = Path(__file__).resolve().parent.parent
REPO = SUITE.parent
sys.path.insert(0, str(REPO))

import tiebreak_ref as tr  # noqa: E402
from tiebreak_ref import conformance as cf  # noqa: E402

FIDE = ["fide-2024", "fide-2026"]  # the rule sets the adapters speak; other cases are "not supported"
# Seconds per case. A matrix of what each program computes, not of its speed: tiebreak-core needs about 40 s for the
# 169-player real/aeroflot-open-2026 on an idle machine, so the runner's 60 s would turn a busy machine into failures.
CASE_TIMEOUT = 600.0
TEMPLATE = "{python} {adapter} {{trf}} --tiebreaks {{tiebreaks}} --rules {{rules}} --format json"


def version_of(python: str, distribution: str, module: str | None = None) -> str | None:
    """The installed version of a distribution for that interpreter, None when it cannot import it."""
    code = (
        f"import importlib, importlib.metadata as m; importlib.import_module({module or distribution!r}); "
        f"print(m.version({distribution.replace('_', '-')!r}))"
    )
    run = subprocess.run([python, "-c", code], capture_output=True, text=True, check=False)
    return run.stdout.strip() if run.returncode == 0 else None


def node_finds(directory: str | None) -> str | None:
    """The version of tournament-organizer that the adapter's `node` finds, None when it finds none."""
    if shutil.which("node") is None:
        return None
    code = (
        "import('tournament-organizer/components').catch(() => import(require('url').pathToFileURL("
        "require('path').join(process.env.TOURNAMENT_ORGANIZER_DIR || '.', 'node_modules', "
        "'tournament-organizer', 'dist', 'components', 'index.js')).href)).then(() => console.log("
        "JSON.parse(require('fs').readFileSync(require('path').join(process.env.TOURNAMENT_ORGANIZER_DIR || '.', "
        "'node_modules', 'tournament-organizer', 'package.json'))).version))"
    )
    env = {**os.environ, **({"TOURNAMENT_ORGANIZER_DIR": directory} if directory else {})}
    run = subprocess.run(
        ["node", "-e", code], capture_output=True, text=True, env=env, check=False, cwd=SUITE / "adapters"
    )
    return run.stdout.strip() or None if run.returncode == 0 else None


def implementations(
    tc_python: str | None, cd_python: str | None = None, to_dir: str | None = None
) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = [
        {"name": "tiebreak-ref", "version": tr.__version__, "command": "in-process", "reader": "tiebreak-ref"}
    ]
    gx = version_of(sys.executable, "gacrux")
    if gx:
        found.append(
            {
                "name": "gacrux",
                "version": gx,
                "rules": FIDE,
                "language": "Python",
                "reader": "gacrux",
                "command": TEMPLATE.format(
                    python=shlex.quote(sys.executable), adapter=shlex.quote(str(SUITE / "adapters" / "gacrux.py"))
                ),
            }
        )
    for python in [p for p in (sys.executable, tc_python) if p]:
        tc = version_of(python, "tiebreak_core")
        if tc:
            found.append(
                {
                    "name": "tiebreak-core",
                    "version": tc,
                    "rules": FIDE,
                    "language": "Python",
                    "command": TEMPLATE.format(
                        python=shlex.quote(python), adapter=shlex.quote(str(SUITE / "adapters" / "tiebreak_core.py"))
                    ),
                    "reader": "tiebreak-ref",  # its adapter reads the file with tiebreak-ref
                }
            )
            break
    for python in [p for p in (sys.executable, cd_python) if p]:
        cd = version_of(python, "chessdirector", module="paircraft.local")
        if cd:
            found.append(
                {
                    "name": "chessdirector",
                    "version": cd,
                    "rules": [*FIDE, "uscf"],
                    "language": "Python",
                    "command": TEMPLATE.format(
                        python=shlex.quote(python), adapter=shlex.quote(str(SUITE / "adapters" / "chessdirector.py"))
                    ),
                    "reader": "adapters/chessdirector.py",
                }
            )
            break
    to = node_finds(to_dir)
    if to:
        adapter = shlex.quote(str(SUITE / "adapters" / "tournament_organizer.mjs"))
        found.append(
            {
                "name": "tournament-organizer",
                "version": to,
                "rules": FIDE,
                "language": "JavaScript",
                "command": f"node {adapter} {{trf}} --tiebreaks {{tiebreaks}} --rules {{rules}}",
                "reader": "adapters/tournament_organizer.mjs",
                **({"env": {"TOURNAMENT_ORGANIZER_DIR": to_dir}} if to_dir else {}),
            }
        )
    return found


def matrix(impls: list[dict[str, Any]], cases: list[cf.Case]) -> dict[str, Any]:
    areas: dict[str, dict[str, Any]] = {}
    codes: dict[str, dict[str, Any]] = {}
    failures: dict[str, list[dict[str, Any]]] = {}
    for impl in impls:
        name = impl["name"]
        os.environ.update(impl.get("env", {}))
        runner = (
            cf.reference_runner if impl["command"] == "in-process" else cf.command_runner(impl["command"], CASE_TIMEOUT)
        )
        supported = [c for c in cases if "rules" not in impl or c.rules in impl["rules"]]
        print(f"{name}: running {len(supported)} cases", file=sys.stderr, flush=True)
        results = cf.run_suite(supported, runner, parallel=2)
        print(f"{name}: {cf.summary_line(results)}", file=sys.stderr, flush=True)
        failures[name] = []
        if name == impls[0]["name"]:
            for c in cases:
                areas.setdefault(c.area, {"cases": 0})["cases"] += 1
        for r in results:
            area = areas[r.case.area]
            cell = area.setdefault(name, {"passed": 0, "total": 0})
            cell["total"] += 1
            cell["passed"] += r.passed
            if not r.case.expects_error:
                for code in dict.fromkeys(r.case.tiebreaks):
                    c = codes.setdefault(code, {}).setdefault(name, {"passed": 0, "total": 0})
                    c["total"] += 1
                    c["passed"] += r.code_passed(code)
            if not r.passed:
                failures[name].append(
                    {
                        "case": r.case.id,
                        "differences": len(r.mismatches),
                        "codes": sorted({m.code for m in r.mismatches}),
                    }
                )
    return {"areas": dict(sorted(areas.items())), "codes": dict(sorted(codes.items())), "failures": failures}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(REPO / "docs" / "data" / "compat.json"))
    ap.add_argument("--tiebreak-core-python", default=os.environ.get("TIEBREAK_CORE_PYTHON"))
    ap.add_argument("--chessdirector-python", default=os.environ.get("CHESSDIRECTOR_PYTHON"))
    ap.add_argument("--tournament-organizer-dir", default=os.environ.get("TOURNAMENT_ORGANIZER_DIR"))
    args = ap.parse_args()
    cases = cf.load_cases(SUITE)
    impls = implementations(args.tiebreak_core_python, args.chessdirector_python, args.tournament_organizer_dir)
    data = {
        "suite_version": (SUITE / "VERSION").read_text(encoding="utf-8").strip(),
        "protocol": int((SUITE / "PROTOCOL").read_text(encoding="utf-8").strip()),
        "generated": dt.date.today().isoformat(),
        "cases": len(cases),
        "implementations": [{k: v for k, v in i.items() if k not in ("command", "env")} for i in impls],
        "explanations": "every failure of another program is explained in the notes of its case "
        "(conformance/cases/<id>.json)",
        **matrix(impls, cases),
    }
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {out}: " + ", ".join(f"{i['name']} {i['version']}" for i in impls), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
