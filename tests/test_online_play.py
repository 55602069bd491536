"""Play online through the real event loop: the Play online menu, the lines typed (server,
name, code, chat), the lobby (bots, the start, the code spelled), the table with its online
keys, and every way of being turned away said in words."""

from __future__ import annotations

import asyncio
import os
import queue
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import TableRun, autoplay
from online_helpers import QuietConnection, server_thread

from audiojass.app import App, TableScreen, TextEntryScreen, run
from audiojass.bots import RuleBot
from audiojass.online.client import TableClient, play_with
from audiojass.online.screens import SavedSeat, join_table, server_url, spell
from audiojass.sound import Cue
from audiojass.window import ListView, ReaderView, view_of


def _port(url: str) -> str:
    return url.rsplit(":", 1)[1]


def test_server_addresses_become_websocket_urls() -> None:
    assert server_url("example.org") == "ws://example.org:8765"
    assert server_url(" example.org:9000 ") == "ws://example.org:9000"
    assert server_url("wss://example.org/jass") == "wss://example.org/jass"
    assert server_url("ws://[::1]") == "ws://[::1]:8765"
    assert server_url("ws://[::1]:9000") == "ws://[::1]:9000"
    assert spell("K7TQM") == "K, 7, T, Q, M"


def test_host_a_table_from_the_menus_seat_bots_and_play_to_the_end(tmp_path: Path) -> None:
    with server_thread() as server:
        port = _port(server.url)
        table = TableRun(tmp_path)
        table.app.settings.rules = {"schieber": {"target": 300}}

        def keys(app: App) -> Iterator[str]:
            yield from ("end", "up", "enter")  # Play online, above Quit
            yield from ("down", "down", "enter", f"type 127.0.0.1:{port}", "enter")  # server
            yield from ("down", "enter", "type Ann", "backspace", "type na", "enter")  # name
            yield from ("home", "enter", "down", "enter")  # Host a table → Schieber
            yield from ("shift+c", "shift+t")
            lobby = view_of(app).content  # the large print: the code and the seats
            assert isinstance(lobby, ListView)
            assert lobby.title.startswith("Table code: ")
            assert lobby.items[0] == "Seat 1, You: Anna"
            assert lobby.items[-2:] == ("Start the game", "Leave the table")
            yield from ("down", "left", "enter")  # seat 2: an easy bot
            yield from ("down", "enter", "down", "enter")  # seats 3 and 4 likewise
            yield from ("down", "enter")  # Start
            yield from autoplay()(app)
            yield "f1"  # the game-over screen: no deal review online
            yield from ("m", "type good game", "enter")  # the chat is still heard there
            for _ in range(500):
                if "Anna says: good game" in table.lines:
                    break
                time.sleep(0.01)
                yield "shift+c"

        lines = table.run(keys)
        over_keys = next(line for line in reversed(lines) if line.startswith("Keys: "))
        assert "S: the final scores." in over_keys
        assert "R: " not in over_keys
        assert "Anna says: good game" in lines
    at = lines.index("Play online: Host a table, 1 of 6")
    assert lines[at + 2 : at + 15] == [
        "Server: ws://127.0.0.1:8765, 3 of 6",
        "Server address: ws://127.0.0.1:8765. Enter takes it; typing replaces it; Escape cancels.",
        f"127.0.0.1:{port}",
        f"Play online: Server: ws://127.0.0.1:{port}, 3 of 6",
        "Your name: empty, 4 of 6",
        "Your name at the table: empty. Type, then Enter; Escape cancels.",
        "Ann",
        "n deleted",
        "na",
        "Play online: Your name: Anna, 4 of 6",
        "Host a table, 1 of 6",
        "Host a table of: Switzerland: Jass, 1 of 12",
        "Schieber, 2 of 12",
    ]
    assert lines[at + 15] == f"Connecting to ws://127.0.0.1:{port}."
    opened = next(line for line in lines if line.startswith("Your table of Schieber is open."))
    match = re.fullmatch(
        r"Your table of Schieber is open\. Its code is ((?:[A-Z2-9], )+[A-Z2-9])\. "
        r"You sit at seat 1\.",
        opened,
    )
    assert match is not None, opened
    code = match.group(1)
    after = lines[lines.index(opened) + 1 :]
    assert after[:10] == [
        "Playing to 300.",  # the rules chosen in Options, Game rules, that are not standard
        "Seat 1, You: Anna. Up and down go through the seats; Shift plus C spells the table code.",
        f"Table code: {code}.",
        "Seat 1, You: Anna. Seat 2, Right: empty. Seat 3, Partner: empty. Seat 4, Left: empty.",
        "Seat 2, Right: empty; Enter seats a bot, normal; left and right change it",
        "Seat 2, Right: empty; Enter seats a bot, easy; left and right change it",
        "A bot, easy, sits at seat 2.",
        "Seat 3, Partner: empty; Enter seats a bot, easy; left and right change it",
        "A bot, easy, sits at seat 3.",
        "Seat 4, Left: empty; Enter seats a bot, easy; left and right change it",
    ]
    assert after[10:14] == [
        "A bot, easy, sits at seat 4.",
        "Start the game",
        "Starting the game.",
        "New game of Schieber. Press F1 for the keys.",
    ]
    assert any(line.startswith("Game over. ") for line in lines)
    assert "refused" not in " ".join(lines)
    assert table.app.settings.online_server == f"ws://127.0.0.1:{port}"
    assert table.app.settings.online_name == "Anna"


