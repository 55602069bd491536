"""Card play whose rollouts are themselves searched: every seat of a sampled deal chooses its
card by a small determinized search of its own (its hidden cards dealt again at random,
``inner`` times, each legal card rolled out greedily), instead of the greedy policy.

    uv run python bench/nested.py --variant schieber --a nested:16:inner=4 --b v1:150 --deals 100

Specs as ``bench/swiss_duel.py``'s, plus ``nested:SAMPLES[:inner=M,horizon=T]``: the search bot
(normal's options) with nested rollouts for card play; ``horizon``: tricks played by the
nested policy before the greedy one finishes the deal (0: all); the other options are
SearchBot's (no exact tricks unless given). In Putz each seat judges its inner rollouts as the
search judges a finished deal (the award plus a little for each card point).
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

import swiss_duel

from audiojass.bots import SearchBot
from audiojass.bots import search as search_module
from audiojass.bots.base import Option
from audiojass.bots.knowledge import bits
from audiojass.rules.tricks import TrickPlay, swiss_legal_mask

_greedy_rollout = search_module.rollout


def _margin(play: TrickPlay, seat: int) -> int:
    side = seat % 2
    ours = play.points[side] + play.points[side + 2]
    theirs = play.points[1 - side] + play.points[3 - side]
    if play.tricks_won[1 - side] + play.tricks_won[3 - side] == 0:
        ours += 100
    elif play.tricks_won[side] + play.tricks_won[side + 2] == 0:
        theirs += 100
    return ours - theirs


def inner_choice(
    play: TrickPlay,
    seat: int,
    legal: int,
    rng: Random,
    inner: int,
    judge: Callable[[TrickPlay, int], float] = _margin,
    team_game: bool = True,
) -> int:
    """``seat``'s card by a small search that knows only its own hand (``judge``: a finished
    deal's value for a seat; ``team_game``: the greedy rollout's kind)."""
    hands = play.hands
    others = [s for s in range(play.players) if s != seat]
    pool: list[int] = []
    for s in others:
        pool += bits(hands[s])
    sizes = [hands[s].bit_count() for s in others]
    cards = bits(legal)
    totals = [0] * len(cards)
    for _ in range(inner):
        rng.shuffle(pool)
        dealt = hands[:]
        offset = 0
        for s, size in zip(others, sizes, strict=True):
            mask = 0
            for card in pool[offset : offset + size]:
                mask |= 1 << card
            dealt[s] = mask
            offset += size
        for index, card in enumerate(cards):
            copy = play.copy()
            copy.hands = dealt[:]
            copy.play(card)
            _greedy_rollout(copy, rng, team_game)
            totals[index] += judge(copy, seat)
    return cards[max(range(len(cards)), key=totals.__getitem__)]


def nested_rollout(
    inner: int, horizon: int, judge: Callable[[TrickPlay, int], float] = _margin
) -> Any:
    def rollout(play: TrickPlay, rng: Random, team_game: bool, fair: bool = False) -> None:
        stop = max(play.tricks_left - horizon, 0) if horizon else 0
        while play.tricks_left > stop:
            seat = (play.leader + len(play.trick)) % play.players
            legal = swiss_legal_mask(play.hands[seat], play.trick, play.mode, play.buur_exemption)
            if legal & (legal - 1) == 0:
                card = legal.bit_length() - 1
            else:
                card = inner_choice(play, seat, legal, rng, inner, judge, team_game)
            play.play(card)
        _greedy_rollout(play, rng, team_game, fair)

    return rollout


class NestedBot(SearchBot):
    def __init__(
        self, seed: int | None, samples: int, inner: int = 4, horizon: int = 0, **options: Any
    ) -> None:
        options = {"endgame_tricks": 0, "putz_endgame_tricks": 0, **options}
        super().__init__(seed, budget_ms=600_000, max_samples=samples, **options)
        self.inner = inner
        self.horizon = horizon

    def _play(self, view: Any, budget: float) -> list[Option]:
        variant = view.variant
        judge = _margin
        if not variant.team_game:

            def judge(play: TrickPlay, seat: int) -> float:
                return search_module._utility(variant, play, seat, self.putz_points)

        search_module.rollout = nested_rollout(self.inner, self.horizon, judge)
        try:
            return super()._play(view, budget)
        finally:
            search_module.rollout = _greedy_rollout


swiss_duel.extend("nested", NestedBot)
main = swiss_duel.main

if __name__ == "__main__":
    main()
