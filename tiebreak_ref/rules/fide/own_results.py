"""C.07 Article 7: tie-breaks from the participant's own results and data (Type B)."""

from __future__ import annotations

import itertools
from bisect import bisect_right
from collections.abc import Callable
from fractions import Fraction
from itertools import accumulate, repeat, zip_longest
from operator import and_, attrgetter, getitem, rshift

from ...language import Message
from ...model import ResultKind
from ..codes import TieBreak
from ..unplayed import Context
from .base import Row, Values, round_row

K = ResultKind
RoundRule = Callable[[Context, int, int], int]


def regular_forfeit(ctx: Context, p: int, r: int) -> bool:
    """C.07 15.2: in pre-determined pairings a forfeit is a regular game — from 2026, for Type B
    tie-breaks, only a forfeit win (a forfeit loss stays unplayed). Decision rr_forfeit_wins_in_type_b."""
    kind = ctx.kinds[p][r]
    if not (ctx.round_robin and ctx.options.rr_forfeit_wins_in_type_b and kind.forfeit):
        return False
    return kind is K.FORFEIT_WIN or not ctx.since_2026


def win_round(ctx: Context, p: int, r: int) -> int:
    """C.07 7.1: a round in which p got, with or without playing, the points of a win."""
    return int(ctx.points[p][r] == ctx.win)


def won_round(ctx: Context, p: int, r: int) -> int:
    """C.07 7.2: a game won over the board (15.2: a forfeit win in pre-determined pairings)."""
    kind = ctx.kinds[p][r]
    return int(kind is K.WIN or (kind is K.FORFEIT_WIN and regular_forfeit(ctx, p, r)))


def black_round(ctx: Context, p: int, r: int) -> int:
    """C.07 7.3: a game played with Black (15.2: a regular forfeit with Black counts)."""
    played = ctx.kinds[p][r].played or regular_forfeit(ctx, p, r)
    return int(played and ctx.colours[p][r] == "b")


def black_win_round(ctx: Context, p: int, r: int) -> int:
    """C.07 7.4: a game won with Black."""
    return won_round(ctx, p, r) and black_round(ctx, p, r)


def elected_round(ctx: Context, p: int, r: int) -> int:
    """C.07 7.6: a round one elected to play — not a half- or zero-point bye, not a forfeit loss
    (15.2, 2024 text: in pre-determined pairings a forfeit loss is a regular game too)."""
    return int(ctx.kinds[p][r] not in (K.HPB, K.ZPB, K.FORFEIT_LOSS) or regular_forfeit(ctx, p, r))


def standard_round(ctx: Context, p: int, r: int) -> int:
    """C.07 7.7: 1 / ½ / 0 (here in half points: 2 / 1 / 0) by comparing p's points with the scheduled
    opponent's, or without an opponent with a draw's."""
    mine = ctx.points[p][r]
    q = ctx.opponents[p][r]
    if q is not None:
        theirs = ctx.points[q][r]
        if mine == theirs == 0 and ctx.kinds[p][r] is K.FORFEIT_LOSS and ctx.options.std_double_forfeit == "zero":
            return 0
    else:
        theirs = ctx.draw
    return 2 if mine > theirs else 1 if mine == theirs else 0


