"""The arena in the family's games for two and three players: paired deals with the sides
swapped for two, each deal once per seat against a field for three."""

from __future__ import annotations

import json

import pytest

from audiojass.arena import arena, arena_text


def test_two_players_play_each_deal_twice_with_the_seats_swapped() -> None:
    """The same deterministic player on both sides takes exactly half the points: every deal
    is played once from each seat."""
    result = arena("klaberjass2", "rule", "rule", deals=6, seed=3)
    assert result["kind"] == "team"
    assert result["played"] == 12
    assert result["share_a"] == 0.5
    assert result["points_a"] == result["points_b"]


def test_two_players_rule_against_random() -> None:
    result = arena("klaberjass2", "rule", "random", deals=8, seed=1)
    assert result["kind"] == "team"
    assert result["played"] == 16
    low, high = result["share_ci95"]
    assert low <= result["share_a"] <= high
    assert set(result["decision_ms"]) == {"A:rule", "B:random"}
    assert arena_text(result).splitlines()[0] == (
        "klaberjass2: 8 paired deals (16 played), seed 1: A rule vs B random"
    )


def test_three_players_against_a_field_of_the_same_player_have_no_advantage() -> None:
    """Each deal is played once with A in every seat: the same deterministic player as A and
    as the field scores exactly as the field does."""
    result = arena("klaberjass3", "rule", "rule", deals=4, seed=2)
    assert result["kind"] == "field"
    assert result["played"] == 12
    assert result["advantage"] == pytest.approx(0.0, abs=1e-9)
    assert result["mean_score_a"] == pytest.approx(result["mean_score_field"])
    assert result["share_a"] == pytest.approx(0.5)


def test_three_players_report_mean_scores_advantage_and_share() -> None:
    result = arena("klaberjass3", "rule", "random", deals=6, seed=1)
    assert result["kind"] == "field"
    assert result["played"] == 18
    assert result["advantage"] == pytest.approx(
        result["mean_score_a"] - result["mean_score_field"], abs=1e-3
    )
    total = result["mean_score_a"] + result["mean_score_field"]
    assert result["share_a"] == pytest.approx(result["mean_score_a"] / total, abs=1e-3)
    low, high = result["advantage_ci95"]
    assert low <= result["advantage"] <= high
    lines = arena_text(result).splitlines()
    assert lines[0] == (
        "klaberjass3: 6 deals, each played with A in every seat (18 played), seed 1: "
        "A rule vs field random"
    )
    assert lines[1] == (
        f"A (rule) mean score per deal: {result['mean_score_a']:.1f}; "
        f"field (random): {result['mean_score_field']:.1f}"
    )
    assert lines[3].startswith("A (rule) share of A and field: ")


def test_four_handed_klaberjass_is_a_team_game() -> None:
    result = arena("klaberjass4", "rule", "rule", deals=3, seed=4)
    assert result["kind"] == "team"
    assert result["played"] == 6
    assert result["share_a"] == 0.5


def test_a_share_interval_stays_within_0_and_100_percent() -> None:
    """Two deals of Klaberjass for two gave "71.2% (95% CI -9.3% to 151.6%)"."""
    result = arena("klaberjass2", "rule", "random", deals=2, seed=0)
    low, high = result["share_ci95"]
    assert (low, high) == (0.0, 1.0)
    assert "(95% CI 0.0% to 100.0%)" in arena_text(result)


@pytest.mark.parametrize("variant", ["schieber", "putz3", "klaberjass3"])
def test_a_single_deal_says_it_gives_no_interval(variant: str) -> None:
    """One deal was reported with an interval of no width ("27.5% (95% CI 27.5% to 27.5%)")."""
    text = arena_text(arena(variant, "random", "rule", deals=1, seed=0))
    assert "(one deal: no interval)" in text
    assert "95% CI" not in text


def test_the_arena_names_a_bad_seed_or_budget_as_given() -> None:
    """A seed of -1 was refused as "not -100003" (a deal's seed worked out from it), and a
    budget of 0 ms was taken (one sampled deal a decision)."""
    with pytest.raises(ValueError, match=r"seed must be a whole number 0 or more, not -1$"):
        arena("schieber", "random", "rule", deals=1, seed=-1)
    with pytest.raises(ValueError, match="budget must be more than 0 ms, not 0"):
        arena("schieber", "random", "rule", deals=1, seed=1, budget_ms=0)


def test_the_rule_player_answers_to_its_arena_and_table_names() -> None:
    from audiojass.bots import RuleBot, make_bot, table_bot

    assert isinstance(make_bot("easy", seed=1), RuleBot)
    assert isinstance(table_bot("rule", seed=1), RuleBot)


def test_the_arena_plays_a_game_with_its_rule_options_changed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--option`` (and ``arena`` given a variant with options): Schieber without Weis and
    Stöck under Swisslos multipliers scores no Weis, and the result names the options."""
    from audiojass.cli import main
    from audiojass.rules import get_variant

    changed = get_variant("schieber").with_options(multipliers="swisslos", weis=False)
    result = arena(changed, "rule", "rule", deals=3, seed=5)
    assert result["options"] == {"multipliers": "swisslos", "weis": False}
    assert arena_text(result).startswith(
        "schieber (multipliers=swisslos, weis=False): 3 paired deals (6 played), seed 5"
    )
    plain = arena("schieber", "rule", "rule", deals=3, seed=5)
    assert plain["options"] == {} and plain["points_a"] != result["points_a"]
    argv = ["arena", "--variant", "schieber", "--a", "rule", "--b", "rule", "--deals", "3"]
    assert (
        main(
            [
                *argv,
                "--seed",
                "5",
                "--option",
                "multipliers=swisslos",
                "--option",
                "weis=false",
                "--json",
            ]
        )
        == 0
    )
    assert json.loads(capsys.readouterr().out)["points_a"] == result["points_a"]
    with pytest.raises(SystemExit):
        main([*argv, "--option", "multipliers=foo"])
    assert "multipliers must be one of standard, swisslos, none" in capsys.readouterr().err
