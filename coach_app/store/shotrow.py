"""A shot to record, as the columns of its row: one function shared by
:meth:`History.record_shot`, the bulk loader of the benchmark and the importer, so the
derived chart columns are always computed the same way."""

from __future__ import annotations

from typing import Any

from coach_app.store.coltypes import new_id, utc_now
from coach_app.store.metrics import shot_metrics
from coach_app.store.records import NewShot
from simulation.physics.params import PHYSICS_VERSION


def shot_columns(new: NewShot, *, seq: int, visit: int | None) -> dict[str, Any]:
    shot = new.played
    result = shot.result.to_json()
    result.pop("trace", None)  # playback re-simulates it; it is 100 times the rest
    layout = {b: [p[0], p[1]] for b, p in shot.layout.items()}
    stroke = shot.stroke
    call = (shot.call.ball, shot.call.pocket) if shot.call else None
    met = shot_metrics(layout, result, stroke.cue_ball, call, shot.is_break)
    return {
        "id": new.id or new_id(), "session_id": new.session_id,
        "attempt_id": new.attempt_id, "frame_id": new.frame_id,
        "player_id": new.player_id, "seq": seq, "taken_at": new.taken_at or utc_now(),
        "shooter": shot.shooter, "is_break": shot.is_break, "layout": layout,
        "cue_ball": stroke.cue_ball, "direction_deg": stroke.direction_deg,
        "speed": stroke.speed, "side": stroke.side, "height": stroke.height,
        "place_x": shot.place[0] if shot.place else None,
        "place_y": shot.place[1] if shot.place else None,
        "call_ball": call[0] if call else None, "call_pocket": call[1] if call else None,
        "result": result, "verdict": dict(shot.verdict) if shot.verdict else None,
        "legal": shot.legal, "points": shot.points, "visit": visit,
        "physics_version": PHYSICS_VERSION, "first_ball": met.first_ball,
        "cut_angle_deg": met.cut_angle_deg, "distance_m": met.distance_m,
        "potted": met.potted, "n_pocketed": met.n_pocketed, "cue_x": met.cue_x,
        "cue_y": met.cue_y,
    }
