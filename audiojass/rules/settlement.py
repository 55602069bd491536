"""Scoring of the family's partnership games with 32 cards: roem, Belote melds, Belote/Rebelote
and stuk, the deal's settlement and the end of the game.

Pure functions on the engine's card ints (``suit * 9 + rank``) and bitmasks (``1 << card``); a
32-card deck is the 36-card index space without the sixes, so a mask holding a six is refused.
Teams are ``seat % 2``; every per-team pair is ``(team 0, team 1)``. Trump is a suit ``0..3``
(:class:`~audiojass.rules.cards.TrumpMode` or int) or ``None`` for a deal without trump.

What the Game composes (``docs/rules/family.md``):

- Klaverjas, per completed trick: ``roem = credit_roem(roem, winner_seat, trick_mask, trump,
  three_of_a_kind=...)``; the roem stays provisional (noted, not scored) until the settlement.
- Belote (and Contrée with ``melds``), in the first trick: :func:`award_melds` over the four
  hands' :func:`belote_melds`; :func:`belote_seat` finds who holds Belote/Rebelote.
- After the last trick: a :class:`DealFacts` and :func:`settle` (or the variant's own
  ``settle_*``) give each team's score change, the named :class:`Outcome` and the tie pot to
  carry; then :func:`game_result` says whether the game is over and who won.

Sources: ``docs/rules/family.md`` sections "klaverjas_amsterdam" (roem, pit, wet/nat, game end),
"belote" (melds, Belote/Rebelote, capot, dedans, ties), "belote_contree" (contracts, rounding,
doubles, ``melds``); sources 000 ("Klaverjas", "Belote", "Belote Contrée") and 002 ("Extra points",
"Getting Wet", "To Win").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal

from .cards import Card, Rank
from .options import read_option
from .weis import Meld, capped_sequence_points, hand_melds, suit_runs

__all__ = [
    "ALL_TRICKS_BONUS",
    "BELOTE_POINTS",
    "BELOTE_SCORING",
    "CAPOT",
    "CAPOT_BONUS",
    "CONTRACTS",
    "CONTREE_SCORING",
    "FAMILY_SCORING",
    "KLABERJASS_SCORING",
    "KLAVERJAS_SCORING",
    "PIT_BONUS",
    "STUK_POINTS",
    "Contract",
    "ContractScoring",
    "DealFacts",
    "GameResult",
    "MeldAward",
    "MeldSpoken",
    "Outcome",
    "Roem",
    "RoemKind",
    "Settlement",
    "award_melds",
    "award_side_melds",
    "belote_meld_key",
    "belote_melds",
    "belote_seat",
    "contree_defenders_rounded",
    "contree_value",
    "credit_roem",
    "game_result",
    "has_belote",
    "klaberjass_melds",
    "meld_exchange",
    "parse_contract",
    "roem_points",
    "settle",
    "settle_annulled",
    "settle_belote",
    "settle_contree",
    "settle_klaberjass",
    "settle_klaverjas",
    "settlement",
    "trick_roem",
]

TRICKS_PER_DEAL = 8
"""Tricks in a deal of 32 cards among four players."""
STUK_POINTS = 20
"""Roem for the king and queen of trump in one trick (source 000 table; source 002 "Stuck")."""
BELOTE_POINTS = 20
"""Belote/Rebelote: king and queen of trump in one hand (source 000 "Belote")."""
PIT_BONUS = 100
"""Klaverjas pit: a team taking all card points (source 002 "extra 100 card points")."""
CAPOT_BONUS = 100
"""Belote capot: all 8 tricks score 100 instead of the last trick's 10 (source 000)."""
BELOTE_LAST_TRICK = 10
"""The last trick in Belote and Contrée (source 000)."""
ALL_TRICKS_BONUS = 90
"""Contrée: a side taking all tricks scores another 90 (source 000), 252 in all."""
CONTREE_VALUE = 160
"""Contrée: what a deal is worth (source 000 "the total points of the game, i.e. 160")."""
CONTREE_CAPOT_VALUE = 250
"""Contrée: what a deal is worth in a capot (source 000 "or 250 points in case of capot")."""
CONTREE_MELDS_TARGET = 3000
"""Contrée's default target with ``melds`` (else :data:`CONTREE_SCORING`'s 2000)."""

CAPOT: Literal["capot"] = "capot"
"""The Contrée contract to take all eight tricks."""
Contract = int | Literal["capot"]
"""A Contrée contract: 80, 90 … 160 points, or :data:`CAPOT`."""
CONTRACTS: tuple[Contract, ...] = (*range(80, 161, 10), CAPOT)
"""Every Contrée contract, lowest first (source 000: "divisible by 10, from 80 to 160, or
capot")."""

_SIXES = sum(1 << (suit * 9) for suit in range(4))
_DECK36 = (1 << 36) - 1
_RANK_BITS: tuple[int, ...] = tuple(sum(1 << (s * 9 + r) for s in range(4)) for r in range(9))


def _check_mask(mask: int, what: str) -> None:
    if not isinstance(mask, int) or mask < 0 or mask & ~_DECK36:
        raise ValueError(f"{what} is not a card mask: {mask!r}")
    if mask & _SIXES:
        sixes = " ".join(str(Card(c)) for c in range(0, 36, 9) if mask >> c & 1)
        raise ValueError(f"{what} holds {sixes}: not a card of the 32-card deck")


def _check_trump(trump: int | None) -> int | None:
    if trump is None:
        return None
    if not isinstance(trump, int) or not 0 <= trump <= 3:
        raise ValueError(f"not a trump suit: {trump!r} (expected 0..3 or None)")
    return int(trump)


# --------------------------------------------------------------------------------------------
# Roem (Klaverjas): combinations among a completed trick's four cards
# --------------------------------------------------------------------------------------------


class RoemKind(StrEnum):
    """The kinds of roem, as the table names them."""

    FOUR_OF_A_KIND = "four_of_a_kind"
    THREE_OF_A_KIND = "three_of_a_kind"
    SEQUENCE = "sequence"
    STUK = "stuk"


@dataclass(frozen=True, slots=True)
class Roem:
    """One combination scored in a trick.

    Attributes:
        kind: a :class:`RoemKind`.
        cards: the cards of the combination, in natural order (sequence) or suit order.
        points: 100, 50 or 20.
    """

    kind: RoemKind
    cards: tuple[Card, ...]
    points: int

    def __str__(self) -> str:
        return f"{self.kind} {' '.join(str(c) for c in self.cards)} ({self.points})"


def _longest_run(bits: int) -> tuple[int, int]:
    """(length, lowest rank) of the longest run of consecutive set bits in a 9-bit suit pattern;
    the lower run wins a tie (never happens with four cards)."""
    best = (0, 0)
    for start, end in suit_runs(bits):
        if end - start > best[0]:
            best = (end - start, start)
    return best


