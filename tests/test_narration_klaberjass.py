"""The words of Klaberjass for 2, 3 and 4 and the klaverjas of 1821 (narration and
locales/*/klaberjass.ftl): the Klaberjass bids, the bid list's titles, the contract of a two-,
three- and four-player table, in English and spot-checked in German, French and Dutch."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import pytest

from audiojass import i18n
from audiojass.narration import (
    BRIEF,
    FULL,
    Narrator,
    bid_heard,
    bid_label,
    bid_list_title,
    contract_said,
)
from audiojass.rules import Phase, new_game
from audiojass.rules.actions import DealStarted
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
from audiojass.rules.cards import Card, Rank, Suit, TrumpMode
from audiojass.rules.components import (
    BeloteAnnounced,
    DealSettled,
    DixExchanged,
    DixKept,
    MeldSpoken,
    MeldsScored,
    StockDealt,
)
from audiojass.rules.composed_variants import FAMILY_VARIANTS
from audiojass.rules.engine import TrickRecord
from audiojass.rules.klaverjas1821 import CardsDrawn, MarriageScored, MeldDeclared, PhaseTwoStarted
from audiojass.rules.settlement import DealFacts, Outcome, Settlement, settle_klaberjass
from audiojass.rules.weis import Meld


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
    assert bid_heard(TWO, 1, Decline()) == "Opponent declines."
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
        ("de", "Dein Gegner hat Herz genommen und muss mehr machen als du."),
        ("fr", "Votre adversaire a pris à cœur : il doit faire plus que vous."),
        ("nl", "Je tegenstander heeft harten genomen; die moet meer halen dan jij."),
    ],
)
def test_the_contract_in_other_languages(language: str, expected: str) -> None:
    i18n.use(language, strict=True)
    assert contract_said(TWO, "klaberjass2", _result(1, Suit.HEARTS)) == expected


# --------------------------------------------------------------------------------------------
# the events of a deal, as the table says them


def narrator(name: str, verbosity: str = FULL, human: int = 0) -> Narrator:
    return Narrator(FAMILY_VARIANTS[name], human, verbosity)


def said(
    name: str, events: list[object], *, trump: Suit | None = Suit.HEARTS, **kw: Any
) -> list[str]:
    mode = TrumpMode.of_suit(trump) if trump is not None else None
    return narrator(name, **kw).told(events, (), mode).lines


def test_the_completion_and_the_shown_card() -> None:
    events: list[object] = [StockDealt(1, (3, 3), None, Card.C9, 13)]
    assert said("klaberjass2", events) == [
        "Every hand is completed to 9 cards.",
        "Shown at the bottom of the stock: the nine of clubs.",
    ]
    assert said("klaberjass2", events, verbosity=BRIEF) == [
        "Hands completed.",
        "Shown: the nine of clubs.",
    ]
    four = narrator("klaberjass4")
    before = SimpleNamespace(turn_up=Card.SJ, meld_lines=(), turned_suit=Suit.SPADES)
    lines = four.told(
        [StockDealt(2, (2, 2, 2, 2), 3, None, 0)],
        (),
        TrumpMode.of_suit(Suit.SPADES),
        before=before,
    ).lines
    assert lines == ["Left gets the jack of spades; every hand is completed to 8 cards."]


def test_the_dix() -> None:
    assert said("klaberjass2", [DixExchanged(1, Card.H7, Card.HQ)]) == [
        "Opponent exchanges the seven of hearts for the queen of hearts."
    ]
    assert said("klaberjass3", [DixKept(0)]) == ["You keep the seven of hearts."]
    assert said("klaberjass3", [DixKept(2)]) == []  # nobody else learns who held it


def test_the_meld_exchange_as_questions_and_answers() -> None:
    lines = said(
        "klaberjass3",
        [
            MeldSpoken(1, "declare", 50),
            MeldSpoken(2, "how_many"),
            MeldSpoken(1, "answer", 4),
            MeldSpoken(2, "how_high"),
            MeldSpoken(1, "answer", Rank.KING),
            MeldSpoken(2, "in_trumps"),
            MeldSpoken(1, "answer", False),
            MeldSpoken(2, "equal"),
            MeldSpoken(0, "not_good", 100),
            MeldSpoken(1, "good"),
        ],
    )
    assert lines == [
        "Right: a sequence worth 50.",
        "Left: how many cards?",
        "Right: 4 cards.",
        "Left: how high?",
        "Right: king high.",
        "Left: in trumps?",
        "Right: not in trumps.",
        "Left: equal.",
        "You: not good, 100.",
        "Right: good.",
    ]
    i18n.use("de", strict=True)
    assert said("klaberjass2", [MeldSpoken(1, "declare", 20), MeldSpoken(0, "good")]) == [
        "Gegner: eine Folge im Wert von 20.",
        "Du: gut.",
    ]
    i18n.use("fr", strict=True)
    lines = said("klaberjass2", [MeldSpoken(0, "how_high"), MeldSpoken(1, "answer", Rank.ACE)])
    assert lines == ["Vous : quelle hauteur ?", "Adversaire : jusqu'à l'as."]


def test_w_tells_the_exchange_before_the_first_trick_and_that_nobody_scores_after_it() -> None:
    """Between the exchange (spoken with the first lead) and the end of the first trick W
    repeats it, not "No melds or Bela yet"; after the first trick, an exchange that left no
    side the best (equal melds) scores nobody."""
    lines = (MeldSpoken(1, "declare", 20), MeldSpoken(0, "how_high"))
    lines += (MeldSpoken(1, "answer", Rank.KING), MeldSpoken(0, "equal"))
    game = new_game("klaberjass2", seed=3)
    game.apply_action(game.chance_outcome())
    view = dataclasses.replace(game.observation(0), meld_lines=lines)  # before the first lead
    assert narrator("klaberjass2").melds(view) == (
        "The melds spoken, compared when the first trick is taken: "
        "Opponent: a sequence worth 20. You: how high? Opponent: king high. You: equal."
    )
    first = TrickRecord(1, (Card.S7, Card.S8), 1, 0)
    view = dataclasses.replace(view, tricks=(first,))
    assert narrator("klaberjass2").melds(view) == "Nobody scores melds in this deal."
    view = dataclasses.replace(view, meld_lines=())  # a silent exchange: no sequence declared
    assert narrator("klaberjass2").melds(view) == "Nobody declared a sequence in this deal."
    i18n.use("de", strict=True)
    view = dataclasses.replace(view, meld_lines=lines[:1], tricks=())
    assert narrator("klaberjass2").melds(view) == (
        "Meldungen, verglichen nach dem ersten Stich: Gegner: eine Folge im Wert von 20."
    )


def test_bela_and_the_melds_scored() -> None:
    assert said("klaberjass2", [BeloteAnnounced(1, Card.HK, False, 0)]) == ["Opponent says Bela."]
    assert said("klaberjass2", [BeloteAnnounced(1, Card.HQ, True, 20)]) == [
        "Opponent says Bela again: 20 for Opponent."
    ]
    assert said("klaberjass4", [BeloteAnnounced(2, Card.HQ, True, 20)]) == [
        "Partner says Bela again: 20 for us."
    ]
    assert said("klaberjass2", [BeloteAnnounced(0, Card.HK, False, 0)], verbosity=BRIEF) == [
        "You: Bela."
    ]


def _settled(name: str, facts: DealFacts, verbosity: str = FULL, **options: Any) -> list[str]:
    settlement = settle_klaberjass(facts, **options)
    return said(name, [DealSettled(1, facts.declarers, facts, settlement)], verbosity=verbosity)


def test_the_settlement_of_two_players() -> None:
    made = DealFacts(1, (40, 70), (3, 6), deal_tricks=9)
    assert _settled("klaberjass2", made) == ["Opponent made it: you 40, Opponent 70."]
    bete = DealFacts(1, (70, 40), (6, 3), deal_tricks=9)
    assert _settled("klaberjass2", bete) == [
        "Opponent is bete: you score both: you 110, Opponent 0."
    ]
    tie = DealFacts(0, (55, 55), (4, 5), deal_tricks=9)
    assert _settled("klaberjass2", tie) == ["A tie: the maker scores nothing: you 0, Opponent 55."]
    assert _settled("klaberjass2", tie, tie="total") == [
        "A tie counts as bete: you 0, Opponent 110."
    ]
    assert _settled("klaberjass2", tie, tie="carry") == [
        "A tie: nobody scores, and 110 points go into the pot: you 0, Opponent 0."
    ]
    assert _settled("klaberjass2", made, pot=110) == [
        "Opponent made it: you 40, Opponent 70. Opponent wins the pot: 110 more."
    ]


def test_the_settlement_of_three_players_against_each_opponent() -> None:
    bete = DealFacts(0, (40, 60, 30), (3, 4, 2), deal_tricks=9)
    assert _settled("klaberjass3", bete) == [
        "You are bete: each opponent scores their own and half of yours: you 0, Right 80, Left 50."
    ]
    made = DealFacts(2, (40, 20, 60), (3, 2, 4), deal_tricks=9)
    assert _settled("klaberjass3", made) == ["Left made it: you 40, Right 20, Left 60."]
    i18n.use("nl", strict=True)
    assert _settled("klaberjass3", bete) == [
        "Jij gaat nat: elke tegenstander krijgt zijn punten en de helft van de jouwe: jij 0, "
        "Rechts 80, Links 50."
    ]


def test_the_settlement_of_four_players() -> None:
    bete = DealFacts(1, (100, 62), (5, 3))
    assert _settled("klaberjass4", bete) == ["They are bete: we 162, they 0."]


def test_the_1821_draws_melds_marriage_and_phase_two() -> None:
    after = SimpleNamespace(drawn=Card.SQ)
    old = narrator("klaverjas_1821")
    clubs = TrumpMode.of_suit(Suit.CLUBS)
    drawn = old.told([CardsDrawn(0, 1), CardsDrawn(1, 1)], (), clubs, after=after).lines
    assert drawn == ["You draw the queen of spades.", "Opponent draws."]
    last = old.told([CardsDrawn(1, 1, Card.C9)], (), clubs).lines
    assert last == ["Opponent draws the turned-up card, the nine of clubs."]
    sequence = Meld("sequence", (Card.H9, Card.H10, Card.HJ), 20)
    four = Meld("sequence", (Card.D10, Card.DJ, Card.DQ, Card.DK), 50)
    lines = old.told(
        [
            MeldDeclared(0, sequence, 20, False),
            MeldDeclared(1, four, 50, True),
            MarriageScored(1, 20),
            PhaseTwoStarted(),
        ],
        (),
        clubs,
    ).lines
    assert lines == [
        "You declare 3 in sequence, hearts nine to jack: 20.",
        "Opponent counters with 4 in sequence, diamonds ten to king: 50, instead.",
        "Opponent leads a marriage: 20.",
        "The stock is empty: from now on, follow suit and take the trick if you can.",
    ]
    brief = narrator("klaverjas_1821", BRIEF)
    assert brief.told([CardsDrawn(1, 1), PhaseTwoStarted()], (), clubs).lines == [
        "Opponent draws.",
        "Stock empty: follow and take.",
    ]


def test_the_1821_settlement_with_the_all_tricks_bonus() -> None:
    settlement = Settlement(Outcome.MADE, (40, 206), (40, 206), capot=1)
    facts = DealFacts(0, (40, 106), (7, 9), deal_tricks=16)
    lines = said("klaverjas_1821", [DealSettled(1, None, facts, settlement)])
    assert lines == [
        "Opponent takes all 9 tricks after the stock: 100 more. Each scores their own: you 40, "
        "Opponent 206."
    ]


def test_no_trumps_and_the_tournament_deal() -> None:
    four = narrator("klaberjass4")
    view = SimpleNamespace(
        phase=Phase.PLAY, trick=(Card.HJ, Card.HK, Card.HA), trick_leader=1, trump=None
    )
    assert four.table_cards(view) == (
        "Right: jack of hearts; Partner: king of hearts; Left: ace of hearts. Left is winning."
    )
    after = SimpleNamespace(turned_suit=Suit.SPADES)
    lines = four.told([DealStarted(1, 2, 3, None)], (), None, after=after).lines
    assert lines == [
        "Deal 1. Partner deals. Left leads the first trick.",
        "Tournament deal: the first round bids spades, the dealer's suit.",
    ]
    i18n.use("fr", strict=True)
    lines = four.told([DealStarted(1, 2, 3, None)], (), None, after=after).lines
    assert lines[-1] == "Donne de tournoi : le premier tour porte sur pique, la couleur du donneur."


def test_a_while_another_seat_bids_names_the_turned_up_card_again() -> None:
    """A during the bidding of a turned-up card's suit tells who bids, the bids so far and
    the turned-up card (what the bids are about)."""
    from audiojass.narration import card_name
    from audiojass.rules.components import new_family_game

    game = new_family_game(FAMILY_VARIANTS["klaberjass2"], seed=21, first_dealer=0)
    game.apply_action(game.chance_outcome())
    view = game.observation(0)
    assert view.phase is Phase.TRUMP and view.current_player == 1 and view.turn_up is not None
    assert narrator("klaberjass2").trump(view) == (
        f"Opponent is bidding. Nobody has bid yet. The {card_name(view.turn_up)} is turned up."
    )


def test_brief_speech_keeps_who_and_the_second_bela_and_the_pot() -> None:
    """Brief lines name who counters (you: "You counter"), who leads a marriage, tell the
    second Bela from the first, who made it or is bete, and a pot won (the scores jump by
    it)."""
    clubs = TrumpMode.of_suit(Suit.CLUBS)
    four = Meld("sequence", (Card.D10, Card.DJ, Card.DQ, Card.DK), 50)
    brief = narrator("klaverjas_1821", BRIEF)
    lines = brief.told([MeldDeclared(0, four, 50, True), MarriageScored(1, 20)], (), clubs).lines
    assert lines == [
        "You counter: 4 in sequence, diamonds ten to king, 50.",
        "Opponent: marriage, 20.",
    ]
    assert said(
        "klaberjass4",
        [BeloteAnnounced(3, Card.HK, False, 0), BeloteAnnounced(3, Card.HQ, True, 20)],
        verbosity=BRIEF,
    ) == ["Left: Bela.", "Left: Bela again, 20."]
    made = DealFacts(2, (40, 20, 60), (3, 2, 4), deal_tricks=9)
    assert _settled("klaberjass3", made, verbosity=BRIEF) == [
        "Made (Left): you 40, Right 20, Left 60."
    ]
    i18n.use("de", strict=True)
    lines = brief.told([MeldDeclared(0, four, 50, True)], (), clubs).lines
    assert lines[0].startswith("Du konterst: ")


@pytest.mark.parametrize(
    ("name", "human", "scorer", "line"),
    [
        ("klaberjass2", 0, 0, "Melds for you: 20."),
        ("klaberjass2", 1, 0, "Melds for Opponent: 20."),
        ("klaberjass3", 0, 2, "Melds for Left: 20."),
        ("klaberjass3", 2, 2, "Melds for you: 20."),
    ],
)
def test_melds_scored_at_an_online_table_name_the_scorer(
    name: str, human: int, scorer: int, line: str
) -> None:
    """At an online table the meld award stays with the server: the line names who scores
    (each plays alone), not "them" for everyone, the scorer included."""
    meld = Meld("sequence", (Card.H7, Card.H8, Card.H9), 20)
    events: list[object] = [MeldsScored(scorer, ((scorer, meld),), 20)]
    assert said(name, events, human=human) == [line]
