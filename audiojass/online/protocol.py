"""The online table's messages: versioned JSON objects, validated with msgspec.

Every message is one JSON object in one WebSocket text frame, with ``"type"`` naming it and
``"v"`` the protocol version (:data:`VERSION`). A client's message is decoded into one of the
:data:`ClientMessage` structs (unknown fields, wrong types and unknown types are refused); the
server answers a bad one with an :class:`Error` whose ``code`` is one of :data:`ERROR_CODES`
and keeps the connection, unless the same connection keeps sending bad messages.

msgspec rather than pydantic: one small compiled dependency with wheels for every platform the
game ships to, tagged unions decoded straight from the bytes, strict types (no silent
coercion of ``"3"`` to 3), and decoding about ten times faster, which the server's latency
budget wants.

Actions are sent as the engine's action codes (``"play H10"``, ``"trump obenabe"``: the
``str`` of an action, what :meth:`Game.apply_action <audiojass.rules.game.Game.apply_action>`
accepts); observations and events as :mod:`audiojass.online.codec` data.
"""

from __future__ import annotations

import math
from typing import Annotated, Any, cast, get_args

import msgspec

__all__ = [
    "BOT_LEVELS",
    "CHAT_KEPT",
    "ERROR_CODES",
    "MAX_MESSAGE_BYTES",
    "VERSION",
    "Act",
    "AddBot",
    "Chat",
    "ChatMessage",
    "ClientMessage",
    "Error",
    "Host",
    "Join",
    "Kick",
    "Leave",
    "Ping",
    "Pong",
    "ProtocolError",
    "Ready",
    "RemoveBot",
    "Resume",
    "SeatInfo",
    "ServerMessage",
    "Sit",
    "Start",
    "TableInfo",
    "Update",
    "Welcome",
    "decode_client",
    "decode_server",
    "encode_message",
]

VERSION = 1
"""The protocol version; a message with another ``v`` is answered with error ``version``."""

CHAT_KEPT = 50
"""The chat messages a table keeps and says again to a seat that comes back."""
MAX_MESSAGE_BYTES = 4096
"""A client message longer than this is answered with error ``too_large``."""

BOT_LEVELS = ("easy", "normal", "strong", "random")
"""The bots a host may seat (the table's opponents: rule, search 200 ms, search 1 s, random)."""

ERROR_CODES = (
    "malformed",  # not a JSON object
    "too_large",  # over MAX_MESSAGE_BYTES
    "unknown_type",  # no such message type
    "invalid",  # a known type with missing, extra or wrongly typed fields
    "version",  # another protocol version
    "rate_limited",  # too many messages in a short time
    "no_table",  # no table has this code
    "not_seated",  # the message needs a seat at a table
    "already_seated",  # this connection already holds a seat
    "bad_seat",  # no such seat, or it is taken
    "bad_token",  # the seat token does not match
    "not_host",  # only the host may do this
    "started",  # the game has started
    "not_started",  # the game has not started
    "not_your_turn",  # another seat is to act, or nobody is
    "stale",  # the action was chosen on an older state
    "illegal",  # the engine refused the action
    "bad_variant",  # unknown variant or options
    "full",  # the server holds as many tables as it may
    "server_error",  # the server failed to handle the message (logged; the table goes on)
    "closed",  # the host left the table before the game started
    "busy",  # the action could not be saved just now: nothing happened, send it again
    "limit",  # too many tables, lobbies, connections or wrong codes from this address
    "elsewhere",  # this seat was taken up again by another connection with its token
    "kicked",  # the host removed this seat's player from the table
    "bad_name",  # a name that is reserved or passes itself off as another's
    "time_up",  # the seat's time to act ran out and a bot acted for it this once
)
"""The stable error codes of :class:`Error` (documented in docs/server.md)."""

Name = Annotated[str, msgspec.Meta(max_length=32)]
TableCode = Annotated[str, msgspec.Meta(min_length=1, max_length=12)]
SeatNumber = Annotated[int, msgspec.Meta(ge=0, le=7)]
ActionCode = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
ChatText = Annotated[str, msgspec.Meta(min_length=1, max_length=500)]
OptionName = Annotated[str, msgspec.Meta(min_length=1, max_length=32)]
MAX_TURN = 1_000_000
"""The largest ``turn`` an :class:`Act` may name (no game has nearly as many actions)."""
MAX_OPTION_NUMBER = 100_000
"""The largest size of a number among a :class:`Host`'s options (targets are in thousands)."""
Token = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    v: int = VERSION


# -- client to server ----------------------------------------------------------------------------


