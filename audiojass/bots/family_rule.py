"""The rule player of the family's games (Klaverjas Amsterdam and Rotterdam, Belote, Belote
Contrée, Klaberjass for 2, 3 and 4, the klaverjas of 1821): bidding, doubling, the dix and card
play from the seat's own observation.

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

Card play (:func:`rule_card`, on card masks, shared with the search's playouts): the declaring
side draws trumps with a master trump; masters are cashed when the opponents will follow or
cannot trump; otherwise lead low from the longest plain suit. Following: the last player picks
the card giving the best signed result of the trick (points, the last-trick bonus and, in
Klaverjas, the trick's roem), spending trumps sparingly; earlier players smear points on the
partner's safe trick, take a trick with a safe plain card when it is worth it or with the
cheapest trump when it holds 10 points or more, else throw the least valuable card (never a
trump, so the trump jack is kept). The duties (follow, overtrump …) are the legal cards given.
With 2 or 3 seats each plays alone: every other seat is a rival. The klaverjas of 1821 plays by
:func:`card_1821` (its own rank table and points; the marriage; the lead's worth in phase 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

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
from audiojass.rules.family_game import (
    FamilyAction,
    FamilyObservation,
    FamilyRules,
    StockDeal,
    TrickRoem,
)
from audiojass.rules.family_scoring import roem_points
from audiojass.rules.family_tricks import POINTS32, STRENGTH32, SUIT32_MASK, WIN_KEY32
from audiojass.rules.family_variants import FamilyVariant, composed
from audiojass.rules.game import Phase
from audiojass.rules.klaverjas1821 import (
    POINTS_1821,
    STRENGTH_1821,
    WIN_KEY_1821,
    Klaverjas1821Observation,
    declarable_melds,
)
from audiojass.rules.weis import Meld

from .knowledge import (
    TRUMP_MASK,
    DutyKnowledge,
    bits,
    forced_action,
    has_belote,
    rules_of,
    view_mode,
)

__all__ = [
    "TAKE_AT",
    "FamilyRuleBot",
    "PlayContext",
    "contree_choice",
    "contree_estimate",
    "klaberjass_choice",
    "klaberjass_choice_for",
    "play_context",
    "rule_bid",
    "rule_card",
    "suit_strength",
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
# how much keeping a trump is worth when the last player might spend it (by rank index)
_TRUMP_KEEP = (0, 1, 2, 9, 5, 12, 3, 3, 6)


def _above_table(strength: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """``[mode][card]``: the cards of the same suit that beat ``card`` in that mode."""
    return tuple(
        tuple(
            sum(
                1 << other
                for other in range(card // 9 * 9, card // 9 * 9 + 9)
                if strength[mode][other] > strength[mode][card] >= 0
            )
            for card in range(36)
        )
        for mode in range(5)
    )


# the card tables by PlayContext.tables: 0 the family's (FAMILY_TABLES), 1 the 1821 game's
_POINTS = (POINTS32, POINTS_1821)
_STRENGTH = (STRENGTH32, STRENGTH_1821)
_KEYS = (WIN_KEY32, WIN_KEY_1821)
_ABOVES = (_above_table(STRENGTH32), _above_table(STRENGTH_1821))
FAMILY_TABLES = 0
""":attr:`PlayContext.tables` of the family's card order and points."""
TABLES_1821 = 1
""":attr:`PlayContext.tables` of the klaverjas of 1821 (its rank table and points)."""


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
        return _contree_bid(hand, legal, bids, seat)
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


def _contree_bid(
    hand: int, legal: list[BidAction], bids: list[tuple[int, BidAction]], seat: int
) -> BidAction:
    return contree_choice(hand, legal, bids, seat)[0]


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
    return isinstance(variant, FamilyVariant) and isinstance(composed(variant).deal, StockDeal)


def turned_suit(view: FamilyObservation) -> int:
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


def klaberjass_choice_for(view: FamilyObservation) -> tuple[BidAction, str, int]:
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


# -- card play -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayContext:
    """What card play needs to know of the deal: ``mode`` (the trump suit 0-3, or 4 for
    no-trumps), ``roem`` (Klaverjas roem counts in the trick), ``three_of_a_kind`` (its option),
    ``last_bonus`` (points of the last trick), ``players`` (seats: 2, 3 or 4), ``partners``
    (partners sit opposite, ``seat + 2``; else each seat plays alone) and ``tables`` (the card
    order and points: :data:`FAMILY_TABLES` or :data:`TABLES_1821`)."""

    mode: int
    roem: bool = False
    three_of_a_kind: bool = False
    last_bonus: int = 10
    players: int = 4
    partners: bool = True
    tables: int = FAMILY_TABLES


