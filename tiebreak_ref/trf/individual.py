"""FIDE Tournament Report File (TRF-16 and TRF-2026): reader and writer, with line/column errors.

Columns are 1-based and inclusive, as in the FIDE text (C.04 Annex 2). A round block of player record 001
starts at column 92 + 10·(r − 1): opponent (4 columns), colour (column +5), result (column +7).
"""

from __future__ import annotations

import bisect
import functools
import operator
import re
import struct
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import chain, compress, count, filterfalse, repeat
from pathlib import Path
from typing import BinaryIO, Literal, NamedTuple, TypeVar, get_args

from ..errors import ArgumentError, CodeError, InputError, Notice
from ..language import Decimal, Join, Message
from ..model import (
    COMPLEMENT,
    MIRRORED_RESULT,
    RESULT_CLASS,
    RESULT_CODES,
    UNPAIRED_CODES,
    EventType,
    Player,
    RoundColumns,
    RoundRecord,
    ScoringSystem,
    Tournament,
    check_round_order,
    gather,
    hand_over,
    players_of_columns,
    points_of,
    records_of,
    round_columns,
)
from ..rules.codes import TEAM_CODES, code_spans, parse_code, split_codes
from .dates import start_date

ROUND_START = 92
ROUND_WIDTH = 10
MAX_BYTES = 64 * 1024 * 1024
MAX_ROUNDS = 999
"""The most rounds a file may schedule (XXR, 142): TRF-2026 writes round numbers in three columns
(records 240, 299, 300, 330), and every scheduled round costs time and memory for every player."""

ROUND_ROBIN_TYPES = ("ROUNDROBIN", "SCHEVENINGEN", "SCHILLER")
# The column rulers printed above the records in the TRF-16 specimen (and copied into some files):
# "         1         2 ..." and "1234567890123...". Skipped like comments.
TEMPLATE = "DDD SSSS sTTT NNNN"  # the line of field letters above the 001 layout in the TRF-16 text
RULER = re.compile(r" [ \d]*\d|(?:1234567890)+\d*|(?:0123456789)+\d*")


def round_column(r: int) -> int:
    """First column of round r's block (opponent field)."""
    return ROUND_START + ROUND_WIDTH * (r - 1)


def read_trf(path: str | Path, empty_round: EmptyRound = "zero-point-bye") -> Tournament:
    """Read a TRF file (each byte once, so a FIFO or /dev/stdin works); ``-`` is not handled here (see the CLI).

    empty_round: see parse_trf.

    Raises:
        InputError: the file cannot be read, or its text is not a valid TRF (located file:line:column).
    """
    return parse_trf(read_file(path), source=str(path), empty_round=empty_round)


def read_file(path: str | Path, source: str | None = None) -> bytes:
    """The bytes of a file, read once, in pieces, refused as soon as they are binary or too long."""
    name = str(path) if source is None else source
    try:
        with open(path, "rb") as stream:
            return read_limited(stream, name)
    except OSError as exc:
        raise InputError(name, 0, 0, f"cannot read the file: {exc.strerror or exc}") from None


CHUNK = 1 << 20


def read_limited(stream: BinaryIO, source: str) -> bytes:
    """Read a stream to its end, but never more than MAX_BYTES + 1 bytes, stopping at the first NUL byte
    (so /dev/zero, /dev/urandom and an endless pipe are refused at once or after MAX_BYTES, never read whole)."""
    parts: list[bytes] = []
    size = 0
    while True:
        chunk = stream.read(min(CHUNK, MAX_BYTES + 1 - size))
        if not chunk:
            return b"".join(parts)
        if not parts:
            check_utf16(chunk, source)
        if b"\x00" in chunk:  # binary data: say where, from what has been read so far
            data = b"".join(parts) + chunk[: chunk.index(b"\x00")]
            line, column = locate(data.decode("latin-1"), len(data))
            raise InputError(source, line, column, "found a NUL byte: this is binary data, expected a TRF text file")
        parts.append(chunk)
        size += len(chunk)
        if size > MAX_BYTES:
            raise InputError(
                source,
                1,
                1,
                f"found more than {MAX_BYTES} bytes; expected a TRF text file of at most {MAX_BYTES} bytes",
            )


def check_utf16(data: bytes, source: str) -> None:
    """A UTF-16 byte-order mark gets its own message (its text would otherwise look like NUL bytes)."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise InputError(
            source, 1, 1, "found a UTF-16 byte-order mark; expected a TRF text file in UTF-8 or Windows-1252"
        )


def locate(text: str, index: int) -> tuple[int, int]:
    """Line and column (1-based) of a character, with CR, LF and CRLF line ends."""
    before = text[:index].replace("\r\n", "\n").replace("\r", "\n")
    return before.count("\n") + 1, len(before) - (before.rfind("\n") + 1) + 1


def decode(data: bytes, source: str) -> str:
    """Decode TRF bytes: UTF-8 (with or without BOM), else Windows-1252; binary data is rejected."""
    return decode_with_notices(data, source)[0]


def decode_with_notices(data: bytes, source: str) -> tuple[str, list[Notice]]:
    """Decode TRF bytes: UTF-8 (with or without BOM), else Windows-1252 (cp1252) with a notice.

    cp1252, not Latin-1: it is what Windows programs write, and Latin-1 would turn its Š, Ž, Œ, €, „ into
    control characters. A byte that is neither (0x81, 0x8D, 0x8F, 0x90, 0x9D) is refused."""
    if len(data) > MAX_BYTES:
        raise InputError(source, 1, 1, f"file is {len(data)} bytes; a TRF file is text of at most {MAX_BYTES}")
    check_utf16(data, source)
    if b"\x00" in data:
        line, column = locate(data[: data.index(b"\x00")].decode("latin-1"), data.index(b"\x00"))
        raise InputError(source, line, column, "found a NUL byte: this is binary data, expected a TRF text file")
    try:
        return data.decode("utf-8-sig"), []
    except UnicodeDecodeError as exc:
        bad = exc.start
    try:
        text = data.decode("cp1252")
    except UnicodeDecodeError as exc:
        line, column = locate(data[: exc.start].decode("cp1252", "replace"), exc.start)
        raise InputError(
            source,
            line,
            column,
            f"found byte 0x{data[exc.start]:02X}, which is neither UTF-8 nor "
            "Windows-1252 text; expected a TRF text file in UTF-8",
        ) from None
    line, column = locate(text, bad)
    return text, [
        Notice(
            source,
            line,
            column,
            Message("notice.cp1252", byte=f"{data[bad]:02X}", char=repr(text[bad])),
            Message("notice.found_byte", byte=f"{data[bad]:02X}"),
            Message("notice.expected_utf8"),
        )
    ]


_PLAIN_ASCII = bytes(range(0x20, 0x7F)) + b"\t\n\r"
"""The ASCII characters a TRF text may have: all but the control characters (a tab is reported where it is)."""


def check_characters(text: str, source: str) -> None:
    """Reject control characters (tabs are reported by the 001 reader, where they shift columns)."""
    if text.isascii() and not text.encode().translate(None, _PLAIN_ASCII):  # the usual text, at once
        return
    bad = re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", text)
    if bad:
        line, column = locate(text, bad.start())
        raise InputError(source, line, column, f"found control character {bad.group()!r}: expected a TRF text file")


EmptyRound = Literal["zero-point-bye", "half-point-bye", "full-point-bye", "bye"]
EMPTY_ROUND_CHOICES: tuple[str, ...] = get_args(EmptyRound)
EMPTY_BYES = {"half-point-bye": ("H", "half-point bye"), "full-point-bye": ("F", "full-point bye")}
"""empty_round: the bye an empty round is read as (when that makes the declared points add up): code, name.
"bye" takes, player by player, the one of the two that makes them add up."""
EMPTY_NOTICES = {
    ("half-point-bye", False): "notice.empty_hpb",
    ("half-point-bye", True): "notice.empty_hpbs",
    ("full-point-bye", False): "notice.empty_fpb",
    ("full-point-bye", True): "notice.empty_fpbs",
}
"""The notice of empty rounds read as byes (empty_round): by the bye and by one round or more."""


def parse_trf(text: str | bytes, source: str = "<string>", empty_round: EmptyRound = "zero-point-bye") -> Tournament:
    """Parse TRF text into a Tournament, checking both sides of every game and every declared total.

    What the reader had to interpret is in ``Tournament.notices``. empty_round: an empty round block
    (a blank result, no opponent) is a zero-point bye (TRF-16); "half-point-bye" ("full-point-bye") reads a
    player's empty rounds as half-point (full-point) byes when that is what makes the declared points (columns
    81-84) add up, with a notice; "bye" takes for each player whichever of the two does.

    Raises:
        InputError: the text is not a valid TRF (located source:line:column).
        ArgumentError: an unknown empty_round.
    """
    if not isinstance(text, (str, bytes)):
        raise ArgumentError(f"parse_trf: expected the text of a TRF file (str or bytes), found {type(text).__name__}")
    if empty_round not in EMPTY_ROUND_CHOICES:
        raise ArgumentError(
            f"parse_trf(empty_round={empty_round!r}): expected one of {', '.join(map(repr, EMPTY_ROUND_CHOICES))}"
        )
    notices: list[Notice] = []
    if isinstance(text, bytes):
        text, notices = decode_with_notices(text, source)
    text = text.removeprefix("\ufeff")
    check_characters(text, source)
    return _Reader(text, source, notices, empty_round).read()


def parse_points(field: str) -> Fraction:
    """A points field such as ``11.5``, ``3`` or ``-1.0`` (ValueError for anything else)."""
    value = field.strip()
    known = _POINTS.get(value)
    if known is not None:
        return known
    if not re.fullmatch(r"-?(?:\d+(?:\.\d*)?|\.\d+)", value):
        raise ValueError(f"not a number: {value!r}")
    _POINTS[value] = Fraction(value)
    return _POINTS[value]


_POINTS: dict[str, Fraction] = {}
"""The points fields read so far and their values (a field is read once per process)."""


# Results against nobody in TRF-06 files (before TRF-16, approved 2015, in force 2016): the bye they stand for.
OLD_BYES = {"=": "H", "+": "F", "-": "Z"}
BYE_KINDS = {"H": "kind.hpb", "F": "kind.fpb", "Z": "kind.zpb"}
"""The catalogue key of each bye's name, for the notices of an old bye notation and of empty rounds read as byes."""

