"""Names a release renamed, still importable for one release with a DeprecationWarning."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping
from typing import Any


def renamed_names(
    module: str, renamed: Mapping[str, str], namespace: Mapping[str, Any]
) -> Callable[[str], object]:
    """A module ``__getattr__`` (PEP 562) that gives each old name of ``renamed`` (old → new)
    the object ``namespace`` holds under its new name, warning that the old one is
    deprecated.

    Raises (from the returned function):
        AttributeError: a name that is neither in the module nor an old name."""

    def attribute(name: str) -> object:
        if name in renamed:
            new = renamed[name]
            warnings.warn(
                f"{module}.{name} is deprecated; use {module}.{new}",
                DeprecationWarning,
                stacklevel=2,
            )
            return namespace[new]
        raise AttributeError(f"module {module!r} has no attribute {name!r}")

    return attribute
