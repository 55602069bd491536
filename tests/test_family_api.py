"""The family's partnership games (Klaverjas Amsterdam and Rotterdam, Belote, Belote Contrée)
through the engine's public API: names, options, the rule functions on 32-card tables in card
codes, games, observations, saves, and the simulate and arena commands. The Swiss games keep
their own registry (``VARIANTS``) and behaviour.

Duty rows: ``docs/rules/family.md`` "Trick play"; points and card order: "Common"."""

from __future__ import annotations

import importlib
import json
import random
import typing
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import TableRun

from audiojass.arena import arena
from audiojass.cli import main
from audiojass.narration import variant_title
from audiojass.rules import (
    ALL_VARIANTS,
    FAMILY_VARIANTS,
    VARIANTS,
    Card,
    ContractGame,
    ContractObservation,
    ContractVariant,
    FamilyName,
    Game,
    Observation,
    Phase,
    card_points,
    get_variant,
    is_family,
    legal_cards,
    load_any_game,
    melds,
    new_game,
    parse_cards,
    trick_winner,
)
from audiojass.settings import Settings, load_game, save_game
from audiojass.simulate import simulate

FAMILY = ("klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree")
SWISS = ("jass", "schieber", "putz3", "putz5")
EVERY_FAMILY = (*FAMILY, "klaberjass2", "klaberjass3", "klaberjass4", "klaverjas_1821")


def codes(cards: list[Card]) -> str:
    return " ".join(str(card) for card in cards)


# --------------------------------------------------------------------------------------------
# names and options


def test_the_registries() -> None:
    assert tuple(VARIANTS) == SWISS  # the games the Swiss table code iterates over
    assert tuple(FAMILY_VARIANTS) == EVERY_FAMILY
    assert tuple(ALL_VARIANTS) == SWISS + EVERY_FAMILY
    assert typing.get_args(FamilyName) == EVERY_FAMILY  # new_game types them as family games
    for name in EVERY_FAMILY:
        assert get_variant(name) is FAMILY_VARIANTS[name] is ALL_VARIANTS[name]
        assert is_family(name) and is_family(FAMILY_VARIANTS[name])
    for name in SWISS:
        assert get_variant(name) is VARIANTS[name] and not is_family(name)


def test_get_variant_by_any_case_and_with_options() -> None:
    assert get_variant(" Belote_Contree ") is FAMILY_VARIANTS["belote_contree"]
    rules = get_variant("klaverjas_amsterdam").with_options(play_rules="002", last_trick=5)
    assert isinstance(rules, ContractVariant)
    assert get_variant(rules) is rules
    assert rules.options() == {
        "target": 1500,
        "manual_announce": False,
        "deals": 16,
        "last_trick": 5,
        "three_of_a_kind": False,
        "pit": "points",
        "play_rules": "002",
    }
    known = r"\(known: jass, schieber, putz3, putz5, klaverjas_amsterdam, .*, klaverjas_1821\)"
    with pytest.raises(ValueError, match=rf"unknown variant 'klaverjas' {known}"):
        get_variant("klaverjas")
    with pytest.raises(ValueError, match="option tie must be"):
        get_variant("belote").with_options(tie="never")
    with pytest.raises(ValueError, match="has no option 'play_rules'"):
        get_variant("klaverjas_rotterdam").with_options(play_rules="002")


@pytest.mark.parametrize("name", FAMILY)
def test_new_game_by_name_is_a_family_game(name: str) -> None:
    game = new_game(name, seed=5, first_dealer=2)
    assert isinstance(game, ContractGame)
    assert (game.variant.name, game.seed, game.first_dealer, game.players) == (name, 5, 2, 4)
    assert game.is_chance_node() and game.current_player is None
    game.apply_action(game.chance_outcome())
    assert game.phase is Phase.TRUMP and game.current_player == 3  # the forehand bids first
    again = new_game(name, seed=5)  # first dealer drawn from the seed, as in the Swiss games
    assert again.first_dealer == new_game(name, seed=5).first_dealer


