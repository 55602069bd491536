"""Menus, Options and the app's screens in German, French and Dutch, through the real loop:
Options → Language switches every word at once (the item itself is said again in the new
language) and is kept for the next start; Options → Card names (German only) switches the
suits' names; the main menu, an option with its value, a game rule and the game-over screen
in exact words."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import TableRun, autoplay

from audiojass import i18n, narration
from audiojass.app import App, load_everything
from audiojass.rule_options import RULE_OPTIONS, announcements, game_variant
from audiojass.rules import Card, new_game
from audiojass.settings import SETTINGS_NAME, Settings, save_game

OPTIONS = ["down", "down", "enter"]  # main menu → Options
LANGUAGE = [*OPTIONS, "end"]  # Options → Language (the last item in English)
GAME_RULES = [*OPTIONS, "down", "down", "enter"]  # Options → Game rules (third item)


class LanguageRecorder:
    """A speech output that also records the languages it was told (``set_language``)."""

    def __init__(self, inner: object) -> None:
        self.inner = inner
        self.languages: list[str] = []

    def set_language(self, language: str) -> None:
        self.languages.append(language)

    def __getattr__(self, name: str) -> object:
        return getattr(self.inner, name)


def test_choosing_deutsch_makes_the_next_words_german_and_is_kept(
    table: Callable[..., TableRun],
) -> None:
    run = table()
    recorder = LanguageRecorder(run.speech)
    run.app.speech = recorder  # type: ignore[assignment]
    lines = run.run([*LANGUAGE, "right", "down", "up", "escape", "down"])
    assert lines[-6:] == [
        "Language: English, 13 of 13",
        "Sprache: Deutsch, 13 von 14",
        "Kartennamen: französische Karten: Herz, Ecken, Schaufel und Kreuz, 14 von 14",
        "Sprache: Deutsch, 13 von 14",
        "Hauptmenü: Optionen, 3 von 6",
        "Regeln, 4 von 6",
    ]
    assert recorder.languages == ["de"]
    stored = tomllib.loads((run.folder / SETTINGS_NAME).read_text(encoding="utf-8"))
    assert (stored["language"], stored["deck"]) == ("de", "french")
    # the next start reads it: the settings' language becomes the catalogue's
    i18n.use("en", strict=True)
    settings, _, problems = load_everything(run.folder, language="")
    assert (settings.language, problems) == ("de", [])
    assert i18n.active().language == "de"


@pytest.mark.slow
def test_the_next_start_of_the_program_speaks_the_stored_language(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / SETTINGS_NAME).write_text('language = "fr"\n', encoding="utf-8")
    environment = {**os.environ, "AUDIOJASS_HOME": str(home)}
    environment.pop("SDL_VIDEODRIVER", None)
    done = subprocess.run(
        [sys.executable, "-m", "audiojass", "--script", "-"],
        input="down\ndown\nenter\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[1:] == [
        "AudioJass.",
        "Menu principal : Nouvelle partie, 1 sur 6",
        "Continuer, 2 sur 6",
        "Options, 3 sur 6",
        "Options, flèches gauche et droite pour changer : Adversaires : normaux, 1 sur 13",
    ]


def test_language_goes_round_every_language_in_its_own_name(
    table: Callable[..., TableRun],
) -> None:
    run = table(verbosity="brief")
    lines = run.run([*LANGUAGE, "right", "right", "right", "right", "left"])
    assert lines[-6:] == [
        "Language: English",
        "Sprache: Deutsch",
        "Langue : Français",
        "Taal: Nederlands",
        "Language: English",
        "Taal: Nederlands",
    ]
    assert run.app.settings.language == "nl"


def test_german_suited_cards_are_chosen_in_german_and_name_the_suits(
    table: Callable[..., TableRun],
) -> None:
    run = table()
    keys = [*LANGUAGE, "right", "down", "right", "escape"]
    keys += ["enter", "down", "down", "down", "down"]  # Options again → Hand order (fifth item)
    keys += ["escape", "home", "enter", "enter"]  # New game → Jass: the hand is read
    lines = run.run(keys)
    chosen = lines.index(
        "Kartennamen: deutsche Karten: Rosen, Schellen, Schilten und Eicheln, 14 von 14"
    )
    assert lines[chosen + 1 : chosen + 3] == [
        "Hauptmenü: Optionen, 3 von 6",
        "Optionen, links und rechts ändern: Gegner: normal, 1 von 14",
    ]
    assert "Kartenfolge: Rosen, Schellen, Schilten, Eicheln, 5 von 14" in lines
    assert (run.app.settings.language, run.app.settings.deck) == ("de", "german")
    assert (i18n.active().language, i18n.active().deck) == ("de", "german")
    assert narration.card_name(Card.HA) == "Rosen-Ass"
    hand = next(line for line in lines if line.startswith("Deine Hand"))
    assert "Rosen: Ober, Under, Neun. Schellen: König, Ober, Neun." in hand
    assert not any(word in hand for word in ("Herz", "Ecken", "Schaufel", "Kreuz")), hand
    stored = tomllib.loads((run.folder / SETTINGS_NAME).read_text(encoding="utf-8"))
    assert (stored["language"], stored["deck"]) == ("de", "german")


def test_card_names_do_not_keep_a_language_given_for_one_run(
    table: Callable[..., TableRun],
) -> None:
    """German for this run only (``--lang de``) over French in the settings: choosing the
    card names stores the deck and leaves the settings' French as it was."""
    run = table()
    run.app.settings.language = "fr"
    i18n.use("de", strict=True)
    lines = run.run([*OPTIONS, "end", "right"])
    assert lines[-1].startswith("Kartennamen: deutsche Karten")
    assert (run.app.settings.language, run.app.settings.deck) == ("fr", "german")
    stored = tomllib.loads((run.folder / SETTINGS_NAME).read_text(encoding="utf-8"))
    assert (stored["language"], stored["deck"]) == ("fr", "german")


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "de",
            [
                "AudioJass.",
                "Hauptmenü: Neues Spiel, 1 von 6",
                "Weiterspielen, 2 von 6",
                "Optionen, 3 von 6",
                "Optionen, links und rechts ändern: Gegner: normal, 1 von 14",
                "Gegner: stark, 1 von 14",
                "Pause der Mitspieler: 1 Sekunde, 2 von 14",
                "Pause der Mitspieler: 1,5 Sekunden, 2 von 14",
                "Hauptmenü: Optionen, 3 von 6",
            ],
        ),
        (
            "fr",
            [
                "AudioJass.",
                "Menu principal : Nouvelle partie, 1 sur 6",
                "Continuer, 2 sur 6",
                "Options, 3 sur 6",
                "Options, flèches gauche et droite pour changer : Adversaires : normaux, 1 sur 13",
                "Adversaires : forts, 1 sur 13",
                "Pause des robots : 1 seconde, 2 sur 13",
                "Pause des robots : 1,5 seconde, 2 sur 13",
                "Menu principal : Options, 3 sur 6",
            ],
        ),
        (
            "nl",
            [
                "AudioJass.",
                "Hoofdmenu: Nieuw potje, 1 van 6",
                "Doorgaan, 2 van 6",
                "Opties, 3 van 6",
                "Opties, links en rechts om te wijzigen: Tegenstanders: normaal, 1 van 13",
                "Tegenstanders: sterk, 1 van 13",
                "Pauze van de computerspelers: 1 seconde, 2 van 13",
                "Pauze van de computerspelers: 1,5 seconden, 2 van 13",
                "Hoofdmenu: Opties, 3 van 6",
            ],
        ),
    ],
)
def test_main_menu_and_an_option_with_its_value(
    table: Callable[..., TableRun], language: str, expected: list[str]
) -> None:
    i18n.use(language)
    run = table()
    run.app.settings.bot_delay = 1.0
    lines = run.run(["down", "down", "enter", "right", "down", "right", "escape"])
    assert lines == expected


