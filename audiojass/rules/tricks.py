"""Trick play on bitmasks: card order and points per trump mode, the Swiss legal-move rule, and
the compact :class:`TrickPlay` state of the bots' fast playouts (the games themselves play
through :meth:`audiojass.rules.engine.ComposedGame._play_card`).

Everything here works on card indices (``suit * 9 + rank``) and 36-bit hand masks; the public,
validating functions taking :class:`~audiojass.rules.cards.Card` lists live in
:mod:`audiojass.rules.api`.

Sources: source 003 "Card play" and "Card values";
source 000 "Schieberjass" (Obenabe, Undenufe, Buur exemption);
``docs/rules/swiss.md`` "Common to the Swiss games".
"""

from __future__ import annotations

import dataclasses
from random import Random

from .cardtable import TRUMP_KEY, CardTable, ModeOrder, card_table
from .duties import TrickDuties, VoidDuty, duty_legal_mask

__all__ = [
    "JACK_BIT",
    "LAST_TRICK_BONUS",
    "POINTS",
    "SUIT_MASK",
    "SUIT_OF",
    "SWISS_DUTIES",
    "SWISS_DUTIES_NO_BUUR",
    "SWISS_TABLE",
    "TRUMP_STRENGTH",
    "WIN_KEY",
    "TrickPlay",
    "illegal_reason",
    "random_card",
    "swiss_duties",
    "swiss_legal_mask",
    "winner_index",
]

OBENABE = 4
UNDENUFE = 5
LAST_TRICK_BONUS = 5
"""Points for taking the last trick (source 003: "Last trick of the round is worth 5")."""

SUIT_OF: tuple[int, ...] = tuple(card // 9 for card in range(36))
SUIT_MASK: tuple[int, ...] = tuple(0x1FF << (9 * suit) for suit in range(4))
JACK_BIT: tuple[int, ...] = tuple(1 << (suit * 9 + 5) for suit in range(4))

_TRUMP_ORDER = ("J", "9", "A", "K", "Q", "10", "8", "7", "6")
_PLAIN_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7", "6")
_TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3}
_PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}

SWISS_TABLE: CardTable = card_table(
    "swiss",
    [ModeOrder(suit, _TRUMP_ORDER, _PLAIN_ORDER, _TRUMP_POINTS, _PLAIN_POINTS) for suit in range(4)]
    + [
        ModeOrder(None, (), _PLAIN_ORDER, {}, {**_PLAIN_POINTS, "8": 8}),  # Obenabe
        ModeOrder(  # Undenufe: the six highest and worth 11, the ace nothing
            None, (), _PLAIN_ORDER[::-1], {}, {"6": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "8": 8}
        ),
    ],
)
"""The Swiss games' card table: modes 0-3 a trump suit (trumps J 9 A K Q 10 8 7 6), 4 Obenabe,
5 Undenufe (source 003 "Card values"; ``docs/rules/swiss.md`` "Common to the Swiss games")."""

TRUMP_STRENGTH: tuple[int, ...] = tuple(
    SWISS_TABLE.strength[card // 9][card] - TRUMP_KEY for card in range(36)
)
"""Strength of each card if its suit is trump (0 = six … 8 = jack)."""

POINTS: tuple[tuple[int, ...], ...] = SWISS_TABLE.points
"""``POINTS[mode][card]``: card points in each trump mode (every mode sums to 152)."""

WIN_KEY: tuple[tuple[tuple[int, ...], ...], ...] = SWISS_TABLE.win_key
"""``WIN_KEY[mode][led suit][card]``: the highest key in a trick wins it (-1: cannot win)."""

# _TRUMPS_ABOVE[suit][strength]: the trumps of that suit stronger than that strength.
_TRUMPS_ABOVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        SWISS_TABLE.above[suit][card]
        for card in sorted(range(suit * 9, suit * 9 + 9), key=TRUMP_STRENGTH.__getitem__)
    )
    for suit in range(4)
)


SWISS_DUTIES: TrickDuties = TrickDuties(
    name="swiss",
    partners=False,
    void=VoidDuty(must_trump=False, must_overtrump=False, undertrump="banned"),
    void_partner_heads=VoidDuty(must_trump=False, must_overtrump=False, undertrump="banned"),
    overtrump_trump_lead=False,
    may_trump_instead_of_following=True,
    trump_lead_exemption=True,
    source='docs/rules/swiss.md "Common to the Swiss games"; sources 003, 000',
)
"""The Swiss trick-play rule as duties: follow suit, but a trump may be played instead; no
undertrumping a plain lead unless holding only lower trumps; a trump lead must be followed, no
duty to overtrump; the Buur exemption (a lone trump jack need not follow a trump lead). No duty
looks at a partner. :func:`swiss_legal_mask` is its fast path on :data:`SWISS_TABLE`."""

