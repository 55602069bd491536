"""The hint key (I) through the real event loop: on the player's turn the strong player's
choice with a short reason, the same action as the strong bot's ``analyse`` on the same
observation (repeatable search); off-turn, between deals, a second press while it thinks,
and with hints off (the key says so; Options turns them back on)."""

from __future__ import annotations

import re
import threading
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, get_args

import pytest
from conftest import TableRun, autoplay

from audiojass import i18n
from audiojass.app import App, TableScreen
from audiojass.bots import table_bot
from audiojass.bots.base import Option
from audiojass.hints import advice_seed
from audiojass.narration import card_name, card_object, mode_name, suit_name
from audiojass.rules import ChooseTrump, Phase, PlayCard, TrumpMode
from audiojass.rules.bidding import BidAction, NameSuit
from audiojass.settings import SETTINGS_NAME
from audiojass.table import TableSession

JOB_TIMEOUT = 10.0
"""Seconds a test waits at most for a held-back search (never a hang)."""


def session_of(app: App) -> TableSession:
    screen = app.screens[-1]
    assert isinstance(screen, TableScreen)
    return screen.session


def strong_options(session: TableSession) -> list[Option]:
    """The strong bot's own judgement of the human's decision now (repeatable: samples)."""
    game = session.game
    seed = advice_seed(game.seed, game.deal_number, len(game.history))
    bot = table_bot("strong", seed=seed, repeatable=True)
    return bot.analyse(session.view)  # type: ignore[attr-defined, no-any-return]


def hint_after(lines: list[str], start: int) -> str:
    """The first hint said after line ``start``."""
    return next(line for line in lines[start:] if line.startswith("Hint:"))


def repeatable_run(tmp_path: Path, **options: Any) -> TableRun:
    run = TableRun(tmp_path, seed=1, bots="easy", **options)
    run.app.repeatable_bots = True
    return run


def test_the_trump_hint_is_the_strong_players_choice_with_what_the_hand_holds(
    tmp_path: Path,
) -> None:
    run = repeatable_run(tmp_path)
    seen: dict[str, Any] = {}

    def keys(app: App) -> Iterator[str]:
        session = session_of(app)
        assert session.game.phase is Phase.TRUMP and session.game.current_player == 0
        seen["options"] = strong_options(session)
        seen["hand"] = session.view.hand
        seen["at"] = len(run.lines)
        yield "i"

    lines = run.run(keys, variant="jass")
    assert lines[seen["at"]] == "Thinking."
    options: list[Option] = seen["options"]
    best = options[0]
    assert isinstance(best.action, ChooseTrump) and best.samples > 0
    mode = best.action.mode
    hint = hint_after(lines, seen["at"])
    assert hint.startswith(f"Hint: choose {mode_name(mode)}: you hold ")
    if int(mode) < 4:  # a suit: how many of it the hand holds
        count = sum(1 for card in seen["hand"] if int(card.suit) == int(mode))
        assert f"you hold {count} {mode_name(mode)}" in hint
    # full verbosity: how many points fewer the next best option brings our side (the
    # values are our points minus theirs: half their difference is ours)
    second = options[1]
    fewer = round((best.value - second.value) / 2)
    said = (
        "about as good" if fewer == 0 else f"about {fewer} point{'' if fewer == 1 else 's'} fewer"
    )
    assert re.search(rf"\. Next best: [^.,]+, {said}\.$", hint), hint
    assert run.app.saved is not None and run.app.saved[0].phase is Phase.TRUMP  # not played


@pytest.mark.slow
def test_the_card_hint_names_the_strong_players_card_and_is_not_played(tmp_path: Path) -> None:
    run = repeatable_run(tmp_path, verbosity="brief")
    seen: dict[str, Any] = {}

    def keys(app: App) -> Iterator[str]:
        yield from ("a", "enter")  # hearts are trump; the player leads
        session = session_of(app)
        assert session.game.phase is Phase.PLAY and session.game.current_player == 0
        seen["options"] = strong_options(session)
        seen["view"] = session.view
        seen["history"] = len(session.game.history)
        seen["at"] = len(run.lines)
        yield "i"
        seen["after"] = len(session.game.history)

    lines = run.run(keys, variant="jass")
    best = seen["options"][0]
    assert isinstance(best.action, PlayCard)
    assert best.action in seen["view"].legal_actions
    hint = hint_after(lines, seen["at"])
    card = best.action.card
    assert hint.startswith(f"Hint: play {card_object(card, TrumpMode.HEARTS)}: ")
    if card.suit == 0:  # a trump led while the others may hold trumps
        assert "it draws trumps" in hint
    assert " about " not in hint  # brief: no values
    assert seen["after"] == seen["history"]  # the hint plays nothing


