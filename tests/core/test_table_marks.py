"""Setting a layout up on a real table from the measurements (simulation/table_marks.py):
every ball of every built-in drill comes back within 5 mm of its place."""

from __future__ import annotations

import math

import pytest

from drills.library import builtin_packs
from simulation.errors import InputError
from simulation.table import TableSpec
from simulation.table_marks import LongCushion, ShortCushion, place_of, position_of

TABLE = TableSpec()


def test_the_spots_are_where_the_rule_text_puts_them() -> None:
    """General rules 2: the front spot is the centre of the front half, the back spot of
    the back half: a quarter of the length from each short cushion, on the long axis,
    i.e. two diamonds up the table and two across."""
    front = place_of((-TABLE.length / 4, 0.0), TABLE)
    assert front.short is ShortCushion.FRONT
    assert front.from_short_cm == pytest.approx(89.0)  # 88.75 cm, read to the half cm
    assert front.from_short_diamonds == 2.0 and front.from_long_diamonds == 2.0
    assert front.from_long_cm == pytest.approx(89.0)
    back = place_of((TABLE.length / 4, 0.3), TABLE)
    assert back.short is ShortCushion.BACK and back.long is LongCushion.LEFT
    assert back.from_long_cm == pytest.approx(58.5)


def test_every_drill_ball_is_set_up_within_5_mm() -> None:
    worst = 0.0
    count = 0
    for pack in builtin_packs(TABLE):
        for drill in pack.drills:
            for ball, pos in drill.layout.balls.items():
                back = position_of(place_of(pos, TABLE), TABLE)
                worst = max(worst, math.dist(back, pos))
                count += 1
                assert math.dist(back, pos) <= 0.005, (drill.id, ball)
    assert count > 150 and worst <= math.hypot(0.0025, 0.0025) + 1e-12


def test_a_ball_off_the_surface_is_refused() -> None:
    with pytest.raises(InputError, match="off the playing surface"):
        place_of((TABLE.length, 0.0), TABLE)
