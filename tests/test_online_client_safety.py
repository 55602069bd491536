"""The online client meets the server's refusals: each new error code is said in one sentence
with what to do, in every language; a message the server could not save is sent again without
a word; a seat taken up on another device or removed by the host is given up for good (the
connection never comes back to fight over it, the kept seat is forgotten) and the player is
back in the Play online menu, where every key answers."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path
from typing import Any

import msgspec
import pytest
from conftest import TableRun
from fakes import TableOutput

from audiojass import i18n
from audiojass.app import App, MenuScreen, TableScreen
from audiojass.online import codec, connection
from audiojass.online.connection import Connection, Lost
from audiojass.online.protocol import (
    Act,
    AddBot,
    Error,
    Host,
    Join,
    Resume,
    SeatInfo,
    TableInfo,
    Update,
    Welcome,
    decode_client,
    encode_message,
)
from audiojass.online.screens import SEAT_NAME, LobbyScreen, online_menu
from audiojass.online.table import RESEND_SECONDS, OnlineTableSession
from audiojass.rules import Phase, new_game

CODE = "BCDFGHJK"  # the server's codes are eight characters long
URL = "ws://127.0.0.1:8765"


class ScriptedConnection:
    """A connection whose server's messages the test hands it (:meth:`feed`); what the client
    sends is kept in ``sent``."""

    def __init__(self, first: msgspec.Struct) -> None:
        self.opening: msgspec.Struct = first
        self.sent: list[object] = []
        self.arriving: list[object] = []
        self.closed = False
        self.ended = False

    def feed(self, *messages: object) -> None:
        self.arriving.extend(messages)

    def poll(self) -> list[object]:
        arrived, self.arriving = self.arriving, []
        return arrived

    def send(self, message: object) -> None:
        self.sent.append(message)

    def close(self, farewell: object = None) -> None:
        self.closed = True


class Clock:
    """A clock the test moves on."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def seats(*people: str, bots: int = 0) -> list[SeatInfo]:
    """The seats of a Schieber table: ``people`` first, then ``bots`` bots, the rest empty."""
    found = [
        SeatInfo(seat=i, name=name, kind="person", connected=True) for i, name in enumerate(people)
    ]
    for seat in range(len(found), 4):
        if seat < len(people) + bots:
            found.append(
                SeatInfo(
                    seat=seat, name=f"Bot {seat + 1}", kind="bot", connected=True, bot_level="easy"
                )
            )
        else:
            found.append(SeatInfo(seat=seat, name="", kind="empty", connected=False))
    return found


def table_info(
    people: tuple[str, ...] = ("Anna", "Beat"),
    *,
    started: bool = False,
    bots: int = 0,
    **extra: Any,
) -> TableInfo:
    return TableInfo(
        code=CODE,
        variant="schieber",
        options={},
        host_seat=0,
        started=started,
        seats=seats(*people, bots=bots),
        **extra,
    )


def lobby(
    tmp_path: Path, first: msgspec.Struct, *, language: str = "en"
) -> tuple[TableRun, ScriptedConnection]:
    """An app in the Play online menu (opened from the main menu) whose lobby has just sent
    ``first`` on a scripted connection."""
    i18n.use(language, strict=True)
    table = TableRun(tmp_path)
    app = table.app
    app.clock = Clock()  # type: ignore[assignment]
    app.settings.online_name = "Beat"
    app.screens.append(app.main_menu())
    app.push(online_menu(app))
    scripted = ScriptedConnection(first)
    app.push(LobbyScreen(scripted, URL))  # type: ignore[arg-type]
    return table, scripted


def heard(table: TableRun, *messages: object) -> list[str]:
    """What the app says once the server's ``messages`` arrive (one frame)."""
    screen = table.app.screens[-1]
    connection_ = getattr(screen, "connection", None) or screen.session.connection  # type: ignore[attr-defined]
    before = len(table.lines)
    connection_.feed(*messages)
    table.app.tick()
    return table.lines[before:]


def in_the_online_menu(app: App) -> bool:
    screen = app.screens[-1]
    return isinstance(screen, MenuScreen) and screen.remake is online_menu


