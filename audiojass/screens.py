"""The screen framework of the app: a screen answers the keys' commands while it is the top of
the app's stack (:class:`Screen`), and the screens every part of the game is built from: the
spoken menu (:class:`MenuScreen`), the rules reader, a yes-or-no question, a line to type
(:class:`TextEntryScreen`), the table and the game-over screen.

Each screen says what the large-print window shows for it (:meth:`Screen.view`; the table's
view, :func:`table_view`, is built from the session here): the window asks the screen, so it
never needs to know the kinds of screens there are, nor any rule of the games. The application
(:mod:`audiojass.app`) builds its menus from these and runs the loop; online play
(:mod:`audiojass.online.screens`) builds its own on them and is handed to the application by
whoever composes it (:class:`OnlinePlay`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import TYPE_CHECKING, Any, ClassVar

from audiojass.i18n import t
from audiojass.keymap import COMMANDS
from audiojass.narration import FULL, card_name, game_over_keys, rank_name, suit_title
from audiojass.rule_options import announcements
from audiojass.rules import Card, DeclareWeis, Observation, Phase
from audiojass.rules_text import rules_paragraphs
from audiojass.sound import Cue
from audiojass.table import TableSession
from audiojass.titles import variant_title
from audiojass.window import HandRow, ListView, ReaderView, TableView

if TYPE_CHECKING:
    from audiojass.app import App

__all__ = [
    "GAME_OVER_MEANINGS",
    "LIST_MEANINGS",
    "ONLINE_COMMANDS",
    "WEIS_LIST_MEANINGS",
    "ConfirmScreen",
    "GameOverScreen",
    "MenuItem",
    "MenuScreen",
    "OnlinePlay",
    "RulesScreen",
    "Screen",
    "ScreenView",
    "TableScreen",
    "TextEntryScreen",
    "line_key",
    "table_view",
]

ScreenView = TableView | ListView | ReaderView | None
"""What the large-print window shows for a screen (None: nothing but the lines said)."""

ONLINE_COMMANDS = ["chat", "mute_chat", "seats", "table_code"]
"""The online commands F1 names at an online table and in its lobby."""
LIST_MEANINGS = {
    "play": "menu-help-choose-item",
    "previous_card": "menu-help-previous-item",
    "next_card": "menu-help-next-item",
    "previous_suit": "menu-help-previous-item",
    "next_suit": "menu-help-next-item",
    "first_card": "menu-help-first-item",
    "last_card": "menu-help-last-item",
    "trump": "menu-help-question-again",
    "back": "menu-help-close-list",
}
"""What the table's keys do while a list (the trump choice) is open, as F1 says it: command
→ message id."""
WEIS_LIST_MEANINGS = {
    **{command: meaning for command, meaning in LIST_MEANINGS.items() if command != "trump"},
    "melds": LIST_MEANINGS["trump"],
    "trump": "menu-help-trump-and-chooser",
}
"""What the table's keys do while the Weis choice (manual Weis) is open, as F1 says it: W,
not A, says the question again (command → message id)."""
GAME_CANNOT_GO_ON = "menu-cannot-go-on"


class Screen:
    """A screen of the app. ``context`` chooses the keymap section ("menu" or "table");
    ``online``: the online commands (chat, who is at the table, the table code) come first."""

    context = "menu"
    online = False
    meanings: ClassVar[Mapping[str, str]] = {}
    """What F1 says a command does here where it differs from the keymap's words: command →
    message id (:meth:`help_meanings` says them)."""

    def enter(self, app: App) -> None:
        """Announce the screen (it just became active)."""

    def command(self, app: App, command: str) -> None:
        app.say(app.nothing_here(), interrupt=True)

    def back(self, app: App) -> None:
        app.pop()

    def unbound(self, app: App, key: str) -> None:
        app.say(app.nothing_here(), interrupt=True)

    def tick(self, app: App) -> None:
        """Called every frame."""

    def idle(self) -> bool:
        """True when nothing happens until a key is pressed."""
        return True

    def help_commands(self) -> list[str]:
        return ["previous", "next", "first", "last", "select"]

    def help_meanings(self) -> dict[str, str]:
        """What F1 says a command does here when it differs from the keymap's words."""
        return {command: t(message) for command, message in self.meanings.items()}

    def help_keys(self, command: str, keys: tuple[str, ...]) -> tuple[str, ...]:
        """The keys F1 names for ``command`` here, of those the keymap binds: all of them,
        where no key is taken for something else."""
        return keys

    def rules_variant(self) -> str | None:
        """The variant whose rules Ctrl+F1 reads here (None: the player picks one): the game
        played here, if any (:meth:`rules_options`)."""
        rules = self.rules_options()
        return None if rules is None else str(rules.name)

    def rules_options(self) -> Any:
        """The variant with the options of the game played here, whose rules Ctrl+F1 reads
        (None: no game here)."""
        return None

    def view(self) -> ScreenView:
        """What the large-print window shows for this screen (None: only the lines said)."""
        return None

    def shown_said(self, said: tuple[str, ...]) -> tuple[str, ...]:
        """Of the last lines said, those the window shows below :meth:`view`."""
        return said

    def shown_state(self) -> tuple[object, ...]:
        """What the window shows that changes without a line being said: the window is drawn
        again when it does (the selected item, the line typed)."""
        return (getattr(self, "index", None), getattr(self, "text", None))


