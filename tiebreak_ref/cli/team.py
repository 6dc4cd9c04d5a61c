"""``tiebreak-ref standings|explain|check`` on a team file (TRF with records 310 or 013): teams are ranked.

The JSON is the individual one with "tpn" = team pairing number and "name" = team name, plus "mp" and
"gp" on every row and "primary" ("MP" or "GP") at the top. ``--player N`` names a team pairing number.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from typing import Any, get_args, get_type_hints

from ..language import Message, translate
from ..model import TeamEvent, TeamOptions, Tournament
from ..ranking.standings import file_list
from ..ranking.team import explain_team, team_standings
from ..rules.fide.team import parse_team_list
from ..trf.team import build_team_event, record_text
from .common import (
    EXIT_MISMATCH,
    BadInput,
    check_after_round,
    checked_list,
    explained_codes,
    explanation_json,
    lang_of,
    options_from,
    warn,
)

DEFAULT_TEAM_LIST = ("MPVGP", "EDE", "ESB/C1", "BH/C1")
"""Without a list in the file or --tiebreaks: the secondary score (13.1), EDE (13.3), ESB-C1 (13.2), BH-C1."""


def team_event(args: argparse.Namespace, t: Tournament, data: bytes) -> TeamEvent:
    """The team event of the file just read (its bytes `data`), with the team decisions of --set."""
    return build_team_event(t, record_text(data, t.source), team_options(args))


def team_options(args: argparse.Namespace) -> TeamOptions:
    """--set NAME=VALUE for the team decisions; the other --set items are left for Options."""
    fields = {f.name for f in dataclasses.fields(TeamOptions)}
    values: dict[str, Any] = {}
    rest = []
    for item in args.set or []:
        name, _, raw = item.partition("=")
        key = name.strip().replace("-", "_")
        if key not in fields:
            rest.append(item)
            continue
        choices = get_args(get_type_hints(TeamOptions)[key])
        if raw.strip() not in choices:
            raise BadInput(
                f"--set:1:{len(name) + 2}: found {key}={raw.strip()!r}; expected one of {', '.join(choices)}"
            )
        values[key] = raw.strip()
    args.set = rest
    return TeamOptions(**values)


def team_codes(args: argparse.Namespace, t: Tournament) -> list[str]:
    """--tiebreaks (located errors), else the file's list (record 212/202), else the default team list."""
    if args.tiebreaks is not None:
        return checked_list(args.tiebreaks, "--tiebreaks", parse_team_list)
    return file_list(t, parse_team_list) or list(DEFAULT_TEAM_LIST)


def check_rules(args: argparse.Namespace) -> None:
    """Team tie-breaks are FIDE's (C.07 11-13)."""
    if args.rules == "uscf":
        raise BadInput(
            "--rules:1:1: found uscf for a team event; expected fide-2026 or fide-2024 (US Chess rule 34 "
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
    if args.player not in ev.teams:
        raise BadInput(
            f"--player:1:1: found {args.player}; expected the pairing number of a team in {t.source} "
            f"({min(ev.teams)}-{max(ev.teams)})"
        )
    check_after_round(args, t)
    chosen = explained_codes(args, codes, parse_team_list)
    opts = options_from(args)
    explanations = [
        explain_team(
            ev, args.player, code, rules=args.rules, options=opts, after_round=args.after_round, tiebreaks=codes
        )
        for code in chosen
    ]
    lang = lang_of(args)
    warn((warning for e in explanations for warning in e.warnings), lang)
    if args.format == "json":
        document = [explanation_json(e, lang) for e in explanations]
        sys.stdout.write(json.dumps(document, ensure_ascii=False, indent=2) + "\n")
        return 0
    team = ev.teams[args.player]
    who = translate(Message("title.team", tpn=team.tpn, name=team.name), lang)
    sys.stdout.write("\n".join(e.table(args.format, who, lang) + "\n" for e in explanations))
    return 0


def run_team_check(args: argparse.Namespace, ev: TeamEvent) -> int:
    """check on a team file: team totals and ranks declared in record 310 against the results (its notices are
    listed by cli.run_check)."""
    check_rules(args)
    t = ev.tournament
    codes = file_list(t, parse_team_list) or ["PTS"]
    result = team_standings(ev, codes, rules=args.rules, options=options_from(args))
    print(
        f"{t.source}: {len(ev.teams)} teams of {ev.boards} boards, {len(t.players)} players, {t.rounds} rounds, "
        f"{t.trf_version}; primary score {ev.primary}; rules {result.rules}; ranking by {' '.join(codes)}"
    )
    problems = []
    for row in result.rows:
        team = ev.teams[row.tpn]
        if team.declared_mp is not None and team.declared_mp != result.mp[row.tpn]:
            problems.append(
                f"{t.source}:{team.line}:55: team {team.tpn} declares {team.declared_mp} match points; "
                f"the results give {result.mp[row.tpn]}"
            )
        if team.declared_gp is not None and team.declared_gp != result.gp[row.tpn]:
            problems.append(
                f"{t.source}:{team.line}:62: team {team.tpn} declares {team.declared_gp} game points; "
                f"the results give {result.gp[row.tpn]}"
            )
        if team.declared_rank is not None and team.declared_rank != row.rank:
            problems.append(
                f"{t.source}:{team.line}:69: team {team.tpn} declares rank {team.declared_rank}; the "
                f"list gives {row.rank}"
            )
    if not problems:
        print("declared team totals and ranks agree")
        return 0
    print("\n".join(problems))
    return EXIT_MISMATCH


__all__ = ["run_team_check", "run_team_explain", "run_team_standings"]
