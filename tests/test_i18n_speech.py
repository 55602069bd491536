"""Speech in the game's language: what the chain says about itself (in German and French),
and every output told the language, at start and when Options changes it: Speech Dispatcher
receives SET LANGUAGE on its worker (a private daemon records "language|text"), the built-in
voice selects a voice of the language (eSpeak NG's German), Prism chooses a voice where the
backend lists them. Where speech-dispatcher or eSpeak NG is missing those tests skip, unless
AUDIOJASS_REQUIRE_SPEECH is set (as in CI): then they fail."""

from __future__ import annotations

import io
import os
import signal
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from fakes import FakeBackend, RecordingOutput, frames_until, speech_missing, wait_until
from speechd_daemon import PrivateSpeechd, speechd_program

from audiojass import i18n, speech
from audiojass.speech import (
    ConsoleOutput,
    SpeechChain,
    SpeechError,
    ThreadedOutput,
    TtsOutput,
    build_chain,
)
from audiojass.speech import screenreader as screenreader_module
from audiojass.speech.base import best_voice, spoken_name
from audiojass.speech.prism import PrismBackend, choose_voice
from audiojass.speech.speechd import load_libspeechd, speechd_output
from audiojass.speech.voice import BuiltinVoice, Pcm, Pyttsx3Renderer
from audiojass.terminal import EchoedSpeech

# -- what the chain says -------------------------------------------------------------------------


def test_the_start_message_is_said_in_german_and_french() -> None:
    i18n.use("de")
    chain = build_chain("console", stream=io.StringIO(), language="de")
    assert chain.start_message() == "Sprachausgabe über die Konsole."
    i18n.use("fr")
    assert chain.start_message() == "La parole passe par la console."
    i18n.use("en")
    assert chain.start_message() == "Speaking through the console."


