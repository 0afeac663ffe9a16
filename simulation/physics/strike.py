"""The cue strike: stroke direction, speed and tip offset to the cue ball's velocity and spin.

Model (Alciatore TP A.30 / Leckie & Greenspan): a level cue delivers an impulse ``J = m v``
along the stroke direction ``d`` through the tip's contact point ``r`` on the back of the
ball. ``r`` has the offsets ``a`` (to the player's right) and ``b`` (up) from the centre, so
``w = r x J / I`` with ``I = 2/5 m R^2`` gives

    w = 5 v / (2 R^2) * (a z + b (z x d))

so a tip 2/5 R above centre starts the ball in natural roll, a tip below centre gives draw,
and right english spins the ball counter-clockwise seen from above (+wz). The cue is level:
no masse, and squirt (cue-ball deflection) is not modelled; both are listed in
docs/physics.md. The miscue limit (params.miscue_limit, 0.6 R) bounds the offset: past it
a real tip slips off the ball, so such a stroke is refused as input.
"""

from __future__ import annotations

import math

from simulation.physics.cloth import BallMotion
from simulation.stroke import Stroke


def strike(stroke: Stroke, radius: float) -> BallMotion:
    """The cue ball's (vx, vy, wx, wy, wz) just after the tip leaves it."""
    th = stroke.direction
    dx, dy = math.cos(th), math.sin(th)
    v = stroke.speed
    a = stroke.side * radius
    b = stroke.height * radius
    k = 5.0 * v / (2.0 * radius * radius)
    # z x d = (-dy, dx, 0)
    return (v * dx, v * dy, -k * b * dy, k * b * dx, k * a)
