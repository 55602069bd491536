"""Actions (what a player or chance does) and events (what happened), as frozen values.

Every action round-trips through a short string code, as moves do in python-chess:

=====================  ==============================  =====================================
action                 code                            who
=====================  ==============================  =====================================
:class:`Deal`          ``deal:H6 H7…/D6…/…/rest``      chance: the seeded shuffle
:class:`ChooseTrump`   ``trump:H`` … ``trump:undenufe``  forehand, or the partner after schieben
:class:`Schieben`      ``schieben``                    forehand passes the choice to the partner
:class:`ExchangeSix`   ``six``                         holder of the six of trump (Putz)
:class:`KeepSix`       ``keep-six``                    holder of the six of trump (Putz)
:class:`TakeKitty`     ``kitty``                       a player at their first turn (Putz 3)
:class:`DeclareWeis`   ``weis:H6 H7 H8/H9 D9 S9 C9``   the player to move, before its first
                                                       card (Schieber with ``manual_weis``)
:class:`PlayCard`      ``play:H10``                    the player to move
=====================  ==============================  =====================================
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import ClassVar

from .cards import Card, TrumpMode, parse_cards
from .weis import Meld, meld_of

__all__ = [
    "Action",
    "CardPlayed",
    "ChooseTrump",
    "Deal",
    "DealEnded",
    "DealStarted",
    "DeclareWeis",
    "Event",
    "ExchangeSix",
    "GameEnded",
    "KeepSix",
    "KittyTaken",
    "PlayCard",
    "Schieben",
    "SchiebenDone",
    "SixExchanged",
    "SixKept",
    "StoeckScored",
    "TakeKitty",
    "TrickWon",
    "TrumpChosen",
    "WeisDeclared",
    "WeisScored",
    "declare_codes",
    "parse_code",
    "parse_swiss_action",
]


# --------------------------------------------------------------------------------------------
# Actions


class CodeWord:
    """An action without fields, written as its class's ``code`` (``schieben``, ``pass``)."""

    __slots__ = ()
    code: ClassVar[str]

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True, slots=True)
class Deal:
    """The chance step that deals a deal: a hand per seat and the cards left over.

    ``rest`` is the kitty in Putz for 3 (its first card is the turn-up card), the single
    turn-up card in Putz for 5, and empty where every card is dealt (Jass, Schieber, Klaverjas,
    Contrée). In the family's games with a turn-up (Belote, Klaberjass) it is the turned-up
    card and then the stock; in the klaverjas of 1821 too (the stock top first; its turn-up is
    drawn last).
    """

    hands: tuple[tuple[Card, ...], ...]
    rest: tuple[Card, ...] = ()

    def __str__(self) -> str:
        parts = [" ".join(str(c) for c in hand) for hand in (*self.hands, self.rest)]
        return "deal:" + "/".join(parts)


@dataclass(frozen=True, slots=True)
class ChooseTrump:
    """Choose the trump mode of the deal."""

    mode: TrumpMode

    def __post_init__(self) -> None:
        mode = self.mode
        if type(mode) is not TrumpMode:  # a code, a suit or an index: the mode it names
            if isinstance(mode, int) and not isinstance(mode, bool):
                parsed = TrumpMode(int(mode))
            else:
                parsed = TrumpMode.parse(mode)
            object.__setattr__(self, "mode", parsed)

    def __str__(self) -> str:
        return f"trump:{self.mode.code}"


@dataclass(frozen=True, slots=True)
class Schieben(CodeWord):
    """Forehand passes the trump choice to the partner (source 003; "schieben")."""

    code = "schieben"


@dataclass(frozen=True, slots=True)
class ExchangeSix(CodeWord):
    """Exchange the six of trump for the turn-up card (Putz; key G)."""

    code = "six"


@dataclass(frozen=True, slots=True)
class KeepSix(CodeWord):
    """Keep the six of trump (decline the exchange)."""

    code = "keep-six"


@dataclass(frozen=True, slots=True)
class TakeKitty(CodeWord):
    """Take the kitty as the new hand, setting the own hand aside (Putz for 3; key H)."""

    code = "kitty"


