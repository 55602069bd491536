"""Klaverjas of 1821 for two players: card order and points, the deal with its stock, the two
trick-play phases, the declare-and-counter melds, the marriage and the dix.

Cards are the ints of :mod:`audiojass.rules.cards` (``suit * 9 + rank``, ranks ``6 7 8 9 10 J Q
K A`` = 0 … 8) and hands are bitmasks ``1 << card``; the deck is the 32 cards without the sixes
(:data:`~audiojass.rules.family_tricks.DECK32_MASK`). Tables are indexed by a *mode* as in
:mod:`audiojass.rules.family_tricks` (0 … 3 the trump suit; index 4, no-trumps, exists only so
that the tables have the family's shape: this game always has a trump suit).

The rules (``RULES-FAMILY.md`` "klaverjas_1821", binding; seed 000 "Early 19th century
klaverjas" for the wording; **[ours]** marks what the seed leaves open):

- Trump J 9 A K Q 10 8 7, plain A K Q J 10 9 8 7 [ours: the rank table]; points trump J 20,
  9 14, A 11, K 3, Q 2, 10 10; plain A 11, K 3, Q 2, J 1, 10 10: 141 card points, the last
  trick 5 more: 146 per deal.
- 9 cards each; the next card is turned up for trump and lies under the 13-card stock, drawn
  last [ours, as sixty-six]. Elder (the non-dealer) leads.
- Phase 1, 7 tricks while the stock lasts: the second player may play any card; the winner of
  a trick draws first, then the other [ours]. Holding the 7 of trump, a player may swap it for
  the turn-up "so long as the stock is not empty", at that player's turn to lead [ours].
- Phase-1 melds: the leader may declare one held combination (sequence of 3 20, of 4 50, of 5
  or more 100; four jacks 200; four kings or four queens 100); a higher-scoring counter by the
  second player scores instead. Each combination scores once; a longer sequence holding a
  declared one may follow at full value [ours]; a countered one may be declared again [ours].
  Marriage: leading the king or queen of trump holding the other, 20 (phase 1 only [ours]).
- Phase 2, 9 tricks: follow suit and take the trick if able while following; void, any card
  [ours]. No melds. Winning all nine phase-2 tricks: 100.
- Each player scores their own; the game ends after the deal in which someone reaches 500
  [ours: after the deal]; equal totals: a draw.

Decisions of this module where even ``RULES-FAMILY.md`` is silent (each also said where it
applies): a sequence is declared at its full held length (a maximal run); a combination whose
cards all lie inside one combination already scored cannot be declared (the shorter part of a
scored sequence, the same four again), any other may be, overlapping ones included; an equal
counter does not count ("higher").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from .actions import Deal
from .cards import RANK_CODES, Card, Rank
from .family_tricks import (
    DECK32,
    DECK32_MASK,
    MUST_FOLLOW,
    MUST_HEAD,
    NO_TRUMPS,
    NOT_IN_HAND,
    SUIT32_MASK,
    Refusal,
    check_mask32,
    mode_of,
)
from .weis import Meld

__all__ = [
    "ALL_TRICKS_BONUS",
    "CARD_POINTS",
    "DEAL_TOTAL",
    "DIX_NOT_AT_LEAD",
    "DIX_NO_SEVEN",
    "DIX_STOCK_EMPTY",
    "HAND_SIZE",
    "LAST_TRICK_BONUS",
    "MARRIAGE_POINTS",
    "PHASE_ONE_TRICKS",
    "PHASE_TWO_TRICKS",
    "PLAIN_ORDER",
    "PLAIN_POINTS",
    "PLAYERS",
    "POINTS_1821",
    "STOCK_SIZE",
    "STRENGTH_1821",
    "TARGET",
    "TRICKS",
    "TRUMP_ORDER",
    "TRUMP_POINTS",
    "WIN_KEY_1821",
    "Draw",
    "StockDraw",
    "card_points",
    "counter_options",
    "counters",
    "deal_layout",
    "deal_scores",
    "declarable_melds",
    "dix_refusal",
    "draws_after_trick",
    "fast_legal_mask",
    "find_melds",
    "heading_index",
    "legal_mask",
    "marriage_points",
    "meld_for_cards",
    "meld_sort_key",
    "phase_of",
    "refusal",
    "seven_of_trump",
    "swap_dix",
    "trick_points",
    "trick_winner",
]

# -- sizes and totals -------------------------------------------------------------------------

PLAYERS: Final = 2
HAND_SIZE: Final = 9
"""Cards dealt to each player, and held at every lead."""
STOCK_SIZE: Final = 13
"""Face-down cards of the stock at the start; the turn-up lies under them and is drawn last."""
PHASE_ONE_TRICKS: Final = 7
"""Tricks played while the stock lasts (14 cards drawn: the 13 and the turn-up)."""
PHASE_TWO_TRICKS: Final = 9
"""Tricks of the strict phase, after the stock is gone."""
TRICKS: Final = PHASE_ONE_TRICKS + PHASE_TWO_TRICKS
"""Tricks per deal: 16."""
LAST_TRICK_BONUS: Final = 5
CARD_POINTS: Final = 141
"""Card points in the 32 cards under any trump."""
DEAL_TOTAL: Final = CARD_POINTS + LAST_TRICK_BONUS
"""146: card points and the last trick, per deal (melds, marriages and the bonus aside)."""
ALL_TRICKS_BONUS: Final = 100
"""For winning all nine phase-2 tricks."""
MARRIAGE_POINTS: Final = 20
TARGET: Final = 500
"""Default game target (option ``target``)."""

# -- order and points (RULES-FAMILY.md "klaverjas_1821"; seed 000 table) ----------------------

TRUMP_ORDER: Final[tuple[str, ...]] = ("J", "9", "A", "K", "Q", "10", "8", "7")
"""Trump ranks, highest first."""
PLAIN_ORDER: Final[tuple[str, ...]] = ("A", "K", "Q", "J", "10", "9", "8", "7")
"""Plain ranks, highest first (the natural order: the ten below the jack)."""
TRUMP_POINTS: Final[dict[str, int]] = {"J": 20, "9": 14, "A": 11, "K": 3, "Q": 2, "10": 10}
"""Card points of a trump by rank code (8 and 7 score 0): 60 in the trump suit."""
PLAIN_POINTS: Final[dict[str, int]] = {"A": 11, "K": 3, "Q": 2, "J": 1, "10": 10}
"""Card points of a plain card by rank code (9, 8, 7 score 0): 27 in a plain suit."""


def _strength(order: tuple[str, ...], rank: int) -> int:
    return len(order) - 1 - order.index(RANK_CODES[rank])


def _mode_tables(mode: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    strength, points = [], []
    for card in range(36):
        suit, rank = divmod(card, 9)
        if rank == Rank.SIX:
            strength.append(-1)
            points.append(0)
        elif suit == mode:
            strength.append(100 + _strength(TRUMP_ORDER, rank))
            points.append(TRUMP_POINTS.get(RANK_CODES[rank], 0))
        else:
            strength.append(_strength(PLAIN_ORDER, rank))
            points.append(PLAIN_POINTS.get(RANK_CODES[rank], 0))
    return tuple(strength), tuple(points)


_TABLES = tuple(_mode_tables(mode) for mode in range(5))
STRENGTH_1821: Final[tuple[tuple[int, ...], ...]] = tuple(table[0] for table in _TABLES)
"""``STRENGTH_1821[mode][card]``: rank strength within the card's suit, 0 (the 7) … 7; trumps
100 … 107; -1 for a six. Shape of :data:`~audiojass.rules.family_tricks.STRENGTH32`."""
POINTS_1821: Final[tuple[tuple[int, ...], ...]] = tuple(table[1] for table in _TABLES)
"""``POINTS_1821[mode][card]``: card points (141 in the 32 cards for a trump suit; 0 for a
six). Shape of :data:`~audiojass.rules.family_tricks.POINTS32`."""


def _win_key(mode: int, lead: int) -> tuple[int, ...]:
    keys = []
    for card in range(36):
        strength = STRENGTH_1821[mode][card]
        keys.append(strength if strength >= 0 and card // 9 in (lead, mode) else -1)
    return tuple(keys)


WIN_KEY_1821: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(_win_key(mode, lead) for lead in range(4)) for mode in range(5)
)
"""``WIN_KEY_1821[mode][led suit][card]``: the highest key in a trick heads it (-1: cannot).
Shape of :data:`~audiojass.rules.family_tricks.WIN_KEY32`."""

# _ABOVE[mode][card]: the cards of the same suit that rank above ``card`` in that mode.
_ABOVE: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(
        sum(
            1 << other
            for other in range(card // 9 * 9, card // 9 * 9 + 9)
            if STRENGTH_1821[mode][other] > STRENGTH_1821[mode][card] >= 0
        )
        for card in range(36)
    )
    for mode in range(5)
)


def _check_card(card: int) -> int:
    if not (isinstance(card, int) and 0 <= card < 36 and DECK32_MASK >> card & 1):
        name = Card(card).code if isinstance(card, int) and 0 <= card < 36 else repr(card)
        raise ValueError(f"{name} is not a card of the 32-card deck")
    return int(card)


def _check_trump(trump: int) -> int:
    mode = mode_of(trump)
    if mode == NO_TRUMPS:
        raise ValueError("klaverjas 1821 always has a trump suit (0-3)")
    return mode


def card_points(card: int, trump: int) -> int:
    """Card points of one card under ``trump`` (a suit 0 … 3).

    Raises:
        ValueError: not a card of the 32-card deck, or not a trump suit.
    """
    return POINTS_1821[_check_trump(trump)][_check_card(card)]


def trick_points(cards: Iterable[int], trump: int) -> int:
    """Card points of some cards (a trick, a pile), without the last-trick bonus.

    Raises ValueError as :func:`card_points`.
    """
    table = POINTS_1821[_check_trump(trump)]
    return sum(table[_check_card(card)] for card in cards)


def heading_index(cards: Sequence[int], trump: int) -> int:
    """Index in ``cards`` (a trick in play order, non-empty) of the card that heads it: the
    highest trump, else the highest card of the suit led.

    Raises:
        ValueError: an empty trick, a card outside the deck, or not a trump suit.
    """
    if not cards:
        raise ValueError("an empty trick has no heading card")
    keys = WIN_KEY_1821[_check_trump(trump)][_check_card(cards[0]) // 9]
    best, best_key = 0, keys[cards[0]]
    for index in range(1, len(cards)):
        key = keys[_check_card(cards[index])]
        if key > best_key:
            best, best_key = index, key
    return best


def trick_winner(leader: int, cards: Sequence[int], trump: int) -> int:
    """The seat (0 or 1) that takes a complete trick of two ``cards`` led by ``leader``.

    Raises:
        ValueError: not two cards, a bad seat, or as :func:`heading_index`.
    """
    if leader not in (0, 1) or len(cards) != PLAYERS:
        raise ValueError("a trick of klaverjas 1821 has two cards, led by seat 0 or 1")
    return (leader + heading_index(cards, trump)) % PLAYERS


def phase_of(tricks_done: int) -> int:
    """The phase (1 or 2) of the trick after ``tricks_done`` complete tricks (0 … 15).

    Raises:
        ValueError: ``tricks_done`` outside 0 … 15.
    """
    if not 0 <= tricks_done < TRICKS:
        raise ValueError(f"a deal has tricks 0-{TRICKS - 1} to play, not {tricks_done}")
    return 1 if tricks_done < PHASE_ONE_TRICKS else 2


# -- trick play (phase 1: anything; phase 2: follow and take if able) -------------------------


def fast_legal_mask(hand: int, trick: Sequence[int], mode: int, phase: int) -> int:
    """:func:`legal_mask` without checks, for playouts (``mode`` a table index)."""
    if phase == 1 or not trick:
        return hand
    lead = trick[0] // 9
    follow = hand & SUIT32_MASK[lead]
    if not follow:
        return hand
    keys = WIN_KEY_1821[mode][lead]
    top = trick[0]
    for card in trick[1:]:
        if keys[card] > keys[top]:
            top = card
    if top // 9 != lead:  # a trump heads a plain lead: following cannot take it
        return follow
    return follow & _ABOVE[mode][top] or follow


def legal_mask(hand: int, trick: Sequence[int], trump: int, phase: int) -> int:
    """The cards of ``hand`` that may be played to ``trick``.

    Args:
        hand: the player's cards (a non-empty mask of 32-card-deck cards).
        trick: the trick so far, cards in play order (empty: leading).
        trump: the trump suit 0 … 3.
        phase: 1 (while the stock lasts: any card) or 2 (follow suit if able, and then take the
            trick if able; void, any card).

    Returns a non-empty subset of ``hand``.

    Raises:
        ValueError: an empty hand, a card outside the 32-card deck, a trick card in the hand,
            not a trump suit, or a phase other than 1 or 2.

    >>> from audiojass.rules.cards import cards_from_mask, mask_of, parse_cards
    >>> hand = mask_of(parse_cards("SQ S10 HA"))
    >>> [str(c) for c in cards_from_mask(legal_mask(hand, [int(Card.SJ)], 0, 2))]
    ['SQ']
    >>> [str(c) for c in cards_from_mask(legal_mask(hand, [int(Card.SJ)], 0, 1))]
    ['HA', 'S10', 'SQ']
    """
    if phase not in (1, 2):
        raise ValueError(f"klaverjas 1821 has phases 1 and 2, not {phase!r}")
    if not hand:
        raise ValueError("an empty hand has no legal card")
    check_mask32(hand, "hand")
    mode = _check_trump(trump)
    if len(trick) >= PLAYERS:
        raise ValueError("the trick is complete")
    for card in trick:
        if hand >> _check_card(card) & 1:
            raise ValueError(f"{Card(card)} is both in the trick and in the hand")
    return fast_legal_mask(hand, trick, mode, phase)


def refusal(hand: int, trick: Sequence[int], trump: int, phase: int, card: int) -> Refusal | None:
    """Why ``card`` may not be played (None if it may), for the spoken refusal.

    Arguments as :func:`legal_mask`. The codes of
    :data:`~audiojass.rules.family_tricks.REFUSAL_CODES` used here: ``not_in_hand``;
    ``must_follow`` (phase 2, holding the suit led: ``suit`` = it); ``must_head`` (phase 2,
    following where a higher card of the suit led is held: ``suit`` = the suit led, ``beat`` =
    the card to beat, a trump on a trump lead).

    Raises ValueError as :func:`legal_mask`, and for a card outside the 32-card deck.
    """
    _check_card(card)
    legal = legal_mask(hand, trick, trump, phase)
    if not hand >> card & 1:
        return Refusal(NOT_IN_HAND)
    if legal >> card & 1:
        return None
    lead = trick[0] // 9
    if card // 9 != lead:
        return Refusal(MUST_FOLLOW, suit=lead)
    mode = _check_trump(trump)
    keys = WIN_KEY_1821[mode][lead]
    top = max(trick, key=lambda played: keys[played])
    return Refusal(MUST_HEAD, suit=lead, beat=top)


# -- the deal and the stock -------------------------------------------------------------------


def deal_layout(deck: Sequence[int]) -> Deal:
    """The :class:`~audiojass.rules.actions.Deal` of a shuffled 32-card ``deck``: seat 0 the
    first 9 cards, seat 1 the next 9 (each sorted), then ``rest`` = the turn-up (deck[18]) and
    the 13 cards of the stock, top first (deck[19:]). The turn-up gives trump and is drawn
    last.

    Raises:
        ValueError: not each of the 32 cards once.
    """
    cards = [_check_card(card) for card in deck]
    if len(cards) != len(DECK32) or len(set(cards)) != len(DECK32):
        raise ValueError("a deck of klaverjas 1821 holds each of the 32 cards once")
    hands = tuple(
        tuple(sorted(Card(c) for c in cards[s * HAND_SIZE : (s + 1) * HAND_SIZE]))
        for s in range(PLAYERS)
    )
    return Deal(hands, tuple(Card(c) for c in cards[PLAYERS * HAND_SIZE :]))


@dataclass(frozen=True, slots=True)
class Draw:
    """One card drawn after a phase-1 trick.

    Attributes:
        seat: who draws it.
        card: the card (hidden from the other seat unless ``public``).
        public: True for the turn-up (or the 7 of trump swapped for it), drawn last.
    """

    seat: int
    card: Card
    public: bool


@dataclass(frozen=True, slots=True)
class StockDraw:
    """The draws after a phase-1 trick and what is left.

    Attributes:
        draws: the winner's draw, then the other seat's.
        stock: the face-down stock left, top first.
        turn_up: the turn-up if still lying under the stock, else None.
    """

    draws: tuple[Draw, Draw]
    stock: tuple[Card, ...]
    turn_up: Card | None


def draws_after_trick(stock: Sequence[int], turn_up: int | None, winner: int) -> StockDraw:
    """The winner of a phase-1 trick draws the top card, then the other seat the next; the
    turn-up comes last, so after the seventh trick the loser draws it.

    Args:
        stock: the face-down stock, top first (13, 11, … 1 cards in a deal).
        turn_up: the turn-up lying under it (None once drawn).
        winner: the seat (0 or 1) that took the trick.

    Raises:
        ValueError: fewer than two cards left, or a bad seat.
    """
    if winner not in (0, 1):
        raise ValueError(f"no seat {winner!r} in a two-player game")
    pile = [Card(_check_card(card)) for card in stock]
    public = [False] * len(pile)
    if turn_up is not None:
        pile.append(Card(_check_card(turn_up)))
        public.append(True)
    if len(pile) < PLAYERS:
        raise ValueError("the stock is empty: no card to draw")
    loser = 1 - winner
    draws = (Draw(winner, pile[0], public[0]), Draw(loser, pile[1], public[1]))
    rest = pile[2:]
    left_turn_up = rest.pop() if turn_up is not None and rest else None
    return StockDraw(draws, tuple(rest), left_turn_up)


# -- the dix: the 7 of trump for the turn-up --------------------------------------------------

DIX_NO_SEVEN: Final = "no_dix"
"""Refusal: the player does not hold the 7 of trump (or no turn-up lies there to take)."""
DIX_STOCK_EMPTY: Final = "stock_empty"
"""Refusal: the stock is empty (phase 2): the turn-up is gone."""
DIX_NOT_AT_LEAD: Final = "not_at_lead"
"""Refusal: only at the holder's turn to lead, before the card is led."""


