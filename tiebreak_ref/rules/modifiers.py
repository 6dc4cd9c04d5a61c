"""C.07 Art. 14 modifiers (Cut-n, Median-n) with the Art. 16.5 rule for voluntary unplayed rounds."""

from __future__ import annotations

from itertools import compress
from operator import itemgetter

from ..language import Message
from .unplayed import Element

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


def cut_units(scores: list[int], contributions: list[int], vurs: list[bool] | None, cut: int, median: int) -> int:
    """apply_cuts on plain numbers (14.1–14.4 with 16.5): the sum of the contributions kept. vurs None: no VUR.

    The elements sorted by (score, contribution) put the LSV first and the MSV last; which of two equal elements
    goes does not change the sum (a VUR is never equal to the LSV it replaces). BH passes its scores as their own
    contributions (the same list)."""
    if cut == 1 and not median and scores:  # Cut-1: the LSV goes (14.1), or a VUR when it is not lower (16.5.1)
        lowest = min(scores) if contributions is scores else min(zip(scores, contributions, strict=True))[1]
        if vurs and True in vurs:
            lowest = max(lowest, min(compress(contributions, vurs)))
        return sum(contributions) - lowest
    if not vurs or True not in vurs:  # no 16.5: the lowest, then for Mn the highest, as they lie
        if contributions is scores:
            return sum(cut_plain(scores, cut, median))
        ordered = sorted(zip(scores, contributions, strict=True))
        return sum(map(CONTRIBUTION, ordered[cut + median : len(ordered) - median]))
    if contributions is scores:
        return cut_scores_with_vurs(scores, vurs, cut, median)
    return cut_products_with_vurs(scores, contributions, vurs, cut, median)


def cut_scores_with_vurs(scores: list[int], vurs: list[bool], cut: int, median: int) -> int:
    """14.1–14.4 with 16.5 where the contribution is the score (BH): a VUR is never below the LSV, so 16.5.1 and
    16.5.2 cut the VURs first, the lowest first, then the LSVs; Mn then cuts the highest of those kept."""
    kept = sorted(scores)
    low = cut + median
    voluntary = sorted(compress(scores, vurs))[:low]
    for score in voluntary:
        kept.remove(score)
    del kept[: low - len(voluntary)]  # 14.1: the LSVs, once the VURs are gone
    return sum(kept[: max(0, len(kept) - median)])


def cut_products_with_vurs(scores: list[int], contributions: list[int], vurs: list[bool], cut: int, median: int) -> int:
    """14.1–14.4 with 16.5 where the contribution is a product (SB): each low cut takes the lowest VUR contribution
    when it is not below the LSV's (16.5.1, again for each cut: 16.5.2), else the LSV; Mn then the MSVs."""
    kept = sorted(zip(scores, contributions, vurs, strict=True))  # 14.1: the LSV first
    voluntary = sorted(compress(zip(contributions, scores, strict=True), vurs))  # 16.5.1: the lowest VUR first
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
    return sum([c for _, c, _ in kept])
