"""Render the large-print window of a game in progress to a PNG (the README's screenshot).

A game starts with a fixed seed and random bots (no pause); the player chooses trump with A
and Enter when asked and plays the first playable card each turn, until ``--tricks`` tricks
are complete and ``--cards`` cards of the current one lie on the table; the focus is then
moved ``--focus`` cards to the right. The table is drawn with :func:`audiojass.window.draw`
on a plain surface (SDL's dummy video driver, no display) and saved with
``pygame.image.save``.

How to run (from the project root)::

    uv run python bench/screenshot.py                       # docs/window.png
    uv run python bench/screenshot.py --theme "black on white" --size 800x600 --out /tmp/w.png
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import argparse
import tempfile
import time
from pathlib import Path

import pygame

from audiojass import i18n
from audiojass.app import App, TableScreen
from audiojass.keymap import load_keymap
from audiojass.narration import hand_order
from audiojass.rules import Phase
from audiojass.settings import THEMES, Settings
from audiojass.sound import RecordingSounds
from audiojass.window import THEME_COLOURS, draw, view_of

ROOT = Path(__file__).resolve().parent.parent


class QuietSpeech:
    """A speech output that says nothing (the history keeps every line)."""

    name = "nothing"

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Say nothing."""

    def stop(self) -> None:
        """Nothing to stop."""

    def update(self) -> None:
        """Nothing to do."""

    def is_speaking(self) -> bool:
        return False

    def unspoken(self) -> list[str]:
        return []

    def close(self) -> None:
        """Nothing to close."""


def mid_game(
    folder: Path,
    *,
    variant: str = "schieber",
    seed: int = 1,
    tricks: int = 2,
    cards: int = 2,
    focus: int = 2,
    timeout: float = 30.0,
) -> App:
    """An app at a game in progress: at least ``tricks`` tricks complete and ``cards`` cards
    of the current trick on the table, the player to play, the focus moved ``focus`` cards
    right from the first.

    Raises:
        TimeoutError: the bots took longer than ``timeout`` seconds in all.
        ValueError: the deal ended before such a moment came.
    """
    keymap, _ = load_keymap()
    app = App(
        QuietSpeech(),
        RecordingSounds(),
        keymap,
        Settings(bot_delay=0.0),
        folder,
        seed=seed,
        bot_delay=0.0,
        bots="random",
        repeatable_bots=True,
    )
    app.screens.append(app.main_menu())
    app.start_game(variant)
    deadline = time.monotonic() + timeout
    screen = app.screens[-1]
    assert isinstance(screen, TableScreen)
    session = screen.session
    while True:
        if time.monotonic() > deadline:
            raise TimeoutError("the bots did not finish in time")
        game = session.game
        view = session.view
        if session.awaiting_continue() or session.finished:
            raise ValueError("the deal ended first: try another seed or fewer tricks")
        if game.current_player != session.human:
            app.tick()
            time.sleep(0.001)
            continue
        if game.phase is Phase.TRUMP:
            app.key("a")
            app.key("enter")
            continue
        if game.phase is Phase.SIX:
            app.key("enter")
            continue
        if len(view.tricks) >= tricks and len(view.trick) >= cards:
            break
        hand = hand_order(view.hand, view.trump)
        legal = set(game.legal_cards())
        target = next(i for i, card in enumerate(hand) if card in legal)
        app.key("home")
        for _ in range(target):
            app.key("right")
        app.key("enter")
    app.key("home")
    for _ in range(focus):
        app.key("right")
    session.close()
    return app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="schieber")
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--tricks", type=int, default=1, help="complete tricks first")
    parser.add_argument("--cards", type=int, default=2, help="cards of the trick on the table")
    parser.add_argument("--focus", type=int, default=2, help="focus moves right from the first")
    parser.add_argument("--theme", choices=THEMES, default=THEMES[0])
    parser.add_argument("--text-size", type=int, default=100, help="percent")
    parser.add_argument("--size", default="1000x700", help="WIDTHxHEIGHT in pixels")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "window.png")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default="en", help="language (en)")
    parser.add_argument("--deck", choices=i18n.DECKS, default="french", help="card names")
    args = parser.parse_args()
    i18n.use(args.lang, deck=args.deck)
    width, height = (int(part) for part in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as folder:
        app = mid_game(
            Path(folder),
            variant=args.variant,
            seed=args.seed,
            tricks=args.tricks,
            cards=args.cards,
            focus=args.focus,
        )
        pygame.init()
        surface = pygame.Surface((width, height))
        drawn = draw(surface, view_of(app), THEME_COLOURS[args.theme], args.text_size)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(args.out))
    print(f"{args.out}: {width}×{height}, {len(drawn)} texts, theme {args.theme}")


if __name__ == "__main__":
    main()
