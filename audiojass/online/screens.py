"""Play online, as the player meets it: the Play online menu (host a table, join one, the
server and the name), the lobby (seats, bots, the start), and the online keys at the table
(chat, who is at the table, the table code).

Main menu → Play online → Host a table → a game: the table opens on the server and its code is
spelled; the host seats bots (Enter on an empty seat; Left and Right choose their strength)
and starts once every seat is taken. Join a table → the code: the player sits at the first
free seat, and may move to another empty one before the start. Every screen answers every key;
a server that cannot be reached, a wrong code or a full table is said, and the player is back
in the Play online menu; so is a seat taken up on another device, or the host's removing the
player, after which the seat is given up for good. The seat of a game not finished is kept
in the player's folder (:data:`SEAT_NAME`), so that Play online → Back to your table takes it
up again after the program ended.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from audiojass.i18n import t
from audiojass.narration import seat_names, variant_title
from audiojass.rule_options import announcements
from audiojass.rules import ALL_VARIANTS
from audiojass.screens import (
    MenuItem,
    MenuScreen,
    OnlinePlay,
    Screen,
    ScreenView,
    TableScreen,
    TextEntryScreen,
)
from audiojass.settings import step_value, write_atomic
from audiojass.sound import Cue
from audiojass.window import ListView

from .connection import FINAL_ERRORS, Back, Connection, Lost
from .protocol import (
    BOT_LEVELS,
    AddBot,
    Chat,
    ChatMessage,
    Error,
    Host,
    Join,
    Kick,
    Leave,
    RemoveBot,
    Resume,
    SeatInfo,
    Sit,
    Start,
    TableInfo,
    Update,
    Welcome,
)
from .table import RESEND_SECONDS, RESENT_ERRORS, OnlineTableSession, level_word

if TYPE_CHECKING:
    from audiojass.app import App
    from audiojass.table import TableSession

__all__ = [
    "AWAY_TIMEOUTS",
    "DEFAULT_PORT",
    "DEFAULT_SERVER",
    "ONLINE_PLAY",
    "SEAT_NAME",
    "TURN_TIMEOUTS",
    "LobbyScreen",
    "SavedSeat",
    "forget_seat",
    "host_table",
    "join_table",
    "keep_seat",
    "load_seat",
    "online_menu",
    "resume_table",
    "server_url",
    "spell",
    "table_command",
]

DEFAULT_PORT = 8765
"""The port a server address without one gets (``audiojass serve``'s default)."""
AWAY_TIMEOUTS = (0, 15, 30, 60, 120, 300, 600)
"""The choices of Play online → "A bot plays for someone who dropped out after", in seconds
(0: never)."""
TURN_TIMEOUTS = (0, 30, 60, 120, 300)
"""The choices of Play online → "Time for each decision at a table you host", in seconds (0:
no limit)."""
DEFAULT_SERVER = f"ws://127.0.0.1:{DEFAULT_PORT}"
"""The server offered before any was typed: one on this computer."""


def server_url(text: str) -> str:
    """A server address as typed ("example.org", "example.org:9000", "wss://example.org/jass")
    made a WebSocket URL: ``ws://`` when no scheme is given, port :data:`DEFAULT_PORT` when a
    plain ``ws://`` address names none."""
    text = text.strip()
    if "://" not in text:
        text = f"ws://{text}"
    scheme, rest = text.split("://", 1)
    host = rest.split("/", 1)[0]
    if scheme == "ws" and ":" not in host.rsplit("]", 1)[-1]:
        rest = rest.replace(host, f"{host}:{DEFAULT_PORT}", 1)
    return f"{scheme}://{rest}"


def spell(code: str) -> str:
    """A table code as speech spells it: "K, 7, T, Q, M"."""
    return ", ".join(code)


def _rule_lines(variant: str, options: dict[str, Any]) -> list[str]:
    """The table's rule options that are not the standard ones, as a game says them at its
    start ("Playing to 1500."); none when the server names options this program cannot read."""
    try:
        rules = ALL_VARIANTS[variant].with_options(**options)
    except (KeyError, TypeError, ValueError):
        return []
    return announcements(rules)


# -- a seat kept for the next start ------------------------------------------------------------

SEAT_NAME = "online-seat.json"
"""The file in the player's folder that keeps the seat of an online game not finished, so the
player can take it up again after the program ended (Play online → Back to your table)."""


@dataclass(frozen=True)
class SavedSeat:
    """An online seat: the server, the table's code and the seat token."""

    url: str
    code: str
    token: str


def load_seat(folder: Path) -> SavedSeat | None:
    """The seat kept in ``folder`` (None: none, or a file that cannot be used, which is
    removed)."""
    path = folder / SEAT_NAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return SavedSeat(str(data["url"]), str(data["code"]), str(data["token"]))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):
        forget_seat(folder)
        return None


