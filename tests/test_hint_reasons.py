"""The hint's reason for a card (``hints.card_reasons``), in card codes: a card that beats the
trick so far "takes the trick" only when nothing still out can beat it; otherwise it heads the
trick for now, and the reason names what can still beat it (docs/rules/swiss.md "Tricks": the
highest trump takes the trick, or without a trump the highest card of the led suit)."""

from __future__ import annotations

from functools import partial
from types import SimpleNamespace

import pytest

from audiojass import i18n
from audiojass.bots.base import Option
from audiojass.hints import (
    CardContext,
    action_done,
    action_words,
    card_reasons,
    hint_line,
    trump_reason,
)
from audiojass.narration import card_name, suit_name
from audiojass.rules import (
    Card,
    DeclareWeis,
    ExchangeSix,
    KeepSix,
    Observation,
    Phase,
    PlayCard,
    Suit,
    TakeKitty,
    TrumpMode,
    get_variant,
    melds,
    new_game,
)
from audiojass.rules.bidding import (
    CAPOT,
    Bid,
    Double,
    NameSuit,
    NoTrumps,
    Pass,
    Redouble,
    Take,
)
from audiojass.rules.components import ExchangeDix, KeepDix
from audiojass.rules.engine import TrickRecord
from audiojass.rules.tricks import POINTS, WIN_KEY

C = Card


def context(mode: TrumpMode) -> CardContext:
    """Schieber's four seats, sides 0+2 and 1+3, 36 cards (as ``TableSession.card_context``)."""
    return CardContext(
        keys=lambda suit: WIN_KEY[int(mode)][suit],
        points=lambda card: POINTS[int(mode)][card],
        deck=frozenset(range(36)),
        same_side=lambda a, b: a % 2 == b % 2,
    )


def observation(variant: str = "schieber", **fields: object) -> Observation:
    """Seat 0's observation of ``variant`` in card play, with ``fields`` as given and the
    rest of an empty table."""
    rules = get_variant(variant)
    sides = rules.teams
    table: dict[str, object] = {
        "variant": rules,
        "players": rules.players,
        "seat": 0,
        "phase": Phase.PLAY,
        "current_player": 0,
        "deal_number": 1,
        "dealer": rules.players - 1,
        "forehand": 0,
        "hand": (),
        "hand_sizes": (rules.hand_size,) * rules.players,
        "trump": None,
        "trump_chooser": None,
        "turn_up": None,
        "trick": (),
        "trick_leader": 0,
        "tricks": (),
        "points_taken": (0,) * rules.players,
        "tricks_won": (0,) * sides,
        "sides": sides,
        "scores": (0,) * sides,
        "deal_history": (),
        "legal_actions": (),
    }
    return Observation(**{**table, **fields})  # type: ignore[arg-type]


def view(
    mode: TrumpMode,
    hand: list[Card],
    trick: list[Card],
    leader: int,
    legal: list[Card] | None = None,
    tricks: list[list[Card]] = (),  # type: ignore[assignment]
) -> Observation:
    """Seat 0's observation of a Schieber with the fields the reasons read."""
    return observation(
        trump=mode,
        hand=tuple(hand),
        trick=tuple(trick),
        trick_leader=leader,
        tricks=tuple(TrickRecord(0, tuple(cards), 0, 0) for cards in tricks),  # led by you
        legal_actions=tuple(PlayCard(card) for card in (hand if legal is None else legal)),
        players=4,
        seat=0,
    )


@pytest.mark.parametrize(
    ("mode", "hand", "trick", "leader", "tricks", "card", "expected"),
    [
        # the last card of the trick: sure, whatever is still out
        (TrumpMode.HEARTS, [C.SA], [C.S6, C.S7, C.S8], 1, [], C.SA, ["it takes the trick"]),
        # second of four, spades led, hearts trumps: the ace is the highest spade, but a
        # trump (every heart is out) can still beat it
        (
            TrumpMode.HEARTS,
            [C.SA],
            [C.S6],
            3,
            [],
            C.SA,
            ["it heads the trick for now", "a trump can still beat it"],
        ),
        # the king: the ace of spades and the trumps are still out
        (
            TrumpMode.HEARTS,
            [C.SK],
            [C.S6],
            3,
            [],
            C.SK,
            [
                "it heads the trick for now",
                "the ace of spades is still out",
                "a trump can still beat it",
            ],
        ),
        # Obenabe has no trumps: the ace of spades is sure
        (TrumpMode.OBENABE, [C.SA], [C.S6], 3, [], C.SA, ["it takes the trick"]),
        # the jack of trumps (hearts) never fears anything: it takes the trick
        (TrumpMode.HEARTS, [C.HJ], [C.S6], 3, [], C.HJ, ["it takes the trick"]),
        # the nine of trumps heads the trick while the jack of trumps (hearts) is out
        (
            TrumpMode.HEARTS,
            [C.H9],
            [C.S6],
            3,
            [],
            C.H9,
            ["it heads the trick for now", "the jack of hearts is still out"],
        ),
        # ... and takes it once the jack of trumps has fallen in an earlier trick
        (
            TrumpMode.HEARTS,
            [C.H9],
            [C.S6],
            3,
            [[C.HJ, C.H6, C.D6, C.C6]],
            C.H9,
            ["it takes the trick"],
        ),
        # the ace of spades, second to play, every other trump already played: sure, and
        # cheaper than the nine of trumps, which would take the trick too
        (
            TrumpMode.DIAMONDS,
            [C.SA, C.D9],
            [C.S6],
            3,
            [
                [C.DJ, C.D6, C.D7, C.D8],
                [C.DA, C.DK, C.DQ, C.D10],
            ],
            C.SA,
            ["it is the cheapest card that takes the trick"],
        ),
        # hearts trumps; partner (seat 2) led the ace of spades, right (seat 3) played low;
        # seat 0 plays last: the partner's ace is sure, and the ten gives it points
        (
            TrumpMode.HEARTS,
            [C.S10, C.D6],
            [C.SA, C.S6, C.S7],
            2,
            [],
            C.S10,
            ["your partner takes the trick, and it gives points"],
        ),
        # partner (seat 2) led the ace of spades, right (seat 3) played low; seat 0 plays
        # third, left (seat 1) last: a trump can still beat the ace, so the partner only
        # heads the trick for now
        (
            TrumpMode.HEARTS,
            [C.S10, C.S6],
            [C.SA, C.S7],
            2,
            [],
            C.S6,
            ["your partner heads the trick for now"],
        ),
        (
            TrumpMode.HEARTS,
            [C.S10, C.S6],
            [C.SA, C.S7],
            2,
            [],
            C.S10,
            ["your partner heads the trick for now, and it gives points"],
        ),
        # Obenabe: nothing beats the partner's ace of spades, whoever is still to play
        (
            TrumpMode.OBENABE,
            [C.S10, C.S6],
            [C.SA, C.S7],
            2,
            [],
            C.S6,
            ["your partner takes the trick"],
        ),
    ],
)
def test_a_card_or_the_partners_takes_the_trick_only_when_nothing_out_can_beat_it(
    mode: TrumpMode,
    hand: list[Card],
    trick: list[Card],
    leader: int,
    tricks: list[list[Card]],
    card: Card,
    expected: list[str],
) -> None:
    assert (
        card_reasons(view(mode, hand, trick, leader, tricks=tricks), card, context(mode))
        == expected
    )


