"""The family's partnership games (Klaverjas Amsterdam and Rotterdam, Belote, Belote Contrée)
at the table, through the real loop in script mode: whole seeded games with their bids, the
contract, roem, Belote, melds and settlement lines; the keys in the bidding phase; the window
drawn at every step; the menus grouped by country."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import TableRun, autoplay, short_game
from fakes import TableOutput

from audiojass import i18n
from audiojass.app import App, RulesScreen, TableScreen
from audiojass.i18n import t
from audiojass.narration import Narrator
from audiojass.rules import Phase
from audiojass.rules.components import new_family_game
from audiojass.rules.composed_variants import FAMILY_VARIANTS
from audiojass.screens import table_view
from audiojass.settings import THEMES
from audiojass.sound import Cue
from audiojass.table import TableSession, table_narrator
from audiojass.window import THEME_COLOURS, draw, view_of

FAMILY = ("klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree")


def in_order(lines: Sequence[str], expected: Sequence[str]) -> None:
    """Each expected line is said, in this order (other lines may come between)."""
    at = 0
    for line in expected:
        assert line in lines[at:], f"not said after line {at}: {line!r}"
        at = lines.index(line, at) + 1


def bid_of(code: str) -> Callable[[list[Any]], Any]:
    """A bidder for :func:`autoplay`: the bid with this code when the list holds it."""

    def choose(actions: list[Any]) -> Any:
        return next((action for action in actions if str(action) == code), None)

    return choose


def session_of(app: App) -> TableSession | None:
    screen = app.screens[-1] if app.screens else None
    if isinstance(screen, TableScreen) and screen.session.deck32:
        return screen.session
    return None


# --------------------------------------------------------------------------------------------
# whole games


@pytest.mark.slow
def test_klaverjas_amsterdam_is_played_by_ear_to_the_end(table: Callable[..., TableRun]) -> None:
    run = table(seed=1)
    lines = run.run(autoplay(), variant="klaverjas_amsterdam")
    assert lines[:7] == [
        "New game of Klaverjas (Amsterdam). Press F1 for the keys.",
        "Deal 1. Left deals. You lead the first trick.",
        "Your hand, 8 cards. Hearts: king, queen, nine, eight. Spades: eight, seven. "
        "Clubs: ace, eight.",
        "You choose trump: A opens the choices.",
        "Choose trump: up and down, then Enter. Hearts, 1 of 4",
        "You take hearts.",
        "We play in hearts: we must make more than them.",
    ]
    in_order(
        lines,
        [
            "We made it: we score 117 points, they score 45 points.",
            "Scores: we 117, they 45.",
            "Deal 2. You deal. Right leads the first trick.",
            "Right takes clubs.",
            "They play in clubs: they must make more than us.",
            "They are wet: we score all 162.",
            "Partner takes the trick with the jack of hearts: 27 points.",
            "Roem for us: 40 in all: 20, sequence of 3, and 20 for stuk.",
            "We made it: we score 204 points, they score 18 points.",
            "Game over. We win. Final scores: we 1635, they 769.",
        ],
    )
    assert Cue.ROEM in run.cues and Cue.BID in run.cues


@pytest.mark.slow
def test_klaverjas_rotterdam_says_roem_with_its_trick_and_wet(
    table: Callable[..., TableRun],
) -> None:
    lines = table(seed=1).run(autoplay(), variant="klaverjas_rotterdam")
    assert lines[0] == "New game of Klaverjas (Rotterdam). Press F1 for the keys."
    roem = lines.index("Roem for us: 50, sequence of 4.")
    assert lines[roem - 1] == "You take the trick: 20 points."  # the trick that scores it
    in_order(
        lines,
        [
            "They are wet: we score all 162.",
            "Roem for us: 50, sequence of 4.",
            "We are wet: they score all 162 and all 110 roem.",
            "Game over. They win. Final scores: we 1409, they 1581.",
        ],
    )


@pytest.mark.slow
def test_belote_turn_up_bids_completion_melds_and_belote(table: Callable[..., TableRun]) -> None:
    lines = table(seed=1).run(autoplay(), variant="belote")
    assert lines[:13] == [
        "New game of Belote. Press F1 for the keys.",
        "Deal 1. Left deals. You lead the first trick.",
        "The seven of clubs is turned up.",
        "Your hand, 5 cards. Hearts: king, queen, nine. Spades: seven. Clubs: eight.",
        "Your bid: A opens the bids.",
        "Your bid: take clubs or pass: up and down, then Enter. Pass, 1 of 2",
        "You pass.",
        "Right passes.",
        "Partner takes clubs.",
        "Partner took clubs: we must make more than them.",
        "Partner gets the seven of clubs; every hand is completed to 8 cards.",
        "You get the ace of hearts, the seven of hearts and the king of diamonds.",
        "Your hand, 8 cards. Hearts: ace, king, queen, nine, seven. Diamonds: king. "
        "Spades: seven. Clubs, trump: eight.",
    ]
    in_order(
        lines,
        [
            "Left takes the trick: 37 points.",
            "You have the best meld, 3 in sequence, hearts queen to ace: we score 20 for melds.",
            "You take the last trick with the seven of hearts: 15 points, including 10 for the "
            "last trick.",
            "We made it: we score 127 points, they score 55 points.",
            "They are dedans: we score all 182.",
            "Left says Belote.",
            "Left says Rebelote: 20 for them.",
            "We are dedans: they score all 182.",
            "You say Rebelote: 20 for us.",
            "Capot! We take every trick: 100 instead of 10 for the last trick. They took no "
            "trick: their 40 for melds do not count. We made it: we score 272 points, they "
            "score 0 points.",
            "Game over. We win. Final scores: we 1148, they 610.",
        ],
    )


@pytest.mark.slow
def test_belote_contree_auction_double_redouble_and_contract(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=1)
    lines = run.run(autoplay(bid=bid_of("bid:80:H")), variant="belote_contree")
    assert lines[:16] == [
        "New game of Belote Contrée. Press F1 for the keys.",
        "Deal 1. Left deals. You lead the first trick.",
        "Your hand, 8 cards. Hearts: king, queen, nine, eight. Spades: eight, seven. "
        "Clubs: ace, eight.",
        "Your bid: A opens the bids.",
        "Your bid: up and down change the contract value, left and right the suit, then Enter. "
        "Pass, 1 of 41",
        "80 in hearts, 2 of 41",
        "You bid 80 in hearts.",
        "Right bids 110 in hearts.",
        "Partner bids capot in diamonds.",
        "Left passes.",
        "Your bid: A opens the bids.",
        "Your bid: capot in diamonds by Partner stands: up and down, then Enter. Pass, 1 of 1",
        "You pass.",
        "Right doubles.",
        "Partner redoubles.",
        "Contract: capot in diamonds by Partner, redoubled: we must take every trick.",
    ]
    in_order(
        lines,
        [
            "Our capot failed, redoubled, times 4: they score 1000.",
            "Contract: capot in spades by Partner, doubled: we must take every trick.",
            "Our capot failed, doubled, times 2: they score 500.",
            "Contract: 140 in spades by Right, redoubled: they must make 140.",
            "Their contract failed, redoubled, times 4: we score 640.",
            "Game over. We win. Final scores: we 2140, they 1500.",
        ],
    )
    bids = [cue for cue, _, _ in run.sounds.played if cue is Cue.BID]
    assert len(bids) >= 6


@pytest.mark.slow
def test_brief_speech_stays_brief(table: Callable[..., TableRun]) -> None:
    lines = table(seed=1, verbosity="brief").run(autoplay(), variant="belote")
    assert lines[:13] == [
        "New game of Belote. Press F1 for the keys.",
        "Deal 1. Left deals.",
        "Turned up: seven of clubs.",
        "5 cards: 3 hearts, 1 spade and 1 club.",
        "Your bid: A opens the bids.",
        "Your bid: take clubs or pass: up and down, then Enter. Pass",
        "You: pass.",
        "Right: pass.",
        "Partner: clubs.",
        "We play clubs.",
        "Partner gets the seven of clubs.",
        "You get the ace of hearts, the seven of hearts and the king of diamonds.",
        "8 cards: 5 hearts, 1 diamond, 1 spade and 1 club.",
    ]
    in_order(
        lines,
        ["Melds for us: 20.", "Made (we): we 127, they 55.", "Left: Belote.", "Left: Rebelote."],
    )
    others = [line for line in lines if line.startswith(("Right: ", "Left: ", "Partner: "))]
    assert others and all(len(line.split()) <= 5 for line in others)


# --------------------------------------------------------------------------------------------
# keys


def _until_bidding(then: Sequence[str], *, human_bids: bool) -> Callable[[App], Iterator[str]]:
    """Play (autoplay) until the bidding phase with the human to bid (or another seat to
    bid), press ``then``, and stop."""

    def keys(app: App) -> Iterator[str]:
        for key in autoplay()(app):
            session = session_of(app)
            if session is not None and session.game.phase is Phase.TRUMP:
                mine = session.game.current_player == session.human
                if mine == human_bids and session.choice is None:
                    break
            yield key
        yield from then

    return keys


def test_keys_in_the_bidding_phase(table: Callable[..., TableRun]) -> None:
    run = table(seed=1)
    keys = ["t", "a", "down", "up", "f1", "escape", "h", "g", "s", "shift+s", "w", "c", "p"]
    lines = run.run(_until_bidding(keys, human_bids=True), variant="belote_contree")
    at = lines.index("Your bid: A opens the bids.")
    assert lines[at + 1 :] == [
        "Your turn to bid.",
        "Your bid: up and down change the contract value, left and right the suit, then Enter. "
        "Pass, 1 of 41",
        "80 in hearts, 2 of 41",  # down: the next contract value
        "Pass, 1 of 41",
        lines[at + 5],  # F1: the keys of the open list
        "Bids closed. A opens them again.",
        "There is no kitty to take in Belote Contrée.",
        "Belote Contrée has no six of trump to exchange.",
        "Scores: we 0, they 0. Playing to 2000.",
        "No deal is finished yet.",
        "Belote Contrée counts no melds and no Belote in this game.",
        "No cards on the table.",
        "Card points this deal: we 0, they 0.",
    ]
    assert lines[at + 5].startswith("Keys: ")
    assert (
        "Up arrow: the previous contract value. Down arrow: the next contract value. "
        "Left arrow: previous item. Right arrow: next item." in lines[at + 5]
    )


@pytest.mark.parametrize(
    ("first_dealer", "bids", "opening"),
    [
        (
            2,  # Left is forehand and bids: it may be doubled, and End goes there
            ["bid:90:C"],
            "Your bid: above 90 in clubs by Left: Up arrow and Down arrow change the contract "
            "value, Left arrow and Right arrow the suit, then Enter. End goes to Double, the last "
            "item. Pass, 1 of 34",
        ),
        (
            1,  # Partner bids, Left passes: a partner's contract is not doubled
            ["bid:80:D", "pass"],
            "Your bid: above 80 in diamonds by Partner: Up arrow and Down arrow change the "
            "contract value, Left arrow and Right arrow the suit, then Enter. Pass, 1 of 37",
        ),
    ],
)
def test_contree_bid_list_names_who_holds_the_contract_and_where_double_is(
    first_dealer: int, bids: list[str], opening: str
) -> None:
    """Contrée's bid list said "above 90 in clubs" without the bidder, which decides whether
    it may be doubled, and Double was the last of some 30 items, named nowhere."""
    game = new_family_game("belote_contree", seed=1, first_dealer=first_dealer)
    game.apply_action(game.chance_outcome())
    for bid in bids:
        game.apply_action(bid)
    out = TableOutput()
    session = TableSession(game, out, bot_delay=0, narrator=table_narrator)
    try:
        session.command("trump")
    finally:
        session.close()
    assert out.lines[-1] == opening


@pytest.mark.parametrize(
    ("verbosity", "said"),
    [("full", "Nobody took clubs: second round of bidding."), ("brief", "Second round.")],
)
def test_the_second_round_of_bidding_is_said_when_it_begins(verbosity: str, said: str) -> None:
    """Every seat passed the turned suit: nothing said that the bidding went on to a second
    round, in which another suit is named; the player learned it only from the list."""
    game = new_family_game("belote", seed=1, first_dealer=0)  # the human deals: bids last
    game.apply_action(game.chance_outcome())
    for _ in range(3):
        game.apply_action("pass")
    out = TableOutput()
    session = TableSession(game, out, bot_delay=0, narrator=table_narrator)
    session.set_verbosity(verbosity)
    try:
        session.command("trump")
        session.command("play")  # Pass, the first item
    finally:
        session.close()
    at = out.lines.index(said)
    assert out.lines[at - 1] in ("You pass.", "You: pass.")
    assert game.observation(0).bidding_round == 2


def test_a_and_t_while_another_seat_bids() -> None:
    game = new_family_game("belote", seed=1, first_dealer=0)  # Right is forehand
    game.apply_action(game.chance_outcome())
    game.apply_action("pass")
    out = TableOutput()
    session = TableSession(game, out, bot_delay=0, narrator=table_narrator)
    try:
        for command in ("trump", "turn", "play", "take_kitty", "table_cards"):
            session.command(command)
    finally:
        session.close()
    assert out.lines == [
        "Partner is bidding. Bids so far: Right: pass. The seven of clubs is turned up.",
        "First round, on clubs: waiting for Partner to bid.",
        "First round, on clubs: waiting for Partner to bid.",
        "There is no kitty to take in Belote.",
        "No cards on the table. The seven of clubs is turned up.",
    ]


@pytest.mark.parametrize("variant", ["klaverjas_amsterdam", "klaverjas_rotterdam"])
def test_klaverjas_trump_is_chosen_not_bid(variant: str) -> None:
    """In Klaverjas forehand names trump: A (and the window's trump line) says who chooses
    it, not "… is bidding. Nobody has bid yet." next to T's "to choose trump"."""
    lines = []
    for dealer in (0, 3):  # Right chooses, then the human does
        game = new_family_game(variant, seed=1, first_dealer=dealer)
        game.apply_action(game.chance_outcome())
        out = TableOutput()
        session = TableSession(game, out, bot_delay=0, narrator=table_narrator)
        try:
            lines.append(session.narrator.trump(session.view))
            session.command("turn")
        finally:
            session.close()
        lines.append(out.lines[-1])
    assert lines == [
        "Right is choosing trump.",
        "Waiting for Right to choose trump.",
        "You choose trump.",
        "Your turn to choose trump.",
    ]


def test_a_says_the_contract_during_play_and_after_the_deal(
    table: Callable[..., TableRun],
) -> None:
    def keys(app: App) -> Iterator[str]:
        asked = 0
        for key in autoplay()(app):
            session = session_of(app)
            if session is not None and asked == 0 and session.game.phase is Phase.PLAY:
                asked = 1
                yield "a"
            if session is not None and asked == 1 and session.awaiting_continue():
                asked = 2
                yield from ("a", "s")
                return
            yield key

    lines = table(seed=1).run(keys, variant="klaverjas_amsterdam")
    assert lines.count("We play in hearts: we must make more than them.") == 1
    assert lines.count("You chose hearts: we must make more than them.") == 1
    assert lines[-2:] == [
        "Deal 1 is over. You chose hearts: we had to make more than them.",
        "Scores: we 117, they 45. Playing to 1500. The game lasts 16 deals at most: 15 deals left.",
    ]


def test_a_refused_card_says_why(table: Callable[..., TableRun]) -> None:
    def keys(app: App) -> Iterator[str]:
        for key in autoplay()(app):
            session = session_of(app)
            if session is not None and session.game.current_player == session.human:
                game = session.game
                if game.phase is Phase.PLAY and session.view.trick:
                    hand = session.narrator.hand_order(session.view)
                    legal = set(game.legal_cards())
                    refused = [i for i, card in enumerate(hand) if card not in legal]
                    if refused:
                        yield "home"
                        yield from ["right"] * refused[0]
                        yield "enter"
                        return
            yield key

    run = table(seed=1)
    lines = run.run(keys, variant="belote")
    assert lines[-1] == "You must follow clubs."
    assert run.cues[-1] is Cue.ILLEGAL


def test_ctrl_f1_reads_the_family_rules(table: Callable[..., TableRun]) -> None:
    run = table(seed=1)
    run.run(_until_bidding(["ctrl+f1"], human_bids=True), variant="klaverjas_rotterdam")
    screen = run.app.screens[-1]
    assert isinstance(screen, RulesScreen)
    assert screen.variant == "klaverjas_rotterdam"
    assert any("Rotterdam rules" in paragraph for paragraph in screen.paragraphs())


# --------------------------------------------------------------------------------------------
# menus and the window


def test_new_game_lists_the_games_grouped_by_country(table: Callable[..., TableRun]) -> None:
    lines = table().run(["enter", *["down"] * 12])
    assert lines[-13:] == [
        "New game: Switzerland: Jass, 1 of 12",
        "Schieber, 2 of 12",
        "Putz for 3, 3 of 12",
        "Putz for 5, 4 of 12",
        "Netherlands: Klaverjas (Amsterdam), 5 of 12",
        "Klaverjas (Rotterdam), 6 of 12",
        "Klaverjas of 1821, 7 of 12",
        "France: Belote, 8 of 12",
        "Belote Contrée, 9 of 12",
        "International: Klaberjass for 2, 10 of 12",
        "Klaberjass for 3, 11 of 12",
        "Klaberjass for 4, 12 of 12",
        "Switzerland: Jass, 1 of 12",  # the list wraps
    ]


def test_a_family_game_starts_from_the_menu(table: Callable[..., TableRun]) -> None:
    lines = table().run(["enter", *["down"] * 8, "enter", "t"])
    assert "New game of Belote Contrée. Press F1 for the keys." in lines


@pytest.mark.slow
@pytest.mark.parametrize("variant", FAMILY)
def test_the_window_draws_every_step_of_a_family_game(
    variant: str, table: Callable[..., TableRun]
) -> None:
    """And in the games with a stock, the stock as C says it is shown under the trick."""
    surface = pygame.Surface((1000, 700))
    colours = THEME_COLOURS[THEMES[0]]
    drawn = 0
    stocks: list[tuple[str, str]] = []

    def keys(app: App) -> Iterator[str]:
        nonlocal drawn
        for key in autoplay()(app):
            session = session_of(app)
            if session is not None and session.game.deal_number > 2:
                return
            shown = draw(surface, view_of(app), colours, 100)
            drawn += 1
            if session is not None and session.choice is None:
                said = session.narrator.stock(session.view)
                stock = " ".join(item.text for item in shown if item.role == "stock")
                stocks.append((said, stock))
            yield key

    table(seed=2).run(keys, variant=variant)
    assert drawn > 50
    assert all(said == stock for said, stock in stocks)
    assert any(said for said, _ in stocks) == (
        variant in ("klaberjass2", "klaverjas_1821", "klaberjass3")
    )


# --------------------------------------------------------------------------------------------
# the program itself


@pytest.mark.slow
@pytest.mark.parametrize("variant", FAMILY)
def test_the_program_plays_a_family_game_to_the_end(variant: str, tmp_path: Path) -> None:
    """``audiojass --script - --variant V --seed 1 --bot-delay 0`` with the default opponents
    plays a short game (a lower target or fewer deals in the settings' game rules) to "Game
    over": the keys are those a player pressed in the same game in-process."""
    pressed: list[str] = []
    player = autoplay()

    def recording(app: App) -> Iterator[str]:
        for key in player(app):
            pressed.append(key)
            yield key

    run = TableRun(tmp_path / "a", seed=1)
    run.app.bots = None  # the settings' opponents, as the program without --bots
    run.app.repeatable_bots = True  # as script mode
    short_game(run.app, tmp_path / "b", variant)
    in_process = run.run(recording, variant=variant)
    assert any("Game over. " in line for line in in_process)

    environment = {**os.environ, "AUDIOJASS_HOME": str(tmp_path / "b")}
    environment.pop("SDL_VIDEODRIVER", None)
    args = ["--script", "-", "--variant", variant, "--seed", "1", "--bot-delay", "0"]
    done = subprocess.run(
        [sys.executable, "-m", "audiojass", *args],
        input="".join(f"{key}\n" for key in pressed),
        capture_output=True,
        text=True,
        timeout=170,
        env=environment,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1:] == in_process
    assert any("Game over. " in line for line in lines)


def test_a_family_game_left_is_continued(table: Callable[..., TableRun]) -> None:
    def keys(app: App) -> Iterator[str]:
        for key in autoplay()(app):
            session = session_of(app)
            if session is not None and len(session.game.tricks) >= 2:
                break
            yield key
        yield from ("escape", "enter", "down", "enter", "a", "w")

    run = table(seed=1)
    lines = run.run(keys, variant="belote")
    at = lines.index("Continue: Belote, deal 1, 2 of 6")
    assert lines[at + 1] == "Belote resumed, deal 1."
    assert lines[-2:] == [
        "Partner took clubs: we must make more than them. The turned-up card was the seven of "
        "clubs. Bids: You: pass. Right: pass. Partner: clubs.",
        "We showed a meld worth 20: you show 3 in sequence, hearts queen to ace.",
    ]
    session = session_of(run.app)
    assert session is not None and len(session.game.tricks) == 2


def test_family_game_rules_are_set_in_options_and_said_at_the_start(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=1)
    options = ["down", "down", "enter", "down", "down", "enter"]  # Options → Game rules
    contree = [*["up"] * 4, "enter", "down", "right", "up"]  # Contrée: melds on; the target
    back = ["escape", "escape", "escape", "escape"]
    new_contree = ["home", "enter", *["up"] * 4, "enter"]
    lines = run.run([*options, *contree, *back, *new_contree])
    assert "Belote Contrée: standard rules, 9 of 12" in lines
    in_order(
        lines,
        [
            "Melds and Belote: counted, 2 of 4",
            "Target: 3000 points, 1 of 4",
            "Game rules: Belote Contrée: 2 rules changed, 9 of 12",
            "Playing to 3000.",
            "Melds and Belote are counted.",
            "New game of Belote Contrée. Press F1 for the keys.",
        ],
    )
    assert run.app.settings.rules == {"belote_contree": {"melds": True}}


class Passer:
    """A bot that passes whenever it may, and otherwise does the first legal thing."""

    def act(self, observation: Any) -> Any:
        legal = list(observation.legal_actions)
        return next((action for action in legal if str(action) == "pass"), legal[0])


def _bots_pass(game: Any, out: TableOutput) -> TableSession:
    bots: dict[int, Any] = {seat: Passer() for seat in (1, 2, 3)}
    return TableSession(game, out, bots=bots, bot_delay=0, narrator=table_narrator)


def _settle(session: TableSession) -> None:
    for _ in range(200):  # bounded: the bots answer at once
        if session.is_idle():
            return
        session.tick()
        pending = session._pending
        if pending is not None:
            pending.result(timeout=10)
    raise AssertionError("the bots did not finish")


def test_an_annulled_deal_is_said_and_the_next_deal_follows() -> None:
    game = new_family_game("belote", seed=1, first_dealer=3)  # the player is forehand
    out = TableOutput()
    session = _bots_pass(game, out)
    try:
        session.start()
        for _ in range(2):  # pass in both rounds: A opens the list, Enter passes
            session.command("trump")
            session.command("play")
            _settle(session)
        assert session.awaiting_continue()
        at = out.lines.index("Everybody passed: the deal is dealt again by the next dealer.")
        assert out.lines[at - 1] == "Left passes."
        assert out.lines[at + 1 :] == [
            "Scores: we 0, they 0.",
            "Press Enter to deal the next deal.",
        ]
        session.command("play")
        assert out.lines[-1].startswith("Your hand, 5 cards.") or "Deal 2." in " ".join(out.lines)
        assert game.deal_number == 2
    finally:
        session.close()


def test_the_window_shows_the_bids_and_then_the_contract() -> None:
    game = new_family_game("belote_contree", seed=1, first_dealer=0)  # Right is forehand
    game.apply_action(game.chance_outcome())
    game.apply_action("bid:90:S")  # Right
    game.apply_action("pass")  # Partner
    game.apply_action("pass")  # Left
    out = TableOutput()
    session = _bots_pass(game, out)
    try:
        assert table_view(session).trump == (
            "Your bid. Bids so far: Right: 90 in spades. Partner: pass. Left: pass."
        )
        session.command("trump")
        assert table_view(session).choice is not None
        session.command("play")  # pass: the contract stands
        _settle(session)
        view = table_view(session)
        assert view.trump == "Contract: 90 in spades by Right: they must make 90."
        assert sum(len(row.cards) for row in view.hand) == 8
        assert len(view.trick) == 3 and view.trick[0].startswith("Right: ")
    finally:
        session.close()


def test_a_drawn_game_is_said_as_a_draw() -> None:
    from audiojass.rules.actions import GameEnded

    narrator = Narrator(FAMILY_VARIANTS["belote"])
    lines = narrator.told([GameEnded((1010, 1010), (0, 1))]).lines
    assert lines == ["Game over: a draw. Final scores: we 1010, they 1010."]


@pytest.mark.slow
@pytest.mark.parametrize("variant", FAMILY)
@pytest.mark.parametrize("eager", [False, True])
def test_key_storms_never_break_a_family_game(variant: str, eager: bool) -> None:
    """Random keys (and the autoplayer's next decisions) in a family game: every press is
    answered, nothing raises, the game stays legal and saved (test_key_storm's checks)."""
    from random import Random

    from test_key_storm import TOKENS, storm

    rng = Random(f"{variant}/{eager}")
    for seed in range(3):
        tokens = [rng.choice(TOKENS) for _ in range(250)]
        assert storm(variant, tokens, eager, seed, late=False) > 100


def test_f1_names_what_a_and_w_do_in_the_family(table: Callable[..., TableRun]) -> None:
    lines = table(seed=1).run(_until_bidding(["f1"], human_bids=True), variant="belote")
    assert lines[-1].startswith(
        "Keys: A: bid, or hear the bids and the contract. Enter: open the bid list. "
    )
    assert " W: the melds and Belote of this deal. " in lines[-1]
    lines = table(seed=1, fresh=True).run(["f1", "w"], variant="klaverjas_amsterdam")
    assert " W: the roem of this deal. " in lines[-2]
    assert lines[-1] == "No roem yet in this deal."


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "de",
            [
                "Neues Spiel: Klaverjas (Amsterdam). Drücke F1 für die Tasten.",
                "Runde 1. Links gibt. Du hast Vorhand.",
                "Deine Hand: 8 Karten. Herz: König, Dame, Neun, Acht. Schaufel: Acht, Sieben. "
                "Kreuz: Ass, Acht.",
                "Du wählst Trumpf: A öffnet die Auswahl.",
                "Stand: wir 0, sie 0. Gespielt wird bis 1500. Das Spiel dauert höchstens 16 "
                "Runden: noch 16 Runden.",
                "Trumpf wählen: Pfeil nach oben und Pfeil nach unten, dann Enter. Herz, 1 von 4",
            ],
        ),
        (
            "fr",
            [
                "Nouvelle partie de Klaverjas (Amsterdam). Appuyez sur F1 pour les touches.",
                "Donne 1. Gauche donne. Vous avez la main.",
                "Votre main, 8 cartes. Cœur : roi, dame, neuf, huit. Pique : huit, sept. "
                "Trèfle : as, huit.",
                "Vous choisissez l'atout : A ouvre les choix.",
                "Score : nous 0, eux 0. Partie en 1500. La partie dure au plus 16 donnes : encore "
                "16 donnes.",
                "Choisir l'atout : flèche haut et flèche bas, puis Entrée. Cœur, 1 sur 4",
            ],
        ),
    ],
)
def test_the_table_in_german_and_french(
    language: str, expected: list[str], table: Callable[..., TableRun]
) -> None:
    i18n.use(language)
    lines = table(seed=1).run(
        _until_bidding(["s", "a"], human_bids=True), variant="klaverjas_amsterdam"
    )
    assert lines == expected


