"""Did a stroke pocket the target, and where did the target's path cross the mouth?

The solver and the Monte-Carlo tools ask these two questions thousands of times, so each
simulation stops as soon as its answer is decided: the target drops (in the right pocket or
not), the target touches a cushion that is not a jaw of the target pocket, or the cue ball's
first contact is with the wrong ball.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from simulation.events import BallBall, CushionHit, Event, PocketDrop
from simulation.physics.cloth import BallMotion
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.table import Pocket, TableSpec, Vec


class Kind(StrEnum):
    """What goes into the pocket: the object ball, or the cue ball off it (свояк)."""

    OBJECT = "object"
    CUE = "cue"


@dataclass(frozen=True)
class Target:
    """Pocket ``object_ball`` (or, for Kind.CUE, the cue ball off it) in ``pocket``; with
    ``cushion`` (an object-ball pot only) it is a bank shot (дуплет): the ball must touch
    that cushion once, and no other, on its way in (:mod:`simulation.analysis.banks`); with
    ``first`` it is a combination: the cue ball strikes ``first``, which sends
    ``object_ball`` in."""

    object_ball: str
    pocket: str
    kind: Kind = Kind.OBJECT
    cushion: str | None = None
    first: str | None = None
    #: A ball on a cushion played along it into the corner at its end: touching that
    #: cushion on the way is part of the shot, not a miss.
    along: str | None = None

    @property
    def struck(self) -> str:
        """The ball the cue ball must meet first."""
        return self.first or self.object_ball

    def ball(self, cue_ball: str) -> str:
        return self.object_ball if self.kind is Kind.OBJECT else cue_ball


@dataclass(frozen=True)
class Shot:
    """Everything fixed about a shot except the stroke direction."""

    layout: Mapping[str, Vec]
    cue_ball: str
    target: Target
    speed: float
    side: float = 0.0
    height: float = 0.0

    def stroke(self, direction_deg: float, speed: float | None = None,
               side: float | None = None, height: float | None = None) -> Stroke:
        return Stroke(self.cue_ball, direction_deg, self.speed if speed is None else speed,
                      self.side if side is None else side,
                      self.height if height is None else height)


class _Decider:
    """The ``until`` predicate of one simulation: records success/failure as events come."""

    def __init__(self, shot: Shot) -> None:
        self.shot = shot
        self.ball = shot.target.ball(shot.cue_ball)
        self.contact = False
        self.banked = shot.target.cushion is None
        self.success: bool | None = None

    def __call__(self, e: Event) -> bool:
        cue, target = self.shot.cue_ball, self.shot.target
        if isinstance(e, BallBall) and cue in (e.a, e.b) and not self.contact:
            self.contact = True
            other = e.b if e.a == cue else e.a
            if other != target.struck:
                self.success = False  # the cue ball met the wrong ball first
                return True
        elif isinstance(e, PocketDrop) and e.ball == self.ball:
            self.success = self.contact and self.banked and e.pocket == target.pocket
            return True
        elif (isinstance(e, CushionHit) and e.ball == self.ball and self.contact
              and e.jaw != target.pocket):
            if self.is_bank(e):
                self.banked = True
                return False
            if self.is_rail(e):
                return False
            self.success = False  # off a cushion elsewhere: this is not the pot planned
            return True
        return False

    def is_rail(self, e: CushionHit) -> bool:
        """A touch of the cushion a rail ball runs along (allowed any number of times)."""
        return e.jaw is None and e.cushion == self.shot.target.along

    def is_bank(self, e: CushionHit) -> bool:
        """The one cushion touch a bank shot is allowed (its own cushion's straight part)."""
        return (not self.banked and e.jaw is None
                and e.cushion == self.shot.target.cushion)


def pots(shot: Shot, stroke: Stroke, table: TableSpec, params: PhysicsParams) -> bool:
    """True when the stroke pockets the target as asked (decided as early as possible)."""
    decide = _Decider(shot)
    simulate(shot.layout, stroke, table=table, params=params, until=decide)
    return bool(decide.success)


class _MouthCrossing:
    """Observer that finds where the target ball's centre crosses the pocket's mouth line.

    Once the target has touched a cushion or jaw its path no longer says where it was
    aimed, so from then on it is frozen at the straight path it had just before: the
    offset at which that path would have crossed the mouth line.
    """

    def __init__(self, pocket: Pocket, ball: str, armed: bool = True) -> None:
        self.pocket = pocket
        self.ball = ball
        #: A bank shot's crossing counts only after the bank (its road out to the cushion
        #: may pass the mouth line's extension).
        self.armed = armed
        self.last: Vec | None = None
        self.heading: Vec | None = None
        self.before: tuple[Vec | None, Vec | None] = (None, None)
        self.lateral: float | None = None
        self.frozen = False

    def __call__(self, t: float, ids: Sequence[str], pos: Sequence[Vec],
                 motion: Sequence[BallMotion], on_table: Sequence[bool]) -> None:
        if self.frozen or self.lateral is not None or self.ball not in ids:
            return
        i = ids.index(self.ball)
        if not on_table[i]:
            return
        self.before = (self.last, self.heading)
        p = pos[i]
        if motion[i][0] or motion[i][1]:
            self.heading = (motion[i][0], motion[i][1])
        if self.armed and self.last is not None and p != self.last:
            d0, d1 = self.pocket.depth_of(self.last), self.pocket.depth_of(p)
            if d0 < 0.0 <= d1:
                f = -d0 / (d1 - d0)
                x = self.last[0] + (p[0] - self.last[0]) * f
                y = self.last[1] + (p[1] - self.last[1]) * f
                self.lateral = _lateral(self.pocket, (x, y))
        self.last = p

    def cushion(self) -> None:
        """The target touched a cushion in the step just observed: go back to its path
        before that step."""
        if not self.frozen and self.lateral is None:
            self.frozen = True
            last, heading = self.before
            if last is not None and heading is not None:
                self.last, self.heading = last, heading

    def extrapolated(self) -> float | None:
        """Where the last straight path would cross the mouth line, if it heads there."""
        if self.last is None or self.heading is None:
            return None
        d0 = self.pocket.depth_of(self.last)
        ax, ay = self.pocket.axis
        rate = self.heading[0] * ax + self.heading[1] * ay
        if rate <= 1e-9 or d0 >= 0.0:
            return None
        f = -d0 / rate
        return _lateral(self.pocket, (self.last[0] + self.heading[0] * f,
                                      self.last[1] + self.heading[1] * f))


def _lateral(pocket: Pocket, p: Vec) -> float:
    """Signed offset of ``p`` across the pocket's axis (left of the axis is positive)."""
    mx, my = pocket.mouth_centre
    ax, ay = pocket.axis
    return -(p[0] - mx) * ay + (p[1] - my) * ax


def miss(shot: Shot, direction_deg: float, table: TableSpec, params: PhysicsParams) -> float:
    """Which side of the pocket the target ball goes, as a signed number (0 = dead centre).

    Where the target's centre crosses the mouth line, the signed offset (m) from the mouth's
    centre; where it touches a cushion or jaw first, the offset at which its straight path
    would have crossed. Where it never heads for the mouth line (it stops short, or runs
    away from it), the signed angle (rad) between its heading and the line to the mouth's
    centre stands in: the sign still says which way to turn the stroke. NaN when the cue
    ball never touches the object ball or touches another ball first.
    """
    pocket = table.pocket(shot.target.pocket)
    ball = shot.target.ball(shot.cue_ball)
    decide = _Decider(shot)
    watch = _MouthCrossing(pocket, ball, armed=decide.banked)

    def until(e: Event) -> bool:
        if isinstance(e, CushionHit) and e.ball == ball and decide.contact \
                and decide.is_bank(e):
            decide(e)
            watch.armed = True
            return False
        decide(e)
        if isinstance(e, CushionHit) and e.ball == ball and decide.contact \
                and not decide.is_rail(e):
            watch.cushion()
            return True
        return watch.lateral is not None or decide.success is not None

    simulate(shot.layout, shot.stroke(direction_deg), table=table, params=params,
             observer=watch, until=until)
    if watch.lateral is not None:
        return watch.lateral
    if not decide.contact or (decide.success is False and watch.heading is None):
        return math.nan
    if not decide.banked:
        return math.nan  # a bank shot that never reached its cushion says no side
    crossing = watch.extrapolated()
    if crossing is not None:
        return crossing
    if watch.last is None or watch.heading is None:
        return math.nan
    mx, my = pocket.mouth_centre
    to_mouth = math.atan2(my - watch.last[1], mx - watch.last[0])
    heading = math.atan2(watch.heading[1], watch.heading[0])
    # Positive when heading left of the mouth (counter-clockwise), like the lateral offset.
    return math.remainder(heading - to_mouth, math.tau)