_RUN: tuple[tuple[int, int], ...] = tuple(_longest_run(bits) for bits in range(512))
_RUN_POINTS: tuple[int, ...] = tuple(50 if n >= 4 else 20 if n == 3 else 0 for n, _ in _RUN)


def _stuk_bits(trump: int | None) -> int:
    if trump is None:
        return 0
    return 1 << (trump * 9 + Rank.KING) | 1 << (trump * 9 + Rank.QUEEN)


def _check_trick(trick_mask: int) -> None:
    _check_mask(trick_mask, "the trick")
    if trick_mask.bit_count() != 4:
        raise ValueError(
            f"roem is scored in a completed trick of 4 cards, not {trick_mask.bit_count()}"
        )


def roem_points(trick_mask: int, trump: int | None, *, three_of_a_kind: bool = False) -> int:
    """The roem of a completed trick, in points: the sum of :func:`trick_roem` (fast path).

    Args:
        trick_mask: bitmask of the trick's four cards, whoever played them.
        trump: the trump suit 0..3 (stuk needs one), or None.
        three_of_a_kind: option ``three_of_a_kind`` (source 000 variant: 50).

    Raises:
        ValueError: not four cards of the 32-card deck, or a bad trump.
    """
    _check_trick(trick_mask)
    trump = _check_trump(trump)
    points = 0
    for rank in range(1, 9):
        count = (trick_mask & _RANK_BITS[rank]).bit_count()
        if count == 4:
            return 100  # four cards of one rank: no sequence, no stuk can share the trick
        if count == 3 and three_of_a_kind:
            points += 50
    for suit in range(4):
        points += _RUN_POINTS[trick_mask >> (9 * suit) & 0x1FF]
    stuk = _stuk_bits(trump)
    if stuk and trick_mask & stuk == stuk:
        points += STUK_POINTS
    return points


def trick_roem(trick_mask: int, trump: int | None, *, three_of_a_kind: bool = False) -> list[Roem]:
    """The roem combinations of a completed trick (``docs/rules/family.md`` "klaverjas_amsterdam").

    Counted from the trick's four cards whoever played them, for the team that wins the trick:

    - four of a kind (any rank, source 002): 100; it is the whole trick, nothing else counts;
    - three of a kind, only with ``three_of_a_kind``: 50;
    - a sequence in one suit, natural order 7 8 9 10 J Q K A (no wrap from A to 7): the longest
      run of consecutive cards of a suit scores once, 4 cards 50, 3 cards 20; a run of 4 is one
      sequence of 4 (50), never also two sequences of 3, and four cards hold at most one run;
    - stuk, king and queen of trump both in the trick: 20, also when they are part of a
      sequence (source 000: "in addition to the 20 or 50 points for a sequence") and besides a
      three of a kind.

    Args and errors as :func:`roem_points`. Returns the combinations, biggest first.

    >>> [str(r) for r in trick_roem(1 << Card.HK | 1 << Card.HQ | 1 << Card.HJ | 1 << Card.S7, 0)]
    ['sequence HJ HQ HK (20)', 'stuk HQ HK (20)']
    """
    _check_trick(trick_mask)
    trump = _check_trump(trump)
    found: list[Roem] = []
    for rank in range(1, 9):
        bits = trick_mask & _RANK_BITS[rank]
        count = bits.bit_count()
        cards = tuple(Card(s * 9 + rank) for s in range(4) if bits >> (s * 9 + rank) & 1)
        if count == 4:
            return [Roem(RoemKind.FOUR_OF_A_KIND, cards, 100)]
        if count == 3 and three_of_a_kind:
            found.append(Roem(RoemKind.THREE_OF_A_KIND, cards, 50))
    for suit in range(4):
        bits = trick_mask >> (9 * suit) & 0x1FF
        points = _RUN_POINTS[bits]
        if points:
            length, start = _RUN[bits]
            cards = tuple(Card(suit * 9 + r) for r in range(start, start + length))
            found.append(Roem(RoemKind.SEQUENCE, cards, points))
    stuk = _stuk_bits(trump)
    if stuk and trick_mask & stuk == stuk:
        assert trump is not None
        queen, king = Card(trump * 9 + Rank.QUEEN), Card(trump * 9 + Rank.KING)
        found.append(Roem(RoemKind.STUK, (queen, king), STUK_POINTS))
    found.sort(key=lambda r: r.points, reverse=True)
    return found


def credit_roem(
    roem: tuple[int, int],
    winner_seat: int,
    trick_mask: int,
    trump: int | None,
    *,
    three_of_a_kind: bool = False,
) -> tuple[int, int]:
    """Each team's roem after a completed trick: the trick's roem goes to the team of the seat
    that won it (``winner_seat % 2``), whoever played the cards (source 000: "combinations won in
    a trick"; source 002 "the team who is winning the trick").

    Args:
        roem: each team's roem so far, ``(team 0, team 1)``.
        winner_seat: the seat 0..3 that took the trick.
        trick_mask, trump, three_of_a_kind: as :func:`roem_points`.

    Raises:
        ValueError: a bad seat, trick or trump.
    """
    if winner_seat not in (0, 1, 2, 3):
        raise ValueError(f"not a seat: {winner_seat!r} (expected 0..3)")
    points = roem_points(trick_mask, trump, three_of_a_kind=three_of_a_kind)
    if winner_seat % 2 == 0:
        return (roem[0] + points, roem[1])
    return (roem[0], roem[1] + points)


# --------------------------------------------------------------------------------------------
# Belote melds (hand combinations) and Belote/Rebelote
# --------------------------------------------------------------------------------------------


_FOUR_POINTS: dict[int, int] = {
    Rank.JACK: 200,
    Rank.NINE: 150,
    Rank.ACE: 100,
    Rank.TEN: 100,
    Rank.KING: 100,
    Rank.QUEEN: 100,
}


def belote_melds(hand_mask: int) -> list[Meld]:
    """The Belote melds in a hand (``docs/rules/family.md`` "belote"; source 000 table), best first.

    Four jacks 200; four nines 150; four aces, tens, kings or queens 100 (four eights or sevens
    score nothing); a sequence in one suit in natural order 7 8 9 10 J Q K A: 5 or more cards 100,
    4 cards 50, 3 cards 20. Each maximal run is one meld at its full length (a run of 8 is one
    meld of 100, not two of 50). A card may serve several melds (a jack in four jacks and in a
    sequence). Melds are :class:`~audiojass.rules.weis.Meld` (kind "sequence" or "four").

    Raises:
        ValueError: the mask holds a six or is not a card mask.

    >>> [str(m) for m in belote_melds(0b111110 << 9)]
    ['sequence D7 D8 D9 D10 DJ (100)']
    """
    _check_mask(hand_mask, "the hand")
    melds = hand_melds(hand_mask, capped_sequence_points, _FOUR_POINTS)
    melds.sort(key=lambda m: belote_meld_key(m, None), reverse=True)
    return melds