@dataclass
class MenuItem:
    """One item: its label (fixed or computed), what Enter does, and what Left/Right do
    (``adjust(app, -1 | +1)``; None for plain items, where they move like Up/Down, except in
    a menu of values such as Options: there they change nothing and say so, so that Right
    then Left never changes the item below). On an item with ``adjust``, Enter does what
    Right does (the new value is said) unless it has its own ``select``."""

    label: str | Callable[[], str]
    select: Callable[[App], None] | None
    adjust: Callable[[App, int], None] | None = None

    def text(self) -> str:
        return self.label() if callable(self.label) else self.label


@dataclass
class MenuScreen(Screen):
    """A spoken list: arrows move, Enter chooses, a letter jumps to the next item starting
    with it, Escape goes back. Like every list of the game (the trump choice too), it wraps:
    down from the last item goes to the first, up from the first to the last.

    Attributes:
        rules_of: the variant whose rules Ctrl+F1 reads here (None: the player picks one).
        is_rules_menu: this is the list of the rules to read (Ctrl+F1 never opens a second).
        remake: builds this menu again, in the active language (after Options → Language);
            None: the menu is never shown again after a change of language.
    """

    title: str
    items: list[MenuItem]
    index: int = 0
    on_back: Callable[[App], None] | None = None
    rules_of: str | None = None
    is_rules_menu: bool = False
    remake: Callable[[App], MenuScreen] | None = None

    def _label(self, app: App, index: int) -> str:
        label = self.items[index].text()
        if app.settings.verbosity == FULL:
            label = t("menu-item-position", label=label, position=index + 1, count=len(self.items))
        return label

    def _announce(self, app: App, *, with_title: bool = False) -> None:
        label = self._label(app, self.index)
        text = t("menu-titled", title=self.title, label=label) if with_title else label
        app.say(text, interrupt=True)

    def _announce_shown(self, app: App) -> None:
        """Say the focused item after a value changed, in the menu shown now (remade)."""
        shown = app.screens[-1] if app.screens else self
        (shown if isinstance(shown, MenuScreen) else self)._announce(app)

    def enter(self, app: App) -> None:
        self._announce(app, with_title=True)
        app.prepare([self._label(app, index) for index in range(len(self.items))])

    def _move(self, app: App, index: int) -> None:
        self.index = index % len(self.items)  # lists wrap at their ends
        app.cue(Cue.MENU)
        self._announce(app)

    def command(self, app: App, command: str) -> None:
        item = self.items[self.index]
        moves = {"previous": self.index - 1, "next": self.index + 1, "first": 0, "last": -1}
        step = {"decrease": -1, "increase": 1, "select": 1 if item.select is None else 0}
        if command in moves:
            self._move(app, moves[command])
        elif step.get(command) and item.adjust is not None:  # Enter without select: as Right
            item.adjust(app, step[command])
            app.cue(Cue.MENU)
            self._announce_shown(app)
        elif command in ("decrease", "increase"):
            if any(other.adjust is not None for other in self.items):
                app.say(t("menu-no-value", label=item.text()), interrupt=True)
            else:
                self._move(app, self.index + step[command])
        elif command == "select" and item.select is not None:
            app.cue(Cue.SELECT)
            item.select(app)
        else:
            super().command(app, command)

    def back(self, app: App) -> None:
        if self.on_back is not None:
            self.on_back(app)
        else:
            app.pop()

    def unbound(self, app: App, key: str) -> None:
        if len(key) == 1 and key.isalnum():
            count = len(self.items)
            for step in range(1, count + 1):
                candidate = (self.index + step) % count
                if self.items[candidate].text().lower().startswith(key):
                    self._move(app, candidate)
                    return
            app.say(t("menu-no-item-starts", key=key.upper()), interrupt=True)
            return
        super().unbound(app, key)

    def help_commands(self) -> list[str]:
        commands = super().help_commands()
        if any(item.adjust is not None for item in self.items):  # Options: Left and Right
            commands[2:2] = ["decrease", "increase"]
        return commands

    def rules_variant(self) -> str | None:
        return self.rules_of

    def view(self) -> ScreenView:
        return ListView(self.title, tuple(item.text() for item in self.items), self.index)


