"""Search in the family's games with 2, 3 or 4 seats and a stock (Klaberjass for 2, 3 and 4,
klaverjas of 1821): sampled deals rebuilt by replaying the deal's public actions, and playouts
through the game itself.

A sample (:meth:`~audiojass.bots.family_knowledge.FamilyKnowledge.sample`) gives every other
seat's hand now and the unseen cards that lie in the stock. :func:`replayed` turns it into the
deal as it was dealt (each seat's cards now and the cards it has played, the turned-up card,
the stock with the cards the completion gave in dealing order and the shown card at the bottom)
and replays the bids, the dix and the cards played so far into a fresh
:class:`~audiojass.rules.family_game.FamilyGame` (announcements automatic), so the game stands
where the observation stands with the sampled cards in the hidden places. :func:`play_out` then
finishes the deal, every seat playing the rule player's card with the sampled hands in view
(:func:`~audiojass.bots.family_rule.rule_card`) and making its other decisions (bids, the dix)
as :class:`~audiojass.bots.family_rule.FamilyRuleBot` does, and returns the settled score of
the deal for the searching seat's side against the others.

Nothing here looks at a hidden card of the real game: everything comes from the observation
and the sample.
"""

from __future__ import annotations

from random import Random

from audiojass.rules.actions import Deal, PlayCard
from audiojass.rules.bidding import completion_plan
from audiojass.rules.cards import Card
from audiojass.rules.family_game import (
    FamilyAction,
    FamilyGame,
    FamilyObservation,
    new_family_game,
)
from audiojass.rules.game import IllegalActionError, Phase

from .family_knowledge import rules_of
from .family_rule import FamilyRuleBot, PlayContext, rule_card
from .knowledge import bits

__all__ = ["deal_value", "play_out", "played_by", "replayed"]


def played_by(view: FamilyObservation) -> list[int]:
    """The cards each seat has played this deal (masks, one per seat)."""
    played = [0] * view.players
    records = [(t.leader, t.cards) for t in view.tricks]
    records.append((view.trick_leader, view.trick))
    for leader, cards in records:
        for index, card in enumerate(cards):
            played[(leader + index) % view.players] |= card.bit
    return played


def _card_steps(view: FamilyObservation) -> list[tuple[int, int]]:
    """Every card played this deal as (seat, card), in play order."""
    steps = []
    records = [(t.leader, t.cards) for t in view.tricks]
    records.append((view.trick_leader, view.trick))
    for leader, cards in records:
        for index, card in enumerate(cards):
            steps.append(((leader + index) % view.players, int(card)))
    return steps


def _fresh(view: FamilyObservation) -> FamilyGame:
    """A new game of the observation's variant, the announcements automatic, whose first
    deal is dealt by the observation's dealer; the tie pot as in the observation."""
    variant = view.variant
    if variant.manual_announce:
        variant = variant.with_options(manual_announce=False)
    game = new_family_game(variant, seed=0, first_dealer=view.dealer)
    game.pot = view.pot
    return game


def _deal_of(
    view: FamilyObservation, hands: list[int], stock: list[int], rng: Random
) -> Deal | None:
    """The deal as dealt, from the sampled hands now (``hands``, one mask per seat) and the
    unseen stock cards (``stock``, in a random order); None when the observation's state is
    not one this rebuilding knows."""
    rules = rules_of(view)
    players = view.players
    first = rules.deal.first_hand
    played = played_by(view)
    dealt = [hands[s] | played[s] for s in range(players)]
    turn_up = int(view.turn_up) if view.turn_up is not None else None
    completed = view.phase is not Phase.TRUMP and view.declarer is not None
    taker_of_turn_up = view.turn_up_taker
    if turn_up is not None and taker_of_turn_up is not None:
        dealt[taker_of_turn_up] &= ~(1 << turn_up)
    rest: list[int] = []
    if turn_up is not None:
        rest.append(turn_up)
    first_hands: list[int]
    if not completed or all(h.bit_count() == first for h in dealt):
        first_hands = dealt
    else:
        assert view.declarer is not None
        tournament = bool(getattr(view.variant, "tournament_deal", False))
        try:
            plan = completion_plan(
                view.variant.name,
                dealer=view.dealer,
                taker=view.declarer,
                tournament_deal=tournament,
            )
        except ValueError:
            return None
        first_hands = dealt[:]
        for seat in plan.order:
            cards = bits(dealt[seat])
            rng.shuffle(cards)
            count = plan.counts[seat]
            added = cards[:count]
            for card in added:
                first_hands[seat] &= ~(1 << card)
            rest.extend(added)
    if any(h.bit_count() != first for h in first_hands):
        return None
    rest.extend(stock)
    if len(rest) + first * players != 32:
        return None
    return Deal(
        tuple(tuple(Card(c) for c in bits(h)) for h in first_hands),
        tuple(Card(c) for c in rest),
    )