def test_the_cheapest_card_that_beats_the_trick_heads_it_for_now_or_takes_it_when_last() -> None:
    # spades led by seat 3, seat 0 second, clubs trumps: the queen and the ace both beat the
    # six; the queen is the cheaper, and the king of spades, still out, beats it
    second = view(TrumpMode.CLUBS, [C.SQ, C.SA], [C.S6], 3)
    assert card_reasons(second, C.SQ, context(TrumpMode.CLUBS)) == [
        "it is the cheapest card that heads the trick for now",
        "the king of spades is still out",
        "a trump can still beat it",
    ]
    last = view(TrumpMode.CLUBS, [C.SQ, C.SA], [C.S6, C.S7, C.S8], 1)
    assert card_reasons(last, C.SQ, context(TrumpMode.CLUBS)) == [
        "it is the cheapest card that takes the trick"
    ]


def test_a_forced_card_that_can_still_be_overtrumped_is_said_to_head_the_trick() -> None:
    """The whole hint for a card the seat must play: hearts led, seat 0 holds only the ace of
    hearts, spades trumps and the opponent after it may still trump."""
    seat = view(TrumpMode.SPADES, [C.HA], [C.H6], 3)
    options = [Option(action=PlayCard(C.HA), value=12.0, samples=0)]
    line = hint_line(options, seat, full=False, context=context(TrumpMode.SPADES))
    assert line == (
        "Hint: play the ace of hearts: it heads the trick for now; a trump can still beat it."
    )


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("de", ["damit hältst du den Stich vorerst", "jemand kann noch stechen"]),
        ("fr", ["vous tenez le pli pour l'instant", "le pli peut encore être coupé"]),
        ("nl", ["die heeft de slag voorlopig", "die kan nog afgetroefd worden"]),
    ],
)
def test_the_reasons_speak_the_players_language(language: str, expected: list[str]) -> None:
    i18n.use(language, strict=True)
    seat = view(TrumpMode.HEARTS, [C.SA], [C.S6], 3)
    assert card_reasons(seat, C.SA, context(TrumpMode.HEARTS)) == expected


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("de", "das ist die Karte, die am wenigsten zählt"),
        ("fr", "c'est la carte qui vaut le moins"),
        ("nl", "dat is de kaart die het minst waard is"),
    ],
)
def test_the_card_worth_least_is_said_of_the_card(language: str, expected: str) -> None:
    """The clause's subject is the card played (not a card that throws another)."""
    i18n.use(language, strict=True)
    seat = view(TrumpMode.HEARTS, [C.C10, C.C6], [C.CA, C.C7, C.C8], 1)
    assert card_reasons(seat, C.C6, context(TrumpMode.HEARTS)) == [expected]


def test_the_cheapest_card_is_the_one_that_gives_fewest_points() -> None:
    """Hearts trumps, seat 0 last to a trick of low spades, holding the ten (10 points) and
    the king (4) of spades: both take it; the ten ranks lower in a plain suit (6 … 9, 10, jack,
    queen, king, ace), but the king is the cheaper."""
    seat = view(TrumpMode.HEARTS, [C.S10, C.SK], [C.S6, C.S7, C.S8], 1)
    assert card_reasons(seat, C.SK, context(TrumpMode.HEARTS)) == [
        "it is the cheapest card that takes the trick"
    ]
    assert card_reasons(seat, C.S10, context(TrumpMode.HEARTS)) == ["it takes the trick"]


@pytest.mark.parametrize(
    ("hand", "card", "expected"),
    [
        # spades trumps, seat 0 leads: the six of diamonds keeps the king while the ace is out
        (
            [C.D6, C.DK, C.C7],
            C.D6,
            ["it keeps your stronger cards", "the ace of diamonds is still out"],
        ),
        # the king itself: the ace is out, nothing stronger is kept
        ([C.D6, C.DK, C.C7], C.DK, ["the ace of diamonds is still out"]),
        # the seven of clubs, the only club: nothing to keep, and nothing to lose to the ace
        ([C.D6, C.DK, C.C7], C.C7, ["it risks no points", "the ace of clubs is still out"]),
        # the ace of diamonds: no higher diamond is out
        ([C.DA, C.D6], C.DA, ["no stronger card in diamonds is still out"]),
        # the nine of trumps while trumps are out: it draws them (that alone is said)
        ([C.S9, C.D6], C.S9, ["it draws trumps"]),
    ],
)
def test_the_reasons_for_a_lead(hand: list[Card], card: Card, expected: list[str]) -> None:
    seat = view(TrumpMode.SPADES, hand, [], 0)
    assert card_reasons(seat, card, context(TrumpMode.SPADES)) == expected


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "no stronger card in clubs is still out"),
        ("de", "keine stärkere Karte in Kreuz ist noch draussen"),
    ],
)
def test_undenufe_says_no_stronger_card_is_out_not_no_higher(language: str, expected: str) -> None:
    """Undenufe: the six of clubs led, every other club out; the six is the strongest, the
    others are higher."""
    i18n.use(language, strict=True)
    seat = view(TrumpMode.UNDENUFE, [C.C6, C.D7], [], 0)
    assert card_reasons(seat, C.C6, context(TrumpMode.UNDENUFE)) == [expected]


