"""Aiming geometry and ball-in-hand rules (no widgets)."""

from __future__ import annotations

import math

import pytest

from coach_app.cueing.aim import direction_to, ghost_aim, normalise_deg
from coach_app.cueing.placement import HandRegion, PlacementProblem, placement_problem
from coach_app.cueing.tip import clamp_offset
from simulation.table import TableSpec

SPEC = TableSpec()
R = SPEC.ball_radius


def test_directions():
    assert direction_to((0, 0), (1, 0)) == pytest.approx(0.0)
    assert direction_to((0, 0), (0, 1)) == pytest.approx(90.0)
    assert direction_to((0, 0), (0, -1)) == pytest.approx(270.0)
    assert direction_to((0, 0), (0, 0)) is None
    assert normalise_deg(-30) == pytest.approx(330.0)
    assert normalise_deg(725) == pytest.approx(5.0)


def test_ghost_ball_full_and_cut():
    layout = {"cue": (-1.0, 0.0), "1": (0.0, 0.0)}
    full = ghost_aim(layout["cue"], 0.0, "cue", layout, SPEC)
    assert full.target == "1"
    assert full.ghost == pytest.approx((-2 * R, 0.0))
    assert full.object_dir == pytest.approx(0.0)
    # Aim at a half-ball contact: the object ball leaves at 30 degrees off the line.
    angle = math.degrees(math.asin(R / 1.0))
    half = ghost_aim(layout["cue"], angle, "cue", layout, SPEC)
    assert half.target == "1"
    assert math.dist(half.ghost, layout["1"]) == pytest.approx(2 * R)
    # A half-ball hit sends the object ball 30 degrees off the aim line.
    assert half.object_dir == pytest.approx(normalise_deg(angle - 30.0), abs=1e-6)


def test_ghost_misses_to_cushion():
    layout = {"cue": (-1.0, 0.0), "1": (0.0, 0.5)}
    g = ghost_aim(layout["cue"], 0.0, "cue", layout, SPEC)
    assert g.target is None
    assert g.ghost == pytest.approx((SPEC.half_length - R, 0.0))


def test_placement_in_house():
    layout = {"1": (-1.2, 0.0)}
    line = SPEC.house_line_x
    ok = placement_problem((line - 0.2, 0.3), "cue", layout, SPEC, HandRegion.HOUSE)
    assert ok is None
    on_line = placement_problem((line - R / 2, 0.3), "cue", layout, SPEC, HandRegion.HOUSE)
    assert on_line is PlacementProblem.ON_HOUSE_LINE
    outside = placement_problem((0.5, 0.3), "cue", layout, SPEC, HandRegion.HOUSE)
    assert outside is PlacementProblem.OUTSIDE_HOUSE
    touching = placement_problem((-1.2 + 2 * R, 0.0), "cue", layout, SPEC, HandRegion.HOUSE)
    assert touching is PlacementProblem.TOUCHING_BALL
    off = placement_problem((-SPEC.half_length, 0.0), "cue", layout, SPEC, HandRegion.HOUSE)
    assert off is PlacementProblem.OFF_TABLE


def test_placement_other_regions():
    layout: dict = {}
    assert placement_problem((0.5, 0.0), "cue", layout, SPEC, HandRegion.TABLE) is None
    assert placement_problem((0.5, 0.0), "cue", layout, SPEC,
                             HandRegion.TEMPORARY_HOUSE) is PlacementProblem.OUTSIDE_TEMPORARY_HOUSE
    assert placement_problem((1.5, 0.0), "cue", layout, SPEC,
                             HandRegion.TEMPORARY_HOUSE) is None
    assert placement_problem((SPEC.temporary_house_line_x + 0.01, 0.0), "cue", layout, SPEC,
                             HandRegion.TEMPORARY_HOUSE) is PlacementProblem.ON_TEMPORARY_HOUSE_LINE


def test_tip_offset_clamped_to_miscue_limit():
    assert clamp_offset(0.3, 0.2, 0.6) == (0.3, 0.2)
    side, height = clamp_offset(0.9, 0.0, 0.6)
    assert (side, height) == pytest.approx((0.6, 0.0))
    side, height = clamp_offset(-1.0, -1.0, 0.6)
    assert math.hypot(side, height) == pytest.approx(0.6)