@dataclass(frozen=True, slots=True)
class DeclareWeis:
    """Declare Weis before the first card of the first trick (Schieber with the option
    ``manual_weis``; ``docs/rules/swiss.md`` "schieber": Weis are declared during the first trick).

    ``melds`` are whole melds of the player's hand as the engine finds them (each maximal
    sequence of 3 or more, each four of a kind), in any non-empty selection: a player may keep
    any Weis hidden. Playing the first card without this action declares none. Code: the
    melds' cards, melds separated by "/" (``weis:H6 H7 H8/H9 D9 S9 C9``).
    """

    melds: tuple[Meld, ...]

    @property
    def points(self) -> int:
        """The declared value before any multiplier."""
        return sum(meld.points for meld in self.melds)

    def __str__(self) -> str:
        return "weis:" + "/".join(" ".join(str(c) for c in meld.cards) for meld in self.melds)


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card to the current trick."""

    card: Card

    def __post_init__(self) -> None:
        card = self.card
        if type(card) is not Card:  # a code or an index: the card it names
            if isinstance(card, int) and not isinstance(card, bool):
                parsed = Card(int(card))
            else:
                parsed = Card.parse(card)
            object.__setattr__(self, "card", parsed)

    def __str__(self) -> str:
        return f"play:{self.card}"


Action = Deal | ChooseTrump | Schieben | ExchangeSix | KeepSix | TakeKitty | DeclareWeis | PlayCard

# --------------------------------------------------------------------------------------------
# Reading action codes: one table for every game


@dataclass(frozen=True, slots=True)
class CodeEntry:
    """How the actions of one code (a whole code such as ``schieben``, or a prefix such as
    ``play:``) are read.

    Attributes:
        group: who declared it: "swiss" (this module), "bid" (:mod:`.bidding`), "family"
            (:mod:`.components`) or "1821" (:mod:`.klaverjas1821`).
        parse: ``parse(text, code)`` the action of the stripped code ``text`` (lower-cased
            where ``fold_case``); ``code`` as given, for the error messages.
        fold_case: the code is read in any case (the bids).
    """

    group: str
    parse: Callable[[str, str], object]
    fold_case: bool = False


_CODES: dict[str, CodeEntry] = {}
"""A whole code (``"schieben"``) or a prefix with its colon (``"play:"``) → how it is read;
every module with actions declares its own (:func:`declare_codes`)."""


def declare_codes(
    group: str,
    words: Iterable[type[CodeWord]] = (),
    prefixes: Mapping[str, Callable[[str, str], object]] = {},
    *,
    fold_case: bool = False,
) -> None:
    """Declare the codes of one module's actions: ``words``, the actions without fields (each
    read as its ``code``), and ``prefixes`` (``"play"`` for ``play:H10``) with the function
    that reads such a code (as :attr:`CodeEntry.parse`).

    Raises:
        ValueError: a code another module has declared.
    """
    entries = {word.code: CodeEntry(group, _constant(word()), fold_case) for word in words}
    entries |= {
        f"{prefix}:": CodeEntry(group, parse, fold_case) for prefix, parse in prefixes.items()
    }
    for code, entry in entries.items():
        known = _CODES.get(code)
        if known is not None and known.group != group:
            raise ValueError(f"action code {code!r} is declared by {known.group!r} already")
        _CODES[code] = entry


def _constant(action: object) -> Callable[[str, str], object]:
    return lambda text, code: action


def code_entry(text: str) -> tuple[CodeEntry | None, str]:
    """The entry that reads the stripped code ``text``, and the text it reads (lower-cased for
    a code read in any case); (None, text) for no known code. A code as written comes first."""
    entry = _lookup(text)
    if entry is not None:
        return entry, text
    lowered = text.lower()
    entry = _lookup(lowered)
    if entry is not None and entry.fold_case:
        return entry, lowered
    return None, text


def _lookup(text: str) -> CodeEntry | None:
    entry = _CODES.get(text)
    if entry is None:
        prefix, colon, _ = text.partition(":")
        if colon:
            entry = _CODES.get(prefix + colon)
    return entry


def parse_code(code: str) -> object:
    """The action of any code of any game (the table of every module's codes;
    :func:`audiojass.rules.registry.parse_action` with its type).

    Raises:
        ValueError: not an action code; the message names it.
    """
    entry, text = code_entry(code.strip())
    if entry is None:
        raise ValueError(f"not an action code: {code!r}")
    return entry.parse(text, code)


def parse_swiss_action(code: str) -> Action:
    """Parse an action code of the Swiss games (see the module table); the codes of the
    family's games are refused.

    Raises:
        ValueError: not a Swiss action code; the message names it.
    """
    entry, text = code_entry(code.strip())
    if entry is None or entry.group != "swiss":
        raise ValueError(f"not an action code: {code!r}")
    action = entry.parse(text, code)
    assert isinstance(action, Action)
    return action


def _parse_play(text: str, code: str) -> PlayCard:
    return PlayCard(Card.parse(text.partition(":")[2]))


def _parse_trump(text: str, code: str) -> ChooseTrump:
    return ChooseTrump(TrumpMode.parse(text.partition(":")[2]))


def _parse_weis(text: str, code: str) -> DeclareWeis:
    try:
        return DeclareWeis(
            tuple(meld_of(parse_cards(part)) for part in text.partition(":")[2].split("/"))
        )
    except ValueError as error:
        raise ValueError(f"not an action code: {code!r} ({error})") from None


def _parse_deal(text: str, code: str) -> Deal:
    parts = text.partition(":")[2].split("/")
    if len(parts) < 2:
        raise ValueError(f"not an action code: {code!r} (a deal needs hands and rest)")
    hands = tuple(tuple(parse_cards(part)) for part in parts[:-1])
    return Deal(hands, tuple(parse_cards(parts[-1])))


declare_codes(
    "swiss",
    (Schieben, ExchangeSix, KeepSix, TakeKitty),
    {"play": _parse_play, "trump": _parse_trump, "weis": _parse_weis, "deal": _parse_deal},
)


# --------------------------------------------------------------------------------------------
# Events


@dataclass(frozen=True, slots=True)
class DealStarted:
    """Cards were dealt. ``turn_up`` is the face-up trump card in Putz (else None)."""

    deal_number: int
    dealer: int
    forehand: int
    turn_up: Card | None


@dataclass(frozen=True, slots=True)
class SchiebenDone:
    """``seat`` passed the trump choice to ``partner``."""

    seat: int
    partner: int


@dataclass(frozen=True, slots=True)
class TrumpChosen:
    """Trump is set: chosen by ``seat`` (or turned up in Putz, where ``seat`` is None)."""

    mode: TrumpMode
    seat: int | None
    schoben: bool = False


@dataclass(frozen=True, slots=True)
class SixExchanged:
    """``seat`` exchanged the six of trump for the turn-up card ``turn_up``."""

    seat: int
    six: Card
    turn_up: Card


@dataclass(frozen=True, slots=True)
class SixKept:
    """``seat`` holds the six of trump and did not exchange it."""

    seat: int


@dataclass(frozen=True, slots=True)
class KittyTaken:
    """``seat`` took the kitty; its own hand is set aside out of play."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``card`` to the trick. ``winning``: the card now wins the trick."""

    seat: int
    card: Card
    trick_number: int
    winning: bool


