"""Sound cues: the WAV files, seat panning, the players, and real stereo output.

Runs headless: the mixer uses SDL's ``dummy`` audio driver, or its ``disk`` driver, which writes
the mixed output as raw samples to a file so the stereo placement can be measured.
"""

from __future__ import annotations

import importlib.util
import math
import shutil
import time
import wave
from array import array
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest

import audiojass.sound
from audiojass.resources import resource_dir
from audiojass.sound import (
    SPEECH_CHANNEL,
    Cue,
    MixerSounds,
    NullSounds,
    RecordingSounds,
    init_mixer,
    pan_gains,
    seat_pan,
)

SOUNDS = resource_dir("sounds")
RATE = 44100


def _samples(path: Path) -> tuple[wave._wave_params, array[int]]:
    """The WAV's parameters and its 16-bit samples."""
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        data = array("h", wav.readframes(params.nframes))
    return params, data


def _rms(values: array[int]) -> float:
    return math.sqrt(sum(v * v for v in values) / max(1, len(values)))


@pytest.fixture(autouse=True)
def _quiet_mixer(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test starts and ends with the mixer stopped, on the silent dummy driver."""
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    yield
    pygame.mixer.quit()


# ---------------------------------------------------------------- the cue files


@pytest.mark.parametrize("cue", list(Cue), ids=str)
def test_cue_file_is_a_clean_short_mono_wav(cue: Cue) -> None:
    params, data = _samples(SOUNDS / f"{cue.value}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, RATE)
    assert params.comptype == "NONE"
    assert 30 <= params.nframes * 1000 / RATE <= 1500
    peak = max(abs(v) for v in data)
    assert peak > 3000, "silent or nearly so"
    assert peak < 32767, "clipped"
    edge = 4  # samples; a step larger than about -40 dBFS at either end is an audible click
    assert max(abs(v) for v in data[:edge]) < 330
    assert max(abs(v) for v in data[-edge:]) < 330


def test_cue_files_are_small_and_there_are_no_strays() -> None:
    wavs = sorted(SOUNDS.glob("*.wav"))
    assert [p.stem for p in wavs] == sorted(cue.value for cue in Cue)
    assert sum(p.stat().st_size for p in wavs) < 1_500_000


def _make_sounds() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", SOUNDS / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_files_match_the_generator() -> None:
    make_sounds = _make_sounds()
    for cue in (Cue.CARD, Cue.DEAL, Cue.KITTY, Cue.FOCUS):  # the noisy ones and a tone
        fresh = make_sounds.render(cue.value)
        _, stored = _samples(SOUNDS / f"{cue.value}.wav")
        assert len(fresh) == len(stored), cue
        # allow a least-significant-bit wobble from another platform's libm
        assert max(abs(a - b) for a, b in zip(fresh, stored, strict=True)) <= 2, cue


def test_every_cue_is_levelled_by_loudness_within_6_lu() -> None:
    # by peak, the steady tones were the loudest cues: illegal -13.4 LU, card -21, menu -23
    make_sounds = _make_sounds()
    measured = {}
    for cue in Cue:
        _, data = _samples(SOUNDS / f"{cue.value}.wav")
        measured[cue.value] = make_sounds.loudness([value / 32767 for value in data])
    ticks = {"focus", "blocked", "menu"}
    for name, value in measured.items():
        assert abs(value - (-22.0 if name in ticks else -18.0)) < 0.2, (name, value)
    assert max(measured.values()) - min(measured.values()) <= 6.0


def test_every_cue_loads_into_the_mixer() -> None:
    player, reason = MixerSounds.load(volume=0.5)
    assert reason is None
    assert isinstance(player, MixerSounds)
    assert player.available and player.volume == 0.5


# ---------------------------------------------------------------- seat positions


@pytest.mark.parametrize(
    ("players", "pans"),
    [
        (3, [0.0, 0.7, -0.7]),
        (4, [0.0, 0.8, 0.3, -0.8]),
        (6, [0.0, 0.9, 0.45, 0.3, -0.45, -0.9]),
        (5, [0.0, 0.9, 0.35, -0.35, -0.9]),
    ],
)
def test_seat_pan_of_the_real_tables(players: int, pans: list[float]) -> None:
    assert [seat_pan(seat, players) for seat in range(players)] == pans


def test_seat_pan_is_relative_to_the_human() -> None:
    assert [seat_pan(seat, 4, human_seat=2) for seat in range(4)] == [0.3, -0.8, 0.0, 0.8]
    assert seat_pan(4, 5, human_seat=3) == 0.9  # the next player is on the right
    assert seat_pan(2, 5, human_seat=3) == -0.9


@pytest.mark.parametrize("players", [1, 2, 6, 7, 9])
def test_seat_pan_generalizes(players: int) -> None:
    pans = [seat_pan(seat, players) for seat in range(players)]
    assert pans[0] == 0.0
    others = pans[1:]
    assert others == sorted(others, reverse=True), "right to left in playing order"
    if players % 2 == 0:  # the seat across: a little right of the human, not on them
        assert pans[players // 2] == 0.3
        others = [pan for seat, pan in enumerate(pans) if seat not in (0, players // 2)]
    assert others == [-p for p in reversed(others)], "mirror-symmetric"
    assert all(-1.0 <= p <= 1.0 for p in pans)
    if players > 2:
        assert others[0] > 0.5 and others[-1] < -0.5


def test_seat_pan_rejects_an_empty_table() -> None:
    with pytest.raises(ValueError):
        seat_pan(0, 0)


def test_pan_gains_are_equal_power() -> None:
    for pan in (-1.0, -0.8, -0.35, 0.0, 0.35, 0.7, 0.9, 1.0):
        left, right = pan_gains(pan, 0.6)
        assert math.isclose(left**2 + right**2, 0.36)
        assert (left < right) == (pan > 0) or pan == 0
    assert pan_gains(-1.0) == (1.0, 0.0)
    assert pan_gains(1.0) == (0.0, 1.0)
    assert pan_gains(5.0, 2.0) == (0.0, 1.0)  # clamped


# ---------------------------------------------------------------- null and recording players


def test_recording_sounds_records_cue_pan_and_volume() -> None:
    sounds = RecordingSounds(volume=0.8)
    sounds.play(Cue.CARD, pan=seat_pan(1, 4))
    sounds.play(Cue.TURN)
    assert sounds.change_volume(0.1) == 0.9
    assert sounds.change_volume(0.5) == 1.0
    assert sounds.played == [
        (Cue.CARD, 0.8, 0.8),
        (Cue.TURN, 0.0, 0.8),
        (Cue.VOLUME, 0.0, 0.9),
        (Cue.VOLUME, 0.0, 1.0),
    ]


def test_null_sounds_plays_nothing_but_tracks_volume() -> None:
    sounds = NullSounds(volume=0.2)
    assert not sounds.available
    sounds.play(Cue.WON, pan=1.0)
    assert sounds.change_volume(-0.1) == 0.1
    assert sounds.change_volume(-0.1) == 0.0
    assert sounds.change_volume(-0.1) == 0.0
    assert sounds.change_volume(0.3) == 0.3


# ---------------------------------------------------------------- the mixer


def test_init_mixer_reports_a_missing_driver_instead_of_raising(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "nosuchdriver")
    assert init_mixer() == "no audio device"
    assert pygame.mixer.get_init() is None
    player, reason = MixerSounds.load()
    assert reason == "no audio device"
    assert isinstance(player, NullSounds) and not player.available
    player.play(Cue.CARD)


def test_load_reports_missing_files(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for wav in SOUNDS.glob("*.wav"):
        shutil.copy(wav, tmp_path)
    (tmp_path / "trick.wav").unlink()
    (tmp_path / "won.wav").unlink()
    monkeypatch.setattr(audiojass.sound, "resource_dir", lambda name: tmp_path)
    player, reason = MixerSounds.load(volume=0.3)
    assert reason == "sound files missing: trick.wav, won.wav"
    assert isinstance(player, NullSounds) and player.volume == 0.3


def test_cues_never_take_the_speech_channel() -> None:
    player, reason = MixerSounds.load()
    assert reason is None
    for _ in range(3 * pygame.mixer.get_num_channels()):
        player.play(Cue.WON)  # long enough to keep every channel busy
    assert not pygame.mixer.Channel(SPEECH_CHANNEL).get_busy()
    assert pygame.mixer.get_busy()


def test_mixer_sounds_never_raises_once_the_mixer_is_gone() -> None:
    player, _ = MixerSounds.load(volume=0.95)
    pygame.mixer.quit()
    player.play(Cue.CARD, pan=-0.8)
    assert player.change_volume(0.1) == 1.0


def _record_on_disk(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, cue: Cue, pan: float
) -> tuple[float, float]:
    """Play ``cue`` at ``pan`` through SDL's disk driver; the (left, right) RMS of the output."""
    out = tmp_path / f"mix{pan:+.2f}.raw"
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(out))
    player, reason = MixerSounds.load(volume=1.0)
    assert reason is None
    # The disk driver writes the device format raw: here native-endian signed 16-bit,
    # interleaved left/right, which is what the mixer was asked for.
    assert pygame.mixer.get_init() == (RATE, -16, 2)
    seconds = _samples(SOUNDS / f"{cue.value}.wav")[0].nframes / RATE
    player.play(cue, pan)
    time.sleep(seconds + 0.2)  # the driver consumes samples in real time
    pygame.mixer.quit()  # closes and flushes the file
    samples = array("h", out.read_bytes())
    assert len(samples) >= 2 * RATE * seconds
    left, right = samples[0::2], samples[1::2]
    return _rms(left), _rms(right)


@pytest.mark.parametrize(("seat", "side"), [(1, "right"), (3, "left")])
def test_a_cue_is_heard_on_the_side_of_its_seat(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, seat: int, side: str
) -> None:
    left, right = _record_on_disk(monkeypatch, tmp_path, Cue.CARD, seat_pan(seat, 4))
    assert min(left, right) > 0.0, "the far side still hears a little"
    near, far = (right, left) if side == "right" else (left, right)
    assert near > 3 * far
    assert near > 300, "clearly audible"


def test_the_partner_across_is_heard_apart_from_your_own_cues(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # both were in the centre: your card and your partner's came from the same place
    mine = _record_on_disk(monkeypatch, tmp_path, Cue.CARD, seat_pan(0, 4))
    assert mine[0] > 300
    assert math.isclose(mine[0], mine[1], rel_tol=0.01)
    left, right = _record_on_disk(monkeypatch, tmp_path, Cue.CARD, seat_pan(2, 4))
    assert left > 300
    assert 20 * math.log10(right / left) > 3  # decibels louder on the right
