"""Menus, Options and help through the real loop: the game rules of every variant in Options
(stored, said at the start of a game, played by), Enter and the arrows on an option, F1 in the
trump list, lists that wrap, Ctrl+F1 that never stacks, the multipliers in the trump list, key
names from the active keymap, and a new game that asks before it replaces the saved one."""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import TableRun

from audiojass import i18n
from audiojass.app import App, MenuScreen, RulesScreen, TableScreen
from audiojass.keymap import load_keymap
from audiojass.rule_options import RULE_OPTIONS, announcements, game_variant
from audiojass.rules import VARIANTS, Game, new_game
from audiojass.settings import SETTINGS_NAME, Settings, load_game, load_settings, save_game

OPTIONS = ["down", "down", "enter"]  # main menu → Options
GAME_RULES = [*OPTIONS, "down", "down", "enter"]  # Options → Game rules (third item)
MAIN_MENU = ["escape"] * 4


def table_screen(app: App) -> TableScreen:
    screen = app.screens[-1]
    assert isinstance(screen, TableScreen)
    return screen


# --------------------------------------------------------------------------------------------
# Options → Game rules


def test_every_option_of_every_variant_is_offered() -> None:
    for name, variant in VARIANTS.items():
        fields = {field.name for field in dataclasses.fields(variant)}
        assert [option.name for option in RULE_OPTIONS[name]] != []
        assert {option.name for option in RULE_OPTIONS[name]} == fields, name
        for option in RULE_OPTIONS[name]:
            assert getattr(variant, option.name) in option.values, (name, option.name)
            for value in option.values:  # every value offered is one the rules accept
                variant.with_options(**{option.name: value})


def test_game_rules_are_set_in_options_said_at_the_start_and_played(table) -> None:
    run = table()
    keys = [*GAME_RULES, "down", "enter", "left", "left", "down", "right", *MAIN_MENU]
    keys += ["home", "enter", "down", "enter"]  # New game → Schieber
    lines = run.run(keys)
    start = lines.index("Game rules: Jass: standard rules, 1 of 12")
    assert lines[start : start + 8] == [
        "Game rules: Jass: standard rules, 1 of 12",
        "Schieber: standard rules, 2 of 12",
        "Schieber rules, left and right change: Target: 2500 points, 1 of 11",
        "Target: 2000 points, 1 of 11",
        "Target: 1500 points, 1 of 11",
        "Multipliers: standard, red suits double, Obenabe and Undenufe triple, 2 of 11",
        "Multipliers: Swisslos, black suits double, Obenabe and Undenufe triple, 2 of 11",
        "Game rules: Schieber: 2 rules changed, 2 of 12",
    ]
    begin = lines.index("Schieber, 2 of 12")
    assert lines[begin + 1 : begin + 4] == [
        "Playing to 1500.",
        "Swisslos multipliers.",
        "New game of Schieber. Press F1 for the keys.",
    ]
    game = table_screen(run.app).session.game
    assert (game.variant.target, game.variant.multipliers) == (1500, "swisslos")
    # stored: the next start plays by them too
    stored = tomllib.loads((run.folder / SETTINGS_NAME).read_text(encoding="utf-8"))
    assert stored["rules"] == {"schieber": {"target": 1500, "multipliers": "swisslos"}}
    assert load_settings(run.folder)[0].rules == stored["rules"]
    # the saved game keeps its rules
    saved = load_game(run.folder)[0]
    assert saved is not None
    assert saved[0].variant.options() == game.variant.options()


def test_putz_rules_said_at_the_start_and_the_standard_ones_not(table) -> None:
    run = table()
    # Putz for 3: target up to 8, kitty (the fifth option) off
    keys = [*GAME_RULES, "down", "down", "enter", "right", "down", "down", "down", "down"]
    keys += ["enter", *MAIN_MENU, "home", "enter", "down", "down", "enter"]
    lines = run.run(keys)
    assert "Kitty: off, 5 of 7" in lines
    begin = lines.index("Putz for 3, 3 of 12")
    assert lines[begin + 1 : begin + 4] == [
        "Playing to 8.",
        "No kitty.",
        "New game of Putz for 3. Press F1 for the keys.",
    ]
    game = table_screen(run.app).session.game
    assert (game.variant.target, game.variant.kitty) == (8, False)


