"""Hand-made cases: Buchholz and SB variants, progressive scores, direct encounter, own results,
rating-based, pre-determined events, intermediate standings, whole rankings, and TRF reading."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from spec import Spec
from trfkit import Event

FIXTURES = Path(__file__).resolve().parent.parent.parent / "tests" / "fixtures"
HELD = "IA Mario Held, 'Exercises in Tie-Breaking', FIDE TEC (crosstable of the exercises, {file})"
D2024, D2026 = "2025/03/10", "2026/03/10"
DATE = {"fide-2024": D2024, "fide-2026": D2026}
RULES = ("fide-2024", "fide-2026")


def fx(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


CASES: list[Spec] = []


def add(**kw: object) -> None:
    CASES.append(Spec(**kw))  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------
# Buchholz family and modifiers (beyond Held's exercises)
# ---------------------------------------------------------------------------------------------

H9 = fx("held_swiss_9.trf")
H5 = fx("held_swiss_5.trf")
for rules in RULES:
    add(
        area="buchholz",
        name=f"held9-modifiers-{rules[-4:]}",
        title=f"Held's event after 9 rounds: cuts and medians ({rules})",
        trf=H9,
        tiebreaks=["BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "FB/C1", "FB/M1"],
        rules=rules,
        articles=["8.1", "8.3", "14.1", "14.2", "14.3", "14.4", "16.5"],
        ref=HELD.format(file="held_swiss_9.trf") + "; values computed, not published",
        notes="Nine rounds give room for two cuts and two medians; 16.5.2 re-applies the VUR rule to every cut.",
    )
    add(
        area="buchholz",
        name=f"held5-aob-fore-{rules[-4:]}",
        title=f"AOB/F: average of the opponents' Fore Buchholz ({rules})",
        trf=H5,
        tiebreaks=["AOB/F", "FB"],
        rules=rules,
        articles=["8.2", "8.3"],
        ref=HELD.format(file="held_swiss_5.trf") + "; values computed, not published",
        notes="AOB/F (2026 text: 'or Fore Buchholz') averages the opponents' FB instead of their BH; the "
        "reference applies it under both rule sets. AOB is rounded half up to 2 decimals up to 8 rounds.",
    )

BASIC = [
    "1-5 1; 2-6 1; 3-7 =; 4-8 0",
    "6-1 0; 2-8 =; 3-5 1; 7-4 =",
    "1-2 =; 8-3 1; 4-6 1; 5-7 0",
    "3-1 0; 2-4 1; 8-5 1; 6-7 =",
]
R8B = [2000, 1950, 1900, 1850, 1800, 1750, 1700, 1650]
for codes, key, arts in (
    (["BH"], "buchholz", ["8.1"]),
    (["BH/C1", "BH/M1", "FB"], "buchholz", ["14.1", "14.3", "8.3"]),
    (["SB", "SB/C1", "PS", "WIN"], "sonneborn-berger", ["9.1", "14.1", "7.5", "7.1"]),
    (["BH", "SB", "DE"], "ranking", ["4.2", "8.1", "9.1", "6.3"]),
):
    add(
        area=key,
        name="basics-no-unplayed-round" + ("-modifiers" if "FB" in codes else ""),
        title=f"Basics: {' '.join(codes)} in a Swiss where every game was played",
        trf=Event(R8B, BASIC, date=D2026).text(),
        tiebreaks=codes,
        rules="fide-2026",
        ranking=key == "ranking",
        articles=arts,
        notes="8 players, 4 rounds, no bye, no forfeit: Art. 16 plays no part, so these values are the plain "
        "definitions (a first target for a new implementation).",
    )

FRAME = ["1-4 1; 2-5 =; 3-6 1; 7 U", "1 H; 2-6 1; 3-5 =; 4-7 0", "1-3 1; 2-7 1; 4-6 =; 5 U", "1-2 1; 3-7 =; 4-5 1; 6 U"]
R7 = [2000, 1900, 1800, 1700, 1600, 1500, 1400]
add(
    area="buchholz",
    name="cut-more-than-elements",
    title="BH/C5 and BH/M3 with only 4 rounds",
    trf=Event(R7, FRAME, date=D2026).text(),
    tiebreaks=["BH/C3", "BH/C5", "BH/M2", "BH/M3"],
    rules="fide-2026",
    articles=["14.1", "14.2", "14.4"],
    notes="A cut may ask for more elements than there are rounds: every element is cut and the value is 0 "
    "(c07-spec A4). MTB26 asks for any reasonable n in /Cn and /Mn.",
)

F8P = [
    "1-5 1; 2-6 1; 3-7 =; 4-8 0",
    "6-1 -; 2-8 =; 3-5 1; 7-4 =",
    "1-2 =; 8-3 1; 4-6 1; 5-7 0",
    "3-1 0; 2-4 1; 8-5 1; 6-7 =",
]
R8 = [2000, 1950, 1900, 1850, 1800, 1750, 1700, 1650]
for rules in RULES:
    add(
        area="buchholz",
        name=f"forfeits-as-played-{rules[-4:]}",
        title=f"BH/P and SB/P: a Swiss forfeit counted as a game ({rules})",
        trf=Event(R8, F8P, date=DATE[rules]).text(),
        tiebreaks=["BH", "BH/P", "BH/C1", "BH/C1/P", "SB", "SB/P"],
        rules=rules,
        articles=["8.1", "9.1", "16.2.2", "16.2.4", "16.4"],
        notes="Round 2: Foxtrot (6) forfeits against Alpha (1). With /P the forfeit is a game against the scheduled "
        "opponent: the element is the opponent's adjusted score and the forfeit loss is no longer a VUR for "
        "the cut (MTB26 /P).",
    )

DF = [
    "1-5 1; 2-6 1; 3-7 =; 4-8 0",
    "1-6 --; 2-8 =; 3-5 1; 7-4 =",
    "1-2 =; 8-3 1; 4-6 1; 5-7 0",
    "3-1 0; 2-4 1; 8-5 1; 6-7 =",
]
for rules in RULES:
    add(
        area="unplayed",
        name=f"double-forfeit-{rules[-4:]}",
        title=f"A double forfeit in round 2 ({rules})",
        trf=Event(R8, DF, date=DATE[rules]).text(),
        tiebreaks=["BH", "BH/C1", "SB", "SB/C1", "FB", "STD", "REP"],
        rules=rules,
        articles=["16.2.4", "16.4.1", "16.5", "7.6", "7.7"],
        notes="Alpha (1) and Foxtrot (6) both forfeit round 2: each has a forfeit loss (16.2.4, a VUR) against the "
        "other. 2026: each dummy is capped by the other's adjusted score (16.4.1). STD: a double forfeit "
        "gives both the same points as their scheduled opponent, so ½ by the literal text of 7.7 (the "
        "reference's default, option std_double_forfeit=half; c07-spec A11).",
    )

# ---------------------------------------------------------------------------------------------
# Sonneborn-Berger and Koya
# ---------------------------------------------------------------------------------------------

S310 = Event(
    R8,
    [
        "1-5 1; 2-6 1; 3-7 =; 4-8 0",
        "1-8 =; 2-7 1; 3-6 0; 4-5 1",
        "1-2 1; 3-4 =; 5-6 =; 7-8 0",
        "3-1 0; 2-4 =; 8-5 1; 6-7 =",
    ],
    date=D2026,
    title="3-1-0 scoring",
    scoring={"1": Fraction(3), "=": Fraction(1), "0": Fraction(0), "+": Fraction(3)},
    extra_headers=["162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0    X 1.0"],
)
add(
    area="sonneborn-berger",
    name="sb-three-points-for-a-win",
    title="SB, BH and STD under 3-1-0 scoring (record 162)",
    trf=S310.text(),
    tiebreaks=["SB", "SB/C1", "BH", "STD", "PS"],
    rules="fide-2026",
    articles=["9.1", "8.1", "7.5", "7.7"],
    notes="Record 162 declares 3 points for a win and 1 for a draw. SB multiplies the opponent's score by the "
    "points scored in the tournament's own system (a win counts 3); STD gives back the 1-½-0 count.",
)

RR6 = [
    "1-6 1; 2-5 =; 3-4 0",
    "6-4 =; 5-3 1; 1-2 =",
    "2-6 1; 3-1 =; 4-5 =",
    "6-5 0; 1-4 1; 2-3 =",
    "3-6 1; 4-2 0; 5-1 =",
]
RR6E = Event([2200, 2150, 2100, 2050, 2000, 1950], RR6, event="Round Robin", date=D2026, title="Round robin")
add(
    area="sonneborn-berger",
    name="koya-limits",
    title="KS and its limit modifiers in a round robin",
    trf=RR6E.text(),
    tiebreaks=["KS", "KS/L+1", "KS/L-1", "KS/L+2", "SB", "SB/C1"],
    rules="fide-2026",
    articles=["9.2", "14.5", "9.1"],
    notes="6 players, 5 rounds: KS counts the points scored against opponents with at least 50 % of the maximum "
    "(2.5). /L+n raises and /L-n lowers that threshold by n half points (MTB26: an integer n is half "
    "points).",
)
add(
    area="sonneborn-berger",
    name="koya-in-a-swiss",
    title="KS used in a Swiss (Held's event)",
    trf=H5,
    tiebreaks=["KS", "KS/L-1"],
    rules="fide-2024",
    articles=["9.2", "14.5"],
    ref=HELD.format(file="held_swiss_5.trf") + "; values computed, not published",
    notes="Koya is defined for round robins; used in a Swiss the maximum is W x rounds = 5, threshold 2.5 "
    "(c07-spec A16).",
)
add(
    area="sonneborn-berger",
    name="held9-sb-cuts-2026",
    title="SB, SB/C1, SB/C2 after 9 rounds (2026)",
    trf=H9,
    tiebreaks=["SB", "SB/C1", "SB/C2"],
    rules="fide-2026",
    articles=["9.1", "14.1", "14.2", "16.5"],
    ref=HELD.format(file="held_swiss_9.trf") + "; values computed, not published",
    notes="SB-C1 cuts the contribution of the lowest-scored opponent (the lowest contribution among equals), "
    "or the lowest VUR contribution when it is not lower (16.5.1); C2 re-applies the rule (16.5.2).",
)

# ---------------------------------------------------------------------------------------------
# Progressive scores
# ---------------------------------------------------------------------------------------------

WD = [
    "1-5 1; 2-6 1; 3-7 =; 4-8 0",
    "8-1 0; 2-3 =; 4-6 1; 7-5 1",
    "2-8 1; 4-3 =; 6-5 0; 7 U",
    "8-3 =; 7-2 0; 5-4 1; 6 U",
]
add(
    area="progressive",
    name="ps-withdrawal-and-byes",
    title="PS, PS/C1, PS/C2 with a withdrawal and byes",
    trf=Event(R8, WD, date=D2026).text(),
    tiebreaks=["PS", "PS/C1", "PS/C2"],
    rules="fide-2026",
    articles=["7.5", "14.1", "14.2"],
    notes="Alpha withdraws after round 2: the score after rounds 3 and 4 stays 2, so those rounds still add 2 "
    "each. Byes count with their points; Art. 16 does not apply to PS.",
)
add(
    area="progressive",
    name="ps-held9",
    title="PS and its cuts after 9 rounds",
    trf=H9,
    tiebreaks=["PS", "PS/C1", "PS/C2"],
    rules="fide-2024",
    articles=["7.5", "14.1"],
    ref=HELD.format(file="held_swiss_9.trf") + "; values computed, not published",
    notes="PS/Cn drops the scores after the first n rounds.",
)
add(
    area="progressive",
    name="ps-three-points-for-a-win",
    title="PS under 3-1-0 scoring",
    trf=S310.text(),
    tiebreaks=["PS", "PS/C1"],
    rules="fide-2026",
    articles=["7.5"],
    notes="The running score is in the tournament's scoring system (3-1-0, record 162).",
)

# ---------------------------------------------------------------------------------------------
# Direct encounter
# ---------------------------------------------------------------------------------------------

BERGER6 = (
    [("1", "6"), ("2", "5"), ("3", "4")],
    [("6", "4"), ("5", "3"), ("1", "2")],
    [("2", "6"), ("3", "1"), ("4", "5")],
    [("6", "5"), ("1", "4"), ("2", "3")],
    [("3", "6"), ("4", "2"), ("5", "1")],
)


def berger(results: dict[tuple[int, int], str]) -> list[str]:
    """A 6-player single round robin; results[(a, b)] is a's score against b ('1', '=', '0', '+', '-')."""
    flip = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
    rounds = []
    for pairs in BERGER6:
        items = []
        for w, b in pairs:
            a, c = int(w), int(b)
            res = results[(a, c)] if (a, c) in results else flip[results[(c, a)]]
            items.append(f"{a}-{c} {res}")
        rounds.append("; ".join(items))
    return rounds


