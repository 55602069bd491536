"""The search player of the family's partnership games: determinized Monte Carlo within a time
budget per decision, for card play and for bids and doubles.

Each sample deals the unseen cards at random consistently with the observation
(:meth:`~audiojass.bots.knowledge.DutyKnowledge.sample`: what the plays prove under the
variant's duties, Belote's turned-up card in its taker's hand and its stock, melds shown, Belote
announced, hand sizes) and, drawing again a few times, preferring a deal in which the rule
player would have made the other seats' bids. The deal goes into a
:class:`~audiojass.rules.components.ContractGame` standing where the observation stands; a bid
is applied to a copy and the rest of the bidding bid by
:func:`~audiojass.bots.heuristics.bidding.rule_bid`; the card play (a candidate card, then the
rest of the deal by :func:`~audiojass.bots.heuristics.card_play.rule_card` for every seat,
seeing the sampled hands) runs on the bitmask kernel (:mod:`~audiojass.bots.playout`). The
value of a sample is the deal's *settled* score difference for the seat's side (wet/nat, pit,
dedans, contracts made or failed, doubles; an annulled deal is 0). The candidate with the best
mean is chosen. It stops before its time is up once the choice is settled (the best candidate
ahead of the runner-up by three standard errors over the same samples).

Candidates: every legal card; every legal bid in Klaverjas and Belote. Contrée's auction
(contracts, doubles, redoubles) is bid by the rule player: searching over the rule player's bid,
pass, double and the lowest contract of each promising suit scored worse against the rule
player than the rule player's own bids (52 % against 58 % of the points over 40 duplicate deal
pairs, the card play searched in both), the rollouts' other bidders being the rule player too.

The games with a stock or fewer seats (Klaberjass for 2, 3 and 4, the klaverjas of 1821) are
searched through :mod:`~audiojass.bots.replay`: each sample (the unseen cards dealt into
the other hands and the stock, drawing again a few times to explain the other seats' Klaberjass
bids) is rebuilt by replaying the deal's public actions into a game of the variant; a card
is played on the kernel, any other candidate applied to a copy of the game, and the deal is
played out (the rule player's cards with every hand in view, on the kernel once the card play
is pure card play); the value is the deal's settled score of the seat's side minus
the others' mean. Candidates: every legal card, the dix or keeping the 7. Klaberjass's bids are
the rule player's (:func:`~audiojass.bots.heuristics.bidding.klaberjass_bid`): searched bids lost
about 12 points a disagreement in Klaberjass for two (the playouts favour taking). In
Klaberjass for two (:data:`JUDGED`) samples are also drawn again to explain the other seat's
cards as the rule player would have played them. This search runs its whole time (no early
stop).

:meth:`ContractSearchBot.analyse` returns every legal action with its mean value (the hint key and
the deal review speak them); :meth:`ContractSearchBot.act` plays the first.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from random import Random

from audiojass.rules.actions import PlayCard
from audiojass.rules.bidding import BID_TYPES, Bid, BidAction, NameSuit, Redouble, Take
from audiojass.rules.cards import Card, Rank, mask_of
from audiojass.rules.components import (
    ContractGame,
    ContractObservation,
    FamilyAction,
    HandMelds,
)
from audiojass.rules.game import Phase
from audiojass.rules.settlement import MeldAward

from .base import Enough, Option, native_solver, ranked_options, settled, stopper, unsearched
from .heuristics.bidding import is_klaberjass, klaberjass_bid, rule_bid, suit_strength, turned_suit
from .heuristics.card_play import ContractRuleBot
from .knowledge import DutyKnowledge, bits, forced_action, has_belote, rules_of
from .playout import (
    context_of,
    determined_1821,
    exact_card_values,
    finish,
    kernel_of,
    margin_solvable,
    on_kernel,
    play,
    solve,
    solved_card_values,
)
from .replay import deal_value, play_out, played_by, replayed_judged

__all__ = ["ContractSearchBot", "finish_deal", "playout"]


def partnership(variant: object) -> bool:
    """Whether ``variant`` is a partnership game searched on the lean playout of this module
    (partners and no stock: Klaverjas, Belote, Contrée); the others (with a stock, or fewer
    seats) through :mod:`~audiojass.bots.replay`."""
    return bool(getattr(variant, "team_game", False)) and not is_klaberjass(variant)


JUDGED = frozenset({"klaberjass2"})
"""Games whose search draws samples again (a few times) to explain the other seat's cards as
the rule player's: in Klaberjass for two it scored 1 to 1.5 points of share more against the
rule player (100 paired deals, seeds 3 and 5), in Klaberjass for four 3 points less (it costs
samples)."""
_MAX_FAILURES = 40  # samples that cannot be replayed before the rule player decides instead
_MIN_SAMPLES = 24
_TRIES = 6  # samples drawn again at most to explain the other seats' bids
_CHECK_EVERY = 8


def playout(game: ContractGame, belote: bool, settled: int) -> float:
    """Bid (by :func:`rule_bid`) and play (by :func:`rule_card`) ``game`` to the end of its
    deal, every seat seeing the hands; returns the deal's settled score of team 0 minus team 1
    (0 for an annulled deal). ``settled``: ``len(game.settlements)`` before the deal ended.
    The bidding changes ``game``; the card play is the kernel's
    (:mod:`~audiojass.bots.playout`)."""
    while game.phase is Phase.TRUMP:
        bidding = game.bidding
        assert bidding is not None
        seat = bidding.current_bidder
        assert seat is not None
        turn_up = game.turn_up if game.turn_up_taker is None else None
        game.apply_action(
            rule_bid(game.hands[seat], bidding.legal_bids(), bidding.history, seat, turn_up, belote)
        )
    if len(game.settlements) > settled:
        scores = game.settlements[-1].settlement.scores
        return float(scores[0] - scores[1])
    if game.phase is not Phase.PLAY:
        return 0.0  # annulled
    return finish_deal(game)


def finish_deal(game: ContractGame) -> float:
    """Play the rest of the deal of ``game`` (in card play) by :func:`rule_card` for every seat
    on the kernel (:func:`~audiojass.bots.playout.finish`) and settle it; returns team 0's
    settled score minus team 1's. ``game`` is not changed."""
    return _margin(finish(game, kernel_of(game), [0, 0]))


