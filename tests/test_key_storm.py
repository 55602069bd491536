"""Any keys, in any phase of any game: nothing raises, every press is answered, the game stays
legal and saved. And the loop's last line of defence: an unexpected error is reported, said,
counted, and the game goes on.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from random import Random

import pytest
from conftest import TableRun, autoplay
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from audiojass import window as window_module
from audiojass.app import App, MenuScreen, TableScreen
from audiojass.keymap import load_keymap
from audiojass.narration import hand_order
from audiojass.rules import (
    VARIANTS,
    Action,
    Card,
    Game,
    Observation,
    Phase,
    PlayCard,
    new_game,
)
from audiojass.rules.components import ContractGame
from audiojass.settings import SAVE_NAME, load_game, save_game
from audiojass.table import TableSession

KEYMAP, _ = load_keymap()
BOUND = sorted({key for keys in KEYMAP.bindings.values() for key in keys})
UNBOUND = ["x", "q", "z", "0", "9", "tab", "space", "backspace", "delete", "f12"]
UNBOUND += ["shift+x", "alt+enter", "ctrl+x", "ctrl+shift+f1", "shift+enter"]
PLAY_ON = "<play on>"  # not a key: the autoplayer's next decision, so storms reach later phases
TOKENS = BOUND + UNBOUND + [PLAY_ON] * 24

SOMETHING_WENT_WRONG = "Something went wrong; the game goes on."
GAME_CANNOT_GO_ON = "The game cannot go on because of an error. It is saved: Continue resumes it."


def cards_in_play(game: Game) -> Counter[Card]:
    """Every card the game holds anywhere: hands, kitty, the set-aside hand, the tricks."""
    held: Counter[Card] = Counter()
    for seat in range(game.players):
        held.update(game.hand(seat))
    for mask in (game.kitty, game.set_aside):
        held.update(Card(i) for i in range(36) if mask >> i & 1)
    for trick in game.tricks:
        held.update(trick.cards)
    held.update(Card(c) for c in game.trick)
    return held


def check_legal(session: TableSession, *, current: bool) -> None:
    """The session's game is legal; ``current``: the session still at the table (a game left
    and continued is shared with a newer session, which alone keeps the focus right)."""
    game = session.game
    if isinstance(game, ContractGame):  # a family game reached through the New game menu
        check_family_legal(session, game, current=current)
        return
    again = Game.from_data(game.to_data())
    assert again == game
    assert again.snapshot() == game.snapshot()
    held = cards_in_play(game)
    assert all(count == 1 for count in held.values()), held
    if game.phase in (Phase.TRUMP, Phase.SIX, Phase.PLAY):
        # Putz for 5 deals 35 cards; the 36th is the turn-up card (or, exchanged, the six)
        assert len(held) == (35 if game.variant.name == "putz5" else 36)
    if not current:
        return
    hand = session.view.hand
    assert 0 <= session.focus < max(len(hand), 1)
    if session.choice is not None:
        assert 0 <= session.choice.index < len(session.choice.labels)
        assert set(session.choice.actions) <= set(game.legal_actions())


def near_the_end(variant: str, seed: int) -> Game:
    """A game of random moves a few tricks before its end."""
    rng = Random(seed)
    game = new_game(variant, seed=seed, first_dealer=VARIANTS[variant].players - 1)
    while not game.is_terminal():
        if game.is_chance_node():
            game.apply_action(game.chance_outcome())
        else:
            game.apply_action(rng.choice(game.legal_actions()))
    late = new_game(variant, seed=seed, first_dealer=VARIANTS[variant].players - 1)
    for action in game.history[: len(game.history) - 3 * VARIANTS[variant].players]:
        late.apply_action(action)
    return late


def quits(app: App, token: str) -> bool:
    """``token`` would choose Quit in the main menu (a storm goes on instead: Down)."""
    menu = app.screens[-1] if app.screens else None
    return (
        token in ("enter", "space")
        and isinstance(menu, MenuScreen)
        and menu is app.screens[0]
        and menu.index == len(menu.items) - 1
    )


def storm(variant: str, tokens: list[str], eager: bool, seed: int, late: bool) -> int:
    """Press ``tokens`` in a game of ``variant`` through the real loop (a new game, or with
    ``late`` a saved game near its end, continued); check every press was answered and every
    game left legal. Returns the number of presses."""
    with tempfile.TemporaryDirectory() as folder:
        if late:
            save_game(near_the_end(variant, seed), 0, Path(folder))
            tokens = ["down", "enter", *tokens]  # Continue
        run = TableRun(Path(folder), seed=seed)
        app = run.app
        sessions: list[TableSession] = []
        make_session = app._session

        def session(game: Game, human: int) -> TableSession:
            sessions.append(make_session(game, human))
            return sessions[-1]

        app._session = session  # type: ignore[method-assign]
        silent: list[tuple[int, str]] = []
        presses: list[str] = []
        handle = app.key

        def key(name: str) -> None:
            before = len(run.speech.spoken) + len(run.sounds.played) + run.speech.stops
            handle(name)
            after = len(run.speech.spoken) + len(run.sounds.played) + run.speech.stops
            presses.append(name)
            if after == before:
                silent.append((len(presses), name))

        app.key = key  # type: ignore[method-assign]

        def script(app: App) -> Iterator[str]:
            if eager:  # keys also arrive while the bots think and act
                app.idle = lambda: True  # type: ignore[method-assign]
            player: Iterator[str] | None = None
            for token in tokens:
                if token != PLAY_ON:
                    yield "down" if quits(app, token) else token
                    continue
                # the autoplayer's keys up to its next decision
                for _ in range(12):
                    if player is None:
                        player = autoplay(take_kitty=True)(app)
                    step = next(player, None)
                    if step is None:
                        player = None
                        break
                    yield step
                    if step in ("enter", "g", "h", "t"):
                        break

        run.run(script, variant=None if late else variant)  # asserts that no error was caught
        assert not silent, f"keys without an answer (press number, key): {silent}"
        assert sessions
        for made in sessions:
            check_legal(made, current=made is sessions[-1])
        last = sessions[-1].game
        loaded, problems = load_game(Path(folder))
        assert problems == []
        if last.is_terminal():
            assert loaded is None
        else:
            # the last game is saved exactly as it stands
            assert loaded is not None
            assert loaded[0] == last
            assert loaded[0].snapshot() == last.snapshot()
        return len(presses)


def check_family_legal(session: TableSession, game: ContractGame, *, current: bool) -> None:
    """As :func:`check_legal` for a family game: it saves and loads as it stands, and holds
    each of its 32 cards once while bidding (hands, turn-up, stock) and playing (hands,
    tricks, the trick)."""
    again = ContractGame.from_data(game.to_data())
    assert again == game
    held: Counter[Card] = Counter()
    for seat in range(game.players):
        held.update(game.hand(seat))
    if game.phase is Phase.TRUMP:
        held.update(game.stock)
        if game.turn_up is not None:
            held[game.turn_up] += 1
    elif game.phase is Phase.PLAY:
        for trick in game.tricks:
            held.update(trick.cards)
        held.update(Card(c) for c in game.trick)
    if game.phase in (Phase.TRUMP, Phase.PLAY):
        assert all(count == 1 for count in held.values()), held
        # the games with a stock out of play (Klaberjass, the 1821 draws) hold fewer in play
        every_card = game.phase is Phase.TRUMP or (game.players == 4 and not game.stock)
        assert len(held) == 32 or not every_card, held
    if current:
        assert 0 <= session.focus < max(len(session.view.hand), 1)
        if session.choice is not None:
            assert set(session.choice.actions) <= set(game.legal_actions())


PRESSES: Counter[str] = Counter()


@pytest.mark.slow
@pytest.mark.parametrize("variant", list(VARIANTS))
@settings(
    max_examples=20,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    tokens=st.lists(st.sampled_from(TOKENS), min_size=80, max_size=400),
    eager=st.booleans(),
    seed=st.integers(0, 2**16),
    late=st.booleans(),
)
def test_key_storms_never_break_the_game(
    variant: str, tokens: list[str], eager: bool, seed: int, late: bool
) -> None:
    PRESSES[variant] += storm(variant, tokens, eager, seed, late)


def test_the_storms_were_thousands_of_presses() -> None:
    if len(PRESSES) < len(VARIANTS):
        pytest.skip("runs after the storms")
    assert all(count >= 1000 for count in PRESSES.values()), PRESSES


# ----------------------------------------------------------------------------------------------
# the last line of defence


@pytest.mark.slow
def test_an_error_in_a_key_is_said_reported_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(self: TableSession) -> None:
        raise RuntimeError("the scores are broken")

    monkeypatch.setattr(TableSession, "_cmd_scores", broken)
    run = TableRun(tmp_path, seed=2)

    def keys(app: App) -> Iterator[str]:
        yield "s"
        yield "t"
        yield "s"
        yield from autoplay(take_kitty=True)(app)

    lines = run.run(keys, variant="putz3", errors=2)
    assert run.speech.spoken.count((SOMETHING_WENT_WRONG, True)) == 2
    assert any(line.startswith("Game over. ") for line in lines)
    err = capsys.readouterr().err
    assert err.count("audiojass: unexpected error while handling the key 's'") == 2
    assert err.count("Traceback (most recent call last):") == 2
    assert "RuntimeError: the scores are broken" in err
    assert not (tmp_path / SAVE_NAME).exists()  # the finished game's save is removed


class FlakyBot:
    """Raises on its first decision, then chooses an illegal card, then plays properly."""

    def __init__(self) -> None:
        self.calls = 0

    def act(self, observation: Observation) -> Action:
        self.calls += 1
        if self.calls == 1:
            raise ZeroDivisionError("the bot divided by zero")
        if self.calls == 2:
            return PlayCard(next(Card(i) for i in range(36) if Card(i) not in observation.hand))
        return observation.legal_actions[-1]


@pytest.mark.slow
def test_a_failing_bot_is_reported_and_replaced_by_a_legal_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = TableRun(tmp_path, seed=3)
    bot = FlakyBot()
    make_session = run.app._session

    def session(game: Game, human: int) -> TableSession:
        made = make_session(game, human)
        made.bots[1] = bot
        return made

    run.app._session = session  # type: ignore[method-assign]
    lines = run.run(autoplay(), variant="jass", errors=2)
    assert bot.calls > 9
    assert lines.count(SOMETHING_WENT_WRONG) == 2
    assert any(line.startswith("Game over. ") for line in lines)
    err = capsys.readouterr().err
    assert "ZeroDivisionError: the bot divided by zero" in err
    assert "which is not legal now" in err
    assert err.count("letting the bot at seat 1 act") == 2


def test_a_game_whose_frames_keep_failing_is_left_for_the_menu_and_stays_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(self: TableSession) -> None:
        raise OSError("the table fell over")

    run = TableRun(tmp_path, seed=1)
    states: list[Game] = []

    def keys(app: App) -> Iterator[str]:
        yield from ("a", "enter", "home")  # choose trump
        screen = app.screens[-1]
        assert isinstance(screen, TableScreen)
        session = screen.session
        legal = set(session.game.legal_cards())
        hand = hand_order(session.view.hand, session.view.trump)
        target = next(i for i, c in enumerate(hand) if c in legal)
        yield from ["right"] * target
        monkeypatch.setattr(TableSession, "tick", broken)  # the bots can no longer act
        yield "enter"  # lead: now the bots should play, but every frame fails
        states.append(session.game.clone())
        yield "t"  # the player is back in the main menu
        monkeypatch.undo()
        yield from ("down", "enter", "t")  # Continue

    lines = run.run(keys, variant="jass", errors=3)
    assert lines.count(SOMETHING_WENT_WRONG) == 1  # the same error, frame after frame: said once
    assert GAME_CANNOT_GO_ON in lines
    assert lines[lines.index(GAME_CANNOT_GO_ON) + 1] == "Main menu: New game"
    assert "Continue: Jass, deal 1, 2 of 6" in lines
    assert "Jass resumed, deal 1." in lines
    err = capsys.readouterr().err
    assert err.count("Traceback (most recent call last):") == 1
    assert "OSError: the table fell over" in err
    loaded, _ = load_game(tmp_path)
    assert loaded is not None
    assert loaded[0].history[: len(states[0].history)] == states[0].history


@pytest.mark.slow
def test_a_window_that_cannot_draw_stays_dark_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*args: object) -> None:
        raise RuntimeError("no font")

    monkeypatch.setattr(window_module, "HEADLESS_DRIVERS", ())  # the dummy window is drawn
    monkeypatch.setattr(window_module, "draw", broken)
    run = TableRun(tmp_path, seed=2)
    lines = run.run(autoplay(), variant="putz5", errors=1)
    assert lines.count("The window cannot show text any more; speech goes on.") == 1
    assert any(line.startswith("Game over. ") for line in lines)
    assert "RuntimeError: no font" in capsys.readouterr().err
