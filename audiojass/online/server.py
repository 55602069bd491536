"""The table server: ``audiojass serve``.

One asyncio process on the ``websockets`` library holds every table. A table owns its game;
each client holds one seat and is sent only that seat's observation and the events as that
seat may hear them (:func:`events_for`): no other seat's hand, kitty, stock or set-aside hand
ever leaves the server before it is public. Bots fill the seats the host gives them, and play
for a person who dropped once the table's ``away_timeout`` has passed; they think in a pool of
worker processes (or threads), never on the event loop.

Every action is written to the :class:`~audiojass.online.store.Store` (committed) before it is
broadcast, so a server killed at any moment and started again on the same database resumes
every table exactly; the clients reconnect with their seat tokens (:class:`Resume`).

Messages are :mod:`audiojass.online.protocol`'s. A bad message is answered with an
:class:`Error` and a stable code; a connection that sends more than :data:`ABUSE_LIMIT` bad
messages, or floods past its rate limit (:data:`RATE_PER_SECOND`, :data:`RATE_BURST`), is
closed (code 1008); nothing a client sends stops the server or another table.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import multiprocessing
import os
import secrets
import threading
import time
from collections.abc import AsyncIterator, Callable, Sequence
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any

import msgspec
from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from audiojass.rules import (
    ALL_VARIANTS,
    DealEnded,
    DealStarted,
    GameEnded,
    IllegalActionError,
    new_game,
)
from audiojass.rules.actions import SixKept
from audiojass.rules.family_game import DixKept
from audiojass.rules.registry import AnyGame

from . import codec
from .protocol import (
    BOT_LEVELS,
    CHAT_KEPT,
    Act,
    AddBot,
    Chat,
    ChatMessage,
    ClientMessage,
    Error,
    Host,
    Join,
    Leave,
    Ping,
    Pong,
    ProtocolError,
    Ready,
    RemoveBot,
    Resume,
    SeatInfo,
    Sit,
    Start,
    TableInfo,
    Update,
    Welcome,
    decode_client,
    encode_message,
)
from .store import SavedTable, Store, TableSetup

__all__ = [
    "ABUSE_LIMIT",
    "CODE_ALPHABET",
    "FLOOD_LIMIT",
    "RATE_BURST",
    "RATE_PER_SECOND",
    "TableServer",
    "bot_decision",
    "bot_pool",
    "events_for",
    "listening",
    "run_server",
]

log = logging.getLogger("audiojass.server")

CODE_ALPHABET = "BCDFGHJKLMNPQRSTVWXZ23456789"
"""Table codes are 5 of these: no vowels (no words), no 0, O, 1 or I to mistake when spelled."""
CODE_LENGTH = 5

RATE_PER_SECOND = 30.0
"""Messages a connection may send per second, on average."""
RATE_BURST = 60.0
"""Messages a connection may send at once after a quiet spell."""
ABUSE_LIMIT = 50
"""Refused messages (bad or out of turn) after which a connection is closed; a well-formed
card or bid the rules refuse (a player's mistake) does not count (the rate limit still does)."""
FLOOD_LIMIT = 500
"""Messages over the rate limit after which a connection is closed."""
SEND_QUEUE = 256
"""Messages waiting for a slow client before its connection is closed."""


def events_for(seat: int, events: Sequence[object]) -> list[object]:
    """The events as ``seat`` may hear them: another seat's private decision (keeping the six
    of trump, declining the dix) left out, and the cards out of play at a deal's end (kitty,
    stock, set-aside hand) never named."""
    told: list[object] = []
    for event in events:
        if isinstance(event, SixKept | DixKept) and event.seat != seat:
            continue
        if isinstance(event, DealEnded) and event.out_of_play:
            event = replace(event, out_of_play=())
        told.append(event)
    return told


def bot_decision(level: str, seed: int, view: Any) -> str:
    """A bot's action code for ``view`` (run in a worker): the table's opponent of ``level``
    (:func:`audiojass.bots.table_bot`), seeded by ``seed``."""
    from audiojass.bots import table_bot

    return str(table_bot(level, seed=seed).act(view))


def bot_pool(workers: int) -> ProcessPoolExecutor:
    """Worker processes for the bots, started fresh ("spawn": a forked worker would inherit
    the listening socket and keep the port after the server is killed); each ends itself when
    the server process is gone (:func:`_end_with_parent`)."""
    return ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_end_with_parent,
        initargs=(os.getpid(),),
    )


