"""The player's folder: settings, the autosaved game and the user keymap.

The folder is the platform's settings folder for AudioJass (platformdirs), or the folder named
by the environment variable ``AUDIOJASS_HOME``. Files are written atomically (temporary file,
flush, fsync, rename), so a crash never leaves half a file. A file that cannot be used is
reported, moved aside as ``NAME.broken`` (never deleted) and replaced by defaults.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
import time
import tomllib
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from audiojass import i18n
from audiojass.bots import OPPONENTS
from audiojass.i18n import DECKS, LANGUAGES, t
from audiojass.keymap import toml_error_line
from audiojass.rules import ALL_VARIANTS, AnyGame, load_any_game
from audiojass.rules.options import option_problems, read_option

__all__ = [
    "KEYMAP_NAME",
    "SAVE_NAME",
    "SETTINGS_NAME",
    "TEXT_SIZE_LIMITS",
    "THEMES",
    "Settings",
    "delete_save",
    "home",
    "load_game",
    "load_settings",
    "save_game",
    "save_settings",
    "step_value",
    "write_atomic",
]

SETTINGS_NAME = "settings.toml"
SAVE_NAME = "autosave.json"
KEYMAP_NAME = "keymap.toml"
SAVE_FORMAT = "audiojass-autosave"
SAVE_VERSION = 1
VERBOSITIES = ("brief", "full")
SPEECH_MODES = ("auto", "screenreader", "speechd", "tts", "console")
THEMES = ("yellow on black", "white on black", "black on white")
"""The large-print window's colour themes, as spoken and stored (the first is the default)."""
TEXT_SIZE_LIMITS = (50, 400)
"""The large-print window's text size, smallest and largest, in percent of the normal size."""


def home() -> Path:
    """The player's AudioJass folder (created if missing). Never raises: a folder that cannot
    be created is returned all the same, and reading and writing its files then fails, which
    is reported where it happens."""
    override = os.environ.get("AUDIOJASS_HOME")
    if override:
        folder = Path(override)
    else:
        folder = Path(platformdirs.user_config_dir("AudioJass", appauthor=False))
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def step_value(values: Sequence[Any], current: Any, step: int, *, wrap: bool = False) -> Any:
    """The value ``step`` places after ``current`` in ``values`` (before it for a negative
    ``step``), as Options steps a setting: round past the ends with ``wrap``, else stopping at
    them. A ``current`` not among ``values`` counts as the nearest of them where they are
    numbers, else as the first.

    >>> step_value((0.5, 1.0, 2.0), 1.2, 1), step_value(("a", "b"), "b", 1, wrap=True)
    (2.0, 'a')
    """
    if current in values:
        index = list(values).index(current)
    elif isinstance(current, int | float):
        index = min(range(len(values)), key=lambda i: abs(values[i] - current))
    else:
        index = 0
    if wrap:
        return values[(index + step) % len(values)]
    return values[max(0, min(len(values) - 1, index + step))]


