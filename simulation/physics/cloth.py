"""The ball–cloth model: exact motion of one free ball between contacts.

pymunk is a 2D engine and knows nothing of topspin or draw, so between contacts each ball's
motion is integrated here in closed form (Alciatore, "Pool and Billiards Physics
Principles", TP 4.1-4.2; Leckie & Greenspan 2006). A ball keeps its velocity ``v`` and the
full angular velocity ``w = (wx, wy, wz)``. With the contact point at ``-R z``, the slip of
the cloth contact is ``u = v + w x (-R z) = (vx - R wy, vy + R wx)``:

* sliding (|u| > 0): friction ``-mu_s m g u^`` decelerates ``v`` and turns ``w`` so that
  ``u`` shrinks along a fixed direction at ``7/2 mu_s g``; sliding lasts ``2|u|/(7 mu_s g)``.
  A centre-ball hit therefore ends sliding at ``5/7 v0`` after ``12 v0^2 / (49 mu_s g)``.
* rolling (u = 0): ``v`` decays at ``mu_r g`` along itself, ``w`` follows ``v``.
* spin about the vertical decays at ``5 mu_sp g / (2R)`` regardless of the phase.

Because every phase has constant acceleration, one call advances a ball over any interval
exactly, splitting it at the phase changes. That is what lets the engine take long steps
while balls run free and still reproduce the analytic results to rounding error.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from simulation.physics.params import PhysicsParams

#: Slip and speed below which a ball counts as rolling / at rest (m/s): far below anything
#: visible, far above rounding error of the contact solver.
SLIP_EPS = 1.0e-9
SPEED_EPS = 1.0e-9
SPIN_EPS = 1.0e-9
#: Each component of a slip below this (m/s), the slip is below SLIP_EPS (1.5e-10 < 1e-9):
#: a rolling ball (whose slip is rounding error) is told so without a square root.
TINY = 1.0e-10


@dataclass(frozen=True)
class ClothConstants:
    """The model's rates, precomputed once per shot."""

    radius: float
    slide_decel: float  # mu_s g
    roll_decel: float  # mu_r g
    spin_decel: float  # 5 mu_sp g / (2R)

    @classmethod
    def of(cls, params: PhysicsParams, radius: float) -> ClothConstants:
        g = params.g
        return cls(radius, params.mu_slide * g, params.mu_roll * g,
                   5.0 * params.mu_spin * g / (2.0 * radius))


BallMotion = tuple[float, float, float, float, float]  # vx, vy, wx, wy, wz


def is_at_rest(m: BallMotion) -> bool:
    vx, vy, wx, wy, wz = m
    return (abs(vx) < SPEED_EPS and abs(vy) < SPEED_EPS and abs(wx) < SPEED_EPS
            and abs(wy) < SPEED_EPS and abs(wz) < SPIN_EPS)


def advance(m: BallMotion, dt: float, k: ClothConstants) -> tuple[float, float, BallMotion]:
    """Move a free ball for ``dt`` seconds. Returns (dx, dy, motion at the end)."""
    disp: list[tuple[float, float]] = [(0.0, 0.0)]
    end = advance_all((m,), (0,), dt, k, disp)[0]
    return disp[0][0], disp[0][1], end


def advance_all(motions: Sequence[BallMotion], balls: Sequence[int], dt: float,
                k: ClothConstants, disp: list[tuple[float, float]]) -> list[BallMotion]:
    """Move each ball of ``balls`` (indices into ``motions``) freely for ``dt`` seconds.

    Writes each ball's displacement (dx, dy) into ``disp`` at its index and returns the
    motions at the end, in the order of ``balls`` (``advance_into``, which the engine calls,
    files them by index instead).
    """
    ends: list[BallMotion] = list(motions)
    advance_into(motions, balls, dt, k, disp, ends)
    return [ends[i] for i in balls]


def advance_into(motions: Sequence[BallMotion], balls: Sequence[int], dt: float,
                 k: ClothConstants, disp: list[tuple[float, float]],
                 ends: list[BallMotion]) -> None:
    """``advance_all`` writing each ball's motion at the end into ``ends`` at its index.

    The engine advances every moving ball once or twice per step, so the loop lives here
    rather than in a call per ball; by index, a step cut short can keep the ends of the
    balls its last refinement already advanced at the final length (the same inputs give
    the same floats) and advance only the others.
    """
    R = k.radius
    slide, roll, spin = k.slide_decel, k.roll_decel, k.spin_decel
    neg_slide = -slide
    slide7 = 7.0 * slide
    spin_dt = spin * dt
    hypot = math.hypot
    tiny, slip_eps, speed_eps = TINY, SLIP_EPS, SPEED_EPS
    for i in balls:
        vx, vy, wx, wy, wz = motions[i]
        # Spin about the vertical is independent of the rest.
        # (|wz| and the sign written out: the same floats as abs and copysign give.)
        if wz > 0.0:
            wz = 0.0 if dt >= wz / spin else wz - spin_dt
        elif wz < 0.0:
            wz = 0.0 if dt >= -wz / spin else wz + spin_dt
        dx = dy = 0.0
        t_left = dt
        ux = vx - R * wy
        uy = vy + R * wx
        # A rolling ball's slip is rounding error: below TINY on both axes, it is below
        # SLIP_EPS as surely as its square root says.
        if (not (-tiny < ux < tiny and -tiny < uy < tiny)
                and (slip := hypot(ux, uy)) > slip_eps):
            t_sl = 2.0 * slip / slide7
            t = t_sl if t_sl < t_left else t_left
            ax, ay = neg_slide * ux / slip, neg_slide * uy / slip
            dx += vx * t + 0.5 * ax * t * t
            dy += vy * t + 0.5 * ay * t * t
            vx += ax * t
            vy += ay * t
            # dw/dt = tau / I with tau = (-R z) x F and I = 2/5 m R^2.
            wx += 2.5 * ay / R * t
            wy -= 2.5 * ax / R * t
            t_left -= t
            if t_left <= 0.0:
                disp[i] = (dx, dy)
                ends[i] = (vx, vy, wx, wy, wz)
                continue
            # Sliding has just ended: the ball rolls; pin w to v so rounding cannot restart
            # slip.
            wx, wy = -vy / R, vx / R
        speed = hypot(vx, vy)
        if speed <= speed_eps:
            disp[i] = (dx, dy)
            ends[i] = (0.0, 0.0, 0.0, 0.0, wz)
            continue
        t_stop = speed / roll
        if t_left >= t_stop:
            disp[i] = (dx + 0.5 * vx * t_stop, dy + 0.5 * vy * t_stop)
            ends[i] = (0.0, 0.0, 0.0, 0.0, wz)
            continue
        f = 1.0 - roll * t_left / speed
        g = 1.0 + f
        disp[i] = (dx + vx * t_left * g * 0.5, dy + vy * t_left * g * 0.5)
        vx *= f
        vy *= f
        ends[i] = (vx, vy, -vy / R, vx / R, wz)


def time_to_rest(m: BallMotion, k: ClothConstants) -> float:
    """How long a free ball keeps moving (used by tests and the solver's early exits)."""
    vx, vy, wx, wy, wz = m
    R = k.radius
    t_spin = abs(wz) / k.spin_decel
    ux, uy = vx - R * wy, vy + R * wx
    slip = math.hypot(ux, uy)
    t = 0.0
    if slip > SLIP_EPS:
        t = 2.0 * slip / (7.0 * k.slide_decel)
        vx -= k.slide_decel * ux / slip * t
        vy -= k.slide_decel * uy / slip * t
    return max(t_spin, t + math.hypot(vx, vy) / k.roll_decel)