def test_new_game_with_options_and_objects() -> None:
    game = new_game("belote_contree", seed=1, first_dealer=0, melds=True)
    assert isinstance(game, ContractGame) and game.variant.target == 3000
    rules = get_variant("klaverjas_rotterdam").with_options(deals=4)
    assert new_game(rules, seed=1, first_dealer=0).variant is rules
    with pytest.raises(ValueError, match="has no option 'multipliers'"):
        new_game("belote", seed=1, multipliers="none")
    with pytest.raises(ValueError, match="first_dealer must be a seat 0-3"):
        new_game("belote", seed=1, first_dealer=4)
    assert isinstance(new_game("schieber", seed=1), Game)  # the Swiss games as before


# --------------------------------------------------------------------------------------------
# rule functions on 32-card tables (the mover sits after the last card; its partner played
# the card before that)

# (hand, trick so far, trump) → legal cards per variant (Amsterdam, Rotterdam, Belote, Contrée)
DUTY_TABLE = [
    # holding the suit led: follow it, no duty to head it
    ("SK S8 HJ D7", "S9 SA", "H", ("SK S8", "SK S8", "SK S8", "SK S8")),
    # trump led, the partner heads: overtrump even over the partner; Belote: any trump
    ("HK H7 D7", "HQ H8", "H", ("HK", "HK", "HK H7", "HK")),
    # trump led, cannot overtrump: any trump
    ("H7 H8 D7", "HQ H9", "H", ("H7 H8", "H7 H8", "H7 H8", "H7 H8")),
    # void in the plain suit led, the partner heads (with a trump)
    ("HK H7 D7", "SA HQ S7", "H", ("HK D7", "HK", "HK H7 D7", "HK H7 D7")),
    # void, the partner heads with the plain suit's best card
    ("HK H7 D7", "SA S7", "H", ("HK H7 D7", "HK H7", "HK H7 D7", "HK H7 D7")),
    # void, the partner does not head: overtrump
    ("HK H7 D7", "SA HQ", "H", ("HK", "HK", "HK", "HK")),
    # void, cannot overtrump: a non-trump (Klaverjas), any trump (Belote), any card (Contrée)
    ("H7 D7 D8", "SA HQ", "H", ("D7 D8", "D7 D8", "H7", "H7 D7 D8")),
    # void, only lower trumps: undertrump
    ("H7 H8", "SA HQ", "H", ("H7 H8", "H7 H8", "H7 H8", "H7 H8")),
    # leading: any card
    ("HJ D7 CA", "", "C", ("HJ D7 CA", "HJ D7 CA", "HJ D7 CA", "HJ D7 CA")),
]


@pytest.mark.parametrize(("hand", "trick", "trump", "legal"), DUTY_TABLE)
def test_legal_cards_by_the_duty_table(
    hand: str, trick: str, trump: str, legal: tuple[str, ...]
) -> None:
    for name, expected in zip(
        ("klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree"),
        legal,
        strict=True,
    ):
        assert legal_cards(name, hand, trick, trump) == sorted(parse_cards(expected)), name


def test_amsterdam_play_rules_002_must_head_the_suit_led() -> None:
    rules = get_variant("klaverjas_amsterdam").with_options(play_rules="002")
    assert codes(legal_cards(rules, "SK S8 HJ", "S9 SQ", "H")) == "SK"
    assert codes(legal_cards("klaverjas_amsterdam", "SK S8 HJ", "S9 SQ", "H")) == "S8 SK"


@pytest.mark.parametrize(
    ("trick", "trump", "winner"),
    [
        ("HK HA S7 H10", "S", 2),  # a trump wins
        ("HK HA S7 H10", "D", 1),  # the ace of the suit led
        ("HK H10 H7 H8", "S", 1),  # plain order A 10 K Q J 9 8 7: the ten beats the king
        ("H9 HA HJ H10", "H", 2),  # trump order J 9 A 10 …
        ("H9 HA HQ H10", "H", 0),  # … the nine above the ace
        ("D10 DK CA DQ", "H", 0),  # a discard never wins
    ],
)
def test_trick_winner_on_32_cards(trick: str, trump: str, winner: int) -> None:
    for name in FAMILY:
        assert trick_winner(name, trick, trump) == winner, name


def test_the_32_card_order_differs_from_the_swiss_order() -> None:
    assert trick_winner("jass", "HK H10 H7 H8", "S") == 0  # Swiss plain order: K above 10
    assert trick_winner("belote", "HK H10 H7 H8", "S") == 1