class Host(_Message, tag="host"):
    """Open a new table of ``variant`` (a name of :data:`~audiojass.rules.ALL_VARIANTS`) with
    its ``options`` and take ``seat`` (None: the first) as ``name``; the others are empty until
    people join or the host seats bots. ``away_timeout``: seconds a dropped seat waits before a
    bot plays for it (0: never)."""

    variant: Annotated[str, msgspec.Meta(max_length=40)]
    name: Name = ""
    options: Annotated[
        dict[OptionName, int | float | Annotated[str, msgspec.Meta(max_length=40)] | bool],
        msgspec.Meta(max_length=32),
    ] = {}
    seat: SeatNumber | None = None
    away_timeout: Annotated[float, msgspec.Meta(ge=0, le=86_400)] = 60.0
    turn_timeout: Annotated[float, msgspec.Meta(ge=0, le=3_600)] = 0.0
    """Seconds a connected person has for each decision before a bot takes it for them this
    once (0: no limit); the seat is told ``time_up``."""


class Join(_Message, tag="join"):
    """Take ``seat`` (None: the first free one) at the table ``code`` as ``name``."""

    code: TableCode
    name: Name = ""
    seat: SeatNumber | None = None


class Resume(_Message, tag="resume"):
    """Come back to a seat held before, with the seat ``token`` the server gave then."""

    code: TableCode
    token: Token


class AddBot(_Message, tag="add_bot"):
    """Host only, before the start: seat a bot of ``level`` (:data:`BOT_LEVELS`) at ``seat``."""

    seat: SeatNumber
    level: Annotated[str, msgspec.Meta(max_length=16)] = "normal"


class RemoveBot(_Message, tag="remove_bot"):
    """Host only, before the start: empty a bot's ``seat``."""

    seat: SeatNumber


class Sit(_Message, tag="sit"):
    """Before the start: move to the empty ``seat`` (a person who is not the host; the host
    keeps the seat it opened the table at). Answered with a new :class:`Welcome`."""

    seat: SeatNumber


class Kick(_Message, tag="kick"):
    """Host only: remove the person at ``seat`` (not the host's own). Before the start the seat
    is emptied; during the game a bot plays it from now on. The person is told ``kicked`` and
    may not take a seat at this table again."""

    seat: SeatNumber


class Start(_Message, tag="start"):
    """Host only: deal the first deal (every seat must be taken, by a person or a bot)."""


class Act(_Message, tag="act"):
    """Take ``action`` (an action code) on the state after ``turn`` actions (the ``turn`` of
    the last :class:`Update`): an action chosen on an older state is refused as ``stale``."""

    action: ActionCode
    turn: Annotated[int, msgspec.Meta(ge=0, le=MAX_TURN)]


class Ready(_Message, tag="ready"):
    """Between deals: this seat has heard the deal's result; the next deal is dealt once every
    connected person is ready."""


class Chat(_Message, tag="chat"):
    """Say ``text`` to the table."""

    text: ChatText


class Leave(_Message, tag="leave"):
    """The person gives up the seat by choice (the client hangs up after it): before the start
    the seat is emptied, and the host's leaving closes the table; during the game a bot plays
    for the seat from now on."""


class Ping(_Message, tag="ping"):
    """Answered with :class:`Pong`."""


# -- server to client ----------------------------------------------------------------------------


class Welcome(_Message, tag="welcome"):
    """You hold ``seat`` at table ``code``; ``token`` brings you back to it (keep it)."""

    code: str
    seat: int
    token: str
    host: bool


