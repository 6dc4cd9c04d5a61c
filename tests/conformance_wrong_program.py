"""A deliberately wrong 'implementation' for tests/test_conformance.py (not a test module).

    python tests/conformance_wrong_program.py FILE --tiebreaks "BH SB" --rules fide-2026 [--mode MODE]

MODE wrong (default): reads the start ranks from the 001 records and prints 0.25 for every value
and rank 1 for everybody; it accepts any file, valid or not. MODE accept: prints an empty standings
list for any file (a reader that never rejects anything). MODE crash: exits 3.
"""

from __future__ import annotations

import argparse
import json
import sys


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("file")
    p.add_argument("--tiebreaks", default="")
    p.add_argument("--rules", default="fide-2026")
    p.add_argument("--format", default="json")
    p.add_argument("--after-round")
    p.add_argument("--unrated-rating")
    p.add_argument("--mode", default="wrong", choices=("wrong", "accept", "crash"))
    args = p.parse_args()
    if args.mode == "crash":
        print("wrong program: crashing on purpose", file=sys.stderr)
        return 3
    rows = []
    if args.mode == "wrong":
        with open(args.file, encoding="latin-1") as f:
            tpns = [int(line[4:8]) for line in f if line.startswith("001") and line[4:8].strip().isdigit()]
        rows = [{"rank": 1, "tpn": t, "values": {c: 0.25 for c in args.tiebreaks.split()}} for t in tpns]
    json.dump({"standings": rows}, sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
