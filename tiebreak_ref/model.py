"""The tournament as the regulations see it: participants, rounds, results and the scoring system."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields
from datetime import date
from enum import Enum
from fractions import Fraction
from itertools import chain, compress, count, repeat
from math import lcm
from operator import attrgetter, eq, is_, is_not, itemgetter, not_
from typing import Literal, NamedTuple, TypeVar

from .errors import ArgumentError, Notice, check_fields
from .errors import InputError as InputError  # re-exported: it lives in errors.py

T = TypeVar("T")

Value = Fraction | int | None
"""A tie-break value: exact, or None when undefined (e.g. ARO without a game over the board)."""


class ResultKind(Enum):
    """What happened to a participant in one round (C.07 Art. 15–16 vocabulary)."""

    #       label                    played forfeit voluntary (16.1.2)
    WIN = ("win", True, False, False)  # over the board
    DRAW = ("draw", True, False, False)
    LOSS = ("loss", True, False, False)
    FORFEIT_WIN = ("forfeit win", False, True, False)  # 16.2.2
    FORFEIT_LOSS = ("forfeit loss", False, True, True)  # 16.2.4
    PAB = ("pairing-allocated bye", False, False, False)  # 16.2.1
    FPB = ("full-point bye", False, False, False)  # 16.2.1
    HPB = ("half-point bye", False, False, True)  # requested bye, 16.1.1
    ZPB = ("zero-point bye", False, False, True)  # requested bye or absence, 16.1.1

    def __init__(self, label: str, played: bool, forfeit: bool, voluntary: bool) -> None:
        self.label = label
        self.played = played
        """True for a game played over the board."""
        self.forfeit = forfeit
        """True for a forfeit win or loss."""
        self.voluntary = voluntary
        """C.07 16.1.2: a VUR is a requested bye (HPB, ZPB) or a forfeit loss."""


# TRF result code -> (kind, scoring key). Codes W/D/L are games that lasted less than one move
# (played, not rated); X is an unknown result (TRF-2026), scored as a draw.
RESULT_CODES: dict[str, tuple[ResultKind, str]] = {
    "1": (ResultKind.WIN, "W"),
    "=": (ResultKind.DRAW, "D"),
    "0": (ResultKind.LOSS, "L"),
    "W": (ResultKind.WIN, "W"),
    "D": (ResultKind.DRAW, "D"),
    "L": (ResultKind.LOSS, "L"),
    "X": (ResultKind.DRAW, "X"),
    "+": (ResultKind.FORFEIT_WIN, "FW"),
    "-": (ResultKind.FORFEIT_LOSS, "FL"),
    "U": (ResultKind.PAB, "PAB"),
    "F": (ResultKind.FPB, "FPB"),
    "H": (ResultKind.HPB, "HPB"),
    "Z": (ResultKind.ZPB, "ZPB"),
    " ": (ResultKind.ZPB, "ZPB"),
}
COMPLEMENT = {"1": "0L", "0": "1W", "=": "=D", "W": "L0", "L": "W1", "D": "D=", "+": "-", "-": "+-", "X": "X", " ": " "}
"""The results that may face each result code on the other side of one pairing (a double forfeit is - against -; a
blank, a pairing still waiting for its result, faces a blank)."""
UNPAIRED_CODES = "HFUZ"
"""The result codes of a round without an opponent (byes); a blank may have one or not. The TRF reader gives an
opponent to every other code (it reads the opponent-less ``+ - =`` of TRF-06 files as F Z H), so what it reads
means what its code alone says (RESULT_CODES, ``meaning``)."""


@dataclass(frozen=True)
class ScoringSystem:
    """Points for each kind of result (TRF-2026 record 162, JaVaFo XXS). Defaults: 1 / ½ / 0."""

    win: Fraction = Fraction(1)
    draw: Fraction = Fraction(1, 2)
    loss: Fraction = Fraction(0)
    forfeit_win: Fraction = Fraction(1)
    forfeit_loss: Fraction = Fraction(0)
    pab: Fraction = Fraction(1)
    fpb: Fraction = Fraction(1)
    hpb: Fraction = Fraction(1, 2)
    zpb: Fraction = Fraction(0)
    unknown: Fraction = Fraction(1, 2)

    def points(self, key: str) -> Fraction:
        """Points for a scoring key of RESULT_CODES."""
        return {
            "W": self.win,
            "D": self.draw,
            "L": self.loss,
            "X": self.unknown,
            "FW": self.forfeit_win,
            "FL": self.forfeit_loss,
            "PAB": self.pab,
            "FPB": self.fpb,
            "HPB": self.hpb,
            "ZPB": self.zpb,
        }[key]

    @property
    def is_standard(self) -> bool:
        """True for the classic 1 / ½ / 0 system with byes and forfeits at their usual values."""
        return self == ScoringSystem()

    @property
    def denominator(self) -> int:
        """The smallest d such that every score is a whole number of 1/d points."""
        values = (
            self.win,
            self.draw,
            self.loss,
            self.forfeit_win,
            self.forfeit_loss,
            self.pab,
            self.fpb,
            self.hpb,
            self.zpb,
            self.unknown,
        )
        return lcm(*(v.denominator for v in values))


class RoundRecord(NamedTuple):
    """One participant's round as written in the TRF: opponent, colour and result code."""

    round: int
    opponent: int | None  # start rank of the scheduled opponent, None for a bye / not paired
    colour: str | None  # "w", "b" or None
    code: str  # the TRF result code, upper case; " " for a blank (not paired)

    @property
    def kind(self) -> ResultKind:
        """The kind of round (an opponent-less + or - is a full-point bye or an absence)."""
        return kind_of(self.code, self.opponent is None)

    def points(self, scoring: ScoringSystem) -> Fraction:
        """Points awarded for this round."""
        return points_of(self.code, self.opponent is None, scoring)