def test_continue_says_the_saved_games_rules_that_are_not_standard(table) -> None:
    run = table()
    game = new_game("putz5", seed=3, first_dealer=4, target=9, six_exchange=False)
    game.apply_action(game.chance_outcome())
    save_game(game, 0, run.folder)
    lines = run.run(["down", "enter"])
    at = lines.index("Continue: Putz for 5, deal 1, 2 of 6")
    assert lines[at + 1 : at + 4] == [
        "Playing to 9.",
        "No six of trump exchange.",
        "Putz for 5 resumed, deal 1.",
    ]
    assert table_screen(run.app).session.game.variant.target == 9


def test_continue_says_the_opponents_the_resumed_game_is_played_against(table) -> None:
    """The bots of a resumed game play at today's Options setting, which may not be the one
    the game began with: it is said before the game goes on."""
    run = table(bots="")  # the bots of the settings, as at the table
    run.app.settings.opponents = "strong"
    game = new_game("schieber", seed=3, first_dealer=3)
    game.apply_action(game.chance_outcome())
    save_game(game, 0, run.folder)
    lines = run.run(["down", "enter"])
    at = lines.index("Continue: Schieber, deal 1, 2 of 6")
    assert lines[at + 1 : at + 3] == ["Opponents: strong.", "Schieber resumed, deal 1."]


def test_a_jass_game_with_the_standard_rules_says_none(table) -> None:
    run = table()
    lines = run.run(["enter", "enter"])
    assert lines[lines.index("New game: Switzerland: Jass, 1 of 12") + 1] == (
        "New game of Jass. Press F1 for the keys."
    )
    assert table_screen(run.app).session.game.variant == VARIANTS["jass"]


def test_standard_rules_item_sets_every_option_back(table) -> None:
    run = table()
    run.app.settings.rules = {"jass": {"target": 2000, "buur_exemption": False}}
    lines = run.run([*GAME_RULES, "enter", "end", "enter", "escape"])
    assert lines[-4:] == [
        "Jass rules, left and right change: Target: 2000 points, 1 of 4",
        "Standard rules for all of these, 4 of 4",
        "Jass: standard rules.",
        "Game rules: Jass: standard rules, 1 of 12",
    ]
    assert load_settings(run.folder)[0].rules == {}


def test_a_target_written_by_hand_steps_to_the_nearest_offered_ones(table) -> None:
    run = table()
    run.app.settings.rules = {"jass": {"target": 1234}}
    lines = run.run([*GAME_RULES, "enter", "right", "left", "left", "left"])
    assert lines[-5:] == [
        "Jass rules, left and right change: Target: 1234 points, 1 of 4",
        "Target: 1500 points, 1 of 4",
        "Target: 1000 points, 1 of 4",
        "Target: 2000 points, 1 of 4",  # the values wrap like the lists
        "Target: 1500 points, 1 of 4",
    ]
    assert load_settings(run.folder)[0].rules == {"jass": {"target": 1500}}


def test_number_values_step_in_their_order_from_the_default(table) -> None:
    # Klaberjass for 2 (10th game): its target is 500 by default, its deals not limited
    keys = [*GAME_RULES, *["down"] * 9, "enter", "right", "right", "left", "left", "left"]
    lines = table().run([*keys, "down", "right", "right", "left", "left"])
    assert lines[-11:] == [
        "Klaberjass for 2 rules, left and right change: Target: 500 points, 1 of 9",
        "Target: 700 points, 1 of 9",
        "Target: 1000 points, 1 of 9",
        "Target: 700 points, 1 of 9",
        "Target: 500 points, 1 of 9",
        "Target: 300 points, 1 of 9",
        "Game length: no limit of deals, 2 of 9",
        "Game length: at most 8 deals, 2 of 9",
        "Game length: at most 12 deals, 2 of 9",
        "Game length: at most 8 deals, 2 of 9",
        "Game length: no limit of deals, 2 of 9",
    ]


