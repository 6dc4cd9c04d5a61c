"""``tiebreak-ref standings|explain|check`` on a team file (TRF with records 310 or 013): teams are ranked.

The JSON is the individual one with "tpn" = team pairing number and "name" = team name, plus "mp" and
"gp" on every row and "primary" ("MP" or "GP") at the top. ``--player N`` names a team pairing number.
"""

from __future__ import annotations

import argparse
import sys

from ..language import Message, translate
from ..model import TeamEvent, Tournament
from ..ranking.standings import file_list
from ..ranking.team import explain_team, team_standings
from ..rules.fide.team import parse_team_list
from .common import (
    EXIT_MISMATCH,
    BadInput,
    check_after_round,
    check_participant,
    checked_list,
    explained_codes,
    lang_of,
    options_from,
    report_head,
    show_explanations,
    warn,
)

DEFAULT_TEAM_LIST = ("MPVGP", "EDE", "ESB/C1", "BH/C1")
"""Without a list in the file or --tiebreaks: the secondary score (13.1), EDE (13.3), ESB-C1 (13.2), BH-C1."""


def team_codes(args: argparse.Namespace, t: Tournament) -> list[str]:
    """--tiebreaks (located errors), else the file's list (record 212/202), else the default team list."""
    if args.tiebreaks is not None:
        return checked_list(args.tiebreaks, "--tiebreaks", parse_team_list)
    return file_list(t, parse_team_list) or list(DEFAULT_TEAM_LIST)


def check_rules(args: argparse.Namespace) -> None:
    """Team tie-breaks are FIDE's (C.07 11-13)."""
    if args.rules == "uscf":
        raise BadInput(
            "--rules:1:1: found uscf for a team event; expected fide-2026, fide-2024 or fide-2017 (US Chess rule 34 "
            "has no team tie-breaks here)"
        )


def run_team_standings(args: argparse.Namespace, ev: TeamEvent) -> int:
    """standings on a team file."""
    check_rules(args)
    for option, given in (("--compare", args.compare), ("--withdrawal-rule", args.withdrawal_rule)):
        if given is not None:  # never silent: an option the team standings do not take is refused
            raise BadInput(f"{option}:1:1: found {option} for a team event; expected it with an individual event only")
    t = ev.tournament
    codes = team_codes(args, t)
    check_after_round(args, t)
    result = team_standings(ev, codes, rules=args.rules, options=options_from(args), after_round=args.after_round)
    if args.format == "html":
        from .publish import show_html

        return show_html(result, t, args)
    warn(result.warnings, lang_of(args))
    sys.stdout.write(result.table(args.format, lang_of(args)))
    return 0


def run_team_explain(args: argparse.Namespace, ev: TeamEvent) -> int:
    """explain on a team file: --player is the team pairing number."""
    check_rules(args)
    t = ev.tournament
    codes = team_codes(args, t)
    check_participant("--player", args.player, ev.teams, Message("error.team_number"), t.source)
    check_after_round(args, t)
    chosen = explained_codes(args, codes, parse_team_list)
    opts = options_from(args)
    explanations = [
        explain_team(
            ev, args.player, code, rules=args.rules, options=opts, after_round=args.after_round, tiebreaks=codes
        )
        for code in chosen
    ]
    team = ev.teams[args.player]
    who = translate(Message("title.team", tpn=team.tpn, name=team.name), lang_of(args))
    return show_explanations(explanations, args.format, who, lang_of(args))


def run_team_check(args: argparse.Namespace, ev: TeamEvent) -> int:
    """check on a team file: team totals and ranks declared in record 310 against the results (its notices are
    listed by cli.run_check)."""
    check_rules(args)
    t = ev.tournament
    codes = file_list(t, parse_team_list) or ["PTS"]
    result = team_standings(ev, codes, rules=args.rules, options=options_from(args))
    lang = lang_of(args)
    print(
        report_head(
            "check.team_event", t, result.rules, codes, lang, teams=len(ev.teams), boards=ev.boards, primary=ev.primary
        )
    )
    problems = []
    for row in result.rows:
        team = ev.teams[row.tpn]
        where = f"{t.source}:{team.line}"
        if team.declared_mp is not None and team.declared_mp != result.mp[row.tpn]:
            wrong = Message(
                "check.team_mp", tpn=team.tpn, declared=str(team.declared_mp), value=str(result.mp[row.tpn])
            )
            problems.append(f"{where}:55: {translate(wrong, lang)}")
        if team.declared_gp is not None and team.declared_gp != result.gp[row.tpn]:
            wrong = Message(
                "check.team_gp", tpn=team.tpn, declared=str(team.declared_gp), value=str(result.gp[row.tpn])
            )
            problems.append(f"{where}:62: {translate(wrong, lang)}")
        if team.declared_rank is not None and team.declared_rank != row.rank:
            wrong = Message("check.team_rank", tpn=team.tpn, declared=team.declared_rank, rank=row.rank)
            problems.append(f"{where}:69: {translate(wrong, lang)}")
    if not problems:
        print(translate(Message("check.team_agree"), lang))
        return 0
    print("\n".join(problems))
    return EXIT_MISMATCH


__all__ = ["run_team_check", "run_team_explain", "run_team_standings"]
