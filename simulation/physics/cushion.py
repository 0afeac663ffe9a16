"""The ball–cushion impact of Han (2005), in the form pooltool implements it.

A cushion's nose is above the ball's centre (``cushion_height`` = 0.64 D on a pyramid
table), so the contact point sits at ``r = R (cos θ n + sin θ z)`` with
``sin θ = h / R - 1``: the impulse there is tilted, and topspin, draw and side spin all
change the slip at the contact and so the rebound. One impulse resolves the whole impact:

* frame: ``n`` horizontal into the cushion, ``t = z × n`` along it, ``z`` up;
* slip at the contact, in the contact plane (Han's eqs 14)::

      s_x = v_n sin θ + R ω_t            (along (sin θ, 0, -cos θ))
      s_y = -(v_t + R ω_z cos θ - R ω_n sin θ)
      c   = v_n cos θ                     (compression speed along the contact normal)

* the effective masses are ``A = 7 / (2 m)`` along the contact plane and ``B = 1 / m``
  along the normal (eqs 16); the normal impulse is ``P_z = (1 + e) c / B`` (eq 17);
* friction: if ``|s| / A <= μ P_z`` the slip stops (``P_x = s_x / A``, ``P_y = s_y / A``,
  eq 18), else it slides (``P_{x,y} = μ P_z s_{x,y} / |s|``, eq 19);
* back to the rail frame (eqs 21-22): ``P_n = -P_x sin θ - P_z cos θ``, ``P_t = P_y``,
  ``P_up = P_x cos θ - P_z sin θ``; the ball's velocity changes by ``(P_n, P_t) / m`` (the
  vertical part goes into the slate) and its spin by ``r × P / I``.

The effective mass matrix is diagonal in the contact frame and each impulse component
at most reverses (normal, by ``e <= 1``) or stops (slip) its own velocity component, so
the impact never adds kinetic energy; dropping the vertical velocity only removes more.
"""

from __future__ import annotations

import math

#: (v_n, v_t, ω_n, ω_t, ω_z) in the cushion frame described above.
FrameState = tuple[float, float, float, float, float]


def han_rebound(state: FrameState, radius: float, sin_theta: float, e: float,
                mu: float) -> FrameState:
    """The ball's state in the cushion frame just after a Han (2005) impact.

    Mass cancels out of every velocity change, so it is not an argument. ``state[0]``
    must be positive (the ball moving into the cushion)."""
    vn, vt, wn, wt, wz = state
    R = radius
    s, c_t = sin_theta, math.sqrt(1.0 - sin_theta * sin_theta)
    sx = vn * s + R * wt
    sy = -(vt + R * wz * c_t - R * wn * s)
    c = vn * c_t
    # Impulses per unit mass (m = 1): A = 7/2, B = 1.
    pz = (1.0 + e) * c
    slip = math.hypot(sx, sy)
    if slip / 3.5 <= mu * pz:
        px, py = sx / 3.5, sy / 3.5
    else:
        px, py = mu * pz * sx / slip, mu * pz * sy / slip
    p_n = -px * s - pz * c_t
    p_t = py
    p_up = px * c_t - pz * s
    k = 2.5 / R  # R / I per unit mass, I = 2/5 m R^2
    return (vn + p_n, vt + p_t, wn - k * p_t * s, wt + k * (p_n * s - p_up * c_t),
            wz + k * p_t * c_t)


#: What an impact does, in table axes: the normal speed lost (m/s, > 0), then the changes
#: of (vx, vy) along the cushion and of (wx, wy, wz), for the full normal impulse.
Impact = tuple[float, float, float, float, float, float]


def cushion_impact(v: tuple[float, float], w: tuple[float, float, float],
                   n: tuple[float, float], radius: float, sin_theta: float, e: float,
                   mu: float) -> Impact:
    """Han's impact of a ball moving with ``v``, spinning ``w``, into a cushion whose
    horizontal normal (from the ball into the cushion) is ``n``; ``v . n`` must be > 0."""
    nx, ny = n
    vx, vy = v
    wx, wy, wz = w
    state = (vx * nx + vy * ny, -vx * ny + vy * nx, wx * nx + wy * ny, -wx * ny + wy * nx, wz)
    out = han_rebound(state, radius, sin_theta, e, mu)
    dvt, dwn, dwt = out[1] - state[1], out[2] - state[2], out[3] - state[3]
    return (state[0] - out[0], -dvt * ny, dvt * nx, dwn * nx - dwt * ny, dwn * ny + dwt * nx,
            out[4] - wz)
