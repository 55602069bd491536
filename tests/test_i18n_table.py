"""The table and the large-print window in German, French and Dutch, through the real loop in
script mode: the table's own sentences (new game, the trump list, browsing edges, leaving,
between deals) and the window's headings, labels and marks, with exact strings."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest
from conftest import TableRun, autoplay
from test_table_flow import _manual_weis_game

from audiojass import i18n
from audiojass.app import App, RulesScreen, TableScreen
from audiojass.narration import no_weis
from audiojass.rules import Phase
from audiojass.settings import THEMES
from audiojass.window import THEME_COLOURS, Drawn, draw, text_size_phrase, view_of

# The table's sentences of a Schieber game (seed 3: the player chooses trump in deal 1, and
# hearts count double) in each language; keys named by the keys' catalogue.
SPOKEN = {
    "de": {
        "new game": "Neues Spiel: Schieber. Drücke F1 für die Tasten.",
        "prompt": "Du wählst Trumpf: A öffnet die Auswahl.",
        "list title": "Trumpf wählen: ",
        "first item": "Herz, zählt doppelt, 1 von 7",
        "last item": "Schieben: dein Partner wählt, 7 von 7",
        "closed": "Auswahl geschlossen. A wählt Trumpf.",
        "leave": "Das Spiel verlassen? Es ist gespeichert: Weiterspielen im Menü setzt es fort. "
        "Enter verlässt das Spiel; mit Escape bleibst du.",
        "stay": "Zurück zum Spiel.",
        "first card": "Das ist deine erste Karte.",
        "no suit": "In dieser Richtung gibt es keine Farbe mehr.",
        "next deal": "Drücke Enter, um die nächste Runde zu geben.",
        "deal over": "Die Runde ist vorbei. Drücke Enter, um die nächste Runde zu geben.",
        "last trick": "Letzter Stich",
        "empty hand": "Deine Hand ist leer.",
        "taken": "Links macht den Stich, 26 Punkte.",
    },
    "fr": {
        "new game": "Nouvelle partie de Chibre. Appuyez sur F1 pour les touches.",
        "prompt": "À vous de choisir l'atout : A ouvre les choix.",
        "list title": "Choisir l'atout : ",
        "first item": "Cœur, compte double, 1 sur 7",
        "last item": "Chibrer : votre partenaire choisit, 7 sur 7",
        "closed": "Choix fermé. A choisit l'atout.",
        "leave": "Quitter la partie ? Elle est enregistrée : Continuer, dans le menu, la reprend. "
        "Entrée pour quitter, Échap pour rester.",
        "stay": "Retour à la partie.",
        "first card": "C'est votre première carte.",
        "no suit": "Plus de couleur dans cette direction.",
        "next deal": "Appuyez sur Entrée pour distribuer la donne suivante.",
        "deal over": "La donne est terminée. Appuyez sur Entrée pour distribuer la donne suivante.",
        "last trick": "Dernier pli",
        "empty hand": "Votre main est vide.",
        "taken": "Gauche prend le pli, 26 points.",
    },
    "nl": {
        "new game": "Nieuw potje Schieber. Druk op F1 voor de toetsen.",
        "prompt": "Jij kiest troef: A opent de keuzes.",
        "list title": "Kies troef: ",
        "first item": "Harten, telt dubbel, 1 van 7",
        "last item": "Schuiven: je maat kiest, 7 van 7",
        "closed": "Keuze gesloten. A kiest troef.",
        "leave": "Het potje verlaten? Het is bewaard: Doorgaan in het menu hervat het. "
        "Enter verlaat het potje; Escape blijft.",
        "stay": "Terug naar het potje.",
        "first card": "Dat is je eerste kaart.",
        "no suit": "Geen kleuren meer in die richting.",
        "next deal": "Druk op Enter om het volgende spel te delen.",
        "deal over": "Dit spel is voorbij. Druk op Enter om het volgende spel te delen.",
        "last trick": "Laatste slag",
        "empty hand": "Je hand is leeg.",
        "taken": "Links neemt de slag, 26 punten.",
    },
}


def _first_deal(app: App) -> Iterator[str]:
    """Open the trump list, go to its end, close it; Escape twice (leave? no); choose hearts;
    at the first card, Home, Left and Up (the ends of the hand); play the deal out; T."""
    yield from ("a", "end", "escape", "escape", "escape", "a", "enter", "home", "left", "up")
    for key in autoplay()(app):
        screen = app.screens[-1]
        if isinstance(screen, TableScreen) and screen.session.awaiting_continue():
            break
        yield key
    yield "t"


@pytest.mark.parametrize("language", sorted(SPOKEN))
def test_the_tables_own_sentences_in_each_language(
    table: Callable[..., TableRun], language: str
) -> None:
    i18n.use(language)
    said = SPOKEN[language]
    run = table(seed=3)
    lines = run.run(_first_deal, variant="schieber")
    assert lines[0] == said["new game"]
    assert said["prompt"] in lines
    opened = next(line for line in lines if line.startswith(said["list title"]))
    assert opened.endswith(f". {said['first item']}"), opened
    assert said["last item"] in lines
    assert said["closed"] in lines
    assert said["leave"] in lines
    assert said["stay"] in lines
    assert said["first card"] in lines
    assert said["no suit"] in lines
    assert said["next deal"] in lines
    assert lines[-1] == said["deal over"]
    # the window between deals: the deal's last trick (Left took it), the empty hand
    drawn = _drawn(run.app)
    assert _texts(drawn, "heading") == [said["last trick"], said["empty hand"]]
    assert _texts(drawn, "note") == [said["taken"]]
    assert " ".join(_texts(drawn, "turn")) == said["deal over"]


def _one_card_left(app: App) -> Iterator[str]:
    """Play like a person until the player holds one card and it is their turn to play."""
    for key in autoplay()(app):
        screen = app.screens[-1]
        if isinstance(screen, TableScreen):
            session = screen.session
            game = session.game
            if (
                len(session.view.hand) == 1
                and game.current_player == session.human
                and game.phase is Phase.PLAY
            ):
                return
        yield key


def _mid_trick(app: App) -> Iterator[str]:
    """As in test_window: two cards of the second trick on the table, the player to play,
    the focus on the eight of diamonds (which may not be played)."""
    for key in autoplay()(app):
        screen = app.screens[-1]
        if isinstance(screen, TableScreen):
            session = screen.session
            view = session.view
            mine = session.game.current_player == session.human
            if view.tricks and len(view.trick) >= 2 and mine and view.phase is Phase.PLAY:
                break
        yield key
    yield from ("home", "right", "right")


@pytest.fixture(scope="module")
def mid_game(tmp_path_factory: pytest.TempPathFactory) -> App:
    """Schieber, seed 3, in the middle of the second trick (played in English: the window is
    built in the language active when it is drawn)."""
    i18n.use("en", strict=True)
    run = TableRun(tmp_path_factory.mktemp("i18n-window"), seed=3)
    run.run(_mid_trick, variant="schieber")
    return run.app


@pytest.fixture(scope="module")
def last_card(tmp_path_factory: pytest.TempPathFactory) -> App:
    """Schieber, seed 3, with one card left in the player's hand, the player to play."""
    i18n.use("en", strict=True)
    run = TableRun(tmp_path_factory.mktemp("i18n-window-last"), seed=3)
    run.run(_one_card_left, variant="schieber")
    return run.app


