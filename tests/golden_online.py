"""Golden recordings of the online table (see ``golden.py``): a whole game at a table server on
loopback between Anna, a client playing with the rule player, and Beat at the keyboard, with two
easy bots. The server's randomness (deals, the table's seed, its code, the tokens) comes from a
seeded generator, so the game repeats; Beat's keys are recorded once and replayed.

``online/<variant>.keys``: Beat's keys; ``online/<variant>.txt``: what Beat hears, then, after a
line ``--- Anna's events``, every event Anna's client received, as the codec writes it.
"""

from __future__ import annotations

import asyncio
import base64
import hmac
import json
import queue
import random
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
GOLDEN = HERE / "golden" / "online"

ONLINE_GAMES: dict[str, dict[str, Any]] = {
    "schieber": {"target": 300},
    "belote": {"target": 300},
}
"""The recorded online games and their rules."""


class SeededSecrets(random.Random):
    """The server's ``secrets`` module, repeatable: the same calls from a seeded generator."""

    def randbits(self, k: int) -> int:
        return self.getrandbits(k)

    def randbelow(self, n: int) -> int:
        return self.randrange(n)

    def token_urlsafe(self, nbytes: int = 32) -> str:
        return base64.urlsafe_b64encode(self.randbytes(nbytes)).rstrip(b"=").decode()

    @staticmethod
    def compare_digest(a: Any, b: Any) -> bool:
        return hmac.compare_digest(a, b)


def _host(
    url: str,
    variant: str,
    codes: queue.Queue[str],
    found: dict[str, Any],
    failures: list[Any],
    heard: threading.Event,
) -> None:
    from audiojass.bots import RuleBot
    from audiojass.online import codec
    from audiojass.online.client import TableClient, play_with

    async def main() -> None:
        host = TableClient(url)
        await host.connect()
        code = await host.host_table(variant, "Anna", **ONLINE_GAMES[variant])
        codes.put(code)
        await host.until(lambda _: host.table is not None and host.table.seats[1].kind == "person")
        await host.add_bot(2, "easy")
        await host.add_bot(3, "easy")
        await host.start()
        await play_with(host, RuleBot(5).act)
        found["events"] = [
            json.dumps(codec.encode(event), ensure_ascii=False, separators=(",", ":"))
            for event in host.events
        ]
        # Anna stays until Beat's game is over: her leaving must not race into his transcript.
        await asyncio.to_thread(heard.wait, 60)
        await host.close()

    try:
        asyncio.run(asyncio.wait_for(main(), 120))
    except BaseException as error:  # reported by the caller
        failures.append(error)


def online_game(variant: str, keys: list[str] | None, folder: Path) -> tuple[list[str], str]:
    """Play the recorded online game of ``variant``: Beat presses ``keys`` (None: plays like a
    person and the keys are recorded). Returns Beat's keys and the recording's text."""
    from conftest import TableRun, autoplay
    from online_helpers import server_thread

    from audiojass.app import run
    from audiojass.online import server as server_module
    from audiojass.online.screens import join_table

    seed = 7 + list(ONLINE_GAMES).index(variant)
    real_secrets = server_module.secrets
    server_module.secrets = SeededSecrets(seed)  # type: ignore[assignment]
    try:
        with server_thread() as server:
            server.tables.random = random.Random(seed)  # the deals
            codes: queue.Queue[str] = queue.Queue()
            found: dict[str, Any] = {}
            failures: list[Any] = []
            heard = threading.Event()
            host = threading.Thread(
                target=_host, args=(server.url, variant, codes, found, failures, heard)
            )
            host.start()
            code = codes.get(timeout=30)
            table = TableRun(folder, bots="easy")
            table.app.settings.online_name = "Beat"
            pressed: list[str] = []

            def playing(app: Any) -> Iterator[str]:
                if keys is not None:
                    yield from keys
                    return
                yield from ("shift+t", "f1", "i", "r")
                for number, key in enumerate(autoplay()(app)):
                    pressed.append(key)
                    yield key
                    if number % 9 == 8:
                        for question in ("c", "s", "t"):
                            pressed.append(question)
                            yield question

            def join(app: Any) -> None:
                join_table(app, code, server=server.url)

            try:
                result = run(table.app, script=playing(table.app), online=join)
            finally:
                heard.set()
            host.join(60)
            if failures:
                raise RuntimeError(f"the host failed: {failures[0]!r}")
            if result != 0:
                raise RuntimeError(f"the loop ended with {result}")
            url = server.url
    finally:
        server_module.secrets = real_secrets
    played = keys if keys is not None else ["shift+t", "f1", "i", "r", *pressed]
    port = url.rsplit(":", 1)[1]
    lines = [line.replace(port, "PORT") for line in table.lines]
    text = "\n".join([*lines, "--- Anna's events", *found["events"]]) + "\n"
    return played, text


def online_path(variant: str, suffix: str) -> Path:
    return GOLDEN / f"{variant}{suffix}"


def record_online() -> None:
    for variant in ONLINE_GAMES:
        with tempfile.TemporaryDirectory() as temporary:
            keys, text = online_game(variant, None, Path(temporary) / "a")
            _, again = online_game(variant, keys, Path(temporary) / "b")
        if again != text:
            raise RuntimeError(f"the online game of {variant} does not repeat")
        GOLDEN.mkdir(parents=True, exist_ok=True)
        online_path(variant, ".keys").write_text("".join(f"{k}\n" for k in keys), "utf-8")
        online_path(variant, ".txt").write_text(text, encoding="utf-8")
        print(online_path(variant, ".txt").relative_to(HERE), len(text.splitlines()), flush=True)