def _end_with_parent(parent: int) -> None:
    """In a bot worker: end this process once ``parent`` has gone (a server killed with
    SIGKILL leaves no orphan)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class _Seat:
    name: str = ""
    token: str | None = None
    """The digest of a person's seat token (None: no person)."""
    bot: str | None = None
    """A bot's level (None: a person's seat or empty)."""
    client: _Client | None = None
    away_since: float | None = None
    """When the person's connection dropped (monotonic seconds), else None."""
    ready: bool = False

    @property
    def empty(self) -> bool:
        return self.token is None and self.bot is None

    def saved(self) -> dict[str, Any]:
        return {"name": self.name, "token": self.token, "bot": self.bot}


@dataclass
class _Table:
    setup: TableSetup
    game: AnyGame
    seats: list[_Seat]
    started: bool = False
    chat: list[tuple[int | None, str, str]] = field(default_factory=list)
    thinking: asyncio.Future[str] | None = None
    thinking_turn: int = -1
    wake: asyncio.TimerHandle | None = None

    @property
    def code(self) -> str:
        return self.setup.code

    @property
    def variant(self) -> str:
        return self.setup.variant

    @property
    def options(self) -> dict[str, Any]:
        return self.setup.options

    @property
    def seed(self) -> int:
        return self.setup.seed

    @property
    def away_timeout(self) -> float:
        return self.setup.away_timeout

    @property
    def host_seat(self) -> int:
        return self.setup.host_seat

    @property
    def turn(self) -> int:
        return len(self.game.history)

    @property
    def finished(self) -> bool:
        return self.game.is_terminal()


class _Client:
    """One connection: its seat (once seated), its send queue and its rate limit."""

    def __init__(self, websocket: ServerConnection, rate: tuple[float, float]) -> None:
        self.websocket = websocket
        self.rate, self.burst = rate
        self.table: _Table | None = None
        self.seat: int | None = None
        self.queue: asyncio.Queue[tuple[str, float] | None] = asyncio.Queue(SEND_QUEUE)
        self.allowance = self.burst
        self.checked = time.monotonic()
        self.refused = 0
        self.flooded = 0
        self.closing = False
        self.token = ""
        """The seat token this connection holds a seat with (kept only while connected)."""

    def push(self, message: msgspec.Struct | str, received: float = 0.0) -> None:
        """Queue a message (or its JSON text; ``received``: when the action it tells of
        arrived, perf_counter seconds, 0.0 for none); a client too slow to take its messages is
        disconnected."""
        if self.closing:
            return
        text = message if isinstance(message, str) else encode_message(message).decode()
        try:
            self.queue.put_nowait((text, received))
        except asyncio.QueueFull:
            self.close(1008, "too slow")

    def close(self, code: int, reason: str) -> None:
        if not self.closing:
            self.closing = True
            asyncio.get_running_loop().create_task(self.websocket.close(code, reason))

    def spend(self) -> bool:
        """Take one message from the rate allowance (False: over the limit)."""
        now = time.monotonic()
        self.allowance = min(self.burst, self.allowance + (now - self.checked) * self.rate)
        self.checked = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True