def first_update() -> Update:
    """Seat 2's first update of a Schieber game, its deal just dealt."""
    game = new_game("schieber", seed=4, first_dealer=0)
    game.apply_action(game.chance_outcome())
    return Update(turn=len(game.history), events=[], view=codec.encode(game.observation(1)))


SENT_OFF = {
    "en": {
        "kicked": "The host removed you from the table.",
        "elsewhere": "This seat was taken up on another device. You left the table here.",
        "menu": "Play online: Host a table, 1 of 6",
    },
    "de": {
        "kicked": "Der Gastgeber hat dich vom Tisch entfernt.",
        "elsewhere": "Dieser Platz wurde auf einem anderen Gerät wieder eingenommen. Hier hast "
        "du den Tisch verlassen.",
        "menu": "Online spielen: Einen Tisch eröffnen, 1 von 6",
    },
    "fr": {
        "kicked": "L'hôte vous a retiré de la table.",
        "elsewhere": "Cette place a été reprise sur un autre appareil. Vous avez quitté la table "
        "ici.",
        "menu": "Jouer en ligne : Ouvrir une table, 1 sur 6",
    },
    "nl": {
        "kicked": "De gastheer heeft je van de tafel gehaald.",
        "elsewhere": "Deze plaats is op een ander apparaat weer ingenomen. Hier heb je de tafel "
        "verlaten.",
        "menu": "Online spelen: Een tafel openen, 1 van 6",
    },
}


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
@pytest.mark.parametrize("code", ["kicked", "elsewhere"])
def test_sent_off_in_the_lobby_the_seat_is_forgotten_and_play_online_answers(
    tmp_path: Path, language: str, code: str
) -> None:
    table, scripted = lobby(tmp_path, Join(code=CODE, name="Beat"), language=language)
    heard(table, Welcome(code=CODE, seat=1, token="secret", host=False), table_info())
    assert (tmp_path / SEAT_NAME).exists()  # kept for the next start
    said = heard(table, Error(code=code, message="gone"))
    words = SENT_OFF[language]
    assert said == [words[code], words["menu"]]
    assert scripted.closed
    assert not (tmp_path / SEAT_NAME).exists()
    app = table.app
    assert in_the_online_menu(app)
    assert len(app.screens) == 2  # the main menu, then Play online made anew
    before = len(table.lines)
    app.press("down")  # the menu answers: no dead key
    assert len(table.lines) == before + 1


@pytest.mark.parametrize("code", ["kicked", "elsewhere"])
def test_sent_off_at_the_table_the_game_is_left_for_play_online(tmp_path: Path, code: str) -> None:
    table, scripted = lobby(tmp_path, Join(code=CODE, name="Beat"))
    heard(table, Welcome(code=CODE, seat=1, token="secret", host=False))
    heard(table, table_info(bots=2, started=True), first_update())
    app = table.app
    assert isinstance(app.screens[-1], TableScreen)
    screen = app.screens[-1]
    said = heard(table, Error(code=code, message="gone"), table_info(bots=2, started=True))
    assert said == [SENT_OFF["en"][code], "Play online: Host a table, 1 of 6"]
    assert screen.left and scripted.closed
    assert not (tmp_path / SEAT_NAME).exists()
    assert in_the_online_menu(app) and len(app.screens) == 2
    assert not [m for m in scripted.sent if not isinstance(m, Act)]  # no farewell: not left


