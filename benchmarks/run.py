"""Time tiebreak-ref against gacrux and tiebreak-core, whole process, interleaved (run by `make bench`).

    .venv/bin/python benchmarks/run.py [--fields 100x7,1000x9,9999x13] [--team 190x4x11] [--runs 5]
                                       [--peers gacrux,tiebreak-core] [--gacrux-max 1000] [--core-max 100]
                                       [--baseline REV] [--season 1000]
                                       [--make-test] [--write-readme]

Generates the fields into benchmarks/out/ (gitignored; seeded, every kind of unplayed round, all players
rated so that the rating-based tie-breaks are computed, not dropped), then runs each program on each field
as a fresh process, in turn (ours, peer, ours, peer …), so that a drift of the machine's speed hits both
sides alike. Every run is measured from outside by the operating system (``os.wait4``): wall seconds, CPU
seconds (user + system) and peak resident memory. The table gives medians, and per peer the median of
the pairwise ratios ours / peer.

    tiebreak-ref standings FILE --tiebreaks LIST --format json
    python -m gacrux.tiebreakchecker -i FILE -t PTS LIST              (FIDE's checker, a test dependency)
    python conformance/adapters/tiebreak_core.py FILE --tiebreaks LIST (tiebreak-core 1.2.0 in .venv-peers,
                                                                        `make compat` installs it; it has no
                                                                        TRF reader: the adapter reads the
                                                                        file with ours, and computes only the
                                                                        codes it knows)

The season (--season N) is N generated events of 50-300 players read and ranked by ours in one process,
`tiebreak-ref standings FILE FILE ... --format json` (JSON Lines): the run of a federation checking its season.
gacrux is skipped above --gacrux-max players (it needs about 19 minutes at 9,999: see README.md), tiebreak-core
above --core-max (20 minutes at 1,000). --baseline REV adds ours as it was at a git revision, run side by side:
seconds differ from machine to machine, the ratio to an earlier revision measured in the same run does not.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "benchmarks" / "out"
README = ROOT / "benchmarks" / "README.md"
sys.path.insert(0, str(ROOT))
# Every program runs with its bytecode, as installed: gacrux's was compiled when pip installed it, ours is
# written by the warm-up run (into the gitignored __pycache__), even where PYTHONDONTWRITEBYTECODE is set.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

FULL_LIST = "DE WIN WON BPG BWG PS REP STD TPN BH BH/C1 BH/M1 FB AOB SB SB/C1 KS ARO ARO/C1 TPR PTP APRO APPO RTNG"
# tiebreak-core is skipped above CORE_MAX players: on 2026-12-02 one run of its adapter on the 1,000 x 9 field took
# 1,208 CPU-s (20 minutes; 100 x 7: 9.2 s), so a default run of this script would take hours.
CORE_MAX = 100
TEAM_LIST = "MPTS GPTS BH:MP BH:GP BH:MP/C1 SB:MP EMMSB EMGSB EGGSB AOB:MP PS:MP WIN:MP SSSC MPVGP BC DE EDE"


@dataclass
class Run:
    wall: float
    cpu: float
    peak_mb: float


@dataclass
class Side:
    label: str
    command: list[str]
    runs: list[Run] = field(default_factory=list)
    cwd: Path = ROOT

    def median(self, attr: str) -> float:
        return statistics.median(getattr(r, attr) for r in self.runs)


def measured(cmd: list[str], timeout: float, cwd: Path = ROOT) -> Run:
    """One run of a command as a fresh process: wall, user + system CPU and peak memory from the kernel."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True, env=ENV, cwd=cwd
    )
    deadline = start + timeout
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline:
            os.killpg(proc.pid, 9)
            os.wait4(proc.pid, 0)
            raise TimeoutError(f"over {timeout:.0f} s: {' '.join(cmd)}")
        time.sleep(0.002)
    wall = time.perf_counter() - start
    stderr = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}\n{stderr[-2000:]}")
    return Run(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def write(path: Path, make: Callable[..., str], args: tuple[object, ...], kwargs: dict[str, object]) -> None:
    """Write the text make(*args, **kwargs) to path."""
    path.write_text(make(*args, **kwargs), encoding="utf-8")


def written_apart(jobs: list[tuple[Path, Callable[..., str], tuple[object, ...], dict[str, object]]]) -> None:
    """Write the missing files of jobs (see write) in a process of its own. Every run timed here is forked from this
    process, and Linux counts the parent's resident memory at the fork into the child's peak (ru_maxrss survives
    exec), so this process must stay small: generating a 9,999-player event here took it to 52 MB, and every run
    timed after it, of 100 players too, showed a peak of 52 MB at least."""
    missing = [job for job in jobs if not job[0].exists()]
    if missing:
        with multiprocessing.get_context("spawn").Pool(1) as pool:
            pool.starmap(write, missing)


def individual_file(players: int, rounds: int, seed: int = 1) -> Path:
    from tiebreak_ref.synthetic.individual import ALL_KINDS, generate_swiss

    path = OUT / f"swiss-{players}x{rounds}-seed{seed}.trf"
    written_apart([(path, generate_swiss, (players, rounds, seed), {"kinds": ALL_KINDS - {"unrated"}})])
    return path


def team_file(teams: int, boards: int, rounds: int, seed: int = 1) -> Path:
    from tiebreak_ref.synthetic.team import generate_team_swiss

    path = OUT / f"team-{teams}x{boards}x{rounds}-seed{seed}.trf"
    written_apart([(path, generate_team_swiss, (teams, boards, rounds, seed), {})])
    return path


def season_files(events: int, distinct: int, seed: int = 1) -> list[Path]:
    """A federation's season: `events` Swiss events of 50 to 300 players (7 to 10 rounds, more for larger fields;
    every kind of unplayed round, all rated), generated seeded; `distinct` of them are different files, listed in
    turn until there are `events` (each is read and ranked again: nothing is kept from one file to the next)."""
    import random

    from tiebreak_ref.synthetic.individual import ALL_KINDS, generate_swiss

    folder = OUT / f"season-seed{seed}"
    folder.mkdir(parents=True, exist_ok=True)
    draw = random.Random(seed)
    jobs: list[tuple[Path, Callable[..., str], tuple[object, ...], dict[str, object]]] = []
    for number in range(1, min(events, distinct) + 1):
        players = draw.randint(50, 300)
        rounds = 7 + players // 100
        path = folder / f"event-{number:04d}-{players}x{rounds}.trf"
        jobs.append(
            (path, generate_swiss, (players, rounds, seed * 100_000 + number), {"kinds": ALL_KINDS - {"unrated"}})
        )
    written_apart(jobs)
    return [jobs[k % len(jobs)][0] for k in range(events)]


def ours(trf: Path | list[Path], tiebreaks: str) -> list[str]:
    cmd = [sys.executable, "-m", "tiebreak_ref"]  # run in ROOT: the code of this tree, whatever is installed
    files = [str(path) for path in trf] if isinstance(trf, list) else [str(trf)]
    return [*cmd, "standings", *files, "--tiebreaks", tiebreaks, "--format", "json"]


def baseline_tree(rev: str) -> tuple[str, Path]:
    """The package tiebreak_ref/ as it was at the git revision rev, unpacked into benchmarks/out/baseline-SHA/ (once):
    run there with `python -m tiebreak_ref`, it is that revision's code, whatever this checkout holds."""
    sha = subprocess.run(
        ["git", "rev-parse", "--verify", f"{rev}^{{commit}}"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if sha.returncode != 0:
        raise SystemExit(f"--baseline: found {rev!r}; expected a git revision of this checkout")
    short = sha.stdout.strip()[:7]
    folder = OUT / f"baseline-{short}"
    if not (folder / "tiebreak_ref" / "__init__.py").is_file():
        part = OUT / f"baseline-{short}.part{os.getpid()}"
        part.mkdir(parents=True)
        archive = subprocess.run(["git", "archive", short, "tiebreak_ref"], cwd=ROOT, capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", str(part)], input=archive.stdout, check=True)
        part.rename(folder)
    return short, folder


def peer_commands(trf: Path, tiebreaks: str, peers: list[str], core_python: str | None, team: bool) -> list[Side]:
    sides = []
    if "gacrux" in peers:
        sides.append(
            Side(
                "gacrux 1.11.65",
                [sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(trf), "-t", "PTS", *tiebreaks.split()],
            )
        )
    if "tiebreak-core" in peers and core_python and not team:
        sides.append(
            Side(
                "tiebreak-core 1.2.0",
                [
                    core_python,
                    str(ROOT / "conformance/adapters/tiebreak_core.py"),
                    str(trf),
                    "--tiebreaks",
                    tiebreaks,
                    "--rules",
                    "fide-2026",  # the generated fields start in 2026: the edition ours chooses from the date
                    "--format",
                    "json",
                ],
            )
        )
    return sides


def interleaved(sides: list[Side], runs: int, warmup: int, timeout: float) -> None:
    for i in range(warmup + runs):
        for side in sides:
            run = measured(side.command, timeout, side.cwd)
            if i >= warmup:
                side.runs.append(run)
            print(
                f"  {'warm-up' if i < warmup else f'run {i - warmup + 1}'} {side.label}: {run.wall:.2f} s wall, "
                f"{run.cpu:.2f} s CPU",
                flush=True,
            )


def rows_for(name: str, sides: list[Side]) -> list[str]:
    base = sides[0]
    rows = []
    for side in sides:
        ratio = ""
        if side is not base:
            pairs = [a.wall / b.wall for a, b in zip(base.runs, side.runs, strict=False)]
            ratio = f"{statistics.median(pairs):.3f}"
        rows.append(
            f"| {name} | {side.label} | {len(side.runs)} | {side.median('wall'):.2f} | "
            f"{side.median('cpu'):.2f} | {side.median('peak_mb'):.0f} | {ratio} |"
        )
    return rows


def parse_field(text: str) -> tuple[int, ...]:
    if not re.fullmatch(r"\d+(x\d+){1,2}", text):
        raise argparse.ArgumentTypeError(f"found {text!r}; expected PLAYERSxROUNDS or TEAMSxBOARDSxROUNDS")
    return tuple(int(x) for x in text.split("x"))


def default_core_python() -> str | None:
    env = os.environ.get("TIEBREAK_CORE_PYTHON")
    peers = ROOT / ".venv-peers" / "bin" / "python"
    return env or (str(peers) if peers.exists() else None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--fields",
        default="100x7,1000x9,9999x13",
        help="individual Swiss fields, PLAYERSxROUNDS, comma-separated (at most 9999 players)",
    )
    parser.add_argument("--team", default="190x4x11", help="a team Swiss, TEAMSxBOARDSxROUNDS; '' to skip")
    parser.add_argument("--runs", type=int, default=5, help="counted runs of each program (median)")
    parser.add_argument("--warmup", type=int, default=1, help="runs not counted, first")
    parser.add_argument("--peers", default="gacrux,tiebreak-core", help="comma-separated; '' for ours alone")
    parser.add_argument("--gacrux-max", type=int, default=1000, help="skip gacrux above this many players")
    parser.add_argument(
        "--core-max", type=int, default=CORE_MAX, help="skip tiebreak-core above this many players (see CORE_MAX)"
    )
    parser.add_argument(
        "--baseline",
        metavar="REV",
        help="also time tiebreak-ref as it was at this git revision (its tiebreak_ref/ unpacked into benchmarks/out/), "
        "on every field but the season: a ratio on one machine, where seconds differ from machine to machine",
    )
    parser.add_argument("--timeout", type=float, default=3600, help="seconds per run")
    parser.add_argument(
        "--season",
        type=int,
        default=1000,
        help="a season of this many generated events of 50-300 players, ours in one process "
        "(standings FILE FILE ..., JSON Lines); 0 to skip",
    )
    parser.add_argument("--season-distinct", type=int, default=250, help="different files among the season's")
    parser.add_argument("--season-runs", type=int, default=1, help="counted runs of the season (it is long)")
    parser.add_argument("--make-test", action="store_true", help="also time one `make test` (wall)")
    parser.add_argument("--write-readme", action="store_true", help="put the table into benchmarks/README.md")
    args = parser.parse_args(argv)

    OUT.mkdir(parents=True, exist_ok=True)
    peers = [p for p in args.peers.split(",") if p]
    core_python = default_core_python()
    if "tiebreak-core" in peers and not core_python:
        print("tiebreak-core: no .venv-peers (run `make compat` once) and no TIEBREAK_CORE_PYTHON: skipped")
    table = [
        "| field | program | runs | wall s | CPU s | peak MB | wall ratio ours / peer (median of pairs) |",
        "|---|---|---|---|---|---|---|",
    ]
    jobs: list[tuple[str, Path, str, bool, int]] = []
    for spec in filter(None, args.fields.split(",")):
        players, rounds = parse_field(spec)
        jobs.append((f"{players:,} × {rounds} Swiss", individual_file(players, rounds), FULL_LIST, False, players))
    if args.team:
        teams, boards, rounds = parse_field(args.team)
        jobs.append(
            (f"team {teams} × {boards} boards × {rounds}", team_file(teams, boards, rounds), TEAM_LIST, True, teams)
        )
    for name, trf, tiebreaks, team, size in jobs:
        print(f"{name}: {trf.relative_to(ROOT)}", flush=True)
        limits = {"gacrux": args.gacrux_max, "tiebreak-core": args.core_max}
        chosen = [p for p in peers if size <= limits.get(p, size)]
        sides = [Side("tiebreak-ref", ours(trf, tiebreaks)), *peer_commands(trf, tiebreaks, chosen, core_python, team)]
        if args.baseline:
            short, folder = baseline_tree(args.baseline)
            sides.append(Side(f"tiebreak-ref at {short}", ours(trf, tiebreaks), cwd=folder))
        interleaved(sides, args.runs, args.warmup, args.timeout)
        table += rows_for(name, sides)
    if args.season:
        files = season_files(args.season, args.season_distinct)
        name = f"season of {args.season:,} events of 50–300 players ({len(set(files))} different files)"
        print(f"{name}: {files[0].parent.relative_to(ROOT)}", flush=True)
        sides = [Side("tiebreak-ref", ours(files, FULL_LIST))]
        interleaved(sides, args.season_runs, 0, args.timeout)  # the fields before it wrote the bytecode
        table += rows_for(name, sides)
    if args.make_test:
        start = time.perf_counter()
        subprocess.run(["make", "test"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        table.append(f"| `make test` | (whole) | 1 | {time.perf_counter() - start:.0f} | | | |")
    text = "\n".join(table)
    print(text)
    if args.write_readme:
        command = " ".join(argv if argv is not None else sys.argv[1:])
        stamp = f"<!-- measured {time.strftime('%Y-%m-%d')} with: benchmarks/run.py {command} -->"
        readme = README.read_text(encoding="utf-8")
        new = re.sub(
            r"<!-- bench:start -->.*<!-- bench:end -->",
            lambda _: f"<!-- bench:start -->\n{stamp}\n\n{text}\n<!-- bench:end -->",
            readme,
            flags=re.S,
        )
        README.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