_ZENSA_FOUR_POINTS: dict[int, int] = {r: p for r, p in _FOUR_POINTS.items() if r != Rank.NINE}
"""Klaberjass's fours with ``zensa``: Belote's without the nines."""


def klaberjass_melds(hand_mask: int, *, zensa: bool = False) -> list[Meld]:
    """Klaberjass's melds in a hand (``docs/rules/family.md`` "klaberjass2"; sources 001, 004, 000),
    best first by :func:`belote_meld_key` without trump.

    Sequences only, in natural order A K Q J 10 9 8 7 in every suit, each maximal run once at
    its full length: 3 cards 20, 4 or more 50. With ``zensa`` (sources 000, 001): 5 or more 100,
    and four jacks 200, four aces, kings, queens or tens 100 (nines, eights, sevens nothing).

    Raises:
        ValueError: the mask holds a six or is not a card mask.

    >>> [str(m) for m in klaberjass_melds(0b111110 << 9)]
    ['sequence D7 D8 D9 D10 DJ (50)']
    >>> [str(m) for m in klaberjass_melds(0b111110 << 9, zensa=True)]
    ['sequence D7 D8 D9 D10 DJ (100)']
    """
    _check_mask(hand_mask, "the hand")
    if zensa:
        melds = hand_melds(hand_mask, capped_sequence_points, _ZENSA_FOUR_POINTS)
    else:
        melds = hand_melds(hand_mask, lambda length: 20 if length == 3 else 50, {})
    melds.sort(key=lambda m: belote_meld_key(m, None), reverse=True)
    return melds


def belote_meld_key(meld: Meld, trump: int | None) -> tuple[int, int, int, int]:
    """Sort key of a Belote meld (larger wins): points, cards, top card in natural order (A K Q J
    10 9 8 7, also for four of a kind: four queens beat four tens), a sequence in trump
    (``docs/rules/family.md`` "belote": "more points, cards, higher top, trump [ours, as 004]")."""
    in_trump = int(meld.kind == "sequence" and trump is not None and meld.cards[0].suit == trump)
    return (meld.points, len(meld.cards), int(meld.top), in_trump)


@dataclass(frozen=True, slots=True)
class MeldAward:
    """Which team scores melds in a deal, and how much.

    Attributes:
        team: the side holding the best meld (it scores all melds of both partners), or None
            when nobody has a meld or the best melds of the two teams are equal.
        points: each side's meld points, ``(team 0, team 1)`` (one per seat where each plays
            alone); only ``team`` has any. A team
            that then takes no trick loses them in the settlement (:class:`DealFacts`).
        best: each team's best meld (None if it has none), for saying who beat whom.
    """

    team: int | None
    points: tuple[int, ...]
    best: tuple[Meld | None, ...]


def award_melds(melds_by_seat: Sequence[Sequence[Meld]], trump: int | None) -> MeldAward:
    """Compare the melds across the teams (``docs/rules/family.md`` "belote"; source 000: "the team
    of the player who holds the most valuable, highest-ranking combination gets the right to meld").

    Each team's best meld is its partners' best by :func:`belote_meld_key`; the better team
    scores every meld of both partners; equal best melds across the teams: nobody (source 004).

    Args:
        melds_by_seat: four lists of melds, seat 0..3 (e.g. :func:`belote_melds` of each hand).
        trump: the trump suit 0..3 or None.

    Raises:
        ValueError: not four seats, or a bad trump.
    """
    if len(melds_by_seat) != 4:
        raise ValueError(f"melds of 4 seats expected, not {len(melds_by_seat)}")
    return award_side_melds(melds_by_seat, trump, 2)


def award_side_melds(
    melds_by_seat: Sequence[Sequence[Meld]], trump: int | None, sides: int
) -> MeldAward:
    """Compare hand melds across the sides of any table (``docs/rules/family.md`` "klaberjass2":
    "Better: longer, higher top card, trump; equal: nobody"; "klaberjass3": "Best meld tied
    between two players: nobody"; "klaberjass4": the team with the best sequence scores all
    sequences of both partners; equal best in both teams: nobody).

    Each side's best meld is the best of its seats (seat ``s`` is on side ``s % sides``) by
    :func:`belote_meld_key` (points, cards, top card, in trump); the side with the single best
    scores every meld of its seats; a best shared by two sides: nobody.

    Args:
        melds_by_seat: each seat's melds (2, 3 or 4 seats).
        trump: the trump suit 0..3, or None (no-trumps: no trump tie-break).
        sides: 2 teams with partners, else the number of seats.

    Raises:
        ValueError: fewer seats than sides, fewer than 2 sides, or a bad trump.

    >>> from audiojass.rules.cards import mask_of, parse_cards
    >>> hands = [mask_of(parse_cards(h)) for h in ("H7 H8 H9 CA", "S8 S9 S10 DA", "D7 D8 D9 D10")]
    >>> award = award_side_melds([klaberjass_melds(h) for h in hands], 2, 3)
    >>> award.team, award.points
    (2, (0, 0, 50))
    """
    if sides < 2 or len(melds_by_seat) < sides:
        raise ValueError(f"{len(melds_by_seat)} seats cannot form {sides} sides")
    trump = _check_trump(trump)
    best: list[Meld | None] = [None] * sides
    for seat, melds in enumerate(melds_by_seat):
        side = seat % sides
        for meld in melds:
            current = best[side]
            if current is None or belote_meld_key(meld, trump) > belote_meld_key(current, trump):
                best[side] = meld
    keyed = [(belote_meld_key(m, trump), side) for side, m in enumerate(best) if m is not None]
    points = [0] * sides
    team: int | None = None
    if keyed:
        keyed.sort(reverse=True)
        if len(keyed) == 1 or keyed[0][0] != keyed[1][0]:
            team = keyed[0][1]
            points[team] = sum(
                m.points
                for seat, ms in enumerate(melds_by_seat)
                if seat % sides == team
                for m in ms
            )
    return MeldAward(team, tuple(points), tuple(best))


MeldLine = Literal[
    "declare", "good", "not_good", "how_many", "how_high", "in_trumps", "answer", "equal"
]
"""The kinds of line spoken in Klaberjass's meld exchange (:class:`MeldSpoken`)."""


