"""The real-event corpus (conformance/cases/real): the files, their provenance, and what two programs make of them.

Used by the differential test (tests/test_real_corpus.py) and by the case builder (build_real.py, next to this
file). Each file is kept byte for byte; its provenance (repository, path, commit, blob, licence, producer, how it
was found) is in real_sources.json next to this file, with the file's SHA-256.

The two sides:

* ours: ``tiebreak_ref.parse_trf`` on the bytes, then every code of ``CODES`` under every FIDE edition the
  reference knows (``EDITIONS``: ``tiebreak_ref.rules.unplayed.RULES`` without ``uscf``, so a new rule set joins the
  comparison by itself), one reading per edition. A file with rounds not played yet is ranked after the last
  round played (decision E3), so gacrux is asked for that round (``-n``, ``our_after_round``);
* FIDE's checker gacrux, in-process as its own tests call it: the file decoded as UTF-8 when it is valid UTF-8
  (a BOM removed), else as Latin-1 -- its command line with ``-b utf-8`` for UTF-8 files (its default, Latin-1,
  shifts every column after a non-ASCII name of a UTF-8 file and misreads the points); every code with the
  edition's ``/V`` suffix, ``PTS DE`` for direct encounter, pre-determined pairings exactly when the reference
  treats the event as a round robin. A file gacrux stops on, while reading or computing, counts as refused.

gacrux is slow on large files, so its answers are cached in real_gacrux_cache.json (with its version, each
file's SHA-256, the flags and the readings it was run with). A cached answer is used only when all of these
still match; otherwise gacrux runs live for that file. ``TIEBREAK_REF_GACRUX=live`` ignores the cache;
``python conformance/tools/build_real.py --gacrux`` reruns gacrux and rewrites it. Our side is always live.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import tiebreak_ref as tr
from tiebreak_ref import format_value
from tiebreak_ref.ranking.standings import compute, context, tiebreak_argument
from tiebreak_ref.rules.editions import RULES
from tiebreak_ref.rules.played import completed_rounds
from tiebreak_ref.rules.unplayed import Context, Options, is_round_robin

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import gacrux_inprocess  # noqa: E402  (next to this file: the one in-process gacrux runner)

REAL = HERE.parent / "cases" / "real"
MANIFEST = HERE / "real_sources.json"
GACRUX_CACHE = HERE / "real_gacrux_cache.json"

EDITIONS: tuple[str, ...] = tuple(r for r in RULES if r != "uscf")
GACRUX_EDITION = {"fide-2026": "V2", "fide-2024": "V1"}  # C.07 editions before the 2023 text: gacrux /V0

# Every individual code both programs compute (gacrux_inprocess.COMPARED), then DE.
CODES: tuple[str, ...] = (*gacrux_inprocess.COMPARED, "DE")

Value = Fraction | None
Values = dict[str, dict[int, Value | str]]  # code -> start rank -> value (str: the error our side raised)


def gacrux_edition(rules: str) -> str:
    """gacrux's /V modifier for one of our rule sets (/V0: the text before 2023, gacrux's name for it)."""
    return GACRUX_EDITION.get(rules, "V0")


def sources() -> list[dict[str, Any]]:
    """The provenance manifest, one entry per file."""
    entries: list[dict[str, Any]] = json.loads(MANIFEST.read_text(encoding="utf-8"))
    return entries


def names() -> list[str]:
    """The corpus files (file names under cases/real), sorted."""
    return sorted(p.name for p in REAL.glob("*.trf"))


def raw(name: str) -> bytes:
    return (REAL / name).read_bytes()


def sha256(name: str) -> str:
    return hashlib.sha256(raw(name)).hexdigest()


# ------------------------------------------------------------------------------------------------
# Our side


@functools.cache
def our_tournament(name: str) -> tr.Tournament | str:
    """The file as our reader reads it, or the text of its refusal (file:line:column: ...)."""
    try:
        return tr.parse_trf(raw(name), source=name)
    except Exception as exc:  # a refusal (InputError), or anything else the reader raises: kept as text
        return str(exc) if isinstance(exc, ValueError) else f"{type(exc).__name__}: {exc}"


def round_robin(name: str) -> bool | None:
    """Whether the reference treats the event as pre-determined pairings (None: our reader refuses the file)."""
    t = our_tournament(name)
    return None if isinstance(t, str) else is_round_robin(t)


def value(raw_value: Any) -> Value:
    return None if raw_value is None or str(raw_value) in ("-0", "None", "") else Fraction(str(raw_value))


@functools.cache
def our_after_round(name: str) -> int | None:
    """The round our standings are after when rounds are not played yet (decision E3), else None."""
    t = our_tournament(name)
    assert not isinstance(t, str), t
    last = completed_rounds(t)
    return last if last < t.rounds else None


@functools.cache
def our_values(name: str, reading: str, switch: tuple[tuple[str, Any], ...] = ()) -> Values:
    """Every code of CODES for every player, as the reference computes it under the edition `reading`: each code as
    tiebreak_values computes it, all of them in one computation context, as standings() computes its list (0.9 CPU-s
    instead of 2.0 for the 72 readings of the corpus, time.process_time; tests/test_real_corpus.py checks the
    shortcut against tiebreak_values)."""
    t = our_tournament(name)
    assert not isinstance(t, str), t
    chosen = dict(switch)
    rules = chosen.pop("rules", reading)
    options = Options(**chosen)
    shared: list[Context] = []
    out: Values = {}
    for code in CODES:
        try:
            if code == "DE":
                result = tr.standings(t, ["DE"], rules=rules, options=options)
                out[code] = {row.tpn: value(row.values["DE"]) for row in result.rows}
            else:
                tb = tiebreak_argument(code, rules)  # tiebreak_values' order: the code checked before the context
                if not shared:
                    shared.append(context(t, rules, options, None))
                out[code] = {tpn: value(v) for tpn, v in compute(shared[0], tb).items()}
        except Exception as exc:  # e.g. a code an older edition does not define: a difference, never hidden
            out[code] = {tpn: f"{type(exc).__name__}: {exc}" for tpn in t.players}
    return out


# ------------------------------------------------------------------------------------------------
# gacrux's side


def gacrux_version() -> str:
    from gacrux.version import __version__

    return str(__version__)


def gacrux_text(data: bytes) -> str:
    """The file as gacrux's command line reads it with the right -b: UTF-8 (BOM dropped), else Latin-1."""
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def gacrux_chessfile(text: str) -> Any:
    """gacrux's reading of a file's text (raises gacrux's own error when it refuses)."""
    chessfile = gacrux_inprocess.read(text, verbose=False)
    if chessfile.get_status() != 0:
        raise ValueError(f"gacrux status {chessfile.get_status()}")
    return chessfile