def test_deals_left_in_the_singular_and_at_the_end() -> None:
    said = {}
    for language in ("en", "de", "fr", "nl"):
        i18n.use(language)
        said[language] = [t("table-family-deals-left", limit=16, left=left) for left in (2, 1, 0)]
    assert said["en"][1:] == [
        "The game lasts 16 deals at most: 1 deal left.",
        "The game lasts 16 deals at most: this was the last.",
    ]
    assert said["de"][1:] == [
        "Das Spiel dauert höchstens 16 Runden: noch 1 Runde.",
        "Das Spiel dauert höchstens 16 Runden: das war die letzte.",
    ]
    assert said["fr"] == [
        "La partie dure au plus 16 donnes : encore 2 donnes.",
        "La partie dure au plus 16 donnes : encore 1 donne.",
        "La partie dure au plus 16 donnes : c'était la dernière.",
    ]
    assert said["nl"][1] == "Het potje duurt hoogstens 16 spellen: nog 1 spel."


def test_a_game_continued_between_deals_still_answers_about_the_deal(
    table: Callable[..., TableRun],
) -> None:
    def keys(app: App) -> Iterator[str]:
        for key in autoplay()(app):
            session = session_of(app)
            if session is not None and session.awaiting_continue():
                break
            yield key
        yield from ("escape", "enter", "down", "enter", "a", "l")

    lines = table(seed=1).run(keys, variant="klaverjas_amsterdam")
    assert lines[-4:] == [
        "Klaverjas (Amsterdam) resumed, deal 1.",
        "Press Enter to deal the next deal.",
        "Deal 1 is over. You chose hearts: we had to make more than them.",
        lines[-1],
    ]
    assert lines[-1] == (
        "Deal 1 is over. Last trick: Partner: nine of spades; Left: queen of diamonds; You: "
        "eight of clubs; Right: nine of diamonds. Partner takes it, 13 points."
    )


