"""Synthesize AudioJass's sound cues into this folder.

Usage: ``python sounds/make_sounds.py`` (standard library only; any Python 3.11+).

Writes one 16-bit, 44.1 kHz mono WAV per cue (``card.wav``, ``trick.wav``, ...). The output is
deterministic: the noise generator is seeded, so running the script again reproduces the same
bytes. Every cue fades in and out (no clicks) and is levelled by its loudness, not its peak
(:func:`loudness`: ITU-R BS.1770 K-weighting, the loudest 100 ms): the events at -18, the
frequent focus and menu ticks at -22, so that all cues lie within 4 LU of each other (by
peak, the steady tones were the loudest cues, 13 LU above the menu tick).
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44100  # samples per second
FULL_SCALE = 32767
SEED = 20240611

Signal = list[float]  # samples in -1.0 … 1.0 (before normalizing)


# ---------------------------------------------------------------- building blocks


def silence(seconds: float) -> Signal:
    """``seconds`` of zeros."""
    return [0.0] * round(seconds * RATE)


def mix_into(target: Signal, source: Signal, at: float, gain: float = 1.0) -> None:
    """Add ``source`` into ``target`` starting ``at`` seconds, growing ``target`` if needed."""
    start = round(at * RATE)
    end = start + len(source)
    if end > len(target):
        target.extend([0.0] * (end - len(target)))
    for i, value in enumerate(source):
        target[start + i] += gain * value


def envelope(
    n: int, attack: float, decay: float, release: float = 0.008, sustain: float = 0.0
) -> list[float]:
    """Gain per sample for ``n`` samples: raised-cosine attack of ``attack`` s, then an
    exponential fall with time constant ``decay`` s toward ``sustain`` (0…1), and a
    raised-cosine release over the last ``release`` s so the sound ends at exactly zero."""
    a = max(1, round(attack * RATE))
    r = max(1, round(release * RATE))
    gains = []
    for i in range(n):
        if i < a:
            g = 0.5 - 0.5 * math.cos(math.pi * i / a)
        else:
            t = (i - a) / RATE
            g = sustain + (1.0 - sustain) * math.exp(-t / decay)
        left = n - 1 - i
        if left < r:
            g *= 0.5 - 0.5 * math.cos(math.pi * left / r)
        gains.append(g)
    return gains


def apply(signal: Signal, gains: Sequence[float]) -> Signal:
    """``signal`` times ``gains``, sample by sample."""
    return [s * g for s, g in zip(signal, gains, strict=True)]


def tone(
    freq: float | Callable[[float], float],
    seconds: float,
    partials: Sequence[tuple[float, float]] = ((1.0, 1.0),),
    vibrato: tuple[float, float] = (0.0, 0.0),
) -> Signal:
    """A sum of sine partials. ``freq`` is Hz, or a function of time (s) giving Hz for glides;
    ``partials`` are (frequency ratio, amplitude) pairs; ``vibrato`` is (rate Hz, depth as a
    fraction of the frequency). Partials above 18 kHz are left out."""
    n = round(seconds * RATE)
    rate, depth = vibrato
    phase = 0.0  # phase of the fundamental, in cycles
    out = []
    for i in range(n):
        t = i / RATE
        f = freq(t) if callable(freq) else freq
        if depth:
            f *= 1.0 + depth * math.sin(2 * math.pi * rate * t)
        value = 0.0
        for ratio, amp in partials:
            if f * ratio < 18000:
                value += amp * math.sin(2 * math.pi * ratio * phase)
        out.append(value)
        phase += f / RATE
    return out


def note(
    freq: float | Callable[[float], float],
    seconds: float,
    partials: Sequence[tuple[float, float]],
    attack: float,
    decay: float,
    sustain: float = 0.0,
    vibrato: tuple[float, float] = (0.0, 0.0),
) -> Signal:
    """One enveloped note (see ``tone`` and ``envelope``)."""
    raw = tone(freq, seconds, partials, vibrato)
    return apply(raw, envelope(len(raw), attack, decay, sustain=sustain))


def noise(seconds: float, rng: random.Random) -> Signal:
    """White noise, uniform in -1 … 1."""
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def lowpass(signal: Signal, cutoff: float) -> Signal:
    """One-pole low-pass filter at ``cutoff`` Hz."""
    k = 1.0 - math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for x in signal:
        y += k * (x - y)
        out.append(y)
    return out


def highpass(signal: Signal, cutoff: float) -> Signal:
    """One-pole high-pass filter at ``cutoff`` Hz."""
    return [x - y for x, y in zip(signal, lowpass(signal, cutoff), strict=True)]


def bandpass(signal: Signal, centre: Callable[[float], float], q: float) -> Signal:
    """State-variable band-pass with a centre frequency (Hz) that may move over time (s)."""
    low = band = 0.0
    damping = 1.0 / q
    out = []
    for i, x in enumerate(signal):
        f = 2 * math.sin(math.pi * min(centre(i / RATE), RATE / 8) / RATE)
        high = x - low - damping * band
        band += f * high
        low += f * band
        out.append(band)
    return out


def normalize(signal: Signal, peak_db: float) -> Signal:
    """Scale so the largest sample sits at ``peak_db`` dBFS."""
    peak = max(abs(s) for s in signal) or 1.0
    gain = 10 ** (peak_db / 20) / peak
    return [s * gain for s in signal]


def _biquad(signal: Sequence[float], b: Sequence[float], a: Sequence[float]) -> Signal:
    b0, b1, b2 = (value / a[0] for value in b)
    a1, a2 = a[1] / a[0], a[2] / a[0]
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    for x in signal:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def k_weighted(signal: Sequence[float]) -> Signal:
    """``signal`` through ITU-R BS.1770's K-weighting (a high shelf, then a high pass), with
    the filters' published parameters turned into coefficients for :data:`RATE`."""
    gain, f0, q = 3.999843853973347, 1681.974450955533, 0.7071752369554196
    a = 10 ** (gain / 40)
    w0 = 2 * math.pi * f0 / RATE
    alpha, cos = math.sin(w0) / (2 * q), math.cos(w0)
    root = 2 * math.sqrt(a) * alpha
    shelf = _biquad(
        signal,
        [
            a * ((a + 1) + (a - 1) * cos + root),
            -2 * a * ((a - 1) + (a + 1) * cos),
            a * ((a + 1) + (a - 1) * cos - root),
        ],
        [
            (a + 1) - (a - 1) * cos + root,
            2 * ((a - 1) - (a + 1) * cos),
            (a + 1) - (a - 1) * cos - root,
        ],
    )
    f0, q = 38.13547087602444, 0.5003270373238773
    w0 = 2 * math.pi * f0 / RATE
    alpha, cos = math.sin(w0) / (2 * q), math.cos(w0)
    return _biquad(
        shelf, [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2], [1 + alpha, -2 * cos, 1 - alpha]
    )


