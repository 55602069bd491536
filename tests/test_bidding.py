"""Trump procedures and auctions of the jack–nine family (audiojass/rules/bidding.py).

Tables of bid sequences: who bids when, what is legal at each step, how it ends; refusals with
their reason codes; JSON round trips; the completion deal. Rules: ``docs/rules/family.md``.
"""

from __future__ import annotations

import json
from random import Random

import pytest

from audiojass.rules.bidding import (
    BELOTE_RULES,
    CAPOT,
    CONTRACTS,
    Bid,
    BidAction,
    Bidding,
    BiddingEnded,
    BiddingEvent,
    BiddingResult,
    BidMade,
    ContreeAuction,
    Decline,
    Double,
    Force,
    ForehandChoice,
    IllegalBidError,
    NameSuit,
    NoTrumps,
    Pass,
    Redouble,
    Schmeiss,
    Take,
    TurnUpBidding,
    TurnUpRules,
    bidding_from_data,
    completion_plan,
    new_bidding,
    parse_bid,
    tournament_suit,
)
from audiojass.rules.cards import Card, Rank, Suit, TrumpMode

ALL_BIDS: list[BidAction] = [
    Pass(),
    Take(),
    *(NameSuit(suit) for suit in Suit),
    NoTrumps(),
    *(Bid(value, suit) for value in CONTRACTS for suit in Suit),
    Double(),
    Redouble(),
    Schmeiss(),
    Force(),
    Decline(),
]


def codes(bids: list[BidAction]) -> str:
    return " ".join(str(bid) for bid in bids)


def run_table(bidding: Bidding, rows: list[tuple[int, str, str]]) -> None:
    """Each row: (seat to bid, its legal bids as codes, the bid it makes)."""
    for step, (seat, legal, bid) in enumerate(rows):
        assert bidding.current_bidder == seat, f"step {step}"
        assert codes(bidding.legal_bids()) == legal, f"step {step}"
        assert not bidding.finished
        bidding.apply(bid, seat)
    assert bidding.finished
    assert bidding.current_bidder is None
    assert bidding.legal_bids() == []


def made(events: list[BiddingEvent]) -> BidMade:
    """The first event of a bid: the bid made."""
    assert isinstance(events[0], BidMade)
    return events[0]


def refused(bidding: Bidding, bid: str) -> str:
    """The reason code of a refused bid; the state must not change."""
    before = bidding.to_data()
    with pytest.raises(IllegalBidError) as info:
        bidding.apply(bid)
    assert bidding.to_data() == before
    assert isinstance(info.value, ValueError)
    assert str(info.value.bid) == str(parse_bid(bid))
    return info.value.reason


# --------------------------------------------------------------------------------------------
# codes


@pytest.mark.parametrize("bid", ALL_BIDS, ids=str)
def test_every_bid_round_trips_through_its_code(bid: BidAction) -> None:
    assert parse_bid(str(bid)) == bid


def test_bid_codes_are_short() -> None:
    assert str(Bid(90, Suit.SPADES)) == "bid:90:S"
    assert str(Bid(CAPOT, Suit.HEARTS)) == "bid:capot:H"
    assert str(NameSuit(Suit.CLUBS)) == "suit:C"
    assert parse_bid(" Bid:Capot:d ") == Bid(CAPOT, Suit.DIAMONDS)
    assert Bid(CAPOT, Suit.HEARTS).capot and not Bid(160, Suit.HEARTS).capot


@pytest.mark.parametrize(
    "code",
    ["", "bid:85:H", "bid:70:H", "bid:170:H", "bid:250:H", "bid:capot", "bid:80:X", "suit:",
     "suit:obenabe", "trump:H", "play:HJ", "passe", "bid:-80:H"],
)  # fmt: skip
def test_bad_bid_codes_are_refused(code: str) -> None:
    with pytest.raises(ValueError, match="not a bid code"):
        parse_bid(code)


