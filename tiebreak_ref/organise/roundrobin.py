"""Round robins: the FIDE Berger tables (C.05 Annex 1), double round robins, odd fields, colour facts,
the FIDE withdrawal rule, tie-break lists for round robins, and quads.

Numbering: ``n`` is the number of players; ``size`` is the table used, n rounded up to even. In an odd
field the highest number ``size`` is the pivot that nobody plays: whoever meets it has the bye.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..language import Message, catalogue, translate
from ..model import EventType, Player, ResultKind, RoundRecord, Tournament
from ..present.tables import render_table
from ..rules.codes import BUCHHOLZ_FAMILY, parse_list
from ..trf.individual import write_trf

MIN_PLAYERS = 3
MAX_PLAYERS = 30


# ---------------------------------------------------------------------------------------------------
# Berger tables


@dataclass(frozen=True)
class Game:
    """One pairing: board number (1 = first board set up in the hall), White and Black."""

    board: int
    white: int
    black: int


@dataclass(frozen=True)
class Round:
    """One round of a schedule.

    table_round: the round of the Berger table it comes from (in a double round robin the order of play
    differs from the table's); cycle: 1 or 2.
    """

    number: int
    games: tuple[Game, ...]
    bye: int | None
    cycle: int = 1
    table_round: int = 0


@dataclass(frozen=True)
class Schedule:
    """A complete round-robin schedule for players 1..players."""

    players: int
    double: bool
    rounds: tuple[Round, ...]

    def as_json(self) -> dict[str, Any]:
        """The JSON contract of ``tiebreak-ref berger --format json``."""
        return {
            "players": self.players,
            "double": self.double,
            "rounds": [
                {
                    "round": rd.number,
                    "games": [{"board": g.board, "white": g.white, "black": g.black} for g in rd.games],
                    "bye": rd.bye,
                }
                for rd in self.rounds
            ],
        }

    def opponents(self, player: int) -> list[int | None]:
        """Round by round: the opponent of player, None for his bye."""
        out: list[int | None] = []
        for rd in self.rounds:
            out.append(
                next(
                    (g.black if g.white == player else g.white for g in rd.games if player in (g.white, g.black)), None
                )
            )
        return out


def check_players(n: int, low: int = MIN_PLAYERS, high: int = MAX_PLAYERS) -> None:
    """Reject a field size outside the tables (ValueError with the allowed range)."""
    if isinstance(n, bool) or not isinstance(n, int) or not low <= n <= high:
        raise ValueError(f"found {n!r} players; expected a whole number from {low} to {high}")


def table_size(n: int) -> int:
    """C.05 Annex 1: an odd field uses the table of the next even number (that number is the bye)."""
    return n + n % 2


def berger_round(size: int, r: int) -> list[tuple[int, int]]:
    """C.05 Annex 1: round r of the Berger table for an even size, as (White, Black) in board order."""
    if size < 2 or size % 2 or not 1 <= r <= size - 1:
        raise ValueError(f"no round {r} in the Berger table for {size} players")
    half, last = size // 2, size - 1
    shift = (r - 1) * half  # every number but the pivot moves on by size/2 (mod size-1) each round

    def wrap(x: int) -> int:
        return (x - 1) % last + 1

    partner = wrap(1 + shift)
    pivot_game = (partner, size) if r % 2 else (size, partner)  # the pivot: Black in odd rounds
    return [pivot_game] + [(wrap(j + shift), wrap(size + 1 - j + shift)) for j in range(2, half + 1)]


def berger_table(size: int) -> list[list[tuple[int, int]]]:
    """C.05 Annex 1: the whole Berger table for an even size (size - 1 rounds)."""
    return [berger_round(size, r) for r in range(1, size)]


def bye_in_round(n: int, r: int) -> int | None:
    """C.05 Annex 1: in an odd field the player paired with the highest number has the bye."""
    if n % 2 == 0:
        return None
    size = table_size(n)
    white, black = berger_round(size, r)[0]
    return black if white == size else white


def double_round_order(rounds_per_cycle: int) -> list[int]:
    """C.05 Annex 1: in a double round robin, the last two rounds of the first cycle are played in reverse order."""
    first = list(range(1, rounds_per_cycle + 1))
    if rounds_per_cycle >= 2:
        first[-2], first[-1] = first[-1], first[-2]
    return first


def berger(n: int, double: bool = False) -> Schedule:
    """C.05 Annex 1: the Berger schedule for n players (3 to 30), single or double round robin.

    The second cycle repeats the table with colours reversed; in the first cycle the last two rounds are
    swapped (the Annex's recommendation against three games running with the same colour). In an odd field
    the pivot's game is left out and the boards are numbered from 1 in table order.
    """
    check_players(n)
    size = table_size(n)
    order = [(1, r) for r in double_round_order(size - 1)] if double else [(1, r) for r in range(1, size)]
    if double:
        order += [(2, r) for r in range(1, size)]
    rounds = []
    for number, (cycle, r) in enumerate(order, start=1):
        pairs = berger_round(size, r)
        if cycle == 2:
            pairs = [(b, w) for w, b in pairs]
        games = [(w, b) for w, b in pairs if size not in (w, b) or n == size]
        rounds.append(
            Round(
                number=number,
                games=tuple(Game(i, w, b) for i, (w, b) in enumerate(games, start=1)),
                bye=bye_in_round(n, r),
                cycle=cycle,
                table_round=r,
            )
        )
    return Schedule(players=n, double=double, rounds=tuple(rounds))


# ---------------------------------------------------------------------------------------------------
# Colour facts


def colour_sequence(schedule: Schedule, player: int, lang: str = "en") -> str:
    """The player's colours round by round: W, B, or - for the bye; in `lang` the crosstable's letters (nb H, S)."""
    words = catalogue(lang)
    white, black = words["page.colour_w"].upper(), words["page.colour_b"].upper()
    out = []
    for rd in schedule.rounds:
        game = next((g for g in rd.games if player in (g.white, g.black)), None)
        out.append("-" if game is None else white if game.white == player else black)
    return "".join(out)


def colour_balance(schedule: Schedule) -> dict[int, tuple[int, int]]:
    """Whites and Blacks of every player."""
    sequences = {p: colour_sequence(schedule, p) for p in range(1, schedule.players + 1)}
    return {p: (s.count("W"), s.count("B")) for p, s in sequences.items()}


def longest_colour_run(schedule: Schedule, player: int) -> int:
    """The longest run of games with the same colour (a bye does not interrupt a run)."""
    best = run = 0
    previous = ""
    for colour in colour_sequence(schedule, player).replace("-", ""):
        run = run + 1 if colour == previous else 1
        previous = colour
        best = max(best, run)
    return best


# ---------------------------------------------------------------------------------------------------
# The skeleton TRF


def schedule_tournament(schedule: Schedule, name: str = "") -> Tournament:
    """The schedule as a Tournament waiting for its results (TRF-2026 record 192 says which table).

    A bye round is an empty round (no opponent, no colour, no result).
    """
    double = "DOUBLE" if schedule.double else ""
    headers = (
        ("012", name or f"Round robin of {schedule.players} players"),
        ("062", str(schedule.players)),
        ("092", "Round robin (Berger)" + (", double" if schedule.double else "")),
        ("192", f"BERGER_{double}ROUNDROBIN"),
        ("XXR", str(len(schedule.rounds))),
    )
    players = {}
    for p in range(1, schedule.players + 1):
        records = []
        for rd in schedule.rounds:
            game = next((g for g in rd.games if p in (g.white, g.black)), None)
            if game is None:
                records.append(RoundRecord(rd.number, None, None, " "))
            else:
                opponent, colour = (game.black, "w") if game.white == p else (game.white, "b")
                records.append(RoundRecord(rd.number, opponent, colour, " "))
        players[p] = Player(tpn=p, name=f"Player {p}", rounds=tuple(records))
    return Tournament(
        players=players,
        rounds=len(schedule.rounds),
        name=headers[0][1],
        event_type=EventType.ROUND_ROBIN,
        event_text=headers[2][1],
        headers=headers,
        trf_version="TRF26",
    )


def schedule_trf(schedule: Schedule, name: str = "") -> str:
    """A TRF-16 skeleton of the schedule (players 1..n, pairings and colours, blank results), with
    records 092 and 192; tiebreak_ref.read_trf reads it back."""
    return write_trf(schedule_tournament(schedule, name))


# ---------------------------------------------------------------------------------------------------
# Standings helpers


ROUND_ROBIN_TIEBREAKS: dict[str, tuple[str, ...]] = {
    # this project's default for a round robin without a list in the file (tiebreak-ref standings)
    "default": ("DE", "SB", "KS", "WIN"),
    # FIDE Tie-Break Regulations before 2023 (Handbook C.02 Annex 3, 13.16.1, individual round robins);
    # transcribed from secondary copies, see docs/en/round-robins.md
    "fide-pre-2023": ("DE", "WIN", "SB", "KS"),
}
"""Ordered tie-break lists for individual round robins, by name."""


def buchholz_in_round_robin(codes: Iterable[str]) -> list[str]:
    """C.07 (2026) Art. 8 note: the codes of the list that belong to the Buchholz family (BH, FB, AOB)."""
    return [tb.label for tb in parse_list(list(codes)) if tb.name in BUCHHOLZ_FAMILY]


@dataclass(frozen=True)
class Withdrawal:
    """What the withdrawal rule did to one player."""

    tpn: int
    played: int
    scheduled: int
    counted: bool  # True: results count, the remaining games become forfeits; False: results removed
    forfeits: tuple[tuple[int, int], ...] = ()  # (round, opponent) turned into forfeit wins for the opponent


def games_per_player(t: Tournament) -> int:
    """Games each player is scheduled to play: (players - 1) per cycle of the round robin."""
    n = len(t.players)
    rounds_per_cycle = n - 1 if n % 2 == 0 else n
    cycles = max(1, round(t.rounds / rounds_per_cycle)) if rounds_per_cycle else 1
    return cycles * (n - 1)


def withdrawn_players(t: Tournament) -> list[int]:
    """Players who stopped playing: after their last game, only forfeit losses and empty rounds (in rounds others
    played), at least two of them or at least one forfeit loss. A single empty round is not enough: it is also
    what the opponent of an absent player, or the bye of an odd field, looks like; name such players explicitly."""
    played_rounds = {rec.round for p in t.players.values() for rec in p.rounds if rec.kind.played}
    out = []
    for tpn, p in t.players.items():
        tail = [rec for rec in p.rounds if rec.round > last_game(p) and rec.round in played_rounds]
        if (
            tail
            and all(rec.kind in (ResultKind.FORFEIT_LOSS, ResultKind.ZPB) for rec in tail)
            and (len(tail) >= 2 or tail[0].kind is ResultKind.FORFEIT_LOSS)
        ):
            out.append(tpn)
    return out


def fide_withdrawal_rule(t: Tournament, withdrawn: Iterable[int] | None = None) -> tuple[Tournament, list[Withdrawal]]:
    """C.05 GRC (old C.06 V.5.4): a player who withdrew having completed fewer than half of his games has all
    his results removed from the standings; otherwise they count and his remaining games are forfeits.

    withdrawn: the start ranks of the withdrawn players (default: recognised from the crosstable, see
    withdrawn_players). Returns the new tournament and what was done to each player.
    """
    chosen = sorted(set(withdrawn_players(t) if withdrawn is None else withdrawn))
    for tpn in chosen:
        if tpn not in t.players:
            raise ValueError(f"no player with start rank {tpn}")
    scheduled = games_per_player(t)
    players = dict(t.players)
    report = []
    removed = []
    for tpn in chosen:
        played = sum(1 for rec in t.players[tpn].rounds if rec.kind.played)
        if 2 * played < scheduled:
            removed.append(tpn)
            report.append(Withdrawal(tpn, played, scheduled, counted=False))
    counted = [tpn for tpn in chosen if tpn not in removed]
    for tpn in counted:
        forfeits = remaining_forfeits(replace(t, players=players), tpn)
        for r, q in forfeits:
            players[tpn] = set_round(players[tpn], RoundRecord(r, q, None, "-"))
            absent = q in counted and r > last_game(t.players[q])  # neither player present: "-" for both
            players[q] = set_round(players[q], RoundRecord(r, tpn, None, "-" if absent else "+"))
        played = sum(1 for rec in t.players[tpn].rounds if rec.kind.played)
        report.append(Withdrawal(tpn, played, scheduled, counted=True, forfeits=tuple(forfeits)))
    for tpn in removed:
        del players[tpn]
    for q, p in list(players.items()):
        if any(rec.opponent in removed for rec in p.rounds):
            rounds = tuple(
                RoundRecord(rec.round, None, None, " ") if rec.opponent in removed else rec for rec in p.rounds
            )
            players[q] = replace(p, rounds=rounds, declared_points=None, declared_rank=None)
    report.sort(key=lambda w: w.tpn)
    return replace(t, players=players), report


def set_round(p: Player, rec: RoundRecord) -> Player:
    """The player with one round replaced (the declared total no longer applies)."""
    rounds = tuple(rec if old.round == rec.round else old for old in p.rounds)
    return replace(p, rounds=rounds, declared_points=None, declared_rank=None)


def last_game(p: Player) -> int:
    """The last round the player played over the board (0: none)."""
    return max((rec.round for rec in p.rounds if rec.kind.played), default=0)


def remaining_forfeits(t: Tournament, tpn: int) -> list[tuple[int, int]]:
    """The withdrawn player's games never played: (round, scheduled opponent), matched on empty rounds."""
    met = {rec.opponent for rec in t.players[tpn].rounds if rec.opponent is not None}
    missing = sorted(q for q in t.players if q != tpn and q not in met)
    free = [rec.round for rec in t.players[tpn].rounds if rec.opponent is None and rec.kind is ResultKind.ZPB]
    out = []
    for q in missing:
        common = [
            r
            for r in free
            if t.players[q].rounds[r - 1].opponent is None and (t.players[q].rounds[r - 1].kind is ResultKind.ZPB)
        ]
        if len(common) != 1:
            raise ValueError(
                f"cannot tell in which round player {tpn} was to meet player {q}; write the "
                "forfeits in the file ('-' for the withdrawn player, '+' for the opponent)"
            )
        out.append((common[0], q))
        free.remove(common[0])
    return sorted(out)


# ---------------------------------------------------------------------------------------------------
# Quads


@dataclass(frozen=True)
class Entrant:
    """A player entered in a quads event: name and rating (None = unrated)."""

    name: str
    rating: int | None = None


@dataclass(frozen=True)
class Group:
    """One section of a quads event: its members in rating order (member i has pairing number i + 1)."""

    number: int
    members: tuple[Entrant, ...]
    schedule: Schedule


def quad_sizes(n: int) -> list[int]:
    """US Chess 30G practice: groups of four in rating order; the bottom groups take five or six players
    rather than leave a group of three (7 players: one group of seven)."""
    if n < 4:
        raise ValueError(f"found {n} players; expected at least 4 for quads")
    if n == 7:
        return [7]
    fours, rest = divmod(n, 4)
    if rest == 3:  # 4f + 3 = 4(f - 2) + 5 + 6
        return [4] * (fours - 2) + [5, 6]
    tail = {0: [], 1: [5], 2: [6]}[rest]  # 4f + 1 = 4(f - 1) + 5; 4f + 2 = 4(f - 1) + 6
    return [4] * (fours - len(tail)) + tail


def rating_order(entrants: Sequence[Entrant]) -> list[Entrant]:
    """Highest rating first, unrated players last; equal ratings keep the order of entry."""
    return sorted(entrants, key=lambda e: (e.rating is None, -(e.rating or 0)))


def quads(entrants: Sequence[Entrant]) -> list[Group]:
    """Quads: split a field in rating order into groups (quad_sizes), each with its Berger schedule."""
    ordered = rating_order(entrants)
    groups = []
    start = 0
    for number, size in enumerate(quad_sizes(len(ordered)), start=1):
        members = tuple(ordered[start : start + size])
        groups.append(Group(number, members, berger(size)))
        start += size
    return groups


# ---------------------------------------------------------------------------------------------------
# Counting


def rounds_needed(n: int, double: bool = False) -> int:
    """Rounds of a round robin: n - 1 for an even field, n for an odd one (one bye each); twice that if double."""
    if n < 2:
        raise ValueError(f"found {n} players; expected at least 2")
    return (table_size(n) - 1) * (2 if double else 1)


def games_needed(n: int, double: bool = False) -> int:
    """Games of a round robin: n (n - 1) / 2 per cycle."""
    if n < 2:
        raise ValueError(f"found {n} players; expected at least 2")
    return n * (n - 1) // 2 * (2 if double else 1)


def swiss_rounds_for_one_winner(n: int) -> int:
    """Rounds after which a Swiss of n players can have a single player with a perfect score: ceil(log2 n)."""
    if n < 2:
        raise ValueError(f"found {n} players; expected at least 2")
    return (n - 1).bit_length()


SIZE_HEADINGS = (
    "head.rr_players",
    "head.rr_rounds",
    "head.rr_games",
    "head.rr_double_rounds",
    "head.rr_double_games",
    "head.swiss_rounds",
)
"""The columns of ``size_table``, keys of the catalogue (tiebreak_ref/language)."""


def size_table(fields: Iterable[int], lang: str = "en") -> str:
    """For each field size: the rounds and games of a single and a double round robin, and the rounds a Swiss needs
    for one winner; an aligned text table with its headings in `lang`."""
    header = [translate(Message(key), lang) for key in SIZE_HEADINGS]
    body = [
        [
            str(x)
            for x in (
                n,
                rounds_needed(n),
                games_needed(n),
                rounds_needed(n, double=True),
                games_needed(n, double=True),
                swiss_rounds_for_one_winner(n),
            )
        ]
        for n in fields
    ]
    return render_table(header, body, "table", left=set())
