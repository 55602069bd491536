"""Legal cards in trick play, as rule tables in card codes.

Rule source: docs/rules/swiss.md "Common to the Swiss games" (trick play, undertrumping, Buur
exemption); source 003 "Card play"; source 000 "Schieberjass".

Each row: variant, hand, cards already in the trick (in play order), trump, legal cards.
"""

import pytest

from audiojass.rules import VARIANTS, legal_cards


def codes(cards: list) -> list[str]:
    return sorted(str(card) for card in cards)


def expect(text: str) -> list[str]:
    return sorted(text.split())


def run_table(rows: list[tuple[str, str, str, str, str, str]]):
    return pytest.mark.parametrize(
        ("variant", "hand", "trick", "trump", "legal"),
        [row[1:] for row in rows],
        ids=[row[0] for row in rows],
    )


LEADING = [
    ("lead-any-card", "jass", "H6 SJ C7 DA", "", "S", "H6 SJ C7 DA"),
    ("lead-single-card", "jass", "C7", "", "S", "C7"),
]

FOLLOW_SUIT = [
    ("follow-or-trump", "jass", "H6 HA S7 D9", "HK", "S", "H6 HA S7"),
    ("follow-no-trump-in-hand", "jass", "H6 HA C7 D9", "HK", "S", "H6 HA"),
    ("follow-only-card-of-suit", "jass", "H6 C7 D9", "HK", "S", "H6"),
    ("follow-second-to-play", "jass", "D6 DQ C7 HA", "D10 DA", "S", "D6 DQ"),
    ("follow-third-to-play", "jass", "C6 C8 HA DA", "CK CQ D7", "S", "C6 C8"),
    ("follow-when-partner-wins", "jass", "D6 DQ HA", "D10 D7 DA", "C", "D6 DQ"),
    ("follow-plain-after-discard", "jass", "H6 HA D7 C9", "HK D6", "S", "H6 HA"),
]

TRUMP_WHILE_ABLE_TO_FOLLOW = [
    ("may-trump-instead-of-following", "jass", "H6 S6 D9", "HK", "S", "H6 S6"),
    ("may-trump-with-any-of-several", "jass", "H6 S6 SJ S9 D9", "HK", "S", "H6 S6 SJ S9"),
    ("may-overtrump-while-following", "jass", "H6 SA D9", "HK S10", "S", "H6 SA"),
    ("follow-or-trump-hearts-trump", "jass", "D6 DK H7 S9", "DA", "H", "D6 DK H7"),
]

VOID = [
    ("void-no-trump-any-card", "jass", "D9 C7 CA", "HK", "S", "D9 C7 CA"),
    ("void-trump-not-compulsory", "jass", "D9 S6 CA", "HK HA", "S", "D9 S6 CA"),
    ("void-led-card-was-discarded", "jass", "D9 S6 CA", "HK DA", "S", "D9 S6 CA"),
    ("void-all-trumps-no-trump-yet", "jass", "S6 S7 SA", "HK", "S", "S6 S7 SA"),
]

UNDERTRUMP = [
    ("no-undertrump-while-following", "jass", "H6 S6 SA D9", "HK S10", "S", "H6 SA"),
    ("no-undertrump-when-void", "jass", "D9 S6 SA", "HK S10", "S", "D9 SA"),
    ("no-undertrump-only-lower-and-plain", "jass", "D9 S6", "HK S10", "S", "D9"),
    ("no-undertrump-lower-trump-and-follow", "jass", "H7 S6", "HA SQ", "S", "H7"),
    ("undertrump-order-9-above-ace", "jass", "D7 SA SK", "HA S9", "S", "D7"),
    ("undertrump-order-jack-highest", "jass", "D7 S9 SA", "HA SJ", "S", "D7"),
    ("undertrump-order-queen-above-ten", "jass", "D7 S8 S9 SQ", "HA S10", "S", "D7 S9 SQ"),
    ("undertrump-order-8-below-10", "jass", "D7 S8", "HA S10", "S", "D7"),
    ("undertrump-highest-of-two-trumps", "jass", "D7 SA SJ", "HA S9 SQ", "S", "D7 SJ"),
    ("undertrump-first-trump-led-later", "jass", "D7 S6 SK", "HA SQ S7", "S", "D7 SK"),
    ("undertrump-hearts-trump", "jass", "C7 H6 H9", "CA HK", "H", "C7 H9"),
    ("all-lower-trumps-may-undertrump", "jass", "S6 S7", "HK SJ", "S", "S6 S7"),
    ("all-lower-trumps-single-card", "jass", "S6", "HK S10", "S", "S6"),
    ("all-lower-trumps-vs-jack", "jass", "S6 S9 SA", "HK SJ", "S", "S6 S9 SA"),
    ("all-trump-one-higher-must-overtrump", "jass", "S6 S7 SA", "HK S10", "S", "SA"),
    ("all-trump-jack-beats-nine", "jass", "S6 SJ", "HK S9", "S", "SJ"),
    ("all-trump-two-higher", "jass", "S6 SA SJ", "HK SK", "S", "SA SJ"),
    ("all-trump-nine-over-ace", "jass", "SA SK S9", "DK D6 SQ", "S", "SA SK S9"),
    ("all-trump-nine-over-ace-played", "jass", "SK S9", "DK SA", "S", "S9"),
]

