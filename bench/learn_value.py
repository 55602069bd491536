"""Train the learned value shipped in ``audiojass/data/value.npz`` (:mod:`audiojass.bots.value`).

Two steps, each a subcommand:

    uv run python bench/learn_value.py deals --out data/plain.jsonl --deals 12000 --first 0
    uv run python bench/learn_value.py deals --out data/explore.jsonl --deals 8000 \\
        --first 50000 --explore-card 0.7
    uv run python bench/learn_value.py deals --out data/trumps.jsonl --deals 5000 \\
        --first 300000 --random-trump 0.6
    OPENBLAS_NUM_THREADS=2 uv run --with scikit-learn python bench/learn_value.py train \\
        data/*.jsonl --out audiojass/data/value.npz

``deals`` plays Schieber deals with four search-v1 players (``--samples`` sampled deals a
decision, 30 by default), or four players of a :mod:`swiss_duel` spec (``--player``, for
example ``new:30:endgame_tricks=0,value_mix=0.5``; ``VALUE_NET=PATH`` gives their learned
value another network file), on ``--jobs`` processes and writes, for every card decision, the true
position (trump mode, leader, the trick on the table, the four hands, points and tricks taken)
and the deal's final points and tricks, one deal a line of JSON. ``--explore-card P``: at one
card decision of each deal, chosen at random, a random legal card is played with probability
P (the network meets positions after cards the search would not play). ``--random-trump P``:
the trump is chosen at random with probability P (it meets every mode, not only chosen ones).

``train`` reads such files and fits one network per kind of mode (a trump suit, Obenabe,
Undenufe) with scikit-learn's ``MLPRegressor`` (two hidden layers, ReLU, Adam, early stopping
on a tenth of the rows): the input is :func:`audiojass.bots.value.encode` of the position seen
from the seat to move, the target the margin that seat's side adds from there to the end of
the deal (card points, last-trick bonus and the match bonus, in hundreds). Each position is
used ``--copies`` times, with the suits other than trump (all suits in Obenabe and Undenufe)
in random order. scikit-learn is needed only here, not to play. The players keep numpy to one
thread (:mod:`audiojass.bots.value`); ``OPENBLAS_NUM_THREADS`` gives the fitting more.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import permutations
from pathlib import Path
from typing import Any

from swiss_duel import bot_of

from audiojass.arena import NO_END
from audiojass.bots import SearchBotV1
from audiojass.bots.value import encode_positions
from audiojass.rules import ChooseTrump, DealEnded, Phase, PlayCard, new_game
from audiojass.rules.cards import mask_of
from audiojass.rules.tricks import TrickPlay

MATCH_BONUS = 100  # Schieber's (docs/rules/swiss.md "schieber")
_PERMS = list(permutations(range(4)))


def play_deals(
    first: int, count: int, samples: int, explore: float, random_trump: float, player: str
) -> list[str]:
    """JSON lines of ``count`` self-play deals numbered from ``first`` (see the module text)."""
    lines = []
    for number in range(first, first + count):
        source = new_game("schieber", seed=900_001 + number, first_dealer=0)
        game = new_game("schieber", seed=0, first_dealer=number % 4, target=NO_END)
        game.apply_action(source.chance_outcome())
        bots = [
            bot_of(player, seed=number * 4 + s)
            if player
            else SearchBotV1(number * 4 + s, budget_ms=60_000, max_samples=samples)
            for s in range(4)
        ]
        chance = random.Random(number)
        explore_at = chance.randrange(36) if explore else -1
        step = 0
        positions: list[list[Any]] = []
        ended = False
        while not ended:
            seat = game.current_player
            assert seat is not None
            view = game.observation(seat)
            action = bots[seat].act(view)
            cards = [a for a in view.legal_actions if isinstance(a, PlayCard)]
            if view.phase is Phase.TRUMP and random_trump and chance.random() < random_trump:
                action = chance.choice(
                    [a for a in view.legal_actions if isinstance(a, ChooseTrump)]
                )
            if view.phase is Phase.PLAY and cards:
                hands = [mask_of(game.observation(s).hand) for s in range(4)]
                won = [0] * 4
                for record in view.tricks:
                    won[record.winner] += 1
                trick = [int(c) for c in view.trick]
                positions.append(
                    [int(view.trump), view.trick_leader, trick, hands, list(view.points_taken), won]
                )
                if step == explore_at and chance.random() < explore:
                    action = chance.choice(cards)
                step += 1
            ended = any(isinstance(e, DealEnded) for e in game.apply_action(action))
        mode, leader, trick, hands, points, won = positions[-1]
        last = TrickPlay(hands[:], mode, leader, 1)
        last.trick, last.points, last.tricks_won = trick[:], points[:], won[:]
        last.play(hands[(leader + len(trick)) % 4].bit_length() - 1)
        lines.append(json.dumps({"p": positions, "final": last.points, "won": last.tricks_won}))
    return lines


def deals(args: argparse.Namespace) -> None:
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    chunk = 50
    starts = range(args.first, args.first + args.deals, chunk)
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool, out.open("a") as file:
        futures = [
            pool.submit(
                play_deals,
                start,
                min(chunk, args.first + args.deals - start),
                args.samples,
                args.explore_card,
                args.random_trump,
                args.player,
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


def random_perm(mode: int, rng: random.Random) -> list[int]:
    """A suit permutation for training (``perm[suit]``): in a trump suit mode the trump
    first and the other suits in random order, in Obenabe and Undenufe all four at random."""
    if mode < 4:
        others = [s for s in range(4) if s != mode]
        rng.shuffle(others)
        perm = [0] * 4
        for new, old in enumerate(others, 1):
            perm[old] = new
        return perm
    return list(rng.choice(_PERMS))


def examples(paths: list[str], copies: int, seed: int) -> dict[int, tuple[Any, Any]]:
    """Inputs (:func:`encode_positions`, as the search encodes them) and targets per kind of
    mode from the deal files; a kind without positions is left out."""
    import numpy as np

    rng = random.Random(seed)
    rows: dict[int, list[tuple[TrickPlay, list[int], float]]] = {0: [], 1: [], 2: []}
    for path in paths:
        for line in Path(path).read_text().splitlines():
            record = json.loads(line)
            final, final_won = record["final"], record["won"]
            for mode, leader, trick, hands, points, won in record["p"]:
                position = TrickPlay(hands, mode, leader, 9 - sum(won))
                position.trick, position.points, position.tricks_won = trick, points, won
                side = position.to_move % 2
                ours = final[side] + final[side + 2] - points[side] - points[side + 2]
                theirs = final[1 - side] + final[3 - side] - points[1 - side] - points[3 - side]
                if final_won[1 - side] + final_won[3 - side] == 0:
                    ours += MATCH_BONUS
                if final_won[side] + final_won[side + 2] == 0:
                    theirs += MATCH_BONUS
                for _ in range(copies):
                    perm = random_perm(mode, rng)
                    kind = 0 if mode < 4 else mode - 3
                    rows[kind].append((position, perm, (ours - theirs) / 100))
    return {
        kind: (
            encode_positions([r[0] for r in kind_rows], np.array([r[1] for r in kind_rows])),
            np.array([r[2] for r in kind_rows], dtype=np.float32),
        )
        for kind, kind_rows in rows.items()
        if kind_rows
    }


def fit(x: Any, y: Any, args: argparse.Namespace, prefix: str, started: float) -> dict[str, Any]:
    """Fit a regressor to inputs ``x`` and targets ``y`` (``args``: hidden layers, epochs,
    seed), report its validation R² (labelled ``prefix``) and return its layers as float32
    arrays named ``w{prefix}{depth}`` and ``b{prefix}{depth}``, as the bots read them
    (:func:`audiojass.bots.value.read_layers`)."""
    import numpy as np
    from sklearn.neural_network import MLPRegressor

    model = MLPRegressor(
        hidden_layer_sizes=tuple(args.hidden),
        batch_size=1024,
        learning_rate_init=1e-3,
        max_iter=args.epochs,
        early_stopping=True,
        validation_fraction=0.1,
        n_iter_no_change=4,
        alpha=1e-4,
        random_state=args.seed,
    )
    model.fit(x, y)
    print(
        f"layers w{prefix}*: {model.n_iter_} epochs,"
        f" validation R² {model.best_validation_score_:.3f},"
        f" {time.perf_counter() - started:.0f} s",
        file=sys.stderr,
    )
    arrays = {}
    for depth, (weights, bias) in enumerate(zip(model.coefs_, model.intercepts_, strict=True)):
        arrays[f"w{prefix}{depth}"] = weights.astype(np.float32)
        arrays[f"b{prefix}{depth}"] = bias.astype(np.float32)
    return arrays


def train(args: argparse.Namespace) -> None:
    import numpy as np

    started = time.perf_counter()
    data = examples(args.files, args.copies, args.seed)
    print({k: v[0].shape for k, v in data.items()}, file=sys.stderr)
    arrays = {}
    for kind, (x, y) in data.items():
        arrays.update(fit(x, y, args, f"{kind}_", started))
    np.savez_compressed(args.out, **arrays)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("deals")
    play.add_argument("--out", required=True)
    play.add_argument("--deals", type=int, default=1000)
    play.add_argument("--first", type=int, default=0)
    play.add_argument("--samples", type=int, default=30)
    play.add_argument("--explore-card", type=float, default=0.0)
    play.add_argument("--random-trump", type=float, default=0.0)
    play.add_argument("--player", default="")
    play.add_argument("--jobs", type=int, default=2)
    fit = commands.add_parser("train")
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
