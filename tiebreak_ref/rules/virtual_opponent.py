"""Unplayed games before the 2023 rewrite (rule set fide-2017): C.02 Article 13.15, the "virtual opponent".

13.15.1: "For tie-break purposes all unplayed games in which players are indirectly involved (results by forfeit
of opponents) are considered to have been drawn."
13.15.2: "For tie-break purposes a player who has no opponent will be considered as having played against a
virtual opponent who has the same number of points at the beginning of the round and who draws in all the
following rounds. For the round itself the result by forfeit will be considered as a normal result."
That is ``Svon = SPR + (1 - SfPR) + 0.5 * (n - R)`` for player P without a game in round R, n the number of
completed rounds, SPR P's score before round R and SfPR P's (forfeit) score in round R.

The rule was agreed for Swiss tournaments (80th FIDE Congress, Kallithea 2009); in pre-determined pairings the
results count as they stand (the reference's 15.2 path). Scores here are whole units of the scoring system.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import ResultKind


def adjusted_score(kinds: Sequence[ResultKind], points: Sequence[int], draw: int) -> int:
    """13.15.1: a participant's score as the opponents' tie-breaks see it: every round not played over the board
    (forfeit, bye, absence) counts as a draw."""
    return sum(pts if kind.played else draw for kind, pts in zip(kinds, points, strict=True))


def opposite(points: int, win: int, draw: int, loss: int) -> int:
    """13.15.2 "the result by forfeit will be considered as a normal result": the virtual opponent scores the
    other side of P's result (1 - SfPR): a loss against a win, a win against a loss, a draw against a draw."""
    if points == win:
        return loss
    if points == loss:
        return win
    if points == draw:
        return draw
    return win + loss - points  # a bye worth no game result: the formula's 1 - SfPR, in the event's points


def virtual_opponent_score(points: Sequence[int], r: int, n: int, win: int, draw: int, loss: int) -> int:
    """13.15.2: Svon = SPR + (1 - SfPR) + 0.5 * (n - R) for round index r (R = r + 1), after round n."""
    before = sum(points[:r])
    return before + opposite(points[r], win, draw, loss) + draw * (n - (r + 1))
