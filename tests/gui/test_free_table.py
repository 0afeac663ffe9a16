"""The free table driven through its real widgets: aim, shoot, watch, undo, ball in hand."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from coach_app.cueing.aim import SMALL_STEP_DEG, VERY_SMALL_STEP_DEG
from coach_app.cueing.model import Phase
from coach_app.qtkit.settings import AimingAid, Preferences
from simulation.racks import default_cue_position, standard_rack
from simulation.table import TableSpec

SPEC = TableSpec()


def _px(screen, p) -> QPoint:
    x, y = screen.view.transform().to_px(p)
    return QPoint(round(x), round(y))


def _click(qtbot, screen, p, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(screen.view, button, pos=_px(screen, p))


def _shoot_and_finish(qtbot, screen):
    with qtbot.waitSignal(screen.shot_played, timeout=3000):
        assert screen.shoot()
        qtbot.waitUntil(lambda: screen.model.phase is Phase.PLAYING, timeout=3000)
        screen.playback.skip_to_end()


def test_starts_with_rack_and_cue_ball_in_hand(free_table):
    layout = free_table.model.layout
    rack = standard_rack(SPEC)
    assert {k: layout[k] for k in rack} == rack
    assert layout["cue"] == default_cue_position(SPEC)
    assert free_table.model.in_hand
    assert free_table.panel.shoot.isEnabled()


def test_aim_with_mouse_and_keys(qtbot, free_table):
    cue = free_table.model.layout["cue"]
    target = (cue[0] + 1.0, cue[1] + 1.0)
    _click(qtbot, free_table, target)
    assert free_table.model.aim_deg == pytest.approx(45.0, abs=0.3)
    free_table.view.setFocus()
    before = free_table.model.aim_deg
    QTest.keyClick(free_table.view, Qt.Key.Key_Left)
    assert free_table.model.aim_deg == pytest.approx(before + SMALL_STEP_DEG)
    QTest.keyClick(free_table.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert free_table.model.aim_deg == pytest.approx(before + SMALL_STEP_DEG - VERY_SMALL_STEP_DEG)
    speed = free_table.panel.power.speed()
    QTest.keyClick(free_table.view, Qt.Key.Key_Up)
    assert free_table.panel.power.speed() == pytest.approx(speed + 0.1)


def test_aim_shoot_watch_and_undo(qtbot, free_table):
    start = dict(free_table.model.layout)
    cue = start["cue"]
    _click(qtbot, free_table, (cue[0], cue[1] + 0.5))  # straight up the table's width
    assert free_table.model.aim_deg == pytest.approx(90.0, abs=0.3)
    _shoot_and_finish(qtbot, free_table)
    moved = free_table.model.layout["cue"]
    assert moved[1] == pytest.approx(cue[1] + 0.5, abs=1e-3)
    assert free_table.view.ball_layout() == free_table.model.layout
    assert free_table.model.phase is Phase.AIMING
    assert free_table.panel.undo.isEnabled()
    qtbot.mouseClick(free_table.panel.undo, Qt.MouseButton.LeftButton)
    assert free_table.model.layout == start
    assert free_table.model.in_hand
    qtbot.mouseClick(free_table.panel.redo, Qt.MouseButton.LeftButton)
    assert free_table.model.layout["cue"] == pytest.approx(moved)


def test_pocketed_ball_is_reported(qtbot, free_table):
    free_table.panel.power.set_speed(16.0)
    free_table.model.set_aim(0.0)
    _shoot_and_finish(qtbot, free_table)
    assert "4" not in free_table.model.layout
    assert "ball 4" in free_table.panel.message.text()
    assert "far left corner pocket" in free_table.panel.message.text()


def test_ball_in_hand_illegal_spot_refused(qtbot, free_table):
    cue = free_table.model.layout["cue"]
    on_line = (SPEC.house_line_x - SPEC.ball_radius / 3, 0.2)
    qtbot.mousePress(free_table.view, Qt.MouseButton.LeftButton, pos=_px(free_table, cue))
    assert free_table.model.drag_pos is not None
    qtbot.mouseRelease(free_table.view, Qt.MouseButton.LeftButton,
                       pos=_px(free_table, on_line))
    assert free_table.model.layout["cue"] == cue
    assert "house line" in free_table.panel.message.text()
    assert not free_table.undo_stack.canUndo()


def test_ball_in_hand_legal_spot_placed_and_undoable(qtbot, free_table):
    cue = free_table.model.layout["cue"]
    spot = (SPEC.house_line_x - 0.3, 0.4)
    qtbot.mousePress(free_table.view, Qt.MouseButton.LeftButton, pos=_px(free_table, cue))
    qtbot.mouseRelease(free_table.view, Qt.MouseButton.LeftButton, pos=_px(free_table, spot))
    placed = free_table.model.layout["cue"]
    assert math.dist(placed, spot) < 0.01
    free_table.undo_stack.undo()
    assert free_table.model.layout["cue"] == cue


def test_placement_feedback_while_dragging(qtbot, free_table):
    free_table.place_cue_ball((SPEC.house_line_x + 0.5, 0.0))  # outside the house
    assert "in the house" in free_table.panel.message.text()
    free_table.model.start_drag((SPEC.house_line_x, 0.0))
    placement = free_table.view.overlay().placement
    assert placement is not None and placement[1] is False


def test_right_click_picks_the_struck_ball(qtbot, free_table):
    ball = standard_rack(SPEC)["4"]
    _click(qtbot, free_table, ball, Qt.MouseButton.RightButton)
    assert free_table.model.cue_ball == "4"
    assert free_table.model.stroke().cue_ball == "4"


def test_aiming_aids(qtbot, free_table):
    free_table.model.set_aim(0.0)
    overlay = free_table.view.overlay()
    assert overlay.ghost is not None  # default aid: aim line and ghost ball
    free_table.apply_preferences(Preferences(aiming_aid=AimingAid.NONE))
    assert free_table.view.overlay().ghost is None
    free_table.apply_preferences(Preferences(aiming_aid=AimingAid.PREDICTED))
    qtbot.waitUntil(lambda: bool(free_table.view.overlay().paths), timeout=3000)
    roles = [role for role, _ in free_table.view.overlay().paths]
    assert roles == ["cue_path"]


def test_undo_takes_the_last_shots_summary_away(qtbot, free_table):
    """The last verdict stayed up after an undo: the table before the shot showed the
    account of the shot taken back. The account belongs to the table the shot reached."""
    free_table.panel.power.set_speed(16.0)
    free_table.model.set_aim(0.0)
    _shoot_and_finish(qtbot, free_table)
    assert "ball 4" in free_table.panel.message.text()
    free_table.undo_stack.undo()
    assert free_table.panel.message.text() == "" and free_table.panel.message.isHidden()
    free_table.undo_stack.redo()
    assert "ball 4" in free_table.panel.message.text()
