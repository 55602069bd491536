"""The large-print window, for players with low vision: the table, the menus and what was said.

Everything here is a convenience on top of speech: nothing is shown that is not also spoken,
and a failure to draw never stops the game (the loop reports it once and the window stays
dark). Three layers:

* :func:`view_of` reads the app (its top screen's view, the spoken history) into a
  :class:`WindowView`: plain text the screen builds with the narration's own words
  (:func:`audiojass.screens.table_view` for the table), so the window and the speech name
  seats, trump and scores alike. The window computes no rule and knows no kind of screen.
* :func:`draw` lays a view out on any ``pygame.Surface`` (no display needed) in large print
  and returns what it drew, as :class:`Drawn` items with their text, role and rectangle.
* :class:`Window` owns the display window: resizable, full screen on F11, redrawn only when
  what it shows changed (:func:`change_stamp`).

Text is as large as the player's text size (:data:`TEXT_SIZES`, Ctrl+Plus / Ctrl+Minus) asks,
and smaller only when the table would not fit the window otherwise. The focused card and the
selected item are marked by shape as well as colour: a filled frame and brackets, "[king]".
"""

from __future__ import annotations

import os
import warnings

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from audiojass.i18n import t
from audiojass.settings import TEXT_SIZE_LIMITS, THEMES, Settings, step_value


class ShownScreen(Protocol):
    """A screen as the window sees it: what it shows, as :class:`audiojass.screens.Screen`
    describes its ``view``, ``shown_said`` and ``shown_state``."""

    def view(self) -> TableView | ListView | ReaderView | None: ...

    def shown_said(self, said: tuple[str, ...]) -> tuple[str, ...]: ...

    def shown_state(self) -> tuple[object, ...]: ...


class WindowHost(Protocol):
    """The application as the window sees it (:class:`audiojass.app.App`): the spoken
    history, the screen stack, the settings, and where to speak and report."""

    @property
    def history(self) -> Sequence[str]: ...

    @property
    def history_index(self) -> int: ...

    @property
    def screens(self) -> Sequence[ShownScreen]: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def window(self) -> Window | None: ...

    @property
    def terminal_mode(self) -> bool: ...

    def say(self, text: str, *, interrupt: bool = False) -> None: ...

    def report(self, message: str) -> None: ...

    def store_settings(self) -> None: ...


__all__ = [
    "BASE_TEXT_PX",
    "DEFAULT_SIZE",
    "TEXT_SIZES",
    "THEME_COLOURS",
    "WINDOW_COMMANDS",
    "Drawn",
    "HandRow",
    "ListView",
    "ReaderView",
    "ShownScreen",
    "TableView",
    "Theme",
    "Window",
    "WindowHost",
    "WindowView",
    "centre_window",
    "centred",
    "change_stamp",
    "change_text_size",
    "change_theme",
    "draw",
    "opening_size",
    "text_size_phrase",
    "view_of",
    "window_command",
    "window_rect",
]

RGB = tuple[int, int, int]

BASE_TEXT_PX = 40
"""The font size in pixels at a text size of 100 percent."""
MIN_TEXT_PX = 10
"""The smallest text drawn when the table does not fit the window otherwise."""
DEFAULT_SIZE = (1000, 700)
"""The window's size in pixels when it opens."""
TEXT_SIZES = (50, 75, 100, 125, 150, 175, 200, 250, 300, 400)
"""The text sizes Ctrl+Plus and Ctrl+Minus step through, in percent."""
SAID_LINES = 40
"""The most of the last spoken lines the window shows: as many as there is room for below
the screen's content, so the band grows with the window and with smaller text."""
WHOLE_FROM = 5
"""A newest line said that wraps to this many lines or more and does not fit below the rest
(the keys F1 names, the score of every deal) is shown alone in the window instead."""
WIDE_RATIO = 1.2
"""A window at least this many times wider than high shows the hand beside the rest of the
table when one column would need smaller text."""
LIST_SHOWN = 3
"""The fewest items of a long list shown around the selected one: the text is made smaller
for them; the rest of the list scrolls ("12 more below")."""
HEADLESS_DRIVERS = ("dummy", "offscreen")
"""SDL video drivers that show nothing: the window is neither drawn nor made full screen."""
WINDOW_COMMANDS = ("full_screen", "zoom_in", "zoom_out", "theme")
"""The keymap's commands handled by :func:`window_command`."""
REDRAW_EVENTS = frozenset(
    {
        pygame.VIDEORESIZE,
        pygame.VIDEOEXPOSE,
        pygame.WINDOWSIZECHANGED,
        pygame.WINDOWEXPOSED,
        pygame.WINDOWRESTORED,
        pygame.WINDOWMAXIMIZED,
        pygame.WINDOWSHOWN,
    }
)
"""Window events after which the window is drawn again (its size or contents were lost)."""


