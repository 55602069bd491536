"""Search in the family's games with 2, 3 or 4 seats and a stock (Klaberjass for 2, 3 and 4,
klaverjas of 1821): sampled deals rebuilt by replaying the deal's public actions, and playouts
through the game itself.

A sample (:meth:`~audiojass.bots.knowledge.DutyKnowledge.sample`) gives every other
seat's hand now and the unseen cards that lie in the stock. :func:`replayed` turns it into the
deal as it was dealt (each seat's cards now and the cards it has played, the turned-up card,
the stock with the cards the completion gave in dealing order and the shown card at the bottom)
and replays the bids, the dix and the cards played so far into a fresh
:class:`~audiojass.rules.components.ContractGame` (announcements automatic), so the game stands
where the observation stands with the sampled cards in the hidden places. :func:`play_out` then
finishes the deal, every seat playing the rule player's card with the sampled hands in view
(:func:`~audiojass.bots.heuristics.card_play.rule_card`, on the kernel:
:mod:`~audiojass.bots.playout`) and making its other decisions (bids, the dix) as
:class:`~audiojass.bots.heuristics.card_play.ContractRuleBot` does, and returns the settled
score of the deal for the searching seat's side against the others.

Nothing here looks at a hidden card of the real game: everything comes from the observation
and the sample.
"""

from __future__ import annotations

from random import Random
from typing import Any

from audiojass.rules.actions import Deal, PlayCard
from audiojass.rules.bidding import TurnUpBidding, completion_plan
from audiojass.rules.cards import Card, Rank
from audiojass.rules.components import (
    ContractGame,
    ContractObservation,
    ExchangeDix,
    KeepDix,
    new_family_game,
)
from audiojass.rules.game import IllegalActionError, Phase
from audiojass.rules.klaverjas1821 import (
    HAND_SIZE,
    PHASE_ONE_TRICKS,
    STOCK_SIZE,
    Klaverjas1821Game,
    seven_of_trump,
)
from audiojass.rules.tricks32 import SUIT32_MASK

from .base import in_phases
from .heuristics.bidding import dix_helps, is_klaberjass, klaberjass_bid
from .heuristics.card_play import ContractRuleBot, card_1821, meld_lead_value, scored_melds_1821
from .knowledge import bits, played_by, rules_of, trick_records
from .playout import context_of, deal_value, finish, kernel_of, on_kernel

__all__ = ["deal_value", "play_out", "played_by", "replayed", "replayed_judged"]


def _card_steps(view: ContractObservation) -> list[tuple[int, int]]:
    """Every card played this deal as (seat, card), in play order."""
    return [
        ((leader + index) % view.players, card)
        for leader, cards in trick_records(view)
        for index, card in enumerate(cards)
    ]


def _fresh(view: ContractObservation) -> ContractGame:
    """A new game of the observation's variant, the announcements automatic, whose first
    deal is dealt by the observation's dealer; the tie pot as in the observation."""
    variant = view.variant
    if variant.manual_announce:
        variant = variant.with_options(manual_announce=False)
    game = new_family_game(variant, seed=0, first_dealer=view.dealer)
    game.pot = view.pot
    return game


def _deal_of(
    view: ContractObservation, hands: list[int], stock: list[int], rng: Random
) -> Deal | None:
    """The deal as dealt, from the sampled hands now (``hands``, one mask per seat) and the
    unseen stock cards (``stock``, in a random order); None when the observation's state is
    not one this rebuilding knows."""
    if view.variant.play_phases == 2:
        return _deal_of_1821(view, hands, stock, rng)
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
        if view.dix is not None and view.trump is not None:
            dealt[view.dix] |= 1 << (int(view.trump) * 9 + Rank.SEVEN)  # dealt, then exchanged
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
    if view.shown_card is not None:
        rest.append(int(view.shown_card))  # the stock's bottom card
    if len(rest) + first * players != 32:
        return None
    return Deal(
        tuple(tuple(Card(c) for c in bits(h)) for h in first_hands),
        tuple(Card(c) for c in rest),
    )


