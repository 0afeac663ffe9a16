"""The drill editor's slate without a window: the mouse tools, millimetre positions, balls
never dropped off the table, a click that clears the zone, the order of a sequence."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from coach_app.practice.editor_model import MIN_ZONE, Edit, Slate, Tool
from drills.model import Rect
from simulation.table import TableSpec

ROOT = Path(__file__).resolve().parents[2]


def _slate() -> Slate:
    slate = Slate(TableSpec())
    slate.load({"cue": (-1.0, 0.0), "1": (0.5, 0.0), "2": (0.8, 0.2)}, None, ["BL"], [])
    return slate


def _press(slate: Slate, tool: Tool, pos=(0.0, 0.0), ball=None, pocket=None, *,
           left=True, right=False, racked=False) -> Edit:
    return slate.press(tool, pos, ball, pocket, left=left, right=right, racked=racked)


def test_move_drags_a_ball_to_the_millimetre_and_never_off_the_table():
    slate = _slate()
    assert _press(slate, Tool.MOVE, ball="1") is Edit.NONE and slate.dragging == "1"
    assert slate.move((0.41234, 0.10049), left_held=True)
    assert slate.balls["1"] == (0.412, 0.1)
    assert not slate.move((9.0, 9.0), left_held=True)  # off the slate: stays put
    assert slate.balls["1"] == (0.412, 0.1)
    assert slate.release((9.0, 9.0), left=True) and slate.dragging is None


def test_add_puts_the_ball_where_it_fits_and_offers_the_next():
    slate = _slate()
    assert _press(slate, Tool.ADD, pos=(0.2, 0.3)) is Edit.PUT
    assert _press(slate, Tool.ADD, pos=(9.0, 0.0)) is Edit.NONE
    assert slate.put_ball("3", (0.2, 0.3)) == "4"


def test_right_click_takes_a_ball_off_and_out_of_the_order():
    slate = _slate()
    assert _press(slate, Tool.ORDER, ball="2") is Edit.CHANGED and slate.order == ["2"]
    assert _press(slate, Tool.MOVE, ball="2", left=False, right=True) is Edit.REMOVE
    slate.remove_ball("2")
    assert "2" not in slate.balls and slate.order == []
    assert slate.object_balls() == ["1"]


def test_the_order_skips_the_cue_ball_and_a_second_click_takes_a_ball_out():
    slate = _slate()
    assert _press(slate, Tool.ORDER, ball="cue") is Edit.NONE
    _press(slate, Tool.ORDER, ball="2")
    _press(slate, Tool.ORDER, ball="1")
    assert slate.order == ["2", "1"]
    _press(slate, Tool.ORDER, ball="2")
    assert slate.order == ["1"]


def test_pockets_toggle():
    slate = _slate()
    assert _press(slate, Tool.POCKETS, pocket="BL") is Edit.CHANGED and slate.pockets == []
    _press(slate, Tool.POCKETS, pocket="ML")
    assert slate.pockets == ["ML"]
    assert _press(slate, Tool.POCKETS) is Edit.NONE


def test_a_zone_is_dragged_and_a_click_clears_it():
    slate = _slate()
    _press(slate, Tool.ZONE, pos=(0.5, 0.4))
    assert slate.move((0.2, 0.1), left_held=True)
    assert slate.zone_preview == Rect((0.2, 0.5), (0.1, 0.4))
    assert slate.release((0.2, 0.1), left=True)
    assert slate.zone == Rect((0.2, 0.5), (0.1, 0.4)) and slate.zone_preview is None
    _press(slate, Tool.ZONE, pos=(0.5, 0.4))
    assert slate.release((0.5 + MIN_ZONE / 2, 0.4), left=True)
    assert slate.zone is None


def test_a_racked_drill_takes_no_edits():
    slate = _slate()
    for tool in Tool:
        assert _press(slate, tool, ball="1", pocket="BL", racked=True) is Edit.NONE
    assert slate.dragging is None and slate.pockets == ["BL"]


def test_the_slate_loads_no_qt():
    code = ("import sys, coach_app.practice.editor_model\n"
            "print(sorted(k for k in sys.modules if k.split('.')[0] == 'PySide6'))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "[]"
