"""Klaberjass for 2, 3 and 4 and the klaverjas of 1821 at the table: the seats of a two- and a
three-player table (names and stereo position), the New game menu and the rule options in four
languages; whole games through the real loop once the engine has them."""

from __future__ import annotations

import dataclasses
import itertools
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import TableRun, autoplay, short_game
from test_i18n_games import asking

from audiojass import i18n
from audiojass.app import App, GameOverScreen, TableScreen, grouped_variants
from audiojass.hints import when_said
from audiojass.narration import seat_names
from audiojass.rule_options import RULE_OPTIONS
from audiojass.rules import Card, Phase, Rank, Suit, TrumpMode, trick_winner
from audiojass.rules.bidding import BiddingEnded, NoTrumps, Pass
from audiojass.rules.components import MeldsScored, new_family_game
from audiojass.rules.composed_variants import FAMILY_VARIANTS
from audiojass.settings import THEMES, save_game
from audiojass.sound import Cue, seat_pan
from audiojass.table import TableSession
from audiojass.titles import FAMILY_GROUPS, family_title
from audiojass.window import THEME_COLOURS, draw, view_of
from audiojass.window import TableView as WindowTable

NEW = ("klaberjass2", "klaberjass3", "klaberjass4", "klaverjas_1821")
LANGUAGES = i18n.LANGUAGES

# --------------------------------------------------------------------------------------------
# seats


def test_two_player_seats_are_you_and_the_opponent_opposite() -> None:
    assert seat_names(2) == ("You", "Opponent")
    # opposite: a little right of the centre, where your own cues are
    assert [seat_pan(seat, 2) for seat in range(2)] == [0.0, 0.3]
    assert [seat_pan(seat, 2, human_seat=1) for seat in range(2)] == [0.3, 0.0]
    for language, opponent in (("de", "Gegner"), ("fr", "Adversaire"), ("nl", "Tegenstander")):
        i18n.use(language)
        assert seat_names(2)[1] == opponent


def test_three_player_seats_are_those_of_putz_for_3() -> None:
    assert seat_names(3) == ("You", "Right", "Left")
    assert [seat_pan(seat, 3) for seat in range(3)] == [0.0, 0.7, -0.7]
    assert [seat_pan(seat, 3, human_seat=2) for seat in range(3)] == [0.7, -0.7, 0.0]


# --------------------------------------------------------------------------------------------
# menus and options


def test_titles_in_four_languages() -> None:
    titles = {
        "en": ("Klaberjass for 2", "Klaberjass for 3", "Klaberjass for 4", "Klaverjas of 1821"),
        "de": (
            "Klaberjass zu zweit",
            "Klaberjass zu dritt",
            "Klaberjass zu viert",
            "Klaverjas von 1821",
        ),
        "fr": ("Klaberjass à 2", "Klaberjass à 3", "Klaberjass à 4", "Klaverjas de 1821"),
        "nl": (
            "Klaberjass voor 2",
            "Klaberjass voor 3",
            "Klaberjass voor 4",
            "Klaverjassen van 1821",
        ),
    }
    for language, expected in titles.items():
        i18n.use(language)
        assert tuple(family_title(name) for name in NEW) == expected


def test_the_menus_offer_exactly_the_games_the_engine_has() -> None:
    grouped = [name for _, names in FAMILY_GROUPS for name in names]
    for name in NEW:
        assert (name in grouped) == (name in FAMILY_VARIANTS), name
        assert (name in RULE_OPTIONS) == (name in FAMILY_VARIANTS), name
    items = dict(grouped_variants())
    if "klaberjass2" in FAMILY_VARIANTS:
        assert items["klaberjass2"] == "International: Klaberjass for 2"
    if "klaverjas_1821" in FAMILY_VARIANTS:  # with the Dutch games, after Rotterdam
        assert items["klaverjas_1821"] == "Klaverjas of 1821"
        names = list(items)
        assert names.index("klaverjas_1821") == names.index("klaverjas_rotterdam") + 1
    i18n.use("nl")
    assert i18n.t("table-family-country-item", country="international", title="X") == (
        "Internationaal: X"
    )


