"""Sessions and attempts that a killed program left open, closed as "interrupted".

A program that is killed (or loses power) cannot close its session and the attempt in
progress; left open they would stay "in progress" for ever and every count would have to
guess about them. At the next start they are closed, but only the ones whose program is
really gone: two app windows, or the machines of a club, share one history, and another
program's open session is not ours to close.

* A session names its owner, ``host/pid/start`` (revision 0005). On the same host the
  owner is gone when no process has that pid, or the process with that pid started at
  another time (the pid was reused).
* A session of another host, or one recorded before owners existed, is judged by its age:
  with nothing recorded in it for :data:`STALE` it is taken as interrupted.

A closed session ends at its last recorded activity, with ``end_reason`` "interrupted". Its
open attempts end at their last shot with ``success`` None and ``reason`` "interrupted":
neither a success nor a miss, so the Progress charts, the Review page and the report (which
all count only attempts with a result) agree. An attempt still open in a session that ended
normally (the app quit in the middle of it) is closed the same way.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from coach_app.files.owner import owner_alive
from coach_app.store import models as m

#: A session of another machine with nothing recorded for this long was interrupted.
STALE = timedelta(hours=12)


def _last_activity(s: Session, row: m.PracticeSession) -> datetime:
    last_shot = s.scalar(select(func.max(m.Shot.taken_at))
                         .where(m.Shot.session_id == row.id))
    last_set = s.scalar(select(func.max(m.DrillSet.started_at))
                        .where(m.DrillSet.session_id == row.id))
    return max(t for t in (row.started_at, last_shot, last_set) if t is not None)


def _is_interrupted(s: Session, row: m.PracticeSession, now: datetime) -> bool:
    alive = owner_alive(row.owner) if row.owner else None
    if alive is not None:
        return not alive
    return now - _last_activity(s, row) > STALE


def _close_attempts(s: Session, session_id: str | None,
                    players: list[str] | None = None) -> int:
    """Close the open attempts of one session, or (None) of every ended session (of
    ``players`` only, when given)."""
    q = (select(m.Attempt).join(m.DrillSet, m.Attempt.drill_set_id == m.DrillSet.id)
         .where(m.Attempt.finished_at.is_(None)))
    if session_id is not None:
        q = q.where(m.DrillSet.session_id == session_id)
    else:
        q = q.join(m.PracticeSession, m.DrillSet.session_id == m.PracticeSession.id) \
            .where(m.PracticeSession.ended_at.is_not(None))
        if players is not None:
            q = q.where(m.PracticeSession.player_id.in_(players))
    n = 0
    for att in s.scalars(q).all():
        last = s.scalar(select(func.max(m.Shot.taken_at)).where(m.Shot.attempt_id == att.id))
        att.finished_at = last or att.started_at
        att.success, att.reason = None, m.INTERRUPTED
        n += 1
    return n


def close_interrupted(s: Session, now: datetime, players: list[str] | None = None) -> int:
    """Close what a killed program left open (see the module); returns the number of
    sessions and attempts closed. ``players``: only theirs (on a club's server a login
    changes only its own player's rows, coach_app.store.club; a coach reads the students'
    sessions but must leave them to the students' own programs)."""
    closed = 0
    q = select(m.PracticeSession).where(m.PracticeSession.ended_at.is_(None))
    if players is not None:
        q = q.where(m.PracticeSession.player_id.in_(players))
    for row in s.scalars(q).all():
        if not _is_interrupted(s, row, now):
            continue
        row.ended_at = _last_activity(s, row)
        row.end_reason = m.INTERRUPTED
        closed += 1 + _close_attempts(s, row.id)
    return closed + _close_attempts(s, None, players)
