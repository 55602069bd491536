"""Klaverjas of 1821 for two players: card order and points, the deal with its stock, the two
trick-play phases, the declare-and-counter melds, the marriage and the dix.

Cards are the ints of :mod:`audiojass.rules.cards` (``suit * 9 + rank``, ranks ``6 7 8 9 10 J Q
K A`` = 0 … 8) and hands are bitmasks ``1 << card``; the deck is the 32 cards without the sixes
(:data:`~audiojass.rules.tricks32.DECK32_MASK`). Tables are indexed by a *mode* as in
:mod:`audiojass.rules.tricks32` (0 … 3 the trump suit; index 4, no-trumps, exists only so
that the tables have the family's shape: this game always has a trump suit).

The rules (``docs/rules/family.md`` "klaverjas_1821", binding; source 000 "Early 19th century
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

Decisions of this module where even ``docs/rules/family.md`` is silent (each also said where it
applies): a sequence is declared at its full held length (a maximal run); a combination whose
cards all lie inside one combination already scored cannot be declared (the shorter part of a
scored sequence, the same four again), any other may be, overlapping ones included; an equal
counter does not count ("higher").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from .actions import CodeWord, Deal, code_entry, declare_codes
from .bidding import Bidding
from .cards import Card, Rank, TrumpMode, mask_of, parse_cards
from .cardtable import CardTable, ModeOrder, card_table
from .components import (
    Announcement,
    ContractGame,
    ContractIllegalActionError,
    ContractObservation,
    ContractRules,
    DealPhase,
    DixExchanged,
    ExchangeDix,
    FamilyAction,
    TrumpProcedure,
    before_card,
    new_family_game,
    parse_family_action,
)
from .composed_variants import ContractVariant, deals_menu
from .duties import duty_legal_mask
from .engine import Phase, TrickRecord, deal_out
from .settlement import ContractScoring, DealFacts, Outcome, Settlement, has_belote
from .tricks32 import (
    ANY_CARD,
    DECK32,
    DECK32_MASK,
    MUST_HEAD,
    NO_TRUMPS,
    Refusal,
    TrickDuties,
    check_mask32,
    mode_of,
    trick_from_leader,
)
from .tricks32 import heading_index as family_heading_index
from .tricks32 import refusal as family_refusal
from .variants import OptionMenu, register_variant, target_menu, yes_no_menu
from .weis import Meld, capped_sequence_points, hand_melds

__all__ = [
    "ALL_TRICKS_BONUS",
    "CARD_POINTS",
    "DEAL_TOTAL",
    "DIX_NOT_AT_LEAD",
    "DIX_NO_SEVEN",
    "DIX_STOCK_EMPTY",
    "HAND_SIZE",
    "KLAVERJAS_1821_DUTIES",
    "LAST_TRICK_BONUS",
    "MARRIAGE_POINTS",
    "PHASE_ONE_DUTIES",
    "PHASE_ONE_TRICKS",
    "PHASE_TWO_TRICKS",
    "PLAIN_ORDER",
    "PLAIN_POINTS",
    "PLAYERS",
    "POINTS_1821",
    "STOCK_SIZE",
    "STRENGTH_1821",
    "TABLE_1821",
    "TARGET",
    "TRICKS",
    "TRUMP_ORDER",
    "TRUMP_POINTS",
    "WIN_KEY_1821",
    "Action1821",
    "CardsDrawn",
    "DeclareMeld",
    "DixExchanged",
    "Draw",
    "DrawStockDeal",
    "Event1821",
    "ExchangeDix",
    "Klaverjas1821Game",
    "Klaverjas1821Observation",
    "Klaverjas1821Variant",
    "MarriageScored",
    "MeldDeclared",
    "PhaseTwoStarted",
    "SayMarriage",
    "StockDraw",
    "TurnUpTrump",
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
    "new_1821_game",
    "parse_1821_action",
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

# -- order and points (docs/rules/family.md "klaverjas_1821"; source 000 table) --------------------

TRUMP_ORDER: Final[tuple[str, ...]] = ("J", "9", "A", "K", "Q", "10", "8", "7")
"""Trump ranks, highest first."""
PLAIN_ORDER: Final[tuple[str, ...]] = ("A", "K", "Q", "J", "10", "9", "8", "7")
"""Plain ranks, highest first (the natural order: the ten below the jack)."""
TRUMP_POINTS: Final[dict[str, int]] = {"J": 20, "9": 14, "A": 11, "K": 3, "Q": 2, "10": 10}
"""Card points of a trump by rank code (8 and 7 score 0): 60 in the trump suit."""
PLAIN_POINTS: Final[dict[str, int]] = {"A": 11, "K": 3, "Q": 2, "J": 1, "10": 10}
"""Card points of a plain card by rank code (9, 8, 7 score 0): 27 in a plain suit."""


TABLE_1821: Final[CardTable] = card_table(
    "klaverjas_1821",
    [ModeOrder(suit, TRUMP_ORDER, PLAIN_ORDER, TRUMP_POINTS, PLAIN_POINTS) for suit in range(4)]
    + [ModeOrder(None, (), PLAIN_ORDER, {}, PLAIN_POINTS)],
)
"""The card table of klaverjas 1821 (``docs/rules/family.md`` "klaverjas_1821"); mode 4
(no-trumps) only gives the tables the family's shape."""
STRENGTH_1821: Final[tuple[tuple[int, ...], ...]] = TABLE_1821.strength
"""``STRENGTH_1821[mode][card]``: rank strength within the card's suit, 0 (the 7) … 7; trumps
100 … 107; -1 for a six. Shape of :data:`~audiojass.rules.tricks32.STRENGTH32`."""
POINTS_1821: Final[tuple[tuple[int, ...], ...]] = TABLE_1821.points
"""``POINTS_1821[mode][card]``: card points (141 in the 32 cards for a trump suit; 0 for a
six). Shape of :data:`~audiojass.rules.tricks32.POINTS32`."""
WIN_KEY_1821: Final[tuple[tuple[tuple[int, ...], ...], ...]] = TABLE_1821.win_key
"""``WIN_KEY_1821[mode][led suit][card]``: the highest key in a trick heads it (-1: cannot).
Shape of :data:`~audiojass.rules.tricks32.WIN_KEY32`."""


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
    return family_heading_index(cards, _check_trump(trump), table=TABLE_1821)


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


