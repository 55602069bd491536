"""Stacked-deck scenarios of the game state machine, with outcomes worked out by hand from
``docs/rules/swiss.md`` (sections "Common to the Swiss games", "jass", "schieber", "putz3", "putz5",
"Ties in Putz")."""

from __future__ import annotations

import re
from typing import Any

import pytest

from audiojass.rules import (
    Card,
    CardPlayed,
    ChooseTrump,
    Deal,
    DealEnded,
    DealStarted,
    ExchangeSix,
    Game,
    GameEnded,
    IllegalActionError,
    KeepSix,
    KittyTaken,
    Phase,
    PlayCard,
    Schieben,
    SchiebenDone,
    SixExchanged,
    SixKept,
    StoeckScored,
    Suit,
    TakeKitty,
    TrickWon,
    TrumpChosen,
    TrumpMode,
    WeisDeclared,
    WeisScored,
    new_game,
    parse_cards,
    putz_awards,
)

H, D, S, C = TrumpMode.HEARTS, TrumpMode.DIAMONDS, TrumpMode.SPADES, TrumpMode.CLUBS
OBENABE, UNDENUFE = TrumpMode.OBENABE, TrumpMode.UNDENUFE
SUIT_MODES = {ChooseTrump(H), ChooseTrump(D), ChooseTrump(S), ChooseTrump(C)}
TRUMP_ORDER = ("J", "9", "A", "K", "Q", "10", "8", "7", "6")
CODE_RE = re.compile(r"(?<![A-Za-z0-9])([HDSC](?:10|[6-9JQKA]))(?![A-Za-z0-9])")

# D1: four-player deal. Forehand seat 0 holds three 3-sequences (60); seat 2 a trump-able
# sequence S6 S7 S8 (20); seat 3 holds SJ SQ SK SA (50, and Stöck in spades); seat 1 holds
# C10 CJ CQ (20). No four of a kind anywhere.
D1 = (
    "H6 H7 H8 D6 D7 D8 C6 C7 C8",
    "H9 H10 D9 DJ S9 S10 C10 CJ CQ",
    "HJ HQ D10 DQ S6 S7 S8 CK CA",
    "HK HA DK DA SJ SQ SK SA C9",
)
# MATCH: with spades trump, forehand seat 0 holds seven trumps (J 9 A 10 8 7 6) and the aces of
# hearts and diamonds: team 0 takes every trick whatever the others play. Seat 3 holds SK SQ
# (Stöck), seats 1 and 3 have no Weis; seat 0 has S6-SJ (150), seat 2 CQ CK CA (20).
MATCH = (
    "SJ S9 SA S10 S8 S7 S6 HA DA",
    "H6 H8 H10 HQ D6 D8 D10 DQ C6",
    "HJ HK DJ DK C8 C10 CQ CK CA",
    "SK SQ H7 H9 D7 D9 C7 C9 CJ",
)
# SPREAD: card (suit u, rank r) goes to seat (r + u) % 4: no sequence, no four of a kind, and
# king and queen of each suit in different hands, so no Weis and no Stöck in any mode.
SPREAD = (
    "H6 H10 HA D9 DK S8 SQ C7 CJ",
    "H7 HJ D6 D10 DA S9 SK C8 CQ",
    "H8 HQ D7 DJ S6 S10 SA C9 CK",
    "H9 HK D8 DQ S7 SJ C6 C10 CA",
)
# TIE: seat 1 holds H7 H8 H9 and seat 2 D7 D8 D9 (20 each, same top card); no other Weis.
TIE = (
    "H6 H10 HA D6 DK S8 SQ C7 CJ",
    "H7 H8 H9 D10 DA S9 SK C8 CQ",
    "HJ HQ D7 D8 D9 S6 SA C9 CK",
    "HK DJ DQ S7 SJ S10 C6 C10 CA",
)
# Putz for 3, dealer seat 2, forehand seat 0. Turn-up HA (hearts trump); seat 0 holds the other
# eight hearts (six included) and SA; nobody else holds a heart.
PZ_A = (
    ("H6 H7 H8 H9 H10 HJ HQ HK SA", "S6 S7 S8 S9 S10 SJ SQ SK D6", "D7 D8 D9 D10 DJ DQ DK DA C6"),
    "HA C7 C8 C9 C10 CJ CQ CK CA",
)
# Putz for 3: the turn-up is the six of spades itself. Seat 0 holds the four best trumps, seat 1
# the four others; the hearts are split low (seat 0) and high (seat 1); seat 2 holds no heart
# and no trump.
PZ_S = (
    ("H6 H7 H8 H9 H10 SJ S9 SA SK", "HJ HQ HK HA SQ S10 S8 S7 DA", "D6 D7 D8 D9 D10 DJ DQ DK C6"),
    "S6 C7 C8 C9 C10 CJ CQ CK CA",
)
# Putz for 5, dealer seat 4, forehand seat 0; turn-up CA, the six of clubs is held by seat 2.
P5 = (
    (
        "H6 H7 H8 H9 H10 HJ HQ",
        "HK HA D6 D7 D8 D9 D10",
        "DJ DQ DK DA S6 S7 C6",
        "S8 S9 S10 SJ SQ SK SA",
        "C7 C8 C9 C10 CJ CQ CK",
    ),
    "CA",
)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def swap_hs(text: str) -> str:
    """The same cards with hearts and spades exchanged."""
    table = {"H": "S", "S": "H"}
    return " ".join(table.get(code[0], code[0]) + code[1:] for code in text.split())


def deal(hands: tuple[str, ...], rest: str = "") -> Deal:
    return Deal(tuple(cards(hand) for hand in hands), cards(rest))


def start(
    variant: str, hands: tuple[str, ...], rest: str = "", *, first_dealer: int, **options: Any
) -> tuple[Game, list[Any]]:
    game = new_game(variant, seed=11, first_dealer=first_dealer, **options)
    events = game.apply_action(deal(hands, rest))
    return game, events


def play(game: Game, *codes: str) -> list[Any]:
    events: list[Any] = []
    for code in codes:
        events += game.apply_action(PlayCard(Card.parse(code)))
    return events


def strongest_trump(hand: list[Card], trump: TrumpMode) -> Card | None:
    if trump.suit is None:
        return None
    letter = "HDSC"[trump.suit]
    held = {str(c) for c in hand}
    for rank in TRUMP_ORDER:
        if letter + rank in held:
            return Card.parse(letter + rank)
    return None