REFUSED_AT_THE_DOOR = {
    "en": {
        "limit": "The server refuses more from your address for now. Try again in a few minutes.",
        "bad_name": "That name is taken by the table or mixes look-alike letters. Choose another "
        "name.",
    },
    "de": {
        "limit": "Der Server nimmt von deiner Adresse im Moment nichts mehr an. Versuche es in ein "
        "paar Minuten wieder.",
        "bad_name": "Dieser Name ist am Tisch schon vergeben oder mischt ähnlich aussehende "
        "Buchstaben. Wähle einen anderen Namen.",
    },
    "fr": {
        "limit": "Le serveur n'accepte plus rien de votre adresse pour l'instant. Réessayez dans "
        "quelques minutes.",
        "bad_name": "Ce nom est déjà pris à la table ou mélange des lettres qui se ressemblent. "
        "Choisissez un autre nom.",
    },
    "nl": {
        "limit": "De server neemt voorlopig niets meer aan van jouw adres. Probeer het over een "
        "paar minuten opnieuw.",
        "bad_name": "Die naam is aan de tafel al in gebruik of mengt letters die op elkaar "
        "lijken. Kies een andere naam.",
    },
}


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
@pytest.mark.parametrize("code", ["limit", "bad_name"])
def test_refused_at_the_door_is_said_with_what_to_do(
    tmp_path: Path, language: str, code: str
) -> None:
    table, scripted = lobby(tmp_path, Host(variant="schieber", name="Beat"), language=language)
    said = heard(table, Error(code=code, message="no", about="host"))
    assert said[0] == REFUSED_AT_THE_DOOR[language][code]
    assert scripted.closed
    assert in_the_online_menu(table.app)


def test_busy_in_the_lobby_is_sent_again_without_a_word(tmp_path: Path) -> None:
    """The server could not save a bot seated (or the table opened): nothing is said, and the
    same message goes again a moment later, on the app's clock."""
    table, scripted = lobby(tmp_path, Host(variant="schieber", name="Beat"))
    assert heard(table, Error(code="busy", message="try again", about="host")) == []
    clock: Clock = table.app.clock  # type: ignore[assignment]
    clock.now += RESEND_SECONDS
    table.app.tick()
    assert scripted.sent == [scripted.opening]  # the Host again
    heard(table, Welcome(code=CODE, seat=0, token="t", host=True), table_info(("Beat",)))
    app = table.app
    app.press("down")  # seat 2, empty
    app.press("enter")  # seats a bot
    assert scripted.sent[-1] == AddBot(seat=1, level="normal")
    before = len(table.lines)
    assert heard(table, Error(code="busy", message="try again", about="add_bot")) == []
    assert not table.app.screens[-1].idle()  # the answer is still awaited
    table.app.tick()
    assert len(scripted.sent) == 2  # not yet
    clock.now += RESEND_SECONDS
    table.app.tick()
    assert scripted.sent[-1] == AddBot(seat=1, level="normal") and len(scripted.sent) == 3
    assert table.lines[before:] == []


def _session(clock: Clock, output: Any = None) -> tuple[OnlineTableSession, ScriptedConnection]:
    """Seat 2's table of a Schieber game, its turn to choose trump."""
    game = new_game("schieber", seed=4, first_dealer=0)
    game.apply_action(game.chance_outcome())
    assert game.current_player == 1 and game.phase is Phase.TRUMP
    update = Update(turn=len(game.history), events=[], view=codec.encode(game.observation(1)))
    scripted = ScriptedConnection(Join(code=CODE, name="Beat"))
    session = OnlineTableSession(
        scripted,  # type: ignore[arg-type]
        update,
        output if output is not None else TableOutput(),
        bot_delay=0.0,
        clock=clock,
    )
    session.start()
    return session, scripted


def test_busy_at_the_table_sends_the_action_again_and_the_table_keeps_waiting() -> None:
    clock = Clock()
    output = TableOutput()
    session, scripted = _session(clock, output)
    session.command("trump")  # opens the trump list
    session.command("play")  # takes its first choice
    sent = [m for m in scripted.sent if isinstance(m, Act)]
    assert len(sent) == 1
    before = len(output.lines)
    session.receive(Error(code="busy", message="try again", about="act"))
    assert session.waiting and output.lines[before:] == []
    clock.now += RESEND_SECONDS
    session.tick()
    assert [m for m in scripted.sent if isinstance(m, Act)] == [sent[0], sent[0]]
    assert output.lines[before:] == []


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Your time ran out: a bot played for you this once."),
        ("de", "Deine Zeit ist abgelaufen: Ein Bot hat dieses eine Mal für dich gespielt."),
        ("fr", "Votre temps est écoulé : un robot a joué pour vous cette fois-ci."),
        ("nl", "Je tijd is om: een bot heeft deze ene keer voor je gespeeld."),
    ],
)
def test_time_up_at_the_table_is_said(language: str, said: str) -> None:
    i18n.use(language, strict=True)
    output = TableOutput()
    session, _ = _session(Clock(), output)
    before = len(output.lines)
    session.receive(Error(code="time_up", message="time is up"))
    assert output.lines[before:] == [said]
    assert not session.sent_away


