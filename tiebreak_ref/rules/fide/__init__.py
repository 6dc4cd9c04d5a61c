"""The FIDE C.07 individual tie-breaks, one module per family, and the table that names them."""

from __future__ import annotations

from ..definition import Definition
from . import buchholz, encounter, own_results, progressive, rating, sonneborn_berger
from .base import Context, TieBreak, Values, explain_points


def _points(ctx: Context, tb: TieBreak) -> Values:
    """C.07 2.1 / TRF 212 PTS: the primary score."""
    return ctx.values(ctx.totals)


_rating_summary = rating.summarise_rating
_count = own_results.count
_explain_count = own_results.explain_count

DEFINITIONS: dict[str, Definition] = {
    "DE": Definition(
        "C.07 6",
        order=encounter.direct_encounter,
        explain_in_group=encounter.explain_direct_encounter,
        summarise=encounter.summarise_direct_encounter,
    ),
    "PTS": Definition("C.07 2", _points, explain_points),
    "WIN": Definition("C.07 7.1", _count(own_results.win_round), _explain_count(own_results.win_round)),
    "WON": Definition("C.07 7.2", _count(own_results.won_round), _explain_count(own_results.won_round)),
    "BPG": Definition("C.07 7.3", _count(own_results.black_round), _explain_count(own_results.black_round)),
    "BWG": Definition("C.07 7.4", _count(own_results.black_win_round), _explain_count(own_results.black_win_round)),
    "PS": Definition("C.07 7.5", progressive.progressive_scores, progressive.explain_progressive),
    "REP": Definition("C.07 7.6", _count(own_results.elected_round), _explain_count(own_results.elected_round)),
    "STD": Definition("C.07 7.7", _count(own_results.standard_round, 2), _explain_count(own_results.standard_round, 2)),
    "TPN": Definition("C.07 7.8", own_results.pairing_number, own_results.explain_pairing_number, ascending=True),
    "BH": Definition("C.07 8.1", buchholz.buchholz, buchholz.explain_buchholz),
    "AOB": Definition(
        "C.07 8.2", buchholz.average_of_opponents_buchholz, buchholz.explain_aob, summarise=buchholz.summarise_aob
    ),
    "FB": Definition("C.07 8.3", buchholz.fore_buchholz, buchholz.explain_buchholz),
    "SB": Definition("C.07 9.1", sonneborn_berger.sonneborn_berger, sonneborn_berger.explain_sonneborn_berger),
    "KS": Definition("C.07 9.2", sonneborn_berger.koya, sonneborn_berger.explain_koya),
    "ARO": Definition(
        "C.07 10.1", rating.average_rating_of_opponents, rating.explain_rating, summarise=_rating_summary
    ),
    "TPR": Definition("C.07 10.2", rating.performance_rating, rating.explain_rating, summarise=_rating_summary),
    "PTP": Definition("C.07 10.3", rating.perfect_performance, rating.explain_rating, summarise=_rating_summary),
    "APRO": Definition(
        "C.07 10.4", rating.average_performance_of_opponents, rating.explain_rating, summarise=_rating_summary
    ),
    "APPO": Definition(
        "C.07 10.5", rating.average_perfect_performance_of_opponents, rating.explain_rating, summarise=_rating_summary
    ),
    "RTNG": Definition("C.07 10.6", rating.rating_value, rating.explain_rating, summarise=_rating_summary),
}


def lower_is_better(tb: TieBreak) -> bool:
    """Sort direction of a FIDE individual tie-break (C.07 7.8: TPN lower first; /R reverses it)."""
    definition = DEFINITIONS.get(tb.name)
    return definition.lower_is_better(tb) if definition is not None else tb.reverse
