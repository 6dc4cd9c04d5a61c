"""The coverage table of conformance/README.md: every code x edition x Art. 16.2 category, with its case count.

    python conformance/tools/coverage.py [--check]

A case counts for (code, edition, category) when it asks for the code, under that edition (its ``rules``), on a
file in which some participant has a round of that category among the rounds the case considers (1 to its
``after_round``, else the rounds played). The categories are read from the crosstable by the reference's reader
(with the case's reader option ``empty_round``): a game over the board (``1 = 0`` and ``W D L``, decision A24),
a forfeit win (16.2.2), a forfeit loss (16.2.4), a double forfeit (both sides forfeit), a pairing-allocated bye
``U`` and a full-point bye ``F`` (16.2.1), a half-point bye ``H`` and a zero-point bye ``Z`` (16.2.3; in the
last round 16.2.5), and an absence (a blank round: not paired, a withdrawal, 16.2.5). For team files the
categories are those of the board games (records 001). Invalid-file cases count for no cell.

A cell is required when the edition defines the code. ``n/d`` marks a code the edition does not define
(decisions A23 and E4: computed with a later definition and a warning); team events under fide-2017 count like
the others (C.02 13 with the virtual opponent of 13.15 on match and game points, decision E4). ``--check`` exits 1
when the README's table is not what this tool writes; tests/test_conformance_coverage.py runs it and checks that
no required cell is empty.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SUITE = HERE.parent
sys.path.insert(0, str(SUITE.parent))

from tiebreak_ref.model import ResultKind  # noqa: E402
from tiebreak_ref.rules.codes import DEFINED_IN_2017, DEFINED_IN_2017_FOR_TEAMS, NEW_IN_2026  # noqa: E402
from tiebreak_ref.rules.fide.team import ALIASES  # noqa: E402
from tiebreak_ref.rules.played import completed_rounds  # noqa: E402
from tiebreak_ref.trf.individual import parse_trf  # noqa: E402
from tiebreak_ref.trf.team import is_team_file  # noqa: E402

README = SUITE / "README.md"
BEGIN, END = "<!-- begin: coverage.py -->", "<!-- end: coverage.py -->"
CATEGORIES = (
    "played",
    "forfeit win",
    "forfeit loss",
    "double forfeit",
    "PAB (U)",
    "FPB (F)",
    "HPB (H)",
    "ZPB (Z)",
    "absent",
)
FAMILIES = (  # title, areas, editions
    ("Individual events (C.07, C.02 13 for fide-2017)", None, ("fide-2017", "fide-2024", "fide-2026")),
    ("Team events (C.07 Arts. 11-13, C.02 13 for fide-2017)", ("teams",), ("fide-2017", "fide-2024", "fide-2026")),
    ("US Chess (rule 34)", ("uscf",), ("uscf",)),
)


def defined(code: str, edition: str) -> bool:
    """Whether the edition defines the code (decisions A23 and E4)."""
    base, *mods = code.split("/")
    name = ALIASES.get(base.upper(), base).split(":")[0]  # a team code names its score: BH:MP, GPTS = PTS:GP
    if edition == "fide-2017":
        return name in DEFINED_IN_2017 | DEFINED_IN_2017_FOR_TEAMS and "P" not in mods  # decision E4
    if edition == "fide-2024":
        return base not in NEW_IN_2026 and code != "AOB/F"  # decision A23
    return True


def cases() -> list[dict[str, Any]]:
    out = []
    for path in sorted((SUITE / "cases").glob("*/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        data["_trf"] = path.with_suffix(".trf")
        data["_area"] = path.parent.name
        out.append(data)
    return out


@cache
def categories_of(path: Path, after_round: int | None, empty_round: str) -> frozenset[str]:
    """The Art. 16.2 categories of the rounds 1..after_round (else the rounds played) of a crosstable."""
    t = parse_trf(path.read_bytes(), source=path.name, empty_round=empty_round)  # type: ignore[arg-type]
    last = after_round if after_round is not None else completed_rounds(t)
    found: set[str] = set()
    by_round = {(p.tpn, r.round): r for p in t.players.values() for r in p.rounds}
    for p in t.players.values():
        for r in p.rounds:
            if r.round > last:
                continue
            kind = r.kind
            if kind.played:
                found.add("played")
            elif kind is ResultKind.FORFEIT_WIN:
                found.add("forfeit win")
            elif kind is ResultKind.FORFEIT_LOSS:
                other = by_round.get((r.opponent or 0, r.round))
                found.add(
                    "double forfeit" if other is not None and other.kind is ResultKind.FORFEIT_LOSS else "forfeit loss"
                )
            elif kind is ResultKind.PAB:
                found.add("PAB (U)")
            elif kind is ResultKind.FPB:
                found.add("FPB (F)")
            elif kind is ResultKind.HPB:
                found.add("HPB (H)")
            elif r.code == "Z":
                found.add("ZPB (Z)")
            else:
                found.add("absent")
    return frozenset(found)


def family_of(case: dict[str, Any]) -> str:
    if case["rules"] == "uscf":
        return FAMILIES[2][0]
    if case["_area"] == "teams":
        return FAMILIES[1][0]
    if case["_area"] == "real":
        empty = case.get("options", {}).get("empty_round", "zero-point-bye")
        if is_team_file(parse_trf(case["_trf"].read_bytes(), empty_round=empty)):
            return FAMILIES[1][0]
    return FAMILIES[0][0]


def counts() -> tuple[Counter[tuple[str, str, str, str]], dict[str, list[str]]]:
    """(family title, code, edition, category) -> cases; family title -> its codes (sorted). A team case counts
    for the team table only, an individual one for the individual table (DE is a code of both)."""
    table: Counter[tuple[str, str, str, str]] = Counter()
    codes: dict[str, set[str]] = {title: set() for title, _, _ in FAMILIES}
    for case in cases():
        if "error" in case["expected"]:
            continue
        family = family_of(case)
        cats = categories_of(
            case["_trf"], case.get("after_round"), case.get("options", {}).get("empty_round", "zero-point-bye")
        )
        for code in dict.fromkeys(case["tiebreaks"]):
            codes[family].add(code)
            for cat in cats:
                table[(family, code, case["rules"], cat)] += 1
    return table, {title: sorted(c) for title, c in codes.items()}


def individual_codes() -> list[str]:
    """The individual FIDE codes the suite uses (the every-kind cases ask for all of them)."""
    return counts()[1][FAMILIES[0][0]]


def cell(n: int, code: str, edition: str) -> str:
    if defined(code, edition):
        return str(n)
    return f"n/d ({n})" if n else "n/d"


def gaps() -> list[str]:
    """Required cells without a case: (code, edition, category)."""
    table, codes = counts()
    return [
        f"{code} {edition} {cat}"
        for title, _, editions in FAMILIES
        for edition in editions
        for code in codes[title]
        for cat in CATEGORIES
        if defined(code, edition) and not table[(title, code, edition, cat)]
    ]


def markdown() -> str:
    table, codes = counts()
    out = [BEGIN, ""]
    for title, _, editions in FAMILIES:
        for edition in editions:
            out += [
                f"**{title}, `{edition}`**",
                "",
                "| code | " + " | ".join(CATEGORIES) + " |",
                "|---|" + "---:|" * len(CATEGORIES),
            ]
            out += [
                f"| `{code}` | "
                + " | ".join(cell(table[(title, code, edition, cat)], code, edition) for cat in CATEGORIES)
                + " |"
                for code in codes[title]
            ]
            out.append("")
    out.append(END)
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if the README is out of date")
    args = parser.parse_args(argv)
    text = README.read_text(encoding="utf-8")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    new = text[:start] + markdown() + text[end:]
    missing = gaps()
    for gap in missing:
        print(f"empty cell: {gap}")
    if args.check:
        print("coverage table " + ("up to date" if new == text else "out of date"))
        return 0 if new == text and not missing else 1
    README.write_text(new, encoding="utf-8")
    print(f"coverage table written; {len(missing)} empty required cells")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
