"""Bot-only games for statistics: ``audiojass simulate``.

Every seat is a seeded :class:`~audiojass.bots.RandomBot` (random legal play: cards, and in the
family's games bids, doubles and redoubles) that sees only its own observation; the chance
steps are the games' seeded deals, so a run is reproducible. Any variant of
:data:`~audiojass.rules.ALL_VARIANTS`: the Swiss games and the family's partnership games.
"""

from __future__ import annotations

import statistics
import time
from typing import Any, Protocol

from audiojass.bots import RandomBot
from audiojass.rules import DealEnded, PlayableGame, TrickWon, get_variant, new_game

__all__ = ["simulate", "summary_text"]


class _Player(Protocol):
    """A bot as used here: it chooses one of its observation's legal actions (either kind)."""

    def act(self, observation: Any) -> object: ...


def simulate(variant_name: str, *, games: int, seed: int) -> dict[str, Any]:
    """Play ``games`` complete games of a variant (game k uses seed ``seed + k``).

    Returns a JSON-compatible summary: games, deals, mean card points per deal for each seat or
    team, mean score change per deal per side, apples per deal (Putz), matches per deal (the
    other games: deals in which one side took every trick, Jass's match and the family's
    capot; an annulled deal, with no tricks, is none), wins per side (a draw counts
    half to each), game length (deals and actions per game), and the elapsed seconds. An
    annulled deal of the family's games (everybody passed) counts as a deal with no points.

    Raises:
        ValueError: unknown variant or a number of games below 1.
    """
    variant = get_variant(variant_name)
    if games < 1:
        raise ValueError(f"games must be 1 or more, not {games}")
    sides = variant.teams
    points = [0] * sides
    changes = [0] * sides
    wins = [0.0] * sides
    apples = 0
    matches = 0
    deals_per_game: list[int] = []
    actions_per_game: list[int] = []
    started = time.perf_counter()
    for game_index in range(games):
        game: PlayableGame = new_game(variant, seed=seed + game_index)
        bots: list[_Player] = [
            RandomBot(seed * 7919 + game_index * 31 + s) for s in range(variant.players)
        ]
        actions = 0
        takers: set[int] = set()  # the sides that took a trick in the deal so far
        while not game.is_terminal():
            seat = game.current_player
            action: object
            if seat is None:
                action = game.chance_outcome()
            else:
                action = bots[seat].act(game.observation(seat))
            for event in game.apply_action(action):
                if isinstance(event, TrickWon):
                    takers.add(variant.side_of(event.seat))
                elif isinstance(event, DealEnded):
                    for s, p in enumerate(event.points):
                        points[variant.side_of(s)] += p
                    for side, change in enumerate(event.score_changes):
                        changes[side] += change
                    apples += len(event.apples)
                    matches += event.complete and len(takers) == 1  # one side took every trick
                    takers = set()
            actions += 1
        for side in game.winners:
            wins[side] += 1 / len(game.winners)
        deals_per_game.append(len(game.deal_history))
        actions_per_game.append(actions)
    elapsed = time.perf_counter() - started
    deals = sum(deals_per_game)
    result: dict[str, Any] = {
        "variant": variant.name,
        "games": games,
        "seed": seed,
        "deals": deals,
        "sides": "teams" if variant.team_game else "seats",
        "mean_deal_points": [round(p / deals, 2) for p in points],
        "mean_score_change_per_deal": [round(c / deals, 3) for c in changes],
        "wins": [round(w, 2) for w in wins],
        "deals_per_game": {
            "mean": round(statistics.fmean(deals_per_game), 2),
            "min": min(deals_per_game),
            "max": max(deals_per_game),
        },
        "actions_per_game": round(statistics.fmean(actions_per_game), 1),
        "seconds": round(elapsed, 2),
    }
    if variant.has_apples:
        result["apples_per_deal"] = round(apples / deals, 3)
    else:  # all tricks to one side: Jass's match, the family's capot (also for two or three)
        result["matches_per_deal"] = round(matches / deals, 4)
    return result


def summary_text(result: dict[str, Any]) -> str:
    """The summary of :func:`simulate` as a few readable lines."""
    who = "team" if result["sides"] == "teams" else "seat"

    def per_side(values: list[Any]) -> str:
        return ", ".join(f"{who} {i}: {v}" for i, v in enumerate(values))

    length = result["deals_per_game"]
    lines = [
        f"{result['variant']}: {result['games']} games, {result['deals']} deals "
        f"(seed {result['seed']}, {result['seconds']} s)",
        f"mean card points per deal: {per_side(result['mean_deal_points'])}",
        f"mean score change per deal: {per_side(result['mean_score_change_per_deal'])}",
        f"wins: {per_side(result['wins'])}",
        f"game length: {length['mean']} deals (min {length['min']}, max {length['max']}), "
        f"{result['actions_per_game']} actions",
    ]
    if "apples_per_deal" in result:
        lines.append(f"apples per deal: {result['apples_per_deal']}")
    else:
        lines.append(f"matches per deal: {result['matches_per_deal']}")
    return "\n".join(lines)
