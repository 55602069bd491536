"""The rule player's bids in the games decided by a bid or an auction (Klaverjas Amsterdam and
Rotterdam, Belote, Belote Contrée, Klaberjass for 2, 3 and 4; ``docs/rules/family.md``): the
bids, doubles and the dix from the seat's own observation.

Bidding (:func:`suit_strength`: jack and nine of trump, the other trumps, length, side aces and
tens, Belote's king and queen of trump where they score):

- Klaverjas: the forehand must name a suit: the strongest.
- Belote: round 1 takes the turned suit when the hand with the turned-up card (the taker gets
  it) is strong enough in it (:data:`TAKE_AT`); round 2 names the strongest other suit if it is
  a little stronger still; else pass.
- Contrée: a contract from an estimate of the side's trick points in the best suit
  (:func:`contree_estimate`), bid at the lowest level the auction allows (a made contract scores
  the points taken, whatever its level); a raise of the partner's suit with support when the
  opponents outbid it; a double when the opponents' contract is unlikely (strong defence in
  their trump suit and aces); a redouble only with a hand well above the contract.
- Klaberjass (:func:`klaberjass_bid`, on the 6 cards held): take the turned suit, or in round 2
  name the best other suit or no-trumps (:func:`no_trumps_strength`), when the hand (with the
  turned-up card where the dix or the deal gives it) reaches :data:`KLABERJASS_TAKE_AT`; throw
  a hand a little short of it (schmeiss); force elder after its schmeiss with a strong defence
  (:data:`FORCE_AT`), else decline; take the best suit when bimah obliges. The dix is taken
  whenever it helps (:func:`dix_helps`: the turned-up card is a better trump than the 7, unless
  the 7 ends a sequence worth more than the card).
"""

from __future__ import annotations

from audiojass.rules.actions import PlayCard
from audiojass.rules.bidding import (
    Bid,
    BidAction,
    Decline,
    Double,
    Force,
    NameSuit,
    NoTrumps,
    Pass,
    Redouble,
    Schmeiss,
    Take,
    tournament_suit,
)
from audiojass.rules.cards import Card, Rank, Suit, mask_of
from audiojass.rules.components import (
    ContractObservation,
    StockDeal,
)
from audiojass.rules.composed_variants import composed
from audiojass.rules.tricks32 import POINTS32, SUIT32_MASK

__all__ = [
    "TAKE_AT",
    "contree_choice",
    "contree_estimate",
    "dix_helps",
    "is_klaberjass",
    "klaberjass_bid",
    "klaberjass_choice",
    "klaberjass_choice_for",
    "rule_bid",
    "suit_strength",
    "turned_suit",
]

TAKE_AT = 44.0
"""Belote: take the turned suit when :func:`suit_strength` of the hand and the turned-up card
reaches this (round 2: 4 more)."""

ESTIMATE_BASE = 45.0
ESTIMATE_SCALE = 0.75
"""Contrée: :func:`contree_estimate` is ``ESTIMATE_BASE + ESTIMATE_SCALE * suit_strength``."""
DOUBLE_MARGIN = 30.0
"""Contrée: double when the hand's defence plus this exceeds 172 minus the contract."""

# by rank index 6 7 8 9 10 J Q K A (the six is not in the deck)
_TRUMP_VALUE = (0, 4, 4, 20, 10, 30, 5, 6, 12)


def suit_strength(hand: int, suit: int, *, belote: bool = False) -> float:
    """How well the hand (a card mask, 5 to 8 cards) plays with ``suit`` as trump; about 60 is
    a fair 8-card hand to play.

    Trumps by rank (jack 30, nine 20, ace 12, ten 10, king 6, queen 5, 8 and 7 4), 6 per trump
    beyond two, 8 for jack and nine together, 8 for king and queen with ``belote`` (Belote,
    20 points); side aces 10, a side ten 4 with its ace or 2 with its king; 4 per void side suit
    with three trumps or more.
    """
    trumps = hand & SUIT32_MASK[suit]
    count = trumps.bit_count()
    base = suit * 9
    score = 0.0
    for rank in range(1, 9):
        if trumps >> (base + rank) & 1:
            score += _TRUMP_VALUE[rank]
    score += 6 * max(0, count - 2)
    if trumps >> (base + Rank.JACK) & 1 and trumps >> (base + Rank.NINE) & 1:
        score += 8
    if belote and trumps >> (base + Rank.KING) & 1 and trumps >> (base + Rank.QUEEN) & 1:
        score += 8
    for side in range(4):
        if side == suit:
            continue
        cards = hand & SUIT32_MASK[side]
        start = side * 9
        if cards >> (start + Rank.ACE) & 1:
            score += 10
            if cards >> (start + Rank.TEN) & 1:
                score += 4
        elif cards >> (start + Rank.TEN) & 1 and cards >> (start + Rank.KING) & 1:
            score += 2
        if not cards and count >= 3:
            score += 4
    return score


