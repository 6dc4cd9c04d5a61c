"""One family of errors for the whole library, and the reader's notices.

Every error the library raises on purpose is a :class:`TiebreakError` (a ``ValueError``):

- :class:`InputError`: bad input, located ``file:line:column`` (a TRF file, or a command-line value);
- :class:`CodeError`: an unknown or malformed tie-break code;
- :class:`ArgumentError`: a bad argument to a library function or to ``Options`` (unknown rules, unknown
  participant, ``after_round`` out of range, a value of the wrong type). It is also a ``TypeError``.

A :class:`Notice` is what the reader says when it had to interpret something (an old bye notation, an
encoding): the value is read, and the notice says how. ``check --strict`` turns notices into errors.
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from .language import Message, translate


class TiebreakError(ValueError):
    """The base class of every error tiebreak-ref raises on purpose."""


class InputError(TiebreakError):
    """Bad input, located: ``file:line:column: message`` (``file: message`` when line is 0)."""

    def __init__(self, source: str, line: int, column: int, message: str) -> None:
        self.source = source
        self.line = line
        self.column = column
        self.message = message
        # A problem with no place in the text (a missing file) has line 0: ``file: message``.
        super().__init__(self.text_in("en"))

    def text_in(self, lang: str) -> str:
        """The error in `lang` (its message translated when it is a Message), with the same located prefix."""
        return located(f"{self.source}:{self.line}:{self.column}" if self.line else self.source, self.message, lang)


def located(where: str, message: str, lang: str) -> str:
    """A located error in `lang`: ``where: message``, the message translated when it is a Message (the command
    line's errors and InputError write it so)."""
    return f"{where}: {translate(message, lang)}"


class CodeError(TiebreakError):
    """An unknown or malformed tie-break code."""

    def __init__(self, code: str, message: str, column: int = 1) -> None:
        self.code = code
        self.column = column
        self.message = message
        super().__init__(message)


class ArgumentError(TiebreakError, TypeError):
    """A bad argument to a library function or a bad option value (a ValueError and a TypeError)."""


@dataclass(frozen=True)
class Notice:
    """A located note of the reader: how it read something strict TRF does not have, and what it expects."""

    source: str
    line: int
    column: int
    text: str  # what was read, and how: "read `0000 - =` as a half-point bye in round 4 (the notation before 2016)"
    found: str = ""  # for the error of --strict: "`0000 - =`" ("": the text says what was found)
    expected: str = ""  # what strict TRF has instead: "`0000 - H` for a half-point bye"
    also: tuple[tuple[int, int], ...] = ()  # line and column of each further place read the same way

    def __str__(self) -> str:
        return self.line_in("en")

    def line_in(self, lang: str) -> str:
        """The notice as printed, in `lang`: ``file:line:column: notice: text`` (the word and the text translated)."""
        where = f"{self.source}:{self.line}:{self.column}"
        return f"{where}: {label('notice', lang)}: {translate(self.text, lang)}{translate(self.more(), lang)}"

    def more(self) -> str:
        """`` (and 3 more like it, from line 12)`` (a Message) when the same reading was made elsewhere too."""
        if not self.also:
            return ""
        return Message("notice.more", n=len(self.also), line=self.also[0][0])

    def as_error(self) -> InputError:
        """The notice as an error, for ``check --strict``: its message a Message (``text_in(lang)`` writes it)."""
        if not self.found:
            message = Message("notice.strict_interpreted", text=self.text, more=self.more())
        else:
            message = Message("notice.strict", found=self.found, more=self.more(), expected=self.expected)
        return InputError(self.source, self.line, self.column, message)


def label(kind: str, lang: str = "en") -> str:
    """The word before a notice, a note or a warning on stderr (kind "notice", "note", "warning": the catalogue's
    ``<kind>.label``), in `lang`: notice, melding, Hinweis, merknad."""
    return translate(Message(f"{kind}.label"), lang)


def warning_lines(warnings: Iterable[str], lang: str = "en") -> list[str]:
    """The warnings of a result (codes.code_warnings) as the command line prints them, each once, in `lang`:
    ``warning: text`` (the calculator shows the same lines)."""
    return [f"{label('warning', lang)}: {translate(warning, lang)}" for warning in dict.fromkeys(warnings)]


_FIELD_TYPES: dict[type, tuple[tuple[str, Any], ...]] = {}


def _field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    if cls not in _FIELD_TYPES:
        hints = get_type_hints(cls)
        _FIELD_TYPES[cls] = tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))
    return _FIELD_TYPES[cls]


def _accepts(annotation: Any, value: object) -> bool:
    if get_origin(annotation) is Literal:
        return any(value == choice and type(value) is type(choice) for choice in get_args(annotation))
    if get_origin(annotation) in (Union, types.UnionType):
        return any(_accepts(a, value) for a in get_args(annotation))
    if annotation is type(None):
        return value is None
    if annotation is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(annotation, type):
        return isinstance(value, annotation)
    return True  # an annotation this check does not know: left to the code that uses it


def describe(annotation: Any) -> str:
    """An annotation in words: ``one of 'adaptive', '2dp', 'exact'``, ``a whole number or None``."""
    if get_origin(annotation) is Literal:
        return "one of " + ", ".join(map(repr, get_args(annotation)))
    if get_origin(annotation) in (Union, types.UnionType):
        return " or ".join(describe(a) for a in get_args(annotation))
    names = {int: "a whole number", bool: "True or False", type(None): "None", str: "a string"}
    return names.get(annotation, getattr(annotation, "__name__", str(annotation)))


def check_fields(obj: object) -> None:
    """Every field of a dataclass instance has a value its annotation allows, else ArgumentError."""
    for name, annotation in _field_types(type(obj)):
        value = getattr(obj, name)
        if not _accepts(annotation, value):
            raise ArgumentError(f"{type(obj).__name__}({name}={value!r}): expected {describe(annotation)}")


__all__ = ["ArgumentError", "CodeError", "InputError", "Notice", "TiebreakError", "check_fields", "describe"]
