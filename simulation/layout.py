"""Checks on a layout of balls before anything is simulated or refereed.

Bad input is refused with the field at fault named (docs/headless.md): an unknown ball, a ball
off the playing surface or in a cushion, two balls overlapping. Balls frozen to a cushion,
touching each other or sitting in a pocket's mouth are legal layouts.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from simulation.balls import ALL_BALLS
from simulation.errors import InputError
from simulation.geometry import closer_than, dist, pairs_within_x
from simulation.table import TableSpec, Vec, cushions_beyond_nose_lines

#: How far two balls or a ball and a cushion may interpenetrate and still count as touching:
#: ten micrometres absorbs the rounding of stored positions and nothing a player could see.
OVERLAP_TOLERANCE = 1.0e-5


def parse_layout(data: Any, spec: TableSpec, field: str = "balls") -> dict[str, Vec]:
    """Turn a JSON object of ``{ball: [x, y]}`` into a checked layout."""
    if not isinstance(data, dict) or not data:
        raise InputError(field, "must be an object mapping ball ids to [x, y]")
    layout: dict[str, Vec] = {}
    for ball, value in data.items():
        where = f"{field}.{ball}"
        if ball not in ALL_BALLS:
            raise InputError(where, f"unknown ball {ball!r} (balls are 'cue' and '1'..'15')")
        if (not isinstance(value, (list, tuple)) or len(value) != 2
                or not all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in value)):
            raise InputError(where, "must be a point [x, y] in metres")
        x, y = float(value[0]), float(value[1])
        if x != x or y != y or abs(x) == float("inf") or abs(y) == float("inf"):
            raise InputError(where, "must be finite")
        layout[ball] = (x, y)
    check_layout(layout, spec, field)
    return layout


_Holes = tuple[tuple[float, float, float], ...]


@lru_cache(maxsize=16)
def _open_slate(spec: TableSpec) -> tuple[float, float, _Holes]:
    """Half sizes of the box (centred on the table) in which no cushion comes within a
    ball's radius of a ball's centre (``cushions_beyond_nose_lines``), so only a hole can
    refuse a ball there, and each hole as (x, y, radius squared). An empty box (-1, -1) for
    a table whose cushions do not allow it."""
    holes = tuple((p.hole_centre[0], p.hole_centre[1], p.hole_radius ** 2)
                  for p in spec.pockets())
    if not cushions_beyond_nose_lines(spec):
        return -1.0, -1.0, holes
    r = spec.ball_radius
    return spec.half_length - r, spec.half_width - r, holes


def ball_fits(pos: Vec, spec: TableSpec) -> bool:
    """True when a ball at ``pos`` sits on the slate: inside the table, in no cushion, not
    already over a pocket's hole."""
    return _fits(pos, spec, _open_slate(spec))


def _fits(pos: Vec, spec: TableSpec, slate: tuple[float, float, _Holes]) -> bool:
    """``ball_fits`` with the table's open slate looked up once (a layout check asks for
    each ball). Nearly every ball lies in the open slate, where only the holes can refuse
    it: the answer there is the one the full test below gives."""
    bx, by, holes = slate
    x, y = pos[0], pos[1]
    if -bx <= x <= bx and -by <= y <= by:
        return not _over_a_hole(x, y, holes)
    r = spec.ball_radius
    hl, hw = spec.half_length, spec.half_width
    reach = spec.jaw_length
    if abs(pos[0]) > hl + reach or abs(pos[1]) > hw + reach:
        return False
    if any(p.captures(pos) for p in spec.pockets()):
        return False
    for c in spec.cushions():
        if closer_than(pos, c.outline, r - OVERLAP_TOLERANCE):
            return False
    # Outside the rectangle the only slate is a pocket's throat: the centre must be past a
    # mouth line there, i.e. inside a pocket, not behind a cushion block.
    inside = abs(pos[0]) <= hl + 1e-12 and abs(pos[1]) <= hw + 1e-12
    return inside or any(p.depth_of(pos) > 0 for p in spec.pockets())


def _over_a_hole(x: float, y: float, holes: _Holes) -> bool:
    """``Pocket.captures`` of each hole, with its centre and squared radius read once."""
    for cx, cy, r2 in holes:  # noqa: SIM110 (a loop: no generator made per ball)
        if (x - cx) ** 2 + (y - cy) ** 2 < r2:
            return True
    return False


def check_layout(layout: Mapping[str, Vec], spec: TableSpec, field: str = "balls") -> None:
    slate = _open_slate(spec)
    for ball, pos in layout.items():
        if not _fits(pos, spec, slate):
            raise InputError(f"{field}.{ball}", f"ball {ball} at ({pos[0]:.4f}, {pos[1]:.4f}) "
                             "is off the playing surface")
    limit = 2 * spec.ball_radius - OVERLAP_TOLERANCE
    points = list(layout.values())
    if not any(dist(points[i], points[j]) < limit for i, j in pairs_within_x(points, limit)):
        return
    # Name the first overlapping pair in the layout's order.
    items = list(layout.items())
    for i, (a, pa) in enumerate(items):
        for b, pb in items[i + 1:]:
            if dist(pa, pb) < limit:
                raise InputError(f"{field}.{b}", f"ball {b} overlaps ball {a}")

