"""Trump procedures and auctions of the jack–nine family as small state machines.

Every procedure (a *bidding*) is asked who bids now (:attr:`Bidding.current_bidder`), what that
seat may bid (:meth:`Bidding.legal_bids`), and is given one bid at a time
(:meth:`Bidding.apply`, returning events). When :attr:`Bidding.finished`, its
:attr:`Bidding.result` says who declares, the trump, the contract and its doubling, or that
the deal is annulled. Illegal bids raise :class:`IllegalBidError` (a ValueError) with a stable
``reason`` code. Each bidding is saved as JSON data (:meth:`Bidding.to_data`, rebuilt by
replaying its bids with :func:`bidding_from_data`) and copied with :meth:`Bidding.clone`.

Bids are frozen values with short string codes, as the game's actions
(:mod:`audiojass.rules.actions`):

======================  ======================  =============================================
bid                     code                    meaning
======================  ======================  =============================================
:class:`Pass`           ``pass``                no bid now
:class:`Take`           ``take``                take the deal in the turned-up suit
:class:`NameSuit`       ``suit:H``              take the deal naming the trump suit
:class:`NoTrumps`       ``notrumps``            take the deal without trumps (klaberjass4)
:class:`Bid`            ``bid:90:S``            a contract of 90 in spades (contrée)
                        ``bid:capot:H``         a contract to take every trick, hearts trump
:class:`Double`         ``double``              double the opponents' standing contract
:class:`Redouble`       ``redouble``            redouble the own side's doubled contract
:class:`Schmeiss`       ``schmeiss``            elder throws the deal (klaberjass2)
:class:`Force`          ``force``               the dealer forces elder to take (schmeiss)
:class:`Decline`        ``decline``             the dealer declines: the deal is redealt
======================  ======================  =============================================

The procedures (``docs/rules/family.md``; sources 000, 001, 002, 004):

- :class:`ForehandChoice`: Klaverjas (Amsterdam, Rotterdam): the forehand must name a suit
  (002), and its team is the declaring team.
- :class:`TurnUpBidding`: Belote and Klaberjass for 2, 3 and 4: two rounds on a turned-up card
  from the forehand; its rules are data (:class:`TurnUpRules`).
- :class:`ContreeAuction`: Belote Contrée's auction with contracts 80 … 160 and capot, double
  and redouble.

:func:`new_bidding` builds the procedure of a variant by name; :func:`completion_plan` says
how the hands are completed after a turn-up bidding.

Seats are ``0 … players-1``; the next player is ``seat + 1``; the forehand is ``dealer + 1``
and bids first (docs/rules/family.md "Common").

>>> auction = new_bidding("belote_contree", dealer=3)
>>> auction.current_bidder, [str(bid) for bid in auction.legal_bids()[:3]]
(0, ['pass', 'bid:80:H', 'bid:80:D'])
>>> for code in ("bid:80:C", "double", "pass", "pass"):
...     events = auction.apply(code)
>>> events[-1].result.contract, events[-1].result.doubling, events[-1].result.trump.code
(80, 2, 'C')
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any, Final, Self, get_args

from .actions import CodeWord, code_entry, declare_codes
from .cards import Suit, TrumpMode

__all__ = [
    "ANNULLED",
    "BELOTE_RULES",
    "BID_TYPES",
    "CAPOT",
    "CONTRACTS",
    "KLABERJASS2_RULES",
    "KLABERJASS3_RULES",
    "KLABERJASS4_RULES",
    "Bid",
    "BidAction",
    "BidMade",
    "Bidding",
    "BiddingEnded",
    "BiddingEvent",
    "BiddingResult",
    "CompletionPlan",
    "ContreeAuction",
    "Decline",
    "Double",
    "Force",
    "ForehandChoice",
    "IllegalBidError",
    "NameSuit",
    "NoTrumps",
    "Pass",
    "Redouble",
    "Schmeiss",
    "Take",
    "TurnUpBidding",
    "TurnUpRules",
    "bidding_from_data",
    "completion_plan",
    "new_bidding",
    "parse_bid",
    "tournament_suit",
]

CAPOT: Final = 250
"""The capot contract (take every trick), ordered above 160; 250 is what a capot deal is worth
in Contrée (docs/rules/family.md "belote_contree", source 000)."""

CONTRACTS: Final[tuple[int, ...]] = (*range(80, 170, 10), CAPOT)
"""The contracts of Contrée in rising order: 80, 90 … 160, then :data:`CAPOT`."""


# --------------------------------------------------------------------------------------------
# Bids


def _suit(value: object) -> Suit:
    """``value`` as a :class:`Suit` (a Suit or its number 0-3); ValueError otherwise."""
    if isinstance(value, Suit):
        return value
    if type(value) is int and 0 <= value < 4:
        return Suit(value)
    raise ValueError(f"not a suit: {value!r}")


@dataclass(frozen=True, slots=True)
class Pass(CodeWord):
    """No bid now (in Contrée a player who passed may still bid later)."""

    code = "pass"


@dataclass(frozen=True, slots=True)
class Take(CodeWord):
    """Take the deal with the turned-up card's suit as trump (round 1 of a turn-up bidding;
    in klaberjass4 also the dealer in round 2)."""

    code = "take"


@dataclass(frozen=True, slots=True)
class NameSuit:
    """Name ``suit`` as trump: Klaverjas's forehand, or a taker in round 2 of a turn-up
    bidding."""

    suit: Suit

    def __post_init__(self) -> None:
        object.__setattr__(self, "suit", _suit(self.suit))

    def __str__(self) -> str:
        return f"suit:{self.suit.letter}"


@dataclass(frozen=True, slots=True)
class NoTrumps(CodeWord):
    """Take the deal without trumps (klaberjass4, round 2; source 001)."""

    code = "notrumps"


@dataclass(frozen=True, slots=True)
class Bid:
    """A Contrée contract: ``value`` card points (80 … 160 in steps of 10) or :data:`CAPOT`,
    with ``suit`` as trump ("80, clubs"; source 000).

    Raises:
        ValueError: ``value`` is not one of :data:`CONTRACTS`.
    """

    value: int
    suit: Suit

    def __post_init__(self) -> None:
        if self.value not in CONTRACTS or type(self.value) is not int:
            raise ValueError(f"not a contract: {self.value!r} (80, 90 … 160 or capot)")
        object.__setattr__(self, "suit", _suit(self.suit))

    @property
    def capot(self) -> bool:
        """The contract is to take every trick."""
        return self.value == CAPOT

    def __str__(self) -> str:
        value = "capot" if self.capot else str(self.value)
        return f"bid:{value}:{self.suit.letter}"


@dataclass(frozen=True, slots=True)
class Double(CodeWord):
    """Double the opponents' standing contract ("contrer"); the auction ends, but the bidders
    may redouble."""

    code = "double"


@dataclass(frozen=True, slots=True)
class Redouble(CodeWord):
    """Redouble the own side's doubled contract."""

    code = "redouble"


