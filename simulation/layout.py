"""Checks on a layout of balls before anything is simulated or refereed.

Bad input is refused with the field at fault named (docs/headless.md): an unknown ball, a ball
off the playing surface or in a cushion, two balls overlapping. Balls frozen to a cushion,
touching each other or sitting in a pocket's mouth are legal layouts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from simulation.balls import ALL_BALLS
from simulation.errors import InputError
from simulation.geometry import closer_than, dist
from simulation.table import TableSpec, Vec

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


def ball_fits(pos: Vec, spec: TableSpec) -> bool:
    """True when a ball at ``pos`` sits on the slate: inside the table, in no cushion, not
    already over a pocket's hole."""
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


def check_layout(layout: Mapping[str, Vec], spec: TableSpec, field: str = "balls") -> None:
    for ball, pos in layout.items():
        if not ball_fits(pos, spec):
            raise InputError(f"{field}.{ball}", f"ball {ball} at ({pos[0]:.4f}, {pos[1]:.4f}) "
                             "is off the playing surface")
    items = list(layout.items())
    limit = 2 * spec.ball_radius - OVERLAP_TOLERANCE
    for i, (a, pa) in enumerate(items):
        for b, pb in items[i + 1:]:
            if dist(pa, pb) < limit:
                raise InputError(f"{field}.{b}", f"ball {b} overlaps ball {a}")
