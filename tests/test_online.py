"""Online tables: the codec, the protocol, whole games over loopback, no hidden card sent,
reconnecting, bots for away seats, restarts from the database."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from online_helpers import play_all, run, seat_clients, server_thread
from websockets.exceptions import ConnectionClosed, InvalidMessage
from websockets.sync.client import connect

from audiojass.bots import RandomBot
from audiojass.online import codec
from audiojass.online.client import TableClient, play_with
from audiojass.online.protocol import (
    ERROR_CODES,
    Act,
    Error,
    Leave,
    Pong,
    ProtocolError,
    TableInfo,
    Update,
    decode_client,
    decode_server,
)
from audiojass.online.server import ABUSE_LIMIT, FLOOD_LIMIT, events_for
from audiojass.rules import (
    ALL_VARIANTS,
    Card,
    CardPlayed,
    DealEnded,
    GameEnded,
    Observation,
    Phase,
    PlayCard,
    new_game,
)
from audiojass.rules.actions import SixKept
from audiojass.rules.components import DixKept

VARIANTS = sorted(ALL_VARIANTS)


# -- the codec -------------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_observation_and_event_survives_the_codec(variant: str) -> None:
    game = new_game(variant, seed=3)
    bots = [RandomBot(seat) for seat in range(game.players)]
    checked = 0
    for _ in range(160):
        if game.is_terminal():
            break
        if game.is_chance_node():
            events = game.apply_action(game.chance_outcome())
        else:
            for seat in range(game.players):
                view = game.observation(seat)
                data = json.loads(json.dumps(codec.encode(view)))
                assert codec.decode(data, type(view)) == view
                checked += 1
            seat = game.current_player
            events = game.apply_action(bots[seat].act(game.observation(seat)))
        data = json.loads(json.dumps(codec.encode(list(events))))
        assert codec.decode_any(data) == tuple(events)
    assert checked > 100


@pytest.mark.parametrize(
    ("variant", "sent", "left_out"),
    [
        ("schieber", set(), {"bids", "roem", "stock_size", "melds_declared"}),
        ("putz3", {"kitty_size"}, {"bids", "declarer", "play_phase"}),
        ("belote", {"bids", "declarer", "turned_suit"}, {"schoben", "melds_declared"}),
        ("klaverjas_1821", {"stock_size", "play_phase"}, {"schoben", "bids", "kitty_size"}),
    ],
)
def test_every_game_sends_one_observation_type_without_the_other_games_sections(
    variant: str, sent: set[str], left_out: set[str]
) -> None:
    """Every game's view is an ``Observation``; the data names the fields of the game's own
    sections (at a value other than the default once play starts) and leaves out the other
    games' fields at their default, and decodes to the same view."""
    game = new_game(variant, seed=5)
    game.apply_action(game.chance_outcome())
    while game.phase is not Phase.PLAY or not game.tricks:
        game.apply_action(RandomBot(1).act(game.observation(game.current_player)))
    view = game.observation(0)
    data = json.loads(json.dumps(codec.encode(view)))
    assert type(view) is Observation and data["$"] == "Observation"
    assert set(data) & (sent | left_out) == sent, variant
    assert codec.decode_any(data) == view


def test_an_observations_legal_actions_are_checked_as_actions() -> None:
    """The observation's type parameters decode as any game's variant and actions: an event
    among the legal actions is refused, as a field typed with actions refuses it."""
    game = new_game("schieber", seed=1)
    game.apply_action(game.chance_outcome())
    data = json.loads(json.dumps(codec.encode(game.observation(game.current_player))))
    data["legal_actions"] = [codec.encode(CardPlayed(1, Card.H10, 1, True))]
    with pytest.raises(ValueError, match="CardPlayed is not allowed here"):
        codec.decode_any(data)


def test_cards_are_sent_as_their_codes() -> None:
    event = CardPlayed(seat=1, card=Card.H10, trick_number=2, winning=True)
    assert codec.encode(event) == {
        "$": "CardPlayed",
        "seat": 1,
        "card": "H10",
        "trick_number": 2,
        "winning": True,
    }


