"""Setting the free table up by hand, with no widgets: where a ball may be put, where an
added ball goes, and the racks a player starts from.

The free table has no referee, so any ball may go anywhere on the cloth; what is refused is
what could not be on a real table: a ball off the slate (in a cushion, over a pocket's hole,
beyond the rails) or a ball overlapping another. Each refusal names the ball in the way, so
the screen can say exactly why (:func:`ball_problem`). The cue ball in hand keeps its own
rule (the house or the temporary house: :mod:`coach_app.cueing.placement`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from simulation.balls import ALL_BALLS, CUE
from simulation.layout import ball_fits
from simulation.racks import default_cue_position, pyramid_t_rack, standard_rack
from simulation.rules.respot import respot_positions
from simulation.table import TableSpec

Vec = tuple[float, float]


class Refusal(StrEnum):
    OFF_TABLE = "off_table"
    OVERLAP = "overlap"


@dataclass(frozen=True)
class BallProblem:
    """Why ``ball`` may not go where it was dropped; ``other`` is the ball it would
    overlap (OVERLAP only)."""

    ball: str
    refusal: Refusal
    other: str | None = None


def ball_problem(ball: str, pos: Vec, layout: Mapping[str, Vec], spec: TableSpec,
                 ) -> BallProblem | None:
    """None when ``ball`` may lie at ``pos`` among the other balls of ``layout``."""
    if not (spec.on_surface(pos) and ball_fits(pos, spec)):
        return BallProblem(ball, Refusal.OFF_TABLE)
    limit = 2 * spec.ball_radius  # touching is allowed (a frozen pair is a position)
    near = [(math.dist(p, pos), other) for other, p in layout.items() if other != ball]
    touching = [(d, other) for d, other in near if d < limit]
    if touching:
        return BallProblem(ball, Refusal.OVERLAP, min(touching)[1])
    return None


def free_spot(ball: str, layout: Mapping[str, Vec], spec: TableSpec) -> Vec:
    """Where an added ball appears before the player drags it: the cue ball in the house
    where it waits for the break (General rules 9.2) when that is free, any other ball
    where the referee would re-spot it (General rules 25.2: the back spot, or behind it
    on the spotting line)."""
    others = {b: p for b, p in layout.items() if b != ball}
    if ball == CUE:
        spot = default_cue_position(spec)
        if ball_problem(ball, spot, others, spec) is None:
            return spot
    x, y = respot_positions([ball], others, spec)[ball]
    return (round(x, 6) + 0.0, round(y, 6) + 0.0)


def missing_balls(layout: Mapping[str, Vec]) -> tuple[str, ...]:
    """The balls of the set not on the table, the cue ball first."""
    return tuple(b for b in ALL_BALLS if b not in layout)


class Preset(StrEnum):
    """The racks the free table starts from."""

    #: General rules 9.1: fifteen balls in a touching triangle, apex on the back spot; the
    #: cue ball in hand in the house (Free, Combined, Dynamic, the Classic games).
    STANDARD = "standard"
    #: Pyramid T clause 3: the same triangle, its three Olympic symbols in colour.
    PYRAMID_T = "pyramid_t"
    EMPTY = "empty"
    CUE_ONLY = "cue_only"


@dataclass(frozen=True)
class Rack:
    """A preset laid out: the balls, whether the cue ball is in hand, Pyramid T's colours."""

    layout: Mapping[str, Vec]
    in_hand: bool
    pyramid_t: bool


def preset_rack(preset: Preset, spec: TableSpec) -> Rack:
    cue = {CUE: default_cue_position(spec)}
    if preset is Preset.STANDARD:
        return Rack({**standard_rack(spec), **cue}, True, False)
    if preset is Preset.PYRAMID_T:
        return Rack({**pyramid_t_rack(spec), **cue}, True, True)
    if preset is Preset.CUE_ONLY:
        return Rack(cue, True, False)
    return Rack({}, False, False)