def loudness(signal: Sequence[float], window: float = 0.1) -> float:
    """The loudness of a cue in LUFS (samples in -1.0 … 1.0): BS.1770's K-weighted mean square
    over its loudest ``window`` seconds (a cue shorter than that counts as that long, so a
    short tick is heard as quieter, as the ear integrates over about that time)."""
    squares = [value * value for value in k_weighted(signal)]
    size = int(window * RATE)
    squares += [0.0] * max(0, size - len(squares))
    total = sum(squares[:size])
    best = total
    for index in range(size, len(squares)):
        total += squares[index] - squares[index - size]
        best = max(best, total)
    return -0.691 + 10 * math.log10(max(best / size, 1e-12))


def levelled(signal: Signal, target: float, ceiling_db: float = -1.0) -> Signal:
    """``signal`` scaled to the loudness ``target`` (LUFS, :func:`loudness`). Raises
    ValueError when that would take its peak above ``ceiling_db`` dBFS."""
    gain = 10 ** ((target - loudness(signal)) / 20)
    out = [s * gain for s in signal]
    peak = max(abs(s) for s in out)
    if peak > 10 ** (ceiling_db / 20):
        raise ValueError(f"at {target} LUFS the peak is {20 * math.log10(peak):.1f} dBFS")
    return out


def midi(number: float) -> float:
    """Frequency (Hz) of a MIDI note number (69 = A4 = 440 Hz)."""
    return 440.0 * 2 ** ((number - 69) / 12)


# Timbres as (frequency ratio, amplitude) partials.
BELL = ((1.0, 1.0), (2.0, 0.35), (2.76, 0.18), (5.4, 0.06))
CHIME = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.1), (4.2, 0.05))
BRASS = ((1.0, 1.0), (2.0, 0.55), (3.0, 0.35), (4.0, 0.2), (5.0, 0.1), (6.0, 0.05))
FLUTE = ((1.0, 1.0), (2.0, 0.12), (3.0, 0.05))
PLUCK = ((1.0, 1.0), (2.0, 0.5), (3.0, 0.25), (4.0, 0.12))


