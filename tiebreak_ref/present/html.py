"""A page to print or publish: one self-contained HTML file (inline CSS, no script, no request of any kind) from a
title, a header, a table and a legend, in one of the guide's languages. Knows nothing of tie-breaks: the standings
and the crosstable give it their columns and rows; the words come from the catalogues of ``tiebreak_ref.language``."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from ..language import LANGUAGES as LANGUAGES  # re-exported: the languages of the page
from ..language import catalogue, decimal_in

NUMBER = re.compile(r"-?[0-9]+(?:\.([0-9]+))?")

SHARED = {
    "win": "kind.win",
    "draw": "kind.draw",
    "loss": "kind.loss",
    "forfeit_win": "kind.forfeit_win",
    "forfeit_loss": "kind.forfeit_loss",
    "PAB": "kind.pab",
    "FPB": "kind.fpb",
    "HPB": "kind.hpb",
    "rank": "head.rank",
    "name": "head.name",
    "rating": "head.rating",
    "points": "head.pts",
    "team": "head.team",
    "type_a": "why.how_place",
}
"""The page's words that the explanations and text tables say too: one template each in the catalogue."""


@functools.cache
def strings(lang: str) -> dict[str, Any]:
    """Every word of the published pages in one language (``LANGUAGES``), else ValueError: the catalogue's
    ``page.*`` templates (``page.names.BH`` as ``["names"]["BH"]``) and the words it shares (``SHARED``)."""
    texts = catalogue(lang)
    words: dict[str, Any] = {"names": {}, "rule_sets": {}}
    for key, text in texts.items():
        if key.startswith("page."):
            name = key.removeprefix("page.")
            group, _, item = name.partition(".")
            if group in ("names", "rule_sets") and item:
                words[group][item] = text
            else:
                words[name] = text
    words.update({word: texts[key] for word, key in SHARED.items()})
    return words


def aligned_decimals(cells: Sequence[str]) -> list[str]:
    """The numbers of one column written with the same number of decimals (8 and 8.5 as 8.0 and 8.5, 51 and 56.75
    as 51.00 and 56.75): padding with zeros, which changes no value; other cells ("-", "n/d") as they are."""
    places = max((len(m.group(1) or "") for c in cells if (m := NUMBER.fullmatch(c))), default=0)
    if places == 0:
        return list(cells)
    out = []
    for c in cells:
        m = NUMBER.fullmatch(c)
        if m is None:
            out.append(c)
            continue
        decimals = m.group(1) or ""
        out.append(c + ("" if decimals else ".") + "0" * (places - len(decimals)))
    return out


@dataclass(frozen=True)
class Column:
    """A column of the page's table: its heading, whether it holds numbers (right-aligned, decimals aligned), and
    its full name (shown on hover)."""

    label: str
    numeric: bool = False
    title: str = ""


@dataclass(frozen=True)
class Cell:
    """A cell with a mark of its own: `kind` is a CSS class ("na": not applied, "undef": undefined)."""

    text: str
    kind: str = ""


STYLE = """
:root { color-scheme: light; }
body { font: 10.5pt/1.35 "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; color: #111; margin: 1.5em; }
h1 { font-size: 15pt; margin: 0 0 .3em; }
dl.head { display: grid; grid-template-columns: max-content auto; gap: .1em 1em; margin: 0 0 1em; }
dl.head dt { font-weight: bold; } dl.head dd { margin: 0; }
table.list { border-collapse: collapse; font-variant-numeric: tabular-nums; }
table.list th, table.list td { padding: .15em .45em; border-bottom: 1px solid #ccc; white-space: nowrap; }
table.list th { text-align: left; border-bottom: 2px solid #444; vertical-align: bottom; }
table.list th.num, table.list td.num { text-align: right; }
table.list tbody tr:nth-child(even) { background: #f3f3f3; }
td.na { color: #888; } td.undef { color: #888; font-style: italic; }
section.legend { margin-top: 1.2em; font-size: 9.5pt; }
section.legend h2 { font-size: 11pt; margin: 0 0 .3em; }
section.legend dl { display: grid; grid-template-columns: max-content auto; gap: .1em 1em; margin: 0; }
section.legend dt { font-weight: bold; } section.legend dd { margin: 0; }
section.legend p { margin: .4em 0 0; }
footer { margin-top: 1.2em; font-size: 8.5pt; color: #555; }
@page { size: A4; margin: 12mm; }
@media print {
  body { margin: 0; font-size: 8.5pt; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  table.list tbody tr:nth-child(even) { background: #eee; print-color-adjust: exact; }
}
"""


def html_page(
    lang: str,
    title: str,
    header: Sequence[tuple[str, str]],
    columns: Sequence[Column],
    rows: Sequence[Sequence[str | Cell]],
    legend: Sequence[tuple[str, str]] = (),
    notes: Sequence[str] = (),
) -> str:
    """One self-contained page: the title, the header (label, value), the table and the legend (term, meaning) with
    notes below it, in the language `lang` (the words of the legend heading and the footer; the decimal comma of
    nl, de and nb in the numeric columns, as in the text tables)."""
    words = strings(lang)
    texts = [[c.text if isinstance(c, Cell) else c for c in row] for row in rows]
    by_column = [list(col) for col in zip(*texts, strict=True)] if texts else [[] for _ in columns]
    shown = [
        [decimal_in(c, lang) for c in aligned_decimals(col)] if spec.numeric else col
        for col, spec in zip(by_column, columns, strict=True)
    ]
    out = [
        "<!DOCTYPE html>",
        f'<html lang="{escape(lang)}">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title>",
        f"<style>{STYLE}</style>",
        "</head>",
        "<body>",
        f"<h1>{escape(title)}</h1>",
    ]
    if header:
        out.append('<dl class="head">')
        out += [f"<dt>{escape(label)}</dt><dd>{escape(value)}</dd>" for label, value in header]
        out.append("</dl>")
    out.append('<table class="list">')
    out.append("<thead><tr>" + "".join(_heading(spec) for spec in columns) + "</tr></thead>")
    out.append("<tbody>")
    for i, row in enumerate(rows):
        cells = []
        for j, (spec, cell) in enumerate(zip(columns, row, strict=True)):
            kind = cell.kind if isinstance(cell, Cell) else ""
            classes = " ".join(c for c in ("num" if spec.numeric else "", kind) if c)
            attribute = f' class="{classes}"' if classes else ""
            cells.append(f"<td{attribute}>{escape(shown[j][i])}</td>")
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</tbody></table>")
    if legend or notes:
        out.append(f'<section class="legend"><h2>{escape(words["legend"])}</h2>')
        if legend:
            out.append("<dl>" + "".join(f"<dt>{escape(t)}</dt><dd>{escape(m)}</dd>" for t, m in legend) + "</dl>")
        out += [f"<p>{escape(note)}</p>" for note in notes]
        out.append("</section>")
    out += [f"<footer>{escape(words['footer'])}</footer>", "</body>", "</html>"]
    return "\n".join(out) + "\n"


def _heading(spec: Column) -> str:
    attributes = (' class="num"' if spec.numeric else "") + (f' title="{escape(spec.title)}"' if spec.title else "")
    return f'<th scope="col"{attributes}>{escape(spec.label)}</th>'