def test_suits_of_bids_are_suits() -> None:
    assert NameSuit(2) == NameSuit(Suit.SPADES)  # type: ignore[arg-type]
    assert str(Bid(80, 3)) == "bid:80:C"  # type: ignore[arg-type]
    for bad in (4, -1, "H", None, TrumpMode.OBENABE):
        with pytest.raises(ValueError, match="not a suit"):
            NameSuit(bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="not a suit"):
            Bid(80, bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not a suit"):
        TurnUpBidding(BELOTE_RULES, 0, 7)  # type: ignore[arg-type]


def test_a_contract_must_be_one_of_the_contracts() -> None:
    assert CONTRACTS == (80, 90, 100, 110, 120, 130, 140, 150, 160, CAPOT)
    values: tuple[object, ...] = (75, 165, 0, 250 + 10, 80.0, True)
    for value in values:
        with pytest.raises(ValueError, match="not a contract"):
            Bid(value, Suit.HEARTS)  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# Klaverjas: the forehand must name a suit


def test_klaverjas_forehand_must_name_a_suit() -> None:
    for variant in ("klaverjas_amsterdam", "klaverjas_rotterdam"):
        bidding = new_bidding(variant, dealer=3)
        assert isinstance(bidding, ForehandChoice)
        assert bidding.current_bidder == 0
        assert codes(bidding.legal_bids()) == "suit:H suit:D suit:S suit:C"
        assert refused(bidding, "pass") == "must_name_suit"
        assert refused(bidding, "take") == "wrong_bid"
        assert refused(bidding, "bid:80:H") == "wrong_bid"
        with pytest.raises(IllegalBidError) as info:
            bidding.apply("suit:S", seat=1)
        assert info.value.reason == "not_your_turn"
        events = bidding.apply("suit:S", seat=0)
        result = BiddingResult(0, TrumpMode.SPADES)
        assert events == [BidMade(0, NameSuit(Suit.SPADES), 1), BiddingEnded(result)]
        assert bidding.result == result and not result.annulled
        assert refused(bidding, "suit:H") == "bidding_over"


# --------------------------------------------------------------------------------------------
# Belote: two rounds on a turned-up card

R1 = "pass take"
R2_NOT_H = "pass suit:D suit:S suit:C"


@pytest.mark.parametrize(
    ("dealer", "rows", "result"),
    [
        # forehand takes at once
        (0, [(1, R1, "take")], BiddingResult(1, TrumpMode.HEARTS)),
        # the dealer takes last in round 1
        (0, [(1, R1, "pass"), (2, R1, "pass"), (3, R1, "pass"), (0, R1, "take")],
         BiddingResult(0, TrumpMode.HEARTS)),
        # round 2 from the forehand again: another suit
        (0, [(1, R1, "pass"), (2, R1, "pass"), (3, R1, "pass"), (0, R1, "pass"),
             (1, R2_NOT_H, "pass"), (2, R2_NOT_H, "suit:S")],
         BiddingResult(2, TrumpMode.SPADES)),
        # the dealer names a suit last of all
        (2, [(3, R1, "pass"), (0, R1, "pass"), (1, R1, "pass"), (2, R1, "pass"),
             (3, R2_NOT_H, "pass"), (0, R2_NOT_H, "pass"), (1, R2_NOT_H, "pass"),
             (2, R2_NOT_H, "suit:C")],
         BiddingResult(2, TrumpMode.CLUBS)),
        # everyone passes twice: annulled
        (1, [(2, R1, "pass"), (3, R1, "pass"), (0, R1, "pass"), (1, R1, "pass"),
             (2, R2_NOT_H, "pass"), (3, R2_NOT_H, "pass"), (0, R2_NOT_H, "pass"),
             (1, R2_NOT_H, "pass")],
         BiddingResult(None)),
    ],
)  # fmt: skip
def test_belote_bidding_table(
    dealer: int, rows: list[tuple[int, str, str]], result: BiddingResult
) -> None:
    bidding = new_bidding("belote", dealer=dealer, turned_suit=Suit.HEARTS)
    run_table(bidding, rows)
    assert bidding.result == result
    assert bidding.result.annulled == (result.declarer is None)
    assert [seat for seat, _ in bidding.history] == [seat for seat, _, _ in rows]


def test_belote_events_count_the_rounds() -> None:
    bidding = new_bidding("belote", dealer=0, turned_suit=Suit.DIAMONDS)
    rounds = [made(bidding.apply("pass")).round for _ in range(4)]
    assert rounds == [1, 1, 1, 1] and bidding.round == 2
    events = bidding.apply("suit:H")
    assert events == [
        BidMade(1, NameSuit(Suit.HEARTS), 2),
        BiddingEnded(BiddingResult(1, TrumpMode.HEARTS)),
    ]


def test_belote_refusals() -> None:
    bidding = new_bidding("belote", dealer=0, turned_suit=Suit.CLUBS)
    assert refused(bidding, "suit:S") == "take_or_pass"
    assert refused(bidding, "suit:C") == "take_or_pass"
    assert refused(bidding, "notrumps") == "take_or_pass"
    assert refused(bidding, "schmeiss") == "no_schmeiss"
    assert refused(bidding, "force") == "no_schmeiss"
    assert refused(bidding, "bid:80:C") == "wrong_bid"
    assert refused(bidding, "double") == "wrong_bid"
    for _ in range(4):
        bidding.apply("pass")
    assert refused(bidding, "take") == "no_take"
    assert refused(bidding, "suit:C") == "turned_suit"
    assert refused(bidding, "notrumps") == "no_no_trumps"
    assert refused(bidding, "redouble") == "wrong_bid"


def test_belote_second_round_any_suit_option() -> None:
    bidding = new_bidding(
        "belote", dealer=0, turned_suit=Suit.CLUBS, second_round_any_suit=True, target=1000
    )
    for _ in range(4):
        bidding.apply("pass")
    assert codes(bidding.legal_bids()) == "pass suit:H suit:D suit:S suit:C"
    assert refused(bidding, "take") == "no_take"
    bidding.apply("suit:C")
    assert bidding.result == BiddingResult(1, TrumpMode.CLUBS)


# --------------------------------------------------------------------------------------------
# Klaberjass


def test_klaberjass4_no_trumps_and_the_dealers_right() -> None:
    """001: round 2 another suit or no-trumps; the last player (dealer) may take any suit."""
    bidding = new_bidding("klaberjass4", dealer=3, turned_suit=Suit.SPADES)
    others = "pass suit:H suit:D suit:C notrumps"
    run_table(
        bidding,
        [(0, R1, "pass"), (1, R1, "pass"), (2, R1, "pass"), (3, R1, "pass"),
         (0, others, "pass"), (1, others, "pass"), (2, others, "pass"),
         (3, "pass take suit:H suit:D suit:C notrumps", "take")],
    )  # fmt: skip
    assert bidding.result == BiddingResult(3, TrumpMode.SPADES)

    bidding = new_bidding("klaberjass4", dealer=3, turned_suit=Suit.SPADES)
    for _ in range(4):
        bidding.apply("pass")
    assert refused(bidding, "take") == "no_take"
    assert refused(bidding, "suit:S") == "turned_suit"
    events = bidding.apply("notrumps", 0)
    assert bidding.result == BiddingResult(0, None, no_trumps=True)
    assert bidding.result.trump is None and events[-1] == BiddingEnded(bidding.result)


def test_klaberjass4_dealer_right_with_any_suit_is_not_offered_twice() -> None:
    bidding = new_bidding(
        "klaberjass4", dealer=3, turned_suit=Suit.SPADES, second_round_any_suit=True
    )
    for _ in range(7):
        bidding.apply("pass")
    assert codes(bidding.legal_bids()) == "pass suit:H suit:D suit:S suit:C notrumps"
    assert refused(bidding, "take") == "no_take"
    bidding.apply("suit:S", 3)
    assert bidding.result == BiddingResult(3, TrumpMode.SPADES)


def test_klaberjass4_tournament_deal_bids_the_dealers_suit() -> None:
    assert [tournament_suit(seat) for seat in range(4)] == list(Suit)
    bidding = new_bidding("klaberjass4", dealer=2, tournament_deal=True)
    assert isinstance(bidding, TurnUpBidding) and bidding.turned_suit == Suit.SPADES
    bidding.apply("take")
    assert bidding.result == BiddingResult(3, TrumpMode.SPADES)


def test_klaberjass2_elder_then_dealer() -> None:
    """004: nondealer first, then dealer; then again naming a different suit."""
    bidding = new_bidding("klaberjass2", dealer=0, turned_suit=Suit.HEARTS)
    run_table(
        bidding,
        [(1, R1, "pass"), (0, R1, "pass"), (1, R2_NOT_H, "pass"), (0, R2_NOT_H, "pass")],
    )
    assert bidding.result is not None and bidding.result.annulled

    bidding = new_bidding("klaberjass2", dealer=1, turned_suit=Suit.HEARTS)
    run_table(bidding, [(0, R1, "pass"), (1, R1, "pass"), (0, R2_NOT_H, "suit:D")])
    assert bidding.result == BiddingResult(0, TrumpMode.DIAMONDS)


def test_klaberjass2_schmeiss_forced_and_declined() -> None:
    bidding = new_bidding("klaberjass2", dealer=0, turned_suit=Suit.SPADES, schmeiss=True)
    run_table(bidding, [(1, "pass take schmeiss", "schmeiss"), (0, "force decline", "force")])
    assert bidding.result == BiddingResult(1, TrumpMode.SPADES, forced=True)

    bidding = new_bidding("klaberjass2", dealer=0, turned_suit=Suit.SPADES, schmeiss=True)
    bidding.apply("schmeiss")
    assert isinstance(bidding, TurnUpBidding) and bidding.schmeissed
    assert refused(bidding, "take") == "force_or_decline"
    assert refused(bidding, "pass") == "force_or_decline"
    bidding.apply("decline", 0)
    assert bidding.result is not None and bidding.result.annulled

    bidding = new_bidding("klaberjass2", dealer=0, turned_suit=Suit.SPADES, schmeiss=True)
    bidding.apply("pass")
    assert codes(bidding.legal_bids()) == R1  # the dealer may not throw
    assert refused(bidding, "schmeiss") == "no_schmeiss"
    bidding.apply("pass")
    assert refused(bidding, "schmeiss") == "no_schmeiss"  # nor elder in round 2


def test_klaberjass2_bimah_dealer_must_take_any_suit() -> None:
    bidding = new_bidding("klaberjass2", dealer=0, turned_suit=Suit.CLUBS, bimah=True)
    run_table(
        bidding,
        [(1, R1, "pass"), (0, R1, "pass"), (1, "pass suit:H suit:D suit:S", "pass"),
         (0, "suit:H suit:D suit:S suit:C", "suit:C")],
    )  # fmt: skip
    assert bidding.result == BiddingResult(0, TrumpMode.CLUBS)

    bidding = new_bidding("klaberjass2", dealer=0, turned_suit=Suit.CLUBS, bimah=True)
    for _ in range(3):
        bidding.apply("pass")
    assert refused(bidding, "pass") == "must_take"


def test_klaberjass3_three_seats_from_the_forehand() -> None:
    bidding = new_bidding("klaberjass3", dealer=2, turned_suit=Suit.DIAMONDS)
    not_d = "pass suit:H suit:S suit:C"
    run_table(
        bidding,
        [(0, R1, "pass"), (1, R1, "pass"), (2, R1, "pass"), (0, not_d, "pass"),
         (1, not_d, "pass"), (2, not_d, "pass")],
    )  # fmt: skip
    assert bidding.result == BiddingResult(None)


def test_turn_up_rules_are_checked() -> None:
    with pytest.raises(ValueError, match="2-4 players"):
        TurnUpRules(players=5)
    with pytest.raises(ValueError, match="schmeiss"):
        TurnUpRules(players=4, schmeiss=True)
    with pytest.raises(ValueError, match="turned_suit"):
        new_bidding("belote", dealer=0)
    with pytest.raises(ValueError, match="true or false"):
        new_bidding("belote", dealer=0, turned_suit=Suit.HEARTS, second_round_any_suit="yes")
    with pytest.raises(ValueError, match="dealer"):
        new_bidding("klaberjass3", dealer=3, turned_suit=Suit.HEARTS)
    with pytest.raises(ValueError, match="no bidding"):
        new_bidding("schieber", dealer=0)


# --------------------------------------------------------------------------------------------
# Belote Contrée

PASS_80_UP = "pass " + codes([Bid(v, s) for v in CONTRACTS for s in Suit])


def above(value: int) -> str:
    return "pass " + codes([Bid(v, s) for v in CONTRACTS if v > value for s in Suit])


def test_contree_three_passes_after_a_contract_end_it() -> None:
    auction = new_bidding("belote_contree", dealer=3)
    run_table(
        auction,
        [(0, PASS_80_UP, "bid:80:C"), (1, above(80) + " double", "pass"),
         (2, above(80), "pass"), (3, above(80) + " double", "pass")],
    )  # fmt: skip
    assert auction.result == BiddingResult(0, TrumpMode.CLUBS, contract=80)
    assert auction.round == 1


def test_contree_four_opening_passes_annul() -> None:
    auction = new_bidding("belote_contree", dealer=0)
    run_table(auction, [(seat, PASS_80_UP, "pass") for seat in (1, 2, 3, 0)])
    assert auction.result is not None and auction.result.annulled


def test_contree_a_player_who_passed_may_bid_later_and_rounds_go_on() -> None:
    auction = new_bidding("belote_contree", dealer=0)
    run_table(
        auction,
        [(1, PASS_80_UP, "pass"), (2, PASS_80_UP, "bid:90:H"),
         (3, above(90) + " double", "bid:100:S"), (0, above(100) + " double", "pass"),
         (1, above(100), "bid:110:S"),  # passed in round 1, bids in round 2
         (2, above(110) + " double", "pass"), (3, above(110), "bid:120:D"),
         (0, above(120) + " double", "pass"), (1, above(120), "pass"),
         (2, above(120) + " double", "pass")],
    )  # fmt: skip
    assert auction.result == BiddingResult(3, TrumpMode.DIAMONDS, contract=120)
    assert auction.round == 3


def test_contree_events_count_the_rounds_from_the_forehand() -> None:
    auction = ContreeAuction(dealer=0)
    rounds = []
    for bid in ("pass", "bid:90:H", "bid:100:S", "pass", "bid:110:S", "pass", "pass", "pass"):
        rounds.append(made(auction.apply(bid)).round)
    assert rounds == [1, 1, 1, 1, 2, 2, 2, 2]
    assert auction.result == BiddingResult(1, TrumpMode.SPADES, contract=110)


def test_contree_three_passes_must_be_in_a_row() -> None:
    auction = ContreeAuction(dealer=3)
    for bid in ("bid:80:H", "pass", "pass", "bid:90:H", "pass", "pass"):
        auction.apply(bid)
    assert not auction.finished and auction.current_bidder == 2
    assert auction.standing == (3, Bid(90, Suit.HEARTS))
    events = auction.apply("pass")
    assert events[0] == BidMade(2, Pass(), 2)
    assert auction.result == BiddingResult(3, TrumpMode.HEARTS, contract=90)


def test_contree_bids_must_rise() -> None:
    auction = ContreeAuction(dealer=3)
    auction.apply("bid:100:S")
    assert refused(auction, "bid:100:H") == "bid_too_low"
    assert refused(auction, "bid:90:C") == "bid_too_low"
    assert refused(auction, "take") == "wrong_bid"
    assert refused(auction, "suit:H") == "wrong_bid"
    assert refused(auction, "notrumps") == "wrong_bid"
    assert refused(auction, "redouble") == "no_redouble"
    auction.apply("bid:110:H")


def test_contree_capot_is_the_highest_contract() -> None:
    auction = ContreeAuction(dealer=3)
    auction.apply("bid:160:S")
    auction.apply("bid:capot:H")  # seat 1
    assert codes(auction.legal_bids()) == "pass double"  # nothing rises above capot
    assert refused(auction, "bid:capot:S") == "bid_too_low"
    auction.apply("pass")
    assert codes(auction.legal_bids()) == "pass"  # seat 3, the partner, may not double
    assert refused(auction, "double") == "own_contract"
    run_table(auction, [(3, "pass", "pass"), (0, "pass double", "pass")])
    result = auction.result
    assert result == BiddingResult(1, TrumpMode.HEARTS, contract=CAPOT)
    assert result is not None and result.capot and result.contract == 250


@pytest.mark.parametrize(
    ("rows", "result"),
    [
        # doubled: the contract's side is asked from the doubler on: seat 2, then seat 0
        ([(0, PASS_80_UP, "bid:80:H"), (1, above(80) + " double", "double"),
          (2, "pass redouble", "pass"), (0, "pass redouble", "pass")],
         BiddingResult(0, TrumpMode.HEARTS, contract=80, doubling=2, doubler=1)),
        # the bidder's partner redoubles at once
        ([(0, PASS_80_UP, "bid:80:H"), (1, above(80) + " double", "double"),
          (2, "pass redouble", "redouble")],
         BiddingResult(0, TrumpMode.HEARTS, contract=80, doubling=4, doubler=1, redoubler=2)),
        # the bidder redoubles when asked second
        ([(0, PASS_80_UP, "bid:80:H"), (1, above(80) + " double", "double"),
          (2, "pass redouble", "pass"), (0, "pass redouble", "redouble")],
         BiddingResult(0, TrumpMode.HEARTS, contract=80, doubling=4, doubler=1, redoubler=0)),
        # a double after two passes, by the last opponent: asked 0 then 2
        ([(0, PASS_80_UP, "bid:130:D"), (1, above(130) + " double", "pass"),
          (2, above(130), "pass"), (3, above(130) + " double", "double"),
          (0, "pass redouble", "pass"), (2, "pass redouble", "redouble")],
         BiddingResult(0, TrumpMode.DIAMONDS, contract=130, doubling=4, doubler=3,
                       redoubler=2)),
        # a doubled capot
        ([(0, PASS_80_UP, "pass"), (1, PASS_80_UP, "bid:capot:C"), (2, "pass double", "double"),
          (3, "pass redouble", "pass"), (1, "pass redouble", "pass")],
         BiddingResult(1, TrumpMode.CLUBS, contract=CAPOT, doubling=2, doubler=2)),
    ],
)  # fmt: skip
def test_contree_double_and_redouble_order(
    rows: list[tuple[int, str, str]], result: BiddingResult
) -> None:
    auction = new_bidding("belote_contree", dealer=3)
    run_table(auction, rows)
    assert auction.result == result


def test_contree_double_refusals() -> None:
    auction = ContreeAuction(dealer=3)
    assert refused(auction, "double") == "nothing_to_double"
    auction.apply("bid:80:H")  # seat 0
    auction.apply("pass")  # seat 1
    assert refused(auction, "double") == "own_contract"  # seat 2, the partner
    auction.apply("pass")
    events = auction.apply("double", 3)
    assert events == [BidMade(3, Double(), 1)]
    assert auction.doubler == 3 and not auction.finished
    assert refused(auction, "bid:90:H") == "redouble_or_pass"
    assert refused(auction, "double") == "redouble_or_pass"
    with pytest.raises(IllegalBidError) as info:
        auction.apply("redouble", 1)
    assert info.value.reason == "not_your_turn"
    assert auction.apply("pass", 0) == [BidMade(0, Pass(), 2)]
    events = auction.apply("pass", 2)
    assert events == [
        BidMade(2, Pass(), 2),
        BiddingEnded(BiddingResult(0, TrumpMode.HEARTS, contract=80, doubling=2, doubler=3)),
    ]


def test_contree_is_for_four() -> None:
    with pytest.raises(ValueError, match="4 players"):
        ContreeAuction(dealer=0, players=3)


# --------------------------------------------------------------------------------------------
# every procedure: legal list and refusals agree; saves; clones


def new_random_bidding(rng: Random) -> Bidding:
    variant = rng.choice(
        ["klaverjas_amsterdam", "belote", "belote_contree", "klaberjass2", "klaberjass3",
         "klaberjass4"]
    )  # fmt: skip
    players = {"klaberjass2": 2, "klaberjass3": 3}.get(variant, 4)
    return new_bidding(
        variant,
        dealer=rng.randrange(players),
        turned_suit=rng.choice(list(Suit)),
        second_round_any_suit=rng.random() < 0.3,
        schmeiss=variant == "klaberjass2" and rng.random() < 0.5,
        bimah=variant == "klaberjass2" and rng.random() < 0.5,
    )


@pytest.mark.slow
def test_random_biddings_agree_with_their_legal_lists_and_save() -> None:
    rng = Random(11)
    ended = {"annulled": 0, "declared": 0, "doubled": 0, "redoubled": 0}
    for _ in range(400):
        bidding = new_random_bidding(rng)
        for _step in range(200):
            if bidding.finished:
                break
            legal = bidding.legal_bids()
            assert legal and len(set(legal)) == len(legal)
            for bid in ALL_BIDS:
                assert bidding.is_legal(bid) == (bid in legal), (bidding, bid)
            copy = bidding.clone()
            illegal = [bid for bid in ALL_BIDS if bid not in legal]
            if illegal:
                with pytest.raises(IllegalBidError):
                    copy.apply(rng.choice(illegal))
            # weigh towards passing so that auctions run long
            bid = Pass() if Pass() in legal and rng.random() < 0.6 else rng.choice(legal)
            seat, round_before = bidding.current_bidder, bidding.round
            assert seat is not None
            events = bidding.apply(bid)
            assert made(events) == BidMade(seat, bid, round_before)
            assert round_before <= bidding.round <= round_before + 1
            assert isinstance(events[-1], BiddingEnded) == bidding.finished
            assert copy.history != bidding.history  # the clone is independent
            data = json.loads(json.dumps(bidding.to_data()))
            assert bidding_from_data(data) == bidding
        assert bidding.finished
        result = bidding.result
        assert result is not None
        if result.annulled:
            ended["annulled"] += 1
        else:
            ended["declared"] += 1
            assert (result.trump is None) == result.no_trumps
        ended["doubled"] += result.doubling == 2
        ended["redoubled"] += result.doubling == 4
    assert all(count > 5 for count in ended.values()), ended


def test_json_round_trip_keeps_the_state() -> None:
    auction = ContreeAuction(dealer=1)
    for bid in ("pass", "bid:90:S", "double"):
        auction.apply(bid)
    data = json.loads(json.dumps(auction.to_data()))
    assert data == {
        "kind": "contree",
        "players": 4,
        "dealer": 1,
        "bids": [[2, "pass"], [3, "bid:90:S"], [0, "double"]],
        "result": None,
    }
    again = ContreeAuction.from_data(data)
    assert Bidding.from_data(data) == again
    with pytest.raises(ValueError, match="not a TurnUpBidding: contree"):
        TurnUpBidding.from_data(data)
    assert again.current_bidder == 1 and codes(again.legal_bids()) == "pass redouble"
    again.apply("redouble")
    assert again.result == BiddingResult(
        3, TrumpMode.SPADES, contract=90, doubling=4, doubler=0, redoubler=1
    )
    assert again.to_data()["result"] == {
        "declarer": 3,
        "trump": "S",
        "no_trumps": False,
        "contract": 90,
        "doubling": 4,
        "doubler": 0,
        "redoubler": 1,
        "forced": False,
    }

    assert again.result is not None
    assert BiddingResult.from_data(json.loads(json.dumps(again.result.to_data()))) == again.result

    turn_up = new_bidding("klaberjass2", dealer=0, turned_suit=Suit.CLUBS, bimah=True)
    turn_up.apply("pass")
    restored = bidding_from_data(json.loads(json.dumps(turn_up.to_data())))
    assert isinstance(restored, TurnUpBidding)
    assert restored.rules == TurnUpRules(players=2, bimah=True)
    assert restored.turned_suit == Suit.CLUBS
    assert restored == turn_up and restored.current_bidder == 0


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(result=None), "does not match"),
        (lambda d: d["bids"].append([2, "pass"]), "bidding is over"),
        (lambda d: d["bids"].insert(0, [1, "pass"]), "bids now"),
        (lambda d: d.update(kind="skat"), "unknown bidding kind"),
        (lambda d: d.pop("dealer"), "missing or has a bad field"),
        (lambda d: d.update(dealer="0"), "bad field"),
        (lambda d: d["bids"].__setitem__(0, [0, "bid:85:H"]), "not a bid code"),
        (lambda d: d["bids"].__setitem__(0, [0, "bid:80:H", 3]), "bad field"),
    ],
)
def test_bad_bidding_data_is_refused(change: object, message: str) -> None:
    auction = ContreeAuction(dealer=3)
    for bid in ("bid:80:H", "pass", "pass", "pass"):
        auction.apply(bid)
    data = json.loads(json.dumps(auction.to_data()))
    change(data)  # type: ignore[operator]
    with pytest.raises(ValueError, match=message):
        bidding_from_data(data)


