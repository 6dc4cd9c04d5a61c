"""C.07 Article 4: rank by an ordered tie-break list; shared ranks; explanations of any value."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import accumulate, chain, groupby, repeat
from math import lcm
from operator import attrgetter, itemgetter
from threading import Lock
from typing import TYPE_CHECKING, Any, ClassVar, cast, overload

from ..errors import ArgumentError, CodeError, InputError, Notice
from ..language import Decimal, Join, Message, headings, translate, value_in
from ..model import Tournament, Value
from ..numbers import format_value
from ..numbers import json_number as json_number  # re-exported: conformance/tools import it from here
from ..present.tables import json_standings, render_table, row_objects
from ..rules.codes import TieBreak, code_warnings, parse_code, parse_list
from ..rules.definition import Definition
from ..rules.fide.base import Row, sum_summary
from ..rules.fide.encounter import ranks_in_group
from ..rules.played import completed_rounds, rule_notices
from ..rules.registry import definition
from ..rules.unplayed import Context, Options, check_arguments, is_round_robin

PTS = TieBreak("PTS")
OPTIONAL_COLUMNS = ("tpn", "title", "fed", "fide-id", "rating")
"""The columns of a published standings page (``ranking.publish``) that ``--columns`` chooses from; rank, name,
points and the tie-breaks are always shown. Here, not in ``ranking.publish``: the command line's help names them at
every start, and the page's modules are imported only for a page."""


@dataclass(frozen=True)
class StandingRow:
    """One participant's line of the standings.

    Attributes:
        rank: the place; players the whole list leaves tied share it (C.07 4.2), unless lots are drawn.
        tpn: the start rank (pairing number) of the participant.
        name: the name as the file gives it.
        rating: the rating of the file, None when unrated.
        points: the score (exact: ``Fraction`` or ``int``).
        values: each tie-break's value by its code, as in ``Standings.tiebreaks``; None where the rule leaves it
            undefined (e.g. ARO of a player with no rated opponent).
    """

    rank: int
    tpn: int
    name: str
    rating: int | None
    points: Fraction | int
    values: dict[str, Value]


@dataclass(frozen=True)
class StandingColumns:
    """Not a regulation: a table for speed, the standings of C.07 4.2 column by column in rank order, as ``rank``
    computed them. The JSON document is written from it; ``Standings.rows`` are made from it on first use.

    Attributes:
        rank, tpn, name, rating, points: a column each, the members of ``StandingRow`` of the same name.
        values: each tie-break's column by its code.
    """

    rank: Sequence[int]
    tpn: Sequence[int]
    name: Sequence[str]
    rating: Sequence[int | None]
    points: Sequence[Fraction | int]
    values: dict[str, Sequence[Value]]

    @classmethod
    def of_rows(cls, rows: Sequence[StandingRow], codes: Sequence[str]) -> StandingColumns:
        """The columns of `rows` as they are now, the values of `codes`."""
        values = list(map(attrgetter("values"), rows))
        column = {key: list(map(attrgetter(key), rows)) for key in ROW_MEMBERS}
        return cls(**column, values={code: list(map(itemgetter(code), values)) for code in codes})

    def rows(self) -> list[StandingRow]:
        """One ``StandingRow`` per participant, in rank order."""
        values = row_objects(dict(self.values), len(self.tpn))
        return list(map(StandingRow, self.rank, self.tpn, self.name, self.rating, self.points, values))

    def members(self) -> dict[str, Any]:
        """The members of each row of ``Standings.as_json()``, column by column, in its order: rank, tpn, name,
        rating, points, and the values by code; new lists (a caller that changes them changes no standings)."""
        return {
            **{key: list(getattr(self, key)) for key in ROW_MEMBERS},
            "values": {code: list(column) for code, column in self.values.items()},
        }


ROW_MEMBERS = ("rank", "tpn", "name", "rating", "points")  # a row's members before its values


FIRST_READ = Lock()  # held while the rows of some standings are made from their columns (RowsOnFirstUse)