def _host_for_a_guest(url: str, codes: queue.Queue[str], failures: list[BaseException]) -> None:
    """A person hosting a Schieber table on another computer: waits for a guest at seat 2,
    seats two easy bots, starts, plays with the rule player, and chats once."""

    async def main() -> None:
        host = TableClient(url)
        await host.connect()
        code = await host.host_table("schieber", "Anna", target=300)
        codes.put(code)
        await host.until(lambda _: host.table is not None and host.table.seats[1].kind == "person")
        await host.add_bot(2, "easy")
        await host.add_bot(3, "easy")
        await host.start()
        await host.say("Hoi zäme")
        await play_with(host, RuleBot(5).act)
        await host.close()

    try:
        asyncio.run(asyncio.wait_for(main(), 120))
    except BaseException as error:  # reported by the test
        failures.append(error)


def test_join_by_code_hear_the_table_chat_and_ask_who_is_there(tmp_path: Path) -> None:
    with server_thread() as server:
        codes: queue.Queue[str] = queue.Queue()
        failures: list[BaseException] = []
        host = threading.Thread(target=_host_for_a_guest, args=(server.url, codes, failures))
        host.start()
        code = codes.get(timeout=30)
        table = TableRun(tmp_path)
        table.app.settings.online_name = "Beat"

        def keys(app: App) -> Iterator[str]:
            # the guest's lobby waits for the host's start: these keys come at the table
            yield from ("shift+t", "shift+c", "m", "type Hopp Schwiiz", "enter", "i", "r", "f1")
            yield from autoplay()(app)

        def join(app: App) -> None:
            join_table(app, code.lower(), server=server.url)  # typed in lower case

        lines = run(table.app, script=keys(table.app), online=join)
        host.join(60)
        assert not failures, failures
    said = table.lines
    assert lines == 0
    assert said[:4] == [
        f"Connecting to {server.url}.",
        "You sit at Anna's table of Schieber, seat 2. The host starts the game.",
        "Playing to 300.",
        "Seat 1, Left: Anna. Up and down go through the seats; Shift plus C spells the table code.",
    ]
    assert said[4:7] == [
        "A bot, easy, sits at seat 3.",
        "A bot, easy, sits at seat 4.",
        "New game of Schieber. Press F1 for the keys.",
    ]
    at_table = said.index("New game of Schieber. Press F1 for the keys.")
    # the keys come when the table waits for this player: nobody else is thinking then
    assert (
        said[at_table:].count(
            "You: Beat. Right: a bot, easy. Partner: a bot, easy. Left: Anna, connected."
        )
        == 1
    )
    assert f"Table code: {spell(code)}." in said
    assert "Anna says: Hoi zäme" in said
    assert table.cues.count(Cue.CHAT) == 2  # Anna's message and Beat's own
    assert table.cues.count(Cue.SEAT) >= 2  # the two bots sitting down
    prompt = said.index("Message to the table: empty. Type, then Enter; Escape cancels.")
    assert "Beat says: Hopp Schwiiz" in said[prompt:]
    assert "No hints at an online table." in said
    assert "No deal review at an online table." in said
    keys = next(line for line in said if line.startswith("Keys: "))
    assert "M: write a message to the table." in keys
    assert "Shift plus T: who is at the table, who is connected and who is thinking." in keys
    assert "Shift plus C: spell the table code." in keys
    assert "I: " not in keys and "R: " not in keys
    assert any(line.startswith("Game over. ") for line in said)


