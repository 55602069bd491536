"""Trick play of the jack–nine family on a 32-card deck: card order and points as data, and the
trick-play duties of each game as named, frozen rule sets.

Cards are the ints of :mod:`audiojass.rules.cards` (``suit * 9 + rank``, ranks ``6 7 8 9 10 J Q
K A`` = 0 … 8) and hands are bitmasks ``1 << card``, as in :mod:`audiojass.rules.tricks`. The
32-card deck is that index space without the sixes (:data:`DECK32_MASK`).

A trump is a suit 0 … 3 (``H D S C``) or ``None`` for no-trumps (klaberjass4's "no-trumps": the
plain order and points in every suit; it is *not* Obenabe). The tables are indexed by a *mode*,
:func:`mode_of` (0 … 3 the trump suit, :data:`NO_TRUMPS` = 4).

A trick is a sequence of ``(seat, card)`` pairs in play order. Seats are ``0 … players-1``; in a
partnership game the partner of ``seat`` is ``(seat + 2) % 4``.

Sources: ``docs/rules/family.md`` "Common" (card order and points, heads, overtrump, undertrump)
and "Trick play" (the duties table, one :class:`TrickDuties` per row);
source 000 (Klaverjas, Belote, Contrée),
source 001 and source 004 (Klaberjass),
source 002 (Amsterdam, ``play_rules=002``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from .cards import Card
from .cardtable import CardTable, ModeOrder, card_table
from .duties import ANY_CARD, TrickDuties, Undertrump, VoidDuty, duty_legal_mask, top_of_suit

__all__ = [
    "AMSTERDAM",
    "AMSTERDAM_002",
    "ANY_CARD",
    "BELOTE",
    "CONTREE",
    "DECK32",
    "DECK32_MASK",
    "DUTIES",
    "FAMILY_TABLE",
    "KLABERJASS2",
    "KLABERJASS3",
    "KLABERJASS4",
    "LAST_TRICK_BONUS",
    "MAY_NOT_UNDERTRUMP",
    "MUST_FOLLOW",
    "MUST_HEAD",
    "MUST_OVERTRUMP",
    "MUST_TRUMP",
    "NOT_IN_HAND",
    "NO_TRUMPS",
    "PLAIN_ORDER",
    "PLAIN_POINTS",
    "POINTS32",
    "REFUSAL_CODES",
    "ROTTERDAM",
    "STRENGTH32",
    "SUIT32_MASK",
    "TRUMP_ORDER",
    "TRUMP_POINTS",
    "WIN_KEY32",
    "Refusal",
    "TrickDuties",
    "Undertrump",
    "VoidDuty",
    "card_points",
    "check_mask32",
    "deal_total",
    "duties_for",
    "fast_legal_mask",
    "heading_index",
    "legal_mask",
    "mode_of",
    "refusal",
    "trick_from_leader",
    "trick_points",
    "trick_score",
    "trick_winner",
]

# -- the deck ---------------------------------------------------------------------------------

SUIT32_MASK: Final[tuple[int, ...]] = tuple(0x1FE << (9 * suit) for suit in range(4))
"""``SUIT32_MASK[suit]``: the eight cards 7 … A of a suit."""
DECK32_MASK: Final[int] = SUIT32_MASK[0] | SUIT32_MASK[1] | SUIT32_MASK[2] | SUIT32_MASK[3]
"""The 32-card deck: every card but the sixes (``docs/rules/family.md`` "Common": 7 8 9 10 J Q K
A)."""
DECK32: Final[tuple[Card, ...]] = tuple(card for card in Card if DECK32_MASK >> card & 1)
"""The 32 cards in deck order (H7 first, CA last)."""

NO_TRUMPS: Final = 4
"""Table index of no-trumps (klaberjass4); ``None`` is its trump in the functions."""

# -- order and points (docs/rules/family.md "Common"; 000, 001, 002, 004) --------------------------

TRUMP_ORDER: Final[tuple[str, ...]] = ("J", "9", "A", "10", "K", "Q", "8", "7")
"""Trump ranks, highest first ("Jass", "Manille"/"menel", …)."""
PLAIN_ORDER: Final[tuple[str, ...]] = ("A", "10", "K", "Q", "J", "9", "8", "7")
"""Plain ranks, highest first (also every suit in no-trumps)."""
TRUMP_POINTS: Final[dict[str, int]] = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3}
"""Card points of a trump by rank code (the others score 0): 62 in the trump suit."""
PLAIN_POINTS: Final[dict[str, int]] = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}
"""Card points of a plain card by rank code (the others score 0): 30 in a plain suit."""

LAST_TRICK_BONUS: Final = 10
"""Default points for the last trick (000; Amsterdam's option ``last_trick=5`` after 002)."""


FAMILY_TABLE: Final[CardTable] = card_table(
    "family",
    [ModeOrder(suit, TRUMP_ORDER, PLAIN_ORDER, TRUMP_POINTS, PLAIN_POINTS) for suit in range(4)]
    + [ModeOrder(None, (), PLAIN_ORDER, {}, PLAIN_POINTS)],
)
"""The family's card table: modes 0 … 3 a trump suit, :data:`NO_TRUMPS` (``docs/rules/family.md``
"Common"); the sixes are outside the deck."""
STRENGTH32: Final[tuple[tuple[int, ...], ...]] = FAMILY_TABLE.strength
"""``STRENGTH32[mode][card]``: rank strength within the card's suit, 0 (the 7) … 7; trumps
100 … 107; -1 for a six. Compare only cards of one suit, or trump with non-trump."""
POINTS32: Final[tuple[tuple[int, ...], ...]] = FAMILY_TABLE.points
"""``POINTS32[mode][card]``: card points (152 in the 32 cards per trump suit, 120 in no-trumps;
0 for a six)."""
WIN_KEY32: Final[tuple[tuple[tuple[int, ...], ...], ...]] = FAMILY_TABLE.win_key
"""``WIN_KEY32[mode][led suit][card]``: the highest key in a trick heads it (-1: cannot)."""


def mode_of(trump: int | None) -> int:
    """The table index of a trump: the suit 0 … 3, or :data:`NO_TRUMPS` for ``None``.

    Raises:
        ValueError: ``trump`` is not a suit 0 … 3 or None (Obenabe and Undenufe are not trumps
            of this family).
    """
    if trump is None:
        return NO_TRUMPS
    if not isinstance(trump, int) or isinstance(trump, bool) or not 0 <= trump <= 3:
        raise ValueError(f"not a trump of the 32-card games: {trump!r} (a suit 0-3 or None)")
    return int(trump)


def check_mask32(mask: int, what: str = "cards") -> int:
    """Return ``mask`` if it holds only cards of the 32-card deck.

    Raises:
        ValueError: a bit outside the deck (a six such as H6, or beyond CA); the message names
            the first such card.
    """
    stray = mask & ~DECK32_MASK
    if mask < 0 or stray:
        low = (stray & -stray).bit_length() - 1 if stray > 0 else -1
        name = Card(low).code if 0 <= low < 36 else str(low)
        raise ValueError(f"{what}: {name} is not a card of the 32-card deck")
    return mask


def _check_card(card: int) -> int:
    if not (0 <= card < 36 and DECK32_MASK >> card & 1):
        name = Card(card).code if 0 <= card < 36 else repr(card)
        raise ValueError(f"{name} is not a card of the 32-card deck")
    return card


def card_points(card: int, trump: int | None) -> int:
    """Card points of one card of the 32-card deck under ``trump``.

    Raises:
        ValueError: not a card of the 32-card deck, or a bad trump.
    """
    return POINTS32[mode_of(trump)][_check_card(card)]


def trick_points(cards: Iterable[int], trump: int | None) -> int:
    """Card points of a collection of cards (a trick, a pile), without the last-trick bonus.

    Raises:
        ValueError: a card outside the 32-card deck, or a bad trump.
    """
    table = POINTS32[mode_of(trump)]
    return sum(table[_check_card(card)] for card in cards)


def trick_score(
    cards: Iterable[int], trump: int | None, *, last: bool, last_trick: int = LAST_TRICK_BONUS
) -> int:
    """Card points of a complete trick plus ``last_trick`` if it is the deal's last trick.

    ``last_trick`` is the variant's option value (10; ``klaverjas_amsterdam`` ``last_trick=5``).
    Raises ValueError as :func:`trick_points`.
    """
    return trick_points(cards, trump) + (last_trick if last else 0)


def deal_total(trump: int | None, last_trick: int = LAST_TRICK_BONUS) -> int:
    """Card points of a whole 32-card deal with the last trick: 162 with a trump suit (157 with
    ``last_trick=5``), 130 in no-trumps (``docs/rules/family.md`` "Engine implications" 8)."""
    return sum(POINTS32[mode_of(trump)]) + last_trick


def heading_index(
    cards: Sequence[int], trump: int | None, *, table: CardTable = FAMILY_TABLE
) -> int:
    """Index in ``cards`` (a trick in play order, complete or not, non-empty) of the card that
    heads it: the highest trump, else the highest card of the suit led (in ``table``'s order).

    Raises:
        ValueError: an empty trick, a card outside the deck, or a bad trump.
    """
    if not cards:
        raise ValueError("an empty trick has no heading card")
    keys = table.win_key[mode_of(trump)][_check_card(cards[0]) // 9]
    best, best_key = 0, keys[cards[0]]
    for index in range(1, len(cards)):
        key = keys[_check_card(cards[index])]
        if key > best_key:
            best, best_key = index, key
    return best


def trick_winner(trick: Sequence[tuple[int, int]], trump: int | None) -> int:
    """The seat whose card heads ``trick`` (``(seat, card)`` pairs; complete: its winner).

    Raises ValueError as :func:`heading_index`.
    """
    return trick[heading_index([card for _seat, card in trick], trump)][0]


def trick_from_leader(leader: int, cards: Sequence[int], players: int = 4) -> list[tuple[int, int]]:
    """The ``(seat, card)`` form of a trick led by ``leader`` (next player = seat + 1)."""
    return [((leader + index) % players, card) for index, card in enumerate(cards)]


# -- duties (docs/rules/family.md "Trick play"; the model: audiojass.rules.duties) -----------------

NOT_IN_HAND: Final = "not_in_hand"
MUST_FOLLOW: Final = "must_follow"
MUST_HEAD: Final = "must_head"
MUST_OVERTRUMP: Final = "must_overtrump"
MUST_TRUMP: Final = "must_trump"
MAY_NOT_UNDERTRUMP: Final = "may_not_undertrump"
REFUSAL_CODES: Final = (
    NOT_IN_HAND,
    MUST_FOLLOW,
    MUST_HEAD,
    MUST_OVERTRUMP,
    MUST_TRUMP,
    MAY_NOT_UNDERTRUMP,
)
"""Every :attr:`Refusal.code`, each with its own spoken refusal."""


_OVERTRUMP_ELSE_DISCARD = VoidDuty(must_trump=True, must_overtrump=True, undertrump="banned")
_OVERTRUMP_ELSE_ANY_TRUMP = VoidDuty(must_trump=True, must_overtrump=True, undertrump="any_trump")
_OVERTRUMP_ELSE_ANY = VoidDuty(must_trump=True, must_overtrump=True, undertrump="free")

ROTTERDAM: Final = TrickDuties(
    name="klaverjas_rotterdam",
    partners=True,
    void=_OVERTRUMP_ELSE_DISCARD,
    void_partner_heads=_OVERTRUMP_ELSE_DISCARD,
    source="docs/rules/family.md Trick play; source 000 Klaverjas",
)
"""Trump lead: overtrump, even over the partner. Void: overtrump; else a non-trump; undertrump
only holding nothing else; the same when the partner heads."""

AMSTERDAM: Final = dataclasses.replace(
    ROTTERDAM,
    name="klaverjas_amsterdam",
    void_partner_heads=VoidDuty(must_trump=False, must_overtrump=False, undertrump="banned"),
    source="docs/rules/family.md Trick play; source 000 Klaverjas (Amsterdam variant)",
)
"""As Rotterdam, but void while the partner heads: a non-trump or an overtrump; undertrump
only holding nothing else."""

AMSTERDAM_002: Final = TrickDuties(
    name="klaverjas_amsterdam/002",
    partners=True,
    void=_OVERTRUMP_ELSE_ANY,
    void_partner_heads=ANY_CARD,
    head_plain=True,
    head_plain_unless_partner=True,
    overtrump_trump_lead_unless_partner=True,
    source="docs/rules/family.md klaverjas_amsterdam play_rules=002; source 002 Taking Tricks",
)
"""``play_rules=002``: holding the led suit, beat its best card if able; void, trump, beating
a trump played if able, else any card; only following suit (trump lead included) while the
partner heads."""

BELOTE: Final = TrickDuties(
    name="belote",
    partners=True,
    void=_OVERTRUMP_ELSE_ANY_TRUMP,
    void_partner_heads=ANY_CARD,
    overtrump_trump_lead_unless_partner=True,
    source="docs/rules/family.md Trick play; source 000 Belote",
)
"""Trump lead: overtrump unless the partner heads. Void: overtrump; else any trump; else any
card; any card while the partner heads."""

CONTREE: Final = TrickDuties(
    name="belote_contree",
    partners=True,
    void=_OVERTRUMP_ELSE_ANY,
    void_partner_heads=ANY_CARD,
    source="docs/rules/family.md Trick play; source 000 Belote Contrée",
)
"""Trump lead: overtrump, even over the partner. Void: overtrump, else any card; any card
while the partner heads."""

KLABERJASS2: Final = TrickDuties(
    name="klaberjass2",
    partners=False,
    void=VoidDuty(must_trump=True, must_overtrump=False, undertrump="free"),
    void_partner_heads=ANY_CARD,
    source="docs/rules/family.md Trick play; sources 001, 004",
)
"""Two players: trump lead, play higher; void, trump (any trump: no trump can be in the trick)."""

KLABERJASS3: Final = TrickDuties(
    name="klaberjass3",
    partners=False,
    void=_OVERTRUMP_ELSE_ANY_TRUMP,
    void_partner_heads=ANY_CARD,
    source="docs/rules/family.md Trick play; source 001 (Scotland)",
)
"""Three players alone: trump lead, overtrump; void, overtrump, else undertrump, else any."""

KLABERJASS4: Final = TrickDuties(
    name="klaberjass4",
    partners=True,
    void=_OVERTRUMP_ELSE_ANY,
    void_partner_heads=_OVERTRUMP_ELSE_ANY,
    source="docs/rules/family.md Trick play, settled question 7; source 001 (South Africa)",
)
"""Trump lead: overtrump, even over the partner. Void: overtrump, else any card; no partner
exemption."""

DUTIES: Final[dict[str, TrickDuties]] = {
    duties.name: duties
    for duties in (
        ROTTERDAM,
        AMSTERDAM,
        AMSTERDAM_002,
        BELOTE,
        CONTREE,
        KLABERJASS2,
        KLABERJASS3,
        KLABERJASS4,
    )
}
"""Every row by name ("klaverjas_amsterdam/002" is Amsterdam with ``play_rules=002``)."""

_KLABERJASS = ("klaberjass2", "klaberjass3", "klaberjass4")
_VARIANTS = frozenset(name for name in DUTIES if "/" not in name)


def duties_for(variant: str, *, play_rules: str = "000", bare_jass: bool = False) -> TrickDuties:
    """The duties of a variant with its trick-play options.

    Args:
        variant: "klaverjas_rotterdam", "klaverjas_amsterdam", "belote", "belote_contree",
            "klaberjass2", "klaberjass3" or "klaberjass4".
        play_rules: "000" or "002" (``klaverjas_amsterdam`` only).
        bare_jass: the klaberjass option ``bare_jass``.

    Raises:
        ValueError: an unknown variant, a bad ``play_rules`` value, or an option the variant
            does not have.
    """
    if play_rules not in ("000", "002"):
        raise ValueError(f"play_rules must be 000 or 002, not {play_rules!r}")
    if play_rules == "002" and variant != "klaverjas_amsterdam":
        raise ValueError(f"{variant}: no option play_rules (klaverjas_amsterdam only)")
    if bare_jass and variant not in _KLABERJASS:
        raise ValueError(f"{variant}: no option bare_jass (klaberjass only)")
    if variant not in _VARIANTS:
        raise ValueError(f"no trick-play duties for variant {variant!r}")
    duties = AMSTERDAM_002 if play_rules == "002" else DUTIES[variant]
    return dataclasses.replace(duties, bare_jass=True) if bare_jass else duties


# -- legality ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a card may not be played, for the spoken refusal.

    Attributes:
        code: :data:`NOT_IN_HAND`, :data:`MUST_FOLLOW`, :data:`MUST_HEAD`,
            :data:`MUST_OVERTRUMP`, :data:`MUST_TRUMP` or :data:`MAY_NOT_UNDERTRUMP`.
        suit: the suit required (the suit led for ``must_follow`` and ``must_head``; the trump
            suit for the trump duties); None for ``not_in_hand``.
        beat: the card to beat (the best card of the suit led for ``must_head``, the best trump
            in the trick for ``must_overtrump`` and ``may_not_undertrump``), else None.
    """

    code: str
    suit: int | None = None
    beat: int | None = None


def _check_trick(
    hand: int, trick: Sequence[tuple[int, int]], duties: TrickDuties, seat: int
) -> tuple[list[int], int]:
    """Validate; return the trick's cards and the index of the partner's card (-1: none)."""
    if not hand:
        raise ValueError("an empty hand has no legal card")
    check_mask32(hand, "hand")
    partner_seat = (seat + 2) % 4 if duties.partners else -1
    cards, partner_at = [], -1
    for index, (played_seat, card) in enumerate(trick):
        if played_seat == seat:
            raise ValueError(f"seat {seat} has already played to this trick")
        if played_seat == partner_seat:
            partner_at = index
        cards.append(_check_card(card))
    return cards, partner_at


def fast_legal_mask(hand: int, cards: Sequence[int], mode: int, duties: TrickDuties) -> int:
    """:func:`legal_mask` without checks, for playouts: ``cards`` is the trick so far in play
    order, ``mode`` a table index (:func:`mode_of`), and the seat to move plays next, so in a
    partnership game its partner played ``cards[-2]``. Arguments outside the deck or a hand
    holding a trick card give undefined results (no error)."""
    return duty_legal_mask(
        hand, cards, mode, duties, len(cards) - 2 if duties.partners else -1, FAMILY_TABLE
    )


def legal_mask(
    hand: int,
    trick: Sequence[tuple[int, int]],
    trump: int | None,
    duties: TrickDuties,
    seat: int,
    *,
    table: CardTable = FAMILY_TABLE,
) -> int:
    """The mask of the cards of ``hand`` that ``seat`` may play to ``trick``.

    Args:
        hand: the player's cards (a mask of 32-card-deck cards; non-empty).
        trick: the trick so far as ``(seat, card)`` pairs in play order (empty: leading).
        trump: the trump suit 0 … 3, or None for no-trumps.
        duties: the game's :class:`TrickDuties` (:func:`duties_for`).
        seat: the seat to move (its partner is ``(seat + 2) % 4`` when ``duties.partners``).
        table: the card order (:data:`FAMILY_TABLE`; klaverjas 1821 its own).

    Returns a non-empty subset of ``hand``: leading, any card; else the duties of
    ``docs/rules/family.md`` "Trick play" (follow suit; on a trump lead overtrump if able, else any
    trump; void in a plain suit led, ``duties.void`` or ``duties.void_partner_heads``; a void
    player with no duty plays any card).

    Raises:
        ValueError: an empty hand, a card outside the 32-card deck (e.g. H6), a bad trump, or a
            seat that has already played to the trick.

    Seat 0, void in spades, hearts trump; the partner (seat 2) has trumped the lead:

    >>> from audiojass.rules.cards import cards_from_mask, mask_of, parse_cards
    >>> hand = mask_of(parse_cards("HK H7 D7"))
    >>> trick = trick_from_leader(1, parse_cards("SA HQ S7"))
    >>> [str(card) for card in cards_from_mask(legal_mask(hand, trick, 0, ROTTERDAM, 0))]
    ['HK']
    >>> [str(card) for card in cards_from_mask(legal_mask(hand, trick, 0, AMSTERDAM, 0))]
    ['HK', 'D7']
    >>> why = refusal(hand, trick, 0, AMSTERDAM, 0, parse_cards("H7")[0])
    >>> why.code, why.suit, str(Card(why.beat))
    ('may_not_undertrump', 0, 'HQ')
    """
    mode = mode_of(trump)
    cards, partner_at = _check_trick(hand, trick, duties, seat)
    return duty_legal_mask(hand, cards, mode, duties, partner_at, table)


def refusal(
    hand: int,
    trick: Sequence[tuple[int, int]],
    trump: int | None,
    duties: TrickDuties,
    seat: int,
    card: int,
    *,
    table: CardTable = FAMILY_TABLE,
    trump_lead: str = MUST_OVERTRUMP,
) -> Refusal | None:
    """Why ``seat`` may not play ``card`` (None if it may), for the spoken refusal.

    Arguments as :func:`legal_mask`. The codes: ``not_in_hand``; ``must_follow`` (holding the
    suit led; ``suit`` = it); ``must_head`` (``play_rules=002``: beat ``beat`` in ``suit``);
    ``must_overtrump`` (a trump above ``beat`` is required); ``must_trump`` (a trump of
    ``suit`` is required); ``may_not_undertrump`` (the trump is below ``beat`` and the hand
    holds something else allowed). ``trump_lead``: the code of a card following a trump lead
    without heading it where it must (klaverjas 1821: ``must_head``, its one duty being to take
    the trick).

    Raises ValueError as :func:`legal_mask`, and for a card outside the 32-card deck.
    """
    _check_card(card)
    legal = legal_mask(hand, trick, trump, duties, seat, table=table)
    if not hand >> card & 1:
        return Refusal(NOT_IN_HAND)
    if legal >> card & 1:
        return None
    mode = mode_of(trump)
    cards = [int(played) for _seat, played in trick]
    lead, suit = cards[0] // 9, card // 9
    top_trump = top_of_suit(cards, mode, mode, table) if mode != NO_TRUMPS else -1
    if suit != lead and hand & SUIT32_MASK[lead]:
        return Refusal(MUST_FOLLOW, suit=lead)
    if suit == lead:  # following, but not heading where it must
        if lead == mode:
            return Refusal(trump_lead, suit=mode, beat=top_trump)
        return Refusal(MUST_HEAD, suit=lead, beat=top_of_suit(cards, lead, mode, table))
    trumps = hand & SUIT32_MASK[mode]
    over = trumps & table.above[mode][top_trump] if top_trump >= 0 else trumps
    if top_trump >= 0 and legal & ~over == 0:
        return Refusal(MUST_OVERTRUMP, suit=mode, beat=top_trump)
    if suit == mode:  # an undertrump where something else is allowed
        return Refusal(MAY_NOT_UNDERTRUMP, suit=mode, beat=top_trump)
    return Refusal(MUST_TRUMP, suit=mode)
