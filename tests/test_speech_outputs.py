"""Choosing the speech outputs: screen readers through Prism (accessible_output2 after it),
Orca only while it runs, Speech Dispatcher when chosen, and the start message that says what
speech goes through and why the outputs before it were left out, with the fix."""

from __future__ import annotations

import io
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fakes import FakeBackend, RecordingOutput, wait_until

import audiojass.speech as speech
from audiojass import i18n
from audiojass.speech import (
    MODES,
    ScreenReaderOutput,
    SpeechError,
    ThreadedOutput,
    TtsOutput,
    build_chain,
    screenreader,
)
from audiojass.speech.prism import SCREEN_READERS, PrismBackend
from audiojass.speech.screenreader import Ao2Backend, orca_running

# ---------------------------------------------------------------------------------------------
# Prism


class FakeFeatures:
    def __init__(self, **flags: bool) -> None:
        self.is_supported_at_runtime = flags.get("runtime", True)
        self.supports_output = flags.get("output", False)
        self.supports_braille = flags.get("braille", False)
        self.supports_stop = flags.get("stop", True)


class FakePrismBackend:
    def __init__(self, log: list[tuple[Any, ...]], **flags: bool) -> None:
        self.log = log
        self.features = FakeFeatures(**flags)

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.log.append(("speak", text, interrupt))

    def output(self, text: str, interrupt: bool = False) -> None:
        self.log.append(("output", text, interrupt))

    def braille(self, text: str) -> None:
        self.log.append(("braille", text))

    def stop(self) -> None:
        self.log.append(("stop",))


def fake_prism(available: dict[str, dict[str, bool]], log: list[tuple[Any, ...]]) -> Any:
    """A stand-in ``prism`` module whose Context creates the backends named in ``available``
    (id name -> feature flags); others raise as Prism does for a screen reader not running."""
    ids = types.SimpleNamespace(**{name: name for name in [*SCREEN_READERS, "SAPI", "ONE_CORE"]})

    class Context:
        def exists(self, backend_id: str) -> bool:
            return True

        def create(self, backend_id: str) -> FakePrismBackend:
            log.append(("create", backend_id))
            if backend_id not in available:
                raise RuntimeError("Backend not available")
            return FakePrismBackend(log, **available[backend_id])

    return types.SimpleNamespace(Context=Context, BackendId=ids)


