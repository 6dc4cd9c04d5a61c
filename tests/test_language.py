"""Issue 14, section 1: the reference's explanations and tables in the reader's language.

Every key exists in the four catalogues (tiebreak_ref/language/{en,nl,de,nb}.py) with the same placeholders; every
key the code builds a Message with exists; the English stays the text it always was (a Message is its English
str); and a Dutch, German or Norwegian table of a real example holds no English word of the catalogue.
"""

from __future__ import annotations

import pickle
import re
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak_ref as tr
from tiebreak_ref.cli.main import main
from tiebreak_ref.language import LANGUAGES, Decimal, Join, Message, catalogue, placeholders, translate, value_in
from tiebreak_ref.model import ResultKind

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tiebreak_ref"
EXAMPLES = ROOT / "docs" / "examples"
OTHERS = [lang for lang in LANGUAGES if lang != "en"]

STATIC_KEY = re.compile(r'"((?:kind|what|note|notice|check|error|cut|sum|head|title|warn|why|us)\.[a-z_0-9]+)"')
DYNAMIC_KEY = re.compile(r'Message\(\s*f"')


@pytest.mark.parametrize("lang", OTHERS)
def test_every_key_in_every_catalogue_with_the_same_placeholders(lang: str) -> None:
    english, other = catalogue("en"), catalogue(lang)
    assert sorted(other) == sorted(english), (
        f"{lang}: missing {sorted(set(english) - set(other))}, extra {sorted(set(other) - set(english))}"
    )
    for key, template in english.items():
        assert placeholders(other[key]) == placeholders(template), f"{lang} {key}: {other[key]!r}"


def built_keys() -> tuple[set[str], int]:
    """The keys the package builds Messages with: every literal key, and how many keys are made with an f-string
    (those are listed in test_every_key_the_code_uses_exists)."""
    keys: set[str] = set()
    dynamic = 0
    for path in PACKAGE.rglob("*.py"):
        if "language" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        keys.update(STATIC_KEY.findall(text))
        dynamic += len(DYNAMIC_KEY.findall(text))
    return keys, dynamic


def test_every_key_the_code_uses_exists() -> None:
    keys, dynamic = built_keys()
    assert len(keys) > 90  # the scan found the rules' messages
    # the keys made with an f-string: the kinds of round (base.kind_label), the headings of the tables, the team
    # tie-break steps (rules/fide/team.py), US Chess's score classes and ends (rules/uschess.py), the labels
    made = {f"kind.{k.name.lower()}" for k in ResultKind}
    made |= {f"head.{k}" for k in ("round", "opp", "what", "element", "points", "contribution", "vur", "note")}
    made |= {f"head.{k}" for k in ("rank", "tpn", "name", "rating", "pts", "team", "code", "equal_value")}
    made |= {f"head.{k}" for k in ("place", "score", "yes", "moved", "moved_mark")}  # language.headings
    made |= {f"head.{k}" for k in ("bye", "places", "money", "pooled", "by_place", "prize")}  # cli/roundrobin.py
    made |= {"what.bc", "what.tbr", "what.bbe", "us.plus", "us.minus", "us.even"}
    made |= {"us.lowest", "us.lowest_one", "us.highest", "us.highest_one"}
    made |= {f"{kind}.label" for kind in ("notice", "note", "warning")}  # errors.label
    made |= {key for key in catalogue("en") if key.startswith("page.")}  # present.html.strings reads them all
    assert dynamic == 6, "a new f-string key: add what it makes to `made`"
    missing = sorted((keys | made) - set(catalogue("en")))
    assert not missing, f"Message keys with no English template: {missing}"
    unused = sorted(set(catalogue("en")) - keys - made)
    assert not unused, f"templates no code uses: {unused}"


