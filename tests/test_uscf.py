"""US Chess rule 34 tie-breaks (rules "uscf") through the public API and the command line.

Sources: spec/uschess-roundrobin.md §1.6 — (a) the isolated Modified Median cases and (b) the 5-round
Swiss with byes, a forfeit and a withdrawal (docs/examples/us-vs-fide.trf: A..H = Alice..Hana, start
ranks 1..8). Every other expectation is a hand computation written out next to it. Confidence tags as
in the spec: [V] rulebook text seen, [S] secondary sources, [I] our reading, [?] rulebook text not seen.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak_ref as tr
from tiebreak_ref.command import main

F = Fraction
EXAMPLES = Path(__file__).resolve().parent.parent / "docs" / "examples"
US_TRF = EXAMPLES / "us-vs-fide.trf"
SWISS = tr.read_trf(US_TRF)
A, B, C, D, E, FAY, G, H = range(1, 9)  # Alice, Boris, Chen, Dana, Emil, Fay, Gus, Hana
US = "uscf"


def us(code: str, t: tr.Tournament = SWISS, **kwargs: object) -> dict[int, tr.Value]:
    return tr.tiebreak_values(t, code, rules=US, **kwargs)  # type: ignore[arg-type]


# -- a field built from games: (round, white, black, result) and (round, player, bye code) ------------
Game = tuple[int, int, int, str]
REVERSE = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}


def field(
    rounds: int,
    games: list[Game],
    byes: list[tuple[int, int, str]] | None = None,
    ratings: dict[int, int | None] | None = None,
) -> tr.Tournament:
    """A tournament from a list of games and byes; every other round of a player is blank (not paired)."""
    records: dict[int, dict[int, tr.RoundRecord]] = {}
    for r, white, black, result in games:
        records.setdefault(white, {})[r] = tr.RoundRecord(r, black, "w", result)
        records.setdefault(black, {})[r] = tr.RoundRecord(r, white, "b", REVERSE[result])
    for r, p, code in byes or []:
        records.setdefault(p, {})[r] = tr.RoundRecord(r, None, None, code)
    players = {}
    for p, recs in records.items():
        rounds_of_p = tuple(recs.get(r, tr.RoundRecord(r, None, None, " ")) for r in range(1, rounds + 1))
        rating = (ratings or {}).get(p, 2000)
        players[p] = tr.Player(tpn=p, name=f"P{p}", rating=rating, rounds=rounds_of_p)
    return tr.Tournament(players=players, rounds=rounds)


def isolated(results: str, values: list[str | float], scheduled: int | None = None) -> tr.Tournament:
    """Player 1 of §1.6(a). Per round, `values` holds a bye code ("Z", "H", "F": player 1's own unplayed
    round) or the adjusted score the opponent must reach; `results` holds player 1's result in each game
    round ("1", "=", "0"; any character for a bye round). Opponent 10+r meets player 1 in round r and
    reaches the wanted score with games against fresh fillers (100, 101 ...), who do not matter."""
    rounds = len(values)
    games: list[Game] = []
    byes = []
    filler = 100
    for r, (result, entry) in enumerate(zip(results, values, strict=True), start=1):
        if isinstance(entry, str):
            byes.append((r, 1, entry))
            continue
        q = 10 + r
        games.append((r, 1, q, result))
        need = F(entry) - {"1": 0, "=": F(1, 2), "0": 1}[result]
        for other in (x for x in range(1, rounds + 1) if x != r):
            outcome = "1" if need >= 1 else "=" if need == F(1, 2) else "0"
            need -= {"1": 1, "=": F(1, 2), "0": 0}[outcome]
            games.append((other, q, filler, outcome))
            filler += 1
        assert need == 0, "not reachable with the rounds available"
    return field(scheduled or rounds, games, byes)


# -- §1.6(a): the isolated Modified Median cases ---------------------------------------------------
def test_spec_a_wintd_player_a() -> None:
    """§1.6(a) WinTD example A: 5 rounds, 4 points (plus), values 0 (own bye), 3, 3, 4, 5:
    MM 15 (drop 0), Median 10 (drop 0 and 5), Solkoff 15."""
    t = isolated("x1110", ["F", 3, 3, 4, 5])  # full-point bye 1 + 1 + 1 + 1 + 0 = 4, a plus score
    assert t.players[1].rounds[0].code == "F"
    assert us("PTS", t)[1] == 4
    assert (us("MM", t)[1], us("MED", t)[1], us("SOLKOFF", t)[1]) == (15, 10, 15)


def test_spec_a_wintd_player_b() -> None:
    """§1.6(a) WinTD example B: 5 rounds, 4 points, values 3, 2, 5, 3, 3: MM 14 (drop 2), Median 9
    (drop 2 and 5), Solkoff 16. Against A: MM and Median favour A, Solkoff favours B."""
    t = isolated("11011", [3, 2, 5, 3, 3])  # lost to the 5
    assert us("PTS", t)[1] == 4
    assert (us("MM", t)[1], us("MED", t)[1], us("SOLKOFF", t)[1]) == (14, 9, 16)


def test_spec_a_even_score() -> None:
    """§1.6(a) even score: 5 rounds, 2½ = half of 5; values 3, 2, 0 (own bye), 4½, 2½:
    MM 7½ (drop 0 and 4½), Median 7½, Solkoff 12."""
    t = isolated("1=x0=", [3, 2, "H", 4.5, 2.5])  # 1 + ½ + ½ (half bye) + 0 + ½ = 2½
    assert us("PTS", t)[1] == F(5, 2)
    assert (us("MM", t)[1], us("MED", t)[1], us("SOLKOFF", t)[1]) == (F(15, 2), F(15, 2), 12)


NINE = [2, 3, 3.5, 4, 4.5, 5, 5, 6, "Z"]  # §1.6(a): eight opponents and an own (zero-point) bye in round 9


@pytest.mark.parametrize(
    ("results", "score", "mm", "why"),
    [
        ("11111100x", 6, 31, "plus: drop the two lowest, 0 and 2 (33 − 2)"),
        ("11100000x", 3, 22, "minus: drop the two highest, 6 and 5 (33 − 11)"),
        ("1111=000x", F(9, 2), 20, "even: drop 0, 2, 6 and 5 (33 − 13)"),
    ],
)
def test_spec_a_nine_rounds(results: str, score: F, mm: int, why: str) -> None:
    """§1.6(a): from nine rounds on, two values are dropped at each applicable end (34E1) [V]."""
    t = isolated(results, NINE)
    assert us("PTS", t)[1] == score
    assert us("SOLKOFF", t)[1] == 33  # 2 + 3 + 3½ + 4 + 4½ + 5 + 5 + 6 + 0
    assert us("MM", t)[1] == mm, why
    assert us("MED", t)[1] == 20  # Median drops 0, 2 and 6, 5 whatever the score


def test_nine_round_switch_uses_the_scheduled_rounds() -> None:
    """[I] spec §1.4: during an event of nine rounds two values go at each end from the start; the score
    class compares with half the rounds played. After round 5, 5 points of 5 (plus) against opponents
    with 1, 2, 3, 3½, 4: in a 9-round event drop 1 and 2 → 10½; in a 5-round event drop 1 → 12½."""
    values: list[str | float] = [1, 2, 3, 3.5, 4]
    assert us("MM", isolated("11111", values, scheduled=9), after_round=5)[1] == F(21, 2)
    assert us("MM", isolated("11111", values))[1] == F(25, 2)


# -- §1.6(b): the Swiss with byes, a forfeit and a withdrawal ---------------------------------------
#  Adjusted scores (34E: every unplayed round counts ½): A 4, B 4, C 1½ (2, R4 full bye → ½),
#  D 3½, E 1 (1½, R3 forfeit win → ½), F 1½ (R2 half bye stays ½), G 2½ (3, R5 bye → ½),
#  H 2 (0 + ½ [R2 bye] + ½ [R3 forfeit loss] + ½ + ½ [withdrawn]).
SPEC_B = {  # §1.6(b) table: MM, Median, Solkoff, Cum, CumOpp, SB (adj.), Kashdan, Blacks
    A: (F(23, 2), F(15, 2), F(25, 2), 13, 38, F(39, 4), 16, 2),
    B: (F(21, 2), F(13, 2), F(23, 2), F(25, 2), F(69, 2), F(31, 4), 16, 3),
    E: (8, 8, 12, 4, F(73, 2), F(5, 4), 5, 2),
    FAY: (7, 7, 11, F(7, 2), 34, 1, 7, 3),
    C: (10, 10, 14, 4, 43, F(13, 4), 6, 2),
    D: (F(23, 2), F(15, 2), 13, 10, 36, 7, 15, 2),
    G: (8, 4, 8, F(15, 2), F(49, 2), F(11, 4), 9, 2),
    H: (0, 0, F(7, 2), 3, 10, 0, 1, 0),
}
SPEC_B_CODES = ("MM", "MED", "SOLKOFF", "CUM", "OPPCUM", "USSB", "KASHDAN", "BLACKS")


@pytest.mark.parametrize("code", SPEC_B_CODES)
def test_spec_b_table(code: str) -> None:
    """The spec's §1.6(b) table, every player, every system."""
    column = SPEC_B_CODES.index(code)
    assert us(code) == {p: row[column] for p, row in sorted(SPEC_B.items())}


