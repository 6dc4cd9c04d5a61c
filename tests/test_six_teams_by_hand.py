"""An independent recomputation, by hand, of the conformance case ``teams/six-teams-2017`` (fide-2017).

The case's expected values are guarded only by its own arithmetic (``SIX_TEAMS_BY_HAND`` in
conformance/tools/build_team_cases.py): gacrux has no virtual opponent and no other program ranks team
events under the old text. This file was worked out again from the crosstable alone (the case's .trf),
before the case's answer was read, by a second reader (the review helper, session 6), and it agrees.

Source of the rules: FIDE Handbook C.02 (2017) Article 13.15, as quoted from the handbook page of the text
before 2023 (handbook.fide.com/chapter/TieBreakRegulations2022) in the chesspub.com thread "Unplayed games
tiebreak" (December 2022) and in Tania Karali's ECU e-magazine article "The confusing case of the virtual
opponent" (April 2020):

* 13.15.1: "all unplayed games in which players are indirectly involved (results by forfeit of opponents)
  are considered to have been drawn" (read, as decision E4, for every round not played over the board);
* 13.15.2: a participant without an opponent plays a virtual opponent with "the same number of points at
  the beginning of the round and who draws in all the following rounds", the round's own result counting
  as a normal result: Svon = SPR + (W - SfPR) + D * (n - R), here W = 2 and D = 1 on both scores (MP 2/1/0;
  GP 1/0.5/0 a board, two boards).

A team event is read as two tournaments of teams, one on match points and one on game points (decision E4).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from tiebreak_ref.ranking.team import TeamStandings, team_standings
from tiebreak_ref.trf.team import read_team_trf

CASE = Path(__file__).parent.parent / "conformance" / "cases" / "teams" / "six-teams-2017.trf"
RULES = "fide-2017"
H = Fraction(1, 2)

# The crosstable, round by round: (opponent or None, MP, GP), read off the .trf. Team t is players 2t-1, 2t.
#  R1: 1-2 1.5-0.5 (board 1 won, board 2 drawn); 3-4 "+-" and "--": no game over the board, a forfeited
#      match 1-0; 5 a PAB (record 320: 1 MP, 1 GP); 6 a half-point bye on both boards (1 GP of 2: 1 MP).
#  R2: 3-1 1-1 (board 1 won by 1, board 2 a forfeit to 3: the match was played); 2-5 1.5-0.5;
#      4 a full-point bye; 6 a zero-point bye.
#  R3: 1-5 0-2; 3-2 1.5-0.5; 4 a PAB (record 320); 6 absent.
ROUNDS = {
    1: [(2, 2, Fraction(3, 2)), (3, 1, 1), (5, 0, 0)],
    2: [(1, 0, H), (5, 2, Fraction(3, 2)), (3, 0, H)],
    3: [(None, 2, 1), (1, 1, 1), (2, 2, Fraction(3, 2))],
    4: [(None, 0, 0), (None, 2, 2), (None, 1, 1)],
    5: [(None, 1, 1), (2, 0, H), (1, 2, 2)],
    6: [(None, 1, 1), (None, 0, 0), (None, 0, 0)],
}

# Totals: MP 1 2+1+0 = 3, 2 0+2+0 = 2, 3 2+1+2 = 5, 4 0+2+1 = 3, 5 1+0+2 = 3, 6 1+0+0 = 1;
#         GP 1 1.5+1+0 = 2.5, 2 0.5+1.5+0.5 = 2.5, 3 1+1+1.5 = 3.5, 4 0+2+1 = 3, 5 1+0.5+2 = 3.5, 6 1+0+0 = 1.
MP = {1: 3, 2: 2, 3: 5, 4: 3, 5: 3, 6: 1}
GP = {1: H * 5, 2: H * 5, 3: H * 7, 4: 3, 5: H * 7, 6: 1}

# 13.15.1, what an opponent's tie-breaks see: every round without a match over the board a draw (1 MP, 1 GP).
#   MP: 1 3; 2 2; 3 1(R1 drawn)+1+2 = 4; 4 1+1+1 = 3; 5 1+0+2 = 3; 6 1+1+1 = 3.
#   GP: 1 2.5; 2 2.5; 3 1+1+1.5 = 3.5; 4 1+1+1 = 3; 5 1+0.5+2 = 3.5; 6 1+1+1 = 3.
SEEN_MP = {1: 3, 2: 2, 3: 4, 4: 3, 5: 3, 6: 3}
SEEN_GP = {1: H * 5, 2: H * 5, 3: H * 7, 4: 3, 5: H * 7, 6: 3}

# 13.15.2, the virtual opponents (n = 3), SPR + (2 - SfPR) + 1 * (3 - R), on MP and on GP:
#   team 3 R1 (forfeit win, 2 MP, 1 GP): MP 0 + 0 + 2 = 2; GP 0 + 1 + 2 = 3.
#   team 4 R1 (forfeit loss): 0 + 2 + 2 = 4 (both); R2 (FPB, SPR 0): 0 + 0 + 1 = 1 (both);
#          R3 (PAB 1 MP 1 GP, SPR 2 MP 2 GP): 2 + 1 + 0 = 3 (both).
#   team 5 R1 (PAB): 0 + 1 + 2 = 3 (both).
#   team 6 R1 (HPB): 0 + 1 + 2 = 3; R2 (ZPB, SPR 1): 1 + 2 + 1 = 4; R3 (absent, SPR 1): 1 + 2 + 0 = 3 (both).
VIRTUAL_MP = {(3, 1): 2, (4, 1): 4, (4, 2): 1, (4, 3): 3, (5, 1): 3, (6, 1): 3, (6, 2): 4, (6, 3): 3}
VIRTUAL_GP = {(3, 1): 3, (4, 1): 4, (4, 2): 1, (4, 3): 3, (5, 1): 3, (6, 1): 3, (6, 2): 4, (6, 3): 3}

# Each value written out, round 1 + round 2 + round 3 (a virtual opponent where the team had no match).
BY_HAND: dict[str, dict[int, Fraction | int]] = {
    # The opponents' MP as 13.15.1 sees them, or the virtual opponent's.
    "BH:MP": {1: 2 + 4 + 3, 2: 3 + 3 + 4, 3: 2 + 3 + 2, 4: 4 + 1 + 3, 5: 3 + 2 + 3, 6: 3 + 4 + 3},
    # The lowest of the three dropped.
    "BH:MP/C1": {1: 4 + 3, 2: 3 + 4, 3: 3 + 2, 4: 4 + 3, 5: 3 + 3, 6: 4 + 3},
    "BH:GP": {
        1: H * 5 + H * 7 + H * 7,
        2: H * 5 + H * 7 + H * 7,
        3: 3 + H * 5 + H * 5,
        4: 4 + 1 + 3,
        5: 3 + H * 5 + H * 5,
        6: 3 + 4 + 3,
    },
    "BH:GP/C1": {1: H * 14, 2: H * 14, 3: 3 + H * 5, 4: 4 + 3, 5: 3 + H * 5, 6: 4 + 3},
    # The opponent's MP times the team's own MP of that round (a forfeit or bye result counts as normal).
    "SB:MP": {
        1: 2 * 2 + 4 * 1 + 3 * 0,
        2: 3 * 0 + 3 * 2 + 4 * 0,
        3: 2 * 2 + 3 * 1 + 2 * 2,
        4: 4 * 0 + 1 * 2 + 3 * 1,
        5: 3 * 1 + 2 * 0 + 3 * 2,
        6: 3 * 1 + 4 * 0 + 3 * 0,
    },
    # Not in the old text (computed with its C.07 13.2 definition): the opponent's MP times the own GP.
    "EMGSB": {
        1: 2 * H * 3 + 4 * 1 + 3 * 0,
        2: 3 * H + 3 * H * 3 + 4 * H,
        3: 2 * 1 + 3 * 1 + 2 * H * 3,
        4: 4 * 0 + 1 * 2 + 3 * 1,
        5: 3 * 1 + 2 * H + 3 * 2,
        6: 3 * 1 + 4 * 0 + 3 * 0,
    },
    # MP decides, so the secondary score is the GP; GPTS is the GP too.
    "MPVGP": dict(GP),
    "GPTS": dict(GP),
    # Tied on 3 MP: 1, 4 and 5; 4 met neither of the others, so the encounters separate nobody.
    "DE": {t: 0 for t in range(1, 7)},
}


def test_the_hand_tables_add_up() -> None:
    """The written-out tables agree with the round-by-round crosstable above (the hand work checked by itself)."""
    for t, rounds in ROUNDS.items():
        assert sum(mp for _, mp, _ in rounds) == MP[t]
        assert sum(gp for _, _, gp in rounds) == GP[t]
        assert SEEN_MP[t] == sum(1 if opp is None else mp for opp, mp, _ in rounds)
        assert SEEN_GP[t] == sum(1 if opp is None else gp for opp, _, gp in rounds)
        elements = [VIRTUAL_MP[t, r] if opp is None else SEEN_MP[opp] for r, (opp, _, _) in enumerate(rounds, 1)]
        assert sum(elements) == BY_HAND["BH:MP"][t]
        assert sum(sorted(elements)[1:]) == BY_HAND["BH:MP/C1"][t]
        own = [mp for _, mp, _ in rounds]
        assert sum(e * m for e, m in zip(elements, own, strict=True)) == BY_HAND["SB:MP"][t]
        own_gp = [gp for _, _, gp in rounds]
        assert sum(e * g for e, g in zip(elements, own_gp, strict=True)) == BY_HAND["EMGSB"][t]
        on_gp = [VIRTUAL_GP[t, r] if opp is None else SEEN_GP[opp] for r, (opp, _, _) in enumerate(rounds, 1)]
        assert sum(on_gp) == BY_HAND["BH:GP"][t]
        assert sum(sorted(on_gp)[1:]) == BY_HAND["BH:GP/C1"][t]


LIST = "DE MPVGP BH:MP BH:MP/C1 BH:GP BH:GP/C1 SB:MP GPTS EMGSB"  # the case's order


@pytest.fixture(scope="module")
def standings() -> TeamStandings:
    return team_standings(read_team_trf(CASE), LIST, rules=RULES)


@pytest.mark.parametrize("code", LIST.split())
def test_the_reference_gives_the_hand_values(standings: TeamStandings, code: str) -> None:
    got = {row.tpn: Fraction(str(row.values[code])) for row in standings.rows}
    assert got == {t: Fraction(v) for t, v in BY_HAND[code].items()}


def test_the_reference_ranks_as_by_hand(standings: TeamStandings) -> None:
    """3 (5 MP); then 5, 4, 1 on 3 MP (DE 0 for all, then MPvGP 3.5, 3, 2.5); 2 (2 MP); 6 (1 MP)."""
    assert [(row.tpn, row.rank, row.points) for row in standings.rows] == [
        (3, 1, 5),
        (5, 2, 3),
        (4, 3, 3),
        (1, 4, 3),
        (2, 5, 2),
        (6, 6, 1),
    ]