def test_a_message_is_its_english_text() -> None:
    note = Message("note.dummy_cap", own=3, cap=Fraction(5, 2))
    assert note == "dummy: min(own 3, draw × rounds = 2.5) (16.4.2)"  # C.07 2026 16.4.2, the byes page's Golf
    assert isinstance(note, str) and translate(note, "en") is note
    assert translate(note, "nl") == "fictieve tegenstander: min(eigen score 3, remise × ronden = 2,5) (16.4.2)"
    assert translate(note, "de") == "fiktiver Gegner: min(eigene Punkte 3, Remis × Runden = 2,5) (16.4.2)"
    assert translate(note, "nb") == "fiktiv motstander: min(egen poengsum 3, remis × runder = 2,5) (16.4.2)"
    assert translate("5 Echo", "de") == "5 Echo"  # a name is no message: as it is
    assert translate("9.75", "nb") == "9,75" and translate("-0.5", "de") == "-0,5"  # a number: the decimal comma
    assert translate("9.75", "en") == "9.75" and translate("14", "nl") == "14" and translate("n/d", "nl") == "n/d"
    assert pickle.loads(pickle.dumps(note)).text("nb") == translate(note, "nb")
    for text in (note, "9.75", "5 Echo"):  # a Message, a number, a name: the language checked alike
        with pytest.raises(ValueError, match="expected one of en, nl, de, nb"):
            translate(text, "fr")


def test_numbers_inside_messages_take_the_language_decimal_mark() -> None:
    terms = Join([Fraction(1, 4), 2, Fraction(3, 4)], " + ")
    total = Message("sum.total", code="SB", terms=terms, value=3, left="")
    assert total == "SB = 0.25 + 2 + 0.75 = 3"
    assert translate(total, "de") == "SB = 0,25 + 2 + 0,75 = 3"
    tpr = Message(
        "sum.tpr", code="TPR", aro="1750", dp="0", value="1750", points=1, games=2, p=Decimal("0.50"), article="10.2"
    )
    assert "p = 1 ÷ 2 partij(en), afgerond (vanaf 5 naar boven) op 0,50" in translate(tpr, "nl")
    assert "1750" in translate(tpr, "nb") and "1.750" not in translate(tpr, "nb")  # whole numbers never grouped


def test_a_value_as_a_cell_takes_the_language_decimal_mark() -> None:
    """value_in, the one writer of a table's number in a language (standings, explanations, the calculator): the
    exact decimal of format_value, the decimal comma outside English, the text for None, a mean with no finite
    decimal as its fraction (format_value's n/d form; 1/3 has no decimal to mark)."""
    assert [value_in(Fraction(17, 2), lang) for lang in LANGUAGES] == ["8.5", "8,5", "8,5", "8,5"]
    assert value_in(-Fraction(1, 2), "de") == "-0,5" and value_in(2076, "nb") == "2076"
    assert value_in(None, "nl") == "-" and value_in(None, "nl", "") == ""
    assert value_in(Fraction(1, 3), "nl") == "1/3"


CODE = re.compile(r"\{[a-z_]+\}|--[a-z-]+|\b[a-z]+_[a-z_]+\b")
"""What a template writes as code, not as words: its placeholders, options (--after-round) and names (empty_round)."""
WORD = re.compile(r"[^\W\d_]{2,}")  # two letters or more, any alphabet's (ø, ü, é inside a word, not splitting it)


def words_of(text: str) -> list[str]:
    """The words of a text the program printed, without its codes (CODE) and the path of this checkout (a folder
    named /tmp/base is not the program's English)."""
    return WORD.findall(CODE.sub(" ", text.replace(str(ROOT), " ")))


def vocabulary(lang: str) -> set[str]:
    """The words of `lang`'s catalogue, lower case, but those written in capitals (codes: BH, PTS, TRF)."""
    return {w.lower() for template in catalogue(lang).values() for w in words_of(template) if not w.isupper()}


