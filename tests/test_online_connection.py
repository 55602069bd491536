"""The game's connection to a table server: it never blocks the game, and comes back by
itself to the seat it held."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from online_helpers import server_thread

from audiojass.online.connection import Back, Connection, Lost
from audiojass.online.protocol import Chat, ChatMessage, Host, Join, TableInfo, Welcome


def _wait_for(
    connection: Connection, wanted: Callable[[object], bool], seen: list[object]
) -> object:
    """The first message not looked at yet that is ``wanted``, polling for at most 10 s.
    ``seen`` holds what was polled and not looked at yet (kept for the next call)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        seen.extend(connection.poll())
        while seen:
            message = seen.pop(0)
            if wanted(message):
                return message
        time.sleep(0.01)
    raise AssertionError("nothing wanted arrived")


@pytest.mark.slow
def test_host_join_chat_and_come_back_after_a_drop() -> None:
    with server_thread() as server:
        host = Connection(server.url, Host(variant="schieber", name="Anna"))
        seen: list[object] = []
        welcome = _wait_for(host, lambda m: isinstance(m, Welcome), seen)
        assert isinstance(welcome, Welcome) and welcome.host
        guest = Connection(server.url, Join(code=welcome.code, name="Beat"))
        guest_seen: list[object] = []
        _wait_for(guest, lambda m: isinstance(m, Welcome), guest_seen)
        started = time.perf_counter()
        guest.send(Chat(text="Hoi"))
        assert time.perf_counter() - started < 0.05  # sending never waits for the network
        said = _wait_for(host, lambda m: isinstance(m, ChatMessage), seen)
        assert isinstance(said, ChatMessage) and (said.name, said.text) == ("Beat", "Hoi")

        # the server drops the guest's connection: it comes back to seat 1 by itself
        def drop() -> None:
            table = server.tables.tables[welcome.code]
            place = table.seats[1]
            assert place.client is not None
            place.client.close(1011, "dropped by the test")

        server.call(drop)
        lost = _wait_for(guest, lambda m: isinstance(m, Lost), guest_seen)
        assert isinstance(lost, Lost) and lost.retrying
        _wait_for(guest, lambda m: isinstance(m, Back), guest_seen)
        again = _wait_for(guest, lambda m: isinstance(m, Welcome), guest_seen)
        assert isinstance(again, Welcome) and again.seat == 1
        info = _wait_for(
            host,
            lambda m: isinstance(m, TableInfo) and m.seats[1].connected and not m.seats[1].away,
            seen,
        )
        assert isinstance(info, TableInfo) and info.seats[1].name == "Beat"
        guest.close()
        host.close()


def test_no_server_is_told_not_retried() -> None:
    connection = Connection("ws://127.0.0.1:9", Host(variant="schieber", name="Anna"))
    lost = _wait_for(connection, lambda m: isinstance(m, Lost), [])
    assert isinstance(lost, Lost) and not lost.retrying
    connection.close()
