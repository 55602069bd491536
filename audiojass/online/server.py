"""The table server: ``audiojass serve``.

One asyncio process on the ``websockets`` library holds every table. A table owns its game;
each client holds one seat and is sent only that seat's observation and the events as that
seat may hear them (:func:`events_for`): no other seat's hand, kitty, stock or set-aside hand
ever leaves the server before it is public, and no seat learns of another's private decision
(keeping the six of trump, declining the dix): while it is taken the other seats are sent
nothing, and the turn numbers they see skip it (:meth:`TableServer.seen_turn`). Bots fill the
seats the host gives them, and play for a person who dropped once the table's
``away_timeout`` has passed (or, with a ``turn_timeout``, for anyone who has not acted in
time); they think in worker processes, never on the event loop: quick bots in a lane of their
own, searching bots in a pool whose time is shared fairly between the tables waiting for it.

Deals come from the operating system's randomness (:class:`random.SystemRandom`), one shuffle
per deal, and are stored as dealt: no seed reproduces a table's cards. Every action is written
to the :class:`~audiojass.online.store.Store` on a thread of its own before it is applied to the
live game and broadcast (commit, then apply): a write that fails changes nothing and the seat
is told ``busy``; a server killed at any moment and started again on the same database resumes
every table exactly; the clients reconnect with their seat tokens (:class:`Resume`).

Messages are :mod:`audiojass.online.protocol`'s. A bad message is answered with an
:class:`Error` and a stable code. What any client may cost the server is bounded
(:class:`Limits` lists each limit; those per address hold across reconnections), and so is
the log (:data:`LOG_PER_MINUTE`). Nothing a client sends stops the server or another table.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import multiprocessing
import os
import queue
import random
import secrets
import shutil
import sqlite3
import threading
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

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
from audiojass.rules.components import DixKept
from audiojass.rules.game import Phase
from audiojass.rules.registry import AnyGame

from . import codec
from .names import NameRefused, speakable, table_name
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
    Kick,
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
    "CODE_LENGTH",
    "FLOOD_LIMIT",
    "LOG_PER_MINUTE",
    "RATE_BURST",
    "RATE_PER_SECOND",
    "Limits",
    "TableServer",
    "bot_decision",
    "bot_pool",
    "events_for",
    "listening",
    "run_server",
]

log = logging.getLogger("audiojass.server")
_T = TypeVar("_T")

CODE_ALPHABET = "BCDFGHJKLMNPQRSTVWXZ23456789"
"""Table codes are :data:`CODE_LENGTH` of these: no vowels (no words), no 0, O, 1 or I to
mistake when spelled."""
CODE_LENGTH = 8
"""28⁸ ≈ 3.8·10¹¹ codes: with 1,000 tables open and :attr:`Limits.lookups` wrong codes a minute
from one address, finding any open table takes about 70 years from that address."""

RATE_PER_SECOND = 30.0
"""Messages a connection may send per second, on average."""
RATE_BURST = 60.0
"""Messages a connection may send at once after a quiet spell."""
ABUSE_LIMIT = 50
"""Refused messages (bad or out of turn) a connection may have pending before it is closed;
one is forgiven every 5 seconds. A well-formed card or bid the rules refuse (a player's
mistake) does not count (the rate limit still does)."""
FLOOD_LIMIT = 200
"""Messages over the rate limit after which a connection is closed and its address refused
for :attr:`Limits.ban_seconds`."""
SEND_QUEUE = 256
"""Messages waiting for a slow client before its connection is closed."""
LOG_PER_MINUTE = 30
"""Log lines a minute about connections and messages (more are counted, then summed up)."""
QUICK_BOTS = ("easy", "random")
"""Bots that decide in milliseconds: they think in a lane of their own, never behind a search."""


@dataclass(frozen=True)
class Limits:
    """What one server allows, in all and per client address (the IP address a connection
    comes from; behind a proxy every client has the proxy's). Seconds unless said.

    Attributes:
        max_tables: unfinished tables held at once (a new one beyond is ``full``).
        tables_per_address: unfinished tables opened from one address (``limit``).
        lobbies_per_address: of those, tables not yet started (``limit``).
        connections: connections at once, counted from the TCP accept (half-open too).
        connections_per_address: connections at once from one address.
        handshake_seconds: time a connection has to finish its opening handshake.
        idle_seconds: time a connection holding no seat may stay silent.
        rate: messages per second and burst, per connection.
        address_rate: messages per second and burst, for all connections of one address.
        refusals: refused messages pending before a connection is closed (one forgiven
            every ``refusal_seconds``).
        flood: messages over a rate limit before a connection is closed.
        ban_seconds: an address whose connection was closed for flooding is refused this long.
        lookups: wrong table codes or seat tokens per minute from one address, and at once.
        chat_rate: chat lines per second and burst, per seat.
        lobby_seconds: a table not started that nobody is connected to is let go after this.
        abandoned_seconds: a started table that nobody is connected to is let go after this.
        min_free_bytes: free disk space under the database below which no table is opened.
        trusted_proxies: addresses of reverse proxies whose ``X-Forwarded-For`` header names
            the player's own address (its last entry); every limit per address then counts
            that address instead of the proxy's.
    """

    max_tables: int = 1000
    tables_per_address: int = 8
    lobbies_per_address: int = 3
    connections: int = 900
    connections_per_address: int = 32
    handshake_seconds: float = 5.0
    idle_seconds: float = 30.0
    rate: tuple[float, float] = (RATE_PER_SECOND, RATE_BURST)
    address_rate: tuple[float, float] = (60.0, 120.0)
    refusals: int = ABUSE_LIMIT
    refusal_seconds: float = 5.0
    flood: int = FLOOD_LIMIT
    ban_seconds: float = 60.0
    lookups: tuple[float, float] = (10.0, 10.0)
    chat_rate: tuple[float, float] = (0.5, 5.0)
    lobby_seconds: float = 600.0
    abandoned_seconds: float = 3600.0
    min_free_bytes: int = 64 * 2**20
    trusted_proxies: tuple[str, ...] = ()


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


def _private_decider(game: AnyGame) -> int | None:
    """The seat taking a decision the others may not know of (whether to exchange the six of
    trump or the dix, which tells that it holds that card), else None."""
    if game.phase is Phase.SIX:
        return game.current_player
    return None


def _count_hidden(hidden: list[int], events: Sequence[object]) -> None:
    """Add to ``hidden`` (per seat, the actions it may not know of) the private decisions
    among ``events``: each is hidden from every seat but the one that took it."""
    for event in events:
        if isinstance(event, SixKept | DixKept):
            for seat in range(len(hidden)):
                hidden[seat] += seat != event.seat


def bot_decision(level: str, seed: int, view: Any, share: float = 1.0) -> str:
    """A bot's action code for ``view`` (run in a worker): the table's opponent of ``level``
    (:func:`audiojass.bots.table_bot`), seeded by ``seed``; a searching bot thinks ``share``
    (0 to 1) of its usual time, the table's fair share of a busy pool."""
    from audiojass.bots import SearchBot, table_bot

    bot = table_bot(level, seed=seed)
    if share < 1.0 and isinstance(bot, SearchBot):
        budget_ms = max(20.0, bot.budget * 1000 * share)
        return str(bot.analyse(view, budget_ms=budget_ms)[0].action)
    return str(bot.act(view))


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


class _Bucket:
    """A token bucket: ``rate`` a second, at most ``burst`` saved up."""

    __slots__ = ("burst", "checked", "rate", "tokens")

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.checked = now

    def _fill(self, now: float) -> float:
        """The tokens saved up by ``now``."""
        self.tokens = min(self.burst, self.tokens + (now - self.checked) * self.rate)
        self.checked = now
        return self.tokens

    def take(self, now: float) -> bool:
        """Take one token (False: none left)."""
        if self._fill(now) < 1:
            return False
        self.tokens -= 1
        return True

    def left(self, now: float) -> bool:
        return self._fill(now) >= 1

    def full(self, now: float) -> bool:
        return self._fill(now) >= self.burst


class _Writer:
    """The database's own thread: it takes the writes in the order they were queued, each its
    own transaction, and reports each one's result; writes queued while it works are taken
    together, so that a busy server hands the thread its work once a batch, not once a write."""

    def __init__(self) -> None:
        self.queue: queue.SimpleQueue[
            tuple[Callable[[], object], Callable[[Any, BaseException | None], None]] | None
        ] = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._run, name="table-store", daemon=True)
        self.thread.start()

    def submit(
        self, write: Callable[[], object], done: Callable[[Any, BaseException | None], None]
    ) -> None:
        self.queue.put((write, done))

    def _run(self) -> None:
        while True:
            batch = [self.queue.get()]
            with contextlib.suppress(queue.Empty):
                while len(batch) < 256:
                    batch.append(self.queue.get_nowait())
            for item in batch:
                if item is None:
                    return
                write, done = item
                try:
                    result, error = write(), None
                except Exception as failure:  # each write's own failure, told to its caller
                    result, error = None, failure
                done(result, error)

    def close(self) -> None:
        """Write what is queued, then end the thread."""
        self.queue.put(None)
        self.thread.join(30)


