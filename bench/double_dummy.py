"""Time of the double-dummy solver (``audiojass.bots.double_dummy``) on whole deals, per game.

What is measured
    For each team game of four, random deals: the game's deck shuffled and dealt (9 cards each
    in the Swiss games, 8 in the 32-card games), a trump mode drawn uniformly from the game's
    card table, a random leader; the deal is solved from its first card (``solve``: the exact
    margin of the leader's side, match bonus included) once, timed with
    ``time.perf_counter``. Reported per game: p50, p95 and the maximum in seconds, and the p50
    of positions searched. One process, one core; the machine's load moves the figures (run it
    alone). ``--start`` also times the first start: a fresh process importing the solver with
    numba's cache emptied (the compile) and again with it filled (the load).

    ``AUDIOJASS_NATIVE=0`` runs the same kernel as plain Python (as where numba has no wheel);
    ``--tricks`` solves positions with fewer tricks left (random cards played to there), for
    the plain-Python figures a whole deal would take too long for.

    ``--agree N`` checks instead: N random positions per game of one to three tricks left (0
    to 3 cards into the trick) solved by the solver and by a plain minimax over every legal
    card (the engine's ``TrickPlay`` scoring), every candidate card's value too; it prints the
    positions checked and the mismatches.

How to run (from the project root)::

    uv run python bench/double_dummy.py --deals 40
    uv run python bench/double_dummy.py --start
    AUDIOJASS_NATIVE=0 uv run python bench/double_dummy.py --deals 10 --tricks 5
    AUDIOJASS_NATIVE=0 uv run python bench/double_dummy.py --deals 5 --game belote
    uv run python bench/double_dummy.py --agree 2000
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from test_double_dummy import _position
from test_endgame import _brute_team as _brute  # the tests' plain minimax over every card
from test_endgame import _cards as _legal_cards

from audiojass.bots import double_dummy
from audiojass.rules.cardtable import CardTable
from audiojass.rules.duties import TrickDuties
from audiojass.rules.klaverjas1821 import KLAVERJAS_1821_DUTIES, TABLE_1821
from audiojass.rules.tricks import SWISS_DUTIES, SWISS_TABLE, TrickPlay
from audiojass.rules.tricks32 import (
    AMSTERDAM,
    BELOTE,
    CONTREE,
    FAMILY_TABLE,
    KLABERJASS4,
    ROTTERDAM,
)

GAMES: dict[str, tuple[CardTable, TrickDuties, int, int]] = {
    "jass/schieber": (SWISS_TABLE, SWISS_DUTIES, 5, 100),
    "klaverjas rotterdam": (FAMILY_TABLE, ROTTERDAM, 10, 100),
    "klaverjas amsterdam": (FAMILY_TABLE, AMSTERDAM, 10, 100),
    "belote": (FAMILY_TABLE, BELOTE, 10, 90),
    "contree": (FAMILY_TABLE, CONTREE, 10, 90),
    "klaberjass4": (FAMILY_TABLE, KLABERJASS4, 10, 0),
    "klaverjas_1821": (TABLE_1821, KLAVERJAS_1821_DUTIES, 5, 0),
}
"""Per game: card table, duties, last-trick bonus, match bonus (the capot of Belote and
Contrée is scored as 90 more here, a stand-in for their settlement's)."""


def deal(rng: random.Random, game: str, tricks: int | None = None) -> TrickPlay:
    """A random deal of ``game``, played at random to ``tricks`` tricks left (None: none),
    at the start of a trick (the tests' positions)."""
    table, duties, last_bonus, match_bonus = GAMES[game]
    size = table.deck_mask.bit_count() // 4
    whole = size if tricks is None else tricks
    return _position(rng, (game, table, duties, last_bonus, match_bonus), whole, into_trick=False)


def agree(positions: int, seed: int) -> None:
    rng = random.Random(seed)
    for game, (_, _, _, match_bonus) in GAMES.items():
        checked = mismatches = 0
        for _ in range(positions):
            play = deal(rng, game, rng.randrange(1, 4))
            for _ in range(rng.randrange(4)):
                play.play(rng.choice(_legal_cards(play)))
            me = rng.randrange(4)
            checked += 1
            if double_dummy.solve(play, me, match_bonus) != _brute(play, me % 2, match_bonus):
                mismatches += 1
            for card, value in double_dummy.card_values(play, me, match_bonus).items():
                after = play.copy()
                after.play(card)
                checked += 1
                if value != _brute(after, me % 2, match_bonus):
                    mismatches += 1
        print(f"{game:22} {checked:7} values checked, {mismatches} mismatches", flush=True)


def timing(deals: int, seed: int, tricks: int | None, games: list[str]) -> None:
    rng = random.Random(seed)
    kind = "native (numba)" if double_dummy.NATIVE else "plain Python"
    left = "the first trick" if tricks is None else f"{tricks} tricks left"
    print(f"{kind}, {deals} deals per game from {left}")
    print(f"{'game':22} {'p50 s':>8} {'p95 s':>8} {'max s':>8} {'p50 positions':>14}")
    double_dummy.solve(deal(rng, "jass/schieber", 1), 0, 0)  # the load or compile, not timed
    for game, (_, _, _, match_bonus) in GAMES.items():
        if games and game not in games:
            continue
        times: list[float] = []
        nodes: list[int] = []
        solver = double_dummy.Solver()
        for _ in range(deals):
            play = deal(rng, game, tricks)
            before = solver.nodes
            start = time.perf_counter()
            solver.value(play, play.leader, match_bonus)
            times.append(time.perf_counter() - start)
            nodes.append(solver.nodes - before)
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(
            f"{game:22} {statistics.median(times):8.3f} {p95:8.3f} {times[-1]:8.3f} "
            f"{statistics.median(nodes):14,.0f}",
            flush=True,
        )


def start() -> None:
    cache = Path(double_dummy.__file__).parent / "__pycache__"
    code = (
        "import time; t = time.perf_counter(); import audiojass.bots.double_dummy as d; "
        "print(f'{time.perf_counter() - t:.2f}', d.NATIVE)"
    )
    for name in ("compile (cache emptied)", "load (cache filled)"):
        if name.startswith("compile"):
            for path in cache.glob("double_dummy.*.nb[ic]"):
                path.unlink()
        out = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True
        )
        print(f"first start, {name}: {out.stdout.strip()} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--tricks", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agree", type=int, default=0, metavar="N")
    parser.add_argument("--start", action="store_true")
    parser.add_argument(
        "--game", action="append", default=[], choices=sorted(GAMES), help="only this game"
    )
    args = parser.parse_args()
    if args.start:
        start()
    elif args.agree:
        agree(args.agree, args.seed)
    else:
        timing(args.deals, args.seed, args.tricks, args.game)


if __name__ == "__main__":
    main()
