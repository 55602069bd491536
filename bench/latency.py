"""Key-to-speech latency of the AudioJass event loop while the bots are thinking.

What is measured
    The time from a key press to the first speech call that answers it, through the real event
    loop :func:`audiojass.app.run`: a KEYDOWN event is posted to pygame's queue (the key's
    timestamp, ``time.perf_counter()`` taken when ``pygame.event.post`` is called), the loop
    reads it, the keymap and the active screen turn it into words, and the speech output's
    ``speak`` is called (the speech timestamp, taken on entry to ``speak``; only speech said
    while the loop handles that key counts, so bot narration is never mistaken for the answer).

    The App is built as the tests build it: a recording speech output (which also timestamps
    every call), recording sounds, the default keymap, settings and autosave in a temporary
    folder, SDL's dummy video and audio drivers. A game starts at once (``--variant``,
    ``--seed``). The bots are made slow thinkers: every bot's ``act`` burns ``--think-ms`` of
    CPU in pure Python before returning the random bot's choice. It runs on the session's bot
    worker thread, as in real play, so it competes with the event loop for the GIL, the worst
    case a search bot would cause. With a short bot pause (``--bot-delay``, 0.05 s) a bot is
    thinking most of the time.

    Keys are pressed one every ``--interval-ms`` of wall time, whether or not it is the
    player's turn, as a real player does: informational keys that always answer (t, s, c, d,
    f, p, l, right, left, shift+s), and on the player's turn the keys that move the focus to a
    legal card and play it with Enter (Enter also deals the next deal, chooses trump and keeps
    the six), so the game goes on. When a game ends the keys go through the main menu and the
    New game menu to start the same variant again.

    Two loops can be measured (``--loop``):

    * ``script`` (default): ``run(app, script=...)``. ``App.idle`` is replaced so that the
      loop asks the script for a key whenever one is due (instead of only on the player's
      turn); between keys the loop keeps ticking. Script mode runs the loop without a frame
      cap and posts each key just before it reads the queue, so this measures the handling of
      a key, plus any wait for the GIL.
    * ``window``: ``run(app)`` as in keyboard play: 60 frames per second, the loop sleeping in
      ``pygame.event.wait`` until the next frame or the next event. A separate thread posts the
      keys at their scheduled wall time, so
      they arrive at any point of a frame as typed keys do, and the time a key waits in the
      queue for the next frame is part of the latency. The key to press is chosen on the loop's
      thread after each frame (no game state is read from the other thread) and the next key
      is posted only once the previous one was answered.

    Reported: p50, p99 and max latency in milliseconds and the number of samples, over all
    keys and over the keys pressed while a bot was thinking; the latency split into posted →
    read by the loop and read → first ``speak``; the bot decisions completed; the loop's frames
    per second, its frame gap (p50, p99, max) and the time spent in ``App.tick`` and in the
    autosave (written atomically after each action, without waiting for a disk sync); PASS or
    FAIL for the target, p99 under one frame (``--target-ms``, 16) for the keys pressed while
    a bot was thinking. The exit code is 0 either way: this is a benchmark, not a test.

How to run (from the project root)::

    uv run python bench/latency.py
    uv run python bench/latency.py --loop window
    uv run python bench/latency.py --loop both --compare --think-ms 150 --keys 400 --seed 1
    uv run python bench/latency.py --variant putz3 --interval-ms 30 --json
    uv run python bench/latency.py --speech speechd --loop window
    uv run python bench/latency.py --voice-audio --voice-keys 60

``--voice-audio`` measures something else: the time from an arrow key to the first audible
sample of the built-in voice, on SDL's disk audio driver (see :func:`voice_audio`).

``--compare`` also runs the same loop with ``--think-ms 0`` (bots that answer at once) and
prints the ratio of the two p99 latencies. The loop leaves Python's GIL switch interval at
its default (5 ms); the report shows the interval in force.

``--speech speechd`` speaks through a real Speech Dispatcher instead of the recording output:
a private daemon (its own socket and configuration, the eSpeak NG module playing to ALSA's
``null`` device, so no sound card is needed) behind the game's speech chain, as with
``audiojass --speech speechd``. Every call the loop makes into the chain (``speak``,
``stop``, ``update``, ``is_speaking``) is timed on the loop's thread; reported as "loop-thread
time per speech call", with PASS or FAIL for ``--speech-target-ms`` (2 ms at p99), and which
output spoke at the end (a failover would show). Needs the ``speech-dispatcher`` program.
``--speechd-module recorder`` replaces eSpeak NG by a synthesizer that only writes the text to
a file, to tell the client's cost from the synthesizer's CPU load.

``--folder`` chooses the file system where the temporary settings folder (and so the
autosave) goes. A key counts as pressed "while a bot thinks" when a bot's ``act`` was running
at the moment the key was posted.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import argparse
import contextlib
import json
import math
import platform
import sys
import tempfile
import threading
import time
from array import array
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any
from unittest import mock

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from fakes import RecordingOutput  # the recording output lives with the tests
from speechd_daemon import PrivateSpeechd  # so does the private Speech Dispatcher

from audiojass import app as app_module
from audiojass import bots as bots_module
from audiojass.app import VARIANT_ORDER, App, MenuScreen, TableScreen, run
from audiojass.bots import RandomBot
from audiojass.keymap import load_keymap
from audiojass.keys import key_event, key_name
from audiojass.narration import hand_order
from audiojass.rules import Action, Game, Observation, Phase
from audiojass.settings import Settings
from audiojass.sound import RecordingSounds
from audiojass.speech import SpeechChain, SpeechOutput, speechd_output

Stats = dict[str, float | int | None]
"""p50_ms, p99_ms, max_ms (None when there are no values) and count."""

INFO_KEYS = ("t", "s", "c", "d", "f", "p", "l", "right", "left", "shift+s")
"""Keys that answer with speech at the table in every phase (and in the menus)."""


# ----------------------------------------------------------------------------------------------
# measurement


@dataclass
class Press:
    """One key press: when it was posted, read by the loop and first answered by speech."""

    key: str
    posted: float
    thinking: bool
    read: float = math.nan
    spoken: float = math.nan


class Probe:
    """Shared measurement state. ``lock`` guards what the bot and poster threads touch."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.queued: deque[Press] = deque()
        self.presses: list[Press] = []
        self.current: Press | None = None
        self.thinking = 0
        self.decisions = 0
        self.answered = 0
        self.frames = 0
        self.first_frame = math.nan
        self.last_frame = math.nan
        self.frame_gaps = Histogram()
        self.tick_seconds = Histogram()
        self.save_seconds: list[float] = []
        self.plan: tuple[int, str] | None = None
        self.plan_ready = threading.Event()
        self.speech_calls = Histogram()

    def posted(self, event: pygame.event.Event) -> None:
        """Note a KEYDOWN event about to be posted (called on the posting thread)."""
        now = time.perf_counter()
        name = key_name(event.key, event.mod) or ""
        with self.lock:
            self.queued.append(Press(name, now, self.thinking > 0))

    def spoke(self) -> None:
        """Note a speak call (loop thread)."""
        now = time.perf_counter()
        press = self.current
        if press is not None and math.isnan(press.spoken):
            press.spoken = now


