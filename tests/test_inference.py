"""Inference from play: the true deal is never excluded, and the fast tables agree with the
rule player's trump scores and the engine's Weis."""

from __future__ import annotations

import random

import pytest

from audiojass.bots import RandomBot, RuleBot
from audiojass.bots.heuristics.swiss import SCHIEBEN_BELOW, trump_scores
from audiojass.bots.inference import (
    Inference,
    choice_likelihood,
    meld_points,
    mode_scores,
    schieben_likelihood,
)
from audiojass.bots.knowledge import ALL_CARDS, Knowledge
from audiojass.rules import Card, ChooseTrump, Phase, TrumpMode, new_game
from audiojass.rules.tricks import TRUMP_STRENGTH
from audiojass.rules.weis import find_melds

VARIANTS = {
    "jass": {},
    "schieber": {},
    "schieber-manual": {"manual_weis": True},
    "putz3": {},
    "putz5": {},
}


def _positions(name: str, games: int):
    """(game, seat) for every decision of seeded games of rule and random players."""
    options = VARIANTS[name]
    variant = name.split("-")[0]
    for seed in range(games):
        game = new_game(variant, seed=seed, first_dealer=seed % 3, **options)
        game.apply_action(game.chance_outcome())
        players = game.players
        bots = [
            RuleBot(seed + s) if (seed + s) % 3 else RandomBot(seed + s) for s in range(players)
        ]
        while not game.is_chance_node() and game.phase is not Phase.OVER:
            seat = game.current_player
            assert seat is not None
            yield game, seat
            game.apply_action(bots[seat].act(game.observation(seat)))


@pytest.mark.slow
@pytest.mark.parametrize("name", VARIANTS)
def test_the_true_deal_is_admitted_and_keeps_a_positive_weight(name: str) -> None:
    checked = weighed = 0
    for game, seat in _positions(name, 120):
        view = game.observation(seat)
        hands = [sum(card.bit for card in game.hand(s)) for s in range(game.players)]
        if view.trump is not None and view.phase is Phase.PLAY:
            knowledge = Knowledge.from_observation(view)
            for other in range(game.players):
                if other == seat:
                    continue
                true = hands[other]
                assert true.bit_count() == knowledge.sizes[other]
                assert knowledge.known[other] & ~true == 0, (name, other)
                assert true & ~(knowledge.allowed[other] | knowledge.known[other]) == 0
                assert true & ~(knowledge.unseen | knowledge.known[other]) == 0
            checked += 1
        inference = Inference.from_observation(view)
        if inference is not None:
            weight = inference.weight(hands)
            assert weight > 0
            for other, declared in inference.weis.items():
                # the true dealt hand never contradicts a declaration
                held = meld_points(hands[other] | inference.played_by[other])
                assert held == declared if inference.exact_weis else held >= declared
            weighed += 1
    assert checked >= 2000
    if not name.startswith("putz"):
        assert weighed >= 1500
    else:
        assert weighed == 0  # no inference in Putz


def test_the_chooser_with_trumps_weighs_more_than_one_without() -> None:
    """After spades were chosen, a deal giving the chooser the jack, nine and ace of spades
    weighs more than one giving them no spade."""
    game = new_game("jass", seed=3, first_dealer=3)
    game.apply_action(game.chance_outcome())
    assert game.current_player == 0
    game.apply_action(ChooseTrump(TrumpMode.SPADES))
    view = game.observation(1)
    inference = Inference.from_observation(view)
    assert inference is not None
    assert inference.chooser == 0
    spades = [Card.of(2, rank) for rank in (5, 3, 8, 0, 1)]
    strong = sum(c.bit for c in spades) | sum(Card.of(0, r).bit for r in range(4))
    weak = sum(Card.of(0, r).bit for r in range(9))
    assert inference.weight([strong, 0, 0, 0]) > 10 * inference.weight([weak, 0, 0, 0])


def test_likelihoods() -> None:
    assert schieben_likelihood(SCHIEBEN_BELOW, True) == pytest.approx(0.5)
    assert schieben_likelihood(SCHIEBEN_BELOW - 30, True) > 0.97
    assert 0 < schieben_likelihood(SCHIEBEN_BELOW - 30, False) < 0.03
    values = {TrumpMode.HEARTS: 80.0, TrumpMode.SPADES: 80.0, TrumpMode.CLUBS: 40.0}
    assert choice_likelihood(values, TrumpMode.HEARTS) == pytest.approx(1 / (2 + 2.718281828**-4))
    assert 0 < choice_likelihood(values, TrumpMode.CLUBS) < 0.01


def test_tables_agree_with_trump_scores_and_find_melds() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        cards = rng.sample(range(36), rng.choice((9, 9, 12, 14)))
        mask = sum(1 << c for c in cards)
        reference = trump_scores([Card(c) for c in cards], tuple(TrumpMode))
        assert mode_scores(mask) == [reference[mode] for mode in TrumpMode]
        for low_fours in (True, False):
            melds = find_melds(mask, low_fours=low_fours)
            assert meld_points(mask, low_fours) == sum(m.points for m in melds)
    # all four sixes and a run 6-7-8-9 of hearts: 100 + 50 (or 50 without low fours)
    hand = sum(Card.of(s, 0).bit for s in range(4)) | sum(Card.of(0, r).bit for r in range(4))
    assert meld_points(hand) == 150 and meld_points(hand, False) == 50
    assert meld_points(ALL_CARDS) == 4 * 300 + 100 * 7 + 150 + 200


@pytest.mark.slow
def test_an_undertrump_shows_a_hand_of_lower_trumps_only() -> None:
    """docs/rules/swiss.md "Trick play": a plain lead already trumped may be undertrumped only by a
    hand of nothing but lower trumps; every seat reads that from the play (it read only voids), and
    the true hand stays admitted."""
    seen = 0
    for seed in range(400):
        game = new_game("jass", seed=seed, first_dealer=seed % 4)
        game.apply_action(game.chance_outcome())
        bots = [RandomBot(seed * 4 + s) for s in range(4)]
        while not game.is_chance_node() and game.phase is not Phase.OVER:
            seat = game.current_player
            assert seat is not None
            view = game.observation(seat)
            action = bots[seat].act(view)
            game.apply_action(action)
            trick = list(view.trick)
            if view.phase is not Phase.PLAY or not trick or view.trump is None:
                continue
            trump = view.trump.suit
            card = action.card
            if trump is None or card.suit != trump or trick[0].suit == trump:
                continue
            above = [c for c in trick if c.suit == trump]
            highest = max((TRUMP_STRENGTH[c] for c in above), default=-1)
            if TRUMP_STRENGTH[card] > highest:
                continue
            seen += 1
            held = sum(c.bit for c in game.hand(seat))
            lower = sum(
                1 << c for c in range(trump * 9, trump * 9 + 9) if TRUMP_STRENGTH[c] < highest
            )
            assert held & ~lower == 0  # the rules' own consequence
            for other in range(4):
                if other == seat or game.phase is not Phase.PLAY:
                    continue
                knowledge = Knowledge.from_observation(game.observation(other))
                assert knowledge.allowed[seat] & ~lower == 0
                assert held & ~(knowledge.allowed[seat] | knowledge.known[seat]) == 0
    assert seen >= 5
