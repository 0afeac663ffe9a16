"""The ball–ball contact callbacks of the pymunk world (world.py): logging and throw.

``pre_solve`` sets the contact's restitution and its friction at the slip speed the contact
begins with (the bodies carry the step's incoming velocities until the solver runs);
``post_solve`` shares the Coulomb budget ``mu Jn`` with the vertical slip, which transfers
spin between the balls (throw.py, world.py's docstring).

There is no ``begin`` callback: chipmunk calls ``begin`` only for an arbiter in its first
step of contact and then, at once, ``pre_solve`` of the same arbiter
(``cpSpaceCollideShapes``), so ``pre_solve`` does what ``begin`` did when
``cpArbiterIsFirstContact`` says so: the same work in the same order, one pass through
pymunk's callback wrapper fewer per contact. The callbacks read the arbiter through
pymunk's C binding (``arb._arbiter``): the same chipmunk getters and setters its typed
properties call, without building Vec2d and contact-set objects for each.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pymunk
from pymunk._chipmunk_cffi import lib as _cp

from simulation.physics.cushion_contacts import PUSH
from simulation.physics.params import PhysicsParams
from simulation.physics.throw import ball_friction

if TYPE_CHECKING:
    from simulation.physics.contact_log import ContactLog


class BallContacts:
    """Mixin of ``World``: what its ball–ball callbacks need from it is declared here."""

    params: PhysicsParams
    radius: float
    inertia: float
    log: ContactLog
    _shape_index: dict[object, int]
    _out_a: Any
    _out_b: Any
    _spin_of: Callable[[int], tuple[float, float]]
    _handles: list[Any]  # the bodies' chipmunk pointers

    def _pair(self, h: Any) -> tuple[int, int]:
        """The indices of a contact's two shapes, (ball, ball) or (ball, cushion), from the
        arbiter's chipmunk pointer ``h``."""
        a, b = self._out_a, self._out_b
        _cp.cpArbiterGetShapes(h, a, b)
        index = self._shape_index
        return index[a[0]], index[b[0]]

    def _bb_pre(self, arb: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        """Log a new contact (what ``begin`` did), then set restitution and friction at the
        slip speed the contact begins with."""
        h = arb._arbiter
        i, j = self._pair(h)
        log = self.log
        if _cp.cpArbiterIsFirstContact(h):
            key = (i, j) if i < j else (j, i)
            log.pairs.add(key)
            if key not in log.previous and key not in log.resting:
                log.ball_ball.append((i, j))
        p = self.params
        _cp.cpArbiterSetRestitution(h, p.e_ball)
        ha, hb = self._handles[i], self._handles[j]
        pa, va, wza = (_cp.cpBodyGetPosition(ha), _cp.cpBodyGetVelocity(ha),
                       _cp.cpBodyGetAngularVelocity(ha))
        pb, vb, wzb = (_cp.cpBodyGetPosition(hb), _cp.cpBodyGetVelocity(hb),
                       _cp.cpBodyGetAngularVelocity(hb))
        dx, dy = pb.x - pa.x, pb.y - pa.y
        n = math.hypot(dx, dy) or 1.0
        nx, ny = dx / n, dy / n
        R = self.radius
        # Horizontal slip along t = z x n (includes spin about the vertical).
        vt = (va.x - vb.x) * -ny + (va.y - vb.y) * nx + R * (wza + wzb)
        wa, wb = self._spin_of(i), self._spin_of(j)
        vz = R * ((wa[0] + wb[0]) * ny - (wa[1] + wb[1]) * nx)
        slip = math.hypot(vt, vz)
        mu = ball_friction(p, slip)
        log.slip[(i, j)] = (vt, vz, mu)
        _cp.cpArbiterSetFriction(h, mu * abs(vt) / slip if slip > 1e-12 else mu)

    def _bb_post(self, arb: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        h = arb._arbiter
        i, j = self._pair(h)
        log = self.log
        log.touched.add(i)
        log.touched.add(j)
        handles = self._handles
        pa = _cp.cpBodyGetPosition(handles[i])
        pb = _cp.cpBodyGetPosition(handles[j])
        dx, dy = pb.x - pa.x, pb.y - pa.y
        n = math.hypot(dx, dy) or 1.0
        nx, ny = dx / n, dy / n
        imp = _cp.cpArbiterTotalImpulse(h)
        jn = abs(imp.x * nx + imp.y * ny)
        key = (i, j) if i < j else (j, i)
        if key in log.resting and jn > PUSH:
            log.resting.discard(key)  # the laid contact now transfers motion: 6.1
            log.ball_ball.append((i, j))
        vt, vz, mu = log.slip.get((i, j), (0.0, 0.0, 0.0))
        if abs(vz) < 1e-12:
            return
        slip = math.hypot(vt, vz)
        R, inertia = self.radius, self.inertia
        # Vertical friction impulse on ball i: its share of the Coulomb budget, and never
        # past stopping the vertical slip (which only the two spins carry: 2 R^2 / I).
        jz = -math.copysign(min(mu * jn * abs(vz) / slip,
                                abs(vz) * inertia / (2 * R * R)), vz)
        dwx, dwy = jz * R * ny / inertia, -jz * R * nx / inertia
        log.add_spin(i, dwx, dwy)
        log.add_spin(j, dwx, dwy)