class RowsOnFirstUse:
    """Not a regulation: ``Standings.rows`` as given, or, where ``rank`` gave the columns it computed
    (``StandingColumns``), made from them the first time they are read (the JSON document needs no rows).

    A data descriptor: ``dataclasses`` sees a field without a default (``__get__`` on the class raises
    AttributeError), and its ``__init__``, ``replace``, equality, repr and pickling read and write the rows through
    it. The instance keeps the rows, or the columns until then, under "rows"."""

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> RowsOnFirstUse: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> list[StandingRow]: ...
    def __get__(self, obj: object | None, owner: type | None = None) -> list[StandingRow] | RowsOnFirstUse:
        if obj is None:
            raise AttributeError("rows")  # a field without a default
        state = obj.__dict__
        rows: list[StandingRow] | StandingColumns = state["rows"]
        if isinstance(rows, StandingColumns):
            with FIRST_READ:  # two threads reading them first get the same list
                rows = state["rows"]
                if isinstance(rows, StandingColumns):
                    rows = state["rows"] = rows.rows()  # from now on the rows are the standings (may be changed)
        return rows

    def __set__(self, obj: object, value: list[StandingRow] | StandingColumns) -> None:
        obj.__dict__["rows"] = value

    @staticmethod
    def columns(obj: object) -> StandingColumns | None:
        """The columns `obj` was made from, while its rows have not been made from them."""
        held = obj.__dict__["rows"]
        return held if isinstance(held, StandingColumns) else None


@dataclass(frozen=True)
class Standings:
    """The ranking of a tournament by an ordered tie-break list (what ``standings()`` returns).

    Attributes:
        rules: the rule set applied, e.g. ``"fide-2026"``.
        tiebreaks: the codes of the list, in order (``PTS`` is the primary score).
        rows: one ``StandingRow`` per participant, in rank order (given as a list, or as the ``StandingColumns``
            ``rank`` computed: then made from them when first read).
        after_round: the last round counted.
        options: the decision options applied.
        scheduled_rounds: the rounds the event has (XXR / 142); None when the same as ``after_round``.
        notices: what the rules or the round had to assume, each a located ``Notice``.
        warnings: what the rule set does not define as the list writes it, computed with this note
            (``codes.code_warnings``).
    """

    PLAIN_MEMBERS: ClassVar[frozenset[str]] = frozenset(("rank", "tpn", "name", "rating"))
    """The members of a row ``to_dict`` writes as they are (a class constant, not a field); every other member holds
    exact values."""

    rules: str
    tiebreaks: list[str]
    if TYPE_CHECKING:  # what the rows are; what holds them (no default) is RowsOnFirstUse
        rows: list[StandingRow]
    else:
        rows: RowsOnFirstUse = RowsOnFirstUse()
    after_round: int
    options: Options = field(default_factory=Options)
    scheduled_rounds: int | None = None  # XXR / 142; None: the same as after_round
    notices: tuple[Notice, ...] = ()  # what the rules or the round had to assume (file:line:column: notice: ...)
    warnings: tuple[str, ...] = ()  # what the rule set does not define as written (codes.code_warnings)

    @property
    def final(self) -> bool:
        """True when every scheduled round is counted (not intermediate standings)."""
        return self.scheduled_rounds is None or self.after_round >= self.scheduled_rounds

    def table(self, fmt: str = "table", lang: str = "en") -> str:
        """The standings as an aligned text table (or "markdown", "csv", "json"), without a final newline; the
        headings, the title and the decimals in `lang` (en, nl, de, nb; CSV and JSON keep the decimal point)."""
        if fmt == "json":
            return self.json_text().rstrip("\n")
        words = headings(("rank", "tpn", "name", "rating", "pts"), lang)
        mark = "en" if fmt == "csv" else lang  # CSV keeps the decimal point
        body = [
            [
                str(row.rank),
                str(row.tpn),
                row.name,
                str(row.rating or ""),
                value_in(row.points, mark),
                *(value_in(row.values[c], mark) for c in self.tiebreaks),
            ]
            for row in self.rows
        ]
        title = translate(Message("title.standings", round=self.after_round, rules=self.rules), lang)
        return render_table([*words, *self.tiebreaks], body, fmt, title).rstrip("\n")

    def as_json(self) -> dict[str, Any]:
        """The JSON document of the command-line contract (numbers as exact decimals): ``to_dict()``."""
        return self.to_dict()

    def json_text(self, first: dict[str, Any] | None = None, one_line: bool = False) -> str:
        """``as_json()`` written as JSON text, one participant per line (the document of ``standings --format
        json``), or with `one_line` on one line as ``json.dumps`` writes it (JSON Lines); `first`: members written
        before the document's own (``{"file": ...}``). Written column by column (``json_columns``)."""
        head = {**(first or {}), **self.to_dict_head()}
        return json_standings(head, self.json_columns(), self.count(), one_line)

    def count(self) -> int:
        """The number of participants (of rows)."""
        columns = RowsOnFirstUse.columns(self)
        return len(self.rows) if columns is None else len(columns.tpn)

    def json_columns(self) -> dict[str, Any]:
        """The members of each row of ``as_json()`` column by column, in its order: rank, tpn, name, rating,
        points, and the values by code (exact values: the writer makes them ``json_number``). Those ``rank``
        computed, or, once the rows have been made (and perhaps changed), taken from the rows as they are now."""
        columns = RowsOnFirstUse.columns(self)
        if columns is None:
            columns = StandingColumns.of_rows(self.rows, self.tiebreaks)
        return columns.members()

    def to_dict_head(self) -> dict[str, Any]:
        """The members of ``to_dict()`` before "standings": rules, after_round (intermediate standings only),
        tiebreaks."""
        head: dict[str, Any] = {"rules": self.rules}
        if not self.final:
            head["after_round"] = self.after_round
        head["tiebreaks"] = self.tiebreaks
        return head

    def to_dict(self, exact_text: bool = False) -> dict[str, Any]:
        """The standings as plain data: rules, tiebreaks, and one dict per row (rank, tpn, name, rating, points,
        values): the members of ``json_columns``, row by row.

        Args:
            exact_text: False: numbers as ``int`` or ``float`` (a float only when it prints exactly the decimal,
                e.g. 56.75; otherwise the exact decimal as a string); True: every number as its exact decimal
                text (``format_value``), e.g. ``"8.5"``.

        Returns:
            A dict that ``json.dumps`` writes as the document of ``tiebreak-ref standings --format json``
            (exact_text=False); undefined values are None.
        """
        number = exact_decimal_text if exact_text else json_number
        members = {
            key: column if key in self.PLAIN_MEMBERS else exact_members(column, number)
            for key, column in self.json_columns().items()
        }
        return {**self.to_dict_head(), "standings": row_objects(members, self.count())}


