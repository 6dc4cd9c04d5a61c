"""C.07 Article 10: rating-based tie-breaks (ARO, TPR, PTP, APRO, APPO, RTNG), with FIDE B.02 tables."""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from functools import cache
from itertools import compress, repeat
from operator import add, and_, floordiv, ge, is_, mul, sub
from typing import TypeVar, cast

from ...language import Decimal, Message
from ...model import ResultKind, Value
from ..codes import TieBreak
from ..modifiers import cut_plain
from ..unplayed import Context
from .base import Row, Values, kind_label, mean_sentence

T = TypeVar("T")

# FIDE B.02 8.1.1: fractional score p (hundredths, 50..100) -> rating difference dp; below 0.50 mirrors.
DP_TABLE = (
    0,
    7,
    14,
    21,
    29,
    36,
    43,
    50,
    57,
    65,
    72,
    80,
    87,
    95,
    102,
    110,
    117,
    125,
    133,
    141,
    149,
    158,
    166,
    175,
    184,
    193,
    202,
    211,
    220,
    230,
    240,
    251,
    262,
    273,
    284,
    296,
    309,
    322,
    336,
    351,
    366,
    383,
    401,
    422,
    444,
    470,
    501,
    538,
    589,
    677,
    800,
)

# FIDE B.02 8.1.2: upper bound of each rating-difference band -> expected score (hundredths) of the higher.
H_BANDS = (
    (3, 50),
    (10, 51),
    (17, 52),
    (25, 53),
    (32, 54),
    (39, 55),
    (46, 56),
    (53, 57),
    (61, 58),
    (68, 59),
    (76, 60),
    (83, 61),
    (91, 62),
    (98, 63),
    (106, 64),
    (113, 65),
    (121, 66),
    (129, 67),
    (137, 68),
    (145, 69),
    (153, 70),
    (162, 71),
    (170, 72),
    (179, 73),
    (188, 74),
    (197, 75),
    (206, 76),
    (215, 77),
    (225, 78),
    (235, 79),
    (245, 80),
    (256, 81),
    (267, 82),
    (278, 83),
    (290, 84),
    (302, 85),
    (315, 86),
    (328, 87),
    (344, 88),
    (357, 89),
    (374, 90),
    (391, 91),
    (411, 92),
    (432, 93),
    (456, 94),
    (484, 95),
    (517, 96),
    (559, 97),
    (619, 98),
    (735, 99),
)
_H = [next(h for bound, h in H_BANDS if d <= bound) for d in range(736)]
_SPAN = 4000
_EXPECTED = [
    (_H[abs(d)] if abs(d) <= 735 else 100) if d >= 0 else 100 - (_H[-d] if -d <= 735 else 100)
    for d in range(-_SPAN, _SPAN + 1)
]


def rating_difference(half_points: int, games: int) -> int:
    """FIDE B.02 8.1.1: dp for the fractional score p = points ÷ games, p rounded half up to 2 decimals."""
    hundredths = (100 * half_points + games) // (2 * games)  # round_half_up(half_points / 2 / games, 2)
    return DP_TABLE[hundredths - 50] if hundredths >= 50 else -DP_TABLE[50 - hundredths]


def expected_score(difference: int) -> int:
    """FIDE B.02 8.1.2: expected score, in hundredths, of a player `difference` points above the opponent."""
    if -_SPAN <= difference <= _SPAN:
        return _EXPECTED[difference + _SPAN]
    return 100 if difference > 0 else 0


def ratings(ctx: Context) -> dict[int, int] | None:
    """Art. 10 preamble: each player's (first) rating; None when someone is unrated and no rule assigns one."""
    key = "ratings"
    if key not in ctx._cache:
        assigned = ctx.options.unrated_rating
        result: dict[int, int] | None = {}
        for tpn, player in ctx.tournament.players.items():
            rating = player.rating if player.rating else assigned
            if rating is None:
                result = None
                break
            assert result is not None
            result[tpn] = rating
        ctx._cache[key] = result
    return ctx._cache[key]  # type: ignore[return-value]


def rated_games(ctx: Context, p: int) -> list[tuple[int, int]]:
    """Art. 10: (round index, opponent) of the games played over the board; never forfeits or byes."""
    kinds = ctx.kinds[p]
    return [(r, q) for r, q in enumerate(ctx.opponents[p]) if q is not None and kinds[r].played]


def rated_opponents(ctx: Context) -> dict[int, list[int]]:
    """Art. 10: everyone's opponents of rated_games, in round order; once per context, shared by ARO, TPR, PTP, APRO
    and APPO."""
    return ctx.over_the_board