def write_atomic(path: Path, text: str, *, sync: bool = True) -> None:
    """Write ``text`` to ``path`` so that the file is either the old one or the new one, never
    a mix: a temporary file in the same folder, flushed (and with ``sync``, synced to the
    disk), renamed over it. Without ``sync`` the file survives the program being killed at any
    moment, but not necessarily a power cut; it costs a fraction of a millisecond instead of
    the milliseconds a sync can take.

    Raises:
        OSError: the folder cannot be written.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            if sync:
                os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


LEFTOVER_SECONDS = 60.0
"""How old a temporary file of :func:`write_atomic` must be before it counts as left over by a
program killed while writing (a younger one may belong to a write in progress)."""


def clear_leftovers(path: Path) -> None:
    """Remove the temporary files of :func:`write_atomic` for ``path`` that a program killed
    in the middle of a write left behind (older than :data:`LEFTOVER_SECONDS`). Never
    raises."""
    now = time.time()
    try:
        leftovers = list(path.parent.glob(f".{path.name}.*"))
    except OSError:
        return
    for leftover in leftovers:
        with contextlib.suppress(OSError):
            if leftover.is_file() and now - leftover.stat().st_mtime > LEFTOVER_SECONDS:
                leftover.unlink()


def _what_is_wrong(error: Exception, language: str, text: str = "") -> str:
    """A file's problem in plain words (the active catalogue's language), for the player and
    for stderr. ``language``: the file's format ("TOML", "JSON"); ``text``: what the file
    holds (a TOML error is told by its line)."""
    if isinstance(error, RecursionError):
        return t("menu-file-too-deep", format=language)
    if isinstance(error, UnicodeDecodeError):
        return t("menu-file-not-utf8", error=str(error))
    if isinstance(error, OSError):
        return t("menu-file-unreadable", error=str(error.strerror or error))
    if isinstance(error, tomllib.TOMLDecodeError):
        return t("menu-file-not-toml", line=toml_error_line(error, text))
    return str(error)


def _aside_name(path: Path) -> Path:
    """The first free ``NAME.broken`` (``NAME.broken2``…) beside ``path``."""
    target = path.with_name(path.name + ".broken")
    number = 2
    while target.exists():
        target = path.with_name(f"{path.name}.broken{number}")
        number += 1
    return target


def _move_aside(path: Path) -> Path:
    """Rename a broken file to ``NAME.broken`` (``NAME.broken2``… if taken); returns it."""
    target = _aside_name(path)
    os.replace(path, target)
    return target


@dataclass
class Settings:
    """The options a player sets in the Options menu.

    Attributes:
        bot_delay: seconds a bot waits before acting (0 to 5).
        verbosity: "brief" or "full".
        volume: sound cue volume, 0.0 to 1.0.
        speech: "auto", "screenreader", "speechd" (Speech Dispatcher), "tts" (the built-in
            voice) or "console" (used at the next start).
        speech_rate: words per minute of the built-in voice (100 to 400).
        opponents: the bots' strength: "easy", "normal" or "strong".
        theme: the large-print window's colours: one of :data:`THEMES`.
        text_size: the large-print window's text size in percent (50 to 400).
        confirm_unheard: False: the turn is announced with the focused card, so Enter plays a
            card just heard; True: the turn is announced alone, and Enter on a card not yet
            heard this turn says it first (a second Enter plays it).
        trump_first: the hand is read and browsed with the trump suit first (False: hearts,
            diamonds, spades, clubs; either way each suit in the order it ranks in the deal).
        hints: the hint key says the strong player's choice on the player's turn (False: it
            says that hints are off; the deal review works either way).
        language: the language of every word ("en", "de", "fr" or "nl"; "" follows the
            system locale, see :func:`audiojass.i18n.system_language`).
        deck: card names: "french" (hearts, diamonds, spades, clubs) or "german" (the
            German-suited Swiss deck: Rosen, Schellen, Schilten, Eicheln; Under, Ober, Banner;
            its words exist in German, other languages keep French-suited names).
        online_server: the table server Play online connects to last used ("" : none yet;
            see :func:`audiojass.online.screens.server_url`).
        online_name: the name given at online tables ("": asked the first time).
        online_away: at a table this player hosts, the seconds a person who dropped out is
            waited for before a bot plays for them (0: never; at most a day).
        online_turn: at a table this player hosts, the seconds each connected person has for
            each decision before a bot takes it for them this once (0: no limit; at most an
            hour).
        rules: the game rules chosen in Options → Game rules: variant name ("jass",
            "schieber", "putz3", "putz5", or a family game such as "belote": any name of
            :data:`~audiojass.rules.ALL_VARIANTS`) → option name → value, only the options changed
            (for example ``{"schieber": {"target": 1500, "multipliers": "swisslos"}}``);
            each must be an option of that variant with a value its rules accept.
    """

    bot_delay: float = 1.0
    verbosity: str = "full"
    volume: float = 0.8
    speech: str = "auto"
    speech_rate: int = 200
    opponents: str = "normal"
    theme: str = THEMES[0]
    text_size: int = 100
    confirm_unheard: bool = False
    trump_first: bool = False
    hints: bool = True
    language: str = ""
    deck: str = "french"
    online_server: str = ""
    online_name: str = ""
    online_away: int = 60
    online_turn: int = 0
    rules: dict[str, dict[str, Any]] = field(default_factory=dict)

    def problems(self) -> list[str]:
        """What is out of range (empty when all is well), in the active catalogue's language;
        each names the setting as the file writes it ("bot_delay")."""
        found = []
        for name, allowed, message in _ALLOWED:
            value = getattr(self, name)
            if isinstance(allowed[0], str):  # one of some words ("" for language: the system's)
                if value not in allowed:
                    listed = ", ".join(word for word in allowed if word)
                    found.append(t(message, values=listed, value=repr(value)))
            elif not allowed[0] <= value <= allowed[1]:
                found.append(t(message, low=allowed[0], high=allowed[1], value=str(value)))
        found += _rules_problems(self.rules)
        return found


_ALLOWED: tuple[tuple[str, tuple[float, float] | tuple[str, ...], str], ...] = (
    ("bot_delay", (0, 5), "menu-setting-bot-delay"),
    ("verbosity", VERBOSITIES, "menu-setting-verbosity"),
    ("volume", (0, 1), "menu-setting-volume"),
    ("speech", SPEECH_MODES, "menu-setting-speech"),
    ("speech_rate", (100, 400), "menu-setting-rate"),
    ("opponents", OPPONENTS, "menu-setting-opponents"),
    ("theme", THEMES, "menu-setting-theme"),
    ("text_size", TEXT_SIZE_LIMITS, "menu-setting-text-size"),
    ("language", ("", *LANGUAGES), "menu-setting-language"),
    ("online_away", (0, 86_400), "menu-setting-online-away"),
    ("online_turn", (0, 3_600), "menu-setting-online-turn"),
    ("deck", DECKS, "menu-setting-deck"),
)
"""Each setting :meth:`Settings.problems` checks, in the order it tells them: the words it may
be or the lowest and highest number, and the message saying what is wrong."""


def _rules_problems(rules: Any) -> list[str]:
    """What is wrong in the ``rules`` setting, in the player's language (empty: nothing)."""
    if not isinstance(rules, dict):
        return [t("menu-setting-rules-table", value=repr(rules))]
    found = []
    for name, options in rules.items():
        if name not in ALL_VARIANTS:
            found.append(
                t("menu-setting-rules-unknown", name=repr(name), names=", ".join(ALL_VARIANTS))
            )
        elif not isinstance(options, dict):
            found.append(t("menu-setting-rules-options", name=name, value=repr(options)))
        else:
            wrong = _option_problems(name, options)
            if wrong:
                found += wrong
                continue
            try:
                ALL_VARIANTS[name].with_options(**options)
            except (TypeError, ValueError) as error:  # a value the variant does not allow
                found += _value_problems(name, options, error)
    return found


