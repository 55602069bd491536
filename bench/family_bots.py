"""Bot against bot in the family's partnership games, on duplicate deals.

Every deal (a seed and a dealer) is played twice with the same cards: bot A on seats 0 and 2,
bot B on 1 and 3, then with the sides swapped. Reported: A's share of all points scored (each
deal's settled score changes: wet/nat, pit, dedans, contracts and doubles included) with a 95%
interval over the deal pairs, and the decision times (p50, p95, max) of each bot's decisions
that had a choice.

    uv run python bench/family_bots.py --variant belote --a rule --b random --deals 200
    uv run python bench/family_bots.py --variant belote_contree --a search --b rule --budget 200

``--save FILE`` keeps every deal pair's results; ``--pool FILE …`` adds saved pairs (of other
seeds) to the figures.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from audiojass.bots import make_bot
from audiojass.rules.family_game import DealSettled, FamilyGame, new_family_game

VARIANTS = ("klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree")


def play_deal(
    variant: str, seed: int, a_seats: set[int], names: tuple[str, str], budget: float
) -> tuple[float, float, list[float], list[float]]:
    """One deal; returns (A's score change, B's, A's decision times, B's) in seconds."""
    game: FamilyGame = new_family_game(variant, seed=seed, first_dealer=seed % 4, target=10**9)
    game.apply_action(game.chance_outcome())
    bots = [
        make_bot(names[0] if seat in a_seats else names[1], seed=seed * 4 + seat, budget_ms=budget)
        for seat in range(4)
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
                a_team = min(a_seats) % 2
                return scores[a_team], scores[1 - a_team], times[0], times[1]


def play_pair(
    args: tuple[str, int, tuple[str, str], float],
) -> tuple[float, float, list[float], list[float]]:
    variant, seed, names, budget = args
    a1, b1, ta1, tb1 = play_deal(variant, seed, {0, 2}, names, budget)
    a2, b2, ta2, tb2 = play_deal(variant, seed, {1, 3}, names, budget)
    return a1 + a2, b1 + b2, ta1 + ta2, tb1 + tb2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=VARIANTS, default="klaverjas_amsterdam")
    parser.add_argument("--a", default="rule")
    parser.add_argument("--b", default="random")
    parser.add_argument("--deals", type=int, default=100, help="deal pairs")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=float, default=200.0, help="search budget, ms")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--save", help="write every deal pair's results to this JSON file")
    parser.add_argument(
        "--pool", nargs="*", default=[], help="also count the pairs saved in these files"
    )
    args = parser.parse_args()
    jobs = [(args.variant, args.seed + i, (args.a, args.b), args.budget) for i in range(args.deals)]
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