def test_a_card_given_to_the_other_side_keeps_stronger_cards_only_when_it_does() -> None:
    """Hearts trumps; left (seat 1) led the ace of clubs, partner and right followed low,
    seat 0 plays last and cannot take the trick. Throwing the ten (10 points) rather than the
    six keeps the king and the jack (they rank above the ten in a Swiss plain suit); with only
    the six beside it no stronger club is kept, and the hint gives no reason it could not
    stand by."""
    keeps = view(TrumpMode.HEARTS, [C.C10, C.CJ, C.CK, C.C6], [C.CA, C.C7, C.C8], 1)
    assert card_reasons(keeps, C.C10, context(TrumpMode.HEARTS)) == ["it keeps your stronger cards"]
    alone = view(TrumpMode.HEARTS, [C.C10, C.C6], [C.CA, C.C7, C.C8], 1)
    assert card_reasons(alone, C.C10, context(TrumpMode.HEARTS)) == []
    assert card_reasons(alone, C.C6, context(TrumpMode.HEARTS)) == [
        "it throws the card worth least"
    ]


def bid_view(turned: Card | None) -> Observation:
    """An observation with the card turned up for trump (Belote, Klaberjass), or none."""
    return observation("belote", turn_up=turned)


@pytest.mark.parametrize(
    ("bid", "turned", "do", "done"),
    [
        (Pass(), C.H7, "pass", "you passed"),
        (Take(), C.H7, "take hearts", "you took hearts"),
        (NameSuit(Suit.SPADES), None, "choose spades", "you chose spades"),
        (Bid(90, Suit.DIAMONDS), None, "bid 90 in diamonds", "you bid 90 in diamonds"),
        (Bid(CAPOT, Suit.CLUBS), None, "bid capot in clubs", "you bid capot in clubs"),
        (Double(), None, "double", "you doubled"),
        (Redouble(), None, "redouble", "you redoubled"),
        (NoTrumps(), None, "choose no-trumps", "you chose no-trumps"),
    ],
)
def test_a_bid_is_advised_and_reviewed_in_words_of_its_own(
    bid: object, turned: Card | None, do: str, done: str
) -> None:
    """The hint and the deal review say a bid as a verb ("Hint: take hearts: …", "Bidding:
    you passed; better: take hearts, …"), not as the bid list's item ("Take hearts")."""
    assert action_words(bid, bid_view(turned)) == do
    assert action_done(bid, bid_view(turned)) == done


@pytest.mark.parametrize(
    ("language", "do", "done"),
    [
        ("de", "nimm Herz", "du hast Herz genommen"),
        ("fr", "prenez à cœur", "vous avez pris à cœur"),
        ("nl", "neem harten", "je nam harten"),
    ],
)
def test_a_bid_is_advised_in_the_players_language(language: str, do: str, done: str) -> None:
    i18n.use(language, strict=True)
    assert action_words(Take(), bid_view(C.H7)) == do
    assert action_done(Take(), bid_view(C.H7)) == done


def exchange_view(trump: TrumpMode, hand: list[Card], turned: Card) -> Observation:
    """An observation with a card turned up for trump (Putz, Klaberjass) and the seat's hand."""
    return observation(trump=trump, turn_up=turned, hand=tuple(hand))


def unsearched(*actions: object) -> list[Option]:
    return [Option(action, 0.0, 0) for action in actions]


def test_the_six_of_trump_exchange_names_the_card_it_brings() -> None:
    """Putz (source 003 "The apple or Putz"): the six is the lowest trump, so the turned-up card
    is always a stronger one; the hint and the review name the card."""
    seen = exchange_view(TrumpMode.HEARTS, [C.H6, C.SA, C.D7], C.HA)
    options = unsearched(ExchangeSix(), KeepSix())
    assert (
        hint_line(options, seen, full=False)
        == "Hint: exchange the six for the ace of hearts: it gives you a stronger trump."
    )
    assert action_done(ExchangeSix(), seen) == "you exchanged the six for the ace of hearts"
    assert action_done(KeepSix(), seen) == "you kept the six"