def test_a_klaverjas_game_ended_by_the_deal_count_says_so() -> None:
    from audiojass.rules.actions import GameEnded

    narrator = Narrator(FAMILY_VARIANTS["klaverjas_rotterdam"])
    assert narrator.told([GameEnded((1409, 1381), (0,))]).lines == [
        "All 16 deals are played. Game over. We win. Final scores: we 1409, they 1381."
    ]
    assert narrator.told([GameEnded((1509, 1381), (0,))]).lines == [
        "Game over. We win. Final scores: we 1509, they 1381."
    ]


def test_s_after_a_klaverjas_game_counts_no_deals_left() -> None:
    """During the game S says how many deals are left; after it (the 16 deals played or the
    target reached) only the final scores and the target."""
    game = new_family_game("klaverjas_amsterdam", seed=3, first_dealer=0)
    narrator = Narrator(game.variant)
    during = ""
    while not game.is_terminal():
        if game.is_chance_node():
            game.apply_action(game.chance_outcome())
            if game.deal_number == 2:
                during = narrator.scores(game.observation(0))
            continue
        game.apply_action(game.legal_actions()[0])
    assert "deals left" in during
    after = narrator.scores(game.observation(0))
    assert after.startswith("Scores: we ")
    assert "left" not in after


def test_klaverjas_forehand_is_told_to_choose_trump_not_to_bid(
    table: Callable[..., TableRun],
) -> None:
    """docs/rules/family.md: in Klaverjas forehand must name a suit; F1, closing the list and T
    speak of choosing trump, as the prompt does."""
    lines = table(seed=21).run(["f1", "a", "escape", "t"], variant="klaverjas_amsterdam")
    assert "You choose trump: A opens the choices." in lines
    help_line = next(line for line in lines if line.startswith("Keys: "))
    assert "A: choose trump, or hear trump and who chose it." in help_line
    assert lines[-2:] == ["Choice closed. A opens it again.", "Your turn to choose trump."]
