"""What the command families share: reading the input with its notices, the options, the tie-break lists, and
printing warnings (see DESIGN.md, "The command line")."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import sys
from collections.abc import Callable, Collection, Iterable
from typing import TYPE_CHECKING, Any, cast, get_args, get_type_hints

from ..errors import ArgumentError, CodeError, InputError, Notice, label, located, warning_lines
from ..language import LANGUAGES, Message, translate
from ..model import TeamEvent, TeamOptions, Tournament
from ..ranking.standings import Explanation, default_list, event_notices, file_list
from ..rules.codes import check_codes, parse_list
from ..rules.unplayed import Options, check_arguments
from ..trf.individual import EMPTY_ROUND_CHOICES, EmptyRound, parse_trf, read_file, read_limited

if TYPE_CHECKING:
    pass

EXIT_BAD_INPUT = 2
FORMAT_HELP = (
    "output: table, aligned text (default); json, one document with exact decimals; csv, for a "
    "spreadsheet; markdown, a Markdown table"
)
EXIT_MISMATCH = 1
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE, as a shell reports a command killed by a closed pipe
EXIT_INTERRUPTED = 130  # 128 + SIGINT (Ctrl-C)


class BadInput(Exception):
    """A located message for stderr; exit status 2: ``BadInput("where:1:1: found ...")``, or ``BadInput(where,
    message)`` with a Message that the command's language writes (``text_in``)."""

    def __init__(self, where: str, message: str | None = None) -> None:
        super().__init__(where if message is None else f"{where}: {message}")
        self.where = where
        self.message = message

    def text_in(self, lang: str) -> str:
        """The message in `lang`, after the same located prefix."""
        return str(self) if self.message is None else located(self.where, self.message, lang)


def error_text(exc: Exception, lang: str = "en") -> str:
    """An error as stderr shows it, in `lang` where its message is a Message (BadInput, InputError)."""
    if isinstance(exc, (BadInput, InputError)):
        return exc.text_in(lang)
    return str(exc)


def display_name(path: str) -> str:
    """A file name as it can be printed: bytes that are not UTF-8 (kept by the OS as surrogates) as \\xNN."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def whole_number(value: str) -> int:
    """An option's whole number in ASCII digits (int() would also take '١٢' or '１２'; the TRF reader refuses
    them too)."""
    if not re.fullmatch(r"-?[0-9]+", value.strip()):
        raise argparse.ArgumentTypeError(f"found {value!r}; expected a whole number in the digits 0-9")
    return int(value)


def add_after_round(command: argparse.ArgumentParser, help: str) -> None:
    """The option --after-round N of a command (N a whole number; `help`: what it does there)."""
    command.add_argument("--after-round", type=whole_number, metavar="N", help=help)


def reader_options(args: argparse.Namespace | None) -> EmptyRound:
    """--set empty_round=half-point-bye (full-point-bye, bye): an option of the reader, taken out of --set before
    Options reads it."""
    empty: EmptyRound = "zero-point-bye"
    if args is None or not getattr(args, "set", None):
        return empty
    mine, args.set = split_set(args, ("empty_round",))
    for name, value, column in mine:
        empty = cast(EmptyRound, one_of(name, value, column, EMPTY_ROUND_CHOICES))
    return empty


def read_input(path: str, args: argparse.Namespace | None = None) -> tuple[Tournament, bytes]:
    """Read FILE once, or standard input for '-' (stdin and FIFOs cannot be read twice): the tournament and the
    bytes it was read from."""
    empty_round = reader_options(args)
    if path == "-":
        source = "<stdin>"
        data = read_limited(sys.stdin.buffer, source)
    else:
        source = display_name(path)
        data = read_file(path, source)
    return parse_trf(data, source=source, empty_round=empty_round), data


def load_event(args: argparse.Namespace) -> tuple[Tournament, TeamEvent | None]:
    """Read args.file once; for a team file (records 013/310) also its team event, its records located in the
    same bytes, with the team decisions of --set. Nothing is printed: see input_notices."""
    t, data = read_input(args.file, args)
    if not t.is_team:
        return t, None
    return t, team_event(args, t, data)


def input_notices(
    t: Tournament, ev: TeamEvent | None, rules: str | None, after_round: int | None = None
) -> list[Notice]:
    """Every notice of an input: the reader's, the edition's and the round's (``standings.event_notices``), the
    team reader's."""
    return [*event_notices(t, rules, after_round), *(ev.notices if ev is not None else ())]


def team_event(args: argparse.Namespace, t: Tournament, data: bytes) -> TeamEvent:
    """The team event of the file just read (its bytes `data`), with the team decisions of --set."""
    from ..trf.team import build_team_event, record_text  # only for a team file

    return build_team_event(t, record_text(data, t.source), team_options(args))