@pytest.mark.parametrize(
    ("turned", "choice", "expected"),
    [
        # 7 8 9 of trump (20 points of sequence) against a king (4): keeping pays
        (C.HK, KeepDix(), "Hint: keep the seven of trumps: the seven belongs to your sequence."),
        # against the jack of trump (20 points): the exchange pays; a search that keeps the
        # seven all the same gives no reason it cannot show
        (C.HJ, KeepDix(), "Hint: keep the seven of trumps."),
        (
            C.HJ,
            ExchangeDix(),
            "Hint: exchange the seven of trumps for the jack of hearts: "
            "it gives you a stronger trump.",
        ),
    ],
)
def test_the_dix_is_explained_by_the_trump_it_brings_or_the_sequence_it_keeps(
    turned: Card, choice: object, expected: str
) -> None:
    """Klaberjass (docs/rules/family.md, the dix): the seven of trump for the turned-up card."""
    seen = exchange_view(TrumpMode.HEARTS, [C.H7, C.H8, C.H9, C.SA], turned)
    other = KeepDix() if isinstance(choice, ExchangeDix) else ExchangeDix()
    options = [Option(choice, 3.0, 40), Option(other, 1.0, 40)]
    assert hint_line(options, seen, full=False) == expected


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ([C.SA, C.SK, C.D6], "Hint: take the kitty: you hold no hearts."),
        ([C.H8, C.SK, C.D6], "Hint: take the kitty: you hold only 1 heart."),
        ([C.H8, C.H7, C.D6], "Hint: take the kitty: you hold only 2 hearts."),
        ([C.H8, C.H7, C.H6], "Hint: take the kitty."),
    ],
)
def test_taking_the_kitty_is_explained_by_few_trumps(hand: list[Card], expected: str) -> None:
    """Putz for three (docs/rules/swiss.md "putz3"): the kitty for a hand short of trumps."""
    seen = exchange_view(TrumpMode.HEARTS, hand, C.HA)
    options = [Option(TakeKitty(), 0.4, 50), Option(PlayCard(hand[0]), 0.1, 50)]
    assert hint_line(options, seen, full=False) == expected


@pytest.mark.parametrize(
    ("language", "six", "kitty", "suit"),
    [
        (
            "de",
            "Tipp: tausch die Sechs gegen Herz-Ass: du bekommst einen stärkeren Trumpf.",
            "Tipp: nimm den Talon: du hast nur 1 Herz.",
            "du hast 4 Herz",
        ),
        (
            "fr",
            "Conseil : échangez le six contre l'as de cœur : vous obtenez un atout plus fort.",
            "Conseil : prenez le talon : vous n'avez qu'un cœur.",
            "vous avez 4 cœurs",
        ),
        (
            "nl",
            "Tip: ruil de zes voor harten aas: je krijgt een sterkere troef.",
            "Tip: neem de talon: je hebt maar 1 harten.",
            "je hebt 4 harten",
        ),
    ],
)
def test_the_exchange_and_kitty_reasons_speak_the_players_language(
    language: str, six: str, kitty: str, suit: str
) -> None:
    i18n.use(language, strict=True)
    seen = exchange_view(TrumpMode.HEARTS, [C.H6, C.SA], C.HA)
    assert hint_line(unsearched(ExchangeSix(), KeepSix()), seen, full=False) == six
    options = [Option(TakeKitty(), 0.4, 50), Option(PlayCard(C.SA), 0.1, 50)]
    assert (
        hint_line(options, exchange_view(TrumpMode.HEARTS, [C.H8, C.SA], C.HA), full=False) == kitty
    )
    assert trump_reason([C.H6, C.H7, C.H8, C.H10], TrumpMode.HEARTS) == suit


def test_a_suit_held_once_or_not_at_all_is_said_so() -> None:
    assert trump_reason([C.H6, C.SA], TrumpMode.HEARTS) == "you hold 1 heart"
    assert trump_reason([C.SA], TrumpMode.HEARTS) == "you hold no hearts"
    assert (
        trump_reason([C.HJ, C.H9, C.H6], TrumpMode.HEARTS)
        == "you hold 3 hearts, with the jack of hearts and the nine of hearts"
    )
    assert trump_reason([C.HA, C.S6], TrumpMode.OBENABE) == "you hold 1 ace"
    assert trump_reason([C.HA, C.SA], TrumpMode.OBENABE) == "you hold 2 aces"
    assert trump_reason([C.HA], TrumpMode.UNDENUFE) == "you hold no sixes"
    assert trump_reason([C.H6], TrumpMode.UNDENUFE) == "you hold 1 six"
    i18n.use("de", strict=True)
    assert trump_reason([C.HA, C.S6], TrumpMode.OBENABE) == "du hast 1 Ass"


@pytest.mark.parametrize(
    ("bid", "expected"),
    [
        (
            Bid(80, Suit.CLUBS),
            "Hint: bid 80 in clubs: you hold 3 clubs, "
            "with the jack of clubs and the nine of clubs.",
        ),
        (
            NameSuit(Suit.CLUBS),
            "Hint: choose clubs: you hold 3 clubs, with the jack of clubs and the nine of clubs.",
        ),
        (Take(), "Hint: take hearts: you hold 1 heart."),
        # a pass chosen by rule may be for the partner's sake: no claim about the hand
        (Pass(), "Hint: pass: by the usual rules of thumb."),
    ],
)
def test_a_bid_chosen_by_rule_is_explained_by_the_hand(bid: object, expected: str) -> None:
    """Contrée's and Klaberjass's bids are the rule player's (``samples`` 0); a bid in a suit
    is explained by what the hand holds in it (docs/rules/family.md, the bidding)."""
    seen = observation(
        "belote_contree", turn_up=C.H7, hand=(C.CJ, C.C9, C.C7, C.H8, C.SA, C.DK, C.D7, C.S8)
    )
    options = unsearched(bid, *(other for other in (Pass(), Double()) if other != bid))
    assert hint_line(options, seen, full=False) == expected


def test_french_sets_a_space_before_the_semicolon_between_reasons() -> None:
    i18n.use("fr", strict=True)
    seat = view(TrumpMode.SPADES, [C.HA], [C.H6], 3)
    options = [Option(action=PlayCard(C.HA), value=12.0, samples=0)]
    assert hint_line(options, seat, full=False, context=context(TrumpMode.SPADES)) == (
        "Conseil : jouez l'as de cœur : vous tenez le pli pour l'instant ; "
        "le pli peut encore être coupé."
    )


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "en",
            "Hint: declare your Weis: it shows four tens and 3 in sequence, hearts six to "
            "eight, worth 120 points.",
        ),
        (
            "fr",
            "Conseil : faites vos annonces : vous montrez quatre dix et une suite de 3 à "
            "cœur, du six au huit, soit 120 points.",
        ),
    ],
)
def test_manual_weis_is_explained_by_what_it_shows(language: str, expected: str) -> None:
    """Schieber with manual Weis (docs/rules/swiss.md "schieber"): the bots declare every Weis; the
    hint says which and their points before any multiplier (a sequence of 3 is 20, four tens
    100)."""
    i18n.use(language, strict=True)
    hand = [C.H6, C.H7, C.H8, C.D10, C.S10, C.C10, C.H10, C.SA, C.CK]
    found = melds("schieber", hand, "spades")
    declare = DeclareWeis(tuple(found))
    seen = observation(trump=TrumpMode.SPADES, hand=tuple(hand))
    options = unsearched(declare, PlayCard(C.SA))
    assert hint_line(options, seen, full=False) == expected


