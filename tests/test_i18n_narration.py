"""What a player hears in German, French and Dutch: card words (both German decks, Puur and
Nell), cards played, tricks, plurals, Weis with a multiplier, a deal's numbers, refusals from
the engine, and whole seeded games narrated in every language with a strict catalogue (a
missing message or argument raises)."""

from __future__ import annotations

import re
from random import Random

import pytest

from audiojass import i18n
from audiojass.narration import (
    BRIEF,
    FULL,
    Narrator,
    card_name,
    card_object,
    hand_counts,
    mode_name,
    seat_names,
    six_choice_keys,
    turn_with_card,
    unheard_card,
    variant_title,
    weis_choice_title,
    weis_label,
)
from audiojass.rule_options import game_variant
from audiojass.rules import (
    Card,
    CardPlayed,
    ChooseTrump,
    Deal,
    DealEnded,
    Game,
    IllegalActionError,
    Meld,
    Phase,
    PlayCard,
    Suit,
    TrickWon,
    TrumpChosen,
    TrumpMode,
    WeisScored,
    new_game,
    parse_cards,
)

H, D, S = TrumpMode.HEARTS, TrumpMode.DIAMONDS, TrumpMode.SPADES

# Schieber, dealer seat 3, forehand seat 0: seat 0 holds the jack and nine of hearts.
PUUR_NELL = (
    "HJ H9 HA H6 D6 D7 S8 C6 C7",
    "HK HQ H10 H8 H7 D8 D9 D10 DJ",
    "DQ DK DA S6 S7 S9 S10 SJ SQ",
    "SK SA C8 C9 C10 CJ CQ CK CA",
)


def speak(language: str, deck: str = "french") -> None:
    i18n.use(language, deck=deck, strict=True)


def hearts_chosen() -> Game:
    game = new_game("schieber", seed=5, first_dealer=3)
    game.apply_action(Deal(tuple(tuple(parse_cards(hand)) for hand in PUUR_NELL), ()))
    game.apply_action(ChooseTrump(H))
    return game


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("de", ["Herz-Ass", "Herz-Ass", "Schaufel-Dame", "Herz-Puur", "Herz-Nell", "Kreuz"]),
        ("fr", ["as de cœur", "l'as de cœur", "la dame de pique", "bour de cœur",
                "nell de cœur", "trèfle"]),
        ("nl", ["harten aas", "harten aas", "schoppen vrouw", "harten jas", "harten nel",
                "klaveren"]),
        ("en", ["ace of hearts", "the ace of hearts", "the queen of spades", "jack of hearts",
                "nine of hearts", "clubs"]),
    ],
)  # fmt: skip
def test_card_words(language: str, expected: list[str]) -> None:
    speak(language)
    assert [
        card_name(Card.HA),
        card_object(Card.HA),
        card_object(Card.SQ),
        card_name(Card.HJ, H),
        card_name(Card.H9, True),
        mode_name(TrumpMode.CLUBS),
    ] == expected
    assert card_name(Card.HJ, S) == card_name(Card.HJ)  # not trump: the plain jack


def test_french_articles_follow_the_rank() -> None:
    speak("fr")
    assert card_object(Card.CK) == "le roi de trèfle"
    assert card_object(Card.D8) == "le huit de carreau"
    assert card_object(Card.HJ, H) == "le bour de cœur"


def test_the_german_suited_deck_names_suits_and_court_cards() -> None:
    speak("de", deck="german")
    assert [card_name(card) for card in (Card.HJ, Card.D10, Card.SQ, Card.CA)] == [
        "Rosen-Under",
        "Schellen-Banner",
        "Schilten-Ober",
        "Eicheln-Ass",
    ]
    assert card_name(Card.HJ, H) == "Rosen-Puur"
    assert Narrator("schieber", 0, BRIEF).event(CardPlayed(1, Card.HJ, 1, True), [], S) == (
        "Rechts: Rosen-Under."
    )
    speak("fr", deck="german")  # only German has German-suited names
    assert card_name(Card.HJ) == "valet de cœur"


