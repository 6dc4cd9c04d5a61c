"""The rule sets and the dates from which each applies (the guide's decisions page, "Rule set by start date" and E2).

* ``fide-2026``: C.07 approved by the FIDE Council on 2 February 2026, applied from 1 March 2026.
* ``fide-2024``: C.07 approved on 1 August 2023, "applied from 1st September 2023 for all FIDE competitions under
  the aegis of EVE and GSC; from 1st April 2024 for all FIDE-rated competitions" (same definitions in the texts of
  April and August 2024).
* ``fide-2017``: the text before the rewrite, C.02 Article 13 ("Approved by the 2016 FIDE General Assembly and 2017
  Executive Council, taking effect from 1 July 2017"), with the virtual opponent of the 2009 Kallithea Congress.
  By date for events that started before 1 April 2024, individual and team events alike (decision E4).
* ``uscf``: US Chess rule 34, only when asked for.
"""

from __future__ import annotations

from datetime import date

from ..errors import ArgumentError, Notice
from ..language import Message
from ..model import Tournament

RULES = ("fide-2026", "fide-2024", "fide-2017", "uscf")
FROM_2026 = date(2026, 3, 1)
"""C.07 2026: applied from 1 March 2026."""
FROM_2024 = date(2024, 4, 1)
"""C.07 2023: applied to all FIDE-rated competitions from 1 April 2024."""
FROM_2023_FIDE_EVENTS = date(2023, 7, 1)
"""The rewrite approved on 4 August 2022 applied to FIDE (EVE, GSC) competitions from 1 July 2023."""
FROM_2017 = date(2017, 7, 1)
"""C.02 Art. 13, the text of fide-2017, took effect on 1 July 2017."""


def by_date(start: date) -> str:
    """The FIDE rule set in force on a start date."""
    if start >= FROM_2026:
        return "fide-2026"
    return "fide-2024" if start >= FROM_2024 else "fide-2017"


def edition(t: Tournament, rules: str | None) -> tuple[str, list[Notice]]:
    """The rule set: as asked, else from the start date; with a notice for every assumption it made."""
    if rules is not None:
        if rules not in RULES:
            raise ArgumentError(f"found rules {rules!r}; expected one of {', '.join(RULES)}")
        return rules, []
    line = t.record_line("042") or t.record_line("132") or 1

    def say(text: str) -> Notice:
        return Notice(t.source, line, 1, text)

    start = t.start_date
    if start is None:
        return "fide-2026", [say(Message("notice.no_start_date"))]
    chosen = by_date(start)
    notices: list[Notice] = []
    if chosen == "fide-2017" and start >= FROM_2023_FIDE_EVENTS:
        notices.append(say(Message("notice.before_2024", date=start.isoformat())))
    elif chosen == "fide-2017" and start < FROM_2017:
        notices.append(say(Message("notice.before_2017", date=start.isoformat())))
    return chosen, notices
