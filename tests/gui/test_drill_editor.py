"""The drill editor: a coach builds a drill on the table, test-plays it, saves it into the
user's pack, and the saved drill plays from the browser (real physics)."""

from __future__ import annotations

import math
import tomllib

from PySide6.QtCore import QPoint, Qt

from coach_app.practice.editor_model import Tool
from coach_app.practice.session_view import Phase
from simulation.table import TableSpec

from .practice_helpers import shoot_and_wait

SPEC = TableSpec()


def _px(view, p) -> QPoint:
    x, y = view.transform().to_px(p)
    return QPoint(round(x), round(y))


def _click(qtbot, view, p, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(view, button, pos=_px(view, p))


def _straight_shot():
    """Ball 1 on the line to the far left pocket's mouth, the cue ball 0.6 m behind it."""
    mouth = SPEC.pocket("BL").mouth_centre
    ball = (1.2, 0.5)
    d = math.atan2(mouth[1] - ball[1], mouth[0] - ball[0])
    cue = (ball[0] - 0.6 * math.cos(d), ball[1] - 0.6 * math.sin(d))
    return ball, cue, math.degrees(d)


def _build_drill(qtbot, editor):
    ball, cue, _ = _straight_shot()
    form = editor.form
    form.drill_id.setText("coach.straight")
    form.title_ru.setText("Прямой удар тренера")
    form.title_en.setText("The coach's straight shot")
    form.text_ru.setPlainText("Забейте шар 1 в дальнюю левую лузу.")
    form.text_en.setPlainText("Pocket ball 1 into the far left pocket.")
    form.level.setValue(2)
    # Take the default balls off with right-clicks, then add ours with the Add tool.
    for p in list(editor.slate.balls.values()):
        _click(qtbot, editor.view, p, Qt.MouseButton.RightButton)
    assert editor.slate.balls == {}
    editor.set_tool(Tool.ADD)
    editor.add_ball.setCurrentIndex(editor.add_ball.findData("cue"))
    _click(qtbot, editor.view, cue)
    assert editor.add_ball.currentData() == "1"  # the next missing ball comes up
    _click(qtbot, editor.view, ball)
    assert set(editor.slate.balls) == {"cue", "1"}
    editor.slate.put_ball("cue", (round(cue[0], 4), round(cue[1], 4)))
    editor.slate.put_ball("1", ball)
    editor.set_tool(Tool.POCKETS)
    if "BL" in editor.slate.pockets:
        _click(qtbot, editor.view, SPEC.pocket("BL").mouth_centre)
    assert editor.slate.pockets == []
    _click(qtbot, editor.view, SPEC.pocket("BL").mouth_centre)
    assert editor.slate.pockets == ["BL"]
    form.ball.setCurrentIndex(form.ball.findData("1"))


def test_editor_creates_a_drill_that_plays(qtbot, practice, drills_dir):
    qtbot.mouseClick(practice.browser.new_button, Qt.MouseButton.LeftButton)
    editor = practice.editor
    assert practice.stack.currentWidget() is editor
    _build_drill(qtbot, editor)
    assert editor.view.marks().pockets == frozenset({"BL"})

    qtbot.mouseClick(editor.test_button, Qt.MouseButton.LeftButton)
    session = practice.on_table()
    assert session is not None and session.model.test_mode
    assert session.model.drill.id == "coach.straight"
    assert session.back_button.text() == "Back to the editor"
    _, _, direction = _straight_shot()
    session.model.set_aim(direction)
    session.panel.power.set_speed(1.6)
    shoot_and_wait(qtbot, session)
    assert session.model.attempt.success, session.panel.message.text()
    qtbot.mouseClick(session.back_button, Qt.MouseButton.LeftButton)
    assert practice.stack.currentWidget() is editor

    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    saved = drills_dir / "my-drills.toml"
    assert saved.is_file() and "Saved" in editor.status.text()
    data = tomllib.loads(saved.read_text(encoding="utf-8"))
    assert [d["id"] for d in data["drills"]] == ["coach.straight"]
    assert practice.browser.current_id() == "coach.straight"
    assert "coach.straight" in practice.browser.visible_ids()

    # Saving again replaces the drill instead of adding a second one.
    editor.form.level.setValue(3)
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    data = tomllib.loads(saved.read_text(encoding="utf-8"))
    assert [(d["id"], d["level"]) for d in data["drills"]] == [("coach.straight", 3)]

    qtbot.mouseClick(editor.back_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(practice.browser.start_button, Qt.MouseButton.LeftButton)
    session = practice.on_table()
    assert session.model.drill.id == "coach.straight" and not session.model.test_mode
    session.model.set_aim(direction)
    session.panel.power.set_speed(1.6)
    shoot_and_wait(qtbot, session)
    assert session.model.phase is Phase.JUDGED and session.model.attempt.success


def test_editor_shows_validation_problems_and_saves_nothing(qtbot, practice, drills_dir):
    practice.new_drill()
    editor = practice.editor
    editor.form.title_en.setText("")
    assert not editor.test()
    assert "title.en" in editor.problems.text()
    assert "A text is empty" in editor.problems.text()
    editor.form.title_en.setText("Overlap")
    cue = editor.slate.balls["cue"]
    editor.slate.put_ball("1", (cue[0] + 0.03, cue[1]))
    assert not editor.save()
    assert "Two balls overlap." in editor.problems.text()
    assert not (drills_dir / "my-drills.toml").exists()


def test_editing_a_built_in_drill_makes_a_copy(qtbot, practice):
    practice.browser.select("pos.two-ball-2")
    qtbot.mouseClick(practice.browser.edit_button, Qt.MouseButton.LeftButton)
    editor = practice.editor
    assert editor.form.drill_id.text() == "my.pos.two-ball-2" and editor.replaces == ""
    assert editor.slate.order == ["1", "2"] and editor.slate.pockets == ["ML", "BR"]
    assert editor.form.goal_kind() == "sequence"
    assert dict(editor.view.marks().labels) == {"1": "1", "2": "2"}
    editor.set_tool(Tool.ORDER)
    _click(qtbot, editor.view, editor.slate.balls["1"])
    assert editor.slate.order == ["2"]


def test_the_editor_finds_a_solution_and_keeps_it_until_the_drill_changes(qtbot, practice,
                                                                          drills_dir):
    practice.new_drill()
    editor = practice.editor
    _build_drill(qtbot, editor)
    row = editor.solution
    assert "No solution yet" in row.state.text() and "solutions" not in editor.data()
    qtbot.mouseClick(row.find_button, Qt.MouseButton.LeftButton)
    assert not row.find_button.isEnabled() and row.cancel.isVisible()
    qtbot.waitUntil(lambda: row.find_button.isEnabled(), timeout=120000)
    assert "A solution is recorded" in row.state.text()
    (solution,) = editor.data()["solutions"]
    assert solution["attempt"] == 1 and len(solution["shots"]) == 1
    editor.form.title_en.setText("Renamed: words do not change the proof")
    assert "solutions" in editor.data()

    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    saved = tomllib.loads((drills_dir / "my-drills.toml").read_text(encoding="utf-8"))
    assert saved["drills"][0]["solutions"][0]["attempt"] == 1
    practice.browser.select("coach.straight")
    assert practice.browser.difficulty.estimate.isEnabled()  # measurable now

    one = editor.slate.balls["1"]
    editor.slate.put_ball("1", (one[0], one[1] + 0.05))  # the editor hears of it
    assert "solutions" not in editor.data() and "No solution yet" in row.state.text()


def test_a_copied_drill_keeps_its_solution(qtbot, practice):
    practice.browser.select("pot.cut-45")
    qtbot.mouseClick(practice.browser.edit_button, Qt.MouseButton.LeftButton)
    editor = practice.editor
    assert editor.data()["solutions"] and "A solution is recorded" in editor.solution.state.text()


def test_the_russian_editor_says_a_bad_id_and_the_cue_ball_in_russian(qtbot, practice,
                                                                       translations):
    """A bad drill id gave an English error in the Russian editor, and the
    ball chooser offered «cue»."""
    translations.set_language("ru")
    try:
        practice.new_drill()
        editor = practice.editor
        editor.retranslate()
        cue = editor.add_ball.findData("cue")
        assert editor.add_ball.itemText(cue) == "биток"
        editor.form.drill_id.setText("Bad Id!")
        assert not editor.test()
        text = editor.problems.text()
        assert "Идентификатор" in text
        assert "must be" not in text and "lowercase" not in text
    finally:
        translations.set_language("en")
