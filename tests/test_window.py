"""The large-print window: what it draws for a real table, menus and the rules, on a plain
surface (SDL's dummy video driver), with the contrast measured on the drawn pixels; and its
keys (F11, Ctrl+Plus, Ctrl+Minus, Ctrl+T) through the real loop in script mode."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from conftest import TableRun, autoplay
from test_every_key import _between_deals

from audiojass import window as window_module
from audiojass.app import App, MenuScreen, RulesScreen, TableScreen
from audiojass.keys import key_event, key_name
from audiojass.narration import card_name, hand_order, rank_name
from audiojass.rules import Phase
from audiojass.settings import THEMES, Settings, load_settings
from audiojass.window import (
    THEME_COLOURS,
    Drawn,
    ListView,
    TableView,
    Window,
    WindowView,
    draw,
    view_of,
)

SEED = 3  # Schieber: after the first trick, Partner and Left have played; 8 cards in hand


def _mid_trick(app: App) -> Iterator[str]:
    """Play like a person until a trick is complete and two cards of the next lie on the table
    with the player to play; then move the focus to the third card (the eight of diamonds)."""
    for key in autoplay()(app):
        screen = app.screens[-1]
        if isinstance(screen, TableScreen):
            session = screen.session
            view = session.view
            mine = session.game.current_player == session.human
            if view.tricks and len(view.trick) >= 2 and mine and view.phase is Phase.PLAY:
                break
        yield key
    yield from ("home", "right", "right")


@pytest.fixture(scope="module")
def mid_game(tmp_path_factory: pytest.TempPathFactory) -> App:
    run = TableRun(tmp_path_factory.mktemp("window"), seed=SEED)
    run.run(_mid_trick, variant="schieber")
    return run.app


def _texts(drawn: list[Drawn], role: str) -> list[str]:
    return [item.text for item in drawn if item.role == role]


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> Counter[tuple[int, int, int]]:
    data = pygame.image.tobytes(surface.subsurface(rect), "RGB")
    return Counter(zip(data[0::3], data[1::3], data[2::3], strict=True))


def _luminance(colour: tuple[int, int, int]) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""

    def linear(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(value) for value in colour)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def _contrast(one: tuple[int, int, int], other: tuple[int, int, int]) -> float:
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _draw(
    app: App, size: tuple[int, int] = (1000, 700), *, zoom: int = 100, theme: str = THEMES[0]
):
    surface = pygame.Surface(size)
    return surface, draw(surface, view_of(app), THEME_COLOURS[theme], zoom)


# --------------------------------------------------------------------------------------------
# the table


def test_the_table_is_drawn_in_the_narrations_words(mid_game: App) -> None:
    _, drawn = _draw(mid_game)
    assert _texts(drawn, "title") == ["Schieber, deal 1"]
    assert _texts(drawn, "trump") == ["Trump is hearts, chosen by you."]
    assert _texts(drawn, "scores") == ["Scores: we 54, they 280. Playing to 2500."]
    assert _texts(drawn, "trick") == ["Partner: ace of spades", "Left: ten of spades"]
    assert _texts(drawn, "note") == ["Partner is winning."]
    assert _texts(drawn, "turn") == ["Your turn to play a card."]
    assert "Your hand, 8 cards; framed cards may be played" in _texts(drawn, "heading")
    assert _texts(drawn, "suit") == ["Hearts, trump:", "Diamonds:", "Spades:", "Clubs:"]
    cards = [item.text for item in drawn if item.role in ("card", "focused card")]
    assert cards == [
        "jack",
        "seven",
        "[eight, not playable]",
        "eight",
        "ace",
        "king",
        "queen",
        "nine",
    ]
    assert _texts(drawn, "said")[-1] == "eight of diamonds, not playable, 3 of 8"


def test_the_hand_follows_the_order_it_is_read_in(mid_game: App) -> None:
    screen = mid_game.screens[-1]
    assert isinstance(screen, TableScreen)
    session = screen.session
    _, drawn = _draw(mid_game)
    cards = [
        item.text.strip("[]").removesuffix(", not playable")
        for item in drawn
        if item.role in ("card", "focused card")
    ]
    browsed = session._hand()  # what the arrows move through: the focus indexes it
    assert browsed == hand_order(session.view.hand, session.view.trump)
    trump = session.view.trump
    assert trump is not None
    assert cards == [rank_name(card.rank, card.suit == trump.suit) for card in browsed]
    focused = next(item for item in drawn if item.role == "focused card")
    rank = rank_name(browsed[session.focus].rank)
    assert focused.text == f"[{rank}, not playable]"  # the eight of diamonds


def test_the_answers_to_a_and_s_are_what_the_window_shows(mid_game: App) -> None:
    screen = mid_game.screens[-1]
    assert isinstance(screen, TableScreen)
    before = len(mid_game.history)
    mid_game.key("a")
    mid_game.key("s")
    trump, scores = mid_game.history[before:]
    _, drawn = _draw(mid_game)
    assert _texts(drawn, "trump") == [trump]
    assert _texts(drawn, "scores") == [scores]
    assert _texts(drawn, "said")[-2:] == [trump, scores]


def test_every_text_is_really_drawn(mid_game: App) -> None:
    surface, drawn = _draw(mid_game)
    assert len(drawn) >= 20
    for item in drawn:
        assert surface.get_rect().contains(item.rect), item
        pixels = _pixels(surface, item.rect)
        assert pixels[item.colour] >= 10, item


@pytest.mark.parametrize("theme", THEMES)
def test_text_contrast_is_at_least_7_to_1_on_the_drawn_pixels(mid_game: App, theme: str) -> None:
    surface, drawn = _draw(mid_game, theme=theme)
    page = surface.get_at((1, 1))[:3]
    assert page == THEME_COLOURS[theme].background
    for item in drawn:
        pixels = _pixels(surface, item.rect)
        behind = pixels.most_common(1)[0][0]
        ink = max(pixels, key=lambda colour: _contrast(colour, behind))
        assert behind == item.background, item
        assert ink == item.colour, item
        assert _contrast(ink, behind) >= 7, (theme, item.text, ink, behind)
        if behind != page:  # a filled frame: the frame too stands out from the page
            assert _contrast(behind, page) >= 7, (theme, item.text)


def test_the_focused_card_is_framed_bracketed_and_filled(mid_game: App) -> None:
    surface, drawn = _draw(mid_game)
    theme = THEME_COLOURS[THEMES[0]]
    focused = [item for item in drawn if item.role == "focused card"]
    # the eight of diamonds may not be played: its fill would hide the missing frame, so it
    # says so, as the speech does
    assert [item.text for item in focused] == ["[eight, not playable]"]
    mark = focused[0]
    assert mark.frame is not None and mark.frame.contains(mark.rect)
    assert (mark.colour, mark.background) == (theme.background, theme.text)
    inside = _pixels(surface, mark.frame)
    assert inside.most_common(1)[0][0] == theme.text  # filled: not an outline in a colour
    others = [item for item in drawn if item.role == "card"]
    assert others and all("[" not in item.text for item in others)
    for item in others:
        assert _pixels(surface, item.rect).most_common(1)[0][0] == theme.background


def test_a_focused_playable_card_is_only_bracketed(mid_game: App) -> None:
    whole = view_of(mid_game)
    table = whole.content
    assert isinstance(table, TableView) and table.focus is not None
    row, position = next(
        (r, p) for r, hand in enumerate(table.hand) for p, ok in enumerate(hand.playable) if ok
    )
    moved = dataclasses.replace(table, focus=(row, position))
    drawn = draw(
        pygame.Surface((1000, 700)),
        dataclasses.replace(whole, content=moved),
        THEME_COLOURS[THEMES[0]],
        100,
    )
    assert _texts(drawn, "focused card") == [f"[{table.hand[row].cards[position]}]"]


def test_unplayable_cards_have_no_frame_on_the_players_turn(mid_game: App) -> None:
    _, drawn = _draw(mid_game)
    framed = {item.text for item in drawn if item.role == "card" and item.frame is not None}
    bare = [item.text for item in drawn if item.role == "card" and item.frame is None]
    assert framed == {"jack", "seven", "eight"}  # trump, and the spades of the led suit
    assert bare == ["ace", "king", "queen", "nine"]


def test_zoom_makes_the_text_larger(mid_game: App) -> None:
    heights = {}
    for zoom in (50, 100, 150, 200):
        _, drawn = _draw(mid_game, (3000, 2000), zoom=zoom)
        trump = next(item for item in drawn if item.role == "trump")
        assert trump.size == window_module.BASE_TEXT_PX * zoom // 100
        heights[zoom] = trump.rect.height
    assert heights[50] < heights[100] < heights[150] < heights[200]
    assert 1.4 < heights[150] / heights[100] < 1.6


@pytest.mark.parametrize(
    "size", [(800, 600), (640, 360), (1920, 1080), (768, 1024), (1080, 1920), (500, 1500)]
)
@pytest.mark.parametrize("zoom", [100, 200, 400])
def test_the_whole_hand_fits_any_window(mid_game: App, size: tuple[int, int], zoom: int) -> None:
    """Landscape, portrait and narrow windows: every card is whole, the focused one too,
    although it says it may not be played ("[eight, not playable]" was cut to "[eight, not
    playa" in portrait windows)."""
    surface, drawn = _draw(mid_game, size, zoom=zoom)
    cards = [item for item in drawn if item.role in ("card", "focused card")]
    assert len(cards) == 8
    bounds = surface.get_rect()
    for item in drawn:
        assert bounds.contains(item.rect), (size, zoom, item)
        assert item.frame is None or bounds.contains(item.frame), (size, zoom, item)
    assert _texts(drawn, "focused card") == ["[eight, not playable]"]
    tricks = [item for item in drawn if item.role == "trick"]
    for item in cards + tricks:  # no card is cut: its whole text was drawn
        assert item.rect.width == pygame.font.Font(None, item.size).size(item.text)[0], item
    assert not any(text.endswith("…") for text in _texts(drawn, "said"))
    if size == (1920, 1080) and zoom == 100:  # the band of lines said fills the room
        assert len(_texts(drawn, "said")) == 18


def test_the_band_of_lines_said_grows_with_the_room(mid_game: App) -> None:
    # it stayed 4 lines whatever the room: at 50 percent a third of the window stayed empty
    counts = {
        (size, zoom): len(_texts(_draw(mid_game, size, zoom=zoom)[1], "said"))
        for size in [(1000, 700), (1000, 1000)]
        for zoom in (50, 100)
    }
    assert counts[(1000, 700), 100] < counts[(1000, 1000), 100]
    assert counts[(1000, 700), 100] < counts[(1000, 700), 50]
    assert counts[(1000, 700), 50] > 4


def test_texts_do_not_overlap(mid_game: App) -> None:
    for size in [(1000, 700), (640, 360)]:
        _, drawn = _draw(mid_game, size)
        for index, item in enumerate(drawn):
            for other in drawn[index + 1 :]:
                assert not item.rect.colliderect(other.rect), (size, item.text, other.text)


# --------------------------------------------------------------------------------------------
# menus and the rules reader


def test_a_menu_shows_its_title_its_items_and_the_selection(table) -> None:
    run = table()
    run.run(["down", "down"])
    app = run.app
    _, drawn = _draw(app)
    assert _texts(drawn, "title") == ["Main menu"]
    items = [item.text for item in drawn if item.role in ("item", "selected item")]
    assert items == ["New game", "Continue", "[Options]", "Rules", "Play online", "Quit"]
    selected = next(item for item in drawn if item.role == "selected item")
    assert selected.background == THEME_COLOURS[THEMES[0]].text
    assert _texts(drawn, "said")[-1] == "Options, 3 of 6"


def test_the_rules_reader_shows_where_it_is_and_the_paragraph(table) -> None:
    run = table()
    run.run(["down", "down", "down", "enter", "enter", "down"])
    app = run.app
    screen = app.screens[-1]
    assert isinstance(screen, RulesScreen)
    _, drawn = _draw(app)
    count = len(screen.paragraphs())
    assert _texts(drawn, "title") == [f"Rules of Jass, paragraph 2 of {count}"]
    shown = " ".join(_texts(drawn, "paragraph"))
    assert shown == " ".join(screen.paragraphs()[1].split())


def test_the_open_trump_choice_is_drawn_as_a_list(table) -> None:
    run = table()
    run.run(["a", "down"], variant="jass")
    _, drawn = _draw(run.app)
    assert "Choose trump" in _texts(drawn, "heading")
    assert _texts(drawn, "selected item") == ["[Diamonds]"]
    assert "focused card" not in {item.role for item in drawn}


def test_a_long_answer_is_shown_alone_and_whole_where_it_does_not_fit(table) -> None:
    """F1's answer does not fit below the menu in a small window: it is shown alone, all of
    it, at the largest size that holds it (it was cut after its first lines); in a window too
    small even for that, its start, marked as cut; the next line said brings the menu back."""
    run = table()
    run.run(["f1"])
    answer = run.lines[-1]
    assert answer.startswith("Keys: Up arrow: previous item.")
    _, drawn = _draw(run.app, (1000, 700))
    said = _texts(drawn, "said")
    start = next(i for i, line in enumerate(said) if line.startswith("Keys:"))
    assert " ".join(said[start:]) == answer  # room enough below the menu: all of it
    assert "Main menu" in _texts(drawn, "title")
    _, drawn = _draw(run.app, (640, 360))
    assert _texts(drawn, "title") == ["Just said"]
    assert " ".join(_texts(drawn, "said")) == answer
    sizes = {item.size for item in drawn}
    assert len(sizes) == 1
    size = sizes.pop()
    assert window_module.MIN_TEXT_PX < size < window_module.BASE_TEXT_PX
    assert all(item.rect.bottom <= 360 for item in drawn)
    _, drawn = _draw(run.app, (240, 80))
    said = _texts(drawn, "said")
    assert said[0].startswith("Keys: Up arrow: previous item.")
    assert said[-1].endswith(" …")
    assert all(item.rect.bottom <= 80 for item in drawn)
    run.run(["down"])
    _, drawn = _draw(run.app, (640, 360))
    assert "Main menu" in _texts(drawn, "title")
    assert _texts(drawn, "said")[-1] == run.lines[-1]


def test_between_deals_the_window_says_what_enter_does(table) -> None:
    run = table(seed=3)
    run.run(_between_deals, variant="putz5")
    _, drawn = _draw(run.app)
    assert _texts(drawn, "turn") == ["The deal is over. Press Enter to deal the next deal."]
    assert "Your hand is empty." in _texts(drawn, "heading")
    assert not [item for item in drawn if item.role in ("card", "focused card")]
    # the deal just finished stays on the table: its last trick, who took it
    screen = run.app.screens[-1]
    assert isinstance(screen, TableScreen)
    last = screen.session.facts_view().tricks[-1]
    assert len(last.cards) == 5
    trick = _texts(drawn, "trick")
    assert len(trick) == 5
    assert [line.split(": ")[1] for line in trick] == [card_name(card) for card in last.cards]
    assert "Last trick" in _texts(drawn, "heading")
    assert _texts(drawn, "said")[-1] == "Press Enter to deal the next deal."


def test_a_long_list_scrolls_instead_of_shrinking() -> None:
    """A list longer than the window shows the items around the selected one at the text
    size asked for, with how many more lie above and below (Contrée's first bid list has 41
    items: shrunk to fit, its text was 11 pixels high)."""
    view = WindowView(ListView("Bids", tuple(f"Bid number {n}" for n in range(41)), 20))
    surface = pygame.Surface((1000, 700))
    drawn = draw(surface, view, THEME_COLOURS[THEMES[0]], 100)
    assert {item.size for item in drawn} == {window_module.BASE_TEXT_PX}
    shown = [item.text for item in drawn if item.role in ("item", "selected item")]
    first = int(shown[0].split()[-1])
    assert shown == [
        "[Bid number 20]" if n == 20 else f"Bid number {n}"
        for n in range(first, first + len(shown))
    ]
    assert 5 <= len(shown) < 41 and first < 20 < first + len(shown) - 1
    below = 41 - first - len(shown)
    assert _texts(drawn, "more") == [f"{first} more above", f"{below} more below"]
    for item in drawn:
        assert surface.get_rect().contains(item.rect)
    # where even three items do not fit at the size asked, the text is made smaller for them
    view = WindowView(ListView("Options", tuple(f"Item number {n}" for n in range(12)), 11))
    surface = pygame.Surface((640, 360))
    drawn = draw(surface, view, THEME_COLOURS[THEMES[0]], 400)
    assert _texts(drawn, "selected item") == ["[Item number 11]"]
    items = _texts(drawn, "item")
    assert items == [f"Item number {n}" for n in range(11 - len(items), 11)]
    assert len(items) >= 2
    assert _texts(drawn, "more") == [f"{11 - len(items)} more above"]
    for item in drawn:
        assert surface.get_rect().contains(item.rect)


# --------------------------------------------------------------------------------------------
# keys, settings and the loop


def test_window_keys_have_names_that_survive_a_round_trip() -> None:
    for name in ("ctrl+plus", "ctrl+equals", "ctrl+shift+equals", "ctrl+minus", "f11"):
        event = key_event(name)
        assert key_name(event.key, event.mod) == name
    assert key_name(pygame.K_KP_PLUS, pygame.KMOD_LCTRL) == "ctrl+plus"
    assert key_name(pygame.K_KP_MINUS, pygame.KMOD_RCTRL) == "ctrl+minus"


def test_zoom_and_theme_keys_answer_and_are_remembered(table) -> None:
    run = table()
    keys = ["ctrl+plus", "ctrl+equals", "ctrl+minus", "ctrl+t", "ctrl+t", "ctrl+t", "ctrl+t"]
    keys += ["ctrl+shift+equals"] * 8 + ["ctrl+minus"] * 10
    lines = run.run(keys)
    assert lines[-25:] == [
        "Text size 125 percent.",
        "Text size 150 percent.",
        "Text size 125 percent.",
        "Theme: white on black.",
        "Theme: black on white.",
        "Theme: yellow on black.",
        "Theme: white on black.",
        "Text size 150 percent.",
        "Text size 175 percent.",
        "Text size 200 percent.",
        "Text size 250 percent.",
        "Text size 300 percent.",
        "Text size 400 percent, the largest.",
        "Text size 400 percent, the largest.",
        "Text size 400 percent, the largest.",
        "Text size 300 percent.",
        "Text size 250 percent.",
        "Text size 200 percent.",
        "Text size 175 percent.",
        "Text size 150 percent.",
        "Text size 125 percent.",
        "Text size 100 percent.",
        "Text size 75 percent.",
        "Text size 50 percent, the smallest.",
        "Text size 50 percent, the smallest.",
    ]
    settings, problems = load_settings(run.folder)
    assert problems == []
    assert (settings.theme, settings.text_size) == ("white on black", 50)


def test_text_larger_than_the_window_has_room_for_is_said(
    table, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_module, "HEADLESS_DRIVERS", ())  # the dummy window is seen
    run = table()
    lines = run.run(["ctrl+plus"] * 7 + ["ctrl+minus"] * 7)
    assert lines[-14:-12] == ["Text size 125 percent.", "Text size 150 percent."]
    largest = re.fullmatch(
        r"Text size 400 percent, the largest\. The window has room for (\d+) percent\.",
        lines[-8],
    )
    assert largest is not None, lines[-8]
    room = int(largest.group(1))
    assert 100 <= room <= 360 and room % 5 == 0
    assert lines[-1] == "Text size 100 percent."  # it fits: nothing more is said
    window = run.app.window
    assert window is not None
    assert window.room(run.app) == 100
    run.app.settings.text_size = 400
    assert window.room(run.app) is not None and window.room(run.app) < 400


def test_the_options_menu_changes_the_theme_and_the_text_size(table) -> None:
    run = table()
    keys = ["down", "down", "enter", "end", "up", "right", "up", "right", "left", "enter"]
    lines = run.run(keys)  # the last item is Language: the text size is the one before it
    assert lines[-6:] == [
        "Text size: 100 percent, 12 of 13",
        "Text size: 125 percent, 12 of 13",
        "Theme: yellow on black, 11 of 13",
        "Theme: white on black, 11 of 13",
        "Theme: yellow on black, 11 of 13",
        "Theme: white on black, 11 of 13",  # Enter steps on like Right
    ]
    settings, _ = load_settings(run.folder)
    assert (settings.theme, settings.text_size) == ("white on black", 125)


def test_f11_without_a_window_says_so(table) -> None:
    run = table()
    lines = run.run(["f11"])
    assert lines[-1] == "There is no window to show full screen."


def test_f11_switches_full_screen_and_back(table, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window_module, "HEADLESS_DRIVERS", ())  # the dummy window counts
    run = table()
    states: list[tuple[bool, tuple[int, int]]] = []

    def state() -> tuple[bool, tuple[int, int]]:
        return pygame.display.is_fullscreen(), pygame.display.get_surface().get_size()

    def keys(app: App) -> Iterator[str]:
        states.append(state())
        yield "f11"
        states.append(state())
        yield "f11"
        states.append(state())

    lines = run.run(keys)
    assert lines[-2:] == ["Full screen.", "Full screen off."]
    desktop = pygame.display.get_desktop_sizes()[0]
    windowed = states[0][1]
    assert states == [(False, windowed), (True, desktop), (False, windowed)]


def test_the_loop_draws_the_window_only_when_something_changed(
    table, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_module, "HEADLESS_DRIVERS", ())
    run = table()
    seen: list[tuple[int, list[str]]] = []

    def keys(app: App) -> Iterator[str]:
        assert app.window is not None
        for key in ("down", "down", "ctrl+plus", "ctrl+t"):
            yield key
            # the loop ran frames in between (script mode: one per key at least)
            seen.append((app.window.draws, _texts(app.window.drawn, "selected item")))

    run.run(keys)
    app = run.app
    assert app.window is not None and app.window.shows
    assert [draws for draws, _ in seen] == [1, 2, 3, 4]  # once per key: each changes it
    assert [selected for _, selected in seen][:2] == [["[Continue]"], ["[Options]"]]
    width, height = pygame.display.get_desktop_sizes()[0]  # the dummy screen: 1024×768
    default_width, default_height = window_module.DEFAULT_SIZE
    expected = (min(default_width, width * 9 // 10), min(default_height, height * 9 // 10))
    assert pygame.display.get_surface().get_size() == expected


def test_frames_where_nothing_changed_draw_nothing(table, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window_module, "HEADLESS_DRIVERS", ())
    run = table()
    app = run.app
    frames = 0
    tick = app.tick

    def counted() -> None:
        nonlocal frames
        frames += 1
        tick()

    app.tick = counted  # type: ignore[method-assign]
    run.run(["a", "enter", "enter", "t"], variant="jass")  # bots play between the keys
    assert app.window is not None
    assert 1 <= app.window.draws <= len(app.history)
    assert frames > app.window.draws
    assert _texts(app.window.drawn, "said")[-1] == app.history[-1]


def test_redraws_follow_changes_only() -> None:
    pygame.display.init()
    pygame.display.set_mode((200, 100))
    window = Window(draw_view=lambda surface, view, theme, zoom: [])
    window.shows = True
    app = App.__new__(App)
    app.history = ["AudioJass."]
    app.history_index = 1
    app.screens = [MenuScreen("Main menu", [])]
    app.settings = Settings()
    assert window.update(app)
    assert not window.update(app)
    app.history.append("Main menu: New game")
    app.history_index = 2
    assert window.update(app)
    assert not window.update(app)
    app.history_index = 0  # PageUp: the line reviewed is shown
    assert window.update(app)
    app.history_index = 2
    assert window.update(app)
    window.handle(pygame.event.Event(pygame.VIDEORESIZE, w=300, h=200, size=(300, 200)))
    assert window.update(app)
    app.settings.text_size = 150
    assert window.update(app)
    app.settings.theme = THEMES[2]
    assert window.update(app)
    assert not window.update(app)
    assert window.draws == 7


def test_a_drawing_failure_is_reported_once_and_speech_goes_on(
    table, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_module, "HEADLESS_DRIVERS", ())
    calls = 0

    def broken(app: App) -> WindowView:
        nonlocal calls
        calls += 1
        raise RuntimeError("no pixels today")

    monkeypatch.setattr(window_module, "view_of", broken)
    run = table()
    lines = run.run(["down", "ctrl+plus", "down"], errors=1)
    assert calls == 1
    assert lines.count("The window cannot show text any more; speech goes on.") == 1
    assert lines[-4:] == [
        "Continue, 2 of 6",
        "The window cannot show text any more; speech goes on.",
        "Text size 125 percent.",
        "Options, 3 of 6",
    ]


# --------------------------------------------------------------------------------------------
# settings


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ('theme = "pink on purple"', "theme must be one of"),
        ("text_size = 20", "text_size must be 50 to 400 percent, not 20"),
        ("text_size = 1000", "text_size must be 50 to 400 percent, not 1000"),
        ('text_size = "large"', "text_size must be a whole number"),
    ],
)
def test_bad_window_settings_are_reported(tmp_path: Path, line: str, problem: str) -> None:
    (tmp_path / "settings.toml").write_text(line + "\n", encoding="utf-8")
    settings, problems = load_settings(tmp_path)
    assert settings == Settings()
    assert len(problems) == 1 and problem in problems[0]


def test_window_settings_are_kept(tmp_path: Path) -> None:
    text = 'theme = "black on white"\ntext_size = 175\n'
    (tmp_path / "settings.toml").write_text(text, encoding="utf-8")
    settings, problems = load_settings(tmp_path)
    assert problems == []
    assert (settings.theme, settings.text_size) == ("black on white", 175)


# --------------------------------------------------------------------------------------------
# questions, the end of the game, the stock, the rules reader, the review


def test_the_leave_question_replaces_the_turn_and_the_focus(table) -> None:
    """Escape at the table: Enter now leaves, so the window shows the question where the
    turn was and no card as focused (it showed "Your turn" with the ace framed)."""
    run = table()
    lines = run.run(["escape"], variant="jass")
    content = view_of(run.app).content
    assert isinstance(content, TableView) and content.hand
    assert content.turn == lines[-1]
    assert content.turn.startswith("Leave the game? ")
    assert content.focus is None
    _, drawn = _draw(run.app)
    assert "focused card" not in {item.role for item in drawn}


def test_the_question_over_a_saved_game_is_shown(table) -> None:
    """New game while a game is saved: the window shows the question (it was blank)."""
    run = table()
    run.run(["escape", "enter"], variant="jass")  # left: the game is saved
    again = table()
    lines = again.run(["enter", "enter"])  # New game, Jass
    assert lines[-1].startswith("A saved game of Jass, deal 1, will be replaced.")
    _, drawn = _draw(again.app)
    assert " ".join(_texts(drawn, "title")) == lines[-1]


@pytest.mark.slow
def test_after_the_game_no_card_is_focused(table) -> None:
    """Schieber ends in the middle of a deal: the cards left stay in the window, none of them
    marked as focused (Enter goes back to the menu)."""
    run = table(seed=2)
    shown: list[TableView] = []

    def keys(app: App) -> Iterator[str]:
        yield from autoplay()(app)
        content = view_of(app).content
        assert isinstance(content, TableView)
        shown.append(content)

    run.run(keys, variant="schieber")
    assert shown and shown[0].hand and shown[0].focus is None


def test_the_rules_reader_shows_no_earlier_paragraph_below(table) -> None:
    run = table()
    run.run(["down", "down", "down", "enter", "enter", "down", "down", "down"])
    screen = run.app.screens[-1]
    assert isinstance(screen, RulesScreen)
    paragraphs = screen.paragraphs()
    said = view_of(run.app).said
    assert not [line for line in said if any(text in line for text in paragraphs)]


def test_the_line_reviewed_is_the_last_shown(table) -> None:
    """PageUp reads earlier lines: the window's strip ends with the line being read."""
    run = table()
    run.run(["down", "down", "pageup", "pageup"])
    app = run.app
    assert app.history_index == len(app.history) - 2  # the first PageUp reads the last line
    said = view_of(app).said
    assert said[-1] == app.history[app.history_index]
    assert said == tuple(app.history[app.history_index - len(said) + 1 : app.history_index + 1])


def test_an_accented_capital_sits_on_the_line(table) -> None:
    """SDL_ttf pushes a line with "À" or "Ö" down by the accent's height: the window raises
    it, so that "À vous" and "A vous" end on the same pixel row."""
    bottoms = []
    for title in ("A vous de jouer", "À vous de jouer"):
        surface = pygame.Surface((1000, 700))
        theme = THEME_COLOURS[THEMES[0]]
        drawn = draw(surface, WindowView(window_module.ReaderView(title, "")), theme, 100)
        rect = next(item.rect for item in drawn if item.role == "title")
        data = pygame.image.tobytes(surface, "RGB")
        rows = [
            y
            for y in range(rect.top, rect.bottom)
            if any(
                data[(y * 1000 + x) * 3 : (y * 1000 + x) * 3 + 3] == bytes(theme.heading)
                for x in range(rect.left, rect.left + rect.height)  # the first letter
            )
        ]
        bottoms.append(rows[-1])
    assert bottoms[0] == bottoms[1]


def test_a_wide_window_puts_the_hand_beside_the_table(
    mid_game: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the table does not fit a wide window at the size asked, the hand goes to the
    right half, at a larger text than one column allows."""
    _, drawn = _draw(mid_game, (1920, 1080), zoom=400)
    cards = [item for item in drawn if item.role in ("card", "focused card")]
    assert len(cards) == 8 and all(item.rect.left >= 960 for item in cards)
    assert all(item.rect.right <= 960 for item in drawn if item.role in ("trump", "trick"))
    top = next(item for item in drawn if item.role == "title").rect.top
    hand = next(item for item in drawn if item.role == "heading" and "hand" in item.text)
    assert hand.rect.top == top  # beside the table, not below it
    monkeypatch.setattr(window_module, "WIDE_RATIO", 100.0)  # one column only
    _, narrow = _draw(mid_game, (1920, 1080), zoom=400)
    assert narrow[0].size < drawn[0].size <= window_module.BASE_TEXT_PX * 4
    trump = next(item for item in narrow if item.role == "trump")
    assert all(item.rect.top > trump.rect.bottom for item in narrow if item.role == "card")


def test_no_card_is_focused_while_the_six_is_decided(table) -> None:
    """Putz for three, seed 2: the player holds the six of trump, and Enter keeps it: the
    window shows the question as the turn and no card framed as if Enter played it."""
    run = table(seed=2)
    lines = run.run([], variant="putz3")
    assert lines[-1].startswith("You hold the six of ")
    content = view_of(run.app).content
    assert isinstance(content, TableView) and content.hand
    assert content.focus is None
    _, drawn = _draw(run.app)
    assert "focused card" not in {item.role for item in drawn}
