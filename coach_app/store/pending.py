"""Writes that could not be made yet: kept in order, tried again, saved to a file if need be.

When the history cannot take a write (the disk is full, the file became read-only, the
club's server is down) the shot must not be lost. The Recorder keeps every write it could
not make as a :class:`PendingWrite`: the name of a :class:`History` method and its
arguments as plain JSON, with every id and time chosen when it happened. Writes are applied
strictly in order, so a shot never arrives before its session, and each is idempotent, so
trying one again after an error of unknown outcome does no harm.

What is still pending when the program closes can be saved to a file (format
``pyramid-coach-pending``) that ``history import`` and the app's import read back into the
history: the same writes, applied through the same checks.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from coach_app.store.errors import StoreError
from coach_app.store.records import NewShot
from coach_app.store.repository import History
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.rules.verdict import Call
from simulation.stroke import Stroke
from simulation.table import TableSpec

FORMAT = "pyramid-coach-pending"
VERSION = 1
#: Argument names that hold a row id: a player first met while the history was away may
#: turn out to exist already under another id, and later writes follow it (:class:`Queue`).
ID_ARGS = ("player_id", "session_id", "drill_set_id", "attempt_id", "game_id", "frame_id",
           "set_id", "shot_id")


@dataclass(frozen=True)
class PendingWrite:
    """One call of a :class:`History` write method, as JSON (see :data:`OPS`)."""

    op: str
    args: Mapping[str, Any]

    @property
    def is_shot(self) -> bool:
        return self.op == "record_shot"

    def to_json(self) -> dict[str, Any]:
        return {"op": self.op, "args": dict(self.args)}


def _when(value: Any, where: str) -> datetime | None:
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


def iso(when: datetime) -> str:
    return when.astimezone(UTC).isoformat()


# ----------------------------------------------------------------- shots as JSON
def shot_to_json(shot: NewShot) -> dict[str, Any]:
    s = shot.stroke
    return {
        "id": shot.id, "session_id": shot.session_id,
        "layout": {b: [float(p[0]), float(p[1])] for b, p in shot.layout.items()},
        "stroke": {"cue_ball": s.cue_ball, "direction_deg": s.direction_deg, "speed": s.speed,
                   "side": s.side, "height": s.height},
        "result": {k: v for k, v in shot.result.to_json().items() if k != "trace"},
        "place": None if shot.place is None else [shot.place[0], shot.place[1]],
        "call": None if shot.call is None else {"ball": shot.call.ball,
                                                 "pocket": shot.call.pocket},
        "verdict": None if shot.verdict is None else dict(shot.verdict),
        "legal": shot.legal, "points": shot.points, "shooter": shot.shooter,
        "player_id": shot.player_id, "attempt_id": shot.attempt_id,
        "frame_id": shot.frame_id, "is_break": shot.is_break,
        "taken_at": None if shot.taken_at is None else iso(shot.taken_at),
    }


def _vec(value: Any, where: str) -> tuple[float, float]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, (int, float)) and not isinstance(v, bool)
                       and math.isfinite(v) for v in value)):
        raise InputError(where, "must be [x, y] in metres")
    return float(value[0]), float(value[1])


def shot_from_json(data: Any, where: str = "shot") -> NewShot:
    """The shot back from :func:`shot_to_json`, checked like an imported shot."""
    if not isinstance(data, dict):
        raise InputError(where, "must be an object")
    known = {"id", "session_id", "layout", "stroke", "result", "place", "call", "verdict",
             "legal", "points", "shooter", "player_id", "attempt_id", "frame_id", "is_break",
             "taken_at"}
    extra = sorted(set(data) - known)
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

    row = {"layout": layout, "cue_ball": st.cue_ball, "result": data.get("result"),
           "direction_deg": st.direction_deg, "speed": st.speed, "side": st.side,
           "height": st.height, "call_ball": (data.get("call") or {}).get("ball"),
           "call_pocket": (data.get("call") or {}).get("pocket"),
           "verdict": data.get("verdict")}
    check_shot_json(row, where)
    call = data.get("call")
    points = data.get("points", 0)
    if not isinstance(points, int) or isinstance(points, bool) or abs(points) > 10_000:
        raise InputError(f"{where}.points", "must be a whole number of points")
    return NewShot(
        data["session_id"], {b: _vec(p, f"{where}.layout.{b}") for b, p in layout.items()},
        st, ShotResult.from_json(data["result"], f"{where}.result"),
        place=None if data.get("place") is None else _vec(data["place"], f"{where}.place"),
        call=None if call is None else Call.from_json(call, f"{where}.call"),
        verdict=data.get("verdict"), legal=data.get("legal"), points=points,
        shooter=data.get("shooter"), player_id=data.get("player_id"),
        attempt_id=data.get("attempt_id"), frame_id=data.get("frame_id"),
        is_break=bool(data.get("is_break", False)),
        taken_at=_when(data.get("taken_at"), f"{where}.taken_at"), id=data.get("id"))


# ------------------------------------------------------------------- the ops
def _times(args: Mapping[str, Any], where: str) -> dict[str, Any]:
    out = dict(args)
    for key in ("started_at", "ended_at", "finished_at"):
        if key in out:
            out[key] = _when(out[key], f"{where}.{key}")
    return out


def _table(args: dict[str, Any], where: str) -> dict[str, Any]:
    if args.get("table") is not None:
        if not isinstance(args["table"], dict):
            raise InputError(f"{where}.table", "must be a table specification")
        args["table"] = TableSpec.from_dict(args["table"])
    return args


Apply = Callable[[History, Mapping[str, Any], str], Any]

#: The History methods a pending write may call, each with its argument converter.
OPS: dict[str, Apply] = {
    "ensure_player": lambda h, a, w: h.ensure_player(**a),
    "start_session": lambda h, a, w: h.start_session(**_table(_times(a, w), w)),
    "end_session": lambda h, a, w: h.end_session(**_times(a, w)),
    "start_drill_set": lambda h, a, w: h.start_drill_set(**_times(a, w)),
    "start_attempt": lambda h, a, w: h.start_attempt(**_times(a, w)),
    "finish_attempt": lambda h, a, w: h.finish_attempt(**_times(a, w)),
    "abandon_attempt": lambda h, a, w: h.abandon_attempt(**a),
    "start_game": lambda h, a, w: h.start_game(**_times(a, w)),
    "finish_game": lambda h, a, w: h.finish_game(**_times(a, w)),
    "start_frame": lambda h, a, w: h.start_frame(**_times(a, w)),
    "finish_frame": lambda h, a, w: h.finish_frame(**_times(a, w)),
    "record_shot": lambda h, a, w: h.record_shot(shot_from_json(a.get("shot"), f"{w}.shot")),
    "retract_shot": lambda h, a, w: h.retract_shot(**a),
}


def _remapped(value: Any, remap: Mapping[str, str]) -> Any:
    if isinstance(value, str):
        return remap.get(value, value)
    if isinstance(value, dict):
        return {k: _remapped(v, remap) if k in ID_ARGS or k == "shot" else v
                for k, v in value.items()}
    return value


def apply(history: History, write: PendingWrite, remap: dict[str, str],
          where: str = "write") -> Any:
    """Make one pending write. A player met while the history was away may already exist
    under another id: ``remap`` learns that, and later writes follow it."""
    run = OPS.get(write.op)
    if run is None:
        raise InputError(f"{where}.op", f"unknown write {write.op!r}")
    args = {k: _remapped(v, remap) if k in ID_ARGS or k == "shot" else v
            for k, v in write.args.items()}
    proposed = args.get("player_id") if write.op == "ensure_player" else None
    try:
        out = run(history, args, where)
    except TypeError as exc:  # an argument a method does not take: a malformed file
        raise InputError(where, f"bad arguments for {write.op}: {exc}") from None
    if proposed is not None and out is not None and out.id != proposed:
        remap[proposed] = out.id
    return out


# ------------------------------------------------------------------- the queue
@dataclass
class Queue:
    """The Recorder's writes in order; ``flush`` makes as many as the history takes."""

    writes: list[PendingWrite] = field(default_factory=list)
    remap: dict[str, str] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.writes)

    @property
    def shots(self) -> int:
        """Shots not yet in the history (a shot taken back before it was saved counts
        until its take-back is saved too)."""
        return sum(1 for w in self.writes if w.is_shot)

    def flush(self, history: History, failed: Callable[[Exception], None],
              transient: tuple[type[BaseException], ...]) -> None:
        """Apply the writes in order until one fails with ``transient``; a write the
        history refuses for good (an ``invalid`` StoreError: its session is gone) is
        reported through ``failed`` and dropped so it cannot block the rest."""
        while self.writes:
            write = self.writes[0]
            try:
                apply(history, write, self.remap)
            except StoreError as exc:
                if exc.kind != "invalid":
                    failed(exc)
                    return
                failed(exc)
            except transient as exc:
                failed(exc)  # type: ignore[arg-type]
                return
            self.writes.pop(0)


