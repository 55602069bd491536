"""Key names, the spoken help (F1) and keymap problems in German, French and Dutch: the words
of each language, looked up when they are said (the language can change while the game runs),
through the real loop where the player hears them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import TableRun

from audiojass import i18n
from audiojass.keymap import (
    Keymap,
    KeyNameError,
    command_meaning,
    load_keymap,
    normalize_key,
    spoken_key,
    spoken_keys,
)


@pytest.mark.parametrize(
    ("language", "name", "spoken"),
    [
        ("de", "ctrl+pageup", "Steuerung plus Bild auf"),
        ("de", "ctrl+pagedown", "Steuerung plus Bild ab"),
        ("de", "up", "Pfeil nach oben"),
        ("de", "left", "Pfeil nach links"),
        ("de", "enter", "Enter"),
        ("de", "escape", "Escape"),
        ("de", "space", "Leertaste"),
        ("de", "shift+s", "Umschalt plus S"),
        ("de", "ctrl", "Steuerung"),
        ("de", "f1", "F1"),
        ("de", "c", "C"),
        ("de", "ctrl+shift+alt+backspace", "Steuerung plus Umschalt plus Alt plus Rücktaste"),
        ("fr", "ctrl+pageup", "Contrôle plus Page précédente"),
        ("fr", "up", "Flèche haut"),
        ("fr", "down", "Flèche bas"),
        ("fr", "enter", "Entrée"),
        ("fr", "escape", "Échap"),
        ("fr", "shift+s", "Majuscule plus S"),
        ("fr", "ctrl+f1", "Contrôle plus F1"),
        ("nl", "ctrl+pageup", "Control plus Page Up"),
        ("nl", "up", "Pijl omhoog"),
        ("nl", "enter", "Enter"),
        ("nl", "space", "Spatie"),
    ],
)
def test_spoken_key_in_each_language(language: str, name: str, spoken: str) -> None:
    i18n.use(language)
    assert spoken_key(name) == spoken


def test_key_names_follow_the_language_chosen_later() -> None:
    assert spoken_key("ctrl+pageup") == "Control plus Page up"
    i18n.use("de")
    assert spoken_key("ctrl+pageup") == "Steuerung plus Bild auf"
    assert command_meaning("help") == "die Tasten, die jetzt funktionieren"
    i18n.use("fr")
    assert command_meaning("help") == "les touches utilisables maintenant"
    i18n.use("en")
    assert spoken_key("ctrl+pageup") == "Control plus Page up"
    assert command_meaning("help") == "the keys that work now"


def test_several_keys_of_one_command_are_joined_in_the_language() -> None:
    keymap = Keymap({"select": ("enter", "space"), "turn": ("t",)}, (Path("k.toml"),))
    i18n.use("de")
    assert spoken_keys(("enter", "space")) == "Enter oder Leertaste"
    assert keymap.describe(["select", "turn"]) == [
        "Enter oder Leertaste: den Eintrag wählen",
        "T: wer dran ist",
    ]
    i18n.use("fr")
    assert keymap.describe(["select", "turn"]) == [
        "Entrée ou Espace : choisir l'élément",
        "T : à qui est le tour",
    ]
    i18n.use("nl")
    assert spoken_keys(("enter", "space", "f5")) == "Enter of Spatie of F5"


GERMAN_MENU_HELP = (
    "Tasten: Pfeil nach oben: vorheriger Eintrag. Pfeil nach unten: nächster Eintrag. "
    "Pos 1: erster Eintrag. Ende: letzter Eintrag. Enter oder Leertaste: den Eintrag wählen. "
    "F1: die Tasten, die jetzt funktionieren. "
    "Steuerung plus F1: die Spielregeln, Absatz für Absatz. "
    "Bild auf: vorherige gesprochene Meldung. Bild ab: nächste gesprochene Meldung. "
    "Steuerung plus Bild auf: erste gesprochene Meldung. "
    "Steuerung plus Bild ab: letzte gesprochene Meldung. "
    "F7: Lautstärke verringern. F8: Lautstärke erhöhen. V: kurze oder ausführliche Ansagen. "
    "Escape: zurück."
)


def test_f1_in_the_main_menu_speaks_german(table: Callable[..., TableRun]) -> None:
    i18n.use("de")
    run = table()
    run.app.terminal_mode = True
    lines = run.run(["f1"])
    assert [line for line in lines if line.startswith("Tasten: ")] == [GERMAN_MENU_HELP]


def test_f1_at_the_table_speaks_french(table: Callable[..., TableRun]) -> None:
    i18n.use("fr")
    run = table()
    run.app.terminal_mode = True
    lines = run.run(["enter", "enter", "f1"])
    [line] = [line for line in lines if line.startswith("Touches : ")]
    assert ". Flèche gauche : carte précédente de votre main. " in line
    assert "Majuscule plus S : le score de chaque donne. " in line
    assert "Contrôle plus Page précédente : premier message. " in line
    assert line.endswith("Échap : retour.")


def test_a_keymap_problem_found_in_english_is_shown_in_the_language_chosen_later(
    tmp_path: Path,
) -> None:
    user = tmp_path / "keymap.toml"
    user.write_text('[table]\nhand = "d"\nturn = "c"\n', encoding="utf-8")
    _, problems = load_keymap(user)
    [problem] = problems
    assert problem.line == 3
    english = f"{user}, line 3: key 'c' is bound to both table_cards and turn"
    assert str(problem) == english
    i18n.use("de")
    assert str(problem) == (
        f"{user}, Zeile 3: die Taste 'c' ist an table_cards und an turn gebunden"
    )
    i18n.use("fr")
    assert str(problem) == (
        f"{user}, ligne 3 : la touche 'c' est liée à la fois à table_cards et à turn"
    )


def test_a_bad_key_name_in_a_keymap_is_explained_in_the_language(tmp_path: Path) -> None:
    user = tmp_path / "keymap.toml"
    user.write_text('[table]\nhand = "hyper+d"\n', encoding="utf-8")
    _, problems = load_keymap(user)
    [problem] = problems
    i18n.use("de")
    assert problem.message == (
        "unbekannte Zusatztaste 'hyper' in 'hyper+d' (gültig: ctrl, shift, alt)"
    )
    i18n.use("nl")
    assert str(problem) == (
        f"{user}, regel 2: onbekende modificatietoets 'hyper' in 'hyper+d' "
        "(geldig: ctrl, shift, alt)"
    )


def test_a_key_name_error_is_still_a_value_error_with_english_words() -> None:
    with pytest.raises(KeyNameError) as caught:
        normalize_key("ctrl+nothing")
    assert isinstance(caught.value, ValueError)
    assert str(caught.value) == "unknown key 'nothing' in 'ctrl+nothing'"
    assert caught.value.message_id == "key-problem-unknown-key"
