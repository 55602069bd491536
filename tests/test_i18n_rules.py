"""The rules (Ctrl+F1) in German, French and Dutch: every variant has as many paragraphs as in
English, each paragraph states the same numbers, the key names follow the language, and the
rules screen of the real loop reads them."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from conftest import TableRun

from audiojass import i18n
from audiojass.app import App, RulesScreen
from audiojass.narration import variant_title
from audiojass.rules_text import DEFAULT_KEY_NAMES, RULES_TEXT, rules_paragraphs

VARIANTS = ("jass", "schieber", "putz3", "putz5")
LANGUAGES = tuple(language for language in i18n.LANGUAGES if language != "en")

GERMAN_JASS = (
    "Jass wird von 4 Spielern in 2 Teams gespielt. Dein Partner sitzt dir gegenüber, und der "
    "nächste Spieler sitzt rechts von dir: Es wird nach rechts gespielt. Dein Team versucht, "
    "Stiche mit vielen Kartenpunkten zu machen.",
    "Das Kartenspiel hat 36 Karten: Herz, Ecken, Schaufel und Kreuz, jede Farbe von der 6 bis "
    "zum Ass. Der Geber gibt jedem Spieler 9 Karten, so werden alle Karten verteilt. Vorhand ist "
    "der Spieler rechts vom Geber. Nach jeder Runde gibt der nächste Spieler.",
)
"""The first two paragraphs of the rules of Jass in German."""


def numbers(paragraph: str, title: str) -> list[str]:
    """The numbers written in a paragraph, in order of size, the variant's title left out
    ("Putz for 3" has a digit that "Putz zu dritt" spells)."""
    return sorted(re.findall(r"\d+", paragraph.replace(title, "")), key=int)


def rules_in(language: str, variant: str, *, deck: str = "french") -> tuple[tuple[str, ...], str]:
    """The rules of a variant in ``language`` and the variant's title there."""
    i18n.use(language, deck=deck)
    return rules_paragraphs(variant), variant_title(variant)


def assert_same_numbers(variant: str, language: str, *, deck: str = "french") -> None:
    english, english_title = rules_in("en", variant)
    translated, title = rules_in(language, variant, deck=deck)
    assert len(translated) == len(english)
    for source, paragraph in zip(english, translated, strict=True):
        assert numbers(paragraph, title) == numbers(source, english_title), paragraph


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_paragraph_is_translated_with_the_same_numbers(variant: str, language: str) -> None:
    english, _ = rules_in("en", variant)
    translated, _ = rules_in(language, variant)
    assert len(translated) == len(english)
    assert len(set(translated)) == len(translated), "a paragraph is repeated"
    for source, paragraph in zip(english, translated, strict=True):
        assert paragraph.strip() == paragraph != ""
        assert "\n" not in paragraph and "  " not in paragraph, paragraph
        assert paragraph != source, paragraph
    assert_same_numbers(variant, language)


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_german_suited_deck_keeps_the_numbers(variant: str) -> None:
    assert_same_numbers(variant, "de", deck="german")
    text = " ".join(rules_in("de", variant, deck="german")[0])
    for french_suited in ("Herz", "Ecken", "Schaufel", "Kreuz", "Bauer", "Dame"):
        assert french_suited not in text, french_suited


def test_german_stoeck() -> None:
    i18n.use("de")
    assert rules_paragraphs("schieber")[17] == (
        "Stöck: Wer König und Dame im Trumpf hat, bekommt 20 für sein Team, wenn er die zweite "
        "der beiden Karten spielt, auch wenn das Team keinen Stich macht. Bringen diese 20 "
        "das Team ans Ziel, solange beide Karten noch in der Hand sind, zählen sie am Ende des "
        "ersten Stichs, vor dem Weis. Bei Obenabe und Undenufe gibt es keine Stöck."
    )


def test_german_suited_trump_order() -> None:
    i18n.use("de", deck="german")
    assert rules_paragraphs("schieber")[3] == (
        "Trümpfe stechen jede andere Farbe. Ihre Reihenfolge ist Under, 9, Ass, König, Ober, 10, "
        "8, 7, 6. Der Trumpf-Under, Puur genannt, zählt 20 Punkte, die Trumpf-9, Nell genannt, "
        "14, das Ass 11, der König 4, der Ober 3 und die 10 zählt 10. Die 8, 7 und 6 im Trumpf "
        "zählen nichts."
    )


