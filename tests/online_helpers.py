"""A table server on a thread of its own, for the online tests."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

from audiojass.bots import RuleBot
from audiojass.online.client import TableClient, play_with
from audiojass.online.server import Limits, TableServer, listening
from audiojass.online.store import Store
from audiojass.rules import ALL_VARIANTS

LOOPBACK_PEOPLE = Limits(
    tables_per_address=1000,
    lobbies_per_address=1000,
    connections_per_address=900,
    address_rate=(100_000.0, 100_000.0),
    lookups=(100_000.0, 100_000.0),
    chat_rate=(1000.0, 1000.0),
)
"""The server's limits for tests in which many people play from one machine at machine speed
(each connection keeps its own limits; what an address may do is the tests of limits')."""


class ServerThread:
    """A :class:`TableServer` listening on 127.0.0.1 (a free port) on its own event loop
    (with :data:`LOOPBACK_PEOPLE` unless ``limits`` are given)."""

    def __init__(self, db: str = ":memory:", **options: Any) -> None:
        self.loop = asyncio.new_event_loop()
        options.setdefault("executor", ThreadPoolExecutor(2))
        options.setdefault("limits", LOOPBACK_PEOPLE)
        busy_seconds = options.pop("busy_seconds", 5.0)
        self.tables = TableServer(Store(db, busy_seconds=busy_seconds), **options)
        self.url = ""
        self._started = threading.Event()
        self._stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        if not self._started.wait(10):
            raise RuntimeError("the server did not start")

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._serve())

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        async with listening(self.tables, "127.0.0.1", 0, close_timeout=1) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            self.url = f"ws://127.0.0.1:{port}"
            self._started.set()
            await self._stop.wait()

    def call(self, function: Callable[[], Any]) -> Any:
        """Run ``function`` on the server's loop and return its result."""
        future: asyncio.Future[Any] = asyncio.run_coroutine_threadsafe(_call(function), self.loop)
        return future.result(10)

    def close(self) -> None:
        if self._stop is not None:
            self.loop.call_soon_threadsafe(self._stop.set)
        self.thread.join(10)
        self.tables.close()


async def _call(function: Callable[[], Any]) -> Any:
    return function()


@contextmanager
def server_thread(db: str = ":memory:", **options: Any) -> Iterator[ServerThread]:
    server = ServerThread(db, **options)
    try:
        yield server
    finally:
        server.close()


def run(coroutine: Coroutine[Any, Any, Any], timeout: float = 120) -> Any:
    """Run a test's coroutine with a time limit (a hang fails instead of stalling)."""
    return asyncio.run(asyncio.wait_for(coroutine, timeout))


def short_options(variant: str) -> dict[str, Any]:
    """Options that keep a whole game short (a lower target where the variant has one)."""
    base = ALL_VARIANTS[variant]
    options = base.options()
    if "target" in options and variant not in ("putz3", "putz5"):
        return {"target": min(int(options["target"]), 700)}
    return {}


async def seat_clients(
    url: str, variant: str, people: int, *, names: tuple[str, ...] = (), **host_options: Any
) -> tuple[str, list[TableClient]]:
    """A table of ``variant`` hosted by the first of ``people`` connected clients, the others
    joined, every other seat an easy bot; returns the code and the clients (not started)."""
    seats = ALL_VARIANTS[variant].players
    host = TableClient(url)
    await host.connect()
    options = {**short_options(variant), **host_options}
    code = await host.host_table(variant, names[0] if names else "Anna", **options)
    clients = [host]
    for index in range(1, people):
        client = TableClient(url)
        await client.connect()
        await client.join(code, names[index] if index < len(names) else f"Player {index + 1}")
        clients.append(client)
    for seat in range(people, seats):
        await host.add_bot(seat, "easy")
    return code, clients


async def play_all(clients: list[TableClient], seed: int = 1) -> None:
    """Every client plays its seat with a rule player to the end of the game, then hangs up."""
    bots = [RuleBot(seed * 10 + client.seat) for client in clients]
    await asyncio.gather(*(play_with(c, b.act) for c, b in zip(clients, bots, strict=True)))
    for client in clients:
        await client.close()


class QuietConnection:
    """A connection that hears nothing and keeps what is sent (a test hands the session its
    messages itself)."""

    def __init__(self) -> None:
        self.sent: list[object] = []

    def poll(self) -> list[object]:
        return []

    def send(self, message: object) -> None:
        self.sent.append(message)

    def close(self, farewell: object = None) -> None:
        pass