class SeatInfo(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One seat: ``kind`` "person", "bot" or "empty"; ``connected`` (a person's connection is
    up); ``away`` (a person dropped and has not come back); ``bot_level`` for a bot or for the
    bot that plays for an away person."""

    seat: int
    name: str
    kind: str
    connected: bool
    away: bool = False
    bot_level: str | None = None


class TableInfo(_Message, tag="table"):
    """Who is at the table: sent to everyone whenever it changes (a seat taken, left, dropped,
    back, played by a bot; the start; who is ready between deals). Who is to act is the
    observation's ``current_player``; a bot decides for it when its seat here has a
    ``bot_level``."""

    code: str
    variant: str
    options: dict[str, Any]
    host_seat: int
    started: bool
    seats: list[SeatInfo]
    ready: list[int] = []
    turn_timeout: float = 0.0
    """Seconds each connected person has to act (0: no limit), as the host chose."""


class Update(_Message, tag="update"):
    """The game moved on: ``events`` (codec data) of the actions up to ``turn``, filtered for
    this seat, and this seat's observation ``view`` after them."""

    turn: int
    events: list[Any]
    view: Any


class ChatMessage(_Message, tag="said"):
    """``name`` at ``seat`` said ``text`` (``seat`` None: the server itself)."""

    seat: int | None
    name: str
    text: str


class Error(_Message, tag="error"):
    """A refused message: ``code`` from :data:`ERROR_CODES`, ``message`` in words (English,
    for logs), ``about`` the type of the refused message when known. For ``illegal``, the
    engine's reason (:class:`~audiojass.rules.game.IllegalActionError`: ``reason`` a stable
    code such as "must_follow", ``card`` the card refused, ``suit`` the suit to follow, as
    codes), so the player hears why in their own language."""

    code: str
    message: str
    about: str | None = None
    reason: str | None = None
    card: str | None = None
    suit: str | None = None


class Pong(_Message, tag="pong"):
    """The answer to :class:`Ping`."""


_LobbyMessage = Host | Join | Resume | AddBot | RemoveBot | Sit | Kick | Start
ClientMessage = _LobbyMessage | Act | Ready | Chat | Leave | Ping
ServerMessage = Welcome | TableInfo | Update | ChatMessage | Error | Pong

_client_decoder = msgspec.json.Decoder(ClientMessage)
_server_decoder = msgspec.json.Decoder(ServerMessage)
_encoder = msgspec.json.Encoder()


class ProtocolError(ValueError):
    """A client message that cannot be taken: ``code`` from :data:`ERROR_CODES`."""

    def __init__(
        self,
        code: str,
        message: str,
        about: str | None = None,
        *,
        reason: str | None = None,
        card: str | None = None,
        suit: str | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.about = about
        self.reason, self.card, self.suit = reason, card, suit


_CLIENT_TYPES = frozenset(str(kind.__struct_config__.tag) for kind in get_args(ClientMessage))


class _Peek(msgspec.Struct):
    """The two fields read from a message that failed validation (the rest is skipped)."""

    type: Any = None
    v: Any = VERSION


_peek = msgspec.json.Decoder(_Peek)


def decode_client(data: str | bytes) -> ClientMessage:
    """A client's message, validated. Every frame that is not a valid message becomes a
    :class:`ProtocolError`, whatever its bytes (not UTF-8, nested however deep, numbers out of
    range): nothing else escapes.

    Raises:
        ProtocolError: with code ``too_large``, ``malformed``, ``unknown_type``, ``version``
            or ``invalid``.
    """
    try:
        raw = data.encode() if isinstance(data, str) else bytes(data)
    except UnicodeError:  # a str with lone surrogates
        raise ProtocolError("malformed", "not UTF-8") from None
    if len(raw) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_large", f"messages are at most {MAX_MESSAGE_BYTES} bytes")
    try:
        message = cast(ClientMessage, _client_decoder.decode(raw))
    except msgspec.ValidationError as error:
        _refuse_invalid(raw, error)
    except (msgspec.DecodeError, RecursionError, UnicodeError, ValueError):
        raise ProtocolError("malformed", "not JSON") from None
    if message.v != VERSION:
        tag = str(type(message).__struct_config__.tag)
        raise ProtocolError("version", f"this server speaks version {VERSION}", tag)
    if isinstance(message, Host):
        for name, value in message.options.items():
            if isinstance(value, bool) or not isinstance(value, int | float):
                continue
            if not math.isfinite(value) or abs(value) > MAX_OPTION_NUMBER:
                raise ProtocolError(
                    "invalid", f"option {name!r} must be at most {MAX_OPTION_NUMBER}", "host"
                )
    return message


def _refuse_invalid(raw: bytes, error: msgspec.ValidationError) -> Any:
    """Raise the :class:`ProtocolError` for a JSON frame that is no valid message."""
    try:
        loose = _peek.decode(raw)
    except msgspec.ValidationError:  # valid JSON, but not an object
        raise ProtocolError("malformed", "a message is a JSON object") from None
    except (msgspec.DecodeError, RecursionError, UnicodeError, ValueError):
        raise ProtocolError("malformed", "not JSON") from None
    kind = loose.type
    about = kind if isinstance(kind, str) and kind in _CLIENT_TYPES else None
    if about is None:
        raise ProtocolError("unknown_type", f"unknown message type {kind!r}") from None
    if loose.v != VERSION:
        raise ProtocolError("version", f"this server speaks version {VERSION}", about) from None
    raise ProtocolError("invalid", str(error), about) from None


def decode_server(data: str | bytes) -> ServerMessage:
    """A server's message (for clients). Raises msgspec.ValidationError or DecodeError."""
    return cast(ServerMessage, _server_decoder.decode(data))


def encode_message(message: msgspec.Struct) -> bytes:
    """A message as the JSON bytes sent."""
    return _encoder.encode(message)
