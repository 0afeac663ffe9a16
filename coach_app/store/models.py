"""The history's tables as a typed SQLAlchemy 2 ORM (the schema at the head migration).

Every row has a UUID made where it was recorded, so histories from several machines merge
without renumbering (:mod:`coach_app.store.exchange`). A shot keeps everything needed to
replay and re-judge it exactly: the layout before it, the stroke, where the cue ball was
placed, the call, the physics result (events, final positions) and the referee's verdict,
plus the table and physics version of its session. The derived columns at the end of
:class:`Shot` (cut angle, distance, potted, ...) are computed once when the shot is
recorded (:mod:`coach_app.store.metrics`) so the progress charts aggregate in SQL.

The migrations (``migrations/versions``) describe the same schema step by step; a test
checks that upgrading an empty database to head gives exactly these tables.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    Boolean,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from coach_app.store.coltypes import ID_LENGTH, UTCDateTime, new_id, utc_now

#: Stable constraint names: Alembic's batch mode on SQLite rebuilds tables by name.
NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

ROLES = ("student", "coach")
SESSION_KINDS = ("practice", "game", "free")
#: An attempt or session closed at a later start because its program was killed.
INTERRUPTED = "interrupted"


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map: ClassVar[dict[Any, Any]] = {datetime: UTCDateTime(),
                                                      dict[str, Any]: JSON()}


def _id() -> Mapped[str]:
    return mapped_column(String(ID_LENGTH), primary_key=True, default=new_id)


def _fk(target: str, nullable: bool = False) -> Mapped[Any]:
    return mapped_column(String(ID_LENGTH), ForeignKey(target), nullable=nullable, index=True)


class Player(Base):
    __tablename__ = "players"

    id: Mapped[str] = _id()
    name: Mapped[str] = mapped_column(String(100), unique=True)
    role: Mapped[str] = mapped_column(String(16), default="student")
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class PracticeSession(Base):
    """A sitting at the table: practice, a game or free play, for one player."""

    __tablename__ = "sessions"

    id: Mapped[str] = _id()
    player_id: Mapped[str] = _fk("players.id")
    kind: Mapped[str] = mapped_column(String(16))
    started_at: Mapped[datetime] = mapped_column(default=utc_now, index=True)
    ended_at: Mapped[datetime | None]
    table_spec: Mapped[dict[str, Any]]
    physics_version: Mapped[str] = mapped_column(String(16))
    app_version: Mapped[str] = mapped_column(String(16))
    #: The process that holds it open, "host/pid/start" (revision 0005): a session left open
    #: by a process that is gone was interrupted (coach_app.store.interrupted).
    owner: Mapped[str | None] = mapped_column(String(120))
    #: Why it ended when not closed by the program itself: "interrupted".
    end_reason: Mapped[str | None] = mapped_column(String(16))
    #: Where it was played (revision 0006): "screen" or "real", and the real table's name.
    where_kind: Mapped[str] = mapped_column(String(8), default="screen",
                                            server_default="screen")
    where_table: Mapped[str | None] = mapped_column(String(100))


class DrillSet(Base):
    """A run of attempts at one drill within a session (the drill is named, not linked: the
    drill library lives in files and may change; the history must not)."""

    __tablename__ = "drill_sets"

    id: Mapped[str] = _id()
    session_id: Mapped[str] = _fk("sessions.id")
    drill_id: Mapped[str] = mapped_column(String(100), index=True)
    title: Mapped[str] = mapped_column(String(200), default="")
    category: Mapped[str] = mapped_column(String(32), default="other")
    discipline: Mapped[str] = mapped_column(String(32), default="")
    started_at: Mapped[datetime] = mapped_column(default=utc_now)


class Attempt(Base):
    __tablename__ = "attempts"
    __table_args__ = (Index("ix_attempts_set_success", "drill_set_id", "success"),)

    id: Mapped[str] = _id()
    drill_set_id: Mapped[str] = _fk("drill_sets.id")
    number: Mapped[int] = mapped_column(Integer)
    started_at: Mapped[datetime] = mapped_column(default=utc_now)
    finished_at: Mapped[datetime | None]
    success: Mapped[bool | None] = mapped_column(Boolean)
    reason: Mapped[str | None] = mapped_column(String(32))
    points: Mapped[int | None] = mapped_column(Integer)
    #: What a real-table attempt's entry adds (revision 0006): balls potted, where the
    #: cue or object ball stopped, a comment. None for attempts played on the screen, whose
    #: shots say all of it.
    detail: Mapped[dict[str, Any] | None] = mapped_column(JSON)


class Game(Base):
    """A match of one discipline; ``player_side`` is the side the session's player took."""

    __tablename__ = "games"

    id: Mapped[str] = _id()
    session_id: Mapped[str] = _fk("sessions.id")
    discipline: Mapped[str] = mapped_column(String(32), index=True)
    sides: Mapped[list[str]] = mapped_column(JSON)
    player_side: Mapped[str | None] = mapped_column(String(100))
    options: Mapped[dict[str, Any]]
    started_at: Mapped[datetime] = mapped_column(default=utc_now)
    finished_at: Mapped[datetime | None]
    winner: Mapped[str | None] = mapped_column(String(100))


class Frame(Base):
    """One frame (партия) and its score sheet (the referee's log of scoring events)."""

    __tablename__ = "frames"

    id: Mapped[str] = _id()
    game_id: Mapped[str] = _fk("games.id")
    number: Mapped[int] = mapped_column(Integer)
    breaker: Mapped[str] = mapped_column(String(100))
    started_at: Mapped[datetime] = mapped_column(default=utc_now)
    finished_at: Mapped[datetime | None]
    winner: Mapped[str | None] = mapped_column(String(100))
    scores: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    sheet: Mapped[list[Any] | None] = mapped_column(JSON)


