"""The seeded generator (tiebreak_ref.synthetic.individual) never pairs two players twice (C.04: no rematch in a Swiss).

The guide's "legal Swiss" (choosing-an-order, ``generate_swiss(14, 7, seed=33)``) once had TPN 2 meet
TPN 3 in rounds 5 and 7; these tests read the generated files back with the reference's TRF reader and
look at every player's opponents.
"""

from __future__ import annotations

import pytest

import tiebreak_ref as tr
from tiebreak_ref.synthetic.individual import generate_round_robin, generate_swiss


def repeated_pairings(text: str) -> list[tuple[int, int]]:
    """(player, opponent) for every opponent a player meets more than once."""
    t = tr.parse_trf(text, source="generated.trf")
    found = []
    for p in t.players.values():
        opponents = [r.opponent for r in p.rounds if r.opponent is not None]
        found += sorted({(p.tpn, o) for o in opponents if opponents.count(o) > 1})
    return found


def test_the_guides_legal_swiss_has_no_rematch() -> None:
    assert repeated_pairings(generate_swiss(14, 7, seed=33)) == []


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8, 10, 13, 16, 21, 24, 40])
@pytest.mark.parametrize("rounds", [1, 3, 5, 7, 9, 11])
def test_no_swiss_repeats_a_pairing(players: int, rounds: int) -> None:
    for seed in range(4):
        assert repeated_pairings(generate_swiss(players, rounds, seed)) == [], (players, rounds, seed)


def test_a_player_who_has_met_everyone_sits_out() -> None:
    """Two players, three rounds: they meet in round 1; rounds 2 and 3 cannot be paired (blank rounds)."""
    t = tr.parse_trf(generate_swiss(2, 3, seed=1, kinds=()), source="two.trf")
    for p in t.players.values():
        assert [r.opponent for r in p.rounds] == [3 - p.tpn, None, None]


@pytest.mark.parametrize(("players", "double"), [(5, False), (8, False), (6, True)])
def test_round_robin_repeats_only_in_the_second_cycle(players: int, double: bool) -> None:
    """A single round robin meets each opponent once; a double one exactly twice (C.05 Annex 1)."""
    t = tr.parse_trf(generate_round_robin(players, seed=3, double=double), source="rr.trf")
    for p in t.players.values():
        opponents = [r.opponent for r in p.rounds if r.opponent is not None]
        assert sorted(opponents) == sorted([q for q in t.players if q != p.tpn] * (2 if double else 1))
