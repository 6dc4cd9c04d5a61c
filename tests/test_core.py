"""Behaviour of the reference core through the public API, against hand computations written out here.

Sources: c07-spec §7.6 Example A (fixtures/example_a.trf, cross-checked with gacrux 1.11.65) for the
explanation rows; every other expectation is computed by hand in the test's docstring or comments.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak_ref as tr

F = Fraction
EXAMPLE_A = tr.read_trf(Path(__file__).parent / "fixtures" / "example_a.trf")


def trf(*players: str, rounds: int, extra: str = "") -> tr.Tournament:
    """A small TRF: each player given as 'TPN RATING POINTS | opp col res | ...'."""
    lines = [f"XXR {rounds}", *([extra] if extra else [])]
    for spec in players:
        head, *blocks = (part.strip() for part in spec.split("|"))
        tpn, rating, points = head.split()
        name = f"Player {tpn}"
        line = f"001 {int(tpn):4d} m    {name:<33} {int(rating):4d} NOR {0:11d} 1990/01/01 {points:>4} {'':>4}"
        for block in blocks:
            opp, col, res = (field.replace("_", " ") for field in block.split())  # "_": a blank result
            line += f"  {int(opp):4d} {col} {res}" if opp != "0" else f"  0000 - {res}"
        lines.append(line)
    return tr.parse_trf("\n".join(lines) + "\n", source="inline.trf")


# -- explanations ----------------------------------------------------------------------------------


def test_explain_sb_c1_of_echo_matches_the_spec_table() -> None:
    """c07-spec §7.6 Example A, #5 Echo under 2026 rules: SB elements and the Cut-1 choice."""
    e = tr.explain(EXAMPLE_A, 5, "SB/C1")
    assert e.value == F("2.25")
    assert [r.element for r in e.rows] == [F("3.5"), F("1.5"), F("2.5"), F(4), F(2)]
    assert [r.contribution for r in e.rows] == [0, F("1.5"), F("1.25"), 0, F(1)]
    assert [r.vur for r in e.rows] == [False, False, False, False, True]
    # the LSV (R2, the capped forfeit-win dummy 1.5) is cut: the VUR's 1.0 is lower than it (16.5.1)
    assert [r.round for r in e.rows if r.cut] == [2]
    assert "16.4.1" in e.rows[1].note and "16.4.2" in e.rows[4].note
    assert sum(r.contribution for r in e.rows if r.cut is None) == e.value


def test_explain_bh_c1_of_echo_cuts_the_vur() -> None:
    """Example A #5: BH/C1 = 13.5 − 2.0 (the R5 half-point bye, a VUR not lower than the LSV 1.5)."""
    e = tr.explain(EXAMPLE_A, 5, "BH/C1")
    assert e.value == F("11.5")
    assert [r.round for r in e.rows if r.cut] == [5]
    assert e.rows[4].what == "half-point bye (16.2.5)"


def test_explain_2024_rules_have_no_cap() -> None:
    """Example A #5 under 2024 rules: both dummies are Echo's own 2.0 (BH 14.0)."""
    e = tr.explain(EXAMPLE_A, 5, "BH", rules="fide-2024")
    assert e.value == 14
    assert [r.element for r in e.rows] == [F("3.5"), 2, F("2.5"), 4, 2]


def test_explain_rating_and_counts() -> None:
    """Example A #5 ARO = (2000 + 1800 + 1900) / 3 = 1900 over the three games played (rounds 1, 3, 4)."""
    e = tr.explain(EXAMPLE_A, 5, "ARO")
    assert e.value == 1900
    assert [(r.round, r.element) for r in e.rows] == [(1, 2000), (3, 1800), (4, 1900)]
    win = tr.explain(EXAMPLE_A, 5, "WIN")
    assert [r.contribution for r in win.rows] == [0, 1, 0, 0, 0]  # the forfeit win is a win (7.1)


