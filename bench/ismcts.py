"""Card play by information-set Monte Carlo tree search (single-observer ISMCTS, Cowling,
Powley and Whitehouse 2012) instead of the determinized search's flat sampling: one tree over
the card plays from the seat's decision, shared by every sampled deal. Each iteration draws a
sampled deal as normal's search draws it (the inference from the trump choice, schieben and
Weis), walks down the tree choosing among the cards legal in that deal by UCB with
availability counts (a card counts as tried only in the deals where it could be played),
adds one card, finishes the trick and the deal greedily and judges the result as normal's
search does (half the greedy rollout, half the learned value after the trick). The trump
choice stays normal's. In Putz each seat walks the tree for its own award (with a little for
each card point, as the search judges a deal); the Putz kitty is normal's search.

    uv run python bench/ismcts.py --variant schieber --a ismcts:150 --b v1:150 --deals 100

Specs as ``bench/swiss_duel.py``'s, plus ``ismcts:SAMPLES[:c=C,batch=B,...]``: SAMPLES
iterations for each legal card (the rollouts normal's search spends at that many sampled
deals); ``c``: the exploration constant in the deal's points (Putz: in awards); ``batch``:
iterations walked before their learned values are judged in one batch (their visits count at
once, their results after); ``robust=0``: choose the card of best mean instead of most
visits. The other options are SearchBot's (no exact tricks, half the learned value, unless
given).
"""

from __future__ import annotations

import math
from typing import Any

import swiss_duel

from audiojass.bots import SearchBot
from audiojass.bots.base import Option
from audiojass.bots.inference import Inference
from audiojass.bots.knowledge import Knowledge, bits
from audiojass.bots.search import (
    _finish_trick,
    _likely_sample,
    _team_margin,
    _utility,
    rollout,
)
from audiojass.bots.value import margins
from audiojass.rules import PlayCard
from audiojass.rules.tricks import TrickPlay


class _Node:
    """A node of the tree: the cards played from the decision lead to it. ``total`` sums the
    results for the side that played the card into it."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


class IsmctsBot(SearchBot):
    def __init__(
        self,
        seed: int | None,
        samples: int,
        c: float = 40.0,
        batch: int = 8,
        robust: int = 1,
        **options: Any,
    ) -> None:
        options = {"endgame_tricks": 0, "value_mix": 0.5, **options}
        super().__init__(seed, budget_ms=600_000, max_samples=samples, **options)
        self.c = float(c)
        self.batch = batch
        self.robust = bool(robust)

    def _play(self, view: Any, budget: float) -> list[Option]:
        variant = view.variant
        team = variant.team_game
        actions = {int(a.card): a for a in view.legal_actions if isinstance(a, PlayCard)}
        if len(actions) < len(view.legal_actions):
            return super()._play(view, budget)  # the Putz kitty: normal's search
        assert self.max_samples is not None
        rng = self.rng
        me = view.seat
        mine = me % 2
        knowledge = Knowledge.from_observation(view)
        inference = Inference.from_observation(view) if self.inference else None
        net = self._net(variant, self.value_mix)
        mix = self.value_mix if net is not None else 0.0
        trick = [int(c) for c in view.trick]
        tricks_left = variant.hand_size - len(view.tricks)
        taken = list(view.points_taken)
        won = [0] * view.players
        for record in view.tricks:
            won[record.winner] += 1
        iterations = self.max_samples * len(actions)
        root = _Node()
        c = self.c
        done = 0
        while done < iterations:
            # each walk: the path (node, who played into it: a side, or in Putz a seat), the
            # deal's result (team games: the margin of the seat's side; Putz: every seat's
            # award with a little for each card point) and the position the value judges
            walks: list[tuple[list[tuple[_Node, int]], list[float], TrickPlay | None]] = []
            for _ in range(min(self.batch, iterations - done)):
                hands, _sink = _likely_sample(knowledge, inference, rng)
                play = TrickPlay(
                    hands, knowledge.mode, view.trick_leader, tricks_left, variant.buur_exemption
                )
                play.trick = trick[:]
                play.points = taken[:]
                play.tricks_won = won[:]
                node = root
                path: list[tuple[_Node, int]] = []
                while play.tricks_left:
                    mover = play.to_move % 2 if team else play.to_move
                    legal = bits(play.legal_mask())
                    children = node.children
                    untried = [card for card in legal if card not in children]
                    if untried:
                        card = rng.choice(untried)
                        child = children[card] = _Node()
                        for other in legal:
                            sibling = children.get(other)
                            if sibling is not None and other != card:
                                sibling.avail += 1
                        child.visits += 1
                        path.append((child, mover))
                        play.play(card)
                        break
                    best_card = -1
                    best_score = -math.inf
                    for card in legal:
                        child = children[card]
                        child.avail += 1
                        mean = child.total / child.visits
                        score = mean + c * math.sqrt(math.log(child.avail) / child.visits)
                        if score > best_score:
                            best_card, best_score = card, score
                    child = children[best_card]
                    child.visits += 1
                    path.append((child, mover))
                    play.play(best_card)
                    node = child
                position = None
                if mix and play.tricks_left - bool(play.trick) > 1:
                    _finish_trick(play, rng)
                    position = play.copy()
                if play.tricks_left:
                    rollout(play, rng, team)
                if team:
                    result = [_team_margin(variant, play, me)]
                else:
                    result = [
                        _utility(variant, play, seat, self.putz_points)
                        for seat in range(play.players)
                    ]
                walks.append((path, result, position))
            judged = [position for _, _, position in walks if position is not None]
            values = iter(margins(net, judged, me) if judged and net is not None else [])
            for path, result, position in walks:
                if position is not None:
                    result = [mix * next(values) + (1 - mix) * result[0]]
                for node, mover in path:
                    if team:
                        node.total += result[0] if mover == mine else -result[0]
                    else:
                        node.total += result[mover]
            done += len(walks)
        order = sorted(
            root.children.items(),
            key=lambda item: (item[1].visits if self.robust else 0, item[1].total / item[1].visits),
            reverse=True,
        )
        return [
            Option(actions[card], node.total / node.visits, node.visits) for card, node in order
        ]


swiss_duel.extend("ismcts", IsmctsBot)
main = swiss_duel.main

if __name__ == "__main__":
    main()
