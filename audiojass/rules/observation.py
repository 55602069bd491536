"""What one seat may know, in every game: :class:`Observation`.

One type for all twelve games. Its first fields are what every deal has (the seats, the turn,
the seat's own hand, trump, the tricks, the scores, the legal actions); then come sections, each
filled by the part of a deal that has it and left at its default where a game has no such part:
the Swiss trump choice and schieben, Putz's six and kitty, Weis and Stöck; the family's bidding
and contract, roem, melds, Belote, the stock and the dix; the klaverjas of 1821's two play
phases, draws, declarations and marriages. A bot or the table reads a field directly
(``view.bids`` is empty in a game without bidding), never asks which game the view is of.

Nothing in it is another seat's secret: no other hand, no stock, no kitty's cards (Putz's
``set_aside`` is the seat's own hand, ``six_kept_by`` and ``dix_kept`` only the deciding seat's
own decision).

Sources: ``docs/rules/swiss.md`` and ``docs/rules/family.md`` (the sections of each game).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Generic

from typing_extensions import TypeVar

from .cards import Card, Suit, TrumpMode
from .engine import Phase, TrickRecord
from .weis import Meld

if TYPE_CHECKING:
    from .actions import Action
    from .bidding import BidAction
    from .components import RoemScored
    from .klaverjas1821 import MeldDeclared
    from .settlement import MeldSpoken, Roem
    from .variants import Variant

__all__ = ["Observation"]

V = TypeVar("V", default="Variant")
"""The variant's type: :class:`~audiojass.rules.variants.Variant` (a Swiss game, the default)
or :class:`~audiojass.rules.composed_variants.ContractVariant`."""
A = TypeVar("A", default="Action")
"""The type of the legal actions: the Swiss games' ``Action`` (the default) or the contract
games' ``FamilyAction``."""