# -- themes ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Theme:
    """A colour theme: every text colour has a contrast of at least 7:1 to the background.

    Attributes:
        name: as spoken and stored in the settings ("yellow on black").
        background, text, heading: RGB colours (0 to 255).
    """

    name: str
    background: RGB
    text: RGB
    heading: RGB


THEME_COLOURS: dict[str, Theme] = {
    theme.name: theme
    for theme in (
        Theme(THEMES[0], (0, 0, 0), (255, 255, 0), (255, 255, 255)),
        Theme(THEMES[1], (0, 0, 0), (255, 255, 255), (255, 255, 0)),
        Theme(THEMES[2], (255, 255, 255), (0, 0, 0), (0, 0, 150)),
    )
}
"""The themes by name, in the order of :data:`audiojass.settings.THEMES`."""


# -- what the window shows ---------------------------------------------------------------------


@dataclass(frozen=True)
class HandRow:
    """One suit of the hand: its label ("Hearts, trump"), its ranks in reading order and
    whether each may be played now (all True when it is not the human's turn to play)."""

    label: str
    cards: tuple[str, ...]
    playable: tuple[bool, ...]


@dataclass(frozen=True)
class ListView:
    """A menu or a list to choose from: its title, its items and the selected one."""

    title: str
    items: tuple[str, ...]
    index: int


@dataclass(frozen=True)
class ReaderView:
    """The rules reader: where the reader is ("Rules of Jass, paragraph 3 of 20") and the
    paragraph."""

    title: str
    text: str


@dataclass(frozen=True)
class TableView:
    """The table as the human sees it, in the narration's words.

    Attributes:
        title: the game and the deal ("Schieber, deal 2").
        trump: trump and who chose it, as A says it.
        scores: the scores, as S says them.
        trick_title: "On the table" or, between tricks, "Last trick".
        trick: the cards of that trick in play order, "Right: ace of hearts".
        trick_note: who is winning or who took it ("Right is winning.").
        stock: the stock as C says it after the table, in the games with one ("Stock: 10
            cards, the ace of diamonds at the bottom."); "" in the others.
        turn: whose turn it is, as T says it.
        hand_title: "Your hand, 9 cards", and when some may not be played now, which may.
        hand: the hand by suit, in the order it is read and browsed.
        focus: (row, position) of the focused card in ``hand``; None when no card is focused.
        choice: the open trump choice, if any.
    """

    title: str
    trump: str
    scores: str
    trick_title: str
    trick: tuple[str, ...]
    trick_note: str
    turn: str
    hand_title: str
    hand: tuple[HandRow, ...]
    focus: tuple[int, int] | None
    choice: ListView | None = None
    stock: str = ""


@dataclass(frozen=True)
class WindowView:
    """Everything the window shows: the active screen's content and the last lines said."""

    content: TableView | ListView | ReaderView | None
    said: tuple[str, ...] = ()


def view_of(app: WindowHost) -> WindowView:
    """What the window shows for the app's active screen (as the screen says,
    :meth:`ShownScreen.view`), with the last lines said."""
    reviewed = app.history_index
    if 0 <= reviewed < len(app.history):  # PageUp: the lines up to the one being reviewed
        said = tuple(app.history[max(0, reviewed + 1 - SAID_LINES) : reviewed + 1])
    else:
        said = tuple(app.history[-SAID_LINES:])
    screen = app.screens[-1] if app.screens else None
    if screen is None:
        return WindowView(None, said)
    return WindowView(screen.view(), screen.shown_said(said))


def change_stamp(app: WindowHost) -> tuple[object, ...]:
    """A cheap summary (microseconds) of what the window shows: when it is unchanged, the
    window need not be drawn again. Everything that changes the table is spoken, so the
    length of the spoken history stands for the game; the rest is what moves without speech
    being added (focus, selection) and the settings that change the look."""
    screen = app.screens[-1] if app.screens else None
    return (
        len(app.history),
        app.history_index,
        id(screen),
        len(app.screens),
        *(screen.shown_state() if screen is not None else (None, None)),
        app.settings.theme,
        app.settings.text_size,
    )


# -- drawing -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Drawn:
    """One text the window drew.

    Attributes:
        role: what it is: "title", "trump", "scores", "heading", "trick", "note", "turn",
            "suit", "card", "focused card", "item", "selected item", "paragraph", "said".
        text: the text as drawn (a focused card or selected item in brackets: "[king]").
        rect: where the rendered text lies on the surface (pixels).
        colour: the text's colour; ``background``: the colour behind it.
        size: the text size in pixels (the font's size).
        frame: the card's or item's frame around the text, if it has one.
    """

    role: str
    text: str
    rect: pygame.Rect
    colour: RGB
    background: RGB
    size: int
    frame: pygame.Rect | None = None


@dataclass
class _Piece:
    """A text placed by the layout, before it is rendered."""

    role: str
    text: str
    x: int
    y: int
    width: int
    heading: bool = False
    inverse: bool = False
    frame: pygame.Rect | None = None