def replayed(
    view: FamilyObservation, hands: list[int], stock: list[int], rng: Random
) -> FamilyGame | None:
    """A game standing where ``view`` stands, holding the sampled ``hands`` (one mask per
    seat, the seat's own included) with ``stock`` (the unseen stock cards, in the order they
    lie) in the stock; None when the sample cannot be replayed (the deal or an action is
    refused: a sample the observation rules out)."""
    deal = _deal_of(view, hands, stock, rng)
    if deal is None:
        return None
    game = _fresh(view)
    bids = [bid for _, bid in view.bids]
    cards = _card_steps(view)
    try:
        game.apply_action(deal)
        for bid in bids:
            game.apply_action(bid)
        index = 0
        guard = 0
        while index < len(cards) or game.current_player != view.seat:
            guard += 1
            if guard > 200 or game.phase is not Phase.PLAY:
                return None
            seat = game.current_player
            legal = game.legal_actions()
            if index < len(cards):
                wanted_seat, card = cards[index]
                action = PlayCard(Card(card))
                if seat == wanted_seat and action in legal:
                    game.apply_action(action)
                    index += 1
                    continue
            other = _side_step(view, game, legal)
            if other is None:
                return None
            game.apply_action(other)
    except (IllegalActionError, ValueError):
        return None
    if game.deal_number != 1 or game.phase is not view.phase:
        return None
    return game


def _side_step(
    view: FamilyObservation, game: FamilyGame, legal: list[FamilyAction]
) -> FamilyAction | None:
    """A decision the public record makes without a card (the dix), or None."""
    return None


# -- playouts -----------------------------------------------------------------------------------

_CONTEXTS: dict[tuple[object, int], PlayContext] = {}


def _context(game: FamilyGame) -> PlayContext:
    key = (game.variant, game.mode)
    ctx = _CONTEXTS.get(key)
    if ctx is None:
        ctx = PlayContext(
            mode=game.mode,
            last_bonus=game.rules.scoring.last_trick,
            players=game.players,
            partners=game.sides < game.players,
        )
        _CONTEXTS[key] = ctx
    return ctx


def deal_value(scores: tuple[int, ...], side: int) -> float:
    """A deal's settled ``scores`` (one per side) for ``side``: its score minus the mean of
    the other sides' (with two sides, its score minus the other's)."""
    others = [score for other, score in enumerate(scores) if other != side]
    return scores[side] - sum(others) / len(others)


def play_out(game: FamilyGame, side: int, policy: FamilyRuleBot) -> float:
    """Finish the deal of ``game`` (it is changed): every card by
    :func:`~audiojass.bots.family_rule.rule_card` seeing every hand, every other decision by
    ``policy`` from the seat's observation. Returns :func:`deal_value` of the settled deal for
    ``side`` (0 for an annulled deal)."""
    settled = len(game.settlements)
    players = game.players
    sides = game.sides
    while len(game.settlements) == settled:
        seat = game.current_player
        if seat is None:
            break
        if game.phase is Phase.PLAY:
            legal = game.legal_actions()
            if all(isinstance(action, PlayCard) for action in legal):
                card = _playout_card(game, seat, players, sides)
                game.apply_action(PlayCard(Card(card)))
                continue
        game.apply_action(policy.act(game.observation(seat)))
    if len(game.settlements) == settled:
        return 0.0
    return deal_value(game.settlements[-1].settlement.scores, side)


def _playout_card(game: FamilyGame, seat: int, players: int, sides: int) -> int:
    ctx = _context(game)
    hands = game.hands
    hand = hands[seat]
    declarer = game.declarer
    assert declarer is not None
    if ctx.partners:
        rivals: tuple[int, ...] = (hands[(seat + 1) % 4], hands[(seat + 3) % 4])
        partner = hands[(seat + 2) % 4]
    else:
        rivals = tuple(hands[(seat + k) % players] for k in range(1, players))
        partner = 0
    return rule_card(
        ctx,
        hand,
        game.legal_mask(),
        game.trick,
        rivals,
        partner,
        declarer % sides == seat % sides,
        hand.bit_count(),
    )