def test_explain_direct_encounter_uses_the_tied_group() -> None:
    """Example A: #2 and #4 are tied on 4 points and drew in round 3: DE cannot separate them, which the
    value 0 says (the convention of FIDE's checker for a group DE leaves whole)."""
    e = tr.explain(EXAMPLE_A, 2, "DE")
    assert e.group == [2, 4]
    assert e.value == 0
    assert [(r.round, r.opponent, r.contribution) for r in e.rows] == [(3, 4, F(1, 2)), (None, None, F(1, 2))]
    assert e.rows[-1].what == "score in the separate standings (6.1)"


# -- standings -------------------------------------------------------------------------------------


def test_standings_order_and_shared_ranks() -> None:
    """Example A by PTS then BH: #2 (4, BH 13.5) before #4 (4, BH 12.5); all others by points."""
    s = tr.standings(EXAMPLE_A, ["BH"])
    assert [(r.rank, r.tpn) for r in s.rows] == [(1, 2), (2, 4), (3, 1), (4, 7), (5, 3), (6, 5), (7, 6), (8, 8)]
    shared = tr.standings(EXAMPLE_A, ["DE"])
    assert [(r.rank, r.tpn) for r in shared.rows][:2] == [(1, 2), (1, 4)]  # DE cannot split a draw


def test_type_a_is_recomputed_inside_each_group() -> None:
    """A DE after BH applies only to groups still tied after BH (here none: every value 0)."""
    s = tr.standings(EXAMPLE_A, ["BH", "DE"])
    assert all(r.values["DE"] == 0 for r in s.rows)


def test_undefined_values_sort_last() -> None:
    """Two players on 1 point: #2 has ARO 1000 (one game), #3 none (only byes) → #3 ranks after #2."""
    t = trf(
        "1 1000 2.0 | 2 w 1 | 0 - H | 0 - H",
        "2 1000 1.0 | 1 b 0 | 0 - U | 0 - Z",
        "3 1000 1.0 | 0 - H | 0 - H | 0 - Z",
        rounds=3,
    )
    s = tr.standings(t, ["ARO"])
    ranks = {r.tpn: r.rank for r in s.rows}
    assert ranks[3] > ranks[2]
    assert s.rows[-1].values["ARO"] is None


def test_intermediate_standings_after_round() -> None:
    """Example A after round 2: points are R1+R2 only — #1 1.5, #2 1.5, #4 2 (wins R1, R2), #8 0."""
    s = tr.standings(EXAMPLE_A, [], after_round=2)
    points = {r.tpn: r.points for r in s.rows}
    assert points == {1: F("1.5"), 2: F("1.5"), 3: F("0.5"), 4: 2, 5: 1, 6: 1, 7: F("1"), 8: 0}
    assert s.after_round == 2


def test_pending_round_is_left_out_by_default() -> None:
    """A round paired but without results (blank result code) is not counted: standings after round 1."""
    t = trf("1 1500 1.0 | 2 w 1 | 2 b _", "2 1500 0.0 | 1 b 0 | 1 w _", rounds=2)
    assert tr.standings(t, []).after_round == 1


# -- Art. 16 and 15.2 -------------------------------------------------------------------------------


def test_adjusted_score_of_a_withdrawn_opponent_and_the_2026_forfeit_cap() -> None:
    """Example A #8 withdrew after R2: adjusted 0 + 3 × 0.5 = 1.5 (16.3); #5's R2 forfeit-win dummy is
    min(2.0, 1.5) = 1.5 under 2026 rules (16.4.1), 2.0 under 2024 rules."""
    assert tr.tiebreak_values(EXAMPLE_A, "BH")[5] == F("13.5")
    assert tr.tiebreak_values(EXAMPLE_A, "BH", rules="fide-2024")[5] == 14


