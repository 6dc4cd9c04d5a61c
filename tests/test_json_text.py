"""The fast paths of ranking and of the JSON output (issue 16) against the plain ones they replace.

Expected values: not numbers of their own but the readable path of the same program, on generated events
(``tiebreak_ref.synthetic``: Swiss events with every kind of unplayed round, round robins) and the real files
of tests/fixtures/real; the values themselves are checked elsewhere (gacrux, the suite).

- ``Standings.json_text`` and ``json_document`` (written column by column, each distinct value once) are byte for
  byte the encoder's text (``json.dumps``) of ``as_json()``: each row on its line for one file (``encoded``), the
  document on one line for a line of ``standings FILE FILE ...``; the team standings and the compared lists too.
- DE's ``no_one_first`` (C.07 6.3 in a group too large for anyone to be first) gives the same order as Art. 6
  worked out game by game.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import pickle
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import tiebreak_ref as tr
from tiebreak_ref.present.tables import json_column, json_document, json_rows
from tiebreak_ref.ranking import standings as ranking
from tiebreak_ref.ranking.compare import compare
from tiebreak_ref.rules.fide import encounter
from tiebreak_ref.rules.unplayed import Context
from tiebreak_ref.synthetic.individual import generate_round_robin, generate_swiss

FIXTURES = Path(__file__).parent / "fixtures"
REAL = sorted((FIXTURES / "real").glob("*.trf"))
LISTS = (
    "DE WIN WON BPG BWG PS REP STD TPN BH BH/C1 BH/M1 FB AOB SB SB/C1 KS ARO ARO/C1 TPR PTP APRO APPO RTNG",
    "BH/C1 BH SB DE",
    "PTS",
)


def events() -> list[tuple[str, tr.Tournament]]:
    """Generated Swiss events (small and large groups, every unplayed kind), round robins, the real files."""
    swiss = [
        (f"swiss-{n}x{r}-{seed}", tr.parse_trf(generate_swiss(n, r, seed))) for n, r, seed in ((12, 5, 1), (60, 7, 2))
    ]
    swiss += [(f"swiss-400x5-{seed}", tr.parse_trf(generate_swiss(400, 5, seed))) for seed in (3, 4)]
    robins = [(f"rr-{n}", tr.parse_trf(generate_round_robin(n, 7))) for n in (6, 9)]
    return swiss + robins + [(path.name, tr.read_trf(path)) for path in REAL]


EVENTS = events()


def encoded(document: dict[str, Any]) -> str:
    """The oracle: the document as ``json.dumps`` writes it, but each row of "standings" on its own line (two
    spaces in), the other members first."""
    head = {key: value for key, value in document.items() if key != "standings"}
    rows = [json.dumps(row, ensure_ascii=False) for row in document["standings"]]
    return (
        json.dumps(head, ensure_ascii=False)[:-1] + ', "standings": [\n' + ",\n".join("  " + r for r in rows) + "\n]}\n"
    )


def score_groups(ctx: Context) -> list[list[int]]:
    """The players grouped by their total, each group in start-rank order (DE first after PTS: the largest groups)."""
    groups: dict[int, list[int]] = {}
    for p, total in sorted(ctx.totals.items()):
        groups.setdefault(total, []).append(p)
    return list(groups.values())


@pytest.mark.parametrize("codes", LISTS)
@pytest.mark.parametrize(("name", "t"), EVENTS, ids=[name for name, _ in EVENTS])
def test_json_text_is_the_encoders_text(name: str, t: tr.Tournament, codes: str) -> None:
    result = tr.standings(t, codes)
    assert result.json_text() == encoded(result.as_json()) == json_document(result.as_json())
    line = json.dumps({"file": name, **result.as_json()}, ensure_ascii=False)
    assert result.json_text({"file": name}, one_line=True) == line
    intermediate = tr.standings(t, codes, after_round=2)  # "after_round" in the head
    assert intermediate.json_text() == encoded(intermediate.as_json())


def test_team_and_compared_json_are_the_encoders_text() -> None:
    """The team standings (mp, gp after the values; "primary" in the head) and the compared lists (lists, booleans
    and a list of objects in each row) through the same writer."""
    ev = tr.read_team_trf(FIXTURES.parent.parent / "docs" / "examples" / "teams-held.trf")
    team = tr.team_standings(ev, "MPTS GPTS BH:MP SB:MP DE")
    assert team.table("json") == encoded(team.as_json())
    assert team.json_text(one_line=True) == json.dumps(team.as_json(), ensure_ascii=False)
    compared = compare(EVENTS[0][1], ["BH/C1 BH", "DE WIN", "PTS"])
    assert compared.table("json") == encoded(compared.as_json()).rstrip("\n")


def test_json_rows_write_empty_and_nested_objects() -> None:
    """An object with no members, a nested object with none (first, between and last), one nested in another."""
    columns: dict[str, Any] = {"a": {}, "b": [1, 2], "c": {}, "d": {"e": {"f": ["x", "y"]}, "g": {}}, "h": {}}
    rows = [{"a": {}, "b": b, "c": {}, "d": {"e": {"f": f}, "g": {}}, "h": {}} for b, f in ((1, "x"), (2, "y"))]
    assert json_rows(columns, 2) == [json.dumps(row) for row in rows]
    assert json_rows({}, 2) == ["{}", "{}"]
    with pytest.raises(ValueError, match="same keys"):
        json_document({"standings": [{"a": 1}, {"b": 2}]})


def test_json_text_follows_rows_given_by_hand() -> None:
    """Rows other than those rank() made (replace): the text is written from those rows, not the columns."""
    result = tr.standings(EVENTS[0][1], "BH WIN")
    turned = replace(result, rows=result.rows[::-1])
    assert turned.json_text() == encoded(turned.as_json())
    assert turned.json_text() != result.json_text()


def test_json_column_writes_each_kind() -> None:
    """Strings quoted, whole numbers (distinct or repeated), exact values, "n/d", null: json.dumps of json_number."""
    columns: list[list[object]] = [
        ["Ålesund", 'a "b"', "c"],
        list(range(100, 140)),
        [2, 2, None, 3] * 10,
        [Fraction(39, 4), 2076, None, Fraction(44, 3), Fraction(1, 8)],
    ]
    for column in columns:
        plain = [v if isinstance(v, str) else ranking.json_number(v) for v in column]  # type: ignore[arg-type]
        expected = [": " + json.dumps(v, ensure_ascii=False) for v in plain]
        assert list(map("".join, zip(*json_column(column, ": "), strict=False))) == expected


@pytest.mark.parametrize(("name", "t"), EVENTS, ids=[name for name, _ in EVENTS])
def test_no_one_first_agrees_with_article_6(name: str, t: tr.Tournament, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every group of equal points: the order with the shortcut is the order without it; on the 400 x 5 events
    (groups far larger than R + 1) the shortcut is taken, so the comparison is not vacuous there."""
    ctx = ranking.context(t, None, None, None)
    de = tr.parse_code("DE")
    groups = score_groups(ctx)
    fast = [encounter.direct_encounter(ctx, group, de) for group in groups]
    if name.startswith("swiss-400x5"):
        assert any(encounter.no_one_first(ctx, group) for group in groups)
    monkeypatch.setattr(encounter, "no_one_first", lambda ctx, group: False)
    assert [encounter.direct_encounter(ctx, group, de) for group in groups] == fast