def test_seats_and_variants() -> None:
    speak("de")
    assert seat_names(5) == ("Du", "Rechts", "Ganz rechts", "Ganz links", "Links")
    assert [variant_title(name) for name in ("schieber", "putz3", "putz5")] == [
        "Schieber",
        "Putz zu dritt",
        "Putz zu fünft",
    ]
    speak("fr")
    assert seat_names(2) == ("Vous", "Adversaire")
    assert variant_title("schieber") == "Chibre"
    speak("nl")
    assert seat_names(4) == ("Jij", "Rechts", "Maat", "Links")
    assert variant_title("putz3") == "Putz voor 3"


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "de",
            [
                "Rechts spielt Herz-Ass und hält den Stich.",
                "Rechts: Herz-Ass.",
                "Du spielst Herz-Sechs aus.",
                "Du: Herz-Sechs.",
                "Dein Partner sticht mit Schaufel-Puur und hält den Stich.",
                "Dein Partner sticht mit Schaufel-Puur.",
            ],
        ),
        (
            "fr",
            [
                "Droite joue l'as de cœur, qui tient le pli.",
                "Droite : as de cœur.",
                "Vous entamez avec le six de cœur.",
                "Vous : six de cœur.",
                "Votre partenaire coupe avec le bour de pique, qui tient le pli.",
                "Votre partenaire coupe avec le bour de pique.",
            ],
        ),
        (
            "nl",
            [
                "Rechts speelt harten aas en heeft de slag.",
                "Rechts: harten aas.",
                "Je komt uit met harten zes.",
                "Jij: harten zes.",
                "Je maat troeft met schoppen jas en heeft de slag.",
                "Je maat troeft met schoppen jas.",
            ],
        ),
    ],
)
def test_cards_played_by_you_and_by_another_seat(language: str, expected: list[str]) -> None:
    speak(language)
    full, brief = Narrator("schieber", 0, FULL), Narrator("schieber", 0, BRIEF)
    ace = CardPlayed(1, Card.HA, 1, True)
    six = CardPlayed(0, Card.H6, 1, True)
    # the trick's last card: its winner is said next, so not "winning" here
    last = CardPlayed(2, Card.SJ, 1, True)  # completes a trick led by Right
    trumped = full.events([last], [Card.H6, Card.HA, Card.HK], S)
    assert [
        full.event(ace, [Card.H6], S),
        brief.event(ace, [Card.H6], S),
        full.event(six, [], S),
        brief.event(six, [], S),
        full.event(CardPlayed(2, Card.SJ, 1, True), [Card.H6, Card.HA], S),
    ] == expected[:-1]
    assert trumped == [expected[-1]]


@pytest.mark.parametrize(
    ("language", "full", "brief", "last"),
    [
        (
            "de",
            "Dein Partner macht den Stich mit Schaufel-Zehn: 25 Punkte.",
            "Partner macht den Stich, 25 Punkte.",
            "Du machst den letzten Stich: 1 Punkt, davon 5 für den letzten Stich.",
        ),
        (
            "fr",
            "Votre partenaire prend le pli avec le dix de pique : 25 points.",
            "Votre partenaire prend le pli, 25 points.",
            "Vous prenez le dernier pli : 1 point, dont 5 pour le dernier pli.",
        ),
        (
            "nl",
            "Je maat neemt de slag met schoppen tien: 25 punten.",
            "Je maat neemt de slag, 25 punten.",
            "Je neemt de laatste slag: 1 punt, inclusief 5 voor de laatste slag.",
        ),
    ],
)
def test_a_trick_won_with_its_points(language: str, full: str, brief: str, last: str) -> None:
    speak(language)
    trick = TrickWon(2, 0, tuple(parse_cards("HA HK S10 C6")), 25, 1, False)
    assert Narrator("schieber", 0, FULL).event(trick, [], S) == full
    assert Narrator("schieber", 0, BRIEF).event(trick, [], S) == brief
    # one point (not a real trick's total, but the plural rule is the language's)
    one = TrickWon(0, 1, tuple(parse_cards("H6 H7 H8 H10")), 1, 9, True)
    assert Narrator("schieber", 0, FULL).events([one], [], S) == [last]


