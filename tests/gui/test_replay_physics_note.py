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


def test_a_shot_played_under_physics_2_1_loads_and_says_its_replay_differs(qtbot, tmp_path,
                                                                          translations):
    """A real 2.1 shot (tests/gui/data: ball 5 run along the cushion into the corner, which
    2.1's pockets took and 2.2's refuse), kept in a history with 2.1's table (no hole
    fields): it loads as it was recorded, ball 5 pocketed, and its replay under 2.2 keeps
    ball 5 on the table and says so."""
    import json
    from pathlib import Path

    from simulation.events import ShotResult
    from simulation.physics.engine import simulate
    from simulation.stroke import Stroke
    from simulation.table import TableSpec

    translations.set_language("en")
    data = json.loads((Path(__file__).parent / "data" / "shot_physics_2_1.json").read_text())
    assert data["physics_version"] == "2.1" and "corner_hole_radius" not in data["table"]
    layout = {b: (x, y) for b, (x, y) in data["layout"].items()}
    stroke = Stroke(**data["stroke"])
    recorded = ShotResult.from_json(data["result"])
    assert [(p.ball, p.pocket) for p in recorded.pocketed] == [("5", "BL")]
    with open_store(tmp_path / "h.sqlite3") as store:
        h = History(store)
        ann = h.ensure_player("Ann")
        sid = h.start_session(ann.id, table=TableSpec.from_dict(data["table"])).id
        h.record_shot(NewShot(sid, PlayedShot(layout, stroke, recorded), player_id=ann.id))
        with store.transaction() as s:
            s.execute(update(m.Shot).values(physics_version="2.1"))
            s.execute(update(m.PracticeSession).values(physics_version="2.1"))
        session = h.session(sid)
        (old,) = h.shots(sid)
    assert session.physics_version == "2.1"
    assert session.table.corner_jaw_angle_deg == data["table"]["corner_jaw_angle_deg"]
    assert old.physics_version == "2.1"
    assert old.result.events == recorded.events and old.result.balls == recorded.balls
    assert [(p.ball, p.pocket) for p in old.result.pocketed] == [("5", "BL")]
    replayed = simulate(dict(old.layout), old.stroke)
    assert replayed.pocketed == ()
    view = ShotView(lambda lay, s, hz: simulate(dict(lay), s, trace_hz=hz))
    qtbot.addWidget(view)
    view.show_shot(old)
    note = view.physics_note(replayed)
    assert "Recorded with physics 2.1, replayed with physics " + PHYSICS_VERSION in note
    assert "differs from the shot as played" in note
