"""Differential test: tiebreak-ref against gacrux 1.11.65, FIDE's own tie-break checker.

A seeded corpus of generated tournaments (``tiebreak_ref.synthetic.individual``: 150 Swiss of 6–40 players and
5–11 rounds with every kind of unplayed round, 50 single and double round robins of 3–12 players)
is scored by both programs under both rule sets (``fide-2024`` = gacrux ``/V1``, ``fide-2026`` =
gacrux ``/V2``; the 042 start date is set to match). Every individual tie-break value is compared
exactly; DE is compared through the standings (the rank inside the tied group, 0 when alone).
The rating-based codes are compared twice: with the default (dropped when a player is unrated)
and with unrated players rated 1400 (gacrux ``unrated``, our ``Options(unrated_rating=1400)``).

gacrux is called in-process (as its own tests do), once per tournament and rule set; its answers
are kept in tests/fixtures/gacrux_answers.json under the SHA-256 of the text it read, the call and
its version (tests/gacrux_cache.py, which also rewrites the file; a call not in it runs gacrux
live). Our values are always computed live, once per session, each tournament's codes in one computation context
as standings() computes its list (so a context's memo that mixed up two codes fails here too). A difference
fails the test unless it is listed in ``DOCUMENTED_DECISIONS`` below, the one place where
tiebreak-ref deliberately departs from gacrux, each entry citing the C.07 article that decides it.

``python benchmarks/diff_report.py`` prints a summary of all differences with minimal examples.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import gacrux_cache
import gacrux_inprocess  # on the path through gacrux_cache
import pytest

import tiebreak_ref as tr
from tiebreak_ref.ranking.standings import compute, context, tiebreak_argument
from tiebreak_ref.rules.unplayed import Context
from tiebreak_ref.synthetic.individual import generate_round_robin, generate_swiss

# --------------------------------------------------------------------------------------------
# What is compared

RULES: dict[str, tuple[str, str]] = {  # our rule set -> (gacrux /V suffix, TRF 042 start date)
    "fide-2024": ("V1", "2025/03/10"),
    "fide-2026": ("V2", "2026/03/10"),
}
CODES: tuple[str, ...] = ("PTS", *gacrux_inprocess.COMPARED)
RATING_CODES: tuple[str, ...] = ("ARO", "ARO/C1", "TPR", "PTP", "APRO", "APPO", "RTNG")
ASSIGNED_RATING = 1400

Value = Fraction | None


@dataclass(frozen=True)
class Tour:
    """One generated tournament of the corpus."""

    ident: str
    kind: str  # "swiss" | "round-robin"
    seed: int
    players: int
    rounds: int  # Swiss: rounds; round robin: 0 (the schedule decides)
    double: bool = False

    def text(self, rules: str) -> str:
        return tour_text(self, rules)

    @property
    def size(self) -> int:
        return self.players * max(self.rounds, self.players)


@functools.cache
def tour_text(tour: Tour, rules: str) -> str:
    """The generated file with the rule set's start date. The generator writes the date in record 042 and nowhere
    else, so it runs once per tournament and the other rule set's file is that one with its own 042 line
    (test_one_generation_serves_both_rule_sets checks this against the generator)."""
    first = next(iter(RULES))
    if rules != first:
        return with_start_date(tour_text(tour, first), RULES[rules][1])
    return generate_tour(tour, RULES[rules][1])


def generate_tour(tour: Tour, date: str) -> str:
    if tour.kind == "swiss":
        return generate_swiss(tour.players, tour.rounds, tour.seed, start_date=date)
    return generate_round_robin(tour.players, tour.seed, tour.double, start_date=date)


def with_start_date(text: str, date: str) -> str:
    lines = text.splitlines(keepends=True)
    (number,) = [i for i, line in enumerate(lines) if line.startswith("042 ")]
    lines[number] = f"042 {date}\n"
    return "".join(lines)


def build_corpus(swiss: int = 150, round_robins: int = 50) -> tuple[Tour, ...]:
    tours: list[Tour] = []
    for i in range(swiss):
        rng = random.Random(10_000 + i)
        tours.append(Tour(f"swiss-{i}", "swiss", 10_000 + i, rng.randint(6, 40), rng.randint(5, 11)))
    for i in range(round_robins):
        rng = random.Random(20_000 + i)
        double = i % 3 == 2
        tours.append(Tour(f"rr-{i}", "round-robin", 20_000 + i, rng.randint(3, 12), 0, double))
    return tuple(tours)


CORPUS = build_corpus()


# --------------------------------------------------------------------------------------------
# Differences and the table of documented decisions


@dataclass(frozen=True)
class Diff:
    tour: Tour
    rules: str
    code: str
    tpn: int
    ours: Value | str  # a string when our side raised
    theirs: Value
    unrated_rating: int | None

    @property
    def row(self) -> tuple[str, ...]:
        """The player's round codes, e.g. ("15w1", "-H", "9b=", "·")."""
        return row_codes(self.tour.text(self.rules))[self.tpn]


