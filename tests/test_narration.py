"""What a blind player hears: the exact sentences of :mod:`audiojass.narration`, brief and full.

Events are built directly or taken from real games with stacked decks; every answer (C, A, F,
S, Shift+S, T, D, L, P, W) is asked of observations of those games. Seats are named from the
human's chair, the next player (seat + 1) sitting on the right (the UX notes).
Winning cards, trick points, Weis, Stöck and scores follow ``docs/rules/swiss.md``.
"""

from __future__ import annotations

from typing import Any

import pytest

from audiojass.narration import (
    BRIEF,
    FULL,
    Narrator,
    card_name,
    hand_order,
    mode_name,
    number,
    seat_names,
    six_choice_keys,
)
from audiojass.rules import (
    Card,
    CardPlayed,
    ChooseTrump,
    Deal,
    DealEnded,
    DealStarted,
    DeclareWeis,
    ExchangeSix,
    Game,
    GameEnded,
    IllegalActionError,
    KeepSix,
    KittyTaken,
    Meld,
    Observation,
    Phase,
    PlayCard,
    Schieben,
    SchiebenDone,
    SixExchanged,
    SixKept,
    StoeckScored,
    TakeKitty,
    TrickWon,
    TrumpChosen,
    TrumpMode,
    WeisDeclared,
    WeisScored,
    new_game,
    parse_cards,
    trick_winner,
)

H, D, S, C = TrumpMode.HEARTS, TrumpMode.DIAMONDS, TrumpMode.SPADES, TrumpMode.CLUBS
OBENABE, UNDENUFE = TrumpMode.OBENABE, TrumpMode.UNDENUFE

# Jass, dealer seat 3, forehand seat 0. With spades trump: seats 2 and 3 hold no heart; seat 2
# holds S10 S8 S6, seat 3 SA SK SQ S7 and clubs.
JASS = (
    "HA HQ H10 H6 DA DK SJ S9 CA",
    "HK HJ H9 H8 H7 D10 D9 C10 C9",
    "S10 S8 S6 DQ DJ D8 D7 C8 C7",
    "SA SK SQ S7 D6 C6 CJ CQ CK",
)
# Jass, dealer seat 3: with spades trump seat 0 holds seven trumps and the aces of hearts and
# diamonds, so leading trumps first it takes every trick (a match).
MATCH = (
    "SJ S9 SA S10 S8 S7 S6 HA DA",
    "H6 H8 H10 HQ D6 D8 D10 DQ C6",
    "HJ HK DJ DK C8 C10 CQ CK CA",
    "SK SQ H7 H9 D7 D9 C7 C9 CJ",
)
MATCH_LEADS = ("SJ", "S9", "SA", "S10", "S8", "S7", "S6", "HA", "DA")
# Schieber, dealer seat 3, forehand seat 0. Weis: seat 0 three sequences of 3 (60), seat 1
# C10 CJ CQ (20), seat 2 S6 S7 S8 (20), seat 3 SJ SQ SK SA (50, and Stöck in spades).
WEIS = (
    "H6 H7 H8 D6 D7 D8 C6 C7 C8",
    "H9 H10 D9 DJ S9 S10 C10 CJ CQ",
    "HJ HQ D10 DQ S6 S7 S8 CK CA",
    "HK HA DK DA SJ SQ SK SA C9",
)
# Putz for 3, dealer seat 2, forehand seat 0. Turn-up HA (hearts trump); seat 1 holds the six
# of hearts. Kitty: HA H10 HJ DK DA SK SA CK CA.
PUTZ3 = (
    ("HK HQ D6 D7 D8 S6 S7 S8 C6", "H6 H7 D9 D10 S9 S10 C7 C8 C9", "H8 H9 DJ DQ SJ SQ C10 CJ CQ"),
    "HA H10 HJ DK DA SK SA CK CA",
)
# Putz for 3, dealer seat 2: the turn-up is the six of spades itself (no exchange); seat 0
# holds every other trump and the ace of hearts, so leading trumps it takes all nine tricks.
# The kitty holds no card point.
PUTZ3_SWEEP = (
    ("S7 S8 S9 S10 SJ SQ SK SA HA", "H9 H10 HJ HQ HK D9 D10 DJ DQ", "DK DA C8 C9 C10 CJ CQ CK CA"),
    "S6 H6 H7 H8 D6 D7 D8 C6 C7",
)
SWEEP_LEADS = ("SJ", "S9", "SA", "SK", "SQ", "S10", "S8", "S7", "HA")
# Putz for 5, dealer seat 4, forehand seat 0. Turn-up SA; seat 3 holds the six of spades.
PUTZ5 = (
    (
        "HA HK HQ HJ H10 H9 H8",
        "H7 H6 DA DK DQ DJ D10",
        "D9 D8 D7 D6 CA CK CQ",
        "S6 S7 S8 CJ C10 C9 C8",
        "S9 S10 SJ SQ SK C7 C6",
    ),
    "SA",
)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def start(
    variant: str, hands: tuple[str, ...], rest: str = "", *, first_dealer: int, **options: Any
) -> tuple[Game, list[Any]]:
    """A game whose first deal is stacked; returns it with the deal's events."""
    game = new_game(variant, seed=5, first_dealer=first_dealer, **options)
    events = game.apply_action(Deal(tuple(cards(hand) for hand in hands), cards(rest)))
    return game, events


def step(game: Game, action: Any) -> tuple[list[Any], Observation]:
    """Apply an action (or a card code); returns its events and the public state before it."""
    if isinstance(action, str):
        action = PlayCard(Card.parse(action))
    before = game.observation(0)
    return game.apply_action(action), before


def said(
    variant: str,
    events: list[Any],
    before: Observation | None = None,
    *,
    human: int = 0,
    verbosity: str = FULL,
    after: Observation | None = None,
) -> list[str]:
    trick = before.trick if before is not None else ()
    trump = before.trump if before is not None else None
    narrator = Narrator(variant, human, verbosity)
    return narrator.events(events, trick, trump, before=before, after=after)


def both(
    variant: str,
    events: list[Any],
    before: Observation | None = None,
    *,
    human: int = 0,
    after: Observation | None = None,
) -> tuple[list[str], list[str]]:
    """The lines in brief and in full verbosity."""
    return (
        said(variant, events, before, human=human, verbosity=BRIEF, after=after),
        said(variant, events, before, human=human, verbosity=FULL, after=after),
    )


def refused(game: Game, action: Any) -> IllegalActionError:
    """The error the engine raises for an action (the game is left unchanged)."""
    if isinstance(action, str):
        action = PlayCard(Card.parse(action))
    saved = game.to_json()
    with pytest.raises(IllegalActionError) as error:
        game.apply_action(action)
    assert game.to_json() == saved
    return error.value


def first_legal_card(game: Game) -> PlayCard:
    return next(a for a in game.legal_actions() if isinstance(a, PlayCard))


def play_deal(game: Game, leads: dict[int, tuple[str, ...]]) -> list[Any]:
    """Play to the end of the deal: each seat in ``leads`` plays its cards in that order, every
    other seat its first legal card. Returns all the events."""
    queues = {seat: list(codes) for seat, codes in leads.items()}
    events: list[Any] = []
    while game.phase is Phase.PLAY:
        seat = game.current_player
        assert seat is not None
        if seat in queues:
            action: Any = PlayCard(Card.parse(queues[seat].pop(0)))
        else:
            action = first_legal_card(game)
        events += game.apply_action(action)
        if any(isinstance(e, DealEnded) for e in events):
            break
    return events