RR_RECURSIVE = berger(
    {
        (1, 2): "1",
        (1, 3): "=",
        (1, 4): "=",
        (2, 3): "1",
        (2, 4): "1",
        (3, 4): "1",
        (1, 5): "=",
        (1, 6): "0",
        (2, 5): "0",
        (2, 6): "=",
        (3, 5): "=",
        (3, 6): "=",
        (4, 5): "1",
        (4, 6): "1",
        (5, 6): "1",
    }
)
add(
    area="direct-encounter",
    name="de-6.2-recursive",
    title="6.2: a complete group, re-applied to a sub-tie",
    trf=Event([2100, 2090, 2080, 2070, 2060, 2050], RR_RECURSIVE, event="Round Robin", date=D2026).text(),
    tiebreaks=["DE"],
    rules="fide-2026",
    ranking=True,
    articles=["6.1", "6.2", "4.3"],
    notes="Players 1-4 finish on 2.5 and all met: mini-table 1 = 2, 2 = 2, 3 = 1.5, 4 = 0.5. Art. 6 is "
    "applied again to {1, 2}: 1 beat 2. DE = 1, 2, 3, 4; 5 and 6 are alone on their scores (0).",
)

RR_CYCLE = berger(
    {
        (1, 2): "1",
        (2, 3): "1",
        (3, 1): "1",
        (1, 4): "1",
        (1, 5): "=",
        (1, 6): "0",
        (2, 4): "0",
        (2, 5): "1",
        (2, 6): "=",
        (3, 4): "=",
        (3, 5): "0",
        (3, 6): "1",
        (4, 5): "1",
        (4, 6): "1",
        (5, 6): "=",
    }
)
add(
    area="direct-encounter",
    name="de-6.2-cycle",
    title="6.2: a cycle DE cannot break, then SB",
    trf=Event([2100, 2090, 2080, 2070, 2060, 2050], RR_CYCLE, event="Round Robin", date=D2026).text(),
    tiebreaks=["DE", "SB"],
    rules="fide-2026",
    ranking=True,
    articles=["6.2", "9.1", "4.2"],
    notes="1 beat 2, 2 beat 3, 3 beat 1: all three on 2.5 with 1 point each in the mini-table, so DE separates "
    "nobody (DE = 0 for the whole group, the convention of FIDE's checker) and SB decides. 5 and 6 (2.0) "
    "drew their game: DE 0 as well.",
)