def swiss_context(mode: int, players: int = 3) -> CardContext:
    """The Swiss games' card order and points (as ``TableSession.card_context``): partners
    opposite at four, every seat on its own side in Putz."""
    return CardContext(
        keys=lambda suit: WIN_KEY[mode][suit],
        points=lambda card: POINTS[mode][card],
        deck=frozenset(range(36)),
        same_side=(lambda a, b: a % 2 == b % 2) if players == 4 else (lambda a, b: a == b),
    )


def position(variant: str, seed: int, actions: int) -> Observation:
    """Seat 0's observation after ``actions`` actions of the first deal of ``variant``: the
    deal drawn by ``seed``, every seat taking its first legal action (the trump choice's
    first, the lowest legal card…) except seat 0, which takes the kitty when it may (Putz
    for 3)."""
    game = new_game(variant, seed=seed)
    game.apply_action(game.legal_actions()[0])  # the deal
    while len(game.history) < actions:
        seat = game.current_player
        legal = game.legal_actions()
        game.apply_action(TakeKitty() if seat == 0 and TakeKitty() in legal else legal[0])
    assert game.current_player == 0
    return game.observation(0)


def test_cards_set_aside_with_the_putz_kitty_are_not_still_out() -> None:
    """Putz for 3 (docs/rules/swiss.md "putz3"): seat 0 took the kitty, setting aside its hand with
    the ace of spades; leading the king of spades, no higher spade is out (not "the ace of spades is
    still out"); below the king, the queen of spades is the highest still out."""
    seat = position("putz3", 17, 2)
    assert C.SA in seat.set_aside and C.SK in seat.hand and C.SQ not in seat.set_aside
    assert card_reasons(seat, C.SK, swiss_context(int(seat.trump))) == [
        "no stronger card in spades is still out"
    ]
    assert card_reasons(seat, C.S9, swiss_context(int(seat.trump))) == [
        "it keeps your stronger cards",
        "the queen of spades is still out",
    ]


def test_the_turned_up_card_out_of_play_is_not_still_out() -> None:
    """Putz for 5 (docs/rules/swiss.md "putz5"): the six of diamonds was turned up (nobody can
    exchange it) and lies out of play; with every other trump played or held, leading the queen of
    diamonds draws no trumps."""
    seat = position("putz5", 22, 16)
    assert seat.turn_up == C.D6 and seat.six_exchanged_by is None
    assert card_reasons(seat, C.DQ, swiss_context(int(seat.trump))) == [
        "no stronger card in diamonds is still out"
    ]


def test_a_card_takes_the_trick_when_the_players_after_have_shown_they_cannot_beat_it() -> None:
    """Schieber, hearts trumps (docs/rules/swiss.md "Tricks", "Follow suit"): Right (seat 1) threw
    the six of diamonds on the first trick, a trump lead, so it holds no trump (the jack, the only
    one it might have kept, is seat 0's own). Third to the second trick, the king of hearts beats
    the eight of hearts, and Right, the last to play, cannot overtrump: it takes the trick, though
    the nine of hearts is still unseen."""
    seat = position("schieber", 3, 8)
    assert [str(card) for card in seat.tricks[0].cards] == ["H7", "D6", "HA", "H6"]
    assert seat.tricks[0].leader == 0 and [str(card) for card in seat.trick] == ["D7", "H8"]
    assert card_reasons(seat, C.HK, swiss_context(int(seat.trump), 4)) == [
        "it is the cheapest card that takes the trick"
    ]


def test_the_partners_card_takes_the_trick_when_the_last_player_cannot_beat_it() -> None:
    """Schieber, hearts trumps: the partner (seat 2) leads the eight of diamonds to the fourth
    trick. The higher diamonds are played, in seat 0's hand, or the nine and ten the partner
    showed in its Weis (8 9 10 of diamonds); Right (seat 1), the last to play, threw the king
    of diamonds on the third trick, a trump lead, so it holds no trump: the partner takes the
    trick."""
    seat = position("schieber", 17, 16)
    assert seat.weis_shown[0][0] == 2 and [str(card) for card in seat.trick] == ["D8", "S6"]
    assert [str(card) for card in seat.tricks[2].cards] == ["HQ", "DK", "HA", "DQ"]
    assert card_reasons(seat, C.D7, swiss_context(int(seat.trump), 4)) == [
        "your partner takes the trick"
    ]


def test_a_putz_kitty_a_later_player_may_still_take_brings_its_face_up_card() -> None:
    """Putz for 3, trick 1, kitty untaken: the turned-up jack of trumps lies on the kitty, and
    the next player may take the kitty before playing. The nine of trumps is not "the
    highest still out" (seed 153: the next player takes the kitty and wins with the jack)."""
    from audiojass.rules import new_game
    from audiojass.table import TableSession

    game = new_game("putz3", seed=153)
    game.apply_action(game.chance_outcome())
    while game.current_player != 0 or not any(
        isinstance(a, PlayCard) for a in game.observation(0).legal_actions
    ):
        game.apply_action(game.observation(game.current_player).legal_actions[-1])
    view = game.observation(0)
    assert view.turn_up == C.DJ and view.kitty_taker is None
    context = TableSession.card_context(SimpleNamespace(game=game))  # type: ignore[arg-type]
    assert card_reasons(view, C.D9, context) == ["it draws trumps"]