def gacrux_run(name: str, key: dict[str, Any]) -> dict[str, Any]:
    """gacrux's answer for one file: {"read": bool, "error": str, "readings": {label: {code: [values by tpn]}},
    "failed": {label: error}}. A file gacrux stops on in every reading counts as refused."""
    text = gacrux_text(raw(name))
    try:
        gacrux_chessfile(text)
    except Exception as exc:  # gacrux refuses the file: its message, never hidden
        return {"read": False, "error": f"{type(exc).__name__}: {exc}"[:400], "readings": {}, "failed": {}}
    answers: dict[str, dict[str, list[str | None]]] = {}
    failed: dict[str, str] = {}
    for label, (suffix, current_round) in key["readings"].items():
        try:
            answers[label] = gacrux_columns(text, key["pre_determined"], suffix, current_round)
        except Exception as exc:  # gacrux stops while computing: kept per reading
            failed[label] = f"{type(exc).__name__}: {exc}"[:400]
    error = "" if answers else next(iter(failed.values()), "no reading")
    return {"read": bool(answers), "error": error, "readings": answers, "failed": failed}


def gacrux_columns(text: str, pre_determined: bool, suffix: str, current_round: int) -> dict[str, list[str | None]]:
    """One reading (edition /V suffix, current round as gacrux's -n): every code, in start-rank order."""
    columns: dict[str, list[str | None]] = {}
    for codes in ([c for c in CODES if c != "DE"], ["DE"]):
        params: dict[str, Any] = {
            "tiebreak": ["PTS", *(f"{c}/{suffix}" for c in codes)],
            "check": False,
            "unrated": None,
            "pre_determined": pre_determined,
            "swiss": not pre_determined,
        }
        status, result = gacrux_inprocess.run(text, params, current_round, verbose=False)
        if result is None:
            raise ValueError(f"gacrux status {status}")
        competitors = sorted(result["competitors"], key=lambda c: int(c["cid"]))
        for index, code in enumerate(codes, start=1):
            columns[code] = [
                None if value(c["tiebreakScore"][index]) is None else str(value(c["tiebreakScore"][index]))
                for c in competitors
            ]
        columns["#"] = [str(c["cid"]) for c in competitors]
    return columns


def cache_key(name: str) -> dict[str, Any]:
    """What gacrux's answer depends on: the bytes, its version, the flags and the readings it is asked for."""
    after = None if isinstance(our_tournament(name), str) else our_after_round(name)  # refused by us: whole file
    plan = {rules: [gacrux_edition(rules), -1 if after is None else after] for rules in EDITIONS}
    return {
        "sha256": sha256(name),
        "gacrux": gacrux_version(),
        "pre_determined": bool(round_robin(name)),
        "codes": list(CODES),
        "readings": plan,
    }