def test_every_option_of_the_engine_is_offered() -> None:
    for name in NEW:
        variant = FAMILY_VARIANTS.get(name)
        if variant is None:
            continue
        offered = {option.name for option in RULE_OPTIONS[name]}
        assert offered == set(variant.options()), name
        for option in RULE_OPTIONS[name]:
            assert variant.options()[option.name] in option.values, (name, option.name)
            if all(type(value) is int for value in option.values):
                assert list(option.values) == sorted(option.values), (name, option.name)


_KLABERJASS_OPTIONS = {
    name: RULE_OPTIONS[name]
    for name in ("klaberjass2", "klaberjass3", "klaberjass4", "klaverjas_1821")
}
EXPECTED_OPTIONS = {
    "klaberjass2": [
        "target",
        "deals",
        "schmeiss",
        "bimah",
        "bare_jass",
        "zensa",
        "tie",
        "manual_announce",
    ],
    "klaberjass3": ["target", "deals", "bare_jass", "zensa", "manual_announce"],
    "klaberjass4": [
        "target",
        "deals",
        "tournament_deal",
        "bare_jass",
        "zensa",
        "tie",
        "manual_announce",
    ],
    "klaverjas_1821": ["target", "deals", "manual_announce"],
}


def test_the_options_of_klaberjass_and_1821_with_their_defaults() -> None:
    assert {
        name: [option.name for option in options] for name, options in _KLABERJASS_OPTIONS.items()
    } == EXPECTED_OPTIONS
    options = {option.name: option for option in _KLABERJASS_OPTIONS["klaberjass2"]}
    defaults = {
        "target": 500,
        "deals": 0,
        "schmeiss": False,
        "bimah": False,
        "bare_jass": False,
        "zensa": False,
        "tie": "own",
        "manual_announce": False,
    }
    assert {name: option.default for name, option in options.items()} == defaults
    assert all(option.default in option.values for option in options.values())


def test_option_words_in_english() -> None:
    options = {option.name: option for option in _KLABERJASS_OPTIONS["klaberjass2"]}
    assert options["schmeiss"].text(True) == "Schmeiss: elder may throw the deal"
    assert options["schmeiss"].changed(True) == (
        "Schmeiss: elder may throw the deal in the first round."
    )
    assert options["bimah"].text(False) == "Bimah: not played"
    assert options["bimah"].changed(True) == (
        "Bimah: when elder passes the second round, the dealer must take."
    )
    assert options["bare_jass"].changed(True) == "A lone jack of trumps need not trump."
    assert options["zensa"].changed(True) == (
        "Zensa: 5 in sequence score 100, 4 jacks 200, 4 aces, tens, kings or queens 100."
    )
    assert options["deals"].text(0) == "Game length: no limit of deals"
    assert options["target"].changed(1000) == "Playing to 1000."
    assert options["manual_announce"].text(True) == "Melds and Bela: announced by each player"
    four = {option.name: option for option in _KLABERJASS_OPTIONS["klaberjass4"]}
    assert four["tournament_deal"].changed(True) == (
        "Tournament deal: the dealer's suit is bid first, and no card is turned up."
    )
    old = {option.name: option for option in _KLABERJASS_OPTIONS["klaverjas_1821"]}
    assert old["manual_announce"].text(False) == "Melds and marriages: declared by the game"


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_option_words_in_every_language(language: str) -> None:
    english: dict[tuple[str, str, object], str] = {}
    for name, options in _KLABERJASS_OPTIONS.items():
        for option in options:
            for value in option.values:
                english[(name, option.name, value)] = option.text(value) + option.changed(value)
    i18n.use(language, deck="german" if language == "de" else "french", strict=True)
    for name, options in _KLABERJASS_OPTIONS.items():
        for option in options:
            for value in option.values:
                item, changed = option.text(value), option.changed(value)
                assert item and changed.endswith("."), (name, option.name, value)
                assert item + changed != english[(name, option.name, value)]
    if language == "de":
        bare = {o.name: o for o in _KLABERJASS_OPTIONS["klaberjass3"]}["bare_jass"]
        assert bare.text(True) == "Blanker Under: ein einzelner Trumpf-Under muss nicht trumpfen"


# --------------------------------------------------------------------------------------------
# whole games through the real loop


def _recorded(run: TableRun, variant: str, player: Callable[[App], Iterator[str]]) -> list[str]:
    """Play ``variant`` in process with ``player``'s keys; return the keys pressed."""
    pressed: list[str] = []

    def recording(app: App) -> Iterator[str]:
        for key in player(app):
            pressed.append(key)
            yield key

    run.run(recording, variant=variant)
    return pressed


