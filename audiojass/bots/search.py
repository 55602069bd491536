"""SearchBot: determinized Monte Carlo search within a time budget per decision.

For a card play (or the Putz kitty decision) it deals the unseen cards many times at random,
consistently with the observation (:meth:`Knowledge.sample`: voids shown by play, cards whose
place is known, hand sizes), and in every such deal tries each candidate, then plays the deal
to its end with a fast greedy policy for all seats (:func:`greedy_card`). The candidate with the
best average outcome is played: the side's card points minus the other side's (with the match
bonus) in team games, the Putz award (plus a little for points) in Putz. For the trump choice it
does the same over whole deals for each mode, and for schieben with the partner choosing by
rule in each sampled deal. The six of trump is always exchanged. When only one action is legal
it answers at once, and it stops before its time is up once the choice is settled (the best
candidate ahead of the runner-up by three standard errors over the same sampled deals). With
manual Weis it declares all its Weis. The rules (multipliers, match bonus, Buur exemption) come
from ``view.variant``, the game's variant with its options.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from random import Random
from typing import TypeAlias, cast, overload

from audiojass.rules import (
    Action,
    ChooseTrump,
    ExchangeSix,
    Observation,
    Phase,
    PlayCard,
    Putz,
    Schieben,
    TakeKitty,
    TrumpMode,
)
from audiojass.rules.cards import mask_of
from audiojass.rules.components import ContractObservation, FamilyAction
from audiojass.rules.tricks import (
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    WIN_KEY,
    TrickPlay,
    random_card,
    swiss_legal_mask,
)
from audiojass.rules.variants import Variant
from audiojass.rules.weis import best_meld_key, find_melds

from .base import (
    Option,
    declare_all_weis,
    forced_action,
    native_solver,
    of_32_cards,
    ranked_options,
    settled,
    stopper,
    unsearched,
)
from .contract_search import ContractSearchBot
from .endgame import _ORDER, solve_putz, solve_team
from .inference import Inference, rule_choice
from .knowledge import ALL_CARDS, Knowledge, bits
from .policy import (
    PlayLikelihood,
    TrickFinisher,
    normalised,
    policy_play_out,
    shipped_policy_net,
)
from .putz_value import PutzValueNet, shipped_putz_value_net, utilities
from .value import ValueNet, margins, shipped_value_net

__all__ = ["SearchBot", "SearchBotV1", "greedy_card", "rollout"]

FAMILY_SAMPLE_DIVISOR = 4
"""A family game's sample plays out a whole 32-card deal through the game's settlement, several
times dearer than a Swiss one: ``max_samples`` is divided by this for them."""

_MIN_SAMPLES = 48
_CHECK_EVERY = 16
PUTZ_POINTS = 0.002
"""What a card point taken adds to a Putz award in the search's judgement (``putz_points``)."""