def test_modified_median_by_hand() -> None:
    """34E1 [V]. Opponent values per round (own unplayed round = 0):
    A: E 1, D 3½, B 4, G 2½, C 1½ = 12½; plus (4 > 2½) → drop the lowest 1 → 11½.
    C: G 2½, B 4, D 3½, own bye 0, A 4 = 14; minus (2 < 2½) → drop a highest 4 → 10.
    E: A 4, G 2½, forfeit win 0, F 1½, B 4 = 12; minus → drop 4 → 8 (the 0 stays in).
    H: D 3½, then four own unplayed rounds 0 = 3½; minus → drop 3½ → 0."""
    assert {p: us("MM")[p] for p in (A, C, E, H)} == {A: F(23, 2), C: 10, E: 8, H: 0}


def test_median_by_hand() -> None:
    """34E4 [V]: both ends whatever the score. D: H 2, A 4, C 1½, B 4, F 1½ → drop 1½ and 4 → 7½.
    G: C 1½, E 1, F 1½, A 4, own bye 0 → drop 0 and 4 → 4."""
    assert (us("MED")[D], us("MED")[G]) == (F(15, 2), 4)


def test_solkoff_by_hand() -> None:
    """34E2 [V]: B: F 1½ + C 1½ + A 4 + D 3½ + E 1 = 11½; F: B 4 + own half bye 0 + G 2½ + E 1 + D 3½ = 11."""
    assert (us("SOLKOFF")[B], us("SOLKOFF")[FAY]) == (F(23, 2), 11)