def play_context(view: FamilyObservation) -> PlayContext:
    """The :class:`PlayContext` of an observation in card play."""
    mode = view_mode(view)
    assert mode is not None
    rules = rules_of(view)
    roem = [a for a in rules.announcements if isinstance(a, TrickRoem)]
    return PlayContext(
        mode=mode,
        roem=bool(roem),
        three_of_a_kind=bool(roem) and roem[0].three_of_a_kind,
        last_bonus=rules.scoring.last_trick,
        players=view.players,
        partners=has_partners(view),
        tables=tables_of(rules),
    )


def tables_of(rules: FamilyRules) -> int:
    """:attr:`PlayContext.tables` of a game's rules: the 1821 table, or the family's."""
    return TABLES_1821 if rules.card_points is POINTS_1821 else FAMILY_TABLES


def has_partners(view: FamilyObservation) -> bool:
    """Partners sit opposite and score together (fewer sides than seats)."""
    return view.variant.teams < view.players


def _beaten_by(card: int, lead: int, mode: int, rival: int, tables: int = FAMILY_TABLES) -> bool:
    """A player who may hold ``rival`` (mask) can beat ``card`` in a trick led in ``lead``
    (a plain card is trumped only by a player holding no card of the suit led)."""
    if rival & _ABOVES[tables][mode][card]:
        return card // 9 == lead or card // 9 == mode
    if card // 9 == mode:
        return False
    return bool(rival & TRUMP_MASK[mode]) and not rival & SUIT32_MASK[lead]


def rule_card(
    ctx: PlayContext,
    hand: int,
    legal: int,
    trick: list[int],
    rivals: tuple[int, ...],
    partner: int,
    declarers: bool,
    tricks_left: int,
) -> int:
    """The rule player's card (an int) of ``legal`` (a non-empty mask of ``hand``).

    Args:
        trick: the cards of the trick so far in play order; the player moves next.
        rivals: cards the next opponent (seat + 1) and the other (seat + 3) may hold (their
            hands, in a playout that sees them); where each seat plays alone, every other
            seat in playing order from seat + 1.
        partner: cards the partner may hold (0 without partners).
        declarers: the player's side named trump, took, or holds the contract.
        tricks_left: tricks still to play, this one included.
    """
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    mode = ctx.mode
    tables = ctx.tables
    points = _POINTS[tables][mode]
    cards = bits(legal)
    n = len(trick)
    if n == 0:
        return _lead(ctx, hand, cards, rivals, declarers)
    lead = trick[0] // 9
    keys = _KEYS[tables][mode][lead]
    head = 0
    best_key = keys[trick[0]]
    value = points[trick[0]]
    for index in range(1, n):
        card = trick[index]
        value += points[card]
        if keys[card] > best_key:
            head, best_key = index, keys[card]
    if tricks_left == 1:
        value += ctx.last_bonus
    partner_heads = ctx.partners and head == n - 2
    if n == ctx.players - 1:
        return _last(ctx, cards, trick, value, keys, best_key, partner_heads)
    if ctx.partners:
        later = rivals[0]  # seat + 1; seat + 2 (if still to play) is the partner
    else:
        later = 0
        for rival in rivals[: ctx.players - 1 - n]:
            later |= rival
    if partner_heads:
        if not _beaten_by(trick[head], lead, mode, later, tables):
            return _smear(mode, cards, tables)
        return _discard(mode, hand, cards, tables)
    winners = [c for c in cards if keys[c] > best_key]
    if winners:
        cheapest = min(winners, key=lambda c: (keys[c], points[c]))
        if cheapest // 9 != mode:
            if (
                not _beaten_by(cheapest, lead, mode, later, tables)
                and value + points[cheapest] >= 4
            ):
                return cheapest
        elif value >= 10 or tricks_left <= 3:
            return cheapest
    return _discard(mode, hand, cards, tables)