@dataclass(frozen=True, slots=True)
class Schmeiss(CodeWord):
    """Elder throws the deal in round 1 (klaberjass2 with ``schmeiss``; sources 000, 001)."""

    code = "schmeiss"


@dataclass(frozen=True, slots=True)
class Force(CodeWord):
    """After a schmeiss, the dealer forces elder to take the turned-up suit."""

    code = "force"


@dataclass(frozen=True, slots=True)
class Decline(CodeWord):
    """After a schmeiss, the dealer declines: the deal is annulled and dealt again by the next
    dealer (docs/rules/family.md "klaberjass2")."""

    code = "decline"


BidAction = Pass | Take | NameSuit | NoTrumps | Bid | Double | Redouble | Schmeiss | Force | Decline
BID_TYPES: Final = get_args(BidAction)
"""The classes of :data:`BidAction`, for ``isinstance``."""
_EVERY_BID: Final[tuple[BidAction, ...]] = (
    Pass(),
    Take(),
    *(NameSuit(suit) for suit in Suit),
    NoTrumps(),
    *(Bid(value, suit) for value in CONTRACTS for suit in Suit),
    Double(),
    Redouble(),
    Schmeiss(),
    Force(),
    Decline(),
)
"""Every bid, in the order of :meth:`Bidding.legal_bids`."""


def parse_bid(code: str) -> BidAction:
    """Parse a bid code (see the module table), e.g. ``"suit:H"``, ``"bid:capot:S"``, in any
    case; other codes are refused. Kept for one release: every code of every game reads with
    :func:`audiojass.rules.parse_action`.

    Raises:
        ValueError: not a bid code; the message names it.
    """
    entry, text = code_entry(code.strip().lower())
    if entry is None or entry.group != "bid":
        raise ValueError(f"not a bid code: {code!r}")
    action = entry.parse(text, code)
    assert isinstance(action, BidAction)
    return action


def _parse_suit(text: str, code: str) -> NameSuit:
    parts = text.split(":")
    if len(parts) != 2:
        raise ValueError(f"not a bid code: {code!r}")
    try:
        return NameSuit(Suit.parse(parts[1]))
    except ValueError as error:
        raise ValueError(f"not a bid code: {code!r} ({error})") from None


def _parse_contract(text: str, code: str) -> Bid:
    parts = text.split(":")
    if len(parts) != 3:
        raise ValueError(f"not a bid code: {code!r}")
    try:
        if parts[1] == "capot":
            value = CAPOT
        elif parts[1].isdigit() and int(parts[1]) != CAPOT:
            value = int(parts[1])
        else:
            raise ValueError(f"not a contract: {parts[1]!r}")
        return Bid(value, Suit.parse(parts[2]))
    except ValueError as error:
        raise ValueError(f"not a bid code: {code!r} ({error})") from None


declare_codes(
    "bid",
    (Pass, Take, NoTrumps, Double, Redouble, Schmeiss, Force, Decline),
    {"suit": _parse_suit, "bid": _parse_contract},
    fold_case=True,
)