@pytest.mark.parametrize(
    ("language", "one", "several"),
    [
        ("de", "1 Karte: 1 Herz.", "3 Karten: 2 Herz und 1 Schaufel."),
        ("fr", "1 carte : 1 cœur.", "3 cartes : 2 cœurs et 1 pique."),
        ("nl", "1 kaart: 1 harten.", "3 kaarten: 2 harten en 1 schoppen."),
        ("en", "1 card: 1 heart.", "3 cards: 2 hearts and 1 spade."),
    ],
)
def test_hand_counts_say_one_card_and_several(language: str, one: str, several: str) -> None:
    speak(language)
    assert hand_counts([Card.HA]) == one
    assert hand_counts([Card.HA, Card.H6, Card.S6]) == several


@pytest.mark.parametrize(
    ("language", "full", "brief", "label"),
    [
        (
            "de",
            "Die Gegner schreiben Weis: Links weist vier Zehner: 100, mal 2: 200.",
            "Weis für sie: 200.",
            "ein Dreiblatt, Herz Sechs bis Acht und vier Zehner: 120 Punkte",
        ),
        (
            "fr",
            "Ils marquent les annonces : Gauche montre quatre dix : 100, fois 2 : 200.",
            "Annonces pour eux : 200.",
            "une suite de 3 à cœur, du six au huit et quatre dix : 120 points",
        ),
        (
            "nl",
            "Zij krijgen roem: Links toont vier tienen: 100, maal 2: 200.",
            "Roem voor hen: 200.",
            "een reeks van 3, harten zes tot acht en vier tienen: 120 punten",
        ),
    ],
)
def test_weis_with_a_multiplier(language: str, full: str, brief: str, label: str) -> None:
    speak(language)
    tens = Meld("four", tuple(parse_cards("H10 D10 S10 C10")), 100)
    sequence = Meld("sequence", tuple(parse_cards("H6 H7 H8")), 20)
    scored = WeisScored(1, ((3, tens),), 200)
    assert Narrator("schieber", 0, FULL).event(scored, [], D) == full
    assert Narrator("schieber", 0, BRIEF).event(scored, [], D) == brief
    assert weis_label([sequence, tens]) == label
    assert (
        weis_choice_title()
        == {"de": "Weis melden", "fr": "Annoncer", "nl": "Roem melden"}[language]
    )


@pytest.mark.parametrize(
    ("language", "full", "brief"),
    [
        (
            "de",
            "Runde vorbei: Kartenpunkte, wir 73, sie 84. In dieser Runde, doppelt gezählt: "
            "wir 146, sie 168. Stand: wir 500, sie 300.",
            "Runde vorbei: wir 146, sie 168. Stand: wir 500, sie 300.",
        ),
        (
            "fr",
            "Donne terminée : points des cartes, nous 73, eux 84. Cette donne, comptée double : "
            "nous 146, eux 168. Score : nous 500, eux 300.",
            "Donne terminée : nous 146, eux 168. Score : nous 500, eux 300.",
        ),
        (
            "nl",
            "Spel voorbij: kaartpunten, wij 73, zij 84. Dit spel, dubbel geteld: wij 146, zij 168."
            " Stand: wij 500, zij 300.",
            "Spel voorbij: wij 146, zij 168. Stand: wij 500, zij 300.",
        ),
    ],
)
def test_a_deals_numbers(language: str, full: str, brief: str) -> None:
    speak(language)
    ended = DealEnded(2, (40, 50, 33, 34), (146, 168), (500, 300), None, (), ())
    assert Narrator("schieber", 0, FULL).event(ended, [], D) == full
    assert Narrator("schieber", 0, BRIEF).event(ended, [], D) == brief


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "de",
            [
                "Eine Karte spielen geht jetzt nicht: zuerst wird Trumpf gewählt.",
                "Du musst Herz angeben.",
                "Du hast Kreuz-Ass nicht.",
                "Obenabe ist beim Jass nicht erlaubt.",
            ],
        ),
        (
            "fr",
            [
                "Impossible de jouer une carte maintenant : il faut d'abord choisir l'atout.",
                "Vous devez fournir à cœur.",
                "Vous n'avez pas l'as de trèfle.",
                "Obenabe ne peut pas être choisi au Jass.",
            ],
        ),
        (
            "nl",
            [
                "Je kunt nu geen kaart spelen: eerst wordt troef gekozen.",
                "Je moet harten bekennen.",
                "Je hebt klaveren aas niet.",
                "Obenabe mag bij Jass niet gekozen worden.",
            ],
        ),
    ],
)
def test_refusals_from_the_engine(language: str, expected: list[str]) -> None:
    speak(language)
    game = new_game("jass", seed=5, first_dealer=3)
    game.apply_action(game.chance_outcome())
    narrator = Narrator("jass", 0)
    said = []
    for action in (PlayCard(Card.HA), ChooseTrump(TrumpMode.OBENABE)):
        with pytest.raises(IllegalActionError) as refused:
            game.apply_action(action)
        said.append(narrator.refusal(refused.value))
    follow = IllegalActionError("must follow hearts", "must_follow", Card.S6, Suit.HEARTS)
    missing = IllegalActionError("CA is not in the hand", "not_in_hand", Card.CA)
    assert [said[0], narrator.refusal(follow), narrator.refusal(missing), said[1]] == expected