@dataclass(frozen=True, slots=True)
class MeldSpoken:
    """One line of Klaberjass's spoken meld exchange (``docs/rules/family.md`` "klaberjass2";
    source 004: elder announces "20" or "50"; the others answer "good", "not good" or ask).

    Attributes:
        seat: who speaks.
        kind: "declare" (``value``: the points of the seat's best meld, 20, 50; with zensa
            100 or 200; also a partner raising the own team's claim in klaberjass4);
            "good" (cannot beat the claim; ``value`` None); "not_good" (beats it; ``value``:
            the speaker's best points when they differ from the claim's, else None);
            "how_many" / "how_high" / "in_trumps" (questions, ``value`` None); "answer"
            (to the question before it: the number of cards, the top card's
            :class:`~audiojass.rules.cards.Rank`, or True/False); "equal" (the same meld:
            if it stays the best, nobody scores; ``value`` None).
        value: as above.
    """

    seat: int
    kind: MeldLine
    value: int | bool | None = None


def meld_exchange(
    best_by_seat: Sequence[Meld | None], trump: int | None, forehand: int, sides: int
) -> list[MeldSpoken]:
    """The spoken exchange that settles who has the best meld, from the forehand round the
    table (``docs/rules/family.md`` "klaberjass2"; source 004). Its end agrees with
    :func:`award_side_melds`.

    Seats with no meld say nothing until a seat with one declares its points ("declare").
    Every later seat of another side compares its best meld with the standing claim: lower
    points or none, "good"; higher points, "not_good" (with its points); the same points, it
    asks "how_many" (answered with the number of cards), then if equal "how_high" (the top
    card's rank), then, with a trump suit, "in_trumps" (True/False) and compares its own
    meld the same way: better, "not_good", else "good", or "equal" when nothing separates
    them (the claim then stands for nobody unless a later seat beats it). A seat whose
    own side holds the claim (a partner in klaberjass4) speaks only to raise it with a
    better meld ("declare").

    Args:
        best_by_seat: each seat's best meld (None: none), as announced.
        trump: the trump suit 0..3, or None.
        forehand: the seat that speaks first.
        sides: scoring sides (seat ``s`` is on side ``s % sides``).

    >>> from audiojass.rules.cards import mask_of, parse_cards
    >>> hands = [mask_of(parse_cards(h)) for h in ("SJ SQ SK C7", "H8 H9 H10 CA")]
    >>> best = [klaberjass_melds(h)[0] for h in hands]
    >>> [(line.seat, line.kind, line.value) for line in meld_exchange(best, 0, 1, 2)][:4]
    [(1, 'declare', 20), (0, 'how_many', None), (1, 'answer', 3), (0, 'how_high', None)]
    >>> [(line.seat, line.kind, line.value) for line in meld_exchange(best, 0, 1, 2)][4:]
    [(1, 'answer', <Rank.TEN: 4>), (0, 'not_good', None)]
    """
    players = len(best_by_seat)
    lines: list[MeldSpoken] = []
    claim: Meld | None = None
    claim_seat = -1
    claim_side: int | None = None  # None with a claim: tied, stands for nobody
    for index in range(players):
        seat = (forehand + index) % players
        mine = best_by_seat[seat]
        side = seat % sides
        if claim is None:
            if mine is not None:
                lines.append(MeldSpoken(seat, "declare", mine.points))
                claim, claim_seat, claim_side = mine, seat, side
            continue
        mine_key = belote_meld_key(mine, trump) if mine is not None else None
        claim_key = belote_meld_key(claim, trump)
        if claim_side == side:
            if mine is not None and mine_key is not None and mine_key > claim_key:
                lines.append(MeldSpoken(seat, "declare", mine.points))
                claim, claim_seat = mine, seat
            continue
        if mine is None or mine.points < claim.points:
            lines.append(MeldSpoken(seat, "good"))
            continue
        if mine.points > claim.points:
            lines.append(MeldSpoken(seat, "not_good", mine.points))
            claim, claim_seat, claim_side = mine, seat, side
            continue
        questions: list[tuple[MeldLine, int | bool, int | bool]] = [
            ("how_many", len(claim.cards), len(mine.cards)),
            ("how_high", claim.top, mine.top),
        ]
        if trump is not None:
            questions.append(
                ("in_trumps", claim_key[3] == 1, mine_key is not None and mine_key[3] == 1)
            )
        verdict: MeldLine = "equal"
        for question, theirs, ours in questions:
            lines.append(MeldSpoken(seat, question))
            lines.append(MeldSpoken(claim_seat, "answer", theirs))
            if ours != theirs:
                verdict = "not_good" if ours > theirs else "good"
                break
        lines.append(MeldSpoken(seat, verdict))
        if verdict == "not_good":
            claim, claim_seat, claim_side = mine, seat, side
        elif verdict == "equal":
            claim_side = None
    return lines


def has_belote(hand_mask: int, trump: int | None) -> bool:
    """Whether a hand holds king and queen of trump (Belote/Rebelote, 20; source 000 "Belote").

    Raises:
        ValueError: a bad mask or trump.
    """
    _check_mask(hand_mask, "the hand")
    stuk = _stuk_bits(_check_trump(trump))
    return bool(stuk) and hand_mask & stuk == stuk


def belote_seat(hands: Sequence[int], trump: int | None) -> int | None:
    """The seat whose hand holds Belote/Rebelote (king and queen of trump), or None.

    Check the complete hands before the first lead. Belote scores :data:`BELOTE_POINTS` for the
    holder's team even when it takes no trick (``docs/rules/family.md`` "belote": "counts without
    tricks [ours, as bela]").

    Raises:
        ValueError: a bad hand mask or trump.
    """
    for seat, hand in enumerate(hands):
        if has_belote(hand, trump):
            return seat
    return None


# --------------------------------------------------------------------------------------------
# Settlement
# --------------------------------------------------------------------------------------------


class Outcome(StrEnum):
    """The named outcome of a deal, as the table says it."""

    MADE = "made"
    """Klaverjas or Belote: the declaring/taking team made strictly more; each scores its own."""
    WET = "wet"
    """Klaverjas (nat): the declaring team did not make more (tie included)."""
    BETE = "bete"
    """Klaberjass: the maker made fewer (two sides: the opponent scores both; three: the maker
    0, each opponent its own and half the maker's)."""
    DEDANS = "dedans"
    """Belote: the taker's team made fewer; the opponents score both teams' points."""
    TIE = "tie"
    """Belote, Klaberjass: both teams made the same (three players: the maker as much as the
    best opponent); option ``tie`` says who scores."""
    CONTRACT_MADE = "contract_made"
    """Contrée: the bidders made their contract."""
    CONTRACT_FAILED = "contract_failed"
    """Contrée: the bidders did not make their contract."""
    ANNULLED = "annulled"
    """Nobody took or bid: the deal scores nothing."""


