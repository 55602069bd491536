"""The window on real screens: under an X server of its own (Xvfb, no window manager) at
1024×600, 1280×800 and 1366×768, the game's real loop opens its window
(tests/window_on_screen.py), and at every text size from the smallest to the largest, in each
theme, on the main menu and at a table, the window lies wholly on the screen and every text
drawn lies wholly in the window, none cut ("…").

The window used to open at 800×300 in the middle of the screen and grow to 1000×700 from its
corner: on 1280×800 its bottom 150 pixels, on 1366×768 the whole band of lines said, were off
screen. Where Xvfb is missing these tests skip, unless AUDIOJASS_REQUIRE_DISPLAY is set (as in
CI): then they fail.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from audiojass.settings import THEMES
from audiojass.window import TEXT_SIZES, centred, opening_size

TESTS = Path(__file__).resolve().parent
REQUIRE_DISPLAY = "AUDIOJASS_REQUIRE_DISPLAY"


def display_missing(reason: str) -> None:
    """Skip, or fail when AUDIOJASS_REQUIRE_DISPLAY is set (CI)."""
    if os.environ.get(REQUIRE_DISPLAY, "").strip() not in ("", "0"):
        pytest.fail(f"an X server is required ({REQUIRE_DISPLAY} is set) but {reason}")
    pytest.skip(reason)


@pytest.fixture
def screen(request: pytest.FixtureRequest) -> Iterator[tuple[str, tuple[int, int]]]:
    """An Xvfb X server of the size asked for, on a free display; yields (DISPLAY, size)."""
    width, height = request.param
    program = shutil.which("Xvfb")
    if program is None:
        display_missing("Xvfb is not installed (apt install xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen(
        [
            program,
            "-displayfd",
            str(write),
            "-screen",
            "0",
            f"{width}x{height}x24",
            "-nolisten",
            "tcp",
        ],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    os.close(write)
    try:
        with os.fdopen(read) as answer:
            number = answer.readline().strip()  # written once the server takes clients
        if not number:
            pytest.fail(f"Xvfb did not start (exit code {server.poll()})")
        yield f":{number}", (width, height)
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(10)


def on_screen(display: str, out: Path) -> dict[str, Any]:
    environment = {**os.environ, "DISPLAY": display}
    environment.pop("WAYLAND_DISPLAY", None)
    done = subprocess.run(
        [sys.executable, str(TESTS / "window_on_screen.py"), str(out)],
        cwd=TESTS,
        env=environment,
        capture_output=True,
        text=True,
        timeout=150,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return result


def test_the_opening_size_and_place_fit_every_screen() -> None:
    assert opening_size((1920, 1080)) == (1000, 700)
    assert opening_size((1024, 600)) == (921, 540)
    assert opening_size((1366, 768)) == (1000, 691)
    assert centred((1000, 691), (1366, 768)) == (183, 38)
    assert centred((1000, 700), (800, 600)) == (0, 0)


@pytest.mark.slow
@pytest.mark.parametrize("screen", [(1024, 600), (1280, 800), (1366, 768)], indirect=True)
def test_the_window_and_every_text_are_on_screen_at_every_size_and_theme(
    screen: tuple[str, tuple[int, int]], tmp_path: Path
) -> None:
    display, (width, height) = screen
    result = on_screen(display, tmp_path / "drawings.json")
    assert result["failures"] == []
    assert result["code"] == 0
    drawings = result["drawings"]
    for scene in ("main menu", "table"):
        shown = {(d["theme"], d["zoom"]) for d in drawings if d["scene"] == scene}
        assert shown == {(theme, zoom) for theme in THEMES for zoom in TEXT_SIZES}, scene
    assert any(
        item["role"] == "card" for d in drawings if d["scene"] == "table" for item in d["items"]
    )
    problems = []
    for d in drawings:
        where = (d["scene"], d["theme"], d["zoom"])
        assert d["desktop"] == [width, height]
        x, y, w, h = d["window"]
        assert d["surface"] == [w, h]
        if x < 0 or y < 0 or x + w > width or y + h > height:
            problems.append((where, "window", d["window"]))
        for item in d["items"]:
            left, top, item_width, item_height = item["rect"]
            whole = item_width == item["whole"][0]
            inside = left >= 0 and top >= 0 and left + item_width <= w and top + item_height <= h
            if not (whole and inside) or item["text"].endswith("…"):
                problems.append((where, item["role"], item["text"], item["rect"]))
    assert problems == []
