"""A Tournament built in code (the public API's Tournament, Player and RoundRecord) is read as the TRF reader reads
a file, or refused with an ArgumentError that names the player and the round: never a traceback, never a silent
value the file could not have. And a Context (or a TeamContext) made from another by ``dataclasses.replace`` never
shares the other's cached tables.

Sources: the expected values are hand computations written out in each test, or the same tournament written as a
TRF file (``write_trf``) and read back by the reader, whose checks (trf/individual.py ``check_pairings``) these
mirror."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

import tiebreak_ref as tr
from tiebreak_ref.model import (
    COMPLEMENT,
    MIRRORED_RESULT,
    RESULT_CLASS,
    RESULT_CODES,
    UNPAIRED_CODES,
    Player,
    RoundRecord,
    Tournament,
    careful_columns,
    checked_columns,
    handed_over,
    plain_columns,
)
from tiebreak_ref.ranking.standings import compute
from tiebreak_ref.rules.codes import TieBreak, parse_list
from tiebreak_ref.rules.fide.team import TeamContext
from tiebreak_ref.rules.registry import REGISTRY
from tiebreak_ref.rules.unplayed import Context

R = RoundRecord
EXAMPLE_A = Path(__file__).parent / "fixtures" / "example_a.trf"


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


def test_a_replaced_team_context_has_a_cache_of_its_own() -> None:
    """TeamContext._cache is not a constructor argument either, as Context._cache (rules/unplayed.py): a team context
    made by ``dataclasses.replace`` with other options for its views starts with an empty cache (before the mend the
    replace passed the parent's dict on, so a table cached under the parent's options would have been shared)."""
    parent = TeamContext.build(tr.read_team_trf(Path(__file__).parent / "fixtures" / "held_team.trf"))
    parent._cache["a table"] = "computed under the parent's options"
    options = tr.Options(unrated_rating=1000)
    other = replace(parent, mp=replace(parent.mp, options=options), gp=replace(parent.gp, options=options))
    assert other._cache == {}
    assert parent._cache == {"a table": "computed under the parent's options"}  # and the parent keeps its own
    with pytest.raises(TypeError, match="_cache"):
        TeamContext(parent.event, parent.mp, parent.gp, _cache={})  # type: ignore[call-arg]


# -- the same reading as the reader's, for every code ---------------------------------------------------------------


def accepted(code: str, rules: str) -> bool:
    try:
        parse_list([code], rules)
    except tr.CodeError:
        return False
    return True


MODIFIED = ["BH/C1", "BH/M1", "BH/P", "BH/C2/P", "FB/C1", "SB/C1", "SB/P", "AOB/F", "ARO/C1", "DE/P", "KS/L+1", "PS/C1"]
"""Descriptors with modifiers (Art. 14, /P, /F, /L), which take other paths (cuts, forfeits counted as games)."""
EVERY_CODE = [
    (code, rules)
    for family, editions in (("fide", ("fide-2026", "fide-2024", "fide-2017")), ("uscf", ("uscf",)))
    for code in [*REGISTRY[family], *(MODIFIED if family == "fide" else ())]
    for rules in editions
    if accepted(code, rules)
]
"""Every individual code of the registry, and MODIFIED, under each rule set whose list takes it (a registry family
may hold a code that a rule set's list refuses, e.g. DE under uscf; the team family is for a TeamEvent)."""
assert {code for code, rules in EVERY_CODE if rules == "fide-2026"} >= {*REGISTRY["fide"], *MODIFIED}


def everything(t: Tournament) -> dict[tuple[str, str], object]:
    """Each code's standings rows and each participant's explanation of it, under each rule set (EVERY_CODE)."""
    found: dict[tuple[str, str], object] = {}
    for code, rules in EVERY_CODE:
        rows = tr.standings(t, [code], rules=rules).rows
        explained = [(e.value, e.rows, e.summary) for e in (tr.explain(t, p, code, rules=rules) for p in t.players)]
        found[code, rules] = rows, explained
    return found


def test_a_short_row_of_records_is_read_as_the_reader_reads_a_line_that_ends_early() -> None:
    """Player 2 has no record of round 2 (of Tournament.rounds = 2). The reader reads a 001 line that ends before a
    round's block as not paired in that round: a blank, a zero-point bye (trf/individual.py pads it, RESULT_CODES'
    " "); so does Context.build a Tournament made in code. Expected: for every code, under every rule set, the
    values and explanations of the same tournament written as a file (write_trf) and read back. Before the mend FB
    raised an IndexError (the fore view, opponent_elements) and BH left out 2's 16.3 adjustment.

    By hand (fide-2026), BH of player 1: opponents 2 and 3. Player 2 lost round 1 and is absent in round 2, a
    16.2.5 bye at the end that counts as a draw for his opponents (16.3): 0 + ½ = ½; player 3 has 1 (the PAB of
    round 1, a loss in round 2). BH = ½ + 1 = 1½."""
    t = three(p2=(R(1, 1, "b", "0"),))
    assert tr.tiebreak_values(t, "BH", rules="fide-2026")[1] == Fraction(3, 2)
    written = tr.parse_trf(tr.write_trf(t), source="written.trf")
    assert written.players[2].rounds[1] == R(2, None, None, " ")  # the reader's reading of the short line
    assert everything(t) == everything(written)


def test_a_player_without_any_record_is_absent_in_every_round() -> None:
    """A fourth player entered with no record at all: absent (not paired) in rounds 1 and 2, as a 001 line that
    ends after its head; every code as for the file written and read back."""
    players = {**three().players, 4: Player(4, "P4", 1700)}
    t = Tournament(players, 2)
    assert everything(t) == everything(tr.parse_trf(tr.write_trf(t), source="written.trf"))


# -- what the reader refuses in a file is refused in code, for every code -------------------------------------------


def replaced(t: Tournament, tpn: int, **fields: object) -> Tournament:
    return Tournament({**t.players, tpn: replace(t.players[tpn], **fields)}, t.rounds)  # type: ignore[arg-type]


REFUSED = {
    # case: (the tournament, what the ArgumentError says, what the reader says of the file written, None: no file
    # can say it: a file's rounds are its columns, in order, each once)
    "more records than rounds": (
        three(p2=(R(1, 1, "b", "0"), R(2, None, None, "H"), R(3, None, None, "H"))),
        "found 3 round records for player 2; expected at most 2",
        "found results for 3 rounds; expected at most 2",
    ),
    "records out of order": (
        three(p1=(R(2, 3, "b", "1"), R(1, 2, "w", "1"))),
        r"as record 1 of player 1; expected RoundRecord\(1, …\)",
        None,
    ),
    "a round twice": (
        three(p2=(R(1, 1, "b", "0"), R(1, None, None, "H"))),
        r"as record 2 of player 2; expected RoundRecord\(2, …\)",
        None,
    ),
    "a round above Tournament.rounds": (
        three(p2=(R(1, 1, "b", "0"), R(3, None, None, "H"))),
        r"found RoundRecord\(round=3, .* as record 2 of player 2",
        None,
    ),
    "a round number that is not a whole number": (  # (before the mend: a TypeError, indexing 3's records by 1.0)
        three(p1=(R(1, 2, "w", "1"), R(2.0, 3, "b", "1"))),  # type: ignore[arg-type]
        r"as record 2 of player 1; expected RoundRecord\(2, …\)",
        None,
    ),
    "an opponent who is not a player": (
        three(p2=(R(1, 1, "b", "0"), R(2, 9, "w", "1"))),
        "found opponent 9 for player 2 in round 2; expected None or the start rank of another player",
        "found opponent 9 in round 2; expected the start rank of a player in the file",
    ),
    "paired with himself": (
        three(p2=(R(1, 2, "b", "0"), R(2, None, None, "H"))),
        "found opponent 2 for player 2 in round 1",
        "found opponent 2 in round 1, but 2 plays 2",
    ),
    "a pairing one side does not confirm": (
        three(p2=(R(1, 3, "b", "0"), R(2, None, None, "H"))),  # 3 had the bye in round 1, and 1 plays 2
        "in round 1; expected",
        "as the opponent of",
    ),
    "both sides win": (
        three(p2=(R(1, 1, "b", "1"), R(2, None, None, "H"))),
        "found result '1' for player 2 against 1 in round 1, who has '1'; expected '0' or 'L'",
        "found result '1' for 2 against 1 in round 1",
    ),
    "both sides with White": (
        three(p2=(R(1, 1, "w", "0"), R(2, None, None, "H"))),
        "found colour 'w' for both 1 and 2 in round 1; expected opposite colours",
        "found colour 'w' for both 1 and 2 in round 1",
    ),
    "an unknown result code": (
        three(p2=(R(1, 1, "b", "q"), R(2, None, None, "H"))),
        "found result 'q' for player 2 in round 1; expected one of",
        "found result 'Q' in round 1",
    ),
    "a bye code against an opponent": (
        three(p1=(R(1, 2, "w", "H"), R(2, 3, "b", "1"))),
        "found bye code 'H' against opponent 2 for player 1 in round 1",
        "found bye code 'H' against opponent 2 in round 1",
    ),
    "a player under another start rank": (
        Tournament({**three().players, 2: replace(three().players[2], tpn=5)}, 2),
        r"as Tournament.players\[2\]; expected a Player with tpn=2",
        None,
    ),
    "an adjustment of a round not scheduled": (
        replaced(three(), 2, adjustments=((5, Fraction(1)),)),
        "found an adjustment of round 5 for player 2; expected a round, 0 .the event. to 2",
        None,  # (record 299 of a round above XXR: the reader's error, trf/individual.py adjust; write_trf has no 299)
    ),
}


@pytest.mark.parametrize("case", REFUSED)
def test_what_a_file_cannot_say_is_refused_for_every_code(case: str) -> None:
    """Each case is an ArgumentError naming the player and the round, for every code and its explanations (before
    the mend: a KeyError, a TypeError, an IndexError, or a value computed from a pairing that no file can have).
    Where a file can say the same, the reader refuses it too (its InputError, trf/individual.py)."""
    t, says, reader_says = REFUSED[case]
    for code, rules in EVERY_CODE:
        with pytest.raises(tr.ArgumentError, match=says):
            tr.standings(t, [code], rules=rules)
        with pytest.raises(tr.ArgumentError, match=says):
            tr.explain(t, 1, code, rules=rules)
    if reader_says is not None:
        with pytest.raises(tr.InputError, match=reader_says):
            tr.parse_trf(f"XXR {t.rounds}\n" + tr.write_trf(t), source="written.trf")


def test_the_quick_pass_gives_way_for_one_colour_on_both_sides() -> None:
    """Players 1 and 2 both Black in round 1: plain_columns finds it (the common colour bit) and leaves it to the
    careful walk, which refuses it by name (check_pairing's message)."""
    both_black = three(p2=(R(1, 1, "b", "0"), R(2, None, None, "H")), p1=(R(1, 2, "b", "1"), R(2, 3, "b", "1")))
    assert plain_columns(both_black) is None
    with pytest.raises(tr.ArgumentError, match="found colour 'b' for both"):
        checked_columns(both_black)


@pytest.mark.parametrize("case", REFUSED)
def test_the_quick_pass_accepts_nothing_the_careful_one_refuses(case: str) -> None:
    """model.plain_columns (the quick pass of checked_columns) gives way to the careful walk for each refused case,
    so that the careful walk names the player and the round (source: REFUSED, the careful walk's own messages)."""
    t, says, _ = REFUSED[case]
    if case != "a player under another start rank":  # (checked_columns refuses it before either pass)
        assert plain_columns(t) is None
    with pytest.raises(tr.ArgumentError, match=says):
        checked_columns(t)


def test_the_quick_pass_gives_the_careful_columns() -> None:
    """On a well-formed tournament, and on a file's players put in a new dict, the quick pass gives the careful
    walk's columns (source: careful_columns, the record by record reading of the Tournament docstring)."""
    opponent_less_game = three(p3=(R(1, None, None, "1"), R(2, 1, "w", "0")))  # a zero-point bye: by_code False
    for t in (three(), three(p2=(R(1, 1, "b", "0"),)), opponent_less_game, tr.read_trf(EXAMPLE_A)):
        t2 = replace(t, players=dict(t.players))
        assert plain_columns(t2) is not None and plain_columns(t2) == careful_columns(t2)


def test_the_quick_tables_of_facing_results_are_complement() -> None:
    """Two results pass the quick pass's tables exactly when COMPLEMENT lets them face each other (source:
    model.COMPLEMENT), for every pair of codes that may have an opponent."""
    paired = [code for code in RESULT_CODES if code not in UNPAIRED_CODES]
    for own, other in product(paired, repeat=2):
        quick = own.translate(MIRRORED_RESULT) == other.translate(RESULT_CLASS) and not own == other == "+"
        assert quick == (other in COMPLEMENT[own]), (own, other)


def test_a_file_whose_empty_round_is_read_as_a_bye_hands_its_columns_over() -> None:
    """Example A with player 7's round-2 half-point bye left blank (line 12, column 102), read with
    empty_round=half-point-bye: its Tournament has the columns of its records handed over (before the mend: none,
    so that every computation checked it again), and every code gives what the same players in a Tournament
    without handed-over columns give (source: checked_columns of the records, which the reader's columns skip)."""
    lines = EXAMPLE_A.read_text(encoding="utf-8").split("\n")
    lines[11] = lines[11][:101] + " " * 8 + lines[11][109:]
    t = tr.parse_trf("\n".join(lines), source="e.trf", empty_round="half-point-bye")
    assert t.players[7].rounds[1] == R(2, None, None, "H")
    columns = handed_over(t)
    t2 = replace(t, players=dict(t.players))
    assert columns is not None and handed_over(t2) is None and columns == checked_columns(t2)
    codes = [code for code, rules in EVERY_CODE if rules == "fide-2026"]
    assert tr.standings(t, codes).to_dict() == tr.standings(t2, codes).to_dict()


def test_the_quick_pass_agrees_with_the_careful_one_on_random_edits() -> None:
    """Example A's players with one to three fields of their records replaced at random (seeded: the same edits in
    every run), some rows cut short: whenever the quick pass accepts a tournament, the careful walk accepts it too
    and gives the same columns (source: careful_columns); over these edits both accept some and refuse most."""
    t0 = tr.read_trf(EXAMPLE_A)
    rng = random.Random(16)
    values: dict[int, list[object]] = {
        0: [1, 2, 3, 0, 1.0, True],
        1: [None, 1, 2, 3, 5, 99, 0, 2.0, True, "3"],
        2: ["w", "b", None, "W", "x", 1],
        3: [*RESULT_CODES, "q", "10", "", 1],
    }
    verdicts = set()
    for _ in range(3000):
        players = dict(t0.players)
        for _ in range(rng.choice([1, 1, 2, 3])):
            tpn = rng.choice(list(players))
            rounds = list(players[tpn].rounds)
            k, f = rng.randrange(len(rounds)), rng.randrange(4)
            fields = list(rounds[k])
            fields[f] = rng.choice(values[f])
            rounds[k] = R(*fields)  # type: ignore[arg-type]
            players[tpn] = replace(players[tpn], rounds=tuple(rounds[: -1 if rng.random() < 0.05 else None]))
        t = replace(t0, players=players)
        quick = plain_columns(t)
        try:
            careful = careful_columns(t)
        except tr.ArgumentError:
            careful = None
        if quick is not None:
            assert quick == careful
        verdicts.add((quick is not None, careful is not None))
    assert {(True, True), (False, False)} <= verdicts


@pytest.mark.parametrize("case", ["records out of order", "a round twice", "a round above Tournament.rounds"])
def test_write_trf_refuses_records_out_of_their_rounds(case: str) -> None:
    """A file's rounds are its columns (TRF-16: round r's block at columns 92 + 10 (r - 1)), so records out of order,
    twice or with gaps cannot be written by position: write_trf refuses them with Context.build's ArgumentError
    (before the mend it wrote each record in the columns of its position, under another round, and the file read back
    as a valid tournament that the one in code was not)."""
    t, says, _ = REFUSED[case]
    with pytest.raises(tr.ArgumentError, match=says):
        tr.write_trf(t)
    not_a_record = three(p1=("R(1, 2, 'w', '1')", R(2, 3, "b", "1")))  # type: ignore[arg-type]
    with pytest.raises(tr.ArgumentError, match=r"found \"R\(1, 2, 'w', '1'\)\" as record 1 of player 1"):
        tr.write_trf(not_a_record)
