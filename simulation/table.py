"""The pyramid table as data: dimensions, pockets with their jaws, cushions and markings.

Coordinates follow docs/conventions.md: origin on the centre spot, +x toward the back cushion (where
the pyramid is racked), +y to the player's left seen from the front end. Every number lives
in :class:`TableSpec`, so a club can load its 10- or 11-foot table from a data file and the
physics, the referee and the table view all draw on the same geometry.
"""

from __future__ import annotations

import math
import tomllib
from dataclasses import asdict, dataclass, fields
from functools import lru_cache
from pathlib import Path
from typing import Any

from simulation.errors import InputError

Vec = tuple[float, float]

POCKET_IDS: tuple[str, ...] = ("FL", "FR", "ML", "MR", "BL", "BR")
CUSHION_IDS: tuple[str, ...] = (
    "front",
    "back",
    "left-front",
    "left-back",
    "right-front",
    "right-back",
)


@dataclass(frozen=True)
class TableSpec:
    """A pyramid table. Lengths in metres, masses in kilograms, angles in degrees.

    The defaults are the federation's 12-foot table (docs/physics.md gives the sources and
    says which pocket dimensions are assumed). A pocket is the pocket model of Alciatore's
    technical proofs on effective pocket size (TP 3.5-3.8) with rounded noses:

    * the mouth, measured between the sharp corners the cushion's nose line and the jaw
      faces would make; ``*_nose_radius`` rounds each jaw nose;
    * the jaw faces (facings): ``*_jaw_angle_deg`` is their opening away from the pocket's
      axis (0: parallel to it; negative: the throat narrows, as a pool pocket's facings do);
      they run from the nose over the shelf to the hole's edge, where the pocket's cup
      begins;
    * the shelf: ``*_drop_depth`` is how far past the mouth line (on the axis) the ball's
      centre must go before it is over the hole;
    * the hole: a circle of ``*_hole_radius`` (the edge the ball's centre must cross)
      behind the shelf. Its rim beyond the shelf is the pocket's back: a ball that reaches
      it has hit the back of the pocket and falls;
    * ``hole_lip``: how far a ball over the hole falls before nothing can put it back on
      the shelf (the rounding of the slate's edge); a slow ball is gone in that fall time,
      a fast one can still cross the hole and come back out over the shelf.
    """

    name: str = "Pyramid 12 ft"
    length: float = 3.550
    width: float = 1.775
    ball_radius: float = 0.034
    ball_mass: float = 0.285
    corner_mouth: float = 0.073
    middle_mouth: float = 0.083
    corner_jaw_angle_deg: float = -6.0
    middle_jaw_angle_deg: float = -5.0
    corner_drop_depth: float = 0.006
    middle_drop_depth: float = 0.024
    corner_nose_radius: float = 0.004
    middle_nose_radius: float = 0.020
    corner_hole_radius: float = 0.040
    middle_hole_radius: float = 0.045
    hole_lip: float = 0.005
    jaw_length: float = 0.10
    cushion_height: float = 0.0435

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "name":
                if not isinstance(value, str) or not value:
                    raise InputError("table.name", "must be a non-empty string")
                continue
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                raise InputError(f"table.{f.name}", "must be a number")
            if not math.isfinite(value):
                raise InputError(f"table.{f.name}", "must be finite")
            if f.name.endswith("_angle_deg"):
                if not -20.0 <= value <= 45.0:
                    raise InputError(f"table.{f.name}", "must be between -20 and 45 degrees")
            elif f.name.endswith("_nose_radius"):
                if not 0 <= value <= 0.03:
                    raise InputError(f"table.{f.name}", "must be between 0 and 0.03 m")
            elif f.name.endswith("_hole_radius") or f.name == "hole_lip":
                if not 0 < value <= 0.2:
                    raise InputError(f"table.{f.name}", "must be between 0 and 0.2 m")
            elif value <= 0:
                raise InputError(f"table.{f.name}", "must be positive")
        diameter = 2 * self.ball_radius
        if self.corner_mouth <= diameter:
            raise InputError("table.corner_mouth", "must be wider than a ball")
        if self.middle_mouth <= diameter:
            raise InputError("table.middle_mouth", "must be wider than a ball")
        if self.width <= 8 * diameter or self.length <= self.width:
            raise InputError("table.length", "the surface must be a long rectangle many balls wide")
        if not self.ball_radius < self.cushion_height < diameter:
            raise InputError("table.cushion_height",
                             "the cushion nose must be above the ball's centre, below its top")
        for kind in ("corner", "middle"):
            if getattr(self, f"{kind}_hole_radius") < self.ball_radius:
                raise InputError(f"table.{kind}_hole_radius", "must be at least a ball radius")
        _geometry(self)  # the jaws must reach the hole: raises InputError naming the field

    # ----------------------------------------------------------------- loading
    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableSpec:
        if not isinstance(data, dict):
            raise InputError("table", "must be an object")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InputError(f"table.{unknown[0]}", "unknown field")
        return cls(**data)

    @classmethod
    def from_file(cls, path: str | Path) -> TableSpec:
        """Load a table from JSON or TOML. Data only: nothing in the file is executed, and
        it is read within the limits of :mod:`simulation.datalimits` (a regular file, its
        size, nesting and numbers)."""
        from simulation.datalimits import loads_json, loads_toml, read_file_bytes

        p = Path(path)
        raw = read_file_bytes(p, "table")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError("table", f"{p.name} is not UTF-8 text") from None
        data = loads_toml(text, "table") if p.suffix.lower() == ".toml" else \
            loads_json(text, "table")
        return cls.from_dict(data.get("table", data) if isinstance(data, dict) else data)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    # ---------------------------------------------------------------- markings
    @property
    def half_length(self) -> float:
        return self.length / 2

    @property
    def half_width(self) -> float:
        return self.width / 2

    @property
    def centre_spot(self) -> Vec:
        return (0.0, 0.0)

    @property
    def front_spot(self) -> Vec:
        return (-self.length / 4, 0.0)

    @property
    def back_spot(self) -> Vec:
        return (self.length / 4, 0.0)

    @property
    def house_line_x(self) -> float:
        """General rules 2.1.4: the house line runs through the front spot."""
        return -self.length / 4

    @property
    def temporary_house_line_x(self) -> float:
        """General rules 2.1.7: the temporary house line runs through the back spot."""
        return self.length / 4

    @property
    def spotting_line(self) -> tuple[Vec, Vec]:
        """General rules 2.1.6: from the back spot to the middle of the back cushion."""
        return (self.back_spot, (self.half_length, 0.0))

    def in_house(self, pos: Vec) -> bool:
        """Clause 11: the house is strictly in front of the house line (a ball on it is out)."""
        return pos[0] < self.house_line_x

    def in_temporary_house(self, pos: Vec) -> bool:
        """Combined pyramid 6.7: the temporary house lies beyond the back spot line."""
        return pos[0] > self.temporary_house_line_x

    def on_surface(self, pos: Vec) -> bool:
        """True when a ball centred at ``pos`` lies wholly on the playing surface."""
        r = self.ball_radius
        return abs(pos[0]) <= self.half_length - r and abs(pos[1]) <= self.half_width - r

    # ----------------------------------------------------------------- pockets
    def pockets(self) -> tuple[Pocket, ...]:
        return _geometry(self)[0]

    def pocket(self, pocket_id: str) -> Pocket:
        if pocket_id not in POCKET_IDS:
            raise InputError("pocket", f"unknown pocket {pocket_id!r}")
        return self.pockets()[POCKET_IDS.index(pocket_id)]

    def cushions(self) -> tuple[Cushion, ...]:
        return _geometry(self)[1]


