"""A whole game of the family's games (Klaverjas Amsterdam and Rotterdam, Belote, Belote
Contrée, Klaberjass for 2, 3 and 4; the klaverjas of 1821, whose components keep their state
in :class:`~audiojass.rules.klaverjas1821.Klaverjas1821Game`) as an OpenSpiel-shaped state
machine, composed of phases, for 2, 3 or 4 seats scoring as sides (two teams of partners, or
each seat alone).

>>> game = new_family_game("belote", seed=7, first_dealer=3)
>>> game.is_chance_node(), game.current_player
(True, None)
>>> events = game.apply_action(game.chance_outcome())   # 5 each and a turn-up
>>> game.phase, game.current_player, len(game.hand(0))
(<Phase.TRUMP: 'trump'>, 0, 5)
>>> [str(action) for action in game.legal_actions()]
['pass', 'take']

The public surface is that of :class:`audiojass.rules.game.Game` (``players``, ``phase``,
``current_player``, ``is_chance_node``, ``chance_outcome``, ``legal_actions``, ``legal_cards``,
``apply_action``, ``observation``, ``returns``, ``is_terminal``, ``clone``, ``to_json`` /
``from_json``, ``==``), so the table, the bots and the arena can drive either.

A deal runs through the phases its variant composes (:class:`ContractRules`, built by
:meth:`~audiojass.rules.composed_variants.ContractVariant.compose`), never through checks of the
variant's name:

1. **deal** (:class:`FullDeal`: 8 each; :class:`TurnUpDeal`: 5 each, a public turn-up and a
   stock, completed once someone takes; :class:`StockDeal`: Klaberjass's 6 each, a turn-up
   and a stock out of play, completed after the bidding, :class:`StockDealt`): one seeded
   chance step, :class:`Deal`.
2. **trump procedure or auction** (:class:`ForehandProcedure`, :class:`TurnUpProcedure`,
   :class:`ContreeProcedure`): :class:`~audiojass.rules.bidding.Bidding` machines; the phase
   is :attr:`Phase.TRUMP` and the actions are bids (``pass``, ``take``, ``suit:H``,
   ``bid:90:S``, ``double``, ``redouble``, ``notrumps``, ``schmeiss``, ``force``,
   ``decline``). An annulled deal scores nothing; the dealer moves on.
   Klaberjass for 2 and 3, trump the turned suit: the holder of the 7 of trump decides on the
   dix (:attr:`Phase.SIX`, ``dix`` or ``keep-dix``) before the first lead.
3. **announcements** (:class:`TrickRoem`, :class:`HandMelds`, :class:`SequenceMelds`,
   :class:`BeloteRebelote`), all announced by the engine for every seat; with the option
   ``manual_announce`` every seat announces itself (:class:`ClaimRoem`, :class:`AnnounceMelds`,
   :class:`SayBelote`; the bots always do) and what is not announced is not scored.
4. **trick play** (a :class:`~audiojass.rules.tricks32.TrickDuties`): ``play:H10``.
5. **settlement and game end** (a :class:`~audiojass.rules.settlement.ContractScoring`):
   points stay provisional until the deal's last trick; the game ends after a deal, by target
   or deal count; equal best totals are a draw (``winners`` holds every side with the best).

Refused actions raise :class:`ContractIllegalActionError`, an
:class:`~audiojass.rules.game.IllegalActionError` whose ``reason`` is the building blocks'
code: "game_over", "not_an_action", "wrong_phase", "bad_deal", "not_in_deck" (a card outside
the 32 cards, such as H6), "no_dix" (no 7 of trump to exchange now), the trick-play codes of
:data:`~audiojass.rules.tricks32.REFUSAL_CODES` and the bid codes of
:class:`~audiojass.rules.bidding.IllegalBidError`.

Sources: ``docs/rules/family.md`` ("Common", "Trick play", the variants' sections, "Engine
implications", "Settled questions"); sources 000, 001, 002 and 004.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from .actions import (
    CardPlayed,
    CodeWord,
    Deal,
    DealEnded,
    DealStarted,
    GameEnded,
    PlayCard,
    TrickWon,
    TrumpChosen,
    code_entry,
    declare_codes,
)
from .bidding import (
    BID_TYPES,
    BidAction,
    Bidding,
    BiddingEnded,
    BiddingResult,
    BidMade,
    ContreeAuction,
    ForehandChoice,
    IllegalBidError,
    TurnUpBidding,
    TurnUpRules,
    completion_plan,
    tournament_suit,
)
from .bidding import CAPOT as BID_CAPOT
from .cards import (
    Card,
    Rank,
    Suit,
    TrumpMode,
    mask_of,
    parse_cards,
)
from .cardtable import CardTable
from .duties import duty_legal_mask
from .engine import (
    DIX,
    ComposedGame,
    IllegalActionError,
    Phase,
    TrickRecord,
    check_seed,
    deal_out,
    refusal_text,
)
from .observation import Observation
from .settlement import (
    CAPOT,
    ContractScoring,
    DealFacts,
    GameResult,
    MeldAward,
    MeldSpoken,
    Roem,
    Settlement,
    award_melds,
    award_side_melds,
    belote_meld_key,
    belote_melds,
    belote_seat,
    klaberjass_melds,
    meld_exchange,
    roem_points,
    settle_annulled,
    trick_roem,
)
from .tricks32 import (
    DECK32,
    DECK32_MASK,
    FAMILY_TABLE,
    MUST_OVERTRUMP,
    NO_TRUMPS,
    TrickDuties,
    fast_legal_mask,
    refusal,
    trick_from_leader,
)
from .variants import get_family_variant
from .weis import Meld, selections

if TYPE_CHECKING:
    from .composed_variants import ContractVariant

__all__ = [
    "AnnounceMelds",
    "BeloteAnnounced",
    "BeloteRebelote",
    "ClaimRoem",
    "ContractGame",
    "ContractIllegalActionError",
    "ContractObservation",
    "ContractRules",
    "ContreeProcedure",
    "DealPart",
    "DealPhase",
    "DealSettled",
    "DixExchanged",
    "DixKept",
    "ExchangeDix",
    "FamilyAction",
    "FamilyEvent",
    "ForehandProcedure",
    "FullDeal",
    "HandMelds",
    "HandsCompleted",
    "KeepDix",
    "MeldSpoken",
    "MeldsAnnounced",
    "MeldsScored",
    "NoTrumpsChosen",
    "RoemLost",
    "RoemScored",
    "SayBelote",
    "SequenceMelds",
    "StockDeal",
    "StockDealt",
    "TrickRoem",
    "TrumpProcedure",
    "TurnUpDeal",
    "TurnUpProcedure",
    "new_family_game",
    "parse_family_action",
]


# --------------------------------------------------------------------------------------------
# Actions and errors


@dataclass(frozen=True, slots=True)
class ClaimRoem(CodeWord):
    """Klaverjas with ``manual_announce``: the seat that took the last trick claims its roem
    ("knock", source 002), before it leads the next trick; leading without claiming loses it
    (``docs/rules/family.md`` "klaverjas_amsterdam", roem). Code: ``claim``."""

    code = "claim"


@dataclass(frozen=True, slots=True)
class AnnounceMelds:
    """Belote (and Contrée with ``melds``) with ``manual_announce``: announce some of the hand's
    melds before the seat's first card (``docs/rules/family.md`` "Common": unannounced melds are not
    scored). ``melds``: each meld's cards, as :func:`~audiojass.rules.settlement.belote_melds`
    finds them, in any non-empty selection. Code: ``announce:H7 H8 H9/SJ HJ DJ CJ``."""

    melds: tuple[tuple[Card, ...], ...]

    def __str__(self) -> str:
        return "announce:" + "/".join(" ".join(str(c) for c in meld) for meld in self.melds)


@dataclass(frozen=True, slots=True)
class SayBelote(CodeWord):
    """Belote with ``manual_announce``: the holder of king and queen of trump says "Belote"
    before playing the first of them (then "Rebelote" comes with the second and both score 20);
    playing the first without saying it loses the 20. Code: ``belote``."""

    code = "belote"


@dataclass(frozen=True, slots=True)
class ExchangeDix(CodeWord):
    """Klaberjass for 2 and 3: the holder of the 7 of trump ("dix") exchanges it for the
    turned-up card, before the first lead; only when trump is the turned suit
    (``docs/rules/family.md`` "klaberjass2": Dix; sources 001, 004). Code: ``dix``."""

    code = "dix"


@dataclass(frozen=True, slots=True)
class KeepDix(CodeWord):
    """The holder of the 7 of trump keeps it (declines the dix). Code: ``keep-dix``."""

    code = "keep-dix"


AnnounceAction = ClaimRoem | AnnounceMelds | SayBelote
"""The announcements a seat makes itself with ``manual_announce``."""

FamilyAction = (
    Deal | BidAction | PlayCard | ClaimRoem | AnnounceMelds | SayBelote | ExchangeDix | KeepDix
)
"""What a player or chance does: a :class:`Deal` (chance), a bid of :mod:`.bidding`, a
:class:`PlayCard`, the dix decision (:class:`ExchangeDix`, :class:`KeepDix`), or
(``manual_announce``) a :class:`ClaimRoem`, :class:`AnnounceMelds` or :class:`SayBelote`."""


def parse_family_action(code: str) -> FamilyAction:
    """Parse an action code of the family's games: ``deal:…`` and ``play:…`` as the Swiss
    actions, ``claim``, ``belote`` and ``announce:…`` (manual announcements), ``dix`` and
    ``keep-dix``, every other as a bid code (``pass``, ``take``, ``suit:H``, ``bid:90:S``,
    ``bid:capot:H``, ``double``, ``notrumps``, ``schmeiss``, ``force``, ``decline`` …). Kept
    for one release: every code of every game reads with :func:`audiojass.rules.parse_action`.

    Raises:
        ValueError: not an action code; the message names it.
    """
    text = code.strip()
    entry, read = code_entry(text)
    if entry is not None and entry.group == "family":
        action = entry.parse(read, code)
    elif entry is not None and entry.group == "swiss" and text.startswith(("play:", "deal:")):
        action = entry.parse(read, text)
    elif entry is not None and entry.group == "bid":
        try:
            action = entry.parse(read, text)
        except ValueError:
            raise ValueError(f"not an action code: {code!r}") from None
    else:
        raise ValueError(f"not an action code: {code!r}")
    assert isinstance(action, FamilyAction)
    return action


def _parse_announce(text: str, code: str) -> AnnounceMelds:
    try:
        melds = tuple(
            tuple(parse_cards(part)) for part in text.removeprefix("announce:").split("/")
        )
    except ValueError as error:
        raise ValueError(f"not an action code: {code!r} ({error})") from None
    if not all(melds):
        raise ValueError(f"not an action code: {code!r} (an empty meld)")
    return AnnounceMelds(melds)


declare_codes(
    "family",
    (ClaimRoem, ExchangeDix, KeepDix, SayBelote),
    {"announce": _parse_announce},
)


class ContractIllegalActionError(IllegalActionError):
    """An action the rules do not allow now (an :class:`IllegalActionError`).

    Attributes (besides ``reason``, ``card``, ``suit``):
        beat: the card to beat for "must_head", "must_overtrump", "may_not_undertrump".
        bid: the bid refused (bid reasons), else None.
    """

    def __init__(
        self,
        message: str,
        reason: str,
        card: Card | None = None,
        suit: Suit | None = None,
        *,
        beat: Card | None = None,
        bid: BidAction | None = None,
    ) -> None:
        super().__init__(message, reason, card, suit)
        self.beat = beat
        self.bid = bid


# --------------------------------------------------------------------------------------------
# Events (besides the Swiss ones reused: DealStarted, TrumpChosen, CardPlayed, TrickWon,
# DealEnded, GameEnded; and the bidding's BidMade and BiddingEnded)


@dataclass(frozen=True, slots=True)
class HandsCompleted:
    """Belote's completion: ``taker`` got the turned-up card ``turn_up``; ``counts``: cards
    each seat took from the stock (the turn-up not counted). The cards stay hidden."""

    taker: int
    turn_up: Card
    counts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StockDealt:
    """Klaberjass's completion after the bidding (``docs/rules/family.md`` "klaberjass2", "3", "4").

    Attributes:
        maker: the seat that took the deal.
        counts: cards each seat took from the stock, by seat (hidden cards).
        turn_up_to: the seat that also took the turned-up card (klaberjass4: the dealer, the
            card dealt last), else None: the turn-up stays out of play (2 and 3 players, and
            klaberjass4's tournament deal, which has none).
        shown_card: klaberjass2: the stock's bottom card, now shown face up on it (public,
            source 004 "customarily"); else None.
        stock_size: cards left in the stock, out of play and hidden from every seat (the
            turn-up not counted).
    """

    maker: int
    counts: tuple[int, ...]
    turn_up_to: int | None
    shown_card: Card | None
    stock_size: int


@dataclass(frozen=True, slots=True)
class NoTrumpsChosen:
    """klaberjass4: ``seat`` took the deal without trumps (plain order and points in every
    suit; no Jass, Manille or bela; 130 card points with the last trick)."""

    seat: int


@dataclass(frozen=True, slots=True)
class DixExchanged:
    """``seat`` exchanged the 7 of trump ``seven`` for the turned-up card ``turn_up`` (the
    dix, public: everyone sees the turn-up go into the hand and the 7 go out of play)."""

    seat: int
    seven: Card
    turn_up: Card


@dataclass(frozen=True, slots=True)
class DixKept:
    """``seat`` holds the 7 of trump and kept it (private: only that seat learns of it; the
    others see nothing, as the 7 might have lain in the stock)."""

    seat: int


@dataclass(frozen=True, slots=True)
class BeloteAnnounced:
    """``seat`` played ``card``, a king or queen of trump, holding both: "Belote" with the
    first (``rebelote`` False, ``points`` 0), "Rebelote" with the second (20, provisional)."""

    seat: int
    card: Card
    rebelote: bool
    points: int


@dataclass(frozen=True, slots=True)
class MeldsScored:
    """After the first trick: ``team`` holds the best meld and shows every meld of both
    partners as ``melds`` (seat, meld), worth ``points`` (provisional: lost if the team takes no
    trick)."""

    team: int
    melds: tuple[tuple[int, Meld], ...]
    points: int


@dataclass(frozen=True, slots=True)
class RoemScored:
    """Klaverjas: the trick ``trick_number`` just taken by ``seat`` holds ``roem`` worth
    ``points`` for ``team`` (provisional until the settlement)."""

    seat: int
    team: int
    roem: tuple[Roem, ...]
    points: int
    trick_number: int


@dataclass(frozen=True, slots=True)
class RoemLost:
    """Klaverjas with ``manual_announce``: ``seat`` led without claiming the roem of the trick
    ``trick_number`` it took; ``points`` for ``team`` are lost."""

    seat: int
    team: int
    points: int
    trick_number: int


@dataclass(frozen=True, slots=True)
class MeldsAnnounced:
    """``seat`` announced ``melds`` (manual announcements); they are compared after the first
    trick as the engine's own announcements are."""

    seat: int
    melds: tuple[Meld, ...]


