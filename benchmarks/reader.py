"""CPU seconds of the TRF reader (issue 16 point 2): ``read_trf`` on a generated Swiss, median of several runs, and of
the computation context made from what it read (``standings.context``).

    .venv/bin/python benchmarks/reader.py [--field 9999x13] [--runs 5] [--trf06-bye] [FILE ...]

Each run is ``time.process_time`` around one ``read_trf`` (and one context) in this process (the module imported
and warm, its bytecode written), so start-up and ranking are left out; the whole command is timed by
benchmarks/run.py. Each file is timed twice: with the collector thresholds of the command line and the calculator
(tiebreak_ref/collector.py), and with Python's default ones (a library caller that sets none).
Without FILE it reads the field run.py generates (benchmarks/out/, seeded). --trf06-bye also reads each file with
its first half-point bye written as before 2016 (``   0 - =``, read with a notice by the careful path): the cost
of one line the fast path leaves.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.run import individual_file
from tiebreak_ref.collector import THRESHOLDS
from tiebreak_ref.ranking.standings import context
from tiebreak_ref.trf.individual import read_trf


def reader_seconds(path: Path, runs: int) -> tuple[list[float], list[float]]:
    """CPU seconds of each of ``runs`` reads of a file, and of the context made from each."""
    reads, contexts = [], []
    for _ in range(runs):
        start = time.process_time()
        t = read_trf(path)
        read = time.process_time()
        context(t, None, None, None)
        reads.append(read - start)
        contexts.append(time.process_time() - read)
    return reads, contexts


def with_trf06_bye(path: Path) -> Path:
    """A copy of a TRF file (beside it, ``-trf06.trf``) with its first half-point bye ("   0 - H") written as TRF-06
    wrote it ("   0 - ="); the file itself if it has none."""
    lines = path.read_text(encoding="utf-8").split("\n")
    for i, line in enumerate(lines):
        at = line.find("   0 - H", 91) if line.startswith("001") else -1
        if at >= 0:
            lines[i] = line[:at] + "   0 - =" + line[at + 8 :]
            copy = path.with_name(f"{path.stem}-trf06.trf")
            copy.write_text("\n".join(lines), encoding="utf-8")
            return copy
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--field", default="9999x13", help="players x rounds of the generated Swiss")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--trf06-bye", action="store_true", help="also each file with one bye written as in TRF-06")
    args = parser.parse_args()
    players, rounds = map(int, args.field.split("x"))
    paths = args.files or [individual_file(players, rounds)]
    default = gc.get_threshold()
    for path in [*paths, *(with_trf06_bye(path) for path in paths if args.trf06_bye)]:
        for setting, thresholds in (("command line's", THRESHOLDS), ("default", default)):
            gc.set_threshold(*thresholds)
            reads, contexts = reader_seconds(path, args.runs)
            print(
                f"{path.name}, {setting} collector thresholds {thresholds}: read_trf {statistics.median(reads):.3f} s"
                f" CPU, context {statistics.median(contexts):.3f} s (medians of {args.runs})"
            )
    gc.set_threshold(*default)


if __name__ == "__main__":
    main()
