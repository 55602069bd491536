"""Random-play Schieber deals per second: audiojass versus jass-kit 2.0.5.

What is measured
    Complete Schieber deals played at random: 36 cards shuffled and dealt 9 to each of 4 players,
    a trump mode drawn uniformly from the six (four suits, Obenabe, Undenufe), a random first
    player, then 36 cards, each drawn uniformly from the legal cards of the player to move, with
    trick winners and card points (last-trick bonus included) kept by the engine. No Weis, no
    Stöck, no trump-choosing logic. Every deal is checked to total 157 points.

    * audiojass: the bitmask fast path, ``audiojass.rules.tricks.TrickPlay`` with
      ``legal_mask()`` / ``play()`` and ``random_card``; the deck is a shuffled ``list`` turned
      into four 36-bit hand masks.
    * jass-kit: its raw simulator loop, without the arena, agents or observations. One
      ``jass.game.game_sim.GameSim(rule=RuleSchieber())`` is reused; each deal is
      ``init_from_cards(deal_random_hand(), dealer)``, ``action_trump(mode)`` (jass-kit's trump
      numbers 0-3 suits, 4 ``OBE_ABE``, 5 ``UNE_UFE``), then 36 times
      ``rule.get_valid_cards_from_state(state)`` (one-hot numpy array), a random index of its
      non-zero entries and ``action_play_card(card)``; points are read from ``state.points``.
      By default the random card is drawn with Python's ``random`` like the audiojass loop does
      (the fastest choice); ``--jass-pick agent`` draws it as jass-kit's own
      ``AgentRandomSchieber`` does, ``numpy.random.Generator.choice(np.flatnonzero(valid))``,
      which is noticeably slower.

    Both loops run in the same process, pinned to one CPU where the platform allows it, for the
    same number of deals, alternately (audiojass, jass-kit, audiojass, jass-kit, ...) so that
    machine load affects both alike, after a short untimed warm-up. Each timed run is measured
    with ``time.perf_counter``; the best and the median of the repeats are reported in deals per
    second, with the ratio audiojass / jass-kit.

How to run (from the project root; jass-kit is needed only here)::

    uv run --with jass-kit==2.0.5 python bench/engine.py
    uv run --with jass-kit==2.0.5 python bench/engine.py --repeats 5 --deals 12000 --seed 1
    uv run --with jass-kit==2.0.5 python bench/engine.py --json
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from importlib import metadata
from random import Random
from typing import Any

from audiojass.rules.tricks import TrickPlay, random_card

RUN_HINT = "jass-kit is not installed; run: uv run --with jass-kit==2.0.5 python bench/engine.py"
TOTAL_POINTS = 157
WARMUP_DEALS = 200

DealLoop = Callable[[int], None]
"""Plays the given number of random deals."""


def audiojass_loop(seed: int) -> DealLoop:
    """The audiojass deal loop, with its own random generator seeded by ``seed``."""
    rng = Random(seed)
    deck = list(range(36))

    def run(deals: int) -> None:
        for _ in range(deals):
            rng.shuffle(deck)
            hands = [0, 0, 0, 0]
            for i, card in enumerate(deck):
                hands[i // 9] |= 1 << card
            play = TrickPlay(hands, rng.randrange(6), rng.randrange(4), 9)
            while play.tricks_left:
                play.play(random_card(play.legal_mask(), rng))
            if sum(play.points) != TOTAL_POINTS:
                raise RuntimeError(f"audiojass deal totals {sum(play.points)} points")

    return run


def jass_kit_loop(seed: int, pick: str) -> DealLoop:
    """The jass-kit raw simulator loop, seeded by ``seed``.

    ``pick`` is "python" (random index with Python's ``random``) or "agent" (numpy
    ``Generator.choice`` over ``np.flatnonzero``, as ``AgentRandomSchieber`` does).
    """
    import numpy as np
    from jass.game.game_sim import GameSim
    from jass.game.game_util import deal_random_hand
    from jass.game.rule_schieber import RuleSchieber

    rng = Random(seed)
    np.random.seed(seed % 2**32)  # deal_random_hand shuffles with numpy's global generator
    choice = np.random.default_rng(seed).choice
    flatnonzero = np.flatnonzero
    rule = RuleSchieber()
    sim = GameSim(rule=rule)
    valid_cards = rule.get_valid_cards_from_state
    by_agent = pick == "agent"

    def run(deals: int) -> None:
        for _ in range(deals):
            sim.init_from_cards(deal_random_hand(), rng.randrange(4))
            sim.action_trump(rng.randrange(6))
            state = sim.state
            play_card = sim.action_play_card
            if by_agent:
                for _ in range(36):
                    play_card(choice(flatnonzero(valid_cards(state))))
            else:
                for _ in range(36):
                    cards = valid_cards(state).nonzero()[0]
                    play_card(cards[int(rng.random() * cards.size)])
            total = int(state.points[0]) + int(state.points[1])
            if total != TOTAL_POINTS:
                raise RuntimeError(f"jass-kit deal totals {total} points")

    return run


def timed(loop: DealLoop, deals: int) -> float:
    """Deals per second of one timed run of ``loop``."""
    gc.collect()
    start = time.perf_counter()
    loop(deals)
    return deals / (time.perf_counter() - start)


def pin_to_one_cpu() -> int | None:
    """Restrict this process to one CPU; return it, or None where that is not supported."""
    if not hasattr(os, "sched_setaffinity"):
        return None
    cpu = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpu})
    return cpu


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Random-play Schieber deals per second: audiojass vs jass-kit 2.0.5."
    )
    parser.add_argument("--repeats", type=int, default=5, help="timed runs per engine (5)")
    parser.add_argument("--deals", type=int, default=12_000, help="deals per timed run (12000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (1)")
    parser.add_argument(
        "--jass-pick",
        choices=("python", "agent"),
        default="python",
        help="how the jass-kit loop draws a random legal card (python)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.repeats < 1 or args.deals < 1:
        parser.error("--repeats and --deals must be at least 1")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        import jass.game.game_sim  # noqa: F401
    except ImportError:
        print(RUN_HINT, file=sys.stderr)
        return 2

    cpu = pin_to_one_cpu()
    loops = {
        "audiojass": audiojass_loop(args.seed),
        "jass-kit": jass_kit_loop(args.seed, args.jass_pick),
    }
    for loop in loops.values():
        loop(WARMUP_DEALS)
    rates: dict[str, list[float]] = {name: [] for name in loops}
    for _ in range(args.repeats):
        for name, loop in loops.items():
            rates[name].append(timed(loop, args.deals))

    summary = {
        name: {"best": max(runs), "median": statistics.median(runs), "runs": runs}
        for name, runs in rates.items()
    }
    ratio = {
        key: summary["audiojass"][key] / summary["jass-kit"][key] for key in ("best", "median")
    }
    report: dict[str, Any] = {
        "benchmark": "random-play Schieber deals per second",
        "deals_per_run": args.deals,
        "repeats": args.repeats,
        "seed": args.seed,
        "jass_pick": args.jass_pick,
        "cpu": cpu,
        "python": platform.python_version(),
        "jass_kit_version": metadata.version("jass-kit"),
        "engines": summary,
        "ratio_audiojass_over_jass_kit": ratio,
    }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)
    return 0


def print_report(report: dict[str, Any]) -> None:
    cpu = report["cpu"]
    print("Random-play Schieber deals (4 players x 9 cards, random trump of 6 modes, no Weis)")
    print(
        f"{report['repeats']} repeats x {report['deals_per_run']:,} deals, seed {report['seed']}, "
        f"{'CPU ' + str(cpu) if cpu is not None else 'unpinned'}, "
        f"Python {report['python']}, jass-kit {report['jass_kit_version']} "
        f"(card pick: {report['jass_pick']})"
    )
    print(f"{'engine':<12} {'best deals/s':>14} {'median deals/s':>16}")
    for name, figures in report["engines"].items():
        print(f"{name:<12} {figures['best']:>14,.0f} {figures['median']:>16,.0f}")
    ratio = report["ratio_audiojass_over_jass_kit"]
    print(f"ratio audiojass / jass-kit: best {ratio['best']:.2f}x, median {ratio['median']:.2f}x")


if __name__ == "__main__":
    sys.exit(main())