def test_cumulative_by_hand() -> None:
    """34E3 [V base, S subtraction]: running scores summed, the points of each unplayed round taken off once.
    A: 1 + 2 + 2½ + 3½ + 4 = 13. E: 0 + ½ + 1½ + 1½ + 1½ = 5, − 1 (forfeit win) = 4.
    F: 0 + ½ + ½ + 1½ + 1½ = 4, − ½ (half-point bye; [?] in the 7th-ed. text) = 3½.
    H: 0 + 1 + 1 + 1 + 1 = 4, − 1 (bye); forfeit loss and absent rounds take nothing = 3."""
    cum = us("CUM")
    assert (cum[A], cum[E], cum[FAY], cum[H]) == (13, 4, F(7, 2), 3)


def test_cumulative_rulebook_examples() -> None:
    """34E3 rulebook examples (spec §1.4): W L W D L → 1 + 1 + 2 + 2½ + 2½ = 9; MCA: bye, W, L, D, W →
    1 + 2 + 2 + 2½ + 3½ = 11 − 1 = 10; Just & Burg: the draw of R4 replaced by a half-point bye → 9 − ½ = 8½."""
    t = field(
        5,
        [
            (1, 1, 2, "1"),
            (2, 1, 3, "0"),
            (3, 1, 4, "1"),
            (4, 1, 5, "="),
            (5, 1, 6, "0"),
            (2, 7, 8, "1"),
            (3, 7, 9, "0"),
            (4, 7, 10, "="),
            (5, 7, 11, "1"),
            (1, 12, 13, "1"),
            (2, 12, 14, "0"),
            (3, 12, 15, "1"),
            (5, 12, 16, "0"),
        ],
        byes=[(1, 7, "F"), (4, 12, "H")],
    )
    cum = us("CUM", t)
    assert (cum[1], cum[7], cum[12]) == (9, 10, F(17, 2))


def test_cumulative_of_opposition_by_hand() -> None:
    """34E9 [V name, I details]: A: Cum of E 4 + D 10 + B 12½ + G 7½ + C 4 = 38.
    E: A 13 + G 7½ + (forfeit win: no opponent, 0) + F 3½ + B 12½ = 36½."""
    assert (us("OPPCUM")[A], us("OPPCUM")[E]) == (38, F(73, 2))