def test_limit_at_the_table_is_said() -> None:
    output = TableOutput()
    session, _ = _session(Clock(), output)
    session.receive(Error(code="limit", message="too many"))
    assert output.lines[-1] == REFUSED_AT_THE_DOOR["en"]["limit"]


# -- the connection itself -----------------------------------------------------------------------


class _OneShotServer:
    """A WebSocket server on its own thread that welcomes each connection, then (``final``)
    says the seat is taken up elsewhere, and hangs up; it counts the connections."""

    def __init__(self, final: str | None) -> None:
        self.final = final
        self.connections = 0
        self.url = ""
        self.opened: list[object] = []
        self._ready = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        assert self._ready.wait(10)

    def _run(self) -> None:
        self._loop.run_until_complete(self._serve())

    async def _serve(self) -> None:
        from websockets.asyncio.server import ServerConnection, serve

        async def handler(websocket: ServerConnection) -> None:
            self.connections += 1
            self.opened.append(decode_client(await websocket.recv()))
            welcome = Welcome(code=CODE, seat=1, token="secret", host=False)
            await websocket.send(encode_message(welcome).decode())
            if self.final is not None:
                error = Error(code=self.final, message="the seat is another's")
                await websocket.send(encode_message(error).decode())
            await websocket.close()

        self._stop = asyncio.Event()
        async with serve(handler, "127.0.0.1", 0) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            self.url = f"ws://127.0.0.1:{port}"
            self._ready.set()
            await self._stop.wait()

    def close(self) -> None:
        assert self._stop is not None
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)


def _heard_for(connection_: Connection, seconds: float) -> list[object]:
    heard_: list[object] = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        heard_.extend(connection_.poll())
        time.sleep(0.01)
    return heard_


@pytest.mark.slow
@pytest.mark.parametrize("final", ["elsewhere", "kicked", None])
def test_the_connection_never_comes_back_to_a_seat_that_is_anothers(
    monkeypatch: pytest.MonkeyPatch, final: str | None
) -> None:
    """After ``elsewhere`` or ``kicked`` the connection stops: no Lost notice, no second
    connection with the seat token. Without it, a dropped connection does come back."""
    monkeypatch.setattr(connection, "RETRY_SECONDS", 0.05)
    server = _OneShotServer(final)
    try:
        joined = Connection(server.url, Join(code=CODE, name="Beat"))
        arrived = _heard_for(joined, 0.6)
        joined.close()
    finally:
        server.close()
    if final is None:
        assert server.connections >= 2  # it came back, with the seat's token
        assert server.opened[1] == Resume(code=CODE, token="secret")
        assert any(isinstance(m, Lost) and m.retrying for m in arrived)
        return
    assert server.connections == 1
    assert joined.ended
    assert [type(m) for m in arrived] == [Welcome, Error]
    assert isinstance(arrived[1], Error) and arrived[1].code == final


# -- the chat muted ------------------------------------------------------------------------------

