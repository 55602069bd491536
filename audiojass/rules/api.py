"""The public, validating rule functions on lists of :class:`Card`.

Each takes the variant (a name from :data:`VARIANTS` or a :class:`Variant`) and accepts cards
as :class:`Card` values or codes, and trumps as :class:`TrumpMode` or the strings "H", "D",
"S", "C", "obenabe", "undenufe".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import Card, TrumpMode, cards_from_mask, mask_of, parse_cards
from .tricks import LAST_TRICK_BONUS, POINTS, winner_index
from .variants import Putz, Variant, get_variant
from .weis import Meld, find_melds, meld_key

__all__ = ["card_points", "legal_cards", "melds", "putz_awards", "trick_winner"]

CardsLike = str | Iterable[str | Card]


def _trump(variant: Variant, trump: str | TrumpMode) -> TrumpMode:
    mode = TrumpMode.parse(trump)
    if mode.suit is None and mode not in variant.trump_modes:
        raise ValueError(f"{variant.name} has no {mode.code}")
    return mode


def _distinct(cards: Sequence[Card], what: str) -> None:
    if len(set(cards)) != len(cards):
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise ValueError(f"{card} appears twice in the {what}")
            seen.add(card)


def legal_cards(
    variant: str | Variant, hand: CardsLike, trick: CardsLike, trump: str | TrumpMode
) -> list[Card]:
    """The cards of ``hand`` the player to move may play to ``trick``.

    Args:
        variant: variant name or object (its ``buur_exemption`` option applies).
        hand: the player's cards (non-empty).
        trick: the cards already in the current trick, in play order (empty when leading).
        trump: the trump mode.

    Returns:
        The legal cards, in deck order (hearts 6 first, clubs ace last); never empty.

    Raises:
        ValueError: a bad code, an empty hand, a card twice, a full trick, or a card in both
            hand and trick.

    Rule: follow suit or trump; no undertrumping a plain lead unless every card is a lower trump;
    a trump lead must be followed, except by a lone jack of trumps (Buur exemption).
    Source: ``RULES.md`` "Common to the Swiss games"; seeds 003 "Card play" and 000 "Schieberjass".
    """
    rules = get_variant(variant)
    hand_cards = parse_cards(hand)
    trick_cards = parse_cards(trick)
    mode = _trump(rules, trump)
    if not hand_cards:
        raise ValueError("the hand is empty: nothing can be played")
    _distinct(hand_cards, "hand")
    _distinct(trick_cards, "trick")
    if len(trick_cards) >= rules.players:
        raise ValueError(f"the trick is already full ({len(trick_cards)} cards)")
    both = set(hand_cards) & set(trick_cards)
    if both:
        raise ValueError(f"{min(both)} is in both the hand and the trick")
    mask = rules.legal_mask(mask_of(hand_cards), [int(c) for c in trick_cards], int(mode))
    return cards_from_mask(mask)


def trick_winner(variant: str | Variant, trick: CardsLike, trump: str | TrumpMode) -> int:
    """Index into the complete ``trick`` of the card that wins it.

    The highest trump wins; with no trump in the trick, the highest card of the led suit
    (Undenufe: the lowest). Trump order J 9 A K Q 10 8 7 6; plain A K Q J 10 9 8 7 6.

    Raises:
        ValueError: a bad code, a card twice, or not exactly one card per player.

    Source: seed 003 "Card play"; ``RULES.md`` "Common to the Swiss games".
    """
    rules = get_variant(variant)
    cards = parse_cards(trick)
    mode = _trump(rules, trump)
    if len(cards) != rules.players:
        raise ValueError(
            f"a complete {rules.name} trick has {rules.players} cards, not {len(cards)}"
        )
    _distinct(cards, "trick")
    return winner_index([int(c) for c in cards], int(mode))


def card_points(
    variant: str | Variant, cards: CardsLike, trump: str | TrumpMode, *, last_trick: bool = False
) -> int:
    """Card points of ``cards`` in a trump mode, plus 5 if ``last_trick``. No multiplier.

    Trump J 20, 9 14, A 11, K 4, Q 3, 10 10; plain A 11, K 4, Q 3, J 2, 10 10; Obenabe and
    Undenufe score 8 for eights, and Undenufe 11 for sixes and 0 for aces. The 36 cards total
    152, 157 with the last trick, in every mode.

    Raises:
        ValueError: a bad code or a card twice.

    Source: seed 003 "Card values"; seed 000 "Schieberjass"; ``RULES.md``.
    """
    rules = get_variant(variant)
    parsed = parse_cards(cards)
    mode = _trump(rules, trump)
    _distinct(parsed, "cards")
    table = POINTS[mode]
    return sum(table[c] for c in parsed) + (LAST_TRICK_BONUS if last_trick else 0)


def melds(variant: str | Variant, hand: CardsLike, trump: str | TrumpMode) -> list[Meld]:
    """The Weis a hand declares: each maximal sequence of 3+ in a suit and each four of a kind.

    Returns the melds best first by the ``RULES.md`` comparison (points, cards, top card — in
    Undenufe the lower sequence —, trump). Empty for variants without Weis (only Schieber has
    them). Stöck is not a meld here.

    Raises:
        ValueError: a bad code, a card twice, or more cards than a hand holds.

    Source: seed 000 "Schieberjass" table; ``RULES.md`` "schieber".
    """
    rules = get_variant(variant)
    parsed = parse_cards(hand)
    mode = _trump(rules, trump)
    _distinct(parsed, "hand")
    if len(parsed) > rules.hand_size:
        raise ValueError(f"a {rules.name} hand has at most {rules.hand_size} cards")
    if not rules.has_weis:
        return []
    low_fours = bool(getattr(rules, "weis_low_fours", True))
    found = find_melds(mask_of(parsed), low_fours=low_fours)
    found.sort(key=lambda meld: meld_key(meld, mode, 0), reverse=True)
    return found


def putz_awards(variant: str | Variant, points: Sequence[int]) -> list[int]:
    """The score change of each player for one Putz deal, given each player's deal points.

    Apples (−1) for each player under 21 points; awards to the best of the others by the number
    of apples; ties share places, each receiving the lowest award of the places shared.

    Raises:
        ValueError: not a Putz variant, a wrong number of players, or negative points.

    Source: seed 003 "The apple or Putz"; ``RULES.md`` "putz3", "putz5", "Ties in Putz".
    """
    rules = get_variant(variant)
    if not isinstance(rules, Putz):
        raise ValueError(f"{rules.name} is not a Putz variant: it has no apples")
    return rules.putz_awards(list(points))
