"""The family's tables by ear, through the real loop in script mode: the completion after
the bidding said once to the seat that took the turned-up card; the melds and Belote as W
tells them and as they are announced, by hand or not; Klaberjass's sequences when nobody
declares one."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from conftest import TableRun, autoplay

from audiojass.app import App, TableScreen
from audiojass.rules import Phase
from audiojass.rules.components import AnnounceMelds, SayBelote
from audiojass.table import TableSession


def after_deals(deals: int, *keys: str) -> Callable[[App], Iterator[str]]:
    """Autoplay until the deal after ``deals`` deals begins, then press ``keys``."""

    def script(app: App) -> Iterator[str]:
        yield from autoplay(deals=deals)(app)
        yield from keys

    return script


def test_the_taker_hears_the_cards_they_get_once(table: Callable[..., TableRun]) -> None:
    lines = table(seed=3).run(["a", "down", "enter"], variant="belote")
    at = lines.index("You took spades: we must make more than them.")
    assert lines[at + 1 : at + 3] == [
        "You get the jack of hearts, the queen of spades and the eight of spades; every hand "
        "is completed to 8 cards.",
        "Your hand, 8 cards. Hearts: ace, queen, jack. Diamonds: king. Spades, trump: queen, "
        "eight. Clubs: queen, jack.",
    ]


def test_the_taker_hears_the_cards_they_get_once_in_brief(
    table: Callable[..., TableRun],
) -> None:
    lines = table(seed=3, verbosity="brief").run(["a", "down", "enter"], variant="belote")
    at = lines.index("We play spades.")
    assert lines[at + 1 : at + 3] == [
        "You get the jack of hearts, the queen of spades and the eight of spades.",
        "8 cards: 3 hearts, 1 diamond, 2 spades and 2 clubs.",
    ]


def test_the_dealer_of_klaberjass_for_4_hears_the_cards_they_get_once(
    table: Callable[..., TableRun],
) -> None:
    lines = table(seed=1).run(after_deals(1, "a", "enter"), variant="klaberjass4")
    at = lines.index("Right took clubs: they must make more than us.")
    assert lines[at + 1] == (
        "You get the ten of hearts and the nine of spades; every hand is completed to 8 cards."
    )
    assert lines[at + 2].startswith("Your hand, 8 cards.")


def saying_belote(*after: str) -> Callable[[App], Iterator[str]]:
    """Autoplay (the first bid, the first playable card from the left) until the player may
    say Belote; then W, the arrows to "Say Belote", Enter, and ``after``."""

    def script(app: App) -> Iterator[str]:
        while True:
            screen = app.screens[-1] if app.screens else None
            if not isinstance(screen, TableScreen):
                return
            session = screen.session
            game = session.game
            if session.awaiting_continue():
                yield "enter"
                continue
            if game.current_player != session.human:
                yield "t"
                continue
            if game.phase is Phase.TRUMP:
                yield "a" if session.choice is None else "enter"
                continue
            if session.choice is not None:
                yield "escape"
                continue
            offered = session._announcements() if isinstance(session, TableSession) else []
            says = [i for i, action in enumerate(offered) if isinstance(action, SayBelote)]
            if says:
                yield "w"
                yield from ["down"] * says[0]
                yield "enter"
                yield from after
                return
            hand = session.narrator.hand_order(session.view)
            legal = set(game.legal_cards())
            yield "home"
            yield from ["right"] * next(i for i, card in enumerate(hand) if card in legal)
            yield "enter"

    return script


def announcing_by_hand(table: Callable[..., TableRun], seed: int, variant: str) -> TableRun:
    run = table(seed=seed, bots="easy")
    run.app.settings.rules = {variant: {"manual_announce": True}}
    return run


def test_w_tells_the_belote_just_said(table: Callable[..., TableRun]) -> None:
    lines = announcing_by_hand(table, 1, "belote").run(saying_belote("w"), variant="belote")
    assert lines[-2:] == [
        "You say Belote: the king and queen of trump will count.",
        "You said Belote.",
    ]


def test_w_tells_the_bela_just_said(table: Callable[..., TableRun]) -> None:
    run = announcing_by_hand(table, 5, "klaberjass2")
    lines = run.run(saying_belote("w"), variant="klaberjass2")
    assert lines[-2:] == [
        "You say Bela: the king and queen of trumps will count.",
        "You said Bela.",
    ]


def test_klaberjass_says_that_nobody_declares_a_sequence_and_w_after_the_first_trick(
    table: Callable[..., TableRun],
) -> None:
    keys = ["a", "enter", "a", "up", "enter", "down", "down", "enter", "w"]
    lines = table(seed=5).run(keys, variant="klaberjass2")
    at = lines.index("Nobody declares a sequence.")
    assert lines[at + 1] == "You lead the ten of hearts."
    assert lines[-1] == "Nobody declared a sequence in this deal."


def test_klaberjass_3_and_4_hear_a_forehand_without_a_sequence(
    table: Callable[..., TableRun],
) -> None:
    lines = table(seed=4).run(["a", "enter", "enter"], variant="klaberjass3")
    at = lines.index("You: no sequence.")
    assert lines[at + 1 : at + 3] == ["Right: a sequence worth 20.", "Left: good."]
    lines = table(seed=6, fresh=True).run(["a", "enter", "enter"], variant="klaberjass4")
    at = lines.index("You: no sequence.")
    assert lines[at + 1 : at + 3] == ["Right: a sequence worth 20.", "Partner: good."]


def playing_past_melds(app: App) -> Iterator[str]:
    """Autoplay until melds may be announced by hand; then the first playable card, heard
    with the arrows, and one Enter."""
    while True:
        screen = app.screens[-1] if app.screens else None
        if not isinstance(screen, TableScreen):
            return
        session = screen.session
        game = session.game
        if session.awaiting_continue():
            yield "enter"
            continue
        if game.current_player != session.human:
            yield "t"
            continue
        if game.phase is Phase.TRUMP:
            yield "a" if session.choice is None else "enter"
            continue
        hand = session.narrator.hand_order(session.view)
        legal = set(game.legal_cards())
        yield "home"
        yield from ["right"] * next(i for i, card in enumerate(hand) if card in legal)
        offered = session._announcements() if isinstance(session, TableSession) else []
        if any(isinstance(action, AnnounceMelds) for action in offered):
            yield "enter"
            return
        yield "enter"


def test_one_enter_past_the_melds_says_they_are_not_announced(
    table: Callable[..., TableRun],
) -> None:
    lines = announcing_by_hand(table, 7, "belote").run(playing_past_melds, variant="belote")
    at = lines.index("You do not announce your melds.")
    assert lines[at - 1 : at + 2] == [
        "ten of spades, 3 of 8",
        "You do not announce your melds.",
        "You play the ten of spades.",
    ]
    assert lines.count("You do not announce your melds.") == 1