def test_enter_and_right_say_the_new_value_left_the_previous(table) -> None:
    run = table()
    keys = [*OPTIONS, "enter", "left", "down", "enter", "right", "left"]
    keys += ["down", "enter", "escape", "down", "enter"]
    lines = run.run(keys)
    assert lines[-12:] == [
        "Options, left and right change: Opponents: normal, 1 of 13",
        "Opponents: strong, 1 of 13",
        "Opponents: normal, 1 of 13",
        "Bot pause: 0 seconds, 2 of 13",
        "Bot pause: 0.25 seconds, 2 of 13",
        "Bot pause: 0.5 seconds, 2 of 13",
        "Bot pause: 0.25 seconds, 2 of 13",
        "Game rules, 3 of 13",
        "Game rules: Jass: standard rules, 1 of 12",
        "Options, left and right change: Game rules, 3 of 13",
        "Your turn: said with the focused card, 4 of 13",
        "Your turn: said alone; Enter on a card not yet heard says it first, 4 of 13",
    ]
    assert load_settings(run.folder)[0].confirm_unheard is True


def test_left_and_right_on_an_item_without_a_value_change_nothing(table) -> None:
    """In Options, Right then Left on an item without a value (Game rules) must not move to
    the item below and change it: they say there is nothing to change there. In the main
    menu, where no item has a value, they move like Up and Down."""
    run = table()
    keys = ["right", "left", *OPTIONS, "down", "down", "right", "left", "down"]
    keys += ["escape", "escape"]
    lines = run.run(keys)
    assert lines[1:4] == ["Main menu: New game, 1 of 6", "Continue, 2 of 6", "New game, 1 of 6"]
    assert lines[-6:] == [
        "Game rules, 3 of 13",
        "Game rules: no value to change here.",
        "Game rules: no value to change here.",
        "Your turn: said with the focused card, 4 of 13",
        "Main menu: Options, 3 of 6",
        "Quit: Enter leaves AudioJass.",
    ]
    assert load_settings(run.folder)[0].confirm_unheard is False


def test_each_variants_rules_menu_lists_all_its_options(table) -> None:
    for index, name in enumerate(("jass", "schieber", "putz3", "putz5")):
        run = TableRun(table().folder / name)
        lines = run.run([*GAME_RULES, *["down"] * index, "enter"])
        count = len(RULE_OPTIONS[name]) + 1
        title = VARIANTS[name].title
        assert lines[-1].startswith(f"{title} rules, left and right change: Target: ")
        assert lines[-1].endswith(f", 1 of {count}")
        menu = run.app.screens[-1]
        assert isinstance(menu, MenuScreen)
        labels = [item.text() for item in menu.items]
        assert labels[-1] == "Standard rules for all of these"


def test_rule_option_sentences() -> None:
    rules = game_variant("schieber", {"target": 1000, "multipliers": "none", "obenabe": False})
    assert announcements(rules) == ["Playing to 1000.", "No multipliers.", "No Obenabe."]
    rules = game_variant("putz5", {"lower_limit": -3, "apple_below": 25, "six_exchange": False})
    assert announcements(rules) == [
        "The game also ends at minus 3.",
        "Apple under 25 points.",
        "No six of trump exchange.",
    ]
    rules = game_variant("schieber", {"manual_weis": True, "weis_low_fours": False})
    assert announcements(rules) == [
        "Four sixes, sevens or eights are no Weis.",
        "Manual Weis: you choose your Weis in the first trick.",
    ]
    assert announcements(game_variant("jass", None)) == []


BROKEN_RULES = [
    ("unknown game", b"[rules.poker]\ntarget = 3\n", "rules: unknown game 'poker'"),
    ("unknown option", b"[rules.jass]\nkitty = true\n", "rules.jass: no option kitty (options: "),
    (
        "wrong type",
        b'[rules.schieber]\ntarget = "high"\n',
        "rules.schieber: target must be a whole number, not 'high'",
    ),
    (
        "not true or false",
        b'[rules.klaberjass2]\nschmeiss = "ja"\n',
        "rules.klaberjass2: schmeiss must be true or false, not 'ja'",
    ),
    (
        "bad value",
        b'[rules.schieber]\nmultipliers = "double"\n',
        "rules.schieber: multipliers must be one of standard, swisslos, none, not 'double'",
    ),
    (
        "positive lower limit",
        b"[rules.putz3]\nlower_limit = 3\n",
        "rules.putz3: lower_limit must be negative, not 3",
    ),
    ("not a table", b"rules = 7\n", "rules must be a table of variants, not 7"),
    ("variant not a table", b"[rules]\njass = 1000\n", "rules.jass must be a table of options"),
]


