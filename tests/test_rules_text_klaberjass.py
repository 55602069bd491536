"""The spoken rules (Ctrl+F1) of Klaberjass for 2, 3 and 4 and the klaverjas of 1821: short
plain paragraphs in English, German, French and Dutch with the same numbers, the facts of
docs/rules/family.md and of the engine's tables, and the keys of each game."""

from __future__ import annotations

import re

import pytest

from audiojass import i18n
from audiojass.narration import variant_title
from audiojass.rules import klaverjas1821 as old
from audiojass.rules.cards import Rank
from audiojass.rules.composed_variants import FAMILY_VARIANTS
from audiojass.rules.settlement import BELOTE_POINTS, klaberjass_melds
from audiojass.rules.tricks32 import (
    PLAIN_ORDER,
    PLAIN_POINTS,
    TRUMP_ORDER,
    TRUMP_POINTS,
    duties_for,
)
from audiojass.rules_text import RULES_TEXT, rules_paragraphs

NAMES = ("klaberjass2", "klaberjass3", "klaberjass4", "klaverjas_1821")
LANGUAGES = (("de", "french"), ("de", "german"), ("fr", "french"), ("nl", "french"))
KEYS_WORD = {"en": "Keys: ", "de": "Tasten: ", "fr": "Touches : ", "nl": "Toetsen: "}
BAD_FOR_SPEECH = ("+", "×", "−", "%", "&", "/", "\\", "<", ">", "=", "[", "]", "{", "}", "~", "^")
MARKDOWN = ("*", "#", "`", "|", "_")
NUMBER_WORDS = re.compile(
    r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty)\b",
    re.IGNORECASE,
)
RANK_WORDS = {"jack": "J", "queen": "Q", "king": "K", "ace": "A"}


def english(name: str) -> list[str]:
    i18n.use("en")
    return list(rules_paragraphs(name))


def numbers(paragraph: str, title: str = "") -> list[str]:
    """The numbers written in a paragraph, in order of size, the variant's ``title`` left out
    when given ("Klaberjass for 3" has a digit that "Klaberjass zu dritt" spells)."""
    return sorted(re.findall(r"\d+", paragraph.replace(title, "") if title else paragraph), key=int)


def spelled_title(name: str, language: str) -> str:
    """The English title of a variant whose title ``language`` spells without its digits
    ("Klaberjass for 3": "Klaberjass zu dritt"), else ""."""
    english_title = variant_title(name)
    i18n.use(language)
    spells = re.search(r"\d", english_title) and not re.search(r"\d", variant_title(name))
    i18n.use("en")
    return english_title if spells else ""


def the_one(paragraphs: list[str], start: str) -> str:
    found = [paragraph for paragraph in paragraphs if paragraph.startswith(start)]
    assert len(found) == 1, (start, found)
    return found[0]


def order_of(paragraph: str) -> list[str]:
    match = re.search(r"order (?:is )?((?:(?:jack|queen|king|ace|\d+)(?:, )?)+)", paragraph)
    assert match is not None, paragraph
    return [RANK_WORDS.get(word, word) for word in match.group(1).split(", ")]


def card_points(paragraph: str) -> dict[str, int]:
    pairs = re.findall(
        r"\bthe (jack|queen|king|ace|\d+)(?: of trumps)?(?: scores)? (\d+)\b", paragraph, re.I
    )
    return {RANK_WORDS.get(rank.lower(), rank): int(points) for rank, points in pairs}


def test_the_new_games_have_rules_texts_after_the_partnership_games() -> None:
    assert tuple(RULES_TEXT)[-4:] == NAMES
    assert set(FAMILY_VARIANTS) <= set(RULES_TEXT)


@pytest.mark.parametrize(("name", "count"), [*zip(NAMES, (20, 19, 20, 12), strict=True)])
def test_english_paragraphs_are_short_plain_sentences_with_digits(name: str, count: int) -> None:
    paragraphs = english(name)
    assert len(paragraphs) == count
    assert len(set(paragraphs)) == len(paragraphs), "a paragraph is repeated"
    for paragraph in paragraphs[:-1]:
        assert len(paragraph.split()) <= 70, paragraph
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", paragraph) if s]
        assert 1 <= len(sentences) <= 4, paragraph
        assert not NUMBER_WORDS.search(paragraph), paragraph
    assert paragraphs[-1].startswith("Keys: ")
    assert len(paragraphs[-1].split()) <= 100


