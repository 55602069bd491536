"""Decisions per second of the search of the jack–nine games (the search bot on their
observations), this checkout's against another revision's, in the same run.

What is measured
    Decision points are collected from seeded games the rule player plays (every decision with
    more than one legal action, bids and cards, up to ``--positions`` per variant). Each bot
    then analyses every position twice:

    * at a fixed number of samples (``--samples``): decisions per second (``time.process_time``,
      CPU time of this process), and whether the two revisions value every action the same
      (the same seeds, the same samples: equal values mean equal choices);
    * at a fixed budget (``--budget`` ms, wall time, as the table gives it): samples
      (playouts of each candidate) per decision, the mean.

    The other revision's ``audiojass/bots`` is taken from git (``git archive``) into a temporary
    package beside this one (it imports the same ``audiojass.rules``).

Measured (2 shared cores, 30 positions, 24 samples, 200 ms), 22b8eff (playouts through
``ContractGame`` clones and the search's own card loop) against the kernel playouts: decisions/s
belote 82.7 -> 82.8, klaverjas_amsterdam 74.0 -> 76.2, klaberjass2 33.4 -> 39.8,
klaverjas_1821 15.4 -> 19.1; samples per decision at 200 ms 148.9 -> 152.3, 97.6 -> 92.2,
71.9 -> 84.7, 51.6 -> 65.3; every option value the same (30 of 30 in each).

How to run (from the project root)::

    uv run python bench/search_speed.py --against 22b8eff
    uv run python bench/search_speed.py --against 22b8eff --variants belote klaberjass2 --json
"""

from __future__ import annotations

import argparse
import importlib
import io
import json
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from random import Random
from typing import Any

from audiojass.bots import make_bot
from audiojass.rules.components import ContractGame, ContractObservation, new_family_game

VARIANTS = ("belote", "klaverjas_amsterdam", "klaberjass2", "klaverjas_1821")


def positions(variant: str, count: int, seed: int) -> list[ContractObservation]:
    """Up to ``count`` observations with a choice, from seeded games the rule player plays."""
    rng = Random(seed)
    found: list[ContractObservation] = []
    game_seed = seed
    while len(found) < count:
        game: ContractGame = new_family_game(variant, seed=game_seed, target=10**9)
        game_seed += 1
        rule = make_bot("rule", seed=game_seed)
        for _ in range(400):
            if game.is_terminal() or len(found) >= count:
                break
            if game.is_chance_node():
                game.apply_action(game.chance_outcome(rng))
                continue
            seat = game.current_player
            assert seat is not None
            view = game.observation(seat)
            if len(view.legal_actions) > 1 and rng.random() < 0.35:
                found.append(view)
            game.apply_action(rule.act(view))  # type: ignore[arg-type]
            if game.deal_number > 2:
                break
    return found


def old_bots(revision: str) -> Any:
    """The ``audiojass.bots`` package of ``revision``, imported as ``bots_at_<revision>``."""
    name = f"bots_at_{revision}"
    archive = subprocess.run(
        ["git", "archive", revision, "audiojass/bots"], check=True, capture_output=True
    ).stdout
    root = Path(tempfile.mkdtemp())
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(root, filter="data")
    package = root / name
    (root / "audiojass" / "bots").rename(package)
    for module in package.glob("*.py"):  # its own modules, not this checkout's
        text = module.read_text()
        module.write_text(text.replace("from audiojass.bots.", f"from {name}."))
    sys.path.insert(0, str(root))
    return importlib.import_module(name)


def measure(
    bots: Any, views: list[ContractObservation], samples: int, budget: float
) -> dict[str, Any]:
    """One revision's figures on ``views``: decisions/s at ``samples``, the values of every
    option, and the mean samples per decision at ``budget`` ms."""
    values: list[list[tuple[str, float]]] = []
    start = time.process_time()
    for index, view in enumerate(views):
        bot = bots.ContractSearchBot(index, max_samples=samples)
        values.append([(str(o.action), o.value) for o in bot.analyse(view)])
    spent = time.process_time() - start
    drawn = []
    for index, view in enumerate(views):
        bot = bots.ContractSearchBot(index, budget_ms=budget)
        options = bot.analyse(view)
        drawn.append(max(option.samples for option in options))
    return {
        "decisions_per_second": len(views) / max(spent, 1e-9),
        "values": values,
        "samples_at_budget": statistics.fmean(drawn),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--against", required=True, help="the other git revision")
    parser.add_argument("--variants", nargs="*", default=list(VARIANTS))
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--samples", type=int, default=24)
    parser.add_argument("--budget", type=float, default=200.0, help="ms per decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    old = old_bots(args.against)
    new = importlib.import_module("audiojass.bots")
    result: dict[str, Any] = {}
    for variant in args.variants:
        views = positions(variant, args.positions, args.seed)
        before = measure(old, views, args.samples, args.budget)
        after = measure(new, views, args.samples, args.budget)
        same = sum(a == b for a, b in zip(before["values"], after["values"], strict=True))
        result[variant] = {
            "positions": len(views),
            "decisions_per_second": [
                round(before["decisions_per_second"], 1),
                round(after["decisions_per_second"], 1),
            ],
            "speed_up": round(after["decisions_per_second"] / before["decisions_per_second"], 2),
            "samples_at_budget": [
                round(before["samples_at_budget"], 1),
                round(after["samples_at_budget"], 1),
            ],
            "same_values": same,
        }
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    print(f"{args.against} -> this checkout; {args.samples} samples, budget {args.budget} ms")
    for variant, row in result.items():
        (b, a), (sb, sa) = row["decisions_per_second"], row["samples_at_budget"]
        print(
            f"  {variant:22} {b:7.1f} -> {a:7.1f} decisions/s ({row['speed_up']:.2f} x);"
            f" samples at budget {sb:6.1f} -> {sa:6.1f};"
            f" same values {row['same_values']}/{row['positions']}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
