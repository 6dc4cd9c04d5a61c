"""Tie-break codes: the FIDE descriptor grammar of TRF-2026 records 202/212 (MTB26), plus friendly aliases.

``descriptor := NAME [":" ("MP"|"GP")] { "/" option }`` with options ``Cn Mn L+n L-n Kx P F R``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import CodeError as CodeError  # re-exported: it lives in errors.py
from ..language import Message

# name -> (modifiers allowed, short description). The descriptions name the C.07 article.
INDIVIDUAL_CODES: dict[str, tuple[str, str]] = {
    "PTS": ("", "points (the primary score)"),
    "DE": ("P", "direct encounter, C.07 Art. 6"),
    "WIN": ("", "number of wins, C.07 7.1"),
    "WON": ("", "number of games won over the board, C.07 7.2"),
    "BPG": ("", "number of games played with Black, C.07 7.3"),
    "BWG": ("", "number of games won with Black, C.07 7.4"),
    "PS": ("CM", "progressive scores, C.07 7.5 (medians: 14.3, 14.4, with a warning)"),
    "REP": ("", "rounds one elected to play, C.07 7.6"),
    "STD": ("", "standard points, C.07 7.7"),
    "TPN": ("R", "tournament pairing number, C.07 7.8"),
    "BH": ("CMP", "Buchholz, C.07 8.1"),
    "AOB": ("F", "average of opponents' Buchholz, C.07 8.2"),
    "FB": ("CMP", "Fore Buchholz, C.07 8.3"),
    "SB": ("CMP", "Sonneborn-Berger, C.07 9.1"),
    "KS": ("L", "Koya system, C.07 9.2"),
    "ARO": ("CM", "average rating of opponents, C.07 10.1"),
    "TPR": ("", "tournament performance rating, C.07 10.2"),
    "PTP": ("", "perfect tournament performance, C.07 10.3"),
    "APRO": ("", "average performance rating of opponents, C.07 10.4"),
    "APPO": ("", "average perfect performance of opponents, C.07 10.5"),
    "RTNG": ("R", "rating, C.07 10.6"),
}

TEAM_CODES = (
    "MPVGP",
    "BC",
    "TBR",
    "BBE",
    "EMMSB",
    "EMGSB",
    "EGMSB",
    "EGGSB",
    "ESB",
    "EDE",
    "EDEBT",
    "EDEBB",
    "EDET",
    "EDEB",
    "SSSC",
)

# US Chess rule 34E systems (not FIDE): valid only under the rules "uscf", where of the FIDE names only
# US_SHARED keep their meaning. name -> (modifiers allowed, short description).
US_CODES: dict[str, tuple[str, str]] = {
    "MM": ("", "Modified Median, US Chess 34E1"),
    "SOLKOFF": ("", "Solkoff, US Chess 34E2"),
    "CUM": ("", "Cumulative, US Chess 34E3"),
    "MED": ("", "Median (Harkness), US Chess 34E4"),
    "RBT": ("", "result between tied players, US Chess 34E5"),
    "BLACKS": ("", "most blacks, US Chess 34E6"),
    "KASHDAN": ("", "Kashdan, US Chess 34E7"),
    "USSB": ("", "Sonneborn-Berger (US), US Chess 34E8"),
    "OPPCUM": ("", "cumulative scores of opposition, US Chess 34E9"),
    "OPPPERF": ("", "opposition's performance, US Chess 34E10"),
    "USARO": ("", "average rating of opposition, US Chess 34E11"),
}
US_SHARED = ("PTS", "TPN", "RTNG")
"""FIDE names that mean the same under the uscf rules: points, pairing number, rating."""
US_COUNTERPARTS = {
    "BH": "SOLKOFF or MM",
    "SB": "USSB",
    "PS": "CUM",
    "DE": "RBT",
    "BPG": "BLACKS",
    "ARO": "USARO",
    "APRO": "OPPPERF",
}

TYPE_A = frozenset({"DE", "RBT"})
"""C.07 4.3: Type A tie-breaks are recomputed inside each tied group (US Chess 34E5 likewise)."""

ALIASES: dict[str, str] = {
    "POINTS": "PTS",
    "BUCHHOLZ": "BH",
    "BUCHHOLZ CUT 1": "BH/C1",
    "BUCHHOLZ CUT 2": "BH/C2",
    "BUCHHOLZ CUT1": "BH/C1",
    "BUCHHOLZ CUT2": "BH/C2",
    "MEDIAN BUCHHOLZ": "BH/M1",
    "MEDIAN BUCHHOLZ 2": "BH/M2",
    "FORE BUCHHOLZ": "FB",
    "SONNEBORN-BERGER": "SB",
    "SONNEBORN BERGER": "SB",
    "SONNEBORN-BERGER CUT 1": "SB/C1",
    "KOYA": "KS",
    "PROGRESSIVE": "PS",
    "CUMULATIVE": "PS",
    "DIRECT ENCOUNTER": "DE",
    "GE": "REP",
    "WINS": "WIN",
    "BLACK": "BPG",
    "PERFORMANCE": "TPR",
    "RATING": "RTNG",
    "SNO": "TPN",
    "ARO-C1": "ARO/C1",
}

US_ALIASES: dict[str, str] = {  # read before ALIASES under the uscf rules
    "MODIFIED MEDIAN": "MM",
    "MEDIAN": "MED",
    "HARKNESS": "MED",
    "CUMULATIVE": "CUM",
    "CUMULATIVE OF OPPOSITION": "OPPCUM",
    "OPPOSITION CUMULATIVE": "OPPCUM",
    "RESULT BETWEEN TIED PLAYERS": "RBT",
    "HEAD TO HEAD": "RBT",
    "MOST BLACKS": "BLACKS",
    "SONNEBORN-BERGER": "USSB",
    "SONNEBORN BERGER": "USSB",
    "OPPOSITION'S PERFORMANCE": "OPPPERF",
    "AVERAGE RATING OF OPPOSITION": "USARO",
}

_DESCRIPTOR = re.compile(r"^(?P<name>[A-Z]+)(?::(?P<ref>MP|GP))?(?P<opts>(?:/[^/]+)*)$")
_OPTION = re.compile(r"^(?:(?P<cm>[CM])(?P<n>\d+)|L(?P<sign>[+-])(?P<lim>\d+(?:\.\d+)?)|K(?P<k>\d+)|(?P<flag>[PFR]))$")


@dataclass(frozen=True)
class TieBreak:
    """A parsed tie-break descriptor."""

    name: str
    ref: str | None = None  # ":MP" / ":GP" (team events)
    cut: int = 0  # /Cn, Art. 14.1-14.2
    median: int = 0  # /Mn, Art. 14.3-14.4
    limit_half_points: int = 0  # /L±n, Art. 14.5 (in half points)
    forfeits_played: bool = False  # /P
    fore: bool = False  # /F
    reverse: bool = False  # /R
    normaliser: int | None = None  # /Kx
    written: str = field(default="", compare=False)  # the code as the user wrote it (the output's key)

    @property
    def label(self) -> str:
        """The output key: the code exactly as written (DESIGN.md "Tie-break codes"), else the canonical one."""
        return self.written or self.code

    @property
    def code(self) -> str:
        """The canonical descriptor, e.g. ``BH/C1``."""
        text = self.name + (f":{self.ref}" if self.ref else "")
        if self.cut:
            text += f"/C{self.cut}"
        if self.median:
            text += f"/M{self.median}"
        if self.limit_half_points:
            sign = "+" if self.limit_half_points > 0 else "-"
            text += f"/L{sign}{abs(self.limit_half_points)}"
        if self.fore:
            text += "/F"
        if self.forfeits_played:
            text += "/P"
        if self.reverse:
            text += "/R"
        if self.normaliser is not None:
            text += f"/K{self.normaliser}"
        return text

    @property
    def type_a(self) -> bool:
        """C.07 4.3: computed on the games among the tied participants only."""
        return self.name in TYPE_A

    def __str__(self) -> str:
        return self.code


def known_codes(rules: str | None = None) -> str:
    """The list of accepted names (under the rules "uscf": the US Chess ones), for error messages."""
    return " ".join([*US_SHARED, *US_CODES] if rules == "uscf" else INDIVIDUAL_CODES)


def parse_code(text: str, rules: str | None = None) -> TieBreak:
    """Parse one descriptor (``BH/C1``, ``bh-c1``, ``Buchholz Cut 1``, ``KS/L+1``; ``MM`` under rules "uscf").

    Raises:
        CodeError: the code is unknown or malformed (the message names the column and the known codes).
    """
    raw = text.strip()
    upper = " ".join(raw.upper().split())
    us = rules == "uscf"
    upper = US_ALIASES[upper] if us and upper in US_ALIASES else ALIASES.get(upper, upper)
    # legacy hyphenated modifiers of the C.07 prose: BH-C1, SB-C1, BH-M2
    upper = re.sub(r"-(?=(?:C|M)\d+$)", "/", upper)
    if upper.startswith("OTHER_"):
        raise CodeError(raw, Message("error.self_defined", code=repr(raw), known=known_codes(rules)))
    match = _DESCRIPTOR.match(upper)
    if not match:
        raise CodeError(raw, Message("error.malformed", code=repr(raw), known=known_codes(rules)))
    name = match["name"]
    if us and name in INDIVIDUAL_CODES and name not in US_SHARED:
        hint = Message("error.us_counterpart", code=US_COUNTERPARTS[name]) if name in US_COUNTERPARTS else ""
        raise CodeError(raw, Message("error.fide_only", code=repr(raw), name=name, hint=hint, known=known_codes(rules)))
    if not us and name in US_CODES:
        raise CodeError(
            raw,
            Message(
                "error.us_only", code=repr(raw), name=name, description=US_CODES[name][1], known=known_codes(rules)
            ),
        )
    if name not in INDIVIDUAL_CODES and name not in US_CODES:
        if name in TEAM_CODES or name.startswith("OTHER"):
            raise CodeError(raw, Message("error.not_individual", code=repr(raw), name=name, known=known_codes(rules)))
        raise CodeError(raw, Message("error.unknown_code", code=repr(raw), known=known_codes(rules)))
    allowed, _ = US_CODES[name] if name in US_CODES else INDIVIDUAL_CODES[name]
    values = parse_modifiers(raw, name, match["opts"], allowed)
    if values.get("cut") and values.get("median"):
        raise CodeError(raw, Message("error.cut_and_median", code=repr(raw)))
    return TieBreak(name=name, ref=match["ref"], written=raw, **values)


MODIFIER_FORMS = {"C": "/Cn", "M": "/Mn", "L": "/L+n /L-n", "K": "/Kx", "P": "/P", "F": "/F", "R": "/R"}


def parse_modifiers(raw: str, name: str, opts: str, allowed: str) -> dict[str, Any]:
    """The /options of a descriptor (MTB26, C.07 Art. 14) as TieBreak fields; only the letters in `allowed`."""
    values: dict[str, Any] = {}
    column = len(name) + 1
    for opt in opts.split("/")[1:]:
        om = _OPTION.match(opt)
        if not om or opt[:1] not in allowed:
            hint = (
                Message("error.modifiers", forms=" ".join(MODIFIER_FORMS[a] for a in allowed))
                if allowed
                else Message("error.no_modifier", name=name)
            )
            raise CodeError(raw, Message("error.modifier", name=name, opt=opt, hint=hint), column)
        if om["cm"] == "C":
            values["cut"] = int(om["n"])
        elif om["cm"] == "M":
            values["median"] = int(om["n"])
        elif om["sign"]:
            lim = om["lim"]
            # MTB26 / FIDE's checker: an integer counts half points, a decimal counts points.
            half = int(lim) if "." not in lim else int(float(lim) * 2)
            values["limit_half_points"] = half if om["sign"] == "+" else -half
        elif om["k"]:
            values["normaliser"] = int(om["k"])
        elif om["flag"] == "P":
            values["forfeits_played"] = True
        elif om["flag"] == "F":
            values["fore"] = True
        elif om["flag"] == "R":
            values["reverse"] = True
        column += len(opt) + 1
    return values


def code_spans(text: str) -> list[tuple[int, str]]:
    """The codes of a list written with commas (TRF records 202/212) or blanks (command line), each with the
    column (from 1) where it starts: ``"BH/C1, SB"`` gives ``[(1, "BH/C1"), (8, "SB")]``."""
    pattern = r"[^,\s](?:[^,]*[^,\s])?" if "," in text else r"\S+"
    return [(match.start() + 1, match.group()) for match in re.finditer(pattern, text)]


def split_codes(text: str) -> list[str]:
    """Split a list written with commas (TRF records 202/212) or blanks (command line): ``code_spans``' codes."""
    return [code for _, code in code_spans(text)]