class Shot(Base):
    __tablename__ = "shots"
    # The chart indexes are covering (revision 0003): each chart query reads one index.
    __table_args__ = (
        Index("ix_shots_player_time", "player_id", "taken_at"),
        Index("ix_shots_player_pot", "player_id", "potted", "cut_angle_deg", "distance_m",
              "taken_at", "attempt_id"),
        Index("ix_shots_player_break", "player_id", "is_break", "taken_at", "session_id",
              "legal", "n_pocketed", "cue_x", "cue_y"),
        Index("ix_shots_player_visit", "player_id", "visit", "frame_id", "points",
              "taken_at"),
    )

    id: Mapped[str] = _id()
    session_id: Mapped[str] = _fk("sessions.id")
    attempt_id: Mapped[str | None] = _fk("attempts.id", nullable=True)
    frame_id: Mapped[str | None] = _fk("frames.id", nullable=True)
    player_id: Mapped[str | None] = mapped_column(String(ID_LENGTH), ForeignKey("players.id"))
    seq: Mapped[int] = mapped_column(Integer)
    taken_at: Mapped[datetime] = mapped_column(default=utc_now)
    shooter: Mapped[str | None] = mapped_column(String(100))
    is_break: Mapped[bool] = mapped_column(Boolean, default=False)
    layout: Mapped[dict[str, Any]]
    cue_ball: Mapped[str] = mapped_column(String(4))
    direction_deg: Mapped[float] = mapped_column(Float)
    speed: Mapped[float] = mapped_column(Float)
    side: Mapped[float] = mapped_column(Float)
    height: Mapped[float] = mapped_column(Float)
    place_x: Mapped[float | None] = mapped_column(Float)
    place_y: Mapped[float | None] = mapped_column(Float)
    call_ball: Mapped[str | None] = mapped_column(String(4))
    call_pocket: Mapped[str | None] = mapped_column(String(4))
    result: Mapped[dict[str, Any]]
    verdict: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    legal: Mapped[bool | None] = mapped_column(Boolean)
    points: Mapped[int] = mapped_column(Integer, default=0)
    visit: Mapped[int | None] = mapped_column(Integer)
    physics_version: Mapped[str] = mapped_column(String(16))
    # Derived when recorded (revision 0002), for the charts.
    first_ball: Mapped[str | None] = mapped_column(String(4))
    cut_angle_deg: Mapped[float | None] = mapped_column(Float)
    distance_m: Mapped[float | None] = mapped_column(Float)
    potted: Mapped[bool | None] = mapped_column(Boolean)
    n_pocketed: Mapped[int] = mapped_column(Integer, default=0)
    cue_x: Mapped[float | None] = mapped_column(Float)
    cue_y: Mapped[float | None] = mapped_column(Float)


class Annotation(Base):
    """A coach's (or the player's own) note on a session, or on one shot of it."""

    __tablename__ = "annotations"

    id: Mapped[str] = _id()
    author_id: Mapped[str] = _fk("players.id")
    session_id: Mapped[str] = _fk("sessions.id")
    shot_id: Mapped[str | None] = _fk("shots.id", nullable=True)
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class Mark(Base):
    """A shot marked by a coach (a key shot for the report, a mistake to discuss)."""

    __tablename__ = "marks"
    __table_args__ = (UniqueConstraint("shot_id", "author_id", name="uq_marks_shot_author"),)

    id: Mapped[str] = _id()
    shot_id: Mapped[str] = _fk("shots.id")
    author_id: Mapped[str] = _fk("players.id")
    label: Mapped[str] = mapped_column(String(32), default="key")
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class Plan(Base):
    """A coach's practice plan for a student (revision 0007): named drills, each with its
    attempts and pass mark, and a date to be done by. The student's real and screen sets
    at those drills after the plan was made are what was done against it
    (coach_app/store/plans.py); nothing links a set to a plan, so a set played before the
    coach saved the plan, or on the screen, counts as the same drill's practice."""

    __tablename__ = "plans"

    id: Mapped[str] = _id()
    player_id: Mapped[str] = _fk("players.id")
    author_id: Mapped[str | None] = _fk("players.id", nullable=True)
    name: Mapped[str] = mapped_column(String(100))
    due: Mapped[datetime | None] = mapped_column(nullable=True)
    items: Mapped[list[Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class AimError(Base):
    """The aim-bias judgement of one pot attempt (revision 0004): the shot solver's ideal
    direction compared with the recorded stroke. Derived data, kept because each costs a
    solver run of a tenth of a second and a recorded shot never changes; ``solver`` names
    the physics it was computed with, so a new physics recomputes it. ``error_deg`` None:
    the attempt could not be judged (no pocket to infer, no direct pot to compare)."""

    __tablename__ = "aim_errors"

    shot_id: Mapped[str] = mapped_column(String(ID_LENGTH), ForeignKey("shots.id"),
                                         primary_key=True)
    object_ball: Mapped[str] = mapped_column(String(4), primary_key=True)
    pocket: Mapped[str] = mapped_column(String(4), primary_key=True)  # "" inferred
    solver: Mapped[str] = mapped_column(String(16))
    error_deg: Mapped[float | None] = mapped_column(Float)
    cut_deg: Mapped[float | None] = mapped_column(Float)
    distance_m: Mapped[float | None] = mapped_column(Float)
    side: Mapped[str | None] = mapped_column(String(5))
