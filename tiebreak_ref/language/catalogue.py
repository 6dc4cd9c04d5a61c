"""Messages and their catalogues: a text of the reference's output that knows its key, so that it can be written in
any of the guide's languages.

A ``Message`` is a ``str`` whose value is its English text: every comparison, JSON document and test that reads the
English keeps working. ``translate(text, lang)`` writes it in another language from that language's catalogue
(``en.py``, ``nl.py``, ``de.py``, ``nb.py``: one dict key -> template each, ``str.format`` placeholders).

Numbers inside a message are formatted by the language: the decimal point in English, the decimal comma in Dutch,
German and Norwegian (``2,5``), as each country's federation and the guide's own prose write decimals. Whole numbers
(ratings, start numbers, rounds) are never grouped.
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from fractions import Fraction
from importlib import import_module
from typing import Any

from ..numbers import decimal_text, format_value

LANGUAGES = ("en", "nl", "de", "nb")
"""The languages of the reference's output: the guide's four."""


def check_language(lang: str) -> None:
    """ValueError unless `lang` is one of ``LANGUAGES``."""
    if lang not in LANGUAGES:
        raise ValueError(f"found the language {lang!r}; expected one of {', '.join(LANGUAGES)}")


def catalogue(lang: str) -> Mapping[str, str]:
    """Every template of one language (``LANGUAGES``), by key; else ValueError."""
    check_language(lang)
    texts: Mapping[str, str] = import_module(f"{__package__}.{lang}").TEXTS
    return texts


def placeholders(template: str) -> set[str]:
    """The names a template fills in: {'own', 'cap'} for 'min(own {own}, draw × rounds = {cap})'."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


class Join:
    """Items of a message joined by a separator: the terms of a sum (' + '), a list of numbers (', ')."""

    def __init__(self, items: Sequence[object], separator: str = ", ") -> None:
        self.items = tuple(items)
        self.separator = separator

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Join) and (self.items, self.separator) == (other.items, other.separator)

    def __hash__(self) -> int:
        return hash((self.items, self.separator))

    def __repr__(self) -> str:
        return f"Join({list(self.items)!r}, {self.separator!r})"


class Decimal(str):
    """A number already written with its decimals ('0.50'): a message writes it with the language's decimal mark."""


class Message(str):
    """A text of the output with its key and parameters; its value is the English text.

    ``Message("note.dummy_cap", own=3, cap=Fraction(5, 2))`` is the str
    ``"dummy: min(own 3, draw × rounds = 2.5) (16.4.2)"``; ``translate(it, "nl")`` is the same sentence in Dutch.
    A parameter may be a number (formatted by the language), a ``Decimal`` (a number written with its decimals), a
    str (kept), another Message (translated too) or a ``Join`` of those.
    """

    key: str
    params: dict[str, object]

    def __new__(cls, key: str, /, **params: object) -> Message:
        text = render(key, params, "en")
        self = super().__new__(cls, text)
        self.key = key
        self.params = params
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.key, self.params))

    def text(self, lang: str) -> str:
        """The message in `lang`."""
        return render(self.key, self.params, lang)


def _rebuild(key: str, params: dict[str, object]) -> Message:
    return Message(key, **params)


def number_text(value: Fraction | int, lang: str = "en") -> str:
    """A number for a sentence: its exact decimal (a decimal comma outside English), or for a mean with no finite
    decimal the first three decimals and "…" (1733.333…)."""
    try:
        text = decimal_text(value)
    except ValueError:
        scaled = Fraction(value) * 1000
        whole = abs(scaled.numerator) // scaled.denominator
        sign = "-" if value < 0 else ""
        text = f"{sign}{whole // 1000}.{whole % 1000:03d}…"
    return text if lang == "en" else text.replace(".", ",")


def decimal_in(text: str, lang: str) -> str:
    """A number already written as text (a table cell: '8.5', '-', 'n/d') in `lang`: the decimal comma outside
    English; other text as it is."""
    if lang == "en" or "." not in text or not text.lstrip("-").replace(".", "", 1).isdigit():
        return text
    return text.replace(".", ",")


def value_in(value: Fraction | int | None, lang: str, undefined: str = "-") -> str:
    """A value as a table cell in `lang`: ``format_value``'s exact text (``undefined`` for None), with the decimal
    comma outside English (8,5); what the tables, the calculator page and ``--lang`` show."""
    return decimal_in(format_value(value, undefined), lang)


def render(key: str, params: Mapping[str, object], lang: str) -> str:
    """The template of `key` in `lang`, filled with the parameters written in that language."""
    template = catalogue(lang).get(key)
    if template is None:
        template = catalogue("en")[key]  # a key every catalogue has (tests/test_language.py); KeyError otherwise
    return template.format(**{name: _part(value, lang) for name, value in params.items()})


def _part(value: object, lang: str) -> str:
    if isinstance(value, Message):
        return value.text(lang)
    if isinstance(value, Decimal):
        return decimal_in(value, lang)
    if isinstance(value, Join):
        return value.separator.join(_part(item, lang) for item in value.items)
    if isinstance(value, (Fraction, int)) and not isinstance(value, bool):
        return number_text(value, lang)
    return str(value)


def headings(keys: Sequence[str], lang: str = "en") -> list[str]:
    """The headings of a table's columns in `lang`: the templates ``head.<key>``."""
    return [render(f"head.{key}", {}, lang) for key in keys]


def translate(text: str, lang: str = "en") -> str:
    """A text of the output in `lang`: a Message in that language, a number as text (``format_value``'s ``8.5``)
    with the language's decimal mark (``8,5``), any other str (a name, a code) as it is."""
    if lang == "en":
        return text
    if isinstance(text, Message):
        return text.text(lang)  # render: catalogue(lang) checks the language
    check_language(lang)
    return decimal_in(text, lang) if isinstance(text, str) else text  # a row's empty cut (None) as it is
