"""The local table, fed by a table server: any game played online with every key of the
local table.

:class:`RemoteGame` stands in for the rules game: everything the table reads of a game comes
from this seat's last observation, as the server sent it (:class:`RemoteComposedGame` for the
games of 32 cards). :class:`OnlineTableSession` is the local
:class:`~audiojass.table.TableSession` whose actions go to the server instead of the engine;
each update is narrated as it arrives (the events as this seat hears them, its view after
them), with the other people's comings and goings, the chat and the state of the connection
in words; it starts from the first update, which the lobby (:mod:`audiojass.online.screens`)
hands it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from audiojass.i18n import t
from audiojass.narration import dealt_hand
from audiojass.rules import (
    Action,
    Card,
    DealStarted,
    GameEnded,
    IllegalActionError,
    Observation,
    Phase,
    PlayCard,
    Suit,
)
from audiojass.rules.actions import SixKept
from audiojass.rules.components import ContractObservation, DixKept
from audiojass.rules.settlement import MeldAward
from audiojass.rules.tricks32 import NO_TRUMPS
from audiojass.sound import Cue
from audiojass.table import Output, TableSession

from . import codec
from .connection import FINAL_ERRORS, Back, Connection, Lost
from .protocol import (
    CHAT_KEPT,
    Act,
    ChatMessage,
    Error,
    Leave,
    Ready,
    SeatInfo,
    TableInfo,
    Update,
)

__all__ = [
    "RESEND_SECONDS",
    "RESENT_ERRORS",
    "TIME_WARNINGS",
    "NextDeal",
    "OnlineTableSession",
    "RemoteComposedGame",
    "RemoteGame",
    "level_word",
]

RESEND_SECONDS = 0.25
"""After a refusal for sending too fast, the action is sent again this much later."""
TIME_WARNINGS = (30, 10)
"""Seconds left of this seat's time to act that are said ("30 seconds left."), each where the
limit is at least twice as long."""
RESENT_ERRORS = ("rate_limited", "busy")
"""Refusals after which nothing happened and the same message is sent again (too fast, or the
server could not save it just now): the table keeps waiting, and the player hears nothing."""


class NextDeal:
    """Enter between deals at an online table: this seat has heard the deal and is ready (the
    server deals once everyone present is)."""

    def __str__(self) -> str:
        return "ready"


class _Seen:
    """An attribute of the remote game, read from the last observation's of that name."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, game: RemoteGame | None, owner: type | None = None) -> Any:
        return self if game is None else getattr(game.view, self.name)


class RemoteGame:
    """What the table reads of a game, from this seat's last observation (``view``) and the
    server's ``turn`` (actions taken so far)."""

    seed = 0
    first_dealer = 0
    variant = _Seen()
    players = _Seen()
    phase = _Seen()
    tricks = _Seen()
    trump = _Seen()
    deal_number = _Seen()
    current_player = _Seen()

    def __init__(self, view: Observation, turn: int) -> None:
        self.view = view
        self.turn = turn
        self.over = False

    @property
    def history(self) -> range:
        """The game's history as the table reads it: only its length (the server's turn)."""
        return range(self.turn)

    def observation(self, seat: int) -> Observation:
        """This seat's view (the only one an online table has).

        Raises:
            ValueError: another seat.
        """
        if seat != self.view.seat:
            raise ValueError(f"an online table sees only seat {self.view.seat}")
        return self.view

    def is_chance_node(self) -> bool:
        return self.view.phase is Phase.DEAL and not self.over

    def is_terminal(self) -> bool:
        return self.over

    def legal_actions(self) -> list[Action]:
        return list(self.view.legal_actions)

    def legal_cards(self) -> list[Card]:
        return [a.card for a in self.view.legal_actions if isinstance(a, PlayCard)]

    def chance_outcome(self) -> NextDeal:
        return NextDeal()

    def apply_action(self, action: object) -> list[object]:
        """Never called: an online game moves on at the server.

        Raises:
            RuntimeError: always.
        """
        raise RuntimeError("an online game moves on at the server")


