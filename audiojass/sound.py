"""Sound cues: short WAV files played through ``pygame.mixer``, each panned to its seat.

A player is injected wherever sound is wanted; three implement ``SoundPlayer``:

- ``MixerSounds``: the real one. ``MixerSounds.load()`` returns it, or a ``NullSounds`` and a
  plain reason when sound cannot work (no audio device, cue files missing).
- ``NullSounds``: plays nothing, still tracks the volume so F7 / F8 keep answering.
- ``RecordingSounds``: remembers every cue played, for tests.

Cues never use mixer channel ``SPEECH_CHANNEL`` (0), which stays reserved for self-voiced speech.
Stereo positions come from ``seat_pan``: the human sits in the centre, the next player (the one
who plays after the human, counter-clockwise) on the right.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Mapping
from enum import StrEnum
from typing import Protocol

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # must precede the pygame import

import pygame

from audiojass.i18n import t
from audiojass.resources import resource_dir

__all__ = [
    "SPEECH_CHANNEL",
    "Cue",
    "MixerSounds",
    "NullSounds",
    "RecordingSounds",
    "SoundPlayer",
    "init_mixer",
    "pan_gains",
    "seat_pan",
]


class Cue(StrEnum):
    """A sound cue; the value is the stem of its file in the ``sounds/`` folder."""

    CARD = "card"  # a card is played
    TRICK = "trick"  # a trick is won
    TURN = "turn"  # it is the human's turn
    ILLEGAL = "illegal"  # a move is refused
    TRUMP = "trump"  # trump is chosen
    KITTY = "kitty"  # the kitty is taken
    SIX = "six"  # the six of trump is exchanged for the turn-up card
    DEAL = "deal"  # shuffle and deal
    APPLE = "apple"  # a player gets an apple (under 21 points in a deal)
    PUTZ = "putz"  # a player is awarded a Putz
    WON = "won"  # the human's side won the game
    LOST = "lost"  # the human's side lost the game
    FOCUS = "focus"  # focus moved to a card that may be played
    BLOCKED = "blocked"  # focus moved to a card that may not be played
    MENU = "menu"  # focus moved in a menu
    SELECT = "select"  # a menu item is chosen
    VOLUME = "volume"  # preview of a new volume
    BID = "bid"  # a bid is made (the family's bidding games)
    ROEM = "roem"  # roem, melds, Weis, Stöck or Belote scored
    CHAT = "chat"  # a chat message at an online table
    SEAT = "seat"  # someone sits down, leaves, drops out or comes back (online)


SPEECH_CHANNEL = 0
"""Mixer channel reserved for speech: sound cues never use it."""
FIRST_CUE_CHANNEL = SPEECH_CHANNEL + 1  # channels below this one are reserved

FREQUENCY = 44100  # Hz
SAMPLE_SIZE = -16  # signed 16-bit samples
CHANNELS = 2  # stereo
BUFFER = 512  # samples per mixer buffer (about 12 ms at 44.1 kHz)
MIXER_CHANNELS = 16  # simultaneous sounds, channel 0 included

NO_DEVICE = "start-no-audio-device"
"""The catalogue id of "no audio device", the reason sound is off without a sound card."""


def init_mixer() -> str | None:
    """Start ``pygame.mixer`` at 44100 Hz, signed 16-bit, stereo, a 512-sample buffer and 16
    channels, of which channel ``SPEECH_CHANNEL`` is reserved (``Sound.play`` never picks it;
    ``MixerSounds`` skips it too). An already running mixer is kept as it is and only gets the
    channel setup.

    Returns None on success, otherwise a short plain reason such as "no audio device".
    Never raises.
    """
    try:
        if pygame.mixer.get_init() is None:
            pygame.mixer.init(
                frequency=FREQUENCY, size=SAMPLE_SIZE, channels=CHANNELS, buffer=BUFFER
            )
        pygame.mixer.set_num_channels(MIXER_CHANNELS)
        pygame.mixer.set_reserved(FIRST_CUE_CHANNEL)
    except pygame.error:
        return t(NO_DEVICE)
    except Exception as error:  # a pygame built without a mixer, or a broken SDL
        return t("start-sound-unavailable", error=type(error).__name__)
    return None


def pan_gains(pan: float, volume: float = 1.0) -> tuple[float, float]:
    """The (left, right) channel gains, each 0.0 … 1.0, for a position ``pan`` from -1.0 (full
    left) to +1.0 (full right) at master ``volume`` 0.0 … 1.0.

    Equal-power law: left = volume·cos θ, right = volume·sin θ with θ = (pan + 1)·π/4, so
    left² + right² = volume² and a cue sounds equally loud wherever it is placed. Values outside
    the ranges are clamped.

    >>> [round(gain, 4) for gain in pan_gains(0.0)]
    [0.7071, 0.7071]
    >>> pan_gains(1.0, 0.5)
    (0.0, 0.5)
    """
    theta = (_clamp(pan, -1.0, 1.0) + 1.0) * math.pi / 4.0
    level = _clamp(volume, 0.0, 1.0)
    left = level * math.cos(theta)
    if left < 1e-12:  # cos(π/2) is 6e-17, not 0
        left = 0.0
    return left, level * math.sin(theta)


ACROSS = 0.3
"""The pan of the seat straight across the table (the partner at four, the opponent at two):
a little right of the centre, where the human's own cues are, so that your card and your
partner's are told apart by where they come from (both were in the centre)."""