def test_a_server_that_cannot_be_reached_and_a_wrong_code_are_said(tmp_path: Path) -> None:
    with server_thread() as server:
        table = TableRun(tmp_path)
        table.app.settings.online_name = "Beat"
        table.app.settings.online_server = server.url

        def keys(app: App) -> Iterator[str]:
            yield from ("end", "up", "enter")  # Play online
            yield from ("down", "enter", "type zzzzz", "enter")  # Join a table: no such code
            yield "ctrl"
            yield from ("enter", "escape")  # the code prompt again, cancelled
            yield from ("down", "enter", "type 127.0.0.1:1", "enter")  # a closed port
            yield from ("up", "enter", "type BCDFG", "enter")
            yield "ctrl"
            yield "q"

        lines = table.run(keys)
    assert "No table has the code ZZZZZ." in lines
    turned_away = lines.index("No table has the code ZZZZZ.")
    assert lines[turned_away + 1] == "Play online: Join a table, 2 of 6"
    assert "Cannot reach the table server at ws://127.0.0.1:1." in lines
    unreachable = lines.index("Cannot reach the table server at ws://127.0.0.1:1.")
    assert lines[unreachable + 1] == "Play online: Join a table, 2 of 6"
    assert lines[-1] == "No item starts with Q."  # back in the menu, every key answered


def test_typing_a_line_backspace_reads_and_cancel(tmp_path: Path) -> None:
    table = TableRun(tmp_path)
    keys = [
        "end",
        "up",
        "enter",
        "end",
        "up",
        "left",  # a bot plays for someone who dropped out: after 30 seconds
        "left",
        "left",
        "left",  # never: the list stops there
        "up",
        "enter",  # Your name
        "enter",  # nothing typed yet
        "backspace",  # nothing to delete
        "type Jö",
        "backspace",
        "up",
        "type rg",
        "escape",  # cancelled: the name stays unset
        "enter",
        "type Jürg",
        "enter",
    ]
    lines = table.run(keys)
    assert lines[-12:] == [
        "Your name: empty, 4 of 6",
        "Your name at the table: empty. Type, then Enter; Escape cancels.",
        "Nothing is typed yet. Escape cancels.",
        "empty",
        "Jö",
        "ö deleted",
        "Your name at the table: J",
        "rg",
        "Play online: Your name: empty, 4 of 6",
        "Your name at the table: empty. Type, then Enter; Escape cancels.",
        "Jürg",
        "Play online: Your name: Jürg, 4 of 6",
    ]
    assert table.app.settings.online_name == "Jürg"
    assert table.app.settings.online_away == 0
    away = lines.index("A bot plays for someone who dropped out: after 60 seconds, 5 of 6")
    assert lines[away + 1 : away + 5] == [
        "A bot plays for someone who dropped out: after 30 seconds, 5 of 6",
        "A bot plays for someone who dropped out: after 15 seconds, 5 of 6",
        "A bot plays for someone who dropped out: never, 5 of 6",
        "A bot plays for someone who dropped out: never, 5 of 6",
    ]


