"""Where the game's data folders (``sounds/``, ``keymaps/``, ``locales/``) are found.

In a source checkout they sit beside the package; an installed wheel carries them inside it.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["resource_dir"]

_PACKAGE = Path(__file__).resolve().parent


def resource_dir(name: str) -> Path:
    """The folder ``name`` ("sounds", "keymaps" or "locales").

    Raises FileNotFoundError if it is missing."""
    for candidate in (_PACKAGE / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the {name} folder is missing (looked beside {_PACKAGE})")