def exact_members(column: Sequence[Value] | dict[str, Any], number: Callable[[Value], Any]) -> Any:
    """A column of exact values as `number` writes each (a dict of columns: each of them)."""
    if isinstance(column, dict):
        return {key: exact_members(inner, number) for key, inner in column.items()}
    return list(map(number, column))


def exact_decimal_text(value: Value) -> str | None:
    """A value of ``to_dict(exact_text=True)``: its exact decimal text (``format_value``); None stays None."""
    return None if value is None else format_value(value)


def dict_number(value: Value, exact_text: bool = False) -> int | float | str | None:
    """A value of ``to_dict``: ``json_number``, or with exact_text its exact decimal text (None stays None)."""
    return exact_decimal_text(value) if exact_text else json_number(value)


def tiebreak_argument(
    code: object, rules: str | None = None, parse: Callable[[str], TieBreak] | None = None
) -> TieBreak:
    """A tie-break code argument: a str (``"BH/C1"``, parsed under the rules, or by `parse`) or a TieBreak, else
    ArgumentError.

    Raises:
        CodeError: the code is unknown or malformed.
    """
    if isinstance(code, TieBreak):
        return code
    if isinstance(code, str):
        return parse(code) if parse is not None else parse_code(code, rules)
    raise ArgumentError(f"found {code!r} as a tie-break code; expected a string such as 'BH/C1' or a TieBreak")


def list_argument(tiebreaks: object) -> Sequence[str] | str:
    """A tie-break list argument: "BH/C1 BH" or ["BH/C1", "BH"], else ArgumentError."""
    if isinstance(tiebreaks, str):
        return tiebreaks
    if isinstance(tiebreaks, Sequence) and all(isinstance(code, str) for code in tiebreaks):
        return list(tiebreaks)
    raise ArgumentError(
        f"found {tiebreaks!r} as the tie-break list; expected a string such as 'BH/C1 BH' or a list of strings"
    )