def check_codes(text: str, parse: Callable[[list[str]], object]) -> list[str]:
    """The codes of a written list (``split_codes``), each checked by `parse` (e.g. ``parse_list``).

    Raises:
        CodeError: a code `parse` refuses, its ``column`` where the code starts in `text`.
    """
    for column, code in code_spans(text):
        try:
            parse([code])
        except CodeError as exc:
            raise CodeError(exc.code, exc.message, column) from None
    return split_codes(text)


def parse_list(items: Sequence[str] | str, rules: str | None = None) -> list[TieBreak]:
    """Parse an ordered tie-break list; the whole list is checked before anything is computed.

    Raises:
        CodeError: a code of the list is unknown or malformed.
    """
    codes = split_codes(items) if isinstance(items, str) else list(items)
    return [parse_code(code, rules) for code in codes]


NEW_IN_2026 = {"STD": "7.7", "TPN": "7.8", "RTNG": "10.6"}
"""Tie-breaks the 2026 text added (C.07 2026 7.7, 7.8, 10.6); AOB/F (8.2 "or Fore Buchholz") is new as well."""


DEFINED_IN_2017 = frozenset({"PTS", "DE", "WIN", "BPG", "BWG", "PS", "BH", "SB", "KS", "ARO"})
"""The tie-breaks the text before 2023 (C.02 Art. 13, 2017, rule set fide-2017) defines; the others came with the
rewrite."""