@pytest.mark.parametrize("name", FAMILY)
def test_card_points_of_the_32_cards(name: str) -> None:
    ranks = ("7", "8", "9", "10", "J", "Q", "K", "A")
    deck = [f"{suit}{rank}" for suit in "HDSC" for rank in ranks]
    for trump in "HDSC":
        assert card_points(name, deck, trump) == 152
        assert card_points(name, deck, trump, last_trick=True) == 162
    assert card_points(name, "SJ S9 HA", "S") == 45  # trump J 20, 9 14; plain A 11
    assert card_points(name, "HJ H9 HQ", "S") == 5  # plain J 2, 9 0, Q 3
    assert card_points(name, "SA S10 SK SQ S8 S7", "S", last_trick=True) == 38


def test_klaverjas_option_last_trick_5() -> None:
    rules = get_variant("klaverjas_amsterdam").with_options(last_trick=5)
    assert card_points(rules, "SJ", "S", last_trick=True) == 25
    assert card_points("klaverjas_amsterdam", "SJ", "S", last_trick=True) == 30


def test_melds_belote_and_contree_with_melds() -> None:
    found = melds("belote", "HJ DJ SJ CJ H10 HQ H9 D7", "H")
    assert [(m.kind, codes(list(m.cards)), m.points) for m in found] == [
        ("four", "HJ DJ SJ CJ", 200),
        ("sequence", "H9 H10 HJ HQ", 50),
    ]
    assert melds("klaverjas_amsterdam", "HJ DJ SJ CJ H10 HQ H9", "H") == []  # roem per trick
    assert melds("belote_contree", "H7 H8 H9", "S") == []
    with_melds = get_variant("belote_contree").with_options(melds=True)
    assert [m.points for m in melds(with_melds, "H7 H8 H9", "S")] == [20]
    # two sequences of equal points and length: the higher top first
    assert [codes(list(m.cards)) for m in melds("belote", "H7 H8 H9 SQ SK SA", "H")] == [
        "SQ SK SA",
        "H7 H8 H9",
    ]
    with pytest.raises(ValueError, match="at most 8 cards"):
        melds("belote", "H7 H8 H9 H10 HJ HQ HK HA S7", "H")


@pytest.mark.parametrize("name", FAMILY)
def test_a_six_is_refused_everywhere(name: str) -> None:
    message = "H6 is not a card of the 32-card deck"
    with pytest.raises(ValueError, match=message):
        legal_cards(name, "H6 HA", "", "S")
    with pytest.raises(ValueError, match=message):
        legal_cards(name, "HA S7", "H6", "S")
    with pytest.raises(ValueError, match=message):
        trick_winner(name, "HA H6 H7 H8", "S")
    with pytest.raises(ValueError, match=message):
        card_points(name, "H6", "S")
    with pytest.raises(ValueError, match=message):
        melds(name, "H6 H7 H8", "S")
    assert card_points("jass", "H6", "S") == 0  # still a card of the Swiss deck


@pytest.mark.parametrize("name", FAMILY)
def test_only_suits_are_trumps(name: str) -> None:
    for mode in ("obenabe", "undenufe"):
        with pytest.raises(ValueError, match=f"{name} has no {mode}: its trumps are the four"):
            legal_cards(name, "HA S7", "", mode)
        with pytest.raises(ValueError, match="has no"):
            trick_winner(name, "HA H7 H8 H9", mode)


def test_the_checks_of_the_swiss_api_hold_for_the_family() -> None:
    with pytest.raises(ValueError, match="already full"):
        legal_cards("belote", "SA", "H7 H8 H9 H10", "S")
    with pytest.raises(ValueError, match="has 4 cards, not 3"):
        trick_winner("belote", "H7 H8 H9", "S")
    with pytest.raises(ValueError, match="HA is in both"):
        legal_cards("belote", "HA S7", "HA", "S")


# --------------------------------------------------------------------------------------------
# observations and saves


def play_some(game: ContractGame, steps: int, rng: random.Random) -> None:
    for _ in range(steps):
        if game.is_terminal():
            return
        if game.is_chance_node():
            game.apply_action(game.chance_outcome())
        else:
            game.apply_action(rng.choice(game.legal_actions()))


