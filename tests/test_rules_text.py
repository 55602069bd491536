"""The spoken rules: every variant has them, each paragraph is short plain text that reads well
aloud, and each variant's text states the facts of that variant and not those of another."""

from __future__ import annotations

import re

import pytest

from audiojass.keymap import load_keymap, spoken_key
from audiojass.rule_options import game_variant
from audiojass.rules import ALL_VARIANTS
from audiojass.rules.variants import VARIANTS, Putz, Schieber
from audiojass.rules_text import (
    DEFAULT_KEY_NAMES,
    RULES_KEY_COMMANDS,
    RULES_TEXT,
    rules_paragraphs,
)

NAMES = ("jass", "schieber", "putz3", "putz5")
MARKDOWN = ("*", "#", "`", "|", "_")
# Symbols a speech synthesizer reads badly or not at all: numbers and signs must be words.
BAD_FOR_SPEECH = ("+", "×", "−", "%", "&", "/", "\\", "<", ">", "=", "[", "]", "{", "}", "~", "^")
NUMBER_WORDS = re.compile(
    r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty)\b",
    re.IGNORECASE,
)


def text_of(name: str) -> str:
    return " ".join(rules_paragraphs(name))


def keys_paragraph(name: str) -> str:
    return rules_paragraphs(name)[-1]


def key_letters(name: str) -> set[str]:
    """The single-letter keys named in a variant's keys paragraph."""
    return set(re.findall(r"\b([A-Z])\b", keys_paragraph(name)))


# -- shape ----------------------------------------------------------------------------------------


def test_every_variant_of_the_engine_has_rules() -> None:
    assert set(RULES_TEXT) == set(ALL_VARIANTS)
    assert tuple(RULES_TEXT)[: len(NAMES)] == NAMES


@pytest.mark.parametrize("name", NAMES)
def test_rules_paragraphs_returns_the_table(name: str) -> None:
    assert rules_paragraphs(name) == RULES_TEXT[name]
    assert rules_paragraphs(f" {name.upper()} ") == RULES_TEXT[name]
    assert len(RULES_TEXT[name]) >= 10


@pytest.mark.parametrize("bad", ["poker", "", "putz4", "jass2"])
def test_unknown_variant_raises(bad: str) -> None:
    with pytest.raises(ValueError, match="unknown variant"):
        rules_paragraphs(bad)


@pytest.mark.parametrize("name", NAMES)
def test_paragraphs_are_short_plain_sentences(name: str) -> None:
    paragraphs = rules_paragraphs(name)
    assert len(set(paragraphs)) == len(paragraphs), "a paragraph is repeated"
    for paragraph in paragraphs:
        assert paragraph.strip() == paragraph != ""
        assert "  " not in paragraph and "\n" not in paragraph
        assert paragraph.endswith("."), paragraph
        assert len(paragraph.split()) <= 70, paragraph
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", paragraph) if s]
        assert 1 <= len(sentences) <= 4, paragraph
        assert paragraph[0].isupper() or paragraph[0].isdigit(), paragraph


@pytest.mark.parametrize("name", NAMES)
def test_no_markdown_or_symbols_and_numbers_as_digits(name: str) -> None:
    for paragraph in rules_paragraphs(name):
        for char in MARKDOWN + BAD_FOR_SPEECH:
            assert char not in paragraph, (char, paragraph)
        assert NUMBER_WORDS.search(paragraph) is None, paragraph


# -- facts common to the Swiss games -------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_common_facts(name: str) -> None:
    text = text_of(name)
    assert "36 cards" in text
    assert "from 6 up to ace" in text
    assert "sits on your right" in text
    assert "jack, 9, ace, king, queen, 10, 8, 7, 6" in text
    assert "called the Buur, scores 20 points, the 9 of trumps 14, the ace 11" in text
    assert "the order is ace, king, queen, jack, 10, 9, 8, 7, 6" in text
    assert "the jack 2 and the 10 scores 10" in text
    assert "You may not undertrump" in text
    assert "every card in your hand is such a lower trump" in text
    assert "if the jack of trumps is your only trump, you need not play it" in text
    assert "you need not beat the trumps already played" in text
    assert "the last trick adds 5" in text
    assert f"deals {VARIANTS[name].hand_size} cards to each player" in text