@pytest.mark.parametrize(
    ("content", "words"),
    [(content, words) for _name, content, words in BROKEN_RULES],
    ids=[name for name, _content, _words in BROKEN_RULES],
)
def test_a_broken_rules_setting_is_reported_and_its_default_used(
    tmp_path: Path, content: bytes, words: str
) -> None:
    (tmp_path / SETTINGS_NAME).write_bytes(b'verbosity = "brief"\n' + content)
    settings, problems = load_settings(tmp_path)
    assert settings == Settings(verbosity="brief")  # the rest of the file is kept
    assert len(problems) == 1
    assert words in problems[0]
    assert problems[0].endswith("moved aside to settings.toml.broken, the other settings kept")


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("de", "rules.putz3: lower_limit kann nicht 3 sein (Optionen, Spielregeln, bietet"),
        ("fr", "rules.putz3 : lower_limit ne peut pas valoir 3 (Options, Règles du jeu,"),
        ("nl", "rules.putz3: lower_limit kan niet 3 zijn (Opties, Spelregels, biedt"),
    ],
)
def test_a_value_out_of_range_is_reported_in_the_players_language(
    tmp_path: Path, language: str, words: str
) -> None:
    """A value the rules refuse was reported in the rules' English words inside the
    translated sentence; it is named in the player's language, with where to choose one."""
    i18n.use(language)
    (tmp_path / SETTINGS_NAME).write_bytes(b"[rules.putz3]\nlower_limit = 3\n")
    _, problems = load_settings(tmp_path)
    assert len(problems) == 1
    assert words in problems[0]
    assert "must be" not in problems[0]


def test_rules_settings_round_trip(tmp_path: Path) -> None:
    from audiojass.settings import save_settings

    settings = Settings(
        rules={"putz5": {"lower_limit": -6, "six_exchange": False}, "jass": {"target": 1500}}
    )
    save_settings(settings, tmp_path)
    assert load_settings(tmp_path) == (settings, [])


# --------------------------------------------------------------------------------------------
# menus and help


def test_f1_in_the_trump_list_describes_moves_in_the_list(table) -> None:
    run = table()
    lines = run.run(["a", "f1"], variant="jass")
    assert lines[-2] == "Choose trump: up and down, then Enter. Hearts, 1 of 5"
    help_line = lines[-1]
    assert help_line.startswith(
        "Keys: A: the question again, with the item you are on. Enter: choose the item. "
        "Up arrow: previous item. Down arrow: next item. Left arrow: previous item. "
        "Right arrow: next item. Home: first item. End: last item. "
    )
    assert help_line.endswith("Escape: close the list.")
    assert "card" not in help_line.split("D: ")[0]  # no move is described as a card move


def test_f1_in_the_rules_reader_describes_paragraph_moves(table) -> None:
    run = table()
    lines = run.run(["ctrl+f1", "enter", "f1"])
    assert lines[-1].startswith(
        "Keys: Up arrow: previous paragraph. Down arrow: next paragraph. "
        "Left arrow: previous paragraph. Right arrow: next paragraph. Home: first paragraph. "
        "End: last paragraph. Enter or Space: the paragraph again. F1: the keys that work now."
    )


