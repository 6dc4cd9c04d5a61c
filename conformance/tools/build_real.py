"""Rebuild the real-event cases (conformance/cases/real/<id>.json) and the tables of the corpus README.

    .venv/bin/python conformance/tools/build_real.py [--gacrux] [--check]

For every file of the corpus that the reference reads, the case holds the reference's values for the file's
own tie-break list (TRF-2026 records 212/202) or a broad standard list (Swiss ``SWISS``, round robin
``ROUND_ROBIN``, team event ``TEAM``), under the rule set of the start date (``case_rules``).
``source.checked_with`` names gacrux only when gacrux read the file itself and agreed on every value of the case,
and passes the case through its adapter (``kind`` is then ``cross-checked``, else ``hand``). A file the reference
refuses is read again with the reader option ``empty_round`` (decision R4: half-point byes left as empty rounds);
when one of its settings reads the file, the case carries that option; when none does, the case is the refusal
(``expected.error``), as the ``trf/invalid-*`` cases: a conforming reader must not accept a file whose declared
points contradict its results.

``--gacrux`` first runs gacrux on every file and rewrites its cache (real_gacrux_cache.json; see
real_corpus.py). ``--check`` writes nothing and exits 1 when a case or the README is not what it would write.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import sys
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
sys.path.insert(0, str(HERE))

import real_corpus as rc  # noqa: E402

import tiebreak_ref as tr  # noqa: E402
from tiebreak_ref import conformance as cf  # noqa: E402
from tiebreak_ref.ranking.standings import json_number  # noqa: E402
from tiebreak_ref.rules.editions import by_date  # noqa: E402
from tiebreak_ref.rules.unplayed import rules_for  # noqa: E402
from tiebreak_ref.trf.team import is_team_file  # noqa: E402

SWISS = ("BH/C1", "BH", "SB", "DE", "WIN", "BPG", "ARO", "PS")
ROUND_ROBIN = ("DE", "SB", "KS", "WIN")
TEAM = ("BH:MP", "BH:GP", "EMMSB", "BC", "DE")  # a team event (records 013/310): the teams are ranked
GACRUX_EDITIONS = ("fide-2024", "fide-2026")  # the rule sets gacrux implements (its /V0 has no virtual opponent, E4)
README = rc.REAL / "README.md"
BEGIN, END = "<!-- begin: build_real.py -->", "<!-- end: build_real.py -->"


def case_rules(t: tr.Tournament, start: str | None) -> tuple[str, str]:
    """The rule set of the case, and a note on how it was chosen.

    The event's start date as written in record 042 (``start`` in the manifest, read by hand) decides, as
    ``tiebreak_ref.rules.editions.by_date``, except that an event before 1 April 2024 is given fide-2024, not
    fide-2017: fide-2024 is the oldest rule set gacrux implements, so the case stays cross-checked (the reference
    by itself applies fide-2017 to such a file, decision E2). Where the reference reads another date, or none,
    the note says so."""
    if start is None:
        return rules_for(t, None), "The file has no start date; rules as the reference chooses them."
    rules = by_date(date.fromisoformat(start))
    how = f"Rules from the start date {start} (record 042)."
    if rules not in GACRUX_EDITIONS:
        how = (
            f"The start date {start} (record 042) falls under {rules} (decision E2); the case uses fide-2024, "
            "the oldest rule set the cross-checking program implements."
        )
        rules = "fide-2024"
    if t.start_date is None or t.start_date.isoformat() != start:
        how += (
            f" The reference reads the start date as {t.start_date or 'missing'} and would choose "
            f"{rules_for(t, None)} by itself."
        )
    return rules, how


EMPTY_ROUND = ("half-point-bye", "full-point-bye", "bye")  # the settings of the reader option, tried in turn


def entry_of(name: str) -> dict[str, Any]:
    return next(e for e in rc.sources() if f"{e['id']}.trf" == name)


def where_from(entry: dict[str, Any]) -> str:
    where = f"{entry['repository']} {entry['path']} @ {entry['commit'][:12]} (blob {entry['blob'][:12]})"
    if "extract" in entry:
        where += f", lines {entry['extract']['lines'][0]}-{entry['extract']['lines'][1]} (the embedded TRF)"
    return where


def read_with_empty_round(name: str) -> tuple[tr.Tournament, str] | None:
    """The first setting of empty_round with which the reference reads a file it refuses by default."""
    for setting in EMPTY_ROUND:
        try:
            return tr.parse_trf(rc.raw(name), source=name, empty_round=setting), setting  # type: ignore[arg-type]
        except ValueError:
            continue
    return None


def refusal_case(name: str, refusal: str) -> dict[str, Any]:
    """A real file no setting of the reader reads: the case is its refusal, located."""
    entry = entry_of(name)
    try:
        tr.parse_trf(rc.raw(name), source=name)
    except tr.InputError as exc:
        line, column = exc.line, exc.column
    answer = rc.gacrux_answer(name)
    gx = (
        f"gacrux {rc.gacrux_version()} reads it without cross-checking the totals (its reader is lenient, "
        "peers.md 3.1): no check of a refusal"
        if answer["read"]
        else f"gacrux {rc.gacrux_version()} refuses it too ({answer['error'][:160]})"
    )
    return {
        "id": f"real/{entry['id']}",
        "title": f"Real event a conforming reader must refuse: {entry['id']}",
        "rules": "fide-2024",
        "tiebreaks": ["WON", "BPG"],
        "expected": {"error": True, "line": line, "column": column},
        "source": {
            "kind": "hand",
            "ref": f"real crosstable from {where_from(entry)}",
            "checked_with": [f"tiebreak-ref {tr.__version__}"],
        },
        "articles": ["TRF"],
        "notes": (
            f"Licence of the source: {entry['licence']}. Produced by: {entry['producer']}. The reference "
            f"refuses the file: {refusal}. No setting of the reader option empty_round "
            f"({', '.join(EMPTY_ROUND)}; decision R4) makes it readable. {gx}. Only the refusal is tested "
            "(README, 'Reading the file')."
        ),
    }


def adapter_agrees(case: dict[str, Any]) -> bool:
    """gacrux, run through the suite's adapter as the runner runs a program, passes the case (every value, every
    rank)."""
    adapter = HERE.parent / "adapters" / "gacrux.py"
    template = (
        f"{shlex.quote(sys.executable)} {shlex.quote(str(adapter))} {{trf}} --tiebreaks {{tiebreaks}} "
        "--rules {rules} --format json"
    )
    area, name = case["id"].split("/")
    checked = cf.Case(id=case["id"], area=area, trf=(rc.REAL / name).with_suffix(".trf"), data=case)
    return cf.run_case(checked, cf.command_runner(template, timeout=600)).passed


def case_for(name: str) -> dict[str, Any]:
    t = rc.our_tournament(name)
    reader_option: dict[str, str] = {}
    if isinstance(t, str):
        again = read_with_empty_round(name)
        if again is None:
            return refusal_case(name, t)
        t, setting = again
        reader_option = {"empty_round": setting}
    entry = entry_of(name)
    rr = bool(rc.round_robin(name))
    team = is_team_file(t)
    codes = list(t.tiebreaks) or list(TEAM if team else ROUND_ROBIN if rr else SWISS)
    rules, how = case_rules(t, entry.get("start"))
    if team:
        result: Any = tr.team_standings(tr.parse_team_trf(rc.raw(name), source=name), codes, rules=rules)
    else:
        result = tr.standings(t, codes, rules=rules)
    if reader_option:
        how += (
            f" The reference refuses the file as it is written ({rc.our_tournament(name)}); with the reader "
            f"option empty_round={reader_option['empty_round']} (decision R4: byes left as empty rounds, read so "
            "where that makes the declared points add up, each with a notice) it reads it, so the case sets "
            "that option."
        )
    values = {str(row.tpn): {c: json_number(row.values[c]) for c in codes} for row in result.rows}
    ranking = {str(row.tpn): row.rank for row in sorted(result.rows, key=lambda r: r.tpn)}
    after = None if team else result.as_json().get("after_round")
    if after is not None:  # rounds not played yet (decision E3): the case names the round it ranks after
        how += (
            f" The file schedules {t.rounds} rounds and has results up to round {after}: the case sets "
            f"after_round {after} (a reader ranks after the last round played by itself, decision E3, but a "
            "program that does not is told the round)."
        )
    case: dict[str, Any] = {
        "id": f"real/{entry['id']}",
        "title": f"Real event: {t.name or entry['id']} ({len(t.players)} players, {t.rounds} rounds)",
        "rules": rules,
        "tiebreaks": codes,
    }
    if after is not None:
        case["after_round"] = after
    if reader_option:
        case["options"] = reader_option
    case["expected"] = {"values": values, "ranking": ranking}
    checked = [f"tiebreak-ref {tr.__version__}"]
    answer = rc.gacrux_answer(name)
    if answer["read"] and not reader_option:
        theirs = rc.gacrux_values(name, rules)
        ours = rc.our_values(name, rules)
        agree = all(theirs[c] == ours[c] for c in codes if c in rc.CODES) and set(codes) <= set(rc.CODES)
        through = agree and adapter_agrees(case)
        gx = (
            f"gacrux {rc.gacrux_version()} read the file and "
            + ("agrees on every value of the case" if agree else "differs (see tests/test_real_corpus.py)")
            + (
                ""
                if through or not agree
                else ", but only when it is told to read UTF-8 (-b utf-8, as the differential "
                "test does); through conformance/adapters/gacrux.py, with gacrux's default reading, it differs, so it "
                "is not listed"
            )
        )
        if through:
            checked.append(f"gacrux {rc.gacrux_version()}")
    else:
        gx = f"gacrux {rc.gacrux_version()} does not read the file ({answer['error'][:160]})"
    where = where_from(entry)
    kind = "team event (the teams are ranked)" if team else "round robin" if rr else "Swiss"
    listed = "the file's own list (record 212/202)" if t.tiebreaks else f"the corpus's standard list for a {kind}"
    return case | {
        "source": {
            "kind": "cross-checked" if len(checked) > 1 else "hand",
            "ref": f"real crosstable from {where}",
            "checked_with": checked,
        },
        "articles": ["TRF", "4.2"],
        "notes": (
            f"Licence of the source: {entry['licence']}. Produced by: {entry['producer']}. Tie-breaks: "
            f"{listed}. {how} {gx}. The values are the reference's; the differential test compares every "
            "code under every edition."
        ),
    }


def dump(case: dict[str, Any]) -> str:
    return json.dumps(case, ensure_ascii=False, indent=1) + "\n"


# ------------------------------------------------------------------------------------------------
# What the files contain (read from the bytes, independently of either reader)


def records(name: str) -> list[str]:
    data = rc.raw(name)
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def header(lines: list[str], rid: str) -> str:
    return next((ln[4:].strip() for ln in lines if ln.startswith(rid)), "")


DATE_FORMS = (
    (r"\d{4}/\d{2}/\d{2}", "YYYY/MM/DD"),
    (r"\d{4}-\d{2}-\d{2}", "YYYY-MM-DD"),
    (r"\d{4}\.\d{2}\.\d{2}", "YYYY.MM.DD"),
    (r"\d{2}\.\d{2}\.\d{4}", "DD.MM.YYYY"),
    (r"\d{1,2}\. \d{1,2}\. \d{4}", "DD. MM. YYYY"),
    (r"\d{2}/\d{2}/\d{4}", "DD/MM/YYYY"),
    (r"\d{2}\.\d{2}\.\d{2}", "YY.MM.DD"),
    (r"[A-Z][a-z]{2} \d{1,2}, \d{4}", "Mon D, YYYY"),
)


def date_form(text: str) -> str:
    if not text:
        return "missing"
    return next((label for pattern, label in DATE_FORMS if re.fullmatch(pattern, text)), f"other ({text})")


def cells(line: str) -> list[str]:
    return [line[91 + 10 * r : 99 + 10 * r] for r in range(max(0, (len(line) - 91 + 9) // 10))]


def quirks(name: str) -> dict[str, Any]:
    """Notations, encodings, date forms and other quirks, for the README and the report."""
    data = rc.raw(name)
    lines = records(name)
    found: Counter[str] = Counter()
    if data.startswith(b"\xef\xbb\xbf"):
        found["encoding: UTF-8 with BOM"] += 1
    try:
        data.decode("ascii")
        found["encoding: ASCII"] += 1
    except UnicodeDecodeError:
        try:
            data.decode("utf-8")
            found["encoding: UTF-8 (non-ASCII names)"] += 1
        except UnicodeDecodeError:
            found["encoding: not UTF-8 (cp1252/Latin-1)"] += 1
    found["line ends: CRLF" if b"\r\n" in data else "line ends: CR" if b"\r" in data else "line ends: LF"] += 1
    found[f"date 042: {date_form(header(lines, '042'))}"] += 1
    players = [ln for ln in lines if ln.startswith("001 ")]
    for ln in lines:
        if re.fullmatch(r"\s*(\d\s*){20,}", ln) or ln.startswith("DDD SSSS"):
            found["ruler line above the player records"] += 1
        elif ln[:3].isdigit() and ln[:3] not in {
            "001",
            "012",
            "013",
            "022",
            "032",
            "042",
            "052",
            "062",
            "072",
            "082",
            "092",
            "102",
            "112",
            "122",
            "132",
            "142",
            "152",
            "162",
            "172",
            "182",
            "192",
            "202",
            "212",
            "222",
            "232",
            "240",
            "250",
            "260",
            "299",
            "300",
            "310",
            "320",
            "330",
            "352",
            "362",
        }:
            found[f"unknown record {ln[:3]}"] += 1
        elif ln.startswith("013 "):
            found["team records 013"] += 1
        elif ln[:3] in {"XXR", "XXC", "XXS", "142", "162", "192", "202", "212"}:
            found[f"record {ln[:3]}"] += 1
    for ln in players:
        fide_id = ln[57:68].strip()
        if fide_id and not fide_id.isdigit():
            found["non-numeric FIDE id"] += 1
        for cell in cells(ln):
            opp, result = cell[0:4].strip(), cell[7:8]
            if opp == "0000" and result == "=":
                found["bye '0000 - =' (half point, before 2016)"] += 1
            elif opp == "0000" and result in "+-HFUZ" and result.strip():
                found[f"bye '0000 - {result}'"] += 1
            elif not opp and result.strip():
                found[f"blank opponent with result '{result}'"] += 1
            elif opp in ("", "0000") and cell[5:6] == "-" and not result.strip():
                found[f"unplayed round '{opp or '    '} -' without a result"] += 1
            elif opp.isdigit() and cell[5:6] == "-" and result.strip():
                found["paired round without colour ('-')"] += 1
    rounds = int(header(lines, "XXR").split()[0]) if header(lines, "XXR").split() else 0
    played = max((r + 1 for ln in players for r, c in enumerate(cells(ln)) if c[7:8].strip()), default=0)
    if rounds > played:
        found[f"rounds not played yet (XXR {rounds}, results up to round {played})"] += 1
    return dict(found)


def event_type(name: str, lines: list[str]) -> str:
    if any(ln.startswith("013 ") for ln in lines):
        return "team"
    rr = rc.round_robin(name)
    text = header(lines, "092").lower()
    return "round robin" if rr or "robin" in text or "all-play" in text else "Swiss"


def readme_tables() -> str:
    out = [
        "| file | event | type | players | rounds | program | source | licence |",
        "|---|---|---|---|---|---|---|---|",
    ]
    status = []
    counts: Counter[str] = Counter()
    for entry in rc.sources():
        name = f"{entry['id']}.trf"
        lines = records(name)
        players = sum(1 for ln in lines if ln.startswith("001 "))
        rounds = (
            header(lines, "XXR")
            or header(lines, "142")
            or str(max((len(cells(ln)) for ln in lines if ln.startswith("001 ")), default=0))
        )
        repo = entry["repository"]
        src = f"[{repo}](https://github.com/{repo}) `{entry['path']}` @ `{entry['commit'][:10]}`"
        out.append(
            f"| `{name}` | {header(lines, '012') or '(none)'} | {event_type(name, lines)} | {players} | "
            f"{rounds} | {entry['producer']} | {src} | {entry['licence']} |"
        )
        ours = rc.our_tournament(name)
        theirs = rc.gacrux_answer(name)
        verdict = (
            ("read" if not isinstance(ours, str) else "refused")
            + " by us, "
            + ("read" if theirs["read"] else "refused")
            + " by gacrux"
        )
        detail = f": `{ours}`" if isinstance(ours, str) else ""
        gx = "" if theirs["read"] else f" (gacrux: `{theirs['error'][:200]}`)"
        status.append(f"- `{name}` — {verdict}{detail}{gx}")
        counts.update(quirks(name))
    quirk_lines = [f"| {k} | {v} |" for k, v in sorted(counts.items())]
    return "\n".join(
        [
            BEGIN,
            "",
            "### The files",
            "",
            *out,
            "",
            "### How each reader takes them (this commit)",
            "",
            *status,
            "",
            "### Notations, encodings, date forms and quirks (files or occurrences)",
            "",
            "| what | count |",
            "|---|---|",
            *quirk_lines,
            "",
            END,
        ]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gacrux", action="store_true", help="rerun gacrux on every file and rewrite its cache")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if anything would change")
    args = parser.parse_args(argv)
    if args.gacrux and not args.check:
        rc.write_cache()
        rc.cache.cache_clear()
        rc.gacrux_answer.cache_clear()
    stale = []
    for name in rc.names():
        path = (rc.REAL / name).with_suffix(".json")
        want = dump(case_for(name))
        if not path.exists() or path.read_text(encoding="utf-8") != want:
            stale.append(path.name)
            if not args.check:
                path.write_text(want, encoding="utf-8")
    text = README.read_text(encoding="utf-8")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    new = text[:start] + readme_tables() + text[end:]
    if new != text:
        stale.append(README.name)
        if not args.check:
            README.write_text(new, encoding="utf-8")
    print(("out of date: " if args.check else "written: ") + (", ".join(stale) or "nothing"))
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
