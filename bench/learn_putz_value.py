"""Train the learned Putz value (:mod:`audiojass.bots.putz_value`): the one shipped in
``audiojass/data/putz3.npz``, or one for Putz for five (``putz5.npz``, not shipped: it gained
nothing, docs/measurements.md "A learned Putz value").

Two steps, each a subcommand:

    uv run python bench/learn_putz_value.py deals --variant putz3 --out data/p3.jsonl \\
        --deals 4000 --first 0
    uv run python bench/learn_putz_value.py deals --variant putz3 --out data/p3e.jsonl \\
        --deals 2000 --first 50000 --explore-card 0.7
    uv run --with scikit-learn python bench/learn_putz_value.py train \\
        --variant putz3 data/p3.jsonl data/p3e.jsonl --out audiojass/data/putz3.npz

``deals`` plays deals of the variant with search-v1 at every seat (``--samples`` sampled deals
a decision, 30 by default) on ``--jobs`` processes and writes, for every card decision, the
true position (trump, leader, the trick on the table, every hand, points and tricks taken) and
the deal's final card points per seat, one deal a line of JSON. ``--explore-card P``: at one
card decision of each deal, chosen at random, a random legal card is played with probability P.

``train`` fits one network with scikit-learn's ``MLPRegressor`` (two hidden layers, ReLU,
Adam, early stopping on a tenth of the rows): the input is
:func:`audiojass.bots.putz_value.encode_positions` of the position seen from the seat to move,
the targets each seat's judgement of the finished deal as the search makes it (the Putz award,
``docs/rules/swiss.md`` "putz3"/"putz5", plus ``PUTZ_POINTS`` a card point), seats in play order
from the seat to move. Each position is used ``--copies`` times, the three suits other than trump in
random order. scikit-learn is needed only here, not to play.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from learn_value import fit, random_perm

from audiojass.arena import NO_END
from audiojass.bots import SearchBotV1
from audiojass.rules import DealEnded, Phase, PlayCard, Putz, new_game
from audiojass.rules.cards import mask_of
from audiojass.rules.tricks import TrickPlay
from audiojass.rules.variants import get_variant


def play_deals(variant: str, first: int, count: int, samples: int, explore: float) -> list[str]:
    """JSON lines of ``count`` self-play deals numbered from ``first`` (see the module text)."""
    lines = []
    for number in range(first, first + count):
        source = new_game(variant, seed=700_001 + number, first_dealer=0)
        players = source.variant.players
        game = new_game(variant, seed=0, first_dealer=number % players, target=NO_END)
        game.apply_action(source.chance_outcome())
        bots = [
            SearchBotV1(number * players + s, budget_ms=60_000, max_samples=samples)
            for s in range(players)
        ]
        chance = random.Random(number)
        explore_at = chance.randrange(game.variant.hand_size * players) if explore else -1
        step = 0
        positions: list[list[Any]] = []
        final: tuple[int, ...] = ()
        while not final:
            seat = game.current_player
            assert seat is not None
            view = game.observation(seat)
            action = bots[seat].act(view)
            cards = [a for a in view.legal_actions if isinstance(a, PlayCard)]
            if view.phase is Phase.PLAY and cards and isinstance(action, PlayCard):
                hands = [mask_of(game.observation(s).hand) for s in range(players)]
                won = [0] * players
                for record in view.tricks:
                    won[record.winner] += 1
                trick = [int(c) for c in view.trick]
                positions.append(
                    [int(view.trump), view.trick_leader, trick, hands, list(view.points_taken), won]
                )
                if step == explore_at and chance.random() < explore:
                    action = chance.choice(cards)
                step += 1
            for event in game.apply_action(action):
                if isinstance(event, DealEnded):
                    final = event.points
        lines.append(json.dumps({"p": positions, "final": list(final)}))
    return lines


def deals(args: argparse.Namespace) -> None:
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    chunk = 25
    starts = range(args.first, args.first + args.deals, chunk)
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool, out.open("a") as file:
        futures = [
            pool.submit(
                play_deals,
                args.variant,
                start,
                min(chunk, args.first + args.deals - start),
                args.samples,
                args.explore_card,
            )
            for start in starts
        ]
        done = 0
        for future in futures:
            lines = future.result()
            file.write("".join(line + "\n" for line in lines))
            file.flush()
            done += len(lines)
            print(f"{done} deals, {time.perf_counter() - started:.0f} s", file=sys.stderr)


def examples(variant_name: str, paths: list[str], copies: int, seed: int) -> tuple[Any, Any]:
    """Inputs (:func:`encode_positions`, as the search encodes them) and targets from the
    deal files."""
    import numpy as np

    from audiojass.bots.putz_value import encode_positions, targets

    variant = get_variant(variant_name)
    assert isinstance(variant, Putz)
    rng = random.Random(seed)
    plays: list[TrickPlay] = []
    perms: list[list[int]] = []
    ys: list[list[float]] = []
    for path in paths:
        for line in Path(path).read_text().splitlines():
            record = json.loads(line)
            final = record["final"]
            for mode, leader, trick, hands, points, won in record["p"]:
                position = TrickPlay(hands, mode, leader, variant.hand_size - sum(won))
                position.trick, position.points, position.tricks_won = trick, points, won
                y = targets(variant, final, position.to_move)
                for _ in range(copies):
                    plays.append(position)
                    perms.append(random_perm(mode, rng))
                    ys.append(y)
    return encode_positions(plays, np.array(perms)), np.array(ys, dtype=np.float32)


def train(args: argparse.Namespace) -> None:
    import numpy as np

    started = time.perf_counter()
    x, y = examples(args.variant, args.files, args.copies, args.seed)
    print(x.shape, y.shape, file=sys.stderr)
    np.savez_compressed(args.out, **fit(x, y, args, "_", started))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("deals")
    play.add_argument("--variant", choices=("putz3", "putz5"), required=True)
    play.add_argument("--out", required=True)
    play.add_argument("--deals", type=int, default=1000)
    play.add_argument("--first", type=int, default=0)
    play.add_argument("--samples", type=int, default=30)
    play.add_argument("--explore-card", type=float, default=0.0)
    play.add_argument("--jobs", type=int, default=2)
    fit = commands.add_parser("train")
    fit.add_argument("--variant", choices=("putz3", "putz5"), required=True)
    fit.add_argument("files", nargs="+")
    fit.add_argument("--out", required=True)
    fit.add_argument("--copies", type=int, default=2)
    fit.add_argument("--hidden", type=int, nargs="+", default=[256, 128])
    fit.add_argument("--epochs", type=int, default=30)
    fit.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    (deals if args.command == "deals" else train)(args)


if __name__ == "__main__":
    main()
