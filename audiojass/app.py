"""The AudioJass application: screens (menus, the table, the rules reader) and the event loop.

Keys → commands (the keymap) → the active screen → rules actions → events → words and sounds.
The same loop serves the window and script mode: in script mode each key name read from the
script becomes a real KEYDOWN event posted to pygame's queue when the game waits for the
player, and every utterance is written as one line to stdout.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from random import Random
from typing import Any, TextIO, cast

import pygame

from audiojass import i18n
from audiojass.bots import OPPONENTS, table_bot, warm_up
from audiojass.bots.base import Option
from audiojass.hints import HINT_BUDGET_MS
from audiojass.i18n import t
from audiojass.keymap import (
    COMMANDS,
    Keymap,
    command_meaning,
    help_line,
    help_speech,
    load_keymap,
    spoken_key,
)
from audiojass.keys import key_event, key_name
from audiojass.narration import BRIEF, FULL, variant_title
from audiojass.rule_options import RULE_OPTIONS, RuleOption, announcements, game_variant
from audiojass.rules import ALL_VARIANTS, AnyGame, Game, new_game
from audiojass.rules_text import RULES_KEY_COMMANDS
from audiojass.screens import (
    ConfirmScreen,
    GameOverScreen,
    MenuItem,
    MenuScreen,
    OnlinePlay,
    RulesScreen,
    Screen,
    TableScreen,
    TextEntryScreen,
)
from audiojass.settings import (
    KEYMAP_NAME,
    SAVE_NAME,
    Settings,
    delete_save,
    load_game,
    load_settings,
    save_game,
    save_settings,
    step_value,
)
from audiojass.sound import Cue, SoundPlayer, seat_pan
from audiojass.speech import SpeechOutput, offered_modes
from audiojass.speech.base import waiting_texts
from audiojass.table import TableSession
from audiojass.terminal import TerminalKeys, terminal_problem, terminal_reports
from audiojass.titles import FAMILY_GROUPS, VARIANT_ORDER, grouped_variants
from audiojass.window import (
    WINDOW_COMMANDS,
    Window,
    change_text_size,
    change_theme,
    opening_size,
    window_command,
)

__all__ = [
    "App",
    "ConfirmScreen",
    "GameOverScreen",
    "MenuItem",
    "MenuScreen",
    "RulesScreen",
    "Screen",
    "TableScreen",
    "TextEntryScreen",
    "run",
]

Adjust = Callable[["App", int], None]
"""What Left and Right do on an Options item: ``adjust(app, -1 | +1)``."""
SOMETHING_WENT_WRONG = "menu-something-wrong"
TICK_FAILURES_BEFORE_LEAVING = 3
"""Frames in a row whose work fails before a game that cannot go on is left for the menu."""
FRAMES_PER_SECOND = 60
RESTING_FRAME = 0.1
"""Seconds between frames while nothing happens until a key (:meth:`App.resting`): a key
or any other event still gets its frame at once, so the main menu costs next to nothing
while the player thinks (at 60 frames a second it took 5 % of a core)."""
RESTING_POLL = 0.015
"""Seconds the loop sleeps between looks for a key while resting (less than a frame)."""
BOT_DELAYS = (0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
SPEECH_RATES = (120, 150, 175, 200, 225, 250, 300, 350, 400)


def _decimal(value: float) -> str:
    """A number of seconds as the active language writes it for speech: "0.25", in German,
    French and Dutch "0,25" (a German voice may read "1.5" as a date)."""
    text = f"{value:g}"
    return text if i18n.active().language == "en" else text.replace(".", ",")


# -- the application ---------------------------------------------------------------------------


class App:
    """The running game: output (speech, history, sounds), the screen stack, the settings.

    Args:
        speech: the speech output (a chain, or a recording output in tests).
        sounds: the sound cue player.
        keymap: the active keymap.
        settings: the player's settings.
        folder: where settings, the autosave and the user keymap live.
        seed: seed of the first new game (later games use the next numbers); None: random.
        bot_delay: overrides the settings' bot pause (seconds) when not None.
        bots: the opponents ("random", "easy", "normal", "strong"); None: the settings'.
        repeatable_bots: the search bots count samples instead of time (script mode).
        online: online play (Main menu → Play online, the online keys at the table), handed
            in by the command line; None: none here (Play online says there is nothing).
    """

    def __init__(
        self,
        speech: SpeechOutput,
        sounds: SoundPlayer,
        keymap: Keymap,
        settings: Settings,
        folder: Path,
        *,
        seed: int | None = None,
        bot_delay: float | None = None,
        bots: str | None = None,
        repeatable_bots: bool = False,
        clock: Callable[[], float] = time.monotonic,
        online: OnlinePlay | None = None,
    ) -> None:
        self.speech = speech
        self.sounds = sounds
        self.keymap = keymap
        self.settings = settings
        self.folder = folder
        self.seeds = Random(seed) if seed is None else None
        self.next_seed = seed
        self.bot_delay = bot_delay
        self.bots = bots
        self.repeatable_bots = repeatable_bots
        self.clock = clock
        self.online = online
        self.history: list[str] = []
        self.history_index = 0
        self.screens: list[Screen] = []
        self.running = True
        self.error_count = 0
        """Unexpected errors caught by the last line of defence (0 in a sound run)."""
        self.error_stream: TextIO | None = None
        """Where problems are reported (None: ``sys.stderr`` at the time of writing)."""
        self.saved: tuple[AnyGame, int] | None = None
        """The game Continue resumes and the human's seat (as last read or autosaved)."""
        self.window: Window | None = None
        """The large-print window (None: there is none, as in terminal mode)."""
        self.keys_type = False
        """Keys come without their text (terminal and script mode): a line being typed takes
        the character keys themselves (in the window, their text comes as TEXTINPUT)."""
        self.terminal_mode = False
        """True in terminal mode (keys read from a terminal, no window shown): F1 leaves out
        the window's keys and the keys a terminal cannot report, and the window's keys say
        that there is no window."""
        self.start_lines_held = False
        """True from the start lines until the player's first key (:func:`run` sets it):
        until then nothing the game says interrupts speech, so the start lines (which output
        speaks, sound off, a broken file) and the menu's first line are all heard in order.
        Only the player's keys cut them short."""
        self._save_stamp: tuple[int, int, int] | str | None = "unread"
        self._tick_failures = 0
        self._last_tick_error = ""
        self._failing_writes: set[str] = set()

    # -- output ---------------------------------------------------------------------------------

    def say(self, text: str, *, interrupt: bool = False) -> None:
        """Speak and keep in the history. ``interrupt``: the player's own command (stops what
        is being said); narration queues. Nothing interrupts while :attr:`start_lines_held`."""
        if not text:
            return
        if self.start_lines_held:
            interrupt = False
        self.keep(text)
        self.speech.speak(text, interrupt=interrupt)

    def keep(self, text: str) -> None:
        """Keep in the history without speaking (a chat message while the chat is muted):
        Page Up finds it."""
        if not text:
            return
        self.history.append(text)
        self.history_index = len(self.history)

    def prepare(self, texts: Iterable[str]) -> None:
        """Let the speech output render ``texts`` ahead (the built-in voice does; other outputs
        have nothing to prepare). Never raises: preparing is only a head start."""
        self.tell_speech("prepare", texts, "prepare speech ahead")

    def tell_speech(self, method: str, value: object, doing: str) -> None:
        """Hand ``value`` to the speech output's ``method`` where it has one (``prepare``,
        ``set_rate``, ``set_language``). Never raises: a failure is reported as ``doing``
        that ("cannot prepare speech ahead: …")."""
        tell = getattr(self.speech, method, None)
        if tell is None:
            return
        try:
            tell(value)
        except Exception as error:
            self.report(f"cannot {doing}: {error!r}")

    def report(self, message: str) -> None:
        """Write one problem line on stderr (or the run's error stream)."""
        stream = self.error_stream if self.error_stream is not None else sys.stderr
        if stream is None:
            return
        # a closed or broken stream must not stop the game either
        with contextlib.suppress(Exception):
            print(f"audiojass: {message}", file=stream, flush=True)

    def report_error(self, doing: str, error: BaseException, *, answer: bool = False) -> None:
        """The last line of defence: an unexpected error is counted, reported on stderr with
        its traceback and said briefly; the program goes on. ``answer``: it happened while
        handling a key press, which still gets a spoken answer."""
        self.error_count += 1
        details = "".join(traceback.format_exception(error)).rstrip()
        self.report(f"unexpected error while {doing}; the game goes on.\n{details}")
        try:
            self.say(t(SOMETHING_WENT_WRONG), interrupt=answer)
        except Exception as failure:  # speech itself is what fails: stderr is all there is
            self.report(f"cannot say that something went wrong: {failure!r}")

    def press(self, name: str) -> None:
        """Handle a key press behind the last line of defence (:meth:`report_error`); it ends
        :attr:`start_lines_held`, so it may cut the start lines short."""
        self.start_lines_held = False
        try:
            self.key(name)
        except Exception as error:
            self.report_error(f"handling the key {name!r}", error, answer=True)

    def press_text(self, text: str) -> None:
        """Handle characters typed behind the last line of defence (:meth:`report_error`)."""
        self.start_lines_held = False
        try:
            self.text_input(text)
        except Exception as error:
            self.report_error("handling typed text", error, answer=True)

    def frame(self) -> None:
        """A frame's work (:meth:`tick`) behind the last line of defence. The same error in
        frame after frame is reported once; a game whose frames keep failing is left for the
        main menu (it is saved), so the player is never stuck in it."""
        try:
            self.tick()
        except Exception as error:
            self._tick_failures += 1
            signature = "".join(traceback.format_exception(error))
            if signature != self._last_tick_error:
                self._last_tick_error = signature
                self.report_error("running the game", error)
            else:
                self.error_count += 1
            screen = self.screens[-1] if self.screens else None
            if self._tick_failures < TICK_FAILURES_BEFORE_LEAVING or not isinstance(
                screen, TableScreen
            ):
                return
            try:
                screen.leave_broken(self)
            except Exception as failure:
                self.report_error("leaving a game that cannot go on", failure)
        self._tick_failures = 0
        self._last_tick_error = ""

    def write_failed(self, what: str, error: OSError | None) -> None:
        """Report a file that cannot be written (``error``), once until it works again
        (``error`` None); the player hears it once too. ``what``: "settings" or "game"."""
        if error is None:
            self._failing_writes.discard(what)
            return
        if what in self._failing_writes:
            return
        self._failing_writes.add(what)
        self.report(f"cannot save the {what}: {error}")
        reason = error.strerror or str(error)
        if error.filename:
            reason += f": {error.filename}"
        self.say(t("menu-cannot-save", what=what, reason=reason))

    def cue(self, cue: Cue, seat: int | None = None) -> None:
        """Play a sound cue, panned to the seat it comes from (centre if None)."""
        pan = 0.0
        screen = self.screens[-1] if self.screens else None
        if seat is not None and isinstance(screen, TableScreen):
            session = screen.session
            pan = seat_pan(seat, session.players, session.human)
        self.sounds.play(cue, pan)

    # -- screens --------------------------------------------------------------------------------

    def push(self, screen: Screen) -> None:
        self.screens.append(screen)
        screen.enter(self)

    def pop(self) -> None:
        if len(self.screens) > 1:
            self.screens.pop()
            self.screens[-1].enter(self)
        else:
            self.say(t("menu-is-main"), interrupt=True)

    def to_main_menu(self, *, interrupt: bool = True) -> None:
        del self.screens[1:]
        menu = self.screens[0]
        assert isinstance(menu, MenuScreen)
        menu.index = 0
        label = menu.items[0].text()
        self.say(t("menu-titled", title=menu.title, label=label), interrupt=interrupt)

    def main_menu(self) -> MenuScreen:
        def quit_app(app: App) -> None:
            app.say(t("menu-goodbye"), interrupt=True)
            app.running = False

        def go_to_quit(app: App) -> None:
            menu = app.screens[0]
            assert isinstance(menu, MenuScreen)
            menu.index = len(menu.items) - 1
            app.say(t("menu-quit-item", key=app.key_for("select")), interrupt=True)

        return MenuScreen(
            t("menu-main"),
            [
                MenuItem(t("menu-main-new-game"), lambda app: app.push(app.variant_menu())),
                MenuItem(self.continue_label, lambda app: app.continue_game()),
                MenuItem(t("menu-main-options"), lambda app: app.push(app.options_menu())),
                MenuItem(t("menu-main-rules"), lambda app: app.push(app.rules_menu())),
                MenuItem(t("menu-main-play-online"), lambda app: app.open_online_menu()),
                MenuItem(t("menu-main-quit"), quit_app),
            ],
            on_back=go_to_quit,
            remake=lambda app: app.main_menu(),
        )

    def open_online_menu(self) -> None:
        """Main menu → Play online: its menu, where online play was handed in (:attr:`online`)."""
        if self.online is None:
            self.say(self.nothing_here(), interrupt=True)
            return
        self.push(self.online.menu(self))

    def online_command(self, session: TableSession, command: str) -> None:
        """Chat, who is at the table, or the table code, at an online table."""
        if self.online is None:
            self.say(self.nothing_here(), interrupt=True)
            return
        self.online.table_command(self, session, command)

    def variants_menu(
        self, title: str, choose: Callable[[App, str], None], **options: Any
    ) -> MenuScreen:
        """A menu of every game (:func:`grouped_variants`): Enter calls ``choose(app, name)``."""

        def chosen(name: str) -> Callable[[App], None]:
            return lambda app: choose(app, name)

        items = [MenuItem(label, chosen(name)) for name, label in grouped_variants()]
        return MenuScreen(title, items, **options)

    def variant_menu(self) -> MenuScreen:
        return self.variants_menu(t("menu-new-game"), App.new_game_asked)

    def new_game_asked(self, variant: str) -> None:
        """New game from the menu: with a saved game that a new one would replace, ask first
        (:class:`ConfirmScreen`); otherwise start at once."""
        self.tell_save_problems()
        if self.saved is None or self.saved[0].is_terminal():
            self.start_game(variant)
            return
        game = self.saved[0]
        yes, no = self.key_for("select"), self.key_for("back")
        title, deal = variant_title(game.variant.name), max(game.deal_number, 1)
        question = t("menu-replace-saved", title=title, deal=deal, yes=yes, no=no)
        self.push(ConfirmScreen(question, lambda app: app.start_game(variant)))

    def rules_menu(self) -> MenuScreen:
        def read(app: App, name: str) -> None:
            app.read_rules(name, app.chosen_rules(name))

        return self.variants_menu(t("menu-rules"), read, is_rules_menu=True)

    def options_menu(self) -> MenuScreen:
        settings = self.settings

        def stepper(name: str, values: Sequence[object], *, wrap: bool = False) -> Adjust:
            """Left and Right step the setting ``name`` through ``values`` (:func:`step_value`)."""

            def adjust(app: App, step: int) -> None:
                value = step_value(values, getattr(settings, name), step, wrap=wrap)
                setattr(settings, name, value)
                app.store_settings()

            return adjust

        def toggle(name: str) -> Adjust:
            """Left and Right (and Enter) turn the setting ``name`` on or off."""
            return stepper(name, (False, True), wrap=True)

        def verbosity(app: App, step: int) -> None:
            app.toggle_verbosity(announce=False)

        def volume(app: App, step: int) -> None:
            settings.volume = app.sounds.change_volume(0.1 * step)
            app.store_settings()

        def speech_label() -> str:
            return t("menu-option-speech", mode=settings.speech)

        def rate(app: App, step: int) -> None:
            stepper("speech_rate", SPEECH_RATES)(app, step)
            # the built-in voice speaks the next words at the new rate
            app.tell_speech("set_rate", settings.speech_rate, "tell the speech output the rate")

        def pause_label() -> str:
            said = _decimal(settings.bot_delay)
            return t("menu-option-bot-pause", seconds=said, plural=i18n.plural(said))

        def hints(app: App, step: int) -> None:
            toggle("hints")(app, step)
            for screen in app.screens:  # a game under the menu follows at once
                if isinstance(screen, TableScreen):
                    screen.session.hints = settings.hints

        def order_label() -> str:
            first = settings.trump_first
            return t("menu-option-order-trump-first" if first else "menu-option-order-suits")

        def unheard_label() -> str:
            if settings.confirm_unheard:
                return t("menu-option-turn-alone", key=self.key_for("play"))
            return t("menu-option-turn-with-card")

        def language(app: App, step: int) -> None:
            now = i18n.active().language
            app.set_language(step_value(i18n.LANGUAGES, now, step, wrap=True), settings.deck)

        def deck(app: App, step: int) -> None:
            chosen = step_value(i18n.DECKS, settings.deck, step, wrap=True)
            app.set_language(i18n.active().language, chosen, store_language=False)

        def adjustable(label: Callable[[], str], adjust: Adjust) -> MenuItem:
            return MenuItem(label, None, adjust)  # Enter steps on like Right (MenuScreen)

        def language_label() -> str:
            return t("menu-option-language", name=i18n.language_name(i18n.active().language))

        def theme_label() -> str:
            # "yellow on black" → "yellow-on-black": a Fluent variant key has no spaces
            return t("menu-option-theme", theme=settings.theme.replace(" ", "-"))

        def window_only(label: Callable[[], str]) -> Callable[[], str]:
            """In terminal mode, an item that matters only with a window says so."""
            if not self.terminal_mode:
                return label
            return lambda: t("menu-option-window-only", label=label())

        items = [
            adjustable(
                lambda: t("menu-option-opponents", opponents=settings.opponents),
                stepper("opponents", OPPONENTS),
            ),
            adjustable(pause_label, stepper("bot_delay", BOT_DELAYS)),
            MenuItem(t("menu-option-game-rules"), lambda app: app.push(app.game_rules_menu())),
            adjustable(unheard_label, toggle("confirm_unheard")),
            adjustable(order_label, toggle("trump_first")),
            adjustable(lambda: t("hint-option", on="on" if settings.hints else "off"), hints),
            adjustable(lambda: t("menu-option-detail", verbosity=settings.verbosity), verbosity),
            adjustable(
                lambda: t("menu-option-volume", percent=round(settings.volume * 100)), volume
            ),
            adjustable(window_only(speech_label), stepper("speech", offered_modes(), wrap=True)),
            adjustable(lambda: t("menu-option-rate", rate=settings.speech_rate), rate),
            adjustable(window_only(theme_label), change_theme),
            adjustable(
                window_only(lambda: t("menu-option-text-size", percent=settings.text_size)),
                change_text_size,
            ),
            adjustable(language_label, language),
        ]
        if i18n.active().language == "de":  # only German has the German-suited deck's words
            items.append(adjustable(lambda: t("menu-option-deck"), deck))
        title = t("menu-options", **self.key_pair("decrease", "increase", ("left", "right")))
        return MenuScreen(title, items, remake=lambda app: app.options_menu())

    def game_rules_menu(self) -> MenuScreen:
        """Options → Game rules: the variants, each naming how many of its rules differ from
        the standard ones; Enter opens that variant's rules (:meth:`variant_rules_menu`)."""

        def label(name: str) -> Callable[[], str]:
            def text() -> str:
                chosen = self.settings.rules.get(name)
                changed = len(announcements(game_variant(name, chosen)))
                title = variant_title(name)
                if not changed:
                    return t("menu-rules-standard", title=title)
                return t("menu-rules-changed", title=title, count=changed)

            return text

        def opener(name: str) -> Callable[[App], None]:
            return lambda app: app.push(app.variant_rules_menu(name))

        names = [*VARIANT_ORDER, *(n for _, group in FAMILY_GROUPS for n in group)]
        items = [MenuItem(label(name), opener(name)) for name in names]
        return MenuScreen(t("menu-game-rules"), items, remake=lambda app: app.game_rules_menu())

    def variant_rules_menu(self, variant: str) -> MenuScreen:
        """The rule options of one variant (:data:`RULE_OPTIONS`): Left and Right (or Enter)
        step through the values, each said as it is set and stored in the settings; the last
        item sets them all back to the standard rules."""
        settings = self.settings
        default: object = ALL_VARIANTS[variant]
        offered = RULE_OPTIONS[variant]

        def current(option: RuleOption) -> bool | int | str:
            chosen = settings.rules.get(variant, {})
            # linked options (Contrée's target follows melds) as the game has them
            with contextlib.suppress(ValueError):
                return cast(bool | int | str, getattr(game_variant(variant, chosen), option.name))
            return cast(bool | int | str, chosen.get(option.name, getattr(default, option.name)))

        def stepper(option: RuleOption) -> Callable[[App, int], None]:
            def adjust(app: App, step: int) -> None:
                value = option.step(current(option), step)
                chosen = dict(settings.rules.get(variant, {}))
                chosen[option.name] = value
                if value == getattr(default, option.name):
                    del chosen[option.name]
                if chosen:
                    settings.rules[variant] = chosen
                else:
                    settings.rules.pop(variant, None)
                app.store_settings()

            return adjust

        def standard(app: App) -> None:
            settings.rules.pop(variant, None)
            app.store_settings()
            app.say(t("menu-rules-set-standard", title=variant_title(variant)), interrupt=True)

        def label(option: RuleOption) -> Callable[[], str]:
            return lambda: option.text(current(option))

        items = [MenuItem(label(option), None, stepper(option)) for option in offered]
        items.append(MenuItem(t("menu-rules-all-standard"), standard))
        keys = self.key_pair("decrease", "increase", ("left", "right"))
        title = t("menu-rules-of", title=variant_title(variant), **keys)
        return MenuScreen(
            title, items, rules_of=variant, remake=lambda app: app.variant_rules_menu(variant)
        )

    # -- games ----------------------------------------------------------------------------------

    def _new_seed(self) -> int:
        if self.seeds is not None:
            return self.seeds.randrange(2**31)
        assert self.next_seed is not None
        seed = self.next_seed
        self.next_seed += 1
        return seed

    def table_options(self) -> dict[str, Any]:
        """The options of :class:`TableSession` this app gives every table, local or online."""
        settings = self.settings
        return {
            "bot_delay": self.bot_delay if self.bot_delay is not None else settings.bot_delay,
            "verbosity": settings.verbosity,
            "clock": self.clock,
            "keymap": self.keymap,
            "confirm_unheard": settings.confirm_unheard,
            "trump_first": settings.trump_first,
        }

    def _session(self, game: AnyGame, human: int) -> TableSession:
        def autosave(game: Game) -> None:
            self.saved = (game, human)
            if self._written("game", lambda: save_game(game, human, self.folder)):
                self._save_stamp = _stamp(self.folder / SAVE_NAME)

        kind = self.bots or self.settings.opponents
        # the search's solver (and the hint's) loaded on a thread while the deal is announced
        threading.Thread(target=warm_up, name="solver warm-up", daemon=True).start()
        bots = {
            seat: table_bot(kind, seed=game.seed * 101 + seat, repeatable=self.repeatable_bots)
            for seat in range(game.players)
            if seat != human
        }
        repeatable = self.repeatable_bots

        def advice(view: object, seed: int, also: object = None) -> list[Option]:
            """The strong player's judgement of the human's decision (hint and review): a
            fresh bot seeded for the decision, so it is judged alike whenever asked; ``also``
            (the review: the human's own action) is judged even where the search would
            leave it out."""
            bot = table_bot("strong", seed=seed, repeatable=repeatable)
            analyse = getattr(bot, "analyse", None)
            if analyse is None:
                return [Option(bot.act(view), 0.0, 0)]  # type: ignore[call-overload]
            if repeatable:
                return cast(list[Option], analyse(view, also=also))
            return cast(list[Option], analyse(view, budget_ms=HINT_BUDGET_MS, also=also))

        return TableSession(
            game,
            self,
            human=human,
            bots=bots,
            on_action=autosave,
            on_error=self.report_error,
            advice=advice,
            hints=self.settings.hints,
            **self.table_options(),
        )

    def start_game(self, variant: str) -> None:
        """Start a new game of a variant with the human at seat 0 (the last seat deals first,
        so the human is forehand), with the rule options chosen in Options → Game rules."""
        seed = self._new_seed()
        rules = game_variant(variant, dict(self.settings.rules.get(variant, {})))
        self._sit_down(new_game(rules, seed=seed, first_dealer=rules.players - 1), 0)

    def _sit_down(self, game: AnyGame, human: int, *, opponents: bool = False) -> None:
        """Play ``game`` at its table, the human at seat ``human``: its rule options that are
        not the standard ones are said first ("Playing to 1500."), with ``opponents`` the
        opponents' strength (Options, "Opponents", which the bots play at)."""
        for line in announcements(game.variant):
            self.say(line)
        if opponents:
            self.say(t("menu-option-opponents", opponents=self.settings.opponents) + ".")
        session = self._session(game, human)
        self.screens.append(TableScreen(session))
        session.start()

    def check_save(self) -> list[str]:
        """Read the autosave if it changed since it was last read or written here: a good one
        is kept for Continue, a broken one is moved aside (:func:`load_game`). Returns the
        problems found, each naming the file and what is wrong ("Saved game problem: …")."""
        path = self.folder / SAVE_NAME
        stamp = _stamp(path)
        if stamp == self._save_stamp:
            return []
        loaded, problems = load_game(self.folder)
        self.saved = loaded
        self._save_stamp = _stamp(path)
        return [t("menu-saved-problem", problem=problem) for problem in problems]

    def tell_save_problems(self) -> list[str]:
        """:meth:`check_save`, each problem found reported and said; returns them."""
        problems = self.check_save()
        for problem in problems:
            self.report(problem)
            self.say(problem)
        return problems

    def forget_save(self) -> None:
        """The game ended: remove the autosave."""
        self.saved = None
        self._save_stamp = None
        try:
            delete_save(self.folder)
        except OSError as error:
            self.report(f"cannot remove the finished game's save: {error}")

    def continue_label(self) -> str:
        """The main menu's Continue item: "Continue: Putz for 3, deal 4" with a saved game."""
        if self.saved is None or self.saved[0].is_terminal():
            return t("menu-main-continue")
        game = self.saved[0]
        title = variant_title(game.variant.name)
        return t("menu-main-continue-saved", title=title, deal=max(game.deal_number, 1))

    def continue_game(self) -> None:
        """Resume the autosaved game (:meth:`_sit_down`, with the opponents' strength), or say
        why not."""
        problems = self.tell_save_problems()
        if self.saved is None:
            if not problems:
                self.say(t("menu-no-saved-game"), interrupt=True)
            return
        game, human = self.saved
        if game.is_terminal():
            self.forget_save()
            self.say(t("menu-saved-game-over"), interrupt=True)
            return
        # the opponents are of today's setting, perhaps not the game's first
        self._sit_down(game, human, opponents=not self.bots)

    # -- settings -------------------------------------------------------------------------------

    def store_settings(self) -> None:
        self._written("settings", lambda: save_settings(self.settings, self.folder))

    def _written(self, what: str, write: Callable[[], None]) -> bool:
        """Write a file (``what``: "settings" or "game"); True when it was written. A failure
        is told once until it works again (:meth:`write_failed`)."""
        try:
            write()
        except OSError as error:
            self.write_failed(what, error)
            return False
        self.write_failed(what, None)
        return True

    def set_language(self, language: str, deck: str, *, store_language: bool = True) -> None:
        """Options → Language or Card names: make ``language`` (one of
        :data:`audiojass.i18n.LANGUAGES`) with ``deck`` (one of :data:`audiojass.i18n.DECKS`)
        the active catalogue, store both in the settings (``store_language`` False: only the
        deck, as Card names does, so that a language given for one run with ``--lang`` or
        the system's is not kept), tell the speech output the language (its
        ``set_language``, where it has one) and build the menus shown again in it, so that
        the next word said is in the new language. Raises ValueError for an unknown language
        or deck."""
        i18n.use(language, deck=deck)
        if store_language:
            self.settings.language = language
        self.settings.deck = deck
        self.store_settings()
        # the words change anyway; the voice may keep its own
        self.tell_speech(
            "set_language", language, f"tell the speech output the language {language}"
        )
        for index, screen in enumerate(self.screens):
            if isinstance(screen, MenuScreen) and screen.remake is not None:
                menu = screen.remake(self)
                menu.index = min(screen.index, len(menu.items) - 1)
                self.screens[index] = menu
        shown = self.screens[-1] if self.screens else None
        if isinstance(shown, MenuScreen):  # the built-in voice renders the new words ahead
            self.prepare([shown._label(self, index) for index in range(len(shown.items))])

    def toggle_verbosity(self, *, announce: bool = True) -> None:
        settings = self.settings
        settings.verbosity = BRIEF if settings.verbosity == FULL else FULL
        for screen in self.screens:
            if isinstance(screen, TableScreen):
                screen.session.set_verbosity(settings.verbosity)
        self.store_settings()
        if announce:
            said = "menu-brief-speech" if settings.verbosity == BRIEF else "menu-full-speech"
            self.say(t(said), interrupt=True)

    # -- keys -----------------------------------------------------------------------------------

    def key(self, name: str) -> None:
        """Handle one key press (a keymap key name; "" for a key the game does not know)."""
        if not self.screens:
            return
        screen = self.screens[-1]
        if isinstance(screen, TableScreen):  # a turn announced but not yet heard: its card
            screen.session.speech_cut(waiting_texts(self.speech))  # is said before Enter plays
        if isinstance(screen, TextEntryScreen) and screen.key(self, name):
            return
        online = screen.online
        command = self.keymap.command_for(name, screen.context, online=online) if name else None
        if command is None:
            screen.unbound(self, name)
        elif command in GLOBAL_COMMANDS:
            GLOBAL_COMMANDS[command](self, screen, command)
        elif COMMANDS[command][0] in (screen.context, "global") or (
            online and COMMANDS[command][0] == "online"
        ):
            screen.command(self, command)

    def change_volume(self, step: float) -> None:
        """The volume keys: the cues' volume ``step`` (-0.1 or 0.1) up, stored and said."""
        self.settings.volume = self.sounds.change_volume(step)
        self.store_settings()
        said = "menu-volume" if self.sounds.available else "menu-volume-sound-off"
        self.say(t(said, percent=round(self.settings.volume * 100)), interrupt=True)

    def text_input(self, text: str) -> None:
        """Characters typed (pygame's TEXTINPUT, a script's ``type …`` line, a terminal's
        punctuation): they go to the line being typed. Elsewhere, in the window, they follow
        their key, which has answered, and are dropped; where keys come without text
        (terminal and script mode) they are a key that does nothing, and say so."""
        screen = self.screens[-1] if self.screens else None
        if isinstance(screen, TextEntryScreen):
            screen.type(self, text)
        elif self.keys_type and screen is not None:
            screen.unbound(self, "")

    def typing(self) -> bool:
        """True while a line is being typed (the window then takes text input)."""
        return bool(self.screens) and isinstance(self.screens[-1], TextEntryScreen)

    def open_rules(self, screen: Screen) -> None:
        """Ctrl+F1: the rules of the game played here, or the list of rules to read. Never a
        second rules screen: from inside one, or with one already open below the screen
        shown, the player is told or taken back to it."""
        if isinstance(screen, RulesScreen):
            back = self.key_for("back")
            self.say(t("menu-rules-reading", back=back), interrupt=True)
            return
        for index in range(len(self.screens) - 1, -1, -1):
            below = self.screens[index]
            if isinstance(below, RulesScreen) or (
                isinstance(below, MenuScreen) and below.is_rules_menu
            ):
                del self.screens[index + 1 :]
                below.enter(self)
                return
        variant = screen.rules_variant()
        if variant is None:
            self.push(self.rules_menu())
            return
        rules = screen.rules_options()
        if rules is None:  # no game here (Options → Game rules): the options chosen
            self.read_rules(variant, self.chosen_rules(variant))
        else:
            self.read_rules(variant, rules, chosen=False)

    def read_rules(self, variant: str, rules: Any, *, chosen: bool = True) -> None:
        """Open the rules reader on ``variant``'s rules with the options of ``rules`` (None:
        the standard ones); ``chosen``: those Options → Game rules sets for new games."""
        self.push(RulesScreen(variant, keys=self.rules_key_names(), rules=rules, chosen=chosen))

    def chosen_rules(self, variant: str) -> Any:
        """The variant with the options chosen for it in Options → Game rules, as a new game
        gets them (None: none chosen, or the settings hold options it does not take)."""
        options = self.settings.rules.get(variant)
        if not options:
            return None
        try:
            return game_variant(variant, options)
        except (TypeError, ValueError):
            return None

    def rules_key_names(self) -> dict[str, str]:
        """The keys the rules name, as :meth:`key_for` says them ("" for no key)."""
        return {command: self.key_for(command) for command in RULES_KEY_COMMANDS}

    def key_for(self, command: str) -> str:
        """The first key of a command in the active keymap, as speech names it ("Enter",
        "Escape", "F1", "up" for the Up arrow); "" when the command has no key."""
        keys = self.keymap.keys_for(command)
        return self.spoken_key(keys[0]) if keys else ""

    @staticmethod
    def spoken_key(key: str) -> str:
        """A key name as speech says it in a sentence ("Enter", "up" for the Up arrow)."""
        if key in ("up", "down", "left", "right"):
            return t("menu-arrow", arrow=key)
        return spoken_key(key)

    def key_pair(self, first: str, second: str, arrows: tuple[str, str]) -> dict[str, str]:
        """How a message names the keys of two commands ("decrease", "increase"): ``keys``
        "arrows" when their first keys are the ``arrows`` the message says in its own words
        (("left", "right"): "left and right change"); "named" with ``first`` and ``second``,
        their spoken names, when the keymap binds other keys; "none" when either has none."""
        keys = (self.keymap.keys_for(first), self.keymap.keys_for(second))
        if not (keys[0] and keys[1]):
            return {"keys": "none", "first": "", "second": ""}
        if (keys[0][0], keys[1][0]) == arrows:
            return {"keys": "arrows", "first": "", "second": ""}
        return {"keys": "named", "first": self.key_for(first), "second": self.key_for(second)}

    def nothing_here(self) -> str:
        """The answer to a key that does nothing on this screen (names the help key)."""
        help_key = self.key_for("help")
        if help_key:
            return t("menu-nothing-here-help", help=help_key)
        return t("menu-nothing-here")

    def help(self, screen: Screen) -> None:
        """F1: the keys that work on this screen now, then the global ones, each with what it
        does here (:meth:`Screen.help_meanings`). In terminal mode the window's keys and the
        keys a terminal cannot report (a lone Ctrl, Ctrl+Plus) are left out."""
        commands = [*screen.help_commands(), *GLOBAL_COMMANDS]
        meanings = screen.help_meanings()
        lines = []
        for command in commands:
            keys = screen.help_keys(command, self.keymap.keys_for(command))
            if self.terminal_mode:
                if command in WINDOW_COMMANDS:
                    continue
                keys = tuple(key for key in keys if terminal_reports(key))
            if keys:
                meaning = meanings[command] if command in meanings else command_meaning(command)
                lines.append(help_line(keys, meaning))
        self.say(help_speech(lines), interrupt=True)

    def review(self, command: str) -> None:
        """Move through the spoken history without adding to it."""
        if not self.history:
            self.speech.speak(t("menu-nothing-said"), interrupt=True)
            return
        last = len(self.history) - 1
        index = {
            "history_back": self.history_index - 1,
            "history_forward": self.history_index + 1,
            "history_first": 0,
            "history_last": last,
        }[command]
        text = ""
        if index < 0:
            index, text = 0, "menu-first-message"
        elif index > last:
            index, text = last, "menu-last-message"
        self.history_index = index
        said = t(text, text=self.history[index]) if text else self.history[index]
        self.speech.speak(said, interrupt=True)

    def tick(self) -> None:
        if self.screens:
            self.screens[-1].tick(self)
        self.speech.update()

    def idle(self) -> bool:
        return not self.screens or self.screens[-1].idle()

    def resting(self) -> bool:
        """True while nothing can happen until a key: the screen is idle, is not an online
        one (the server may speak at any moment) and nothing is being said (the built-in
        voice starts its next piece from the frame). Never raises."""
        screen = self.screens[-1] if self.screens else None
        if screen is None or screen.online or not screen.idle():
            return False
        try:
            return not self.speech.is_speaking()
        except Exception:
            return False


