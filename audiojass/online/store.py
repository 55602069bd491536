"""The table server's database: SQLite from the standard library.

Every table's variant, options, seed and seats, every action taken at it (the engine's action
codes, deals included) and its chat are written here, each change committed before anyone
hears of it, so a server that is killed and started again on the same file resumes every
table exactly (:meth:`Store.load`). The database runs in WAL mode with ``synchronous=NORMAL``:
a commit survives the server process being killed at any moment; after a power cut the last
commits may be lost (``synchronous=FULL`` waits for the disk on every commit instead:
``Store(path, durable=True)``).

Every change is one transaction (``BEGIN IMMEDIATE``): it is written whole or not at all. A
write that waits longer than ``busy_seconds`` for another process's lock raises
:class:`sqlite3.OperationalError` and changes nothing; the server then refuses the action as
``busy`` instead of applying it. Each table keeps its last :data:`~audiojass.online.protocol.
CHAT_KEPT` chat lines; older ones are deleted as new ones come.

Seat tokens are never stored, only their SHA-256 digests. The deals are stored as dealt
(``deal:`` action codes): the seed of a table's game is not what its cards come from.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

__all__ = ["SavedTable", "Store", "TableSetup"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    variant TEXT NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    first_dealer INTEGER NOT NULL,
    away_timeout REAL NOT NULL,
    host_seat INTEGER NOT NULL,
    turn_timeout REAL NOT NULL DEFAULT 0,
    started INTEGER NOT NULL DEFAULT 0,
    finished INTEGER NOT NULL DEFAULT 0,
    seats TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL,
    turn INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (code, turn)
);
CREATE TABLE IF NOT EXISTS chat (
    code TEXT NOT NULL,
    number INTEGER NOT NULL,
    seat INTEGER,
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (code, number)
);
"""


@dataclass(frozen=True)
class TableSetup:
    """What a table is, fixed when it is opened: its code, the variant with its options, the
    seed and first dealer of its game, how long a dropped seat waits for its player
    (seconds), the host's seat, and how long each person has to act (seconds, 0: no limit)."""

    code: str
    variant: str
    options: dict[str, Any]
    seed: int
    first_dealer: int
    away_timeout: float
    host_seat: int
    turn_timeout: float = 0.0


_SETUP = tuple(item.name for item in fields(TableSetup))
"""The columns of a table's setup, as :class:`TableSetup` names them (``options`` as JSON)."""


@dataclass
class SavedTable:
    """A table as the database holds it. ``seats``: per seat a dict with ``name``, ``token``
    (the token's digest, or None) and ``bot`` (a bot level, or None)."""

    setup: TableSetup
    started: bool
    finished: bool
    seats: list[dict[str, Any]]
    actions: list[str] = field(default_factory=list)
    chat: list[tuple[int | None, str, str]] = field(default_factory=list)
    chat_count: int = 0
    """The number of the last chat line ever said (older ones are no longer kept)."""


class Store:
    """One SQLite file (``":memory:"`` for none). Every method commits before it returns.

    Raises:
        sqlite3.Error: the file cannot be opened or written.
    """

    def __init__(
        self, path: str | Path, *, durable: bool = False, busy_seconds: float = 5.0
    ) -> None:
        self.path = str(path)
        self.connection = sqlite3.connect(
            self.path, isolation_level=None, check_same_thread=False, timeout=busy_seconds
        )
        self.connection.execute("PRAGMA journal_mode=WAL")
        self.connection.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self.connection.executescript(_SCHEMA)
        columns = {row[1] for row in self.connection.execute("PRAGMA table_info(tables)")}
        if "turn_timeout" not in columns:  # a database written before turn timers
            self.connection.execute(
                "ALTER TABLE tables ADD COLUMN turn_timeout REAL NOT NULL DEFAULT 0"
            )

    def close(self) -> None:
        self.connection.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One transaction holding the write lock from its start: committed whole, or rolled
        back on any error (which is raised again)."""
        self.connection.execute("BEGIN IMMEDIATE")
        try:
            yield self.connection
        except BaseException:
            self.connection.execute("ROLLBACK")
            raise
        self.connection.execute("COMMIT")

    def create(self, setup: TableSetup, seats: list[dict[str, Any]]) -> None:
        """Write a new table, not started, with no actions yet."""
        values = {**asdict(setup), "options": json.dumps(setup.options), "seats": json.dumps(seats)}
        with self._transaction() as db:
            db.execute(
                f"INSERT INTO tables ({', '.join(values)}, started, finished) "
                f"VALUES ({', '.join('?' * len(values))}, 0, 0)",
                tuple(values.values()),
            )

    def update_table(
        self, code: str, *, seats: list[dict[str, Any]], started: bool, finished: bool
    ) -> None:
        """Write a table's seats and whether it started or finished."""
        with self._transaction() as db:
            db.execute(
                "UPDATE tables SET seats = ?, started = ?, finished = ? WHERE code = ?",
                (json.dumps(seats), int(started), int(finished), code),
            )

    def add_action(self, code: str, turn: int, action: str, *, finished: bool = False) -> None:
        """Write the ``turn``-th action (counting from 0) of a table."""
        with self._transaction() as db:
            db.execute(
                "INSERT INTO actions (code, turn, action) VALUES (?, ?, ?)", (code, turn, action)
            )
            if finished:
                db.execute("UPDATE tables SET finished = 1 WHERE code = ?", (code,))

    def add_chat(
        self, code: str, number: int, seat: int | None, name: str, text: str, keep: int = 0
    ) -> None:
        """Write chat line ``number`` (from 1) of a table; with ``keep``, delete the lines
        before the last ``keep``."""
        with self._transaction() as db:
            db.execute(
                "INSERT INTO chat (code, number, seat, name, text) VALUES (?, ?, ?, ?, ?)",
                (code, number, seat, name, text),
            )
            if keep:
                db.execute("DELETE FROM chat WHERE code = ? AND number <= ?", (code, number - keep))

    def codes(self) -> set[str]:
        """Every table code ever used (a new table never reuses one)."""
        return {row[0] for row in self.connection.execute("SELECT code FROM tables")}

    def load(self, *, finished: bool = False) -> list[SavedTable]:
        """Every table that has not finished (``finished``: every table), with its actions in
        order and its chat."""
        rows = self.connection.execute(
            f"SELECT started, finished, seats, {', '.join(_SETUP)} FROM tables"
            + ("" if finished else " WHERE finished = 0")
        ).fetchall()
        tables = []
        for started, ended, seats, *fixed in rows:
            values = dict(zip(_SETUP, fixed, strict=True))
            values["options"] = json.loads(values["options"])
            setup = TableSetup(**values)
            table = SavedTable(
                setup=setup, started=bool(started), finished=bool(ended), seats=json.loads(seats)
            )
            table.actions = [
                action
                for (action,) in self.connection.execute(
                    "SELECT action FROM actions WHERE code = ? ORDER BY turn", (setup.code,)
                )
            ]
            lines = self.connection.execute(
                "SELECT seat, name, text, number FROM chat WHERE code = ? ORDER BY number",
                (setup.code,),
            ).fetchall()
            table.chat = [(seat, name, text) for seat, name, text, _ in lines]
            table.chat_count = lines[-1][3] if lines else 0
            tables.append(table)
        return tables
