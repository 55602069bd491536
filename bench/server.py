"""The table server under load: many tables of scripted clients on loopback at full speed.

    uv run python bench/server.py --tables 200 --variant schieber --target 1000

The server runs in a process of its own (the real :class:`~audiojass.online.server.TableServer`
behind ``websockets``, a database in a temporary folder); this process holds every client
(four per table for the four-seat games), each playing a random legal action as soon as it is
its turn and saying ready after each deal. The server keeps its real limits
(:class:`~audiojass.online.server.Limits`, the defaults ``audiojass serve`` runs with); as on
the internet, each table's people connect from an address of their own (127.0.x.y: all of
127/8 is this machine), so the per-address limits apply to each table as to a household.
Reported:

- the server's time from an action received (its message read from the connection) to each
  of its updates written to a client's connection: p50, p99, max over every update;
- the clients' round trip: an action sent to its update received by the same client (this
  also counts the time the clients' own process, sharing the machine, takes to get to it);
- actions per second, that every game ended and that every action a client sent was applied
  (the database's actions against the clients' count: none lost);
- the server's memory per table: its resident memory with every table playing, less before
  the first table, over the tables.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from audiojass.online.client import TableClient, play_with
from audiojass.online.server import TableServer, listening
from audiojass.online.store import Store
from audiojass.rules import ALL_VARIANTS


def _rss_kib() -> int:
    """The resident memory of this process, KiB (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _server(db: str, port: Any, go: Any, stop: Any, results: Any) -> None:
    async def main() -> None:
        tables = TableServer(Store(db), bot_workers=1)
        before = _rss_kib()
        async with listening(tables, "127.0.0.1", 0) as server:
            port.value = next(iter(server.sockets)).getsockname()[1]
            go.set()
            peak = before
            while not stop.is_set():
                await asyncio.sleep(0.2)
                tables.measure = bool(tables.tables)
                peak = max(peak, _rss_kib())
        results.put(
            {
                "latencies": tables.latencies,
                "rss_before_kib": before,
                "rss_peak_kib": peak,
                "tables": len(tables.tables),
            }
        )
        tables.close()

    asyncio.run(main())


async def _clients(url: str, tables: int, variant: str, options: dict[str, Any], seed: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    seats = ALL_VARIANTS[variant].players
    all_clients: list[list[TableClient]] = []
    round_trips: list[float] = []
    sent = [0]

    async def one_table(index: int) -> list[TableClient]:
        source = f"127.0.{1 + index // 250}.{2 + index % 250}"
        host = TableClient(url, source=source)
        await host.connect()
        code = await host.host_table(variant, f"Anna {index}", **options)
        clients = [host]
        for seat in range(1, seats):
            client = TableClient(url, source=source)
            await client.connect()
            await client.join(code, f"Beat {seat}")
            clients.append(client)
        return clients

    all_clients = await asyncio.gather(*(one_table(i) for i in range(tables)))
    started = time.perf_counter()
    for clients in all_clients:
        await clients[0].start()

    async def play(client: TableClient) -> None:
        sent_at: dict[int, float] = {}
        original = client.act

        async def act(action: object) -> None:
            sent_at[client.turn + 1] = time.perf_counter()
            sent[0] += 1
            await original(action)

        original_note = client._note

        def note(message: Any) -> None:
            original_note(message)
            moment = sent_at.pop(getattr(message, "turn", -1), None)
            if moment is not None:
                round_trips.append(time.perf_counter() - moment)

        client.act = act  # type: ignore[method-assign]
        client._note = note  # type: ignore[method-assign]
        await play_with(client, lambda view: rng.choice(view.legal_actions))

    await asyncio.gather(*(play(c) for clients in all_clients for c in clients))
    seconds = time.perf_counter() - started
    ended = sum(type(clients[0].events[-1]).__name__ == "GameEnded" for clients in all_clients)
    errors = [e.code for clients in all_clients for c in clients for e in c.errors]
    for clients in all_clients:
        for client in clients:
            await client.close()
    return seconds, ended, errors, round_trips, sent[0]


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--variant", default="schieber")
    parser.add_argument("--target", type=int, default=1000, help="the game's target (1000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    options = {"target": args.target} if "target" in ALL_VARIANTS[args.variant].options() else {}
    context = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory() as folder:
        db = str(Path(folder) / "bench.sqlite3")
        port, go, stop, results = (
            context.Value("i", 0),
            context.Event(),
            context.Event(),
            context.Queue(),
        )
        server = context.Process(target=_server, args=(db, port, go, stop, results))
        server.start()
        go.wait(60)
        url = f"ws://127.0.0.1:{port.value}"
        seconds, ended, errors, round_trips, sent = asyncio.run(
            _clients(url, args.tables, args.variant, options, args.seed)
        )
        stop.set()
        stats = results.get(timeout=60)
        server.join(30)
        store = Store(db)
        applied = store.connection.execute(
            "SELECT COUNT(*) FROM actions WHERE action NOT LIKE 'deal%'"
        ).fetchone()[0]
        store.close()
    latencies = stats["latencies"]
    result = {
        "tables": args.tables,
        "clients": args.tables * ALL_VARIANTS[args.variant].players,
        "variant": args.variant,
        "options": options,
        "seconds": round(seconds, 1),
        "games_ended": ended,
        "errors": sorted(set(errors)),
        "actions_sent": sent,
        "actions_applied": applied,
        "actions_per_second": round(applied / seconds, 1),
        "updates_measured": len(latencies),
        "server_ms": {
            "p50": round(1000 * _percentile(latencies, 0.5), 2),
            "p99": round(1000 * _percentile(latencies, 0.99), 2),
            "max": round(1000 * max(latencies, default=0.0), 2),
        },
        "round_trip_ms": {
            "p50": round(1000 * _percentile(round_trips, 0.5), 2),
            "p99": round(1000 * _percentile(round_trips, 0.99), 2),
            "mean": round(1000 * statistics.fmean(round_trips), 2) if round_trips else 0.0,
        },
        "memory_per_table_kib": round(
            (stats["rss_peak_kib"] - stats["rss_before_kib"]) / max(1, args.tables), 1
        ),
    }
    if args.json:
        print(json.dumps(result, indent=1))
        return
    for key, value in result.items():
        print(f"{key}: {value}")


if __name__ == "__main__":
    main()
