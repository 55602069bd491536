"""The learned value of Swiss positions: its inputs, its sign for each side, the shipped
network, and the search that mixes it in."""

from __future__ import annotations

import os
import subprocess
import sys
from io import BytesIO
from random import Random

import numpy as np
import pytest

from audiojass.bots import SearchBot, SearchBotV1, table_bot
from audiojass.bots import search as search_module
from audiojass.bots.knowledge import ALL_CARDS, bits
from audiojass.bots.search import _deal_others, _minimax, _trick_tree
from audiojass.bots.value import (
    FEATURES,
    ValueNet,
    canonical_perm,
    encode,
    load_value_net,
    margins,
    shipped_value_net,
)
from audiojass.rules import ChooseTrump, Phase, Schieben, TrumpMode, new_game
from audiojass.rules.cards import Card, mask_of
from audiojass.rules.tricks import TrickPlay


def _mask(*codes: str) -> int:
    mask = 0
    for code in codes:
        mask |= 1 << int(Card.parse(code))
    return mask


def test_canonical_perm_puts_the_trump_first_and_keeps_the_other_suits_in_order() -> None:
    assert canonical_perm(0) == (0, 1, 2, 3)
    assert canonical_perm(2) == (1, 2, 0, 3)
    assert canonical_perm(3) == (1, 2, 3, 0)
    assert canonical_perm(4) == canonical_perm(5) == (0, 1, 2, 3)


def test_encode_marks_each_card_by_where_it_is_seen_from_the_seat_to_move() -> None:
    # seat 1 to move; seat 0 led card 20 (suit 2); seat 1 holds card 0, seat 3 (its partner)
    # card 10, seat 2 (next) card 30; in Obenabe the suits keep their order
    hands = np.array([[0, 1 << 0, 1 << 30, 1 << 10]], dtype=np.uint64)
    x = encode(
        np.array([1]),
        hands,
        np.array([[20, -1, -1]]),
        np.array([[0, 1, 2]]),
        np.array([1.0], dtype=np.float32),
        np.array([0.0], dtype=np.float32),
        np.array([canonical_perm(4)]),
    )
    assert x.shape == (1, FEATURES)
    on = set(np.nonzero(x[0])[0].tolist())
    # own hand 0-35, next 36-71, partner 72-107, previous 108-143; the table by next,
    # partner, previous 144-251; one card on the table 253; the side to move can take all 256
    assert on == {0, 36 + 30, 72 + 10, 216 + 20, 253, 256}


def test_encode_reads_the_trump_suit_as_the_first() -> None:
    # trump suit 2: its card 2 * 9 + 5 becomes card 5; suit 0's card 3 becomes 9 + 3
    hands = np.array([[(1 << 23) | (1 << 3), 0, 0, 0]], dtype=np.uint64)
    x = encode(
        np.array([0]),
        hands,
        np.full((1, 3), -1),
        np.zeros((1, 3), dtype=np.int64),
        np.ones(1, dtype=np.float32),
        np.ones(1, dtype=np.float32),
        np.array([canonical_perm(2)]),
    )
    assert set(np.nonzero(x[0, :36])[0].tolist()) == {5, 12}


def _constant_net(points: float) -> ValueNet:
    """A network that says ``points`` for every position."""
    hidden = (np.zeros((FEATURES, 1), np.float32), np.zeros(1, np.float32))
    out = (np.zeros((1, 1), np.float32), np.full(1, points / 100, np.float32))
    return ValueNet(tuple([hidden, out] for _ in range(3)))


def test_margins_add_the_value_for_the_side_to_move_and_subtract_it_for_the_other() -> None:
    hands = [_mask("H6", "H7"), _mask("S6", "S7"), _mask("C6", "C7"), _mask("D6", "D7")]
    play = TrickPlay(hands, int(TrumpMode.OBENABE), 0, 2)
    play.points = [30, 10, 5, 0]  # side 0 has 35, side 1 has 10
    net = _constant_net(40.0)
    assert margins(net, [play], 0) == pytest.approx([25 + 40])  # seat 0 (side 0) to move
    assert margins(net, [play], 1) == pytest.approx([-25 - 40])
    play.play(int(Card.parse("H7")))  # now seat 1 (side 1) is to move
    assert margins(net, [play], 0) == pytest.approx([25 - 40])
    assert margins(net, [play], 3) == pytest.approx([-25 + 40])


def test_margins_refuse_a_finished_deal_or_mixed_modes() -> None:
    hands = [_mask("H6"), _mask("S6"), _mask("C6"), _mask("D6")]
    done = TrickPlay([0, 0, 0, 0], 0, 0, 0)
    with pytest.raises(ValueError):
        margins(_constant_net(0.0), [done], 0)
    with pytest.raises(ValueError):
        margins(_constant_net(0.0), [TrickPlay(hands, 0, 0, 1), TrickPlay(hands, 4, 0, 1)], 0)


