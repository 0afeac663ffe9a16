"""Recording a set played at a real table as it is entered, attempt by attempt.

A real-table set writes its own rows through the recorder's ordered writes (so an entry
made while the history is away is kept and saved later, as a shot is): a practice session
that says where it was played, a drill set per drill, and each attempt entered whole
(``RecordAttempt``), taken back by ``DeleteAttempt``. The session is the set's own, never
the screen's practice session: a screen set and a real one are never one session.
No Qt here.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from coach_app.recording.recorder import Recorder
from coach_app.recording.values import new_id, utc_now
from coach_app.store import writes as w
from coach_app.store.records import Where


class RealSetRecording:
    """One sitting of one player at the real table named ``table`` (None: not named):
    ``drill_set`` opens a set, ``attempt`` records an entry and returns its id (to take
    back with ``take_back``), ``close`` ends it."""

    def __init__(self, recorder: Recorder | None, table: str | None = None,
                 played_at: datetime | None = None) -> None:
        self.recorder, self.where = recorder, Where("real", table)
        self.played_at = played_at  # a score sheet typed in later: when it was played
        self._session: str | None = None

    def _now(self) -> datetime:
        return self.played_at if self.played_at is not None else utc_now()

    @property
    def enabled(self) -> bool:
        return self.recorder is not None and self.recorder.enabled \
            and self.recorder.player() is not None

    def _session_id(self) -> str | None:
        if self._session is None and self.enabled:
            from coach_app.files.owner import this_process
            from simulation.table import TableSpec

            assert self.recorder is not None
            player = self.recorder.player()
            assert player is not None
            sid = new_id()
            self.recorder.submit(w.StartSession(player.id, "practice", TableSpec(), self._now(),
                                                sid, this_process(), self.where))
            self._session = sid
        return self._session

    def drill_set(self, drill_id: str, title: str, category: str,
                  discipline: str) -> str | None:
        sid = self._session_id()
        if sid is None:
            return None
        ds = new_id()
        assert self.recorder is not None
        self.recorder.submit(w.StartDrillSet(sid, drill_id, title, category, discipline,
                                             self._now(), ds))
        return ds

    def attempt(self, drill_set: str | None, number: int, success: bool, reason: str,
                points: int, detail: Mapping[str, Any]) -> str | None:
        if drill_set is None or self.recorder is None:
            return None
        aid, now = new_id(), self._now()
        self.recorder.submit(w.RecordAttempt(drill_set, number, success, reason, points, now,
                                             now, dict(detail) or None, aid))
        return aid

    def take_back(self, attempt_id: str | None) -> None:
        if attempt_id is not None and self.recorder is not None:
            self.recorder.submit(w.DeleteAttempt(attempt_id))

    def close(self) -> None:
        if self._session is not None and self.recorder is not None:
            self.recorder.submit(w.EndSession(self._session, self._now()))
        self._session = None
