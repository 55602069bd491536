"""The one trick-duty model (:mod:`audiojass.rules.duties`): the Swiss rule and klaverjas
1821's phases are instances of :class:`~audiojass.rules.duties.TrickDuties`, and their fast
paths give the masks of :func:`~audiojass.rules.duties.duty_legal_mask` (``docs/rules/swiss.md``
"Common to the Swiss games", ``docs/rules/family.md`` "Trick play" and "klaverjas_1821")."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from random import Random

import pytest

from audiojass.rules import klaverjas1821
from audiojass.rules.cards import mask_of, parse_cards
from audiojass.rules.duties import duty_legal_mask
from audiojass.rules.tricks import (
    SWISS_DUTIES,
    SWISS_DUTIES_NO_BUUR,
    SWISS_TABLE,
    is_swiss_duties,
    random_card,
    swiss_duties,
    swiss_legal_mask,
)
from audiojass.rules.tricks32 import DECK32

Legal = Callable[[int, list[int], int], int]


def _positions(
    rng: Random, deck: list[int], players: int, count: int, legal: Legal
) -> Iterator[tuple[int, list[int], int]]:
    """Random positions of random legal play: (hand, trick so far, mode) before each card."""
    size = len(deck) // players
    for _ in range(count):
        rng.shuffle(deck)
        hands = [sum(1 << card for card in deck[i * size : (i + 1) * size]) for i in range(players)]
        mode = rng.randrange(6 if len(deck) == 36 else 4)
        leader = rng.randrange(players)
        for _trick in range(size):
            trick: list[int] = []
            for offset in range(players):
                seat = (leader + offset) % players
                yield hands[seat], trick[:], mode
                card = random_card(legal(hands[seat], trick, mode), rng)
                hands[seat] &= ~(1 << card)
                trick.append(card)
            leader = (leader + rng.randrange(players)) % players


@pytest.mark.parametrize("buur", [True, False])
@pytest.mark.parametrize("players", [3, 4])
def test_swiss_fast_path_is_the_duties(buur: bool, players: int) -> None:
    duties = swiss_duties(buur)
    deck = list(range(36))
    seen = 0
    for hand, trick, mode in _positions(
        Random(players * 2 + buur),
        deck,
        players,
        150,
        lambda h, t, m: swiss_legal_mask(h, t, m, buur),
    ):
        fast = swiss_legal_mask(hand, trick, mode, buur)
        assert fast == duty_legal_mask(hand, trick, mode, duties, -1, SWISS_TABLE), (hand, trick)
        seen += 1
    assert seen > 1000


def test_swiss_duties_rows() -> None:
    assert swiss_duties() is SWISS_DUTIES and swiss_duties(False) is SWISS_DUTIES_NO_BUUR
    assert is_swiss_duties(SWISS_TABLE, SWISS_DUTIES)
    # the Buur exemption: hearts trump led, the only trump the jack
    hand = mask_of(parse_cards("HJ S7 D8"))
    (lead,) = parse_cards("H7")
    assert duty_legal_mask(hand, [lead], 0, SWISS_DUTIES, -1, SWISS_TABLE) == hand
    assert duty_legal_mask(hand, [lead], 0, SWISS_DUTIES_NO_BUUR, -1, SWISS_TABLE) == mask_of(
        parse_cards("HJ")
    )
    # a trump instead of following, but no undertrump
    hand = mask_of(parse_cards("S7 H6 H9"))
    trick = parse_cards("SA H10")
    assert duty_legal_mask(hand, trick, 0, SWISS_DUTIES, -1, SWISS_TABLE) == mask_of(
        parse_cards("S7 H9")
    )


def test_1821_phases_are_duties() -> None:
    rng = Random(1821)
    deck = list(DECK32)
    for phase, duties in (
        (1, klaverjas1821.PHASE_ONE_DUTIES),
        (2, klaverjas1821.KLAVERJAS_1821_DUTIES),
    ):
        for hand, trick, mode in _positions(
            rng, deck, 2, 100, lambda h, t, m, p=phase: klaverjas1821.fast_legal_mask(h, t, m, p)
        ):
            fast = klaverjas1821.fast_legal_mask(hand, trick, mode, phase)
            assert fast == duty_legal_mask(hand, trick, mode, duties, -1, klaverjas1821.TABLE_1821)
