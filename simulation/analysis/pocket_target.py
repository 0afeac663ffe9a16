"""Effective pocket target size from the pocket's geometry: Alciatore's method (TP 3.5-3.8).

Alciatore's technical proofs on effective target size (billiards.colostate.edu: TP 3.5 and
3.6, slow shots into a side and a corner pocket; TP 3.7 and 3.8, fast shots) find, for a
ball approaching at an angle, the range of paths that end in the hole. Their model is
pure geometry: the ball's centre moves on straight lines; it meets a jaw point, a jaw face
(facing) or the cushion beside the pocket where it comes within a ball radius of it, and
leaves every contact at the angle it came in (equal angles, no loss, no spin); a slow ball
drops as soon as its centre is over the hole's edge, and a fast one only once it has
crossed the hole to its back. The proofs solve each sequence of contacts in closed form;
this module traces the same rays numerically, which lets it use the simulator's own pocket
(rounded noses drawn as chords, the faces ``TableSpec`` builds) and every sequence of
contacts at once. On Alciatore's pool geometry it gives his closed-form results
(tests/analysis/test_pocket_target.py).

Between the two limits the ball is taken as falling from the moment its centre is over the
hole: it is gone once it has fallen the table's ``hole_lip`` (after
``sqrt(2 hole_lip / g)``), so at speed ``v`` it must travel ``v sqrt(2 hole_lip / g)``
over the hole, or reach the back, before it drops. ``travel = 0`` is TP 3.5/3.6 and
``travel = inf`` TP 3.7/3.8 as we read them; the engine drops balls by the same rule
(simulation/physics/pockets.py).

Offsets follow TP 3.5: ``s`` is the distance of the incoming path from the mouth's centre,
measured square to the path, positive toward the far jaw (the one the ball heads for);
angles are from the pocket's axis (the perpendicular to the cushion for a middle pocket).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from simulation.events import ShotResult
from simulation.layout import ball_fits
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec, Vec

#: Contacts after which a ray still in the pocket's mouth counts as rattled out.
MAX_CONTACTS = 16
#: Distance (m) behind the mouth at which a ray (and the simulator's ball) starts.
START_BACK = 0.3
#: A ball or ray this much farther from the mouth than where it started has left the pocket
#: (m): whatever it does afterwards is another shot.
LEAVE_MARGIN = 0.05
#: Resolution (m) to which window edges are found.
EDGE_TOLERANCE = 1.0e-6

_INF = math.inf


@dataclass(frozen=True)
class PocketModel:
    """One pocket in its own frame: ``u`` along the axis into the pocket from the mouth's
    centre, ``v`` across it (to the left of the axis)."""

    faces: tuple[tuple[Vec, Vec], ...]
    radius: float
    hole_u: float
    hole_radius: float
    shelf_angle: float
    mouth: float

    @classmethod
    def of(cls, table: TableSpec, pocket_id: str) -> PocketModel:
        """The simulator's pocket: the faces of the two cushions beside it, its hole."""
        p = table.pocket(pocket_id)
        faces = tuple((_to_frame(table, pocket_id, a), _to_frame(table, pocket_id, b))
                      for c in table.cushions() if pocket_id in c.face_pockets
                      for a, b in c.faces)
        return cls(faces, table.ball_radius, p.depth_of(p.hole_centre), p.hole_radius,
                   p.shelf_angle, p.mouth_width)

    def on_shelf_rim(self, u: float, v: float) -> bool:
        return math.atan2(abs(v), self.hole_u - u) <= self.shelf_angle


@dataclass(frozen=True)
class Ray:
    """What became of one path: dropped or not, how, and the faces it met (indices into
    ``PocketModel.faces``)."""

    dropped: bool
    how: str
    contacts: tuple[int, ...]


def fall_travel(table: TableSpec, speed: float, params: PhysicsParams | None = None) -> float:
    """How far a ball at ``speed`` travels over the hole while it falls ``hole_lip``."""
    g = (params or PhysicsParams()).g
    return speed * math.sqrt(2.0 * table.hole_lip / g)


def entry(table: TableSpec, pocket_id: str, angle_deg: float, offset: float,
          back: float = START_BACK) -> tuple[Vec, Vec]:
    """Start point (table coordinates) and unit direction of a path ``angle_deg`` from the
    pocket's axis passing ``offset`` (m, square to the path) from the mouth's centre."""
    p = table.pocket(pocket_id)
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    lx, ly = -ay, ax
    a = math.radians(angle_deg)
    dx, dy = math.cos(a) * ax + math.sin(a) * lx, math.cos(a) * ay + math.sin(a) * ly
    nx, ny = -dy, dx
    cx, cy = mx + nx * offset, my + ny * offset
    return (cx - dx * back, cy - dy * back), (dx, dy)


