"""The built-in voice: renderers, the render cache, playback on mixer channel 0.

Real speech is exercised headless: eSpeak NG through pyttsx3 renders audio, and SDL's "disk"
audio driver writes what channel 0 plays to a file. Where pyttsx3 or eSpeak NG is missing those
tests skip, unless AUDIOJASS_REQUIRE_SPEECH is set (as in CI): then they fail. The behaviour of
the queue, the cache and failures is tested with renderers that make tones, hang or raise.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import importlib
import importlib.metadata
import importlib.util
import io
import math
import platform
import re
import sys
import threading
import time
from array import array
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import TableRun, autoplay
from fakes import FRAME, RecordingOutput, speech_missing

from audiojass import i18n
from audiojass.rules import TrumpMode
from audiojass.speech import ConsoleOutput, SpeechChain, SpeechError, TtsOutput, voice
from audiojass.speech.voice import (
    BuiltinVoice,
    Pcm,
    PrismRenderer,
    Pyttsx3Renderer,
    split_utterance,
    trim_silence,
)

PHRASE = "Right plays the ace of hearts"
LONG_TEXT = " ".join(
    f"Trick {n}: right plays the ace of hearts, partner plays the nine of spades, "
    "left plays the six of clubs, and you win the trick with the jack of trump."
    for n in range(1, 40)
)


# ---------------------------------------------------------------------------------------------
# Helpers and fixtures


def real_voice(**options: Any) -> BuiltinVoice:
    """The platform's built-in voice on the running mixer, or skip/fail."""
    found, reason = BuiltinVoice.create_with_reason(**options)
    if found is None:
        speech_missing(f"there is no built-in voice: {reason}")
    if sys.platform.startswith("linux"):
        assert found.name == "the eSpeak voice"
    return found


def rms(samples: array[Any]) -> float:
    """Root mean square of the samples (16-bit full scale is 32768)."""
    if not samples:
        return 0.0
    return math.sqrt(sum(s * s for s in samples) / len(samples))


def pump(output: Any, seconds: float, until: Callable[[], bool] | None = None) -> bool:
    """Call update() once per frame for up to ``seconds``; True if ``until()`` became true."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        output.update()
        if until is not None and until():
            return True
        time.sleep(FRAME)
    return False


def update_until_error(output: Any, seconds: float) -> SpeechError | None:
    """Call update() once per frame for up to ``seconds``; the SpeechError it raised, if any."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            output.update()
        except SpeechError as error:
            return error
        time.sleep(FRAME)
    return None


@pytest.fixture
def mixer(monkeypatch: pytest.MonkeyPatch) -> Iterator[pygame.mixer.Channel]:
    """The pygame mixer on SDL's silent dummy driver; yields the speech channel."""
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
    yield pygame.mixer.Channel(0)
    pygame.mixer.quit()


@pytest.fixture
def disk_mixer(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """The pygame mixer on SDL's disk driver; yields the file the played samples go to."""
    pygame.mixer.quit()
    out = tmp_path / "mixer.raw"
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(out))
    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
    yield out
    pygame.mixer.quit()


