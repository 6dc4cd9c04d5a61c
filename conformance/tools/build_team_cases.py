"""Write the team cases of the conformance suite: conformance/cases/teams/<id>.trf + <id>.json.

    .venv/bin/python conformance/tools/build_team_cases.py

Expected values come from tiebreak_ref (the team layer, C.07 Arts. 11-13). For Held's team exercises
34-49 the builder asserts the published numbers (the figures of tests/test_team_exercises.py). Every
case is also computed in-process by gacrux (FIDE's checker) when it is installed; ``checked_with``
lists it only when it agrees on every value and rank of the case.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SUITE = HERE.parent
REPO = SUITE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

import gacrux_inprocess  # noqa: E402  (next to this file: the one in-process gacrux runner)

import tiebreak_ref as tr  # noqa: E402
from tiebreak_ref.ranking.standings import json_number  # noqa: E402
from tiebreak_ref.synthetic.team import generate_team_swiss  # noqa: E402

OUT = SUITE / "cases" / "teams"
HELD = (REPO / "tests" / "fixtures" / "held_team.trf").read_text(encoding="utf-8")
HELD_REF = (
    "IA Mario Held, 'Exercises in Tie-Breaking', FIDE TEC, Rev. 2403220900 (C.07-2023 solutions), "
    "team tournament of p. 6, exercise {n}; crosstable transcribed in tests/fixtures/held_team.trf"
)
GACRUX_PLAIN = {"PTS", "MPVGP", "BC", "TBR", "BBE", "DE", "EDE", "EDEBT", "EDEBB", "EDET", "EDEB"}


@dataclass
class TeamSpec:
    name: str
    title: str
    trf: str
    tiebreaks: list[str]
    rules: str
    articles: list[str]
    notes: str = ""
    kind: str = "cross-checked"
    ref: str = ""
    teams: list[int] | None = None
    ranking: bool = False
    published: dict[int, dict[str, Any]] = field(default_factory=dict)
    options: dict[str, str] = field(default_factory=dict)  # TeamOptions (pab_game_points)
    disagreement: str = ""  # why gacrux differs, with the decision id (written to the notes when it does)


NOT_TIEBREAK_CORE = (
    "tiebreak-core 1.2.0 is not compared: it has no team-event input (no team TRF records); its "
    "adapter reports every team case as not computed."
)


def expected(spec: TeamSpec) -> dict[str, Any]:
    ev = tr.parse_team_trf(spec.trf, source=f"{spec.name}.trf", options=tr.TeamOptions(**spec.options))
    res = tr.team_standings(ev, spec.tiebreaks, rules=spec.rules)
    wanted = set(spec.teams) if spec.teams is not None else {row.tpn for row in res.rows}
    rows = sorted((row for row in res.rows if row.tpn in wanted), key=lambda r: r.tpn)
    out: dict[str, Any] = {"values": {str(r.tpn): {c: json_number(r.values[c]) for c in res.tiebreaks} for r in rows}}
    if spec.ranking:
        out["ranking"] = {str(r.tpn): r.rank for r in rows}
    for tpn, codes in spec.published.items():
        for code, want in codes.items():
            got = out["ranking"][str(tpn)] if code == "rank" else out["values"][str(tpn)][code]
            assert Decimal(str(got)) == Decimal(str(want)), f"{spec.name}: {tpn} {code} published {want}, got {got}"
    return out


def gacrux_agrees(spec: TeamSpec, want: dict[str, Any]) -> bool:
    """Whether gacrux 1.11.65 gives every value (and rank) of the case (False without gacrux installed)."""
    suffix = "V1" if spec.rules == "fide-2024" else "V2"
    codes = [c if c.split("/")[0].split(":")[0].upper() in GACRUX_PLAIN else f"{c}/{suffix}" for c in spec.tiebreaks]
    params: dict[str, Any] = {
        "tiebreak": ["PTS", *codes],
        "check": False,
        "unrated": None,
        "pre_determined": False,
        "swiss": True,
    }
    try:
        _, result = gacrux_inprocess.run(spec.trf, params)
    except ImportError:  # gacrux is not installed: nothing cross-checks the case
        return False
    if result is None:
        return False
    for c in result["competitors"]:
        tpn = str(c["cid"])
        if tpn not in want["values"]:
            continue
        for i, code in enumerate(spec.tiebreaks, start=1):
            ours, theirs = want["values"][tpn][code], c["tiebreakScore"][i]
            same = (ours is None) == (theirs is None) and (ours is None or Fraction(str(ours)) == Fraction(str(theirs)))
            if not same:
                return False
        if "ranking" in want and want["ranking"][tpn] != c["rank"]:
            return False
    return True


def held_cases() -> list[TeamSpec]:
    def held(
        n: int,
        name: str,
        codes: list[str],
        rules: str,
        articles: list[str],
        published: dict[int, Any],
        teams: list[int] | None = None,
        ranking: bool = False,
        notes: str = "",
    ) -> TeamSpec:
        is_2026 = rules == "fide-2026"
        return TeamSpec(
            f"held-ex{n}-{name}" + ("-2026" if is_2026 else ""),
            f"Held team exercise {n}: {' '.join(codes)}" + (" (2026 rules)" if is_2026 else ""),
            HELD,
            codes,
            rules,
            articles,
            notes
            or (
                "Held's published answer (C.07 2023 text; the 2024 definitions are the same)."
                if not is_2026
                else "The exercise under the 2026 rules (16.4 caps); computed, and checked with gacrux."
            ),
            "fide-publication" if not is_2026 else "cross-checked",
            HELD_REF.format(n=n),
            teams,
            ranking,
            published if not is_2026 else {},
        )

    bh_mp = {1: 64, 2: 57, 3: 58, 4: 56, 5: 55, 6: 46, 7: 44, 8: 41, 9: 50, 10: 44, 11: 41, 12: 41, 13: 52, 14: 36}
    bh_mp_c1 = {1: 57, 2: 52, 3: 53, 4: 52, 5: 53, 6: 39, 7: 38, 8: 39, 9: 48, 10: 42, 11: 39, 12: 39, 13: 48, 14: 32}
    bh_gp = {
        1: 114,
        2: 107.5,
        3: 109.5,
        4: 106,
        5: 99,
        6: 92,
        7: 94.5,
        8: 90,
        9: 97.5,
        10: 92,
        11: 88,
        12: 92,
        13: 101,
        14: 87,
    }
    sssc = {
        1: 38.83,
        2: 36,
        3: 35.33,
        4: 35.67,
        5: 36.33,
        6: 27.83,
        7: 26.17,
        8: 28.67,
        9: 31.17,
        10: 27.67,
        11: 25.17,
        12: 21.17,
        13: 28.83,
        14: 23.5,
    }
    order_mp = [5, 1, 2, 4, 3, 8, 6, 9, 7, 13, 10, 11, 14, 12]
    specs = []
    for rules in ("fide-2024", "fide-2026"):
        specs += [
            held(35, "bh-mp", ["BH:MP"], rules, ["13", "8.1", "16.4"], {t: {"BH:MP": v} for t, v in bh_mp.items()}),
            held(
                36,
                "bh-mp-c1",
                ["BH:MP/C1"],
                rules,
                ["13", "8.1", "14.1", "16.5"],
                {t: {"BH:MP/C1": v} for t, v in bh_mp_c1.items()},
            ),
            held(37, "bh-gp", ["BH:GP"], rules, ["13", "8.1", "16.4"], {t: {"BH:GP": v} for t, v in bh_gp.items()}),
            held(
                38,
                "emmsb-c1",
                ["EMMSB/C1"],
                rules,
                ["13.2", "14.1.2", "16.4"],
                {
                    1: {"EMMSB/C1": 74},
                    2: {"EMMSB/C1": 64},
                    3: {"EMMSB/C1": 66},
                    4: {"EMMSB/C1": 64},
                    5: {"EMMSB/C1": 66},
                },
                teams=[1, 2, 3, 4, 5],
            ),
            held(
                39,
                "egmsb",
                ["EGMSB"],
                rules,
                ["13.2", "16.4"],
                {1: {"EGMSB": 158}, 2: {"EGMSB": 144}, 3: {"EGMSB": 150}, 4: {"EGMSB": 146}, 5: {"EGMSB": 132}},
                teams=[1, 2, 3, 4, 5],
            ),
            held(
                40,
                "emgsb",
                ["EMGSB"],
                rules,
                ["13.2", "16.4"],
                {7: {"EMGSB": 68.5}, 9: {"EMGSB": 83}, 13: {"EMGSB": 73}},
                teams=[1, 2, 7, 9, 13],
            ),
            held(
                41,
                "eggsb",
                ["EGGSB"],
                rules,
                ["13.2", "16.4"],
                {6: {"EGGSB": 157.5}, 8: {"EGGSB": 181.5}},
                teams=[1, 2, 6, 8],
            ),
            held(49, "sssc", ["SSSC"], rules, ["13.4", "8.1", "16.4"], {t: {"SSSC": v} for t, v in sssc.items()}),
        ]
    specs += [
        held(
            34,
            "mp-then-gp",
            ["MPVGP"],
            "fide-2024",
            ["11", "13.1"],
            {t: {"rank": r} for t, r in zip(order_mp, [1, 2, 3, 3, 5, 6, 7, 8, 9, 9, 11, 12, 12, 14], strict=True)},
            ranking=True,
        ),
        held(
            42,
            "ede",
            ["EDE"],
            "fide-2024",
            ["13.3", "6.2", "6.3"],
            {
                4: {"rank": 1},
                2: {"rank": 2},
                1: {"rank": 3},
                3: {"rank": 4},
                5: {"rank": 5},
                6: {"rank": 6},
                8: {"rank": 7},
                11: {"rank": 12},
                14: {"rank": 12},
            },
            ranking=True,
            notes="Held's exercises 42-45: EDE orders the leaders 4, 2, 1, 3, 5 (45), puts 6 before 8 (43) and "
            "cannot separate 7, 9, 13 (44) nor 11 and 14 (42).",
        ),
        held(
            46,
            "edebt",
            ["EDEBT"],
            "fide-2024",
            ["13.3.2", "12.1", "12.2"],
            {11: {"rank": 12}, 14: {"rank": 13}},
            ranking=True,
            notes="Held's exercise 46: BC of the direct match, 3.5 for team 11 against 6.5.",
        ),
        held(
            47,
            "edet",
            ["EDET"],
            "fide-2024",
            ["13.3.2", "12.2"],
            {11: {"rank": 12}, 14: {"rank": 13}},
            ranking=True,
            notes="Held's exercise 47: board 1 of the direct match.",
        ),
        held(
            48,
            "edeb",
            ["EDEB"],
            "fide-2024",
            ["13.3.2", "12.3"],
            {11: {"rank": 12}, 14: {"rank": 13}},
            ranking=True,
            notes="Held's exercise 48: the boards above the bottom one in the direct match.",
        ),
    ]
    gp_first = HELD.replace("192 FIDE_TEAM_MP_GP", "192 FIDE_TEAM_GP_MP")
    specs.append(
        TeamSpec(
            "held-ex34-gp-then-mp",
            "Held team exercise 34: game points first, then match points",
            gp_first,
            ["MPVGP"],
            "fide-2024",
            ["11", "13.1"],
            "Record 192 FIDE_TEAM_GP_MP makes game points the primary score; MPvGP is then the match "
            "points. Held's order: 5, 1, 2 and 4, 3, 8, 9, 10, 6, 7 and 13, 11 and 14, 12.",
            "fide-publication",
            HELD_REF.format(n=34),
            ranking=True,
        )
    )
    return specs


def generated_cases() -> list[TeamSpec]:
    codes = ["BH:MP", "BH:GP/C1", "EMGSB/C1", "EGGSB", "SSSC", "BC", "EDEBT"]
    specs = []
    for seed, teams, boards, rounds in ((30_003, 11, 4, 7), (30_012, 9, 2, 6), (30_027, 13, 6, 7)):
        for rules, date in (("fide-2024", "2025/03/10"), ("fide-2026", "2026/03/10")):
            text = generate_team_swiss(teams, boards, rounds, seed, start_date=date)
            specs.append(
                TeamSpec(
                    f"generated-{seed}-{rules[-4:]}",
                    f"Generated team Swiss ({teams} teams, {boards} boards, {rounds} "
                    f"rounds) with forfeits, PABs and byes",
                    text,
                    codes,
                    rules,
                    ["11", "13.2", "13.3", "13.4", "12.1", "16.2", "16.3", "16.4", "16.5"],
                    "tiebreak_ref.synthetic.team seed "
                    + str(seed)
                    + "; values from tiebreak-ref, compared with gacrux.",
                    "cross-checked",
                    "generated by tiebreak_ref.synthetic.team",
                    ranking=True,
                )
            )
    specs.append(
        TeamSpec(
            "fideteam-nocolor",
            "FIDE checker sample: 9 teams of two boards (TRF-2026, records 310, 192, 212)",
            (REPO / "tests" / "fixtures" / "fideteam_nocolor.trf").read_text(encoding="utf-8"),
            ["BC", "BBE", "BH:MP", "EMMSB"],
            "fide-2026",
            ["12.1", "12.3", "13.2", "8.1"],
            "The file's own list is PTS, BC, BBE. Team PABs without record 320: the codes here do not depend on "
            "their game points.",
            "cross-checked",
            "TieBreakServer/gacrux tests/fixtures/fideteam_nocolor.trf (MIT, (c) 2024 FIDE)",
            ranking=True,
        )
    )
    return specs


ALL_TEAM_CODES = [
    "BH:MP",
    "BH:MP/C1",
    "BH:GP",
    "BH:GP/C1",
    "EMMSB",
    "EMMSB/C1",
    "EMGSB",
    "EMGSB/C1",
    "EGMSB",
    "EGGSB",
    "SSSC",
    "BC",
    "GPTS",
    "MPVGP",
]
TYPE_A = ["EDE", "EDEBT", "EDET", "EDEB", "BBE"]


NEEDED = {"played", "forfeit win", "forfeit loss", "double forfeit", "PAB (U)", "HPB (H)", "ZPB (Z)", "absent"}


def board_categories(text: str) -> frozenset[str]:
    """The Art. 16.2 categories of the board games (coverage.py's reading)."""
    import tempfile

    sys.path.insert(0, str(HERE))
    import coverage

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "event.trf"
        path.write_text(text, encoding="utf-8")
        return coverage.categories_of(path, None, "zero-point-bye")


def with_full_point_bye(text: str) -> tuple[str, int] | None:
    """The file with the first team PAB (U on every board of the team) written as a full-point bye (F)."""
    lines = text.splitlines()
    for r in range(30):
        col = 91 + 10 * r
        hits = [i for i, ln in enumerate(lines) if ln.startswith("001") and len(ln) > col + 7 and ln[col + 7] == "U"]
        if hits:
            for i in hits:
                lines[i] = lines[i][: col + 7] + "F" + lines[i][col + 8 :]
            return "\n".join(lines) + "\n", r + 1
    return None


def coverage_cases() -> list[TeamSpec]:
    """Generated team Swiss events with every kind of board round, every team code, both editions.

    The seeds are searched: the first event (in seed order) whose board games hold every category of Art. 16.2
    but the full-point bye and on which gacrux, run in-process, agrees on every value and rank; then the same
    event with its first team PAB written as a full-point bye (F), kept when gacrux agrees there too."""
    specs = []
    for rules, date in (("fide-2024", "2025/03/10"), ("fide-2026", "2026/03/10")):
        for codes, label in ((ALL_TEAM_CODES, "values"), (TYPE_A, "type-a")):
            for seed in range(40_001, 40_400):
                text = generate_team_swiss(8 + seed % 5, 2 + seed % 3, 6, seed, start_date=date)
                if not board_categories(text) >= NEEDED:
                    continue
                spec = TeamSpec(
                    f"generated-{seed}-{label}-{rules[-4:]}",
                    f"Generated team Swiss (seed {seed}): every team "
                    f"{'value tie-break' if label == 'values' else 'Type A tie-break'} ({rules})",
                    text,
                    codes,
                    rules,
                    ["11", "12", "13", "16.2", "16.3", "16.4", "16.5"],
                    "tiebreak_ref.synthetic.team seed " + str(seed) + ": forfeited boards and matches, a double "
                    "forfeit, team PABs, half-point and zero-point byes, reserves and withdrawals. The seed was chosen "
                    "by build_team_cases.py as the first whose board games hold these categories and on which "
                    "gacrux, reading the file itself, agrees on every value and rank.",
                    "cross-checked",
                    "generated by tiebreak_ref.synthetic.team",
                    ranking=True,
                )
                if not gacrux_agrees(spec, expected(spec)):
                    continue
                specs.append(spec)
                fpb = with_full_point_bye(text)
                if fpb is not None:
                    variant = TeamSpec(
                        spec.name.replace("generated-", "generated-fpb-"),
                        spec.title + ", a full-point bye",
                        fpb[0],
                        codes,
                        rules,
                        [*spec.articles, "16.2.1"],
                        f"The event of teams/{spec.name} with the team PAB of round {fpb[1]} written as a "
                        "full-point bye (F on every board of the team; 16.2.1 treats both alike).",
                        "cross-checked",
                        "generated by tiebreak_ref.synthetic.team, then edited",
                        ranking=True,
                        disagreement="gacrux differs here: it reads a board F as an individual full-point bye "
                        "and not as the team's bye.",
                    )
                    specs.append(variant)
                break
    return specs


def option_cases() -> list[TeamSpec]:
    """Decision A22, pab_game_points: each setting on FIDE's team fixture (team PABs, no record 320)."""
    text = (REPO / "tests" / "fixtures" / "fideteam_nocolor.trf").read_text(encoding="utf-8")
    specs = []
    base = None
    for setting in ("auto", "draw", "pab"):
        spec = TeamSpec(
            f"option-pab-game-points-{setting}",
            f"Team option pab_game_points={setting} (FIDE's team fixture)",
            text,
            ["GPTS", "BH:GP", "EMGSB", "SSSC"],
            "fide-2026",
            ["11", "15.1", "13.2", "13.4"],
            "",
            "cross-checked",
            "TieBreakServer/gacrux tests/fixtures/fideteam_nocolor.trf (MIT, (c) 2024 FIDE)",
            ranking=True,
            options={"pab_game_points": setting},
            disagreement="gacrux 1.11.65 has no switch: it always gives every board of a team PAB the individual "
            "PAB value of record 162 (decision A22); with pab_game_points=draw the team gets a draw's "
            "game points, so its GPTS and every game-point tie-break differ.",
        )
        want = expected(spec)
        if base is None:
            base = want
        moved = [
            f"{c} of {t}: {base['values'][t][c]} -> {v}"
            for t, vals in want["values"].items()
            for c, v in vals.items()
            if base["values"][t][c] != v
        ]
        spec.notes = (
            "Decision A22 (docs/en/decisions.md). The file has seven team PABs and no record 320; its "
            "record 310 totals need 2 game points per bye, so auto reads them as the individual PAB value. "
            + (
                f"Against auto, {setting} changes: {'; '.join(moved[:8])}."
                if moved
                else "On this file auto and this setting give the same values."
            )
        )
        specs.append(spec)
    return specs


SIX_TEAMS_ROUNDS: dict[int, tuple[list[tuple[int, int, list[str]]], dict[int, str]]] = {
    # round -> (matches, byes). A match (a, b, boards): team a's board 1 has White, the colours alternate down the
    # boards, and each board is "a's result, b's result". Team t has players 2t-1 (board 1) and 2t (board 2).
    1: ([(1, 2, ["10", "=="]), (3, 4, ["+-", "--"])], {5: "U", 6: "H"}),
    2: ([(3, 1, ["01", "+-"]), (2, 5, ["==", "10"])], {4: "F", 6: "Z"}),
    3: ([(1, 5, ["01", "01"]), (3, 2, ["==", "10"])], {4: "U", 6: " "}),
}


def six_teams_cells() -> dict[int, list[str]]:
    """Each player's three rounds as TRF cells (opponent, colour, result), from SIX_TEAMS_ROUNDS."""
    cells: dict[int, list[str]] = {pid: [] for pid in range(1, 13)}
    for matches, byes in SIX_TEAMS_ROUNDS.values():
        for a, b, boards in matches:
            for board, (mine, theirs) in enumerate(boards):
                pa, pb = 2 * a - 1 + board, 2 * b - 1 + board
                white = board % 2 == 0  # team a's player has White on board 1, Black on board 2
                cells[pa].append(f"{pb:>4} {'w' if white else 'b'} {mine}")
                cells[pb].append(f"{pa:>4} {'b' if white else 'w'} {theirs}")
        for team, code in byes.items():
            for pid in (2 * team - 1, 2 * team):
                cells[pid].append(f"0000 - {code}" if code != " " else " " * 8)
    return cells


def six_teams(start: str) -> str:
    """Six teams of two boards, three rounds, every kind of board round: played games, board forfeits (round 2,
    board 2 of 1-3), a match nobody played (round 1, 3-4: a forfeit and a double forfeit, 15.1), team PABs (5 in
    round 1, 4 in round 3), a full-point bye (4, round 2), a half-point and a zero-point bye (6, rounds 1 and 2)
    and a team absent (6, round 3)."""
    points = {"1": 1.0, "0": 0.0, "=": 0.5, "+": 1.0, "-": 0.0, "U": 1.0, "F": 1.0, "H": 0.5, "Z": 0.0, " ": 0.0}
    lines = [
        "012 Six teams, three rounds",
        f"042 {start}",
        "092 Team Swiss System",
        "142 3",
        "192 FIDE_TEAM_MP_GP",
        "320  1.0  1.0   5       4",  # a team PAB is a draw, 1 MP and 1 GP (C.04.6): team 5 in round 1, 4 in round 3
        *(
            f"310 {t:>3} {'Team ' + str(t):<32} {'':<5} {'':>6} {'':>6} {'':>6} {'':>3}  {2 * t - 1:>4} {2 * t:>4}"
            for t in range(1, 7)
        ),
    ]
    for pid, cells in six_teams_cells().items():
        total = sum(points[cell[-1]] for cell in cells)
        row = f"001 {pid:>4}      {'P' + str(pid):<33} 1500 {'':<3} {'':>11} {'':<10} {total:>4.1f} {'':>4}"
        lines.append((row + "".join(f"  {cell}" for cell in cells)).rstrip())
    return "\n".join(lines) + "\n"


SIX_TEAMS_BY_HAND = (
    "Worked by hand under C.02 (2017) 13.15 (decision E4), each score in turn (MP 2/1/0; GP 1/0.5/0 a board, "
    "so 2/1/0 a match; record 320 makes a team PAB a draw, 1 MP and 1 GP, as C.04.6). Totals MP/GP: 1 3/2.5 "
    "(W 1.5-0.5 over 2, D 1-1 with 3, L 0-2 to 5), 2 2/2.5, 3 5/3.5 (round 1 a forfeit win 1-0: nobody played, "
    "15.1), 4 3/3 (forfeit loss, FPB, PAB), 5 3/3.5 (PAB, L, W), 6 1/1 (HPB, ZPB, absent). 13.15.1, the scores "
    "the opponents' tie-breaks see (every unplayed round a draw): MP 1 3, 2 2, 3 4, 4 3, 5 3, 6 3; GP 1 2.5, "
    "2 2.5, 3 3.5, 4 3, 5 3.5, 6 3. 13.15.2, a virtual opponent for each own round without a game, Svon = SPR + "
    "(the other side of the result) + a draw for every later round: team 3 round 1 MP 0+0+2x1 = 2, GP 0+1+2 = 3 "
    "(it scored 1 of 2 GP); team 4 MP 0+2+2 = 4, 0+0+1 = 1, 2+1+0 = 3 (GP the same); team 5 round 1 MP and GP "
    "0+1+2 = 3; team 6 MP and GP 0+1+2 = 3, 1+2+1 = 4, 1+2+0 = 3. BH:MP: 1 2+4+3 = 9, 2 3+3+4 = 10, "
    "3 2+3+2 = 7, 4 4+1+3 = 8, 5 3+2+3 = 8, 6 3+4+3 = 10; BH:MP/C1 drops the lowest: 7, 7, 5, 7, 6, 7. "
    "BH:GP: 1 2.5+3.5+3.5 = 9.5, 2 2.5+3.5+3.5 = 9.5, 3 3+2.5+2.5 = 8, 4 4+1+3 = 8, 5 3+2.5+2.5 = 8, "
    "6 3+4+3 = 10; BH:GP/C1: 7, 7, 5.5, 7, 5.5, 7. SB:MP (opponent's MP x own MP): 1 2x2+4x1+3x0 = 8, "
    "2 3x0+3x2+4x0 = 6, 3 2x2+3x1+2x2 = 11, 4 4x0+1x2+3x1 = 5, 5 3x1+2x0+3x2 = 9, 6 3x1+4x0+3x0 = 3. "
    "EMGSB, which the old text does not define (computed with its C.07 13.2 definition on the same opponents' "
    "scores, with a warning), opponent's MP x own GP: 1 2x1.5+4x1+3x0 = 7, 2 3x0.5+3x1.5+4x0.5 = 8, "
    "3 2x1+3x1+2x1.5 = 8, 4 4x0+1x2+3x1 = 5, 5 3x1+2x0.5+3x2 = 10, 6 3x1+4x0+3x0 = 3. MPvGP is the GP. "
    "DE (on MP): 1, 4 and 5 are tied on 3 MP and have not all met (4 met neither), so DE separates nobody "
    "(C.07 6.3, decision A21): 0 for all. Ranking: 3 (5 MP); 5, 4, 1 on 3 MP by MPvGP 3.5, 3, 2.5; 2; 6. "
    "gacrux 1.11.65 is no check here: its /V0 keeps the dummy of 2024 (decision E4); teams/six-teams-2024 is "
    "the same file under fide-2024, where it agrees."
)


def fide_2017_cases() -> list[TeamSpec]:
    """Team events under the text before 2023 (fide-2017, decision E4): the virtual opponent of C.02 13.15 on the
    match and on the game points, worked by hand; and the same event under fide-2024 and fide-2026, cross-checked
    with gacrux, so that the reading of the file is vouched for independently."""
    codes = ["DE", "MPVGP", "BH:MP", "BH:MP/C1", "BH:GP", "BH:GP/C1", "SB:MP", "GPTS", "EMGSB"]
    return [
        TeamSpec(
            "six-teams-2017",
            "Six teams under the text before 2023: the virtual opponent on match and game points (fide-2017)",
            six_teams("2021/05/15"),
            codes,
            "fide-2017",
            ["13.15.1", "13.15.2", "13.1", "8.1", "9.1", "14.1"],
            SIX_TEAMS_BY_HAND,
            "hand",
            "hand-made by conformance/tools/build_team_cases.py (six_teams)",
            ranking=True,
        ),
        *(
            TeamSpec(
                f"six-teams-{rules[-4:]}",
                f"Six teams under C.07 ({rules[-4:]}): the same event as six-teams-2017, with the dummy of Art. 16",
                six_teams(start),
                codes,
                rules,
                ["11", "13.1", "13.2", "8.1", "9.1", "16.2", "16.3", "16.4", "16.5"],
                f"The event of teams/six-teams-2017 under the {rules[-4:]} text: the same reading of the file (the MP "
                "and GP of every round), the opponents' unplayed rounds and each own unplayed round by Art. 16 instead "
                "of C.02 13.15; computed, and checked with gacrux reading the file itself.",
                "cross-checked",
                "hand-made by conformance/tools/build_team_cases.py (six_teams)",
                ranking=True,
            )
            for rules, start in (("fide-2024", "2025/05/15"), ("fide-2026", "2026/05/15"))
        ),
    ]


def dump(case: dict[str, Any]) -> str:
    return json.dumps(case, indent=2, ensure_ascii=False) + "\n"


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    # cases of the area written by others (e.g. teams/held-bc-alone) are kept: only this builder's are rewritten
    specs = [*held_cases(), *generated_cases(), *coverage_cases(), *option_cases(), *fide_2017_cases()]
    for spec in specs:
        want = expected(spec)
        agrees = gacrux_agrees(spec, want)
        checked = ["tiebreak-ref 0.1.0"] + (["gacrux 1.11.65"] if agrees else [])
        kind = spec.kind if len(checked) > 1 or spec.kind == "fide-publication" else "hand"
        if not agrees and spec.disagreement and spec.kind == "cross-checked":
            print(f"teams/{spec.name}: gacrux differs")
        notes = spec.notes + ("" if agrees or not spec.disagreement else " " + spec.disagreement)
        case: dict[str, Any] = {
            "id": f"teams/{spec.name}",
            "title": spec.title,
            "rules": spec.rules,
            "tiebreaks": spec.tiebreaks,
        }
        if spec.options:
            case["options"] = spec.options
        case |= {
            "expected": want,
            "source": {"kind": kind, "ref": spec.ref, "checked_with": checked},
            "articles": spec.articles,
            "notes": (notes + " " + NOT_TIEBREAK_CORE).strip(),
        }
        (OUT / f"{spec.name}.trf").write_text(spec.trf, encoding="utf-8")
        (OUT / f"{spec.name}.json").write_text(dump(case), encoding="utf-8")
        print(f"teams/{spec.name}: {', '.join(checked)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