def test_an_observation_shows_only_the_own_hand() -> None:
    game = new_game("belote", seed=8, first_dealer=3)
    game.apply_action(game.chance_outcome())
    view = game.observation(1)
    assert isinstance(view, Observation) and view.variant.name == "belote"
    assert view.hand == tuple(game.hand(1)) and len(view.hand) == 5
    assert view.hand_sizes == (5, 5, 5, 5) and view.stock_size == 11
    assert view.turn_up is not None and view.turn_up not in view.hand
    assert view.legal_actions == ()  # seat 0 bids first
    assert [str(a) for a in game.observation(0).legal_actions] == ["pass", "take"]


@pytest.mark.parametrize("name", FAMILY)
def test_a_family_save_resumes_through_the_settings(name: str, tmp_path: Path) -> None:
    game = new_game(name, seed=3, first_dealer=1)
    assert isinstance(game, ContractGame)
    play_some(game, 60, random.Random(4))
    assert not game.is_terminal()
    save_game(game, 2, tmp_path)
    loaded, problems = load_game(tmp_path)
    assert problems == [] and loaded is not None
    again, human = loaded
    assert isinstance(again, ContractGame) and human == 2
    assert again == game and again.snapshot() == game.snapshot()
    assert again.observation(2) == game.observation(2)
    play_some(game, 40, random.Random(9))
    play_some(again, 40, random.Random(9))
    assert again.snapshot() == game.snapshot()


@pytest.mark.parametrize("name", FAMILY)
def test_continue_resumes_a_family_save(name: str, table: Callable[..., TableRun]) -> None:
    run = table()
    game = new_game(name, seed=2, first_dealer=3)
    game.apply_action(game.chance_outcome())
    save_game(game, 0, run.folder)
    lines = run.run(["down", "enter"])  # Continue
    title = variant_title(name)
    assert f"Continue: {title}, deal 1, 2 of 6" in lines
    assert f"{title} resumed, deal 1." in lines


def test_a_swiss_save_still_loads_as_a_game(tmp_path: Path) -> None:
    game = new_game("schieber", seed=3, first_dealer=1)
    game.apply_action(game.chance_outcome())
    save_game(game, 0, tmp_path)
    loaded, problems = load_game(tmp_path)
    assert problems == [] and loaded is not None and isinstance(loaded[0], Game)
    assert loaded[0] == game


def test_game_from_data_names_the_family_loader() -> None:
    data = new_game("belote", seed=1).to_data()
    with pytest.raises(ValueError, match="belote is not a Swiss game: load its save with"):
        Game.from_data(data)
    assert isinstance(load_any_game(json.loads(json.dumps(data))), ContractGame)


def test_settings_rules_accept_family_options() -> None:
    assert Settings(rules={"belote": {"tie": "carry"}, "jass": {"target": 1500}}).problems() == []
    assert Settings(rules={"klaverjas_amsterdam": {"play_rules": "002"}}).problems() == []
    wrong = Settings(rules={"belote": {"tie": "never"}}).problems()
    assert len(wrong) == 1 and "belote" in wrong[0] and "tie" in wrong[0]
    unknown = Settings(rules={"klaverjas": {}}).problems()
    assert len(unknown) == 1 and "belote_contree" in unknown[0]


# --------------------------------------------------------------------------------------------
# simulate and arena


