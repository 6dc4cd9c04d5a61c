"""Conformance adapter for gacrux (FIDE's tie-break checker, PyPI ``gacrux``; code by Otto Milvang).

    python conformance/adapters/gacrux.py FILE --tiebreaks "BH/C1 BH DE" --rules fide-2026 --format json

Runs gacrux's own command line, ``python -m gacrux.tiebreakchecker``, inside this process (runpy: the same
module as ``-m`` runs, reading the file itself, without a second Python start and gacrux's imports in it) and
prints the standings JSON of the conformance protocol. The rule set is forced on every code with gacrux's
``/V1`` (fide-2024) or ``/V2`` (fide-2026) modifier; ``-p`` is passed for a round robin (record 192
or 092), ``-n`` for --after-round, ``-u`` for --unrated-rating. gacrux prints a rating tie-break it
dropped (unrated players, C.07 Art. 10) as ``-0``: that becomes null. The ranks are gacrux's own
(shared when still tied). Exit 2 when gacrux rejects the file.
"""

from __future__ import annotations

import contextlib
import io
import json
import runpy
import sys
import traceback
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import arguments, emit, is_round_robin, split_codes

HERE = sys.path[0]

# This file is gacrux.py too: the package is found only with this folder off the path.
sys.path[:] = [p for p in sys.path if str(Path(p or ".").resolve()) != HERE]


def main() -> int:
    args = arguments()
    codes = split_codes(args.tiebreaks)
    version = "V1" if args.rules == "fide-2024" else "V2"
    trf = Path(args.file).read_text(encoding="utf-8", errors="replace")
    command = [
        "gacrux.tiebreakchecker",
        "-i",
        args.file,
        "-t",
        "PTS",
        *(f"{c}/{version}" for c in codes),
    ]
    if is_round_robin(trf):
        command.append("-p")
    if args.after_round is not None:
        command += ["-n", str(args.after_round)]
    if args.unrated_rating is not None:
        command += ["-u", str(args.unrated_rating)]
    returncode, stdout, stderr = gacrux_command(command)
    try:
        data = json.loads(stdout)
    except json.JSONDecodeError:
        sys.stderr.write(stderr or stdout or "gacrux printed nothing\n")
        return 2
    if returncode != 0 or data.get("status", {}).get("code", 0) != 0 or "tiebreakResult" not in data:
        sys.stderr.write(f"gacrux: {data.get('status')}\n")
        return 2
    players: dict[int, dict[str, object]] = {}
    points: dict[int, Decimal] = {}
    ranks: dict[int, int] = {}
    values: dict[str, dict[int, Decimal | None]] = {c: {} for c in codes}
    for comp in data["tiebreakResult"]["competitors"]:
        tpn = int(comp["cid"])
        scores = comp["tiebreakScore"]
        players[tpn] = {}
        ranks[tpn] = int(comp["rank"])
        points[tpn] = Decimal(str(scores[0]))
        for code, raw in zip(codes, scores[1:], strict=True):
            text = str(raw)
            values[code][tpn] = None if text in ("-0", "None", "") else Decimal(text)
    emit(args.rules, codes, players, points, values, ranks=ranks)
    return 0


def gacrux_command(argv: list[str]) -> tuple[int, str, str]:
    """`python -m ARGV[0] ARGV[1:]` in this process: (its exit status, its standard output, its standard error)."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.argv
    sys.argv = list(argv)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            runpy.run_module(argv[0], run_name="__main__", alter_sys=True)
        status = 0
    except SystemExit as exc:
        status = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except Exception:  # gacrux failed: what its own process would say (a traceback, exit 1), kept in its stderr
        err.write(traceback.format_exc())
        status = 1
    finally:
        sys.argv = saved
    return status, out.getvalue(), err.getvalue()


if __name__ == "__main__":
    raise SystemExit(main())