@dataclass
class RulesScreen(Screen):
    """The rules of one variant, read paragraph by paragraph with the arrows. ``keys``: the
    spoken names of the active keymap's keys the rules name (:meth:`App.rules_key_names`;
    None: the default keymap's). ``rules``: the variant of the game being played, with its
    options (None: the defaults): the paragraphs name its target, and a first paragraph
    says every option set otherwise than the rules below describe it. ``chosen``: those
    options are the ones Options → Game rules sets for new games (read from the menus), not a
    game's."""

    variant: str
    index: int = 0
    keys: Mapping[str, str] | None = None
    rules: Any = None
    chosen: bool = False
    meanings: ClassVar[Mapping[str, str]] = {
        "previous": "menu-help-previous-paragraph",
        "next": "menu-help-next-paragraph",
        "decrease": "menu-help-previous-paragraph",
        "increase": "menu-help-next-paragraph",
        "first": "menu-help-first-paragraph",
        "last": "menu-help-last-paragraph",
        "select": "menu-help-paragraph-again",
        "back": "menu-help-back",
    }

    def paragraphs(self) -> tuple[str, ...]:
        rules = self.rules
        paragraphs = list(rules_paragraphs(self.variant, self.keys, rules))
        changes = announcements(rules) if rules is not None else []
        if changes:
            intro = "menu-rules-chosen" if self.chosen else "menu-rules-this-game"
            paragraphs.insert(0, t(intro, changes=" ".join(changes)))
        return tuple(paragraphs)

    def enter(self, app: App) -> None:
        paragraphs = self.paragraphs()
        keys = {"up": "previous", "down": "next", "back": "back"}
        named = {name: app.key_for(command) for name, command in keys.items()}
        title, paragraph = variant_title(self.variant), paragraphs[self.index]
        said = t(
            "menu-rules-intro", title=title, count=len(paragraphs), paragraph=paragraph, **named
        )
        app.say(said, interrupt=True)

    def command(self, app: App, command: str) -> None:
        paragraphs = self.paragraphs()
        target = {
            "previous": self.index - 1,
            "decrease": self.index - 1,
            "next": self.index + 1,
            "increase": self.index + 1,
            "first": 0,
            "last": len(paragraphs) - 1,
            "select": self.index,
        }.get(command)
        if target is None:
            super().command(app, command)
            return
        app.cue(Cue.MENU)
        if target < 0:
            app.say(t("menu-rules-beginning", paragraph=paragraphs[0]), interrupt=True)
            self.index = 0
        elif target >= len(paragraphs):
            app.say(t("menu-rules-end", back=app.key_for("back")), interrupt=True)
        else:
            self.index = target
            app.say(paragraphs[target], interrupt=True)

    def help_commands(self) -> list[str]:
        return ["previous", "next", "decrease", "increase", "first", "last", "select"]

    def rules_variant(self) -> str | None:
        return self.variant

    def view(self) -> ScreenView:
        paragraphs = self.paragraphs()
        title, position, count = variant_title(self.variant), self.index + 1, len(paragraphs)
        where = t("window-rules-where", variant=title, position=position, count=count)
        return ReaderView(where, paragraphs[self.index])

    def shown_said(self, said: tuple[str, ...]) -> tuple[str, ...]:
        # the paragraphs read aloud are the reader's text, not lines to show again below it
        paragraphs = self.paragraphs()
        return tuple(line for line in said if not any(text in line for text in paragraphs))