@pytest.mark.parametrize(
    ("language", "hand", "trump"),
    [
        (
            "de",
            "Deine Hand: 9 Karten. Herz, Trumpf: Puur, Nell, Ass, Sechs. Ecken: Sieben, Sechs."
            " Schaufel: Acht. Kreuz: Sieben, Sechs.",
            "Trumpf ist Herz, gewählt von dir.",
        ),
        (
            "fr",
            "Votre main, 9 cartes. Cœur, atout : bour, nell, as, six. Carreau : sept, six."
            " Pique : huit. Trèfle : sept, six.",
            "L'atout est cœur, choisi par vous.",
        ),
        (
            "nl",
            "Je hand, 9 kaarten. Harten, troef: jas, nel, aas, zes. Ruiten: zeven, zes."
            " Schoppen: acht. Klaveren: zeven, zes.",
            "Troef is harten, gekozen door jou.",
        ),
    ],
)
def test_the_hand_names_puur_and_nell_of_trump(language: str, hand: str, trump: str) -> None:
    speak(language)
    view = hearts_chosen().observation(0)
    narrator = Narrator("schieber", 0, FULL)
    assert narrator.hand(view) == hand
    assert narrator.trump(view) == trump


def test_the_turn_and_the_focused_card_in_german() -> None:
    speak("de")
    game = hearts_chosen()
    view = game.observation(0)
    full, brief = Narrator("schieber", 0, FULL), Narrator("schieber", 0, BRIEF)
    assert full.turn(view) == "Du bist dran: eine Karte spielen."
    assert full.turn(game.observation(1)) == "Du bist dran: eine Karte spielen."
    assert Narrator("schieber", 1).turn(view) == "Links ist dran: eine Karte spielen."
    assert turn_with_card(full, Card.HJ, 1, 9, trump=H) == (
        "Du bist dran: Herz-Puur, spielbar, 1 von 9."
    )
    assert turn_with_card(brief, Card.HJ, 1, 9, trump=H) == "Du bist dran: Herz-Puur."
    assert (
        unheard_card(full, Card.S8, False, 7, 9, "Enter")
        == "Schaufel-Acht, nicht spielbar, 7 von 9."
    )
    assert unheard_card(brief, Card.S8, True, 7, 9, "Enter") == "Schaufel-Acht. Enter spielt sie."
    assert six_choice_keys(Card.H6, Card.HA, "G", "Enter") == (
        "Du hast die Herz-Sechs. G tauscht sie gegen die aufgedeckte Karte, Herz-Ass; Enter"
        " behält sie."
    )