def test_a_network_survives_its_file() -> None:
    net = _constant_net(12.0)
    arrays = {}
    for kind, layers in enumerate(net.layers):
        for depth, (weights, bias) in enumerate(layers):
            arrays[f"w{kind}_{depth}"] = weights
            arrays[f"b{kind}_{depth}"] = bias
    buffer = BytesIO()
    np.savez(buffer, **arrays)
    again = load_value_net(buffer.getvalue())
    x = np.zeros((2, FEATURES), np.float32)
    assert again.predict(1, x) == pytest.approx([12.0, 12.0])
    del arrays["w2_0"]
    buffer = BytesIO()
    np.savez(buffer, **arrays)
    with pytest.raises(KeyError):
        load_value_net(buffer.getvalue())


def test_the_shipped_network_sees_who_holds_the_winners() -> None:
    # Obenabe, nine cards each: the seat holding the four aces, four kings and a queen leads
    strong = _mask("HA", "SA", "CA", "DA", "HK", "SK", "CK", "DK", "HQ")
    rest = [c for c in range(36) if not strong >> c & 1]
    weak = [sum(1 << c for c in rest[i * 9 : (i + 1) * 9]) for i in range(3)]
    net = shipped_value_net()
    for seat in range(4):
        hands = weak[:]
        hands.insert(seat, strong)
        play = TrickPlay(hands, int(TrumpMode.OBENABE), seat, 9)
        holder_side, other_side = margins(net, [play], seat)[0], margins(net, [play], seat + 1)[0]
        assert holder_side > 100
        assert other_side < -100


def test_the_baseline_never_mixes_in_the_learned_value() -> None:
    assert SearchBotV1(1, value_mix=0.5).value_mix == 0.0
    assert SearchBotV1(1, value_mix=0.5, trump_value_mix=1.0).trump_value_mix == 0.0
    assert SearchBot(1, value_mix=0.5).value_mix == 0.5
    assert SearchBot(1, value_mix=0.5).trump_value_mix == 0.5
    assert SearchBot(1, value_mix=0.5, trump_value_mix=1.0).trump_value_mix == 1.0


def test_a_trump_choice_judged_by_the_network_alone_is_its_mean_over_the_sampled_deals() -> None:
    game = new_game("schieber", seed=21, first_dealer=0)
    game.apply_action(game.chance_outcome())
    seat = game.current_player
    assert seat is not None
    view = game.observation(seat)
    assert view.phase is Phase.TRUMP
    samples = 20
    bot = SearchBot(
        7,
        budget_ms=60_000,
        max_samples=samples,
        early_stop=False,
        inference=False,
        melds=False,
        value_mix=0.5,
        trump_value_mix=1.0,
    )
    judged = {option.action: option for option in bot.analyse(view)}
    # the same sampled deals: the bot's generator deals the 27 other cards and does nothing else
    rng = Random(7)
    hand = mask_of(view.hand)
    others = bits(ALL_CARDS & ~hand)
    deals = [_deal_others(rng, others, hand, seat) for _ in range(samples)]
    net = shipped_value_net()
    variant = view.variant
    chosen = [a for a in view.legal_actions if isinstance(a, ChooseTrump)]
    assert len(chosen) == 6
    for action in chosen:
        mode = int(action.mode)
        plays = [TrickPlay(hands[:], mode, view.forehand, 9) for hands in deals]
        expected = variant.multiplier(action.mode) * sum(margins(net, plays, seat)) / samples
        assert judged[action].samples == samples
        # float32 sums: the batches differ, and so may the last digits, by the CPU's kernels
        assert judged[action].value == pytest.approx(expected, abs=1e-3)


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["normal", "strong"])
def test_the_table_search_judges_with_the_learned_value_and_repeats_itself(kind: str) -> None:
    assert getattr(table_bot(kind, seed=5), "value_mix", 0) > 0
    assert getattr(table_bot(kind, seed=5), "trick_search", None) is (kind == "strong")
    game = new_game("schieber", seed=11, first_dealer=0)
    game.apply_action(game.chance_outcome())
    decisions = 0
    while decisions < 12:  # the trump choice and the first trick or so
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        action = table_bot(kind, seed=5, repeatable=True).act(view)
        assert action in view.legal_actions
        assert action == table_bot(kind, seed=5, repeatable=True).act(view)
        if view.phase is Phase.TRUMP:
            assert isinstance(action, ChooseTrump | Schieben)
        game.apply_action(action)
        decisions += 1