@dataclass(frozen=True, slots=True)
class DealSettled:
    """The deal's settlement: ``declarer`` (the seat that named trump, took or made the
    contract; None when annulled), the ``facts`` given to the settlement (None when annulled),
    and the :class:`~audiojass.rules.settlement.Settlement` (outcome, each side's score
    change, points compared, pit, capot, value, carried pot). Klaberjass's outcomes are
    "made", "bete" and "tie" (``settlement.outcome``); "annulled" for a deal nobody took."""

    deal_number: int
    declarer: int | None
    facts: DealFacts | None
    settlement: Settlement


FamilyEvent = (
    DealStarted
    | BidMade
    | BiddingEnded
    | TrumpChosen
    | NoTrumpsChosen
    | HandsCompleted
    | StockDealt
    | DixExchanged
    | DixKept
    | MeldSpoken
    | CardPlayed
    | BeloteAnnounced
    | MeldsAnnounced
    | MeldsScored
    | RoemScored
    | RoemLost
    | TrickWon
    | DealSettled
    | DealEnded
    | GameEnded
)


# --------------------------------------------------------------------------------------------
# Phases


class DealPart:
    """What every component of a deal (:attr:`ContractRules.parts`) may hook into: a new
    deal's state, the end of each trick, and what the observation and the save show of it."""

    def new_deal(self, game: ContractGame) -> None:
        """A new deal's state is being set up (before the cards are dealt)."""
        return None

    def trick_taken(self, game: ContractGame, record: TrickRecord, events: list[Any]) -> None:
        """A trick is complete (``game.tricks`` ends with ``record``)."""
        return None

    def view(self, game: ContractGame, seat: int) -> dict[str, Any]:
        """Fields of ``seat``'s observation it fills (:attr:`ContractRules.observation`)."""
        return {}

    def saved(self, game: ContractGame) -> dict[str, Any]:
        """Entries it adds to the game's snapshot, after the family's."""
        return {}