TRUMP_LED = [
    ("trump-led-must-follow-trump", "jass", "S6 SA HA D7", "SQ", "S", "S6 SA"),
    ("trump-led-no-duty-to-overtrump", "jass", "S6 HA", "S10 SJ", "S", "S6"),
    ("trump-led-lower-and-higher", "jass", "S6 SJ HA", "SA", "S", "S6 SJ"),
    ("trump-led-void-any-card", "jass", "HA D7 C9", "SQ", "S", "HA D7 C9"),
    ("trump-led-hearts", "jass", "H6 D6 S6", "HA", "H", "H6"),
    ("trump-led-over-trumped-follow", "jass", "S7 CA", "S6 S9", "S", "S7"),
]

BUUR = [
    ("buur-only-trump-jack-any-card", "jass", "SJ HA D7", "SQ", "S", "SJ HA D7"),
    ("buur-jack-plus-other-trump", "jass", "SJ S6 HA", "SQ", "S", "SJ S6"),
    ("buur-jack-of-hearts-trump", "jass", "HJ SA C6", "H6", "H", "HJ SA C6"),
    ("buur-other-suit-jack-no-exemption", "jass", "HJ HA", "SQ", "S", "HJ HA"),
    ("buur-no-exemption-when-plain-led", "jass", "SJ HA D7", "HK", "S", "SJ HA"),
    ("buur-schieber", "schieber", "DJ HA C7", "D9", "D", "DJ HA C7"),
    ("buur-putz3", "putz3", "CJ HA D7", "C6", "C", "CJ HA D7"),
    ("buur-putz5", "putz5", "CJ HA D7", "C6 C8 C9", "C", "CJ HA D7"),
]

NO_TRUMP_MODES = [
    ("obenabe-follow", "schieber", "H6 S7 SJ", "HK", "obenabe", "H6"),
    ("obenabe-follow-several", "schieber", "H6 HA S7", "HK", "obenabe", "H6 HA"),
    ("obenabe-void-any-card", "schieber", "D6 S7 CJ", "HK", "obenabe", "D6 S7 CJ"),
    ("obenabe-no-trump-to-cut", "schieber", "H6 SJ S9", "HK", "obenabe", "H6"),
    ("obenabe-no-undertrump-rule", "schieber", "S6 D7", "HK SJ", "obenabe", "S6 D7"),
    ("obenabe-follow-after-discard", "schieber", "H6 S6", "HK SJ", "obenabe", "H6"),
    ("obenabe-lead-any", "schieber", "H6 SJ C7", "", "obenabe", "H6 SJ C7"),
    ("undenufe-follow", "schieber", "H6 S7 SJ", "HK", "undenufe", "H6"),
    ("undenufe-void-any-card", "schieber", "D6 S7 CJ", "HK", "undenufe", "D6 S7 CJ"),
    ("undenufe-no-trump-to-cut", "schieber", "D8 HJ H9", "D6", "undenufe", "D8"),
    ("undenufe-jack-no-exemption", "schieber", "DJ HA", "D9", "undenufe", "DJ"),
]

VARIANT_ROWS = [
    ("schieber-follow-or-trump", "schieber", "H6 HA S7 D9", "HK", "S", "H6 HA S7"),
    ("schieber-no-undertrump", "schieber", "H6 S6 SA D9", "HK S10", "S", "H6 SA"),
    ("schieber-all-trump-overtrump", "schieber", "S6 S7 SA", "HK S10", "S", "SA"),
    ("putz3-lead", "putz3", "H6 SJ C7", "", "S", "H6 SJ C7"),
    ("putz3-follow-or-trump", "putz3", "H6 HA S7 D9", "HK", "S", "H6 HA S7"),
    ("putz3-no-undertrump", "putz3", "H6 S6 SA D9", "HK S10", "S", "H6 SA"),
    ("putz3-all-lower-trumps", "putz3", "S6 S7", "HK SJ", "S", "S6 S7"),
    ("putz3-trump-led", "putz3", "S6 SA HA", "SQ", "S", "S6 SA"),
    ("putz5-follow-fourth-card", "putz5", "H6 HA S7 D9", "HK HQ H7 D6", "S", "H6 HA S7"),
    ("putz5-no-undertrump", "putz5", "H6 S6 SA D9", "HK S10 HA D6", "S", "H6 SA"),
    ("putz5-void-no-trump", "putz5", "D9 C7 CA", "HK HQ", "S", "D9 C7 CA"),
    ("putz5-all-trump-overtrump", "putz5", "S6 S7 SA", "HK S10 H7", "S", "SA"),
]


@run_table(LEADING + FOLLOW_SUIT)
def test_follow_suit(variant: str, hand: str, trick: str, trump: str, legal: str) -> None:
    assert codes(legal_cards(variant, hand, trick, trump)) == expect(legal)


@run_table(TRUMP_WHILE_ABLE_TO_FOLLOW)
def test_trump_while_able_to_follow(
    variant: str, hand: str, trick: str, trump: str, legal: str
) -> None:
    assert codes(legal_cards(variant, hand, trick, trump)) == expect(legal)