# The words of the English catalogue that a Dutch, German or Norwegian template may write all the same, each for its
# reason; any other English word in a catalogue is English left in it (test_no_catalogue_holds_an_english_word).
NAMES = {"berger", "buchholz", "sonneborn", "koya", "hort", "kallithea", "scheveningen", "fore", "cut", "cumulative"}
NAMES |= {"fide", "uscf", "chess", "tiebreak", "ref", "windows", "april"}  # US Chess, tiebreak-ref, Windows-1252
TYPED = {"yes", "no", "none", "cp", "dp", "cn", "mn", "min", "art", "byte", "id"}  # values of --set, symbols, art.
SHARED: dict[str, set[str]] = {  # words of the language itself (docs/<lang>/glossary.md for the chess terms)
    "nl": {"bye", "byes", "code", "codes", "data", "element", "half", "in", "increment", "is", "median", "met"}
    | {"modifier", "of", "over", "per", "plus", "pool", "rating", "record", "records", "score", "scores", "team"}
    | {"teams"},
    "de": {"an", "code", "codes", "definition", "element", "form", "in", "median", "name", "option", "plus", "pool"}
    | {"system", "text"},
    "nb": {"all", "at", "element", "for", "form", "like", "median", "opp", "over", "per", "pool", "rating"}
    | {"separate", "start", "to", "under"},
}


def english_words(lang: str) -> set[str]:
    """The words of the English catalogue that are not also words `lang` may write (NAMES, TYPED, SHARED)."""
    return vocabulary("en") - NAMES - TYPED - SHARED[lang]


@pytest.mark.parametrize("lang", OTHERS)
def test_no_catalogue_holds_an_english_word(lang: str) -> None:
    """Each template of the Dutch, German and Norwegian catalogues, word by word: no word of the English catalogue
    but those the language writes too (SHARED, reviewed word by word), names and typed values; and each of those
    is still in the language's catalogue and in the English one (no stale allowance)."""
    english = english_words(lang)
    leaked = {
        key: found
        for key, template in catalogue(lang).items()
        if (found := sorted({w for w in words_of(template) if w.lower() in english and not w.isupper()}))
    }
    assert not leaked, f"English in the {lang} catalogue: {leaked}"
    assert SHARED[lang] <= vocabulary(lang) & vocabulary("en"), sorted(SHARED[lang] - vocabulary(lang))
    named = NAMES | TYPED
    assert named <= vocabulary("en") & set().union(*map(vocabulary, OTHERS)), sorted(named - vocabulary("en"))


def example_output(lang: str) -> str:
    """Real examples of the guide in `lang`: Example A (docs/examples/buchholz.trf, the Buchholz and byes pages'
    event: every kind of unplayed round) explained for every player and code family, its standings, a round robin's
    DE and a US Chess list."""
    t = tr.read_trf(EXAMPLES / "buchholz.trf")
    parts = [tr.standings(t, "BH/C1 BH SB PS AOB ARO WIN DE").table(lang=lang)]
    for tpn in t.players:
        for code in ("BH/C1", "BH/M1", "SB/C1", "FB", "PS/C1", "KS", "AOB", "ARO", "TPR", "PTP", "WIN", "STD", "TPN"):
            parts.append(tr.explain(t, tpn, code).table(lang=lang))
        parts.append(tr.explain(t, tpn, "BH", rules="fide-2017").table(lang=lang))
        parts.append(tr.explain(t, tpn, "DE", tiebreaks="DE").table(lang=lang))
    us = tr.read_trf(EXAMPLES / "us-vs-fide.trf")
    for tpn in us.players:
        for code in ("MM", "SOLKOFF", "MED", "CUM", "OPPCUM", "KASHDAN", "BLACKS", "USSB", "USARO", "OPPPERF"):
            parts.append(tr.explain(us, tpn, code, rules="uscf").table(lang=lang))
    return "\n".join(parts)


