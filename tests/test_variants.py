"""The variants and their documented defaults and options.

Rule source: docs/rules/swiss.md "jass" (target 1000, match 100), "schieber" (target 2500,
multipliers), "putz3" (ends at 7 or more, or -4 or less), "putz5" (ends at 7 or more, or -5 or
less), and "Common to the Swiss games" (Buur exemption on by default in all four games).
"""

import json

import pytest

from audiojass.rules import VARIANTS, Game, TrumpMode, Variant, get_variant, new_game

H, D, S, C = TrumpMode.HEARTS, TrumpMode.DIAMONDS, TrumpMode.SPADES, TrumpMode.CLUBS
OBENABE, UNDENUFE = TrumpMode.OBENABE, TrumpMode.UNDENUFE


def test_exactly_four_variants() -> None:
    assert sorted(VARIANTS) == ["jass", "putz3", "putz5", "schieber"]


@pytest.mark.parametrize(
    ("name", "target"),
    [("jass", 1000), ("schieber", 2500), ("putz3", 7), ("putz5", 7)],
)
def test_default_target(name: str, target: int) -> None:
    assert VARIANTS[name].target == target


@pytest.mark.parametrize(
    ("name", "players", "hand_size"),
    [("jass", 4, 9), ("schieber", 4, 9), ("putz3", 3, 9), ("putz5", 5, 7)],
)
def test_players_and_hand_size(name: str, players: int, hand_size: int) -> None:
    assert VARIANTS[name].players == players
    assert VARIANTS[name].hand_size == hand_size


@pytest.mark.parametrize(
    ("name", "team_game"), [("jass", True), ("schieber", True), ("putz3", False), ("putz5", False)]
)
def test_team_games(name: str, team_game: bool) -> None:
    assert VARIANTS[name].team_game is team_game


@pytest.mark.parametrize(("name", "lower_limit"), [("putz3", -4), ("putz5", -5)])
def test_putz_lower_limit(name: str, lower_limit: int) -> None:
    assert VARIANTS[name].lower_limit == lower_limit


@pytest.mark.parametrize("name", ["putz3", "putz5"])
def test_putz_apple_below_21(name: str) -> None:
    assert VARIANTS[name].apple_below == 21


@pytest.mark.parametrize("name", ["jass", "schieber", "putz3", "putz5"])
def test_buur_exemption_on_by_default(name: str) -> None:
    assert VARIANTS[name].buur_exemption is True


@pytest.mark.parametrize("name", ["jass", "schieber"])
def test_match_bonus_100(name: str) -> None:
    assert VARIANTS[name].match_bonus == 100


def test_schieber_defaults() -> None:
    schieber = VARIANTS["schieber"]
    assert schieber.multipliers == "standard"
    assert schieber.weis_low_fours is True
    assert schieber.has_weis is True
    assert schieber.has_stoeck is True


@pytest.mark.parametrize(
    ("name", "modes"),
    [
        ("jass", [H, D, S, C]),
        ("schieber", [H, D, S, C, OBENABE, UNDENUFE]),
        ("putz3", [H, D, S, C]),
        ("putz5", [H, D, S, C]),
    ],
)
def test_trump_modes(name: str, modes: list[TrumpMode]) -> None:
    assert sorted(VARIANTS[name].trump_modes) == modes


@pytest.mark.parametrize(
    ("name", "has_weis", "has_stoeck"),
    [("jass", False, False), ("putz3", False, False), ("putz5", False, False)],
)
def test_no_weis_or_stoeck_outside_schieber(name: str, has_weis: bool, has_stoeck: bool) -> None:
    assert VARIANTS[name].has_weis is has_weis
    assert VARIANTS[name].has_stoeck is has_stoeck


MULTIPLIERS = [
    ("standard", {H: 2, D: 2, S: 1, C: 1, OBENABE: 3, UNDENUFE: 3}),
    ("swisslos", {H: 1, D: 1, S: 2, C: 2, OBENABE: 3, UNDENUFE: 3}),
    ("none", {H: 1, D: 1, S: 1, C: 1, OBENABE: 1, UNDENUFE: 1}),
]


@pytest.mark.parametrize(
    ("option", "mode", "factor"),
    [(option, mode, factor) for option, table in MULTIPLIERS for mode, factor in table.items()],
    ids=[f"{option}-{mode.code}" for option, table in MULTIPLIERS for mode in table],
)
def test_schieber_multipliers(option: str, mode: TrumpMode, factor: int) -> None:
    rules = VARIANTS["schieber"].with_options(multipliers=option)
    assert rules.multiplier(mode) == factor


@pytest.mark.parametrize(
    ("mode", "factor"),
    [(H, 2), (D, 2), (S, 1), (C, 1), (OBENABE, 3), (UNDENUFE, 3)],
    ids=["H", "D", "S", "C", "obenabe", "undenufe"],
)
def test_schieber_default_multipliers_are_standard(mode: TrumpMode, factor: int) -> None:
    assert VARIANTS["schieber"].multiplier(mode) == factor