def contree_estimate(hand: int, suit: int) -> float:
    """Contrée: the card points (of 162) the side may expect with ``suit`` trump, from the
    8-card hand: :data:`ESTIMATE_BASE` plus :data:`ESTIMATE_SCALE` times
    :func:`suit_strength`."""
    return ESTIMATE_BASE + ESTIMATE_SCALE * suit_strength(hand, suit, belote=False)


def _defence(hand: int, suit: int) -> float:
    """Contrée: card points the hand may take defending against ``suit`` trump."""
    trumps = hand & SUIT32_MASK[suit]
    base = suit * 9
    score = 0.0
    if trumps >> (base + Rank.JACK) & 1:
        score += 20
    if trumps >> (base + Rank.NINE) & 1 and trumps.bit_count() >= 2:
        score += 14
    if trumps.bit_count() >= 3:
        score += 10
    for side in range(4):
        if side == suit:
            continue
        cards = hand >> (side * 9)
        if cards >> Rank.ACE & 1:
            score += 11
            if cards >> Rank.TEN & 1:
                score += 10
    return score


def rule_bid(
    hand: int,
    legal: list[BidAction],
    bids: list[tuple[int, BidAction]],
    seat: int,
    turn_up: Card | None,
    belote: bool,
) -> BidAction:
    """The rule player's bid: one of ``legal`` (non-empty) for ``seat`` holding ``hand`` (a
    mask), after ``bids`` (seat, bid) this deal; ``turn_up``: Belote's turned-up card;
    ``belote``: king and queen of trump score (Belote)."""
    if any(isinstance(b, Bid) for b in legal) or Redouble() in legal:
        return contree_choice(hand, legal, bids, seat)[0]
    named = [b for b in legal if isinstance(b, NameSuit)]
    if Take() in legal and turn_up is not None:
        with_turn_up = hand | turn_up.bit
        if suit_strength(with_turn_up, turn_up.suit, belote=belote) >= TAKE_AT:
            return Take()
    if named:
        full = hand | (turn_up.bit if turn_up is not None else 0)
        best = max(named, key=lambda b: (suit_strength(full, b.suit, belote=belote), -b.suit))
        if Pass() not in legal:
            return best
        if suit_strength(full, best.suit, belote=belote) >= TAKE_AT + 4:
            return best
    if Pass() in legal:
        return Pass()
    return legal[0]


def contree_choice(
    hand: int, legal: list[BidAction], bids: list[tuple[int, BidAction]], seat: int
) -> tuple[BidAction, str, int]:
    """The rule player's bid in Contrée's auction (docs/rules/family.md, Contrée) and why: (bid,
    reason, level). Reasons: ``"redouble"`` (the redouble weighed, doubled), ``"side"`` (its
    side holds the standing contract), ``"double"`` (a double of the other side's
    contract), ``"top"`` (no bid from 80 to 160 is left above the standing one: the rule player
    does not bid capot), ``"bid"`` (a suit the hand
    is estimated at ``level`` or more, or the partner's supported), ``"weak"`` (no suit is
    estimated at ``level``, the lowest bid it may make), ``"other"`` (a pass where that bid
    is not offered)."""
    standing: tuple[int, Bid] | None = None
    partner_bid: Bid | None = None
    for bidder, bid in bids:
        if isinstance(bid, Bid):
            standing = (bidder, bid)
            if bidder == (seat + 2) % 4:
                partner_bid = bid
    if Redouble() in legal:
        assert standing is not None
        value = standing[1].value
        if contree_estimate(hand, standing[1].suit) >= min(value, 160) + 30:
            return Redouble(), "redouble", value
        return Pass(), "redouble", value
    level = 80
    if standing is not None:
        bidder, bid = standing
        if bidder % 2 == seat % 2:
            return Pass(), "side", bid.value  # the side's contract stands
        if Double() in legal and _defence(hand, bid.suit) + DOUBLE_MARGIN > 172 - min(
            bid.value, 160
        ):
            return Double(), "double", bid.value
        level = bid.value + 10
    if level > 160:
        return Pass(), "top", level
    best_suit = max(range(4), key=lambda s: (contree_estimate(hand, s), -s))
    estimate = contree_estimate(hand, best_suit)
    if partner_bid is not None:
        support = _support(hand, partner_bid.suit)
        if partner_bid.value + support >= level and partner_bid.value + support >= estimate:
            best_suit, estimate = partner_bid.suit, partner_bid.value + support
    if estimate >= level:
        wanted = Bid(level, Suit(best_suit))
        if wanted in legal:
            return wanted, "bid", level
        return Pass(), "other", level
    return Pass(), "weak", level