def records_of(opponents: Iterable[int | None], colours: Iterable[str | None], codes: str) -> tuple[RoundRecord, ...]:
    """The RoundRecords of rounds 1, 2 ... from their columns (opponents, colours and result codes, as RoundRecord has
    them), as many as there are codes."""
    return tuple(
        map(
            tuple.__new__,  # RoundRecord(r, opponent, colour, code) without the call of its __new__
            repeat(RoundRecord),
            zip(count(1), opponents, colours, codes),
        )
    )


def kind_of(code: str, unpaired: bool) -> ResultKind:
    """The kind of a round from its result code and whether it has no opponent: RESULT_CODES, except that without
    an opponent a + is a full-point bye, and a - or a game result a zero-point bye."""
    kind = RESULT_CODES[code][0]
    if unpaired and kind is ResultKind.FORFEIT_WIN:
        return ResultKind.FPB
    if unpaired and (kind is ResultKind.FORFEIT_LOSS or kind.played):
        return ResultKind.ZPB
    return kind


def points_of(code: str, unpaired: bool, scoring: ScoringSystem) -> Fraction:
    """The points of a round from its result code and whether it has no opponent: the code's (RESULT_CODES), except
    that an opponent-less + or - scores as the bye it is (kind_of); a game result without an opponent keeps its."""
    if unpaired and code in ("+", "-"):
        return scoring.fpb if code == "+" else scoring.zpb
    return scoring.points(RESULT_CODES[code][1])


class _RoundsOnFirstUse:
    """``Player.rounds`` of a Player that players_of_columns made (the TRF reader's): its RoundRecords made on
    first use from the columns they were read into, and kept (as a functools.cached_property keeps its value); a
    Player made by its __init__ has its rounds in its __dict__, which comes first. Not a regulation: the records are
    made only when asked for (the tie-breaks read the columns: issue 16). Two threads asking first at the same moment
    may each make them: equal tuples, one of them kept (records cannot change, so no lock, unlike Standings.rows)."""

    def __get__(self, player: Player | None, owner: type | None = None) -> tuple[RoundRecord, ...]:
        if player is None:  # the class's: the field's default
            return ()
        state = vars(player)
        source = state.get(_FROM_COLUMNS)
        if source is None:  # made meanwhile (by another thread), or a Player without its fields
            if "rounds" in state:
                made: tuple[RoundRecord, ...] = state["rounds"]
                return made
            raise AttributeError("rounds")
        opponents, colours, codes, start = source
        stop = start + len(codes)
        made = state["rounds"] = records_of(opponents[start:stop], colours[start:stop], codes)
        state.pop(_FROM_COLUMNS, None)  # (its vars are now those of a Player made by its __init__)
        return made


