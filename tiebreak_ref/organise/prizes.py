"""Prize distribution: money shared among players tied on points, indivisible prizes by tie-break.

The usual rule (FIDE C.07 Art. 2.1 leaves it to the tournament regulations; US Chess rule 32/34 and most
open tournaments do this): cash prizes of the places a group of players tied on points occupies are pooled
and split equally ("pooling"); prizes that cannot be split (trophies, titles, qualification places) go by
the tie-break order. The Hort system is offered as an option: half of each place's prize goes by the
tie-break order, the other half is pooled with the group's.

The shares are exact (Fractions); only the announcement rounds them, half up to the currency's minor unit
(``announce``), and says how much the rounding leaves over or pays out beyond the prize money.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..language import Join, Message
from ..numbers import decimal_text, round_half_up
from ..ranking.standings import StandingRow, Standings

METHODS = ("pool", "hort")


@dataclass(frozen=True)
class Prize:
    """The prize of one place: money (may be 0) and an indivisible prize (may be empty)."""

    place: int
    money: Fraction
    award: str = ""


@dataclass(frozen=True)
class Award:
    """What one player receives."""

    tpn: int
    name: str
    rank: int
    points: Fraction
    places: tuple[int, ...]  # the places whose money this player's group shares
    money: Fraction
    award: str = ""
    note: str = ""
    by_place: Fraction = Fraction(0)  # Hort: the part of `money` that goes by tie-break order; pool: 0


@dataclass(frozen=True)
class Payment:
    """An award as announced: its money rounded half up to the minor unit; Hort: the pooled half rounded half up,
    the by-place half the rest, so that the two add up to the amount."""

    award: Award
    amount: Fraction
    pooled: Fraction
    by_place: Fraction


@dataclass(frozen=True)
class Rounding:
    """What rounding did to the money of one group of places: paid out, against the exact prize money."""

    places: tuple[int, ...]
    prize_money: Fraction
    paid: tuple[Fraction, ...]  # the rounded amounts of the group's players, in order

    @property
    def remainder(self) -> Fraction:
        """Prize money not paid out (negative: rounding pays out more than the prize money)."""
        return self.prize_money - sum(self.paid, Fraction(0))


def parse_prizes(text: str) -> list[Prize]:
    """A prize list such as "1000,600,400" or "1000+Trophy, 500, Qualification": one item per place."""
    items = [item.strip() for item in text.split(",")]
    if not text.strip() or any(not item for item in items):
        raise ValueError(
            f"found prize list {text!r}; expected one prize per place, separated by commas, "
            'e.g. "1000,600,400" or "1000+Trophy,500"'
        )
    prizes = []
    for place, item in enumerate(items, start=1):
        money = Fraction(0)
        award = []
        for part in item.split("+"):
            part = part.strip()
            if re.fullmatch(r"-?\d+(?:\.\d+)?", part):
                money += Fraction(part)
                if Fraction(part) < 0:
                    raise ValueError(f"found {part} as the prize of place {place}; expected no negative money")
            elif part and not re.match(r"[-+\d.]", part):  # a name; anything starting like a number must be one
                award.append(part)
            else:
                raise ValueError(
                    f"found {part!r} in the prize of place {place}; expected an amount such as "
                    "500 or 499.50, or the name of a prize such as Trophy"
                )
        prizes.append(Prize(place, money, " + ".join(award)))
    return prizes


def pooled_money(prizes: Sequence[Prize], places: range) -> Fraction:
    """The money of the places a tied group occupies (places beyond the prize list pay nothing)."""
    return sum((p.money for p in prizes if p.place in places), Fraction(0))


def hort_placed_half(prizes: Sequence[Prize], group: Sequence[StandingRow], rank: int, position: int) -> Fraction:
    """Hort: the half of the places' money that goes by tie-break order. Players the tie-breaks leave tied (one
    shared rank) share the halves of the places they occupy equally, as the pool method shares the whole."""
    tied = [offset for offset, row in enumerate(group) if row.rank == rank]
    half = pooled_money(prizes, range(position + tied[0], position + tied[-1] + 1)) / 2
    return half / len(tied)


def distribute(result: Standings, prizes: Sequence[Prize], method: str = "pool") -> list[Award]:
    """Pooling: players equal on points share the money of the places they occupy equally; indivisible prizes go
    to the player ranked at that place by the tie-breaks (a tie still unbroken is reported, not decided).
    Hort: half of each place's money goes to the player at that place by tie-break, half is pooled."""
    if method not in METHODS:
        raise ValueError(f"found method {method!r}; expected one of {', '.join(METHODS)}")
    rows = result.rows
    if len(rows) < 2:
        raise ValueError(f"found {len(rows)} player(s); expected a field of at least 2 for a prize list")
    if len(prizes) > len(rows):
        raise ValueError(f"found {len(prizes)} prizes for {len(rows)} players; expected at most one prize per player")
    if any(p.money < 0 for p in prizes):
        raise ValueError("found a negative prize; expected amounts of 0 or more")
    by_place = {p.place: p for p in prizes}
    awards = []
    position = 1
    index = 0
    while index < len(rows):
        group = [row for row in rows[index:] if row.points == rows[index].points]
        places = range(position, position + len(group))
        pool = pooled_money(prizes, places)
        for offset, row in enumerate(group):
            place = position + offset
            prize = by_place.get(place)
            placed = hort_placed_half(prizes, group, row.rank, position) if method == "hort" else Fraction(0)
            share = pool / 2 / len(group) + placed if method == "hort" else pool / len(group)
            award = prize.award if prize and prize.award else ""
            note = ""
            shared_rank = [r.tpn for r in group if r.rank == row.rank]
            if award and len(shared_rank) > 1:
                note = Message("note.undecided", award=award, players=Join([str(tpn) for tpn in shared_rank]))
            awards.append(
                Award(
                    row.tpn,
                    row.name,
                    row.rank,
                    Fraction(row.points),
                    tuple(places) if pool else (),
                    share,
                    award,
                    note,
                    placed,
                )
            )
        position += len(group)
        index += len(group)
    return awards


def check_minor_unit(prizes: Sequence[Prize], decimals: int) -> None:
    """Every prize must be a whole number of the currency's minor unit (decimals=2: cents)."""
    for p in prizes:
        if round_half_up(p.money, decimals) != p.money:
            raise ValueError(
                f"found {decimal_text(p.money)} as the prize of place {p.place}; "
                f"expected an amount with at most {decimals} decimals (the currency's minor unit)"
            )


def announce(awards: Sequence[Award], decimals: int = 2) -> tuple[list[Payment], list[Rounding]]:
    """The awards that win something, their money rounded half up to `decimals` places, and for each group of
    places whose rounded shares do not add up to its prize money, the rounding."""
    payments = []
    for a in awards:
        if a.money == 0 and not a.award:
            continue
        amount = round_half_up(a.money, decimals)
        pooled = round_half_up(a.money - a.by_place, decimals) if a.by_place else amount
        payments.append(Payment(a, amount, pooled, amount - pooled))
    roundings = []
    for places in dict.fromkeys(p.award.places for p in payments if p.award.places):
        group = [p for p in payments if p.award.places == places]
        rounding = Rounding(places, sum((p.award.money for p in group), Fraction(0)), tuple(p.amount for p in group))
        if rounding.remainder:
            roundings.append(rounding)
    return payments, roundings