@dataclass(frozen=True, slots=True)
class DealFacts:
    """What a played deal gives the settlement; every tuple holds one value per side (``(team 0,
    team 1)`` in the partnership games; one per seat where each plays alone), all of one length.

    Attributes:
        declarers: the declaring team (Klaverjas), the taker's team (Belote), the bidders
            (Contrée), the maker's side (Klaberjass): a side ``0 … sides-1``.
        card_points: card points of the tricks each team took, the last trick's bonus included
            (10, or 5 with Klaverjas ``last_trick=5``): 162 (157) between them.
        tricks: tricks each team took, ``deal_tricks`` between them.
        roem: Klaverjas roem each team won in tricks (:func:`credit_roem`).
        melds: Belote melds each team showed (:attr:`MeldAward.points`, before the rule that a
            team with no trick loses them, which the settlement applies).
        belote: Belote/Rebelote points each team holds (20 for the holder's team).
        contract: Contrée's contract (:data:`CONTRACTS`); None elsewhere.
        doubling: Contrée: 1, 2 doubled, 4 redoubled.
        deal_tricks: tricks in the deal (8 with four players; 9 in Klaberjass for 2 and 3).

    ``roem``, ``melds`` and ``belote`` default to zeros of the length of ``card_points``.

    Raises:
        ValueError: tricks not summing to ``deal_tricks``, tuples of different lengths or
            fewer than 2 sides, negative points, card points for a side with no trick, a bad
            side, contract or doubling.
    """

    declarers: int
    card_points: tuple[int, ...]
    tricks: tuple[int, ...]
    roem: tuple[int, ...] = ()
    melds: tuple[int, ...] = ()
    belote: tuple[int, ...] = ()
    contract: Contract | None = None
    doubling: int = 1
    deal_tricks: int = TRICKS_PER_DEAL

    def __post_init__(self) -> None:
        sides = len(self.card_points)
        if sides < 2:
            raise ValueError(f"card_points must hold 2 sides or more, not {self.card_points!r}")
        for name in ("roem", "melds", "belote"):
            if getattr(self, name) == ():
                object.__setattr__(self, name, (0,) * sides)
        if not isinstance(self.declarers, int) or not 0 <= self.declarers < sides:
            raise ValueError(f"declarers is not a side: {self.declarers!r}")
        for name in ("card_points", "tricks", "roem", "melds", "belote"):
            pair = getattr(self, name)
            if len(pair) != sides or any(not isinstance(v, int) or v < 0 for v in pair):
                raise ValueError(f"{name} must be {sides} points >= 0, not {pair!r}")
        if sum(self.tricks) != self.deal_tricks:
            raise ValueError(f"tricks must add up to {self.deal_tricks}, not {self.tricks!r}")
        for team in range(sides):
            if self.tricks[team] == 0 and self.card_points[team]:
                raise ValueError(f"team {team} took no trick but has {self.card_points[team]}")
        if self.contract is not None:
            parse_contract(self.contract)
        if self.doubling not in (1, 2, 4):
            raise ValueError(f"doubling must be 1, 2 or 4, not {self.doubling!r}")

    @property
    def sides(self) -> int:
        """Number of sides: the length of every tuple."""
        return len(self.card_points)

    @property
    def defenders(self) -> int:
        """The other team: 1 - declarers (two sides only)."""
        return 1 - self.declarers

    def capot_team(self) -> int | None:
        """The side that took all ``deal_tricks`` tricks, or None."""
        for team, taken in enumerate(self.tricks):
            if taken == self.deal_tricks:
                return team
        return None

    def scored_melds(self) -> tuple[int, ...]:
        """The melds that count: a side with no trick loses its melds (``docs/rules/family.md``
        "belote": "A team with no trick loses its melds [ours, as for two]"; "klaberjass2":
        "Melds of a player with no trick do not")."""
        return tuple(m if t else 0 for m, t in zip(self.melds, self.tricks, strict=True))


@dataclass(frozen=True, slots=True)
class Settlement:
    """A deal's result.

    Attributes:
        outcome: the named :class:`Outcome`.
        scores: what each side adds to its game total for this deal, ``(team 0, team 1)``
            or one per seat where each plays alone (a carried pot won in this deal included).
        made: each team's deal points as compared: Klaverjas card points + roem + pit;
            Belote card points (capot: 100 instead of the last trick) + melds + Belote;
            Contrée trick points (+90 for all tricks) (+ melds and Belote with ``melds``);
            Klaberjass card points + sequences (if the side took a trick) + bela.
        pit: the team that took pit (Klaverjas), else None.
        capot: the team that took all 8 tricks, else None.
        value: Contrée: the deal's value before doubling (160 or 250, + melds and Belote with
            ``melds``); 0 elsewhere.
        carry: the tie pot carried into the next deal (Belote ``tie=carry``), else 0.
        pot_team: the team that won the pot carried in from earlier deals, else None.
        pot: the points of that pot (included in ``scores``).
    """

    outcome: Outcome
    scores: tuple[int, ...]
    made: tuple[int, ...]
    pit: int | None = None
    capot: int | None = None
    value: int = 0
    carry: int = 0
    pot_team: int | None = None
    pot: int = 0


def _pair(team: int, ours: int, theirs: int) -> tuple[int, int]:
    """(team 0, team 1) from the points of ``team`` and of the other team."""
    return (ours, theirs) if team == 0 else (theirs, ours)


def _check_tie(tie: str, pot: int) -> None:
    if tie not in ("own", "total", "carry"):
        raise ValueError(f"tie must be 'own', 'total' or 'carry', not {tie!r}")
    if pot < 0:
        raise ValueError(f"the pot cannot be negative: {pot!r}")


def _maker_settlement(
    made: tuple[int, ...], d: int, tie: str, pot: int, failed: Outcome, capot: int | None = None
) -> Settlement:
    """Two sides, the maker's side ``d``. More: each its own; fewer (``failed``: dedans,
    bete): the opponents both sides' points; equal: the ``tie`` option ("own", "total",
    "carry"); a pot goes to the side with strictly more, else it carries on (Belote and
    Klaberjass; sources 000, 001, 004)."""
    o = 1 - d
    total = made[0] + made[1]
    scores: tuple[int, ...]
    if made[d] > made[o]:
        outcome, scores, carry = Outcome.MADE, made, 0
    elif made[d] < made[o]:
        outcome, scores, carry = failed, _pair(d, 0, total), 0
    elif tie == "own":
        outcome, scores, carry = Outcome.TIE, _pair(d, 0, made[o]), 0
    elif tie == "total":
        outcome, scores, carry = Outcome.TIE, _pair(d, 0, total), 0
    else:
        outcome, scores, carry = Outcome.TIE, (0, 0), total
    pot_team: int | None = None
    if pot and made[0] != made[1]:
        pot_team = 0 if made[0] > made[1] else 1
        scores = _pair(pot_team, scores[pot_team] + pot, scores[1 - pot_team])
    else:
        carry += pot
    won = pot if pot_team is not None else 0
    return Settlement(outcome, scores, made, capot=capot, carry=carry, pot_team=pot_team, pot=won)