@dataclass(frozen=True)
class Decision:
    """A deliberate, documented departure from gacrux."""

    code: str  # the tie-break code it concerns, "*" for any
    condition: Callable[[Diff], bool]  # which differences it covers
    article: str  # the C.07 article (and edition) that decides it
    reason: str  # why tiebreak-ref reads the article the way it does
    switch: dict[str, Any]  # the Options that read the article gacrux's way (the decisions page names them)


def row_has(diff: Diff, *results: str) -> bool:
    """Whether the player's own row holds any of these result codes (e.g. "+", "-", "H")."""
    return any(cell[-1] in results for cell in diff.row)


def has_double_forfeit(diff: Diff) -> bool:
    """Whether the player lost a round by forfeit in which the scheduled opponent also forfeited."""
    rows = row_codes(diff.tour.text(diff.rules))
    return any(
        cell[-1] == "-" and cell[0].isdigit() and rows[int(cell[:-2])][r][-1] == "-" for r, cell in enumerate(diff.row)
    )


# DOCUMENTED DECISIONS. Every entry must cover at least one difference of the corpus
# (test_every_documented_decision_is_needed), so the table cannot outlive its reason.
# An entry looks like:
#   Decision("STD", lambda d: has_double_forfeit(d), "C.07 (2026) 7.7",
#            "a double forfeit scores the same as the scheduled opponent: ½, as the text says"),
DOCUMENTED_DECISIONS: tuple[Decision, ...] = (
    Decision(
        "*",
        lambda d: d.tour.kind == "round-robin" and d.code in {"WON", "BPG", "BWG", "REP"} and row_has(d, "+", "-"),
        "C.07 15.2 (2026 and 2024 texts), 7.2-7.4, 7.6",
        "In pre-determined pairings a forfeit is a regular game; the 2026 text keeps only forfeit losses "
        "unplayed for Type B tie-breaks, the 2024 text made no exception. gacrux counts games over the board "
        "only. Decisions page, section a12-rr-forfeit-wins.",
        {"rr_forfeit_wins_in_type_b": False},
    ),
    Decision(
        "STD",
        has_double_forfeit,
        "C.07 (2026) 7.7",
        "A double forfeit scores the same as the scheduled opponent (0 = 0): the text gives ½; gacrux "
        "compares with a draw's points and gives 0. Decisions page, section a11-std-double-forfeit.",
        {"std_double_forfeit": "zero"},
    ),
)


def documented(diff: Diff) -> Decision | None:
    for decision in DOCUMENTED_DECISIONS:
        if decision.code in ("*", diff.code) and decision.condition(diff):
            return decision
    return None


# --------------------------------------------------------------------------------------------
# The two sides