@dataclass
class ConfirmScreen(Screen):
    """A yes-or-no question (a new game over the saved one): the select key (Enter) says
    yes and carries out ``yes``; the back key (Escape) says no and goes back; any other key
    repeats the question."""

    question: str
    yes: Callable[[App], None]
    meanings: ClassVar[Mapping[str, str]] = {"select": "menu-help-yes", "back": "menu-help-no"}

    def enter(self, app: App) -> None:
        app.say(self.question, interrupt=True)

    def command(self, app: App, command: str) -> None:
        if command == "select":
            app.cue(Cue.SELECT)
            if app.screens and app.screens[-1] is self:
                app.screens.pop()
            self.yes(app)
        else:
            app.say(self.question, interrupt=True)

    def unbound(self, app: App, key: str) -> None:
        app.say(self.question, interrupt=True)

    def help_commands(self) -> list[str]:
        return ["select"]

    def view(self) -> ScreenView:
        return ReaderView(self.question, "")  # the question names its keys


class TextEntryScreen(Screen):
    """A line to type (a name, a server address, a table code, a chat message).

    Characters come as text (:meth:`App.text_input`: pygame's TEXTINPUT in the window, a
    script's ``type …`` line) or, in terminal mode, as the keys typed; each is echoed as
    speech. A line that starts filled in (the value used last time) is selected, as in an edit
    box: Enter takes it, the first character typed replaces it, Backspace clears it. Backspace
    deletes the last character and says it, Up or Down read the line, Enter hands it to
    ``done(app, text)`` (with nothing typed it says so), Escape goes back to the screen below.

    Attributes:
        prompt: what to type, said first ("Your name").
        text: the line so far (a remembered value to start from).
        limit: the longest line taken, in characters.
        transform: applied to each character typed (``str.upper`` for a table code).
    """

    meanings: ClassVar[Mapping[str, str]] = {
        "select": "text-help-done",
        "previous": "text-help-read",
        "back": "text-help-cancel",
    }

    def __init__(
        self,
        prompt: str,
        done: Callable[[App, str], None],
        *,
        text: str = "",
        limit: int = 200,
        transform: Callable[[str], str] | None = None,
    ) -> None:
        self.prompt = prompt
        self.done = done
        self.text = text[:limit]
        self.limit = limit
        self.transform = transform
        self.selected = bool(self.text)
        """The line is the one filled in at the start, untouched: typing replaces it."""

    def _line(self) -> str:
        return self.text if self.text.strip() else t("text-empty")

    def enter(self, app: App) -> None:
        message = "text-prompt-filled" if self.selected else "text-prompt"
        done, cancel = line_key(app, "select"), line_key(app, "back")
        said = t(message, prompt=self.prompt, text=self._line(), done=done, cancel=cancel)
        app.say(said, interrupt=True)

    def type(self, app: App, text: str) -> None:
        """Characters typed: added (up to :attr:`limit`) and echoed."""
        if self.transform is not None:
            text = self.transform(text)
        text = "".join(c for c in text if c.isprintable())
        room = self.limit - len(self.text)
        if not text:
            return
        if self.selected:
            self.selected = False
            self.text, room = "", self.limit
        if room <= 0:
            app.cue(Cue.ILLEGAL)
            app.speech.speak(t("text-full", limit=self.limit), interrupt=True)
            return
        self.text += text[:room]
        app.speech.speak(_echo(text[:room]), interrupt=True)

    def key(self, app: App, name: str) -> bool:
        """A key pressed while typing; True when it was taken here (Backspace; where keys
        come without text, :attr:`App.keys_type`, a character key, which is typed; in the
        window a character key, whose character comes as text right after it). Other keys go
        on to their commands."""
        if name in _LINE_KEYS.values():  # Enter takes the line, Escape leaves, whatever
            # else they are bound to: the keys bound to those may type characters here
            if name == _LINE_KEYS["select"]:
                self.command(app, "select")
            else:
                self.back(app)
            return True
        if name == "backspace":
            if self.selected:
                self.selected = False
                self.text = ""
                app.speech.speak(t("text-cleared"), interrupt=True)
            elif self.text:
                gone, self.text = self.text[-1], self.text[:-1]
                app.speech.speak(t("text-deleted", char=_echo(gone)), interrupt=True)
            else:
                app.speech.speak(t("text-empty"), interrupt=True)
            return True
        char = _typed(name)
        if not app.keys_type:
            # in the window the key's character comes as text right after it (a key the game
            # has no name for, "", is a punctuation mark there)
            return char is not None or name == ""
        if char is None:
            return False
        self.type(app, char)
        return True

    def command(self, app: App, command: str) -> None:
        if command == "select":
            if not self.text.strip():
                app.say(t("text-nothing-typed", cancel=line_key(app, "back")), interrupt=True)
                return
            self.done(app, self.text.strip())
        elif command in ("previous", "next", "first", "last", "decrease", "increase"):
            app.say(t("text-reads", prompt=self.prompt, text=self._line()), interrupt=True)
        else:
            super().command(app, command)

    def unbound(self, app: App, key: str) -> None:
        done, cancel = line_key(app, "select"), line_key(app, "back")
        app.say(t("text-keys", done=done, cancel=cancel), interrupt=True)

    def help_commands(self) -> list[str]:
        return ["select", "previous"]

    def help_keys(self, command: str, keys: tuple[str, ...]) -> tuple[str, ...]:
        """Keys that type a character, and Backspace, which deletes one, do that here: F1
        leaves them out. Enter and Escape take and leave the line whatever they are bound
        to."""
        kept = tuple(key for key in keys if _typed(key) is None and key != "backspace")
        fixed = _LINE_KEYS.get(command)
        if fixed is not None and fixed not in kept:
            kept = (fixed, *kept)
        return kept

    def view(self) -> ScreenView:
        return ReaderView(self.prompt, f"{self.text}_")  # the line, and where typing goes