def test_no_hint_off_turn_between_deals_and_with_hints_off(tmp_path: Path) -> None:
    run = repeatable_run(tmp_path / "off-turn")

    def keys(app: App) -> Iterator[str]:
        yield from ("a", "enter")  # hearts
        session = session_of(app)
        session.bot_delay = 1000.0  # the next bot stays on its turn
        app.idle = lambda: True  # type: ignore[method-assign]
        yield "enter"  # lead the focused card
        yield "i"

    lines = run.run(keys, variant="jass")
    assert lines[-1] == "No hint now. Waiting for Right to play a card."

    between = repeatable_run(tmp_path / "between")

    def to_deal_end(app: App) -> Iterator[str]:
        for key in autoplay()(app):
            if session_of(app).awaiting_continue():
                break
            yield key
        yield "i"

    lines = between.run(to_deal_end, variant="jass")
    assert lines[-1] == "No hint now: the deal is over."

    off = repeatable_run(tmp_path / "off")
    off.app.settings.hints = False
    lines = off.run(["i"], variant="jass")
    assert lines[-1] == "Hints are off. Turn them on in Options, Hints."
    # Options → Hints (sixth item) turns them on again, and it is stored
    again = repeatable_run(tmp_path / "on")
    again.app.settings.hints = False
    presses = ["down", "down", "enter", *["down"] * 5, "enter", "escape", "home", "enter", "enter"]
    lines = again.run([*presses, "i"])
    assert "Hints: on, 6 of 13" in lines
    stored = tomllib.loads((again.folder / SETTINGS_NAME).read_text(encoding="utf-8"))
    assert stored["hints"] is True
    assert lines[-2] == "Thinking."
    assert lines[-1].startswith("Hint: choose ")


def test_a_second_press_while_thinking_starts_no_second_search(tmp_path: Path) -> None:
    run = repeatable_run(tmp_path)
    gate = threading.Event()
    searches: list[int] = []

    def keys(app: App) -> Iterator[str]:
        session = session_of(app)
        analyse: Callable[[object, int, object], list[Option]] = session.advisor.analyse

        def held(view: object, seed: int, also: object) -> list[Option]:
            searches.append(seed)
            gate.wait(JOB_TIMEOUT)
            return analyse(view, seed, also)

        session.advisor.analyse = held
        idle = app.idle
        app.idle = lambda: True  # type: ignore[method-assign]  # keys while it thinks
        yield "i"
        yield "i"
        app.idle = idle  # type: ignore[method-assign]
        gate.set()
        yield "t"

    lines = run.run(keys, variant="jass")
    start = lines.index("Thinking.")
    assert lines[start + 1] == "Still thinking."
    assert sum(1 for line in lines if line.startswith("Hint:")) == 1
    assert len(searches) == 1


def test_the_family_bid_and_card_hints_are_the_strong_players(tmp_path: Path) -> None:
    run = repeatable_run(tmp_path)
    seen: list[tuple[list[Option], int, Any]] = []

    def keys(app: App) -> Iterator[str]:
        session = session_of(app)
        seen.append((strong_options(session), len(run.lines), session.view))
        yield "i"
        yield from ("a", "enter")  # the first bid
        session = session_of(app)
        while session.game.current_player != 0 or session.game.phase is not Phase.PLAY:
            yield "t"
        seen.append((strong_options(session), len(run.lines), session.view))
        yield "i"

    lines = run.run(keys, variant="klaverjas_rotterdam")
    assert len(seen) == 2
    (bid_options, bid_at, _), (card_options, card_at, view) = seen
    bid_hint = hint_after(lines, bid_at)
    bid = bid_options[0].action
    assert isinstance(bid, get_args(BidAction))
    # Klaverjas Rotterdam: forehand names the trump suit ("Hint: choose hearts: you hold …")
    assert isinstance(bid, NameSuit)
    assert bid_hint.startswith(f"Hint: choose {suit_name(bid.suit)}: you hold ")
    card_hint = hint_after(lines, card_at)
    best = card_options[0].action
    assert isinstance(best, PlayCard)
    assert card_hint.startswith(f"Hint: play {card_object(best.card, view.trump)}")
    second = card_options[1]
    if second.samples > 0 and isinstance(second.action, PlayCard):
        assert f". Next best: {card_name(second.action.card, view.trump)}, about " in card_hint


@pytest.mark.slow
@pytest.mark.parametrize(
    ("language", "start", "off"),
    [
        ("de", "Tipp: wähle ", "Jetzt kein Tipp: die Runde ist vorbei."),
        ("fr", "Conseil : choisissez ", "Pas de conseil maintenant : la donne est finie."),
        ("nl", "Tip: kies ", "Nu geen tip: het spel is voorbij."),
    ],
)
def test_the_hint_speaks_the_players_language(
    language: str, start: str, off: str, tmp_path: Path
) -> None:
    i18n.use(language, strict=True)
    run = repeatable_run(tmp_path)
    seen: dict[str, Any] = {}

    def keys(app: App) -> Iterator[str]:
        session = session_of(app)
        seen["options"] = strong_options(session)
        seen["at"] = len(run.lines)
        yield "i"

    lines = run.run(keys, variant="jass")
    best = seen["options"][0].action
    assert isinstance(best, ChooseTrump)
    hint = next(line for line in lines[seen["at"] :] if line.startswith(start))
    assert hint.startswith(f"{start}{mode_name(best.mode)}")
    assert off == i18n.t("hint-not-now-between")
