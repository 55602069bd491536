"""The family's partnership games as whole games (``docs/rules/family.md``): variants as data, the
phases they compose, seeded random playouts (every card once, 162 card points, settlements,
saves, clones, no peeking), annulled deals, game end by target, by deal count and draws, the
Belote completion, Contrée contracts and doubles, and every refusal code."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from random import Random
from typing import Any

import pytest

from audiojass.rules.actions import (
    CardPlayed,
    Deal,
    DealEnded,
    DealStarted,
    GameEnded,
    PlayCard,
    TrickWon,
    TrumpChosen,
)
from audiojass.rules.bidding import (
    Bid,
    BiddingEnded,
    BidMade,
    ContreeAuction,
    ForehandChoice,
    NameSuit,
    Pass,
    TurnUpBidding,
)
from audiojass.rules.cards import Card, Suit, TrumpMode, parse_cards
from audiojass.rules.components import (
    BeloteAnnounced,
    BeloteRebelote,
    ContractGame,
    ContractIllegalActionError,
    ContreeProcedure,
    DealSettled,
    ForehandProcedure,
    FullDeal,
    HandMelds,
    HandsCompleted,
    MeldsScored,
    RoemScored,
    TrickRoem,
    TurnUpDeal,
    TurnUpProcedure,
    new_family_game,
    parse_family_action,
)
from audiojass.rules.composed_variants import (
    FAMILY_VARIANTS,
    BeloteContreeVariant,
    BeloteVariant,
    KlaverjasAmsterdam,
    KlaverjasRotterdam,
    get_family_variant,
)
from audiojass.rules.game import Game, IllegalActionError, Phase, new_game
from audiojass.rules.registry import load_any_game
from audiojass.rules.settlement import (
    ALL_TRICKS_BONUS,
    CAPOT,
    CAPOT_BONUS,
    Outcome,
    roem_points,
)
from audiojass.rules.tricks32 import (
    AMSTERDAM,
    AMSTERDAM_002,
    BELOTE,
    CONTREE,
    DECK32,
    REFUSAL_CODES,
    ROTTERDAM,
    trick_from_leader,
    trick_winner,
)

NAMES = ("klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree")
BID_CODES: dict[str, set[str]] = {
    "klaverjas_amsterdam": {"must_name_suit", "wrong_bid"},
    "klaverjas_rotterdam": {"must_name_suit", "wrong_bid"},
    "belote": {
        "take_or_pass",
        "no_take",
        "turned_suit",
        "no_no_trumps",
        "no_schmeiss",
        "wrong_bid",
    },
    "belote_contree": {
        "bid_too_low",
        "nothing_to_double",
        "own_contract",
        "no_redouble",
        "redouble_or_pass",
        "wrong_bid",
    },
}


# --------------------------------------------------------------------------------------------
# helpers


def _deal(game: ContractGame) -> list[Any]:
    return game.apply_action(game.chance_outcome())


def _random_deal(game: ContractGame, rng: Random) -> list[Any]:
    """Play from a chance node to the end of the deal at random; return the deal's events."""
    events = _deal(game)
    while not any(isinstance(e, DealEnded) for e in events):
        events += game.apply_action(rng.choice(game.legal_actions()))
    return events


def _cards_in(value: object) -> Iterator[Card]:
    """Every Card anywhere in an observation's fields (recursively)."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            if field.name != "variant":
                yield from _cards_in(getattr(value, field.name))


def _check_observations(game: ContractGame) -> None:
    """No peeking: a seat's observation holds its own hand and public cards only."""
    for seat in range(4):
        obs = game.observation(seat)
        assert obs.hand == tuple(game.hand(seat))
        public = {card for _s, meld in obs.melds_shown for card in meld.cards}
        if obs.turn_up is not None:
            public.add(obs.turn_up)
        hidden = {c for other in range(4) if other != seat for c in game.hand(other)} - public
        hidden |= set(game.stock)
        seen = set(_cards_in(obs))
        assert not seen & hidden, (seat, sorted(seen & hidden))
        assert obs.stock_size == len(game.stock)
        assert (obs.legal_actions != ()) == (game.current_player == seat)


# --------------------------------------------------------------------------------------------
# variants as data


