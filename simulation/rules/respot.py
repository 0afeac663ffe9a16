"""Re-spotting (General rules 25) with its exact geometry, and Pyramid T's spots (4.4).

General rules 25.2: one ball goes on the back spot. Several go on the spotting line from the
back spot toward the back cushion, touching each other. Balls near or on the spotting line
that are in the way are kept clear: the re-spotted balls go as close as possible to the back
spot and as close as possible to them *without touching them*. When there is no room between
the back spot and the back cushion, balls go on the extension of the line toward the centre
of the table, as close as possible to the back spot, again not touching the balls in the way.

Everything happens on the long axis y = 0. "Not touching" leaves :data:`SPOT_CLEARANCE`
between the balls' surfaces (a referee leaves a visible gap); "touching" uses the project's
:data:`~simulation.table.TOUCH_GAP`. The order among several balls is "arbitrary" in the
text; the program uses the order it is given (callers pass them in pocketing order).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from simulation.rules.vocab import Spot
from simulation.table import TOUCH_GAP, TableSpec, Vec

#: Gap between the surfaces of a re-spotted ball and a ball in its way (General rules 25.2:
#: "as close as possible, but not touching"). One millimetre: visibly apart.
SPOT_CLEARANCE = 1.0e-3
_EPS = 1.0e-9


def _forbidden(obstacles: Sequence[tuple[Vec, float]], radius: float) -> list[tuple[float, float]]:
    """Open intervals of x on the long axis where a ball's centre would come too close."""
    out = []
    for (ox, oy), clearance in obstacles:
        d = 2 * radius + clearance
        if abs(oy) < d:
            h = math.sqrt(d * d - oy * oy)
            out.append((ox - h, ox + h))
    return out


def _feasible(x: float, intervals: Sequence[tuple[float, float]]) -> bool:
    return all(not (lo + _EPS < x < hi - _EPS) for lo, hi in intervals)


def nearest_on_axis(start: float, direction: int, lo: float, hi: float,
                    obstacles: Sequence[tuple[Vec, float]], radius: float) -> float | None:
    """The x closest to ``start`` in ``direction`` (+1 toward the back cushion, -1 toward the
    front) within [lo, hi] where a ball on the long axis keeps its clearances, or None."""
    intervals = _forbidden(obstacles, radius)
    candidates = {start}
    for a, b in intervals:
        candidates.update((a, b))
    ordered = sorted((c for c in candidates if lo - _EPS <= c <= hi + _EPS
                      and (c - start) * direction >= -_EPS),
                     key=lambda c: (c - start) * direction)
    for c in ordered:
        if _feasible(c, intervals):
            return min(max(c, lo), hi)
    return None


def respot_positions(balls: Sequence[str], layout: Mapping[str, Vec],
                     table: TableSpec) -> dict[str, Vec]:
    """General rules 25.2: where each of ``balls`` goes, given the balls on the table.

    One at a time: the first on the back spot if it is free, each next one touching the one
    before; any ball in the way is kept :data:`SPOT_CLEARANCE` clear. When the spotting line
    (back spot to back cushion) has no room, the extension toward the centre is used, as close
    to the back spot as possible. If even the front half has no room (a table crowded along its
    whole axis — the text is silent), the ball goes on the first free place nearer the front.
    """
    r = table.ball_radius
    x_bs = table.back_spot[0]
    x_max = table.half_length - r
    obstacles: list[tuple[Vec, float]] = [(p, SPOT_CLEARANCE) for p in layout.values()]
    placed: dict[str, Vec] = {}
    for ball in balls:
        x = nearest_on_axis(x_bs, +1, x_bs, x_max, obstacles, r)
        if x is None:
            x = nearest_on_axis(x_bs, -1, 0.0, x_bs, obstacles, r)
        if x is None:
            x = nearest_on_axis(0.0, -1, -x_max, 0.0, obstacles, r)
        if x is None:  # pragma: no cover - sixteen balls always fit on a 3.55 m axis
            raise RuntimeError("no room on the long axis to re-spot a ball")
        pos = (x, 0.0)
        placed[ball] = pos
        obstacles.append((pos, TOUCH_GAP))
    return placed


def spot_near(spot: Vec, layout: Mapping[str, Vec], table: TableSpec) -> Vec | None:
    """Pyramid T 4.4: a ball goes on ``spot``; if it is taken, as close as possible to the
    ball there toward the back cushion along the long axis (kept clear of it, as in 25.2).
    None when the axis behind the spot is full."""
    r = table.ball_radius
    obstacles = [(p, SPOT_CLEARANCE) for p in layout.values()]
    x = nearest_on_axis(spot[0], +1, spot[0], table.half_length - r, obstacles, r)
    return None if x is None else (x, 0.0)


def spot_code(pos: Vec, table: TableSpec) -> Spot:
    """Where General rules 25.2 put a ball at ``pos``, in the referee's words: on the back
    spot, on the spotting line behind it, on its extension toward the centre (no room
    behind), or beyond the centre (only when the whole back half is full)."""
    x = pos[0]
    back = table.back_spot[0]
    if abs(x - back) <= 1e-6:
        return Spot.BACK_SPOT
    if x > back:
        return Spot.SPOTTING_LINE
    return Spot.TOWARD_CENTRE if x >= -1e-6 else Spot.TOWARD_FRONT


def ideal_spot_codes(balls: Sequence[str], table: TableSpec) -> dict[str, Spot]:
    """The 25.2 instruction for ``balls`` when the referee does not know where the other
    balls stand (a real table): the first on the back spot, the next on the spotting line
    behind it, touching; the balls in the way are the referee's to keep clear."""
    return {b: spot_code(p, table) for b, p in respot_positions(balls, {}, table).items()}