def keep_seat(app: App, seat: SavedSeat) -> None:
    """Keep the seat in the player's folder (a file that cannot be written is reported)."""
    try:
        write_atomic(app.folder / SEAT_NAME, json.dumps(asdict(seat)) + "\n")
    except OSError as error:
        app.write_failed("game", error)


def forget_seat(folder: Path) -> None:
    """The seat is given up (left by choice, or its game is over)."""
    with contextlib.suppress(OSError):
        (folder / SEAT_NAME).unlink(missing_ok=True)


def resume_table(app: App, seat: SavedSeat) -> None:
    """Take up a kept seat again and go to its lobby (or its game)."""
    message = Resume(code=seat.code, token=seat.token)
    app.push(LobbyScreen(Connection(seat.url, message), seat.url, seat.code, resuming=True))


# -- the Play online menu ---------------------------------------------------------------------


def online_menu(app: App) -> MenuScreen:
    """Main menu → Play online."""

    def edit_server(app: App) -> None:
        def done(app: App, text: str) -> None:
            app.settings.online_server = server_url(text)
            app.store_settings()
            app.pop()

        shown = app.settings.online_server or DEFAULT_SERVER
        app.push(TextEntryScreen(t("online-server-prompt"), done, text=shown, limit=200))

    def edit_name(app: App) -> None:
        app.push(_name_entry(app, lambda app: None))

    def away(app: App, step: int) -> None:
        app.settings.online_away = step_value(AWAY_TIMEOUTS, app.settings.online_away, step)
        app.store_settings()

    def turn(app: App, step: int) -> None:
        app.settings.online_turn = step_value(TURN_TIMEOUTS, app.settings.online_turn, step)
        app.store_settings()

    kept = load_seat(app.folder)
    back = []
    if kept is not None:
        resume = t("online-resume", code=spell(kept.code))
        back.append(MenuItem(resume, lambda app: resume_table(app, kept)))
    return MenuScreen(
        t("online-menu"),
        [
            *back,
            MenuItem(t("online-host"), lambda app: app.push(_host_menu(app))),
            MenuItem(t("online-join"), _ask_code),
            MenuItem(
                lambda: t("online-server", url=app.settings.online_server or DEFAULT_SERVER),
                edit_server,
            ),
            MenuItem(
                lambda: t("online-name", name=app.settings.online_name or t("text-empty")),
                edit_name,
            ),
            MenuItem(lambda: t("online-away", seconds=app.settings.online_away), None, away),
            MenuItem(lambda: t("online-turn-time", seconds=app.settings.online_turn), None, turn),
        ],
        remake=online_menu,
    )


def back_to_online_menu(app: App, screen: Screen) -> None:
    """Leave ``screen`` (the lobby or the online table) for the Play online menu, made anew (a
    seat no longer kept is no longer offered): the one it was opened from, or one opened from
    the main menu."""
    menus = [
        index
        for index, shown in enumerate(app.screens)
        if isinstance(shown, MenuScreen) and shown.remake is online_menu
    ]
    del app.screens[menus[-1] if menus else 1 :]
    app.push(online_menu(app))


def _name_entry(app: App, then: Callable[[App], None]) -> TextEntryScreen:
    """The line for the player's name: stored, then ``then(app)`` with the entry popped."""

    def done(app: App, text: str) -> None:
        app.settings.online_name = text
        app.store_settings()
        app.pop()
        then(app)

    return TextEntryScreen(t("online-name-prompt"), done, text=app.settings.online_name, limit=32)