# --------------------------------------------------------------------------------------------
# Events, result, errors


@dataclass(frozen=True, slots=True)
class BiddingResult:
    """How a bidding ended.

    Attributes:
        declarer: the seat that took the deal, named trump or made the standing contract
            (Klaverjas: the forehand; klaberjass2: the "maker"); None when annulled.
        trump: the trump suit as a :class:`TrumpMode` 0-3; None when annulled or no-trumps.
        no_trumps: the deal is played without trumps (klaberjass4; not Obenabe).
        contract: Contrée's contract, 80 … 160 or :data:`CAPOT`; None elsewhere.
        doubling: 1, 2 (doubled) or 4 (redoubled).
        doubler, redoubler: who doubled and who redoubled, else None.
        forced: the dealer forced elder to take after a schmeiss (klaberjass2).
    """

    declarer: int | None
    trump: TrumpMode | None = None
    no_trumps: bool = False
    contract: int | None = None
    doubling: int = 1
    doubler: int | None = None
    redoubler: int | None = None
    forced: bool = False

    @property
    def annulled(self) -> bool:
        """Nobody took the deal: it scores nothing and the next dealer deals."""
        return self.declarer is None

    @property
    def capot(self) -> bool:
        """The contract is capot (every trick)."""
        return self.contract == CAPOT

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible data (the trump as its code "H" … "C")."""
        data = asdict(self)
        data["trump"] = self.trump.code if self.trump is not None else None
        return data

    @classmethod
    def from_data(cls, data: Any) -> BiddingResult:
        """Rebuild a result from :meth:`to_data`.

        Raises:
            ValueError: not result data, or a field of the wrong kind; the message says which.
        """
        names = {f.name for f in fields(cls)}
        if not isinstance(data, dict) or set(data) != names:
            raise ValueError("not a bidding result")
        seats = ("declarer", "doubler", "redoubler")
        if any(data[n] is not None and type(data[n]) is not int for n in seats):
            raise ValueError("a bidding result's seats are whole numbers or null")
        if type(data["no_trumps"]) is not bool or type(data["forced"]) is not bool:
            raise ValueError("a bidding result's no_trumps and forced are true or false")
        if data["doubling"] not in (1, 2, 4) or type(data["doubling"]) is not int:
            raise ValueError("a bidding result's doubling is 1, 2 or 4")
        contract = data["contract"]
        if contract is not None and (type(contract) is not int or contract not in CONTRACTS):
            raise ValueError(f"not a contract: {contract!r}")
        trump = data["trump"]
        if trump is not None and (not isinstance(trump, str) or len(trump) != 1):
            raise ValueError(f"a bidding result's trump is a suit letter, not {trump!r}")
        return cls(
            data["declarer"],
            TrumpMode.of_suit(Suit.parse(trump)) if trump is not None else None,
            no_trumps=data["no_trumps"],
            contract=contract,
            doubling=data["doubling"],
            doubler=data["doubler"],
            redoubler=data["redoubler"],
            forced=data["forced"],
        )


ANNULLED: Final = BiddingResult(None)


@dataclass(frozen=True, slots=True)
class BidMade:
    """``seat`` bid ``bid``; ``round`` counts the bidding rounds from 1 (in Contrée a round is
    one turn of every seat; the redouble question after a double counts as a further round)."""

    seat: int
    bid: BidAction
    round: int


@dataclass(frozen=True, slots=True)
class BiddingEnded:
    """The bidding is over with ``result`` (possibly annulled)."""

    result: BiddingResult


BiddingEvent = BidMade | BiddingEnded


class IllegalBidError(ValueError):
    """A bid the rules do not allow now.

    Attributes:
        reason: a stable code the table speaks: "bidding_over" (the bidding has ended),
            "not_your_turn" (another seat bids now), "wrong_bid" (not a bid of this procedure),
            "must_name_suit" (Klaverjas's forehand may not pass), "take_or_pass" (round 1:
            only the turned suit or pass), "no_take" (the turned suit can no longer be taken),
            "turned_suit" (round 2: a suit other than the turned one), "no_no_trumps",
            "no_schmeiss", "force_or_decline" (answer a schmeiss), "must_take" (bimah: the
            dealer may not pass), "bid_too_low" (not above the standing contract),
            "nothing_to_double", "own_contract" (a side doubles only the opponents'
            contract), "no_redouble", "redouble_or_pass" (after a double).
        bid: the bid refused; ``seat``: the seat that tried it.
    """

    def __init__(self, message: str, reason: str, bid: BidAction, seat: int | None) -> None:
        super().__init__(message)
        self.reason = reason
        self.bid = bid
        self.seat = seat


# --------------------------------------------------------------------------------------------
# The common machine


class Bidding(ABC):
    """A trump procedure or auction of one deal. Build it with :func:`new_bidding` or a
    subclass.

    Attributes:
        players: seats at the table; ``dealer``: the dealing seat; ``forehand``: dealer + 1,
            who bids first.
        history: every bid made, as (seat, bid), in order.
    """

    kind: str = ""

    def __init__(self, players: int, dealer: int) -> None:
        if not 0 <= dealer < players:
            raise ValueError(f"dealer must be a seat 0-{players - 1}, not {dealer!r}")
        self.players = players
        self.dealer = dealer
        self.forehand = (dealer + 1) % players
        self.history: list[tuple[int, BidAction]] = []
        self._result: BiddingResult | None = None

    # -- state --------------------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        """The bidding is over (:attr:`result` is set)."""
        return self._result is not None

    @property
    def result(self) -> BiddingResult | None:
        """How the bidding ended; None while it goes on."""
        return self._result

    @property
    @abstractmethod
    def current_bidder(self) -> int | None:
        """The seat to bid now; None when finished."""

    @property
    @abstractmethod
    def round(self) -> int:
        """The bidding round now (from 1; the last round once finished)."""

    def legal_bids(self) -> list[BidAction]:
        """What :attr:`current_bidder` may bid, in a stable order: pass, take, named suits
        (H D S C), no-trumps, contracts rising (value, then suit), double, redouble, schmeiss,
        force, decline. Empty when finished."""
        seat = self.current_bidder
        if seat is None:
            return []
        return [bid for bid in _EVERY_BID if self._refusal(bid, seat) is None]

    @abstractmethod
    def _refusal(self, bid: BidAction, seat: int) -> tuple[str, str] | None:
        """(reason, message) refusing ``bid`` by ``seat`` now, or None when it is legal."""

    @abstractmethod
    def _advance(self, bid: BidAction, seat: int) -> None:
        """Apply a legal bid to the state (may set :attr:`_result`)."""

    # -- moves --------------------------------------------------------------------------------

    def apply(self, bid: BidAction | str, seat: int | None = None) -> list[BiddingEvent]:
        """Make ``bid`` (a bid or its code) for the current bidder.

        Args:
            bid: the bid.
            seat: the seat bidding, checked against :attr:`current_bidder` when given.

        Returns:
            :class:`BidMade`, then :class:`BiddingEnded` when this bid ends the bidding.

        Raises:
            IllegalBidError: the bid is not allowed now (its ``reason`` says why).
            ValueError: a malformed bid code.
        """
        action = parse_bid(bid) if isinstance(bid, str) else bid
        current = self.current_bidder
        if current is None:
            raise IllegalBidError("the bidding is over", "bidding_over", action, seat)
        if seat is not None and seat != current:
            raise IllegalBidError(
                f"seat {current} bids now, not seat {seat}", "not_your_turn", action, seat
            )
        refusal = self._refusal(action, current)
        if refusal is not None:
            reason, message = refusal
            raise IllegalBidError(message, reason, action, current)
        round_now = self.round
        self.history.append((current, action))
        self._advance(action, current)
        events: list[BiddingEvent] = [BidMade(current, action, round_now)]
        if self._result is not None:
            events.append(BiddingEnded(self._result))
        return events

    def is_legal(self, bid: BidAction) -> bool:
        """Whether the current bidder may bid ``bid`` now."""
        current = self.current_bidder
        return current is not None and self._refusal(bid, current) is None

    # -- copies and saves ---------------------------------------------------------------------

    def clone(self) -> Bidding:
        """An independent copy."""
        other = self.__class__.__new__(self.__class__)
        other.__dict__.update(self.__dict__)
        other.history = self.history[:]
        return other

    def _setup_data(self) -> dict[str, Any]:
        return {"kind": self.kind, "players": self.players, "dealer": self.dealer}

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible data: the kind, its setup (players, dealer, turned suit, rules), every
        bid as ``[seat, code]`` and the result (None while bidding). Rebuild it with
        :func:`bidding_from_data`."""
        data = self._setup_data()
        data["bids"] = [[seat, str(bid)] for seat, bid in self.history]
        data["result"] = self._result.to_data() if self._result is not None else None
        return data

    @classmethod
    def from_data(cls, data: Any) -> Self:
        """Rebuild a bidding from :meth:`to_data` (as :func:`bidding_from_data`).

        Raises:
            ValueError: as :func:`bidding_from_data`, or data of another kind than ``cls``.
        """
        bidding = bidding_from_data(data)
        if not isinstance(bidding, cls):
            raise ValueError(f"not a {cls.__name__}: {bidding.kind}")
        return bidding

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Bidding):
            return NotImplemented
        return self.to_data() == other.to_data()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        state = "annulled" if self._result is not None and self._result.annulled else ""
        if self._result is not None and not state:
            state = f"declarer {self._result.declarer}"
        return f"<{type(self).__name__} {' '.join(str(b) for _, b in self.history)} {state}>"


