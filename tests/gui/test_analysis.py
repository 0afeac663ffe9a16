"""The analysis tools in the window: pot probability for the shot being prepared, the break
sweep with progress and Cancel, and the placement map painted over the house.

Real solver and simulator, but tiny: one worker process (none spawned), a few samples, a
2-setting sweep and a 2 x 2 placement grid. Every dialog is closed, which cancels and waits
for its analysis: no thread outlives a test.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from coach_app.analysis.break_dialog import BreakAnalysisDialog
from coach_app.analysis.levels import LevelMemory
from coach_app.analysis.placement_dialog import (
    PlacementMapDialog,
    PlacementQuestion,
    placement_question,
)
from coach_app.analysis.probability_dialog import PotProbabilityDialog, signed_diff
from coach_app.analysis.shot import prepared_shot
from coach_app.screens.free_table_model import TableState
from simulation.analysis import placement
from simulation.analysis.breaks import BreakSetting, BreakStats
from simulation.analysis.outcome import Shot, Target
from simulation.analysis.solver import ghost_ball_aim
from simulation.table import TableSpec

SPEC = TableSpec()
LAYOUT = {"cue": (0.8, 0.2), "5": (1.2, 0.5), "7": (-0.3, -0.2)}


def _prepare(window, aim_offset: float = 0.1):
    window.show_page("play")
    screen = window.free_table
    screen.model.apply_state(TableState.of(LAYOUT, in_hand=False))
    aim = ghost_ball_aim(Shot(LAYOUT, "cue", Target("5", "BL"), 1.5), SPEC)
    screen.model.set_aim(aim + aim_offset)
    screen.panel.power.set_speed(1.5)
    return screen


def _idle(dialog) -> bool:
    return dialog.job.idle()


def test_prepared_shot_reads_ball_and_pocket_from_the_aim(window):
    screen = _prepare(window)
    shot = prepared_shot(screen.model)
    assert shot is not None
    assert (shot.object_ball, shot.pocket) == ("5", "BL")
    assert abs(shot.stroke.speed - 1.5) < 1e-9
    screen.model.set_aim(180.0)  # toward the house: no ball on the line
    assert prepared_shot(screen.model) is None


def test_pot_probability_computes_and_applies_the_ideal_aim(qtbot, window):
    screen = _prepare(window)
    menu = window.analysis_menu
    menu.workers = 1
    assert menu.pot in window.shot_menu.actions()
    assert menu.pot.shortcut().toString() == "Ctrl+P"
    menu.pot.trigger()
    dialog = menu.dialogs[-1]
    assert isinstance(dialog, PotProbabilityDialog)
    assert dialog.busy.isVisible()
    qtbot.waitUntil(lambda: dialog.answer is not None, timeout=30000)
    assert not dialog.busy.isVisible()
    w, p = dialog.answer.window, dialog.answer.probability
    assert w is not None and p is not None
    assert 0.0 < w.margin_deg < 1.0
    assert 0.0 <= p.p <= 1.0 and p.samples == 200
    assert "%" in dialog.probability.text() and "95" in dialog.probability.text()
    assert abs(signed_diff(screen.model.aim_deg, w.direction_deg)) > 0.01
    qtbot.mouseClick(dialog.use_ideal, Qt.MouseButton.LeftButton)
    assert abs(signed_diff(screen.model.aim_deg, w.direction_deg)) < 1e-3
    assert "ideal aim" in dialog.current.text()
    screen.panel.power.set_speed(2.0)  # the stroke changed: read it again
    qtbot.mouseClick(dialog.again, Qt.MouseButton.LeftButton)
    assert dialog.answer is None and dialog.selected_pocket() == "BL"
    qtbot.waitUntil(lambda: dialog.answer is not None, timeout=30000)
    assert "2.0 m/s" in dialog.shot_label.text()
    dialog.close()
    qtbot.waitUntil(lambda: not menu.dialogs, timeout=5000)


def test_pot_probability_level_is_remembered(qtbot, window):
    screen = _prepare(window)
    memory = LevelMemory()
    calls: list[str] = []

    def analyse(shot, level, spec, params):
        calls.append(level)
        from coach_app.analysis.probability_dialog import PotAnswer
        return PotAnswer(None, None)

    dialog = PotProbabilityDialog(screen.model, prepared_shot(screen.model), memory, window,
                                  analyse=analyse)
    qtbot.waitUntil(lambda: dialog.answer is not None, timeout=5000)
    assert "No direct stroke" in dialog.status.text()
    dialog.level.setCurrentIndex(dialog.level.findData("master"))
    qtbot.waitUntil(lambda: calls[-1:] == ["master"], timeout=5000)
    assert memory.level() == "master"
    dialog.close()
    again = PotProbabilityDialog(screen.model, prepared_shot(screen.model), memory, window,
                                 analyse=analyse)
    assert again.selected_level() == "master"
    again.close()
    assert _idle(dialog) and _idle(again)


def test_pot_probability_without_a_target_explains(qtbot, window):
    screen = _prepare(window)
    screen.model.set_aim(180.0)
    assert window.analysis_menu.pot_probability() is None
    box = window.findChild(QMessageBox, "analysisExplain")
    assert box is not None and "Aim at a ball first" in box.text()
    box.close()


def _two_settings() -> list[BreakSetting]:
    x = SPEC.house_line_x - 0.25
    return [BreakSetting(x, 0.0, 0.0, 8.0), BreakSetting(x, 0.0, 0.3 * SPEC.ball_radius, 8.0)]


def test_break_analysis_runs_a_small_sweep(qtbot, window):
    dialog = BreakAnalysisDialog(LevelMemory(), SPEC, settings=_two_settings(), parent=window,
                                 workers=1)
    dialog.show()
    dialog.samples.setValue(2)
    assert dialog.progress.maximum() == 2
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.cancel_button.isEnabled() and not dialog.run_button.isEnabled()
    qtbot.waitUntil(lambda: not dialog.job.running(), timeout=60000)
    assert len(dialog.stats) == 2 and dialog.progress.value() == 2
    assert dialog.best is not None
    assert "Best break for Free pyramid" in dialog.summary.text()
    assert len(dialog.figure.axes) == 4  # 2 heat maps + 2 colour bars, one place
    dialog.close()
    assert _idle(dialog)


def test_break_analysis_can_be_cancelled(qtbot, window):
    gate = threading.Event()

    def sweep(settings, discipline, error, *, samples, seed, workers, table, params,
              progress):
        out = []
        for k, s in enumerate(settings):
            gate.wait(10)
            out.append(BreakStats(s, samples, samples, 1, 0, 1.0))
            if not progress(k + 1, len(settings)):
                break
        return out

    dialog = BreakAnalysisDialog(LevelMemory(), SPEC, settings=_two_settings(), parent=window,
                                 workers=1, sweep=sweep)
    dialog.show()
    dialog.run()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    gate.set()
    qtbot.waitUntil(lambda: not dialog.job.running(), timeout=10000)
    assert len(dialog.stats) == 1
    assert "Cancelled after 1 of 2 settings" in dialog.summary.text()
    assert dialog.run_button.isEnabled() and not dialog.cancel_button.isEnabled()
    dialog.close()
    assert _idle(dialog)


def test_placement_map_of_a_house_drill_shows_an_overlay(qtbot, window):
    window.show_page("practice")
    assert window.practice.open_drill("house.1")
    session = window.cue_screen()
    question = placement_question(session.model)
    assert question is not None
    assert (question.object_ball, question.pockets) == ("1", ("BL",))
    dialog = PlacementMapDialog(session.model, question, LevelMemory(), window, workers=1,
                                grid=(2, 2))
    dialog.show()
    dialog.samples.setValue(3)
    dialog.run()
    qtbot.waitUntil(lambda: not dialog.job.running(), timeout=60000)
    assert len(dialog.view.cells()) == 4
    assert dialog.progress.value() == 4
    assert dialog.view.overlay().pockets == frozenset({"BL"})
    assert "1" in dialog.view.overlay().highlights
    if dialog.best is not None:
        assert dialog.view.best() == (dialog.best.x, dialog.best.y)
        assert dialog.view.overlay().aim is not None
    assert not dialog.grab().isNull()  # paints cells, marker and legend
    dialog.close()
    assert _idle(dialog)


def test_placement_map_from_the_menu(qtbot, window):
    menu = window.analysis_menu
    window.show_page("start")
    assert not menu.placement.isEnabled()
    window.show_page("practice")
    window.practice.open_drill("house.1")
    assert menu.placement.isEnabled()
    dialog = menu.placement_map()
    assert isinstance(dialog, PlacementMapDialog)
    assert dialog.place_button.isVisibleTo(dialog)  # the drill's cue ball is in hand
    dialog.close()
    qtbot.waitUntil(lambda: not menu.dialogs, timeout=5000)


def _house_2_recorded():
    """house.2's recorded solution, from the pack (a re-solved drill carries through)."""
    from drills.library import builtin_packs

    drill = next(d for pack in builtin_packs(SPEC) for d in pack.drills if d.id == "house.2")
    first = drill.solutions[0].shots[0]
    assert first.place is not None
    return first.place, first.stroke