def test_bad_turn_up_rules_in_data_are_refused() -> None:
    bidding = new_bidding("belote", dealer=0, turned_suit=Suit.HEARTS)
    for rules in ({"players": 4}, {**bidding.to_data()["rules"], "no_trumps": "yes"}):
        data = {**bidding.to_data(), "rules": rules}
        with pytest.raises(ValueError, match="bad field"):
            bidding_from_data(data)
    with pytest.raises(ValueError, match="not bidding data"):
        bidding_from_data([])


# --------------------------------------------------------------------------------------------
# completing the hands

DECK32 = [card for card in Card if card.rank != Rank.SIX]


@pytest.mark.parametrize("taker", range(4))
def test_belote_completion_gives_the_taker_the_turn_up_and_two(taker: int) -> None:
    rng = Random(taker)
    cards = DECK32[:]
    rng.shuffle(cards)
    hands = [cards[5 * seat : 5 * seat + 5] for seat in range(4)]
    turn_up, stock = cards[20], cards[21:]
    plan = completion_plan("belote", dealer=1, taker=taker)
    assert plan.order == (2, 3, 0, 1)
    assert plan.counts == tuple(2 if seat == taker else 3 for seat in range(4))
    assert plan.turn_up_to == taker and plan.stock_used == 11
    added, rest = plan.deal(stock, turn_up)
    assert rest == ()
    assert added[taker][-1] == turn_up
    full = [hands[seat] + list(added[seat]) for seat in range(4)]
    assert [len(hand) for hand in full] == [8, 8, 8, 8]
    assert sorted(card for hand in full for card in hand) == sorted(DECK32)
    # dealt from the top in seat order from the forehand
    first = plan.order[0]
    assert added[first][: plan.counts[first]] == tuple(stock[: plan.counts[first]])


