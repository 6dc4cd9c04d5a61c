"""C.07 Arts. 11–13: team tie-breaks, team standings and their explanations.

Art. 13 lets every individual tie-break be computed with match points (MP) or game points (GP) as the
score. So the team event is seen twice, as an individual tournament of teams: once scored in MP and
once in GP (two ``Context`` objects, each with its own Art. 16 adjusted scores, dummies and caps), and
the individual tie-breaks of Arts. 6–9 run unchanged on either (``BH:MP``, ``BH:GP``, ``DE``, ``PS`` …;
no suffix means the primary score). The team-only tie-breaks of Arts. 12–13 are defined here.

Under the text before 2023 (fide-2017, C.02 Art. 13) the same two views apply, with C.02 13.15 instead of Art. 16
(``Context.virtual_opponent``); its team tie-breaks are match points or game points (MPvGP) and the individual ones
on either score, and the codes of Arts. 12-13 are computed with their C.07 definition and a warning (decision E4).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import floor, lcm

from ...errors import ArgumentError, CodeError, Notice
from ...language import Join, Message
from ...model import Player, ResultKind, RoundRecord, ScoringSystem, TeamEvent, TeamRound, Tournament, Value
from ...numbers import round_half_up
from ..codes import TieBreak, parse_code, parse_modifiers, split_codes
from ..definition import Definition
from ..modifiers import apply_cuts, contribution, cut_sum
from ..played import completed_rounds, rule_notices
from ..unplayed import Context, Element, Options, check_arguments, is_round_robin, opponent_elements, rules_for
from . import DEFINITIONS
from .base import Row, describe_round, element_rows, explain_points
from .buchholz import buchholz_of
from .encounter import direct_encounter, explain_direct_encounter

K = ResultKind

# ---------------------------------------------------------------------------------------------------
# Codes

INDIVIDUAL_FOR_TEAMS = ("PTS", "DE", "WIN", "WON", "PS", "REP", "STD", "TPN", "BH", "AOB", "FB", "SB", "KS")
"""C.07 13: the individual tie-breaks usable with MP or GP. Not the rating ones (Art. 10 is for individuals,
ambiguity A13), nor BPG/BWG (a team has no colour of its own)."""

TEAM_ONLY: dict[str, tuple[str, str]] = {  # name -> (modifiers, article)
    "MPVGP": ("", "C.07 13.1"),
    "BC": ("", "C.07 12.1"),
    "TBR": ("", "C.07 12.2"),
    "BBE": ("", "C.07 12.3"),
    "ESB": ("CMP", "C.07 13.2"),
    "EMMSB": ("CMP", "C.07 13.2"),
    "EMGSB": ("CMP", "C.07 13.2"),
    "EGMSB": ("CMP", "C.07 13.2"),
    "EGGSB": ("CMP", "C.07 13.2"),
    "EDE": ("P", "C.07 13.3"),
    "EDEBT": ("P", "C.07 13.3.2"),
    "EDEBB": ("P", "C.07 13.3.2"),
    "EDET": ("P", "C.07 13.3.2"),
    "EDEB": ("P", "C.07 13.3.2"),
    "SSSC": ("FPK", "C.07 13.4"),
}

CHAINS: dict[str, tuple[str, ...]] = {  # C.07 (2026) 13.3.2: the Art. 12 steps after EDE, two teams only
    "EDE": (),
    "EDEBT": ("BC", "TBR"),
    "EDEBB": ("BC", "BBE"),
    "EDET": ("TBR",),
    "EDEB": ("BBE",),
}

TEAM_RULES = ("fide-2026", "fide-2024", "fide-2017")
"""The rule sets of team events: C.07 Arts. 11-13 (2026, 2024) and the text before 2023 (C.02 13, decision E4)."""

ALIASES = {"MPTS": "PTS:MP", "GPTS": "PTS:GP", "MP": "PTS:MP", "GP": "PTS:GP"}
_TEAM_CODE = re.compile(r"^(?P<name>[A-Z]+)(?::(?P<ref>MP|GP))?(?P<opts>(?:/[^/]+)*)$")


def known_team_codes() -> str:
    """Accepted names for team events, for error messages."""
    return " ".join((*INDIVIDUAL_FOR_TEAMS, *TEAM_ONLY))


def parse_team_code(text: str) -> TieBreak:
    """Parse a descriptor for a team event: ``BH:MP/C1``, ``EMGSB/C1``, ``EDET``, ``SSSC/K3``, ``MPvGP`` …"""
    raw = text.strip()
    upper = ALIASES.get(raw.upper(), raw.upper())
    upper = re.sub(r"-(?=(?:C|M)\d+$)", "/", upper)
    match = _TEAM_CODE.match(upper)
    if not match:
        raise CodeError(
            raw,
            f"malformed tie-break code {raw!r}; expected NAME[:MP|:GP][/OPTION...]; known names "
            f"for team events: {known_team_codes()}",
        )
    name = match["name"]
    if name not in TEAM_ONLY:
        if name not in INDIVIDUAL_FOR_TEAMS:
            try:
                parse_code(raw)
            except CodeError:
                raise CodeError(
                    raw, f"found unknown tie-break code {raw!r}; expected one of {known_team_codes()}"
                ) from None
            raise CodeError(
                raw,
                f"found {raw!r}: {name} is not defined for teams (C.07 13 extends Arts. 6-9; "
                f"Art. 10 is for individuals); expected one of {known_team_codes()}",
            )
        tb = parse_code(upper.split(":")[0] + match["opts"] if match["ref"] else upper)
        return TieBreak(
            tb.name,
            match["ref"],
            tb.cut,
            tb.median,
            tb.limit_half_points,
            tb.forfeits_played,
            tb.fore,
            tb.reverse,
            tb.normaliser,
            written=raw,
        )
    if match["ref"] and name not in ("SSSC",):
        raise CodeError(raw, f"found {raw!r}: {name} names its scores itself; expected it without :MP or :GP")
    allowed, _ = TEAM_ONLY[name]
    values = parse_modifiers(raw, name, match["opts"], allowed)
    return TieBreak(name=name, ref=match["ref"], written=raw, **values)


def parse_team_list(items: Sequence[str] | str) -> list[TieBreak]:
    """Parse an ordered list for a team event; every code is checked first."""
    codes = split_codes(items) if isinstance(items, str) else list(items)
    return [parse_team_code(code) for code in codes]


# ---------------------------------------------------------------------------------------------------
# The team event as two individual tournaments of teams (MP and GP)

_CODES = {
    K.WIN: "1",
    K.DRAW: "=",
    K.LOSS: "0",
    K.FORFEIT_WIN: "+",
    K.FORFEIT_LOSS: "-",
    K.PAB: "U",
    K.FPB: "F",
    K.HPB: "H",
    K.ZPB: "Z",
}


@dataclass
class TeamContext:
    """A team event under one rule set: the MP view and the GP view (C.07 11, 16 with MP and GP; under fide-2017
    C.02 13.15 on each view, the virtual opponent taking the other side of a round's MP and GP, decision E4)."""

    event: TeamEvent
    mp: Context
    gp: Context
    notices: list[Notice] = field(default_factory=list)  # what choosing the rules or the round had to assume
    _cache: dict[object, object] = field(default_factory=dict, init=False)
    # not an argument, as Context._cache: a team context made from another (dataclasses.replace) starts empty

    @classmethod
    def build(
        cls, ev: TeamEvent, rules: str | None = None, options: Options | None = None, after_round: int | None = None
    ) -> TeamContext:
        """Prepare both views, the arguments checked (``check_arguments``); by default after the last round with
        every result in; with the notices of ``rule_notices``."""
        check_arguments(ev, rules, options, after_round, kind=TeamEvent)
        opts = options or Options()
        if rules is not None and rules not in TEAM_RULES:
            raise ArgumentError(
                f"found rules {rules!r} for a team event; expected {', '.join(TEAM_RULES)} (C.07 11-13; fide-2017: "
                "C.02 13)"
            )
        last = completed_rounds(ev.tournament) if after_round is None else after_round
        game, ms, n = ev.game, ev.match_scoring, ev.boards
        mp_scoring = ScoringSystem(
            win=ms.win,
            draw=ms.draw,
            loss=ms.loss,
            forfeit_win=ms.win,
            forfeit_loss=ms.absent,
            pab=ms.draw if ms.pab_mp is None else ms.pab_mp,
            fpb=ms.win,
            hpb=ms.draw,
            zpb=ms.absent,
            unknown=ms.draw,
        )
        gp_scoring = ScoringSystem(
            win=n * game.win,
            draw=n * game.draw,
            loss=n * game.loss,
            forfeit_win=n * game.forfeit_win,
            forfeit_loss=n * game.forfeit_loss,
            pab=n * game.draw if ms.pab_gp is None else ms.pab_gp,
            fpb=n * game.win,
            hpb=n * game.draw,
            zpb=n * game.zpb,
            unknown=n * game.draw,
        )
        players = {
            tpn: Player(
                tpn=tpn,
                name=team.name,
                rounds=tuple(RoundRecord(tr.round, tr.opponent, tr.colour, _CODES[tr.kind]) for tr in team.rounds),
                line=team.line,
            )
            for tpn, team in ev.teams.items()
        }
        t = ev.tournament

        def view(scoring: ScoringSystem, score: Callable[[TeamRound], Fraction]) -> Context:
            tt = Tournament(
                players=players,
                rounds=t.rounds,
                scoring=scoring,
                name=t.name,
                start_date=t.start_date,
                event_type=t.event_type,
                event_text=t.event_text,
                source=t.source,
            )
            values = [score(tr) for team in ev.teams.values() for tr in team.rounds[:last]]
            unit = lcm(scoring.denominator, *(v.denominator for v in values))
            return Context(
                tournament=tt,
                rules=rules_for(t, rules),
                options=opts,
                last_round=last,
                round_robin=is_round_robin(tt, opts.event),
                kinds={tpn: [tr.kind for tr in team.rounds[:last]] for tpn, team in ev.teams.items()},
                opponents={tpn: [tr.opponent for tr in team.rounds[:last]] for tpn, team in ev.teams.items()},
                colours={tpn: [tr.colour for tr in team.rounds[:last]] for tpn, team in ev.teams.items()},
                points={tpn: [int(score(tr) * unit) for tr in team.rounds[:last]] for tpn, team in ev.teams.items()},
                unit=unit,
            )

        return cls(
            ev,
            view(mp_scoring, lambda tr: tr.mp),
            view(gp_scoring, lambda tr: tr.gp),
            rule_notices(t, rules, after_round, last),
        )

    @property
    def rules(self) -> str:
        """The rule set."""
        return self.mp.rules

    @property
    def last_round(self) -> int:
        """Rounds considered."""
        return self.mp.last_round

    def score(self, which: str) -> Context:
        """The MP or the GP view."""
        return self.mp if which == "MP" else self.gp

    def ref(self, tb: TieBreak) -> Context:
        """C.07 13: the score a tie-break uses: its :MP / :GP suffix, else the primary score."""
        return self.score(tb.ref or self.event.primary)

    @property
    def primary(self) -> Context:
        """The primary score's view."""
        return self.score(self.event.primary)

    @property
    def secondary(self) -> Context:
        """The secondary score's view."""
        return self.score(self.event.secondary)

    def total(self, ctx: Context, p: int) -> Fraction | int:
        """A team's score in one view."""
        return ctx.value(ctx.totals[p])


# ---------------------------------------------------------------------------------------------------
# Art. 13


def match_points_or_game_points(tc: TeamContext, tb: TieBreak) -> dict[int, Value]:
    """C.07 13.1 MPvGP: the secondary score (GP when MP decide the standings, MP when GP decide)."""
    ctx = tc.secondary
    return {p: ctx.value(total) for p, total in ctx.totals.items()}


def esb_scores(tc: TeamContext, tb: TieBreak) -> tuple[Context, Context]:
    """C.07 13.2: (X, Y) of an ESB code — the opponent's score X and the team's own result Y."""
    if tb.name == "ESB":
        return tc.primary, tc.secondary
    return tc.score(tb.name[1] + "P"), tc.score(tb.name[2] + "P")


def esb_elements(tc: TeamContext, p: int, tb: TieBreak) -> list[Element]:
    """13.2 with Art. 16: per round the opponent's (or dummy's) X score and the team's Y result."""
    x, y = esb_scores(tc, tb)
    return [e._replace(points=y.points[p][e.round - 1]) for e in opponent_elements(x, p, tb.forfeits_played)]


def extended_sonneborn_berger(tc: TeamContext, tb: TieBreak) -> dict[int, Value]:
    """C.07 13.2 ESB (EMMSB, EMGSB, EGMSB, EGGSB): Σ opponent's X score × own Y result; Cut-1 per 14.1.2."""
    x, y = esb_scores(tc, tb)
    unit = x.unit * y.unit
    values: dict[int, Value] = {}
    for p in x.points:
        elements = esb_elements(tc, p, tb)
        total = (
            cut_sum(elements, tb.cut, tb.median, product=True)
            if tb.cut or tb.median
            else sum(e.opp_score * e.points for e in elements)
        )
        values[p] = whole(Fraction(total, unit))
    return values


def score_and_schedule_strength(tc: TeamContext, tb: TieBreak) -> dict[int, Value]:
    """C.07 13.4 SSSC: secondary score + BH of the primary score / N, rounded half up to 2 decimals."""
    primary, secondary = tc.primary, tc.secondary
    n = sssc_divisor(tc, tb)
    view = primary.fore_view() if tb.fore else primary
    bh = TieBreak("FB" if tb.fore else "BH", forfeits_played=tb.forfeits_played)
    return {
        p: round_half_up(
            Fraction(secondary.totals[p], secondary.unit) + Fraction(buchholz_of(view, p, bh), primary.unit * n), 2
        )
        for p in primary.points
    }


def sssc_divisor(tc: TeamContext, tb: TieBreak) -> int:
    """13.4 N: /Kx, else ⌊highest primary score of the tournament ÷ highest secondary score of one match⌋."""
    if tb.normaliser:
        return tb.normaliser
    primary, secondary = tc.primary, tc.secondary
    highest = Fraction(primary.win * primary.cap_rounds(), primary.unit)
    return max(1, floor(highest / Fraction(secondary.win, secondary.unit)))


# ---------------------------------------------------------------------------------------------------
# Art. 12: board results


def board_points(tc: TeamContext, p: int, r: int) -> list[Fraction]:
    """12 (common rules): the team's game points on each board in round r; a PAB is a win on every board,
    other unplayed rounds give every board the points of the round's result (forfeited boards count)."""
    ev = tc.event
    tr = ev.teams[p].rounds[r]
    points = [Fraction(0)] * ev.boards
    if tr.kind.played or (tr.kind.forfeit and tr.boards):
        for b in tr.boards:
            if 1 <= b.board <= ev.boards:
                points[b.board - 1] += b.points
        return points
    game = ev.game
    each = {K.PAB: game.win, K.FPB: game.win, K.FORFEIT_WIN: game.forfeit_win, K.HPB: game.draw}.get(
        tr.kind, Fraction(0)
    )
    return [each] * ev.boards


def board_totals(tc: TeamContext, p: int) -> list[Fraction]:
    """Game points per board over all rounds (standalone BC, TBR, BBE: every match, decision A14)."""
    totals = [Fraction(0)] * tc.event.boards
    for r in tc.mp.rounds:
        for i, v in enumerate(board_points(tc, p, r)):
            totals[i] += v
    return totals


def board_count(tc: TeamContext, tb: TieBreak) -> dict[int, Value]:
    """C.07 12.1 BC: Σ board number × game points on that board (lower is better)."""
    return {
        p: whole(sum((Fraction(i + 1) * v for i, v in enumerate(board_totals(tc, p))), Fraction(0)))
        for p in tc.mp.points
    }


def top_board_keys(points: list[Fraction]) -> list[Fraction]:
    """C.07 12.2 TBR: board 1's game points, then board 2's, and so on down."""
    return list(points)


def bottom_board_keys(points: list[Fraction]) -> list[Fraction]:
    """C.07 12.3 BBE: all boards but the bottom one, then without the next one up, and so on."""
    return [sum(points[:k], Fraction(0)) for k in range(len(points) - 1, 0, -1)]


def board_keys(tb: str, points: list[Fraction]) -> list[Fraction]:
    """The successive comparisons of TBR (12.2) or BBE (12.3); BC (12.1) is one comparison, lower first."""
    if tb == "TBR":
        return top_board_keys(points)
    if tb == "BBE":
        return bottom_board_keys(points)
    return [key_sign(tb) * sum((Fraction(i + 1) * v for i, v in enumerate(points)), Fraction(0))]


def key_sign(name: str) -> int:
    """Board keys compare higher first: -1 for a tie-break where lower is better (lower_is_better), else 1."""
    return -1 if TEAM_DEFINITIONS[name].lower_is_better(TieBreak(name)) else 1


def split_by_keys(group: list[int], keys: dict[int, list[Fraction]]) -> list[list[int]]:
    """Order a group by successive keys (higher first); equal key vectors stay together."""
    levels = sorted({tuple(k) for k in keys.values()}, reverse=True)
    return [sorted(p for p in group if tuple(keys[p]) == level) for level in levels]


def board_results_in_group(tc: TeamContext, group: list[int], tb: TieBreak) -> list[list[int]]:
    """C.07 12.2 / 12.3 standalone (all matches, PAB a win on every board): order a tied group."""
    return split_by_keys(group, {p: board_keys(tb.name, board_totals(tc, p)) for p in group})


def direct_match_boards(tc: TeamContext, p: int, q: int, forfeits_played: bool) -> list[Fraction] | None:
    """The game points per board of p in its matches against q (6.1.2: averaged), None if they never met."""
    ctx = tc.mp
    rounds = [r for r in ctx.rounds if ctx.opponents[p][r] == q and ctx.counts_as_game(p, r, forfeits_played)]
    if not rounds:
        return None
    totals = [Fraction(0)] * tc.event.boards
    for r in rounds:
        for i, v in enumerate(board_points(tc, p, r)):
            totals[i] += v
    return [v / len(rounds) for v in totals]


def extended_direct_encounter(tc: TeamContext, group: list[int], tb: TieBreak) -> list[list[int]]:
    """C.07 13.3: DE on the primary score, else on the secondary; for two teams still tied the 13.3.2 chain
    (BC, TBR, BBE on their match); restart from the primary score for every new tied subset (13.3.3)."""
    if len(group) == 1:
        return [list(group)]
    de = TieBreak("DE", forfeits_played=tb.forfeits_played)
    for ctx in (tc.primary, tc.secondary):
        order = direct_encounter(ctx, group, de)
        if len(order) > 1:
            return [sub for part in order for sub in extended_direct_encounter(tc, part, tb)]
    if len(group) == 2:
        p, q = sorted(group)
        mine, theirs = (
            direct_match_boards(tc, p, q, tb.forfeits_played),
            direct_match_boards(tc, q, p, tb.forfeits_played),
        )
        if mine is not None and theirs is not None:
            for step in CHAINS[tb.name]:
                for a, b in zip(board_keys(step, mine), board_keys(step, theirs), strict=True):
                    if a != b:
                        return [[p], [q]] if a > b else [[q], [p]]
    return [sorted(group)]


def order_group(tc: TeamContext, group: list[int], tb: TieBreak) -> list[list[int]]:
    """A Type A team tie-break inside one tied group."""
    if tb.name == "DE":
        return direct_encounter(tc.ref(tb), group, tb)
    if tb.name in ("TBR", "BBE"):
        return board_results_in_group(tc, group, tb)
    return extended_direct_encounter(tc, group, tb)


# ---------------------------------------------------------------------------------------------------
# Dispatch


def whole(value: Fraction) -> Fraction | int:
    """An int when the value is whole."""
    return int(value) if value.denominator == 1 else value


def team_points(tc: TeamContext, tb: TieBreak) -> dict[int, Value]:
    """The score itself: PTS (primary), PTS:MP, PTS:GP."""
    ctx = tc.ref(tb)
    return {p: ctx.value(total) for p, total in ctx.totals.items()}


TEAM_COMPUTE: dict[str, Callable[[TeamContext, TieBreak], dict[int, Value]]] = {
    "PTS": team_points,
    "MPVGP": match_points_or_game_points,
    "ESB": extended_sonneborn_berger,
    "EMMSB": extended_sonneborn_berger,
    "EMGSB": extended_sonneborn_berger,
    "EGMSB": extended_sonneborn_berger,
    "EGGSB": extended_sonneborn_berger,
    "SSSC": score_and_schedule_strength,
    "BC": board_count,
}


def team_compute(tc: TeamContext, tb: TieBreak) -> dict[int, Value]:
    """One team tie-break (not Type A) for every team."""
    if tb.name in TEAM_COMPUTE:
        return TEAM_COMPUTE[tb.name](tc, tb)
    compute = DEFINITIONS[tb.name].compute
    assert compute is not None, f"{tb.code} is Type A"
    return compute(tc.ref(tb), tb)


def article(tb: TieBreak) -> str:
    """The C.07 article of a team tie-break."""
    return TEAM_DEFINITIONS[tb.name].article


# ---------------------------------------------------------------------------------------------------
# Explanations


def team_rows(tc: TeamContext, tb: TieBreak, p: int) -> list[Row]:
    """The explanation rows of a value tie-break."""
    if tb.name in ("ESB", "EMMSB", "EMGSB", "EGMSB", "EGGSB"):
        return explain_esb(tc, tb, p)
    if tb.name == "SSSC":
        return explain_sssc(tc, tb, p)
    if tb.name == "BC":
        return explain_boards(tc, tb, p)
    if tb.name in ("MPVGP", "PTS"):
        return explain_points(tc.secondary if tb.name == "MPVGP" else tc.ref(tb), tb, p)
    explain = DEFINITIONS[tb.name].explain
    assert explain is not None, f"{tb.code} is Type A"
    rows: list[Row] = explain(tc.ref(tb), tb, p)
    return rows


def explain_esb(tc: TeamContext, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 13.2: opponent's X score (or the dummy's), the team's Y result, the product; cuts of 14.1.2."""
    x, y = esb_scores(tc, tb)
    elements = esb_elements(tc, p, tb)
    _, removed = apply_cuts(elements, tb.cut, tb.median, product=True)
    rows = element_rows(x, p, elements, removed, product=True)
    out = []
    for row, e in zip(rows, elements, strict=True):
        pts = y.value(e.points)
        out.append(
            Row(
                row.round,
                row.opponent,
                row.what,
                row.element,
                pts,
                whole(Fraction(contribution(e, True), x.unit * y.unit)),
                row.vur,
                row.cut,
                row.note,
            )
        )
    return out


def explain_sssc(tc: TeamContext, tb: TieBreak, p: int) -> list[Row]:
    """Rows of 13.4: the primary-score Buchholz elements, then the secondary score and N."""
    primary, secondary = tc.primary, tc.secondary
    view = primary.fore_view() if tb.fore else primary
    elements = opponent_elements(view, p, tb.forfeits_played)
    rows = element_rows(view, p, elements, {}, product=False)
    n = sssc_divisor(tc, tb)
    rows.append(
        Row(
            None,
            None,
            Message("what.secondary_score", score=tc.event.secondary),
            None,
            None,
            secondary.value(secondary.totals[p]),
            note=Message("note.sssc", primary=tc.event.primary, n=n),
        )
    )
    return rows


def explain_boards(tc: TeamContext, tb: TieBreak, p: int) -> list[Row]:
    """Rows of Art. 12: per round, the game points on each board (a PAB is a win on every board)."""
    rows = []
    for r in tc.mp.rounds:
        pts = board_points(tc, p, r)
        weighted = sum((Fraction(i + 1) * v for i, v in enumerate(pts)), Fraction(0))
        rows.append(
            Row(
                r + 1,
                tc.mp.opponents[p][r],
                describe_round(tc.mp, p, r),
                None,
                whole(sum(pts, Fraction(0))),
                whole(weighted) if tb.name == "BC" else None,
                note=Message("note.boards", boards=board_text(pts)),
            )
        )
    return rows


def explain_mutual_matches(tc: TeamContext, tb: TieBreak, p: int, group: list[int]) -> list[Row]:
    """Rows of 13.3: the team's matches against the others of the tied group (MP and GP), then for two
    teams the 13.3.2 steps on their match: BC (lower is better), TBR, BBE."""
    rows = []
    for r, q in enumerate(tc.mp.opponents[p]):
        if q is not None and q in group:
            counted = tc.mp.counts_as_game(p, r, tb.forfeits_played)
            rows.append(
                Row(
                    r + 1,
                    q,
                    describe_round(tc.mp, p, r),
                    None,
                    tc.mp.value(tc.mp.points[p][r]),
                    tc.gp.value(tc.gp.points[p][r]),
                    cut=None if counted else Message("cut.forfeit"),
                    note=Message("note.match", boards=board_text(board_points(tc, p, r))),
                )
            )
    others = [q for q in group if q != p]
    if len(group) == 2 and CHAINS.get(tb.name):
        q = others[0]
        mine, theirs = (
            direct_match_boards(tc, p, q, tb.forfeits_played),
            direct_match_boards(tc, q, p, tb.forfeits_played),
        )
        if mine is not None and theirs is not None:
            for step in CHAINS[tb.name]:
                sign = key_sign(step)
                a, b = board_keys(step, mine), board_keys(step, theirs)
                rows.append(
                    Row(
                        None,
                        q,
                        Message(f"what.{step.lower()}"),
                        None,
                        None,
                        whole(sign * a[0]),
                        note=Message(
                            "note.board_keys",
                            team=q,
                            keys=Join([whole(sign * v) for v in b], " / "),
                            own=p,
                            own_keys=Join([whole(sign * v) for v in a], " / "),
                        ),
                    )
                )
                if a != b:
                    break
    return rows


def board_text(points: list[Fraction]) -> Join:
    """Game points per board: ``1 ½ ½ 0`` as ``1 0.5 0.5 0``."""
    return Join([whole(v) for v in points], " ")


# ---------------------------------------------------------------------------------------------------
# The registry of team tie-breaks


def explain_in_group(tc: TeamContext, tb: TieBreak, p: int, group: list[int]) -> list[Row]:
    """The rows of a Type A team tie-break: DE on the score it names, the boards (TBR, BBE), or the mutual matches
    (EDE and its chains)."""
    if tb.name == "DE":
        rows: list[Row] = explain_direct_encounter(tc.ref(tb), tb, p, group)
        return rows
    if tb.name in ("TBR", "BBE"):
        return explain_boards(tc, tb, p)
    return explain_mutual_matches(tc, tb, p, group)


def _for_teams(name: str) -> Definition:
    """C.07 13: an individual tie-break on the team event's MP or GP view."""
    individual = DEFINITIONS[name]
    if individual.type_a:
        return Definition(
            individual.article, order=order_group, explain_in_group=explain_in_group, ascending=individual.ascending
        )
    article = Message("title.team_article", article=individual.article)  # "C.07 8.1 with 13", in every language
    return Definition(article, team_compute, team_rows, ascending=individual.ascending)


TYPE_A_TEAM_ONLY = frozenset({"EDE", "EDEBT", "EDEBB", "EDET", "EDEB", "TBR", "BBE"})
"""Team-only tie-breaks applied inside each tied group (C.07 4.3 Type A; TBR and BBE compare board by board)."""

TEAM_DEFINITIONS: dict[str, Definition] = {
    **{name: _for_teams(name) for name in INDIVIDUAL_FOR_TEAMS},
    **{
        name: Definition(article, order=order_group, explain_in_group=explain_in_group)
        if name in TYPE_A_TEAM_ONLY
        else Definition(article, team_compute, team_rows, ascending=name == "BC")  # BC: lower first, as FIDE's checker
        for name, (_, article) in TEAM_ONLY.items()
    },
}
"""The tie-breaks of team events by name (C.07 Arts. 11-13), in the registry's form (``rules.definition``)."""


__all__ = [
    "TeamContext",
    "explain_boards",
    "explain_esb",
    "explain_mutual_matches",
    "explain_sssc",
    "parse_team_code",
    "parse_team_list",
    "team_compute",
    "team_rows",
]
