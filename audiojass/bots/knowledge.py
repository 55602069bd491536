"""What one seat can know from its observation, and deals consistent with it: the constraint
sampler of every game's search.

Every card set is a mask over the 36-card index space (bit ``suit * 9 + rank``), as in
:mod:`audiojass.rules.tricks`; the jack–nine games use the 32 cards of
:data:`~audiojass.rules.tricks32.DECK32_MASK`. Both knowledges deal the unseen cards at random
(:meth:`~_Seat.deal_unseen`) within each seat's constraints (the cards known to be its own, the
cards it may hold, its hand size), the rest lying out of play.

:class:`Knowledge`, the Swiss games: derived from an :class:`~audiojass.rules.Observation`
only: the seat's own hand, the cards played, voids shown by play (a player who neither follows
nor trumps holds none of the led suit; one who does not follow a trump lead holds at most the
jack of trumps, which the Buur exemption lets them keep, if the game's ``buur_exemption``
option is on; one who undertrumps a plain lead holds only trumps lower than the highest in the
trick, docs/rules/swiss.md "Trick play"), cards whose place is known (the turn-up card taken in
the six exchange, the face-up card of a kitty, Weis shown), and how many cards each seat holds.
:meth:`Knowledge.sample` deals the unseen cards at random within those constraints: the
determinizations of the search bot.

:class:`DutyKnowledge`, the jack–nine games (Klaverjas, Belote, Belote Contrée, Klaberjass for
2, 3 and 4, the klaverjas of 1821; ``docs/rules/family.md``): derived from their observation:
the seat's own hand, the cards played, what each play proves about the hand it came from (under
the variant's trick-play duties: a card is legal only if the hand held no card the duties would
have put first, so each such unseen card is ruled out for that seat), Belote's turned-up card in
its taker's hand, melds shown, Belote announced (the other card of the pair), a king or queen of
trump played without Belote (the other is not in that hand), and how many cards each seat and
the stock hold. Klaberjass: the turned-up card out of play (or in the hand that took it by the
dix, or the dealer's for four), the stock's shown bottom card and the 7 given by the dix are
public. The klaverjas of 1821: no inference from phase 1 (any card may be played, and the hands
change by drawing), its phase-2 duties afterwards, the melds declared.
:meth:`DutyKnowledge.sample` deals the unseen cards into the other hands, the rest forming the
stock.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from random import Random

from audiojass.rules import Card, Observation, Rank
from audiojass.rules.cards import card_indices as bits
from audiojass.rules.cards import mask_of
from audiojass.rules.components import (
    AnnounceMelds,
    BeloteRebelote,
    ClaimRoem,
    ContractObservation,
    ContractRules,
    FamilyAction,
    SayBelote,
)
from audiojass.rules.klaverjas1821 import (
    PHASE_ONE_TRICKS,
    DeclareMeld,
    SayMarriage,
)
from audiojass.rules.klaverjas1821 import fast_legal_mask as legal_1821
from audiojass.rules.tricks import JACK_BIT, SUIT_MASK, SUIT_OF, TRUMP_STRENGTH
from audiojass.rules.tricks32 import DECK32_MASK, NO_TRUMPS, SUIT32_MASK, fast_legal_mask

__all__ = [
    "ALL_CARDS",
    "TRUMP_MASK",
    "DutyKnowledge",
    "Knowledge",
    "bits",
    "forced_action",
    "has_belote",
    "played_by",
    "rules_of",
    "trick_records",
    "view_mode",
]

ALL_CARDS = (1 << 36) - 1


def trick_records(view: Observation | ContractObservation) -> list[tuple[int, list[int]]]:
    """Every trick of the deal so far as (leader, card indices in play order), the trick on
    the table last when it holds a card."""
    records = [(t.leader, [int(c) for c in t.cards]) for t in view.tricks]
    if view.trick:
        records.append((view.trick_leader, [int(c) for c in view.trick]))
    return records


def played_by(view: Observation | ContractObservation) -> list[int]:
    """The cards each seat has played this deal (masks, one per seat)."""
    played = [0] * view.players
    for leader, cards in trick_records(view):
        for index, card in enumerate(cards):
            played[(leader + index) % view.players] |= 1 << card
    return played


@lru_cache(maxsize=64)
def _lower_trumps(trump: int, strength: int) -> int:
    """The trumps of suit ``trump`` (0-3) weaker than a trump of ``strength``
    (:data:`~audiojass.rules.tricks.TRUMP_STRENGTH`), as a mask."""
    return sum(
        1 << card for card in range(trump * 9, trump * 9 + 9) if TRUMP_STRENGTH[card] < strength
    )


class _DealPlan:
    """What a deal of the unseen cards (:meth:`_Seat.deal_unseen`) works out before its first
    try: the unseen cards in order, the seats in the order they are dealt to and how many cards
    each still needs (the same for every deal drawn from one seat's knowledge, so
    :func:`_deal_plan` keeps it)."""

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
        """One deal as :meth:`_Seat.deal_unseen` describes (the same draws of ``rng``)."""
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


_deal_plan = lru_cache(maxsize=64)(_DealPlan)


class _Seat:
    """What both knowledges share: the cards a seat may hold, and deals within them."""

    seat: int
    hand: int
    played: int
    sizes: list[int]
    known: list[int]
    allowed: list[int]
    unseen: int

    def _unseen(self, deck: int, out: int) -> int:
        """The cards of ``deck`` whose place this seat does not know: not its own, played,
        ``out`` or known to be in another hand."""
        placed = self.hand | self.played | out
        for mask in self.known:
            placed |= mask
        return deck & ~placed

    def possible(self, seat: int) -> int:
        """The cards ``seat`` may hold as far as this seat knows (mask)."""
        if seat == self.seat:
            return self.hand
        return self.known[seat] | (self.unseen & self.allowed[seat])

    def deal_unseen(self, rng: Random, deck: int, attempts: int) -> tuple[list[int], list[int]]:
        """Deal the ``unseen`` cards at random to the seats other than ``seat``: each gets the
        cards ``known`` to be its own and then cards it is ``allowed`` until it holds ``sizes``
        cards, the seat with the fewest spare candidates first. If no try of ``attempts``
        honours every ``allowed``, one last try lets any card of ``deck`` go anywhere.

        Returns ``(hands, rest)``: a hand mask per seat (``hands[seat]`` is ``hand``) and the
        unseen cards no seat got, in random order. Raises ValueError when even the last try
        fails (the sizes cannot be met).
        """
        known, allowed = tuple(self.known), tuple(self.allowed)
        plan = _deal_plan(self.seat, self.unseen, tuple(self.sizes), known, allowed)
        return plan.deal(rng, self.hand, self.known, self.allowed, deck, attempts)


@dataclass
class Knowledge(_Seat):
    """One seat's knowledge of a deal of the Swiss games in card play (module docstring).

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
        self.unseen = self._unseen(ALL_CARDS, self.sink_known)

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
        tricks = trick_records(view)
        played = mask_of(card for _, cards in tricks for card in cards)
        allowed = [ALL_CARDS] * players
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
        hands, pool = self.deal_unseen(rng, ALL_CARDS, attempts)
        sink = self.sink_known
        for card in pool:
            sink |= 1 << card
        return hands, sink


