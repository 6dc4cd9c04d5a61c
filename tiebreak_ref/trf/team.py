"""Team TRF files read into a ``TeamEvent`` (model.py): teams, matches, match points and game points.

A team event is an individual TRF (the players' 001 records, board by board) plus team records:
013 (TRF-16) or 310 (TRF-2026) list each team's players in board order; 320 gives the team PAB
(match points, game points, the team per round); 330 marks forfeited matches; 240 gives team byes
(F, H, Z); 300 gives a line-up out of the default order; 352 the board colours (its length is the
team size); 362 the match-point system (TW TD TL, default 2 1 0); 192 the event type, whose
``_GP_MP`` / ``_GP`` suffix makes game points the primary score (default: match points).

Each team's round is one ``TeamRound``: the match (its opponent, board games, MP and GP) or the
unplayed round (C.07 15.1) with its kind, as the individual ``ResultKind`` vocabulary names it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Literal

from ..errors import InputError, Notice
from ..language import Message
from ..model import (
    TEAM_RECORDS,
    BoardGame,
    MatchScoring,
    ResultKind,
    RoundRecord,
    Team,
    TeamEvent,
    TeamOptions,
    TeamRound,
    Tournament,
)
from .individual import decode, parse_trf, read_file

K = ResultKind


def is_team_file(t: Tournament) -> bool:
    """True when the file has team records (013 or 310): ``Tournament.is_team``."""
    return t.is_team


def read_team_trf(path: str | Path, options: TeamOptions | None = None) -> TeamEvent:
    """Read a team TRF file (with the limits of ``read_trf``: refused at once when binary or too long).

    Raises:
        InputError: the file cannot be read, or it is not a valid team TRF (located file:line:column).
    """
    return parse_team_trf(read_file(path), source=str(path), options=options)


def parse_team_trf(data: str | bytes, source: str = "<string>", options: TeamOptions | None = None) -> TeamEvent:
    """Parse the text of a team TRF: the players (001) and the team records; the reader's notices (an encoding
    ...) are in ``TeamEvent.tournament.notices``.

    Raises:
        InputError: the text is not a valid team TRF (located source:line:column).
    """
    t = parse_trf(data, source=source)
    return build_team_event(t, record_text(data, source), options)


def record_text(data: str | bytes, source: str) -> str:
    """The text of a TRF read by ``parse_trf``, to locate its team records by line (the reader has already
    said how it decoded the bytes)."""
    return (decode(data, source) if isinstance(data, bytes) else data).removeprefix("\ufeff")


def build_team_event(t: Tournament, text: str | None = None, options: TeamOptions | None = None) -> TeamEvent:
    """The team event of a tournament read from TRF; `text` (the file) locates errors by line."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n") if text is not None else None
    return _TeamReader(t, lines, options or TeamOptions()).read()