def test_game_rules_in_german_and_french_with_a_plural(table: Callable[..., TableRun]) -> None:
    i18n.use("de")
    run = table()
    keys = [*GAME_RULES, "down", "enter", "right", "down", "right", "right", "escape"]
    lines = run.run(keys)
    assert lines[-8:] == [
        "Spielregeln: Jass: Standardregeln, 1 von 12",
        "Schieber: Standardregeln, 2 von 12",
        "Regeln für Schieber, links und rechts ändern: Ziel: 2500 Punkte, 1 von 11",
        "Ziel: 3000 Punkte, 1 von 11",
        "Multiplikatoren: Standard, rote Farben doppelt, Obenabe und Undenufe dreifach, 2 von 11",
        "Multiplikatoren: Swisslos, schwarze Farben doppelt, Obenabe und Undenufe dreifach, "
        "2 von 11",
        "Multiplikatoren: keine, jede Trumpfart zählt einfach, 2 von 11",
        "Spielregeln: Schieber: 2 Regeln geändert, 2 von 12",
    ]
    rules = run.app.settings.rules
    assert rules == {"schieber": {"target": 3000, "multipliers": "none"}}
    said = announcements(game_variant("schieber", rules["schieber"]))
    assert said == ["Gespielt wird bis 3000.", "Keine Multiplikatoren."]
    i18n.use("fr")
    said = announcements(game_variant("schieber", rules["schieber"]))
    assert said == ["Partie en 3000.", "Pas de multiplicateurs."]
    one = {"schieber": {"target": 3000}}
    assert run.app.game_rules_menu().items[1].text() == "Chibre : 2 règles modifiées"
    run.app.settings.rules = one
    assert run.app.game_rules_menu().items[1].text() == "Chibre : 1 règle modifiée"
    [target] = [option for option in RULE_OPTIONS["putz3"] if option.name == "lower_limit"]
    assert target.text(-4) == "La partie se termine aussi à : moins 4 ou en dessous"