class Histogram:
    """Durations counted in 1 µs buckets up to 0.25 s (the loop can run millions of frames in
    a run; a list of them all would take hundreds of megabytes). Percentiles are reported as
    the bucket's upper edge, so they are at most 1 µs high; the maximum is exact."""

    RESOLUTION = 1e-6
    BUCKETS = 250_000

    def __init__(self) -> None:
        self.counts = array("q", bytes(8 * self.BUCKETS))
        self.count = 0
        self.largest = 0.0

    def add(self, seconds: float) -> None:
        self.counts[min(int(seconds / self.RESOLUTION), self.BUCKETS - 1)] += 1
        self.count += 1
        self.largest = max(self.largest, seconds)

    def percentile_ms(self, share: float) -> float:
        rank = max(1, math.ceil(share / 100 * self.count))
        seen = 0
        for bucket, count in enumerate(self.counts):
            seen += count
            if seen >= rank:
                if bucket == self.BUCKETS - 1:
                    return self.largest * 1000
                return min((bucket + 1) * self.RESOLUTION, self.largest) * 1000
        return self.largest * 1000

    def stats(self) -> Stats:
        if not self.count:
            return {"p50_ms": None, "p99_ms": None, "max_ms": None, "count": 0}
        return {
            "p50_ms": self.percentile_ms(50),
            "p99_ms": self.percentile_ms(99),
            "max_ms": self.largest * 1000,
            "count": self.count,
        }


class TimedSpeech(RecordingOutput):
    """A recording output that timestamps each ``speak`` call on entry."""

    def __init__(self, probe: Probe) -> None:
        super().__init__("the benchmark recorder")
        self.probe = probe

    def speak(self, text: str, *, interrupt: bool) -> None:
        self.probe.spoke()
        super().speak(text, interrupt=interrupt)


class LoopTimedSpeech:
    """The game's speech chain, each call timed on the caller's (the loop's) thread.

    ``texts`` lists what was said, as a recording output's does; ``speak`` timestamps the
    answer to a key on entry, as :class:`TimedSpeech` does.
    """

    def __init__(self, chain: SpeechChain, probe: Probe) -> None:
        self.chain = chain
        self.probe = probe
        self.texts: list[str] = []

    @property
    def name(self) -> str:
        return self.chain.name

    def _timed(self, call: Callable[[], Any]) -> Any:
        start = time.perf_counter()
        try:
            return call()
        finally:
            self.probe.speech_calls.add(time.perf_counter() - start)

    def speak(self, text: str, *, interrupt: bool) -> None:
        self.probe.spoke()
        self.texts.append(text)
        self._timed(lambda: self.chain.speak(text, interrupt=interrupt))

    def stop(self) -> None:
        self._timed(self.chain.stop)

    def update(self) -> None:
        self._timed(self.chain.update)

    def is_speaking(self) -> bool:
        return bool(self._timed(self.chain.is_speaking))

    def close(self) -> None:
        self.chain.close()


