"""RuleBot: sensible, human-like play from the seat's own observation, in well under 1 ms.

Trump: each mode is scored from the hand (jack and nine of trump, length, side aces; for
Obenabe and Undenufe the unbroken runs from the top or the bottom); forehand schiebt when no
mode scores well enough, and the partner then takes the best mode. Putz: the six of trump is
always exchanged (the turn-up card is higher); the kitty is taken when the hand is clearly worse
than what a kitty is expected to hold. Card play: cash master cards and draw trumps when
strong, lead low from long suits otherwise; give points ("schmieren") to a partner who is sure
to take the trick; take a trick cheaply when it is worth it, trump a valuable trick with the
lowest trump that wins, and otherwise throw the least valuable card. With manual Weis it
declares all its Weis. Every rule (multipliers, Buur exemption, …) is read from
``view.variant``, the game's variant with its options.
"""

from __future__ import annotations

from random import Random
from typing import overload

from audiojass.rules import (
    Action,
    ChooseTrump,
    ExchangeSix,
    Observation,
    Phase,
    PlayCard,
    Schieben,
    TakeKitty,
    TrumpMode,
)
from audiojass.rules.cards import Card, mask_of
from audiojass.rules.components import ContractObservation, FamilyAction
from audiojass.rules.tricks import POINTS, SUIT_MASK, SUIT_OF, TRUMP_STRENGTH, WIN_KEY

from ..base import declare_all_weis, forced_action, of_32_cards
from ..knowledge import Knowledge, bits
from .card_play import ContractRuleBot

__all__ = ["SCHIEBEN_BELOW", "RuleBot", "trump_scores"]

SCHIEBEN_BELOW = 62.0
"""Forehand schiebt when no trump mode scores at least this (see :func:`trump_scores`)."""

# rank indices: 6 7 8 9 10 J Q K A = 0 … 8
TRUMP_VALUE = (4, 4, 4, 20, 7, 28, 6, 7, 12)
SIDE_ACE = 10
RUN_VALUE = (16, 11, 8, 6, 5, 4, 4, 4, 4)
"""Obenabe and Undenufe: the worth of each card of an unbroken run, from its first."""
MULTIPLIER_WEIGHT = 0.5
"""How much a mode's multiplier adds to a hand's score above the schieben line."""


def trump_scores(hand: list[Card], modes: tuple[TrumpMode, ...]) -> dict[TrumpMode, float]:
    """How well the hand plays in each trump mode (higher is better; about 60 is playable).

    Suit: the trumps' values (jack 28, nine 20, ace 12, …, 4 for small ones), 6 per trump
    beyond two, a bonus for jack and nine together, side aces 10 and a short side suit with
    three trumps or more. Obenabe / Undenufe: the unbroken run from the ace down (from the six
    up), 16 for the first card, 11, 8, 6 for the next, and a little for length behind it.
    """
    by_suit: list[list[int]] = [[], [], [], []]
    for card in hand:
        by_suit[card.suit].append(card.rank)
    scores: dict[TrumpMode, float] = {}
    for mode in modes:
        if mode.suit is not None:
            trumps = by_suit[mode.suit]
            score = float(sum(TRUMP_VALUE[r] for r in trumps))
            score += 6 * max(0, len(trumps) - 2)
            if 5 in trumps and 3 in trumps:
                score += 8
            for suit in range(4):
                if suit == mode.suit:
                    continue
                side = by_suit[suit]
                if 8 in side:
                    score += SIDE_ACE + (4 if 7 in side else 0)
                if len(side) <= 1 and len(trumps) >= 3:
                    score += 4
            scores[mode] = score
        else:
            top_down = mode is TrumpMode.OBENABE
            score = 0.0
            for suit in range(4):
                ranks = sorted(by_suit[suit], reverse=top_down)
                run = 0
                expected = 8 if top_down else 0
                for rank in ranks:
                    if rank != expected:
                        break
                    run += 1
                    expected += -1 if top_down else 1
                score += sum(RUN_VALUE[:run])
                if run:
                    score += 2 * (len(ranks) - run)
            scores[mode] = score
    return scores


