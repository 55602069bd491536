"""The flow of play as a blind player follows it by ear, through the real event loop: no card
is played unheard, the facts of a finished deal and game stay reachable, manual Weis is chosen
from a spoken list, the hand is read as each deal starts and the six exchange names the keys
of the active keymap."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import TableRun, autoplay
from fakes import RecordingOutput

from audiojass.app import App, TableScreen
from audiojass.keymap import Keymap, load_keymap
from audiojass.narration import Narrator
from audiojass.rules import Deal, new_game, parse_cards
from audiojass.settings import Settings, load_settings, save_game, save_settings
from audiojass.sound import Cue
from audiojass.window import TableView, view_of

KEYMAP, _ = load_keymap()
PLAYED = re.compile(r"^You (?:lead|play|trump with|discard) the (.+?)(?:, winning the trick)?\.$")


def _screen(app: App) -> object:
    return app.screens[-1] if app.screens else None


def _played_cards(lines: list[str]) -> list[tuple[int, str]]:
    """(line index, card name) of every card the human played."""
    found = []
    for index, line in enumerate(lines):
        match = PLAYED.match(line)
        if match:
            found.append((index, match.group(1)))
    return found


# -- never an unheard card ---------------------------------------------------------------------


def test_the_turn_is_said_with_the_focused_card_so_enter_plays_a_card_just_heard(
    table: Callable[..., TableRun],
) -> None:
    """The issue's repro: Jass, seed 1, keys A, Enter, Enter."""
    run = table(seed=1)
    lines = run.run(["a", "enter", "enter"], variant="jass")
    [(index, card)] = _played_cards(lines)
    assert lines[index] == f"You lead the {card}."
    assert lines[index - 1] == f"Your turn: {card}, playable, 1 of 9."


def test_brief_turn_names_the_card_in_few_words(table: Callable[..., TableRun]) -> None:
    run = table(seed=1, verbosity="brief")
    lines = run.run(["a", "enter", "enter"], variant="jass")
    played = [line for line in lines if line.startswith("You: ")]
    assert len(played) == 1
    card = played[0].removeprefix("You: ").removesuffix(".")
    assert lines[lines.index(played[0]) - 1] == f"Your turn: {card}."


def test_focus_starts_on_a_playable_card_every_turn(table: Callable[..., TableRun]) -> None:
    """A whole deal played with Enter alone: every turn starts on a card that may be played,
    said with the turn, and Enter plays it: never a refusal, never an unheard card."""
    run = table(seed=1)

    def keys(app: App) -> Iterator[str]:
        for _ in range(40):  # 2 for the trump choice, 9 cards: room to spare, never endless
            screen = _screen(app)
            assert isinstance(screen, TableScreen)
            if screen.session.awaiting_continue():
                return
            yield "enter"

    lines = run.run(keys, variant="jass")
    assert Cue.ILLEGAL not in run.cues
    played = _played_cards(lines)
    assert len(played) == 9
    for index, card in played:
        turn = next(line for line in reversed(lines[:index]) if line.startswith("Your turn"))
        assert re.fullmatch(rf"Your turn: {card}, playable, \d of \d\.", turn), (turn, card)


def test_option_confirm_unheard_says_the_card_first_and_a_second_enter_plays_it(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=1)
    run.app.settings.confirm_unheard = True
    lines = run.run(["a", "enter", "enter"], variant="jass")
    assert "Your turn." in lines
    assert not _played_cards(lines)
    match = re.fullmatch(r"(.+ of \w+), 1 of 9\. Enter plays it\.", lines[-1])
    assert match, lines[-1]
    card = match.group(1)

    run = table(seed=1, fresh=True)
    run.app.settings.confirm_unheard = True
    lines = run.run(["a", "enter", "enter", "enter"], variant="jass")
    assert _played_cards(lines)[0][1] == card
    # a card reached with the arrows was heard: Enter plays it at once
    run = table(seed=1, fresh=True)
    run.app.settings.confirm_unheard = True
    lines = run.run(["a", "enter", "right", "enter"], variant="jass")
    [(index, card)] = _played_cards(lines)
    assert lines[index - 1].startswith(f"{card}, 2 of 9")


# -- facts last --------------------------------------------------------------------------------


