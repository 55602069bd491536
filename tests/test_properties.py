"""Property tests (hypothesis) of the rule functions and action codes, against reference rules
written out here from ``docs/rules/swiss.md`` "Common to the Swiss games"."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from audiojass.rules import (
    Card,
    ChooseTrump,
    Deal,
    TrumpMode,
    card_points,
    get_variant,
    legal_cards,
    new_game,
    parse_action,
    trick_winner,
)

SUITS = "HDSC"
RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
ALL_CODES = [s + r for s in SUITS for r in RANKS]
TRUMP_STRENGTH = {"6": 0, "7": 1, "8": 2, "10": 3, "Q": 4, "K": 5, "A": 6, "9": 7, "J": 8}
PLAIN_STRENGTH = {r: i for i, r in enumerate(RANKS)}
PLAYERS = {"jass": 4, "schieber": 4, "putz3": 3, "putz5": 5}
MODES = {
    "jass": ["H", "D", "S", "C"],
    "schieber": ["H", "D", "S", "C", "obenabe", "undenufe"],
    "putz3": ["H", "D", "S", "C"],
    "putz5": ["H", "D", "S", "C"],
}
PROFILE = settings(max_examples=500, deadline=None, database=None)


def suit(code: str) -> str:
    return code[0]


def rank(code: str) -> str:
    return code[1:]


def is_trump(code: str, trump: str) -> bool:
    return suit(code) == trump


@st.composite
def situations(draw: st.DrawFn) -> tuple[str, str, list[str], list[str], bool]:
    """variant, trump, hand (1-9 cards), partial trick (shorter than the players), buur."""
    variant = draw(st.sampled_from(sorted(PLAYERS)))
    trump = draw(st.sampled_from(MODES[variant]))
    deck = draw(st.permutations(ALL_CODES))
    size = draw(st.integers(1, 9))
    played = draw(st.integers(0, PLAYERS[variant] - 1))
    buur = draw(st.booleans())
    return variant, trump, list(deck[:size]), list(deck[size : size + played]), buur


@st.composite
def focused_situations(draw: st.DrawFn) -> tuple[str, str, list[str], list[str], bool]:
    """Situations where a plain suit is led, trump lies in the trick, and the hand holds
    trumps: the undertrump rule decides."""
    trump = draw(st.sampled_from("HDSC"))
    plain = [c for c in ALL_CODES if suit(c) != trump]
    trumps = [c for c in ALL_CODES if suit(c) == trump]
    lead = draw(st.sampled_from(plain))
    in_trick = draw(st.sampled_from(trumps))
    rest_trumps = [c for c in trumps if c != in_trick]
    hand_trumps = draw(st.lists(st.sampled_from(rest_trumps), min_size=1, max_size=5, unique=True))
    others = [c for c in ALL_CODES if c not in {lead, in_trick, *hand_trumps}]
    hand_others = draw(st.lists(st.sampled_from(others), max_size=4, unique=True))
    return "jass", trump, hand_trumps + hand_others, [lead, in_trick], draw(st.booleans())


def reference_legal(hand: list[str], trick: list[str], trump: str, buur: bool) -> set[str]:
    if not trick:
        return set(hand)
    lead = suit(trick[0])
    follow = {c for c in hand if suit(c) == lead}
    if trump not in SUITS:
        return follow or set(hand)
    if lead == trump:
        if follow and not (buur and follow == {trump + "J"}):
            return follow
        return set(hand)
    top = max((TRUMP_STRENGTH[rank(c)] for c in trick if is_trump(c, trump)), default=-1)
    trumps = {c for c in hand if is_trump(c, trump) and TRUMP_STRENGTH[rank(c)] > top}
    if follow:
        return follow | trumps
    return ({c for c in hand if not is_trump(c, trump)} | trumps) or set(hand)


def legal_codes(
    variant: str, hand: list[str], trick: list[str], trump: str, buur: bool
) -> list[str]:
    rules = get_variant(variant).with_options(buur_exemption=buur)
    return [str(c) for c in legal_cards(rules, " ".join(hand), trick, trump)]


@pytest.mark.slow
@PROFILE
@given(situations())
def test_legal_cards_never_empty_and_within_hand(case: tuple) -> None:
    variant, trump, hand, trick, buur = case
    legal = legal_codes(variant, hand, trick, trump, buur)
    assert legal
    assert len(set(legal)) == len(legal)
    assert set(legal) <= set(hand)
    if not trick:
        assert set(legal) == set(hand)


@pytest.mark.slow
@PROFILE
@given(situations())
def test_legal_cards_must_follow_led_suit_without_trump(case: tuple) -> None:
    variant, trump, hand, trick, buur = case
    if not trick:
        return
    lead = suit(trick[0])
    holds_lead = any(suit(c) == lead for c in hand)
    holds_trump = any(is_trump(c, trump) for c in hand)
    legal = legal_codes(variant, hand, trick, trump, buur)
    if holds_lead and not holds_trump:
        assert all(suit(c) == lead for c in legal)
        assert set(legal) == {c for c in hand if suit(c) == lead}


@pytest.mark.slow
@PROFILE
@given(situations())
def test_legal_cards_match_reference(case: tuple) -> None:
    variant, trump, hand, trick, buur = case
    legal = legal_codes(variant, hand, trick, trump, buur)
    assert set(legal) == reference_legal(hand, trick, trump, buur)


@pytest.mark.slow
@PROFILE
@given(focused_situations())
def test_undertrumping_only_when_nothing_else_is_legal(case: tuple) -> None:
    variant, trump, hand, trick, buur = case
    legal = legal_codes(variant, hand, trick, trump, buur)
    top = TRUMP_STRENGTH[rank(trick[1])]
    lower = [c for c in legal if is_trump(c, trump) and TRUMP_STRENGTH[rank(c)] < top]
    if lower:
        assert all(is_trump(c, trump) and TRUMP_STRENGTH[rank(c)] < top for c in hand)
        assert set(legal) == set(hand)
    higher = {c for c in hand if is_trump(c, trump) and TRUMP_STRENGTH[rank(c)] > top}
    assert higher <= set(legal)
    assert set(legal) == reference_legal(hand, trick, trump, buur)


def test_legal_cards_examples() -> None:
    assert legal_codes("jass", ["S6", "SJ"], ["H6", "S9"], "S", True) == ["SJ"]
    assert legal_codes("jass", ["S6", "S7"], ["H6", "S9"], "S", True) == ["S6", "S7"]
    assert legal_codes("jass", ["SJ", "H6", "D7"], ["S6"], "S", True) == ["H6", "D7", "SJ"]
    assert legal_codes("jass", ["SJ", "H6", "D7"], ["S6"], "S", False) == ["SJ"]
    assert legal_codes("jass", ["SJ", "S7", "D7"], ["S6"], "S", True) == ["S7", "SJ"]
    assert legal_codes("schieber", ["H6", "S9"], ["HA"], "obenabe", True) == ["H6"]


@st.composite
def complete_tricks(draw: st.DrawFn) -> tuple[str, str, list[str]]:
    variant = draw(st.sampled_from(sorted(PLAYERS)))
    trump = draw(st.sampled_from(MODES[variant]))
    deck = draw(st.permutations(ALL_CODES))
    return variant, trump, list(deck[: PLAYERS[variant]])


@pytest.mark.slow
@PROFILE
@given(complete_tricks())
def test_trick_winner_is_highest_trump_or_highest_of_led_suit(case: tuple) -> None:
    variant, trump, trick = case
    index = trick_winner(variant, trick, trump)
    assert 0 <= index < len(trick)
    card = trick[index]
    trumps = [c for c in trick if is_trump(c, trump)]
    if trumps:
        assert is_trump(card, trump)
        assert TRUMP_STRENGTH[rank(card)] == max(TRUMP_STRENGTH[rank(c)] for c in trumps)
    else:
        lead = suit(trick[0])
        assert suit(card) == lead
        led = [PLAIN_STRENGTH[rank(c)] for c in trick if suit(c) == lead]
        if trump == "undenufe":
            assert PLAIN_STRENGTH[rank(card)] == min(led)
        else:
            assert PLAIN_STRENGTH[rank(card)] == max(led)


def test_trick_winner_examples() -> None:
    assert trick_winner("jass", "HK HA S6 H10", "S") == 2
    assert trick_winner("jass", "S9 SA SK SJ", "S") == 3
    assert trick_winner("jass", "S10 S9 SA SK", "S") == 1
    assert trick_winner("schieber", "H6 HA H10 S6", "undenufe") == 0
    assert trick_winner("schieber", "H7 HA H6 SA", "undenufe") == 2
    assert trick_winner("schieber", "H7 HA H6 SA", "obenabe") == 1
    assert trick_winner("putz3", "D6 C6 DA", "H") == 2
    assert trick_winner("putz5", "D6 C6 DA H6 DK", "H") == 3


@pytest.mark.slow
@PROFILE
@given(
    st.sampled_from(["H", "D", "S", "C", "obenabe", "undenufe"]),
    st.permutations(ALL_CODES),
    st.integers(0, 36),
)
def test_card_points_split_of_the_deck_totals_152(trump: str, deck: list[str], cut: int) -> None:
    first = card_points("schieber", deck[:cut], trump)
    second = card_points("schieber", deck[cut:], trump, last_trick=True)
    assert first >= 0 and second >= 5
    assert first + second == 157


def test_card_points_examples() -> None:
    assert card_points("jass", "SJ S9 SA SK SQ S10 S8 S7 S6", "S") == 62
    assert card_points("jass", "HJ H9 HA HK HQ H10 H8 H7 H6", "S") == 30
    assert card_points("schieber", "H8 H6 HA", "undenufe") == 19
    assert card_points("schieber", "H8 H6 HA", "obenabe") == 19
    assert card_points("schieber", "D8 DA", "obenabe") == 19
    assert card_points("schieber", "D8 DA", "undenufe") == 8
    assert card_points("jass", [], "H", last_trick=True) == 5


def test_card_codes_round_trip() -> None:
    seen = set()
    for code in ALL_CODES:
        card = Card.parse(code)
        assert str(card) == code
        assert str(Card.parse(code.lower())) == code
        assert str(Card.parse(str(card))) == code
        seen.add(card)
    assert len(seen) == 36
    assert {str(card) for card in Card} == set(ALL_CODES)


@settings(max_examples=60, deadline=None, database=None)
@given(st.sampled_from(sorted(PLAYERS)), st.integers(0, 10**6), st.integers(0, 120))
def test_action_codes_round_trip(variant: str, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    game = new_game(variant, seed=seed, first_dealer=seed % PLAYERS[variant])
    for _ in range(steps):
        if game.is_terminal():
            break
        game.apply_action(rng.choice(game.legal_actions()))
    for action in game.legal_actions():
        code = str(action)
        parsed = parse_action(code)
        assert parsed == action
        assert type(parsed) is type(action)
        assert str(parsed) == code
        if isinstance(action, Deal):
            assert len(parsed.hands) == PLAYERS[variant]


def test_trump_modes_parse() -> None:
    for code, mode in [
        ("H", TrumpMode.HEARTS),
        ("obenabe", TrumpMode.OBENABE),
        ("undenufe", TrumpMode.UNDENUFE),
        ("C", TrumpMode.CLUBS),
    ]:
        assert TrumpMode.parse(code) is mode
        assert parse_action(f"trump:{code}") == ChooseTrump(mode)
        assert str(ChooseTrump(mode)) == f"trump:{code}"