def _drawn(app: App) -> list[Drawn]:
    surface = pygame.Surface((1000, 700))
    return draw(surface, view_of(app), THEME_COLOURS[THEMES[0]], 100)


def _texts(drawn: list[Drawn], role: str) -> list[str]:
    return [item.text for item in drawn if item.role == role]


WINDOW = {
    "de": {
        "title": ["Schieber, Runde 1"],
        "trick": ["Partner: Schaufel-Ass", "Links: Schaufel-Zehn"],
        "note": ["Dein Partner hält den Stich."],
        "heading": "Deine Hand, 8 Karten; Karten mit Rahmen dürfen gespielt werden",
        "suits": ["Herz, Trumpf:", "Ecken:", "Schaufel:", "Kreuz:"],
        "focused": ["[Acht, nicht spielbar]"],
        "one card": "Deine Hand, 1 Karte",
    },
    "fr": {
        "title": ["Chibre, donne 1"],
        "trick": ["Partenaire : as de pique", "Gauche : dix de pique"],
        "note": ["Votre partenaire tient le pli."],
        "heading": "Votre main, 8 cartes ; les cartes encadrées peuvent être jouées",
        "suits": ["Cœur, atout :", "Carreau :", "Pique :", "Trèfle :"],
        "focused": ["[huit, injouable]"],
        "one card": "Votre main, 1 carte",
    },
    "nl": {
        "title": ["Schieber, spel 1"],
        "trick": ["Maat: schoppen aas", "Links: schoppen tien"],
        "note": ["Je maat heeft de slag."],
        "heading": "Je hand, 8 kaarten; kaarten met een kader mogen gespeeld worden",
        "suits": ["Harten, troef:", "Ruiten:", "Schoppen:", "Klaveren:"],
        "focused": ["[acht, niet speelbaar]"],
        "one card": "Je hand, 1 kaart",
    },
}


