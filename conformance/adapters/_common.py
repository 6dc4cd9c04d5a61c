"""Shared by the adapters: our command line, and the standings JSON of the conformance protocol.

An adapter turns another program's tie-break values into the JSON that ``tiebreak-ref standings
--format json`` prints, so the suite can compare them. Only the standard library is used here.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

Number = Decimal | None


def arguments(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The arguments of ``tiebreak-ref standings`` that the suite passes."""
    p = argparse.ArgumentParser()
    p.add_argument("file")
    p.add_argument("--tiebreaks", required=True)
    p.add_argument("--rules", choices=("fide-2024", "fide-2026"), required=True)
    p.add_argument("--format", default="json", choices=("json",))
    p.add_argument("--after-round", type=int)
    p.add_argument("--unrated-rating", type=int)
    p.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="an option of the case (conformance/cases/options): the program has no such switch, so it is "
        "accepted and the program's own values are compared as they are",
    )
    return p.parse_args(argv)


def split_codes(text: str) -> list[str]:
    """'BH/C1 BH, DE' -> ['BH/C1', 'BH', 'DE'] (PTS is implicit and dropped)."""
    return [c for c in re.split(r"[\s,]+", text.strip()) if c and c.upper() != "PTS"]


def is_round_robin(trf: str) -> bool:
    """The suite declares the event type: 192 ...ROUNDROBIN... or 092 naming a round robin."""
    for line in trf.splitlines():
        if line[:3] == "192" and "ROUNDROBIN" in line.upper():
            return True
        if line[:3] == "092" and re.search(r"ROUND.?ROBIN|BERGER", line.upper()):
            return True
    return False


def better_first(code: str) -> Callable[[Number], tuple[int, Decimal]]:
    """Sort key inside a tie: undefined last; TPN ascending, DE (a rank) ascending, else descending."""
    name, flags = code.split("/")[0].split(":")[0].upper(), code.upper().split("/")[1:]
    ascending = name in ("TPN", "DE")
    if "R" in flags and name in ("TPN", "RTNG"):
        ascending = not ascending

    def key(v: Number) -> tuple[int, Decimal]:
        if v is None:
            return (1, Decimal(0))
        return (0, v if ascending else -v)

    return key


def rank(
    points: dict[int, Decimal],
    codes: Sequence[str],
    values: dict[str, dict[int, Number]],
    tiers: Callable[[str, list[int]], list[list[int]]] | None = None,
) -> dict[int, int]:
    """Ranks by points then by each code inside each group still tied (shared when still tied).

    tiers: for a Type A code (DE) the program's ordered tiers of one tied group; the code's value is
    then filled in as the rank inside the group (1 = best), 0 for a participant alone and for every
    member of a group the code cannot separate at all (the protocol's convention)."""
    groups = _split(sorted(points), lambda p: -points[p])
    for code in codes:
        if tiers is not None and code.split("/")[0].upper() == "DE":
            column: dict[int, Number] = values.setdefault(code, {})
            split: list[list[int]] = []
            for grp in groups:
                if len(grp) == 1:
                    column[grp[0]] = Decimal(0)
                    split.append(grp)
                    continue
                ordered = tiers(code, grp)
                if len(ordered) == 1:  # DE cannot separate this group at all: 0, as for a player alone
                    for p in grp:
                        column[p] = Decimal(0)
                    split.append(grp)
                    continue
                position = 1
                for tier in ordered:
                    for p in tier:
                        column[p] = Decimal(position)
                    position += len(tier)
                split.extend(ordered)
            groups = split
            continue
        key = better_first(code)
        groups = [g for grp in groups for g in _split(grp, lambda p, c=code, k=key: k(values.get(c, {}).get(p)))]
    ranks: dict[int, int] = {}
    position = 1
    for grp in groups:
        for p in grp:
            ranks[p] = position
        position += len(grp)
    return ranks


def _split(group: list[int], key: Callable[[int], Any]) -> list[list[int]]:
    ordered = sorted(group, key=key)
    out: list[list[int]] = []
    for p in ordered:
        if out and key(out[-1][-1]) == key(p):
            out[-1].append(p)
        else:
            out.append([p])
    return out


def number(v: Number) -> Any:
    """A Decimal as a JSON number with the same digits (or null)."""
    if v is None:
        return None
    if v == v.to_integral_value():
        return int(v)
    text = format(v.normalize(), "f")
    f = float(text)
    return f if repr(f) == text else text


