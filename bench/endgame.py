"""Time of an exact endgame solve (``audiojass.bots.endgame``) by tricks left.

What is measured
    Positions of random Swiss deals: 36 cards shuffled and dealt to the seats (9 each for four;
    Putz for three: 9 each, the other 9 out of play; Putz for five: 7 each, one out of play), a
    trump mode drawn uniformly from the six, a random leader, then random legal cards until
    ``t`` tricks are left (at the start of a trick, or, with ``--mid``, 1 to players - 1 cards
    into it). Each position is solved once, timed with ``time.perf_counter``:

    * ``team``: four seats, ``solve_team`` for the side to move (match bonus 100), and
      ``root_values`` (every legal card's margin, one table);
    * ``putz3``/``putz5``: ``solve_putz`` with Putz's awards plus 0.002 per card point.

    Reported per tricks left: mean, median, 95th percentile and maximum in milliseconds, and
    the largest number of tricks whose 95th percentile stays within 1, 5 and 20 ms a sample.
    One process, one core; the machine's load moves the figures (run it alone).

How to run (from the project root)::

    uv run python bench/endgame.py
    uv run python bench/endgame.py --positions 200 --max-tricks 6 --seed 1 --mid
    uv run python bench/endgame.py --game putz3 --max-tricks 5
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence

from audiojass.bots.endgame import root_values, solve_putz, solve_team
from audiojass.rules.tricks import TrickPlay
from audiojass.rules.variants import Putz3, Putz5

_SEATS = {"team": (4, 9), "putz3": (3, 9), "putz5": (5, 7)}


def position(rng: random.Random, game: str, tricks: int, mid: bool) -> TrickPlay:
    """A random deal of ``game`` played at random down to ``tricks`` tricks left."""
    players, size = _SEATS[game]
    deck = list(range(36))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[s * size : (s + 1) * size]) for s in range(players)]
    play = TrickPlay(hands, rng.randrange(6), rng.randrange(players), size)
    cards = (size - tricks) * players + (rng.randrange(1, players) if mid else 0)
    for _ in range(cards):
        legal = play.legal_mask()
        choices = [c for c in range(36) if legal >> c & 1]
        play.play(rng.choice(choices))
    return play


def awards_of(game: str) -> Callable[[list[int]], Sequence[float]]:
    variant = Putz3() if game == "putz3" else Putz5()

    def awards(points: list[int]) -> Sequence[float]:
        return [a + 0.002 * p for a, p in zip(variant.putz_awards(points), points, strict=True)]

    return awards


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(_SEATS), default="team")
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--max-tricks", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mid", action="store_true", help="positions inside a trick")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    kinds = ["solve_team", "root_values"] if args.game == "team" else ["solve_putz"]
    print(f"{args.game}, {args.positions} positions per row, mid-trick: {args.mid}")
    print(f"{'solver':12} {'tricks':>6} {'mean ms':>9} {'median':>9} {'p95':>9} {'max':>9}")
    within: dict[str, dict[float, int]] = {kind: {1.0: 0, 5.0: 0, 20.0: 0} for kind in kinds}
    for tricks in range(1, args.max_tricks + 1):
        plays = [position(rng, args.game, tricks, args.mid) for _ in range(args.positions)]
        for kind in kinds:
            times = []
            for play in plays:
                me = play.to_move
                started = time.perf_counter()
                if kind == "solve_team":
                    solve_team(play, me, 100)
                elif kind == "root_values":
                    root_values(play, me, 100)
                else:
                    solve_putz(play, awards_of(args.game))
                times.append((time.perf_counter() - started) * 1000)
            times.sort()
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(
                f"{kind:12} {tricks:>6} {statistics.fmean(times):>9.3f} "
                f"{statistics.median(times):>9.3f} {p95:>9.3f} {times[-1]:>9.3f}"
            )
            for budget in within[kind]:
                if p95 <= budget and within[kind][budget] == tricks - 1:
                    within[kind][budget] = tricks
    for kind, table in within.items():
        line = ", ".join(f"{budget:g} ms: {count}" for budget, count in table.items())
        print(f"{kind}: tricks solved within (p95) {line}")


if __name__ == "__main__":
    main()
