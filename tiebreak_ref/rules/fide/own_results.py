"""C.07 Article 7: tie-breaks from the participant's own results and data (Type B)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from itertools import repeat
from operator import add, and_, lshift, rshift

from ...language import Message
from ...model import ResultKind
from ..codes import TieBreak
from ..unplayed import NO_ONE, NO_ROUND, Context
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


def round_classes(ctx: Context) -> Iterator[list[int]]:
    """Each round reduced to what a counting rule of Art. 7 reads: its code (Context.round_codes: the kind, the
    colour, the points) and its opponent's code in the same round (NO_ONE without a scheduled opponent), one number
    for the two, its class. Yields, round by round, the class of each participant's round (participants in
    start-rank order); past a participant's last round the class absent_class, which counts nothing."""
    codes, opponents, spread = ctx.round_codes
    for own, places in zip(codes, opponents, strict=True):
        seen = [*own, NO_ONE]  # at the position of no one, the code of no one
        yield list(map(add, own, map(lshift, map(seen.__getitem__, places), repeat(spread))))


def absent_class(ctx: Context) -> int:
    """The class of round_classes past a participant's last round: no round, and no one on the other side."""
    return NO_ROUND + (NO_ONE << ctx.round_codes.spread)


COUNTED: tuple[RoundRule, ...] = (win_round, won_round, black_round, black_win_round, elected_round, standard_round)
"""The round rules of Art. 7 (7.1-7.4, 7.6, 7.7) that count adds: summed together, once per context (counted_sums)."""
DIGIT = 16
"""Bits of one rule's sum in counted_sums: a rule gives at most 2 a round, so up to 32,767 rounds."""
DIGITS = (1 << DIGIT) - 1


def every_counted_rule(ctx: Context, p: int, r: int) -> int:
    """The answers of all the rules of COUNTED for one round, the k-th rule's the k-th 16-bit digit."""
    return sum(rule(ctx, p, r) << DIGIT * k for k, rule in enumerate(COUNTED))


def counted_sums(ctx: Context) -> dict[int, int]:
    """Every rule of COUNTED summed over each participant's rounds at once: every_counted_rule asked once per class
    of round (round_classes), the answers of a participant's rounds added one round's column at a time; the sum of
    COUNTED[k] is the k-th 16-bit digit of the participant's number. Once per context, shared by WIN, WON, BPG,
    BWG, REP and STD."""
    key = "counted sums"
    cached = ctx._cache.get(key)
    if cached is None:
        players = list(ctx.kinds)
        worth = {absent_class(ctx): 0}  # a class -> the answers of its rounds
        sums = [0] * len(players)
        for r, column in enumerate(round_classes(ctx)):
            for found in set(column).difference(worth):  # the classes first met in this round: ask a round of each
                worth[found] = every_counted_rule(ctx, players[column.index(found)], r)
            sums = list(map(add, sums, map(worth.__getitem__, column)))
        cached = ctx._cache[key] = dict(zip(players, sums, strict=True))
    return cached  # type: ignore[return-value]


def count(rule: RoundRule, per: int = 1) -> Callable[[Context, TieBreak], Values]:
    """A tie-break that adds one of the round rules of COUNTED over the rounds (the rule counts in 1/per).

    The rules read only what round_classes keeps of a round, and the rules and options of the context: they are
    asked once per class of round, all together (counted_sums). tests/test_round_classes.py ties this to asking the
    rule for every round. A rule outside COUNTED is refused (ValueError): none is used."""
    if rule not in COUNTED:
        raise ValueError(f"found {rule.__name__}; expected one of the round rules of own_results.COUNTED")
    shift = DIGIT * COUNTED.index(rule)

    def compute(ctx: Context, tb: TieBreak) -> Values:
        together = counted_sums(ctx)
        sums = list(map(and_, map(rshift, together.values(), repeat(shift)), repeat(DIGITS)))
        if per == 1:
            return dict(zip(together, sums, strict=True))
        fractions = {s: Fraction(s, per) for s in set(sums)}  # each value built once
        return dict(zip(together, map(fractions.__getitem__, sums), strict=True))

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