def _margin(scores: tuple[int, ...]) -> float:
    return float(scores[0] - scores[1])


EXACT_TRICKS = 3
"""In the partnership games, from this many tricks left (the trick on the table counted)
every sampled deal is finished by :func:`exact_finish` instead of the rule player."""


def exact_finish(game: ContractGame) -> float:
    """The rest of the deal of ``game`` (in card play, four seats in two partnerships) played
    perfectly by both teams, every hand in view (:func:`~audiojass.bots.playout.solve`): team
    0's settled score minus team 1's, as :func:`finish_deal` returns it for the rule player's
    play. ``game`` is not changed."""
    return solve(game, kernel_of(game), [0, 0], 0)


class ContractSearchBot:
    """Determinized Monte Carlo player of Klaverjas (Amsterdam, Rotterdam), Belote and Belote
    Contrée (module docstring).

    Args:
        seed: seeds the sampling (a seeded bot given the same observation and the same number
            of samples decides the same way).
        budget_ms: thinking time per decision, milliseconds.
        max_samples: an upper bound on samples per decision (None: the budget decides).
        early_stop: stop once the choice is settled.
        solve_from: in the card play of Belote and Contrée (no roem: the settled value follows
            the card points, :func:`~audiojass.bots.playout.margin_solvable`), from this many
            tricks left (the trick on the table counted) every candidate of each sampled deal
            is judged by its exact value from the double-dummy solver
            (:func:`~audiojass.bots.playout.solved_card_values`), where it is compiled; 0:
            never (the exact tail of :data:`EXACT_TRICKS` as before).
        solve_nodes: the most positions the solver searches for one sampled deal; a deal that
            needs more is judged as without ``solve_from``.
    """

    name = "search"

    def __init__(
        self,
        seed: int | None = None,
        *,
        budget_ms: float = 200.0,
        max_samples: int | None = None,
        early_stop: bool = True,
        solve_from: int = 0,
        solve_nodes: int = 200_000,
    ) -> None:
        self.rng = Random(seed)
        self._policy = ContractRuleBot(seed)
        self.budget = budget_ms / 1000
        self.max_samples = max_samples
        self.early_stop = early_stop
        self.solve_from = solve_from
        self.solve_nodes = solve_nodes

    def act(self, view: ContractObservation) -> FamilyAction:
        """The action for ``view`` (one of ``view.legal_actions``): the first of
        :meth:`analyse`.

        Raises:
            ValueError: the seat has nothing to do now.
        """
        return self.analyse(view)[0].action  # type: ignore[return-value]

    def analyse(
        self, view: ContractObservation, *, budget_ms: float | None = None, also: object = None
    ) -> list[Option]:
        """Every legal action of ``view`` judged by the search :meth:`act` runs, best first.

        ``Option.value``: the mean over the samples of the deal's settled score of the seat's
        side minus the other side's (partnership games), or of the seat's side minus the
        others' mean (:func:`~audiojass.bots.replay.deal_value`: Klaberjass, 1821).
        Actions not searched (forced, an announcement, Contrée's auction and Klaberjass's bids
        as the rule player bids them, or no sample could be replayed) come back with
        ``samples`` 0 and value 0.0, the chosen one first, the others in the order of
        ``view.legal_actions``. Ties keep the order of ``view.legal_actions``.

        Args:
            view: the seat's observation.
            budget_ms: thinking time for this call, milliseconds (None: the bot's own; with
                ``max_samples`` set the search also stops there).
            also: a legal bid to search as well where it is left out (below
                :data:`BID_FLOOR`): the deal review's, the player's own.

        Raises:
            ValueError: the seat has nothing to do now.
        """
        forced = forced_action(view)
        if forced is not None:
            return unsearched(view.legal_actions, forced)
        legal = view.legal_actions
        budget = self.budget if budget_ms is None else budget_ms / 1000
        limit = self.max_samples if budget_ms is None else None
        enough = stopper(time.perf_counter(), budget, limit, self.max_samples)
        if not partnership(view.variant):
            if view.phase is Phase.TRUMP:  # Klaberjass: the rule bid
                return unsearched(view.legal_actions, self._policy.act(view))
            return self._search_replay(view, list(legal), enough)
        trump = view.phase is Phase.TRUMP
        candidates = self._bid_candidates(view, also) if trump else list(legal)
        if len(candidates) == 1:
            return unsearched(view.legal_actions, candidates[0])
        return self._search(view, candidates, enough)

    # -- candidates -----------------------------------------------------------------------------

    def _bid_candidates(self, view: ContractObservation, also: object = None) -> list[FamilyAction]:
        """Every legal bid (Klaverjas, Belote) but trumps the hand cannot play (below
        :data:`BID_FLOOR`; ``also``, a legal bid, is kept all the same); in Contrée's auction
        only the rule player's bid (see the module docstring)."""
        legal: list[BidAction] = [b for b in view.legal_actions if isinstance(b, BID_TYPES)]
        if not any(isinstance(b, (Bid, Redouble)) for b in legal):
            playable = playable_bids(view, legal)
            kept = next((b for b in legal if b == also), None)
            if kept is not None and kept not in playable:
                playable.append(kept)
            return playable
        chosen = rule_bid(mask_of(view.hand), legal, list(view.bids), view.seat, None, False)
        return [chosen]

    # -- the search -----------------------------------------------------------------------------

    def _search_replay(
        self, view: ContractObservation, candidates: list[FamilyAction], enough: Enough
    ) -> list[Option]:
        """The search of the games with a stock (Klaberjass, klaverjas of 1821): each sample
        rebuilt by replaying the deal (:func:`~audiojass.bots.replay.replayed`) and
        played out through the game (:func:`~audiojass.bots.replay.play_out`)."""
        knowledge = DutyKnowledge.from_observation(view)
        rng = self.rng
        side = view.variant.side_of(view.seat)
        policy = self._policy
        steps = _bid_steps(view) if is_klaberjass(view.variant) else []
        played = played_by(view)
        results: list[list[float]] = [[] for _ in candidates]
        samples = failures = 0
        # no early stop here: stopping once the choice looked settled cost about 4 points of
        # share against the rule player (Klaberjass for four, 80 paired deals)
        judged = view.variant.name in JUDGED and (view.tricks or view.trick)
        judge = policy if judged else None
        while samples == 0 or not enough(samples):
            game: ContractGame | None = None
            misses = -1
            for _ in range(_TRIES + 1):
                hands, stock = knowledge.sample(rng)
                bid_misses = _replay_misses(steps, hands, view, played, rng) if steps else 0
                if misses >= 0 and bid_misses >= misses:
                    continue
                other, card_misses = replayed_judged(view, hands, stock, rng, judge)
                if other is None:
                    continue
                if misses < 0 or bid_misses + card_misses < misses:
                    game, misses = other, bid_misses + card_misses
                if not misses:
                    break
            if game is None:
                failures += 1
                if failures >= _MAX_FAILURES and samples == 0:  # no sample replays: the rule
                    return unsearched(view.legal_actions, policy.act(view))
                if failures >= _MAX_FAILURES and enough(samples):
                    break
                continue
            if samples == 0:
                exact = _exact_1821(game, candidates, side)
                if exact is not None:  # every card known: solved once, not sampled
                    return _ranked(view, candidates, [[value] for value in exact])
            kernel = game.phase is Phase.PLAY and on_kernel(game)
            base, ctx = (kernel_of(game), context_of(game)) if kernel else (None, None)
            for index, action in enumerate(candidates):
                if base is not None and ctx is not None and isinstance(action, PlayCard):
                    after, roem = base.copy(), [0] * game.sides
                    play(after, int(action.card), ctx, roem)
                    value = deal_value(finish(game, after, roem), side)
                else:
                    copy = game.clone()
                    copy.apply_action(action)
                    value = play_out(copy, side, policy)
                results[index].append(value)
            samples += 1
        return _ranked(view, candidates, results)

    def _settled(self, results: list[list[float]]) -> bool:
        return self.early_stop and settled(results, _MIN_SAMPLES, _CHECK_EVERY, 1.0)

    def _search(
        self, view: ContractObservation, candidates: list[FamilyAction], enough: Enough
    ) -> list[Option]:
        knowledge = DutyKnowledge.from_observation(view)
        template = _template(view)
        steps = _bid_steps(view)
        played = played_by(view)
        rng = self.rng
        # the hands the bids were made from: the sampled hands (with the cards played), but
        # after Belote's completion 5 of each seat's 8 drawn at random
        completed = None
        if view.phase is Phase.PLAY and view.turn_up is not None:
            assert view.turn_up_taker is not None
            completed = (rng, view.turn_up_taker, int(view.turn_up))
        sign = 1.0 if view.seat % 2 == 0 else -1.0
        belote = has_belote(view)
        exact = view.phase is Phase.PLAY and 8 - len(view.tricks) <= EXACT_TRICKS
        solved = (
            view.phase is Phase.PLAY and 8 - len(view.tricks) <= self.solve_from and native_solver()
        )
        results: list[list[float]] = [[] for _ in candidates]
        samples = 0
        while samples == 0 or not (enough(samples) or self._settled(results)):
            hands, stock = knowledge.sample(rng)
            if steps:
                misses = _misses(steps, hands, played, belote, completed)
                for _ in range(_TRIES):
                    if not misses:
                        break
                    other, other_stock = knowledge.sample(rng)
                    other_misses = _misses(steps, other, played, belote, completed)
                    if other_misses < misses:
                        hands, stock, misses = other, other_stock, other_misses
            game = _sampled(template, view, hands, stock)
            settled = len(game.settlements)
            values = None
            if solved and margin_solvable(game):
                cards = [int(action.card) for action in candidates]  # type: ignore[union-attr]
                values = solved_card_values(game, cards, 0, self.solve_nodes)
            if values is not None:
                for index, value in enumerate(values):
                    results[index].append(sign * value)
            elif view.phase is Phase.PLAY:
                base, ctx = kernel_of(game), context_of(game)
                for index, action in enumerate(candidates):
                    kernel, roem = base.copy(), [0, 0]
                    play(kernel, int(action.card), ctx, roem)  # type: ignore[union-attr]
                    if exact and kernel.tricks_left:
                        value = solve(game, kernel, roem, 0)
                    else:
                        value = _margin(finish(game, kernel, roem))
                    results[index].append(sign * value)
            else:
                for index, action in enumerate(candidates):
                    copy = game.clone()
                    copy.apply_action(action)
                    results[index].append(sign * playout(copy, belote, settled))
            samples += 1
        return _ranked(view, candidates, results)