def round_classes(ctx: Context) -> tuple[dict[int, list[int]], dict[int, tuple[int, int]]]:
    """Each round reduced to what a counting rule of Art. 7 reads: the kind, the colour, the points of both sides
    (the opponent's None without a scheduled opponent). Returns, per participant, the class of each round, and of
    each class one (participant, round), the first in start-rank order; once per context, shared by WIN, WON, BPG,
    BWG, REP and STD."""
    key = "round classes"
    cached = ctx._cache.get(key)
    if cached is not None:
        return cached  # type: ignore[return-value]
    points, colours, opponents = ctx.points, ctx.colours, ctx.opponents
    players = list(ctx.kinds)
    place: dict[int | None, int] = {p: k for k, p in enumerate(players)}
    nobody = len(players)
    # each round's points of everyone, by position, and last None: the points of no one (no scheduled opponent)
    by_round = [(*column, None) for column in zip_longest(*points.values())]
    label = attrgetter("label")  # the kind by its label: an enum member hashes slowly
    signatures: list[tuple[object, ...]] = []
    for p, kinds in ctx.kinds.items():
        theirs = map(getitem, by_round, map(place.get, opponents[p], repeat(nobody)))
        signatures.extend(zip(map(label, kinds), colours[p], points[p], theirs, strict=True))
    # a round's class: the position of the first round with its signature, in start-rank order
    first: dict[tuple[object, ...], int] = {}
    numbers = list(map(first.setdefault, signatures, itertools.count()))
    starts = list(accumulate((len(kinds) for kinds in ctx.kinds.values()), initial=0))
    examples: dict[int, tuple[int, int]] = {}
    for position in first.values():
        k = bisect_right(starts, position) - 1
        examples[position] = (players[k], position - starts[k])
    classes = {p: numbers[start:end] for p, start, end in zip(players, starts[:-1], starts[1:], strict=True)}
    ctx._cache[key] = classes, examples
    return classes, examples


COUNTED: tuple[RoundRule, ...] = (win_round, won_round, black_round, black_win_round, elected_round, standard_round)
"""The round rules of Art. 7 (7.1-7.4, 7.6, 7.7) that count adds: summed together, once per context (counted_sums)."""
DIGIT = 16
"""Bits of one rule's sum in counted_sums: a rule gives at most 2 a round, so up to 32,767 rounds."""
DIGITS = (1 << DIGIT) - 1


def counted_sums(ctx: Context) -> dict[int, int]:
    """Every rule of COUNTED summed over each participant's rounds at once: the sum of COUNTED[k] is the k-th
    16-bit digit of the participant's number. Each rule is asked once per class of round (round_classes), the
    classes' digits added; once per context, shared by WIN, WON, BPG, BWG, REP and STD."""
    key = "counted sums"
    cached = ctx._cache.get(key)
    if cached is None:
        classes, examples = round_classes(ctx)
        worth = {
            c: sum(rule(ctx, p, r) << DIGIT * k for k, rule in enumerate(COUNTED)) for c, (p, r) in examples.items()
        }
        cached = ctx._cache[key] = {p: sum(map(worth.__getitem__, row)) for p, row in classes.items()}
    return cached  # type: ignore[return-value]


def count(rule: RoundRule, per: int = 1) -> Callable[[Context, TieBreak], Values]:
    """A tie-break that adds a rule of COUNTED over the rounds (the rule counts in 1/per).

    The rule reads only what round_classes keeps of a round, and the rules and options of the context: it is asked
    once per class of round, and each participant adds the answers of his rounds, all rules together
    (counted_sums; tests/test_round_classes.py ties this to asking it for every round)."""
    shift = DIGIT * COUNTED.index(rule)

    def compute(ctx: Context, tb: TieBreak) -> Values:
        together = counted_sums(ctx)
        sums: dict[int, int] = dict(
            zip(together, map(and_, map(rshift, together.values(), repeat(shift)), repeat(DIGITS)), strict=True)
        )
        if per == 1:
            return sums  # type: ignore[return-value]
        fractions = {s: Fraction(s, per) for s in set(sums.values())}  # each value built once
        return {p: fractions[s] for p, s in sums.items()}

    compute.__doc__ = rule.__doc__
    return compute


def explain_count(rule: RoundRule, per: int = 1) -> Callable[[Context, TieBreak, int], list[Row]]:
    """Rows of a counting tie-break: what each round adds."""

    def explain(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
        return [round_row(ctx, p, r, Fraction(rule(ctx, p, r), per)) for r in ctx.rounds]

    return explain


def pairing_number(ctx: Context, tb: TieBreak) -> Values:
    """C.07 7.8 TPN: the tournament pairing number (lower is better; /R reverses)."""
    return {p: p for p in ctx.points}


def explain_pairing_number(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """TPN has no rounds: one row with the number."""
    return [Row(None, None, Message("what.tpn"), p, None, p)]