def context(t: Tournament, rules: str | None, options: Options | None, after_round: int | None) -> Context:
    """The computation context, the arguments checked; by default after the last round played
    (completed_rounds); with the notices of rule_notices."""
    check_arguments(t, rules, options, after_round)
    played = completed_rounds(t) if after_round is None else after_round
    ctx = Context.build(t, rules, options, played)
    ctx.notices.extend(rule_notices(t, rules, after_round, played))
    return ctx


def event_notices(t: Tournament, rules: str | None, after_round: int | None = None) -> list[Notice]:
    """What is said before a result (the command line's stderr, the calculator page's notices): the reader's
    notices, then what choosing the edition and the round had to assume (``rule_notices``, decisions E2 and E3)."""
    return [*t.notices, *rule_notices(t, rules, after_round)]


def file_list(t: Tournament, parse: Callable[[list[str]], object] = parse_list) -> list[str]:
    """The file's own list (record 212, else 202), checked: self-defined codes cannot be computed.

    Raises:
        InputError: a code of the list cannot be computed (located where the file writes it).
    """
    for k, code in enumerate(t.tiebreaks):
        try:
            parse([code])
        except CodeError as exc:
            line, column = t.tiebreak_places[k] if k < len(t.tiebreak_places) else (0, 0)
            raise InputError(
                t.source,
                line,
                column,
                f"in the file's tie-break list (record 212/202): {exc.message}; or give the list with --tiebreaks",
            ) from None
    return list(t.tiebreaks)


def default_list(t: Tournament, event: str = "auto") -> list[str]:
    """Without a list given and without a list in the file: the documented default for the event type."""
    return ["DE", "SB", "KS", "WIN"] if is_round_robin(t, event) else ["BH/C1", "BH", "SB", "DE"]


def tiebreak_values(
    t: Tournament,
    code: str | TieBreak,
    rules: str | None = None,
    options: Options | None = None,
    after_round: int | None = None,
) -> dict[int, Value]:
    """Every participant's value of one tie-break (not Type A), keyed by start rank.

    Returns:
        The exact value (``Fraction`` or ``int``) of each participant by start rank; None where undefined.

    Raises:
        CodeError: the code is unknown or malformed.
        ArgumentError: a Type A code (DE, RBT: use ``standings``), unknown rules, a bad argument.
    """
    tb = tiebreak_argument(code, rules)
    if tb.type_a:
        raise ArgumentError(f"{tb.code} is computed inside a tied group: use standings()")
    return compute(context(t, rules, options, after_round), tb)


def adjusted_scores(
    t: Tournament, rules: str | None = None, options: Options | None = None, after_round: int | None = None
) -> dict[int, Fraction | int]:
    """C.07 16.3: each participant's score as the opponents' Buchholz sees it (16.2.5 rounds as draws).

    Raises:
        ArgumentError: unknown rules, an argument of the wrong type, ``after_round`` out of range.
    """
    ctx = context(t, rules, options, after_round)
    return {p: ctx.value(score) for p, score in ctx.adjusted_scores.items()}


def compute(ctx: Context, tb: TieBreak) -> dict[int, Value]:
    """One tie-break (not Type A) for everyone in a prepared context."""
    compute_all = definition_of(ctx, tb).compute
    if compute_all is None:
        raise ArgumentError(f"{tb.code} is computed inside a tied group: use standings()")
    return compute_all(ctx, tb)


def definition_of(ctx: Context, tb: TieBreak) -> Definition:
    """The registry's definition of a tie-break under the context's rules: FIDE C.07, or US Chess rule 34."""
    return definition(tb, ctx.rules)


def group_order(ctx: Context, group: list[int], tb: TieBreak) -> list[list[int]]:
    """A Type A tie-break (DE, C.07 Art. 6; RBT, US Chess 34E5 ...) on one tied group: its places."""
    order = definition_of(ctx, tb).order
    assert order is not None, f"{tb.code} is not Type A"
    return order(ctx, group, tb)