def narrate_game(variant: str, language: str, seed: int, **options: object) -> int:
    """Play a seeded game with random legal actions and narrate every step for three seats in
    both verbosities, with every answer and a refusal; returns the number of lines said."""
    speak(language)
    game = new_game(variant, seed=seed, **options)
    rng = Random(seed)
    lines = 0
    while not game.is_terminal():
        action = (
            game.chance_outcome() if game.is_chance_node() else rng.choice(game.legal_actions())
        )
        befores = [game.observation(seat) for seat in range(game.players)]
        events = game.apply_action(action)
        for human in sorted({0, 1, game.players - 1}):  # you, and others on both sides
            before = befores[human]
            after = game.observation(human)
            for verbosity in (BRIEF, FULL):
                narrator = Narrator(game.variant, human, verbosity)
                told = narrator.told(events, before.trick, before.trump, before=before, after=after)
                answers = [
                    narrator.table_cards(after),
                    narrator.trump(after),
                    narrator.led_suit(after),
                    narrator.scores(after),
                    narrator.deal_scores(after),
                    narrator.turn(after),
                    narrator.hand(after),
                    narrator.last_trick(after),
                    narrator.points(after),
                    narrator.melds(after),
                ]
                if after.hand and after.phase is Phase.PLAY:
                    answers.append(narrator.focus(after.hand[0], True, 1, len(after.hand)))
                for line in [*told.lines, *answers]:
                    assert line.strip() and "{" not in line and "None" not in line, line
                    lines += 1
        seat = game.current_player
        if seat is not None and not game.is_terminal():
            held = set(game.observation(seat).hand)
            stranger = next(card for card in Card if card not in held)
            try:
                game.clone().apply_action(PlayCard(stranger))
            except IllegalActionError as error:
                assert Narrator(game.variant, seat).refusal(error).strip()
    return lines


@pytest.mark.slow
@pytest.mark.parametrize("language", ["de", "fr", "nl"])
@pytest.mark.parametrize(
    ("variant", "options"),
    [
        ("schieber", {"target": 600, "manual_weis": True}),
        ("jass", {"target": 300}),
        ("putz3", {}),
        ("putz5", {}),
    ],
)
def test_a_whole_seeded_game_is_narrated_in_every_language(
    language: str, variant: str, options: dict[str, object]
) -> None:
    assert narrate_game(variant, language, seed=7, **options) > 500


def test_french_weis_and_tricks_take_articles_and_the_singular_below_2() -> None:
    speak("fr")
    top = Meld("sequence", tuple(parse_cards("CQ CK CA")), 20)
    five = Meld("sequence", tuple(parse_cards("S8 S9 S10 SJ SQ")), 100)
    assert weis_label([top]) == "une suite de 3 à trèfle, de la dame à l'as : 20 points"
    assert weis_label([five, top]) == (
        "une suite de 5 à pique, du huit à la dame et une suite de 3 à trèfle, de la dame à "
        "l'as : 120 points"
    )
    narrator = Narrator("putz5", 0, FULL)
    assert narrator.took_it(0, 0) == "Vous le prenez, 0 point."
    assert narrator.took_it(2, 1) == "Deuxième à droite le prend, 1 point."
    assert narrator.took_it(3, 14) == "Deuxième à gauche le prend, 14 points."


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("nl", "Je speelt harten aas en hebt de slag."),
        ("de", "Du spielst Herz-Ass und hältst den Stich."),
        ("fr", "Vous jouez l'as de cœur, qui tient le pli."),
    ],
)
def test_your_card_heading_the_trick_takes_the_verb_of_you(language: str, expected: str) -> None:
    """A card of the human's that heads the trick: the verb agrees with "you" (Dutch "hebt",
    not "heeft")."""
    speak(language)
    played = CardPlayed(0, Card.HA, 1, True)
    assert Narrator("schieber", 0, FULL).event(played, [Card.H6], S) == expected


@pytest.mark.parametrize(
    ("variant", "options", "reason", "expected"),
    [
        ("jass", {}, "no_six", "There is no six of trump exchange in Jass."),
        ("putz3", {}, "no_six", "There is no six of trump to exchange now."),
        (
            "putz5",
            {"six_exchange": False},
            "no_six",
            "This game is played without the six of trump exchange (Options, Game rules).",
        ),
        ("schieber", {}, "no_kitty", "There is no kitty in Schieber."),
        (
            "putz3",
            {"kitty": False},
            "no_kitty",
            "This game is played without the kitty (Options, Game rules).",
        ),
    ],
)
def test_no_six_or_kitty_is_explained_by_the_game_or_its_options(
    variant: str, options: dict[str, bool], reason: str, expected: str
) -> None:
    """G and H where the game has no six exchange or kitty, or where Game rules turned it off:
    the refusal says which, not that there is none "now"."""
    speak("en")
    rules = game_variant(variant, options)
    refused = IllegalActionError("refused", reason)
    assert Narrator(rules, 0, FULL).refusal(refused) == expected