def test_no_one_first_follows_its_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """400 players after 5 rounds (a win 1 point), each score group and each of its first k members (every size, so
    the bound is crossed). By hand from C.07 6.3: a member of k met at most 5 of the other k − 1, so misses at least
    k − 6 games, each a possible win (decision A7): every best case is at least k − 6 points; a score in the group
    is at most the member's total, so with a total of at most k − 6 points no one can be alone on top. So the
    shortcut applies exactly for k ≥ 7 and a total ≤ k − 6 points, and where it applies Art. 6 worked out game by
    game (the shortcut off) ranks no one first either."""
    ctx = ranking.context(tr.parse_trf(generate_swiss(400, 5, 3)), None, None, None)
    de = tr.parse_code("DE")
    applies = []
    seen = set()
    for group in score_groups(ctx):
        points = ctx.value(ctx.totals[group[0]])
        for k in range(2, len(group) + 1):
            expected = k >= 7 and points <= k - 6
            assert encounter.no_one_first(ctx, group[:k]) is expected, (points, k)
            seen.add((k >= 7, expected))
            if expected:
                applies.append(group[:k])
    assert seen == {(False, False), (True, False), (True, True)}  # both sides of the bound, and groups too small
    monkeypatch.setattr(encounter, "no_one_first", lambda ctx, group: False)
    for members in applies[::7]:
        assert encounter.direct_encounter(ctx, members, de) == [sorted(members)]


