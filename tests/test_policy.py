"""Inference from play: the policy's inputs, the cards it weighs, deals weighed by them, and
the true deal never excluded."""

from __future__ import annotations

import math
from random import Random

import numpy as np
import pytest

from audiojass.bots import RandomBot, RuleBot, SearchBot, SearchBotV1
from audiojass.bots import search as search_module
from audiojass.bots.knowledge import Knowledge, bits
from audiojass.bots.policy import (
    PLAY_NOISE,
    PLAY_TEMPER,
    POLICY_FEATURES,
    PlayLikelihood,
    PolicyNet,
    TrickFinisher,
    encode_policy,
    normalised,
    policy_play_out,
    seen_from,
    shipped_policy_net,
)
from audiojass.bots.value import canonical_perm
from audiojass.rules import ChooseTrump, Phase, PlayCard, TrumpMode, new_game
from audiojass.rules.cards import mask_of
from audiojass.rules.tricks import TrickPlay, swiss_legal_mask


def _cmap(mode: int) -> np.ndarray:
    perm = canonical_perm(mode)
    return np.array([perm[card // 9] * 9 + card % 9 for card in range(36)])


def test_encode_policy_marks_each_card_by_where_it_is_seen_from_the_seat_to_move() -> None:
    # trump clubs (suit 3): clubs become the first suit, hearts (0) the second
    ace_hearts, six_clubs, king_spades, ten_diamonds = 8, 27, 25, 13
    x = encode_policy(
        np.array([1 << ace_hearts], dtype=np.uint64),
        np.array([[0, 1 << six_clubs, 0, 0]], dtype=np.uint64),  # the next seat played it
        np.array([[0, 1 << king_spades, 1 << ten_diamonds]], dtype=np.uint64),
        np.array([2]),
        np.array([0]),
        _cmap(3)[None, :],
    )
    assert x.shape == (1, POLICY_FEATURES)
    expected = {
        0 * 36 + 9 + 8,  # own hand: the ace of the second suit
        2 * 36 + 0 + 0,  # the next seat's finished tricks: the six of trumps
        6 * 36 + 27 + 7,  # the partner's card on the table: the king of the fourth suit
        7 * 36 + 18 + 4,  # the previous seat's: the ten of the third suit
        288 + 2,  # two cards on the table
        292 + 0,  # a trump suit
    }
    assert set(np.nonzero(x[0])[0].tolist()) == expected


def _schieber_after(cards: int, seed: int = 4):
    """A Schieber game of rule players after ``cards`` cards of the card play."""
    game = new_game("schieber", seed=seed, first_dealer=0)
    game.apply_action(game.chance_outcome())
    bots = [RuleBot(seed + s) for s in range(4)]
    played = 0
    while played < cards or game.phase is not Phase.PLAY:
        seat = game.current_player
        assert seat is not None
        action = bots[seat].act(game.observation(seat))
        played += isinstance(action, PlayCard)
        game.apply_action(action)
    return game


def _view_after(cards: int):
    """The Schieber game of :func:`_schieber_after` and the view of the seat to play."""
    game = _schieber_after(cards)
    seat = game.current_player
    assert seat is not None
    view = game.observation(seat)
    assert view.trump is not None
    return game, view


def test_the_likelihood_weighs_each_card_the_other_seats_played() -> None:
    game = _schieber_after(6)
    seat = game.current_player
    assert seat is not None
    view = game.observation(seat)
    likelihood = PlayLikelihood.from_observation(view, PolicyNet([]))
    assert likelihood is not None
    tricks = [(t.leader, t.cards) for t in view.tricks] + [(view.trick_leader, view.trick)]
    seen = [
        ((leader + i) % 4, int(card))
        for leader, cards in tricks
        for i, card in enumerate(cards)
        if (leader + i) % 4 != seat
    ]
    assert [(p.seat, p.card) for p in likelihood.plays] == seen
    for index, play in enumerate(likelihood.plays):
        later = [c for s, c in seen[index:] if s == play.seat]
        assert play.later == sum(1 << c for c in later)
    assert len(likelihood.public) == len(seen)


def test_nothing_to_weigh_before_another_seat_plays_or_in_putz() -> None:
    game = _schieber_after(0)
    seat = game.current_player
    assert seat is not None
    assert PlayLikelihood.from_observation(game.observation(seat), PolicyNet([])) is None
    putz = new_game("putz3", seed=1, first_dealer=0)
    putz.apply_action(putz.chance_outcome())
    assert PlayLikelihood.from_observation(putz.observation(0), PolicyNet([])) is None


def _top_rank_policy() -> PolicyNet:
    """A policy that prefers the higher ranks of the hand (logit 2 × canonical rank)."""
    weights = np.zeros((POLICY_FEATURES, 36), dtype=np.float32)
    for card in range(36):
        weights[card, card] = 2.0 * (card % 9)
    return PolicyNet([(weights, np.zeros(36, dtype=np.float32))])


def test_a_lead_of_a_low_card_says_the_leader_holds_no_higher_one() -> None:
    """Under a policy that leads high, a deal where the leader still holds the aces weighs
    less than one where its small lead was among its best cards."""
    game = new_game("schieber", seed=3, first_dealer=3)
    game.apply_action(game.chance_outcome())
    game.apply_action(ChooseTrump(TrumpMode.OBENABE))
    leader = game.current_player
    assert leader is not None
    low = min(game.hand(leader), key=lambda c: int(c) % 9)
    game.apply_action(PlayCard(low))
    view = game.observation((leader + 1) % 4)
    likelihood = PlayLikelihood.from_observation(view, _top_rank_policy())
    assert likelihood is not None
    assert [(p.seat, p.card) for p in likelihood.plays] == [(leader, int(low))]
    rest = [c for c in range(36) if c != int(low)]
    aces = [c for c in rest if c % 9 == 8][:4]
    small = sorted(rest, key=lambda c: c % 9)[:8]
    with_aces = aces + [c for c in small if c not in aces][:4]
    deals = [[0] * 4, [0] * 4]
    deals[0][leader] = sum(1 << c for c in with_aces)
    deals[1][leader] = sum(1 << c for c in small)
    holding, lacking = likelihood.log_weights(deals)
    assert holding < lacking - 0.5


def test_weights_are_normalised_to_the_heaviest() -> None:
    assert normalised([-3.0, -1.0, -1.0 - math.log(4)]) == pytest.approx([math.exp(-2), 1, 0.25])


class _Prefers:
    """A likelihood stub: deals giving ``seat`` the ``card`` are e^50 times likelier."""

    def __init__(self, seat: int, card: int) -> None:
        self.seat, self.card = seat, card

    def log_weights(self, deals):
        return [0.0 if deal[self.seat] >> self.card & 1 else -50.0 for deal in deals]


def test_weighed_samples_are_drawn_by_their_likelihood() -> None:
    game = _schieber_after(5)
    seat = game.current_player
    assert seat is not None
    view = game.observation(seat)
    knowledge = Knowledge.from_observation(view)
    other = (seat + 1) % 4
    card = next(c for c in range(36) if knowledge.allowed[other] & knowledge.unseen >> c & 1)
    rng = Random(2)
    drawn = search_module._weighed_samples(knowledge, None, _Prefers(other, card), rng)  # type: ignore[arg-type]
    assert len(drawn) == search_module.PLAY_BATCH
    assert all(hands[other] >> card & 1 for hands, _ in drawn)
    unweighed = [knowledge.sample(Random(s))[0] for s in range(48)]
    assert not all(hands[other] >> card & 1 for hands in unweighed)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["jass", "schieber"])
def test_the_true_deal_keeps_a_weight_above_the_noise_floor(name: str) -> None:
    """Every card any player could play keeps at least the uniform share of the noise, so
    the true deal's log-weight is at least the tempered sum of those shares."""
    checked = 0
    for seed in range(30):
        game = new_game(name, seed=seed, first_dealer=seed % 4)
        game.apply_action(game.chance_outcome())
        bots = [RuleBot(seed + s) if (seed + s) % 3 else RandomBot(seed + s) for s in range(4)]
        history: list[tuple[int, int, list[int]]] = []  # seat, hand, trick before the card
        while game.phase is not Phase.OVER and not game.is_chance_node():
            seat = game.current_player
            assert seat is not None
            view = game.observation(seat)
            if view.phase is Phase.PLAY and view.trump is not None:
                likelihood = PlayLikelihood.from_observation(view)
                if likelihood is not None:
                    hands = [mask_of(game.hand(s)) for s in range(4)]
                    (logged,) = likelihood.log_weights([hands])
                    floor = sum(
                        math.log(PLAY_NOISE / swiss_legal_mask(h, t, int(view.trump)).bit_count())
                        for s, h, t in history
                        if s != seat
                    )
                    assert math.isfinite(logged)
                    assert logged >= PLAY_TEMPER * floor - 1e-6
                    checked += 1
            action = bots[seat].act(view)
            if isinstance(action, PlayCard):
                history.append((seat, mask_of(game.hand(seat)), [int(c) for c in view.trick]))
            game.apply_action(action)
            if view.phase is Phase.PLAY and len(history) == 36:
                break
    assert checked >= 800


def test_the_search_with_inference_from_play_repeats_itself_and_the_baseline_ignores_it() -> None:
    game = _schieber_after(9)
    seat = game.current_player
    assert seat is not None
    view = game.observation(seat)
    first = SearchBot(5, max_samples=32, value_mix=0.5, play_inference=True).analyse(view)
    again = SearchBot(5, max_samples=32, value_mix=0.5, play_inference=True).analyse(view)
    assert [(o.action, o.value) for o in first] == [(o.action, o.value) for o in again]
    assert first[0].action in view.legal_actions
    assert first[0].samples == 32
    assert not SearchBotV1(5, play_inference=True).play_inference


def test_the_finisher_plays_the_trick_out_with_the_card_the_policy_likes_best() -> None:
    game, view = _view_after(5)
    seat = view.seat
    mode = int(view.trump)
    finisher = TrickFinisher.from_observation(view, _top_rank_policy())
    assert finisher is not None
    hands = [mask_of(game.hand(s)) for s in range(4)]
    won = [0] * 4
    for record in view.tricks:
        won[record.winner] += 1
    play = TrickPlay(hands[:], mode, view.trick_leader, 9 - len(view.tricks))
    play.trick = [int(c) for c in view.trick]
    play.points = list(view.points_taken)
    play.tricks_won = won
    play.play(min(bits(swiss_legal_mask(hands[seat], play.trick, mode))))
    expected = play.copy()
    while expected.trick:  # the legal card of the highest canonical rank, seat by seat
        mover = (expected.leader + len(expected.trick)) % 4
        legal = swiss_legal_mask(expected.hands[mover], expected.trick, mode)
        expected.play(max(bits(legal), key=lambda c: _cmap(mode)[c] % 9))
    idle = TrickPlay(hands[:], mode, 0, 9)
    finisher.finish([play, idle])
    assert not play.trick
    assert play.hands == expected.hands
    assert play.points == expected.points
    assert idle.hands == hands and not idle.trick
    assert TrickFinisher.from_observation(_putz_view(), PolicyNet([])) is None


def _putz_view():
    putz = new_game("putz3", seed=1, first_dealer=0)
    putz.apply_action(putz.chance_outcome())
    return putz.observation(0)


def test_seen_from_turns_the_seats_to_the_one_to_move() -> None:
    finished = [1 << 0, 1 << 1, 1 << 2, 1 << 3]  # seat s played card s
    # seat 2 to move after seats 3 (card 20), 0 (card 21) and 1 (card 22) played
    history, table = seen_from(2, finished, [20, 21, 22])
    assert history == [1 << 2, 1 << 3, 1 << 0, 1 << 1]  # itself, next, partner, previous
    assert table == [1 << 20, 1 << 21, 1 << 22]  # the next seat, the partner, the previous
    assert seen_from(2, finished, [30])[1] == [0, 0, 1 << 30]


def test_the_policy_plays_a_deal_out_seeing_the_finished_tricks_as_each_seat_does() -> None:
    """Every card of the play-out is the legal card the network likes best for one position
    encoded on its own: the mover's hand, what each seat played in the finished tricks of the
    observation and of the play-out, the trick on the table."""
    game, view = _view_after(6)
    mode = int(view.trump)
    net = shipped_policy_net()
    finished = [0] * 4
    for record in view.tricks:
        for index, card in enumerate(record.cards):
            finished[(record.leader + index) % 4] |= card.bit
    hands = [mask_of(game.hand(s)) for s in range(4)]
    start = TrickPlay(hands[:], mode, view.trick_leader, 9 - len(view.tricks))
    start.trick = [int(c) for c in view.trick]
    start.points = list(view.points_taken)
    expected = start.copy()
    seen = finished[:]
    kind = np.array([0 if mode < 4 else mode - 3])
    while expected.tricks_left:
        trick = expected.trick
        mover = (expected.leader + len(trick)) % 4
        history, table = seen_from(mover, seen, trick)
        x = encode_policy(
            np.array([expected.hands[mover]], dtype=np.uint64),
            np.array([history], dtype=np.uint64),
            np.array([table], dtype=np.uint64),
            np.array([len(trick)]),
            kind,
            _cmap(mode)[None, :],
        )
        logits = net.logits(x)[0]
        legal = bits(swiss_legal_mask(expected.hands[mover], trick, mode))
        card = max(legal, key=lambda c: logits[_cmap(mode)[c]])
        if len(trick) == 3:
            for index, played in enumerate([*trick, card]):
                seen[(expected.leader + index) % 4] |= 1 << played
        expected.play(card)
    plays = [start.copy(), start.copy()]
    played_from = [finished[:], finished[:]]
    policy_play_out(net, mode, True, plays[:1], played_from[:1], trick_end=True)
    assert not plays[0].trick and plays[0].tricks_left == start.tricks_left - bool(start.trick)
    policy_play_out(net, mode, True, plays, played_from)
    for play in plays:
        assert play.tricks_left == 0 and not any(play.hands)
        assert play.points == expected.points
        assert sum(play.points) == 157
    assert played_from[0] == played_from[1] == [seen[s] for s in range(4)]


def test_the_search_with_policy_play_outs_repeats_itself_and_the_baseline_ignores_it() -> None:
    game = _schieber_after(9)
    seat = game.current_player
    assert seat is not None
    view = game.observation(seat)
    options = {"value_mix": 0.5, "policy_rollout": True}
    first = SearchBot(5, max_samples=32, **options).analyse(view)
    again = SearchBot(5, max_samples=32, **options).analyse(view)
    plain = SearchBot(5, max_samples=32, value_mix=0.5).analyse(view)
    assert [(o.action, o.value) for o in first] == [(o.action, o.value) for o in again]
    assert [o.value for o in first] != [o.value for o in plain]
    assert first[0].samples == 32
    trump_game = new_game("schieber", seed=8, first_dealer=0)
    trump_game.apply_action(trump_game.chance_outcome())
    chooser = trump_game.current_player
    assert chooser is not None
    trump_view = trump_game.observation(chooser)
    by_policy = SearchBot(5, max_samples=16, value_mix=0.5, policy_trump=True)
    ranked = by_policy.analyse(trump_view)
    assert {o.action for o in ranked} == set(trump_view.legal_actions)
    assert [o.value for o in ranked] != [
        o.value for o in SearchBot(5, max_samples=16, value_mix=0.5).analyse(trump_view)
    ]
    baseline = SearchBotV1(5, policy_rollout=True, policy_trump=True)
    assert not baseline.policy_rollout and not baseline.policy_trump
