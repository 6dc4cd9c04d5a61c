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
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

import tiebreak_ref as tr  # noqa: E402
import test_differential_gacrux as dg  # noqa: E402

UNPLAYED = set("+-UHZF·")


def own_signature(diff: dg.Diff) -> str:
    kinds = sorted({cell[-1] for cell in diff.row if cell[-1] in UNPLAYED or cell[-1] in "WDL"})
    own = "".join(kinds) or "none"
    rows = dg.row_codes(diff.tour.text(diff.rules))
    opponents = {int(cell[:-2]) for cell in diff.row if cell[0].isdigit()}
    touched = any(c[-1] in UNPLAYED for o in opponents for c in rows[o])
    return f"own:{own} opp-unplayed:{'yes' if touched else 'no'}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rules", nargs="*", default=list(dg.RULES))
    parser.add_argument("--codes", default=" ".join((*dg.CODES, "DE")))
    parser.add_argument("--kind", choices=("swiss", "round-robin"), help="only this kind of event")
    parser.add_argument("--explain", action="store_true", help="add our explanation of each example")
    parser.add_argument("--examples", type=int, default=1, help="examples per signature")
    args = parser.parse_args(argv)
    codes = args.codes.split()
    tours = [t for t in dg.CORPUS if args.kind in (None, t.kind)]
    passes = [(None, codes, tours)]
    rating = [c for c in codes if c in dg.RATING_CODES]
    if rating:
        passes.append((dg.ASSIGNED_RATING, rating, [t for t in tours if t.kind == "swiss"]))
    print(f"corpus: {sum(t.kind == 'swiss' for t in tours)} Swiss, "
          f"{sum(t.kind != 'swiss' for t in tours)} round robins; gacrux 1.11.65 in-process\n")
    total = 0
    for rules in args.rules:
        for unrated, pass_codes, pass_tours in passes:
            label = f"{rules}" + (f", unrated rated {unrated}" if unrated else "")
            by_code: dict[str, list[dg.Diff]] = defaultdict(list)
            for diff in dg.differences(pass_tours, rules, pass_codes, unrated):
                by_code[diff.code].append(diff)
            compared = {c: sum(t.players for t in pass_tours) for c in pass_codes}
            print(f"=== {label}")
            for code in pass_codes:
                diffs = by_code.get(code, [])
                documented = [d for d in diffs if dg.documented(d) is not None]
                open_ = [d for d in diffs if dg.documented(d) is None]
                total += len(open_)
                tours_hit = len({d.tour.ident for d in open_})
                print(f"{code:8} {len(open_):5} differ / {compared[code]} values"
                      f" ({tours_hit} tournaments)" + (f", {len(documented)} documented" if documented else ""))
                groups: dict[str, list[dg.Diff]] = defaultdict(list)
                for d in open_:
                    groups[own_signature(d)].append(d)
                for signature, members in sorted(groups.items(), key=lambda kv: -len(kv[1])):
                    members.sort(key=lambda d: (d.tour.size, d.tour.ident, d.tpn))
                    print(f"    {len(members):5}  {signature}")
                    for d in members[: args.examples]:
                        print(f"           e.g. {dg.describe(d)}")
                        if args.explain:
                            print_explanation(d)
            print()
    print(f"undocumented differences: {total}")
    return 0


def print_explanation(diff: dg.Diff) -> None:
    if diff.code == "DE":
        return
    try:
        ex = tr.explain(dg.our_tournament(diff.tour, diff.rules), diff.tpn, diff.code, rules=diff.rules,
                        options=dg.our_options(diff.tour, diff.unrated_rating))
    except Exception as exc:  # the report must go on
        print(f"             (explain failed: {type(exc).__name__}: {exc})")
        return
    for row in getattr(ex, "rows", []):
        print(f"             {row}")


if __name__ == "__main__":
    raise SystemExit(main())
