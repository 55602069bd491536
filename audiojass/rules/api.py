"""The public, validating rule functions on lists of :class:`Card`.

Each takes the variant (a name from :data:`~audiojass.rules.ALL_VARIANTS`, a :class:`Variant`
or a :class:`~audiojass.rules.family_variants.FamilyVariant`) and accepts cards as
:class:`Card` values or codes, and trumps as :class:`TrumpMode` or the strings "H", "D", "S",
"C", "obenabe", "undenufe".

The family's games (Klaverjas, Belote, Belote Contrée, Klaberjass for 2, 3 and 4) play with
32 cards: a six
("H6") is refused with a ValueError naming it, and their trumps are the four suits only. Their
rules come from the family modules (:mod:`.family_tricks` for the duties, card order and
points; :mod:`.family_scoring` for the melds), composed by the variant
(:meth:`~audiojass.rules.family_variants.FamilyVariant.compose`), so a variant's options apply
(``play_rules="002"``, ``last_trick=5``, Contrée's ``melds``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from . import family_tricks
from .cards import Card, TrumpMode, cards_from_mask, mask_of, parse_cards
from .family_game import FamilyRules
from .family_scoring import belote_meld_key
from .family_variants import FamilyVariant
from .tricks import LAST_TRICK_BONUS, POINTS, winner_index
from .variants import Putz, Variant, get_variant
from .weis import Meld, find_melds, meld_key

__all__ = ["card_points", "legal_cards", "melds", "putz_awards", "trick_winner"]

CardsLike = str | Iterable[str | Card]


def _trump(variant: Variant | FamilyVariant, trump: str | TrumpMode) -> TrumpMode:
    mode = TrumpMode.parse(trump)
    if mode.suit is None:
        if isinstance(variant, FamilyVariant):
            raise ValueError(f"{variant.name} has no {mode.code}: its trumps are the four suits")
        if mode not in variant.trump_modes:
            raise ValueError(f"{variant.name} has no {mode.code}")
    return mode


@cache
def _composed(variant: FamilyVariant) -> FamilyRules:
    """The phases a family variant composes with its options (cached: variants are frozen)."""
    return variant.compose()


def _deck32(variant: Variant | FamilyVariant, cards: Sequence[Card], what: str) -> None:
    """A family game's cards must be of its 32-card deck (no sixes)."""
    if isinstance(variant, FamilyVariant):
        family_tricks.check_mask32(mask_of(cards), f"{variant.name} {what}")


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
        variant: variant name or object (its ``buur_exemption`` option applies; a family
            variant's ``play_rules``).
        hand: the player's cards (non-empty).
        trick: the cards already in the current trick, in play order (empty when leading); in
            a family game the player to move sits after the last of them, so its partner
            played the card before the last.
        trump: the trump mode.

    Returns:
        The legal cards, in deck order (hearts 6 first, clubs ace last); never empty.

    Raises:
        ValueError: a bad code, an empty hand, a card twice, a full trick, or a card in both
            hand and trick; in a family game also a six (not a card of its 32-card deck),
            Obenabe or Undenufe.

    Rule: follow suit or trump; no undertrumping a plain lead unless every card is a lower trump;
    a trump lead must be followed, except by a lone jack of trumps (Buur exemption).
    Source: ``RULES.md`` "Common to the Swiss games"; seeds 003 "Card play" and 000 "Schieberjass".
    Family games: the duties of ``RULES-FAMILY.md`` "Trick play" (follow, head, trump,
    overtrump, undertrump, the partner's exemption), :mod:`.family_tricks`.
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
    if isinstance(rules, FamilyVariant):
        _deck32(rules, hand_cards, "hand")
        _deck32(rules, trick_cards, "trick")
        mask = family_tricks.legal_mask(
            mask_of(hand_cards),
            family_tricks.trick_from_leader(0, [int(c) for c in trick_cards]),
            int(mode),
            _composed(rules).duties,
            len(trick_cards),
        )
    else:
        mask = rules.legal_mask(mask_of(hand_cards), [int(c) for c in trick_cards], int(mode))
    return cards_from_mask(mask)


def trick_winner(variant: str | Variant, trick: CardsLike, trump: str | TrumpMode) -> int:
    """Index into the complete ``trick`` of the card that wins it.

    The highest trump wins; with no trump in the trick, the highest card of the led suit
    (Undenufe: the lowest). Trump order J 9 A K Q 10 8 7 6; plain A K Q J 10 9 8 7 6. In the
    family's 32-card games: trump J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7.

    Raises:
        ValueError: a bad code, a card twice, or not exactly one card per player; in a family
            game also a six, Obenabe or Undenufe.

    Source: seed 003 "Card play"; ``RULES.md`` "Common to the Swiss games"; ``RULES-FAMILY.md``
    "Common".
    """
    rules = get_variant(variant)
    cards = parse_cards(trick)
    mode = _trump(rules, trump)
    if len(cards) != rules.players:
        raise ValueError(
            f"a complete {rules.name} trick has {rules.players} cards, not {len(cards)}"
        )
    _distinct(cards, "trick")
    if isinstance(rules, FamilyVariant):
        _deck32(rules, cards, "trick")
        return family_tricks.heading_index([int(c) for c in cards], int(mode))
    return winner_index([int(c) for c in cards], int(mode))


def card_points(
    variant: str | Variant, cards: CardsLike, trump: str | TrumpMode, *, last_trick: bool = False
) -> int:
    """Card points of ``cards`` in a trump mode, plus the last trick's bonus if ``last_trick``
    (5 in the Swiss games; 10 in the family's, Klaverjas's option ``last_trick``). No
    multiplier.

    Trump J 20, 9 14, A 11, K 4, Q 3, 10 10; plain A 11, K 4, Q 3, J 2, 10 10; Obenabe and
    Undenufe score 8 for eights, and Undenufe 11 for sixes and 0 for aces. The 36 cards total
    152, 157 with the last trick, in every mode; the family's 32 cards 152, 162 with the last
    trick.

    Raises:
        ValueError: a bad code or a card twice; in a family game also a six, Obenabe or
            Undenufe.

    Source: seed 003 "Card values"; seed 000 "Schieberjass"; ``RULES.md``; ``RULES-FAMILY.md``
    "Common", "klaverjas_amsterdam".
    """
    rules = get_variant(variant)
    parsed = parse_cards(cards)
    mode = _trump(rules, trump)
    _distinct(parsed, "cards")
    if isinstance(rules, FamilyVariant):
        _deck32(rules, parsed, "cards")
        bonus = _composed(rules).scoring.last_trick if last_trick else 0
        return family_tricks.trick_points([int(c) for c in parsed], int(mode)) + bonus
    table = POINTS[mode]
    return sum(table[c] for c in parsed) + (LAST_TRICK_BONUS if last_trick else 0)


def melds(variant: str | Variant, hand: CardsLike, trump: str | TrumpMode) -> list[Meld]:
    """The Weis a hand declares: each maximal sequence of 3+ in a suit and each four of a kind.

    Returns the melds best first by the ``RULES.md`` comparison (points, cards, top card — in
    Undenufe the lower sequence —, trump). Empty for variants without Weis (only Schieber has
    them). Stöck is not a meld here.

    Family games: Belote's hand melds (:func:`.family_scoring.belote_melds`: four jacks 200,
    four nines 150, four A/10/K/Q 100, sequences of 5+ 100, 4 50, 3 20), best first by its
    comparison (points, cards, top card, trump), for Belote and for Belote Contrée with the
    option ``melds``; Klaberjass's (:func:`.family_scoring.klaberjass_melds`: sequences of 3
    20, 4+ 50; with ``zensa`` 5+ 100, four jacks 200, four A/K/Q/10 100), compared the same
    way; empty for Klaverjas (its roem is scored per trick, not per hand) and for Contrée
    without ``melds``. Belote/Rebelote and bela are not melds here.

    Raises:
        ValueError: a bad code, a card twice, or more cards than a hand holds; in a family game
            also a six, Obenabe or Undenufe.

    Source: seed 000 "Schieberjass" table; ``RULES.md`` "schieber"; ``RULES-FAMILY.md``
    "belote", "belote_contree".
    """
    rules = get_variant(variant)
    parsed = parse_cards(hand)
    mode = _trump(rules, trump)
    _distinct(parsed, "hand")
    if len(parsed) > rules.hand_size:
        raise ValueError(f"a {rules.name} hand has at most {rules.hand_size} cards")
    if isinstance(rules, FamilyVariant):
        _deck32(rules, parsed, "hand")
        if not _composed(rules).scoring.hand_melds:
            return []
        found = rules.find_melds(mask_of(parsed))
        found.sort(key=lambda meld: belote_meld_key(meld, int(mode)), reverse=True)
        return found
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
