"""Ball–ball friction: the law behind throw (cut-induced and spin-induced).

Friction between two balls falls with the speed at which their surfaces slide past each other
at the contact point (Marlow, *The Physics of Pocket Billiards* 1995, Table 10; fitted by
Alciatore, TP A.14 / TP A.28):

    mu(v) = a + b exp(-c v),   a = 9.951e-3, b = 0.108, c = 1.088 s/m

``v`` is the magnitude of the full relative surface velocity at the contact, both balls'
velocities and all three components of both balls' spins included. With the contact at the
equator and ``n`` the unit normal from ball i to ball j, ``t = z x n``:

    horizontal slip  vt = (v_i - v_j) . t + R (wz_i + wz_j)
    vertical slip    vz = R ((wx_i + wx_j) n_y - (wy_i + wy_j) n_x)

A cut makes ``vt`` (cut-induced throw); side english makes ``vt`` too (spin-induced throw);
follow or draw make ``vz``, which raises ``v`` and so lowers ``mu`` and takes a share of the
friction budget away from the horizontal: that is why follow and draw reduce throw. The
friction impulse has magnitude at most ``mu(v) Jn`` and points against the slip; each of its
two components is limited to stopping its own slip (gearing), so it never adds energy.
``world.py`` applies it; this module only states the law, so tests, tools and docs read one
definition.
"""

from __future__ import annotations

import math

from simulation.physics.params import PhysicsParams


def ball_friction(p: PhysicsParams, slip_speed: float) -> float:
    """Coefficient of ball–ball friction at a contact sliding at ``slip_speed`` (m/s)."""
    return p.mu_ball_a + p.mu_ball_b * math.exp(-p.mu_ball_c * slip_speed)
