"""What the Recorder records, as values the screens hold (frozen dataclasses), when it tries
kept writes again, and how a write that failed is named: the parts of recording that know
nothing of the Recorder.

The shot itself is the store's :class:`~coach_app.store.records.PlayedShot` (one value from
the screen to the row); these modules import without SQLAlchemy, which loads only when a
history is opened.
"""

from __future__ import annotations

import uuid
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from coach_app.store.errors import StoreErrorKind
from coach_app.store.records import NewShot, PlayedShot
from simulation.table import TableSpec

if TYPE_CHECKING:  # the store (SQLAlchemy) loads only once a history is opened
    from coach_app.store import ShotRef

__all__ = ["FrameEnd", "GameKey", "MatchSetup", "PlayedShot", "RecordedShot", "RetryPlan",
           "failure_reason", "new_id", "utc_now", "write_errors"]


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
    """A code for why a write failed: read_only, disk_full, busy, unreachable, altered
    (something foreign appeared in the history), denied (a club's server refused this
    login the right: kept, since the administrator may grant it), refused (the history
    said no for good) or other. The window shows each in the user's language; the
    driver's own words stay in ``Recorder.last_error`` for the details."""
    from coach_app.store import StoreError

    store = isinstance(exc, StoreError)
    kind = exc.kind if isinstance(exc, StoreError) else None
    if kind is StoreErrorKind.INVALID:
        return "refused"
    if kind is StoreErrorKind.ALTERED:
        return "altered"
    if kind is StoreErrorKind.DENIED:  # a club's roles (store.denied)
        return "denied"
    if isinstance(exc, OSError) and exc.errno == 28:  # ENOSPC
        return "disk_full"
    text = str(exc).lower()
    return next((code for code, words in _REASONS if any(w in text for w in words)),
                "unreachable" if store else "other")


def new_id() -> str:
    return str(uuid.uuid4())


def utc_now() -> datetime:
    return datetime.now(UTC)


def placed(shot: PlayedShot, session_id: str, **where: str | None) -> NewShot:
    """``shot`` placed in the history, with its id and time chosen here, so that a redo
    records the very same row and a write kept for later keeps the moment it was played."""
    return NewShot(session_id, shot, id=new_id(), taken_at=utc_now(), **where)


@dataclass(frozen=True)
class MatchSetup:
    """What is the same on every shot of a match: given once to ``Recorder.open_match``.

    ``sides`` are the sides (teams or players, as named on the score sheet), ``players`` the
    people and computer seats, ``computers`` the names of the computer seats."""

    discipline: str
    sides: Sequence[str]
    players: Sequence[str]
    options: Mapping[str, Any] = field(default_factory=dict)
    table: TableSpec | None = None
    computers: Collection[str] = ()

    @property
    def people(self) -> list[str]:
        return [p for p in self.players if p not in self.computers]


@dataclass(frozen=True)
class GameKey:
    """Which match and frame a game shot belongs to (a new match or frame number opens a
    new game or frame row): the match's serial in its Recorder, and the frame number."""

    match_id: int
    frame_no: int


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
    """A shot in the history, as an undo command keeps it (see the recorder's docstring)."""

    shot: NewShot
    #: Where it went in the history; None while the write is still pending.
    ref: ShotRef | None
    frame_end: FrameEnd | None = None


@dataclass(frozen=True)
class RetryPlan:
    """When kept writes are tried again: ``first_s`` after the first write was kept, then
    twice as long after each try that fails, up to ``longest_s``; a history that takes
    writes again therefore has them within ``longest_s`` (plus the window's tick)."""

    first_s: float = 1.0
    longest_s: float = 5.0

    def after(self, delay: float | None) -> float:
        """The pause after a failed try that followed a pause of ``delay`` (None: the
        first)."""
        return self.first_s if delay is None else min(delay * 2, self.longest_s)
