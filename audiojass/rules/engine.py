"""The state machine every game shares, whatever its rules: seats and sides, the deals, the
dispatch of actions, the end of the game, copies and saves (:class:`ComposedGame`); the phases
of a deal (:class:`Phase`), refused actions (:class:`IllegalActionError`), complete tricks
(:class:`TrickRecord`) and the save format.

Each game's rules fill in the deal, trump, play and scoring: the Swiss games
(:class:`audiojass.rules.game.Game`) and the jack–nine family
(:class:`audiojass.rules.components.ContractGame`, with klaverjas of 1821 as its subclass).

Sources: ``docs/rules/swiss.md`` and ``docs/rules/family.md`` ("Common").
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from random import Random
from typing import Any, ClassVar, Final, Protocol, Self, TypeVar

from .actions import CardPlayed, Deal, DealEnded, DealStarted, GameEnded, TrickWon
from .cards import SUIT_NAMES, Card, Rank, Suit, TrumpMode, cards_from_mask, mask_of

__all__ = [
    "DIX",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "SIX_EXCHANGE",
    "ComposedGame",
    "IllegalActionError",
    "Phase",
    "TrickRecord",
    "TrumpExchange",
    "check_seat",
    "check_seed",
    "deal_out",
    "load_json",
    "refusal_text",
    "replay_save",
    "save_data",
]

SAVE_FORMAT = "audiojass-game"
SAVE_VERSION = 1


class Phase(StrEnum):
    """Where a deal stands: dealing (chance), trump choice, six exchange, card play, over."""

    DEAL = "deal"
    TRUMP = "trump"
    SIX = "six"
    PLAY = "play"
    OVER = "over"


class IllegalActionError(ValueError):
    """An action that the rules do not allow now.

    Attributes:
        reason: a stable code: "game_over", "not_an_action" (not an action of this game),
            "wrong_phase", "not_in_hand", "must_follow",
            "undertrump", "no_schieben", "trump_mode", "no_kitty", "kitty_taken",
            "kitty_too_late", "no_six", "bad_deal", "no_weis" (Weis are not declared by the
            players in this game), "weis_too_late" (after the first card), "weis_declared"
            (declared already), "bad_weis" (not Weis of the player's hand). The family's games
            raise :class:`~audiojass.rules.components.ContractIllegalActionError`, a subclass,
            with their own codes as well (its module docstring lists them).
        card: the card refused (card plays), else None.
        suit: the suit that must be followed ("must_follow"), else None.
    """

    def __init__(
        self, message: str, reason: str, card: Card | None = None, suit: Suit | None = None
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.card = card
        self.suit = suit


_REFUSAL_TEXTS: Final = {
    "not_in_hand": "{card} is not in the hand",
    "must_follow": "must follow {suit}",
    "undertrump": "may not undertrump",
    "must_head": "must beat the {beat} in {suit}",
    "must_overtrump": "must overtrump the {beat}",
    "must_trump": "must trump with {suit}",
    "may_not_undertrump": "may not undertrump the {beat}",
}


def refusal_text(code: str, card: Card, suit: Suit | None = None, beat: Card | None = None) -> str:
    """The words for a refused card (``code`` a refusal reason: "not_in_hand", "must_follow",
    the Swiss "undertrump", the family's "must_head", "must_overtrump", "must_trump",
    "may_not_undertrump"; any other code stands for itself): ``suit`` the suit that must be
    followed or trumped with, ``beat`` the card to beat."""
    suit_name = SUIT_NAMES[suit] if suit is not None else ""
    return _REFUSAL_TEXTS.get(code, code).format(card=card, suit=suit_name, beat=beat)


def check_seat(seat: object, players: int, game: str) -> None:
    """Raise ValueError unless ``seat`` is a seat 0 … ``players`` − 1 of ``game`` (a name)."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise ValueError(f"no seat {seat!r} in {game}: the seats are 0 to {players - 1}")


def check_seed(seed: object) -> None:
    """Raise ValueError unless ``seed`` is a whole number 0 or more (a game's seed)."""
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError(f"seed must be a whole number 0 or more, not {seed!r}")


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A complete trick of the current deal: led by ``leader``, taken by ``winner`` (seats),
    ``cards`` in play order, and its card points with the last trick's 5 (no multiplier, no
    Weis or Stöck; as :class:`~audiojass.rules.actions.TrickWon`)."""

    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int


class _Saved(Protocol):
    """What a saved game is made of (every :class:`ComposedGame`)."""

    @property
    def variant(self) -> Any: ...
    @property
    def seed(self) -> int: ...
    @property
    def first_dealer(self) -> int: ...
    @property
    def history(self) -> Sequence[object]: ...
    def snapshot(self) -> dict[str, Any]: ...
    def apply_action(self, action: Any) -> Any: ...


_SavedGame = TypeVar("_SavedGame", bound=_Saved)


def save_data(game: _Saved) -> dict[str, Any]:
    """A game as JSON-compatible save data: variant, options, seed and every action, plus a
    snapshot of the state that :func:`replay_save` checks after replaying the actions."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "variant": game.variant.name,
        "options": game.variant.options(),
        "seed": game.seed,
        "first_dealer": game.first_dealer,
        "actions": [str(action) for action in game.history],
        "state": game.snapshot(),
    }