_HISTORY = ("history_back", "history_forward", "history_first", "history_last")
GLOBAL_COMMANDS: dict[str, Callable[[App, Screen, str], None]] = {
    "help": lambda app, screen, command: app.help(screen),
    "rules": lambda app, screen, command: app.open_rules(screen),
    "stop_speech": lambda app, screen, command: app.speech.stop(),
    **dict.fromkeys(_HISTORY, lambda app, screen, command: app.review(command)),
    "volume_down": lambda app, screen, command: app.change_volume(-0.1),
    "volume_up": lambda app, screen, command: app.change_volume(0.1),
    "verbosity": lambda app, screen, command: app.toggle_verbosity(),
    **dict.fromkeys(WINDOW_COMMANDS, lambda app, screen, command: window_command(app, command)),
    "back": lambda app, screen, command: screen.back(app),
}
"""The commands that work on every screen, in the order F1 names them after the screen's
own, and what each does (called with the app, the screen shown and the command)."""


# -- the loop ----------------------------------------------------------------------------------


def _stamp(path: Path) -> tuple[int, int, int] | None:
    """What tells one version of a file from another (None: no file)."""
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_ino, stat.st_size, stat.st_mtime_ns


class QuitKeyInterrupt(KeyboardInterrupt):
    """Ctrl+Backslash (SIGQUIT) in the terminal: the game stops as with Ctrl+C."""


