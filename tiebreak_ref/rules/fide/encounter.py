"""C.07 Article 6: direct encounter (Type A), applied inside a group of tied participants."""

from __future__ import annotations

from fractions import Fraction
from itertools import compress

from ...language import Join, Message
from ...model import Value
from ..codes import TieBreak
from ..unplayed import Context
from .base import Row, describe_round


def mutual_games(ctx: Context, group: frozenset[int], p: int, tb: TieBreak) -> dict[int, list[int]]:
    """6.1: p's points (units) in each encounter with another member of the group, per opponent.

    6.1.1: forfeits count only under /P or with pre-determined pairings (15.2)."""
    games: dict[int, list[int]] = {}
    opponents = ctx.opponents[p]
    for r in compress(range(len(opponents)), map(group.__contains__, opponents)):  # the rounds against the group
        if ctx.counts_as_game(p, r, tb.forfeits_played):
            games.setdefault(opponents[r], []).append(ctx.points[p][r])  # type: ignore[arg-type]
    return games


def encounter_score(games: dict[int, list[int]]) -> Fraction | int:
    """6.1 and 6.1.2: the sum, over opponents, of the average score against each (units)."""
    if all(len(pts) == 1 for pts in games.values()):
        return sum([pts[0] for pts in games.values()])
    return sum((Fraction(sum(pts), len(pts)) for pts in games.values()), Fraction(0))


def direct_encounter(ctx: Context, group: list[int], tb: TieBreak) -> list[list[int]]:
    """C.07 6.2–6.3: order a tied group into subgroups, best first; a tie DE cannot break stays together."""
    members = frozenset(group)
    if len(members) == 1:
        return [list(group)]
    if no_one_first(ctx, group):
        return [sorted(group)]
    games = {p: mutual_games(ctx, members, p, tb) for p in group}
    score = {p: encounter_score(games[p]) for p in group}
    missing = {p: len(members) - 1 - len(games[p]) for p in group}
    if not any(missing.values()):
        return _separate_standings(ctx, group, score, tb)  # 6.2: all have met
    return _incomplete(ctx, group, score, missing, tb)  # 6.3, also a round robin before its end (decision A21)


def no_one_first(ctx: Context, group: list[int]) -> bool:
    """6.3 in a group too large for anyone to be ranked first: with R rounds each member misses at least n − 1 − R
    games against the other n − 1, so every best case reaches (n − 1 − R) wins, which no score can exceed (a score
    of the group is at most the player's own total; no round gives negative points: Context.no_negative_points)."""
    missing = len(group) - 1 - max(map(len, map(ctx.opponents.__getitem__, group)))
    if missing <= 0 or not ctx.no_negative_points:
        return False
    return max(map(ctx.totals.__getitem__, group)) <= missing * ctx.win


def _separate_standings(
    ctx: Context, group: list[int], score: dict[int, Fraction | int], tb: TieBreak
) -> list[list[int]]:
    """6.2: rank by the separate standings; apply Art. 6 again inside each subset still tied."""
    levels = sorted(set(score.values()), reverse=True)
    if len(levels) == 1:
        return [sorted(group)]
    ordered: list[list[int]] = []
    for level in levels:
        subset = sorted(p for p in group if score[p] == level)
        ordered.extend(direct_encounter(ctx, subset, tb) if len(subset) > 1 else [subset])
    return ordered


def _incomplete(
    ctx: Context, group: list[int], score: dict[int, Fraction | int], missing: dict[int, int], tb: TieBreak
) -> list[list[int]]:
    """6.3: rank first whoever is alone on top whatever the missing games give; repeat; then apply Art. 6 again
    to the rest. A missing game may give its player a win (decision A7). Written for Swiss events; a round robin
    whose tied players have not all met yet (intermediate standings) is the same case (decision A21)."""
    best_case = {p: score[p] + missing[p] * ctx.win for p in group}
    rest = sorted(group)
    ranked: list[list[int]] = []
    while len(rest) > 1:
        top = max(score[p] for p in rest)
        leaders = [p for p in rest if score[p] == top]
        if len(leaders) != 1:
            break
        leader = leaders[0]
        if all(top > best_case[q] for q in rest if q != leader):
            ranked.append([leader])
            rest.remove(leader)
        else:
            break
    if not ranked:
        return [sorted(group)]
    return ranked + direct_encounter(ctx, rest, tb)


def ranks_in_group(order: list[list[int]]) -> dict[int, int]:
    """Rank inside the group, 1 = best, shared by members DE could not separate."""
    ranks: dict[int, int] = {}
    position = 1
    for subgroup in order:
        for p in subgroup:
            ranks[p] = position
        position += len(subgroup)
    return ranks


def explain_direct_encounter(ctx: Context, tb: TieBreak, p: int, group: list[int]) -> list[Row]:
    """Rows of Art. 6: p's games against the other members of the tied group, then the score of the
    separate standings (6.1, repeated games averaged per 6.1.2) and, for 6.3, the best case."""
    members = frozenset(group)
    rows = []
    for r, q in enumerate(ctx.opponents[p]):
        if q is not None and q in members:
            counted = ctx.counts_as_game(p, r, tb.forfeits_played)
            pts = ctx.value(ctx.points[p][r])
            rows.append(
                Row(
                    r + 1,
                    q,
                    describe_round(ctx, p, r),
                    None,
                    pts,
                    pts if counted else None,
                    cut=None if counted else Message("cut.de_forfeit"),
                )
            )
    if len(members) > 1:
        games = mutual_games(ctx, members, p, tb)
        score = Fraction(encounter_score(games)) / ctx.unit
        repeated = [q for q, pts in games.items() if len(pts) > 1]
        note = Message("note.de_repeated", opponents=Join(repeated)) if repeated else ""
        rows.append(Row(None, None, Message("what.de_score"), None, None, score, note=note))
        missing = len(members) - 1 - len(games)
        if missing:
            best = score + missing * ctx.value(ctx.win)
            rows.append(Row(None, None, Message("what.de_best_case", missing=missing), None, None, best))
    return rows


def summarise_direct_encounter(
    ctx: Context, tb: TieBreak, p: int, value: Value, group: list[int] | None = None
) -> list[str]:
    """The sentence under a DE explanation: the place in the separate standings, or why DE is 0 (not applied: alone
    on the score; the group all met with equal scores, 6.2; the group has not all met and no one is first whatever
    the missing games give, 6.3)."""
    if not group or len(group) == 1:
        return [Message("sum.de_alone", code=tb.code, tpn=p)]
    members = frozenset(group)
    complete = all(len(mutual_games(ctx, members, q, tb)) == len(members) - 1 for q in group)
    article = "6.2" if complete else "6.3"
    if len(direct_encounter(ctx, group, tb)) == 1:
        if complete:
            return [Message("sum.de_equal", code=tb.code, article=article)]
        return [Message("sum.de_undecided", code=tb.code, article=article)]
    return [Message("sum.de_place", code=tb.code, value=str(value), article=article)]