def with_games(ctx: Context) -> list[int]:
    """Art. 10: the participants with a game over the board (the others have no value), once per context."""
    key = "with games"
    if key not in ctx._cache:
        games = rated_opponents(ctx)
        ctx._cache[key] = list(compress(games, games.values()))
    return ctx._cache[key]  # type: ignore[return-value]


def lookup(values: Mapping[int, T]) -> Callable[[int], T]:
    """values.__getitem__, at a list's speed where the keys are whole numbers from 0 to a little more than there are
    keys (start numbers, ratings): a list indexed by the key (its other entries never read), else the mapping's."""
    if values and min(values) >= 0 and max(values) <= 2 * len(values) + 64:
        return list(map(values.get, range(max(values) + 1))).__getitem__  # type: ignore[return-value]
    return values.__getitem__


def opponent_ratings(ctx: Context) -> dict[int, list[int]] | None:
    """Art. 10: the ratings of everyone's rated_opponents (None as ratings), once per context."""
    key = "opponent ratings"
    if key not in ctx._cache:
        rating = ratings(ctx)
        games = rated_opponents(ctx)
        ctx._cache[key] = (
            None
            if rating is None
            else dict(zip(games, map(list, map(map, repeat(lookup(rating)), games.values())), strict=True))
        )
    return ctx._cache[key]  # type: ignore[return-value]


def rating_sums(ctx: Context) -> tuple[list[list[int]], list[int], list[int]]:
    """Art. 10: of each participant of with_games, the opponents' ratings, their sum and their number (ARO and its
    cuts, TPR, PTP); once per context, only with ratings."""
    key = "rating sums"
    if key not in ctx._cache:
        table = opponent_ratings(ctx)
        assert table is not None
        rows = list(map(table.__getitem__, with_games(ctx)))
        ctx._cache[key] = (rows, list(map(sum, rows)), list(map(len, rows)))
    return ctx._cache[key]  # type: ignore[return-value]


def game_half_points(ctx: Context, p: int, r: int) -> int:
    """A game's result in standard half points 2 / 1 / 0 (1 / ½ / 0, decision A10), whatever the scoring."""
    kind = ctx.kinds[p][r]
    return 2 if kind is ResultKind.WIN else 1 if kind is ResultKind.DRAW else 0


def score_over_the_board(ctx: Context, p: int) -> int:
    """Art. 10: p's score in the games played over the board, in standard half points (game_half_points summed:
    2 per win, 1 per draw)."""
    return scores_over_the_board(ctx)[p]


def scores_over_the_board(ctx: Context) -> dict[int, int]:
    """score_over_the_board of everyone, once per context."""
    key = "score over the board"
    if key not in ctx._cache:
        kinds = ctx.kinds.values()
        wins, draws = map(list.count, kinds, repeat(ResultKind.WIN)), map(list.count, kinds, repeat(ResultKind.DRAW))
        ctx._cache[key] = dict(zip(ctx.kinds, map(add, map(mul, wins, repeat(2)), draws), strict=True))
    return ctx._cache[key]  # type: ignore[return-value]


def average_rating_of_opponents(ctx: Context, tb: TieBreak) -> Values:
    """C.07 10.1 ARO: average rating of the opponents played over the board, rounded half up."""
    key = ("ARO", tb.code)
    if key in ctx._cache:
        return ctx._cache[key]  # type: ignore[return-value]
    values: Values = dict.fromkeys(ctx.points)
    if ratings(ctx) is not None:
        rows, totals, counts = rating_sums(ctx)
        if (tb.cut, tb.median) == (1, 0):  # 14.1 Cut-1: the lowest rating left out (cut_plain, at C speed)
            totals, counts = list(map(sub, totals, map(min, rows))), list(map(sub, counts, repeat(1)))
        elif tb.cut or tb.median:
            kept = list(map(cut_plain, rows, repeat(tb.cut), repeat(tb.median)))
            totals, counts = list(map(sum, kept)), list(map(len, kept))
        values.update(rounded_means(with_games(ctx), totals, counts))
    ctx._cache[key] = values
    return values