def test_terminal_and_script_keys_type_and_window_keys_wait_for_their_text(
    tmp_path: Path,
) -> None:
    table = TableRun(tmp_path)
    app = table.app
    typed: list[str] = []
    entry = TextEntryScreen("Name", lambda app, text: typed.append(text))
    app.screens.append(entry)
    app.keys_type = True  # terminal and script mode
    for key in ("shift+a", "n", "space", "2", "minus", "v"):
        app.press(key)  # V is the verbosity key elsewhere: here it types
    assert entry.text == "An 2-v"
    assert view_of(app).content == ReaderView("Name", "An 2-v_")  # the large print too
    app.keys_type = False  # the window
    for key in ("x", "shift+x", ""):  # "": a punctuation mark the game has no key name for
        app.press(key)  # the character comes as text right after the key
    assert entry.text == "An 2-v"
    app.text_input("x")
    app.press("enter")
    assert typed == ["An 2-vx"]
    assert app.settings.verbosity == "full"


@pytest.mark.slow
def test_the_command_line_hosts_a_table_in_script_mode(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.toml").write_text("[rules.schieber]\ntarget = 300\n", encoding="utf-8")
    with server_thread() as server:
        keys = ["shift+c", "down", "left", "enter", "down", "enter", "down", "enter"]
        keys += ["down", "enter"] + ["enter"] * 300
        environment = {**os.environ, "AUDIOJASS_HOME": str(home)}
        environment.pop("SDL_VIDEODRIVER", None)
        done = subprocess.run(
            [
                sys.executable,
                *("-m", "audiojass", "--script", "-", "--bot-delay", "0", "--bots", "random"),
                *("--seed", "3", "--server", server.url, "--host-table", "schieber"),
                *("--name", "Carla"),
            ],
            input="".join(f"{key}\n" for key in keys),
            capture_output=True,
            text=True,
            timeout=300,
            env=environment,
            check=False,
        )
    lines = done.stdout.splitlines()
    assert done.returncode == 0, done.stderr
    opened = next(line for line in lines if line.startswith("Your table of Schieber is open."))
    assert opened.endswith("You sit at seat 1.")
    assert "A bot, easy, sits at seat 4." in lines
    assert any(line.startswith("Game over. ") for line in lines)


def test_the_command_line_refuses_a_local_game_with_an_online_one(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "audiojass", "--script", "-", "--variant", "jass", "--join", "X"],
        input="",
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "AUDIOJASS_HOME": str(tmp_path)},
        check=False,
    )
    assert done.returncode == 2
    assert "--variant starts a game here" in done.stderr


@pytest.mark.parametrize("command", ["chat", "seats", "table_code"])
def test_online_keys_at_a_local_table_say_they_do_nothing(tmp_path: Path, command: str) -> None:
    table = TableRun(tmp_path)
    key = {"chat": "m", "seats": "shift+t", "table_code": "shift+c"}[command]
    lines = table.run(["enter", key], variant="jass")
    assert isinstance(table.app.screens[-1], TableScreen)
    assert lines[-1] == "That key does nothing here. F1 lists the keys."


def test_who_is_at_the_table_names_connections_bots_and_who_is_thinking() -> None:
    from fakes import TableOutput

    from audiojass.online import codec
    from audiojass.online.protocol import SeatInfo, TableInfo, Update
    from audiojass.online.table import OnlineTableSession
    from audiojass.rules import VARIANTS, new_game

    game = new_game(VARIANTS["schieber"], seed=4, first_dealer=0)
    game.apply_action(game.chance_outcome())
    thinking = game.current_player
    assert thinking == 1  # seat 2 (Right of seat 1) chooses trump
    update = Update(turn=1, events=[], view=codec.encode(game.observation(0)))
    output = TableOutput()
    session = OnlineTableSession(QuietConnection(), update, output)  # type: ignore[arg-type]
    seats = [
        SeatInfo(seat=0, name="Anna", kind="person", connected=True),
        SeatInfo(seat=1, name="Beat", kind="person", connected=True),
        SeatInfo(
            seat=2, name="Carla", kind="person", connected=False, away=True, bot_level="normal"
        ),
        SeatInfo(seat=3, name="Bot", kind="bot", connected=False, bot_level="strong"),
    ]
    info = TableInfo(
        code="K7TQM", variant="schieber", options={}, host_seat=0, started=True, seats=seats
    )
    assert session.who() == "The table has not said who sits at it yet."
    session.receive(info)
    assert session.who() == (
        "You: Anna. Right: Beat, connected, thinking. Partner: Carla, away; a bot plays. "
        "Left: a bot, strong."
    )
    assert session.code == "K7TQM"