def team_options(args: argparse.Namespace) -> TeamOptions:
    """--set NAME=VALUE for the team decisions; the other --set items are left for Options."""
    mine, args.set = split_set(args, {f.name for f in dataclasses.fields(TeamOptions)})
    values: dict[str, Any] = {name: option_value(name, value, column, TeamOptions) for name, value, column in mine}
    return TeamOptions(**values)


def load(path: str, args: argparse.Namespace | None = None, notices: bool = True, lang: str = "en") -> Tournament:
    """Read FILE once, or standard input for '-'; print the reader's notices on stderr in `lang` (unless
    notices=False)."""
    t, _ = read_input(path, args)
    if notices:
        say(t.notices, lang)
    return t


def say(notices: Iterable[Notice], lang: str = "en") -> None:
    """Notices on stderr, each located (file:line:column: notice: ...), in `lang`."""
    for notice in notices:
        print(f"tiebreak-ref: {notice.line_in(lang)}", file=sys.stderr)


def note(lang: str, *texts: str) -> None:
    """A note on stderr (tiebreak-ref: note: first: second ...), in `lang`: what a command did that its output does
    not show."""
    print(f"tiebreak-ref: {label('note', lang)}: {': '.join(translate(t, lang) for t in texts)}", file=sys.stderr)


def options_from(args: argparse.Namespace) -> Options:
    """Build Options from --set NAME=VALUE (what the reader and the team reader left; any other item refused),
    --unrated-rating and --event. args.set is read, not changed: the options of every file of a run."""
    fields = [f.name for f in dataclasses.fields(Options)]
    mine, others = split_set(args, fields)
    if others:
        raise BadInput("--set:1:1", Message("error.set_form", item=repr(others[0]), names=", ".join(fields)))
    values: dict[str, Any] = {name: option_value(name, value, column) for name, value, column in mine}
    if args.unrated_rating is not None:
        values["unrated_rating"] = args.unrated_rating
    if args.event is not None:
        values["event"] = args.event
    return Options(**values)


def split_set(args: argparse.Namespace, names: Collection[str]) -> tuple[list[tuple[str, str, int]], list[str]]:
    """The --set items of one reader and the rest: those NAME=VALUE whose name is one of `names`, each as
    ``set_item`` reads it, and the others as written, for the next reader (the TRF reader's empty_round, then the
    team decisions, then ``options_from``, which refuses what is left)."""
    mine, rest = [], []
    for item in getattr(args, "set", None) or []:
        name, value, column = set_item(item)
        if "=" in item and name in names:
            mine.append((name, value, column))
        else:
            rest.append(item)
    return mine, rest


def set_item(item: str) -> tuple[str, str, int]:
    """One --set NAME=VALUE (the decisions of Options, TeamOptions and the reader's empty_round): the name (blanks
    stripped, '-' read as '_'), the value (blanks stripped) and the column where the value starts, for an error."""
    name, _, raw = item.partition("=")
    return name.strip().replace("-", "_"), raw.strip(), len(item) - len(raw.lstrip()) + 1


def option_value(name: str, raw: str, column: int = 1, options: type = Options) -> object:
    """Parse one value of a field of `options` (Options, TeamOptions) against its declared type (bool, int or None,
    or one of a Literal's words).

    column: where the value starts in NAME=VALUE, for the message.
    """
    where = f"--set:1:{column}"
    annotation = get_type_hints(options)[name]
    if annotation is bool:
        if raw.lower() in ("yes", "true", "1", "on"):
            return True
        if raw.lower() in ("no", "false", "0", "off"):
            return False
        raise BadInput(where, Message("error.set_yes_no", name=name, value=repr(raw)))
    choices = get_args(annotation)
    if int in choices:
        if raw.lower() == "none":
            return None
        if not re.fullmatch(r"-?[0-9]+", raw):
            raise BadInput(where, Message("error.set_number", name=name, value=repr(raw)))
        return int(raw)
    return one_of(name, raw, column, choices)


def one_of(name: str, value: str, column: int, choices: Collection[object]) -> str:
    """The value of --set NAME=VALUE when it is one of the choices, else BadInput located at its column."""
    if value not in choices:
        choice = Message("error.set_choice", name=name, value=repr(value), choices=", ".join(map(str, choices)))
        raise BadInput(f"--set:1:{column}", choice)
    return value


def tiebreak_list(args: argparse.Namespace, t: Tournament) -> list[str] | None:
    """The --tiebreaks list, checked before anything is computed; None: the file's own list."""
    if args.tiebreaks is None:
        return None
    return checked_list(args.tiebreaks, "--tiebreaks", lambda codes: parse_list(codes, args.rules))


