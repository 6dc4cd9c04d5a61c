"""The crosstable, as pairing programs and results sites print it: per player and round the opponent's start
number, the colour and the result, unplayed rounds by kind (PAB, FPB, HPB, ZPB); a round robin as the square grid.
As text, Markdown, CSV, JSON or a page (``present.html``). Reads the tournament (``model``) only: the places and
the points come from the caller (the standings)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..language import decimal_in
from ..model import ResultKind, RoundRecord, Tournament
from ..numbers import format_value, json_number
from .html import Column, aligned_decimals, html_page, strings
from .tables import render_table

RESULT_TEXT = {"1": "1", "=": "½", "0": "0", "W": "1", "D": "½", "L": "0", "X": "?", "+": "+", "-": "-"}
"""A game's result as the cell prints it: 1, ½, 0 (also for W, D, L, games of less than one move), ? for an
unknown result (X), + and - for a forfeit win and loss."""

BYE_TEXT = {
    ResultKind.PAB: "PAB",
    ResultKind.FPB: "FPB",
    ResultKind.HPB: "HPB",
    ResultKind.ZPB: "ZPB",
}
"""An unplayed round without an opponent, by its kind (C.07 16.2)."""

DIAGONAL = "×"
"""A round robin grid's cell of a player against themself."""


@dataclass(frozen=True)
class CrossRow:
    """One line of the crosstable: the player's place, start number, name, rating, points and rounds."""

    rank: int | None
    tpn: int
    name: str
    rating: int | None
    points: Fraction | int
    rounds: tuple[RoundRecord | None, ...]  # None: a round not in the file (not paired yet)


def cross_rows(
    t: Tournament,
    rounds: int,
    points: Mapping[int, Fraction | int],
    ranks: Mapping[int, int] | None = None,
    by_rank: bool = True,
) -> list[CrossRow]:
    """The rows with rounds 1 .. `rounds`, in the order of the places (by start number without `ranks` or with
    by_rank=False, as a round robin's grid keeps them)."""
    order = sorted(t.players, key=lambda p: (ranks[p], p) if ranks and by_rank else p)
    rows = []
    for tpn in order:
        player = t.players[tpn]
        records = {r.round: r for r in player.rounds}
        rows.append(
            CrossRow(
                ranks[tpn] if ranks else None,
                tpn,
                player.name,
                player.rating,
                points[tpn],
                tuple(records.get(n) for n in range(1, rounds + 1)),
            )
        )
    return rows


def result_text(record: RoundRecord) -> str:
    """The result of a round as the cells print it (RESULT_TEXT; BYE_TEXT for a round without an opponent)."""
    if record.opponent is None:
        return BYE_TEXT[record.kind]
    return RESULT_TEXT[record.code]


def round_cell(record: RoundRecord | None, white: str = "w", black: str = "b") -> str:
    """One round of a Swiss crosstable: "12w1", "7b½", "30w+", "PAB", "HPB" ...; "" for a round not in the file."""
    if record is None:
        return ""
    if record.opponent is None:
        return result_text(record)
    colour = white if record.colour == "w" else black if record.colour == "b" else ""
    return f"{record.opponent}{colour}{result_text(record)}"


def grid_cell(row: CrossRow, opponent: int) -> str:
    """A round robin grid's cell: the results against `opponent` in round order ("1", "½0" in a double round
    robin); DIAGONAL on the player's own cell."""
    if opponent == row.tpn:
        return DIAGONAL
    return "".join(result_text(r) for r in row.rounds if r is not None and r.opponent == opponent)


def table_rows(
    rows: Sequence[CrossRow], grid: bool, white: str = "w", black: str = "b"
) -> tuple[list[str], list[list[str]]]:
    """The header and the body of the crosstable: Rank, No., Name, Rating, then the rounds and Pts (a Swiss), or
    one column per start number and Pts (a round robin grid); the points as written, not yet aligned."""
    numbers = sorted(row.tpn for row in rows)
    columns = [str(n) for n in numbers] if grid else [str(n) for n in range(1, len(rows[0].rounds) + 1)] if rows else []
    header = ["Rank", "No.", "Name", "Rating", *columns, "Pts"]
    body = []
    for row in rows:
        cells = [grid_cell(row, n) for n in numbers] if grid else [round_cell(r, white, black) for r in row.rounds]
        rank = "" if row.rank is None else str(row.rank)
        body.append([rank, str(row.tpn), row.name, str(row.rating or ""), *cells, format_value(row.points)])
    return header, body