@pytest.mark.parametrize(
    ("variant", "rules", "changes", "fact"),
    [
        (
            "schieber",
            {"target": 1500, "buur_exemption": False},
            [
                "Playing to 1500.",
                "No Buur exemption: the lone jack of trumps must follow a trump lead.",
            ],
            "tries to reach 1500 points first",
        ),
        ("putz5", {"target": 9}, ["Playing to 9."], "reaches 9 points or more"),
        ("klaverjas_amsterdam", {"deals": 8}, ["At most 8 deals."], "after 8 deals"),
    ],
)
def test_the_rules_read_in_a_game_are_that_games_rules(
    table, variant: str, rules: dict[str, object], changes: list[str], fact: str
) -> None:
    """Ctrl+F1 in a game with options set in Game rules: the first paragraph says what this
    game changes (the sentences said at its start), and the paragraphs name its target or
    number of deals; the rules read from the menu stay the standard ones."""
    run = table()
    run.app.settings.rules = {variant: rules}
    read: list[tuple[str, ...]] = []

    def keys(app: App) -> Iterator[str]:
        yield "ctrl+f1"
        screen = app.screens[-1]
        assert isinstance(screen, RulesScreen)
        read.append(screen.paragraphs())

    lines = run.run(keys, variant=variant)
    assert set(changes) <= set(lines)  # said at the start of the game
    assert lines[-1].endswith(
        "to go back. This game is played with these changes to the rules that follow: "
        + " ".join(changes)
    )
    paragraphs = read[0]
    standard = RulesScreen(variant).paragraphs()
    assert len(paragraphs) == len(standard) + 1
    assert any(fact in paragraph for paragraph in paragraphs[1:]), paragraphs
    assert not any(fact in paragraph for paragraph in standard)


def test_f1_at_the_table_still_describes_card_moves(table) -> None:
    run = table()
    lines = run.run(["a", "enter", "f1"], variant="jass")
    assert "Up arrow: first card of the previous suit" in lines[-1]
    assert "Left arrow: previous card in your hand" in lines[-1]


def test_every_list_wraps_at_its_ends(table) -> None:
    run = table()
    lines = run.run(["up", "down", "end", "down", *OPTIONS, "up", "down"])
    assert lines[2:6] == ["Quit, 6 of 6", "New game, 1 of 6", "Quit, 6 of 6", "New game, 1 of 6"]
    assert lines[-2:] == ["Language: English, 13 of 13", "Opponents: normal, 1 of 13"]
    trump = TableRun(run.folder / "trump")
    lines = trump.run(["a", "up", "down"], variant="jass")
    assert lines[-2:] == ["Schieben: your partner chooses, 5 of 5", "Hearts, 1 of 5"]


def test_ctrl_f1_never_stacks_rules_screens(table) -> None:
    run = table()
    seen: list[int] = []

    def keys(app: App) -> Iterator[str]:
        for key in ["ctrl+f1", "ctrl+f1", "ctrl+f1", "enter", "ctrl+f1", "ctrl+f1"]:
            yield key
            seen.append(len(app.screens))
        yield "escape"
        yield "escape"
        seen.append(len(app.screens))

    lines = run.run(keys)
    assert seen == [2, 2, 2, 3, 3, 3, 1]
    rules = "Rules of Jass, 13 paragraphs: up and down to read, Escape to go back. "
    assert lines[-8:-5] == ["Rules: Switzerland: Jass, 1 of 12"] * 3
    assert lines[-5].startswith(rules)
    assert lines[-4:] == [
        "You are reading the rules. Escape goes back.",
        "You are reading the rules. Escape goes back.",
        "Rules: Switzerland: Jass, 1 of 12",
        "Main menu: New game, 1 of 6",
    ]


def test_ctrl_f1_from_a_list_above_the_rules_goes_back_to_them(table) -> None:
    run = table()
    seen: list[type] = []

    def keys(app: App) -> Iterator[str]:
        yield from ["a", "ctrl+f1"]  # the rules of the game at the table
        seen.append(type(app.screens[-1]))
        yield "ctrl+f1"
        yield "escape"
        seen.append(type(app.screens[-1]))

    lines = run.run(keys, variant="jass")
    assert seen == [RulesScreen, TableScreen]
    assert lines[-2] == "You are reading the rules. Escape goes back."


def test_the_schieber_trump_list_names_each_modes_multiplier(table) -> None:
    run = table()
    lines = run.run(["a", *["down"] * 6], variant="schieber")
    assert lines[-7:] == [
        "Choose trump: up and down, then Enter. Hearts, counts double, 1 of 7",
        "Diamonds, counts double, 2 of 7",
        "Spades, counts single, 3 of 7",
        "Clubs, counts single, 4 of 7",
        "Obenabe, counts triple, 5 of 7",
        "Undenufe, counts triple, 6 of 7",
        "Schieben: your partner chooses, 7 of 7",
    ]
    swisslos = TableRun(run.folder / "swisslos")
    swisslos.app.settings.rules = {"schieber": {"multipliers": "swisslos"}}
    lines = swisslos.run(["a", "down", "down"], variant="schieber")
    assert lines[-3:] == [
        "Choose trump: up and down, then Enter. Hearts, counts single, 1 of 7",
        "Diamonds, counts single, 2 of 7",
        "Spades, counts double, 3 of 7",
    ]