def split_by(groups: list[list[int]], column: dict[int, Value], lower_first: bool) -> list[list[int]]:
    """C.07 4.2: order each tied group by a tie-break's values, better first (the lower value when lower_first,
    else the higher; undefined last); equal values stay together. Keys are made only for the players of the groups
    still tied: whole numbers are their own keys (the higher first by a reversed sort, which keeps equal keys in
    their order); other values are keyed by ``sort_keys``."""
    tied = list(chain.from_iterable(group for group in groups if len(group) > 1))
    if not tied:
        return groups
    own = in_order(tied)(column)
    if set(map(type, own)) == {int}:
        return split_groups(groups, cast(dict[int, int], column), reverse=not lower_first)
    return split_groups(groups, sort_keys(dict(zip(tied, own, strict=True)), lower_first))


def in_order(keys: Sequence[int]) -> Callable[[dict[int, Any]], Sequence[Any]]:
    """Not a regulation: a function that gives the values of `keys`, in their order, from a dict by key
    (``operator.itemgetter``, made once and applied to each column: one call, not one per key)."""
    if len(keys) == 1:  # itemgetter of one key gives the value, not a tuple
        only = keys[0]
        return lambda values: (values[only],)
    if not keys:
        return lambda values: ()
    return itemgetter(*keys)


