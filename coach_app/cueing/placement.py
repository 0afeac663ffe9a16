"""Ball in hand: where the cue ball may be put, and why not when it may not. Qt-free.

Interpretation (recorded here and in the report to the rules side): a ball placed by hand
must lie wholly inside its area, so a ball whose outline crosses the house line is "on the
line" and refused, as is a ball touching another ball. The referee's own check
(``TableSpec.in_house``) looks at the centre, so anything allowed here is allowed there.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from enum import StrEnum

from simulation.layout import ball_fits
from simulation.table import TableSpec

Vec = tuple[float, float]

#: Two balls closer than 2R plus this gap (metres) count as touching when placing by hand.
TOUCH_MARGIN = 0.0005


class HandRegion(StrEnum):
    """Where the rules let the player put the cue ball."""

    HOUSE = "house"
    TEMPORARY_HOUSE = "temporary_house"
    TABLE = "table"


class PlacementProblem(StrEnum):
    """Why a spot is refused; the screens turn each into a sentence."""

    OFF_TABLE = "off_table"
    OUTSIDE_HOUSE = "outside_house"
    ON_HOUSE_LINE = "on_house_line"
    OUTSIDE_TEMPORARY_HOUSE = "outside_temporary_house"
    ON_TEMPORARY_HOUSE_LINE = "on_temporary_house_line"
    TOUCHING_BALL = "touching_ball"


def placement_problem(pos: Vec, ball: str, layout: Mapping[str, Vec], spec: TableSpec,
                      region: HandRegion) -> PlacementProblem | None:
    """None when ``ball`` may be put at ``pos``; otherwise the first reason it may not."""
    r = spec.ball_radius
    if not (spec.on_surface(pos) and ball_fits(pos, spec)):
        return PlacementProblem.OFF_TABLE
    x = pos[0]
    if region is HandRegion.HOUSE:
        line = spec.house_line_x
        if abs(x - line) < r:
            return PlacementProblem.ON_HOUSE_LINE
        if x > line:
            return PlacementProblem.OUTSIDE_HOUSE
    elif region is HandRegion.TEMPORARY_HOUSE:
        line = spec.temporary_house_line_x
        if abs(x - line) < r:
            return PlacementProblem.ON_TEMPORARY_HOUSE_LINE
        if x < line:
            return PlacementProblem.OUTSIDE_TEMPORARY_HOUSE
    limit = 2 * r + TOUCH_MARGIN
    for other, q in layout.items():
        if other != ball and math.hypot(q[0] - x, q[1] - pos[1]) < limit:
            return PlacementProblem.TOUCHING_BALL
    return None