def tone(seconds: float, rate: int = 22050) -> Pcm:
    """A mono 16-bit tone of ``seconds``, after 10 ms of silence."""
    quiet = [0] * (rate // 100)
    loud = [8000, -8000] * int(seconds * rate / 2)
    return Pcm(array("h", quiet + loud), 1, rate)


class ToneRenderer:
    """A renderer that answers every text with a short tone, or raises, or hangs."""

    def __init__(
        self,
        *,
        seconds: float = 0.15,
        fail_on: tuple[str, ...] = (),
        hang_on: tuple[str, ...] = (),
    ) -> None:
        self.seconds = seconds
        self.fail_on = fail_on
        self.hang_on = hang_on
        self.release = threading.Event()
        self.rendered: list[str] = []
        self.rates: dict[str, int] = {}

    @property
    def name(self) -> str:
        return "the tone voice"

    def render(self, text: str, rate: int) -> Pcm:
        if text in self.fail_on:
            raise RuntimeError("the synthesizer crashed")
        if text in self.hang_on:
            self.release.wait(30)
        self.rendered.append(text)
        self.rates[text] = rate
        return tone(self.seconds)

    def close(self) -> None:
        self.release.set()


def tone_voice(renderer: ToneRenderer, **options: Any) -> BuiltinVoice:
    return BuiltinVoice(renderer=lambda: renderer, **options)


# ---------------------------------------------------------------------------------------------
# Splitting texts and trimming silence


def test_split_utterance_keeps_short_texts_whole_and_splits_long_ones_at_sentences() -> None:
    assert split_utterance(f"  {PHRASE}\n ") == [PHRASE]
    assert split_utterance(" \n\t ") == []
    pieces = split_utterance(LONG_TEXT, limit=200)
    assert len(pieces) > 10
    assert all(len(p) <= 200 for p in pieces)
    assert " ".join(pieces) == " ".join(LONG_TEXT.split())
    assert all(p[-1] in ".:;!?," for p in pieces)
    assert split_utterance("a" * 300, limit=50) == ["a" * 300]
    with pytest.raises(ValueError):
        split_utterance(PHRASE, limit=0)


def test_trim_silence_keeps_a_short_lead_and_tail_around_the_sound() -> None:
    rate = 1000
    samples = array("h", [0] * 500 + [-300, 200] * 50 + [255] * 400 + [1000] + [3] * 600)
    trimmed = array("h", trim_silence(samples.tobytes(), 1, rate, lead=0.005, tail=0.1))
    # 5 frames before the first sample at or above 256, 100 after the last one
    assert trimmed.tolist() == [0] * 5 + [-300, 200] * 50 + [255] * 400 + [1000] + [3] * 100
    stereo = array("h", [0, 0] * 100 + [0, 4000] + [0, 0] * 10)
    assert array("h", trim_silence(stereo.tobytes(), 2, rate, lead=0.002, tail=0.003)).tolist() == (
        [0, 0] * 2 + [0, 4000] + [0, 0] * 3
    )
    assert trim_silence(array("h", [100, -200, 0] * 50).tobytes(), 1, rate) == b""


def test_pcm_wav_carries_float_and_integer_samples_to_the_mixer(
    mixer: pygame.mixer.Channel,
) -> None:
    ints = pygame.mixer.Sound(file=io.BytesIO(tone(0.5).wav()))
    floats = Pcm(array("f", [0.5, -0.5] * 11025), 1, 22050)
    sound = pygame.mixer.Sound(file=io.BytesIO(floats.wav()))
    assert ints.get_length() == pytest.approx(0.51, abs=0.01)
    assert sound.get_length() == pytest.approx(1.0, abs=0.01)
    raw = array("h", sound.get_raw())
    assert 15000 < max(raw) < 17000


# ---------------------------------------------------------------------------------------------
# Real speech: eSpeak NG through pyttsx3


def test_espeak_renders_an_audible_phrase_and_prints_nothing(
    capfd: pytest.CaptureFixture[str],
) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("eSpeak NG is the built-in voice on Linux")
    try:
        renderer = Pyttsx3Renderer()
    except Exception as error:
        speech_missing(f"pyttsx3 cannot start eSpeak NG (is libespeak-ng1 installed?): {error!r}")
    try:
        assert renderer.name == "the eSpeak voice"
        pcm = renderer.render(PHRASE, 200)
        again = renderer.render("Your turn.", 240)
    finally:
        renderer.close()
    assert pcm.samples.typecode == "h"
    assert pcm.channels == 1
    assert 0.8 <= len(pcm.samples) / pcm.rate <= 5.0
    assert rms(pcm.samples) > 500
    assert 0 < len(again.samples) < len(pcm.samples)
    assert capfd.readouterr() == ("", "")


@pytest.mark.slow
def test_builtin_voice_plays_speech_on_channel_0(disk_mixer: Path) -> None:
    frequency, size, channels = pygame.mixer.get_init()
    spoken = real_voice()
    try:
        spoken.speak(PHRASE, interrupt=True)
        assert spoken.is_speaking()
        assert pump(spoken, 5, until=lambda: pygame.mixer.Channel(0).get_busy())
        assert spoken.unspoken() == [PHRASE]
        assert pump(spoken, 6, until=lambda: not spoken.is_speaking())
        assert not pygame.mixer.Channel(0).get_busy()
    finally:
        spoken.close()
    pygame.mixer.quit()
    assert (size, frequency, channels) == (-16, 44100, 2)
    samples = array("h", disk_mixer.read_bytes()[: disk_mixer.stat().st_size // 2 * 2])
    assert len(samples) / channels / frequency > 0.8
    assert rms(samples) > 200


def test_prepared_phrase_starts_playing_inside_speak(mixer: pygame.mixer.Channel) -> None:
    spoken = real_voice()
    try:
        spoken.speak("Ace of hearts, 1 of 9", interrupt=True)
        assert not mixer.get_busy()  # not rendered yet: it starts from a later update
        assert pump(spoken, 5, until=mixer.get_busy)
        spoken.prepare(["King of hearts, 2 of 9", "Six of clubs, not playable, 3 of 9"])
        assert pump(spoken, 5, until=lambda: len(spoken.render_seconds) == 3)
        spoken.speak("Six of clubs, not playable, 3 of 9", interrupt=True)
        assert mixer.get_busy()
        assert spoken.unspoken() == ["Six of clubs, not playable, 3 of 9"]
        spoken.speak("King of hearts, 2 of 9", interrupt=True)
        assert mixer.get_busy()
        assert spoken.unspoken() == ["King of hearts, 2 of 9"]
    finally:
        spoken.close()


def test_builtin_voice_interrupt_replaces_and_stop_silences_at_once(
    mixer: pygame.mixer.Channel,
) -> None:
    spoken = real_voice()
    try:
        spoken.speak(LONG_TEXT, interrupt=True)
        assert pump(spoken, 5, until=mixer.get_busy)
        spoken.speak("Your turn.", interrupt=True)
        assert not mixer.get_busy()
        assert spoken.unspoken() == ["Your turn."]
        spoken.speak("Partner plays the nine of spades.", interrupt=False)
        assert spoken.unspoken() == ["Your turn.", "Partner plays the nine of spades."]
        assert pump(spoken, 5, until=mixer.get_busy)
        spoken.stop()
        assert not mixer.get_busy()
        assert not spoken.is_speaking()
        assert spoken.unspoken() == []
        # Texts stopped before their render finished never start playing afterwards.
        spoken.speak("Left plays the king of diamonds.", interrupt=False)
        spoken.stop()
        assert not pump(spoken, 0.4, until=mixer.get_busy)
    finally:
        spoken.close()


def test_builtin_voice_is_quiet_on_the_console(
    mixer: pygame.mixer.Channel, capfd: pytest.CaptureFixture[str]
) -> None:
    spoken = real_voice()
    try:
        spoken.speak(PHRASE, interrupt=True)
        assert pump(spoken, 5, until=mixer.get_busy)
    finally:
        spoken.close()
    assert capfd.readouterr() == ("", "")


# ---------------------------------------------------------------------------------------------
# The queue, the cache and failures (tone renderers)


def test_queued_narration_plays_in_order(mixer: pygame.mixer.Channel) -> None:
    renderer = ToneRenderer(seconds=0.1)
    spoken = tone_voice(renderer)
    try:
        assert spoken.name == "the tone voice"
        spoken.speak("Right plays the ace of hearts.", interrupt=True)
        spoken.speak("Partner plays the six of hearts.", interrupt=False)
        spoken.speak("Left plays the king of hearts.", interrupt=False)
        heard: list[list[str]] = []

        def note() -> bool:
            now = spoken.unspoken()
            if not heard or heard[-1] != now:
                heard.append(now)
            return not now

        assert pump(spoken, 5, until=note)
        assert heard == [
            [
                "Right plays the ace of hearts.",
                "Partner plays the six of hearts.",
                "Left plays the king of hearts.",
            ],
            ["Partner plays the six of hearts.", "Left plays the king of hearts."],
            ["Left plays the king of hearts."],
            [],
        ]
    finally:
        spoken.close()


def test_a_new_voice_speed_applies_to_the_next_words(mixer: pygame.mixer.Channel) -> None:
    """Options → Voice speed: the chain tells the built-in voice, which renders what it is
    given next at the new rate (not only after a restart); outputs without a rate of their
    own (a screen reader) are left alone."""
    renderer = ToneRenderer(seconds=0.05)
    spoken = tone_voice(renderer, rate=200)
    chain = SpeechChain([RecordingOutput("NVDA"), spoken])
    try:
        spoken.speak("At the old speed.", interrupt=True)
        chain.set_rate(300)
        spoken.speak("At the new speed.", interrupt=False)
        assert pump(spoken, 5, until=lambda: "At the new speed." in renderer.rates)
        assert renderer.rates["At the old speed."] == 200
        assert renderer.rates["At the new speed."] == 300
        assert spoken.rate == 300
    finally:
        spoken.close()


def test_waiting_is_what_has_not_begun_to_play(mixer: pygame.mixer.Channel) -> None:
    """The built-in voice's ``waiting``: the texts whose first piece has not begun to play,
    through the chain; the one playing has begun."""
    renderer = ToneRenderer(seconds=0.3)
    spoken = tone_voice(renderer)
    chain = SpeechChain([spoken])
    try:
        spoken.speak("Right plays the ace of hearts.", interrupt=True)
        spoken.speak("Your turn: jack of hearts, playable, 1 of 9.", interrupt=False)
        turn = ["Your turn: jack of hearts, playable, 1 of 9."]
        assert pump(spoken, 5, until=lambda: spoken.waiting() == turn)
        assert spoken.unspoken() == ["Right plays the ace of hearts.", *turn]  # it plays
        assert chain.waiting() == turn
        assert pump(spoken, 5, until=lambda: not spoken.waiting())
        assert spoken.unspoken() == ["Your turn: jack of hearts, playable, 1 of 9."]
    finally:
        spoken.close()


def test_prepare_renders_each_phrase_once_and_after_what_is_to_be_said(
    mixer: pygame.mixer.Channel,
) -> None:
    renderer = ToneRenderer(seconds=0.05, hang_on=("Your turn.",))
    spoken = tone_voice(renderer)
    try:
        assert renderer.rendered == ["Ready."]  # the test render at start
        renderer.rendered.clear()
        spoken.speak("Your turn.", interrupt=True)  # holds the worker until released
        spoken.prepare(["Ace of hearts", "King of hearts", "Ace of hearts"])
        spoken.speak("Trump is hearts.", interrupt=False)
        renderer.release.set()
        assert pump(spoken, 5, until=lambda: len(renderer.rendered) == 4)
        assert renderer.rendered == [
            "Your turn.",
            "Trump is hearts.",
            "Ace of hearts",
            "King of hearts",
        ]
        spoken.prepare(["King of hearts"])
        spoken.speak("Ace of hearts", interrupt=True)
        assert mixer.get_busy()
        pump(spoken, 0.1)
        assert len(renderer.rendered) == 4
    finally:
        spoken.close()


def test_a_renderer_that_raises_breaks_the_voice_without_losing_the_text(
    mixer: pygame.mixer.Channel,
) -> None:
    renderer = ToneRenderer(fail_on=("Partner plays the queen of spades.",))
    spoken = tone_voice(renderer)
    try:
        spoken.speak("Partner plays the queen of spades.", interrupt=True)
        spoken.speak("Your turn.", interrupt=False)
        error = update_until_error(spoken, 5)
        assert error is not None
        assert "the synthesizer crashed" in str(error)
        assert spoken.unspoken() == ["Partner plays the queen of spades.", "Your turn."]
        with pytest.raises(SpeechError):
            spoken.speak("Trump is hearts.", interrupt=True)
    finally:
        spoken.close()


def test_a_renderer_that_hangs_breaks_the_voice_in_bounded_time(
    mixer: pygame.mixer.Channel,
) -> None:
    renderer = ToneRenderer(hang_on=("Left plays the jack of clubs.",))
    spoken = tone_voice(renderer, render_timeout=0.3)
    try:
        spoken.speak("Left plays the jack of clubs.", interrupt=True)
        error = update_until_error(spoken, 5)
        assert error is not None
        assert "took more than 0.3 seconds" in str(error)
        assert spoken.unspoken() == ["Left plays the jack of clubs."]
    finally:
        renderer.release.set()
        spoken.close()


def test_a_broken_voice_hands_its_texts_to_the_next_output(mixer: pygame.mixer.Channel) -> None:
    renderer = ToneRenderer(fail_on=("Partner plays the queen of spades.",))
    lines = io.StringIO()
    chain = SpeechChain([tone_voice(renderer), ConsoleOutput(lines)])
    try:
        chain.speak("Partner plays the queen of spades.", interrupt=True)
        assert pump(chain, 5, until=lambda: chain.active_name == "the console")
        assert lines.getvalue() == (
            "Speech moved to the console.\nPartner plays the queen of spades.\n"
        )
    finally:
        chain.close()


def test_speech_returns_to_the_voice_once_a_fresh_one_answers(
    mixer: pygame.mixer.Channel, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(SpeechChain, "PROBE_INTERVAL", 0.0)
    renderer = ToneRenderer(hang_on=("Left plays the jack of clubs.",))
    lines = io.StringIO()
    chain = SpeechChain([tone_voice(renderer, render_timeout=0.3), ConsoleOutput(lines)])
    try:
        chain.speak("Left plays the jack of clubs.", interrupt=True)
        assert pump(chain, 5, until=lambda: chain.active_name == "the console")
        assert lines.getvalue() == "Speech moved to the console.\nLeft plays the jack of clubs.\n"
        assert pump(chain, 5, until=lambda: chain.active_name == "the tone voice")
        assert pump(chain, 5, until=mixer.get_busy)
        assert renderer.rendered[-1] == "Speech is back on the tone voice."
        assert chain.active.unspoken() == ["Speech is back on the tone voice."]  # type: ignore[attr-defined]
    finally:
        renderer.release.set()
        chain.close()


def test_a_voice_started_in_the_background_says_when_it_is_ready(
    mixer: pygame.mixer.Channel,
) -> None:
    renderer = ToneRenderer(hang_on=("Ready.",))
    spoken = BuiltinVoice(renderer=lambda: renderer, wait=False, startup_timeout=5)
    try:
        assert not spoken.ready
        spoken.speak("Your turn.", interrupt=True)
        spoken.update()
        renderer.release.set()
        assert pump(spoken, 5, until=mixer.get_busy)
        assert spoken.ready
    finally:
        spoken.close()
    stuck = ToneRenderer(hang_on=("Ready.",))
    late = BuiltinVoice(renderer=lambda: stuck, wait=False, startup_timeout=0.2)
    try:
        error = update_until_error(late, 5)
        assert error is not None and "did not start in time" in str(error)
    finally:
        stuck.release.set()
        late.close()


def test_a_voice_that_hangs_is_not_revived_without_end(mixer: pygame.mixer.Channel) -> None:
    """An engine whose renders hang: each revived voice would add a stuck thread and a
    folder every few seconds; from the second stuck one, reviving says it is still stuck, and
    once the renders end a fresh voice starts again."""
    stuck = ToneRenderer(hang_on=("Ready.",))
    voices = [BuiltinVoice(renderer=lambda: stuck, wait=False, startup_timeout=0.2)]
    try:
        for _ in range(2):
            assert update_until_error(voices[-1], 5) is not None  # did not start in time
            voices[-1].close()
            if len(voices) < 2:
                voices.append(voices[-1].revive())
        with pytest.raises(SpeechError, match="still stuck"):
            voices[-1].revive()
        alive = [thread for thread in threading.enumerate() if thread.name == "audiojass-voice"]
        assert len(alive) <= 2
        stuck.release.set()
        deadline = time.monotonic() + 5
        while voices[-1]._is_stuck() and time.monotonic() < deadline:
            time.sleep(FRAME)
        voices.append(voices[-1].revive())
    finally:
        stuck.release.set()
        for voice in voices:
            voice.close()


def test_the_voice_breaks_when_the_sound_device_goes_away(mixer: pygame.mixer.Channel) -> None:
    spoken = tone_voice(ToneRenderer(seconds=2.0))
    spoken.speak(PHRASE, interrupt=True)
    assert pump(spoken, 5, until=mixer.get_busy)
    pygame.mixer.quit()
    with pytest.raises(SpeechError, match="mixer was shut down"):
        spoken.update()
    assert spoken.unspoken() == [PHRASE]
    spoken.close()


@pytest.mark.parametrize(
    ("platform_name", "names"),
    [
        ("linux", ["the eSpeak voice"]),
        ("win32", ["the Windows voice", "the Windows voice", "the Windows voice"]),
        ("darwin", ["the Mac voice"]),
    ],
)
def test_each_platform_tries_its_own_voices(
    monkeypatch: pytest.MonkeyPatch, platform_name: str, names: list[str]
) -> None:
    monkeypatch.setattr(voice.sys, "platform", platform_name)
    assert [name for name, _ in voice.default_renderers()] == names
    assert [name for name, _ in voice.default_renderers(driver="espeak")] == ["the eSpeak voice"]


def test_no_voice_says_why(monkeypatch: pytest.MonkeyPatch, mixer: pygame.mixer.Channel) -> None:
    def missing() -> ToneRenderer:
        raise RuntimeError("This means you probably do not have eSpeak installed!")

    monkeypatch.setattr(voice.sys, "platform", "linux")
    monkeypatch.setattr(voice.ctypes.util, "find_library", lambda name: None)
    assert BuiltinVoice.create_with_reason(renderer=missing) == (
        None,
        "No built-in voice: install libespeak-ng1.",
    )
    assert TtsOutput.unavailable_reason() == "No built-in voice: install libespeak-ng1."
    monkeypatch.setattr(voice.ctypes.util, "find_library", lambda name: "libespeak-ng.so.1")
    assert BuiltinVoice.create_with_reason(renderer=missing) == (
        None,
        "No built-in voice: eSpeak NG is installed but does not start; reinstall libespeak-ng1 "
        "and espeak-ng-data.",
    )
    i18n.use("de", strict=True)
    assert BuiltinVoice.create_with_reason(renderer=missing) == (
        None,
        "Keine eingebaute Stimme: eSpeak NG ist installiert, startet aber nicht; installiere "
        "libespeak-ng1 und espeak-ng-data neu.",
    )
    i18n.use("en", strict=True)
    pygame.mixer.quit()
    assert TtsOutput.create(renderer=lambda: ToneRenderer()) is None
    assert TtsOutput.unavailable_reason() == "No built-in voice: no audio device."


# ---------------------------------------------------------------------------------------------
# What the libraries do, and the two workarounds that pin their versions


def test_voice_uses_no_private_library_internals() -> None:
    source = Path(voice.__file__).read_text(encoding="utf-8")
    for private in ("._module", "._espeak", "IsPlaying", "proxy", "_silenced", "sys.path"):
        assert private not in source
    assert "setswitchinterval" not in source
    assert "_quiet" not in source


def test_pyttsx3_version_still_needs_the_print_workaround() -> None:
    assert importlib.metadata.version("pyttsx3") == "2.99", (
        "pyttsx3 changed: check whether its eSpeak driver still prints 'Audio saved to' on "
        "save_to_file, and drop voice._mute_espeak_notices if it does not"
    )
    spec = importlib.util.find_spec("pyttsx3.drivers.espeak")
    assert spec is not None and spec.origin is not None
    assert 'print(f"Audio saved to {self._save_file}")' in Path(spec.origin).read_text()


def prism_or_skip() -> Any:
    """The prism module (prismatoid), which is not built for Linux on ARM."""
    if sys.platform.startswith("linux") and platform.machine() != "x86_64":
        pytest.skip("prismatoid has no build for Linux on this processor")
    return importlib.import_module("prism")


@pytest.fixture(scope="module")
def tone_backend() -> Iterator[tuple[Any, Any]]:
    """A Prism backend, made in Python, whose speak_to_memory gives a 0.3 s float tone."""
    prism = prism_or_skip()

    class Tone(prism.CustomBackend):  # type: ignore[misc]
        def is_supported(self) -> bool:
            return True

        def speak_to_memory(self, text: str, emit: Callable[..., None]) -> None:
            emit([0.0] * 441, 1, 44100)
            emit([0.5, -0.5] * 6615, 1, 44100)

    builder = prism.RegistryBuilder()
    backend_id = builder.add_backend("AudioJass test tone", Tone)
    context = prism.Context(builder.freeze())
    yield context, context.create(prism.BackendId(backend_id))


def test_prismatoid_version_still_needs_the_speak_to_memory_workaround(
    tone_backend: tuple[Any, Any],
) -> None:
    _, backend = tone_backend
    assert importlib.metadata.version("prismatoid") == "0.18.3", (
        "prismatoid changed: check whether Backend.speak_to_memory accepts a str now, and "
        "drop voice._speak_to_memory's retry if it does"
    )
    chunks: list[tuple[int, int, int]] = []

    def on_audio(samples: list[float], channels: int, rate: int) -> None:
        chunks.append((len(samples), channels, rate))

    with pytest.raises(TypeError, match="char"):
        backend.speak_to_memory("Your turn.", on_audio)
    voice._speak_to_memory(backend, "Your turn.", on_audio)
    assert chunks == [(441, 1, 44100), (13230, 1, 44100)]


def test_prism_renderer_voices_through_the_mixer(
    tone_backend: tuple[Any, Any], mixer: pygame.mixer.Channel
) -> None:
    context, backend = tone_backend
    spoken = BuiltinVoice(
        renderer=lambda: PrismRenderer(backend, "the test voice", context=context)
    )
    try:
        assert spoken.name == "the test voice"
        spoken.speak("Your turn.", interrupt=True)
        assert pump(spoken, 5, until=mixer.get_busy)
        assert pump(spoken, 5, until=lambda: not spoken.is_speaking())
        assert len(spoken.render_seconds) == 1
    finally:
        spoken.close()


# ---------------------------------------------------------------------------------------------
# What the table prepares


class PreparingOutput(RecordingOutput):
    """A recording output that also records what it is asked to prepare."""

    def __init__(self) -> None:
        super().__init__()
        self.prepared: set[str] = set()
        self.unprepared: list[str] = []

    def prepare(self, texts: Iterable[str]) -> None:
        self.prepared.update(texts)

    def speak(self, text: str, *, interrupt: bool) -> None:
        if interrupt and text not in self.prepared:
            self.unprepared.append(text)
        super().speak(text, interrupt=interrupt)


FOCUS_PHRASE = re.compile(r"^(six|seven|eight|nine|ten|jack|queen|king|ace) of \w+(, .*)?$")
CHOICE_PHRASE = re.compile(
    r"^(Hearts|Diamonds|Spades|Clubs|Obenabe|Undenufe|Schieben: your partner chooses)"
    r"(, counts (single|double|triple))?(, \d of \d)?$"
)


@pytest.mark.slow
@pytest.mark.parametrize("verbosity", ["full", "brief"])
def test_every_card_the_arrows_reach_was_prepared_before_its_key(
    table: Callable[..., TableRun], verbosity: str
) -> None:
    run = table(verbosity=verbosity)
    speech = PreparingOutput()
    run.speech = speech
    run.app.speech = speech
    lines = run.run(autoplay(trump=TrumpMode.UNDENUFE), variant="schieber")
    browsed = [line for line in lines if FOCUS_PHRASE.match(line)]
    assert len(browsed) > 30
    assert [text for text in speech.unprepared if FOCUS_PHRASE.match(text)] == []
    assert "That is your first card." in speech.prepared
    choices = [line for line in lines if CHOICE_PHRASE.match(line)]
    assert choices
    assert [text for text in speech.unprepared if CHOICE_PHRASE.match(text)] == []


def test_menu_items_are_prepared_when_the_menu_opens(table: Callable[..., TableRun]) -> None:
    run = table()
    speech = PreparingOutput()
    run.speech = speech
    run.app.speech = speech
    lines = run.run(["down", "down", "up", "enter", "down", "up", "up"])
    assert lines == [
        "AudioJass.",
        "Main menu: New game, 1 of 6",
        "Continue, 2 of 6",
        "Options, 3 of 6",
        "Continue, 2 of 6",
        "There is no saved game.",
        "Options, 3 of 6",
        "Continue, 2 of 6",
        "New game, 1 of 6",
    ]
    # what the arrows say was ready before they were pressed (the menu's first line queues
    # behind the start lines, before any key, so it is rendered while they play)
    assert speech.unprepared == ["There is no saved game."]
