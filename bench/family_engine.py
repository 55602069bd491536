"""Random-play deals per second through the public game API: each family variant
(:class:`~audiojass.rules.components.ContractGame`) against Schieber (the Swiss
:class:`~audiojass.rules.game.Game`), in the same run.

What is measured
    Whole games played at random, back to back, through the API the table and the bots use:
    at each step ``legal_actions()`` and ``apply_action(random choice)``, the chance step (the
    seeded deal) included. For the family variants that is the bidding (or trump choice), the
    completion (Belote), roem, melds, Belote/Rebelote, the trick-play duties and the
    settlement; for Schieber the trump choice (schieben included), Weis and Stöck. A deal is
    counted at each ``DealEnded`` event (annulled family deals included: they are deals the
    dealer moved on from). The variants run alternately, each repeat timing the same number of
    deals per variant with ``time.perf_counter``; the best repeat is reported as deals per
    second and as a ratio to Schieber (above 1: the family variant plays faster).

How to run (from the project root)::

    uv run python bench/family_engine.py
    uv run python bench/family_engine.py --deals 3000 --repeats 5 --json
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

from audiojass.rules.actions import DealEnded
from audiojass.rules.components import new_family_game
from audiojass.rules.composed_variants import FAMILY_VARIANTS
from audiojass.rules.game import new_game

Runner = Callable[[int], None]


def schieber_runner(seed: int) -> Runner:
    """Plays random Schieber deals with the Swiss Game."""
    rng = Random(seed)
    games = [new_game("schieber", seed=seed, first_dealer=0)]

    def run(deals: int) -> None:
        done = 0
        game = games[-1]
        while done < deals:
            if game.is_terminal():
                game = new_game("schieber", seed=seed + len(games), first_dealer=0)
                games.append(game)
            events = game.apply_action(rng.choice(game.legal_actions()))
            done += sum(isinstance(event, DealEnded) for event in events)

    return run


def family_runner(name: str, seed: int) -> Runner:
    """Plays random deals of a family variant with the ContractGame."""
    rng = Random(seed)
    games = [new_family_game(name, seed=seed)]

    def run(deals: int) -> None:
        done = 0
        game = games[-1]
        while done < deals:
            if game.is_terminal():
                game = new_family_game(name, seed=seed + len(games))
                games.append(game)
            events = game.apply_action(rng.choice(game.legal_actions()))
            done += sum(isinstance(event, DealEnded) for event in events)

    return run


def measure(deals: int, repeats: int, seed: int) -> dict[str, Any]:
    """Deals per second of each runner (best of ``repeats``) and the ratio to Schieber."""
    runners: dict[str, Runner] = {"schieber": schieber_runner(seed)}
    for name in FAMILY_VARIANTS:
        runners[name] = family_runner(name, seed)
    for run in runners.values():
        run(max(1, deals // 10))  # warm-up
    best: dict[str, float] = {name: 0.0 for name in runners}
    for _ in range(repeats):
        for name, run in runners.items():
            start = time.perf_counter()
            run(deals)
            elapsed = time.perf_counter() - start
            best[name] = max(best[name], deals / elapsed)
    base = best["schieber"]
    return {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "deals": deals,
        "repeats": repeats,
        "deals_per_second": {name: round(rate, 1) for name, rate in best.items()},
        "ratio_to_schieber": {name: round(rate / base, 3) for name, rate in best.items()},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=2000, help="deals per variant per repeat")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    result = measure(args.deals, args.repeats, args.seed)
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    print(f"Python {result['python']} on {result['machine']}, {args.deals} deals x {args.repeats}")
    for name, rate in result["deals_per_second"].items():
        ratio = result["ratio_to_schieber"][name]
        print(f"  {name:22} {rate:9.1f} deals/s   {ratio:5.2f} x schieber")
    return 0


if __name__ == "__main__":
    sys.exit(main())