def _wrong_bid(bid: BidAction, what: str) -> tuple[str, str]:
    return "wrong_bid", f"{bid} is not a bid of {what}"


# --------------------------------------------------------------------------------------------
# Klaverjas


class ForehandChoice(Bidding):
    """Klaverjas (Amsterdam and Rotterdam): the forehand must name a trump suit ("verplicht";
    source 002; docs/rules/family.md "klaverjas_amsterdam", Rotterdam the same). The result's
    ``declarer`` is the forehand: its team is the declaring team.
    """

    kind = "forehand_choice"

    def __init__(self, dealer: int, players: int = 4) -> None:
        super().__init__(players, dealer)

    @property
    def current_bidder(self) -> int | None:
        return None if self.finished else self.forehand

    @property
    def round(self) -> int:
        return 1

    def _refusal(self, bid: BidAction, seat: int) -> tuple[str, str] | None:
        if isinstance(bid, NameSuit):
            return None
        if isinstance(bid, Pass):
            return "must_name_suit", "the forehand must name a trump suit"
        return _wrong_bid(bid, "Klaverjas: name a trump suit")

    def _advance(self, bid: BidAction, seat: int) -> None:
        assert isinstance(bid, NameSuit)
        self._result = BiddingResult(seat, TrumpMode.of_suit(bid.suit))