BBP_SCORING = {"BBW": "W", "BBD": "D", "BBL": "L", "BBF": "FL", "BBU": "P", "BBZ": "A"}
"""bbpPairings' records of the points of a result (its pairing input; read as the scoring system)."""

ABNORMAL_SCORING = {"W": "W", "D": "D", "L": "L", "F": "FPB", "H": "HPB", "Z": "ZPB", "+": "FW", "-": "FL"}


@dataclass(frozen=True)
class Abnormal:
    """A TRF-2026 record 299 (abnormal points): c07-spec A19."""

    kind: str  # W D L F H Z + -, or "" for a bonus / penalty
    points: Fraction
    round: int  # 0 = all rounds
    ids: tuple[int, ...]
    line: int


# The fast path (issue 16): a 001 line whose every field reads without a word is read by one regular expression
# (columns 1-89) and its round blocks column by column, those of all such lines together; any other line goes to
# the careful path (player, round_block), which says what is wrong, or what it interpreted, and where.
_TEXT = r"[^\t]"
_NUMBER = r"( {4}| {3}[0-9]| {2}[0-9]{2}| [0-9]{3}|[0-9]{4})"  # blanks or a number, right-aligned
_WELL_FORMED_001 = re.compile(
    # start rank, sex, title, name, rating, federation, FIDE id, birth date, points, rank: columns 5 to 89; then
    # the round blocks (checked by plain_opponents)
    rf"001 (?! {{4}}){_NUMBER} ({_TEXT})({_TEXT}{{3}}) ({_TEXT}{{33}}) {_NUMBER} ({_TEXT}{{3}}) ({_TEXT}{{11}}) "
    rf"({_TEXT}{{10}}) ([ 0-9.\-]{{4}}) {_NUMBER}(.*)"
)
K = TypeVar("K")
T = TypeVar("T")
_COLOURS = {"w": "w", "b": "b", "W": "w", "B": "b", "-": None, " ": None}
"""The colour of a plain round block's colour column as the records have it."""
second, third, fourth = operator.itemgetter(1), operator.itemgetter(2), operator.itemgetter(3)


class _Fields(dict[K, T]):
    """The texts of a field and what each reads as, each text read once (the same texts come again and again)."""

    def __init__(self, read: Callable[[K], T]) -> None:
        super().__init__()
        self.read = read

    def __missing__(self, text: K) -> T:
        value = self[text] = self.read(text)
        return value


_NUMBERS: _Fields[str, int | None] = _Fields(lambda text: int(text) or None if text.strip() else None)
"""A rating (4 columns): the number, None for 0000 or blanks (unrated)."""
_POINTS_FIELDS: _Fields[str, Fraction | None] = _Fields(lambda text: parse_points(text) if text.strip() else None)

NOT_PLAIN = -1
"""What _OPPONENTS gives for an opponent field the fast path does not read (the careful path says why)."""
_PLAIN_OPPONENT = re.compile(r"[0-9]{4}| [0-9]{3}|  [0-9]{2}|   [0-9 ]")  # right-aligned digits, or blanks
_OPPONENTS: dict[int, int | None] = {}
"""The opponent fields read so far (their four bytes as one number, as opponent_fields gives them) and what each reads
as: a start rank, None for 0000 or blanks, when the field is right-aligned digits or blanks,
else NOT_PLAIN (read_opponent_fields)."""


def read_opponent_fields(fields: list[int]) -> None:
    """Add the opponent fields not read before to _OPPONENTS, all of them at once (a file has thousands: one Python
    call for each would cost more than all the rest of reading them)."""
    new = list(set(fields).difference(_OPPONENTS))
    if not new:
        return
    texts = struct.pack(f">{len(new)}I", *new).decode("latin-1")  # the fields' four characters, one after the other
    parts = list(map(texts.__getitem__, map(slice, count(0, 4), range(4, len(texts) + 4, 4))))
    plain = list(map(bool, map(_PLAIN_OPPONENT.fullmatch, parts)))
    starts = map(int, map(str.replace, compress(parts, plain), repeat(" "), repeat("0")))  # "  12" as 0012
    _OPPONENTS.update(dict.fromkeys(new, NOT_PLAIN))
    _OPPONENTS.update(zip(compress(new, plain), [start or None for start in starts], strict=True))


@functools.cache
def opponent_fields(blocks: int) -> struct.Struct:
    """The opponent fields of a line's ``blocks`` round blocks ("  OPPN c r" each), for struct.iter_unpack: each
    field's four bytes as one number (no bytes object for each, and a number is its own hash)."""
    return struct.Struct(">" + "2xI4x" * blocks)


_PLAIN_ROUNDS = frozenset(
    {(False, colour, result) for colour in "wbWB" for result in "10=WDLX+-wdlx "}  # a game
    | {(False, colour, result) for colour in "- " for result in "+- "}  # a forfeit without colours
    | {(True, colour, result) for colour in "wbWB- " for result in "HFUZhfuz "}  # a bye or an empty round
)
"""(no opponent, colour, result) of the round blocks the fast path reads: a game with its colour, a forfeit with
colours or without, and against 0000 or blanks a bye or an empty round (not the byes written before 2016, which get
a notice)."""


def plain_opponents(blocks: str) -> list[int | None] | None:
    """The opponents of round blocks (``  OPPN c r``, 10 columns each) when every block is one the fast path reads
    (see _PLAIN_ROUNDS), else None."""
    if len(blocks) % ROUND_WIDTH:
        return None
    opponents, unplain = plain_blocks(blocks)
    return None if unplain else opponents


