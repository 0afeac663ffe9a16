"""ORM rows to the frozen values of :mod:`coach_app.store.records` (one place for it)."""

from __future__ import annotations

import dataclasses
from typing import Any

from coach_app.store import models as m
from coach_app.store.metrics import ShotMetrics
from coach_app.store.records import (
    SCREEN,
    AnnotationInfo,
    AttemptInfo,
    DrillSetInfo,
    FrameInfo,
    GameInfo,
    MarkInfo,
    PlayerInfo,
    SessionInfo,
    StoredShot,
    Where,
)
from simulation.events import ShotResult
from simulation.rules.verdict import Call
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec


def player(row: m.Player) -> PlayerInfo:
    return PlayerInfo(row.id, row.name, row.role, row.created_at)


def table_spec(data: Any) -> TableSpec:
    """The table a session was played on; an unreadable one falls back to the default so
    a history stays viewable (its shots still carry every position)."""
    try:
        return TableSpec.from_dict(dict(data))
    except (TypeError, ValueError):
        return TableSpec()


def session(row: m.PracticeSession, player_name: str, **counts: int) -> SessionInfo:
    return SessionInfo(row.id, row.player_id, player_name, row.kind, row.started_at,
                       row.ended_at, table_spec(row.table_spec), row.physics_version, **counts,
                       where=where(row))


def where(row: m.PracticeSession) -> Where:
    kind = row.where_kind or "screen"
    return SCREEN if kind == "screen" and not row.where_table else Where(kind, row.where_table)


def drill_set(row: m.DrillSet) -> DrillSetInfo:
    return DrillSetInfo(row.id, row.session_id, row.drill_id, row.title, row.category,
                        row.discipline, row.started_at)


def attempt(row: m.Attempt, drill_id: str) -> AttemptInfo:
    return AttemptInfo(row.id, row.drill_set_id, drill_id, row.number, row.started_at,
                       row.finished_at, row.success, row.reason, row.points, row.detail)


def game(row: m.Game) -> GameInfo:
    return GameInfo(row.id, row.session_id, row.discipline, tuple(row.sides), row.player_side,
                    row.started_at, row.finished_at, row.winner)


def frame(row: m.Frame) -> FrameInfo:
    return FrameInfo(row.id, row.game_id, row.number, row.breaker, row.started_at,
                     row.finished_at, row.winner)


def annotation(row: m.Annotation, author_name: str) -> AnnotationInfo:
    return AnnotationInfo(row.id, row.author_id, author_name, row.session_id, row.shot_id,
                          row.text, row.created_at)


def mark(row: m.Mark, author_name: str) -> MarkInfo:
    return MarkInfo(row.id, row.shot_id, row.author_id, author_name, row.label, row.created_at)


def layout(data: Any) -> dict[str, Vec]:
    return {str(k): (float(v[0]), float(v[1])) for k, v in dict(data).items()}


def shot(row: m.Shot, notes: tuple[AnnotationInfo, ...] = (),
         marks: tuple[MarkInfo, ...] = ()) -> StoredShot:
    before = layout(row.layout)
    result = dataclasses.replace(ShotResult.from_json(row.result), initial=before,
                                 cue_ball=row.cue_ball)
    place = None if row.place_x is None or row.place_y is None else (row.place_x, row.place_y)
    call = None if not row.call_ball or not row.call_pocket \
        else Call(row.call_ball, row.call_pocket)
    metrics = ShotMetrics(row.first_ball, row.cut_angle_deg, row.distance_m, row.potted,
                          row.n_pocketed, row.cue_x, row.cue_y)
    return StoredShot(
        id=row.id, session_id=row.session_id, seq=row.seq, taken_at=row.taken_at,
        shooter=row.shooter, player_id=row.player_id, attempt_id=row.attempt_id,
        frame_id=row.frame_id, is_break=row.is_break, layout=before,
        stroke=Stroke(row.cue_ball, row.direction_deg, row.speed, row.side, row.height),
        place=place, call=call, result=result, verdict=row.verdict, legal=row.legal,
        points=row.points, visit=row.visit, physics_version=row.physics_version,
        metrics=metrics, notes=notes, marks=marks)