# ---------------------------------------------------------------- the cues


def card(rng: random.Random) -> Signal:
    """A card laid on felt: a soft low thock with a short burst of muffled noise."""
    body = note(
        lambda t: 210.0 - 60.0 * min(t / 0.05, 1.0),
        0.12,
        ((1.0, 1.0), (2.1, 0.3)),
        attack=0.002,
        decay=0.025,
    )
    felt = lowpass(highpass(noise(0.12, rng), 500), 2500)
    felt = apply(felt, envelope(len(felt), attack=0.001, decay=0.012))
    out = silence(0.0)
    mix_into(out, body, 0.0, 1.0)
    mix_into(out, felt, 0.0, 0.7)
    return out


def trick(rng: random.Random) -> Signal:
    """Trick won: a quick rising two-note chime, G5 then C6 (a fourth up)."""
    out = silence(0.0)
    mix_into(out, note(midi(79), 0.30, CHIME, attack=0.003, decay=0.10), 0.0)
    mix_into(out, note(midi(84), 0.36, CHIME, attack=0.003, decay=0.13), 0.09)
    return out


def turn(rng: random.Random) -> Signal:
    """Your turn: one gentle bell on A5."""
    return note(midi(81), 0.60, BELL, attack=0.004, decay=0.18)


def illegal(rng: random.Random) -> Signal:
    """Illegal move: two low, soft buzzes (a rounded square wave near D3)."""
    buzz_partials = ((1.0, 1.0), (3.0, 0.28), (5.0, 0.1), (7.0, 0.04))
    out = silence(0.0)
    for start in (0.0, 0.15):
        buzz = note(midi(50), 0.12, buzz_partials, attack=0.012, decay=1.0, sustain=1.0)
        buzz = apply(buzz, envelope(len(buzz), attack=0.001, decay=10.0, release=0.04))
        mix_into(out, buzz, start)
    return out


def trump(rng: random.Random) -> Signal:
    """Trump chosen: a bright C-major arpeggio, C5 E5 G5 C6, the last note ringing."""
    out = silence(0.0)
    for i, number in enumerate((72, 76, 79, 84)):
        length = 0.45 if i == 3 else 0.22
        mix_into(
            out,
            note(midi(number), length, CHIME, attack=0.003, decay=0.09 + 0.04 * i),
            0.065 * i,
            0.8,
        )
    return out


def kitty(rng: random.Random) -> Signal:
    """Kitty taken: a whoosh, noise through a band-pass sweeping up from 400 Hz to 3 kHz."""
    seconds = 0.45
    swept = bandpass(noise(seconds, rng), lambda t: 400.0 * (3000 / 400) ** (t / seconds), q=3.0)
    n = len(swept)
    swell = [math.sin(math.pi * i / (n - 1)) ** 1.5 for i in range(n)]
    return apply(swept, swell)


def six(rng: random.Random) -> Signal:
    """Six of trump exchanged: two quick plucks that swap pitch, one gliding up, one down."""
    low, high = midi(69), midi(76)
    up = note(
        lambda t: low + (high - low) * min(t / 0.06, 1.0), 0.16, PLUCK, attack=0.002, decay=0.05
    )
    down = note(
        lambda t: high + (low - high) * min(t / 0.06, 1.0), 0.20, PLUCK, attack=0.002, decay=0.06
    )
    out = silence(0.0)
    mix_into(out, up, 0.0)
    mix_into(out, down, 0.12)
    return out


def deal(rng: random.Random) -> Signal:
    """Shuffle and deal: a riffle of short clicks of filtered noise, speeding up then slowing."""
    seconds = 0.5
    out = silence(seconds)
    t = 0.01
    while t < seconds - 0.03:
        progress = t / seconds
        click = highpass(noise(0.012, rng), 1200)
        click = apply(click, envelope(len(click), attack=0.0005, decay=0.002, release=0.002))
        loudness = 0.55 + 0.45 * math.sin(math.pi * progress)
        mix_into(out, click, t, loudness * rng.uniform(0.7, 1.0))
        t += 0.016 + 0.012 * abs(progress - 0.5) * 2 + rng.uniform(-0.003, 0.003)
    return lowpass(out, 6000)