class RuleBot:
    """Rule-based player for every phase of every Swiss variant, and of the family's games
    through :class:`~audiojass.bots.heuristics.card_play.ContractRuleBot` (``family``).
    ``seed`` breaks ties."""

    name = "rule"

    def __init__(
        self,
        seed: int | None = None,
        *,
        schieben_below: float = SCHIEBEN_BELOW,
        multiplier_weight: float = MULTIPLIER_WEIGHT,
    ) -> None:
        self.rng = Random(seed)
        self.family = ContractRuleBot(seed)
        self.schieben_below = schieben_below
        self.multiplier_weight = multiplier_weight

    @overload
    def act(self, view: Observation) -> Action: ...

    @overload
    def act(self, view: ContractObservation) -> FamilyAction: ...

    def act(self, view: Observation | ContractObservation) -> Action | FamilyAction:
        """The action for ``view`` (one of ``view.legal_actions``); a family game's observation
        is played by :class:`~audiojass.bots.heuristics.card_play.ContractRuleBot`.

        Raises:
            ValueError: the seat has nothing to do.
        """
        if of_32_cards(view):
            return self.family.act(view)
        forced = forced_action(view)
        if forced is not None:
            return forced
        if view.phase is Phase.TRUMP:
            return self.choose_trump(view)
        if view.phase is Phase.SIX:
            return ExchangeSix()
        declaration = declare_all_weis(view)
        if declaration is not None:
            return declaration
        legal = view.legal_actions
        if TakeKitty() in legal and self.wants_kitty(view):
            return TakeKitty()
        cards = [a.card for a in legal if isinstance(a, PlayCard)]
        return PlayCard(self.choose_card(view, cards))

    # -- trump and kitty ------------------------------------------------------------------------

    def choose_trump(self, view: Observation) -> Action:
        modes = tuple(a.mode for a in view.legal_actions if isinstance(a, ChooseTrump))
        scores = trump_scores(list(view.hand), modes)
        variant = view.variant
        weight = self.multiplier_weight

        def value(mode: TrumpMode) -> float:
            # a good hand is worth more where the deal counts more
            edge = scores[mode] - self.schieben_below
            return scores[mode] + weight * max(0.0, edge) * (variant.multiplier(mode) - 1)

        best = max(modes, key=lambda m: (value(m), -int(m)))
        if Schieben() in view.legal_actions and scores[best] < self.schieben_below:
            return Schieben()
        return ChooseTrump(best)

    def wants_kitty(self, view: Observation) -> bool:
        """Take the kitty when the hand is clearly weaker than an average kitty would be."""
        assert view.trump is not None and view.trump.suit is not None
        trump = view.trump.suit
        mine = sum(_power(card, trump) for card in view.hand)
        knowledge = Knowledge.from_observation(view)
        unseen = bits(knowledge.unseen)
        face_up = bits(knowledge.sink_known)
        average = sum(_power(Card(c), trump) for c in unseen) / max(1, len(unseen))
        hidden = view.kitty_size - len(face_up)
        expected = sum(_power(Card(c), trump) for c in face_up) + hidden * average
        return mine < 0.8 * expected

    # -- card play ------------------------------------------------------------------------------

    def choose_card(self, view: Observation, cards: list[Card]) -> Card:
        assert view.trump is not None
        mode = int(view.trump)
        knowledge = Knowledge.from_observation(view)
        outside = knowledge.unseen
        for seat in range(view.players):
            if seat != view.seat:
                outside |= knowledge.known[seat]
        trick = [int(c) for c in view.trick]
        legal = [int(c) for c in cards]
        if not trick:
            return Card(self._lead(view, legal, mode, outside))
        return Card(self._follow(view, legal, trick, mode, outside))

    @staticmethod
    def _unbeatable(card: int, lead_suit: int, mode: int, outside: int) -> bool:
        """No card still in other hands beats ``card`` in a trick led in ``lead_suit``."""
        keys = WIN_KEY[mode][lead_suit]
        key = keys[card]
        return all(keys[other] <= key for other in bits(outside))

    def _lead(self, view: Observation, legal: list[int], mode: int, outside: int) -> int:
        points = POINTS[mode]
        hand = mask_of(view.hand)
        if mode < 4:
            trumps = [c for c in legal if SUIT_OF[c] == mode]
            trumps_out = outside & SUIT_MASK[mode]
            ours = view.trump_chooser is not None and (
                view.variant.side_of(view.trump_chooser) == view.variant.side_of(view.seat)
            )
            if trumps and trumps_out and (ours or len(trumps) >= 4):
                best = max(trumps, key=lambda c: TRUMP_STRENGTH[c])
                if self._unbeatable(best, mode, mode, outside):
                    return best
        masters = [
            c
            for c in legal
            if (mode > 3 or SUIT_OF[c] != mode) and self._unbeatable(c, SUIT_OF[c], mode, outside)
        ]
        if masters:
            return max(
                masters, key=lambda c: (points[c], -(hand & SUIT_MASK[SUIT_OF[c]]).bit_count())
            )

        # lead low from the longest plain suit; keep tens and trumps
        def lead_key(card: int) -> tuple[int, int, int, int]:
            suit = SUIT_OF[card]
            is_trump = int(mode < 4 and suit == mode)
            length = (hand & SUIT_MASK[suit]).bit_count()
            return (is_trump, points[card], -length, WIN_KEY[mode][suit][card])

        return min(legal, key=lead_key)

    def _follow(
        self, view: Observation, legal: list[int], trick: list[int], mode: int, outside: int
    ) -> int:
        variant = view.variant
        players = view.players
        points = POINTS[mode]
        lead = SUIT_OF[trick[0]]
        keys = WIN_KEY[mode][lead]
        best_index = max(range(len(trick)), key=lambda i: (keys[trick[i]], -i))
        best_key = keys[trick[best_index]]
        winner = (view.trick_leader + best_index) % players
        last = len(trick) == players - 1
        partner_wins = (
            variant.team_game
            and winner != view.seat
            and (variant.side_of(winner) == variant.side_of(view.seat))
        )
        trick_value = sum(points[c] for c in trick)
        if view.hand_sizes[view.seat] == 1:
            trick_value += 5
        if partner_wins:
            if last or self._unbeatable(trick[best_index], lead, mode, outside):
                return self._smear(legal, mode)
            return self._discard(legal, mode, view)  # never take a trick from the partner
        winners = [c for c in legal if keys[c] > best_key]
        if winners:
            cheapest = min(winners, key=lambda c: (keys[c], points[c]))
            is_trump = mode < 4 and SUIT_OF[cheapest] == mode
            if last:
                if trick_value + points[cheapest] > 0 or not is_trump:
                    return cheapest
            elif not is_trump:
                if (
                    self._unbeatable(cheapest, lead, mode, outside)
                    and trick_value + points[cheapest] >= 4
                ):
                    return cheapest
            elif trick_value >= 10 or view.hand_sizes[view.seat] <= 3:
                return cheapest
        return self._discard(legal, mode, view)

    def _smear(self, legal: list[int], mode: int) -> int:
        """Give the most points to a trick the partner takes, keeping trumps."""
        points = POINTS[mode]
        plain = [c for c in legal if not (mode < 4 and SUIT_OF[c] == mode)]
        if plain:
            return max(plain, key=lambda c: (points[c], -WIN_KEY[mode][SUIT_OF[c]][c]))
        return min(legal, key=lambda c: (points[c], TRUMP_STRENGTH[c]))

    def _discard(self, legal: list[int], mode: int, view: Observation) -> int:
        """The least valuable card: no points, not a trump, from a long suit, lowest."""
        points = POINTS[mode]
        hand = mask_of(view.hand)

        def key(card: int) -> tuple[int, int, int, int]:
            suit = SUIT_OF[card]
            is_trump = int(mode < 4 and suit == mode)
            length = (hand & SUIT_MASK[suit]).bit_count()
            return (points[card], is_trump, -length, WIN_KEY[mode][suit][card])

        return min(legal, key=key)


def _power(card: Card, trump: int) -> float:
    """A rough worth of a card in Putz, where trump is fixed: trumps by strength, aces."""
    if card.suit == trump:
        return (3, 3, 3, 14, 6, 20, 5, 6, 11)[card.rank]
    return (0, 0, 0, 0, 3, 1, 1, 3, 11)[card.rank]