SW63 = ["1-2 1; 3-5 1; 4-6 =", "3-1 0; 2-6 1; 4-5 0", "4-1 1; 2-5 1; 3-6 1"]
add(
    area="direct-encounter",
    name="de-6.3-leader",
    title="6.3: incomplete group, a leader whatever the missing games",
    trf=Event([2000, 1900, 1800, 1700, 1600, 1500], SW63, date=D2026).text(),
    tiebreaks=["DE"],
    rules="fide-2026",
    ranking=True,
    articles=["6.1", "6.3"],
    notes="1, 2 and 3 finish on 2.0; 1 beat both, 2 and 3 never met. 1 has 2 points in the mini-table and the "
    "others can reach at most 1 with their missing game, so 1 is first (6.3). Art. 6 is applied again to "
    "{2, 3}, who never met: they stay tied.",
)

SWREP = ["1-2 1; 3-4 =", "3-1 1; 4-2 0", "4-1 1; 2-3 1", "2-1 0; 4-3 ="]
add(
    area="direct-encounter",
    name="de-6.1.2-average",
    title="6.1.2: two players who met twice count the average",
    trf=Event([2000, 1950, 1900, 1850], SWREP, date=D2026).text(),
    tiebreaks=["DE"],
    rules="fide-2026",
    ranking=True,
    articles=["6.1.2", "6.2", "4.4"],
    notes="Four players on 2.0, all met; 1-2 and 3-4 met twice. With the average of repeated games (6.1.2) the "
    "mini-table is 2 = 2, 3 = 1.5, 4 = 1.5, 1 = 1 (with sums everybody would have 2). 3 and 4 drew both "
    "their games: they stay tied.",
)