MUTE = {
    "en": ("Chat muted: messages are kept in the history.", "Chat on.", "Carla says: hoi"),
    "de": ("Chat stumm: Die Nachrichten bleiben im Verlauf.", "Chat an.", "Carla sagt: hoi"),
    "fr": (
        "Chat coupé : les messages restent dans l'historique.",
        "Chat activé.",
        "Carla dit : hoi",
    ),
    "nl": (
        "Chat gedempt: de berichten blijven in de geschiedenis.",
        "Chat aan.",
        "Carla zegt: hoi",
    ),
}


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
def test_shift_m_mutes_the_chat_in_the_lobby_and_at_the_table_kept_in_the_history(
    tmp_path: Path, language: str
) -> None:
    from audiojass.online.protocol import ChatMessage
    from audiojass.sound import Cue

    muted, on, line = MUTE[language]
    table, _ = lobby(tmp_path, Join(code=CODE, name="Beat"), language=language)
    app = table.app
    heard(
        table,
        Welcome(code=CODE, seat=1, token="secret", host=False),
        table_info(("Anna", "Beat", "Carla")),
    )
    app.press("shift+m")
    assert table.lines[-1] == muted
    cues = len(table.cues)
    said = ChatMessage(seat=2, name="Carla", text="hoi")
    assert heard(table, said) == []  # neither spoken nor cued ...
    assert len(table.cues) == cues
    assert app.history[-1] == line  # ... but kept: Page Up finds it
    app.press("pageup")
    assert table.lines[-1].endswith(line)
    # the lobby becomes the table: the chat stays muted there
    heard(table, table_info(("Anna", "Beat", "Carla"), bots=1, started=True), first_update())
    assert isinstance(app.screens[-1], TableScreen)
    cues = len(table.cues)
    assert heard(table, ChatMessage(seat=0, name="Anna", text="hopp")) == []
    assert len(table.cues) == cues
    assert app.history[-1].startswith("Anna ")
    app.press("shift+m")
    assert table.lines[-1] == on
    assert heard(table, said) == [line]
    assert table.cues[-1] is Cue.CHAT
    app.press("shift+m")
    assert table.lines[-1] == muted
    assert heard(table, said) == []


def test_f1_in_the_lobby_and_at_the_table_names_the_mute_key(tmp_path: Path) -> None:
    table, _ = lobby(tmp_path, Join(code=CODE, name="Beat"))
    app = table.app
    heard(table, Welcome(code=CODE, seat=1, token="secret", host=False), table_info())
    mute = (
        "Shift plus M: mute the chat or turn it on again (messages are kept in the history "
        "either way)."
    )
    app.press("f1")
    assert mute in table.lines[-1]
    assert table.lines[-1].index("M: write a message") < table.lines[-1].index(mute)
    heard(table, table_info(bots=2, started=True), first_update())
    app.press("f1")
    assert mute in table.lines[-1]


# -- the time to act -----------------------------------------------------------------------------


def test_play_online_chooses_the_time_to_act_and_hosting_sends_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from audiojass.online import screens
    from audiojass.settings import load_settings

    opened: list[ScriptedConnection] = []

    def scripted(url: str, first: msgspec.Struct) -> ScriptedConnection:
        opened.append(ScriptedConnection(first))
        return opened[-1]

    monkeypatch.setattr(screens, "Connection", scripted)
    table = TableRun(tmp_path)
    table.app.settings.online_name = "Anna"
    keys = ["end", "up", "enter", "end", "right", "right", "right", "right", "right", "left"]
    keys += ["left", "enter"]  # Enter steps on, like Right
    lines = table.run(keys)
    at = lines.index("Time for each decision at a table you host: no limit, 6 of 6")
    assert lines[at + 1 : at + 9] == [
        "Time for each decision at a table you host: 30 seconds, 6 of 6",
        "Time for each decision at a table you host: 60 seconds, 6 of 6",
        "Time for each decision at a table you host: 120 seconds, 6 of 6",
        "Time for each decision at a table you host: 300 seconds, 6 of 6",
        "Time for each decision at a table you host: 300 seconds, 6 of 6",  # the end
        "Time for each decision at a table you host: 120 seconds, 6 of 6",
        "Time for each decision at a table you host: 60 seconds, 6 of 6",
        "Time for each decision at a table you host: 120 seconds, 6 of 6",
    ]
    assert table.app.settings.online_turn == 120
    assert load_settings(tmp_path)[0].online_turn == 120  # kept for the next start
    screens.host_table(table.app, "schieber")  # Host a table → Schieber
    assert len(opened) == 1
    host = opened[0].opening
    assert isinstance(host, Host) and host.turn_timeout == 120.0 and host.variant == "schieber"


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Everyone has 60 seconds for each decision; then a bot decides for them this once."),
        (
            "de",
            "Alle haben 60 Sekunden für jede Entscheidung; danach entscheidet ein Bot dieses "
            "eine Mal für sie.",
        ),
        (
            "fr",
            "Chacun a 60 secondes pour chaque décision ; ensuite un robot décide à sa place "
            "cette fois-ci.",
        ),
        (
            "nl",
            "Iedereen heeft 60 seconden per beslissing; daarna beslist een bot die ene keer in "
            "zijn plaats.",
        ),
    ],
)
def test_the_lobby_says_the_time_to_act(tmp_path: Path, language: str, said: str) -> None:
    table, _ = lobby(tmp_path, Join(code=CODE, name="Beat"), language=language)
    lines = heard(
        table, Welcome(code=CODE, seat=1, token="t", host=False), table_info(turn_timeout=60.0)
    )
    assert lines[1] == said
    table2, _ = lobby(tmp_path / "no-limit", Join(code=CODE, name="Beat"), language=language)
    lines = heard(table2, Welcome(code=CODE, seat=1, token="t", host=False), table_info())
    assert len(lines) == 2  # no limit: nothing said of it


