"""C.07 Art. 14 modifiers (Cut-n, Median-n) with the Art. 16.5 rule for voluntary unplayed rounds."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from itertools import compress
from operator import add, itemgetter, sub
from typing import Any

from ..language import Message
from .unplayed import Element, ElementTable

CONTRIBUTION = itemgetter(1)  # of a (score, contribution) pair

CUT_VUR, CUT_LSV, CUT_MSV = Message("cut.vur"), Message("cut.lsv"), Message("cut.msv")
"""Why a row is cut (16.5.1, 14.1, 14.3): made once, as the explanations' notes."""


def contribution(e: Element, product: bool) -> int:
    """An element's contribution: the opponent's score (BH, FB), or score × points received (SB, 9.1)."""
    return e.opp_score * e.points if product else e.opp_score


def least_significant(elements: list[Element], product: bool) -> Element:
    """C.07 14.1: the LSV — the lowest opponent score; among equals, the lowest contribution."""
    return min(elements, key=lambda e: (e.opp_score, contribution(e, product)))


def most_significant(elements: list[Element], product: bool) -> Element:
    """C.07 14.3: the MSV — the highest opponent score; among equals, the highest contribution."""
    return max(elements, key=lambda e: (e.opp_score, contribution(e, product)))


def cut_lowest(elements: list[Element], product: bool) -> tuple[Element, str]:
    """C.07 14.1 with 16.5.1: cut the lowest VUR contribution instead of the LSV when it is not lower."""
    lsv = least_significant(elements, product)
    vurs = [e for e in elements if e.vur]
    if vurs:
        vur = min(vurs, key=lambda e: (contribution(e, product), e.opp_score))
        if contribution(vur, product) >= contribution(lsv, product):
            return vur, CUT_VUR
    return lsv, CUT_LSV


def apply_cuts(
    elements: list[Element], cut: int, median: int, product: bool = False
) -> tuple[list[Element], dict[int, str]]:
    """Cut-n (14.1–14.2) or Median-n (14.3–14.4): n low cuts (16.5.2 re-applies), then n high cuts.

    Returns the elements kept and, per round cut, the reason. Cutting more than there is leaves nothing.
    """
    kept = list(elements)
    removed: dict[int, str] = {}
    for _ in range(cut + median):
        if not kept:
            break
        element, why = cut_lowest(kept, product)
        kept.remove(element)
        removed[element.round] = why
    for _ in range(median):
        if not kept:
            break
        element = most_significant(kept, product)
        kept.remove(element)
        removed[element.round] = CUT_MSV
    return kept, removed


def cut_plain(values: list[int], cut: int, median: int) -> list[int]:
    """Art. 14 on plain values without Art. 16 (ratings of ARO): drop the lowest, then for Mn the highest."""
    ordered = sorted(values)
    low = cut + median
    return ordered[low : len(ordered) - median] if median else ordered[low:]


def cut_sum(elements: list[Element], cut: int, median: int, product: bool = False) -> int:
    """The sum of the contributions left after apply_cuts."""
    return cut_units(
        [e.opp_score for e in elements],
        [contribution(e, product) for e in elements],
        [e.vur for e in elements],
        cut,
        median,
    )


