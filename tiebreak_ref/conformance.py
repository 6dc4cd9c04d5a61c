"""The conformance runner: run an implementation against conformance/cases and compare every value.

    tiebreak-ref conformance [--cmd 'PROGRAM {trf} --tiebreaks {tiebreaks} --rules {rules}'] [--area AREA]
                             [--case TEXT] [--codes LIST] [--junit FILE] [--timeout SECONDS] [--suite DIR]
    python -m tiebreak_ref.conformance ...

Without --cmd the reference itself is run in-process. With --cmd the template is split like a shell
command line (shlex) and run **without** a shell, once per case, after replacing in every word:

* ``{trf}``: the path of the case's TRF file;
* ``{tiebreaks}``: the case's codes separated by blanks, as one word (e.g. ``BH/C1 BH DE``);
* ``{rules}``: ``fide-2024`` or ``fide-2026``;
* ``{after_round}`` and ``{unrated_rating}``: the case's values; when the template does not mention
  them and a case sets them, ``--after-round N`` / ``--unrated-rating R`` are appended (the flags of
  ``tiebreak-ref standings``).

The program prints the standings JSON of ``tiebreak-ref standings --format json`` and exits 0; for a
case whose file is invalid it must exit with a non-zero status (2 recommended). Values are compared
as exact decimals (``12.5`` equals ``12.50``), ``null`` is undefined. The report lists every
difference (case, code, participant, expected, got) and ends with the line ``N passed, N failed``.
Exit status: 0 when every selected case passes, 1 otherwise, 2 on bad usage.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

PLACEHOLDERS = ("{trf}", "{tiebreaks}", "{rules}", "{after_round}", "{unrated_rating}")
DEFAULT_TIMEOUT = 60.0


# ----------------------------------------------------------------------------------------------
# Cases


@dataclass(frozen=True)
class Case:
    """One conformance case: a TRF file and its JSON description."""

    id: str
    area: str
    trf: Path
    data: dict[str, Any]

    @property
    def tiebreaks(self) -> list[str]:
        return [str(c) for c in self.data["tiebreaks"]]

    @property
    def rules(self) -> str:
        return str(self.data["rules"])

    @property
    def after_round(self) -> int | None:
        value = self.data.get("after_round")
        return int(value) if value is not None else None

    @property
    def options(self) -> dict[str, Any]:
        options: dict[str, Any] = self.data.get("options", {})
        return options

    @property
    def expects_error(self) -> bool:
        return bool(self.data["expected"].get("error", False))

    @property
    def values(self) -> dict[str, dict[str, Any]]:
        values: dict[str, dict[str, Any]] = self.data["expected"].get("values", {})
        return values

    @property
    def ranking(self) -> dict[str, int]:
        ranking: dict[str, int] = self.data["expected"].get("ranking", {})
        return ranking


def default_suite() -> Path:
    """conformance/ in the current directory, else next to this package (a repository checkout)."""
    here = Path.cwd() / "conformance"
    if (here / "cases").is_dir():
        return here
    return Path(__file__).resolve().parent.parent / "conformance"


def load_cases(suite: Path, areas: Sequence[str] = (), match: str = "", codes: Sequence[str] = ()) -> list[Case]:
    """Every case of the suite (sorted by id), optionally only some areas, ids containing `match`, or cases
    whose every code is one of `codes` (compared in upper case)."""
    wanted = {c.upper() for c in codes}
    cases = []
    for path in sorted((suite / "cases").glob("*/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"), parse_float=Decimal)
        area = path.parent.name
        case = Case(id=f"{area}/{path.stem}", area=area, trf=path.with_suffix(".trf"), data=data)
        if data.get("id") != case.id:
            raise ValueError(f"{path}: id {data.get('id')!r} does not match its path ({case.id})")
        if areas and area not in areas:
            continue
        if match and match not in case.id:
            continue
        if wanted and not {c.upper() for c in case.tiebreaks} <= wanted:
            continue
        cases.append(case)
    return cases


# ----------------------------------------------------------------------------------------------
# Running one implementation


@dataclass
class Outcome:
    """What the implementation did with one case: its JSON document, or an error."""

    document: dict[str, Any] | None = None
    error: str | None = None  # non-zero exit, bad JSON, timeout ...
    exit_status: int | None = None
    timed_out: bool = False


Runner = Callable[[Case], Outcome]


def reference_runner(case: Case) -> Outcome:
    """Run tiebreak_ref in-process, through the same JSON the command line prints."""
    from .fide.team import team_standings
    from .model import InputError
    from .standings import Standings, standings
    from .teams import is_team_file, parse_team_trf
    from .trf import parse_trf
    from .unplayed import Options

    try:
        data = case.trf.read_bytes()
        t = parse_trf(data, source=case.trf.name)
        options = Options(**case.options) if case.options else None
        result: Standings
        if is_team_file(t):  # a team event: the teams are ranked (C.07 11-13)
            ev = parse_team_trf(data, source=case.trf.name)
            result = team_standings(ev, case.tiebreaks, rules=case.rules, options=options,
                                    after_round=case.after_round)
        else:
            result = standings(t, case.tiebreaks, rules=case.rules, options=options, after_round=case.after_round)
    except (InputError, ValueError) as exc:
        return Outcome(error=str(exc), exit_status=2)
    text = json.dumps(result.as_json())
    document: dict[str, Any] = json.loads(text, parse_float=Decimal)
    return Outcome(document=document, exit_status=0)


def command_argv(template: str, case: Case) -> list[str]:
    """The argument vector for one case (no shell is involved)."""
    words = shlex.split(template)
    fill = {
        "{trf}": str(case.trf),
        "{tiebreaks}": " ".join(case.tiebreaks),
        "{rules}": case.rules,
        "{after_round}": "" if case.after_round is None else str(case.after_round),
        "{unrated_rating}": str(case.options.get("unrated_rating", "")),
    }
    argv = []
    for word in words:
        for key, value in fill.items():
            word = word.replace(key, value)
        argv.append(word)
    if case.after_round is not None and "{after_round}" not in template:
        argv += ["--after-round", str(case.after_round)]
    if "unrated_rating" in case.options and "{unrated_rating}" not in template:
        argv += ["--unrated-rating", str(case.options["unrated_rating"])]
    return argv


def command_runner(template: str, timeout: float = DEFAULT_TIMEOUT) -> Runner:
    """Run a foreign program for each case."""
    if not shlex.split(template):
        raise ValueError("--cmd is empty")

    def run(case: Case) -> Outcome:
        argv = command_argv(template, case)
        try:
            done = subprocess.run(argv, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL, check=False)
        except subprocess.TimeoutExpired:
            return Outcome(error=f"no answer within {timeout:g} s", timed_out=True)
        except OSError as exc:
            return Outcome(error=f"cannot run {argv[0]!r}: {exc.strerror or exc}")
        stderr = done.stderr.decode("utf-8", "replace").strip()
        if done.returncode != 0:
            last = stderr.splitlines()[-1] if stderr else ""
            return Outcome(error=f"exit status {done.returncode}" + (f": {last}" if last else ""),
                           exit_status=done.returncode)
        try:
            document = json.loads(done.stdout.decode("utf-8"), parse_float=Decimal)
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            return Outcome(error=f"the output is not JSON: {exc}", exit_status=0)
        if not isinstance(document, dict) or not isinstance(document.get("standings"), list):
            return Outcome(error="the output has no 'standings' list", exit_status=0)
        return Outcome(document=document, exit_status=0)

    return run


# ----------------------------------------------------------------------------------------------
# Comparing


@dataclass(frozen=True)
class Mismatch:
    """One value that differs: code (or 'rank', or '-' for the whole case), participant, expected, got."""

    code: str
    tpn: str
    expected: str
    got: str


@dataclass
class Result:
    """The verdict on one case."""

    case: Case
    mismatches: list[Mismatch] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def passed(self) -> bool:
        return not self.mismatches

    def code_passed(self, code: str) -> bool:
        """Every value of one code (and the whole case's errors) matched."""
        return not any(m.code in (code, "-") for m in self.mismatches)


def exact(value: Any) -> Decimal | str | None:
    """A value as an exact decimal, None for null; anything else is returned as text (never equal)."""
    if value is None:
        return None
    if isinstance(value, bool):
        return f"<{value}>"
    if isinstance(value, (int, Decimal)):
        return Decimal(value)
    if isinstance(value, float):
        return Decimal(repr(value))
    if isinstance(value, str):
        try:
            return Decimal(value)
        except InvalidOperation:
            return f"<{value!r}>"
    return f"<{value!r}>"


def show(value: Any) -> str:
    if value is None:
        return "null"
    return str(value)


def compare(case: Case, outcome: Outcome) -> list[Mismatch]:
    """Every difference between the case's expectations and what the implementation did."""
    if case.expects_error:
        if outcome.document is None and not outcome.timed_out and outcome.error is not None:
            return []
        got = outcome.error if outcome.timed_out else "accepted the file and printed standings"
        where = f"line {case.data['expected'].get('line', '?')}, column {case.data['expected'].get('column', '?')}"
        return [Mismatch("-", "-", f"an error (non-zero exit): the file is invalid at {where}", str(got))]
    if outcome.document is None:
        return [Mismatch("-", "-", "standings JSON", outcome.error or "nothing")]
    rows: dict[str, dict[str, Any]] = {}
    for row in outcome.document.get("standings", []):
        if isinstance(row, dict) and "tpn" in row:
            rows[str(row["tpn"])] = row
    out = []
    for tpn, codes in case.values.items():
        row = rows.get(tpn)
        for code, want in codes.items():
            if row is None:
                out.append(Mismatch(code, tpn, show(want), "no such participant"))
                continue
            values = row.get("values") if isinstance(row.get("values"), dict) else {}
            assert isinstance(values, dict)
            if code not in values:
                out.append(Mismatch(code, tpn, show(want), "missing"))
            elif exact(values[code]) != exact(want):
                out.append(Mismatch(code, tpn, show(want), show(values[code])))
    for tpn, want_rank in case.ranking.items():
        row = rows.get(tpn)
        got_rank = None if row is None else row.get("rank")
        if exact(got_rank) != exact(want_rank):
            out.append(Mismatch("rank", tpn, show(want_rank), show(got_rank)))
    return out


def run_case(case: Case, runner: Runner) -> Result:
    start = time.perf_counter()
    outcome = runner(case)
    return Result(case, compare(case, outcome), time.perf_counter() - start)


def run_suite(cases: Sequence[Case], runner: Runner, progress: Callable[[int, int, Result], None] | None = None
              ) -> list[Result]:
    """Run every case; `progress(i, n, result)` is called after each one."""
    results = []
    for i, case in enumerate(cases, start=1):
        result = run_case(case, runner)
        results.append(result)
        if progress is not None:
            progress(i, len(cases), result)
    return results


# ----------------------------------------------------------------------------------------------
# Reports


def report_lines(results: Sequence[Result]) -> list[str]:
    """The per-case report: one line per case, a table of differences under each failed case."""
    lines = []
    for r in results:
        if r.passed:
            lines.append(f"PASS  {r.case.id}")
            continue
        lines.append(f"FAIL  {r.case.id}  ({len(r.mismatches)} difference{'s' if len(r.mismatches) > 1 else ''})")
        header = ("code", "participant", "expected", "got")
        body = [(m.code, m.tpn, m.expected, m.got) for m in r.mismatches]
        widths = [max(len(x) for x in column) for column in zip(header, *body, strict=True)]
        for cells in (header, *body):
            lines.append("      " + "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip())
    return lines


def summary_line(results: Sequence[Result]) -> str:
    passed = sum(1 for r in results if r.passed)
    return f"{passed} passed, {len(results) - passed} failed"


def junit_xml(results: Sequence[Result], name: str) -> bytes:
    """JUnit XML: one testsuite per area, one testcase per case."""
    root = ET.Element("testsuites", name=name, tests=str(len(results)),
                      failures=str(sum(1 for r in results if not r.passed)))
    by_area: dict[str, list[Result]] = {}
    for r in results:
        by_area.setdefault(r.case.area, []).append(r)
    for area, rs in by_area.items():
        suite = ET.SubElement(root, "testsuite", name=area, tests=str(len(rs)),
                              failures=str(sum(1 for r in rs if not r.passed)),
                              time=f"{sum(r.seconds for r in rs):.3f}")
        for r in rs:
            tc = ET.SubElement(suite, "testcase", classname=f"conformance.{area}", name=r.case.id,
                               time=f"{r.seconds:.3f}")
            if not r.passed:
                failure = ET.SubElement(tc, "failure", message=f"{len(r.mismatches)} value(s) differ")
                failure.text = "\n".join(f"{m.code} participant {m.tpn}: expected {m.expected}, got {m.got}"
                                         for m in r.mismatches)
    ET.indent(root)
    data: bytes = ET.tostring(root, encoding="utf-8", xml_declaration=True)
    return data


# ----------------------------------------------------------------------------------------------
# Command line


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of the runner (shared with ``tiebreak-ref conformance``)."""
    p.add_argument("--cmd", metavar="TEMPLATE",
                   help="the program under test, e.g. 'myprog {trf} --tiebreaks {tiebreaks} --rules {rules}' "
                        "(default: the reference, in-process)")
    p.add_argument("--area", action="append", default=[], metavar="AREA",
                   help="run only this area (repeatable), e.g. buchholz, unplayed, trf")
    p.add_argument("--case", default="", metavar="TEXT", help="run only the cases whose id contains TEXT")
    p.add_argument("--codes", default="", metavar="LIST",
                   help="run only the cases whose every tie-break is in LIST, e.g. 'BH BH/C1' (what a program "
                        "computes)")
    p.add_argument("--junit", metavar="FILE", help="also write a JUnit XML report")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help=f"per case, for --cmd (default {DEFAULT_TIMEOUT:g})")
    p.add_argument("--suite", metavar="DIR", help="the suite folder (default: ./conformance, else the one next "
                                                  "to this package)")
    p.add_argument("--quiet", action="store_true", help="list only the failed cases")


def run_args(args: argparse.Namespace) -> int:
    """Run the suite as the options say; returns the exit status."""
    suite = Path(args.suite) if args.suite else default_suite()
    if not (suite / "cases").is_dir():
        print(f"tiebreak-ref conformance: no cases in {suite}; give the suite folder with --suite", file=sys.stderr)
        return 2
    try:
        cases = load_cases(suite, args.area, args.case, args.codes.replace(",", " ").split())
        runner = command_runner(args.cmd, args.timeout) if args.cmd else reference_runner
    except ValueError as exc:
        print(f"tiebreak-ref conformance: {exc}", file=sys.stderr)
        return 2
    if not cases:
        print("tiebreak-ref conformance: no case matches the selection", file=sys.stderr)
        return 2
    version = (suite / "VERSION").read_text(encoding="utf-8").strip() if (suite / "VERSION").exists() else "?"
    who = args.cmd or "tiebreak-ref (in-process)"
    print(f"conformance suite {version}: {len(cases)} case{'' if len(cases) == 1 else 's'}; implementation: {who}")
    tty = sys.stderr.isatty()

    def progress(i: int, n: int, result: Result) -> None:
        if tty:
            print(f"\r[{i}/{n}] {result.case.id[:60]:<60}", end="" if i < n else "\n", file=sys.stderr, flush=True)
        elif i % 25 == 0 or i == n:
            print(f"[{i}/{n}]", file=sys.stderr, flush=True)

    results = run_suite(cases, runner, progress)
    for line in report_lines([r for r in results if not (args.quiet and r.passed)]):
        print(line)
    if args.junit:
        Path(args.junit).write_bytes(junit_xml(results, f"tiebreak-ref conformance {version}"))
    print(summary_line(results))
    return 0 if all(r.passed for r in results) else 1


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tiebreak_ref.conformance",
                                description="Run an implementation against the C.07 conformance suite.")
    add_arguments(p)
    try:
        return run_args(p.parse_args(argv))
    except BrokenPipeError:  # the reader went away (| head): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONIOENCODING", "utf-8")
    raise SystemExit(main())
