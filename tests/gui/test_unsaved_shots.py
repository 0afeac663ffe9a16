"""The window keeps a player told about shots the history has not taken yet, retries, and
offers to save them before quitting."""

from __future__ import annotations

import json

import pytest

from coach_app.recording.recorder import PlayedShot
from coach_app.shell.history_open import Opened, open_history
from coach_app.store import History, open_store


def _played(real_shot) -> PlayedShot:
    from simulation.physics.engine import simulate
    from tests.store.conftest import LAYOUT, STROKE

    return PlayedShot(dict(LAYOUT), STROKE, simulate(LAYOUT, STROKE), shooter="Ann")


@pytest.fixture
def read_only(tmp_path):
    path = tmp_path / "h.sqlite3"
    open_store(path).close()
    history = History(open_store(f"sqlite:///file:{path}?mode=ro&uri=true", upgrade=False))
    return path, Opened(history, None, tmp_path / "journal")


def test_a_warning_stays_up_until_every_shot_is_saved(qtbot, make_window, read_only, tmp_path):
    path, opened = read_only
    window = make_window(opened)
    hub = window.hub
    for _ in range(3):
        hub.recorder.free_shot(_played(None))
    assert hub.unsaved_label.isVisible()
    assert "3" in hub.unsaved_label.text() and hub.retry_timer.isActive()
    window.grab().save(str(tmp_path / "unsaved_en.png"))
    hub.recorder.history = History(open_store(path))  # the history takes writes again
    # The window's timer and the Recorder's back-off save them within seconds, unasked.
    qtbot.waitUntil(lambda: not hub.unsaved_label.isVisible(), timeout=8000)
    assert not hub.retry_timer.isActive()
    assert sum(s.shots for s in hub.recorder.history.sessions(
        hub.recorder.history.player("Guest").id)) == 3


def test_quitting_with_unsaved_shots_offers_a_file(qtbot, make_window, read_only, tmp_path):
    _, opened = read_only
    window = make_window(opened)
    hub = window.hub
    hub.recorder.free_shot(_played(None))
    asked = []
    hub.ask_unsaved = lambda: asked.append(1) or "cancel"  # type: ignore[method-assign]
    window.close()
    assert asked and window.isVisible()  # cancel: the window stays
    target = tmp_path / "saved.json"
    hub.ask_unsaved = lambda: "save"  # type: ignore[method-assign]
    hub.save_unsaved = lambda path=None: type(hub).save_unsaved(hub, str(target))  # type: ignore[method-assign]
    window.close()
    assert not window.isVisible()
    data = json.loads(target.read_text())
    assert data["format"] == "pyramid-coach-pending"
    assert sum(w["op"] == "record_shot" for w in data["writes"]) == 1


def test_no_question_when_everything_is_saved(qtbot, make_window, tmp_path):
    window = make_window(open_history(str(tmp_path / "h.sqlite3")))
    window.hub.recorder.free_shot(_played(None))
    window.hub.ask_unsaved = lambda: pytest.fail("asked for nothing")  # type: ignore[method-assign]
    window.close()
    assert not window.isVisible()


def test_import_history_from_the_menu(qtbot, make_window, read_only, tmp_path):
    """A saved file of unsaved shots goes back in through Game ▸ Import history…; a bad
    file is refused with the history unchanged."""
    path, opened = read_only
    rec_window = make_window(opened)
    rec_window.hub.recorder.free_shot(_played(None))
    saved = tmp_path / "unsaved.json"
    rec_window.hub.recorder.backlog.save(saved)
    window = make_window(open_history(str(path)))
    assert window.findChild(object, "action_import_history") is not None
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "pyramid-coach-history", "version": 1, "sessions": 3}')
    assert not window.hub.import_file(str(bad))
    assert window.hub.box is not None and window.hub.box.objectName() == "importRefused"
    assert window.hub.import_file(str(saved))
    h = window.hub.recorder.history
    assert sum(s.shots for s in h.sessions(h.player("Guest").id)) == 1


def test_a_second_window_on_the_same_history_shares_it(qtbot, make_window, tmp_path):
    """Two windows (or two programs) on one history both record; opening the second
    closes nothing of the first's, which is still in use."""
    path = str(tmp_path / "h.sqlite3")
    first = make_window(open_history(path))
    first.hub.recorder.free_shot(_played(None))
    second = make_window(open_history(path))  # tidies interrupted work: none here
    second.hub.recorder.free_shot(_played(None))
    first.hub.recorder.free_shot(_played(None))
    h = History(open_store(path))
    sessions = h.sessions(h.player("Guest").id)
    assert sorted(s.shots for s in sessions) == [1, 2]
    assert all(s.ended_at is None for s in sessions)  # both still open, neither interrupted
