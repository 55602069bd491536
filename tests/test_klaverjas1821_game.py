"""The game of klaverjas 1821 (``docs/rules/family.md`` "klaverjas_1821"; source 000): the deal and
the stock, the dix, melds and counters (by the engine and by hand), the marriage, the phase-2
duties through the game, seeded random playouts with the deal's invariants, saves, clones and
what each seat may see.

The scripted deal (:data:`SCRIPT`): seat 1 deals, seat 0 (elder) leads; trump hearts (HA
turned up).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from random import Random
from typing import Any

import pytest

from audiojass.rules.actions import CardPlayed, Deal, DealStarted, PlayCard, TrickWon, TrumpChosen
from audiojass.rules.cards import SUIT_NAMES, Card, TrumpMode, mask_of, parse_cards
from audiojass.rules.components import (
    ContractIllegalActionError,
    DealSettled,
    new_family_game,
)
from audiojass.rules.game import Phase
from audiojass.rules.klaverjas1821 import (
    CardsDrawn,
    DeclareMeld,
    DixExchanged,
    ExchangeDix,
    Klaverjas1821Game,
    Klaverjas1821Variant,
    MarriageScored,
    MeldDeclared,
    PhaseTwoStarted,
    SayMarriage,
    find_melds,
    new_1821_game,
    parse_1821_action,
)
from audiojass.rules.observation import Observation
from audiojass.rules.registry import load_any_game
from audiojass.rules.tricks32 import DECK32
from audiojass.rules.weis import Meld

SEAT0 = "S7 S8 S9 HK HQ H7 D7 C7 C8"
SEAT1 = "D9 D10 DJ DQ SA CA HJ H9 S10"
TURN_UP = "HA"
STOCK = "DK H8 H10 D8 DA SJ SQ SK C9 C10 CJ CQ CK"
SCRIPT = Deal(
    (tuple(sorted(parse_cards(SEAT0))), tuple(sorted(parse_cards(SEAT1)))),
    tuple(parse_cards(f"{TURN_UP} {STOCK}")),
)


def scripted(**options: Any) -> Klaverjas1821Game:
    game = new_1821_game(seed=5, first_dealer=1, **options)
    game.apply_action(SCRIPT)
    return game


def meld(codes: str) -> Meld:
    found = [
        m for m in find_melds(mask_of(parse_cards(codes))) if len(m.cards) == len(codes.split())
    ]
    assert len(found) == 1
    return found[0]


def hand(game: Klaverjas1821Game, seat: int) -> str:
    return " ".join(card.code for card in game.hand(seat))


def refused(game: Klaverjas1821Game, action: str) -> ContractIllegalActionError:
    with pytest.raises(ContractIllegalActionError) as info:
        game.apply_action(action)
    return info.value


# -- the deal ---------------------------------------------------------------------------------


def test_seeded_deal_nine_each_turn_up_sets_trump_no_bidding() -> None:
    game = new_1821_game(seed=3, first_dealer=0)
    assert game.players == 2 and game.sides == 2 and game.tricks_per_deal == 16
    deal = game.chance_outcome()
    assert [len(h) for h in deal.hands] == [9, 9] and len(deal.rest) == 14
    events = game.apply_action(deal)
    turn_up = deal.rest[0]
    assert events == [
        DealStarted(1, 0, 1, turn_up),
        TrumpChosen(TrumpMode(turn_up.suit), None),
    ]
    assert game.phase is Phase.PLAY and game.current_player == 1  # elder leads
    assert game.trump == TrumpMode(turn_up.suit) and game.turn_up == turn_up
    assert game.stock == deal.rest[1:] and len(game.stock) == 13
    view = game.observation(0)
    assert isinstance(view, Observation) and view.variant.play_phases == 2
    assert (view.play_phase, view.stock_size, view.turn_up, view.bids) == (1, 13, turn_up, ())


def test_bad_deals_refused() -> None:
    game = new_1821_game(seed=1)
    short = Deal((SCRIPT.hands[0][:8], SCRIPT.hands[1]), SCRIPT.rest)
    assert refused(game, str(short)).reason == "bad_deal"
    twice = Deal(SCRIPT.hands, (SCRIPT.rest[1], *SCRIPT.rest[1:]))
    assert refused(game, str(twice)).reason == "bad_deal"


def test_phase_one_any_card_and_draws_winner_first() -> None:
    game = scripted()
    assert game.current_player == 0
    game.apply_action("play:D7")
    # seat 1 holds no diamond below... any card: not following is allowed in phase 1
    assert {str(a) for a in game.legal_actions()} == {f"play:{c}" for c in SEAT1.split()}
    events = game.apply_action("play:SA")  # seat 1 discards: seat 0 takes with D7
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    assert drawn == [CardsDrawn(0, 1, None), CardsDrawn(1, 1, None)]
    assert isinstance(events[events.index(drawn[0]) - 1], TrickWon)
    assert Card.DK in game.hand(0) and Card.H8 in game.hand(1)
    assert game.observation(0).drawn == Card.DK and game.observation(1).drawn == Card.H8
    assert len(game.hand(0)) == len(game.hand(1)) == 9 and len(game.stock) == 11


def test_turn_up_drawn_last_in_public_then_phase_two() -> None:
    game = scripted()
    seen: list[Any] = []
    while len(game.tricks) < 7:
        seen.extend(game.apply_action(PlayCard(game.legal_cards()[0])))
    shown = [e for e in seen if isinstance(e, CardsDrawn) and e.shown is not None]
    loser = 1 - game.tricks[6].winner
    assert shown == [CardsDrawn(loser, 1, Card.HA)]
    assert seen[-1] == PhaseTwoStarted() and seen[-2] == shown[0]
    assert sum(isinstance(e, CardsDrawn) for e in seen) == 14
    assert game.stock == () and game.turn_up is None and game.turn_up_taker == loser
    assert Card.HA in game.hand(loser)
    view = game.observation(1 - loser)
    assert (view.play_phase, view.stock_size, view.turn_up, view.turn_up_taker) == (
        2,
        0,
        None,
        loser,
    )
    assert [len(game.hand(s)) for s in (0, 1)] == [9, 9]
    assert game.observation(loser).drawn == Card.HA
    game.apply_action(PlayCard(game.legal_cards()[0]))
    game.apply_action(PlayCard(game.legal_cards()[0]))
    assert game.observation(0).drawn is None and game.observation(1).drawn is None


def _to_phase_two() -> Klaverjas1821Game:
    game = scripted()
    while len(game.tricks) < 7:
        game.apply_action(PlayCard(game.legal_cards()[-1]))
    return game


def test_phase_two_duties_through_the_game() -> None:
    game = _to_phase_two()
    checked = 0
    for _ in range(18):  # the nine phase-2 tricks
        if game.trick:
            seat = game.current_player
            assert seat is not None
            lead = Card(game.trick[0])
            held = game.hand(seat)
            follow = [c for c in held if c.suit == lead.suit]
            legal = set(game.legal_cards())
            for card in held:
                if card in legal:
                    continue
                error = refused(game, f"play:{card}")
                if card.suit != lead.suit:
                    assert follow and error.reason == "must_follow"
                    assert str(error) == f"must follow {SUIT_NAMES[lead.suit]}"
                else:
                    assert error.reason == "must_head" and error.beat == lead
                    assert str(error) == f"must beat the {lead} in {SUIT_NAMES[lead.suit]}"
                checked += 1
        game.apply_action(PlayCard(game.legal_cards()[0]))
    assert game.deal_number == 1 and game.phase is Phase.DEAL  # the deal is over
    assert checked > 0


# -- the dix ----------------------------------------------------------------------------------


def test_dix_at_lead_swaps_the_seven_for_the_turn_up() -> None:
    game = scripted()
    assert ExchangeDix() in game.legal_actions()
    assert game.legal_actions()[0] == ExchangeDix()  # before the cards
    events = game.apply_action("dix")
    assert events == [DixExchanged(0, Card.H7, Card.HA)]
    assert Card.HA in game.hand(0) and Card.H7 not in game.hand(0)
    assert game.turn_up == Card.H7 and game.observation(1).dix_by == 0
    assert ExchangeDix() not in game.legal_actions()
    assert refused(game, "dix").reason == "no_dix"
    assert str(refused(game, "dix")) == "no H7 to exchange"
    game.apply_action("play:D7")
    assert refused(game, "dix").reason == "not_at_lead"


def test_dix_not_at_lead_and_after_the_stock() -> None:
    game = scripted()
    game.apply_action("play:D7")  # seat 1 to move, not leading; seat 0 holds the 7
    assert refused(game, "dix").reason == "not_at_lead"
    game = _to_phase_two()
    error = refused(game, "dix")
    assert error.reason == "stock_empty" and str(error) == "the stock is empty: no dix"
    assert ExchangeDix() not in game.legal_actions()


def test_the_swapped_seven_is_drawn_last_in_public() -> None:
    game = scripted()
    game.apply_action("dix")
    events: list[Any] = []
    while len(game.tricks) < 7:
        events.extend(game.apply_action(PlayCard(game.legal_cards()[0])))
    assert [e.shown for e in events if isinstance(e, CardsDrawn) and e.shown] == [Card.H7]


# -- melds and the marriage by the engine -----------------------------------------------------


def test_engine_declares_counters_and_scores_the_marriage() -> None:
    game = scripted()
    assert DeclareMeld(meld("S7 S8 S9").cards) not in game.legal_actions()  # not by hand
    events = game.apply_action("play:HK")
    assert events[:3] == [
        MeldDeclared(0, meld("S7 S8 S9"), 20, False),
        MeldDeclared(1, meld("D9 D10 DJ DQ"), 50, True),
        MarriageScored(0, 20),
    ]
    assert isinstance(events[3], CardPlayed)
    assert game.meld_points == [0, 50] and game.marriage_points == [20, 0]
    game.apply_action("play:S10")  # seat 0 takes; draws DK, seat 1 H8
    # the countered sequence again; seat 1's 50 has scored and cannot counter twice
    events = game.apply_action("play:D7")
    assert events[0] == MeldDeclared(0, meld("S7 S8 S9"), 20, False)
    assert not any(isinstance(e, MeldDeclared | MarriageScored) for e in events[1:])
    assert game.meld_points == [20, 50]
    view = game.observation(1)
    assert [d.points for d in view.melds_declared] == [20, 50, 20]
    assert view.meld_points == (20, 50) and view.marriage_points == (20, 0)
    assert game.provisional() == (
        game.points[0] + 20 + 20,
        game.points[1] + 50,
    )


def test_engine_announcements_refuse_manual_actions() -> None:
    game = scripted()
    assert refused(game, "meld:S7 S8 S9").reason == "no_announce"
    assert refused(game, "marriage").reason == "no_announce"


def test_no_meld_or_marriage_in_phase_two() -> None:
    game = _to_phase_two()
    for _ in range(9):
        seat = game.current_player
        events = game.apply_action(PlayCard(game.legal_cards()[0]))
        assert not any(isinstance(e, MeldDeclared | MarriageScored) for e in events), seat
        if game.deal_number == 1 and game.phase is Phase.PLAY:
            assert game.extra_actions() == []


# -- by hand (manual_announce) ----------------------------------------------------------------


def test_manual_actions_offered_in_order() -> None:
    game = scripted(manual_announce=True)
    actions = [str(a) for a in game.legal_actions()]
    assert actions[:3] == ["dix", "meld:S7 S8 S9", "marriage"]
    assert actions[3:] == [f"play:{c}" for c in sorted(parse_cards(SEAT0))]


def test_manual_declaration_not_countered_scores_when_the_second_plays() -> None:
    game = scripted(manual_announce=True)
    assert game.apply_action("meld:S7 S8 S9") == [MeldDeclared(0, meld("S7 S8 S9"), 20, False)]
    assert "meld:S7 S8 S9" not in [str(a) for a in game.legal_actions()]  # once per lead
    assert game.meld_points == [0, 0]
    assert game.observation(1).pending_meld == MeldDeclared(0, meld("S7 S8 S9"), 20, False)
    game.apply_action("play:D7")
    assert str(game.legal_actions()[0]) == "meld:D9 D10 DJ DQ"  # a higher counter
    game.apply_action("play:SA")
    assert game.meld_points == [20, 0] and game.pending_meld is None


def test_manual_counter_scores_instead() -> None:
    game = scripted(manual_announce=True)
    game.apply_action("meld:S7 S8 S9")
    game.apply_action("play:D7")
    events = game.apply_action("meld:DQ DJ D10 D9")  # any order of the cards
    assert events == [MeldDeclared(1, meld("D9 D10 DJ DQ"), 50, True)]
    assert game.meld_points == [0, 50]
    assert not any(isinstance(a, DeclareMeld) for a in game.legal_actions())
    assert refused(game, "meld:D9 D10 DJ DQ").reason == "bad_meld"


def test_manual_no_counter_when_not_higher_and_bad_melds() -> None:
    game = scripted(manual_announce=True)
    assert refused(game, "meld:S7 S8").reason == "bad_meld"
    assert refused(game, "meld:D9 D10 DJ DQ").reason == "bad_meld"  # not in the hand
    game.apply_action("play:D7")  # nothing declared: nothing to counter
    assert not any(isinstance(a, DeclareMeld) for a in game.legal_actions())
    assert refused(game, "meld:D9 D10 DJ DQ").reason == "bad_meld"


def test_manual_marriage_said_or_lost() -> None:
    game = scripted(manual_announce=True)
    events = game.apply_action("play:HK")
    assert not any(isinstance(e, MarriageScored) for e in events)  # not said: lost
    game = scripted(manual_announce=True)
    assert game.apply_action("marriage") == []
    assert game.observation(0).marriage_said and not game.observation(1).marriage_said
    assert SayMarriage() not in game.legal_actions()
    events = game.apply_action("play:HQ")
    assert MarriageScored(0, 20) in events and game.marriage_points == [20, 0]
    game = scripted(manual_announce=True)
    game.apply_action("marriage")
    game.apply_action("play:D7")  # said, but another card led: nothing, and said no more
    assert game.marriage_points == [0, 0] and not game.marriage_said
    assert refused(game, "marriage").reason == "no_marriage"


def test_action_codes_round_trip() -> None:
    for code in ("dix", "marriage", "meld:H7 H8 H9", "play:HA", "deal:" + str(SCRIPT)[5:]):
        assert str(parse_1821_action(code)) == code
    with pytest.raises(ValueError, match="not an action code"):
        parse_1821_action("meld:H6x")


# -- whole games: invariants, saves, clones, no peeking ---------------------------------------


def _cards_in(value: Any) -> Iterator[Card]:
    if isinstance(value, Card):
        yield value
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            if field.name != "variant":
                yield from _cards_in(getattr(value, field.name))


def _playout(seed: int, *, manual: bool, check_views: bool) -> int:
    """Play a seeded game with random legal actions, checking every deal; return its deals."""
    rng = Random(seed)
    game = new_1821_game(seed=seed, first_dealer=seed % 2, manual_announce=manual)
    deals = 0
    public: set[Card] = set()
    played: list[Card] = []
    phase_two = [0, 0]
    melds_scored = [0, 0]
    pending: MeldDeclared | None = None
    while not game.is_terminal():
        if game.is_chance_node():
            game.apply_action(game.chance_outcome())
            public = {game.turn_up} if game.turn_up is not None else set()
            played, phase_two, melds_scored, pending = [], [0, 0], [0, 0], None
            continue
        if check_views:
            for seat in (0, 1):
                hidden = (set(game.hand(1 - seat)) | set(game.stock)) - public
                view = game.observation(seat)
                assert not hidden & set(_cards_in(view)), (seat, hidden & set(_cards_in(view)))
                assert view.hand == tuple(game.hand(seat))
        if not game.trick and game.play_phase == 1:
            assert [len(game.hand(s)) for s in (0, 1)] == [9, 9]
            assert len(game.stock) == 13 - 2 * len(game.tricks) and game.turn_up is not None
        action = rng.choice(game.legal_actions())
        events = game.apply_action(action)
        for event in events:
            if isinstance(event, MeldDeclared):
                public.update(event.meld.cards)
                if event.countered:
                    assert pending is not None and event.points > pending.points
                    melds_scored[event.seat] += event.points
                    pending = None
                else:
                    pending = event
            elif isinstance(event, DixExchanged):
                public.update((event.seven, event.turn_up))
            elif isinstance(event, CardsDrawn):
                assert len(played) < 16 and event.count == 1
                if event.shown is not None:
                    public.add(event.shown)
            elif isinstance(event, CardPlayed):
                played.append(event.card)
                if pending is not None and event.seat != pending.seat:
                    melds_scored[pending.seat] += pending.points
                    pending = None
            elif isinstance(event, TrickWon):
                if event.trick_number > 7:
                    phase_two[event.seat] += 1
                if event.trick_number == 7:
                    assert game.stock == () and game.turn_up is None
            elif isinstance(event, PhaseTwoStarted):
                assert len(played) == 14
            elif isinstance(event, DealSettled):
                deals += 1
                facts, settlement = event.facts, event.settlement
                assert facts is not None
                assert sorted(played) == sorted(DECK32) and len(played) == 32
                assert sum(facts.card_points) == 146 and sum(facts.tricks) == 16
                assert facts.melds == tuple(melds_scored)
                bonus = [100 if phase_two[s] == 9 else 0 for s in (0, 1)]
                assert settlement.scores == tuple(
                    facts.card_points[s] + facts.melds[s] + facts.belote[s] + bonus[s]
                    for s in (0, 1)
                )
                assert all(points in (0, 20, 40, 60, 80) for points in facts.belote)
    assert game.winners and max(game.scores) >= 500
    best = max(game.scores)
    assert game.winners == tuple(s for s in (0, 1) if game.scores[s] == best)
    return deals


@pytest.mark.slow
def test_seeded_random_playouts_thousands_of_deals() -> None:
    deals = sum(_playout(seed, manual=seed % 4 == 0, check_views=False) for seed in range(400))
    assert deals >= 2000


@pytest.mark.slow
def test_no_peeking_in_observations() -> None:
    for seed in range(12):
        _playout(1000 + seed, manual=seed % 2 == 0, check_views=True)


def test_drawn_card_only_in_the_drawers_view() -> None:
    game = scripted()
    game.apply_action("play:D7")
    game.apply_action("play:SA")
    assert game.observation(0).drawn == Card.DK
    assert game.observation(1).drawn == Card.H8
    assert Card.DK not in set(_cards_in(game.observation(1)))
    assert Card.H8 not in set(_cards_in(game.observation(0)))


def test_json_round_trip_and_replay_mid_game() -> None:
    rng = Random(7)
    for manual in (False, True):
        game = new_1821_game(seed=11, manual_announce=manual, target=800)
        for step in range(260):
            if game.is_terminal():
                break
            if step % 37 == 0:
                copy = Klaverjas1821Game.from_json(game.to_json())
                assert copy == game and copy.snapshot() == game.snapshot()
                assert copy.observation(0) == game.observation(0)
                again = load_any_game(game.to_data())
                assert isinstance(again, Klaverjas1821Game) and again.snapshot() == game.snapshot()
            if game.is_chance_node():
                game.apply_action(game.chance_outcome())
            else:
                game.apply_action(rng.choice(game.legal_actions()))


def test_clone_is_independent() -> None:
    game = scripted(manual_announce=True)
    game.apply_action("meld:S7 S8 S9")
    before = game.snapshot()
    copy = game.clone()
    assert isinstance(copy, Klaverjas1821Game)
    copy.apply_action("play:D7")
    copy.apply_action("meld:D9 D10 DJ DQ")
    copy.apply_action("play:SA")
    assert game.snapshot() == before and game.meld_points == [0, 0]
    assert game.melds_declared == [MeldDeclared(0, meld("S7 S8 S9"), 20, False)]
    assert copy.meld_points == [0, 50] and len(copy.melds_declared) == 2


def test_registered_variant_and_game_end() -> None:
    game = new_family_game("klaverjas_1821", seed=2, deals=1, target=0)
    assert isinstance(game, Klaverjas1821Game)
    assert isinstance(game.variant, Klaverjas1821Variant) and game.variant.deals == 1
    rng = Random(2)
    while not game.is_terminal():
        if game.is_chance_node():
            game.apply_action(game.chance_outcome())
        else:
            game.apply_action(rng.choice(game.legal_actions()))
    assert game.deal_number == 1 and len(game.deal_history) == 1


def test_options_checked() -> None:
    with pytest.raises(ValueError, match="no option"):
        new_1821_game(seed=1, tie="own")
    with pytest.raises(ValueError, match="target or a number of deals"):
        new_1821_game(seed=1, target=0)
    assert Klaverjas1821Variant().options() == {
        "target": 500,
        "manual_announce": False,
        "deals": 0,
    }


def test_announce_actions_are_the_manual_melds_and_marriage() -> None:
    game = scripted(manual_announce=True)
    assert [str(a) for a in game.announce_actions()] == ["meld:S7 S8 S9", "marriage"]
    assert scripted().announce_actions() == []
