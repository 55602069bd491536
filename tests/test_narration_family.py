"""What the table says in the family's partnership games (Klaverjas, Belote, Belote Contrée), in
English, German, French and Dutch: bids, the bid list, the contract, roem and stuk, Belote, the
melds, the settlement and every refusal, from the rules' own bids, settlements and refusals,
with a strict catalogue (a missing message or argument raises)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import ast as fl
from fluent.syntax import parse

from audiojass import i18n, narration
from audiojass.narration import (
    BID_REASONS,
    BRIEF,
    TRICK_REASONS,
    Narrator,
    annulled_said,
    belote_said,
    bid_do,
    bid_done,
    bid_heard,
    bid_label,
    bid_list_title,
    bid_refusal,
    contract_said,
    made_points_said,
    melds_said,
    roem_said,
    settlement_said,
    trick_refusal,
)
from audiojass.rules.bidding import (
    ANNULLED,
    Bid,
    BidAction,
    BiddingEnded,
    BiddingResult,
    BidMade,
    Double,
    IllegalBidError,
    NameSuit,
    NoTrumps,
    Pass,
    Redouble,
    Take,
    new_bidding,
)
from audiojass.rules.cards import Card, Suit, TrumpMode
from audiojass.rules.settlement import (
    DealFacts,
    Outcome,
    Settlement,
    award_melds,
    belote_melds,
    settle_annulled,
    settle_belote,
    settle_contree,
    settle_klaverjas,
    trick_roem,
)
from audiojass.rules.tricks32 import AMSTERDAM_002, REFUSAL_CODES, ROTTERDAM, refusal

LANGUAGES = i18n.LANGUAGES


def speak(language: str) -> None:
    i18n.use(language, strict=True)


def mask(*cards: Card) -> int:
    return sum(1 << card for card in cards)


# --------------------------------------------------------------------------------------------
# bids

# Each sample bid by its seat, heard by the human at seat 0 (a take of the turned hearts).
BIDS_HEARD = {
    "en": [
        "Right passes.",
        "Partner takes hearts.",
        "Left bids 90 in spades.",
        "You bid capot in clubs.",
        "Right doubles.",
        "Partner redoubles.",
        "You take spades.",
        "You pass.",
    ],
    "de": [
        "Rechts passt.",
        "Dein Partner nimmt Herz.",
        "Links bietet 90 Schaufel.",
        "Du bietest Capot Kreuz.",
        "Rechts gibt Kontra.",
        "Dein Partner gibt Rekontra.",
        "Du nimmst Schaufel.",
        "Du passt.",
    ],
    "fr": [
        "Droite passe.",
        "Votre partenaire prend à cœur.",
        "Gauche annonce 90 à pique.",
        "Vous annoncez capot à trèfle.",
        "Droite contre.",
        "Votre partenaire surcontre.",
        "Vous prenez à pique.",
        "Vous passez.",
    ],
    "nl": [
        "Rechts past.",
        "Je maat neemt harten.",
        "Links biedt 90 schoppen.",
        "Je biedt capot klaveren.",
        "Rechts doubleert.",
        "Je maat redoubleert.",
        "Je maakt schoppen troef.",
        "Je past.",
    ],
}
SAMPLE_BIDS: list[tuple[int, BidAction]] = [
    (1, Pass()),
    (2, Take()),
    (3, Bid(90, Suit.SPADES)),
    (0, Bid(250, Suit.CLUBS)),
    (1, Double()),
    (2, Redouble()),
    (0, NameSuit(Suit.SPADES)),
    (0, Pass()),
]


@pytest.mark.parametrize("language", LANGUAGES)
def test_bids_heard_by_you_and_the_other_seats(language: str) -> None:
    speak(language)
    heard = [bid_heard(0, seat, bid, turned=Suit.HEARTS) for seat, bid in SAMPLE_BIDS]
    assert heard == BIDS_HEARD[language]


def test_german_klaverjas_chooses_trump_where_belote_takes_it() -> None:
    """Klaverjas names trump with one verb, "wählen", as its list ("Trumpf wählen") and its
    prompt say; Belote takes a suit ("Du nimmst Schaufel.")."""
    speak("de")
    i18n.use_game_words("klaverjas")
    assert [bid_heard(0, seat, NameSuit(Suit.SPADES)) for seat in (0, 2)] == [
        "Du wählst Schaufel.",
        "Dein Partner wählt Schaufel.",
    ]
    i18n.use_game_words("belote")
    assert bid_heard(0, 0, NameSuit(Suit.SPADES)) == "Du nimmst Schaufel."


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["Right: pass.", "Partner: hearts.", "Left: 90 in spades.", "You: capot in clubs."]),
        (
            "de",
            ["Rechts passt.", "Partner: Herz.", "Links: 90 Schaufel.", "Du: Capot Kreuz."],
        ),
        (
            "fr",
            [
                "Droite : passe.",
                "Partenaire : à cœur.",
                "Gauche : 90 à pique.",
                "Vous : capot à trèfle.",
            ],
        ),
        (
            "nl",
            [
                "Rechts: pas.",
                "Maat: harten.",
                "Links: 90 schoppen.",
                "Jij: capot klaveren.",
            ],
        ),
    ],
)
def test_brief_bids_say_the_seat_and_the_bid_alone(language: str, expected: list[str]) -> None:
    speak(language)
    brief = Narrator("schieber", human=0, verbosity=BRIEF)
    assert [bid_heard(brief, s, b, turned=Suit.HEARTS) for s, b in SAMPLE_BIDS[:4]] == expected


def test_seats_are_named_from_the_human_chair_through_a_real_auction() -> None:
    auction = new_bidding("belote_contree", dealer=0)  # seat 1 bids first
    said = []
    for code in ("bid:80:H", "pass", "bid:100:S", "double", "redouble"):
        for event in auction.apply(code):
            if isinstance(event, BidMade):
                said.append(bid_heard(Narrator("schieber", human=2), event.seat, event.bid))
    # seen from seat 2: seat 1 is Left, seat 3 Right, seat 0 Partner
    assert said == [
        "Left bids 80 in hearts.",
        "You pass.",
        "Right bids 100 in spades.",
        "Partner doubles.",
        "Left redoubles.",
    ]


def test_a_take_without_its_suit_and_klaberjass_bids() -> None:
    assert bid_heard(0, 1, Take()) == "Right takes the turned suit."
    assert bid_heard(0, 0, Take(), full=False) == "You: take."
    assert bid_label(Take()) == "Take"
    speak("de")
    assert bid_heard(0, 1, Take()) == "Rechts nimmt die aufgedeckte Farbe."
    assert bid_label(NoTrumps()) == "Ohne Trumpf"  # Klaberjass's bids: test_narration_klaberjass


@pytest.mark.parametrize(
    ("language", "labels", "titles"),
    [
        (
            "en",
            [
                "Pass",
                "Take hearts",
                "Spades",
                "90 in spades",
                "Capot in clubs",
                "Double",
                "Redouble",
            ],
            [
                "Choose trump",
                "Your bid: take hearts or pass",
                "Your bid: name a trump suit or pass",
                "Your bid",
                "Your bid: above 90 in spades by Left",
                "The contract is doubled: redouble or pass",
            ],
        ),
        (
            "fr",
            [
                "Passer",
                "Prendre à cœur",
                "Pique",
                "90 à pique",
                "Capot à trèfle",
                "Contrer",
                "Surcontrer",
            ],
            [
                "Choisir l'atout",
                "Votre enchère : prendre à cœur ou passer",
                "Votre enchère : choisir une couleur d'atout ou passer",
                "Votre enchère",
                "Votre enchère : plus de 90 à pique par Gauche",
                "Le contrat est contré : surcontrer ou passer",
            ],
        ),
    ],
)
def test_the_bid_list_items_and_titles(language: str, labels: list[str], titles: list[str]) -> None:
    speak(language)
    bids: list[BidAction] = [
        Pass(),
        Take(),
        NameSuit(Suit.SPADES),
        Bid(90, Suit.SPADES),
        Bid(250, Suit.CLUBS),
        Double(),
        Redouble(),
    ]
    assert [bid_label(bid, turned=Suit.HEARTS) for bid in bids] == labels
    said = [bid_list_title(new_bidding("klaverjas_amsterdam", dealer=3))]
    belote = new_bidding("belote", dealer=3, turned_suit=Suit.HEARTS)
    said.append(bid_list_title(belote))
    for _ in range(4):
        belote.apply("pass")
    said.append(bid_list_title(belote))
    auction = new_bidding("belote_contree", dealer=3)
    said.append(bid_list_title(auction))
    auction.apply("bid:90:S")  # by forehand, seat 0: the human of seat 1's left
    said.append(bid_list_title(auction, 1))
    auction.apply("double")
    said.append(bid_list_title(auction))
    assert said == titles


def test_a_standing_capot_leaves_nothing_to_bid_above() -> None:
    auction = new_bidding("belote_contree", dealer=3)
    auction.apply("bid:capot:S")
    assert bid_list_title(auction, 2) == "Your bid: capot in spades by Partner stands"


# --------------------------------------------------------------------------------------------
# the contract

CONTRACTS = {
    "en": [
        "We play in hearts: we must make more than them.",
        "Left took clubs: they must make more than us.",
        "Contract: 110 in spades by Partner, doubled: we must make 110.",
        "Contract: capot in spades by you, redoubled: we must take every trick.",
        "Everybody passed: the deal is dealt again by the next dealer.",
    ],
    "de": [
        "Wir spielen Herz: Wir müssen mehr machen als sie.",
        "Links hat Kreuz genommen: Die Gegner müssen mehr machen als wir.",
        "Kontrakt: 110 Schaufel von deinem Partner, mit Kontra: Wir müssen 110 machen.",
        "Kontrakt: Capot Schaufel von dir, mit Rekontra: Wir müssen alle Stiche machen.",
        "Alle haben gepasst: Der nächste Geber gibt neu.",
    ],
    "fr": [
        "Nous jouons à cœur : nous devons faire plus qu'eux.",
        "Gauche a pris à trèfle : ils doivent faire plus que nous, sinon ils sont dedans.",
        "Contrat : 110 à pique par votre partenaire, contré : nous devons faire 110.",
        "Contrat : capot à pique par vous, surcontré : nous devons faire tous les plis.",
        "Tout le monde a passé : le donneur suivant redistribue.",
    ],
    "nl": [
        "Wij spelen harten: wij moeten meer halen dan zij, anders gaan we nat.",
        "Links heeft klaveren genomen: zij moeten meer halen dan wij.",
        "Contract: 110 schoppen door je maat, gedoubleerd: wij moeten 110 halen.",
        "Contract: capot schoppen door jou, geredoubleerd: wij moeten alle slagen halen.",
        "Iedereen heeft gepast: de volgende gever deelt opnieuw.",
    ],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_contract_says_who_plays_and_what_they_must_make(language: str) -> None:
    speak(language)
    said = [
        contract_said(0, "klaverjas_amsterdam", BiddingResult(2, TrumpMode.HEARTS)),
        contract_said(0, "belote", BiddingResult(3, TrumpMode.CLUBS)),
        contract_said(
            0, "belote_contree", BiddingResult(2, TrumpMode.SPADES, contract=110, doubling=2)
        ),
        contract_said(
            0, "belote_contree", BiddingResult(0, TrumpMode.SPADES, contract=250, doubling=4)
        ),
        contract_said(0, "belote", ANNULLED),
    ]
    assert said == CONTRACTS[language]


def test_the_contract_from_a_real_bidding_and_in_brief() -> None:
    choice = new_bidding("klaverjas_rotterdam", dealer=0)
    last = choice.apply("suit:D")[-1]
    assert isinstance(last, BiddingEnded)
    ended = last.result
    assert ended.declarer == 1  # the forehand after dealer 0
    assert contract_said(0, "klaverjas_rotterdam", ended) == (
        "They play in diamonds: they must make more than us."
    )
    assert contract_said(0, "klaverjas_rotterdam", ended, full=False) == "They play diamonds."
    contree = BiddingResult(1, TrumpMode.SPADES, contract=110, doubling=2)
    assert contract_said(0, "belote_contree", contree, full=False) == (
        "They play 110 in spades, doubled."
    )
    assert annulled_said(0, full=False) == "All passed: new deal."
    with pytest.raises(ValueError, match="schieber"):
        contract_said(0, "schieber", contree)


# --------------------------------------------------------------------------------------------
# roem, Belote, melds

ROEM = {
    "en": (
        "Roem for us: 70 in all: 50, sequence of 4, and 20 for stuk.",
        "Roem for them: 100, four jacks.",
    ),
    "de": (
        "Roem für uns: insgesamt 70: 50 für ein Vierblatt und 20 für Stöck.",
        "Roem für sie: 100 für vier Bauern.",
    ),
    "fr": (
        "Annonces pour nous : 70 en tout : 50 pour une suite de 4 et 20 pour la belote.",
        "Annonces pour eux : 100 pour quatre valets.",
    ),
    "nl": (
        "Roem voor ons: 70 in totaal: 50 voor een reeks van 4 en 20 voor stuk.",
        "Roem voor hen: 100 voor vier boeren.",
    ),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_roem_with_stuk_is_said_for_the_team_that_took_the_trick(language: str) -> None:
    speak(language)
    sequence_and_stuk = trick_roem(mask(Card.HJ, Card.HQ, Card.HK, Card.HA), 0)
    four_jacks = trick_roem(mask(Card.HJ, Card.DJ, Card.SJ, Card.CJ), 0)
    assert (roem_said(0, 2, sequence_and_stuk), roem_said(0, 1, four_jacks)) == ROEM[language]


def test_roem_brief_and_a_trick_without_roem() -> None:
    roem = trick_roem(mask(Card.HJ, Card.HQ, Card.HK, Card.HA), 0)
    assert roem_said(Narrator("schieber", human=1, verbosity=BRIEF), 3, roem) == "Roem for us: 70."
    assert roem_said(0, 3, trick_roem(mask(Card.HJ, Card.DQ, Card.SK, Card.CA), 0)) is None
    three = trick_roem(mask(Card.HJ, Card.DJ, Card.SJ, Card.CA), 0, three_of_a_kind=True)
    assert roem_said(0, 0, three) == "Roem for us: 50, three of a kind."


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["Left says Belote.", "Left says Rebelote: 20 for them.", "You say Belote."]),
        ("de", ["Links sagt Belote.", "Links sagt Rebelote: 20 für sie.", "Du sagst Belote."]),
        (
            "fr",
            [
                "Gauche annonce belote.",
                "Gauche annonce rebelote : 20 pour eux.",
                "Vous annoncez belote.",
            ],
        ),
        ("nl", ["Links zegt belote.", "Links zegt rebelote: 20 voor hen.", "Jij zegt belote."]),
    ],
)
def test_belote_and_rebelote(language: str, expected: list[str]) -> None:
    speak(language)
    said = [belote_said(0, 3), belote_said(0, 3, rebelote=True), belote_said(0, 0)]
    assert said == expected


def test_belote_brief() -> None:
    assert belote_said(0, 1, rebelote=True, full=False) == "Right: Rebelote."


# seat 2 (the partner) holds 7 … J of hearts and four kings; seat 3 three spades
PARTNER_MELDS = [
    [],
    [],
    belote_melds(
        mask(Card.H7, Card.H8, Card.H9, Card.H10, Card.HJ, Card.HK, Card.DK, Card.SK, Card.CK)
    ),
    belote_melds(mask(Card.S7, Card.S8, Card.S9)),
]


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "en",
            "Partner has the best meld, 5 in sequence, hearts seven to jack: "
            "we score 200 for 2 melds, all shown by Partner.",
        ),
        (
            "de",
            "Dein Partner hat die beste Meldung, ein Fünfblatt, Herz Sieben bis Bauer: "
            "Wir schreiben 200 für 2 Meldungen, alle gezeigt von deinem Partner.",
        ),
        (
            "fr",
            "Votre partenaire a la meilleure annonce, une suite de 5 à cœur, du sept au valet : "
            "nous marquons 200 pour 2 annonces, toutes montrées par votre partenaire.",
        ),
        (
            "nl",
            "Je maat heeft de beste melding, een reeks van 5, harten zeven tot boer: "
            "wij krijgen 200 roem voor 2 meldingen, allemaal getoond door je maat.",
        ),
    ],
)
def test_the_best_meld_and_what_the_team_scores(language: str, expected: str) -> None:
    speak(language)
    award = award_melds(PARTNER_MELDS, 3)
    assert award.points == (200, 0)
    assert melds_said(0, award, PARTNER_MELDS) == expected


def test_french_belote_and_klaberjass_name_their_melds_tierce_cinquante_cent_carre() -> None:
    """French Belote says tierce, cinquante, cent and carré; Klaberjass tierce and cinquante
    (a longer sequence by its cards); the Swiss games and Klaverjas keep "une suite de"."""
    speak("fr")
    i18n.use_game_words("belote")
    award = award_melds(PARTNER_MELDS, 3)
    assert melds_said(0, award, PARTNER_MELDS) == (
        "Votre partenaire a la meilleure annonce, un cent à cœur, du sept au valet : "
        "nous marquons 200 pour 2 annonces, toutes montrées par votre partenaire."
    )
    equal = [
        belote_melds(mask(Card.H8, Card.H9, Card.H10)),
        belote_melds(mask(Card.S8, Card.S9, Card.S10)),
        [],
        [],
    ]
    assert melds_said(0, award_melds(equal, 3), equal) == (
        "Meilleures annonces égales, une tierce à cœur, du huit au dix : "
        "personne ne marque d'annonces."
    )
    words = {"length": 4, "suit": "spades", "low": "neuf", "high": "dame"}
    assert i18n.t("meld-sequence", **words) == "une cinquante à pique, du neuf à la dame"
    assert i18n.t("meld-four", rank="jack") == "un carré de valets"
    assert i18n.t("meld-four", rank="ace") == "un carré d'as"
    i18n.use_game_words("klaberjass")
    assert i18n.t("meld-sequence", **words) == "une cinquante à pique, du neuf à la dame"
    assert i18n.t("meld-sequence", **{**words, "length": 5, "low": "huit"}) == (
        "une suite de 5 cartes à pique, du huit à la dame"
    )
    for terms in ("swiss", "klaverjas"):
        i18n.use_game_words(terms)
        assert i18n.t("meld-sequence", **words) == "une suite de 4 à pique, du neuf à la dame"
        assert i18n.t("meld-four", rank="jack") == "quatre valets"


def test_equal_melds_brief_melds_and_no_melds() -> None:
    equal = [
        belote_melds(mask(Card.H8, Card.H9, Card.H10)),
        belote_melds(mask(Card.S8, Card.S9, Card.S10)),
        [],
        [],
    ]
    award = award_melds(equal, 3)
    assert award.team is None
    assert melds_said(0, award, equal) == (
        "Equal best melds, 3 in sequence, hearts eight to ten: nobody scores melds."
    )
    assert melds_said(0, award, equal, full=False) == "Equal melds: nobody scores them."
    assert melds_said(1, award_melds(PARTNER_MELDS, 3), PARTNER_MELDS, full=False) == (
        "Melds for them: 200."
    )
    assert melds_said(0, award_melds([[], [], [], []], 3), [[], [], [], []]) is None


# --------------------------------------------------------------------------------------------
# the settlement

WET = DealFacts(0, (60, 102), (3, 5), roem=(40, 0))
PIT = DealFacts(0, (162, 0), (8, 0), roem=(20, 0))
ROUNDED = DealFacts(0, (96, 66), (5, 3), contract=80)
FAILED_DOUBLED = DealFacts(1, (70, 92), (3, 5), contract=110, doubling=2)
LOST_MELDS = DealFacts(0, (252, 0), (8, 0), melds=(0, 20))

SETTLEMENTS = {
    "en": [
        "We are wet: they score all 162 and our 40 roem.",
        "Pit! We take every point: 100 more. We made it: we score 282 points, they score 0 points.",
        "Our contract of 80 made with 96: we score 90, they score 70.",
        "Their contract failed, doubled, times 2: we score 320.",
    ],
    "de": [
        "Wir gehen nat (verloren): Die Gegner schreiben alle 162 und unsere 40 Roem.",
        "Pit! Wir machen alle Punkte: 100 dazu. Wir haben es geschafft: Wir schreiben 282 Punkte, "
        "sie schreiben 0 Punkte.",
        "Wir haben unseren Kontrakt von 80 mit 96 geschafft: Wir schreiben 90, sie schreiben 70.",
        "Die Gegner haben ihren Kontrakt nicht geschafft, mit Kontra, doppelt gezählt: "
        "Wir schreiben 320.",
    ],
    "fr": [
        "Nous sommes dedans : ils marquent les 162 et nos 40 points d'annonces.",
        "Capot ! Nous prenons tous les points : 100 de plus. Nous avons réussi : nous marquons "
        "282 points, ils marquent 0 point.",
        "Notre contrat de 80 réussi avec 96 : nous marquons 90, ils marquent 70.",
        "Leur contrat chuté, contré, compté double : nous marquons 320.",
    ],
    "nl": [
        "Wij gaan nat: zij krijgen alle 162 en onze 40 roem.",
        "Pit! Wij halen alle punten: 100 erbij. Wij hebben het gehaald: wij krijgen 282 punten, "
        "zij krijgen 0 punten.",
        "Ons contract van 80 gehaald met 96: wij krijgen 90, zij krijgen 70.",
        "Hun contract niet gehaald, gedoubleerd, dubbel geteld: wij krijgen 320.",
    ],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_wet_pit_a_rounded_contract_and_a_doubled_failure(language: str) -> None:
    speak(language)
    rounded = settle_contree(ROUNDED)
    assert rounded.scores == (90, 70)  # 96 and 66 card points: defenders 70, bidders the rest
    said = [
        settlement_said(0, settle_klaverjas(WET), WET),
        settlement_said(0, settle_klaverjas(PIT), PIT),
        settlement_said(0, rounded, ROUNDED),
        settlement_said(0, settle_contree(FAILED_DOUBLED), FAILED_DOUBLED),
    ]
    assert said == SETTLEMENTS[language]


def test_the_settlement_as_seen_from_the_other_team_and_in_brief() -> None:
    assert settlement_said(1, settle_klaverjas(WET), WET) == (
        "They are wet: we score all 162 and their 40 roem."
    )
    brief = Narrator("schieber", human=0, verbosity=BRIEF)
    assert settlement_said(brief, settle_klaverjas(WET), WET) == "We are wet: we 0, they 202."
    assert settlement_said(brief, settle_klaverjas(PIT), PIT) == (
        "Pit for us. Made (we): we 282, they 0."
    )
    assert settlement_said(brief, settle_contree(ROUNDED), ROUNDED) == (
        "Contract made: we 90, they 70."
    )
    tied = DealFacts(0, (81, 81), (4, 4), roem=(20, 20))
    assert settlement_said(0, settle_klaverjas(tied), tied) == (
        "We are wet on a tie: they score all 162 and all 40 roem."
    )


SETTLED_160_2 = {
    "en": "We made it: we score 160 points, they score 2 points.",
    "de": "Wir haben es geschafft: Wir schreiben 160 Punkte, sie schreiben 2 Punkte.",
    "fr": "Nous avons réussi : nous marquons 160 points, ils marquent 2 points.",
    "nl": "Wij hebben het gehaald: wij krijgen 160 punten, zij krijgen 2 punten.",
}


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["they score 1 point.", "they score 2 points.", "they score 0 points."]),
        ("de", ["sie schreiben 1 Punkt.", "sie schreiben 2 Punkte.", "sie schreiben 0 Punkte."]),
        ("fr", ["ils marquent 1 point.", "ils marquent 2 points.", "ils marquent 0 point."]),
        ("nl", ["zij krijgen 1 punt.", "zij krijgen 2 punten.", "zij krijgen 0 punten."]),
    ],
)
def test_points_take_the_plural_of_each_language(language: str, expected: list[str]) -> None:
    speak(language)
    said = []
    for theirs in (1, 2, 0):
        facts = DealFacts(0, (162 - theirs, theirs), (7, 1))
        made = Settlement(Outcome.MADE, (162 - theirs, theirs), (162 - theirs, theirs))
        said.append(settlement_said(0, made, facts).rsplit(", ", 1)[-1])
    assert said == expected
    facts = DealFacts(0, (160, 2), (7, 1))  # a real Klaverjas deal: they took a jack
    assert settlement_said(0, settle_klaverjas(facts), facts) == (SETTLED_160_2[language])


def test_belote_dedans_ties_the_pot_and_capot() -> None:
    dedans = DealFacts(0, (60, 102), (3, 5), belote=(20, 0))
    assert settlement_said(0, settle_belote(dedans), dedans) == (
        "We are dedans: they score all 182."
    )
    tie = DealFacts(0, (81, 81), (4, 4))
    said = [
        settlement_said(0, settle_belote(tie, tie=how), tie) for how in ("own", "total", "carry")
    ]
    assert said == [
        "A tie: we score nothing, they score 81 points.",
        "A tie counts as dedans: they score all 162.",
        "A tie: nobody scores, and 162 points go into the pot.",
    ]
    assert settlement_said(0, settle_belote(tie, tie="carry"), tie, full=False) == (
        "A tie, into the pot: we 0, they 0."
    )
    won = DealFacts(1, (100, 62), (5, 3))
    assert settlement_said(0, settle_belote(won, tie="carry", pot=162), won) == (
        "They are dedans: we score all 162. We also win the pot of 162 from the tied deals."
    )
    assert settlement_said(0, settle_belote(tie, pot=162), tie) == (
        "A tie: we score nothing, they score 81 points. The pot of 162 goes on to the next deal."
    )
    capot = DealFacts(1, (0, 162), (0, 8))
    assert settlement_said(0, settle_belote(capot), capot) == (
        "Capot! They take every trick: 100 instead of 10 for the last trick. "
        "They made it: we score 0 points, they score 252 points."
    )
    assert settlement_said(0, settle_annulled(162), tie) == (
        "Everybody passed: the deal is dealt again by the next dealer. "
        "The pot of 162 goes on to the next deal."
    )


def test_contree_made_failed_capot_and_redoubled() -> None:
    made = DealFacts(0, (112, 50), (5, 3), contract=110)
    assert settlement_said(0, settle_contree(made), made) == (
        "Our contract of 110 made with 112: we score 110, they score 50."
    )
    failed = DealFacts(0, (70, 92), (3, 5), contract=110)
    assert (
        settlement_said(0, settle_contree(failed), failed) == "Our contract failed: they score 160."
    )
    capot = DealFacts(0, (162, 0), (8, 0), contract="capot", doubling=4)
    assert settlement_said(0, settle_contree(capot), capot) == (
        "Capot! We take every trick: 90 more. Our capot made, redoubled, times 4: "
        "we score 1000, they score 0."
    )
    lost_capot = DealFacts(1, (150, 12), (7, 1), contract="capot")
    assert settlement_said(0, settle_contree(lost_capot), lost_capot) == (
        "Their capot failed: we score 250."
    )


# --------------------------------------------------------------------------------------------
# refusals

TRUMP = Suit.HEARTS  # every case below plays with hearts as trump


def trick_refusals() -> list[str]:
    """Every trick-play refusal code, from the rules' own refusal function, in code order."""
    cases = [
        # seat 0 holds S8 HA; spades led: hearts refused, must follow spades
        (ROTTERDAM, mask(Card.S8, Card.HA), [(3, Card.SA)], Card.DA),  # not in hand
        (ROTTERDAM, mask(Card.S8, Card.HA), [(3, Card.SA)], Card.HA),  # must follow
        (AMSTERDAM_002, mask(Card.SA, Card.S7), [(3, Card.SK)], Card.S7),  # must head
        (ROTTERDAM, mask(Card.HJ, Card.H7), [(3, Card.HK)], Card.H7),  # must overtrump
        (ROTTERDAM, mask(Card.H7, Card.DA), [(3, Card.SA)], Card.DA),  # must trump
        (  # may not undertrump: Left heads with the trump jack, a diamond is allowed
            ROTTERDAM,
            mask(Card.H7, Card.DA),
            [(1, Card.SA), (2, Card.S7), (3, Card.HJ)],
            Card.H7,
        ),
    ]
    said = []
    for duties, hand, trick, card in cases:
        found = refusal(hand, trick, TRUMP, duties, 0, card)
        assert found is not None
        said.append(trick_refusal(found, TRUMP, card=card))
    return said


