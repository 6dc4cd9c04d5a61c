"""Tables as text: aligned columns, CSV and Markdown, and the JSON document of the command-line contract (one
participant per line). Knows nothing of tie-breaks: ``Standings.table()`` and the command line give it rows."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from typing import Any


def json_document(document: dict[str, Any]) -> str:
    """The standings JSON with one participant per line: readable, and fast for large fields."""
    rows = document["standings"]
    head = {k: v for k, v in document.items() if k != "standings"}
    encode = json.JSONEncoder(ensure_ascii=False).encode  # one encoder for every row
    text = encode(head)[:-1] + ', "standings": [\n'
    text += ",\n".join(["  " + encode(row) for row in rows])
    return text + "\n]}\n"


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
