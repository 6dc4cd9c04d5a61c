"""Tables as text: aligned columns, CSV and Markdown, and the JSON document of the command-line contract (one
participant per line). Knows nothing of tie-breaks: ``Standings.table()`` and the command line give it rows."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
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
    columns = [
        json_column(values, prefix) for (_, values), prefix in zip([*fields, *inner_fields], prefixes, strict=True)
    ]
    closing = "}}" if inner_fields else opening + "}}"
    return list(map("".join, zip(*columns, repeat(closing), strict=False)))


def json_column(values: Sequence[Any], prefix: str = "") -> list[str]:
    """Each value of a column as JSON text after `prefix`: a string quoted, a whole number its digits, an exact value
    ``json_number``, None null; each distinct value written once (a column of a large event repeats a few hundred
    numbers)."""
    kinds = set(map(type, values))
    if kinds == {str}:
        return list(map(prefix.__add__, map(encode_basestring, values)))
    if kinds <= {int, type(None)}:
        if len(set(values[:DISTINCT_SAMPLE])) == min(len(values), DISTINCT_SAMPLE) and type(None) not in kinds:
            return list(map(prefix.__add__, map(str, values)))  # every value its own (start ranks): written directly
        return list(map(Texts(prefix).__getitem__, values))
    objects = dict(zip(map(id, values), values, strict=True))  # an exact value by identity: a Fraction hashes slowly
    text = {key: prefix + json_text(value) for key, value in objects.items()}
    return list(map(text.__getitem__, map(id, values)))


DISTINCT_SAMPLE = 32  # a whole-number column whose first values all differ is written without a memo


class Texts(dict[Any, str]):
    """JSON texts of values after a prefix, each made when first asked for."""

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix

    def __missing__(self, value: Any) -> str:
        text = self[value] = self.prefix + json_text(value)
        return text


def json_text(value: Fraction | int | None) -> str:
    """An exact value as JSON text (``json_number``): 2076, 9.75, null, "44/3"."""
    number = json_number(value)
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