@pytest.mark.parametrize("language", sorted(WINDOW))
def test_the_window_draws_the_table_in_each_language(mid_game: App, language: str) -> None:
    i18n.use(language)
    shown = WINDOW[language]
    drawn = _drawn(mid_game)
    assert _texts(drawn, "title") == shown["title"]
    assert _texts(drawn, "trick") == shown["trick"]
    assert _texts(drawn, "note") == shown["note"]
    assert shown["heading"] in _texts(drawn, "heading")
    assert _texts(drawn, "suit") == shown["suits"]
    assert _texts(drawn, "focused card") == shown["focused"]


@pytest.mark.parametrize("language", sorted(WINDOW))
def test_the_window_counts_one_card_in_each_language(last_card: App, language: str) -> None:
    i18n.use(language)
    headings = _texts(_drawn(last_card), "heading")
    assert headings.count(WINDOW[language]["one card"]) == 1, headings


def test_the_window_keys_answer_in_german(table: Callable[..., TableRun]) -> None:
    i18n.use("de")
    run = table(seed=3)
    lines = run.run(["ctrl+t", "ctrl+plus"], variant="schieber")
    assert "Farben: Weiss auf Schwarz." in lines
    assert "Schriftgrösse 125 Prozent." in lines
    assert text_size_phrase(400) == "Schriftgrösse 400 Prozent, die grösste."
    i18n.use("fr")
    assert text_size_phrase(50) == "Taille du texte 50 pour cent, la plus petite."


ENGLISH = (" the ", "You ", " trick", "Press ")
"""Common English words that no German sentence of the game contains."""


@pytest.mark.slow
def test_a_whole_schieber_game_in_german_has_no_english(table: Callable[..., TableRun]) -> None:
    i18n.use("de")
    lines = table(seed=5).run(autoplay(), variant="schieber")
    assert lines[0] == "Neues Spiel: Schieber. Drücke F1 für die Tasten."
    english = [line for line in lines if any(word in line for word in ENGLISH)]
    assert not english, english[:5]


WEIS = {
    "de": (
        "Schieber fortgesetzt, Runde 1.",
        "Auswahl geschlossen. W öffnet die Weis-Auswahl wieder.",
        "{no_weis}, 2 von 2",
        "Kein Weis. Enter spielt Herz-Puur.",
    ),
    "fr": (
        "Partie de Chibre reprise, donne 1.",
        "Choix fermé. W rouvre les annonces.",
        "{no_weis}, 2 sur 2",
        "Pas d'annonce. Entrée joue le bour de cœur.",
    ),
}


@pytest.mark.parametrize("language", sorted(WEIS))
def test_a_resumed_game_and_no_weis_naming_the_card_with_its_article(
    table: Callable[..., TableRun], language: str
) -> None:
    i18n.use(language)
    run = table(seed=1)

    def keys(app: App) -> Iterator[str]:
        yield from _manual_weis_game(app)
        yield from ("w", "escape", "w", "up", "enter")

    lines = run.run(keys)
    resumed, closed, item, enter_plays = WEIS[language]
    assert resumed in lines
    assert closed in lines
    assert item.format(no_weis=no_weis()) in lines  # the item's words are the narration's
    assert lines[-1] == enter_plays


@pytest.mark.parametrize(
    ("language", "where"),
    [
        ("de", "Regeln für Putz zu dritt, Absatz 2 von {count}"),
        ("fr", "Règles : Putz à 3, paragraphe 2 sur {count}"),
    ],
)
def test_the_window_says_where_the_rules_reader_is(
    table: Callable[..., TableRun], language: str, where: str
) -> None:
    i18n.use(language)
    run = table()
    run.run(["down", "down", "down", "enter", "down", "down", "enter", "down"])  # Rules, Putz 3
    screen = run.app.screens[-1]
    assert isinstance(screen, RulesScreen)
    drawn = _drawn(run.app)
    assert _texts(drawn, "title") == [where.format(count=len(screen.paragraphs()))]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("language", "swiss", "family"),
    [
        ("fr", ("bour de ", "nell de "), ("valet de ", "neuf de ")),
        ("de", ("-Puur", "-Nell"), ("-Bauer", "-Neun")),
    ],
)
def test_the_trump_jack_and_nine_take_each_games_own_words(
    table: Callable[..., TableRun], language: str, swiss: tuple[str, str], family: tuple[str, str]
) -> None:
    """Swiss players call the trump jack and nine "bour"/"Puur" and "nell"/"Nell"; Belote's and
    Klaverjas's players do not: in a game of the rest of the family they are the jack and the
    nine, and a Swiss game after it has its own words again."""

    i18n.use(language)
    text = "\n".join(table(seed=2, fresh=True).run(autoplay(deals=1), variant="belote"))
    assert not any(word in text for word in swiss), [w for w in swiss if w in text]
    assert any(word in text for word in family)
    i18n.use(language)
    text = "\n".join(table(seed=2, fresh=True).run(autoplay(deals=1), variant="schieber"))
    assert any(word in text for word in swiss)