def of(events: list[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


# ------------------------------------------------------------------------------------------
# Names


RANK_WORDS = ("six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
SUIT_WORDS = ("hearts", "diamonds", "spades", "clubs")


@pytest.mark.parametrize("card", list(Card), ids=str)
def test_every_card_has_its_natural_name(card: Card) -> None:
    assert card_name(card) == f"{RANK_WORDS[card.rank]} of {SUIT_WORDS[card.suit]}"


def test_card_names_read_naturally() -> None:
    assert card_name(Card.H10) == "ten of hearts"
    assert card_name(Card.CA) == "ace of clubs"
    assert card_name(Card.D6) == "six of diamonds"
    assert card_name(Card.SJ) == "jack of spades"
    assert card_name(Card.HQ) == "queen of hearts"
    assert card_name(Card.DK) == "king of diamonds"
    assert card_name(Card.C7) == "seven of clubs"
    assert card_name(Card.S8) == "eight of spades"
    assert card_name(Card.H9) == "nine of hearts"


def test_mode_names() -> None:
    assert [mode_name(m) for m in TrumpMode] == [
        "hearts",
        "diamonds",
        "spades",
        "clubs",
        "Obenabe",
        "Undenufe",
    ]


def test_seat_names_for_three_four_and_five_players() -> None:
    assert seat_names(3) == ("You", "Right", "Left")
    assert seat_names(4) == ("You", "Right", "Partner", "Left")
    assert seat_names(5) == ("You", "Right", "Far right", "Far left", "Left")
    with pytest.raises(ValueError, match="6 players"):
        seat_names(6)


def test_seat_names_rotate_with_the_humans_chair() -> None:
    narrator = Narrator("jass", human=2)
    assert [narrator.name(seat) for seat in range(4)] == ["Partner", "Left", "You", "Right"]
    assert narrator.name(3) == "Right"
    putz3 = Narrator("putz3", human=1)
    assert [putz3.name(seat) for seat in range(3)] == ["Left", "You", "Right"]
    putz5 = Narrator("putz5", human=3)
    assert [putz5.name(seat) for seat in range(5)] == [
        "Far right",
        "Far left",
        "Left",
        "You",
        "Right",
    ]


def test_numbers_are_spoken_with_minus_as_a_word() -> None:
    assert number(-4) == "minus 4"
    assert number(-1) == "minus 1"
    assert number(0) == "0"
    assert number(3) == "3"


def test_hand_order_is_hearts_diamonds_spades_clubs_ace_down() -> None:
    assert hand_order(cards("C6 HA S10 H6 DK CA HJ")) == list(cards("HA HJ H6 DK S10 CA C6"))


HAND = cards("H6 HJ HA H9 H10 DK D6 S7 SJ CQ")


@pytest.mark.parametrize(
    ("trump", "trump_first", "order"),
    [
        # the trump suit in trump order J 9 A K Q 10 8 7 6, plain suits from the ace down
        (H, False, "HJ H9 HA H10 H6 DK D6 SJ S7 CQ"),
        (D, False, "HA HJ H10 H9 H6 DK D6 SJ S7 CQ"),
        # trump suit first (option)
        (C, True, "CQ HA HJ H10 H9 H6 DK D6 SJ S7"),
        (H, True, "HJ H9 HA H10 H6 DK D6 SJ S7 CQ"),
        # Undenufe: every suit from the six up; Obenabe and no trump yet: from the ace down
        (UNDENUFE, False, "H6 H9 H10 HJ HA D6 DK S7 SJ CQ"),
        (UNDENUFE, True, "H6 H9 H10 HJ HA D6 DK S7 SJ CQ"),
        (OBENABE, False, "HA HJ H10 H9 H6 DK D6 SJ S7 CQ"),
        (None, True, "HA HJ H10 H9 H6 DK D6 SJ S7 CQ"),
    ],
)
def test_hand_order_follows_the_rank_in_this_deal(
    trump: TrumpMode | None, trump_first: bool, order: str
) -> None:
    assert hand_order(HAND, trump, trump_first=trump_first) == list(cards(order))


def test_d_reads_the_trump_suit_in_trump_order_and_first_with_the_option() -> None:
    game, _ = start("schieber", WEIS, first_dealer=3)
    game.apply_action(ChooseTrump(S))
    view = game.observation(3)
    assert Narrator("schieber", 3).hand(view) == (
        "Your hand, 9 cards. Hearts: ace, king. Diamonds: ace, king. "
        "Spades, trump: jack, ace, king, queen. Clubs: nine."
    )
    assert Narrator("schieber", 3, trump_first=True).hand(view) == (
        "Your hand, 9 cards. Spades, trump: jack, ace, king, queen. Hearts: ace, king. "
        "Diamonds: ace, king. Clubs: nine."
    )
    assert Narrator("schieber", 3, trump_first=True).hand_order(view) == list(
        cards("SJ SA SK SQ HA HK DA DK C9")
    )


# ------------------------------------------------------------------------------------------
# A Jass trick: lead, follow, trump, discard; the refusals on the way


def test_jass_deal_and_trump_choice_are_announced() -> None:
    game, dealt = start("jass", JASS, first_dealer=3)
    assert both("jass", dealt) == (
        ["Deal 1. Left deals."],
        ["Deal 1. Left deals. You lead the first trick."],
    )
    assert both("jass", dealt, human=3) == (
        ["Deal 1. You deal."],
        ["Deal 1. You deal. Right leads the first trick."],
    )
    events, before = step(game, ChooseTrump(S))
    assert events == [TrumpChosen(S, 0, False)]
    assert both("jass", events, before) == (
        ["You choose spades."],
        ["You choose spades as trump."],
    )
    assert both("jass", events, before, human=1) == (
        ["Left chooses spades."],
        ["Left chooses spades as trump."],
    )


def test_jass_trick_lead_follow_trump_discard() -> None:
    game, _ = start("jass", JASS, first_dealer=3)
    game.apply_action(ChooseTrump(S))

    events, before = step(game, "HA")
    assert events == [CardPlayed(0, Card.HA, 1, True)]
    assert both("jass", events, before) == (
        ["You: ace of hearts."],
        ["You lead the ace of hearts."],
    )
    assert both("jass", events, before, human=2) == (
        ["Partner: ace of hearts."],
        ["Partner leads the ace of hearts."],
    )

    error = refused(game, "C10")
    assert error.reason == "must_follow"
    assert Narrator("jass", 1).refusal(error) == "You must follow hearts."
    error = refused(game, "HA")
    assert error.reason == "not_in_hand"
    assert Narrator("jass", 1).refusal(error) == "You do not hold the ace of hearts."

    events, before = step(game, "HK")
    assert events == [CardPlayed(1, Card.HK, 1, False)]
    assert both("jass", events, before) == (
        ["Right: king of hearts."],
        ["Right plays the king of hearts."],
    )

    events, before = step(game, "S10")
    assert events == [CardPlayed(2, Card.S10, 1, True)]
    assert both("jass", events, before) == (
        ["Partner: ten of spades."],
        ["Partner trumps with the ten of spades, winning the trick."],
    )
    assert both("jass", events, before, human=2) == (
        ["You: ten of spades."],
        ["You trump with the ten of spades, winning the trick."],
    )

    error = refused(game, "S7")
    assert error.reason == "undertrump"
    assert Narrator("jass", 3).refusal(error) == "You may not undertrump."

    view = game.observation(0)
    assert Narrator("jass").table_cards(view) == (
        "You: ace of hearts; Right: king of hearts; Partner: ten of spades. Partner is winning."
    )
    assert Narrator("jass", 2).table_cards(game.observation(2)) == (
        "Partner: ace of hearts; Left: king of hearts; You: ten of spades. You are winning."
    )
    assert Narrator("jass").led_suit(view) == "Hearts led. You hold 3."
    assert Narrator("jass", 2).led_suit(game.observation(2)) == "Hearts led. You hold none."

    events, before = step(game, "C6")
    assert events == [
        CardPlayed(3, Card.C6, 1, False),
        TrickWon(2, 0, cards("HA HK S10 C6"), 25, 1, False),
    ]
    assert trick_winner("jass", "HA HK S10 C6", "S") == 2
    # the ten of spades was said "winning the trick" and nothing beat it: not named again
    assert both("jass", events, before) == (
        ["Left: six of clubs.", "Partner takes the trick, 25 points."],
        [
            "Left discards the six of clubs.",
            "Partner takes the trick: 25 points.",
        ],
    )
    assert both("jass", events, before, human=2) == (
        ["Right: six of clubs.", "You take the trick, 25 points."],
        [
            "Right discards the six of clubs.",
            "You take the trick: 25 points.",
        ],
    )

    view = game.observation(0)
    narrator = Narrator("jass")
    assert narrator.table_cards(view) == "No cards on the table. Partner leads."
    assert Narrator("jass", 2).table_cards(game.observation(2)) == (
        "No cards on the table. You lead."
    )
    assert narrator.led_suit(view) == "No suit is led yet."
    assert narrator.last_trick(view) == (
        "Last trick: You: ace of hearts; Right: king of hearts; Partner: ten of spades; "
        "Left: six of clubs. Partner takes it, 25 points."
    )
    assert narrator.points(view) == "Card points this deal: we 25, they 0."
    assert Narrator("jass", 1).points(game.observation(1)) == (
        "Card points this deal: we 0, they 25."
    )
    assert narrator.scores(view) == "Scores: we 25, they 0. Playing to 1000."
    assert narrator.trump(view) == "Trump is spades, chosen by you."
    assert Narrator("jass", 3).trump(game.observation(3)) == "Trump is spades, chosen by Right."
    assert narrator.hand(view) == (
        "Your hand, 8 cards. Hearts: queen, ten, six. Diamonds: ace, king. "
        "Spades, trump: jack, nine. Clubs: ace."
    )


def test_an_overtrump_and_a_follower_taking_the_lead() -> None:
    game, _ = start("jass", JASS, first_dealer=3)
    game.apply_action(ChooseTrump(S))
    for code in ("HQ", "HK"):
        game.apply_action(PlayCard(Card.parse(code)))
    events, before = step(game, "S6")
    assert events == [CardPlayed(2, Card.S6, 1, True)]
    events, before = step(game, "SA")
    assert events[0] == CardPlayed(3, Card.SA, 1, True)
    assert both("jass", events, before) == (
        ["Left: ace of spades.", "Left takes the trick, 18 points."],
        [
            "Left trumps with the ace of spades.",
            "Left takes the trick: 18 points.",
        ],
    )


def test_a_follower_who_beats_the_lead_is_winning() -> None:
    game, _ = start("jass", JASS, first_dealer=3)
    game.apply_action(ChooseTrump(S))
    game.apply_action(PlayCard(Card.H6))
    events, before = step(game, "HJ")
    assert events == [CardPlayed(1, Card.HJ, 1, True)]
    assert both("jass", events, before) == (
        ["Right: jack of hearts."],
        ["Right plays the jack of hearts, winning the trick."],
    )
    assert Narrator("jass").table_cards(game.observation(0)) == (
        "You: six of hearts; Right: jack of hearts. Right is winning."
    )


def test_jass_answers_before_trump_is_chosen() -> None:
    game = new_game("jass", seed=5, first_dealer=3)
    narrator = Narrator("jass")
    view = game.observation(0)
    assert narrator.turn(view) == "The cards are being dealt."
    assert narrator.trump(view) == "Trump is not chosen yet."
    assert narrator.hand(view) == "Your hand is empty."

    game.apply_action(Deal(tuple(cards(hand) for hand in JASS), ()))
    view = game.observation(0)
    assert narrator.table_cards(view) == "No cards on the table."
    assert narrator.trump(view) == "Trump is not chosen yet: it is your choice."
    assert narrator.led_suit(view) == "No suit is led yet."
    assert narrator.scores(view) == "Scores: we 0, they 0. Playing to 1000."
    assert narrator.deal_scores(view) == "No deal is finished yet."
    assert narrator.turn(view) == "Your turn to choose trump."
    assert narrator.hand(view) == (
        "Your hand, 9 cards. Hearts: ace, queen, ten, six. Diamonds: ace, king. "
        "Spades: jack, nine. Clubs: ace."
    )
    assert narrator.last_trick(view) == "No trick has been played yet in this deal."
    assert narrator.points(view) == "Card points this deal: we 0, they 0."
    assert narrator.melds(view) == "There is no Weis or Stöck in Jass."
    assert Narrator("jass", 3).trump(game.observation(3)) == (
        "Trump is not chosen yet: Right chooses."
    )


def test_turn_when_it_is_the_humans_turn() -> None:
    game, _ = start("jass", JASS, first_dealer=3)
    assert Narrator("jass").turn(game.observation(0)) == "Your turn to choose trump."
    game.apply_action(Schieben())
    assert Narrator("jass", 2).turn(game.observation(2)) == "Your turn to choose trump."
    game.apply_action(ChooseTrump(S))
    assert Narrator("jass").turn(game.observation(0)) == "Your turn to play a card."
    game.apply_action(PlayCard(Card.HA))
    assert Narrator("jass", 1).turn(game.observation(1)) == "Your turn to play a card."


# "Right's turn", "Left's turn" are easily heard as "right turn", "left turn": another seat's
# turn is said without the possessive, in the words already used while the six is decided.
@pytest.mark.parametrize(
    ("human", "schieben", "expected"),
    [
        (0, False, "Waiting for Right to play a card."),
        (2, False, "Waiting for Left to play a card."),
        (3, False, "Waiting for Partner to play a card."),
        (0, True, "Waiting for Partner to choose trump."),
        (1, True, "Waiting for Right to choose trump."),
    ],
)
def test_turn_of_another_seat(human: int, schieben: bool, expected: str) -> None:
    game, _ = start("jass", JASS, first_dealer=3)
    if schieben:
        game.apply_action(Schieben())
    else:
        game.apply_action(ChooseTrump(S))
        game.apply_action(PlayCard(Card.HA))
    assert Narrator("jass", human).turn(game.observation(human)) == expected


def test_turn_of_another_seat_in_putz5() -> None:
    game, _ = start("putz5", *PUTZ5, first_dealer=4)
    game.apply_action(ExchangeSix())
    for code in ("HA", "H7", "D6", "SA"):
        game.apply_action(PlayCard(Card.parse(code)))
    assert Narrator("putz5").turn(game.observation(0)) == "Waiting for Left to play a card."
    assert Narrator("putz5", 2).turn(game.observation(2)) == (
        "Waiting for Far right to play a card."
    )


def test_jass_schieben_then_partner_chooses() -> None:
    game, _ = start("jass", JASS, first_dealer=3)
    events, before = step(game, Schieben())
    assert events == [SchiebenDone(0, 2)]
    assert both("jass", events, before) == (
        ["You: schieben."],
        ["You pass the choice of trump to your partner."],
    )
    assert both("jass", events, before, human=2) == (
        ["Partner: schieben."],
        ["Partner passes the choice of trump to you."],
    )
    assert both("jass", events, before, human=1) == (
        ["Left: schieben."],
        ["Left passes the choice of trump to Right."],
    )
    assert Narrator("jass").trump(game.observation(0)) == (
        "Trump is not chosen yet: Partner chooses."
    )
    assert Narrator("jass", 2).trump(game.observation(2)) == (
        "Trump is not chosen yet: it is your choice."
    )

    error = refused(game, Schieben())
    assert error.reason == "no_schieben"
    assert Narrator("jass", 2).refusal(error) == "You must choose: trump cannot be passed back."
    error = refused(game, ChooseTrump(OBENABE))
    assert error.reason == "trump_mode"
    assert Narrator("jass", 2).refusal(error) == "Obenabe may not be chosen in Jass."
    error = refused(game, "HA")
    assert error.reason == "wrong_phase"
    assert Narrator("jass", 2).refusal(error) == (
        "Cannot play a card now: trump must be chosen first."
    )
    error = refused(game, TakeKitty())
    assert error.reason == "no_kitty"
    assert Narrator("jass", 2).refusal(error) == "There is no kitty in Jass."
    error = refused(game, ExchangeSix())
    assert error.reason == "no_six"
    assert Narrator("jass", 2).refusal(error) == "There is no six of trump exchange in Jass."

    events, before = step(game, ChooseTrump(D))
    assert events == [TrumpChosen(D, 2, True)]
    assert both("jass", events, before) == (
        ["Partner chooses diamonds."],
        ["Partner chooses diamonds as trump."],
    )
    assert both("jass", events, before, human=2) == (
        ["You choose diamonds."],
        ["You choose diamonds as trump."],
    )
    assert Narrator("jass").trump(game.observation(0)) == (
        "Trump is diamonds, chosen by Partner after schieben."
    )
    assert Narrator("jass", 1).trump(game.observation(1)) == (
        "Trump is diamonds, chosen by Right after schieben."
    )
    assert Narrator("jass").hand(game.observation(0)) == (
        "Your hand, 9 cards. Hearts: ace, queen, ten, six. Diamonds, trump: ace, king. "
        "Spades: jack, nine. Clubs: ace."
    )


# ------------------------------------------------------------------------------------------
# End of a Jass deal and game, played for real


def match_deal() -> tuple[Game, list[Any]]:
    """The MATCH deal played to its end in a Jass game to 200 (so the game ends with it)."""
    game, _ = start("jass", MATCH, first_dealer=3, target=200)
    game.apply_action(ChooseTrump(S))
    events = play_deal(game, {0: MATCH_LEADS})
    won = of(events, TrickWon)
    assert [t.seat for t in won] == [0] * 9
    return game, events


def test_jass_last_trick_of_the_deal() -> None:
    _, events = match_deal()
    last = of(events, TrickWon)[-1]
    # DA 11, CA 11, CJ 2, C6 0 and 5 for the last trick
    assert last == TrickWon(0, 0, cards("DA C6 CA CJ"), 29, 9, True)
    assert Narrator("jass", 0, BRIEF).event(last, [], S) == "You take the last trick, 29 points."
    assert Narrator("jass", 1, BRIEF).event(last, [], S) == "Left takes the last trick, 29 points."
    # "29 points, with 5 for the last trick" leaves the listener unsure whether the 5 come on
    # top: they are part of the 29.
    assert Narrator("jass", 0, FULL).event(last, [], S) == (
        "You take the last trick with the ace of diamonds: 29 points, "
        "including 5 for the last trick."
    )
    assert Narrator("jass", 2, FULL).event(last, [], S) == (
        "Partner takes the last trick with the ace of diamonds: 29 points, "
        "including 5 for the last trick."
    )


def test_jass_match_deal_and_game_end() -> None:
    game, events = match_deal()
    ended = of(events, DealEnded)[0]
    assert ended.match_side == 0
    assert ended.score_changes == (257, 0)
    game_end = of(events, GameEnded)[0]
    assert game_end == GameEnded((257, 0), (0,))

    # the first deal's change is the score: said once; the match bonus is said as the reason
    assert Narrator("jass", 0, BRIEF).event(ended, [], S) == (
        "Match for us! Deal over: we 257, they 0."
    )
    assert Narrator("jass", 0, FULL).event(ended, [], S) == (
        "Match for us! Deal over: card points, we 157, they 0. "
        "This deal, with 100 for the match: we 257, they 0."
    )
    assert Narrator("jass", 1, BRIEF).event(ended, [], S) == (
        "Match for them! Deal over: we 0, they 257."
    )
    assert Narrator("jass", 1, FULL).event(ended, [], S) == (
        "Match for them! Deal over: card points, we 0, they 157. "
        "This deal, with 100 for the match: we 0, they 257."
    )
    # with the game's end in the same batch, the final scores are said once, at the end
    assert Narrator("jass", 0, FULL).events([ended, game_end], [], S) == [
        "Match for us! Deal over: card points, we 157, they 0. "
        "This deal, with 100 for the match: we 257, they 0.",
        "Game over. We win. Final scores: we 257, they 0.",
    ]
    for verbosity in (BRIEF, FULL):
        assert Narrator("jass", 0, verbosity).event(game_end, [], S) == (
            "Game over. We win. Final scores: we 257, they 0."
        )
        assert Narrator("jass", 3, verbosity).event(game_end, [], S) == (
            "Game over. They win. Final scores: we 0, they 257."
        )

    view = game.observation(0)
    assert Narrator("jass").turn(view) == "The game is over."
    assert Narrator("jass").deal_scores(view) == "Deal 1: we 257, they 0."
    assert Narrator("jass", 1).deal_scores(game.observation(1)) == "Deal 1: we 0, they 257."
    assert Narrator("jass").table_cards(view) == "No cards on the table."
    error = refused(game, "HA")
    assert error.reason == "game_over"
    assert Narrator("jass").refusal(error) == "The game is over."


def test_jass_deal_without_a_match() -> None:
    ended = DealEnded(
        deal_number=3,
        points=(60, 40, 37, 20),
        score_changes=(97, 60),
        scores=(397, 260),
        match_side=None,
        apples=(),
        out_of_play=(),
    )
    assert Narrator("jass", 0, BRIEF).event(ended, [], H) == (
        "Deal over: we 97, they 60. Scores: we 397, they 260."
    )
    # card points equal to the deal's change are said once
    assert Narrator("jass", 0, FULL).event(ended, [], H) == (
        "Deal over: we 97, they 60. Scores: we 397, they 260."
    )
    assert Narrator("jass", 3, FULL).event(ended, [], H) == (
        "Deal over: we 60, they 97. Scores: we 260, they 397."
    )


def test_team_game_end_loss_and_draw() -> None:
    lost = GameEnded((800, 1020), (1,))
    draw = GameEnded((1000, 1000), (0, 1))
    for verbosity in (BRIEF, FULL):
        narrator = Narrator("jass", 0, verbosity)
        assert narrator.event(lost, [], None) == (
            "Game over. They win. Final scores: we 800, they 1020."
        )
        assert Narrator("jass", 1, verbosity).event(lost, [], None) == (
            "Game over. We win. Final scores: we 1020, they 800."
        )
        assert narrator.event(draw, [], None) == (
            "Game over: a draw. Final scores: we 1000, they 1000."
        )


# ------------------------------------------------------------------------------------------
# Schieber: multipliers, Obenabe and Undenufe, Weis and Stöck


@pytest.mark.parametrize(
    ("mode", "brief", "full"),
    [
        (H, "Right chooses hearts, times 2.", "Right chooses hearts as trump, counting double."),
        (
            D,
            "Right chooses diamonds, times 2.",
            "Right chooses diamonds as trump, counting double.",
        ),
        (S, "Right chooses spades.", "Right chooses spades as trump."),
        (C, "Right chooses clubs.", "Right chooses clubs as trump."),
        (
            OBENABE,
            "Right chooses Obenabe, times 3.",
            "Right chooses Obenabe: no trump, the highest card wins, counting triple.",
        ),
        (
            UNDENUFE,
            "Right chooses Undenufe, times 3.",
            "Right chooses Undenufe: no trump, the lowest card wins, counting triple.",
        ),
    ],
)
def test_schieber_trump_choice_with_multiplier(mode: TrumpMode, brief: str, full: str) -> None:
    event = TrumpChosen(mode, 1, False)
    assert Narrator("schieber", 0, BRIEF).event(event, [], None) == brief
    assert Narrator("schieber", 0, FULL).event(event, [], None) == full


def test_jass_has_no_multiplier_words() -> None:
    event = TrumpChosen(H, 3, False)
    assert Narrator("jass", 0, FULL).event(event, [], None) == "Left chooses hearts as trump."
    assert Narrator("jass", 3, FULL).event(event, [], None) == "You choose hearts as trump."


def test_schieber_schieben_then_obenabe() -> None:
    game, _ = start("schieber", WEIS, first_dealer=3)
    events, before = step(game, Schieben())
    assert both("schieber", events, before) == (
        ["You: schieben."],
        ["You pass the choice of trump to your partner."],
    )
    events, before = step(game, ChooseTrump(OBENABE))
    assert events == [TrumpChosen(OBENABE, 2, True)]
    assert both("schieber", events, before) == (
        ["Partner chooses Obenabe, times 3."],
        ["Partner chooses Obenabe: no trump, the highest card wins, counting triple."],
    )
    assert Narrator("schieber").trump(game.observation(0)) == (
        "Obenabe, chosen by Partner after schieben."
    )
    assert Narrator("schieber", 2).trump(game.observation(2)) == (
        "Obenabe, chosen by you after schieben."
    )
    # No suit is trump: nothing is marked in the hand, and an off-suit card is a discard.
    assert Narrator("schieber").hand(game.observation(0)) == (
        "Your hand, 9 cards. Hearts: eight, seven, six. Diamonds: eight, seven, six. "
        "Clubs: eight, seven, six."
    )
    for code in ("H8", "H10", "HQ", "HA", "SA"):
        game.apply_action(PlayCard(Card.parse(code)))
    events, before = step(game, "D6")
    assert events == [CardPlayed(0, Card.D6, 2, False)]
    assert both("schieber", events, before) == (
        ["You: six of diamonds."],
        ["You discard the six of diamonds."],
    )


def test_undenufe_the_lowest_card_is_winning() -> None:
    game, _ = start("schieber", WEIS, first_dealer=3)
    game.apply_action(ChooseTrump(UNDENUFE))
    game.apply_action(PlayCard(Card.H8))
    events, before = step(game, "H9")
    assert events[0] == CardPlayed(1, Card.H9, 1, False)
    assert said("schieber", events[:1], before) == ["Right plays the nine of hearts."]
    assert Narrator("schieber").table_cards(game.observation(0)) == (
        "You: eight of hearts; Right: nine of hearts. You are winning."
    )


def test_schieber_weis_and_stoeck_in_play() -> None:
    game, _ = start("schieber", WEIS, first_dealer=3)
    game.apply_action(ChooseTrump(S))
    assert Narrator("schieber").melds(game.observation(0)) == (
        "No Weis or Stöck in this deal so far."
    )

    events, before = step(game, "H8")
    assert events == [CardPlayed(0, Card.H8, 1, True), WeisDeclared(0, 60)]
    # your own declaration names your cards
    assert both("schieber", events, before, after=game.observation(0)) == (
        [
            "You: eight of hearts.",
            "You: Weis 60, 3 in sequence, hearts six to eight, 3 in sequence, diamonds six "
            "to eight, and 3 in sequence, clubs six to eight.",
        ],
        [
            "You lead the eight of hearts.",
            "You declare 3 in sequence, hearts six to eight, 3 in sequence, diamonds six to "
            "eight, and 3 in sequence, clubs six to eight: 60.",
        ],
    )
    assert said("schieber", events, before, human=1) == [
        "Left leads the eight of hearts.",
        "Left declares Weis worth 60.",
    ]
    events, before = step(game, "H10")
    assert events == [CardPlayed(1, Card.H10, 1, True), WeisDeclared(1, 20)]
    assert both("schieber", events, before) == (
        ["Right: ten of hearts.", "Right: Weis 20."],
        ["Right plays the ten of hearts, winning the trick.", "Right declares Weis worth 20."],
    )
    game.apply_action(PlayCard(Card.HQ))
    events, before = step(game, "HA")
    sequence_c = Meld("sequence", cards("C10 CJ CQ"), 20)
    sequence_s = Meld("sequence", cards("SJ SQ SK SA"), 50)
    assert events == [
        CardPlayed(3, Card.HA, 1, True),
        WeisDeclared(3, 50),
        TrickWon(3, 0, cards("H8 H10 HQ HA"), 24, 1, False),
        WeisScored(1, ((1, sequence_c), (3, sequence_s)), 70),
    ]
    assert both("schieber", events, before) == (
        [
            "Left: ace of hearts.",
            "Left: Weis 50.",
            "Left takes the trick, 24 points.",
            "Weis for them: 70.",
        ],
        [
            "Left plays the ace of hearts.",
            "Left declares Weis worth 50.",
            "Left takes the trick: 24 points.",
            "They score Weis: Right shows 3 in sequence, clubs ten to queen; "
            "Left shows 4 in sequence, spades jack to ace. In all 70 points.",
        ],
    )
    assert said("schieber", events, before, human=1)[-1] == (
        "We score Weis: you show 3 in sequence, clubs ten to queen; "
        "Partner shows 4 in sequence, spades jack to ace. In all 70 points."
    )
    assert said("schieber", events, before, human=3, verbosity=BRIEF)[-1] == "Weis for us: 70."

    for code in ("SK", "D6", "S10", "S6"):
        game.apply_action(PlayCard(Card.parse(code)))
    events, before = step(game, "SQ")
    assert events == [CardPlayed(3, Card.SQ, 3, True), StoeckScored(3, 20)]
    assert both("schieber", events, before) == (
        ["Left: queen of spades.", "Left: Stöck, 20."],
        [
            "Left leads the queen of spades.",
            "Left scores Stöck, king and queen of trump: 20 points.",
        ],
    )
    assert said("schieber", events, before, human=3) == [
        "You lead the queen of spades.",
        "You score Stöck, king and queen of trump: 20 points.",
    ]

    view = game.observation(0)
    assert Narrator("schieber").points(view) == "Card points this deal: we 0, they 38."
    assert Narrator("schieber").scores(view) == "Scores: we 0, they 128. Playing to 2500."


# The W answer says every declaration, the Weis scored and the Stöck in the words they were
# announced with: holders named, your own declaration with its cards.
@pytest.mark.parametrize(
    ("human", "expected"),
    [
        (
            0,
            "You declare 3 in sequence, hearts six to eight, 3 in sequence, diamonds six to "
            "eight, and 3 in sequence, clubs six to eight: 60. Right declares Weis worth 20. "
            "Partner declares Weis worth 20. Left declares Weis worth 50. They score Weis: "
            "Right shows 3 in sequence, clubs ten to queen; Left shows 4 in sequence, spades "
            "jack to ace. In all 70 points. Left scores Stöck, king and queen of trump: "
            "20 points.",
        ),
        (
            3,
            "Right declares Weis worth 60. Partner declares Weis worth 20. Left declares Weis "
            "worth 20. You declare 4 in sequence, spades jack to ace: 50. We score Weis: "
            "Partner shows 3 in sequence, clubs ten to queen; you show 4 in sequence, spades "
            "jack to ace. In all 70 points. You score Stöck, king and queen of trump: 20 points.",
        ),
    ],
)
def test_melds_answer_after_weis_and_stoeck(human: int, expected: str) -> None:
    game, _ = start("schieber", WEIS, first_dealer=3)
    game.apply_action(ChooseTrump(S))
    for code in ("H8", "H10", "HQ", "HA", "SK", "D6", "S10", "S6", "SQ"):
        game.apply_action(PlayCard(Card.parse(code)))
    view = game.observation(human)
    assert view.stoeck == 3
    assert Narrator("schieber", human).melds(view) == expected


def test_weis_with_the_multiplier_and_four_of_a_kind() -> None:
    run = Meld("sequence", cards("S9 S10 SJ SQ"), 50)
    jacks = Meld("four", cards("HJ DJ SJ CJ"), 200)
    nines = Meld("four", cards("H9 D9 S9 C9"), 150)
    scored = WeisScored(0, ((0, run), (0, jacks), (2, nines)), 800)
    assert Narrator("schieber", 0, FULL).event(scored, [], H) == (
        "We score Weis: you show 4 in sequence, spades nine to queen, and four jacks; "
        "Partner shows four nines. In all 400, times 2: 800."
    )
    assert Narrator("schieber", 1, FULL).event(scored, [], H) == (
        "They score Weis: Left shows 4 in sequence, spades nine to queen, and four jacks; "
        "Right shows four nines. In all 400, times 2: 800."
    )
    one = WeisScored(1, ((1, nines),), 300)
    assert Narrator("schieber", 0, FULL).event(one, [], H) == (
        "They score Weis: Right shows four nines: 150, times 2: 300."
    )
    assert Narrator("schieber", 0, FULL).event(StoeckScored(3, 40), [], H) == (
        "Left scores Stöck, king and queen of trump: 20, times 2: 40."
    )
    assert Narrator("schieber", 0, FULL).event(StoeckScored(0, 60, at_target=True), [], H) == (
        "You score Stöck, holding king and queen of trump: 20, times 3: 60."
    )
    assert Narrator("schieber", 2, BRIEF).event(scored, [], H) == "Weis for us: 800."
    assert Narrator("schieber", 1, BRIEF).event(WeisDeclared(3, 200), [], H) == "Partner: Weis 200."
    assert Narrator("schieber", 1, FULL).event(StoeckScored(1, 40), [], H) == (
        "You score Stöck, king and queen of trump: 20, times 2: 40."
    )


def test_schieber_game_stopped_in_the_middle_of_a_deal() -> None:
    ended = DealEnded(4, (30, 0, 12, 0), (102, 0), (2510, 1800), None, (), (), complete=False)
    assert Narrator("schieber", 0, BRIEF).event(ended, [], H) == (
        "Deal over: we 102, they 0. Scores: we 2510, they 1800."
    )
    game_end = GameEnded((2510, 1800), (0,))
    assert Narrator("schieber", 1, FULL).event(game_end, [], H) == (
        "Game over. They win. Final scores: we 1800, they 2510."
    )


def test_melds_in_putz() -> None:
    game, _ = start("putz3", *PUTZ3, first_dealer=2)
    assert Narrator("putz3").melds(game.observation(0)) == (
        "There is no Weis or Stöck in Putz for 3."
    )


# ------------------------------------------------------------------------------------------
# Putz for 3: turn-up, six, kitty


def test_putz3_turn_up_and_six_exchange() -> None:
    game = new_game("putz3", seed=5, first_dealer=2)
    hands, rest = PUTZ3
    events, before = step(game, Deal(tuple(cards(h) for h in hands), cards(rest)))
    assert events == [DealStarted(1, 2, 0, Card.HA), TrumpChosen(H, None, False)]
    assert both("putz3", events, before) == (
        ["Deal 1. Left deals.", "Trump hearts: ace of hearts turned up."],
        [
            "Deal 1. Left deals. You lead the first trick.",
            "The ace of hearts is turned up: hearts are trump.",
        ],
    )
    assert Narrator("putz3").turned_up(Card.HA) == (
        "The ace of hearts is turned up: hearts are trump."
    )
    assert Narrator("putz3").event(TrumpChosen(H, None, False), [], None) == "Trump is hearts."

    assert game.phase is Phase.SIX
    # the forehand waits: nothing says that a six decision is pending
    assert Narrator("putz3").turn(game.observation(0)) == "Waiting for play to start."
    assert Narrator("putz3", 1).turn(game.observation(1)) == (
        "Your turn to decide on the six of trump."
    )
    assert Narrator("putz3").trump(game.observation(0)) == (
        "Trump is hearts: the ace of hearts was turned up."
    )
    assert six_choice_keys(Card.H6, Card.HA, "G", "Enter") == (
        "You hold the six of hearts. G exchanges it for the turned-up ace of hearts; "
        "Enter keeps it."
    )
    # the pending six decision is hidden: forehand sees play about to start
    assert Narrator("putz3").table_cards(game.observation(0)) == (
        "No cards on the table. You lead."
    )
    error = refused(game, "HK")
    assert error.reason == "wrong_phase"
    assert Narrator("putz3").refusal(error) == (
        "Cannot play a card now: the six of trump must be exchanged or kept first."
    )

    events, before = step(game, ExchangeSix())
    assert events == [SixExchanged(1, Card.H6, Card.HA)]
    assert both("putz3", events, before) == (
        ["Right exchanges the six for the ace of hearts."],
        ["Right exchanges the six of hearts for the turned-up ace of hearts."],
    )
    assert both("putz3", events, before, human=1) == (
        ["You exchange the six for the ace of hearts."],
        ["You exchange the six of hearts for the turned-up ace of hearts."],
    )
    assert Narrator("putz3").trump(game.observation(0)) == (
        "Trump is hearts: the ace of hearts was turned up, and Right exchanged the six for it."
    )
    assert Narrator("putz3", 1).trump(game.observation(1)) == (
        "Trump is hearts: the ace of hearts was turned up, and you exchanged the six for it."
    )
    assert Narrator("putz3", 1).hand(game.observation(1)) == (
        "Your hand, 9 cards. Hearts, trump: ace, seven. Diamonds: ten, nine. "
        "Spades: ten, nine. Clubs: nine, eight, seven."
    )

    events, before = step(game, TakeKitty())
    assert events == [KittyTaken(0)]
    assert both("putz3", events, before) == (
        ["You take the kitty."],
        ["You take the kitty and set your hand aside."],
    )
    # The kitty now holds the six of hearts in place of the turned-up ace.
    assert Narrator("putz3").hand(game.observation(0)) == (
        "Your hand, 9 cards. Hearts, trump: jack, ten, six. Diamonds: ace, king. "
        "Spades: ace, king. Clubs: ace, king."
    )
    game.apply_action(PlayCard(Card.DA))
    error = refused(game, TakeKitty())
    assert error.reason == "kitty_taken"
    assert Narrator("putz3", 1).refusal(error) == "The kitty has been taken already."


def test_putz3_six_kept_is_heard_only_by_its_holder() -> None:
    game, _ = start("putz3", *PUTZ3, first_dealer=2)
    events, before = step(game, KeepSix())
    assert events == [SixKept(1)]
    assert both("putz3", events, before, human=1) == (["You keep the six."], ["You keep the six."])
    for human in (0, 2):
        assert both("putz3", events, before, human=human) == ([], [])
        assert Narrator("putz3", human).event(SixKept(1), [], H) is None
    assert Narrator("putz3").trump(game.observation(0)) == (
        "Trump is hearts: the ace of hearts was turned up."
    )

    game.apply_action(PlayCard(Card.D6))
    events, before = step(game, TakeKitty())
    assert events == [KittyTaken(1)]
    assert both("putz3", events, before, human=1) == (
        ["You take the kitty."],
        ["You take the kitty and set your hand aside."],
    )
    assert said("putz3", events, before, verbosity=BRIEF) == ["Right takes the kitty."]


# Both verbs agree with the seat named: "Right takes the kitty and sets their hand aside".
@pytest.mark.parametrize(("human", "name"), [(0, "Right"), (2, "Left")])
def test_kitty_taken_by_another_seat(human: int, name: str) -> None:
    game, _ = start("putz3", *PUTZ3, first_dealer=2)
    game.apply_action(KeepSix())
    game.apply_action(PlayCard(Card.D6))
    events, before = step(game, TakeKitty())
    assert events == [KittyTaken(1)]
    assert both("putz3", events, before, human=human) == (
        [f"{name} takes the kitty."],
        [f"{name} takes the kitty and sets their hand aside."],
    )


def test_putz3_kitty_too_late() -> None:
    game, _ = start("putz3", *PUTZ3, first_dealer=2)
    game.apply_action(KeepSix())
    for code in ("D6", "D9", "DJ"):
        game.apply_action(PlayCard(Card.parse(code)))
    assert game.current_player == 2
    error = refused(game, TakeKitty())
    assert error.reason == "kitty_too_late"
    assert Narrator("putz3", 2).refusal(error) == (
        "The kitty may only be taken before your first card."
    )
    view = game.observation(0)
    assert Narrator("putz3").last_trick(view) == (
        "Last trick: You: six of diamonds; Right: nine of diamonds; Left: jack of diamonds. "
        "Left takes it, 2 points."
    )
    assert Narrator("putz3").table_cards(view) == "No cards on the table. Left leads."
    assert Narrator("putz3").points(view) == "Card points this deal: you 0, Right 0, Left 2."
    assert Narrator("putz3", 2).points(game.observation(2)) == (
        "Card points this deal: you 2, Right 0, Left 0."
    )
    assert Narrator("putz3").scores(view) == (
        "Scores: you 0, Right 0, Left 0. The game ends at 7 or minus 4."
    )


def test_putz3_deal_played_to_the_end() -> None:
    game, _ = start("putz3", *PUTZ3_SWEEP, first_dealer=2)
    assert game.phase is Phase.PLAY
    events = play_deal(game, {0: SWEEP_LEADS})
    ended = of(events, DealEnded)[0]
    assert ended.points == (157, 0, 0)
    assert ended.score_changes == (2, -1, -1)
    assert ended.apples == (1, 2)
    # the first deal: its changes are the scores, said once
    assert Narrator("putz3", 0, BRIEF).event(ended, [], S) == (
        "Deal over: you plus 2; Right an apple; Left an apple."
    )
    assert Narrator("putz3", 0, FULL).event(ended, [], S) == (
        "Deal over: you 157 points, plus 2; Right 0 points, an apple; Left 0 points, an apple."
    )
    assert Narrator("putz3", 1, FULL).event(ended, [], S) == (
        "Deal over: you 0 points, an apple; Right 0 points, an apple; Left 157 points, plus 2."
    )
    view = game.observation(0)
    assert Narrator("putz3").deal_scores(view) == ("Deal 1: you 2, Right minus 1, Left minus 1.")
    assert Narrator("putz3", 2).deal_scores(game.observation(2)) == (
        "Deal 1: you minus 1, Right 2, Left minus 1."
    )
    assert Narrator("putz3").scores(view) == (
        "Scores: you 2, Right minus 1, Left minus 1. The game ends at 7 or minus 4."
    )
    assert Narrator("putz3").last_trick(view) == "No trick has been played yet in this deal."
    assert Narrator("putz3").turn(view) == "The cards are being dealt."


def test_putz3_deal_with_two_rewarded_players() -> None:
    ended = DealEnded(2, (70, 50, 12), (1, 1, -1), (3, 0, -2), None, (2,), ())
    assert Narrator("putz3", 0, BRIEF).event(ended, [], H) == (
        "Deal over: you plus 1; Right plus 1; Left an apple. Scores: you 3, Right 0, Left minus 2."
    )
    assert Narrator("putz3", 2, FULL).event(ended, [], H) == (
        "Deal over: you 12 points, an apple; Right 70 points, plus 1; Left 50 points, plus 1. "
        "Scores: you minus 2, Right 3, Left 0."
    )


# ------------------------------------------------------------------------------------------
# Putz for 5


def test_putz5_six_exchange_and_a_trick() -> None:
    game = new_game("putz5", seed=5, first_dealer=4)
    hands, rest = PUTZ5
    events, before = step(game, Deal(tuple(cards(h) for h in hands), cards(rest)))
    assert both("putz5", events, before) == (
        ["Deal 1. Left deals.", "Trump spades: ace of spades turned up."],
        [
            "Deal 1. Left deals. You lead the first trick.",
            "The ace of spades is turned up: spades are trump.",
        ],
    )
    events, before = step(game, ExchangeSix())
    assert events == [SixExchanged(3, Card.S6, Card.SA)]
    assert both("putz5", events, before) == (
        ["Far left exchanges the six for the ace of spades."],
        ["Far left exchanges the six of spades for the turned-up ace of spades."],
    )
    assert both("putz5", events, before, human=1) == (
        ["Far right exchanges the six for the ace of spades."],
        ["Far right exchanges the six of spades for the turned-up ace of spades."],
    )
    for code in ("HA", "H7", "D6"):
        game.apply_action(PlayCard(Card.parse(code)))
    events, before = step(game, "SA")
    assert events == [CardPlayed(3, Card.SA, 1, True)]
    assert both("putz5", events, before) == (
        ["Far left: ace of spades."],
        ["Far left trumps with the ace of spades, winning the trick."],
    )
    view = game.observation(0)
    assert Narrator("putz5").table_cards(view) == (
        "You: ace of hearts; Right: seven of hearts; Far right: six of diamonds; "
        "Far left: ace of spades. Far left is winning."
    )
    assert Narrator("putz5", 3).table_cards(game.observation(3)) == (
        "Far right: ace of hearts; Far left: seven of hearts; Left: six of diamonds; "
        "You: ace of spades. You are winning."
    )
    assert Narrator("putz5").trump(view) == (
        "Trump is spades: the ace of spades was turned up, and Far left exchanged the six for it."
    )
    error = refused(game, "SK")
    assert error.reason == "undertrump"
    assert Narrator("putz5", 4).refusal(error) == "You may not undertrump."
    events, before = step(game, "SJ")
    assert events == [
        CardPlayed(4, Card.SJ, 1, True),
        TrickWon(4, 0, cards("HA H7 D6 SA SJ"), 42, 1, False),
    ]
    assert trick_winner("putz5", "HA H7 D6 SA SJ", "S") == 4
    assert both("putz5", events, before) == (
        ["Left: jack of spades.", "Left takes the trick, 42 points."],
        [
            "Left trumps with the jack of spades.",
            "Left takes the trick: 42 points.",
        ],
    )
    assert Narrator("putz5", 4).hand(game.observation(4)) == (
        "Your hand, 6 cards. Spades, trump: nine, king, queen, ten. Clubs: seven, six."
    )
    assert Narrator("putz5").scores(view) == (
        "Scores: you 0, Right 0, Far right 0, Far left 0, Left 0. The game ends at 7 or minus 5."
    )


def test_putz5_deal_ended_with_nothing_for_the_fourth() -> None:
    ended = DealEnded(1, (50, 40, 30, 25, 12), (1, 1, 1, 0, -1), (1, 1, 1, 0, -1), None, (4,), ())
    assert Narrator("putz5", 0, BRIEF).event(ended, [], S) == (
        "Deal over: you plus 1; Right plus 1; Far right plus 1; Far left nothing; Left an apple."
    )
    assert Narrator("putz5", 2, FULL).event(ended, [], S) == (
        "Deal over: you 30 points, plus 1; Right 25 points, nothing; Far right 12 points, "
        "an apple; Far left 50 points, plus 1; Left 40 points, plus 1."
    )


def test_putz5_deal_with_two_apples_gives_plus_two() -> None:
    changes = (2, 1, 1, -1, -1)
    scores = (3, 2, 1, -1, 0)
    ended = DealEnded(2, (60, 45, 32, 12, 8), changes, scores, None, (3, 4), ())
    assert Narrator("putz5", 0, BRIEF).event(ended, [], S) == (
        "Deal over: you plus 2; Right plus 1; Far right plus 1; Far left an apple; "
        "Left an apple. Scores: you 3, Right 2, Far right 1, Far left minus 1, Left 0."
    )


# ------------------------------------------------------------------------------------------
# End of a Putz game


def test_putz_single_winner() -> None:
    ended = GameEnded((3, 7, -2), (1,))
    for verbosity in (BRIEF, FULL):
        assert Narrator("putz3", 0, verbosity).event(ended, [], None) == (
            "Game over. Right wins. Final scores: you 3, Right 7, Left minus 2."
        )
        assert Narrator("putz3", 1, verbosity).event(ended, [], None) == (
            "Game over. You win. Final scores: you 7, Right minus 2, Left 3."
        )


# The seat names keep their capitals inside the sentence, as everywhere else ("right" and
# "left" in lower case read on a braille display as directions, not as players).
@pytest.mark.parametrize(
    ("variant", "human", "ended", "expected"),
    [
        (
            "putz3",
            0,
            GameEnded((7, 7, -1), (0, 1)),
            "Game over. You and Right share the win. Final scores: you 7, Right 7, Left minus 1.",
        ),
        (
            "putz3",
            2,
            GameEnded((7, 7, -1), (0, 1)),
            "Game over. Right and Left share the win. Final scores: you minus 1, Right 7, Left 7.",
        ),
        (
            "putz5",
            0,
            GameEnded((2, 8, 8, 8, -5), (1, 2, 3)),
            "Game over. Right, Far right and Far left share the win. "
            "Final scores: you 2, Right 8, Far right 8, Far left 8, Left minus 5.",
        ),
    ],
    ids=["putz3-with-you", "putz3-others", "putz5-three"],
)
def test_putz_shared_win_keeps_the_seat_names(
    variant: str, human: int, ended: GameEnded, expected: str
) -> None:
    for verbosity in (BRIEF, FULL):
        assert Narrator(variant, human, verbosity).event(ended, [], None) == expected


# ------------------------------------------------------------------------------------------
# Trick won, built directly


def test_trick_won_points_singular_and_plural() -> None:
    one = TrickWon(1, 0, cards("H6 H7 H8 H9"), 1, 2, False)
    zero = TrickWon(1, 0, cards("H6 H7 H8 H9"), 0, 2, False)
    assert Narrator("jass", 0, BRIEF).event(one, [], S) == "Right takes the trick, 1 point."
    assert Narrator("jass", 0, FULL).event(one, [], S) == (
        "Right takes the trick with the seven of hearts: 1 point."
    )
    assert Narrator("jass", 0, BRIEF).event(zero, [], S) == "Right takes the trick, 0 points."


def test_events_follow_the_trick_across_a_batch() -> None:
    batch = [
        CardPlayed(3, Card.DA, 4, True),
        CardPlayed(0, Card.D6, 4, False),
    ]
    assert Narrator("jass", 0, FULL).events(batch, (), C) == [
        "Left leads the ace of diamonds.",
        "You play the six of diamonds.",
    ]
    assert Narrator("jass", 0, FULL).events([CardPlayed(0, Card.C6, 4, True)], (Card.D9,), C) == [
        "You trump with the six of clubs, winning the trick."
    ]
    assert Narrator("jass", 0, FULL).events([CardPlayed(0, Card.H6, 4, False)], (Card.D9,), C) == [
        "You discard the six of hearts."
    ]


# ------------------------------------------------------------------------------------------
# Focus


@pytest.mark.parametrize(
    ("playable", "brief", "full"),
    [
        (True, "ace of hearts", "ace of hearts, 3 of 9"),
        (False, "ace of hearts, not playable", "ace of hearts, not playable, 3 of 9"),
        (None, "ace of hearts", "ace of hearts, 3 of 9"),
    ],
)
def test_focus(playable: bool | None, brief: str, full: str) -> None:
    assert Narrator("jass", 0, BRIEF).focus(Card.HA, playable, 3, 9) == brief
    assert Narrator("jass", 0, FULL).focus(Card.HA, playable, 3, 9) == full


def test_focus_on_the_only_card() -> None:
    assert Narrator("putz5", 0, FULL).focus(Card.C10, False, 1, 1) == (
        "ten of clubs, not playable, 1 of 1"
    )


# ------------------------------------------------------------------------------------------
# Whole seeded deals: who is said to be winning is who the engine says; every line is a
# sentence


def seeded_steps(variant: str, seed: int) -> list[tuple[list[Any], Observation, Game]]:
    """Two seeded deals played with the first legal action (the last trump choice, so
    Schieber meets Undenufe): each step's events, the public state before it, and a copy of
    the game after it."""
    game = new_game(variant, seed=seed)
    steps: list[tuple[list[Any], Observation, Game]] = []
    while not game.is_terminal():
        if game.is_chance_node():
            if game.deal_number == 2:
                break
            action: Any = game.chance_outcome()
        else:
            actions = game.legal_actions()
            action = actions[-1] if game.phase is Phase.TRUMP else actions[0]
        before = game.observation(0)
        events = game.apply_action(action)
        steps.append((events, before, game.clone()))
    return steps


@pytest.mark.parametrize("variant", ["jass", "schieber", "putz3", "putz5"])
@pytest.mark.parametrize("seed", [1, 2])
def test_table_cards_name_the_engines_winner(variant: str, seed: int) -> None:
    winner: int | None = None
    checked = 0
    for events, before, game in seeded_steps(variant, seed):
        for event in events:
            if isinstance(event, CardPlayed) and event.winning:
                winner = event.seat
            if isinstance(event, TrickWon):
                assert before.trump is not None
                index = trick_winner(variant, event.cards, before.trump)
                assert event.seat == winner == (event.leader + index) % len(event.cards)
                winner = None
        if winner is None or not game.observation(0).trick:
            continue
        for human in range(game.players):
            narrator = Narrator(variant, human)
            text = narrator.table_cards(game.observation(human))
            said_winner = (
                "You are winning." if winner == human else f"{narrator.name(winner)} is winning."
            )
            assert text.endswith(said_winner), text
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("variant", ["jass", "schieber", "putz3", "putz5"])
def test_every_narrated_line_is_a_sentence(variant: str) -> None:
    steps = seeded_steps(variant, 3)
    players = steps[0][2].players
    lines = 0
    for events, before, _ in steps:
        for human in range(players):
            for verbosity in (BRIEF, FULL):
                for line in said(variant, events, before, human=human, verbosity=verbosity):
                    assert line[0].isupper(), line
                    assert line.endswith((".", "!")), line
                    assert "None" not in line and "  " not in line, line
                    lines += 1
    assert lines > 100


# ------------------------------------------------------------------------------------------
# One line per fact: the trick's winner once; a Schieber game that stops at the target


def test_the_card_that_completes_a_trick_leaves_the_winner_to_the_trick_line() -> None:
    game, _ = start("jass", JASS, first_dealer=3)
    game.apply_action(ChooseTrump(S))
    for code in ("HQ", "HK", "S6"):
        game.apply_action(PlayCard(Card.parse(code)))
    events, before = step(game, "SA")
    assert events[0] == CardPlayed(3, Card.SA, 1, True)
    # the winner is said once: not "winning the trick" and then "takes the trick"
    assert said("jass", events, before) == [
        "Left trumps with the ace of spades.",
        "Left takes the trick: 18 points.",
    ]
    # a card that does not complete the trick still says it is winning
    assert Narrator("jass").event(events[0], cards("HQ HK S6"), S) == (
        "Left trumps with the ace of spades, winning the trick."
    )


STOECK_LAST = (
    "SJ S9 SA D6 D8 C6 C8 H6 H8",
    "H9 H10 HJ HQ D9 DJ C9 CJ DA",
    "HK HA DK DQ D10 CK CA C7 S6",
    "H7 D7 S7 S8 S10 SQ SK C10 CQ",
)


def last_batch(
    hands: tuple[str, ...], target: int, codes: str, human: int = 0, verbosity: str = FULL
) -> list[str]:
    """Schieber, spades trump: play ``codes`` and say the batch that ended the game."""
    game, _ = start("schieber", hands, first_dealer=3, target=target)
    game.apply_action(ChooseTrump(S))
    for code in codes.split():
        before = game.observation(human)
        events = game.apply_action(PlayCard(Card.parse(code)))
        if game.is_terminal():
            break
    assert game.is_terminal()
    narrator = Narrator(game.variant, human, verbosity)
    return narrator.events(events, before.trick, before.trump, before=before)


def test_stoeck_held_at_the_first_trick_reaches_the_target_first() -> None:
    assert last_batch(MATCH, 20, "SJ H6 HJ SQ") == [
        "Left plays the queen of spades.",
        "You take the trick with the jack of spades: 25 points.",
        "Left scores Stöck, holding king and queen of trump: 20 points.",
        "They reach 20 with Stöck, which counts before the Weis and the trick. "
        "The rest of the deal is not played. This deal: we 0, they 20.",
        "Game over. They win. Final scores: we 0, they 20.",
    ]


def test_weis_reaching_the_target_ends_the_game_before_the_trick_counts() -> None:
    assert last_batch(MATCH, 21, "SJ H6 HJ SQ")[2:] == [
        "We score Weis: you show 6 in sequence, spades six to jack; Partner shows 3 in "
        "sequence, clubs queen to ace. In all 170 points.",
        "We reach 21 with Weis, which count before the trick. The rest of the deal is not "
        "played. This deal: we 170, they 0.",
        "Game over. We win. Final scores: we 170, they 0.",
    ]


def test_stoeck_with_a_trick_s_last_card_leaves_the_trick_untaken() -> None:
    assert last_batch(STOECK_LAST, 60, "SJ DA S6 SQ S9 D9 C7 SK", verbosity=BRIEF) == [
        "Left: king of spades.",
        "Left: Stöck, 20.",
        "They reach 60 with Stöck, which counts before the trick: this trick is not taken. "
        "The rest of the deal is not played. This deal: we 34, they 70.",
        "Game over. They win. Final scores: we 34, they 70.",
    ]


def test_a_trick_reaching_the_target_mid_deal() -> None:
    codes = "SJ H6 HJ SQ S9 H8 HK SK"
    assert last_batch(MATCH, 200, codes, human=2)[-3:] == [
        "Partner takes the trick with the nine of spades: 22 points.",
        "We reach 200 with the points of this trick. The rest of the deal is not played. "
        "This deal: we 217, they 20.",
        "Game over. We win. Final scores: we 217, they 20.",
    ]


def test_the_last_trick_reaching_the_target_completes_the_deal() -> None:
    game, _ = start("schieber", MATCH, first_dealer=3, target=427)
    game.apply_action(ChooseTrump(S))
    leads = list(MATCH_LEADS)
    while not game.is_terminal():
        before = game.observation(0)
        seat = game.current_player
        action = PlayCard(Card.parse(leads.pop(0))) if seat == 0 else first_legal_card(game)
        events = game.apply_action(action)
    assert Narrator(game.variant).events(events, before.trick, before.trump, before=before)[
        -2:
    ] == [
        "We reach 427 with the last trick. Match for us! Deal over: card points, we 157, "
        "they 0. This deal, with 100 for the match, with Weis and Stöck: we 427, they 20.",
        "Game over. We win. Final scores: we 427, they 20.",
    ]


# Schieber, dealer seat 3: seat 0 holds four jacks (200) and hearts six to nine (50).
JACKS = (
    "H6 H7 H8 H9 HJ DJ SJ CJ C6",
    "H10 HQ HK HA D6 D7 D8 D9 D10",
    "DQ DK DA S6 S7 S8 S9 S10 C7",
    "SQ SK SA C8 C9 C10 CQ CK CA",
)


def test_a_manual_declaration_names_the_weis_chosen() -> None:
    game, _ = start("schieber", JACKS, first_dealer=3, manual_weis=True)
    game.apply_action(ChooseTrump(C))
    jacks = next(meld for meld in game.weis_options(0) if meld.kind == "four")
    events, before = step(game, DeclareWeis((jacks,)))
    assert events == [WeisDeclared(0, 200)]
    assert both("schieber", events, before, after=game.observation(0)) == (
        ["You: Weis 200, four jacks."],
        ["You declare four jacks: 200."],
    )


def test_a_declaration_that_could_be_either_of_two_weis_names_the_one_declared() -> None:
    game, _ = start("schieber", WEIS, first_dealer=3, manual_weis=True)
    game.apply_action(ChooseTrump(S))
    events, before = step(game, DeclareWeis((game.weis_options(0)[1],)))
    assert events == [WeisDeclared(0, 20)]
    after = game.observation(0)
    assert both("schieber", events, before, after=after) == (
        ["You: Weis 20, 3 in sequence, diamonds six to eight."],
        ["You declare 3 in sequence, diamonds six to eight: 20."],
    )
    assert Narrator("schieber").melds(after) == (
        "You declare 3 in sequence, diamonds six to eight: 20."
    )
    # another seat's observation says nothing of it: the points alone
    assert said("schieber", events, before, human=2, after=game.observation(2)) == [
        "Partner declares Weis worth 20."
    ]


def test_a_putz_game_says_why_it_ended() -> None:
    """Putz ends after the deal in which a player reaches the target or falls to the lower
    limit (docs/rules/swiss.md "putz3"): the deal's line says who, and so does T afterwards (the
    ``ending``); a deal that ends no game says nothing of it."""
    ended = DealEnded(7, (3, 29, 100), (-1, 1, 1), (-4, 5, 7), None, (0,), ())
    narrator = Narrator("putz3", 0, FULL)
    told = narrator.told([ended, GameEnded((-4, 5, 7), (2,))], [], None)
    assert told.lines == [
        "Deal over: you 3 points, an apple; Right 29 points, plus 1; Left 100 points, plus 1. "
        "The game ends: you fall to minus 4 and Left reaches 7.",
        "Game over. Left wins. Final scores: you minus 4, Right 5, Left 7.",
    ]
    assert told.ending == "The game ends: you fall to minus 4 and Left reaches 7."
    going_on = DealEnded(6, (3, 29, 100), (-1, 1, 1), (-3, 4, 6), None, (0,), ())
    assert narrator.told([going_on], [], None).ending == ""
    assert "game ends" not in narrator.told([going_on], [], None).lines[0]


def test_every_event_of_every_engine_has_exactly_one_rendering() -> None:
    from typing import get_args

    from audiojass.narration import _RENDERERS, renders
    from audiojass.rules.actions import Event
    from audiojass.rules.components import FamilyEvent
    from audiojass.rules.klaverjas1821 import Event1821

    kinds = {*get_args(Event), *get_args(FamilyEvent), *get_args(Event1821)}
    assert sorted(kind.__name__ for kind in kinds - set(_RENDERERS)) == []
    with pytest.raises(ValueError, match="already rendered"):
        renders(CardPlayed)(lambda narrator, told, event: None)