@functools.cache
def row_codes(text: str) -> dict[int, tuple[str, ...]]:
    """Each player's round cells read straight from the TRF columns (independent of the core)."""
    rows: dict[int, tuple[str, ...]] = {}
    rounds = max((int(line[4:].split()[0]) for line in text.splitlines() if line.startswith("XXR")), default=0)
    for line in text.splitlines():
        if not line.startswith("001"):
            continue
        cells = []
        for r in range(rounds):
            cell = line[91 + 10 * r : 99 + 10 * r].ljust(8)
            opponent, colour, result = cell[0:4].strip(), cell[5], cell[7]
            if not opponent and result == " ":
                cells.append("·")
            elif not opponent or int(opponent) == 0:
                cells.append(f"-{result}")
            else:
                cells.append(f"{int(opponent)}{colour}{result}")
        rows[int(line[4:8])] = tuple(cells)
    return rows


def to_value(value: Any) -> Value:
    if value is None:
        return None
    return Fraction(str(value))


def gacrux_codes(code: str, suffix: str) -> str:
    return code if code == "PTS" else f"{code}/{suffix}"


def gacrux_lists(tour: Tour, rules: str, unrated: int | None) -> list[tuple[tuple[str, ...], dict[str, Any]]]:
    """The calls of gacrux for one tournament: each list of codes with gacrux's parameters for it.

    Every code of CODES, plus DE from a separate PTS DE list; with an assigned rating for unrated players only the
    rating-based codes."""
    suffix = RULES[rules][0]
    lists = (CODES, ("PTS", "DE")) if unrated is None else (("PTS", *RATING_CODES),)
    return [
        (
            codes,
            {
                "tiebreak": [gacrux_codes(c, suffix) for c in codes],
                "check": False,
                "unrated": unrated,
                "pre_determined": tour.kind == "round-robin",
                "swiss": tour.kind == "swiss",
            },
        )
        for codes in lists
    ]


def gacrux_calls() -> list[tuple[str, dict[str, Any]]]:
    """Every call of gacrux the tests make on the corpus (the calls tests/gacrux_cache.py keeps answers of)."""
    return [
        (tour.text(rules), params)
        for tour in CORPUS
        for rules in RULES
        for unrated in (None, ASSIGNED_RATING)
        if unrated is None or tour.kind == "swiss"
        for _, params in gacrux_lists(tour, rules, unrated)
    ]


@functools.cache
def gacrux_values(tour: Tour, rules: str, unrated: int | None) -> dict[str, dict[int, Value]]:
    """The values of gacrux_lists' codes, as gacrux computes them (its answer kept by tests/gacrux_cache.py)."""
    out: dict[str, dict[int, Value]] = {}
    for codes, params in gacrux_lists(tour, rules, unrated):
        answer = gacrux_cache.answer(tour.text(rules), params)
        assert answer["status"] == 0, f"gacrux rejected {tour.ident}"
        for index, code in enumerate(codes):
            out[code] = {cid: to_value(values[index]) for cid, _rank, *values in answer["competitors"]}
    return out


@functools.cache
def our_tournament(tour: Tour, rules: str) -> tr.Tournament:
    return tr.parse_trf(tour.text(rules), source=f"{tour.ident}.trf")


def our_options(tour: Tour, unrated: int | None, **switch: Any) -> tr.Options:
    return tr.Options(unrated_rating=unrated, event=tour.kind, **switch)


def our_values(
    tour: Tour, rules: str, code: str, unrated: int | None, switch: dict[str, Any] | None = None
) -> dict[int, Value] | str:
    """Our values for one code, or the text of the exception our side raised.

    Without a switch they are computed once per session (the tests read them several times, never change them)."""
    if switch is None:
        return our_default_values(tour, rules, code, unrated)
    return compute_our_values(tour, rules, code, unrated, switch)


@functools.cache
def our_default_values(tour: Tour, rules: str, code: str, unrated: int | None) -> dict[int, Value] | str:
    return compute_our_values(tour, rules, code, unrated, None)