def apple(rng: random.Random) -> Signal:
    """Apple (under 21 points in a deal): a dull low bonk falling from 150 to 95 Hz."""
    body = note(
        lambda t: 95.0 + 55.0 * math.exp(-t / 0.03),
        0.28,
        ((1.0, 1.0), (2.0, 0.2)),
        attack=0.003,
        decay=0.07,
    )
    knock = lowpass(noise(0.28, rng), 400)
    knock = apply(knock, envelope(len(knock), attack=0.001, decay=0.01))
    out = silence(0.0)
    mix_into(out, body, 0.0)
    mix_into(out, knock, 0.0, 0.6)
    return lowpass(out, 900)


def putz(rng: random.Random) -> Signal:
    """Putz awarded: a happy up-sweep from C5 to C7 ending on a little sparkle."""
    sweep_s = 0.28
    sweep = note(
        lambda t: midi(72) * 4 ** min(t / sweep_s, 1.0),
        0.34,
        FLUTE,
        attack=0.01,
        decay=1.0,
        sustain=1.0,
    )
    sweep = apply(sweep, envelope(len(sweep), attack=0.001, decay=0.12))
    out = silence(0.0)
    mix_into(out, sweep, 0.0)
    mix_into(out, note(midi(96), 0.25, CHIME, attack=0.003, decay=0.07), 0.26, 0.4)
    return out


def won(rng: random.Random) -> Signal:
    """Game won: a short brassy fanfare, G4 C5 E5 G5, then a held C6 with a little vibrato."""
    out = silence(0.0)
    steps = ((67, 0.0, 0.16), (72, 0.14, 0.16), (76, 0.28, 0.16), (79, 0.42, 0.26))
    for number, start, length in steps:
        mix_into(
            out,
            note(midi(number), length, BRASS, attack=0.012, decay=0.15, sustain=0.5),
            start,
            0.6,
        )
    final = note(midi(84), 0.75, BRASS, attack=0.02, decay=0.4, sustain=0.3, vibrato=(5.5, 0.004))
    final = apply(final, envelope(len(final), attack=0.001, decay=10.0, release=0.25))
    mix_into(out, final, 0.66, 0.7)
    mix_into(out, note(midi(76), 0.75, FLUTE, attack=0.02, decay=0.35), 0.66, 0.3)
    return out


def lost(rng: random.Random) -> Signal:
    """Game lost: a gentle falling A-minor phrase, E5 C5 B4 A4, soft and flute-like."""
    out = silence(0.0)
    steps = ((76, 0.0, 0.34), (72, 0.28, 0.34), (71, 0.56, 0.34), (69, 0.84, 0.60))
    for number, start, length in steps:
        tone_ = note(
            midi(number), length, FLUTE, attack=0.03, decay=0.3, sustain=0.3, vibrato=(4.5, 0.003)
        )
        tone_ = apply(tone_, envelope(len(tone_), attack=0.001, decay=10.0, release=0.12))
        mix_into(out, tone_, start, 0.8)
    return out


def focus(rng: random.Random) -> Signal:
    """Focus on a playable card: a very short, clear high tick (E7 region)."""
    return note(2600.0, 0.05, ((1.0, 1.0), (2.0, 0.15)), attack=0.001, decay=0.008)


def blocked(rng: random.Random) -> Signal:
    """Focus on a card that may not be played: a very short, low, muted tick."""
    raw = note(330.0, 0.055, ((1.0, 1.0), (2.0, 0.3)), attack=0.002, decay=0.012)
    return lowpass(raw, 700)


def menu(rng: random.Random) -> Signal:
    """Menu move: a soft wooden tock, two inharmonic partials around 900 Hz."""
    return note(900.0, 0.07, ((1.0, 1.0), (2.46, 0.35)), attack=0.0015, decay=0.015)


def select(rng: random.Random) -> Signal:
    """Menu select: a soft confirm blip, two short notes a fifth apart (D6, A6)."""
    out = silence(0.0)
    mix_into(out, note(midi(86), 0.07, FLUTE, attack=0.003, decay=0.03), 0.0)
    mix_into(out, note(midi(93), 0.11, FLUTE, attack=0.003, decay=0.04), 0.06)
    return out


def volume(rng: random.Random) -> Signal:
    """Volume preview: a plain, steady 150 ms beep on A5 so the new level is easy to judge."""
    return note(midi(81), 0.15, FLUTE, attack=0.01, decay=1.0, sustain=1.0)