_FROM_COLUMNS = "_rounds_from_columns"
"""The attribute of a Player that players_of made from columns: (opponents, colours, codes, start), its rounds being
the ``len(codes)`` entries of the opponents and colours from ``start``, with those codes (_RoundsOnFirstUse)."""


@dataclass(frozen=True)
class Player:
    """A participant: TRF record 001. ``rounds``: the records of rounds 1, 2 ... in order; fewer than the
    tournament's rounds leave him not paired in the last ones, as a short 001 line (Tournament says how)."""

    tpn: int
    name: str
    rating: int | None = None  # None = unrated
    sex: str = ""
    title: str = ""
    federation: str = ""
    fide_id: str = ""
    birth: str = ""
    declared_points: Fraction | None = None
    declared_rank: int | None = None
    rounds: tuple[RoundRecord, ...] = _RoundsOnFirstUse()  # type: ignore[assignment]  # default (): see its __get__
    adjustments: tuple[tuple[int, Fraction], ...] = ()  # TRF 299: (round, points added); round 0 = the event
    line: int = field(default=0, compare=False)  # line of the 001 record in the source (0 = built in code);
    # provenance, not data: two equal players may come from different lines

    def __getstate__(self) -> dict[str, object]:
        """Pickled and copied with its rounds as records (made now if they were not yet), not the columns."""
        _ = self.rounds
        return vars(self)


def fields_in_dict(cls: type) -> tuple[str, ...]:
    """The field names of a dataclass whose instances keep their fields in their __dict__, so that filling that
    __dict__ (players_of) makes what its __init__ makes; TypeError for a class with a __post_init__ (filling the
    __dict__ would skip it) or with __slots__ (no __dict__ to fill), itself or in a base class."""
    if hasattr(cls, "__post_init__") or any("__slots__" in vars(base) for base in cls.__mro__[:-1]):
        raise TypeError(
            f"found a __post_init__ or __slots__ in {cls.__name__}; expected a dataclass whose fields are all its "
            "__init__ sets, in its __dict__ (model.players_of fills the __dict__ without calling __init__)"
        )
    return tuple(f.name for f in fields(cls))


PLAYER_FIELDS = fields_in_dict(Player)
_BUT_ROUNDS = tuple(name for name in PLAYER_FIELDS if name != "rounds")


def players_of(rows: Iterable[tuple[object, ...]]) -> list[Player]:
    """Players from their fields in the order of PLAYER_FIELDS, many at once: each is what ``Player(*row)`` makes (a
    frozen dataclass without __post_init__ keeps its fields in its __dict__; a test holds them equal), without the
    frozen __init__'s object.__setattr__ for every field, which takes half the time of making a player. One row at a
    time: the rows are not all kept."""
    return list(map(_player_of, rows))


def _player_of(row: tuple[object, ...]) -> Player:
    player: Player = object.__new__(Player)
    player.__dict__.update(zip(PLAYER_FIELDS, row, strict=True))  # (its __dict__ shares the keys of the class's)
    return player


def players_of_columns(
    rows: Iterable[tuple[object, ...]], opponents: list[int | None], colours: list[str | None], codes: str, rounds: int
) -> list[Player]:
    """players_of for rows of every field but ``rounds`` (the TRF reader's fast path), the players' rounds being in
    columns, ``rounds`` of them for each player, one player after the other: each player's RoundRecords are made on
    the first use of its ``rounds`` (_RoundsOnFirstUse). Equal to what players_of makes, and so are their repr,
    pickle and dataclasses.replace (a test holds them so)."""
    code_slices = map(codes.__getitem__, map(slice, count(0, rounds), count(rounds, rounds)))
    sources = zip(repeat(opponents), repeat(colours), code_slices, count(0, rounds))
    return list(map(_player_of_columns, rows, sources))


