"""The rating scale: Elo points, as the amateur pyramid leagues publish them.

A difference of 400 points is odds of 10 to 1 (the chess Elo convention the leagues use):
``P(A beats B) = 1 / (1 + 10^(−(R_A − R_B) / 400))``. The fit works in logits (natural-log
odds), so one logit is ``400 / ln 10`` ≈ 173.7 points. The scale's zero is fixed by the
computer: its *club* level is 1500 points (:mod:`simulation.rating.anchors`), the centre
of the prior every person starts from.
"""

from __future__ import annotations

import math

#: Elo points per logit: 400 points are odds of 10:1.
POINTS_PER_LOGIT = 400.0 / math.log(10.0)
#: The computer's club level by definition, and the centre of a person's prior.
CENTRE = 1500.0
#: The level that defines the centre.
REFERENCE_LEVEL = "club"


def to_points(logit: float) -> float:
    """A strength in logits (0 = the centre) as a rating in points."""
    return CENTRE + POINTS_PER_LOGIT * logit


def to_logit(points: float) -> float:
    return (points - CENTRE) / POINTS_PER_LOGIT


def sd_points(sd_logit: float) -> float:
    return POINTS_PER_LOGIT * sd_logit


def win_chance(points_a: float, points_b: float) -> float:
    """A's chance to win a frame against B from their ratings (two sides, no handicap)."""
    return float(1.0 / (1.0 + 10.0 ** (-(points_a - points_b) / 400.0)))