def _support(hand: int, suit: int) -> float:
    """Contrée: points a raise of the partner's ``suit`` may add: 10 per side ace, 10 for its
    jack, 10 for its nine."""
    base = suit * 9
    support = 0.0
    for rank in (Rank.JACK, Rank.NINE):
        if hand >> (base + rank) & 1:
            support += 10
    for side in range(4):
        if side != suit and hand >> (side * 9 + Rank.ACE) & 1:
            support += 10
    return support


# -- Klaberjass -------------------------------------------------------------------------------


def is_klaberjass(variant: object) -> bool:
    """Whether ``variant`` is a Klaberjass game (for 2, 3 or 4: its deal leaves a stock after
    the turn-up), bid by :func:`klaberjass_bid`."""
    return getattr(variant, "deck", 0) == 32 and isinstance(composed(variant).deal, StockDeal)


def turned_suit(view: ContractObservation) -> int:
    """The suit bid in round 1: the turned-up card's, or in Klaberjass for four's tournament
    deal the suit of the dealer's "two" (:func:`~audiojass.rules.bidding.tournament_suit`)."""
    if view.turn_up is not None:
        return int(view.turn_up.suit)
    return int(tournament_suit(view.dealer))


KLABERJASS_TAKE_AT: dict[int, float] = {2: 40.0, 3: 46.0, 4: 48.0}
"""Klaberjass: take a suit (round 1 the turned suit, round 2 another, 4 more) when
:func:`klaberjass_strength` of the 6-card hand reaches this, by number of players. Tuned on
duplicate deals of the rule player against itself: for two, 35 to 40 scored alike and 30 or
50 worse; for four, 44 to 56 scored about 1 % of the points better than 40."""
LATER_BELOW = 4.0
"""Klaberjass: a suit (or no-trumps) named in round 2 counts this much below its strength
(the turned suit may be taken first). Round 1 passes a hand strong enough to take when another
suit so counted is at least as strong: in Klaberjass for two, 50.3% (50.1-50.5%) of the points
against the rule player taking it (4,000 paired deals, seed 11; 50.2% at seed 3), for four
50.1%."""
SCHMEISS_BELOW = 8.0
"""Klaberjass for two with ``schmeiss``: elder throws the deal with a hand up to this much
weaker than a take."""
FORCE_AT = 34.0
"""After a schmeiss the dealer forces elder to take when its own :func:`suit_strength` in the
turned suit (its defence) reaches this; else it declines (a new deal)."""
NO_TRUMPS_AT = 46.0
"""Klaberjass for four: no-trumps when :func:`no_trumps_strength` reaches this and beats the
best suit."""


def dix_helps(hand: int, trump: int, turn_up: int) -> bool:
    """Whether exchanging the 7 of trump in ``hand`` (a mask) for the turned-up card helps:
    always a better trump, unless it breaks a sequence the 7 is part of for a card worth
    fewer points than the sequence loses (a king or queen, say, for a run 7 8 9)."""
    seven = 1 << (trump * 9 + Rank.SEVEN)
    after = hand & ~seven | 1 << turn_up
    lost = sequence_points(hand) - sequence_points(after)
    return lost <= 0 or POINTS32[trump][turn_up] >= lost


def sequence_points(hand: int, *, zensa: bool = False) -> int:
    """Points of the sequences (natural order 7 8 9 10 J Q K A) of a hand mask: 3 cards 20,
    4 or more 50 (``zensa``: 5 or more 100), each run once at its full length."""
    points = 0
    for suit in range(4):
        run = 0
        for rank in range(1, 10):
            if rank < 9 and hand >> (suit * 9 + rank) & 1:
                run += 1
                continue
            if run >= 5 and zensa:
                points += 100
            elif run >= 4:
                points += 50
            elif run == 3:
                points += 20
            run = 0
    return points


def no_trumps_strength(hand: int) -> float:
    """How well a hand (a mask) plays without trumps: 14 per ace, 8 per ten guarded by its
    ace, 3 per king beside ace and ten, 2 per card of a suit beyond three headed by its ace."""
    score = 0.0
    for suit in range(4):
        cards = hand >> (suit * 9)
        if not cards >> Rank.ACE & 1:
            continue
        score += 14
        if cards >> Rank.TEN & 1:
            score += 8
            if cards >> Rank.KING & 1:
                score += 3
        length = (hand & SUIT32_MASK[suit]).bit_count()
        score += 2 * max(0, length - 3)
    return score