@functools.cache
def cache() -> dict[str, Any]:
    if os.environ.get("TIEBREAK_REF_GACRUX") == "live" or not GACRUX_CACHE.exists():
        return {}
    data: dict[str, Any] = json.loads(GACRUX_CACHE.read_text(encoding="utf-8"))
    return data


@functools.cache
def gacrux_answer(name: str) -> dict[str, Any]:
    """gacrux's answer, from the cache when it was made from these very bytes, flags and gacrux version."""
    key = cache_key(name)
    entry = cache().get(name)
    if entry is not None and entry.get("key") == key:
        answer: dict[str, Any] = entry["answer"]
        return answer
    return gacrux_run(name, key)


def write_cache() -> None:
    """Run gacrux on every file and rewrite the cache (build_real.py --gacrux)."""
    data = {name: {"key": cache_key(name), "answer": gacrux_run(name, cache_key(name))} for name in names()}
    GACRUX_CACHE.write_text(
        json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n", encoding="utf-8"
    )


def gacrux_readings(name: str) -> list[str]:
    """The readings of a file that both programs answer (gacrux may stop on one edition only)."""
    answered = gacrux_answer(name)["readings"]
    return [r for r in EDITIONS if r in answered]


@functools.cache
def gacrux_values(name: str, reading: str) -> dict[str, dict[int, Value]]:
    return column_values(gacrux_answer(name)["readings"][reading])


@functools.cache
def gacrux_values_rewritten(name: str, reading: str, rewrite: Callable[[str], str]) -> dict[str, dict[int, Value]]:
    """gacrux's values for the file's text rewritten (a decision's check), run live: only the few files with such a
    notation are rewritten, and each takes gacrux well under a second."""
    key = cache_key(name)
    suffix, current_round = key["readings"][reading]
    return column_values(gacrux_columns(rewrite(gacrux_text(raw(name))), key["pre_determined"], suffix, current_round))


def column_values(columns: dict[str, list[str | None]]) -> dict[str, dict[int, Value]]:
    tpns = [int(t) for t in columns["#"]]
    return {code: {tpn: value(v) for tpn, v in zip(tpns, columns[code], strict=True)} for code in CODES}


# ------------------------------------------------------------------------------------------------
# Differences, and the decisions that explain them


@dataclass(frozen=True)
class Diff:
    name: str
    reading: str  # the edition
    code: str
    tpn: int
    ours: Value | str
    theirs: Value


@dataclass(frozen=True)
class Decision:
    """A documented departure from gacrux (decisions page section `ident`)."""

    ident: str
    codes: frozenset[str]
    article: str
    switch: tuple[tuple[str, Any], ...]  # the Options (or "rules") that read the article gacrux's way
    gacrux_alone: bool = False  # the switch must leave our value as it is: gacrux's own reading, no option of ours
    rewrite: Callable[[str], str] | None = None  # no switch: the file written as we read it makes gacrux give ours

    def __post_init__(self) -> None:
        if bool(self.switch) == bool(self.rewrite) or (self.gacrux_alone and not self.switch):
            raise ValueError(
                f"decision {self.ident}: exactly one check (a switch or a rewrite); gacrux_alone needs "
                "a switch, else its check compares our value with itself"
            )

    def covers(self, diff: Diff) -> bool:
        return diff.code in self.codes and CONDITIONS[self.ident](diff)


def rows(name: str) -> dict[int, tuple[tr.RoundRecord, ...]]:
    t = our_tournament(name)
    assert not isinstance(t, str)
    return {tpn: p.rounds for tpn, p in t.players.items()}


def has_forfeit(diff: Diff) -> bool:
    return any(r.code in "+-" for r in rows(diff.name)[diff.tpn])


def has_double_forfeit(diff: Diff) -> bool:
    table = rows(diff.name)
    return any(
        r.code == "-" and r.opponent and any(o.round == r.round and o.code == "-" for o in table[r.opponent])
        for r in table[diff.tpn]
    )


def intermediate_2026(diff: Diff) -> bool:
    """Standings after a round before the last scheduled one, under the 2026 text (whose 16.4.2 has the cap)."""
    return gacrux_edition(diff.reading) == "V2" and our_after_round(diff.name) is not None


def before_2023(diff: Diff) -> bool:
    """The edition before the 2023 text: gacrux's /V0 keeps the 2024 dummy opponent (decision E4)."""
    return diff.reading == "fide-2017"


OLD_DRAW_BYE = re.compile(r"(?:0000|    ) [-wb ] =")  # a round written as a draw against nobody (before TRF-16)