def test_the_four_variants_with_their_options_and_defaults() -> None:
    assert tuple(FAMILY_VARIANTS)[: len(NAMES)] == NAMES  # then Klaberjass and 1821
    assert KlaverjasAmsterdam().options() == {
        "target": 1500,
        "manual_announce": False,
        "deals": 16,
        "last_trick": 10,
        "three_of_a_kind": False,
        "pit": "points",
        "play_rules": "000",
    }
    assert "play_rules" not in KlaverjasRotterdam().options()
    assert BeloteVariant().options() == {
        "target": 1000,
        "manual_announce": False,
        "second_round_any_suit": False,
        "tie": "own",
    }
    assert BeloteContreeVariant().options() == {
        "target": 2000,
        "manual_announce": False,
        "melds": False,
    }
    for variant in (FAMILY_VARIANTS[name] for name in NAMES):
        assert (variant.players, variant.hand_size, variant.deck, variant.team_game) == (
            4,
            8,
            32,
            True,
        )
        assert variant.title and variant.teams == 2 and variant.side_of(3) == 1
    assert get_family_variant(" Belote ") is FAMILY_VARIANTS["belote"]
    with pytest.raises(ValueError, match="unknown variant"):
        get_family_variant("schieber")


def test_with_options_validates_like_the_swiss_variants() -> None:
    amsterdam = FAMILY_VARIANTS["klaverjas_amsterdam"]
    changed = amsterdam.with_options(play_rules="002", pit="tricks")
    assert isinstance(changed, KlaverjasAmsterdam) and changed.play_rules == "002"
    assert changed.pit == "tricks" and amsterdam.options()["play_rules"] == "000"
    with pytest.raises(ValueError, match="has no option 'play_rules'"):
        FAMILY_VARIANTS["klaverjas_rotterdam"].with_options(play_rules="002")
    with pytest.raises(ValueError, match="must be bool"):
        amsterdam.with_options(three_of_a_kind=1)
    with pytest.raises(ValueError, match="must be int"):
        amsterdam.with_options(target="1500")
    with pytest.raises(ValueError, match="last_trick must be 10 or 5"):
        amsterdam.with_options(last_trick=7)
    with pytest.raises(ValueError, match="tie must be"):
        FAMILY_VARIANTS["belote"].with_options(tie="split")
    with pytest.raises(ValueError, match="a target or a number of deals"):
        amsterdam.with_options(target=0, deals=0)
    contree = FAMILY_VARIANTS["belote_contree"]
    assert contree.with_options(melds=True).target == 3000
    assert contree.with_options(melds=True, target=2500).target == 2500
    assert contree.with_options(target=1200).with_options(melds=True).target == 1200


def test_each_variant_composes_its_phases() -> None:
    amsterdam = FAMILY_VARIANTS["klaverjas_amsterdam"].compose()
    assert isinstance(amsterdam.deal, FullDeal) and isinstance(amsterdam.trump, ForehandProcedure)
    assert amsterdam.announcements == (TrickRoem(False),)
    assert amsterdam.duties == AMSTERDAM
    assert amsterdam.scoring.settlement == "klaverjas"
    assert (amsterdam.scoring.target, amsterdam.scoring.deals) == (1500, 16)
    assert FAMILY_VARIANTS["klaverjas_amsterdam"].with_options(
        play_rules="002"
    ).compose().duties == (AMSTERDAM_002)
    assert FAMILY_VARIANTS["klaverjas_rotterdam"].compose().duties == ROTTERDAM
    rules = FAMILY_VARIANTS["klaverjas_rotterdam"].with_options(three_of_a_kind=True).compose()
    assert rules.announcements == (TrickRoem(True),)
    belote = FAMILY_VARIANTS["belote"].compose()
    assert belote.deal == TurnUpDeal(5, "belote") and belote.deal.first_hand == 5
    assert belote.deal.rest == 12
    assert (
        isinstance(belote.trump, TurnUpProcedure) and not belote.trump.rules.second_round_any_suit
    )
    assert belote.announcements == (HandMelds(), BeloteRebelote())
    assert belote.duties == BELOTE and belote.scoring.settlement == "belote"
    contree = FAMILY_VARIANTS["belote_contree"].compose()
    assert isinstance(contree.trump, ContreeProcedure) and contree.announcements == ()
    assert contree.duties == CONTREE and contree.scoring.target == 2000
    with_melds = FAMILY_VARIANTS["belote_contree"].with_options(melds=True).compose()
    assert with_melds.announcements == (HandMelds(), BeloteRebelote())
    assert with_melds.scoring.hand_melds and with_melds.scoring.target == 3000


