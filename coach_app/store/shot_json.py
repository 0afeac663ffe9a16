"""A shot to record as JSON, for the journal of kept writes and the file of unsaved shots.

Only a write kept for later is serialised (coach_app/store/writes.py); a shot the history
takes at once goes to it as the value it is. The JSON is flat, as the first version of the
program wrote it, so journals and files saved by that version still load. Reading it back
checks it like an imported shot: the file is outside input.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any

from coach_app.store.records import NewShot, PlayedShot
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.rules.verdict import Call
from simulation.stroke import Stroke

#: The fields of a shot's JSON.
FIELDS = frozenset({"id", "session_id", "layout", "stroke", "result", "place", "call",
                    "verdict", "legal", "points", "shooter", "player_id", "attempt_id",
                    "frame_id", "is_break", "taken_at"})
#: Its fields that hold a row id another write may have made under another id.
ID_FIELDS = ("session_id", "player_id", "attempt_id", "frame_id")


def iso(when: datetime) -> str:
    return when.astimezone(UTC).isoformat()


def when_from_json(value: Any, where: str) -> datetime | None:
    """An ISO 8601 date-time (UTC when it names no zone), or None."""
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 40:
        raise InputError(where, "must be an ISO 8601 date-time")
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        raise InputError(where, f"is not a date-time: {value!r}") from None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    try:
        return when.astimezone(UTC)
    except OverflowError:
        raise InputError(where, "is out of range") from None


def shot_to_json(new: NewShot) -> dict[str, Any]:
    shot, s = new.played, new.played.stroke
    return {
        "id": new.id, "session_id": new.session_id,
        "layout": {b: [float(p[0]), float(p[1])] for b, p in shot.layout.items()},
        "stroke": {"cue_ball": s.cue_ball, "direction_deg": s.direction_deg, "speed": s.speed,
                   "side": s.side, "height": s.height},
        "result": {k: v for k, v in shot.result.to_json().items() if k != "trace"},
        "place": None if shot.place is None else [shot.place[0], shot.place[1]],
        "call": None if shot.call is None else {"ball": shot.call.ball,
                                                 "pocket": shot.call.pocket},
        "verdict": None if shot.verdict is None else dict(shot.verdict),
        "legal": shot.legal, "points": shot.points, "shooter": shot.shooter,
        "player_id": new.player_id, "attempt_id": new.attempt_id,
        "frame_id": new.frame_id, "is_break": shot.is_break,
        "taken_at": None if new.taken_at is None else iso(new.taken_at),
    }


def _vec(value: Any, where: str) -> tuple[float, float]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, (int, float)) and not isinstance(v, bool)
                       and math.isfinite(v) for v in value)):
        raise InputError(where, "must be [x, y] in metres")
    return float(value[0]), float(value[1])


def _opt_text(data: dict[str, Any], key: str, where: str, limit: int = 200) -> str | None:
    value = data.get(key)
    if value is not None and (not isinstance(value, str) or len(value) > limit):
        raise InputError(f"{where}.{key}", f"must be text of at most {limit} characters")
    return value


def shot_from_json(data: Any, where: str = "shot") -> NewShot:
    """The shot back from :func:`shot_to_json`, checked like an imported shot."""
    if not isinstance(data, dict):
        raise InputError(where, "must be an object")
    extra = sorted(set(data) - FIELDS)
    if extra:
        raise InputError(f"{where}.{extra[0]}", "unknown field")
    layout = data.get("layout")
    if not isinstance(layout, dict) or not layout:
        raise InputError(f"{where}.layout", "must map ball ids to [x, y]")
    stroke = data.get("stroke")
    if not isinstance(stroke, dict):
        raise InputError(f"{where}.stroke", "must be an object")
    try:
        st = Stroke(**stroke)
    except TypeError:
        raise InputError(f"{where}.stroke", "must hold cue_ball, direction_deg, speed, side, "
                         "height") from None
    from coach_app.store.validate import check_shot_json

    call = data.get("call")
    if call is not None and not isinstance(call, dict):
        raise InputError(f"{where}.call", "must be an object")
    row = {"layout": layout, "cue_ball": st.cue_ball, "result": data.get("result"),
           "direction_deg": st.direction_deg, "speed": st.speed, "side": st.side,
           "height": st.height, "call_ball": (call or {}).get("ball"),
           "call_pocket": (call or {}).get("pocket"), "verdict": data.get("verdict")}
    check_shot_json(row, where)
    points = data.get("points", 0)
    if not isinstance(points, int) or isinstance(points, bool) or abs(points) > 10_000:
        raise InputError(f"{where}.points", "must be a whole number of points")
    legal = data.get("legal")
    if legal is not None and not isinstance(legal, bool):
        raise InputError(f"{where}.legal", "must be true, false or null")
    session_id = _opt_text(data, "session_id", where)
    if session_id is None:
        raise InputError(f"{where}.session_id", "is required")
    played = PlayedShot(
        {b: _vec(p, f"{where}.layout.{b}") for b, p in layout.items()}, st,
        ShotResult.from_json(data["result"], f"{where}.result"),
        place=None if data.get("place") is None else _vec(data["place"], f"{where}.place"),
        call=None if call is None else Call.from_json(call, f"{where}.call"),
        verdict=data.get("verdict"), legal=legal, points=points,
        shooter=_opt_text(data, "shooter", where),
        is_break=bool(data.get("is_break", False)))
    return NewShot(session_id, played, player_id=_opt_text(data, "player_id", where),
                   attempt_id=_opt_text(data, "attempt_id", where),
                   frame_id=_opt_text(data, "frame_id", where),
                   taken_at=when_from_json(data.get("taken_at"), f"{where}.taken_at"),
                   id=_opt_text(data, "id", where))
