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

import math
import statistics
import time
from collections.abc import Sequence
from random import Random
from typing import cast, overload

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
)
from audiojass.rules.cards import cards_from_mask, mask_of
from audiojass.rules.family_game import FamilyAction, FamilyObservation
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

from .base import Option, declare_all_weis, forced_action
from .family_search import FamilySearchBot
from .knowledge import ALL_CARDS, Knowledge, bits
from .rulebot import trump_scores

__all__ = ["SearchBot", "SearchBotV1", "greedy_card", "rollout"]

FAMILY_SAMPLE_DIVISOR = 4
"""A family game's sample plays out a whole 32-card deal through the game's settlement, several
times dearer than a Swiss one: ``max_samples`` is divided by this for them."""

_MIN_SAMPLES = 48
_CHECK_EVERY = 16


def greedy_card(
    play: TrickPlay, legal: int, rng: Random, team_game: bool, smart_leads: bool = True
) -> int:
    """A quick, sensible card for the rollouts, which see every hand of the sampled deal:
    lead the top trump while others hold trumps (if the side is strong in them), else a card
    nobody can beat, else low from the longest suit; give points to a partner taking the
    trick; take a trick that is worth it with the cheapest winning card; else throw the card
    worth least."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    trick = play.trick
    if not trick:
        return _lead(play, legal, team_game) if smart_leads else random_card(legal, rng)
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
    low_points = low_key = high_score = high_key = 1000
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


def _ranked(mode: int, suit: int) -> tuple[int, ...]:
    keys = WIN_KEY[mode][suit]
    cards = [suit * 9 + rank for rank in range(9)]
    return tuple(sorted(cards, key=lambda c: keys[c], reverse=True))


# _RANKED[mode][suit]: the suit's cards from the strongest to the weakest when it is led
_RANKED = tuple(tuple(_ranked(mode, suit) for suit in range(4)) for mode in range(6))


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
    ranked = _RANKED[mode][longest]
    for card in reversed(ranked):
        if legal >> card & 1:
            return card
    return random_card(legal, Random())


def rollout(play: TrickPlay, rng: Random, team_game: bool) -> None:
    """Play the deal to its end with :func:`greedy_card` for every seat."""
    hands = play.hands
    players = play.players
    mode = play.mode
    buur = play.buur_exemption
    while play.tricks_left:
        trick = play.trick
        legal = swiss_legal_mask(hands[(play.leader + len(trick)) % players], trick, mode, buur)
        play.play(greedy_card(play, legal, rng, team_game))


class SearchBot:
    """Determinized Monte Carlo player (a family game's observation goes to its ``family``
    player, :class:`~audiojass.bots.family_search.FamilySearchBot`, with the same budget and a
    quarter of ``max_samples``).

    Args:
        seed: seeds the sampling (a seeded bot given the same observation and the same number
            of samples decides the same way).
        budget_ms: thinking time per decision, milliseconds.
        max_samples: an upper bound on sampled deals per decision (None: the budget decides).
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
    ) -> None:
        self.rng = Random(seed)
        self.budget = budget_ms / 1000
        self.max_samples = max_samples
        self.early_stop = early_stop
        self.family = FamilySearchBot(
            seed,
            budget_ms=budget_ms,
            max_samples=None
            if max_samples is None
            else max(8, max_samples // FAMILY_SAMPLE_DIVISOR),
            early_stop=early_stop,
        )

    @overload
    def act(self, view: Observation) -> Action: ...

    @overload
    def act(self, view: FamilyObservation) -> FamilyAction: ...

    def act(self, view: Observation | FamilyObservation) -> Action | FamilyAction:
        """The action for ``view`` (one of ``view.legal_actions``): the first of
        :meth:`analyse`; a family game's observation is played by
        :class:`~audiojass.bots.family_search.FamilySearchBot` (``family``).

        Raises:
            ValueError: the seat has nothing to do.
        """
        if isinstance(view, FamilyObservation):
            return self.family.act(view)
        return cast(Action, self.analyse(view)[0].action)

    def analyse(
        self, view: Observation | FamilyObservation, *, budget_ms: float | None = None
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
            budget_ms: thinking time for this call (None: the bot's own ``budget_ms``); with
                ``max_samples`` set, the sample count still bounds the search.

        Raises:
            ValueError: the seat has nothing to do.
        """
        if isinstance(view, FamilyObservation):
            family_analyse = getattr(self.family, "analyse", None)
            if family_analyse is not None:
                options: list[Option] = family_analyse(view, budget_ms=budget_ms)
                return options
            return _unsearched(view.legal_actions, self.family.act(view))
        budget = self.budget if budget_ms is None else budget_ms / 1000
        forced = forced_action(view)
        if forced is not None:
            return _unsearched(view.legal_actions, forced)
        if view.phase is Phase.SIX:
            return _unsearched(view.legal_actions, ExchangeSix())
        if view.phase is Phase.TRUMP:
            return self._choose_trump(view, budget)
        declaration = declare_all_weis(view)
        if declaration is not None:
            return _unsearched(view.legal_actions, declaration)
        return self._play(view, budget)

    def _enough(self, started: float, samples: int, budget: float) -> bool:
        if self.max_samples is not None:
            return samples >= self.max_samples
        return time.perf_counter() - started >= budget

    def _settled(self, results: list[list[float]], precision: float) -> bool:
        """The decision is clear: the best candidate leads the runner-up by more than three
        standard errors of their difference over the same sampled deals, or that difference
        is known to within ``precision`` (the two are as good as each other)."""
        samples = len(results[0])
        if not self.early_stop or samples < _MIN_SAMPLES or samples % _CHECK_EVERY:
            return False
        means = [statistics.fmean(values) for values in results]
        order = sorted(range(len(results)), key=means.__getitem__, reverse=True)
        best, second = results[order[0]], results[order[1]]
        differences = [b - s for b, s in zip(best, second, strict=True)]
        error = statistics.stdev(differences) / math.sqrt(samples)
        return statistics.fmean(differences) > 3 * error or error < precision

    # -- card play ------------------------------------------------------------------------------

    def _play(self, view: Observation, budget: float) -> list[Option]:
        started = time.perf_counter()
        variant = view.variant
        knowledge = Knowledge.from_observation(view)
        candidates: list[Action] = list(view.legal_actions)
        me = view.seat
        trick = [int(c) for c in view.trick]
        tricks_left = variant.hand_size - len(view.tricks)
        taken = list(view.points_taken)
        won = [0] * view.players
        for record in view.tricks:
            won[record.winner] += 1
        results: list[list[float]] = [[] for _ in candidates]
        precision = 1.0 if variant.team_game else 0.02
        samples = 0
        rng = self.rng
        while samples == 0 or not (
            self._enough(started, samples, budget) or self._settled(results, precision)
        ):
            hands, sink = knowledge.sample(rng)
            for index, action in enumerate(candidates):
                play = TrickPlay(
                    hands[:], knowledge.mode, view.trick_leader, tricks_left, variant.buur_exemption
                )
                play.trick = trick[:]
                play.points = taken[:]
                play.tricks_won = won[:]
                if isinstance(action, TakeKitty):
                    play.hands[me] = sink  # the kitty; the own hand goes out of play
                    card = greedy_card(play, play.legal_mask(), rng, variant.team_game)
                else:
                    assert isinstance(action, PlayCard)
                    card = int(action.card)
                play.play(card)
                rollout(play, rng, variant.team_game)
                results[index].append(_utility(variant, play, me))
            samples += 1
        return _ranked_options(candidates, results)

    # -- trump ----------------------------------------------------------------------------------

    def _choose_trump(self, view: Observation, budget: float) -> list[Option]:
        started = time.perf_counter()
        variant = view.variant
        me = view.seat
        hand = mask_of(view.hand)
        options: list[Action] = list(view.legal_actions)
        results: list[list[float]] = [[] for _ in options]
        rng = self.rng
        others = bits(ALL_CARDS & ~hand)
        samples = 0
        while samples == 0 or not (
            self._enough(started, samples, budget) or self._settled(results, 3.0)
        ):
            rng.shuffle(others)
            hands = [0] * 4
            hands[me] = hand
            seats = [s for s in range(4) if s != me]
            for offset, seat in enumerate(seats):
                for card in others[offset * 9 : offset * 9 + 9]:
                    hands[seat] |= 1 << card
            for index, option in enumerate(options):
                if isinstance(option, Schieben):
                    partner = (me + 2) % 4
                    modes = variant.trump_modes
                    scores = trump_scores(cards_from_mask(hands[partner]), modes)
                    mode = max(modes, key=lambda m: (scores[m], -int(m)))
                else:
                    assert isinstance(option, ChooseTrump)
                    mode = option.mode
                play = TrickPlay(hands[:], int(mode), view.forehand, 9, variant.buur_exemption)
                rollout(play, rng, True)
                results[index].append(variant.multiplier(mode) * _team_margin(variant, play, me))
            samples += 1
        return _ranked_options(options, results)


class SearchBotV1(SearchBot):
    """The search as it was before inference from play and exact endgames (the arena's fixed
    baseline "search-v1"): every later addition of :class:`SearchBot` off, the same arguments.
    """

    name = "search-v1"
    baseline = True


def _ranked_options(actions: list[Action], results: list[list[float]]) -> list[Option]:
    """The actions with their mean results, best first (ties keep the legal order)."""
    samples = len(results[0])
    order = sorted(range(len(actions)), key=lambda i: sum(results[i]), reverse=True)
    return [Option(actions[i], sum(results[i]) / samples, samples) for i in order]


def _unsearched(legal: Sequence[object], chosen: object) -> list[Option]:
    """Options of a decision taken without search: ``chosen`` first, then the other legal
    actions in their order, all with value 0.0 and samples 0."""
    return [Option(chosen, 0.0, 0)] + [Option(a, 0.0, 0) for a in legal if a != chosen]


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


def _utility(variant: Variant, play: TrickPlay, me: int) -> float:
    """How good the finished deal is for ``me``: the team margin, or the Putz award."""
    if variant.team_game:
        return _team_margin(variant, play, me)
    assert isinstance(variant, Putz)
    awards = variant.putz_awards(play.points)
    return awards[me] + 0.002 * play.points[me]
