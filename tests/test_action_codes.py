"""Every action of every game reads back from its code through the one parser
(:func:`audiojass.rules.parse_action`): the codes are the save format and the online wire
format. The parsers kept for one release (``parse_family_action``, ``parse_1821_action``,
``parse_bid``) read the same."""

from __future__ import annotations

import random
from typing import Any

import pytest

from audiojass.rules import (
    ALL_VARIANTS,
    BidAction,
    ContractGame,
    Deal,
    Klaverjas1821Game,
    new_game,
    parse_1821_action,
    parse_action,
    parse_bid,
    parse_family_action,
)
from audiojass.rules.actions import parse_swiss_action
from audiojass.rules.bidding import BID_TYPES

OPTIONS: dict[str, dict[str, Any]] = {
    "schieber": {"manual_weis": True},
    **{name: {"manual_announce": True} for name in ALL_VARIANTS if name not in {
        "jass", "schieber", "putz3", "putz5"}},
}  # fmt: skip


def _own_parser(game: object) -> Any:
    if isinstance(game, Klaverjas1821Game):
        return parse_1821_action
    if isinstance(game, ContractGame):
        return parse_family_action
    return parse_swiss_action


@pytest.mark.parametrize("name", sorted(ALL_VARIANTS))
@pytest.mark.parametrize("manual", [False, True], ids=["engine", "manual"])
def test_every_legal_action_round_trips(name: str, manual: bool) -> None:
    seen: set[str] = set()
    for seed in (1, 2):
        rng = random.Random(seed)
        options = OPTIONS.get(name, {}) if manual else {}
        game = new_game(name, seed=seed, first_dealer=0, **options)
        own = _own_parser(game)
        for _ in range(160):
            if game.is_terminal():
                break
            if game.current_player is None:
                actions: list[Any] = [game.chance_outcome(rng)]
            else:
                actions = list(game.observation(game.current_player).legal_actions)
            for action in actions:
                code = str(action)
                for parsed in (parse_action(code), own(code)):
                    assert parsed == action and type(parsed) is type(action), code
                    assert str(parsed) == code
                if isinstance(action, BID_TYPES):
                    assert parse_bid(code) == action
                seen.add(code.partition(":")[0] if ":" in code else code)
            game.apply_action(rng.choice(actions))
    assert "play" in seen and "deal" in seen


def test_the_codes_of_each_game() -> None:
    assert isinstance(parse_action("deal:H6/H7"), Deal)
    assert parse_action(" PASS ") == parse_bid("pass") == parse_family_action("Pass")
    for code in ("schieben", "trump:S", "weis:H6 H7 H8", "six", "keep-six", "kitty"):
        with pytest.raises(ValueError, match="not an action code"):
            parse_family_action(code)
        assert str(parse_action(code)) == code == str(parse_swiss_action(code))
    for code in ("pass", "claim", "belote", "announce:HJ HQ HK", "marriage", "meld:H7 H8 H9"):
        with pytest.raises(ValueError, match="not an action code"):
            parse_swiss_action(code)
        assert str(parse_action(code)) == code
    assert str(parse_1821_action("dix")) == "dix" == str(parse_family_action("dix"))
    with pytest.raises(ValueError, match="not an action code: 'marriage'"):
        parse_family_action("marriage")
    with pytest.raises(ValueError, match=r"not a bid code: 'bid:85:H' \(not a contract"):
        parse_action("bid:85:H")
    with pytest.raises(ValueError, match=r"^not an action code: 'bid:85:H'$"):
        parse_family_action("bid:85:H")


@pytest.mark.parametrize("code", ["pass", "suit:H", "bid:90:S", "schmeiss", "force", "decline"])
def test_bid_codes_are_bid_actions(code: str) -> None:
    """(the seeded games above rarely reach Klaberjass's schmeiss)"""
    assert isinstance(parse_bid(code), BidAction)
    assert parse_action(code) == parse_bid(code) == parse_family_action(code)
    assert str(parse_action(code)) == code
