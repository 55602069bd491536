"""The family's tables by ear, through the real loop in script mode: the completion after
the bidding said once to the seat that took the turned-up card; the melds and Belote as W
tells them and as they are announced, by hand or not; Klaberjass's sequences when nobody
declares one."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from conftest import TableRun, autoplay

from audiojass.app import App


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
