"""The deal review (R) through the real event loop: a deal played by a scripted player who
differs from the strong player, then R walks through the decisions where the strong player
(its ``analyse`` on the same observation, repeatable) would have chosen otherwise, with both
choices and the expected difference, "End of the review", and again from the first; before
any deal "No deal to review yet"; while it is being made, how far it is. A Swiss and a family
game."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import TableRun, autoplay

from audiojass import i18n
from audiojass.app import App, TableScreen
from audiojass.bots import table_bot
from audiojass.bots.base import Option
from audiojass.hints import (
    REVIEW_MIN_POINTS,
    Advisor,
    Decision,
    advice_seed,
    review_close_line,
    review_line,
)
from audiojass.i18n import t
from audiojass.narration import card_object
from audiojass.rules import Phase, PlayCard, new_game
from audiojass.table import TableSession

JOB_TIMEOUT = 10.0
"""Seconds a held-back search waits at most (never a hang)."""


def session_of(app: App) -> TableSession:
    screen = app.screens[-1]
    assert isinstance(screen, TableScreen)
    return screen.session


def replayed_decisions(session: TableSession) -> list[tuple[Any, Any, list[Option]]]:
    """The human's decisions of the first deal, found by replaying the game's actions, each
    with the strong player's options on that observation (its own search, repeatable)."""
    game = session.game
    replay: Any = new_game(game.variant, seed=game.seed, first_dealer=game.first_dealer)
    found = []
    for count, action in enumerate(game.history):
        if replay.deal_number > 1:
            break
        if not replay.is_chance_node() and replay.current_player == session.human:
            view = replay.observation(session.human)
            if len(view.legal_actions) > 1:
                seed = advice_seed(game.seed, replay.deal_number, count)
                bot = table_bot("strong", seed=seed, repeatable=True)
                options = bot.analyse(view, also=action)  # type: ignore[attr-defined]
                found.append((view, action, options))
        replay.apply_action(action)
    return found


def differing(
    decisions: list[tuple[Any, Any, list[Option]]],
) -> list[tuple[Any, Any, Option, Option]]:
    """The decisions where the strong player's first option is not the action taken and
    gains at least REVIEW_MIN_POINTS (or was chosen by rule)."""
    found = []
    for view, action, options in decisions:
        best = options[0]
        if best.action == action:
            continue
        taken = next(option for option in options if option.action == action)
        gain = (best.value - taken.value) / 2  # our points: half the difference of the margins
        if best.samples == 0 or taken.samples == 0 or gain >= REVIEW_MIN_POINTS:
            found.append((view, action, best, taken))
    return found


def play_one_deal(app: App) -> Iterator[str]:
    """The autoplay player (first playable card from hearts to clubs) until the deal ends."""
    for key in autoplay()(app):
        if session_of(app).awaiting_continue():
            return
        yield key


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["jass", "klaverjas_rotterdam"])
def test_the_review_walks_the_decisions_the_strong_player_makes_otherwise(
    variant: str, tmp_path: Path
) -> None:
    run = TableRun(tmp_path, seed=1, bots="easy")
    run.app.repeatable_bots = True
    marks: dict[str, int] = {}
    gate = threading.Event()
    state: dict[str, Any] = {}

    def keys(app: App) -> Iterator[str]:
        yield "r"
        marks["none"] = len(run.lines)
        session = session_of(app)
        analyse: Callable[[object, int, object], list[Option]] = session.advisor.analyse

        def held(view: object, seed: int, also: object) -> list[Option]:
            gate.wait(JOB_TIMEOUT)
            return analyse(view, seed, also)

        session.advisor.analyse = held
        idle = app.idle
        # R while the review is being made: keys go on once the deal is over
        app.idle = lambda: idle() or session.awaiting_continue()  # type: ignore[method-assign]
        yield from play_one_deal(app)
        state["decisions"] = len(session.advisor.reviewed or [])
        yield "r"
        marks["checking"] = len(run.lines)
        app.idle = idle  # type: ignore[method-assign]
        gate.set()
        replayed = replayed_decisions(session)
        state["replayed"] = len(replayed)
        state["expected"] = differing(replayed)
        yield "t"  # the next key waits until the review is made
        marks["walk"] = len(run.lines)
        for _ in range(len(state["expected"]) + 2):
            yield "r"

    lines = run.run(keys, variant=variant)
    assert lines[marks["none"] - 1] == "No deal to review yet."
    decisions = state["decisions"]
    assert decisions == state["replayed"]  # every decision with a choice
    assert lines[marks["checking"] - 1] == f"Checking your decisions: 0 of {decisions}."
    expected = state["expected"]
    assert expected, "the scripted player should differ from the strong player at least once"
    walk = lines[marks["walk"] :]
    count = len(expected)
    assert len(walk) == count + 2
    for index, ((view, action, best, taken), line) in enumerate(zip(expected, walk, strict=False)):
        assert line.endswith(f" {index + 1} of {count}."), line
        if isinstance(action, PlayCard) and best.samples and taken.samples:
            trick = len(view.tricks) + 1
            played = card_object(action.card, view.trump)
            better = card_object(best.action.card, view.trump)
            gain = max(1, round((best.value - taken.value) / 2))
            unit = "point" if gain == 1 else "points"
            assert line == (
                f"Trick {trick}: you played {played}; better: play {better}, "
                f"about {gain} {unit} more. {index + 1} of {count}."
            )
    assert walk[count] == "End of the review."
    assert walk[count + 1] == walk[0]  # and again from the first


