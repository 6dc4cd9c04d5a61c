"""The conformance runner: run an implementation against the conformance suite and compare every value.

    tiebreak-ref conformance [--cmd 'PROGRAM {trf} --tiebreaks {tiebreaks} --rules {rules}'] [--suite DIR]
                             [--run GLOB]... [--skip GLOB]... [--rules RULES] [--codes LIST] [--list]
                             [--known-failures FILE] [--json FILE] [--junit FILE] [--parallel N]
                             [--timeout SECONDS] [--validate] [--quiet] [--copy DIR]
    python -m tiebreak_ref.conformance ...

Without --cmd the reference itself is run in-process. With --cmd the template is split like a shell
command line (shlex) and run **without** a shell, once per case, each run in its own process group
(killed as a whole after the case and on timeout), after replacing once in every word:

* ``{trf}``: the absolute path of the case's TRF file;
* ``{tiebreaks}``: the case's codes separated by blanks, as one word (e.g. ``BH/C1 BH DE``);
* ``{rules}``: the case's rule set (``fide-2024``, ``fide-2026``, ``uscf`` ...);
* ``{after_round}``, ``{unrated_rating}``: the case's values (empty when it has none); when the
  template does not mention them and a case sets them, ``--after-round N`` / ``--unrated-rating R``
  are appended (the flags of ``tiebreak-ref standings``);
* ``{options}``: the case's options as a JSON object; when the template does not mention it, every
  other option is appended as ``--set NAME=VALUE``;
* ``{id}``: the case id.

The program prints the standings JSON of ``tiebreak-ref standings --format json``
(conformance/schema/output.schema.json) and exits 0; for a case whose file is invalid it must exit
with a non-zero status (2 recommended). Values are compared as exact decimals (``12.5`` equals
``12.50``), ``null`` is undefined. The report lists every difference and closes with the line
``N passed, N failed`` (``, N skipped`` when cases were skipped). Exit status: 0 when every selected
case passes, 1 otherwise (whatever happens to standard output), 2 on bad usage or a malformed suite,
130/143 when interrupted (no report is then written; a report is always replaced as a whole).
"""

from __future__ import annotations

import argparse
import contextlib
import fnmatch
import json
import math
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from types import FrameType
from typing import IO, Any

PLACEHOLDERS = ("trf", "tiebreaks", "rules", "after_round", "unrated_rating", "options", "id")
PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")
DEFAULT_TIMEOUT = 60.0
OUTPUT_LIMIT = 16 * 1024 * 1024  # bytes of standard output read from a program; past it the case fails
STDERR_LIMIT = 64 * 1024  # bytes of standard error kept for the report (the rest is read and dropped)
SUITE_FILES = ("README.md", "VERSION", "PROTOCOL", "CHANGELOG.md")
SUITE_FOLDERS = ("schema", "cases", "adapters")
POSIX = os.name == "posix"


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
    def title(self) -> str:
        return str(self.data.get("title", ""))

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

    @property
    def points(self) -> dict[str, Any]:
        points: dict[str, Any] = self.data["expected"].get("points", {})
        return points

    @property
    def articles(self) -> list[str]:
        return [str(a) for a in self.data.get("articles", [])]

    @property
    def source(self) -> str:
        """The source kind and the programs that agree, e.g. 'cross-checked (tiebreak-ref 0.1.0, gacrux 1.11.65)'."""
        src = self.data.get("source", {})
        return f"{src.get('kind', '?')} ({', '.join(src.get('checked_with', []))})"


class SuiteError(ValueError):
    """The suite cannot be used: every problem, each starting with the path of its file."""

    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = list(problems)


def packaged_suite() -> Path:
    """The copy of the suite inside an installed wheel (package data)."""
    return Path(__file__).resolve().parent.parent / "suite"


def default_suite() -> Path:
    """The suite shipped with the package; in a repository checkout, its conformance/ folder."""
    if (packaged_suite() / "cases").is_dir():
        return packaged_suite()
    return Path(__file__).resolve().parent.parent.parent / "conformance"


def suite_version(suite: Path) -> str:
    path = suite / "VERSION"
    return path.read_text(encoding="utf-8").strip() if path.is_file() else "?"


def read_json(path: Path) -> Any:
    """A JSON file with exact decimals; SuiteError located at the file, line and column when it is not JSON."""
    try:
        return json.loads(path.read_text(encoding="utf-8"), parse_float=Decimal)
    except UnicodeDecodeError as exc:
        raise SuiteError([f"{path}: found bytes that are not UTF-8 at offset {exc.start}; expected JSON"]) from None
    except json.JSONDecodeError as exc:
        raise SuiteError([f"{path}:{exc.lineno}:{exc.colno}: found bad JSON ({exc.msg}); expected a case"]) from None
    except OSError as exc:
        raise SuiteError([f"{path}: cannot read: {exc.strerror or exc}"]) from None


REQUIRED = {"id": str, "title": str, "rules": str, "tiebreaks": list, "expected": dict}


def case_problems(path: Path, data: Any, schema: dict[str, Any] | None) -> list[str]:
    """What is wrong with one case file (empty when it can be run)."""
    if schema is not None:
        try:
            return [f"{path}: {e}" for e in schema_errors(data, schema)]
        except ValueError:  # a keyword this checker does not know (a newer schema): the members the runner uses
            pass
    if not isinstance(data, dict):
        return [f"{path}: found {type(data).__name__}; expected a JSON object"]
    return [
        f"{path}: member {name!r} is missing or not a {kind.__name__}"
        for name, kind in REQUIRED.items()
        if not isinstance(data.get(name), kind)
    ]


