"""A history the app cannot open is said in a message, never waited for, and recorded on
into the journal of unsaved shots, so nothing is lost.

Was: ``--db postgres://…``, ``postgresql+psycopg2://…`` or a non-numeric port left the
window on «Opening the history…» for ever, with no message and nothing recorded or kept;
``post gres://ivan:TOPSECRET@club/pyramid`` showed the password in the message's details.
"""

from __future__ import annotations

import json

import pytest

from coach_app.recording.recorder import PlayedShot
from coach_app.shell.history_open import history_url, open_history
from coach_app.store import StoreErrorKind
from simulation.physics.engine import simulate
from simulation.stroke import Stroke

SECRET = "TOPSECRET"
LAYOUT = {"cue": (-0.9, -0.2), "5": (0.6, 0.35)}
STROKE = Stroke("cue", 19.96, 2.5, 0.0, 0.2)


@pytest.mark.parametrize(("db", "kind"), [
    ("postgresql://ivan@club:abc/pyramid", StoreErrorKind.BAD_URL),
    (f"post gres://ivan:{SECRET}@club/pyramid", StoreErrorKind.BAD_URL),
    (f"postgres://ivan:{SECRET}@127.0.0.1:1/pyramid?connect_timeout=2",
     StoreErrorKind.UNREACHABLE),
    (f"postgresql+psycopg2://ivan:{SECRET}@127.0.0.1:1/p?connect_timeout=2",
     StoreErrorKind.UNREACHABLE),
    ("/tmp/" + "a" * 300 + "/h.sqlite3", StoreErrorKind.BAD_URL),
])
def test_the_app_says_why_and_records_into_the_journal(qtbot, make_window, tmp_path, db,
                                                       kind):
    window = make_window(None)
    hub = window.hub
    hub.expect()
    opened = open_history(history_url(db, "", {}), tmp_path / "journal")  # never raises
    assert opened.error is not None and opened.error.kind is kind
    hub.attach(opened)
    assert not hub.pending and "Opening the history" not in hub.player_label.text()
    box = hub.box
    assert box is not None and box.isVisible()
    shown = " ".join([box.text(), box.informativeText(), box.detailedText()])
    assert SECRET not in shown and "kept on this computer" in box.informativeText()
    window.grab().save(str(tmp_path / f"refused_{kind}.png"))
    assert hub.recorder.enabled
    recorded = hub.recorder.free_shot(PlayedShot(dict(LAYOUT), STROKE,
                                                 simulate(LAYOUT, STROKE), shooter="Guest"))
    assert recorded is not None and recorded.ref is None
    (journal,) = (tmp_path / "journal").iterdir()
    lines = [json.loads(x) for x in journal.read_text().splitlines()]
    assert SECRET not in journal.read_text() and lines[0]["database"] == opened.database
    assert [x["op"] for x in lines[1:]] == ["ensure_player", "start_session", "record_shot"]
    assert hub.unsaved_label.isVisible() and "kept on this computer" in hub.unsaved_label.text()


def test_a_failure_nobody_foresaw_is_said_too(qtbot, make_window, tmp_path, monkeypatch):
    def boom(*_a, **_k):
        raise RuntimeError(f"driver exploded at postgresql://ivan:{SECRET}@club/p")

    monkeypatch.setattr("coach_app.store.open_store", boom)
    opened = open_history(f"postgresql://ivan:{SECRET}@club/p", tmp_path / "journal")
    assert opened.error is not None and opened.error.kind is StoreErrorKind.UNREACHABLE
    assert SECRET not in opened.error.message and "driver exploded" in opened.error.message