# -- the jack-nine games -----------------------------------------------------------------------

_RULES: dict[object, ContractRules] = {}


def rules_of(view: ContractObservation) -> ContractRules:
    """The phases the observation's variant composes (cached per variant)."""
    variant = view.variant
    rules = _RULES.get(variant)
    if rules is None:
        rules = variant.compose()
        _RULES[variant] = rules
    return rules


TRUMP_MASK: tuple[int, ...] = (*SUIT32_MASK, 0)
"""``TRUMP_MASK[mode]``: the trumps of a trump mode (mode 0-3 a suit; 4, no-trumps: none)."""


def view_mode(view: ContractObservation) -> int | None:
    """The trump mode of the deal: the trump suit 0-3, :data:`NO_TRUMPS` (4) for a deal
    played without trumps (klaberjass4), None while trump is not known."""
    if view.trump is not None:
        return int(view.trump)
    if view.declarer is not None:
        return NO_TRUMPS
    return None


def has_belote(view: ContractObservation) -> bool:
    """The variant announces Belote/Rebelote (a king or queen of trump played without it
    proves the other card is not in that hand, unless ``manual_announce``: a seat may leave
    its Belote unsaid)."""
    return any(isinstance(a, BeloteRebelote) for a in rules_of(view).announcements)


ANNOUNCEMENTS = (ClaimRoem, AnnounceMelds, SayBelote, DeclareMeld, SayMarriage)
"""The announcements the bots always make when they may (``manual_announce``)."""


def forced_action(view: ContractObservation) -> FamilyAction | None:
    """The action a bot of the jack–nine games takes without thinking, or None when there is
    a choice: with ``manual_announce``, the announcement the bots make before their card
    whenever one is legal (claim the roem, announce every meld, say "Belote"; in the klaverjas
    of 1821 declare, or counter with, the best meld, say the marriage); else the only legal
    action.

    Raises:
        ValueError: the seat has nothing to do now.
    """
    legal = view.legal_actions
    if not legal:
        raise ValueError(f"seat {view.seat} has no legal action now")
    announcements = [a for a in legal if isinstance(a, ANNOUNCEMENTS)]
    # the engine's order: the claim, the selections of melds with every meld first, Belote
    if announcements:
        return announcements[0]
    return legal[0] if len(legal) == 1 else None