def _until_between_deals(app: App) -> Iterator[str]:
    for key in autoplay()(app):
        screen = _screen(app)
        if isinstance(screen, TableScreen) and screen.session.awaiting_continue():
            return
        yield key


def test_the_finished_deal_answers_l_p_c_w_until_the_next_deal(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=1)

    def keys(app: App) -> Iterator[str]:
        yield from _until_between_deals(app)
        yield from ("l", "p", "c", "w", "s", "enter", "l")

    lines = run.run(keys, variant="jass")
    end = next(i for i, line in enumerate(lines) if line.startswith("Deal over: "))
    last = next(line for line in reversed(lines[:end]) if " the last trick" in line)
    taker = last.split(" ")[0]
    card = PLAYED.match(next(line for line in reversed(lines[:end]) if PLAYED.match(line)))
    assert card
    answer_l, answer_p, answer_c, answer_w, answer_s = lines[end + 2 : end + 7]
    assert answer_l.startswith("Deal 1 is over. Last trick: ")
    assert f"You: {card[1]}" in answer_l and f"{taker} take" in answer_l
    card_points = re.fullmatch(
        r"Deal 1 is over\. Card points this deal: we (\d+), they (\d+)\.", answer_p
    )
    assert card_points, answer_p
    assert int(card_points[1]) + int(card_points[2]) == 157
    assert f"we {card_points[1]}, they {card_points[2]}" in lines[end]
    assert answer_c == f"Deal 1 is over. No cards on the table. {answer_l.split('over. ')[1]}"
    assert answer_w == "Deal 1 is over. There is no Weis or Stöck in Jass."
    assert re.fullmatch(r"Scores: we \d+, they \d+\. Playing to 1000\.", answer_s)
    # the next deal has started: L answers about it again
    assert lines[-1] == "No trick has been played yet in this deal."


def _through_the_game(app: App) -> Iterator[str]:
    yield from autoplay(take_kitty=True)(app)


@pytest.mark.slow
def test_after_the_game_a_game_over_screen_keeps_the_result(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=2)
    shown: list[TableView] = []

    def keys(app: App) -> Iterator[str]:
        yield from _through_the_game(app)
        assert type(_screen(app)).__name__ == "GameOverScreen"
        content = view_of(app).content
        assert isinstance(content, TableView)
        shown.append(content)
        yield from ("t", "s", "shift+s", "l", "x", "f1", "enter")

    lines = run.run(keys, variant="putz3")
    result = next(i for i, line in enumerate(lines) if line.startswith("Game over. "))
    assert lines[result + 1] == (
        "T repeats the result; Enter goes back to the main menu; F1 lists the keys."
    )
    repeat, scores, deal_scores, last, unknown, keys_help, menu = lines[result + 2 :]
    # T: how the game ended (said at the end of the last deal) and the result
    ending = re.search(r"The game ends: [^.]*\.$", lines[result - 1])
    assert ending, lines[result - 1]
    assert repeat == f"{ending[0]} {lines[result]}"
    final = re.search(r"Final scores: (.*)\.$", lines[result])
    assert final
    assert scores.startswith(f"Scores: {final[1]}. ")
    assert re.match(r"Deal 1: you ", deal_scores)
    deals = len([line for line in lines if line.startswith("Deal over: ")])
    assert last.startswith(f"Deal {deals} is over. Last trick: ")
    assert unknown == "That key does nothing here. F1 lists the keys."
    assert "T: the result again" in keys_help
    assert "Enter: back to the main menu" in keys_help
    assert menu == "Main menu: New game"
    # the large print shows the final trick and the result
    [content] = shown
    assert content.trick_title == "Last trick"
    assert len(content.trick) == 3
    assert content.trick[0].split(": ")[1] in last
    assert content.turn == lines[result]


# -- manual Weis -------------------------------------------------------------------------------


def _manual_weis_game(app: App) -> Iterator[str]:
    """Schieber with manual Weis, seed 3: the player, forehand, holds clubs queen to ace."""
    game = new_game("schieber", seed=3, first_dealer=3, manual_weis=True)
    game.apply_action(game.chance_outcome())
    save_game(game, 0, app.folder)
    yield from ("down", "enter", "a", "enter")  # Continue, choose hearts


