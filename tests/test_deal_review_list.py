"""The deal review through the real event loop, once it is asked for: R says how far it is,
the table says unprompted when it is ready ("Deal review ready: 7 decisions, 3 to look
at. R reads it."), and the review is then a list: R, the arrows, Home and End walk it, each
item with its number, F1 names its keys and Escape leaves it. The strong player is stood in
for by a quick search that prefers another legal action at every other decision."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import TableRun, autoplay

from audiojass.app import App, GameOverScreen, TableScreen
from audiojass.bots.base import Option
from audiojass.hints import review_line


def session_of(app: App) -> Any:
    screen = app.screens[-1]
    assert isinstance(screen, TableScreen | GameOverScreen)
    return screen.session


def every_other(view: Any, seed: int, also: Any) -> list[Option]:
    """Another legal action is better at the 1st, 3rd, … decision searched (by 20 points)."""
    every_other.calls += 1  # type: ignore[attr-defined]
    other = next(action for action in view.legal_actions if action != also)
    if every_other.calls % 2:  # type: ignore[attr-defined]
        return [Option(other, 40.0, 50), Option(also, 0.0, 50)]
    return [Option(also, 40.0, 50), Option(other, 0.0, 50)]


def _walk_keys(app: App, state: dict[str, Any], run: TableRun) -> Iterator[str]:
    every_other.calls = 0  # type: ignore[attr-defined]
    session = session_of(app)
    session.advisor.analyse = every_other
    for key in autoplay()(app):
        if session.awaiting_continue():
            break
        yield key
    state["start"] = len(run.lines)
    yield "r"  # "Checking your decisions: 0 of N."; then nothing is pressed
    state["ready"] = run.lines[state["start"] :]
    state["decisions"] = len(session.advisor.reviewed)
    state["items"] = [
        review_line(decision, index + 1, len(mistakes), session.hint_label)
        for mistakes in [session.advisor.mistakes()]
        for index, decision in enumerate(mistakes)
    ]
    state["walk"] = len(run.lines)
    yield from ("r", "down", "down", "up", "end", "home", "up", "r", "f1", "escape", "down", "r")


@pytest.mark.parametrize("variant", ["jass", "klaverjas_rotterdam"])
def test_the_review_says_when_it_is_ready_and_is_walked_as_a_list(
    variant: str, tmp_path: Path
) -> None:
    run = TableRun(tmp_path, seed=1, bots="easy")
    state: dict[str, Any] = {}
    lines = run.run(lambda app: _walk_keys(app, state, run), variant=variant)
    decisions, items = state["decisions"], state["items"]
    count = len(items)
    assert count == (decisions + 1) // 2 >= 3
    # unprompted: the ready line comes before any other key
    assert state["ready"] == [
        f"Checking your decisions: 0 of {decisions}.",
        f"Deal review ready: {decisions} decisions, {count} to look at. R reads it.",
    ]
    r1, down, down2, up, end, home, wrapped, r_after, help_line, closed, hand, r_again = lines[
        state["walk"] :
    ]
    assert [r1, down, down2, up, end, home, wrapped] == [
        items[0],
        items[1],
        items[2],
        items[1],
        items[-1],
        items[0],
        items[-1],  # Up from the first: the last, as the table's other lists
    ]
    assert r1.endswith(f" 1 of {count}.") and down.endswith(f" 2 of {count}.")
    assert r_after == "End of the review."  # R after the last item, as before
    assert help_line.startswith(
        "Keys: R: next item. Up arrow: previous item. Down arrow: next item. Left arrow: "
        "previous item. Right arrow: next item. Home: first item. End: last item. F1: "
    ), help_line
    assert help_line.endswith(" Escape: leave the review.")
    assert closed == "Review closed."
    assert hand == "Your hand is empty."  # the arrows are the hand's again
    assert r_again == items[0]  # R reads on from the start after the end


def test_the_brief_ready_line_is_short(tmp_path: Path) -> None:
    run = TableRun(tmp_path, seed=1, bots="easy", verbosity="brief")
    state: dict[str, Any] = {}
    run.run(lambda app: _walk_keys(app, state, run), variant="jass")
    assert state["ready"][-1] == f"Review ready: {len(state['items'])} to look at."


def test_after_the_game_escape_leaves_the_review_then_the_table(tmp_path: Path) -> None:
    """On the game-over screen the review is walked the same way; Escape leaves the review
    first, and only then the game."""
    from test_deal_review import _last_deal_saved

    run = TableRun(tmp_path, seed=1, bots="easy")
    marks: dict[str, int] = {}

    def keys(app: App) -> Iterator[str]:
        yield from _last_deal_saved(app)
        every_other.calls = 0  # type: ignore[attr-defined]
        session_of(app).advisor.analyse = every_other
        yield from autoplay()(app)  # the last deal, to the game's end
        marks["over"] = len(run.lines)
        yield "r"
        marks["walk"] = len(run.lines)
        yield from ("r", "down", "escape", "down", "escape")

    lines = run.run(keys)
    checking, ready = lines[marks["over"] : marks["walk"]]
    assert checking.startswith("Checking your decisions: 0 of ")
    assert ready.startswith("Deal review ready: ") and ready.endswith(" to look at. R reads it.")
    first, second, closed, over, menu = lines[marks["walk"] :]
    assert first.startswith("Trick ") and " 1 of " in first
    assert second.startswith("Trick ") and " 2 of " in second
    assert closed == "Review closed."
    assert over == (  # Down: the game-over keys again
        "The game is over. T repeats the result; Enter goes back to the main menu; "
        "F1 lists the keys."
    )
    assert menu.startswith("Main menu")