_LINE_KEYS = {"select": "enter", "back": "escape"}
"""The keys that take and leave a typed line whatever the keymap binds to them (the keys
bound to ``select`` and ``back`` may be keys that type)."""


def line_key(app: App, command: str) -> str:
    """The key a typed line names for ``command`` ("select", "back"): the first key bound to
    it that types no character and is not Backspace (which deletes), else Enter or Escape,
    which a typed line always takes."""
    for key in app.keymap.keys_for(command):
        if _typed(key) is None and key != "backspace":
            return app.spoken_key(key)
    return app.spoken_key(_LINE_KEYS[command])


def _typed(name: str) -> str | None:
    """The character a key name types ("a" → "a", "shift+a" → "A", "space" → " "), or None
    for a key that types nothing (a function key, Enter, a Ctrl or Alt combination)."""
    shifted = name.startswith("shift+")
    base = name.removeprefix("shift+")
    if base == "space":
        return " "
    if len(base) == 1 and base.isalpha():
        return base.upper() if shifted else base
    if len(base) == 1 and base.isdigit() and not shifted:
        return base
    return None if shifted else {"minus": "-", "equals": "=", "plus": "+"}.get(base)


def _echo(text: str) -> str:
    """Characters typed as speech says them: one space is "space", the rest as itself."""
    if text == " ":
        return t("text-space")
    return text