# --------------------------------------------------------------------------------------------
# Belote, Klaberjass: two rounds on a turned-up card


@dataclass(frozen=True, slots=True)
class TurnUpRules:
    """The duties and rights of a two-round bidding on a turned-up card, as data.

    Attributes:
        players: 2, 3 or 4.
        second_round_any_suit: round 2 may name any suit, the turned one included (belote
            option, docs/rules/family.md "belote"); else only another suit (004).
        no_trumps: round 2 offers :class:`NoTrumps` (klaberjass4, 001).
        dealer_takes_turned: the dealer, last in round 2, may also take the turned suit
            (klaberjass4, 001).
        schmeiss: elder may throw in round 1; the dealer then forces or declines (klaberjass2
            option, 000 and 001). Only for 2 players.
        bimah: when everyone else passed round 2, the dealer must take, any suit (klaberjass2
            option, 001).

    Raises:
        ValueError: players not 2-4, or schmeiss with other than 2 players.
    """

    players: int = 4
    second_round_any_suit: bool = False
    no_trumps: bool = False
    dealer_takes_turned: bool = False
    schmeiss: bool = False
    bimah: bool = False

    def __post_init__(self) -> None:
        if self.players not in (2, 3, 4):
            raise ValueError(f"a turn-up bidding needs 2-4 players, not {self.players!r}")
        if self.schmeiss and self.players != 2:
            raise ValueError("schmeiss is a rule of the game for two")


BELOTE_RULES: Final = TurnUpRules(players=4)
"""Belote (docs/rules/family.md "belote"; source 000): take the turned suit, then another suit."""
KLABERJASS2_RULES: Final = TurnUpRules(players=2)
"""Klaberjass for two (004); ``schmeiss`` and ``bimah`` are options."""
KLABERJASS3_RULES: Final = TurnUpRules(players=3)
"""Klaberjass for three (001): as for two, without schmeiss or bimah."""
KLABERJASS4_RULES: Final = TurnUpRules(players=4, no_trumps=True, dealer_takes_turned=True)
"""Klaberjass for four (001, South Africa): no-trumps in round 2, and the dealer's right to take
the turned suit in round 2."""