def test_new_family_game_refuses_bad_arguments() -> None:
    with pytest.raises(ValueError, match="unknown variant"):
        new_family_game("jass", seed=1)
    with pytest.raises(ValueError, match="seed"):
        new_family_game("belote", seed=-1)
    with pytest.raises(ValueError, match="first_dealer"):
        new_family_game("belote", seed=1, first_dealer=4)
    with pytest.raises(ValueError, match="no option"):
        new_family_game("belote", seed=1, deals=3)
    game = new_family_game(KlaverjasAmsterdam(target=500), seed=1, first_dealer=2)
    assert game.variant.target == 500 and game.dealer == 2 and game.forehand == 3


# --------------------------------------------------------------------------------------------
# the flow of a deal


def test_klaverjas_forehand_names_trump_then_plays() -> None:
    game = new_family_game("klaverjas_amsterdam", seed=5, first_dealer=3)
    events = _deal(game)
    assert events == [DealStarted(1, 3, 0, None)]
    assert game.phase is Phase.TRUMP and game.current_player == 0
    assert isinstance(game.bidding, ForehandChoice)
    assert [str(a) for a in game.legal_actions()] == ["suit:H", "suit:D", "suit:S", "suit:C"]
    assert all(len(game.hand(seat)) == 8 for seat in range(4))
    events = game.apply_action("suit:S")
    assert events == [
        BidMade(0, NameSuit(Suit.SPADES), 1),
        BiddingEnded(events[1].result),  # type: ignore[union-attr]
        TrumpChosen(TrumpMode.SPADES, 0),
    ]
    assert game.observation(1).phase is Phase.PLAY
    assert game.current_player == 0 and game.declarer == 0
    assert game.legal_cards() == game.hand(0)


@pytest.mark.parametrize(
    ("name", "legal"),
    [("klaverjas_rotterdam", "HJ"), ("klaverjas_amsterdam", "HJ CJ CQ CK CA")],
)
def test_void_while_the_partner_heads_differs_in_amsterdam_and_rotterdam(
    name: str, legal: str
) -> None:
    hands = (
        "SA S7 S8 S9 D7 D8 D9 D10",
        "H9 HA H10 H8 DJ DQ DK DA",
        "S10 SJ SQ SK C7 C8 C9 C10",
        "HJ H7 HQ HK CJ CQ CK CA",
    )
    game = new_family_game(name, seed=1, first_dealer=3)
    game.apply_action(Deal(tuple(tuple(parse_cards(h)) for h in hands)))
    for code in ("suit:H", "play:SA", "play:H9", "play:S10"):
        game.apply_action(code)
    # seat 3 is void in spades; its partner heads with the H9; the HJ overtrumps it
    assert game.legal_cards() == parse_cards(legal)
    if name == "klaverjas_rotterdam":
        with pytest.raises(IllegalActionError) as refused:
            game.apply_action("play:CA")
        assert refused.value.reason == "must_overtrump"
    events = game.apply_action("play:HJ")
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won == [TrickWon(3, 0, tuple(parse_cards("SA H9 S10 HJ")), 11 + 14 + 10 + 20, 1, False)]
    assert game.current_player == 3 and game.observation(0).points_taken == (0, 0, 0, 55)


def test_saves_load_as_the_right_game() -> None:
    family = new_family_game("belote", seed=2)
    _deal(family)
    loaded = load_any_game(family.to_data())
    assert isinstance(loaded, ContractGame) and loaded == family
    swiss = new_game("schieber", seed=2)
    assert isinstance(load_any_game(swiss.to_data()), Game)
    with pytest.raises(ValueError, match="does not match"):
        data = family.to_data()
        data["state"]["dealer"] = 3
        ContractGame.from_data(data)
    with pytest.raises(ValueError, match="not an AudioJass saved game"):
        ContractGame.from_json("[]")


def test_belote_completion_leaves_eight_cards_each() -> None:
    for seed in range(40):
        game = new_family_game("belote", seed=seed, first_dealer=seed % 4)
        rng = Random(seed)
        _deal(game)
        turn_up = game.turn_up
        assert turn_up is not None and len(game.stock) == 11
        assert all(len(game.hand(seat)) == 5 for seat in range(4))
        assert isinstance(game.bidding, TurnUpBidding)
        assert game.bidding.turned_suit == turn_up.suit
        events: list[Any] = []
        while game.phase is Phase.TRUMP:
            choices = [a for a in game.legal_actions() if str(a) != "pass"]
            action = rng.choice(choices) if rng.random() < 0.3 else Pass()
            events = game.apply_action(action)
        if game.phase is Phase.DEAL:  # annulled: everybody passed twice
            continue
        taker = game.declarer
        assert taker is not None
        completed = [e for e in events if isinstance(e, HandsCompleted)]
        assert len(completed) == 1 and completed[0].taker == taker
        assert completed[0].counts == tuple(2 if s == taker else 3 for s in range(4))
        assert all(len(game.hand(seat)) == 8 for seat in range(4))
        assert turn_up in game.hand(taker) and game.turn_up_taker == taker
        assert game.stock == ()
        every = [c for seat in range(4) for c in game.hand(seat)]
        assert sorted(every) == list(DECK32)
        assert game.current_player == game.forehand