def _timed(limit: float, language: str = "en") -> tuple[OnlineTableSession, TableOutput, Clock]:
    i18n.use(language, strict=True)
    clock = Clock()
    output = TableOutput()
    session, _ = _session(clock, output)
    session.receive(table_info(("Anna", "Beat"), bots=2, started=True, turn_timeout=limit))
    return session, output, clock


def _wait(
    session: OnlineTableSession, output: TableOutput, clock: Clock, seconds: float
) -> list[str]:
    before = len(output.lines)
    clock.now += seconds
    session.tick()
    return output.lines[before:]


@pytest.mark.parametrize(
    ("language", "thirty", "ten"),
    [
        ("en", "30 seconds left.", "10 seconds left."),
        ("de", "Noch 30 Sekunden.", "Noch 10 Sekunden."),
        ("fr", "Plus que 30 secondes.", "Plus que 10 secondes."),
        ("nl", "Nog 30 seconden.", "Nog 10 seconden."),
    ],
)
def test_the_time_left_is_said_on_the_players_turn(language: str, thirty: str, ten: str) -> None:
    session, output, clock = _timed(60, language)
    assert _wait(session, output, clock, 29.9) == []
    assert _wait(session, output, clock, 0.1) == [thirty]
    assert _wait(session, output, clock, 19.9) == []
    assert _wait(session, output, clock, 0.1) == [ten]
    assert _wait(session, output, clock, 20) == []  # each once


def test_a_short_limit_says_only_ten_seconds_and_none_under_twenty() -> None:
    session, output, clock = _timed(30)
    assert _wait(session, output, clock, 20) == ["10 seconds left."]
    session, output, clock = _timed(15)
    assert _wait(session, output, clock, 14) == []
    session, output, clock = _timed(0)
    assert _wait(session, output, clock, 100) == []


def test_acting_or_the_turn_moving_on_stops_the_warnings() -> None:
    session, output, clock = _timed(60)
    session.command("trump")  # the trump list
    session.command("play")  # its first choice, sent
    assert _wait(session, output, clock, 55) == []
    # a bot chose trump for the seat (its time ran out): the next decision, the seat's lead,
    # has its own time; once the card is played the turn has moved on and nothing is said
    session, output, clock = _timed(60)
    game = new_game("schieber", seed=4, first_dealer=0)
    game.apply_action(game.chance_outcome())

    def moved() -> None:
        game.apply_action(game.legal_actions()[0])
        view = codec.encode(game.observation(1))
        session.receive(Update(turn=len(game.history), events=[], view=view))

    assert _wait(session, output, clock, 20) == []
    moved()
    assert game.current_player == 1  # the same seat leads: a new decision
    assert _wait(session, output, clock, 29.9) == []
    assert _wait(session, output, clock, 0.1) == ["30 seconds left."]
    moved()
    assert game.current_player != 1
    assert _wait(session, output, clock, 60) == []


# -- the host removes someone --------------------------------------------------------------------