@dataclass
class DutyKnowledge(_Seat):
    """One seat's knowledge of a deal of the jack–nine games (module docstring).

    Attributes:
        seat: whose knowledge this is.
        hand: the seat's own cards (mask).
        played: every card played this deal, the current trick included (mask).
        sizes: cards held by each seat now.
        allowed: per seat, the cards it may hold (the seat's own entry is its hand).
        known: per seat, cards it certainly holds (empty for the seat itself).
        stock_size: cards in the stock, the turned-up card not counted (Belote's: 0 once the
            hands are complete; Klaberjass's: out of play; the 1821 game's: drawn later);
            ``public``: cards out of every hand that everyone has seen (a turned-up card lying
            face up or out of play, Klaberjass's shown bottom card and the 7 of trump given
            for the turn-up by the dix).
        unseen: cards whose place the seat does not know.
    """

    seat: int
    hand: int
    played: int
    sizes: list[int]
    allowed: list[int]
    known: list[int]
    stock_size: int = 0
    public: int = 0
    unseen: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        self.unseen = self._unseen(DECK32_MASK, self.public)

    @classmethod
    def from_observation(cls, view: ContractObservation) -> DutyKnowledge:
        """The knowledge of ``view.seat`` (in the bidding or in card play)."""
        me = view.seat
        players = view.players
        hand = mask_of(view.hand)
        allowed = [DECK32_MASK] * players
        known = [0] * players
        tricks = trick_records(view)
        played = mask_of(card for _, cards in tricks for card in cards)
        public = 0
        turn_up = view.turn_up
        if turn_up is not None:
            if view.turn_up_taker is None:
                public = turn_up.bit
            elif view.turn_up_taker != me:
                known[view.turn_up_taker] |= turn_up.bit
        if view.shown_card is not None:
            public |= view.shown_card.bit  # Klaberjass for two: the stock's bottom card
        of_1821 = view.variant.play_phases == 2
        if view.dix is not None and view.trump is not None and not of_1821:
            public |= 1 << (int(view.trump) * 9 + Rank.SEVEN)  # exchanged: out of play
        mode = view_mode(view)
        if mode is not None:
            duties = rules_of(view).duties
            suspects = TRUMP_MASK[mode]
            # 1821: any card in phase 1 (and the hands change by drawing): no inference there
            first = PHASE_ONE_TRICKS if of_1821 else 0
            for number, (leader, cards) in enumerate(tricks):
                if number < first:
                    continue
                lead_suits = suspects | SUIT32_MASK[cards[0] // 9]
                for index in range(1, len(cards)):
                    seat = (leader + index) % players
                    if seat == me:
                        continue
                    card = cards[index]
                    prefix = cards[:index]
                    for other in bits(lead_suits & allowed[seat] & ~played):
                        pair = 1 << card | 1 << other
                        if of_1821:
                            legal = legal_1821(pair, prefix, mode, 2)
                        else:
                            legal = fast_legal_mask(pair, prefix, mode, duties)
                        if not legal >> card & 1:
                            allowed[seat] &= ~(1 << other)
            king = 1 << (mode * 9 + Rank.KING) if mode != NO_TRUMPS else 0
            queen = 1 << (mode * 9 + Rank.QUEEN) if mode != NO_TRUMPS else 0
            announced = {int(card) for _, card in view.belote_cards}
            holder = view.belote_cards[0][0] if view.belote_cards else None
            belote = has_belote(view) and not view.manual_announce
            for leader, cards in tricks:
                for index, card in enumerate(cards):
                    seat = (leader + index) % players
                    bit = 1 << card
                    if seat == me or not bit & (king | queen):
                        continue
                    pair_other = (king | queen) & ~bit
                    if card in announced and seat == holder:
                        known[seat] |= pair_other
                    elif belote:
                        allowed[seat] &= ~pair_other
            for seat, meld in view.melds_shown:
                if seat != me:
                    known[seat] |= mask_of(meld.cards)
            if view.variant.play_phases == 2:
                for declared in view.melds_declared:
                    if declared.seat != me:
                        known[declared.seat] |= mask_of(declared.meld.cards)
        known = [mask & ~played & ~hand & ~public for mask in known]
        known[me] = 0
        allowed[me] = hand
        return cls(
            seat=me,
            hand=hand,
            played=played,
            sizes=list(view.hand_sizes),
            allowed=allowed,
            known=known,
            stock_size=view.stock_size,
            public=public,
        )

    def sample(self, rng: Random, attempts: int = 20) -> tuple[list[int], list[int]]:
        """A deal consistent with the knowledge: every seat's hand and the stock.

        Returns ``(hands, stock)``: hand masks per seat (``hands[seat]`` is the own hand) and
        the stock's cards in a random order. If the constraints cannot all be honoured in
        ``attempts`` tries, the last try ignores the ruled-out cards.
        """
        return self.deal_unseen(rng, DECK32_MASK, attempts)
