"""The words of Klaberjass for 2, 3 and 4 and the klaverjas of 1821 (narration_family and
locales/*/klaberjass.ftl): the Klaberjass bids, the bid list's titles, the contract of a two-,
three- and four-player table, in English and spot-checked in German, French and Dutch."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from audiojass import i18n
from audiojass.narration import BRIEF, FULL, Narrator
from audiojass.narration_family import bid_heard, bid_label, bid_list_title, contract_said
from audiojass.rules.bidding import (
    KLABERJASS2_RULES,
    KLABERJASS4_RULES,
    BiddingResult,
    Decline,
    Force,
    NoTrumps,
    Pass,
    Schmeiss,
    Take,
    TurnUpBidding,
    TurnUpRules,
)
from audiojass.rules.cards import Suit, TrumpMode


@dataclass(frozen=True)
class Seats(Narrator):
    """A narrator of a table of ``seats`` players (2, 3: each alone; 4: partners)."""

    seats: int = 2

    @property
    def players(self) -> int:
        return self.seats

    @property
    def team_game(self) -> bool:
        return self.seats == 4


TWO = Seats("jass", 0, FULL, seats=2)
THREE = Seats("jass", 0, FULL, seats=3)
FOUR = Seats("jass", 0, FULL, seats=4)


def test_klaberjass_bids_heard_and_listed() -> None:
    assert bid_heard(TWO, 1, Schmeiss()) == "Opponent throws the deal: schmeiss."
    assert bid_heard(TWO, 0, Force()) == "You force the take."
    assert bid_heard(TWO, 1, Decline()) == "Opponent declines: new deal."
    assert bid_heard(FOUR, 3, NoTrumps()) == "Left takes no-trumps."
    assert bid_heard(THREE, 2, Take(), turned=Suit.CLUBS) == "Left takes clubs."
    assert bid_heard(TWO, 1, Pass()) == "Opponent passes."
    brief = Seats("jass", 0, BRIEF, seats=2)
    assert bid_heard(brief, 1, Schmeiss()) == "Opponent: schmeiss."
    assert bid_heard(Seats("jass", 0, BRIEF, seats=4), 2, NoTrumps()) == "Partner: no-trumps."
    assert [bid_label(bid) for bid in (NoTrumps(), Schmeiss(), Force(), Decline())] == [
        "No-trumps",
        "Schmeiss: throw the deal",
        "Force: elder takes the turned suit",
        "Decline: new deal",
    ]


def test_a_seat_outside_the_table_is_refused() -> None:
    with pytest.raises(ValueError, match="2-player"):
        bid_heard(TWO, 2, Pass())


def test_bid_list_titles_of_the_klaberjass_biddings() -> None:
    rules = TurnUpRules(players=2, schmeiss=True, bimah=True)
    bidding = TurnUpBidding(rules, dealer=1, turned_suit=Suit.HEARTS)
    assert bid_list_title(bidding) == "Your bid: take hearts, pass, or throw the deal"
    bidding.apply(Schmeiss(), 0)
    assert bid_list_title(bidding) == (
        "Elder throws the deal: force elder to take hearts, or decline"
    )
    bimah = TurnUpBidding(rules, dealer=0, turned_suit=Suit.SPADES)
    for seat in (1, 0, 1):
        bimah.apply(Pass(), seat)
    assert bid_list_title(bimah) == "You must take: name any suit as trump"
    plain = TurnUpBidding(KLABERJASS2_RULES, dealer=1, turned_suit=Suit.CLUBS)
    assert bid_list_title(plain) == "Your bid: take clubs or pass"
    four = TurnUpBidding(KLABERJASS4_RULES, dealer=3, turned_suit=Suit.DIAMONDS)
    for seat in (0, 1, 2, 3):
        four.apply(Pass(), seat)
    assert bid_list_title(four) == "Your bid: name a trump suit, no-trumps, or pass"
    i18n.use("de")
    assert bid_list_title(four) == (
        "Dein Gebot: eine Trumpffarbe oder ohne Trumpf nennen oder passen"
    )


def _result(seat: int, suit: Suit | None, *, forced: bool = False) -> BiddingResult:
    trump = TrumpMode.of_suit(suit) if suit is not None else None
    return BiddingResult(seat, trump, no_trumps=suit is None, forced=forced)


def test_the_contract_at_each_table() -> None:
    assert contract_said(TWO, "klaberjass2", _result(1, Suit.HEARTS)) == (
        "Opponent took hearts: Opponent must make more than you."
    )
    assert contract_said(TWO, "klaberjass2", _result(0, Suit.CLUBS, forced=True)) == (
        "You are forced to take clubs: you must make more than your opponent."
    )
    assert contract_said(THREE, "klaberjass3", _result(1, Suit.SPADES)) == (
        "Right took spades: Right must make more than each opponent."
    )
    assert contract_said(FOUR, "klaberjass4", _result(3, None)) == (
        "Left took no-trumps: they must make more than us."
    )
    assert contract_said(FOUR, "klaberjass4", _result(2, Suit.DIAMONDS), full=False) == (
        "Partner plays diamonds."
    )
    assert contract_said(TWO, "klaberjass2", BiddingResult(None, None)) == (
        "Everybody passed: the deal is dealt again by the next dealer."
    )


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("de", "Gegner hat genommen: Herz; Gegner muss mehr machen als du."),
        ("fr", "Adversaire a pris à cœur: Adversaire doit faire plus que vous."),
        ("nl", "Tegenstander heeft genomen: harten; Tegenstander moet meer halen dan jij."),
    ],
)
def test_the_contract_in_other_languages(language: str, expected: str) -> None:
    i18n.use(language, strict=True)
    assert contract_said(TWO, "klaberjass2", _result(1, Suit.HEARTS)) == expected