def test_german_says_what_counts_double_with_a_subject() -> None:
    """ "Du wählst Herz als Trumpf; das zählt doppelt." (not ", zählt doppelt": no subject)."""
    speak("de")
    narrator = Narrator("schieber", 0, FULL)
    assert narrator.event(TrumpChosen(TrumpMode.HEARTS, 0), [], S) == (
        "Du wählst Herz als Trumpf; das zählt doppelt."
    )
    assert narrator.event(TrumpChosen(TrumpMode.OBENABE, 2), [], S) == (
        "Dein Partner wählt Obenabe: kein Trumpf, die höchste Karte gewinnt; das zählt dreifach."
    )


# Klaverjas, dealer seat 3: seat 0 names hearts and leads the ace of spades; seat 2 (void in
# spades and trumps) throws the ace of diamonds onto its partner's trick, seat 3 (void too)
# its seven of clubs onto the opponents' trick.
BIJ_HANDS = (
    "SA H7 H8 H10 HJ HQ HK HA",
    "S7 S8 S9 S10 SJ SQ SK H9",
    "D7 D8 D9 D10 DJ DQ DK DA",
    "C7 C8 C9 C10 CJ CQ CK CA",
)


def _said(game: Game, codes: tuple[str, ...], seats: tuple[int, ...]) -> dict[int, list[str]]:
    """What each of ``seats`` hears in full speech while ``codes`` are played."""
    said: dict[int, list[str]] = {seat: [] for seat in seats}
    for code in codes:
        before = {seat: game.observation(seat) for seat in seats}
        events = game.apply_action(code)
        for seat in seats:
            narrator = Narrator(game.variant, seat, FULL)
            view = before[seat]
            told = narrator.told(
                events, view.trick, view.trump, before=view, after=game.observation(seat)
            )
            said[seat] += told.lines
    return said


def test_a_dutch_discard_onto_the_partners_trick_is_bijgooien_any_other_afgooien() -> None:
    """ "gooit … bij" only while the discarding seat's partner holds the trick (the card
    gives its points to the partner's trick), "gooit … af" otherwise; English says "discards"
    either way."""
    speak("nl")
    game = new_game("klaverjas_amsterdam", seed=1, first_dealer=3)
    game.apply_action(Deal(tuple(tuple(parse_cards(hand)) for hand in BIJ_HANDS)))
    codes = ("suit:H", "play:SA", "play:S7", "play:DA", "play:C7")
    said = _said(game, codes, (0, 2))
    assert said[0][2:6] == [
        "Je komt uit met schoppen aas.",
        "Rechts speelt schoppen zeven.",
        "Je maat gooit ruiten aas bij.",
        "Links gooit klaveren zeven af.",
    ]
    assert said[2][4:6] == ["Je gooit ruiten aas bij.", "Rechts gooit klaveren zeven af."]
    speak("en")
    game = new_game("klaverjas_amsterdam", seed=1, first_dealer=3)
    game.apply_action(Deal(tuple(tuple(parse_cards(hand)) for hand in BIJ_HANDS)))
    assert _said(game, codes, (0,))[0][4:6] == [
        "Partner discards the ace of diamonds.",
        "Left discards the seven of clubs.",
    ]


def test_without_a_partner_every_dutch_discard_is_afgooien() -> None:
    """The two players of the klaverjas of 1821 have no partner: a discard onto the trick the
    other holds is "gooit … af", never "bij"."""
    speak("nl")
    game = new_game("klaverjas_1821", seed=3)
    rng = Random(3)
    discards = []
    while not game.is_terminal():
        action = (
            game.chance_outcome() if game.is_chance_node() else rng.choice(game.legal_actions())
        )
        view = game.observation(0)
        events = game.apply_action(action)
        told = Narrator(game.variant, 0, FULL).told(events, view.trick, view.trump).lines
        discards += [line for line in told if " gooit " in line]
    assert discards and all(
        re.search(r" af( en (hebt|heeft) de slag)?\.$", line) for line in discards
    )
    assert any(line.startswith("Je gooit") for line in discards)
    assert any(line.startswith("Je tegenstander gooit") for line in discards)