def crosstable_json(t: Tournament, rows: Sequence[CrossRow], grid: bool) -> dict[str, Any]:
    """The crosstable as plain data: each player's rounds with opponent, colour, TRF code, kind and points."""

    return {
        "event": t.name,
        "rounds": len(rows[0].rounds) if rows else 0,
        "round_robin": grid,
        "players": [
            {
                "rank": row.rank,
                "tpn": row.tpn,
                "name": row.name,
                "rating": row.rating,
                "points": json_number(row.points),
                "rounds": [
                    None
                    if r is None
                    else {
                        "round": r.round,
                        "opponent": r.opponent,
                        "colour": r.colour,
                        "code": r.code,
                        "kind": r.kind.label,
                        "points": json_number(r.points(t.scoring)),
                        "cell": round_cell(r),
                    }
                    for r in row.rounds
                ],
            }
            for row in rows
        ],
    }


def crosstable_html(
    t: Tournament, rows: Sequence[CrossRow], grid: bool, lang: str, header: Sequence[tuple[str, str]], final: bool
) -> str:
    """The crosstable as one self-contained page in `lang`, its header given (event, dates, rounds, rules)."""
    words = strings(lang)
    heads, body = table_rows(rows, grid, words["colour_w"], words["colour_b"])
    labels = [words["rank"], words["tpn"], words["name"], words["rating"]]
    spec = [Column(labels[0], True), Column(labels[1], True), Column(labels[2]), Column(labels[3], True)]
    spec += [Column(h, True) for h in heads[4:-1]]
    spec.append(Column(words["points"], True, words["names"]["PTS"]))
    legend = [
        (words["colour_w"], words["white"]),
        (words["colour_b"], words["black"]),
        ("1", words["win"]),
        ("½", words["draw"]),
        ("0", words["loss"]),
        ("+", words["forfeit_win"]),
        ("-", words["forfeit_loss"]),
        *((code, words[code]) for code in ("PAB", "FPB", "HPB", "ZPB")),
    ]
    if grid:
        legend = legend[2:]
    used = {cell for line in body for cell in line[4:-1]}
    if any("?" in cell for cell in used):
        legend.append(("?", words["unknown"]))
    note = words["grid"] if grid else words["opponents"]
    last = len(rows[0].rounds) if rows else 0
    title = words["crosstable"] if final else words["crosstable_after"].format(round=last)
    return html_page(lang, f"{title}: {t.name}" if t.name else title, header, spec, body, legend, [note])


def aligned_table(
    rows: Sequence[CrossRow], grid: bool, lang: str, decimal_comma: bool
) -> tuple[list[str], list[list[str]]]:
    """The crosstable's header and body in `lang` for text, Markdown, CSV and the calculator: the points with the
    same number of decimals in the column (2.0 and 2.5; html_page aligns its own), with the language's decimal
    comma when `decimal_comma`."""
    words = strings(lang)
    header, body = table_rows(rows, grid, words["colour_w"], words["colour_b"])
    header = [words["rank"], words["tpn"], words["name"], words["rating"], *header[4:-1], words["points"]]
    for line, points in zip(body, aligned_decimals([line[-1] for line in body]), strict=True):
        line[-1] = decimal_in(points, lang) if decimal_comma else points
    return header, body


def render_crosstable(t: Tournament, rows: Sequence[CrossRow], grid: bool, fmt: str, lang: str = "en") -> str:
    """The crosstable as aligned text ("table"), "markdown", "csv" or "json"; the headings, the colours and (except
    in CSV) the decimals in `lang` (JSON keeps its English keys)."""
    if fmt == "json":
        import json

        return json.dumps(crosstable_json(t, rows, grid), ensure_ascii=False, indent=1) + "\n"
    header, body = aligned_table(rows, grid, lang, decimal_comma=fmt != "csv")
    words = strings(lang)
    title = f"{words['crosstable']}: {t.name}" if t.name else words["crosstable"]
    return render_table(header, body, fmt, title if fmt == "table" else "")