def test_german_putz_keys_list_three_keys() -> None:
    i18n.use("de")
    assert rules_paragraphs("putz3")[-1] == (
        "Tasten: Enter spielt die gewählte Karte. A sagt den Trumpf, G tauscht die Trumpf-6 "
        "(Enter behält sie) und H nimmt den Talon. C sagt die Karten auf dem Tisch, F die "
        "ausgespielte Farbe, S den Punktestand, T wer dran ist, D deine Hand, L den letzten "
        "Stich, P die gemachten Punkte. F1 nennt die Tasten, die jetzt funktionieren."
    )


def test_french_putz_awards() -> None:
    i18n.use("fr")
    assert rules_paragraphs("putz3")[14] == (
        "S'il n'y a aucune pomme ou 1 seule, les 2 meilleurs joueurs sans pomme reçoivent plus 1 "
        "chacun. S'il y a 2 pommes, le joueur sans pomme reçoit plus 2. S'il y a 3 pommes, "
        "personne ne reçoit de points positifs."
    )


def test_french_schieber_is_the_chibre() -> None:
    i18n.use("fr")
    paragraphs = rules_paragraphs("schieber")
    assert paragraphs[0].startswith("Le Chibre se joue à 4 joueurs en 2 équipes.")
    assert "C'est ce qu'on appelle chibrer : le partenaire doit alors choisir" in paragraphs[2]


def test_french_keys_name_the_french_keys_and_leave_out_unbound_ones() -> None:
    i18n.use("fr")
    keys = {**DEFAULT_KEY_NAMES, "trump": "", "help": ""}
    assert rules_paragraphs("putz5", keys)[-1] == (
        "Touches : Entrée joue la carte sélectionnée. G échange le 6 d'atout (Entrée le garde). "
        "C indique les cartes sur la table, F la couleur demandée, S les scores, T à qui est "
        "le tour, D votre main, L le dernier pli, P les points faits."
    )
    assert rules_paragraphs("putz5")[-1].startswith(
        "Touches : Entrée joue la carte sélectionnée. A indique l'atout et G échange le 6 "
        "d'atout (Entrée le garde)."
    )


def test_dutch_keys_and_putz_end() -> None:
    i18n.use("nl")
    assert rules_paragraphs("jass")[-1] == (
        "Toetsen: Enter speelt de gekozen kaart. A kiest troef als jij mag kiezen, en zegt "
        "anders wat troef is. C noemt de kaarten op tafel, F de gevraagde kleur, S de stand, "
        "T wie er aan de beurt is, D je hand, L de laatste slag, P de gehaalde punten. "
        "F1 noemt de toetsen die nu werken."
    )
    assert rules_paragraphs("putz5")[-2] == (
        "Het potje eindigt na het spel waarin een speler 7 punten of meer haalt, of een speler "
        "zakt tot min 5 of lager. Het hoogste totaal wint, en spelers met een gelijk hoogste "
        "totaal delen de winst."
    )
    unbound = dict.fromkeys(DEFAULT_KEY_NAMES, "")
    assert rules_paragraphs("jass", unbound)[-1] == (
        "Toetsen: geen van deze opdrachten heeft een toets."
    )


def test_the_table_of_rules_follows_the_active_language() -> None:
    english = RULES_TEXT["jass"]
    i18n.use("de")
    assert RULES_TEXT["jass"][:2] == GERMAN_JASS
    assert DEFAULT_KEY_NAMES["play"] == "Enter"
    i18n.use("fr")
    assert DEFAULT_KEY_NAMES["play"] == "Entrée"
    assert RULES_TEXT["jass"][-1].startswith("Touches : Entrée joue la carte sélectionnée.")
    i18n.use("en")
    assert RULES_TEXT["jass"] == english
    assert english[0].startswith("Jass is played by 4 players in 2 teams.")


def test_ctrl_f1_reads_the_german_rules(table: Callable[..., TableRun]) -> None:
    i18n.use("de")
    run = table()
    screens: list[object] = []

    def keys(app: App) -> Iterator[str]:
        yield from ("enter", "enter", "ctrl+f1")  # a game of Jass, its rules
        screens.append(app.screens[-1])
        yield "down"

    lines = run.run(keys)
    assert isinstance(screens[0], RulesScreen)
    assert lines[-2].startswith("Regeln für Jass, 13 Absätze:")
    assert lines[-2].endswith(" " + GERMAN_JASS[0])
    assert lines[-1] == GERMAN_JASS[1]