def trace(model: PocketModel, angle_deg: float, offset: float, travel: float,
          back: float = START_BACK) -> Ray:
    """Follow one ray (pocket frame) until it drops, leaves or has rattled too long."""
    a = math.radians(angle_deg)
    du, dv = math.cos(a), math.sin(a)
    # The path passes through offset * (-sin a, cos a), square to it from the mouth's centre.
    pu, pv = -du * back - dv * offset, -dv * back + du * offset
    R, c, rh = model.radius, model.hole_u, model.hole_radius
    over = (pu - c) ** 2 + pv ** 2 < rh * rh
    travelled = 0.0
    contacts: list[int] = []
    for _ in range(4 * MAX_CONTACTS):
        t_face, face, nu, nv = _first_face(model.faces, R, pu, pv, du, dv)
        if not over:
            t_in = _circle_entry(pu - c, pv, du, dv, rh)
            if t_in < t_face:
                pu, pv = pu + du * t_in, pv + dv * t_in
                over, travelled = True, 0.0
                if travel <= 0.0:
                    return Ray(True, "over the hole", tuple(contacts))
                continue
        else:
            t_out = _circle_exit(pu - c, pv, du, dv, rh)
            need = travel - travelled
            if need <= min(t_out, t_face):
                return Ray(True, "fell", tuple(contacts))
            if t_out <= t_face:
                pu, pv = pu + du * t_out, pv + dv * t_out
                if not model.on_shelf_rim(pu, pv):
                    return Ray(True, "back of the pocket", tuple(contacts))
                over = False
                continue
        if face < 0 or pu * pu + pv * pv > (back + LEAVE_MARGIN) ** 2:
            return Ray(False, "left", tuple(contacts))
        if len(contacts) >= MAX_CONTACTS:
            return Ray(False, "rattled", tuple(contacts))
        pu, pv = pu + du * t_face, pv + dv * t_face
        if over:
            travelled += t_face
        contacts.append(face)
        dn = du * nu + dv * nv
        du, dv = du - 2.0 * dn * nu, dv - 2.0 * dn * nv
    return Ray(False, "rattled", tuple(contacts))


@dataclass(frozen=True)
class Acceptance:
    """The offsets (m) that drop at one angle: every run of them, widest first."""

    windows: tuple[tuple[float, float], ...]

    @property
    def main(self) -> tuple[float, float] | None:
        return self.windows[0] if self.windows else None

    @property
    def size(self) -> float:
        """The effective target size: the width of the widest run."""
        w = self.main
        return 0.0 if w is None else w[1] - w[0]


def acceptance(model: PocketModel, angle_deg: float, travel: float, span: float = 0.045,
               step: float = 1.0e-4,
               placeable: Callable[[float], bool] | None = None) -> Acceptance:
    """The method's windows: offsets scanned every ``step`` within +-``span``, each run's
    edges found to a micrometre. ``placeable(offset)`` leaves out paths whose start is not
    on the table (see ``placeable``)."""

    def drops(s: float) -> bool:
        if placeable is not None and not placeable(s):
            return False
        return trace(model, angle_deg, s, travel).dropped

    return windows_of(drops, span, step, EDGE_TOLERANCE)


def windows_of(drops: Callable[[float], bool], span: float, step: float,
               tolerance: float) -> Acceptance:
    """Runs of offsets for which ``drops`` holds: a scan every ``step`` within +-``span``,
    then each edge bisected to ``tolerance``. A run narrower than the step can be missed
    (the tests sweep 0.1 mm around every edge they check)."""
    n = round(span / step)
    grid = [k * step for k in range(-n, n + 1)]
    flags = [drops(s) for s in grid]
    runs: list[tuple[float, float]] = []
    k = 0
    while k < len(grid):
        if not flags[k]:
            k += 1
            continue
        j = k
        while j + 1 < len(grid) and flags[j + 1]:
            j += 1
        lo = grid[k] if k == 0 else _edge(drops, grid[k - 1], grid[k], tolerance)
        hi = grid[j] if j == len(grid) - 1 else _edge(drops, grid[j + 1], grid[j], tolerance)
        runs.append((lo, hi))
        k = j + 1
    runs.sort(key=lambda w: w[0] - w[1])
    return Acceptance(tuple(runs))


def _edge(drops: Callable[[float], bool], out: float, inside: float,
          tolerance: float) -> float:
    """Bisect between an offset that does not drop and one that does."""
    while abs(inside - out) > tolerance:
        mid = (out + inside) / 2
        if drops(mid):
            inside = mid
        else:
            out = mid
    return inside