def load_json(text: str) -> Any:
    """A save's JSON text as data. Raises ValueError when it is not JSON."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"not valid JSON: {error}") from None


def replay_save(data: Any, start: Callable[[dict[str, Any]], _SavedGame]) -> _SavedGame:
    """Rebuild a game from :func:`save_data`: ``start(data)`` makes the new game, whose
    saved actions are then replayed and its state checked against the snapshot.

    Raises:
        ValueError: not a saved game, a newer version, a missing or bad field, an illegal
            action, a state differing from the saved snapshot, or what ``start`` raises.
    """
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError("not an AudioJass saved game")
    version = data.get("version")
    if (
        not isinstance(version, int)
        or isinstance(version, bool)
        or not 1 <= version <= SAVE_VERSION
    ):
        raise ValueError(f"saved game version {version!r} is not supported")
    if not isinstance(data.get("actions"), list):
        raise ValueError("saved game is missing or has a bad field: 'actions' (a list of codes)")
    try:
        game = start(data)
        for code in data["actions"]:
            game.apply_action(code)
    except (KeyError, TypeError) as error:
        raise ValueError(f"saved game is missing or has a bad field: {error}") from None
    if "state" in data and data["state"] != game.snapshot():
        raise ValueError("saved game state does not match its actions")
    return game


@dataclass(frozen=True, slots=True)
class TrumpExchange:
    """Before the first lead, the holder of a low trump (``rank`` in the turned-up card's suit)
    may exchange it for the turned-up card, when trump is the turned suit: Putz's six of trump
    (``docs/rules/swiss.md`` "putz3") and Klaberjass's 7 of trump, the dix
    (``docs/rules/family.md`` "klaberjass2": Dix). The game then waits in :attr:`Phase.SIX`
    for the holder's decision."""

    rank: Rank

    def low_card(self, turn_up: Card) -> Card:
        """The card that may be exchanged for ``turn_up``."""
        return Card.of(turn_up.suit, self.rank)

    def holder(
        self, hands: Sequence[int], turn_up: Card | None, trump: TrumpMode | None
    ) -> int | None:
        """The seat that may exchange now (hands as card masks), or None: no turn-up, trump
        not the turned suit, or nobody holds the low card (the turn-up itself, or out of
        play)."""
        if turn_up is None or trump is None or int(turn_up.suit) != int(trump):
            return None
        low = self.low_card(turn_up)
        return next((seat for seat, hand in enumerate(hands) if hand >> low & 1), None)

    def exchange(self, hands: list[int], seat: int, turn_up: Card) -> Card:
        """``seat`` takes ``turn_up`` into its hand for the low card, which it returns."""
        low = self.low_card(turn_up)
        hands[seat] = hands[seat] & ~low.bit | turn_up.bit
        return low


SIX_EXCHANGE: Final = TrumpExchange(Rank.SIX)
"""Putz: the six of trump for the turn-up."""
DIX: Final = TrumpExchange(Rank.SEVEN)
"""Klaberjass for 2 and 3: the 7 of trump for the turn-up."""


def deal_out(deck: Sequence[Card], players: int, size: int) -> Deal:
    """The :class:`Deal` of a shuffled ``deck``: seat 0 the first ``size`` cards, seat 1 the
    next, and so on for ``players`` seats, each hand sorted; the rest in deck order."""
    hands = tuple(tuple(sorted(deck[s * size : (s + 1) * size])) for s in range(players))
    return Deal(hands, tuple(deck[players * size :]))


class ComposedGame:
    """A game from the first deal to the end, as an OpenSpiel-shaped state machine; what every
    game shares. Build one with :func:`audiojass.rules.new_game`.

    State API: :attr:`current_player` (None at chance and terminal nodes), ``legal_actions``,
    :meth:`apply_action` (returns the events it caused), :meth:`is_terminal`, :attr:`scores`
    (per side), :meth:`returns` (per seat), ``observation``, ``clone``; :meth:`to_json` /
    :meth:`from_json`.

    Seats are ``0 … players-1``, the next player is ``seat + 1``; the scoring sides
    (:attr:`sides`) are the two teams (seats 0+2 and 1+3) with partners, else each seat alone
    (side = seat).

    A game's rules give: ``_start_deal_state`` (the state of a new deal, with
    :meth:`_start_card_play_state`), ``current_player``, :meth:`_parse` (an action code),
    :meth:`_apply` (one action), ``chance_outcome``, ``observation``, ``clone``, ``snapshot``
    and :meth:`_from_save`; and for card play, which every game plays through
    :meth:`_play_card`, its card order and points (:attr:`_win_keys`, :attr:`_card_points`,
    :attr:`_last_trick`), its legality (:meth:`_legal_mask_now`, :meth:`_refused`) and its
    hooks (:meth:`_before_card`, :meth:`_card_played`, :meth:`_trick_taken`).
    """

    _error: ClassVar[type[IllegalActionError]] = IllegalActionError
    """The error raised for a refused action."""
    _phase_texts: ClassVar[dict[Phase, str]] = {}
    """Why an action cannot be taken in a phase, for :meth:`_wrong_phase`."""
    deck: ClassVar[tuple[Card, ...]] = tuple(Card)
    """The cards of the game's deck, in deck order (36; the family's games 32)."""
    _deck_text: ClassVar[str] = "the 36 cards"
    """The deck in words, for a refused deal."""

    phase: Phase
    hands: list[int]
    turn_up: Card | None
    tricks: list[TrickRecord]
    # Card play (:meth:`_start_card_play_state`): the current ``trick`` (card indices in play
    # order), led by ``leader`` (the forehand before the first trick), ``to_move`` next; the
    # trump ``mode`` as a card-table index (0 … 3 a trump suit, then the modes without one);
    # card ``points`` taken per seat (last trick's bonus included), ``tricks_won`` per side.
    # The game's tables: ``_win_keys[mode][led suit][card]`` (the highest key heads a trick),
    # ``_card_points[mode][card]``, ``_last_trick`` (the last trick's points).
    trick: list[int]
    leader: int
    to_move: int
    mode: int
    points: list[int]
    tricks_won: list[int]
    tricks_per_deal: int
    _win_keys: tuple[tuple[tuple[int, ...], ...], ...]
    _card_points: tuple[tuple[int, ...], ...]
    _last_trick: int

    def __init__(self, variant: Any, seed: int, first_dealer: int) -> None:
        players: int = variant.players
        if not 0 <= first_dealer < players:
            raise ValueError(f"first_dealer must be a seat 0-{players - 1}")
        self.players = players
        """Seats at the table: 2 … 5."""
        self.sides: int = variant.teams
        """Scoring sides: 2 teams with partners, else one per seat."""
        self.variant = variant
        self.seed = seed
        self.first_dealer = first_dealer
        self.history: list[Any] = []
        self.scores: list[int] = [0] * self.sides
        self.deal_history: list[DealEnded] = []
        self.deal_number = 0
        self.dealer = first_dealer
        self.winners: tuple[int, ...] = ()

    # ------------------------------------------------------------------------------------------
    # state

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None at a chance node (dealing) or when the game is over."""
        raise NotImplementedError

    @property
    def forehand(self) -> int:
        """The first player after the dealer: chooses or bids first and leads the first trick."""
        return (self.dealer + 1) % self.players

    @property
    def trick_number(self) -> int:
        """Number of complete tricks in this deal (0 during the first trick)."""
        return len(self.tricks)

    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self.phase is Phase.OVER

    def is_chance_node(self) -> bool:
        """True when the next step is dealing the cards."""
        return self.phase is Phase.DEAL

    def returns(self) -> list[int]:
        """The score of each seat (its side's total); final once terminal."""
        return [self.scores[seat % self.sides] for seat in range(self.players)]

    def hand(self, seat: int) -> list[Card]:
        """A seat's hand (hidden information: for the table's own seat, tests and saves).
        Raises ValueError for a seat that does not exist."""
        check_seat(seat, self.players, self.variant.name)
        return cards_from_mask(self.hands[seat])

    def _seen_turn(self, seat: int) -> tuple[Phase, int | None]:
        """The phase and the seat to act as ``seat`` may see them. While the holder of the
        card that may be exchanged for the turn-up (the six or the 7 of trump) decides, every
        other seat sees play about to start, the forehand to move (the forehand itself sees
        nobody to move): nothing tells them who holds that card, which may lie out of play
        (``docs/rules/swiss.md`` "putz3", ``docs/rules/family.md`` "klaberjass2": Dix)."""
        to_move = self.current_player
        if self.phase is Phase.SIX and seat != to_move:
            return Phase.PLAY, (self.forehand if seat != self.forehand else None)
        return self.phase, to_move

    def legal_actions(self) -> list[Any]:
        """What the current player may do; at a chance node, the one seeded deal; [] at the end."""
        raise NotImplementedError

    def _seat_view(self, seat: int) -> dict[str, Any]:
        """The fields of ``seat``'s observation that every game shares, by name: its own hand
        and what is public, the turn as it may see it (:meth:`_seen_turn`), its legal actions
        when it is to act. A game's ``observation`` adds its own fields.

        Raises:
            ValueError: a seat that does not exist.
        """
        check_seat(seat, self.players, self.variant.name)
        phase, to_move = self._seen_turn(seat)
        hands = self.hands
        return {
            "variant": self.variant,
            "players": self.players,
            "seat": seat,
            "phase": phase,
            "current_player": to_move,
            "deal_number": self.deal_number,
            "dealer": self.dealer,
            "forehand": self.forehand,
            "hand": tuple(cards_from_mask(hands[seat])),
            "hand_sizes": tuple(hand.bit_count() for hand in hands),
            "turn_up": self.turn_up,
            "trick": tuple(Card(card) for card in self.trick),
            "tricks": tuple(self.tricks),
            "points_taken": tuple(self.points),
            "tricks_won": tuple(self.tricks_won),
            "sides": self.sides,
            "scores": tuple(self.scores),
            "deal_history": tuple(ended.score_changes for ended in self.deal_history),
            "legal_actions": tuple(self.legal_actions()) if self.current_player == seat else (),
        }

    # ------------------------------------------------------------------------------------------
    # applying actions

    def chance_outcome(self, rng: Random | None = None) -> Deal:
        """The seeded deal for the current chance node (a function of seed and deal number),
        or with ``rng`` a deal shuffled by that generator instead (the table server passes
        :class:`random.SystemRandom`: the operating system's randomness, so that no seed
        can reproduce a table's deals). The :attr:`deck` shuffled is dealt by
        :meth:`_deal_out`.

        Raises:
            IllegalActionError: not at a chance node ("wrong_phase").
        """
        if self.phase is not Phase.DEAL:
            raise self._error("the cards are already dealt", "wrong_phase")
        if rng is None:
            rng = Random(f"audiojass/{self.seed}/{self.deal_number}")
        deck = list(self.deck)
        rng.shuffle(deck)
        return self._deal_out(deck)

    def _deal_out(self, deck: list[Card]) -> Deal:
        """The deal of a shuffled deck."""
        raise NotImplementedError

    def _check_deal(self, deal: Deal, size: int) -> None:
        """Refuse a deal ("bad_deal") that has not :attr:`players` hands of ``size`` cards or
        does not hold each card of the :attr:`deck` once."""
        if len(deal.hands) != self.players or any(len(h) != size for h in deal.hands):
            raise self._error(
                f"a {self.variant.name} deal has {self.players} hands of {size} cards",
                "bad_deal",
            )
        every = [card for hand in deal.hands for card in hand] + list(deal.rest)
        if len(every) != len(self.deck) or mask_of(every) != mask_of(self.deck):
            raise self._error(f"a deal must hold each of {self._deck_text} once", "bad_deal")

    def _take_deal(
        self, deal: Deal, size: int, turn_up: Callable[[Deal], Card | None], events: list[Any]
    ) -> Card | None:
        """Take the chance step's ``deal``: refused outside the chance node ("wrong_phase") or
        by :meth:`_check_deal` (hands of ``size`` cards); else the deal number moves on, the
        hands are dealt, the card ``turn_up(deal)`` turned up (or none) and
        :class:`DealStarted` added. Returns the turned-up card."""
        if self.phase is not Phase.DEAL:
            raise self._wrong_phase("deal")
        self._check_deal(deal, size)
        self.deal_number += 1
        self.hands = [mask_of(hand) for hand in deal.hands]
        card = self.turn_up = turn_up(deal)
        events.append(DealStarted(self.deal_number, self.dealer, self.forehand, card))
        return card

    def apply_action(self, action: Any) -> list[Any]:
        """Apply an action (or its code) for the current player and return the events caused.

        Raises:
            IllegalActionError: the action is not allowed now; ``reason`` says why and the
                message in plain words ("must follow hearts").
            ValueError: a malformed action code.
        """
        if isinstance(action, str):
            action = self._parse(action)
        if self.phase is Phase.OVER:
            raise self._error("the game is over", "game_over")
        events: list[Any] = []
        self._apply(action, events)
        self.history.append(action)
        return events

    def _parse(self, code: str) -> Any:
        """The action of a code (ValueError for a malformed one)."""
        raise NotImplementedError

    def _apply(self, action: Any, events: list[Any]) -> None:
        """Apply one action, adding its events; raise :attr:`_error` when it is refused."""
        raise NotImplementedError

    # ------------------------------------------------------------------------------------------
    # card play, the same for every game

    def _start_card_play_state(self) -> None:
        """The card play of a new deal: no trick yet, the forehand to lead."""
        self.mode = 0
        self.trick = []
        self.leader = self.to_move = self.forehand
        self._keys: tuple[int, ...] = ()
        self._head = 0
        self._head_key = -1
        self.tricks = []
        self.points = [0] * self.players
        self.tricks_won = [0] * self.sides

    def legal_mask(self) -> int:
        """The legal cards of the player to move as a bitmask (0 outside card play)."""
        if self.phase is not Phase.PLAY:
            return 0
        return self._legal_mask_now(self.to_move)

    def legal_cards(self) -> list[Card]:
        """The cards the current player may play now ([] outside card play)."""
        return cards_from_mask(self.legal_mask())

    def _legal_mask_now(self, seat: int) -> int:
        """The cards ``seat`` (the player to move, in card play) may play to the trick now, as
        a bitmask (the one place a game computes legality)."""
        raise NotImplementedError

    def _refused(self, card: int, seat: int) -> IllegalActionError:
        """The error for ``card``, which ``seat`` may not play now (its reason and words)."""
        raise NotImplementedError

    def _before_card(self, seat: int, card: int, events: list[Any]) -> None:
        """``seat`` is about to play ``card`` (legal): events that come before its
        :class:`CardPlayed`."""

    def _card_played(self, seat: int, card: int, events: list[Any]) -> bool:
        """``seat`` has played ``card`` (the trick not yet complete or taken). Returns True if
        the game ended there: the trick is then not taken."""
        return False

    def _trick_taken(self, record: TrickRecord, last: bool, events: list[Any]) -> None:
        """A trick is complete and taken (``tricks`` ends with ``record``; its winner leads
        next); ``last``: the deal's last trick."""

    def _play_card(self, card: int, events: list[Any]) -> None:
        """Play ``card`` (an index) for the seat to move: refused by :meth:`_refused` unless
        :meth:`_legal_mask_now` allows it; then :class:`CardPlayed`, and on the trick's last
        card its winner (the highest of :attr:`_win_keys` for the suit led), its points (with
        :attr:`_last_trick` on the deal's last trick) and :class:`TrickWon`."""
        if self.phase is not Phase.PLAY:
            raise self._wrong_phase("play a card")
        seat = self.to_move
        if not (0 <= card < 36 and self._legal_mask_now(seat) >> card & 1):
            raise self._refused(card, seat)
        self._before_card(seat, card, events)
        self.hands[seat] &= ~(1 << card)
        trick = self.trick
        trick.append(card)
        count = len(trick)
        if count == 1:
            self._keys = self._win_keys[self.mode][card // 9]
            self._head, self._head_key = 0, self._keys[card]
        else:
            key = self._keys[card]
            if key > self._head_key:
                self._head, self._head_key = count - 1, key
        events.append(CardPlayed(seat, Card(card), len(self.tricks) + 1, self._head == count - 1))
        if self._card_played(seat, card, events):
            return
        players = self.players
        if count < players:
            self.to_move = (seat + 1) % players
            return
        winner = (self.leader + self._head) % players
        last = len(self.tricks) == self.tricks_per_deal - 1
        table = self._card_points[self.mode]
        cards: tuple[Card, ...]
        if players == 4:
            points = table[trick[0]] + table[trick[1]] + table[trick[2]] + table[trick[3]]
            cards = (Card(trick[0]), Card(trick[1]), Card(trick[2]), Card(trick[3]))
        else:
            points = sum(table[c] for c in trick)
            cards = tuple(Card(c) for c in trick)
        if last:
            points += self._last_trick
        record = TrickRecord(self.leader, cards, winner, points)
        self.tricks.append(record)
        self.points[winner] += points
        self.tricks_won[winner % self.sides] += 1
        events.append(TrickWon(winner, self.leader, cards, points, len(self.tricks), last))
        self.trick = []
        self.leader = self.to_move = winner
        self._trick_taken(record, last, events)

    def _wrong_phase(self, wanted: str) -> IllegalActionError:
        text = self._phase_texts.get(self.phase, "")
        return self._error(f"cannot {wanted} now: {text}", "wrong_phase")

    def _start_deal_state(self) -> None:
        """The state of a new deal, at its chance node."""
        raise NotImplementedError

    def _close_deal(
        self, ended: DealEnded, events: list[Any], over: bool, winner: int | None = None
    ) -> None:
        """The deal has ended (``ended``, kept in :attr:`deal_history`). Then, when ``over``,
        the game is over (:class:`GameEnded`): ``winner`` the side that won, or None: every
        side with the best total (a draw when more than one); else the deal moves on one seat
        and the next deal's state starts."""
        self.deal_history.append(ended)
        events.append(ended)
        if not over:
            self.dealer = (self.dealer + 1) % self.players
            self._start_deal_state()
            return
        if winner is not None:
            winners: tuple[int, ...] = (winner,)
        else:
            best = max(self.scores)
            winners = tuple(side for side, total in enumerate(self.scores) if total == best)
        self.phase = Phase.OVER
        self.winners = winners
        events.append(GameEnded(tuple(self.scores), winners))

    # ------------------------------------------------------------------------------------------
    # copies and saves

    def clone(self) -> Self:
        """An independent copy: every list of the state copied (the deal state is small:
        masks and short lists); a game's own state is copied by :meth:`_copy_into`."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.history = self.history[:]
        other.scores = self.scores[:]
        other.deal_history = self.deal_history[:]
        other.tricks = self.tricks[:]
        other.hands = self.hands[:]
        other.trick = self.trick[:]
        other.points = self.points[:]
        other.tricks_won = self.tricks_won[:]
        self._copy_into(other)
        return other

    def _copy_into(self, other: Self) -> None:
        """Copy the game's own mutable state into ``other``, a shallow copy of this game."""

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-compatible data (hidden hands included)."""
        raise NotImplementedError

    def to_data(self) -> dict[str, Any]:
        """The game as JSON-compatible data: variant, options, seed and every action, plus a
        snapshot of the state that :meth:`from_data` checks after replaying the actions."""
        return save_data(self)

    def to_json(self) -> str:
        """:meth:`to_data` as a JSON text."""
        return json.dumps(self.to_data(), indent=1)

    @classmethod
    def from_json(cls, text: str) -> Self:
        """Rebuild a game saved by :meth:`to_json`, replaying its actions.

        Raises:
            ValueError: not JSON, or as :meth:`from_data`.
        """
        return cls.from_data(load_json(text))

    @classmethod
    def from_data(cls, data: Any) -> Self:
        """Rebuild a game from :meth:`to_data`, replaying its actions.

        Raises:
            ValueError: not a saved game, a newer version, unknown variant or options, an
                illegal action, or a state differing from the saved snapshot; the message
                says which.
        """
        return replay_save(data, cls._from_save)

    @classmethod
    def _from_save(cls, data: dict[str, Any]) -> Self:
        """A new game of the variant, options, seed and first dealer of save ``data``."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ComposedGame):
            return NotImplemented
        return (
            self.variant == other.variant
            and self.seed == other.seed
            and self.first_dealer == other.first_dealer
            and self.history == other.history
        )

    __hash__ = None  # type: ignore[assignment]
