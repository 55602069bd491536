"""How long the hint key takes to answer, through the real event loop, as the table plays.

What is measured
    The time from the hint key (I) to the hint being spoken, on the human's turn: the key's
    timestamp (``time.perf_counter()``) is taken when the script hands the key to the loop,
    which posts it as a KEYDOWN event; the hint's when the speech output's ``speak`` is called
    with it. The loop is :func:`audiojass.app.run` in script mode, the App built as the tests
    build it (a recording speech output, recording sounds, the default keymap, settings in a
    temporary folder, SDL's dummy drivers) with the table's own bots thinking in real time
    (``--bots``, normal by default; not the repeatable sample counts of script mode) and the
    hint's own search as the table runs it (the strong player's ``analyse`` for
    :data:`audiojass.hints.HINT_BUDGET_MS` on a thread). The player presses I once at every
    decision of its own with a choice (trump, bids, the six, the dix, the kitty, cards), waits
    for the hint, then plays as the tests' autoplay player does (the first playable card from
    hearts to clubs, the first item of a list), until ``--hints`` hints were heard or the game
    ends.

    Reported per variant: the number of hints, p50, p95 and max in milliseconds, how many took
    longer than ``--limit-ms`` (1,000: the target), and how many answered "No hint this time".
    The exit code is 0 either way: this is a benchmark, not a test.

How to run (from the project root)::

    uv run python bench/hint_latency.py
    uv run python bench/hint_latency.py --variants schieber putz5 belote --hints 60 --seed 3
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from conftest import autoplay  # the tests' player: the keys a person presses
from fakes import RecordingOutput  # the recording output lives with the tests

from audiojass.app import App, TableScreen, run
from audiojass.keymap import load_keymap
from audiojass.rules import ALL_VARIANTS
from audiojass.settings import Settings
from audiojass.sound import RecordingSounds


class TimedSpeech(RecordingOutput):
    """A recording output that timestamps each ``speak`` call on entry."""

    def __init__(self) -> None:
        super().__init__("the benchmark recorder")
        self.times: list[float] = []

    def speak(self, text: str, *, interrupt: bool) -> None:
        self.times.append(time.perf_counter())
        super().speak(text, interrupt=interrupt)


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile of ``values`` (not empty)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def measure(variant: str, seed: int, hints: int, bots: str) -> dict[str, Any]:
    """Play ``variant`` with hints asked at every decision; the latencies in milliseconds."""
    speech = TimedSpeech()
    keymap, problems = load_keymap()
    assert not problems, problems
    with tempfile.TemporaryDirectory() as folder:
        app = App(
            speech,
            RecordingSounds(),
            keymap,
            Settings(verbosity="full", bot_delay=0.0),
            Path(folder),
            seed=seed,
            bot_delay=0.0,
            bots=bots,
        )
        latencies: list[float] = []
        failed = 0
        asked: set[tuple[int, int]] = set()

        def keys(app: App) -> Iterator[str]:
            nonlocal failed
            for key in autoplay()(app):
                screen = app.screens[-1] if app.screens else None
                if isinstance(screen, TableScreen):
                    session = screen.session
                    game = session.game
                    decision = (game.deal_number, len(game.history))
                    if (
                        not session.finished
                        and not game.is_terminal()
                        and not game.is_chance_node()
                        and game.current_player == session.human
                        and len(session.view.legal_actions) > 1
                        and decision not in asked
                    ):
                        asked.add(decision)
                        start = len(speech.spoken)
                        pressed = time.perf_counter()
                        yield "i"  # the loop asks for the next key once the hint is said
                        said = [
                            (when, text)
                            for when, (text, _) in zip(
                                speech.times[start:], speech.spoken[start:], strict=True
                            )
                            if text.startswith(("Hint", "No hint this time"))
                        ]
                        if said:
                            when, text = said[0]
                            if text.startswith("No hint"):
                                failed += 1
                            else:
                                latencies.append((when - pressed) * 1000)
                        if len(latencies) + failed >= hints:
                            return
                yield key

        run(app, script=keys(app), variant=variant)
    return {
        "variant": variant,
        "hints": len(latencies),
        "failed": failed,
        "p50_ms": round(percentile(latencies, 0.5), 1) if latencies else None,
        "p95_ms": round(percentile(latencies, 0.95), 1) if latencies else None,
        "max_ms": round(max(latencies), 1) if latencies else None,
        "latencies": latencies,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", nargs="+", default=list(ALL_VARIANTS), help="every game")
    parser.add_argument("--hints", type=int, default=40, help="hints per variant (40)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="normal", help="the opponents (normal)")
    parser.add_argument("--limit-ms", type=float, default=1000.0, help="the target (1000)")
    parser.add_argument("--json", action="store_true", help="one JSON object per variant")
    args = parser.parse_args(argv)
    every: list[float] = []
    for variant in args.variants:
        result = measure(variant, args.seed, args.hints, args.bots)
        over = sum(1 for value in result["latencies"] if value > args.limit_ms)
        result["over"] = over
        every.extend(result["latencies"])
        if args.json:
            print(json.dumps({k: v for k, v in result.items() if k != "latencies"}))
        else:
            print(
                f"{variant}: {result['hints']} hints, p50 {result['p50_ms']} ms, "
                f"p95 {result['p95_ms']} ms, max {result['max_ms']} ms, "
                f"over {args.limit_ms:g} ms: {over}, no hint: {result['failed']}",
                flush=True,
            )
    if every and not args.json:
        over = sum(1 for value in every if value > args.limit_ms)
        print(
            f"all: {len(every)} hints, p50 {percentile(every, 0.5):.1f} ms, "
            f"p95 {percentile(every, 0.95):.1f} ms, max {max(every):.1f} ms, "
            f"over {args.limit_ms:g} ms: {over}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