def test_annulled_deals_move_the_dealer_on_and_score_nothing() -> None:
    for name, passes in (("belote", 8), ("belote_contree", 4)):
        game = new_family_game(name, seed=3, first_dealer=1)
        _deal(game)
        events: list[Any] = []
        for _ in range(passes):
            events = game.apply_action("pass")
        settled = [e for e in events if isinstance(e, DealSettled)]
        assert len(settled) == 1 and settled[0].settlement.outcome is Outcome.ANNULLED
        assert settled[0].declarer is None and settled[0].facts is None
        ended = [e for e in events if isinstance(e, DealEnded)]
        assert ended[0].score_changes == (0, 0) and ended[0].points == (0, 0, 0, 0)
        assert game.phase is Phase.DEAL and game.dealer == 2 and game.scores == [0, 0]
        assert game.deal_number == 1
        _deal(game)
        assert game.deal_number == 2 and game.current_player == 3
    with pytest.raises(IllegalActionError) as refused:
        game = new_family_game("klaverjas_rotterdam", seed=3)
        _deal(game)
        game.apply_action("pass")
    assert refused.value.reason == "must_name_suit"


def test_a_tie_pot_carries_over_an_annulled_deal_and_is_won_later() -> None:
    for seed in range(300):
        rng = Random(seed)
        game = new_family_game("belote", seed=seed, tie="carry")
        while not game.is_terminal() and game.pot == 0:
            _random_deal(game, rng)
        if game.is_terminal():
            continue
        pot = game.pot
        tie = game.settlements[-1].settlement
        assert tie.outcome is Outcome.TIE and tie.scores == (0, 0) and tie.carry == pot
        assert pot == sum(tie.made)
        scores = list(game.scores)
        _deal(game)
        while game.phase is Phase.TRUMP:
            game.apply_action("pass")
        annulled = game.settlements[-1].settlement
        assert annulled.outcome is Outcome.ANNULLED and annulled.carry == pot
        assert game.pot == pot and game.scores == scores  # the pot carries on
        while game.pot and not game.is_terminal():
            pot = game.pot
            scores = list(game.scores)
            _random_deal(game, rng)
        settlement = game.settlements[-1].settlement
        if game.pot == 0:
            team = settlement.pot_team
            assert team is not None and settlement.pot == pot
            assert game.scores[team] - scores[team] == settlement.scores[team]
            assert settlement.scores[team] >= pot
        return
    pytest.fail("no tie found in 300 seeded Belote games")


# --------------------------------------------------------------------------------------------
# seeded random playouts