SWF = ["1-2 +; 3-4 =; 5-6 =", "1-3 =; 2-5 1; 4-6 1", "1-6 =; 2-4 1; 3-5 ="]
for code in ("DE", "DE/P"):
    add(
        area="direct-encounter",
        name="de-forfeit" + ("-p" if code == "DE/P" else ""),
        title=f"{code}: the only game between two tied players was forfeited (Swiss)",
        trf=Event([2000, 1900, 1800, 1700, 1600, 1500], SWF, date=D2026).text(),
        tiebreaks=[code],
        rules="fide-2026",
        ranking=True,
        articles=["6.1.1", "6.3"],
        notes=(
            "Without /P a Swiss forfeit is not a game for DE (6.1.1): the pairing counts as missing, both can "
            "still reach 1 point, nobody is alone (6.3; c07-spec A7) and the tie stays."
            if code == "DE"
            else "With /P the regulations count forfeits as games: 1 won the encounter and is ranked first."
        ),
    )
add(
    area="direct-encounter",
    name="de-after-bh",
    title="DE applied to the groups left after BH",
    trf=H5,
    tiebreaks=["BH", "DE"],
    rules="fide-2024",
    ranking=True,
    articles=["4.2", "6.2", "6.3"],
    ref=HELD.format(file="held_swiss_5.trf") + "; values computed, not published",
    notes="DE is recomputed inside every group still tied after PTS and BH (4.3, Type A).",
)
add(
    area="direct-encounter",
    name="de-twice-in-a-list",
    title="DE twice in one list",
    trf=H9,
    tiebreaks=["DE", "BH/C1", "DE"],
    rules="fide-2024",
    ranking=True,
    articles=["4.3", "6"],
    ref=HELD.format(file="held_swiss_9.trf") + "; values computed, not published",
    notes="A Type A tie-break may appear more than once; the second DE works on the smaller groups left by BH/C1. "
    "The standings JSON has one value per code, so the DE value is the one of the last DE in the list "
    "(the reference's convention); the ranking checks both.",
)

# ---------------------------------------------------------------------------------------------
# Own results (Art. 7)
# ---------------------------------------------------------------------------------------------

MIX = [
    "1-5 W; 2-6 +; 3-7 --; 4-8 0",
    "6-1 0; 5-2 L; 3 H; 7 F; 4 U; 8 Z",
    "1-2 D; 3-5 1; 4-6 0; 7-8 =",
    "2-3 -; 1-4 =; 5-7 0; 6 H",
]
MIXE = Event(R8, MIX, date=D2026, title="Every kind of round")
for rules in RULES:
    e = Event(R8, MIX, date=DATE[rules], title="Every kind of round")
    add(
        area="own-results",
        name=f"every-kind-of-round-{rules[-4:]}",
        title=f"WIN WON BPG BWG REP STD with every kind of round ({rules})",
        trf=e.text(),
        tiebreaks=["WIN", "WON", "BPG", "BWG", "REP", "STD"],
        rules=rules,
        articles=["7.1", "7.2", "7.3", "7.4", "7.6", "7.7", "16.1"],
        notes="W/D/L are games shorter than one move (played, not rated); + and - forfeits; 3-7 is a double "
        "forfeit; U, F, H, Z byes; Hotel (8) withdraws before round 4 (not paired). WIN counts rounds "
        "with the points of a win, with or without playing; WON only wins over the board; REP = rounds "
        "minus requested byes and forfeit losses.",
    )
