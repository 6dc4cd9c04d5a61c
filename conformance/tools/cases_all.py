"""Every conformance case, as Specs for build_cases.py (grouped by area)."""

from __future__ import annotations

import json
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE))

from spec import Spec  # noqa: E402
from trfkit import Event  # noqa: E402

FIXTURES = REPO / "tests" / "fixtures"
HELD_REF = (
    "IA Mario Held, 'Exercises in Tie-Breaking', FIDE TEC, Rev. 2403220900 (C.07-2023 solutions); "
    "crosstable = TieBreakServer/gacrux tests/fixtures/{file} (MIT, (c) 2024 FIDE)"
)
D2024, D2026 = "2025/03/10", "2026/03/10"
DATE = {"fide-2024": D2024, "fide-2026": D2026}
RULES = ("fide-2024", "fide-2026")


def fixture(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


# ---------------------------------------------------------------------------------------------
# Held's TEC exercises (a FIDE publication) and their 2026-rule variants
# ---------------------------------------------------------------------------------------------


def held_cases() -> list[Spec]:
    import held_answers as h  # the published answers, transcribed once (next to this file)

    areas = {
        "BH": "buchholz",
        "BH/C1": "buchholz",
        "AOB": "buchholz",
        "FB": "buchholz",
        "SB": "sonneborn-berger",
        "SB/C1": "sonneborn-berger",
        "KS": "sonneborn-berger",
        "ARO": "rating",
        "ARO/C1": "rating",
        "TPR": "rating",
        "APRO": "rating",
        "PTP": "rating",
        "WIN": "own-results",
        "WON": "own-results",
        "BPG": "own-results",
        "BWG": "own-results",
        "REP": "own-results",
        "PS": "progressive",
        "PS/C1": "progressive",
    }
    articles = {
        "BH": ["8.1", "16.2", "16.3", "16.4"],
        "BH/C1": ["8.1", "14.1", "16.5"],
        "AOB": ["8.2"],
        "FB": ["8.3", "16.4"],
        "SB": ["9.1", "16.4"],
        "SB/C1": ["9.1", "14.1", "16.5"],
        "KS": ["9.2", "15.2"],
        "ARO": ["10.1"],
        "ARO/C1": ["10.1", "14.1"],
        "TPR": ["10.2"],
        "APRO": ["10.4"],
        "PTP": ["10.3"],
        "WIN": ["7.1"],
        "WON": ["7.2"],
        "BPG": ["7.3"],
        "BWG": ["7.4"],
        "REP": ["7.6"],
        "PS": ["7.5"],
        "PS/C1": ["7.5", "14.1"],
    }
    out = []
    for c in h.HELD_VALUE_CASES + h.HELD_2026_CASES:
        published = {p: {c.code: float(v) if isinstance(v, Fraction) else v} for p, v in c.expected.items()}
        is_2026 = c.rules == "fide-2026"
        name = f"held-ex{c.exercise:02d}-{c.code.replace('/', '').lower()}" + ("-2026" if is_2026 else "")
        note = (
            "Held's exercise under the 2026 rules (Art. 16.4 caps on the dummy): the published 2023 answer "
            "changes for the players named in c07-spec 7.6 Example B."
            if is_2026
            else "Held's published answer (C.07 2023 text; the 2024 definitions are the same)."
        )
        if c.code == "REP":
            note += " Held asks for GE (games elected), the former name of REP."
        if c.round_robin:
            note += (
                " Single round robin: the file has no 092/192 record; 6 players over 5 rounds, every pair "
                "met once, is a round robin (pre-determined pairings, Art. 15.2)."
            )
        out.append(
            Spec(
                area=areas[c.code],
                name=name,
                title=f"Held exercise {c.exercise}: {c.code}" + (" under the 2026 rules" if is_2026 else ""),
                trf=fixture(c.trf),
                tiebreaks=[c.code],
                rules=c.rules,
                articles=articles[c.code],
                kind="cross-checked" if is_2026 else "fide-publication",
                ref=(
                    HELD_REF.format(file=c.trf)
                    + f", exercise {c.exercise}"
                    + ("; 2026 values: gacrux /V2 and c07-spec 7.6 Example B" if is_2026 else "")
                ),
                players=sorted(c.expected),
                published=None if is_2026 else published,
                notes=note,
            )
        )
    for c in h.HELD_DE_VALUE_CASES:
        ranks = next(r for r in h.HELD_DE_RANK_CASES if r.exercise == c.exercise).expected
        published = {p: {"rank": ranks[p]} for p in c.expected}
        out.append(
            Spec(
                area="direct-encounter",
                name=f"held-ex{c.exercise:02d}-de",
                title=f"Held exercise {c.exercise}: ranks after PTS, DE",
                trf=fixture(c.trf),
                tiebreaks=["DE"],
                rules="fide-2024",
                articles=["6.1", "6.2", "6.3", "4.3"] + (["15.2"] if c.round_robin else []),
                kind="fide-publication",
                ref=HELD_REF.format(file=c.trf) + f", exercise {c.exercise}",
                players=sorted(c.expected),
                published=published,
                ranking=True,
                notes="Held gives the ranks; DE is the rank inside the points group DE was applied to (1 = best; "
                "members of a group DE cannot separate all get 1), 0 for a player alone on their score.",
            )
        )
    return out


# ---------------------------------------------------------------------------------------------
# c07-spec 7.6 Example A: one crosstable with every kind of unplayed round
# ---------------------------------------------------------------------------------------------


def example_a_cases() -> list[Spec]:
    text = fixture("example_a.trf")
    groups = {
        "buchholz": (
            ["BH", "BH/C1", "BH/C2", "BH/M1", "FB", "AOB"],
            "buchholz",
            ["8.1", "8.2", "8.3", "14.1", "14.2", "14.3", "16.2", "16.3", "16.4", "16.5"],
        ),
        "sb": (["SB", "SB/C1"], "sonneborn-berger", ["9.1", "14.1", "16.4", "16.5"]),
        "rating": (["ARO", "TPR", "PTP"], "rating", ["10.1", "10.2", "10.3"]),
        "own": (["WIN", "WON", "BPG", "REP", "PS", "STD"], "own-results", ["7.1", "7.2", "7.3", "7.5", "7.6", "7.7"]),
    }
    out = []
    for key, (codes, area, arts) in groups.items():
        for rules in RULES:
            if key in ("rating", "own") and rules == "fide-2024":
                continue  # these do not depend on the rule set (Art. 16 does not apply to them)
            out.append(
                Spec(
                    area=area,
                    name=f"example-a-{key}-{rules[-4:]}",
                    title=f"c07-spec Example A: {' '.join(codes)} ({rules})",
                    trf=text,
                    tiebreaks=codes,
                    rules=rules,
                    articles=arts,
                    ref="c07-spec.md 7.6 Example A (8 players, 5 rounds; PAB, HPB, forfeits, a withdrawal), with the "
                    "worked calculation of Echo, Golf and Hotel",
                    notes="Record 042 is 2026/03/10; the case fixes the rule set explicitly.",
                )
            )
    return out


# ---------------------------------------------------------------------------------------------
# Two real events (official standings, as pinned by lichess scalachess)
# ---------------------------------------------------------------------------------------------


def real_cases() -> list[Spec]:
    out = []
    for event, arts in (
        ("fwwrc-2024", ["8.1", "14.1", "10.1", "4.2"]),
        ("uzchesscup-2025", ["6.2", "9.1", "9.2", "7.1", "7.4", "4.2", "15.2"]),
    ):
        data = json.loads((FIXTURES / "real" / f"{event}.expected.json").read_text(encoding="utf-8"))
        text = (FIXTURES / "real" / data["trf"]).read_text(encoding="utf-8")
        published = {p["tpn"]: dict(p["values"]) for p in data["players"]}
        for rules in RULES:
            out.append(
                Spec(
                    area="ranking",
                    name=f"{event}-{rules[-4:]}",
                    title=f"{data['event']}: the official list",
                    trf=text,
                    tiebreaks=list(data["tiebreaks"]),
                    rules=rules,
                    articles=arts,
                    ranking=True,
                    kind="cross-checked",
                    ref="official standings (chess-results) as pinned by lichess-org/scalachess test snapshots; "
                    "crosstable converted from scalachess's PGN test data (MIT); tests/fixtures/real/README.md",
                    published=published,
                    notes=(
                        "The event used the 2024 rules; it has no unplayed round, so the 2026 rules give the "
                        "same values."
                        if rules == "fide-2026"
                        else "The rules that applied (042 = 2024/2025)."
                    ),
                )
            )
    return out


# ---------------------------------------------------------------------------------------------
# Art. 16.2: every category x every tie-break it affects x both rule sets
# ---------------------------------------------------------------------------------------------

R7 = [2000, 1900, 1800, 1700, 1600, 1500, 1400]
R8 = [2000, 1950, 1900, 1850, 1800, 1750, 1700, 1650]


def frame7(special: str, bye_round: int) -> list[str]:
    """7 players, 4 rounds; player 1 is not paired in round bye_round (2 or 4) and gets `special`."""
    rounds = [
        "1-4 1; 2-5 =; 3-6 1; 7 U",
        "1-3 1; 2-7 1; 4-6 =; 5 U",
        "1-2 1; 3-7 =; 4-5 1; 6 U",
        f"1 {special}; 2-6 1; 3-5 =; 4-7 0",
    ]
    if bye_round == 2:
        rounds = [rounds[0], rounds[3], rounds[1], rounds[2]]
    return rounds


def frame8(r2_first: str) -> list[str]:
    """8 players, 4 rounds; round 2 opens with the pairing given (player 1's forfeit)."""
    return [
        "1-5 1; 2-6 1; 3-7 =; 4-8 0",
        f"{r2_first}; 2-8 =; 3-5 1; 7-4 =",
        "1-2 =; 8-3 1; 4-6 1; 5-7 0",
        "3-1 0; 2-4 1; 8-5 1; 6-7 =",
    ]


WITHDRAWAL = [
    "1-5 1; 2-6 1; 3-7 =; 4-8 0",
    "8-1 0; 2-3 =; 4-6 1; 7-5 1",
    "2-8 1; 4-3 =; 6-5 0; 7 U",
    "8-3 =; 7-2 0; 5-4 1; 6 U",
]

CATEGORIES = [
    # name, article, description, event
    ("pab", "16.2.1", "a pairing-allocated bye (U) in round 2", Event(R7, frame7("U", 2))),
    ("fpb", "16.2.1", "a full-point bye (F) in round 2", Event(R7, frame7("F", 2))),
    ("forfeit-win", "16.2.2", "a forfeit win in round 2 against Foxtrot (0.5 points)", Event(R8, frame8("6-1 -"))),
    ("hpb-early", "16.2.3", "a half-point bye (H) in round 2, followed by played rounds", Event(R7, frame7("H", 2))),
    ("zpb-early", "16.2.3", "a zero-point bye (Z) in round 2, followed by played rounds", Event(R7, frame7("Z", 2))),
    ("forfeit-loss", "16.2.4", "a forfeit loss in round 2 against Foxtrot", Event(R8, frame8("1-6 -"))),
    ("hpb-last", "16.2.5", "a half-point bye (H) in the last round", Event(R7, frame7("H", 4))),
    ("withdrawal", "16.2.5", "a withdrawal after round 2 (rounds 3 and 4 not paired)", Event(R8, WITHDRAWAL)),
]
CAT_CODES = [
    ("bh", ["BH"], ["8.1"]),
    ("fb", ["FB"], ["8.3"]),
    ("sb", ["SB"], ["9.1"]),
    ("cuts", ["BH/C1", "BH/C2", "BH/M1", "SB/C1", "FB/C1"], ["14.1", "14.2", "14.3", "16.5"]),
    ("aob", ["AOB"], ["8.2"]),
]
CAP = {"16.2.1": "16.4.2", "16.2.3": "16.4.2", "16.2.5": "16.4.2", "16.2.2": "16.4.1", "16.2.4": "16.4.1"}


def category_cases() -> list[Spec]:
    out = []
    for cat, article, what, event in CATEGORIES:
        for key, codes, arts in CAT_CODES:
            for rules in RULES:
                e = Event(event.ratings, event.rounds, title=f"Art. {article}: {what}", date=DATE[rules])
                cap = CAP[article]
                if rules == "fide-2026":
                    rule = (
                        f"2026: the dummy's score is Alpha's own score capped by {cap}"
                        + (
                            " (draw points x 4 rounds = 2)"
                            if cap == "16.4.2"
                            else " (the scheduled opponent's adjusted score)"
                        )
                        + "."
                    )
                else:
                    rule = "2024: the dummy's score is Alpha's own final score, without a cap."
                vur = "is" if article in ("16.2.3", "16.2.4", "16.2.5") else "is not"
                notes = f"Alpha (tpn 1) has {what}: category {article}, which {vur} a VUR (16.1.2). {rule}"
                if article == "16.2.5":
                    notes += " Alpha's opponents see the 16.2.5 rounds as draws (16.3)."
                out.append(
                    Spec(
                        area="unplayed",
                        name=f"{cat}-{key}-{rules[-4:]}",
                        title=f"Art. {article} ({what}) in {' '.join(codes)}, {rules}",
                        trf=e.text(),
                        tiebreaks=codes,
                        rules=rules,
                        articles=[article, "16.1", "16.3", "16.4"] + ([cap] if rules == "fide-2026" else []) + arts,
                        notes=notes,
                    )
                )
    return out


def more_cases() -> list[Spec]:
    from cases_more import CASES

    return CASES


def wave2_cases() -> list[Spec]:
    from cases_wave2 import wave2_cases as cases

    return cases(CATEGORIES, CAT_CODES)


def all_cases() -> list[Spec]:
    return held_cases() + example_a_cases() + real_cases() + category_cases() + more_cases() + wave2_cases()