def _check_deal(game: ContractGame, events: list[Any], last_trick: int) -> DealSettled:
    """One random deal's invariants; returns its settlement event."""
    settled = next(e for e in events if isinstance(e, DealSettled))
    ended = next(e for e in events if isinstance(e, DealEnded))
    if settled.settlement.outcome is Outcome.ANNULLED:
        assert not any(isinstance(e, CardPlayed) for e in events)
        return settled
    played = [e.card for e in events if isinstance(e, CardPlayed)]
    assert sorted(played) == list(DECK32)  # every card once
    tricks = [e for e in events if isinstance(e, TrickWon)]
    assert len(tricks) == 8 and [t.trick_number for t in tricks] == list(range(1, 9))
    assert sum(t.points for t in tricks) == 152 + last_trick
    assert sum(ended.points) == 152 + last_trick
    assert [t.last for t in tricks] == [False] * 7 + [True]
    facts = settled.facts
    assert facts is not None and sum(facts.card_points) == 152 + last_trick
    assert facts.tricks == (
        sum(1 for t in tricks if t.seat % 2 == 0),
        sum(1 for t in tricks if t.seat % 2 == 1),
    )
    trump = next(e.mode for e in events if isinstance(e, TrumpChosen))
    for t in tricks:  # the winner holds the heading card
        assert t.seat == trick_winner(trick_from_leader(t.leader, t.cards), trump)
    settlement = settled.settlement
    assert ended.score_changes == settlement.scores
    capot = facts.capot_team()
    assert settlement.capot == capot == ended.match_side
    return settled


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "options", "deals"),
    [
        ("klaverjas_amsterdam", {}, 1500),
        ("klaverjas_amsterdam", {"play_rules": "002", "last_trick": 5, "pit": "tricks"}, 500),
        ("klaverjas_rotterdam", {}, 1500),
        ("klaverjas_rotterdam", {"three_of_a_kind": True}, 500),
        ("belote", {}, 1500),
        ("belote", {"tie": "total", "second_round_any_suit": True}, 500),
        ("belote_contree", {}, 1500),
        ("belote_contree", {"melds": True}, 500),
    ],
)
def test_random_playouts(name: str, options: dict[str, Any], deals: int) -> None:
    rng = Random(f"{name}{options}")
    game = new_family_game(name, seed=11, **options)
    last_trick = int(options.get("last_trick", 10))
    outcomes: set[Outcome] = set()
    totals = [0, 0]
    played = 0
    while played < deals:
        if game.is_terminal():
            assert game.scores == totals and game.returns() == [*totals, *totals]
            game = new_family_game(name, seed=11 + played, **options)
            totals = [0, 0]
        events = _random_deal(game, rng)
        played += 1
        settled = _check_deal(game, events, last_trick)
        settlement = settled.settlement
        outcomes.add(settlement.outcome)
        totals = [totals[t] + settlement.scores[t] for t in (0, 1)]
        assert game.scores == totals
        facts = settled.facts
        if facts is None:
            continue
        assert facts.declarers == settled.declarer % 2  # type: ignore[operator]
        d, o = facts.declarers, facts.defenders
        if name.startswith("klaverjas"):
            roem = sum(e.points for e in events if isinstance(e, RoemScored))
            assert sum(facts.roem) == roem
            pits = 100 if settlement.pit is not None else 0
            assert sum(settlement.made) == 152 + last_trick + roem + pits
            if settlement.outcome is Outcome.MADE:
                assert (
                    settlement.scores == settlement.made and settlement.made[d] > settlement.made[o]
                )
            else:
                assert settlement.outcome is Outcome.WET
                assert settlement.scores[d] == 0 and settlement.scores[o] == sum(settlement.made)
        elif name == "belote":
            melds = facts.scored_melds()
            cards = sum(settlement.made) - sum(melds) - sum(facts.belote)
            assert cards == (162 - 10 + CAPOT_BONUS if facts.capot_team() is not None else 162)
            assert sum(facts.belote) in (0, 20)
            if settlement.outcome is Outcome.MADE:
                assert settlement.scores == settlement.made
            elif settlement.outcome is Outcome.DEDANS:
                assert settlement.scores[d] == 0 and settlement.scores[o] == sum(settlement.made)
        else:
            contract = game.settlements[-1].facts.contract  # type: ignore[union-attr]
            assert contract is not None and facts.doubling in (1, 2, 4)
            extra = sum(facts.scored_melds()) + sum(facts.belote) if options else 0
            all_tricks = facts.capot_team() is not None
            assert sum(settlement.made) == 162 + (ALL_TRICKS_BONUS if all_tricks else 0) + extra
            value = settlement.value
            if settlement.outcome is Outcome.CONTRACT_FAILED:
                assert settlement.scores == (
                    (0, value * facts.doubling) if d == 0 else (value * facts.doubling, 0)
                )
            elif facts.doubling > 1:
                assert settlement.scores[d] == value * facts.doubling and settlement.scores[o] == 0
            else:
                assert sum(settlement.scores) == value
    expected = {
        "klaverjas_amsterdam": {Outcome.MADE, Outcome.WET},
        "klaverjas_rotterdam": {Outcome.MADE, Outcome.WET},
        "belote": {Outcome.MADE, Outcome.DEDANS},
        "belote_contree": {Outcome.CONTRACT_MADE, Outcome.CONTRACT_FAILED},
    }[name]
    assert expected <= outcomes


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_saves_clones_and_observations_at_random_points(name: str) -> None:
    rng = Random(name)
    for seed in range(6):
        game = new_family_game(name, seed=seed, first_dealer=seed % 4)
        steps = 0
        while not game.is_terminal() and steps < 700:
            if rng.random() < 0.08:
                text = game.to_json()
                again = ContractGame.from_json(text)
                assert again == game and again.snapshot() == game.snapshot()
                assert again.legal_actions() == game.legal_actions()
                copy = game.clone()
                assert copy == game and copy.snapshot() == game.snapshot()
                before = game.snapshot()
                for _ in range(5):  # the copy runs on; the original stays as it was
                    if copy.is_terminal():
                        break
                    copy.apply_action(rng.choice(copy.legal_actions()))
                assert game.snapshot() == before and game.to_json() == text
                _check_observations(game)
            game.apply_action(rng.choice(game.legal_actions()))
            steps += 1
        _check_observations(game)
        assert ContractGame.from_json(game.to_json()) == game


