"""How a head start changes the chance of winning a frame: the race model.

A frame is a race: side A needs ``a`` points, side B needs ``b`` (8 balls each in Free
pyramid, 71 points in Classic 71; fewer for the side given a фора). Points do not come one
at a time but in clumps (a visit pots several balls, a foul swings ten points in the classic
game), so the race is run in *units* of ``u`` points: A needs ``a / u`` units, B ``b / u``,
and each unit goes to A with the same chance ``q``, independently. Then

    P(A wins) = I_q(a / u, b / u)

the regularized incomplete beta function (for whole numbers it is the chance of at least
``a/u`` successes in ``a/u + b/u − 1`` trials; the beta function extends it to any size).
Two things are needed: ``q`` for a pair of players, which comes from their frame-win chance
without a фора (``I_q(n, n) = p``, solved for ``q``), and the unit ``u`` of each discipline,
measured from simulated frames by ``pyramid-coach bench rating``
(:mod:`simulation.rating.units`; docs/ratings.md gives the numbers).
"""

from __future__ import annotations

import math

_EPS = 1e-15
_TINY = 1e-300


def _beta_cf(a: float, b: float, x: float) -> float:
    """The continued fraction of the incomplete beta function (modified Lentz)."""
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > _TINY else _TINY)
    h = d
    for m in range(1, 500):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > _TINY else _TINY)
        c = 1.0 + aa / c
        c = c if abs(c) > _TINY else _TINY
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > _TINY else _TINY)
        c = 1.0 + aa / c
        c = c if abs(c) > _TINY else _TINY
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < _EPS:
            break
    return h


def betainc(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function ``I_x(a, b)`` (a, b > 0, 0 ≤ x ≤ 1)."""
    if a <= 0 or b <= 0:
        raise ValueError("a and b must be positive")
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    ln_front = (math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                + a * math.log(x) + b * math.log1p(-x))
    front = math.exp(ln_front)
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _beta_cf(a, b, x) / a
    return 1.0 - front * _beta_cf(b, a, 1.0 - x) / b


def race_chance(q: float, need_a: float, need_b: float) -> float:
    """A's chance to reach ``need_a`` units before B reaches ``need_b``, each unit A's with
    chance ``q``."""
    return betainc(need_a, need_b, q)


def unit_share(p: float, units: float) -> float:
    """The unit chance ``q`` for which A wins a level race of ``units`` each with chance
    ``p`` (bisection; ``p`` is clipped to [1e-9, 1 − 1e-9])."""
    p = min(max(p, 1e-9), 1.0 - 1e-9)
    lo, hi = 0.0, 1.0
    for _ in range(100):
        mid = 0.5 * (lo + hi)
        if race_chance(mid, units, units) < p:
            lo = mid
        else:
            hi = mid
    return 0.5 * (lo + hi)


def chance_with(p: float, target: float, unit: float, need_a: float, need_b: float) -> float:
    """A's chance when A needs ``need_a`` points and B ``need_b``, for players of whom A
    wins a level frame (both to ``target``) with chance ``p``; ``unit`` points per unit."""
    q = unit_share(p, target / unit)
    return race_chance(q, need_a / unit, need_b / unit)


def fair_logit(target: float, unit: float, need_a: float, need_b: float) -> float:
    """The strength difference (A − B, logits) that the фора ``need_a`` against ``need_b``
    makes even: the logit of the level-race chance at the ``q`` for which the given race is
    50:50. A frame played with this фора is rated as a level frame in which A is that much
    weaker (:mod:`simulation.rating.league`)."""
    lo, hi = 1e-9, 1.0 - 1e-9
    for _ in range(100):
        mid = 0.5 * (lo + hi)
        if race_chance(mid, need_a / unit, need_b / unit) < 0.5:
            lo = mid
        else:
            hi = mid
    p = race_chance(0.5 * (lo + hi), target / unit, target / unit)
    p = min(max(p, 1e-12), 1.0 - 1e-12)
    return math.log(p / (1.0 - p))