add(
    area="own-results",
    name="tpn-rtng",
    title="TPN, TPN/R, RTNG, RTNG/R as values and as last keys",
    trf=MIXE.text(),
    tiebreaks=["TPN", "TPN/R", "RTNG", "RTNG/R"],
    rules="fide-2026",
    ranking=True,
    articles=["7.8", "10.6", "4.2"],
    notes="TPN sorts by pairing number ascending, RTNG by rating descending; /R reverses both. Only the first "
    "key decides here.",
)
add(
    area="own-results",
    name="rtng-reverse-first",
    title="RTNG/R as the only key",
    trf=MIXE.text(),
    tiebreaks=["RTNG/R"],
    rules="fide-2026",
    ranking=True,
    articles=["10.6"],
    notes="With /R the lowest rating ranks first among players on equal points.",
)

# ---------------------------------------------------------------------------------------------
# Rating-based (Art. 10)
# ---------------------------------------------------------------------------------------------

RAT = ["1-4 1; 2-5 1; 3-6 1", "1-3 1; 2-6 1; 4-5 0", "1-2 1; 3-5 =; 4-6 1", "5-1 0; 6-2 0; 3-4 ="]
RATINGS = [2400, 2001, 2000, 1999, 1800, 1601]
add(
    area="rating",
    name="rounding-edges",
    title="ARO, ARO/C1, ARO/M1, TPR, PTP, APRO, APPO: half-up rounding, 0 % and 100 %",
    trf=Event(RATINGS, RAT, date=D2026).text(),
    tiebreaks=["ARO", "ARO/C1", "ARO/M1", "TPR", "PTP", "APRO", "APPO", "RTNG"],
    rules="fide-2026",
    articles=["10.1", "10.2", "10.3", "10.4", "10.5", "10.6", "14.1", "14.3"],
    notes="Alpha scores 100 %: PTP = highest opponent rating + 736 (2001 + 736 = 2737, from the B.02 table) and "
    "TPR = ARO + 800 = 2750. Foxtrot scores 0 %: PTP = lowest opponent rating - 800 = 1199, TPR = 2000 - "
    "800 = 1200. Averages ending in .5 go up: ARO of Bravo 1850.5 -> 1851; ARO/M1 1999.5 -> 2000 (Alpha), "
    "1700.5 -> 1701 (Bravo), 1899.5 -> 1900 (Charlie), 2000.5 -> 2001 (Echo, Foxtrot); Delta's ARO "
    "1950.25 -> 1950.",
)
RATU = Event([2400, 2001, 2000, 0, 1800, 1601], RAT, date=D2026).text()
add(
    area="rating",
    name="unrated-dropped",
    title="An unrated player: the rating tie-breaks are dropped",
    trf=RATU,
    tiebreaks=["ARO", "TPR", "PTP", "APRO", "RTNG"],
    rules="fide-2026",
    articles=["10"],
    notes="Delta is unrated (rating 0000). Without a published rule for unrated players, Art. 10 says the rating "
    "tie-breaks are not used: every value is undefined (null).",
)
add(
    area="rating",
    name="unrated-assigned-1400",
    title="An unrated player rated 1400 by the regulations",
    trf=RATU,
    tiebreaks=["ARO", "TPR", "PTP", "APRO", "APPO"],
    rules="fide-2026",
    articles=["10"],
    options={"unrated_rating": 1400},
    notes="The tournament rules give unrated players 1400 (the runner passes --unrated-rating 1400; gacrux: -u 1400).",
)
add(
    area="rating",
    name="forfeits-not-rated",
    title="ARO and TPR skip forfeits and byes (Swiss)",
    trf=Event(R8, F8P, date=D2026).text(),
    tiebreaks=["ARO", "ARO/C1", "TPR", "PTP"],
    rules="fide-2026",
    articles=["10.1", "10.2", "15.1"],
    notes="Only games played over the board count for the rating tie-breaks; Alpha's forfeit win is left out.",
)
add(
    area="rating",
    name="short-games-count",
    title="Games shorter than one move (W/D/L) in ARO and TPR",
    trf=MIXE.text(),
    tiebreaks=["ARO", "TPR"],
    rules="fide-2026",
    articles=["10.1", "10.2"],
    notes="TRF W/D/L results are games played over the board (not rated): they count as opponents played "
    "(c07-spec 1, [REF]); the double forfeit and the byes do not.",
)