@functools.cache
def our_context(tour: Tour, rules: str, unrated: int | None) -> Context:
    """The computation context of a tournament without a switch, built once for all its codes, as standings() builds
    one for all the codes of its list; tiebreak_values builds one for its one code (1.2 CPU-s instead of 2.8 for the
    corpus's 29 codes under both rule sets, measured with time.process_time; test_tiebreak_values_is_the_shared_context
    keeps the two alike)."""
    t = our_tournament(tour, rules)
    return context(t, rules, our_options(tour, unrated), t.rounds)


def compute_our_values(
    tour: Tour, rules: str, code: str, unrated: int | None, switch: dict[str, Any] | None
) -> dict[int, Value] | str:
    t = our_tournament(tour, rules)
    options = our_options(tour, unrated, **(switch or {}))
    # gacrux ranks every scheduled round; so do we here. (A generated event whose last rounds have no game at all
    # is ranked by default after the last round played, with a notice: decision E3, tests/test_editions.py.)
    after = t.rounds
    try:
        if code == "DE":
            res = tr.standings(t, ["DE"], rules=rules, options=options, after_round=after)
            return {row.tpn: to_value(row.values["DE"]) for row in res.rows}
        if switch is None:
            values = compute(our_context(tour, rules, unrated), tiebreak_argument(code, rules))
        else:
            values = tr.tiebreak_values(t, code, rules=rules, options=options, after_round=after)
        return {tpn: to_value(v) for tpn, v in values.items()}
    except Exception as exc:  # reported as a difference, never hidden
        return f"{type(exc).__name__}: {exc}"


def differences(tours: Iterable[Tour], rules: str, codes: Iterable[str], unrated: int | None = None) -> Iterator[Diff]:
    codes = tuple(codes)
    for tour in tours:
        theirs = gacrux_values(tour, rules, unrated)
        for code in codes:
            ours = our_values(tour, rules, code, unrated)
            for tpn, value in sorted(theirs[code].items()):
                mine: Value | str = ours if isinstance(ours, str) else ours.get(tpn, "missing")
                if mine != value:
                    yield Diff(tour, rules, code, tpn, mine, value, unrated)


def fmt(value: Value | str) -> str:
    if value is None or isinstance(value, str):
        return str(value)
    if value.denominator == 1:
        return str(value.numerator)
    for places in range(1, 7):
        if (value * 10**places).denominator == 1:
            return f"{float(value):.{places}f}"
    return str(value)


def describe(diff: Diff) -> str:
    unrated = f" unrated={diff.unrated_rating}" if diff.unrated_rating is not None else ""
    return (
        f"{diff.tour.ident} (seed {diff.tour.seed}, {diff.tour.players}p) {diff.rules} {diff.code}"
        f"{unrated} tpn {diff.tpn}: ours {fmt(diff.ours)} gacrux {fmt(diff.theirs)}"
        f"  rounds [{' '.join(diff.row)}]"
    )


def assert_no_undocumented(diffs: Iterable[Diff], limit: int = 8) -> None:
    open_ = [d for d in diffs if documented(d) is None]
    if open_:
        shown = "\n  ".join(describe(d) for d in open_[:limit])
        pytest.fail(
            f"{len(open_)} value(s) differ from gacrux (first {min(limit, len(open_))}):\n  {shown}\n"
            "Run `python benchmarks/diff_report.py` for a summary.",
            pytrace=False,
        )


# --------------------------------------------------------------------------------------------
# Tests


@pytest.mark.parametrize("code", (*CODES, "DE"))
@pytest.mark.parametrize("rules", RULES)
def test_matches_gacrux(rules: str, code: str) -> None:
    assert_no_undocumented(differences(CORPUS, rules, [code]))


@pytest.mark.parametrize("code", RATING_CODES)
@pytest.mark.parametrize("rules", RULES)
def test_rating_codes_with_assigned_rating(rules: str, code: str) -> None:
    swiss = [t for t in CORPUS if t.kind == "swiss"]
    assert_no_undocumented(differences(swiss, rules, [code], ASSIGNED_RATING))


