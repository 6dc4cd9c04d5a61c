"""One tournament ranked by several tie-break lists side by side: who moves (the guide's "Choosing an order")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..language import Message, headings, translate, value_in
from ..model import Tournament
from ..numbers import json_number
from ..present.tables import json_document, render_table
from ..rules.codes import parse_list
from ..rules.unplayed import Options
from .standings import Standings, standings


@dataclass(frozen=True)
class Comparison:
    """One tournament ranked by several tie-break lists."""

    results: list[Standings]

    @property
    def ranks(self) -> dict[int, list[int]]:
        """Each participant's rank under each list, in the order of the first list's standings."""
        by_list = [{row.tpn: row.rank for row in result.rows} for result in self.results]
        return {row.tpn: [ranks[row.tpn] for ranks in by_list] for row in self.results[0].rows}

    @property
    def moved(self) -> list[int]:
        """The participants whose place is not the same under every list."""
        return [tpn for tpn, ranks in self.ranks.items() if len(set(ranks)) > 1]

    @property
    def warnings(self) -> list[str]:
        """The warnings of every list (``Standings.warnings``), each once."""
        return list(dict.fromkeys(warning for result in self.results for warning in result.warnings))

    def as_json(self) -> dict[str, Any]:
        """Lists, ranks and values, numbers as in the standings JSON."""
        first = self.results[0]
        rows_by_list = [{row.tpn: row for row in result.rows} for result in self.results]
        moved = set(self.moved)
        return {
            "rules": first.rules,
            "after_round": first.after_round,
            "lists": [result.tiebreaks for result in self.results],
            "standings": [
                {
                    "tpn": row.tpn,
                    "name": row.name,
                    "rating": row.rating,
                    "points": json_number(row.points),
                    "ranks": self.ranks[row.tpn],
                    "moved": row.tpn in moved,
                    "values": [
                        {code: json_number(v) for code, v in rows[row.tpn].values.items()} for rows in rows_by_list
                    ],
                }
                for row in first.rows
            ],
        }

    def table(self, fmt: str = "table", lang: str = "en") -> str:
        """Ranks side by side as aligned text (or "markdown", "csv", "json"), without a final newline; the words
        and (except in CSV) the decimals in `lang`.

        Rows follow the first list; the columns A, B, C ... are the ranks under each list, "moved" marks a
        participant whose place changes."""
        if fmt == "json":
            return json_document(self.as_json()).rstrip("\n")
        letters = [chr(ord("A") + i) for i in range(len(self.results))]
        legend = [
            f"{letter}: {' '.join(result.tiebreaks) or 'PTS'}"
            for letter, result in zip(letters, self.results, strict=True)
        ]
        heads = [" ".join(r.tiebreaks) or "PTS" for r in self.results] if fmt == "csv" else letters
        words = headings(("tpn", "name", "rating", "pts", "moved", "moved_mark"), lang)
        header = [*words[:4], *heads, words[4]]
        moved = set(self.moved)
        first = self.results[0]
        body = [
            [
                str(row.tpn),
                row.name,
                str(row.rating or ""),
                value_in(row.points, "en" if fmt == "csv" else lang),  # CSV keeps the decimal point
                *(str(rank) for rank in self.ranks[row.tpn]),
                words[5] if row.tpn in moved else "",
            ]
            for row in first.rows
        ]
        title = translate(Message("title.compared", round=first.after_round, rules=first.rules), lang)
        if fmt == "csv":
            return render_table(header, body, fmt).rstrip("\n")
        if fmt == "markdown":
            return "\n".join([*(f"* {line}" for line in legend), "", render_table(header, body, fmt).rstrip("\n")])
        widths = [max(len(cell) for cell in column) for column in zip(header, *body, strict=True)]
        left = {1, len(header) - 1}  # the name and the mark; numbers are right-aligned

        def line(cells: Sequence[str]) -> str:
            return "  ".join(
                c.ljust(w) if i in left else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))
            ).rstrip()

        return "\n".join([title, *legend, line(header), line(["-" * w for w in widths]), *map(line, body)])


def compare(
    t: Tournament,
    lists: Sequence[Sequence[str] | str],
    rules: str | None = None,
    options: Options | None = None,
    after_round: int | None = None,
) -> Comparison:
    """Rank one tournament by each list (at least one); every list is checked before anything is computed."""
    if not lists:
        raise ValueError("compare: expected at least one tie-break list")
    for codes in lists:
        parse_list(codes, rules)
    return Comparison([standings(t, codes, rules=rules, options=options, after_round=after_round) for codes in lists])