def test_why_outputs_were_left_out_is_said_in_german(monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.use("de")
    monkeypatch.setattr(speech.sys, "platform", "linux")
    monkeypatch.setattr(screenreader_module.sys, "platform", "linux")
    monkeypatch.setattr(screenreader_module, "orca_running", lambda: False)
    monkeypatch.setattr(TtsOutput, "create", staticmethod(lambda **_: None))
    monkeypatch.setattr(TtsOutput, "unavailable_reason", classmethod(lambda cls: ""))
    chain = build_chain("auto", stream=io.StringIO(), language="de")
    assert chain.start_message() == (
        "Sprachausgabe über die Konsole. Es läuft kein Screenreader. "
        "Keine eingebaute Stimme: installiere libespeak-ng1."
    )


def test_speech_moved_is_said_in_french_by_the_next_output() -> None:
    i18n.use("fr")
    broken = RecordingOutput("NVDA", fail_after=0)
    lines = io.StringIO()
    chain = SpeechChain([broken, ConsoleOutput(lines)])
    chain.speak("À vous de jouer.", interrupt=True)
    assert lines.getvalue().splitlines() == [
        "La parole passe maintenant par la console.",
        "À vous de jouer.",
    ]


def test_output_names_that_are_words_are_translated_and_proper_names_are_not() -> None:
    i18n.use("de")
    assert spoken_name("the eSpeak voice") == "die eSpeak-Stimme"
    assert spoken_name("Speech Dispatcher") == "Speech Dispatcher"
    assert spoken_name("NVDA") == "NVDA"
    i18n.use("nl")
    assert ConsoleOutput(io.StringIO()).name == "de console"


# -- telling the outputs the language ------------------------------------------------------------


class LanguageRecorder(RecordingOutput):
    """A recording output that notes every language it is told."""

    def __init__(self, name: str = "the recorder") -> None:
        super().__init__(name)
        self.languages: list[str] = []

    def set_language(self, language: str) -> None:
        self.languages.append(language)


def test_the_chain_tells_every_output_and_outputs_without_it_are_left_alone() -> None:
    first, plain, last = LanguageRecorder("NVDA"), RecordingOutput(), LanguageRecorder()
    chain = SpeechChain([first, plain, last])
    chain.set_language("fr")
    assert (first.languages, last.languages) == (["fr"], ["fr"])
    echoed = EchoedSpeech(chain, stream=io.StringIO())
    echoed.set_language("nl")
    assert (first.languages, last.languages) == (["fr", "nl"], ["fr", "nl"])


def test_build_chain_tells_its_outputs_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[LanguageRecorder] = []
    created: list[dict[str, Any]] = []

    def create(**options: Any) -> LanguageRecorder:
        created.append(options)
        made.append(LanguageRecorder("the eSpeak voice"))
        return made[-1]

    monkeypatch.setattr(TtsOutput, "create", staticmethod(create))
    build_chain("tts", stream=io.StringIO(), language="de")
    assert created[0]["language"] == "de"
    assert made[0].languages == ["de"]


class LanguageBackend(FakeBackend):
    """A blocking backend that records the language it is given on its worker (or raises)."""

    def __init__(self, *, refuse: bool = False) -> None:
        super().__init__("Speech Dispatcher")
        self.refuse = refuse
        self.threads: set[str] = set()

    def set_language(self, language: str) -> None:
        self.threads.add(threading.current_thread().name)
        if self.refuse:
            raise OSError("no voice for that language")
        self._call("language", language)


def test_a_threaded_output_hands_the_language_over_on_its_worker_before_the_next_text() -> None:
    backend = LanguageBackend()
    output = ThreadedOutput(lambda: backend, "Speech Dispatcher")
    output.set_language("de")  # told before it has even started: handed over once it has
    assert output.wait_started(5.0)
    output.speak("Du bist dran", interrupt=True)
    output.set_language("fr")
    output.speak("À vous", interrupt=False)
    assert wait_until(lambda: len(backend.calls) == 4), backend.calls
    assert backend.calls == [
        ("language", "de"),
        ("speak", "Du bist dran", True),
        ("language", "fr"),
        ("speak", "À vous", False),
    ]
    assert backend.threads == {"audiojass-speech (Speech Dispatcher)"}
    output.close()
    assert output.wait_finished(5.0)


def test_a_language_the_backend_refuses_leaves_it_speaking() -> None:
    backend = LanguageBackend(refuse=True)
    output = ThreadedOutput(lambda: backend, "Speech Dispatcher")
    assert output.wait_started(5.0)
    output.set_language("nl")
    output.speak("Jij bent aan de beurt.", interrupt=True)
    assert wait_until(lambda: backend.spoken == ["Jij bent aan de beurt."])
    output.update()  # not broken: no SpeechError
    assert output.error is None
    output.close()
    assert output.wait_finished(5.0)


def test_best_voice_prefers_the_swiss_region_and_keeps_a_voice_that_speaks_it() -> None:
    voices = [["en-US"], ["fr-FR"], ["de-DE"], ["de-CH"], ["nl_NL"], []]
    assert best_voice(voices, "de") == 3
    assert best_voice(voices, "fr") == 1
    assert best_voice(voices, "nl") == 4
    assert best_voice(voices, "de", current=2) == 2  # the player's German voice stays
    assert best_voice(voices, "de", current=0) == 3
    assert best_voice([["en-GB"], ["German"]], "de") == 1
    assert best_voice([["en-GB"]], "nl") is None


class FakeVoices:
    """A Prism backend with a voice list (as OneCore has) or without one (as NVDA has)."""

    def __init__(self, languages: list[str], *, listed: bool = True) -> None:
        self.languages = languages
        self.voice = 0
        self.name = "fake"
        self.features = type(
            "Features",
            (),
            {
                "supports_count_voices": listed,
                "supports_get_voice_language": listed,
                "supports_set_voice": listed,
                "supports_get_voice": listed,
                "supports_output": True,
                "supports_braille": False,
                "supports_stop": True,
            },
        )()

    @property
    def voices_count(self) -> int:
        return len(self.languages)

    def get_voice_language(self, index: int) -> str:
        return self.languages[index]


def test_prism_chooses_a_voice_of_the_language_only_where_voices_are_listed() -> None:
    system = FakeVoices(["en-US", "fr-FR", "fr-CH"])
    assert choose_voice(system, "fr")
    assert system.voice == 2
    unlisted = FakeVoices(["en-US", "de-DE"], listed=False)
    assert not choose_voice(unlisted, "de")
    assert unlisted.voice == 0


def test_a_system_voice_switches_to_the_language_and_a_screen_reader_keeps_its_voice() -> None:
    system = FakeVoices(["en-US", "de-DE", "de-CH"])
    PrismBackend(None, system, "the Windows voice").set_language("de")
    assert system.voice == 2
    reader = FakeVoices(["en-US", "de-DE"])
    PrismBackend(None, reader, "NVDA").set_language("de")
    assert reader.voice == 0  # the player's own screen reader setting is left alone


# -- Speech Dispatcher ---------------------------------------------------------------------------


@pytest.fixture
def daemon(tmp_path: Path) -> Iterator[PrivateSpeechd]:
    """A private Speech Dispatcher whose synthesizer records "language|text" at once."""
    if speechd_program() is None:
        speech_missing("the speech-dispatcher program is not installed")
    try:
        load_libspeechd()
    except SpeechError as exc:
        speech_missing(str(exc))
    started = PrivateSpeechd(tmp_path)
    started.start()
    try:
        yield started
    finally:
        if started.process is not None:
            os.killpg(started.process.pid, signal.SIGCONT)
        started.stop()


def test_speech_dispatcher_speaks_the_language_set_while_it_runs(daemon: PrivateSpeechd) -> None:
    output = speechd_output(language="en", address=str(daemon.socket), autospawn=False)
    assert output.wait_started(10.0), output.error
    chain = SpeechChain([output, ConsoleOutput(io.StringIO())])
    chain.speak("Your turn", interrupt=True)
    assert wait_until(lambda: daemon.lines() == ["en|Your turn"]), daemon.lines()
    chain.set_language("de")
    chain.speak("Du bist dran", interrupt=False)
    assert wait_until(lambda: len(daemon.lines()) == 2), daemon.lines()
    assert daemon.lines() == ["en|Your turn", "de|Du bist dran"]
    revived = output.revive()  # a copy brought back after a failure keeps the language
    assert revived.wait_started(10.0), revived.error
    revived.speak("Trumpf ist Herz", interrupt=False)
    assert wait_until(lambda: len(daemon.lines()) == 3), daemon.lines()
    assert daemon.lines()[-1] == "de|Trumpf ist Herz"
    revived.close()
    chain.close()
    assert output.wait_finished(10.0) and revived.wait_finished(10.0)


# -- the built-in voice --------------------------------------------------------------------------


@pytest.fixture
def mixer(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The pygame mixer on SDL's silent dummy driver."""
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
    yield
    pygame.mixer.quit()


class LanguageRenderer:
    """Renders a short tone for every text, noting the language it was set to for each."""

    def __init__(self) -> None:
        self.language = "none"
        self.rendered: list[tuple[str, str]] = []
        self.worker: set[str] = set()

    @property
    def name(self) -> str:
        return "the tone voice"

    def set_language(self, language: str) -> None:
        self.worker.add(threading.current_thread().name)
        self.language = language

    def render(self, text: str, rate: int) -> Pcm:
        from array import array

        self.rendered.append((self.language, text))
        return Pcm(array("h", [0] * 200 + [8000, -8000] * 2000), 1, 22050)

    def close(self) -> None:
        pass


def test_the_built_in_voice_renders_in_the_language_set_on_its_worker(mixer: None) -> None:
    renderer = LanguageRenderer()
    voice = BuiltinVoice(renderer=lambda: renderer, language="de")
    try:
        assert renderer.rendered == [("de", "Ready.")]
        voice.speak("Bonjour", interrupt=True)
        assert frames_until(voice, lambda: ("de", "Bonjour") in renderer.rendered)
        voice.set_language("fr")
        assert voice.language == "fr"
        voice.speak("Bonjour", interrupt=True)  # rendered again: the cache is per language
        assert frames_until(voice, lambda: ("fr", "Bonjour") in renderer.rendered)
        assert renderer.worker == {"audiojass-voice"}
        revived = voice.revive()
        assert revived.language == "fr"
        revived.close()
    finally:
        voice.close()


def test_espeak_ng_speaks_german_with_its_german_voice() -> None:
    try:
        renderer = Pyttsx3Renderer("espeak")
    except Exception as exc:
        speech_missing(f"eSpeak NG through pyttsx3 is unavailable: {exc!r}")
    try:
        renderer.set_language("de")
        assert renderer.voice == "gmw/de"
        assert len(renderer.render("Du bist dran", 200).samples) > 0
        renderer.set_language("fr")
        assert renderer.voice == "roa/fr-ch"  # French of Switzerland, as Jass is played
        renderer.set_language("en")
        assert renderer.voice == "gmw/en"  # British English
    finally:
        renderer.close()
