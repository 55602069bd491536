"""Nothing tells the other seats that a six-of-trump decision is pending (Putz), nor who holds
the six: not their observations, not the T key (``docs/rules/swiss.md`` "putz3": the holder of the
six of trump may exchange it before the first card; the six may just as well lie in the kitty)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from conftest import TableRun

from audiojass.app import TableScreen
from audiojass.rules import Deal, Game, KeepSix, Phase, new_game, parse_cards

# Putz for 3, dealer seat 2, forehand seat 0; the ace of hearts is turned up (hearts trump).
HANDS = [
    "H7 H8 S6 S7 S8 S9 S10 SJ SQ",
    "H6 H9 D6 D7 D8 D9 D10 DJ DQ",
    "H10 HJ HQ HK SK SA DK DA C6",
]
KITTY = "HA C7 C8 C9 C10 CJ CQ CK CA"


def swap(hands: list[str], kitty: str, one: str, other: str) -> tuple[list[str], str]:
    """The same deal with two cards exchanged wherever they lie."""
    table = {one: other, other: one}

    def fix(text: str) -> str:
        return " ".join(table.get(code, code) for code in text.split())

    return [fix(hand) for hand in hands], fix(kitty)


def dealt(hands: list[str], kitty: str) -> Game:
    game = new_game("putz3", seed=3, first_dealer=2)
    game.apply_action(Deal(tuple(tuple(parse_cards(h)) for h in hands), tuple(parse_cards(kitty))))
    return game


SIX_WITH_SEAT_1 = (HANDS, KITTY)
SIX_WITH_FOREHAND = swap(HANDS, KITTY, "H6", "S6")  # seat 0 holds the six, seat 1 the S6
SIX_IN_KITTY = swap(HANDS, KITTY, "H6", "C7")  # nobody holds it: play starts at once


def test_the_deals_are_what_the_tests_say() -> None:
    game = dealt(*SIX_WITH_SEAT_1)
    assert game.phase is Phase.SIX and game.current_player == 1
    game = dealt(*SIX_WITH_FOREHAND)
    assert game.phase is Phase.SIX and game.current_player == 0
    game = dealt(*SIX_IN_KITTY)
    assert game.phase is Phase.PLAY and game.current_player == 0


def test_a_third_seat_cannot_tell_who_holds_the_six_or_whether_anyone_does() -> None:
    views = [dealt(*deal).observation(2) for deal in (SIX_WITH_SEAT_1, SIX_WITH_FOREHAND)]
    no_decision = dealt(*SIX_IN_KITTY).observation(2)
    assert views[0] == views[1] == no_decision
    assert no_decision.phase is Phase.PLAY and no_decision.current_player == 0
    assert no_decision.legal_actions == ()


def test_the_forehand_waits_without_learning_who_holds_the_six() -> None:
    view = dealt(*SIX_WITH_SEAT_1).observation(0)
    assert view.phase is Phase.PLAY and view.current_player is None
    assert view.legal_actions == ()
    holder = dealt(*SIX_WITH_SEAT_1).observation(1)
    assert holder.phase is Phase.SIX and holder.current_player == 1
    assert len(holder.legal_actions) == 2


def test_keeping_the_six_stays_invisible_to_the_others() -> None:
    kept = dealt(*SIX_WITH_SEAT_1)
    kept.apply_action(KeepSix())
    assert kept.observation(2) == dealt(*SIX_IN_KITTY).observation(2)


def _turn_key(run: TableRun, game: Game, human: int) -> str:
    """The human presses T at the table while the game is in ``game``'s state (the bots have
    not acted yet: their first frame has not come)."""
    app = run.app
    session = app._session(game, human)
    app.screens.append(TableScreen(session))
    session.start()
    app.press("t")
    session.close()
    return run.lines[-1]


@pytest.mark.parametrize("deal", [SIX_WITH_SEAT_1, SIX_IN_KITTY])
def test_t_tells_a_third_seat_the_same_with_or_without_a_six_decision(
    table: Callable[..., TableRun], deal: tuple[list[str], str]
) -> None:
    assert _turn_key(table(), dealt(*deal), 2) == "Waiting for Right to play a card."


def test_t_tells_the_waiting_forehand_nothing_of_the_six(table: Callable[..., TableRun]) -> None:
    assert _turn_key(table(), dealt(*SIX_WITH_SEAT_1), 0) == "Waiting for play to start."


def test_t_tells_the_holder_to_decide(table: Callable[..., TableRun]) -> None:
    assert _turn_key(table(), dealt(*SIX_WITH_SEAT_1), 1) == (
        "Your turn to decide on the six of trump."
    )
