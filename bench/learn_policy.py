"""Train the card policy shipped in ``audiojass/data/policy.npz`` (:mod:`audiojass.bots.policy`).

It reads the self-play deals ``bench/learn_value.py deals`` writes (every card decision of a
deal: trump mode, leader, the trick on the table, the four hands), and fits a network that
gives, from what the seat to move can know, the card it played:

    OPENBLAS_NUM_THREADS=2 uv run --with scikit-learn python bench/learn_policy.py \\
        data/s0.jsonl data/s1.jsonl data/t0.jsonl data/n0.jsonl --out audiojass/data/policy.npz

Decisions with one legal card are left out. Each decision is used once, with the suits other
than trump (all suits in Obenabe and Undenufe) in random order. The last ``--held-out`` deals
of the last file are kept out of the fitting and reported: the share of decisions whose card
the network ranks first among the legal ones, and the mean log-likelihood of the played card
against a uniform choice among the legal ones (nats a decision).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
from learn_value import random_perm

from audiojass.bots.policy import encode_policy, seen_from
from audiojass.rules.tricks import swiss_legal_mask

_SUITS = np.arange(36) // 9
_RANKS = np.arange(36) % 9


def decisions(records: list[dict[str, Any]], rng: random.Random) -> tuple[Any, ...]:
    """Inputs, the played card's canonical index and the legal cards' canonical mask for
    every decision with a choice."""
    hands_rows: list[int] = []
    history_rows: list[list[int]] = []
    table_rows: list[list[int]] = []
    sizes: list[int] = []
    kinds: list[int] = []
    cmaps: list[Any] = []
    targets: list[int] = []
    legal_rows: list[int] = []
    for record in records:
        positions = record["p"]
        dealt = positions[0][3]
        for step, (mode, leader, trick, hands, _, _) in enumerate(positions):
            actor = (leader + len(trick)) % 4
            hand = hands[actor]
            legal = swiss_legal_mask(hand, trick, mode, True)
            if legal & (legal - 1) == 0:
                continue
            if step + 1 < len(positions):
                card = (hand & ~positions[step + 1][3][actor]).bit_length() - 1
            else:
                card = hand.bit_length() - 1
            on_table = 0
            for c in trick:
                on_table |= 1 << c
            finished = [dealt[s] & ~hands[s] & ~on_table for s in range(4)]
            history, table = seen_from(actor, finished, trick)
            perm = random_perm(mode, rng)
            cmap = np.array(perm)[_SUITS] * 9 + _RANKS
            hands_rows.append(hand)
            history_rows.append(history)
            table_rows.append(table)
            sizes.append(len(trick))
            kinds.append(0 if mode < 4 else mode - 3)
            cmaps.append(cmap)
            targets.append(int(cmap[card]))
            legal_rows.append(legal)
    cmap_array = np.array(cmaps)
    x = encode_policy(
        np.array(hands_rows, dtype=np.uint64),
        np.array(history_rows, dtype=np.uint64),
        np.array(table_rows, dtype=np.uint64),
        np.array(sizes, dtype=np.int64),
        np.array(kinds, dtype=np.int64),
        cmap_array,
    )
    legal_bits = (
        (np.array(legal_rows, dtype=np.uint64)[:, None] >> np.arange(36, dtype=np.uint64))
        & np.uint64(1)
    ).astype(bool)
    legal_canonical = np.zeros_like(legal_bits)
    legal_canonical[np.arange(len(x))[:, None], cmap_array] = legal_bits
    return x, np.array(targets), legal_canonical


def report(logits: Any, targets: Any, legal: Any) -> str:
    """Top-1 share among the legal cards and the log-likelihood gain over uniform."""
    masked = np.where(legal, logits, -np.inf)
    masked -= masked.max(axis=1, keepdims=True)
    probs = np.exp(masked)
    probs /= probs.sum(axis=1, keepdims=True)
    rows = np.arange(len(targets))
    top = float((masked.argmax(axis=1) == targets).mean())
    gain = float(np.mean(np.log(probs[rows, targets]) + np.log(legal.sum(axis=1))))
    return f"top-1 {top:.3f}, log-likelihood over uniform {gain:.3f} nats"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("files", nargs="+")
    parser.add_argument("--out", required=True)
    parser.add_argument("--hidden", type=int, nargs="+", default=[256, 128])
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--held-out", type=int, default=1000)
    parser.add_argument("--limit", type=int, default=0, help="deals a file at most (0: all)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    from sklearn.neural_network import MLPClassifier

    started = time.perf_counter()
    rng = random.Random(args.seed)
    fitting: list[dict[str, Any]] = []
    held: list[dict[str, Any]] = []
    for number, path in enumerate(args.files):
        records = [json.loads(line) for line in Path(path).read_text().splitlines()]
        if args.limit:
            records = records[: args.limit]
        if number == len(args.files) - 1 and args.held_out:
            held = records[-args.held_out :]
            records = records[: -args.held_out]
        fitting.extend(records)
    x, y, _ = decisions(fitting, rng)
    hx, hy, hlegal = decisions(held, rng)
    print(
        f"{x.shape} fitting, {hx.shape} held out, {time.perf_counter() - started:.0f} s",
        file=sys.stderr,
    )
    model = MLPClassifier(
        hidden_layer_sizes=tuple(args.hidden),
        batch_size=1024,
        learning_rate_init=1e-3,
        max_iter=args.epochs,
        early_stopping=True,
        validation_fraction=0.05,
        n_iter_no_change=3,
        alpha=1e-4,
        random_state=args.seed,
        verbose=True,
    )
    model.fit(x, y)
    arrays = {}
    layers = list(zip(model.coefs_, model.intercepts_, strict=True))
    for depth, (weights, bias) in enumerate(layers):
        if depth == len(layers) - 1:  # the classes seen, spread over all 36 cards
            full_w = np.zeros((weights.shape[0], 36), dtype=np.float32)
            full_b = np.full(36, -30.0, dtype=np.float32)
            full_w[:, model.classes_] = weights
            full_b[model.classes_] = bias
            weights, bias = full_w, full_b
        arrays[f"w{depth}"] = weights.astype(np.float32)
        arrays[f"b{depth}"] = bias.astype(np.float32)
    np.savez_compressed(args.out, **arrays)
    h = hx
    for depth in range(len(layers)):
        h = h @ arrays[f"w{depth}"] + arrays[f"b{depth}"]
        if depth < len(layers) - 1:
            h = np.maximum(h, 0.0)
    print(
        f"{model.n_iter_} epochs, held out: {report(h, hy, hlegal)},"
        f" {time.perf_counter() - started:.0f} s",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