@pytest.mark.parametrize("lang", OTHERS)
def test_a_translated_table_has_no_english_word(lang: str) -> None:
    english = english_words(lang)
    labels = {"dummy", "round", "rounds", "opponent", "draw", "win", "loss", "forfeit", "total", "own"}
    labels |= {"what", "note", "contribution", "standings", "undefined", "rounded", "place", "tied", "group"}
    assert labels <= english  # the words of the tables: none of them is a word of the language's catalogue
    text = example_output(lang)  # tie-break codes (BH, WIN, TPN) and names stay as they are
    names = {
        w.lower()
        for w in re.findall(
            r"[A-Za-z]+", " ".join(p.name for p in tr.read_trf(EXAMPLES / "buchholz.trf").players.values())
        )
    }
    found = sorted({w for w in words_of(text) if w.lower() in english and w.lower() not in names and not w.isupper()})
    assert not found, f"English in the {lang} tables: {found}"


def test_the_command_line_speaks_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    trf = str(EXAMPLES / "buchholz.trf")
    assert main(["explain", trf, "--player", "7", "--code", "BH", "--lang", "nl"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("BH van 7 Golf = 12,5  (C.07 8.1, fide-2026)\nRonde ")  # 2.5 × 3 + 1 + 4, as in English
    assert main(["standings", trf, "--tiebreaks", "BH", "--lang", "de"]) == 0
    assert capsys.readouterr().out.startswith("Rangliste nach der 5. Runde (fide-2026)\nRg.  Nr.  Name")
    assert main(["explain", trf, "--player", "7", "--code", "BH", "--lang", "nb", "--format", "json"]) == 0
    out = capsys.readouterr().out
    assert '"what": "fri runde med halvt poeng (16.2.3)"' in out and '"element": 2.5' in out  # keys, numbers: JSON


ORGANISER = [
    ["berger", "5", "--double"],
    ["quads", "Ann:2100, Bob:2050, Cy:1990, Di:unrated"],
    ["schedule", "7", "--time-control", "90+30", "--changeover", "15"],
    ["scheveningen", "3"],
    ["prizes", str(EXAMPLES / "quickstart.trf"), "--prizes", "100,55,40", "--tiebreaks", "DE SB", "--method", "hort"],
    ["prizes", str(EXAMPLES / "quickstart.trf"), "--prizes", "100,55,40", "--tiebreaks", "DE SB", "--decimals", "0"],
]


@pytest.mark.parametrize("lang", OTHERS)
def test_the_organiser_tools_speak_the_language(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    english = english_words(lang)
    quickstart = tr.read_trf(EXAMPLES / "quickstart.trf")
    listed = re.findall(r"(\w+):", ORGANISER[1][1])  # the players of quads' list
    names = {name.lower() for name in [*listed, *(p.name for p in quickstart.players.values())]}
    for argv in ORGANISER:
        assert main([*argv, "--lang", lang]) == 0
        text = capsys.readouterr().out
        found = sorted({w for w in words_of(text) if w.lower() in english - names})
        assert not found, f"English in {argv[0]} --lang {lang}: {found}"
        assert main([*argv, "--lang", lang, "--format", "json"]) == 0
        translated = capsys.readouterr().out
        assert main([*argv, "--format", "json"]) == 0
        assert translated == capsys.readouterr().out  # JSON: keys and numbers, the same in every language
    assert main(["prizes", *ORGANISER[4][1:], "--lang", lang]) == 0
    assert "  88,75  " in capsys.readouterr().out  # Bruno: (100 + 55) / 4 + 100 / 2 = 88.75, the decimal comma


def noticed_events() -> list[tr.Tournament]:
    """Files that make the reader, the edition and the round say something: the guide's cli-notices.trf (a ruler
    line, a half-point bye in the notation before 2016) without its start date, with a fourth round still to play,
    a record of another program, a letter in the blank column 14 and a name in Windows-1252; and the same file
    with a start date whose day and month could be swapped."""
    text = (EXAMPLES / "cli-notices.trf").read_text(encoding="utf-8")
    undated = text.replace("042 2026/03/14\n", "").replace("XXR 3", "XXR 4\nZZZ a record of another program")
    undated = undated.replace("001    1 w    Anna ", "001    1 w   xAnna ").replace("Eva", "Éva")
    dated = text.replace("042 2026/03/14", "042 03/04/2026")
    return [tr.parse_trf(undated.encode("cp1252"), source="n.trf"), tr.parse_trf(dated, source="d.trf")]


def notice_lines(lang: str) -> list[str]:
    """Every notice of noticed_events as the command line prints it (and as check --strict's error), in `lang`."""
    from tiebreak_ref.rules.played import rule_notices

    notices = [n for t in noticed_events() for n in (*t.notices, *rule_notices(t, None))]
    return [line for n in notices for line in (n.line_in(lang), n.as_error().text_in(lang))]


def test_the_notices_are_those_of_the_files() -> None:
    english = notice_lines("en")
    kinds = ["Windows-1252", "ruler", "'ZZZ'", "column 14", "half-point bye in round 1", "no start date"]
    kinds += ["no game of round 4", "03/04/2026' as 2026-04-03: DD/MM/YYYY"]
    assert all(any(kind in line for line in english) for kind in kinds), english
    assert len(english) == 2 * 10  # each notice and its --strict error (the ruler and the old bye in both files)
    assert all(": notice: " in line for line in english[::2])  # the English of before, word for word (test_trf.py)


@pytest.mark.parametrize("lang", OTHERS)
def test_the_notices_speak_the_language(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    english = english_words(lang)
    word = catalogue(lang)["notice.label"]
    for line, original in zip(notice_lines(lang), notice_lines("en"), strict=True):
        where = original.split(": ", 1)[0]
        assert line.startswith(f"{where}: ")  # the same located prefix file:line:column
        assert line != original
        words = words_of(line)
        found = sorted({w for w in words if w.lower() in english and not w.isupper()})  # codes (PTS, ZZZ) as they are
        assert not found, f"English in a {lang} notice: {found}\n{line}"
    assert sum(f": {word}: " in line for line in notice_lines(lang)) == 10
    trf = str(EXAMPLES / "cli-notices.trf")
    assert main(["standings", trf, "--lang", lang]) == 0
    assert f"cli-notices.trf:6:1: {word}: " in capsys.readouterr().err
    assert main(["check", trf, "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{trf}:6:1: {word}: ") and "PTS\n" in out
    assert not {w for w in words_of(out) if w.lower() in english and not w.isupper()}


def test_english_is_what_it_was(capsys: pytest.CaptureFixture[str]) -> None:
    trf = str(EXAMPLES / "cli-withdrawal.trf")
    assert main(["standings", trf, "--withdrawal-rule", "fide"]) == 0
    plain = capsys.readouterr().err
    assert main(["standings", trf, "--withdrawal-rule", "fide", "--lang", "en"]) == 0
    assert capsys.readouterr().err == plain
    # the guide's withdrawal example (docs/en/cli.md): player 5 played one of four games
    assert plain == (
        "tiebreak-ref: note: player 5 withdrew after 1 of 4 games: results removed from the standings "
        "(FIDE withdrawal rule)\n"
    )
    assert main(["standings", trf, "--withdrawal-rule", "fide", "--lang", "nb"]) == 0
    assert capsys.readouterr().err.startswith("tiebreak-ref: merk: spiller 5 trakk seg etter 1 av 4 partier: ")


BAD_INPUT = [  # a bad command line and the place its error names, in every language
    (["standings", str(EXAMPLES / "quickstart.trf"), "--tiebreaks", "BH SBX"], "--tiebreaks:1:4"),
    (["standings", str(EXAMPLES / "quickstart.trf"), "--tiebreaks", "BH/C1/M1"], "--tiebreaks:1:1"),
    (["explain", str(EXAMPLES / "quickstart.trf"), "--player", "1", "--code", "BH/Q"], "--code:1:1"),
    (["standings", str(EXAMPLES / "quickstart.trf"), "--set", "aob_rounding=3dp"], "--set:1:14"),
    (["standings", str(EXAMPLES / "quickstart.trf"), "--set", "unrated_rating=x"], "--set:1:16"),
    (["standings", str(EXAMPLES / "quickstart.trf"), "--tiebreaks", ","], "--tiebreaks:1:1"),
    (["explain", str(EXAMPLES / "quickstart.trf"), "--player", "9", "--code", "BH"], "--player:1:1"),
    (["why", str(EXAMPLES / "quickstart.trf"), "1", "1"], "B:1:1"),
    (["standings", str(EXAMPLES / "quickstart.trf"), "--after-round", "9"], "--after-round:1:1"),
]


def errors_in(lang: str, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """What each bad command line of BAD_INPUT prints on stderr with --lang `lang` (exit 2, nothing on stdout)."""
    printed = []
    for argv, where in BAD_INPUT:
        assert main([*argv, "--lang", lang]) == 2
        out, err = capsys.readouterr()
        assert not out and err.startswith(f"tiebreak-ref: {where}: "), err  # the same located prefix
        printed.append(err)
    return printed


def test_english_errors_are_what_they_were(capsys: pytest.CaptureFixture[str]) -> None:
    """The English of every error is the text the command printed before its messages had keys (docs/en/cli.md
    quotes the first and the fourth; the others compared with the command before the change)."""
    english = errors_in("en", capsys)
    assert english[0].startswith(
        "tiebreak-ref: --tiebreaks:1:4: found unknown tie-break code 'SBX'; expected one of PTS "
    )
    assert english[1].startswith("tiebreak-ref: --tiebreaks:1:1: found 'BH/C1/M1' with both a cut and a median")
    assert english[2] == (
        "tiebreak-ref: --code:1:1: found BH with the modifier /Q, which it does not take; expected one of its "
        "modifiers /Cn /Mn /P\n"
    )
    assert english[3] == "tiebreak-ref: --set:1:14: found aob_rounding='3dp'; expected one of adaptive, 2dp, exact\n"
    assert english[4] == "tiebreak-ref: --set:1:16: found unrated_rating='x'; expected a whole number or none\n"
    assert english[5].startswith("tiebreak-ref: --tiebreaks:1:1: found ',', an empty list; expected tie-break codes")
    quickstart = EXAMPLES / "quickstart.trf"  # four players, three rounds
    assert (
        english[6]
        == f"tiebreak-ref: --player:1:1: found 9; expected the start rank of a player in {quickstart} (1-4)\n"
    )
    assert english[7] == "tiebreak-ref: B:1:1: found 1, the same as A; expected two different participants\n"
    assert english[8] == (
        "tiebreak-ref: --after-round:1:1: found 9 as the round to rank after; expected a round from 0 to 3 (the "
        "tournament has 3 rounds)\n"
    )
    for (argv, _), text in zip(BAD_INPUT, english, strict=True):
        assert main(argv) == 2
        assert capsys.readouterr().err == text  # without --lang: the same English


@pytest.mark.parametrize("lang", OTHERS)
def test_errors_speak_the_language(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    english = english_words(lang) - {"adaptive", "exact", "none", "yes"}  # values of --set
    for text in errors_in(lang, capsys):  # each after its place (errors_in), which the English test checks too
        words = words_of(text)
        found = sorted({w for w in words if w.lower() in english and not w.isupper()})
        assert not found, f"English in a {lang} error: {found}\n{text}"


def test_colour_sequence_in_the_crosstable_letters() -> None:
    """Player 1 of the FIDE Berger table for 6 (C.05 Annex 1: 1-6, 1-2, 3-1, 1-4, 5-1) has White, White, Black,
    White, Black; each language writes the crosstable's letters (page.colour_w, page.colour_b)."""
    from tiebreak_ref.organise.roundrobin import berger, colour_sequence

    schedule = berger(6)
    expected = {"en": "WWBWB", "nl": "WWZWZ", "de": "WWSWS", "nb": "HHSHS"}
    assert {lang: colour_sequence(schedule, 1, lang) for lang in expected} == expected
    assert colour_sequence(schedule, 1) == "WWBWB" and colour_sequence(berger(5), 1, "nb").count("-") == 1  # the bye