def to_file_json(writes: Sequence[PendingWrite]) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "saved_at": iso(datetime.now(UTC)),
            "writes": [w.to_json() for w in writes]}


def from_file_json(data: Mapping[str, Any]) -> list[PendingWrite]:
    """The writes of a saved file, their shape checked (their content is checked again by
    each History method as it is applied)."""
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
        raise InputError("version", f"must be a whole number up to {VERSION}")
    unknown = sorted(set(data) - {"format", "version", "saved_at", "writes"})
    if unknown:
        raise InputError(unknown[0], "unknown section")
    raw = data.get("writes")
    if not isinstance(raw, list):
        raise InputError("writes", "must be a list")
    out = []
    for i, item in enumerate(raw):
        where = f"writes[{i}]"
        if not isinstance(item, dict) or set(item) != {"op", "args"}:
            raise InputError(where, "must be {\"op\": …, \"args\": {…}}")
        if item["op"] not in OPS:
            raise InputError(f"{where}.op", f"unknown write {item['op']!r}")
        if not isinstance(item["args"], dict):
            raise InputError(f"{where}.args", "must be an object")
        out.append(PendingWrite(item["op"], item["args"]))
    return out


def _precheck(writes: Sequence[PendingWrite]) -> None:
    """Check every write's arguments before the first is applied, so a malformed file
    changes nothing: argument names against the method, shots in full."""
    import inspect

    for i, w in enumerate(writes):
        where = f"writes[{i}]"
        accepted = set(inspect.signature(getattr(History, w.op)).parameters) - {"self"}
        extra = sorted(set(w.args) - accepted - ({"shot"} if w.is_shot else set()))
        if extra:
            raise InputError(f"{where}.args.{extra[0]}", "unknown argument")
        if w.is_shot:
            shot_from_json(w.args.get("shot"), f"{where}.shot")
        for key in ("started_at", "ended_at", "finished_at"):
            if key in w.args:
                _when(w.args[key], f"{where}.args.{key}")


def apply_all(history: History, writes: Sequence[PendingWrite]) -> int:
    """Apply a saved file's writes (``history import``); returns how many shots it held.
    Every write is checked first; then each is applied in order (each is idempotent, so
    importing the same file again adds nothing)."""
    remap: dict[str, str] = {}
    shots = 0
    try:
        _precheck(writes)
    except InputError as exc:
        raise StoreError("invalid", f"{exc.field}: {exc.message}; nothing was imported",
                         "import") from exc
    for i, w in enumerate(writes):
        try:
            apply(history, w, remap, f"writes[{i}]")
        except StoreError:
            raise
        except InputError as exc:
            raise StoreError("invalid", f"{exc.field}: {exc.message}", "import") from exc
        shots += w.is_shot
    return shots