class TurnUpBidding(Bidding):
    """Two rounds from the forehand on a turned-up card (docs/rules/family.md "belote",
    "klaberjass2", "klaberjass3", "klaberjass4"; sources 000, 001, 004).

    Round 1: each seat in turn takes the turned suit (:class:`Take`) or passes; round 2: each
    names another suit (:class:`NameSuit`; any suit with ``second_round_any_suit``), takes
    without trumps (``no_trumps``), or passes; the dealer bids last in both rounds. The first
    taker ends it; everyone passing twice annuls the deal. See :class:`TurnUpRules` for the
    rights that vary.

    Args:
        rules: the variant's :class:`TurnUpRules`.
        dealer: the dealing seat.
        turned_suit: the suit of the turned-up card (klaberjass4's tournament deal: see
            :func:`tournament_suit`).
    """

    kind = "turn_up"

    def __init__(self, rules: TurnUpRules, dealer: int, turned_suit: Suit) -> None:
        super().__init__(rules.players, dealer)
        self.rules = rules
        self.turned_suit = _suit(turned_suit)
        self._round = 1
        self._turn = 0  # bidders who have spoken in this round
        self._schmeissed = False

    @property
    def current_bidder(self) -> int | None:
        if self.finished:
            return None
        if self._schmeissed:
            return self.dealer
        return (self.forehand + self._turn) % self.players

    @property
    def round(self) -> int:
        return self._round

    @property
    def schmeissed(self) -> bool:
        """Elder has thrown the deal and the dealer must force or decline."""
        return self._schmeissed

    def _bimah_now(self, seat: int) -> bool:
        return self.rules.bimah and self._round == 2 and seat == self.dealer

    def _suits_now(self, seat: int) -> list[Suit]:
        if self.rules.second_round_any_suit or self._bimah_now(seat):
            return list(Suit)
        return [suit for suit in Suit if suit != self.turned_suit]

    def _may_take(self, seat: int) -> bool:
        if self._round == 1:
            return True
        # the dealer's right (klaberjass4), unless naming the turned suit is offered anyway
        return (
            self.rules.dealer_takes_turned
            and seat == self.dealer
            and self.turned_suit not in self._suits_now(seat)
        )

    def _refusal(self, bid: BidAction, seat: int) -> tuple[str, str] | None:
        if self._schmeissed:
            if isinstance(bid, (Force, Decline)):
                return None
            return "force_or_decline", "after a schmeiss the dealer forces or declines"
        if isinstance(bid, (Force, Decline)):
            return "no_schmeiss", "nobody has thrown the deal"
        if isinstance(bid, Pass):
            if self._bimah_now(seat):
                return "must_take", "the dealer must take the deal now"
            return None
        if isinstance(bid, Take):
            if self._may_take(seat):
                return None
            return "no_take", "the turned suit is taken only in the first round"
        if isinstance(bid, Schmeiss):
            if self.rules.schmeiss and self._round == 1 and seat == self.forehand:
                return None
            return "no_schmeiss", "only elder may throw, in the first round"
        if isinstance(bid, (NameSuit, NoTrumps)) and self._round == 1:
            return "take_or_pass", "in the first round take the turned suit or pass"
        if isinstance(bid, NameSuit):
            if bid.suit in self._suits_now(seat):
                return None
            return "turned_suit", "in the second round name a suit other than the turned one"
        if isinstance(bid, NoTrumps):
            if self.rules.no_trumps:
                return None
            return "no_no_trumps", "this game is always played with trumps"
        return _wrong_bid(bid, "a turn-up bidding")

    def _advance(self, bid: BidAction, seat: int) -> None:
        turned = TrumpMode.of_suit(self.turned_suit)
        if isinstance(bid, Pass):
            self._turn += 1
            if self._turn == self.players:
                if self._round == 2:
                    self._result = ANNULLED
                else:
                    self._round, self._turn = 2, 0
        elif isinstance(bid, Take):
            self._result = BiddingResult(seat, turned)
        elif isinstance(bid, NameSuit):
            self._result = BiddingResult(seat, TrumpMode.of_suit(bid.suit))
        elif isinstance(bid, NoTrumps):
            self._result = BiddingResult(seat, None, no_trumps=True)
        elif isinstance(bid, Schmeiss):
            self._schmeissed = True
        elif isinstance(bid, Force):
            self._result = BiddingResult(self.forehand, turned, forced=True)
        elif isinstance(bid, Decline):
            self._result = ANNULLED

    def _setup_data(self) -> dict[str, Any]:
        data = super()._setup_data()
        data["turned_suit"] = self.turned_suit.letter
        data["rules"] = asdict(self.rules)
        return data


def tournament_suit(dealer: int) -> Suit:
    """The suit bid in round 1 of klaberjass4's tournament deal (option ``tournament_deal``):
    the suit of the dealer's "two", seat s holding suit s (H D S C; docs/rules/family.md
    "klaberjass4", 001)."""
    return Suit(dealer % 4)


# --------------------------------------------------------------------------------------------
# Belote Contrée


