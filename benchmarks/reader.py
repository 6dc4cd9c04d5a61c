"""CPU seconds of the TRF reader alone (issue 16 point 2): ``read_trf`` on a generated Swiss, median of several runs.

    .venv/bin/python benchmarks/reader.py [--field 9999x13] [--runs 5] [FILE ...]

Each run is ``time.process_time`` around one ``read_trf`` in this process (the module imported and warm, its
bytecode written), so start-up and ranking are left out; the whole command is timed by benchmarks/run.py.
Without FILE it reads the field run.py generates (benchmarks/out/, seeded).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.run import individual_file
from tiebreak_ref.trf.individual import read_trf


def reader_seconds(path: Path, runs: int) -> list[float]:
    """CPU seconds of each of ``runs`` reads of a file."""
    seconds = []
    for _ in range(runs):
        start = time.process_time()
        read_trf(path)
        seconds.append(time.process_time() - start)
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--field", default="9999x13", help="players x rounds of the generated Swiss")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    players, rounds = map(int, args.field.split("x"))
    for path in args.files or [individual_file(players, rounds)]:
        seconds = reader_seconds(path, args.runs)
        print(f"{path.name}: read_trf {statistics.median(seconds):.3f} s CPU (median of {args.runs})")


if __name__ == "__main__":
    main()
