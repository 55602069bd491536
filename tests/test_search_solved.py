"""The search's exact card play (``SearchBot(solve_from=…)``): from that many tricks left in
a team game of four, every candidate of each sampled deal is judged by the double-dummy solver;
the table's "normal" and "strong" do so, "search-v2" (normal before the solver) does not; the
noisy rule player and the arena's partner mode."""

from __future__ import annotations

import random

import pytest

from audiojass.arena import arena, arena_text
from audiojass.bots import NoisyRuleBot, RuleBot, SearchBot, double_dummy, make_bot
from audiojass.bots.playout import exact_card_values, margin_solvable, solved_card_values
from audiojass.rules import Observation, Phase, PlayCard, new_game


def _late_views(variant: str, seed: int, tricks_left: int) -> list[Observation]:
    """The card-play observations with a choice and at most ``tricks_left`` tricks left of
    one deal played by the rule player (seeded)."""
    game = new_game(variant, seed=seed)
    game.apply_action(game.chance_outcome())
    bot = RuleBot(seed)
    views = []
    while game.phase is not Phase.OVER and not game.is_chance_node():
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        left = view.variant.hand_size - len(view.tricks)
        if (
            view.phase is Phase.PLAY
            and left <= tricks_left
            and len(view.legal_actions) > 1
            and all(isinstance(a, PlayCard) for a in view.legal_actions)
        ):
            views.append(view)
        game.apply_action(bot.act(view))
    return views


@pytest.mark.skipif(not double_dummy.NATIVE, reason="the solved path needs the compiled solver")
def test_late_card_play_is_judged_by_exact_values() -> None:
    """Every option's value is the mean of exact margins (whole numbers) over its sampled
    deals: value × samples is a whole number. The same bot without ``solve_from`` mixes the
    learned value into rollouts, whose means are not."""
    solved = rolled = 0
    for seed in range(4):
        for view in _late_views("schieber", seed, 4):
            exact = SearchBot(seed, max_samples=12, solve_from=4, value_mix=0.5).analyse(view)
            assert {o.samples for o in exact} == {12}
            for option in exact:
                total = option.value * option.samples
                assert abs(total - round(total)) < 1e-6
                solved += 1
            mixed = SearchBot(seed, max_samples=12, value_mix=0.5).analyse(view)
            rolled += sum(
                abs(o.value * o.samples - round(o.value * o.samples)) > 1e-6 for o in mixed
            )
    assert solved > 10 and rolled > 0


@pytest.mark.skipif(not double_dummy.NATIVE, reason="the solved path needs the compiled solver")
def test_a_sampled_deal_over_the_limit_is_rolled_out() -> None:
    """With a limit of positions too small for any deal, the decision still ranks every card
    (by the rollouts)."""
    view = _late_views("jass", 2, 5)[0]
    options = SearchBot(2, max_samples=6, solve_from=9, solve_nodes=5).analyse(view)
    assert sorted(str(o.action) for o in options) == sorted(map(str, view.legal_actions))
    assert {o.samples for o in options} == {6}


def test_the_table_s_searches_and_search_v2() -> None:
    normal = make_bot("normal", seed=1)
    strong = make_bot("strong", seed=1)
    v2 = make_bot("search-v2", seed=1)
    assert isinstance(normal, SearchBot) and isinstance(strong, SearchBot)
    assert isinstance(v2, SearchBot)
    assert normal.solve_from == 5 and strong.solve_from == 6 and v2.solve_from == 0
    # search-v2 is normal in everything else
    for field in ("budget", "min_samples", "value_mix", "endgame_tricks", "late_from"):
        assert getattr(v2, field) == getattr(normal, field), field


def test_the_noisy_rule_player() -> None:
    views = _late_views("schieber", 3, 9)
    quiet = NoisyRuleBot(5, noise=0.0)
    assert all(quiet.act(view) == RuleBot(5).act(view) for view in views)
    loud = NoisyRuleBot(5, noise=1.0)
    differs = False
    for view in views:
        for _ in range(5):
            card = loud.act(view)
            assert card in view.legal_actions
            differs = differs or card != RuleBot(5).act(view)
    assert differs
    with pytest.raises(ValueError, match="share from 0 to 1"):
        NoisyRuleBot(1, noise=1.5)


def test_the_arena_s_partner_mode() -> None:
    result = arena("schieber", "rule", "random", deals=3, seed=4, partner="rule-noisy")
    assert result["kind"] == "partner" and result["played"] == 12
    low, high = result["difference_ci95"]
    assert low <= result["difference"] <= high
    assert result["difference"] == pytest.approx(result["share_a"] - result["share_b"], abs=1e-3)
    assert set(result["decision_ms"]) == {"A:rule", "B:random", "partner:rule-noisy"}
    text = arena_text(result)
    assert "each with rule-noisy as partner against two rule-noisy" in text
    with pytest.raises(ValueError, match="not a team game of four"):
        arena("putz3", "rule", "random", deals=1, seed=0, partner="rule")


def _family_positions(variant: str, seeds: range) -> list[object]:
    """Card-play positions of seeded deals played by the rule player, stopped at random with
    one to three tricks left (0 to 3 cards into the trick)."""
    games = []
    for seed in seeds:
        game = new_game(variant, seed=seed)
        game.apply_action(game.chance_outcome())
        bot = RuleBot(seed)
        rng = random.Random(seed)
        stop = rng.randrange(1, 4)
        while game.phase is not Phase.OVER and not game.is_chance_node():
            late = game.phase is Phase.PLAY and 8 - len(game.tricks) <= stop
            if late and len(game.trick) == rng.randrange(4):
                break
            seat = game.current_player
            assert seat is not None
            game.apply_action(bot.act(game.observation(seat)))
        if game.phase is Phase.PLAY:
            games.append(game)
    return games


@pytest.mark.parametrize("variant", ["belote", "belote_contree"])
def test_belote_and_contree_solved_values_are_the_settled_exact_values(variant: str) -> None:
    """The double-dummy margin, settled, gives every card the value the exact search over the
    game's own settlement gives (:func:`~audiojass.bots.playout.exact_card_values`)."""
    checked = 0
    for game in _family_positions(variant, range(14)):
        assert margin_solvable(game)
        cards = [int(a.card) for a in game.legal_actions()]
        for side in (0, 1):
            assert solved_card_values(game, cards, side) == exact_card_values(
                game, cards, side, 10**7
            )
            checked += 1
    assert checked >= 16


def test_klaverjas_is_not_margin_solvable() -> None:
    """Roem counts in Klaverjas's tricks: the settled value does not follow the card points
    alone, and the solver is not asked."""
    game = _family_positions("klaverjas_rotterdam", range(3))[0]
    assert not margin_solvable(game)
    with pytest.raises(ValueError, match="not decided by the card points"):
        solved_card_values(game, [int(a.card) for a in game.legal_actions()], 0)
