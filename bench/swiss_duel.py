"""Duplicate-deal duels of search configurations counted in sampled deals (fair on a busy
machine, unlike milliseconds): the arena's pairing and statistics with bots named by spec.

    uv run python bench/swiss_duel.py --variant schieber --a new:150 --b v1:150 --deals 60

A spec is ``KIND:SAMPLES[:OPTION=VALUE,...]``: KIND ``new`` (:class:`SearchBot`) or ``v1``
(:class:`SearchBotV1`); SAMPLES its ``max_samples``; OPTIONs are SearchBot's keyword
arguments (``inference=0``, ``melds=0``, ``early_stop=0``, ``value_mix=0.5``, ...: numbers, 0/1
for flags).
Any other name is passed to :func:`audiojass.bots.make_bot` ("rule", "normal", ...).
The environment variable ``VALUE_NET=PATH`` gives the learned value another network file,
``POLICY_NET=PATH`` the inference from play another policy; ``PLAY_NOISE``, ``PLAY_TEMPER``
and ``PLAY_CANDIDATES`` set its constants (:mod:`audiojass.bots.policy`, ``search``).
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import audiojass.arena as arena_module
from audiojass.bots import Bot, SearchBot, SearchBotV1, make_bot
from audiojass.bots import policy as policy_module
from audiojass.bots import search as search_module
from audiojass.bots.value import load_value_net


def parse_spec(spec: str) -> tuple[str, int, dict[str, Any]]:
    """``KIND:SAMPLES[:OPTION=VALUE,...]`` as (kind, samples, options): a value with a dot is
    a float, ``net`` stays text, the others are integers (samples 0 when absent). Raises
    ValueError for a value that is not a number."""
    kind, _, rest = spec.partition(":")
    samples_text, _, options_text = rest.partition(":")
    options: dict[str, Any] = {}
    for item in filter(None, options_text.split(",")):
        key, _, value = item.partition("=")
        options[key] = value if key == "net" else float(value) if "." in value else int(value)
    return kind, int(samples_text or 0), options


def bot_of(spec: str, *, seed: int | None = None, budget_ms: float = 200.0) -> Bot:
    """The bot a spec names (see the module text). Raises ValueError for a bad spec."""
    kind, samples, options = parse_spec(spec)
    if kind not in ("new", "v1"):
        return make_bot(spec, seed=seed, budget_ms=budget_ms)
    cls = SearchBot if kind == "new" else SearchBotV1
    return cls(seed, budget_ms=60_000, max_samples=samples, **options)  # type: ignore[arg-type]


def extend(kind: str, factory: Callable[..., Bot]) -> None:
    """Let the duel's specs name ``KIND:SAMPLES[:OPTIONS]`` for ``factory(seed, samples,
    **options)`` besides its own (the other bench scripts' players)."""

    def extended(spec: str, *, seed: int | None = None, budget_ms: float = 200.0) -> Bot:
        name, samples, options = parse_spec(spec)
        if name != kind:
            return bot_of(spec, seed=seed, budget_ms=budget_ms)
        return factory(seed, samples, **options)

    arena_module.make_bot = extended  # type: ignore[assignment]


arena_module.make_bot = bot_of  # type: ignore[assignment]

if os.environ.get("VALUE_NET"):  # another network file for the learned value, for comparisons
    _net = load_value_net(Path(os.environ["VALUE_NET"]).read_bytes())
    search_module.shipped_value_net = lambda: _net  # type: ignore[assignment]

if os.environ.get("POLICY_NET"):  # another network file for the inference from play
    _policy = policy_module.load_policy_net(Path(os.environ["POLICY_NET"]).read_bytes())
    policy_module.shipped_policy_net = lambda: _policy  # type: ignore[assignment]
for _name, _module in (
    ("PLAY_NOISE", policy_module),
    ("PLAY_TEMPER", policy_module),
    ("PLAY_CANDIDATES", search_module),
):  # the inference from play's constants, for trials
    if os.environ.get(_name):
        setattr(_module, _name, type(getattr(_module, _name))(os.environ[_name]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--variant", required=True)
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = arena_module.arena(
        args.variant, args.a, args.b, deals=args.deals, seed=args.seed, jobs=args.jobs
    )
    print(json.dumps(result) if args.json else arena_module.arena_text(result), flush=True)


if __name__ == "__main__":
    main()