def test_sonneborn_berger_us_by_hand() -> None:
    """34E8 [S/I], adjusted scores: A: E 1×1 + D 3½×1 + B 4×½ + G 2½×1 + C 1½×½ = 9¾.
    E: G 2½ × ½ = 1¼ (the forfeit win over H adds 0)."""
    assert (us("USSB")[A], us("USSB")[E]) == (F(39, 4), F(5, 4))


def test_kashdan_by_hand() -> None:
    """34E7 [V]: 4 / 2 / 1 / 0. E: L 1 + D 2 + forfeit win 0 + L 1 + L 1 = 5; F: L 1 + half bye 0 + L 1 + W 4
    + L 1 = 7 — F ahead on Kashdan though behind on MM. A: W W D W D = 4 + 4 + 2 + 4 + 2 = 16."""
    k = us("KASHDAN")
    assert (k[E], k[FAY], k[A]) == (5, 7, 16)


def test_kashdan_identity() -> None:
    """Spec §1.4 34E7: with every game played, K = 3s + n − D/2. A: 3×4 + 5 − 2/2 = 16; D: 3×3½ + 5 − 1/2 = 15."""
    assert (us("KASHDAN")[A], us("KASHDAN")[D]) == (3 * 4 + 5 - 1, F(21, 2) + 5 - F(1, 2))


def test_most_blacks_by_hand() -> None:
    """34E6 [S]: games played with Black. B: R1, R3, R4 = 3; H: the forfeit loss with Black in R3 is not
    a game [I/?] = 0; G: R1, R2 = 2 (R5 bye, no colour)."""
    assert (us("BLACKS")[B], us("BLACKS")[H], us("BLACKS")[G]) == (3, 0, 2)


def test_average_rating_of_opposition_by_hand() -> None:
    """34E11 provisional [?]: the mean rating of opponents played over the board, rounded half up [I].
    A: E 1800 + D 1950 + B 2050 + G 1850 + C 1900 = 9550 / 5 = 1910.
    E: A 2100 + G 1850 + F 1750 + B 2050 = 7750 / 4 = 1937½ → 1938 (the forfeit win over H is no game)."""
    assert (us("USARO")[A], us("USARO")[E]) == (1910, 1938)


def test_opposition_performance_by_hand() -> None:
    """34E10 provisional [?]: mean of the opponents' US performance ratings (Σ ratings + 400 × (W − L)) / games.
    A's opponents: E (2100 + 1850 + 1750 + 2050 − 400 × 3) / 4 = 1637½; D (9500 + 800) / 5 = 2060;
    B (9500 + 1200) / 5 = 2140; G (7550 + 0) / 4 = 1887½; C (7950 − 800) / 4 = 1787½.
    Mean 9512½ / 5 = 1902½ → 1903 (rounded half up once, at the end [I])."""
    assert us("OPPPERF")[A] == 1903


def test_rating_tie_breaks_leave_out_unrated_opponents() -> None:
    """[?] 34E10/34E11: an unrated opponent is left out; no rated opponent → undefined (None).
    P1 met P2 (1800) and P3 (unrated): USARO 1800; P4 met P3 (unrated) and P2 (1800): 1800.
    With unrated_rating=1000: P1 (1800 + 1000) / 2 = 1400. Two unrated players who met: None."""
    t = field(
        2,
        [(1, 1, 2, "1"), (2, 1, 3, "="), (1, 3, 4, "0"), (2, 2, 4, "=")],
        ratings={1: 2000, 2: 1800, 3: None, 4: None},
    )
    aro = us("USARO", t)
    assert (aro[1], aro[4]) == (1800, 1800)
    assert us("USARO", t, options=tr.Options(unrated_rating=1000))[1] == 1400
    lone = field(1, [(1, 1, 2, "1")], ratings={1: None, 2: None})
    assert us("USARO", lone) == {1: None, 2: None}


# -- result between tied players (Type A) -------------------------------------------------------------
def test_result_between_tied_players_in_the_swiss() -> None:
    """34E5 [S]: E and F (1½ each) met in R4, F won → F first; A and B drew → not separated (0, 0)."""
    result = tr.standings(SWISS, ["RBT", "MM"], rules=US)
    rbt = {row.tpn: row.values["RBT"] for row in result.rows}
    assert (rbt[FAY], rbt[E], rbt[A], rbt[B], rbt[C]) == (1, 2, 0, 0, 0)
    assert [row.tpn for row in result.rows].index(FAY) < [row.tpn for row in result.rows].index(E)
    assert [row.rank for row in result.rows if row.tpn in (A, B)] == [1, 2]  # MM then: A 11½, B 10½


