"""The learned Putz value: its inputs seen from the seat to move, its targets in play order,
the judgement it gives each seat, and the search that mixes it in."""

from __future__ import annotations

from io import BytesIO

import numpy as np
import pytest

from audiojass.bots import SearchBot
from audiojass.bots import search as search_module
from audiojass.bots.putz_value import (
    PutzValueNet,
    encode_positions,
    features,
    load_putz_value_net,
    shipped_putz_value_net,
    targets,
    utilities,
)
from audiojass.bots.value import canonical_perm
from audiojass.rules import Phase, PlayCard, new_game
from audiojass.rules.cards import Card
from audiojass.rules.tricks import TrickPlay
from audiojass.rules.variants import Putz, get_variant


def _mask(*codes: str) -> int:
    mask = 0
    for code in codes:
        mask |= 1 << int(Card.parse(code))
    return mask


def _putz(name: str) -> Putz:
    variant = get_variant(name)
    assert isinstance(variant, Putz)
    return variant


def test_features_count_hands_table_counts_points_and_tricks_left() -> None:
    assert features(3) == 5 * 36 + 9 + 1
    assert features(5) == 9 * 36 + 15 + 1


def test_encode_reads_every_card_and_the_points_from_the_seat_to_move() -> None:
    # Putz for three, trump suit 0: seat 2 led card 20, seat 0 is to move (seat 1 is next)
    hands = [1 << 0, 1 << 30, 1 << 10]
    play = TrickPlay(hands, 0, 2, 4)
    play.trick = [20]
    play.points = [25, 3, 40]
    x = encode_positions([play], np.array([canonical_perm(0)]))
    assert x.shape == (1, features(3))
    on = set(np.nonzero(x[0])[0].tolist())
    # hands: own 0-35, next (seat 1) 36-71, the one after (seat 2) 72-107; table: played by
    # the seat one after the mover 108-143, two after 144-179 (seat 2: 144 + 20); one card on
    # the table 181; points 183-185 (own, next, after); the apple line 186-188; tricks left 189
    assert on == {0, 36 + 30, 72 + 10, 144 + 20, 181, 183, 184, 185, 186, 188, 189}
    assert x[0, 183] == pytest.approx(0.25)
    assert x[0, 185] == pytest.approx(0.40)
    assert x[0, 189] == pytest.approx(4 / 9)


def test_encode_reads_the_trump_suit_as_the_first() -> None:
    # trump suit 2: its card 2 * 9 + 5 becomes card 5; suit 0's card 3 becomes 9 + 3
    play = TrickPlay([_mask("H6") | (1 << 23) | (1 << 3), 0, 0], 2, 0, 9)
    x = encode_positions([play], np.array([canonical_perm(2)]))
    held = set(np.nonzero(x[0, :36])[0].tolist())
    assert {5, 12} <= held


def test_encode_refuses_positions_of_different_sizes() -> None:
    three = TrickPlay([0, 0, 0], 0, 0, 1)
    five = TrickPlay([0] * 5, 0, 0, 1)
    with pytest.raises(ValueError):
        encode_positions([three, five], np.array([canonical_perm(0)] * 2))


def test_targets_are_awards_then_points_in_play_order_from_the_mover() -> None:
    # Putz for three: 100, 40, 17 points: seat 2 has an apple, seats 0 and 1 the places
    variant = _putz("putz3")
    assert variant.putz_awards([100, 40, 17]) == [1, 1, -1]
    assert targets(variant, [100, 40, 17], 2) == [-1.0, 1.0, 1.0, 0.17, 1.0, 0.40]


def _constant_net(players: int, outputs: list[float]) -> PutzValueNet:
    """A network whose output is ``outputs`` for any position (zero weights, that bias)."""
    width = features(players)
    return PutzValueNet(
        players,
        [
            (np.zeros((width, 4), dtype=np.float32), np.zeros(4, dtype=np.float32)),
            (np.zeros((4, 2 * players), dtype=np.float32), np.array(outputs, dtype=np.float32)),
        ],
    )


def test_utilities_read_each_seats_output_from_the_seat_to_move() -> None:
    # outputs for the mover, the next seat, the one after: awards 2, -1, 1; points 0.5, 0.1, 0.3
    net = _constant_net(3, [2.0, -1.0, 1.0, 0.5, 0.1, 0.3])
    play = TrickPlay([1, 2, 4], 0, 1, 1)  # seat 1 to move
    assert utilities(net, [play], 1, 0.002) == [pytest.approx(2.0 + 0.002 * 50)]
    assert utilities(net, [play], 2, 0.002) == [pytest.approx(-1.0 + 0.002 * 10)]
    assert utilities(net, [play], 0, 0.0) == [pytest.approx(1.0)]


def test_a_saved_network_loads_with_its_layers() -> None:
    net = _constant_net(5, [0.0] * 9 + [1.0])
    buffer = BytesIO()
    np.savez(
        buffer,
        **{f"w_{d}": w for d, (w, _) in enumerate(net.layers)},
        **{f"b_{d}": b for d, (_, b) in enumerate(net.layers)},
    )
    loaded = load_putz_value_net(5, buffer.getvalue())
    assert loaded.players == 5
    assert len(loaded.layers) == 2
    play = TrickPlay([0, 0, 0, 0, 1], 0, 0, 1)
    assert loaded.predict(encode_positions([play], np.array([canonical_perm(0)])))[0, 9] == 1.0
    empty = BytesIO()
    np.savez(empty, other=np.zeros(1))
    with pytest.raises(KeyError):
        load_putz_value_net(5, empty.getvalue())


def test_the_search_judges_each_card_by_the_value_it_mixes_in(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A network that gives the seat to move after the trick (its winner) an award ``w`` and
    the others nothing: with the whole judgement from it, each card's value is ``w`` times the
    share of the sampled deals in which it takes the trick."""
    game = new_game("putz3", seed=4, first_dealer=0)
    game.apply_action(game.chance_outcome())
    while True:
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        cards = [a for a in view.legal_actions if isinstance(a, PlayCard)]
        if view.phase is Phase.PLAY and len(cards) > 2 and not view.trick:
            break
        game.apply_action(view.legal_actions[0])

    def values(w: float) -> dict[object, float]:
        net = _constant_net(3, [w, 0.0, 0.0, 0.0, 0.0, 0.0])
        monkeypatch.setattr(search_module, "shipped_putz_value_net", lambda players: net)
        bot = SearchBot(1, max_samples=16, early_stop=False, putz_value_mix=1.0)
        return {option.action: option.value for option in bot.analyse(view)}

    takes, gives = values(5.0), values(-5.0)
    assert set(takes) == set(view.legal_actions)
    for action, value in takes.items():
        assert value * 16 / 5 == pytest.approx(round(value * 16 / 5))
        assert 0 <= value <= 5
        assert gives[action] == pytest.approx(-value)
    assert len({round(v, 6) for v in takes.values()}) > 1


def test_without_a_shipped_network_the_search_plays_as_without_the_option(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert shipped_putz_value_net(4) is None  # no Putz for four, no network for it
    game = new_game("putz3", seed=9, first_dealer=0)
    game.apply_action(game.chance_outcome())
    view = game.observation(game.current_player or 0)
    plain = SearchBot(3, max_samples=16, early_stop=False).analyse(view)
    monkeypatch.setattr(search_module, "shipped_putz_value_net", lambda players: None)
    mixed = SearchBot(3, max_samples=16, early_stop=False, putz_value_mix=0.5).analyse(view)
    assert mixed == plain
