"""Random card-play playouts per second: the bitmask kernel (:class:`~audiojass.rules.tricks.
TrickPlay` fed a :class:`~audiojass.rules.cardtable.CardTable` and
:class:`~audiojass.rules.duties.TrickDuties`) against the full engine's ``clone()`` playouts,
in the same run.

What is measured
    For each family variant, seeded random games are played (random legal actions) to the first
    card of a deal's trick play (klaverjas 1821: the first card of phase 2, the tricks without
    the stock); from each of these start positions a playout plays every remaining card at
    random (uniform over the legal cards) to the end of the deal:

    * engine: ``ContractGame.clone()``, then ``legal_mask()`` and ``apply_action(PlayCard(...))``
      per card (roem, Belote, the settlement of the deal included: what the search of these
      games paid per playout before it played out on the kernel);
    * kernel: ``TrickPlay(hands, mode, leader, tricks, table=..., duties=...,
      last_trick_bonus=...)``, then ``legal_mask()`` and ``play()`` per card (trick winners and
      card points only).

    The Schieber kernel (the Swiss table and duties: the specialised fast path, as the Swiss
    search plays out) is timed too, on random deals of a random trump mode, for comparison.
    The loops alternate, each repeat timing the same
    number of playouts with ``time.process_time`` (CPU time of this process: less disturbed by
    other load than wall time); the best repeat is reported, with the ratio kernel / engine.

How to run (from the project root)::

    uv run python bench/kernel.py
    uv run python bench/kernel.py --playouts 2000 --repeats 5 --json
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from collections.abc import Callable
from random import Random
from typing import Any

from engine import audiojass_loop  # bench/engine.py: random Schieber deals on the kernel

from audiojass.rules.actions import PlayCard
from audiojass.rules.cards import Card
from audiojass.rules.components import ContractGame, Phase, new_family_game
from audiojass.rules.composed_variants import FAMILY_VARIANTS
from audiojass.rules.klaverjas1821 import KLAVERJAS_1821_DUTIES, PHASE_ONE_TRICKS, TABLE_1821
from audiojass.rules.tricks import TrickPlay, random_card
from audiojass.rules.tricks32 import FAMILY_TABLE

Loop = Callable[[int], None]
START_POSITIONS = 40


def start_positions(name: str, count: int, seed: int) -> list[ContractGame]:
    """``count`` games of ``name`` at the first card of a deal's pure trick play."""
    rng = Random(seed)
    first = PHASE_ONE_TRICKS if name == "klaverjas_1821" else 0
    positions: list[ContractGame] = []
    game = new_family_game(name, seed=seed)
    while len(positions) < count:
        if game.is_terminal():
            game = new_family_game(name, seed=rng.randrange(10**9))
        if game.phase is Phase.PLAY and len(game.tricks) == first and not game.trick:
            positions.append(game.clone())
        game.apply_action(rng.choice(game.legal_actions()))
    return positions


def kernel_of(game: ContractGame) -> TrickPlay:
    """The kernel of the rest of ``game``'s deal."""
    is_1821 = game.variant.name == "klaverjas_1821"
    return TrickPlay(
        game.hands[:],
        game.mode,
        game.leader,
        game.tricks_per_deal - len(game.tricks),
        table=TABLE_1821 if is_1821 else FAMILY_TABLE,
        duties=KLAVERJAS_1821_DUTIES if is_1821 else game.rules.duties,
        last_trick_bonus=game.rules.scoring.last_trick,
    )


def engine_loop(positions: list[ContractGame], seed: int) -> Loop:
    rng = Random(seed)

    def run(playouts: int) -> None:
        for index in range(playouts):
            game = positions[index % len(positions)].clone()
            while game.phase is Phase.PLAY:
                game.apply_action(PlayCard(Card(random_card(game.legal_mask(), rng))))

    return run


def kernel_loop(positions: list[ContractGame], seed: int) -> Loop:
    rng = Random(seed)
    starts = [kernel_of(game) for game in positions]

    def run(playouts: int) -> None:
        for index in range(playouts):
            play = starts[index % len(starts)].copy()
            while play.tricks_left:
                play.play(random_card(play.legal_mask(), rng))

    return run


def timed(loop: Loop, playouts: int) -> float:
    start = time.process_time()
    loop(playouts)
    return playouts / max(time.process_time() - start, 1e-9)


def measure(playouts: int, repeats: int, seed: int) -> dict[str, Any]:
    loops: dict[str, Loop] = {"schieber kernel": audiojass_loop(seed)}
    for name in FAMILY_VARIANTS:
        positions = start_positions(name, START_POSITIONS, seed)
        loops[f"{name} engine"] = engine_loop(positions, seed)
        loops[f"{name} kernel"] = kernel_loop(positions, seed)
    for loop in loops.values():
        loop(max(1, playouts // 10))  # warm-up
    best = {name: 0.0 for name in loops}
    for _ in range(repeats):
        for name, loop in loops.items():
            best[name] = max(best[name], timed(loop, playouts))
    ratios = {
        name: round(best[f"{name} kernel"] / best[f"{name} engine"], 2) for name in FAMILY_VARIANTS
    }
    return {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "playouts": playouts,
        "repeats": repeats,
        "playouts_per_second": {name: round(rate) for name, rate in best.items()},
        "ratio_kernel_over_engine": ratios,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--playouts", type=int, default=1000, help="per loop per repeat")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    result = measure(args.playouts, args.repeats, args.seed)
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    print(f"Python {result['python']} on {result['machine']}, {args.playouts} x {args.repeats}")
    for name, rate in result["playouts_per_second"].items():
        print(f"  {name:30} {rate:9,} playouts/s")
    for name, ratio in result["ratio_kernel_over_engine"].items():
        print(f"  {name:22} kernel / engine {ratio:6.2f} x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
