"""F1 names the keys that work where the player is, with what they do there, and every key
named on screen or in the rules is the active keymap's: terminal mode leaves out the keys a
terminal cannot give and the window's keys; manual Weis turns W into "declare Weis"; the
window and the rules name remapped keys by their new names."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pexpect
import pytest
import test_terminal as terminal_tests
from conftest import TableRun, autoplay

from audiojass.app import App, TableScreen
from audiojass.keymap import load_keymap
from audiojass.rules import new_game
from audiojass.settings import THEMES, load_settings, save_game
from audiojass.window import TableView, view_of

WINDOW_KEY_NAMES = ("F11", "Control plus Plus", "Control plus Minus", "Control plus T")


def _help(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith("Keys: ")]


def _remapped(run: TableRun, text: str) -> None:
    """Give the run's app a keymap with the player's own ``text`` (keymap.toml)."""
    user = run.folder / "keymap.toml"
    user.write_text(text, encoding="utf-8")
    keymap, problems = load_keymap(user)
    assert not problems, problems
    run.app.keymap = keymap


# -- terminal mode ------------------------------------------------------------------------------


def test_f1_in_terminal_mode_leaves_out_the_window_keys_and_a_lone_ctrl(
    table: Callable[..., TableRun],
) -> None:
    run = table()
    run.app.terminal_mode = True
    lines = run.run(["f1", "enter", "enter", "f1"])
    menu, game = _help(lines)
    assert menu == (
        "Keys: Up arrow: previous item. Down arrow: next item. Home: first item. End: last item. "
        "Enter or Space: choose the item. F1: the keys that work now. "
        "Control plus F1: the rules of the game, paragraph by paragraph. "
        "Page up: previous spoken message. Page down: next spoken message. "
        "Control plus Page up: first spoken message. Control plus Page down: last spoken message. "
        "F7: sound volume down. F8: sound volume up. V: brief or full speech. Escape: back."
    )
    assert game.startswith("Keys: ")
    for line in (menu, game):
        assert "stop speech" not in line
        assert "Control:" not in line
        for name in WINDOW_KEY_NAMES:
            assert name not in line, (name, line)


def test_f1_with_a_window_still_lists_the_window_keys_and_ctrl(
    table: Callable[..., TableRun],
) -> None:
    run = table()
    [line] = _help(run.run(["f1"]))
    assert "Control: stop speech." in line
    assert "F11: full screen on or off." in line
    assert "Control plus T: the window's colours" in line
    assert "Control plus Plus or Control plus Equals or Control plus Shift plus Equals: " in line


def test_a_key_remapped_to_one_a_terminal_gives_is_listed_in_terminal_mode(
    table: Callable[..., TableRun],
) -> None:
    run = table()
    _remapped(run, '[global]\nstop_speech = ["ctrl", "ctrl+x"]\n')
    run.app.terminal_mode = True
    [line] = _help(run.run(["f1"]))
    assert "Control plus X: stop speech." in line


def test_the_window_keys_in_terminal_mode_say_there_is_no_window(
    table: Callable[..., TableRun],
) -> None:
    run = table()
    run.app.terminal_mode = True
    lines = run.run(["ctrl+plus", "ctrl+minus", "ctrl+t", "f11"])
    assert lines[-4:] == [
        "There is no window to show larger text.",
        "There is no window to show smaller text.",
        "There is no window to show other colours.",
        "There is no window to show full screen.",
    ]
    settings = run.app.settings
    assert (settings.text_size, settings.theme) == (100, THEMES[0])  # nothing changed
    stored, _ = load_settings(run.folder)
    assert (stored.text_size, stored.theme) == (100, THEMES[0])


@pytest.mark.slow
@terminal_tests.needs_pty
def test_the_terminal_program_leaves_the_window_keys_out_of_f1(
    tmp_path: Path, children: list[pexpect.spawn]
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    child = terminal_tests._spawn(home, "--terminal")
    children.append(child)
    terminal_tests._said(child, "Main menu: New game, 1 of 6")
    child.send(terminal_tests.F1)
    child.expect(r"Keys: Up arrow: [^\r\n]*\r\n")
    line = child.after
    assert "Escape: back." in line
    assert "stop speech" not in line
    for name in WINDOW_KEY_NAMES:
        assert name not in line, (name, line)
    terminal_tests._press(child, "\x14", "There is no window to show other colours.")  # Ctrl+T
    terminal_tests._press(child, "\x1b[23~", "There is no window to show full screen.")  # F11
    terminal_tests._press(child, "q", "Quit, 6 of 6")
    terminal_tests._press(child, terminal_tests.ENTER, "Goodbye.")
    assert terminal_tests._close(child) == 0


children = terminal_tests.children  # the spawned programs, ended at each test's end


# -- manual Weis ----------------------------------------------------------------------------------


def _manual_weis_game(app: App) -> Iterator[str]:
    """Schieber with manual Weis, seed 3: the player, forehand, holds clubs queen to ace."""
    game = new_game("schieber", seed=3, first_dealer=3, manual_weis=True)
    game.apply_action(game.chance_outcome())
    save_game(game, 0, app.folder)
    yield from ("down", "enter", "a", "enter")  # Continue, choose hearts


def test_f1_says_w_declares_weis_while_the_weis_list_can_be_opened(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=1)

    def keys(app: App) -> Iterator[str]:
        yield from _manual_weis_game(app)
        yield from ("f1", "w", "f1", "enter", "f1")

    lines = run.run(keys)
    may, in_list, after = _help(lines)
    assert lines[lines.index(may) - 1].endswith(
        "You may declare Weis: W opens the choices; playing a card declares none."
    )
    assert may.startswith(
        "Keys: Enter: play the focused card, or confirm a choice. "
        "W: open the choices to declare Weis. "
    )
    assert "Weis and Stöck" not in may
    # in the Weis list, W (not A) says the question again
    assert in_list.startswith("Keys: Enter: choose the item. ")
    assert "W: the question again, with the item you are on." in in_list
    assert "A: trump and who chose it." in in_list
    assert "A: the question again" not in in_list
    # declared: W tells the Weis and Stöck again
    assert lines[lines.index(after) - 2].startswith("You declare ")
    assert "W: the Weis and Stöck of this deal." in after
    assert "declare Weis" not in after


# -- key names from the active keymap -------------------------------------------------------------


def _saved(app: App, variant: str, seed: int, dealer: int, *, to_deal_end: bool) -> Iterator[str]:
    """A game saved after its first deal was dealt (``to_deal_end``: and played out with the
    first legal action everywhere); Continue resumes it there."""
    game = new_game(variant, seed=seed, first_dealer=dealer)
    game.apply_action(game.chance_outcome())
    while to_deal_end and not game.is_chance_node():
        game.apply_action(game.legal_actions()[0])
    save_game(game, 0, app.folder)
    yield from ("down", "enter")  # Continue


def test_the_window_between_deals_names_the_active_keymaps_key(
    table: Callable[..., TableRun],
) -> None:
    run = table()
    _remapped(run, '[table]\nplay = "space"\n')
    shown: list[str] = []

    def keys(app: App) -> Iterator[str]:
        yield from _saved(app, "jass", 5, 3, to_deal_end=True)  # Jass between deals
        screen = app.screens[-1]
        assert isinstance(screen, TableScreen) and screen.session.awaiting_continue()
        content = view_of(app).content
        assert isinstance(content, TableView)
        shown.append(content.turn)

    lines = run.run(keys)
    assert "Press Space to deal the next deal." in " ".join(lines)
    assert shown == ["The deal is over. Press Space to deal the next deal."]


def test_the_rules_name_the_active_keymaps_keys(table: Callable[..., TableRun]) -> None:
    run = table()
    _remapped(run, '[global]\nhelp = "f2"\n[table]\nplay = "space"\nscores = "k"\n')
    read: list[str] = []

    def keys(app: App) -> Iterator[str]:
        yield from ("enter", "enter", "ctrl+f1", "end")  # a game of Jass, its rules, the last
        screen = app.screens[-1]
        read.append(screen.paragraphs()[-1])  # type: ignore[attr-defined]
        content = view_of(app).content
        read.append(content.text)  # type: ignore[union-attr]

    lines = run.run(keys)
    paragraph = lines[-1]
    assert paragraph == (
        "Keys: Space plays the focused card. A chooses trump when the choice is yours, and "
        "otherwise tells trump. C tells the cards on the table, F the led suit, K the scores, "
        "T whose turn it is, D your hand, L the last trick, P the points taken. "
        "F2 lists the keys that work now."
    )
    assert read == [paragraph, paragraph]  # the window shows what is said
    assert not re.search(r"\bF1\b", paragraph)


# -- the hint and the deal review ----------------------------------------------------------------


def test_f1_names_the_hint_on_the_players_turn_and_the_review_once_a_deal_is_over(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=1)
    run.app.repeatable_bots = True  # the review's searches count samples
    hint = "I: a hint: what the strong player would do now, and why."
    review = "R: the deal review: your decisions of the last deal that the strong player"

    def keys(app: App) -> Iterator[str]:
        yield "f1"  # the trump choice: the hint, no review yet
        yield from _deal_over_game_after(app)
        yield "f1"  # between deals: the review, no hint

    lines = run.run(keys, variant="jass")
    first, between = _help(lines)
    assert hint in first
    assert review not in first
    assert review in between
    assert hint not in between


def _deal_over_game_after(app: App) -> Iterator[str]:
    """Play the deal out with the first playable card until it is over."""
    while True:
        screen = app.screens[-1]
        assert isinstance(screen, TableScreen)
        session = screen.session
        if session.awaiting_continue():
            return
        if session.game.current_player != session.human:
            yield "t"
        elif session.game.phase.name == "TRUMP":
            yield from ("a", "enter")
        else:
            legal = set(session.game.legal_cards())
            hand = session.narrator.hand_order(session.view)
            target = next(i for i, card in enumerate(hand) if card in legal)
            yield "home"
            yield from ["right"] * target
            yield "enter"


# -- between deals, the six, the leave question ---------------------------------------------------


def test_between_deals_f1_says_enter_deals_and_f_h_w_answer_about_the_deal_just_over(
    table: Callable[..., TableRun],
) -> None:
    """Between deals Enter deals the next deal (F1 says so, not "play the focused card");
    F tells the table as C does, H the next deal, W your own Weis by name, as during the
    deal (Schieber, seed 3: you showed three in sequence)."""
    run = table()
    marks: list[int] = []

    def keys(app: App) -> Iterator[str]:
        yield from _saved(app, "schieber", 3, 3, to_deal_end=True)
        marks.append(len(run.lines))
        yield from ("f1", "c", "f", "h", "w")

    lines = run.run(keys)
    help_line, c, f, h, w = lines[marks[0] :]
    assert help_line.startswith("Keys: Enter: deal the next deal. ")
    assert "play the focused card" not in help_line
    assert c.startswith("Deal 1 is over. No cards on the table. Last trick: ")
    assert f == c
    assert h == "There is no kitty in Schieber."
    assert w.startswith("Deal 1 is over. You declare 3 in sequence, clubs queen to ace: 20.")


def test_h_between_deals_of_putz_says_the_deal_is_over_not_that_cards_are_dealt(
    table: Callable[..., TableRun],
) -> None:
    run = table()

    def keys(app: App) -> Iterator[str]:
        yield from _saved(app, "putz3", 2, 0, to_deal_end=True)
        yield "h"

    assert run.run(keys)[-1] == "The deal is over. Press Enter to deal the next deal."


def test_f1_in_the_six_decision_names_g_and_enter(table: Callable[..., TableRun]) -> None:
    """Putz for 3, seed 2: you hold the six of trump before the first card; G exchanges it,
    Enter keeps it, and F1 names both first."""
    run = table()

    def keys(app: App) -> Iterator[str]:
        yield from _saved(app, "putz3", 2, 0, to_deal_end=False)
        yield "f1"

    assert run.run(keys)[-1].startswith(
        "Keys: G: exchange the six of trump for the turn-up card. Enter: keep the six of trump. "
    )


def test_f1_in_the_leave_question_names_only_what_works_there(
    table: Callable[..., TableRun],
) -> None:
    run = table()
    lines = run.run(["enter", "enter", "escape", "f1", "escape"])
    question, help_line, back = lines[-3:]
    assert question.startswith("Leave the game? ")
    assert help_line.startswith("Keys: Enter: leave the game. F1: the keys that work now. ")
    assert help_line.endswith(" Escape: stay in the game.")
    assert "the cards on the table" not in help_line
    assert back == "Back to the game."


@pytest.mark.slow
def test_f1_after_a_game_of_putz_leaves_out_w(table: Callable[..., TableRun]) -> None:
    """Putz has no Weis or Stöck: F1 names W neither during the game nor after it."""
    run = table(seed=4)

    def keys(app: App) -> Iterator[str]:
        yield from autoplay()(app)
        yield "f1"

    lines = run.run(keys, variant="putz3")
    over = lines[-1]
    assert over.startswith("Keys: Enter: back to the main menu. ")
    assert "W: " not in over
    assert "S: the final scores." in over


def test_f1_in_options_names_left_and_right_and_the_main_menu_does_not(
    table: Callable[..., TableRun],
) -> None:
    run = table()
    lines = run.run(["f1", "o", "enter", "f1"])
    menu, options = _help(lines)
    left = "Left arrow: previous item, or lower a setting."
    right = "Right arrow: next item, or raise a setting."
    assert left not in menu and right not in menu
    assert f"Down arrow: next item. {left} {right} Home: first item." in options


def test_back_from_the_rules_the_table_says_the_question_or_list_still_open(
    table: Callable[..., TableRun],
) -> None:
    """Ctrl+F1 while the leave question or the trump list is open, then Escape: the table
    asks the question again or names the list and its item, so that Enter is not a surprise
    (Enter leaves, or chooses the item)."""
    run = table()
    lines = run.run(["escape", "ctrl+f1", "escape", "escape"], variant="jass")
    question = "Leave the game? It is saved: Continue in the menu resumes it. Enter leaves; "
    assert lines[-2].startswith(question)
    assert lines[-1] == "Back to the game."
    run = table(fresh=True)
    lines = run.run(["a", "down", "ctrl+f1", "escape"], variant="jass")
    assert lines[-3] == "Diamonds, 2 of 5"
    assert lines[-1] == "Choose trump: Diamonds, 2 of 5"