def _house_2_solution(window):
    """house.2 with its recorded solution's stroke (aim, power and tip) set up on the
    table."""
    place, stroke = _house_2_recorded()
    window.show_page("practice")
    assert window.practice.open_drill("house.2")
    session = window.cue_screen()
    assert session.place_cue_ball(place)
    session.model.set_aim(stroke.direction_deg)
    session.panel.power.set_speed(stroke.speed)
    session.model.set_tip(stroke.side, stroke.height)
    return session


def test_house_2_solution_has_a_window_and_a_chance(window):
    """The dialog once said no stroke pots house.2 where its recorded solution pots: with
    the solution's pace and tip set, the window the dialog finds holds the recorded
    direction."""
    from coach_app.analysis.probability_dialog import analyse_pot

    _place, stroke = _house_2_recorded()
    session = _house_2_solution(window)
    prepared = prepared_shot(session.model)
    assert prepared is not None and prepared.object_ball == "1"
    shot = prepared.shot("BR")
    assert (shot.speed, shot.side, shot.height) == (stroke.speed, stroke.side, stroke.height)
    answer = analyse_pot(shot, "club", SPEC, session.params, samples=60, workers=1)
    w = answer.window
    assert w is not None
    assert w.low_deg <= (stroke.direction_deg + 180.0) % 360.0 - 180.0 <= w.high_deg
    assert answer.probability is not None and answer.probability.p > 0.0