TRICK_REFUSALS = {
    "en": [
        "You do not hold the ace of diamonds.",
        "You must follow spades.",
        "You must play higher than the king of spades.",
        "You must overtrump the king of hearts.",
        "You must trump with hearts.",
        "You may not undertrump the jack of hearts.",
    ],
    "de": [
        "Du hast Ecken-Ass nicht.",
        "Du musst Schaufel angeben.",
        "Du musst höher spielen als Schaufel-König.",
        "Du musst Herz-König übertrumpfen.",
        "Du musst mit Herz trumpfen.",
        "Du darfst Herz-Bauer nicht untertrumpfen.",
    ],
    "fr": [
        "Vous n'avez pas l'as de carreau.",
        "Vous devez fournir à pique.",
        "Vous devez monter sur le roi de pique.",
        "Vous devez surcouper le roi de cœur.",
        "Vous devez couper à cœur.",
        "Vous ne pouvez pas sous-couper le valet de cœur.",
    ],
    "nl": [
        "Je hebt ruiten aas niet.",
        "Je moet schoppen bekennen.",
        "Je moet hoger spelen dan schoppen heer.",
        "Je moet harten heer overtroeven.",
        "Je moet introeven.",
        "Je mag harten jas niet ondertroeven.",
    ],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_trick_refusal_code(language: str) -> None:
    """The family's refusals, with the family's card words (French "valet", German "Bauer"
    for the trump jack, not the Swiss "bour" and "Puur")."""
    speak(language)
    i18n.use_game_words("belote")
    assert list(TRICK_REASONS) == list(REFUSAL_CODES)
    assert trick_refusals() == TRICK_REFUSALS[language]


BID_REFUSALS = {
    "en": [
        "The bidding is over.",
        "It is not your turn to bid.",
        "That bid is not allowed in this game.",
        "You must name a trump suit: you may not pass.",
        "In the first round you may only take the turned suit or pass.",
        "The turned suit may only be taken in the first round.",
        "In the second round name a suit other than the turned one.",
        "This game is always played with a trump suit.",
        "You may not throw the deal now.",
        "The deal was thrown: force elder to take, or decline.",
        "You must take the deal now: the dealer may not pass.",
        "You must bid more than 90.",
        "There is no contract to double.",
        "You may only double the opponents' contract.",
        "Only a doubled contract may be redoubled.",
        "The contract is doubled: redouble or pass.",
    ],
    "fr": [
        "Les enchères sont terminées.",
        "Ce n'est pas à vous de parler.",
        "Cette enchère n'existe pas dans ce jeu.",
        "Vous devez choisir l'atout : vous ne pouvez pas passer.",
        "Au premier tour, vous pouvez seulement prendre la couleur retournée ou passer.",
        "La couleur retournée ne se prend qu'au premier tour.",
        "Au second tour, choisissez une autre couleur que la retournée.",
        "Ce jeu se joue toujours avec un atout.",
        "Vous ne pouvez pas jeter la donne maintenant.",
        "La donne a été jetée : obligez le premier joueur à prendre, ou refusez.",
        "Vous devez prendre maintenant : le donneur ne peut pas passer.",
        "Vous devez annoncer plus de 90.",
        "Il n'y a pas de contrat à contrer.",
        "On ne contre que le contrat des adversaires.",
        "On ne surcontre qu'un contrat contré.",
        "Le contrat est contré : surcontrez ou passez.",
    ],
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_bid_refusal_code(language: str) -> None:
    speak(language)
    said = []
    for reason in BID_REASONS:
        message = "a contract must be above bid:90:S" if reason == "bid_too_low" else reason
        said.append(bid_refusal(IllegalBidError(message, reason, Pass(), 0)))
    assert said == BID_REFUSALS[language]


def test_bid_refusals_from_the_real_biddings() -> None:
    def refused(bidding_code: str, *bids: str) -> str:
        variant = bidding_code
        bidding = (
            new_bidding(variant, dealer=3, turned_suit=Suit.HEARTS)
            if variant == "belote"
            else new_bidding(variant, dealer=3)
        )
        for bid in bids[:-1]:
            bidding.apply(bid)
        with pytest.raises(IllegalBidError) as caught:
            bidding.apply(bids[-1])
        standing = getattr(bidding, "standing", None)
        return bid_refusal(caught.value, standing=standing[1] if standing else None)

    assert refused("klaverjas_amsterdam", "pass") == "You must name a trump suit: you may not pass."
    assert refused("belote_contree", "bid:100:S", "bid:90:H") == "You must bid more than 100."
    assert refused("belote_contree", "bid:capot:S", "bid:160:H") == (
        "Nothing is above capot: double or pass."
    )
    assert refused("belote_contree", "bid:100:S", "pass", "double") == (
        "You may only double the opponents' contract."
    )
    assert refused("belote", "suit:S") == (
        "In the first round you may only take the turned suit or pass."
    )


# --------------------------------------------------------------------------------------------
# every message is produced by some call


def every_call() -> None:
    """One call of each function on each of its kinds of fact (the coverage test below)."""
    brief = Narrator("schieber", human=0, verbosity=BRIEF)
    for table in (0, brief):
        for seat, bid in SAMPLE_BIDS:
            bid_heard(table, seat, bid, turned=Suit.HEARTS)
            bid_label(bid, turned=Suit.HEARTS)
            bid_do(bid, turned=Suit.HEARTS)
            bid_done(bid, turned=Suit.HEARTS)
        bid_heard(table, 1, Pass(), doubled=True)
        for variant, result in (
            ("klaverjas_amsterdam", BiddingResult(0, TrumpMode.HEARTS)),
            ("belote", BiddingResult(1, TrumpMode.HEARTS)),
            ("belote_contree", BiddingResult(1, TrumpMode.HEARTS, contract=100, doubling=2)),
        ):
            contract_said(table, variant, result)
        annulled_said(table)
        roem_said(table, 0, trick_roem(mask(Card.HJ, Card.HQ, Card.HK, Card.HA), 0))
        roem_said(table, 0, trick_roem(mask(Card.HJ, Card.DJ, Card.SJ, Card.CJ), 0))
        roem_said(
            table, 0, trick_roem(mask(Card.HJ, Card.DJ, Card.SJ, Card.CA), 0, three_of_a_kind=True)
        )
        belote_said(table, 1)
        belote_said(table, 1, rebelote=True)
        melds_said(table, award_melds(PARTNER_MELDS, 3), PARTNER_MELDS)
        equal = [belote_melds(mask(Card.H8, Card.H9, Card.H10)), [], [], []]
        equal[1] = belote_melds(mask(Card.S8, Card.S9, Card.S10))
        melds_said(table, award_melds(equal, 3), equal)
        tie = DealFacts(0, (81, 81), (4, 4))
        won = DealFacts(1, (100, 62), (5, 3))
        dedans = DealFacts(0, (60, 102), (3, 5))
        capot = DealFacts(0, (162, 0), (8, 0), contract="capot")
        failed = DealFacts(0, (70, 92), (3, 5), contract=110)
        for settlement, facts in (
            (settle_klaverjas(WET), WET),
            (settle_klaverjas(PIT), PIT),
            (settle_belote(dedans), dedans),
            (settle_belote(DealFacts(1, (0, 162), (0, 8))), DealFacts(1, (0, 162), (0, 8))),
            (settle_belote(LOST_MELDS), LOST_MELDS),
            *((settle_belote(tie, tie=how), tie) for how in ("own", "total", "carry")),
            (settle_belote(won, tie="carry", pot=162), won),
            (settle_belote(tie, pot=162), tie),
            (settle_contree(ROUNDED), ROUNDED),
            (settle_contree(capot), capot),
            (settle_contree(failed), failed),
            (settle_annulled(162), tie),
        ):
            settlement_said(table, settlement, facts)
            made_points_said(table, settlement, facts)
    trick_refusals()
    for reason in BID_REASONS:
        bid_refusal(IllegalBidError("a contract must be above bid:90:S", reason, Pass(), 0))
    bid_refusal(IllegalBidError("a contract must be above bid:capot:S", "bid_too_low", Pass(), 0))
    bid_refusal(IllegalBidError("too low", "bid_too_low", Pass(), 0))
    auction = new_bidding("belote_contree", dealer=3)
    bid_list_title(new_bidding("klaverjas_amsterdam", dealer=3))
    bid_list_title(auction)


def _family_ids() -> set[str]:
    path = Path(i18n.locales_dir()) / "en" / "narration_family.ftl"
    resource = parse(path.read_text(encoding="utf-8"))
    return {entry.id.name for entry in resource.body if isinstance(entry, fl.Message)}


def test_every_message_of_the_family_is_produced_by_some_call(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: set[str] = set()
    real = i18n.t

    def recording(message_id: str, /, **args: object) -> str:
        asked.add(message_id)
        return real(message_id, **args)

    monkeypatch.setattr(narration, "t", recording)
    every_call()
    ids = _family_ids()
    assert all(message_id.startswith("family-") for message_id in ids)
    assert sorted(ids - asked) == []


@pytest.mark.parametrize("language", ["de", "fr", "nl"])
def test_every_call_formats_in_every_language(language: str) -> None:
    speak(language)
    every_call()  # strict: a missing message or argument raises


def test_belote_melds_of_a_team_without_a_trick_are_said_lost() -> None:
    """docs/rules/family.md "belote": a team with no trick loses its melds; the settlement says
    so, so that the 20 announced earlier does not vanish unexplained."""
    capot = DealFacts(0, (252, 0), (8, 0), melds=(0, 20), belote=(20, 0))
    settled = settle_belote(capot)
    said = settlement_said(0, settled, capot)
    assert said.startswith("Capot! We take every trick: 100 instead of 10 for the last trick. ")
    assert "They took no trick: their 20 for melds do not count." in said
    assert settled.scores[1] == 0
    both = DealFacts(0, (252, 0), (8, 0), melds=(50, 0))
    assert "no trick" not in settlement_said(0, settle_belote(both), both)


@pytest.mark.parametrize(
    ("settlement", "facts", "said"),
    [
        (settle_klaverjas(WET), WET, "We made 100, they 102, roem included."),
        (
            settle_belote(DealFacts(0, (60, 102), (3, 5))),
            DealFacts(0, (60, 102), (3, 5)),
            "We made 60, they 102.",
        ),
        (
            settle_contree(DealFacts(1, (92, 70), (5, 3), contract=110)),
            DealFacts(1, (92, 70), (5, 3), contract=110),
            "They made 70 of 110.",
        ),
        (settle_belote(DealFacts(1, (60, 102), (3, 5))), DealFacts(1, (60, 102), (3, 5)), None),
    ],
)
def test_a_lost_deal_says_what_its_takers_made(
    settlement: Settlement, facts: DealFacts, said: str | None
) -> None:
    """ "Contract failed: they score 160." and "We are wet: they score all 162." left out the
    totals that decided them; a line after the settlement says them (none for a deal made)."""
    assert made_points_said(0, settlement, facts) == said