def seven_of_trump(trump: int) -> Card:
    """The 7 of the trump suit ("dix").

    Raises:
        ValueError: not a trump suit 0 … 3.
    """
    return Card(_check_trump(trump) * 9 + Rank.SEVEN)


def dix_refusal(hand: int, trump: int, turn_up: int | None, *, leading: bool) -> str | None:
    """Why the dix swap is refused (None: allowed).

    Allowed "so long as the stock is not empty" (seed 000) at the holder's turn to lead,
    before leading (``RULES-FAMILY.md`` [ours]): the hand holds the 7 of trump and the turn-up
    still lies under the stock.

    Args:
        hand: the player's cards; ``trump``: the trump suit; ``turn_up``: the turn-up if it
            still lies under the stock, else None (the stock is empty or it was drawn);
        leading: it is this player's turn to lead and no card of the trick is down yet.

    Returns :data:`DIX_STOCK_EMPTY`, :data:`DIX_NOT_AT_LEAD`, :data:`DIX_NO_SEVEN` or None (in
    that order of precedence).

    Raises:
        ValueError: a bad hand mask or trump.
    """
    check_mask32(hand, "hand")
    seven = seven_of_trump(trump)
    if turn_up is None:
        return DIX_STOCK_EMPTY
    if not leading:
        return DIX_NOT_AT_LEAD
    if not hand >> seven & 1:
        return DIX_NO_SEVEN
    return None


