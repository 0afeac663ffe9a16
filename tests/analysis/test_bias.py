"""Aim bias from history: signed error against the solver, overcut vs undercut."""

from __future__ import annotations

import math
import random

import pytest

from simulation.analysis.bias import (
    Attempt,
    cut_geometry,
    headline,
    infer_pocket,
    signed_error,
    summarise,
)
from simulation.analysis.outcome import Shot, Target
from simulation.analysis.solver import window
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.table import TableSpec

T, P = TableSpec(), PhysicsParams()


def _shot(side: str) -> tuple[dict, float]:
    """A 30-degree cut of ball 5 into the back-left corner, to the left or the right."""
    p = T.pocket("BL")
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    obj = (mx - ax * 0.6, my - ay * 0.6)
    turn = math.radians(-30 if side == "left" else 30)
    a = math.atan2(ay, ax) + turn
    cue = (obj[0] - math.cos(a) * 0.6, obj[1] - math.sin(a) * 0.6)
    layout = {"cue": cue, "5": obj}
    w = window(Shot(layout, "cue", Target("5", "BL"), 2.0), T, P)
    return layout, w.direction_deg


@pytest.mark.parametrize("side", ["left", "right"])
def test_cut_geometry_names_the_side_and_the_angle(side: str) -> None:
    layout, _ = _shot(side)
    cut, dist, got = cut_geometry(layout, "cue", "5", T.pocket("BL").mouth_centre,
                                  T.ball_radius)
    assert got == side
    assert cut == pytest.approx(33.6, abs=0.5)  # the ghost ball sits 2R short of ball 5
    assert dist == pytest.approx(0.6, abs=0.1)


@pytest.mark.parametrize("side", ["left", "right"])
def test_overcut_is_positive_and_sends_the_object_ball_thinner(side: str) -> None:
    layout, ideal = _shot(side)
    away = -0.3 if side == "left" else 0.3  # turning away from the object ball's centre
    err = signed_error(Attempt(layout, Stroke("cue", ideal + away, 2.0), "5", "BL"), T, P)
    assert err is not None and err.error_deg == pytest.approx(0.3, abs=0.01)
    under = signed_error(Attempt(layout, Stroke("cue", ideal - away, 2.0), "5", "BL"), T, P)
    assert under.error_deg == pytest.approx(-0.3, abs=0.01)
    # Thinner really means the object ball leaves at a wider angle from the cue's line.

    def out_angle(direction: float) -> float:
        r = simulate(layout, Stroke("cue", direction, 2.0))
        e = next(e for e in r.events if e.type == "ball_ball")
        o, c = e.pos["5"], e.pos["cue"]
        return abs(math.remainder(math.atan2(o[1] - c[1], o[0] - c[0]) - math.radians(direction),
                                  math.tau))

    assert out_angle(ideal + away) > out_angle(ideal - away)


def test_pocket_is_inferred_from_where_the_ball_went() -> None:
    layout, ideal = _shot("left")
    potted = simulate(layout, Stroke("cue", ideal, 2.0))
    assert infer_pocket(potted, "5", T) == "BL"
    missed = simulate(layout, Stroke("cue", ideal + 1.0, 2.0))
    assert infer_pocket(missed, "5", T) in (None, "BL")


def test_summary_finds_a_planted_bias() -> None:
    """Twenty left cuts overcut by ~0.8 degrees: the headline says so."""
    rng = random.Random(4)
    layout, ideal = _shot("left")
    attempts = [Attempt(layout, Stroke("cue", ideal - 0.8 + rng.gauss(0, 0.05), 2.0), "5", "BL")
                for _ in range(6)]
    errors = [signed_error(a, T, P) for a in attempts]
    cells = summarise(e for e in errors if e is not None)
    assert len(cells) == 1 and cells[0].count == 6
    assert cells[0].bias_deg == pytest.approx(0.8, abs=0.1)
    h = headline(cells)
    assert h["code"] == "overcut" and h["side"] == "left" and h["degrees"] == pytest.approx(
        0.8, abs=0.1)