@pytest.mark.parametrize("name", NAMES)
def test_order_of_topics(name: str) -> None:
    paragraphs = rules_paragraphs(name)

    def first(fragment: str) -> int:
        return next(i for i, p in enumerate(paragraphs) if fragment in p)

    assert first("players") == 0
    assert first("36 cards") == 1
    assert first("trump") == 2
    assert first("Their order is jack") < first("not trump, the order is ace") < first("led suit")
    assert first("led suit") < first("You may not undertrump") < first("Buur exemption")
    assert first("Buur exemption") < first("the last trick adds 5")
    assert first("The game ends") == len(paragraphs) - 2
    assert paragraphs[-1].startswith("Keys: Enter plays the focused card.")
    assert paragraphs[-1].endswith("F1 lists the keys that work now.")


# -- the team games ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["jass", "schieber"])
def test_team_game_facts(name: str) -> None:
    text = text_of(name)
    assert "4 players in 2 teams" in text
    assert "Your partner sits opposite you" in text
    assert "9 cards to each player" in text
    assert "This is called schieben" in text
    assert "the partner must then choose and cannot pass it back" in text
    assert "forehand leads the first trick" in text
    assert "every deal is worth 157 points" in text
    bonus = VARIANTS[name].match_bonus
    assert f"takes all 9 tricks has a match and scores {bonus} points more" in text
    assert str(VARIANTS[name].target) in text
    for putz_only in ("kitty", "apple", "Putz", "turned up", "exchange", "minus"):
        assert putz_only not in text, putz_only


def test_jass_facts() -> None:
    text = text_of("jass")
    assert VARIANTS["jass"].target == 1000
    assert "The target is 1000 points" in text
    assert "1500 or 2000" in text
    assert "The game ends after the deal in which a team reaches the target" in text
    assert "Forehand chooses trump: hearts, diamonds, spades or clubs." in text
    assert "257 in that deal" in text
    for schieber_only in ("Obenabe", "Undenufe", "Weis", "Stöck", "times", "multiplier", "2500"):
        assert schieber_only not in text, schieber_only


def test_schieber_facts() -> None:
    schieber = VARIANTS["schieber"]
    assert isinstance(schieber, Schieber) and schieber.target == 2500
    text = text_of("schieber")
    for fact in (
        "Obenabe",
        "Undenufe",
        "Stöck",
        "Weis",
        "2500 points",
        "Forehand chooses the trump mode: a suit as trump, Obenabe, or Undenufe.",
        "the 8 scores 8",
        "the 6 is highest and the ace lowest",
        "The 6 scores 11, the king 4",
        "The ace, 9 and 7 score nothing",
        "3 cards in sequence in the same suit score 20",
        "4 in sequence score 50, 5 score 100, and each further card adds 50",
        "4 of a kind scores 100, 4 nines score 150 and 4 jacks 200",
        "Only the team with the best single Weis scores",
        "every Weis of both partners",
        "in Undenufe the lower sequence wins",
        "declared automatically",
        "With the rule option manual Weis, you choose which of yours to declare",
        "king and queen of trumps scores 20",
        "There is no Stöck in Obenabe or Undenufe",
        "times 1 when spades or clubs are trump",
        "times 2 with hearts or diamonds",
        "times 3 in Obenabe or Undenufe",
        "The game ends the moment a team reaches 2500 points, even in the middle of a deal",
    ):
        assert fact in text, fact
    assert "The game ends after the deal" not in text
    assert "1000" not in text


# -- Putz ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["putz3", "putz5"])
def test_putz_facts(name: str) -> None:
    variant = VARIANTS[name]
    assert isinstance(variant, Putz)
    text = text_of(name)
    assert f"is played by {variant.players} players" in text
    assert "Everyone plays alone" in text
    assert "Nobody chooses trump" in text
    assert "its suit is trump" in text
    assert "the player holding the 6 of trump may exchange it for the turned-up card" in text
    assert "no exchange when the turned-up card is itself the 6" in text
    assert f"fewer than {variant.apple_below} points gets an apple" in text
    assert "minus 1" in text
    assert "each of them gets the smallest award of the places they share" in text
    assert f"reaches {variant.target} points or more" in text
    assert f"minus {-variant.lower_limit} or less" in text
    assert "The game ends after the deal" in text
    assert "equal highest totals share the win" in text
    for team_only in ("partner", "team", "schieben", "match", "worth 157", "Weis", "Stöck"):
        assert team_only not in text.replace("no teams", ""), team_only
    for schieber_only in ("Obenabe", "Undenufe", "times", "1000", "2500"):
        assert schieber_only not in text, schieber_only


