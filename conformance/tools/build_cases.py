"""Write the conformance cases: conformance/cases/<area>/<id>.trf + <id>.json.

    .venv/bin/python conformance/tools/build_cases.py [--no-crosscheck] [--only SUBSTRING] [--clean]

Every expected value is the decision of the reference implementation (tiebreak_ref, run here); for
the FIDE publication cases the builder also asserts the published number. With --crosscheck the
case is run through the adapters of gacrux and tiebreak-core (conformance/adapters/) and
``source.checked_with`` lists the programs that agree on every value of the case; where one
disagrees, the notes say so, value by value, with the explanation given in explanations.py (the
build fails if a disagreement has no explanation). Peer results are cached in tools/.peer-cache.json.

Case definitions live in cases_*.py next to this file; each exports CASES (a list of Spec).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SUITE = HERE.parent
REPO = SUITE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

from spec import Spec  # noqa: E402

import tiebreak_ref as tr  # noqa: E402
from tiebreak_ref.ranking.standings import json_number  # noqa: E402

# both peers are test dependencies (pyproject.toml), so by default the interpreter running this builder has them
GACRUX_PY = Path(os.environ.get("GACRUX_PYTHON") or sys.executable)
TC_PY = Path(os.environ.get("TIEBREAK_CORE_PYTHON") or sys.executable)
PEERS = {
    "gacrux": (GACRUX_PY, SUITE / "adapters" / "gacrux.py"),
    "tiebreak-core": (TC_PY, SUITE / "adapters" / "tiebreak_core.py"),
}
CACHE = HERE / ".peer-cache.json"


def reference(spec: Spec) -> dict[str, Any]:
    """Expected values and ranks from tiebreak_ref."""
    chosen = dict(spec.options)
    empty_round = chosen.pop("empty_round", "zero-point-bye")  # an option of the reader (decision R4)
    t = tr.parse_trf(
        spec.trf if isinstance(spec.trf, bytes) else spec.trf.encode("utf-8"),
        source=f"{spec.name}.trf",
        empty_round=empty_round,
    )
    opts = tr.Options(**chosen) if chosen else None
    res = tr.standings(t, spec.tiebreaks, rules=spec.rules, options=opts, after_round=spec.after_round)
    wanted = set(spec.players) if spec.players is not None else {row.tpn for row in res.rows}
    values = {
        str(row.tpn): {c: json_number(row.values[c]) for c in res.tiebreaks}
        for row in sorted(res.rows, key=lambda r: r.tpn)
        if row.tpn in wanted
    }
    out: dict[str, Any] = {"values": values}
    if spec.points:
        out["points"] = {
            str(row.tpn): json_number(row.points) for row in sorted(res.rows, key=lambda r: r.tpn) if row.tpn in wanted
        }
    if spec.ranking:
        out["ranking"] = {str(row.tpn): row.rank for row in sorted(res.rows, key=lambda r: r.tpn) if row.tpn in wanted}
    if spec.published:
        for tpn, codes in spec.published.items():
            for code, want in codes.items():
                got = values[str(tpn)][code] if code != "rank" else out["ranking"][str(tpn)]
                assert dec(got) == dec(want), f"{spec.id}: {tpn} {code} published {want}, reference {got}"
    return out


def dec(v: Any) -> Decimal | None:
    return None if v is None else Decimal(str(v))


def load_cache() -> dict[str, Any]:
    if CACHE.exists():
        data: dict[str, Any] = json.loads(CACHE.read_text())
        return data
    return {}


def peer_run(peer: str, spec: Spec, path: Path, cache: dict[str, Any]) -> dict[str, Any]:
    """{"ok": bool, "values": {tpn: {code: str|None}}, "ranks": {tpn: int}, "error": str}."""
    python, adapter = PEERS[peer]
    args = [str(path), "--tiebreaks", " ".join(spec.tiebreaks), "--rules", spec.rules, "--format", "json"]
    if spec.after_round is not None:
        args += ["--after-round", str(spec.after_round)]
    if "unrated_rating" in spec.options:
        args += ["--unrated-rating", str(spec.options["unrated_rating"])]
    code = adapter.read_bytes() + (adapter.parent / "_common.py").read_bytes()
    data = spec.trf.encode("utf-8") if isinstance(spec.trf, str) else spec.trf
    key = hashlib.sha256(code + data + (peer + "\0points\0" + "\0".join(args[1:])).encode()).hexdigest()
    if key in cache:
        result: dict[str, Any] = cache[key]
        return result
    run = subprocess.run([str(python), str(adapter), *args], capture_output=True, text=True, timeout=120, check=False)
    if run.returncode != 0:
        result = {"ok": False, "error": (run.stderr.strip().splitlines() or [f"exit {run.returncode}"])[-1]}
    else:
        doc = json.loads(run.stdout, parse_float=str, parse_int=str)
        result = {
            "ok": True,
            "values": {
                str(r["tpn"]): {c: (None if v is None else str(v)) for c, v in r["values"].items()}
                for r in doc["standings"]
            },
            "ranks": {str(r["tpn"]): int(r["rank"]) for r in doc["standings"]},
            "points": {str(r["tpn"]): None if r.get("points") is None else str(r["points"]) for r in doc["standings"]},
        }
    cache[key] = result
    return result


def peer_version(peer: str) -> str:
    python = PEERS[peer][0]
    module = "gacrux" if peer == "gacrux" else "tiebreak-core"
    run = subprocess.run([str(python), "-m", "pip", "show", module], capture_output=True, text=True, check=False)
    for line in run.stdout.splitlines():
        if line.startswith("Version:"):
            return line.split()[1]
    return "?"


def compare(spec: Spec, expected: dict[str, Any], got: dict[str, Any]) -> list[str]:
    """Differences as short texts ('BH tpn 4: 14 (reference 15)')."""
    if spec.error:
        return [] if not got["ok"] else ["accepted the invalid file"]
    if not got["ok"]:
        return [f"error: {got['error']}"]
    diffs = []
    for tpn, codes in expected["values"].items():
        for code, want in codes.items():
            have = got["values"].get(tpn, {})
            if code not in have:
                diffs.append(f"{code} tpn {tpn}: not computed (reference {fmt(want)})")
            elif dec(have[code]) != dec(want):
                diffs.append(f"{code} tpn {tpn}: {fmt(have[code])} (reference {fmt(want)})")
    for tpn, want in expected.get("ranking", {}).items():
        if got["ranks"].get(tpn) != want:
            diffs.append(f"rank tpn {tpn}: {got['ranks'].get(tpn)} (reference {want})")
    for tpn, want in expected.get("points", {}).items():
        if dec(got["points"].get(tpn)) != dec(want):
            diffs.append(f"points tpn {tpn}: {fmt(got['points'].get(tpn))} (reference {fmt(want)})")
    return diffs


# Cases whose point is reading the file (besides the trf area): a program fed by tiebreak-ref's own reader
# cannot check them.
READING_CASES = {"intermediate/round-paired-not-played"}
OWN_READER = {"gacrux": True, "tiebreak-core": False}  # tiebreak-core has no TRF reader: its adapter uses ours


NO_EDITION = {"fide-2017", "uscf"}  # neither peer implements C.02 13.15 (gacrux /V0 has no virtual opponent: E4)
# nor US Chess rule 34


def independent(peer: str, spec: Spec) -> bool:
    """The peer reads the file and computes the values itself, so its agreement checks this case."""
    reading = spec.area == "trf" or spec.id in READING_CASES or "empty_round" in spec.options
    return OWN_READER[peer] or not reading


def dump(case: dict[str, Any]) -> str:
    """Indented JSON with one line per participant in expected.values and short lists on one line."""

    def compact(v: Any) -> str:
        return json.dumps(v, ensure_ascii=False)

    lines = ["{"]
    items = list(case.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if key == "expected" and "values" in value:
            lines.append('  "expected": {')
            sub = list(value.items())
            for j, (k2, v2) in enumerate(sub):
                c2 = "," if j < len(sub) - 1 else ""
                if k2 == "values":
                    lines.append('    "values": {')
                    rows = list(v2.items())
                    for n, (tpn, vals) in enumerate(rows):
                        lines.append(f"      {compact(tpn)}: {compact(vals)}" + ("," if n < len(rows) - 1 else ""))
                    lines.append("    }" + c2)
                else:
                    lines.append(f"    {compact(k2)}: {compact(v2)}{c2}")
            lines.append("  }" + comma)
        elif key == "source":
            block = json.dumps(value, ensure_ascii=False, indent=2).replace("\n", "\n  ")
            lines.append(f'  "source": {block}{comma}')
        else:
            lines.append(f"  {compact(key)}: {compact(value)}{comma}")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    json.loads(text)
    return text


def fmt(v: Any) -> str:
    return "null" if v is None else str(v)


def write(spec: Spec, crosscheck: bool, cache: dict[str, Any], versions: dict[str, str]) -> dict[str, Any]:
    folder = SUITE / "cases" / spec.area
    folder.mkdir(parents=True, exist_ok=True)
    trf_path = folder / f"{spec.name}.trf"
    trf_path.write_bytes(spec.trf.encode("utf-8") if isinstance(spec.trf, str) else spec.trf)
    if spec.error:
        try:
            tr.parse_trf(
                trf_path.read_bytes(),
                source=trf_path.name,
                empty_round=spec.options.get("empty_round", "zero-point-bye"),
            )
        except tr.InputError as exc:
            line, column, message = exc.line, exc.column, exc.message
        else:
            raise AssertionError(f"{spec.id}: the reference accepts the invalid file")
        expected: dict[str, Any] = {"error": True, "line": line, "column": column}
        notes = spec.notes + f" The reference stops at line {line}, column {column}: {message}."
    else:
        expected = reference(spec)
        notes = spec.notes
    checked = [f"tiebreak-ref {tr.__version__}", *spec.also_checked]
    report: dict[str, Any] = {}
    if crosscheck:
        for peer in PEERS:
            if spec.rules in NO_EDITION or (spec.peers is not None and peer not in spec.peers):
                continue  # the case's notes say why no peer (or only some) checks it
            if not independent(peer, spec):
                notes = (notes + " " if notes else "") + (
                    f"{peer} is no check of this case: its adapter reads the file with tiebreak-ref's reader "
                    "(conformance/adapters/README.md)."
                )
                continue
            got = peer_run(peer, spec, trf_path, cache)
            diffs = compare(spec, expected, got)
            report[peer] = diffs
            label = f"{peer} {versions[peer]}"
            if not diffs:
                checked.append(label)
            else:
                shown = "; ".join(diffs[:6]) + (f"; … {len(diffs) - 6} more" if len(diffs) > 6 else "")
                why = spec.explain.get(peer) or generic(spec, peer, diffs)
                if why is None:
                    UNEXPLAINED.append(f"{spec.id}: {peer}: {shown}")
                    why = "UNEXPLAINED"
                notes = (notes + " " if notes else "") + f"{label} differs: {shown}. {why}"
    kind = spec.kind
    if kind == "hand" and len(checked) > 1:
        kind = "cross-checked"
    case: dict[str, Any] = {
        "id": spec.id,
        "title": spec.title,
        "rules": spec.rules,
        "tiebreaks": spec.tiebreaks,
    }
    if spec.after_round is not None:
        case["after_round"] = spec.after_round
    if spec.options:
        case["options"] = spec.options
    case["expected"] = expected
    case["source"] = {
        "kind": kind,
        "ref": spec.ref or "hand-made crosstable; values worked out with the reference's explain command",
        "checked_with": checked,
    }
    case["articles"] = spec.articles
    case["notes"] = notes.strip()
    (folder / f"{spec.name}.json").write_text(dump(case), encoding="utf-8")
    return report


UNEXPLAINED: list[str] = []


SHARED = {
    "RR2024": "Round robin under the 2024 rules: a forfeit is a regular game (the forfeit counts in SB and DE). "
    "tiebreak-core's fide-2024 rule set has no round-robin mode, so it treats the forfeits as Swiss "
    "unplayed rounds (dummy opponents in SB, no game in DE).",
    "TYPEB": "Art. 15.2: in a round robin a forfeit win is a regular game, so it counts in WON, BPG and BWG (the "
    "2024 text treated every forfeit as a game, so forfeit losses count in BPG too). gacrux and "
    "tiebreak-core count games over the board only here (c07-spec A12; the reference's option "
    "rr_forfeit_wins_in_type_b).",
    "FBN": "FB in standings after round 3 of 5: the reference reads 'the final round' of 8.3 as the last round of "
    "the standings (round 3 games become draws); gacrux keeps the tournament's final round (5), which is "
    "outside the standings, so its FB equals BH here. C.07 is silent (intermediate standings).",
    "CAP": "16.4.2 caps the dummy at draw points x 'the number of rounds in the tournament': the reference uses "
    "the scheduled rounds (XXR; option cap_rounds=scheduled; c07-spec A1), the program the rounds played so "
    "far (peers.md T-CAP).",
    "SCORING": "tiebreak-core accepts game scores of 0, ½ and 1 only ('score must be one of [0.0, 0.5, 1.0], got "
    "3.0'), so it computes nothing under the 3-1-0 scoring of record 162; the adapter leaves the codes "
    "out.",
    "AOB": "tiebreak-core keeps AOB as the exact mean (the reference rounds it; Art. 8.2, c07-spec A5).",
}


def generic(spec: Spec, peer: str, diffs: list[str]) -> str | None:
    """Explanations that apply to whole classes of disagreement."""
    from explanations import explain

    text = explain(spec, peer, diffs)
    if text is not None and all(word in SHARED for word in text.split()):
        return " ".join(SHARED[word] for word in text.split())
    return text


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "--no-crosscheck",
        dest="crosscheck",
        action="store_false",
        help="do not run the peers (the cases then lose their checked_with and peer notes)",
    )
    ap.add_argument("--crosscheck", action="store_true", default=True, help="(the default)")
    ap.add_argument("--only", default="")
    ap.add_argument("--group", default="", help="write only the cases of one group of cases_all (e.g. wave2)")
    ap.add_argument("--clean", action="store_true", help="remove this builder's areas of conformance/cases first")
    args = ap.parse_args()
    import cases_all

    specs: list[Spec] = cases_all.all_cases()
    ids = [s.id for s in specs]
    dupes = {i for i in ids if ids.count(i) > 1}
    assert not dupes, f"duplicate ids: {dupes}"
    if args.clean and not args.only:  # only the areas this builder writes (others, e.g. uscf, are kept)
        for area in {s.area for s in specs}:
            shutil.rmtree(SUITE / "cases" / area, ignore_errors=True)
    cache = load_cache()
    versions = {p: peer_version(p) for p in PEERS} if args.crosscheck else {}
    summary: dict[str, dict[str, int]] = {}
    chosen = {s.id for s in getattr(cases_all, f"{args.group}_cases")()} if args.group else None
    for spec in specs:
        if args.only not in spec.id or (chosen is not None and spec.id not in chosen):
            continue
        report = write(spec, args.crosscheck, cache, versions)
        if args.crosscheck and len(cache) % 20 == 0:  # keep what the peers computed if the build stops
            CACHE.write_text(json.dumps(cache, sort_keys=True))
        for peer, diffs in report.items():
            s = summary.setdefault(peer, {"agree": 0, "differ": 0})
            s["agree" if not diffs else "differ"] += 1
    if args.crosscheck:
        CACHE.write_text(json.dumps(cache, sort_keys=True))
    print(f"{sum(1 for s in specs if args.only in s.id)} cases written; cross-check: {summary}")
    for line in UNEXPLAINED:
        print("UNEXPLAINED", line)
    return 1 if UNEXPLAINED else 0


if __name__ == "__main__":
    raise SystemExit(main())