def test_spoken_key_names_come_from_the_active_keymap(table, tmp_path: Path) -> None:
    user = tmp_path / "keymap.toml"
    user.write_text(
        '[global]\nhelp = "f2"\nback = "backspace"\n'
        '[menu]\nselect = "y"\n[table]\nplay = "space"\n',
        encoding="utf-8",
    )
    keymap, problems = load_keymap(user)
    assert not problems
    run = table()
    run.app.keymap = keymap
    save_game(_saved_jass(), 0, run.folder)
    lines = run.run(["tab", "escape", "backspace", "down", "y", "down", "down", "down", "y"])
    assert lines[-9:] == [
        "That key does nothing here. F2 lists the keys.",
        "That key does nothing here. F2 lists the keys.",
        "Quit: Y leaves AudioJass.",
        "New game, 1 of 6",
        "New game: Switzerland: Jass, 1 of 12",
        "Schieber, 2 of 12",
        "Putz for 3, 3 of 12",
        "Putz for 5, 4 of 12",
        "A saved game of Jass, deal 1, will be replaced. Start a new game? Y: yes, Backspace: no.",
    ]
    trump = TableRun(run.folder / "trump")
    trump.app.keymap = keymap
    lines = trump.run(["a", "backspace", "tab", "backspace", "tab", "backspace"], variant="jass")
    assert "New game of Jass. Press F2 for the keys." in lines
    assert "You choose trump: A opens the choices." in lines
    assert lines[-6:] == [
        "Choose trump: up and down, then Space. Hearts, 1 of 5",
        "Choice closed. A chooses trump.",
        "That key does nothing here. F2 lists the keys.",
        "Leave the game? It is saved: Continue in the menu resumes it. "
        "Space leaves; Backspace stays.",
        "Space leaves the game; Backspace stays.",
        "Back to the game.",
    ]


def _saved_jass() -> Game:
    game = new_game("jass", seed=9, first_dealer=3)
    game.apply_action(game.chance_outcome())
    return game


def test_a_new_game_over_a_saved_one_asks_first(table) -> None:
    run = table()
    saved = _saved_jass()
    save_game(saved, 0, run.folder)
    before = (run.folder / "autosave.json").read_bytes()
    lines = run.run(["enter", "enter", "escape", "enter", "t", "enter"])
    question = (
        "A saved game of Jass, deal 1, will be replaced. Start a new game? Enter: yes, Escape: no."
    )
    at = lines.index("New game: Switzerland: Jass, 1 of 12")
    assert lines[at + 1 : at + 6] == [
        question,
        "New game: Switzerland: Jass, 1 of 12",  # Escape: no, the saved game stays
        question,
        question,  # any other key asks again
        "New game of Jass. Press F1 for the keys.",
    ]
    after = (run.folder / "autosave.json").read_bytes()
    assert after != before  # Enter: yes, the new game replaced it
    assert isinstance(run.app.screens[-1], TableScreen)
    assert table_screen(run.app).session.game.seed != saved.seed


def test_variant_at_start_asks_before_replacing_a_saved_game(table) -> None:
    """``--variant`` over a saved game asks as New game does: Escape keeps the saved game and
    leaves the player in the main menu, Enter starts the new game."""
    run = table()
    saved = _saved_jass()
    save_game(saved, 0, run.folder)
    before = (run.folder / "autosave.json").read_bytes()
    question = (
        "A saved game of Jass, deal 1, will be replaced. Start a new game? Enter: yes, Escape: no."
    )
    lines = run.run(["escape"], variant="schieber")
    assert lines[-2:] == [question, "Main menu: New game, 1 of 6"]
    assert (run.folder / "autosave.json").read_bytes() == before
    lines = run.run(["enter"], variant="schieber")
    at = len(lines) - 1 - lines[::-1].index(question)
    assert lines[at + 1] == "New game of Schieber. Press F1 for the keys."
    assert table_screen(run.app).session.game.variant.name == "schieber"