def _deal_of_1821(
    view: ContractObservation, hands: list[int], stock: list[int], rng: Random
) -> Deal | None:
    """The klaverjas of 1821: the deal as dealt, each seat's cards (held and played) split
    into the 9 dealt and the cards drawn after each trick of phase 1, in an order that lets
    every card be held when it was played; the stock in drawing order (the winner of a trick
    first), the face-down cards not yet drawn (``stock``) after them; the turn-up under it.
    With the dix, the 7 of trump was dealt to the seat that swapped it and the turn-up it
    took is one of that seat's trumps not played before its first lead (the observation does
    not name it; nor, once drawn, the turn-up: a trump the drawer has not played before).
    Cards whose order is free are split at random. None when no such split exists."""
    assert view.trump is not None
    trump = int(view.trump)
    players = view.players
    played = played_by(view)
    sets = [hands[s] | played[s] for s in range(players)]
    need: dict[int, int] = {}
    for number, (_, card) in enumerate(_card_steps(view)):
        need[card] = number // players
    records = list(view.tricks)
    drawn = min(len(records), PHASE_ONE_TRICKS)  # tricks followed by the draws
    drawer = view.turn_up_taker
    dix = view.dix_by
    seven = int(seven_of_trump(trump))
    if view.turn_up is not None:
        bottom = int(view.turn_up)
    elif dix is not None:
        bottom = seven
    else:
        assert drawer is not None
        late = [
            card
            for card in bits(sets[drawer] & SUIT32_MASK[trump])
            if need.get(card, 99) >= PHASE_ONE_TRICKS
        ]
        if not late:
            return None
        bottom = rng.choice(late)
    forced: list[list[int]] = [[] for _ in range(players)]
    turn_up = bottom
    if dix is not None:
        leads = [n for n, record in enumerate(records) if record.leader == dix]
        if view.trick_leader == dix:
            leads.append(len(records))
        first_lead = min(leads, default=len(records))
        choices = [
            card
            for card in bits(sets[dix] & SUIT32_MASK[trump])
            if card != seven and need.get(card, 99) >= first_lead
        ]
        if not choices:
            return None
        turn_up = rng.choice(choices)
        sets[dix] &= ~(1 << turn_up)
        forced[dix].append(seven)
    if drawer is not None:
        sets[drawer] &= ~(1 << bottom)
    initial: list[list[int]] = []
    draws: list[list[int]] = []
    for seat in range(players):
        cards = bits(sets[seat])
        rng.shuffle(cards)
        cards.sort(key=lambda c: need.get(c, 99))
        size = HAND_SIZE - len(forced[seat])
        initial.append(forced[seat] + cards[:size])
        draws.append(cards[size:])
        wanted = drawn - (1 if seat == drawer else 0)
        if len(initial[seat]) != HAND_SIZE or len(draws[seat]) != wanted:
            return None
        for number, card in enumerate(draws[seat]):
            if need.get(card, 99) <= number:
                return None  # drawn after the trick it was played to
    order: list[int] = []
    for number in range(drawn):
        winner = records[number].winner
        order.append(draws[winner][number])
        if number < PHASE_ONE_TRICKS - 1:
            order.append(draws[1 - winner][number])
    order.extend(stock)
    if len(order) != STOCK_SIZE:
        return None
    return Deal(
        tuple(tuple(Card(c) for c in sorted(cards)) for cards in initial),
        (Card(turn_up), *(Card(c) for c in order)),
    )


def replayed(
    view: ContractObservation, hands: list[int], stock: list[int], rng: Random
) -> ContractGame | None:
    """A game standing where ``view`` stands, holding the sampled ``hands`` (one mask per
    seat, the seat's own included) with ``stock`` (the unseen stock cards, in the order they
    lie) in the stock; None when the sample cannot be replayed (the deal or an action is
    refused: a sample the observation rules out). In the klaverjas of 1821 the melds and
    marriages are then set as the observation shows them (:func:`_public_melds_1821`)."""
    return replayed_judged(view, hands, stock, rng)[0]


def replayed_judged(
    view: ContractObservation,
    hands: list[int],
    stock: list[int],
    rng: Random,
    judge: ContractRuleBot | None = None,
) -> tuple[ContractGame | None, int]:
    """:func:`replayed`, and how many of the other seats' cards (those played with a choice)
    ``judge`` would not have played from their seats' observations in the replayed game (0
    without a judge): the fewer, the better the sample explains the play."""
    deal = _deal_of(view, hands, stock, rng)
    if deal is None:
        return None, 0
    misses = 0
    game = _fresh(view)
    bids = [bid for _, bid in view.bids]
    cards = _card_steps(view)
    try:
        game.apply_action(deal)
        for bid in bids:
            game.apply_action(bid)
        index = 0
        guard = 0
        while True:
            guard += 1
            seat = game.current_player
            if (
                game.phase is view.phase
                and view.phase in _BEFORE_PLAY
                and not cards
                and seat == view.seat
            ):
                break  # the seat's own bid or dix is the decision (not a dix before its lead)
            if game.phase is Phase.SIX:  # the dix, as the observation shows it
                game.apply_action(ExchangeDix() if view.dix == seat else KeepDix())
                continue
            if guard > 200 or game.phase is not Phase.PLAY:
                return None, 0
            legal = game.legal_actions()
            before = _before_card(view, game, seat, legal)
            if before is not None:
                game.apply_action(before)
                continue
            if index == len(cards) and seat == view.seat:
                break
            if index < len(cards):
                wanted_seat, card = cards[index]
                action = PlayCard(Card(card))
                if seat == wanted_seat and action in legal:
                    if (
                        judge is not None
                        and seat != view.seat
                        and len(legal) > 1
                        and judge.choose_card(game.observation(seat)) != card
                    ):
                        misses += 1
                    game.apply_action(action)
                    index += 1
                    continue
            return None, 0  # the public record has nothing for this seat to do
    except (IllegalActionError, ValueError):
        return None, 0
    if game.deal_number != 1 or game.phase is not view.phase:
        return None, 0
    if in_phases(game) and view.variant.play_phases == 2:
        _public_melds_1821(game, view)
    return game, misses