def checked_list(text: str, option: str, parse: Callable[[list[str]], object], number: int = 1) -> list[str]:
    """The codes of a list given on the command line (option's `number`-th), each checked by `parse` before
    anything is computed: a bad code is located option:number:column; an empty list ("" or ",") is an error,
    not a ranking by points only."""
    try:
        codes = check_codes(text, parse)
    except CodeError as exc:
        raise BadInput(f"{option}:{number}:{exc.column}", exc.message) from None
    if not codes:
        raise BadInput(f"{option}:{number}:1", Message("error.empty_list", text=repr(text)))
    return codes


def report_head(key: str, t: Tournament, rules: str, codes: list[str], lang: str, **more: object) -> str:
    """The first line of check's report in `lang` (check.event, check.team_event): the file, its counts, the rules
    and the list it was ranked by; `more`: what a team file adds."""
    head = Message(
        key,
        source=t.source,
        players=len(t.players),
        rounds=t.rounds,
        version=t.trf_version,
        rules=rules,
        codes=" ".join(codes),
        **more,
    )
    return translate(head, lang)


def check_participant(option: str, number: int, members: Collection[int], what: Message, source: str) -> None:
    """A start rank or team pairing number given on the command line names a participant of the file (`what`:
    the Message error.player_rank or error.team_number)."""
    if number not in members:
        raise BadInput(
            f"{option}:1:1",
            Message("error.participant", number=number, what=what, source=source, low=min(members), high=max(members)),
        )


def check_after_round(args: argparse.Namespace, t: Tournament) -> None:
    """--after-round N needs 0 <= N <= the number of rounds (unplayed.check_arguments says so)."""
    try:
        check_arguments(t, None, None, args.after_round)
    except ArgumentError as exc:
        raise BadInput("--after-round:1:1", exc.args[0]) from None


def declared_list(args: argparse.Namespace, t: Tournament) -> list[str]:
    """Without --tiebreaks: the file's list, else the default. Under --rules uscf the US Chess default order
    (34E preamble): records 202/212 hold FIDE codes, which are not US Chess systems."""
    if args.rules == "uscf":
        from ..rules.uschess import US_DEFAULT_ORDER

        return list(US_DEFAULT_ORDER)
    return file_list(t) or default_list(t, getattr(args, "event", None) or "auto")


def chosen_list(args: argparse.Namespace, t: Tournament) -> list[str]:
    """The list a command ranks by: --tiebreaks (checked, ``tiebreak_list``), else ``declared_list``."""
    codes = tiebreak_list(args, t)
    return declared_list(args, t) if codes is None else codes


def explained_codes(args: argparse.Namespace, codes: list[str], parse: Callable[[list[str]], object]) -> list[str]:
    """explain: the code of --code (one, checked), else every code of the list but PTS."""
    if not args.code:
        return [c for c in codes if c.upper() != "PTS"]
    chosen = checked_list(args.code, "--code", parse)
    if len(chosen) > 1:
        raise BadInput("--code:1:1", Message("error.one_code", code=repr(args.code), n=len(chosen)))
    return chosen


def warn(warnings: Iterable[str], lang: str = "en") -> None:
    """The warnings of a result (codes.code_warnings) on stderr, each once, in `lang`."""
    for line in warning_lines(warnings, lang):
        print(f"tiebreak-ref: {line}", file=sys.stderr)


LANG_HELP = "the language of the output's text (headings, rows, notes, warnings): en (default), nl, de or nb"


def add_lang(p: argparse.ArgumentParser, what: str = LANG_HELP) -> None:
    """--lang: the language of the output."""
    p.add_argument("--lang", choices=LANGUAGES, default="en", help=what)


def lang_of(args: argparse.Namespace | None) -> str:
    """The language of the output: --lang (default en); en for a command without the option, and before the
    arguments are read (None)."""
    lang: str = getattr(args, "lang", "en")
    return lang


def show_explanations(explanations: list[Explanation], fmt: str, heading: str, lang: str = "en") -> int:
    """explain's output: the warnings on stderr, then every explanation in the format (json: one document), the text
    in `lang`."""
    warn((warning for e in explanations for warning in e.warnings), lang)
    if fmt == "json":
        document = [e.to_dict(lang=lang) for e in explanations]
        sys.stdout.write(json.dumps(document, ensure_ascii=False, indent=2) + "\n")
        return 0
    sys.stdout.write("\n".join(e.table(fmt, heading, lang=lang) + "\n" for e in explanations))
    return 0