def test_round_robin_forfeit_counts_as_a_game_except_for_ratings() -> None:
    """C.07 15.2 (2026). Three-player double round robin; 2 beat 3 by forfeit in R4:
    SB: the forfeit is a regular game; ARO: only the games over the board count;
    WON/BPG: a forfeit *win* is a regular game (decision rr_forfeit_wins_in_type_b), a loss is not.

    Rounds: R1 1–2 (1 wins), R2 2–3 draw, R3 3–1 (1 wins), R4 2–1 (draw), R5 3–2 forfeit (2 wins with
    Black), R6 3–1 draw. Byes: R1 3, R2 1, R3 2, R4 3, R5 1, R6 2 (zero-point 'no game' rounds, Z).
    """
    t = trf(
        "1 2000 3.0 | 2 w 1 | 0 - Z | 3 b 1 | 2 b = | 0 - Z | 3 b =",
        "2 1800 2.0 | 1 b 0 | 3 w = | 0 - Z | 1 w = | 3 b + | 0 - Z",
        "3 1600 1.0 | 0 - Z | 2 b = | 1 w 0 | 0 - Z | 2 w - | 1 w =",
        rounds=6,
        extra="192 BERGER_DOUBLEROUNDROBIN",
    )
    sb = tr.tiebreak_values(t, "SB")
    # #2: vs 1: 0 × 3 + ½ × 3; vs 3: ½ × 1 + 1 × 1 (forfeit as a game) = 1.5 + 1.5 = 3
    assert sb[2] == 3
    aro = tr.tiebreak_values(t, "ARO")
    assert aro[2] == (2000 + 1600 + 2000) // 3 + 1  # 1866.67 → 1867; the forfeit is left out
    assert tr.tiebreak_values(t, "WON")[2] == 1
    assert tr.tiebreak_values(t, "BPG")[2] == 2  # R1 with Black and the R5 forfeit win with Black
    assert tr.tiebreak_values(t, "BPG", options=tr.Options(rr_forfeit_wins_in_type_b=False))[2] == 1
    assert tr.tiebreak_values(t, "BPG")[3] == 1  # R2 only
    assert tr.tiebreak_values(t, "REP")[3] == 3  # 6 − R1, R4 (Z) − R5 (a forfeit loss is not elected, 7.6)


def test_unrated_players_drop_rating_tiebreaks_unless_a_rating_is_assigned() -> None:
    """C.07 Art. 10: with an unrated player, ARO is dropped (undefined) for everybody by default."""
    t = trf("1 2000 1.0 | 2 w 1", "2 0 0.0 | 1 b 0", rounds=1)
    assert tr.tiebreak_values(t, "ARO") == {1: None, 2: None}
    assert tr.tiebreak_values(t, "ARO", options=tr.Options(unrated_rating=1400)) == {1: 1400, 2: 2000}


def test_std_double_forfeit_option() -> None:
    """C.07 7.7: both players of a double forfeit score what the opponent scored (0 = 0): ½ by the text."""
    t = trf("1 1500 0.0 | 2 w -", "2 1500 0.0 | 1 b -", rounds=1)
    assert tr.tiebreak_values(t, "STD")[1] == F(1, 2)
    assert tr.tiebreak_values(t, "STD", options=tr.Options(std_double_forfeit="zero"))[1] == 0


def test_cap_rounds_option_for_intermediate_standings() -> None:
    """16.4.2 after round 2 of 5: #1 has two pairing-allocated byes (2.0 points). Each PAB dummy scores
    min(own 2.0, ½ × rounds): 'scheduled' rounds → min(2.0, 2.5) = 2.0, BH 4.0;
    rounds 'played' so far → min(2.0, 1.0) = 1.0, BH 2.0."""
    t = trf("1 1500 2.0 | 0 - U | 0 - U", "2 1500 0.0 | 0 - Z | 0 - Z", rounds=5)
    scheduled = tr.tiebreak_values(t, "BH", after_round=2)
    played = tr.tiebreak_values(t, "BH", after_round=2, options=tr.Options(cap_rounds="played"))
    assert scheduled[1] == 4  # two PAB dummies of min(2.0, 2.5) = 2.0
    assert played[1] == 2  # two PAB dummies of min(2.0, ½ × 2 = 1.0) = 1.0


