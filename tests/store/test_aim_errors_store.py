"""The kept aim-bias judgements on each backend: saved, read back by key and physics
version, replaced, and gone with a shot that is taken back."""

from __future__ import annotations

from coach_app.store import History, NewShot, PlayedShot, aim_errors, open_store
from simulation.analysis.bias import Error


def test_judgements_round_trip_and_go_with_their_shot(db_url, real_shot):
    layout, stroke, result = real_shot
    with open_store(db_url) as store:
        h = History(store)
        ivan = h.ensure_player("Ivan")
        s = h.start_session(ivan.id)
        a = h.record_shot(NewShot(s.id, PlayedShot(layout, stroke, result), player_id=ivan.id))
        b = h.record_shot(NewShot(s.id, PlayedShot(layout, stroke, result), player_id=ivan.id))
        ka, kb = aim_errors.key_of(a.id, "5", "BL"), aim_errors.key_of(b.id, "5", None)
        gone = aim_errors.key_of("no-such-shot", "5", "BL")
        aim_errors.save(store, {ka: Error(0.5, 12.0, 1.6, "left"), kb: None,
                                gone: Error(1.0, 1.0, 1.0, "right")})
        assert aim_errors.load(store, [ka, kb, gone]) == \
            {ka: Error(0.5, 12.0, 1.6, "left"), kb: None}
        aim_errors.save(store, {ka: Error(-0.25, 12.0, 1.6, "left")})  # replaced
        assert aim_errors.load(store, [ka]) == {ka: Error(-0.25, 12.0, 1.6, "left")}
        h.retract_shot(a.id)
        assert aim_errors.load(store, [ka, kb]) == {kb: None}