def _lead(
    ctx: PlayContext, hand: int, cards: list[int], rivals: tuple[int, ...], declarers: bool
) -> int:
    mode = ctx.mode
    points = _POINTS[ctx.tables][mode]
    strength = _STRENGTH[ctx.tables][mode]
    above = _ABOVES[ctx.tables][mode]
    trump_mask = TRUMP_MASK[mode]
    theirs = 0
    for rival in rivals:
        theirs |= rival
    trumps = [c for c in cards if c // 9 == mode]
    if trumps and theirs & trump_mask and (declarers or len(trumps) >= 4):
        top = max(trumps, key=lambda c: strength[c])
        if not theirs & above[top]:
            return top
    best = -1
    for card in cards:
        suit = card // 9
        if suit == mode or theirs & above[card]:
            continue
        if any(rival & trump_mask and not rival & SUIT32_MASK[suit] for rival in rivals):
            continue
        if best < 0 or points[card] > points[best]:
            best = card
    if best >= 0:
        return best

    def lead_key(card: int) -> tuple[int, int, int, int]:
        suit = card // 9
        length = (hand & SUIT32_MASK[suit]).bit_count()
        return (int(suit == mode), points[card], -length, strength[card])

    return min(cards, key=lead_key)


def _last(
    ctx: PlayContext,
    cards: list[int],
    trick: list[int],
    value: int,
    keys: tuple[int, ...],
    best_key: int,
    partner_heads: bool,
) -> int:
    mode = ctx.mode
    points = _POINTS[ctx.tables][mode]
    strength = _STRENGTH[ctx.tables][mode]
    trick_mask = 0
    for played in trick:
        trick_mask |= 1 << played
    best = cards[0]
    best_score = -10_000.0
    for card in cards:
        wins = keys[card] > best_key
        ours = wins or partner_heads
        total = value + points[card]
        if ctx.roem:
            total += roem_points(trick_mask | 1 << card, mode, three_of_a_kind=ctx.three_of_a_kind)
        score = float(total if ours else -total)
        if card // 9 == mode:
            score -= _TRUMP_KEEP[card % 9]
        score -= 0.01 * strength[card]
        if score > best_score:
            best, best_score = card, score
    return best


def _smear(mode: int, cards: list[int], tables: int = FAMILY_TABLES) -> int:
    """Give the most points to a trick the partner takes, keeping trumps."""
    points = _POINTS[tables][mode]
    strength = _STRENGTH[tables][mode]
    plain = [c for c in cards if c // 9 != mode]
    if plain:
        return max(plain, key=lambda c: (points[c], -strength[c]))
    return min(cards, key=lambda c: (points[c], strength[c]))


def _discard(mode: int, hand: int, cards: list[int], tables: int = FAMILY_TABLES) -> int:
    """The least valuable card: no points, not a trump, from a long suit, lowest."""
    points = _POINTS[tables][mode]
    strength = _STRENGTH[tables][mode]

    def key(card: int) -> tuple[int, int, int, int]:
        suit = card // 9
        length = (hand & SUIT32_MASK[suit]).bit_count()
        return (points[card], int(suit == mode), -length, strength[card])

    return min(cards, key=key)


def card_1821(
    ctx: PlayContext, hand: int, legal: int, trick: list[int], rival: int, phase: int, melds: int
) -> int:
    """The rule player's card in the klaverjas of 1821 (an int of ``legal``, a non-empty
    mask of ``hand``; ``rival``: the cards the other seat may hold).

    Phase 2 (strict): :func:`rule_card`. Phase 1, leading: the queen of trump holding the king
    too (the marriage, 20), else the cheapest card (fewest points, then lowest, trumps too).
    Phase 1, second to play: the card with the best signed result of the trick, where taking
    it is worth ``melds`` more (what leading next is worth: :func:`meld_lead_value`), minus
    what a trump spent is worth keeping.
    """
    mode = ctx.mode
    if phase == 2:
        return rule_card(ctx, hand, legal, trick, (rival,), 0, False, hand.bit_count())
    cards = bits(legal)
    points = POINTS_1821[mode]
    strength = STRENGTH_1821[mode]
    if not trick:
        king, queen = 1 << (mode * 9 + Rank.KING), 1 << (mode * 9 + Rank.QUEEN)
        if hand & king and legal & queen:
            return mode * 9 + Rank.QUEEN
        # the cheapest card, a low trump as well as a low plain card
        return min(cards, key=lambda c: (points[c], strength[c] % 100))
    lead = trick[0]
    keys = WIN_KEY_1821[mode][lead // 9]
    best, best_score = cards[0], -10_000.0
    for card in cards:
        value = points[lead] + points[card]
        score = float(value + melds if keys[card] > keys[lead] else -value)
        if card // 9 == mode:
            score -= _TRUMP_KEEP[card % 9]
        score -= 0.01 * strength[card]
        if score > best_score:
            best, best_score = card, score
    return best


def meld_lead_value(hand: int, scored: list[Meld], trump: int) -> int:
    """The klaverjas of 1821, phase 1: what leading next is worth to a seat holding ``hand``
    (a mask) after it has scored the combinations ``scored``: its best declarable meld
    (declared at the lead) and 20 for the marriage (king and queen of trump)."""
    options = declarable_melds(hand, scored)
    value = options[0].points if options else 0
    pair = 1 << (trump * 9 + Rank.KING) | 1 << (trump * 9 + Rank.QUEEN)
    if hand & pair == pair:
        value += 20
    return value


class FamilyRuleBot:
    """Rule player of the family's games (Klaverjas, Belote, Belote Contrée, Klaberjass for 2,
    3 and 4, the klaverjas of 1821): bids, takes the dix and plays from its seat's
    :class:`~audiojass.rules.family_game.FamilyObservation` (module docstring); with
    ``manual_announce`` it announces whatever it may (:func:`~audiojass.bots.
    family_knowledge.announce_all`). ``seed``: kept for the bots' common signature (its rules
    are deterministic)."""

    name = "rule"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = Random(seed)

    def act(self, view: FamilyObservation) -> FamilyAction:
        """The action for ``view`` (one of ``view.legal_actions``).

        Raises:
            ValueError: the seat has nothing to do now.
        """
        forced = forced_action(view)
        if forced is not None:
            return forced
        legal = view.legal_actions
        dix = [a for a in legal if str(a) == "dix"]
        if dix and view.turn_up is not None and view.trump is not None:
            if dix_helps(mask_of(view.hand), int(view.trump), int(view.turn_up)):
                return dix[0]
            keep = [a for a in legal if str(a) == "keep-dix"]
            if keep:
                return keep[0]
        if view.phase is Phase.TRUMP and is_klaberjass(view.variant):
            return klaberjass_choice_for(view)[0]
        if view.phase is Phase.TRUMP:
            bids = [b for b in legal if not isinstance(b, PlayCard)]
            return rule_bid(
                mask_of(view.hand),
                bids,  # type: ignore[arg-type]
                list(view.bids),
                view.seat,
                view.turn_up if view.turn_up_taker is None else None,
                has_belote(view),
            )
        return PlayCard(Card(self.choose_card(view)))

    def choose_card(self, view: FamilyObservation) -> int:
        """The card to play now (an int of ``view.legal_actions``)."""
        knowledge = DutyKnowledge.from_observation(view)
        me = view.seat
        players = view.players
        legal = 0
        for action in view.legal_actions:
            if isinstance(action, PlayCard):
                legal |= action.card.bit
        ctx = play_context(view)
        if isinstance(view, Klaverjas1821Observation):
            scored = scored_melds_1821(view)[me]
            return card_1821(
                ctx,
                knowledge.hand,
                legal,
                [int(c) for c in view.trick],
                knowledge.possible(1 - me),
                view.play_phase,
                meld_lead_value(knowledge.hand, scored, ctx.mode) if view.trick else 0,
            )
        rivals: tuple[int, ...]
        if ctx.partners:
            rivals = (knowledge.possible((me + 1) % 4), knowledge.possible((me + 3) % 4))
            partner = knowledge.possible((me + 2) % 4)
        else:
            rivals = tuple(knowledge.possible((me + k) % players) for k in range(1, players))
            partner = 0
        sides = view.variant.teams
        return rule_card(
            ctx,
            knowledge.hand,
            legal,
            [int(c) for c in view.trick],
            rivals,
            partner,
            view.declarer is not None and view.declarer % sides == me % sides,
            tricks_left(view),
        )


def tricks_left(view: FamilyObservation) -> int:
    """Tricks still to play in the deal, the current one included, at the seat's turn to play:
    the cards it holds."""
    return len(view.hand)


def scored_melds_1821(view: Klaverjas1821Observation) -> list[list[Meld]]:
    """The klaverjas of 1821: the combinations each seat has scored this deal (a declaration
    not countered, or a counter), from the public declarations."""
    declared = view.melds_declared
    scored: list[list[Meld]] = [[] for _ in range(view.players)]
    pending = len(declared) - 1 if view.pending_meld is not None else -1  # not yet scored
    for index, declaration in enumerate(declared):
        if index == pending:
            continue
        countered = index + 1 < len(declared) and declared[index + 1].countered
        if declaration.countered or not countered:
            scored[declaration.seat].append(declaration.meld)
    return scored