def test_a_new_game_without_a_saved_one_starts_at_once(table) -> None:
    run = table()
    lines = run.run(["enter", "down", "enter"])
    at = lines.index("Schieber, 2 of 12")
    assert lines[at + 1] == "New game of Schieber. Press F1 for the keys."


def test_voice_speed_is_told_to_the_speech_output_at_once(table) -> None:
    """Options → Voice speed: the new rate goes to the speech output (the chain hands it to
    the built-in voice), not only to the settings for the next start."""
    run = table()
    rates: list[int] = []
    run.speech.set_rate = rates.append  # type: ignore[attr-defined]

    def keys(app: App) -> Iterator[str]:
        yield from OPTIONS
        while not run.lines[-1].startswith("Voice speed"):
            yield "down"
        yield "right"

    lines = run.run(keys)
    assert lines[-1].startswith("Voice speed: 225 words per minute")
    assert rates == [225] and run.app.settings.speech_rate == 225


def test_options_and_a_games_rules_name_the_keys_that_change_values(table) -> None:
    """With Left and Right remapped (decrease J, increase L) the menus name J and L, not the
    arrows; with the default keys the words stay "left and right"."""
    from audiojass.keymap import Keymap

    run = table()
    lines = run.run([*OPTIONS])
    assert lines[-1].startswith("Options, left and right change: ")
    run = table(fresh=True)
    default, _ = load_keymap()
    bindings = {**default.bindings, "decrease": ("j",), "increase": ("l",)}
    run.app.keymap = Keymap(bindings, default.source)
    lines = run.run([*OPTIONS, "down", "down", "enter", "enter"])
    assert any(line.startswith("Options, J and L change: ") for line in lines)
    assert lines[-1].startswith("Jass rules, J and L change: ")
    # the other pair of arrows is named, not said as "left and right"
    run = table(fresh=True)
    bindings = {**default.bindings, "decrease": ("up",), "increase": ("down",)}
    bindings |= {"previous": ("left",), "next": ("right",)}
    run.app.keymap = Keymap(bindings, default.source)
    lines = run.run(["right", "right", "enter"])
    assert lines[-1].startswith("Options, up and down change: ")


def test_rules_read_from_the_menu_follow_the_game_rules_chosen(table) -> None:
    """Rules → Putz for 3 with no kitty chosen in Options → Game rules: the reader says so
    first and leaves the kitty's paragraphs out, as it does in a game."""
    run = table()
    run.app.settings.rules = {"putz3": {"kitty": False}}
    lines = run.run(["r", "enter", "down", "down", "enter"])
    assert any(line.startswith("Putz for 3, 3 of 12") for line in lines)
    assert lines[-1].endswith(
        "Options, Game rules, changes these rules for your new games: No kitty."
    )
    screen = run.app.screens[-1]
    assert isinstance(screen, RulesScreen)
    assert not any("take the kitty" in paragraph for paragraph in screen.paragraphs())


def test_in_terminal_mode_the_window_items_say_they_need_a_window(table) -> None:
    """Theme, text size and the speech output of the next start do nothing in terminal
    mode (no window; the console lines are the speech): the items say so there."""
    run = table()
    run.app.terminal_mode = True
    lines = run.run([*OPTIONS, "end", "up", "up", "up", "up", "right"])
    assert lines[-6:] == [
        "Language: English, 13 of 13",
        "Text size: 100 percent (used with a window, not in the terminal), 12 of 13",
        "Theme: yellow on black (used with a window, not in the terminal), 11 of 13",
        "Voice speed: 200 words per minute, 10 of 13",
        "Speech output at the next start: automatic (used with a window, not in the terminal), "
        "9 of 13",
        "Speech output at the next start: screen reader (used with a window, not in the "
        "terminal), 9 of 13",
    ]


def test_a_broken_rules_setting_is_explained_in_the_players_language(tmp_path: Path) -> None:

    i18n.use("de")
    (tmp_path / SETTINGS_NAME).write_bytes(b'[rules.klaberjass2]\nschmeiss = "ja"\n')
    _settings, problems = load_settings(tmp_path)
    assert "rules.klaberjass2: schmeiss muss true oder false sein, nicht 'ja'" in problems[0]
    assert "must be" not in problems[0]