class ContreeAuction(Bidding):
    """Belote Contrée's auction (docs/rules/family.md "belote_contree"; source 000).

    From the forehand, round after round, each seat bids a contract above the standing one
    (:class:`Bid`: 80, 90 … 160, then capot, each with a trump suit) or passes; a seat that
    passed may bid later. Three passes in a row after a contract end the auction (the contract
    stands, undoubled); four passes before any contract annul the deal.

    Instead of bidding or passing, a seat may double (:class:`Double`) the standing contract
    when the opponents made it. The auction is over at once except for the redouble: the
    contract's side is asked in seat order from the doubler, first the seat after the doubler,
    then the other member (doubler + 3); each redoubles (:class:`Redouble`) or passes. The first
    redouble ends it at ×4; two passes leave it doubled, ×2. The result's ``declarer`` is the
    seat that made the contract.
    """

    kind = "contree"

    def __init__(self, dealer: int, players: int = 4) -> None:
        if players != 4:
            raise ValueError("Belote Contrée is played by 4 players")
        super().__init__(players, dealer)
        self._turn_seat = self.forehand
        self._calls = 0  # bids and passes before the double, for the round count
        self._passes = 0  # passes in a row since the last contract (or the start)
        self._standing: Bid | None = None
        self._bidder: int | None = None
        self._doubler: int | None = None
        self._asked = 0  # bidders asked to redouble

    @property
    def current_bidder(self) -> int | None:
        return None if self.finished else self._turn_seat

    @property
    def round(self) -> int:
        if self._doubler is not None:
            return (self._calls - 1) // 4 + 2
        if self.finished:
            return (self._calls - 1) // 4 + 1
        return self._calls // 4 + 1

    @property
    def standing(self) -> tuple[int, Bid] | None:
        """The standing contract and the seat that made it, or None before any."""
        if self._standing is None or self._bidder is None:
            return None
        return self._bidder, self._standing

    @property
    def doubler(self) -> int | None:
        """The seat that doubled, once doubled."""
        return self._doubler

    def _refusal(self, bid: BidAction, seat: int) -> tuple[str, str] | None:
        if self._doubler is not None:
            if isinstance(bid, (Pass, Redouble)):
                return None
            return "redouble_or_pass", "the contract is doubled: redouble or pass"
        if isinstance(bid, Pass):
            return None
        if isinstance(bid, Bid):
            if self._standing is None or bid.value > self._standing.value:
                return None
            return "bid_too_low", f"a contract must be above {self._standing}"
        if isinstance(bid, Double):
            if self._bidder is None:
                return "nothing_to_double", "there is no contract to double"
            if self._bidder % 2 == seat % 2:
                return "own_contract", "a side doubles only the opponents' contract"
            return None
        if isinstance(bid, Redouble):
            return "no_redouble", "only a doubled contract may be redoubled"
        return _wrong_bid(bid, "Belote Contrée: bid a contract with a suit, pass or double")

    def _advance(self, bid: BidAction, seat: int) -> None:
        if self._doubler is not None:
            self._asked += 1
            if isinstance(bid, Redouble):
                self._finish(4, seat)
            elif self._asked == 2:
                self._finish(2, None)
            else:
                self._turn_seat = (self._doubler + 3) % 4
            return
        self._calls += 1
        if isinstance(bid, Double):
            self._doubler = seat
            self._turn_seat = (seat + 1) % 4
            return
        if isinstance(bid, Bid):
            self._standing, self._bidder, self._passes = bid, seat, 0
        else:
            self._passes += 1
            if self._standing is None and self._passes == 4:
                self._result = ANNULLED
                return
            if self._standing is not None and self._passes == 3:
                self._finish(1, None)
                return
        self._turn_seat = (seat + 1) % 4

    def _finish(self, doubling: int, redoubler: int | None) -> None:
        assert self._standing is not None
        self._result = BiddingResult(
            self._bidder,
            TrumpMode.of_suit(self._standing.suit),
            contract=self._standing.value,
            doubling=doubling,
            doubler=self._doubler,
            redoubler=redoubler,
        )


# --------------------------------------------------------------------------------------------
# Building, saving


_TURN_UP_OPTIONS: Final = ("second_round_any_suit", "schmeiss", "bimah")


def new_bidding(
    variant: str, *, dealer: int, turned_suit: Suit | None = None, **options: Any
) -> Bidding:
    """The trump procedure or auction of ``variant`` for one deal.

    Args:
        variant: "klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree",
            "klaberjass2", "klaberjass3" or "klaberjass4".
        dealer: the dealing seat.
        turned_suit: the turned-up card's suit (turn-up biddings only).
        **options: the variant's options; those of the bidding (``second_round_any_suit``,
            ``schmeiss``, ``bimah``, ``tournament_deal``) are read, every other is ignored.

    Raises:
        ValueError: an unknown variant, a missing turned suit, a bad seat or option value.
    """
    if variant in ("klaverjas_amsterdam", "klaverjas_rotterdam"):
        return ForehandChoice(dealer)
    if variant == "belote_contree":
        return ContreeAuction(dealer)
    base = {
        "belote": BELOTE_RULES,
        "klaberjass2": KLABERJASS2_RULES,
        "klaberjass3": KLABERJASS3_RULES,
        "klaberjass4": KLABERJASS4_RULES,
    }.get(variant)
    if base is None:
        raise ValueError(f"no bidding for the variant {variant!r}")
    changes: dict[str, bool] = {}
    for name in _TURN_UP_OPTIONS:
        if name in options:
            value = options[name]
            if not isinstance(value, bool):
                raise ValueError(f"option {name} must be true or false, not {value!r}")
            changes[name] = value
    rules = TurnUpRules(**{**asdict(base), **changes})
    if variant == "klaberjass4" and options.get("tournament_deal") is True:
        turned_suit = tournament_suit(dealer)
    if turned_suit is None:
        raise ValueError(f"{variant} bids on a turned-up card: turned_suit is needed")
    return TurnUpBidding(rules, dealer, turned_suit)