def test_klaberjass_completions() -> None:
    stock = list(range(100, 119))  # 19 stock cards of the game for two
    plan = completion_plan("klaberjass2", dealer=0, taker=0)
    added, rest = plan.deal(stock, None)
    assert plan.order == (1, 0) and plan.turn_up_to is None
    assert added == ((103, 104, 105), (100, 101, 102)) and len(rest) == 13

    plan = completion_plan("klaberjass3", dealer=2, taker=1)
    assert plan.order == (0, 1, 2) and plan.counts == (3, 3, 3) and plan.turn_up_to is None

    plan = completion_plan("klaberjass4", dealer=3, taker=1)
    added, rest = plan.deal([1, 2, 3, 4, 5, 6, 7], 99)
    assert plan.order == (0, 1, 2, 3)
    assert added == ((1, 2), (3, 4), (5, 6), (7, 99)) and rest == ()

    plan = completion_plan("klaberjass4", dealer=3, taker=1, tournament_deal=True)
    assert plan.counts == (2, 2, 2, 2) and plan.turn_up_to is None


def test_completion_refusals() -> None:
    with pytest.raises(ValueError, match="no completion"):
        completion_plan("belote_contree", dealer=0, taker=0)
    with pytest.raises(ValueError, match="taker"):
        completion_plan("belote", dealer=0, taker=4)
    plan = completion_plan("belote", dealer=0, taker=0)
    with pytest.raises(ValueError, match="stock holds 10"):
        plan.deal(list(range(10)), 1)
    with pytest.raises(ValueError, match="turn_up is needed"):
        plan.deal(list(range(11)), None)


@pytest.mark.parametrize(
    "result",
    [
        BiddingResult(None),
        BiddingResult(2, TrumpMode.CLUBS),
        BiddingResult(1, None, no_trumps=True),
        BiddingResult(1, TrumpMode.HEARTS, forced=True),
        BiddingResult(0, TrumpMode.DIAMONDS, contract=CAPOT, doubling=2, doubler=3),
    ],
    ids=str,
)
def test_results_round_trip(result: BiddingResult) -> None:
    assert BiddingResult.from_data(json.loads(json.dumps(result.to_data()))) == result


@pytest.mark.parametrize(
    ("field", "value"),
    [("declarer", "1"), ("doubling", 3), ("doubling", True), ("contract", 85), ("trump", "X"),
     ("trump", "obenabe"), ("no_trumps", 1), ("forced", None), ("doubler", 1.0)],
)  # fmt: skip
def test_bad_result_data_is_refused(field: str, value: object) -> None:
    data = BiddingResult(0, TrumpMode.SPADES, contract=90).to_data()
    with pytest.raises(ValueError):
        BiddingResult.from_data({**data, field: value})
    with pytest.raises(ValueError, match="not a bidding result"):
        BiddingResult.from_data({**data, "extra": 1})