DEFINED_IN_2017_FOR_TEAMS = frozenset({"MPVGP"})
"""What the text before 2023 (C.02 Art. 13, rule set fide-2017) defines for team events besides the tie-breaks of
DEFINED_IN_2017 on the match or game points: "match points" where game points decide and "game points" where match
points decide (MPvGP); its team systems and recommended team lists name no other (decision E4)."""

BUCHHOLZ_FAMILY = ("BH", "FB", "AOB")
"""C.07 (2026) Art. 8 note: the Buchholz family, which must not be used in round-robins."""


def code_warnings(tbs: Sequence[TieBreak], rules: str, round_robin: bool = False) -> list[str]:
    """What the list asks for that the edition in force does not define as written; each code is computed, with
    this warning (DESIGN.md), one per code, then one for the Buchholz family in a round robin.

    STD, TPN, RTNG and AOB/F under an edition before 2026, which has no such tie-break (decision A23); under
    fide-2017 the codes C.02 Art. 13 does not define, and /P (13.15 counts forfeits); PS/Mn: C.07 5 lists only
    cuts for PS, 14.3 / 14.4 define the medians (decision A25); the Buchholz family in a round robin (C.07 2026
    Art. 8 note; the earlier editions allow it)."""
    warnings = [warning for tb in tbs if (warning := code_warning(tb, rules))]
    family = [tb.label for tb in tbs if tb.name in BUCHHOLZ_FAMILY]
    if round_robin and family and rules != "uscf":
        warnings.append(buchholz_warning(family, rules))
    return warnings


