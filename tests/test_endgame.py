"""The exact endgame solver of the Swiss trick play against a plain brute-force search written
here (every legal card tried, the engine's own ``TrickPlay.play`` scoring each trick), on
hundreds of small random positions: one to three tricks left, mid-trick too, every trump mode,
four seats in partnership and three, four or five each for themselves."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from audiojass.bots.endgame import distinct_cards, root_values, solve_putz, solve_team
from audiojass.rules.cards import parse_cards
from audiojass.rules.tricks import TrickPlay
from audiojass.rules.variants import Putz3, Putz5


def _cards(play: TrickPlay) -> list[int]:
    mask = play.legal_mask()
    return [card for card in range(36) if mask >> card & 1]


def _brute_team(play: TrickPlay, side: int, match_bonus: int) -> int:
    """Minimax over every legal card: the final margin of ``side`` (seats side, side + 2)."""
    if play.done:
        points = play.points
        won = play.tricks_won
        margin = points[side] + points[side + 2] - points[1 - side] - points[3 - side]
        if won[1 - side] + won[3 - side] == 0:
            margin += match_bonus
        if won[side] + won[side + 2] == 0:
            margin -= match_bonus
        return margin
    values = []
    for card in _cards(play):
        after = play.copy()
        after.play(card)
        values.append(_brute_team(after, side, match_bonus))
    return max(values) if play.to_move % 2 == side else min(values)


def _brute_putz(play: TrickPlay, awards) -> tuple[float, ...]:
    """Max-n over every legal card; a seat indifferent between outcomes prefers the one with
    the least total for the others, then the least value of each other seat in turn after
    it."""
    if play.done:
        return tuple(awards(list(play.points)))
    seat = play.to_move
    players = play.players
    best: tuple[float, ...] | None = None
    best_rank: tuple[float, ...] = ()
    for card in _cards(play):
        after = play.copy()
        after.play(card)
        value = _brute_putz(after, awards)
        others = [value[(seat + k) % players] for k in range(1, players)]
        rank = (value[seat], -sum(others), *(-v for v in others))
        if best is None or rank > best_rank:
            best, best_rank = value, rank
    assert best is not None
    return best


def _position(rng: random.Random, players: int, *, team: bool) -> TrickPlay:
    """A random position: 1 to 3 tricks left of a deal whose earlier tricks went to random
    seats (sometimes all to one side, sometimes none yet), up to players - 1 cards of the
    current trick played legally; the rest of the 36 cards out of play."""
    tricks = rng.randint(1, 3)
    deck = list(range(36))
    rng.shuffle(deck)
    hands = [0] * players
    for seat in range(players):
        for card in deck[seat * tricks : (seat + 1) * tricks]:
            hands[seat] |= 1 << card
    play = TrickPlay(hands, rng.randrange(6), rng.randrange(players), tricks, rng.random() < 0.7)
    history = rng.choice(("fresh", "one side", "mixed"))
    if history != "fresh":
        earlier = rng.randint(1, 9 - tricks) if players == 4 else rng.randint(1, 3)
        side = rng.randrange(2)
        for _ in range(earlier):
            if team and history == "one side":
                seat = side + 2 * rng.randrange(2)
            else:
                seat = rng.randrange(players)
            play.tricks_won[seat] += 1
            play.points[seat] += rng.choice((0, 2, 4, 10, 11, 14, 20, 25))
    for _ in range(rng.randrange(players)):
        play.play(rng.choice(_cards(play)))
    return play


def _state(play: TrickPlay) -> tuple[object, ...]:
    return (
        play.hands[:],
        play.trick[:],
        play.leader,
        play.tricks_left,
        play.points[:],
        play.tricks_won[:],
        play.last_winner,
        play.mode,
        play.buur_exemption,
    )


@pytest.mark.slow
def test_team_values_equal_brute_force_on_random_positions() -> None:
    """400 positions: the solver's margin for either side, and for every legal card, equals
    the brute force's; the position is left as it was."""
    rng = random.Random(13)
    for _ in range(400):
        play = _position(rng, 4, team=True)
        me = rng.randrange(4)
        bonus = rng.choice((0, 100))
        before = _state(play)
        expected = _brute_team(play, me % 2, bonus)
        assert solve_team(play, me, bonus) == expected
        assert _state(play) == before
        values = root_values(play, me, bonus)
        assert _state(play) == before
        legal = _cards(play)
        assert sorted(values) == legal
        for card in legal:
            after = play.copy()
            after.play(card)
            assert values[card] == _brute_team(after, me % 2, bonus)
        pick = max if play.to_move % 2 == me % 2 else min
        assert pick(values.values()) == expected


def _awards_for(players: int):
    if players == 3:
        variant: Putz3 | Putz5 | None = Putz3()
    elif players == 5:
        variant = Putz5()
    else:
        variant = None

    def awards(points: list[int]) -> Sequence[float]:
        if variant is None:  # four seats: the best one point, everybody a little per point
            top = max(points)
            return [(1.0 if p == top else 0.0) + 0.002 * p for p in points]
        return [a + 0.002 * p for a, p in zip(variant.putz_awards(points), points, strict=True)]

    return awards


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
def test_putz_values_equal_brute_force_on_random_positions(players: int) -> None:
    """Max-n: 150 positions for each number of seats (Putz's awards for three and five,
    apples included), every seat's value equals the brute force's; the position is left as
    it was."""
    rng = random.Random(players)
    awards = _awards_for(players)
    for _ in range(150):
        play = _position(rng, players, team=False)
        before = _state(play)
        expected = _brute_putz(play, awards)
        assert solve_putz(play, awards) == pytest.approx(list(expected), abs=1e-9)
        assert _state(play) == before