@pytest.mark.parametrize(("language", "deck"), LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_every_language_has_the_paragraphs_with_the_same_numbers(
    name: str, language: str, deck: str
) -> None:
    source = english(name)
    spelled = spelled_title(name, language)
    i18n.use(language, deck=deck, strict=True)
    translated = rules_paragraphs(name)
    assert len(translated) == len(source)
    assert len(set(translated)) == len(translated), "a paragraph is repeated"
    for original, paragraph in zip(source, translated, strict=True):
        assert paragraph.strip() == paragraph != ""
        assert "  " not in paragraph and "\n" not in paragraph, paragraph
        assert paragraph.endswith("."), paragraph
        assert paragraph[0].isupper() or paragraph[0].isdigit(), paragraph
        limit = 115 if paragraph is translated[-1] else 100  # the keys: one list, longer
        assert len(paragraph.split()) <= limit, paragraph
        for char in MARKDOWN + BAD_FOR_SPEECH:
            assert char not in paragraph, (char, paragraph)
        assert numbers(paragraph) == numbers(original, spelled), (original, paragraph)
        assert paragraph != original, paragraph
    assert translated[-1].startswith(KEYS_WORD[language])


def test_german_cards_follow_the_deck() -> None:
    i18n.use("de", deck="german")
    assert rules_paragraphs("klaverjas_1821")[2] == (
        "Trümpfe stechen jede andere Farbe, in der Reihenfolge Under, 9, Ass, König, Ober, 10, "
        "8, 7. Der Trumpf-Under zählt 20 Punkte, die Trumpf-9 14, das Ass 11, der König 3, der "
        "Ober 2 und die 10 zählt 10, die 8 und die 7 nichts."
    )
    i18n.use("de")
    assert rules_paragraphs("klaberjass2")[12] == (
        "Bela: Wer König und Dame im Trumpf hat, bekommt 20, wenn er die zweite der beiden "
        "Karten spielt, auch ohne Stich. Das Spiel sagt Bela mit der ersten."
    )


# -- the facts: docs/rules/family.md and the engine's tables ---------------------------------------


def test_klaberjass2_deal_bidding_completion_and_dix() -> None:
    paragraphs = english("klaberjass2")
    assert paragraphs[0] == (
        "Klaberjass, also called Bela, is played here by 2 players, each alone, and your "
        "opponent sits opposite you. In each deal, the player who takes trump is the maker and "
        "must make more points than the opponent."
    )
    assert (
        "deals 6 cards to each player, 3 at a time, and turns up the next card" in (paragraphs[1])
    )
    assert "Elder, the dealer's opponent, bids first and leads the first trick" in paragraphs[1]
    assert paragraphs[2].startswith(
        "In the first round, each player in turn, elder and then the dealer, takes the "
        "turned-up suit as trump or passes."
    )
    assert "if everyone passes twice, the deal is void" in paragraphs[2]
    assert paragraphs[3].startswith(
        "After the bidding, each player gets 3 more cards from the stock, so each holds 9 "
        "cards, and the bottom card of the stock is shown to both players."
    )
    assert "only 18 cards are played" in paragraphs[3]
    assert paragraphs[4].startswith("The dix: when the turned-up suit is trump")


def test_three_and_four_handed_deals() -> None:
    three = english("klaberjass3")
    assert "only 27 cards are played" in three[3] and "The other 5 cards" in three[3]
    assert "than each opponent" in three[0]
    four = english("klaberjass4")
    assert "turns up the last of the other 8" in four[1]
    assert "another suit or no-trumps" in four[2] and "may also take the turned-up suit" in four[2]
    assert "all 32 cards are played. There is no dix in this game." in four[3]
    assert four[4].startswith("No-trumps: every suit keeps the plain order and points")
    assert "130 points" in four[4] and "no Bela" in four[4]
    assert not any(p.startswith("The dix") for p in four)


@pytest.mark.parametrize("name", NAMES[:3])
def test_card_order_and_points_are_the_engines(name: str) -> None:
    paragraphs = english(name)
    trump = the_one(paragraphs, "Trumps beat every other suit")
    plain = the_one(paragraphs, "In the suits that are not trump")
    assert order_of(trump) == list(TRUMP_ORDER)
    assert order_of(plain) == list(PLAIN_ORDER)
    assert card_points(trump) == TRUMP_POINTS
    assert card_points(plain) == PLAIN_POINTS


def test_the_1821_card_tables_are_rules_family() -> None:
    paragraphs = english("klaverjas_1821")
    trump = the_one(paragraphs, "Trumps beat every other suit")
    plain = the_one(paragraphs, "In the suits that are not trump")
    assert order_of(trump) == list(old.TRUMP_ORDER) == ["J", "9", "A", "K", "Q", "10", "8", "7"]
    assert order_of(plain) == list(old.PLAIN_ORDER) == ["A", "K", "Q", "J", "10", "9", "8", "7"]
    assert card_points(trump) == old.TRUMP_POINTS
    assert card_points(plain) == old.PLAIN_POINTS
    # 4 suits: one trump suit and 3 plain suits hold 141 (docs/rules/family.md "klaverjas_1821")
    plain_suits = 3 * sum(old.PLAIN_POINTS.values())
    assert sum(old.TRUMP_POINTS.values()) + plain_suits == old.CARD_POINTS == 141
    assert old.LAST_TRICK_BONUS == 5
    assert "All 32 cards hold 141 points, and the last trick adds 5." in plain
    assert old.PHASE_ONE_TRICKS == 7 and old.PHASE_TWO_TRICKS == 9
    assert "the first 7 tricks, the second player may play any card" in paragraphs[4]
    assert "the last 9 tricks are played strictly" in paragraphs[8]
    assert old.ALL_TRICKS_BONUS == 100
    assert "all 9 of these tricks scores 100 more" in paragraphs[8]
    assert old.STOCK_SIZE == 13 and old.HAND_SIZE == 9
    assert "of the other 13 cards and is drawn last" in paragraphs[1]
    assert "deals 9 cards to each player" in paragraphs[1]
    assert old.MARRIAGE_POINTS == 20 and "holding the other scores 20" in paragraphs[7]


@pytest.mark.parametrize("name", NAMES[:3])
def test_the_trick_duties_are_those_of_the_variant(name: str) -> None:
    paragraphs = english(name)
    duties = duties_for(name)
    lead = the_one(paragraphs, "When trump is led")
    void = the_one(paragraphs, "When a plain suit is led and you hold none of it")
    assert duties.void.must_trump
    if duties.void.must_overtrump:
        assert "you must trump, beating every trump in the trick if you can" in void
    else:
        assert "you must play a trump if you have any" in void
    said = {
        "free": ("Only without trumps may you play any card", "a lower trump included"),
        "any_trump": ("you must still play a trump, even a lower trump",),
    }
    if name == "klaberjass2":  # two players: no trump can be in the trick before yours
        assert duties.void.undertrump == "free"
        assert said["free"][0] in void
    else:
        assert said[duties.void.undertrump][-1] in void
    assert ("even when your partner heads the trick" in void) == (
        duties.void_partner_heads.must_trump
    )
    assert ("even your partner's" in lead) == duties.partners
    assert duties.overtrump_trump_lead and not duties.overtrump_trump_lead_unless_partner


def test_melds_bela_settlement_and_end() -> None:
    two, three, four = (english(name) for name in NAMES[:3])
    melds = the_one(two, "Melds are sequences")
    assert "3 cards score 20, and 4 or more 50" in melds
    assert "answers good or not good, or asks how many cards, how high, or in trumps" in melds
    assert "each other player in turn answers" in the_one(three, "Melds are sequences")
    assert the_one(two, "The longer sequence").startswith(
        "The longer sequence is the better, then the sequence with the higher top card, then a "
        "sequence in trumps, and equal best sequences score for nobody."
    )
    assert the_one(four, "Partners do not overrule each other").endswith(
        "a team that takes no trick loses its melds."
    )
    assert the_one(two, "Bela: ").startswith(
        "Bela: a player holding the king and queen of trumps scores 20 when playing the second"
    )
    settle = the_one(two, "When the deal ends")
    assert "the maker is bete: the maker scores 0, and the opponent the points of both" in settle
    assert "On a tie, the maker scores 0 and the opponent their own points." in settle
    settle3 = the_one(three, "When the deal ends")
    assert "more points than each opponent" in settle3
    assert "each opponent their own points and half the maker's, rounded down" in settle3
    assert "the stich, adds 10" in the_one(two, "Each player counts")
    assert "a deal holds 162 points" in the_one(four, "Each team counts")
    for paragraphs, who in ((two, "a player"), (three, "a player"), (four, "a team")):
        assert the_one(paragraphs, "The game ends").startswith(
            f"The game ends after the deal in which {who} reaches 500 points."
        )
    for name in NAMES:
        variant = FAMILY_VARIANTS.get(name)
        if variant is not None:  # once the engine has the game: its own target
            assert int(variant.target) == 500


def test_options_paragraphs_name_every_option() -> None:
    two = " ".join(english("klaberjass2"))
    for word in ("schmeiss", "bimah", "bare jack", "zensa", "A tie may instead", "by hand"):
        assert word in two, word
    three = " ".join(english("klaberjass3"))
    assert "schmeiss" not in three and "A tie may instead" not in three
    four = " ".join(english("klaberjass4"))
    assert "tournament deal" in four and "hearts when you deal, then diamonds" in four


# -- the keys -------------------------------------------------------------------------------------


def test_keys_paragraphs() -> None:
    assert english("klaberjass2")[-1] == (
        "Keys: Enter plays the focused card. A opens the bid list on your turn to bid, where Up "
        "arrow and Down arrow move and Enter bids; at other times it tells trump and the "
        "contract. G exchanges the 7 of trumps for the turned-up card. C tells the cards on the "
        "table and the stock, F the led suit, S the scores, Shift plus S the scores of each "
        "deal, T whose turn it is, D your hand, L the last trick, P the points taken, W the "
        "melds and Bela. F1 lists the keys that work now."
    )
    four = english("klaberjass4")[-1]
    assert " G " not in four and "C tells the cards on the table, F" in four
    assert english("klaverjas_1821")[-1].startswith(
        "Keys: Enter plays the focused card. A tells trump. G exchanges the 7 of trumps for the "
        "turned-up card. C tells the cards on the table and the stock"
    )
    assert english("klaverjas_1821")[-1].endswith(
        "W the melds and marriages. F1 lists the keys that work now."
    )
    i18n.use("en")
    keys = {"trump": "B", "exchange_six": "X"}
    assert rules_paragraphs("klaverjas_1821", keys)[-1] == (
        "Keys: B tells trump. X exchanges the 7 of trumps for the turned-up card."
    )


def test_sequence_and_bela_points_are_the_engines() -> None:
    hearts = (1 << Rank.SEVEN) | (1 << Rank.EIGHT) | (1 << Rank.NINE)  # 7 8 9 of hearts

    def points(mask: int, *, zensa: bool = False) -> list[int]:
        return [meld.points for meld in klaberjass_melds(mask, zensa=zensa)]

    assert points(hearts) == [20]
    assert points(hearts | 1 << Rank.TEN) == [50]
    five = hearts | 1 << Rank.TEN | 1 << Rank.JACK
    assert points(five) == [50] and points(five, zensa=True) == [100]
    melds = the_one(english("klaberjass2"), "Melds are sequences")
    assert "3 cards score 20, and 4 or more 50" in melds
    zensa = the_one(english("klaberjass2"), "With bare jack")
    assert "With zensa, 5 or more in sequence score 100" in zensa
    assert BELOTE_POINTS == 20 and "scores 20 when playing the second" in english("klaberjass3")[12]
