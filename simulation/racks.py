"""Racks: the standard pyramid of General rules 9.1 and the Pyramid T rack.

Both racks put the apex on the back spot with the base parallel to the back cushion and
every ball touching its neighbours. The order of numbers is the one the classic game
prescribes (Classic 71, clause 3); Pyramid T (clause 3) uses the same order, which gives
its three Olympic symbols in colour.
"""

from __future__ import annotations

import math

from simulation.table import TOUCH_GAP, TableSpec, Vec

#: Rows from the apex (on the back spot) toward the back cushion; within a row from the
#: player's left to right as seen from the house (+y first). Classic 71 clause 3.
RACK_ORDER: tuple[tuple[str, ...], ...] = (
    ("4",),
    ("5", "6"),
    ("7", "15", "8"),
    ("9", "14", "13", "10"),
    ("2", "1", "12", "11", "3"),
)


def rack_slots(spec: TableSpec) -> list[list[Vec]]:
    """Centres of the 15 places of a triangle, row by row (apex first), left to right."""
    d = 2 * spec.ball_radius + TOUCH_GAP
    dx = d * math.sqrt(3) / 2
    x0, y0 = spec.back_spot
    return [[(x0 + k * dx, y0 + (k / 2 - j) * d) for j in range(k + 1)] for k in range(5)]


def standard_rack(spec: TableSpec) -> dict[str, Vec]:
    """General rules 9.1: fifteen object balls in a touching triangle, apex on the back spot."""
    slots = rack_slots(spec)
    return {ball: slots[k][j] for k, row in enumerate(RACK_ORDER) for j, ball in enumerate(row)}


def pyramid_t_rack(spec: TableSpec) -> dict[str, Vec]:
    """Pyramid T clause 3: rows 4; 5,6; 7,15,8; 9,14,13,10; 2,1,12,11,3 (coloured balls)."""
    return standard_rack(spec)


def default_cue_position(spec: TableSpec) -> Vec:
    """Where the cue ball waits in the house before the break (9.2): behind the front spot."""
    return (spec.house_line_x - 0.25, 0.0)
