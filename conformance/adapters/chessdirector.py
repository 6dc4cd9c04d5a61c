"""Conformance adapter for chessdirector (PyPI ``chessdirector``, its offline engine ``paircraft.local``).

    python conformance/adapters/chessdirector.py FILE --tiebreaks "BH SB PS" --rules fide-2026 --format json

chessdirector is a tournament manager; its offline engine computes tie-breaks in
``paircraft.local.tiebreaks.compute`` (players, pairings, method names). It has no TRF reader, so
this adapter reads the file with the small reader of ``_common.py`` (not tiebreak-ref's), gives the
engine one ``Player`` per start rank (its ``score``: the points of the rounds counted) and one
``Pairing`` per game or bye, and prints what ``compute`` returns, with the engine's defaults
(``unplayed="virtual"``: an unplayed round counts the player's own score, the pre-2023 FIDE
convention). The codes and the engine's methods:

    BH -> buchholz, BH/M1 -> median, SB -> sonneborn_berger, PS -> cumulative, WON -> wins (games won
    over the board); under --rules uscf: SOLKOFF -> solkoff, MED -> median, MM -> modified_median,
    CUM -> cumulative, OPPCUM -> opposition_cumulative.

Results: W/1 D/= L/0 are games; + and - forfeits ("1-0F", "0-1F", "0F-0F" for a double forfeit); U
and F full byes ("bye"), H a half bye ("half-bye"), Z and blank a zero bye ("bye_zero"). The
engine rounds its values to one decimal (its choice, kept). Other codes are left out. Ranks: by
points, then the list (``_common.rank``). The engine knows no FIDE rule sets: fide-2024 and
fide-2026 give the same answer. Exit 2 when the reader refuses the file. chessdirector's licence
is PolyForm Noncommercial: it is no dependency of this project, only run where installed.
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _common import SCORE, Unreadable, completed_rounds, emit, read_trf, split_codes

FIDE = {"BH": "buchholz", "BH/M1": "median", "SB": "sonneborn_berger", "PS": "cumulative", "WON": "wins"}
USCF = {
    "SOLKOFF": "solkoff",
    "MED": "median",
    "MM": "modified_median",
    "CUM": "cumulative",
    "OPPCUM": "opposition_cumulative",
}
GAME = {
    ("1", "0"): "1-0",
    ("W", "L"): "1-0",
    ("0", "1"): "0-1",
    ("L", "W"): "0-1",
    ("=", "="): "1/2-1/2",
    ("D", "D"): "1/2-1/2",
    ("+", "-"): "1-0F",
    ("-", "+"): "0-1F",
    ("-", "-"): "0F-0F",
}
BYE = {"U": "bye", "F": "bye", "H": "half-bye", "Z": "bye_zero", " ": "bye_zero", "-": "bye_zero"}


def main() -> int:
    import argparse

    p = argparse.ArgumentParser()
    p.add_argument("file")
    p.add_argument("--tiebreaks", required=True)
    p.add_argument("--rules", required=True)
    p.add_argument("--format", default="json")
    p.add_argument("--after-round", type=int)
    p.add_argument("--unrated-rating", type=int)
    p.add_argument("--set", action="append")
    args = p.parse_args()
    from paircraft.local import tiebreaks
    from paircraft.local.models import Pairing, Player

    codes = split_codes(args.tiebreaks)
    names = USCF if args.rules == "uscf" else FIDE
    try:
        event, rounds = read_trf(args.file)
    except (Unreadable, OSError) as exc:
        print(f"chessdirector adapter: {exc}", file=sys.stderr)
        return 2
    last = args.after_round if args.after_round is not None else completed_rounds(event, rounds)
    points = {
        tpn: sum((SCORE.get(g[2], Decimal(0)) for g in pl["games"][:last]), Decimal(0)) for tpn, pl in event.items()
    }
    players = [
        Player(id=str(tpn), name=pl["name"], rating=pl["rating"] or 0, score=float(points[tpn]))
        for tpn, pl in event.items()
    ]
    pairings = []
    for tpn, pl in event.items():
        for r, (opp, colour, result) in enumerate(pl["games"][:last]):
            if opp and opp < tpn:
                continue  # one pairing per game, made by the lower start rank
            if not opp:
                pairings.append(Pairing(round=r + 1, white_id=str(tpn), is_bye=True, result=BYE[result]))
                continue
            theirs = event[opp]["games"][r][2]
            white, black, pair = (tpn, opp, (result, theirs)) if colour != "b" else (opp, tpn, (theirs, result))
            pairings.append(Pairing(round=r + 1, white_id=str(white), black_id=str(black), result=GAME.get(pair)))
    wanted = {c: names[c.upper()] for c in codes if c.upper() in names}
    computed = tiebreaks.compute(players, pairings, methods=sorted(set(wanted.values())))
    values = {c: {tpn: Decimal(repr(computed[str(tpn)][m])) for tpn in event} for c, m in wanted.items()}
    emit(
        args.rules,
        codes,
        {tpn: {"name": pl["name"], "rating": pl["rating"]} for tpn, pl in event.items()},
        points,
        values,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