class _Throttle(logging.Filter):
    """At most ``per_minute`` records a minute through a logger; the rest are counted and
    summed up in the next record let through. Tracebacks only for the first few a minute."""

    def __init__(self, per_minute: int = LOG_PER_MINUTE, tracebacks: int = 3) -> None:
        super().__init__()
        self.per_minute, self.tracebacks = per_minute, tracebacks
        self.minute = -1
        self.count = 0
        self.dropped = 0

    def filter(self, record: logging.LogRecord) -> bool:
        minute = int(time.monotonic() // 60)
        if minute != self.minute:
            self.minute, self.count = minute, 0
        self.count += 1
        if self.count > self.per_minute:
            self.dropped += 1
            return False
        if self.count > self.tracebacks:
            record.exc_info = None
            record.exc_text = None
        if self.dropped:
            record.msg = f"{record.getMessage()} ({self.dropped} log lines left out before)"
            record.args = ()
            self.dropped = 0
        return True


log.addFilter(_Throttle())
_ws_log = logging.getLogger("audiojass.server.connections")
_ws_log.addFilter(_Throttle())


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
    chat: _Bucket | None = None
    """The seat's chat allowance (made at its first line)."""

    @property
    def empty(self) -> bool:
        return self.token is None and self.bot is None

    @property
    def level(self) -> str:
        """The bot that decides for this seat: its own, or the normal one playing for a
        person."""
        return self.bot or "normal"

    def saved(self) -> dict[str, Any]:
        return {"name": self.name, "token": self.token, "bot": self.bot}


@dataclass
class _Table:
    setup: TableSetup
    game: AnyGame
    seats: list[_Seat]
    started: bool = False
    chat: deque[tuple[int | None, str, str]] = field(
        default_factory=lambda: deque(maxlen=CHAT_KEPT)
    )
    chat_count: int = 0
    """Chat lines ever said at the table (numbers the stored lines)."""
    thinking_turn: int = -1
    """The turn a bot's decision is under way for (queued, thinking or being applied)."""
    wake: asyncio.TimerHandle | None = None
    timer: asyncio.TimerHandle | None = None
    """The turn timer of the person to act (``turn_timeout``)."""
    timer_turn: int = -1
    forced_turn: int = -1
    """The turn at which a bot acts for a person whose time ran out."""
    deal_due: bool = False
    """The next deal is to be dealt (the start, or everyone was ready) and not stored yet."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    """Held while an action is stored and applied (one at a time per table)."""
    hidden: list[int] = field(default_factory=list)
    """Per seat, the actions it may not know were taken (another seat's private decision)."""
    withheld: dict[int, list[object]] = field(default_factory=dict)
    """Seats owed an update while another decides privately, with the events they will hear."""
    owner: str = ""
    """The address the table was opened from ("" for a table restored from the database)."""
    kicked: set[str] = field(default_factory=set)
    """Digests of the seat tokens the host removed, and the addresses they came from."""
    empty_since: float | None = None
    """Since when nobody has been connected (monotonic seconds), else None."""

    code: str = field(init=False)
    seed: int = field(init=False)
    away_timeout: float = field(init=False)
    turn_timeout: float = field(init=False)
    host_seat: int = field(init=False)
    """These five: the :attr:`setup`'s (fixed when the table is opened)."""

    def __post_init__(self) -> None:
        setup = self.setup
        self.code, self.seed, self.host_seat = setup.code, setup.seed, setup.host_seat
        self.away_timeout, self.turn_timeout = setup.away_timeout, setup.turn_timeout

    @property
    def turn(self) -> int:
        return len(self.game.history)

    @property
    def finished(self) -> bool:
        return self.game.is_terminal()

    @property
    def present(self) -> bool:
        return any(place.client is not None for place in self.seats)

    def cancel_timers(self) -> None:
        for timer in (self.wake, self.timer):
            if timer is not None:
                timer.cancel()

    def waited_for(self) -> list[int]:
        """The seats of the people the table waits for: those not ready for the next deal, or
        the seat to act."""
        if self.game.is_chance_node():
            return [n for n, p in enumerate(self.seats) if p.client is not None and not p.ready]
        seat = self.game.current_player
        return [] if seat is None else [seat]


@dataclass
class _Address:
    """What one client address may still do."""

    messages: _Bucket
    lookups: _Bucket
    sockets: int = 0
    banned_until: float = 0.0


class _Client:
    """One connection: its seat (once seated), its send queue and its allowances."""

    def __init__(
        self, websocket: ServerConnection, address: _Address, limits: Limits, now: float
    ) -> None:
        self.websocket = websocket
        self.address = address
        self.ip = getattr(websocket, "ip", "")
        self.bucket = _Bucket(*limits.rate, now)
        self.table: _Table | None = None
        self.seat: int | None = None
        self.queue: asyncio.Queue[tuple[str, float] | None] = asyncio.Queue(SEND_QUEUE)
        self.refused = 0.0
        self.refused_at = now
        self.flooded = 0
        self.closing = False
        self.close_with: tuple[int, str] | None = None
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
        """Close the connection once what is queued for it has been sent."""
        if not self.closing:
            self.closing = True
            self.close_with = (code, reason)
            try:
                self.queue.put_nowait(None)
            except asyncio.QueueFull:  # too slow to take even that: close at once
                asyncio.get_running_loop().create_task(self.websocket.close(code, reason))


class TableServer:
    """Every table of one server process.

    Args:
        store: the database (tables are loaded from it now; written on a thread of its own).
        executor: where searching bots think (default: a pool of ``bot_workers`` processes).
        quick_executor: where the quick bots (:data:`QUICK_BOTS`) think (default: one process
            of its own; a thread when ``executor`` is given).
        bot_workers: searches at once (the pool's size).
        limits: what clients may do (:class:`Limits`); ``max_tables`` and ``rate``, when
            given, replace those two of it.
        clock: monotonic seconds (tests replace it).
    """

    def __init__(
        self,
        store: Store,
        *,
        executor: Executor | None = None,
        quick_executor: Executor | None = None,
        bot_workers: int = 1,
        limits: Limits | None = None,
        max_tables: int | None = None,
        rate: tuple[float, float] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        limits = limits or Limits()
        if max_tables is not None:
            limits = replace(limits, max_tables=max_tables)
        if rate is not None:
            limits = replace(limits, rate=rate)
        self.limits = limits
        self.store = store
        self.writer = _Writer()
        """The one thread that writes the database (SQLite writes one at a time anyway)."""
        self.executor = executor or bot_pool(bot_workers)
        if quick_executor is None:
            quick_executor = ThreadPoolExecutor(1) if executor is not None else bot_pool(1)
        self.quick = quick_executor
        self.bot_workers = max(1, bot_workers)
        self.closed = False
        self.clock = clock
        self.random = random.SystemRandom()
        self.tables: dict[str, _Table] = {}
        self.addresses: dict[str, _Address] = {}
        self.sockets = 0
        """Connections open now, from their TCP accept."""
        self.searching = 0
        """Searches running in :attr:`executor`."""
        self.waiting: deque[tuple[_Table, int]] = deque()
        """Tables waiting for a search, first come first served (each at most once)."""
        self.low_disk = False
        self._sweeper: asyncio.Task[None] | None = None
        self.used_codes = store.codes()
        self.measure = False
        """Keep :attr:`latencies` (the benchmark sets it)."""
        self.latencies: list[float] = []
        """Seconds from an action received to each of its updates written to its client's
        connection (while :attr:`measure` is set)."""
        now = self.clock()
        for saved in store.load():
            try:
                table = self._restore(saved)
            except ValueError as error:
                log.error("table %s cannot be restored: %s", saved.setup.code, error)
                continue
            table.empty_since = now
            self.tables[saved.setup.code] = table

    # -- tables ----------------------------------------------------------------------------------

    def _restore(self, saved: SavedTable) -> _Table:
        setup = saved.setup
        game = new_game(
            setup.variant, seed=setup.seed, first_dealer=setup.first_dealer, **setup.options
        )
        hidden = [0] * game.players
        for action in saved.actions:
            _count_hidden(hidden, game.apply_action(action))
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
        table = _Table(setup=setup, game=game, seats=seats, started=saved.started, hidden=hidden)
        table.chat.extend(saved.chat)
        table.chat_count = saved.chat_count
        return table

    def start_pending(self) -> None:
        """Start the server's own timers (call once the event loop runs). The tables a restart
        left unfinished move on as soon as someone is back at them."""
        if self._sweeper is None:
            self._sweeper = asyncio.get_running_loop().create_task(self._sweep_forever())
        for table in self.tables.values():
            self._drive(table)

    async def _sweep_forever(self) -> None:
        while not self.closed:
            await asyncio.sleep(5.0)
            try:
                self._sweep()
            except Exception:  # the sweep must never end the server
                log.exception("the sweep failed")

    def _sweep(self) -> None:
        """Let go of the tables nobody has been at for long (a lobby after
        :attr:`Limits.lobby_seconds`, a started game after :attr:`Limits.abandoned_seconds`)
        and of the addresses with nothing left to count; check the disk."""
        now = self.clock()
        for table in list(self.tables.values()):
            if table.present:
                continue
            since = table.empty_since if table.empty_since is not None else now
            waited = now - since
            wait = self.limits.abandoned_seconds if table.started else self.limits.lobby_seconds
            if table.finished or waited >= wait:
                self._let_go(table)
        for ip, address in list(self.addresses.items()):
            quiet = address.messages.full(now) and address.lookups.full(now)
            if address.sockets == 0 and quiet and address.banned_until <= now:
                del self.addresses[ip]
        self.low_disk = _free_bytes(self.store.path) < self.limits.min_free_bytes
        if self.low_disk:
            log.error("the disk holding the database is nearly full: no new tables")

    def _sweep_for_room(self) -> None:
        """The server is full: let go of every table nobody is at that never started or is
        over, before refusing a new one."""
        for table in list(self.tables.values()):
            if not table.present and (not table.started or table.finished):
                self._let_go(table)

    def _let_go(self, table: _Table) -> None:
        """Forget a table (its timers cancelled), written down as over."""
        table.cancel_timers()
        self.tables.pop(table.code, None)
        self._save_seats(table, finished=True)

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.used_codes:
                self.used_codes.add(code)
                return code

    # -- the database, off the event loop ----------------------------------------------------------

    async def _write(self, function: Callable[..., _T], *args: Any, **kwargs: Any) -> _T:
        """Run a :class:`Store` method on the writer thread and wait for it."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[_T] = loop.create_future()

        def settle(result: Any, error: BaseException | None) -> None:
            if not future.done():
                if error is None:
                    future.set_result(result)
                else:
                    future.set_exception(error)

        def done(result: Any, error: BaseException | None) -> None:
            with contextlib.suppress(RuntimeError):  # the loop has closed
                loop.call_soon_threadsafe(settle, result, error)

        self.writer.submit(lambda: function(*args, **kwargs), done)
        return await future

    def _write_soon(self, function: Callable[..., object], *args: Any, **kwargs: Any) -> None:
        """Queue a write that nothing waits for (seats, chat), in order with the others; a
        failure is logged."""

        def done(result: object, error: BaseException | None) -> None:
            if error is not None:
                log.error("a write to the database failed: %r", error)

        if not self.closed:
            self.writer.submit(lambda: function(*args, **kwargs), done)

    def _save_seats(self, table: _Table, *, finished: bool | None = None) -> None:
        """Write a table's seats and state (``finished``: None, whether its game is over)."""
        self._write_soon(
            self.store.update_table,
            table.code,
            seats=[seat.saved() for seat in table.seats],
            started=table.started,
            finished=table.finished if finished is None else finished,
        )

    # -- connections -----------------------------------------------------------------------------

    def _address(self, ip: str) -> _Address:
        address = self.addresses.get(ip)
        if address is None:
            now = self.clock()
            per_minute, burst = self.limits.lookups
            address = _Address(
                messages=_Bucket(*self.limits.address_rate, now),
                lookups=_Bucket(per_minute / 60, burst, now),
            )
            self.addresses[ip] = address
        return address

    def admit(self, ip: str) -> bool:
        """A TCP connection from ``ip`` was accepted: count it, or say it must be dropped at
        once (too many in all or from that address, or the address is refused for a while)."""
        address = self._address(ip)
        if (
            self.closed
            or self.sockets >= self.limits.connections
            or address.sockets >= self.limits.connections_per_address
            or address.banned_until > self.clock()
        ):
            return False
        self.sockets += 1
        address.sockets += 1
        return True

    def release(self, ip: str) -> None:
        """An admitted connection from ``ip`` has closed."""
        self.sockets -= 1
        address = self.addresses.get(ip)
        if address is not None:
            address.sockets -= 1

    def _forwarded(self, websocket: ServerConnection) -> bool:
        """Behind a trusted proxy, count the connection against the player's own address
        (``X-Forwarded-For``); False: that address may not connect now."""
        ip = getattr(websocket, "ip", "")
        request = websocket.request
        if ip not in self.limits.trusted_proxies or request is None:
            return True
        forwarded = request.headers.get("X-Forwarded-For", "").split(",")[-1].strip()
        if not forwarded or not getattr(websocket, "admitted", False):
            return True
        if not self.admit(forwarded):
            return False
        self.release(ip)
        websocket.ip = forwarded  # type: ignore[attr-defined]  # released under it on close
        return True

    async def handle(self, websocket: ServerConnection) -> None:
        """Serve one connection until it closes."""
        if not self._forwarded(websocket):
            await websocket.close(1008, "too many connections from this address")
            return
        ip = getattr(websocket, "ip", "")
        client = _Client(websocket, self._address(ip), self.limits, self.clock())
        writer = asyncio.get_running_loop().create_task(self._send(client))
        try:
            while not client.closing:
                idle = None if client.table is not None else self.limits.idle_seconds
                try:
                    raw = await asyncio.wait_for(websocket.recv(), idle)
                except TimeoutError:
                    client.close(1000, "idle")
                    break
                received = time.perf_counter()
                if not self._spend(client):
                    continue
                try:
                    if not isinstance(raw, str):
                        raise ProtocolError("malformed", "messages are sent as text frames")
                    message = decode_client(raw)
                    await self._dispatch(client, message, received)
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

    def _spend(self, client: _Client) -> bool:
        """Take one message from the connection's and its address's allowance; a connection
        over either is told ``rate_limited`` for each message dropped and, past
        :attr:`Limits.flood`, closed and its address refused for :attr:`Limits.ban_seconds`."""
        now = self.clock()
        if client.bucket.take(now) and client.address.messages.take(now):
            return True
        client.flooded += 1
        if client.flooded > self.limits.flood:
            client.address.banned_until = now + self.limits.ban_seconds
            _ws_log.warning("closed a connection from %s for flooding", client.ip)
            client.close(1008, "too many messages")
        else:  # every message dropped is answered: the client knows to send it again
            client.push(Error(code="rate_limited", message="too many messages"))
        return False

    async def _send(self, client: _Client) -> None:
        while True:
            item = await client.queue.get()
            if item is None:
                if client.close_with is not None:
                    with contextlib.suppress(ConnectionClosed, OSError):
                        await client.websocket.close(*client.close_with)
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
            now = self.clock()
            forgiven = (now - client.refused_at) / self.limits.refusal_seconds
            client.refused = max(0.0, client.refused - forgiven) + 1
            client.refused_at = now
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
        if client.refused > self.limits.refusals:
            client.close(1008, "too many refused messages")

    def _dropped(self, client: _Client) -> None:
        table, seat = client.table, client.seat
        if table is None or seat is None:
            return
        place = table.seats[seat]
        if place.client is client:
            place.client = None
            place.away_since = self.clock()  # ``ready`` stays: Enter was heard before the drop
            if not table.present:
                table.empty_since = self.clock()
            self._seats_changed(table, save=False)

    # -- messages --------------------------------------------------------------------------------

    async def _dispatch(self, client: _Client, message: ClientMessage, received: float) -> None:
        """Check what every message of its kind needs (no seat yet to take one, a seat, the
        host's seat, a game not started), then hand it to its handler."""
        about = _tag(message)
        table, seat = client.table, client.seat
        if isinstance(message, Ping):
            client.push(Pong())
        elif isinstance(message, Host | Join | Resume):
            if table is not None:
                raise ProtocolError("already_seated", "this connection holds a seat", about)
            if isinstance(message, Host):
                await self._host(client, message)
            elif isinstance(message, Join):
                self._join(client, message)
            else:
                self._resume(client, message)
        elif table is None or seat is None:
            raise ProtocolError("not_seated", "join a table first", about)
        else:
            if isinstance(message, Kick | AddBot | RemoveBot | Start) and seat != table.host_seat:
                raise ProtocolError("not_host", "only the host may do this", about)
            if isinstance(message, Sit | AddBot | RemoveBot | Start) and table.started:
                raise ProtocolError("started", "the game has started", about)
            if isinstance(message, Act):
                await self._act(table, seat, message, received)
            elif isinstance(message, Chat):
                self._chat(table, seat, message.text)
            elif isinstance(message, Ready):
                self._ready(table, seat)
            elif isinstance(message, Leave):
                self._leave(client, table, seat)
            elif isinstance(message, Sit):
                self._sit(client, table, seat, message.seat)
            elif isinstance(message, Kick):
                self._kick(table, seat, message.seat)
            else:
                await self._host_command(table, message)

    def _name(self, table: _Table | None, name: str, seat: int, about: str) -> str:
        taken = [] if table is None else [p.name for p in table.seats if not p.empty]
        try:
            return table_name(name, seat, taken)
        except NameRefused as error:
            raise ProtocolError("bad_name", str(error), about) from None

    @staticmethod
    def _free_seat(table: _Table, seat: int, about: str) -> None:
        """Raises ``bad_seat`` unless ``seat`` is an empty seat of the table."""
        if seat >= len(table.seats) or not table.seats[seat].empty:
            raise ProtocolError("bad_seat", f"seat {seat} is not free", about)

    @staticmethod
    def _send_away(other: _Client, code: str, message: str, about: str) -> None:
        """Tell another connection (``code``) that it holds its seat no longer."""
        other.push(Error(code=code, message=message, about=about))
        other.table = other.seat = None

    async def _host(self, client: _Client, message: Host) -> None:
        mine = [t for t in self.tables.values() if t.owner == client.ip and not t.finished]
        if len(mine) >= self.limits.tables_per_address:
            raise ProtocolError("limit", "this address has as many tables as it may", "host")
        if sum(not t.started for t in mine) >= self.limits.lobbies_per_address:
            raise ProtocolError("limit", "this address has as many open lobbies as it may", "host")
        if len(self.tables) >= self.limits.max_tables:
            self._sweep_for_room()
        if len(self.tables) >= self.limits.max_tables or self.low_disk:
            raise ProtocolError("full", "the server holds as many tables as it may", "host")
        if message.variant not in ALL_VARIANTS:
            raise ProtocolError("bad_variant", f"unknown variant {message.variant!r}", "host")
        seed = secrets.randbits(62)
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
        name = self._name(None, message.name, seat, "host")
        setup = TableSetup(
            self._new_code(),
            message.variant,
            dict(message.options),
            seed,
            first_dealer,
            message.away_timeout,
            seat,
            message.turn_timeout,
        )
        table = _Table(
            setup=setup,
            game=game,
            seats=[_Seat() for _ in range(players)],
            hidden=[0] * players,
            owner=client.ip,
        )
        token = secrets.token_urlsafe(24)
        table.seats[seat] = _Seat(name=name, token=_digest(token))
        try:
            await self._write(self.store.create, setup, [s.saved() for s in table.seats])
        except sqlite3.Error as error:
            log.error("table %s could not be written: %r", setup.code, error)
            raise ProtocolError("busy", "the table could not be opened just now", "host") from None
        if client.table is not None or client.closing:
            return
        self.tables[table.code] = table
        self._seat(client, table, seat, token)

    def _lookup(self, client: _Client, code: str, about: str) -> _Table:
        """The table of ``code``; a wrong code costs the address one of its lookups."""
        if not client.address.lookups.left(self.clock()):
            raise ProtocolError("limit", "too many wrong table codes or tokens; wait", about)
        table = self.tables.get(code.strip().upper())
        if table is None:
            client.address.lookups.take(self.clock())
            raise ProtocolError("no_table", f"no table {code!r}", about)
        return table

    def _join(self, client: _Client, message: Join) -> None:
        table = self._lookup(client, message.code, "join")
        if client.ip in table.kicked:
            raise ProtocolError("kicked", "the host removed you from this table", "join")
        if table.started:
            raise ProtocolError("started", "the game has started", "join")
        if message.seat is None:
            free = [n for n, s in enumerate(table.seats) if s.empty]
            if not free:
                raise ProtocolError("bad_seat", "every seat is taken", "join")
            seat = free[0]
        else:
            seat = message.seat
            self._free_seat(table, seat, "join")
        name = self._name(table, message.name, seat, "join")
        token = secrets.token_urlsafe(24)
        table.seats[seat] = _Seat(name=name, token=_digest(token))
        self._save_seats(table)
        self._seat(client, table, seat, token)

    def _sit(self, client: _Client, table: _Table, seat: int, wanted: int) -> None:
        """Move a person who is not the host to an empty seat before the start."""
        if seat == table.host_seat:
            raise ProtocolError("bad_seat", "the host keeps the seat it opened at", "sit")
        self._free_seat(table, wanted, "sit")
        table.seats[wanted], table.seats[seat] = table.seats[seat], _Seat()
        client.seat = wanted
        client.push(Welcome(code=table.code, seat=wanted, token=client.token, host=False))
        self._seats_changed(table)

    def _resume(self, client: _Client, message: Resume) -> None:
        table = self._lookup(client, message.code, "resume")
        digest = _digest(message.token)
        if digest in table.kicked:
            raise ProtocolError("kicked", "the host removed you from this table", "resume")
        for number, place in enumerate(table.seats):
            if place.token is not None and secrets.compare_digest(place.token, digest):
                old = place.client
                if old is not None:  # the seat is taken up here: the other copy is told so
                    said = "this seat was taken up again by another connection"
                    self._send_away(old, "elsewhere", said, "resume")
                    old.close(1000, "the seat was taken up again elsewhere")
                self._seat(client, table, number, message.token)
                return
        client.address.lookups.take(self.clock())
        raise ProtocolError("bad_token", "no seat at this table has that token", "resume")

    def _seat(self, client: _Client, table: _Table, seat: int, token: str) -> None:
        place = table.seats[seat]
        place.client = client
        place.away_since = None
        table.empty_since = None
        client.table, client.seat, client.token = table, seat, token
        client.push(Welcome(code=table.code, seat=seat, token=token, host=seat == table.host_seat))
        self._broadcast_info(table)
        for said_by, name, text in table.chat:
            client.push(ChatMessage(seat=said_by, name=name, text=text))
        if table.started:
            decider = _private_decider(table.game)
            if decider is not None and decider != seat:
                table.withheld.setdefault(seat, [])  # told once the decision is taken
            else:
                table.withheld.pop(seat, None)
                game = table.game
                # a game that ended meanwhile ends for the seat coming back too: its result
                ended = [GameEnded(tuple(game.scores), game.winners)] if table.finished else []
                client.push(self._update(table, seat, ended))
        self._drive(table)

    def _kick(self, table: _Table, seat: int, target: int) -> None:
        """The host removes the person at ``target`` (:class:`Kick`): neither the token nor the
        address may sit at this table again."""
        if target >= len(table.seats) or target == seat or table.seats[target].token is None:
            raise ProtocolError("bad_seat", f"seat {target} holds no other person", "kick")
        place = table.seats[target]
        assert place.token is not None
        table.kicked.add(place.token)
        other = place.client
        if other is not None:
            if other.ip:
                table.kicked.add(other.ip)
            self._send_away(other, "kicked", "the host removed you", "kick")
            other.close(1000, "removed by the host")
        if table.started and not table.finished:
            table.seats[target] = _Seat(name=place.name, bot="normal")
        else:
            table.seats[target] = _Seat()
        self._seats_changed(table)

    async def _host_command(self, table: _Table, message: AddBot | RemoveBot | Start) -> None:
        about = _tag(message)
        if isinstance(message, AddBot):
            if message.level not in BOT_LEVELS:
                raise ProtocolError("invalid", f"bots are {', '.join(BOT_LEVELS)}", about)
            self._free_seat(table, message.seat, about)
            table.seats[message.seat] = _Seat(name=f"Bot {message.seat + 1}", bot=message.level)
        elif isinstance(message, RemoveBot):
            if message.seat >= len(table.seats) or table.seats[message.seat].bot is None:
                raise ProtocolError("bad_seat", f"seat {message.seat} holds no bot", about)
            table.seats[message.seat] = _Seat()
        else:
            if any(place.empty for place in table.seats):
                raise ProtocolError("bad_seat", "every seat needs a player or a bot", about)
            table.started = True
            table.deal_due = True
            self._save_seats(table)
            self._broadcast_info(table)
            try:  # dealt before the host's next message is read
                await self._deal(table)
            except ProtocolError as error:
                if error.code != "busy":
                    raise
                asyncio.get_running_loop().call_later(1.0, self._drive, table)  # again
            return
        self._seats_changed(table)

    async def _act(self, table: _Table, seat: int, message: Act, received: float) -> None:
        game = table.game
        if not table.started:
            raise ProtocolError("not_started", "the game has not started", "act")
        if game.is_terminal() or game.is_chance_node() or game.current_player != seat:
            raise ProtocolError("not_your_turn", "it is not this seat's turn", "act")
        if message.turn != self.seen_turn(table, seat):
            raise ProtocolError("stale", f"the state is at turn {table.turn}", "act")
        await self._apply(table, message.action, received, turn=table.turn)

    def _ready(self, table: _Table, seat: int) -> None:
        game = table.game
        if not table.started or game.is_terminal() or not game.is_chance_node():
            raise ProtocolError("not_your_turn", "the deal is not over", "ready")
        table.seats[seat].ready = True
        self._seats_changed(table, save=False)

    def _leave(self, client: _Client, table: _Table, seat: int) -> None:
        """The person gave up the seat (:class:`Leave`); the bot that plays for it during the
        game does so under the person's name, and the others are told at once instead of
        waiting for an away timeout (which may be never)."""
        place = table.seats[seat]
        client.table = client.seat = None
        place.client = None
        place.token = None
        place.away_since = None
        place.ready = False
        if not table.present:
            table.empty_since = self.clock()
        if not table.started:
            if seat == table.host_seat:
                self._close(table)
                return
            place.name = ""
        elif not table.finished:
            place.bot = "normal"
        self._seats_changed(table)

    def _close(self, table: _Table) -> None:
        """The host left before the start: everyone still seated is told (``closed``) and the
        table is let go."""
        for place in table.seats:
            other = place.client
            if other is not None:
                self._send_away(other, "closed", "the host closed the table", "leave")
            place.client = None
        self._let_go(table)

    def _chat(self, table: _Table, seat: int, text: str) -> None:
        text = speakable(text)
        if not text:
            raise ProtocolError("invalid", "an empty message", "chat")
        place = table.seats[seat]
        now = self.clock()
        if place.chat is None:
            place.chat = _Bucket(*self.limits.chat_rate, now)
        if not place.chat.take(now):
            raise ProtocolError("rate_limited", "too many chat messages", "chat")
        table.chat.append((seat, place.name, text))
        table.chat_count += 1
        self._write_soon(
            self.store.add_chat, table.code, table.chat_count, seat, place.name, text, CHAT_KEPT
        )
        self._broadcast(table, ChatMessage(seat=seat, name=place.name, text=text))

    # -- the game --------------------------------------------------------------------------------

    def seen_turn(self, table: _Table, seat: int) -> int:
        """The turn as ``seat`` knows it: the actions taken so far, less those it may not
        know of (another seat's private decision). :class:`Update` and :class:`Act` count
        turns so."""
        return table.turn - table.hidden[seat]

    def _update(self, table: _Table, seat: int, told: Sequence[object]) -> Update:
        """``seat``'s update: the events ``told`` (as it may hear them) and its view now."""
        return Update(
            turn=self.seen_turn(table, seat),
            events=[codec.encode(e) for e in told],
            view=codec.encode(table.game.observation(seat)),
        )

    async def _deal(self, table: _Table) -> None:
        """Deal the next deal from the operating system's randomness."""
        if table.game.is_chance_node():
            deal = table.game.chance_outcome(self.random)
            await self._apply(table, str(deal), time.perf_counter(), turn=table.turn)

    async def _apply(self, table: _Table, action: str, received: float, *, turn: int) -> None:
        """Store an action, then apply it and send every seat its update (commit, then
        apply). ``turn``: the table's turn the action was chosen at; at another the action is
        refused as ``stale``.

        Raises:
            ProtocolError: ``illegal`` (the rules refuse it), ``stale``, or ``busy`` (it could
                not be stored: nothing happened, send it again).
        """
        async with table.lock:
            if table.turn != turn or table.code not in self.tables:
                raise ProtocolError("stale", f"the state is at turn {table.turn}", "act")
            trial = table.game.clone()
            try:
                events: list[object] = list(trial.apply_action(action))
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
            code = str(trial.history[-1])
            try:
                await self._write(
                    self.store.add_action, table.code, turn, code, finished=trial.is_terminal()
                )
            except sqlite3.Error as error:
                log.error("table %s: turn %d could not be stored: %r", table.code, turn, error)
                raise ProtocolError(
                    "busy", "the action could not be saved; send it again", "act"
                ) from None
            table.game = trial
            _count_hidden(table.hidden, events)
            self._broadcast_update(table, events, received)
        self._drive(table)

    def _later(self, coroutine: Awaitable[None], table: _Table) -> None:
        """Run an action the server takes itself (a deal, a bot's move) as a task; if it could
        not be stored, the table tries again a second later."""

        async def run() -> None:
            try:
                await coroutine
            except ProtocolError as error:
                if error.code == "busy" and not self.closed:
                    asyncio.get_running_loop().call_later(1.0, self._drive, table)
                elif error.code != "stale":
                    log.error("table %s: the server's own action failed: %s", table.code, error)

        if not self.closed:
            asyncio.get_running_loop().create_task(run())

    def _broadcast_update(self, table: _Table, events: list[object], received: float) -> None:
        decider = _private_decider(table.game)
        for number, place in enumerate(table.seats):
            told = events_for(number, events)
            if decider is not None and number != decider:
                if place.client is not None or number in table.withheld:
                    table.withheld.setdefault(number, []).extend(told)
                continue
            told = table.withheld.pop(number, []) + told
            if place.client is not None:
                place.client.push(self._update(table, number, told), received)
        if any(isinstance(event, DealStarted) for event in events):
            table.deal_due = False
            for place in table.seats:  # dealt: the next deal waits for everyone again
                place.ready = False
        if any(isinstance(event, DealEnded | DealStarted) for event in events):
            self._broadcast_info(table)  # who is ready changed

    def _seats_changed(self, table: _Table, *, save: bool = True) -> None:
        """Who is at the table changed: written down (``save``), told to everyone, and the
        table moved on (nothing moves at one not started)."""
        if save:
            self._save_seats(table)
        self._broadcast_info(table)
        self._drive(table)

    def _broadcast_info(self, table: _Table) -> None:
        self._broadcast(table, self._info(table))

    @staticmethod
    def _broadcast(table: _Table, message: msgspec.Struct) -> None:
        """Send ``message`` to everyone connected at the table (encoded once)."""
        text = encode_message(message).decode()
        for place in table.seats:
            if place.client is not None:
                place.client.push(text)

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
            variant=table.setup.variant,
            options=table.setup.options,
            host_seat=table.host_seat,
            started=table.started,
            seats=seats,
            ready=[n for n, p in enumerate(table.seats) if p.ready],
            turn_timeout=table.turn_timeout,
        )

    def _bot_plays(self, table: _Table, seat: int) -> bool:
        """A bot decides for this seat now: a bot's seat, a person away past the timeout, or
        a person whose time to act ran out at this turn."""
        place = table.seats[seat]
        if place.bot is not None or table.forced_turn == table.turn:
            return True
        if place.client is not None or place.away_since is None or table.away_timeout <= 0:
            return False
        return self.clock() - place.away_since >= table.away_timeout

    def _drive(self, table: _Table) -> None:
        """Start whatever happens next without a person: the next deal once everyone present
        is ready, a bot's decision, a timer for a dropped person's timeout or for the turn
        timer. Nothing moves at a table nobody is connected to (it waits for them)."""
        game = table.game
        if self.closed or not table.started or game.is_terminal() or not table.present:
            return
        if table.lock.locked():
            return  # an action is being stored: the table is driven again after it
        self._start_turn_timer(table)
        if game.is_chance_node():
            present = [p for p in table.seats if p.client is not None]
            if table.deal_due or all(p.ready for p in present) or table.forced_turn == table.turn:
                table.deal_due = True  # kept until stored: a refused write is tried again
                self._later(self._deal(table), table)
            return
        seat = game.current_player
        if seat is None:
            return
        if self._bot_plays(table, seat):
            if table.thinking_turn != table.turn:  # no decision for this turn under way
                self._think(table, seat)
            return
        place = table.seats[seat]
        if place.away_since is not None and table.away_timeout > 0 and table.wake is None:
            delay = max(0.0, place.away_since + table.away_timeout - self.clock())
            loop = asyncio.get_running_loop()
            table.wake = loop.call_later(delay + 0.01, self._wake, table)

    def _start_turn_timer(self, table: _Table) -> None:
        """With a ``turn_timeout``, time the people the table waits for (the person to act, or
        those not ready for the next deal); when it runs out a bot acts for them this once."""
        if table.turn_timeout <= 0 or table.timer_turn == table.turn:
            return
        if all(table.seats[seat].bot is not None for seat in table.waited_for()):
            return
        if table.timer is not None:
            table.timer.cancel()
        table.timer_turn = table.turn
        loop = asyncio.get_running_loop()
        table.timer = loop.call_later(table.turn_timeout, self._time_up, table, table.turn)

    def _time_up(self, table: _Table, turn: int) -> None:
        table.timer = None
        if self.closed or table.turn != turn or table.finished:
            return
        for seat in table.waited_for():
            other = table.seats[seat].client
            if other is not None:
                other.push(Error(code="time_up", message="your time to act ran out", about="act"))
        table.forced_turn = turn
        self._drive(table)

    def _wake(self, table: _Table) -> None:
        table.wake = None
        self._seats_changed(table, save=False)

    # -- bots ------------------------------------------------------------------------------------

    def _think(self, table: _Table, seat: int) -> None:
        table.thinking_turn = table.turn
        if table.seats[seat].level in QUICK_BOTS:
            self._run_bot(self.quick, table, seat, 1.0)
        else:
            self.waiting.append((table, seat))
            self._next_search()

    def _next_search(self) -> None:
        """Start the searches the pool has room for, first come first served; each gets the
        table's fair share of the pool (all of it when no other table waits)."""
        while self.waiting and self.searching < self.bot_workers:
            table, seat = self.waiting.popleft()
            if table.thinking_turn != table.turn or self.tables.get(table.code) is not table:
                continue
            wanting = self.searching + len(self.waiting) + 1
            share = min(1.0, self.bot_workers / wanting)
            self.searching += 1
            self._run_bot(self.executor, table, seat, share, search=True)

    def _run_bot(
        self, executor: Executor, table: _Table, seat: int, share: float, *, search: bool = False
    ) -> None:
        turn = table.turn
        seed = (table.seed * 1_000_003 + turn * 11 + seat) % 2**62
        asked = (table.seats[seat].level, seed, table.game.observation(seat), share)
        loop = asyncio.get_running_loop()
        try:
            future = loop.run_in_executor(executor, bot_decision, *asked)
        except (BrokenExecutor, RuntimeError) as error:
            if self.closed:
                return
            executor = self._renew_pool(executor, error)
            future = loop.run_in_executor(executor, bot_decision, *asked)

        def done(result: asyncio.Future[str]) -> None:
            if search:
                self.searching -= 1
                self._next_search()
            if self.closed:
                return
            if result.cancelled() or table.turn != turn or not self._bot_plays(table, seat):
                self._decided(table, turn)
                self._drive(table)
                return
            try:
                action = result.result()
            except Exception as error:  # a bot's failure must not stop the table
                log.error("bot at table %s seat %d failed: %r", table.code, seat, error)
                if isinstance(error, BrokenExecutor):
                    self._renew_pool(executor, error)
                legal = table.game.observation(seat).legal_actions
                if not legal:
                    self._decided(table, turn)
                    return
                action = str(legal[0])
            self._later(self._bot_acts(table, seat, turn, action), table)

        future.add_done_callback(done)

    @staticmethod
    def _decided(table: _Table, turn: int) -> None:
        """The bot's decision for ``turn`` is over (applied, refused or moot): a later one may
        start (after a ``busy`` refusal, for the same turn)."""
        if table.thinking_turn == turn:
            table.thinking_turn = -1

    async def _bot_acts(self, table: _Table, seat: int, turn: int, action: str) -> None:
        try:
            await self._apply(table, action, time.perf_counter(), turn=turn)
        except ProtocolError as error:
            if error.code != "illegal":
                raise
            log.error("bot at table %s seat %d chose %r: %s", table.code, seat, action, error)
            legal = table.game.observation(seat).legal_actions
            if legal and table.turn == turn:
                await self._apply(table, str(legal[0]), time.perf_counter(), turn=turn)
        finally:
            self._decided(table, turn)

    def _renew_pool(self, executor: Executor, error: BaseException) -> Executor:
        """A worker died (killed, out of memory): start a new pool of bot workers."""
        log.error("the bot workers failed (%r); starting new ones", error)
        executor.shutdown(wait=False, cancel_futures=True)
        fresh = bot_pool(self.bot_workers if executor is self.executor else 1)
        if executor is self.executor:
            self.executor = fresh
        elif executor is self.quick:
            self.quick = fresh
        return fresh

    async def stop_timers(self) -> None:
        """Stop the server's own timers (the listener is closing)."""
        sweeper, self._sweeper = self._sweeper, None
        if sweeper is not None:
            sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sweeper

    def close(self) -> None:
        self.closed = True
        for table in self.tables.values():
            table.cancel_timers()
        if self._sweeper is not None:
            self._sweeper.cancel()
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.quick.shutdown(wait=False, cancel_futures=True)
        self.writer.close()
        self.store.close()


def _free_bytes(path: str) -> int:
    """Free bytes on the disk holding the database at ``path`` (a memory database: plenty)."""
    with contextlib.suppress(OSError):
        if path not in ("", ":memory:"):
            return shutil.disk_usage(Path(path).resolve().parent).free
    return 2**62


def _tag(message: msgspec.Struct) -> str:
    return str(type(message).__struct_config__.tag)


def _guarded(tables: TableServer) -> type[ServerConnection]:
    """The connection class of ``tables``' listener: each TCP connection is counted from its
    accept (:meth:`TableServer.admit`) and dropped there when over a limit, before any
    handshake is read."""

    class GuardedConnection(ServerConnection):
        ip = ""
        admitted = False

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            peer = transport.get_extra_info("peername")
            self.ip = str(peer[0]) if peer else ""
            self.admitted = tables.admit(self.ip)
            if not self.admitted and isinstance(transport, asyncio.Transport):
                transport.abort()

        def connection_lost(self, exc: Exception | None) -> None:
            if self.admitted:
                self.admitted = False
                tables.release(self.ip)
            super().connection_lost(exc)

    return GuardedConnection


@contextlib.asynccontextmanager
async def listening(
    tables: TableServer, host: str, port: int, *, close_timeout: float = 10.0
) -> AsyncIterator[WsServer]:
    """``tables`` served on ``host``:``port`` (0: any free port) with the protocol's limits
    (frames of at most 64 KiB, 64 waiting, the handshake within
    :attr:`Limits.handshake_seconds`, connections counted from their accept); the server's
    timers start once it listens. Yields the listening server (its sockets tell the port)."""
    async with serve(
        tables.handle,
        host,
        port,
        max_size=2**16,
        max_queue=64,
        close_timeout=close_timeout,
        open_timeout=tables.limits.handshake_seconds,
        create_connection=_guarded(tables),
        logger=_ws_log,
    ) as server:
        tables.start_pending()
        try:
            yield server
        finally:
            await tables.stop_timers()


def _more_files(wanted: int) -> int:
    """Raise this process's open-file limit towards ``wanted`` (as far as the hard limit
    lets it); returns the limit now in force (0 where it cannot be told)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit
        return 0
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft < target:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


async def run_server(
    host: str,
    port: int,
    db: str,
    *,
    ready: Callable[[WsServer], None] | None = None,
    bot_workers: int = 1,
    limits: Limits | None = None,
) -> None:
    """Serve forever. ``ready`` is called with the listening server (its sockets tell the port
    when ``port`` is 0); bots search in ``bot_workers`` processes.

    Raises:
        RuntimeError: the disk holding ``db`` is nearly full (:attr:`Limits.min_free_bytes`).
    """
    limits = limits or Limits()
    free = _free_bytes(db)
    if free < limits.min_free_bytes:
        raise RuntimeError(
            f"the disk holding {db} has {free // 2**20} MiB free; the table server needs "
            f"{limits.min_free_bytes // 2**20} MiB to keep its tables"
        )
    files = _more_files(limits.connections + 124)
    if 0 < files < limits.connections + 64:
        limits = replace(limits, connections=max(16, files - 64))
        log.warning("the open-file limit is %d: at most %d connections", files, limits.connections)
    logging.getLogger("asyncio").addFilter(_Throttle())
    tables = TableServer(Store(db), bot_workers=bot_workers, limits=limits)
    try:
        async with listening(tables, host, port) as server:
            if ready is not None:
                ready(server)
            await asyncio.Future()
    finally:
        tables.close()
