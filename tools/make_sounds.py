"""Synthesise the short contact sounds played during shot playback.

    python tools/make_sounds.py          # writes resources/sounds/*.wav

The sounds are made, not recorded, so they carry no licence and can be re-made exactly
(a seeded generator for the noise). Each is a few decaying partials plus a filtered noise
burst, mono 16-bit at 22.05 kHz and well under 20 KB: a hard ivory click for ball on
ball, a dull thud for a cushion, a low knock and rattle for a pocket, a soft tock for the
cue tip. Loudness is left to playback, which scales it by the contact speed.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from dataclasses import dataclass
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


@dataclass(frozen=True)
class Recipe:
    """``partials``: (frequency Hz, amplitude, decay time constant s)."""

    seconds: float
    partials: tuple[tuple[float, float, float], ...]
    noise: float  # amplitude of the noise burst
    noise_tau: float  # its decay time constant (s)
    lowpass: float  # one-pole smoothing of the noise, 0 (none) to <1 (dull)
    seed: int


RECIPES: dict[str, Recipe] = {
    "ball": Recipe(0.09, ((3150.0, 0.55, 0.010), (4870.0, 0.30, 0.006),
                          (1900.0, 0.25, 0.014)), 0.45, 0.003, 0.2, 1),
    "cushion": Recipe(0.16, ((170.0, 0.6, 0.035), (420.0, 0.35, 0.020),
                             (980.0, 0.10, 0.010)), 0.35, 0.010, 0.85, 2),
    "pocket": Recipe(0.30, ((95.0, 0.7, 0.060), (230.0, 0.35, 0.040),
                            (1400.0, 0.10, 0.015)), 0.30, 0.050, 0.75, 3),
    "cue": Recipe(0.06, ((1150.0, 0.45, 0.007), (2600.0, 0.20, 0.004)), 0.35, 0.004,
                  0.5, 4),
}


def samples(recipe: Recipe) -> list[float]:
    rng = random.Random(recipe.seed)
    n = round(recipe.seconds * RATE)
    out: list[float] = []
    smooth = 0.0
    attack = round(0.0008 * RATE)  # < 1 ms rise: no click from a jump at the start
    for i in range(n):
        t = i / RATE
        value = sum(a * math.exp(-t / tau) * math.sin(2 * math.pi * f * t)
                    for f, a, tau in recipe.partials)
        smooth = recipe.lowpass * smooth + (1 - recipe.lowpass) * rng.uniform(-1.0, 1.0)
        value += recipe.noise * math.exp(-t / recipe.noise_tau) * smooth
        value *= min(1.0, (i + 1) / attack) * min(1.0, (n - i) / (0.1 * n))
        out.append(value)
    peak = max(abs(v) for v in out) or 1.0
    return [0.9 * v / peak for v in out]


def write(path: Path, values: list[float]) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", round(v * 32767)) for v in values))


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name, recipe in RECIPES.items():
        path = out / f"{name}.wav"
        write(path, samples(recipe))
        print(f"{path} {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