def performance_rating(ctx: Context, tb: TieBreak) -> Values:
    """C.07 10.2 TPR: ARO + dp(p), p = the score over the board ÷ games, per B.02 8.1.1."""
    key = "TPR"
    if key not in ctx._cache:
        values: Values = dict.fromkeys(ctx.points)
        if ratings(ctx) is not None:  # ARO is defined when there is a game over the board (and ratings)
            players, aro = with_games(ctx), average_rating_of_opponents(ctx, TieBreak("ARO"))
            games = zip(map(scores_over_the_board(ctx).__getitem__, players), rating_sums(ctx)[2], strict=True)
            pairs = list(games)  # (half points, games): a few hundred distinct pairs, each dp looked up once
            dp = {pair: rating_difference(*pair) for pair in set(pairs)}
            values.update(
                zip(players, map(add, map(aro.__getitem__, players), map(dp.__getitem__, pairs)), strict=True)
            )
        ctx._cache[key] = values
    return ctx._cache[key]  # type: ignore[return-value]


def perfect_score(ctx: Context, p: int) -> Fraction | int:
    """10.3 the score to reach: over the board (default) or the whole tournament score (decision ptp_score)."""
    if ctx.options.ptp_score == "tournament":
        return ctx.value(ctx.totals[p])
    return Fraction(score_over_the_board(ctx, p), 2)


