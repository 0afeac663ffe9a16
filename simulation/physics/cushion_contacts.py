"""The ball–cushion and ball–jaw contact callbacks of the pymunk world (world.py).

Han's (2005) impact (cushion.py) on pymunk: ``pre_solve`` computes the whole impact and
hands pymunk its normal part as the contact's restitution (so a ball squeezed between a
cushion and other balls still never sinks in) with no friction; ``post_solve`` applies the
tangential and spin parts, scaled by the share of the normal impulse the solver actually
delivered (1 for a lone impact, never more, so friction never exceeds what stops the slip).
Kept apart from world.py, which holds the bodies, and ball_contacts.py, the ball–ball
contacts (whose docstring says why there is no ``begin`` callback).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pymunk
from pymunk._chipmunk_cffi import lib as _cp

from simulation.physics.cushion import Impact, cushion_impact
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec, Vec

if TYPE_CHECKING:
    from simulation.physics.contact_log import ContactLog

#: Normal impulse (N s) above which a contact laid at the start of a shot counts as pushed.
PUSH = 1.0e-9
#: Normal speed (m/s) into a cushion above which a contact is an impact (Han's model);
#: slower, the ball rests or slides on the rail under plain Coulomb friction.
APPROACH = 1.0e-4


class CushionContacts:
    """Mixin of ``World``: what its ball–cushion callbacks need from it is declared here."""

    table: TableSpec
    params: PhysicsParams
    radius: float
    log: ContactLog
    _sin_contact: float
    _noses: list[tuple[Vec, Vec]]
    _pending: dict[tuple[int, int], Impact]
    _spin_of: Callable[[int], tuple[float, float]]
    _pair: Callable[[Any], tuple[int, int]]
    position: Callable[[int], tuple[float, float]]
    velocity: Callable[[int], tuple[float, float, float]]
    set_velocity: Callable[[int, float, float, float], None]

    def _bc_pre(self, arb: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        """Log a new contact (what ``begin`` did: see ball_contacts.py), then hand the
        solver the impact's normal part."""
        h = arb._arbiter
        i, ci = self._pair(h)
        if _cp.cpArbiterIsFirstContact(h):
            self._bc_new(h, i, ci)
        p = self.params
        jaw = self.on_jaw(i, ci) != 0
        n = _cp.cpArbiterGetNormal(h)  # from the ball toward the cushion
        nx, ny = n.x, n.y
        vx, vy, wz = self.velocity(i)
        vn = vx * nx + vy * ny
        e = self.jaw_restitution(ci, nx, ny, vn) if jaw else p.e_cushion
        if jaw:
            mu = p.mu_jaw
        else:
            incidence = math.atan2(abs(vx * ny - vy * nx), vn)
            mu = max(0.0, p.mu_cushion - p.mu_cushion_per_rad * incidence)
        if vn <= APPROACH:
            # Resting or sliding along the rail: pymunk's Coulomb friction, no bounce.
            _cp.cpArbiterSetRestitution(h, 0.0)
            _cp.cpArbiterSetFriction(h, mu)
            return
        impact = cushion_impact((vx, vy), (*self._spin_of(i), wz), (nx, ny), self.radius,
                                self._sin_contact, e, mu)
        # pymunk takes the normal part (restitution) so that simultaneous contacts stay
        # non-penetrating; the tangential and spin parts are applied in post_solve, in
        # proportion to the normal impulse the solver actually gave.
        _cp.cpArbiterSetRestitution(h, min(1.0, max(0.0, impact[0] / vn - 1.0)))
        _cp.cpArbiterSetFriction(h, 0.0)
        self._pending[(i, ci)] = impact

    def _bc_new(self, h: Any, i: int, ci: int) -> None:
        """A contact's first step: log it as an event, unless it continues one of the step
        before or was laid at the start, at the first point of its contact set."""
        key = (i, -1 - ci)
        self.log.pairs.add(key)
        if key in self.log.previous or key in self.log.resting:
            return
        pts = _cp.cpArbiterGetContactPointSet(h)
        if pts.count:
            q = pts.points[0].pointB
            self.log.cushion.append((i, ci, (q.x, q.y)))
        else:
            self.log.cushion.append((i, ci, self.position(i)))

    def jaw_restitution(self, ci: int, nx: float, ny: float, vn: float) -> float:
        """Restitution of a contact past the nose line's ends (a jaw nose or jaw face):
        ``e_jaw``, the same rubber everywhere on the jaw (docs/physics.md, Pockets)."""
        return self.params.e_jaw

    def on_jaw(self, i: int, ci: int) -> int:
        """0 on the nose line; -1 or +1 past its start or end, where the jaws are."""
        (ax, ay), (bx, by) = self._noses[ci]
        x, y = self.position(i)
        q = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)
        return -1 if q < 0.0 else (1 if q > 1.0 else 0)

    def _bc_post(self, arb: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        h = arb._arbiter
        i, ci = self._pair(h)
        self.log.touched.add(i)
        n = _cp.cpArbiterGetNormal(h)  # from the ball toward the cushion
        nx, ny = n.x, n.y
        imp = _cp.cpArbiterTotalImpulse(h)
        jn = abs(imp.x * nx + imp.y * ny)
        key = (i, -1 - ci)
        if key in self.log.resting and jn > PUSH:
            self.log.resting.discard(key)
            self.log.cushion.append((i, ci, self.position(i)))
        pending = self._pending.pop((i, ci), None)
        if pending is None or jn <= 0.0 or pending[0] <= 0.0:
            return
        dvn, dvx, dvy, dwx, dwy, dwz = pending
        # The share of Han's impulse the solver delivered (1 for a lone impact; never more,
        # so friction never exceeds what stops the slip).
        k = min(1.0, jn / (self.table.ball_mass * dvn))
        vx, vy, wz = self.velocity(i)
        self.set_velocity(i, vx + k * dvx, vy + k * dvy, wz + k * dwz)
        self.log.add_spin(i, k * dwx, k * dwy)
