"""Candidate strokes for the breaks that do not hit the apex full: the side break and the
classic safety break.

The side break (a break "в угол пирамиды") takes the rack on one of its side balls: the cue
ball comes from the house on that side and strikes a ball of the rack's edge a half-ball or
thinner, so the rack opens from its corner and the cue ball runs off the side and back
cushions. The classic game's break (Classic 71/51 clause 4: General rules 11-12 only) is
played the same way but soft: two or three balls touched, the cue ball back towards the
house, nothing left for the opponent. The search (drills/search.py) tries these in order,
softest and thinnest last for a 13.1 goal, first for a safety break.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from drills.judge import AttemptState
from drills.model import ShotInput
from simulation.balls import CUE
from simulation.stroke import Stroke
from simulation.table import TableSpec

#: Where the cue ball stands in the house (x, |y|): the side break comes from the side.
PLACES = ((-1.2, 0.45), (-1.0, 0.3), (-1.35, 0.65), (-1.1, 0.15))
#: Contact: the share of 2R the aim line passes outside the ball's centre.
THIN = (0.5, 0.7, 0.35, 0.85)
HARD = (7.0, 9.0, 5.5, 11.0)
SOFT = (2.6, 3.4, 4.2, 2.0, 5.2)


def _edge_balls(state: AttemptState, side: int) -> list[str]:
    """The rack's outer balls on one side (y > 0: side 1), from the apex back."""
    rack = {b: p for b, p in state.balls.items() if b != CUE}
    rows: dict[float, list[str]] = {}
    for b, p in rack.items():
        rows.setdefault(round(p[0], 3), []).append(b)
    out = []
    for x in sorted(rows)[1:]:
        out.append(max(rows[x], key=lambda b: side * rack[b][1]))
    return out


def side_break_shots(state: AttemptState, table: TableSpec) -> Iterator[ShotInput]:
    g = state.drill.goal
    speeds = SOFT if g.rule == "leave" else HARD
    R = table.ball_radius
    for side in (1, -1):
        balls = [b for b in _edge_balls(state, side) if not g.first or b in g.first]
        for px, py in PLACES:
            place = (px, side * py)
            for ball in balls:
                bx, by = state.balls[ball]
                d = math.hypot(bx - place[0], by - place[1])
                base = math.degrees(math.atan2(by - place[1], bx - place[0]))
                for thin in THIN:
                    # The aim line passes outside the ball (away from the rack's middle).
                    k = math.degrees(math.asin(min(1.0, thin * 2 * R / d)))
                    direction = base + side * k
                    for speed in speeds:
                        for height in (0.0, -0.3, 0.3):
                            yield ShotInput(Stroke(CUE, round(direction % 360, 4), speed, 0.0,
                                                   height), place)