@dataclass
class _Layout:
    """Text placed at one text size: the required part, then the lines said below a rule."""

    size: int
    pieces: list[_Piece] = field(default_factory=list)
    bottom: int = 0
    rule_y: int | None = None


_FONTS: dict[int, pygame.font.Font] = {}


def _font(size: int) -> pygame.font.Font:
    """pygame's bundled bold sans-serif font at ``size`` pixels (cached)."""
    font = _FONTS.get(size)
    if font is None:
        if not pygame.font.get_init():
            pygame.font.init()
        font = pygame.font.Font(None, size)
        _FONTS[size] = font
    return font


def _wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Lines of ``text`` no wider than ``width`` pixels, broken between words (or letters)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if font.size(trial)[0] <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        while font.size(word)[0] > width and len(word) > 1:
            cut = len(word) - 1
            while cut > 1 and font.size(word[:cut])[0] > width:
                cut -= 1
            lines.append(word[:cut])
            word = word[cut:]
        line = word
    if line:
        lines.append(line)
    return lines


class _Placer:
    """Places text top-down in a column at one text size.

    ``list_room``: the height in pixels a list may take (None: all of its items); a list
    longer than that shows the items around the selected one, with how many more lie above
    and below, instead of making the text smaller. After placing, ``list_used`` is the height
    the list took, ``list_short`` whether it showed fewer than :data:`LIST_SHOWN` items, and
    ``clipped`` whether a card or item was cut to the column's width.
    """

    def __init__(self, size: int, width: int, list_room: int | None = None) -> None:
        self.font = _font(size)
        self.size = size
        self.line = self.font.get_linesize()
        self.margin = max(6, size // 2)
        self.left = self.margin
        self.right = width - self.margin
        self.y = self.margin
        self.pad_x = max(3, size // 4)
        self.pad_y = max(2, size // 10)
        self.gap = max(4, size // 3)
        self.pieces: list[_Piece] = []
        self.list_room = list_room
        self.list_used = 0
        self.list_bottom = 0
        self.list_short = False
        self.clipped = False

    def text(self, role: str, text: str, *, heading: bool = False) -> None:
        """A paragraph, wrapped to the column."""
        wrapped = _wrap(self.font, text, self.right - self.left)
        self.lines(role, [(line, 0) for line in wrapped], heading=heading)

    def lines(self, role: str, lines: Sequence[tuple[str, int]], *, heading: bool = False) -> None:
        """Lines one below the other, each with its indent in pixels."""
        for line, indent in lines:
            width = self.font.size(line)[0]
            left = self.left + indent
            self.pieces.append(_Piece(role, line, left, self.y, width, heading=heading))
            self.y += self.line

    def space(self) -> None:
        self.y += int(self.line * 0.4)

    def chips(
        self,
        role: str,
        texts: Sequence[str],
        marked: int | None,
        *,
        left: int | None = None,
        framed: Sequence[bool] | None = None,
    ) -> None:
        """Texts flowing left to right, wrapped at the right edge, each in a frame (unless
        ``framed`` says otherwise); the ``marked`` one is filled and bracketed, and says "not
        playable" when ``framed`` leaves it out (its fill would otherwise hide that)."""
        start = self.left if left is None else left
        height = self.line + 2 * self.pad_y
        x = start
        row_used = False
        for index, text in enumerate(texts):
            shown = text
            if index == marked:
                unplayable = framed is not None and not framed[index]
                shown = t("window-mark-unplayable", card=text) if unplayable else f"[{text}]"
            full = self.font.size(shown)[0]
            width = min(full, self.right - start - 2 * self.pad_x)
            self.clipped = self.clipped or width < full
            outer = width + 2 * self.pad_x
            if row_used and x + outer > self.right:
                x = start
                self.y += height + self.gap // 2
            frame = pygame.Rect(x, self.y, outer, height)
            boxed = framed is None or framed[index] or index == marked
            kind = "focused card" if index == marked and role == "card" else role
            top, box = self.y + self.pad_y, frame if boxed else None
            piece = _Piece(
                kind, shown, x + self.pad_x, top, width, inverse=index == marked, frame=box
            )
            self.pieces.append(piece)
            x += outer + self.gap
            row_used = True
        if row_used:
            self.y += height + self.gap // 2

    def items(self, view: ListView) -> None:
        """A list, one framed item a line, the selected one filled and bracketed; when the
        list is higher than ``list_room``, only the items around the selected one, between
        "3 more above" and "12 more below"."""
        top = self.y
        height = self.line + 2 * self.pad_y
        wrapped = [
            _wrap(self.font, f"[{text}]" if index == view.index else text, self.right - self.left)
            for index, text in enumerate(view.items)
        ]
        heights = [len(lines) * height + self.gap // 3 for lines in wrapped]
        first, last = _span(heights, view.index, self.list_room, self.line)
        self.list_short = last - first + 1 < min(LIST_SHOWN, len(view.items))
        if first > 0:
            self.text("more", t("window-more-above", count=first))
        for index in range(first, last + 1):
            selected = index == view.index
            for number, line in enumerate(wrapped[index]):
                width = self.font.size(line)[0]
                frame = pygame.Rect(self.left - self.pad_x, self.y, width + 2 * self.pad_x, height)
                kind = "selected item" if selected else "item"
                box = frame if selected or number == 0 else None
                top = self.y + self.pad_y
                piece = _Piece(kind, line, self.left, top, width, inverse=selected, frame=box)
                self.pieces.append(piece)
                self.y += height
            self.y += self.gap // 3
        if last < len(view.items) - 1:
            self.text("more", t("window-more-below", count=len(view.items) - 1 - last))
        self.list_used = self.y - top


def _span(heights: Sequence[int], selected: int, room: int | None, line: int) -> tuple[int, int]:
    """The first and last index of the items shown of a list whose items are ``heights``
    pixels high: all of them when they fit ``room`` (or ``room`` is None), else the selected
    one and as many around it as fit with a line of ``line`` pixels for each "more" note."""
    count = len(heights)
    if not count:
        return 0, -1
    selected = min(max(selected, 0), count - 1)
    if room is None or sum(heights) <= room:
        return 0, count - 1
    first = last = selected

    def used(low: int, high: int) -> int:
        notes = (low > 0) + (high < count - 1)
        return sum(heights[low : high + 1]) + notes * line

    grew = True
    while grew:
        grew = False
        if last < count - 1 and used(first, last + 1) <= room:
            last += 1
            grew = True
        if first > 0 and used(first - 1, last) <= room:
            first -= 1
            grew = True
    return first, last


def _place_table(placer: _Placer, view: TableView, hand: _Placer | None = None) -> None:
    """The table down ``placer``'s column; the hand below it, or in ``hand``'s column."""
    placer.text("title", view.title, heading=True)
    placer.text("trump", view.trump)
    placer.text("scores", view.scores)
    placer.space()
    if view.choice is not None:
        placer.text("heading", view.choice.title, heading=True)
        placer.items(view.choice)
    elif view.trick or view.trick_note:
        placer.text("heading", view.trick_title, heading=True)
        if view.trick:
            placer.chips("trick", view.trick, None)
        if view.trick_note:
            placer.text("note", view.trick_note)
    if view.stock and view.choice is None:
        placer.text("stock", view.stock)
    placer.text("turn", view.turn)
    if hand is None:
        placer.space()
        hand = placer
    _place_hand(hand, view)


def _place_hand(placer: _Placer, view: TableView) -> None:
    """The hand's heading and suits, the cards beside each label where two fit, else below."""
    placer.text("heading", view.hand_title, heading=True)
    if not view.hand:
        return
    font = placer.font
    labels = [t("window-suit-label", label=row.label) for row in view.hand]
    label_width = max(font.size(label)[0] for label in labels)
    widest = max(font.size(f"[{card}]")[0] for row in view.hand for card in row.cards)
    if view.focus is not None:  # a focused card that may not be played says so: wider
        row = view.hand[view.focus[0]]
        card = row.cards[view.focus[1]]
        if not row.playable[view.focus[1]]:
            widest = max(widest, font.size(t("window-mark-unplayable", card=card))[0])
    column = placer.left + label_width + placer.gap
    beside = placer.right - column >= 2 * (widest + 2 * placer.pad_x) + placer.gap
    for number, row in enumerate(view.hand):
        marked = view.focus[1] if view.focus is not None and view.focus[0] == number else None
        label = labels[number]
        if beside:
            top, width = placer.y + placer.pad_y, font.size(label)[0]
            placer.pieces.append(_Piece("suit", label, placer.left, top, width, True))
        else:
            placer.text("suit", label, heading=True)
        left = column if beside else placer.left + placer.gap
        placer.chips("card", row.cards, marked, left=left, framed=row.playable)


def _place(
    view: WindowView, size: int, width: int, bottom: int, columns: int = 1
) -> tuple[_Placer, int]:
    """Place the required part of a view (all but the lines said) at one text size, a list
    in it scrolled to fit above ``bottom`` (pixels) where it can be; returns the placer and
    the height used."""
    placer = _place_in(view, size, width, 0, columns)  # the list's selected item alone
    if placer.list_used and placer.list_bottom < bottom:
        room = bottom - placer.list_bottom + placer.list_used
        placer = _place_in(view, size, width, room, columns)
    return placer, placer.y


def _place_in(
    view: WindowView, size: int, width: int, list_room: int | None, columns: int = 1
) -> _Placer:
    """Place the view's content at one text size; ``columns`` 2: a table's hand in the right
    half of the window, beside the rest (the placer then holds both columns' pieces, its
    ``y`` the lower end of the two)."""
    placer = _Placer(size, width, list_room)
    content = view.content
    if isinstance(content, TableView) and columns == 2:
        split = width // 2
        placer.right = split - placer.margin // 2
        hand = _Placer(size, width)
        hand.left = split + placer.margin // 2
        _place_table(placer, content, hand)
        placer.list_bottom = placer.y
        placer.pieces.extend(hand.pieces)
        placer.y = max(placer.y, hand.y)
        placer.clipped = placer.clipped or hand.clipped
        return placer
    if isinstance(content, TableView):
        _place_table(placer, content)
    elif content is not None:  # a list or the reader: its title, then its items or text
        placer.text("title", content.title, heading=True)
        placer.space()
        if isinstance(content, ListView):
            placer.items(content)
        else:
            placer.text("paragraph", content.text)
    placer.list_bottom = placer.y
    return placer


_FITTED: dict[tuple[int, int, int, type], int] = {}
"""The text size the last layout found for a window size, a requested size and a kind of
content, where the requested one did not fit: the next layout tries it first."""


def _layout(view: WindowView, width: int, height: int, zoom: int) -> _Layout:
    """The largest text size up to the requested one at which the view fits together with
    the whole newest line said, and below it as many of the last lines said as fit (the
    newest at the bottom). A newest line of :data:`WHOLE_FROM` lines or more that does not
    fit is shown alone instead (:func:`_whole`): no line said is cut (the answer to Ctrl+Plus
    at 300 percent lost its end, "The window has room for 235 …")."""
    newest = view.said[-1] if view.said else ""

    wide = isinstance(view.content, TableView) and width >= height * WIDE_RATIO

    def attempt(size: int) -> tuple[_Placer, int, bool]:
        room = _Placer(size, width)
        kept = len(_said_lines(room, newest))
        if kept >= WHOLE_FROM:  # its start: it is shown alone when it does not fit (_whole)
            kept = 2
        bottom = height - room.margin - (kept + 1 if kept else 0) * room.line
        for columns in (1, 2) if wide else (1,):  # then the hand beside the rest of the table
            placer, used = _place(view, size, width, bottom, columns)
            fits = used <= bottom and not placer.clipped and not placer.list_short
            if fits:
                break
        return placer, used, fits

    # the requested size; else the largest that fits, found by bisection from a first guess
    # (the size the last drawing of this kind found, else one in proportion to the height
    # needed) and a bracket just above it
    size = max(MIN_TEXT_PX, round(BASE_TEXT_PX * zoom / 100))
    placer, used, fits = attempt(size)
    if not fits and size > MIN_TEXT_PX:
        key = (width, height, size, type(view.content))
        low, high = MIN_TEXT_PX, size
        best: tuple[_Placer, int, bool] | None = None
        last = _FITTED.get(key)
        if last is not None and low <= last < high:
            guess, step = last, 1  # a card played seldom changes the size that fits
        else:
            guess = max(low, min(high - 1, int(size * height / max(used + placer.line, 1))))
            step = max(1, guess // 8)
        first = True
        while True:
            trial = attempt(guess)
            if trial[2]:
                low, best = guess, trial
            else:
                high = guess
            if high - low <= 1:
                break
            guess = min(high - 1, guess + step) if first and trial[2] else (low + high) // 2
            first = False
        placer, used, _ = best if best is not None else attempt(MIN_TEXT_PX)
        if len(_FITTED) > 64:
            _FITTED.clear()
        _FITTED[key] = placer.size
        size = placer.size
    layout = _Layout(size, placer.pieces, used)
    said_lines: list[tuple[str, int]] = []
    rows = (height - placer.margin - used) // placer.line - 1  # a line's room for the rule
    placer = _Placer(size, width)  # the lines said take the whole width, as measured above
    for number, text in enumerate(reversed(view.said)):
        wrapped = _said_lines(placer, text)
        if len(said_lines) + len(wrapped) > rows:
            if number == 0 and len(wrapped) >= WHOLE_FROM:  # a long answer: alone, whole
                return _whole(text, width, height, size)
            if number == 0 and rows > 0:  # the newest: its start, marked as cut
                said_lines = _start_of(placer, wrapped, rows)
            break
        said_lines = wrapped + said_lines
    if said_lines:
        placer.y = height - placer.margin - len(said_lines) * placer.line
        layout.rule_y = placer.y - placer.line // 2
        placer.lines("said", said_lines)
        layout.pieces.extend(placer.pieces)
    return layout


def _whole(text: str, width: int, height: int, size: int) -> _Layout:
    """The layout of a line said that is too long for the room below the rest (the keys F1
    names, the score of every deal): under the heading "Just said", alone in the window, at the
    largest text size up to ``size`` at which all of it fits, else at :data:`MIN_TEXT_PX`
    with its last line shown ending in "…". The screen's content comes back with the next
    line said."""
    heading = t("window-said-whole")

    def attempt(size: int) -> tuple[_Placer, list[tuple[str, int]], bool]:
        placer = _Placer(size, width)
        placer.text("title", heading, heading=True)
        placer.space()
        lines = _said_lines(placer, text)
        rows = (height - placer.margin - placer.y) // placer.line
        return placer, lines, len(lines) <= rows

    placer, lines, fits = attempt(size)
    low, high = MIN_TEXT_PX, size
    if not fits:
        found = None
        while high - low > 1:  # the largest size that fits, by bisection
            middle = (low + high) // 2
            trial = attempt(middle)
            if trial[2]:
                low, found = middle, trial
            else:
                high = middle
        placer, lines, fits = found if found is not None else attempt(MIN_TEXT_PX)
    if not fits:
        lines = _start_of(placer, lines, max(1, (height - placer.margin - placer.y) // placer.line))
    placer.lines("said", lines)
    return _Layout(placer.size, placer.pieces, placer.y)


def _said_lines(placer: _Placer, text: str) -> list[tuple[str, int]]:
    """A line said, wrapped to the column: its lines with their indent in pixels (the lines
    after the first are indented, so that a wrapped line is not taken for the next said)."""
    width = placer.right - placer.left
    lines = _wrap(placer.font, text, width)
    if len(lines) < 2:
        return [(line, 0) for line in lines]
    words = text.split()
    taken = len(lines[0].split())
    if " ".join(words[:taken]) != lines[0]:  # a word too long for a line was broken
        return [(line, 0) for line in lines]
    indent = placer.gap
    rest = _wrap(placer.font, " ".join(words[taken:]), width - indent)
    return [(lines[0], 0), *((line, indent) for line in rest)]


def _start_of(placer: _Placer, lines: list[tuple[str, int]], rows: int) -> list[tuple[str, int]]:
    """The first ``rows`` (at least 1) lines of a wrapped line said, the last ending in "…"."""
    line, indent = lines[rows - 1]
    return [
        *lines[: rows - 1],
        (_cut(placer.font, line, placer.right - placer.left - indent), indent),
    ]


def _cut(font: pygame.font.Font, line: str, width: int) -> str:
    """A line ending in "…" that still fits ``width`` pixels."""
    words = line.split()
    while words:
        text = " ".join(words) + " …"
        if font.size(text)[0] <= width:
            return text
        words.pop()
    return "…"


def draw(surface: pygame.Surface, view: WindowView, theme: Theme, zoom: int) -> list[Drawn]:
    """Draw a view in large print on a surface (any surface: no display is needed).

    Args:
        surface: where to draw; it is filled with the theme's background first.
        view: what to show (:func:`view_of`).
        theme: the colours (:data:`THEME_COLOURS`).
        zoom: the text size in percent of :data:`BASE_TEXT_PX` (50 to 400); smaller text is
            used only when the view would not fit otherwise.

    Returns:
        Every text drawn, with its role and rectangle, in drawing order.

    Raises:
        pygame.error: the font cannot be loaded or the surface cannot be drawn on.
    """
    width, height = surface.get_size()
    layout = _layout(view, width, height, zoom)
    font = _font(layout.size)
    background = theme.background
    surface.fill(background)
    border = max(2, layout.size // 14)
    drawn: list[Drawn] = []
    if layout.rule_y is not None:
        margin = max(6, layout.size // 2)
        pygame.draw.line(
            surface, theme.text, (margin, layout.rule_y), (width - margin, layout.rule_y), border
        )
    for piece in layout.pieces:
        colour = theme.heading if piece.heading else theme.text
        behind = background
        if piece.frame is not None:
            if piece.inverse:
                outer = piece.frame.inflate(2 * border + 2, 2 * border + 2)
                pygame.draw.rect(surface, theme.text, outer, border)
                pygame.draw.rect(surface, theme.text, piece.frame)
                colour, behind = background, theme.text
            else:
                pygame.draw.rect(surface, theme.text, piece.frame, border)
        font.set_underline(piece.heading)  # headings told apart by shape, not colour alone
        try:
            image = font.render(piece.text, True, colour, behind)
        finally:
            font.set_underline(False)
        y = piece.y - _raised(font, piece.text)
        area = pygame.Rect(0, 0, min(piece.width, image.get_width()), image.get_height())
        surface.blit(image, (piece.x, y), area)
        rect = pygame.Rect(piece.x, y, area.width, area.height).clip(surface.get_rect())
        drawn.append(Drawn(piece.role, piece.text, rect, colour, behind, layout.size, piece.frame))
    return drawn


def _raised(font: pygame.font.Font, text: str) -> int:
    """How far a text must be raised (pixels) to sit on the same baseline as the others: a
    capital with an accent (À, Ö, É) reaching above the font's ascent makes SDL_ttf push the
    whole line down by as much."""
    tops = [glyph[3] for glyph in font.metrics(text) if glyph is not None]
    return max(0, max(tops, default=0) - font.get_ascent())


# -- the display window ------------------------------------------------------------------------


def opening_size(desktop: tuple[int, int] | None = None) -> tuple[int, int]:
    """The window's size when it opens: :data:`DEFAULT_SIZE`, made smaller where the screen
    is (``desktop``; None: the first display's desktop size, as SDL reports it) so that it
    takes at most nine tenths of it each way, which leaves room for a panel or a title bar."""
    if desktop is None:
        desktops = pygame.display.get_desktop_sizes() if pygame.display.get_init() else []
        desktop = desktops[0] if desktops else None
    if desktop is None:
        return DEFAULT_SIZE
    width, height = desktop
    return (min(DEFAULT_SIZE[0], width * 9 // 10), min(DEFAULT_SIZE[1], height * 9 // 10))


def centred(size: tuple[int, int], desktop: tuple[int, int]) -> tuple[int, int]:
    """Where a window of ``size`` lies centred on a screen of ``desktop`` size (its top left
    corner, never above or left of the screen's)."""
    return (max(0, (desktop[0] - size[0]) // 2), max(0, (desktop[1] - size[1]) // 2))


def window_rect() -> pygame.Rect | None:
    """The display window's place on the screen and size (None where SDL cannot tell)."""
    window = _display_window()
    if window is None:
        return None
    return pygame.Rect(window.position, window.size)


def _display_window() -> pygame.Window | None:
    """The window ``pygame.display`` draws in (None without one, or where pygame cannot)."""
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        return None
    with warnings.catch_warnings():
        # pygame-ce 2.5 deprecates it for drawing through the window, not for its position
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None


def centre_window(size: tuple[int, int]) -> None:
    """Put the display window of ``size`` in the middle of the first display's desktop, so that
    all of it is on screen: SDL keeps a window's corner when it grows (a window made at
    800×300 in the middle and grown to 1000×700 hung off the bottom of a 1280×800 screen), and
    without a window manager nothing moves it back. Never raises."""
    try:
        desktops = pygame.display.get_desktop_sizes()
        window = _display_window()
        if not desktops or window is None:
            return
        window.position = centred(size, desktops[0])
    except pygame.error:  # the window stays where SDL put it
        return


class Window:
    """The display window: opened resizable, drawn again only when what it shows changed.

    Args:
        draw_view: the drawing function (None: :func:`draw`).
    """

    def __init__(
        self,
        draw_view: Callable[[pygame.Surface, WindowView, Theme, int], list[Drawn]] | None = None,
    ) -> None:
        self.draw_view = draw_view
        self.windowed_size = DEFAULT_SIZE
        self.drawn: list[Drawn] = []
        """What the last drawing showed."""
        self.draws = 0
        """How many times the window was drawn."""
        self.shows = False
        """Whether the window is seen (set by :meth:`open`): nothing is drawn when not."""
        self._stamp: tuple[object, ...] | None = None

    @property
    def visible(self) -> bool:
        """False when SDL shows nothing (its dummy or offscreen driver) or no display is open."""
        if not pygame.display.get_init() or pygame.display.get_surface() is None:
            return False
        return pygame.display.get_driver() not in HEADLESS_DRIVERS

    def open(self) -> None:
        """Make the display window resizable at :func:`opening_size` (kept as it is if it was
        opened resizable already), centred on the screen (:func:`centre_window`), titled
        "AudioJass". With a video driver that shows nothing (:data:`HEADLESS_DRIVERS`, as in
        script and terminal mode) the window is left as it is and never drawn.

        Raises:
            pygame.error: the display is not initialised or cannot take the mode.
        """
        self.shows = self.visible
        if not self.shows:
            return
        surface = pygame.display.get_surface()
        if surface is not None and surface.get_flags() & pygame.RESIZABLE:
            self.windowed_size = surface.get_size()  # opened resizable already: keep it
        else:
            self.windowed_size = opening_size()
            pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            centre_window(self.windowed_size)
        pygame.display.set_caption("AudioJass")
        self._stamp = None

    def handle(self, event: pygame.event.Event) -> None:
        """A window event: after a resize or when the contents were lost, draw again."""
        if event.type in REDRAW_EVENTS:
            self._stamp = None

    def update(self, app: WindowHost) -> bool:
        """Draw the app's screen if anything shown changed since the last drawing (the
        spoken history, the focus or selection, the theme, the text size, the window's size).
        Returns True when it drew.

        Raises:
            pygame.error: drawing failed (the caller stops drawing and says so).
        """
        if not self.shows:
            return False
        surface = pygame.display.get_surface()
        if surface is None:
            return False
        stamp = (*change_stamp(app), surface.get_size())
        if stamp == self._stamp:
            return False
        theme = THEME_COLOURS.get(app.settings.theme, THEME_COLOURS[THEMES[0]])
        draw_view = self.draw_view or draw
        self.drawn = draw_view(surface, view_of(app), theme, app.settings.text_size)
        pygame.display.flip()
        self._stamp = stamp
        self.draws += 1
        return True

    def room(self, app: WindowHost) -> int | None:
        """The text size in percent (rounded down to a multiple of 5) at which the app's
        screen fits this window now; None when the window is not seen or cannot be laid out.
        Takes a layout's time (a millisecond or two). Never raises."""
        try:
            surface = pygame.display.get_surface() if self.shows else None
            if surface is None:
                return None
            width, height = surface.get_size()
            size = _layout(view_of(app), width, height, app.settings.text_size).size
        except Exception:  # the drawing will report it; the key's answer must not fail
            return None
        return size * 100 // BASE_TEXT_PX // 5 * 5

    def blank(self) -> None:
        """Leave the window dark for good (after a drawing failure). Never raises."""
        self.shows = False
        try:
            surface = pygame.display.get_surface()
            if surface is not None:
                surface.fill((0, 0, 0))
                pygame.display.flip()
        except Exception:  # the window is past helping; speech goes on
            return

    def toggle_full_screen(self) -> bool:
        """Full screen on or off; returns True when the window is now full screen.

        Full screen covers the desktop at its own resolution (SDL's desktop full screen: the
        screen's mode is never changed, so the system's own magnification and scaling stay as
        they are); off, the window is resizable again at the size it had. The same window is
        kept throughout (``pygame.display.toggle_fullscreen`` would change the screen's mode,
        and on X11 re-create the window when leaving full screen).

        Raises:
            pygame.error: the display can do neither.
        """
        if pygame.display.is_fullscreen():
            pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            centre_window(self.windowed_size)  # without a window manager it kept no place
        else:
            surface = pygame.display.get_surface()
            if surface is not None:
                self.windowed_size = surface.get_size()
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self._stamp = None
        return pygame.display.is_fullscreen()


# -- keys --------------------------------------------------------------------------------------


def _step(values: Sequence[int], current: int, step: int) -> int:
    """The next value of an ordered sequence from ``current`` in direction ``step`` (±1)."""
    if step > 0:
        return next((value for value in values if value > current), values[-1])
    return next((value for value in reversed(values) if value < current), values[0])


def text_size_phrase(size: int) -> str:
    """ "Text size 150 percent." (with "the largest" / "the smallest" at the ends)."""
    low, high = TEXT_SIZE_LIMITS
    if size >= high:
        return t("window-text-size-largest", size=size)
    if size <= low:
        return t("window-text-size-smallest", size=size)
    return t("window-text-size", size=size)


def change_text_size(app: WindowHost, step: int) -> None:
    """One step larger (``step`` 1) or smaller (-1) text; stored in the settings."""
    settings = app.settings
    settings.text_size = _step(TEXT_SIZES, settings.text_size, step)
    app.store_settings()


def change_theme(app: WindowHost, step: int) -> None:
    """The next (``step`` 1) or previous (-1) theme; stored in the settings."""
    app.settings.theme = step_value(THEMES, app.settings.theme, step, wrap=True)
    app.store_settings()


_NOT_SHOWN = {
    "zoom_in": "window-none-larger",
    "zoom_out": "window-none-smaller",
    "theme": "window-none-colours",
}
"""What the window's keys say in terminal mode, where there is no window ("There is no
window to show larger text.")."""


def window_command(app: WindowHost, command: str) -> None:
    """Carry out one of :data:`WINDOW_COMMANDS`; each answers in speech. Never raises for a
    display that cannot go full screen (it is said and reported). In terminal mode
    (``app.terminal_mode``) there is no window: each says so and changes no setting.

    Raises:
        ValueError: ``command`` is not one of :data:`WINDOW_COMMANDS`.
    """
    if command == "full_screen":
        window = app.window
        if window is None or not window.visible:
            app.say(t("window-none-full-screen"), interrupt=True)
            return
        try:
            full = window.toggle_full_screen()
        except pygame.error as error:
            app.report(f"cannot switch full screen: {error}")
            app.say(t("window-full-screen-failed"), interrupt=True)
            return
        app.say(t("window-full-screen-on" if full else "window-full-screen-off"), interrupt=True)
    elif app.terminal_mode and command in _NOT_SHOWN:
        # the text size and the theme are the window's: a key nobody sees the effect of
        # changes nothing (Options still sets them for the window)
        app.say(t(_NOT_SHOWN[command]), interrupt=True)
    elif command in ("zoom_in", "zoom_out"):
        change_text_size(app, 1 if command == "zoom_in" else -1)
        size = app.settings.text_size
        text = text_size_phrase(size)
        room = app.window.room(app) if app.window is not None else None
        if room is not None and room < size * 0.9:  # a smaller shortfall is hardly seen
            text = t("window-size-room", phrase=text, room=room)
        app.say(text, interrupt=True)
    elif command == "theme":
        change_theme(app, 1)
        theme = app.settings.theme.replace(" ", "-")  # "yellow on black" → "yellow-on-black"
        app.say(t("window-theme", theme=theme), interrupt=True)
    else:
        raise ValueError(f"not a window command: {command!r}")