def _value_problems(name: str, options: dict[str, Any], error: Exception) -> list[str]:
    """The options whose value the variant ``name`` does not allow, each alone, in the
    player's language ("rules.putz3: lower_limit kann nicht 3 sein (Optionen, Spielregeln,
    bietet die erlaubten Werte an)"). In English, and where only their combination is
    refused, the rules' own words, which name the values allowed ("lower_limit must be
    negative, not 3")."""
    variant = ALL_VARIANTS[name]
    found = []
    if i18n.active().language != "en":
        for key, value in options.items():
            try:
                variant.with_options(**{key: value})
            except (TypeError, ValueError):
                said = t("menu-setting-rules-value", name=name, option=key, value=repr(value))
                found.append(said)
    if found:
        return found
    problem = str(error).removeprefix(f"{name}: ")
    return [t("menu-setting-rules-option", name=name, problem=problem)]


def _option_problems(name: str, options: dict[str, Any]) -> list[str]:
    """An unknown option or a value of the wrong kind among a variant's ``options``, in the
    player's language (:func:`~audiojass.rules.options.option_problems`; the engine's own
    check says the same in English)."""
    variant = ALL_VARIANTS[name]
    found = []
    for key, problem in option_problems(variant, options):
        if problem == "unknown":
            known = ", ".join(sorted(f.name for f in fields(variant)))
            found.append(t("menu-setting-rules-no-option", name=name, option=key, options=known))
        else:
            kind = problem if problem in ("bool", "int", "str") else "other"
            value = repr(options[key])
            found.append(
                t("menu-setting-rules-kind", name=name, option=key, kind=kind, value=value)
            )
    return found


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    return json.dumps(str(value))


def save_settings(settings: Settings, folder: Path | None = None) -> None:
    """Write the settings as TOML (atomically). Raises OSError if the folder is not writable."""
    lines = ["# AudioJass settings: changed from the Options menu.", ""]
    values = asdict(settings)
    rules = values.pop("rules")
    lines += [f"{key} = {_toml_value(value)}" for key, value in values.items()]
    lines += ["", "[rules]"]
    for variant, options in rules.items():
        lines += ["", f"[rules.{variant}]"]
        lines += [f"{key} = {_toml_value(value)}" for key, value in options.items()]
    write_atomic((folder or home()) / SETTINGS_NAME, "\n".join(lines) + "\n")


def load_settings(folder: Path | None = None) -> tuple[Settings, list[str]]:
    """The saved settings, with a list of problems (file, what is wrong).

    A file that cannot be read as TOML is moved aside as ``settings.toml.broken`` and the
    defaults are used. A file some of whose settings are wrong (an unknown setting, a value
    of the wrong type or out of range, a game rule its game does not accept) is copied aside
    the same way and the other settings are kept and written over it; the wrong ones take
    their defaults. Never raises.
    """
    path = (folder or home()) / SETTINGS_NAME
    clear_leftovers(path)
    if not path.exists():
        return Settings(), []
    text = ""
    try:
        text = path.read_text(encoding="utf-8").removeprefix("\ufeff")
        data = tomllib.loads(text)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError) as error:
        return Settings(), [_set_aside(path, _what_is_wrong(error, "TOML", text), None)]
    values, wrong = _usable_settings(data)
    settings = Settings(**values)
    if not wrong:
        return settings, []
    return settings, [_set_aside(path, "; ".join(wrong), settings if values else None)]