def test_result_between_tied_players_three_way() -> None:
    """34E5 [S]: plus/minus among the tied. P1, P2, P3 on 2 points after 4 rounds:
    P1: W (P2), W (P4), L (P5), not paired = 2; P2: L (P1), D (P3), W (P8), D (P9) = 2;
    P3: W (P6), D (P2), D (P7), L (P10) = 2. Among them P1 +1, P3 0, P2 −1 → 1, 2, 3.
    P1 and P3 never met: the games played still count [I/?] (C.07 6.3 would not rank them this way)."""
    t = field(
        4,
        [
            (1, 1, 2, "1"),
            (2, 1, 4, "1"),
            (3, 1, 5, "0"),
            (2, 2, 3, "="),
            (3, 2, 8, "1"),
            (4, 2, 9, "="),
            (1, 3, 6, "1"),
            (3, 3, 7, "="),
            (4, 3, 10, "0"),
        ],
    )
    assert {p: us("PTS", t)[p] for p in (1, 2, 3)} == {1: 2, 2: 2, 3: 2}
    result = tr.standings(t, ["RBT"], rules=US)
    assert [(row.tpn, row.rank, row.values["RBT"]) for row in result.rows[:3]] == [(1, 1, 1), (3, 2, 2), (2, 3, 3)]
    e = tr.explain(t, 2, "RBT", rules=US, tiebreaks=["RBT"])
    assert (e.article, e.group, e.value) == ("US Chess 34E5", [1, 2, 3], 3)
    assert [(row.round, row.opponent, row.contribution) for row in e.rows] == [(1, 1, -1), (2, 3, 0)]


def test_result_between_tied_players_ignores_forfeits() -> None:
    """[I/?] 34E5: a forfeit between tied players is not a game. P1 won by forfeit against P2 in R1 and lost
    to P3 in R2 = 1; P2 beat P4 in R2 = 1; P3 (W, W) = 2 is alone. The pair P1, P2 stays tied: 0, 0."""
    t = field(2, [(1, 1, 2, "+"), (2, 3, 1, "1"), (2, 2, 4, "1"), (1, 3, 5, "1")])
    rows = tr.standings(t, ["RBT"], rules=US).rows
    assert [(row.tpn, row.rank, row.values["RBT"]) for row in rows[:3]] == [(3, 1, 0), (1, 2, 0), (2, 2, 0)]
    e = tr.explain(t, 1, "RBT", rules=US, tiebreaks=["RBT"])
    assert e.rows[0].cut is not None and e.rows[0].contribution is None


# -- codes, rules, default order ---------------------------------------------------------------------
def test_us_codes_need_the_uscf_rules() -> None:
    with pytest.raises(tr.CodeError, match="valid only under the uscf rules"):
        tr.standings(SWISS, ["MM"])
    with pytest.raises(tr.CodeError, match="valid only under the uscf rules"):
        tr.tiebreak_values(SWISS, "SOLKOFF", rules="fide-2026")


def test_fide_codes_under_uscf_are_an_error_except_pts_tpn_rtng() -> None:
    """Decision: under uscf only PTS, TPN and RTNG keep their FIDE meaning; BH names its US counterpart."""
    with pytest.raises(tr.CodeError, match="SOLKOFF or MM"):
        tr.standings(SWISS, ["BH"], rules=US)
    with pytest.raises(tr.CodeError, match="not available under the uscf rules"):
        tr.parse_code("BH/C1", rules=US)
    result = tr.standings(SWISS, ["PTS", "RTNG", "TPN"], rules=US)
    assert [row.tpn for row in result.rows] == [A, B, D, G, C, E, FAY, H]  # E 1800 before F 1750


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("mm", "MM"),
        ("Modified Median", "MM"),
        ("Median", "MED"),
        ("Harkness", "MED"),
        ("solkoff", "SOLKOFF"),
        ("Cumulative", "CUM"),
        ("Cumulative of opposition", "OPPCUM"),
        ("Result between tied players", "RBT"),
        ("Most blacks", "BLACKS"),
        ("Sonneborn-Berger", "USSB"),
        ("kashdan", "KASHDAN"),
        ("USARO", "USARO"),
    ],
)
def test_aliases_under_uscf(text: str, code: str) -> None:
    assert tr.parse_code(text, rules=US).code == code