@pytest.mark.parametrize("name", FAMILY)
def test_simulate_plays_family_games(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--variant", name, "--games", "2", "--seed", "3", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["variant"], result["games"], result["sides"]) == (name, 2, "teams")
    assert result["deals"] >= 2 and sum(result["wins"]) == 2
    total = sum(result["mean_deal_points"])
    if name.startswith("klaverjas"):
        assert total == pytest.approx(162)  # every deal played out: 152 + last trick 10
    else:
        assert 0 < total <= 162  # annulled deals (everybody passed) score nothing
    assert result == simulate(name, games=2, seed=3) | {"seconds": result["seconds"]}


@pytest.mark.parametrize("name", FAMILY)
def test_arena_plays_family_deals(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "--variant", name, "--a", "random", "--b", "random", "--deals", "3"]
    assert main([*argv, "--seed", "2", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["variant"], result["kind"], result["played"]) == (name, "team", 6)
    assert 0 <= result["share_a"] <= 1
    low, high = result["share_ci95"]
    assert low <= result["share_a"] <= high


def test_arena_with_only_annulled_deals_has_an_even_share() -> None:
    from audiojass.rules import Pass

    class Passer:
        def act(self, observation: ContractObservation) -> object:
            legal = observation.legal_actions
            return Pass() if Pass() in legal else legal[0]

    import audiojass.arena as arena_module

    original = arena_module.make_bot
    arena_module.make_bot = lambda *args, **kwargs: Passer()  # type: ignore[assignment,return-value]
    try:
        result = arena("belote", "random", "random", deals=2, seed=1)
    finally:
        arena_module.make_bot = original
    assert (result["points_a"], result["points_b"], result["share_a"]) == (0, 0, 0.5)
    assert result["share_ci95"] == [0.0, 1.0]


def test_every_command_takes_every_variant(capsys: pytest.CaptureFixture[str]) -> None:
    from audiojass.cli import arena_parser, play_parser, simulate_parser

    for name in FAMILY + SWISS:
        assert play_parser().parse_args(["--variant", name]).variant == name
        assert simulate_parser().parse_args(["--variant", name]).variant == name
        argv = ["--variant", name, "--a", "rule", "--b", "random"]
        assert arena_parser().parse_args(argv).variant == name
    with pytest.raises(SystemExit):
        main(["simulate", "--variant", "poker"])
    err = capsys.readouterr().err
    assert "invalid choice: 'poker'" in err and "belote_contree" in err


# --------------------------------------------------------------------------------------------
# the rule functions agree with the games themselves


def _prefer_no_trumps(actions: list[object], rng: random.Random) -> object:
    """A random legal action, but in the bidding a pass of the turned suit and no-trumps
    whenever it may be bid (Klaberjass for four)."""
    codes = [str(action) for action in actions]
    if "notrumps" in codes:
        return actions[codes.index("notrumps")]
    if "take" in codes and "pass" in codes:
        return actions[codes.index("pass")]
    return rng.choice(actions)


@pytest.mark.slow
@pytest.mark.parametrize("name", [*SWISS, *EVERY_FAMILY])
def test_the_rule_functions_agree_with_the_game(name: str) -> None:
    """At every card decision of seeded games played at random, ``legal_cards`` on the
    observation's hand, trick and trump (None: no trumps; the klaverjas of 1821's phase) is
    the game's own list, and every trick's winner and points are ``trick_winner`` and
    ``card_points``'s. The 1821 game has its own card order and points (docs/rules/family.md
    "klaverjas_1821"): the functions read the family's general tables and got 158 of 274
    tricks' points wrong, and its first phase (any card) was answered by the second's duties."""
    checked = {"legal": 0, "tricks": 0, "no trumps": 0, "phase 1": 0}
    for seed in range(4):
        game = new_game(name, seed=seed)
        rules = game.variant
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_terminal():
                break
            if game.is_chance_node():
                game.apply_action(game.chance_outcome())
                continue
            seat = game.current_player
            assert seat is not None
            view = game.observation(seat)
            trump = view.trump
            if view.phase is Phase.PLAY and game.legal_cards():
                phase = getattr(view, "play_phase", None) if name == "klaverjas_1821" else None
                found = legal_cards(rules, view.hand, view.trick, trump, phase=phase)
                assert found == game.legal_cards(), (seed, codes(list(view.hand)))
                checked["legal"] += 1
                checked["no trumps"] += trump is None
                checked["phase 1"] += phase == 1
            actions = list(game.legal_actions())
            no_trumps = name == "klaberjass4" and seed < 2
            chosen = _prefer_no_trumps(actions, rng) if no_trumps else rng.choice(actions)
            for event in game.apply_action(chosen):
                if type(event).__name__ != "TrickWon":
                    continue
                won = event  # type: ignore[assignment]
                index = trick_winner(rules, won.cards, trump)  # type: ignore[attr-defined]
                assert (won.leader + index) % rules.players == won.seat  # type: ignore[attr-defined]
                points = card_points(rules, won.cards, trump, last_trick=won.last)  # type: ignore[attr-defined]
                assert points == won.points  # type: ignore[attr-defined]
                checked["tricks"] += 1
    assert checked["legal"] > 50 and checked["tricks"] > 20, checked
    if name == "klaberjass4":
        assert checked["no trumps"] > 0, checked
    if name == "klaverjas_1821":
        assert checked["phase 1"] > 0, checked


def test_the_klaverjas_of_1821_in_card_codes() -> None:
    """Its own order (plain A K Q J 10 9 8 7), points (K 3, Q 2, J 1; 146 with the last
    trick), phases and melds (docs/rules/family.md "klaverjas_1821")."""
    assert trick_winner("klaverjas_1821", "C10 CJ", "D") == 1
    assert trick_winner("belote", "C10 CJ CQ CK", "D") == 0  # the family's 10 above the king
    assert card_points("klaverjas_1821", "S9 CQ", "D") == 2
    every = [card for card in Card if card.rank.name != "SIX"]
    assert card_points("klaverjas_1821", every, "D", last_trick=True) == 146
    hand = "H7 HK D9 S7 S8 S10 C9 CJ CQ"
    assert codes(legal_cards("klaverjas_1821", hand, "SA", "D")) == "S7 S8 S10"
    assert codes(legal_cards("klaverjas_1821", hand, "SA", "D", phase=1)) == hand
    assert [str(meld) for meld in melds("klaverjas_1821", "H7 H8 H9 H10 HJ", "S")] == [
        str(melds("klaverjas_1821", "HJ H10 H9 H8 H7", "S")[0])
    ]
    assert melds("klaverjas_1821", "H7 H8 H9 H10 HJ", "S")[0].points == 100
    with pytest.raises(ValueError, match="phases 1 and 2, not 3"):
        legal_cards("klaverjas_1821", hand, "", "D", phase=3)
    with pytest.raises(ValueError, match="phase is for klaverjas_1821"):
        legal_cards("belote", "H7 H8", "", "D", phase=1)


def test_klaberjass_for_four_without_trumps_in_card_codes() -> None:
    """Klaberjass for four bids no trumps (docs/rules/family.md "klaberjass4"): its observation's
    trump is None, which the functions take (or "notrumps"); no other game takes it."""
    every = [card for card in Card if card.rank.name != "SIX"]
    assert card_points("klaberjass4", every, None, last_trick=True) == 130
    assert trick_winner("klaberjass4", "HK H8 HA H7", "notrumps") == 2
    assert codes(legal_cards("klaberjass4", "HK S7 D8", "H7", None)) == "HK"
    with pytest.raises(ValueError, match="its trumps are the four suits, or no trumps"):
        trick_winner("klaberjass4", "HK H8 H9 H7", "obenabe")
    for name in ("belote", "klaberjass2", "klaverjas_amsterdam"):
        with pytest.raises(ValueError, match=f"{name} is always played with a trump suit"):
            trick_winner(name, "HK H8", None) if name == "klaberjass2" else trick_winner(
                name, "HK H8 H9 H7", None
            )
    with pytest.raises(ValueError, match="schieber is always played with a trump mode"):
        trick_winner("schieber", "HK HA H6 S6", None)


@pytest.mark.slow
def test_every_action_event_and_game_type_a_game_uses_is_exported() -> None:
    """``legal_actions()`` offered Belote's announcements, Klaverjas's roem claim and the 1821
    game's melds, and games returned their events, which ``audiojass.rules`` did not export
    (an ImportError for a program that names them)."""
    import audiojass.rules as rules_package

    configs: list[tuple[str, dict[str, object]]] = [(name, {}) for name in ALL_VARIANTS]
    configs += [
        ("schieber", {"manual_weis": True}),
        ("belote", {"manual_announce": True}),
        ("klaverjas_amsterdam", {"manual_announce": True}),
        ("klaberjass2", {"manual_announce": True, "zensa": True, "schmeiss": True}),
        ("belote_contree", {"melds": True, "manual_announce": True}),
        ("klaverjas_1821", {"manual_announce": True}),
    ]
    seen: set[str] = set()
    for name, options in configs:
        for seed in range(2):
            game = new_game(name, seed=seed, **options)
            rng = random.Random(seed)
            seen |= {type(game).__name__, type(game.variant).__name__}
            for _ in range(1500):
                if game.is_terminal():
                    break
                if game.is_chance_node():
                    action = game.chance_outcome()
                else:
                    seat = game.current_player
                    assert seat is not None
                    seen.add(type(game.observation(seat)).__name__)
                    action = rng.choice(list(game.legal_actions()))
                seen.add(type(action).__name__)
                seen |= {type(event).__name__ for event in game.apply_action(action)}
    assert {"ClaimRoem", "SayBelote", "AnnounceMelds", "DeclareMeld"} <= seen
    assert sorted(seen - set(rules_package.__all__)) == []
    assert all(hasattr(rules_package, name) for name in seen)


def test_misused_actions_and_seats_are_refused_plainly() -> None:
    """A trump or card given by code, suit or index names that action (``ChooseTrump("H")``
    crashed in the middle of the game with an AttributeError, a family ``PlayCard("HJ")`` with
    "invalid literal for int()"); what is no action or no seat raises ValueError
    (``IllegalActionError`` "not_an_action"; ``hand(-1)`` returned seat 3's hidden hand)."""
    from audiojass.rules import ChooseTrump, IllegalActionError, PlayCard, Suit, TrumpMode

    assert ChooseTrump("H") == ChooseTrump(Suit.HEARTS) == ChooseTrump(TrumpMode.HEARTS)
    assert ChooseTrump("obenabe").mode is TrumpMode.OBENABE
    assert PlayCard("hj") == PlayCard(Card.HJ) == PlayCard(5)
    for bad in ("x", None, 9):
        with pytest.raises(ValueError):
            ChooseTrump(bad)  # type: ignore[arg-type]
    for bad in ("HX", None, 40, True):
        with pytest.raises(ValueError):
            PlayCard(bad)  # type: ignore[arg-type]
    swiss = new_game("schieber", seed=3)
    swiss.apply_action(swiss.chance_outcome())
    played = swiss.clone()
    assert played.apply_action(ChooseTrump("H"))[0].mode is TrumpMode.HEARTS  # type: ignore[attr-defined]
    family = new_game("belote", seed=3)
    family.apply_action(family.chance_outcome())
    for game in (swiss, family):
        with pytest.raises(IllegalActionError, match="not an action: None") as refused:
            game.clone().apply_action(None)  # type: ignore[arg-type]
        assert refused.value.reason == "not_an_action"
        players = game.variant.players
        for seat in ("0", players, -1, True):
            with pytest.raises(ValueError, match=f"the seats are 0 to {players - 1}"):
                game.hand(seat)  # type: ignore[arg-type]
            with pytest.raises(ValueError, match="no seat"):
                game.observation(seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["schieber", "belote", "klaverjas_1821"])
def test_load_any_game_takes_the_save_as_written(name: str) -> None:
    """``to_json``'s text (or bytes) loads as its data does; it was refused as "not an
    AudioJass saved game"."""
    game = new_game(name, seed=2)
    game.apply_action(game.chance_outcome())
    text = game.to_json()
    for saved in (text, text.encode(), json.loads(text)):
        loaded = load_any_game(saved)
        assert type(loaded) is type(game) and loaded.to_json() == text
    with pytest.raises(ValueError, match="not valid JSON"):
        load_any_game("{x")


def test_a_phase_or_a_save_of_the_wrong_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="phases 1 and 2, not True"):
        legal_cards("klaverjas_1821", "H7 H8", "", "D", phase=True)
    with pytest.raises(ValueError, match="not a save's text"):
        load_any_game(b"\xff\xfe not text")


@pytest.mark.parametrize(
    ("module", "old", "new"),
    [
        ("audiojass.rules", "FamilyGame", "ContractGame"),
        ("audiojass.rules", "FamilyVariant", "ContractVariant"),
        ("audiojass.rules", "FamilyObservation", "ContractObservation"),
        ("audiojass.rules", "FamilyIllegalActionError", "ContractIllegalActionError"),
        ("audiojass.bots", "FamilyRuleBot", "ContractRuleBot"),
        ("audiojass.bots", "FamilySearchBot", "ContractSearchBot"),
    ],
)
def test_the_last_release_names_still_import_with_a_deprecation_warning(
    module: str, old: str, new: str
) -> None:
    imported = importlib.import_module(module)
    with pytest.warns(DeprecationWarning, match=f"{module}.{old} is deprecated; use"):
        assert getattr(imported, old) is getattr(imported, new)
    with pytest.raises(AttributeError, match="no attribute 'FamilyNothing'"):
        imported.FamilyNothing  # noqa: B018
