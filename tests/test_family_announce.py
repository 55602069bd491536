"""The family's option ``manual_announce`` (``docs/rules/family.md`` "Common"): every seat claims
its roem (Klaverjas) or announces its melds and Belote (Belote, Contrée with melds) itself; what is
not announced is not scored; the bots always announce."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from audiojass.bots.contract_search import ContractSearchBot
from audiojass.bots.heuristics.card_play import ContractRuleBot
from audiojass.rules.actions import Deal, PlayCard
from audiojass.rules.cards import Card, parse_cards
from audiojass.rules.components import (
    AnnounceMelds,
    BeloteAnnounced,
    ClaimRoem,
    ContractGame,
    ContractIllegalActionError,
    DealSettled,
    MeldsAnnounced,
    MeldsScored,
    RoemLost,
    RoemScored,
    SayBelote,
    new_family_game,
    parse_family_action,
)
from audiojass.rules.game import Phase

KLAVERJAS_HANDS = (
    "SA H7 H8 D7 D8 C7 C8 C9",
    "SK S7 H9 HA D9 D10 C10 CJ",
    "SQ S8 H10 HJ DJ DQ CQ CK",
    "SJ S9 S10 HQ HK DK DA CA",
)
"""Seat 0 names hearts and wins the first trick SA SK SQ SJ: roem of four in sequence, 50."""

CONTREE_HANDS = (
    "HK HQ HJ S7 S8 S9 D7 C7",
    "HA H10 H9 S10 SJ D8 D9 C8",
    "H7 H8 SQ SK D10 DJ C9 C10",
    "SA DQ DK DA CJ CQ CK CA",
)
"""Seat 0 bids 80 in hearts holding Belote (HK HQ) and two sequences of three (J Q K of hearts,
7 8 9 of spades); seat 3 holds two sequences (Q K A of diamonds, J Q K A of clubs)."""


def _dealt(name: str, hands: tuple[str, ...], **options: Any) -> ContractGame:
    game = new_family_game(name, seed=1, first_dealer=3, **options)
    game.apply_action(Deal(tuple(tuple(parse_cards(hand)) for hand in hands)))
    return game


def _klaverjas_first_trick(manual: bool) -> tuple[ContractGame, list[Any]]:
    game = _dealt("klaverjas_amsterdam", KLAVERJAS_HANDS, manual_announce=manual)
    events: list[Any] = []
    for code in ("suit:H", "play:SA", "play:SK", "play:SQ", "play:SJ"):
        events = game.apply_action(code)
    return game, events


def _contree(**options: Any) -> ContractGame:
    game = _dealt("belote_contree", CONTREE_HANDS, melds=True, **options)
    for code in ("bid:80:H", "pass", "pass", "pass"):
        game.apply_action(code)
    assert game.phase is Phase.PLAY and game.current_player == 0
    return game


def _others_play(game: ContractGame, events: list[Any]) -> None:
    """Seats 1 to 3 play their first legal card (announcing nothing)."""
    while game.current_player != 0 and game.phase is Phase.PLAY:
        events += game.apply_action(PlayCard(game.legal_cards()[0]))


def test_the_option_exists_for_every_variant_with_default_off() -> None:
    for name in ("klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree"):
        game = new_family_game(name, seed=0)
        assert game.variant.options()["manual_announce"] is False
        on = new_family_game(name, seed=0, manual_announce=True)
        assert on.variant.manual_announce and on.manual_announce
    with pytest.raises(ValueError, match="manual_announce"):
        new_family_game("belote", seed=0, manual_announce="yes")


def test_action_codes_round_trip() -> None:
    for code in ("claim", "belote", "announce:HJ HQ HK/S7 S8 S9"):
        assert str(parse_family_action(code)) == code
    assert parse_family_action("announce:HJ HQ HK") == AnnounceMelds(
        (tuple(parse_cards("HJ HQ HK")),)
    )
    with pytest.raises(ValueError, match="not an action code"):
        parse_family_action("announce:HX")


def test_klaverjas_roem_is_scored_by_the_engine_without_the_option() -> None:
    game, events = _klaverjas_first_trick(manual=False)
    assert [e.points for e in events if isinstance(e, RoemScored)] == [50]
    assert game.roem == [50, 0]
    assert not any(isinstance(a, ClaimRoem) for a in game.legal_actions())


def test_klaverjas_roem_claimed_before_the_next_lead_scores() -> None:
    game, events = _klaverjas_first_trick(manual=True)
    assert not any(isinstance(e, RoemScored) for e in events) and game.roem == [0, 0]
    assert game.current_player == 0 and game.legal_actions()[0] == ClaimRoem()
    assert game.observation(0).roem_claim is not None
    assert game.observation(1).roem_claim is None
    claimed = game.apply_action("claim")
    assert len(claimed) == 1 and isinstance(claimed[0], RoemScored)
    assert (claimed[0].seat, claimed[0].team, claimed[0].points) == (0, 0, 50)
    assert game.roem == [50, 0] and game.observation(2).roem == (50, 0)
    assert ClaimRoem() not in game.legal_actions()
    with pytest.raises(ContractIllegalActionError) as refused:
        game.apply_action("claim")
    assert refused.value.reason == "no_roem"
    lead = game.apply_action("play:C7")
    assert not any(isinstance(e, RoemLost) for e in lead)


def test_klaverjas_roem_not_claimed_is_lost_at_the_next_lead() -> None:
    game, _events = _klaverjas_first_trick(manual=True)
    lead = game.apply_action("play:C7")
    assert lead[0] == RoemLost(0, 0, 50, 1)
    assert game.roem == [0, 0] and ClaimRoem() not in game.legal_actions()
    rng = Random(3)
    events = list(lead)
    while game.phase is Phase.PLAY:
        if game.roem_claim is not None:  # the other roem of the deal is claimed
            events += game.apply_action("claim")
        events += game.apply_action(PlayCard(rng.choice(game.legal_cards())))
    settled = next(e for e in events if isinstance(e, DealSettled))
    assert settled.facts is not None
    claimed = [0, 0]
    for event in events:
        if isinstance(event, RoemScored):
            claimed[event.team] += event.points
    assert settled.facts.roem == (claimed[0], claimed[1])
    assert not any(isinstance(e, RoemScored) and e.trick_number == 1 for e in events)


def test_automatic_announcements_refused_without_the_option() -> None:
    game, _events = _klaverjas_first_trick(manual=False)
    with pytest.raises(ContractIllegalActionError) as refused:
        game.apply_action("claim")
    assert refused.value.reason == "no_announce"


def test_melds_announced_score_and_melds_kept_back_do_not() -> None:
    game = _contree(manual_announce=True)
    announce = [a for a in game.legal_actions() if isinstance(a, AnnounceMelds)]
    assert [str(a) for a in announce] == [
        "announce:HJ HQ HK/S7 S8 S9",
        "announce:HJ HQ HK",
        "announce:S7 S8 S9",
    ]
    events = game.apply_action("announce:HJ HQ HK")
    assert len(events) == 1 and isinstance(events[0], MeldsAnnounced)
    assert [str(m) for m in events[0].melds] == ["sequence HJ HQ HK (20)"]
    assert not any(isinstance(a, AnnounceMelds) for a in game.legal_actions())
    events = game.apply_action("play:D7")
    _others_play(game, events)  # seat 3 keeps its 50 and 20 to itself
    scored = [e for e in events if isinstance(e, MeldsScored)]
    assert [(e.team, e.points) for e in scored] == [(0, 20)]
    assert [str(m) for _s, m in scored[0].melds] == ["sequence HJ HQ HK (20)"]


def test_no_melds_announced_no_melds_scored() -> None:
    game = _contree(manual_announce=True)
    events = game.apply_action("play:D7")
    assert not any(isinstance(a, AnnounceMelds) for a in game.legal_actions())
    _others_play(game, events)
    assert not any(isinstance(e, MeldsScored) for e in events)
    assert game.meld_award is not None and game.meld_award.points == (0, 0)


def test_belote_said_scores_rebelote_and_unsaid_does_not() -> None:
    said = _contree(manual_announce=True)
    assert SayBelote() in said.legal_actions()
    assert said.apply_action("belote") == []
    assert SayBelote() not in said.legal_actions() and said.observation(0).belote_said
    events = said.apply_action("play:HK")
    assert [e for e in events if isinstance(e, BeloteAnnounced)] == [
        BeloteAnnounced(0, Card.parse("HK"), False, 0)
    ]
    unsaid = _contree(manual_announce=True)
    events = unsaid.apply_action("play:HK")
    assert not any(isinstance(e, BeloteAnnounced) for e in events)
    assert SayBelote() not in unsaid.legal_actions()
    for game in (said, unsaid):
        rng = Random(5)
        events = []
        while game.phase is Phase.PLAY:
            if game.current_player == 0 and PlayCard(Card.parse("HQ")) in game.legal_actions():
                events += game.apply_action("play:HQ")
                continue
            cards = [a for a in game.legal_actions() if isinstance(a, PlayCard)]
            events += game.apply_action(rng.choice(cards))
        rebelote = [e for e in events if isinstance(e, BeloteAnnounced)]
        settled = next(e for e in events if isinstance(e, DealSettled))
        assert settled.facts is not None
        if game is said:
            assert [(e.rebelote, e.points) for e in rebelote] == [(True, 20)]
            assert settled.facts.belote == (20, 0)
        else:
            assert rebelote == [] and settled.facts.belote == (0, 0)


def test_say_belote_is_refused_to_a_seat_without_it() -> None:
    game = _contree(manual_announce=True)
    game.apply_action("play:D7")
    with pytest.raises(ContractIllegalActionError) as refused:
        game.apply_action("belote")
    assert refused.value.reason == "no_belote"


@pytest.mark.parametrize("name", ["klaverjas_amsterdam", "klaverjas_rotterdam", "belote"])
def test_bots_announce_everything_and_score_as_the_engine_does(name: str) -> None:
    """Rule bots at every seat: the same deals and the same scores with the option as without
    (they claim, announce and say Belote whenever they may); saves replay the announcements."""
    results = []
    for manual in (False, True):
        game = new_family_game(name, seed=11, manual_announce=manual, target=300)
        bots = [ContractRuleBot(seed=seat) for seat in range(4)]
        kinds: set[str] = set()
        while not game.is_terminal() and game.deal_number <= 3:
            if game.is_chance_node():
                game.apply_action(game.chance_outcome())
                continue
            seat = game.current_player
            assert seat is not None
            action = bots[seat].act(game.observation(seat))
            kinds.add(type(action).__name__)
            game.apply_action(action)
        results.append((game.scores[:], [d.score_changes for d in game.deal_history]))
        if manual:
            assert kinds & {"ClaimRoem", "AnnounceMelds", "SayBelote"}
            assert ContractGame.from_json(game.to_json()) == game
    assert results[0] == results[1]


def test_search_bot_announces_before_it_searches() -> None:
    game = _contree(manual_announce=True)
    bot = ContractSearchBot(seed=1, max_samples=2)
    action = bot.act(game.observation(0))
    assert action == AnnounceMelds((tuple(parse_cards("HJ HQ HK")), tuple(parse_cards("S7 S8 S9"))))
    game.apply_action(action)
    assert bot.act(game.observation(0)) == SayBelote()
    game.apply_action("belote")
    assert isinstance(bot.act(game.observation(0)), PlayCard)
