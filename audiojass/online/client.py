"""A client of the table server: connect, host or join, act, chat, come back.

:class:`TableClient` is the asyncio client the game's online table and the tests use; it keeps
what the server said last (seat, token, the table, this seat's observation, the chat).
:func:`play_with` plays a seat to the end of the game with a bot's policy (the scripted
clients of the tests and ``bench/server.py``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect

from audiojass.rules import DealEnded, GameEnded, Phase

from . import codec
from .protocol import (
    Act,
    AddBot,
    Chat,
    ChatMessage,
    Error,
    Host,
    Join,
    Ready,
    RemoveBot,
    Resume,
    ServerMessage,
    Sit,
    Start,
    TableInfo,
    Update,
    Welcome,
    decode_server,
    encode_message,
)

__all__ = ["TableClient", "play_with"]


@dataclass
class TableClient:
    """One connection to a table server.

    Attributes:
        code, seat, token, host: from the server's :class:`Welcome`.
        table: the last :class:`TableInfo`; ``view``: this seat's last observation (decoded);
        ``turn``: the last update's turn; ``events``: every event heard, decoded, in order;
        ``chat``: (seat, name, text) heard; ``errors``: the :class:`Error` replies.
        source: the local address to connect from (None: any; the benchmark and the tests
            give each table's people an address of their own, as on the internet).
    """

    url: str
    websocket: ClientConnection | None = None
    code: str = ""
    seat: int = -1
    token: str = ""
    host: bool = False
    table: TableInfo | None = None
    view: Any = None
    turn: int = 0
    events: list[object] = field(default_factory=list)
    chat: list[tuple[int | None, str, str]] = field(default_factory=list)
    errors: list[Error] = field(default_factory=list)
    last_events: tuple[object, ...] = ()
    last_sent: msgspec.Struct | None = None
    source: str | None = None

    async def connect(self) -> None:
        local = None if self.source is None else (self.source, 0)
        self.websocket = await connect(self.url, max_size=2**22, local_addr=local)

    async def close(self) -> None:
        if self.websocket is not None:
            await self.websocket.close()

    async def send(self, message: msgspec.Struct) -> None:
        assert self.websocket is not None
        self.last_sent = message
        await self.websocket.send(encode_message(message).decode())

    async def receive(self) -> ServerMessage:
        """The next message (also recorded in the attributes)."""
        assert self.websocket is not None
        raw = await self.websocket.recv()
        data = raw.encode() if isinstance(raw, str) else raw
        message = decode_server(data)
        self._note(message)
        return message

    def _note(self, message: ServerMessage) -> None:
        if isinstance(message, Welcome):
            self.code, self.seat = message.code, message.seat
            self.token, self.host = message.token, message.host
        elif isinstance(message, TableInfo):
            self.table = message
        elif isinstance(message, Update):
            self.turn = message.turn
            self.view = codec.decode_any(message.view)
            self.last_events = codec.decode_any(message.events)
            self.events.extend(self.last_events)
        elif isinstance(message, ChatMessage):
            self.chat.append((message.seat, message.name, message.text))
        elif isinstance(message, Error):
            self.errors.append(message)

    async def until(self, wanted: Callable[[ServerMessage], bool]) -> ServerMessage:
        """Receive until a message satisfies ``wanted``; returns it."""
        while True:
            message = await self.receive()
            if wanted(message):
                return message

    async def host_table(self, variant: str, name: str, **options: Any) -> str:
        """Host a table; returns its code. ``away_timeout``, ``turn_timeout`` and ``seat`` may
        be given too."""
        extra = {
            k: options.pop(k) for k in ("away_timeout", "turn_timeout", "seat") if k in options
        }
        await self._take_seat(Host(variant=variant, name=name, options=options, **extra))
        return self.code

    async def join(self, code: str, name: str, seat: int | None = None) -> int:
        await self._take_seat(Join(code=code, name=name, seat=seat))
        return self.seat

    async def sit(self, seat: int) -> int:
        """Move to an empty seat before the start; returns the new seat (a refusal raises
        ValueError, as :meth:`_take_seat` says)."""
        await self._take_seat(Sit(seat=seat))
        return self.seat

    async def resume(self) -> None:
        await self._take_seat(Resume(code=self.code, token=self.token))

    async def _take_seat(self, message: Host | Join | Sit | Resume) -> None:
        """Send a message the server answers with a :class:`Welcome`, and wait for it.

        Raises:
            ValueError: the server refused (its error code and message).
        """
        await self.send(message)
        reply = await self.until(lambda m: isinstance(m, Welcome | Error))
        if isinstance(reply, Error):
            raise ValueError(f"{reply.code}: {reply.message}")

    async def add_bot(self, seat: int, level: str = "easy") -> None:
        await self.send(AddBot(seat=seat, level=level))

    async def remove_bot(self, seat: int) -> None:
        await self.send(RemoveBot(seat=seat))

    async def start(self) -> None:
        await self.send(Start())

    async def act(self, action: object) -> None:
        await self.send(Act(action=str(action), turn=self.turn))

    async def ready(self) -> None:
        await self.send(Ready())

    async def say(self, text: str) -> None:
        await self.send(Chat(text=text))


async def play_with(
    client: TableClient,
    choose: Callable[[Any], object],
    *,
    stop_after: Callable[[TableClient], bool] | None = None,
) -> None:
    """Play ``client``'s seat until the game is over: ``choose(view)`` gives the action on the
    seat's turn; after each deal the seat says it is ready. ``stop_after``: return early once
    it is true (checked after every message)."""

    def my_turn() -> bool:
        view = client.view
        return bool(view is not None and view.legal_actions and view.current_player == client.seat)

    acted_on = -1
    if my_turn():
        acted_on = client.turn
        await client.act(choose(client.view))
    while True:
        message = await client.receive()
        if stop_after is not None and stop_after(client):
            return
        if isinstance(message, Update):
            events = client.last_events
            if any(isinstance(e, GameEnded) for e in events):
                return
            view = client.view
            between = view.phase is Phase.DEAL and view.deal_number > 0
            if any(isinstance(e, DealEnded) for e in events) or (not events and between):
                await client.ready()
            if my_turn() and acted_on != client.turn:
                acted_on = client.turn
                await client.act(choose(client.view))
        elif isinstance(message, Error) and message.code == "rate_limited":
            await asyncio.sleep(0.2)
            last = client.last_sent
            if isinstance(last, Ready) or (isinstance(last, Act) and last.turn == client.turn):
                await client.send(last)
        elif isinstance(message, Error) and message.code == "stale" and my_turn():
            acted_on = client.turn
            await client.act(choose(client.view))
