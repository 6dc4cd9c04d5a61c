"""The per-round elements for everyone (unplayed.element_table, the fast writing BH, FB, AOB and SB use) against
the elements one player at a time (unplayed.opponent_elements, which the explanations show): two writings of
C.07 8.1 with Arts. 15-16 (the opponent's adjusted score, or the dummy's; no element in a round robin's
unplayed round, 15.2; a VUR, 16.5) must give the same numbers.

Source of the expected values: opponent_elements, which follows the text round by round and is checked against
FIDE's worked examples in tests/test_core.py. The events are random (seeded): Swiss with every kind of unplayed
round and round robins, under every FIDE rule set, with and without /P (forfeits counted as played), cut at a
random round."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import tiebreak_ref as tr
from tiebreak_ref.model import ResultKind, Tournament
from tiebreak_ref.rules.unplayed import (
    Context,
    Options,
    element_table,
    elements_by_participant,
    elements_by_round,
    opponent_elements,
)
from tiebreak_ref.synthetic.individual import generate_round_robin, generate_swiss

FIDE_RULES = ("fide-2026", "fide-2024", "fide-2017")


SEEDS = range(30)


def random_event(seed: int, draw: random.Random) -> Tournament:
    """Seed by seed: a (double) round robin of 3-10 players every third seed, else a Swiss of 4-30 players and
    3-11 rounds with every kind of unplayed round."""
    if seed % 3 == 0:
        return tr.parse_trf(generate_round_robin(draw.randint(3, 10), seed, double=draw.random() < 0.3))
    return tr.parse_trf(generate_swiss(draw.randint(4, 30), draw.randint(3, 11), seed))


@pytest.mark.parametrize("seed", SEEDS)
def test_element_table_agrees_with_opponent_elements(seed: int) -> None:
    draw = random.Random(seed)
    t = random_event(seed, draw)
    round_robin = seed % 3 == 0
    for rules in FIDE_RULES:
        after = draw.choice([None, draw.randint(1, t.rounds)])
        ctx = Context.build(t, rules, Options(), after)
        assert ctx.round_robin == round_robin
        games = {p: [k.played for k in kinds] for p, kinds in ctx.kinds.items() if not all(k.played for k in kinds)}
        assert ctx.games_over_the_board == games, (seed, rules, after)
        for forfeits_played in (False, True):
            table = element_table(ctx, forfeits_played)
            assert set(table.scores) == set(table.points) == set(t.players)
            for p in t.players:
                elements = opponent_elements(ctx, p, forfeits_played)
                assert list(table.scores[p]) == [e.opp_score for e in elements], (seed, rules, after, p)
                assert list(table.points[p]) == [e.points for e in elements], (seed, rules, after, p)
                vurs = [e.vur for e in elements]
                assert table.vurs.get(p) == (vurs if any(vurs) else None), (seed, rules, after, p)


def test_the_random_events_hold_what_the_two_writings_treat_apart() -> None:
    """The corpus is not all games: it has unplayed rounds of every branch (a dummy in a Swiss, none in a round
    robin) and VURs, so the comparisons above reach each branch of both writings (the Swiss branch of
    elements_by_participant through test_the_two_writings_of_the_element_table_agree)."""
    dummies = vurs = round_robin_gaps = 0
    for seed in SEEDS:
        t = random_event(seed, random.Random(seed))
        ctx = Context.build(t, "fide-2026", Options(), None)
        for p in t.players:
            elements = opponent_elements(ctx, p)
            dummies += sum(e.dummy for e in elements)
            vurs += sum(e.vur for e in elements)
            round_robin_gaps += ctx.round_robin and len(elements) < len(ctx.rounds)
    assert dummies and vurs and round_robin_gaps, (dummies, vurs, round_robin_gaps)


@pytest.mark.parametrize("seed", [seed for seed in SEEDS if seed % 3])  # the Swiss events
def test_the_two_writings_of_the_element_table_agree(seed: int) -> None:
    """element_table takes elements_by_round for a Swiss event whose participants all have every round, so the
    Swiss branch of elements_by_participant is reached only by a Tournament made in code: the two writings compared
    directly, on the full view and the fore view (8.3), with and without /P."""
    draw = random.Random(seed)
    t = random_event(seed, draw)
    for rules in FIDE_RULES:
        ctx = Context.build(t, rules, Options(), draw.choice([None, draw.randint(1, t.rounds)]))
        for view in (ctx, ctx.fore_view()):
            for forfeits_played in (False, True):
                by_round, by_participant = (
                    elements_by_round(view, forfeits_played),
                    elements_by_participant(view, forfeits_played),
                )
                for p in t.players:
                    assert list(by_round.scores[p]) == list(by_participant.scores[p]), (seed, rules, p)
                    assert list(by_round.points[p]) == list(by_participant.points[p]), (seed, rules, p)
                assert by_round.vurs == by_participant.vurs, (seed, rules, forfeits_played)


@pytest.mark.parametrize("seed", SEEDS)
def test_fore_view_draws_the_final_round_and_knows_its_games(seed: int) -> None:
    """C.07 8.3 (Fore Buchholz): every game paired for the final round counts as a draw, nothing else changes.
    Context.games_over_the_board of a fore view, found round by round (Context.not_over_the_board), against the
    fore view's own kinds participant by participant (played = a game over the board, model.ResultKind); its
    elements are compared as above."""
    draw = random.Random(seed)
    t = random_event(seed, draw)
    for rules in FIDE_RULES:
        ctx = Context.build(t, rules, Options(), None)
        fore = ctx.fore_view()
        last = ctx.last_round - 1
        for p, kinds in ctx.kinds.items():
            paired = ctx.opponents[p][last] is not None
            assert fore.kinds[p] == ([*kinds[:last], ResultKind.DRAW] if paired else kinds), (seed, rules, p)
            assert fore.points[p] == ([*ctx.points[p][:last], ctx.draw] if paired else ctx.points[p]), (seed, p)
        afresh = {p: [k.played for k in kinds] for p, kinds in fore.kinds.items() if not all(k.played for k in kinds)}
        assert fore.games_over_the_board == afresh, (seed, rules)
        table = element_table(fore)
        for p in t.players:
            elements = opponent_elements(fore, p)
            assert list(table.scores[p]) == [e.opp_score for e in elements], (seed, rules, p)


def test_games_over_the_board_of_a_participant_with_fewer_rounds() -> None:
    """Context.not_over_the_board goes round by round for everyone; a participant whose lists stop early (a Context
    made directly, as TeamContext makes its views from each team's rounds; Context.build pads a Tournament's short
    records, model.checked_columns) has nothing past his last round, so games_over_the_board still lists his own
    rounds only. Expected: each participant's kinds read one by one (played = a game over the board)."""
    t = random_event(1, random.Random(1))
    full = Context.build(t, "fide-2026", Options(), None)
    ctx = replace(
        full,
        **{
            name: {**getattr(full, name), 2: getattr(full, name)[2][:-2]}
            for name in ("kinds", "opponents", "colours", "points")
        },
    )
    assert len(ctx.kinds[2]) == ctx.last_round - 2
    games = {p: [k.played for k in kinds] for p, kinds in ctx.kinds.items() if not all(k.played for k in kinds)}
    assert ctx.games_over_the_board == games


@pytest.mark.parametrize("seed", SEEDS)
def test_fore_view_takes_from_the_full_view_what_a_walk_would_find(seed: int) -> None:
    """The fore view (8.3) takes its opponents' columns, scores and rounds not over the board from the full view
    (Context.share_with_fore_view) instead of walking every round again. Expected: the same tables made afresh
    from the fore view's own lists (Context's cached properties' own functions): each score the sum of its points,
    each round's participants whose kind is not a game over the board, each round's opponents."""
    draw = random.Random(seed)
    t = random_event(seed, draw)
    for rules in FIDE_RULES:
        ctx = Context.build(t, rules, Options(), None)
        fore = ctx.fore_view()
        assert fore.totals == {p: sum(points) for p, points in fore.points.items()}, (seed, rules)
        assert fore.not_over_the_board == Context.not_over_the_board.func(fore), (seed, rules)
        assert fore.opponent_columns == [tuple(o[r] for o in fore.opponents.values()) for r in fore.rounds]
        assert fore.dummy_scores == Context.dummy_scores.func(fore), (seed, rules)