def test_every_documented_decision_is_needed() -> None:
    used: set[int] = set()
    for rules in RULES:
        for diff in differences(CORPUS, rules, (*CODES, "DE")):
            decision = documented(diff)
            if decision is not None:
                used.add(id(decision))
        swiss = [t for t in CORPUS if t.kind == "swiss"]
        for diff in differences(swiss, rules, RATING_CODES, ASSIGNED_RATING):
            decision = documented(diff)
            if decision is not None:
                used.add(id(decision))
    stale = [d for d in DOCUMENTED_DECISIONS if id(d) not in used]
    assert not stale, "decisions that no longer cover any difference: " + "; ".join(
        f"{d.code} ({d.article})" for d in stale
    )


def test_each_decision_is_the_whole_difference() -> None:
    """Read the article gacrux's way (the decision's Options switch) and every value it covers agrees:
    the documented decision is the only cause of those differences."""
    for rules in RULES:
        for diff in differences(CORPUS, rules, (*CODES, "DE")):
            decision = documented(diff)
            if decision is None:
                continue
            switched = our_values(diff.tour, rules, diff.code, diff.unrated_rating, decision.switch)
            assert not isinstance(switched, str), switched
            assert switched[diff.tpn] == diff.theirs, (
                f"{describe(diff)}; with {decision.switch}: {fmt(switched[diff.tpn])}"
            )


def test_tiebreak_values_is_the_shared_context() -> None:
    """our_context's shortcut gives what the public tiebreak_values gives, for every code and both rule sets on a
    Swiss and a double round robin of the corpus, and with the assigned rating."""
    for tour in (CORPUS[0], next(t for t in CORPUS if t.double)):
        for rules in RULES:
            for unrated in (None, ASSIGNED_RATING):
                t, options = our_tournament(tour, rules), our_options(tour, unrated)
                for code in CODES:
                    public = tr.tiebreak_values(t, code, rules=rules, options=options, after_round=t.rounds)
                    assert our_values(tour, rules, code, unrated) == {k: to_value(v) for k, v in public.items()}


@pytest.mark.parametrize("rules", list(RULES)[1:])
def test_one_generation_serves_both_rule_sets(rules: str) -> None:
    """tour_text's shortcut is the generator's own output, for a Swiss and a double round robin of the corpus."""
    for tour in (CORPUS[0], next(t for t in CORPUS if t.double)):
        assert tour_text(tour, rules) == generate_tour(tour, RULES[rules][1]), tour.ident


def test_the_kept_gacrux_answers_are_fresh() -> None:
    """Every call above is answered from tests/fixtures/gacrux_answers.json, made by the installed gacrux from these
    very texts; a sample of the kept answers is what gacrux answers now."""
    gacrux_cache.assert_fresh(gacrux_calls())


def test_corpus_covers_every_kind_of_round() -> None:
    """The generator really sprinkles what the comparison is meant to exercise."""
    results: set[str] = set()
    unrated = withdrawals = double_forfeits = 0
    for tour in CORPUS:
        text = tour.text("fide-2026")
        rows = row_codes(text)
        for row in rows.values():
            results.update(cell[-1] for cell in row)
            if len(row) > 2 and row[-1] in ("-Z", "·") and row[-2] in ("-Z", "·"):
                withdrawals += 1
        for tpn, row in rows.items():
            for r, cell in enumerate(row):
                if cell[-1] == "-" and cell[0].isdigit():
                    opponent = int(cell[:-2])
                    double_forfeits += rows[opponent][r] == f"{tpn}{'b' if cell[-2] == 'w' else 'w'}-"
        unrated += sum(1 for line in text.splitlines() if line.startswith("001") and line[48:52] == "   0")
    assert {"1", "=", "0", "W", "D", "L", "+", "-", "U", "H", "Z", "F", "·"} <= results
    assert unrated > 0 and withdrawals > 0 and double_forfeits > 0