def _usable_settings(data: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The usable settings of a file (name → value), and what is wrong with the others."""
    known = {f.name for f in fields(Settings)}
    defaults = Settings()
    values: dict[str, Any] = {}
    wrong: list[str] = []
    for key, value in data.items():
        if key not in known:
            wrong.append(t("menu-file-unknown-setting", key=repr(key)))
            continue
        if key == "rules":
            if not isinstance(value, dict):
                wrong += _rules_problems(value)
                continue
            good = {}
            for name, options in value.items():
                found = _rules_problems({name: options})
                wrong += found
                if not found:
                    good[name] = options
            if good:
                values[key] = good
            continue
        default = getattr(defaults, key)
        if isinstance(default, float) and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        try:  # of the default's kind, as a rule option's value is read
            read_option(default, value)
        except ValueError as kind:
            wrong.append(t("menu-file-wrong-type", key=key, kind=str(kind), value=repr(value)))
            continue
        found = Settings(**{key: value}).problems()  # the defaults of the others are right
        if found:
            wrong += found
            continue
        values[key] = value
    return values, wrong


def _set_aside(path: Path, what: str, kept: Settings | None) -> str:
    """Set a settings file with problems aside as ``NAME.broken``: moved there, or with
    ``kept`` (the settings it held that can be used) copied there and those written over it
    (if that write fails, the file stays as it was and is reported again at the next start).
    Returns the problem as the player hears it."""
    try:
        if kept is None:
            moved = _move_aside(path)
        else:
            moved = _aside_name(path)
            shutil.copyfile(path, moved)
    except OSError:
        return t("menu-file-kept" if kept else "menu-file-defaults", file=str(path), problem=what)
    if kept is None:
        return t("menu-file-moved-defaults", file=str(path), problem=what, moved=moved.name)
    with contextlib.suppress(OSError):  # kept for this run; Options writes them again
        save_settings(kept, path.parent)
    return t("menu-file-moved-kept", file=str(path), problem=what, moved=moved.name)


def save_game(game: AnyGame, human: int, folder: Path | None = None) -> None:
    """Autosave the game in progress (a Swiss or a family game), atomically: after a crash at
    any moment the file holds the game as it was after the last completed action. Called after
    every action, so it does not wait for the disk (no sync). Raises OSError if it cannot be
    written."""
    payload = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "human": human,
        "game": game.to_data(),
    }
    write_atomic((folder or home()) / SAVE_NAME, json.dumps(payload), sync=False)


def load_game(folder: Path | None = None) -> tuple[tuple[AnyGame, int] | None, list[str]]:
    """The autosaved game (a :class:`~audiojass.rules.Game`, or a
    :class:`~audiojass.rules.ContractGame` for the family's games: :func:`load_any_game`) and the
    human's seat, or None; with the problems found.

    No save: (None, []). A save that cannot be used (truncated, not JSON, from a newer version,
    a state that does not match its actions) is moved aside as ``autosave.json.broken`` and
    reported. Never raises.
    """
    path = (folder or home()) / SAVE_NAME
    clear_leftovers(path)
    if not path.exists():
        return None, []
    try:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            where = t("menu-file-at", line=error.lineno, column=error.colno)
            raise ValueError(t("menu-file-not-json", error=where)) from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError(t("menu-file-not-a-save"))
        version = data.get("version")
        if not isinstance(version, int) or not 1 <= version <= SAVE_VERSION:
            raise ValueError(t("menu-file-newer-save", version=repr(version)))
        human = data.get("human")
        try:
            game = load_any_game(data.get("game"))
        except (ValueError, TypeError) as error:  # the engine's words (English) as the detail
            raise ValueError(t("menu-file-bad-game", detail=str(error))) from None
        if not isinstance(human, int) or isinstance(human, bool) or not 0 <= human < game.players:
            raise ValueError(t("menu-file-bad-seat", seat=repr(human)))
        return (game, human), []
    except (OSError, UnicodeDecodeError, ValueError, TypeError, RecursionError) as error:
        wrong = _what_is_wrong(error, "JSON")
        try:
            moved = _move_aside(path)
            problem = t("menu-file-moved", file=str(path), problem=wrong, moved=moved.name)
        except OSError:
            problem = t("menu-file-problem", file=str(path), problem=wrong)
        return None, [problem]


def delete_save(folder: Path | None = None) -> None:
    """Remove the autosave (the game ended or was abandoned on purpose)."""
    ((folder or home()) / SAVE_NAME).unlink(missing_ok=True)