def burn(seconds: float) -> int:
    """Keep the CPU busy in pure Python (holding the GIL as bytecode does) for ``seconds``."""
    end = time.perf_counter() + seconds
    value = 1
    while time.perf_counter() < end:
        for step in range(256):
            value = (value * 31 + step) % 1_000_003
    return value


def thinking_bot(think_seconds: float, probe: Probe) -> type[RandomBot]:
    """A RandomBot class whose ``act`` first thinks for ``think_seconds`` of pure Python."""

    class ThinkingBot(RandomBot):
        def act(self, observation: Observation) -> Action:
            with probe.lock:
                probe.thinking += 1
            try:
                if think_seconds > 0:
                    burn(think_seconds)
                return super().act(observation)
            finally:
                with probe.lock:
                    probe.thinking -= 1
                    probe.decisions += 1

    return ThinkingBot


# ----------------------------------------------------------------------------------------------
# the player


def next_key(app: App, variant: str, count: int) -> str:
    """The key a player presses next: the ``count``-th key of the run (loop thread only)."""
    screen = app.screens[-1] if app.screens else None
    info = INFO_KEYS[count % len(INFO_KEYS)]
    if isinstance(screen, TableScreen):
        session = screen.session
        game: Game = session.game
        if session.finished or game.is_terminal():
            return info
        if session.awaiting_continue():
            return "enter"
        if game.is_chance_node() or game.current_player != session.human:
            return info
        if game.phase is Phase.TRUMP:
            return "enter" if session.choice is not None else "a"
        if game.phase is not Phase.PLAY:
            return "enter"
        hand = hand_order(session.view.hand, session.view.trump)
        legal = set(game.legal_cards())
        target = next((i for i, card in enumerate(hand) if card in legal), session.focus)
        if session.focus < target:
            return "right"
        if session.focus > target:
            return "left"
        return "enter"
    if isinstance(screen, MenuScreen):
        if screen is app.screens[0]:
            return "enter" if screen.index == 0 else "home"
        if screen.title == "New game":
            target = VARIANT_ORDER.index(variant)
            if screen.index < target:
                return "down"
            return "up" if screen.index > target else "enter"
    return "escape"


# ----------------------------------------------------------------------------------------------
# one run


@dataclass
class Config:
    loop: str
    variant: str
    seed: int
    think_ms: float
    bot_delay: float
    interval_ms: float
    keys: int
    target_ms: float
    folder: Path | None
    speech: str = "recorder"
    speech_target_ms: float = 2.0
    speechd_module: str = "espeak-ng"


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (``share`` 0 … 100) of ``values``; NaN when empty."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = max(1, math.ceil(share / 100 * len(ordered)))
    return ordered[rank - 1]


def spread(values: list[float]) -> Stats:
    """p50, p99, max (milliseconds) and the number of values (seconds in ``values``)."""
    millis = [v * 1000 for v in values]
    if not millis:
        return {"p50_ms": None, "p99_ms": None, "max_ms": None, "count": 0}
    return {
        "p50_ms": percentile(millis, 50),
        "p99_ms": percentile(millis, 99),
        "max_ms": max(millis),
        "count": len(millis),
    }


@dataclass
class Result:
    loop: str
    variant: str
    seed: int
    think_ms: float
    bot_delay_s: float
    interval_ms: float
    target_ms: float
    keys_posted: int
    unanswered: int
    latency: Stats
    latency_thinking: Stats
    posted_to_read: Stats
    read_to_speech: Stats
    bot_decisions: int
    games_started: int
    seconds: float
    frames: int
    fps: float
    frame_gap: Stats
    app_tick: Stats
    autosave: Stats
    slowest: list[dict[str, str | float | bool]]
    passed: bool
    speech: str = "recorder"
    speech_call: Stats | None = None
    speech_target_ms: float = 2.0
    speech_passed: bool | None = None
    spoke_through: str = ""
    speechd_module: str = ""