def swap_dix(hand: int, trump: int, turn_up: int) -> tuple[int, Card]:
    """The hand after the dix swap and the new turn-up (the 7 of trump).

    Raises:
        ValueError: the hand does not hold the 7 of trump, or a bad argument.
    """
    seven = seven_of_trump(trump)
    check_mask32(hand, "hand")
    if not hand >> seven & 1:
        raise ValueError(f"the hand does not hold {seven}")
    return (hand & ~(1 << seven)) | (1 << _check_card(turn_up)), seven


# -- melds (phase 1) --------------------------------------------------------------------------

_FOURS: Final[dict[int, int]] = {Rank.JACK: 200, Rank.KING: 100, Rank.QUEEN: 100}


def _sequence_points(length: int) -> int:
    return 20 if length == 3 else 50 if length == 4 else 100


def meld_sort_key(meld: Meld) -> tuple[int, int, int, int]:
    """Best first when sorted descending: points, then cards, then top rank, then suit
    (four of a kind before a sequence of the same points)."""
    suit = meld.cards[0].suit if meld.kind == "sequence" else 4
    return (meld.points, len(meld.cards), int(meld.top), suit)


def find_melds(hand: int) -> list[Meld]:
    """The combinations held in ``hand``, best first (:func:`meld_sort_key`): each maximal run
    of 3 or more in one suit in natural order 7 8 9 10 J Q K A (3: 20, 4: 50, 5 or more: 100),
    and four jacks (200), four kings or four queens (100). Other fours score nothing (seed 000
    table). Melds are :class:`~audiojass.rules.weis.Meld` (kind "sequence" or "four"; a card may
    be in both).

    Raises:
        ValueError: a card outside the 32-card deck.

    >>> from audiojass.rules.cards import mask_of, parse_cards
    >>> [str(m) for m in find_melds(mask_of(parse_cards("HJ DJ SJ CJ C10 CQ")))]
    ['four HJ DJ SJ CJ (200)', 'sequence C10 CJ CQ (20)']
    """
    check_mask32(hand, "hand")
    melds: list[Meld] = []
    for suit in range(4):
        bits = hand >> (9 * suit) & 0x1FF
        rank = int(Rank.SEVEN)
        while rank <= Rank.ACE:
            if bits >> rank & 1:
                start = rank
                while rank <= Rank.ACE and bits >> rank & 1:
                    rank += 1
                if rank - start >= 3:
                    cards = tuple(Card(suit * 9 + r) for r in range(start, rank))
                    melds.append(Meld("sequence", cards, _sequence_points(rank - start)))
            else:
                rank += 1
    for rank, points in _FOURS.items():
        if all(hand >> (suit * 9 + rank) & 1 for suit in range(4)):
            melds.append(Meld("four", tuple(Card(s * 9 + rank) for s in range(4)), points))
    melds.sort(key=meld_sort_key, reverse=True)
    return melds


