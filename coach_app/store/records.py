"""The values the repository takes and gives back: frozen dataclasses, never ORM rows.

The GUI and the charts hold these across threads and screens; an ORM object would drag a
database session (and lazy loading) along with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from coach_app.store.metrics import ShotMetrics
from simulation.events import ShotResult
from simulation.rules.verdict import Call
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec


@dataclass(frozen=True)
class Period:
    """A range of local calendar days, both ends included; None leaves that end open."""

    start: date | None = None
    end: date | None = None

    def bounds(self) -> tuple[datetime | None, datetime | None]:
        """The UTC instants [start of the first day, start of the day after the last)."""
        lo = None if self.start is None else _local_midnight(self.start)
        hi = None if self.end is None else _local_midnight(self.end + timedelta(days=1))
        return lo, hi

    def label(self) -> str:
        a = self.start.isoformat() if self.start else "…"
        b = self.end.isoformat() if self.end else "…"
        return f"{a} – {b}"


def _local_midnight(day: date) -> datetime:
    return datetime.combine(day, time()).astimezone().astimezone(UTC)


@dataclass(frozen=True)
class PlayedShot:
    """A shot as it was played and ruled: what a game, drill or free-table screen hands the
    recording path (coach_app/recording/recorder.py), and what the history stores of it.

    ``layout`` is the table before the shot (the cue ball already placed: the result's
    ``initial``); ``place`` where the player put the cue ball in hand, if they did;
    ``verdict`` the referee's JSON (``Verdict.to_json()`` in a game, the drill's ruling in
    practice). ``points`` are the points the shooter's side scored on this shot.
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
class NewShot:
    """A played shot and where it goes in the history: its session, the player it counts
    for (None: a computer's, or nobody's), its attempt or frame. ``id`` and ``taken_at``
    may be given to make recording idempotent (the Recorder chooses both when the shot is
    played, so a retry or a redo records the very same row)."""

    session_id: str
    played: PlayedShot
    player_id: str | None = None
    attempt_id: str | None = None
    frame_id: str | None = None
    taken_at: datetime | None = None
    id: str | None = None


@dataclass(frozen=True)
class PlayerInfo:
    id: str
    name: str
    role: str
    created_at: datetime


@dataclass(frozen=True)
class Where:
    """Where a session was played: on the screen, or at a real table (by the table's name,
    which a club gives its tables: "Стол 3"). Real play has no simulated strokes, so the
    analyses that need one say so instead of counting it."""

    kind: str = "screen"
    table: str | None = None

    @property
    def real(self) -> bool:
        return self.kind == "real"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "table": self.table}


SCREEN = Where()


@dataclass(frozen=True)
class SessionInfo:
    """A session with the counts a session list shows."""

    id: str
    player_id: str
    player_name: str
    kind: str
    started_at: datetime
    ended_at: datetime | None
    table: TableSpec
    physics_version: str
    shots: int = 0
    attempts: int = 0
    successes: int = 0
    games: int = 0
    notes: int = 0
    where: Where = SCREEN


@dataclass(frozen=True)
class DrillSetInfo:
    id: str
    session_id: str
    drill_id: str
    title: str
    category: str
    discipline: str
    started_at: datetime


@dataclass(frozen=True)
class AttemptInfo:
    id: str
    drill_set_id: str
    drill_id: str
    number: int
    started_at: datetime
    finished_at: datetime | None
    success: bool | None
    reason: str | None
    points: int | None
    detail: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class GameInfo:
    id: str
    session_id: str
    discipline: str
    sides: tuple[str, ...]
    player_side: str | None
    started_at: datetime
    finished_at: datetime | None
    winner: str | None


@dataclass(frozen=True)
class FrameInfo:
    id: str
    game_id: str
    number: int
    breaker: str
    started_at: datetime
    finished_at: datetime | None
    winner: str | None


@dataclass(frozen=True)
class FrameSheet:
    """A frame with what its protocol is read from: its game's discipline, sides and
    options (``where``: "real" for a match scored at a real table), the frame's scores,
    winner and score sheet (empty while the frame is unfinished)."""

    frame: FrameInfo
    discipline: str
    sides: tuple[str, ...]
    scores: Mapping[str, int]
    sheet: tuple[Mapping[str, Any], ...]
    options: Mapping[str, Any]


@dataclass(frozen=True)
class ShotRef:
    """What recording a shot returns: enough to annotate or mark it at once."""

    id: str
    session_id: str
    seq: int
    visit: int | None


@dataclass(frozen=True)
class AnnotationInfo:
    id: str
    author_id: str
    author_name: str
    session_id: str
    shot_id: str | None
    text: str
    created_at: datetime


@dataclass(frozen=True)
class MarkInfo:
    id: str
    shot_id: str
    author_id: str
    author_name: str
    label: str
    created_at: datetime


@dataclass(frozen=True)
class StoredShot:
    """A recorded shot, ready to replay and judge: ``result.initial`` is the layout before
    it and ``result.cue_ball`` the struck ball, as the referee and the playback expect.
    Re-simulating ``layout`` with ``stroke`` on the session's table reproduces ``result``
    exactly when ``physics_version`` is the running one (and gives the trace to play)."""

    id: str
    session_id: str
    seq: int
    taken_at: datetime
    shooter: str | None
    player_id: str | None
    attempt_id: str | None
    frame_id: str | None
    is_break: bool
    layout: Mapping[str, Vec]
    stroke: Stroke
    place: Vec | None
    call: Call | None
    result: ShotResult
    verdict: Mapping[str, Any] | None
    legal: bool | None
    points: int
    visit: int | None
    physics_version: str
    metrics: ShotMetrics
    notes: tuple[AnnotationInfo, ...] = ()
    marks: tuple[MarkInfo, ...] = ()