def sort_keys(column: dict[int, Value], lower_first: bool) -> dict[int, int]:
    """Order within a tie as exact integer keys: better first (the lower value when lower_first, else the
    higher); undefined after every defined value. Each distinct value is keyed once (a column repeats a few
    hundred values)."""
    values = list(column.values())
    objects = dict(zip(map(id, values), values, strict=True))  # by identity: a Fraction hashes slowly
    common = lcm(*{v.denominator for v in objects.values() if v is not None})
    sign = 1 if lower_first else -1
    key = {i: sign * v.numerator * (common // v.denominator) for i, v in objects.items() if v is not None}
    undefined = max(key.values(), default=0) + 1
    return dict(zip(column, map(key.get, map(id, values), repeat(undefined)), strict=False))


def standings(
    t: Tournament,
    tiebreaks: Sequence[str] | str | None = None,
    rules: str | None = None,
    options: Options | None = None,
    after_round: int | None = None,
) -> Standings:
    """C.07 4.2: rank by points, then by each tie-break in turn inside each group still tied.

    Args:
        t: the tournament (``read_trf``, ``parse_trf``).
        tiebreaks: the ordered list, e.g. ``"BH/C1 BH WIN DE"`` or ``["BH/C1", "BH"]``; None: the file's list
            (records 212/202).
        rules: ``"fide-2026"``, ``"fide-2024"``, ``"fide-2017"``, ``"uscf"``; None: from the start date.
        options: the decision options (the guide's Decisions page); None: the defaults.
        after_round: intermediate standings after this round; None: the last round played.

    Returns:
        The ranking, one ``StandingRow`` per participant in rank order.

    Raises:
        CodeError: a code of the list is unknown or malformed.
        ArgumentError: unknown rules, an argument of the wrong type, ``after_round`` out of range.
    """
    codes = list(getattr(t, "tiebreaks", ())) if tiebreaks is None else list_argument(tiebreaks)
    tbs = parse_list(codes, rules)
    if not any(tb.name == "PTS" for tb in tbs):
        tbs.insert(0, PTS)
    ctx = context(t, rules, options, after_round)
    return rank(ctx, tbs, tuple(code_warnings(tbs, ctx.rules, ctx.round_robin)))


def rank(ctx: Context, tbs: list[TieBreak], warnings: tuple[str, ...] = ()) -> Standings:
    """Apply the ordered list (Art. 4.2); Type A tie-breaks are recomputed inside each current group. `warnings`:
    those of the list (``Standings.warnings``)."""
    players = sorted(ctx.points)
    values: dict[str, dict[int, Value]] = {}
    groups: list[list[int]] = [players]
    labels = column_labels(tbs)
    for tb, label in zip(tbs, labels, strict=True):
        column: dict[int, Value]
        entry = definition_of(ctx, tb)
        if entry.type_a:
            column = dict.fromkeys(players, 0)
            split: list[list[int]] = []
            for group in groups:
                if len(group) == 1:
                    split.append(group)
                    continue
                order = group_order(ctx, group, tb)
                if len(order) > 1:  # a group DE cannot separate at all keeps 0, as FIDE's checker prints
                    column.update(ranks_in_group(order))
                split.extend(order)
        else:
            column = compute(ctx, tb)
            split = groups
            if len(groups) < len(players):  # some group is still tied
                split = split_by(groups, column, entry.lower_is_better(tb))
        values[label] = column
        groups = split
    if ctx.options.lots_seed is not None:
        groups = drawing_of_lots(groups, ctx.options.lots_seed)
    listed = [label for tb, label in zip(tbs, labels, strict=True) if tb.name != "PTS"]
    sizes = list(map(len, groups))
    places = chain.from_iterable(map(repeat, accumulate(sizes, initial=1), sizes))  # a tie shares its first place
    rank_of = dict(zip(chain.from_iterable(groups), places, strict=True))
    ranked = sorted(players, key=rank_of.__getitem__)  # start rank order inside a group (a stable sort)
    pick = in_order(ranked)  # each column in rank order by one call
    entrants = pick(ctx.tournament.players)
    columns = StandingColumns(
        rank=pick(rank_of),
        tpn=ranked,
        name=list(map(attrgetter("name"), entrants)),
        rating=list(map(attrgetter("rating"), entrants)),
        points=pick(cast(dict[int, Fraction | int], ctx.values(ctx.totals))),  # defined for everyone
        values={code: pick(values[code]) for code in listed},
    )
    return Standings(
        rules=ctx.rules,
        tiebreaks=listed,
        rows=cast(list[StandingRow], columns),  # the rows made from the columns when first read (RowsOnFirstUse)
        after_round=ctx.last_round,
        options=ctx.options,
        scheduled_rounds=ctx.tournament.rounds,
        notices=tuple(ctx.notices),
        warnings=warnings,
    )


def split_groups(groups: list[list[int]], keys: dict[int, int], reverse: bool = False) -> list[list[int]]:
    """C.07 4.2: order each tied group by a tie-break's keys (the lower first, or the higher with `reverse`); equal
    keys stay together (in the group's order, the start-rank order)."""
    split: list[list[int]] = []
    key = keys.__getitem__
    for group in groups:
        if len(group) == 1:  # placed already
            split.append(group)
            continue
        ordered = sorted(group, key=key, reverse=reverse)
        if key(ordered[0]) == key(ordered[-1]):  # one key: the group stays tied
            split.append(group)
        else:
            split.extend(map(list, map(itemgetter(1), groupby(ordered, key))))
    return split


def column_labels(tbs: list[TieBreak]) -> list[str]:
    """Column names: each code as the user wrote it (DESIGN.md "Tie-break codes"), with "#2", "#3" ... on a code
    listed again (Type A may repeat, C.07 4.3)."""
    seen: dict[str, int] = {}
    labels = []
    for tb in tbs:
        seen[tb.label] = seen.get(tb.label, 0) + 1
        labels.append(tb.label if seen[tb.label] == 1 else f"{tb.label}#{seen[tb.label]}")
    return labels


def drawing_of_lots(groups: list[list[int]], seed: int) -> list[list[int]]:
    """C.07 4.2: ties left after the whole list are broken by drawing of lots (here a seeded, repeatable draw)."""
    from random import Random  # only for a drawing of lots: not imported at every start

    draw = Random(seed)
    result: list[list[int]] = []
    for group in groups:
        order = sorted(group)
        draw.shuffle(order)
        result.extend([p] for p in order)
    return result


@dataclass(frozen=True)
class Explanation:
    """Why a participant has a value: the round-by-round rows of the tie-break's definition.

    Attributes:
        tpn: the participant's start rank.
        code: the tie-break code.
        article: the article that defines it, e.g. ``"C.07 8.1"``.
        rules: the rule set applied.
        value: the value (exact; None when undefined).
        rows: the rows that make it up, each a ``Row``.
        group: for a Type A code, the tied group it was applied to.
        warnings: what the rules in force do not define as the code is written (``codes.code_warnings``).
        summary: the sentences under the rows: the total (``BH = 2 + 4 + 1 = 7``), the arithmetic of an average
            and its rounding (``ARO = (2100 + 1450) ÷ 2 = 1775``), or why the value is 0 or undefined because the
            rule did not apply (DE not applied, ARO without a rated opponent).
        names: the names of the opponents of the rows (and of the group), by start rank (team pairing number).
    """

    tpn: int
    code: str
    article: str
    rules: str
    value: Value
    rows: list[Row]
    group: list[int] | None = None  # Type A: the tied group it was applied to
    warnings: tuple[str, ...] = ()  # what the rules in force do not define as written (codes.code_warnings)
    summary: tuple[str, ...] = ()  # the total, the arithmetic of an average, why a value is 0 or undefined
    names: dict[int, str] = field(default_factory=dict)  # opponents' names by start rank

    def table(self, fmt: str = "table", who: str = "", lang: str = "en") -> str:
        """The rows as an aligned text table (or "markdown", "csv"), with a total row and, except in CSV, the
        summary sentences under it; without a final newline. `who` names the participant in the title (default:
        the start rank); `lang` (en, nl, de, nb) the language of the headings, the text and the decimals (CSV keeps
        the decimal point)."""
        header, body = self.cells(lang, "en" if fmt == "csv" else lang)  # CSV keeps the decimal point
        text = render_table(header, body, fmt, translate(self.title(who), lang), left={2, len(header) - 1})
        text = text.rstrip("\n")
        if fmt == "csv" or not self.summary:
            return text
        return text + "\n" + "\n".join(translate(s, lang) for s in self.summary)

    def cells(self, lang: str = "en", mark: str | None = None) -> tuple[list[str], list[list[str]]]:
        """The headings and the cells of the table in `lang`: a line per row, then the total; the numbers with the
        decimal mark of `mark` (default: `lang`'s; "en" for the point)."""
        yes = headings(["yes"], lang)[0]

        def number(value: Value, undefined: str = "") -> str:
            return value_in(value, mark or lang, undefined)

        body = [
            [
                str(r.round or ""),
                self.opponent(r.opponent),
                translate(r.what, lang),
                number(r.element),
                number(r.points),
                number(r.contribution),
                yes if r.vur else "",
                "; ".join(translate(x, lang) for x in (r.cut, r.note) if x),
            ]
            for r in self.rows
        ]
        total = translate(Message("what.total", code=self.code), lang)
        body.append(["", "", total, "", "", number(self.value, "-"), "", ""])
        keys = ("round", "opp", "what", "element", "points", "contribution", "vur", "note")
        return headings(keys, lang), body

    def title(self, who: str = "") -> Message:
        """The title of the table: 'BH of 1 Alpha = 13.5  (C.07 8.1, fide-2026)', with the tied group of Type A."""
        group = Message("title.group", members=Join(self.group)) if self.group else ""
        value = format_value(self.value)
        return Message(
            "title.explanation",
            code=self.code,
            who=who or str(self.tpn),
            value=Decimal(value),
            article=self.article,
            rules=self.rules,
            group=group,
        )

    def opponent(self, tpn: int | None) -> str:
        """An opponent as the tables print it: the number and the name ("5 Echo"); empty for none."""
        if tpn is None:
            return ""
        name = self.names.get(tpn, "")
        return f"{tpn} {name}" if name else str(tpn)

    def to_dict(
        self, number: Callable[[Value], int | float | str | None] | None = None, lang: str = "en"
    ) -> dict[str, Any]:
        """The explanation as plain data, the document of ``explain --format json`` (numbers by `number`, default
        ``json_number``): its fields, ``summary`` as a list of sentences, each row with ``opponent_name``; the text
        fields (what, cut, note, summary) in `lang`, the keys and the numbers as in English."""
        num = json_number if number is None else number

        def text(value: str | None) -> str | None:
            return None if value is None else translate(value, lang)

        return {
            "tpn": self.tpn,
            "code": self.code,
            "article": self.article,
            "rules": self.rules,
            "value": num(self.value),
            "group": self.group,
            "rows": [
                {
                    "round": r.round,
                    "opponent": r.opponent,
                    "opponent_name": None if r.opponent is None else self.names.get(r.opponent),
                    "what": text(r.what),
                    "element": num(r.element),
                    "points": num(r.points),
                    "contribution": num(r.contribution),
                    "vur": r.vur,
                    "cut": text(r.cut),
                    "note": text(r.note),
                }
                for r in self.rows
            ],
            "summary": [translate(s, lang) for s in self.summary],
        }


def summary_of(
    entry: Definition, ctx: Any, tb: TieBreak, tpn: int, value: Value, rows: list[Row], group: list[int] | None
) -> tuple[str, ...]:
    """The sentences under an explanation: the definition's own (averages, DE), else for a Type A tie-break the
    place or why it is 0, else the sum of the rows."""
    if entry.summarise is not None:
        return tuple(entry.summarise(ctx, tb, tpn, value, group))
    if entry.type_a:
        if value:
            return (Message("sum.type_a_place", code=tb.code, value=value),)
        if not group or len(group) == 1:
            return (Message("sum.type_a_alone", code=tb.code, tpn=tpn),)
        return (Message("sum.type_a_none", code=tb.code),)
    return tuple(sum_summary(tb.code, rows, value))


def names_of(rows: list[Row], group: list[int] | None, name: Callable[[int], str]) -> dict[int, str]:
    """The names of the opponents of the rows and of the members of the group."""
    numbers = {r.opponent for r in rows if r.opponent is not None} | set(group or ())
    return {q: name(q) for q in sorted(numbers)}


def explain(
    t: Tournament,
    tpn: int,
    code: str,
    rules: str | None = None,
    options: Options | None = None,
    after_round: int | None = None,
    tiebreaks: Sequence[str] | str | None = None,
) -> Explanation:
    """Explain one participant's value of one tie-break (for DE, inside the group of the given list).

    Args:
        t: the tournament.
        tpn: the participant's start rank.
        code: the tie-break, e.g. ``"BH/C1"``.
        rules: as for ``standings``.
        options: as for ``standings``.
        after_round: as for ``standings``.
        tiebreaks: for a Type A code (DE), the list whose earlier entries form the tied group.

    Returns:
        The value and its round-by-round rows (``Row``).

    Raises:
        CodeError: the code is unknown or malformed.
        ArgumentError: an unknown participant, unknown rules, a bad argument.
    """
    tb = tiebreak_argument(code, rules)
    ctx = context(t, rules, options, after_round)
    if not isinstance(tpn, int) or isinstance(tpn, bool) or tpn not in t.players:
        raise ArgumentError(f"found {tpn!r} as the participant; expected the start rank of a player of the tournament")
    warnings = tuple(code_warnings([tb], ctx.rules, ctx.round_robin))
    entry = definition_of(ctx, tb)

    def name(q: int) -> str:
        return t.players[q].name

    if entry.explain_in_group is not None:  # Type A: inside the group the list's earlier entries leave tied
        codes = parse_list(list_argument(tiebreaks) if tiebreaks is not None else [tb.code], rules)
        listed = [c for c in codes if c.name != "PTS"]
        position = next((i for i, c in enumerate(listed) if c.code == tb.code), len(listed))
        before = rank(ctx, [PTS, *listed[:position]])
        key = {row.tpn: (row.rank) for row in before.rows}
        group = [p for p in key if key[p] == key[tpn]]
        order = group_order(ctx, group, tb)
        ranks = ranks_in_group(order) if len(order) > 1 else dict.fromkeys(group, 0)
        rows = entry.explain_in_group(ctx, tb, tpn, group)
        return Explanation(
            tpn,
            tb.code,
            entry.article,
            ctx.rules,
            ranks[tpn],
            rows,
            sorted(group),
            warnings,
            summary_of(entry, ctx, tb, tpn, ranks[tpn], rows, sorted(group)),
            names_of(rows, group, name),
        )
    assert entry.compute is not None and entry.explain is not None
    value = entry.compute(ctx, tb)[tpn]
    article = Message("title.virtual_article", article=entry.article) if ctx.virtual_opponent else entry.article
    rows = entry.explain(ctx, tb, tpn)
    summary = summary_of(entry, ctx, tb, tpn, value, rows, None)
    return Explanation(
        tpn, tb.code, article, ctx.rules, value, rows, None, warnings, summary, names_of(rows, None, name)
    )