def table_view(session: TableSession) -> TableView:
    """The table of a game in progress, from the human's observation and the focus; between
    deals and after the game, the deal just finished (its last trick)."""
    view = session.facts_view()
    narrator = session.narrator
    game = session.game
    title = t("window-title", variant=variant_title(game.variant), deal=max(view.deal_number, 1))
    trump_suit = view.trump.suit if view.trump is not None else None
    focus: tuple[int, int] | None = None
    ordered = narrator.hand_order(view)  # as the session browses it: focus indexes this
    legal = set(game.legal_cards()) if _playing(session) else None
    marked = session.focus if _focused(session) else None
    rows: list[HandRow] = []
    for suit, group in groupby(enumerate(ordered), key=lambda item: item[1].suit):
        held = list(group)
        positions = [position for position, _ in held]
        if marked in positions:
            focus = (len(rows), positions.index(marked))
        trump, label = suit == trump_suit, suit_title(suit)
        label = t("window-suit-trump", suit=label) if trump else label
        ranks = tuple(rank_name(card.rank, trump) for _, card in held)
        rows.append(
            HandRow(label, ranks, tuple(legal is None or card in legal for _, card in held))
        )
    count = len(ordered)
    if not count:
        hand_title = t("window-hand-empty")
    elif legal is not None and len(legal) < count:
        hand_title = t("window-hand-framed", count=count)
    else:
        hand_title = t("window-hand", count=count)
    trick_title = t("window-on-table")
    trick: tuple[str, ...] = ()
    note = ""
    if view.phase is Phase.PLAY and view.trick:
        trick = _trick(session, view, view.trick_leader, view.trick)
        note = t("window-winning", **narrator.who(narrator.winning_seat(view)))  # as C names it
    elif view.tricks and view.phase in (Phase.PLAY, Phase.DEAL, Phase.OVER):
        last = view.tricks[-1]
        trick_title = t("window-last-trick")
        trick = _trick(session, view, last.leader, last.cards)
        note = t("window-trick-taken", **narrator.who(last.winner), points=last.points)
    elif view.phase is Phase.PLAY:
        note = narrator.table_cards(view)
    if session.confirm_leave:  # Enter now leaves: the question, not the turn
        turn = session.where_now()
    elif session.awaiting_continue():
        turn = session.next_deal_line()
    elif session.result:
        turn = session.result
    else:
        turn = narrator.turn(view)
    choice = None
    if session.choice is not None:
        choice = ListView(session.choice.title, tuple(session.choice.labels), session.choice.index)
    return TableView(
        title=title,
        trump=narrator.trump(view),
        scores=narrator.scores(view),
        trick_title=trick_title,
        trick=trick,
        trick_note=note,
        turn=turn,
        hand_title=hand_title,
        hand=tuple(rows),
        focus=focus,
        choice=choice,
        stock=narrator.stock(view),
    )


def _focused(session: TableSession) -> bool:
    """Whether the window marks the focused card: not while a list is open, the leave
    question is asked, the player decides on the six (or Klaberjass's seven) of trumps or the
    game is over, when Enter does something else."""
    game = session.game
    deciding = game.phase is Phase.SIX and game.current_player == session.human
    return (
        session.choice is None
        and not session.confirm_leave
        and not deciding
        and not session.finished
        and not game.is_terminal()
    )


def _trick(
    session: TableSession, view: Observation, leader: int, cards: Sequence[Card]
) -> tuple[str, ...]:
    """The cards of a trick led by ``leader``, each with who played it: "Right: ace of hearts"."""
    return tuple(
        t(
            "window-trick-card",
            seat=session.narrator.name((leader + index) % view.players),
            card=card_name(card, view.trump),
        )
        for index, card in enumerate(cards)
    )


def _playing(session: TableSession) -> bool:
    """True when the human is to play a card (so some cards may be unplayable)."""
    game = session.game
    return (
        game.current_player == session.human
        and game.phase is Phase.PLAY
        and not game.is_terminal()
        and session.choice is None
    )


