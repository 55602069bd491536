"""The keymap: the default keys of docs/keys.md, key names, user keymaps and their problems, and the
pygame events behind the key names."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pathlib import Path

import pygame
import pytest

from audiojass import i18n
from audiojass.keymap import (
    COMMANDS,
    CONTEXTS,
    KEY_NAMES,
    Keymap,
    KeymapProblem,
    load_keymap,
    normalize_key,
    spoken_key,
)
from audiojass.keys import key_event, key_name

# --------------------------------------------------------------------------------------------
# The default keys, written out from docs/keys.md and its flow (menus: arrows, Enter)

UX_KEYS: dict[tuple[str, str], str] = {
    # source 003's shortcut summary
    ("table", "enter"): "play",
    ("table", "c"): "table_cards",
    ("table", "a"): "trump",
    ("table", "f"): "led_suit",
    ("table", "h"): "take_kitty",
    ("table", "g"): "exchange_six",
    ("table", "s"): "scores",
    ("table", "shift+s"): "deal_scores",
    ("table", "t"): "turn",
    # beyond the seed, during a game
    ("table", "left"): "previous_card",
    ("table", "right"): "next_card",
    ("table", "up"): "previous_suit",
    ("table", "down"): "next_suit",
    ("table", "home"): "first_card",
    ("table", "end"): "last_card",
    ("table", "d"): "hand",
    ("table", "l"): "last_trick",
    ("table", "p"): "points",
    ("table", "w"): "melds",
    # issue 13: the strong player's hint and the deal review
    ("table", "i"): "hint",
    ("table", "r"): "deal_review",
    # everywhere
    ("global", "v"): "verbosity",
    ("global", "pageup"): "history_back",
    ("global", "pagedown"): "history_forward",
    ("global", "ctrl+pageup"): "history_first",
    ("global", "ctrl+pagedown"): "history_last",
    ("global", "f1"): "help",
    ("global", "ctrl+f1"): "rules",
    ("global", "escape"): "back",
    ("global", "ctrl"): "stop_speech",
    ("global", "f7"): "volume_down",
    ("global", "f8"): "volume_up",
    # the large-print window
    ("global", "f11"): "full_screen",
    ("global", "ctrl+plus"): "zoom_in",
    ("global", "ctrl+equals"): "zoom_in",
    ("global", "ctrl+shift+equals"): "zoom_in",
    ("global", "ctrl+minus"): "zoom_out",
    ("global", "ctrl+t"): "theme",
    # menus: arrows and Enter
    ("menu", "up"): "previous",
    ("menu", "down"): "next",
    ("menu", "left"): "decrease",
    ("menu", "right"): "increase",
    ("menu", "home"): "first",
    ("menu", "end"): "last",
    ("menu", "enter"): "select",
    ("menu", "space"): "select",
    # an online table and its lobby
    ("online", "m"): "chat",
    ("online", "shift+t"): "seats",
    ("online", "shift+c"): "table_code",
    ("online", "shift+m"): "mute_chat",
}

SCREEN_READER_KEYS = ("insert", "capslock")


def expected_bindings() -> dict[str, tuple[str, ...]]:
    bindings: dict[str, list[str]] = {}
    for (_context, key), command in UX_KEYS.items():
        bindings.setdefault(command, []).append(key)
    return {command: tuple(keys) for command, keys in bindings.items()}


@pytest.fixture(scope="module")
def default_keymap() -> Keymap:
    keymap, problems = load_keymap()
    assert problems == []
    return keymap


def test_default_keymap_loads_without_problems() -> None:
    keymap, problems = load_keymap()
    assert problems == []
    assert len(keymap.source) == 1
    assert keymap.source[0].name == "default.toml"


def test_default_keymap_binds_exactly_the_ux_keys(default_keymap: Keymap) -> None:
    assert default_keymap.bindings == expected_bindings()


@pytest.mark.parametrize(("context", "key"), list(UX_KEYS))
def test_each_ux_key_gives_its_command(default_keymap: Keymap, context: str, key: str) -> None:
    contexts = ("menu", "table") if context == "global" else (context,)
    for where in contexts:
        assert default_keymap.command_for(key, where) == UX_KEYS[(context, key)]


def test_global_keys_work_in_menus_and_at_the_table(default_keymap: Keymap) -> None:
    assert default_keymap.command_for("v", "table") == "verbosity"
    assert default_keymap.command_for("v", "menu") == "verbosity"
    assert default_keymap.command_for("ctrl", "menu") == "stop_speech"
    assert default_keymap.command_for("enter", "table") == "play"
    assert default_keymap.command_for("enter", "menu") == "select"


def test_keys_of_one_context_do_nothing_in_another(default_keymap: Keymap) -> None:
    assert default_keymap.command_for("c", "menu") is None
    assert default_keymap.command_for("shift+s", "menu") is None
    assert default_keymap.command_for("space", "table") is None
    assert default_keymap.command_for("x", "table") is None
    assert default_keymap.command_for("shift+c", "table") is None
    # the online commands come first at an online table and its lobby, and only there
    assert default_keymap.command_for("shift+c", "table", online=True) == "table_code"
    assert default_keymap.command_for("m", "menu", online=True) == "chat"
    assert default_keymap.command_for("m", "menu") is None
    assert default_keymap.command_for("c", "table", online=True) == "table_cards"


def test_an_online_key_clashes_with_the_keys_of_every_context(tmp_path: Path) -> None:
    cases = {
        '[table]\nhand = "m"\n': {"hand", "chat"},
        '[menu]\nselect = "shift+t"\n': {"select", "seats"},
        '[online]\nchat = "v"\n': {"chat", "verbosity"},
    }
    for text, commands in cases.items():
        keymap, problems = load_keymap(user_keymap(tmp_path, text))
        assert len(problems) == 1, (text, problems)
        assert {problems[0].values["first"], problems[0].values["second"]} == commands
        assert keymap.bindings == expected_bindings()


def test_every_command_has_a_key(default_keymap: Keymap) -> None:
    for command in COMMANDS:
        assert default_keymap.keys_for(command), command


def test_every_command_belongs_to_a_known_context() -> None:
    for command, (context, text) in COMMANDS.items():
        assert context in CONTEXTS, command
        assert text, command


def test_no_key_is_bound_twice_where_both_could_be_active(default_keymap: Keymap) -> None:
    seen: dict[tuple[str, str], str] = {}
    for command, keys in default_keymap.bindings.items():
        context = COMMANDS[command][0]
        for key in keys:
            assert (context, key) not in seen, (key, command, seen.get((context, key)))
            seen[(context, key)] = command
    for (context, key), command in seen.items():
        if context != "global":
            assert ("global", key) not in seen, (key, command, seen[("global", key)])


def test_no_binding_uses_a_screen_reader_key(default_keymap: Keymap) -> None:
    for command, keys in default_keymap.bindings.items():
        for key in keys:
            for part in key.split("+"):
                assert part not in SCREEN_READER_KEYS, (command, key)
    for name in SCREEN_READER_KEYS:
        assert name not in KEY_NAMES


def test_default_keys_are_canonical(default_keymap: Keymap) -> None:
    for keys in default_keymap.bindings.values():
        for key in keys:
            assert normalize_key(key) == key


# --------------------------------------------------------------------------------------------
# Key names


@pytest.mark.parametrize(
    ("name", "canonical"),
    [
        ("c", "c"),
        ("C", "c"),
        (" Enter ", "enter"),
        ("PageUp", "pageup"),
        ("F12", "f12"),
        ("7", "7"),
        ("Shift+S", "shift+s"),
        ("shift + s", "shift+s"),
        ("Shift+Ctrl+F1", "ctrl+shift+f1"),
        ("alt+shift+ctrl+x", "ctrl+shift+alt+x"),
        ("alt+ctrl+home", "ctrl+alt+home"),
        ("ctrl", "ctrl"),
        ("CTRL", "ctrl"),
        ("Ctrl+PageDown", "ctrl+pagedown"),
    ],
)
def test_normalize_key(name: str, canonical: str) -> None:
    assert normalize_key(name) == canonical


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("", "not a key name"),
        ("   ", "not a key name"),
        ("+", "not a key name"),
        ("ctrl+", "not a key name"),
        ("+c", "not a key name"),
        ("ctrl++c", "not a key name"),
        ("insert", "unknown key 'insert'"),
        ("capslock", "unknown key 'capslock'"),
        ("ctrl+insert", "unknown key 'insert'"),
        ("f13", "unknown key 'f13'"),
        ("enterr", "unknown key 'enterr'"),
        ("shift+ctrl", "unknown key"),
        ("super+c", "unknown modifier 'super'"),
        ("capslock+c", "unknown modifier 'capslock'"),
        ("insert+c", "unknown modifier 'insert'"),
        ("ctrl+ctrl+c", "repeated"),
        ("Shift+shift+s", "repeated"),
    ],
)
def test_normalize_key_rejects_bad_names(name: str, words: str) -> None:
    with pytest.raises(ValueError) as caught:
        normalize_key(name)
    assert words in str(caught.value)


@pytest.mark.parametrize("name", ["shift", "alt", "Shift", "ALT"])
def test_lone_shift_or_alt_is_not_a_key_name(name: str) -> None:
    # The game ignores Shift and Alt pressed alone (key_name gives None), so a binding to
    # them could never be pressed; only Ctrl alone is a key.
    with pytest.raises(ValueError):
        normalize_key(name)


@pytest.mark.parametrize(
    ("name", "spoken"),
    [
        ("ctrl+pageup", "Control plus Page up"),
        ("ctrl+pagedown", "Control plus Page down"),
        ("c", "C"),
        ("shift+s", "Shift plus S"),
        ("ctrl+f1", "Control plus F1"),
        ("f7", "F7"),
        ("ctrl", "Control"),
        ("left", "Left arrow"),
        ("down", "Down arrow"),
        ("enter", "Enter"),
        ("escape", "Escape"),
        ("space", "Space"),
        ("home", "Home"),
        ("7", "7"),
        ("ctrl+shift+alt+backspace", "Control plus Shift plus Alt plus Backspace"),
    ],
)
def test_spoken_key(name: str, spoken: str) -> None:
    assert spoken_key(name) == spoken


# --------------------------------------------------------------------------------------------
# Spoken help


def test_describe_speaks_the_keys_of_the_default_keymap(default_keymap: Keymap) -> None:
    assert default_keymap.describe(
        ["help", "deal_scores", "history_first", "select", "stop_speech", "previous_card"]
    ) == [
        "F1: the keys that work now",
        "Shift plus S: the score of every deal",
        "Control plus Page up: first spoken message",
        "Enter or Space: choose the item",
        "Control: stop speech",
        "Left arrow: previous card in your hand",
    ]


def test_describe_follows_the_order_asked_and_leaves_out_unbound_commands() -> None:
    keymap = Keymap({"play": ("enter",), "hand": (), "turn": ("t", "f5")}, (Path("k.toml"),))
    assert keymap.describe(["turn", "hand", "play"]) == [
        "T or F5: whose turn it is",
        "Enter: play the focused card, or confirm a choice",
    ]
    assert keymap.describe([]) == []


def test_describe_follows_a_user_keymap(tmp_path: Path) -> None:
    user = tmp_path / "keymap.toml"
    user.write_text('[table]\ndeal_scores = ["ctrl+s", "shift+s"]\n', encoding="utf-8")
    keymap, problems = load_keymap(user)
    assert problems == []
    assert keymap.describe(["deal_scores"]) == [
        "Control plus S or Shift plus S: the score of every deal"
    ]


# --------------------------------------------------------------------------------------------
# User keymaps


def user_keymap(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "keymap.toml"
    path.write_text(text, encoding="utf-8")
    return path


def assert_defaults(keymap: Keymap) -> None:
    assert keymap.bindings == expected_bindings()
    assert len(keymap.source) == 1


def test_a_valid_user_keymap_replaces_only_the_commands_it_names(tmp_path: Path) -> None:
    path = user_keymap(
        tmp_path,
        "# my keys\n"
        "[table]\n"
        'play = "Space"\n'
        'table_cards = ["x", "Shift+X"]\n'
        "\n"
        "[global]\n"
        'volume_down = "F5"\n'
        "[menu]\n"
        'select = "enter"\n',
    )
    keymap, problems = load_keymap(path)
    assert problems == []
    assert keymap.source[-1] == path
    expected = expected_bindings()
    expected["play"] = ("space",)
    expected["table_cards"] = ("x", "shift+x")
    expected["volume_down"] = ("f5",)
    expected["select"] = ("enter",)
    assert keymap.bindings == expected
    assert keymap.command_for("space", "table") == "play"
    assert keymap.command_for("enter", "table") is None
    assert keymap.command_for("shift+x", "table") == "table_cards"
    assert keymap.command_for("c", "table") is None
    assert keymap.command_for("f5", "menu") == "volume_down"
    assert keymap.command_for("space", "menu") is None


def test_a_user_keymap_may_swap_two_keys(tmp_path: Path) -> None:
    path = user_keymap(tmp_path, '[table]\ntable_cards = "d"\nhand = "c"\n')
    keymap, problems = load_keymap(path)
    assert problems == []
    assert keymap.command_for("d", "table") == "table_cards"
    assert keymap.command_for("c", "table") == "hand"


def test_a_user_keymap_may_reuse_a_key_in_another_context(tmp_path: Path) -> None:
    path = user_keymap(tmp_path, '[menu]\nselect = "c"\n')
    keymap, problems = load_keymap(path)
    assert problems == []
    assert keymap.command_for("c", "menu") == "select"
    assert keymap.command_for("c", "table") == "table_cards"


def test_an_empty_user_keymap_keeps_the_defaults(tmp_path: Path) -> None:
    keymap, problems = load_keymap(user_keymap(tmp_path, "# nothing yet\n"))
    assert problems == []
    assert keymap.bindings == expected_bindings()


def test_a_missing_user_keymap_is_no_problem(tmp_path: Path) -> None:
    keymap, problems = load_keymap(tmp_path / "keymap.toml")
    assert problems == []
    assert_defaults(keymap)


def test_a_clash_with_a_default_key_is_reported_and_the_defaults_used(tmp_path: Path) -> None:
    path = user_keymap(tmp_path, '# my keys\n[table]\nhand = "c"\n')
    keymap, problems = load_keymap(path)
    assert len(problems) == 1
    problem = problems[0]
    assert problem.file == path
    assert problem.line == 3
    assert "hand" in problem.message
    assert "table_cards" in problem.message
    assert "'c'" in problem.message
    assert str(problem) == f"{path}, line 3: {problem.message}"
    assert_defaults(keymap)
    assert keymap.command_for("c", "table") == "table_cards"
    assert keymap.command_for("d", "table") == "hand"


def test_a_clash_with_a_global_key_is_reported(tmp_path: Path) -> None:
    path = user_keymap(tmp_path, '[table]\n\nhand = "V"\n')
    keymap, problems = load_keymap(path)
    assert len(problems) == 1
    assert (problems[0].file, problems[0].line) == (path, 3)
    assert "hand" in problems[0].message
    assert "verbosity" in problems[0].message
    assert_defaults(keymap)


def test_a_clash_within_the_user_keymap_is_reported(tmp_path: Path) -> None:
    path = user_keymap(tmp_path, '[table]\nhand = "x"\nturn = "x"\n')
    keymap, problems = load_keymap(path)
    assert len(problems) == 1
    assert problems[0].file == path
    assert problems[0].line in (2, 3)
    assert "hand" in problems[0].message
    assert "turn" in problems[0].message
    assert_defaults(keymap)


@pytest.mark.parametrize(
    ("text", "line", "commands"),
    [
        # table_cards now takes D, which hand keeps
        ('[table]\ntable_cards = "d"\n', 2, ("table_cards", "hand")),
        # a global command takes C, which table_cards keeps
        ('# mine\n[global]\nverbosity = "c"\n', 3, ("verbosity", "table_cards")),
        # a global command takes Up, which the menu and the table keep
        ('[global]\nhelp = "up"\n', 2, ("help", "previous")),
    ],
)
def test_a_clash_is_reported_whichever_command_comes_first(
    tmp_path: Path, text: str, line: int, commands: tuple[str, str]
) -> None:
    path = user_keymap(tmp_path, text)
    keymap, problems = load_keymap(path)
    assert problems, "the clash is not reported"
    assert problems[0].file == path
    assert problems[0].line == line
    for command in commands:
        assert command in problems[0].message
    assert_defaults(keymap)


def test_invalid_toml_is_reported_with_the_parser_line(tmp_path: Path) -> None:
    path = user_keymap(tmp_path, '# my keys\n[table]\nplay = "enter"\nhand = "d\n')
    keymap, problems = load_keymap(path)
    assert len(problems) == 1
    assert problems[0].file == path
    assert problems[0].line == 4
    assert problems[0].message == "not valid TOML"
    assert str(problems[0]) == f"{path}, line 4: not valid TOML"
    assert_defaults(keymap)


def test_a_file_that_ends_inside_a_value_names_its_last_line_in_the_game_s_words(
    tmp_path: Path,
) -> None:
    # the parser's own words ("Invalid value (at end of document)") are English, line-less
    path = user_keymap(tmp_path, "[table]\nplay = [\n")
    _, problems = load_keymap(path)
    assert [str(problem) for problem in problems] == [f"{path}, line 2: not valid TOML"]
    i18n.use("de", strict=True)
    assert str(problems[0]) == f"{path}, Zeile 2: kein gültiges TOML"


def test_invalid_toml_on_another_line(tmp_path: Path) -> None:
    path = user_keymap(tmp_path, "# my keys\n\n[table]\nplay = enter\n")
    keymap, problems = load_keymap(path)
    assert [(p.file, p.line) for p in problems] == [(path, 4)]
    assert_defaults(keymap)


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ('# mine\n[table]\nplay = "enter"\n\n[tabel]\nhand = "d"\n', 5, ("tabel",)),
        ('[table]\nplay = "enter"\nplya = "p"\n', 3, ("plya",)),
        ('[global]\nverbosity = "v"\n[menu]\n\nplay = "enter"\n', 5, ("play", "table")),
        ('[table]\nhelp = "f1"\n', 2, ("help", "global")),
        ('[table]\n\n\nplay = "insert"\n', 4, ("insert",)),
        ('[table]\nplay = "capslock"\n', 2, ("capslock",)),
        ('[global]\nhelp = "hyper+f1"\n', 2, ("hyper",)),
        ('[table]\nturn = "t"\nhand = "shift+shift+d"\n', 3, ("repeated",)),
        ("[table]\nplay = 5\n", 2, ("play",)),
        ("[table]\nplay = 5.5\n", 2, ("play",)),
        ("[table]\nplay = true\n", 2, ("play",)),
        ('[table]\nturn = "t"\nplay = { key = "enter" }\n', 3, ("play",)),
        ('[table]\nplay = ["enter", 5]\n', 2, ("play",)),
        ('[table]\n"play" = 5\n', 2, ("play",)),
    ],
)
def test_a_bad_user_keymap_line_is_reported_and_the_defaults_used(
    tmp_path: Path, text: str, line: int, words: tuple[str, ...]
) -> None:
    path = user_keymap(tmp_path, text)
    keymap, problems = load_keymap(path)
    assert len(problems) == 1, problems
    assert problems[0].file == path
    assert problems[0].line == line
    for word in words:
        assert word in problems[0].message
    assert str(problems[0]) == f"{path}, line {line}: {problems[0].message}"
    assert_defaults(keymap)


def test_a_key_written_as_a_subtable_is_reported_at_its_header(tmp_path: Path) -> None:
    path = user_keymap(tmp_path, '[table]\nturn = "t"\n\n[table.play]\nkey = "enter"\n')
    keymap, problems = load_keymap(path)
    assert len(problems) == 1
    assert "play" in problems[0].message
    assert problems[0].line == 4
    assert_defaults(keymap)


def test_each_bad_line_is_reported(tmp_path: Path) -> None:
    path = user_keymap(
        tmp_path, '[table]\nplay = "insert"\nplya = "p"\n[menu]\nhand = "d"\n[other]\n'
    )
    keymap, problems = load_keymap(path)
    assert sorted(p.line for p in problems) == [2, 3, 5, 6]
    assert all(p.file == path for p in problems)
    assert_defaults(keymap)


def test_a_user_keymap_that_is_not_utf8_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "keymap.toml"
    path.write_bytes(b'[table]\nplay = "\xff\xfe\xe9"\n')
    keymap, problems = load_keymap(path)
    assert len(problems) == 1
    assert problems[0].file == path
    assert "cannot be read" in problems[0].message
    assert str(problems[0]) == f"{path}: {problems[0].message}"
    assert_defaults(keymap)


def test_a_deeply_nested_user_keymap_is_reported_not_raised(tmp_path: Path) -> None:
    path = user_keymap(tmp_path, "[table]\nplay = " + "[" * 100_000 + "\n")
    keymap, problems = load_keymap(path)
    assert len(problems) == 1
    assert problems[0].file == path
    assert_defaults(keymap)


def test_problem_format() -> None:
    assert str(KeymapProblem(Path("keymap.toml"), 7, "unknown command 'x'")) == (
        "keymap.toml, line 7: unknown command 'x'"
    )
    assert str(KeymapProblem(Path("keymap.toml"), 0, "cannot be read")) == (
        "keymap.toml: cannot be read"
    )


def test_problems_in_the_default_file_are_reported(tmp_path: Path) -> None:
    default = tmp_path / "default.toml"
    default.write_text('[table]\nplay = "enter"\nturn = "enter"\n', encoding="utf-8")
    keymap, problems = load_keymap(default_file=default)
    assert len(problems) == 1
    assert problems[0].file == default
    assert "play" in problems[0].message
    assert "turn" in problems[0].message
    assert keymap.keys_for("play") == ("enter",)
    assert keymap.keys_for("hand") == ()


# --------------------------------------------------------------------------------------------
# pygame events ↔ key names


@pytest.mark.parametrize(
    ("key", "mod", "name"),
    [
        (pygame.K_RETURN, pygame.KMOD_NONE, "enter"),
        (pygame.K_KP_ENTER, pygame.KMOD_NONE, "enter"),
        (pygame.K_c, pygame.KMOD_NONE, "c"),
        (pygame.K_s, pygame.KMOD_LSHIFT, "shift+s"),
        (pygame.K_s, pygame.KMOD_RSHIFT, "shift+s"),
        (pygame.K_F1, pygame.KMOD_LCTRL, "ctrl+f1"),
        (pygame.K_F1, pygame.KMOD_RCTRL, "ctrl+f1"),
        (pygame.K_F1, pygame.KMOD_NONE, "f1"),
        (pygame.K_F12, pygame.KMOD_NONE, "f12"),
        (pygame.K_PAGEUP, pygame.KMOD_LCTRL, "ctrl+pageup"),
        (pygame.K_PAGEDOWN, pygame.KMOD_NONE, "pagedown"),
        (pygame.K_7, pygame.KMOD_NONE, "7"),
        (pygame.K_x, pygame.KMOD_LALT | pygame.KMOD_LSHIFT | pygame.KMOD_RCTRL, "ctrl+shift+alt+x"),
        (pygame.K_LCTRL, pygame.KMOD_NONE, "ctrl"),
        (pygame.K_LCTRL, pygame.KMOD_LCTRL, "ctrl"),
        (pygame.K_RCTRL, pygame.KMOD_RCTRL | pygame.KMOD_SHIFT, "ctrl"),
        # Caps Lock or Num Lock being on does not change the key
        (pygame.K_c, pygame.KMOD_CAPS, "c"),
        (pygame.K_LEFT, pygame.KMOD_NUM, "left"),
    ],
)
def test_key_name(key: int, mod: int, name: str) -> None:
    assert key_name(key, mod) == name


@pytest.mark.parametrize(
    "key",
    [
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_INSERT,
        pygame.K_CAPSLOCK,
    ],
)
def test_keys_the_game_ignores(key: int) -> None:
    assert key_name(key, pygame.KMOD_NONE) is None
    assert key_name(key, pygame.KMOD_LCTRL) is None


@pytest.mark.parametrize("key", [pygame.K_KP_5, pygame.K_PAUSE, pygame.K_PRINTSCREEN])
def test_keys_the_game_does_not_know(key: int) -> None:
    assert key_name(key, pygame.KMOD_NONE) == ""
    assert key_name(key, pygame.KMOD_LSHIFT) == ""


def test_every_default_key_survives_a_round_trip(default_keymap: Keymap) -> None:
    names = {key for keys in default_keymap.bindings.values() for key in keys}
    assert names == {key for _context, key in UX_KEYS}
    for name in sorted(names):
        event = key_event(name)
        assert event.type == pygame.KEYDOWN
        assert key_name(event.key, event.mod) == name, name


@pytest.mark.parametrize("name", [*KEY_NAMES, "ctrl+shift+alt+f3", "shift+7", "alt+tab"])
def test_every_key_name_survives_a_round_trip(name: str) -> None:
    event = key_event(name)
    assert key_name(event.key, event.mod) == name


def test_key_event_accepts_names_as_written_in_a_keymap() -> None:
    event = key_event("Shift+S")
    assert key_name(event.key, event.mod) == "shift+s"
    assert event.unicode == "S"
    assert key_event("c").unicode == "c"
    assert key_event("enter").unicode == ""


@pytest.mark.parametrize(
    "name", ["", "insert", "capslock", "ctrl+", "hyper+c", "f13", "shift+shift+s", "shift", "alt"]
)
def test_key_event_rejects_bad_names(name: str) -> None:
    with pytest.raises(ValueError):
        key_event(name)


def test_a_keymap_may_not_leave_a_command_the_game_names_without_a_key(tmp_path: Path) -> None:
    """help = [] would make the game say "Press no key for the keys": reported, and the
    default keys used; a command nobody is asked for (verbosity) may be unbound."""
    path = tmp_path / "keymap.toml"
    path.write_text("[global]\nhelp = []\n[table]\ntrump = []\n", encoding="utf-8")
    keymap, problems = load_keymap(path)
    assert [str(problem) for problem in problems] == [
        f"{path}, line 2: help needs a key: the game asks for it by name",
        f"{path}, line 4: trump needs a key: the game asks for it by name",
    ]
    assert keymap.keys_for("help") == ("f1",)
    path.write_text("[global]\nverbosity = []\n", encoding="utf-8")
    keymap, problems = load_keymap(path)
    assert problems == [] and keymap.keys_for("verbosity") == ()