class DealPhase(DealPart, ABC):
    """How the cards are dealt: one seeded chance step, and possibly a completion; its
    :meth:`~DealPart.trick_taken` comes after the announcements' (draws from a stock)."""

    @property
    @abstractmethod
    def first_hand(self) -> int:
        """Cards each seat receives in the chance step."""

    @property
    @abstractmethod
    def players(self) -> int:
        """Seats dealt to."""

    @property
    def rest(self) -> int:
        """Cards left over in the chance step (turn-up first, then the stock)."""
        return len(DECK32) - self.players * self.first_hand

    def outcome(self, deck: list[Card]) -> Deal:
        """The :class:`Deal` of a shuffled 32-card ``deck``: seat 0 the first ``first_hand``
        cards, and so on for :attr:`players` seats; the rest in order."""
        return deal_out(deck, self.players, self.first_hand)

    def turn_up(self, deal: Deal) -> Card | None:
        """The public turned-up card of a deal, or None."""
        return None

    def complete(self, game: ContractGame, taker: int) -> HandsCompleted | StockDealt | None:
        """Complete the hands once ``taker`` has taken the deal (None: nothing to do)."""
        return None

    def duties(self, game: ContractGame) -> TrickDuties:
        """The trick-play duties of the trick being played: the variant's
        (:attr:`ContractRules.duties`) unless the deal has phases of play with their own."""
        return game.rules.duties


@dataclass(frozen=True)
class FullDeal(DealPhase):
    """All 32 cards dealt, 8 each (Klaverjas, Contrée; ``docs/rules/family.md``)."""

    @property
    def players(self) -> int:
        return 4

    @property
    def first_hand(self) -> int:
        return 8


@dataclass(frozen=True)
class TurnUpDeal(DealPhase):
    """Belote: ``first`` cards each, the next turned up, the rest a stock; once a player takes,
    :func:`~audiojass.rules.bidding.completion_plan` completes the hands (the taker gets the
    turn-up and 2, the others 3; source 000)."""

    first: int = 5
    completion: str = "belote"
    players: int = 4

    @property
    def first_hand(self) -> int:
        return self.first

    def turn_up(self, deal: Deal) -> Card | None:
        return deal.rest[0]

    def complete(self, game: ContractGame, taker: int) -> HandsCompleted | StockDealt | None:
        turn_up = game.turn_up
        assert turn_up is not None
        plan = completion_plan(self.completion, dealer=game.dealer, taker=taker)
        added, rest = plan.deal([int(c) for c in game.stock], int(turn_up))
        for seat, cards in enumerate(added):
            game.hands[seat] |= mask_of(cards)
        game.stock = tuple(Card(c) for c in rest)
        game.turn_up_taker = plan.turn_up_to
        return HandsCompleted(taker, turn_up, plan.counts)


@dataclass(frozen=True)
class StockDeal(DealPhase):
    """Klaberjass: 6 cards each (in threes), the next card turned up, the rest a stock out of
    play; after the bidding :func:`~audiojass.rules.bidding.completion_plan` deals 3 more each
    (2 and 3 players; the turn-up stays out of play) or 2 each (4 players; the turned card,
    dealt last, goes to the dealer). ``show_bottom``: the stock's bottom card is then shown
    (klaberjass2). ``tournament``: klaberjass4's tournament deal, no turn-up: the 8 left go
    face down and 2 each complete the hands (``docs/rules/family.md`` "klaberjass2", "klaberjass3",
    "klaberjass4")."""

    players: int = 2
    completion: str = "klaberjass2"
    show_bottom: bool = False
    tournament: bool = False

    @property
    def first_hand(self) -> int:
        return 6

    def turn_up(self, deal: Deal) -> Card | None:
        return None if self.tournament else deal.rest[0]

    def complete(self, game: ContractGame, taker: int) -> HandsCompleted | StockDealt | None:
        turn_up = game.turn_up
        plan = completion_plan(
            self.completion, dealer=game.dealer, taker=taker, tournament_deal=self.tournament
        )
        added, rest = plan.deal(
            [int(c) for c in game.stock], int(turn_up) if turn_up is not None else None
        )
        for seat, cards in enumerate(added):
            game.hands[seat] |= mask_of(cards)
        game.stock = tuple(Card(c) for c in rest)
        game.turn_up_taker = plan.turn_up_to
        shown = game.stock[-1] if self.show_bottom and game.stock else None
        game.shown_card = shown
        return StockDealt(taker, plan.counts, plan.turn_up_to, shown, len(game.stock))