@run_table(VOID)
def test_void_any_card(variant: str, hand: str, trick: str, trump: str, legal: str) -> None:
    assert codes(legal_cards(variant, hand, trick, trump)) == expect(legal)


@run_table(UNDERTRUMP)
def test_undertrumping(variant: str, hand: str, trick: str, trump: str, legal: str) -> None:
    assert codes(legal_cards(variant, hand, trick, trump)) == expect(legal)


@run_table(TRUMP_LED)
def test_trump_led(variant: str, hand: str, trick: str, trump: str, legal: str) -> None:
    assert codes(legal_cards(variant, hand, trick, trump)) == expect(legal)


@run_table(BUUR)
def test_buur_exemption(variant: str, hand: str, trick: str, trump: str, legal: str) -> None:
    assert codes(legal_cards(variant, hand, trick, trump)) == expect(legal)


@run_table(NO_TRUMP_MODES)
def test_obenabe_undenufe(variant: str, hand: str, trick: str, trump: str, legal: str) -> None:
    assert codes(legal_cards(variant, hand, trick, trump)) == expect(legal)


@run_table(VARIANT_ROWS)
def test_every_variant(variant: str, hand: str, trick: str, trump: str, legal: str) -> None:
    assert codes(legal_cards(variant, hand, trick, trump)) == expect(legal)


BUUR_OFF = [
    ("jass", "SJ HA D7", "SQ", "S", "SJ"),
    ("jass", "HJ SA C6", "H6", "H", "HJ"),
    ("schieber", "DJ HA C7", "D9", "D", "DJ"),
    ("putz3", "CJ HA D7", "C6", "C", "CJ"),
    ("putz5", "CJ HA D7", "C6 C8 C9", "C", "CJ"),
]


@pytest.mark.parametrize(
    ("variant", "hand", "trick", "trump", "legal"),
    BUUR_OFF,
    ids=[f"{row[0]}-{row[1].split()[0]}" for row in BUUR_OFF],
)
def test_buur_exemption_off_must_play_the_jack(
    variant: str, hand: str, trick: str, trump: str, legal: str
) -> None:
    rules = VARIANTS[variant].with_options(buur_exemption=False)
    assert codes(legal_cards(rules, hand, trick, trump)) == expect(legal)


def test_buur_exemption_is_on_by_default() -> None:
    assert codes(legal_cards(VARIANTS["jass"], "SJ HA D7", "SQ", "S")) == expect("SJ HA D7")


def test_buur_exemption_off_does_not_change_plain_lead() -> None:
    rules = VARIANTS["jass"].with_options(buur_exemption=False)
    assert codes(legal_cards(rules, "SJ HA D7", "HK", "S")) == expect("SJ HA")


def test_result_is_in_deck_order() -> None:
    result = legal_cards("jass", "CA SJ D7 H6", "", "S")
    assert [str(card) for card in result] == ["H6", "D7", "SJ", "CA"]


def test_accepts_lists_of_codes() -> None:
    result = legal_cards("jass", ["H6", "HA", "S7", "D9"], ["HK"], "S")
    assert codes(result) == expect("H6 HA S7")


@pytest.mark.parametrize(
    ("variant", "trump"),
    [("jass", "obenabe"), ("jass", "undenufe"), ("putz3", "obenabe"), ("putz5", "undenufe")],
    ids=["jass-obenabe", "jass-undenufe", "putz3-obenabe", "putz5-undenufe"],
)
def test_no_trump_modes_are_schieber_only(variant: str, trump: str) -> None:
    with pytest.raises(ValueError):
        legal_cards(variant, "H6 D7", "HK", trump)


BAD_INPUT = [
    ("card-twice-in-hand", "jass", "H6 H6 D7", "HK", "S"),
    ("card-twice-in-trick", "jass", "H6 D7", "HK HK", "S"),
    ("full-trick-jass", "jass", "H6", "HK HA H7 H8", "S"),
    ("full-trick-schieber", "schieber", "H6", "HK HA H7 H8", "S"),
    ("full-trick-putz3", "putz3", "H6", "HK HA H7", "S"),
    ("full-trick-putz5", "putz5", "H6", "HK HA H7 H8 H9", "S"),
    ("card-in-hand-and-trick", "jass", "H6 HK", "HK", "S"),
    ("empty-hand", "jass", "", "HK", "S"),
    ("empty-hand-leading", "jass", "", "", "S"),
    ("bad-card-code", "jass", "H6 X9", "HK", "S"),
    ("bad-trump", "jass", "H6 D7", "HK", "X"),
    ("unknown-variant", "nope", "H6 D7", "HK", "S"),
]


@pytest.mark.parametrize(
    ("variant", "hand", "trick", "trump"),
    [row[1:] for row in BAD_INPUT],
    ids=[row[0] for row in BAD_INPUT],
)
def test_inconsistent_input_raises(variant: str, hand: str, trick: str, trump: str) -> None:
    with pytest.raises(ValueError):
        legal_cards(variant, hand, trick, trump)