@pytest.mark.parametrize(("seed", "card"), [(63, "SA"), (87, "C9"), (114, "D9")])
def test_the_1821_turn_up_under_the_stock_is_still_to_come(seed: int, card: str) -> None:
    """The klaverjas of 1821: the turned-up card under the stock is drawn at the end of
    phase 1, so a trump below it is not "the strongest still out"."""
    from audiojass.rules import new_game
    from audiojass.table import TableSession

    game = new_game("klaverjas_1821", seed=seed)
    game.apply_action(game.chance_outcome())
    view = game.observation(0)
    context = TableSession.card_context(SimpleNamespace(game=game))  # type: ignore[arg-type]
    reasons = card_reasons(view, getattr(C, card), context)
    assert reasons == ["it draws trumps"]  # not "no stronger card in spades is still out"


def _first_hint(variant: str, kind: str) -> str:
    """The hint for seat 0's first legal ``kind`` of announcement (announcements by hand),
    with the table's own words for it, in the first seeded game that offers it."""
    import dataclasses

    from audiojass.bots import RandomBot
    from audiojass.rules import get_variant, new_game
    from audiojass.table import TableSession

    rules = dataclasses.replace(get_variant(variant), manual_announce=True)
    for seed in range(1, 50):
        game = new_game(rules, seed=seed)
        bots = [RandomBot(seed + seat) for seat in range(rules.players)]
        while not game.is_terminal() and game.deal_number < 3:
            seat = game.current_player
            if seat is None:
                game.apply_action(game.chance_outcome())
                continue
            view = game.observation(seat)
            wanted = [a for a in view.legal_actions if type(a).__name__ == kind]
            if seat == 0 and wanted:
                table = SimpleNamespace(game=game, human=0, view=view)
                table._bid_label = partial(TableSession._bid_label, table)
                label = partial(TableSession.hint_label, table)
                options = [Option(wanted[0], 0.0, 0), Option(view.legal_actions[-1], 0.0, 0)]
                return hint_line(options, view, full=True, label=label)
            game.apply_action(bots[seat].act(view))
    raise AssertionError(f"no {kind} offered")


@pytest.mark.parametrize(
    ("variant", "kind", "expected"),
    [
        ("belote", "SayBelote", "Hint: say Belote: "),
        (
            "belote",
            "AnnounceMelds",
            "Hint: announce 3 in sequence, hearts queen to ace, worth 20: ",
        ),
        ("klaverjas_amsterdam", "ClaimRoem", "Hint: claim 20 points of roem: "),
        ("klaverjas_1821", "SayMarriage", "Hint: say marriage: "),
    ],
)
def test_an_announcement_is_hinted_as_something_to_do(
    variant: str, kind: str, expected: str
) -> None:
    """With announcements by hand, the hint says what to do ("say Belote", "announce 3 in
    sequence …, worth 20"), not the list's label ("Say Belote", "3 in sequence …: 20
    points")."""
    assert _first_hint(variant, kind).startswith(expected)


def test_the_tournament_deal_takes_the_dealers_suit_by_name() -> None:
    """Klaberjass for four's tournament deal turns no card up: the first round bids the
    dealer's suit, which the hint names with what the hand holds in it (it said "take the
    turned-up suit", with no reason)."""
    import dataclasses

    from audiojass.rules import get_variant, new_game
    from audiojass.rules.bidding import Pass, Take

    rules = dataclasses.replace(get_variant("klaberjass4"), tournament_deal=True)
    game = new_game(rules, seed=1)
    game.apply_action(game.chance_outcome())
    while game.current_player not in (None, 0):
        game.apply_action(Pass())
    view = game.observation(0)
    assert view.turn_up is None and Take() in view.legal_actions
    line = hint_line([Option(Take(), 5.0, 0), Option(Pass(), 0.0, 0)], view, full=True)
    assert line == "Hint: take hearts: you hold 4 hearts, with the nine of hearts."


def _redoubled_contree_view() -> object:
    """Contrée, seed 3: seat 0 bids, the next seat doubles; the bidders' view, who may pass
    or redouble."""
    from audiojass.rules import new_game
    from audiojass.rules.bidding import Bid, Double, Redouble

    game = new_game("belote_contree", seed=3)
    game.apply_action(game.chance_outcome())
    while game.current_player != 0:
        game.apply_action(Pass())
    game.apply_action(next(a for a in game.legal_actions() if isinstance(a, Bid)))
    game.apply_action(next(a for a in game.legal_actions() if isinstance(a, Double)))
    assert game.current_player is not None
    view = game.observation(game.current_player)
    assert list(view.legal_actions) == [Pass(), Redouble()]
    return view


def test_passing_a_redouble_is_not_explained_by_a_weak_trump() -> None:
    """Contrée: doubled, the bidders may redouble or pass; passing there is about the risk
    of redoubling, not "no trump is strong enough in your hand"."""
    from audiojass.rules.bidding import Pass, Redouble

    view = _redoubled_contree_view()
    options = [Option(Pass(), 0.0, 20), Option(Redouble(), -10.0, 20)]
    line = hint_line(options, view, full=False)
    assert line == "Hint: pass: redoubling is not worth the risk."


def test_announced_melds_are_worth_what_their_own_game_scores() -> None:
    """A run of five is worth 100 in Belote but 50 in Klaberjass: the hint and the review say
    each game's own value of the melds announced."""
    from audiojass.rules.components import AnnounceMelds
    from audiojass.table import TableSession

    run = (C.H7, C.H8, C.H9, C.H10, C.HJ)
    hand = [*run, C.S7, C.S9, C.CK]
    said = {}
    for name in ("belote", "klaberjass3"):
        view = observation(name, hand=tuple(hand))
        said[name] = TableSession.hint_label(
            SimpleNamespace(),
            AnnounceMelds(melds=(run,)),
            view,  # type: ignore[arg-type]
        )
    assert said == {
        "belote": "5 in sequence, hearts seven to jack, worth 100",
        "klaberjass3": "5 in sequence, hearts seven to jack, worth 50",
    }