def _public_melds_1821(game: Klaverjas1821Game, view: ContractObservation) -> None:
    """The klaverjas of 1821: the melds and marriages of the deal as the observation shows
    them (public), whatever the replayed hands declared at their leads: the declarations,
    the declaration the second player may still counter, the points, and the combinations
    each seat has scored (which it may not declare again)."""
    game.melds_declared = list(view.melds_declared)
    game.pending_meld = view.pending_meld
    game.scored_melds = scored_melds_1821(view)
    game.meld_points = list(view.meld_points)
    game.marriage_points = list(view.marriage_points)


_BEFORE_PLAY = (Phase.TRUMP, Phase.SIX)


def _before_card(
    view: ContractObservation, game: ContractGame, seat: int | None, legal: list[Any]
) -> Any:
    """An action the public record shows before the next card: in the klaverjas of 1821
    the dix of the seat that made it, at its first lead that allows it; else None."""
    if (
        view.variant.play_phases == 2
        and view.dix_by is not None
        and seat == view.dix_by
        and game.dix_by is None
        and ExchangeDix() in legal
    ):
        return ExchangeDix()
    return None


# -- playouts -----------------------------------------------------------------------------------


def play_out(game: ContractGame, side: int, policy: ContractRuleBot) -> float:
    """Finish the deal of ``game`` (it is changed): Klaberjass's bids by
    :func:`~audiojass.bots.heuristics.bidding.klaberjass_bid`, its dix by
    :func:`~audiojass.bots.heuristics.bidding.dix_helps`, the card play on the kernel
    (:func:`~audiojass.bots.playout.finish`: the rule player's cards seeing every hand), the
    klaverjas of 1821's first phase through the game (its cards by
    :func:`~audiojass.bots.heuristics.card_play.card_1821`), every other decision by ``policy`` from
    the seat's observation. Returns :func:`deal_value` of the settled deal for ``side`` (0
    for an annulled deal)."""
    settled = len(game.settlements)
    players = game.players
    klaberjass = is_klaberjass(game.variant)
    while len(game.settlements) == settled:
        seat = game.current_player
        if seat is None:
            break
        phase = game.phase
        if klaberjass and phase is Phase.TRUMP:
            bidding = game.bidding
            assert bidding is not None and isinstance(bidding, TurnUpBidding)
            bid = klaberjass_bid(
                game.hands[seat],
                bidding.legal_bids(),
                seat,
                game.dealer,
                players,
                game.turn_up,
                int(bidding.turned_suit),
            )
            game.apply_action(bid)
            continue
        if phase is Phase.SIX:
            assert game.trump is not None and game.turn_up is not None
            helps = dix_helps(game.hands[seat], int(game.trump), int(game.turn_up))
            game.apply_action(ExchangeDix() if helps else KeepDix())
            continue
        if phase is Phase.PLAY and on_kernel(game):
            return deal_value(finish(game, kernel_of(game), [0] * game.sides), side)
        if (
            phase is Phase.PLAY
            and in_phases(game)
            and not (not game.trick and game.extra_actions())
        ):
            game.apply_action(PlayCard(Card(_card_1821(game, seat))))  # only cards to choose
            continue
        game.apply_action(policy.act(game.observation(seat)))
    if len(game.settlements) == settled:
        return 0.0
    return deal_value(game.settlements[-1].settlement.scores, side)


def _card_1821(game: Klaverjas1821Game, seat: int) -> int:
    """The rule player's card in the first phase of the klaverjas of 1821, seeing both
    hands."""
    hands = game.hands
    hand = hands[seat]
    trick = game.trick
    melds = meld_lead_value(hand, game.scored_melds[seat], game.mode) if trick else 0
    return card_1821(
        context_of(game), hand, game.legal_mask(), trick, hands[1 - seat], game.play_phase, melds
    )