@pytest.mark.slow
@pytest.mark.parametrize("variant", NEW)
def test_the_program_plays_each_new_game_to_the_end(variant: str, tmp_path: Path) -> None:
    """``audiojass --script - --variant V --seed 1 --bot-delay 0`` with the default opponents
    plays a short game (a lower target or fewer deals in the settings' game rules) to "Game
    over", speaking the same lines as the game in process."""
    run = TableRun(tmp_path / "a", seed=1)
    run.app.bots = None  # the settings' opponents, as the program without --bots
    run.app.repeatable_bots = True  # as script mode
    short_game(run.app, tmp_path / "b", variant)
    pressed = _recorded(run, variant, autoplay())
    in_process = run.lines
    assert any("Game over. " in line for line in in_process)
    environment = {**os.environ, "AUDIOJASS_HOME": str(tmp_path / "b")}
    environment.pop("SDL_VIDEODRIVER", None)
    args = ["--script", "-", "--variant", variant, "--seed", "1", "--bot-delay", "0"]
    done = subprocess.run(
        [sys.executable, "-m", "audiojass", *args],
        input="".join(f"{key}\n" for key in pressed),
        capture_output=True,
        text=True,
        timeout=170,
        env=environment,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1:] == in_process
    assert any("Game over. " in line for line in lines)


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["klaberjass3", "klaverjas_1821"])
def test_cues_of_the_contract_and_melds_come_from_their_seat_and_no_putz_cue(
    variant: str, table: Callable[..., TableRun], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The trump cue comes from the seat that took the contract, the melds' bell from the
    seat that shows them; these games have no Putz and no apple, so neither cue sounds."""
    run = table(seed=1)
    short_game(run.app, tmp_path / "home", variant)
    expected: list[tuple[Cue, float]] = []
    narrate = TableSession._narrate

    def watched(session: TableSession, events: Any, before: Any) -> None:
        for event in events:
            if isinstance(event, BiddingEnded) and event.result.declarer is not None:
                expected.append((Cue.TRUMP, seat_pan(event.result.declarer, session.players)))
            if isinstance(event, MeldsScored):
                expected.append((Cue.ROEM, seat_pan(event.melds[0][0], session.players)))
        narrate(session, events, before)

    monkeypatch.setattr(TableSession, "_narrate", watched)
    run.run(autoplay(), variant=variant)
    played = [(cue, pan) for cue, pan, _ in run.sounds.played]
    assert Cue.PUTZ not in run.cues and Cue.APPLE not in run.cues
    assert [item for item in played if item[0] is Cue.TRUMP] == [
        item for item in expected if item[0] is Cue.TRUMP
    ]
    if variant != "klaverjas_1821":  # two players: the opponent sits in the middle too
        assert any(pan != 0.0 for cue, pan in expected if cue is Cue.TRUMP)
    for item in expected:
        assert item in played


ENGLISH_WORDS = re.compile(
    r"\b(the|you|your|plays|play|trick|tricks|turn|hearts|diamonds|spades|clubs|deal|"
    r"deals|wins|win|game|press|takes|take|leads|lead|card|cards|playable|trump|trumps|"
    r"choose|jack|queen|king|ace|seven|eight|nine|with|and|not|keys|back|stock|draws|"
    r"exchange|sequence|good|high|made|says|opponent)\b",
    re.IGNORECASE,
)
"""English words that none of German, French and Dutch uses (as tests/test_i18n_games.py,
with the words of these games)."""
GAME_OVER = {"de": "Spiel vorbei", "fr": "Partie terminée", "nl": "Potje voorbij"}
"""How the game's end starts in each language."""


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES[1:])
@pytest.mark.parametrize("variant", NEW)
def test_a_whole_game_is_in_the_language(
    variant: str, language: str, table: Callable[..., TableRun]
) -> None:
    i18n.use(language, strict=True)
    run = table(seed=3, verbosity="full" if language != "fr" else "brief")
    lines = run.run(asking(autoplay()), variant=variant)
    assert any(line.startswith(GAME_OVER[language]) for line in lines)
    assert all(line.strip() for line in lines)
    assert [line for line in lines if ENGLISH_WORDS.search(line)] == []