# ---------------------------------------------------------------------------------------------
# Pre-determined pairings (Art. 15.2)
# ---------------------------------------------------------------------------------------------

RRF = berger(
    {
        (1, 6): "+",
        (2, 5): "1",
        (3, 4): "=",
        (6, 4): "0",
        (5, 3): "=",
        (1, 2): "=",
        (2, 6): "1",
        (3, 1): "0",
        (4, 5): "-",
        (6, 5): "=",
        (1, 4): "1",
        (2, 3): "0",
        (3, 6): "1",
        (4, 2): "0",
        (5, 1): "=",
    }
)
RRFE = {r: Event([2300, 2250, 2200, 2150, 2100, 2050], RRF, event="Round Robin", date=DATE[r]).text() for r in RULES}
GROUPS = [
    ("sb-koya", ["SB", "SB/C1", "KS"], ["9.1", "9.2", "14.1"]),
    ("type-b", ["WIN", "WON", "BPG", "BWG", "REP", "PS"], ["7.1", "7.2", "7.3", "7.4", "7.5", "7.6"]),
    ("rating", ["ARO", "TPR", "PTP", "APRO"], ["10.1", "10.2", "10.3", "10.4"]),
    ("de", ["DE", "SB"], ["6.2"]),
]
for key, codes, arts in GROUPS:
    for rules in RULES:
        add(
            area="pre-determined",
            name=f"rr-forfeits-{key}-{rules[-4:]}",
            title=f"Round robin with two forfeits: {' '.join(codes)} ({rules})",
            trf=RRFE[rules],
            tiebreaks=codes,
            rules=rules,
            ranking=key == "de",
            articles=["15.2", *arts],
            notes="Foxtrot (6) forfeits to Alpha in round 1, Delta (4) to Echo (5) in round 3. In pre-determined "
            "pairings a forfeit is a regular game (15.2) for SB, KS, DE; 2026 keeps all forfeits unplayed "
            "for the rating tie-breaks and forfeit losses unplayed for the Type B tie-breaks (a forfeit win "
            "counts in WON/BPG/BWG: option rr_forfeit_wins_in_type_b, c07-spec A12).",
        )

# ---------------------------------------------------------------------------------------------
# Intermediate standings (after round N)
# ---------------------------------------------------------------------------------------------

EXA = fx("example_a.trf")
for rules in RULES:
    add(
        area="intermediate",
        name=f"example-a-after-3-{rules[-4:]}",
        title=f"Example A after round 3 ({rules})",
        trf=EXA,
        tiebreaks=["BH", "BH/C1", "SB", "FB", "AOB", "PS"],
        rules=rules,
        after_round=3,
        ranking=True,
        articles=["8.1", "8.3", "9.1", "16.4.2"],
        ref="c07-spec.md 7.6 Example A, standings after round 3",
        notes="Rounds 4 and 5 are ignored. Hotel's absence from round 3 on is then a bye in the last round "
        "considered (16.2.5). 2026: the 16.4.2 cap uses the scheduled number of rounds (5, XXR), the "
        "reference's default (option cap_rounds=scheduled; c07-spec A1).",
    )
add(
    area="intermediate",
    name="held9-after-5-2024",
    title="Held's 9-round event after round 5 (2024 rules)",
    trf=H9,
    tiebreaks=["BH", "BH/C1", "SB"],
    rules="fide-2024",
    after_round=5,
    articles=["8.1", "9.1"],
    ref=HELD.format(file="held_swiss_9.trf"),
    notes="The first five rounds of the 9-round file.",
)
add(
    area="intermediate",
    name="held9-after-5-2026",
    title="Held's 9-round event after round 5 (2026 rules)",
    trf=H9,
    tiebreaks=["BH", "SB"],
    rules="fide-2026",
    after_round=5,
    articles=["8.1", "9.1", "16.4.2"],
    ref=HELD.format(file="held_swiss_9.trf"),
    notes="2026: the 16.4.2 cap is draw points x the scheduled 9 rounds (4.5), not x 5 (c07-spec A1; gacrux "
    "multiplies by the current round, see peers.md T-CAP).",
)
PEND = Event(
    R8,
    ["1-5 1; 2-6 1; 3-7 =; 4-8 0", "8-1 0; 2-3 =; 4-6 1; 7-5 1", "1-2 =; 8-3 1; 4-7 =; 5-6 0"],
    date=D2026,
    scheduled=4,
).text()
PEND_LINES = PEND.splitlines()
for i, line in enumerate(PEND_LINES):
    if line.startswith("001"):
        tpn = int(line[4:8])
        opp = {1: 4, 4: 1, 2: 8, 8: 2, 3: 6, 6: 3, 5: 7, 7: 5}[tpn]
        PEND_LINES[i] = line.ljust(119) + f"  {opp:4d} {'w' if tpn < opp else 'b'}  "