def load_suite(suite: Path) -> list[Case]:
    """Every case of the suite, sorted by id; SuiteError lists every malformed case by path."""
    if not (suite / "cases").is_dir():
        raise SuiteError([f"{suite}: no cases/ folder; give the suite folder with --suite"])
    schema_path = suite / "schema" / "case.schema.json"
    schema = read_json(schema_path) if schema_path.is_file() else None
    cases, problems = [], []
    for path in sorted((suite / "cases").glob("*/*.json")):
        try:
            data = read_json(path)
        except SuiteError as exc:
            problems += exc.problems
            continue
        area = path.parent.name
        case = Case(id=f"{area}/{path.stem}", area=area, trf=path.with_suffix(".trf").resolve(), data=data)
        found = case_problems(path, data, schema)
        if not found and data.get("id") != case.id:
            found.append(f"{path}: found id {data.get('id')!r}; expected {case.id!r} (the path)")
        if not case.trf.is_file():
            found.append(f"{path.with_suffix('.trf')}: missing (every case has its crosstable next to it)")
        problems += found
        if not found:
            cases.append(case)
    for trf in sorted((suite / "cases").glob("*/*.trf")):
        if not trf.with_suffix(".json").is_file():
            problems.append(f"{trf.with_suffix('.json')}: missing (the case of {trf.name})")
    if problems:
        raise SuiteError(problems)
    if not cases:
        raise SuiteError([f"{suite / 'cases'}: no case (cases/<area>/<name>.json)"])
    return cases


@dataclass
class Selection:
    """Which cases to run: globs on ids and areas, rule sets, the codes a program computes."""

    run: Sequence[str] = ()
    skip: Sequence[str] = ()
    rules: Sequence[str] = ()
    codes: Sequence[str] = ()
    match: str = ""  # a substring of the id (--case)

    def chosen(self, case: Case) -> bool:
        """The case is asked for (before --skip)."""
        wanted = {c.upper() for c in self.codes}
        return (
            (not self.run or any(matches(case, g) for g in self.run))
            and (not self.rules or case.rules in self.rules)
            and (not wanted or {c.upper() for c in case.tiebreaks} <= wanted)
            and self.match in case.id
        )

    def skipped(self, case: Case) -> bool:
        return any(matches(case, g) for g in self.skip)


def matches(case: Case, glob: str) -> bool:
    """A glob matches a case id (`trf/valid-*`) or its area (`buchholz`, `un*`)."""
    return fnmatch.fnmatchcase(case.id, glob) or fnmatch.fnmatchcase(case.area, glob)


def load_cases(suite: Path, areas: Sequence[str] = (), match: str = "", codes: Sequence[str] = ()) -> list[Case]:
    """Every case of the suite (sorted by id), optionally only some areas, ids containing `match`, or cases
    whose every code is one of `codes` (compared in upper case)."""
    selection = Selection(run=areas, codes=codes, match=match)
    return [c for c in load_suite(suite) if selection.chosen(c)]


KNOWN_LINE = re.compile(r"^\s*(?P<id>[^\s#]+)\s*(?:#\s*(?P<reason>.*?))?\s*$")


def read_known_failures(path: Path, cases: Sequence[Case]) -> dict[str, str]:
    """The known-failures file: `id  # reason` per line (blank and `#` lines ignored) -> {id: reason}."""
    ids = {c.id for c in cases}
    known: dict[str, str] = {}
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise SuiteError([f"{path}: cannot read: {getattr(exc, 'strerror', None) or exc}"]) from None
    problems = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        m = KNOWN_LINE.match(line)
        if m is None or not m.group("reason"):
            problems.append(f"{path}:{number}:1: found {line.strip()!r}; expected 'AREA/NAME  # reason'")
        elif m.group("id") not in ids:
            problems.append(
                f"{path}:{number}:{line.index(m.group('id')) + 1}: found {m.group('id')!r}; "
                "expected the id of a case of the suite"
            )
        else:
            known[m.group("id")] = m.group("reason")
    if problems:
        raise SuiteError(problems)
    return known


# ----------------------------------------------------------------------------------------------
# A small JSON Schema checker (the keywords the suite's schemas use), standard library only


ANNOTATIONS = {
    "$schema",
    "$id",
    "$comment",
    "title",
    "description",
    "default",
    "examples",
    "$defs",
    "format",
    "deprecated",
    "readOnly",
    "writeOnly",
}
TYPES: dict[str, Callable[[Any], bool]] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
    "number": lambda v: isinstance(v, (int, float, Decimal)) and not isinstance(v, bool),
    "integer": lambda v: (
        (isinstance(v, int) and not isinstance(v, bool))
        or (isinstance(v, (float, Decimal)) and math.isfinite(v) and v == int(v))
    ),
}


def schema_errors(value: Any, schema: dict[str, Any], where: str = "", root: dict[str, Any] | None = None) -> list[str]:
    """Every way `value` breaks `schema` (JSON Schema 2020-12, the keywords used here), as 'POINTER: message'."""
    root = schema if root is None else root
    here = where or "/"
    errors: list[str] = []
    for key, rule in schema.items():
        if key in ANNOTATIONS:
            continue
        if key == "$ref":
            if not isinstance(rule, str) or not rule.startswith("#/$defs/"):
                raise ValueError(f"schema $ref {rule!r}: the runner's checker knows only '#/$defs/NAME'")
            errors += schema_errors(value, root["$defs"][rule.removeprefix("#/$defs/")], where, root)
        elif key == "allOf":
            errors += [e for sub in rule for e in schema_errors(value, sub, where, root)]
        elif key == "not":
            if not schema_errors(value, rule, where, root):
                errors.append(f"{here}: fits a schema it must not fit")
        elif key in ("oneOf", "anyOf"):
            results: list[list[str]] = [schema_errors(value, sub, where, root) for sub in rule]
            fits = sum(1 for r in results if not r)
            closest: list[str] = min(results, key=len)
            if fits == 0:
                errors.append(f"{here}: fits none of the alternatives; closest: {'; '.join(closest)}")
            elif fits > 1 and key == "oneOf":
                errors.append(f"{here}: fits {fits} of the alternatives; expected exactly one")
        elif key in CHECKS:
            errors += CHECKS[key](value, rule, where, root, schema)
        else:
            raise ValueError(f"schema keyword {key!r} is not supported by the runner's checker")
    return errors


def _kind(v: Any) -> str:
    for name in ("null", "boolean", "integer", "number", "string", "array", "object"):
        if TYPES[name](v):
            return f"{name} {json.dumps(v, default=str)[:40]}" if name not in ("array", "object") else name
    return type(v).__name__


