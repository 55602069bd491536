"""Key bindings as data: ``keymaps/default.toml`` plus the player's own ``keymap.toml``.

A keymap binds commands (named actions such as ``play`` or ``table_cards``) to key names
("enter", "c", "shift+s", "ctrl+pageup"), in three contexts: ``global`` (everywhere), ``menu``
(menus, option lists, the rules reader) and ``table`` (during a game). A user keymap replaces
the keys of the commands it names. A broken or clashing user keymap is reported (file and line)
and the defaults are used. The spoken help (F1) is generated from the active keymap.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from audiojass.resources import resource_dir

__all__ = [
    "COMMANDS",
    "CONTEXTS",
    "KEY_NAMES",
    "Keymap",
    "KeymapProblem",
    "load_keymap",
    "normalize_key",
    "spoken_key",
]

CONTEXTS = ("global", "menu", "table")
MODIFIERS = ("ctrl", "shift", "alt")

KEY_NAMES: tuple[str, ...] = (
    *"abcdefghijklmnopqrstuvwxyz",
    *"0123456789",
    "enter",
    "escape",
    "space",
    "tab",
    "backspace",
    "delete",
    "left",
    "right",
    "up",
    "down",
    "home",
    "end",
    "pageup",
    "pagedown",
    "plus",
    "minus",
    "equals",
    *(f"f{n}" for n in range(1, 13)),
)
"""Every key name a keymap may use (before modifiers)."""

# command → (context, what it does, as F1 speaks it)
COMMANDS: dict[str, tuple[str, str]] = {
    "help": ("global", "the keys that work now"),
    "rules": ("global", "the rules of the game, paragraph by paragraph"),
    "stop_speech": ("global", "stop speech"),
    "history_back": ("global", "previous spoken message"),
    "history_forward": ("global", "next spoken message"),
    "history_first": ("global", "first spoken message"),
    "history_last": ("global", "last spoken message"),
    "volume_down": ("global", "sound volume down"),
    "volume_up": ("global", "sound volume up"),
    "verbosity": ("global", "brief or full speech"),
    "back": ("global", "back"),
    "full_screen": ("global", "full screen on or off"),
    "zoom_in": ("global", "larger text in the window"),
    "zoom_out": ("global", "smaller text in the window"),
    "theme": ("global", "the window's colours: yellow on black, white on black, black on white"),
    "previous": ("menu", "previous item"),
    "next": ("menu", "next item"),
    "decrease": ("menu", "previous item, or lower a setting"),
    "increase": ("menu", "next item, or raise a setting"),
    "first": ("menu", "first item"),
    "last": ("menu", "last item"),
    "select": ("menu", "choose the item"),
    "play": ("table", "play the focused card, or confirm a choice"),
    "table_cards": ("table", "the cards on the table"),
    "trump": ("table", "choose trump, or hear trump and who chose it"),
    "led_suit": ("table", "the led suit and how many of it you hold"),
    "take_kitty": ("table", "take the kitty"),
    "exchange_six": ("table", "exchange the six of trump for the turn-up card"),
    "scores": ("table", "the scores"),
    "deal_scores": ("table", "the score of every deal"),
    "turn": ("table", "whose turn it is"),
    "previous_card": ("table", "previous card in your hand"),
    "next_card": ("table", "next card in your hand"),
    "previous_suit": ("table", "first card of the previous suit"),
    "next_suit": ("table", "first card of the next suit"),
    "first_card": ("table", "first card in your hand"),
    "last_card": ("table", "last card in your hand"),
    "hand": ("table", "your whole hand, suit by suit"),
    "last_trick": ("table", "the last trick"),
    "points": ("table", "card points taken this deal"),
    "melds": ("table", "the Weis and Stöck of this deal"),
}

_SPOKEN = {
    "enter": "Enter",
    "escape": "Escape",
    "space": "Space",
    "tab": "Tab",
    "backspace": "Backspace",
    "delete": "Delete",
    "left": "Left arrow",
    "right": "Right arrow",
    "up": "Up arrow",
    "down": "Down arrow",
    "home": "Home",
    "end": "End",
    "pageup": "Page up",
    "pagedown": "Page down",
    "plus": "Plus",
    "minus": "Minus",
    "equals": "Equals",
    "ctrl": "Control",
    "shift": "Shift",
    "alt": "Alt",
}


def normalize_key(name: str) -> str:
    """The canonical form of a key name: lower case, modifiers first in the order ctrl, shift,
    alt ("Shift+Ctrl+F1" → "ctrl+shift+f1"); "ctrl" alone stays "ctrl".

    Raises:
        ValueError: not a key name; the message says what is wrong.
    """
    parts = [part.strip() for part in name.strip().lower().split("+")]
    if not all(parts):
        raise ValueError(f"not a key name: {name!r}")
    if parts == ["ctrl"]:
        return "ctrl"
    if len(parts) == 1 and parts[0] in MODIFIERS:
        raise ValueError(f"{parts[0]} alone cannot be bound (only ctrl can)")
    *mods, key = parts
    if key not in KEY_NAMES:
        raise ValueError(f"unknown key {key!r} in {name!r}")
    for mod in mods:
        if mod not in MODIFIERS:
            raise ValueError(f"unknown modifier {mod!r} in {name!r} (use ctrl, shift or alt)")
    if len(set(mods)) != len(mods):
        raise ValueError(f"a modifier is repeated in {name!r}")
    ordered = [mod for mod in MODIFIERS if mod in mods]
    return "+".join([*ordered, key])


def spoken_key(name: str) -> str:
    """How a key name is spoken: "ctrl+pageup" → "Control plus Page up", "c" → "C"."""
    words = []
    for part in name.split("+"):
        words.append(_SPOKEN.get(part, part.upper()))
    return " plus ".join(words)


@dataclass(frozen=True)
class KeymapProblem:
    """Something wrong in a keymap file: where (file, line; line 0 if unknown) and what."""

    file: Path
    line: int
    message: str

    def __str__(self) -> str:
        where = f"{self.file}, line {self.line}" if self.line else str(self.file)
        return f"{where}: {self.message}"


class Keymap:
    """Commands bound to keys per context.

    Attributes:
        bindings: command → its key names (canonical), for every command of :data:`COMMANDS`.
        source: the files it was built from (the default keymap, then the user's if used).
    """

    def __init__(self, bindings: dict[str, tuple[str, ...]], source: tuple[Path, ...]) -> None:
        self.bindings = bindings
        self.source = source
        self._lookup: dict[tuple[str, str], str] = {}
        for command, keys in bindings.items():
            context = COMMANDS[command][0]
            for key in keys:
                self._lookup[(context, key)] = command

    def command_for(self, key: str, context: str) -> str | None:
        """The command a key gives in a context ("menu" or "table"; global bindings apply in
        both, the context's own first), or None if the key is unbound there."""
        return self._lookup.get((context, key)) or self._lookup.get(("global", key))

    def keys_for(self, command: str) -> tuple[str, ...]:
        """The keys bound to a command (possibly none)."""
        return self.bindings.get(command, ())

    def describe(self, commands: list[str]) -> list[str]:
        """Spoken help lines "Key: what it does" for the given commands, in that order; a
        command with no key is left out."""
        lines = []
        for command in commands:
            keys = self.keys_for(command)
            if keys:
                spoken = " or ".join(spoken_key(key) for key in keys)
                lines.append(f"{spoken}: {COMMANDS[command][1]}")
        return lines


def _line_of(text: str, section: str, command: str | None) -> int:
    """The line of ``command = …`` in ``[section]`` (or of the section header), 0 if absent."""
    current = None
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        header = re.fullmatch(r"\[\s*([^\]]+?)\s*\]", stripped)
        if header:
            current = header.group(1)
            if current == (section if command is None else f"{section}.{command}"):
                return number
            continue
        if current == section and command is not None:
            match = re.match(r"([A-Za-z0-9_\"'-]+)\s*=", stripped)
            if match and match.group(1).strip("\"'") == command:
                return number
    return 0


def _read(path: Path) -> tuple[dict[str, dict[str, tuple[str, ...]]], list[KeymapProblem]]:
    """Parse one keymap file into {section: {command: keys}}, with its problems."""
    problems: list[KeymapProblem] = []
    try:
        text = path.read_text(encoding="utf-8").removeprefix("\ufeff")
    except (OSError, UnicodeDecodeError) as error:
        return {}, [KeymapProblem(path, 0, f"cannot be read: {error}")]
    try:
        data = tomllib.loads(text)
    except RecursionError:
        return {}, [KeymapProblem(path, 0, "not valid TOML: nested too deeply")]
    except tomllib.TOMLDecodeError as error:
        found = re.search(r"line (\d+)", str(error))
        line = int(found.group(1)) if found else 0
        message = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(error))
        return {}, [KeymapProblem(path, line, f"not valid TOML: {message}")]
    result: dict[str, dict[str, tuple[str, ...]]] = {}
    for section, table in data.items():
        if section not in CONTEXTS:
            problems.append(
                KeymapProblem(
                    path,
                    _line_of(text, section, None),
                    f"unknown section [{section}] (use {', '.join(CONTEXTS)})",
                )
            )
            continue
        if not isinstance(table, dict):
            problems.append(KeymapProblem(path, 0, f"{section} must be a [section]"))
            continue
        result[section] = {}
        for command, value in table.items():
            line = _line_of(text, section, command)
            if command not in COMMANDS:
                problems.append(KeymapProblem(path, line, f"unknown command {command!r}"))
                continue
            if COMMANDS[command][0] != section:
                problems.append(
                    KeymapProblem(
                        path,
                        line,
                        f"{command} belongs in [{COMMANDS[command][0]}], not [{section}]",
                    )
                )
                continue
            names = [value] if isinstance(value, str) else value
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                problems.append(
                    KeymapProblem(path, line, f"{command} must be a key name or a list of them")
                )
                continue
            keys = []
            for name in names:
                try:
                    keys.append(normalize_key(name))
                except ValueError as error:
                    problems.append(KeymapProblem(path, line, str(error)))
            result[section][command] = tuple(keys)
    return result, problems


def _clashes(
    bindings: dict[str, tuple[str, ...]],
    lines: dict[str, tuple[Path, int]],
    blame: Path | None = None,
) -> list[KeymapProblem]:
    """Keys bound to two commands that can be active together (same context, or global and
    a context). Each clash is reported where one of the two bindings is written, in the file
    ``blame`` when one of them comes from it."""
    problems = []
    owner: dict[tuple[str, str], str] = {}
    for command, keys in bindings.items():
        context = COMMANDS[command][0]
        for key in keys:
            scopes = CONTEXTS if context == "global" else ("global", context)
            for scope in scopes:
                other = owner.get((scope, key))
                if other is not None and other != command:
                    here = lines.get(command, (Path("keymap"), 0))
                    there = lines.get(other, here)
                    path, line = there if there[0] == blame != here[0] else here
                    problems.append(
                        KeymapProblem(
                            path,
                            line,
                            f"key {key!r} is bound to both {other} and {command}",
                        )
                    )
            owner[(context, key)] = command
    return problems


def load_keymap(
    user_file: Path | None = None, default_file: Path | None = None
) -> tuple[Keymap, list[KeymapProblem]]:
    """The active keymap: the defaults, overridden by the user's file if it exists and is
    sound.

    Args:
        user_file: the player's ``keymap.toml`` (ignored if None or missing).
        default_file: the default keymap (``keymaps/default.toml`` if None).

    Returns:
        The keymap and the problems found. With any problem in the user file, the defaults are
        used as they are. Problems in the default file itself are returned too (the keymap then
        holds what could be read). Never raises for a bad file.
    """
    default_path = default_file or resource_dir("keymaps") / "default.toml"
    default_sections, problems = _read(default_path)
    default_text = default_path.read_text(encoding="utf-8") if not problems else ""
    bindings: dict[str, tuple[str, ...]] = {command: () for command in COMMANDS}
    lines: dict[str, tuple[Path, int]] = {}
    for section, table in default_sections.items():
        for command, keys in table.items():
            bindings[command] = keys
            lines[command] = (default_path, _line_of(default_text, section, command))
    problems += _clashes(bindings, lines)
    if user_file is None or not user_file.exists():
        return Keymap(bindings, (default_path,)), problems
    user_sections, user_problems = _read(user_file)
    if not user_problems:
        user_text = user_file.read_text(encoding="utf-8")
        merged = dict(bindings)
        merged_lines = dict(lines)
        for section, table in user_sections.items():
            for command, keys in table.items():
                merged[command] = keys
                merged_lines[command] = (user_file, _line_of(user_text, section, command))
        clashes = _clashes(merged, merged_lines, blame=user_file)
        user_problems = [p for p in clashes if p.file == user_file]
        if not user_problems:
            return Keymap(merged, (default_path, user_file)), problems
    return Keymap(bindings, (default_path,)), problems + user_problems
