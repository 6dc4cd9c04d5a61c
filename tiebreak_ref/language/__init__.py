"""The words of the reference's output in the guide's four languages (en, nl, de, nb): one catalogue per language
and ``Message``, a text that knows its key (``catalogue.py``). Base level: the standard library and numbers.py."""

from .catalogue import (
    LANGUAGES,
    Decimal,
    Join,
    Message,
    catalogue,
    decimal_in,
    headings,
    number_text,
    placeholders,
    translate,
    value_in,
)

__all__ = [
    "LANGUAGES",
    "Decimal",
    "Join",
    "Message",
    "catalogue",
    "decimal_in",
    "headings",
    "number_text",
    "placeholders",
    "translate",
    "value_in",
]