# ------------------------------------------------------------------ the simulator
def placeable(table: TableSpec, pocket_id: str, angle_deg: float, offset: float,
              back: float = START_BACK) -> bool:
    """Whether the path's start is a legal place for a ball (near 45 degrees into a corner
    some offsets would start inside the cushion the path runs along)."""
    start, _ = entry(table, pocket_id, angle_deg, offset, back)
    return ball_fits(start, table)


def roll(table: TableSpec, pocket_id: str, angle_deg: float, offset: float, speed: float,
         params: PhysicsParams | None = None, back: float = START_BACK) -> ShotResult:
    """The simulator's ball on the same path: rolling (tip 0.4 R above centre gives
    natural roll), struck so that it arrives at the mouth at ``speed``."""
    from simulation.physics.engine import simulate
    from simulation.stroke import Stroke

    params = params or PhysicsParams()
    (x, y), (dx, dy) = entry(table, pocket_id, angle_deg, offset, back)
    v0 = math.sqrt(speed * speed + 2.0 * params.mu_roll * params.g * back)
    mouth = table.pocket(pocket_id).mouth_centre
    reach = (back + LEAVE_MARGIN) ** 2

    def left(t: float, ids: object, pos: Sequence[Vec], motion: object,
             on_table: Sequence[bool]) -> bool:
        (px, py), on = pos[0], on_table[0]
        return on and (px - mouth[0]) ** 2 + (py - mouth[1]) ** 2 > reach

    return simulate({"cue": (x, y)}, Stroke("cue", math.degrees(math.atan2(dy, dx)), v0,
                                            height=0.4), table=table, params=params,
                    observer=left)


def dropped_into(result: ShotResult, pocket_id: str) -> bool:
    """Whether ``roll``'s ball dropped into its pocket on that approach."""
    return any(p.pocket == pocket_id for p in result.pocketed)


def sim_acceptance(table: TableSpec, pocket_id: str, angle_deg: float, speed: float,
                   params: PhysicsParams | None = None, span: float = 0.045,
                   step: float = 5.0e-4, tolerance: float = 2.0e-5) -> Acceptance:
    """The simulator's windows for the same paths as ``acceptance``."""

    def drops(s: float) -> bool:
        if not placeable(table, pocket_id, angle_deg, s):
            return False
        return dropped_into(roll(table, pocket_id, angle_deg, s, speed, params), pocket_id)

    return windows_of(drops, span, step, tolerance)


# ------------------------------------------------------------------ geometry
def _to_frame(table: TableSpec, pocket_id: str, q: Vec) -> tuple[float, float]:
    p = table.pocket(pocket_id)
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    x, y = q[0] - mx, q[1] - my
    return (x * ax + y * ay, -x * ay + y * ax)


def _first_face(faces: tuple[tuple[Vec, Vec], ...], R: float, pu: float, pv: float,
                du: float, dv: float) -> tuple[float, int, float, float]:
    """(t, face, normal) of the first face the moving centre comes within R of, heading
    into it; (inf, -1, 0, 0) if none."""
    best, best_k, bn = _INF, -1, (0.0, 0.0)
    for k, ((au, av), (bu, bv)) in enumerate(faces):
        eu, ev = bu - au, bv - av
        length = math.hypot(eu, ev)
        eu, ev = eu / length, ev / length
        nu, nv = -ev, eu
        h = (pu - au) * nu + (pv - av) * nv
        if h < 0.0:
            nu, nv, h = -nu, -nv, -h
        dn = du * nu + dv * nv
        if dn < 0.0 and h >= R - 1e-12:
            t = (R - h) / dn
            w = (pu + du * t - au) * eu + (pv + dv * t - av) * ev
            if 0.0 <= w <= length and 1e-12 < t < best:
                best, best_k, bn = t, k, (nu, nv)
                continue
        for qu, qv in ((au, av), (bu, bv)):
            t = _circle_entry(pu - qu, pv - qv, du, dv, R)
            if 1e-12 < t < best:
                cu, cv = pu + du * t - qu, pv + dv * t - qv
                best, best_k, bn = t, k, (cu / R, cv / R)
    return best, best_k, bn[0], bn[1]


def _circle_entry(fu: float, fv: float, du: float, dv: float, r: float) -> float:
    """When a point at (fu, fv) from a circle's centre, moving along (du, dv), enters it."""
    b = fu * du + fv * dv
    if b >= 0.0:
        return _INF
    disc = b * b - (fu * fu + fv * fv - r * r)
    if disc < 0.0:
        return _INF
    return max(0.0, -b - math.sqrt(disc))


def _circle_exit(fu: float, fv: float, du: float, dv: float, r: float) -> float:
    """When a point inside a circle, moving along (du, dv), leaves it."""
    b = fu * du + fv * dv
    disc = max(0.0, b * b - (fu * fu + fv * fv - r * r))
    return max(0.0, -b + math.sqrt(disc))