def _left_in_the_middle(tmp_path: Path, url: str) -> SavedSeat:
    """Anna hosts a Schieber game to 1500 at the server ``url`` with three bots, makes a few
    decisions, and the program ends in the middle of the game; the seat it kept."""
    from audiojass.online.screens import host_table, load_seat

    first = TableRun(tmp_path, seed=3)
    first.app.settings.online_name = "Anna"
    # no deal ends a game to 1500 in its first tricks, whatever the server deals
    first.app.settings.rules = {"schieber": {"target": 1500}}

    def opening(app: App) -> Iterator[str]:
        yield from ("down", "left", "enter", "down", "enter", "down", "enter", "down", "enter")
        player = autoplay()(app)
        for _ in range(4):  # a few decisions, then the program ends in the middle
            yield next(player)

    def host(app: App) -> None:
        host_table(app, "schieber", server=url)

    assert run(first.app, script=opening(first.app), online=host) == 0
    kept = load_seat(tmp_path)
    assert kept is not None
    return kept


@pytest.mark.slow
def test_a_seat_is_kept_for_the_next_start_and_given_up_at_the_end(tmp_path: Path) -> None:
    from audiojass.online.screens import SEAT_NAME

    with server_thread() as server:
        kept = _left_in_the_middle(tmp_path, server.url)
        assert kept.url == server.url

        again = TableRun(tmp_path, seed=4)
        lines = again.run(_resume_keys)
    code = spell(kept.code)
    assert f"Play online: Back to your table, {code}, 1 of 7" in lines
    at = lines.index(f"Back at table {code}, Schieber, seat 1.")
    assert lines[at + 1 : at + 3] == ["Playing to 1500.", "Schieber resumed, deal 1."]
    # where the deal stands before the turn: in the card play, trump is said first (the
    # server's seed is random: the program may have ended before trump was chosen)
    turn = next(i for i in range(at + 3, len(lines)) if lines[i].startswith(("Your turn", "You ")))
    if lines[turn].startswith("Your turn: "):  # "Trump is hearts, …" or "Undenufe, chosen …"
        said = ("Trump is ", "Obenabe, chosen", "Undenufe, chosen")
        assert any(line.startswith(said) for line in lines[at + 3 : turn])
    assert any(line.startswith("Game over. ") for line in lines)
    assert not (tmp_path / SEAT_NAME).exists()


def _resume_keys(app: App) -> Iterator[str]:
    yield from ("end", "up", "enter", "enter")  # Play online → Back to your table
    yield from autoplay()(app)


class _Lobby:
    """A table of Schieber hosted from the menus by ``host`` (whose lobby opening has been
    heard) and a second player, ``guest``, in its main menu, not seated yet."""

    def __init__(self, tmp_path: Path, url: str, host_name: str, guest_name: str) -> None:
        from audiojass.online.screens import LobbyScreen, host_table

        self.url = url
        self.host, self.guest = TableRun(tmp_path / "host"), TableRun(tmp_path / "guest")
        self.host.app.settings.online_name = host_name
        self.guest.app.settings.online_name = guest_name
        for table in (self.host, self.guest):
            table.app.screens.append(table.app.main_menu())
        host_table(self.host.app, "schieber", server=url)
        self.until(
            self.host,
            f"Seat 1, You: {host_name}. Up and down go through the seats; Shift plus C spells "
            "the table code.",
        )
        lobby = self.host.app.screens[-1]
        assert isinstance(lobby, LobbyScreen) and lobby.code is not None
        self.code = lobby.code

    def join(self) -> None:
        """The guest sits down at the table by its code."""
        join_table(self.guest.app, self.code, server=self.url)

    def until(self, table: TableRun, line: str, count: int = 1) -> None:
        """Tick both apps until ``table`` has said ``line`` ``count`` times (20 s at most)."""
        deadline = time.monotonic() + 20
        while table.lines.count(line) < count:
            assert time.monotonic() < deadline, (line, table.lines[-5:])
            self.host.app.tick()
            self.guest.app.tick()
            time.sleep(0.01)