BID_FLOOR = 30.0
"""The least :func:`~audiojass.bots.heuristics.bidding.suit_strength` (the turned-up card
counted) of a trump the search takes or names: below it the sampled deals' noise alone made
the search take hearts holding none but the turned-up nine, or name spades with the queen and
ace alone (7 of 363 takes in seeded Belote deals; asked again, it passed)."""


def playable_bids(view: ContractObservation, legal: list[BidAction]) -> list[FamilyAction]:
    """``legal`` without the takes and suits named below :data:`BID_FLOOR`; where a suit must
    be named, the strongest is kept however weak."""
    turn_up = view.turn_up
    hand = mask_of(view.hand) | (turn_up.bit if turn_up is not None else 0)
    belote = has_belote(view)

    def strength(bid: BidAction) -> float | None:
        if isinstance(bid, Take) and turn_up is not None:
            return suit_strength(hand, turn_up.suit, belote=belote)
        if isinstance(bid, NameSuit):
            return suit_strength(hand, bid.suit, belote=belote)
        return None

    rated = [(bid, strength(bid)) for bid in legal]
    kept: list[FamilyAction] = [b for b, v in rated if v is None or v >= BID_FLOOR]
    if not kept:  # only trumps to choose from, all weak: the strongest
        kept = [max(rated, key=lambda pair: pair[1] or 0.0)[0]]
    return kept


