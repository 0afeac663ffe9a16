"""What a geometric margin estimate is worth as a pot chance, for each level (measured).

The look-ahead (the next shot a pot leaves), a safety's judgement (what it leaves the
opponent), a miss's cost and the shoot-or-pass decision score layouts with the cheap
estimate of :mod:`simulation.ai.geometry`, never the solver. Once (docs/ai.md) the
estimate was turned into a chance by the direction error alone, ``erf(est / σ√2)``,
which says a master pots a shot estimated at 0.015° one time in seven: measured, it pots
it about half the time (the estimate is a ranking, not the solver's window, and a wide
window saturates). So a master thought its safeties left nothing when they left a
one-in-three long pot, and could not tell a good leave from a fair one.

Here each level's chance is a logistic curve in ln(estimate) above a floor, fitted by
maximum likelihood to random two-ball shots: the solver's window at the geometry's pace,
then strokes of the level's own error model (direction, speed, tip), 300 shots × 40
strokes per level (``tools/calibrate_ai_chances.py --shots 300 --samples 40 --seed 1``;
the table of measured against fitted chances is in docs/ai.md).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from simulation.analysis.probability import PRESETS, StrokeError


@dataclass(frozen=True)
class ChanceFit:
    """p = floor + (1 - floor) / (1 + exp(-(a + b·ln(estimate°)))) for a shot on (0 for
    none). The floor: the screen's smallest estimates still pot — a master makes a fifth of
    them — because the estimate under-rates long straight balls and the generous middle."""

    a: float
    b: float
    floor: float

    def chance(self, estimate_deg: float) -> float:
        if estimate_deg <= 0.0:
            return 0.0
        z = self.a + self.b * math.log(max(estimate_deg, 1e-5))
        return self.floor + (1.0 - self.floor) / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


#: Fitted 2026-12-02 under physics 2.2 (pockets checked against TP 3.5-3.8) and the presets
#: recalibrated for them; Spearman correlation of the estimate with the measured chance
#: 0.73 (beginner) to 0.79 (master). Measured against fitted, master: estimate < 0.005°
#: 0.06/0.04, 0.01-0.02° 0.26/0.28, 0.02-0.04° 0.47/0.48, 0.04-0.08° 0.72/0.69 (every level
#: and bin in docs/ai.md). Under 2.1 the master's were 0.26, 0.47, 0.69 and 0.90, and the
#: floors 0.05-0.24: 2.1's forgiving corners and middle pocket potted the screen's smallest
#: estimates too.
FITS: dict[str, ChanceFit] = {
    "beginner": ChanceFit(2.381, 1.231, 0.001),
    "amateur": ChanceFit(3.073, 1.222, 0.000),
    "club": ChanceFit(3.665, 1.232, 0.001),
    "expert": ChanceFit(4.024, 1.268, 0.003),
    "master": ChanceFit(4.655, 1.308, 0.000),
}


def estimate_chance(estimate_deg: float, error: StrokeError) -> float:
    """The chance a player with stroke ``error`` pots a shot the geometry estimates at
    ``estimate_deg`` (0 for no shot). The fits belong to the presets; an error model of
    its own (a test's, a coach's) takes the preset nearest in direction error."""
    fit = FITS.get(error.name)
    if fit is None:
        name = min(FITS, key=lambda n: abs(PRESETS[n].angle_deg - error.angle_deg))
        fit = FITS[name]
    return fit.chance(estimate_deg)
