"""A connection to a table server for the game's own loop, which must never wait.

:class:`Connection` runs a :class:`~audiojass.online.client.TableClient` on an event loop of its
own thread. The game's loop sends with :meth:`Connection.send`, which returns at once, and
takes what arrived with :meth:`Connection.poll`, which never blocks. When the connection drops
after a seat was taken, it comes back by itself: it reconnects and resumes the seat with its
token, every :data:`RETRY_SECONDS`, until :meth:`Connection.close`. The loop hears of this as
:class:`Lost` and :class:`Back` notices among the server's messages, so the player is told.
It never comes back after the server said the seat is no longer this player's
(:data:`FINAL_ERRORS`: taken up on another device, or the host removed the player): two copies
would take the seat from each other for ever.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from dataclasses import dataclass

import msgspec
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .client import TableClient
from .protocol import Error, Resume, ServerMessage, Welcome

__all__ = ["FINAL_ERRORS", "RETRY_SECONDS", "Back", "Connection", "Lost", "Notice"]

FINAL_ERRORS = ("elsewhere", "kicked")
"""Errors after which the seat is no longer this connection's: it stops and never reconnects."""

RETRY_SECONDS = 2.0
"""Seconds between two tries to reconnect."""


@dataclass(frozen=True)
class Lost:
    """The connection is down (``reason`` in English, for logs); tries to come back follow
    while a seat is held (``retrying``)."""

    reason: str
    retrying: bool


@dataclass(frozen=True)
class Back:
    """The connection is up again and the seat resumed."""


Notice = Lost | Back


class Connection:
    """One player's connection, on its own thread.

    Args:
        url: the server, ``ws://host:port`` or ``wss://…``.
        first: the message that takes a seat (:class:`~audiojass.online.protocol.Host`,
            ``Join`` or ``Resume``), sent once connected.
    """

    def __init__(self, url: str, first: msgspec.Struct) -> None:
        self.url = url
        self.client = TableClient(url)
        self._inbox: queue.SimpleQueue[ServerMessage | Notice] = queue.SimpleQueue()
        self._loop = asyncio.new_event_loop()
        self._closing = False
        self._stop = asyncio.Event()
        self._up = asyncio.Event()
        self.opening: msgspec.Struct = first
        """The message that takes the seat (Host, Join, then Resume once welcomed): sent again
        when the server could not take it just now (``busy``)."""
        self.ended = False
        """The server said the seat is no longer this connection's (:data:`FINAL_ERRORS`)."""
        self._thread = threading.Thread(
            target=self._run, args=(first,), name="table-connection", daemon=True
        )
        self._thread.start()

    # -- the game's side ---------------------------------------------------------------------

    def send(self, message: msgspec.Struct) -> None:
        """Send a message as soon as the connection is up (returns at once)."""
        if not self._closing:
            self._loop.call_soon_threadsafe(self._loop.create_task, self._send(message))

    def poll(self) -> list[ServerMessage | Notice]:
        """Everything that arrived since the last poll, in order (never blocks)."""
        arrived: list[ServerMessage | Notice] = []
        with contextlib.suppress(queue.Empty):
            while True:
                arrived.append(self._inbox.get_nowait())
        return arrived

    def close(self, farewell: msgspec.Struct | None = None) -> None:
        """Hang up and stop the thread (waits at most a second). ``farewell``: a last message
        sent first while the connection is up (:class:`~.protocol.Leave`: the seat is given
        up)."""
        self._closing = True
        with contextlib.suppress(RuntimeError):  # the thread has ended already
            self._loop.call_soon_threadsafe(self._loop.create_task, self._hang_up(farewell))
        self._thread.join(1.0)

    async def _hang_up(self, farewell: msgspec.Struct | None) -> None:
        if farewell is not None and self._up.is_set() and not self.ended:
            with contextlib.suppress(ConnectionClosed, OSError, TimeoutError):
                await asyncio.wait_for(self.client.send(farewell), 0.5)
        self._stop.set()

    # -- the thread's side ----------------------------------------------------------------------

    def _run(self, first: msgspec.Struct) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._main(first))
        self._loop.close()

    async def _main(self, first: msgspec.Struct) -> None:
        reader = asyncio.create_task(self._read_forever(first))
        await self._stop.wait()
        reader.cancel()
        with contextlib.suppress(asyncio.CancelledError, ConnectionClosed, OSError):
            await reader
        with contextlib.suppress(ConnectionClosed, OSError):
            await self.client.close()

    async def _send(self, message: msgspec.Struct) -> None:
        await self._up.wait()
        with contextlib.suppress(ConnectionClosed, OSError):
            await self.client.send(message)

    async def _read_forever(self, first: msgspec.Struct) -> None:
        lost = False
        while not self._closing:
            try:
                await self.client.connect()
                await self.client.send(self.opening)
                self._up.set()
                if lost:
                    self._inbox.put(Back())
                    lost = False
                while True:
                    message = await self.client.receive()
                    if isinstance(message, Error) and message.code in FINAL_ERRORS:
                        self.ended = True  # the seat is another's now: never come back
                    self._inbox.put(message)
                    if self.ended:
                        return
                    if isinstance(message, Welcome):
                        self.opening = Resume(code=message.code, token=message.token)
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError) as error:
                self._up.clear()
                seated = isinstance(self.opening, Resume)
                if not lost:
                    self._inbox.put(Lost(str(error) or type(error).__name__, seated))
                    lost = True
                if not seated or isinstance(error, InvalidURI):
                    return
                await asyncio.sleep(RETRY_SECONDS)