def _led_ace_of_spades() -> TrickPlay:
    """Hearts trump, South (0) has led the ace of spades; West holds two spades, North none,
    East four and five trumps."""
    hands = [
        _mask("SA", "S6", "S7", "C6", "C7", "D6", "D7", "D8", "D9"),
        _mask("S8", "S9", "C8", "C9", "D10", "DJ", "DQ", "DK", "DA"),
        _mask("H6", "H7", "C10", "CJ", "CQ", "CK", "CA", "HJ", "H9"),
        _mask("S10", "SJ", "SQ", "SK", "H8", "H10", "HQ", "HK", "HA"),
    ]
    play = TrickPlay(hands, int(TrumpMode.HEARTS), 0, 9)
    play.play(int(Card.parse("SA")))
    return play


def _legal_cards(play: TrickPlay) -> list[int]:
    return [c for c in range(36) if play.legal_mask() >> c & 1]


def test_a_trick_search_finishes_the_trick_every_way_it_can_be_finished() -> None:
    play = _led_ace_of_spades()
    before = (play.hands[:], play.trick[:])
    expected = set()
    for west in _legal_cards(play):
        after_west = play.copy()
        after_west.play(west)
        for north in _legal_cards(after_west):
            after_north = after_west.copy()
            after_north.play(north)
            for east in _legal_cards(after_north):
                expected.add((west, north, east))
    assert len(expected) > 40  # North may play any card, East follows or trumps
    leaves: list[TrickPlay] = []
    tree = _trick_tree(play, leaves, 1000)
    assert (play.hands, play.trick) == before  # the position itself is not changed
    assert tree is not None
    assert len(leaves) == len(expected)
    assert all(not leaf.trick and leaf.tricks_left == 8 for leaf in leaves)
    held = play.hands[1] | play.hands[2] | play.hands[3]
    finished = set()
    for leaf in leaves:
        gone = held & ~(leaf.hands[1] | leaf.hands[2] | leaf.hands[3])
        finished.add(tuple(c for c in range(36) if gone >> c & 1))
    assert finished == {tuple(sorted(cards)) for cards in expected}
    assert _trick_tree(play, leaves, len(expected) - 1) is None
    assert len(leaves) == len(expected)  # a tree too large appends nothing


def test_the_trick_search_takes_the_best_card_for_each_side() -> None:
    # side 1 moves first, then side 0 in each branch; values are side 0's margins
    tree = (1, [(0, [0, 1]), (0, [2, 3])])
    values = [5.0, -2.0, 1.0, 3.0]
    assert _minimax(tree, values, 0) == 3.0  # side 0 takes 5 or 3; side 1 leaves it 3
    assert _minimax(tree, [-v for v in values], 1) == -3.0  # the same tree seen by side 1
    assert _minimax(2, values, 0) == 1.0


def test_the_search_mixes_in_the_searched_trick(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game("schieber", seed=11, first_dealer=0)
    game.apply_action(game.chance_outcome())
    while True:  # to the first lead
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        if view.phase is Phase.PLAY:
            break
        game.apply_action(table_bot("easy", seed=1).act(view))
    monkeypatch.setattr(search_module, "_minimax", lambda tree, values, mine: 1000.0)
    monkeypatch.setattr(search_module, "TRICK_LEAVES", 10**6)  # no tree is too large
    options = dict(budget_ms=60_000, max_samples=16, early_stop=False, value_mix=1.0)
    searched = SearchBot(3, trick_search=True, **options).analyse(view)  # type: ignore[arg-type]
    assert [o.value for o in searched] == [1000.0] * len(view.legal_actions)
    greedy = SearchBot(3, **options).analyse(view)  # type: ignore[arg-type]
    assert all(o.value != 1000.0 for o in greedy)


@pytest.mark.slow
@pytest.mark.parametrize("module", ["audiojass.arena", "audiojass.bots.policy", "audiojass.bots"])
def test_numpy_is_first_imported_with_one_blas_thread(module: str) -> None:
    """The networks' small batches run on one BLAS thread: whichever module of the package
    first imports numpy, the thread variables are already set (a pool beside the arena's
    processes made decisions many times slower)."""
    probe = (
        "import os, sys\n"
        "class Probe:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'numpy' and 'seen' not in globals():\n"
        "            globals()['seen'] = os.environ.get('OPENBLAS_NUM_THREADS')\n"
        "        return None\n"
        "sys.meta_path.insert(0, Probe())\n"
        f"import {module}\n"
        "print(globals().get('seen'))\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.endswith("_NUM_THREADS")}
    done = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "1"
