"""The game's window on a real X screen, for tests/test_window_screens.py: run as a program
under an X server (Xvfb) at some screen size, it plays the real event loop in its window
(speech recorded, keys posted as the keyboard posts them), steps through every text size and
theme on the main menu and then at a table, and writes, for every drawing, where the window
lay on the screen and every text drawn, as JSON.

    python tests/window_on_screen.py OUT.json
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["SDL_VIDEODRIVER"] = "x11"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
from fakes import RecordingOutput

from audiojass import window
from audiojass.app import App, run
from audiojass.keymap import load_keymap
from audiojass.keys import key_event
from audiojass.settings import THEMES, Settings
from audiojass.sound import RecordingSounds


def main(out: Path) -> int:
    drawings: list[dict[str, Any]] = []
    step = {"scene": "start"}
    real_draw = window.draw

    def recording(
        surface: pygame.Surface, view: window.WindowView, theme: window.Theme, zoom: int
    ) -> list[window.Drawn]:
        drawn = real_draw(surface, view, theme, zoom)
        placed = window.window_rect()
        items = []
        for item in drawn:
            whole = window._font(item.size).size(item.text)
            items.append(
                {
                    "role": item.role,
                    "text": item.text,
                    "rect": [item.rect.x, item.rect.y, item.rect.width, item.rect.height],
                    "whole": list(whole),
                }
            )
        drawings.append(
            {
                "scene": step["scene"],
                "theme": theme.name,
                "zoom": zoom,
                "desktop": list(pygame.display.get_desktop_sizes()[0]),
                "window": list(placed) if placed is not None else None,
                "surface": list(surface.get_size()),
                "items": items,
            }
        )
        return drawn

    window.draw = recording  # type: ignore[assignment]
    folder = Path(tempfile.mkdtemp(prefix="audiojass-screen-"))
    keymap, _ = load_keymap()
    app = App(
        RecordingOutput(),
        RecordingSounds(),
        keymap,
        Settings(),
        folder,
        seed=1,
        bot_delay=0.0,
        bots="random",
        repeatable_bots=True,
    )
    failures: list[str] = []

    def drawn(zoom: int, theme: str, seconds: float = 10.0) -> None:
        """Wait until the window was drawn at ``zoom`` in ``theme`` (the key was handled)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            last = drawings[-1] if drawings else None
            if last is not None and (last["zoom"], last["theme"]) == (zoom, theme):
                return
            time.sleep(0.01)
        raise TimeoutError(f"never drawn at {zoom} percent in {theme}")

    def press(name: str) -> None:
        pygame.event.post(key_event(name))

    def every_size_and_theme(scene: str) -> None:
        for number, theme in enumerate(THEMES):
            step["scene"] = scene
            for size in window.TEXT_SIZES[:-1]:  # up from the smallest, step by step
                press("ctrl+plus")
                drawn(window.TEXT_SIZES[window.TEXT_SIZES.index(size) + 1], theme)
            for _ in window.TEXT_SIZES[1:]:  # back to the smallest
                press("ctrl+minus")
            drawn(window.TEXT_SIZES[0], theme)
            press("ctrl+t")
            drawn(window.TEXT_SIZES[0], THEMES[(number + 1) % len(THEMES)])

    def keys() -> None:
        try:
            drawn(100, THEMES[0], 30)
            for _ in window.TEXT_SIZES:
                press("ctrl+minus")
            drawn(window.TEXT_SIZES[0], THEMES[0])
            every_size_and_theme("main menu")
            step["scene"] = "to the table"
            press("enter")  # New game: the list of games
            time.sleep(0.3)
            press("enter")  # the first game: its table
            time.sleep(0.5)
            every_size_and_theme("table")
        except Exception as error:
            failures.append(repr(error))
        finally:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    thread = threading.Thread(target=keys, daemon=True)
    thread.start()
    code = run(app)
    thread.join(5)
    out.write_text(
        json.dumps({"code": code, "failures": failures, "drawings": drawings}), encoding="utf-8"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