def test_prism_finds_the_first_running_screen_reader_and_speaks_and_brailles(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    log: list[tuple[Any, ...]] = []
    prism = fake_prism({"JAWS": {"braille": True}, "ORCA": {}}, log)
    monkeypatch.setitem(sys.modules, "prism", prism)
    backend = PrismBackend.open_first(SCREEN_READERS)
    assert backend.name == "JAWS"
    assert log == [("create", "NVDA"), ("create", "JAWS")]
    backend.speak("Your  turn\n", True)
    backend.speak("   ", False)
    backend.stop()
    assert log[2:] == [("speak", "Your turn", True), ("braille", "Your turn"), ("stop",)]
    assert backend.alive()
    backend.close()
    with pytest.raises(SpeechError, match="closed"):
        backend.speak("Your turn", True)


def test_prism_uses_output_for_speech_and_braille_together(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    log: list[tuple[Any, ...]] = []
    monkeypatch.setitem(sys.modules, "prism", fake_prism({"NVDA": {"output": True}}, log))
    backend = PrismBackend.open_first(SCREEN_READERS)
    backend.speak("Right plays the ace of hearts", False)
    assert log[-1] == ("output", "Right plays the ace of hearts", False)


def test_prism_with_no_screen_reader_running_or_not_installed_raises(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "prism", fake_prism({"NVDA": {"runtime": False}}, []))
    with pytest.raises(SpeechError, match="Prism found none of NVDA, JAWS"):
        PrismBackend.open_first(SCREEN_READERS)
    monkeypatch.setitem(sys.modules, "prism", None)  # import prism raises ImportError
    with pytest.raises(SpeechError, match="Prism is not installed"):
        PrismBackend.open_first(SCREEN_READERS)


def test_a_prism_screen_reader_runs_on_its_worker_and_says_its_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    log: list[tuple[Any, ...]] = []
    monkeypatch.setitem(sys.modules, "prism", fake_prism({"NVDA": {}}, log))
    monkeypatch.setattr(screenreader.sys, "platform", "win32")
    reader = ScreenReaderOutput.detect(timeout=5.0)
    assert reader is not None
    assert reader.name == "NVDA"
    reader.speak("Your turn", interrupt=True)
    assert wait_until(lambda: ("speak", "Your turn", True) in log)
    reader.close()


# ---------------------------------------------------------------------------------------------
# accessible_output2 (Windows and macOS only)


class FakeAo2Output:
    """Stands in for an accessible_output2 output object."""

    def __init__(self, *, active: bool = True) -> None:
        self.active = active
        self.calls: list[tuple[str, Any]] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.calls.append(("speak", (text, interrupt)))

    def braille(self, text: str, **options: Any) -> None:
        self.calls.append(("braille", text))

    def silence(self) -> None:
        self.calls.append(("silence", None))

    def is_active(self) -> bool:
        return self.active

    def close(self) -> None:
        self.calls.append(("close", None))


def test_accessible_output2_picks_a_screen_reader_and_ignores_plain_voices(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    closed: list[str] = []

    class Broken:
        def __init__(self) -> None:
            raise OSError("no such library")

    class ESpeak(FakeAo2Output):
        """accessible_output2's plain eSpeak voice: active, but not a screen reader."""

    class NVDA(FakeAo2Output):
        def __init__(self) -> None:
            super().__init__(active=False)

        def close(self) -> None:
            closed.append("NVDA")

    class Jaws(FakeAo2Output):
        pass

    fake = types.SimpleNamespace(get_output_classes=lambda: [Broken, ESpeak, NVDA, Jaws])
    monkeypatch.setitem(sys.modules, "accessible_output2", fake)
    monkeypatch.setattr(screenreader.sys, "platform", "win32")
    backend = Ao2Backend.open_first(screenreader.AO2_SCREEN_READERS)
    assert backend.name == "JAWS"
    assert closed == ["NVDA"]
    backend.speak("Your turn", True)
    backend.stop()
    assert backend.alive()
    backend.close()
    output = backend._output
    assert output.calls == [
        ("speak", ("Your turn", True)),
        ("braille", "Your turn"),
        ("silence", None),
        ("close", None),
    ]
    with pytest.raises(SpeechError, match="found none"):
        Ao2Backend.open_first({"SAPI5": "the Windows SAPI voice"})
    monkeypatch.setattr(screenreader.sys, "platform", "linux")
    with pytest.raises(SpeechError, match="not used on Linux"):
        Ao2Backend.open_first(screenreader.AO2_SCREEN_READERS)


def test_accessible_output2_is_the_fallback_when_prism_finds_none(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "prism", fake_prism({}, []))
    fake = types.SimpleNamespace(get_output_classes=lambda: [type("NVDA", (FakeAo2Output,), {})])
    monkeypatch.setitem(sys.modules, "accessible_output2", fake)
    monkeypatch.setattr(screenreader.sys, "platform", "win32")
    backend = screenreader.open_screen_reader()
    assert isinstance(backend, Ao2Backend)
    assert backend.name == "NVDA"


# ---------------------------------------------------------------------------------------------
# Orca


def fake_proc(folder: Path, processes: dict[str, tuple[str, bytes]]) -> Path:
    for pid, (comm, cmdline) in processes.items():
        (folder / pid).mkdir(parents=True)
        (folder / pid / "comm").write_text(comm + "\n")
        (folder / pid / "cmdline").write_bytes(cmdline)
    (folder / "self").mkdir()
    return folder


def test_orca_is_found_by_process_name_or_by_its_script(tmp_path: Path) -> None:
    shell = ("bash", b"bash\0")
    named = fake_proc(tmp_path / "a", {"1": shell, "77": ("orca", b"/usr/bin/python3\0")})
    script = fake_proc(
        tmp_path / "b", {"1": shell, "80": ("python3", b"/usr/bin/python3\0/usr/bin/orca\0")}
    )
    other = fake_proc(
        tmp_path / "c", {"1": shell, "81": ("python3", b"python3\0orcas.py\0--orca\0")}
    )
    assert orca_running(named)
    assert orca_running(script)
    assert not orca_running(other)
    assert not orca_running(tmp_path / "missing")


def test_on_linux_no_screen_reader_is_tried_unless_orca_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(screenreader.sys, "platform", "linux")
    monkeypatch.setattr(screenreader, "orca_running", lambda: False)

    def must_not_open() -> FakeBackend:
        raise AssertionError("no screen reader may be opened while Orca does not run")

    monkeypatch.setattr(screenreader, "open_screen_reader", must_not_open)
    assert ScreenReaderOutput.find() == (None, "No screen reader is running.")


def test_orca_running_without_the_service_prism_needs_is_said_plainly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Orca 43 has no org.gnome.Orca.Service D-Bus interface: Prism finds "none of Orca
    # running", which the player heard as "Orca is running but cannot be reached: the
    # screen reader could not start: Prism found none of Orca running."
    monkeypatch.setattr(screenreader.sys, "platform", "linux")
    monkeypatch.setattr(screenreader, "orca_running", lambda: True)

    def prism_finds_none() -> FakeBackend:
        raise SpeechError("Prism found none of Orca running")

    monkeypatch.setattr(screenreader, "open_screen_reader", prism_finds_none)
    assert ScreenReaderOutput.find(timeout=2.0) == (
        None,
        "Orca is running, but AudioJass cannot reach it.",
    )
    i18n.use("de", strict=True)
    assert ScreenReaderOutput.find(timeout=2.0) == (
        None,
        "Orca läuft, aber AudioJass erreicht es nicht.",
    )


# ---------------------------------------------------------------------------------------------
# build_chain: modes and the start message


@pytest.fixture
def outputs(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """Every output build_chain may use replaced by a fake; set an entry to None (or a
    reason) to make that output unavailable."""
    made: dict[str, Any] = {
        "reader": lambda: RecordingOutput("Orca"),
        "reader_reason": "No screen reader is running.",
        "speechd": lambda: RecordingOutput("Speech Dispatcher"),
        "voice": lambda: RecordingOutput("the eSpeak voice"),
        "system": lambda: None,
        "linux": False,
    }

    def find(timeout: float = 3.0) -> tuple[Any, str]:
        reader = made["reader"]
        return (reader(), "") if reader is not None else (None, made["reader_reason"])

    def speechd_output(**options: Any) -> Any:
        if made["speechd"] is None:
            raise SpeechError("libspeechd is missing: install speech-dispatcher")
        return StartedOutput(made["speechd"]())

    monkeypatch.setattr(ScreenReaderOutput, "find", staticmethod(find))
    monkeypatch.setattr(
        ScreenReaderOutput, "detect_system_voice", staticmethod(lambda timeout=3.0: None)
    )
    monkeypatch.setattr(speech, "speechd_output", speechd_output)

    def create(**options: Any) -> Any:
        voice = made["voice"]
        return voice() if voice is not None else None

    monkeypatch.setattr(TtsOutput, "create", staticmethod(create))
    monkeypatch.setattr(TtsOutput, "unavailable_reason", classmethod(lambda cls: ""), raising=False)
    monkeypatch.setattr(speech.sys, "platform", "linux")
    yield made


class StartedOutput(RecordingOutput):
    def __init__(self, inner: RecordingOutput | None) -> None:
        super().__init__(inner.name if inner is not None else "Speech Dispatcher")
        self.answers = inner is not None

    def wait_started(self, timeout: float) -> bool:
        return self.answers

    error = None


def names(mode: str) -> list[str]:
    chain = build_chain(mode, stream=io.StringIO())
    return [output.name for output in chain.outputs]


def start(mode: str) -> str:
    return build_chain(mode, stream=io.StringIO()).start_message()


def test_build_chain_modes(outputs: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    assert MODES == ("auto", "screenreader", "speechd", "tts", "console")
    # Linux: Orca runs, and the Speech Dispatcher it speaks through backs it up
    assert names("auto") == ["Orca", "Speech Dispatcher", "the eSpeak voice", "the console"]
    assert start("auto") == "Speaking through Orca."
    assert names("screenreader") == ["Orca", "Speech Dispatcher", "the console"]
    assert names("speechd") == ["Speech Dispatcher", "the eSpeak voice", "the console"]
    assert start("speechd") == "Speaking through Speech Dispatcher."
    assert names("tts") == ["the eSpeak voice", "the console"]
    assert start("tts") == "Speaking through the eSpeak voice."
    assert names("console") == ["the console"]
    assert start("console") == "Speaking through the console."
    with pytest.raises(ValueError, match="unknown speech mode 'loud'"):
        build_chain("loud")
    outputs["reader"] = lambda: RecordingOutput("NVDA")
    monkeypatch.setattr(speech.sys, "platform", "win32")
    assert names("auto") == ["NVDA", "the eSpeak voice", "the console"]
    assert names("screenreader") == ["NVDA", "the console"]
    outputs["reader"] = None
    assert names("screenreader") == ["the console"]
    assert start("screenreader") == "Speaking through the console. No screen reader is running."


def test_auto_without_a_screen_reader_says_why_and_never_tries_speech_dispatcher(
    outputs: dict[str, Any],
) -> None:
    outputs["reader"] = None
    outputs["speechd"] = lambda: pytest.fail("auto must not use Speech Dispatcher without Orca")
    assert names("auto") == ["the eSpeak voice", "the console"]
    assert start("auto") == "Speaking through the eSpeak voice. No screen reader is running."


def test_no_voice_and_no_screen_reader_says_both_fixes(outputs: dict[str, Any]) -> None:
    outputs["reader"] = None
    outputs["voice"] = None
    assert start("auto") == (
        "Speaking through the console. No screen reader is running. "
        "No built-in voice: install libespeak-ng1."
    )
    assert start("tts") == "Speaking through the console. No built-in voice: install libespeak-ng1."


def test_speechd_mode_without_the_library_says_what_to_install(outputs: dict[str, Any]) -> None:
    outputs["speechd"] = None
    assert start("speechd") == (
        "Speaking through the eSpeak voice. "
        "Speech Dispatcher is not available: install speech-dispatcher."
    )
    outputs["speechd"] = lambda: None  # the library is there, the daemon does not answer
    assert start("speechd") == (
        "Speaking through the eSpeak voice. "
        "Speech Dispatcher did not answer: try spd-say hello in a terminal."
    )


def test_orca_running_but_unreachable_falls_back_to_speech_dispatcher(
    outputs: dict[str, Any],
) -> None:
    outputs["reader"] = None
    outputs["reader_reason"] = "Orca is running, but AudioJass cannot reach it."
    assert names("auto") == ["Speech Dispatcher", "the eSpeak voice", "the console"]
    assert start("auto") == "Orca is running; speaking through Speech Dispatcher beside it."
    assert start("screenreader") == (
        "Orca is running; speaking through Speech Dispatcher beside it."
    )
    outputs["speechd"] = lambda: None  # the library is there, the daemon does not answer
    assert start("auto") == (
        "Speaking through the eSpeak voice. Orca is running, but AudioJass cannot reach it. "
        "Speech Dispatcher did not answer: try spd-say hello in a terminal."
    )
    outputs["speechd"] = None
    assert start("screenreader") == (
        "Speaking through the console. Orca is running, but AudioJass cannot reach it. "
        "Speech Dispatcher is not available: install speech-dispatcher."
    )


def test_the_voice_s_own_reason_is_said_when_it_gives_one(
    outputs: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    outputs["voice"] = None
    monkeypatch.setattr(
        TtsOutput,
        "unavailable_reason",
        classmethod(lambda cls: "No built-in voice: no audio device."),
        raising=False,
    )
    assert start("tts") == "Speaking through the console. No built-in voice: no audio device."


def test_detection_on_this_machine_is_bounded_silent_and_spawns_no_daemon(
    capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Here (Linux, Speech Dispatcher installed, no Orca, no sound): auto never touches
    Speech Dispatcher, prints nothing, and says that no screen reader runs."""
    if not sys.platform.startswith("linux") or orca_running():
        pytest.skip("this checks a Linux machine without Orca")
    started: list[str] = []
    real_init = ThreadedOutput.__init__

    def spy(self: ThreadedOutput, factory: Any, name: str, **options: float) -> None:
        started.append(name)
        real_init(self, factory, name, **options)

    monkeypatch.setattr(ThreadedOutput, "__init__", spy)
    monkeypatch.setattr(TtsOutput, "create", staticmethod(lambda **_: None))
    chain = build_chain("auto", stream=io.StringIO())
    try:
        assert started == []
        assert [output.name for output in chain.outputs] == ["the console"]
        assert chain.start_message().startswith(
            "Speaking through the console. No screen reader is running. "
        )
    finally:
        chain.close()
    assert capfd.readouterr() == ("", "")


# ---------------------------------------------------------------------------------------------
# Options


@pytest.mark.parametrize(
    ("platform", "spoken"),
    [
        (
            "linux",
            [
                "screen reader",
                "Speech Dispatcher",
                "built-in voice",
                "console text",
                "automatic",
            ],
        ),
        ("win32", ["screen reader", "built-in voice", "console text", "automatic"]),
    ],
)
def test_options_cycle_the_speech_modes_in_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, platform: str, spoken: list[str]
) -> None:
    from audiojass.app import App
    from audiojass.keymap import load_keymap
    from audiojass.settings import Settings, load_settings
    from audiojass.sound import RecordingSounds

    monkeypatch.setattr(speech.sys, "platform", platform)
    keymap, _ = load_keymap()
    app = App(RecordingOutput(), RecordingSounds(), keymap, Settings(), tmp_path, bot_delay=0.0)
    menu = app.options_menu()
    [item] = [item for item in menu.items if item.text().startswith("Speech output")]
    assert item.text() == "Speech output at the next start: automatic"
    assert item.adjust is not None
    heard = []
    for _ in spoken:
        item.adjust(app, 1)
        heard.append(item.text().removeprefix("Speech output at the next start: "))
    assert heard == spoken
    app.settings.speech = "speechd"  # a settings file from Linux, on Windows
    item.adjust(app, 1)
    assert app.settings.speech == ("tts" if platform == "linux" else "screenreader")
    assert load_settings(tmp_path)[0].speech == app.settings.speech
