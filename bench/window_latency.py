"""Key-to-speech latency with the large-print window drawn, and the time each drawing takes.

``bench/latency.py`` runs on SDL's dummy video driver, where the window is never drawn (no one
could see it). This runs the same benchmark with the dummy window counted as seen, so the loop
draws the table in large print whenever it changes, exactly as on a screen (``flip`` on the
dummy driver costs next to nothing, so a real screen adds the copy to the display), and
reports at the end how many times the window was drawn and how long each drawing took on the
loop's thread (p50, p99, max, in milliseconds; frames where nothing changed draw nothing and
are not counted). Every option of ``bench/latency.py`` applies.

How to run (from the project root)::

    uv run python bench/window_latency.py --loop window --keys 400
"""

from __future__ import annotations

import runpy
import sys
import time
from pathlib import Path

import audiojass.window as window
from audiojass.app import App

BENCH = Path(__file__).resolve().parent / "latency.py"


def main() -> None:
    window.HEADLESS_DRIVERS = ()  # draw on the dummy driver as on a screen
    times: list[float] = []
    update = window.Window.update

    def timed(self: window.Window, app: App) -> bool:
        start = time.perf_counter()
        drew = update(self, app)
        if drew:
            times.append((time.perf_counter() - start) * 1000)
        return drew

    window.Window.update = timed  # type: ignore[method-assign]
    sys.argv = [str(BENCH), *sys.argv[1:]]
    try:
        runpy.run_path(str(BENCH), run_name="__main__")
    finally:
        times.sort()
        if times:
            count = len(times)
            p99 = times[min(count - 1, int(count * 0.99))]
            print(
                f"  window drawn {count} times: p50 {times[count // 2]:.2f} ms, "
                f"p99 {p99:.2f} ms, max {times[-1]:.2f} ms"
            )
        else:
            print("  the window was never drawn")


if __name__ == "__main__":
    main()