def _player_of_columns(row: tuple[object, ...], source: tuple[object, ...]) -> Player:
    player: Player = object.__new__(Player)
    state = player.__dict__
    state.update(zip(_BUT_ROUNDS, row, strict=True))
    state[_FROM_COLUMNS] = source
    return player


class EventType(Enum):
    """Pairing method: Swiss (C.07 Art. 16) or pre-determined pairings (Art. 15.2)."""

    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"


TEAM_RECORDS = ("013", "310")
"""The records that make a file a team event: the team compositions of TRF-16 (013) and TRF-2026 (310)."""


@dataclass(frozen=True)
class Tournament:
    """A tournament: header data, scoring system and participants keyed by start rank.

    One made in code is read as the TRF reader reads a file (every computation checks it first: checked_columns).
    A player with fewer round records than ``rounds`` is not paired in the rounds after his last: each a blank (no
    opponent, result " ", a zero-point bye), as the reader reads a 001 line that ends early. What the reader
    refuses in a file is an ArgumentError naming the player and the round: more records than ``rounds``; records
    not of rounds 1, 2 ... in order, each once; an unknown result code or colour; an opponent who is not in
    ``players``, or the player himself; a bye code with an opponent; a pairing whose other side does not name the
    player back in that round, or gives both one colour, or a result that does not face his (COMPLEMENT); an
    adjustment of a round not in 0 .. ``rounds``; a player under another start rank than his ``tpn``."""

    players: dict[int, Player]
    rounds: int  # scheduled number of rounds (XXR / 142, else the highest round present)
    scoring: ScoringSystem = field(default_factory=ScoringSystem)
    name: str = ""
    start_date: date | None = None
    event_type: EventType | None = None  # None: not declared in the file
    event_text: str = ""  # record 092, free text
    tiebreaks: tuple[str, ...] = ()  # TRF-2026 record 212 (or 202) as written
    source: str = "<tournament>"
    headers: tuple[tuple[str, str], ...] = ()  # other records, kept for writing the file back
    trf_version: str = "TRF16"
    notices: tuple[Notice, ...] = field(default=(), compare=False)
    """What the reader had to interpret (an old bye notation, an encoding ...), each located: see errors.Notice."""
    tiebreak_places: tuple[tuple[int, int], ...] = field(default=(), compare=False)
    """Line and column of each code of ``tiebreaks`` in the file ((0, 0) for one not written there)."""
    record_lines: tuple[tuple[str, int], ...] = field(default=(), compare=False)  # (record id, line) of headers

    def record_line(self, record: str) -> int:
        """The line of the first header record with this id (0 when the file has none)."""
        return next((line for rec, line in self.record_lines if rec == record), 0)

    @property
    def is_team(self) -> bool:
        """True for a team event: the file has team records (013 or 310, ``TEAM_RECORDS``)."""
        return any(record in TEAM_RECORDS for record, _ in self.headers)

    def player(self, tpn: int) -> Player:
        """The participant with start rank tpn."""
        return self.players[tpn]


class RoundColumns(NamedTuple):
    """Every player's rounds column by column: for the players in the order of Tournament.players, the opponents,
    colours and result codes of their records one player after the other (``round_columns``). The records stay the
    model; the TRF reader hands these over with the Tournament it made (each player with Tournament.rounds records)
    so that ``Context.build`` slices them instead of walking every RoundRecord again (issue 16)."""

    players: tuple[Player, ...]  # the Player objects they were read into
    opponents: list[int | None]
    colours: list[str | None]  # w, b or None, as the records have them
    codes: str
    by_code: bool
    """True when every round without an opponent has a code of UNPAIRED_CODES or a blank, so that each round means
    what its code alone says (kind_of, points_of): what the TRF reader reads always has."""
    lengths: list[int]
    """Each player's number of records (the TRF reader's: Tournament.rounds for everyone)."""


