"""What the Recorder records, as values the screens hold (frozen dataclasses), and how a
write that failed is named: the parts of recording that know nothing of the Recorder."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from simulation.events import ShotResult
from simulation.rules.verdict import Call
from simulation.stroke import Stroke
from simulation.table import Vec

if TYPE_CHECKING:  # the store (SQLAlchemy) loads only once a history is opened
    from coach_app.store import NewShot, ShotRef


def write_errors() -> tuple[type[BaseException], ...]:
    """Errors a write may raise when the database goes away under us (a server restarted,
    a disk full): reported, never raised into the UI. A function, so that the app starts
    without importing SQLAlchemy (an ``except`` clause evaluates it only on an error)."""
    from sqlalchemy.exc import SQLAlchemyError

    from coach_app.store import StoreError

    return (StoreError, SQLAlchemyError, OSError)


#: Why a write failed, by words in the driver's message (SQLite and PostgreSQL).
_REASONS = (
    ("read_only", ("readonly", "read-only", "read only", "permission denied")),
    ("disk_full", ("disk is full", "no space left", "disk full", "could not extend")),
    ("busy", ("database is locked", "database is busy", "deadlock", "could not serialize")),
    ("unreachable", ("connection", "server closed", "could not connect", "unable to open")),
)


def failure_reason(exc: BaseException) -> str:
    """A code for why a write failed: read_only, disk_full, busy, unreachable, refused (the
    history said no for good) or other. The window shows each in the user's language; the
    driver's own words stay in ``Recorder.last_error`` for the details."""
    from coach_app.store import StoreError

    if isinstance(exc, StoreError) and exc.kind == "invalid":
        return "refused"
    if isinstance(exc, OSError) and exc.errno == 28:  # ENOSPC
        return "disk_full"
    text = str(exc).lower()
    return next((code for code, words in _REASONS if any(w in text for w in words)), "other")


def new_shot(*args: Any, **kwargs: Any) -> NewShot:
    """A shot to record with its id and time chosen here, so a redo records the very same
    row and a write kept for later keeps the moment it was played."""
    from coach_app.store import NewShot

    return NewShot(*args, id=new_id(), taken_at=utc_now(), **kwargs)


def new_id() -> str:
    return str(uuid.uuid4())


def utc_now() -> datetime:
    return datetime.now(UTC)


def iso(when: datetime) -> str:
    return when.astimezone(UTC).isoformat()


@dataclass(frozen=True)
class GameKey:
    """Which match and frame the open game session belongs to (a new match or frame
    number opens a new game or frame row)."""

    match_id: int
    frame_no: int


@dataclass(frozen=True)
class PlayedShot:
    """A shot as a screen has it after the referee (or the drill judge) ruled.

    ``layout`` is the table before the shot with the cue ball already placed (the result's
    ``initial``); ``place`` where a ball in hand was put; ``verdict`` the ruling as JSON.
    """

    layout: Mapping[str, Vec]
    stroke: Stroke
    result: ShotResult
    place: Vec | None = None
    call: Call | None = None
    verdict: Mapping[str, Any] | None = None
    legal: bool | None = None
    points: int = 0
    shooter: str | None = None
    is_break: bool = False


@dataclass(frozen=True)
class FrameEnd:
    """How a frame (and perhaps its match) ended, to close it again on redo."""

    key: GameKey
    winner: str | None
    scores: Mapping[str, int]
    sheet: Sequence[Mapping[str, Any]]
    match_winner: str | None = None


@dataclass(frozen=True)
class RecordedShot:
    """A shot in the history, as an undo command keeps it (see the module docstring)."""

    shot: NewShot
    #: Where it went in the history; None while the write is still pending.
    ref: ShotRef | None
    frame_end: FrameEnd | None = None