# --------------------------------------------------------------------------------------------
# no dead key while bidding or deciding the dix

ASKING_KEYS = (
    "c",
    "f",
    "h",
    "s",
    "shift+s",
    "t",
    "d",
    "l",
    "p",
    "w",
    "left",
    "right",
    "up",
    "down",
    "home",
    "end",
    "f1",
)
"""Table keys that only tell (or move the focus): each must answer in every phase."""


def test_every_key_answers_while_bidding_and_deciding_the_dix(
    table: Callable[..., TableRun],
) -> None:
    """Klaberjass for 2, seed 8: you bid first and take the turned queen of hearts, then hold
    the 7 of hearts: every key says something in both decisions; A opens the bid list, G
    exchanges the 7."""
    run = table(seed=8)
    silent: list[tuple[str, str]] = []
    seen: dict[str, list[str]] = {}

    def press(app: App, phase: str, key: str) -> Iterator[str]:
        before = len(run.lines)
        yield key
        said = run.lines[before:]
        seen.setdefault(phase, []).extend(said)
        if not said:
            silent.append((phase, key))

    def keys(app: App) -> Iterator[str]:
        screen = app.screens[-1]
        assert isinstance(screen, TableScreen)
        session = screen.session
        game = session.game
        assert game.phase is Phase.TRUMP and game.current_player == 0
        for key in (*ASKING_KEYS, "g", "a", "escape"):
            yield from press(app, "bid", key)
        yield from press(app, "bid", "a")
        assert session.choice is not None
        yield from press(app, "bid", "down")  # the second item: Take hearts
        yield from press(app, "bid", "enter")
        assert game.phase is Phase.SIX and game.current_player == 0
        for key in ASKING_KEYS:
            yield from press(app, "dix", key)
        yield from press(app, "dix", "a")
        yield from press(app, "dix", "f1")
        yield from press(app, "dix", "g")
        assert game.phase is Phase.PLAY

    lines = run.run(keys, variant="klaberjass2")
    assert silent == []
    assert "Your bid: take hearts or pass: up and down, then Enter. Pass, 1 of 2" in lines
    assert "Take hearts, 2 of 2" in lines
    assert "You take hearts." in seen["bid"]
    assert "You took hearts: you must make more than your opponent." in seen["bid"]
    assert (
        "You hold the seven of hearts: G exchanges it for the queen of hearts, Enter keeps it."
        in seen["bid"]
    )
    assert "Your turn to decide on the 7 of trumps." in seen["dix"]
    assert any(
        line.startswith(
            "Keys: G: exchange the 7 of trumps for the turned-up card. Enter: keep the 7 of trumps."
        )
        for line in seen["dix"]
    )
    assert "You exchange the seven of hearts for the queen of hearts." in seen["dix"]
    assert "There is no kitty to take in Klaberjass for 2." in seen["bid"]
    assert "You do not hold the 7 of trumps." not in seen["bid"]
    assert "The 7 of trumps is exchanged after the bidding, before the first trick." in seen["bid"]


def test_schmeiss_declined_and_bimah_at_the_table(table: Callable[..., TableRun]) -> None:
    """Klaberjass for 2 with schmeiss and bimah, seed 1: you throw the deal, the dealer
    declines and the next deal follows; there, as dealer after two passes, you must take."""
    run = table(seed=1, bots="easy")
    run.app.settings.rules = {"klaberjass2": {"schmeiss": True, "bimah": True}}
    keys = ["a", "down", "down", "enter", "enter", "t", "a", "enter", "a", "enter"]
    lines = run.run(keys, variant="klaberjass2")
    in_order(
        lines,
        [
            "Schmeiss: elder may throw the deal in the first round.",
            "Bimah: when elder passes the second round, the dealer must take.",
            "Your bid: take diamonds, pass, or throw the deal: up and down, then Enter. Pass, "
            "1 of 3",
            "Schmeiss: throw the deal, 3 of 3",
            "You throw the deal: schmeiss.",
            "Opponent declines.",
            "The deal is thrown in: the next dealer deals again.",
            "Deal 2. You deal. Opponent leads the first trick.",
            "Opponent passes.",
            "You pass.",
            "Opponent passes.",
            "You must take: name any suit as trump: up and down, then Enter. Hearts, 1 of 4",
            "You take hearts.",
            "You took hearts: you must make more than your opponent.",
        ],
    )