def test_leaving_the_game_drops_the_review_in_flight(tmp_path: Path) -> None:
    run = TableRun(tmp_path, seed=1, bots="easy")
    run.app.repeatable_bots = True
    gate = threading.Event()
    state: dict[str, Any] = {}

    def keys(app: App) -> Iterator[str]:
        session = session_of(app)
        analyse = session.advisor.analyse

        def held(view: object, seed: int, also: object) -> list[Option]:
            gate.wait(JOB_TIMEOUT)
            return analyse(view, seed, also)

        session.advisor.analyse = held
        idle = app.idle
        app.idle = lambda: idle() or session.awaiting_continue()  # type: ignore[method-assign]
        yield from play_one_deal(app)
        state["session"] = session
        yield "r"  # the review starts
        assert session.advisor.review_job is not None
        yield from ("escape", "enter")  # leave the game while the review is being made

    lines = run.run(keys, variant="jass")
    gate.set()
    session = state["session"]
    assert session.advisor.closed
    assert session.advisor.review_job is None
    assert lines[-1].startswith("Main menu")


def _last_deal_saved(app: App) -> Iterator[str]:
    """A game of Jass saved at the start of its last deal (found by playing it out with the
    rule player); Continue resumes it there."""
    from audiojass.bots import RuleBot
    from audiojass.rules import new_game
    from audiojass.settings import save_game

    game: Any = new_game("jass", seed=4, first_dealer=3)
    bot = RuleBot(4)
    starts: list[int] = []
    while not game.is_terminal():
        if game.is_chance_node():
            starts.append(len(game.history))
            game.apply_action(game.chance_outcome())
            continue
        game.apply_action(bot.act(game.observation(game.current_player)))
    last: Any = new_game("jass", seed=4, first_dealer=3)
    for action in game.history[: starts[-1]]:
        last.apply_action(action)
    save_game(last, 0, app.folder)
    yield from ("down", "enter")  # Continue


@pytest.mark.slow
def test_the_review_answers_after_the_game_until_the_menu(tmp_path: Path) -> None:
    run = TableRun(tmp_path, seed=1, bots="easy")
    run.app.repeatable_bots = True
    marks: dict[str, int] = {}

    def keys(app: App) -> Iterator[str]:
        yield from _last_deal_saved(app)
        yield from autoplay()(app)  # the last deal, to the game's end
        marks["over"] = len(run.lines)
        yield from ("r", "r", "i", "f1", "enter", "r")

    lines = run.run(keys)
    checking, ready, review, hint, help_line, menu, after = lines[marks["over"] :]
    assert re.fullmatch(r"Checking your decisions: 0 of \d+\.", checking), checking
    assert re.fullmatch(r"Deal review ready: \d+ decisions, \d+ to look at\. R reads it\.", ready)
    assert re.fullmatch(
        r"Trick \d: you played the [a-z ]+; better: play the [a-z ]+, about \d+ points? more\. "
        r"1 of \d\.",
        review,
    ), review
    assert hint == "No hint now: the game is over."
    assert "R: your decisions of the last deal that the strong player would have made" in help_line
    assert menu.startswith("Main menu")
    assert after == "Rules, 4 of 6"  # R in the menu is its first-letter jump again


