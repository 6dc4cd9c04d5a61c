"""Dates as real TRF files write them (records 042, 052 and 132), and the start date that selects the edition.

TRF-2026 writes ``YYYY/MM/DD`` in 042 and ``YY/MM/DD`` in 132; older files and other programs write
``2024-10-13``, ``13.10.2024``, ``28. 07. 2005``, ``13/10/2024``, ``Oct 13, 2024``, ``13 Oct 2024`` …
Readings (the guide's decisions page, E1):

* a four-digit year first is always year-month-day;
* dots with the year last are day.month.year (no program writes month.day.year with dots);
* slashes or hyphens with the year last are day/month/year or month/day/year: a part above 12 decides,
  else the other dates of the file decide, else day/month/year with a notice;
* two-digit years: ``YY/MM/DD`` (the form of record 132) when only the year can come first or when
  nothing else tells; ``DD.MM.YY`` with dots; 70-99 are 1970-1999, 00-69 are 2000-2069.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from typing import NamedTuple

from ..language import Message

Note = tuple[int, int, str]  # (line, column, text): the reader makes each an errors.Notice

MONTHS = {
    name: number
    for number, names in enumerate(
        (
            "jan january januar janvier enero gennaio januari",
            "feb february februar fevrier février febrero febbraio februari",
            "mar march märz maerz mars marzo maart",
            "apr april avril abril aprile",
            "may mai mayo maggio mei",
            "jun june juni juin junio giugno",
            "jul july juli juillet julio luglio",
            "aug august aout août agosto augustus",
            "sep sept september septembre septiembre settembre",
            "oct october oktober octobre octubre ottobre okt",
            "nov november novembre noviembre",
            "dec december dezember décembre decembre diciembre dicembre des desember",
        ),
        start=1,
    )
    for name in names.split()
}
"""Month names and their usual abbreviations (en, de, nl, nb, fr, es, it), lower case."""

_NUMERIC = re.compile(r"(\d{1,4})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{1,4})\.?")
_NAMED_FIRST = re.compile(r"([^\W\d_]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})")  # Oct 13, 2024
_NAMED_MIDDLE = re.compile(r"(\d{1,2})(?:st|nd|rd|th)?[.\s-]*([^\W\d_]+)[.,\s-]*(\d{4})")  # 13 Oct 2024, 13-okt-2024


class Reading(NamedTuple):
    """A date text read: the date (None when unreadable) and, when a guess was needed, what was assumed."""

    date: date | None
    guess: str = ""


def century(year: int) -> int:
    """A two-digit year: 70-99 are 1970-1999, 00-69 are 2000-2069."""
    return year + (1900 if year >= 70 else 2000) if year < 100 else year


def make(year: int, month: int, day: int) -> date | None:
    """A calendar date, or None when there is no such day."""
    try:
        return date(century(year), month, day)
    except ValueError:
        return None


def starts_before(start: date, first_round: date) -> bool:
    """A start date fits the first round date: on it or at most 31 days before."""
    return 0 <= (first_round - start).days <= 31


def order_of(texts: Sequence[str]) -> str | None:
    """The order of day and month that the file's other dates show: "DMY", "MDY", or None when they do not tell.

    Only slash and hyphen dates with the year last count (dots are always day first)."""
    votes = set()
    for text in texts:
        m = _NUMERIC.fullmatch(text.strip())
        if m and m[2] != "." and len(m[4]) == 4:
            first, second = int(m[1]), int(m[3])
            if first > 12 >= second:
                votes.add("DMY")
            elif second > 12 >= first:
                votes.add("MDY")
    return votes.pop() if len(votes) == 1 else None


def read_date(text: str, order: str | None = None, near: date | None = None) -> Reading:
    """One date in any form of real files. order: "DMY"/"MDY" from the file's other dates; near: a date the
    reading should be close to (the first round date), used when day and month could be swapped."""
    s = re.sub(r"(?<=\d)(?:T| )\d{1,2}:\d{2}(?::\d{2})?\S*$", "", " ".join(text.split()))  # a time of day
    if not s:
        return Reading(None)
    m = _NUMERIC.fullmatch(s)
    if m:
        return _numeric(m, order, near)
    m = _NAMED_FIRST.fullmatch(s)
    if m and m[1].lower() in MONTHS:
        return Reading(make(int(m[3]), MONTHS[m[1].lower()], int(m[2])))
    m = _NAMED_MIDDLE.fullmatch(s)
    if m and m[2].lower() in MONTHS:
        return Reading(make(int(m[3]), MONTHS[m[2].lower()], int(m[1])))
    return Reading(None)


def _numeric(m: re.Match[str], order: str | None, near: date | None) -> Reading:
    a, sep, b, c = m[1], m[2], m[3], m[4]
    x, y, z = int(a), int(b), int(c)
    if len(a) == 4 or len(c) == 1 or (len(a) == 2 and len(c) == 2 and sep != "." and x > 31):
        return Reading(make(x, y, z))  # year first: YYYY/MM/DD, or a two-digit year that cannot be a day
    if len(c) == 2 and len(a) <= 2 and sep != ".":  # YY/MM/DD (record 132's form) or DD/MM/YY
        first = make(x, y, z)
        other = make(z, y, x)
        if first is None or other is None or first == other:
            return Reading(first or other)
        if near is not None and not starts_before(first, near) and starts_before(other, near):
            return Reading(other)
        confirmed = near is not None and starts_before(first, near)
        return Reading(
            first,
            "" if confirmed else Message("notice.guess_year_first", sep=sep, other=other.isoformat()),
        )
    if len(c) not in (2, 4):
        return Reading(None)
    if sep == ".":
        return Reading(make(z, y, x))  # DD.MM.YYYY, DD. MM. YYYY, DD.MM.YY
    day_first, month_first = make(z, y, x), make(z, x, y)
    if day_first is None or month_first is None or day_first == month_first:
        return Reading(day_first or month_first)
    if order is not None:
        return Reading(day_first if order == "DMY" else month_first)
    if near is not None:
        close = [d for d in (day_first, month_first) if starts_before(d, near)]
        if len(close) == 1:
            return Reading(close[0])
    return Reading(day_first, Message("notice.guess_day_first", sep=sep, other=month_first.isoformat()))


def read_round_date(text: str) -> date | None:
    """A date of record 132: YY/MM/DD by the TRF text; another form when that is not a date."""
    m = re.fullmatch(r"(\d{2})/(\d{2})/(\d{2})", text)
    reading = make(int(m[1]), int(m[2]), int(m[3])) if m else None
    return reading or read_date(text).date


def start_date(
    start: tuple[str, int] | None, end: tuple[str, int] | None, rounds: tuple[str, int] | None
) -> tuple[date | None, list[Note]]:
    """The tournament's start date from record 042 (with 052 and 132 as evidence), else the first round date of
    132; and the notices for what had to be assumed. Each record is (its text after column 4, its line)."""
    notices: list[Note] = []
    round_texts = rounds[0].split() if rounds else []
    first_round = read_round_date(round_texts[0]) if round_texts else None
    if start is not None and start[0].strip():
        text, line = start[0], start[1]
        column = 5 + len(text) - len(text.lstrip())
        order = order_of([text, *(end[0:1] if end else []), *round_texts])
        reading = read_date(text, order, first_round)
        if reading.date is None:
            notices.append(
                (
                    line,
                    column,
                    Message("notice.date_unread", text=repr(text.strip())),
                )
            )
        else:
            if reading.guess:
                notices.append(
                    (
                        line,
                        column,
                        Message(
                            "notice.date_guess",
                            text=repr(text.strip()),
                            date=reading.date.isoformat(),
                            guess=reading.guess,
                        ),
                    )
                )
            return reading.date, notices
    if first_round is not None and rounds is not None:
        column = 5 + len(rounds[0]) - len(rounds[0].lstrip())
        notices.append(
            (
                rounds[1],
                column,
                Message("notice.date_round_one", date=first_round.isoformat()),
            )
        )
    return first_round, notices