class TrumpProcedure(ABC):
    """How trump (and a contract) is settled: builds the deal's bidding machine, unless the
    deal itself sets trump (:meth:`dealt_trump`)."""

    @abstractmethod
    def start(self, dealer: int, turn_up: Card | None) -> Bidding:
        """The bidding of a deal dealt by ``dealer`` (with its turned-up card, if any)."""

    def dealt_trump(self, turn_up: Card | None) -> TrumpMode | None:
        """The trump the deal sets without a bidding (play starts at once, the forehand
        leading), or None: :meth:`start` a bidding."""
        return None


@dataclass(frozen=True)
class ForehandProcedure(TrumpProcedure):
    """Klaverjas: the forehand must name trump (:class:`ForehandChoice`; source 002)."""

    def start(self, dealer: int, turn_up: Card | None) -> Bidding:
        return ForehandChoice(dealer)


@dataclass(frozen=True)
class TurnUpProcedure(TrumpProcedure):
    """Belote, Klaberjass: two rounds on the turned-up card (:class:`TurnUpBidding` with
    ``rules``). ``tournament``: klaberjass4's tournament deal, no turn-up: round 1 bids the
    suit of :func:`~audiojass.rules.bidding.tournament_suit` of the dealer."""

    rules: TurnUpRules
    tournament: bool = False

    def start(self, dealer: int, turn_up: Card | None) -> Bidding:
        if self.tournament:
            return TurnUpBidding(self.rules, dealer, tournament_suit(dealer))
        assert turn_up is not None
        return TurnUpBidding(self.rules, dealer, turn_up.suit)


@dataclass(frozen=True)
class ContreeProcedure(TrumpProcedure):
    """Belote Contrée's auction (:class:`ContreeAuction`)."""

    def start(self, dealer: int, turn_up: Card | None) -> Bidding:
        return ContreeAuction(dealer)


class Announcement(DealPart):
    """Melds, Belote and roem: hooks called at the start of play, after each card and after
    each trick; they note provisional points in the game and add events. One may also offer
    actions of its own besides the cards (:attr:`handles`, :meth:`actions`, :meth:`apply`)."""

    handles: ClassVar[tuple[type, ...]] = ()
    """The action types :meth:`apply` applies (none by default)."""
    announces: ClassVar[bool] = True
    """Its actions are announcements (:meth:`ContractGame.announce_actions`); False: other
    actions before a card (the dix of klaverjas 1821)."""

    def actions(self, game: ContractGame) -> list[Any]:
        """What the seat to move may do now besides its card (in card play)."""
        return []

    def apply(self, game: ContractGame, action: Any, events: list[Any]) -> None:
        """Apply ``action`` (one of :attr:`handles`) for the seat to move, adding its events;
        raise :class:`ContractIllegalActionError` when it is refused."""
        raise ContractIllegalActionError(f"not an action: {action!r}", "not_an_action")

    def credits(self, game: ContractGame) -> dict[str, tuple[int, ...]]:
        """The points of each side it counts itself, by :class:`~audiojass.rules.settlement.
        DealFacts` field ("melds", "belote"; klaverjas 1821's); {}: it counts in the game's
        own (:meth:`ContractGame.credited`)."""
        return {}

    def start(self, game: ContractGame) -> None:
        """Play is about to start (the hands are complete, trump is known)."""

    def card_played(self, game: ContractGame, seat: int, card: int, events: list[Any]) -> None:
        """``seat`` has played ``card``."""


@dataclass(frozen=True)
class TrickRoem(Announcement):
    """Klaverjas roem: a completed trick's combinations score for the team taking it
    (:func:`~audiojass.rules.settlement.trick_roem`; ``three_of_a_kind`` option)."""

    three_of_a_kind: bool = False

    def trick_taken(self, game: ContractGame, record: TrickRecord, events: list[Any]) -> None:
        mask = mask_of(record.cards)
        points = roem_points(mask, game.trump, three_of_a_kind=self.three_of_a_kind)
        if not points:
            return
        team = game.side_of(record.winner)
        combos = tuple(trick_roem(mask, game.trump, three_of_a_kind=self.three_of_a_kind))
        scored = RoemScored(record.winner, team, combos, points, len(game.tricks))
        if game.manual_announce and len(game.tricks) < game.tricks_per_deal:
            game.roem_claim = scored  # claimed (ClaimRoem) before the next lead, or lost
            return
        game.score_roem(scored, events)


def before_card(events: list[Any], spoken: list[Any]) -> None:
    """Put ``spoken`` just before the last :class:`CardPlayed` of ``events``: what a seat says
    as it plays a card (from :meth:`Announcement.card_played`) is heard before the card."""
    at = len(events)
    while at > 0 and not isinstance(events[at - 1], CardPlayed):
        at -= 1
    events[at - 1 : at - 1] = spoken


def _show_melds(game: ContractGame, award: MeldAward, events: list[Any]) -> None:
    """The melds compared after the first trick: ``award`` kept as the deal's, and the
    winning side's melds shown and scored (:class:`MeldsScored`); nothing shown when no side
    wins them."""
    game.meld_award = award
    if award.team is None:
        return
    team = award.team
    shown = tuple((seat, meld) for seat in game.seats_of(team) for meld in game.hand_melds[seat])
    game.melds_shown = shown
    events.append(MeldsScored(team, shown, award.points[team]))


@dataclass(frozen=True)
class HandMelds(Announcement):
    """Belote's hand melds, compared across the teams after the first trick
    (:func:`~audiojass.rules.settlement.award_melds`)."""

    def start(self, game: ContractGame) -> None:
        melds = [belote_melds(hand) for hand in game.hands]
        if game.manual_announce:
            game.meld_options = melds  # each seat's own choice (AnnounceMelds)
            game.hand_melds = [[] for _ in range(game.players)]
        else:
            game.hand_melds = melds

    def trick_taken(self, game: ContractGame, record: TrickRecord, events: list[Any]) -> None:
        if len(game.tricks) != 1:
            return
        award = award_melds(game.hand_melds, game.trump)
        _show_melds(game, award, events)


@dataclass(frozen=True)
class SequenceMelds(Announcement):
    """Klaberjass's melds (:func:`~audiojass.rules.settlement.klaberjass_melds`:
    sequences, and with ``zensa`` four of a kind), settled by a spoken exchange
    (:func:`~audiojass.rules.settlement.meld_exchange`, :class:`MeldSpoken` events) and
    compared across the sides (:func:`~audiojass.rules.settlement.award_side_melds`);
    the side with the best scores all its sequences after the first trick
    (:class:`MeldsScored`), lost if it takes no trick (``docs/rules/family.md`` "klaberjass2").

    Automatic announcements: the exchange is spoken with the first lead (its lines come just
    before that :class:`~audiojass.rules.actions.CardPlayed`). With ``manual_announce`` each
    seat announces (:class:`AnnounceMelds`) before its first card and the exchange on what was
    announced is spoken when the first trick is complete, before :class:`MeldsScored`."""

    zensa: bool = False

    def start(self, game: ContractGame) -> None:
        melds = [klaberjass_melds(hand, zensa=self.zensa) for hand in game.hands]
        if game.manual_announce:
            game.meld_options = melds
            game.hand_melds = [[] for _ in range(game.players)]
        else:
            game.hand_melds = melds

    @staticmethod
    def _exchange(game: ContractGame) -> list[MeldSpoken]:
        trump = int(game.trump) if game.trump is not None else None
        best = [
            max(melds, key=lambda m: belote_meld_key(m, trump)) if melds else None
            for melds in game.hand_melds
        ]
        lines = meld_exchange(best, trump, game.forehand, game.sides)
        game.meld_lines.extend(lines)
        return lines

    def card_played(self, game: ContractGame, seat: int, card: int, events: list[Any]) -> None:
        if game.manual_announce or game.tricks or len(game.trick) != 1:
            return
        before_card(events, list(self._exchange(game)))

    def trick_taken(self, game: ContractGame, record: TrickRecord, events: list[Any]) -> None:
        if len(game.tricks) != 1:
            return
        if game.manual_announce:
            events.extend(self._exchange(game))
        trump = int(game.trump) if game.trump is not None else None
        award = award_side_melds(game.hand_melds, trump, game.sides)
        _show_melds(game, award, events)