def policy_action(game: Game) -> PlayCard:
    """The leader plays its strongest trump, else every player its first legal card."""
    legal = [a for a in game.legal_actions() if isinstance(a, PlayCard)]
    if not game.observation(game.current_player).trick:
        assert game.trump is not None
        best = strongest_trump(game.hand(game.current_player), game.trump)
        if best is not None:
            return PlayCard(best)
    return legal[0]


def finish_deal(game: Game) -> list[Any]:
    """Play the deal to its end with :func:`policy_action`, returning all events."""
    events: list[Any] = []
    while game.phase is Phase.PLAY:
        events += game.apply_action(policy_action(game))
        if any(isinstance(e, DealEnded) for e in events):
            break
    return events


def only(events: list[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def raises(game: Game, action: Any) -> IllegalActionError:
    before = game.to_json()
    with pytest.raises(IllegalActionError) as error:
        game.apply_action(action)
    assert game.to_json() == before
    return error.value


def hidden_codes_in(obs: Any) -> set[str]:
    return set(CODE_RE.findall(repr(obs)))


# ------------------------------------------------------------------------------------------
# Trump choice and schieben


def test_jass_forehand_chooses_or_schiebt_partner_must_choose() -> None:
    game, events = start("jass", D1, first_dealer=3)
    assert events == [DealStarted(1, 3, 0, None)]
    assert game.phase is Phase.TRUMP and game.current_player == 0
    assert set(game.legal_actions()) == SUIT_MODES | {Schieben()}
    assert len(game.legal_actions()) == 5
    assert game.apply_action(Schieben()) == [SchiebenDone(0, 2)]
    assert game.current_player == 2
    assert set(game.legal_actions()) == SUIT_MODES
    assert len(game.legal_actions()) == 4
    error = raises(game, Schieben())
    assert error.reason == "no_schieben"
    assert game.apply_action(ChooseTrump(D)) == [TrumpChosen(D, 2, True)]
    assert game.phase is Phase.PLAY
    assert game.current_player == 0, "forehand leads the first trick after schieben"
    assert game.observation(1).trump_chooser == 2 and game.observation(1).schoben
    events = play(game, "H6")
    assert events[0] == CardPlayed(0, Card.H6, 1, True)


def test_jass_partner_of_forehand_seat_1_is_seat_3() -> None:
    game, _ = start("jass", D1, first_dealer=0)
    assert game.current_player == 1
    assert game.apply_action("schieben") == [SchiebenDone(1, 3)]
    assert game.current_player == 3
    assert game.apply_action("trump:C") == [TrumpChosen(C, 3, True)]
    assert game.current_player == 1


def test_jass_forehand_choice_without_schieben() -> None:
    game, _ = start("jass", D1, first_dealer=3)
    assert game.apply_action(ChooseTrump(H)) == [TrumpChosen(H, 0, False)]
    assert game.current_player == 0
    assert raises(game, Schieben()).reason == "wrong_phase"


def test_obenabe_undenufe_offered_in_schieber_not_in_jass() -> None:
    schieber, _ = start("schieber", D1, first_dealer=3)
    assert set(schieber.legal_actions()) == SUIT_MODES | {
        ChooseTrump(OBENABE),
        ChooseTrump(UNDENUFE),
        Schieben(),
    }
    schieber.apply_action(Schieben())
    assert set(schieber.legal_actions()) == SUIT_MODES | {
        ChooseTrump(OBENABE),
        ChooseTrump(UNDENUFE),
    }
    jass, _ = start("jass", D1, first_dealer=3)
    assert ChooseTrump(OBENABE) not in jass.legal_actions()
    assert ChooseTrump(UNDENUFE) not in jass.legal_actions()
    assert raises(jass, ChooseTrump(OBENABE)).reason == "trump_mode"
    assert raises(jass, ChooseTrump(UNDENUFE)).reason == "trump_mode"


def test_dealer_rotates_and_forehand_is_next_seat() -> None:
    game = new_game("jass", seed=3, first_dealer=2)
    seen = []
    for _ in range(3):
        events = game.apply_action(game.chance_outcome())
        started = only(events, DealStarted)[0]
        seen.append((started.dealer, started.forehand))
        assert game.current_player == started.forehand
        game.apply_action(ChooseTrump(S))
        while game.phase is Phase.PLAY:
            game.apply_action(game.legal_actions()[0])
    assert seen == [(2, 3), (3, 0), (0, 1)]


# ------------------------------------------------------------------------------------------
# Illegal actions


def test_illegal_cards_reasons_and_messages() -> None:
    game, _ = start("jass", D1, first_dealer=3)
    assert raises(game, PlayCard(Card.H6)).reason == "wrong_phase"
    game.apply_action(ChooseTrump(S))
    not_held = raises(game, PlayCard(Card.HA))
    assert not_held.reason == "not_in_hand" and "HA" in str(not_held)
    assert not_held.card == Card.HA
    play(game, "H6")
    assert set(game.legal_actions()) == {PlayCard(c) for c in cards("H9 H10 S9 S10")}
    off_suit = raises(game, PlayCard(Card.D9))
    assert off_suit.reason == "must_follow"
    assert str(off_suit) == "must follow hearts"
    assert off_suit.suit == Suit.HEARTS and off_suit.card == Card.D9
    assert isinstance(off_suit, ValueError)
    play(game, "S9")
    assert set(game.legal_actions()) == {PlayCard(Card.HJ), PlayCard(Card.HQ)}
    under = raises(game, PlayCard(Card.S6))
    assert under.reason == "undertrump" and str(under) == "may not undertrump"
    assert raises(game, PlayCard(Card.DQ)).reason == "must_follow"
    play(game, "HJ")
    assert set(game.legal_actions()) == {PlayCard(c) for c in cards("HK HA SJ")}
    assert raises(game, PlayCard(Card.SA)).reason == "undertrump"
    assert raises(game, PlayCard(Card.SQ)).reason == "undertrump"
    events = play(game, "HA")
    assert only(events, TrickWon) == [TrickWon(1, 0, cards("H6 S9 HJ HA"), 27, 1, False)]
    assert game.current_player == 1


def test_wrong_phase_actions() -> None:
    game = new_game("jass", seed=2, first_dealer=3)
    assert raises(game, PlayCard(Card.H6)).reason == "wrong_phase"
    assert raises(game, ChooseTrump(S)).reason == "wrong_phase"
    assert raises(game, Schieben()).reason == "wrong_phase"
    game.apply_action(deal(D1))
    assert raises(game, deal(D1)).reason == "wrong_phase"
    game.apply_action(ChooseTrump(S))
    assert raises(game, ChooseTrump(H)).reason == "wrong_phase"
    assert raises(game, ExchangeSix()).reason == "no_six"
    assert raises(game, TakeKitty()).reason == "no_kitty"


def test_bad_deal_is_refused() -> None:
    game = new_game("jass", seed=2, first_dealer=3)
    twice = (D1[0], D1[1], D1[2], D1[3].replace("C9", "C8"))
    assert raises(game, deal(twice)).reason == "bad_deal"
    short = (D1[0], D1[1], D1[2], "HK HA DK DA SJ SQ SK SA")
    assert raises(game, deal(short, "C9")).reason == "bad_deal"
    assert game.is_chance_node()


def test_trump_lead_no_duty_to_overtrump_and_buur_exemption() -> None:
    game, _ = start("jass", D1, first_dealer=3)
    game.apply_action(ChooseTrump(S))
    play(game, "H6", "S9", "HJ", "HA")
    play(game, "S10")
    assert set(game.legal_actions()) == {PlayCard(c) for c in cards("S6 S7 S8")}
    play(game, "S6")
    assert set(game.legal_actions()) == {PlayCard(c) for c in cards("SJ SQ SK SA")}
    buur = (
        "SJ H6 H7 D6 D7 D8 C6 C7 C8",
        "H9 H10 D9 DJ S9 S10 C10 CJ CQ",
        "HJ HQ D10 DQ S6 S7 S8 CK CA",
        "HK HA DK DA H8 SQ SK SA C9",
    )
    game, _ = start("jass", buur, first_dealer=2)
    game.apply_action(ChooseTrump(S))
    play(game, "SA")
    assert len(game.legal_actions()) == 9, "a lone jack of trumps need not follow trump"
    strict, _ = start("jass", buur, first_dealer=2, buur_exemption=False)
    strict.apply_action(ChooseTrump(S))
    play(strict, "SA")
    assert strict.legal_actions() == [PlayCard(Card.SJ)]


# ------------------------------------------------------------------------------------------
# Trick winners in the no-trump modes


@pytest.mark.parametrize(
    ("mode", "winner", "points"),
    [(OBENABE, 3, 21), (UNDENUFE, 0, 10)],
)
def test_obenabe_undenufe_first_trick(mode: TrumpMode, winner: int, points: int) -> None:
    game, _ = start("schieber", D1, first_dealer=3)
    game.apply_action(ChooseTrump(mode))
    play(game, "H8")
    assert set(game.legal_actions()) == {PlayCard(Card.H9), PlayCard(Card.H10)}
    events = play(game, "H9", "HJ", "HA")
    assert only(events, TrickWon) == [TrickWon(winner, 0, cards("H8 H9 HJ HA"), points, 1, False)]
    weis = only(events, WeisScored)
    assert len(weis) == 1 and weis[0].side == 1 and weis[0].points == 70 * 3
    expected = [0, 210]
    expected[winner % 2] += 3 * points
    assert game.scores == expected


# ------------------------------------------------------------------------------------------
# Weis and Stöck (schieber)


@pytest.mark.parametrize(("swap", "mult"), [(False, 1), (True, 2)])
def test_weis_best_single_weis_scores_all_weis_of_both_partners(swap: bool, mult: int) -> None:
    hands = tuple(swap_hs(h) for h in D1) if swap else D1
    fix = swap_hs if swap else (lambda text: text)
    game, _ = start("schieber", hands, first_dealer=3)
    game.apply_action(ChooseTrump(H if swap else S))
    events = play(game, *fix("H6 S9 HJ HA").split())
    assert only(events, WeisDeclared) == [
        WeisDeclared(0, 60),
        WeisDeclared(1, 20),
        WeisDeclared(2, 20),
        WeisDeclared(3, 50),
    ]
    trick = only(events, TrickWon)
    assert trick == [TrickWon(1, 0, cards(fix("H6 S9 HJ HA")), 27, 1, False)]
    scored = only(events, WeisScored)
    assert len(scored) == 1
    assert scored[0].side == 1 and scored[0].points == 70 * mult
    shown = sorted((seat, sorted(str(c) for c in meld.cards)) for seat, meld in scored[0].melds)
    assert shown == [
        (1, ["C10", "CJ", "CQ"]),
        (3, sorted(fix("SJ SQ SK SA").split())),
    ]
    assert events.index(trick[0]) < events.index(scored[0])
    assert game.scores == [0, (70 + 27) * mult]
    obs = game.observation(0)
    assert obs.weis_declared == ((0, 60), (1, 20), (2, 20), (3, 50))
    assert {str(c) for _, m in obs.weis_shown for c in m.cards} == set(
        ("C10 CJ CQ " + fix("SJ SQ SK SA")).split()
    )


@pytest.mark.parametrize(("mode", "mult"), [(C, 1), (D, 2), (OBENABE, 3)])
def test_weis_scoring_side_scores_every_meld_of_both_partners(mode: TrumpMode, mult: int) -> None:
    # D1 with the spades of seats 2 and 3 exchanged: seat 2 holds SJ SQ SK SA (50, the best),
    # its partner seat 0 three sequences of 3 (60); seats 1 and 3 hold 20 each.
    hands = (
        D1[0],
        D1[1],
        "HJ HQ D10 DQ SJ SQ SK SA CK",
        "HK HA DK DA S6 S7 S8 C9 CA",
    )
    game, _ = start("schieber", hands, first_dealer=3)
    game.apply_action(ChooseTrump(mode))
    events = finish_deal(game)
    scored = only(events, WeisScored)
    assert len(scored) == 1 and scored[0].side == 0
    assert scored[0].points == 110 * mult
    shown = sorted((seat, " ".join(str(c) for c in meld.cards)) for seat, meld in scored[0].melds)
    assert shown == [(0, "C6 C7 C8"), (0, "D6 D7 D8"), (0, "H6 H7 H8"), (2, "SJ SQ SK SA")]
    ended = only(events, DealEnded)[0]
    assert ended.score_changes[1] == mult * (ended.points[1] + ended.points[3])


def test_weis_tie_breaks_trump_then_first_to_play() -> None:
    # Seat 1: H7 H8 H9 (20, top 9); seat 2: D7 D8 D9 (20, top 9). No other Weis.
    game, _ = start("schieber", TIE, first_dealer=3)
    game.apply_action(ChooseTrump(C))
    events = finish_deal(game)
    assert only(events, WeisScored)[0].side == 1, "full tie: seat 1 plays before seat 2"
    assert only(events, WeisScored)[0].points == 20
    game, _ = start("schieber", TIE, first_dealer=3)
    game.apply_action(ChooseTrump(D))
    events = finish_deal(game)
    assert only(events, WeisScored)[0].side == 0, "the Weis in trump wins the tie"
    assert only(events, WeisScored)[0].points == 40
    game, _ = start("schieber", TIE, first_dealer=1)
    game.apply_action(ChooseTrump(C))
    events = finish_deal(game)
    assert only(events, WeisScored)[0].side == 0, "forehand seat 2 plays first"


def test_weis_undenufe_lower_sequence_wins() -> None:
    low = (TIE[0].replace("H6", "H9"), TIE[1].replace("H9", "H6"), TIE[2], TIE[3])
    # Seat 1 now holds H6 H7 H8 (top 8); seat 2 holds D7 D8 D9 (top 9).
    game, _ = start("schieber", low, first_dealer=3)
    game.apply_action(ChooseTrump(OBENABE))
    events = finish_deal(game)
    assert only(events, WeisScored)[0].side == 0
    assert only(events, WeisScored)[0].points == 60
    game, _ = start("schieber", low, first_dealer=3)
    game.apply_action(ChooseTrump(UNDENUFE))
    events = finish_deal(game)
    assert only(events, WeisScored)[0].side == 1
    assert only(events, WeisScored)[0].points == 60


@pytest.mark.parametrize(("swap", "mult"), [(False, 1), (True, 2)])
def test_stoeck_scored_with_second_of_king_and_queen(swap: bool, mult: int) -> None:
    fix = swap_hs if swap else (lambda text: text)
    game, _ = start("schieber", tuple(fix(h) for h in D1), first_dealer=3)
    game.apply_action(ChooseTrump(H if swap else S))
    play(game, *fix("H6 S9 HJ HA").split())
    events = play(game, *fix("S10 S6 SQ D6").split())
    assert not only(events, StoeckScored)
    assert only(events, TrickWon)[0].seat == 3
    before = list(game.scores)
    events = play(game, fix("SK"))
    assert events == [CardPlayed(3, Card.parse(fix("SK")), 3, True), StoeckScored(3, 20 * mult)]
    assert game.scores == [before[0], before[1] + 20 * mult]
    assert game.observation(0).stoeck == 3
    rest = finish_deal(game)
    ended = only(rest, DealEnded)[0]
    team_1_points = ended.points[1] + ended.points[3]
    assert ended.score_changes[1] == mult * (team_1_points + 70 + 20)
    assert ended.score_changes[0] == mult * (ended.points[0] + ended.points[2])


@pytest.mark.parametrize("mode", [OBENABE, UNDENUFE, C])
def test_no_stoeck_in_obenabe_undenufe_or_other_suit(mode: TrumpMode) -> None:
    game, _ = start("schieber", D1, first_dealer=3)
    game.apply_action(ChooseTrump(mode))
    events = finish_deal(game)
    assert only(events, DealEnded)
    assert not only(events, StoeckScored)


def test_no_stoeck_and_no_weis_in_jass() -> None:
    game, _ = start("jass", D1, first_dealer=3)
    game.apply_action(ChooseTrump(S))
    events = finish_deal(game)
    assert not only(events, StoeckScored) and not only(events, WeisScored)
    assert not only(events, WeisDeclared)
    ended = only(events, DealEnded)[0]
    assert sum(ended.score_changes) == 157


# ------------------------------------------------------------------------------------------
# Multipliers and match


MULT = {H: 2, D: 2, S: 1, C: 1, OBENABE: 3, UNDENUFE: 3}
SWISSLOS = {H: 1, D: 1, S: 2, C: 2, OBENABE: 3, UNDENUFE: 3}


@pytest.mark.parametrize("mode", [H, D, S, C, OBENABE, UNDENUFE])
@pytest.mark.parametrize("table", ["standard", "swisslos", "none"])
def test_multipliers_apply_to_card_points(mode: TrumpMode, table: str) -> None:
    mult = {"standard": MULT, "swisslos": SWISSLOS, "none": dict.fromkeys(MULT, 1)}[table][mode]
    game, _ = start("schieber", SPREAD, first_dealer=3, multipliers=table)
    game.apply_action(ChooseTrump(mode))
    events = finish_deal(game)
    assert not only(events, WeisScored) and not only(events, StoeckScored)
    ended = only(events, DealEnded)[0]
    assert sum(ended.points) == 157
    bonus = 100 if ended.match_side is not None else 0
    assert sum(ended.score_changes) == mult * (157 + bonus)
    for team in range(2):
        team_bonus = 100 if ended.match_side == team else 0
        assert ended.score_changes[team] == mult * (
            ended.points[team] + ended.points[team + 2] + team_bonus
        )


@pytest.mark.parametrize("mode", [H, D, S, C])
def test_jass_has_no_multiplier(mode: TrumpMode) -> None:
    game, _ = start("jass", SPREAD, first_dealer=3)
    game.apply_action(ChooseTrump(mode))
    ended = only(finish_deal(game), DealEnded)[0]
    assert sum(ended.points) == 157
    assert sum(ended.score_changes) == 157 + (100 if ended.match_side is not None else 0)


def test_jass_match_bonus() -> None:
    game, _ = start("jass", MATCH, first_dealer=3)
    game.apply_action(ChooseTrump(S))
    events = finish_deal(game)
    assert [t.seat for t in only(events, TrickWon)] == [0] * 9
    ended = only(events, DealEnded)[0]
    assert ended.points == (157, 0, 0, 0)
    assert ended.match_side == 0
    assert ended.score_changes == (257, 0)
    assert ended.scores == (257, 0)
    assert ended.complete


@pytest.mark.parametrize(("swap", "mult"), [(False, 1), (True, 2)])
def test_schieber_match_bonus_weis_and_stoeck_without_tricks(swap: bool, mult: int) -> None:
    fix = swap_hs if swap else (lambda text: text)
    game, _ = start("schieber", tuple(fix(h) for h in MATCH), first_dealer=3)
    game.apply_action(ChooseTrump(H if swap else S))
    events = finish_deal(game)
    assert [t.seat for t in only(events, TrickWon)] == [0] * 9
    assert only(events, StoeckScored) == [StoeckScored(3, 20 * mult)]
    assert [(w.side, w.points) for w in only(events, WeisScored)] == [(0, 170 * mult)]
    ended = only(events, DealEnded)[0]
    assert ended.match_side == 0
    assert ended.score_changes == ((157 + 100 + 170) * mult, 20 * mult)


# ------------------------------------------------------------------------------------------
# Game end


def test_schieber_weis_counts_before_trick_points() -> None:
    game, _ = start("schieber", D1, first_dealer=3, target=80)
    game.apply_action(ChooseTrump(H))
    events = play(game, "H8", "H9", "HJ")
    assert not game.is_terminal()
    events = play(game, "HA")
    trick = only(events, TrickWon)
    assert trick == [TrickWon(2, 0, cards("H8 H9 HJ HA"), 45, 1, False)]
    assert [(w.side, w.points) for w in only(events, WeisScored)] == [(1, 140)]
    ended = only(events, DealEnded)
    assert len(ended) == 1 and not ended[0].complete
    assert ended[0].scores == (0, 140)
    assert game.scores == [0, 140]
    assert game.is_terminal() and game.winners == (1,)
    assert only(events, GameEnded) == [GameEnded((0, 140), (1,))]
    assert game.legal_actions() == [] and game.current_player is None
    assert raises(game, PlayCard(Card.H6)).reason == "game_over"


def test_schieber_stops_mid_trick_at_stoeck() -> None:
    game, _ = start("schieber", D1, first_dealer=3, target=120)
    game.apply_action(ChooseTrump(S))
    play(game, "H6", "S9", "HJ", "HA", "S10", "S6", "SQ", "D6")
    assert game.scores == [0, 70 + 27 + 13]
    assert not game.is_terminal()
    events = play(game, "SK")
    assert events[:2] == [CardPlayed(3, Card.SK, 3, True), StoeckScored(3, 20)]
    ended = only(events, DealEnded)
    assert len(ended) == 1 and not ended[0].complete
    assert ended[0].scores == (0, 130) and ended[0].score_changes == (0, 130)
    assert game.is_terminal() and game.winners == (1,)
    assert len(game.deal_history) == 1


def test_schieber_stops_after_trick_reaching_target() -> None:
    game, _ = start("schieber", D1, first_dealer=3, target=90)
    game.apply_action(ChooseTrump(S))
    events = play(game, "H6", "S9", "HJ", "HA")
    assert game.is_terminal()
    assert only(events, DealEnded)[0].scores == (0, 97)
    assert not only(events, DealEnded)[0].complete
    assert game.winners == (1,)


def test_schieber_target_reached_with_last_trick_completes_the_deal() -> None:
    game, _ = start("schieber", MATCH, first_dealer=3, target=427)
    game.apply_action(ChooseTrump(S))
    events = finish_deal(game)
    assert len(only(events, TrickWon)) == 9
    assert game.is_terminal() and game.winners == (0,)
    ended = only(events, DealEnded)[0]
    assert ended.scores == (427, 20)
    assert ended.complete, "all nine tricks were played: the deal is not cut short"
    assert ended.match_side == 0


def test_jass_game_ends_only_after_the_deal() -> None:
    game, _ = start("jass", MATCH, first_dealer=3, target=260)
    game.apply_action(ChooseTrump(S))
    first = finish_deal(game)
    assert only(first, DealEnded)[0].scores == (257, 0)
    assert not game.is_terminal() and game.is_chance_node()
    rotated = (MATCH[2], MATCH[3], MATCH[0], MATCH[1])
    events = game.apply_action(deal(rotated))
    assert only(events, DealStarted)[0].forehand == 1
    game.apply_action(ChooseTrump(S))
    running = 257
    crossed_at = None
    tricks = 0
    while True:
        action = policy_action(game)
        events = game.apply_action(action)
        for trick in only(events, TrickWon):
            tricks += 1
            if trick.seat % 2 == 0:
                running += trick.points
            if running >= 260 and crossed_at is None:
                crossed_at = tricks
        if only(events, DealEnded):
            break
        assert not game.is_terminal()
        assert not only(events, GameEnded)
    assert crossed_at is not None and crossed_at < 9
    assert tricks == 9
    ended = only(events, DealEnded)[0]
    assert ended.complete
    assert game.is_terminal()
    assert game.scores[0] == 257 + ended.points[0] + ended.points[2] + (
        100 if ended.match_side == 0 else 0
    )
    assert game.winners == ((0,) if game.scores[0] > game.scores[1] else (1,))
    assert only(events, GameEnded)[0].winners == game.winners


@pytest.mark.parametrize(("target", "over"), [(None, False), (258, False), (257, True)])
def test_jass_game_end_at_target(target: int | None, over: bool) -> None:
    options = {} if target is None else {"target": target}
    game, _ = start("jass", MATCH, first_dealer=3, **options)
    game.apply_action(ChooseTrump(S))
    events = finish_deal(game)
    assert game.is_terminal() == over
    assert bool(only(events, GameEnded)) == over
    if over:
        assert game.winners == (0,)
    else:
        assert game.is_chance_node()


# ------------------------------------------------------------------------------------------
# Putz for 3: six exchange and kitty


def test_putz3_six_exchange() -> None:
    game, events = start("putz3", *PZ_A, first_dealer=2)
    assert events == [DealStarted(1, 2, 0, Card.HA), TrumpChosen(H, None, False)]
    assert game.phase is Phase.SIX and game.current_player == 0
    assert set(game.legal_actions()) == {ExchangeSix(), KeepSix()}
    assert len(game.legal_actions()) == 2
    assert raises(game, PlayCard(Card.SA)).reason == "wrong_phase"
    assert raises(game, TakeKitty()).reason == "wrong_phase"
    assert game.apply_action(ExchangeSix()) == [SixExchanged(0, Card.H6, Card.HA)]
    assert game.hand(0) == list(cards("H7 H8 H9 H10 HJ HQ HK HA SA"))
    assert game.snapshot()["kitty"] == "H6 C7 C8 C9 C10 CJ CQ CK CA"
    assert game.phase is Phase.PLAY and game.current_player == 0
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.turn_up == Card.HA and obs.six_exchanged_by == 0
    assert raises(game, ExchangeSix()).reason == "no_six"


def test_putz3_keep_six() -> None:
    game, _ = start("putz3", *PZ_A, first_dealer=2)
    assert game.apply_action(KeepSix()) == [SixKept(0)]
    assert game.hand(0) == list(cards(PZ_A[0][0]))
    assert "HA" in game.snapshot()["kitty"].split()
    assert game.phase is Phase.PLAY and game.current_player == 0


def test_putz3_no_decision_when_turn_up_is_the_six() -> None:
    hands = ("H7 H8 H9 H10 HJ HQ HK HA SA", PZ_A[0][1], PZ_A[0][2])
    game, events = start("putz3", hands, "H6 C7 C8 C9 C10 CJ CQ CK CA", first_dealer=2)
    assert events == [DealStarted(1, 2, 0, Card.H6), TrumpChosen(H, None, False)]
    assert game.phase is Phase.PLAY and game.current_player == 0
    assert ExchangeSix() not in game.legal_actions()
    assert raises(game, ExchangeSix()).reason == "no_six"


def test_putz3_no_decision_when_six_is_in_kitty() -> None:
    hands = ("H7 H8 H9 H10 HJ HQ HK C7 SA", PZ_A[0][1], PZ_A[0][2])
    game, _ = start("putz3", hands, "HA H6 C8 C9 C10 CJ CQ CK CA", first_dealer=2)
    assert game.phase is Phase.PLAY and game.current_player == 0
    assert KeepSix() not in game.legal_actions()


def test_putz3_six_held_by_other_seat() -> None:
    hands = (PZ_A[0][1], PZ_A[0][0], PZ_A[0][2])
    game, _ = start("putz3", hands, PZ_A[1], first_dealer=2)
    assert game.phase is Phase.SIX and game.current_player == 1
    game.apply_action(ExchangeSix())
    assert game.current_player == 0
    assert Card.HA in game.hand(1) and Card.H6 not in game.hand(1)


def test_putz3_forehand_takes_kitty() -> None:
    game, _ = start("putz3", *PZ_A, first_dealer=2)
    game.apply_action(KeepSix())
    legal = game.legal_actions()
    assert TakeKitty() in legal
    assert set(legal) - {TakeKitty()} == {PlayCard(c) for c in cards(PZ_A[0][0])}
    assert game.observation(1).kitty_size == 9
    assert game.apply_action(TakeKitty()) == [KittyTaken(0)]
    assert game.hand(0) == list(cards(PZ_A[1]))
    assert game.current_player == 0
    assert TakeKitty() not in game.legal_actions()
    assert raises(game, TakeKitty()).reason == "kitty_taken"
    own = game.observation(0)
    assert own.set_aside == cards(PZ_A[0][0])
    assert own.hand == cards(PZ_A[1]) and own.kitty_taker == 0
    for seat in (1, 2):
        obs = game.observation(seat)
        assert obs.set_aside == () and obs.kitty_taker == 0
        seen = hidden_codes_in(obs)
        assert seen.isdisjoint(PZ_A[0][0].split()), "the set-aside hand is face down"
        assert seen.isdisjoint(set(PZ_A[1].split()) - {"HA"}), "the kitty was face down"
        assert "HA" in seen
        assert set(obs.hand) == set(cards(PZ_A[0][seat]))
    play(game, "HA")
    assert TakeKitty() not in game.legal_actions()
    events = finish_deal(game)
    ended = only(events, DealEnded)[0]
    assert sorted(str(c) for c in ended.out_of_play) == sorted(PZ_A[0][0].split())
    # H6 0 + H7 0 + H8 0 + H9 14 + H10 10 + HJ 20 + HQ 3 + HK 4 + SA 11 = 62 out of play.
    assert sum(ended.points) == 157 - 62


def test_putz3_kitty_next_player_then_dealer() -> None:
    game, _ = start("putz3", *PZ_A, first_dealer=2)
    game.apply_action(KeepSix())
    play(game, "HJ")
    assert game.current_player == 1 and TakeKitty() in game.legal_actions()
    play(game, "D6")
    assert game.current_player == 2 and TakeKitty() in game.legal_actions()
    assert game.apply_action(TakeKitty()) == [KittyTaken(2)]
    assert game.legal_actions() == [PlayCard(Card.HA)], "trump led: the new hand follows"
    events = play(game, "HA")
    assert only(events, TrickWon)[0].seat == 0
    assert TakeKitty() not in game.legal_actions()
    assert raises(game, TakeKitty()).reason == "kitty_taken"
    ended = only(finish_deal(game), DealEnded)[0]
    assert sorted(str(c) for c in ended.out_of_play) == sorted(PZ_A[0][2].split())


def test_putz3_kitty_not_after_first_trick() -> None:
    game, _ = start("putz3", *PZ_A, first_dealer=2)
    game.apply_action(KeepSix())
    play(game, "HJ", "D6", "D7")
    assert game.current_player == 0
    assert TakeKitty() not in game.legal_actions()
    assert raises(game, TakeKitty()).reason == "kitty_too_late"
    ended = only(finish_deal(game), DealEnded)[0]
    assert sorted(str(c) for c in ended.out_of_play) == sorted(PZ_A[1].split())
    # Seat 0 takes every trick; the kitty (HA 11, C10 10, CJ 2, CQ 3, CK 4, CA 11) is out.
    assert ended.points == (157 - 41, 0, 0)


def test_putz3_no_kitty_option() -> None:
    game, _ = start("putz3", *PZ_A, first_dealer=2, kitty=False)
    game.apply_action(KeepSix())
    assert TakeKitty() not in game.legal_actions()
    assert raises(game, TakeKitty()).reason == "no_kitty"


# ------------------------------------------------------------------------------------------
# Putz scoring and game end


def test_putz3_two_apples_best_gets_two() -> None:
    game, _ = start("putz3", *PZ_A, first_dealer=2)
    game.apply_action(ExchangeSix())
    events = finish_deal(game)
    assert [t.seat for t in only(events, TrickWon)] == [0] * 9
    ended = only(events, DealEnded)[0]
    # Out of play: the kitty with the six, H6 0 + C10 10 + CJ 2 + CQ 3 + CK 4 + CA 11 = 30.
    assert ended.points == (127, 0, 0)
    assert ended.apples == (1, 2)
    assert ended.score_changes == (2, -1, -1)
    assert game.scores == [2, -1, -1]
    assert not game.is_terminal() and game.is_chance_node()
    rotated = (PZ_A[0][2], PZ_A[0][0], PZ_A[0][1])
    events = game.apply_action(deal(rotated, PZ_A[1]))
    assert only(events, DealStarted)[0].dealer == 0
    assert game.current_player == 1
    game.apply_action(ExchangeSix())
    ended = only(finish_deal(game), DealEnded)[0]
    assert ended.points == (0, 127, 0)
    assert ended.score_changes == (-1, 2, -1)
    assert game.scores == [1, 1, -2]
    assert [d.score_changes for d in game.deal_history] == [(2, -1, -1), (-1, 2, -1)]
    assert not game.is_terminal()


def test_putz3_one_apple_and_shared_win() -> None:
    game, _ = start("putz3", *PZ_S, first_dealer=2, target=1)
    assert game.phase is Phase.PLAY
    events = finish_deal(game)
    ended = only(events, DealEnded)[0]
    assert ended.points == (62, 65, 0)
    assert ended.apples == (2,)
    assert ended.score_changes == (1, 1, -1)
    assert game.is_terminal()
    assert game.winners == (0, 1)
    assert only(events, GameEnded) == [GameEnded((1, 1, -1), (0, 1))]


def test_putz3_game_end_at_target_and_lower_limit() -> None:
    game, _ = start("putz3", *PZ_A, first_dealer=2, target=2)
    game.apply_action(ExchangeSix())
    finish_deal(game)
    assert game.is_terminal() and game.winners == (0,)
    game, _ = start("putz3", *PZ_A, first_dealer=2, target=3)
    game.apply_action(ExchangeSix())
    finish_deal(game)
    assert not game.is_terminal()
    game, _ = start("putz3", *PZ_A, first_dealer=2, lower_limit=-1)
    game.apply_action(ExchangeSix())
    finish_deal(game)
    assert game.is_terminal() and game.winners == (0,)


@pytest.mark.parametrize(("options", "deals"), [({"target": 50}, 8), ({}, 7)])
def test_putz3_game_end_after_deal_reaching_7_or_minus_4(
    options: dict[str, int], deals: int
) -> None:
    strong, second, blank = PZ_S[0]
    game = new_game("putz3", seed=5, first_dealer=2, **options)
    # Each deal: forehand gets the strong hand (+1), seat 2 the blank one (apple) unless it is
    # forehand itself, then seat 0 gets it; the other seat the second hand (+1).
    expected = [
        (1, 1, -1),
        (2, 2, -2),
        (1, 3, -1),
        (2, 4, -2),
        (3, 5, -3),
        (2, 6, -2),
        (3, 7, -3),
        (4, 8, -4),
    ]
    for number in range(deals):
        forehand = number % 3
        victim = 2 if forehand != 2 else 0
        hands = ["", "", ""]
        hands[forehand] = strong
        hands[victim] = blank
        hands[3 - forehand - victim] = second
        assert not game.is_terminal()
        events = game.apply_action(deal(tuple(hands), PZ_S[1]))
        assert only(events, DealStarted)[0].forehand == forehand
        ended = only(finish_deal(game), DealEnded)[0]
        assert ended.scores == expected[number]
    assert game.is_terminal()
    assert game.winners == (1,)
    assert len(game.deal_history) == deals


def test_putz5_deal_six_exchange_and_turn_up_out_of_play() -> None:
    game, events = start("putz5", *P5, first_dealer=4)
    assert events == [DealStarted(1, 4, 0, Card.CA), TrumpChosen(C, None, False)]
    assert game.phase is Phase.SIX and game.current_player == 2
    assert all(len(game.hand(s)) == 7 for s in range(5))
    for seat in range(5):
        obs = game.observation(seat)
        assert obs.turn_up == Card.CA
        assert obs.hand_sizes == (7, 7, 7, 7, 7)
        assert "CA" in hidden_codes_in(obs)
    assert game.apply_action(ExchangeSix()) == [SixExchanged(2, Card.C6, Card.CA)]
    assert Card.CA in game.hand(2) and Card.C6 not in game.hand(2)
    assert game.current_player == 0
    assert TakeKitty() not in game.legal_actions()
    assert raises(game, TakeKitty()).reason == "no_kitty"
    ended = only(finish_deal(game), DealEnded)[0]
    assert ended.out_of_play == (Card.C6,)
    assert sum(ended.points) == 157


def test_putz5_keep_six_turn_up_out_of_play() -> None:
    game, _ = start("putz5", *P5, first_dealer=4)
    game.apply_action(KeepSix())
    ended = only(finish_deal(game), DealEnded)[0]
    assert ended.out_of_play == (Card.CA,)
    assert sum(ended.points) == 157 - 11


def test_putz5_game_end_limits() -> None:
    game, _ = start("putz5", *P5, first_dealer=4, target=1)
    game.apply_action(KeepSix())
    ended = only(finish_deal(game), DealEnded)[0]
    assert max(ended.scores) >= 1
    assert game.is_terminal()
    top = max(ended.scores)
    assert game.winners == tuple(s for s in range(5) if ended.scores[s] == top)
    assert game.returns() == list(ended.scores)


@pytest.mark.parametrize(
    ("variant", "points", "changes"),
    [
        ("putz3", [100, 40, 17], [1, 1, -1]),
        ("putz3", [60, 50, 47], [1, 1, 0]),
        ("putz3", [120, 20, 17], [2, -1, -1]),
        ("putz3", [60, 60, 37], [1, 1, 0]),
        ("putz3", [80, 40, 40], [1, 0, 0]),
        ("putz3", [100, 20, 20], [2, -1, -1]),
        ("putz3", [10, 10, 0], [-1, -1, -1]),
        ("putz3", [21, 20, 116], [1, -1, 1]),
        ("putz5", [50, 30, 30, 25, 22], [1, 1, 1, 0, 0]),
        ("putz5", [40, 35, 30, 30, 22], [1, 1, 0, 0, 0]),
        ("putz5", [60, 40, 30, 10, 17], [2, 1, 1, -1, -1]),
        ("putz5", [50, 50, 40, 10, 7], [1, 1, 1, -1, -1]),
        ("putz5", [70, 50, 10, 10, 17], [2, 2, -1, -1, -1]),
        ("putz5", [100, 10, 10, 10, 17], [3, -1, -1, -1, -1]),
        ("putz5", [40, 40, 10, 10, 17], [2, 2, -1, -1, -1]),
        ("putz5", [30, 40, 25, 20, 42], [1, 1, 0, -1, 1]),
    ],
)
def test_putz_awards_examples(variant: str, points: list[int], changes: list[int]) -> None:
    assert list(putz_awards(variant, points)) == changes


# ------------------------------------------------------------------------------------------
# Observations


def test_observation_shows_own_hand_only() -> None:
    game, _ = start("schieber", D1, first_dealer=3)
    game.apply_action(ChooseTrump(S))
    for seat in range(4):
        obs = game.observation(seat)
        assert obs.hand == cards(D1[seat])
        assert obs.hand_sizes == (9, 9, 9, 9)
        seen = hidden_codes_in(obs)
        assert set(D1[seat].split()) <= seen
        for other in range(4):
            if other != seat:
                assert seen.isdisjoint(D1[other].split())
    assert game.observation(0).legal_actions == tuple(game.legal_actions())
    assert game.observation(1).legal_actions == ()
    play(game, "H6")
    for seat in range(4):
        obs = game.observation(seat)
        assert obs.trick == (Card.H6,) and obs.trick_leader == 0
        assert "H6" in hidden_codes_in(obs)
    with pytest.raises(ValueError):
        game.observation(4)


def test_observation_before_trump_and_at_chance_node() -> None:
    game = new_game("jass", seed=8, first_dealer=3)
    obs = game.observation(2)
    assert obs.phase is Phase.DEAL and obs.hand == () and obs.current_player is None
    game.apply_action(deal(D1))
    obs = game.observation(2)
    assert obs.phase is Phase.TRUMP and obs.trump is None and obs.hand == cards(D1[2])
    assert hidden_codes_in(obs) == set(D1[2].split())


def test_observation_weis_shows_only_the_scoring_side() -> None:
    game, _ = start("schieber", D1, first_dealer=3)
    game.apply_action(ChooseTrump(S))
    play(game, "H6", "S9", "HJ", "HA")
    public = set(["H6", "S9", "HJ", "HA", "C10", "CJ", "CQ", "SJ", "SQ", "SK", "SA"])
    for seat in range(4):
        seen = hidden_codes_in(game.observation(seat))
        assert seen <= public | {str(c) for c in game.hand(seat)}
        assert set(D1[seat].split()) - public - {"H6", "S9", "HJ", "HA"} <= seen
    seen = hidden_codes_in(game.observation(1))
    assert seen.isdisjoint(["H7", "H8", "D6", "D7", "D8", "C6", "C7", "C8", "S6", "S7", "S8"])


def test_putz3_turn_up_visible_to_all_and_kitty_hidden() -> None:
    game, _ = start("putz3", *PZ_A, first_dealer=2)
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.turn_up == Card.HA
        assert obs.trump is H and obs.trump_chooser is None
        seen = hidden_codes_in(obs)
        assert "HA" in seen
        assert seen.isdisjoint(["C7", "C8", "C9", "C10", "CJ", "CQ", "CK", "CA"])
        assert seen - {"HA"} == set(PZ_A[0][seat].split())


# ------------------------------------------------------------------------------------------
# "Stöck, Weis, Stich" at the target (docs/rules/swiss.md "schieber")


@pytest.mark.parametrize(("swap", "mult"), [(False, 1), (True, 2)])
def test_stoeck_held_at_the_first_trick_counts_before_the_weis(swap: bool, mult: int) -> None:
    # MATCH: team 0 declares 170 (seat 0 S6-SJ, seat 2 CQ CK CA); seat 3 (team 1) holds SK SQ
    # of trump and has played neither. A target of 20 (x mult) is reached by the Stöck alone:
    # it is credited first, and the game ends before the Weis and the trick count.
    fix = swap_hs if swap else (lambda text: text)
    game, _ = start("schieber", tuple(fix(h) for h in MATCH), first_dealer=3, target=20 * mult)
    game.apply_action(ChooseTrump(H if swap else S))
    events = play(game, *fix("SJ H6 HJ SQ").split())  # seat 3 must follow with K or Q
    assert not only(events, WeisScored)
    assert events[-5:] == [
        CardPlayed(3, Card.parse(fix("SQ")), 1, False),
        TrickWon(0, 0, cards(fix("SJ H6 HJ SQ")), 25, 1, False),
        StoeckScored(3, 20 * mult, at_target=True),
        DealEnded(1, (25, 0, 0, 0), (0, 20 * mult), (0, 20 * mult), None, (), (), False),
        GameEnded((0, 20 * mult), (1,)),
    ]
    assert game.is_terminal() and game.winners == (1,)
    assert game.observation(1).stoeck == 3


def test_stoeck_not_reaching_the_target_waits_for_its_cards() -> None:
    game, _ = start("schieber", MATCH, first_dealer=3, target=21)
    game.apply_action(ChooseTrump(S))
    events = play(game, "SJ", "H6", "HJ", "SQ")
    assert not only(events, StoeckScored)
    assert [(w.side, w.points) for w in only(events, WeisScored)] == [(0, 170)]
    assert game.is_terminal() and game.winners == (0,) and game.scores == [170, 0]


# Spades trump, forehand seat 0. Seat 1 declares H9-HQ (50), nobody else has Weis; seat 3 holds
# SK SQ and plays them as the last card of the first two tricks, both led by seat 0.
STOECK_LAST = (
    "SJ S9 SA D6 D8 C6 C8 H6 H8",
    "H9 H10 HJ HQ D9 DJ C9 CJ DA",
    "HK HA DK DQ D10 CK CA C7 S6",
    "H7 D7 S7 S8 S10 SQ SK C10 CQ",
)


def test_stoeck_with_a_trick_s_last_card_ends_the_game_before_the_trick_is_taken() -> None:
    game, _ = start("schieber", STOECK_LAST, first_dealer=3, target=60)
    game.apply_action(ChooseTrump(S))
    events = play(game, "SJ", "DA", "S6", "SQ")
    assert [(w.side, w.points) for w in only(events, WeisScored)] == [(1, 50)]
    assert game.scores == [34, 50] and not game.is_terminal()
    events = play(game, "S9", "D9", "C7", "SK")
    assert not only(events, TrickWon), "Stöck first: the trick is never taken"
    assert events[4:] == [
        StoeckScored(3, 20),
        DealEnded(1, (34, 0, 0, 0), (34, 70), (34, 70), None, (), (), False),
        GameEnded((34, 70), (1,)),
    ]
    view = game.observation(2)
    assert view.trick == cards("S9 D9 C7 SK")  # still on the table
    assert len(view.tricks) == 1 and view.points_taken == (34, 0, 0, 0)