def test_observation_shows_bids_turn_up_and_provisional_points_only() -> None:
    game = new_family_game("belote", seed=21, first_dealer=0)
    _deal(game)
    game.apply_action("pass")
    obs = game.observation(3)
    assert obs.bids == ((1, Pass()),) and obs.turn_up == game.turn_up and obs.stock_size == 11
    assert obs.current_player == 2 and obs.legal_actions == () and obs.hand_sizes == (5,) * 4
    assert game.observation(2).legal_actions == tuple(game.legal_actions())
    assert obs.phase is Phase.TRUMP and obs.declarer is None and obs.trump is None
    with pytest.raises(ValueError, match="no seat"):
        game.observation(4)


def test_klaverjas_roem_is_provisional_until_the_settlement() -> None:
    rng = Random(4)
    for seed in range(50):
        game = new_family_game("klaverjas_rotterdam", seed=seed)
        _deal(game)
        game.apply_action(rng.choice(game.legal_actions()))
        events: list[Any] = []
        while game.phase is Phase.PLAY and not any(isinstance(e, RoemScored) for e in events):
            events = game.apply_action(rng.choice(game.legal_actions()))
        scored = [e for e in events if isinstance(e, RoemScored)]
        if not scored or game.phase is not Phase.PLAY:
            continue
        roem = scored[0]
        obs = game.observation((roem.seat + 1) % 4)
        assert obs.roem[roem.team] == roem.points and game.scores == [0, 0]
        assert obs.provisional[roem.team] >= roem.points
        won = next(e for e in events if isinstance(e, TrickWon))
        assert roem.points == roem_points(sum(1 << c for c in won.cards), game.trump)
        assert roem.seat == won.seat and roem.team == won.seat % 2
        return
    pytest.fail("no roem in 50 seeded deals")


def test_belote_melds_and_rebelote_are_announced() -> None:
    rng = Random(8)
    found_melds = found_belote = False
    for seed in range(200):
        game = new_family_game("belote", seed=seed)
        events = _random_deal(game, rng)
        for event in events:
            if isinstance(event, MeldsScored):
                found_melds = True
                assert event.points == sum(meld.points for _s, meld in event.melds)
                assert all(seat % 2 == event.team for seat, _m in event.melds)
                index = events.index(event)
                assert sum(isinstance(e, TrickWon) for e in events[:index]) == 1
            if isinstance(event, BeloteAnnounced) and event.rebelote:
                found_belote = True
                first = [e for e in events if isinstance(e, BeloteAnnounced)]
                assert [e.rebelote for e in first] == [False, True] and event.points == 20
                assert {e.card.rank for e in first} == {Card.HK.rank, Card.HQ.rank}
                facts = next(e for e in events if isinstance(e, DealSettled)).facts
                assert facts is not None and facts.belote[event.seat % 2] == 20
        if found_melds and found_belote:
            return
    pytest.fail(f"melds {found_melds}, belote {found_belote} in 200 seeded deals")


# --------------------------------------------------------------------------------------------
# Contrée contracts, doubles, redoubles


def test_contree_contract_doubled_and_redoubled_reaches_the_settlement() -> None:
    rng = Random(2)
    seen: set[tuple[object, int]] = set()
    for seed in range(400):
        game = new_family_game("belote_contree", seed=seed, first_dealer=3)
        _deal(game)
        assert isinstance(game.bidding, ContreeAuction) and game.current_player == 0
        doubling = rng.choice((1, 2, 4))
        contract = rng.choice(("bid:80:C", "bid:120:H", "bid:capot:S"))
        game.apply_action(contract)
        if doubling == 1:
            codes = ["pass"] * 3
        else:
            codes = ["double", "redouble" if doubling == 4 else "pass"]
            codes += [] if doubling == 4 else ["pass"]
        events = [e for code in codes for e in game.apply_action(code)]
        ended = next(e for e in events if isinstance(e, BiddingEnded))
        assert ended.result.doubling == doubling and ended.result.declarer == 0
        if doubling > 1:
            assert ended.result.doubler == 1
        if doubling == 4:
            assert ended.result.redoubler == 2
        obs = game.observation(1)
        assert obs.doubling == doubling and obs.declarer == 0
        while game.phase is Phase.PLAY:
            events = game.apply_action(rng.choice(game.legal_actions()))
        settled = next(e for e in events if isinstance(e, DealSettled))
        facts = settled.facts
        assert facts is not None and facts.doubling == doubling and facts.declarers == 0
        want: object = CAPOT if contract == "bid:capot:S" else int(contract.split(":")[1])
        assert facts.contract == want
        seen.add((facts.contract, doubling))
        made = settled.settlement.outcome is Outcome.CONTRACT_MADE
        value = settled.settlement.value
        if doubling > 1:
            winner = 0 if made else 1
            assert settled.settlement.scores[winner] == value * doubling
            assert settled.settlement.scores[1 - winner] == 0
        if facts.contract == CAPOT:
            assert made == (facts.tricks[0] == 8)
            assert value == 250
    assert len(seen) == 9


