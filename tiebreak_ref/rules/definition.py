"""What the registry knows of every tie-break (C.07 Art. 4.3 types, Art. 7.8 direction): its article, whether it
is applied inside a tied group (Type A), its direction, how to compute it and how to explain one value."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..model import Value
from .codes import TieBreak

Values = dict[int, Value]


@dataclass(frozen=True)
class Definition:
    """A tie-break of the registry (``rules.registry``): FIDE individual, FIDE team or US Chess alike.

    Attributes:
        article: the article that defines it, e.g. ``"C.07 8.1"``.
        compute: every participant's value (``compute(context, tiebreak)``); None for a Type A tie-break.
        explain: the explanation rows of one participant's value (``explain(context, tiebreak, tpn)``).
        order: Type A (C.07 4.3): the order of one tied group (``order(context, group, tiebreak)``, the group split
            into places); None for a tie-break that has a value of its own.
        explain_in_group: Type A: the rows of one participant inside the group
            (``explain_in_group(context, tiebreak, tpn, group)``).
        ascending: lower is better (TPN, C.07 7.8; BC, 12.1); ``/R`` reverses the direction.
        summarise: the sentences under an explanation (``summarise(context, tiebreak, tpn, value, group)``): the
            arithmetic of an average and its rounding, or why the value is 0 or undefined; None: the sum of the
            rows (``rules.fide.base.sum_summary``). `group` is the tied group of a Type A tie-break, else None.

    The context is the individual ``rules.unplayed.Context`` or, for a team tie-break, ``rules.fide.team.TeamContext``.
    """

    article: str
    compute: Callable[[Any, TieBreak], Values] | None = None
    explain: Callable[[Any, TieBreak, int], list[Any]] | None = None
    order: Callable[[Any, list[int], TieBreak], list[list[int]]] | None = None
    explain_in_group: Callable[[Any, TieBreak, int, list[int]], list[Any]] | None = None
    ascending: bool = False
    summarise: Callable[[Any, TieBreak, int, Value, list[int] | None], list[str]] | None = None

    @property
    def type_a(self) -> bool:
        """Applied inside each tied group (C.07 4.3 Type A: DE, RBT, EDE ...)."""
        return self.order is not None

    def lower_is_better(self, tb: TieBreak) -> bool:
        """The sort direction of the tie-break as written (``/R`` reverses it)."""
        return self.ascending != tb.reverse