def test_cumulative_alias_keeps_its_fide_meaning_under_fide() -> None:
    """'Cumulative' is PS (C.07 7.5) under the FIDE rules and CUM (34E3) under uscf."""
    assert (tr.parse_code("Cumulative").code, tr.parse_code("Cumulative", rules=US).code) == ("PS", "CUM")


def test_uscf_is_never_chosen_from_a_date() -> None:
    assert tr.standings(SWISS, []).rules == "fide-2026"  # 042 2026/05/02
    assert tr.standings(SWISS, [], rules=US).rules == US


def test_us_default_order_ranks_the_swiss() -> None:
    """34E preamble [V/S]: MM, Solkoff, Cumulative, Cumulative of opposition. Ties: A/B on MM (11½ > 10½);
    E/F on MM (8 > 7). Order A B D G C E F H."""
    result = tr.standings(SWISS, ["MM", "SOLKOFF", "CUM", "OPPCUM"], rules=US)
    assert [row.tpn for row in result.rows] == [A, B, D, G, C, E, FAY, H]
    assert [row.rank for row in result.rows] == list(range(1, 9))


def test_explain_modified_median_rows() -> None:
    """E: minus score → the highest value (B's 4, R5) dropped; R3 forfeit win is a 0 slot."""
    e = tr.explain(SWISS, E, "MM", rules=US)
    assert (e.article, e.rules, e.value) == ("US Chess 34E1", US, 8)
    rounds = [row for row in e.rows if row.round is not None]
    assert [row.element for row in rounds] == [4, F(5, 2), 0, F(3, 2), 4]
    assert [row.round for row in rounds if row.cut] == [5]
    assert "minus score 1.5 of 5" in e.rows[0].what
    assert "adjusted score 0" in rounds[2].note
    assert sum(row.contribution or 0 for row in e.rows if row.cut is None) == e.value


@pytest.mark.parametrize("code", ["MED", "SOLKOFF", "CUM", "OPPCUM", "USSB", "KASHDAN", "BLACKS"])
@pytest.mark.parametrize("tpn", [C, E, FAY, H])
def test_explanations_add_up(code: str, tpn: int) -> None:
    e = tr.explain(SWISS, tpn, code, rules=US)
    assert sum(F(row.contribution or 0) for row in e.rows if row.cut is None) == e.value


# -- the command line -----------------------------------------------------------------------------------
def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_default_us_order(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "standings", str(US_TRF), "--rules", "uscf", "--format", "json")
    doc = json.loads(out)
    assert status == 0 and doc["rules"] == "uscf" and doc["tiebreaks"] == ["MM", "SOLKOFF", "CUM", "OPPCUM"]
    first = doc["standings"][0]
    assert (first["tpn"], first["values"]) == (A, {"MM": 11.5, "SOLKOFF": 12.5, "CUM": 13, "OPPCUM": 38})


def test_cli_us_code_without_uscf_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "standings", str(US_TRF), "--tiebreaks", "BH MM")
    assert status == 2 and out == ""
    assert "--tiebreaks:1:4:" in err and "--rules uscf" in err


def test_cli_fide_code_under_uscf_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "standings", str(US_TRF), "--rules", "uscf", "--tiebreaks", "MM SB")
    assert status == 2 and out == "" and "--tiebreaks:1:4:" in err and "USSB" in err


def test_cli_explain(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "explain", str(US_TRF), "--rules", "uscf", "--player", str(FAY), "--code", "CUM", "--format", "json"
    )
    (e,) = json.loads(out)
    assert status == 0 and (e["code"], e["article"], e["value"]) == ("CUM", "US Chess 34E3", 3.5)
    assert [row["contribution"] for row in e["rows"]] == [0, 0.5, 0.5, 1.5, 1.5, -0.5]


def test_cli_check_under_uscf(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "check", str(US_TRF), "--rules", "uscf")
    assert status == 0 and "rules uscf; ranking by MM SOLKOFF CUM OPPCUM" in out


def test_guide_example_uses_the_same_crosstable() -> None:
    """docs/examples/us-vs-fide.md types in docs/examples/us-vs-fide.trf, which these tests read."""
    example = (EXAMPLES / "us-vs-fide.md").read_text(encoding="utf-8")
    for line in US_TRF.read_text(encoding="utf-8").splitlines():
        assert f"... {line}\n" in example, f"us-vs-fide.md lacks TRF line {line!r}"