def code_warning(tb: TieBreak, rules: str) -> str | None:
    """The warning for one code under the rules in force (see code_warnings), None when it is defined as written."""
    older = rules.startswith("fide-") and rules != "fide-2026"
    if older and tb.name in NEW_IN_2026:
        return Message("warn.new_in_2026", label=tb.label, name=tb.name, article=NEW_IN_2026[tb.name], rules=rules)
    if older and tb.name == "AOB" and tb.fore:
        return Message("warn.aob_fore", label=tb.label, rules=rules)
    if rules == "fide-2017" and tb.name not in DEFINED_IN_2017 | DEFINED_IN_2017_FOR_TEAMS:
        return Message("warn.not_in_2017", label=tb.label)
    if tb.name == "PS" and tb.median:
        return Message("warn.ps_median", label=tb.label, n=tb.median)
    if rules == "fide-2017" and tb.forfeits_played:
        return Message("warn.p_in_2017", label=tb.label)
    return None


def buchholz_warning(family: Sequence[str], rules: str) -> str:
    """The warning for the Buchholz family (the codes `family`) in a round robin, citing the edition in force: the
    2026 text forbids it (Art. 8 note); the earlier ones do not, and the warning says so (decision A23)."""
    listed = ", ".join(family)
    if rules == "fide-2026":
        return Message("warn.buchholz_round_robin", codes=listed)
    return Message("warn.buchholz_round_robin_allowed", codes=listed, rules=rules)