def old_draw_bye_rounds(line: str) -> list[int]:
    """The rounds (from 0) of a player record written `0000 - =` (or with a blank opponent)."""
    cells = range(max(0, (len(line) - 91 + 9) // 10))
    return [r for r in cells if OLD_DRAW_BYE.fullmatch(line[91 + 10 * r : 99 + 10 * r])]


def old_draw_bye(diff: Diff) -> bool:
    """The player's own round written `0000 - =`: ours a half-point bye (decision R1), gacrux a draw played over the
    board against no one (its trf2json reads `=` as a played, rated draw whatever the opponent field)."""
    return bool(old_draw_bye_rounds(player_lines(diff.name)[str(diff.tpn)]))


@functools.cache
def player_lines(name: str) -> dict[str, str]:
    """The first 001 record of each player of the file as gacrux reads it, by its start number as written."""
    lines: dict[str, str] = {}
    for line in gacrux_text(raw(name)).splitlines():
        if line.startswith("001"):
            lines.setdefault(line[4:8].strip(), line)
    return lines


def old_draw_byes_as_h(text: str) -> str:
    """The file with every round written `0000 - =` written `0000 - H` (TRF-16's half-point bye, our reading of it:
    decision R1); nothing else changes."""
    out = []
    for line in text.splitlines(keepends=True):
        for r in old_draw_bye_rounds(line) if line.startswith("001") else ():
            line = line[: 91 + 10 * r] + "0000 - H" + line[99 + 10 * r :]
        out.append(line)
    return "".join(out)


CONDITIONS = {
    "r1-old-byes": old_draw_bye,
    "e4-fide-2017": before_2023,
    "a12-rr-forfeit-wins": lambda d: bool(round_robin(d.name)) and has_forfeit(d),
    "a11-std-double-forfeit": has_double_forfeit,
    "a1-cap-rounds": intermediate_2026,
}
DECISIONS: tuple[Decision, ...] = (
    Decision(
        "a12-rr-forfeit-wins",
        frozenset({"WON", "BPG", "BWG", "REP"}),
        "C.07 15.2, 7.2-7.4, 7.6",
        (("rr_forfeit_wins_in_type_b", False),),
    ),
    Decision("a11-std-double-forfeit", frozenset({"STD"}), "C.07 (2026) 7.7", (("std_double_forfeit", "zero"),)),
    Decision("a1-cap-rounds", frozenset(CODES), "C.07 (2026) 16.4.2", (("cap_rounds", "played"),)),
    # no option of ours reads `=` as a game against nobody: gacrux is given the file in TRF-16's notation instead
    Decision("r1-old-byes", frozenset(CODES), "TRF-16 (the notation before 2016)", (), rewrite=old_draw_byes_as_h),
    # gacrux's /V0 has no virtual opponent: it keeps the 2024 dummy, which our fide-2024 reproduces ...
    Decision(
        "e4-fide-2017",
        frozenset(c for c in CODES if c.split("/")[0] in ("BH", "SB", "FB", "AOB")),
        "C.02 (2017) 13.15",
        (("rules", "fide-2024"),),
    ),
    # ... and it cuts an unplayed round first in the rating averages ("Rules 2022"): ours is the same in 2024
    Decision("e4-fide-2017", frozenset({"ARO/C1"}), "C.02 (2017) 13.15", (("rules", "fide-2024"),), True),
)


def documented(diff: Diff) -> Decision | None:
    return next((d for d in DECISIONS if d.covers(diff)), None)


def differences(name: str, reading: str) -> Iterator[Diff]:
    ours, theirs = our_values(name, reading), gacrux_values(name, reading)
    for code in CODES:
        for tpn, their in sorted(theirs[code].items()):
            mine: Value | str = ours[code].get(tpn, "missing")
            if mine != their:
                yield Diff(name, reading, code, tpn, mine, their)


def explained(diff: Diff, decision: Decision) -> bool:
    """The decision's check: read the article gacrux's way (its switch) and the value agrees with gacrux's (with
    gacrux_alone: stays ours, no option of ours reads it gacrux's way); or (its rewrite) give gacrux the file
    written as we read it, and gacrux gives our value -- ours under the switches of the other decisions that cover
    the same value (e4: gacrux's /V0 is our fide-2024), so that the rewrite alone accounts for the rest."""
    if decision.rewrite is None:
        switched = our_values(diff.name, diff.reading, decision.switch)[diff.code].get(diff.tpn)
        return switched == (diff.ours if decision.gacrux_alone else diff.theirs)
    others = tuple(dict(kv for d in DECISIONS if d is not decision and d.covers(diff) for kv in d.switch).items())
    ours = our_values(diff.name, diff.reading, others)[diff.code].get(diff.tpn)
    return gacrux_values_rewritten(diff.name, diff.reading, decision.rewrite)[diff.code].get(diff.tpn) == ours


def fmt(v: Value | str) -> str:
    if v is None or isinstance(v, str):
        return str(v)
    return format_value(v)
