"""Time tiebreak-ref against gacrux on a large generated Swiss (run by `make bench`).

    .venv/bin/python benchmarks/run.py [--players 9999] [--rounds 13] [--runs 5] [--gacrux-runs 3]

Generates benchmarks/out/swiss-<players>x<rounds>-seed<seed>.trf (gitignored; every kind of
unplayed round, all players rated so the rating-based tie-breaks are computed, not dropped), then
times, wall clock and each as a fresh subprocess (so start-up and TRF parsing are included):

    tiebreak-ref standings FILE --tiebreaks "<list>" --format json
    python -m gacrux.tiebreakchecker -i FILE -t PTS <list>

and prints the median of each and their ratio. gacrux is taken from this venv (it is a test
dependency) unless --gacrux-python names another interpreter.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tiebreak_ref.generate import ALL_KINDS, generate_swiss  # noqa: E402

FULL_LIST = ("DE WIN WON BPG BWG PS REP STD TPN BH BH/C1 BH/M1 FB AOB SB SB/C1 KS ARO ARO/C1 TPR PTP "
             "APRO APPO RTNG")


def timed(cmd: list[str], timeout: float) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout, check=False)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}\n{proc.stderr.decode()[-2000:]}")
    return elapsed


def median_of(label: str, cmd: list[str], runs: int, timeout: float) -> float:
    times = []
    for i in range(runs):
        times.append(timed(cmd, timeout))
        print(f"  {label} run {i + 1}/{runs}: {times[-1]:.2f} s", flush=True)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=9_999, help="at most 9999 (TRF-16 limit)")
    parser.add_argument("--rounds", type=int, default=13)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=5, help="tiebreak-ref runs (median)")
    parser.add_argument("--gacrux-runs", type=int, default=3, help="gacrux runs (median); 0 to skip")
    parser.add_argument("--gacrux-python", default=sys.executable)
    parser.add_argument("--timeout", type=float, default=3600, help="seconds per run")
    parser.add_argument("--tiebreaks", default=FULL_LIST)
    args = parser.parse_args(argv)

    out = ROOT / "benchmarks" / "out"
    out.mkdir(parents=True, exist_ok=True)
    trf = out / f"swiss-{args.players}x{args.rounds}-seed{args.seed}.trf"
    if not trf.exists():
        start = time.perf_counter()
        kinds = ALL_KINDS - {"unrated"}
        trf.write_text(generate_swiss(args.players, args.rounds, args.seed, kinds=kinds), encoding="utf-8")
        print(f"generated {trf.relative_to(ROOT)} in {time.perf_counter() - start:.1f} s")
    print(f"tie-breaks: {args.tiebreaks}")

    script = Path(sys.executable).with_name("tiebreak-ref")
    ours_cmd = [str(script)] if script.exists() else [sys.executable, "-m", "tiebreak_ref"]
    ours_cmd += ["standings", str(trf), "--tiebreaks", args.tiebreaks, "--format", "json"]
    ours = median_of("tiebreak-ref", ours_cmd, args.runs, args.timeout)
    print(f"tiebreak-ref: median {ours:.2f} s of {args.runs}")

    if args.gacrux_runs:
        gx_cmd = [args.gacrux_python, "-m", "gacrux.tiebreakchecker", "-i", str(trf), "-t", "PTS",
                  *args.tiebreaks.split()]
        theirs = median_of("gacrux", gx_cmd, args.gacrux_runs, args.timeout)
        print(f"gacrux 1.11.65: median {theirs:.2f} s of {args.gacrux_runs}")
        print(f"ratio tiebreak-ref / gacrux: {ours / theirs:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
