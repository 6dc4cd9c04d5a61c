"""Decision E3: the last round played of a file exported mid-event; what choosing the round and the edition had
to assume (the notices)."""

from __future__ import annotations

from dataclasses import replace

from ..errors import Notice
from ..language import Message
from ..model import RESULT_CODES, ResultKind, RoundRecord, Tournament, handed_over, round_columns
from .editions import edition


def completed_rounds(t: Tournament) -> int:
    """The last round played (decision E3): the last round in which a pairing has a result or the pairing gave a
    bye (U, or a full-point bye F / +), and before any pairing still waiting for its result. Requested byes (H, Z)
    alone do not make a round played: programs enter them before the round is paired.

    It reads every round of every player, one round's column at a time (round_results): a caller that needs it
    twice (the context, the notices) passes it on. Only the blank results are looked at one by one."""
    played = anything = 0
    pending = t.rounds + 1  # the first round with a pairing waiting for its result
    for r, (opponents, codes) in enumerate(round_results(t), 1):
        waiting = [opponents[k] for k in blanks(codes)]  # the opponents of a blank result: paired, no result yet
        unresulted = len(waiting) - waiting.count(None)
        if unresulted:
            pending = min(pending, r)
        games = len(opponents) - opponents.count(None) - unresulted  # an opponent and a result
        if games or any(map(codes.__contains__, ALLOCATED_BYE_CODES)):
            played = r
        if codes.strip():
            anything = r
    # no game and no allocated bye at all: the last round with any result, byes included
    return min(played or anything, pending - 1)


def round_results(t: Tournament) -> list[tuple[list[int | None], str]]:
    """Each round's opponents and result codes of every player (a player without a record of the round: not paired,
    a blank), as completed_rounds reads them: sliced from the columns of the records (model.RoundColumns: the
    reader's, else round_columns of the records, a shorter row of records padded with blanks)."""
    columns = handed_over(t)
    if columns is None:
        rounds = max((len(p.rounds) for p in t.players.values()), default=0)
        columns = round_columns(
            p if len(p.rounds) == rounds else replace(p, rounds=(*p.rounds, *not_paired(len(p.rounds), rounds)))
            for p in t.players.values()
        )
    rounds = len(columns.codes) // len(columns.players) if columns.players else 0
    return [(columns.opponents[r::rounds], columns.codes[r::rounds]) for r in range(rounds)]


def not_paired(after: int, rounds: int) -> list[RoundRecord]:
    """The records of rounds after + 1 .. rounds of a player not paired in them: no opponent, no colour, a blank."""
    return [RoundRecord(r, None, None, " ") for r in range(after + 1, rounds + 1)]


def blanks(codes: str) -> list[int]:
    """The positions of the blank results in a round's column of result codes."""
    found: list[int] = []
    k = codes.find(" ")
    while k >= 0:
        found.append(k)
        k = codes.find(" ", k + 1)
    return found


ALLOCATED_BYES = (ResultKind.PAB, ResultKind.FPB)
"""Byes the pairing (or the arbiter, in the round) gives: a pairing-allocated bye, a full-point bye (F, or an
opponent-less +)."""
ALLOCATED_BYE_CODES = frozenset(
    code for code in RESULT_CODES if RoundRecord(0, None, None, code).kind in ALLOCATED_BYES
)
"""The result codes that, without an opponent, are an allocated bye (U, F, +)."""


def rounds_not_played(t: Tournament, last: int) -> list[Notice]:
    """The notice for standings after round `last` of more scheduled rounds (decision E3)."""
    if last >= t.rounds:
        return []
    line = t.record_line("XXR") or t.record_line("142") or 1
    next_round = [rec for p in t.players.values() for rec in p.rounds[last : last + 1] if rec.opponent is not None]
    if any(rec.code != " " for rec in next_round):
        what = Message("notice.round_incomplete", round=last + 1)
    elif last + 1 == t.rounds:
        what = Message("notice.no_result_round", round=last + 1)
    else:
        what = Message("notice.no_result_rounds", first=last + 1, last=t.rounds)
    return [Notice(t.source, line, 1, Message("notice.rounds_not_played", rounds=t.rounds, what=what, last=last))]


def rule_notices(
    t: Tournament, rules: str | None, after_round: int | None = None, played: int | None = None
) -> list[Notice]:
    """What choosing the edition (decision E2) and, without after_round, the round (E3) had to assume; `played`:
    completed_rounds(t) when the caller has it."""
    notices = edition(t, rules)[1]
    if after_round is None:
        notices += rounds_not_played(t, completed_rounds(t) if played is None else played)
    return notices