def _to_the_end(app: App) -> Iterator[str]:
    yield from autoplay(take_kitty=True)(app)
    assert type(app.screens[-1]).__name__ == "GameOverScreen"
    yield from ("h", "f1", "enter")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("language", "over", "keys", "menu"),
    [
        (
            "de",
            "Das Spiel ist vorbei. T wiederholt das Ergebnis; Enter geht zurück zum Hauptmenü; "
            "F1 nennt die Tasten.",
            ("T: das Ergebnis noch einmal", "Enter: zurück zum Hauptmenü"),
            "Hauptmenü: Neues Spiel",
        ),
        (
            "fr",
            "La partie est terminée. T répète le résultat ; Entrée revient au menu principal ; "
            "F1 donne la liste des touches.",
            ("T : le résultat à nouveau", "Entrée : retour au menu principal"),
            "Menu principal : Nouvelle partie",
        ),
    ],
)
def test_the_game_over_screen(
    table: Callable[..., TableRun],
    language: str,
    over: str,
    keys: tuple[str, str],
    menu: str,
) -> None:
    i18n.use(language)
    run = table(seed=2)
    run.app.settings.rules = {"putz3": {"target": 5}}
    lines = run.run(_to_the_end, variant="putz3")
    answer, keys_help, back = lines[-3:]
    assert answer == over  # H (the hand) has nothing to say about a finished game
    for said in keys:
        assert said in keys_help
    assert back == menu


def test_a_new_game_over_a_saved_one_asks_in_french(table: Callable[..., TableRun]) -> None:
    i18n.use("fr")
    run = table(verbosity="brief")
    game = new_game("schieber", seed=9, first_dealer=3)
    game.apply_action(game.chance_outcome())
    save_game(game, 0, run.folder)
    lines = run.run(["enter", "down", "enter", "escape", "escape", "down"])
    assert lines == [
        "AudioJass.",
        "Menu principal : Nouvelle partie",
        "Nouvelle partie : Suisse : Jass",
        "Chibre",
        "Une partie enregistrée de Chibre, donne 1, sera remplacée. Commencer une nouvelle "
        "partie ? Entrée : oui, Échap : non.",
        "Nouvelle partie : Chibre",
        "Menu principal : Nouvelle partie",
        "Continuer : Chibre, donne 1",
    ]


def test_file_problems_in_german_and_french(tmp_path: Path) -> None:
    i18n.use("de")
    assert Settings(bot_delay=7.0, opponents="lazy").problems() == [
        "bot_delay muss 0 bis 5 Sekunden sein, nicht 7.0",
        "opponents muss eines von diesen sein: easy, normal, strong",
    ]
    (tmp_path / SETTINGS_NAME).write_text("volume = [\n", encoding="utf-8")
    i18n.use("fr")
    settings, _, problems = load_everything(tmp_path)
    assert settings == Settings()
    [problem] = problems
    assert problem == (
        f"Problème avec les réglages : {tmp_path / SETTINGS_NAME} : "
        "TOML non valable à la ligne 1 ; "
        "mis de côté sous settings.toml.broken, valeurs par défaut utilisées"
    )
