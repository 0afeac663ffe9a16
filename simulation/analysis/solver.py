"""The shot solver: the stroke direction that pockets a ball, and the window around it.

In a simulator the stroke is exact, so what a player trains is judgement. The solver answers
"where exactly should I have aimed?" by simulation, throw and spin included, not by the
ghost-ball formula alone:

1. ``aim``: the direction that sends the target ball (the object ball, or for a свояк the cue
   ball) through the middle of the pocket's mouth. It brackets a sign change of the signed
   miss (outcome.miss) starting from the ghost-ball aim, or from a scan over every direction
   that hits the object ball, and bisects it.
2. ``window``: from that direction it walks out both ways until the ball no longer drops and
   bisects each edge: the set of directions that still pocket it, in degrees. Half of its
   width, the smaller side, is the shot's margin of error.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from simulation.analysis.banks import rail
from simulation.analysis.outcome import Kind, Shot, miss, pots
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

#: Where bisection stops (degrees): a thousandth of a degree is a tenth of a millimetre of
#: object-ball travel per six metres, far below any player's precision.
AIM_TOLERANCE = 1e-5
EDGE_TOLERANCE = 1e-3
#: First step when walking out from the aim to find a window edge (degrees).
EDGE_STEP = 0.004
SCAN_SAMPLES = 48
#: When the direction through the middle of the mouth does not itself pocket (a long ball
#: into a corner at an angle: the jaw turns a dead-centre path away, and the directions that
#: drop lie a few hundredths of a degree to one side, house.2), the directions around it are
#: probed this far apart (degrees), out to NEAR_REACH either way. Pocketing windows are
#: wider than two steps, so none inside the reach is stepped over.
NEAR_STEP = 0.005
NEAR_REACH = 0.3
#: The computer's probe, every turn (``window(coarse=True)``): windows narrower than the
#: step are not worth its time, nor a window that far off the mouth-centre aim; the fine
#: probe of targets that have no window was two thirds of the master's slowest turn
#: (6.3 s, Classic 71 seed 1: eight probes, 1020 simulations).
COARSE_NEAR_STEP = 0.02
COARSE_NEAR_REACH = 0.15
#: ... and its aim: a thousandth of a degree is a twentieth of a master's direction error.
COARSE_AIM_TOLERANCE = 1e-3


@dataclass(frozen=True)
class Window:
    """Directions (degrees, counter-clockwise from +x) that pocket the target.

    ``aim_deg`` sends the target through the middle of the mouth; the jaws are not
    symmetric to a ball arriving at an angle, so the middle of the window (``direction_deg``,
    the ideal stroke) can differ from it by a few hundredths of a degree.
    """

    aim_deg: float
    low_deg: float
    high_deg: float
    simulations: int

    @property
    def direction_deg(self) -> float:
        return 0.5 * (self.low_deg + self.high_deg)

    @property
    def width_deg(self) -> float:
        return self.high_deg - self.low_deg

    @property
    def margin_deg(self) -> float:
        """How far the stroke may stray from the ideal direction and still pocket."""
        return 0.5 * self.width_deg

    def to_json(self) -> dict[str, Any]:
        return {"direction_deg": round(self.direction_deg, 5),
                "aim_deg": round(self.aim_deg, 5),
                "low_deg": round(self.low_deg, 5), "high_deg": round(self.high_deg, 5),
                "width_deg": round(self.width_deg, 5), "margin_deg": round(self.margin_deg, 5),
                "simulations": self.simulations}


class _Counter:
    """Counts simulations, so the tools can report their cost."""

    def __init__(self, shot: Shot, table: TableSpec, params: PhysicsParams) -> None:
        self.shot, self.table, self.params = shot, table, params
        self.n = 0

    def miss(self, direction: float) -> float:
        self.n += 1
        return miss(self.shot, direction, self.table, self.params)

    def pots(self, direction: float) -> bool:
        self.n += 1
        return pots(self.shot, self.shot.stroke(direction), self.table, self.params)


def ghost_ball_aim(shot: Shot, table: TableSpec) -> float:
    """The classic aim: the cue ball's centre to the ghost ball that sends the object ball
    straight at the middle of the mouth (no throw, no spin)."""
    cue = shot.layout[shot.cue_ball]
    mx, my = table.pocket(shot.target.pocket).mouth_centre
    if shot.target.cushion is not None:  # a bank: at the mouth's image in the cushion
        mx, my = rail(table, shot.target.cushion).mirror((mx, my))
    if shot.target.along is not None:  # a rail ball: down the cushion to its corner end
        line = rail(table, shot.target.along)
        mx, my = min((line.start, line.end), key=lambda e: math.dist(e, (mx, my)))
    gx, gy = ghost_point(shot.layout[shot.target.object_ball], (mx, my), table)
    if shot.target.first is not None:  # a combination: the first ball to that ghost
        gx, gy = ghost_point(shot.layout[shot.target.first], (gx, gy), table)
    return math.degrees(math.atan2(gy - cue[1], gx - cue[0]))


def ghost_point(ball: tuple[float, float], to: tuple[float, float], table: TableSpec
           ) -> tuple[float, float]:
    """Where a striking ball must be to send ``ball`` straight at ``to``."""
    d = math.hypot(to[0] - ball[0], to[1] - ball[1])
    return (ball[0] - 2 * table.ball_radius * (to[0] - ball[0]) / d,
            ball[1] - 2 * table.ball_radius * (to[1] - ball[1]) / d)


def _contact_range(shot: Shot, table: TableSpec) -> tuple[float, float]:
    """Directions in which the cue ball touches the ball it must strike at all."""
    obj = shot.layout[shot.target.struck]
    cue = shot.layout[shot.cue_ball]
    d = math.hypot(obj[0] - cue[0], obj[1] - cue[1])
    centre = math.degrees(math.atan2(obj[1] - cue[1], obj[0] - cue[0]))
    half = math.degrees(math.asin(min(1.0, 2 * table.ball_radius / d))) * 0.995
    return centre - half, centre + half


def _bisect(c: _Counter, a: float, fa: float, b: float, tol: float) -> float:
    """Root of the signed miss between a and b (opposite signs)."""
    while abs(b - a) > tol:
        m = 0.5 * (a + b)
        fm = c.miss(m)
        if math.isnan(fm):
            return m
        if (fm > 0) == (fa > 0):
            a, fa = m, fm
        else:
            b = m
    return 0.5 * (a + b)


def _bracket_near(c: _Counter, start: float, lo: float, hi: float) -> tuple[float, float,
                                                                               float] | None:
    """Walk out from ``start`` both ways with growing steps until the miss changes sign."""
    f0 = c.miss(start)
    if f0 == 0.0:
        return start, f0, start
    step = 0.02
    prev = {1: (start, f0), -1: (start, f0)}
    while step < 8.0:
        for sign in (1, -1):
            x = start + sign * step
            if not lo <= x <= hi:
                continue
            fx = c.miss(x)
            px, pf = prev[sign]
            if not math.isnan(fx) and not math.isnan(pf) and (fx > 0) != (pf > 0):
                return (px, pf, x) if sign > 0 else (x, fx, px)
            prev[sign] = (x, fx)
        step *= 2
    return None


def aim(shot: Shot, table: TableSpec, params: PhysicsParams,
        counter: _Counter | None = None, tolerance: float = AIM_TOLERANCE,
        probe: bool = True, near: tuple[float, float] = (NEAR_STEP, NEAR_REACH)
        ) -> float | None:
    """The direction that sends the target through the middle of the mouth, or None when no
    direct stroke with these speed and tip does. A caller that only needs the direction to
    a thousandth of a degree passes a coarser ``tolerance``, and ``probe=False`` skips the
    slow search beside a mouth-centre direction that does not itself pocket."""
    c = counter or _Counter(shot, table, params)
    if shot.target.along is not None:
        # A rail ball hugs its cushion into the corner, so where it crosses the mouth line
        # keeps one sign and no bracket finds the pot: the window lies just beside the aim
        # straight down the cushion.
        straight = ghost_ball_aim(shot, table)
        if c.pots(straight):
            return straight
        return _potting_near(c, straight, *near) if probe else None
    lo, hi = _contact_range(shot, table)
    candidates: list[float] = []
    if shot.target.kind is Kind.OBJECT:
        bracket = _bracket_near(c, ghost_ball_aim(shot, table), lo, hi)
        if bracket:
            a, fa, b = bracket
            candidates.append(_bisect(c, a, fa, b, tolerance))
    if not candidates:
        xs = [lo + (hi - lo) * k / (SCAN_SAMPLES - 1) for k in range(SCAN_SAMPLES)]
        fs = [c.miss(x) for x in xs]
        for (a, fa), (b, fb) in zip(zip(xs, fs, strict=True), zip(xs[1:], fs[1:], strict=True),
                                    strict=False):
            if not (math.isnan(fa) or math.isnan(fb)) and (fa > 0) != (fb > 0):
                candidates.append(_bisect(c, a, fa, b, tolerance))
    for x in candidates:
        if c.pots(x):
            return x
    for x in candidates if probe else ():
        found = _potting_near(c, x, *near)
        if found is not None:
            return found
    return None


def aim_from(shot: Shot, start: float, table: TableSpec, params: PhysicsParams,
             tolerance: float = 1e-3, step: float = 0.05, fallback: bool = True,
             slope: float | None = None) -> float | None:
    """The aim for a stroke close to one already solved — the same target at another pace
    or with draw, follow or side, whose throw and squirt move the window by up to a few
    tenths of a degree — by secant steps on the signed miss from ``start``: a few short
    simulations where a fresh bracket and bisection take a few dozen (the computer's
    position variants, simulation.ai.search).
    Where the miss is not smooth there (a rail ball, a jaw, a kiss) it falls back to
    :func:`aim` without the slow probe — or, with ``fallback=False``, gives up (None): a
    caller with a good direction already may keep it rather than pay a dozen more
    simulations; such a caller plays the stroke anyway, so the converged aim is not
    played once more here to see that it pockets. ``slope``, the signed miss per degree
    of the stroke solved already, makes the first step a Newton step: pace and tip move
    the window, hardly its slope, so it lands next to the answer and two or three
    simulations do."""
    if shot.target.along is None:
        c = _Counter(shot, table, params)
        x0, f0 = start, c.miss(start)
        if slope and f0 and not math.isnan(f0):
            x1 = start - max(-1.0, min(1.0, f0 / slope))
        else:
            x1 = start + step
        f1 = c.miss(x1)
        for _ in range(8):
            if math.isnan(f0) or math.isnan(f1) or f1 == f0:
                break
            x2 = x1 - f1 * (x1 - x0) / (f1 - f0)
            if abs(x2 - start) > 3.0:
                break  # running away: not the window this stroke belongs to
            if abs(x2 - x1) < tolerance:
                if not fallback or c.pots(x2):
                    return x2  # without a fallback the caller plays it and sees
                break
            x0, f0, x1, f1 = x1, f1, x2, c.miss(x2)
    return aim(shot, table, params, tolerance=tolerance, probe=False) if fallback else None


def _potting_near(c: _Counter, centre: float, step: float = NEAR_STEP,
                  reach: float = NEAR_REACH) -> float | None:
    """The nearest probed direction to ``centre`` that pockets (None within the reach).

    At first only the mouth-centre direction itself was tried, so a shot whose
    window sits just beside it (house.2's recorded solution) was reported unpottable.
    """
    steps = round(reach / step)
    for k in range(1, steps + 1):
        for sign in (1, -1):
            x = centre + sign * k * step
            if c.pots(x):
                return x
    return None


def _edge(c: _Counter, inside: float, sign: int) -> float:
    """The last direction on one side of ``inside`` that still pockets."""
    step = EDGE_STEP
    good = inside
    bad = None
    while bad is None:
        x = inside + sign * step
        if c.pots(x):
            good = x
            step *= 2
            if step > 10.0:
                return good
        else:
            bad = x
    while abs(bad - good) > EDGE_TOLERANCE:
        m = 0.5 * (good + bad)
        if c.pots(m):
            good = m
        else:
            bad = m
    return good


def window(shot: Shot, table: TableSpec | None = None,
           params: PhysicsParams | None = None, coarse: bool = False) -> Window | None:
    """The aim and the window of directions that pocket the target (None if nothing does).
    ``coarse`` (the computer, every turn): the aim to a thousandth of a degree and the
    probe beside it at COARSE_NEAR_STEP out to COARSE_NEAR_REACH; the edges are found to
    EDGE_TOLERANCE either way."""
    table = table or TableSpec()
    params = params or PhysicsParams()
    c = _Counter(shot, table, params)
    if coarse:
        best = aim(shot, table, params, c, COARSE_AIM_TOLERANCE,
                   near=(COARSE_NEAR_STEP, COARSE_NEAR_REACH))
    else:
        best = aim(shot, table, params, c)
    if best is None:
        return None
    low, high = _edge(c, best, -1), _edge(c, best, +1)
    return Window(best, low, high, c.n)


#: How far apart (m/s) the speeds tried by :func:`needed_speed` end up: finer than a player
#: sets the power slider.
PACE_RESOLUTION = 0.1
PACE_GROWTH = 1.25


def needed_speed(shot: Shot, table: TableSpec | None = None,
                 params: PhysicsParams | None = None) -> float | None:
    """The lowest speed (to PACE_RESOLUTION, same tip) above ``shot.speed`` at which some
    direct stroke pockets the target; None when none up to the table's top speed does.

    Asked when :func:`window` finds nothing, so "not pottable" can say "needs more pace"
    (a 75° cut at 2 m/s stops short of the pocket, at 3 m/s it drops). Speeds grow
    geometrically until one pots, then the step below it is bisected.
    """
    table = table or TableSpec()
    params = params or PhysicsParams()

    def pots_at(speed: float) -> bool:
        return window(replace(shot, speed=speed), table, params) is not None

    low, high = shot.speed, None
    speed = shot.speed
    while speed < params.max_speed:
        speed = min(params.max_speed, max(speed * PACE_GROWTH, speed + PACE_RESOLUTION))
        if pots_at(speed):
            high = speed
            break
        low = speed
    if high is None:
        return None
    while high - low > PACE_RESOLUTION:
        mid = 0.5 * (low + high)
        if pots_at(mid):
            high = mid
        else:
            low = mid
    return round(math.ceil(round(high / PACE_RESOLUTION, 6)) * PACE_RESOLUTION, 3)
