"""Seeded random layouts and strokes: the robustness tests, the replay references and the
physics bench draw their random shots here, so all three mean the same shots by a seed."""

from __future__ import annotations

import math
import random

from simulation.balls import ALL_BALLS
from simulation.layout import ball_fits
from simulation.stroke import Stroke
from simulation.table import TOUCH_GAP, TableSpec


def random_layout(rng: random.Random, table: TableSpec, n: int) -> dict[str, tuple[float, float]]:
    """``n`` balls: most anywhere, some frozen to a cushion, some in a pocket's mouth, some
    touching another ball."""
    R = table.ball_radius
    hl, hw = table.half_length, table.half_width
    pockets = table.pockets()
    out: dict[str, tuple[float, float]] = {}
    ids = list(ALL_BALLS[:n])
    attempts = 0
    while len(out) < n and attempts < 5000:
        attempts += 1
        kind = rng.random()
        if kind < 0.15:  # frozen to a cushion
            if rng.random() < 0.5:
                x = rng.uniform(-hl + 0.1, hl - 0.1)
                y = math.copysign(hw - R - TOUCH_GAP, rng.uniform(-1, 1))
            else:
                x = math.copysign(hl - R - TOUCH_GAP, rng.uniform(-1, 1))
                y = rng.uniform(-hw + 0.1, hw - 0.1)
        elif kind < 0.25:  # in a pocket's mouth
            p = rng.choice(pockets)
            depth = rng.uniform(-R, p.drop_depth * 0.9)
            (mx, my), (ax, ay) = p.mouth_centre, p.axis
            lat = rng.uniform(-0.003, 0.003)
            x, y = mx + ax * depth - ay * lat, my + ay * depth + ax * lat
        elif kind < 0.35 and out:  # touching a ball already placed
            bx, by = rng.choice(list(out.values()))
            a = rng.uniform(0, 2 * math.pi)
            x, y = bx + (2 * R + TOUCH_GAP) * math.cos(a), by + (2 * R + TOUCH_GAP) * math.sin(a)
        else:
            x, y = rng.uniform(-hl + R, hl - R), rng.uniform(-hw + R, hw - R)
        if not ball_fits((x, y), table):
            continue
        if any(math.hypot(x - px, y - py) < 2 * R for px, py in out.values()):
            continue
        out[ids[len(out)]] = (x, y)
    return out


def random_stroke(rng: random.Random, layout: dict[str, tuple[float, float]],
                  max_speed: float = 16.0, miscue: float = 0.6) -> Stroke:
    cue = rng.choice(sorted(layout))
    r, a = miscue * math.sqrt(rng.random()), rng.uniform(0, 2 * math.pi)
    return Stroke(cue, rng.uniform(-180, 180), rng.uniform(0.05, max_speed),
                  side=r * math.cos(a), height=r * math.sin(a))


def random_shot(seed: int, table: TableSpec) -> tuple[dict[str, tuple[float, float]], Stroke]:
    """Random shot number ``seed``: 2–16 balls laid by ``random_layout``, then a stroke."""
    rng = random.Random(seed)
    layout = random_layout(rng, table, rng.randint(2, 16))
    return layout, random_stroke(rng, layout)
