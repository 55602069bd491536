"""The search with a learned value instead of greedy rollouts (Jass and Schieber card play,
optionally the trump choice), in duels counted in sampled deals.

    uv run python bench/learned.py --variant schieber --a learned:150 --b v1:150 --deals 100

Spec ``learned:SAMPLES[:OPTION=VALUE,...]``: each candidate card is played in every sampled
deal and the position after it is judged by :class:`audiojass.bots.value.ValueNet` (the margin
the side to move will add, as search players play on). Options: ``exact=T`` the last T tricks
solved exactly instead (default 2); ``trump=1`` the trump choice judged by the network as
well; ``complete=1`` the trick finished by the greedy rollout policy before the network
judges; ``complete=2`` the rest of the trick searched on the sampled deal (each seat plays the
card best for its side as the network judges the position after the trick; at most
``leaves=N`` such positions, 64 by default, else as ``complete=1``); ``mix=P`` P% of each
value from a greedy rollout, the rest from the network; ``inference=0`` search-v1's sampling;
``net=PATH`` another network file. Other specs as ``bench/swiss_duel.py``'s. (The table's
search mixes the network in with ``value_mix``; this is the record of the variants tried.)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import swiss_duel  # bench/swiss_duel.py: the same command line

from audiojass.bots import SearchBot
from audiojass.bots import search as search_module
from audiojass.bots.base import Option
from audiojass.bots.endgame import solve_team
from audiojass.bots.inference import Inference, rule_choice
from audiojass.bots.knowledge import ALL_CARDS, Knowledge, bits
from audiojass.bots.value import ValueNet, load_value_net, margins
from audiojass.rules import ChooseTrump, PlayCard, Schieben, TrumpMode
from audiojass.rules.cards import mask_of
from audiojass.rules.tricks import TrickPlay

_NETS: dict[str, ValueNet] = {}


def _net(path: str) -> ValueNet:
    if path not in _NETS:
        _NETS[path] = load_value_net(Path(path).read_bytes() if path else None)
    return _NETS[path]


class LearnedBot(SearchBot):
    """SearchBot whose card play (and optionally trump choice) reads the learned value."""

    def __init__(
        self,
        seed: int | None,
        samples: int,
        *,
        exact: int = 2,
        trump: int = 0,
        complete: int = 0,
        mix: int = 0,
        inference: int = 1,
        net: str = "",
        leaves: int = 64,
    ) -> None:
        super().__init__(
            seed,
            budget_ms=60_000,
            max_samples=samples,
            inference=bool(inference),
            melds=True,
            endgame_tricks=0,
        )
        self.samples = samples
        self.exact = exact
        self.complete = complete
        self.leaves = leaves
        self.mix = mix / 100
        self.learned_trump = bool(trump)
        self.net = _net(net)

    def _play(self, view: Any, budget: float) -> list[Option]:
        variant = view.variant
        if not variant.team_game:
            return super()._play(view, budget)
        knowledge = Knowledge.from_observation(view)
        candidates = list(view.legal_actions)
        me = view.seat
        trick = [int(c) for c in view.trick]
        tricks_left = variant.hand_size - len(view.tricks)
        taken = list(view.points_taken)
        won = [0] * 4
        for record in view.tricks:
            won[record.winner] += 1
        mode = knowledge.mode
        bonus = variant.match_bonus
        rng = self.rng
        inference = Inference.from_observation(view) if self.inference else None
        totals = [0.0] * len(candidates)
        judged: list[tuple[int, TrickPlay]] = []
        searched: list[tuple[int, Any]] = []  # candidate, tree of the trick's rest
        positions: list[TrickPlay] = []  # the trees' leaves
        for _ in range(self.samples):
            if inference is None:
                hands, _sink = knowledge.sample(rng)
            else:
                hands, _sink = search_module._likely_sample(knowledge, inference, rng)
            for index, action in enumerate(candidates):
                assert isinstance(action, PlayCard)
                play = TrickPlay(hands[:], mode, view.trick_leader, tricks_left, True)
                play.buur_exemption = variant.buur_exemption
                play.trick = trick[:]
                play.points = taken[:]
                play.tricks_won = won[:]
                play.play(int(action.card))
                if self.complete == 2 and play.trick and play.tricks_left > self.exact + 1:
                    if self.mix:
                        rolled = play.copy()
                        search_module.rollout(rolled, rng, True)
                        totals[index] += self.mix * search_module._team_margin(variant, rolled, me)
                    tree = search_module._trick_tree(play, positions, self.leaves)
                    if tree is not None:
                        searched.append((index, tree))
                        continue
                while self.complete and play.trick:
                    legal = play.legal_mask()
                    play.play(search_module.greedy_card(play, legal, rng, True))
                if play.tricks_left <= self.exact:
                    totals[index] += (
                        solve_team(play, me, bonus)
                        if play.tricks_left
                        else float(search_module._team_margin(variant, play, me))
                    )
                    continue
                if self.mix and self.complete != 2:
                    rolled = play.copy()
                    search_module.rollout(rolled, rng, True)
                    totals[index] += self.mix * search_module._team_margin(variant, rolled, me)
                judged.append((index, play))
        if searched:
            leaf_values = margins(self.net, positions, me)
            for index, tree in searched:
                totals[index] += (1 - self.mix) * search_module._minimax(tree, leaf_values, me % 2)
        values = margins(self.net, [play for _, play in judged], me)
        for (index, _), value in zip(judged, values, strict=True):
            totals[index] += (1 - self.mix) * value
        order = sorted(range(len(candidates)), key=lambda i: totals[i], reverse=True)
        return [Option(candidates[i], totals[i] / self.samples, self.samples) for i in order]

    def _choose_trump(self, view: Any, budget: float) -> list[Option]:
        if not self.learned_trump:
            return super()._choose_trump(view, budget)
        variant = view.variant
        me = view.seat
        hand = mask_of(view.hand)
        options = list(view.legal_actions)
        rng = self.rng
        others = bits(ALL_CARDS & ~hand)
        inference = Inference.from_observation(view) if self.inference else None
        multiplier = [variant.multiplier(TrumpMode(m)) for m in range(6)]
        totals = [0.0] * len(options)
        batches: dict[int, list[tuple[int, TrickPlay]]] = {}
        forehand = view.forehand
        for _ in range(self.samples):
            hands = search_module._deal_others(rng, others, hand, me)
            if inference is not None:
                if inference.cap == 0.0:
                    for _ in range(search_module._CALIBRATION):
                        inference.accepts(search_module._deal_others(rng, others, hand, me), rng)
                for _ in range(search_module._DRAWS):
                    if inference.accepts(hands, rng):
                        break
                    hands = search_module._deal_others(rng, others, hand, me)
            weis_of = search_module._MeldScore(variant, hands, forehand)
            for index, option in enumerate(options):
                if isinstance(option, Schieben):
                    mode = int(rule_choice(hands[(me + 2) % 4], variant.trump_modes, multiplier))
                else:
                    assert isinstance(option, ChooseTrump)
                    mode = int(option.mode)
                melds = weis_of.margin(TrumpMode(mode), me)
                totals[index] += multiplier[mode] * melds
                if self.mix:
                    play = TrickPlay(hands[:], mode, forehand, 9, variant.buur_exemption)
                    search_module.rollout(play, rng, True)
                    margin = search_module._team_margin(variant, play, me)
                    totals[index] += self.mix * multiplier[mode] * margin
                start = TrickPlay(hands[:], mode, forehand, 9, variant.buur_exemption)
                batches.setdefault(mode, []).append((index, start))
        for mode, batch in batches.items():
            values = margins(self.net, [start for _, start in batch], me)
            for (index, _), value in zip(batch, values, strict=True):
                totals[index] += (1 - self.mix) * multiplier[mode] * value
        order = sorted(range(len(options)), key=lambda i: totals[i], reverse=True)
        return [Option(options[i], totals[i] / self.samples, self.samples) for i in order]


swiss_duel.extend("learned", LearnedBot)
main = swiss_duel.main

if __name__ == "__main__":
    main()