add(
    area="intermediate",
    name="round-paired-not-played",
    title="Round 4 paired, no results yet",
    trf="\n".join(PEND_LINES) + "\n",
    tiebreaks=["BH", "SB", "PS", "WIN"],
    rules="fide-2026",
    articles=["8.1", "9.1", "16.4.2"],
    notes="The file already holds the round-4 pairings without results (blank result column). The standings "
    "are those after round 3, the last round with every result in.",
)

# ---------------------------------------------------------------------------------------------
# Whole rankings by typical published orders
# ---------------------------------------------------------------------------------------------

for rules in RULES:
    add(
        area="ranking",
        name=f"held5-swiss-order-{rules[-4:]}",
        title=f"Held's Swiss by BH/C1 BH SB DE ({rules})",
        trf=H5,
        tiebreaks=["BH/C1", "BH", "SB", "DE"],
        rules=rules,
        ranking=True,
        articles=["4.2", "8.1", "9.1"],
        ref=HELD.format(file="held_swiss_5.trf") + "; ranks computed",
    )
add(
    area="ranking",
    name="held-rr-order",
    title="Held's round robin by DE SB KS WIN",
    trf=fx("held_round_robin.trf"),
    tiebreaks=["DE", "SB", "KS", "WIN"],
    rules="fide-2024",
    ranking=True,
    articles=["4.2", "6.2", "9.1", "9.2", "15.2"],
    ref=HELD.format(file="held_round_robin.trf") + "; ranks computed",
)
add(
    area="ranking",
    name="example-a-order",
    title="Example A by BH/C1 BH WIN DE TPN",
    trf=EXA,
    tiebreaks=["BH/C1", "BH", "WIN", "DE", "TPN"],
    rules="fide-2026",
    ranking=True,
    articles=["4.2", "7.8"],
    ref="c07-spec.md 7.6 Example A; ranks computed",
)
add(
    area="ranking",
    name="held9-aro-order",
    title="Held's 9 rounds by ARO/C1 TPR WIN",
    trf=H9,
    tiebreaks=["ARO/C1", "TPR", "WIN"],
    rules="fide-2024",
    ranking=True,
    articles=["4.2", "10.1", "10.2"],
    ref=HELD.format(file="held_swiss_9.trf") + "; ranks computed",
    notes="Undefined values (null) rank after every defined value.",
)

# ---------------------------------------------------------------------------------------------
# TRF reading: valid files that stress the format, invalid files a reader must reject
# ---------------------------------------------------------------------------------------------

BASE = Event(
    [2000, 1900, 1800, 1700, 1600, 1500, 1400],
    ["1-4 1; 2-5 =; 3-6 1; 7 U", "1 H; 2-6 1; 3-5 =; 4-7 0", "1-3 1; 2-7 1; 4-6 =; 5 U", "1-2 1; 3-7 =; 4-5 1; 6 U"],
    date=D2026,
    title="TRF reading",
)
BASE_TEXT = BASE.text()
# What reading alone decides, with no Art. 16: the points (expected.points), which rounds are games over the
# board (WON, 7.2: a bye or a forfeit win is not one) and their colours (BPG, 7.3).
VALID_CODES = ["WON", "BPG"]
READING = (
    "The case tests reading only: the points, the games won over the board (WON) and the games played with "
    "Black (BPG); no tie-break that needs Art. 16."
)


def valid(name: str, title: str, text: str | bytes, notes: str, codes: list[str] | None = None) -> None:
    add(
        area="trf",
        name=f"valid-{name}",
        title=title,
        trf=text,
        tiebreaks=codes or VALID_CODES,
        rules="fide-2026",
        articles=["TRF", "7.2", "7.3"],
        ref="FIDE TRF-16 / TRF-2026 (C.04 Annex 2); trf.md",
        notes=f"{notes} {READING}",
        points=True,
    )


def on_line_4(old: str, new: str) -> str:
    """BASE_TEXT with one change on Delta's line."""
    return "\n".join(line.replace(old, new) if line.startswith("001    4") else line for line in LINES) + "\n"


def invalid(name: str, title: str, text: str | bytes, notes: str) -> None:
    add(
        area="trf",
        name=f"invalid-{name}",
        title=title,
        trf=text,
        tiebreaks=VALID_CODES,
        rules="fide-2026",
        articles=["TRF"],
        ref="FIDE TRF-16 / TRF-2026 (C.04 Annex 2); trf.md",
        error=True,
        notes=notes,
    )


