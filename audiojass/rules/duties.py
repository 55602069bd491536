"""The trick-play duties of every game as one model: :class:`TrickDuties` (a frozen rule set of
"if able" duties) and :func:`duty_legal_mask`, the legal cards under a rule set and a
:class:`~audiojass.rules.cardtable.CardTable`.

Cards are the ints of :mod:`audiojass.rules.cards` (``suit * 9 + rank``) and hands are bitmasks
``1 << card``. A trick is the list of its cards in play order; the seat to move plays next.

The rows:

- the jack–nine family, one :class:`TrickDuties` per row of ``docs/rules/family.md`` "Trick
  play" (:mod:`audiojass.rules.tricks32`: Rotterdam, Amsterdam, Belote, Contrée, the
  Klaberjass games with ``bare_jass``), and klaverjas 1821's phase 2;
- the Swiss games (``docs/rules/swiss.md`` "Common to the Swiss games"; sources 003 and 000):
  follow suit, but a trump may be played instead (:attr:`TrickDuties.may_trump_instead_of_
  following`); void, any card but no undertrump unless only lower trumps are held
  (``VoidDuty(must_trump=False, must_overtrump=False, undertrump="banned")``); a trump lead
  must be followed with no duty to overtrump, and the Buur exemption
  (:attr:`TrickDuties.trump_lead_exemption`) lets a lone trump jack stay in hand
  (:data:`audiojass.rules.tricks.SWISS_DUTIES`). Their fast path is
  :func:`audiojass.rules.tricks.swiss_legal_mask`, equal to :func:`duty_legal_mask` with
  those duties on :data:`~audiojass.rules.tricks.SWISS_TABLE`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Literal

from .cardtable import CardTable

__all__ = ["ANY_CARD", "TrickDuties", "Undertrump", "VoidDuty", "duty_legal_mask", "top_of_suit"]

Undertrump = Literal["banned", "any_trump", "free"]
"""What a void player holding trumps but unable to overtrump may do:

- ``"banned"``: may not undertrump while holding anything else (discard a non-trump);
- ``"any_trump"``: the duty to trump stands: any trump, undertrumping included;
- ``"free"``: the duty lapses: any card.
"""

_SUIT_MASK: Final[tuple[int, ...]] = tuple(0x1FF << (9 * suit) for suit in range(4))
_JACK_BIT: Final[tuple[int, ...]] = tuple(1 << (suit * 9 + 5) for suit in range(4))


@dataclass(frozen=True, slots=True)
class VoidDuty:
    """The duty of a player void in the *plain* suit led (one cell of the duties table).

    Attributes:
        must_trump: trump if able ("trump when void").
        must_overtrump: the trump must head the trick if able ("overtrump when void"); only with
            ``must_trump``.
        undertrump: what is left when no trump held can overtrump (:data:`Undertrump`); with
            ``must_trump`` false, ``"banned"`` still forbids an undertrump while holding a
            non-trump or an overtrump (Amsterdam, partner heading; the Swiss games).
    """

    must_trump: bool
    must_overtrump: bool
    undertrump: Undertrump

    def __post_init__(self) -> None:
        if self.must_overtrump and not self.must_trump:
            raise ValueError("must_overtrump needs must_trump")
        if self.undertrump not in ("banned", "any_trump", "free"):
            raise ValueError(f"not an undertrump rule: {self.undertrump!r}")


ANY_CARD: Final = VoidDuty(must_trump=False, must_overtrump=False, undertrump="free")
"""No duty: any card."""


@dataclass(frozen=True, slots=True)
class TrickDuties:
    """The named trick-play duties of one game (a row of ``docs/rules/family.md`` "Trick play",
    or the Swiss rule of ``docs/rules/swiss.md`` "Common to the Swiss games").

    Each duty holds "if able". Attributes:
        name: the row, e.g. "klaverjas_rotterdam", "klaverjas_amsterdam/002", "swiss".
        partners: partners sit opposite (``seat + 2``); the partner exemptions look at them.
        follow_suit: follow the suit led if able (every row but klaverjas 1821's phase 1).
        head_plain: holding the plain suit led, beat its best card in the trick if able
            (``play_rules=002``, klaverjas 1821 phase 2).
        head_plain_unless_partner: ``head_plain`` lapses while the partner heads.
        overtrump_trump_lead: holding trumps on a trump lead, beat every trump in the trick if
            able; unable, any trump.
        overtrump_trump_lead_unless_partner: that duty lapses while the partner heads (belote,
            002).
        void: duty when void in the plain suit led and the partner does not head.
        void_partner_heads: duty when void in the plain suit led and the partner heads.
        bare_jass: a lone trump jack need not trump a plain lead (klaberjass option; 001).
        may_trump_instead_of_following: holding the plain suit led, a trump may be played
            instead, but not one below a trump already in the trick (the Swiss games).
        trump_lead_exemption: on a trump lead, a player whose only trump is the jack need not
            play it (the Swiss Buur exemption, 000).
        source: where the row comes from.
    """

    name: str
    partners: bool
    void: VoidDuty
    void_partner_heads: VoidDuty
    follow_suit: bool = True
    head_plain: bool = False
    head_plain_unless_partner: bool = False
    overtrump_trump_lead: bool = True
    overtrump_trump_lead_unless_partner: bool = False
    bare_jass: bool = False
    may_trump_instead_of_following: bool = False
    trump_lead_exemption: bool = False
    source: str = ""


def _void_legal(hand: int, trumps: int, over: int, duty: VoidDuty) -> int:
    others = hand & ~trumps
    under = trumps & ~over
    if duty.must_trump:
        if not duty.must_overtrump:
            if duty.undertrump == "banned":
                return over or others or under
            return trumps
        if over:
            return over
        if duty.undertrump == "any_trump":
            return under
        if duty.undertrump == "banned":
            return others or under
        return hand
    if duty.undertrump == "banned":
        return (others | over) or under
    return hand


def top_of_suit(cards: Sequence[int], suit: int, mode: int, table: CardTable) -> int:
    """The strongest card of ``suit`` in ``cards`` under ``table``'s ``mode`` (-1: none)."""
    strength = table.strength[mode]
    top = -1
    for card in cards:
        if card // 9 == suit and (top < 0 or strength[card] > strength[top]):
            top = card
    return top


def duty_legal_mask(
    hand: int,
    cards: Sequence[int],
    mode: int,
    duties: TrickDuties,
    partner_at: int,
    table: CardTable,
) -> int:
    """The cards of ``hand`` that may be played to the trick ``cards`` (in play order) under
    ``duties``, with the order of ``table``'s ``mode``; ``partner_at`` is the index in
    ``cards`` of the partner's card (-1: none). No checks: the fast path for playouts and the
    engines (the callers validate).

    Returns a non-empty subset of a non-empty ``hand``: leading, any card; else follow suit
    (heading it where ``head_plain`` says so, overtrumping on a trump lead where
    ``overtrump_trump_lead`` does, the Buur exemption, a trump instead where
    ``may_trump_instead_of_following``); void in a plain suit led, ``duties.void`` or
    ``duties.void_partner_heads``; no trump in the mode or a trump lead, any card.
    """
    n = len(cards)
    if n == 0 or not duties.follow_suit:
        return hand
    lead = cards[0] // 9
    trump = table.trumps[mode]
    keys = table.win_key[mode][lead]
    head, best_key = 0, keys[cards[0]]
    for index in range(1, n):
        key = keys[cards[index]]
        if key > best_key:
            head, best_key = index, key
    partner_heads = head == partner_at
    top = cards[head]  # the best trump if the trick holds one
    follow = hand & _SUIT_MASK[lead]
    if follow:
        if lead == trump:
            if duties.trump_lead_exemption and follow == _JACK_BIT[trump]:
                return hand
            if duties.overtrump_trump_lead and not (
                partner_heads and duties.overtrump_trump_lead_unless_partner
            ):
                return follow & table.above[mode][top] or follow
            return follow
        if duties.head_plain and not (partner_heads and duties.head_plain_unless_partner):
            return follow & table.above[mode][top_of_suit(cards, lead, mode, table)] or follow
        if duties.may_trump_instead_of_following and trump >= 0:
            trumps = hand & _SUIT_MASK[trump]
            return follow | (trumps & table.above[mode][top] if top // 9 == trump else trumps)
        return follow
    if trump < 0 or lead == trump:
        return hand
    trumps = hand & _SUIT_MASK[trump]
    if not trumps or (duties.bare_jass and trumps == _JACK_BIT[trump]):
        return hand
    over = trumps & table.above[mode][top] if top // 9 == trump else trumps
    return _void_legal(
        hand, trumps, over, duties.void_partner_heads if partner_heads else duties.void
    )