def declarable_melds(hand: int, scored: Iterable[Meld]) -> list[Meld]:
    """The combinations of ``hand`` (:func:`find_melds`) that may still be declared, best first:
    each combination scores once, so none whose cards all lie inside one combination in
    ``scored`` (this player's scored combinations; a countered one did not score and may be
    declared again). A longer sequence holding a scored one may follow at its full value (seed
    000, ``RULES-FAMILY.md`` [ours]).

    Raises ValueError as :func:`find_melds`.
    """
    done = [frozenset(meld.cards) for meld in scored]
    return [
        meld
        for meld in find_melds(hand)
        if not any(frozenset(meld.cards) <= cards for cards in done)
    ]


def counters(declared: Meld, counter: Meld) -> bool:
    """True if ``counter`` (the second player's) beats ``declared`` (the leader's): it scores
    more (seed 000 "a higher melding"; ``RULES-FAMILY.md`` "a higher-scoring counter"; equal
    points do not)."""
    return counter.points > declared.points


def counter_options(hand: int, declared: Meld, scored: Iterable[Meld]) -> list[Meld]:
    """The second player's possible counters to ``declared``: its declarable combinations
    (``scored``: its own scored ones) that score more, best first.

    Raises ValueError as :func:`find_melds`.
    """
    return [meld for meld in declarable_melds(hand, scored) if counters(declared, meld)]


