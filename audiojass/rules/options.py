"""Reading and checking the value of one rule option, for every game and every place that
takes options: the variants' ``with_options``, the family's scoring, the settings file and
the command line's ``--option``.

An option's kind is the kind of its default value: true or false (a bool), a whole number (an
int; never a bool), text (a str), or another type.

>>> read_option(1000, 1500), read_option(False, "True", text=True), read_option(0, "25", text=True)
(1500, True, 25)
>>> read_option("001", '"002"', text=True)
'002'
>>> read_option(1000, True)
Traceback (most recent call last):
...
ValueError: int
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

__all__ = ["check_option_types", "option_kind", "option_problems", "read_option"]


def option_kind(default: object) -> str:
    """The kind of an option whose default value is ``default``: "bool", "int", "str", or the
    name of its type."""
    return type(default).__name__


def read_option(default: object, value: object, *, text: bool = False) -> object:
    """``value`` as a value of the option whose default is ``default``.

    Args:
        default: the option's default (or current) value: its type is the option's kind.
        value: the value given: of the option's kind (a bool only for a bool option, and a
            bool never for a number); with ``text``, a str is read as the option is written in
            settings.toml or on the command line: "true" or "false" (any case, spaces around)
            for a bool option, a whole number's digits for a number option, and for any other
            option the text, the quotes around it taken off (``"002"`` is ``002``).
        text: read text (above).

    Raises:
        ValueError: a value not of the option's kind; the message is the kind
            (:func:`option_kind`).
    """
    if text and isinstance(value, str):
        if isinstance(default, bool):
            word = value.strip().lower()
            if word in ("true", "false"):
                return word == "true"
            raise ValueError(option_kind(default))
        if isinstance(default, int):
            try:
                return int(value)
            except ValueError:
                raise ValueError(option_kind(default)) from None
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            return value[1:-1]
        return value
    if isinstance(default, bool) != isinstance(value, bool) or not isinstance(value, type(default)):
        raise ValueError(option_kind(default))
    return value


def option_problems(rules: Any, options: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The options of ``options`` the dataclass ``rules`` does not take, in their order, as
    (option, problem): problem "unknown" for a name that is not a field, else the type name
    the value must have ("bool", "int", "str": a bool only for a bool field;
    :func:`read_option`). Empty when all are taken."""
    fields = {f.name for f in dataclasses.fields(rules)}
    found = []
    for key, value in options.items():
        if key not in fields:
            found.append((key, "unknown"))
            continue
        try:
            read_option(getattr(rules, key), value)
        except ValueError as kind:
            found.append((key, str(kind)))
    return found


def check_option_types(rules: Any, name: str, options: Mapping[str, Any]) -> None:
    """Check ``options`` against the fields of the dataclass ``rules`` (a variant named
    ``name``): each must be a field, with a value of the field's type (a bool only for a
    bool field; :func:`option_problems`).

    Raises:
        ValueError: the first unknown option name (the message lists the options) or value
            of the wrong type.
    """
    for key, problem in option_problems(rules, options)[:1]:
        if problem == "unknown":
            known = ", ".join(sorted(f.name for f in dataclasses.fields(rules)))
            raise ValueError(f"{name} has no option {key!r} (options: {known})")
        raise ValueError(f"{name} option {key!r} must be {problem}, not {options[key]!r}")