def settle_klaverjas(facts: DealFacts, *, pit: str = "points") -> Settlement:
    """Klaverjas (Amsterdam and Rotterdam): pit, then wet or made (``docs/rules/family.md``
    "klaverjas_amsterdam"; source 002 "Getting Wet", "Extra points"; source 000 "Klaverjas").

    - Pit: 100 to a team taking all card points, last trick included, even when the other team
      took a pointless trick (``pit="points"``); with ``pit="tricks"``, to a team taking all 8
      tricks.
    - Made: the declaring team's card points + roem + pit are strictly more than the
      opponents'; each team scores its own.
    - Wet (nat): otherwise (a tie included) the declaring team scores 0 and the opponents all
      card points, all roem of both teams and the pit.

    Raises:
        ValueError: ``pit`` is not "points" or "tricks".
    """
    if pit not in ("points", "tricks"):
        raise ValueError(f"pit must be 'points' or 'tricks', not {pit!r}")
    pit_team: int | None = None
    for team in (0, 1):
        if pit == "tricks":
            took_all = facts.tricks[team] == TRICKS_PER_DEAL
        else:
            took_all = facts.card_points[1 - team] == 0 and facts.card_points[team] > 0
        if took_all:
            pit_team = team
    pits = tuple(PIT_BONUS if team == pit_team else 0 for team in (0, 1))
    made = tuple(facts.card_points[team] + facts.roem[team] + pits[team] for team in (0, 1))
    capot = facts.capot_team()
    d, o = facts.declarers, facts.defenders
    if made[d] > made[o]:
        return Settlement(Outcome.MADE, made, made, pit=pit_team, capot=capot)
    everything = sum(facts.card_points) + sum(facts.roem) + sum(pits)
    return Settlement(Outcome.WET, _pair(d, 0, everything), made, pit=pit_team, capot=capot)


def settle_belote(facts: DealFacts, *, tie: str = "own", pot: int = 0) -> Settlement:
    """Belote: made, dedans or a tie (``docs/rules/family.md`` "belote"; source 000 "Belote").

    Each team's points: card points with the last trick, a team taking all 8 tricks scoring
    100 instead of the last trick's 10 (capot, 252); its melds if it took a trick; its Belote.

    - Made: the taker's team has strictly more; each team scores its own.
    - Dedans: fewer; the opponents score both teams' points (Belote included), the takers 0.
    - Tie, option ``tie``: "own" (the takers 0, the opponents their own), "total" (a tie
      fails: as dedans), "carry" (nobody scores; both teams' points go into the pot).
    - The pot carried in (``pot``, from earlier ties with "carry") goes to the team with
      strictly more points in this deal; after another tie it carries on, with this deal's
      points added under "carry".

    Args:
        facts: the deal; ``roem``, ``contract`` and ``doubling`` are not used.
        tie: "own", "total" or "carry".
        pot: points carried in from earlier tied deals (:attr:`Settlement.carry`).

    Raises:
        ValueError: a bad ``tie`` or a negative pot.
    """
    _check_tie(tie, pot)
    capot = facts.capot_team()
    melds = facts.scored_melds()
    cards = list(facts.card_points)
    if capot is not None:
        cards[capot] += CAPOT_BONUS - BELOTE_LAST_TRICK
    made = tuple(cards[team] + melds[team] + facts.belote[team] for team in (0, 1))
    return _maker_settlement(made, facts.declarers, tie, pot, Outcome.DEDANS, capot)


def parse_contract(contract: object) -> Contract:
    """A Contrée contract: 80, 90 … 160, or "capot" (also as text "110", "Capot").

    Raises:
        ValueError: anything else; the message names it.
    """
    if isinstance(contract, str):
        text = contract.strip().lower()
        if text == CAPOT:
            return CAPOT
        if text.isdigit():
            contract = int(text)
    if isinstance(contract, int) and not isinstance(contract, bool) and contract in CONTRACTS:
        return contract
    raise ValueError(f"not a contract: {contract!r} (expected 80, 90 … 160 or capot)")


def contree_defenders_rounded(points: int) -> int:
    """The defenders' points rounded to the nearest 10, a final 5 rounding down
    (``docs/rules/family.md`` "belote_contree" [ours]): 84 → 80, 85 → 80, 86 → 90.

    >>> [contree_defenders_rounded(p) for p in (0, 5, 6, 84, 85, 86, 162)]
    [0, 0, 10, 80, 80, 90, 160]
    """
    return (points + 4) // 10 * 10


def contree_value(facts: DealFacts, *, melds: bool = False) -> int:
    """What a Contrée deal is worth before doubling: 250 for a capot contract or when the
    bidders took all 8 tricks, else 160 (source 000); with ``melds``, plus the melds that count
    and Belote of both teams.

    Raises:
        ValueError: the facts carry no contract.
    """
    if facts.contract is None:
        raise ValueError("a Contrée deal needs its contract")
    all_tricks = facts.tricks[facts.declarers] == TRICKS_PER_DEAL
    value = CONTREE_CAPOT_VALUE if facts.contract == CAPOT or all_tricks else CONTREE_VALUE
    if melds:
        value += sum(facts.scored_melds()) + sum(facts.belote)
    return value


