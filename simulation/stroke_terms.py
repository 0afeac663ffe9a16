"""A stroke in the terms a player uses: the cut (or ball fraction), the tip as a clock face,
the power as a word and a step of ten.

The engine thinks in a direction in degrees and a speed in m/s; a player at a pyramid
table thinks "a half-ball cut on the five, tip at four o'clock a third of the way out,
medium power". Every screen that shows a stroke (Show me, Review, the computer's
explanation, the PDF) describes it through :func:`describe`, so the same stroke is put
into the same words everywhere. The core returns numbers and codes; the app translates.

The cut is read off the layout the stroke was played from: the first ball the cue ball
would meet travelling straight along the stroke (cushions ignored), and the angle between
the stroke and the line from the cue ball's position at contact (the ghost ball) to that
ball's centre. A straight stroke at a ball is a cut of 0°, a full ball; the ball fraction
is the share of the object ball the cue ball covers as seen along the stroke,
``1 − sin(cut)`` (a half ball is a 30° cut, the 30° rule's contact).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from simulation.stroke import Stroke

Vec = tuple[float, float]

#: Upper bounds (m/s) of the named strengths below the break zone: a soft stroke, a medium
#: one, a strong one; at or above the last a stroke is a break-strength stroke. On a
#: 12-foot pyramid table's cloth (mu_roll 0.01) a ball rolling at 1.5 m/s travels about
#: three table lengths before it stops, at 3.5 m/s a shot is firm, and 7 m/s and more is
#: only used to open the pyramid. The power control's zones are these.
POWER_ZONES: tuple[float, float, float] = (1.5, 3.5, 7.0)
#: The 1–10 power scale: one step per this many m/s of cue-ball speed, 10 from 9.5 m/s
#: (a strong break is 10–12 m/s).
POWER_STEP = 1.0
#: A tip offset (fraction of R) closer to the centre than this is a centre-ball hit.
CENTRE = 0.05


class Power(StrEnum):
    SOFT = "soft"
    MEDIUM = "medium"
    STRONG = "strong"
    BREAK = "break"


@dataclass(frozen=True)
class Cut:
    """The first object ball on the stroke's line and how thin it is hit."""

    ball: str
    angle_deg: float
    #: Which way the object ball is cut, as the player sees it looking along the stroke:
    #: +1 to the left (the cue ball takes its right-hand side), −1 to the right, 0 straight.
    side: int

    @property
    def fraction(self) -> float:
        """The ball fraction: 1 for a full ball, ½ at 30°, 0 for the thinnest touch."""
        return max(0.0, 1.0 - math.sin(math.radians(self.angle_deg)))


@dataclass(frozen=True)
class StrokeTerms:
    """A stroke described: ``cut`` is None when no ball lies on the stroke's line."""

    cut: Cut | None
    #: The tip on the clock face: 12 is straight above centre (follow), 3 right side,
    #: 6 below (draw), 9 left side; None for a centre-ball hit.
    tip_hour: int | None
    #: How far out the tip is, as a fraction of the ball's radius (0 at the centre).
    tip_fraction: float
    power: Power
    #: 1 (the softest touch) to 10 (a full break).
    power_level: int
    speed: float
    direction_deg: float


def power_of(speed: float) -> Power:
    soft, medium, strong = POWER_ZONES
    if speed < soft:
        return Power.SOFT
    if speed < medium:
        return Power.MEDIUM
    if speed < strong:
        return Power.STRONG
    return Power.BREAK


def power_level(speed: float) -> int:
    return max(1, min(10, math.floor(speed / POWER_STEP + 0.5)))


def tip_hour(side: float, height: float) -> int | None:
    """The hour on the clock face the tip points at (12 at the top, clockwise)."""
    if math.hypot(side, height) < CENTRE:
        return None
    hour = math.floor(math.degrees(math.atan2(side, height)) / 30.0 + 0.5) % 12
    return 12 if hour == 0 else hour


def first_cut(stroke: Stroke, layout: Mapping[str, Vec], radius: float) -> Cut | None:
    """The first ball the cue ball would meet on a straight line along the stroke."""
    start = layout.get(stroke.cue_ball)
    if start is None:
        return None
    dx, dy = math.cos(stroke.direction), math.sin(stroke.direction)
    reach = 2.0 * radius
    best: tuple[float, str, float] | None = None
    for ball, (x, y) in layout.items():
        if ball == stroke.cue_ball:
            continue
        rx, ry = x - start[0], y - start[1]
        along = rx * dx + ry * dy
        across = rx * -dy + ry * dx  # > 0: the ball lies left of the line
        if along <= 0.0 or abs(across) >= reach:
            continue
        travel = along - math.sqrt(reach * reach - across * across)
        if travel < -1e-9:
            continue  # touching or overlapping the cue ball already: no line to read
        if best is None or travel < best[0]:
            best = (travel, ball, across)
    if best is None:
        return None
    _, ball, across = best
    angle = math.degrees(math.asin(min(1.0, abs(across) / reach)))
    return Cut(ball=ball, angle_deg=angle, side=1 if across > 0 else -1 if across < 0 else 0)


def describe(stroke: Stroke, layout: Mapping[str, Vec] | None, radius: float) -> StrokeTerms:
    """The stroke in a player's terms (``layout``: the balls when it was played, if known)."""
    return StrokeTerms(
        cut=first_cut(stroke, layout, radius) if layout else None,
        tip_hour=tip_hour(stroke.side, stroke.height),
        tip_fraction=math.hypot(stroke.side, stroke.height),
        power=power_of(stroke.speed),
        power_level=power_level(stroke.speed),
        speed=stroke.speed,
        direction_deg=stroke.direction_deg,
    )
