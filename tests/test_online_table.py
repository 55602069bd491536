"""The local table fed by a table server: a Swiss game played online to its end through the
table's own commands, narrated as at a local table, with the other people's comings and goings
and the chat in words."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from fakes import TableOutput
from online_helpers import QuietConnection, server_thread, short_options

from audiojass.online.connection import Connection
from audiojass.online.protocol import AddBot, Host, Join, Start, Update, Welcome
from audiojass.online.table import OnlineTableSession
from audiojass.rules import ALL_VARIANTS, VARIANTS, Phase


def _welcome(connection: Connection, kept: list[object]) -> Welcome:
    """Poll until the server's welcome; every message polled is added to ``kept``."""
    deadline = time.monotonic() + 10
    while not any(isinstance(m, Welcome) for m in kept):
        assert time.monotonic() < deadline, "no welcome came"
        kept.extend(connection.poll())
        time.sleep(0.01)
    return next(m for m in kept if isinstance(m, Welcome))


def _first_update(connection: Connection, kept: list[object]) -> tuple[Update, list[object]]:
    """The first update, and what came after it in the same poll (for the session); what
    came before it is added to ``kept``."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        arrived = connection.poll()
        for index, message in enumerate(arrived):
            if isinstance(message, Update):
                return message, arrived[index + 1 :]
            kept.append(message)
        time.sleep(0.01)
    raise AssertionError("no update came")


def _session(connection: Connection, kept: list[object], output: TableOutput) -> OnlineTableSession:
    """The session from the first update, started, with every later message taken."""
    first, rest = _first_update(connection, kept)
    session = OnlineTableSession(connection, first, output, bot_delay=0.0)
    for message in kept:
        session.receive(message)
    session.start()
    for message in rest:
        session.receive(message)
    return session


def _play_to_the_end(session: OnlineTableSession, limit: float = 60) -> None:
    """Press keys as a player would whenever the table waits for one: the first playable card
    (Enter says it, Enter plays it), the first trump, Enter between deals."""
    deadline = time.monotonic() + limit
    while not session.finished:
        assert time.monotonic() < deadline, "the game did not end"
        session.tick()
        if not session.is_idle():
            time.sleep(0.005)
            continue
        view = session.view
        if session.awaiting_continue() or view.phase is not Phase.PLAY:
            session.command("play")
            continue
        hand = session._hand()
        legal = set(session.game.legal_cards())
        session.focus = next(i for i, card in enumerate(hand) if card in legal)
        session.command("play")  # says the card
        session.command("play")  # plays it


def test_a_schieber_game_online_is_played_and_narrated_to_its_end() -> None:
    with server_thread() as server:
        connection = Connection(
            server.url, Host(variant="schieber", name="Anna", options={"target": 600})
        )
        kept: list[object] = []
        _welcome(connection, kept)
        for seat in (1, 2, 3):
            connection.send(AddBot(seat=seat, level="easy"))
        connection.send(Start())
        output = TableOutput()
        session = _session(connection, kept, output)
        _play_to_the_end(session)
        session.close()
    lines = output.lines
    assert lines[0] == "New game of Schieber. Press F1 for the keys."
    assert any(line.startswith("Game over. ") for line in lines)
    # the hand is told at each deal (the server's seed is random: a game to 600 may end in
    # its first deal, with a match in Obenabe or a large Weis)
    deals = sum(bool(re.match(r"Deal \d+\. ", line)) for line in lines)
    assert deals >= 1
    assert sum(line.startswith("Your hand, 9 cards.") for line in lines) == deals
    assert not [line for line in lines if "refused" in line or "not allowed" in line]


def _started_with_a_guest(
    url: str, **host_options: Any
) -> tuple[Connection, TableOutput, OnlineTableSession]:
    """A Schieber table hosted by Anna (its table session narrating to the output returned),
    Beat seated by his own connection (returned first), two easy bots, the game started."""
    host = Connection(url, Host(variant="schieber", name="Anna", **host_options))
    kept: list[object] = []
    code = _welcome(host, kept).code
    deadline = time.monotonic() + 10
    guest = Connection(url, Join(code=code, name="Beat"))
    for seat in (2, 3):
        host.send(AddBot(seat=seat, level="easy"))
    while not any(isinstance(m, Welcome) for m in guest.poll()):
        assert time.monotonic() < deadline
        time.sleep(0.01)
    host.send(Start())
    output = TableOutput()
    return guest, output, _session(host, kept, output)


def _hear(session: OnlineTableSession, output: TableOutput, wanted: list[str]) -> None:
    """Take what the server sends until every line wanted has been said (10 s at most)."""
    deadline = time.monotonic() + 10
    while not all(line in output.lines for line in wanted):
        assert time.monotonic() < deadline, output.lines[-5:]
        session.tick()
        time.sleep(0.01)


def test_people_coming_and_going_and_the_chat_are_told() -> None:
    from audiojass.online.protocol import Chat

    with server_thread() as server:
        guest, output, session = _started_with_a_guest(server.url)
        guest.send(Chat(text="Hopp Schwiiz"))
        guest.close()  # Beat's connection drops
        _hear(session, output, ["Beat says: Hopp Schwiiz", "Beat has lost the connection."])
        session.close()
    assert "Beat sits down at the table." in output.lines


def test_a_guest_leaving_by_choice_is_told_and_a_bot_takes_the_seat_at_once() -> None:
    """Beat leaves the game (Leave before hanging up, as Enter in the leave question sends):
    Anna hears him leave and a bot play on for him, not a lost connection."""
    from audiojass.online.protocol import Leave

    with server_thread() as server:
        guest, output, session = _started_with_a_guest(server.url, away_timeout=0)
        guest.close(farewell=Leave())
        _hear(session, output, ["Beat left the table. A bot plays for Beat from now on."])
        session.close()
    assert "Beat has lost the connection." not in output.lines


FAMILY = [name for name in ALL_VARIANTS if name not in VARIANTS]  # every game of the family


@pytest.mark.slow
@pytest.mark.parametrize("variant", FAMILY)
def test_a_family_game_online_is_played_by_its_keys_to_the_end(variant: str) -> None:
    """The family's table fed by the server: the bid list (A, then Enter on its first bid),
    the dix, every card played by Enter, to "Game over", with nothing refused."""
    players = ALL_VARIANTS[variant].players
    with server_thread() as server:
        connection = Connection(
            server.url, Host(variant=variant, name="Anna", options=short_options(variant))
        )
        kept: list[object] = []
        _welcome(connection, kept)
        for seat in range(1, players):
            connection.send(AddBot(seat=seat, level="easy"))
        connection.send(Start())
        output = TableOutput()
        first, rest = _first_update(connection, kept)
        session = OnlineTableSession(connection, first, output, bot_delay=0.0)
        assert isinstance(session, OnlineTableSession) and session.deck32
        for message in kept:
            session.receive(message)
        session.start()
        for message in rest:
            session.receive(message)
        deadline = time.monotonic() + 150
        while not session.finished:
            assert time.monotonic() < deadline, output.lines[-5:]
            session.tick()
            if not session.is_idle():
                time.sleep(0.005)
                continue
            view = session.view
            if session.awaiting_continue() or session.choice is not None:
                session.command("play")
            elif view.phase is Phase.TRUMP:
                session.command("trump")  # opens the bid list
            elif view.phase is not Phase.PLAY:
                session.command("play")
            else:
                session.command("play")  # the focused card is a playable one: Enter plays it
        session.close()
    lines = output.lines
    assert lines[0].startswith("New game of ")
    assert any(line.startswith("Game over") for line in lines), lines[-3:]
    assert not [line for line in lines if "refused" in line or "went wrong" in line]


def _update(game: Any, seat: int = 0) -> Update:
    from audiojass.online import codec

    view = codec.encode(game.observation(seat))
    return Update(turn=len(game.history), events=[], view=view)


@pytest.mark.parametrize("missed", ["cards", "tricks", "deal", "deal's end"])
def test_coming_back_after_a_drop_says_what_was_missed(missed: str) -> None:
    """The server sends the view as it is now when the connection comes back, not the events
    missed: the table says the cards played meanwhile (those on the table, the last trick),
    the new deal with its hand, or the deal's scores, before whose turn it is."""
    from audiojass.narration import card_name
    from audiojass.online.connection import Back
    from audiojass.rules import new_game
    from audiojass.rules.actions import PlayCard

    game = new_game("jass", seed=8, first_dealer=3)
    game.apply_action(game.chance_outcome())
    while game.current_player != 1 or game.phase is not Phase.PLAY:
        game.apply_action(game.legal_actions()[0])  # the human chooses trump, plays a card
    output = TableOutput()
    session = OnlineTableSession(QuietConnection(), _update(game), output, bot_delay=0.0)  # type: ignore[arg-type]
    session.start()
    played = []
    deal = game.deal_number
    while True:
        if missed == "cards" and game.current_player == 0:
            break
        if missed == "tricks" and game.current_player == 0 and len(game.tricks) >= 3:
            break
        if missed == "deal" and game.current_player == 0 and game.deal_number > deal:
            break
        if missed == "deal's end" and game.is_chance_node():
            break
        if game.is_chance_node():
            game.apply_action(game.chance_outcome())
            continue
        action = game.legal_actions()[0]  # a bot plays for the human while it is away
        if isinstance(action, PlayCard) and game.deal_number == deal:
            played.append(action.card)
        game.apply_action(action)
    heard = len(output.lines)
    tricks_before = len(session.view.tricks)
    session.receive(Back())
    session.receive(_update(game))
    said = output.lines[heard:]
    assert said[0] == "Connected to the table again."
    if missed == "tricks":  # each trick taken meanwhile, by its number, with its cards
        missed_tricks = game.tricks[tricks_before:]
        assert len(missed_tricks) >= 2
        lines = said[1 : 1 + len(missed_tricks)]
        for number, (trick, line) in enumerate(
            zip(missed_tricks, lines, strict=True), tricks_before + 1
        ):
            assert line.startswith(f"Trick {number}: "), said
            assert all(card_name(card, game.trump) in line for card in trick.cards), line
            assert line.endswith(f"it, {trick.points} points."), line
    if missed == "deal":
        assert said[1] == f"Jass resumed, deal {game.deal_number}."
        assert said[2].startswith("Your hand, 9 cards.")
    elif missed == "cards":
        text = " ".join(said)
        assert all(card_name(card, game.trump) in text for card in played[-3:]), said
    if missed == "deal's end":
        assert said[1:] == ["Deal 1: we 81, they 76.", "Scores: we 81, they 76. Playing to 1000."]
    else:
        assert said[-1].startswith("Your turn: ")