def test_pot_probability_says_when_more_pace_pots(qtbot, window):
    from coach_app.analysis.probability_dialog import PotAnswer

    screen = _prepare(window)
    dialog = PotProbabilityDialog(screen.model, prepared_shot(screen.model), LevelMemory(), window,
                                  analyse=lambda *_a: PotAnswer(None, None, 2.7))
    qtbot.waitUntil(lambda: dialog.answer is not None, timeout=5000)
    assert "Needs more pace: pots from 2.7 m/s" in dialog.status.text()
    dialog.close()
    assert _idle(dialog)


def test_placement_map_has_a_remembered_speed(qtbot, window):
    session = _house_2_solution(window)
    recorded = _house_2_recorded()[1].speed
    question = placement_question(session.model)
    assert question is not None and question.speed == recorded
    memory = LevelMemory()
    speeds: list[float] = []

    def mapper(shot, error, *, places, progress, **_kw):
        speeds.append(shot.speed)
        return [placement.Cell(x, y, True, 0.0, None, None) for x, y in places]

    dialog = PlacementMapDialog(session.model, question, memory, window, workers=1, mapper=mapper,
                                grid=(2, 2))
    assert dialog.speed.value() == round(recorded, 1)
    assert f"{recorded:.1f}" in dialog.target.text()
    assert recorded != 2.5
    dialog.speed.setValue(2.5)
    assert memory.speed() == 2.5 and "2.5" in dialog.target.text()
    dialog.run()
    qtbot.waitUntil(lambda: not dialog.job.running(), timeout=60000)
    assert speeds == [2.5]
    assert "speed above" in dialog.summary.text()
    dialog.close()
    again = PlacementMapDialog(session.model, question, memory, window, workers=1, mapper=mapper)
    assert again.speed.value() == 2.5
    again.close()
    assert _idle(dialog) and _idle(again)


def test_placement_map_says_when_more_pace_pots(qtbot, window):
    session = _house_2_solution(window)
    question = placement_question(session.model)
    cut = PlacementQuestion({"cue": (1.4563, -0.1328), "1": (1.25, 0.4)}, "1", ("BL",), 2.0,
                            0.0, 0.0, question.spec, question.params)

    def mapper(shot, error, *, places, progress, **_kw):
        return [placement.Cell(x, y, True, 0.0, None, None) for x, y in places]

    dialog = PlacementMapDialog(session.model, cut, LevelMemory(), window, workers=1, mapper=mapper,
                                grid=(2, 2))
    dialog.run()
    qtbot.waitUntil(lambda: not dialog.job.running(), timeout=60000)
    assert dialog.needs_speed is not None and 2.0 < dialog.needs_speed <= 3.4
    assert "Needs more pace" in dialog.summary.text()
    dialog.close()
    assert _idle(dialog)


def test_the_russian_sweep_sizes_read_for_any_number(window, translations):
    """«5 смещения по первому шару × 5 скорости» and «24 мест»: a count before a Russian
    noun needs the noun's counted form; after a dash it reads for any number."""
    import re

    translations.set_language("ru")
    try:
        dialog = BreakAnalysisDialog(LevelMemory(), SPEC, parent=window, workers=1)
        text = dialog._grid_text()
        assert not re.search(r"\d+ (смещени|скорост|мест)", text), text
        assert "смещений по первому шару — " in text and "скоростей — " in text
        dialog.close()
        from PySide6.QtCore import QCoreApplication

        places = QCoreApplication.translate("PlacementMapDialog", "%1 places (%2 × %3)")
        assert not re.search(r"%1 мест", places), places
    finally:
        translations.set_language("en")