class _SessionScreen(Screen):
    """A screen of a game's table session: the game in progress, or the game just ended. The
    table's keys; online at an online table; the game's rules for Ctrl+F1; the table in the
    window."""

    context = "table"

    def __init__(self, session: TableSession) -> None:
        self.session = session

    @property
    def online(self) -> bool:  # type: ignore[override]
        return self.session.online

    def idle(self) -> bool:
        return self.session.is_idle()

    def rules_options(self) -> Any:
        return self.session.game.variant

    def view(self) -> ScreenView:
        return table_view(self.session)

    def shown_state(self) -> tuple[object, ...]:
        choice = self.session.choice  # the focused card, or the item of an open list
        return (self.session.focus, choice.index if choice is not None else None, id(choice))


class TableScreen(_SessionScreen):
    """A game in progress."""

    def __init__(self, session: TableSession) -> None:
        super().__init__(session)
        self.left = False

    def enter(self, app: App) -> None:
        if self.session.game.history or self.session.game.deal_number:
            # back from the rules reader, or a resumed game announced by start()
            app.say(self.session.where_now(), interrupt=True)

    def command(self, app: App, command: str) -> None:
        session = self.session
        if session.confirm_leave and command == "play":
            self._leave(app, t("online-left" if session.online else "menu-left-game"))
            return
        if COMMANDS[command][0] == "online":
            app.online_command(session, command)
            return
        session.command(command)

    def back(self, app: App) -> None:
        if self.session.back():
            self._leave(app, "")

    def _leave(self, app: App, message: str) -> None:
        self.left = True
        self.session.leave()
        self.session.close()
        if not self.session.game.is_terminal() and not self.session.online:
            app.saved = (self.session.game, self.session.human)
        if message:
            app.say(message, interrupt=True)
        app.to_main_menu()

    def leave_broken(self, app: App) -> None:
        """Leave a game whose frames keep failing (it stays saved for Continue)."""
        if not self.left:
            self._leave(app, t(GAME_CANNOT_GO_ON))

    def unbound(self, app: App, key: str) -> None:
        if self.session.confirm_leave:
            leave, stay = app.key_for("play"), app.key_for("back")
            app.say(t("menu-leave-keys", leave=leave, stay=stay), interrupt=True)
            return
        super().unbound(app, key)

    def tick(self, app: App) -> None:
        session = self.session
        if self.left:
            return
        session.tick()
        if session.finished:
            if not session.online:  # an online game is kept by its server
                app.forget_save()
            self.left = True
            session.close_bots()  # the deal review goes on at the game-over screen
            over = GameOverScreen(session)
            app.screens[app.screens.index(self)] = over
            over.enter(app)

    def help_commands(self) -> list[str]:
        if self.session.confirm_leave:  # Enter leaves, Escape (a global key) stays
            return ["play"]
        commands = self.session.help_commands()
        if self.session.choice is None and self._may_declare_weis() and "melds" in commands:
            # the Weis choice is what the player may do now besides playing: said early
            commands.remove("melds")
            commands.insert(commands.index("play") + 1 if "play" in commands else 0, "melds")
        if self.online:
            commands += ONLINE_COMMANDS
        return commands

    def help_meanings(self) -> dict[str, str]:
        """While a list is open (the trump or the Weis choice) the keys move in it; with a
        Weis to declare (manual Weis), W opens the Weis choice."""
        session = self.session
        if session.confirm_leave:
            return {"play": t("menu-help-leave"), "back": t("menu-help-stay")}
        meanings = session.help_meanings()
        choice = session.choice
        if choice is not None:  # the keys move in the list; the others keep their words
            weis = choice.kind in ("weis", "announce")  # W lists, not A
            listed = WEIS_LIST_MEANINGS if weis else LIST_MEANINGS
            meanings.update({command: t(meaning) for command, meaning in listed.items()})
            meanings.update(session.list_meanings())
        elif self._may_declare_weis():
            meanings["melds"] = t("menu-help-open-weis")
        return meanings

    def _may_declare_weis(self) -> bool:
        """True when the human may declare Weis now (manual Weis, before the first card)."""
        session = self.session
        if session.game.is_terminal() or session.game.current_player != session.human:
            return False
        return any(isinstance(action, DeclareWeis) for action in session.view.legal_actions)


