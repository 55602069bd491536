"""What one seat of a family game (Klaverjas, Belote, Belote Contrée, Klaberjass for 2, 3 and 4,
the klaverjas of 1821) can know from its observation, and deals consistent with it.

Everything is derived from a :class:`~audiojass.rules.family_game.FamilyObservation`: the seat's
own hand, the cards played, what each play proves about the hand it came from (under the
variant's trick-play duties: a card is legal only if the hand held no card the duties would
have put first, so each such unseen card is ruled out for that seat), Belote's turned-up card
in its taker's hand, melds shown, Belote announced (the other card of the pair), a king or
queen of trump played without Belote (the other is not in that hand), and how many cards each
seat and the stock hold. Klaberjass: the turned-up card out of play (or in the hand that took
it by the dix, or the dealer's for four), the stock's shown bottom card and the 7 given by the
dix are public. The klaverjas of 1821: no inference from phase 1 (any card may be played, and
the hands change by drawing), its phase-2 duties afterwards, the melds declared.
:meth:`FamilyKnowledge.sample` deals the unseen cards at random within those constraints into
the other hands, the rest forming the stock.

Card sets are masks over the 36-card index space (bit ``suit * 9 + rank``); only the 32 cards
of :data:`~audiojass.rules.family_tricks.DECK32_MASK` occur.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random

from audiojass.bots.knowledge import bits, deal_unseen
from audiojass.rules.cards import Rank, mask_of
from audiojass.rules.family_game import (
    AnnounceMelds,
    BeloteRebelote,
    ClaimRoem,
    FamilyAction,
    FamilyObservation,
    FamilyRules,
    SayBelote,
)
from audiojass.rules.family_tricks import (
    DECK32_MASK,
    NO_TRUMPS,
    SUIT32_MASK,
    TrickDuties,
    fast_legal_mask,
)
from audiojass.rules.klaverjas1821 import (
    PHASE_ONE_TRICKS,
    DeclareMeld,
    Klaverjas1821Observation,
    SayMarriage,
)
from audiojass.rules.klaverjas1821 import fast_legal_mask as legal_1821

__all__ = [
    "TRUMP_MASK",
    "FamilyKnowledge",
    "announce_all",
    "duties_of",
    "forced_action",
    "has_belote",
    "rules_of",
    "view_mode",
]

_RULES: dict[object, FamilyRules] = {}


def rules_of(view: FamilyObservation) -> FamilyRules:
    """The phases the observation's variant composes (cached per variant)."""
    variant = view.variant
    rules = _RULES.get(variant)
    if rules is None:
        rules = variant.compose()
        _RULES[variant] = rules
    return rules


TRUMP_MASK: tuple[int, ...] = (*SUIT32_MASK, 0)
"""``TRUMP_MASK[mode]``: the trumps of a trump mode (mode 0-3 a suit; 4, no-trumps: none)."""


def view_mode(view: FamilyObservation) -> int | None:
    """The trump mode of the deal: the trump suit 0-3, :data:`NO_TRUMPS` (4) for a deal
    played without trumps (klaberjass4), None while trump is not known."""
    if view.trump is not None:
        return int(view.trump)
    if view.declarer is not None:
        return NO_TRUMPS
    return None


def duties_of(view: FamilyObservation) -> TrickDuties:
    """The trick-play duties of the observation's variant."""
    return rules_of(view).duties


def has_belote(view: FamilyObservation) -> bool:
    """The variant announces Belote/Rebelote (a king or queen of trump played without it
    proves the other card is not in that hand, unless ``manual_announce``: a seat may leave
    its Belote unsaid)."""
    return any(isinstance(a, BeloteRebelote) for a in rules_of(view).announcements)


ANNOUNCEMENTS = (ClaimRoem, AnnounceMelds, SayBelote, DeclareMeld, SayMarriage)
"""The announcements the bots always make when they may (``manual_announce``)."""


def announce_all(view: FamilyObservation) -> FamilyAction | None:
    """With ``manual_announce``, the announcement the bots make before their card whenever
    one is legal: claim the roem, announce every meld, say "Belote"; in the klaverjas of 1821
    declare (or counter with) the best meld, say the marriage; else None."""
    announcements = [a for a in view.legal_actions if isinstance(a, ANNOUNCEMENTS)]
    # the engine's order: the claim, the selections of melds with every meld first, Belote
    return announcements[0] if announcements else None


def forced_action(view: FamilyObservation) -> FamilyAction | None:
    """The action a family bot takes without thinking: an announcement
    (:func:`announce_all`), or the only legal action; None when there is a choice.

    Raises:
        ValueError: the seat has nothing to do now.
    """
    legal = view.legal_actions
    if not legal:
        raise ValueError(f"seat {view.seat} has no legal action now")
    announcement = announce_all(view)
    if announcement is not None:
        return announcement
    return legal[0] if len(legal) == 1 else None


@dataclass
class FamilyKnowledge:
    """One seat's knowledge of a deal.

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
        placed = self.hand | self.played | self.public
        for mask in self.known:
            placed |= mask
        self.unseen = DECK32_MASK & ~placed

    @classmethod
    def from_observation(cls, view: FamilyObservation) -> FamilyKnowledge:
        """The knowledge of ``view.seat`` (in the bidding or in card play)."""
        me = view.seat
        players = view.players
        hand = mask_of(view.hand)
        allowed = [DECK32_MASK] * players
        known = [0] * players
        played = mask_of(view.trick)
        for record in view.tricks:
            played |= mask_of(record.cards)
        public = 0
        turn_up = view.turn_up
        if turn_up is not None:
            if view.turn_up_taker is None:
                public = turn_up.bit
            elif view.turn_up_taker != me:
                known[view.turn_up_taker] |= turn_up.bit
        if view.shown_card is not None:
            public |= view.shown_card.bit  # Klaberjass for two: the stock's bottom card
        of_1821 = isinstance(view, Klaverjas1821Observation)
        if view.dix is not None and view.trump is not None and not of_1821:
            public |= 1 << (int(view.trump) * 9 + Rank.SEVEN)  # exchanged: out of play
        mode = view_mode(view)
        if mode is not None:
            duties = duties_of(view)
            tricks = [(t.leader, [int(c) for c in t.cards]) for t in view.tricks]
            if view.trick:
                tricks.append((view.trick_leader, [int(c) for c in view.trick]))
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
            if isinstance(view, Klaverjas1821Observation):
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

    def possible(self, seat: int) -> int:
        """The cards ``seat`` may hold as far as this seat knows (mask)."""
        if seat == self.seat:
            return self.hand
        return self.known[seat] | (self.unseen & self.allowed[seat])

    def sample(self, rng: Random, attempts: int = 20) -> tuple[list[int], list[int]]:
        """A deal consistent with the knowledge: every seat's hand and the stock.

        Returns ``(hands, stock)``: hand masks per seat (``hands[seat]`` is the own hand) and
        the stock's cards in a random order. If the constraints cannot all be honoured in
        ``attempts`` tries, the last try ignores the ruled-out cards.
        """
        return deal_unseen(
            rng,
            self.seat,
            self.hand,
            self.unseen,
            self.sizes,
            self.known,
            self.allowed,
            DECK32_MASK,
            attempts,
        )