def test_a_guest_moves_to_the_seat_across_from_the_host_in_the_lobby(tmp_path: Path) -> None:
    """The lobby's keys without the loop: the guest's Enter on an empty seat moves them there,
    and the host hears it."""
    with server_thread() as server:
        lobby = _Lobby(tmp_path, server.url, "Anna", "Beat")
        anna, beat, until = lobby.host, lobby.guest, lobby.until
        lobby.join()
        until(anna, "Beat sits down at the table.")
        until(beat, "You sit at Anna's table of Schieber, seat 2. The host starts the game.")
        for key in ("down", "down"):
            beat.app.press(key)
        assert beat.lines[-1] == "Seat 3, Right: empty; Enter moves you here"
        beat.app.press("enter")
        until(beat, "You sit at seat 3 now.")
        until(anna, "Beat moves to seat 3.")
        beat.app.press("shift+t")
        assert beat.lines[-1] == (
            "Seat 1, Partner: Anna. Seat 2, Left: empty. Seat 3, You: Beat. Seat 4, Right: empty."
        )
        beat.app.press("f1")
        keys = beat.lines[-1]
        assert keys.startswith("Keys: Up arrow: previous item. Down arrow: next item. ")
        assert "Enter or Space: on an empty seat, move there." in keys
        assert "M: write a message to the table." in keys and "Left arrow" not in keys
        anna.app.press("f1")
        assert "Left arrow: the strength of the bot an empty seat gets." in anna.lines[-1]
        assert "Right arrow: the strength of the bot an empty seat gets." in anna.lines[-1]
        for table in (anna, beat):
            table.app.press("escape")  # leaves the lobby
        assert anna.lines[-2:] == ["You left the table.", "Main menu: New game, 1 of 6"]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", ["Play online: Host a table, 1 of 6", "Join a table, 2 of 6"]),
        ("de", ["Online spielen: Einen Tisch eröffnen, 1 von 6", "An einen Tisch setzen, 2 von 6"]),
        ("fr", ["Jouer en ligne : Ouvrir une table, 1 sur 6", "Rejoindre une table, 2 sur 6"]),
        ("nl", ["Online spelen: Een tafel openen, 1 van 6", "Aan een tafel gaan zitten, 2 van 6"]),
    ],
)
def test_play_online_speaks_every_language(tmp_path: Path, language: str, said: list[str]) -> None:
    from audiojass import i18n

    i18n.use(language, strict=True)
    table = TableRun(tmp_path)
    lines = table.run(["end", "up", "enter", "down", "enter", "type ab", "escape"])
    at = lines.index(said[0])
    assert lines[at + 1] == said[1]
    assert lines[-2] == "AB"  # a table code is typed in capitals


def test_leaving_the_lobby_is_told_and_the_host_leaving_sends_the_guest_back(
    tmp_path: Path,
) -> None:
    """A guest who leaves the lobby is heard leaving (not losing the connection); when the
    host leaves, the guest hears the table is closed and is back in the menu it came from."""
    with server_thread() as server:
        lobby = _Lobby(tmp_path, server.url, "Anna", "Beat")
        anna, beat, until = lobby.host, lobby.guest, lobby.until
        lobby.join()
        until(anna, "Beat sits down at the table.")
        beat.app.press("escape")
        until(anna, "Beat left the table.")
        assert "Beat has lost the connection." not in anna.lines
        lobby.join()
        until(beat, "You sit at Anna's table of Schieber, seat 2. The host starts the game.", 2)
        anna.app.press("escape")
        until(beat, "The host has closed the table.")
        assert beat.lines[-1] == "Main menu: New game, 1 of 6"  # where the lobby was opened


