"""C.07 Articles 15 and 16: the tournament as the tie-break rules see it, and unplayed rounds.

Scores are held as whole numbers of *units* (1 unit = 1/d point, d the scoring system's denominator, 2 for
1-½-0), so every sum stays exact and fast; values leave as Fractions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cached_property
from itertools import accumulate, chain, compress, repeat, zip_longest
from math import lcm
from operator import add, attrgetter, is_not, itemgetter, lshift, not_, sub
from typing import Any, Literal, NamedTuple

from ..errors import ArgumentError, Notice, check_fields
from ..language import Message
from ..model import (
    UNPAIRED_CODES,
    EventType,
    ResultKind,
    RoundColumns,
    ScoringSystem,
    Tournament,
    Value,
    checked_columns,
    handed_over,
    kind_of,
    points_of,
)
from . import virtual_opponent
from .editions import RULES, edition

__all__ = ["RULES", "Context", "Element", "ElementTable", "Options", "rules_for"]

K = ResultKind
first, second, third = itemgetter(0), itemgetter(1), itemgetter(2)  # the fields of a tuple, at C speed
PLAYED = attrgetter("played")  # of a ResultKind, at C speed


@dataclass(frozen=True)
class Options:
    """Named decisions on the points the regulations leave open (see the guide's decisions page).

    Raises:
        ArgumentError: a value that is not one of the field's choices, e.g. ``Options(aob_rounding="3dp")``.
    """

    unrated_rating: int | None = None
    """Art. 10: None drops the rating tie-breaks when any player is unrated; a number is assigned to them."""
    event: Literal["auto", "swiss", "round-robin"] = "auto"
    """Art. 15: pre-determined pairings (15.2) or Swiss (Art. 16); auto reads record 192, 092, the pairings."""
    cap_rounds: Literal["scheduled", "played"] = "scheduled"
    """16.4.2 "number of rounds": scheduled rounds, or rounds played so far (intermediate standings)."""
    aob_rounding: Literal["adaptive", "2dp", "exact"] = "adaptive"
    """8.2: AOB rounded half up to 2 decimals up to 8 rounds, 3 up to 26, 4 up to 72, else 5 (FIDE's checker);
    always 2 decimals (FIDE's worked examples); or the exact mean."""
    ptp_score: Literal["otb", "tournament"] = "otb"
    """10.3: the score a perfect performance must reach: over-the-board points, or the tournament score."""
    std_double_forfeit: Literal["half", "zero"] = "half"
    """7.7: a double forfeit scores the same as the scheduled opponent (½, the text) or 0."""
    lots_seed: int | None = None
    """4.2: None leaves players tied after the whole list on a shared rank; a number draws lots with that seed."""
    rr_forfeit_wins_in_type_b: bool = True
    """15.2 (2026): in pre-determined pairings a forfeit win is a regular game for WON, BPG, BWG."""

    def __post_init__(self) -> None:
        check_fields(self)  # Options(aob_rounding="3dp") is an ArgumentError, not silently "adaptive"


def check_arguments(t: object, rules: object, options: object, after_round: object, kind: type = Tournament) -> None:
    """The arguments every computation takes have the right types (ArgumentError, not a traceback later)."""
    if not isinstance(t, kind):
        raise ArgumentError(
            f"found {type(t).__name__} as the tournament; expected a {kind.__name__} (read_trf, parse_trf)"
        )
    if rules is not None and not isinstance(rules, str):
        raise ArgumentError(f"found rules={rules!r}; expected None or one of {', '.join(RULES)}")
    if options is not None and not isinstance(options, Options):
        raise ArgumentError(f"found options={options!r}; expected None or an Options(...)")
    if after_round is not None and (not isinstance(after_round, int) or isinstance(after_round, bool)):
        raise ArgumentError(f"found after_round={after_round!r}; expected None or a whole number")
    rounds = getattr(t, "rounds", 0)
    if after_round is not None and not 0 <= after_round <= rounds:
        raise ArgumentError(Message("error.after_round", round=after_round, rounds=rounds))


def rules_for(t: Tournament, rules: str | None) -> str:
    """The rule set: as asked, else from the start date (editions.edition, which also gives the notices)."""
    return edition(t, rules)[0]


def is_round_robin(t: Tournament, option: str = "auto") -> bool:
    """Pre-determined pairings (C.07 15.2): declared (192 / option), named in 092, or every pair met alike."""
    if option != "auto":
        return option == "round-robin"
    if t.event_type is not None:
        return t.event_type is EventType.ROUND_ROBIN
    text = t.event_text.upper()
    if any(
        word in text
        for word in ("ROUND ROBIN", "ROUND-ROBIN", "ROUNDROBIN", "BERGER", "SCHEVENINGEN", "RUNDENTURNIER", "VIERKAMP")
    ):
        return True
    if "SWISS" in text or "SCHWEIZ" in text:
        return False
    return _every_pair_met_alike(t)


def _every_pair_met_alike(t: Tournament) -> bool:
    n = len(t.players)
    if n < 3 or n - 1 > t.rounds:  # nobody can have met everyone
        return False
    meetings: dict[tuple[int, int], int] = {}
    for p in t.players.values():
        for rec in p.rounds:
            if rec.opponent is not None and p.tpn < rec.opponent:
                key = (p.tpn, rec.opponent)
                meetings[key] = meetings.get(key, 0) + 1
    if len(meetings) != n * (n - 1) // 2:
        return False
    return len(set(meetings.values())) == 1


ByPlayer = tuple[
    dict[int, list[ResultKind]], dict[int, list[int | None]], dict[int, list[str | None]], dict[int, list[int]]
]
"""Each player's kinds, opponents, colours and points (units), round by round: the lists of a Context."""


class Points(dict[int, "Fraction | int"]):
    """Units back to points for one denominator, each value made once (values repeat: one object per number)."""

    def __init__(self, denominator: int) -> None:
        super().__init__()
        self.denominator = denominator

    def __missing__(self, units: int) -> Fraction | int:
        whole, rest = divmod(units, self.denominator)
        value = self[units] = whole if rest == 0 else Fraction(units, self.denominator)
        return value


def round_meaning(code: str, unpaired: bool, scoring: ScoringSystem, unit: int) -> tuple[ResultKind, int]:
    """The kind and points (units) of a round from its result code and whether it has no opponent (model.kind_of,
    model.points_of)."""
    return kind_of(code, unpaired), int(points_of(code, unpaired, scoring) * unit)


RoundKey = str | tuple[str, bool]
"""What a round's kind and points follow from: its result code, or the code and whether it has no opponent."""


def round_keys(columns: RoundColumns) -> Sequence[RoundKey]:
    """The RoundKey of each record of the columns: its result code alone when every code means what it says
    (RoundColumns.by_code), else the code and the absence of an opponent."""
    if columns.by_code:
        return columns.codes
    return list(zip(columns.codes, map(not_, columns.opponents), strict=True))


def round_meanings(
    keys: Sequence[RoundKey], scoring: ScoringSystem, unit: int
) -> dict[RoundKey, tuple[ResultKind, int]]:
    """round_meaning of each key of round_keys, once per key (a code alone is unpaired when UNPAIRED_CODES has it)."""
    meant: dict[RoundKey, tuple[ResultKind, int]] = {}
    for key in set(keys):
        code, unpaired = key if isinstance(key, tuple) else (key, key in UNPAIRED_CODES)
        meant[key] = round_meaning(code, unpaired, scoring, unit)
    return meant


KIND_BITS = 4
"""The low bits of a round code (RoundCodes): the number of its kind, ResultKind's members in their order (0-8)."""
COLOUR_SHIFT = KIND_BITS
"""Where a round code's colour starts (2 bits): 0 none, 1 White, 2 Black, 3 anything else."""
POINTS_SHIFT = COLOUR_SHIFT + 2
"""Where a round code's points start (units, signed: a round with negative points has a negative code)."""
NO_ROUND = len(ResultKind)
"""The round code past a participant's last round (a shorter row of rounds)."""
NO_ONE = NO_ROUND + 1
"""The round code of no one: what a round without an opponent sees on the other side."""
_KIND_NUMBER = {id(kind): number for number, kind in enumerate(ResultKind)}  # by identity: a member hashes slowly
_COLOUR_NUMBER: dict[str | None, int] = {None: 0, "w": 1 << COLOUR_SHIFT, "b": 2 << COLOUR_SHIFT}
_OTHER_COLOUR = 3 << COLOUR_SHIFT


ROUND_COLUMNS = "round columns"
"""The key of Context._cache under which Context.build leaves the records' columns when every round means what its
record says (no TRF 299 adjustment): round_codes reads them. A view made otherwise (the Fore Buchholz view, a team's
views) has none: round_codes reads its lists."""


class RoundCodes(NamedTuple):
    """Every participant's rounds as whole numbers, round by round (participants in the order of Context.kinds): a
    round's code packs its kind, colour and points (KIND_BITS, COLOUR_SHIFT, POINTS_SHIFT), so that what the rules
    of Art. 7 read of a round is one number, and two rounds alike are the same number."""

    codes: list[Sequence[int]]  # round by round (index), one code per participant; NO_ROUND past his last round
    opponents: list[Sequence[int]]  # round by round, each participant's opponent's position; len(kinds) for no one
    spread: int
    """Bits that hold any code of this view: every code lies within ±2**(spread - 1), so that code + (other <<
    spread) is one number per pair of codes."""


@dataclass
class Context:
    """One tournament under one rule set, options and cut-off round: per-round data in score units."""

    tournament: Tournament
    rules: str
    options: Options
    last_round: int  # rounds 1..last_round are considered
    round_robin: bool
    kinds: dict[int, list[ResultKind]]
    opponents: dict[int, list[int | None]]
    colours: dict[int, list[str | None]]
    points: dict[int, list[int]]  # units per round
    unit: int  # units per point (the scoring denominator)
    fore: bool = False  # True for the Fore Buchholz view (8.3)
    notices: list[Notice] = field(default_factory=list)  # what choosing the rules or the round had to assume
    # (standings.rule_notices, added by standings.context)
    _cache: dict[object, object] = field(default_factory=dict, init=False)
    # the tables computed once (element_table, rating.ratings ...), which read the fields above: not an argument,
    # so that a context made from another (dataclasses.replace, with other options) starts with an empty one

    @classmethod
    def build(
        cls, t: Tournament, rules: str | None = None, options: Options | None = None, after_round: int | None = None
    ) -> Context:
        """Prepare a tournament for the tie-break functions; the arguments as ``check_arguments`` checks them
        (``standings.context`` does). after_round None: every scheduled round."""
        opts = options or Options()
        last = t.rounds if after_round is None else after_round
        adjusted = {tpn: p.adjustments for tpn, p in t.players.items() if p.adjustments}
        unit = lcm(t.scoring.denominator, *(extra.denominator for a in adjusted.values() for _, extra in a))
        columns = handed_over(t) or checked_columns(t)
        kinds, opponents, colours, points = cls.by_player(t, columns, last, unit)
        for tpn, adjustments in adjusted.items():  # TRF 299 (A19): in its round; a whole-event one in the last round
            for r, extra in adjustments:
                if last and r <= last:
                    points[tpn][(r or last) - 1] += int(extra * unit)
        made = cls(
            tournament=t,
            rules=rules_for(t, rules),
            options=opts,
            last_round=last,
            round_robin=is_round_robin(t, opts.event),
            kinds=kinds,
            opponents=opponents,
            colours=colours,
            points=points,
            unit=unit,
        )
        if not adjusted:  # each round as its record has it: round_codes may read the columns
            made._cache[ROUND_COLUMNS] = columns
        return made

    @staticmethod
    def by_player(t: Tournament, columns: RoundColumns, last: int, unit: int) -> ByPlayer:
        """Each player's kinds, opponents, colours and points (units) of rounds 1 to last, sliced from the columns of
        the records (model.RoundColumns: the reader's, else made from the records). A round's kind and points follow
        from its result code alone (RoundColumns.by_code) unless a record made in code has a + - or game result
        without an opponent: then from the code and the absence of the opponent."""
        keys = round_keys(columns)
        meant = round_meanings(keys, t.scoring, unit)
        kind, units = {key: m[0] for key, m in meant.items()}, {key: m[1] for key, m in meant.items()}
        all_kinds, all_points = list(map(kind.__getitem__, keys)), list(map(units.__getitem__, keys))
        lengths = columns.lengths
        starts = list(accumulate(lengths, initial=0))
        ends = list(map(add, starts, map(min, lengths, repeat(last))))
        rounds = list(map(slice, starts, ends))
        players = list(t.players)
        return (
            dict(zip(players, map(all_kinds.__getitem__, rounds), strict=True)),
            dict(zip(players, map(columns.opponents.__getitem__, rounds), strict=True)),
            dict(zip(players, map(columns.colours.__getitem__, rounds), strict=True)),
            dict(zip(players, map(all_points.__getitem__, rounds), strict=True)),
        )

    # -- scoring -----------------------------------------------------------------------------------
    @cached_property
    def win(self) -> int:
        """Points for a win, in units."""
        return int(self.tournament.scoring.win * self.unit)

    @cached_property
    def draw(self) -> int:
        """Points for a draw, in units."""
        return int(self.tournament.scoring.draw * self.unit)

    @cached_property
    def totals(self) -> dict[int, int]:
        """Each participant's score (units)."""
        return dict(zip(self.points, map(sum, self.points.values()), strict=True))

    def value(self, units: int, scale: int = 1) -> Fraction | int:
        """Units (or units² for products, scale 2) back to points: an int when whole, else a Fraction."""
        return self._points(self.unit**scale)[units]

    def values(self, units: dict[int, int], scale: int = 1) -> dict[int, Value]:
        """value for everyone: each participant's units back to points."""
        made = self._points(self.unit**scale)
        points: dict[int, Value] = dict(zip(units, map(made.__getitem__, units.values()), strict=True))
        return points

    def fractions(self, numerators: dict[int, int | None], denominator: int) -> dict[int, Value]:
        """Each participant's numerator over one denominator (None stays None), made as value makes them: one
        object per number (a column repeats a few hundred values)."""
        made = self._points(denominator)
        return dict(zip(numerators, [None if n is None else made[n] for n in numerators.values()], strict=True))

    def _points(self, denominator: int) -> Points:
        known = self._denominators.get(denominator)
        if known is None:
            known = self._denominators[denominator] = Points(denominator)
        return known

    @cached_property
    def _denominators(self) -> dict[int, Points]:
        return {}

    @property
    def rounds(self) -> range:
        """Round indexes 0 .. last_round − 1."""
        return range(self.last_round)

    @cached_property
    def since_2026(self) -> bool:
        """True under the C.07 edition in force from 1 March 2026."""
        return self.rules == "fide-2026"

    @cached_property
    def virtual_opponent(self) -> bool:
        """True under the text before the 2023 rewrite (fide-2017) in a Swiss event: C.02 13.15."""
        return self.rules == "fide-2017" and not self.round_robin

    # -- the rounds as numbers (Arts. 7 and 16) -----------------------------------------------------
    @cached_property
    def round_codes(self) -> RoundCodes:
        """The RoundCodes of this view, made on first use: one pass over each participant's rows, then cut into
        rounds (by slicing when everyone has as many rounds, else padded with NO_ROUND and no one)."""
        rows = self.kinds.values()
        everyone = len(rows)
        place: dict[int | None, int] = dict(zip(self.kinds, range(everyone), strict=False))  # range: as long
        place[None] = everyone
        columns = self._cache.get(ROUND_COLUMNS)
        if isinstance(columns, RoundColumns) and len(set(columns.lengths)) == 1:
            return self._round_codes_of_columns(columns, place)
        points = list(chain.from_iterable(self.points.values()))
        kinds = map(_KIND_NUMBER.__getitem__, map(id, chain.from_iterable(rows)))
        colours = map(_COLOUR_NUMBER.get, chain.from_iterable(self.colours.values()), repeat(_OTHER_COLOUR))
        codes = list(map(add, map(add, kinds, colours), map(lshift, points, repeat(POINTS_SHIFT))))
        opponents = list(map(place.__getitem__, chain.from_iterable(self.opponents.values())))
        spread = POINTS_SHIFT + 1 + max(map(abs, points), default=0).bit_length()
        lengths = set(map(len, rows))
        if len(lengths) <= 1:  # everyone has the same rounds: round r is every n-th code from r
            n = lengths.pop() if lengths else 0
            return RoundCodes([codes[r::n] for r in range(n)], [opponents[r::n] for r in range(n)], spread)
        starts = list(accumulate(map(len, rows), initial=0))
        cuts = list(map(slice, starts, starts[1:]))
        return RoundCodes(
            list(zip_longest(*map(codes.__getitem__, cuts), fillvalue=NO_ROUND)),
            list(zip_longest(*map(opponents.__getitem__, cuts), fillvalue=everyone)),
            spread,
        )

    def _round_codes_of_columns(self, columns: RoundColumns, place: dict[int | None, int]) -> RoundCodes:
        """round_codes read from the records' columns (Context.build's, each player with as many records): a code per
        result code and absence of an opponent (round_keys), and the colour; round r is every n-th record from r."""
        keys = round_keys(columns)
        meant = round_meanings(keys, self.tournament.scoring, self.unit)
        code = {key: _KIND_NUMBER[id(kind)] + (units << POINTS_SHIFT) for key, (kind, units) in meant.items()}
        colours = map(_COLOUR_NUMBER.get, columns.colours, repeat(_OTHER_COLOUR))
        codes = list(map(add, map(code.__getitem__, keys), colours))
        opponents = list(map(place.__getitem__, columns.opponents))
        spread = POINTS_SHIFT + 1 + max((abs(units) for _, units in meant.values()), default=0).bit_length()
        n = columns.lengths[0]
        rounds = range(min(n, self.last_round))
        return RoundCodes([codes[r::n] for r in rounds], [opponents[r::n] for r in rounds], spread)

    @cached_property
    def no_negative_points(self) -> bool:
        """True when no round of this view gives anyone negative points (what C.07 6.3's shortcut needs)."""
        return min(map(min, filter(None, self.points.values())), default=0) >= 0

    # -- Art. 16 ----------------------------------------------------------------------------------
    def category(self, p: int, r: int) -> str | None:
        """C.07 16.2: the category of p's unplayed round r (index), None for a game played (fide-2017: 13.15.2)."""
        k = self.kinds[p][r]
        if self.virtual_opponent:
            return None if k.played else "13.15.2"
        if k in (K.PAB, K.FPB):
            return "16.2.1"
        if k is K.FORFEIT_WIN:
            return "16.2.2"
        if k is K.FORFEIT_LOSS:
            return "16.2.4"
        if k in (K.HPB, K.ZPB):
            return "16.2.3" if self.later_round_not_voluntary(p, r) else "16.2.5"
        return None

    def later_round_not_voluntary(self, p: int, r: int) -> bool:
        """16.2.3: a requested bye followed by at least one round that is not a VUR."""
        return self.last_not_voluntary[p] > r

    @cached_property
    def last_not_voluntary(self) -> dict[int, int]:
        """Each participant's last round (index) that is not a VUR, -1 for none: 16.2.3 in constant time, so
        that scheduled rounds not played cost nothing per round."""
        return {
            p: max((r for r, k in enumerate(kinds) if not k.voluntary), default=-1) for p, kinds in self.kinds.items()
        }

    def adjusted_score(self, p: int) -> int:
        """C.07 16.3: p's score as its opponents see it: 16.2.5 rounds count as draws."""
        return self.adjusted_scores[p]

    @cached_property
    def adjusted_scores(self) -> dict[int, int]:
        """16.3 for everyone (units). In pre-determined pairings the score itself (15.2)."""
        if self.round_robin:
            return self.totals
        if self.virtual_opponent:
            return {
                p: virtual_opponent.adjusted_score(kinds, self.points[p], self.draw) for p, kinds in self.kinds.items()
            }
        adjusted = dict(self.totals)
        for p in [p for p, kinds in self.kinds.items() if kinds and kinds[-1].voluntary]:  # others: the score itself
            kinds = self.kinds[p]
            for r in range(len(kinds) - 1, -1, -1):  # the trailing run of VURs holds the 16.2.5 byes
                kind = kinds[r]
                if not kind.voluntary:
                    break
                if kind is not K.FORFEIT_LOSS:
                    adjusted[p] += self.draw - self.points[p][r]
        return adjusted

    def dummy_score(self, p: int, r: int) -> int:
        """C.07 16.4: the dummy opponent of p's unplayed round r scores p's own score, capped from 2026.
        fide-2017: the virtual opponent of C.02 13.15.2."""
        if self.virtual_opponent:
            loss = int(self.tournament.scoring.loss * self.unit)
            return virtual_opponent.virtual_opponent_score(
                self.points[p], r, self.last_round, self.win, self.draw, loss
            )
        if self.since_2026 and self.kinds[p][r].forfeit:
            opponent = self.opponents[p][r]
            assert opponent is not None
            return self.forfeit_dummy_score(p, opponent)  # 16.4.1
        return self.dummy_scores[p]  # 16.4.2

    def forfeit_dummy_score(self, p: int, opponent: int) -> int:
        """C.07 16.4.1 (2026): the dummy of a forfeit scores p's own score, at most the absent opponent's adjusted
        score (16.3)."""
        return min(self.totals[p], self.adjusted_scores[opponent])

    @cached_property
    def dummy_scores(self) -> dict[int, int]:
        """C.07 16.4 for everyone, the dummy of any unplayed round but a 2026 forfeit (forfeit_dummy_score): p's own
        score, capped from 2026 at a draw in every round (16.4.2, dummy_cap). Not the virtual opponent of
        fide-2017 (dummy_score). Read only."""
        if not self.since_2026:
            return self.totals
        cap = self.dummy_cap
        return dict(zip(self.totals, map(min, self.totals.values(), repeat(cap)), strict=True))

    @cached_property
    def dummy_cap(self) -> int:
        """16.4.2: a draw in every round of the tournament (cap_rounds), in units."""
        return self.draw * self.cap_rounds()

    def cap_rounds(self) -> int:
        """16.4.2 'number of rounds of the tournament' (decision cap_rounds)."""
        return self.tournament.rounds if self.options.cap_rounds == "scheduled" else self.last_round

    def voluntary(self, p: int, r: int) -> bool:
        """C.07 16.1.2: round r of p is a VUR (Swiss events only; 15.2 has none; fide-2017 has no VURs)."""
        return not self.round_robin and not self.virtual_opponent and self.kinds[p][r].voluntary

    @cached_property
    def opponent_columns(self) -> list[tuple[int | None, ...]]:
        """Round by round (index), every participant's opponent (start rank, None for none) in the order of kinds:
        the opponents as columns, made once per tournament and shared with the fore view (8.3). Read only."""
        return list(zip_longest(*self.opponents.values()))  # None past a participant's last round

    @cached_property
    def not_over_the_board(self) -> list[list[int]]:
        """Round by round (index), the positions (in the order of kinds) of the participants whose round was not a
        game over the board: the rounds Art. 16 is about, found in one pass per round for everyone. Read only."""
        everyone = range(len(self.kinds))
        rounds = zip_longest(*self.kinds.values(), fillvalue=K.WIN)  # a game: nothing past a participant's last round
        return [list(compress(everyone, map(not_, map(PLAYED, kinds)))) for kinds in rounds]

    @cached_property
    def games_over_the_board(self) -> dict[int, list[bool]]:
        """Only for the participants with a round not played over the board (not_over_the_board): which of their
        rounds were games. Read only."""
        players, kinds = list(self.kinds), list(self.kinds.values())
        found: dict[int, list[bool]] = {}
        for r, positions in enumerate(self.not_over_the_board):
            for i in positions:
                games = found.get(i)
                if games is None:
                    games = found[i] = [True] * len(kinds[i])
                games[r] = False
        return {players[i]: found[i] for i in sorted(found)}

    @cached_property
    def over_the_board(self) -> dict[int, list[int]]:
        """Each participant's opponents in the games played over the board, in round order (AOB 8.2, Art. 10); a
        game played always has an opponent."""
        games = self.games_over_the_board
        return {
            p: list(compress(opponents, games[p])) if p in games else opponents[:]  # type: ignore[arg-type,misc]
            for p, opponents in self.opponents.items()
        }

    def counts_as_game(self, p: int, r: int, forfeits_played: bool = False) -> bool:
        """A game with an opponent: over the board; forfeits too under /P or 15.2."""
        k = self.kinds[p][r]
        return k.played or (k.forfeit and self.opponents[p][r] is not None and (forfeits_played or self.round_robin))

    # -- 8.3 Fore Buchholz ------------------------------------------------------------------------
    def fore_view(self) -> Context:
        """C.07 8.3: the tournament as if every game paired for the final round had ended in a draw.

        Standings after an earlier round have no final round yet: FB equals BH there (as FIDE's checker)."""
        if self.last_round < self.tournament.rounds:
            return self
        key = "fore"
        cached = self._cache.get(key)
        if cached is None:
            last = self.last_round - 1
            kinds, points = dict(self.kinds), dict(self.points)  # a participant without a final game: as he was
            if last >= 0:  # those paired in the final round: a draw there
                final_opponents = map(itemgetter(last), self.opponents.values())
                paired = list(compress(self.opponents, map(is_not, final_opponents, repeat(None))))
                before = itemgetter(slice(0, last))
                drawn_kinds = map(add, map(before, map(kinds.__getitem__, paired)), repeat([K.DRAW]))
                drawn_points = map(add, map(before, map(points.__getitem__, paired)), repeat([self.draw]))
                kinds.update(zip(paired, drawn_kinds, strict=True))
                points.update(zip(paired, drawn_points, strict=True))
            cached = replace(self, kinds=kinds, points=points, fore=True)
            if last >= 0:
                self.share_with_fore_view(cached, paired)
            self._cache[key] = cached
        assert isinstance(cached, Context)
        return cached

    def share_with_fore_view(self, fore: Context, paired: list[int]) -> None:
        """What the fore view (8.3) takes from this view instead of walking every round again: the opponents
        (unchanged), the scores (the final round's points become a draw's for those paired in it), and the rounds
        not over the board (the same before the final round; in it, those paired there now have a game)."""
        last = self.last_round - 1
        fore.opponent_columns = columns = self.opponent_columns
        totals = self.totals
        final = map(itemgetter(last), map(self.points.__getitem__, paired))
        drawn = map(add, map(sub, map(totals.__getitem__, paired), final), repeat(self.draw))
        fore.totals = {**totals, **dict(zip(paired, drawn, strict=True))}
        unpaired = [i for i in self.not_over_the_board[last] if columns[last][i] is None]
        fore.not_over_the_board = [*self.not_over_the_board[:last], unpaired]


class Element(NamedTuple):
    """One round's element of a Buchholz-type sum: the opponent's (or the dummy's) score."""

    round: int  # 1-based
    opponent: int | None
    kind: ResultKind
    category: str | None  # 16.2 category of an unplayed round
    opp_score: int  # units
    points: int  # units p received in the round
    vur: bool
    dummy: bool


class ElementTable(NamedTuple):
    """The elements of the Buchholz-type sums (8.1, 8.3, 9.1) for everyone, in units: per participant, in round
    order, one element per round (C.07 8.1 with Art. 15–16). Read only: the lists may be the context's own."""

    scores: Mapping[int, Sequence[int]]  # the opponent's adjusted score (16.3) or the dummy's (16.4), one per element
    points: Mapping[int, Sequence[int]]  # the points the participant received in the element's round
    vurs: Mapping[int, list[bool]]  # only the participants with a VUR (16.5): which of their elements are VURs


def element_table(ctx: Context, forfeits_played: bool = False) -> ElementTable:
    """C.07 8.1 with Art. 15–16 for everyone: the numbers of opponent_elements, computed once per context and
    shared by BH, its cuts and medians, FB, AOB, SB and its cuts: round by round in a Swiss event whose
    participants all have every round (elements_by_round), else participant by participant."""
    key = ("element table", forfeits_played)
    cached = ctx._cache.get(key)
    if cached is not None:
        return cached  # type: ignore[return-value]
    uniform = set(map(len, ctx.kinds.values())) <= {ctx.last_round}
    by_round = uniform and ctx.last_round > 0 and not ctx.round_robin
    table = elements_by_round(ctx, forfeits_played) if by_round else elements_by_participant(ctx, forfeits_played)
    ctx._cache[key] = table
    return table


def elements_by_round(ctx: Context, forfeits_played: bool) -> ElementTable:
    """element_table of a Swiss event, one column per round: the opponents' adjusted scores (16.3) in one pass,
    then only the rounds not played over the board (Context.not_over_the_board), one by one: a forfeit counted as
    a game (/P) keeps its opponent's score, any other round takes the dummy's (16.4: Context.dummy_scores and
    forfeit_dummy_score, as Context.dummy_score) and is a VUR per 16.1.2."""
    players, kinds = list(ctx.kinds), list(ctx.kinds.values())
    opponents: list[tuple[Any, ...]] = ctx.opponent_columns  # a forfeit's opponent is never None (model)
    score_of = ctx.adjusted_scores.get
    columns = [list(map(score_of, column)) for column in opponents]
    dummies = list(ctx.dummy_scores.values())  # 16.4.2, in the order of players
    since_2026, virtual, forfeit_dummy = ctx.since_2026, ctx.virtual_opponent, ctx.forfeit_dummy_score
    voluntary: list[tuple[int, int]] = []  # (position, round) of each VUR
    for r, positions in enumerate(ctx.not_over_the_board):
        column, opponent = columns[r], opponents[r]
        for i in positions:
            kind = kinds[i][r]
            if virtual:  # C.02 13.15.2: no VUR
                if not (kind.forfeit and forfeits_played and opponent[i] is not None):
                    column[i] = ctx.dummy_score(players[i], r)
                continue
            if kind.forfeit:
                if forfeits_played and opponent[i] is not None:  # counts_as_game
                    continue
                column[i] = forfeit_dummy(players[i], opponent[i]) if since_2026 else dummies[i]  # 16.4.1
            else:
                column[i] = dummies[i]  # 16.4.2
            if kind.voluntary:
                voluntary.append((i, r))
    vurs: dict[int, list[bool]] = {}
    for i, r in voluntary:
        flags = vurs.get(players[i])
        if flags is None:
            flags = vurs[players[i]] = [False] * len(columns)
        flags[r] = True
    return ElementTable(dict(zip(players, zip(*columns, strict=True), strict=True)), dict(ctx.points), vurs)


def elements_by_participant(ctx: Context, forfeits_played: bool) -> ElementTable:
    """element_table of any event, participant by participant: a game over the board is the opponent's adjusted
    score (16.3); only the participants with another kind of round need Art. 15–16, round by round."""
    forfeit_is_game = forfeits_played or ctx.round_robin
    has_vurs = not ctx.round_robin and not ctx.virtual_opponent  # C.07 16.1.2 (ctx.voluntary)
    score_of = ctx.adjusted_scores.get
    scores: dict[int, list[int]] = {p: list(map(score_of, opponents)) for p, opponents in ctx.opponents.items()}  # type: ignore[arg-type]
    points = dict(ctx.points)
    vurs = {}
    round_robin, dummy_score = ctx.round_robin, ctx.dummy_score
    for p, over_the_board in ctx.games_over_the_board.items():  # the others played every round
        kinds, opponents, own = ctx.kinds[p], ctx.opponents[p], scores[p]
        games, flags = over_the_board[:], [False] * len(kinds)
        for r in compress(range(len(kinds)), map(not_, games)):
            kind = kinds[r]
            if kind.forfeit and forfeit_is_game and opponents[r] is not None:  # counts_as_game
                games[r] = True
            elif not round_robin:  # 16.4: the dummy's score; a VUR per 16.1.2
                own[r] = dummy_score(p, r)
                flags[r] = has_vurs and kind.voluntary
        if round_robin:  # 15.2: no opponent, no element (and no VUR)
            scores[p], points[p] = list(compress(own, games)), list(compress(points[p], games))
        elif True in flags:
            vurs[p] = flags
    return ElementTable(scores, points, vurs)


def opponent_elements(ctx: Context, p: int, forfeits_played: bool = False) -> list[Element]:
    """C.07 8.1 with Art. 15–16: one element per round — opponent's adjusted score, or the dummy's score."""
    key = ("elements", p, forfeits_played)
    cached = ctx._cache.get(key)
    if cached is not None:
        return cached  # type: ignore[return-value]
    elements = []
    kinds, opponents, points = ctx.kinds[p], ctx.opponents[p], ctx.points[p]
    forfeit_is_game = forfeits_played or ctx.round_robin
    adjusted = ctx.adjusted_scores
    for r in ctx.rounds:
        kind = kinds[r]
        opponent = opponents[r]
        pts = points[r]
        if kind.played or (kind.forfeit and forfeit_is_game and opponent is not None):  # counts_as_game
            assert opponent is not None
            score = adjusted[opponent]
            elements.append(Element(r + 1, opponent, kind, None, score, pts, False, False))
        elif ctx.round_robin:
            continue  # 15.2: no opponent, no element
        else:
            score = ctx.dummy_score(p, r)
            elements.append(Element(r + 1, opponent, kind, ctx.category(p, r), score, pts, ctx.voluntary(p, r), True))
    ctx._cache[key] = elements
    return elements


def dummy_note(ctx: Context, p: int, r: int) -> str:
    """Explain the dummy of 16.4 and the cap that applied."""
    if ctx.virtual_opponent:
        before = Fraction(sum(ctx.points[p][:r]), ctx.unit)
        rest = ctx.last_round - (r + 1)
        draws = Fraction(ctx.draw * rest, ctx.unit)
        score = Fraction(ctx.dummy_score(p, r), ctx.unit)
        return Message(
            "note.virtual_opponent",
            before=before,
            result=score - before - draws,
            rest=rest,
            draw=Fraction(ctx.draw, ctx.unit),
            score=score,
        )
    own = Fraction(ctx.totals[p], ctx.unit)
    if not ctx.since_2026:
        return Message("note.dummy_own", own=own)
    if ctx.kinds[p][r].forfeit:
        opponent = ctx.opponents[p][r]
        assert opponent is not None
        adj = Fraction(ctx.adjusted_score(opponent), ctx.unit)
        return Message("note.dummy_forfeit", own=own, opponent=opponent, adjusted=adj)
    cap = Fraction(ctx.dummy_cap, ctx.unit)
    return Message("note.dummy_cap", own=own, cap=cap)