def bidding_from_data(data: Any) -> Bidding:
    """Rebuild a bidding from :meth:`Bidding.to_data`, replaying its bids.

    Raises:
        ValueError: not bidding data, a bad field, an illegal bid, or a saved result that does
            not match the bids; the message says which.
    """
    if not isinstance(data, dict):
        raise ValueError("not bidding data")
    try:
        kind = data["kind"]
        players = data["players"]
        dealer = data["dealer"]
        if not isinstance(players, int) or not isinstance(dealer, int):
            raise TypeError("players and dealer must be whole numbers")
        bidding: Bidding
        if kind == ForehandChoice.kind:
            bidding = ForehandChoice(dealer, players)
        elif kind == ContreeAuction.kind:
            bidding = ContreeAuction(dealer, players)
        elif kind == TurnUpBidding.kind:
            rule_data = data["rules"]
            names = {f.name for f in fields(TurnUpRules)}
            if not isinstance(rule_data, dict) or set(rule_data) != names:
                raise TypeError("rules must name every turn-up rule")
            if any(not isinstance(rule_data[n], bool) for n in names - {"players"}):
                raise TypeError("turn-up rules other than players are true or false")
            rules = TurnUpRules(**rule_data)
            if rules.players != players:
                raise TypeError("players differ from the rules' players")
            bidding = TurnUpBidding(rules, dealer, Suit.parse(data["turned_suit"]))
        else:
            raise ValueError(f"unknown bidding kind {kind!r}")
        for entry in data["bids"]:
            if not (
                isinstance(entry, list)
                and len(entry) == 2
                and isinstance(entry[0], int)
                and isinstance(entry[1], str)
            ):
                raise TypeError(f"a bid is [seat, code], not {entry!r}")
            bidding.apply(entry[1], entry[0])
    except (KeyError, TypeError) as error:
        raise ValueError(f"bidding data is missing or has a bad field: {error}") from None
    except AttributeError as error:
        raise ValueError(f"bidding data has a bad field: {error}") from None
    saved = data.get("result")
    actual = bidding.result.to_data() if bidding.result is not None else None
    if saved != actual:
        raise ValueError("saved bidding result does not match its bids")
    return bidding


# --------------------------------------------------------------------------------------------
# Completing the hands after a turn-up bidding


@dataclass(frozen=True, slots=True)
class CompletionPlan:
    """How the hands are completed from the stock once a turn-up bidding has a taker.

    Attributes:
        order: the seats in dealing order (forehand first, dealer last).
        counts: cards each seat takes from the stock, indexed by seat.
        turn_up_to: the seat that also takes the turned-up card (after its stock cards), or
            None when it stays out of play (klaberjass for 2 and 3).
    """

    order: tuple[int, ...]
    counts: tuple[int, ...]
    turn_up_to: int | None

    @property
    def stock_used(self) -> int:
        """Cards dealt from the stock (the turn-up card not counted)."""
        return sum(self.counts)

    def deal(
        self, stock: Sequence[int], turn_up: int | None
    ) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
        """Deal from the top of ``stock`` (cards as ints) in :attr:`order`.

        Returns:
            (cards added per seat, indexed by seat; the stock left over).

        Raises:
            ValueError: the stock is too short, or the plan gives the turn-up card and
                ``turn_up`` is None.
        """
        if len(stock) < self.stock_used:
            raise ValueError(f"the stock holds {len(stock)} cards, {self.stock_used} needed")
        if self.turn_up_to is not None and turn_up is None:
            raise ValueError("this completion gives the turned-up card: turn_up is needed")
        added: list[list[int]] = [[] for _ in self.counts]
        position = 0
        for seat in self.order:
            added[seat].extend(stock[position : position + self.counts[seat]])
            position += self.counts[seat]
            if seat == self.turn_up_to and turn_up is not None:
                added[seat].append(turn_up)
        return tuple(tuple(cards) for cards in added), tuple(stock[position:])


def completion_plan(
    variant: str, *, dealer: int, taker: int, tournament_deal: bool = False
) -> CompletionPlan:
    """The completion deal after a turn-up bidding (docs/rules/family.md).

    - "belote": the taker gets the turn-up card and 2 more, the others 3 (8 each; 000).
    - "klaberjass2", "klaberjass3": 3 more each; the turn-up card stays out of play (004, 001).
    - "klaberjass4": 2 each; the turned card, dealt last, goes to the dealer, who so takes 1
      from the stock; with ``tournament_deal`` (no turned card) 2 each from the 8 face down.

    Args:
        variant: one of the names above; ``dealer``, ``taker``: seats.

    Raises:
        ValueError: an unknown variant or a bad seat.
    """
    players = {"belote": 4, "klaberjass2": 2, "klaberjass3": 3, "klaberjass4": 4}.get(variant)
    if players is None:
        raise ValueError(f"{variant!r} has no completion deal")
    for name, seat in (("dealer", dealer), ("taker", taker)):
        if not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"{name} must be a seat 0-{players - 1}, not {seat!r}")
    order = tuple((dealer + 1 + i) % players for i in range(players))
    if variant == "belote":
        counts = tuple(2 if seat == taker else 3 for seat in range(players))
        return CompletionPlan(order, counts, taker)
    if variant == "klaberjass4":
        if tournament_deal:
            return CompletionPlan(order, (2,) * players, None)
        counts = tuple(1 if seat == dealer else 2 for seat in range(players))
        return CompletionPlan(order, counts, dealer)
    return CompletionPlan(order, (3,) * players, None)