def in_order(lines: list[str], expected: list[str]) -> None:
    """Each expected line is said, in this order (other lines may come between)."""
    at = 0
    for line in expected:
        assert line in lines[at:], f"not said after line {at}: {line!r}"
        at = lines.index(line, at) + 1


@pytest.mark.slow
@pytest.mark.parametrize("variant", NEW)
def test_the_window_draws_every_step(variant: str, table: Callable[..., TableRun]) -> None:
    surface = pygame.Surface((1000, 700))
    colours = THEME_COLOURS[THEMES[0]]
    drawn = 0

    def keys(app: App) -> Iterator[str]:
        nonlocal drawn
        for key in autoplay()(app):
            screen = app.screens[-1] if app.screens else None
            if isinstance(screen, TableScreen) and screen.session.game.deal_number > 2:
                return
            draw(surface, view_of(app), colours, 100)
            drawn += 1
            yield key

    table(seed=2).run(keys, variant=variant)
    assert drawn > 25


def test_the_window_names_who_heads_a_trick_without_trumps(
    table: Callable[..., TableRun], tmp_path: Path
) -> None:
    """Klaberjass for 4, seed 27: a no-trumps contract. While the first trick is in play the
    window names the seat that heads it, as C does (it used to stop drawing there)."""
    surface = pygame.Surface((1000, 700))
    run = table(seed=27)
    short_game(run.app, tmp_path / "home", "klaberjass4")
    notes: list[tuple[str, str]] = []

    def no_trumps(actions: list[Any]) -> Any:
        return NoTrumps() if NoTrumps() in actions else (Pass() if Pass() in actions else None)

    def keys(app: App) -> Iterator[str]:
        for key in autoplay(bid=no_trumps)(app):
            screen = app.screens[-1]
            if isinstance(screen, TableScreen):
                session = screen.session
                view = session.view
                if view.trick and view.trump is None and session.game.phase is Phase.PLAY:
                    window = view_of(app)
                    draw(surface, window, THEME_COLOURS[THEMES[0]], 100)
                    said = session.narrator.table_cards(view)
                    assert isinstance(window.content, WindowTable)
                    notes.append((window.content.trick_note, said))
                    return
            yield key

    run.run(keys, variant="klaberjass4")
    [(note, said)] = notes
    assert note.endswith(" winning.") and note in said, (note, said)


def test_the_window_names_who_heads_a_trick_of_1821_in_its_own_order(
    table: Callable[..., TableRun],
) -> None:
    """docs/rules/family.md, klaverjas of 1821: in a plain suit the king ranks above the ten.
    A trick of the ten then the king of a plain suit, drawn through the real table view of an
    1821 game: the window names the king's player, as the engine's ``trick_winner`` and C do
    (it used to take the Klaverjas order, where the ten heads the king)."""
    surface = pygame.Surface((1000, 700))
    notes: list[tuple[str, str, int, int]] = []

    def keys(app: App) -> Iterator[str]:
        for key in autoplay()(app):
            screen = app.screens[-1]
            if isinstance(screen, TableScreen):
                session = screen.session
                view = session.view
                if session.game.phase is Phase.PLAY and view.trump is not None:
                    plain = next(suit for suit in Suit if suit != view.trump.suit)
                    trick = (Card.of(plain, Rank.TEN), Card.of(plain, Rank.KING))
                    shown = dataclasses.replace(view, trick=trick)
                    best = trick_winner("klaverjas_1821", trick, view.trump)
                    session.facts_view = lambda shown=shown: shown  # type: ignore[method-assign]
                    window = view_of(app)
                    draw(surface, window, THEME_COLOURS[THEMES[0]], 100)
                    assert isinstance(window.content, WindowTable)
                    said = session.narrator.table_cards(shown)
                    leader = shown.trick_leader
                    notes.append((window.content.trick_note, said, best, leader))
                    return
            yield key

    table(seed=1).run(keys, variant="klaverjas_1821")
    [(note, said, best, leader)] = notes
    assert best == 1  # the engine: the king wins
    assert note in said, (note, said)
    winner = (leader + best) % 2
    expected = "You are winning." if winner == 0 else "Opponent is winning."
    assert note == expected, (note, expected)