def test_manual_weis_is_chosen_from_a_spoken_list(table: Callable[..., TableRun]) -> None:
    run = table(seed=1)

    def keys(app: App) -> Iterator[str]:
        yield from _manual_weis_game(app)
        yield from ("w", "down", "up", "enter", "enter")

    lines = run.run(keys)
    turn = lines.index("You choose hearts as trump, counting double.") + 1
    assert re.fullmatch(
        r"Your turn: .+, playable, 1 of 9\. You may declare Weis: W opens the choices; "
        r"playing a card declares none\.",
        lines[turn],
    ), lines[turn]
    assert lines[turn + 1 : turn + 4] == [
        "Declare Weis: up and down, then Enter. "
        "3 in sequence, clubs queen to ace: 20 points, 1 of 2",
        "No Weis, 2 of 2",
        "3 in sequence, clubs queen to ace: 20 points, 1 of 2",
    ]
    declared = lines[turn + 4]
    assert declared.startswith("You declare ") and "20" in declared, declared
    card = re.fullmatch(r"Your turn: (.+), playable, 1 of 9\.", lines[turn + 5])
    assert card, lines[turn + 5]  # the Weis is no longer offered
    assert lines[turn + 6] == f"You lead the {card[1]}."


def test_no_weis_closes_the_list_and_names_the_card_enter_plays(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=1)

    def keys(app: App) -> Iterator[str]:
        yield from _manual_weis_game(app)
        yield from ("w", "escape", "w", "up", "enter", "enter")

    lines = run.run(keys)
    assert "Choice closed. W opens the Weis again." in lines
    no_weis = next(line for line in lines if line.startswith("No Weis. "))
    card = re.fullmatch(r"No Weis\. Enter plays the (.+)\.", no_weis)
    assert card, no_weis
    assert lines[lines.index(no_weis) + 1] == f"You lead the {card[1]}."
    assert not any(line.startswith("You declare") for line in lines)


def test_your_declaration_names_the_weis_chosen_among_selections_of_equal_points(
    table: Callable[..., TableRun],
) -> None:
    # the player, forehand, holds hearts, diamonds and clubs six to eight: each sequence alone
    # is worth 20, so the points alone could not tell which one was declared
    hands = (
        "H6 H7 H8 D6 D7 D8 C6 C7 C8",
        "H9 H10 D9 DJ S9 S10 C10 CJ CQ",
        "HJ HQ D10 DQ S6 S7 S8 CK CA",
        "HK HA DK DA SJ SQ SK SA C9",
    )
    run = table(seed=1)

    def keys(app: App) -> Iterator[str]:
        game = new_game("schieber", seed=3, first_dealer=3, manual_weis=True)
        game.apply_action(Deal(tuple(tuple(parse_cards(hand)) for hand in hands)))
        save_game(game, 0, app.folder)
        yield from ("down", "enter", "a", "enter")  # Continue, choose hearts
        yield from ("w", *["down"] * 5)
        yield from ("enter", "w")

    lines = run.run(keys)
    chosen = lines.index("3 in sequence, diamonds six to eight: 20 points, 6 of 8")
    declared = "You declare 3 in sequence, diamonds six to eight: 20."
    assert lines[chosen + 1] == declared
    assert lines[-1] == declared  # W says the same


# -- the hand at the start of a deal, keys by the active keymap ---------------------------------


def test_the_hand_is_read_as_each_deal_starts(table: Callable[..., TableRun]) -> None:
    game = new_game("jass", seed=1, first_dealer=3)
    game.apply_action(game.chance_outcome())
    view = game.observation(0)
    run = table(seed=1)
    lines = run.run([], variant="jass")
    assert lines[1] == "Deal 1. Left deals. You lead the first trick."
    assert lines[2] == Narrator("jass", 0).hand(view)
    assert lines[2].startswith("Your hand, 9 cards. Hearts: ")

    brief = table(seed=1, verbosity="brief", fresh=True)
    lines = brief.run([], variant="jass")
    assert lines[1:3] == [
        "Deal 1. Left deals.",
        "9 cards: 3 hearts, 3 diamonds, 2 spades and 1 club.",
    ]


def test_the_six_exchange_names_the_keys_of_the_active_keymap(
    table: Callable[..., TableRun], tmp_path: Path
) -> None:
    run = table(seed=2)  # the player holds the six of trump in the first deal
    run.app.keymap = Keymap({**KEYMAP.bindings, "exchange_six": ("x",)}, KEYMAP.source)
    lines = run.run(["x"], variant="putz3")
    question = next(line for line in lines if line.startswith("You hold the six of "))
    assert re.fullmatch(
        r"You hold the six of (\w+)\. X exchanges it for the turned-up \w+ of \1; Enter keeps it\.",
        question,
    ), question
    assert any(re.match(r"You exchange the six of \w+ for the turned-up", line) for line in lines)