def _with_name(app: App, then: Callable[[App], None]) -> None:
    """``then(app)`` once the player has a name (asked the first time)."""
    if app.settings.online_name:
        then(app)
    else:
        app.push(_name_entry(app, then))


def _host_menu(app: App) -> MenuScreen:
    def host(app: App, name: str) -> None:
        _with_name(app, lambda app: host_table(app, name))

    return app.variants_menu(t("online-host-title"), host)


def _ask_code(app: App) -> None:
    def done(app: App, text: str) -> None:
        app.pop()
        _with_name(app, lambda app: join_table(app, text))

    app.push(TextEntryScreen(t("online-code-prompt"), done, limit=12, transform=str.upper))


def _server(app: App, server: str | None) -> str:
    return server_url(server or app.settings.online_server or DEFAULT_SERVER)


def host_table(app: App, variant: str, *, server: str | None = None) -> None:
    """Open a table of ``variant`` (with the rule options of Options → Game rules) on the
    server (None: the one in the settings) and go to its lobby."""
    url = _server(app, server)
    options = dict(app.settings.rules.get(variant, {}))
    message = Host(
        variant=variant,
        name=app.settings.online_name[:32],  # the protocol's longest name
        options=options,
        away_timeout=float(app.settings.online_away),
        turn_timeout=float(app.settings.online_turn),
    )
    app.push(LobbyScreen(Connection(url, message), url))


def join_table(app: App, code: str, *, server: str | None = None) -> None:
    """Sit down at the table ``code`` on the server (None: the one in the settings) and go
    to its lobby; a seat this player keeps at that table (the program ended during its game)
    is taken up again instead."""
    url = _server(app, server)
    code = "".join(code.split()).upper()
    kept = load_seat(app.folder)
    if kept is not None and kept.code == code and kept.url == url:
        resume_table(app, kept)  # the seat this player holds there: taken up again
        return
    message = Join(code=code, name=app.settings.online_name[:32])
    app.push(LobbyScreen(Connection(url, message), url, code=code))


# -- the lobby ----------------------------------------------------------------------------------


