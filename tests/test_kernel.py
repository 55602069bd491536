"""The bitmask trick-play kernel (:class:`~audiojass.rules.tricks.TrickPlay`) plays the card
play of any game from a card table and trick duties: for seeded random card play of every
family variant (and its trick-play options) it gives the full engine's legal masks, trick
winners and card points (``docs/rules/family.md`` "Common", "Trick play", "klaverjas_1821")."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from audiojass.rules.actions import PlayCard, TrickWon
from audiojass.rules.cards import Card
from audiojass.rules.components import ContractGame, Phase, new_family_game
from audiojass.rules.composed_variants import FAMILY_VARIANTS
from audiojass.rules.klaverjas1821 import (
    KLAVERJAS_1821_DUTIES,
    PHASE_ONE_DUTIES,
    PHASE_ONE_TRICKS,
    TABLE_1821,
)
from audiojass.rules.tricks import TrickPlay, random_card
from audiojass.rules.tricks32 import FAMILY_TABLE

CASES: list[tuple[str, dict[str, Any]]] = [(name, {}) for name in FAMILY_VARIANTS] + [
    ("klaverjas_amsterdam", {"play_rules": "002"}),
    ("klaberjass2", {"bare_jass": True}),
    ("klaberjass3", {"bare_jass": True}),
    ("klaberjass4", {"bare_jass": True}),
]


def _to_card_play(game: ContractGame, rng: Random) -> bool:
    """Play random actions until the first card of a deal; False if the game ended."""
    while not (game.phase is Phase.PLAY and not game.tricks and not game.trick):
        if game.is_terminal():
            return False
        game.apply_action(rng.choice(game.legal_actions()))
    return True


def _kernel(game: ContractGame) -> TrickPlay:
    """The kernel of the rest of ``game``'s deal (the game at the start of a trick)."""
    left = game.tricks_per_deal - len(game.tricks)
    if game.variant.name == "klaverjas_1821":
        phase_one = len(game.tricks) < PHASE_ONE_TRICKS
        return TrickPlay(
            game.hands[:],
            game.mode,
            game.leader,
            left,
            table=TABLE_1821,
            duties=PHASE_ONE_DUTIES if phase_one else KLAVERJAS_1821_DUTIES,
            last_trick_bonus=game.rules.scoring.last_trick,
        )
    return TrickPlay(
        game.hands[:],
        game.mode,
        game.leader,
        left,
        table=FAMILY_TABLE,
        duties=game.rules.duties,
        last_trick_bonus=game.rules.scoring.last_trick,
    )


@pytest.mark.parametrize(("name", "options"), CASES, ids=lambda case: str(case))
def test_kernel_plays_as_the_engine(name: str, options: dict[str, Any]) -> None:
    rng = Random(f"{name}{sorted(options.items())}")
    game = new_family_game(name, seed=rng.randrange(10**6), **options)
    deals = cards = 0
    while deals < 12 and _to_card_play(game, rng):
        deals += 1
        kernel = _kernel(game)
        taken = [0] * game.players
        while game.phase is Phase.PLAY:
            if not game.trick and name == "klaverjas_1821" and len(game.tricks) <= PHASE_ONE_TRICKS:
                kernel = _kernel(game)  # phase 1 draws from the stock after each trick
                taken = [0] * game.players
            assert kernel.to_move == game.to_move
            assert kernel.hands == game.hands
            legal = game.legal_mask()
            assert kernel.legal_mask() == legal, (name, game.trick)
            plays = [a for a in game.legal_actions() if isinstance(a, PlayCard)]
            assert len(plays) == legal.bit_count()
            others = [a for a in game.legal_actions() if not isinstance(a, PlayCard)]
            if others and rng.random() < 0.5:
                game.apply_action(rng.choice(others))  # an announcement: no card played
                continue
            card = random_card(legal, rng)
            winner = kernel.play(card)
            events = game.apply_action(PlayCard(Card(card)))
            cards += 1
            won = [event for event in events if isinstance(event, TrickWon)]
            if won:
                assert winner == won[0].seat
                if kernel.tricks_left:
                    assert kernel.tricks_left == game.tricks_per_deal - len(game.tricks)
                else:
                    assert won[0].last
                assert kernel.trick == game.trick == []
                taken[won[0].seat] += won[0].points
                assert kernel.points == taken, (name, won)
            else:
                assert winner == -1
    assert deals >= 3 and cards > 100