def test_schieber_unknown_multipliers_rejected() -> None:
    with pytest.raises(ValueError):
        VARIANTS["schieber"].with_options(multipliers="double")


def test_with_options_changes_only_a_copy() -> None:
    jass = VARIANTS["jass"]
    longer = jass.with_options(target=1500)
    assert longer.target == 1500
    assert jass.target == 1000
    assert VARIANTS["jass"].target == 1000
    assert longer.buur_exemption is True


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("jass", {"targett": 1500}),
        ("jass", {"multipliers": "none"}),
        ("jass", {"weis_low_fours": False}),
        ("schieber", {"kitty": False}),
        ("putz3", {"weis": True}),
        ("putz5", {"kitty": True}),
    ],
    ids=["typo", "jass-multipliers", "jass-weis", "schieber-kitty", "putz3-weis", "putz5-kitty"],
)
def test_with_options_rejects_unknown_option(name: str, options: dict[str, object]) -> None:
    with pytest.raises(ValueError, match=next(iter(options))):
        VARIANTS[name].with_options(**options)


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("jass", {"target": "1500"}),
        ("jass", {"target": 1500.0}),
        ("jass", {"target": True}),
        ("jass", {"buur_exemption": 1}),
        ("jass", {"buur_exemption": "no"}),
        ("schieber", {"multipliers": 2}),
        ("schieber", {"weis_low_fours": None}),
        ("putz3", {"lower_limit": "-4"}),
        ("putz5", {"target": None}),
    ],
    ids=[
        "target-str",
        "target-float",
        "target-bool",
        "buur-int",
        "buur-str",
        "multipliers-int",
        "low-fours-none",
        "lower-limit-str",
        "putz5-target-none",
    ],
)
def test_with_options_rejects_wrong_type(name: str, options: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        VARIANTS[name].with_options(**options)


@pytest.mark.parametrize("name", ["jass", "schieber", "putz3", "putz5"])
def test_get_variant_by_name(name: str) -> None:
    assert get_variant(name) is VARIANTS[name]


def test_get_variant_passes_a_variant_through() -> None:
    rules = VARIANTS["schieber"].with_options(target=1000)
    assert get_variant(rules) is rules
    assert isinstance(rules, Variant)


@pytest.mark.parametrize("name", ["nope", "", "putz4", "klaverjas"])
def test_get_variant_unknown_raises(name: str) -> None:
    with pytest.raises(ValueError):
        get_variant(name)


# Game end: (variant, totals, over?)
GAME_END = [
    ("jass", [1000, 400], True),
    ("jass", [999, 998], False),
    ("jass", [700, 1050], True),
    ("schieber", [2500, 0], True),
    ("schieber", [2499, 2400], False),
    ("putz3", [7, 0, -2], True),
    ("putz3", [6, 5, -3], False),
    ("putz3", [2, 0, -4], True),
    ("putz3", [0, 8, -1], True),
    ("putz5", [6, 0, 0, -4, 1], False),
    ("putz5", [6, 0, 0, -5, 1], True),
    ("putz5", [0, 0, 7, 0, 0], True),
]


@pytest.mark.parametrize(
    ("name", "totals", "over"),
    GAME_END,
    ids=[f"{name}-{'_'.join(map(str, totals))}" for name, totals, _ in GAME_END],
)
def test_game_end(name: str, totals: list[int], over: bool) -> None:
    assert VARIANTS[name].is_over(totals) is over


@pytest.mark.parametrize(
    ("name", "options", "message"),
    [
        ("jass", {"match": -1}, "jass: match must be 0 or more, not -1"),
        ("schieber", {"match": -100}, "schieber: match must be 0 or more, not -100"),
        ("putz3", {"apple_below": -1}, "putz3: apple_below must be 0 to 157"),
        ("putz5", {"apple_below": 500}, "putz5: apple_below must be 0 to 157"),
    ],
)
def test_option_values_outside_their_range_are_refused(
    name: str, options: dict[str, int], message: str
) -> None:
    """A negative match bonus or an apple line outside a deal's 0 to 157 points was taken,
    and a game ran with it (a hand-edited save too); the ends of the ranges are kept."""
    with pytest.raises(ValueError, match=message):
        get_variant(name).with_options(**options)
    assert get_variant("jass").with_options(match=0).match == 0
    assert get_variant("putz5").with_options(apple_below=157).apple_below == 157
    saved = json.loads(new_game("putz3", seed=1).to_json())
    saved["options"]["apple_below"] = 500
    with pytest.raises(ValueError, match="apple_below must be 0 to 157"):
        Game.from_data(saved)
