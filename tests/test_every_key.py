"""Every key of the default keymap, pressed in every phase, answers at once with speech or a
sound cue (Ctrl alone answers by stopping speech). A blind player must never meet silence.

Each case drives the real event loop to a phase with scripted keys, presses one key, and
checks what the key's own handling produced before the loop went on (bots acting afterwards
do not count as the answer).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import TableRun, autoplay

from audiojass.app import App, TableScreen
from audiojass.keymap import load_keymap
from audiojass.rules import Schieben, new_game
from audiojass.settings import save_game

KEYMAP, _ = load_keymap()
ALL_KEYS = sorted({key for keys in KEYMAP.bindings.values() for key in keys})
UNBOUND = ["x", "z", "tab", "f12", "shift+c", "alt+enter"]


def _between_deals(app: App) -> Iterator[str]:
    for key in autoplay()(app):
        screen = app.screens[-1]
        if isinstance(screen, TableScreen) and screen.session.awaiting_continue():
            return
        yield key


def _schieben_received(app: App) -> Iterator[str]:
    """A saved Schieber game in which forehand (the partner, seat 2) has just schoben; the
    player continues it from the main menu."""
    game = new_game("schieber", seed=1, first_dealer=1)
    game.apply_action(game.chance_outcome())
    game.apply_action(Schieben())
    save_game(game, 0, app.folder)
    yield from ("down", "enter")


def _bot_thinking(app: App) -> Iterator[str]:
    yield from ("a", "enter", "enter")  # choose hearts, lead the focused card
    screen = app.screens[-1]
    assert isinstance(screen, TableScreen)
    screen.session.bot_delay = 1000.0  # the next bot stays on its turn
    app.idle = lambda: True  # type: ignore[method-assign]  # keys arrive while it thinks


# phase name → (variant to start, seed, keys that lead to the phase)
PHASES: dict[str, tuple[str | None, int, Callable[[App], Iterator[str]] | list[str]]] = {
    "main menu": (None, 1, []),
    "new game menu": (None, 1, ["enter"]),
    "options": (None, 1, ["down", "down", "enter"]),
    "rules reader": (None, 1, ["down", "down", "down", "enter", "enter"]),
    "trump to choose": ("jass", 1, []),
    "trump list open": ("jass", 1, ["a"]),
    "schieben received": (None, 1, _schieben_received),
    "six decision": ("putz3", 2, []),
    "kitty or card": ("putz3", 1, []),
    "leading": ("jass", 1, ["a", "enter"]),
    "bot thinking": ("jass", 1, _bot_thinking),
    "between deals": ("putz5", 3, _between_deals),
    "leave question": ("putz3", 1, ["escape"]),
    "bid to make": ("belote", 1, []),
    "bid list open": ("belote_contree", 1, ["a"]),
    "family card to play": ("klaverjas_rotterdam", 1, ["a", "enter"]),
}


@pytest.mark.slow
@pytest.mark.parametrize("phase", list(PHASES))
def test_every_key_answers(phase: str, tmp_path: Path) -> None:
    variant, seed, prefix = PHASES[phase]
    silent: list[str] = []
    for key in [*ALL_KEYS, *UNBOUND]:
        run = TableRun(tmp_path / f"{phase}-{key}".replace(" ", "_"), seed=seed)
        app = run.app
        answers: list[int] = []
        original = app.key

        def press(
            name: str,
            original: Callable[[str], None] = original,
            run: TableRun = run,
            answers: list[int] = answers,
        ) -> None:
            before = len(run.speech.spoken) + len(run.sounds.played) + run.speech.stops
            original(name)
            after = len(run.speech.spoken) + len(run.sounds.played) + run.speech.stops
            answers.append(after - before)

        app.key = press  # type: ignore[method-assign]

        def script(app: App, key: str = key) -> Iterator[str]:
            steps = prefix(app) if callable(prefix) else iter(prefix)
            yield from steps
            yield key

        run.run(script, variant=variant)
        assert answers, f"{phase}: no key reached the app"
        if answers[-1] == 0:
            silent.append(key)
    assert not silent, f"{phase}: silent keys {silent}"


def test_phases_are_reached(tmp_path: Path) -> None:
    """The scripted prefixes really reach the phases they are named after."""
    expectations = {
        "six decision": "You hold the six of",
        "schieben received": "You must choose trump: A opens the choices.",
        "kitty or card": "Your turn: queen of hearts, playable, 1 of 9. H takes the kitty.",
        "between deals": "Press Enter to deal the next deal.",
        "leave question": "Leave the game?",
        "options": "Options, left and right change: Opponents",
        "rules reader": "Rules of Jass, ",
        "bid to make": "Your bid: A opens the bids.",
        "bid list open": (
            "Your bid: up and down change the contract value, left and right the suit, "
            "then Enter. Pass, 1 of 41"
        ),
        "family card to play": "Your turn: nine of hearts, playable, 1 of 8.",
    }
    for phase, expected in expectations.items():
        variant, seed, prefix = PHASES[phase]
        run = TableRun(tmp_path / phase.replace(" ", "_"), seed=seed)
        lines = run.run(prefix, variant=variant)
        assert any(line.startswith(expected) for line in lines), (phase, lines[-3:])