def test_aob_rounding_option() -> None:
    """8.2: Example A #7 AOB = mean of three opponents' BH (15.0 + 15.5 + 13.5) / 3 = 14.666… → 14.67."""
    assert tr.tiebreak_values(EXAMPLE_A, "AOB")[7] == F("14.67")
    assert tr.tiebreak_values(EXAMPLE_A, "AOB", options=tr.Options(aob_rounding="exact"))[7] == F(44, 3)


def test_koya_limit_modifier() -> None:
    """9.2 / 14.5 in Example A (Swiss: max 5 points, threshold 2.5; KS/L+1 raises it to 3.0).
    #1 scored ½ each against #2 (4.0), #4 (4.0) and #3 (2.5) → 1.5; #5 (2.0) and #6 (1.0) are below.
    With L+1, #3 drops out → 1.0."""
    assert tr.tiebreak_values(EXAMPLE_A, "KS")[1] == F("1.5")
    assert tr.tiebreak_values(EXAMPLE_A, "KS/L+1")[1] == 1


def test_rule_set_from_the_start_date() -> None:
    """Record 042 2026/03/10 selects fide-2026; an explicit rules argument wins."""
    assert tr.standings(EXAMPLE_A, []).rules == "fide-2026"
    assert tr.standings(EXAMPLE_A, [], rules="fide-2024").rules == "fide-2024"


@pytest.mark.parametrize(
    "code, canonical",
    [
        ("bh-c1", "BH/C1"),
        ("Buchholz Cut 1", "BH/C1"),
        ("SB/C1", "SB/C1"),
        ("KS/L+1", "KS/L+1"),
        ("GE", "REP"),
        ("tpn/r", "TPN/R"),
        ("BH/M2/P", "BH/M2/P"),
        ("AOB/F", "AOB/F"),
    ],
)
def test_code_aliases_are_normalised(code: str, canonical: str) -> None:
    """Friendly and legacy spellings are accepted and normalised to the FIDE descriptor."""
    assert tr.parse_code(code).code == canonical


def test_type_a_code_is_not_a_plain_value() -> None:
    """DE is only defined inside a tied group: tiebreak_values refuses it, standings computes it."""
    with pytest.raises(ValueError, match="use standings"):
        tr.tiebreak_values(EXAMPLE_A, "DE")


def test_abnormal_points_record_299() -> None:
    """TRF-2026 record 299 (decision A19). Alpha beat Bravo twice. A typed record gives Alpha's round-2 win
    1.5 points instead of 1 (+0.5 in round 2); a blank-type record for round 000 is a −0.5 penalty for Bravo
    (applied in the last round). Scores: Alpha 1 + 1.5 = 2.5, Bravo 0 + 0 − 0.5 = −0.5 (both declared so).
    BH(Alpha) = 2 × (−0.5) = −1; PS(Alpha) = 1 + 2.5 = 3.5; SB(Alpha) = −0.5 × 1 + −0.5 × 1.5 = −1.25."""
    head = "001    {tpn} m    {name:<33} {rating} NOR           0 1990/01/01 {pts:>4}    {tpn}"
    text = (
        "\n".join(
            [
                "XXR 2",
                "299 W         1.5  002    1",
                "299          -0.5  000    2",
                head.format(tpn=1, name="Alpha", rating=2000, pts="2.5") + "     2 w 1     2 b 1",
                head.format(tpn=2, name="Bravo", rating=1900, pts="-0.5") + "     1 b 0     1 w 0",
            ]
        )
        + "\n"
    )
    t = tr.parse_trf(text)
    assert tr.tiebreak_values(t, "PTS") == {1: F("2.5"), 2: F("-0.5")}
    assert tr.tiebreak_values(t, "BH")[1] == -1
    assert tr.tiebreak_values(t, "PS")[1] == F("3.5")
    assert tr.tiebreak_values(t, "SB")[1] == F("-1.25")
    assert tr.parse_trf(tr.write_trf(t)).players == t.players
