"""Pocket acceptance comes from the geometry: mouth, jaw angle, rounded noses, shelf and
hole, with jaws of the cushion's rubber. A ball turned in by a jaw at a moderate angle
drops; too steep, it rattles out; a ball along the cushion is refused by the far jaw of a
73 mm corner; a slow ball can hang in the mouth (General rules 22). The comparison with
the method of TP 3.5-3.8 offset by offset is test_pocket_acceptance.py."""

from __future__ import annotations

import math

import pytest

from simulation.analysis.pocket_target import (
    PocketModel,
    acceptance,
    dropped_into,
    fall_travel,
    placeable,
    roll,
    sim_acceptance,
    trace,
)
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.table import TableSpec

TABLE = TableSpec()
R = TABLE.ball_radius


def roll_into(pocket_id: str, angle_deg: float, offset: float, speed: float,
              table: TableSpec = TABLE, back: float = 0.5):
    """A rolling ball whose path meets the mouth line ``offset`` (m) from the mouth's
    centre, ``angle_deg`` from the pocket's axis (the perpendicular for a middle pocket)."""
    p = table.pocket(pocket_id)
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    lx, ly = -ay, ax
    a = math.radians(angle_deg)
    dx, dy = math.cos(a) * ax + math.sin(a) * lx, math.cos(a) * ay + math.sin(a) * ly
    tx, ty = mx + lx * offset, my + ly * offset
    return simulate({"cue": (tx - dx * back, ty - dy * back)},
                    Stroke("cue", math.degrees(math.atan2(dy, dx)), speed, height=0.4),
                    table=table)


def dropping(pocket_id: str, angle_deg: float, speed: float, table: TableSpec = TABLE,
             span: int = 24, step: int = 2) -> list[int]:
    """Offsets (mm square to the path, every ``step`` mm within +-span) at which the ball
    drops into that pocket on its way in (pocket_target.roll: not after running on)."""
    return [k for k in range(-span, span + 1, step)
            if placeable(table, pocket_id, angle_deg, k / 1000)
            and dropped_into(roll(table, pocket_id, angle_deg, k / 1000, speed), pocket_id)]


def test_middle_pocket_takes_a_ball_at_30_degrees_and_none_at_45_or_50() -> None:
    """cos 35 = 68/83: up to about 35 degrees a ball passes between the noses; beyond, the
    far jaw must turn it in, and from 45 degrees it throws it out. The method gives 9 mm
    at 30 degrees, 2 mm at 40 and nothing from 45 at 2 m/s (docs/physics.md)."""
    for side in (1, -1):
        assert dropping("ML", side * 30.0, 2.0, span=14, step=1)
        for angle in (45.0, 50.0):
            assert dropping("ML", side * angle, 2.0, span=40, step=1) == []


@pytest.mark.parametrize("speed", [0.5, 1.0, 2.0])
@pytest.mark.parametrize("off_mm", [0.0, 1.0, 3.0])
def test_a_ball_along_the_cushion_is_refused_by_the_far_jaw(speed: float,
                                                            off_mm: float) -> None:
    """A ball rolling along the side cushion meets the end cushion's jaw nose with its
    centre 17.6 mm inside it. An elastic jaw sends it back across the mouth: the method
    finds no 73 mm corner shape that turns it in without taking +-14 mm straight in, and
    only a jaw as dead as e 0.35 would (test_a_dead_jaw_would_swallow_...)."""
    hl, hw = TABLE.half_length, TABLE.half_width
    result = simulate({"cue": (hl - 0.5, hw - R - 1e-6 - off_mm / 1000)},
                      Stroke("cue", 0.0, speed, height=0.4))
    assert result.pocketed == ()
    assert any(e.type == "cushion" and e.jaw == "BL" for e in result.events)
    model = PocketModel.of(TABLE, "BL")
    # The same path for the method: 45 degrees from the corner's axis, R + off from the rail.
    offset = R + off_mm / 1000 - TABLE.corner_mouth / (2 * math.sqrt(2))
    assert not trace(model, 45.0, offset, fall_travel(TABLE, speed)).dropped


def test_a_dead_jaw_would_swallow_what_the_geometry_refuses() -> None:
    """Why e_jaw is the cushion's 0.90: a jaw dead enough (0.35) to turn the rail ball in
    takes two and a half times the method's window straight into the corner."""
    dead = PhysicsParams().with_changes(e_jaw=0.35)
    hl, hw = TABLE.half_length, TABLE.half_width
    rail = simulate({"cue": (hl - 0.5, hw - R - 0.001)}, Stroke("cue", 0.0, 1.0, height=0.4),
                    params=dead)
    assert [p.pocket for p in rail.pocketed] == ["BL"]
    method = acceptance(PocketModel.of(TABLE, "BL"), 0.0, fall_travel(TABLE, 2.0)).size
    assert sim_acceptance(TABLE, "BL", 0.0, 2.0, dead, span=0.02).size > 2.4 * method
    assert sim_acceptance(TABLE, "BL", 0.0, 2.0, span=0.02).size < 1.25 * method


def test_acceptance_narrows_with_speed() -> None:
    """A fast ball rattles out of jaws a slow one is turned in by: after a glancing jaw
    contact the topspin the ball keeps bends a slow ball forward on the cloth, into the
    hole (docs/physics.md: the method, which has no cloth, hardly narrows)."""
    for pocket_id, angle in (("BL", 0.0), ("BL", 15.0)):
        slow = dropping(pocket_id, angle, 0.7, step=1)
        fast = dropping(pocket_id, angle, 4.0, step=1)
        assert len(fast) < len(slow)


@pytest.mark.parametrize(("pocket_id", "speed"), [("ML", 0.15), ("BL", 0.142)])
def test_a_slow_ball_can_hang_in_the_mouth(pocket_id: str, speed: float) -> None:
    """General rules 22: a ball that stops over the shelf, past the mouth line but short of
    the hole's edge, stays on the table (hanging) until something touches it. The corner's
    shelf is 6 mm: rolled straight in from 10 cm, a ball hangs there between 0.141 and
    0.144 m/s and drops from 0.145."""
    p = TABLE.pocket(pocket_id)
    result = roll_into(pocket_id, 0.0, 0.0, speed, back=0.1)
    assert result.pocketed == ()
    depth = p.depth_of(result.balls["cue"])
    assert 0.0 < depth < p.drop_depth
    assert not p.captures(result.balls["cue"])


def test_pocket_dimensions_come_from_the_table_data() -> None:
    """A table file may give other pockets: a wider corner takes what ours refuses."""
    wide = TableSpec.from_dict({**TABLE.to_dict(), "corner_mouth": 0.085})
    assert wide.pocket("BL").mouth_width == pytest.approx(0.085)
    assert len(dropping("BL", 30.0, 2.0, wide)) > len(dropping("BL", 30.0, 2.0))
    blunt = TableSpec.from_dict({**TABLE.to_dict(), "middle_nose_radius": 0.0})
    assert blunt.cushions()[2].nose != TABLE.cushions()[2].nose
