"""FIDE's checker gacrux run in-process, as its own tests call it: the one runner the tools and the tests share.

Used by real_corpus.py and build_team_cases.py next to this file and by the tests (tests/gacrux_cache.py,
tests/test_editions.py). gacrux is imported when it is first called, so a tool that can do without it still loads.
"""

from __future__ import annotations

import contextlib
import io
from typing import Any

# Every individual code both gacrux and tiebreak-ref compute, in the order the differential test
# (tests/test_differential_gacrux.py) and the real corpus (real_corpus.py) ask gacrux for them: their cached
# answers are keyed on the list as asked, so a new code goes at the end.
COMPARED: tuple[str, ...] = (
    "WIN",
    "WON",
    "BPG",
    "BWG",
    "PS",
    "PS/C1",
    "REP",
    "STD",
    "TPN",
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "BH/M2",
    "FB",
    "FB/C1",
    "AOB",
    "SB",
    "SB/C1",
    "SB/C2",
    "KS",
    "ARO",
    "ARO/C1",
    "TPR",
    "PTP",
    "APRO",
    "APPO",
    "RTNG",
)


def read(text: str, *, verbose: bool = True) -> Any:
    """gacrux's reading of a TRF text (its trf2json object; ``get_status()`` is not 0 when it refused the text).
    ``verbose=False`` swallows what gacrux prints while reading."""
    from gacrux import trf2json

    chessfile = trf2json.trf2json()
    with contextlib.nullcontext() if verbose else contextlib.redirect_stdout(io.StringIO()):
        chessfile.parse_file(text, verbose)
    return chessfile


def run(
    text: str, params: dict[str, Any], current_round: int = -1, *, verbose: bool = True
) -> tuple[int, dict[str, Any] | None]:
    """gacrux's tie-breaks for a TRF text: (its reading status, its result: ``competitors`` with ``cid``, ``rank``
    and ``tiebreakScore``, one score a code of ``params["tiebreak"]``); the result is None when the status is not 0.
    ``current_round`` is gacrux's -n (-1: every round)."""
    from gacrux import tiebreak

    chessfile = read(text, verbose=verbose)
    status: int = chessfile.get_status()
    if status != 0:
        return status, None
    tournament = chessfile.get_tournament(1)
    with contextlib.nullcontext() if verbose else contextlib.redirect_stdout(io.StringIO()):
        result: dict[str, Any] = tiebreak.tiebreak(tournament, current_round, params).compute_tiebreaks(
            tournament, params
        )
    return status, result