@pytest.mark.slow
def test_a_search_that_fails_is_reported_and_the_review_goes_on(tmp_path: Path) -> None:
    run = TableRun(tmp_path, seed=1, bots="easy")
    run.app.repeatable_bots = True
    marks: dict[str, int] = {}

    def keys(app: App) -> Iterator[str]:
        session = session_of(app)
        analyse = session.advisor.analyse
        calls: list[int] = []

        def failing_first(view: object, seed: int, also: object) -> list[Option]:
            calls.append(seed)
            if len(calls) == 1:
                raise RuntimeError("search failed")
            return analyse(view, seed, also)

        session.advisor.analyse = failing_first
        yield from play_one_deal(app)
        yield "r"  # the review starts
        yield "t"  # the next key waits until the review is made
        marks["walk"] = len(run.lines)
        yield "r"

    lines = run.run(keys, variant="jass", errors=1)
    assert "Something went wrong; the game goes on." in lines
    answer = lines[marks["walk"]]
    assert answer.startswith("Trick ") and " 1 of " in answer, answer


@pytest.mark.slow
def test_no_review_is_searched_until_r_asks_for_it(tmp_path: Path) -> None:
    run = TableRun(tmp_path, seed=1, bots="easy")
    run.app.repeatable_bots = True
    state: dict[str, Any] = {}

    def keys(app: App) -> Iterator[str]:
        session = session_of(app)
        calls: list[int] = []
        analyse = session.advisor.analyse

        def counted(view: object, seed: int, also: object) -> list[Option]:
            calls.append(seed)
            return analyse(view, seed, also)

        session.advisor.analyse = counted
        yield from play_one_deal(app)
        yield "t"  # idle at once between deals: nothing is being searched
        state["before"] = (len(calls), session.advisor.review_job, session.advisor.pending())
        yield "r"
        yield "t"  # now the next key waits for the review
        state["after"] = (len(calls), len(session.advisor.reviewed or []))

    run.run(keys, variant="jass")
    assert state["before"] == (0, None, False)
    searched, decisions = state["after"]
    assert searched == decisions > 0


@pytest.mark.slow
def test_the_review_asked_during_the_next_deal_names_the_deal_it_reviews(tmp_path: Path) -> None:
    """R during deal 2 walks deal 1's review as between the deals, each line naming the
    deal ("Deal 1. Trick 3: you played …"), so its tricks are not taken for this deal's."""
    run = TableRun(tmp_path, seed=1, bots="easy")
    run.app.repeatable_bots = True
    between: list[str] = []
    marks: dict[str, int] = {}
    ends = (
        "End of the review.",
        "You made every decision of the deal as the strong player would.",
        "No decision of the deal cost you 3 points or more, as the strong player judges it.",
    )

    def keys(app: App) -> Iterator[str]:
        yield from play_one_deal(app)
        yield "r"  # "Checking your decisions: …"; the next key waits until the review is made
        for _ in range(40):
            yield "r"
            between.append(run.lines[-1])
            if run.lines[-1] in ends:
                break
        session = session_of(app)
        yield "enter"  # the next deal; the next key comes on the human's turn
        assert session.game.deal_number == 2 and session.game.current_player == session.human
        marks["during"] = len(run.lines)
        for _ in between:
            yield "r"

    lines = run.run(keys, variant="jass")
    assert between[-1] in ends  # after its end the walk starts again at the first
    during = lines[marks["during"] :]
    assert during[-len(between) :] == [f"Deal 1. {line}" for line in between]