class TableServer:
    """Every table of one server process.

    Args:
        store: the database (tables are loaded from it now).
        executor: where bots think (default: a pool of ``bot_workers`` processes).
        max_tables: tables held at once (unfinished); a new one beyond is refused (``full``).
        rate: messages a connection may send per second on average, and at once.
        clock: monotonic seconds (tests replace it).
    """

    def __init__(
        self,
        store: Store,
        *,
        executor: Executor | None = None,
        bot_workers: int = 1,
        max_tables: int = 1000,
        rate: tuple[float, float] = (RATE_PER_SECOND, RATE_BURST),
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate = rate
        self.store = store
        self.executor = executor or bot_pool(bot_workers)
        self.bot_workers = bot_workers
        self.closed = False
        self.max_tables = max_tables
        self.clock = clock
        self.tables: dict[str, _Table] = {}
        self.used_codes = store.codes()
        self.measure = False
        """Keep :attr:`latencies` (the benchmark sets it)."""
        self.latencies: list[float] = []
        """Seconds from an action received to each of its updates written to its client's
        connection (while :attr:`measure` is set)."""
        for saved in store.load():
            try:
                self.tables[saved.setup.code] = self._restore(saved)
            except ValueError as error:
                log.error("table %s cannot be restored: %s", saved.setup.code, error)

    # -- tables ----------------------------------------------------------------------------------

    def _restore(self, saved: SavedTable) -> _Table:
        setup = saved.setup
        game = new_game(
            setup.variant, seed=setup.seed, first_dealer=setup.first_dealer, **setup.options
        )
        for action in saved.actions:
            game.apply_action(action)
        now = self.clock()
        seats = [
            _Seat(
                name=s["name"],
                token=s["token"],
                bot=s["bot"],
                away_since=now if s["token"] is not None else None,
            )
            for s in saved.seats
        ]
        return _Table(
            setup=setup, game=game, seats=seats, started=saved.started, chat=list(saved.chat)
        )

    def start_pending(self) -> None:
        """Let the bots of restored tables act (call once the event loop runs)."""
        for table in self.tables.values():
            self._drive(table)

    def _sweep(self) -> None:
        """Let go of the tables nobody is at: never started, or over (a started game whose
        players are all away is kept: they may come back)."""
        for table in list(self.tables.values()):
            if any(place.client is not None for place in table.seats):
                continue
            if not table.started or table.finished:
                self._let_go(table)

    def _let_go(self, table: _Table) -> None:
        """Forget a table (its timer cancelled), written down as over."""
        if table.wake is not None:
            table.wake.cancel()
        self.tables.pop(table.code, None)
        self._save_seats(table, finished=True)

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.used_codes:
                self.used_codes.add(code)
                return code

    def _save_seats(self, table: _Table, *, finished: bool | None = None) -> None:
        """Write a table's seats and state (``finished``: None, whether its game is over)."""
        self.store.update_table(
            table.code,
            seats=[seat.saved() for seat in table.seats],
            started=table.started,
            finished=table.finished if finished is None else finished,
        )

    # -- connections -----------------------------------------------------------------------------

    async def handle(self, websocket: ServerConnection) -> None:
        """Serve one connection until it closes."""
        client = _Client(websocket, self.rate)
        writer = asyncio.get_running_loop().create_task(self._write(client))
        try:
            async for raw in websocket:
                received = time.perf_counter()
                if not client.spend():
                    client.flooded += 1
                    client.push(Error(code="rate_limited", message="too many messages"))
                    if client.flooded > FLOOD_LIMIT:
                        client.close(1008, "too many messages")
                    continue
                try:
                    message = decode_client(raw)
                    self._dispatch(client, message, received)
                except ProtocolError as error:
                    self._refuse(client, error)
                except Exception:  # a bug must cost this message only, not the server
                    log.exception("message %r failed", raw[:200])
                    self._refuse(client, ProtocolError("server_error", "the server failed"))
        except ConnectionClosed:
            pass
        finally:
            client.closing = True
            with contextlib.suppress(asyncio.QueueFull):
                client.queue.put_nowait(None)
            self._dropped(client)
            await writer

    async def _write(self, client: _Client) -> None:
        while True:
            item = await client.queue.get()
            if item is None:
                return
            text, received = item
            try:
                await client.websocket.send(text)
            except ConnectionClosed:
                return
            if received and self.measure:
                self.latencies.append(time.perf_counter() - received)

    def _refuse(self, client: _Client, error: ProtocolError) -> None:
        # a card or bid the rules refuse is a player's mistake (Enter on a card that may not
        # be played, as often as they like): only bad messages count towards the abuse limit
        if not (error.code == "illegal" and error.reason not in (None, "bad_code")):
            client.refused += 1
        client.push(
            Error(
                code=error.code,
                message=str(error),
                about=error.about,
                reason=error.reason,
                card=error.card,
                suit=error.suit,
            )
        )
        if client.refused > ABUSE_LIMIT:
            client.close(1008, "too many refused messages")

    def _dropped(self, client: _Client) -> None:
        table, seat = client.table, client.seat
        if table is None or seat is None:
            return
        place = table.seats[seat]
        if place.client is client:
            place.client = None
            place.away_since = self.clock()  # ``ready`` stays: Enter was heard before the drop
            self._broadcast_info(table)
            self._drive(table)

    # -- messages --------------------------------------------------------------------------------

    def _dispatch(self, client: _Client, message: ClientMessage, received: float) -> None:
        if isinstance(message, Ping):
            client.push(Pong())
        elif isinstance(message, Host):
            self._host(client, message)
        elif isinstance(message, Join):
            self._join(client, message)
        elif isinstance(message, Resume):
            self._resume(client, message)
        else:
            table, seat = client.table, client.seat
            if table is None or seat is None:
                raise ProtocolError("not_seated", "join a table first", _tag(message))
            if isinstance(message, Act):
                self._act(table, seat, message, received)
            elif isinstance(message, Chat):
                self._chat(table, seat, message.text)
            elif isinstance(message, Ready):
                self._ready(table, seat)
            elif isinstance(message, Leave):
                self._leave(client, table, seat)
            elif isinstance(message, Sit):
                self._sit(client, table, seat, message.seat)
            else:
                self._host_command(table, seat, message)

    def _host(self, client: _Client, message: Host) -> None:
        if client.table is not None:
            raise ProtocolError("already_seated", "this connection holds a seat", "host")
        if len(self.tables) >= self.max_tables:
            self._sweep()
        if len(self.tables) >= self.max_tables:
            raise ProtocolError("full", "the server holds as many tables as it may", "host")
        if message.variant not in ALL_VARIANTS:
            raise ProtocolError("bad_variant", f"unknown variant {message.variant!r}", "host")
        seed = secrets.randbelow(2**31)
        variant = ALL_VARIANTS[message.variant]
        first_dealer = secrets.randbelow(variant.players)
        try:
            game = new_game(
                message.variant, seed=seed, first_dealer=first_dealer, **message.options
            )
        except (ValueError, TypeError) as error:
            raise ProtocolError("bad_variant", str(error), "host") from None
        players = game.players
        seat = 0 if message.seat is None else message.seat
        if seat >= players:
            raise ProtocolError("bad_seat", f"seats are 0 to {players - 1}", "host")
        setup = TableSetup(
            self._new_code(),
            message.variant,
            dict(message.options),
            seed,
            first_dealer,
            message.away_timeout,
            seat,
        )
        table = _Table(setup=setup, game=game, seats=[_Seat() for _ in range(players)])
        token = secrets.token_urlsafe(24)
        table.seats[seat] = _Seat(name=_clean(message.name, seat), token=_digest(token))
        self.store.create(setup, [s.saved() for s in table.seats])
        self.tables[table.code] = table
        self._seat(client, table, seat, token)

    def _join(self, client: _Client, message: Join) -> None:
        if client.table is not None:
            raise ProtocolError("already_seated", "this connection holds a seat", "join")
        table = self._table(message.code, "join")
        if table.started:
            raise ProtocolError("started", "the game has started", "join")
        if message.seat is None:
            free = [n for n, s in enumerate(table.seats) if s.empty]
            if not free:
                raise ProtocolError("bad_seat", "every seat is taken", "join")
            seat = free[0]
        else:
            seat = message.seat
            if seat >= len(table.seats) or not table.seats[seat].empty:
                raise ProtocolError("bad_seat", f"seat {seat} is not free", "join")
        token = secrets.token_urlsafe(24)
        table.seats[seat] = _Seat(name=_clean(message.name, seat), token=_digest(token))
        self._save_seats(table)
        self._seat(client, table, seat, token)

    def _sit(self, client: _Client, table: _Table, seat: int, wanted: int) -> None:
        """Move a person who is not the host to an empty seat before the start."""
        if table.started:
            raise ProtocolError("started", "the game has started", "sit")
        if seat == table.host_seat:
            raise ProtocolError("bad_seat", "the host keeps the seat it opened at", "sit")
        if wanted >= len(table.seats) or not table.seats[wanted].empty:
            raise ProtocolError("bad_seat", f"seat {wanted} is not free", "sit")
        table.seats[wanted], table.seats[seat] = table.seats[seat], _Seat()
        client.seat = wanted
        self._save_seats(table)
        client.push(Welcome(code=table.code, seat=wanted, token=client.token, host=False))
        self._broadcast_info(table)

    def _resume(self, client: _Client, message: Resume) -> None:
        if client.table is not None:
            raise ProtocolError("already_seated", "this connection holds a seat", "resume")
        table = self._table(message.code, "resume")
        digest = _digest(message.token)
        for number, place in enumerate(table.seats):
            if place.token is not None and secrets.compare_digest(place.token, digest):
                old = place.client
                if old is not None:
                    old.table = old.seat = None
                    old.close(1000, "the seat was taken up again elsewhere")
                self._seat(client, table, number, message.token)
                return
        raise ProtocolError("bad_token", "no seat at this table has that token", "resume")

    def _table(self, code: str, about: str) -> _Table:
        table = self.tables.get(code.strip().upper())
        if table is None:
            raise ProtocolError("no_table", f"no table {code!r}", about)
        return table

    def _seat(self, client: _Client, table: _Table, seat: int, token: str) -> None:
        place = table.seats[seat]
        place.client = client
        place.away_since = None
        client.table, client.seat, client.token = table, seat, token
        client.push(Welcome(code=table.code, seat=seat, token=token, host=seat == table.host_seat))
        self._broadcast_info(table)
        for said_by, name, text in table.chat[-CHAT_KEPT:]:
            client.push(ChatMessage(seat=said_by, name=name, text=text))
        if table.started:
            game = table.game
            # a game that ended meanwhile ends for the seat coming back too: its result
            ended = [GameEnded(tuple(game.scores), game.winners)] if table.finished else []
            client.push(
                Update(
                    turn=table.turn,
                    events=[codec.encode(e) for e in ended],
                    view=codec.encode(game.observation(seat)),
                )
            )
        self._drive(table)

    def _host_command(self, table: _Table, seat: int, message: ClientMessage) -> None:
        about = _tag(message)
        if seat != table.host_seat:
            raise ProtocolError("not_host", "only the host may do this", about)
        if table.started:
            raise ProtocolError("started", "the game has started", about)
        if isinstance(message, AddBot):
            if message.level not in BOT_LEVELS:
                raise ProtocolError("invalid", f"bots are {', '.join(BOT_LEVELS)}", about)
            if message.seat >= len(table.seats) or not table.seats[message.seat].empty:
                raise ProtocolError("bad_seat", f"seat {message.seat} is not free", about)
            table.seats[message.seat] = _Seat(name=f"Bot {message.seat + 1}", bot=message.level)
        elif isinstance(message, RemoveBot):
            if message.seat >= len(table.seats) or table.seats[message.seat].bot is None:
                raise ProtocolError("bad_seat", f"seat {message.seat} holds no bot", about)
            table.seats[message.seat] = _Seat()
        elif isinstance(message, Start):
            if any(place.empty for place in table.seats):
                raise ProtocolError("bad_seat", "every seat needs a player or a bot", about)
            table.started = True
            self._save_seats(table)
            self._apply(table, str(table.game.chance_outcome()), time.perf_counter())
            return
        self._save_seats(table)
        self._broadcast_info(table)

    def _act(self, table: _Table, seat: int, message: Act, received: float) -> None:
        game = table.game
        if not table.started:
            raise ProtocolError("not_started", "the game has not started", "act")
        if game.is_terminal() or game.is_chance_node() or game.current_player != seat:
            raise ProtocolError("not_your_turn", "it is not this seat's turn", "act")
        if message.turn != table.turn:
            raise ProtocolError("stale", f"the state is at turn {table.turn}", "act")
        self._apply(table, message.action, received)

    def _ready(self, table: _Table, seat: int) -> None:
        game = table.game
        if not table.started or game.is_terminal() or not game.is_chance_node():
            raise ProtocolError("not_your_turn", "the deal is not over", "ready")
        table.seats[seat].ready = True
        self._broadcast_info(table)
        self._drive(table)

    def _leave(self, client: _Client, table: _Table, seat: int) -> None:
        """The person gave up the seat (:class:`Leave`): before the start it is emptied (the
        host's leaving closes the table for everyone); during the game a bot plays for it from
        now on, under the person's name, and the others are told at once instead of waiting
        for an away timeout (which may be never)."""
        place = table.seats[seat]
        client.table = client.seat = None
        place.client = None
        place.token = None
        place.away_since = None
        place.ready = False
        if not table.started:
            if seat == table.host_seat:
                self._close(table)
                return
            place.name = ""
        elif not table.finished:
            place.bot = "normal"
        self._save_seats(table)
        self._broadcast_info(table)
        self._drive(table)

    def _close(self, table: _Table) -> None:
        """The host left before the start: everyone still seated is told (``closed``) and the
        table is let go."""
        for place in table.seats:
            other = place.client
            if other is not None:
                other.push(Error(code="closed", message="the host closed the table", about="leave"))
                other.table = other.seat = None
            place.client = None
        self._let_go(table)

    def _chat(self, table: _Table, seat: int, text: str) -> None:
        text = _speakable(text)
        if not text:
            raise ProtocolError("invalid", "an empty message", "chat")
        name = table.seats[seat].name
        table.chat.append((seat, name, text))
        self.store.add_chat(table.code, len(table.chat), seat, name, text)
        message = ChatMessage(seat=seat, name=name, text=text)
        for place in table.seats:
            if place.client is not None:
                place.client.push(message)

    # -- the game --------------------------------------------------------------------------------

    def _apply(self, table: _Table, action: str, received: float) -> None:
        """Apply an action, commit it, then send every seat its update."""
        game = table.game
        turn = table.turn
        try:
            events = game.apply_action(action)
        except IllegalActionError as error:
            raise ProtocolError(
                "illegal",
                str(error),
                "act",
                reason=error.reason,
                card=None if error.card is None else str(error.card),
                suit=None if error.suit is None else error.suit.letter,
            ) from None
        except ValueError as error:  # not an action code
            raise ProtocolError("illegal", str(error), "act", reason="bad_code") from None
        code = str(game.history[-1])
        self.store.add_action(table.code, turn, code, finished=game.is_terminal())
        self._broadcast_update(table, list(events), received)
        self._drive(table)

    def _broadcast_update(self, table: _Table, events: list[object], received: float) -> None:
        for number, place in enumerate(table.seats):
            if place.client is None:
                continue
            place.client.push(
                Update(
                    turn=table.turn,
                    events=[codec.encode(e) for e in events_for(number, events)],
                    view=codec.encode(table.game.observation(number)),
                ),
                received,
            )
        if any(isinstance(event, DealEnded | DealStarted) for event in events):
            self._broadcast_info(table)  # who is ready changed

    def _broadcast_info(self, table: _Table) -> None:
        info = encode_message(self._info(table)).decode()
        for place in table.seats:
            if place.client is not None:
                place.client.push(info)

    def _info(self, table: _Table) -> TableInfo:
        seats = []
        for number, place in enumerate(table.seats):
            away = place.token is not None and place.client is None
            level = place.bot
            if away and self._bot_plays(table, number):
                level = "normal"
            seats.append(
                SeatInfo(
                    seat=number,
                    name=place.name,
                    kind="bot" if place.bot else ("person" if place.token else "empty"),
                    connected=place.client is not None,
                    away=away,
                    bot_level=level,
                )
            )
        return TableInfo(
            code=table.code,
            variant=table.variant,
            options=table.options,
            host_seat=table.host_seat,
            started=table.started,
            seats=seats,
            ready=[n for n, p in enumerate(table.seats) if p.ready],
        )

    def _bot_plays(self, table: _Table, seat: int) -> bool:
        """A bot decides for this seat now: a bot's seat, or a person away past the timeout."""
        place = table.seats[seat]
        if place.bot is not None:
            return True
        if place.client is not None or place.away_since is None or table.away_timeout <= 0:
            return False
        return self.clock() - place.away_since >= table.away_timeout

    def _drive(self, table: _Table) -> None:
        """Start whatever happens next without a person: the next deal once everyone present
        is ready, a bot's decision, or a timer for a dropped person's timeout."""
        game = table.game
        if not table.started or game.is_terminal():
            return
        if game.is_chance_node():
            present = [p for p in table.seats if p.client is not None]
            if present and all(p.ready for p in present):
                for place in table.seats:
                    place.ready = False
                self._apply(table, str(game.chance_outcome()), time.perf_counter())
            return
        seat = game.current_player
        if seat is None:
            return
        if self._bot_plays(table, seat):
            if table.thinking is None or table.thinking_turn != table.turn:
                self._think(table, seat)
            return
        place = table.seats[seat]
        if place.away_since is not None and table.away_timeout > 0 and table.wake is None:
            delay = max(0.0, place.away_since + table.away_timeout - self.clock())
            loop = asyncio.get_running_loop()
            table.wake = loop.call_later(delay + 0.01, self._wake, table)

    def _wake(self, table: _Table) -> None:
        table.wake = None
        self._broadcast_info(table)
        self._drive(table)

    def _think(self, table: _Table, seat: int) -> None:
        place = table.seats[seat]
        level = place.bot or "normal"
        turn = table.turn
        seed = (table.seed * 1_000_003 + turn * 11 + seat) % 2**31
        view = table.game.observation(seat)
        loop = asyncio.get_running_loop()
        try:
            future = loop.run_in_executor(self.executor, bot_decision, level, seed, view)
        except (BrokenExecutor, RuntimeError) as error:
            if self.closed:
                return
            self._renew_pool(error)
            future = loop.run_in_executor(self.executor, bot_decision, level, seed, view)
        table.thinking, table.thinking_turn = future, turn

        def done(result: asyncio.Future[str]) -> None:
            if table.thinking is result:
                table.thinking = None
            if self.closed:
                return
            if result.cancelled() or table.turn != turn or not self._bot_plays(table, seat):
                self._drive(table)
                return
            try:
                action = result.result()
                self._apply(table, action, time.perf_counter())
            except Exception as error:  # a bot's failure must not stop the table
                log.error("bot at table %s seat %d failed: %r", table.code, seat, error)
                if isinstance(error, BrokenExecutor):
                    self._renew_pool(error)
                legal = table.game.observation(seat).legal_actions
                if legal and table.turn == turn:
                    self._apply(table, str(legal[0]), time.perf_counter())

        future.add_done_callback(done)

    def _renew_pool(self, error: BaseException) -> None:
        """A worker died (killed, out of memory): start a new pool of bot workers."""
        log.error("the bot workers failed (%r); starting new ones", error)
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.executor = bot_pool(self.bot_workers)

    def close(self) -> None:
        self.closed = True
        for table in self.tables.values():
            if table.wake is not None:
                table.wake.cancel()
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.store.close()


def _speakable(text: str) -> str:
    """``text`` as it will be spoken: printable characters only, words single-spaced."""
    return " ".join("".join(c for c in text if c.isprintable() or c.isspace()).split())


def _clean(name: str, seat: int) -> str:
    """A player's name as it will be spoken (:func:`_speakable`); "Seat N" when nothing is
    left."""
    return _speakable(name) or f"Seat {seat + 1}"


def _tag(message: msgspec.Struct) -> str:
    return str(type(message).__struct_config__.tag)


@contextlib.asynccontextmanager
async def listening(
    tables: TableServer, host: str, port: int, *, close_timeout: float = 10.0
) -> AsyncIterator[WsServer]:
    """``tables`` served on ``host``:``port`` (0: any free port) with the protocol's limits
    (frames of at most 64 KiB, 64 waiting); the tables a restart left unfinished move on
    (their bots) once it listens. Yields the listening server (its sockets
    tell the port)."""
    async with serve(
        tables.handle, host, port, max_size=2**16, max_queue=64, close_timeout=close_timeout
    ) as server:
        tables.start_pending()
        yield server


async def run_server(
    host: str,
    port: int,
    db: str,
    *,
    ready: Callable[[WsServer], None] | None = None,
    bot_workers: int = 1,
) -> None:
    """Serve forever. ``ready`` is called with the listening server (its sockets tell the port
    when ``port`` is 0); bots think in ``bot_workers`` processes."""
    tables = TableServer(Store(db), bot_workers=bot_workers)
    try:
        async with listening(tables, host, port) as server:
            if ready is not None:
                ready(server)
            await asyncio.Future()
    finally:
        tables.close()
