"""Whole games through the real event loop, driven by keys, asserting what the player hears.

Each test runs ``audiojass.app.run`` (the same loop as the window and script mode) with keys
posted as pygame KEYDOWN events, recorded speech and recorded sound cues.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from conftest import TableRun, autoplay

from audiojass.app import App, TableScreen
from audiojass.narration import hand_order
from audiojass.rules import Game, Phase, TrumpMode
from audiojass.sound import Cue


def _session_game(app: App) -> Game | None:
    screen = app.screens[-1] if app.screens else None
    return screen.session.game if isinstance(screen, TableScreen) else None


@pytest.mark.slow
def test_putz3_complete_game_with_kitty_and_six(table: Callable[..., TableRun]) -> None:
    run = table(seed=2)  # the human holds the six of trump in the first deal
    lines = run.run(autoplay(take_kitty=True, exchange_six=True), variant="putz3")
    text = "\n".join(lines)
    assert lines[0] == "New game of Putz for 3. Press F1 for the keys."
    assert lines[1] == "Deal 1. Left deals. You lead the first trick."
    assert re.fullmatch(r"The (\w+) of (\w+) is turned up: \2 are trump\.", lines[2]), lines[2]
    assert re.search(r"^You hold the six of (\w+)\. G exchanges it for the turned-up", text, re.M)
    assert re.search(r"^You exchange the six of (\w+) for the turned-up \w+ of \1\.$", text, re.M)
    assert "You take the kitty and set your hand aside." in lines
    after_kitty = lines[lines.index("You take the kitty and set your hand aside.") + 1]
    assert after_kitty.startswith("Your hand, 9 cards. ")
    assert re.search(r"^(You|Right|Left) takes? the trick with the ", text, re.M)
    assert re.search(
        r"^(You|Right|Left) takes? the last trick with the .*, including 5 for the last", text, re.M
    )
    deal_ends = [line for line in lines if line.startswith("Deal over: ")]
    assert deal_ends
    assert any("an apple" in line for line in deal_ends)
    assert any("plus 1" in line or "plus 2" in line for line in deal_ends)
    result = [line for line in lines if line.startswith("Game over. ")]
    assert len(result) == 1
    assert re.fullmatch(
        r"Game over\. (You win|Right wins|Left wins|.* share the win)\. Final scores: "
        r"you (minus )?\d+, Right (minus )?\d+, Left (minus )?\d+\.",
        result[0],
    ), result[0]
    # the game-over screen keeps the result until Enter or Escape
    assert lines[-1] == "T repeats the result; Enter goes back to the main menu; F1 lists the keys."
    cues = run.cues
    for cue in (Cue.DEAL, Cue.SIX, Cue.KITTY, Cue.CARD, Cue.TRICK, Cue.TURN):
        assert cue in cues, cue
    assert Cue.WON in cues or Cue.LOST in cues
    assert Cue.APPLE in cues or Cue.PUTZ in cues


@pytest.mark.slow
def test_putz5_complete_game(table: Callable[..., TableRun]) -> None:
    run = table(seed=4)
    lines = run.run(autoplay(exchange_six=False), variant="putz5")
    assert lines[0] == "New game of Putz for 5. Press F1 for the keys."
    assert "You keep the six." in lines  # seed 4: the human holds the six of trump in deal 1
    assert not any("kitty" in line for line in lines)
    deal_ends = [line for line in lines if line.startswith("Deal over: ")]
    assert all(
        re.match(r"Deal over: you \d+ points, .*; Right .*; Far right .*; Far left .*; Left ", d)
        for d in deal_ends
    ), deal_ends[0]
    assert sum(line.startswith("Game over. ") for line in lines) == 1
    final = next(line for line in lines if line.startswith("Game over. "))
    scores = [int(v) * (-1 if m else 1) for m, v in re.findall(r"(minus )?(\d+)", final)]
    assert max(scores) >= 7 or min(scores) <= -5, final


@pytest.mark.slow
def test_jass_complete_game_with_schieben_and_trump_by_a(table: Callable[..., TableRun]) -> None:
    run = table(seed=3)
    lines = run.run(autoplay(schieben=True), variant="jass")
    text = "\n".join(lines)
    # Deal 1: the human is forehand, opens the list with A and schiebt.
    assert "You choose trump: A opens the choices." in lines
    assert "Choose trump: up and down, then Enter. Hearts, 1 of 5" in lines
    assert "Schieben: your partner chooses, 5 of 5" in lines
    assert "You pass the choice of trump to your partner." in lines
    assert re.search(r"^Partner chooses (hearts|diamonds|spades|clubs) as trump\.$", text, re.M)
    assert "You lead the" in text
    assert not re.search(r"Obenabe|Undenufe|counting", text)
    deal_ends = [line for line in lines if line.startswith("Deal over: ")]
    assert len(deal_ends) >= 2
    for line in deal_ends:
        match = re.match(r"Deal over: (?:card points, )?we (\d+), they (\d+)\.", line)
        assert match, line
        assert int(match.group(1)) + int(match.group(2)) == 157
    result = [line for line in lines if line.startswith("Game over. ")]
    assert len(result) == 1
    match = re.fullmatch(
        r"Game over\. (We|They) win\. Final scores: we (\d+), they (\d+)\.", result[0]
    )
    assert match, result[0]
    ours, theirs = int(match.group(2)), int(match.group(3))
    assert max(ours, theirs) >= 1000
    assert (match.group(1) == "We") == (ours > theirs)


def test_schieber_deal_in_obenabe(table: Callable[..., TableRun]) -> None:
    run = table(seed=5)
    player = autoplay(trump=TrumpMode.OBENABE)

    def one_deal(app: App) -> Iterator[str]:
        for key in player(app):
            game = _session_game(app)
            if game is not None and game.deal_history:
                return
            yield key

    lines = run.run(one_deal, variant="schieber")
    assert "Obenabe, counts triple, 5 of 7" in lines
    assert "You choose Obenabe: no trump, the highest card wins, counting triple." in lines
    tricks = [line for line in lines if re.match(r"(You|Right|Partner|Left) takes? the ", line)]
    assert len(tricks) == 9
    assert not any("trump with" in line for line in lines)  # no trumps in Obenabe
    deal_end = next(line for line in lines if line.startswith("Deal over: "))
    match = re.match(
        r"Deal over: card points, we (\d+), they (\d+)\. This deal, times 3(?:, with [^:]+)?: "
        r"we (\d+), they (\d+)\.",
        deal_end,
    )
    assert match, deal_end
    ours, theirs, our_score, their_score = (int(g) for g in match.groups())
    assert ours + theirs == 157
    # Obenabe counts triple; Weis (tripled too) may add to it.
    assert our_score >= 3 * ours and their_score >= 3 * theirs
    assert (our_score - 3 * ours) % 3 == 0 and (their_score - 3 * theirs) % 3 == 0


def test_illegal_card_refused_with_reason(table: Callable[..., TableRun]) -> None:
    run = table(seed=1)
    player = autoplay()
    refusals: list[str] = []

    def try_illegal(app: App) -> Iterator[str]:
        for key in player(app):
            screen = app.screens[-1]
            if len(refusals) < 3 and isinstance(screen, TableScreen):
                session = screen.session
                game = session.game
                if game.current_player == session.human and game.phase is Phase.PLAY:
                    hand = hand_order(session.view.hand, session.view.trump)
                    legal = game.legal_cards()
                    illegal = [i for i, card in enumerate(hand) if card not in legal]
                    if illegal:
                        yield "home"
                        yield from ["right"] * illegal[0]
                        before = len(run.lines)
                        yield "enter"
                        refusals.append(run.lines[before] if len(run.lines) > before else "")
            if len(refusals) >= 3:
                return
            yield key

    run.run(try_illegal, variant="jass")
    assert len(refusals) == 3
    for refusal in refusals:
        assert re.fullmatch(
            r"You must follow (hearts|diamonds|spades|clubs)\.|You may not undertrump\.", refusal
        ), refusal
    assert Cue.ILLEGAL in run.cues
    assert any(", not playable, " in line for line in run.lines)


def test_escape_asks_before_leaving_and_continue_resumes(table: Callable[..., TableRun]) -> None:
    run = table(seed=7)
    lines = run.run(["right", "escape", "t", "escape", "escape", "enter"], variant="putz3")
    assert (
        "Leave the game? It is saved: Continue in the menu resumes it. Enter leaves; Escape stays."
        in lines
    )
    assert "Enter leaves the game; Escape stays." in lines
    assert "Back to the game." in lines
    assert "You left the game. It is saved: Continue resumes it." in lines
    assert lines[-1] == "Main menu: New game"
    saved = (run.folder / "autosave.json").read_text(encoding="utf-8")
    assert '"variant": "putz3"' in saved

    again = TableRun(run.folder, seed=99)
    resumed = again.run(["down", "enter", "t"])
    assert "Continue: Putz for 3, deal 1, 2 of 6" in resumed
    assert "Putz for 3 resumed, deal 1." in resumed
    assert resumed[-1].startswith("Your turn to ")


def test_f1_lists_the_keys_of_the_moment(table: Callable[..., TableRun]) -> None:
    run = table(seed=2)
    lines = run.run(["f1", "g", "f1"], variant="putz3")
    first_help = next(line for line in lines if line.startswith("Keys: "))
    assert "G: exchange the six of trump for the turn-up card" in first_help
    assert "Control plus F1: the rules of the game, paragraph by paragraph" in first_help
    later_help = [line for line in lines if line.startswith("Keys: ")][-1]
    assert "G: exchange the six" not in later_help
    assert "Enter: play the focused card, or confirm a choice" in later_help


def test_history_review_and_verbosity(table: Callable[..., TableRun]) -> None:
    run = table(seed=1)
    run.run(["pageup", "pageup", "ctrl+pageup", "ctrl+pagedown", "pagedown", "v", "down"])
    assert run.speech.spoken == [
        ("AudioJass.", False),
        ("Main menu: New game, 1 of 6", False),  # queued after the start lines, before any key
        ("Main menu: New game, 1 of 6", True),  # Page up: the last message again
        ("AudioJass.", True),  # Page up: the one before
        ("AudioJass.", True),  # Control plus Page up: the first
        ("Main menu: New game, 1 of 6", True),  # Control plus Page down: the last
        ("Last message. Main menu: New game, 1 of 6", True),  # Page down past the end
        ("Brief speech.", True),
        ("Continue", True),  # brief: no "2 of 5"
    ]
    # reviewing the history does not add to it
    assert run.app.history == [
        "AudioJass.",
        "Main menu: New game, 1 of 6",
        "Brief speech.",
        "Continue",
    ]


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "players"), [("putz5", 5), ("klaverjas_amsterdam", 4)])
def test_the_deal_cue_comes_from_the_dealer(
    table: Callable[..., TableRun],
    monkeypatch: pytest.MonkeyPatch,
    variant: str,
    players: int,
) -> None:
    """Every deal's shuffle-and-deal cue is panned to the seat that deals it, deal after deal
    as the dealer moves round the table (README.md: each cue panned to the seat it comes from)."""
    from audiojass.rules.actions import DealStarted
    from audiojass.sound import seat_pan
    from audiojass.table import TableSession

    dealers: list[int] = []
    narrate = TableSession._narrate

    def watched(session: TableSession, events: Any, before: Any) -> None:
        dealers.extend(e.dealer for e in events if isinstance(e, DealStarted))
        narrate(session, events, before)

    monkeypatch.setattr(TableSession, "_narrate", watched)

    run = table(seed=5)
    run.run(autoplay(deals=players), variant=variant)
    assert len(set(dealers)) >= 3  # the dealer moved round the table
    played = [pan for cue, pan, _ in run.sounds.played if cue is Cue.DEAL]
    assert played == [seat_pan(dealer, players) for dealer in dealers]


@pytest.mark.slow
def test_weis_and_stoeck_ring_the_melds_bell_from_their_seat_and_trump_its_own_cue(
    table: Callable[..., TableRun], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Schieber, three deals: the trump cue sounds only for trump chosen and schieben; Weis
    and Stöck ring the melds' bell (as roem and Belote do), from the seat that shows the
    Weis or holds the Stöck."""
    from audiojass.rules.actions import SchiebenDone, StoeckScored, TrumpChosen, WeisScored
    from audiojass.sound import seat_pan
    from audiojass.table import TableSession

    expected: list[tuple[Cue, float]] = []
    narrate = TableSession._narrate

    def watched(session: TableSession, events: Any, before: Any) -> None:
        for event in events:
            if isinstance(event, TrumpChosen | SchiebenDone):
                expected.append((Cue.TRUMP, seat_pan(event.seat, 4)))
            elif isinstance(event, WeisScored):
                expected.append((Cue.ROEM, seat_pan(event.melds[0][0], 4)))
            elif isinstance(event, StoeckScored):
                expected.append((Cue.ROEM, seat_pan(event.seat, 4)))
        narrate(session, events, before)

    monkeypatch.setattr(TableSession, "_narrate", watched)

    run = table(seed=3)
    run.run(autoplay(deals=6), variant="schieber")
    played = [(cue, pan) for cue, pan, _ in run.sounds.played if cue in (Cue.TRUMP, Cue.ROEM)]
    assert played == expected
    assert Cue.ROEM in dict(expected) and Cue.TRUMP in dict(expected)