@pytest.mark.parametrize(
    ("variant", "first_dealer", "comes"),
    [("belote", 0, True), ("belote_contree", 0, False), ("klaberjass4", 0, False)],
)
def test_a_take_counts_the_turned_up_card_that_comes_with_it(
    variant: str, first_dealer: int, comes: bool
) -> None:
    """ "Take clubs: you hold 1 club" left out the turned-up card a Belote taker gets (and the
    Klaberjass dealer, or the holder of the seven by the dix); it is said when it comes."""
    from audiojass.rules.components import new_family_game

    game = new_family_game(variant, seed=1, first_dealer=first_dealer)
    game.apply_action(game.chance_outcome())
    seat = game.current_player
    assert seat is not None
    seen = game.observation(seat)
    if Take() not in seen.legal_actions:
        assert not comes  # Contrée: an auction, no card turned up
        return
    options = [Option(Take(), 5.0, 24), Option(Pass(), 0.0, 24)]
    line = hint_line(options, seen, full=False)
    turned = seen.turn_up
    suffix = f"; you also get the {card_name(turned, True)}, the card turned up."
    assert line.endswith(suffix) is comes, line
    assert line.startswith(f"Hint: take {suit_name(turned.suit)}: you hold ")


def _weak_bids(variant: str, rounds: int) -> list[object]:
    """Views of seats to bid in ``variant`` (round ``rounds``: 1 the turned suit, 2 any suit)
    whose every trump is below the search's floor, from seeded deals where all seats pass."""
    from audiojass.bots.contract_search import playable_bids
    from audiojass.rules.components import new_family_game

    found: list[object] = []
    for seed in range(40):
        game = new_family_game(variant, seed=seed)
        game.apply_action(game.chance_outcome())
        while game.current_player is not None and Pass() in game.legal_actions():
            seat = game.current_player
            view = game.observation(seat)
            names = any(isinstance(bid, NameSuit) for bid in view.legal_actions)
            if names == (rounds == 2) and playable_bids(view, list(view.legal_actions)) == [Pass()]:
                found.append(view)
            game.apply_action(Pass())
    return found


def test_a_pass_with_no_playable_trump_is_explained_by_the_hand() -> None:
    """Belote: the search passes without weighing a trump the hand cannot play (below its
    floor); the hint said "by the usual rules of thumb" for most first-round bids. It says
    the turned suit is too weak, with what the hand holds in it, and in the second round
    that no trump is strong enough (docs/rules/family.md, the bidding)."""
    from audiojass.bots import table_bot

    first, second = _weak_bids("belote", 1), _weak_bids("belote", 2)
    assert len(first) >= 5 and len(second) >= 5
    for view in first[:5]:
        options = table_bot("strong", seed=1, repeatable=True).analyse(view)  # type: ignore[attr-defined]
        assert options[0].action == Pass() and options[0].samples == 0
        turned = view.turn_up  # type: ignore[attr-defined]
        held = sum(card.suit is turned.suit for card in view.hand)  # type: ignore[attr-defined]
        line = hint_line(options, view, full=False)
        assert line.startswith(
            f"Hint: pass: {suit_name(turned.suit)} would be too weak a trump; you hold "
            + ("no " if held == 0 else f"{held} ")
        ), line
    for view in second[:5]:
        options = table_bot("strong", seed=1, repeatable=True).analyse(view)  # type: ignore[attr-defined]
        assert options[0].action == Pass()
        assert hint_line(options, view, full=False) == (
            "Hint: pass: no trump is strong enough in your hand."
        )


def test_a_pass_where_a_trump_is_playable_makes_no_claim_about_the_hand() -> None:
    """Where the turned suit is strong enough to take but a rule passes all the same (for
    another suit to name later, or the partner's sake), the hand is not called weak."""
    from audiojass.bots.contract_search import playable_bids
    from audiojass.rules.components import new_family_game

    for seed in range(60):
        game = new_family_game("belote", seed=seed)
        game.apply_action(game.chance_outcome())
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        if Take() in playable_bids(view, list(view.legal_actions)):
            options = unsearched(Pass(), Take())
            line = hint_line(options, view, full=False)
            assert line == "Hint: pass: by the usual rules of thumb."
            return
    raise AssertionError("no seeded deal with a playable turned suit")


def _contree_auctions(seeds: range) -> list[tuple[object, object]]:
    """(view, the rule player's bid) at every turn of seeded Contrée auctions."""
    from audiojass.bots import table_bot
    from audiojass.rules.bidding import Bid
    from audiojass.rules.components import new_family_game

    turns: list[tuple[object, object]] = []
    for seed in seeds:
        game = new_family_game("belote_contree", seed=seed)
        game.apply_action(game.chance_outcome())
        while game.current_player is not None:
            view = game.observation(game.current_player)
            if not any(isinstance(bid, Bid | Pass) for bid in view.legal_actions):
                break
            bid = table_bot("easy", seed=seed).act(view)
            turns.append((view, bid))
            game.apply_action(bid)
    return turns


def test_contree_passes_say_why_as_the_table_hints_them() -> None:
    """Contrée's bids are the rule player's (docs/rules/family.md, Contrée): each of its passes
    said "by the usual rules of thumb" at the table (the redouble's reason was reached only
    by searched options). Now: no suit worth the lowest bid, the double not worth the risk,
    or the side's contract standing."""
    from audiojass.bots import table_bot
    from audiojass.rules.bidding import Bid

    said: set[str] = set()
    for view, bid in _contree_auctions(range(12)):
        if bid != Pass():
            continue
        options = table_bot("strong", seed=1, repeatable=True).analyse(view)  # type: ignore[attr-defined]
        line = hint_line(options, view, full=False)
        standing = [b for _, b in view.bids if isinstance(b, Bid)]  # type: ignore[attr-defined]
        if not standing:
            assert line == "Hint: pass: no trump is strong enough in your hand to bid 80.", line
        said.add(line.split(" to bid ")[0] if " to bid " in line else line)
        said.add("double" if line.endswith("doubling is not worth the risk.") else "")
    assert "Hint: pass: your team holds the contract." in said
    assert "Hint: pass: no trump is strong enough in your hand" in said
    assert "double" in said
    assert not any("rules of thumb" in line for line in said)


