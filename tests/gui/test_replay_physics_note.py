"""A shot recorded under an older physics says so when it is replayed under today's
(stored history stays replayable, and honest about it)."""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import update

from coach_app.review.shot_view import ShotView
from coach_app.store import History, NewShot, PlayedShot, open_store
from coach_app.store import models as m
from simulation.physics.params import PHYSICS_VERSION
from tests.gui.conftest import straight_line_simulator
from tests.store.conftest import LAYOUT, STROKE


def test_an_old_shot_says_which_physics_it_was_played_with(qtbot, tmp_path, translations):
    translations.set_language("en")
    from simulation.physics.engine import simulate

    result = simulate(LAYOUT, STROKE)
    with open_store(tmp_path / "h.sqlite3") as store:
        h = History(store)
        ann = h.ensure_player("Ann")
        sid = h.start_session(ann.id).id
        h.record_shot(NewShot(sid, PlayedShot(dict(LAYOUT), STROKE, result), player_id=ann.id))
        (current,) = h.shots(sid)
        with store.transaction() as s:
            s.execute(update(m.Shot).values(physics_version="0.9"))
        (old,) = h.shots(sid)
    view = ShotView(straight_line_simulator)
    qtbot.addWidget(view)
    view.show_shot(current)
    assert view.physics_note(result) == ""  # today's physics: nothing to say
    view.show_shot(old)
    same = view.physics_note(result)
    assert "0.9" in same and PHYSICS_VERSION in same and "ends as the shot did" in same
    moved = replace(result, balls={b: (x + 0.05, y) for b, (x, y) in result.balls.items()})
    assert "differs from the shot as played" in view.physics_note(moved)
