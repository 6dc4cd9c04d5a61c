"""Why a peer program differs from the reference, by class of disagreement (used by build_cases.py).

Each rule recognises some of the difference texts build_cases.compare() writes ("AOB tpn 4: 13.375
(reference 13.38)") and gives the reason with its article. A case's disagreement is explained only
when every one of its differences is recognised; anything else stops the build.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from typing import Any

DIFF = re.compile(r"^(?P<code>\S+) tpn (?P<tpn>\d+): (?P<got>.+?) \(reference (?P<want>[^)]+)\)$")


def parsed(diff: str) -> dict[str, str] | None:
    m = DIFF.match(diff)
    return m.groupdict() if m else None


def aob_unrounded(spec: Any, peer: str, d: dict[str, str]) -> bool:
    if (
        peer != "tiebreak-core"
        or not d["code"].startswith("AOB")
        or "null" in (d["got"], d["want"])
        or d["got"].startswith("not computed")
    ):
        return False
    got, want = Decimal(d["got"]), Decimal(d["want"])
    return any(got.quantize(Decimal(1).scaleb(-n), rounding="ROUND_HALF_UP") == want for n in (2, 3, 4, 5))


def not_computed_2024(spec: Any, peer: str, d: dict[str, str]) -> bool:
    return peer == "tiebreak-core" and d["got"] == "not computed" and spec.rules == "fide-2024"


def not_computed(spec: Any, peer: str, d: dict[str, str]) -> bool:
    return peer == "tiebreak-core" and d["got"].startswith("not computed")


def fb_intermediate(spec: Any, peer: str, d: dict[str, str]) -> bool:
    return peer == "tiebreak-core" and d["code"].startswith("FB") and getattr(spec, "after_round", None) is not None


def std_double_forfeit(spec: Any, peer: str, d: dict[str, str]) -> bool:
    if d["code"] != "STD" or d["got"] in ("not computed", "null"):
        return False
    return Decimal(d["want"]) - Decimal(d["got"]) == Decimal("0.5")


def rank_follows(spec: Any, peer: str, d: dict[str, str]) -> bool:
    return d["code"] == "rank"


def ps_median(spec: Any, peer: str, d: dict[str, str]) -> bool:
    """gacrux computes PS/Mn as PS/Cn (decision A25): checked against the reference's PS/Cn."""
    if peer != "gacrux" or d["code"] not in ("PS/M1", "PS/M2"):
        return False
    import tiebreak_ref as tr

    t = tr.parse_trf(spec.trf if isinstance(spec.trf, bytes) else spec.trf.encode("utf-8"))
    cut = tr.tiebreak_values(t, d["code"].replace("M", "C"), rules=spec.rules, after_round=spec.after_round)
    return same(d["got"], cut[int(d["tpn"])])


RULES: list[tuple[Callable[[Any, str, dict[str, str]], bool], str]] = [
    (
        aob_unrounded,
        "tiebreak-core keeps the exact mean for AOB; the reference rounds it half up, as FIDE's "
        "checker does (2 decimals up to 8 rounds, then 3, 4, 5) and as Held's exercise 9 prints "
        "(13.375 -> 13.38) (Art. 8.2; c07-spec A5). The unrounded values round to the expected ones.",
    ),
    (
        not_computed_2024,
        "tiebreak-core's fide-2024 rule set has no such criterion (its named API offers it under "
        "fide-2026 only); the adapter leaves the code out.",
    ),
    (
        not_computed,
        "tiebreak-core has no value for this code (a ranking-only key, or not implemented); the adapter leaves it out.",
    ),
    (
        std_double_forfeit,
        "Double forfeit in STD (Art. 7.7): both players scored the same as their scheduled "
        "opponent (0 = 0), so the literal text gives ½; the program gives 0. The reference follows "
        "the text (option std_double_forfeit=half; c07-spec A11).",
    ),
    (
        ps_median,
        "gacrux computes PS/M1 as PS/C1 and PS/M2 as PS/C2: it removes nothing at the top (decision A25 of "
        "docs/en/decisions.md; its values equal the reference's PS/C1 and PS/C2, checked).",
    ),
    (
        fb_intermediate,
        "Fore Buchholz in standings after an earlier round (Art. 8.3): the 'final round' is the "
        "tournament's last round, which is not among the rounds considered yet, so FB equals BH (the "
        "reference and gacrux); tiebreak-core treats the last round considered as the final round.",
    ),
]