EXACT_TRICKS_1821 = 5
"""In the second phase of the klaverjas of 1821, from this many cards in hand the deal is
solved exactly (:mod:`~audiojass.bots.playout`; 5 tricks: about 30 ms, at most 80)."""


def _exact_1821(
    game: ContractGame, candidates: list[FamilyAction], side: int
) -> list[float] | None:
    """The exact values of ``candidates`` in ``game`` (a sample of the klaverjas of 1821
    that is the true deal: its second phase, every card known) when few enough tricks are
    left; None otherwise, or when the solve is too large."""
    if not determined_1821(game) or not all(isinstance(a, PlayCard) for a in candidates):
        return None
    seat = game.current_player
    if seat is None or game.hands[seat].bit_count() > EXACT_TRICKS_1821:
        return None
    cards = [int(action.card) for action in candidates]  # type: ignore[union-attr]
    return exact_card_values(game, cards, side)


def _ranked(
    view: ContractObservation, candidates: list[FamilyAction], results: list[list[float]]
) -> list[Option]:
    """The candidates as options (:func:`~.base.ranked_options`), then any legal action not
    searched (value 0.0, no samples)."""
    options = ranked_options(candidates, results)
    options.extend(Option(a, 0.0, 0) for a in view.legal_actions if a not in candidates)
    return options


