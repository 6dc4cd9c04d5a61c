"""Tables as text: aligned columns, CSV and Markdown, and the JSON document of the command-line contract (one
participant per line). Knows nothing of tie-breaks: ``Standings.table()`` and the command line give it rows."""

from __future__ import annotations

import io
import json
from collections.abc import Iterable, Iterator, Sequence
from fractions import Fraction
from itertools import repeat
from json.encoder import encode_basestring
from math import isfinite
from typing import Any

from ..numbers import json_number

ENCODE = json.JSONEncoder(ensure_ascii=False).encode  # what json.dumps writes, for any one value
Members = dict[str, Any]  # by key: a column (a value per row), or a dict of Members for a nested object


def json_document(document: dict[str, Any], one_line: bool = False) -> str:
    """A document whose "standings" is a list of rows (dicts with the same keys in the same order), written by
    ``json_standings``: its other members first, then the rows."""
    rows = document["standings"]
    head = {k: v for k, v in document.items() if k != "standings"}
    keys = list(rows[0]) if rows else []
    if any(list(row) != keys for row in rows):
        raise ValueError("json_document: expected rows with the same keys in the same order")
    return json_standings(head, {key: [row[key] for row in rows] for key in keys}, len(rows), one_line)


def row_objects(columns: Members, count: int) -> list[dict[str, Any]]:
    """`count` objects (dicts) given column by column: each member a column of values, or a dict of columns for a
    nested object (the members of ``json_standings``, row by row)."""
    keys = list(columns)
    inner = [row_objects(column, count) if isinstance(column, dict) else column for column in columns.values()]
    if not inner:
        return [{} for _ in range(count)]
    return list(map(dict, map(zip, repeat(keys), zip(*inner, strict=True))))


def json_standings(head: dict[str, Any], columns: Members, count: int, one_line: bool = False) -> str:
    """The JSON document of the command-line contract: `head`'s members, then "standings", `count` rows given column
    by column (``json_rows``), one row per line; with `one_line` the document on one line as ``json.dumps`` writes
    it (JSON Lines)."""
    text = ENCODE(head)[:-1] + ', "standings": ['
    if one_line:
        return text + ", ".join(json_rows(columns, count)) + "]}"
    return text + "\n" + ",\n".join(json_rows(columns, count, "  ")) + "\n]}\n"


def json_rows(columns: Members, count: int, indent: str = "") -> list[str]:
    """`count` objects as JSON text, as ``json.dumps`` writes them (each after `indent`), given column by column:
    each member a column of values (``json_column``), or a dict of columns for a nested object. Numbers are exact
    values (``json_number``)."""
    if not columns:
        return [indent + "{}"] * count
    return list(map("".join, zip(*member_pieces(columns, indent + "{"), repeat("}", count), strict=False)))


def member_pieces(columns: Members, opening: str) -> Iterator[Iterable[str]]:
    """The pieces of the objects' text, member by member: each key with what comes before it (`opening` for the
    first), then its column of values; a nested object's members inside braces."""
    before = opening
    for key, column in columns.items():
        prefix = f"{before}{encode_basestring(key)}: "
        if isinstance(column, dict):
            if column:
                yield from member_pieces(column, prefix + "{")
                before = "}, "
            else:
                before = prefix + "{}, "
            continue
        yield from json_column(column, prefix)
        before = ", "
    if before != ", ":  # the last member an object: its closing brace
        yield repeat(before.removesuffix(", "))


def json_column(values: Sequence[Any], prefix: str = "") -> list[Iterable[str]]:
    """The JSON text of each value of a column after `prefix`, as pieces to join (the prefix, the text): a column
    of strings, or of whole numbers each different, value by value; any other column each distinct value once,
    with its prefix (``json_value``): whole numbers and null by value, any other column by identity (a Fraction
    hashes slowly, and a column of a large event repeats a few hundred numbers)."""
    kinds = set(map(type, values))
    if kinds == {str}:
        return [repeat(prefix), map(encode_basestring, values)]
    if kinds <= {int, type(None)}:
        distinct = set(values)
        if None not in distinct and 2 * len(distinct) > len(values):  # mostly different: no table
            return [repeat(prefix), map(repr, values)]
        written = {v: prefix + ("null" if v is None else repr(v)) for v in distinct}
        return [list(map(written.__getitem__, values))]
    ids = list(map(id, values))
    written = {key: prefix + json_value(value) for key, value in dict(zip(ids, values, strict=True)).items()}
    return [list(map(written.__getitem__, ids))]


def json_value(value: Any) -> str:
    """A value as JSON text, as ``json.dumps`` writes it (a finite number its ``repr``, as json does); an exact
    value (``Fraction``) as ``json_number`` (9.75, "44/3")."""
    if type(value) is int:  # the common case first: isinstance(value, Fraction) is slow for an int (an ABC check)
        return repr(value)
    number: Any = json_number(value) if isinstance(value, Fraction) else value
    return repr(number) if type(number) in (int, float) and isfinite(number) else ENCODE(number)


def render_table(
    header: list[str], body: list[list[str]], fmt: str, title: str = "", left: set[int] | None = None
) -> str:
    """A table as aligned text, CSV or Markdown; `left`: the columns aligned left in text (default: the third, and
    the last when it is "What" or "Note")."""
    if fmt == "csv":
        import csv  # only for CSV: not imported at every start

        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(header)
        writer.writerows(body)
        return out.getvalue()
    if fmt == "markdown":
        lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
        lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in body]
        return "\n".join(lines) + "\n"
    widths = [max(len(str(c)) for c in column) for column in zip(header, *body, strict=True)]
    if left is None:
        left = {2, len(header) - 1} if header[-1] in ("What", "Note") else {2}

    def line(cells: Sequence[str]) -> str:
        return "  ".join(
            c.ljust(w) if i in left else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ).rstrip()

    out_lines = ([title] if title else []) + [line(header), line(["-" * w for w in widths])]
    out_lines += [line(row) for row in body]
    return "\n".join(out_lines) + "\n"
