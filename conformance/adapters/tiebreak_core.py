"""Conformance adapter for tiebreak-core (PyPI ``tiebreak-core``, MIT; github.com/20kevit/tiebreak-core).

    python conformance/adapters/tiebreak_core.py FILE --tiebreaks "BH/C1 BH DE" --rules fide-2026 --format json

tiebreak-core is a library without a TRF reader, so this adapter reads the file with
``tiebreak_ref.parse_trf`` (standard library only; found through the repository checkout) and maps
every round to tiebreak-core's game kinds: played, forfeit_win/forfeit_loss (with the scheduled
opponent), pairing_bye (PAB ``U`` and full-point bye ``F``, both C.07 16.2.1), requested_bye (``H``
0.5, ``Z`` and blank 0). Values come from its *named* API (``calculate_all_strict``) with
``ruleset`` = --rules, because its descriptor API ignores ``fide-2024`` (peers.md §4); ``/P`` as its
``forfeits_as_played`` (fide-2026 only); DE from its group resolver (``_de_tiers``, an internal
function). A paired round without results ends the standings before it, as in the reference.
Codes it cannot compute are left out of the output, and the suite reports them as missing.
Unrated players get rating 0 (tiebreak-core then skips them as opponents), or --unrated-rating.
Exit 2 when the file cannot be read.
"""

from __future__ import annotations

import importlib.util
import sys
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
# this script is itself called tiebreak_core.py: keep its folder off the import path
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
sys.path.append(str(HERE.parent.parent))  # the repository: tiebreak_ref (the TRF reader only)
_spec = importlib.util.spec_from_file_location("_common", HERE / "_common.py")
assert _spec is not None and _spec.loader is not None
_common = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_common)
arguments, emit, is_round_robin, split_codes = (
    _common.arguments,
    _common.emit,
    _common.is_round_robin,
    _common.split_codes,
)

import tiebreak_core as tc  # noqa: E402

import tiebreak_ref as tr  # noqa: E402

NAMED = {
    "BH": "buchholz",
    "BH/C1": "buchholz_cut1",
    "BH/C2": "buchholz_cut2",
    "BH/M1": "median_buchholz",
    "BH/M2": "median_buchholz_2",
    "SB": "sonneborn_berger",
    "SB/C1": "sonneborn_berger_cut1",
    "SB/C2": "sonneborn_berger_cut2",
    "PS": "progressive",
    "PS/C1": "progressive_cut1",
    "WIN": "wins",
    "WON": "won",
    "BPG": "games_black",
    "BWG": "wins_black",
    "REP": "rounds_elected",
    "STD": "std",
    "ARO": "aro",
    "ARO/C1": "aro_cut1",
    "ARO/C2": "aro_cut2",
    "ARO/M1": "aro_median1",
    "ARO/M2": "aro_median2",
    "AOB": "aob",
    "AOB/F": "aob_fb",
    "FB": "fore_buchholz",
    "FB/C1": "fore_buchholz_cut1",
    "FB/C2": "fore_buchholz_cut2",
    "FB/M1": "fore_median1",
    "FB/M2": "fore_median2",
    "KS": "koya",
    "TPR": "tpr",
    "PTP": "ptp",
    "APRO": "apro",
    "APPO": "appo",
}
K = tr.ResultKind


def games(t: tr.Tournament, tpn: int, last: int, rating: dict[int, int]) -> list[Any]:
    out = []
    for rec in t.players[tpn].rounds[:last]:
        kind, pts = rec.kind, float(rec.points(t.scoring))
        colour = "black" if rec.colour == "b" else "white"
        opp = rec.opponent or -1
        if kind in (K.WIN, K.DRAW, K.LOSS):
            label = "played"
        elif kind is K.FORFEIT_WIN:
            label = "forfeit_win"
        elif kind is K.FORFEIT_LOSS:
            label = "forfeit_loss"
        elif kind in (K.PAB, K.FPB):
            label, opp = "pairing_bye", -1
        else:
            label, opp = "requested_bye", -1
        opp_score = float(t.players[opp].rounds[rec.round - 1].points(t.scoring)) if opp > 0 else None
        out.append(
            tc.GameRecord(
                opponent_id=opp,
                opponent_rating=rating.get(opp, 0),
                score=pts,
                color=colour,
                round_number=rec.round,
                kind=label,
                opponent_score=opp_score,
            )
        )
    return out


def main() -> int:
    args = arguments()
    codes = split_codes(args.tiebreaks)
    try:
        t = tr.read_trf(args.file)
    except tr.InputError as exc:
        print(f"tiebreak_core adapter: {exc}", file=sys.stderr)
        return 2
    pending = [rec.round for pl in t.players.values() for rec in pl.rounds if rec.opponent and rec.code == " "]
    completed = min(pending) - 1 if pending else t.rounds  # a paired round without results is not played yet
    last = completed if args.after_round is None else args.after_round
    rating = {p: (pl.rating or args.unrated_rating or 0) for p, pl in t.players.items()}
    players = {
        p: tc.PlayerTiebreakData(
            p,
            rating[p],
            float(sum((r.points(t.scoring) for r in pl.rounds[:last]), Fraction(0))),
            games(t, p, last, rating),
        )
        for p, pl in t.players.items()
    }
    rr = is_round_robin(Path(args.file).read_text(encoding="utf-8", errors="replace"))
    extra: dict[str, Any] = {"mode": "round_robin"} if rr and args.rules == "fide-2026" else {}
    values: dict[str, dict[int, Decimal | None]] = {}
    for code in codes:
        upper = code.upper()
        koya_limit = 0.0
        flags = dict(extra)
        if upper.endswith("/P") and upper != "DE/P":
            if args.rules != "fide-2026":
                continue  # forfeits_as_played is a fide-2026 parameter
            upper, flags["forfeits_as_played"] = upper[:-2], True
        if upper.startswith("KS/L"):
            koya_limit, upper = int(upper[4:]) * 0.5, "KS"
        name = NAMED.get(upper)
        if name is None:
            continue
        try:
            column = {}
            for p in players:
                v = tc.calculate_strict(
                    players[p], players, name, total_rounds=last, ruleset=args.rules, koya_limit=koya_limit, **flags
                )
                column[p] = None if v is None else Decimal(repr(v))
            values[code] = column
        except tc.TiebreakError as exc:
            print(f"tiebreak_core adapter: {code}: {exc}", file=sys.stderr)

    def tiers(code: str, group: list[int]) -> list[list[int]]:
        if args.rules == "fide-2026":
            from tiebreak_core import fide2026

            mode = fide2026._regular_mode("round_robin" if rr else "swiss", code.upper().endswith("/P"))
            return fide2026._de_tiers(group, players, mode)
        from tiebreak_core import fide2024

        return fide2024._de_tiers(group, players)

    points = {p: Decimal(repr(players[p].points)) for p in players}
    names = {p: {"name": pl.name, "rating": pl.rating} for p, pl in t.players.items()}
    emit(args.rules, codes, names, points, values, tiers)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