@dataclass(frozen=True)
class Observation(Generic[V, A]):
    """What one seat may know. Nothing else is ever exposed to bots or to the table.

    Every game (``docs/rules/swiss.md``, ``docs/rules/family.md``):
        variant: the game's variant with its options (frozen, hashable): the rules a bot must
            read (multipliers, Buur exemption, target, its composed deal), never the defaults
            of ``variant.name``; ``players``: seats; ``seat``: whose observation this is.
        phase: the current :class:`~audiojass.rules.engine.Phase`; ``current_player``: the
            seat to act, or None. While a seat decides on the exchange of the six (Putz) or of
            the dix, every other seat sees the deal as if play were about to start (phase PLAY,
            the forehand to move, no legal actions; the forehand itself sees
            ``current_player`` None): nothing tells them a decision is pending, nor who holds
            the card.
        deal_number: deals started so far (1 in the first deal); ``dealer``, ``forehand``.
        hand: the seat's own cards, in deck order; ``hand_sizes``: cards held by every seat.
        trump: the trump mode once known; ``trump_chooser``: who chose or took it (None when
            turned up); ``turn_up``: the card turned up (Putz, Belote, Klaberjass; the
            klaverjas of 1821's under the stock).
        trick: the cards of the current trick in play order, led by ``trick_leader``;
            ``tricks``: the complete tricks of this deal; ``points_taken``: card points per
            seat this deal (last trick included); ``tricks_won``: tricks per side.
        sides: the scoring sides (2 teams with partners, else one per seat), the length of
            every per-side tuple (``tricks_won``, ``scores``, ``deal_history`` entries …).
        scores: every side's total; ``deal_history``: each finished deal's score changes.
        legal_actions: what this seat may do now (empty when it is not its turn).

    The Swiss games (``docs/rules/swiss.md``):
        schoben: forehand passed the choice of trump to the partner.
        six_exchanged_by: who exchanged the six of trump for the turn-up; ``six_kept_by``:
            this seat, if it declined (hidden from others).
        kitty_taker: who took the kitty (Putz for 3); ``kitty_size``: cards in the kitty;
            ``set_aside``: the seat's own hand set aside after taking the kitty.
        weis_declared: (seat, points) announced; ``own_weis``: the melds this seat itself
            declared this deal (empty before its declaration or without one; never another
            seat's); ``weis_shown``: (seat, meld) of the side that scored its Weis; ``stoeck``:
            the seat that scored Stöck.

    The games with a contract (``docs/rules/family.md``):
        stock_size: cards in the stock, the turn-up not counted (in Klaberjass the stock is
            out of play after the completion and hidden; so is the turn-up unless someone took
            it); ``turn_up_taker``: who took the turn-up into the hand.
        bids: every bid of this deal as (seat, bid); ``bidding_round``; ``turned_suit``: the
            suit the first round of a turn-up bidding takes, else None.
        declarer: the seat that named trump, took, or holds the contract (``maker`` in
            Klaberjass, the same seat); ``contract`` (80 … 160, 250 for capot), ``doubling``
            (1, 2, 4), ``doubler``, ``redoubler``; ``no_trumps``: klaberjass4's deal without
            trumps (``trump`` None).
        side_points: card points per side.
        roem: roem per side so far; ``roem_scored``: (seat that took it, roem); ``roem_claim``:
            roem the seat to move may still claim, else None.
        melds_shown: (seat, meld) of the team that scores melds; ``meld_team``;
            ``meld_lines``: Klaberjass's spoken meld exchange so far.
        belote_cards: Belote and Rebelote played so far (seat, card); ``belote`` per side;
            ``belote_said``: the seat to move has said "Belote" (manual announcements).
        provisional: each side's points so far this deal before the settlement; ``pot``: a
            tie pot carried; ``winners`` once the game is over.
        manual_announce: the seats announce themselves (option ``manual_announce``).
        shown_card: klaberjass2's bottom card of the stock shown face up, else None.
        dix: the seat that exchanged the 7 of trump for the turn-up, else None; ``dix_kept``:
            this seat declined the dix (known only to itself).

    The klaverjas of 1821 (``docs/rules/family.md``, klaverjas_1821; ``stock_size`` counts the
    face-down stock only, the ``turn_up`` lies under it until drawn, ``turn_up_taker`` is who
    drew it):
        play_phase: 1 while the stock lasts, 2 after (0 outside card play and in other games).
        melds_declared: every declaration of this deal in order; ``pending_meld``: the leader's
            declaration the second player may still counter, else None.
        meld_points, marriage_points, phase_two_tricks: per seat, this deal.
        drawn: the card this seat drew after the last trick (None: none since).
        dix_by: the seat that swapped the 7 of trump this deal, else None.
        marriage_said: the seat to move has said "marriage" for this lead (manual).
    """

    sparse_data: ClassVar[bool] = True
    """The online codec leaves out the fields at their default (each game's absent sections)."""

    variant: V
    players: int
    seat: int
    phase: Phase
    current_player: int | None
    deal_number: int
    dealer: int
    forehand: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trump: TrumpMode | None
    trump_chooser: int | None
    turn_up: Card | None
    trick: tuple[Card, ...]
    trick_leader: int
    tricks: tuple[TrickRecord, ...]
    points_taken: tuple[int, ...]
    tricks_won: tuple[int, ...]
    sides: int
    scores: tuple[int, ...]
    deal_history: tuple[tuple[int, ...], ...]
    legal_actions: tuple[A, ...]
    # the Swiss games
    schoben: bool = False
    six_exchanged_by: int | None = None
    six_kept_by: int | None = None
    kitty_taker: int | None = None
    kitty_size: int = 0
    set_aside: tuple[Card, ...] = ()
    weis_declared: tuple[tuple[int, int], ...] = ()
    own_weis: tuple[Meld, ...] = ()
    weis_shown: tuple[tuple[int, Meld], ...] = ()
    stoeck: int | None = None
    # the games with a contract
    stock_size: int = 0
    turn_up_taker: int | None = None
    bids: tuple[tuple[int, BidAction], ...] = ()
    bidding_round: int = 0
    turned_suit: Suit | None = None
    declarer: int | None = None
    maker: int | None = None
    contract: int | None = None
    doubling: int = 1
    doubler: int | None = None
    redoubler: int | None = None
    no_trumps: bool = False
    side_points: tuple[int, ...] = ()
    roem: tuple[int, ...] = ()
    roem_scored: tuple[tuple[int, Roem], ...] = ()
    roem_claim: RoemScored | None = None
    melds_shown: tuple[tuple[int, Meld], ...] = ()
    meld_team: int | None = None
    meld_lines: tuple[MeldSpoken, ...] = ()
    belote_cards: tuple[tuple[int, Card], ...] = ()
    belote: tuple[int, ...] = ()
    belote_said: bool = False
    provisional: tuple[int, ...] = ()
    pot: int = 0
    winners: tuple[int, ...] = ()
    manual_announce: bool = False
    shown_card: Card | None = None
    dix: int | None = None
    dix_kept: bool = False
    # the klaverjas of 1821
    play_phase: int = 0
    melds_declared: tuple[MeldDeclared, ...] = ()
    pending_meld: MeldDeclared | None = None
    meld_points: tuple[int, ...] = ()
    marriage_points: tuple[int, ...] = ()
    phase_two_tricks: tuple[int, ...] = ()
    drawn: Card | None = None
    dix_by: int | None = None
    marriage_said: bool = False