@dataclass(frozen=True)
class BeloteRebelote(Announcement):
    """Belote/Rebelote: king and queen of trump in one hand, 20 when the second is played
    (:func:`~audiojass.rules.settlement.belote_seat`)."""

    def start(self, game: ContractGame) -> None:
        game.belote_holder = belote_seat(game.hands, game.trump)

    def card_played(self, game: ContractGame, seat: int, card: int, events: list[Any]) -> None:
        if seat != game.belote_holder or game.trump is None:
            return
        if card not in (game.trump * 9 + Rank.KING, game.trump * 9 + Rank.QUEEN):
            return
        if game.manual_announce and not game.belote_said:
            game.belote_holder = None  # played without saying "Belote": lost for this deal
            return
        game.belote_cards.append(Card(card))
        rebelote = len(game.belote_cards) == 2
        points = 20 if rebelote else 0
        game.belote[game.side_of(seat)] += points
        events.append(BeloteAnnounced(seat, Card(card), rebelote, points))


@dataclass(frozen=True)
class ContractRules:
    """The phases a variant composes (:meth:`ContractVariant.compose`).

    Attributes:
        deal: :class:`FullDeal` or :class:`TurnUpDeal`.
        trump: the trump procedure or auction.
        announcements: melds, Belote, roem, in the order they are announced.
        duties: the trick-play duties (:func:`~audiojass.rules.tricks32.duties_for`).
        scoring: settlement, last-trick bonus, and game end by target and deal count.
        table: the card order and points of each trump mode (mode 0 … 3 the trump suit, 4
            no-trumps; default :data:`~audiojass.rules.tricks32.FAMILY_TABLE`; the 1821 game
            gives its own). Its tables as read in card play: ``win_keys[mode][led suit][card]``
            (the highest key in a trick heads it, -1 cannot) and ``card_points[mode][card]``.
        dix: the holder of the 7 of trump may exchange it for the turn-up when trump is the
            turned suit (Klaberjass for 2 and 3; :class:`ExchangeDix`).
        parse: reads an action code of the game (:func:`parse_family_action`).
        trump_lead_refusal: the refusal code of a card following a trump lead without heading
            it (:func:`~audiojass.rules.tricks32.refusal` ``trump_lead``).
    """

    deal: DealPhase
    trump: TrumpProcedure
    announcements: tuple[Announcement, ...]
    duties: TrickDuties
    scoring: ContractScoring
    table: CardTable = FAMILY_TABLE
    dix: bool = False
    parse: Callable[[str], Any] = parse_family_action
    trump_lead_refusal: str = MUST_OVERTRUMP
    win_keys: tuple[tuple[tuple[int, ...], ...], ...] = field(init=False, repr=False, compare=False)
    card_points: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    handlers: dict[type, Announcement] = field(init=False, repr=False, compare=False)
    """The announcement applying each action type of their own (:attr:`Announcement.handles`)."""
    parts: tuple[DealPart, ...] = field(init=False, repr=False, compare=False)
    """The deal and the announcements."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "win_keys", self.table.win_key)
        object.__setattr__(self, "card_points", self.table.points)
        handlers = {kind: part for part in self.announcements for kind in part.handles}
        object.__setattr__(self, "handlers", handlers)
        object.__setattr__(self, "parts", (self.deal, *self.announcements))


# --------------------------------------------------------------------------------------------
# Observation


ContractObservation = Observation["ContractVariant", FamilyAction]
"""The observation of a game with a contract: :class:`~audiojass.rules.observation.Observation`
(the name kept for one release)."""


# --------------------------------------------------------------------------------------------
# The game


class ContractGame(ComposedGame):
    """A game of a family variant from the first deal to the end. Build it with
    :func:`new_family_game`.

    State API as :class:`audiojass.rules.game.Game`: :attr:`current_player` (None at chance and
    terminal nodes), :meth:`legal_actions`, :meth:`apply_action` (returns the events it caused),
    :meth:`is_terminal`, :attr:`scores` (per team), :meth:`returns` (per seat),
    :meth:`observation`, :meth:`clone`, :meth:`to_json` / :meth:`from_json`.

    Seats ``0 … players-1`` (``variant.players``: 2, 3 or 4), the next player is ``seat + 1``.
    The scoring units are *sides* (:attr:`sides`, :meth:`side_of`): with partners, the teams
    seats 0+2 and 1+3; else each seat alone (side = seat). Every per-side list (``scores``,
    ``tricks_won``, ``roem``, ``belote``, the settlement's tuples) has :attr:`sides` entries;
    ``points`` and ``hands`` one per seat.

    The rules are the parts the variant composes (:class:`ContractRules`): the card table
    (order and points per trump mode), the deal (:class:`DealPhase`: the duties of each trick,
    draws from a stock), the trump procedure (or a trump the deal sets), the announcements
    (hooks at the start of play, after each card and trick, and actions of their own), the
    scoring; each part may keep per-deal state in the game and show it in the observation and
    the save (:class:`DealPart`). Hooks left for a subclass: :meth:`deal_tricks` (tricks per
    deal), :meth:`_legal_mask_now` (the one place the legal cards of a seat are computed,
    with :meth:`_refused` for its reasons), :meth:`_settle` and :meth:`_finish_deal`. Card
    play is :class:`~audiojass.rules.engine.ComposedGame`'s, the announcements and the deal
    hooked after each card and trick.
    """

    _error: ClassVar[type[IllegalActionError]] = ContractIllegalActionError
    _phase_texts: ClassVar[dict[Phase, str]] = {
        Phase.DEAL: "the cards must be dealt first",
        Phase.TRUMP: "the bidding is on",
        Phase.SIX: "the 7 of trump must be exchanged or kept first",
        Phase.PLAY: "the cards are being played",
    }

    deck: ClassVar[tuple[Card, ...]] = DECK32
    _deck_text: ClassVar[str] = "the 32 cards (7 to ace)"

    variant: ContractVariant
    history: list[FamilyAction]

    def __init__(self, variant: ContractVariant, seed: int, first_dealer: int) -> None:
        super().__init__(variant, seed, first_dealer)
        self.rules = variant.compose()
        self.tricks_per_deal = self.deal_tricks()
        """Tricks in a complete deal (:meth:`deal_tricks`)."""
        self._win_keys = self.rules.win_keys
        self._card_points = self.rules.card_points
        self._last_trick = self.rules.scoring.last_trick
        # one row of duties on the family's table, inlined on the hot paths unless a subclass
        # decides legality itself
        self._duties_only = (
            type(self)._legal_mask_now is ContractGame._legal_mask_now
            and self.rules.table is FAMILY_TABLE
            and type(self.rules.deal).duties is DealPhase.duties
        )
        self.manual_announce = bool(getattr(variant, "manual_announce", False))
        self.settlements: list[DealSettled] = []
        self.pot = 0
        self.result: GameResult | None = None
        self._start_deal_state()

    # ------------------------------------------------------------------------------------------
    # state

    def deal_tricks(self) -> int:
        """Tricks in a complete deal: ``variant.tricks_per_deal`` (8 with four players, 9 in
        Klaberjass for 2 and 3). A subclass (or variant) whose players draw from a stock
        overrides it."""
        return self.variant.tricks_per_deal

    def side_of(self, seat: int) -> int:
        """The scoring side of a seat: its team (``seat % 2``) with partners, else the seat."""
        return seat % self.sides

    def seats_of(self, side: int) -> tuple[int, ...]:
        """The seats of a side, lowest first."""
        return tuple(seat for seat in range(self.players) if seat % self.sides == side)

    def _start_deal_state(self) -> None:
        self.phase = Phase.DEAL
        players, sides = self.players, self.sides
        self.hands: list[int] = [0] * players
        self.turn_up: Card | None = None
        self.turn_up_taker: int | None = None
        self.stock: tuple[Card, ...] = ()
        self.bidding: Bidding | None = None
        self.contract: BiddingResult | None = None
        self.trump: TrumpMode | None = None
        self._start_card_play_state()
        self.roem: list[int] = [0] * sides
        self.roem_scored: list[tuple[int, Roem]] = []
        self.hand_melds: list[list[Meld]] = [[] for _ in range(players)]
        self.meld_award: MeldAward | None = None
        self.melds_shown: tuple[tuple[int, Meld], ...] = ()
        self.belote_holder: int | None = None
        self.belote_cards: list[Card] = []
        self.belote: list[int] = [0] * sides
        self.roem_claim: RoemScored | None = None
        self.meld_options: list[list[Meld]] = [[] for _ in range(players)]
        self.melds_decided: list[bool] = [False] * players
        self.belote_said = False
        self.no_trumps = False
        self.shown_card: Card | None = None
        self.dix_holder: int | None = None
        self.dix_by: int | None = None
        self.dix_kept_by: int | None = None
        self.meld_lines: list[MeldSpoken] = []
        for part in self.rules.parts:
            part.new_deal(self)

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None at a chance node (dealing) or when the game is over."""
        phase = self.phase
        if phase is Phase.PLAY:
            return self.to_move
        if phase is Phase.TRUMP:
            assert self.bidding is not None
            return self.bidding.current_bidder
        if phase is Phase.SIX:
            return self.dix_holder
        return None

    @property
    def declarer(self) -> int | None:
        """The seat that named trump, took the deal or holds the contract (None before)."""
        return self.contract.declarer if self.contract is not None else None

    # ------------------------------------------------------------------------------------------
    # chance

    def _deal_out(self, deck: list[Card]) -> Deal:
        return self.rules.deal.outcome(deck)

    # ------------------------------------------------------------------------------------------
    # legal actions

    def legal_actions(self) -> list[FamilyAction]:
        """What the current player may do: bids in the bidding's order, or the legal cards in
        deck order; at a chance node the one seeded deal; [] at the end."""
        phase = self.phase
        if phase is Phase.PLAY:
            cards: list[FamilyAction] = [PlayCard(card) for card in self.legal_cards()]
            if not self.manual_announce and not self.rules.handlers:
                return cards
            return [*self.extra_actions(), *cards]
        if phase is Phase.TRUMP:
            assert self.bidding is not None
            return list(self.bidding.legal_bids())
        if phase is Phase.SIX:
            return [ExchangeDix(), KeepDix()]
        if phase is Phase.DEAL:
            return [self.chance_outcome()]
        return []

    def extra_actions(self) -> list[Any]:
        """What the seat to move may do now besides its card, before it (in card play): the
        announcements' own actions that are not announcements (the dix of klaverjas 1821),
        then :meth:`announce_actions`."""
        if self.phase is not Phase.PLAY:
            return []
        parts = self.rules.announcements
        others = [a for part in parts if not part.announces for a in part.actions(self)]
        return [*others, *self.announce_actions()]

    def announce_actions(self) -> list[Any]:
        """With ``manual_announce``, the announcements the seat to move may make now, before
        its card: the claim of the roem of the trick it just took; each non-empty selection of
        its melds (most melds first) before its first card; "Belote" when it may play the king
        or queen of trump now and has not played either; then the announcements' own
        (:meth:`Announcement.actions`: klaverjas 1821's declarations or counters, best first,
        and its marriage). [] otherwise."""
        if not self.manual_announce or self.phase is not Phase.PLAY:
            return []
        seat = self.to_move
        actions: list[Any] = []
        claim = self.roem_claim
        if claim is not None and claim.seat == seat and not self.trick:
            actions.append(ClaimRoem())
        options = self.meld_options[seat]
        if options and not self.tricks and not self.melds_decided[seat]:
            actions.extend(
                AnnounceMelds(tuple(meld.cards for meld in melds)) for melds in selections(options)
            )
        trump = self.trump
        if (
            seat == self.belote_holder
            and trump is not None
            and not self.belote_said
            and not self.belote_cards
        ):
            pair = (1 << (trump * 9 + Rank.KING)) | (1 << (trump * 9 + Rank.QUEEN))
            if self.legal_mask() & pair:
                actions.append(SayBelote())
        for part in self.rules.announcements:
            if part.announces:
                actions.extend(part.actions(self))
        return actions

    def _legal_mask_now(self, seat: int) -> int:
        """The cards ``seat`` (the player to move, in card play) may play to the trick now,
        as a bitmask: the duties of the trick (:meth:`DealPhase.duties`) on the rules' card
        table (:func:`~audiojass.rules.duties.duty_legal_mask`). The one place legality is
        computed (inlined for one row of duties on the family's table)."""
        if self._duties_only:
            return fast_legal_mask(self.hands[seat], self.trick, self.mode, self.rules.duties)
        duties = self.rules.deal.duties(self)
        trick = self.trick
        partner_at = len(trick) - 2 if duties.partners else -1
        return duty_legal_mask(
            self.hands[seat], trick, self.mode, duties, partner_at, self.rules.table
        )

    # ------------------------------------------------------------------------------------------
    # applying actions

    def _parse(self, code: str) -> Any:
        return self.rules.parse(code)

    def _apply(self, action: FamilyAction, events: list[FamilyEvent]) -> None:
        if isinstance(action, PlayCard):
            self._play_card(int(action.card), events)
        elif (part := self.rules.handlers.get(type(action))) is not None:
            part.apply(self, action, events)
        elif isinstance(action, ClaimRoem | AnnounceMelds | SayBelote):
            self._announce(action, events)
        elif isinstance(action, Deal):
            self._deal(action, events)
        elif isinstance(action, ExchangeDix | KeepDix):
            self._dix(isinstance(action, ExchangeDix), events)
        elif isinstance(action, BID_TYPES):
            self._bid(action, events)
        else:
            raise ContractIllegalActionError(f"not an action: {action!r}", "not_an_action")

    def _deal(self, deal: Deal, events: list[FamilyEvent]) -> None:
        shape = self.rules.deal
        turn_up = self._take_deal(deal, shape.first_hand, shape.turn_up, events)
        self.stock = tuple(deal.rest[1:]) if turn_up is not None else tuple(deal.rest)
        trump = self.rules.trump.dealt_trump(turn_up)
        if trump is not None:
            self.trump = trump
            self.mode = int(trump)
            events.append(TrumpChosen(trump, None))
            self.leader = self.to_move = self.forehand
            self._start_play()
            return
        self.bidding = self.rules.trump.start(self.dealer, turn_up)
        self.phase = Phase.TRUMP

    def _bid(self, bid: BidAction, events: list[FamilyEvent]) -> None:
        if self.phase is not Phase.TRUMP:
            raise self._wrong_phase(f"bid {bid}")
        bidding = self.bidding
        assert bidding is not None
        try:
            made = bidding.apply(bid)
        except IllegalBidError as error:
            raise ContractIllegalActionError(str(error), error.reason, bid=bid) from None
        events.extend(made)
        result = bidding.result
        if result is None:
            return
        self.contract = result
        if result.annulled:
            self._settle_annulled(events)
            return
        assert result.declarer is not None
        if result.no_trumps:
            self.no_trumps = True
            self.mode = NO_TRUMPS
            events.append(NoTrumpsChosen(result.declarer))
        else:
            assert result.trump is not None
            self.trump = result.trump
            self.mode = int(result.trump)
            events.append(TrumpChosen(result.trump, result.declarer))
        completed = self.rules.deal.complete(self, result.declarer)
        if completed is not None:
            events.append(completed)
        self.leader = self.to_move = self.forehand
        holder = self._dix_holder()
        if holder is not None:
            self.dix_holder = holder
            self.phase = Phase.SIX
            return
        self._start_play()

    def _dix_holder(self) -> int | None:
        """The seat that may exchange the 7 of trump for the turn-up now (:data:`DIX`), or
        None: only with :attr:`ContractRules.dix`."""
        return DIX.holder(self.hands, self.turn_up, self.trump) if self.rules.dix else None

    def _dix(self, exchange: bool, events: list[FamilyEvent]) -> None:
        if self.phase is not Phase.SIX:
            raise ContractIllegalActionError("there is no 7 of trump to exchange now", "no_dix")
        seat, turn_up, trump = self.dix_holder, self.turn_up, self.trump
        assert seat is not None and turn_up is not None and trump is not None
        if exchange:
            seven = DIX.exchange(self.hands, seat, turn_up)
            self.dix_by = self.turn_up_taker = seat
            events.append(DixExchanged(seat, seven, turn_up))
        else:
            self.dix_kept_by = seat
            events.append(DixKept(seat))
        self.dix_holder = None
        self._start_play()

    def _start_play(self) -> None:
        """The hands are complete and trump is known: card play starts with the announcements'
        ``start`` hooks."""
        self.phase = Phase.PLAY
        for announcement in self.rules.announcements:
            announcement.start(self)

    def score_roem(self, scored: RoemScored, events: list[Any]) -> None:
        """Score roem (announced by the engine or claimed) for ``scored.team``."""
        self.roem[scored.team] += scored.points
        self.roem_scored.extend((scored.seat, roem) for roem in scored.roem)
        events.append(scored)

    def _announce(self, action: AnnounceAction, events: list[FamilyEvent]) -> None:
        if self.phase is not Phase.PLAY:
            raise self._wrong_phase(f"announce {action}")
        if not self.manual_announce:
            raise ContractIllegalActionError(
                "the announcements are made automatically in this game", "no_announce"
            )
        if action not in self.announce_actions():
            reason = {
                ClaimRoem: "no_roem",
                AnnounceMelds: "bad_melds",
                SayBelote: "no_belote",
            }[type(action)]
            raise ContractIllegalActionError(f"{action} is not possible now", reason)
        seat = self.to_move
        if isinstance(action, ClaimRoem):
            claim = self.roem_claim
            assert claim is not None
            self.roem_claim = None
            self.score_roem(claim, events)
        elif isinstance(action, AnnounceMelds):
            chosen = set(action.melds)
            melds = [meld for meld in self.meld_options[seat] if meld.cards in chosen]
            self.hand_melds[seat] = melds
            self.melds_decided[seat] = True
            events.append(MeldsAnnounced(seat, tuple(melds)))
        else:
            self.belote_said = True

    def _refused(self, card: int, seat: int) -> ContractIllegalActionError:
        name = Card(card)
        if not DECK32_MASK >> card & 1:
            return ContractIllegalActionError(
                f"{name} is not a card of the 32-card deck", "not_in_deck", name
            )
        why = refusal(
            self.hands[seat],
            trick_from_leader(self.leader, self.trick, self.players),
            self.trump,
            self.rules.deal.duties(self),
            seat,
            card,
            table=self.rules.table,
            trump_lead=self.rules.trump_lead_refusal,
        )
        assert why is not None
        suit = Suit(why.suit) if why.suit is not None else None
        beat = Card(why.beat) if why.beat is not None and why.beat >= 0 else None
        message = refusal_text(why.code, name, suit, beat)
        return ContractIllegalActionError(message, why.code, name, suit, beat=beat)

    def _before_card(self, seat: int, card: int, events: list[FamilyEvent]) -> None:
        if self.manual_announce:
            claim = self.roem_claim
            if claim is not None:  # led without claiming: lost
                self.roem_claim = None
                events.append(RoemLost(claim.seat, claim.team, claim.points, claim.trick_number))
            if not self.tricks:
                self.melds_decided[seat] = True

    def _card_played(self, seat: int, card: int, events: list[FamilyEvent]) -> bool:
        for announcement in self.rules.announcements:
            announcement.card_played(self, seat, card, events)
        return False

    def _trick_taken(self, record: TrickRecord, last: bool, events: list[FamilyEvent]) -> None:
        for announcement in self.rules.announcements:
            announcement.trick_taken(self, record, events)
        self.rules.deal.trick_taken(self, record, events)
        if last:
            self._settle(events)

    # ------------------------------------------------------------------------------------------
    # settlement and game end

    def deal_facts(self) -> DealFacts:
        """The facts of the deal as played so far, for the settlement (after the last trick);
        without a bidding (klaverjas 1821) the forehand's side declares, with no contract."""
        result = self.contract
        contract: int | str | None = result.contract if result is not None else None
        if contract == BID_CAPOT:
            contract = CAPOT
        credited = self.credited()
        declarer = result.declarer if result is not None else self.forehand
        assert declarer is not None
        return DealFacts(
            declarers=self.side_of(declarer),
            card_points=self.side_points(),
            tricks=tuple(self.tricks_won),
            roem=tuple(self.roem),
            melds=credited["melds"],
            belote=credited["belote"],
            contract=contract,  # type: ignore[arg-type]
            doubling=result.doubling if result is not None else 1,
            deal_tricks=self.tricks_per_deal,
        )

    def credited(self) -> dict[str, tuple[int, ...]]:
        """The melds and the Belote (or marriage) points each side holds this deal: the melds
        shown (:attr:`meld_award`) and :attr:`belote`, or an announcement's own count
        (:meth:`Announcement.credits`)."""
        award = self.meld_award
        credited = {
            "melds": award.points if award is not None else (0,) * self.sides,
            "belote": tuple(self.belote),
        }
        for announcement in self.rules.announcements:
            credited.update(announcement.credits(self))
        return credited

    def side_points(self) -> tuple[int, ...]:
        """Card points taken per side so far this deal (the last trick's bonus included)."""
        sides = self.sides
        points = [0] * sides
        for seat, taken in enumerate(self.points):
            points[seat % sides] += taken
        return tuple(points)

    def provisional(self) -> tuple[int, ...]:
        """Each side's points so far this deal, before the settlement: card points, roem,
        melds shown, Belote (one entry per side; :meth:`credited`)."""
        credited = self.credited()
        return tuple(
            cards + roem + melds + belote
            for cards, roem, melds, belote in zip(
                self.side_points(), self.roem, credited["melds"], credited["belote"], strict=True
            )
        )

    def _settle(self, events: list[FamilyEvent]) -> None:
        """After the deal's last trick: settle by the variant's scoring and finish the deal."""
        facts = self.deal_facts()
        self._finish_deal(facts, self.rules.scoring.settle_deal(facts, self), events)

    def _settle_annulled(self, events: list[FamilyEvent]) -> None:
        self._finish_deal(None, settle_annulled(self.pot, self.sides), events)

    def _finish_deal(
        self, facts: DealFacts | None, settlement: Settlement, events: list[FamilyEvent]
    ) -> None:
        """Add the settlement's score changes (one per side) to the totals, emit
        :class:`DealSettled` and :class:`DealEnded`, then end the game (target or deal count;
        equal best totals: a draw, every side with the best total in ``winners``) or move the
        deal on one seat and start the next deal's state."""
        for team in range(self.sides):
            self.scores[team] += settlement.scores[team]
        self.pot = settlement.carry
        settled = DealSettled(self.deal_number, self.declarer, facts, settlement)
        self.settlements.append(settled)
        events.append(settled)
        ended = DealEnded(
            self.deal_number,
            tuple(self.points),
            settlement.scores,
            tuple(self.scores),
            settlement.capot,
            (),
            (),
            True,
        )
        result = self.rules.scoring.game_result(tuple(self.scores), self.deal_number)
        self.result = result
        winner = result.winner if result is not None else None
        self._close_deal(ended, events, result is not None, winner)

    @property
    def is_draw(self) -> bool:
        """The game ended with equal totals."""
        return self.result is not None and self.result.winner is None

    # ------------------------------------------------------------------------------------------
    # observation

    def observation(self, seat: int) -> ContractObservation:
        """What ``seat`` may know: its own hand and everything public.

        Raises:
            ValueError: a seat that does not exist.
        """
        view = self._seat_view(seat)
        bidding = self.bidding
        result = self.contract
        to_move = self.current_player
        award = self.meld_award
        belote_seat = self.belote_holder
        for part in self.rules.parts:
            view.update(part.view(self, seat))
        return ContractObservation(
            stock_size=len(self.stock),
            turn_up_taker=self.turn_up_taker,
            bids=tuple(bidding.history) if bidding is not None else (),
            bidding_round=bidding.round if bidding is not None else 0,
            declarer=self.declarer,
            trump_chooser=self.declarer,
            trump=self.trump,
            contract=result.contract if result is not None else None,
            doubling=result.doubling if result is not None else 1,
            doubler=result.doubler if result is not None else None,
            redoubler=result.redoubler if result is not None else None,
            trick_leader=self.leader if self.phase is Phase.PLAY else self.forehand,
            roem=tuple(self.roem),
            roem_scored=tuple(self.roem_scored),
            melds_shown=self.melds_shown,
            meld_team=award.team if award is not None else None,
            belote_cards=tuple((belote_seat, c) for c in self.belote_cards)
            if belote_seat is not None
            else (),
            belote=tuple(self.belote),
            provisional=self.provisional(),
            pot=self.pot,
            winners=self.winners,
            manual_announce=self.manual_announce,
            roem_claim=self.roem_claim if to_move == seat else None,
            belote_said=self.belote_said and belote_seat == seat,
            shown_card=self.shown_card,
            no_trumps=self.no_trumps,
            dix=self.dix_by,
            dix_kept=self.dix_kept_by == seat,
            meld_lines=tuple(self.meld_lines),
            side_points=self.side_points(),
            maker=self.declarer,
            turned_suit=bidding.turned_suit if isinstance(bidding, TurnUpBidding) else None,
            **view,
        )

    # ------------------------------------------------------------------------------------------
    # copies and saves

    def _copy_into(self, other: ContractGame) -> None:
        other.settlements = self.settlements[:]
        other.bidding = self.bidding.clone() if self.bidding is not None else None
        other.roem = self.roem[:]
        other.roem_scored = self.roem_scored[:]
        other.hand_melds = [m[:] for m in self.hand_melds]
        other.belote_cards = self.belote_cards[:]
        other.belote = self.belote[:]
        other.meld_options = [m[:] for m in self.meld_options]
        other.melds_decided = self.melds_decided[:]
        other.meld_lines = self.meld_lines[:]

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-compatible data (hidden hands and the stock included), with
        what the parts add (:meth:`DealPart.saved`)."""
        data = {
            "phase": self.phase.value,
            "deal_number": self.deal_number,
            "dealer": self.dealer,
            "current_player": self.current_player,
            "scores": list(self.scores),
            "pot": self.pot,
            "bids": [[s, str(b)] for s, b in self.bidding.history] if self.bidding else [],
            "trump": self.trump.code if self.trump is not None else None,
            "hands": [" ".join(str(c) for c in self.hand(s)) for s in range(self.players)],
            "stock": " ".join(str(c) for c in self.stock),
            "trick": [str(Card(c)) for c in self.trick],
            "tricks": len(self.tricks),
            "points": list(self.points),
            "roem": list(self.roem),
            "winners": list(self.winners),
        }
        for part in self.rules.parts:
            data.update(part.saved(self))
        return data

    @classmethod
    def _from_save(cls, data: dict[str, Any]) -> ContractGame:
        return new_family_game(
            data["variant"],
            seed=data["seed"],
            first_dealer=data["first_dealer"],
            **data.get("options", {}),
        )

    def __repr__(self) -> str:
        return (
            f"<ContractGame {self.variant.name} deal {self.deal_number} {self.phase.value} "
            f"scores {self.scores}>"
        )


def new_family_game(
    name_or_variant: str | ContractVariant,
    *,
    seed: int,
    first_dealer: int = 0,
    **options: Any,
) -> ContractGame:
    """A new game of a family variant at its first chance node (the first deal).

    Args:
        name_or_variant: "klaverjas_amsterdam", "klaverjas_rotterdam", "belote",
            "belote_contree", "klaberjass2", "klaberjass3", "klaberjass4", "klaverjas_1821", or
            a :class:`~audiojass.rules.composed_variants.ContractVariant`.
        seed: seeds every deal (a whole number >= 0).
        first_dealer: the seat that deals first.
        **options: variant options by ``docs/rules/family.md`` name (``target=1000``,
            ``play_rules="002"`` …).

    Raises:
        ValueError: an unknown variant, option or value, a bad seat or seed.
    """
    rules = get_family_variant(name_or_variant)
    if options:
        rules = rules.with_options(**options)
    check_seed(seed)
    if not isinstance(first_dealer, int) or isinstance(first_dealer, bool):
        raise ValueError(f"first_dealer must be a seat number, not {first_dealer!r}")
    return rules.new_game(seed, first_dealer)
