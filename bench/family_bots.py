"""Bot against bot in the family's partnership games, on duplicate deals.

Every deal (a seed and a dealer) is played twice with the same cards: bot A on seats 0 and 2,
bot B on 1 and 3, then with the sides swapped. Reported: A's share of all points scored (each
deal's settled score changes: wet/nat, pit, dedans, contracts and doubles included) with a 95%
interval over the deal pairs, and the decision times (p50, p95, max) of each bot's decisions
that had a choice.

    uv run python bench/family_bots.py --variant belote --a rule --b random --deals 200
    uv run python bench/family_bots.py --variant belote_contree --a search --b rule --budget 200
    uv run python bench/family_bots.py --variant klaberjass2 --a search@22b8eff --samples 48

``--samples N`` gives the search a fixed number of sampled deals per decision instead of its
time (the same decisions on any machine, whatever its load); ``search@REV`` is the search of
another git revision (its ``audiojass/bots``, :func:`search_speed.old_bots`), to compare two
revisions against the same bot on the same deals. Games for two play the deal with A in seat 0,
then in seat 1.

``--save FILE`` keeps every deal pair's results; ``--pool FILE …`` adds saved pairs (of other
seeds) to the figures.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from search_speed import old_bots  # bench/search_speed.py: another revision's bots

from audiojass.bots import make_bot
from audiojass.rules.components import ContractGame, DealSettled, new_family_game

VARIANTS = (
    "klaverjas_amsterdam",
    "klaverjas_rotterdam",
    "belote",
    "belote_contree",
    "klaberjass2",
    "klaberjass4",
    "klaverjas_1821",
)
Job = tuple[str, int, tuple[str, str], float, int | None]


def bot_for(name: str, seed: int, budget: float, samples: int | None) -> Any:
    """The bot ``name`` for a seat: ``search`` (or ``search@REV``, another revision's) with
    ``samples`` sampled deals per decision when given, else any :func:`make_bot` name."""
    if name.startswith("search") and (samples is not None or "@" in name):
        _, _, revision = name.partition("@")
        bots = old_bots(revision) if revision else importlib.import_module("audiojass.bots")
        if samples is None:
            return bots.ContractSearchBot(seed, budget_ms=budget)
        return bots.ContractSearchBot(seed, max_samples=samples)
    return make_bot(name, seed=seed, budget_ms=budget)


def play_deal(
    variant: str,
    seed: int,
    a_seats: set[int],
    names: tuple[str, str],
    budget: float,
    samples: int | None = None,
) -> tuple[float, float, list[float], list[float]]:
    """One deal; returns (A's score change, B's, A's decision times, B's) in seconds."""
    players = 2 if variant in ("klaberjass2", "klaverjas_1821") else 4
    game: ContractGame = new_family_game(
        variant, seed=seed, first_dealer=seed % players, target=10**9
    )
    game.apply_action(game.chance_outcome())
    bots = [
        bot_for(names[0] if seat in a_seats else names[1], seed * 4 + seat, budget, samples)
        for seat in range(players)
    ]
    times: tuple[list[float], list[float]] = ([], [])
    while True:
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        started = time.perf_counter()
        action = bots[seat].act(view)  # type: ignore[arg-type]
        spent = time.perf_counter() - started
        if len(view.legal_actions) > 1:
            times[0 if seat in a_seats else 1].append(spent)
        for event in game.apply_action(action):  # type: ignore[arg-type]
            if isinstance(event, DealSettled):
                scores = event.settlement.scores
                a_team = min(a_seats) % players
                return scores[a_team], scores[1 - a_team], times[0], times[1]


def play_pair(args: Job) -> tuple[float, float, list[float], list[float]]:
    variant, seed, names, budget, samples = args
    a1, b1, ta1, tb1 = play_deal(variant, seed, {0, 2}, names, budget, samples)
    a2, b2, ta2, tb2 = play_deal(variant, seed, {1, 3}, names, budget, samples)
    return a1 + a2, b1 + b2, ta1 + ta2, tb1 + tb2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=VARIANTS, default="klaverjas_amsterdam")
    parser.add_argument("--a", default="rule")
    parser.add_argument("--b", default="random")
    parser.add_argument("--deals", type=int, default=100, help="deal pairs")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=float, default=200.0, help="search budget, ms")
    parser.add_argument("--samples", type=int, help="sampled deals per search decision")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--save", help="write every deal pair's results to this JSON file")
    parser.add_argument(
        "--pool", nargs="*", default=[], help="also count the pairs saved in these files"
    )
    args = parser.parse_args()
    jobs: list[Job] = [
        (args.variant, args.seed + i, (args.a, args.b), args.budget, args.samples)
        for i in range(args.deals)
    ]
    started = time.perf_counter()
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            results = list(pool.map(play_pair, jobs))
    else:
        results = [play_pair(job) for job in jobs]
    if args.save:
        with open(args.save, "w", encoding="utf-8") as file:
            json.dump(results, file)
    for name in args.pool:
        with open(name, encoding="utf-8") as file:
            results.extend(tuple(result) for result in json.load(file))
    pairs = [(a, b) for a, b, _, _ in results if a + b]
    total = sum(a + b for a, b in pairs)
    share = sum(a for a, _ in pairs) / total if total else 0.5
    residuals = [a - share * (a + b) for a, b in pairs]
    mean_total = total / len(pairs) if pairs else 1.0
    half = (
        1.96 * statistics.stdev(residuals) / math.sqrt(len(pairs)) / mean_total
        if len(pairs) > 1
        else 0.0
    )
    print(
        f"{args.variant}: A={args.a} vs B={args.b}, {len(results)} deal pairs "
        f"({len(pairs)} scored), {time.perf_counter() - started:.0f} s"
    )
    low, high = 100 * (share - half), 100 * (share + half)
    print(f"A point share {100 * share:.1f}% (95% {low:.1f}-{high:.1f})")
    for label, index in (("A", 2), ("B", 3)):
        spent = sorted(t for result in results for t in result[index])
        if spent:
            p50 = spent[len(spent) // 2] * 1000
            p95 = spent[min(len(spent) - 1, int(0.95 * len(spent)))] * 1000
            print(
                f"{label} decisions {len(spent)}: p50 {p50:.2f} ms, p95 {p95:.2f} ms, "
                f"max {spent[-1] * 1000:.2f} ms"
            )


if __name__ == "__main__":
    main()