def test_a_contree_redouble_passed_at_the_table_is_explained_by_its_risk() -> None:
    from audiojass.bots import table_bot

    view = _redoubled_contree_view()
    options = table_bot("strong", seed=1, repeatable=True).analyse(view)  # type: ignore[attr-defined]
    assert options[0].samples == 0  # the rule player's pass, as the table hints it
    assert hint_line(options, view, full=False) == "Hint: pass: redoubling is not worth the risk."


def test_a_contree_raise_of_the_partners_suit_says_the_partner_bid_it() -> None:
    """A raise of the partner's suit named only the trumps held ("bid 100 in diamonds: you
    hold no diamonds"); the partner's bid is the reason given first."""
    from audiojass.rules.bidding import Bid

    raises = [
        (view, bid)
        for view, bid in _contree_auctions(range(20))
        if isinstance(bid, Bid)
        and any(
            seat == (view.seat + 2) % 4 and isinstance(b, Bid) and b.suit == bid.suit  # type: ignore[attr-defined]
            for seat, b in view.bids  # type: ignore[attr-defined]
        )
    ]
    assert raises
    for view, bid in raises:
        assert isinstance(bid, Bid)
        line = hint_line(unsearched(bid, Pass()), view, full=False)
        suit = suit_name(bid.suit)
        assert line.startswith(f"Hint: bid {bid.value} in {suit}: your partner bid {suit}; "), line


@pytest.mark.parametrize("variant", ["klaberjass2", "klaberjass3", "klaberjass4"])
def test_klaberjass_passes_say_why_as_the_table_hints_them(variant: str) -> None:
    """Klaberjass's bids are the rule player's (docs/rules/family.md, Klaberjass): its passes said
    "by the usual rules of thumb". Now the turned suit too weak (with what the hand holds in
    it), a suit at least as strong to name in the second round, or no suit strong enough."""
    from audiojass.bots import table_bot
    from audiojass.bots.heuristics.bidding import klaberjass_choice, turned_suit
    from audiojass.rules.cards import mask_of
    from audiojass.rules.components import new_family_game

    why_said: dict[str, str] = {}
    for seed in range(80):
        game = new_family_game(variant, seed=seed)
        game.apply_action(game.chance_outcome())
        while game.current_player is not None and Pass() in game.legal_actions():
            view = game.observation(game.current_player)
            legal = list(view.legal_actions)
            bid, why, suit = klaberjass_choice(
                mask_of(view.hand),
                legal,  # type: ignore[arg-type]
                view.seat,
                view.dealer,
                view.players,
                view.turn_up,
                turned_suit(view),
            )
            if bid == Pass() and why not in why_said:
                options = table_bot("strong", seed=1, repeatable=True).analyse(view)  # type: ignore[attr-defined]
                line = hint_line(options, view, full=False)
                name = suit_name(Suit(suit))
                expected = {
                    "later": f"Hint: pass: naming {name} in the second round is at least as good.",
                    "weak": f"Hint: pass: {name} would be too weak a trump; you hold ",
                    "weak-all": "Hint: pass: no trump is strong enough in your hand.",
                }[why]
                assert line.startswith(expected), line
                why_said[why] = line
            game.apply_action(bid)
    assert set(why_said) == {"later", "weak", "weak-all"}


def test_a_pass_over_a_capot_bid_is_explained_by_the_double() -> None:
    """After the other side bids capot only a pass or a double is left, and the search weighs
    them: its pass said "by the usual rules of thumb" (it said the double is not worth the
    risk before the auction's reasons came in)."""
    from audiojass.rules.bidding import CAPOT, Bid, Double
    from audiojass.rules.components import new_family_game

    game = new_family_game("belote_contree", seed=0)
    game.apply_action(game.chance_outcome())
    game.apply_action(Bid(CAPOT, Suit.HEARTS))
    assert game.current_player is not None
    view = game.observation(game.current_player)
    assert list(view.legal_actions) == [Pass(), Double()]
    options = [Option(Pass(), 0.0, 20), Option(Double(), -10.0, 20)]
    line = hint_line(options, view, full=False)
    assert line == "Hint: pass: doubling is not worth the risk."


def test_a_card_played_where_a_trump_could_take_the_trick_keeps_the_trumps() -> None:
    """Hearts trumps; right (seat 3) led the ten of diamonds and seat 0, void in diamonds,
    discards: the hint gave no reason for the ace of spades where the seven of trumps could
    have taken the trick; it now says the trumps are kept. A trump that could not take (the
    trick already ruffed higher) keeps nothing worth saying."""
    hand = [C.H7, C.HA, C.S9, C.SA, C.CK]
    seen = view(TrumpMode.HEARTS, hand, [C.D10], 3)
    assert card_reasons(seen, C.SA, context(TrumpMode.HEARTS)) == ["it keeps your trumps"]
    assert card_reasons(seen, C.S9, context(TrumpMode.HEARTS)) == [
        "it throws the card worth least",
        "it keeps your trumps",
    ]
    ruffed = view(TrumpMode.HEARTS, [C.H7, C.S9, C.SA], [C.D10, C.HJ], 2, legal=[C.S9, C.SA])
    assert card_reasons(ruffed, C.SA, context(TrumpMode.HEARTS)) == []
    i18n.use("de", strict=True)
    assert card_reasons(seen, C.SA, context(TrumpMode.HEARTS)) == ["so schonst du deine Trümpfe"]
