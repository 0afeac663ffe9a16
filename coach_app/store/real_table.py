"""Practice at a real table in the history: where a session was played, an attempt entered
whole, and a set logged in one go (``pyramid-coach practice log``).

A real-table set has no shots: a person says how each attempt went (drills/real_entry.py
scores it by the drill's own rules) and the history keeps the attempts with their entries.
The session says where it was played (``where``: "screen" or "real", and the real table's
name) so that every reader can show real, screen or both, always labelled.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from coach_app.store.coltypes import new_id
from coach_app.store.errors import StoreError
from coach_app.store.opening import Store
from coach_app.store.records import Where
from coach_app.store.where import check_where


@dataclass(frozen=True)
class AttemptEntry:
    """An attempt entered whole: its result at once, and what the entry said beyond it."""

    drill_set_id: str
    number: int
    success: bool
    reason: str
    points: int
    started_at: datetime
    finished_at: datetime
    detail: Mapping[str, Any] = field(default_factory=dict)
    attempt_id: str = field(default_factory=new_id)

    def row(self) -> dict[str, Any]:
        """The attempts row's columns."""
        return {"id": self.attempt_id, "drill_set_id": self.drill_set_id,
                "number": self.number, "started_at": self.started_at,
                "finished_at": self.finished_at, "success": self.success,
                "reason": self.reason, "points": self.points,
                "detail": dict(self.detail) or None}


@dataclass(frozen=True)
class RealSet:
    """A set of attempts at one drill played at a real table, logged in one go."""

    player: str
    drill_id: str
    title: str
    category: str
    discipline: str
    played_at: datetime
    where: Where
    attempts: Sequence[tuple[bool, str, int, Mapping[str, Any]]]


@dataclass(frozen=True)
class LoggedSet:
    player_id: str
    session_id: str
    drill_set_id: str
    attempt_ids: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"player_id": self.player_id, "session_id": self.session_id,
                "drill_set_id": self.drill_set_id, "attempt_ids": list(self.attempt_ids)}


def log_real_set(store: Store, real: RealSet) -> LoggedSet:
    """Record ``real`` in one transaction: the player (made a student if new), a finished
    practice session at the real table, the drill set and its attempts. All or nothing."""
    from sqlalchemy import select

    from coach_app.store import models as m
    from coach_app.version import program_version
    from simulation.physics.params import PHYSICS_VERSION
    from simulation.table import TableSpec

    check_where(real.where)
    name = real.player.strip()
    if not name or len(name) > 100:
        raise StoreError("invalid", "a player's name must be 1 to 100 characters", "player")
    sid, ds_id = new_id(), new_id()
    attempt_ids = tuple(new_id() for _ in real.attempts)
    when = real.played_at

    def work(s: Any) -> LoggedSet:
        player = s.scalar(select(m.Player).where(m.Player.name == name))
        if player is None:
            player = m.Player(id=new_id(), name=name, role="student", created_at=when)
            s.add(player)
            s.flush()
        s.add(m.PracticeSession(id=sid, player_id=player.id, kind="practice", started_at=when,
                                ended_at=when, table_spec=TableSpec().to_dict(),
                                physics_version=PHYSICS_VERSION, app_version=program_version()[:16],
                                where_kind=real.where.kind, where_table=real.where.table))
        s.flush()
        s.add(m.DrillSet(id=ds_id, session_id=sid, drill_id=real.drill_id, title=real.title,
                         category=real.category, discipline=real.discipline, started_at=when))
        s.flush()
        for number, (aid, (success, reason, points, detail)) in enumerate(
                zip(attempt_ids, real.attempts, strict=True), start=1):
            s.add(m.Attempt(**AttemptEntry(ds_id, number, success, reason, points, when, when,
                                           detail, aid).row()))
        s.flush()
        return LoggedSet(player.id, sid, ds_id, attempt_ids)

    return store.write(work)