def test_putz3_facts() -> None:
    text = text_of("putz3")
    assert "the other 9 form the kitty" in text
    assert "turns up the top card of the kitty" in text
    assert "you may take the kitty" in text
    assert "your own hand is set aside face down, out of play" in text
    assert "Forehand may take the kitty first, then the next player, then the dealer" in text
    assert "If nobody takes it, it stays out of play" in text
    assert "minus 4 or less" in text
    assert "the 2 best players without an apple get plus 1 each" in text
    assert "With 2 apples, the player without an apple gets plus 2" in text
    assert "minus 5" not in text
    assert "5 players" not in text


def test_putz5_facts() -> None:
    text = text_of("putz5")
    assert "there is no kitty" in text
    assert text.count("kitty") == 1
    assert "7 cards to each player" in text
    assert "The card left over after dealing is turned up" in text
    assert "minus 5 or less" in text
    assert "the 3 best players without an apple get plus 1 each" in text
    assert "With 2 apples, the best gets plus 2 and the next 2 plus 1" in text
    assert "With 3 apples, the 2 players without an apple get plus 2 each" in text
    assert "With 4 apples, the only player without an apple gets plus 3" in text
    assert "minus 4" not in text
    assert "3 players" not in text


# -- keys ----------------------------------------------------------------------------------------

COMMON_KEYS = {"A", "C", "F", "S", "T", "D", "L", "P"}


@pytest.mark.parametrize(
    ("name", "extra", "absent"),
    [
        ("jass", set(), {"G", "H", "W"}),
        ("schieber", {"W"}, {"G", "H"}),
        ("putz3", {"G", "H"}, {"W"}),
        ("putz5", {"G"}, {"H", "W"}),
    ],
)
def test_keys_paragraph(name: str, extra: set[str], absent: set[str]) -> None:
    letters = key_letters(name)
    assert letters >= COMMON_KEYS | extra
    assert not letters & absent
    paragraph = keys_paragraph(name)
    assert "Enter plays the focused card" in paragraph
    assert "F1 lists the keys that work now" in paragraph


def test_trump_key_chooses_only_where_players_choose() -> None:
    for name in ("jass", "schieber"):
        assert "A chooses trump when the choice is yours" in keys_paragraph(name)
    for name in ("putz3", "putz5"):
        assert "A tells trump" in keys_paragraph(name)
        assert "chooses" not in keys_paragraph(name)


# -- key names from the active keymap -------------------------------------------------------------


def test_the_default_key_names_are_the_default_keymaps() -> None:
    keymap, problems = load_keymap()
    assert not problems
    assert set(DEFAULT_KEY_NAMES) == set(RULES_KEY_COMMANDS)
    for command in RULES_KEY_COMMANDS:
        assert DEFAULT_KEY_NAMES[command] == spoken_key(keymap.keys_for(command)[0]), command


@pytest.mark.parametrize("name", NAMES)
def test_the_keys_paragraph_names_the_keys_it_is_given(name: str) -> None:
    keys = {**DEFAULT_KEY_NAMES, "help": "F2", "play": "Space", "scores": "K"}
    paragraphs = rules_paragraphs(name, keys)
    assert paragraphs[:-1] == RULES_TEXT[name][:-1]  # only the keys paragraph changes
    paragraph = paragraphs[-1]
    assert paragraph.startswith("Keys: Space plays the focused card. ")
    assert paragraph.endswith(" F2 lists the keys that work now.")
    assert ", K the scores, " in paragraph
    assert not re.search(r"\b(F1|Enter|S)\b", paragraph), paragraph
    assert rules_paragraphs(name, DEFAULT_KEY_NAMES) == RULES_TEXT[name]


def test_a_command_without_a_key_is_left_out_of_the_keys_paragraph() -> None:
    keys = {**DEFAULT_KEY_NAMES, "help": "", "exchange_six": "", "table_cards": ""}
    assert rules_paragraphs("putz3", keys)[-1] == (
        "Keys: Enter plays the focused card. A tells trump, and H takes the kitty. "
        "F tells the led suit, S the scores, T whose turn it is, D your hand, L the last trick, "
        "P the points taken."
    )
    unbound = dict.fromkeys(RULES_KEY_COMMANDS, "")
    assert rules_paragraphs("jass", unbound)[-1] == "Keys: none of these commands has a key."


def test_a_chosen_jass_target_is_said_as_the_target_not_the_default() -> None:
    """Game rules → target 2000: "The target is 2000 points" (it said "2000 points by default,
    and 1500 or 2000 can be chosen instead", while the default is 1000)."""
    end = rules_paragraphs("jass", None, game_variant("jass", {"target": 2000}))[-2]
    assert end.startswith("The target is 2000 points (1000, 1500 or 2000 can be chosen). ")