KLAVERJAS_1821_DUTIES: Final = TrickDuties(
    name="klaverjas_1821",
    partners=False,
    void=ANY_CARD,
    void_partner_heads=ANY_CARD,
    head_plain=True,
    source="docs/rules/family.md klaverjas_1821 (phase 2); source 000 Early 19th century klaverjas",
)
"""Phase 2 as a duties row (follow, head if able, void any card): :func:`fast_legal_mask` gives
the masks of :func:`~audiojass.rules.duties.duty_legal_mask` with these duties on
:data:`TABLE_1821` (with two players the card to head is always the card led)."""

PHASE_ONE_DUTIES: Final = TrickDuties(
    name="klaverjas_1821/phase1",
    partners=False,
    void=ANY_CARD,
    void_partner_heads=ANY_CARD,
    follow_suit=False,
    source="docs/rules/family.md klaverjas_1821 (phase 1: the second player may play any card)",
)
"""Phase 1 as a duties row: no duty."""


def _duties(phase: int) -> TrickDuties:
    return PHASE_ONE_DUTIES if phase == 1 else KLAVERJAS_1821_DUTIES


def fast_legal_mask(hand: int, trick: Sequence[int], mode: int, phase: int) -> int:
    """:func:`legal_mask` without checks, for playouts (``mode`` a table index): the duties of
    the phase (:data:`PHASE_ONE_DUTIES`, :data:`KLAVERJAS_1821_DUTIES`) on :data:`TABLE_1821`."""
    return duty_legal_mask(hand, trick, mode, _duties(phase), -1, TABLE_1821)


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
    :data:`~audiojass.rules.tricks32.REFUSAL_CODES` used here: ``not_in_hand``;
    ``must_follow`` (phase 2, holding the suit led: ``suit`` = it); ``must_head`` (phase 2,
    following where a higher card of the suit led is held: ``suit`` = the suit led, ``beat`` =
    the card to beat, a trump on a trump lead).

    Raises ValueError as :func:`legal_mask`, and for a card outside the 32-card deck.
    """
    _check_card(card)
    legal_mask(hand, trick, trump, phase)
    return family_refusal(
        hand,
        trick_from_leader(0, trick, PLAYERS),
        trump,
        _duties(phase),
        len(trick),
        card,
        table=TABLE_1821,
        trump_lead=MUST_HEAD,
    )


# -- the deal and the stock -------------------------------------------------------------------


def deal_layout(deck: Sequence[int]) -> Deal:
    """The :class:`~audiojass.rules.actions.Deal` of a shuffled 32-card ``deck``: seat 0 the
    first 9 cards, seat 1 the next 9 (each sorted), then ``rest`` = the turn-up (deck[18]) and
    the 13 cards of the stock, top first (deck[19:]). The turn-up gives trump and is drawn
    last.

    Raises:
        ValueError: not each of the 32 cards once.
    """
    cards = [Card(_check_card(card)) for card in deck]
    if len(cards) != len(DECK32) or len(set(cards)) != len(DECK32):
        raise ValueError("a deck of klaverjas 1821 holds each of the 32 cards once")
    return deal_out(cards, PLAYERS, HAND_SIZE)


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

    Allowed "so long as the stock is not empty" (source 000) at the holder's turn to lead,
    before leading (``docs/rules/family.md`` [ours]): the hand holds the 7 of trump and the turn-up
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


def meld_sort_key(meld: Meld) -> tuple[int, int, int, int]:
    """Best first when sorted descending: points, then cards, then top rank, then suit
    (four of a kind before a sequence of the same points)."""
    suit = meld.cards[0].suit if meld.kind == "sequence" else 4
    return (meld.points, len(meld.cards), int(meld.top), suit)


def find_melds(hand: int) -> list[Meld]:
    """The combinations held in ``hand``, best first (:func:`meld_sort_key`): each maximal run
    of 3 or more in one suit in natural order 7 8 9 10 J Q K A (3: 20, 4: 50, 5 or more: 100),
    and four jacks (200), four kings or four queens (100). Other fours score nothing (source 000
    table). Melds are :class:`~audiojass.rules.weis.Meld` (kind "sequence" or "four"; a card may
    be in both).

    Raises:
        ValueError: a card outside the 32-card deck.

    >>> from audiojass.rules.cards import mask_of, parse_cards
    >>> [str(m) for m in find_melds(mask_of(parse_cards("HJ DJ SJ CJ C10 CQ")))]
    ['four HJ DJ SJ CJ (200)', 'sequence C10 CJ CQ (20)']
    """
    check_mask32(hand, "hand")
    melds = hand_melds(hand, capped_sequence_points, _FOURS)
    melds.sort(key=meld_sort_key, reverse=True)
    return melds


def declarable_melds(hand: int, scored: Iterable[Meld]) -> list[Meld]:
    """The combinations of ``hand`` (:func:`find_melds`) that may still be declared, best first,
    given ``scored`` (this player's scored combinations; a countered one did not score and may
    be declared again). Each combination scores once: none whose cards all lie inside one
    scored combination, and no sequence that reuses cards of a scored sequence without holding
    that whole sequence (after S9 S10 SJ scored, S10 SJ SQ scores nothing; S9 to SQ scores 50
    at its full value). A card may still serve in a combination of the other kind (four jacks,
    then a sequence with a jack). Source: source 000, ``docs/rules/family.md``
    "klaverjas_1821".

    Raises ValueError as :func:`find_melds`.

    >>> from audiojass.rules.cards import mask_of, parse_cards
    >>> held = find_melds(mask_of(parse_cards("S9 S10 SJ")))
    >>> [str(m) for m in declarable_melds(mask_of(parse_cards("S10 SJ SQ")), held)]
    []
    >>> [str(m) for m in declarable_melds(mask_of(parse_cards("S9 S10 SJ SQ")), held)]
    ['sequence S9 S10 SJ SQ (50)']
    """
    done = [(meld.kind, frozenset(meld.cards)) for meld in scored]

    def declarable(meld: Meld) -> bool:
        cards = frozenset(meld.cards)
        for kind, taken in done:
            if cards <= taken:
                return False  # the same combination, or a part of it
            if kind == "sequence" == meld.kind and cards & taken and not taken <= cards:
                return False  # a sequence reusing cards of a scored one it does not hold
        return True

    return [meld for meld in find_melds(hand) if declarable(meld)]


def counters(declared: Meld, counter: Meld) -> bool:
    """True if ``counter`` (the second player's) beats ``declared`` (the leader's): it scores
    more (source 000 "a higher melding"; ``docs/rules/family.md`` "a higher-scoring counter"; equal
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
    (source 000: "a player who leads a king or queen of trumps and holds the other card"; phase 1
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
    """Each player's score for a deal: each scores their own (source 000): card points (the last
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


# ============================================================================================
# The game: actions, events, its components, the variant, the observation and the game
# ============================================================================================

# The dix is the family's action and event (:class:`~audiojass.rules.components.ExchangeDix`,
# code ``dix``; :class:`~audiojass.rules.components.DixExchanged`; re-exported here), offered
# by :class:`LeadDix`.


@dataclass(frozen=True, slots=True)
class DeclareMeld:
    """Declare a combination (phase 1): the leader before its card, or the second player, to
    counter the leader's declaration with a higher-scoring one, before its card. ``cards``:
    the combination's cards as :func:`find_melds` gives them. Code: ``meld:H7 H8 H9``. Only with
    ``manual_announce``; otherwise the engine declares and counters for every seat."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "meld:" + " ".join(str(card) for card in self.cards)


@dataclass(frozen=True, slots=True)
class SayMarriage(CodeWord):
    """Say "marriage" before leading (phase 1, holding king and queen of trump): leading either
    of them then scores 20. Only with ``manual_announce``; unsaid, leading one scores nothing.
    The saying holds for this lead only. Code: ``marriage``."""

    code = "marriage"


Action1821 = ExchangeDix | DeclareMeld | SayMarriage
"""The actions of this game besides the family's :data:`FamilyAction` (deal, play)."""


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    """After a phase-1 trick ``seat`` drew ``count`` cards from the stock (the winner first).
    ``shown``: the card when it is public (the turn-up, drawn last), else None: the card itself
    is only in the drawing seat's observation
    (:attr:`~audiojass.rules.observation.Observation.drawn`)."""

    seat: int
    count: int
    shown: Card | None = None


@dataclass(frozen=True, slots=True)
class MeldDeclared:
    """``seat`` declared ``meld`` worth ``points`` (phase 1).

    ``countered`` False: the leader's declaration; it scores unless the second player counters
    (with the engine's announcements the counter, if any, follows at once; with
    ``manual_announce`` it is settled when the second player counters or plays). ``countered``
    True: the second player countered the leader's declaration with ``meld``, which scores
    instead (the declaration scores nothing and may be declared again).
    """

    seat: int
    meld: Meld
    points: int
    countered: bool


@dataclass(frozen=True, slots=True)
class MarriageScored:
    """``seat`` led the king or queen of trump holding the other (phase 1): ``points`` (20)."""

    seat: int
    points: int


@dataclass(frozen=True, slots=True)
class PhaseTwoStarted:
    """The stock is empty after the seventh trick: 9 tricks of strict play follow (follow suit
    and take the trick if able), without melds."""


Event1821 = DixExchanged | CardsDrawn | MeldDeclared | MarriageScored | PhaseTwoStarted
"""The events of this game besides the family's :data:`FamilyEvent`."""


def parse_1821_action(code: str) -> FamilyAction | Action1821:
    """Parse an action code: ``dix``, ``marriage``, ``meld:H7 H8 H9``, or any family code
    (``deal:…``, ``play:H10`` …; :func:`~audiojass.rules.components.parse_family_action`).
    Kept for one release: every code of every game reads with
    :func:`audiojass.rules.parse_action`.

    Raises:
        ValueError: not an action code; the message names it.
    """
    text = code.strip()
    entry, read = code_entry(text)
    if entry is not None and entry.group == "1821":
        action = entry.parse(read, code)
        assert isinstance(action, SayMarriage | DeclareMeld)
        return action
    return parse_family_action(text)


def _parse_meld(text: str, code: str) -> DeclareMeld:
    try:
        cards = tuple(parse_cards(text.removeprefix("meld:")))
    except ValueError as error:
        raise ValueError(f"not an action code: {code!r} ({error})") from None
    if not cards:
        raise ValueError(f"not an action code: {code!r} (no cards)")
    return DeclareMeld(cards)


declare_codes("1821", (SayMarriage,), {"meld": _parse_meld})


def _game(game: ContractGame) -> Klaverjas1821Game:
    """The game a component of this module plays in (its state lives there)."""
    assert isinstance(game, Klaverjas1821Game)
    return game


@dataclass(frozen=True)
class DrawStockDeal(DealPhase):
    """9 cards each to two seats, the next card turned up for trump, the other 13 a stock
    (:func:`deal_layout`). After each phase-1 trick both draw (:func:`draws_after_trick`;
    :class:`CardsDrawn`, the winner first, the turn-up last), and after the seventh
    :class:`PhaseTwoStarted`; phase 1 has no duties (:data:`PHASE_ONE_DUTIES`), phase 2 the
    rules' (:data:`KLAVERJAS_1821_DUTIES`). The game's ``drawn``: the card each seat drew
    after the last trick (None: none since)."""

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def first_hand(self) -> int:
        return HAND_SIZE

    def turn_up(self, deal: Deal) -> Card | None:
        return deal.rest[0]

    def new_deal(self, game: ContractGame) -> None:
        _game(game).drawn = [None, None]

    def duties(self, game: ContractGame) -> TrickDuties:
        return _duties(_game(game).play_phase)

    def trick_taken(self, game: ContractGame, record: TrickRecord, events: list[Any]) -> None:
        drawn: list[Card | None] = [None, None]
        if len(game.tricks) <= PHASE_ONE_TRICKS:
            result = draws_after_trick(game.stock, game.turn_up, record.winner)
            for draw in result.draws:
                game.hands[draw.seat] |= 1 << draw.card
                drawn[draw.seat] = draw.card
                if draw.public:
                    game.turn_up_taker = draw.seat
                events.append(CardsDrawn(draw.seat, 1, draw.card if draw.public else None))
            game.stock, game.turn_up = result.stock, result.turn_up
            if len(game.tricks) == PHASE_ONE_TRICKS:
                events.append(PhaseTwoStarted())
        _game(game).drawn = drawn

    def view(self, game: ContractGame, seat: int) -> dict[str, Any]:
        state = _game(game)
        return {
            "play_phase": state.play_phase if game.phase is Phase.PLAY else 0,
            "phase_two_tricks": state.phase_two_tricks(),
            "drawn": state.drawn[seat],
        }

    def saved(self, game: ContractGame) -> dict[str, Any]:
        turn_up = game.turn_up
        return {
            "turn_up": str(turn_up) if turn_up is not None else None,
            "play_phase": _game(game).play_phase,
        }


@dataclass(frozen=True)
class TurnUpTrump(TrumpProcedure):
    """No bidding: the turn-up is trump, and play starts at once, elder leading."""

    def start(self, dealer: int, turn_up: Card | None) -> Bidding:
        raise NotImplementedError("klaverjas 1821 has no bidding: the turn-up is trump")

    def dealt_trump(self, turn_up: Card | None) -> TrumpMode | None:
        assert turn_up is not None
        return TrumpMode(turn_up.suit)


def _announcing(game: ContractGame, action: Any) -> None:
    """Refuse an announcement of this game outside card play or without ``manual_announce``."""
    if game.phase is not Phase.PLAY:
        raise game._wrong_phase(str(action))
    if not game.manual_announce:
        raise ContractIllegalActionError(
            "the announcements are made automatically in this game", "no_announce"
        )


def _led_in_phase_one(game: ContractGame) -> bool:
    """A card has just been led to a phase-1 trick (in :meth:`Announcement.card_played`)."""
    return len(game.trick) == 1 and len(game.tricks) < PHASE_ONE_TRICKS


@dataclass(frozen=True)
class LeadDix(Announcement):
    """The dix (:class:`ExchangeDix`, either mode): at the holder's turn to lead while the stock
    lasts, the 7 of trump for the turn-up (:func:`dix_refusal`, :func:`swap_dix`); the 7 lies
    face up under the stock in its place and is drawn last (:class:`DixExchanged`). The game's
    ``dix_by``: who swapped it this deal."""

    handles: ClassVar[tuple[type, ...]] = (ExchangeDix,)
    announces: ClassVar[bool] = False

    def actions(self, game: ContractGame) -> list[Any]:
        assert game.trump is not None
        hand = game.hands[game.to_move]
        if game.trick or dix_refusal(hand, int(game.trump), game.turn_up, leading=True):
            return []
        return [ExchangeDix()]

    def apply(self, game: ContractGame, action: Any, events: list[Any]) -> None:
        if game.phase is not Phase.PLAY:
            raise game._wrong_phase(str(action))
        seat = game.to_move
        assert game.trump is not None
        trump = int(game.trump)
        why = dix_refusal(game.hands[seat], trump, game.turn_up, leading=not game.trick)
        if why is not None:
            message = {
                DIX_STOCK_EMPTY: "the stock is empty: no dix",
                DIX_NOT_AT_LEAD: "the dix is only at your turn to lead",
                DIX_NO_SEVEN: f"no {seven_of_trump(trump)} to exchange",
            }[why]
            raise ContractIllegalActionError(message, why)
        old = game.turn_up
        assert old is not None
        game.hands[seat], game.turn_up = swap_dix(game.hands[seat], trump, old)
        game.dix_by = seat
        events.append(DixExchanged(seat, game.turn_up, old))

    def view(self, game: ContractGame, seat: int) -> dict[str, Any]:
        return {"dix_by": game.dix_by}


def _put(values: list[Any], seat: int, value: Any) -> list[Any]:
    """A copy of ``values`` (one per seat) with ``seat``'s replaced by ``value``: the state of
    this module's components is replaced, never changed in place, so a clone may share it."""
    return [value if index == seat else old for index, old in enumerate(values)]


@dataclass(frozen=True)
class CounterMelds(Announcement):
    """Phase-1 melds: the leader may declare one combination (:func:`declarable_melds`) before
    its card, the second player counter it with a higher one (:func:`counter_options`) before
    its card; the counter scores instead, else the declaration scores when the second player
    plays (:class:`MeldDeclared`). Without ``manual_announce`` the engine declares the
    leader's best and counters with the second player's best as the leader plays its card;
    with it, :class:`DeclareMeld`. The game's state: ``melds_declared``, ``pending_meld``,
    ``scored_melds`` and ``meld_points`` per seat, ``declared_this_lead``."""

    handles: ClassVar[tuple[type, ...]] = (DeclareMeld,)

    def new_deal(self, game: ContractGame) -> None:
        state = _game(game)
        state.scored_melds = [[], []]
        state.meld_points = [0, 0]
        state.melds_declared = []
        state.pending_meld = None
        state.declared_this_lead = False

    @staticmethod
    def choices(game: Klaverjas1821Game, seat: int) -> list[Meld]:
        """What ``seat`` may declare now with ``manual_announce`` (best first): as the leader
        in phase 1 before its card, once per lead, its declarable combinations; as the second
        player facing a declaration, its higher ones (counters); else []."""
        if game.phase is not Phase.PLAY or game.play_phase != 1 or seat != game.to_move:
            return []
        if not game.trick:
            if game.declared_this_lead:
                return []
            return declarable_melds(game.hands[seat], game.scored_melds[seat])
        pending = game.pending_meld
        if pending is None or pending.seat == seat:
            return []
        return counter_options(game.hands[seat], pending.meld, game.scored_melds[seat])

    def actions(self, game: ContractGame) -> list[Any]:
        return [DeclareMeld(meld.cards) for meld in self.choices(_game(game), game.to_move)]

    def credits(self, game: ContractGame) -> dict[str, tuple[int, ...]]:
        return {"melds": tuple(_game(game).meld_points)}

    def view(self, game: ContractGame, seat: int) -> dict[str, Any]:
        state = _game(game)
        return {
            "melds_declared": tuple(state.melds_declared),
            "pending_meld": state.pending_meld,
            "meld_points": tuple(state.meld_points),
        }

    def saved(self, game: ContractGame) -> dict[str, Any]:
        return {"melds": list(_game(game).meld_points)}

    def apply(self, game: ContractGame, action: Any, events: list[Any]) -> None:
        _announcing(game, action)
        state, seat = _game(game), game.to_move
        meld = meld_for_cards(self.choices(state, seat), action.cards)
        if meld is None:
            raise ContractIllegalActionError(f"{action} is not possible now", "bad_meld")
        if game.trick:
            self._counter(state, seat, meld, events)
            return
        state.declared_this_lead = True
        state.pending_meld = MeldDeclared(seat, meld, meld.points, False)
        state.melds_declared = [*state.melds_declared, state.pending_meld]
        events.append(state.pending_meld)

    def _counter(self, game: Klaverjas1821Game, seat: int, meld: Meld, events: list[Any]) -> None:
        countered = MeldDeclared(seat, meld, meld.points, True)
        game.pending_meld = None
        game.melds_declared = [*game.melds_declared, countered]
        self._score(game, seat, meld)
        events.append(countered)

    @staticmethod
    def _score(game: Klaverjas1821Game, seat: int, meld: Meld) -> None:
        game.scored_melds = _put(game.scored_melds, seat, [*game.scored_melds[seat], meld])
        game.meld_points = _put(game.meld_points, seat, game.meld_points[seat] + meld.points)

    def _engine_declares(self, game: Klaverjas1821Game, seat: int, card: int) -> list[Any]:
        """The leader's best declaration as it leads ``card``, and the second player's best
        counter (the events)."""
        options = declarable_melds(game.hands[seat] | 1 << card, game.scored_melds[seat])
        if not options:
            return []
        meld = options[0]
        declared = MeldDeclared(seat, meld, meld.points, False)
        game.melds_declared = [*game.melds_declared, declared]
        spoken: list[Any] = [declared]
        other = 1 - seat
        counter = counter_options(game.hands[other], meld, game.scored_melds[other])
        if counter:
            self._counter(game, other, counter[0], spoken)
        else:
            self._score(game, seat, meld)
        return spoken

    def card_played(self, game: ContractGame, seat: int, card: int, events: list[Any]) -> None:
        state = _game(game)
        if _led_in_phase_one(game):
            state.declared_this_lead = False
            if not game.manual_announce:
                before_card(events, self._engine_declares(state, seat, card))
        elif state.pending_meld is not None:  # not countered: the declaration scores
            pending = state.pending_meld
            state.pending_meld = None
            self._score(state, pending.seat, pending.meld)


@dataclass(frozen=True)
class LeadMarriage(Announcement):
    """The marriage: leading the king or queen of trump in phase 1 holding the other scores 20
    (:func:`marriage_points`, :class:`MarriageScored`); with ``manual_announce`` only if the
    leader said it before (:class:`SayMarriage`, for that lead). The game's state:
    ``marriage_points`` per seat, ``marriage_said``."""

    handles: ClassVar[tuple[type, ...]] = (SayMarriage,)

    def new_deal(self, game: ContractGame) -> None:
        state = _game(game)
        state.marriage_points = [0, 0]
        state.marriage_said = False

    def actions(self, game: ContractGame) -> list[Any]:
        state = _game(game)
        if (
            state.play_phase != 1
            or game.trick
            or state.marriage_said
            or not has_belote(game.hands[game.to_move], game.trump)
        ):
            return []
        return [SayMarriage()]

    def apply(self, game: ContractGame, action: Any, events: list[Any]) -> None:
        _announcing(game, action)
        if not self.actions(game):
            raise ContractIllegalActionError("no marriage to say now", "no_marriage")
        _game(game).marriage_said = True

    def credits(self, game: ContractGame) -> dict[str, tuple[int, ...]]:
        return {"belote": tuple(_game(game).marriage_points)}

    def view(self, game: ContractGame, seat: int) -> dict[str, Any]:
        state = _game(game)
        return {
            "marriage_points": tuple(state.marriage_points),
            "marriage_said": state.marriage_said and game.current_player == seat,
        }

    def saved(self, game: ContractGame) -> dict[str, Any]:
        return {"marriages": list(_game(game).marriage_points)}

    def card_played(self, game: ContractGame, seat: int, card: int, events: list[Any]) -> None:
        if not _led_in_phase_one(game):
            return
        state = _game(game)
        assert game.trump is not None
        if not game.manual_announce or state.marriage_said:
            points = marriage_points(game.hands[seat] | 1 << card, card, int(game.trump), 1)
            if points:
                state.marriage_points = _put(
                    state.marriage_points, seat, state.marriage_points[seat] + points
                )
                before_card(events, [MarriageScored(seat, points)])
        state.marriage_said = False


@dataclass(frozen=True, slots=True)
class OwnScores(ContractScoring):
    """Each scores their own (source 000; :func:`deal_scores`): card points with the last
    trick's 5, melds (``facts.melds``), marriages (``facts.belote``) and 100 for winning all
    nine phase-2 tricks (``capot``: that seat); ``declarers`` (elder) plays no part."""

    def settle_deal(self, facts: DealFacts, game: Any) -> Settlement:
        phase_two = _game(game).phase_two_tricks()
        scores = deal_scores(facts.card_points, facts.melds, facts.belote, phase_two)
        capot = next((s for s in range(PLAYERS) if phase_two[s] == PHASE_TWO_TRICKS), None)
        return Settlement(Outcome.MADE, scores, scores, capot=capot)


@dataclass(frozen=True)
class Klaverjas1821Variant(ContractVariant):
    """Klaverjas of 1821 (``docs/rules/family.md`` "klaverjas_1821"; source 000): two players each
    alone; 9 cards each, the turn-up under a 13-card stock; 7 tricks drawing from the stock
    (any card to a lead; melds, counters, marriage, the dix), then 9 strict tricks; each scores
    their own; the game ends after the deal in which someone reaches ``target``.

    Options: ``target`` (500), ``deals`` (0 = no limit), ``manual_announce`` (False).
    """

    name: ClassVar[str] = "klaverjas_1821"
    title: ClassVar[str] = "Klaverjas (1821)"
    title_message: ClassVar[str] = "table-family-title-1821"
    country: ClassVar[str] = "netherlands"
    terms: ClassVar[str] = "klaverjas"
    MENU: ClassVar[tuple[OptionMenu, ...]] = (
        target_menu(500, 300, 700, 1000),
        deals_menu(0, 8, 12, 16),
        yes_no_menu("manual_announce", "table-1821-rule-announce"),
    )
    players: ClassVar[int] = PLAYERS
    hand_size: ClassVar[int] = HAND_SIZE
    team_game: ClassVar[bool] = False
    has_stock: ClassVar[bool] = True
    has_dix: ClassVar[bool] = True
    bidding: ClassVar[bool] = False
    play_phases: ClassVar[int] = 2
    told_melds: ClassVar[str] = "rules-1821-told-melds"

    target: int = TARGET
    deals: int = 0

    @property
    def tricks_per_deal(self) -> int:
        """16: 7 while the stock lasts and 9 after."""
        return TRICKS

    def scoring(self) -> ContractScoring:
        """Last trick 5, the target and deal count; each scores their own (:class:`OwnScores`)."""
        return OwnScores(
            "klaverjas", last_trick=LAST_TRICK_BONUS, target=self.target, deals=self.deals
        )

    def compose(self) -> ContractRules:
        return ContractRules(
            deal=DrawStockDeal(),
            trump=TurnUpTrump(),
            announcements=(LeadDix(), CounterMelds(), LeadMarriage()),
            duties=KLAVERJAS_1821_DUTIES,
            scoring=self.scoring(),
            table=TABLE_1821,
            parse=parse_1821_action,
            trump_lead_refusal=MUST_HEAD,
        )

    def new_game(self, seed: int, first_dealer: int) -> Klaverjas1821Game:
        """A game of these rules at its first deal."""
        return Klaverjas1821Game(self, seed, first_dealer)

    def play_phase(self, phase: int | None) -> int:
        """The phase of play the rule functions answer for: 1 while the stock lasts, 2 after
        it (the default).

        Raises:
            ValueError: a phase other than 1 and 2."""
        if phase is None:
            return 2
        if type(phase) is not int or phase not in (1, 2):
            raise ValueError(f"the klaverjas of 1821 has phases 1 and 2, not {phase!r}")
        return phase

    def legal_cards_mask(
        self, hand: Sequence[Card], trick: Sequence[Card], mode: int, phase: int
    ) -> int:
        """Mask of the cards of ``hand`` that may be played to ``trick`` in ``phase``
        (:func:`legal_mask`)."""
        return legal_mask(mask_of(hand), [int(c) for c in trick], mode, phase)

    def declared_melds(self, hand: Sequence[Card], mode: int) -> list[Meld]:
        """The phase-1 combinations of ``hand``, best first (:func:`find_melds`)."""
        return find_melds(mask_of(hand))


Klaverjas1821Observation = ContractObservation
"""The observation of the klaverjas of 1821: :class:`~audiojass.rules.observation.Observation`
(the name kept for one release)."""


class Klaverjas1821Game(ContractGame):
    """A game of klaverjas 1821 (:class:`Klaverjas1821Variant`): the
    :class:`~audiojass.rules.components.ContractGame` of the parts its variant composes, each
    saying its actions, events and the state it keeps here: :class:`DrawStockDeal` (``drawn``),
    :class:`TurnUpTrump`, :class:`LeadDix`, :class:`CounterMelds` (``melds_declared``,
    ``pending_meld``, ``scored_melds``, ``meld_points``, ``declared_this_lead``),
    :class:`LeadMarriage` (``marriage_points``, ``marriage_said``) and :class:`OwnScores`. That
    state is per deal, each value replaced, never changed in place, so a :meth:`clone` shares
    it. Observations are :class:`~audiojass.rules.observation.Observation`.

    Refusal reasons (``ContractIllegalActionError.reason``): the family's, ``must_follow`` and
    ``must_head`` in phase 2, ``no_dix``, ``stock_empty``, ``not_at_lead`` (dix), ``no_announce``
    (meld or marriage without ``manual_announce``), ``bad_meld``, ``no_marriage``.
    """

    variant: Klaverjas1821Variant
    drawn: list[Card | None]
    scored_melds: list[list[Meld]]
    meld_points: list[int]
    melds_declared: list[MeldDeclared]
    pending_meld: MeldDeclared | None
    declared_this_lead: bool
    marriage_points: list[int]
    marriage_said: bool

    @property
    def play_phase(self) -> int:
        """1 while the stock lasts (the first 7 tricks), 2 after; 0 before the deal."""
        if self.phase is Phase.DEAL:
            return 0
        return 1 if len(self.tricks) < PHASE_ONE_TRICKS else 2

    def phase_two_tricks(self) -> tuple[int, int]:
        """Tricks each seat has won in phase 2 so far this deal."""
        won = [0, 0]
        for record in self.tricks[PHASE_ONE_TRICKS:]:
            won[record.winner] += 1
        return won[0], won[1]


register_variant(Klaverjas1821Variant())


def new_1821_game(*, seed: int, first_dealer: int = 0, **options: Any) -> Klaverjas1821Game:
    """A new game of klaverjas 1821 at its first deal.

    Args:
        seed: seeds every deal (a whole number >= 0); ``first_dealer``: 0 or 1;
        **options: ``target`` (500), ``deals`` (0), ``manual_announce`` (False).

    Raises:
        ValueError: an unknown option or value, a bad seat or seed.
    """
    return _game(
        new_family_game(Klaverjas1821Variant(), seed=seed, first_dealer=first_dealer, **options)
    )