KICK = {
    "en": (
        "Seat 2, Right: Beat; Enter removes them from the table",
        "Remove Beat from the table? Enter to confirm, Escape to keep.",
        "Beat stays at the table.",
        "You removed Beat from the table.",
    ),
    "de": (
        "Platz 2, Rechts: Beat; Enter entfernt diese Person vom Tisch",
        "Beat vom Tisch entfernen? Enter zum Bestätigen, Escape zum Behalten.",
        "Beat bleibt am Tisch.",
        "Du hast Beat vom Tisch entfernt.",
    ),
    "fr": (
        "Place 2, Droite : Beat ; Entrée retire cette personne de la table",
        "Retirer Beat de la table ? Entrée pour confirmer, Échap pour garder cette personne.",
        "Beat reste à la table.",
        "Vous avez retiré Beat de la table.",
    ),
    "nl": (
        "Plaats 2, Rechts: Beat; Enter haalt deze persoon van de tafel",
        "Beat van de tafel halen? Enter om te bevestigen, Escape om te houden.",
        "Beat blijft aan tafel.",
        "Je hebt Beat van de tafel gehaald.",
    ),
}


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
def test_the_host_removes_a_person_from_the_lobby_after_asking(
    tmp_path: Path, language: str
) -> None:
    from audiojass.online.protocol import Kick

    label, question, kept, removed = KICK[language]
    table, scripted = lobby(tmp_path, Host(variant="schieber", name="Anna"), language=language)
    app = table.app
    heard(table, Welcome(code=CODE, seat=0, token="t", host=True), table_info(("Anna",)))
    assert heard(table, table_info(("Anna", "Beat")))  # Beat sits down
    app.press("down")
    assert table.lines[-1] == label
    app.press("enter")
    assert table.lines[-1] == question
    app.press("escape")  # keeps him: the lobby stays
    assert table.lines[-1] == kept
    assert app.screens[-1] is not None and isinstance(app.screens[-1], LobbyScreen)
    assert not [m for m in scripted.sent if isinstance(m, Kick)]
    app.press("enter")
    app.press("down")  # another key leaves the question too, and does what it does
    assert not [m for m in scripted.sent if isinstance(m, Kick)]
    app.press("up")
    app.press("enter")
    app.press("enter")  # confirmed
    assert scripted.sent[-1] == Kick(seat=1)
    assert heard(table, table_info(("Anna",))) == [removed]
    app.press("f1")
    assert isinstance(app.screens[-1], LobbyScreen)


def test_f1_in_the_hosts_lobby_says_enter_removes_a_person(tmp_path: Path) -> None:
    table, _ = lobby(tmp_path, Host(variant="schieber", name="Anna"))
    heard(table, Welcome(code=CODE, seat=0, token="t", host=True), table_info(("Anna", "Beat")))
    table.app.press("f1")
    assert (
        "Enter or Space: on an empty seat, seat a bot; on a bot, remove it; on a person, remove "
        "them from the table (asked first); on Start, start the game."
    ) in table.lines[-1]


def test_a_guest_is_not_asked_to_remove_anyone(tmp_path: Path) -> None:
    table, scripted = lobby(tmp_path, Join(code=CODE, name="Beat"))
    heard(table, Welcome(code=CODE, seat=1, token="t", host=False), table_info(("Anna", "Beat")))
    table.app.press("enter")  # on the host's seat
    assert table.lines[-1] == "Seat 1, Left: Anna"
    assert scripted.sent == []


def test_a_time_to_act_out_of_range_in_the_settings_file_is_reported(tmp_path: Path) -> None:
    from audiojass.settings import Settings, load_settings

    assert Settings(online_turn=300).problems() == []
    assert Settings(online_turn=3_601).problems() == [
        "online_turn must be 0 to 3600 seconds, not 3601"
    ]
    (tmp_path / "settings.toml").write_text("online_turn = -5\nonline_name = 'Anna'\n")
    settings, problems = load_settings(tmp_path)
    assert settings.online_turn == 0 and settings.online_name == "Anna"
    assert any("online_turn must be 0 to 3600 seconds, not -5" in p for p in problems), problems