@dataclass(frozen=True, slots=True)
class WeisDeclared:
    """``seat`` announces Weis worth ``points`` (before multiplier) with its first card."""

    seat: int
    points: int


@dataclass(frozen=True, slots=True)
class WeisScored:
    """After the first trick: ``side`` had the best Weis and scores all its partners' Weis,
    shown to everyone as ``melds`` (seat, meld); ``points`` include the multiplier."""

    side: int
    melds: tuple[tuple[int, Meld], ...]
    points: int


@dataclass(frozen=True, slots=True)
class StoeckScored:
    """``seat`` scores Stöck, ``points`` with multiplier: when playing the second of king and
    queen of trump, or (``at_target`` True) before they are played, credited at the end of the
    first trick ahead of the Weis because it makes the team reach the target
    (``docs/rules/swiss.md`` "schieber": "Stöck, Weis, Stich")."""

    seat: int
    points: int
    at_target: bool = False


@dataclass(frozen=True, slots=True)
class TrickWon:
    """``seat`` took the trick ``cards`` (play order, led by ``leader``) worth ``points``
    card points (including the last-trick bonus; without multiplier)."""

    seat: int
    leader: int
    cards: tuple[Card, ...]
    points: int
    trick_number: int
    last: bool


@dataclass(frozen=True, slots=True)
class DealEnded:
    """The deal is scored.

    Attributes:
        points: card points taken per seat (with last trick, without multiplier).
        score_changes: change of each side's score this deal (team games: per team, with
            multiplier, match, Weis and Stöck; Putz: per seat, apples and awards).
        scores: each side's total after the deal.
        match_side: the side that took every trick, or None.
        apples: seats that got an apple (Putz).
        out_of_play: cards that took no part in the play (kitty or set-aside hand, turn-up).
        complete: False when a Schieber game stopped at the target in the middle of the deal.
    """

    deal_number: int
    points: tuple[int, ...]
    score_changes: tuple[int, ...]
    scores: tuple[int, ...]
    match_side: int | None
    apples: tuple[int, ...]
    out_of_play: tuple[Card, ...]
    complete: bool = True


@dataclass(frozen=True, slots=True)
class GameEnded:
    """The game is over: ``winners`` are the winning sides (more than one on a shared win)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


Event = (
    DealStarted
    | SchiebenDone
    | TrumpChosen
    | SixExchanged
    | SixKept
    | KittyTaken
    | CardPlayed
    | WeisDeclared
    | WeisScored
    | StoeckScored
    | TrickWon
    | DealEnded
    | GameEnded
)