class LobbyScreen(Screen):
    """The table before its game starts: one item per seat, then Start (the host) and Leave.

    The host seats a bot with Enter on an empty seat (Left and Right choose its strength
    first) and removes one with Enter on it; Enter on another person's seat asks whether to
    remove them from the table (Enter again removes them, Escape keeps them). Shift+M mutes
    the chat (kept in the history). Once the server deals, the lobby becomes the table
    (:class:`~audiojass.online.table.OnlineTableSession`).

    Args:
        connection: the connection, which has sent Host or Join.
        url: the server, as said when it cannot be reached.
        code: the table's code when joining (None: the server gives it).
        resuming: the connection takes up a seat held before (:func:`resume_table`).
    """

    online = True

    def __init__(
        self, connection: Connection, url: str, code: str | None = None, *, resuming: bool = False
    ) -> None:
        self.connection = connection
        self.url = url
        self.code = code
        self.resuming = resuming
        self.chat: list[ChatMessage] = []
        self.chat_muted = False
        """Chat messages are kept in the history but not spoken (the mute key)."""
        self.kicking: SeatInfo | None = None
        """The person the host is asked about removing (Enter removes, Escape keeps)."""
        self.kicked: dict[int, str] = {}
        """Seats the host removed someone from, and their names, until the table says so."""
        self.seat: int | None = None
        self.host = False
        self.info: TableInfo | None = None
        self.index = 0
        self.level = "normal"
        self.pending = True
        """A message is on its way whose answer the lobby waits for."""
        self._answered: Callable[[TableInfo], bool] = lambda info: True
        """Whether a table's news answers the message on its way (other news may come
        first: someone else joining, a bot seated just before)."""
        self.left = False
        self._last: AddBot | RemoveBot | Sit | Start | Kick | None = None
        """The lobby's last message to the server (sent again after ``busy``)."""
        self._resend: Error | None = None
        self._resend_at: float | None = None
        self.keys: dict[str, str] = {}
        """How the seat lines name the keys (:meth:`enter`): ``select`` and ``change`` (the
        decrease and increase keys, :meth:`App.key_pair`); empty: the default keys."""

    # -- what is shown --------------------------------------------------------------------------

    def _items(self) -> list[str | SeatInfo]:
        seats: list[str | SeatInfo] = list(self.info.seats) if self.info else []
        return [*seats, *(["start"] if self.host else []), "leave"]

    def _place(self, seat: int) -> str:
        if self.info is None or self.seat is None:
            return ""
        players = len(self.info.seats)
        return seat_names(players)[(seat - self.seat) % players]

    def _seat_label(self, info: SeatInfo, *, hint: bool = True) -> str:
        place = self._place(info.seat)
        if info.seat == self.seat:
            who = t("online-lobby-you", name=info.name)
        elif info.kind == "bot":
            who = t("online-lobby-bot", level=level_word(info.bot_level))
        elif info.kind == "person":
            who = t("online-lobby-person", name=info.name, away=str(info.away).lower())
            if self.host and hint and not (self.info is not None and self.info.started):
                select = self.keys.get("select", "Enter")
                who = t("online-lobby-kick-hint", who=who, select=select)
        elif self.host and hint:
            keys = {"keys": "arrows", "first": "", "second": "", "select": "Enter", **self.keys}
            who = t("online-lobby-empty-host", level=level_word(self.level), **keys)
        elif hint and not (self.info is not None and self.info.started):
            who = t("online-lobby-empty-guest", select=self.keys.get("select", "Enter"))
        else:
            who = t("online-lobby-empty")
        return t("online-lobby-seat", number=info.seat + 1, place=place, who=who)

    def _label(self, item: str | SeatInfo) -> str:
        if isinstance(item, SeatInfo):
            return self._seat_label(item)
        return t("online-lobby-start" if item == "start" else "online-lobby-leave")

    def _announce(self, app: App) -> None:
        items = self._items()
        self.index %= len(items)
        app.say(self._label(items[self.index]), interrupt=True)

    def view(self) -> ScreenView:
        """What the large-print window shows: the table's code and its seats."""
        title = t("online-code", code=self.code or "")
        items = self._items()
        return ListView(title, tuple(self._label(item) for item in items), self.index % len(items))

    def enter(self, app: App) -> None:
        self.keys = {
            **app.key_pair("decrease", "increase", ("left", "right")),
            "select": app.key_for("select"),
        }
        if self.info is None:
            app.say(t("online-connecting", url=self.url), interrupt=True)
        else:
            self._announce(app)

    # -- keys ----------------------------------------------------------------------------------

    def command(self, app: App, command: str) -> None:
        if self.kicking is not None:
            asked, self.kicking = self.kicking, None
            if command == "select":
                self._kick(app, asked)
                return  # any other key leaves the question and does what it does
        items = self._items()
        moves = {"previous": self.index - 1, "next": self.index + 1, "first": 0, "last": -1}
        if command == "table_code" and self.code is None:  # no code before the welcome
            app.say(t("online-connecting", url=self.url), interrupt=True)
        elif command in ("chat", "mute_chat", "seats", "table_code"):
            _online_key(app, command, self, self._who, self.code or "")
        elif self.info is None:
            app.say(t("online-connecting", url=self.url), interrupt=True)
        elif command in moves:
            self.index = moves[command] % len(items)
            app.cue(Cue.MENU)
            self._announce(app)
        elif command in ("decrease", "increase"):
            item = items[self.index]
            if self.host and isinstance(item, SeatInfo) and item.kind == "empty":
                step = -1 if command == "decrease" else 1
                self.level = BOT_LEVELS[(BOT_LEVELS.index(self.level) + step) % len(BOT_LEVELS)]
                app.cue(Cue.MENU)
                self._announce(app)
            else:
                self.command(app, "previous" if command == "decrease" else "next")
        elif command == "select":
            self._select(app, items[self.index])
        else:
            super().command(app, command)

    def _select(self, app: App, item: str | SeatInfo) -> None:
        assert self.info is not None
        if item == "leave":
            self._leave(app)
        elif item == "start":
            empty = [seat.seat + 1 for seat in self.info.seats if seat.kind == "empty"]
            if empty:
                app.say(t("online-lobby-not-full", seat=empty[0]), interrupt=True)
                return
            app.cue(Cue.SELECT)
            app.say(t("online-starting"), interrupt=True)
            self._send(Start())
        elif isinstance(item, SeatInfo):
            if not self.host and item.kind == "empty":
                app.cue(Cue.SELECT)
                self._send(Sit(seat=item.seat))
            elif self.host and item.kind == "person" and item.seat != self.seat:
                self.kicking = item  # asked first: Enter removes them, Escape keeps them
                confirm, keep = app.key_for("select"), app.key_for("back")
                question = t("online-kick-question", name=item.name, confirm=confirm, keep=keep)
                app.say(question, interrupt=True)
            elif not self.host or item.seat == self.seat or item.kind == "person":
                app.say(self._seat_label(item), interrupt=True)
            elif item.kind == "empty":
                app.cue(Cue.SELECT)
                self._send(AddBot(seat=item.seat, level=self.level))
            else:
                app.cue(Cue.SELECT)
                self._send(RemoveBot(seat=item.seat))

    def _kick(self, app: App, asked: SeatInfo) -> None:
        """Enter on the question: the person is removed (unless gone or replaced meanwhile)."""
        assert self.info is not None
        now = self.info.seats[asked.seat]
        if now.kind != "person" or now.name != asked.name:
            app.say(self._seat_label(now), interrupt=True)
            return
        app.cue(Cue.SELECT)
        self.kicked[asked.seat] = asked.name
        self._send(Kick(seat=asked.seat))

    def _send(self, message: AddBot | RemoveBot | Sit | Start | Kick) -> None:
        self.connection.send(message)
        self._last = message
        self.pending = True
        seat = -1 if isinstance(message, Start) else message.seat
        answers: dict[type, Callable[[TableInfo], bool]] = {
            AddBot: lambda info: info.seats[seat].kind == "bot",
            RemoveBot: lambda info: info.seats[seat].kind == "empty",
            Sit: lambda info: self.seat == seat,
            Kick: lambda info: info.seats[seat].kind != "person",
            Start: lambda info: info.started,
        }
        self._answered = answers[type(message)]

    def _who(self) -> str:
        if self.info is None:
            return t("online-connecting", url=self.url)
        return " ".join(f"{self._seat_label(seat, hint=False)}." for seat in self.info.seats)

    def back(self, app: App) -> None:
        if self.kicking is not None:  # the question: Escape keeps the person at the table
            asked, self.kicking = self.kicking, None
            app.say(t("online-kick-kept", name=asked.name), interrupt=True)
            return
        self._leave(app)

    def _leave(self, app: App) -> None:
        self.left = True
        self.connection.close(farewell=Leave())
        forget_seat(app.folder)
        app.say(t("online-lobby-left"), interrupt=True)
        app.pop()

    def unbound(self, app: App, key: str) -> None:
        app.say(app.nothing_here(), interrupt=True)

    # -- the server ----------------------------------------------------------------------------

    def tick(self, app: App) -> None:
        if self.left:
            return
        self._resend_due(app)
        arrived = self.connection.poll()
        for index, message in enumerate(arrived):
            if isinstance(message, Update):
                self._to_table(app, message, arrived[index + 1 :])
                return
            self._receive(app, message)
            if self.left:
                return

    def _receive(self, app: App, message: object) -> None:
        if isinstance(message, Welcome):
            moved = self.info is not None and message.seat != self.seat
            self.code, self.seat, self.host = message.code, message.seat, message.host
            if moved:
                app.say(t("online-moved", seat=message.seat + 1), interrupt=True)
            keep_seat(app, SavedSeat(self.url, message.code, message.token))
        elif isinstance(message, TableInfo):
            first = self.info is None
            before = {seat.seat: seat for seat in self.info.seats} if self.info else {}
            self.info = message
            if self.pending and self._answered(message):
                self.pending = False
            if first and message.variant not in ALL_VARIANTS:  # a newer server's game
                title = variant_title(message.variant)
                self._turned_away(app, t("online-variant-not-here", variant=title))
            elif first:
                self._welcome(app)
            else:
                self._changes(app, before)
        elif isinstance(message, ChatMessage):
            self.chat.append(message)
            line = t("online-chat", name=message.name, text=message.text)
            if self.chat_muted:
                app.keep(line)  # Page Up finds it; no sound, no speech
            else:
                app.cue(Cue.CHAT)
                app.say(line)
        elif isinstance(message, Error):
            if message.code in RESENT_ERRORS:  # nothing happened: sent again a little later
                self._resend = message
                self._resend_at = app.clock() + RESEND_SECONDS
                return
            self.pending = False
            app.cue(Cue.ILLEGAL)
            code, table = message.code, self.code or ""
            if code in FINAL_ERRORS:  # the seat is no longer this player's
                forget_seat(app.folder)
                self._turned_away(app, t("online-error", code=code, table=table), for_good=True)
            elif code == "closed" or self.info is None:  # the table closed, or no seat: the menu
                if self.resuming:  # the table is gone or the seat is no longer this one's
                    forget_seat(app.folder)
                # at the door, "bad_seat" means no seat was free: the player chose none
                code = "table_full" if code == "bad_seat" else code
                if code == "invalid" and message.about == "join":  # a code no table can have
                    code = "no_table"
                self._turned_away(app, t("online-error", code=code, table=table))
            else:
                app.say(t("online-error", code=code, table=table))
        elif isinstance(message, Lost):
            if self.info is None or not message.retrying:
                self._turned_away(app, t("online-unreachable", url=self.url))
            else:
                app.say(t("online-connection-lost"), interrupt=True)
        elif isinstance(message, Back):
            app.say(t("online-connection-back"))

    def _resend_due(self, app: App) -> None:
        """Send again the lobby's last message (or the opening one) after ``busy``."""
        refused = self._resend
        if refused is None or self._resend_at is None or app.clock() < self._resend_at:
            return
        self._resend = self._resend_at = None
        last = self._last
        opening = refused.about in ("host", "join", "resume") or last is None
        self.connection.send(self.connection.opening if opening or last is None else last)
        self.pending = True

    def _turned_away(self, app: App, why: str, *, for_good: bool = False) -> None:
        """No seat here (``why`` is said): the lobby closes; a seat gone ``for_good`` (taken
        up on another device, or the host removed this player) goes back to the Play online
        menu."""
        self.left = True
        self.connection.close()
        app.say(why, interrupt=True)
        if for_good:
            back_to_online_menu(app, self)
        elif app.screens and app.screens[-1] is self:
            app.pop()
        elif self in app.screens:
            app.screens.remove(self)

    def _welcome(self, app: App) -> None:
        assert self.info is not None and self.code is not None and self.seat is not None
        title = variant_title(self.info.variant)
        if self.resuming or self.host:
            key = "online-back-at-table" if self.resuming else "online-hosting"
            said = t(key, variant=title, code=spell(self.code), seat=self.seat + 1)
        else:
            host = self.info.seats[self.info.host_seat].name
            said = t("online-joined", variant=title, host=host, seat=self.seat + 1)
        app.cue(Cue.SELECT)
        app.say(said, interrupt=True)
        for line in _rule_lines(self.info.variant, self.info.options):
            app.say(line)
        if self.info.turn_timeout > 0:
            app.say(t("online-turn-time-said", seconds=round(self.info.turn_timeout)))
        if self.info.started:
            return  # the game is under way: the table comes next
        self.index = 0
        items = self._items()
        code = app.key_for("table_code")
        seats = app.key_pair("previous", "next", ("up", "down"))
        app.say(t("online-lobby-keys", item=self._label(items[0]), code=code, **seats))

    def _changes(self, app: App, before: dict[int, SeatInfo]) -> None:
        """Say what changed at the other seats: a person sitting down or moving to another seat
        (said once, where they now sit), a bot seated, a seat emptied, a person dropping out
        or coming back."""
        assert self.info is not None
        now = {seat.seat: seat for seat in self.info.seats}
        # a move empties one seat and fills another with the same name in one update; a
        # person arriving under a name already at the table (or still away) is no move
        vacated = {
            old.name
            for number, old in before.items()
            if old.kind == "person" and number in now and now[number].kind != "person"
        }
        filled = {
            seat.name
            for seat in self.info.seats
            if seat.kind == "person" and seat.seat in before and before[seat.seat].kind != "person"
        }
        for seat in self.info.seats:
            old = before.get(seat.seat)
            if old is None or seat.seat == self.seat:
                continue
            if old.kind != "person" and seat.kind == "person":
                key = "online-seat-moved" if seat.name in vacated else "online-seat-joined"
                said = t(key, name=seat.name, seat=seat.seat + 1)
            elif old.kind == "person" and seat.kind == "empty" and old.name in filled:
                continue  # moved to another seat: said there
            elif old.kind != "bot" and seat.kind == "bot":
                said = t("online-bot-seated", seat=seat.seat + 1, level=seat.bot_level or "normal")
            elif old.kind == "person" and seat.kind == "empty":
                removed = self.kicked.pop(seat.seat, None) == old.name
                said = t(
                    "online-kicked-other" if removed else "online-seat-left-lobby", name=old.name
                )
            elif old.kind != "empty" and seat.kind == "empty":
                said = t("online-seat-emptied", seat=seat.seat + 1)
            elif seat.away and not old.away:
                said = t("online-seat-away", name=seat.name)
            elif old.away and not seat.away:
                said = t("online-seat-back", name=seat.name)
            else:
                continue
            app.cue(Cue.SEAT)
            app.say(said)

    def _to_table(self, app: App, first: Update, rest: Sequence[object]) -> None:
        """The game began: the lobby becomes the table."""
        session = OnlineTableSession(self.connection, first, app, **app.table_options())
        session.code = self.code or ""
        session.chat = self.chat
        session.chat_muted = self.chat_muted
        session.on_gone = lambda: forget_seat(app.folder)
        screen = TableScreen(session)

        def sent_away() -> None:
            screen.left = True
            back_to_online_menu(app, screen)

        session.on_sent_away = sent_away
        if self.info is not None:
            session.receive(self.info)
        self.left = True
        app.screens[app.screens.index(self)] = screen
        session.start()
        for message in rest:
            session.receive(message)

    def idle(self) -> bool:
        """Waiting for the server (the welcome, an answer, a guest's start, the game of a
        table taken up again) is not idle."""
        if self.left:
            return True
        if self.info is not None and self.info.started:
            return False  # its game's update is on its way
        return not self.pending and (self.host or self.info is None)

    def help_commands(self) -> list[str]:
        level = ["decrease", "increase"] if self.host else []
        return ["previous", "next", *level, "select", "chat", "mute_chat", "seats", "table_code"]

    def help_meanings(self) -> dict[str, str]:
        select = "online-help-select" if self.host else "online-help-select-guest"
        meanings = {"select": t(select), "back": t("online-lobby-leave")}
        if self.host:
            meanings["decrease"] = meanings["increase"] = t("online-help-level")
        return meanings