def _same(a: Any, b: Any) -> bool:
    """JSON equality: true is not 1."""
    return (type(a) is type(b) and a == b) if isinstance(a, bool) or isinstance(b, bool) else bool(a == b)


def _members(v: Any, rule: Any, where: str, root: dict[str, Any], schema: dict[str, Any]) -> list[str]:
    if not isinstance(v, dict):
        return []
    return [e for name, sub in rule.items() if name in v for e in schema_errors(v[name], sub, f"{where}/{name}", root)]


def _additional(v: Any, rule: Any, where: str, root: dict[str, Any], schema: dict[str, Any]) -> list[str]:
    if not isinstance(v, dict) or rule is True:
        return []
    extra = [name for name in v if name not in schema.get("properties", {})]
    if rule is False:
        return [f"{where or '/'}: member {name!r} is not allowed" for name in extra]
    return [e for name in extra for e in schema_errors(v[name], rule, f"{where}/{name}", root)]


def _check(
    test: Callable[[Any, Any], bool], applies: Callable[[Any], bool], message: str
) -> Callable[[Any, Any, str, dict[str, Any], dict[str, Any]], list[str]]:
    """A keyword that tests the value itself: `message` is formatted with the value `v` and the rule `r`."""

    def check(v: Any, rule: Any, where: str, root: dict[str, Any], schema: dict[str, Any]) -> list[str]:
        if not applies(v) or test(v, rule):
            return []
        return [f"{where or '/'}: " + message.format(v=v, r=rule, kind=_kind(v), n=len(v) if _sized(v) else 0)]

    return check


def _sized(v: Any) -> bool:
    return isinstance(v, (dict, list))


def _always(v: Any) -> bool:
    return True


CHECKS: dict[str, Callable[[Any, Any, str, dict[str, Any], dict[str, Any]], list[str]]] = {
    "type": _check(
        lambda v, r: any(TYPES[n](v) for n in (r if isinstance(r, list) else [r])),
        _always,
        "found {kind}; expected {r}",
    ),
    "enum": _check(lambda v, r: any(_same(v, x) for x in r), _always, "found {v!r}; expected one of {r}"),
    "const": _check(_same, _always, "found {v!r}; expected {r!r}"),
    "required": lambda v, rule, where, root, schema: [
        f"{where or '/'}: member {name!r} is missing" for name in rule if isinstance(v, dict) and name not in v
    ],
    "properties": _members,
    "additionalProperties": _additional,
    "propertyNames": lambda v, rule, where, root, schema: [
        f"{where or '/'}: member name {e.split(': ', 1)[1]}"
        for name in (v if isinstance(v, dict) else ())
        for e in schema_errors(name, rule, where, root)
    ],
    "items": lambda v, rule, where, root, schema: [
        e
        for i, item in enumerate(v if isinstance(v, list) else ())
        for e in schema_errors(item, rule, f"{where}/{i}", root)
    ],
    "minProperties": _check(
        lambda v, r: not isinstance(v, dict) or len(v) >= r, _sized, "found {n} members; expected at least {r}"
    ),
    "minItems": _check(
        lambda v, r: not isinstance(v, list) or len(v) >= r, _sized, "found {n} items; expected at least {r}"
    ),
    "minLength": _check(
        lambda v, r: len(v) >= r, lambda v: isinstance(v, str), "found {v!r}; expected at least {r} characters"
    ),
    "pattern": _check(
        lambda v, r: re.search(r, v) is not None,
        lambda v: isinstance(v, str),
        "found {v!r}; expected text matching {r}",
    ),
    "maxProperties": _check(
        lambda v, r: not isinstance(v, dict) or len(v) <= r, _sized, "found {n} members; expected at most {r}"
    ),
    "maxItems": _check(
        lambda v, r: not isinstance(v, list) or len(v) <= r, _sized, "found {n} items; expected at most {r}"
    ),
    "uniqueItems": _check(
        lambda v, r: not r or len({json.dumps(x, sort_keys=True, default=str) for x in v}) == len(v),
        lambda v: isinstance(v, list),
        "found repeated items; expected each once",
    ),
    "maxLength": _check(
        lambda v, r: len(v) <= r, lambda v: isinstance(v, str), "found {v!r}; expected at most {r} characters"
    ),
    "dependentRequired": lambda v, rule, where, root, schema: [
        f"{where or '/'}: member {need!r} is missing (it goes with {name!r})"
        for name, needs in rule.items()
        if isinstance(v, dict) and name in v
        for need in needs
        if need not in v
    ],
    "exclusiveMaximum": _check(lambda v, r: v < r, TYPES["number"], "found {v}; expected less than {r}"),
    "minimum": _check(lambda v, r: v >= r, TYPES["number"], "found {v}; expected at least {r}"),
    "maximum": _check(lambda v, r: v <= r, TYPES["number"], "found {v}; expected at most {r}"),
    "exclusiveMinimum": _check(lambda v, r: v > r, TYPES["number"], "found {v}; expected more than {r}"),
}


# ----------------------------------------------------------------------------------------------
# Running one implementation


@dataclass
class Outcome:
    """What the implementation did with one case: its JSON document, or an error."""

    document: dict[str, Any] | None = None
    error: str | None = None  # non-zero exit, bad JSON, timeout, output too large ...
    exit_status: int | None = None
    timed_out: bool = False
    stderr: str = ""  # what the program wrote on standard error (at most STDERR_LIMIT bytes)


Runner = Callable[[Case], Outcome]


