"""C.07 Art. 14 modifiers (Cut-n, Median-n) with the Art. 16.5 rule for voluntary unplayed rounds."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cached_property
from itertools import compress, repeat
from operator import add, countOf, eq, getitem, gt, indexOf, itemgetter, mul, sub

from ..language import Message
from .unplayed import Context, Element, ElementTable, element_table

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


class Parts:
    """Art. 14 for everyone: the parts of each participant's sum that a modifier takes away, each made once per
    element table (one view, with or without /P) and shared by BH, BH/C1, BH/M1, FB, SB, SB/C1 ...: the sums, the
    least and most significant values (14.1, 14.3) and, for the participants with a VUR, the lowest VUR
    contribution (16.5.1). Contributions are the scores (BH, 8.1) or, product True, score × points received
    (SB, 9.1). Lists in the order of the table's participants; read only."""

    def __init__(self, table: ElementTable) -> None:
        self.table = table
        self.players = list(table.scores)
        self.scores: list[Sequence[int]] = list(table.scores.values())
        self.points: list[Sequence[int]] = list(map(table.points.__getitem__, self.players))
        self.vur_lows: dict[bool, dict[int, int]] = {}  # lowest_vur_contributions, by product

    def contributions(self, product: bool) -> list[Sequence[int]]:
        """Each participant's contributions, element by element (the products made on first use)."""
        return self.products if product else self.scores

    @cached_property
    def products(self) -> list[Sequence[int]]:
        """9.1: each element's opponent score × the points received (units²)."""
        return list(map(list, map(map, repeat(mul), self.scores, self.points)))

    def sums(self, product: bool) -> list[int]:
        """Each participant's whole sum of contributions (no modifier)."""
        return self.product_sums if product else self.score_sums

    @cached_property
    def score_sums(self) -> list[int]:
        """8.1: the sum of the scores."""
        return list(map(sum, self.scores))

    @cached_property
    def product_sums(self) -> list[int]:
        """9.1: the sum of the products, without making them."""
        return list(map(sum, map(map, repeat(mul), self.scores, self.points)))

    @cached_property
    def lowest_scores(self) -> list[int]:
        """14.1: the lowest opponent score of each participant (every one has an element)."""
        return list(map(min, self.scores))

    @cached_property
    def highest_scores(self) -> list[int]:
        """14.3: the highest opponent score of each participant."""
        return list(map(max, self.scores))

    def least_significant(self, product: bool) -> list[int]:
        """14.1: each participant's LSV contribution (the element of the lowest opponent score; among equals the
        lowest contribution)."""
        return self.lowest_products if product else self.lowest_scores

    def most_significant(self, product: bool) -> list[int]:
        """14.3: each participant's MSV contribution (the highest opponent score; among equals the highest)."""
        return self.highest_products if product else self.highest_scores

    @cached_property
    def lowest_products(self) -> list[int]:
        """14.1 on the products of 9.1."""
        return self.significant_products(self.lowest_scores, min)

    @cached_property
    def highest_products(self) -> list[int]:
        """14.3 on the products of 9.1."""
        return self.significant_products(self.highest_scores, max)

    def significant_products(self, extremes: list[int], which: Callable[[Iterable[int]], int]) -> list[int]:
        """The product of the element whose score is each participant's extreme score; where that score occurs
        more than once, `which` (min for the LSV, max for the MSV) of the products of those elements."""
        scores, points = self.scores, self.points
        values = list(map(mul, extremes, map(getitem, points, map(indexOf, scores, extremes))))  # the first one's
        for i in compress(range(len(scores)), map(gt, map(countOf, scores, extremes), repeat(1))):  # equal scores
            score = extremes[i]
            values[i] = which(map(mul, compress(points[i], map(eq, scores[i], repeat(score))), repeat(score)))
        return values

    def lowest_vur_contributions(self, product: bool) -> dict[int, int]:
        """16.5.1: the lowest VUR contribution of each participant with a VUR (table.vurs)."""
        known = self.vur_lows.get(product)
        if known is None:
            vurs = self.table.vurs
            at = list(map(self.position, vurs))
            own: Iterable[Iterable[int]] = map(self.scores.__getitem__, at)
            if product:  # the products of these participants only
                own = map(map, repeat(mul), own, map(self.points.__getitem__, at))
            known = self.vur_lows[product] = dict(zip(vurs, map(min, map(compress, own, vurs.values())), strict=True))
        return known

    @cached_property
    def position(self) -> Callable[[int], int]:
        """A participant's position in the lists."""
        return dict(zip(self.players, range(len(self.players)), strict=True)).__getitem__


def parts_of(ctx: Context, forfeits_played: bool = False) -> Parts:
    """The Parts of a context's element table (unplayed.element_table), made once per context and /P."""
    key = ("parts", forfeits_played)
    known = ctx._cache.get(key)
    if known is None:
        known = ctx._cache[key] = Parts(element_table(ctx, forfeits_played))
    assert isinstance(known, Parts)
    return known


def cut_sums(parts: Parts, product: bool, cut: int, median: int) -> dict[int, int]:
    """Art. 14 with 16.5 for everyone: each participant's sum of contributions after Cut-n or Median-n, or the
    whole sum without a modifier. The contributions are the products (SB, 9.1) or the scores themselves (BH, 8.1).
    Cut-1 and Median-1 take each participant's LSV and MSV from the shared Parts, then for the participants with a
    VUR the lowest VUR contribution (16.5.1; Median-1 of products: one by one); any other modifier goes
    participant by participant (cut_units)."""
    vurs, players, scores = parts.table.vurs, parts.players, parts.scores
    sums = parts.sums(product)
    if not cut and not median:
        return dict(zip(players, sums, strict=True))
    if (cut, median) not in ((1, 0), (0, 1)) or min(map(len, scores), default=0) < 2:  # or cutting it all
        elements = zip(players, scores, parts.contributions(product), strict=True)
        return {p: cut_units(s, c, vurs.get(p), cut, median) for p, s, c in elements}
    lows = parts.least_significant(product)  # 14.1: the LSV
    units = list(map(sub, sums, lows))
    if median:
        units = list(map(sub, units, parts.most_significant(product)))  # 14.3
    result = dict(zip(players, units, strict=True))
    if not vurs:
        return result
    # 16.5: the participants with a VUR, again at C speed
    at = list(map(parts.position, vurs))
    vur_lows = list(parts.lowest_vur_contributions(product).values())  # the lowest VUR contribution of each
    if cut:  # 16.5.1: the lowest VUR contribution goes instead of the LSV when it is not lower
        cuts = map(max, map(lows.__getitem__, at), vur_lows)
        result.update(zip(vurs, map(sub, map(sums.__getitem__, at), cuts), strict=True))
    elif not product:  # Median-1 on scores: the lowest VUR (never below the LSV), then the highest of the rest
        highest = list(map(parts.highest_scores.__getitem__, at))
        for j in compress(range(len(at)), map(eq, vur_lows, highest)):  # the VUR cut was the highest: the next one
            highest[j] = sorted(scores[at[j]])[-2]
        result.update(zip(vurs, map(sub, map(sums.__getitem__, at), map(add, vur_lows, highest)), strict=True))
    else:  # Median-1 on products: participant by participant
        products = parts.products
        for p, i in zip(vurs, at, strict=True):
            result[p] = cut_units(scores[i], products[i], vurs[p], cut, median)
    return result


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
