"""Manual Weis (Schieber option ``manual_weis``): each player chooses, before its first card of
the first trick, which of its Weis to declare (``docs/rules/swiss.md`` "schieber": Weis are declared
during the first trick; only the side with the single best Weis scores, all the Weis its two
partners declared). Hands are written in card codes."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from audiojass.bots import RandomBot, RuleBot, SearchBot
from audiojass.rules import (
    Card,
    ChooseTrump,
    Deal,
    DeclareWeis,
    Game,
    IllegalActionError,
    PlayCard,
    TrumpMode,
    WeisDeclared,
    WeisScored,
    melds,
    new_game,
    parse_action,
    parse_cards,
)

# Forehand seat 0 holds three sequences of 3 (60); seat 1 C10 CJ CQ (20); seat 2 S6 S7 S8
# (20); seat 3 SJ SQ SK SA (50). As D1 in test_game_rules.py.
D1 = (
    "H6 H7 H8 D6 D7 D8 C6 C7 C8",
    "H9 H10 D9 DJ S9 S10 C10 CJ CQ",
    "HJ HQ D10 DQ S6 S7 S8 CK CA",
    "HK HA DK DA SJ SQ SK SA C9",
)


def start(**options: Any) -> Game:
    game = new_game("schieber", seed=11, first_dealer=3, manual_weis=True, **options)
    game.apply_action(Deal(tuple(tuple(parse_cards(hand)) for hand in D1)))
    game.apply_action(ChooseTrump(TrumpMode.SPADES))
    return game


def declarations(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions() if isinstance(a, DeclareWeis)]


def refused(game: Game, action: Any) -> str:
    before = game.to_json()
    with pytest.raises(IllegalActionError) as error:
        game.apply_action(action)
    assert game.to_json() == before
    return error.value.reason


def test_every_selection_of_the_melds_is_offered_before_the_first_card() -> None:
    game = start()
    assert declarations(game) == [
        "weis:H6 H7 H8/D6 D7 D8/C6 C7 C8",
        "weis:H6 H7 H8/D6 D7 D8",
        "weis:H6 H7 H8/C6 C7 C8",
        "weis:D6 D7 D8/C6 C7 C8",
        "weis:H6 H7 H8",
        "weis:D6 D7 D8",
        "weis:C6 C7 C8",
    ]
    legal = game.legal_actions()
    assert legal[7:] == [PlayCard(card) for card in parse_cards(D1[0])]  # cards after
    assert game.observation(0).legal_actions == tuple(legal)
    assert game.weis_options(0) == melds("schieber", D1[0], "S")
    assert game.weis_options(1) == melds("schieber", D1[1], "S")
    for action in legal[:7]:
        assert parse_action(str(action)) == action


def test_chosen_weis_are_declared_and_only_they_score() -> None:
    game = start()
    assert game.apply_action("weis:C6 C7 C8") == [WeisDeclared(0, 20)]
    assert declarations(game) == []  # declared: now the card
    game.apply_action(PlayCard(Card.H6))
    assert declarations(game) == ["weis:C10 CJ CQ"]
    events = game.apply_action(PlayCard(Card.S9))  # seat 1 keeps its Weis hidden
    assert not [e for e in events if isinstance(e, WeisDeclared)]
    assert game.apply_action("weis:S6 S7 S8") == [WeisDeclared(2, 20)]
    game.apply_action(PlayCard(Card.HJ))
    game.apply_action("weis:SJ SQ SK SA")
    events = game.apply_action(PlayCard(Card.HA))
    scored = [e for e in events if isinstance(e, WeisScored)]
    assert len(scored) == 1 and scored[0].side == 1 and scored[0].points == 50
    assert [(seat, str(meld)) for seat, meld in scored[0].melds] == [
        (3, "sequence SJ SQ SK SA (50)")
    ]
    assert game.observation(0).weis_declared == ((0, 20), (2, 20), (3, 50))


def test_a_seat_sees_the_weis_it_declared_and_no_other_seat_s() -> None:
    game = start()
    others = [replace(game.observation(seat), weis_declared=()) for seat in (1, 2, 3)]
    assert game.observation(0).own_weis == ()
    game.apply_action("weis:H6 H7 H8")  # 20, as each of the other two sequences
    assert game.observation(0).own_weis == tuple(melds("schieber", "H6 H7 H8", "S"))
    assert [
        replace(game.observation(seat), weis_declared=()) for seat in (1, 2, 3)
    ] == others  # no peeking: only the public declaration (0, 20) is new to them
    assert game.observation(1).weis_declared == ((0, 20),)
    game.apply_action(PlayCard(Card.H6))
    game.apply_action("weis:C10 CJ CQ")
    assert game.observation(1).own_weis == tuple(melds("schieber", "C10 CJ CQ", "S"))
    assert game.observation(0).own_weis == tuple(melds("schieber", "H6 H7 H8", "S"))
    assert game.observation(2).own_weis == game.observation(3).own_weis == ()
    # automatic Weis: every meld, once declared with the first card
    auto = new_game("schieber", seed=11, first_dealer=3)
    auto.apply_action(Deal(tuple(tuple(parse_cards(hand)) for hand in D1)))
    auto.apply_action(ChooseTrump(TrumpMode.SPADES))
    assert auto.observation(0).own_weis == ()
    auto.apply_action(PlayCard(Card.H6))
    assert auto.observation(0).own_weis == tuple(melds("schieber", D1[0], "S"))
    assert auto.observation(1).own_weis == ()


def test_a_player_who_declares_nothing_scores_nothing() -> None:
    game = start()
    for code in ("H6", "S9", "HJ", "HA"):
        events = game.apply_action(PlayCard(Card.parse(code)))
        assert not [e for e in events if isinstance(e, WeisDeclared | WeisScored)]
    assert game.observation(0).weis_declared == ()
    assert declarations(game) == []


def test_refused_declarations() -> None:
    game = start()
    assert refused(game, parse_action("weis:SJ SQ SK SA")) == "bad_weis"  # seat 3's, not 0's
    assert refused(game, DeclareWeis(())) == "bad_weis"
    game.apply_action("weis:H6 H7 H8")
    assert refused(game, parse_action("weis:D6 D7 D8")) == "weis_declared"
    game.apply_action(PlayCard(Card.H6))
    game.apply_action(PlayCard(Card.S9))
    game.apply_action(PlayCard(Card.HJ))
    assert refused(game, parse_action("weis:SJ SQ SK")) == "bad_weis"  # part of a sequence
    game.apply_action(PlayCard(Card.HA))
    assert refused(game, parse_action("weis:C10 CJ CQ")) == "weis_too_late"
    automatic = new_game("schieber", seed=11, first_dealer=3)
    automatic.apply_action(Deal(tuple(tuple(parse_cards(hand)) for hand in D1)))
    automatic.apply_action(ChooseTrump(TrumpMode.SPADES))
    assert refused(automatic, parse_action("weis:H6 H7 H8")) == "no_weis"
    assert refused(new_game("schieber", seed=1), parse_action("weis:H6 H7 H8")) == "wrong_phase"


@pytest.mark.parametrize(
    "code", ["weis:", "weis:H6 H7", "weis:H6 H8 H9", "weis:H6 H7 H8/H6 D6 S7 C6", "weis:H6 H6 H7"]
)
def test_malformed_declarations_are_not_action_codes(code: str) -> None:
    with pytest.raises(ValueError, match="not an action code"):
        parse_action(code)


def test_declarations_replay_from_a_save() -> None:
    game = start(target=1000)
    game.apply_action("weis:D6 D7 D8/C6 C7 C8")
    game.apply_action(PlayCard(Card.H6))
    saved = game.to_json()
    assert '"weis:D6 D7 D8/C6 C7 C8"' in saved and '"manual_weis": true' in saved
    again = Game.from_json(saved)
    assert again == game and again.to_json() == saved
    assert again.legal_actions() == game.legal_actions()
    assert again.observation(1) == game.observation(1)


def test_the_default_declares_every_weis_by_itself() -> None:
    game = new_game("schieber", seed=11, first_dealer=3)
    assert game.variant.manual_weis is False  # type: ignore[attr-defined]
    game.apply_action(Deal(tuple(tuple(parse_cards(hand)) for hand in D1)))
    game.apply_action(ChooseTrump(TrumpMode.SPADES))
    assert declarations(game) == []
    assert game.apply_action(PlayCard(Card.H6))[1:] == [WeisDeclared(0, 60)]


def _bot_game(manual: bool, bot: str) -> Game:
    game = new_game("schieber", seed=21, first_dealer=0, manual_weis=manual, target=1500)
    # the search without inference: with it, a declared Weis tells the other seats exactly what
    # a hand holds in the automatic game but only "at least" in the manual one, so the samples
    # (and with them the play) may rightly differ
    bots = [
        RuleBot(seat) if bot == "rule" else SearchBot(seat, max_samples=8, inference=False)
        for seat in range(4)
    ]
    while not game.is_terminal() and game.deal_number <= 3:
        if game.is_chance_node():
            if game.deal_number == 3:
                break
            game.apply_action(game.chance_outcome())
            continue
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        action = bots[seat].act(view)
        assert action in view.legal_actions
        game.apply_action(action)
    return game


@pytest.mark.slow
@pytest.mark.parametrize("bot", ["rule", "search"])
def test_bots_declare_all_their_weis_as_the_automatic_game_does(bot: str) -> None:
    manual = _bot_game(True, bot)
    automatic = _bot_game(False, bot)
    assert any(isinstance(a, DeclareWeis) for a in manual.history)
    assert manual.deal_history == automatic.deal_history
    assert manual.scores == automatic.scores


def test_random_bots_play_legal_games_with_manual_weis() -> None:
    rng = random.Random(5)
    declared = 0
    for game_number in range(6):
        game = new_game("schieber", seed=rng.randrange(10**6), manual_weis=True, target=800)
        bots = [RandomBot(game_number * 4 + seat) for seat in range(4)]
        while not game.is_terminal():
            seat = game.current_player
            action = (
                game.chance_outcome() if seat is None else bots[seat].act(game.observation(seat))
            )
            declared += isinstance(action, DeclareWeis)
            game.apply_action(action)
        assert Game.from_json(game.to_json()) == game
    assert declared > 0