def reference_runner(case: Case) -> Outcome:
    """Run tiebreak_ref in-process, through the same JSON the command line prints."""
    from ..errors import InputError
    from ..model import TeamOptions
    from ..ranking.standings import Standings, standings
    from ..ranking.team import team_standings
    from ..rules.unplayed import Options
    from ..trf.individual import parse_trf
    from ..trf.team import is_team_file, parse_team_trf

    try:
        data = case.trf.read_bytes()
        chosen = dict(case.options)
        empty_round = chosen.pop("empty_round", "zero-point-bye")  # an option of the reader (decision R4)
        team_options = TeamOptions(**{k: chosen.pop(k) for k in ("pab_game_points",) if k in chosen})
        t = parse_trf(data, source=case.trf.name, empty_round=empty_round)
        options = Options(**chosen) if chosen else None
        result: Standings
        if is_team_file(t):  # a team event: the teams are ranked (C.07 11-13)
            ev = parse_team_trf(data, source=case.trf.name, options=team_options)
            result = team_standings(ev, case.tiebreaks, rules=case.rules, options=options, after_round=case.after_round)
        else:
            result = standings(t, case.tiebreaks, rules=case.rules, options=options, after_round=case.after_round)
    except (InputError, ValueError) as exc:
        return Outcome(error=str(exc), exit_status=2)
    text = json.dumps(result.as_json())
    document: dict[str, Any] = json.loads(text, parse_float=Decimal)
    return Outcome(document=document, exit_status=0)


class TemplateError(ValueError):
    """A --cmd template that cannot be run."""


def parse_template(template: str) -> list[str]:
    """The words of a --cmd template; TemplateError when it is blank, badly quoted or names an unknown placeholder."""
    try:
        words = shlex.split(template)
    except ValueError as exc:
        raise TemplateError(f"--cmd: found {template!r}: {exc}; expected a command line") from None
    if not words:
        raise TemplateError(
            "--cmd: found an empty command; expected the program under test, e.g. "
            "'myprog {trf} --tiebreaks {tiebreaks} --rules {rules}'"
        )
    for word in words:
        for m in PLACEHOLDER.finditer(word):
            if m.group(1) not in PLACEHOLDERS:
                raise TemplateError(
                    f"--cmd: found placeholder {m.group(0)}; expected one of "
                    + " ".join("{" + p + "}" for p in PLACEHOLDERS)
                )
    return words


