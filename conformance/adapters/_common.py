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


def rank(points: dict[int, Decimal], codes: Sequence[str], values: dict[str, dict[int, Number]],
         tiers: Callable[[str, list[int]], list[list[int]]] | None = None) -> dict[int, int]:
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


def emit(rules: str, codes: Sequence[str], players: dict[int, dict[str, Any]], points: dict[int, Decimal],
         values: dict[str, dict[int, Number]],
         tiers: Callable[[str, list[int]], list[list[int]]] | None = None,
         ranks: dict[int, int] | None = None) -> None:
    """Print the standings JSON of the protocol (codes missing from values are left out).

    ranks: the program's own ranks; else they are worked out from the values (see rank())."""
    if ranks is None:
        ranks = rank(points, codes, values, tiers)
    rows = [{"rank": ranks[p], "tpn": p, "name": players[p].get("name", ""), "rating": players[p].get("rating"),
             "points": number(points[p]), "values": {c: number(values[c].get(p)) for c in codes
                                                     if p in values.get(c, {})}}
            for p in sorted(points, key=lambda q: (ranks[q], q))]
    json.dump({"rules": rules, "tiebreaks": list(codes), "standings": rows}, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
