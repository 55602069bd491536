"""The double-dummy solver (:mod:`audiojass.bots.double_dummy`) against a plain brute-force
minimax written here (every legal card tried, the engine's own ``TrickPlay`` choosing the legal
cards and scoring each trick) on small random positions of every team game's card table and
duties, and against the Swiss games' exact endgame (:mod:`audiojass.bots.endgame`) on larger
ones; the plain-Python kernel (numba absent) gives the same values as the compiled one."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest
from test_endgame import _brute_team as _brute
from test_endgame import _cards as _legal_cards

from audiojass.bots import double_dummy
from audiojass.bots.endgame import root_values, solve_team
from audiojass.rules.cardtable import CardTable
from audiojass.rules.duties import TrickDuties
from audiojass.rules.klaverjas1821 import KLAVERJAS_1821_DUTIES, PHASE_ONE_DUTIES, TABLE_1821
from audiojass.rules.tricks import SWISS_DUTIES, SWISS_DUTIES_NO_BUUR, SWISS_TABLE, TrickPlay
from audiojass.rules.tricks32 import DECK32_MASK, DUTIES, FAMILY_TABLE

# every team game's card play: (name, card table, duties, last-trick bonus, match bonus)
GAMES: list[tuple[str, CardTable, TrickDuties, int, int]] = [
    ("swiss", SWISS_TABLE, SWISS_DUTIES, 5, 100),
    ("swiss/no_buur", SWISS_TABLE, SWISS_DUTIES_NO_BUUR, 5, 0),
    *((name, FAMILY_TABLE, duties, 10, 100) for name, duties in DUTIES.items()),
    ("klaverjas_1821", TABLE_1821, KLAVERJAS_1821_DUTIES, 5, 0),
    ("klaverjas_1821/phase_one", TABLE_1821, PHASE_ONE_DUTIES, 5, 0),
]


def _deck(table: CardTable) -> list[int]:
    return [card for card in range(36) if table.deck_mask >> card & 1]


def _position(
    rng: random.Random,
    game: tuple[str, CardTable, TrickDuties, int, int],
    tricks: int,
    into_trick: bool = True,
) -> TrickPlay:
    """A random deal of the game (a random trump mode and leader), played at random until
    ``tricks`` tricks are left, then (``into_trick``) 0 to 3 cards into the trick."""
    _, table, duties, last_bonus, _ = game
    deck = _deck(table)
    rng.shuffle(deck)
    size = len(deck) // 4
    hands = [sum(1 << card for card in deck[seat * size : seat * size + size]) for seat in range(4)]
    play = TrickPlay(
        hands,
        rng.randrange(len(table.modes)),
        rng.randrange(4),
        size,
        table=table,
        duties=duties,
        last_trick_bonus=last_bonus,
    )
    while play.tricks_left > tricks:
        play.play(_random_legal(play, rng))
    for _ in range(rng.randrange(4) if into_trick else 0):
        play.play(_random_legal(play, rng))
    return play


def _random_legal(play: TrickPlay, rng: random.Random) -> int:
    return rng.choice(_legal_cards(play))


@pytest.mark.parametrize("game", GAMES, ids=[game[0] for game in GAMES])
def test_every_game_agrees_with_brute_force(
    game: tuple[str, CardTable, TrickDuties, int, int],
) -> None:
    rng = random.Random(f"brute {game[0]}")
    match_bonus = game[4]
    for _ in range(40):
        play = _position(rng, game, rng.randrange(1, 4))
        me = rng.randrange(4)
        expected = _brute(play, me % 2, match_bonus)
        assert double_dummy.solve(play, me, match_bonus) == expected, play.hands
        values = double_dummy.card_values(play, me, match_bonus)
        assert sorted(values) == _legal_cards(play)
        for card, value in values.items():
            after = play.copy()
            after.play(card)
            assert value == _brute(after, me % 2, match_bonus), (play.hands, card)


def test_agrees_with_the_swiss_endgame_on_larger_positions() -> None:
    rng = random.Random("endgame")
    for index in range(60):
        play = _position(rng, GAMES[index % 2], rng.randrange(3, 6))
        me = rng.randrange(4)
        match_bonus = rng.choice((0, 100))
        assert double_dummy.solve(play, me, match_bonus) == solve_team(play, me, match_bonus)
        if index % 3 == 0:
            assert double_dummy.card_values(play, me, match_bonus) == root_values(
                play, me, match_bonus
            )


def test_a_deal_from_its_first_trick() -> None:
    """The solver answers deals of the 32-card games from their first card (8 tricks): the
    best card's value is the position's value, and the value after that card played and its
    best reply is the same again."""
    rng = random.Random("whole deal")
    for index in range(3):
        game = GAMES[2 + index]
        me = rng.randrange(4)
        _, table, duties, last_bonus, match_bonus = game
        deck = _deck(table)
        rng.shuffle(deck)
        hands = [sum(1 << card for card in deck[seat * 8 : seat * 8 + 8]) for seat in range(4)]
        play = TrickPlay(
            hands, rng.randrange(5), me, 8, table=table, duties=duties, last_trick_bonus=last_bonus
        )
        value = double_dummy.solve(play, me, match_bonus)
        values = double_dummy.card_values(play, me, match_bonus)
        assert max(values.values()) == value
        best = max(values, key=values.__getitem__)
        play.play(best)
        replies = double_dummy.card_values(play, me, match_bonus)
        assert min(replies.values()) == value  # the other side answers with its best


def test_the_limit_of_positions() -> None:
    """A solve that meets its limit gives up (GaveUp) and the next one still answers right."""
    rng = random.Random("limit")
    play = _position(rng, GAMES[0], 6)
    with pytest.raises(double_dummy.GaveUp):
        double_dummy.solve(play, 0, 100, nodes=50)
    small = _position(rng, GAMES[0], 2)
    assert double_dummy.solve(small, 0, 100, nodes=100_000) == _brute(small, 0, 100)
    assert double_dummy.solve(play, 0, 100) == solve_team(play, 0, 100)


def test_the_rules_change_empties_the_table() -> None:
    """One solver, one position, two match bonuses: each answer is the brute force's (the
    table of the first rules is not read under the second)."""
    rng = random.Random("rules change")
    solver = double_dummy.Solver()
    for _ in range(20):
        play = _position(rng, GAMES[0], 2)
        for match_bonus in (100, 0, 100):
            assert solver.value(play, 0, match_bonus) == _brute(play, 0, match_bonus)


def test_not_four_seats() -> None:
    play = TrickPlay([1, 2, 4], 0, 0, 1)
    with pytest.raises(ValueError, match="four seats"):
        double_dummy.solve(play, 0, 0)


def test_the_plain_python_kernel_gives_the_same_values() -> None:
    """With numba switched off (``AUDIOJASS_NATIVE=0``, as where no wheel exists) the solver
    runs as plain Python and answers alike."""
    rng = random.Random("python kernel")
    cases = []
    for index in range(12):
        game = GAMES[index % len(GAMES)]
        play = _position(rng, game, 3)
        cases.append(
            {
                "game": GAMES.index(game),
                "hands": play.hands,
                "mode": play.mode,
                "leader": play.leader,
                "trick": play.trick,
                "left": play.tricks_left,
                "points": play.points,
                "won": play.tricks_won,
                "value": double_dummy.solve(play, 1, game[4]),
            }
        )
    script = (
        "import json, sys\n"
        "sys.path.insert(0, 'tests')\n"
        "from audiojass.bots import double_dummy\n"
        "from test_double_dummy import GAMES\n"
        "from audiojass.rules.tricks import TrickPlay\n"
        "out = []\n"
        "for case in json.load(sys.stdin):\n"
        "    _, table, duties, last, match = GAMES[case['game']]\n"
        "    play = TrickPlay(case['hands'], case['mode'], case['leader'], case['left'],\n"
        "                     table=table, duties=duties, last_trick_bonus=last)\n"
        "    play.trick = case['trick']\n"
        "    play.points = case['points']\n"
        "    play.tricks_won = case['won']\n"
        "    out.append(double_dummy.solve(play, 1, match))\n"
        "print(json.dumps([double_dummy.NATIVE, out]))\n"
    )
    env = {**os.environ, "AUDIOJASS_NATIVE": "0"}
    done = subprocess.run(
        [sys.executable, "-c", script],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    native, values = json.loads(done.stdout)
    assert native is False
    assert values == [case["value"] for case in cases]


def test_deck32_positions_use_only_the_deck() -> None:
    rng = random.Random("deck")
    play = _position(rng, GAMES[2], 8)
    assert all(hand & ~DECK32_MASK == 0 for hand in play.hands)
