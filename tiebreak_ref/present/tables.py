"""Standings and explanations as text: aligned tables, CSV, Markdown and the JSON of the command-line contract."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..numbers import format_value

if TYPE_CHECKING:
    from ..ranking.standings import Explanation, Standings


def standings_table(result: Standings, fmt: str = "table") -> str:
    """Standings in one of the output formats: table, json, csv, markdown."""
    if fmt == "json":
        return json_document(result.as_json())
    header = ["Rank", "TPN", "Name", "Rating", "Pts", *result.tiebreaks]
    body = [[str(row.rank), str(row.tpn), row.name, str(row.rating or ""), format_value(row.points),
             *(format_value(row.values[c]) for c in result.tiebreaks)] for row in result.rows]
    return render_table(header, body, fmt, title=f"Standings after round {result.after_round} "
                                                 f"({result.rules})")


def explanation_table(e: Explanation, who: str = "", fmt: str = "table") -> str:
    """An explanation's rows: round, opponent, what happened, element, points, contribution, VUR, note."""
    header = ["Round", "Opp", "What", "Element", "Points", "Contribution", "VUR", "Note"]
    body = [[str(r.round or ""), str(r.opponent or ""), r.what, format_value(r.element, ""),
             format_value(r.points, ""), format_value(r.contribution, ""),
             "yes" if r.vur else "", "; ".join(x for x in (r.cut, r.note) if x)] for r in e.rows]
    group = f", tied group {', '.join(map(str, e.group))}" if e.group else ""
    title = f"{e.code} of {who or e.tpn} = {format_value(e.value)}  ({e.article}, {e.rules}{group})"
    return render_table(header, body, fmt, title)


def json_document(document: dict[str, Any]) -> str:
    """The standings JSON with one participant per line: readable, and fast for large fields."""
    rows = document["standings"]
    head = {k: v for k, v in document.items() if k != "standings"}
    encode = json.JSONEncoder(ensure_ascii=False).encode  # one encoder for every row
    text = encode(head)[:-1] + ', "standings": [\n'
    text += ",\n".join(["  " + encode(row) for row in rows])
    return text + "\n]}\n"


def render_table(header: list[str], body: list[list[str]], fmt: str, title: str = "") -> str:
    """A table as aligned text, CSV or Markdown."""
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
    left = {2, len(header) - 1} if header[-1] in ("What", "Note") else {2}

    def line(cells: Sequence[str]) -> str:
        return "  ".join(c.ljust(w) if i in left else c.rjust(w)
                         for i, (c, w) in enumerate(zip(cells, widths, strict=True))).rstrip()

    out_lines = ([title] if title else []) + [line(header), line(["-" * w for w in widths])]
    out_lines += [line(row) for row in body]
    return "\n".join(out_lines) + "\n"
