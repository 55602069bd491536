"""pygame keyboard events ↔ the key names of the keymap ("enter", "shift+s", "ctrl+f1").

Script mode turns each name back into a real KEYDOWN event, so scripted keys travel through the
same event queue and loop as typed ones.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from audiojass.keymap import normalize_key

__all__ = ["key_event", "key_name"]

_BASE: dict[int, str] = {
    pygame.K_RETURN: "enter",
    pygame.K_KP_ENTER: "enter",
    pygame.K_ESCAPE: "escape",
    pygame.K_SPACE: "space",
    pygame.K_TAB: "tab",
    pygame.K_BACKSPACE: "backspace",
    pygame.K_DELETE: "delete",
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
    pygame.K_HOME: "home",
    pygame.K_END: "end",
    pygame.K_PAGEUP: "pageup",
    pygame.K_PAGEDOWN: "pagedown",
    pygame.K_LCTRL: "ctrl",
    pygame.K_RCTRL: "ctrl",
    pygame.K_PLUS: "plus",
    pygame.K_KP_PLUS: "plus",
    pygame.K_MINUS: "minus",
    pygame.K_KP_MINUS: "minus",
    pygame.K_EQUALS: "equals",
}
for _n in range(1, 13):
    _BASE[getattr(pygame, f"K_F{_n}")] = f"f{_n}"
for _c in "abcdefghijklmnopqrstuvwxyz0123456789":
    _BASE[ord(_c)] = _c  # pygame's K_a … K_z, K_0 … K_9 are the characters' codes

_CODES: dict[str, int] = {}
for _code, _name in _BASE.items():
    _CODES.setdefault(_name, _code)

# Keys the game never answers: modifiers pressed alone (Ctrl is the exception: it stops
# speech) and the screen reader's own modifiers.
_MODIFIER_KEYS = ("SHIFT", "ALT", "META", "GUI")
_IGNORED = {getattr(pygame, f"K_{side}{key}") for side in "LR" for key in _MODIFIER_KEYS} | {
    pygame.K_INSERT,
    pygame.K_CAPSLOCK,
    pygame.K_NUMLOCKCLEAR,
    pygame.K_SCROLLLOCK,
    pygame.K_MODE,
}


_MODIFIERS = (
    ("ctrl", pygame.KMOD_CTRL, pygame.KMOD_LCTRL),
    ("shift", pygame.KMOD_SHIFT, pygame.KMOD_LSHIFT),
    ("alt", pygame.KMOD_ALT, pygame.KMOD_LALT),
)
"""Each modifier in the order key names write them: its name, the bits of either of its keys
held, the bit of its left key (the one a script's key holds)."""


def key_name(key: int, mod: int) -> str | None:
    """The key name of a KEYDOWN (``event.key``, ``event.mod``), "" for a key the game does
    not know (it answers that the key does nothing), or None for keys it ignores (lone
    Shift/Alt, Insert and Caps Lock, which belong to the screen reader)."""
    if key in _IGNORED:
        return None
    base = _BASE.get(key)
    if base is None:
        return ""
    if base == "ctrl":
        return "ctrl"
    return "+".join([*(name for name, held, _ in _MODIFIERS if mod & held), base])


def key_event(name: str) -> pygame.event.Event:
    """A KEYDOWN event for a key name as written in a keymap or script.

    Raises:
        ValueError: not a key name.
    """
    canonical = normalize_key(name)
    *mods, base = canonical.split("+")
    held = {*mods, base}  # Ctrl alone holds itself
    mod = sum(left for modifier, _, left in _MODIFIERS if modifier in held)
    code = _CODES[base]
    unicode = base if len(base) == 1 else ""
    if unicode and "shift" in mods:
        unicode = unicode.upper()
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0)