def meld_for_cards(options: Iterable[Meld], cards: Iterable[int]) -> Meld | None:
    """The meld in ``options`` made of exactly ``cards`` (any order), or None."""
    wanted = frozenset(int(card) for card in cards)
    for meld in options:
        if frozenset(int(card) for card in meld.cards) == wanted:
            return meld
    return None


# -- marriage ---------------------------------------------------------------------------------


def marriage_points(hand: int, card: int, trump: int, phase: int) -> int:
    """Points of the marriage for leading ``card`` from ``hand`` (the hand before the lead, the
    card in it): 20 if it is the king or queen of trump and the hand holds the other, in phase 1
    (seed 000: "a player who leads a king or queen of trumps and holds the other card"; phase 1
    only [ours]); else 0.

    Raises:
        ValueError: a bad card, hand, trump or phase, or ``card`` not in ``hand``.
    """
    if phase not in (1, 2):
        raise ValueError(f"klaverjas 1821 has phases 1 and 2, not {phase!r}")
    check_mask32(hand, "hand")
    if not hand >> _check_card(card) & 1:
        raise ValueError(f"{Card(card)} is not in the hand")
    mode = _check_trump(trump)
    king, queen = mode * 9 + Rank.KING, mode * 9 + Rank.QUEEN
    if phase != 1 or card not in (king, queen):
        return 0
    other = queen if card == king else king
    return MARRIAGE_POINTS if hand >> other & 1 else 0