@pytest.mark.slow
def test_the_review_first_asked_during_the_next_deal_is_made_before_the_next_key(
    tmp_path: Path,
) -> None:
    """R first pressed on the human's turn in deal 2 says how far the review of deal 1 is;
    the next key waits on that turn until the review is made (script mode repeats), so the
    second R already says its first item or that every decision was the strong player's."""
    run = TableRun(tmp_path, seed=1, bots="easy")
    run.app.repeatable_bots = True
    marks: dict[str, int] = {}

    def keys(app: App) -> Iterator[str]:
        yield from play_one_deal(app)
        session = session_of(app)
        yield "enter"  # the next deal; the next key comes on the human's turn
        assert session.game.deal_number == 2 and session.game.current_player == session.human
        marks["during"] = len(run.lines)
        yield "r"
        assert not session.advisor.pending()
        yield "r"

    lines = run.run(keys, variant="jass")
    first, ready, second = lines[marks["during"] :][-3:]
    assert re.fullmatch(r"Deal 1\. Checking your decisions: 0 of \d+\.", first)
    assert re.fullmatch(r"Deal 1\. Deal review ready: \d+ decisions, \w+ to look at\. .*", ready)
    perfect = (
        "Deal 1. You made every decision of the deal as the strong player would.",
        "Deal 1. No decision of the deal cost you 3 points or more, as the strong player "
        "judges it.",
    )
    assert second in perfect or re.fullmatch(r"Deal 1\. .*; better: .* 1 of \d+\.", second)


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["jass", "klaverjas_rotterdam"])
@pytest.mark.parametrize("resume", ["between deals", "during the next deal"])
def test_a_resumed_game_reviews_the_deal_before_it_was_left(
    variant: str, resume: str, tmp_path: Path
) -> None:
    """The game is left (saved) after deal 1, between deals or on the human's first turn of
    deal 2, and resumed with Continue: R walks deal 1's review exactly as before leaving
    (its decisions are rebuilt from the saved game, with the seeds they were made with)."""
    run = TableRun(tmp_path, seed=1, bots="easy")
    run.app.repeatable_bots = True
    walks: list[list[str]] = []
    ends = (
        "End of the review.",
        "You made every decision of the deal as the strong player would.",
        "No decision of the deal cost you 3 points or more, as the strong player judges it.",
    )

    def walk(app: App) -> Iterator[str]:
        said: list[str] = []
        yield "r"  # "Checking your decisions"; the next key waits until the review is made
        for _ in range(40):
            yield "r"
            said.append(run.lines[-1])
            if run.lines[-1].removeprefix("Deal 1. ") in ends:
                break
        walks.append(said)

    def keys(app: App) -> Iterator[str]:
        yield from play_one_deal(app)
        yield from walk(app)
        if resume == "during the next deal":
            yield "enter"
            session = session_of(app)
            assert session.game.current_player == session.human
        if session_of(app).review_at is not None:
            yield "escape"  # the review's list is left first
        yield from ("escape", "enter")  # leave: the game is saved
        yield from ("down", "enter")  # Continue
        session = session_of(app)
        assert session.game.deal_number == (1 if resume == "between deals" else 2)
        yield from walk(app)

    run.run(keys, variant=variant)
    before, after = walks
    assert before[-1] in ends and len(before) > 1
    if resume == "between deals":
        assert after == before
    else:
        assert after == [f"Deal 1. {line}" for line in before]


def _first_card_decision(variant: str, seed: int, values: tuple[float, float]) -> Decision:
    """The first card decision of a seeded deal (after the trump choice or the six, the
    first legal action each), taken with its first legal card where the strong player's
    options put its second first: (second, ``values[0]``), (first, ``values[1]``)."""
    game = new_game(variant, seed=seed, first_dealer=0)
    game.apply_action(game.chance_outcome())
    while game.phase is not Phase.PLAY:
        game.apply_action(game.legal_actions()[0])
    seat = game.current_player
    assert seat is not None
    view = game.observation(seat)
    played, better = view.legal_actions[:2]
    decision = Decision(view, played, 0)
    decision.options = [Option(better, values[0], 50), Option(played, values[1], 50)]
    return decision


def test_a_putz_review_counts_game_points() -> None:
    """In Putz a decision is worth a share of the deal's award: the review says "game
    points" to a tenth, not card points."""
    line = review_line(_first_card_decision("putz5", 3, (0.9, 0.6)), 1, 2)
    assert line.endswith(", about 0.3 game points more. 1 of 2.")
    assert line.startswith("Trick 1: you played the ")


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "about 1.0 game points more."),
        ("de", "etwa 1,0 Spielpunkte mehr."),
        ("nl", "ongeveer 1,0 spelpunten meer."),
        ("fr", "environ 1,0 point de partie de plus."),
    ],
)
def test_a_putz_review_of_one_game_point_says_it_as_shown(language: str, said: str) -> None:
    """ "1.0" is said with its decimal, so it takes the plural where the language counts
    shown decimals (English, German, Dutch), the singular in French."""
    i18n.use(language)
    line = review_line(_first_card_decision("putz5", 3, (1.6, 0.6)), 1, 2)
    assert said in line, line