def _stop_by_quit_key(number: int, frame: object) -> None:
    raise QuitKeyInterrupt


def _quit_key_stops() -> None:
    """Let Ctrl+Backslash (SIGQUIT) stop the game as Ctrl+C does: pygame's own handler for it
    aborts the program and prints a crash report onto the terminal the screen reader reads.
    POSIX only; from another thread (tests) nothing is changed."""
    quit_signal = getattr(signal, "SIGQUIT", None)
    if quit_signal is not None:
        with contextlib.suppress(ValueError):
            signal.signal(quit_signal, _stop_by_quit_key)


def run(
    app: App,
    *,
    script: Iterator[str] | None = None,
    variant: str | None = None,
    online: Callable[[App], None] | None = None,
    errors: TextIO | None = None,
    start_messages: list[str] | None = None,
    terminal: TerminalKeys | None = None,
) -> int:
    """Run the event loop until the player quits or the script ends.

    At start the autosave is checked: a good one is kept for Continue, a broken one is moved
    aside and reported with the start messages. An unexpected error while handling a key or
    a frame does not end the loop: it is reported and counted (:meth:`App.report_error`).

    Args:
        app: the application (speech, sounds and settings already set up).
        script: key names, one per item, for script mode (None: the keyboard).
        variant: start a game of this variant at once instead of showing the menu (with a
            saved game that it would replace, after asking, as New game does).
        online: go to an online table at once (``--host-table``, ``--join``): called with the
            app once the main menu is there.
        errors: where problems are reported (None: ``sys.stderr``).
        start_messages: spoken once at start, before the menu (speech chain, sound, files).
        terminal: terminal mode: keys come from this reader (started here, stopped when the
            loop ends), SDL's video driver is the dummy one, no window opens. A window that
            cannot open also leads here when standard input is a terminal.

    Returns:
        The exit code: 0, 1 when unexpected errors were caught on the way, or 2 when no
        window opens and no terminal can give keys either (nothing runs then).
    """
    if errors is not None:
        app.error_stream = errors
    else:
        errors = sys.stderr
    if script is not None or terminal is not None:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    pygame.display.init()
    try:
        pygame.display.set_mode(opening_size())  # at its size from the start: placed whole
    except pygame.error as error:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        pygame.display.quit()
        pygame.display.init()
        pygame.display.set_mode((800, 300))
        if script is None and terminal is None:
            problem = terminal_problem()
            if problem is not None:
                lost = t("start-no-window-no-keys", error=str(error), problem=problem)
                print(f"audiojass: {lost}", file=errors)
                return 2
            terminal = TerminalKeys(alt_keys=app.keymap.alt_keys())
            print(f"audiojass: {t('start-no-window-terminal', error=str(error))}", file=errors)
    app.keys_type = script is not None or terminal is not None
    if terminal is not None:
        app.terminal_mode = True
        terminal.open()  # keys typed from now on wait until the loop reads them
    pygame.display.set_caption("AudioJass")
    pygame.font.init()
    window = Window()
    app.window = window
    try:
        window.open()
    except pygame.error as error:
        app.report(f"cannot make the window resizable: {error}")
    app.start_lines_held = True  # the start lines and the menu's first line all heard
    for message in start_messages or []:
        app.say(message)
    app.tell_save_problems()
    app.screens.append(app.main_menu())
    if variant is not None:  # as New game in the menu: a saved game is not replaced unasked
        app.new_game_asked(variant)
    elif online is not None:
        online(app)
    else:
        app.say(t("menu-welcome"))
        app.screens[0].enter(app)
        app.history_index = len(app.history)
    drawing = True
    posted = False
    typing = False
    pygame.key.stop_text_input()
    line_number = 0
    frame = 1 / FRAMES_PER_SECOND
    next_frame = time.perf_counter()
    rest = False
    pygame.event.clear()
    _quit_key_stops()
    if terminal is not None:
        terminal.start()
    while app.running:
        if script is not None and not posted and app.idle():
            line = next(script, None)
            if line is None:
                break
            line_number += 1
            if line.lstrip().startswith("type "):
                # a line typed at a text prompt: the rest of the line, as it is written
                text = line.lstrip()[len("type ") :].rstrip("\r\n")
                pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
                posted = True
                continue
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            try:
                pygame.event.post(key_event(line))
                posted = True
            except ValueError as error:
                print(f"audiojass: script line {line_number}: {error}", file=errors)
                continue
        # Sleep until the next frame or until an event arrives, whichever is first: a key is
        # handled the moment it comes, not at the next frame.
        now = time.perf_counter()
        if script is not None:
            wait_ms = 0 if posted else 1
        else:
            wait_ms = max(0, int((next_frame - now) * 1000))
        if rest:  # (never in script mode) pygame's own wait polls SDL every millisecond
            if terminal is not None:  # woken by the key at once
                terminal.arrived.wait(max(0.0, next_frame - now))
                terminal.arrived.clear()
            else:
                time.sleep(max(0.0, min(RESTING_POLL, next_frame - now)))
            first = pygame.event.poll()
        else:
            first = pygame.event.wait(wait_ms) if wait_ms else pygame.event.poll()
        events = [first, *pygame.event.get()]
        if any(event.type != pygame.NOEVENT for event in events):
            next_frame = min(next_frame, time.perf_counter())  # its frame at once
        for event in events:
            if event.type == pygame.QUIT:
                app.running = False
            elif event.type == pygame.KEYDOWN:
                posted = False
                name = key_name(event.key, event.mod)
                if name is not None:
                    app.press(name)
            elif event.type == pygame.TEXTINPUT:
                posted = False
                app.press_text(event.text)
            else:
                window.handle(event)
        if app.typing() != typing:
            # text input only while a line is typed: the key that opens a line never types
            # its own character into it, and no input method pops up over the game
            typing = app.typing()
            (pygame.key.start_text_input if typing else pygame.key.stop_text_input)()
        now = time.perf_counter()
        if script is not None or now >= next_frame:
            rest = script is None and app.resting()
            next_frame = max(next_frame + (RESTING_FRAME if rest else frame), now)
            app.frame()
            if drawing:
                try:
                    window.update(app)  # draws only when what it shows changed
                except Exception as error:  # the large print is a convenience: stop drawing it
                    drawing = False
                    window.blank()
                    app.error_count += 1
                    details = "".join(traceback.format_exception(error)).rstrip()
                    app.report(f"cannot show text in the window; it stays dark.\n{details}")
                    app.say(t("menu-window-dark"))
    if terminal is not None:
        terminal.stop()
    for screen in app.screens:
        if isinstance(screen, TableScreen | GameOverScreen):
            screen.session.close()
    return 1 if app.error_count else 0


def load_everything(
    folder: Path, *, language: str | None = None
) -> tuple[Settings, Keymap, list[str]]:
    """Settings and keymap from the player's folder, with the problems found (each already
    says the file and what is wrong). Broken settings are moved aside and the defaults used;
    a broken keymap, the player's own file, stays where it is and the default keys are used.

    ``language``: None keeps the active catalogue. Otherwise, once the settings are read,
    the catalogue of ``language`` (``--lang``; "": the settings' language, else the system's)
    with the settings' deck becomes the active one, and the keymap's problems and the
    messages are put in its words (a broken settings file is told in the language active
    before).
    """
    messages = []
    settings, problems = load_settings(folder)
    if language is not None:
        i18n.use(language or settings.language or i18n.system_language(), deck=settings.deck)
    keymap, keymap_problems = load_keymap(folder / KEYMAP_NAME)
    if not folder.is_dir():
        messages.append(t("menu-folder-unusable", folder=str(folder)))
    messages += [t("menu-settings-problem", problem=str(p)) for p in problems]
    if keymap_problems:
        messages += [t("menu-keymap-problem", problem=str(p)) for p in keymap_problems]
        messages.append(t("menu-default-keys"))
    return settings, keymap, messages