# -- at the table -------------------------------------------------------------------------------


def _online_key(
    app: App,
    command: str,
    at: LobbyScreen | OnlineTableSession,
    who: Callable[[], str],
    code: str,
) -> None:
    """An online key in the lobby or at the table: ``chat`` opens the line to type a message,
    ``mute_chat`` mutes the chat or turns it on again, ``seats`` says ``who`` is at the table,
    ``table_code`` spells the ``code``."""
    if command == "chat":

        def send(app: App, text: str) -> None:
            at.connection.send(Chat(text=text))
            app.pop()

        app.push(TextEntryScreen(t("online-chat-prompt"), send, limit=500))
    elif command == "mute_chat":
        at.chat_muted = not at.chat_muted
        app.say(t("online-chat-muted" if at.chat_muted else "online-chat-on"), interrupt=True)
    elif command == "seats":
        app.say(who(), interrupt=True)
    else:
        app.say(t("online-code", code=spell(code)), interrupt=True)


def table_command(app: App, session: TableSession, command: str) -> None:
    """An online command at an online table (or its game-over screen), as in the lobby
    (:func:`_online_key`)."""
    if isinstance(session, OnlineTableSession):
        _online_key(app, command, session, session.who, session.code)
    else:
        app.say(app.nothing_here(), interrupt=True)


ONLINE_PLAY = OnlinePlay(menu=online_menu, table_command=table_command)
"""Online play as the application is handed it (:class:`audiojass.app.App`'s ``online``)."""