SWISS_DUTIES_NO_BUUR: TrickDuties = dataclasses.replace(
    SWISS_DUTIES, name="swiss/no_buur", trump_lead_exemption=False
)
""":data:`SWISS_DUTIES` with the option ``buur_exemption`` off."""


def swiss_duties(buur_exemption: bool = True) -> TrickDuties:
    """The Swiss duties with the game's ``buur_exemption`` option."""
    return SWISS_DUTIES if buur_exemption else SWISS_DUTIES_NO_BUUR


def is_swiss_duties(table: CardTable, duties: TrickDuties) -> bool:
    """True if ``duties`` on ``table`` are the Swiss rule, so that :func:`swiss_legal_mask`
    (the specialised fast path) gives the same masks as :func:`~audiojass.rules.duties.
    duty_legal_mask`."""
    return table is SWISS_TABLE and duties in (SWISS_DUTIES, SWISS_DUTIES_NO_BUUR)


def swiss_legal_mask(hand: int, trick: list[int], mode: int, buur_exemption: bool = True) -> int:
    """The mask of the cards in ``hand`` that may be played to ``trick`` (Swiss rules).

    Args:
        hand: bitmask of the player's cards (non-empty).
        trick: the cards already in the current trick, in play order (empty when leading).
        mode: trump mode 0-3 (suit), 4 Obenabe, 5 Undenufe.
        buur_exemption: a player whose only trump is the jack need not play it to a trump lead.

    A player who holds the led suit must follow it but may trump instead; undertrumping a plain
    lead is forbidden unless every card in hand is a lower trump; a trump lead must be followed
    (no duty to overtrump). Source: ``docs/rules/swiss.md`` "Common to the Swiss games"; sources 003
    and 000.

    The specialised fast path of :data:`SWISS_DUTIES`: the same mask as
    ``duty_legal_mask(hand, trick, mode, swiss_duties(buur_exemption), -1, SWISS_TABLE)``
    (:func:`~audiojass.rules.duties.duty_legal_mask`), in fewer steps.
    """
    if not trick:
        return hand
    lead = SUIT_OF[trick[0]]
    follow = hand & SUIT_MASK[lead]
    if mode > 3:
        return follow or hand
    if lead == mode:
        if follow and not (buur_exemption and follow == JACK_BIT[mode]):
            return follow
        return hand
    trump_mask = SUIT_MASK[mode]
    trumps = hand & trump_mask
    if trumps:
        best = -1
        for card in trick:
            if SUIT_OF[card] == mode and TRUMP_STRENGTH[card] > best:
                best = TRUMP_STRENGTH[card]
        if best >= 0:
            trumps &= _TRUMPS_ABOVE[mode][best]
    if follow:
        return follow | trumps
    return (hand & ~trump_mask) | trumps or hand


def illegal_reason(
    hand: int, trick: list[int], mode: int, card: int, buur_exemption: bool = True
) -> str | None:
    """Why ``card`` may not be played (Swiss rules), or None if it may.

    Returns one of "not_in_hand", "must_follow", "undertrump".
    """
    if not hand >> card & 1:
        return "not_in_hand"
    if swiss_legal_mask(hand, trick, mode, buur_exemption) >> card & 1:
        return None
    lead = SUIT_OF[trick[0]]
    if mode < 4 and SUIT_OF[card] == mode and lead != mode:
        return "undertrump"
    return "must_follow"


def winner_index(trick: list[int], mode: int) -> int:
    """Index in ``trick`` (complete or not) of the card currently winning it."""
    keys = WIN_KEY[mode][SUIT_OF[trick[0]]]
    best = 0
    best_key = keys[trick[0]]
    for index in range(1, len(trick)):
        key = keys[trick[index]]
        if key > best_key:
            best, best_key = index, key
    return best


def random_card(mask: int, rng: Random) -> int:
    """A uniformly random card index of a non-empty mask."""
    pick = int(rng.random() * mask.bit_count())
    while pick:
        mask &= mask - 1
        pick -= 1
    return (mask & -mask).bit_length() - 1