def bid(rng: random.Random) -> Signal:
    """A bid: two soft knocks on a wooden table, the second a little higher (E4 then A4)."""
    knock_partials = ((1.0, 1.0), (2.3, 0.35), (3.9, 0.12))
    out = silence(0.0)
    for i, number in enumerate((64, 69)):
        knock = note(midi(number), 0.09, knock_partials, attack=0.002, decay=0.02)
        mix_into(out, knock, 0.11 * i, 0.9)
    return out


def roem(rng: random.Random) -> Signal:
    """Roem or Belote scored: a quick sparkle of three high bells, E6 G#6 B6, ringing on."""
    out = silence(0.0)
    for i, number in enumerate((88, 92, 95)):
        length = 0.40 if i == 2 else 0.18
        mix_into(
            out,
            note(midi(number), length, BELL, attack=0.002, decay=0.07 + 0.05 * i),
            0.05 * i,
            0.7,
        )
    return out


def chat(rng: random.Random) -> Signal:
    """A chat message: a soft, rounded two-note "pop-pip" rising a major sixth (C6, A6), like
    a message arriving; unlike anything the game itself plays."""
    out = silence(0.0)
    mix_into(out, note(midi(84), 0.06, FLUTE, attack=0.004, decay=0.025), 0.0)
    mix_into(out, note(midi(93), 0.14, FLUTE, attack=0.004, decay=0.05), 0.075, 0.8)
    return out


def seat(rng: random.Random) -> Signal:
    """Someone sits down, leaves, drops out or comes back at an online table: a chair-like
    low double knock (A3, A3) with a short brush of noise."""
    out = silence(0.0)
    knock_partials = ((1.0, 1.0), (2.7, 0.3))
    for i in range(2):
        mix_into(out, note(midi(57), 0.08, knock_partials, attack=0.002, decay=0.018), 0.09 * i)
    brush = apply(lowpass(noise(0.12, rng), 1500.0), envelope(round(0.12 * RATE), 0.01, 0.03))
    mix_into(out, brush, 0.0, 0.25)
    return out


EVENT_LOUDNESS = -18.0
"""The loudness of every event cue, in LUFS (:func:`loudness`)."""
TICK_LOUDNESS = -22.0
"""The loudness of the frequent focus and menu ticks: 4 LU below the events."""

# Cue name -> (synthesizer, loudness in LUFS).
CUES: dict[str, tuple[Callable[[random.Random], Signal], float]] = {
    "card": (card, EVENT_LOUDNESS),
    "trick": (trick, EVENT_LOUDNESS),
    "turn": (turn, EVENT_LOUDNESS),
    "illegal": (illegal, EVENT_LOUDNESS),
    "trump": (trump, EVENT_LOUDNESS),
    "kitty": (kitty, EVENT_LOUDNESS),
    "six": (six, EVENT_LOUDNESS),
    "deal": (deal, EVENT_LOUDNESS),
    "apple": (apple, EVENT_LOUDNESS),
    "putz": (putz, EVENT_LOUDNESS),
    "won": (won, EVENT_LOUDNESS),
    "lost": (lost, EVENT_LOUDNESS),
    "focus": (focus, TICK_LOUDNESS),
    "blocked": (blocked, TICK_LOUDNESS),
    "menu": (menu, TICK_LOUDNESS),
    "select": (select, EVENT_LOUDNESS),
    "volume": (volume, EVENT_LOUDNESS),
    "bid": (bid, EVENT_LOUDNESS),
    "roem": (roem, EVENT_LOUDNESS),
    "chat": (chat, EVENT_LOUDNESS),
    "seat": (seat, EVENT_LOUDNESS),
}


def render(name: str) -> array[int]:
    """The cue ``name`` as 16-bit samples, from its own seeded noise generator."""
    make, target = CUES[name]
    rng = random.Random(f"{SEED}:{name}")
    samples = levelled(normalize(make(rng), -6.0), target)
    return array("h", (max(-FULL_SCALE, min(FULL_SCALE, round(s * FULL_SCALE))) for s in samples))


def write_wav(path: Path, samples: array[int]) -> None:
    """Write mono 16-bit little-endian PCM at ``RATE``."""
    if sys.byteorder != "little":
        samples = array("h", samples)
        samples.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def main() -> None:
    folder = Path(__file__).resolve().parent
    for name in CUES:
        samples = render(name)
        write_wav(folder / f"{name}.wav", samples)
        print(f"{name + '.wav':12} {len(samples) * 1000 // RATE:5d} ms")


if __name__ == "__main__":
    main()