def perfect_targets(ctx: Context) -> dict[int, int]:
    """10.3: everyone's perfect_score in hundredths, rounded up (the sums of expected scores are whole hundredths)."""
    if ctx.options.ptp_score == "tournament":
        return {p: -(-units * 100 // ctx.unit) for p, units in ctx.totals.items()}
    return {p: half_points * 50 for p, half_points in scores_over_the_board(ctx).items()}


def perfect_performance(ctx: Context, tb: TieBreak) -> Values:
    """C.07 10.3 PTP: the lowest rating whose expected score against the opponents reaches the score."""
    key = "PTP"
    if key not in ctx._cache:
        values: Values = dict.fromkeys(ctx.points)
        rating = ratings(ctx)
        if rating is not None:
            players, (rows, _, counts) = with_games(ctx), rating_sums(ctx)
            targets = list(map(perfect_targets(ctx).__getitem__, players))
            # ptp_score=tournament: bye points can make the score more than one point per game, which no rating
            # reaches; the search stops at the 100 % value (the lowest rating expected to win every game)
            reached = list(map(min, targets, map(mul, counts, repeat(100))))
            if min(reached, default=1) <= 0:  # 10.3: a zero score, the lowest opponent − 800
                zero = [k for k, target in enumerate(reached) if target <= 0]
                values.update((players[k], min(rows[k]) - 800) for k in zero)
                searched = [k for k, target in enumerate(reached) if target > 0]
                players = list(map(players.__getitem__, searched))
                rows, reached = list(map(rows.__getitem__, searched)), list(map(reached.__getitem__, searched))
            bounds = min(rating.values()), max(rating.values())  # every opponent's rating is one of them
            values.update(zip(players, lowest_ratings_reaching(rows, reached, bounds), strict=True))
        ctx._cache[key] = values
    return ctx._cache[key]  # type: ignore[return-value]


def lowest_ratings_reaching(
    fields: list[list[int]], targets: list[int], bounds: tuple[int, int] | None = None
) -> list[int]:
    """10.3 for many participants at once (each one's opponents' ratings, and the target in hundredths, 1 .. 100 per
    game): the lowest whole rating whose expected score (B.02 8.1.2) reaches the target. bounds: no rating of the
    fields is below the first or above the second (by default the fields' own lowest and highest).

    The expected score never decreases as the rating grows, and no rating below the lowest opponent − 735 expects
    anything. From there (the lowest rating of them all) a first reading gives everyone's expected scores at every
    64th rating (side_by_side, READING ratings in one reading): the first that reaches the target brackets the
    answer in 64 ratings, and a second reading of those 64 gives it; the participants whose answers the same 64
    ratings bracket are read together, with one table. A participant whose answer the first reading does not
    bracket (an opponent rated more than WIDEST_FIELD above that lowest one) or whose sums overflow a reading's
    digits (more than MOST_GAMES games) is bisected rating by rating."""
    if not fields:
        return []
    low, high = bounds if bounds is not None else (min(map(min, fields)), max(map(max, fields)))
    found, read, most = [0] * len(fields), range(len(fields)), max(map(len, fields))
    if high > low + WIDEST_FIELD or most > MOST_GAMES:
        sizes = zip(map(len, fields), map(max, fields), strict=True)
        alone = {k for k, (games, top) in enumerate(sizes) if games > MOST_GAMES or top > low + WIDEST_FIELD}
        for k in alone:
            found[k] = lowest_rating_by_bisection(fields[k], targets[k])
        read = [k for k in read if k not in alone]  # type: ignore[assignment]
        high, most = min(high, low + WIDEST_FIELD), max((len(fields[k]) for k in read), default=0)
    if not read:
        return found
    field = fields if len(read) == len(fields) else list(map(fields.__getitem__, read))
    bits = digit_bits(most)
    flags = list(map(flag_offsets(targets, bits).__getitem__, map(targets.__getitem__, read)))
    first = low - 735  # B.02 8.1.2: a rating 736 or more below every opponent expects 0
    coarse = by_rating(READING, bits, first + READING - 1, low, high)
    brackets = first_reaching(reading(field, coarse, flags), bits)  # S(start − 1) < target <= S(start + 63)
    order, at = sorted(range(len(field)), key=brackets.__getitem__), 0
    for bracket, size in sorted(Counter(brackets).items()):
        together, at = order[at : at + size], at + size
        start = first + READING * bracket
        fine = by_rating(1, bits, start, low, high)
        lowest = first_reaching(reading(map(field.__getitem__, together), fine, map(flags.__getitem__, together)), bits)
        for k, rating in zip(together, lowest, strict=True):
            found[read[k]] = start + rating
    return found


def lowest_rating_reaching(opponents: list[int], target: int) -> int:
    """10.3 for one participant: lowest_ratings_reaching of one field."""
    return lowest_ratings_reaching([opponents], [target])[0]


def digit_bits(games: int) -> int:
    """The width of a reading's digits for up to `games` games: their expected scores summed (at most 100 each)
    below the digit's top bit, the flag (flag_offsets); at least 8 bits, at most 16 (MOST_GAMES)."""
    return max(8, (100 * games).bit_length() + 1)


def reading(fields: Iterable[list[int]], table: Callable[[int], int], flags: Iterable[int]) -> list[int]:
    """B.02 8.1.2 summed over each field of opponents' ratings at READING ratings at once: each field's flag_offsets
    of its target plus the by_rating table's entries of its opponents (side_by_side), all of them at C speed."""
    return list(map(sum, map(map, repeat(table), fields), flags))


def flag_offsets(targets: Iterable[int], bits: int) -> dict[int, int]:
    """For each target (hundredths, below 2 ** (bits − 1)), the number added to a reading of `bits`-bit digits so
    that each digit's top bit (flags) is set exactly where the expected score reaches the target: 2 ** (bits − 1) −
    target in every digit (an expected score below 2 ** (bits − 1) keeps the digit within its bits: nothing
    carries)."""
    ones = digits_of(bits)[0]
    return {target: ones * ((1 << bits - 1) - target) for target in set(targets)}


def first_reaching(totals: Iterable[int], bits: int) -> list[int]:
    """Of each reading (READING digits of `bits` bits, lowest first: expected scores that never decrease, offset by
    flag_offsets), the index of the first digit that reaches the target, READING when none does: READING less the
    number of flags set, since the digits that reach it are the last ones."""
    flags = digits_of(bits)[1]
    return list(map(sub, repeat(READING), map(int.bit_count, map(and_, totals, repeat(flags)))))


@cache
def digits_of(bits: int) -> tuple[int, int]:
    """A reading of READING digits of `bits` bits: 1 in every digit, and every digit's top bit (its flag)."""
    ones = sum(1 << bits * k for k in range(READING))
    return ones, ones << bits - 1


def by_rating(stride: int, bits: int, start: int, low: int, high: int) -> Callable[[int], int]:
    """side_by_side(stride, bits) seen from the rating start, looked up by each opponent's rating from low to high:
    at the rating o, the entry of the difference start − o (the expected scores at start, start + stride ...)."""
    table = side_by_side(stride, bits)
    entries = table[start + _SPAN - high : start + _SPAN - low + 1][::-1]  # entries[o − low]
    assert len(entries) == high - low + 1, "the ratings read are within _SPAN of the start"
    if low >= 0:
        return ([0] * low + entries).__getitem__
    return dict(zip(range(low, high + 1), entries, strict=True)).__getitem__


def lowest_rating_by_bisection(opponents: list[int], target: int) -> int:
    """10.3 as lowest_ratings_reaching, by bisecting the ratings from the lowest opponent − 735 to the highest + 736
    (the 100 % value) with the expected score of each rating tried."""
    candidates = range(min(opponents) - 735, max(opponents) + 737)
    k = bisect_left(candidates, target, key=lambda rating: sum(expected_score(rating - o) for o in opponents))
    return candidates[k]


READING = 64
"""Ratings whose expected scores one reading of side_by_side gives."""
MOST_GAMES = (2**15 - 1) // 100
"""The most games whose expected scores, summed, fit a reading's widest digits below the flag: 327 (327 × 100 < 2¹⁵,
each expected score at most 100 in hundredths)."""
WIDEST_FIELD = 2600
"""The widest spread of opponents' ratings whose answer the first reading brackets: it spans 64 × 64 ratings from
the lowest opponent − 735, and the answer is at most the highest opponent + 736."""


@cache
def side_by_side(stride: int, bits: int) -> list[int]:
    """B.02 8.1.2 for READING differences at once: at index d + _SPAN, the expected scores at the differences d,
    d + stride, d + 2 × stride ... as the `bits`-bit digits of one integer, lowest first. Adding the entries of
    several opponents adds, digit by digit, the expected scores at each of READING ratings (as long as the sums fit
    the digits: digit_bits)."""
    digits = (1 << bits * READING) - 1
    entries = [sum(expected_score(_SPAN + stride * k) << bits * k for k in range(READING))] * (2 * _SPAN + 1)
    zero = max(-_SPAN - 1, -736 - stride * READING)  # from this difference down every digit is 0
    for d in range(736, zero, -1):  # above 736 every digit is 100 (one shared entry); below, each entry is the
        entries[d + _SPAN] = _EXPECTED[d + _SPAN] | (entries[d + stride + _SPAN] << bits) & digits  # one above, shifted
    entries[: zero + _SPAN + 1] = [0] * (zero + _SPAN + 1)
    return entries


def average_of_opponents(ctx: Context, of: Values) -> Values:
    """Everyone's mean of a value over the opponents played over the board (undefined ones skipped), rounded half
    up: the sums at C speed with an undefined value as UNDEFINED, then the rows whose sum shows one again without
    it."""
    values: Values = dict.fromkeys(ctx.points)
    undefined = set(compress(of, map(is_, of.values(), repeat(None))))
    if len(undefined) == len(of):
        return values
    players, games = with_games(ctx), rated_opponents(ctx)
    rows = list(map(games.__getitem__, players))
    known = cast(dict[int, int], of | dict.fromkeys(undefined, UNDEFINED) if undefined else of)  # TPR, PTP: whole
    totals, counts = list(map(sum, map(map, repeat(lookup(known)), rows))), list(map(len, rows))
    if undefined:  # an opponent without a value: the rows that have one, without it
        for k in compress(range(len(rows)), map(ge, totals, repeat(UNDEFINED // 2))):
            kept = [known[q] for q in rows[k] if q not in undefined]
            totals[k], counts[k] = sum(kept), len(kept)
    values.update(rounded_means(players, totals, counts))
    return values


UNDEFINED = 1 << 62
"""An undefined TPR or PTP in average_of_opponents' sums: far above any sum of ratings (below 2⁶¹ in size)."""


def rounded_means(players: Iterable[int], totals: Iterable[int], counts: Iterable[int]) -> Values:
    """Each participant's mean of whole numbers (their total ÷ their count) rounded to the nearest whole number, 0.5
    up (Art. 10); None for no number. A column at once."""
    totals, counts = list(totals), list(counts)
    if 0 in counts:
        return {
            p: (2 * total + n) // (2 * n) if n else None for p, total, n in zip(players, totals, counts, strict=True)
        }
    doubled, sizes = map(add, map(mul, totals, repeat(2)), counts), map(mul, counts, repeat(2))
    return dict(zip(players, map(floordiv, doubled, sizes), strict=True))


def average_performance_of_opponents(ctx: Context, tb: TieBreak) -> Values:
    """C.07 10.4 APRO: average of the TPRs of the opponents played over the board."""
    return average_of_opponents(ctx, performance_rating(ctx, tb))


def average_perfect_performance_of_opponents(ctx: Context, tb: TieBreak) -> Values:
    """C.07 10.5 APPO: average of the PTPs of the opponents played over the board."""
    return average_of_opponents(ctx, perfect_performance(ctx, tb))


def rating_value(ctx: Context, tb: TieBreak) -> Values:
    """C.07 10.6 RTNG: the participant's rating (higher is better; /R reverses)."""
    rating = ratings(ctx)
    return {p: None if rating is None else rating[p] for p in ctx.points}


def explain_rating(ctx: Context, tb: TieBreak, p: int) -> list[Row]:
    """Rows of Art. 10: each game over the board with the opponent's rating (and TPR/PTP where averaged); for RTNG
    (10.6) the participant's own rating."""
    rating = ratings(ctx)
    if tb.name == "RTNG":
        own = None if rating is None else rating[p]
        return [Row(None, None, Message("what.own_rating"), own, None, own)]
    of: Values | None = None
    if tb.name == "APRO":
        of = performance_rating(ctx, tb)
    elif tb.name == "APPO":
        of = perfect_performance(ctx, tb)
    rows = []
    played = [rating[q] for _, q in rated_games(ctx, p)] if rating else []
    kept = cut_plain(played, tb.cut, tb.median)
    lowest = sorted(played)[: tb.cut + tb.median]  # 14.1 (Cut-n, and the low half of Median-n); the rest is 14.3
    for r, q in rated_games(ctx, p):
        element: Fraction | int | None = rating[q] if rating else None
        cut = None
        if tb.name == "ARO" and element is not None:
            if element in kept:
                kept.remove(int(element))
            elif element in lowest:
                lowest.remove(int(element))
                cut = Message("cut.rating")
            else:
                cut = Message("cut.rating_high")
        if of is not None:
            element = of[q]
        rows.append(
            Row(
                r + 1,
                q,
                kind_label(ctx.kinds[p][r]),
                element,
                Fraction(game_half_points(ctx, p, r), 2),
                element,
                cut=cut,
            )
        )
    return rows


ARTICLES = {"ARO": "10.1", "TPR": "10.2", "PTP": "10.3", "APRO": "10.4", "APPO": "10.5", "RTNG": "10.6"}
HALF_UP = Message("sum.half_up")


def summarise_rating(ctx: Context, tb: TieBreak, p: int, value: Value, group: list[int] | None = None) -> list[str]:
    """The sentences under an Art. 10 explanation: the average and its rounding (ARO, APRO, APPO), ARO + dp (TPR),
    what PTP reaches; or why the value is undefined (an unrated player, no game over the board)."""
    code, article = tb.code, ARTICLES[tb.name]
    rating = ratings(ctx)
    if rating is None:
        unrated = sorted(q for q, player in ctx.tournament.players.items() if not player.rating)
        shown = ", ".join(map(str, unrated[:5])) + (" ..." if len(unrated) > 5 else "")
        return [Message("sum.unrated", code=code, players=shown)]
    if tb.name == "RTNG":
        return [Message("sum.own_rating", code=code, rating=str(rating[p]), article=article)]
    games = rated_games(ctx, p)
    if not games:
        return [Message("sum.no_game", code=code)]
    if tb.name == "ARO":
        played = [rating[q] for _, q in games]
        kept = in_order(played, cut_plain(played, tb.cut, tb.median))
        if not kept or value is None:
            return [Message("sum.cut_all", code=code)]
        return [mean_sentence(code, list(kept), value, HALF_UP, article)]
    if tb.name == "TPR":
        aro = average_rating_of_opponents(ctx, TieBreak("ARO"))[p]
        half_points = sum(game_half_points(ctx, p, r) for r, _ in games)
        hundredths = (100 * half_points + len(games)) // (2 * len(games))
        dp = rating_difference(half_points, len(games))
        return [
            Message(
                "sum.tpr",
                code=code,
                aro=str(aro),
                dp=str(dp),
                value=str(value),
                points=Fraction(half_points, 2),
                games=len(games),
                p=Decimal(f"{hundredths // 100}.{hundredths % 100:02d}"),
                article=article,
            )
        ]
    if tb.name == "PTP":
        return [
            Message(
                "sum.ptp", code=code, value=str(value), games=len(games), score=perfect_score(ctx, p), article=article
            )
        ]
    of = performance_rating(ctx, tb) if tb.name == "APRO" else perfect_performance(ctx, tb)
    known: list[Fraction | int] = [int(v) for _, q in games if (v := of[q]) is not None]
    if not known or value is None:
        return [Message("sum.no_performance", code=code, of="TPR" if tb.name == "APRO" else "PTP", article=article)]
    left = len(games) - len(known)
    sentence = mean_sentence(code, known, value, HALF_UP, article)
    return [Message("sum.left_out", sentence=sentence, left=left) if left else sentence]


def in_order(values: list[int], kept: list[int]) -> list[int]:
    """The values a cut kept, in the order of the rounds (each value as often as it was kept)."""
    remaining = list(kept)
    ordered = []
    for v in values:
        if v in remaining:
            remaining.remove(v)
            ordered.append(v)
    return ordered
