"""The engine's observations and events as JSON data, and back: what an online table sends.

Every frozen dataclass of :mod:`audiojass.rules` (observations, events, actions, melds, roem,
bids, settlements) is an object tagged with its class name (``{"$": "CardPlayed", "seat": 1,
"card": "H10", ...}``); cards and trump modes are their codes ("H10", "SJ", "obenabe"), so a
card in a message is always the same few bytes; other enums are their values; tuples are
lists; a variant is ``{"$": "variant", "name": "schieber", "options": {...}}``. Decoding is
driven by the dataclasses' type hints, so a decoded observation equals the one encoded
(``decode(encode(view)) == view``); an observation leaves out the fields at their default (the
sections of other games, :class:`~audiojass.rules.observation.Observation`).

Only the classes of the rules package can be named by ``"$"``: data naming anything else, or
whose fields do not fit their types, raises ValueError.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints

from audiojass.rules import observation
from audiojass.rules.cards import Card, TrumpMode
from audiojass.rules.registry import ALL_VARIANTS, AnyAction, AnyVariant, get_variant

__all__ = ["decode", "decode_any", "encode"]

_MODULES = tuple(
    importlib.import_module(f"audiojass.rules.{name}")
    for name in (
        "actions",
        "bidding",
        "cards",
        "components",
        "settlement",
        "composed_variants",
        "game",
        "observation",
        "klaverjas1821",
        "variants",
        "weis",
    )
)
"""The modules whose dataclasses may be named in data (``"$"``)."""


@cache
def _classes() -> dict[str, type]:
    """Every dataclass of the rules modules that is not a variant, by class name."""
    found: dict[str, type] = {}
    for module in _MODULES:
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and dataclasses.is_dataclass(value)
                and not _variant_class(value)
                and value.__module__.startswith("audiojass.rules")
            ):
                other = found.setdefault(value.__name__, value)
                if other is not value:
                    raise RuntimeError(f"two rules classes are named {value.__name__}")
    return found


def _is_variant(value: object) -> bool:
    """Whether ``value`` is a variant: the registry's variant of its name is of its class."""
    name = getattr(value, "name", None)
    return isinstance(name, str) and type(ALL_VARIANTS.get(name)) is type(value)


@cache
def _variant_class(cls: type) -> bool:
    """Whether ``cls`` is a variant's class or a base of one (data of it is a variant)."""
    return cls is not object and any(isinstance(v, cls) for v in ALL_VARIANTS.values())


@cache
def _namespace() -> dict[str, Any]:
    space: dict[str, Any] = {}
    for module in _MODULES:
        space.update(vars(module))
    return space


@cache
def _hints(cls: type) -> dict[str, Any]:
    hints = get_type_hints(cls, globalns=_namespace())
    return {f.name: hints[f.name] for f in dataclasses.fields(cls) if f.init}


