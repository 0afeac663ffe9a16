"""The window's background judge of aim errors (coach_app/shell/aim_worker.py): each
recorded pot attempt judged once on the analysis lane, soon after it is recorded and for
the older rows of a history, and the aim-bias chart on the Progress page filling in from
the stored judgements while it is on show."""

from __future__ import annotations

import pytest

from coach_app.charts.aim import aim_bias
from coach_app.charts.dashboard import CHARTS
from coach_app.qtkit.tasks import Lane, Tasks
from coach_app.shell.aim_worker import AimWorker
from coach_app.shell.history_open import open_history
from coach_app.store import History, NewShot, PlayedShot, open_store
from coach_app.store.stats import ChartFilter
from coach_app.store.synth import populate
from simulation.analysis.bias import Error
from simulation.physics.engine import simulate
from simulation.stroke import Stroke

LAYOUT = {"cue": (-0.9, -0.2), "5": (0.6, 0.35), "9": (1.2, -0.5)}


def _pot(history: History, session: str, player: str, direction: float = 19.96) -> str:
    stroke = Stroke("cue", direction, 2.5, 0.0, 0.2)
    return history.record_shot(NewShot(session, PlayedShot(
        LAYOUT, stroke, simulate(LAYOUT, stroke)), player_id=player)).id


@pytest.fixture
def tasks(qapp):
    t = Tasks()
    yield t
    t.shutdown()


def test_recorded_shots_are_judged_once_in_the_background(qtbot, tasks, tmp_path):
    with open_store(tmp_path / "h.sqlite3") as store:
        h = History(store)
        ivan = h.ensure_player("Ivan")
        s = h.start_session(ivan.id)
        _pot(h, s.id, ivan.id)
        f = ChartFilter(ivan.id)
        assert aim_bias(store, f).pending == 1
        worker = AimWorker(tasks, start_delay_ms=0)
        judged: list[int] = []
        worker.judged.connect(judged.append)
        worker.start(store)
        qtbot.waitUntil(lambda: aim_bias(store, f).complete, timeout=30000)
        qtbot.waitUntil(lambda: not worker.busy(), timeout=30000)
        qtbot.wait(500)  # a pass that spent its budget is followed by one that finds none
        qtbot.waitUntil(lambda: not worker.busy(), timeout=30000)
        assert judged == [1]
        # Nothing written since: the next looks run nothing on the lane.
        passes = worker.passes
        qtbot.wait(2500)
        assert worker.passes == passes and not tasks.busy(Lane.ANALYSIS)
        # A new shot is judged within about a second of being recorded.
        _pot(h, s.id, ivan.id, 20.3)
        assert aim_bias(store, f).pending == 1
        qtbot.waitUntil(lambda: aim_bias(store, f).complete, timeout=30000)
        data = aim_bias(store, f)
        assert data.total == 2 and len(data.errors) == 2
        worker.stop()


def test_the_progress_page_fills_in_as_attempts_are_judged(qtbot, make_window, tmp_path,
                                                           monkeypatch):
    path = tmp_path / "history.sqlite3"
    with open_store(path) as store:
        # A history of an earlier version: recorded, never judged.
        populate(store, shots=120, player="Ivan", seed=3, days=4, judged=False)
    # The solver stands in: the page and the worker are tested here, not the physics.
    monkeypatch.setattr("coach_app.store.aim_judge.judge",
                        lambda a: Error(0.4, 20.0, 0.7, "left"))
    monkeypatch.setattr("coach_app.shell.aim_worker.START_DELAY_MS", 2000)
    monkeypatch.setattr("coach_app.progress.screen.AIM_POLL_MS", 300)
    opened = open_history(str(path))
    window = make_window(opened)
    window.hub.set_player(opened.history.player("Ivan").id)
    progress = window.progress
    with qtbot.waitSignal(progress.drawn, timeout=10000):
        window.show_page("progress")
    with qtbot.waitSignal(progress.drawn, timeout=10000):
        progress.chart_list.setCurrentRow(CHARTS.index("aim_bias"))
    assert progress.current_chart() == "aim_bias"
    first = progress.data.aim
    assert first.total > 20 and first.pending > 0  # drawn at once, with what there is
    qtbot.waitUntil(lambda: progress.data.aim.complete, timeout=30000)
    assert len(progress.data.aim.errors) == first.total
    texts = " ".join(t.get_text() for t in progress.figure().texts)
    assert "Computing" not in texts