def round_columns(players: Iterable[Player], records: Iterable[Sequence[RoundRecord]] | None = None) -> RoundColumns:
    """The RoundColumns of the players' records, player after player; records: other rows of records for the same
    players, one row each (checked_columns's, padded)."""
    them = tuple(players)
    rows = [p.rounds for p in them] if records is None else list(records)
    rounds = tuple(chain.from_iterable(rows))
    opponents, codes = list(map(itemgetter(1), rounds)), "".join(map(itemgetter(3), rounds))
    unpaired = "".join(compress(codes, map(not_, opponents)))
    by_code = not unpaired.strip(UNPAIRED_CODES + " ")
    return RoundColumns(them, opponents, list(map(itemgetter(2), rounds)), codes, by_code, list(map(len, rows)))


def checked_columns(t: Tournament) -> RoundColumns:
    """The RoundColumns of a Tournament made in code, its records read as the TRF reader reads a file's 001 lines
    (trf/individual.py), else an ArgumentError naming the player and the round: what Tournament's docstring says.
    The reader's own tournaments need none of it (it has checked the file): Context.build takes their columns."""
    if not isinstance(t.rounds, int) or isinstance(t.rounds, bool) or t.rounds < 0:
        raise ArgumentError(f"found Tournament(rounds={t.rounds!r}); expected a whole number, 0 or more")
    if not isinstance(t.players, dict):
        raise ArgumentError(f"found {type(t.players).__name__} as Tournament.players; expected a dict of Players")
    for tpn, p in t.players.items():
        if not isinstance(p, Player) or p.tpn != tpn:
            raise ArgumentError(f"found {p!r} as Tournament.players[{tpn!r}]; expected a Player with tpn={tpn!r}")
    return plain_columns(t) or careful_columns(t)


def careful_columns(t: Tournament) -> RoundColumns:
    """checked_columns record by record: the first record the reader would refuse raises its ArgumentError."""
    records = {tpn: checked_records(t, tpn, p) for tpn, p in t.players.items()}
    for tpn, rows in records.items():
        for rec in rows:
            if rec.opponent is not None:
                check_pairing(tpn, rec, records[rec.opponent][rec.round - 1])
    return round_columns(t.players.values(), records.values())