@dataclass(frozen=True)
class Pocket:
    """One pocket: its jaw noses, the jaw faces over the shelf, and the hole behind.

    ``axis`` is the unit vector from the table into the pocket. ``noses`` are the two
    sharp jaw noses (the mouth is the segment between them); ``jaws`` are the jaw faces,
    each from its nose to where it ends at the hole's edge. The hole is a circle for the
    ball's centre (``hole_centre``, ``hole_radius``); its rim within ``shelf_angle`` of the
    direction back to the mouth borders the shelf, the rest is the pocket's back and sides.
    """

    id: str
    kind: str
    axis: Vec
    noses: tuple[Vec, Vec]
    jaws: tuple[tuple[Vec, Vec], tuple[Vec, Vec]]
    drop_depth: float
    hole_centre: Vec
    hole_radius: float
    #: Half-angle (radians), seen from the hole's centre and measured from the direction
    #: back to the mouth, of the rim a ball over the hole can cross back onto the shelf.
    shelf_angle: float

    @property
    def mouth_centre(self) -> Vec:
        (ax, ay), (bx, by) = self.noses
        return ((ax + bx) / 2, (ay + by) / 2)

    @property
    def mouth_width(self) -> float:
        (ax, ay), (bx, by) = self.noses
        return math.hypot(bx - ax, by - ay)

    def depth_of(self, pos: Vec) -> float:
        """How far a point lies past the mouth line along the pocket's axis."""
        mx, my = self.mouth_centre
        return (pos[0] - mx) * self.axis[0] + (pos[1] - my) * self.axis[1]

    def captures(self, pos: Vec) -> bool:
        """True when a ball centred at ``pos`` is over the hole: it cannot rest there."""
        cx, cy = self.hole_centre
        return (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 < self.hole_radius ** 2

    def on_shelf_rim(self, pos: Vec) -> bool:
        """Whether a point of the hole's rim borders the shelf (a ball crossing it there
        comes back out of the pocket) rather than the pocket's back or sides."""
        cx, cy = self.hole_centre
        ux, uy = pos[0] - cx, pos[1] - cy
        back = -(ux * self.axis[0] + uy * self.axis[1])
        side = abs(-ux * self.axis[1] + uy * self.axis[0])
        return math.atan2(side, back) <= self.shelf_angle


@dataclass(frozen=True)
class Cushion:
    """A cushion with the jaw faces at its two ends, as a convex outline.

    ``faces`` are the edges a ball can touch, in order: the jaw face at the start, the
    rounding of its nose (short chords of the arc), the nose line, the rounding at the
    end, the jaw face at the end; ``face_pockets`` names the pocket of each (None on the
    nose line). ``outline`` closes them behind the nose line; the
    physics uses it as a solid block so that nothing can end up inside the rail.
    """

    id: str
    faces: tuple[tuple[Vec, Vec], ...]
    face_pockets: tuple[str | None, ...]
    outline: tuple[Vec, ...]
    #: The straight nose line, between the roundings of the two jaw noses.
    nose: tuple[Vec, Vec]


# ------------------------------------------------------------------ construction
@lru_cache(maxsize=16)
def _geometry(spec: TableSpec) -> tuple[tuple[Pocket, ...], tuple[Cushion, ...]]:
    """Pockets and cushions of a table, built once per table: every layout check and every
    shot asks for them, and a frozen spec always gives the same ones."""
    pockets = tuple(_build_pocket(spec, pid) for pid in POCKET_IDS)
    by_id = {p.id: p for p in pockets}
    return pockets, tuple(_build_cushion(spec, cid, by_id) for cid in CUSHION_IDS)


@lru_cache(maxsize=16)
def cushions_beyond_nose_lines(spec: TableSpec) -> bool:
    """Whether every cushion outline lies beyond one nose line (all its corners at
    x >= L/2, x <= -L/2, y >= W/2 or y <= -W/2). The outlines are convex, so then a point
    at most L/2 - d and W/2 - d from the table's middle is at least d from every cushion:
    the layout check and the physics' resting-contact scan skip the cushions for nearly
    every ball by it."""
    hl, hw = spec.half_length, spec.half_width
    for c in spec.cushions():
        xs = [q[0] for q in c.outline]
        ys = [q[1] for q in c.outline]
        if not (min(xs) >= hl or max(xs) <= -hl or min(ys) >= hw or max(ys) <= -hw):
            return False
    return True


_POCKET_SIGNS: dict[str, tuple[int, int]] = {
    "FL": (-1, 1),
    "FR": (-1, -1),
    "ML": (0, 1),
    "MR": (0, -1),
    "BL": (1, 1),
    "BR": (1, -1),
}


def _unit(x: float, y: float) -> Vec:
    n = math.hypot(x, y)
    return (x / n, y / n)


def _build_pocket(spec: TableSpec, pid: str) -> Pocket:
    sx, sy = _POCKET_SIGNS[pid]
    hl, hw = spec.half_length, spec.half_width
    if sx == 0:
        half = spec.middle_mouth / 2
        # Nose toward the front first, then toward the back.
        noses = ((-half, sy * hw), (half, sy * hw))
        axis: Vec = (0.0, float(sy))
        kind = "middle"
    else:
        a = spec.corner_mouth / math.sqrt(2)
        # Nose on the end cushion, then the nose on the side cushion.
        noses = ((sx * hl, sy * (hw - a)), (sx * (hl - a), sy * hw))
        axis = _unit(sx, sy)
        kind = "corner"
    angle = math.radians(getattr(spec, f"{kind}_jaw_angle_deg"))
    shelf = getattr(spec, f"{kind}_drop_depth")
    hole_r = getattr(spec, f"{kind}_hole_radius")
    R = spec.ball_radius
    mx = (noses[0][0] + noses[1][0]) / 2
    my = (noses[0][1] + noses[1][1]) / 2
    centre = (mx + axis[0] * (shelf + hole_r), my + axis[1] * (shelf + hole_r))
    jaws = []
    rim = 0.0
    for nx, ny in noses:
        lx, ly = _unit(nx - mx, ny - my)
        dx = math.cos(angle) * axis[0] + math.sin(angle) * lx
        dy = math.cos(angle) * axis[1] + math.sin(angle) * ly
        # The line a ball's centre follows along this face (R off it, toward the axis)
        # meets the hole's edge at t along the face: the face ends there.
        ix, iy = -dy, dx
        if ix * lx + iy * ly > 0:
            ix, iy = -ix, -iy
        ox, oy = nx + ix * R - centre[0], ny + iy * R - centre[1]
        b = ox * dx + oy * dy
        disc = b * b - (ox * ox + oy * oy - hole_r * hole_r)
        if disc <= 0.0:
            raise InputError(f"table.{kind}_hole_radius", "the hole must reach the jaw faces")
        t = -b - math.sqrt(disc)
        if t <= _fillet_length(spec, kind, angle) + 1e-4:
            raise InputError(f"table.{kind}_drop_depth",
                             "the shelf must reach past the rounding of the jaw noses")
        jaws.append(((nx, ny), (nx + dx * t, ny + dy * t)))
        ex, ey = nx + ix * R + dx * t - centre[0], ny + iy * R + dy * t - centre[1]
        rim = math.atan2(abs(-ex * axis[1] + ey * axis[0]), -(ex * axis[0] + ey * axis[1]))
    return Pocket(pid, kind, axis, noses, (jaws[0], jaws[1]), shelf, centre, hole_r, rim)


def _fillet_length(spec: TableSpec, kind: str, jaw_angle: float) -> float:
    """How far along a jaw face from the sharp nose its rounding reaches."""
    r = getattr(spec, f"{kind}_nose_radius")
    # The block's angle between nose line and jaw face: 90 degrees (middle) or 135
    # (corner) less the jaw's opening.
    phi = (math.pi / 2 if kind == "middle" else 3 * math.pi / 4) - jaw_angle
    return r / math.tan(phi / 2) if r > 0 else 0.0


# For each cushion: (pocket at its start, which nose of it), (pocket at its end, which nose).
_CUSHION_ENDS: dict[str, tuple[tuple[str, int], tuple[str, int]]] = {
    "front": (("FR", 0), ("FL", 0)),
    "back": (("BR", 0), ("BL", 0)),
    "left-front": (("FL", 1), ("ML", 0)),
    "left-back": (("ML", 1), ("BL", 1)),
    "right-front": (("FR", 1), ("MR", 0)),
    "right-back": (("MR", 1), ("BR", 1)),
}


def _build_cushion(spec: TableSpec, cid: str, pockets: dict[str, Pocket]) -> Cushion:
    (p0, n0), (p1, n1) = _CUSHION_ENDS[cid]
    jaw0 = pockets[p0].jaws[n0]
    jaw1 = pockets[p1].jaws[n1]
    start, end = jaw0[0], jaw1[0]
    # Arcs from the jaw face onto the nose line, at each end (start: jaw -> nose).
    arc0 = _fillet(start, jaw0[1], end, _nose_radius(spec, pockets[p0]))
    arc1 = _fillet(end, jaw1[1], start, _nose_radius(spec, pockets[p1]))[::-1]
    nose = (arc0[-1], arc1[0])
    # Where a jaw face ends at the hole's edge the block steps back and away from the
    # pocket: the hole's rim there is the pocket's cup, which a ball over the hole meets
    # only after it has fallen past the shelf (engine: pockets.py).
    step0, step1 = _cup_step(pockets[p0], n0), _cup_step(pockets[p1], n1)
    chain = (step0, jaw0[1], *arc0, *arc1, jaw1[1], step1)
    faces = tuple((chain[k], chain[k + 1]) for k in range(len(chain) - 1))
    n_arc0, n_arc1 = len(arc0) - 1, len(arc1) - 1
    face_pockets = (p0,) * (2 + n_arc0) + (None,) + (p1,) * (n_arc1 + 2)
    # Nose line, roundings, jaw faces and the cup steps bound a convex block: nothing can
    # end up inside the rail.
    outline = (*arc1, jaw1[1], step1, step0, jaw0[1], *arc0)
    return Cushion(cid, faces, face_pockets, outline, nose)


#: How far (m) the block steps away from the pocket where a jaw face ends at the hole.
_CUP_STEP = 0.03


def _cup_step(pocket: Pocket, which: int) -> Vec:
    """The corner behind the end of jaw ``which``: back along the axis and away from the
    pocket, so that the block stays convex and clear of the hole."""
    (nx, ny), (ex, ey) = pocket.jaws[which]
    mx, my = pocket.mouth_centre
    lx, ly = _unit(nx - mx, ny - my)
    ax, ay = pocket.axis
    ux, uy = _unit(lx + ax, ly + ay)
    return (ex + ux * _CUP_STEP, ey + uy * _CUP_STEP)


#: Chords that draw a rounded nose (each a few tenths of a millimetre from the arc).
_ARC_CHORDS = 4


def _nose_radius(spec: TableSpec, pocket: Pocket) -> float:
    return spec.corner_nose_radius if pocket.kind == "corner" else spec.middle_nose_radius


def _fillet(corner: Vec, jaw_end: Vec, nose_end: Vec, radius: float) -> tuple[Vec, ...]:
    """Points of the arc rounding ``corner`` between the jaw face (toward ``jaw_end``) and
    the nose line (toward ``nose_end``), from the jaw side to the nose side."""
    if radius <= 0.0:
        return (corner,)
    ux, uy = _unit(jaw_end[0] - corner[0], jaw_end[1] - corner[1])
    wx, wy = _unit(nose_end[0] - corner[0], nose_end[1] - corner[1])
    phi = math.acos(max(-1.0, min(1.0, ux * wx + uy * wy)))  # the block's angle there
    t = radius / math.tan(phi / 2)
    bx, by = _unit(ux + wx, uy + wy)
    d = radius / math.sin(phi / 2)
    cx, cy = corner[0] + bx * d, corner[1] + by * d
    a0 = math.atan2(corner[1] + uy * t - cy, corner[0] + ux * t - cx)
    a1 = math.atan2(corner[1] + wy * t - cy, corner[0] + wx * t - cx)
    sweep = (a1 - a0 + math.pi) % (2 * math.pi) - math.pi
    return tuple((cx + radius * math.cos(a0 + sweep * k / _ARC_CHORDS),
                  cy + radius * math.sin(a0 + sweep * k / _ARC_CHORDS))
                 for k in range(_ARC_CHORDS + 1))


def builtin_tables() -> dict[str, TableSpec]:
    """The tables shipped in ``resources/tables`` (data files, found in an installed wheel
    through importlib.resources), by file stem."""
    from importlib.resources import files

    out: dict[str, TableSpec] = {}
    folder = files("resources") / "tables"
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".toml"):
            data = tomllib.loads(entry.read_text(encoding="utf-8"))
            out[entry.name.removesuffix(".toml")] = TableSpec.from_dict(data.get("table", data))
    return out


#: Centre distance beyond 2R at which the program places balls that the rules say touch
#: (a rack, re-spotted balls). One micrometre is far below anything a referee could see,
#: and it keeps "touching" from meaning "overlapping" in the contact solver.
TOUCH_GAP = 1.0e-6