def test_a_jass_review_says_the_points_its_side_gains_not_the_margins_difference() -> None:
    """An option's value is our side's points minus theirs: a card that brings our side 24
    more points (and theirs 24 fewer) moves it by 48. The review says 24."""
    decision = _first_card_decision("jass", 29, (7.0, -41.0))
    assert review_line(decision, 1, 1).endswith(", about 24 points more. 1 of 1.")


def test_a_weis_decision_is_reviewed_with_the_weis_named() -> None:
    """Manual Weis: the review names the Weis declared and the Weis it advises ("you
    declared 3 in sequence, …; better: declare …"), not "you declared your Weis; better:
    declare your Weis"."""
    import dataclasses

    from audiojass.rules import DeclareWeis, get_variant

    rules = dataclasses.replace(get_variant("schieber"), manual_weis=True)
    for seed in range(1, 200):
        game = new_game(rules, seed=seed, first_dealer=3)
        game.apply_action(game.chance_outcome())
        while game.phase is not Phase.PLAY:
            game.apply_action(game.legal_actions()[0])
        view = game.observation(0) if game.current_player == 0 else None
        weis = [a for a in view.legal_actions if isinstance(a, DeclareWeis)] if view else []
        if len(weis) >= 2:
            break
    else:
        raise AssertionError("no hand with two ways to declare")
    assert view is not None
    done, better = weis[0], weis[1]
    decision = Decision(view, done, 0)
    decision.options = [Option(better, 30.0, 50), Option(done, 0.0, 50)]
    line = review_line(decision, 1, 1)
    assert "your Weis" not in line
    assert line.startswith("Trick 1: you declared ") and "; better: declare " in line, line
    assert ", worth " in line


def test_belote_left_unsaid_until_the_king_or_queen_is_played_is_no_mistake() -> None:
    """Manual announcements: Belote is said with the king or queen of trumps, and the game
    offers it at every turn before. A card other than those played without it loses
    nothing; the king or queen played without it does."""
    from types import SimpleNamespace

    from audiojass.hints import Advisor
    from audiojass.rules import Card, TrumpMode
    from audiojass.rules.components import SayBelote

    view = SimpleNamespace(trump=TrumpMode.HEARTS, phase=Phase.PLAY, variant=None)
    decisions = []
    for card in (Card.S7, Card.HK):
        decision = Decision(view, PlayCard(card), 0)
        decision.options = [Option(SayBelote(), 0.0, 0), Option(PlayCard(card), 0.0, 0)]
        decisions.append(decision)
    advisor = Advisor(analyse=lambda view, seed, also: [])
    advisor.reviewed = decisions
    assert advisor.mistakes() == [decisions[1]]


@pytest.mark.parametrize(
    ("variant", "values", "said"),
    [
        ("jass", (10.0, 10.0), "You made every decision of the deal as the strong player would."),
        (
            "jass",
            (14.0, 10.0),  # chosen otherwise, for 2 of the side's points: under the least
            "No decision of the deal cost you 3 points or more, as the strong player judges it.",
        ),
        (
            "putz5",
            (0.9, 0.8),
            "No decision of the deal cost you 0.2 game points or more, as the strong player "
            "judges it.",
        ),
    ],
)
def test_a_review_with_nothing_to_say_tells_a_choice_made_otherwise_from_none(
    variant: str, values: tuple[float, float], said: str
) -> None:
    """The review says the player chose as the strong player would only where no decision
    differed; where some did, each for less than the review's least, it says that instead
    (it said "every decision as the strong player would" of a player who ignored 6 of 7
    hints in a deal of Putz)."""
    decision = _first_card_decision(variant, 3, values)
    if values[0] == values[1]:
        decision.options = decision.options[1:] if decision.options else None  # the same card
    advisor = Advisor(analyse=lambda view, seed, also: [])
    advisor.reviewed = [decision]
    assert advisor.mistakes() == []
    line = review_close_line(*advisor.least()) if advisor.differed() else t("hint-review-perfect")
    assert line == said