# --------------------------------------------------------------------------------------------
# game end


def test_game_end_by_target() -> None:
    rng = Random(1)
    game = new_family_game("klaverjas_amsterdam", seed=2, target=300)
    events: list[Any] = []
    while not game.is_terminal():
        events = _random_deal(game, rng)
        if not game.is_terminal():
            assert max(game.scores) < 300
    assert max(game.scores) >= 300 and game.result is not None
    assert game.result.reason == "target"
    assert isinstance(events[-1], GameEnded) and events[-1].scores == tuple(game.scores)
    top = max(game.scores)
    assert game.winners == tuple(t for t in (0, 1) if game.scores[t] == top)
    assert game.current_player is None and game.legal_actions() == []
    with pytest.raises(IllegalActionError) as refused:
        game.apply_action("play:HA")
    assert refused.value.reason == "game_over"


def test_klaverjas_ends_after_sixteen_deals() -> None:
    rng = Random(3)
    game = new_family_game("klaverjas_rotterdam", seed=4, target=0)
    assert game.variant.options()["deals"] == 16
    dealers = []
    while not game.is_terminal():
        dealers.append(game.dealer)
        _random_deal(game, rng)
    assert game.deal_number == 16 and game.result is not None
    assert game.result.reason == "deals"
    assert dealers == [d % 4 for d in range(16)]  # each deals four times


def test_equal_totals_are_a_draw() -> None:
    for seed in range(200):
        rng = Random(seed)
        game = new_family_game("klaverjas_rotterdam", seed=seed, target=0, deals=2)
        events: list[Any] = []
        while not game.is_terminal():
            events = _random_deal(game, rng)
        if game.scores[0] != game.scores[1]:
            assert not game.is_draw and len(game.winners) == 1
            continue
        assert game.is_draw and game.result is not None and game.result.winner is None
        assert game.winners == (0, 1) and events[-1] == GameEnded(tuple(game.scores), (0, 1))
        assert game.returns() == [game.scores[0]] * 4
        return
    pytest.fail("no draw in 200 seeded two-deal games")


# --------------------------------------------------------------------------------------------
# refusals


@pytest.mark.slow
def test_every_card_refusal_code_is_reachable_and_matches_the_legal_cards() -> None:
    reasons: dict[str, set[str]] = {}
    cases: list[tuple[str, dict[str, Any]]] = [
        ("klaverjas_amsterdam", {}),
        ("klaverjas_amsterdam", {"play_rules": "002"}),
        ("klaverjas_rotterdam", {}),
        ("belote", {}),
        ("belote_contree", {}),
    ]
    for name, options in cases:
        rng = Random(name)
        found = reasons.setdefault(f"{name}{options}", set())
        for seed in range(25):
            game = new_family_game(name, seed=seed, **options)
            _deal(game)
            while game.phase is not Phase.DEAL:
                if game.phase is Phase.PLAY:
                    seat = game.current_player
                    legal = set(game.legal_cards())
                    for card in DECK32:
                        if card in legal:
                            continue
                        with pytest.raises(IllegalActionError) as refused:
                            game.apply_action(PlayCard(card))
                        error = refused.value
                        assert isinstance(error, ContractIllegalActionError)
                        assert error.card == card
                        assert seat is not None
                        held = card in game.hand(seat)
                        assert (error.reason == "not_in_hand") == (not held)
                        found.add(error.reason)
                if game.is_terminal():
                    break
                game.apply_action(rng.choice(game.legal_actions()))
    every = set().union(*reasons.values())
    assert every == set(REFUSAL_CODES)
    assert "must_head" in reasons["klaverjas_amsterdam{'play_rules': '002'}"]
    assert "may_not_undertrump" in reasons["klaverjas_rotterdam{}"]
    game = new_family_game("belote_contree", seed=1)
    _deal(game)
    game.apply_action("bid:80:H")
    for _ in range(3):
        game.apply_action("pass")
    with pytest.raises(IllegalActionError) as refused:
        game.apply_action("play:H6")
    assert refused.value.reason == "not_in_deck"


