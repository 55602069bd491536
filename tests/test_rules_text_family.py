"""The spoken rules (Ctrl+F1) of Klaverjas (Amsterdam, Rotterdam), Belote and Belote Contrée:
short plain paragraphs in English, German, French and Dutch with the same numbers, the facts
agreeing with the engine and docs/rules/family.md, the duties of each game and its keys."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from conftest import TableRun

from audiojass import i18n
from audiojass.app import App, RulesScreen
from audiojass.rules.cards import mask_of, parse_cards
from audiojass.rules.composed_variants import FAMILY_VARIANTS
from audiojass.rules.settlement import (
    ALL_TRICKS_BONUS,
    BELOTE_POINTS,
    CAPOT_BONUS,
    CONTRACTS,
    PIT_BONUS,
    STUK_POINTS,
    contree_defenders_rounded,
)
from audiojass.rules.tricks32 import (
    ANY_CARD,
    PLAIN_ORDER,
    PLAIN_POINTS,
    TRUMP_ORDER,
    TRUMP_POINTS,
    deal_total,
    duties_for,
    legal_mask,
    trick_from_leader,
)
from audiojass.rules_text import DEFAULT_KEY_NAMES, RULES_KEY_COMMANDS, RULES_TEXT, rules_paragraphs

NAMES = ("klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree")
LANGUAGES = (("de", "french"), ("de", "german"), ("fr", "french"), ("nl", "french"))
KEYS_WORD = {"en": "Keys: ", "de": "Tasten: ", "fr": "Touches : ", "nl": "Toetsen: "}
# Symbols a speech synthesizer reads badly or not at all, and markdown.
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


def numbers(paragraph: str) -> list[str]:
    """The numbers written in a paragraph, in order of size ("F1" counts as 1)."""
    return sorted(re.findall(r"\d+", paragraph), key=int)


def the_one(paragraphs: list[str], start: str) -> str:
    """The only paragraph that starts with ``start``."""
    found = [paragraph for paragraph in paragraphs if paragraph.startswith(start)]
    assert len(found) == 1, (start, found)
    return found[0]


def card_points(paragraph: str) -> dict[str, int]:
    """ "the jack of trumps scores 20, … the queen 3" → {"J": 20, …, "Q": 3}."""
    pairs = re.findall(
        r"\bthe (jack|queen|king|ace|\d+)(?: of trumps)?(?: scores)? (\d+)\b", paragraph, re.I
    )
    return {RANK_WORDS.get(rank.lower(), rank): int(points) for rank, points in pairs}


def order_of(paragraph: str) -> list[str]:
    """The rank order a paragraph states ("order jack, 9, ace, …") as rank codes."""
    match = re.search(r"order (?:is )?((?:(?:jack|queen|king|ace|\d+)(?:, )?)+)", paragraph)
    assert match is not None, paragraph
    return [RANK_WORDS.get(word, word) for word in match.group(1).split(", ")]


# -- shape, in every language -------------------------------------------------------------------


def test_every_family_variant_of_the_engine_has_rules() -> None:
    assert tuple(RULES_TEXT)[4 : 4 + len(NAMES)] == NAMES
    assert set(FAMILY_VARIANTS) <= set(RULES_TEXT)


@pytest.mark.parametrize("name", NAMES)
def test_name_ignores_case_and_spaces(name: str) -> None:
    paragraphs = english(name)
    assert list(rules_paragraphs(f"  {name.upper()} ")) == paragraphs
    assert rules_paragraphs(name) == RULES_TEXT[name]


@pytest.mark.parametrize("bad", ["klaverjas", "schieber2", "", "belote contree"])
def test_unknown_variant_raises_and_lists_the_known_ones(bad: str) -> None:
    with pytest.raises(ValueError, match=r"unknown variant.*klaverjas_amsterdam.*belote_contree"):
        rules_paragraphs(bad)


@pytest.mark.parametrize("name", NAMES)
def test_english_paragraphs_are_short_plain_sentences_with_digits(name: str) -> None:
    paragraphs = english(name)
    assert 15 <= len(paragraphs) <= 18
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
    i18n.use(language, deck=deck)
    translated = rules_paragraphs(name)
    assert len(translated) == len(source)
    assert len(set(translated)) == len(translated), "a paragraph is repeated"
    for original, paragraph in zip(source, translated, strict=True):
        assert paragraph.strip() == paragraph != ""
        assert "  " not in paragraph and "\n" not in paragraph, paragraph
        assert paragraph.endswith("."), paragraph
        assert paragraph[0].isupper() or paragraph[0].isdigit(), paragraph
        assert len(paragraph.split()) <= 100, paragraph
        for char in MARKDOWN + BAD_FOR_SPEECH:
            assert char not in paragraph, (char, paragraph)
        assert numbers(paragraph) == numbers(original), (original, paragraph)
        assert paragraph != original, paragraph
    assert translated[-1].startswith(KEYS_WORD[language])


def test_the_language_is_read_at_call_time() -> None:
    i18n.use("fr")
    assert rules_paragraphs("belote")[0].startswith("La Belote se joue à 4 joueurs")
    i18n.use("nl")
    assert rules_paragraphs("belote")[0].startswith("Belote wordt gespeeld door 4")
    i18n.use("en")
    assert rules_paragraphs("belote")[0].startswith("Belote is played by 4 players")


# -- exact strings --------------------------------------------------------------------------------


def test_english_amsterdam_partner_heads_paragraph() -> None:
    assert english("klaverjas_amsterdam")[8] == (
        "Amsterdam rules: when a plain suit is led and you hold none of it, but your partner "
        "heads the trick, you need not trump. You may play a card of another plain suit, or a "
        "trump that beats every trump in the trick. You may undertrump only when you hold "
        "nothing else."
    )


def test_german_trump_order_follows_the_deck() -> None:
    i18n.use("de")
    assert rules_paragraphs("belote")[4] == (
        "Trümpfe stechen jede andere Farbe, in der Reihenfolge Bauer, 9, Ass, 10, König, Dame, "
        "8, 7. Der Trumpf-Bauer zählt 20 Punkte, die Trumpf-9 14, das Ass 11, die 10 zählt 10, "
        "der König 4 und die Dame 3, die 8 und die 7 nichts."
    )
    i18n.use("de", deck="german")
    assert rules_paragraphs("klaverjas_rotterdam")[3] == (
        "Trümpfe stechen jede andere Farbe, in der Reihenfolge Under, 9, Ass, 10, König, Ober, "
        "8, 7. Der Trumpf-Under zählt 20 Punkte, die Trumpf-9 14, das Ass 11, die 10 zählt 10, "
        "der König 4 und der Ober 3, die 8 und die 7 nichts. Niederländische Spieler nennen den "
        "Trumpf-Under «Jas» und die Trumpf-9 «Nel»."
    )


def test_french_contree_auction_end() -> None:
    i18n.use("fr")
    assert rules_paragraphs("belote_contree")[3] == (
        "Après une enchère, 3 passes de suite terminent les enchères, et cette enchère est le "
        "contrat ; si les 4 joueurs passent d'entrée, la donne est annulée. Au lieu d'enchérir, "
        "un joueur peut contrer l'enchère adverse, et les enchères se terminent. Les preneurs "
        "peuvent alors surcontrer, à tour de rôle à partir du joueur qui suit celui qui a "
        "contré."
    )


def test_dutch_wet_paragraph() -> None:
    i18n.use("nl")
    assert rules_paragraphs("klaverjas_amsterdam")[13] == (
        "Roem en pit worden genoteerd, maar pas aan het eind van het spel geteld. Het spelende "
        "team moet dan meer hebben dan het andere team, met kaartpunten, laatste slag, roem en "
        "pit, en dan krijgt elk team zijn eigen punten. Zo niet, ook bij gelijkspel, dan gaat "
        "het spelende team nat: het krijgt 0, en het andere team krijgt alle 162 punten, alle "
        "roem van beide teams en de pit."
    )


# -- the facts agree with the engine (docs/rules/family.md) ----------------------------------------


def test_amsterdam_and_rotterdam_differ_exactly_in_the_partner_heads_duty() -> None:
    amsterdam, rotterdam = english("klaverjas_amsterdam"), english("klaverjas_rotterdam")
    differ = [
        i for i, pair in enumerate(zip(amsterdam, rotterdam, strict=True)) if len(set(pair)) > 1
    ]
    assert differ == [8]
    assert amsterdam[8].startswith("Amsterdam rules: ") and "you need not trump" in amsterdam[8]
    assert rotterdam[8].startswith("Rotterdam rules: ")
    assert "you must trump even when your partner heads the trick" in rotterdam[8]
    # the rule itself: the engine's two rows differ only there
    assert duties_for("klaverjas_amsterdam").void == duties_for("klaverjas_rotterdam").void
    assert (
        duties_for("klaverjas_amsterdam").void_partner_heads
        != duties_for("klaverjas_rotterdam").void_partner_heads
    )
    for language, deck in LANGUAGES:
        i18n.use(language, deck=deck)
        pairs = zip(
            rules_paragraphs("klaverjas_amsterdam"),
            rules_paragraphs("klaverjas_rotterdam"),
            strict=True,
        )
        assert [i for i, pair in enumerate(pairs) if len(set(pair)) > 1] == [8], language


@pytest.mark.parametrize("name", NAMES)
def test_card_order_and_points_are_the_engines(name: str) -> None:
    paragraphs = english(name)
    trump = the_one(paragraphs, "Trumps beat every other suit")
    plain = the_one(paragraphs, "In the suits that are not trump")
    assert order_of(trump) == list(TRUMP_ORDER)
    assert order_of(plain) == list(PLAIN_ORDER)
    assert card_points(trump) == TRUMP_POINTS
    assert card_points(plain) == PLAIN_POINTS
    assert "the 8 and 7 nothing" in trump and "the 9, 8 and 7 nothing" in plain
    assert "All 32 cards hold 152 points." in plain
    assert deal_total(0) - 10 == 152
    assert the_one(paragraphs, "The deck has 32 cards").count("from 7 up to ace") == 1


@pytest.mark.parametrize("name", NAMES)
def test_a_deal_is_worth_162_with_the_last_trick(name: str) -> None:
    score = the_one(english(name), "Each team counts the card points")
    assert "the last trick adds 10" in score and "162 points" in score
    assert deal_total(0) == 162


@pytest.mark.parametrize("name", NAMES)
def test_the_trick_duties_are_those_of_the_variant(name: str) -> None:
    paragraphs = english(name)
    duties = duties_for(name)
    lead = the_one(paragraphs, "When trump is led")
    assert ("unless your partner heads the trick" in lead) == (
        duties.overtrump_trump_lead_unless_partner
    )
    assert "beat every trump in the trick if you can" in lead
    assert "If you cannot beat them" in lead and "play any trump" in lead
    void = the_one(paragraphs, "When a plain suit is led and you hold none of it, and your")
    assert "you must trump, beating every trump in the trick if you can" in void
    assert duties.void.must_trump and duties.void.must_overtrump
    else_said = {
        "banned": "If you cannot, play a card of another plain suit.",
        "any_trump": "you must still play a trump, even a lower trump",
        "free": "you may play any card, a lower trump included",
    }
    assert else_said[duties.void.undertrump] in void
    if name.startswith("klaverjas"):
        partner = paragraphs[8]
    else:
        partner = the_one(paragraphs, "When a plain suit is led and you hold none of it, but")
    if duties.void_partner_heads == ANY_CARD:
        assert partner == (
            "When a plain suit is led and you hold none of it, but your partner heads the "
            "trick, you may play any card."
        )
    elif duties.void_partner_heads.must_trump:
        assert "you must trump even when your partner heads the trick" in partner
    else:
        assert "you need not trump" in partner and "undertrump only when" in partner


def test_klaverjas_trump_roem_pit_wet_and_end() -> None:
    paragraphs = english("klaverjas_amsterdam")
    assert paragraphs[2].startswith("Forehand must name a suit as trump and may not pass")
    roem = the_one(paragraphs, "Roem is scored per trick")
    assert "3 cards in sequence in the same suit score 20, 4 in sequence 50" in roem
    assert "4 of a kind 100" in roem
    stuk = the_one(paragraphs, "Stuk: ")
    assert f"score {STUK_POINTS} roem" in stuk and "part of a sequence" in stuk
    pit = the_one(paragraphs, "Pit: ")
    assert f"scores {PIT_BONUS} more" in pit and "a trick without points" in pit
    wet = the_one(paragraphs, "Roem and pit are noted, not scored")
    assert "a tie included, the playing team is wet: it scores 0" in wet
    assert "all 162 points, all roem of both teams and the pit" in wet
    variant = FAMILY_VARIANTS["klaverjas_amsterdam"]
    assert (variant.target, variant.deal_limit) == (1500, 16)
    assert the_one(paragraphs, "The game ends").startswith(
        "The game ends after the deal in which a team reaches 1500 points, or after 16 deals, "
        "so that everyone deals 4 times, whichever comes first."
    )
    assert "draw" in paragraphs[-2]


def test_belote_deal_bidding_melds_and_settlement() -> None:
    paragraphs = english("belote")
    deal = paragraphs[1]
    assert "deals 5 cards to each player and turns up the next card" in deal
    assert "the other 11 wait in the stock" in deal
    bidding = paragraphs[2]
    assert "takes the turned-up suit as trump or passes" in bidding
    assert "name another suit as trump" in bidding
    assert "if everyone passes twice, the deal is void" in bidding
    assert paragraphs[3].startswith(
        "The taker gets the turned-up card and 2 more from the stock, and every other player "
        "gets 3, so each player holds 8 cards."
    )
    score = the_one(paragraphs, "Each team counts")
    assert f"makes capot and scores {CAPOT_BONUS} instead of the 10, 252 in all" in score
    melds = the_one(paragraphs, "Melds are combinations")
    for fact in ("4 jacks score 200", "4 nines 150", "queens 100", "score 20, 4 score 50"):
        assert fact in melds
    assert "and 5 or more 100" in melds
    best = the_one(paragraphs, "Only the team with the best meld scores")
    assert "nobody scores melds" in best and "takes no trick loses its melds" in best
    belote = the_one(paragraphs, "Belote and Rebelote: ")
    assert f"The team scores {BELOTE_POINTS}, even without a trick" in belote
    settle = the_one(paragraphs, "When the deal ends")
    assert "it is dedans: it scores 0, and the other team scores the points of both" in settle
    assert "On a tie, the taker's team scores 0 and the other team its own points." in settle
    assert FAMILY_VARIANTS["belote"].target == 1000
    assert paragraphs[-2].startswith("The game ends after the deal in which a team reaches 1000")


def test_contree_auction_contracts_doubles_and_rounding() -> None:
    paragraphs = english("belote_contree")
    auction = paragraphs[2]
    values = [value for value in CONTRACTS if value != "capot"]
    assert (values[0], values[1], values[-1], CONTRACTS[-1]) == (80, 90, 160, "capot")
    assert "Contracts run 80, 90 and so on up to 160, and above them capot" in auction
    assert "a player who passed may bid again later" in auction
    end = paragraphs[3]
    assert end.startswith("After a bid, 3 passes in a row end the auction")
    assert "if all 4 players pass at the start, the deal is void" in end
    assert "double the opponents' bid" in end and "redouble" in end
    score = the_one(paragraphs, "Each team counts")
    assert f"scores {ALL_TRICKS_BONUS} more, 252 in all" in score
    assert "Melds and Belote do not count" in score
    assert FAMILY_VARIANTS["belote_contree"].options()["melds"] is False
    made = the_one(paragraphs, "The contract is made")
    assert "a final 5 rounding down" in made
    assert "So defenders with 75 points score 70, and the bidders 90." in made
    assert contree_defenders_rounded(75) == 70 and 160 - contree_defenders_rounded(75) == 90
    assert contree_defenders_rounded(85) == 80
    failed = the_one(paragraphs, "If the contract fails")
    assert "the bidders score 0, and the defenders score 160, or 250" in failed
    double = the_one(paragraphs, "When the contract is doubled")
    assert "scores 2 times the deal's value" in double and "Redoubled, it scores 4 times" in double
    assert FAMILY_VARIANTS["belote_contree"].target == 2000
    assert paragraphs[-2].startswith("The game ends after the deal in which a team reaches 2000")


# -- the keys paragraph ---------------------------------------------------------------------------


def test_default_keys_paragraphs() -> None:
    assert set(DEFAULT_KEY_NAMES) == set(RULES_KEY_COMMANDS)
    assert english("belote")[-1] == (
        "Keys: Enter plays the focused card. A opens the bid list on your turn to bid, where "
        "Up arrow and Down arrow move and Enter bids; at other times it tells trump and the "
        "contract. C tells the cards on the table, F the led suit, S the scores, Shift plus S "
        "the scores of each deal, T whose turn it is, D your hand, L the last trick, P the "
        "points taken, W the melds and Belote. F1 lists the keys that work now."
    )
    klaverjas = english("klaverjas_rotterdam")[-1]
    assert klaverjas.startswith(
        "Keys: Enter plays the focused card. A opens the list of suits when you must name "
        "trump, where Up arrow and Down arrow move and Enter names it; at other times it tells "
        "trump and the playing team."
    )
    assert "P the points taken, W the roem of this deal. F1 lists" in klaverjas
    contree = english("belote_contree")[-1]
    assert contree.startswith(
        "Keys: Enter plays the focused card. A opens the bid list on your turn to bid, where "
        "Left arrow and Right arrow move bid by bid, Up arrow and Down arrow jump to a lower or "
        "higher contract, and Enter bids; at other times it tells trump and the contract."
    )
    assert " W " not in contree  # Contrée has no melds by default


def test_keys_follow_the_keymap_given() -> None:
    i18n.use("en")
    keys = {"play": "Space", "trump": "B", "previous_suit": "K", "next_suit": "J"}
    assert rules_paragraphs("belote_contree", keys)[-1] == (
        "Keys: Space plays the focused card. B opens the bid list on your turn to bid, where "
        "K and J move and Space bids; at other times it tells trump and the contract."
    )
    # without the list keys the trump key's sentence leaves them out; "" means unbound
    keys = {"trump": "A", "previous_suit": "", "next_suit": "Down arrow", "help": "F2"}
    assert rules_paragraphs("klaverjas_amsterdam", keys)[-1] == (
        "Keys: A names trump when you must; at other times it tells trump and the playing "
        "team. F2 lists the keys that work now."
    )
    assert rules_paragraphs("belote", {"trump": "A", "melds": "M"})[-1] == (
        "Keys: A bids on your turn to bid; at other times it tells trump and the contract. "
        "M tells the melds and Belote."
    )
    assert rules_paragraphs("belote", {})[-1] == "Keys: none of these commands has a key."


def test_german_keys_use_the_german_key_names() -> None:
    i18n.use("de")
    keys = rules_paragraphs("belote_contree")[-1]
    assert keys.startswith(
        "Tasten: Enter spielt die gewählte Karte. A öffnet die Gebotsliste, wenn du bieten "
        "darfst, wo Pfeil nach links und Pfeil nach rechts Gebot um Gebot blättern, Pfeil nach "
        "oben und Pfeil nach unten zum tieferen oder höheren Kontrakt springen und Enter bietet; "
        "sonst sagt A den Trumpf und den Kontrakt."
    )


def test_ctrl_f1_at_a_contree_table_reads_these_rules_in_german(
    table: Callable[..., TableRun],
) -> None:
    i18n.use("de")
    run = table()
    screens: list[object] = []

    def keys(app: App) -> Iterator[str]:
        yield "ctrl+f1"
        screens.append(app.screens[-1])
        yield from ["down"] * 15

    lines = run.run(keys, variant="belote_contree")
    screen = screens[0]
    assert isinstance(screen, RulesScreen) and screen.variant == "belote_contree"
    paragraphs = list(rules_paragraphs("belote_contree", screen.keys))
    assert len(paragraphs) == 16
    start = next(i for i, line in enumerate(lines) if line.startswith("Regeln für Belote Contrée"))
    assert lines[start].startswith("Regeln für Belote Contrée, 16 Absätze:")
    assert lines[start].endswith(" " + paragraphs[0])
    assert paragraphs[0].startswith("Belote Contrée wird von 4 Spielern in 2 Teams gespielt.")
    assert lines[start + 1 : start + 16] == paragraphs[1:]


def test_klaverjas_without_a_limit_of_deals_names_none() -> None:
    """Game rules → No limit of deals: the end of the game is the target alone (it said
    "or after 0 deals, so that everyone deals 0 times")."""
    rules = FAMILY_VARIANTS["klaverjas_rotterdam"].with_options(deals=0)
    end = rules_paragraphs("klaverjas_rotterdam", None, rules)[-2]
    assert end.startswith("The game ends after the deal in which a team reaches 1500 points. ")
    assert "deals" not in end


def test_amsterdam_always_beat_reads_its_own_trick_play() -> None:
    """Game rules → play_rules 002: the trick-play paragraphs say what the engine then asks
    (beat the best card of the led suit; after a trump lead, any trump while the partner
    heads; void, any card once no trump can beat the one played), as many paragraphs."""
    standard = rules_paragraphs("klaverjas_amsterdam")
    rules = FAMILY_VARIANTS["klaverjas_amsterdam"].with_options(play_rules="002")
    beat = rules_paragraphs("klaverjas_amsterdam", None, rules)
    assert len(beat) == len(standard)
    changed = [(old, new) for old, new in zip(standard, beat, strict=True) if old != new]
    assert len(changed) == 4
    text = " ".join(new for _, new in changed)
    assert "you need not beat" not in text and "even your partner's" not in text
    assert "beat the best card of that suit in the trick if you can, unless your partner" in text
    assert "play any card, a lower trump included." in text
    # the engine agrees: partner heads a trump lead, any trump; an opponent's trump that
    # cannot be beaten, any card
    duties = duties_for("klaverjas_amsterdam", play_rules="002")
    hand = mask_of(parse_cards("HJ H8 D7"))
    assert legal_mask(hand, trick_from_leader(2, parse_cards("H9 H7")), 0, duties, 0) == mask_of(
        parse_cards("HJ H8")
    )
    hand = mask_of(parse_cards("H7 D7"))
    trick = trick_from_leader(2, parse_cards("SA HQ"))
    assert legal_mask(hand, trick, 0, duties, 0) == hand
