"""What the family's search infers about the hidden cards never rules out the true deal: over
thousands of positions of seeded games of every family variant, every seat's
:class:`~audiojass.bots.knowledge.DutyKnowledge` admits the cards really held (the
sampler could deal them), and the preferences the search draws samples again for (the rule
player's bids and cards, the replay of the deal's public actions) accept the true deal: it
replays to the very observation, and bids and cards the rule players made are the rule
player's from the true hands."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from audiojass.bots import RandomBot, RuleBot
from audiojass.bots.contract_search import (
    _bid_steps,
    _misses,
    _replay_misses,
    partnership,
)
from audiojass.bots.heuristics.bidding import is_klaberjass
from audiojass.bots.heuristics.card_play import ContractRuleBot
from audiojass.bots.knowledge import DutyKnowledge, has_belote
from audiojass.bots.replay import played_by, replayed_judged
from audiojass.rules.cards import mask_of
from audiojass.rules.components import ContractGame, ContractObservation, new_family_game
from audiojass.rules.composed_variants import FAMILY_VARIANTS
from audiojass.rules.game import Phase

pytestmark = pytest.mark.slow

VARIANTS = (
    "klaverjas_amsterdam",
    "klaverjas_rotterdam",
    "belote",
    "belote_contree",
    "klaberjass2",
    "klaberjass3",
    "klaberjass4",
    "klaverjas_1821",
)


def _positions(variant: str, games: int, *, rule_only: bool) -> Iterator[ContractGame]:
    """Every decision of the first two deals of seeded games of ``variant``: rule players in
    every seat (``rule_only``), else a mix of rule and random players (random cards test
    what the duties prove, whatever the policy)."""
    for seed in range(games):
        game = new_family_game(variant, seed=seed, first_dealer=seed % 2, target=10**9)
        players = game.players
        if rule_only:
            bots: list[object] = [RuleBot(seed) for _ in range(players)]
        else:
            bots = [
                RuleBot(seed) if (seed >> s) & 1 else RandomBot(seed + s) for s in range(players)
            ]
        while not game.is_terminal() and game.deal_number <= 2:
            if game.is_chance_node():
                if game.deal_number == 2:
                    break
                game.apply_action(game.chance_outcome())
                continue
            seat = game.current_player
            assert seat is not None
            yield game
            game.apply_action(bots[seat].act(game.observation(seat)))  # type: ignore[attr-defined]


def _admitted(game: ContractGame, view: ContractObservation) -> None:
    """The seat's knowledge admits the true deal: each other seat holds its known cards and
    only cards it may hold, as many as the seat knows it holds, and the unseen cards no
    hand holds are the stock's hidden cards."""
    knowledge = DutyKnowledge.from_observation(view)
    me = view.seat
    assert knowledge.hand == game.hands[me]
    held = 0
    for seat in range(game.players):
        hand = game.hands[seat]
        assert hand.bit_count() == knowledge.sizes[seat]
        if seat == me:
            continue
        assert knowledge.known[seat] & ~hand == 0, (seat, "a known card not held")
        assert hand & ~knowledge.possible(seat) == 0, (seat, "a held card ruled out")
        assert hand & knowledge.unseen == hand & ~knowledge.known[seat]
        held |= hand
    stock = knowledge.unseen & ~held
    assert stock.bit_count() == knowledge.stock_size - (view.shown_card is not None)
    assert stock & ~mask_of(game.stock) == 0


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_seats_knowledge_admits_the_true_deal(variant: str) -> None:
    """Every seat's view at every decision of 40 seeded games (two deals each, rule and
    random players): the true hands and stock lie within the knowledge."""
    positions = 0
    for game in _positions(variant, 40, rule_only=False):
        for seat in range(game.players):
            _admitted(game, game.observation(seat))
            positions += 1
    assert positions > 2000


def _comparable(view: ContractObservation) -> ContractObservation:
    """The 1821 game's last card drawn is not rebuilt (the replay splits the cards held into
    dealt and drawn at random)."""
    return dataclasses.replace(view, drawn=None)


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_search_prefers_the_true_deal(variant: str) -> None:
    """The seat to act at every decision of 16 seeded games of rule players: with the true
    hands, no other seat's bid is one the rule player would not have made (before Belote's
    completion, which hides the hand bid from), and in the games searched by replay the true
    deal replays to the same observation with no card the rule player would not have
    played (not in 1821, whose replay draws the cards in another order than they came)."""
    rule = ContractRuleBot()
    rng = random.Random(7)
    checked = 0
    for game in _positions(variant, 16, rule_only=True):
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        if game.deal_number != 1:
            continue  # the replay rebuilds a game's first deal
        hands = game.hands[:]
        if partnership(FAMILY_VARIANTS[variant]):
            if view.phase is Phase.TRUMP or view.turn_up is None:
                steps = _bid_steps(view)
                assert _misses(steps, hands, played_by(view), has_belote(view)) == 0
        else:
            steps = _bid_steps(view) if is_klaberjass(view.variant) else []
            if steps and view.phase is Phase.TRUMP:
                assert _replay_misses(steps, hands, view, played_by(view), rng) == 0
            stock = [int(c) for c in game.stock if c != view.shown_card]
            judge = rule if variant != "klaverjas_1821" else None
            rebuilt, misses = replayed_judged(view, hands, stock, rng, judge)
            assert rebuilt is not None
            assert _comparable(rebuilt.observation(seat)) == _comparable(view)
            assert misses == 0
        checked += 1
    assert checked > 150