class TrickPlay:
    """The card-play part of one deal on bitmasks: hands, the current trick, points taken.

    The card play of any game: its :class:`~audiojass.rules.cardtable.CardTable` (order and
    points), its :class:`~audiojass.rules.duties.TrickDuties` and its last-trick bonus; by
    default the Swiss games (:data:`SWISS_TABLE`, :func:`swiss_duties`, 5 for the last trick).
    The Swiss duties on the Swiss table take the specialised fast path
    (:func:`swiss_legal_mask`); any other game goes through
    :func:`~audiojass.rules.duties.duty_legal_mask` (in a partnership game the partner of the
    seat to move played ``trick[-2]``).

    Seats are ``0 … players-1``; the next player is ``seat + 1`` (mod players). ``hands[seat]``
    is a card mask. After every complete trick its winner leads the next; the last trick scores
    ``last_trick_bonus`` more. Illegal cards are *not* checked by :meth:`play` (callers ask
    :meth:`legal_mask` first): this is the fast path for playouts.

    Attributes:
        hands: card mask per seat.
        mode: trump mode, an index into ``table`` (Swiss: 0-3 suit, 4 Obenabe, 5 Undenufe).
        leader: seat that led the current trick.
        trick: card indices of the current trick, in play order.
        tricks_left: complete tricks still to be played, counting the current one.
        points: card points taken per seat this deal (with the last-trick bonus).
        tricks_won: tricks taken per seat.
        last_winner: winner of the last complete trick, or -1 before the first.
        buur_exemption: the Swiss option (read by the Swiss fast path and the Swiss bots).
        table: the card table.
        last_trick_bonus: points for the last trick.
    """

    __slots__ = (
        "_duties",
        "buur_exemption",
        "hands",
        "last_trick_bonus",
        "last_winner",
        "leader",
        "mode",
        "players",
        "points",
        "table",
        "trick",
        "tricks_left",
        "tricks_won",
    )

    def __init__(
        self,
        hands: list[int],
        mode: int,
        leader: int,
        tricks: int,
        buur_exemption: bool = True,
        *,
        table: CardTable = SWISS_TABLE,
        duties: TrickDuties | None = None,
        last_trick_bonus: int = LAST_TRICK_BONUS,
    ) -> None:
        self.hands = hands
        self.players = len(hands)
        self.mode = mode
        self.leader = leader
        self.trick: list[int] = []
        self.tricks_left = tricks
        self.points = [0] * self.players
        self.tricks_won = [0] * self.players
        self.last_winner = -1
        self.table = table
        self.last_trick_bonus = last_trick_bonus
        if duties is None:
            duties = swiss_duties(buur_exemption)
        if is_swiss_duties(table, duties):
            self.buur_exemption = duties.trump_lead_exemption
            self._duties: TrickDuties | None = None  # the Swiss fast path
        else:
            self.buur_exemption = buur_exemption
            self._duties = duties

    @property
    def duties(self) -> TrickDuties:
        """The trick duties (the Swiss ones follow :attr:`buur_exemption`)."""
        if self._duties is None:
            return swiss_duties(self.buur_exemption)
        return self._duties

    def copy(self) -> TrickPlay:
        other = TrickPlay.__new__(TrickPlay)
        other.hands = self.hands[:]
        other.players = self.players
        other.mode = self.mode
        other.leader = self.leader
        other.trick = self.trick[:]
        other.tricks_left = self.tricks_left
        other.points = self.points[:]
        other.tricks_won = self.tricks_won[:]
        other.last_winner = self.last_winner
        other.buur_exemption = self.buur_exemption
        other.table = self.table
        other.last_trick_bonus = self.last_trick_bonus
        other._duties = self._duties
        return other

    @property
    def to_move(self) -> int:
        """The seat whose card is next."""
        return (self.leader + len(self.trick)) % self.players

    @property
    def done(self) -> bool:
        """True once every trick of the deal has been played."""
        return self.tricks_left == 0

    def legal_mask(self) -> int:
        """Mask of the cards the seat to move may play."""
        trick = self.trick
        hand = self.hands[(self.leader + len(trick)) % self.players]
        duties = self._duties
        if duties is None:
            return swiss_legal_mask(hand, trick, self.mode, self.buur_exemption)
        return duty_legal_mask(
            hand, trick, self.mode, duties, len(trick) - 2 if duties.partners else -1, self.table
        )

    def play(self, card: int) -> int:
        """Play ``card`` for the seat to move. Returns the trick winner's seat when this card
        completes a trick, else -1."""
        trick = self.trick
        seat = (self.leader + len(trick)) % self.players
        self.hands[seat] &= ~(1 << card)
        trick.append(card)
        if len(trick) < self.players:
            return -1
        table = self.table
        mode = self.mode
        keys = table.win_key[mode][trick[0] // 9]
        best = 0
        best_key = keys[trick[0]]
        for index in range(1, len(trick)):
            key = keys[trick[index]]
            if key > best_key:
                best, best_key = index, key
        winner = (self.leader + best) % self.players
        values = table.points[mode]
        points = 0
        for played in trick:
            points += values[played]
        self.tricks_left -= 1
        if self.tricks_left == 0:
            points += self.last_trick_bonus
        self.points[winner] += points
        self.tricks_won[winner] += 1
        self.leader = winner
        self.last_winner = winner
        self.trick = []
        return winner