def test_a_guest_with_the_hosts_name_sits_down_and_does_not_move(tmp_path: Path) -> None:
    """A move empties one seat and fills another in one update: a guest arriving under a
    name already at the table is heard sitting down, not moving, and numbered so that the two
    can be told apart."""
    with server_thread() as server:
        lobby = _Lobby(tmp_path, server.url, "Anna", "Anna")
        host, guest = lobby.host, lobby.guest
        lobby.join()
        lobby.until(host, "Anna 2 sits down at the table.")
        assert not [line for line in host.lines if "moves to seat" in line]
        for table in (host, guest):
            table.app.press("escape")


def test_a_full_table_a_code_too_long_and_a_name_too_long_are_said(tmp_path: Path) -> None:
    """Joining a table whose every seat is taken says so (not "That seat is taken": the
    player chose none); a code no table can have is "no table"; a name over the protocol's
    32 characters is cut, not refused. Each leaves the player in Play online."""
    from online_helpers import run as run_async

    from audiojass.online.protocol import TableInfo

    with server_thread() as server:

        async def full_table() -> str:
            host = TableClient(server.url)
            await host.connect()
            code = await host.host_table("putz3", "Anna")
            for seat in (1, 2):
                await host.add_bot(seat, "easy")
            await host.until(lambda m: isinstance(m, TableInfo) and m.seats[2].kind == "bot")
            return code

        code = run_async(full_table())
        table = TableRun(tmp_path)
        table.app.settings.online_name = "B" * 40
        table.app.settings.online_server = server.url

        def keys(app: App) -> Iterator[str]:
            yield from ("end", "up", "enter")  # Play online
            yield from ("down", "enter", f"type {code}", "enter")  # a full table
            join_table(app, "ABCDEFGHJKLMNPQ", server=server.url)  # as --join gives it
            yield "t"

        lines = table.run(keys)
    assert lines.count("Play online: Join a table, 2 of 6") >= 2
    assert "Every seat at that table is taken." in lines
    assert "No table has the code ABCDEFGHJKLMNPQ." in lines  # longer than any code
    assert "The table refused that." not in lines


def test_join_by_code_takes_up_a_seat_kept_at_that_table(tmp_path: Path) -> None:
    """The program ended during an online game; --join with that table's code takes the kept
    seat up again (it said "That seat is taken.")."""
    with server_thread() as server:
        kept = _left_in_the_middle(tmp_path, server.url)
        again = TableRun(tmp_path, seed=4)
        code = kept.code

        def join(app: App) -> None:
            join_table(app, code, server=server.url)

        assert run(again.app, script=iter(["t"]), online=join) == 0
    assert f"Back at table {spell(code)}, Schieber, seat 1." in again.lines
    assert "That seat is taken." not in again.lines


def test_f1_at_a_typed_line_names_no_key_that_types(tmp_path: Path) -> None:
    """F1 while typing a name: Space and V type characters there, so F1 names Enter alone
    for taking the line and leaves brief or full speech out."""
    lines = TableRun(tmp_path).run(["end", "up", "enter", "end", "up", "up", "enter", "f1"])
    assert lines[-2] == "Your name at the table: empty. Type, then Enter; Escape cancels."
    assert lines[-1].startswith("Keys: Enter: take the line. ")
    assert "Space" not in lines[-1] and "V:" not in lines[-1]


def test_a_typed_line_is_taken_and_left_with_select_and_back_on_typing_keys(
    tmp_path: Path,
) -> None:
    """select on Space and back on Backspace: at a typed line Space types a space and
    Backspace deletes; the line says Enter and Escape, which take and leave it."""
    from audiojass.keymap import Keymap, load_keymap

    table = TableRun(tmp_path)
    default, _ = load_keymap()
    bindings = {**default.bindings, "select": ("space", "enter"), "back": ("backspace",)}
    table.app.keymap = Keymap(bindings, default.source)
    keys = ["end", "up", "space", "end", "up", "up", "space", "type Bo", "space", "backspace"]
    lines = table.run([*keys, "type b", "enter", "up", "space", "escape"])
    assert "Your name at the table: empty. Type, then Enter; Escape cancels." in lines
    assert lines[-8:-3] == [
        "Bo",
        "space",
        "space deleted",
        "b",
        "Play online: Your name: Bob, 4 of 6",
    ]
    assert lines[-2].startswith("Server address: ")  # Space opened the next line ...
    assert lines[-1].startswith("Play online: Server: ")  # ... and Escape left it
    assert table.app.settings.online_name == "Bob"