def plain_columns(t: Tournament) -> RoundColumns | None:
    """The RoundColumns of checked_columns from a quick pass over whole columns and rounds (at C speed, as the
    reader's rounds_agree), or None when something needs the careful pass (careful_columns) to find it and name it.
    It accepts only what careful_columns accepts: records of the exact type RoundRecord, of rounds 1, 2 ... in order,
    known codes and colours, int opponents in ``players`` other than the player, no bye code with an opponent, both
    sides of each pairing agreeing (COMPLEMENT, opposite colours), adjustments of rounds 0 .. ``rounds``. On
    bench-9999x13.trf's players put in a new dict: 0.051 s CPU against 0.105 s for careful_columns and 0.012 s for
    round_columns (min of 7 runs, time.process_time, shared machine, 2026-12-02)."""
    players, n_rounds, n = tuple(t.players.values()), t.rounds, len(t.players)
    rows = list(map(attrgetter("rounds"), players))
    if set(map(type, rows)) - {tuple, list} or any(map(n_rounds.__lt__, map(len, rows))):
        return None
    if any(map(attrgetter("adjustments"), players)) and not all(map(plain_adjustments, players, repeat(n_rounds))):
        return None
    blanks = tuple(RoundRecord(r, None, None, " ") for r in range(1, n_rounds + 1))
    rows = [row if len(row) == n_rounds else (*row, *blanks[len(row) :]) for row in rows]
    rounds = tuple(chain.from_iterable(rows))
    if set(map(type, rounds)) - {RoundRecord}:
        return None
    numbers = list(map(itemgetter(0), rounds))
    if set(map(type, numbers)) - {int} or numbers != list(range(1, n_rounds + 1)) * n:
        return None
    opponents, colours = list(map(itemgetter(1), rounds)), list(map(itemgetter(2), rounds))
    try:
        codes = "".join(map(itemgetter(3), rounds))
        colour_bits = "".join(map(_COLOUR_BITS.__getitem__, colours))
    except (TypeError, KeyError):  # a code that is not a str, or a colour not w, b or None
        return None
    if len(codes) != len(rounds) or set(codes) - RESULT_CODES.keys():
        return None
    if set(map(type, opponents)) - {int, type(None)} or set(opponents) - t.players.keys() - {None}:
        return None
    starts = tuple(t.players)
    place = None if starts == tuple(range(1, n + 1)) else dict(zip(starts, count(1)))
    paired_games = 0  # the rounds with an opponent and a code that is not a blank
    for r in range(n_rounds):  # each round: the other side of each pairing, the partner's record of the round
        round_opponents, round_codes, round_colours = (
            opponents[r::n_rounds],
            codes[r::n_rounds],
            colour_bits[r::n_rounds],
        )
        # (start ranks 1 .. n: no opponent is 0, so an opponent is true exactly when there is one)
        paired: list[object] = round_opponents if place is None else list(map(is_not, round_opponents, repeat(None)))
        partners: list[int] = list(compress(round_opponents, paired))
        if not partners:
            continue
        them = tuple(compress(starts, paired))
        if any(map(eq, partners, them)):
            return None  # paired with himself
        other = gather(partners if place is None else list(map(place.__getitem__, partners)))
        if other((None, *round_opponents)) != them:
            return None  # the partner's record names another opponent
        own_codes, other_codes = "".join(compress(round_codes, paired)), "".join(other(" " + round_codes))
        if any(map(own_codes.__contains__, UNPAIRED_CODES)):
            return None
        if own_codes.translate(MIRRORED_RESULT) != other_codes.translate(RESULT_CLASS):
            return None
        if "+" in own_codes and "+" in "".join(compress(other_codes, map(eq, own_codes, repeat("+")))):
            return None  # a forfeit win against a forfeit win
        own_colours, other_colours = "".join(compress(round_colours, paired)), "".join(other("\0" + round_colours))
        if int.from_bytes(own_colours.encode("latin-1")) & int.from_bytes(other_colours.encode("latin-1")):
            return None  # one colour on both sides (w & w, b & b: a common bit; w & b and None & any: none)
        paired_games += len(own_codes) - own_codes.count(" ")
    # every game code (a result, + or -) with an opponent: each round means what its code alone says
    by_code = paired_games == len(codes) - sum(map(codes.count, UNPAIRED_CODES + " "))
    return RoundColumns(players, opponents, colours, codes, by_code, [n_rounds] * n)


def plain_adjustments(p: Player, rounds: int) -> bool:
    """True when each of p's adjustments is a (round, points) pair of a round 0 .. rounds (plain_columns)."""
    if type(p.adjustments) not in (tuple, list):
        return False
    return all(type(a) is tuple and len(a) == 2 and type(a[0]) is int and 0 <= a[0] <= rounds for a in p.adjustments)


def gather(indexes: list[int]) -> Callable[[Sequence[T]], tuple[T, ...]]:
    """The function that gives a sequence's items at the indexes, as one tuple (operator.itemgetter, which gives
    the item itself, not a tuple, for a single index)."""
    if len(indexes) == 1:
        (index,) = indexes
        return lambda items: (items[index],)
    return itemgetter(*indexes)


_COLOUR_BITS = {"w": "\1", "b": "\2", None: "\0"}
"""A colour as one bit of a character (plain_columns): two colours are one colour when they have a bit in common."""
# Two results face each other in one pairing (COMPLEMENT) when one's mirror is the other's class (a win faces a
# loss, a draw a draw, X an X, a blank a blank, a forfeit a forfeit, but not a forfeit win a forfeit win);
# tests/test_tournament_in_code.py checks these tables against COMPLEMENT for every pair of codes.
RESULT_CLASS = str.maketrans("1W0L=DX+- HFUZ", "1100==Xff ????")
MIRRORED_RESULT = str.maketrans("1W0L=DX+- HFUZ", "0011==Xff !!!!")
"""A result's class (win, loss, draw, unknown, forfeit, none) and the class of the result that faces it: the two
sides agree when one is the other's mirror (and a forfeit win faces a forfeit loss: + -, - + or - -). Read by the
TRF reader's rounds_agree and by plain_columns."""


