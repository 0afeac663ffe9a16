"""The computer's opening break: a safety in the classic game, the break analysis's choice
in the disciplines whose break must meet General rules 13.1.

*Classic 71 / 51* (4: the break from hand in the house under clauses 11 and 12 only; it is
exempt from clause 20, 5.8): nothing has to be pocketed or driven to a cushion, and no ball
pocketed on it scores (nothing was called, 5.2/5.4), so a master breaks as a safety: a thin
hit on the side of the pyramid at a medium pace, the cue ball off the side and top
cushions back to the house end, the pack hardly opened. The setting below was chosen by
:func:`rate` (each candidate played through the stroke-error model and judged by the real
referee: the share of legal breaks and the opponent's best pot chance in what it leaves).

*Free, Combined, Dynamic, Classic 8* (General rules 13.1: a ball pocketed, three balls to a
cushion, or two and one over the centre line; an illegal break gives the opponent the 13.2
options and a penalty ball): the setting is the best of the break analysis's default grid
(:func:`simulation.analysis.breaks.sweep`, ``pyramid-coach analyze break``) at master's
stroke error — first the legal rate, then the points — recorded below with its rates.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from simulation.ai.chances import estimate_chance
from simulation.ai.search import position_value, referee_stroke
from simulation.analysis.breaks import BreakSetting
from simulation.analysis.probability import StrokeError, sample_strokes
from simulation.balls import CUE
from simulation.physics.params import PhysicsParams
from simulation.rules.game import referee_for
from simulation.rules.state import GameState
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec


@dataclass(frozen=True)
class SafetyBreak:
    """A classic safety break: the cue ball at ``place``, aimed to meet ``ball`` (a ball of
    the full rack) with its line ``offset`` metres to the left (+) or right (-) of the
    ball's centre, at ``speed`` with tip (side, height)."""

    place: Vec
    ball: str
    offset: float
    speed: float
    side: float = 0.0
    height: float = 0.0

    def stroke(self, balls: dict[str, Vec]) -> Stroke:
        o = balls.get(self.ball) or min((p for b, p in balls.items() if b != CUE),
                                        key=lambda p: p[0])
        dx, dy = o[0] - self.place[0], o[1] - self.place[1]
        d = math.hypot(dx, dy)
        turn = math.asin(max(-1.0, min(1.0, self.offset / d)))
        return Stroke(CUE, math.degrees(math.atan2(dy, dx) + turn), self.speed, self.side,
                      self.height)


#: Classic 71/51: see the module docstring and docs/ai.md (rates measured there).
CLASSIC_BREAK = SafetyBreak((-1.15, -0.3), "3", -0.0578, 2.5)

#: General rules 13.1 disciplines: the analysis's best setting at master's stroke error
#: (``analyze break``, default grid, 8 samples, seed 3; the same in all four): legal 8 of 8,
#: 1.125 balls pocketed a break under physics 2.0 and 0.875 under 2.1 (the tighter corner;
#: still the grid's best), no cue ball lost; the old full hit on the apex ball at 12 m/s was
#: legal 8 of 8 but pocketed none. Under 2.2 (corners that refuse the balls a break sends
#: along the cushions) the grid is led by this line at 12 and 14 m/s, tied at 0.375 balls
#: a break, legal 8 of 8; over 96 samples each at seeds 3 and 5, 14 m/s pockets 28 balls in
#: 192 breaks and 12 m/s 23, so 14 m/s stays; the full hit pockets 4 in 96 (seed 3).
_BEST_13 = BreakSetting(-1.1375, 0.0, -0.0102, 14.0)
BREAK_13: dict[str, BreakSetting] = {
    "free": _BEST_13, "combined": _BEST_13, "dynamic": _BEST_13, "classic-8": _BEST_13,
}
#: Anything else (Pyramid T has its own break clauses): full on the apex ball.
DEFAULT_BREAK = BreakSetting(-1.1375, 0.0, 0.0, 12.0)


def is_safety_break(discipline: str) -> bool:
    """Classic 71/51 4: the break follows clauses 11-12 only (no clause 13.1)."""
    return not referee_for(discipline).uses_break_13 and discipline.startswith("classic-")


def break_stroke(state: GameState, table: TableSpec) -> tuple[Stroke, Vec]:
    """The break stroke and where the cue ball stands in the house."""
    if is_safety_break(state.discipline):
        return CLASSIC_BREAK.stroke(dict(state.balls)), CLASSIC_BREAK.place
    setting = BREAK_13.get(state.discipline, DEFAULT_BREAK)
    pos = (setting.x, setting.y)
    apex = min((p for b, p in state.balls.items() if b != CUE), key=lambda p: p[0],
               default=table.back_spot)
    dx, dy = apex[0] - pos[0], apex[1] - pos[1]
    d = math.hypot(dx, dy)
    turn = math.asin(max(-1.0, min(1.0, setting.offset / d)))
    return Stroke(CUE, math.degrees(math.atan2(dy, dx) + turn), setting.speed, setting.side,
                  setting.height), pos


@dataclass(frozen=True)
class BreakRate:
    """How a break played through a stroke-error model comes out, by the real referee."""

    samples: int
    legal: int
    potted: int
    opponent_chance: float  # mean best pot chance left (judged as the opponent level would)

    @property
    def legal_rate(self) -> float:
        return self.legal / self.samples

    @property
    def pot_rate(self) -> float:
        return self.potted / self.samples


def rate(state: GameState, stroke: Stroke, place: Vec, error: StrokeError, samples: int,
         seed: int, opponent: StrokeError, table: TableSpec, params: PhysicsParams) -> BreakRate:
    """Play the break ``samples`` times through ``error`` and referee each sample."""
    legal = potted = 0
    opp = 0.0
    rng = random.Random(seed)
    for s in sample_strokes(stroke, error, samples, rng.randrange(2 ** 32), params):
        result, verdict, new = referee_stroke(state, s, place, None, table, params)
        legal += verdict.legal
        potted += any(p.ball != CUE for p in result.pocketed)
        if new.pending is None:
            opp += estimate_chance(position_value(new, table), opponent)
        else:
            opp += 1.0  # an illegal break hands the opponent a choice: count it as open
    return BreakRate(samples, legal, potted, opp / samples)