def cut_sums(
    table: ElementTable, products: Mapping[int, Sequence[int]] | None, cut: int, median: int
) -> dict[int, int]:
    """Art. 14 with 16.5 for everyone: each participant's sum of contributions after Cut-n or Median-n, or the
    whole sum without a modifier. The contributions are the products (SB, 9.1; one per element of the table) or,
    products None, the scores themselves (BH, 8.1). Cut-1 and Median-1 take each participant's LSV and MSV at C
    speed, then for the participants with a VUR the lowest VUR contribution (16.5.1; Median-1 of products: one
    by one); any other modifier goes participant by participant (cut_units)."""
    vurs = table.vurs
    players, scores = list(table.scores), list(table.scores.values())
    contributions = scores if products is None else list(map(products.__getitem__, players))
    sums = list(map(sum, contributions))
    if not cut and not median:
        return dict(zip(players, sums, strict=True))
    if (cut, median) not in ((1, 0), (0, 1)) or min(map(len, scores), default=0) < 2:  # or cutting it all
        elements = zip(players, scores, contributions, strict=True)
        return {p: cut_units(s, c, vurs.get(p), cut, median) for p, s, c in elements}
    lows = list(significant_values(scores, contributions, products is None, min))  # 14.1: the LSV
    units = list(map(sub, sums, lows))
    if median:
        units = list(map(sub, units, significant_values(scores, contributions, products is None, max)))  # 14.3
    result = dict(zip(players, units, strict=True))
    if not vurs:
        return result
    # 16.5: the participants with a VUR, again at C speed
    of = dict(zip(players, range(len(players)), strict=True)).__getitem__
    at = list(map(of, vurs))
    own = list(map(contributions.__getitem__, at))
    vur_lows = list(map(min, map(compress, own, vurs.values())))  # the lowest VUR contribution of each
    if cut:  # 16.5.1: the lowest VUR contribution goes instead of the LSV when it is not lower
        cuts = map(max, map(lows.__getitem__, at), vur_lows)
        result.update(zip(vurs, map(sub, map(sums.__getitem__, at), cuts), strict=True))
    elif products is None:  # Median-1 on scores: the lowest VUR (never below the LSV), then the highest of the rest
        ordered = list(map(sorted, own))
        highest, second = map(itemgetter(-1), ordered), map(itemgetter(-2), ordered)
        high = [two if low == one else one for low, one, two in zip(vur_lows, highest, second, strict=True)]
        result.update(zip(vurs, map(sub, map(sums.__getitem__, at), map(add, vur_lows, high)), strict=True))
    else:  # Median-1 on products: participant by participant
        for p, i in zip(vurs, at, strict=True):
            result[p] = cut_units(scores[i], contributions[i], vurs[p], cut, median)
    return result


def significant_values(
    scores: list[Sequence[int]], contributions: list[Sequence[int]], plain: bool, which: Callable[[Iterable[Any]], Any]
) -> Iterator[int]:
    """Each participant's LSV (14.1, which = min) or MSV (14.3, max): the contribution of the element with the
    lowest (highest) opponent score, among equals the lowest (highest) contribution; plain: the contributions are
    the scores (BH)."""
    if plain:
        return map(which, scores)
    return map(CONTRIBUTION, map(which, map(zip, scores, contributions)))


def cut_units(
    scores: Sequence[int], contributions: Sequence[int], vurs: list[bool] | None, cut: int, median: int
) -> int:
    """apply_cuts on plain numbers (14.1–14.4 with 16.5): the sum of the contributions kept. vurs None: no VUR.

    The elements sorted by (score, contribution) put the LSV first and the MSV last (14.1, 14.3); which of two
    equal elements goes does not change the sum. Each low cut takes the lowest VUR contribution instead when it
    is not below the LSV's (16.5.1, again for each cut: 16.5.2); Mn then cuts the MSVs of those kept."""
    kept = sorted(zip(scores, contributions, vurs or [False] * len(scores), strict=True))  # 14.1: the LSV first
    voluntary = sorted(compress(zip(contributions, scores, strict=True), vurs)) if vurs else []  # the lowest first
    for _ in range(cut + median):
        if not kept:
            break
        score, contribution, vur = kept[0]
        if voluntary and voluntary[0][0] >= contribution:  # 16.5.1: the VUR instead of the LSV
            vur_contribution, vur_score = voluntary.pop(0)
            kept.remove((vur_score, vur_contribution, True))
        else:
            del kept[0]
            if vur:
                voluntary.remove((contribution, score))
    del kept[max(0, len(kept) - median) :]  # 14.3: the most significant values
    return sum(map(CONTRIBUTION, kept))