def test_a_player_leaving_after_the_game_is_not_said_to_have_lost_the_connection() -> None:
    """At the game-over screen the others go back to their menus: that is leaving the table,
    said once, not a lost connection, and no bot is said to play for them."""
    from audiojass.online.protocol import SeatInfo, TableInfo
    from audiojass.rules import new_game

    game = new_game("jass", seed=8, first_dealer=3)
    game.apply_action(game.chance_outcome())
    output = TableOutput()
    session = OnlineTableSession(QuietConnection(), _update(game), output, bot_delay=0.0)  # type: ignore[arg-type]
    session.start()

    def table(beat: SeatInfo) -> TableInfo:
        seats = [SeatInfo(seat=0, name="Anna", kind="person", connected=True), beat]
        seats += [SeatInfo(seat=s, name=f"Bot {s + 1}", kind="bot", connected=True) for s in (2, 3)]
        return TableInfo(
            code="BCDFG", variant="jass", options={}, host_seat=0, seats=seats, started=True
        )

    session.receive(table(SeatInfo(seat=1, name="Beat", kind="person", connected=True)))
    session.remote.over = True  # the game has ended
    heard = len(output.lines)
    away = SeatInfo(seat=1, name="Beat", kind="person", connected=False, away=True)
    session.receive(table(away))
    with_bot = SeatInfo(
        seat=1, name="Beat", kind="person", connected=False, away=True, bot_level="normal"
    )
    session.receive(table(with_bot))
    assert output.lines[heard:] == ["Beat left the table."]