class RemoteComposedGame(RemoteGame):
    """What the table reads of a game of 32 cards, from this seat's last
    :class:`~audiojass.rules.components.ContractObservation`: the variant's composed rules, the
    trump mode and the bidding so far (rebuilt from the observation's bids). The meld award
    stays on the server: melds scored are said by team and points."""

    meld_award: MeldAward | None = None
    view: ContractObservation  # type: ignore[assignment]
    roem_claim = _Seen()

    @property
    def rules(self) -> Any:
        return _composed(self.view.variant)

    @property
    def mode(self) -> int:
        """The deal's trump mode: the trump suit, :data:`NO_TRUMPS`, or 0 before trump is
        made (as :class:`~audiojass.rules.components.ContractGame` keeps it)."""
        view = self.view
        if view.no_trumps:
            return NO_TRUMPS
        return int(view.trump) if view.trump is not None else 0

    @property
    def bidding(self) -> Any:
        """The bidding of the deal (None outside it): the variant's procedure started on the
        deal's dealer and turn-up, with every bid of the observation applied."""
        view = self.view
        if view.phase is not Phase.TRUMP:
            return None
        bidding = self.rules.trump.start(view.dealer, view.turn_up)
        for seat, bid in view.bids:
            bidding.apply(bid, seat)
        return bidding


@lru_cache(maxsize=32)
def _composed(variant: Any) -> Any:
    return variant.compose()


