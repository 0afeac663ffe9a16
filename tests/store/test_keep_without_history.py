"""A history that could not be opened costs no shot: the Recorder records on into the
journal, and the next start that can open that history applies it."""

from __future__ import annotations

import json

from coach_app.recording.journal import Backlog
from coach_app.recording.recorder import PlayedShot, Recorder
from coach_app.shell.history_open import open_history
from coach_app.store import StoreErrorKind


def test_shots_recorded_while_the_history_was_refused_reach_it_later(tmp_path, real_shot):
    layout, stroke, result = real_shot
    db, journal = tmp_path / "h.sqlite3", tmp_path / "journal"
    db.touch()  # a zero-byte file where the history should be: refused, left as it is
    refused = open_history(str(db), journal)
    assert refused.error is not None and refused.error.kind is StoreErrorKind.EMPTY
    rec = Recorder(None, default_name="Ann")
    rec.keep_without_history(Backlog(refused.journal_dir, refused.database), refused.error)
    assert rec.enabled and rec.player() is not None
    rec.start_drill("pot.straight-1", title="Straight", category="potting")
    rec.start_attempt(1)
    ids = [rec.practice_shot(PlayedShot(layout, stroke, result, legal=True)).shot.id
           for _ in range(2)]
    rec.finish_attempt(success=True, reason="potted", points=1)
    rec.end_sessions()
    assert rec.unsaved_shots == 2 and rec.tick() is False  # nothing to try: kept on disk
    (path,) = journal.iterdir()
    lines = path.read_text().splitlines()
    header = json.loads(lines[0]) | {"owner": "elsewhere/999999/1"}  # that run has ended
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    db.unlink()  # the user deletes the empty file, as the message says
    opened = open_history(str(db), journal)
    assert opened.error is None and opened.recovered == 2
    history = opened.history
    (session,) = history.sessions(history.player("Ann").id)
    assert [s.id for s in history.shots(session.id)] == ids
    assert (session.attempts, session.successes) == (1, 1)
    history.store.close()
