"""Summary of every difference between tiebreak-ref and gacrux on the differential corpus.

    .venv/bin/python benchmarks/diff_report.py [--rules fide-2026] [--codes "BH SB"] [--explain]

Reuses the corpus, the two sides and the DOCUMENTED_DECISIONS table of
tests/test_differential_gacrux.py, so the report and the test cannot disagree. For each rule set
and code it prints the number of differing values (documented ones apart), then splits them by a
rough signature (the unplayed-round codes in the player's own row, and whether an opponent has
any) and shows one minimal example per signature: the smallest tournament, the player, both
values and the player's round codes (``15w1`` = opponent 15, white, win; ``-H`` = half-point bye;
``·`` = blank round). ``--explain`` adds our round-by-round explanation of that value.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

import test_differential_gacrux as dg  # noqa: E402

import tiebreak_ref as tr  # noqa: E402

FEATURES = {  # how a player's row is described; "dblf" = a double forfeit
    "+": "forfeit win",
    "-": "forfeit loss",
    "dblf": "double forfeit",
    "U": "PAB",
    "F": "FPB",
    "H": "HPB",
    "Z": "ZPB",
    "·": "blank round",
    "W": "<1 move win",
    "D": "<1 move draw",
    "L": "<1 move loss",
}


def features(diff: dg.Diff) -> set[str]:
    """The kinds of round in the player's own row, and opponent-side facts worth knowing."""
    rows = dg.row_codes(diff.tour.text(diff.rules))
    found = {cell[-1] for cell in diff.row if cell[-1] in FEATURES}
    for r, cell in enumerate(diff.row):
        if cell[-1] == "-" and cell[0].isdigit() and rows[int(cell[:-2])][r][-1] == "-":
            found.add("dblf")
    opponents = [int(cell[:-2]) for cell in diff.row if cell[0].isdigit()]
    if len(opponents) != len(set(opponents)):
        found.add("rematch")
    if any(rows[o][-1] in ("-Z", "·") for o in opponents):
        found.add("opp-absent-last-round")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rules", nargs="*", default=list(dg.RULES))
    parser.add_argument("--codes", default=" ".join((*dg.CODES, "DE")))
    parser.add_argument("--kind", choices=("swiss", "round-robin"), help="only this kind of event")
    parser.add_argument("--explain", action="store_true", help="add our explanation of each example")
    parser.add_argument("--examples", type=int, default=2, help="minimal examples per code and event kind")
    args = parser.parse_args(argv)
    codes = args.codes.split()
    tours = [t for t in dg.CORPUS if args.kind in (None, t.kind)]
    passes: list[tuple[int | None, list[str], list[dg.Tour]]] = [(None, codes, tours)]
    rating = [c for c in codes if c in dg.RATING_CODES]
    if rating:
        passes.append((dg.ASSIGNED_RATING, rating, [t for t in tours if t.kind == "swiss"]))
    print(
        f"corpus: {sum(t.kind == 'swiss' for t in tours)} Swiss, "
        f"{sum(t.kind != 'swiss' for t in tours)} round robins; gacrux 1.11.65 in-process"
    )
    print("round codes: 15w1 = vs 15 with white, won; -H = half-point bye; · = blank round\n")
    total = 0
    for rules in args.rules:
        for unrated, pass_codes, pass_tours in passes:
            label = f"{rules}" + (f", unrated players rated {unrated}" if unrated else "")
            by_code: dict[str, list[dg.Diff]] = defaultdict(list)
            for diff in dg.differences(pass_tours, rules, pass_codes, unrated):
                by_code[diff.code].append(diff)
            values = sum(t.players for t in pass_tours)
            print(f"=== {label}: values compared per code: {values}")
            for code in pass_codes:
                diffs = by_code.get(code, [])
                documented = [d for d in diffs if dg.documented(d) is not None]
                open_ = [d for d in diffs if dg.documented(d) is None]
                total += len(open_)
                if not diffs:
                    print(f"{code:8} agree")
                    continue
                print(f"{code:8} {len(open_)} differ" + (f" (+{len(documented)} documented)" if documented else ""))
                report_code(open_, args)
            print()
    print(f"undocumented differences: {total}")
    return 0


def report_code(diffs: list[dg.Diff], args: argparse.Namespace) -> None:
    for kind in ("swiss", "round-robin"):
        members = [d for d in diffs if d.tour.kind == kind]
        if not members:
            continue
        hit = len({d.tour.ident for d in members})
        feats: Counter[str] = Counter()
        for d in members:
            feats.update(features(d))
        common = ", ".join(f"{FEATURES.get(f, f)} {100 * n // len(members)}%" for f, n in feats.most_common(5))
        deltas: Counter[str] = Counter()
        for d in members:
            if isinstance(d.ours, Fraction) and d.theirs is not None:
                deltas[dg.fmt(d.ours - d.theirs)] += 1
            else:
                deltas[f"{dg.fmt(d.ours)} vs {dg.fmt(d.theirs)}"] += 1
        delta = ", ".join(f"{k} ×{n}" for k, n in deltas.most_common(4))
        print(f"    {kind}: {len(members)} values in {hit} tournaments; ours−gacrux: {delta}")
        print(f"        player's row has: {common or 'nothing unplayed'}")
        members.sort(key=lambda d: (d.tour.size, d.tour.ident, d.tpn))
        for d in members[: args.examples]:
            print(f"        e.g. {dg.describe(d)}")
            if args.explain:
                print_explanation(d)


def print_explanation(diff: dg.Diff) -> None:
    if diff.code == "DE":
        return
    t = dg.our_tournament(diff.tour, diff.rules)
    try:
        try:
            ex = tr.explain(
                t, diff.tpn, diff.code, rules=diff.rules, options=dg.our_options(diff.tour, diff.unrated_rating)
            )
        except TypeError:  # explain() without options
            ex = tr.explain(t, diff.tpn, diff.code, rules=diff.rules)
    except Exception as exc:  # the report must go on
        print(f"             (explain failed: {type(exc).__name__}: {exc})")
        return
    for row in getattr(ex, "rows", []):
        print(f"             {row}")


if __name__ == "__main__":
    raise SystemExit(main())