def test_the_text_follows_rows_reordered_in_place() -> None:
    """The JSON text is the rows as they are now: a list reordered in place gives the reordered document (it once
    kept the columns rank made, and wrote the old order)."""
    t = tr.read_trf(FIXTURES.parent.parent / "docs" / "examples" / "buchholz.trf")
    s = tr.standings(t, "BH SB")
    s.rows.reverse()
    assert s.table("json") == encoded(s.as_json()).rstrip("\n")


@pytest.mark.parametrize(("name", "t"), EVENTS, ids=[name for name, _ in EVENTS])
def test_the_rows_are_the_columns_rank_computed(name: str, t: tr.Tournament) -> None:
    """rank() keeps its columns and makes the rows from them when first read: the rows hold the columns' values
    (each participant's values by code, taken from ``tiebreak_values`` independently of rank), and the columns
    taken back from the rows are the columns rank() computed."""
    result = tr.standings(t, LISTS[0])
    computed = result.json_columns()  # from the columns: no rows made yet
    assert isinstance(vars(result)["rows"], ranking.StandingColumns)
    names = [member.name for member in dataclasses.fields(ranking.StandingColumns)]
    assert names == [member.name for member in dataclasses.fields(ranking.StandingRow)]  # rows() passes them in order
    rows = result.rows
    assert isinstance(vars(result)["rows"], list)  # made once, kept
    assert result.json_columns() == computed == ranking.StandingColumns.of_rows(rows, result.tiebreaks).members()
    assert [row.tpn for row in rows] == computed["tpn"]
    for code in ("BH", "ARO", "TPN"):
        own = tr.tiebreak_values(t, code)
        assert [row.values[code] for row in rows] == [own[p] for p in computed["tpn"]]


def test_changing_the_json_columns_changes_no_standings() -> None:
    """json_columns() gives new lists: a caller that reorders or edits them changes neither the rows made later
    nor the document (it once gave the columns the rows are made from: the players moved, their ranks stayed)."""
    t = tr.read_trf(FIXTURES.parent.parent / "docs" / "examples" / "buchholz.trf")
    s, fresh = tr.standings(t, "BH SB"), tr.standings(t, "BH SB")
    columns = s.json_columns()
    columns["tpn"].reverse()
    columns["name"][0] = "ZZZ"
    columns["values"]["BH"].reverse()
    assert s.json_columns() == fresh.json_columns() and s.json_text() == fresh.json_text()
    assert s.rows == fresh.rows