def encode(value: object) -> Any:
    """``value`` as JSON-compatible data (see the module text).

    Raises:
        TypeError: a value of a type the codec does not know.
    """
    if value is None or isinstance(value, (bool, str, float)):
        return value
    if isinstance(value, (Card, TrumpMode)):
        return value.code
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, int):
        return value
    if _is_variant(value):
        return _variant_data(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data: dict[str, Any] = {"$": type(value).__name__}
        sparse = getattr(type(value), "sparse_data", False)  # leave out fields at default
        for item in dataclasses.fields(value):
            if item.init:
                field_value = getattr(value, item.name)
                if not (sparse and field_value == item.default):
                    data[item.name] = encode(field_value)
        return data
    if isinstance(value, (tuple, list)):
        return [encode(item) for item in value]
    if isinstance(value, dict):
        return {str(key): encode(item) for key, item in value.items()}
    raise TypeError(f"cannot encode {type(value).__name__}")


@cache
def _variant_data(variant: Any) -> dict[str, Any]:
    """A variant's data (variants are frozen: computed once each; callers must not change
    it)."""
    return {"$": "variant", "name": variant.name, "options": variant.options()}


def decode_any(data: Any) -> Any:
    """A tagged object (``{"$": ...}``) decoded by its own class; a list of them as a tuple.

    Raises:
        ValueError: not a tagged rules object, or fields that do not fit.
    """
    if isinstance(data, list):
        return tuple(decode_any(item) for item in data)
    return decode(data, object)


def decode(data: Any, hint: Any) -> Any:
    """``data`` (from :func:`encode`) as a value of type ``hint``.

    Raises:
        ValueError: the data does not fit the type, or names a class outside the rules.
    """
    try:
        return _decode(data, hint)
    except ValueError:
        raise
    except (TypeError, KeyError, AttributeError, IndexError) as error:
        raise ValueError(f"bad data for {hint}: {error}") from None


_PARAMETERS: dict[TypeVar, Any] = {observation.V: AnyVariant, observation.A: AnyAction}
"""What the generic observation's type parameters stand for in data: any game's variant and
any game's actions (checked as those unions, as a field of that type would be)."""


def _decode(data: Any, hint: Any) -> Any:
    if isinstance(hint, TypeVar):
        hint = _PARAMETERS[hint]
    if hint is Any or hint is object:
        if isinstance(data, dict) and "$" in data:
            return _decode_tagged(data, None)
        if isinstance(data, list):
            return tuple(_decode(item, object) for item in data)
        if data is None or isinstance(data, (bool, int, float, str)):
            return data
        raise ValueError(f"unexpected {type(data).__name__}")
    if hint is type(None):
        if data is not None:
            raise ValueError("expected null")
        return None
    origin = get_origin(hint)
    if origin is Union or origin is types.UnionType:
        options = get_args(hint)
        if data is None:
            if type(None) in options:
                return None
            raise ValueError("null where a value is needed")
        if isinstance(data, dict) and "$" in data:
            return _decode_tagged(data, options)
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return _decode(data, option)
            except (ValueError, TypeError, KeyError) as error:
                errors.append(str(error))
        raise ValueError("; ".join(errors) or "no type fits")
    if origin is tuple:
        args = get_args(hint)
        if not isinstance(data, list):
            raise ValueError("expected a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(item, args[0]) for item in data)
        if len(args) != len(data):
            raise ValueError(f"expected {len(args)} items, got {len(data)}")
        return tuple(_decode(item, arg) for item, arg in zip(data, args, strict=True))
    if origin is typing.Literal:
        if data not in get_args(hint):
            raise ValueError(f"{data!r} is not one of {get_args(hint)}")
        return data
    if origin is dict:
        key_type, value_type = get_args(hint)
        if not isinstance(data, dict):
            raise ValueError("expected an object")
        return {_decode(k, key_type): _decode(v, value_type) for k, v in data.items()}
    if isinstance(hint, type) and _variant_class(hint):
        return _decode_variant(data)
    plain = _PLAIN.get(hint)
    if plain is not None:
        kinds, make, wrong = plain
        if not isinstance(data, kinds) or (isinstance(data, bool) and hint is not bool):
            raise ValueError(wrong)
        return make(data)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint(data)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _decode_tagged(data, (hint,))
    raise ValueError(f"cannot decode {hint}")


_PLAIN: dict[Any, tuple[type | tuple[type, ...], Callable[[Any], Any], str]] = {
    bool: (bool, bool, "expected true or false"),
    int: (int, int, "expected an integer"),
    float: ((int, float), float, "expected a number"),
    str: (str, str, "expected a string"),
    Card: (str, Card.parse, "a card is a code"),
    TrumpMode: (str, TrumpMode.parse, "a trump is a code"),
}
"""The plain types and the codes: the JSON types their data must be (true or false is no
number), what makes the value of it, and the error when it is not."""


def _decode_variant(data: Any) -> AnyVariant:
    if not isinstance(data, dict) or data.get("$") != "variant":
        raise ValueError("expected a variant")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise ValueError("a variant's options are an object")
    wanted = tuple(
        sorted(
            (str(key), tuple(value) if isinstance(value, list) else value)
            for key, value in options.items()
            if key != "name"
        )
    )
    try:
        return _variant_with(str(data["name"]), wanted)
    except TypeError:  # an unhashable option value
        raise ValueError("a variant's options are plain values") from None


@cache
def _variant_with(name: str, options: tuple[tuple[str, Any], ...]) -> AnyVariant:
    """The variant ``name`` with ``options`` (variants are frozen: made once for each, as
    every update of a table names the same)."""
    base = get_variant(name)
    current = base.options()
    changed = {key: value for key, value in options if current.get(key) != value}
    return base.with_options(**changed) if changed else base


def _decode_tagged(data: Any, allowed: tuple[Any, ...] | None) -> Any:
    if not isinstance(data, dict):
        raise ValueError("expected an object")
    name = data.get("$")
    if name == "variant":
        return _decode_variant(data)
    cls = _classes().get(str(name))
    if cls is None:
        raise ValueError(f"unknown type {name!r}")
    if allowed is not None and not any(
        isinstance(origin := get_origin(option) or option, type) and issubclass(cls, origin)
        for option in allowed
    ):
        raise ValueError(f"{name} is not allowed here")
    hints = _hints(cls)
    values = {}
    for field_name, field_hint in hints.items():
        if field_name in data:
            values[field_name] = _decode(data[field_name], field_hint)
    unknown = set(data) - set(hints) - {"$"}
    if unknown:
        raise ValueError(f"{name} has no field {sorted(unknown)[0]!r}")
    return cls(**values)