@pytest.mark.slow
def test_every_key_answers_on_the_game_over_screen(table: Callable[..., TableRun]) -> None:
    """Each key of the keymap (but those that leave the screen) and keys bound to nothing
    answer on the game-over screen; the screen stays until Enter."""
    run = table(seed=2)
    app = run.app
    leaving = {"play", "back", "rules"}
    every = {key for bound in KEYMAP.bindings.values() for key in bound}
    keys = sorted(key for key in every if KEYMAP.command_for(key, "table") not in leaving)
    answers: dict[str, int] = {}
    original = app.key

    def press(name: str) -> None:
        before = len(run.speech.spoken) + len(run.sounds.played) + run.speech.stops
        original(name)
        answers[name] = len(run.speech.spoken) + len(run.sounds.played) + run.speech.stops - before

    def script(app: App) -> Iterator[str]:
        yield from _through_the_game(app)
        app.key = press  # type: ignore[method-assign]
        yield from [*keys, "x", "z", "tab", "shift+x"]
        assert type(_screen(app)).__name__ == "GameOverScreen"
        yield "escape"

    lines = run.run(script, variant="putz3")
    assert lines[-1] == "Main menu: New game"
    assert [key for key, count in answers.items() if count == 0] == []
    assert len(answers) == len(keys) + 5


def test_confirm_unheard_is_a_stored_setting_checked_like_the_others(tmp_path: Path) -> None:
    settings = Settings(confirm_unheard=True)
    save_settings(settings, tmp_path)
    assert load_settings(tmp_path) == (settings, [])
    (tmp_path / "settings.toml").write_text('confirm_unheard = "yes"\n', encoding="utf-8")
    loaded, problems = load_settings(tmp_path)
    assert loaded.confirm_unheard is False
    assert len(problems) == 1
    assert "confirm_unheard must be true or false, not 'yes'" in problems[0]


def test_a_game_resumed_between_deals_still_answers_about_the_deal_just_finished(
    table: Callable[..., TableRun],
) -> None:
    first = table(seed=1)
    first.run(_until_between_deals, variant="jass")
    screen = first.app.screens[-1]
    assert isinstance(screen, TableScreen)
    expected = screen.session.narrator.last_trick(screen.session.facts_view())
    assert expected.startswith("Last trick: ")
    again = TableRun(first.folder, seed=99)
    lines = again.run(["down", "enter", "l", "p"])
    assert lines[-4:-2] == ["Jass resumed, deal 1.", "Press Enter to deal the next deal."]
    assert lines[-2] == f"Deal 1 is over. {expected}"
    assert re.fullmatch(r"Deal 1 is over\. Card points this deal: we \d+, they \d+\.", lines[-1])


# -- where a resumed deal stands ---------------------------------------------------------------


def test_a_game_resumed_mid_trick_says_trump_and_the_cards_on_the_table(
    table: Callable[..., TableRun],
) -> None:
    """Continue into a trick in play: before the turn the table says trump as A does and the
    cards on the table as C does, so that the player need not ask before playing."""
    game = new_game("jass", seed=5, first_dealer=0)
    game.apply_action(game.chance_outcome())
    while not (game.current_player == 0 and game.observation(0).trick):
        game.apply_action(game.legal_actions()[0])
    run = table()
    save_game(game, 0, run.folder)
    lines = run.run(["down", "enter"])
    at = lines.index("Jass resumed, deal 1.")
    narrator = Narrator("jass", 0)
    view = game.observation(0)
    assert lines[at + 1 : at + 3] == [narrator.trump(view), narrator.table_cards(view)]
    assert lines[at + 2].endswith(" is winning.")
    assert lines[at + 3].startswith("Your turn: ")