def settle_contree(facts: DealFacts, *, melds: bool = False) -> Settlement:
    """Belote Contrée: contract made or failed, doubled, redoubled (``docs/rules/family.md``
    "belote_contree"; source 000 "Belote Contrée").

    - The bidders' points: card points with the last trick, +90 when they took all 8 tricks
      (252); with ``melds``, + their melds (if they took a trick) + their Belote. The same for
      the defenders.
    - Made: the bidders' points reach the contract (≥), or for "capot" they took all 8 tricks.
      Not doubled: the defenders score their points rounded (:func:`contree_defenders_rounded`),
      the bidders the rest of the value (:func:`contree_value`: 160, or 250 when they took all).
    - Failed: the defenders score the value: 160, or 250 for a capot contract (a defenders'
      capot against a points contract is still 160); with ``melds`` + all melds and Belote.
      The bidders score 0.
    - Doubled (×2) or redoubled (×4): the side that wins (the bidders if made, else the
      defenders) scores the multiple of the value, the other 0.

    Raises:
        ValueError: the facts carry no contract.
    """
    if facts.contract is None:
        raise ValueError("a Contrée deal needs its contract")
    capot = facts.capot_team()
    scored_melds = facts.scored_melds()
    made = tuple(
        facts.card_points[team]
        + (ALL_TRICKS_BONUS if capot == team else 0)
        + (scored_melds[team] + facts.belote[team] if melds else 0)
        for team in (0, 1)
    )
    d, o = facts.declarers, facts.defenders
    if facts.contract == CAPOT:
        success = facts.tricks[d] == TRICKS_PER_DEAL
    else:
        success = made[d] >= facts.contract
    value = contree_value(facts, melds=melds)
    if success:
        if facts.doubling > 1:
            scores = _pair(d, value * facts.doubling, 0)
        else:
            defenders = contree_defenders_rounded(made[o])
            scores = _pair(d, value - defenders, defenders)
        outcome = Outcome.CONTRACT_MADE
    else:
        scores = _pair(o, value * facts.doubling, 0)
        outcome = Outcome.CONTRACT_FAILED
    return Settlement(outcome, scores, made, capot=capot, value=value)


def settle_klaberjass(facts: DealFacts, *, tie: str = "own", pot: int = 0) -> Settlement:
    """Klaberjass for 2, 3 and 4 (``docs/rules/family.md`` "klaberjass2", "klaberjass3",
    "klaberjass4"; sources 001, 004, 000).

    Each side's points: card points with the last trick (10; no capot bonus), its sequences if
    it took a trick (:meth:`DealFacts.scored_melds`), its bela (always). The maker's side is
    ``facts.declarers``.

    Two sides (klaberjass2, the teams of klaberjass4):

    - made (:attr:`Outcome.MADE`): the maker's side has strictly more; each side its own;
    - bete (:attr:`Outcome.BETE`): fewer; the opponents score both sides' points;
    - tie (:attr:`Outcome.TIE`), option ``tie``: "own" (maker 0, opponents their own; source 004),
      "total" (a tie fails: as bete), "carry" (nobody scores; both sides' points go into the
      pot, won by the side with strictly more in a later deal; sources 000, 001).

    Three sides (klaberjass3, each alone; source 001 "more than each opponent, not both
    combined"; the rest [ours], settled question 4):

    - made: the maker has strictly more than each opponent; each scores its own;
    - bete: fewer than the best opponent; the maker 0, each opponent its own plus half the
      maker's points, rounded down;
    - tie: as much as the best opponent; the maker 0, the opponents their own. ``tie`` and
      ``pot`` do not apply.

    >>> facts = DealFacts(0, (40, 60, 30), (3, 4, 2), deal_tricks=9)
    >>> settle_klaberjass(facts).scores
    (0, 80, 50)

    Raises:
        ValueError: a bad ``tie``, a negative pot, or a pot with three sides.
    """
    _check_tie(tie, pot)
    melds = facts.scored_melds()
    made = tuple(
        cards + meld + bela
        for cards, meld, bela in zip(facts.card_points, melds, facts.belote, strict=True)
    )
    d = facts.declarers
    if facts.sides != 2:
        if pot:
            raise ValueError("a pot is carried only between two sides")
        best = max(points for side, points in enumerate(made) if side != d)
        if made[d] > best:
            return Settlement(Outcome.MADE, made, made)
        if made[d] < best:
            half = made[d] // 2
            failed = tuple(0 if side == d else points + half for side, points in enumerate(made))
            return Settlement(Outcome.BETE, failed, made)
        tied = tuple(0 if side == d else points for side, points in enumerate(made))
        return Settlement(Outcome.TIE, tied, made)
    return _maker_settlement(made, d, tie, pot, Outcome.BETE)


def settle_annulled(pot: int = 0, sides: int = 2) -> Settlement:
    """An annulled deal (all passed): nobody scores; a tie pot carries on unchanged.
    ``sides``: the length of the score tuples (2 teams; 2 or 3 seats playing alone)."""
    if pot < 0:
        raise ValueError(f"the pot cannot be negative: {pot!r}")
    return Settlement(Outcome.ANNULLED, (0,) * sides, (0,) * sides, carry=pot)


# --------------------------------------------------------------------------------------------
# Rules as data, options, game end
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ContractScoring:
    """How a variant scores (``docs/rules/family.md``), with its options applied.

    Attributes:
        settlement: "klaverjas", "belote", "contree" or "klaberjass": which settlement the deal
            ends with.
        roem: combinations are scored in each completed trick (:func:`credit_roem`).
        three_of_a_kind: option ``three_of_a_kind`` (roem 50).
        hand_melds: Belote melds are compared and scored (:func:`award_melds`).
        belote: Belote/Rebelote is scored (:func:`belote_seat`).
        pit: option ``pit``: "points" or "tricks" (Klaverjas).
        tie: option ``tie``: "own", "total" or "carry" (Belote).
        last_trick: the last trick's bonus (option ``last_trick`` in Klaverjas).
        target: the game ends after the deal in which a team reaches it (0 = off).
        deals: the game ends after this many deals (0 = off).
    """

    settlement: Literal["klaverjas", "belote", "contree", "klaberjass"]
    roem: bool = False
    three_of_a_kind: bool = False
    hand_melds: bool = False
    belote: bool = False
    pit: str = "points"
    tie: str = "own"
    last_trick: int = 10
    target: int = 0
    deals: int = 0

    def settle(self, facts: DealFacts, *, pot: int = 0) -> Settlement:
        """Same as :func:`settle` with these rules."""
        return settle(self, facts, pot=pot)

    def settle_deal(self, facts: DealFacts, game: Any) -> Settlement:
        """The settlement of ``game``'s deal: :meth:`settle` with the pot it carries (a scoring
        that reads more of the deal than its facts, the klaverjas of 1821's, overrides it)."""
        return self.settle(facts, pot=game.pot)

    def game_result(self, totals: tuple[int, ...], deals_played: int) -> GameResult | None:
        """Same as :func:`game_result` with this target and deal count."""
        return game_result(totals, deals_played, target=self.target, deals=self.deals)


KLAVERJAS_SCORING = ContractScoring("klaverjas", roem=True, target=1500, deals=16)
BELOTE_SCORING = ContractScoring("belote", hand_melds=True, belote=True, target=1000)
CONTREE_SCORING = ContractScoring("contree", target=2000)
KLABERJASS_SCORING = ContractScoring("klaberjass", hand_melds=True, belote=True, target=500)
FAMILY_SCORING: dict[str, ContractScoring] = {
    "klaverjas_amsterdam": KLAVERJAS_SCORING,
    "klaverjas_rotterdam": KLAVERJAS_SCORING,
    "belote": BELOTE_SCORING,
    "belote_contree": CONTREE_SCORING,
    "klaberjass2": KLABERJASS_SCORING,
    "klaberjass3": KLABERJASS_SCORING,
    "klaberjass4": KLABERJASS_SCORING,
}
"""Each variant's scoring with the default options (``docs/rules/family.md``)."""

