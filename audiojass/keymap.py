"""Key bindings as data: ``keymaps/default.toml`` plus the player's own ``keymap.toml``.

A keymap binds commands (named actions such as ``play`` or ``table_cards``) to key names
("enter", "c", "shift+s", "ctrl+pageup"), in four contexts: ``global`` (everywhere), ``menu``
(menus, option lists, the rules reader), ``table`` (during a game) and ``online`` (the lobby
and the table of an online game, before their own context). A user keymap replaces
the keys of the commands it names. A broken or clashing user keymap is reported (file and line)
and the defaults are used. The spoken help (F1) is generated from the active keymap.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from pathlib import Path

from audiojass.i18n import t
from audiojass.resources import resource_dir

__all__ = [
    "COMMANDS",
    "CONTEXTS",
    "KEY_NAMES",
    "KeyNameError",
    "Keymap",
    "KeymapProblem",
    "command_meaning",
    "help_line",
    "help_speech",
    "load_keymap",
    "normalize_key",
    "spoken_key",
    "spoken_keys",
]

CONTEXTS = ("global", "menu", "table", "online")
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

# command → (context, the catalogue message of what it does, as F1 speaks it)
COMMANDS: dict[str, tuple[str, str]] = {
    "help": ("global", "key-does-help"),
    "rules": ("global", "key-does-rules"),
    "stop_speech": ("global", "key-does-stop-speech"),
    "history_back": ("global", "key-does-history-back"),
    "history_forward": ("global", "key-does-history-forward"),
    "history_first": ("global", "key-does-history-first"),
    "history_last": ("global", "key-does-history-last"),
    "volume_down": ("global", "key-does-volume-down"),
    "volume_up": ("global", "key-does-volume-up"),
    "verbosity": ("global", "key-does-verbosity"),
    "back": ("global", "key-does-back"),
    "full_screen": ("global", "key-does-full-screen"),
    "zoom_in": ("global", "key-does-zoom-in"),
    "zoom_out": ("global", "key-does-zoom-out"),
    "theme": ("global", "key-does-theme"),
    "previous": ("menu", "key-does-previous"),
    "next": ("menu", "key-does-next"),
    "decrease": ("menu", "key-does-decrease"),
    "increase": ("menu", "key-does-increase"),
    "first": ("menu", "key-does-first"),
    "last": ("menu", "key-does-last"),
    "select": ("menu", "key-does-select"),
    "play": ("table", "key-does-play"),
    "table_cards": ("table", "key-does-table-cards"),
    "trump": ("table", "key-does-trump"),
    "led_suit": ("table", "key-does-led-suit"),
    "take_kitty": ("table", "key-does-take-kitty"),
    "exchange_six": ("table", "key-does-exchange-six"),
    "scores": ("table", "key-does-scores"),
    "deal_scores": ("table", "key-does-deal-scores"),
    "turn": ("table", "key-does-turn"),
    "previous_card": ("table", "key-does-previous-card"),
    "next_card": ("table", "key-does-next-card"),
    "previous_suit": ("table", "key-does-previous-suit"),
    "next_suit": ("table", "key-does-next-suit"),
    "first_card": ("table", "key-does-first-card"),
    "last_card": ("table", "key-does-last-card"),
    "hand": ("table", "key-does-hand"),
    "last_trick": ("table", "key-does-last-trick"),
    "points": ("table", "key-does-points"),
    "melds": ("table", "key-does-melds"),
    "hint": ("table", "key-does-hint"),
    "deal_review": ("table", "key-does-deal-review"),
    "chat": ("online", "key-does-chat"),
    "seats": ("online", "key-does-seats"),
    "table_code": ("online", "key-does-table-code"),
    "mute_chat": ("online", "key-does-mute-chat"),
}
"""Every command: its context and the id of the message (``keys.ftl``) that says what it
does; :func:`command_meaning` gives the text in the active language."""

_SPOKEN = {
    "enter": "key-name-enter",
    "escape": "key-name-escape",
    "space": "key-name-space",
    "tab": "key-name-tab",
    "backspace": "key-name-backspace",
    "delete": "key-name-delete",
    "left": "key-name-left",
    "right": "key-name-right",
    "up": "key-name-up",
    "down": "key-name-down",
    "home": "key-name-home",
    "end": "key-name-end",
    "pageup": "key-name-pageup",
    "pagedown": "key-name-pagedown",
    "plus": "key-name-plus",
    "minus": "key-name-minus",
    "equals": "key-name-equals",
    "ctrl": "key-name-ctrl",
    "shift": "key-name-shift",
    "alt": "key-name-alt",
}
"""Key names spoken as words (catalogue ids); any other key is spoken in capitals ("F1")."""


class KeyNameError(ValueError):
    """A key name that is not one (raised by :func:`normalize_key`).

    ``message_id`` and ``values`` are the catalogue message saying what is wrong (a keymap
    problem shows it in the player's language); ``str()`` is that text in the language active
    when it was raised."""

    def __init__(self, message_id: str, **values: object) -> None:
        self.message_id = message_id
        self.values = values
        super().__init__(t(message_id, **values))


def normalize_key(name: str) -> str:
    """The canonical form of a key name: lower case, modifiers first in the order ctrl, shift,
    alt ("Shift+Ctrl+F1" → "ctrl+shift+f1"); "ctrl" alone stays "ctrl".

    Raises:
        KeyNameError: (a ValueError) not a key name; the message says what is wrong.
    """
    parts = [part.strip() for part in name.strip().lower().split("+")]
    if not all(parts):
        raise KeyNameError("key-problem-not-a-key", name=repr(name))
    if parts == ["ctrl"]:
        return "ctrl"
    if len(parts) == 1 and parts[0] in MODIFIERS:
        raise KeyNameError("key-problem-modifier-alone", modifier=parts[0])
    *mods, key = parts
    if key not in KEY_NAMES:
        raise KeyNameError("key-problem-unknown-key", key=repr(key), name=repr(name))
    for mod in mods:
        if mod not in MODIFIERS:
            raise KeyNameError("key-problem-unknown-modifier", modifier=repr(mod), name=repr(name))
    if len(set(mods)) != len(mods):
        raise KeyNameError("key-problem-repeated-modifier", name=repr(name))
    ordered = [mod for mod in MODIFIERS if mod in mods]
    return "+".join([*ordered, key])


def spoken_key(name: str) -> str:
    """How a key name is spoken in the active language: "ctrl+pageup" → "Control plus Page
    up" ("Steuerung plus Bild auf", "Contrôle plus Page précédente"), "c" → "C", "up" → "Up
    arrow" ("Pfeil nach oben")."""
    words = [t(_SPOKEN[part]) if part in _SPOKEN else part.upper() for part in name.split("+")]
    return _joined(words, "key-plus")


def spoken_keys(names: Iterable[str]) -> str:
    """Several keys of one command as speech says them: "Enter or Space" ("Enter oder
    Leertaste"); "" for none."""
    return _joined([spoken_key(name) for name in names], "key-or")


def _joined(words: list[str], message: str) -> str:
    """Words joined two by two, from the first, by the catalogue's ``message`` ("key-plus",
    "key-or"), which takes ``first`` and ``second``; "" for no words."""
    spoken = words[0] if words else ""
    for word in words[1:]:
        spoken = t(message, first=spoken, second=word)
    return spoken


def command_meaning(command: str) -> str:
    """What a command of :data:`COMMANDS` does, as F1 says it, in the active language ("the
    keys that work now"). Raises KeyError for an unknown command."""
    return t(COMMANDS[command][1])


def help_line(keys: Iterable[str], meaning: str) -> str:
    """One line of the spoken help: the keys, then what they do ("Enter or Space: choose the
    item")."""
    return t("key-help-line", keys=spoken_keys(keys), meaning=meaning)


def help_speech(lines: Iterable[str]) -> str:
    """The whole F1 answer from its lines: "Keys: F1: the keys that work now. Escape:
    back."."""
    return t("key-help", lines=". ".join(lines))


class KeymapProblem:
    """Something wrong in a keymap file: where (file, line; line 0 if unknown) and what.

    ``message`` is either the text itself or the id of a catalogue message ("key-problem-…")
    formatted with ``values``; :attr:`message` and ``str()`` give the text in the language
    active when they are asked for (a problem found before the language is chosen is still
    shown in it)."""

    __slots__ = ("_message", "file", "line", "values")

    def __init__(self, file: Path, line: int, message: str, **values: object) -> None:
        self.file = file
        self.line = line
        self._message = message
        self.values = values

    @property
    def message(self) -> str:
        """What is wrong, in the active language."""
        if self._message.startswith("key-problem-"):
            return t(self._message, **self.values)
        return self._message

    def __str__(self) -> str:
        if self.line:
            return t(
                "key-problem-at-line", file=str(self.file), line=self.line, message=self.message
            )
        return t("key-problem-in-file", file=str(self.file), message=self.message)

    def __repr__(self) -> str:
        return f"KeymapProblem({self.file!r}, {self.line!r}, {self._message!r}, **{self.values!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, KeymapProblem):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__slots__)

    def __hash__(self) -> int:
        return hash((self.file, self.line, self._message))


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

    def command_for(self, key: str, context: str, *, online: bool = False) -> str | None:
        """The command a key gives in a context ("menu" or "table"; global bindings apply in
        both, the context's own first; with ``online``, the online commands before all), or
        None if the key is unbound there."""
        if online and (command := self._lookup.get(("online", key))) is not None:
            return command
        return self._lookup.get((context, key)) or self._lookup.get(("global", key))

    def alt_keys(self) -> frozenset[str]:
        """The bound keys that hold Alt ("alt+s", "ctrl+alt+f1")."""
        return frozenset(
            key for keys in self.bindings.values() for key in keys if "alt" in key.split("+")
        )

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
                lines.append(help_line(keys, command_meaning(command)))
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


NEEDED = frozenset(
    {
        "help",
        "back",
        "select",
        "previous",
        "next",
        "play",
        "trump",
        "previous_card",
        "next_card",
        "melds",
        "exchange_six",
        "take_kitty",
    }
)
"""Commands a keymap may not leave without a key: the menus, the table and its choices could
not be used, and the game names their keys when it asks for them."""


def toml_error_line(error: tomllib.TOMLDecodeError, text: str) -> int:
    """The line of ``text`` where the TOML parser stopped (its own words are English and say
    nothing a player can act on): the line it names, or the last line when it reached the end
    of the document (a value or a table left open)."""
    found = re.search(r"line (\d+)", str(error))
    if found:
        return int(found.group(1))
    return max(1, len(text.rstrip("\n").splitlines()))


def _read(path: Path) -> tuple[dict[str, dict[str, tuple[str, ...]]], list[KeymapProblem]]:
    """Parse one keymap file into {section: {command: keys}}, with its problems."""
    problems: list[KeymapProblem] = []
    try:
        text = path.read_text(encoding="utf-8").removeprefix("\ufeff")
    except (OSError, UnicodeDecodeError) as error:
        return {}, [KeymapProblem(path, 0, "key-problem-unreadable", error=str(error))]
    try:
        data = tomllib.loads(text)
    except RecursionError:
        return {}, [KeymapProblem(path, 0, "key-problem-nested")]
    except tomllib.TOMLDecodeError as error:
        return {}, [KeymapProblem(path, toml_error_line(error, text), "key-problem-toml")]
    result: dict[str, dict[str, tuple[str, ...]]] = {}

    def problem(line: int, message: str, **values: object) -> None:
        problems.append(KeymapProblem(path, line, message, **values))

    for section, table in data.items():
        if section not in CONTEXTS:
            sections = ", ".join(CONTEXTS)
            line = _line_of(text, section, None)
            problem(line, "key-problem-section", section=section, sections=sections)
            continue
        if not isinstance(table, dict):
            problem(0, "key-problem-not-a-section", section=section)
            continue
        result[section] = {}
        for command, value in table.items():
            line = _line_of(text, section, command)
            context = COMMANDS[command][0] if command in COMMANDS else None
            names = [value] if isinstance(value, str) else value
            if context is None:
                problem(line, "key-problem-command", command=repr(command))
            elif context != section:
                problem(
                    line, "key-problem-context", command=command, context=context, section=section
                )
            elif not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                problem(line, "key-problem-value", command=command)
            elif not names and command in NEEDED:
                problem(line, "key-problem-needed", command=command)
            else:
                keys = []
                for name in names:
                    try:
                        keys.append(normalize_key(name))
                    except KeyNameError as error:
                        problem(line, error.message_id, **error.values)
                result[section][command] = tuple(keys)
    return result, problems


def _clashes(
    bindings: dict[str, tuple[str, ...]],
    lines: dict[str, tuple[Path, int]],
    blame: Path | None = None,
) -> list[KeymapProblem]:
    """Keys bound to two commands that can be active together (same context, or global or
    online and a context). Each clash is reported where one of the two bindings is written,
    in the file ``blame`` when one of them comes from it."""
    problems = []
    owner: dict[tuple[str, str], str] = {}
    for command, keys in bindings.items():
        context = COMMANDS[command][0]
        for key in keys:
            # global and online commands can be active with those of every context
            wide = context in ("global", "online")
            scopes = CONTEXTS if wide else ("global", "online", context)
            for scope in scopes:
                other = owner.get((scope, key))
                if other is not None and other != command:
                    here = lines.get(command, (Path("keymap"), 0))
                    there = lines.get(other, here)
                    path, line = there if there[0] == blame != here[0] else here
                    clash = {"key": repr(key), "first": other, "second": command}
                    problems.append(KeymapProblem(path, line, "key-problem-clash", **clash))
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