def test_schieber_says_when_a_stoeck_in_the_hand_counts_at_the_target() -> None:
    """docs/rules/swiss.md "schieber" ("Stöck, Weis, Stich"): a Stöck not yet played that brings its
    team to the target counts at the end of the first trick, before the Weis."""
    paragraphs = rules_paragraphs("schieber")
    [stoeck] = [paragraph for paragraph in paragraphs if paragraph.startswith("Stöck: ")]
    assert (
        "If those 20 bring the team to the target while both are still in the hand, they "
        "count at the end of the first trick, before the Weis." in stoeck
    )
    assert "Points count as they are made: Stöck when it scores, Weis when" in paragraphs[-2]


def test_options_switched_off_leave_their_paragraphs_and_keys_out() -> None:
    """Putz for 3 without the kitty and the six exchange, Schieber without Weis and Stöck:
    the paragraphs and keys of what the game then lacks are not read (they said H takes the
    kitty in a game without one)."""
    putz = rules_paragraphs("putz3", None, game_variant("putz3", {"kitty": False}))
    assert len(putz) == len(rules_paragraphs("putz3")) - 2
    assert not any("take the kitty" in paragraph for paragraph in putz)
    assert "H takes the kitty" not in putz[-1] and "G exchanges" in putz[-1]
    options = {"weis": False, "stoeck": False}
    schieber = rules_paragraphs("schieber", None, game_variant("schieber", options))
    assert len(schieber) == len(rules_paragraphs("schieber")) - 5
    assert not any(paragraph.startswith(("Weis", "Stöck: ")) for paragraph in schieber)
    assert " W " not in schieber[-1]
    options = {"obenabe": False, "undenufe": False}
    suits = rules_paragraphs("schieber", None, game_variant("schieber", options))
    assert suits[2].startswith("Forehand chooses the trump mode: a suit as trump. Forehand may")
    assert not any(paragraph.startswith(("Obenabe means", "Undenufe means")) for paragraph in suits)


def test_the_remaining_paragraphs_say_what_the_game_scores_and_multiplies() -> None:
    """Without Weis (and Stöck) the paragraphs that remained still said the team scores Weis
    and Stöck and when they count; the multipliers paragraph gave the standard ones whatever
    the option said."""
    plain = rules_paragraphs(
        "schieber",
        None,
        game_variant("schieber", {"weis": False, "stoeck": False, "multipliers": "none"}),
    )
    text = " ".join(plain)
    assert "Weis" not in text and "Stöck" not in text
    assert "Your team scores card points and tries to reach 2500 points first." in plain[0]
    assert "The points are not multiplied: every mode counts once." in plain
    assert plain[-2].endswith("Points count as they are made: each trick when it is taken.")
    swisslos = rules_paragraphs(
        "schieber", None, game_variant("schieber", {"weis": False, "multipliers": "swisslos"})
    )
    [multipliers] = [p for p in swisslos if p.startswith("With the Swisslos multipliers")]
    assert "times 1 when hearts or diamonds are trump, times 2 with spades or clubs" in multipliers
    assert multipliers.endswith("the last trick, the match bonus and Stöck.")
    assert "Your team scores card points and Stöck, and tries" in swisslos[0]


@pytest.mark.parametrize(
    ("variant", "options", "said"),
    [
        ("jass", {"match": 150}, "has a match and scores 150 points more, 307 in that deal."),
        ("jass", {"match": 0}, "scores nothing more for it: this game has no match bonus."),
        (
            "schieber",
            {"match": 50, "multipliers": "none"},
            "has a match and scores 50 points more.",
        ),
    ],
)
def test_the_match_paragraph_says_the_games_own_bonus(
    variant: str, options: dict[str, object], said: str
) -> None:
    """The match paragraph said 100 points (257 in the deal) whatever the option, and "before
    the multiplier" in a Schieber without multipliers."""
    paragraphs = rules_paragraphs(variant, None, game_variant(variant, options))
    assert any(paragraph.endswith(said) for paragraph in paragraphs)
    if options.get("multipliers") == "none":
        assert not any("before the multiplier" in paragraph for paragraph in paragraphs)


def test_the_apple_line_is_the_games_own() -> None:
    """Putz's paragraphs said 21 points whatever the option ``apple_below``."""
    paragraphs = rules_paragraphs("putz5", None, game_variant("putz5", {"apple_below": 25}))
    assert any("try to take at least 25 points" in paragraph for paragraph in paragraphs)
    assert any("fewer than 25 points gets an apple" in paragraph for paragraph in paragraphs)
    assert not any(" 21 " in paragraph for paragraph in paragraphs)