def test_a_bidding_resumed_says_the_bids_so_far(table: Callable[..., TableRun]) -> None:
    """Continue into Belote Contrée's auction at the player's bid: the bids made before the
    save are said before the prompt (they could not be heard again otherwise)."""
    from audiojass.rules.components import new_family_game
    from audiojass.rules.composed_variants import FAMILY_VARIANTS

    game = new_family_game(FAMILY_VARIANTS["belote_contree"], seed=21, first_dealer=3)
    game.apply_action(game.chance_outcome())
    game.apply_action(game.legal_actions()[0])  # the player passes
    while game.current_player != 0:
        legal = game.legal_actions()
        game.apply_action(legal[min(1, len(legal) - 1)])  # the others bid low
    run = table()
    save_game(game, 0, run.folder)
    lines = run.run(["down", "enter"])
    at = lines.index("Belote Contrée resumed, deal 1.")
    assert lines[at + 1].startswith("Your bid. Bids so far: You: pass. Right: ")
    assert lines[at + 2] == "Your bid: A opens the bids."


def test_between_deals_the_arrows_and_d_say_the_same_of_the_empty_hand(
    table: Callable[..., TableRun],
) -> None:
    def keys(app: App) -> Iterator[str]:
        for key in autoplay()(app):
            screen = app.screens[-1]
            if isinstance(screen, TableScreen) and screen.session.awaiting_continue():
                yield from ("right", "d")
                return
            yield key

    lines = table(seed=1).run(keys, variant="jass")
    assert lines[-2:] == ["Your hand is empty.", "Your hand is empty."]


class _Waiting(RecordingOutput):
    """A speech output that says nothing until ``finish``: every text waits, an interrupt
    or ``stop`` drops what waits (as the real outputs drop their queue)."""

    def __init__(self) -> None:
        super().__init__()
        self.queued: list[str] = []

    def speak(self, text: str, *, interrupt: bool) -> None:
        super().speak(text, interrupt=interrupt)
        if interrupt:
            self.queued = []
        self.queued.append(text)

    def stop(self) -> None:
        super().stop()
        self.queued = []

    def finish(self) -> None:
        super().finish()
        self.queued = []

    def waiting(self) -> list[str]:
        return list(self.queued)


def _turn_then(table: Callable[..., TableRun], heard: bool) -> list[str]:
    """Jass, seed 1: choose trump; the turn is announced with the focused card; S (which
    interrupts) before or after that announcement was heard; then Enter."""
    run = table(seed=1, fresh=True)
    speech = _Waiting()
    run.speech = run.app.speech = speech

    def keys(app: App) -> Iterator[str]:
        yield from ("a", "enter")
        while not (speech.texts and speech.texts[-1].startswith("Your turn: ")):
            yield "t"  # only repeats whose turn it is; the bots have played by now
        if heard:
            speech.finish()
        yield from ("s", "enter")

    return run.run(keys, variant="jass")


def test_a_turn_cut_off_before_it_was_heard_leaves_its_card_unheard(
    table: Callable[..., TableRun],
) -> None:
    """docs/playing.md: no card is played that the player has not heard on this turn. The turn names
    the focused card; S cuts that line off while it still waits to be said; Enter then says
    the card (a second Enter plays it). Heard before S, Enter plays it at once."""
    lines = _turn_then(table, heard=False)
    turn = next(line for line in reversed(lines) if line.startswith("Your turn: "))
    card = turn.removeprefix("Your turn: ").split(",")[0]
    assert lines[-1] == f"{card}, 1 of 9. Enter plays it."
    lines = _turn_then(table, heard=True)
    scores = max(i for i, line in enumerate(lines) if line.startswith("Scores: "))
    assert lines[scores + 1] == f"You lead the {card}."


def test_a_list_opened_by_a_key_interrupts_and_keeping_the_six_answers_at_once(
    table: Callable[..., TableRun],
) -> None:
    """A opens the trump list: its words interrupt (they waited behind the deal's
    narration). Enter keeps the six: the select cue answers at once while "You keep the
    six." waits its turn with the narration."""
    run = table(seed=1)
    run.run(["a"], variant="jass")
    text, interrupt = run.speech.spoken[-1]
    assert text.startswith("Choose trump: up and down, then Enter. ") and interrupt
    run = table(seed=2, fresh=True)  # the player holds the six of trump in the first deal
    before = 0

    def keys(app: App) -> Iterator[str]:
        nonlocal before
        before = len(run.sounds.played)
        yield "enter"

    lines = run.run(keys, variant="putz3")
    assert "You keep the six." in lines
    assert run.sounds.played[before][0] is Cue.SELECT
