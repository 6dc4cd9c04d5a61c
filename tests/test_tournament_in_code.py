"""A Tournament built in code (the public API's Tournament, Player and RoundRecord) is read as the TRF reader reads
a file, or refused with an ArgumentError that names the player and the round: never a traceback, never a silent
value the file could not have. And a Context made from another by ``dataclasses.replace`` never shares the other's
cached tables.

Sources: the expected values are hand computations written out in each test, or the same tournament written as a
TRF file (``write_trf``) and read back by the reader, whose checks (trf/individual.py ``check_pairings``) these
mirror."""

from __future__ import annotations

from dataclasses import replace

import tiebreak_ref as tr
from tiebreak_ref.model import Player, RoundRecord, Tournament
from tiebreak_ref.ranking.standings import compute
from tiebreak_ref.rules.codes import TieBreak
from tiebreak_ref.rules.unplayed import Context

R = RoundRecord


def three(**changed: tuple[RoundRecord, ...]) -> Tournament:
    """Three players, two rounds: R1 1-2 (1 wins with White), 3 has a pairing-allocated bye; R2 3-1 (1 wins with
    Black), 2 has a half-point bye. ``changed``: other records for p1, p2 or p3."""
    records = {
        1: (R(1, 2, "w", "1"), R(2, 3, "b", "1")),
        2: (R(1, 1, "b", "0"), R(2, None, None, "H")),
        3: (R(1, None, None, "U"), R(2, 1, "w", "0")),
    }
    for name, rounds in changed.items():
        records[int(name[1:])] = rounds
    ratings = {1: 2000, 2: 1900, 3: 1800}
    return Tournament({tpn: Player(tpn, f"P{tpn}", ratings[tpn], rounds=rounds) for tpn, rounds in records.items()}, 2)


# -- a Context made by replace has a cache of its own -------------------------------------------------------------


def test_a_replaced_context_does_not_reuse_the_tables_cached_under_other_options() -> None:
    """C.07 Art. 10 with player 3 unrated: by default no rating is assigned, so ARO is undefined for everyone; with
    unrated_rating=1000 player 3 has 1000. The ratings table (rating.ratings) is cached in the context and reads the
    option: a context replaced with the other option must compute it again (before the mend it shared the parent's
    cache and gave the parent's None)."""
    players = three().players
    t = Tournament({**players, 3: replace(players[3], rating=None)}, 2)
    aro = TieBreak("ARO")
    parent = Context.build(t)
    assert compute(parent, aro) == {1: None, 2: None, 3: None}
    other = replace(parent, options=tr.Options(unrated_rating=1000))
    # by hand: 1 met 2 (1900) and 3 (1000): (1900 + 1000) / 2 = 1450; 2 and 3 each met 1 (2000)
    assert compute(Context.build(t, options=tr.Options(unrated_rating=1000)), aro) == {1: 1450, 2: 2000, 3: 2000}
    assert compute(other, aro) == {1: 1450, 2: 2000, 3: 2000}
    assert compute(parent, aro) == {1: None, 2: None, 3: None}  # and the parent keeps its own
