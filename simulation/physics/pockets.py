"""When a ball over a pocket's hole is gone: the engine's drop rule.

A ball whose centre crosses the hole's edge (``Pocket.hole_centre``, ``hole_radius``: the
slate's edge behind the shelf) is no longer held up and starts to fall. It is gone

* once it has fallen the table's ``hole_lip`` (the rounding of the slate's edge), which
  takes ``sqrt(2 hole_lip / g)``: after that nothing can put it back on the shelf;
* or sooner, when its centre reaches the hole's rim anywhere but where the rim borders the
  shelf (``Pocket.on_shelf_rim``): it has flown across the hole into the pocket's back or
  side;
* or when it comes to rest over the hole (it cannot rest on air).

If it crosses back over the shelf's part of the rim first, it is back on the slate and
play goes on: a fast ball can cross the hole and rattle back out, a slow one falls before
it gets there. This is the drop rule of Alciatore's effective-target-size method
(simulation/analysis/pocket_target.py) between his slow and fast limits; the analysis
module and this one apply it to the same geometry, so the simulator and the method differ
only in what happens at a contact.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from simulation.table import Pocket, TableSpec, Vec

#: Slack (m) on how near a step must come to a hole to be tested against it: far above the
#: rounding error of where it meets the edge (1e-13 m), far below any pocket's size.
REACH_SLACK = 1.0e-6


def fall_time(table: TableSpec, g: float) -> float:
    """Seconds a ball over a hole takes to fall ``hole_lip``."""
    return math.sqrt(2.0 * table.hole_lip / g)


class HoleWatch:
    """Which ball is over which pocket's hole, and since when (one per shot)."""

    def __init__(self, pockets: Sequence[Pocket], n: int, fall: float) -> None:
        self.pockets = tuple(pockets)
        self.fall = fall
        #: Each hole's centre and how near (per axis) a step's box must come to it to enter
        #: the hole (``_entry``).
        self._reach = tuple((*p.hole_centre, p.hole_radius + REACH_SLACK) for p in pockets)
        #: (pocket index, time its centre crossed the hole's edge) per ball, or None.
        self.over: list[tuple[int, float] | None] = [None] * n

    def step(self, i: int, start: Vec, end: Vec, t0: float, t1: float,
             resting: bool) -> tuple[Pocket, float] | None:
        """Ball ``i`` moved from ``start`` (at ``t0``) to ``end`` (at ``t1``) along a
        straight step. Returns (pocket, time) if it was gone within the step."""
        state = self.over[i]
        (x0, y0), (x1, y1) = start, end
        dx, dy, dt = x1 - x0, y1 - y0, t1 - t0
        f = 0.0
        for _ in range(4):  # in, out over the shelf, in again: far more than a step holds
            if state is None:
                entry = self._entry(x0, y0, dx, dy, f)
                if entry is None:
                    break
                k, f = entry
                state = (k, t0 + f * dt)
            k, t_in = state
            p = self.pockets[k]
            gone = t_in + self.fall
            f_out = _exit(p, x0, y0, dx, dy, f)
            if f_out is None:  # still over the hole at the step's end
                if gone <= t1:
                    return p, max(gone, t0)
                if resting:
                    return p, t1
                self.over[i] = state
                return None
            t_out = t0 + f_out * dt
            if gone <= t_out:
                return p, max(gone, t0)
            if not p.on_shelf_rim((x0 + dx * f_out, y0 + dy * f_out)):
                return p, t_out  # across the hole into the pocket's back or side
            state, f = None, f_out  # back over the shelf
        self.over[i] = state
        return None

    def forget(self, i: int) -> None:
        self.over[i] = None

    def _entry(self, x0: float, y0: float, dx: float, dy: float,
               f: float) -> tuple[int, float] | None:
        """The first hole the step enters after parameter ``f``: (pocket index, param).

        A hole the step's box does not come within its radius of (per axis) is passed
        over: the step can neither start over it nor cross its edge (a root of ``_roots``
        lies on the edge to within 1e-13 m, far inside ``REACH_SLACK``), so ``_enter`` would
        say None, and the answer is the same without asking."""
        best: tuple[int, float] | None = None
        x1, y1 = x0 + dx, y0 + dy
        x_lo, x_hi = (x0, x1) if x0 <= x1 else (x1, x0)
        y_lo, y_hi = (y0, y1) if y0 <= y1 else (y1, y0)
        for k, (p, (cx, cy, reach)) in enumerate(zip(self.pockets, self._reach, strict=True)):
            if x_lo - reach > cx or x_hi + reach < cx or y_lo - reach > cy or y_hi + reach < cy:
                continue
            g = _enter(p, x0, y0, dx, dy, f)
            if g is not None and (best is None or g < best[1]):
                best = (k, g)
        return best


def _roots(p: Pocket, x0: float, y0: float, dx: float, dy: float
           ) -> tuple[float, float] | None:
    """Parameters where the line x0 + s d meets the hole's edge, or None."""
    cx, cy = p.hole_centre
    fx, fy = x0 - cx, y0 - cy
    a = dx * dx + dy * dy
    if a == 0.0:
        return None
    b = fx * dx + fy * dy
    disc = b * b - a * (fx * fx + fy * fy - p.hole_radius ** 2)
    if disc <= 0.0:
        return None
    r = math.sqrt(disc)
    return (-b - r) / a, (-b + r) / a


def _enter(p: Pocket, x0: float, y0: float, dx: float, dy: float, f: float) -> float | None:
    """Where the step, from parameter ``f`` on, crosses into the hole (None: it does not)."""
    roots = _roots(p, x0, y0, dx, dy)
    if roots is None:
        return None
    s_in, s_out = roots
    if s_out <= f:
        return None
    if s_in >= f:
        return s_in if s_in <= 1.0 else None
    return f if f == 0.0 else None  # it starts over the hole


def _exit(p: Pocket, x0: float, y0: float, dx: float, dy: float, f: float) -> float | None:
    """Where the step, over the hole at parameter ``f``, leaves it (None: it stays)."""
    roots = _roots(p, x0, y0, dx, dy)
    if roots is None:
        return None if p.captures((x0 + dx * f, y0 + dy * f)) else f
    s_out = roots[1]
    return None if s_out > 1.0 else max(s_out, f)
