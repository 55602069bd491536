"""Shared helpers: the real event loop driven by scripted keys, with recorded speech and cues."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LC_ALL"] = "C.UTF-8"  # the game (and any it starts) follows no system language

import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fakes import RecordingOutput

from audiojass import i18n
from audiojass.app import App, TableScreen, run
from audiojass.keymap import load_keymap
from audiojass.online.screens import ONLINE_PLAY
from audiojass.rules import ChooseTrump, Phase, Schieben, TakeKitty, TrumpMode
from audiojass.settings import Settings, save_settings
from audiojass.sound import Cue, RecordingSounds

Keys = Iterable[str] | Callable[[App], Iterator[str]]


SHORT_GAMES: dict[str, dict[str, int]] = {
    "klaverjas_amsterdam": {"deals": 4},
    "klaverjas_rotterdam": {"deals": 4},
    "belote": {"target": 300},
    "belote_contree": {"target": 500},
    "klaberjass2": {"target": 150},
    "klaberjass3": {"target": 150},
    "klaberjass4": {"target": 150},
    "klaverjas_1821": {"target": 400},
}
"""Game rules, as Options → Game rules sets them, that end each family game after two to
eight deals with seed 1 (the default targets take about twenty)."""


def dev_tool(name: str, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run ``name`` (ruff, mypy: a dev dependency of this environment) with ``args`` in ``cwd``,
    its output captured as text; the test fails when it is not installed."""
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    assert found, f"{name} is a dev dependency and must be installed"
    return subprocess.run([found, *args], cwd=cwd, capture_output=True, text=True, check=False)


def short_game(app: App, home: Path, variant: str) -> None:
    """Give the in-process ``app`` and the settings folder ``home`` (for the program run as a
    process) the same short game of ``variant`` (:data:`SHORT_GAMES`)."""
    rules = {variant: dict(SHORT_GAMES[variant])}
    app.settings.rules = rules
    home.mkdir(parents=True, exist_ok=True)
    save_settings(Settings(rules=rules), home)


@pytest.fixture(autouse=True)
def english_catalogue() -> Iterator[None]:
    """Every test starts with the strict English catalogue (a missing message raises) and
    leaves it so, whatever language it chose."""
    i18n.use("en", strict=True)
    i18n.use_game_words("swiss")
    yield
    i18n.use("en", strict=True)
    i18n.use_game_words("swiss")


class TableRun:
    """An App with recording speech and sounds, in a private settings folder."""

    def __init__(
        self, folder: Path, *, seed: int = 1, verbosity: str = "full", bots: str = "random"
    ) -> None:
        self.folder = folder
        self.speech = RecordingOutput()
        self.sounds = RecordingSounds()
        keymap, problems = load_keymap()
        assert not problems
        settings = Settings(verbosity=verbosity, bot_delay=0.0)
        self.app = App(
            self.speech,
            self.sounds,
            keymap,
            settings,
            folder,
            seed=seed,
            bot_delay=0.0,
            bots=bots,
            online=ONLINE_PLAY,
        )

    def run(self, keys: Keys, *, variant: str | None = None, errors: int = 0) -> list[str]:
        """Run the real loop until the keys run out; returns everything spoken. ``errors``:
        the unexpected errors the loop's last line of defence must have caught (normally 0)."""
        script = keys(self.app) if callable(keys) else iter(keys)
        code = run(self.app, script=script, variant=variant)
        assert self.app.error_count == errors
        assert code == (1 if errors else 0)
        return self.lines

    @property
    def lines(self) -> list[str]:
        return self.speech.texts

    @property
    def cues(self) -> list[Cue]:
        return [cue for cue, _, _ in self.sounds.played]


@pytest.fixture
def table(tmp_path: Path) -> Callable[..., TableRun]:
    """Make a TableRun in the test's folder; ``fresh=True``: in a folder of its own, so that
    a game another run left saved is not there (a new game would ask to replace it)."""
    made = 0

    def make(*, fresh: bool = False, **options: object) -> TableRun:
        nonlocal made
        made += 1
        folder = tmp_path / f"fresh-{made}" if fresh else tmp_path
        folder.mkdir(exist_ok=True)
        return TableRun(folder, **options)  # type: ignore[arg-type]

    return make


def autoplay(
    *,
    trump: TrumpMode | None = None,
    schieben: bool = False,
    take_kitty: bool = False,
    exchange_six: bool = True,
    games: int = 1,
    bid: Callable[[list[Any]], Any] | None = None,
    deals: int | None = None,
) -> Callable[[App], Iterator[str]]:
    """A player that presses keys like a person would: it moves the focus with Home and the
    arrows to the first playable card and presses Enter; Enter deals the next deal; at the
    trump choice it moves to ``trump`` (or takes the first choice), pressing the arrows; it
    takes the kitty with H the first time it may (``take_kitty``) and answers the six
    exchange with G or Enter. It stops when ``games`` games have ended. In the family's
    bidding games, A opens the bid list and ``bid`` (given the list's actions) names the bid
    to move to (None or no ``bid``: the first item, Enter). With ``deals`` it stops as the
    deal after that many begins."""

    def keys(app: App) -> Iterator[str]:
        took_kitty = False
        finished = 0
        while True:
            screen = app.screens[-1] if app.screens else None
            if not isinstance(screen, TableScreen):
                finished += 1
                if finished >= games:
                    return
                yield from ("home", "enter", "enter")  # main menu: New game, first variant
                continue
            session = screen.session
            game = session.game
            if session.finished or (deals is not None and game.deal_number > deals):
                return
            if session.awaiting_continue():
                yield "enter"
                continue
            if game.current_player != session.human:
                yield "t"
                continue
            view = session.view
            if game.phase is Phase.SIX:
                yield "g" if exchange_six else "enter"
                continue
            if game.phase is Phase.TRUMP:
                wanted = None
                if schieben and not view.schoben:
                    wanted = Schieben()
                elif trump is not None:
                    wanted = ChooseTrump(trump)
                choice = session.choice
                if choice is None:
                    yield "a"
                    continue
                if bid is not None:
                    wanted = bid(list(choice.actions))
                if wanted is not None and wanted in choice.actions:
                    steps = choice.actions.index(wanted) - choice.index
                    key = "down" if steps > 0 else "up"
                    for _ in range(abs(steps)):
                        yield key
                yield "enter"
                continue
            if take_kitty and not took_kitty and TakeKitty() in view.legal_actions:
                took_kitty = True
                yield "h"
                continue
            # the card: the first playable one from hearts to clubs, each suit ace down (the
            # same card whatever order the hand is browsed in); then the arrows go to it
            hand = session.narrator.hand_order(view)
            legal = set(game.legal_cards())
            card = min(legal, key=lambda card: (card.suit, -card.rank))
            target = hand.index(card)
            yield "home"
            for _ in range(target):
                yield "right"
            yield "enter"

    return keys