# Readings a peer may take where the reference has a switch: (options, decision id of docs/en/decisions.md).
ALTERNATIVES: list[tuple[dict[str, Any], str]] = [
    ({"cap_rounds": "played"}, "A1"),
    ({"aob_rounding": "adaptive"}, "A5"),
    ({"aob_rounding": "2dp"}, "A5"),
    ({"aob_rounding": "exact"}, "A5"),
    ({"ptp_score": "otb"}, "A9"),
    ({"ptp_score": "tournament"}, "A9"),
    ({"std_double_forfeit": "zero"}, "A11"),
    ({"std_double_forfeit": "half"}, "A11"),
    ({"rr_forfeit_wins_in_type_b": False}, "A12"),
    ({"rr_forfeit_wins_in_type_b": True}, "A12"),
    ({"event": "auto"}, "event-type"),
    ({"event": "swiss"}, "event-type"),
    ({"event": "round-robin"}, "event-type"),
    ({"lots_seed": None}, "lots"),
    ({"unrated_rating": None}, "unrated-rating"),
]


def reference_with(spec: Any, change: dict[str, Any]) -> tuple[dict[str, dict[str, Any]], dict[str, int]]:
    """The reference's values and ranks for the case with some options changed."""
    import tiebreak_ref as tr

    chosen = {**spec.options, **change}
    empty = chosen.pop("empty_round", "zero-point-bye")
    data = spec.trf if isinstance(spec.trf, bytes) else spec.trf.encode("utf-8")
    t = tr.parse_trf(data, empty_round=empty)
    opts = tr.Options(**{k: v for k, v in chosen.items() if v is not None})
    res = tr.standings(t, spec.tiebreaks, rules=spec.rules, options=opts, after_round=spec.after_round)
    return ({str(r.tpn): dict(r.values) for r in res.rows}, {str(r.tpn): r.rank for r in res.rows})


def same(got: str, value: Any) -> bool:
    """A peer's printed value equals a reference value (a Fraction, or None for undefined)."""
    if value is None or got in ("null", "") or got.startswith("not"):
        return value is None and got == "null"
    return Fraction(Decimal(got)) == Fraction(value)


def other_setting(spec: Any, peer: str, diffs: list[str]) -> str | None:
    """The peer's answer is the reference's with one other setting of a decision: checked value by value."""
    if peer != "gacrux":
        return None
    parsed_diffs = []
    for diff in diffs:
        m = re.match(r"^rank tpn (\d+): (\S+) \(reference", diff)
        d = parsed(diff)
        if m:
            parsed_diffs.append(("rank", m.group(1), m.group(2)))
        elif d is not None and d["code"] != "rank":
            parsed_diffs.append((d["code"], d["tpn"], d["got"]))
        else:
            return None
    for change, decision in ALTERNATIVES:
        if all(spec.options.get(k) == v for k, v in change.items()):
            continue
        try:
            values, ranks = reference_with(spec, change)
        except ValueError:
            continue
        ok = all(
            (str(ranks.get(tpn)) == got)
            if code == "rank"
            else (code in values.get(tpn, {}) and same(got, values[tpn][code]))
            for code, tpn, got in parsed_diffs
        )
        if ok:
            name, value = next(iter(change.items()))
            asked = ", ".join(f"{k}={v!r}" for k, v in spec.options.items()) or "the defaults"
            return (
                f"gacrux has no switch for this decision: every value it gives is the reference's with "
                f"{name}={value!r} (decision {decision} of docs/en/decisions.md; checked value by value when the "
                f"case was built), where this case asks for {asked}."
            )
    return None