def greedy_card(
    play: TrickPlay,
    legal: int,
    rng: Random,
    team_game: bool,
    smart_leads: bool = True,
    fair: bool = False,
) -> int:
    """A quick, sensible card for the rollouts, which see every hand of the sampled deal:
    lead the top trump while others hold trumps (if the side is strong in them), else a card
    nobody can beat, else low from the longest suit; give points to a partner taking the
    trick; take a trick that is worth it with the cheapest winning card; else throw the card
    worth least. ``fair``: a lead judges only by the cards still out, not by who holds them
    (as a player who sees only its own hand would; the partner's cards count as out)."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    trick = play.trick
    if not trick:
        if not smart_leads:
            return random_card(legal, rng)
        return _lead(play, legal, team_game and not fair)
    mode = play.mode
    keys = WIN_KEY[mode][SUIT_OF[trick[0]]]
    points = POINTS[mode]
    best = 0
    best_key = keys[trick[0]]
    value = points[trick[0]]
    for index in range(1, len(trick)):
        card = trick[index]
        value += points[card]
        if keys[card] > best_key:
            best, best_key = index, keys[card]
    players = play.players
    me = (play.leader + len(trick)) % players
    partner_wins = team_game and (play.leader + best - me) % 2 == 0
    last = len(trick) == players - 1
    # one pass over the legal cards: the least valuable card, the cheapest winner, and the
    # best card to give a partner who takes the trick
    low = high = cheapest = -1
    low_points = low_key = high_key = 1000
    high_score = -1000
    cheapest_key = 1000
    mask = legal
    while mask:
        bit = mask & -mask
        mask ^= bit
        card = bit.bit_length() - 1
        key = keys[card]
        worth = points[card]
        if worth < low_points or (worth == low_points and key < low_key):
            low, low_points, low_key = card, worth, key
        if best_key < key < cheapest_key:
            cheapest, cheapest_key = card, key
        score = worth - 30 if key >= 100 else worth
        if score > high_score or (score == high_score and key < high_key):
            high, high_score, high_key = card, score, key
    if partner_wins:
        return high if last or best_key >= 100 else low
    if cheapest >= 0 and (last or value >= 10 or cheapest_key < 100):
        return cheapest
    return low


# _RANKED[mode][suit]: the suit's cards from the strongest to the weakest when it is led
_RANKED = tuple(tuple(order[::-1] for order in suits) for suits in _ORDER)


def _top(mask: int, mode: int, suit: int) -> int:
    """The strongest card of ``suit`` in ``mask`` (-1 if none)."""
    for card in _RANKED[mode][suit]:
        if mask >> card & 1:
            return card
    return -1


def _lead(play: TrickPlay, legal: int, team_game: bool) -> int:
    mode = play.mode
    me = (play.leader + len(play.trick)) % play.players
    others = 0
    for seat, hand in enumerate(play.hands):
        if seat != me and not (team_game and (seat - me) % 2 == 0):
            others |= hand
    if mode < 4:
        mine = legal & SUIT_MASK[mode]
        theirs = others & SUIT_MASK[mode]
        if mine and theirs and mine.bit_count() >= theirs.bit_count():
            top = _top(mine, mode, mode)
            if WIN_KEY[mode][mode][top] > WIN_KEY[mode][mode][_top(theirs, mode, mode)]:
                return top
    best = -1
    best_points = -1
    points = POINTS[mode]
    for suit in range(4):
        if suit == mode:
            continue
        mine = legal & SUIT_MASK[suit]
        if not mine:
            continue
        top = _top(mine, mode, suit)
        rival = _top(others & SUIT_MASK[suit], mode, suit)
        if (rival < 0 or WIN_KEY[mode][suit][top] > WIN_KEY[mode][suit][rival]) and points[
            top
        ] > best_points:
            best, best_points = top, points[top]
    if best >= 0:
        return best
    longest = max(range(4), key=lambda s: ((legal & SUIT_MASK[s]).bit_count(), s != mode))
    return next(card for card in reversed(_RANKED[mode][longest]) if legal >> card & 1)


def rollout(play: TrickPlay, rng: Random, team_game: bool, fair: bool = False) -> None:
    """Play the deal to its end with :func:`greedy_card` for every seat (``fair``: its
    leads judged by the cards out, not by who holds them)."""
    _greedy(play, rng, team_game, fair, 0)


def _greedy(play: TrickPlay, rng: Random, team_game: bool, fair: bool, exact_cards: int) -> None:
    """:func:`rollout`, with ``exact_cards`` only until at most that many cards are left in
    the hands."""
    hands = play.hands
    players = play.players
    mode = play.mode
    buur = play.buur_exemption
    while play.tricks_left and (not exact_cards or sum(h.bit_count() for h in hands) > exact_cards):
        trick = play.trick
        legal = swiss_legal_mask(hands[(play.leader + len(trick)) % players], trick, mode, buur)
        play.play(greedy_card(play, legal, rng, team_game, True, fair))


class SearchBot:
    """Determinized Monte Carlo player (a family game's observation goes to its ``family``
    player, :class:`~audiojass.bots.contract_search.ContractSearchBot`, with the same budget and a
    quarter of ``max_samples``).

    Args:
        seed: seeds the sampling (a seeded bot given the same observation and the same number
            of samples decides the same way).
        budget_ms: thinking time per decision, milliseconds.
        max_samples: an upper bound on sampled deals per decision (None: the budget decides).
        early_stop: stop once the choice is settled (see the module text).
        inference: draw the sampled deals by their likelihood given the trump choice,
            schieben and the Weis declared (:class:`~audiojass.bots.inference.Inference`).
        melds: the trump choice counts the Weis and the Stöck of each sampled deal, with the
            mode's multiplier (Schieber), and after schieben the partner chooses as the rule
            player does, multipliers included.
        endgame_tricks: card play rolls each sampled deal out only until this many tricks'
            cards are left, then solves the rest exactly (:mod:`~audiojass.bots.endgame`); 0:
            rollouts to the end.
        fair_leads: the rollouts' leads judge by the cards still out, not by who holds them
            in the sampled deal (:func:`greedy_card`).
        min_samples: sampled deals before the early stop may end the search.
        value_mix: in Jass and Schieber, the share of each sampled deal's outcome judged by
            the learned value (:mod:`~audiojass.bots.value`) after the trick is finished by
            the rollout policy (card play), or of the whole deal (the trump choice); the rest
            by the rollout as before. 0: rollouts only.
        trump_value_mix: that share in the trump choice (None: ``value_mix``); at 1.0 the
            trump choice plays no rollouts.
        trick_search: with the learned value, the rest of the trick after the candidate card
            is searched on each sampled deal instead of finished greedily: every way the other
            seats can finish it, each seat playing the card best for its side as the network
            judges the position after the trick (at most ``TRICK_LEAVES`` such positions,
            else greedily). The rollout still starts from the greedy finish.
        play_inference: in the card play of a four-seat team game, the sampled deals are also
            weighed by the cards the other seats played (:mod:`~audiojass.bots.policy`): each
            batch of ``PLAY_BATCH`` is drawn from ``PLAY_CANDIDATES`` times as many deals,
            with replacement, in proportion to their likelihood.
        policy_finish: with the learned value, the trick after the candidate card is finished
            by the learned policy of :mod:`~audiojass.bots.policy` (each other seat plays the
            card it expects from what that seat can know) instead of the greedy rollout
            policy, before the network judges it and the rollout goes on.
        policy_rollout: in the card play of a four-seat team game, each sampled deal is
            played to its end after the candidate card by that learned policy, every seat
            (own included) playing the card the policy likes best from what it can know,
            instead of the greedy rollout; with ``value_mix``, that share of the outcome is
            the learned value after the trick on the table is taken.
        policy_trump: the trump choice plays each sampled deal out in each mode the same way
            (the learned policy), instead of the greedy rollout.
        late_from: a decision with at most this many tricks left (the trick on the table
            counted) solves the last ``late_tricks`` tricks of each sampled deal exactly
            instead of ``endgame_tricks`` (the more of the two; every trick left, from the
            candidate card on, when ``late_tricks`` reaches them); 0: never.
        late_tricks: see ``late_from``.
        late_putz: whether ``late_from`` applies in Putz too (False: the team games only).
        putz_endgame_tricks: ``endgame_tricks`` in Putz: one number for every Putz, or one
            per number of players (a Putz not named, or None: the same as in the team
            games).
        putz_screen: in Putz, when more than ``putz_keep`` cards (or the kitty) can be played
            and the search solves tricks exactly, every candidate is first tried on this many
            sampled deals rolled out to the end without exact tricks, and only the
            ``putz_keep`` best are searched on (over new sampled deals, with the exact
            tricks); 0: no such screening.
        putz_keep: see ``putz_screen``.
        putz_points: in Putz, what each card point taken adds to a sampled deal's award (the
            award counts in whole points: -1 an apple, +1 or +2 the best places); a small
            weight breaks ties between cards that give the same award.
        putz_value_mix: in Putz, the share of each sampled deal's outcome judged by the
            learned Putz value (:mod:`~audiojass.bots.putz_value`, where one is shipped for
            the number of players) after the trick is finished by the rollout policy; the
            rest by the rollout (and the exact tricks) as before. 0: rollouts only.
        solve_from: a card play of a team game of four with at most this many tricks left
            (the trick on the table counted) judges every candidate on each sampled deal by
            its exact double-dummy value (:func:`~audiojass.bots.double_dummy.card_values`:
            both sides playing perfectly to the end with every hand in view), neither rollouts
            nor the learned value; 0: never. Only where the solver is compiled
            (:data:`~audiojass.bots.double_dummy.NATIVE`).
        solve_nodes: the most positions the solver searches for one sampled deal; a deal that
            needs more is judged by the rollouts instead. Both are handed to the family's
            search too (Belote and Contrée, :class:`~audiojass.bots.contract_search.
            ContractSearchBot`).
    """

    name = "search"
    baseline = False
    """True for :class:`SearchBotV1`: every addition since that baseline is off."""

    def __init__(
        self,
        seed: int | None = None,
        *,
        budget_ms: float = 200.0,
        max_samples: int | None = None,
        early_stop: bool = True,
        inference: bool = True,
        melds: bool = True,
        endgame_tricks: int = 2,
        fair_leads: bool = False,
        min_samples: int = _MIN_SAMPLES,
        value_mix: float = 0.0,
        trump_value_mix: float | None = None,
        trick_search: bool = False,
        play_inference: bool = False,
        policy_finish: bool = False,
        policy_rollout: bool = False,
        policy_trump: bool = False,
        late_from: int = 0,
        late_tricks: int = 0,
        late_putz: bool = True,
        putz_endgame_tricks: int | Mapping[int, int] | None = None,
        putz_screen: int = 0,
        putz_keep: int = 3,
        putz_points: float = PUTZ_POINTS,
        putz_value_mix: float = 0.0,
        solve_from: int = 0,
        solve_nodes: int = 200_000,
    ) -> None:
        self.rng = Random(seed)
        self.inference = inference and not self.baseline
        self.melds = melds and not self.baseline
        self.endgame_tricks = 0 if self.baseline else endgame_tricks
        self.fair = fair_leads and not self.baseline
        self.min_samples = _MIN_SAMPLES if self.baseline else min_samples
        self.value_mix = 0.0 if self.baseline else value_mix
        own_trump_mix = value_mix if trump_value_mix is None else trump_value_mix
        self.trump_value_mix = 0.0 if self.baseline else own_trump_mix
        self.trick_search = trick_search and not self.baseline
        self.play_inference = play_inference and not self.baseline
        self.policy_finish = policy_finish and not self.baseline
        self.policy_rollout = policy_rollout and not self.baseline
        self.policy_trump = policy_trump and not self.baseline
        self.late_from = 0 if self.baseline else late_from
        self.late_tricks = late_tricks
        self.late_putz = late_putz
        self.putz_endgame_tricks = None if self.baseline else putz_endgame_tricks
        self.putz_screen = 0 if self.baseline else putz_screen
        self.putz_keep = max(1, putz_keep)
        self.putz_points = PUTZ_POINTS if self.baseline else putz_points
        self.putz_value_mix = 0.0 if self.baseline else putz_value_mix
        self.solve_from = 0 if self.baseline else solve_from
        self.solve_nodes = solve_nodes
        self.budget = budget_ms / 1000
        self.max_samples = max_samples
        self.early_stop = early_stop
        self.family = ContractSearchBot(
            seed,
            budget_ms=budget_ms,
            max_samples=None
            if max_samples is None
            else max(8, max_samples // FAMILY_SAMPLE_DIVISOR),
            early_stop=early_stop,
            solve_from=self.solve_from,
            solve_nodes=solve_nodes,
        )

    @overload
    def act(self, view: Observation) -> Action: ...

    @overload
    def act(self, view: ContractObservation) -> FamilyAction: ...

    def act(self, view: Observation | ContractObservation) -> Action | FamilyAction:
        """The action for ``view`` (one of ``view.legal_actions``): the first of
        :meth:`analyse`; a family game's observation is played by
        :class:`~audiojass.bots.contract_search.ContractSearchBot` (``family``).

        Raises:
            ValueError: the seat has nothing to do.
        """
        return cast("Action | FamilyAction", self.analyse(view)[0].action)

    def analyse(
        self,
        view: Observation | ContractObservation,
        *,
        budget_ms: float | None = None,
        also: object = None,
    ) -> list[Option]:
        """Every legal action of ``view`` as the search judges it, best first.

        Searched decisions (card play, the Putz kitty, the trump choice with schieben) give
        each action the mean outcome over the sampled deals for the seat's side, in the deal's
        points (team games: the side's points minus the other side's, with the match bonus
        and, for the trump choice, the mode's multiplier; Putz: the award plus 0.002 per card
        point). A forced action, the six exchange and Weis declarations are not searched: the
        chosen action first, every option with value 0.0 and samples 0. A family game's
        observation goes to ``family``.

        Args:
            view: the seat's observation.
            budget_ms: thinking time for this call (None: the bot's own ``budget_ms``). With
                ``max_samples`` set, the Swiss games' search counts sampled deals only and
                ignores the time (so that a run repeats on any machine); the family's stops
                at whichever comes first.
            also: an action to judge as well where the search would leave it out (the deal
                review's: the player's own); every searched decision of the Swiss games
                judges every legal action already, so only a family game's uses it.

        Raises:
            ValueError: the seat has nothing to do.
        """
        if of_32_cards(view):
            return self.family.analyse(view, budget_ms=budget_ms, also=also)
        budget = self.budget if budget_ms is None else budget_ms / 1000
        forced = forced_action(view)
        if forced is not None:
            return unsearched(view.legal_actions, forced)
        if view.phase is Phase.SIX:
            return unsearched(view.legal_actions, ExchangeSix())
        if view.phase is Phase.TRUMP:
            return self._choose_trump(view, budget)
        declaration = declare_all_weis(view)
        if declaration is not None:
            return unsearched(view.legal_actions, declaration)
        return self._play(view, budget)

    def _settled(self, results: list[list[float]], precision: float) -> bool:
        """With ``early_stop``, whether the decision is clear (:func:`~.base.settled`)."""
        return self.early_stop and settled(results, self.min_samples, _CHECK_EVERY, precision)

    def _net(self, variant: Variant, mix: float) -> ValueNet | None:
        """The learned value when this bot mixes it in (``mix`` > 0) and the game is a Swiss
        team game for four (None otherwise)."""
        if not mix or not variant.team_game or variant.players != 4:
            return None
        return shipped_value_net()

    # -- card play ------------------------------------------------------------------------------

    def _play(self, view: Observation, budget: float) -> list[Option]:
        variant = view.variant
        tricks_left = variant.hand_size - len(view.tricks)
        if (
            tricks_left <= self.solve_from
            and variant.team_game
            and view.players == 4
            and all(isinstance(action, PlayCard) for action in view.legal_actions)
            and native_solver()
        ):
            return self._play_solved(view, budget)
        return self._play_sampled(view, budget)

    def _play_solved(self, view: Observation, budget: float) -> list[Option]:
        """The card play judged on each sampled deal by every candidate's exact value
        (``solve_from``); a deal the solver gives up on is judged by the rollouts."""
        from . import double_dummy

        enough = stopper(time.perf_counter(), budget, self.max_samples)
        variant = view.variant
        knowledge = Knowledge.from_observation(view)
        candidates = [cast(PlayCard, action) for action in view.legal_actions]
        me = view.seat
        position = _Position(view, knowledge.mode)
        results: list[list[float]] = [[] for _ in candidates]
        sampler = _Sampler(
            knowledge,
            Inference.from_observation(view) if self.inference else None,
            PlayLikelihood.from_observation(view) if self.play_inference else None,
            self.rng,
        )
        exact = self._endgame_tricks(variant)  # the rollouts' exact tail, where it gives up
        samples = 0
        while samples == 0 or not (enough(samples) or self._settled(results, 1.0)):
            play = position.deal(sampler.draw()[0])
            try:
                values = double_dummy.card_values(
                    play, me, variant.match_bonus, nodes=self.solve_nodes
                )
            except double_dummy.GaveUp:
                for index, action in enumerate(candidates):
                    after = play.copy()
                    after.play(int(action.card))
                    results[index].append(self._play_out(variant, after, me, exact))
            else:
                for index, action in enumerate(candidates):
                    results[index].append(float(values[int(action.card)]))
            samples += 1
        return ranked_options(candidates, results)

    def _play_sampled(self, view: Observation, budget: float) -> list[Option]:
        enough = stopper(time.perf_counter(), budget, self.max_samples)
        variant = view.variant
        knowledge = Knowledge.from_observation(view)
        candidates: list[Action] = list(view.legal_actions)
        me = view.seat
        position = _Position(view, knowledge.mode)
        tricks_left = position.tricks_left
        exact_tricks = self._endgame_tricks(variant)
        if tricks_left <= self.late_from and (variant.team_game or self.late_putz):
            exact_tricks = max(exact_tricks, min(self.late_tricks, tricks_left))
        results: list[list[float]] = [[] for _ in candidates]
        precision = 1.0 if variant.team_game else 0.02
        samples = 0
        rng = self.rng
        inference = Inference.from_observation(view) if self.inference else None
        likelihood = PlayLikelihood.from_observation(view) if self.play_inference else None
        sampler = _Sampler(knowledge, inference, likelihood, rng)
        net = self._net(variant, self.value_mix)
        putz_net = (
            shipped_putz_value_net(variant.players)
            if self.putz_value_mix and not variant.team_game
            else None
        )
        finisher = (
            TrickFinisher.from_observation(view)
            if self.policy_finish and net is not None and not self.trick_search
            else None
        )
        pending: list[tuple[int, TrickPlay]] = []  # candidate, position: for the finisher
        judged: list[tuple[int, int, TrickPlay]] = []  # candidate, sample, position
        searched: list[tuple[int, int, _TrickTree]] = []  # candidate, sample, trick's rest
        leaves: list[TrickPlay] = []  # the positions the trees end in
        roller = TrickFinisher.from_observation(view) if self.policy_rollout else None
        rolled: list[tuple[int, int, TrickPlay]] = []  # candidate, sample, position

        def start(hands: list[int], sink: int, action: Action) -> TrickPlay:
            """The sampled deal ``hands`` (``sink``: the cards out of play) after
            ``action``."""
            play = position.deal(hands)
            if isinstance(action, TakeKitty):
                play.hands[me] = sink  # the kitty; the own hand goes out of play
                card = greedy_card(play, play.legal_mask(), rng, variant.team_game)
            else:
                assert isinstance(action, PlayCard)
                card = int(action.card)
            play.play(card)
            return play

        def judge() -> None:
            """The batches waiting for the learned policy and values, into ``results``."""
            if roller is not None:
                _policy_roll(roller, net, self.value_mix, rolled, results, me, variant)
            self._judge(net, putz_net, judged, results, me)
            self._judge_trees(net, searched, leaves, results, me)

        screened: list[Option] = []  # the candidates the screening left out
        if (
            not variant.team_game
            and self.putz_screen
            and exact_tricks
            and len(candidates) > self.putz_keep
        ):
            screen: list[list[float]] = [[] for _ in candidates]
            for _ in range(self.putz_screen):
                hands, sink = _likely_sample(knowledge, inference, rng)
                for index, action in enumerate(candidates):
                    play = start(hands, sink, action)
                    screen[index].append(self._play_out(variant, play, me, 0))
            ranked = ranked_options(candidates, screen)
            screened = ranked[self.putz_keep :]
            kept = {option.action for option in ranked[: self.putz_keep]}
            candidates = [action for action in candidates if action in kept]
            results = [[] for _ in candidates]
        while samples == 0 or not (enough(samples) or self._settled(results, precision)):
            hands, sink = sampler.draw()
            for index, action in enumerate(candidates):
                play = start(hands, sink, action)
                if roller is not None:
                    rolled.append((index, samples, play))
                    results[index].append(0.0)
                    continue
                # the learned value judges the position after the trick, if not solved exactly
                judged_later = play.tricks_left - bool(play.trick) > max(exact_tricks, 1)
                if net is not None and judged_later:
                    if finisher is not None:
                        pending.append((index, play))
                        continue
                    tree = None
                    if self.trick_search and play.trick:
                        tree = _trick_tree(play, leaves, TRICK_LEAVES)
                    # the rollout (or the greedy part of _finish) plays these cards the same way
                    _finish_trick(play, rng)
                    if tree is None:
                        judged.append((index, samples, play.copy()))
                    else:
                        searched.append((index, samples, tree))
                elif putz_net is not None and judged_later:
                    _finish_trick(play, rng, team_game=False)
                    judged.append((index, samples, play.copy()))
                results[index].append(self._play_out(variant, play, me, exact_tricks))
            if pending:
                assert finisher is not None
                finisher.finish([play for _, play in pending])
                for index, play in pending:
                    judged.append((index, samples, play.copy()))
                    results[index].append(self._play_out(variant, play, me, exact_tricks))
                pending.clear()
            samples += 1
            if samples % _CHECK_EVERY == 0:  # before the early stop reads the results
                judge()
        judge()
        return ranked_options(candidates, results) + screened

    def _endgame_tricks(self, variant: Variant) -> int:
        """The tricks solved exactly at the end of each sampled deal of ``variant``."""
        putz = self.putz_endgame_tricks
        if variant.team_game or putz is None:
            return self.endgame_tricks
        if isinstance(putz, int):
            return putz
        return putz.get(variant.players, self.endgame_tricks)

    def _play_out(self, variant: Variant, play: TrickPlay, me: int, exact_tricks: int) -> float:
        """``me``'s outcome of a sampled deal played on to its end by the rollout policy, the
        last ``exact_tricks`` tricks solved exactly (:func:`_finish`)."""
        if exact_tricks:
            exact = exact_tricks * play.players
            return _finish(variant, play, me, self.rng, exact, self.fair, self.putz_points)
        rollout(play, self.rng, variant.team_game, self.fair)
        return _utility(variant, play, me, self.putz_points)

    def _judge(
        self,
        net: ValueNet | None,
        putz_net: PutzValueNet | None,
        judged: list[tuple[int, int, TrickPlay]],
        results: list[list[float]],
        me: int,
    ) -> None:
        """Mix the learned value (``net``: the team games', ``putz_net``: Putz's) of the
        ``judged`` positions (candidate, sample, position) into those samples' rollout
        results, in one batch, and forget them."""
        positions = [position for _, _, position in judged]
        if net is not None and judged:
            _mix_in(judged, margins(net, positions, me), results, self.value_mix)
        elif putz_net is not None and judged:
            values = utilities(putz_net, positions, me, self.putz_points)
            _mix_in(judged, values, results, self.putz_value_mix)

    def _judge_trees(
        self,
        net: ValueNet | None,
        searched: list[tuple[int, int, _TrickTree]],
        leaves: list[TrickPlay],
        results: list[list[float]],
        me: int,
    ) -> None:
        """Mix the searched rest of each trick (candidate, sample, tree over ``leaves``) into
        those samples' rollout results, the leaves judged in one batch; then forget them."""
        if net is None or not searched:
            return
        values = margins(net, leaves, me)
        best = [_minimax(tree, values, me % 2) for _, _, tree in searched]
        _mix_in(searched, best, results, self.value_mix)
        leaves.clear()

    # -- trump ----------------------------------------------------------------------------------

    def _choose_trump(self, view: Observation, budget: float) -> list[Option]:
        enough = stopper(time.perf_counter(), budget, self.max_samples)
        variant = view.variant
        me = view.seat
        hand = mask_of(view.hand)
        options: list[Action] = list(view.legal_actions)
        results: list[list[float]] = [[] for _ in options]
        rng = self.rng
        others = bits(ALL_CARDS & ~hand)
        inference = Inference.from_observation(view) if self.inference else None
        melds = self.melds and (variant.has_weis or variant.has_stoeck)
        multiplier = [variant.multiplier(TrumpMode(m)) for m in range(6)]
        # after schieben the partner chooses by the rule's scores, its multipliers only with melds
        partner_weights = multiplier if self.melds else [1] * 6
        net = self._net(variant, self.trump_value_mix)
        judged: list[tuple[int, int, TrickPlay, float]] = []  # option, sample, deal, rollout
        policy_deals: list[tuple[int, int, TrickPlay, TrickPlay | None]] = []
        samples = 0
        while samples == 0 or not (enough(samples) or self._settled(results, 3.0)):
            hands = _deal_others(rng, others, hand, me)
            if inference is not None:
                if inference.cap == 0.0:
                    for _ in range(_CALIBRATION):
                        inference.accepts(_deal_others(rng, others, hand, me), rng)
                for _ in range(_DRAWS):
                    if inference.accepts(hands, rng):
                        break
                    hands = _deal_others(rng, others, hand, me)
            weis_of = _MeldScore(variant, hands, view.forehand) if melds else None
            for index, option in enumerate(options):
                if isinstance(option, Schieben):
                    mode = rule_choice(hands[(me + 2) % 4], variant.trump_modes, partner_weights)
                else:
                    assert isinstance(option, ChooseTrump)
                    mode = option.mode
                play = TrickPlay(hands[:], int(mode), view.forehand, 9, variant.buur_exemption)
                start = play.copy() if net is not None else None
                if self.policy_trump:
                    # the play-out's margin (and the value's share) is added by _policy_deals
                    policy_deals.append((index, samples, play, start))
                    margin = 0.0
                elif net is not None and self.trump_value_mix == 1.0:
                    margin = 0.0  # the network judges the whole deal
                else:
                    rollout(play, rng, True, self.fair)
                    margin = _team_margin(variant, play, me)
                if start is not None and not self.policy_trump:
                    judged.append((index, samples, start, margin))
                if weis_of is not None:
                    margin += weis_of.margin(mode, me)
                results[index].append(variant.multiplier(mode) * margin)
            samples += 1
            if samples % _CHECK_EVERY == 0:  # before the early stop reads the results
                _policy_deals(policy_deals, judged, results, me, variant, multiplier)
                self._judge_deals(net, judged, results, me, multiplier)
        _policy_deals(policy_deals, judged, results, me, variant, multiplier)
        self._judge_deals(net, judged, results, me, multiplier)
        return ranked_options(options, results)

    def _judge_deals(
        self,
        net: ValueNet | None,
        judged: list[tuple[int, int, TrickPlay, float]],
        results: list[list[float]],
        me: int,
        multiplier: list[int],
    ) -> None:
        """Mix the learned value of whole deals (option, sample, deal, rollout margin) into
        the trump choice's results: ``mult × (rollout + melds)`` becomes ``mult × (mix × value
        + (1 − mix) × rollout + melds)`` (``mix``: ``trump_value_mix``); then forget them."""
        if net is None or not judged:
            return
        for mode in {deal.mode for _, _, deal, _ in judged}:
            group = [item for item in judged if item[2].mode == mode]
            values = margins(net, [deal for _, _, deal, _ in group], me)
            for (index, sample, _, rolled), value in zip(group, values, strict=True):
                results[index][sample] += multiplier[mode] * self.trump_value_mix * (value - rolled)
        judged.clear()


def _policy_deals(
    deals: list[tuple[int, int, TrickPlay, TrickPlay | None]],
    judged: list[tuple[int, int, TrickPlay, float]],
    results: list[list[float]],
    me: int,
    variant: Variant,
    multiplier: list[int],
) -> None:
    """Play whole sampled deals (option, sample, deal, start for the value) out by the policy
    and add their margins, times the mode's ``multiplier``, to the trump choice's results."""
    if not deals:
        return
    net = shipped_policy_net()
    for mode in {deal.mode for _, _, deal, _ in deals}:
        group = [item for item in deals if item[2].mode == mode]
        plays = [deal for _, _, deal, _ in group]
        policy_play_out(net, mode, variant.buur_exemption, plays, [[0] * 4 for _ in plays])
        for index, sample, deal, start in group:
            margin = _team_margin(variant, deal, me)
            results[index][sample] += multiplier[mode] * margin
            if start is not None:
                judged.append((index, sample, start, margin))
    deals.clear()


def _policy_roll(
    policy: TrickFinisher,
    net: ValueNet | None,
    mix: float,
    rolled: list[tuple[int, int, TrickPlay]],
    results: list[list[float]],
    me: int,
    variant: Variant,
) -> None:
    """Play the ``rolled`` positions (candidate, sample, position after the candidate card)
    to the end of the deal the way ``policy`` expects every seat to play, in one batch, and
    put ``me``'s outcome in their results; with ``net``, ``mix`` of it is the learned value
    after the trick on the table is taken (while two tricks or more are left). Then forget
    them."""
    if not rolled:
        return
    plays = [play for _, _, play in rolled]
    finished = [policy.finished[:] for _ in plays]
    values: list[float | None] = [None] * len(plays)
    if net is not None and mix:
        policy_play_out(policy.net, policy.mode, policy.buur, plays, finished, trick_end=True)
        judged = [i for i, play in enumerate(plays) if play.tricks_left >= 2]
        if judged:
            judgements = margins(net, [plays[i] for i in judged], me)
            for i, judgement in zip(judged, judgements, strict=True):
                values[i] = judgement
    policy_play_out(policy.net, policy.mode, policy.buur, plays, finished)
    for (index, sample, play), value in zip(rolled, values, strict=True):
        outcome = _utility(variant, play, me)
        if value is not None:
            outcome = mix * value + (1 - mix) * outcome
        results[index][sample] = outcome
    rolled.clear()


class _Position:
    """The card play of an observation, from which each sampled deal starts: the trump mode,
    the trick on the table and its leader, the tricks left, the points and tricks taken."""

    def __init__(self, view: Observation, mode: int) -> None:
        variant = view.variant
        self.mode = mode
        self.leader = view.trick_leader
        self.tricks_left = variant.hand_size - len(view.tricks)
        self.buur = variant.buur_exemption
        self.trick = [int(c) for c in view.trick]
        self.taken = list(view.points_taken)
        self.won = [0] * view.players
        for record in view.tricks:
            self.won[record.winner] += 1

    def deal(self, hands: list[int]) -> TrickPlay:
        """The sampled deal ``hands`` (copied) standing at this position."""
        play = TrickPlay(hands[:], self.mode, self.leader, self.tricks_left, self.buur)
        play.trick = self.trick[:]
        play.points = self.taken[:]
        play.tricks_won = self.won[:]
        return play


class _Sampler:
    """The sampled deals of one decision: drawn by the inference (:func:`_likely_sample`),
    or in batches weighed by the likelihood of the cards played (:func:`_weighed_samples`)."""

    def __init__(
        self,
        knowledge: Knowledge,
        inference: Inference | None,
        likelihood: PlayLikelihood | None,
        rng: Random,
    ) -> None:
        self.knowledge = knowledge
        self.inference = inference
        self.likelihood = likelihood
        self.rng = rng
        self.weighed: list[tuple[list[int], int]] = []

    def draw(self) -> tuple[list[int], int]:
        """The next sampled deal: the hands, and the cards out of play."""
        if self.likelihood is None:
            return _likely_sample(self.knowledge, self.inference, self.rng)
        if not self.weighed:
            self.weighed = _weighed_samples(
                self.knowledge, self.inference, self.likelihood, self.rng
            )
        return self.weighed.pop()


class SearchBotV1(SearchBot):
    """The search as it was before inference from play and exact endgames (the arena's fixed
    baseline "search-v1"): every later addition of :class:`SearchBot` off, the same arguments.
    """

    name = "search-v1"
    baseline = True


_DRAWS = 40
"""Draws of a sampled deal by rejection under inference before the last one is taken."""
_CALIBRATION = 16
"""Draws that set the rejection's cap before the first sample of a decision."""


def _deal_others(rng: Random, others: list[int], hand: int, me: int) -> list[int]:
    """The 27 cards ``others`` dealt at random, 9 to each seat but ``me`` (who holds
    ``hand``): hand masks of a four-player deal before any card is played."""
    rng.shuffle(others)
    hands = [0] * 4
    hands[me] = hand
    offset = 0
    for seat in range(4):
        if seat == me:
            continue
        for card in others[offset : offset + 9]:
            hands[seat] |= 1 << card
        offset += 9
    return hands


def _likely_sample(
    knowledge: Knowledge, inference: Inference | None, rng: Random
) -> tuple[list[int], int]:
    """A sampled deal drawn by rejection (:meth:`Inference.accepts`); after ``_DRAWS``
    rejections the last draw is kept. Without ``inference``, :meth:`Knowledge.sample`."""
    if inference is None:
        return knowledge.sample(rng)
    if inference.cap == 0.0:
        for _ in range(_CALIBRATION):
            inference.accepts(knowledge.sample(rng)[0], rng)
    for _ in range(_DRAWS):
        drawn = knowledge.sample(rng)
        if inference.accepts(drawn[0], rng):
            return drawn
    return drawn


PLAY_BATCH = 16
"""Sampled deals drawn at once by their play's likelihood (``play_inference``)."""
PLAY_CANDIDATES = 3
"""Deals weighed for each one kept (``play_inference``)."""


def _weighed_samples(
    knowledge: Knowledge,
    inference: Inference | None,
    likelihood: PlayLikelihood,
    rng: Random,
) -> list[tuple[list[int], int]]:
    """``PLAY_BATCH`` sampled deals (hands, rest), drawn with replacement from
    ``PLAY_CANDIDATES`` times as many (:func:`_likely_sample`) in proportion to the
    likelihood of the cards played (:meth:`~.policy.PlayLikelihood.log_weights`)."""
    drawn = [_likely_sample(knowledge, inference, rng) for _ in range(PLAY_BATCH * PLAY_CANDIDATES)]
    weights = normalised(likelihood.log_weights([hands for hands, _ in drawn]))
    return rng.choices(drawn, weights, k=PLAY_BATCH)


class _MeldScore:
    """The Weis and Stöck of a whole sampled deal, per trump mode, as the deal would score
    them before the multiplier (Schieber: the side with the single best Weis scores all its
    partners' Weis; Stöck 20 for the king and queen of trump in one hand)."""

    def __init__(self, variant: Variant, hands: list[int], forehand: int) -> None:
        low_fours = bool(getattr(variant, "weis_low_fours", True))
        self.melds = (
            [find_melds(h, low_fours=low_fours) for h in hands]
            if variant.has_weis
            else [[] for _ in hands]
        )
        self.hands = hands
        self.forehand = forehand
        self.stoeck = variant.has_stoeck

    def margin(self, mode: TrumpMode, me: int) -> float:
        """Weis and Stöck points of ``me``'s side minus the other side's in ``mode``."""
        margin = 0
        best: tuple[int, int, int, int, int] | None = None
        winner = -1
        for order in range(4):
            seat = (self.forehand + order) % 4
            key = best_meld_key(self.melds[seat], mode, order)
            if key is not None and (best is None or key > best):
                best, winner = key, seat
        if winner >= 0:
            points = sum(m.points for m in self.melds[winner]) + sum(
                m.points for m in self.melds[(winner + 2) % 4]
            )
            margin += points if winner % 2 == me % 2 else -points
        suit = mode.suit
        if self.stoeck and suit is not None:
            pair = 3 << (suit * 9 + 6)  # queen and king
            for seat, hand in enumerate(self.hands):
                if hand & pair == pair:
                    margin += 20 if seat % 2 == me % 2 else -20
        return float(margin)


def _finish(
    variant: Variant,
    play: TrickPlay,
    me: int,
    rng: Random,
    exact_cards: int,
    fair: bool,
    putz_points: float = PUTZ_POINTS,
) -> float:
    """:func:`_utility` of ``play`` played on by :func:`greedy_card` until at most
    ``exact_cards`` cards are left in the hands, then perfectly (:mod:`.endgame`);
    ``putz_points``: as :func:`_utility`'s."""
    _greedy(play, rng, variant.team_game, fair, exact_cards)
    if not play.tricks_left:
        return _utility(variant, play, me, putz_points)
    if variant.team_game:
        if play.tricks_left > 2 and native_solver():
            from . import double_dummy  # the same values, faster

            return float(double_dummy.solve(play, me, variant.match_bonus))
        return float(solve_team(play, me, variant.match_bonus))
    return solve_putz(play, _putz_values(cast(Putz, variant), putz_points))[me]  # not a team game


def _mix_in(
    judged: list[tuple[int, int, TrickPlay]] | list[tuple[int, int, _TrickTree]],
    values: Sequence[float],
    results: list[list[float]],
    mix: float,
) -> None:
    """Mix ``values`` (one per judged item: candidate, sample, position or trick tree) into
    those samples' rollout results with the share ``mix``, and forget the judged items."""
    for (index, sample, _), value in zip(judged, values, strict=True):
        results[index][sample] = mix * value + (1 - mix) * results[index][sample]
    judged.clear()


def _finish_trick(play: TrickPlay, rng: Random, team_game: bool = True) -> None:
    """Finish the trick on the table of ``play`` by :func:`greedy_card` (a team game's, or
    with ``team_game`` False a Putz's)."""
    while play.trick:
        play.play(greedy_card(play, play.legal_mask(), rng, team_game))


TRICK_LEAVES = 64
"""The most positions a trick search (``SearchBot(trick_search=True)``) looks at for one
candidate in one sampled deal."""

_TrickTree: TypeAlias = "int | tuple[int, list[_TrickTree]]"
"""The ways a trick can be finished: a leaf is an index into a list of the positions after
the trick, a node is (the side to move, its children, one per legal card)."""


def _trick_tree(play: TrickPlay, leaves: list[TrickPlay], limit: int) -> _TrickTree | None:
    """Every way the trick on the table of ``play`` (not empty; ``play`` is not changed) can
    be finished, the positions after it appended to ``leaves``; None, and nothing appended,
    when there are more than ``limit``."""
    first = len(leaves)

    def expand(node: TrickPlay) -> _TrickTree | None:
        if not node.trick:
            leaves.append(node)
            return len(leaves) - 1
        children: list[_TrickTree] = []
        legal = node.legal_mask()
        while legal:
            card = (legal & -legal).bit_length() - 1
            legal &= legal - 1
            child = node.copy()
            child.play(card)
            subtree = expand(child)
            if subtree is None or len(leaves) - first > limit:
                return None
            children.append(subtree)
        return (node.to_move % 2, children)

    tree = expand(play)
    if tree is None:
        del leaves[first:]
    return tree


def _minimax(tree: _TrickTree, values: list[float], mine: int) -> float:
    """The value of a :func:`_trick_tree` for the side ``mine`` (0 or 1; ``values``: its
    margin in each leaf): that side takes its best child, the other side its worst."""
    if isinstance(tree, int):
        return values[tree]
    side, children = tree
    results = [_minimax(child, values, mine) for child in children]
    return max(results) if side == mine else min(results)


_PUTZ_VALUES: dict[tuple[Putz, float], Callable[[list[int]], list[float]]] = {}


def _putz_values(variant: Putz, putz_points: float) -> Callable[[list[int]], list[float]]:
    """Each seat's value of final points as the search weighs Putz (:func:`_utility`): one
    function per variant and weight, so that :func:`~audiojass.bots.endgame.solve_putz`
    remembers its values from one solve to the next."""
    values = _PUTZ_VALUES.get((variant, putz_points))
    if values is None:

        def values(points: list[int]) -> list[float]:
            awards = variant.putz_awards(points)
            return [award + putz_points * p for award, p in zip(awards, points, strict=True)]

        _PUTZ_VALUES[variant, putz_points] = values
    return values


def _team_margin(variant: Variant, play: TrickPlay, me: int) -> float:
    side = me % 2
    ours = play.points[side] + play.points[side + 2]
    theirs = play.points[1 - side] + play.points[3 - side]
    if play.tricks_left == 0:
        if play.tricks_won[1 - side] + play.tricks_won[3 - side] == 0:
            ours += variant.match_bonus
        elif play.tricks_won[side] + play.tricks_won[side + 2] == 0:
            theirs += variant.match_bonus
    return float(ours - theirs)


def _utility(variant: Variant, play: TrickPlay, me: int, putz_points: float = PUTZ_POINTS) -> float:
    """How good the finished deal is for ``me``: the team margin, or the Putz award plus
    ``putz_points`` per card point taken."""
    if variant.team_game:
        return _team_margin(variant, play, me)
    awards = cast(Putz, variant).putz_awards(play.points)  # not a team game: a Putz
    return awards[me] + putz_points * play.points[me]
