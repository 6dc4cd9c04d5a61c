"""Tables as text: aligned columns, CSV and Markdown, and the JSON document of the command-line contract (one
participant per line). Knows nothing of tie-breaks: ``Standings.table()`` and the command line give it rows."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Sequence
from fractions import Fraction
from itertools import repeat
from json.encoder import encode_basestring
from typing import Any

from ..numbers import json_number

NULL = {None: "null"}  # the JSON of an undefined value


def json_document(document: dict[str, Any], one_line: bool = False) -> str:
    """The standings JSON with one participant per line: readable, and fast for large fields (`one_line`: as
    ``json_table``)."""
    rows = document["standings"]
    head = {k: v for k, v in document.items() if k != "standings"}
    encode = json.JSONEncoder(ensure_ascii=False).encode  # one encoder for every row
    return json_table(head, list(map(encode, rows)), one_line)


def json_table(head: dict[str, Any], rows: list[str], one_line: bool = False) -> str:
    """A document of `head`'s members and then "standings", the rows given as JSON text: one row per line, or with
    `one_line` the document on one line as ``json.dumps`` writes it (JSON Lines)."""
    text = json.JSONEncoder(ensure_ascii=False).encode(head)[:-1] + ', "standings": ['
    if one_line:
        return text + ", ".join(rows) + "]}"
    return text + "\n" + ",\n".join(map("  ".__add__, rows)) + "\n]}\n"


def json_objects(
    fields: Sequence[tuple[str, Sequence[Any]]], inner: str, inner_fields: Sequence[tuple[str, Sequence[Any]]]
) -> list[str]:
    """Objects as JSON text, as ``json.dumps`` writes them, given column by column: `fields` (each a key and its
    values, one per object), then the object `inner` of `inner_fields`. Numbers are exact values (``json_number``)."""
    keys = [encode_basestring(key) for key, _ in fields]
    inner_keys = [encode_basestring(key) for key, _ in inner_fields]
    prefixes = [("{" if k == 0 else ", ") + f"{key}: " for k, key in enumerate(keys)]
    opening = f", {encode_basestring(inner)}: {{"
    prefixes += [(opening if k == 0 else ", ") + f"{key}: " for k, key in enumerate(inner_keys)]
    pieces = [
        piece
        for (_, values), prefix in zip([*fields, *inner_fields], prefixes, strict=True)
        for piece in json_column(values, prefix)
    ]
    closing = "}}" if inner_fields else opening + "}}"
    return list(map("".join, zip(*pieces, repeat(closing), strict=False)))


def json_column(values: Sequence[Any], prefix: str = "") -> list[Iterable[str]]:
    """The JSON text of each value of a column after `prefix`, as pieces to join (the prefix, the text): a string
    quoted, a whole number its digits, an exact value ``json_number``, None null. Each distinct value is written once
    (a column of a large event repeats a few hundred numbers)."""
    ids = list(map(id, values))  # a value by identity: a Fraction hashes slowly
    objects = dict(zip(ids, values, strict=True))
    if MEMO_SHARE * len(objects) > len(values):  # mostly distinct: names, start ranks, ratings
        kinds = set(map(type, objects.values()))
        if kinds == {str}:
            return [repeat(prefix), map(encode_basestring, values)]
        if kinds <= {int, type(None)}:
            return [repeat(prefix), map(NULL.get, values, map(str, values))]
    written = {key: prefix + json_text(value) for key, value in objects.items()}
    return [list(map(written.__getitem__, ids))]


MEMO_SHARE = 16  # a column is written value by value when more than 1/16 of its values are distinct objects


def json_text(value: Fraction | int | str | None) -> str:
    """A value as JSON text: a string quoted, an exact value ``json_number`` (2076, 9.75, null, "44/3")."""
    number = value if isinstance(value, str) else json_number(value)
    if number is None:
        return "null"
    return encode_basestring(number) if isinstance(number, str) else repr(number)


def render_table(
    header: list[str], body: list[list[str]], fmt: str, title: str = "", left: set[int] | None = None
) -> str:
    """A table as aligned text, CSV or Markdown; `left`: the columns aligned left in text (default: the third, and
    the last when it is "What" or "Note")."""
    if fmt == "csv":
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