LINES = BASE_TEXT.splitlines()
valid("plain", "The plain file the other TRF cases modify", BASE_TEXT, "Reference for the variants below.")
valid("crlf", "CRLF line ends", "\r\n".join(LINES) + "\r\n", "Windows line ends must be accepted.")
valid("bom", "UTF-8 byte-order mark", "\ufeff" + BASE_TEXT, "A leading BOM is not part of record 012.")
valid(
    "latin1-name",
    "A Latin-1 name",
    BASE_TEXT.replace("Alpha    ", "Ærøskøbin").encode("latin-1"),
    "Old files are Latin-1; a reader that expects UTF-8 must fall back (names are 33 characters, not bytes).",
)
valid(
    "utf8-name",
    "A UTF-8 name counted in characters",
    BASE_TEXT.replace("Bravo    ", "Ødegård Å"),
    "Columns count characters, not bytes.",
)
RULER = [
    "### comment line",
    "         1         2         3         4         5",
    "1234567890123456789012345678901234567890123456789012345",
]
valid(
    "comments-and-ruler",
    "Comment lines (###) and the column ruler",
    "\n".join([*LINES[:5], *RULER, *LINES[5:]]) + "\n",
    "Lines starting ### and the ruler lines of the TRF specimen are not records.",
)
valid(
    "lower-case-codes",
    "Lower-case result codes and upper-case colours",
    "\n".join(
        line
        if not line.startswith("001")
        else line[:91] + line[91:].replace(" U", " u").replace(" H", " h").replace(" w ", " W ").replace(" b ", " B ")
        for line in LINES
    )
    + "\n",
    "Result and colour letters are case-insensitive in practice (u, h, W, B).",
)
valid(
    "record-142",
    "TRF-2026: 142 instead of XXR, with 162 and 212",
    BASE_TEXT.replace("XXR 4", "142 4\n162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5\n212 PTS BH SB WIN"),
    "Record 142 gives the number of rounds in TRF-2026; 162 restates the default scoring; 212 lists the "
    "file's own order (the case gives the same list explicitly).",
)
valid(
    "blank-bye-opponent",
    "A bye written with a blank opponent field",
    BASE_TEXT.replace("0000 - H", "     - H"),
    "TRF allows blanks instead of 0000 for the opponent of a bye.",
)
valid(
    "no-points-column",
    "Lines without declared points",
    "\n".join(line if not line.startswith("001") else line[:80] + "    " + line[84:] for line in LINES) + "\n",
    "The points field (columns 81-84) may be blank; the points follow from the results.",
)
valid(
    "more-rounds-scheduled",
    "XXR larger than the rounds played (a running event)",
    BASE_TEXT.replace("XXR 4", "XXR 6"),
    "Two rounds are still to come. Reading must not invent results for them: "
    "the points, WON and BPG are those of the four rounds played (how rounds to come enter the Art. 16 "
    "tie-breaks is not tested here).",
)
invalid(
    "asymmetric-pairing",
    "Opponents that do not match",
    BASE_TEXT.replace("     4 w 1  0000 - H", "     5 w 1  0000 - H", 1),
    "Alpha's line says he played Echo in round 1; Echo's and Delta's lines disagree.",
)
invalid(
    "results-not-complementary",
    "Both players won",
    on_line_4("     1 b 0", "     1 b 1"),
    "1-0 must face 0-1 (or 1-0 by forfeit face 0-1 by forfeit).",
)
invalid(
    "same-colour",
    "Both players had White",
    on_line_4("     1 b 0", "     1 w 0"),
    "The two sides of a game have opposite colours.",
)
invalid(
    "points-mismatch",
    "Declared points differ from the results",
    BASE_TEXT.replace("1990/01/01  3.5", "1990/01/01  4.5", 1),
    "Columns 81-84 must equal the points the results give (unless record 162 says otherwise).",
)
invalid(
    "tab",
    "A tab inside a player record",
    BASE_TEXT.replace("Alpha    ", "Alpha\t", 1),
    "Records have fixed columns; a tab shifts every field after it.",
)
invalid(
    "unknown-opponent",
    "An opponent who is not in the file",
    BASE_TEXT.replace("  0000 - H", "    99 w 1", 1),
    "Start rank 99 does not exist.",
)
invalid(
    "duplicate-start-rank",
    "The same start rank twice",
    BASE_TEXT + LINES[-1].replace("Golf", "Gulf") + "\n",
    "Each start rank appears once.",
)
invalid(
    "bad-result-code",
    "An unknown result letter",
    BASE_TEXT.replace("0000 - H", "0000 - Q"),
    "Q is not a TRF result code.",
)
invalid(
    "bye-with-opponent",
    "A bye code against an opponent",
    on_line_4("     1 b 0", "     1 b U"),
    "U, F, H, Z are byes: their opponent field must be 0000 or blank.",
)
invalid(
    "too-many-rounds",
    "More rounds than XXR",
    BASE_TEXT.replace("XXR 4", "XXR 3"),
    "XXR 3, but the player records have 4 rounds.",
)
invalid("binary", "Binary data", b"\x00\x01\x02TRF\x00", "Not a text file.")
invalid(
    "rating-not-a-number",
    "Letters in the rating field",
    BASE_TEXT.replace(" 2000 NOR", " 20X0 NOR", 1),
    "Columns 49-52 hold a rating or blanks.",
)
invalid("no-players", "No player record", "012 Empty\nXXR 4\n", "A TRF file has at least one 001 record.")
invalid(
    "misaligned-round",
    "A round block out of its columns",
    "\n".join(line if not line.startswith("001    2") else line[:93] + " " + line[93:] for line in LINES) + "\n",
    "Round blocks start at column 92 + 10 (r - 1); a shifted block is rejected, not guessed.",
)