def _hands(*codes: str) -> list[int]:
    return [sum(1 << int(card) for card in parse_cards(code)) for code in codes]


def test_the_last_two_tricks_with_the_match_bonus() -> None:
    """Hearts trump, seat 0 leads the last two tricks holding the jack and nine of trumps,
    its side having taken every trick so far: it draws both tricks (jack, then nine) and
    takes the match: 20 + 14 + the others' 4 + 0 + 11 + 0 card points, 5 for the last trick,
    100 for the match."""
    hands = _hands("HJ H9", "D6 S7", "SK D8", "CA C6")
    play = TrickPlay(hands, 0, 0, 2)
    play.tricks_won = [4, 0, 3, 0]
    play.points = [60, 0, 33, 0]
    card = 20 + 14 + 0 + 0 + 4 + 0 + 11 + 0
    assert solve_team(play, 0, 100) == 60 + 33 + card + 5 + 100
    assert solve_team(play, 1, 100) == -(60 + 33 + card + 5 + 100)
    values = root_values(play, 2, 100)
    assert values == {int(parse_cards("H9")[0]): 60 + 33 + card + 5 + 100} | {
        int(parse_cards("HJ")[0]): 60 + 33 + card + 5 + 100
    }


def test_touching_cards_of_equal_points_count_once() -> None:
    """Spades trump: the 6 and 7 of hearts (no points) touch; the 9 of hearts (no points
    either) joins them once the 8 is out of play, not while another hand holds it. The trump
    6 and 7 also touch. Only the weakest of a set is kept."""
    six, seven, nine = (int(c) for c in parse_cards("H6 H7 H9"))
    eight = int(parse_cards("H8")[0])
    spade6, spade7 = (int(c) for c in parse_cards("S6 S7"))
    legal = 1 << six | 1 << seven | 1 << nine | 1 << spade6 | 1 << spade7
    assert distinct_cards(legal, legal | 1 << eight, 2) == [six, nine, spade6]
    assert distinct_cards(legal, legal, 2) == [six, spade6]
    # Undenufe (the 7 below the 6): the 6 is worth 11, the 7 nothing: never one set
    assert distinct_cards(1 << six | 1 << seven, 1 << six | 1 << seven, 5) == [seven, six]


def _margin(play: TrickPlay, side: int) -> int:
    points = play.points
    return points[side] + points[side + 2] - points[1 - side] - points[3 - side]


def _memo_team(play: TrickPlay, side: int, bonus: int, memo: dict) -> int:
    """:func:`_brute_team` less the margin taken so far, each position solved once."""
    won = play.tricks_won
    key = (
        tuple(play.hands),
        tuple(play.trick),
        play.leader,
        won[side] + won[side + 2] > 0,
        won[1 - side] + won[3 - side] > 0,
    )
    if key in memo:
        return memo[key]
    if play.done:
        value = _brute_team(play, side, bonus) - _margin(play, side)
    else:
        values = []
        for card in _cards(play):
            after = play.copy()
            after.play(card)
            gained = _margin(after, side) - _margin(play, side)
            values.append(gained + _memo_team(after, side, bonus, memo))
        value = max(values) if play.to_move % 2 == side else min(values)
    memo[key] = value
    return value


@pytest.mark.slow
def test_team_values_equal_a_full_search_with_four_tricks_left() -> None:
    """Longer endgames (where the solver's table and ordering do their work): 12 positions
    of four tricks from the start of a trick, against every line of play (the same positions
    met again looked up)."""
    rng = random.Random(29)
    for number in range(12):
        tricks = 4
        deck = rng.sample(range(36), 4 * tricks)
        hands = [sum(1 << c for c in deck[s * tricks : (s + 1) * tricks]) for s in range(4)]
        play = TrickPlay(hands, number % 6, rng.randrange(4), tricks, True)
        me = rng.randrange(4)
        expected = _margin(play, me % 2) + _memo_team(play, me % 2, 100, {})
        assert solve_team(play, me, 100) == expected


@pytest.mark.slow
def test_searches_with_narrow_windows_keep_the_table_true() -> None:
    """One solver answering many searches of a position and its continuations with random
    windows (its table filled by the earlier ones): each answer at or below the window's
    floor bounds the true margin from above, at or above its ceiling from below, and is the
    true margin between them."""
    from audiojass.bots.endgame import _TeamSolver

    rng = random.Random(41)
    for _ in range(60):
        play = _position(rng, 4, team=True)
        me = rng.randrange(4)
        side = me % 2
        solver = _TeamSolver(play, me, 100)
        positions = [play]
        for card in _cards(play):
            after = play.copy()
            after.play(card)
            positions.append(after)
        for _ in range(30):
            position = rng.choice(positions)
            if position.done:
                continue
            true = _memo_team(position, side, 100, {})
            low = true + rng.choice((-40, -10, -2, 0, 2, 10))
            high = low + rng.choice((1, 2, 6, 30))
            value = solver.value(position, low, high)
            if value <= low:
                assert true <= value
            elif value >= high:
                assert true >= value
            else:
                assert value == true