def test_c_tells_the_stock(table: Callable[..., TableRun]) -> None:
    """Klaberjass for 2, seed 8: after the dix 14 cards are still out of play (13 in the stock
    and the 7 exchanged); the shown card is named. 1821, seed 1: the stock with the turn-up
    under it."""
    run = table(seed=8)
    lines = run.run(["a", "down", "enter", "g", "c"], variant="klaberjass2")
    assert lines[-1].endswith(
        " 14 cards are out of play, and the queen of diamonds is shown at the bottom of the stock."
    )
    lines = table(seed=1, fresh=True).run(["c"], variant="klaverjas_1821")
    assert (
        lines[-1]
        == "No cards on the table. You lead. Stock: 14 cards, the queen of spades at the bottom."
    )


def test_f1_in_1821_names_trump_the_stock_and_marriages(table: Callable[..., TableRun]) -> None:
    lines = table(seed=1).run(["f1"], variant="klaverjas_1821")
    keys = lines[-1]
    assert "A: trump and the turned-up card." in keys
    assert "C: the cards on the table and the stock." in keys
    assert "W: the melds and marriages of this deal." in keys
    assert "bid" not in keys


def test_g_in_klaberjass_for_4_says_there_is_no_dix(table: Callable[..., TableRun]) -> None:
    lines = table(seed=1).run(["g"], variant="klaberjass4")
    assert lines[-1] == "This game has no dix."


# -- answers between deals, the review's words, the 1821 order ------------------------------------


def _saved_family(app: App, variant: str, seed: int) -> Iterator[str]:
    """A family game whose first deal everybody passed or played out with the first legal
    action, saved between deals; Continue resumes it there."""
    game = new_family_game(FAMILY_VARIANTS[variant], seed=seed, first_dealer=0)
    game.apply_action(game.chance_outcome())
    while not game.is_chance_node():
        game.apply_action(game.legal_actions()[0])
    save_game(game, 0, app.folder)
    yield from ("down", "enter")  # Continue


def test_a_deal_thrown_in_tells_its_bids_and_the_rules_reader_returns_between_deals(
    table: Callable[..., TableRun],
) -> None:
    """Klaberjass for 3: everybody passes twice, the deal is thrown in. A then tells the
    bids (not "Nothing has been bid yet"), and leaving the rules reader says that the deal is
    over (not that the cards are being dealt)."""
    run = table()

    def keys(app: App) -> Iterator[str]:
        yield from _saved_family(app, "klaberjass3", 1)
        yield from ("a", "ctrl+f1", "escape")

    lines = run.run(keys)
    assert lines[-3] == (
        "Deal 1 is over. No contract was made in this deal. The bids: Right: pass. Left: pass. "
        "You: pass. Right: pass. Left: pass. You: pass."
    )
    assert lines[-1] == "The deal is over. Press Enter to deal the next deal."


def test_g_between_deals_of_1821_says_when_its_dix_may_be_made(
    table: Callable[..., TableRun],
) -> None:
    run = table()

    def keys(app: App) -> Iterator[str]:
        yield from _saved_family(app, "klaverjas_1821", 1)
        yield "g"

    assert run.run(keys)[-1] == (
        "The 7 of trumps is exchanged only at your turn to lead, while the stock lasts."
    )


def test_f1_in_the_bid_list_and_after_the_game_uses_the_games_words_for_w(
    table: Callable[..., TableRun],
) -> None:
    lines = table(seed=1).run(["a", "f1"], variant="klaberjass2")
    assert "W: the melds and Bela of this deal." in lines[-1]
    assert "Weis" not in lines[-1]
    session_screen = GameOverScreen(_over_session(table))
    meanings = session_screen.help_meanings()
    assert meanings["melds"] == "the melds and Bela of the last deal"


def _over_session(table: Callable[..., TableRun]) -> TableSession:
    run = table(seed=1, fresh=True)
    sessions: list[TableSession] = []

    def keys(app: App) -> Iterator[str]:
        yield "t"
        screen = app.screens[-1]
        assert isinstance(screen, TableScreen)
        assert screen.session.deck32
        sessions.append(screen.session)

    run.run(keys, variant="klaberjass2")
    return sessions[0]