GAME_OVER_MEANINGS = {
    "play": "menu-over-main-menu",
    "back": "menu-over-main-menu",
    "turn": "menu-over-result",
    "scores": "menu-over-scores",
    "deal_scores": "menu-over-deal-scores",
    "last_trick": "menu-over-final-trick",
    "points": "menu-over-points",
    "melds": "menu-over-melds",
    "table_cards": "menu-over-final-trick",
    "trump": "menu-over-trump",
    "deal_review": "hint-over-review",
    "hint": "hint-over-hint",
}
"""What the table's keys do on the game-over screen, as F1 says it: command → message id."""


class GameOverScreen(_SessionScreen):
    """The game just ended: the result stays reachable until the player leaves. T repeats
    how the game ended and the result; S, Shift+S, L, P, C, W and A answer about the game and
    its last deal; Enter or Escape goes back to the main menu."""

    meanings = GAME_OVER_MEANINGS

    def __init__(self, session: TableSession) -> None:
        super().__init__(session)
        self.announced = False

    def _keys(self) -> str:
        session = self.session
        return game_over_keys(
            session.key_name("play"), session.key_name("turn"), session.key_name("help")
        )

    def enter(self, app: App) -> None:
        """The first time: how to hear the result again and leave (the result itself was
        just said); back from the rules reader: the result."""
        if self.announced:
            app.say(f"{self._result()} {self._keys()}", interrupt=True)
            return
        self.announced = True
        app.say(self._keys())

    def _result(self) -> str:
        """How the game ended (a game stopped at the target) and its result, as said."""
        said = " ".join(part for part in (self.session.ending, self.session.result) if part)
        return said or t("menu-game-over")

    def tick(self, app: App) -> None:
        """The deal review of the last deal searches on; at an online table the chat and the
        others' comings and goings are still heard."""
        if self.session.online:
            self.session.tick()
        self.session.advise()

    def _leave(self, app: App) -> None:
        self.session.close()
        app.to_main_menu()

    def command(self, app: App, command: str) -> None:
        if self.session.review_key(command):  # the review open as a list: its keys
            return
        if command == "play":
            self._leave(app)
        elif command == "turn":
            app.say(self._result(), interrupt=True)
        elif command in GAME_OVER_MEANINGS:
            self.session.command(command)
        elif COMMANDS[command][0] == "online":
            app.online_command(self.session, command)
        else:
            app.say(t("menu-game-over-keys", keys=self._keys()), interrupt=True)

    def back(self, app: App) -> None:
        if self.session.review_at is not None:
            self.session.back()  # leaves the review open as a list
            return
        self._leave(app)

    def help_commands(self) -> list[str]:
        if self.session.review_at is not None:
            return self.session.help_commands()
        commands = [command for command in GAME_OVER_MEANINGS if command != "back"]
        if self.session.advisor.reviewed is None or self.online:  # no review online
            commands.remove("deal_review")
        variant = self.session.game.variant
        if not (self.session.deck32 or variant.has_weis or variant.has_stoeck):
            commands.remove("melds")  # Putz and Jass: nothing for W to tell
        if self.online:
            commands += ONLINE_COMMANDS
        return [command for command in commands if command != "hint"]

    def help_meanings(self) -> dict[str, str]:
        meanings = super().help_meanings()
        meanings.update(self.session.finished_meanings())  # the family's melds, not Weis
        meanings.update(self.session.review_meanings())
        return meanings


@dataclass(frozen=True)
class OnlinePlay:
    """Online play as the application reaches it: ``menu`` builds Main menu → Play online;
    ``table_command`` answers an online command (chat, who is at the table, the table code)
    at a table. The application is handed these by whoever composes it (the command line),
    so that it needs no knowledge of the online package."""

    menu: Callable[[App], MenuScreen]
    table_command: Callable[[App, TableSession, str], None]