def klaberjass_strength(hand: int, suit: int, *, extra: int = 0) -> float:
    """:func:`suit_strength` (bela counted) of ``hand`` with ``extra`` (a card mask the seat
    will also hold: the turned-up card the dix or the deal gives it)."""
    return suit_strength(hand | extra, suit, belote=True)


def klaberjass_bid(
    hand: int,
    legal: list[BidAction],
    seat: int,
    dealer: int,
    players: int,
    turn_up: Card | None,
    turned_suit: int,
) -> BidAction:
    """The rule player's bid in Klaberjass (one of ``legal``, non-empty) for ``seat`` holding
    ``hand`` (a mask): take the turned suit (round 1; passed when another suit, named in
    round 2, is at least as strong: :data:`LATER_BELOW`) or name the best other suit or
    no-trumps (round 2) with a strong enough hand (:data:`KLABERJASS_TAKE_AT`); throw
    (schmeiss) a middling hand; force elder after its schmeiss with a strong defence; take as
    bimah obliges. ``turn_up``: the turned-up card (None: the tournament deal), which the
    dealer gets in the game for four and the holder of the 7 of its suit by the dix in the
    games for two and three."""
    return klaberjass_choice(hand, legal, seat, dealer, players, turn_up, turned_suit)[0]


def klaberjass_choice_for(view: ContractObservation) -> tuple[BidAction, str, int]:
    """:func:`klaberjass_choice` for the seat to bid in ``view`` (its hand and bids, the
    dealer, the turned-up card and the suit round 1 bids)."""
    return klaberjass_choice(
        mask_of(view.hand),
        [b for b in view.legal_actions if not isinstance(b, PlayCard)],  # type: ignore[misc]
        view.seat,
        view.dealer,
        view.players,
        view.turn_up,
        turned_suit(view),
    )


def klaberjass_choice(
    hand: int,
    legal: list[BidAction],
    seat: int,
    dealer: int,
    players: int,
    turn_up: Card | None,
    turned_suit: int,
) -> tuple[BidAction, str, int]:
    """:func:`klaberjass_bid` and why: (bid, reason, suit). Reasons of a pass: ``"later"``
    (the turned suit is strong enough to take, but ``suit``, to be named in round 2, is at
    least as strong), ``"weak"`` (round 1: the turned suit, ``suit``, is not strong enough),
    ``"weak-all"`` (round 2: no suit nor no-trumps is); the others: ``"force"``,
    ``"decline"``, ``"take"``, ``"schmeiss"``, ``"name"``, ``"other"`` (a bid the rules
    oblige). ``suit``: the suit concerned, else the turned suit."""
    threshold = KLABERJASS_TAKE_AT.get(players, 44.0)
    if Force() in legal or Decline() in legal:
        defence = suit_strength(hand, turned_suit, belote=True)
        if defence >= FORCE_AT and Force() in legal:
            return Force(), "force", turned_suit
        return Decline(), "decline", turned_suit

    def extra_for(suit: int) -> int:
        if turn_up is None:
            return 0
        if players == 4:
            return turn_up.bit if seat == dealer else 0
        seven = 1 << (turned_suit * 9 + Rank.SEVEN)
        if suit == turned_suit and hand & seven:
            return turn_up.bit
        return 0

    def strength(suit: int) -> float:
        extra = extra_for(suit)
        held = hand & ~(1 << (turned_suit * 9 + Rank.SEVEN)) if extra and players < 4 else hand
        return klaberjass_strength(held, suit, extra=extra)

    weak = "weak-all"
    if Take() in legal:
        weak = "weak"
        value = strength(turned_suit)
        if value >= threshold:
            others = [suit for suit in range(4) if suit != turned_suit]
            stronger = max(others, key=strength)
            if strength(stronger) - LATER_BELOW >= value and Pass() in legal:
                return Pass(), "later", stronger  # at least as strong, named in round 2
            return Take(), "take", turned_suit
        if Schmeiss() in legal and value >= threshold - SCHMEISS_BELOW:
            return Schmeiss(), "schmeiss", turned_suit
    named = [b for b in legal if isinstance(b, NameSuit)]
    choices: list[tuple[float, BidAction]] = [
        (strength(int(b.suit)) - LATER_BELOW, b) for b in named
    ]
    if NoTrumps() in legal:
        no_trumps = no_trumps_strength(hand) * threshold / NO_TRUMPS_AT - LATER_BELOW
        choices.append((no_trumps, NoTrumps()))
    if choices:
        value, best = max(choices, key=lambda choice: choice[0])
        if Pass() not in legal or value >= threshold:
            return best, "name", int(best.suit) if isinstance(best, NameSuit) else turned_suit
    if Pass() in legal:
        return Pass(), weak, turned_suit
    return legal[0], "other", turned_suit
