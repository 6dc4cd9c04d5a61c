"""Exact numbers in and out: decimal text without binary floats, and the rounding the regulations ask for."""

from __future__ import annotations

from fractions import Fraction


def decimal_text(value: Fraction | int) -> str:
    """The exact decimal of a value whose denominator divides a power of ten: 9.75, 2076, -0.5."""
    if isinstance(value, int) or value.denominator == 1:
        return str(int(value))
    den = value.denominator
    twos = fives = 0
    while den % 2 == 0:
        den //= 2
        twos += 1
    while den % 5 == 0:
        den //= 5
        fives += 1
    if den != 1:
        raise ValueError(f"{value} has no exact decimal form")
    places = max(twos, fives)
    scaled = abs(value.numerator) * 10**places // value.denominator
    sign = "-" if value < 0 else ""
    whole, frac = divmod(scaled, 10**places)
    return f"{sign}{whole}.{frac:0{places}d}".rstrip("0").rstrip(".")


def format_value(value: Fraction | int | None, undefined: str = "-") -> str:
    """A value as exact text, as the tables print it: ``9.75``, ``2076``, ``-0.5``; ``"n/d"`` for a value with no
    finite decimal (only the exact AOB mean, ``aob_rounding="exact"``); ``undefined`` for ``None``.

    ``float(format_value(v))`` is the plain number; ``Fraction(format_value(v))`` gives ``v`` back exactly.

    Args:
        value: a tie-break value, a score, or ``None`` (a value the rule leaves undefined).
        undefined: the text for ``None``.

    Returns:
        The exact decimal text.
    """
    if value is None:
        return undefined
    try:
        return decimal_text(value)
    except ValueError:
        return f"{value.numerator}/{value.denominator}"


def json_number(value: Fraction | int | None) -> int | float | str | None:
    """An exact value for JSON: an int, a decimal (its float prints the same digits), or null.

    A value without a finite decimal form (only the exact AOB mean can be one) is written "n/d"."""
    if value is None or type(value) is int:
        return value
    num, den = value.numerator, value.denominator
    if den == 1:
        return int(value)
    if 10**6 % den == 0 and abs(num) < 10**9 * den:
        return num / den  # a short exact decimal: the float prints exactly these digits
    text = format_value(value)
    if "/" in text:
        return text
    number = float(text)
    return number if repr(number) == text else text


def round_half_up(value: Fraction, places: int = 0) -> Fraction:
    """Round half away from zero to `places` decimals (ARO, APRO, APPO: places = 0; AOB: 2; TPR's p: 2)."""
    return Fraction(rounded_ratio(value.numerator, value.denominator, places), 10**places)


def rounded_ratio(numerator: int, denominator: int, places: int = 0) -> int:
    """numerator ÷ denominator (denominator > 0) rounded half away from zero to `places` decimals, in units of
    10**-places: rounded_ratio(2, 3, 2) is 67 (0.67)."""
    magnitude: int = (abs(numerator) * 10**places * 2 + denominator) // (2 * denominator)
    return magnitude if numerator >= 0 else -magnitude


def fixed_text(value: Fraction | int, places: int) -> str:
    """A value rounded half up to `places` decimals and written with exactly that many: 33166.67, 800.00, -0.05;
    800 for places=0 (an amount in a currency's minor unit)."""
    scaled = round_half_up(Fraction(value), places) * 10**places
    whole, minor = divmod(abs(int(scaled)), 10**places)
    sign = "-" if scaled < 0 else ""
    return f"{sign}{whole}.{minor:0{places}d}" if places else f"{sign}{whole}"