class _TeamReader:
    def __init__(self, t: Tournament, lines: list[str] | None, options: TeamOptions) -> None:
        self.t = t
        self.options = options
        if lines is None:  # built from the headers kept by the reader: no line numbers
            self.records = [(0, f"{rec} {content}".rstrip()) for rec, content in t.headers]
        else:
            self.records = [
                (n, raw.rstrip())
                for n, raw in enumerate(lines, start=1)
                if raw[:3] in (*TEAM_RECORDS, "320", "330", "240", "300", "352", "362", "192")
            ]

    def error(self, line: int, column: int, message: str) -> InputError:
        return InputError(self.t.source, line, column, message)

    def int_field(self, line: str, number: int, a: int, b: int, what: str, blank: int | None = 0) -> int:
        text = line[a - 1 : b].strip()
        if not text:
            if blank is None:
                raise self.error(number, a, f"found nothing as the {what} in columns {a}-{b}; expected a number")
            return blank
        if not (text.isascii() and text.isdigit()):
            raise self.error(number, a, f"found {text!r} as the {what}; expected a number in columns {a}-{b}")
        return int(text)

    def points_field(self, line: str, number: int, a: int, b: int, what: str) -> Fraction | None:
        text = line[a - 1 : b].strip()
        if not text:
            return None
        if not re.fullmatch(r"-?(?:\d+(?:\.\d*)?|\.\d+)", text):
            raise self.error(
                number, a, f"found {text!r} as the {what}; expected a number such as 2.5 in columns {a}-{b}"
            )
        return Fraction(text)

    def read(self) -> TeamEvent:
        teams: dict[int, Team] = {}
        team_of: dict[int, int] = {}
        legacy: list[tuple[int, str]] = []
        has_310 = any(line.startswith("310") for _, line in self.records)
        match = MatchScoring()
        pab_rounds: dict[tuple[int, int], int] = {}  # (round, team) -> line
        byes: dict[tuple[int, int], tuple[str, int]] = {}  # (round, team) -> (F/H/Z, line)
        forfeits: dict[tuple[int, int], tuple[str, int, int]] = {}  # (round, team) -> (+ / -, opponent, line)
        lineups: dict[tuple[int, int], tuple[list[int], int]] = {}
        colours = ""
        type_code = ""
        for number, line in self.records:
            record = line[:3]
            if record == "310":
                team = self.team_310(line, number)
                self.add_team(teams, team_of, team, number)
            elif record == "013":
                legacy.append((number, line))
            elif record == "362":
                match = self.match_points(line, number, match)
            elif record == "352":
                colours = line[4:].strip().upper()
                if not re.fullmatch(r"[WB]+", colours):
                    raise self.error(
                        number,
                        5,
                        f"found {colours!r} as the board colours; expected W and B, one per board (e.g. WBWB)",
                    )
            elif record == "192":
                type_code = line[4:].strip().upper()
            elif record == "320":
                match = self.pab_record(line, number, match, pab_rounds)
            elif record == "330":
                self.forfeit_record(line, number, forfeits)
            elif record == "240":
                self.bye_record(line, number, byes)
            elif record == "300":
                self.lineup_record(line, number, lineups)
        if not has_310:
            for number, line in legacy:
                team = self.team_013(line, number, len(teams) + 1)
                self.add_team(teams, team_of, team, number)
        if not teams:
            raise self.error(1, 1, "found no team record (310 or 013); expected one per team")
        for (r, tpn), number in [
            *pab_rounds.items(),
            *[(k, v[1]) for k, v in byes.items()],
            *[(k, v[2]) for k, v in forfeits.items()],
        ]:
            if tpn not in teams:
                raise self.error(
                    number,
                    1,
                    f"found team {tpn} in round {r}; expected the pairing number of a "
                    f"team of record 310/013 ({min(teams)}-{max(teams)})",
                )
            if r > self.t.rounds or r < 1:
                raise self.error(number, 1, f"found round {r}; expected a round from 1 to {self.t.rounds}")
        self.check_lineups(lineups, teams, team_of)
        boards = len(colours) or self.count_boards(teams, team_of)
        primary: Literal["MP", "GP"] = "GP" if re.search(r"(?<!_MP)_GP(_MP)?(_BAKU)?$", type_code) else "MP"
        event = TeamEvent(self.t, teams, boards, match, primary, type_code, self.options)
        rounds = {
            tpn: tuple(
                self.team_round(event, team, r, team_of, pab_rounds, byes, forfeits, lineups, colours or "WB")
                for r in range(1, self.t.rounds + 1)
            )
            for tpn, team in teams.items()
        }
        match, notices = self.team_pab_value(event, rounds)
        pab_mp, pab_gp = match.pab_mp, match.pab_gp
        if match != event.match_scoring and pab_mp is not None and pab_gp is not None:
            rounds = {
                tpn: tuple(replace(tr, mp=pab_mp, gp=pab_gp) if tr.kind is K.PAB else tr for tr in team_rounds)
                for tpn, team_rounds in rounds.items()
            }
        teams = {
            tpn: Team(
                team.tpn,
                team.name,
                team.players,
                rounds[tpn],
                team.declared_mp,
                team.declared_gp,
                team.declared_rank,
                team.line,
            )
            for tpn, team in teams.items()
        }
        return TeamEvent(self.t, teams, boards, match, primary, type_code, self.options, tuple(notices))

    def team_pab_value(
        self, ev: TeamEvent, rounds: dict[int, tuple[TeamRound, ...]]
    ) -> tuple[MatchScoring, list[Notice]]:
        """C.07 11, C.04.6 and decision A22: a team PAB without record 320 scores what the totals declared in
        record 310 need (a draw's or a win's match points; a draw's game points or the individual PAB value of
        record 162 on every board); with nothing declared, or neither reading adding up, C.04.6's draw."""
        ms, game, n = ev.match_scoring, ev.game, ev.boards
        byes = {tpn: sum(1 for tr in team_rounds if tr.kind is K.PAB) for tpn, team_rounds in rounds.items()}
        if ms.pab_gp is not None or not any(byes.values()):
            return ms, []
        forced = self.options.pab_game_points
        value = {
            "mp": ms.draw if ms.pab_mp is None else ms.pab_mp,
            "gp": n * (game.pab if forced == "pab" else game.draw),
        }
        readings = {"mp": {"draw": ms.draw, "win": ms.win}, "gp": {"draw": n * game.draw, "pab": n * game.pab}}
        notes = []
        for score in ("mp" if ms.pab_mp is None else "", "gp" if forced == "auto" else ""):
            if score:
                value[score], note = self.declared_reading(ev, rounds, byes, score, readings[score])
                notes.append(note)
        return MatchScoring(ms.win, ms.draw, ms.loss, ms.absent, value["mp"], value["gp"]), notes

    def declared_reading(
        self,
        ev: TeamEvent,
        rounds: dict[int, tuple[TeamRound, ...]],
        byes: dict[int, int],
        score: str,
        values: dict[str, Fraction],
    ) -> tuple[Fraction, Notice]:
        """Decision A22 for one score ("mp" or "gp"): the one value of `values` with which every total declared
        in record 310 by a team with a PAB adds up, else a draw's; and the located notice saying which."""
        declared = {tpn: getattr(ev.teams[tpn], f"declared_{score}") for tpn in byes if byes[tpn]}
        declared = {tpn: v for tpn, v in declared.items() if v is not None}
        rest = {
            tpn: sum((getattr(tr, score) for tr in rounds[tpn] if tr.kind is not K.PAB), Fraction(0))
            for tpn in declared
        }
        fits = {v for v in values.values() if all(rest[t] + byes[t] * v == declared[t] for t in declared)}
        draw = values["draw"]
        chosen = next(iter(fits)) if declared and len(fits) == 1 else draw
        what = Message("page.match_points" if score == "mp" else "page.game_points")
        first = ev.teams[min(declared or [t for t in byes if byes[t]])]
        if not declared:
            why = Message("notice.team_pab_undeclared", value=chosen, what=what)
        elif not fits:
            why = Message("notice.team_pab_neither", value=chosen, what=what)
        elif chosen == draw:
            why = Message("notice.team_pab_fits", value=chosen, what=what)
        else:
            why = Message("notice.team_pab_fits_not_draw", value=chosen, what=what, draw=draw)
        return chosen, Notice(self.t.source, first.line, 55 if score == "mp" else 62, why)

    def add_team(self, teams: dict[int, Team], team_of: dict[int, int], team: Team, number: int) -> None:
        if team.tpn in teams:
            raise self.error(
                number,
                5,
                f"found team {team.tpn} a second time (first on line {teams[team.tpn].line}); expected each team once",
            )
        for board, pid in enumerate(team.players):
            column = (74 if number and self.line_of(number).startswith("310") else 37) + 5 * board
            if pid not in self.t.players:
                raise self.error(
                    number,
                    column,
                    f"found player {pid} in team {team.tpn}; expected the start rank of a player of the file (001)",
                )
            if pid in team_of:
                raise self.error(
                    number,
                    column,
                    f"found player {pid} in team {team.tpn}, but he is already in "
                    f"team {team_of[pid]}; expected each player in one team",
                )
            team_of[pid] = team.tpn
        teams[team.tpn] = team

    def line_of(self, number: int) -> str:
        return next((line for n, line in self.records if n == number), "")

    def team_310(self, line: str, number: int) -> Team:
        tpn = self.int_field(line, number, 5, 7, "team pairing number", blank=None)
        players: list[int] = []
        for start in range(74, len(line) + 1, 5):
            pid = self.int_field(line, number, start, start + 3, f"start rank of player {len(players) + 1}")
            if pid:
                players.append(pid)
        rank = self.int_field(line, number, 69, 71, "team rank", blank=0)
        return Team(
            tpn,
            line[8:40].strip(),
            tuple(players),
            declared_mp=self.points_field(line, number, 55, 60, "match points"),
            declared_gp=self.points_field(line, number, 62, 67, "game points"),
            declared_rank=rank or None,
            line=number,
        )

    def team_013(self, line: str, number: int, tpn: int) -> Team:
        players: list[int] = []
        for start in range(37, len(line) + 1, 5):
            pid = self.int_field(line, number, start, start + 3, f"start rank of player {len(players) + 1}")
            if pid:
                players.append(pid)
        return Team(tpn, line[4:36].strip(), tuple(players), line=number)

    def match_points(self, line: str, number: int, match: MatchScoring) -> MatchScoring:
        """Record 362: ``TW 2     TD 1     TL 0`` (also ``W 2``, ``TW=2``; ``A`` for an absence)."""
        values: dict[str, Fraction] = {}
        tokens = list(re.finditer(r"\S+", line[4:]))
        i = 0
        while i < len(tokens):
            token = tokens[i]
            m = re.fullmatch(r"T?([WDLA])(?:=?(-?\d+(?:\.\d+)?))?", token.group(), re.IGNORECASE)
            if not m:
                raise self.error(
                    number,
                    5 + token.start(),
                    f"found {token.group()!r} in the match-point system; expected TW, TD, TL (or A) with their points",
                )
            if m.group(2) is None:
                nxt = tokens[i + 1] if i + 1 < len(tokens) else None
                if nxt is None or not re.fullmatch(r"=?-?\d+(?:\.\d+)?", nxt.group()):
                    raise self.error(
                        number,
                        5 + token.start(),
                        f"found {token.group()!r} without points in the match-point system; expected e.g. TW 2",
                    )
                values[m.group(1).upper()] = Fraction(nxt.group().removeprefix("="))
                i += 2
            else:
                values[m.group(1).upper()] = Fraction(m.group(2))
                i += 1
        return MatchScoring(
            values.get("W", match.win),
            values.get("D", match.draw),
            values.get("L", match.loss),
            values.get("A", match.absent),
            match.pab_mp,
            match.pab_gp,
        )

    def pab_record(
        self, line: str, number: int, match: MatchScoring, pab_rounds: dict[tuple[int, int], int]
    ) -> MatchScoring:
        """Record 320: PAB MP (cols 5-8), GP (10-13), then the PAB team of round 1, 2, ... (15-17, 19-21 ...)."""
        if match.pab_mp is not None:
            raise self.error(number, 1, "found a second record 320; expected one per tournament")
        mp = self.points_field(line, number, 5, 8, "PAB match points")
        gp = self.points_field(line, number, 10, 13, "PAB game points")
        for r, start in enumerate(range(15, len(line) + 1, 4), start=1):
            tpn = self.int_field(line, number, start, start + 2, f"PAB team of round {r}")
            if tpn:
                pab_rounds[r, tpn] = number
        return MatchScoring(match.win, match.draw, match.loss, match.absent, match.draw if mp is None else mp, gp)

    def forfeit_record(self, line: str, number: int, forfeits: dict[tuple[int, int], tuple[str, int, int]]) -> None:
        """Record 330: ``+-`` / ``-+`` / ``--`` (cols 5-6), round (8-10), white team (12-14), black (16-18)."""
        kinds = {
            "+-": "+-",
            "-+": "-+",
            "--": "--",
            "WL": "+-",
            "LW": "-+",
            "LL": "--",
            "10": "+-",
            "01": "-+",
            "00": "--",
            "WZ": "+-",
            "ZW": "-+",
            "ZZ": "--",
        }
        code = line[4:6].upper()
        if code not in kinds:
            raise self.error(number, 5, f"found {line[4:6]!r} as the forfeit; expected +-, -+ or --")
        r = self.int_field(line, number, 8, 10, "round", blank=None)
        white = self.int_field(line, number, 12, 14, "white team", blank=None)
        black = self.int_field(line, number, 16, 18, "black team", blank=None)
        forfeits[r, white] = (kinds[code][0], black, number)
        forfeits[r, black] = (kinds[code][1], white, number)

    def bye_record(self, line: str, number: int, byes: dict[tuple[int, int], tuple[str, int]]) -> None:
        """Record 240: type F / H / Z (col 5), round (7-9), team pairing numbers (11-14, 16-19 ...)."""
        kind = line[4:5].upper() or " "
        if kind not in "FHZ ":
            raise self.error(number, 5, f"found {kind!r} as the bye type; expected F, H or Z")
        r = self.int_field(line, number, 7, 9, "round", blank=None)
        for start in range(11, len(line) + 1, 5):
            tpn = self.int_field(line, number, start, start + 3, "team")
            if tpn:
                byes[r, tpn] = (kind if kind != " " else "Z", number)

    def lineup_record(self, line: str, number: int, lineups: dict[tuple[int, int], tuple[list[int], int]]) -> None:
        """Record 300: round (5-7), team (9-11), opponent (13-15), players by board (17-20, 22-25 ...)."""
        r = self.int_field(line, number, 5, 7, "round", blank=None)
        tpn = self.int_field(line, number, 9, 11, "team", blank=None)
        order = [self.int_field(line, number, start, start + 3, "player") for start in range(17, len(line) + 1, 5)]
        lineups[r, tpn] = (order, number)

    def check_lineups(
        self, lineups: dict[tuple[int, int], tuple[list[int], int]], teams: dict[int, Team], team_of: dict[int, int]
    ) -> None:
        """Record 300: each board names a player of that team (record 310/013), and no player twice."""
        for (r, tpn), (order, number) in lineups.items():
            if tpn not in teams:
                raise self.error(
                    number,
                    9,
                    f"found team {tpn} in the line-up of round {r}; expected the pairing "
                    f"number of a team of record 310/013 ({min(teams)}-{max(teams)})",
                )
            if not 1 <= r <= self.t.rounds:
                raise self.error(number, 5, f"found round {r}; expected a round from 1 to {self.t.rounds}")
            seen: dict[int, int] = {}
            for board, pid in enumerate(order, start=1):
                column = 17 + 5 * (board - 1)
                if not pid:
                    continue
                if pid in seen:
                    raise self.error(
                        number,
                        column,
                        f"found player {pid} on board {board} of team {tpn} in round "
                        f"{r}, but he is already on board {seen[pid]}; expected each "
                        "player on one board",
                    )
                if team_of.get(pid) != tpn:
                    where = f"a player of team {team_of[pid]}" if pid in team_of else "in no team"
                    raise self.error(
                        number,
                        column,
                        f"found player {pid} on board {board} of team {tpn} in round "
                        f"{r}, {where}; expected a player of team {tpn} (record "
                        "310/013)",
                    )
                seen[pid] = board

    def count_boards(self, teams: dict[int, Team], team_of: dict[int, int]) -> int:
        """Team size without record 352: the most boards a team played (or forfeited) in one match."""
        most = 0
        for team in teams.values():
            for r in range(self.t.rounds):
                n = sum(1 for pid in team.players if self.t.players[pid].rounds[r].opponent is not None)
                most = max(most, n)
        return max(most, 1)

    def board_games(
        self,
        ev: TeamEvent,
        team: Team,
        r: int,
        team_of: dict[int, int],
        lineups: dict[tuple[int, int], tuple[list[int], int]],
    ) -> tuple[list[BoardGame], int | None]:
        """The team's boards in round r (in board order) and the opposing team."""
        opponent_team: int | None = None
        active: list[tuple[int, RoundRecord]] = []
        for pid in team.players:
            player = self.t.players[pid]
            rec = player.rounds[r - 1]
            if rec.opponent is None:
                continue
            other = team_of.get(rec.opponent)
            column = 92 + 10 * (r - 1)
            if other is None:
                raise self.error(
                    player.line,
                    column,
                    f"found opponent {rec.opponent} of player {pid} in round "
                    f"{r}, who is in no team; expected a player of a team "
                    "(record 310/013)",
                )
            if other == team.tpn:
                raise self.error(
                    player.line,
                    column,
                    f"found player {pid} of team {team.tpn} paired against "
                    f"his team-mate {rec.opponent} in round {r}; expected a "
                    "player of another team",
                )
            if opponent_team is not None and other != opponent_team:
                raise self.error(
                    player.line,
                    column,
                    f"found team {team.tpn} playing teams {opponent_team} and "
                    f"{other} in round {r}; expected one opposing team",
                )
            opponent_team = other
            active.append((pid, rec))
        order: list[int | None]
        if (r, team.tpn) in lineups:
            listed, number = lineups[r, team.tpn]
            order = [pid or None for pid in listed]
            for pid, _ in active:
                if pid not in listed:
                    raise self.error(
                        number,
                        17,
                        f"found no board for player {pid} of team {team.tpn}, who "
                        f"plays in round {r}; expected him in the line-up",
                    )
        else:
            order = [pid for pid, _ in active]
        records = dict(active)
        boards = []
        for board, slot in enumerate(order, start=1):
            if slot is None or slot not in records:
                continue
            rec = records[slot]
            boards.append(
                BoardGame(board, slot, rec.opponent, rec.code, rec.points(ev.game), rec.kind.played, rec.colour)
            )
        return boards, opponent_team

    def team_round(
        self,
        ev: TeamEvent,
        team: Team,
        r: int,
        team_of: dict[int, int],
        pab_rounds: dict[tuple[int, int], int],
        byes: dict[tuple[int, int], tuple[str, int]],
        forfeits: dict[tuple[int, int], tuple[str, int, int]],
        lineups: dict[tuple[int, int], tuple[list[int], int]],
        colours: str,
    ) -> TeamRound:
        ms, game = ev.match_scoring, ev.game
        boards, opponent = self.board_games(ev, team, r, team_of, lineups)
        for listed, what in (
            (pab_rounds.get((r, team.tpn)), "a pairing-allocated bye (record 320)"),
            (byes.get((r, team.tpn), ("", 0))[1] or None, "a bye (record 240)"),
        ):
            if listed is not None and (opponent is not None or (r, team.tpn) in forfeits):
                raise self.error(
                    listed,
                    1,
                    f"found {what} for team {team.tpn} in round {r}, but it plays team "
                    f"{opponent or forfeits[r, team.tpn][1]} that round; expected one of "
                    "the two",
                )
        if (r, team.tpn) in forfeits:  # record 330
            code, other, number = forfeits[r, team.tpn]
            if opponent is not None and opponent != other:
                raise self.error(
                    number,
                    12,
                    f"found team {team.tpn} against team {other} in round {r}, but its "
                    f"players play team {opponent}; expected the pairing of the 001 "
                    "records",
                )
            gp = (
                sum((b.points for b in boards), Fraction(0))
                if boards
                else (game.forfeit_win * ev.boards if code == "+" else Fraction(0))
            )
            kind = K.FORFEIT_WIN if code == "+" else K.FORFEIT_LOSS
            return TeamRound(
                r, other, kind, ms.win if code == "+" else ms.absent, gp, tuple(boards), self.colour(boards, colours)
            )
        if opponent is not None:
            opp = self.t_team(ev, opponent)
            theirs, _ = self.board_games(ev, opp, r, team_of, lineups)
            gp = sum((b.points for b in boards), Fraction(0))
            gp_opp = sum((b.points for b in theirs), Fraction(0))
            played = any(b.played for b in boards)
            if not played and min(gp, gp_opp) == 0:  # 15.1: no game played, one side forfeited every board
                kind = K.FORFEIT_WIN if gp > gp_opp else K.FORFEIT_LOSS
                mp = ms.win if kind is K.FORFEIT_WIN else ms.absent
            else:
                kind = K.WIN if gp > gp_opp else K.LOSS if gp < gp_opp else K.DRAW
                mp = ms.win if gp > gp_opp else ms.loss if gp < gp_opp else ms.draw
            return TeamRound(r, opponent, kind, mp, gp, tuple(boards), self.colour(boards, colours))
        bye = self.bye_kind(team, r, pab_rounds, byes)
        n = ev.boards
        if bye is K.PAB:
            mp = ms.draw if ms.pab_mp is None else ms.pab_mp
            if ms.pab_gp is not None:
                gp = ms.pab_gp
            else:
                gp = n * (game.draw if ev.options.pab_game_points == "draw" else game.pab)
            return TeamRound(r, None, bye, mp, gp)
        if bye is K.FPB:
            return TeamRound(r, None, bye, ms.win, n * game.win)
        if bye is K.HPB:
            return TeamRound(r, None, bye, ms.draw, n * game.draw)
        return TeamRound(r, None, K.ZPB, ms.absent, Fraction(0))

    def t_team(self, ev: TeamEvent, tpn: int) -> Team:
        return ev.teams[tpn]

    def bye_kind(
        self, team: Team, r: int, pab_rounds: dict[tuple[int, int], int], byes: dict[tuple[int, int], tuple[str, int]]
    ) -> ResultKind:
        """An unpaired team's round: 320 (PAB), 240 (F, H, Z), else read from its players' codes."""
        if (r, team.tpn) in pab_rounds:
            return K.PAB
        if (r, team.tpn) in byes:
            return {"F": K.FPB, "H": K.HPB}.get(byes[r, team.tpn][0], K.ZPB)
        codes = {self.t.players[pid].rounds[r - 1].code for pid in team.players}
        if "U" in codes:
            return K.PAB
        if "F" in codes or "+" in codes:
            return K.FPB
        if "H" in codes:
            return K.HPB
        return K.ZPB

    @staticmethod
    def colour(boards: list[BoardGame], colours: str) -> str | None:
        """The team's colour: white when its first board's player has the first colour of record 352."""
        for b in boards:
            if b.colour is not None:
                expected = colours[(b.board - 1) % len(colours)].lower()
                return "w" if b.colour == expected else "b"
        return None