# Pan of each other seat, in playing order after the human (next player first), by table size.
_PANS: dict[int, tuple[float, ...]] = {
    2: (ACROSS,),
    3: (0.7, -0.7),
    4: (0.8, ACROSS, -0.8),
    5: (0.9, 0.35, -0.35, -0.9),
}
_EDGE = 0.9  # the next and the previous player at larger tables


def seat_pan(seat: int, players: int, human_seat: int = 0) -> float:
    """Stereo position, -1.0 (left) … +1.0 (right), of ``seat`` as the player at ``human_seat``
    hears the table of ``players`` seats (numbered 0 … players-1).

    Play passes counter-clockwise, so the next player (human_seat + 1) sits on the right and the
    previous one on the left; the human is in the centre (0.0), the seat straight across a
    little right of it (:data:`ACROSS`). Three players: ±0.7; four: right +0.8, partner
    across +0.3, left -0.8; five: +0.9, +0.35, -0.35, -0.9. Larger tables spread the others
    evenly from +0.9 to -0.9 (the seat across at +0.3). Seat numbers are taken modulo
    ``players``. Raises ValueError if ``players`` < 1.

    >>> [seat_pan(s, 4) for s in range(4)]
    [0.0, 0.8, 0.3, -0.8]
    >>> seat_pan(0, 3, human_seat=2)
    0.7
    """
    if players < 1:
        raise ValueError(f"a table needs at least one player, not {players}")
    offset = (seat - human_seat) % players  # 1 = next player, players-1 = previous
    if offset == 0:
        return 0.0
    if players in _PANS:
        return _PANS[players][offset - 1]
    if 2 * offset == players:
        return ACROSS
    step = 2 * _EDGE / (players - 2)
    return round(_EDGE - step * (offset - 1), 6) + 0.0


def _clamp(value: float, low: float, high: float) -> float:
    """``value`` limited to ``low`` … ``high`` (NaN becomes ``low``)."""
    if not value >= low:
        return low
    return min(value, high)


class SoundPlayer(Protocol):
    """What the game needs from sound: cues placed in stereo, and a master volume."""

    available: bool
    """True if cues are actually heard."""
    volume: float
    """Master volume, 0.0 (silent) … 1.0 (full)."""

    def play(self, cue: Cue, pan: float = 0.0) -> None:
        """Start ``cue`` at stereo position ``pan`` (-1.0 full left … +1.0 full right) and
        return at once. Never raises, never blocks."""
        ...

    def change_volume(self, step: float) -> float:
        """Add ``step`` (e.g. -0.1 or +0.1) to the volume, clamped to 0.0 … 1.0; play
        ``Cue.VOLUME`` at the new level as a preview and return the new volume."""
        ...


class _Volume:
    """A player's master volume, 0.0 … 1.0: ``change_volume`` steps it and previews it with
    ``Cue.VOLUME``; ``play`` does nothing here."""

    available = False
    """True if cues are actually heard."""

    def __init__(self, volume: float = 0.8) -> None:
        self.volume = _clamp(volume, 0.0, 1.0)

    def play(self, cue: Cue, pan: float = 0.0) -> None:
        """Do nothing."""

    def change_volume(self, step: float) -> float:
        """Volume + ``step``, clamped to 0.0 … 1.0; previews it with ``Cue.VOLUME``."""
        self.volume = round(_clamp(self.volume + step, 0.0, 1.0), 3)  # 3 decimals: no float creep
        self.play(Cue.VOLUME)
        return self.volume