# -- the deal's scores ------------------------------------------------------------------------


def deal_scores(
    card_points: Sequence[int],
    melds: Sequence[int],
    marriages: Sequence[int],
    phase_two_tricks: Sequence[int],
) -> tuple[int, int]:
    """Each player's score for a deal: each scores their own (seed 000): card points (the last
    trick's 5 included), melds, marriages, and 100 for winning all nine phase-2 tricks.

    Args: per seat (two each): ``card_points`` taken, ``melds`` and ``marriages`` scored,
    ``phase_two_tricks`` won (0 … 9).

    Raises:
        ValueError: not two values each, card points not adding up to 146, or trick counts
            not adding up to 9.
    """
    if not all(len(values) == PLAYERS for values in (card_points, melds, marriages)) or (
        len(phase_two_tricks) != PLAYERS
    ):
        raise ValueError("two values each, one per seat")
    if sum(card_points) != DEAL_TOTAL:
        raise ValueError(f"card points of a deal add up to {DEAL_TOTAL}, not {sum(card_points)}")
    if sum(phase_two_tricks) != PHASE_TWO_TRICKS or min(phase_two_tricks) < 0:
        raise ValueError(f"phase 2 has {PHASE_TWO_TRICKS} tricks")
    scores = [card_points[s] + melds[s] + marriages[s] for s in range(PLAYERS)]
    for seat in range(PLAYERS):
        if phase_two_tricks[seat] == PHASE_TWO_TRICKS:
            scores[seat] += ALL_TRICKS_BONUS
    return scores[0], scores[1]