@dataclass(frozen=True, slots=True)
class _BidStep:
    """Another seat's bid of this deal and what it could bid then."""

    seat: int
    bid: BidAction
    legal: list[BidAction]
    history: list[tuple[int, BidAction]]
    turn_up: Card | None


def _bid_steps(view: ContractObservation) -> list[_BidStep]:
    """The other seats' bids of this deal, each with the bids legal then."""
    bidding = rules_of(view).trump.start(view.dealer, view.turn_up)
    steps = []
    for seat, bid in view.bids:
        if seat != view.seat:
            legal = bidding.legal_bids()
            if len(legal) > 1:
                steps.append(_BidStep(seat, bid, legal, list(bidding.history), view.turn_up))
        bidding.apply(bid)
    return steps


def _misses(
    steps: list[_BidStep],
    hands: list[int],
    played: list[int],
    belote: bool,
    completed: tuple[Random, int, int] | None = None,
) -> int:
    """How many of the other seats' bids the rule player would not have made holding the
    sampled hands (the cards they have played included): 0 for a deal that explains every
    bid. Samples are drawn again (a few times) to find one that explains the bidding.

    ``completed``: Belote after the completion, as (rng, the taker, the turned-up card): the
    hand a seat bid from is then 5 cards of its 8 drawn at random (never the turned-up card,
    which the taker got with the completion)."""
    misses = 0
    for step in steps:
        hand = hands[step.seat] | played[step.seat]
        if completed is not None:
            rng, taker, turn_up = completed
            cards = bits(hand & ~(1 << turn_up) if step.seat == taker else hand)
            hand = sum(1 << card for card in rng.sample(cards, 5))
        if rule_bid(hand, step.legal, step.history, step.seat, step.turn_up, belote) != step.bid:
            misses += 1
    return misses