def option_text(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def command_argv(template: str, case: Case) -> list[str]:
    """The argument vector for one case (no shell is involved; each placeholder is replaced once)."""
    words = parse_template(template)
    fill = {
        "trf": str(case.trf.resolve()),
        "tiebreaks": " ".join(case.tiebreaks),
        "rules": case.rules,
        "after_round": "" if case.after_round is None else str(case.after_round),
        "unrated_rating": option_text(case.options.get("unrated_rating", "")),
        "options": json.dumps(case.options, default=str, sort_keys=True),
        "id": case.id,
    }
    # one pass per word: text put in by a placeholder (a file named 'x {tiebreaks}.trf') is never read again
    argv = [PLACEHOLDER.sub(lambda m: fill.get(m.group(1), m.group(0)), word) for word in words]
    named = {m.group(1) for word in words for m in PLACEHOLDER.finditer(word)}
    if case.after_round is not None and "after_round" not in named:
        argv += ["--after-round", str(case.after_round)]
    if "unrated_rating" in case.options and "unrated_rating" not in named:
        argv += ["--unrated-rating", option_text(case.options["unrated_rating"])]
    if "options" not in named:
        for name, value in sorted(case.options.items()):
            if name != "unrated_rating":
                argv += ["--set", f"{name}={option_text(value)}"]
    return argv


# The process groups of the programs running now: killed on timeout, after each case and on Ctrl-C.
_LIVE: set[subprocess.Popen[bytes]] = set()
_LIVE_LOCK = threading.Lock()
_STOP = threading.Event()


def kill_group(proc: subprocess.Popen[bytes]) -> None:
    """Kill the program and every process of its group (POSIX; elsewhere the program itself)."""
    try:
        if POSIX:
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()
    except (ProcessLookupError, PermissionError, OSError):
        pass


def kill_all() -> None:
    """Kill every running program's process group (an interrupted run leaves no orphan)."""
    _STOP.set()
    with _LIVE_LOCK:
        live = list(_LIVE)
    for proc in live:
        kill_group(proc)


class Drain(threading.Thread):
    """Read one pipe to its end in the background, keeping at most `limit` bytes."""

    def __init__(self, pipe: IO[bytes], limit: int, on_overflow: Callable[[], None] | None = None) -> None:
        super().__init__(daemon=True)
        self.pipe, self.limit, self.on_overflow = pipe, limit, on_overflow
        self.chunks: list[bytes] = []
        self.size = 0  # bytes read, kept or not
        self.overflow = False
        self.start()

    def run(self) -> None:
        read = getattr(self.pipe, "read1", self.pipe.read)
        try:
            while chunk := read(65536):
                kept = sum(len(c) for c in self.chunks)
                if kept < self.limit:
                    self.chunks.append(chunk[: self.limit - kept])
                self.size += len(chunk)
                if self.size > self.limit and not self.overflow:
                    self.overflow = True
                    if self.on_overflow is not None:  # stdout: stop the program; stderr: read on, keep nothing
                        self.on_overflow()
                        return
        except (OSError, ValueError):
            return

    def data(self) -> bytes:
        return b"".join(self.chunks)


@dataclass
class ProgramRun:
    """One run of a foreign program: exit status, bounded output, and why it stopped."""

    status: int | None = None
    stdout: bytes = b""
    stderr: str = ""
    timed_out: bool = False
    overflow: bool = False
    error: str | None = None  # could not be started


def _exited(proc: subprocess.Popen[bytes]) -> bool:
    """The program has ended (POSIX: without reaping it, so its process group id cannot be reused yet)."""
    if POSIX and hasattr(os, "waitid"):
        try:
            return os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
        except ChildProcessError:
            return True
    return proc.poll() is not None


def run_program(argv: Sequence[str], timeout: float, limit: int | None = None) -> ProgramRun:
    """Run one program in its own process group, with a deadline and a bound on its output; the whole group is
    killed when it ends, times out or prints too much."""
    try:
        proc = subprocess.Popen(
            list(argv),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=POSIX,
        )
    except OSError as exc:
        return ProgramRun(error=f"cannot run {argv[0]!r}: {exc.strerror or exc}")
    with _LIVE_LOCK:
        _LIVE.add(proc)
    assert proc.stdout is not None and proc.stderr is not None
    out = Drain(proc.stdout, OUTPUT_LIMIT if limit is None else limit, on_overflow=lambda: kill_group(proc))
    err = Drain(proc.stderr, STDERR_LIMIT)
    deadline = time.monotonic() + timeout
    delay = 0.0005
    ended = False
    try:
        while not (ended := _exited(proc)) and not out.overflow and not _STOP.is_set():
            left = deadline - time.monotonic()
            if left <= 0:
                break
            time.sleep(min(delay, left))
            delay = min(delay * 2, 0.02)
    finally:
        kill_group(proc)  # also after a normal end: children left behind die with the group
        status = proc.wait()
        for drain in (out, err):
            drain.join(2.0)  # a process that left the group may hold the pipe open: do not wait for it
        with _LIVE_LOCK:
            _LIVE.discard(proc)
    text = err.data().decode("utf-8", "replace")
    if err.overflow:
        text += f"\n[… {err.size - STDERR_LIMIT} more bytes of standard error not shown]"
    return ProgramRun(
        status=status if ended else None,
        stdout=out.data(),
        stderr=text,
        timed_out=not ended and not out.overflow and not _STOP.is_set(),
        overflow=out.overflow,
    )


def command_runner(template: str, timeout: float = DEFAULT_TIMEOUT) -> Runner:
    """Run a foreign program for each case."""
    parse_template(template)

    def run(case: Case) -> Outcome:
        argv = command_argv(template, case)
        done = run_program(argv, timeout)
        if done.error is not None:
            return Outcome(error=done.error)
        if done.overflow:
            return Outcome(
                error=f"the output is larger than {OUTPUT_LIMIT // (1024 * 1024)} MB: the program was stopped",
                stderr=done.stderr,
            )
        if done.timed_out:
            return Outcome(
                error=f"no answer within {timeout:g} s: the program and its process group were killed",
                timed_out=True,
                stderr=done.stderr,
            )
        if done.status is None:
            return Outcome(error="stopped (the run was interrupted)", stderr=done.stderr)
        if done.status != 0:
            how = f"killed by signal {-done.status}" if done.status < 0 else f"exit status {done.status}"
            return Outcome(error=how, exit_status=done.status, stderr=done.stderr)
        try:
            document = json.loads(done.stdout.decode("utf-8"), parse_float=Decimal)
        except UnicodeDecodeError as exc:
            return Outcome(error=f"the output is not UTF-8 (byte {exc.start})", exit_status=0, stderr=done.stderr)
        except json.JSONDecodeError as exc:
            return Outcome(error=f"the output is not JSON: {exc}", exit_status=0, stderr=done.stderr)
        if not isinstance(document, dict) or not isinstance(document.get("standings"), list):
            return Outcome(error="the output has no 'standings' list", exit_status=0, stderr=done.stderr)
        return Outcome(document=document, exit_status=0, stderr=done.stderr)

    return run


# ----------------------------------------------------------------------------------------------
# Comparing


@dataclass(frozen=True)
class Mismatch:
    """One value that differs: code (or 'rank', 'points', 'schema', or '-' for the whole case), participant,
    expected, got."""

    code: str
    tpn: str
    expected: str
    got: str


PASS, FAIL, KNOWN, FIXED, SKIP = "pass", "fail", "known-failure", "fixed", "skip"


@dataclass
class Result:
    """The verdict on one case."""

    case: Case
    mismatches: list[Mismatch] = field(default_factory=list)
    seconds: float = 0.0
    stderr: str = ""
    known: str | None = None  # the reason given in the known-failures file
    skipped: bool = False

    @property
    def passed(self) -> bool:
        return not self.mismatches and not self.skipped

    @property
    def verdict(self) -> str:
        if self.skipped:
            return SKIP
        if self.known is not None:
            return FIXED if not self.mismatches else KNOWN
        return PASS if not self.mismatches else FAIL

    @property
    def counts_as(self) -> str:
        """passed, failed or skipped (a known failure that still fails is skipped, one that passes fails)."""
        return {PASS: "passed", FAIL: "failed", FIXED: "failed", KNOWN: "skipped", SKIP: "skipped"}[self.verdict]

    def code_passed(self, code: str) -> bool:
        """Every value of one code (and the whole case's errors) matched."""
        return not any(m.code in (code, "-", "schema") for m in self.mismatches)


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
            number = Decimal(value)
        except InvalidOperation:
            return f"<{value!r}>"
        return number if number.is_finite() else f"<{value!r}>"
    return f"<{value!r}>"


def show(value: Any) -> str:
    if value is None:
        return "null"
    return str(value)


def compare(case: Case, outcome: Outcome, output_schema: dict[str, Any] | None = None) -> list[Mismatch]:
    """Every difference between the case's expectations and what the implementation did."""
    if case.expects_error:  # a refusal is a non-zero exit of the program's own (not a timeout, not our kill)
        if outcome.document is None and outcome.exit_status not in (None, 0):
            return []
        got = outcome.error if outcome.document is None else "accepted the file and printed standings"
        where = f"line {case.data['expected'].get('line', '?')}, column {case.data['expected'].get('column', '?')}"
        return [Mismatch("-", "-", f"an error (non-zero exit): the file is invalid at {where}", str(got))]
    if outcome.document is None:
        return [Mismatch("-", "-", "standings JSON", outcome.error or "nothing")]
    out = []
    if output_schema is not None:
        out += [
            Mismatch("schema", "-", "output.schema.json", e) for e in schema_errors(outcome.document, output_schema)
        ]
    rows: dict[str, dict[str, Any]] = {}
    for row in outcome.document.get("standings", []):
        if isinstance(row, dict) and "tpn" in row:
            rows[str(row["tpn"])] = row
    for tpn, codes in case.values.items():
        row = rows.get(tpn)
        for code, want in codes.items():
            if row is None:
                out.append(Mismatch(code, tpn, show(want), "no such participant"))
                continue
            values = row.get("values")
            if not isinstance(values, dict) or code not in values:
                out.append(Mismatch(code, tpn, show(want), "missing"))
            elif exact(values[code]) != exact(want):
                out.append(Mismatch(code, tpn, show(want), show(values[code])))
    for name, expected in (("points", case.points), ("rank", case.ranking)):
        for tpn, want in expected.items():
            row = rows.get(tpn)
            got = "no such participant" if row is None else show(row.get(name, "missing"))
            if row is None or exact(row.get(name)) != exact(want):
                out.append(Mismatch(name, tpn, show(want), got))
    return out


def run_case(case: Case, runner: Runner, output_schema: dict[str, Any] | None = None) -> Result:
    start = time.perf_counter()
    try:
        outcome = runner(case)
    except Exception as exc:  # one case never stops the run: the crash is that case's verdict
        outcome = Outcome(error=f"the runner could not run the case: {type(exc).__name__}: {exc}")
    return Result(case, compare(case, outcome, output_schema), time.perf_counter() - start, outcome.stderr)


def run_suite(
    cases: Sequence[Case],
    runner: Runner,
    progress: Callable[[int, int, Result], None] | None = None,
    parallel: int = 1,
    output_schema: dict[str, Any] | None = None,
) -> list[Result]:
    """Run every case (`parallel` at a time), results in the order of `cases`; `progress(i, n, result)` is called
    after each one."""
    n = len(cases)
    if parallel <= 1:
        results = []
        for i, case in enumerate(cases, start=1):
            results.append(run_case(case, runner, output_schema))
            if progress is not None:
                progress(i, n, results[-1])
        return results
    done: dict[int, Result] = {}
    pool = ThreadPoolExecutor(max_workers=parallel)
    try:
        pending: dict[Future[Result], int] = {
            pool.submit(run_case, c, runner, output_schema): i for i, c in enumerate(cases)
        }
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                pending_index = pending.pop(future)
                done[pending_index] = future.result()
                if progress is not None:
                    progress(len(done), n, done[pending_index])
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
    return [done[i] for i in range(n)]


# ----------------------------------------------------------------------------------------------
# Reports


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def indent(text: str, prefix: str) -> list[str]:
    return [prefix + line for line in text.rstrip("\n").splitlines()]


def report_lines(results: Sequence[Result]) -> list[str]:
    """The per-case report: one line per case; under each failure its title, articles, source, a table of the
    differences and the program's standard error."""
    lines = []
    for r in results:
        verdict = r.verdict
        if verdict in (PASS, SKIP):
            lines.append(f"{verdict.upper():<5} {r.case.id}")
            continue
        if verdict == KNOWN:
            lines.append(f"KNOWN {r.case.id}  (still fails; known failure: {r.known})")
            continue
        if verdict == FIXED:
            lines.append(f"FIXED {r.case.id}  (listed as a known failure but passes now: remove it from the file)")
            continue
        lines.append(f"FAIL  {r.case.id}  ({plural(len(r.mismatches), 'difference')})")
        lines.append(f"      title:    {r.case.title}")
        lines.append(f"      articles: {', '.join(r.case.articles) or '-'}")
        lines.append(f"      source:   {r.case.source}")
        header = ("code", "participant", "expected", "got")
        body = [(m.code, m.tpn, m.expected, m.got) for m in r.mismatches]
        widths = [max(len(x) for x in column) for column in zip(header, *body, strict=True)]
        for cells in (header, *body):
            lines.append("      " + "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip())
        if r.stderr.strip():
            lines.append("      standard error:")
            lines += indent(r.stderr, "      | ")
    return lines


def counts(results: Sequence[Result]) -> dict[str, int]:
    tally = {"passed": 0, "failed": 0, "skipped": 0}
    for r in results:
        tally[r.counts_as] += 1
    return tally


def summary_line(results: Sequence[Result]) -> str:
    """`N passed, N failed`, with `, N skipped` when cases were skipped (or are known failures)."""
    c = counts(results)
    return f"{c['passed']} passed, {c['failed']} failed" + (f", {c['skipped']} skipped" if c["skipped"] else "")


def summary_table(results: Sequence[Result]) -> list[str]:
    """Passed, failed and skipped cases by area, then by code (a case counts for a code when all its values of
    that code matched)."""
    by_area: dict[str, dict[str, int]] = {}
    by_code: dict[str, dict[str, int]] = {}
    for r in results:
        by_area.setdefault(r.case.area, {"passed": 0, "failed": 0, "skipped": 0})[r.counts_as] += 1
        if r.case.expects_error:
            continue
        for code in dict.fromkeys(r.case.tiebreaks):
            cell = by_code.setdefault(code, {"passed": 0, "failed": 0, "skipped": 0})
            if r.counts_as == "skipped":
                cell["skipped"] += 1
            else:
                cell["passed" if r.code_passed(code) else "failed"] += 1
    lines = []
    for title, table in (("area", by_area), ("code", by_code)):
        width = max([len(title), *map(len, table)])
        lines.append(f"{title:<{width}}  passed  failed  skipped")
        for key in sorted(table):
            cell = table[key]
            lines.append(f"{key:<{width}}  {cell['passed']:>6}  {cell['failed']:>6}  {cell['skipped']:>7}")
        lines.append("")
    return lines


def junit_xml(results: Sequence[Result], name: str) -> bytes:
    """JUnit XML: one testsuite per area, one testcase per case (known failures and skipped cases as skipped)."""
    c = counts(results)
    root = ET.Element(
        "testsuites", name=name, tests=str(len(results)), failures=str(c["failed"]), skipped=str(c["skipped"])
    )
    by_area: dict[str, list[Result]] = {}
    for r in results:
        by_area.setdefault(r.case.area, []).append(r)
    for area, rs in by_area.items():
        a = counts(rs)
        suite = ET.SubElement(
            root,
            "testsuite",
            name=area,
            tests=str(len(rs)),
            failures=str(a["failed"]),
            skipped=str(a["skipped"]),
            time=f"{sum(r.seconds for r in rs):.3f}",
        )
        for r in rs:
            tc = ET.SubElement(
                suite, "testcase", classname=f"conformance.{area}", name=r.case.id, time=f"{r.seconds:.3f}"
            )
            if r.verdict == SKIP:
                ET.SubElement(tc, "skipped", message="skipped (--skip)")
            elif r.verdict == KNOWN:
                ET.SubElement(tc, "skipped", message=f"known failure: {r.known}")
            elif r.verdict == FIXED:
                ET.SubElement(tc, "failure", message="listed as a known failure but passes now")
            elif r.verdict == FAIL:
                failure = ET.SubElement(tc, "failure", message=f"{plural(len(r.mismatches), 'value')} differ")
                failure.text = "\n".join(
                    [f"{r.case.title} (articles {', '.join(r.case.articles)}; source {r.case.source})"]
                    + [f"{m.code} participant {m.tpn}: expected {m.expected}, got {m.got}" for m in r.mismatches]
                )
                if r.stderr.strip():
                    ET.SubElement(tc, "system-err").text = r.stderr
    ET.indent(root)
    data: bytes = ET.tostring(root, encoding="utf-8", xml_declaration=True)
    return data


def json_report(results: Sequence[Result], suite: str, implementation: str) -> bytes:
    """The JSON report: one record per case (id, verdict, differences, time), and the totals."""
    records = []
    for r in results:
        record: dict[str, Any] = {
            "id": r.case.id,
            "verdict": r.verdict,
            "differences": [
                {"code": m.code, "participant": m.tpn, "expected": m.expected, "got": m.got} for m in r.mismatches
            ],
            "time": round(r.seconds, 3),
        }
        if r.known is not None:
            record["known_failure"] = r.known
        if r.stderr.strip() and r.mismatches:
            record["stderr"] = r.stderr
        records.append(record)
    document = {"suite": suite, "implementation": implementation, **counts(results), "cases": records}
    return (json.dumps(document, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def write_atomically(path: Path, data: bytes) -> None:
    """Write a whole file or nothing: a temporary file next to it, then a rename (a killed run leaves the old
    report as it was)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        if path.exists():
            mode = path.stat().st_mode & 0o7777
        else:  # as an ordinary new file (mkstemp makes it private)
            umask = os.umask(0o022)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def copy_suite(suite: Path, target: Path) -> int:
    """Write the suite (cases, schemas, adapters, README, VERSION, PROTOCOL, CHANGELOG) to a new folder; the
    number of cases."""
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise SuiteError([f"{target}: exists and is not an empty folder; expected a new folder for the copy"])
    cases = load_suite(suite)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        for path in iter_suite_files(suite):
            dest = tmp / path.relative_to(suite)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, dest)
        if target.exists():
            target.rmdir()
        tmp.rename(target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return len(cases)


# ----------------------------------------------------------------------------------------------
# Command line


def positive_seconds(text: str) -> float:
    """--timeout: a positive, finite number of seconds."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"found {text!r}; expected a positive, finite number of seconds")
    return value


def positive_count(text: str) -> int:
    """--parallel: a whole number from 1."""
    if not text.strip().isdigit() or not 1 <= int(text) <= 256:
        raise argparse.ArgumentTypeError(f"found {text!r}; expected a whole number from 1 to 256")
    return int(text)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of the runner (shared with ``tiebreak-ref conformance``)."""
    p.add_argument(
        "--cmd",
        metavar="TEMPLATE",
        help="the program under test, e.g. 'myprog {trf} --tiebreaks {tiebreaks} --rules {rules}' "
        "(default: the reference, in-process)",
    )
    p.add_argument("--list", action="store_true", help="list the selected cases (id, rules, codes) and stop")

    def repeatable(flag: str, metavar: str, help: str, dest: str | None = None) -> None:
        """An option that may be given many times, its values collected in a list (none: [])."""
        p.add_argument(flag, dest=dest, action="append", default=[], metavar=metavar, help=help)

    repeatable(
        "--run",
        "GLOB",
        "run only the cases whose id or area matches GLOB (repeatable), e.g. 'trf/valid-*', buchholz",
        dest="run_globs",
    )
    repeatable("--skip", "GLOB", "skip the cases whose id or area matches GLOB (repeatable); counted as skipped")
    repeatable("--area", "AREA", "the same as --run AREA")
    p.add_argument("--case", default="", metavar="TEXT", help="run only the cases whose id contains TEXT")
    repeatable("--rules", "RULES", "run only the cases of this rule set (repeatable), e.g. fide-2026")
    p.add_argument(
        "--codes",
        default="",
        metavar="LIST",
        help="run only the cases whose every tie-break is in LIST, e.g. 'BH BH/C1' (what a program computes)",
    )
    p.add_argument(
        "--known-failures",
        metavar="FILE",
        help="cases your program is known to fail, one id per line with '# reason'; they must still "
        "fail (one that passes is reported and counts as failed)",
    )
    p.add_argument("--junit", metavar="FILE", help="also write a JUnit XML report")
    p.add_argument("--json", metavar="FILE", help="also write a JSON report (one record per case)")
    p.add_argument("--parallel", type=positive_count, default=1, metavar="N", help="run N cases at a time")
    p.add_argument(
        "--timeout",
        type=positive_seconds,
        default=DEFAULT_TIMEOUT,
        metavar="SECONDS",
        help=f"per case, for --cmd (default {DEFAULT_TIMEOUT:g})",
    )
    p.add_argument("--validate", action="store_true", help="also check every answer against schema/output.schema.json")
    p.add_argument("--suite", metavar="DIR", help="the suite folder (default: the suite shipped with tiebreak-ref)")
    p.add_argument("--copy", metavar="DIR", help="write the suite (with its VERSION) to the new folder DIR and stop")
    p.add_argument("--quiet", action="store_true", help="list only the failed cases")


class Output:
    """Standard output that survives its reader going away (| head): the run goes on and its exit status and
    reports stay true."""

    def __init__(self, stream: IO[str] | None) -> None:
        self.stream = stream
        self.broken = stream is None  # started with standard output closed

    def line(self, text: str = "") -> None:
        if self.broken or self.stream is None:
            return
        try:
            self.stream.write(text + "\n")
            self.stream.flush()
        except (OSError, ValueError):  # BrokenPipeError, or a closed stream
            self.broken = True
            with contextlib.suppress(OSError, ValueError):  # later writes, and the flush at exit, go nowhere
                os.dup2(os.open(os.devnull, os.O_WRONLY), self.stream.fileno())


def note(text: str) -> None:
    """A message on standard error (which may be gone too)."""
    with contextlib.suppress(OSError, ValueError):
        print(text, file=sys.stderr, flush=True)


class Interrupted(BaseException):
    """SIGTERM or SIGINT during the run (not an Exception: no case may catch it)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _raise(signum: int, frame: FrameType | None) -> None:
    raise Interrupted(signum)


def select(args: argparse.Namespace, cases: Sequence[Case]) -> tuple[list[Case], list[Case]]:
    """(cases to run, cases skipped) as the options say."""
    selection = Selection(
        run=[*args.run_globs, *args.area],
        skip=args.skip,
        rules=[r for item in args.rules for r in item.replace(",", " ").split()],
        codes=args.codes.replace(",", " ").split(),
        match=args.case,
    )
    known_rules = sorted({c.rules for c in cases})
    for rules in selection.rules:
        if rules not in known_rules:
            raise SuiteError(
                [f"--rules: found {rules!r}; expected one of the suite's rule sets: " + ", ".join(known_rules)]
            )
    chosen = [c for c in cases if selection.chosen(c)]
    return [c for c in chosen if not selection.skipped(c)], [c for c in chosen if selection.skipped(c)]


def run_args(args: argparse.Namespace) -> int:
    """Run the suite as the options say; returns the exit status."""
    suite = Path(args.suite) if args.suite else default_suite()
    try:
        if args.copy:
            n = copy_suite(suite, Path(args.copy))
            note(f"wrote the conformance suite {suite_version(suite)} ({plural(n, 'case')}) to {args.copy}")
            return 0
        if args.cmd is not None:
            parse_template(args.cmd)
        for report in (args.junit, args.json):
            if report and (Path(report).is_dir() or not Path(report).resolve().parent.is_dir()):
                raise SuiteError(
                    [
                        f"{report}: found a folder, or a path in a folder that does not exist; expected "
                        "a file name for the report"
                    ]
                )
        cases = load_suite(suite)
        to_run, skipped = select(args, cases)
        known = read_known_failures(Path(args.known_failures), cases) if args.known_failures else {}
        output_schema = read_json(suite / "schema" / "output.schema.json") if args.validate else None
    except (SuiteError, TemplateError) as exc:
        for line in str(exc).splitlines():
            note(f"tiebreak-ref conformance: {line}")
        return 2
    out = Output(sys.stdout)
    if args.list:
        for c in [*to_run, *skipped]:
            out.line(f"{c.id}  {c.rules}  {' '.join(c.tiebreaks)}" + ("  (skipped)" if c in skipped else ""))
        note(f"{plural(len(to_run), 'case')} selected" + (f", {len(skipped)} skipped" if skipped else ""))
        return 0
    if not to_run and not skipped:
        note("tiebreak-ref conformance: no case matches the selection (see --list)")
        return 2
    version = suite_version(suite)
    who = args.cmd or "tiebreak-ref (in-process)"
    runner = command_runner(args.cmd, args.timeout) if args.cmd is not None else reference_runner
    out.line(
        f"conformance suite {version} ({suite}): {plural(len(to_run), 'case')}"
        + (f", {len(skipped)} skipped" if skipped else "")
        + f"; implementation: {who}"
    )
    tty = sys.stderr.isatty()

    def progress(i: int, n: int, result: Result) -> None:
        if tty:
            end = "" if i < n else "\n"
            with contextlib.suppress(OSError, ValueError):
                print(f"\r[{i}/{n}] {result.case.id[:60]:<60}", end=end, file=sys.stderr, flush=True)
        elif i % 25 == 0 or i == n:
            note(f"[{i}/{n}]")

    handlers = {}
    if threading.current_thread() is threading.main_thread():
        handlers = {s: signal.signal(s, _raise) for s in (signal.SIGTERM, signal.SIGINT)}
    _STOP.clear()
    try:
        results = run_suite(to_run, runner, progress, args.parallel, output_schema)
    except (Interrupted, KeyboardInterrupt) as exc:
        kill_all()
        signum = exc.signum if isinstance(exc, Interrupted) else signal.SIGINT
        note(
            f"tiebreak-ref conformance: interrupted (signal {signum}); no report written, the programs "
            "under test were killed"
        )
        return 128 + signum
    finally:
        for s, h in handlers.items():
            signal.signal(s, h)
    for r in results:
        r.known = known.get(r.case.id)
    results += [Result(c, skipped=True) for c in skipped]
    results.sort(key=lambda r: r.case.id)
    shown = [r for r in results if not (args.quiet and r.verdict in (PASS, SKIP, KNOWN))]
    for line in report_lines(shown):
        out.line(line)
    out.line()
    for line in summary_table(results):
        out.line(line)
    status = 1 if counts(results)["failed"] else 0
    try:
        if args.junit:
            write_atomically(Path(args.junit), junit_xml(results, f"tiebreak-ref conformance {version}"))
        if args.json:
            write_atomically(Path(args.json), json_report(results, version, who))
    except OSError as exc:
        note(f"tiebreak-ref conformance: cannot write the report: {exc}")
        status = 2
    out.line(summary_line(results))
    return status


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m tiebreak_ref.conformance",
        description="Run an implementation against the C.07 conformance suite.",
    )
    add_arguments(p)
    return run_args(p.parse_args(argv))


def iter_suite_files(suite: Path) -> Iterator[Path]:
    """The files a copy of the suite holds (what --copy and the wheel ship)."""
    for name in SUITE_FILES:
        if (suite / name).is_file():
            yield suite / name
    for name in SUITE_FOLDERS:
        for path in sorted((suite / name).rglob("*")):
            rel = path.relative_to(suite / name)
            if path.is_file() and not any(part.startswith(".") or part == "__pycache__" for part in rel.parts):
                yield path
