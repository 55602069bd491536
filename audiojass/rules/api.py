"""The public, validating rule functions on lists of :class:`Card`.

Each takes the variant (a name from :data:`~audiojass.rules.ALL_VARIANTS`, a :class:`Variant`
or a :class:`~audiojass.rules.composed_variants.ContractVariant`) and accepts cards as
:class:`Card` values or codes, and trumps as :class:`TrumpMode` or the strings "H", "D", "S",
"C", "obenabe", "undenufe".

The family's games (Klaverjas, Belote, Belote Contrée, Klaberjass for 2, 3 and 4, the
klaverjas of 1821) play with 32 cards: a six ("H6") is refused with a ValueError naming it, and
their trumps are the four suits, or no trumps (``None`` or ``"notrumps"``) where the game bids
it (Klaberjass for four). Their rules come from the family modules (:mod:`.tricks32` for
the duties, :mod:`.settlement` for the melds; :mod:`.klaverjas1821` for that game's own card
order, points, two phases of play and melds), composed by the variant
(:meth:`~audiojass.rules.composed_variants.ContractVariant.compose`), so a variant's options apply
(``play_rules="002"``, ``last_trick=5``, Contrée's ``melds``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import Card, TrumpMode, cards_from_mask, parse_cards
from .composed_variants import ContractVariant
from .variants import Putz, Variant, get_variant
from .weis import Meld

__all__ = ["card_points", "legal_cards", "melds", "putz_awards", "trick_winner"]

CardsLike = str | Iterable[str | Card]
TrumpLike = str | TrumpMode | None
"""A trump: a :class:`TrumpMode`, "H", "D", "S", "C", "obenabe", "undenufe"; in a family game
that bids no trumps, ``None`` or "notrumps"."""


def _distinct(cards: Sequence[Card], what: str) -> None:
    if len(set(cards)) != len(cards):
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise ValueError(f"{card} appears twice in the {what}")
            seen.add(card)


def legal_cards(
    variant: str | Variant | ContractVariant,
    hand: CardsLike,
    trick: CardsLike,
    trump: TrumpLike,
    *,
    phase: int | None = None,
) -> list[Card]:
    """The cards of ``hand`` the player to move may play to ``trick``.

    Args:
        variant: variant name or object (its ``buur_exemption`` option applies; a family
            variant's ``play_rules``).
        hand: the player's cards (non-empty).
        trick: the cards already in the current trick, in play order (empty when leading); in
            a family game the player to move sits after the last of them, so its partner
            played the card before the last.
        trump: the trump mode (:data:`TrumpLike`).
        phase: the klaverjas of 1821 only: 1 while the stock lasts (any card may be played),
            2 after it (follow suit and head the trick where able; the default).

    Returns:
        The legal cards, in deck order (hearts 6 first, clubs ace last); never empty.

    Raises:
        ValueError: a bad code, an empty hand, a card twice, a full trick, or a card in both
            hand and trick; in a family game also a six (not a card of its 32-card deck),
            Obenabe or Undenufe; ``phase`` given outside the klaverjas of 1821, or not 1 or 2.

    Rule: follow suit or trump; no undertrumping a plain lead unless every card is a lower trump;
    a trump lead must be followed, except by a lone jack of trumps (Buur exemption).
    Source: ``docs/rules/swiss.md`` "Common to the Swiss games"; sources 003 "Card play" and 000
    "Schieberjass". Family games: the duties of ``docs/rules/family.md`` "Trick play" (follow, head,
    trump, overtrump, undertrump, the partner's exemption), :mod:`.tricks32`; the klaverjas of
    1821: ``docs/rules/family.md`` "klaverjas_1821" (:func:`.klaverjas1821.legal_mask`).
    """
    rules = get_variant(variant)
    hand_cards = parse_cards(hand)
    trick_cards = parse_cards(trick)
    mode = rules.trump_index(trump)
    play_phase = rules.play_phase(phase)
    if not hand_cards:
        raise ValueError("the hand is empty: nothing can be played")
    _distinct(hand_cards, "hand")
    _distinct(trick_cards, "trick")
    if len(trick_cards) >= rules.players:
        raise ValueError(f"the trick is already full ({len(trick_cards)} cards)")
    both = set(hand_cards) & set(trick_cards)
    if both:
        raise ValueError(f"{min(both)} is in both the hand and the trick")
    rules.check_deck(hand_cards, "hand")
    rules.check_deck(trick_cards, "trick")
    return cards_from_mask(rules.legal_cards_mask(hand_cards, trick_cards, mode, play_phase))


def trick_winner(
    variant: str | Variant | ContractVariant, trick: CardsLike, trump: TrumpLike
) -> int:
    """Index into the complete ``trick`` of the card that wins it.

    The highest trump wins; with no trump in the trick, the highest card of the led suit
    (Undenufe: the lowest). Trump order J 9 A K Q 10 8 7 6; plain A K Q J 10 9 8 7 6. In the
    family's 32-card games: trump J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7; in the klaverjas of
    1821 trump J 9 A K Q 10 8 7, plain A K Q J 10 9 8 7.

    Raises:
        ValueError: a bad code, a card twice, or not exactly one card per player; in a family
            game also a six, Obenabe or Undenufe.

    Source: source 003 "Card play"; ``docs/rules/swiss.md`` "Common to the Swiss games";
    ``docs/rules/family.md`` "Common", "klaverjas_1821".
    """
    rules = get_variant(variant)
    cards = parse_cards(trick)
    mode = rules.trump_index(trump)
    if len(cards) != rules.players:
        raise ValueError(
            f"a complete {rules.name} trick has {rules.players} cards, not {len(cards)}"
        )
    _distinct(cards, "trick")
    rules.check_deck(cards, "trick")
    return rules.trick_winner_index(cards, mode)


def card_points(
    variant: str | Variant | ContractVariant,
    cards: CardsLike,
    trump: TrumpLike,
    *,
    last_trick: bool = False,
) -> int:
    """Card points of ``cards`` in a trump mode, plus the last trick's bonus if ``last_trick``
    (5 in the Swiss games and the klaverjas of 1821; 10 in the family's others, Klaverjas's
    option ``last_trick``). No multiplier.

    Trump J 20, 9 14, A 11, K 4, Q 3, 10 10; plain A 11, K 4, Q 3, J 2, 10 10; Obenabe and
    Undenufe score 8 for eights, and Undenufe 11 for sixes and 0 for aces. The 36 cards total
    152, 157 with the last trick, in every mode; the family's 32 cards 152, 162 with the last
    trick (without trumps, Klaberjass for four: 120, 130); the klaverjas of 1821's 141, 146
    (its own table: trump J 20, 9 14; A 11, 10 10, K 3, Q 2, J 1).

    Raises:
        ValueError: a bad code or a card twice; in a family game also a six, Obenabe or
            Undenufe.

    Source: source 003 "Card values"; source 000 "Schieberjass"; ``docs/rules/swiss.md``;
    ``docs/rules/family.md`` "Common", "klaverjas_amsterdam", "klaverjas_1821".
    """
    rules = get_variant(variant)
    parsed = parse_cards(cards)
    mode = rules.trump_index(trump)
    _distinct(parsed, "cards")
    rules.check_deck(parsed, "cards")
    return rules.cards_points(parsed, mode, last_trick)


def melds(
    variant: str | Variant | ContractVariant, hand: CardsLike, trump: TrumpLike
) -> list[Meld]:
    """The Weis a hand declares: each maximal sequence of 3+ in a suit and each four of a kind.

    Returns the melds best first by the ``docs/rules/swiss.md`` comparison (points, cards, top card
    — in Undenufe the lower sequence —, trump). Empty for variants without Weis (only Schieber has
    them). Stöck is not a meld here.

    Family games: Belote's hand melds (:func:`.settlement.belote_melds`: four jacks 200,
    four nines 150, four A/10/K/Q 100, sequences of 5+ 100, 4 50, 3 20), best first by its
    comparison (points, cards, top card, trump), for Belote and for Belote Contrée with the
    option ``melds``; Klaberjass's (:func:`.settlement.klaberjass_melds`: sequences of 3
    20, 4+ 50; with ``zensa`` 5+ 100, four jacks 200, four A/K/Q/10 100), compared the same
    way; the klaverjas of 1821's phase-1 combinations (:func:`.klaverjas1821.find_melds`:
    sequences of 3 20, 4 50, 5+ 100, four jacks 200, four kings or four queens 100; no other
    four scores), best first; empty for Klaverjas (its roem is scored per trick, not per hand) and
    for Contrée without ``melds``. Belote/Rebelote, bela and the marriage are not melds here.

    Raises:
        ValueError: a bad code, a card twice, or more cards than a hand holds; in a family game
            also a six, Obenabe or Undenufe.

    Source: source 000 "Schieberjass" table; ``docs/rules/swiss.md`` "schieber";
    ``docs/rules/family.md`` "belote", "belote_contree", "klaverjas_1821".
    """
    rules = get_variant(variant)
    parsed = parse_cards(hand)
    mode = rules.trump_index(trump)
    _distinct(parsed, "hand")
    if len(parsed) > rules.hand_size:
        raise ValueError(f"a {rules.name} hand has at most {rules.hand_size} cards")
    rules.check_deck(parsed, "hand")
    return rules.declared_melds(parsed, mode)


def putz_awards(variant: str | Variant, points: Sequence[int]) -> list[int]:
    """The score change of each player for one Putz deal, given each player's deal points.

    Apples (−1) for each player under 21 points; awards to the best of the others by the number
    of apples; ties share places, each receiving the lowest award of the places shared.

    Raises:
        ValueError: not a Putz variant, a wrong number of players, or points that are negative
            or not whole numbers.

    Source: source 003 "The apple or Putz"; ``docs/rules/swiss.md`` "putz3", "putz5", "Ties in
    Putz".
    """
    rules = get_variant(variant)
    if not isinstance(rules, Putz):
        raise ValueError(f"{rules.name} is not a Putz variant: it has no apples")
    given = list(points)
    if any(not isinstance(p, int) or isinstance(p, bool) for p in given):
        raise ValueError(f"deal points are whole numbers: {given}")
    return rules.putz_awards(given)