class NullSounds(_Volume):
    """No sound: ``play`` does nothing, but the volume is still tracked (0.0 … 1.0)."""


class MixerSounds(_Volume):
    """Cues played through ``pygame.mixer``: each on a free channel other than the reserved
    speech channel (channels 1 … 15), with left/right gains from ``pan_gains`` (equal-power
    pan times the master volume). Build it with ``MixerSounds.load()``."""

    available = True

    def __init__(self, sounds: Mapping[Cue, pygame.mixer.Sound], volume: float = 0.8) -> None:
        """Use the loaded ``sounds`` (one per cue) at master ``volume`` 0.0 … 1.0. The mixer
        must be running (see ``init_mixer``)."""
        super().__init__(volume)
        self._sounds = dict(sounds)
        self._started: dict[int, float] = {}  # channel number -> time.monotonic() of its cue

    @classmethod
    def load(cls, volume: float = 0.8) -> tuple[SoundPlayer, str | None]:
        """Start the mixer and load every cue's WAV from the ``sounds`` folder.

        Returns (the player, None), or (a ``NullSounds`` at ``volume``, the reason sound is off):
        "sound files missing: trick.wav, turn.wav", "no audio device", "sound files unreadable:
        …". Never raises.
        """
        try:
            folder = resource_dir("sounds")
        except (OSError, ValueError):
            return NullSounds(volume), t("start-sound-folder-missing")
        paths = {cue: folder / f"{cue.value}.wav" for cue in Cue}
        missing = [path.name for path in paths.values() if not path.is_file()]
        if missing:
            return NullSounds(volume), t("start-sound-files-missing", files=", ".join(missing))
        reason = init_mixer()
        if reason is not None:
            return NullSounds(volume), reason
        sounds: dict[Cue, pygame.mixer.Sound] = {}
        unreadable: list[str] = []
        for cue, path in paths.items():
            try:
                sounds[cue] = pygame.mixer.Sound(str(path))
            except Exception:  # pygame.error for a bad file, OSError for an unreadable one
                unreadable.append(path.name)
        if unreadable:
            return NullSounds(volume), t(
                "start-sound-files-unreadable", files=", ".join(unreadable)
            )
        return cls(sounds, volume), None

    def play(self, cue: Cue, pan: float = 0.0) -> None:
        """Start ``cue`` at stereo position ``pan`` (-1.0 … +1.0) on a free channel; when all
        are busy, the cue started longest ago is cut off. Never raises, never blocks."""
        sound = self._sounds.get(cue)
        if sound is None or self.volume <= 0.0:
            return
        try:
            channel = self._channel()
            if channel is None:
                return
            left, right = pan_gains(pan, self.volume)
            channel.set_volume(left, right)  # before play, so no sample escapes unpanned
            channel.play(sound)
        except Exception:  # the mixer was shut down or the device went away: stay quiet
            return

    def _channel(self) -> pygame.mixer.Channel | None:
        """A free cue channel, else the one whose cue started longest ago; None if the mixer
        has no channel besides the reserved ones.

        ``pygame.mixer.find_channel`` is not used: it ignores ``set_reserved`` and would hand
        out the speech channel whenever that one is idle.
        """
        numbers = range(FIRST_CUE_CHANNEL, pygame.mixer.get_num_channels())
        if not numbers:
            return None
        chosen = next(
            (n for n in numbers if not pygame.mixer.Channel(n).get_busy()),
            min(numbers, key=lambda n: self._started.get(n, 0.0)),
        )
        self._started[chosen] = time.monotonic()
        return pygame.mixer.Channel(chosen)


class RecordingSounds(_Volume):
    """Remembers each cue played as (cue, pan, volume) in ``played``, oldest first.

    >>> sounds = RecordingSounds(volume=0.5)
    >>> sounds.play(Cue.CARD, pan=0.8)
    >>> sounds.change_volume(0.1)
    0.6
    >>> sounds.played
    [(<Cue.CARD: 'card'>, 0.8, 0.5), (<Cue.VOLUME: 'volume'>, 0.0, 0.6)]
    """

    available = True

    def __init__(self, volume: float = 0.8) -> None:
        super().__init__(volume)
        self.played: list[tuple[Cue, float, float]] = []

    def play(self, cue: Cue, pan: float = 0.0) -> None:
        """Record (cue, pan clamped to -1.0 … +1.0, current volume)."""
        self.played.append((cue, _clamp(pan, -1.0, 1.0), self.volume))