def test_refusal_messages_name_the_duty() -> None:
    # seat 0 leads SA; seat 1 is void in spades holding trumps: must trump (Rotterdam)
    hands = (
        "SA S7 S8 S9 D7 D8 D9 D10",
        "HJ H9 HA H10 DJ DQ DK DA",
        "S10 SJ SQ SK C7 C8 C9 C10",
        "H7 H8 HQ HK CJ CQ CK CA",
    )
    deal = Deal(tuple(tuple(parse_cards(h)) for h in hands))
    game = new_family_game("klaverjas_rotterdam", seed=1, first_dealer=3)
    game.apply_action(deal)
    game.apply_action("suit:H")
    game.apply_action("play:SA")
    with pytest.raises(IllegalActionError) as refused:
        game.apply_action("play:DJ")
    error = refused.value
    assert (error.reason, str(error), error.suit) == (
        "must_trump",
        "must trump with hearts",
        Suit.HEARTS,
    )
    game.apply_action("play:H9")
    game.apply_action("play:S10")
    # seat 3, void in spades, cannot beat the partner's H9: a non-trump, no undertrump
    with pytest.raises(IllegalActionError) as refused:
        game.apply_action("play:H7")
    error = refused.value
    assert (error.reason, str(error)) == ("may_not_undertrump", "may not undertrump the H9")
    assert isinstance(error, ContractIllegalActionError) and error.beat == Card.H9
    assert game.legal_cards() == parse_cards("CJ CQ CK CA")
    with pytest.raises(IllegalActionError) as refused:
        game.apply_action("play:SA")
    assert refused.value.reason == "not_in_hand"


@pytest.mark.parametrize("name", NAMES)
def test_every_bid_refusal_code_is_reachable(name: str) -> None:
    scripts: dict[str, list[tuple[list[str], str]]] = {
        "klaverjas": [([], "pass"), ([], "take")],
        "belote": [
            ([], "suit:S"),
            ([], "notrumps"),
            ([], "schmeiss"),
            ([], "force"),
            ([], "bid:80:H"),
            (["pass"] * 4, "take"),
            (["pass"] * 4, "notrumps"),
            (["pass"] * 4, "suit:TURNED"),
        ],
        "belote_contree": [
            ([], "double"),
            ([], "redouble"),
            ([], "take"),
            (["bid:90:H"], "bid:80:S"),
            (["bid:90:H", "pass"], "double"),
            (["bid:90:H", "double"], "bid:100:S"),
        ],
    }
    key = "klaverjas" if name.startswith("klaverjas") else name
    found = set()
    for before, code in scripts[key]:
        game = new_family_game(name, seed=9)
        _deal(game)
        for earlier in before:
            game.apply_action(earlier)
        if code.endswith("TURNED"):
            assert game.turn_up is not None
            code = f"suit:{game.turn_up.suit.letter}"
        history = list(game.history)
        with pytest.raises(IllegalActionError) as refused:
            game.apply_action(code)
        error = refused.value
        assert isinstance(error, ContractIllegalActionError) and error.bid == parse_family_action(
            code
        )
        assert game.history == history  # nothing changed
        found.add(error.reason)
    assert found == BID_CODES[name]


def test_wrong_phase_and_bad_deals_are_refused() -> None:
    game = new_family_game("belote_contree", seed=1)
    for code in ("play:HA", "pass"):
        with pytest.raises(IllegalActionError) as refused:
            game.apply_action(code)
        assert refused.value.reason == "wrong_phase"
    seeded = game.chance_outcome()
    sixes = Deal((tuple(parse_cards("H6")) + seeded.hands[0][1:], *seeded.hands[1:]))
    short = Deal(seeded.hands[:3])
    for bad in (sixes, short):
        with pytest.raises(IllegalActionError) as refused:
            game.apply_action(bad)
        assert refused.value.reason == "bad_deal"
    _deal(game)
    for code in (str(seeded), "play:HA"):
        with pytest.raises(IllegalActionError) as refused:
            game.apply_action(code)
        assert refused.value.reason == "wrong_phase"
    with pytest.raises(IllegalActionError) as refused:
        game.chance_outcome()
    assert refused.value.reason == "wrong_phase"
    with pytest.raises(ValueError, match="not an action code"):
        game.apply_action("trump:obenabe")
    assert parse_family_action("bid:capot:s") == Bid(250, Suit.SPADES)
    assert isinstance(parse_family_action("play:HA"), PlayCard)