def test_the_review_calls_the_family_dix_the_seven_of_trumps() -> None:
    game = new_family_game(FAMILY_VARIANTS["klaberjass2"], seed=11, first_dealer=0)
    game.apply_action(game.chance_outcome())
    while game.phase is not Phase.SIX and not game.is_chance_node():
        game.apply_action(game.legal_actions()[-1])  # take, so that the dix comes
    assert game.phase is Phase.SIX
    assert when_said(game.observation(game.current_player)) == "The seven of trumps"


@pytest.mark.parametrize(
    ("variant", "said"),
    [
        ("klaverjas_amsterdam", "Trump choice"),
        ("klaverjas_rotterdam", "Trump choice"),
        ("belote", "Bidding"),
        ("klaberjass2", "Bidding"),
    ],
)
def test_the_review_calls_klaverjas_trump_a_choice_not_bidding(variant: str, said: str) -> None:
    """Klaverjas's forehand must name trump (nobody bids): the review says "Trump choice"."""
    game = new_family_game(FAMILY_VARIANTS[variant], seed=11, first_dealer=0)
    game.apply_action(game.chance_outcome())
    assert game.phase is Phase.TRUMP
    assert when_said(game.observation(game.current_player)) == said


def test_1821_reads_the_hand_in_its_own_card_order(table: Callable[..., TableRun]) -> None:
    """docs/rules/family.md, klaverjas of 1821: plain suits A K Q J 10 9 8 7, trumps J 9 A K Q 10
    8 7 (not the Klaverjas order, where the ten ranks above the king)."""
    plain = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT)
    trumps = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN, Rank.EIGHT)
    orders: list[tuple[list[Card], TrumpMode | None]] = []
    for seed in range(1, 9):
        run = table(seed=seed, fresh=True)

        def keys(app: App) -> Iterator[str]:
            yield "d"
            screen = app.screens[-1]
            assert isinstance(screen, TableScreen)
            view = screen.session.view
            orders.append((screen.session.narrator.hand_order(view), view.trump))

        run.run(keys, variant="klaverjas_1821")
    mixed = 0
    for hand, trump in orders:
        assert trump is not None
        for earlier, later in itertools.pairwise(hand):
            if earlier.suit != later.suit:
                continue
            order = trumps if earlier.suit == trump.suit else plain
            ranks = (*order, Rank.SEVEN, Rank.SIX)
            assert ranks.index(earlier.rank) < ranks.index(later.rank), hand
            # where Klaverjas puts the ten higher: beside a king, queen or (plain) jack
            mixed += Rank.TEN in (earlier.rank, later.rank) and bool(
                {earlier.rank, later.rank} & {Rank.KING, Rank.QUEEN, Rank.JACK}
            )
    assert mixed, orders


@pytest.mark.slow
def test_the_1821_dix_is_offered_once_a_deal(table: Callable[..., TableRun]) -> None:
    """The 1821 swap of the 7 of trumps may be made at each of your leads while the stock
    lasts: the offer is said the first time in a deal, not at every lead (G still makes it
    and F1 names it)."""

    def keys(app: App) -> Iterator[str]:
        for count, key in enumerate(autoplay()(app)):
            if count > 200:
                return
            yield key

    lines = table(seed=1).run(keys, variant="klaverjas_1821")
    offers: list[int] = []
    for line in lines:
        if line.startswith("Deal "):
            offers.append(0)
        elif line.startswith("You may exchange the seven of ") and offers:
            offers[-1] += 1
    assert sum(offers) >= 2 and max(offers) == 1, offers


def test_the_review_numbers_a_players_later_bids() -> None:
    """Contrée: a player may bid several times in one auction; the review tells the bids
    apart ("Bidding", then "Bidding, your bid 2")."""
    from audiojass.rules.bidding import Bid

    game = new_family_game(FAMILY_VARIANTS["belote_contree"], seed=3, first_dealer=0)
    game.apply_action(game.chance_outcome())
    while game.current_player != 0:
        game.apply_action(Pass())
    assert when_said(game.observation(0)) == "Bidding"
    game.apply_action(next(a for a in game.legal_actions() if isinstance(a, Bid)))
    while game.current_player != 0:
        game.apply_action(next(a for a in game.legal_actions() if isinstance(a, Bid)))
    assert when_said(game.observation(0)) == "Bidding, your bid 2"