def test_two_threads_reading_the_rows_first_get_the_same_list(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rows are made once (under RowsOnFirstUse's lock): two threads that read them first at the same moment
    get one list, so a change one of them makes is not lost. rows() is slowed so that the two reads overlap."""
    import threading
    import time

    made = ranking.StandingColumns.rows
    monkeypatch.setattr(ranking.StandingColumns, "rows", lambda self: (time.sleep(0.05), made(self))[1])
    s = tr.standings(EVENTS[1][1], "BH")
    seen: list[object] = []
    readers = [threading.Thread(target=lambda: seen.append(s.rows)) for _ in range(2)]
    for reader in readers:
        reader.start()
    for reader in readers:
        reader.join()
    assert seen[0] is seen[1] is s.rows


def test_standings_made_from_columns_compare_copy_and_pickle() -> None:
    """Equality, repr, dataclasses.replace, copy and pickling read the rows (made from the columns on first use),
    so standings made from columns and standings given the rows of another run (``by_hand``: Standings(...) with
    rows, as compare.py and the calculator make them) are the same standings; the rows' values themselves are
    checked in test_the_rows_are_the_columns_rank_computed."""
    t = EVENTS[1][1]
    made = tr.standings(t, "BH/C1 BH SB DE")
    by_hand = ranking.Standings(
        made.rules,
        made.tiebreaks,
        list(tr.standings(t, "BH/C1 BH SB DE").rows),
        made.after_round,
        made.options,
        made.scheduled_rounds,
        made.notices,
        made.warnings,
    )
    fresh = tr.standings(t, "BH/C1 BH SB DE")
    assert pickle.loads(pickle.dumps(fresh)) == by_hand  # pickled while still columns
    assert copy.deepcopy(tr.standings(t, "BH/C1 BH SB DE")) == by_hand
    assert tr.standings(t, "BH/C1 BH SB DE") == by_hand == made
    assert repr(tr.standings(t, "BH/C1 BH SB DE")) == repr(by_hand)
    assert "StandingRow(rank=1" in repr(made)
    changed = replace(tr.standings(t, "BH/C1 BH SB DE"), rules="fide-2024")
    assert changed.rows == by_hand.rows and changed.rules == "fide-2024"
    assert changed.json_text() == replace(by_hand, rules="fide-2024").json_text()
    assert changed.to_dict(exact_text=True)["standings"] == by_hand.to_dict(exact_text=True)["standings"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.rows = []  # type: ignore[misc]


def test_split_by_keeps_equal_values_in_start_rank_order() -> None:
    """C.07 4.2 by hand: 1 and 3 have 2, 2 and 4 have 3, 5 has 1 (a Fraction column the same values as fractions);
    the higher first gives 2 4 | 1 3 | 5, the lower first 5 | 1 3 | 2 4; each tie stays in start-rank order, and a
    placed player is not moved."""
    whole: dict[int, Any] = {1: 2, 2: 3, 3: 2, 4: 3, 5: 1}
    exact: dict[int, Any] = {p: Fraction(v * 2, 2) + Fraction(1, 2) for p, v in whole.items()}
    for column in (whole, exact):
        assert ranking.split_by([[1, 2, 3, 4, 5]], column, lower_first=False) == [[2, 4], [1, 3], [5]]
        assert ranking.split_by([[1, 2, 3, 4, 5]], column, lower_first=True) == [[5], [1, 3], [2, 4]]
        assert ranking.split_by([[4], [1, 2, 3, 5]], column, lower_first=False) == [[4], [2], [1, 3], [5]]


def test_plain_members_are_a_class_constant_written_as_they_are() -> None:
    """Standings.PLAIN_MEMBERS is a class constant, not a field (not in __init__, equality or repr); to_dict with
    exact_text writes those members as they are and the others as their exact decimal text (format_value): by hand,
    the first row's rank 1 and start rank stay numbers, its points and BH become text."""
    assert "PLAIN_MEMBERS" not in {member.name for member in dataclasses.fields(ranking.Standings)}
    assert {"rank", "tpn", "name", "rating"} == ranking.Standings.PLAIN_MEMBERS
    t = tr.read_trf(FIXTURES.parent.parent / "docs" / "examples" / "buchholz.trf")
    s = tr.standings(t, "BH")
    first, row = s.to_dict(exact_text=True)["standings"][0], s.rows[0]
    assert first["rank"] == 1 and [first[key] for key in ("tpn", "name", "rating")] == [row.tpn, row.name, row.rating]
    assert first["points"] == ranking.format_value(row.points) and first["values"] == {
        "BH": ranking.format_value(row.values["BH"])
    }
