"""SearchBot.analyse: every legal action judged once, best first, and act plays the first."""

from __future__ import annotations

import random

import pytest

from audiojass.bots import SearchBot, SearchBotV1, make_bot, table_bot
from audiojass.bots.base import Option
from audiojass.cli import arena_parser, play_parser
from audiojass.rules import (
    DeclareWeis,
    ExchangeSix,
    KeepSix,
    Observation,
    Phase,
    PlayCard,
    TakeKitty,
    get_variant,
    new_game,
)

VARIANTS = ("jass", "schieber", "putz3", "putz5")


def _views(variant: str, seed: int, **options: object) -> list[Observation]:
    """Every observation of the seat to move along one deal played at random (seeded)."""
    rng = random.Random(seed)
    game = new_game(variant, seed=seed, **options)
    game.apply_action(game.chance_outcome())
    views = []
    while game.phase is not Phase.OVER and not game.is_chance_node():
        seat = game.current_player
        assert seat is not None
        views.append(game.observation(seat))
        game.apply_action(rng.choice(game.legal_actions()))
    return views


def _check_ranked(options: list[Option], view: Observation) -> None:
    assert sorted(map(str, (o.action for o in options))) == sorted(map(str, view.legal_actions))
    assert len(options) == len(view.legal_actions)
    values = [o.value for o in options]
    assert values == sorted(values, reverse=True)


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_analyse_ranks_every_legal_action_once_and_act_plays_the_first(variant: str) -> None:
    searched = 0
    for seed in range(3):
        for index, view in enumerate(_views(variant, seed)):
            if len(view.legal_actions) < 2 or index % 3:
                continue
            options = SearchBot(seed, max_samples=12).analyse(view)
            _check_ranked(options, view)
            if view.phase is Phase.SIX:
                assert [o.action for o in options] == [ExchangeSix(), KeepSix()]
                assert {(o.value, o.samples) for o in options} == {(0.0, 0)}
            else:
                # one count of sampled deals for every action, at most the bound
                counts = {o.samples for o in options}
                assert len(counts) == 1 and 1 <= counts.pop() <= 12
                searched += 1
            assert SearchBot(seed, max_samples=12).act(view) == options[0].action
    assert searched >= 20


@pytest.mark.parametrize("variant", ("schieber", "putz3"))
def test_analyse_values_are_the_deal_s_points_for_the_side(variant: str) -> None:
    """Card play: a value is a mean final margin (team: at most 157 + the match bonus 100 either
    way) or a Putz award plus 0.002 a point (awards lie between -1 and 1 here)."""
    view = next(v for v in _views(variant, 4) if v.phase is Phase.PLAY and len(v.tricks) == 3)
    options = SearchBot(1, max_samples=16, early_stop=False).analyse(view)
    assert {o.samples for o in options} == {16}
    bound = 257 if variant == "schieber" else 1.4
    assert all(-bound <= o.value <= bound for o in options)
    assert all(isinstance(o.action, PlayCard) for o in options)


def test_the_putz_kitty_is_searched_with_the_cards() -> None:
    for seed in range(40):
        view = next((v for v in _views("putz3", seed) if TakeKitty() in v.legal_actions), None)
        if view is not None:
            break
    assert view is not None
    options = SearchBot(2, max_samples=10, early_stop=False).analyse(view)
    _check_ranked(options, view)
    assert TakeKitty() in [o.action for o in options]
    assert {o.samples for o in options} == {10}


def test_a_forced_action_is_not_searched() -> None:
    view = next(v for v in _views("schieber", 2) if len(v.legal_actions) == 1)
    assert SearchBot(1).analyse(view) == [Option(view.legal_actions[0], 0.0, 0)]


def test_manual_weis_declares_every_weis_unsearched() -> None:
    for seed in range(60):
        view = next(
            (
                v
                for v in _views("schieber", seed, manual_weis=True)
                if any(isinstance(a, DeclareWeis) for a in v.legal_actions)
            ),
            None,
        )
        if view is not None:
            break
    assert view is not None
    options = SearchBot(1, max_samples=8).analyse(view)
    _check_ranked(options, view)
    first = options[0].action
    assert isinstance(first, DeclareWeis)
    declared = max(
        (a for a in view.legal_actions if isinstance(a, DeclareWeis)), key=lambda a: len(a.melds)
    )
    assert first == declared
    assert {(o.value, o.samples) for o in options} == {(0.0, 0)}


def test_trump_choice_ranks_every_mode_and_schieben() -> None:
    view = next(v for v in _views("schieber", 6) if v.phase is Phase.TRUMP)
    options = SearchBot(3, max_samples=20, early_stop=False).analyse(view)
    _check_ranked(options, view)
    assert {o.samples for o in options} == {20}
    assert SearchBot(3, max_samples=20, early_stop=False).act(view) == options[0].action


def test_bot_names_and_the_table_s_configurations() -> None:
    assert type(make_bot("search", budget_ms=50)) is SearchBot
    assert make_bot("search", budget_ms=50).budget == 0.05
    v1 = make_bot("search-v1", budget_ms=70)
    assert isinstance(v1, SearchBotV1) and v1.baseline and v1.budget == 0.07
    assert not v1.inference and not v1.melds and v1.endgame_tricks == 0
    assert v1.putz_endgame_tricks is None and v1.putz_value_mix == 0.0
    table = (("normal", 0.2, 150, 48, 0, 0, 2), ("strong", 1.0, 300, 96, 2, 0, 2))
    for name, seconds, samples, least, exact, putz_exact, putz5_exact in table:
        bot = make_bot(name, seed=1, budget_ms=5)
        assert type(bot) is SearchBot and not bot.baseline
        assert (bot.budget, bot.max_samples, bot.min_samples) == (seconds, None, least)
        assert bot.inference and bot.melds and bot.endgame_tricks == exact
        assert bot._endgame_tricks(get_variant("putz3")) == putz_exact
        assert bot._endgame_tricks(get_variant("schieber")) == exact
        assert bot._endgame_tricks(get_variant("putz5")) == putz5_exact
        assert bot.putz_screen == 32 and bot.putz_keep == 3 and bot.putz_value_mix == 0.5
        repeatable = table_bot(name, seed=1, repeatable=True)
        assert isinstance(repeatable, SearchBot)
        assert (repeatable.max_samples, repeatable.min_samples) == (samples, least)
    for name in ("search-v1", "normal", "strong"):
        args = arena_parser().parse_args(["--variant", "jass", "--a", name, "--b", "rule"])
        assert args.a == name


def test_arena_help_reads_as_written() -> None:
    """The description is printed as given (argparse does not %-format it)."""
    text = arena_parser().format_help()
    assert "with a 95% confidence interval" in text
    assert "%%" not in text


def test_play_help_names_the_other_commands() -> None:
    text = " ".join(play_parser().format_help().split())
    for command in ("simulate", "arena", "serve"):
        assert f"'audiojass {command}'" in text