class OnlineTableSession(TableSession):
    """A game at an online table, from the first update the server sent this seat.

    Attributes:
        code: the table's code (spelled by the table code key).
        info: who is at the table, as the server last said (None: not told yet).

    Args:
        connection: the connection holding the seat.
        first: the first :class:`Update` (the deal).
        output: where words and cues go.
        **options: :class:`TableSession`'s (``verbosity``, ``keymap``, ``clock`` …).
    """

    def __init__(
        self, connection: Connection, first: Update, output: Output, **options: Any
    ) -> None:
        view = codec.decode_any(first.view)
        remote = RemoteComposedGame if view.variant.deck == 32 else RemoteGame
        super().__init__(
            remote(view, first.turn),
            output,
            human=view.seat,
            bots={},
            advice=None,
            hints=False,
            **options,
        )
        self.connection = connection
        self.remote: RemoteGame = self.game
        self.waiting = False
        """An action or "ready" is on its way and not answered yet."""
        self.seats: list[SeatInfo] = []
        self.info: TableInfo | None = None
        self.code = ""
        self.chat: list[ChatMessage] = []
        """The chat heard at this table, oldest first."""
        self.chat_muted = False
        """Chat messages are kept in the history (when the output keeps one) but neither
        spoken nor cued (the mute key)."""
        self.on_gone: Callable[[], None] | None = None
        """Called when this seat is given up: the game is over, or the player left it."""
        self.on_sent_away: Callable[[], None] | None = None
        """Called when the seat is no longer this player's (taken up on another device, or
        the host removed the player), after it is said: back to the Play online menu."""
        self.sent_away = False
        """The server said the seat is another's: nothing more is heard here."""
        self._replayed: list[ChatMessage] = []
        self._first_events: Sequence[object] = codec.decode_any(first.events)
        self._sent: Act | Ready | None = None
        self._resend_at: float | None = None
        self._farewell: Leave | None = None
        self._rejoined = False
        """The connection came back: the next update may hold what was missed meanwhile."""
        self._timed_turn: int | None = None
        """The turn of the decision this seat's time runs for (None: none runs)."""
        self._deadline = 0.0
        """When this seat's time to act runs out, on the session's clock."""
        self._warnings: list[int] = []
        """The seconds left still to be said for this decision, the largest first."""

    def start(self) -> None:
        """Say the table and the deal the first update brought (a game taken up again after
        the program ended: the game and the deal it is at)."""
        new = any(isinstance(event, DealStarted) for event in self._first_events)
        self._say_opening(new=new)
        if not new:
            for line in self.where_resumed():  # trump or the bids, the cards on the table
                self.out.say(line)
        self._after(self._first_events, self.view)

    def tick(self) -> None:
        """Take what the server sent (never blocks); send again what was refused for coming
        too fast."""
        for message in self.connection.poll():
            if self.sent_away:
                return
            self.receive(message)
        self._warn_time()
        if self._resend_at is not None and self.clock() >= self._resend_at:
            self._resend_at = None
            if self._sent is not None:
                self.connection.send(self._sent)
                self.waiting = True

    online = True
    leave_question = "online-leave-question"

    def is_idle(self) -> bool:
        return not self.waiting and super().is_idle()

    def close(self) -> None:
        super().close()
        self.connection.close(farewell=self._farewell)

    # -- from the server ------------------------------------------------------------------------

    def receive(self, message: object) -> None:
        """One message from the server (or a notice of the connection)."""
        if isinstance(message, Update):
            before = self.view
            moved = message.turn != self.remote.turn  # actions were taken meanwhile
            self.remote.view = codec.decode_any(message.view)
            self.remote.turn = message.turn
            events = codec.decode_any(message.events)
            self.waiting = False
            if self._rejoined:
                self._rejoined = False
                if moved:
                    self._caught_up(before)
            self._after(events, before)
        elif isinstance(message, Error):
            if message.code in FINAL_ERRORS:
                self._sent_off(message.code)
                return
            if message.code == "time_up":  # not an answer: the bot's action follows
                self.out.say(t("online-error", code="time_up", table=self.code))
                return
            # refused for coming too fast or not saved, the action is sent again: the table
            # still waits
            self.waiting = message.code in RESENT_ERRORS
            self._refused(message)
        elif isinstance(message, ChatMessage):
            if self._replayed and message == self._replayed[0]:
                self._replayed.pop(0)  # heard before the connection dropped
                return
            self._replayed = []
            self.chat.append(message)
            line = t("online-chat", name=message.name, text=message.text)
            if self.chat_muted:
                keep = getattr(self.out, "keep", None)  # the app's history (Page Up)
                if keep is not None:
                    keep(line)
                return
            self.out.cue(Cue.CHAT, message.seat)
            self.out.say(line)
        elif isinstance(message, TableInfo):
            self.info = message
            self.code = message.code
            self._seats_changed(message.seats)
            self._time_turn()
        elif isinstance(message, Lost):
            self.waiting = False
            self._stop_time()  # the server times connected people only
            key = "online-connection-lost" if message.retrying else "online-connection-gone"
            self.out.say(t(key), interrupt=True)
        elif isinstance(message, Back):
            # the server says its last chat again to a seat that comes back: heard already
            self._replayed = self.chat[-CHAT_KEPT:]
            self._rejoined = True
            self.out.say(t("online-connection-back"))
            if isinstance(self._sent, Ready) and self.awaiting_continue():
                # Enter was pressed for the next deal: a restarted server has forgotten it
                self.connection.send(Ready())
                self.waiting = True

    def _caught_up(self, before: Any) -> None:
        """After the connection came back, what the table did meanwhile (the server sends the
        view as it is now, not the events missed): a new deal with its hand, how the deal
        ended, or each trick taken meanwhile; then trump or the bids and the cards on the table, as
        a resumed game says them."""
        view: Any = self.view
        if view.deal_number != before.deal_number:
            self._say_opening(new=False)
            self.focus = 0
            self.out.say(dealt_hand(self.narrator, view, self._hand()))
        elif self.awaiting_continue():  # the deal ended meanwhile: how it was scored
            self.out.say(self.narrator.deal_scores(view, last=True))
            self.out.say(self.narrator.scores(view))
        elif len(view.tricks) == len(before.tricks) + 1:
            self.out.say(self.narrator.last_trick(view))
        else:  # several tricks: each of them, so that the cards played can be counted
            for index in range(len(before.tricks), len(view.tricks)):
                self.out.say(self.narrator.trick_taken(view, index))
        for line in self.where_resumed():
            self.out.say(line)

    def _after(self, events: Sequence[object], before: Observation) -> None:
        if any(isinstance(event, GameEnded) for event in events):
            self.remote.over = True
            self.leave()
        self._last_action_at = self.clock()
        self._narrate(events, before)  # type: ignore[arg-type]
        self._after_action()
        self._time_turn()

    # -- the time to act ------------------------------------------------------------------------

    @property
    def turn_timeout(self) -> float:
        """Seconds this seat has for each decision, as the host chose (0: no limit)."""
        return self.info.turn_timeout if self.info is not None else 0.0

    def _my_decision(self) -> bool:
        game = self.game
        return (
            not game.is_terminal()
            and not game.is_chance_node()
            and game.current_player == self.human
            and bool(self.view.legal_actions)
        )

    def _time_turn(self) -> None:
        """Start the warnings as a decision of this seat begins; stop them once it moved on."""
        limit = self.turn_timeout
        if limit <= 0 or not self._my_decision():
            self._stop_time()
            return
        if self._timed_turn == self.remote.turn:
            return  # the same decision: its time runs on
        self._timed_turn = self.remote.turn
        self._deadline = self.clock() + limit
        self._warnings = self._warnings_left(limit)

    def _warnings_left(self, left: float) -> list[int]:
        """The warnings still to say with ``left`` seconds to act, the largest first."""
        return [s for s in TIME_WARNINGS if self.turn_timeout >= 2 * s and left > s]

    def _stop_time(self) -> None:
        self._timed_turn = None
        self._warnings = []

    def _warn_time(self) -> None:
        """Say the time left at each warning's moment (the latest only, if several are due)."""
        if not self._warnings:
            return
        left = self._deadline - self.clock()
        due = [seconds for seconds in self._warnings if left <= seconds]
        if due:
            self._warnings = [seconds for seconds in self._warnings if left > seconds]
            self.out.say(t("online-time-left", seconds=due[-1]))

    def _refused(self, error: Error) -> None:
        if error.code in ("stale", "not_your_turn"):
            return  # the game moved on meanwhile; its update says what happened
        if error.code in RESENT_ERRORS:
            self._resend_at = self.clock() + RESEND_SECONDS
            return
        self.out.cue(Cue.ILLEGAL, self.human)
        if self._timed_turn is not None and self._timed_turn == self.remote.turn:
            # refused: the decision is still to make, and its time runs on
            self._warnings = self._warnings_left(self._deadline - self.clock())
        if error.code == "illegal" and error.reason is not None:
            refusal = IllegalActionError(
                error.message,
                error.reason,
                None if error.card is None else Card.parse(error.card),
                None if error.suit is None else Suit.parse(error.suit),
            )
            self.out.say(self.narrator.refusal(refusal), interrupt=True)
        elif error.code == "limit":  # too much from this address: try again later
            self.out.say(t("online-error", code=error.code, table=self.code), interrupt=True)
        else:
            self.out.say(t("online-refused"), interrupt=True)

    def _sent_off(self, code: str) -> None:
        """The seat is no longer this player's (``elsewhere``, ``kicked``): said, the seat is
        forgotten, the connection closed for good, and the player goes back to Play online."""
        self.sent_away = True
        self.waiting = False
        self.out.cue(Cue.ILLEGAL, self.human)
        self.out.say(t("online-error", code=code, table=self.code), interrupt=True)
        if self.on_gone is not None:
            self.on_gone()
        self.close()
        if self.on_sent_away is not None:
            self.on_sent_away()

    def _seats_changed(self, seats: list[SeatInfo]) -> None:
        """Say who sat down, dropped out or came back (the rest is the lobby's news)."""
        old = {seat.seat: seat for seat in self.seats}
        self.seats = list(seats)
        for seat in seats:
            before = old.get(seat.seat)
            if before is None or seat.seat == self.human:
                continue
            said = None
            over = self.game.is_terminal()
            if over:  # after the game a seat only goes: nobody plays on
                gone = seat.away or seat.kind != "person"
                if before.kind == "person" and not before.away and gone:
                    said = t("online-seat-left-lobby", name=seat.name)
            elif before.kind == "empty" and seat.kind == "person":
                said = t("online-seat-joined", name=seat.name)
            elif before.kind == "person" and seat.kind == "bot":  # left by choice
                said = t("online-seat-left", name=seat.name)
            elif seat.away and not before.away:
                said = t("online-seat-away", name=seat.name)
            elif before.away and not seat.away:
                said = t("online-seat-back", name=seat.name)
            if said is not None:
                self.out.cue(Cue.SEAT, seat.seat)
                self.out.say(said)
            if seat.away and seat.bot_level and not before.bot_level and not over:
                self.out.say(t("online-bot-plays", name=seat.name))

    def leave(self) -> None:
        """The player gives up the seat (left by choice, or the game is over). Left during
        the game, the server is told as the connection closes, so a bot plays for the seat at
        once (not after the away timeout)."""
        if not self.game.is_terminal():
            self._farewell = Leave()
        if self.on_gone is not None:
            self.on_gone()

    def help_commands(self) -> list[str]:
        """The table's keys, without the hint and the deal review (neither is given at an
        online table)."""
        return [c for c in super().help_commands() if c not in ("hint", "deal_review")]

    def _cmd_hint(self) -> None:
        self._say(t("online-no-hints"))

    def _cmd_deal_review(self) -> None:
        self._say(t("online-no-review"))

    def who(self) -> str:
        """Who is at the table, seat by seat from this one: each name, whether a person is
        connected or away (and a bot plays for them), and who is thinking now ("You: Anna.
        Right: Beat, connected, thinking. Partner: a strong bot. Left: Carla, away; a bot
        plays for her.")."""
        if not self.seats:
            return t("online-who-unknown")
        players = len(self.seats)
        thinking = self.game.current_player
        lines = []
        for offset in range(players):
            seat = self.seats[(self.human + offset) % players]
            state = (
                "you"
                if seat.seat == self.human
                else "bot"
                if seat.kind == "bot"
                else "away-bot"
                if seat.away and seat.bot_level
                else "away"
                if seat.away
                else "connected"
                if seat.kind == "person"
                else "empty"
            )
            lines.append(
                t(
                    "online-who-seat",
                    place=self.narrator.name(seat.seat),
                    name=seat.name,
                    state=state,
                    level=level_word(seat.bot_level),
                    thinking=str(seat.seat == thinking and seat.seat != self.human).lower(),
                )
            )
        return " ".join(lines)

    # -- to the server --------------------------------------------------------------------------

    def _apply(self, action: Any) -> bool:
        """Send the action (or "ready" between deals); its update is narrated on arrival."""
        message: Act | Ready
        if isinstance(action, NextDeal):
            message = Ready()
            others = [
                seat
                for seat in self.seats
                if seat.seat != self.human and seat.kind == "person" and seat.connected
            ]
            if others:  # a table of bots deals at once
                self.out.say(t("online-waiting"))
        else:
            message = Act(action=str(action), turn=self.remote.turn)
        self._warnings = []  # the player has acted: no more warnings for this decision
        self.connection.send(message)
        self._sent = message
        self.waiting = True
        self.out.cue(Cue.SELECT, self.human)  # the key answers now; the table's update follows
        return True

    def _cue_for(self, event: object) -> Cue | None:
        """As at home, but keeping the six or the dix was cued when it was sent."""
        if isinstance(event, SixKept | DixKept) and event.seat == self.human:
            return None
        return super()._cue_for(event)


def level_word(level: str | None) -> str:
    """A bot's strength in words ("easy"; None: the normal bot that plays for someone away)."""
    return t("online-level", level=level or "normal")
