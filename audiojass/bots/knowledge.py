"""What one seat can know from its observation, and deals consistent with it.

Everything here is derived from an :class:`~audiojass.rules.Observation` only: the seat's own
hand, the cards played, voids shown by play (a player who neither follows nor trumps holds
none of the led suit; one who does not follow a trump lead holds at most the jack of trumps,
which the Buur exemption lets them keep, if the game's ``buur_exemption`` option is on; one
who undertrumps a plain lead holds only trumps lower than the highest in the trick,
docs/rules/swiss.md "Trick play"), cards whose place is known (the turn-up card taken in the six
exchange, the face-up card of a kitty, Weis shown), and how many cards each seat holds.
:meth:`Knowledge.sample` deals the unseen cards at random within those constraints: the
determinizations of the search bot.

Card sets are 36-bit masks (bit ``suit * 9 + rank``), as in :mod:`audiojass.rules.tricks`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from random import Random

from audiojass.rules import Card, Observation, Rank
from audiojass.rules.cards import card_indices as bits
from audiojass.rules.cards import mask_of
from audiojass.rules.tricks import JACK_BIT, SUIT_MASK, SUIT_OF, TRUMP_STRENGTH

__all__ = ["ALL_CARDS", "Knowledge", "bits", "deal_unseen"]

ALL_CARDS = (1 << 36) - 1


@lru_cache(maxsize=64)
def _lower_trumps(trump: int, strength: int) -> int:
    """The trumps of suit ``trump`` (0-3) weaker than a trump of ``strength``
    (:data:`~audiojass.rules.tricks.TRUMP_STRENGTH`), as a mask."""
    return sum(
        1 << card for card in range(trump * 9, trump * 9 + 9) if TRUMP_STRENGTH[card] < strength
    )


def deal_unseen(
    rng: Random,
    seat: int,
    hand: int,
    unseen: int,
    sizes: Sequence[int],
    known: Sequence[int],
    allowed: Sequence[int],
    deck: int,
    attempts: int,
) -> tuple[list[int], list[int]]:
    """Deal the ``unseen`` cards at random to the seats other than ``seat``: each gets the
    cards ``known`` to be its own and then cards it is ``allowed`` until it holds ``sizes``
    cards, the seat with the fewest spare candidates first. If no try of ``attempts``
    honours every ``allowed``, one last try lets any card of ``deck`` go anywhere.

    Returns ``(hands, rest)``: a hand mask per seat (``hands[seat]`` is ``hand``) and the
    unseen cards no seat got, in random order. Raises ValueError when even the last try
    fails (the sizes cannot be met).
    """
    plan = _deal_plan(seat, unseen, tuple(sizes), tuple(known), tuple(allowed))
    return plan.deal(rng, hand, known, allowed, deck, attempts)


class _DealPlan:
    """What :func:`deal_unseen` works out before its first try: the unseen cards in order,
    the seats in the order they are dealt to and how many cards each still needs (the same
    for every deal drawn from one seat's knowledge, so :func:`_deal_plan` keeps it)."""

    __slots__ = ("cards", "need", "order", "players", "seat")

    def __init__(
        self,
        seat: int,
        unseen: int,
        sizes: Sequence[int],
        known: Sequence[int],
        allowed: Sequence[int],
    ) -> None:
        self.seat = seat
        self.players = len(sizes)
        others = [s for s in range(self.players) if s != seat]
        need = {s: sizes[s] - known[s].bit_count() for s in others}
        self.order = sorted(others, key=lambda s: (allowed[s] & unseen).bit_count() - need[s])
        self.need = [need.get(s, 0) for s in range(self.players)]
        self.cards = bits(unseen)

    def deal(
        self,
        rng: Random,
        hand: int,
        known: Sequence[int],
        allowed: Sequence[int],
        deck: int,
        attempts: int,
    ) -> tuple[list[int], list[int]]:
        """One deal as :func:`deal_unseen` describes (the same draws of ``rng``)."""
        cards = self.cards[:]
        need = self.need
        for attempt in range(attempts + 1):
            strict = attempt < attempts
            rng.shuffle(cards)
            hands = [0] * self.players
            hands[self.seat] = hand
            pool = cards
            ok = True
            for other in self.order:
                permitted = allowed[other] if strict else deck
                held = known[other]
                wanted = need[other]
                rest = []
                for card in pool:
                    if wanted and permitted >> card & 1:
                        held |= 1 << card
                        wanted -= 1
                    else:
                        rest.append(card)
                if wanted:
                    ok = False
                    break
                hands[other] = held
                pool = rest
            if ok:
                return hands, pool
        raise ValueError("no deal is consistent with this observation")


@lru_cache(maxsize=64)
def _deal_plan(
    seat: int,
    unseen: int,
    sizes: tuple[int, ...],
    known: tuple[int, ...],
    allowed: tuple[int, ...],
) -> _DealPlan:
    return _DealPlan(seat, unseen, sizes, known, allowed)


@dataclass
class Knowledge:
    """One seat's knowledge of a deal in card play.

    Attributes:
        seat: whose knowledge this is; ``players``: seats at the table.
        mode: the trump mode (int 0-5).
        hand: the seat's own cards (mask).
        played: every card played this deal, the current trick included (mask).
        sizes: cards held by each seat now.
        allowed: per seat, the cards it may hold (voids removed).
        known: per seat, cards it certainly holds (empty for the seat itself).
        sink_size: cards that lie out of play (an untaken kitty, a set-aside hand, the turn-up
            card of Putz for 5), not counting the seat's own set-aside hand.
        sink_known: which of those are known (the kitty's face-up card, …).
        unseen: cards whose place the seat does not know.
    """

    seat: int
    players: int
    mode: int
    hand: int
    played: int
    sizes: list[int]
    allowed: list[int]
    known: list[int]
    sink_size: int = 0
    sink_known: int = 0
    unseen: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        placed = self.hand | self.played | self.sink_known
        for mask in self.known:
            placed |= mask
        self.unseen = ALL_CARDS & ~placed

    @classmethod
    def from_observation(cls, view: Observation) -> Knowledge:
        """The knowledge of ``view.seat`` during card play (trump known).

        Raises:
            ValueError: trump is not known yet.
        """
        if view.trump is None:
            raise ValueError("no knowledge of card play before trump is known")
        variant = view.variant
        players = view.players
        me = view.seat
        trump_suit = view.trump.suit
        played = mask_of(view.trick)
        for trick in view.tricks:
            played |= mask_of(trick.cards)
        allowed = [ALL_CARDS] * players
        tricks = [(t.leader, t.cards) for t in view.tricks]
        if view.trick:
            tricks.append((view.trick_leader, view.trick))
        for leader, cards in tricks:
            lead_suit = SUIT_OF[cards[0]]
            highest = -1  # the strength of the highest trump in the trick so far
            for index in range(1, len(cards)):
                suit = SUIT_OF[cards[index]]
                seat = (leader + index) % players
                if suit == trump_suit != lead_suit:
                    strength = TRUMP_STRENGTH[cards[index]]
                    if strength < highest:  # undertrumped: it held nothing but lower trumps
                        allowed[seat] &= _lower_trumps(trump_suit, highest)
                    highest = max(highest, strength)
                if suit == lead_suit:
                    continue
                if lead_suit == trump_suit:
                    # did not follow a trump lead: no trump, except perhaps the lone jack
                    exempt = JACK_BIT[lead_suit] if variant.buur_exemption else 0
                    allowed[seat] &= ~(SUIT_MASK[lead_suit] & ~exempt)
                elif suit != trump_suit:
                    allowed[seat] &= ~SUIT_MASK[lead_suit]
        known = [0] * players
        sink_size = 0
        sink_known = 0
        turn_up = view.turn_up
        if turn_up is not None:
            six = Card.of(turn_up.suit, Rank.SIX)
            exchanger = view.six_exchanged_by
            face_up = six if exchanger is not None else turn_up
            taker = view.kitty_taker
            if exchanger is not None and exchanger != me:
                if taker == exchanger:
                    sink_known |= turn_up.bit  # in the hand the exchanger set aside
                else:
                    known[exchanger] |= turn_up.bit
            if not variant.has_kitty:
                sink_size = 1  # Putz for 5: the card turned up (or the six) is out of play
                sink_known |= face_up.bit
            elif taker is None:
                sink_size = view.kitty_size
                sink_known |= face_up.bit
            elif taker != me:
                sink_size = variant.hand_size  # the taker's set-aside hand
                known[taker] |= face_up.bit
        for seat, meld in view.weis_shown:
            if seat != me:
                known[seat] |= mask_of(meld.cards)
        known = [mask & ~played for mask in known]
        known[me] = 0
        allowed[me] = mask_of(view.hand)
        return cls(
            seat=me,
            players=players,
            mode=int(view.trump),
            hand=mask_of(view.hand),
            played=played | mask_of(view.set_aside),
            sizes=list(view.hand_sizes),
            allowed=allowed,
            known=known,
            sink_size=sink_size,
            sink_known=sink_known & ~played,
        )

    def sample(self, rng: Random, attempts: int = 20) -> tuple[list[int], int]:
        """A deal consistent with the knowledge: every seat's hand and the out-of-play cards.

        Returns ``(hands, sink)`` masks; ``hands[seat]`` is the seat's own hand. Unseen cards
        are dealt at random to the other seats (within their allowed cards, after the cards
        known to be theirs), the rest lie out of play. If the voids cannot all be honoured in
        ``attempts`` tries, the last try ignores them (a player may have reneged on a lone
        jack we did not allow for, or the inference met an unusual case).
        """
        hands, pool = deal_unseen(
            rng,
            self.seat,
            self.hand,
            self.unseen,
            self.sizes,
            self.known,
            self.allowed,
            ALL_CARDS,
            attempts,
        )
        sink = self.sink_known
        for card in pool:
            sink |= 1 << card
        return hands, sink
