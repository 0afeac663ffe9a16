"""Free placement on the free table through its real widgets: drag any ball with the
mouse, the ball palette, Delete, the cloth's menu, the racks, a position from a game and
from Review, "save as a drill", and undo over all of it. Before, dragging ball 1 only
re-aimed and only the cue ball could be moved."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from coach_app.cueing.model import Phase
from coach_app.game.match import GameSetup
from coach_app.screens.free_table_model import TableState
from simulation.balls import CUE
from simulation.racks import standard_rack
from simulation.table import TableSpec

SPEC = TableSpec()


def _px(screen, p) -> QPoint:
    x, y = screen.view.transform().to_px(p)
    return QPoint(round(x), round(y))


def _drag(qtbot, screen, start, end) -> None:
    view = screen.view
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=_px(screen, start))
    middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    QTest.mouseMove(view, _px(screen, middle))
    QTest.mouseMove(view, _px(screen, end))
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=_px(screen, end))


def test_dragging_ball_1_moves_it_and_undo_puts_it_back(qtbot, free_table):
    rack = standard_rack(SPEC)
    aim = free_table.model.aim_deg
    _drag(qtbot, free_table, rack["1"], (0.3, -0.4))
    placed = free_table.model.layout["1"]
    assert math.dist(placed, (0.3, -0.4)) < 0.01
    assert free_table.view.ball_layout()["1"] == placed
    assert free_table.model.aim_deg == aim  # the drag did not re-aim
    assert free_table.panel.undo.isEnabled()
    qtbot.mouseClick(free_table.panel.undo, Qt.MouseButton.LeftButton)
    assert free_table.model.layout["1"] == rack["1"]
    qtbot.mouseClick(free_table.panel.redo, Qt.MouseButton.LeftButton)
    assert free_table.model.layout["1"] == placed


def test_a_ball_dropped_on_another_is_refused_with_a_clear_message(qtbot, free_table):
    rack = standard_rack(SPEC)
    _drag(qtbot, free_table, rack["1"], (rack["9"][0], rack["9"][1] - 0.01))
    assert free_table.model.layout["1"] == rack["1"]
    text = free_table.panel.message.text()
    assert "ball 1" in text and "ball 9" in text and "overlap" in text
    assert not free_table.undo_stack.canUndo()
    _drag(qtbot, free_table, rack["1"], (SPEC.half_length + 0.05, 0.0))
    assert "off the cloth" in free_table.panel.message.text()


def test_the_palette_takes_balls_off_and_puts_them_on(qtbot, free_table):
    box = free_table.placing
    assert box.balls["7"].isChecked()
    qtbot.mouseClick(box.balls["7"], Qt.MouseButton.LeftButton)
    assert "7" not in free_table.model.layout and not box.balls["7"].isChecked()
    qtbot.mouseClick(box.balls["7"], Qt.MouseButton.LeftButton)
    assert "7" in free_table.model.layout and box.balls["7"].isChecked()
    assert free_table.model.selected == "7"
    assert "7" in free_table.view.overlay().highlights  # the selected ball is ringed
    free_table.undo_stack.undo()
    free_table.undo_stack.undo()
    assert free_table.model.layout["7"] == standard_rack(SPEC)["7"]


def test_delete_takes_the_selected_ball_off(qtbot, free_table):
    ball = standard_rack(SPEC)["5"]
    qtbot.mouseClick(free_table.view, Qt.MouseButton.LeftButton, pos=_px(free_table, ball))
    assert free_table.model.selected == "5"
    assert "ball 5" in free_table.placing.remove.text()
    free_table.view.setFocus()
    QTest.keyClick(free_table.view, Qt.Key.Key_Delete)
    assert "5" not in free_table.model.layout
    assert not free_table.placing.remove.isEnabled()


def test_the_cloth_menu_puts_a_ball_where_it_was_opened(qtbot, free_table):
    free_table.model.remove_ball("12")
    spot = (0.2, 0.3)
    qtbot.mouseClick(free_table.view, Qt.MouseButton.RightButton, pos=_px(free_table, spot))
    menu = free_table.context_menu
    assert menu is not None
    put = menu.actions()[0].menu()
    names = {a.objectName() for a in put.actions()}
    assert names == {"put_12"}
    put.actions()[0].trigger()
    menu.close()
    assert math.dist(free_table.model.layout["12"], spot) < 0.01


def test_a_right_click_on_a_ball_still_strikes_it(qtbot, free_table):
    ball = standard_rack(SPEC)["4"]
    qtbot.mouseClick(free_table.view, Qt.MouseButton.RightButton, pos=_px(free_table, ball))
    assert free_table.model.cue_ball == "4" and free_table.context_menu is None


def test_pyramid_t_rack_wears_its_colours_and_the_ivory_cue_ball(qtbot, free_table):
    from coach_app.cueing.free_placement import Preset

    box = free_table.placing
    box.preset.setCurrentIndex(box.preset.findData(Preset.PYRAMID_T.value))
    qtbot.mouseClick(box.rack, Qt.MouseButton.LeftButton)
    assert free_table.model.pyramid_t and free_table.view._pyramid_t
    assert free_table.panel.tip.ivory
    free_table.undo_stack.undo()
    assert not free_table.model.pyramid_t and not free_table.panel.tip.ivory


def test_an_empty_table_says_what_to_do_next(qtbot, free_table):
    from coach_app.cueing.free_placement import Preset

    free_table.set_up(Preset.EMPTY)
    assert free_table.model.layout == {}
    assert "Set up the table" in free_table.panel.hint.text()
    assert not free_table.panel.shoot.isEnabled()
    free_table.set_up(Preset.CUE_ONLY)
    assert set(free_table.model.layout) == {CUE} and free_table.model.in_hand


def test_the_last_shot_summary_goes_away_on_undo(qtbot, free_table):
    """Before, the last verdict stayed up after an undo on the free table."""
    free_table.panel.power.set_speed(16.0)  # the test simulator pots ball 4 (conftest)
    free_table.model.set_aim(0.0)
    with qtbot.waitSignal(free_table.shot_played, timeout=3000):
        assert free_table.shoot()
        qtbot.waitUntil(lambda: free_table.model.phase is Phase.PLAYING, timeout=3000)
        free_table.playback.skip_to_end()
    assert "ball 4" in free_table.panel.message.text()
    free_table.undo_stack.undo()
    assert free_table.panel.message.text() == ""
    assert free_table.panel.message.isHidden()
    free_table.undo_stack.redo()
    assert "ball 4" in free_table.panel.message.text()


def test_a_game_position_goes_to_the_free_table(qtbot, window):
    game = window.start_game(GameSetup("pyramid-t", ("Anna", "Boris"), "ball-pocket"))
    layout = dict(game.model.layout)
    qtbot.mouseClick(game.to_table, Qt.MouseButton.LeftButton)
    assert window.current_page() == "play"
    table = window.free_table
    assert table.model.layout == layout and table.model.pyramid_t
    table.undo_stack.undo()  # the free table as it was
    assert not table.model.pyramid_t


def test_save_as_drill_opens_the_editor_with_the_position(qtbot, window):
    table = window.free_table
    window.show_page("play")
    table.model.apply_state(TableState.of({CUE: (-0.9, 0.1), "6": (1.0, 0.5)}))
    qtbot.mouseClick(table.placing.save, Qt.MouseButton.LeftButton)
    assert window.current_page() == "practice"
    editor = window.practice.editor
    assert window.practice.stack.currentWidget() is editor
    assert editor.slate.balls == {CUE: (-0.9, 0.1), "6": (1.0, 0.5)}
    data = editor.data()
    assert data["goal"] == {"type": "pot", "ball": "6", "pockets": ["BL"]}  # nearest 6
    assert data["id"].startswith("my.position-")
    assert editor.save()  # it goes into the user's own pack as any drill
    assert window.practice.library().get(data["id"]).title.en.startswith("Position")


def test_a_review_shot_goes_to_the_free_table_as_it_was_before_it(qtbot, make_window,
                                                                   tmp_path):
    from coach_app.recording.recorder import PlayedShot, Recorder
    from coach_app.shell.history_open import open_history
    from coach_app.store import History, open_store
    from simulation.events import ShotResult, Strike
    from simulation.stroke import Stroke

    db = tmp_path / "h.sqlite3"
    before = {CUE: (0.5, 0.0), "5": (1.0, 0.2), "9": (-0.4, 0.3)}
    result = ShotResult(balls={**before, CUE: (0.8, 0.1)}, pocketed=(), off_table=(),
                        events=(Strike(0.0, CUE),), duration=0.5, initial=dict(before),
                        cue_ball=CUE)
    with open_store(db) as store:
        h = History(store)
        ann = h.ensure_player("Ann", "student").id
        rec = Recorder(h, ann)
        rec.free_shot(PlayedShot(before, Stroke(CUE, 10.0, 2.0), result), SPEC)
        rec.end_sessions()
    w = make_window(open_history(str(db)), "en", (1024, 640))
    w.hub.set_player(ann)
    w.show_page("review")
    review = w.review
    qtbot.waitUntil(lambda: len(review.shots) == 1, timeout=3000)
    review.go_to(0)
    button = review.shot_view.to_table
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert w.current_page() == "play"
    assert w.free_table.model.layout == before