@pytest.mark.parametrize(
    "data",
    [
        {"$": "Popen", "args": "ls"},
        {"$": "CardPlayed", "seat": 1, "card": "X9", "trick_number": 1, "winning": True},
        {"$": "CardPlayed", "seat": "1", "card": "H9", "trick_number": 1, "winning": True},
        {"$": "CardPlayed", "seat": 1, "card": "H9", "trick_number": 1, "winning": 1},
        {"$": "CardPlayed", "seat": 1, "card": "H9", "trick_number": 1, "winning": True, "x": 0},
        {"$": "variant", "name": "skat", "options": {}},
    ],
)
def test_the_codec_refuses_what_does_not_fit(data: object) -> None:
    with pytest.raises(ValueError):
        codec.decode_any(data)


def test_a_seat_hears_no_other_seats_private_decision() -> None:
    events = [SixKept(seat=2), DixKept(seat=1)]
    assert events_for(0, events) == []
    assert events_for(2, events) == [SixKept(seat=2)]
    ended = DealEnded(1, (10, 20), (30, 40), (30, 40), None, (), out_of_play=(Card.H6,))
    assert events_for(0, [ended])[0].out_of_play == ()


# -- the protocol ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        (b"not json", "malformed"),
        (b"[1, 2]", "malformed"),
        (b'"act"', "malformed"),
        (b'{"type": "shout"}', "unknown_type"),
        (b'{"action": "play:H6"}', "unknown_type"),
        (b'{"type": "act", "action": "play:H6"}', "invalid"),
        (b'{"type": "act", "action": "play:H6", "turn": "3"}', "invalid"),
        (b'{"type": "act", "action": "play:H6", "turn": -1}', "invalid"),
        (b'{"type": "chat", "text": "hi", "extra": 1}', "invalid"),
        (b'{"type": "chat", "text": ""}', "invalid"),
        (b'{"type": "join", "code": "ABCDE", "seat": 9}', "invalid"),
        (b'{"type": "act", "v": 2, "action": "play:H6", "turn": 1}', "version"),
        (b'{"type": "chat", "text": "' + b"a" * 5000 + b'"}', "too_large"),
    ],
)
def test_bad_messages_get_stable_codes(raw: bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        decode_client(raw)
    assert caught.value.code == code
    assert code in ERROR_CODES


# -- whole games -----------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_two_people_and_bots_play_a_whole_game(variant: str) -> None:
    with server_thread() as server:

        async def game() -> list[TableClient]:
            _, clients = await seat_clients(server.url, variant, 2)
            await clients[0].start()
            await play_all(clients)
            return clients

        clients = run(game())
        table = next(iter(server.tables.tables.values()))
        assert table.game.is_terminal()
        # the table's random seed may end a game within a few tricks (a Weis in Schieber)
        played = [action.card for action in table.game.history if isinstance(action, PlayCard)]
        assert len(played) >= ALL_VARIANTS[variant].players
        for client in clients:
            assert isinstance(client.events[-1], GameEnded)
            assert not [e for e in client.errors if e.code != "rate_limited"]
            # every card played at the table, this seat heard played, in order
            heard = [e.card for e in client.events if isinstance(e, CardPlayed)]
            assert heard == played


@pytest.mark.slow
@pytest.mark.parametrize("variant", [v for v in VARIANTS if ALL_VARIANTS[v].players >= 4])
def test_four_people_play_a_whole_game(variant: str) -> None:
    with server_thread() as server:

        async def game() -> list[TableClient]:
            _, clients = await seat_clients(server.url, variant, 4)
            await clients[0].start()
            await play_all(clients, seed=2)
            return clients

        clients = run(game())
        scores = {tuple(c.events[-1].scores) for c in clients}  # type: ignore[attr-defined]
        assert len(scores) == 1
        assert all(isinstance(c.events[-1], GameEnded) for c in clients)


# -- nothing hidden is sent ------------------------------------------------------------------------

_CARD_CODE = re.compile(rb'"([HDSC](?:10|[6-9JQKA]))"')


def _shown(events: list[object]) -> set[str]:
    """Cards the rules show to everyone in these events (Weis, melds, Belote, exchanges,
    turn-ups), besides the cards played."""
    shown: set[str] = set()

    def walk(value: object) -> None:
        data = json.dumps(codec.encode(value))
        shown.update(m.decode() for m in _CARD_CODE.findall(data.encode()))

    for event in events:
        name = type(event).__name__
        if name in (
            "WeisScored",
            "MeldsScored",
            "BeloteAnnounced",
            "SixExchanged",
            "DixExchanged",
            "DealStarted",
            "HandsCompleted",
            "StockDealt",
            "MeldDeclared",
            "MeldsAnnounced",
            "MarriageScored",
            "RoemScored",
            "StoeckScored",
            "CardPlayed",
            "TrickWon",
            "CardsDrawn",
        ):
            walk(event)
    return shown


def _hidden_from(game: object, seat: int) -> set[str]:
    """Cards ``seat`` may not know now: the other hands, the stock, the kitty, the set-aside
    hand of another seat."""
    hidden: set[str] = set()
    for other in range(game.players):  # type: ignore[attr-defined]
        if other != seat:
            hidden.update(str(c) for c in game.hand(other))  # type: ignore[attr-defined]
    hidden.update(str(c) for c in getattr(game, "stock", ()))
    for name in ("kitty", "set_aside"):
        mask = getattr(game, name, 0)
        if name == "set_aside" and getattr(game, "kitty_taker", None) == seat:
            continue
        hidden.update(str(Card(i)) for i in range(36) if mask >> i & 1)
    return hidden


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_no_hidden_card_is_ever_sent(variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every byte sent to every client is recorded with what its seat may not know at that
    moment: no card of another hand, the stock or the kitty appears before the rules show it."""
    from audiojass.online import server as server_module

    leaks: list[str] = []
    sent: dict[int, int] = {}
    shown_so_far: dict[int, set[str]] = {}
    original_push = server_module._Client.push
    original_broadcast = server_module.TableServer._broadcast_update

    def broadcast(self, table, events, received):  # type: ignore[no-untyped-def]
        if any(type(e).__name__ == "DealStarted" for e in events):
            shown_so_far[id(table)] = set()
        shown_so_far.setdefault(id(table), set()).update(_shown(events))
        original_broadcast(self, table, events, received)

    def push(self, message, received=0.0):  # type: ignore[no-untyped-def]
        table, seat = self.table, self.seat
        if table is not None and seat is not None:
            game = table.game
            shown = shown_so_far.get(id(table), set())
            data = server_module.encode_message(message)
            sent[seat] = sent.get(seat, 0) + len(data)
            hidden = _hidden_from(game, seat) - shown
            for match in _CARD_CODE.findall(data):
                card = match.decode()
                if card in hidden:
                    leaks.append(f"seat {seat} was sent {card}: {data[:300]!r}")
        original_push(self, message, received)

    monkeypatch.setattr(server_module._Client, "push", push)
    monkeypatch.setattr(server_module.TableServer, "_broadcast_update", broadcast)
    with server_thread() as server:
        people = min(4, ALL_VARIANTS[variant].players)

        async def game() -> None:
            _, clients = await seat_clients(server.url, variant, people)
            await clients[0].start()
            await play_all(clients, seed=3)

        run(game())
    assert not leaks, leaks[:3]
    assert len(sent) == people and min(sent.values()) > 10_000


def test_the_leak_check_would_see_a_hand_sent() -> None:
    """The check of the test above finds another seat's card in a message."""
    game = new_game("schieber", seed=4)
    game.apply_action(game.chance_outcome())
    view: Observation = game.observation(1)
    data = json.dumps(codec.encode(view)).encode()
    cards = {m.decode() for m in _CARD_CODE.findall(data)}
    assert cards & _hidden_from(game, 0)
    assert not cards & _hidden_from(game, 1)


# -- people come and go ----------------------------------------------------------------------------


@pytest.mark.slow
def test_a_dropped_seat_is_away_then_comes_back_to_the_same_state() -> None:
    with server_thread() as server:

        async def scenario() -> None:
            code, clients = await seat_clients(server.url, "schieber", 4)
            await clients[0].start()
            dropper = clients[3]
            bots = [RandomBot(c.seat) for c in clients]

            def in_second_trick(client: TableClient) -> bool:
                view = client.view
                return view is not None and len(view.tricks) >= 1 and len(view.trick) == 2

            await asyncio.gather(
                *(
                    play_with(c, b.act, stop_after=in_second_trick)
                    for c, b in zip(clients, bots, strict=True)
                )
            )
            before = server.call(lambda: server.tables.tables[code].game.observation(3))
            await dropper.close()
            heard = await clients[0].until(lambda m: isinstance(m, TableInfo) and m.seats[3].away)
            assert isinstance(heard, TableInfo)
            assert heard.seats[3].connected is False
            again = TableClient(server.url)
            again.code, again.token = code, dropper.token
            await again.connect()
            await again.resume()
            await again.until(lambda m: type(m).__name__ == "Update")
            assert again.seat == 3
            assert again.view == before
            clients[3] = again
            await play_all(clients)
            assert isinstance(again.events[-1], GameEnded)

        run(scenario())


@pytest.mark.slow
def test_a_seat_ready_for_the_next_deal_stays_ready_when_its_connection_drops() -> None:
    """Enter between deals, then the connection drops and comes back: the seat still counts
    as ready, so the other person's Enter deals the next deal (the table stalled before)."""
    with server_thread() as server:

        async def scenario() -> None:
            code, clients = await seat_clients(server.url, "schieber", 2)
            await clients[0].start()
            bots = [RandomBot(c.seat) for c in clients]

            def deal_over(client: TableClient) -> bool:
                view = client.view
                return view is not None and view.phase is Phase.DEAL and view.deal_number == 1

            await asyncio.gather(
                *(
                    play_with(c, b.act, stop_after=deal_over)
                    for c, b in zip(clients, bots, strict=True)
                )
            )
            dropper = clients[1]
            await dropper.ready()
            await clients[0].until(lambda m: isinstance(m, TableInfo))  # its readiness
            await dropper.close()
            again = TableClient(server.url)
            again.code, again.token = code, dropper.token
            await again.connect()
            await again.resume()
            await again.until(lambda m: type(m).__name__ == "Update")
            await clients[0].ready()
            dealt = await clients[0].until(
                lambda m: (
                    isinstance(m, Update)
                    and any(type(e).__name__ == "DealStarted" for e in codec.decode_any(m.events))
                )
            )
            assert isinstance(dealt, Update)

        run(scenario(), timeout=60)


@pytest.mark.slow
def test_a_person_who_leaves_by_choice_is_replaced_by_a_bot_at_once() -> None:
    """With an away timeout of never, a person who sends ``leave`` mid-game is not awaited:
    the others are told (the seat is a bot now, under the person's name) and the game is
    played to its end."""
    with server_thread() as server:

        async def scenario() -> None:
            _, clients = await seat_clients(
                server.url, "schieber", 2, names=("Anna", "Beat"), away_timeout=0
            )
            await clients[0].start()
            await clients[1].until(lambda m: type(m).__name__ == "Update")
            await clients[1].send(Leave())
            await clients[1].close()
            heard = await clients[0].until(
                lambda m: isinstance(m, TableInfo) and m.seats[1].kind == "bot"
            )
            assert isinstance(heard, TableInfo)
            assert heard.seats[1].name == "Beat" and heard.seats[1].bot_level == "normal"
            await play_all(clients[:1])
            assert isinstance(clients[0].events[-1], GameEnded)

        run(scenario())


def test_leaving_the_lobby_empties_the_seat_and_the_hosts_leaving_closes_the_table() -> None:
    with server_thread() as server:

        async def scenario() -> None:
            code, clients = await seat_clients(server.url, "schieber", 3)
            host, first, second = clients
            await first.send(Leave())
            emptied = await host.until(
                lambda m: isinstance(m, TableInfo) and m.seats[1].kind == "empty"
            )
            assert isinstance(emptied, TableInfo)
            await host.send(Leave())
            closed = await second.until(lambda m: isinstance(m, Error))
            assert isinstance(closed, Error) and closed.code == "closed"
            assert code not in server.call(lambda: set(server.tables.tables))
            for client in clients:
                await client.close()

        run(scenario())


def test_a_seat_coming_back_to_a_finished_game_hears_its_end() -> None:
    """The game ended while a person was away: coming back, the seat's update carries the
    game's end, so the client says the result and lets the seat go."""
    with server_thread() as server:

        async def scenario() -> None:
            code, clients = await seat_clients(server.url, "putz3", 2)
            await clients[0].start()
            await play_all(clients)
            again = TableClient(server.url)
            again.code, again.token = code, clients[1].token
            await again.connect()
            await again.resume()
            update = await again.until(lambda m: isinstance(m, Update))
            assert isinstance(update, Update)
            ended = [codec.decode_any(e) for e in update.events]
            assert len(ended) == 1 and isinstance(ended[0], GameEnded)
            await again.close()

        run(scenario())


@pytest.mark.slow
def test_a_bot_plays_for_a_seat_away_past_the_timeout() -> None:
    with server_thread() as server:

        async def scenario() -> None:
            _, clients = await seat_clients(server.url, "schieber", 2, away_timeout=0.2)
            await clients[0].start()
            await clients[1].close()
            await play_all(clients[:1])
            assert isinstance(clients[0].events[-1], GameEnded)

        run(scenario())


def test_a_guest_moves_to_an_empty_seat_before_the_start_and_keeps_its_token() -> None:
    with server_thread() as server:

        async def scenario() -> None:
            host = TableClient(server.url)
            await host.connect()
            code = await host.host_table("schieber", "Anna")
            guest = TableClient(server.url)
            await guest.connect()
            assert await guest.join(code, "Beat") == 1
            assert await guest.sit(2) == 2  # across from the host: partners
            await host.until(lambda m: isinstance(m, TableInfo) and m.seats[2].name == "Beat")
            assert host.table is not None
            assert [seat.kind for seat in host.table.seats] == [
                "person",
                "empty",
                "person",
                "empty",
            ]
            with pytest.raises(ValueError, match="bad_seat"):
                await guest.sit(0)  # taken
            with pytest.raises(ValueError, match="bad_seat"):
                await host.sit(1)  # the host keeps its seat
            await guest.close()
            back = TableClient(server.url)  # the token moved with the seat
            await back.connect()
            back.code, back.token = code, guest.token
            await back.resume()
            assert back.seat == 2
            for seat in (1, 3):
                await host.add_bot(seat, "easy")
            await host.start()
            with pytest.raises(ValueError, match="started"):
                await back.sit(1)
            for client in (host, back):
                await client.close()

        run(scenario())


@pytest.mark.slow
def test_a_wrong_token_or_code_is_refused() -> None:
    with server_thread() as server:

        async def scenario() -> None:
            code, _ = await seat_clients(server.url, "schieber", 1)
            stranger = TableClient(server.url)
            await stranger.connect()
            stranger.code, stranger.token = code, "x" * 32
            with pytest.raises(ValueError, match="bad_token"):
                await stranger.resume()
            stranger.code = "ZZZZZ"
            with pytest.raises(ValueError, match="no_table"):
                await stranger.resume()
            await stranger.act("play:H6")
            reply = await stranger.until(lambda m: type(m).__name__ == "Error")
            assert reply.code == "not_seated"  # type: ignore[attr-defined]

        run(scenario())


@pytest.mark.slow
def test_only_the_seat_to_act_may_act_and_only_on_the_current_state() -> None:
    with server_thread() as server:

        async def scenario() -> None:
            _, clients = await seat_clients(server.url, "schieber", 4)
            await clients[0].start()
            for client in clients:
                await client.until(lambda m: type(m).__name__ == "Update")
            to_act = next(c for c in clients if c.view.legal_actions)
            other = next(c for c in clients if c is not to_act)
            await other.act("schieben")
            reply = await other.until(lambda m: type(m).__name__ == "Error")
            assert reply.code == "not_your_turn"  # type: ignore[attr-defined]
            await to_act.send(Act(action=str(to_act.view.legal_actions[0]), turn=0))
            reply = await to_act.until(lambda m: type(m).__name__ == "Error")
            assert reply.code == "stale"  # type: ignore[attr-defined]
            await to_act.act("play:H6")
            reply = await to_act.until(lambda m: type(m).__name__ == "Error")
            assert reply.code == "illegal"  # type: ignore[attr-defined]
            assert reply.reason == "wrong_phase"  # type: ignore[attr-defined]
            await to_act.act("nonsense")
            reply = await to_act.until(lambda m: type(m).__name__ == "Error")
            assert (reply.code, reply.reason) == ("illegal", "bad_code")  # type: ignore[attr-defined]
            guest = next(c for c in clients if not c.host)
            await guest.add_bot(0)
            reply = await guest.until(lambda m: type(m).__name__ == "Error")
            assert reply.code == "not_host"  # type: ignore[attr-defined]
            await clients[0].add_bot(1)
            reply = await clients[0].until(lambda m: type(m).__name__ == "Error")
            assert reply.code == "started"  # type: ignore[attr-defined]

        run(scenario())


def test_a_player_may_try_a_card_the_rules_refuse_as_often_as_they_like() -> None:
    """A card the rules refuse is a player's mistake (Enter on a card that may not be
    played), not abuse: more than ABUSE_LIMIT of them leave the connection open (the rate
    limit, raised here, still applies to them)."""
    with server_thread(rate=(1000.0, 1000.0)) as server:

        async def scenario() -> None:
            _, clients = await seat_clients(server.url, "schieber", 1)
            client = clients[0]
            for seat in (1, 2, 3):
                await client.add_bot(seat, "easy")
            await client.start()
            while client.view is None or not client.view.legal_actions:  # the bots play first
                await client.until(lambda m: type(m).__name__ == "Update")
            wrong = "play:H6" if client.view.phase is not Phase.PLAY else "schieben"
            for _ in range(ABUSE_LIMIT + 5):
                await client.act(wrong)  # a card before trump, or schieben during the play
                reply = await client.until(lambda m: type(m).__name__ == "Error")
                assert reply.code == "illegal"  # type: ignore[attr-defined]
            await client.act(str(client.view.legal_actions[0]))
            await client.until(lambda m: type(m).__name__ == "Update")
            await client.close()

        run(scenario())


@pytest.mark.slow
def test_chat_reaches_every_seat_and_a_returning_one() -> None:
    with server_thread() as server:

        async def scenario() -> None:
            code, clients = await seat_clients(server.url, "schieber", 2, names=("Anna", "Beat"))
            await clients[1].say("  Grüezi   mitenand ")
            for client in clients:
                await client.until(lambda m: type(m).__name__ == "ChatMessage")
                assert client.chat[-1] == (1, "Beat", "Grüezi mitenand")
            await clients[0].close()
            again = TableClient(server.url)
            again.code, again.token = code, clients[0].token
            await again.connect()
            await again.resume()
            await again.until(lambda m: type(m).__name__ == "ChatMessage")
            assert again.chat == [(1, "Beat", "Grüezi mitenand")]

        run(scenario())


# -- a server that is killed -----------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _start_server(port: int, db: Path) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "audiojass", "serve", "--port", str(port), "--db", str(db)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stderr is not None
    line = process.stdout.readline()  # "audiojass serve: listening on ws://…"
    if "listening" not in line:
        process.kill()
        raise AssertionError(f"the server did not start: {line}{process.stderr.read()}")
    threading.Thread(target=process.stderr.read, daemon=True).start()  # its log, unread
    return process


async def _drain(client: TableClient, quiet: float = 0.5) -> None:
    """Take every message the server has sent until it has been quiet for ``quiet`` s."""
    with contextlib.suppress(TimeoutError):
        while True:
            await asyncio.wait_for(client.receive(), quiet)


@pytest.mark.slow
def test_a_killed_server_resumes_every_table_from_its_database(tmp_path: Path) -> None:
    port = _free_port()
    db = tmp_path / "tables.sqlite3"
    url = f"ws://127.0.0.1:{port}"
    server = _start_server(port, db)
    try:

        async def before_kill() -> list[TableClient]:
            _, clients = await seat_clients(url, "belote", 2, names=("Anna", "Beat"))
            await clients[0].start()
            bots = [RandomBot(7 + c.seat) for c in clients]

            def mid_trick(client: TableClient) -> bool:
                view = client.view
                return view is not None and len(view.tricks) >= 2 and len(view.trick) >= 1

            await asyncio.gather(
                *(
                    play_with(c, b.act, stop_after=mid_trick)
                    for c, b in zip(clients, bots, strict=True)
                )
            )
            for client in clients:
                await _drain(client)
            return clients

        clients = run(before_kill())
        views = [client.view for client in clients]
        assert all(view.trick or view.legal_actions for view in views)
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        server = _start_server(port, db)

        async def after_restart() -> None:
            again = []
            for old in clients:
                client = TableClient(url)
                client.code, client.token = old.code, old.token
                await client.connect()
                await client.resume()
                await client.until(lambda m: type(m).__name__ == "Update")
                again.append(client)
            assert [client.view for client in again] == views
            await play_all(again, seed=5)
            assert all(isinstance(c.events[-1], GameEnded) for c in again)

        run(after_restart())
    finally:
        server.kill()
        server.wait(10)


# -- a server that is attacked ---------------------------------------------------------------------

_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
_types = st.sampled_from(
    [
        "host",
        "join",
        "resume",
        "add_bot",
        "remove_bot",
        "start",
        "act",
        "ready",
        "chat",
        "ping",
        "welcome",
        "error",
        "",
        "ACT",
    ]
)
_fields = st.dictionaries(
    st.sampled_from(
        [
            "v",
            "code",
            "token",
            "seat",
            "turn",
            "action",
            "text",
            "variant",
            "name",
            "level",
            "options",
            "away_timeout",
            "x",
        ]
    ),
    _json_values,
    max_size=5,
)


@st.composite
def _bad_frames(draw: st.DrawFn) -> str | bytes:
    kind = draw(st.integers(0, 4))
    if kind == 0:
        return draw(st.binary(max_size=64))
    if kind == 1:
        return draw(st.text(max_size=64))
    if kind == 2:
        return json.dumps(draw(_json_values))
    if kind == 3:
        return json.dumps({"type": draw(_types), **draw(_fields)})
    return json.dumps({"type": "chat", "text": "x" * draw(st.integers(4000, 20_000))})


@pytest.mark.slow
def test_thousands_of_bad_messages_leave_the_server_and_other_tables_playing() -> None:
    with server_thread(rate=(10_000.0, 10_000.0)) as server:
        finished: list[list[TableClient]] = []

        def other_table() -> None:
            async def game() -> None:
                _, clients = await seat_clients(server.url, "schieber", 4)
                await clients[0].start()
                await play_all(clients, seed=4)
                finished.append(clients)

            run(game(), timeout=150)

        bystanders = threading.Thread(target=other_table)
        bystanders.start()
        connections = contextlib.ExitStack()
        connection = [connections.enter_context(connect(server.url))]
        replies: list[str] = []
        closed = [0]

        @settings(max_examples=2000, deadline=None, database=None)
        @given(frame=_bad_frames())
        def attack(frame: str | bytes) -> None:
            try:
                connection[0].send(frame)
                connection[0].send('{"type": "ping"}')
                while True:
                    message = decode_server(connection[0].recv(timeout=10))
                    if isinstance(message, Pong):
                        return
                    if isinstance(message, Error):
                        assert message.code in ERROR_CODES
                        replies.append(message.code)
            except ConnectionClosed:
                closed[0] += 1
                connection[0] = connections.enter_context(connect(server.url))

        with connections:
            attack()
        bystanders.join(150)
        assert finished, "the other table did not finish"
        assert all(isinstance(c.events[-1], GameEnded) for c in finished[0])
        assert all(not c.errors for c in finished[0])
        assert {"malformed", "unknown_type", "invalid", "too_large"} <= set(replies)
        assert closed[0] >= 1  # the abuse limit closed a connection that kept erring
        with connect(server.url) as probe:
            probe.send('{"type": "ping"}')
            assert isinstance(decode_server(probe.recv(timeout=10)), Pong)


@pytest.mark.slow
def test_a_flood_is_answered_with_rate_limited_then_closed() -> None:
    """Past its burst every message of a flood is refused as rate_limited; past the flood
    limit the server closes that connection (1008, policy), refuses its address for a while
    and serves other addresses as before. How many refusals reach the client before the close
    is the network's affair."""
    with server_thread(rate=(5.0, 10.0)) as server, connect(server.url) as flood:
        codes = []
        pongs = 0
        with contextlib.suppress(ConnectionClosed):
            for _ in range(FLOOD_LIMIT + 100):
                flood.send('{"type": "ping"}')
        closed: ConnectionClosed | None = None
        try:
            while True:
                message = decode_server(flood.recv(timeout=10))
                if isinstance(message, Error):
                    codes.append(message.code)
                elif isinstance(message, Pong):
                    pongs += 1
        except ConnectionClosed as error:
            closed = error
        assert codes and set(codes) == {"rate_limited"}
        assert pongs < 60  # the burst of 10, and what 5 a second refilled meanwhile
        assert closed is not None and closed.rcvd is not None and closed.rcvd.code == 1008
        with connect(server.url, source_address=("127.0.0.2", 0)) as other:
            other.send('{"type": "ping"}')
            assert isinstance(decode_server(other.recv(timeout=10)), Pong)
        refused = (InvalidMessage, ConnectionClosed, OSError)  # dropped at the accept
        with pytest.raises(refused), connect(server.url, open_timeout=5) as again:
            again.send('{"type": "ping"}')
            again.recv(timeout=5)


@pytest.mark.slow
def test_a_killed_bot_worker_is_replaced_and_the_table_plays_on() -> None:
    from audiojass.online.server import bot_pool

    with server_thread(executor=bot_pool(1), quick_executor=bot_pool(1)) as server:

        async def scenario() -> None:
            _, clients = await seat_clients(server.url, "schieber", 1)
            await clients[0].start()

            def kill_workers() -> int:
                # the table's easy bots think in the quick lane
                processes = dict(server.tables.quick._processes)  # type: ignore[attr-defined]
                for process in processes.values():
                    process.kill()
                return len(processes)

            async def killer() -> None:
                while server.call(kill_workers) == 0:  # the first bot's decision starts one
                    await asyncio.sleep(0.02)

            await asyncio.gather(play_all(clients), killer())
            assert isinstance(clients[0].events[-1], GameEnded)

        run(scenario())


@pytest.mark.slow
def test_a_full_server_lets_go_of_abandoned_tables_first() -> None:
    with server_thread(max_tables=2) as server:

        async def scenario() -> None:
            first = TableClient(server.url)
            await first.connect()
            await first.host_table("schieber", "Anna")
            second = TableClient(server.url)
            await second.connect()
            await second.host_table("jass", "Beat")
            third = TableClient(server.url)
            await third.connect()
            with pytest.raises(ValueError, match="full"):
                await third.host_table("putz3", "Cla")
            await first.close()  # the first table is left before its start: it goes
            await first.websocket.wait_closed()  # type: ignore[union-attr]
            await asyncio.sleep(0.1)
            assert await third.host_table("putz3", "Cla")
            assert sorted(server.tables.tables) == sorted([second.code, third.code])

        run(scenario())


@pytest.mark.slow
def test_names_and_chat_are_cleaned_of_control_characters() -> None:
    with server_thread() as server:

        async def scenario() -> None:
            host = TableClient(server.url)
            await host.connect()
            await host.host_table("schieber", "\x07An\x1bna\n ")
            await host.say("hi\x00\tthere\x07")
            said = await host.until(lambda m: type(m).__name__ == "ChatMessage")
            assert (said.name, said.text) == ("Anna", "hi there")  # type: ignore[attr-defined]
            assert host.table is not None and host.table.seats[0].name == "Anna"

        run(scenario())