_SCORING_OPTIONS: dict[str, tuple[str, ...]] = {
    "klaverjas": ("three_of_a_kind", "pit", "last_trick", "target", "deals"),
    "belote": ("tie", "target"),
    "contree": ("melds", "target"),
    "klaberjass": ("tie", "target", "deals"),
}
_CHOICES: dict[str, tuple[object, ...]] = {
    "pit": ("points", "tricks"),
    "tie": ("own", "total", "carry"),
    "last_trick": (10, 5),
}


def _option_bool(name: str, value: object) -> bool:
    try:
        return bool(read_option(False, value, text=True))
    except ValueError:
        raise ValueError(f"option {name} must be true or false, not {value!r}") from None


def _option_int(name: str, value: object) -> int:
    try:
        number = read_option(0, value, text=True)
    except ValueError:
        number = -1
    if isinstance(number, int) and number >= 0:
        return number
    raise ValueError(f"option {name} must be a whole number >= 0, not {value!r}")


def settlement(
    variant: str | ContractScoring,
    options: Mapping[str, object] | None = None,
    game: str = "",
) -> ContractScoring:
    """The scoring of a family variant with its options applied.

    Args:
        variant: "klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree",
            "klaberjass2", "klaberjass3" or "klaberjass4"; or a variant's own scoring with
            the default options (``ContractVariant.SCORING``).
        options: option values by ``docs/rules/family.md`` name (bools and numbers also as text).
            Scoring options: Klaverjas ``three_of_a_kind``, ``pit``, ``last_trick``,
            ``target``, ``deals``; Belote ``tie``, ``target``; Klaberjass ``tie``, ``target``,
            ``deals``; Contrée ``melds`` (melds and
            Belote count; the default target becomes 3000), ``target``. Options of other phases
            (``play_rules``, ``second_round_any_suit``, ``manual_announce`` …) are ignored here.
        game: the variant's name in error messages (default: ``variant``).

    Raises:
        ValueError: an unknown variant; a scoring option the variant does not have; a bad value.
    """
    rules = variant if isinstance(variant, ContractScoring) else FAMILY_SCORING.get(variant)
    if rules is None:
        raise ValueError(f"not a family variant: {variant!r}")
    variant = game or variant
    known = set(_SCORING_OPTIONS[rules.settlement])
    every_scoring_option = {name for names in _SCORING_OPTIONS.values() for name in names}
    given = {name: value for name, value in (options or {}).items() if name in every_scoring_option}
    for name in given:
        if name not in known:
            raise ValueError(f"{variant} has no option {name}")
    for name, choices in _CHOICES.items():
        if name in given:
            value = given[name]
            if name == "last_trick":
                value = _option_int(name, value)
            if value not in choices:
                allowed = "|".join(str(c) for c in choices)
                raise ValueError(f"option {name} must be one of {allowed}, not {given[name]!r}")
    melds = _option_bool("melds", given["melds"]) if "melds" in given else False
    three = given.get("three_of_a_kind", rules.three_of_a_kind)
    default_target = CONTREE_MELDS_TARGET if melds else rules.target
    return ContractScoring(
        settlement=rules.settlement,
        roem=rules.roem,
        three_of_a_kind=_option_bool("three_of_a_kind", three),
        hand_melds=rules.hand_melds or melds,
        belote=rules.belote or melds,
        pit=str(given.get("pit", rules.pit)),
        tie=str(given.get("tie", rules.tie)),
        last_trick=_option_int("last_trick", given.get("last_trick", rules.last_trick)),
        target=_option_int("target", given.get("target", default_target)),
        deals=_option_int("deals", given.get("deals", rules.deals)),
    )


def settle(rules: ContractScoring, facts: DealFacts, *, pot: int = 0) -> Settlement:
    """Settle a deal by the variant's rules (:func:`settle_klaverjas`, :func:`settle_belote` or
    :func:`settle_contree` with the options of ``rules``).

    Args:
        rules: from :func:`settlement`.
        facts: the deal.
        pot: a tie pot carried in (only with ``tie="carry"``).

    Raises:
        ValueError: a pot where the rules carry none, or as the settlement functions.
    """
    if pot and rules.tie != "carry":
        raise ValueError("only a game with tie=carry carries a pot")
    if rules.settlement == "klaverjas":
        return settle_klaverjas(facts, pit=rules.pit)
    if rules.settlement == "belote":
        return settle_belote(facts, tie=rules.tie, pot=pot)
    if rules.settlement == "klaberjass":
        return settle_klaberjass(facts, tie=rules.tie, pot=pot)
    return settle_contree(facts, melds=rules.hand_melds)


@dataclass(frozen=True, slots=True)
class GameResult:
    """The end of a game.

    Attributes:
        winner: the side with the highest total, or None for a draw (the best totals equal).
        reason: "target" (a team reached the target) or "deals" (the deal count ran out);
            "target" when both hold.
    """

    winner: int | None
    reason: Literal["target", "deals"]


def game_result(
    totals: tuple[int, ...], deals_played: int, *, target: int, deals: int = 0
) -> GameResult | None:
    """Whether the game ends after a deal, checked only between deals (``docs/rules/family.md``
    "Common": "Game end is checked after each deal; higher total wins; equal: draw").

    Args:
        totals: each side's game total after the deal (2 teams, or 2 or 3 seats alone).
        deals_played: deals settled so far, this one included (annulled deals count: the
            dealer moved on).
        target: a team reaching it ends the game (0 = off). Klaverjas 1500, Belote 1000,
            Contrée 2000 (3000 with ``melds``).
        deals: the game ends after this many deals (0 = off); Klaverjas 16 (source 002: "after
            16 rounds", read with the target as one rule: whichever comes first).

    Returns None while the game goes on.

    >>> game_result((1510, 1620), 9, target=1500, deals=16)
    GameResult(winner=1, reason='target')
    >>> game_result((700, 700), 16, target=1500, deals=16)
    GameResult(winner=None, reason='deals')
    """
    reason: Literal["target", "deals"]
    if target > 0 and max(totals) >= target:
        reason = "target"
    elif deals > 0 and deals_played >= deals:
        reason = "deals"
    else:
        return None
    best = max(totals)
    leaders = [side for side, total in enumerate(totals) if total == best]
    if len(leaders) > 1:
        return GameResult(None, reason)
    return GameResult(leaders[0], reason)
