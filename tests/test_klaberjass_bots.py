"""The bots in the family's games with a stock or fewer seats (Klaberjass for 2, 3 and 4, the
klaverjas of 1821): the search's deals rebuilt by replay, bidding, the dix, card play, always
legal and never peeking."""

from __future__ import annotations

import random

import pytest

from audiojass.bots.family_knowledge import FamilyKnowledge
from audiojass.bots.family_replay import deal_value, replayed
from audiojass.bots.family_rule import no_trumps_strength, sequence_points
from audiojass.rules.cards import mask_of, parse_cards
from audiojass.rules.family_game import FamilyGame, new_family_game
from audiojass.rules.game import Phase


def _mask(codes: str) -> int:
    return mask_of(parse_cards(codes))


def _random_point(variant: str, seed: int, rng: random.Random) -> FamilyGame | None:
    """A game of ``variant`` some random actions into its first deal, at a decision of the
    first deal (None if the deal ended first)."""
    game = new_family_game(variant, seed=seed, target=10**9)
    game.apply_action(game.chance_outcome())
    for _ in range(rng.randrange(40)):
        if game.deal_number != 1 or game.phase not in (Phase.TRUMP, Phase.PLAY):
            return None
        game.apply_action(rng.choice(game.legal_actions()))
    if game.deal_number != 1 or game.phase not in (Phase.TRUMP, Phase.PLAY):
        return None
    return game


@pytest.mark.parametrize("variant", ["belote", "klaverjas_amsterdam", "belote_contree"])
def test_a_replayed_deal_holding_the_real_cards_is_the_real_game(variant: str) -> None:
    """Rebuilt from the observation with the true hands and stock, the replayed game gives
    the seat the same observation and holds the same hands; the true hands lie within what
    the seat may know of each."""
    rng = random.Random(3)
    compared = 0
    for seed in range(40):
        game = _random_point(variant, seed, rng)
        if game is None:
            continue
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        rebuilt = replayed(view, game.hands[:], [int(c) for c in game.stock], random.Random(1))
        assert rebuilt is not None
        assert rebuilt.observation(seat) == view
        assert rebuilt.hands == game.hands
        knowledge = FamilyKnowledge.from_observation(view)
        for other in range(game.players):
            assert game.hands[other] & ~knowledge.possible(other) == 0
        compared += 1
    assert compared > 25


def test_a_replay_refuses_a_sample_the_cards_played_rule_out() -> None:
    """A sample giving a seat a card it has already played cannot be replayed."""
    rng = random.Random(4)
    for seed in range(40):
        game = _random_point("belote", seed, rng)
        if game is None or game.phase is not Phase.PLAY or not game.tricks:
            continue
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        hands = game.hands[:]
        other = (seat + 1) % 4
        played = int(view.tricks[0].cards[0])
        hands[other] |= 1 << played
        assert replayed(view, hands, [], random.Random(1)) is None
        return
    pytest.fail("no position after a trick")


def test_sequence_points_count_each_run_once_at_its_length() -> None:
    assert sequence_points(_mask("H7 H8 H9")) == 20
    assert sequence_points(_mask("H7 H8 H9 H10")) == 50
    assert sequence_points(_mask("H7 H8 H9 H10 HJ")) == 50
    assert sequence_points(_mask("H7 H8 H9 H10 HJ"), zensa=True) == 100
    assert sequence_points(_mask("HQ HK HA SQ SK SA")) == 40
    assert sequence_points(_mask("H7 H8 H10 HJ")) == 0


def test_no_trumps_strength_counts_aces_and_guarded_tens() -> None:
    assert no_trumps_strength(_mask("HA SA DA")) == 42
    assert no_trumps_strength(_mask("HA H10 HK")) == 25
    assert no_trumps_strength(_mask("H10 HK SQ")) == 0


def test_deal_value_is_own_score_against_the_others_mean() -> None:
    assert deal_value((30, 10), 0) == 20
    assert deal_value((30, 10), 1) == -20
    assert deal_value((0, 40, 20), 1) == 30