def plain_blocks(blocks: str, per_line: int = 0) -> tuple[list[int | None], list[int]]:
    """The opponent fields of round blocks (10 columns each, per_line of them on each line, 0: all on one), read as
    _OPPONENTS reads them, and the indexes of the blocks the fast path does not read (see _PLAIN_ROUNDS).
    Column by column, for all blocks at once; when some block is not plain, each criterion again, to say which."""
    if not blocks.isascii():  # a non-ASCII character is not plain wherever it is: '?' in its place says so
        blocks = blocks.encode("ascii", "replace").decode()
    if not blocks:
        return [], []
    fields = list(
        chain.from_iterable(opponent_fields(per_line or len(blocks) // ROUND_WIDTH).iter_unpack(blocks.encode()))
    )
    read_opponent_fields(fields)
    opponents = list(map(_OPPONENTS.__getitem__, fields))
    gaps = (blocks[0::ROUND_WIDTH], blocks[1::ROUND_WIDTH], blocks[6::ROUND_WIDTH], blocks[8::ROUND_WIDTH])
    blank = " " * len(opponents)
    if (
        gaps == (blank,) * 4
        and NOT_PLAIN not in opponents
        and _PLAIN_ROUNDS.issuperset(block_rounds(blocks, opponents))
    ):
        return opponents, []
    # some block is not plain: which, criterion by criterion, still in C (list.index, a regular expression)
    unplain = set(positions(opponents, NOT_PLAIN))
    for gap in gaps:
        unplain.update(m.start() for m in _NOT_BLANK.finditer(gap))
    unplain.update(positions(list(map(_PLAIN_ROUNDS.__contains__, block_rounds(blocks, opponents))), False))
    return opponents, sorted(unplain)


def block_rounds(blocks: str, opponents: list[int | None]) -> Iterator[tuple[bool, str, str]]:
    """(no opponent, colour, result) of each round block, as _PLAIN_ROUNDS has them."""
    return zip(map(operator.is_, opponents, repeat(None)), blocks[7::ROUND_WIDTH], blocks[9::ROUND_WIDTH], strict=True)


_NOT_BLANK = re.compile("[^ ]")


def positions(items: Sequence[object], value: object) -> Iterator[int]:
    """The indexes of value in items (list.index or str.index, in C, from one to the next)."""
    index = -1
    while True:
        try:
            index = items.index(value, index + 1)
        except ValueError:
            return
        yield index


HEAD_WIDTH = ROUND_START - 3
"""Columns 1-89 of record 001: the player's fields, before the round blocks ("  OPPN c r", from column 90)."""


def padded(line: str) -> str:
    """A 001 line with the blanks that rstrip took: to column 89, or to the end of its last round block."""
    if len(line) <= HEAD_WIDTH:
        return line.ljust(HEAD_WIDTH)
    return line.ljust(HEAD_WIDTH + ROUND_WIDTH * -(-(len(line) - HEAD_WIDTH) // ROUND_WIDTH))


class Columns(NamedTuple):
    """Players' rounds column by column, player after player, the same number of rounds for each: opponents (None
    for none), colours (w, b or None) and result codes; model.RoundColumns without the players."""

    opponents: list[int | None]
    colours: list[str | None]
    codes: str


def blocks_read(blocks: str, opponents: list[int | None]) -> Columns:
    """Well-formed round blocks (see plain_blocks, which gives their opponents) read column by column: opponents,
    colours and results."""
    return Columns(opponents, list(map(_COLOURS.__getitem__, blocks[7::ROUND_WIDTH])), blocks[9::ROUND_WIDTH].upper())


def well_formed_rounds(line: str) -> tuple[RoundRecord, ...] | None:
    """The round blocks of a 001 line when every one is well formed, else None (the careful path reports)."""
    tail = padded(line)[HEAD_WIDTH:]
    opponents = plain_opponents(tail)
    return None if opponents is None else records_of(*blocks_read(tail, opponents))


def well_formed_fields(line: str) -> tuple[str, ...] | None:
    """The fields of a 001 line the fast path accepts: start rank, sex, title, name, rating, federation, FIDE id,
    birth date, points, rank and the round blocks; None for any other line (the careful path reads that one)."""
    m = _WELL_FORMED_001.fullmatch(padded(line))
    if m is None or plain_opponents(m[11]) is None or not plain_points(m[9]):
        return None
    return m.groups()


def plain_points(text: str) -> bool:
    """A points field the fast path reads (not one with blanks between its digits: the careful path says where)."""
    try:
        _POINTS_FIELDS[text]  # read once for each text (blanks: None)
    except ValueError:
        return False
    return True


class _Bulk(NamedTuple):
    """The 001 lines of a text the fast path reads, found all at once (Reader.bulk)."""

    lines: list[int]  # their numbers
    fields: list[tuple[str, ...]]  # of each, as well_formed_fields gives them
    blocks: str  # their round blocks, as many for each line as the longest has
    opponents: list[int | None]  # the opponents of those blocks (plain_blocks)


BLANK_FIELD = " " * 4
"""A number field of four columns left blank (rating, points, rank)."""


def declared_rank(text: str) -> int | None:
    """The rank field (columns 86-89): a number, None for blanks. Not memoised like _NUMBERS: a rank occurs once
    in a file, so a memo would only grow."""
    return int(text) if text.strip() else None


def well_formed_players(lines: list[int], fields: list[tuple[str, ...]], columns: Columns, rounds: int) -> list[Player]:
    """The Players of the lines of well_formed_fields (their numbers and fields), field by field for all of them at
    once, with their rounds in the columns (``rounds`` for each player: made into records on first use)."""
    if not lines:
        return []
    tpn, sex, title, name, rating, federation, fide_id, birth, points, rank, _ = zip(*fields, strict=True)
    rows = zip(
        map(int, tpn),
        map(str.strip, name),
        map(_NUMBERS.__getitem__, rating),  # 0 is unrated
        map(str.strip, sex),
        map(str.strip, title),
        map(str.strip, federation),
        map(str.strip, fide_id),
        map(str.strip, birth),
        map(_POINTS_FIELDS.__getitem__, points),
        map(int, rank)
        if BLANK_FIELD not in rank
        else map(declared_rank, rank),  # (int, at C speed, when none is blank)
        repeat(()),
        lines,
    )
    return players_of_columns(rows, *columns, rounds)


def digits(text: str) -> bool:
    """True for ASCII digits only (``str.isdigit`` also accepts '²' and other digits ``int`` refuses)."""
    return text.isascii() and text.isdigit()


def hint(line: str) -> str:
    """The note added to errors that come from columns out of place."""
    if line.isascii():
        return "(misaligned line?)"
    return "(misaligned line? it has non-ASCII characters: was it padded counting bytes instead of characters?)"


# The record ids of TRF-16 (C.04 Annex 2), TRF-2026 and the programs' extensions (JaVaFo XX*, bbpPairings BB*,
# Tornelo's TRFx player data DAT); any other id is skipped with a notice.
KNOWN_RECORDS = frozenset(
    {
        "001",
        "013",
        *(f"{n:03d}" for n in range(12, 363, 10)),
        "240",
        "250",
        "260",
        "299",
        "300",
        "310",
        "320",
        "330",
        "801",
        "802",
        "DAT",
    }
)


def known_record(record: str) -> bool:
    """A record id of TRF-16, TRF-2026, or a program's extension (XX., BB., DAT)."""
    return record in KNOWN_RECORDS or record[:2] in ("XX", "BB")


# Separator columns of record 001 (C.04 Annex 2): a character there means a field ran into its neighbour.
# Next to a number (start rank, rating, points, rank) two readings would give different numbers: an error.
# Between text fields (title | name, federation | FIDE id, FIDE id | birth date) the text is read as it stands.
NUMBER_SEPARATORS = {
    48: ("name", "rating (columns 49-52)"),
    53: ("rating (columns 49-52)", "federation"),
    80: ("birth date", "points (columns 81-84)"),
    85: ("points (columns 81-84)", "rank"),
    90: ("rank (columns 86-89)", "round 1 (from column 92)"),
}
TEXT_SEPARATORS = {14: ("title", "name"), 57: ("federation", "FIDE id"), 69: ("FIDE id", "birth date")}
SEPARATOR_NOTICES = {
    14: ("notice.separator_title", "notice.blank_title"),
    57: ("notice.separator_federation", "notice.blank_federation"),
    69: ("notice.separator_birth", "notice.blank_birth"),
}
"""The notice of a character read in the blank column between two text fields (TEXT_SEPARATORS), and what strict
TRF has there."""
_SEPARATORS = operator.itemgetter(*(col - 1 for col in sorted((*NUMBER_SEPARATORS, *TEXT_SEPARATORS))))
_BLANKS = (" ",) * (len(NUMBER_SEPARATORS) + len(TEXT_SEPARATORS))
_LAST_SEPARATOR = max((*NUMBER_SEPARATORS, *TEXT_SEPARATORS))


class _ReadAgain(Exception):
    """What the bulk reading (Reader.bulk) found wrong without locating it (a start rank twice among its lines):
    Reader.read reads the text again, line by line, which says where."""


class _Reader:
    fast = True
    """Read well-formed 001 lines by the fast path (the tests switch it off to compare with the careful path)."""

    def __init__(
        self, text: str, source: str, notices: list[Notice] | None = None, empty_round: EmptyRound = "zero-point-bye"
    ) -> None:
        self.text = text
        self.lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        self.source = source
        self.notices = notices if notices is not None else []
        self.seen: dict[tuple[str, str], int] = {}  # (found, expected) -> index of its first notice
        self.empty_round = empty_round

    def error(self, line: int, column: int, message: str) -> InputError:
        return InputError(self.source, line, column, message)

    def notice(self, line: int, column: int, text: str, found: str, expected: str) -> None:
        """Record what was interpreted, and how (see errors.Notice); the same reading again is added to the
        first notice's other places (a file that writes every absence `       -` gets one notice, not 1000)."""
        key = (found, expected)
        if key in self.seen:
            first = self.notices[self.seen[key]]
            self.notices[self.seen[key]] = replace(first, also=(*first.also, (line, column)))
            return
        self.seen[key] = len(self.notices)
        self.notices.append(Notice(self.source, line, column, text, found, expected))

    def read(self) -> Tournament:
        """The tournament of the text. The 001 lines the fast path reads are found and checked all at once, before
        the records are read line by line (the other lines); when that meets an error, a fresh reader reads the text
        again with each 001 line checked on its own, as it comes, so that the first error of the file is the one
        reported. A valid file is read once, whatever the careful path reads of it."""
        if not self.fast:
            return self.read_records(bulk=False)
        notices = list(self.notices)
        try:
            return self.read_records(bulk=True)
        except (InputError, _ReadAgain):
            return _Reader(self.text, self.source, notices, self.empty_round).read_records(bulk=False)

    def bulk(self, lines: list[str]) -> _Bulk:
        """The 001 lines the fast path reads (their lines rstripped): one regular expression for each, then their
        points fields and round blocks checked column by column, those of all lines together; the lines with a
        block or points field it does not read are left to the careful path."""
        heads = map(str.ljust, lines, repeat(HEAD_WIDTH))  # padded (a start list's lines end before column 89)
        found = [m.groups() if m else None for m in map(_WELL_FORMED_001.fullmatch, heads)]  # (no match kept)
        numbers = list(compress(count(1), found))
        fields: list[tuple[str, ...]] = list(filter(None, found))
        if not fields:
            return _Bulk([], [], "", [])
        tails = list(map(operator.itemgetter(-1), fields))
        width = ROUND_WIDTH * -(-max(map(len, tails)) // ROUND_WIDTH)
        blocks = "".join(map(str.ljust, tails, repeat(width)))
        opponents, unplain = plain_blocks(blocks, width // ROUND_WIDTH)
        left = {i // (width // ROUND_WIDTH) for i in unplain}
        odd_points = set(filterfalse(plain_points, set(map(operator.itemgetter(8), fields))))
        if odd_points:
            left.update(i for i, entry in enumerate(fields) if entry[8] in odd_points)
        if not left:
            return _Bulk(numbers, fields, blocks, opponents)
        kept = [i not in left for i in range(len(fields))]
        blocks = "".join(map(str.ljust, compress(tails, kept), repeat(width)))
        opponents = list(compress(opponents, chain.from_iterable(map(repeat, kept, repeat(width // ROUND_WIDTH)))))
        return _Bulk(list(compress(numbers, kept)), list(compress(fields, kept)), blocks, opponents)

    def read_records(self, bulk: bool) -> Tournament:
        """Read the records line by line: the 001 lines of Reader.bulk (bulk=True) all at once, before the others;
        bulk=False: each 001 line as it comes, by the fast path where it reads the line (self.fast), else the
        careful path. In bulk the errors are not located in the order of the file: Reader.read reads it again."""
        players: dict[int, Player] = {}
        headers: list[tuple[str, str]] = []
        scheduled: int | None = None
        rounds_line = 0
        name = ""
        dated: dict[str, tuple[str, int]] = {}  # records 042, 052, 132: text and line (dates.start_date)
        record_lines: list[tuple[str, int]] = []
        event_type: EventType | None = None
        event_text = ""
        tiebreaks: tuple[str, ...] = ()
        tiebreaks_202: tuple[str, ...] = ()
        places: tuple[tuple[int, int], ...] = ()
        places_202: tuple[tuple[int, int], ...] = ()
        scoring_fields: dict[str, Fraction] = {}
        abnormal: list[Abnormal] = []
        version = "TRF16"
        stripped = list(map(str.rstrip, self.lines))
        taken = self.bulk(stripped) if bulk else _Bulk([], [], "", [])
        entries: dict[int, Player | None] = {}  # the other 001 lines by start rank: read by the careful path, or None
        pending: list[tuple[int, tuple[str, ...]]] = []  # those the fast path reads: line and fields
        tpns = list(map(int, map(operator.itemgetter(0), taken.fields)))
        line_of = dict(zip(tpns, taken.lines, strict=True))  # start rank -> line
        if len(line_of) < len(tpns):
            raise _ReadAgain("a start rank twice")
        present, longest = len(taken.blocks) // ROUND_WIDTH // max(1, len(tpns)), 0
        # (the most round blocks on a line, and the first line with that many: 0 for a line of the bulk's, whose
        # errors are never shown: read() reads the text again line by line, which locates them)
        for number in filterfalse(set(taken.lines).__contains__, range(1, len(stripped) + 1)):
            line = stripped[number - 1]
            if line.startswith("001"):  # first: most lines are players
                fields = well_formed_fields(line) if self.fast else None
                if fields:
                    tpn, entry, given = int(fields[0]), None, len(fields[-1]) // ROUND_WIDTH
                    pending.append((number, fields))
                else:
                    entry = self.careful_player(line, number)
                    tpn, given = entry.tpn, len(entry.rounds)
                if tpn in line_of:
                    raise self.error(
                        number,
                        5,
                        f"found start rank {tpn} a second time (first on "
                        f"line {line_of[tpn]}); expected each player once",
                    )
                entries[tpn], line_of[tpn] = entry, number
                if given > present:
                    present, longest = given, number
                continue
            if not line.strip() or line.startswith("###"):  # TRF-2026: ### starts a comment
                continue
            if RULER.fullmatch(line) or line.startswith(TEMPLATE):
                self.notice(
                    number,
                    1,
                    Message("notice.ruler" if RULER.fullmatch(line) else "notice.template"),
                    Message("notice.found_ruler" if RULER.fullmatch(line) else "notice.found_template"),
                    Message("notice.expected_record"),
                )
                continue
            record = line[:3]
            if not re.fullmatch(r"[0-9A-Z]{3}", record):
                raise self.error(
                    number, 1, f"found {record!r}; expected a record id of three characters (001, 012, 042, XXR ...)"
                )
            if len(line) > 3 and line[3] != " ":
                raise self.error(
                    number, 4, f"found {line[3]!r} after record id {record!r}; expected a blank in column 4"
                )
            content = line[4:]
            if not known_record(record):
                self.notice(
                    number,
                    1,
                    Message("notice.record", record=repr(record)),
                    Message("notice.found_record", record=repr(record)),
                    Message("notice.expected_record_id"),
                )
            if record == "012":
                name = content.strip()
            elif record in ("042", "052", "132"):
                dated.setdefault(record, (content, number))
            elif record == "092":
                event_text = content.strip()
            elif record in ("142", "XXR"):
                value = content.strip().split()[0] if content.strip() else ""
                column = 5 + len(content) - len(content.lstrip()) if value else 5
                if not digits(value) or int(value) < 1:
                    raise self.error(
                        number, column, f"found {value!r} as the number of rounds; expected a positive whole number"
                    )
                if int(value) > MAX_ROUNDS:
                    raise self.error(
                        number,
                        column,
                        f"found {value} as the number of rounds; expected at most "
                        f"{MAX_ROUNDS} (round numbers have three columns in TRF-2026)",
                    )
                scheduled, rounds_line = int(value), number
                version = "TRF26" if record == "142" else version
            elif record == "162":
                scoring_fields.update(self.scoring_162(content, number))
                version = "TRF26"
            elif record == "XXS":
                scoring_fields.update(self.scoring_xxs(content, number))
            elif record in BBP_SCORING:  # bbpPairings' point records: win, draw, loss, forfeit loss, PAB, ZPB
                scoring_fields[BBP_SCORING[record]] = self.number(content, number, 5)
            elif record == "192":
                code = content.strip().upper()
                event_type = EventType.ROUND_ROBIN if any(t in code for t in ROUND_ROBIN_TYPES) else EventType.SWISS
                version = "TRF26"
            elif record == "299":
                abnormal.append(self.abnormal_points(line, number))
            elif record in ("202", "212"):
                codes = tuple(split_codes(content))
                at = tuple((number, column) for column in self.check_codes(content, number))
                if record == "212":
                    tiebreaks, places = codes, at
                else:
                    tiebreaks_202, places_202 = codes, at
                version = "TRF26"
            headers.append((record, content))
            record_lines.append((record, number))
        if not entries and not taken.lines:
            last = len(self.lines) - 1 if len(self.lines) > 1 and not self.lines[-1] else len(self.lines)
            raise self.error(max(1, last), 1, "found no player record (001); expected at least one")
        if scheduled is None:
            scheduled = present
        elif present > scheduled:
            raise self.error(
                longest,
                round_column(scheduled + 1),
                f"found results for {present} rounds; expected at most {scheduled} "
                f"(the number of rounds on line {rounds_line})",
            )
        players, columns = self.players(taken, entries, pending, scheduled)
        for a in abnormal:
            if a.round == 0 and not a.ids:  # the global form redefines a result's value (c07-spec A19)
                scoring_fields[ABNORMAL_SCORING[a.kind]] = a.points
        scoring = self.scoring(scoring_fields)
        players = self.adjust(players, [a for a in abnormal if a.ids], scoring, scheduled)
        if not tiebreaks and tiebreaks_202:
            tiebreaks, places = ("PTS", *tiebreaks_202), ((0, 0), *places_202)
        start, date_notices = start_date(dated.get("042"), dated.get("052"), dated.get("132"))
        self.notices.extend(Notice(self.source, line, column, text) for line, column, text in date_notices)
        tournament = Tournament(
            players=players,
            rounds=scheduled,
            scoring=scoring,
            name=name,
            start_date=start,
            event_type=event_type,
            event_text=event_text,
            tiebreaks=tiebreaks,
            source=self.source,
            headers=tuple(headers),
            trf_version=version,
            tiebreak_places=places,
            record_lines=tuple(record_lines),
        )
        self.check_pairings(tournament, columns)
        checked = self.check_points(tournament, columns.codes)
        read = replace(checked, notices=tuple(self.notices))
        # empty rounds read as byes (checked is not tournament): those players' codes are their new records'
        own = columns if checked is tournament else rebyed_columns(columns, players, checked.players, scheduled)
        if own is not None:
            everyone = tuple(checked.players.values())
            hand_over(read, RoundColumns(everyone, *own, by_code=True, lengths=[scheduled] * len(players)))
        return read

    def abnormal_points(self, line: str, number: int) -> Abnormal:
        """Record 299: type (col 5), points (cols 14-17, signed), round (cols 20-22, 000 = all), ids from col 24."""
        kind = line[4:5].strip().upper()
        if kind and kind not in ABNORMAL_SCORING:
            raise self.error(
                number,
                5,
                f"found {kind!r} as the type of record 299; expected one of "
                f"{' '.join(ABNORMAL_SCORING)} or a blank (a bonus or penalty)",
            )
        points = self.number(line[13:17], number, 14) if line[13:17].strip() else Fraction(0)
        round_text = line[19:22].strip()
        if not digits(round_text):
            raise self.error(
                number,
                20,
                f"found {round_text!r} as the round of record 299; expected a round number, 000 for all rounds",
            )
        ids = []
        for col in range(24, len(line) + 1, 5):
            text = line[col - 1 : col + 3].strip()
            if text:
                if not digits(text):
                    raise self.error(number, col, f"found {text!r} in record 299; expected a start rank")
                ids.append(int(text))
        if not ids and (not kind or int(round_text)):
            raise self.error(
                number,
                24,
                "found no start rank in record 299; expected the players it applies to "
                "(only a typed record for round 000 may name none)",
            )
        if ids and kind and not int(round_text):
            raise self.error(
                number,
                20,
                "found round 000 in a typed record 299 with players; expected the round "
                "whose result is given other points",
            )
        return Abnormal(kind, points, int(round_text), tuple(ids), number)

    def adjust(
        self, players: dict[int, Player], records: list[Abnormal], scoring: ScoringSystem, rounds: int
    ) -> dict[int, Player]:
        """Record 299 for given players: a bonus or penalty, or other points for one round's result."""
        for a in records:
            if a.round > rounds:
                raise self.error(a.line, 20, f"found round {a.round} in record 299; expected at most {rounds}")
            for tpn in a.ids:
                if tpn not in players:
                    raise self.error(a.line, 24, f"found start rank {tpn} in record 299; expected a player of the file")
                player = players[tpn]
                extra = a.points
                if a.kind:  # the round's result is worth a.points instead of its usual value
                    extra = a.points - player.rounds[a.round - 1].points(scoring)
                players[tpn] = replace(player, adjustments=(*player.adjustments, (a.round, extra)))
        return players

    def number(self, text: str, line: int, column: int) -> Fraction:
        try:
            return parse_points(text)
        except (ValueError, ZeroDivisionError):
            raise self.error(line, column, f"found {text.strip()!r}; expected a number such as 1.0") from None

    def check_codes(self, content: str, line: int) -> list[int]:
        """Every code of a 202/212 list is known; split as split_codes does (commas, else blanks).

        Returns the column of each code."""
        columns = []
        for start, code in code_spans(content):
            columns.append(4 + start)
            name = re.match(r"[A-Za-z_]*", code)
            # team and self-defined codes are valid TRF: the file reads, and ranking by them is refused later
            if (
                code.upper() != "PTS"
                and not code.upper().startswith("OTHER_")
                and not (name and name.group().upper() in TEAM_CODES)
            ):
                try:
                    parse_code(code)
                except CodeError as exc:
                    raise self.error(line, 4 + start, exc.message) from None
        return columns

    def scoring_162(self, content: str, line: int) -> dict[str, Fraction]:
        """``W 1.0    D 0.5 ...``: a code W D L A P X and its points (also accepted: ``W=1.0``, ``W1.0``)."""
        number = r"-?\d+(?:\.\d+)?"
        fields: dict[str, Fraction] = {}
        tokens = list(re.finditer(r"\S+", content))
        i = 0
        while i < len(tokens):
            token = tokens[i]
            m = re.fullmatch(rf"([WDLAPX])=?({number})?", token.group(), re.IGNORECASE)
            if not m:
                raise self.error(
                    line,
                    5 + token.start(),
                    f"found {token.group()!r} in the scoring system; "
                    "expected a code W D L A P X followed by its points",
                )
            letter = m.group(1).upper()
            if m.group(2) is not None:
                fields[letter] = Fraction(m.group(2))
                i += 1
                continue
            if i + 1 == len(tokens):
                raise self.error(
                    line,
                    5 + token.start(),
                    f"found {token.group()!r} without points in the "
                    "scoring system; expected the code followed by its "
                    "points, e.g. W 1.0",
                )
            value = tokens[i + 1]
            text = value.group().removeprefix("=")
            if not re.fullmatch(number, text):
                column = 5 + value.start() + len(value.group()) - len(text)
                raise self.error(
                    line,
                    column,
                    f"found {text!r} as the points of {letter} in the scoring system; expected a number such as 1.0",
                )
            fields[letter] = Fraction(text)
            i += 2
        return fields

    def scoring_xxs(self, content: str, line: int) -> dict[str, Fraction]:
        names = {
            "WW": "W",
            "BW": "W",
            "WD": "D",
            "BD": "D",
            "WL": "L",
            "BL": "L",
            "W": "W",
            "D": "D",
            "ZPB": "A",
            "HPB": "HPB",
            "FPB": "FPB",
            "PAB": "P",
            "FW": "FW",
            "FL": "FL",
        }
        fields: dict[str, Fraction] = {}
        for match in re.finditer(r"(\S+)", content):
            m = re.fullmatch(r"([A-Z]+)=(-?\d+(?:\.\d+)?)", match.group().upper())
            if not m or m.group(1) not in names:
                raise self.error(
                    line,
                    5 + match.start(),
                    f"found {match.group()!r}; expected CODE=POINTS with a code of " + " ".join(names),
                )
            fields[names[m.group(1)]] = Fraction(m.group(2))
        return fields

    @staticmethod
    def scoring(fields: dict[str, Fraction]) -> ScoringSystem:
        base = ScoringSystem()
        win = fields.get("W", base.win)
        draw = fields.get("D", base.draw)
        return ScoringSystem(
            win=win,
            draw=draw,
            loss=fields.get("L", base.loss),
            forfeit_win=fields.get("FW", win),
            forfeit_loss=fields.get("FL", fields.get("A", base.forfeit_loss)),
            pab=fields.get("P", win),
            fpb=fields.get("FPB", win),
            hpb=fields.get("HPB", draw),
            zpb=fields.get("ZPB", fields.get("A", base.zpb)),
            unknown=fields.get("X", draw),
        )

    def players(
        self,
        taken: _Bulk,
        entries: dict[int, Player | None],
        pending: list[tuple[int, tuple[str, ...]]],
        rounds: int,
    ) -> tuple[dict[int, Player], Columns]:
        """The players in the order of the file, each with the scheduled number of rounds (empty ones added), and
        their Columns. The lines of the fast path (Reader.bulk's, and those of pending) are read here, together,
        once the number of rounds is known; the careful path's players (in entries) are put in their places."""
        lines, fields = taken.lines, taken.fields
        if pending:  # fast lines outside the bulk (all, line by line): in the order of the file
            merged = sorted(chain(zip(lines, fields, strict=True), pending))
            lines, fields = list(map(operator.itemgetter(0), merged)), list(map(operator.itemgetter(1), merged))
        width = ROUND_WIDTH * rounds
        blocks, opponents = taken.blocks, taken.opponents
        if pending or len(blocks) != width * len(lines):
            blocks = "".join(map(str.ljust, map(operator.itemgetter(-1), fields), repeat(width)))
            opponents = plain_blocks(blocks, rounds)[0]  # every block plain: checked in bulk or on its line
        columns = blocks_read(blocks, opponents)
        ordered = well_formed_players(lines, fields, columns, rounds)
        careful = [self.pad(entry, rounds) for entry in entries.values() if entry is not None]
        if careful:
            ordered, columns = spliced(ordered, lines, columns, careful, rounds)
        return dict(zip(map(operator.attrgetter("tpn"), ordered), ordered, strict=True)), columns

    def careful_player(self, line: str, number: int) -> Player:
        """Record 001, field by field: the first anomaly is an InputError at its column, a reading a notice."""

        def field(a: int, b: int) -> str:
            return line[a - 1 : b]

        if "\t" in line:
            raise self.error(
                number,
                line.index("\t") + 1,
                "found a tab; expected blanks (a TRF record has fixed columns, and a tab shifts them)",
            )
        if len(line) > 3 and line[3] != " ":
            raise self.error(number, 4, f"found {line[3]!r} after record id '001'; expected a blank in column 4")
        tpn_text = field(5, 8)
        if line[8:9].strip() and digits(field(5, 9).strip()):
            raise self.error(
                number,
                9,
                f"found {line[8]!r} in column 9: the start rank runs past column 8; "
                f"expected a blank, then the sex in column 10 {hint(line)}",
            )
        if not digits(tpn_text.strip()):
            raise self.error(
                number, 5, f"found {tpn_text.strip()!r} as the start rank; expected a number in columns 5-8"
            )
        if line[8:9] not in ("", " "):
            raise self.error(
                number,
                9,
                f"found {line[8]!r} in column 9: the start rank runs past column 8; "
                f"expected a blank, then the sex in column 10 {hint(line)}",
            )
        self.check_separators(line, number)
        rating_text = field(49, 52).strip()
        if rating_text and not digits(rating_text):
            raise self.error(
                number,
                49,
                f"found {rating_text!r} as the rating; expected a number in columns 49-52 or blanks {hint(line)}",
            )
        points_text = field(81, 84).strip()
        points = None
        if points_text:
            try:
                points = parse_points(points_text)
            except (ValueError, ZeroDivisionError):
                raise self.error(
                    number,
                    81,
                    f"found {points_text!r} as the points; expected a number such as 4.5 in columns 81-84 {hint(line)}",
                ) from None
        rank_text = field(86, 89).strip()
        if rank_text and not digits(rank_text):
            raise self.error(
                number, 86, f"found {rank_text!r} as the rank; expected a number in columns 86-89 or blanks"
            )
        if len(line) > 84 and line[84] != " ":
            raise self.error(
                number, 85, f"found {line[84]!r} in column 85; expected a blank between points and rank {hint(line)}"
            )
        rounds = well_formed_rounds(line) if self.fast else None
        if rounds is None:  # something is off: the careful reader finds it and says where
            blocks = []
            r = 1
            while len(line) >= round_column(r):
                blocks.append(self.round_block(line, number, r))
                r += 1
            rounds = tuple(blocks)
        rating = int(rating_text) if rating_text else 0
        return Player(
            tpn=int(tpn_text),
            name=field(15, 47).strip(),
            rating=rating or None,
            sex=field(10, 10).strip(),
            title=field(11, 13).strip(),
            federation=field(54, 56).strip(),
            fide_id=field(58, 68).strip(),
            birth=field(70, 79).strip(),
            declared_points=points,
            declared_rank=int(rank_text) if rank_text else None,
            rounds=rounds,
            line=number,
        )

    def check_separators(self, line: str, number: int) -> None:
        """The blank columns between the fields of record 001: an error next to a number, else a notice."""
        if len(line) >= _LAST_SEPARATOR and _SEPARATORS(line) == _BLANKS:  # all blank: nothing to say
            return
        for col in sorted((*NUMBER_SEPARATORS, *TEXT_SEPARATORS)):
            if len(line) < col or line[col - 1] == " ":
                continue
            if col in NUMBER_SEPARATORS:
                left, right = NUMBER_SEPARATORS[col]
                raise self.error(
                    number,
                    col,
                    f"found {line[col - 1]!r} in column {col}; expected a blank between "
                    f"the {left} and the {right}: a field that runs into its neighbour "
                    f"would be read as another number {hint(line)}",
                )
            self.notice(
                number,
                col,
                Message(SEPARATOR_NOTICES[col][0], char=repr(line[col - 1])),
                Message("notice.found_in_column", char=repr(line[col - 1]), column=col),
                Message(SEPARATOR_NOTICES[col][1]),
            )

    def round_block(self, line: str, number: int, r: int) -> RoundRecord:
        """Read and check round r's block; the first anomaly is an InputError at its column."""
        col = round_column(r)
        block = line[col - 1 : col - 1 + ROUND_WIDTH].ljust(ROUND_WIDTH)
        if line[col - 2 : col - 1] not in ("", " "):
            raise self.error(
                number,
                col - 1,
                f"found {line[col - 2]!r} before round {r}; expected a blank in column {col - 1} {hint(line)}",
            )
        opp_text, gap1, colour, gap2, code, rest = block[0:4], block[4], block[5], block[6], block[7], block[8:]
        if gap1 != " " or gap2 != " " or rest.strip():
            bad = next(i for i, ch in enumerate(block) if i in (4, 6, 8, 9) and ch != " ")
            raise self.error(
                number,
                col + bad,
                f"found {block[bad]!r} in round {r}; expected the layout "
                "'OPPN c r' (opponent, colour, result) in 10 columns "
                f"{hint(line)}",
            )
        if opp_text.strip() and not digits(opp_text.strip()):
            raise self.error(
                number,
                col,
                f"found {opp_text.strip()!r} as the opponent in round {r}; expected a start rank, 0000 or blanks",
            )
        opponent = int(opp_text) if opp_text.strip() else 0
        if colour.lower() not in ("w", "b", "-", " "):
            raise self.error(number, col + 5, f"found colour {colour!r} in round {r}; expected w, b, - or blank")
        code = code.upper()
        if code not in RESULT_CODES:
            raise self.error(
                number,
                col + 7,
                f"found result {code!r} in round {r}; expected one of 1 0 = + - W D L H F U Z X or blank",
            )
        if opponent:
            if code in "HFUZ":
                raise self.error(
                    number,
                    col + 7,
                    f"found bye code {code!r} against opponent {opponent} in "
                    f"round {r}; expected 0000 as the opponent of a bye",
                )
            if colour.lower() not in ("w", "b") and code not in "+- ":
                raise self.error(number, col + 5, f"found colour {colour!r} for a game in round {r}; expected w or b")
        elif code in "10WDLX":
            raise self.error(
                number,
                col,
                f"found a game result {code!r} without an opponent in round {r}; expected an opponent's start rank",
            )
        elif code in OLD_BYES:  # the byes of TRF-06, before the codes H F U Z of TRF-16
            new = OLD_BYES[code]
            self.notice(
                number,
                col + 7,
                Message("notice.old_bye", block=block[:8], label=Message(BYE_KINDS[new]), round=r),
                f"`{block[:8]}`",
                Message("notice.expected_bye", code=new, label=Message(BYE_KINDS[new])),
            )
            code = new
        return RoundRecord(
            round=r,
            opponent=opponent or None,
            colour=colour.lower() if colour.lower() in ("w", "b") else None,
            code=code,
        )

    @staticmethod
    def pad(player: Player, rounds: int) -> Player:
        if len(player.rounds) >= rounds:
            return player
        blanks = tuple(RoundRecord(r, None, None, " ") for r in range(len(player.rounds) + 1, rounds + 1))
        return replace(player, rounds=player.rounds + blanks)

    def check_pairings(self, t: Tournament, columns: Columns) -> None:
        """Both sides of a game agree: opponent, colours and complementary results."""
        if not ((self.fast and rounds_agree(t, columns)) or self.pairings_agree(t)):
            self.locate_pairing_error(t)

    @staticmethod
    def pairings_agree(t: Tournament) -> bool:
        """A quick pass over every pairing: True when nothing needs a closer look."""
        players = t.players
        for tpn, p in players.items():
            for r, q, colour, code in p.rounds:
                if q is None:
                    continue
                opp = players.get(q)
                if opp is None or q == tpn:
                    return False
                _, other_opponent, other_colour, other_code = opp.rounds[r - 1]
                if other_opponent != tpn:
                    return False
                if q > tpn and (
                    other_code not in COMPLEMENT[code]
                    or (code == " ") != (other_code == " ")
                    or (colour is not None and colour == other_colour)
                ):
                    return False
        return True

    def locate_pairing_error(self, t: Tournament) -> None:
        """The careful pass: find the first disagreement and say where it is."""
        for p in t.players.values():
            for rec in p.rounds:
                if rec.opponent is None:
                    continue
                col = round_column(rec.round)
                if rec.opponent == p.tpn:
                    raise self.error(
                        p.line,
                        col,
                        f"found player {p.tpn} paired against himself in round "
                        f"{rec.round}; expected another start rank",
                    )
                opp = t.players.get(rec.opponent)
                if opp is None:
                    raise self.error(
                        p.line,
                        col,
                        f"found opponent {rec.opponent} in round {rec.round}; "
                        "expected the start rank of a player in the file",
                    )
                other = opp.rounds[rec.round - 1]
                if other.opponent != p.tpn:
                    third = t.players.get(other.opponent) if other.opponent is not None else None
                    if third is not None and third.rounds[rec.round - 1].opponent == opp.tpn:
                        # the opponent's own pairing is confirmed by both sides: this line is the odd one
                        raise self.error(
                            p.line,
                            col,
                            f"found opponent {opp.tpn} in round {rec.round}, but "
                            f"{opp.tpn} plays {third.tpn} in that round (lines "
                            f"{opp.line} and {third.line}); expected the same "
                            "pairing on both lines",
                        )
                    end = len(self.lines[opp.line - 1].rstrip()) if 0 < opp.line <= len(self.lines) else col
                    if other.opponent is None and end < col:
                        raise self.error(
                            opp.line,
                            end + 1,
                            f"found the end of the line at column {end}, before "
                            f"round {rec.round}; expected a round block with "
                            f"opponent {p.tpn} at column {col}, as line "
                            f"{p.line} says (truncated line?)",
                        )
                    seen = other.opponent if other.opponent is not None else "no opponent"
                    raise self.error(
                        opp.line,
                        col,
                        f"found {seen} as the opponent of {opp.tpn} in round "
                        f"{rec.round}; expected {p.tpn}, as line {p.line} says",
                    )
                if rec.colour and other.colour and rec.colour == other.colour:
                    raise self.error(
                        opp.line,
                        col + 5,
                        f"found colour {rec.colour!r} for both {p.tpn} and "
                        f"{opp.tpn} in round {rec.round}; expected opposite "
                        "colours",
                    )
                if rec.code == " " and other.code != " ":
                    # a pairing without a result facing one with a result: the blank side is short
                    raise self.error(
                        p.line,
                        col + 7,
                        f"found no result against {opp.tpn} in round {rec.round}, "
                        f"who has {other.code!r} (line {opp.line}); expected one "
                        f"of {' '.join(COMPLEMENT[other.code])}",
                    )
                if other.code not in COMPLEMENT[rec.code]:
                    raise self.error(
                        opp.line,
                        col + 7,
                        f"found result {other.code!r} for {opp.tpn} against "
                        f"{p.tpn} in round {rec.round}, who has {rec.code!r} "
                        f"(line {p.line}); expected one of "
                        f"{' '.join(COMPLEMENT[rec.code])}",
                    )

    def check_points(self, t: Tournament, codes: str) -> Tournament:
        """The declared points (columns 81-84) equal the points the results give.

        When they exceed them by exactly a half-point (or full-point) bye for each empty round of the line, the
        message says so; with empty_round="half-point-bye" ("full-point-bye") those rounds are read as such byes,
        with a notice. A file that declares 0.0 for every player although its results give points has left the
        column unfilled (decision R8): read with a notice, the points from the results."""
        if unfilled_points_column(t):
            first = min((p for p in t.players.values() if p.declared_points is not None), key=lambda p: p.line)
            self.notice(
                first.line,
                81,
                Message("notice.points_unfilled"),
                Message("notice.found_zero_points"),
                Message("notice.expected_points"),
            )
            return t
        unit, n = t.scoring.denominator, t.rounds
        # A result code's points in units: what the reader reads means what its code says (model.UNPAIRED_CODES).
        units = {code: int(points_of(code, code in UNPAIRED_CODES, t.scoring) * unit) for code in RESULT_CODES}
        per_round = list(map(units.__getitem__, codes))  # player after player
        everyone = list(t.players.values())
        totals = list(map(sum, zip(*(per_round[r::n] for r in range(n)), strict=True)))
        totals = totals or [0] * len(everyone)  # (no rounds)
        # The declared points in units, each distinct Fraction once: the reader's are shared objects, one for each
        # text of the column (_POINTS_FIELDS), and a Fraction's hash is slow, so they are told apart by identity
        # (on 9,999 players 2.7 ms of CPU against 12.8 ms for a dict keyed by the Fractions, measured 2026-12-02).
        declared = [p.declared_points for p in everyone]
        distinct = dict(zip(map(id, declared), declared, strict=True))
        in_units = {key: whole_units(points, unit) for key, points in distinct.items()}
        given = map(in_units.__getitem__, map(id, declared))
        adjusted = map(bool, map(operator.attrgetter("adjustments"), everyone))  # TRF 299
        players = dict(t.players)
        # one by one: the players whose declared points are not their results' (or who have TRF 299 points)
        for p, sum_units in compress(
            zip(everyone, totals, strict=True), map(operator.or_, map(operator.ne, given, totals), adjusted)
        ):
            if p.declared_points is None:
                continue
            extra = sum((points for _, points in p.adjustments), Fraction(0))  # TRF 299
            if (p.declared_points - extra) * unit == sum_units:
                continue
            total = Fraction(sum_units, unit) + extra
            empty = [rec.round for rec in p.rounds if rec.opponent is None and rec.code == " "]
            fitting = [
                mode
                for mode, (code, _) in EMPTY_BYES.items()
                if p.declared_points - total == len(empty) * (points_of(code, True, t.scoring) - t.scoring.zpb)
            ]
            many = len(empty) > 1
            rounds = f"empty round{'s' if many else ''} {', '.join(map(str, empty))}"
            chosen = fitting[0] if self.empty_round == "bye" and len(fitting) == 1 else self.empty_round
            if chosen in fitting:
                code = EMPTY_BYES[chosen][0]
                self.notice(
                    p.line,
                    round_column(empty[0]),
                    Message(
                        EMPTY_NOTICES[chosen, many],
                        rounds=Join(empty),
                        mode=self.empty_round,
                        points=Decimal(fmt_points(p.declared_points)),
                    ),
                    Message("notice.found_empty_rounds" if many else "notice.found_empty_round", rounds=Join(empty)),
                    Message("notice.expected_bye", code=code, label=Message(BYE_KINDS[code])),
                )
                players[p.tpn] = replace(
                    p,
                    rounds=tuple(
                        RoundRecord(rec.round, None, None, code) if rec.round in empty else rec for rec in p.rounds
                    ),
                )
                continue
            cause = "check the results, or declare the scoring system in record 162"
            for mode in fitting:
                label = EMPTY_BYES[mode][1]
                byes = f"{label}s" if many else f"a {label}"
                cause = (
                    f"the {rounds} of this line, read as {byes}, would give exactly "
                    f"that: if {'they are' if many else 'it is'} {byes} written as blanks, "
                    f"read {'them' if many else 'it'} so with --set empty_round={mode} "
                    f"(parse_trf(..., empty_round='{mode}'))"
                )
            raise self.error(
                p.line,
                81,
                f"found {fmt_points(p.declared_points)} declared points for "
                f"player {p.tpn}, but the results give {fmt_points(total)}; expected "
                f"equal totals ({cause})",
            )
        return replace(t, players=players) if players != t.players else t


def rebyed_columns(
    columns: Columns, read: dict[int, Player], checked: dict[int, Player], rounds: int
) -> Columns | None:
    """The columns of the checked players (Reader.check_points, which reads a player's empty rounds as byes with no
    opponent and no colour): the read players' columns with the codes of each player it replaced (None, and no
    columns handed over, should a replaced player not have ``rounds`` records)."""
    codes = list(columns.codes)
    for i, (before, after) in enumerate(zip(read.values(), checked.values(), strict=True)):
        if after is not before:
            if len(after.rounds) != rounds:
                return None
            codes[i * rounds : (i + 1) * rounds] = map(operator.itemgetter(3), after.rounds)
    return Columns(columns.opponents, columns.colours, "".join(codes))


def spliced(
    fast: list[Player], lines: list[int], columns: Columns, careful: list[Player], rounds: int
) -> tuple[list[Player], Columns]:
    """The players of the fast path (fast, on lines, with their columns) and those of the careful path (in the order
    of the file, ``rounds`` records each), in the order of the file, and the columns of them all."""
    own = round_columns(careful)
    players: list[Player] = []
    opponents: list[int | None] = []
    colours: list[str | None] = []
    codes: list[str] = []
    done = 0  # the fast players placed so far
    for j, player in enumerate(careful):
        before = bisect.bisect(lines, player.line)
        theirs, mine = slice(done * rounds, before * rounds), slice(j * rounds, (j + 1) * rounds)
        players += [*fast[done:before], player]
        opponents += [*columns.opponents[theirs], *own.opponents[mine]]
        colours += [*columns.colours[theirs], *own.colours[mine]]
        codes += [columns.codes[theirs], own.codes[mine]]
        done = before
    players += fast[done:]
    opponents += columns.opponents[done * rounds :]
    colours += columns.colours[done * rounds :]
    codes.append(columns.codes[done * rounds :])
    return players, Columns(opponents, colours, "".join(codes))


def whole_units(points: Fraction | None, unit: int) -> int | Fraction | None:
    """Points in units (1/unit point): an int when whole (compared at C speed), else the Fraction; None stays."""
    if points is None:
        return None
    units = points * unit
    return units.numerator if units.denominator == 1 else units


def rounds_agree(t: Tournament, columns: Columns) -> bool:
    """The quick check of every pairing, a whole round at a time, from the players' columns (start ranks 1 to n):
    True when both sides of every pairing agree in the plainest way (opposite colours or none on both sides,
    complementary results); False sends the file to the record by record check (Reader.pairings_agree)."""
    n, rounds = len(t.players), t.rounds
    if list(t.players) != list(range(1, n + 1)):
        return False
    starts = range(1, n + 1)
    opponents, colours, codes = columns
    for r in range(rounds):
        round_opponents = opponents[r::rounds]  # of players 1 to n
        partners: list[int] = list(compress(round_opponents, round_opponents))  # type: ignore[arg-type]
        if not partners:
            continue
        if max(partners) > n:
            return False
        partner = gather(partners)  # a round's column (by start rank, from 1) -> the partners' entries
        players = tuple(compress(starts, round_opponents))
        if partner((None, *round_opponents)) != players:  # the partner plays someone else
            return False
        if any(map(operator.eq, partners, players)):  # paired against himself
            return False
        round_codes = codes[r::rounds]
        own_codes, other_codes = "".join(compress(round_codes, round_opponents)), "".join(partner(" " + round_codes))
        if own_codes.translate(MIRRORED_RESULT) != other_codes.translate(RESULT_CLASS):
            return False
        if "+" in "".join(map(other_codes.__getitem__, positions(own_codes, "+"))):
            return False  # a forfeit win against a forfeit win
        round_colours = colours[r::rounds]
        mirrored = map(_OTHER_COLOUR.__getitem__, compress(round_colours, round_opponents))
        if tuple(mirrored) != partner((None, *round_colours)):
            return False
    return True


_OTHER_COLOUR = {"w": "b", "b": "w", None: None}


def unfilled_points_column(t: Tournament) -> bool:
    """Decision R8: every declared total is 0.0 (columns 81-84), and the results give someone points."""
    declared = [p for p in t.players.values() if p.declared_points is not None]
    return (
        bool(declared)
        and all(p.declared_points == 0 for p in declared)
        and any(rec.points(t.scoring) > 0 for p in declared for rec in p.rounds)
    )


def fmt_points(value: Fraction) -> str:
    """Points as written in a TRF (one decimal at least): 3.5, 4.0, 12.25."""
    return f"{value.numerator}.0" if value.denominator == 1 else str(float(value))


def player_line(p: Player) -> str:
    """Format one 001 record in the TRF-16 columns: round r's block at columns 92 + 10 (r - 1), so the records must
    be those of rounds 1, 2 ... in order, each once (as Context.build checks them, model.checked_records)."""
    check_round_order(p.tpn, p.rounds)
    head = (
        f"001 {p.tpn:>4} {p.sex[:1]:1}{p.title[:3]:>3} {p.name[:33]:<33} {p.rating or 0:>4} "
        f"{p.federation[:3]:<3} {p.fide_id[:11]:>11} {p.birth[:10]:<10} "
    )
    points = fmt_points(p.declared_points) if p.declared_points is not None else ""
    head += f"{points:>4} {p.declared_rank if p.declared_rank is not None else '':>4}"
    blocks = []
    for rec in p.rounds:
        opp = f"{rec.opponent:>4}" if rec.opponent is not None else ("0000" if rec.code != " " else "    ")
        colour = rec.colour or ("-" if rec.code != " " else " ")
        blocks.append(f"  {opp} {colour} {rec.code}")
    return (head + "".join(blocks)).rstrip()


def write_trf(t: Tournament) -> str:
    """Write a Tournament as TRF text; reading it back gives an equivalent Tournament. ArgumentError: a player's
    records that are not those of rounds 1, 2 ... in order, each once (player_line)."""
    lines: list[str] = [f"{rec} {content}".rstrip() for rec, content in t.headers]
    players = [player_line(p) for p in t.players.values()]  # each player's records checked first
    # the number of rounds shows in the 001 lines unless the last rounds are blank for everyone
    shown = max(
        (rec.round for p in t.players.values() for rec in p.rounds if rec.opponent or rec.code != " "), default=0
    )
    if t.rounds > shown and not any(rec in ("XXR", "142") for rec, _ in t.headers):
        lines.append(f"XXR {t.rounds}")
    lines.extend(players)
    return "\n".join(lines) + "\n"