def test_a_key_that_does_nothing_at_a_typed_line_is_answered_at_once(tmp_path: Path) -> None:
    table = TableRun(tmp_path)
    table.run(["end", "up", "enter", "end", "up", "up", "enter", "f12"])
    text, interrupt = table.speech.spoken[-1]
    assert text == "Type the line, then Enter; Escape cancels." and interrupt


def test_keeping_the_six_at_an_online_table_answers_once() -> None:
    """Enter to keep the six is answered by the select cue when it is sent; the server's
    update that says the six was kept brings no second one (another seat's brings none)."""
    from fakes import TableOutput

    from audiojass.online import codec
    from audiojass.online.protocol import Update
    from audiojass.online.table import OnlineTableSession
    from audiojass.rules import VARIANTS, new_game
    from audiojass.rules.actions import SixKept
    from audiojass.sound import Cue
    from audiojass.table import TableSession

    game = new_game(VARIANTS["putz3"], seed=4, first_dealer=0)
    game.apply_action(game.chance_outcome())
    update = Update(turn=1, events=[], view=codec.encode(game.observation(0)))
    session = OnlineTableSession(QuietConnection(), update, TableOutput())  # type: ignore[arg-type]
    assert session._cue_for(SixKept(0)) is None
    assert session._cue_for(SixKept(1)) is None
    home = TableSession(new_game(VARIANTS["putz3"], seed=4), TableOutput())
    assert home._cue_for(SixKept(0)) is Cue.SELECT


def test_the_host_removes_a_guest_by_keys_and_the_guest_hears_it_on_a_real_server(
    tmp_path: Path,
) -> None:
    """The lobby's question and the server's Kick end to end: the guest hears why they are
    back in Play online, and may not sit down at that table again."""
    from audiojass.online.screens import LobbyScreen

    with server_thread() as server:
        lobby = _Lobby(tmp_path, server.url, "Anna", "Beat")
        anna, beat, until = lobby.host, lobby.guest, lobby.until
        lobby.join()
        until(anna, "Beat sits down at the table.")
        anna.app.press("down")
        assert anna.lines[-1] == "Seat 2, Right: Beat; Enter removes them from the table"
        anna.app.press("enter")
        assert anna.lines[-1] == "Remove Beat from the table? Enter to confirm, Escape to keep."
        anna.app.press("enter")
        until(beat, "The host removed you from the table.")
        until(anna, "You removed Beat from the table.")
        assert not isinstance(beat.app.screens[-1], LobbyScreen)
        lobby.join()  # again: the server refuses it
        until(beat, "The host removed you from the table.", count=2)
        anna.app.press("escape")


@pytest.mark.slow
def test_a_seat_taken_up_elsewhere_is_said_and_never_fought_over_on_a_real_server(
    tmp_path: Path,
) -> None:
    from online_helpers import run as run_async

    from audiojass.online.screens import load_seat

    with server_thread() as server:
        lobby = _Lobby(tmp_path, server.url, "Anna", "Beat")
        anna, beat, until = lobby.host, lobby.guest, lobby.until
        lobby.join()
        until(anna, "Beat sits down at the table.")
        kept = load_seat(beat.app.folder)
        assert kept is not None

        async def elsewhere() -> int:
            other = TableClient(server.url)
            await other.connect()
            other.code, other.token = kept.code, kept.token
            await other.resume()
            return other.seat

        assert run_async(elsewhere()) == 1
        until(beat, "This seat was taken up on another device. You left the table here.")
        for _ in range(300):  # three seconds: the first program does not come back for it
            beat.app.tick()
            anna.app.tick()
            time.sleep(0.01)
        table = server.tables.tables[lobby.code]
        assert server.call(lambda: table.seats[1].client is not None)
        assert load_seat(beat.app.folder) is None
        anna.app.press("escape")
