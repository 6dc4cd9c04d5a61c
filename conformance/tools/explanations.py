"""Why a peer program differs from the reference, by class of disagreement (used by build_cases.py).

Each rule recognises some of the difference texts build_cases.compare() writes ("AOB tpn 4: 13.375
(reference 13.38)") and gives the reason with its article. A case's disagreement is explained only
when every one of its differences is recognised; anything else stops the build.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal
from typing import Any

DIFF = re.compile(r"^(?P<code>\S+) tpn (?P<tpn>\d+): (?P<got>.+?) \(reference (?P<want>[^)]+)\)$")


def parsed(diff: str) -> dict[str, str] | None:
    m = DIFF.match(diff)
    return m.groupdict() if m else None


def aob_unrounded(spec: Any, peer: str, d: dict[str, str]) -> bool:
    if peer != "tiebreak-core" or not d["code"].startswith("AOB") or d["got"] == "not computed":
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


RULES: list[tuple[Callable[[Any, str, dict[str, str]], bool], str]] = [
    (aob_unrounded, "tiebreak-core keeps the exact mean for AOB; the reference rounds it half up, as FIDE's "
                    "checker does (2 decimals up to 8 rounds, then 3, 4, 5) and as Held's exercise 9 prints "
                    "(13.375 -> 13.38) (Art. 8.2; c07-spec A5). The unrounded values round to the expected ones."),
    (not_computed_2024, "tiebreak-core's fide-2024 rule set has no such criterion (its named API offers it under "
                        "fide-2026 only); the adapter leaves the code out."),
    (not_computed, "tiebreak-core has no value for this code (a ranking-only key, or not implemented); the "
                   "adapter leaves it out."),
    (std_double_forfeit, "Double forfeit in STD (Art. 7.7): both players scored the same as their scheduled "
                         "opponent (0 = 0), so the literal text gives ½; the program gives 0. The reference follows "
                         "the text (option std_double_forfeit=half; c07-spec A11)."),
    (fb_intermediate, "Fore Buchholz in standings after an earlier round (Art. 8.3): the 'final round' is the "
                      "tournament's last round, which is not among the rounds considered yet, so FB equals BH (the "
                      "reference and gacrux); tiebreak-core treats the last round considered as the final round."),
]


LENIENT = ("gacrux's TRF reader is lenient by design (non-strict by default, peers.md 3.1): it reads the file "
           "without cross-checking it, so it does not reject this defect; a conforming reader must.")


def explain(spec: Any, peer: str, diffs: list[str]) -> str | None:
    from build_cases import EXPLAIN

    special = EXPLAIN.get((spec.area, spec.name, peer))
    if special:
        return special
    if peer == "gacrux" and diffs == ["accepted the invalid file"]:
        return LENIENT
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