def checked_records(t: Tournament, tpn: int, p: Player) -> tuple[RoundRecord, ...]:
    """One player's records checked (checked_columns), and padded with blanks to t.rounds as the reader pads a line
    that ends early."""
    if not isinstance(p.rounds, (tuple, list)):
        raise ArgumentError(f"found {p.rounds!r} as the rounds of player {tpn}; expected a tuple of RoundRecords")
    records = tuple(p.rounds)
    if len(records) > t.rounds:
        raise ArgumentError(
            f"found {len(records)} round records for player {tpn}; expected at most {t.rounds} (Tournament.rounds)"
        )
    check_round_order(tpn, records)
    for r, rec in enumerate(records, 1):
        if not isinstance(rec.code, str) or rec.code not in RESULT_CODES:
            codes = " ".join(RESULT_CODES).strip()
            raise ArgumentError(
                f"found result {rec.code!r} for player {tpn} in round {r}; expected one of {codes} or ' '"
            )
        if rec.colour not in ("w", "b", None):
            raise ArgumentError(f"found colour {rec.colour!r} for player {tpn} in round {r}; expected 'w', 'b' or None")
        if rec.opponent is None:
            continue
        if not isinstance(rec.opponent, int) or rec.opponent not in t.players or rec.opponent == tpn:
            raise ArgumentError(
                f"found opponent {rec.opponent!r} for player {tpn} in round {r}; expected None or the start rank of "
                "another player of Tournament.players"
            )
        if rec.code in UNPAIRED_CODES:
            raise ArgumentError(
                f"found bye code {rec.code!r} against opponent {rec.opponent} for player {tpn} in round {r}; expected "
                "opponent None for a bye"
            )
    for r, _ in p.adjustments:
        if not isinstance(r, int) or not 0 <= r <= t.rounds:
            raise ArgumentError(
                f"found an adjustment of round {r!r} for player {tpn}; expected a round, 0 (the event) to {t.rounds}"
            )
    return records + tuple(RoundRecord(r, None, None, " ") for r in range(len(records) + 1, t.rounds + 1))


def check_round_order(tpn: int, records: Sequence[object]) -> None:
    """A player's records are RoundRecords of rounds 1, 2 ... in order, each once (checked_records, and write_trf,
    which writes round r in the columns of block r), else an ArgumentError naming the first that is not."""
    for r, rec in enumerate(records, 1):
        if not isinstance(rec, RoundRecord) or not isinstance(rec.round, int) or rec.round != r:
            raise ArgumentError(
                f"found {rec!r} as record {r} of player {tpn}; expected RoundRecord({r}, …): the records of rounds "
                "1, 2 … in order, each once"
            )


def check_pairing(tpn: int, rec: RoundRecord, other: RoundRecord) -> None:
    """Both sides of one pairing agree, as the reader checks a file's (trf/individual.py check_pairings): the
    opponent's record of the round names the player back, with the other colour and a complementary result."""
    r, q = rec.round, rec.opponent
    if other.opponent != tpn:
        raise ArgumentError(
            f"found opponent {other.opponent} for player {q} in round {r}; expected {tpn}, as player {tpn}'s record "
            "of the round says"
        )
    if rec.colour is not None and rec.colour == other.colour:
        raise ArgumentError(
            f"found colour {rec.colour!r} for both {tpn} and {q} in round {r}; expected opposite colours"
        )
    if other.code not in COMPLEMENT[rec.code]:
        raise ArgumentError(
            f"found result {other.code!r} for player {q} against {tpn} in round {r}, who has {rec.code!r}; expected "
            f"{' or '.join(map(repr, COMPLEMENT[rec.code]))}"
        )


_COLUMNS = "_round_columns"  # the attribute of a Tournament that holds its RoundColumns (not a field: see below)


def hand_over(t: Tournament, columns: RoundColumns) -> Tournament:
    """Attach the reader's columns to the tournament it made. Not a dataclass field: ``replace`` and any other
    Tournament made in code start without them, and equality and the repr ignore them."""
    object.__setattr__(t, _COLUMNS, columns)
    return t