def _template(view: ContractObservation) -> ContractGame:
    """A game standing where ``view`` stands, every hand still empty."""
    game = ContractGame(view.variant, 0, view.dealer)
    game.manual_announce = False  # the playouts announce everything, as the bots do
    game.deal_number = view.deal_number
    game.scores = list(view.scores)
    game.pot = view.pot
    game.turn_up = view.turn_up
    game.turn_up_taker = view.turn_up_taker
    bidding = game.rules.trump.start(view.dealer, view.turn_up)
    for _, bid in view.bids:
        bidding.apply(bid)
    game.bidding = bidding
    game.phase = view.phase
    if view.phase is not Phase.PLAY:
        return game
    result = bidding.result
    assert result is not None and result.trump is not None
    game.contract = result
    game.trump = result.trump
    game.mode = int(result.trump)
    game.tricks = list(view.tricks)
    game.points = list(view.points_taken)
    game.tricks_won = list(view.tricks_won)
    game.roem = list(view.roem)
    game.roem_scored = list(view.roem_scored)
    game.belote = list(view.belote)
    game.belote_cards = [card for _, card in view.belote_cards]
    trick = [int(c) for c in view.trick]
    game.trick = trick
    game.leader = view.trick_leader
    game.to_move = view.seat
    if view.tricks and any(isinstance(a, HandMelds) for a in game.rules.announcements):
        melds = tuple(
            view.provisional[team]
            - view.points_taken[team]
            - view.points_taken[team + 2]
            - view.roem[team]
            - view.belote[team]
            for team in (0, 1)
        )
        game.meld_award = MeldAward(view.meld_team, (melds[0], melds[1]), (None, None))
        game.melds_shown = view.melds_shown
    return game


def _sampled(
    template: ContractGame, view: ContractObservation, hands: list[int], stock: list[int]
) -> ContractGame:
    """A copy of ``template`` holding a sampled deal (current ``hands`` and ``stock``)."""
    game = template.clone()
    if view.phase is not Phase.PLAY:
        game.hands = hands[:]
        game.stock = tuple(Card(c) for c in stock)
        return game
    played = played_by(view)
    game.hands = [hands[s] | played[s] for s in range(4)]
    award, shown = game.meld_award, game.melds_shown
    for announcement in game.rules.announcements:
        announcement.start(game)
    if view.belote_cards:
        game.belote_holder = view.belote_cards[0][0]
    if award is not None:
        game.meld_award, game.melds_shown = award, shown
    game.hands = hands[:]
    return game


def _replay_misses(
    steps: list[_BidStep],
    hands: list[int],
    view: ContractObservation,
    played: list[int],
    rng: Random,
) -> int:
    """How many of the other seats' Klaberjass bids the rule player would not have made
    holding the sampled hands: in the bidding, the hands it bid from; after the completion,
    6 of its cards (held and played, as dealt: without the turn-up it took, with the 7 it
    gave for it) drawn at random."""
    suit = turned_suit(view)
    completed = view.phase is not Phase.TRUMP
    misses = 0
    for step in steps:
        hand = hands[step.seat]
        if completed:
            hand |= played[step.seat]
            if view.turn_up is not None and view.turn_up_taker == step.seat:
                hand &= ~view.turn_up.bit
                if view.dix == step.seat and view.trump is not None:
                    hand |= 1 << (int(view.trump) * 9 + Rank.SEVEN)
            cards = bits(hand)
            hand = sum(1 << card for card in rng.sample(cards, min(6, len(cards))))
        bid = klaberjass_bid(
            hand, step.legal, step.seat, view.dealer, view.players, view.turn_up, suit
        )
        if bid != step.bid:
            misses += 1
    return misses