def emit(
    rules: str,
    codes: Sequence[str],
    players: dict[int, dict[str, Any]],
    points: dict[int, Decimal],
    values: dict[str, dict[int, Number]],
    tiers: Callable[[str, list[int]], list[list[int]]] | None = None,
    ranks: dict[int, int] | None = None,
) -> None:
    """Print the standings JSON of the protocol (codes missing from values are left out).

    ranks: the program's own ranks; else they are worked out from the values (see rank())."""
    if ranks is None:
        ranks = rank(points, codes, values, tiers)
    rows = [
        {
            "rank": ranks[p],
            "tpn": p,
            "name": players[p].get("name", ""),
            "rating": players[p].get("rating"),
            "points": number(points[p]),
            "values": {c: number(values[c].get(p)) for c in codes if p in values.get(c, {})},
        }
        for p in sorted(points, key=lambda q: (ranks[q], q))
    ]
    json.dump({"rules": rules, "tiebreaks": list(codes), "standings": rows}, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")


# ----------------------------------------------------------------------------------------------
# A small TRF reader for adapters of programs that have none (not tiebreak-ref's: the agreement of
# such a program must not rest on our reader). Player records 001 and the number of rounds only.

SCORE = {
    "1": Decimal(1),
    "W": Decimal(1),
    "+": Decimal(1),
    "F": Decimal(1),
    "U": Decimal(1),
    "=": Decimal("0.5"),
    "D": Decimal("0.5"),
    "H": Decimal("0.5"),
}


class Unreadable(Exception):
    """The adapter's reader refuses the file."""


def read_trf(path: str) -> tuple[dict[int, dict[str, Any]], int]:
    """{tpn: {name, rating, games: [(opponent, colour, result)]}} and the number of rounds in the records."""
    with open(path, "rb") as f:
        data = f.read()
    if b"\0" in data:
        raise Unreadable("binary data")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", "replace")
    players: dict[int, dict[str, Any]] = {}
    scheduled = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if line[:3] in ("XXR", "142") and line[3:].strip().isdigit():
            scheduled = int(line[3:].strip())
        if line[:3] != "001":
            continue
        if "\t" in line or not line[4:8].strip().isdigit():
            raise Unreadable(f"line {number}: a tab or no start rank")
        tpn, rating = int(line[4:8]), line[48:52].strip()
        if (rating and not rating.isdigit()) or tpn in players:
            raise Unreadable(f"line {number}: rating {rating!r} or start rank {tpn} twice")
        games = []
        for start in range(91, len(line), 10):
            block = line[start : start + 8]
            if not block.strip():
                games.append((0, "-", " "))
                continue
            opponent = block[:4].strip()
            if (
                line[start - 1 : start].strip()
                or len(block) < 8
                or block[4] != " "
                or block[6] != " "
                or not (opponent.isdigit() or not opponent)
                or block[7].upper() not in "10=WDL+-HFUZ "
            ):
                raise Unreadable(f"line {number}: the round block at column {start + 1}")
            games.append((int(block[:4].strip() or 0), block[5].lower(), block[7].upper()))
        players[tpn] = {
            "name": line[14:47].strip(),
            "rating": int(rating) if rating else None,
            "games": games,
            "declared": line[80:84].strip(),
        }
    if not players:
        raise Unreadable("no player record (001)")
    played = max(len(p["games"]) for p in players.values())
    if scheduled and played > scheduled:
        raise Unreadable(f"{played} rounds in the player records, XXR {scheduled}")
    check_games(players)
    return players, played


def check_games(players: dict[int, dict[str, Any]]) -> None:
    """The two sides of every game agree; the declared points are the results' points."""
    for tpn, p in players.items():
        for r, (opp, colour, result) in enumerate(p["games"]):
            if opp == 0:
                if result not in " HFUZ-":
                    raise Unreadable(f"player {tpn} round {r + 1}: {result} without an opponent")
                continue
            back = players.get(opp, {"games": []})["games"]
            if result in "HFUZ" or len(back) <= r or back[r][0] != tpn or (colour != "-" and colour == back[r][1]):
                raise Unreadable(f"player {tpn} round {r + 1}: opponent {opp} disagrees")
            total = SCORE.get(result, Decimal(0)) + SCORE.get(back[r][2], Decimal(0))
            if result != " " and not (result == back[r][2] == "-") and total != 1:
                raise Unreadable(f"player {tpn} round {r + 1}: results {result} and {back[r][2]}")
        points = sum((SCORE.get(g[2], Decimal(0)) for g in p["games"]), Decimal(0))
        if p["declared"] and Decimal(p["declared"]) != points:
            raise Unreadable(f"player {tpn}: points {p['declared']}, results {points}")


def completed_rounds(players: dict[int, dict[str, Any]], rounds: int) -> int:
    """The last round with every result in (a paired round without results is not played yet)."""
    pending = [r + 1 for p in players.values() for r, g in enumerate(p["games"]) if g[0] and g[2] == " "]
    return min(pending) - 1 if pending else rounds