def handed_over(t: Tournament) -> RoundColumns | None:
    """The reader's columns of t's rounds while t.players are still the Players they were read into, else None."""
    columns: RoundColumns | None = t.__dict__.get(_COLUMNS)
    if columns is None or len(columns.players) != len(t.players):
        return None
    return columns if all(map(is_, columns.players, t.players.values())) else None


# ---------------------------------------------------------------------------------------------------
# Team events (C.07 Arts. 11-13). A team event is an individual TRF (the players' 001 records, board by board)
# plus team records (trf/team.py). Each team's round is one TeamRound: the match (its opponent, board games, MP
# and GP) or the unplayed round (C.07 15.1) with its kind, as the individual ResultKind vocabulary names it.


@dataclass(frozen=True)
class TeamOptions:
    """Named decisions for team events (see the guide's team page)."""

    pab_game_points: Literal["auto", "draw", "pab"] = "auto"
    """Team PAB without record 320: "auto" (the default) takes the reading with which the totals declared in
    record 310 add up, else C.04.6's draw (decision A22); "draw": a draw's game points on every board; "pab": the
    individual PAB value (record 162 P) on every board, as FIDE's checker does."""

    def __post_init__(self) -> None:
        check_fields(self)  # TeamOptions(pab_game_points="half") is an ArgumentError, not silently "auto"


@dataclass(frozen=True)
class MatchScoring:
    """Match points (TRF-2026 record 362) and the team PAB (record 320); game points use record 162."""

    win: Fraction = Fraction(2)
    draw: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)
    absent: Fraction = Fraction(0)  # forfeit loss and zero-point bye ("A")
    pab_mp: Fraction | None = None  # record 320; None: a draw's match points
    pab_gp: Fraction | None = None  # record 320; None: decision pab_game_points


@dataclass(frozen=True)
class BoardGame:
    """One board of a match, from the player's side: board number, player, opponent and result."""

    board: int
    player: int
    opponent: int | None
    code: str  # the player's TRF result code
    points: Fraction  # game points the player received
    played: bool  # over the board (not a forfeit)
    colour: str | None = None  # the player's colour


@dataclass(frozen=True)
class TeamRound:
    """A team's round: the match or the unplayed round (C.07 15.1), with its MP and GP."""

    round: int
    opponent: int | None  # team pairing number, None for a bye or absence
    kind: ResultKind
    mp: Fraction
    gp: Fraction
    boards: tuple[BoardGame, ...] = ()
    colour: str | None = None  # the team's colour on board 1 of the match


@dataclass(frozen=True)
class Team:
    """A team: record 310 (or 013), its players in board order and its rounds."""

    tpn: int
    name: str
    players: tuple[int, ...]
    rounds: tuple[TeamRound, ...] = ()
    declared_mp: Fraction | None = None
    declared_gp: Fraction | None = None
    declared_rank: int | None = None
    line: int = field(default=0, compare=False)


@dataclass(frozen=True)
class TeamEvent:
    """A team tournament: the individual tournament it was read from, its teams and its scoring."""

    tournament: Tournament
    teams: dict[int, Team]
    boards: int  # team size: record 352's length, else the most boards of any match
    match_scoring: MatchScoring
    primary: Literal["MP", "GP"]
    type_code: str = ""  # record 192
    options: TeamOptions = field(default_factory=TeamOptions)
    notices: tuple[Notice, ...] = ()  # what the reader had to interpret, located (errors.Notice)

    @property
    def rounds(self) -> int:
        """The scheduled number of rounds."""
        return self.tournament.rounds

    @property
    def secondary(self) -> Literal["MP", "GP"]:
        """C.07 11: the other score."""
        return "GP" if self.primary == "MP" else "MP"

    @property
    def game(self) -> ScoringSystem:
        """The game-point system (record 162)."""
        return self.tournament.scoring

    def team(self, tpn: int) -> Team:
        """The team with pairing number tpn."""
        return self.teams[tpn]