def instrument(
    stack: contextlib.ExitStack, app: App, probe: Probe, on_frame: Callable[[], None] | None
) -> None:
    """Wrap ``pygame.event.post``, ``app.key``, ``app.tick`` and the autosave with timers."""
    real_post = pygame.event.post
    real_key = app.key
    real_tick = app.tick
    real_save = app_module.save_game

    def post(event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            probe.posted(event)
        return real_post(event)

    def key(name: str) -> None:
        read = time.perf_counter()
        with probe.lock:
            press = probe.queued.popleft() if probe.queued else None
        if press is not None:
            press.read = read
        probe.current = press
        try:
            real_key(name)
        finally:
            probe.current = None
            if press is not None:
                probe.presses.append(press)
                with probe.lock:
                    probe.answered += 1

    def tick() -> None:
        start = time.perf_counter()
        if probe.frames:
            probe.frame_gaps.add(start - probe.last_frame)
        else:
            probe.first_frame = start
        probe.frames += 1
        probe.last_frame = start
        real_tick()
        probe.tick_seconds.add(time.perf_counter() - start)
        if on_frame is not None:
            on_frame()

    def timed_save(*args: Any, **kwargs: Any) -> None:
        start = time.perf_counter()
        try:
            real_save(*args, **kwargs)
        finally:
            probe.save_seconds.append(time.perf_counter() - start)

    stack.enter_context(mock.patch.object(pygame.event, "post", post))
    stack.enter_context(mock.patch.object(app, "key", key))
    stack.enter_context(mock.patch.object(app, "tick", tick))
    stack.enter_context(mock.patch.object(app_module, "save_game", timed_save))


def script_keys(app: App, config: Config, stack: contextlib.ExitStack) -> Iterator[str]:
    """Script mode: the loop asks for a key whenever one is due; keys are ``interval_ms``
    apart. Patches ``app.idle`` for the duration of the run."""
    due = [0.0]
    interval = config.interval_ms / 1000
    stack.enter_context(mock.patch.object(app, "idle", lambda: time.perf_counter() >= due[0]))

    def keys() -> Iterator[str]:
        for count in range(config.keys):
            key = next_key(app, config.variant, count)
            due[0] = time.perf_counter() + interval
            yield key

    return keys()


def poster(probe: Probe, config: Config, stop: threading.Event) -> None:
    """Window mode: post the planned keys at their wall time, like a keyboard; then QUIT.

    The thread wakes only when a key is due or a new plan is published, so that it takes the
    GIL as seldom as possible (a real keyboard does not run Python code at all)."""
    interval = config.interval_ms / 1000
    due = time.perf_counter() + 0.2
    timeout = time.perf_counter() + 60 + config.keys * (interval + 0.5)

    def going() -> bool:
        return not stop.is_set() and time.perf_counter() < timeout

    count = 0
    while count < config.keys and going():
        delay = due - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
        plan = probe.plan
        while (plan is None or plan[0] != count) and going():
            probe.plan_ready.wait(0.05)
            probe.plan_ready.clear()
            plan = probe.plan
        if plan is None or plan[0] != count:
            break
        pygame.event.post(key_event(plan[1]))
        due = time.perf_counter() + interval
        count += 1
    while probe.answered < count and going():
        time.sleep(0.01)
    pygame.event.post(pygame.event.Event(pygame.QUIT))


def measure(config: Config) -> Result:
    """Build an App, play with slow-thinking bots, and time every key's answer."""
    probe = Probe()
    keymap, problems = load_keymap()
    if problems:
        raise SystemExit(f"the default keymap has problems: {problems}")
    parent = str(config.folder) if config.folder is not None else None
    with tempfile.TemporaryDirectory(prefix="audiojass-latency-", dir=parent) as folder:
        settings = Settings(bot_delay=config.bot_delay)
        stop = threading.Event()
        with contextlib.ExitStack() as stack:
            speech: TimedSpeech | LoopTimedSpeech
            if config.speech == "speechd":
                chain = speech_dispatcher(stack, Path(folder), config.speechd_module)
                speech = LoopTimedSpeech(chain, probe)
                stack.callback(speech.close)
            else:
                speech = TimedSpeech(probe)
            app = App(
                speech,
                RecordingSounds(),
                keymap,
                settings,
                Path(folder),
                seed=config.seed,
                bot_delay=config.bot_delay,
                bots="random",
            )
            bot_class = thinking_bot(config.think_ms / 1000, probe)
            stack.enter_context(mock.patch.object(bots_module, "RandomBot", bot_class))
            if config.loop == "script":
                instrument(stack, app, probe, None)
                script = script_keys(app, config, stack)
                start = time.perf_counter()
                code = run(app, script=script, variant=config.variant)
            else:

                def plan() -> None:
                    handled = probe.answered
                    fresh = probe.plan is None or probe.plan[0] != handled
                    probe.plan = (handled, next_key(app, config.variant, handled))
                    if fresh:
                        probe.plan_ready.set()

                instrument(stack, app, probe, plan)
                thread = threading.Thread(
                    target=poster, args=(probe, config, stop), name="keyboard", daemon=True
                )
                start = time.perf_counter()
                thread.start()
                try:
                    code = run(app, variant=config.variant)
                finally:
                    stop.set()
                    thread.join(timeout=5)
            seconds = time.perf_counter() - start
            spoke_through = speech.name
        if code != 0:
            raise SystemExit(f"the event loop returned {code}")
        games = sum(1 for text in speech.texts if text.startswith("New game of "))
    wait_for_bots(probe)
    result = summarize(config, probe, seconds, games)
    if config.speech == "speechd":
        result.speech_call = probe.speech_calls.stats()
        p99 = result.speech_call["p99_ms"]
        result.speech_passed = p99 is not None and p99 <= config.speech_target_ms
        result.spoke_through = spoke_through
        result.speechd_module = config.speechd_module
    return result


def speech_dispatcher(stack: contextlib.ExitStack, folder: Path, module: str) -> SpeechChain:
    """The game's chain over a private Speech Dispatcher (``module``: "espeak-ng", playing to
    ALSA's null device, or "recorder"), stopped when ``stack`` closes; the console (a
    recorder) after it."""
    daemon = PrivateSpeechd(folder / "speechd", module=module)
    daemon.folder.mkdir(exist_ok=True)
    stack.enter_context(daemon)
    output = speechd_output(language="en", address=str(daemon.socket), autospawn=False)
    if not output.wait_started(10.0):
        raise SystemExit(f"Speech Dispatcher did not start: {output.error}")
    outputs: list[SpeechOutput] = [output, RecordingOutput("the console")]
    return SpeechChain(outputs)


def wait_for_bots(probe: Probe, limit: float = 5.0) -> None:
    """Let a decision still running on a closed session's worker finish (it keeps the CPU
    busy), so that it does not disturb the next run."""
    end = time.perf_counter() + limit
    while probe.thinking and time.perf_counter() < end:
        time.sleep(0.01)


def summarize(config: Config, probe: Probe, seconds: float, games: int) -> Result:
    answered = [p for p in probe.presses if not math.isnan(p.spoken)]
    latency = [p.spoken - p.posted for p in answered]
    thinking = [p.spoken - p.posted for p in answered if p.thinking]
    frames = probe.frames
    span = probe.last_frame - probe.first_frame if frames > 1 else 0.0
    p99 = spread(thinking if thinking else latency)["p99_ms"]
    with probe.lock:
        posted = len(probe.presses) + len(probe.queued)
    return Result(
        loop=config.loop,
        variant=config.variant,
        seed=config.seed,
        think_ms=config.think_ms,
        bot_delay_s=config.bot_delay,
        interval_ms=config.interval_ms,
        target_ms=config.target_ms,
        keys_posted=posted,
        unanswered=posted - len(answered),
        latency=spread(latency),
        latency_thinking=spread(thinking),
        posted_to_read=spread([p.read - p.posted for p in answered]),
        read_to_speech=spread([p.spoken - p.read for p in answered]),
        bot_decisions=probe.decisions,
        games_started=games,
        seconds=seconds,
        frames=frames,
        fps=(frames - 1) / span if span > 0 else 0.0,
        frame_gap=probe.frame_gaps.stats(),
        app_tick=probe.tick_seconds.stats(),
        autosave=spread(probe.save_seconds),
        slowest=[
            {"key": p.key, "ms": (p.spoken - p.posted) * 1000, "thinking": p.thinking}
            for p in sorted(answered, key=lambda p: p.posted - p.spoken)[:5]
        ],
        passed=p99 is not None and p99 < config.target_ms,
    )


# ----------------------------------------------------------------------------------------------
# output


def milliseconds(value: float | int | None) -> str:
    return "      —   " if value is None else f"{value:7.3f} ms"


def line(label: str, stats: Stats) -> str:
    return (
        f"  {label:<28} p50 {milliseconds(stats['p50_ms'])}   "
        f"p99 {milliseconds(stats['p99_ms'])}   max {milliseconds(stats['max_ms'])}   "
        f"n={stats['count']}"
    )


def report(result: Result) -> str:
    verdict = "PASS" if result.passed else "FAIL"
    cap = "no frame cap" if result.loop == "script" else "60 frames/s, woken by events"
    judged = "keys pressed while a bot thinks"
    if not result.latency_thinking["count"]:
        judged = "all keys (none was pressed while a bot was thinking)"
    rows = [
        f"AudioJass key → speech latency: loop {result.loop} ({cap}), {result.variant}, "
        f"seed {result.seed}",
        f"  bots think {result.think_ms:g} ms each in pure Python on the bot thread, bot pause "
        f"{result.bot_delay_s:g} s, a key every {result.interval_ms:g} ms, GIL switch interval "
        f"{sys.getswitchinterval() * 1000:g} ms",
        line("key → speech, all keys", result.latency),
        line("key → speech, bot thinking", result.latency_thinking),
        line("  posted → read by loop", result.posted_to_read),
        line("  read → first speak()", result.read_to_speech),
        line("frame gap", result.frame_gap),
        line("App.tick", result.app_tick),
        line("autosave (atomic write)", result.autosave),
        "  slowest keys: " + ", ".join(f"{s['key']} {s['ms']:.1f} ms" for s in result.slowest),
        f"  keys posted {result.keys_posted}, unanswered {result.unanswered}; bot decisions "
        f"{result.bot_decisions}; games started {result.games_started}",
        f"  loop: {result.frames} frames in {result.seconds:.1f} s = {result.fps:.0f} frames/s",
        f"  target p99 < {result.target_ms:g} ms ({judged}): {verdict}",
    ]
    if result.speech_call is not None:
        speech_verdict = "PASS" if result.speech_passed else "FAIL"
        synth = "eSpeak NG, ALSA null" if result.speechd_module == "espeak-ng" else "recorder"
        rows[0] += f", speech through a private Speech Dispatcher ({synth})"
        rows += [
            line("loop-thread time per speech call", result.speech_call),
            f"  spoke through {result.spoke_through} at the end; target p99 ≤ "
            f"{result.speech_target_ms:g} ms per speech call: {speech_verdict}",
        ]
    return "\n".join(rows)


# ----------------------------------------------------------------------------------------------
# key to audio with the built-in voice (--voice-audio)


def _audible_frame(raw: bytes, start_frame: int, channels: int) -> int | None:
    """The first frame at or after ``start_frame`` of native 16-bit ``raw`` with a sample of
    magnitude 256 or more, or None."""
    frame_bytes = 2 * channels
    data = raw[start_frame * frame_bytes :]
    high = data[1::2] if sys.byteorder == "little" else data[0::2]
    loud = bytes(0 if byte in (0x00, 0xFF) else 1 for byte in range(256))
    index = high.translate(loud).find(1)
    return None if index < 0 else start_frame + index // channels


def voice_audio(
    variant: str, seed: int, keys: int, target_ms: float, *, ahead: bool = True
) -> dict[str, Any]:
    """Key-to-audio start with the built-in voice, through the real loop.

    The mixer runs as the game starts it (audiojass.sound.init_mixer: 44.1 kHz, 16-bit stereo,
    a buffer of BUFFER frames) on SDL's disk audio driver, which writes every mixed buffer to a
    file at a real-time pace (it waits SDL_DISKAUDIODELAY, by default the buffer's length in whole
    milliseconds, between buffers). The speech output is the game's chain with the built-in voice
    first; sound cues are off, so the first audible sample after a key is the voice. A game starts
    at once with bots that never act, so the hand stays as dealt and the table has prepared its
    phrases; then the arrow keys walk through the hand (Right to the end, Left back, and so on),
    each posted from another thread once the voice has been silent for 80 ms, as in ``run(app)``
    at 60 frames per second.

    Position in the file to time: a thread polls the file's size every half millisecond. The
    disk driver writes through C stdio, so data appear in whole stdio blocks, each at the moment
    the driver writes the buffer after them; the buffer starting at byte S is mixed no later than
    the moment size S is first seen. The buffer period is the slope of a least-squares line
    through (buffer index, first time seen); the clock's offset is the lowest (time seen - index
    * period) within 60 ms of the key (a late poll only makes a point later). Then the
    time of frame f is offset + f / BUFFER * period, and a key's latency is the time of the first
    frame after it with a sample of magnitude 256 or more (about -42 dBFS) minus the moment the
    key was posted. A real sound card adds its own output latency on top.

    Also reported: the loop's frame gaps while the voice renders ahead (``pending_renders`` > 0)
    and while it does not, to show the render worker does not stall the loop. To give the
    worker more to do than the hand's phrases, the narration of every card played by Right and
    by Left (72 phrases) is prepared too when the game starts, before the first key.
    ``ahead=False`` (``--voice-cold``) turns rendering ahead off (``App.prepare`` does nothing),
    so each new phrase is rendered when its key is pressed: the latency without it.

    Returns the figures (``voice_audio_report`` prints them).
    """
    import io
    import itertools

    from audiojass import sound
    from audiojass.narration import card_object
    from audiojass.rules import Card
    from audiojass.speech import ConsoleOutput
    from audiojass.speech.voice import BuiltinVoice

    keymap, problems = load_keymap()
    if problems:
        raise SystemExit(f"the default keymap has problems: {problems}")
    with tempfile.TemporaryDirectory(prefix="audiojass-voice-audio-") as folder:
        raw_path = Path(folder) / "mixer.raw"
        pygame.mixer.quit()
        os.environ["SDL_AUDIODRIVER"] = "disk"
        os.environ["SDL_DISKAUDIOFILE"] = str(raw_path)
        reason = sound.init_mixer()
        if reason is not None:
            raise SystemExit(f"the mixer did not start on the disk driver: {reason}")
        frequency, _, channels = pygame.mixer.get_init()
        buffer_bytes = sound.BUFFER * 2 * channels
        voice, why = BuiltinVoice.create_with_reason(rate=200)
        if voice is None:
            raise SystemExit(why)
        chain = SpeechChain([voice, ConsoleOutput(io.StringIO())])
        app = App(
            chain,
            sound.NullSounds(),
            keymap,
            Settings(bot_delay=3600.0),
            Path(folder),
            seed=seed,
            bot_delay=3600.0,
            bots="random",
        )
        frames: list[tuple[float, bool]] = []  # (time, voice rendering ahead)
        quiet_since: list[float | None] = [None]
        real_frame = app.frame

        def frame() -> None:
            real_frame()
            if not frames:
                app.prepare(
                    f"{seat} plays {card_object(card)}."
                    for seat in ("Right", "Left")
                    for card in Card
                )
            now = time.perf_counter()
            frames.append((now, voice.pending_renders > 0))
            idle = not chain.is_speaking() and voice.pending_renders == 0
            if not idle:
                quiet_since[0] = None
            elif quiet_since[0] is None:
                quiet_since[0] = now

        app.frame = frame  # type: ignore[method-assign]
        seen: list[tuple[float, int]] = []
        presses: list[tuple[float, str]] = []
        stop = threading.Event()

        def sampler() -> None:
            last = -1
            while not stop.is_set():
                with contextlib.suppress(OSError):
                    size = raw_path.stat().st_size
                    if size != last:
                        seen.append((time.perf_counter(), size))
                        last = size
                time.sleep(0.0005)

        def keyboard() -> None:
            deadline = time.perf_counter() + 60 + keys
            for count in range(keys + 1):
                while time.perf_counter() < deadline:
                    since = quiet_since[0]
                    if since is not None and time.perf_counter() - since >= 0.08:
                        break
                    time.sleep(0.002)
                if count == keys or time.perf_counter() >= deadline:
                    break
                name = "right" if (count // 8) % 2 == 0 else "left"
                presses.append((time.perf_counter(), name))
                pygame.event.post(key_event(name))
                quiet_since[0] = None
            pygame.event.post(pygame.event.Event(pygame.QUIT))

        threads = [
            threading.Thread(target=sampler, name="file-size", daemon=True),
            threading.Thread(target=keyboard, name="keyboard", daemon=True),
        ]
        for thread in threads:
            thread.start()
        try:
            with contextlib.ExitStack() as stack:
                if not ahead:
                    stack.enter_context(mock.patch.object(App, "prepare", lambda *_: None))
                code = run(app, variant=variant)
        finally:
            stop.set()
            for thread in threads:
                thread.join(timeout=5)
            chain.close()
            pygame.mixer.quit()
        if code != 0:
            raise SystemExit(f"the event loop returned {code}")
        raw = raw_path.read_bytes()
    said = [text for text in app.history if text]
    # the audio clock: buffer k (starting at byte k * buffer_bytes) is mixed at offset + k * period
    points = [(size / buffer_bytes, seen_at) for seen_at, size in seen if size > 0]
    count = len(points)
    mean_k = sum(k for k, _ in points) / count
    mean_t = sum(t for _, t in points) / count
    period = sum((k - mean_k) * (t - mean_t) for k, t in points) / sum(
        (k - mean_k) ** 2 for k, _ in points
    )
    latencies: list[float] = []
    for pressed, _ in presses:
        near = [t - k * period for k, t in points if abs(t - pressed) < 0.06]
        if not near:
            continue
        offset = min(near)
        start_frame = max(0, int((pressed - offset) / period - 1) * sound.BUFFER)
        audible = _audible_frame(raw, start_frame, channels)
        if audible is None:
            continue
        latencies.append((offset + audible / sound.BUFFER * period - pressed) * 1000)
    gaps_rendering = [b - a for (a, _), (b, rendering) in itertools.pairwise(frames) if rendering]
    gaps_idle = [b - a for (a, _), (b, rendering) in itertools.pairwise(frames) if not rendering]
    latencies.sort()
    result: dict[str, Any] = {
        "keys": len(presses),
        "measured": len(latencies),
        "voice": voice.name,
        "mixer": f"{frequency} Hz, {channels} channels, buffer {sound.BUFFER} frames",
        "buffer_period_ms": period * 1000,
        "key_to_audio_ms": {
            "p50": percentile(latencies, 50) if latencies else None,
            "p90": percentile(latencies, 90) if latencies else None,
            "max": latencies[-1] if latencies else None,
            "min": latencies[0] if latencies else None,
        },
        "renders": len(voice.render_seconds),
        "render_ms_p50": percentile([s * 1000 for s in voice.render_seconds], 50)
        if voice.render_seconds
        else None,
        "frame_gap_ms_while_rendering": spread(gaps_rendering),
        "frame_gap_ms_otherwise": spread(gaps_idle),
        "target_p90_ms": target_ms,
        "rendered_ahead": ahead,
        "last_said": said[-1] if said else "",
    }
    p90 = result["key_to_audio_ms"]["p90"]
    result["passed"] = p90 is not None and p90 <= target_ms
    return result


def voice_audio_report(result: dict[str, Any]) -> str:
    """The figures of :func:`voice_audio` as text."""
    audio = result["key_to_audio_ms"]
    lines = [
        f"key to audio, built-in voice ({result['voice']}), {result['mixer']}, "
        + ("" if result["rendered_ahead"] else "nothing rendered ahead, ")
        + f"buffer period {result['buffer_period_ms']:.2f} ms",
        f"  arrow keys: {result['measured']} of {result['keys']} measured: "
        f"p50 {milliseconds(audio['p50'])}, p90 {milliseconds(audio['p90'])}, "
        f"max {milliseconds(audio['max'])}, min {milliseconds(audio['min'])}",
        f"  renders: {result['renders']}, p50 {milliseconds(result['render_ms_p50'])}",
        line("frame gap, rendering ahead", result["frame_gap_ms_while_rendering"]),
        line("frame gap, not rendering", result["frame_gap_ms_otherwise"]),
        f"  target p90 <= {result['target_p90_ms']:g} ms: "
        + ("PASS" if result["passed"] else "FAIL"),
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Key-to-speech latency of the AudioJass event loop while bots think."
    )
    parser.add_argument("--variant", default="schieber", choices=VARIANT_ORDER)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think-ms", type=float, default=150.0, help="CPU time per bot move")
    parser.add_argument("--bot-delay", type=float, default=0.05, help="bot pause, seconds")
    parser.add_argument("--interval-ms", type=float, default=40.0, help="time between keys")
    parser.add_argument("--keys", type=int, default=400, help="keys to press")
    parser.add_argument("--target-ms", type=float, default=16.0, help="p99 target")
    parser.add_argument(
        "--loop",
        default="script",
        choices=("script", "window", "both"),
        help="script: run(script=...) without frame cap; window: run() at 60 frames/s",
    )
    parser.add_argument(
        "--compare", action="store_true", help="also run with --think-ms 0; print the p99 ratio"
    )
    parser.add_argument(
        "--folder", type=Path, default=None, help="where the temporary settings folder goes"
    )
    parser.add_argument(
        "--speech",
        default="recorder",
        choices=("recorder", "speechd"),
        help="recorder: a recording output; speechd: a private, real Speech Dispatcher",
    )
    parser.add_argument(
        "--speech-target-ms", type=float, default=2.0, help="p99 target per speech call"
    )
    parser.add_argument(
        "--speechd-module",
        default="espeak-ng",
        choices=("espeak-ng", "recorder"),
        help="the private daemon's synthesizer (recorder: writes the text, no synthesis)",
    )
    parser.add_argument(
        "--voice-audio",
        action="store_true",
        help="instead: key-to-audio start of the arrow keys with the built-in voice, measured "
        "on SDL's disk audio driver (p90 target --voice-target-ms)",
    )
    parser.add_argument("--voice-keys", type=int, default=60, help="arrow keys to press")
    parser.add_argument(
        "--voice-cold", action="store_true", help="with --voice-audio: render nothing ahead"
    )
    parser.add_argument("--voice-target-ms", type=float, default=20.0, help="p90 target")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    args = parser.parse_args(argv)
    if args.voice_audio:
        figures = voice_audio(
            args.variant,
            args.seed,
            args.voice_keys,
            args.voice_target_ms,
            ahead=not args.voice_cold,
        )
        print(json.dumps(figures, indent=2) if args.json else voice_audio_report(figures))
        return 0

    loops = ("script", "window") if args.loop == "both" else (args.loop,)
    thinks = (0.0, args.think_ms) if args.compare and args.think_ms != 0 else (args.think_ms,)
    results: list[Result] = []
    ratios: list[dict[str, Any]] = []
    for loop in loops:
        runs: list[Result] = []
        for think in thinks:
            config = Config(
                loop=loop,
                variant=args.variant,
                seed=args.seed,
                think_ms=think,
                bot_delay=args.bot_delay,
                interval_ms=args.interval_ms,
                keys=args.keys,
                target_ms=args.target_ms,
                folder=args.folder,
                speech=args.speech,
                speech_target_ms=args.speech_target_ms,
                speechd_module=args.speechd_module,
            )
            result = measure(config)
            runs.append(result)
            if not args.json:
                print(report(result), flush=True)
                print(flush=True)
        results += runs
        if len(runs) == 2:
            base, slow = (r.latency["p99_ms"] for r in runs)
            if base is None or slow is None or base <= 0:
                continue
            ratio = slow / base
            ratios.append({"loop": loop, "think_ms": args.think_ms, "p99_ratio": ratio})
            if not args.json:
                print(
                    f"{loop}: p99 with bots thinking {args.think_ms:g} ms / p99 with instant "
                    f"bots = {slow:.3f} / {base:.3f} ms = {ratio:.2f}×\n",
                    flush=True,
                )
    if args.json:
        payload = {
            "python": platform.python_version(),
            "pygame": pygame.version.ver,
            "cpus": os.cpu_count(),
            "switch_interval_ms": sys.getswitchinterval() * 1000,
            "runs": [asdict(r) for r in results],
            "comparisons": ratios,
        }
        print(json.dumps(payload, indent=2, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