# (area, name, peer) -> explanation of a known disagreement; generic() covers the recurring ones.
REPEATED_CODE = (
    "A code listed twice (C.07 4.3 allows a Type A tie-break to be repeated): the protocol reports the "
    "second column as 'DE#2' (README, 'Conventions'); the adapter keys its program's values by code "
    "and reports one DE column only. The ranking itself is not in dispute."
)
EXPLAIN: dict[tuple[str, str, str], str] = {
    ("direct-encounter", "de-twice-in-a-list", "gacrux"): REPEATED_CODE,
    ("direct-encounter", "de-twice-in-a-list", "tiebreak-core"): REPEATED_CODE,
    (
        "rating",
        "held-ex18-aroc1",
        "tiebreak-core",
    ): "Player 12 has a single game over the board: the reference (with gacrux and the value pinned for Held's "
    "exercise 18) cuts it and ARO/C1 is undefined; tiebreak-core skips the cut when fewer than two ratings "
    "are left (Art. 14.1; c07-spec A4).",
    (
        "buchholz",
        "cut-more-than-elements",
        "tiebreak-core",
    ): "tiebreak-core's named API has cuts C1, C2, M1 and M2 only, and leaves BH/M2 uncut (the full BH) when "
    "fewer than 5 elements exist; the reference cuts every element it is asked to and gets 0 (Art. 14; "
    "MTB26 asks for any n; c07-spec A4).",
    (
        "sonneborn-berger",
        "koya-in-a-swiss",
        "tiebreak-core",
    ): "Nick (12) won round 3 by forfeit against 14, who finished on 2.0 (at the lowered threshold). The "
    "reference, like gacrux, counts the points scored against a qualifying opponent whether or not the game "
    "was played (Art. 9.2 says 'points scored against'; Art. 16 does not cover KS); tiebreak-core counts "
    "games over the board only.",
    ("sonneborn-berger", "sb-three-points-for-a-win", "tiebreak-core"): "SCORING",
    ("progressive", "ps-three-points-for-a-win", "tiebreak-core"): "SCORING",
    (
        "rating",
        "unrated-dropped",
        "tiebreak-core",
    ): "Art. 10: when unrated players take part and the regulations give no rule, the rating tie-breaks are not "
    "used (null for everybody, as gacrux). tiebreak-core instead leaves unrated opponents out of each average "
    "(c07-spec 9, peers.md 2.1); RTNG has no value in tiebreak-core.",
    ("pre-determined", "rr-forfeits-sb-koya-2024", "tiebreak-core"): "RR2024",
    ("pre-determined", "rr-forfeits-de-2024", "tiebreak-core"): "RR2024",
    ("ranking", "held-rr-order", "tiebreak-core"): "RR2024",
    ("pre-determined", "rr-forfeits-type-b-2024", "gacrux"): "TYPEB",
    ("pre-determined", "rr-forfeits-type-b-2024", "tiebreak-core"): "TYPEB",
    ("pre-determined", "rr-forfeits-type-b-2026", "gacrux"): "TYPEB",
    (
        "pre-determined",
        "rr-forfeits-type-b-2026",
        "tiebreak-core",
    ): "Art. 15.2 (2026): in pre-determined pairings forfeit losses remain unplayed rounds for the Type B "
    "tie-breaks, so REP (7.6) subtracts Delta's and Foxtrot's forfeit losses (4); tiebreak-core counts them "
    "as regular games (5).",
    ("intermediate", "example-a-after-3-2024", "gacrux"): "FBN",
    ("intermediate", "example-a-after-3-2026", "gacrux"): "FBN CAP",
    ("intermediate", "example-a-after-3-2026", "tiebreak-core"): "CAP AOB",
    ("intermediate", "held9-after-5-2026", "gacrux"): "CAP",
    ("intermediate", "held9-after-5-2026", "tiebreak-core"): "CAP",
    (
        "intermediate",
        "round-paired-not-played",
        "gacrux",
    ): "Round 4 is paired but has no results. The reference gives the standings after round 3, the last round "
    "with every result in; gacrux takes the file's current round (4) and counts the pending pairings as "
    "games scored 0 (BH includes the round-4 opponent, PS adds a fourth running score). C.07 is silent; the "
    "TRF leaves the result column blank for a game not yet played.",
    (
        "trf",
        "valid-utf8-name",
        "gacrux",
    ): "gacrux decodes TRF files as Latin-1/cp1252 unless told otherwise (-b utf-8), so the two-byte UTF-8 "
    "letters shift every later column and it stops at the line. TRF-16 names no encoding, JaVaFo recommends "
    "UTF-8 (trf.md); the reference reads UTF-8 and falls back to Latin-1.",
    (
        "direct-encounter",
        "held-ex26-de",
        "tiebreak-core",
    ): "The 5-6 game was forfeited; in a round robin a forfeit is a regular game (Art. 15.2), which decides "
    "Held's published order 6, 5, 4. tiebreak-core's fide-2024 rule set has no round-robin mode, so it drops "
    "the forfeit from the mini-table as in a Swiss (6.1.1).",
}


LENIENT = (
    "gacrux's TRF reader is lenient by design (non-strict by default, peers.md 3.1): it reads the file "
    "without cross-checking it, so it does not reject this defect; a conforming reader must."
)


def explain(spec: Any, peer: str, diffs: list[str]) -> str | None:
    special = EXPLAIN.get((spec.area, spec.name, peer))
    if special:
        return special
    if peer == "gacrux" and diffs == ["accepted the invalid file"]:
        return LENIENT
    alternative = other_setting(spec, peer, diffs)
    if alternative:
        return alternative
    reasons: list[str] = []
    values_differ = any(not diff.startswith("rank ") for diff in diffs)
    for diff in diffs:
        if diff.startswith("rank ") and values_differ:
            continue  # the ranks follow from the values explained below
        d = parsed(diff)
        if d is None:
            return None
        for rule, reason in RULES:
            if rule(spec, peer, d):
                if reason not in reasons:
                    reasons.append(reason)
                break
        else:
            return None
    return " ".join(reasons)
