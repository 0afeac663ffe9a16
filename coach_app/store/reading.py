"""Reading the history back: sessions of a player, the shots of a session, notes, marks.

What the coach's review needs: pick a student and a session, walk its shots in order with
their notes and marks, compare attempts at the same drill, gather the key shots of a period
for a report.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from coach_app.store import convert
from coach_app.store import models as m
from coach_app.store.errors import StoreError
from coach_app.store.opening import Store
from coach_app.store.query_scope import AnySelect, in_period, played_where
from coach_app.store.records import (
    AnnotationInfo,
    AttemptInfo,
    DrillSetInfo,
    FrameSheet,
    GameInfo,
    MarkInfo,
    Period,
    PlayerInfo,
    SessionInfo,
    StoredShot,
)


class Reader:
    def __init__(self, store: Store) -> None:
        self.store = store

    # ------------------------------------------------------------------ players
    def players(self) -> tuple[PlayerInfo, ...]:
        with self.store.sessions() as s:
            rows = s.scalars(select(m.Player).order_by(m.Player.name))
            return tuple(convert.player(r) for r in rows)

    def player(self, name: str) -> PlayerInfo:
        """The player called ``name``; StoreError (field "player") when there is none."""
        with self.store.sessions() as s:
            row = s.scalar(select(m.Player).where(m.Player.name == name.strip()))
            if row is None:
                raise StoreError("invalid", f"no player called {name!r} in this history",
                                 "player")
            return convert.player(row)

    # ----------------------------------------------------------------- sessions
    def sessions(self, player_id: str, period: Period | None = None,
                 kinds: Sequence[str] = (), where: str = "all") -> tuple[SessionInfo, ...]:
        """The player's sessions started within ``period``, oldest first, with counts;
        ``where``: "all", "screen" or "real" (where they were played)."""
        q = select(m.PracticeSession, m.Player.name).join(m.Player).where(
            m.PracticeSession.player_id == player_id)
        q = in_period(q, m.PracticeSession.started_at, period)
        q = played_where(q, m.PracticeSession.where_kind, where)
        if kinds:
            q = q.where(m.PracticeSession.kind.in_(kinds))
        with self.store.sessions() as s:
            rows = s.execute(q.order_by(m.PracticeSession.started_at)).all()
            return self._with_counts(s, rows)

    def session(self, session_id: str) -> SessionInfo:
        with self.store.sessions() as s:
            rows = s.execute(select(m.PracticeSession, m.Player.name).join(m.Player)
                             .where(m.PracticeSession.id == session_id)).all()
            if not rows:
                raise StoreError("invalid", f"no session with id {session_id!r}", "session")
            return self._with_counts(s, rows)[0]

    @staticmethod
    def _with_counts(s: Session, rows: Sequence[Any]) -> tuple[SessionInfo, ...]:
        ids = [r[0].id for r in rows]
        if not ids:
            return ()

        def count(q: AnySelect) -> dict[str, int]:
            return {k: int(v or 0) for k, v in s.execute(q).all()}

        sid = m.Shot.session_id
        shots = count(select(sid, func.count()).where(sid.in_(ids)).group_by(sid))
        ds = m.DrillSet.session_id
        # Attempts with a result, as the charts and the report count them: one set up and
        # never finished, or interrupted, is neither a success nor a miss.
        att = s.execute(select(ds, func.count(m.Attempt.success),
                               func.count(m.Attempt.id).filter(m.Attempt.success.is_(True)))
                        .join(m.Attempt).where(ds.in_(ids)).group_by(ds)).all()
        attempts = {k: (int(a), int(b)) for k, a, b in att}
        gs = m.Game.session_id
        games = count(select(gs, func.count()).where(gs.in_(ids)).group_by(gs))
        ns = m.Annotation.session_id
        notes = count(select(ns, func.count()).where(ns.in_(ids)).group_by(ns))
        return tuple(convert.session(
            row, name, shots=shots.get(row.id, 0), attempts=attempts.get(row.id, (0, 0))[0],
            successes=attempts.get(row.id, (0, 0))[1], games=games.get(row.id, 0),
            notes=notes.get(row.id, 0)) for row, name in rows)

    def drill_sets(self, session_id: str) -> tuple[DrillSetInfo, ...]:
        with self.store.sessions() as s:
            rows = s.scalars(select(m.DrillSet).where(m.DrillSet.session_id == session_id)
                             .order_by(m.DrillSet.started_at))
            return tuple(convert.drill_set(r) for r in rows)

    def attempts(self, player_id: str, drill_id: str,
                 period: Period | None = None, where: str = "all") -> tuple[AttemptInfo, ...]:
        """Every attempt of a player at one drill, oldest first (to compare two of them),
        played ``where`` ("all", "screen" or "real")."""
        q = (select(m.Attempt, m.DrillSet.drill_id).join(m.DrillSet).join(m.PracticeSession)
             .where(m.PracticeSession.player_id == player_id, m.DrillSet.drill_id == drill_id))
        q = in_period(q, m.Attempt.started_at, period)
        q = played_where(q, m.PracticeSession.where_kind, where)
        with self.store.sessions() as s:
            rows = s.execute(q.order_by(m.Attempt.started_at, m.Attempt.number)).all()
            return tuple(convert.attempt(a, d) for a, d in rows)

    def session_attempts(self, session_id: str) -> tuple[AttemptInfo, ...]:
        """Every attempt of a session in the order played (a real-table session's are all
        it has: no shots, each attempt entered with its ``detail``)."""
        q = (select(m.Attempt, m.DrillSet.drill_id).join(m.DrillSet)
             .where(m.DrillSet.session_id == session_id)
             .order_by(m.DrillSet.started_at, m.Attempt.started_at, m.Attempt.number))
        with self.store.sessions() as s:
            return tuple(convert.attempt(a, d) for a, d in s.execute(q).all())

    def games(self, session_id: str) -> tuple[GameInfo, ...]:
        with self.store.sessions() as s:
            rows = s.scalars(select(m.Game).where(m.Game.session_id == session_id)
                             .order_by(m.Game.started_at))
            return tuple(convert.game(r) for r in rows)

    def frame_sheets(self, session_id: str) -> tuple[FrameSheet, ...]:
        """Every frame of the session's games in order, with what its protocol is read
        from (simulation/rules/protocol.py): the game's discipline, sides and options, the
        frame's scores and score sheet."""
        q = (select(m.Frame, m.Game).join(m.Game, m.Frame.game_id == m.Game.id)
             .where(m.Game.session_id == session_id)
             .order_by(m.Game.started_at, m.Frame.number))
        with self.store.sessions() as s:
            return tuple(FrameSheet(convert.frame(f), g.discipline, tuple(g.sides),
                                    {str(k): int(v) for k, v in (f.scores or {}).items()},
                                    tuple(dict(e) for e in (f.sheet or ())),
                                    dict(g.options or {}))
                         for f, g in s.execute(q).all())

    # -------------------------------------------------------------------- shots
    def shots(self, session_id: str) -> tuple[StoredShot, ...]:
        """The shots of a session in the order they were played, with notes and marks."""
        return self._shots(select(m.Shot).where(m.Shot.session_id == session_id))

    def attempt_shots(self, attempt_id: str) -> tuple[StoredShot, ...]:
        return self._shots(select(m.Shot).where(m.Shot.attempt_id == attempt_id))

    def shot(self, shot_id: str) -> StoredShot:
        found = self._shots(select(m.Shot).where(m.Shot.id == shot_id))
        if not found:
            raise StoreError("invalid", f"no shot with id {shot_id!r}", "shot")
        return found[0]

    def marked_shots(self, player_id: str, period: Period | None = None,
                     author_id: str | None = None) -> tuple[StoredShot, ...]:
        """The player's shots marked (by anyone, or by ``author_id``) within ``period``."""
        marked = select(m.Mark.shot_id)
        if author_id is not None:
            marked = marked.where(m.Mark.author_id == author_id)
        q = (select(m.Shot).join(m.PracticeSession)
             .where(m.PracticeSession.player_id == player_id, m.Shot.id.in_(marked)))
        return self._shots(in_period(q, m.Shot.taken_at, period))

    def _shots(self, q: AnySelect) -> tuple[StoredShot, ...]:
        with self.store.sessions() as s:
            rows = list(s.scalars(q.order_by(m.Shot.taken_at, m.Shot.seq)))
            ids = [r.id for r in rows]
            notes = _by_shot(self._annotations(s, m.Annotation.shot_id.in_(ids)))
            marks: dict[str, list[MarkInfo]] = defaultdict(list)
            for mk, name in s.execute(select(m.Mark, m.Player.name).join(m.Player)
                                      .where(m.Mark.shot_id.in_(ids))
                                      .order_by(m.Mark.created_at)):
                marks[mk.shot_id].append(convert.mark(mk, name))
            return tuple(convert.shot(r, tuple(notes.get(r.id, ())), tuple(marks.get(r.id, ())))
                         for r in rows)

    # -------------------------------------------------------------------- notes
    def notes(self, session_id: str) -> tuple[AnnotationInfo, ...]:
        """Every note of a session, on the session and on its shots, oldest first."""
        with self.store.sessions() as s:
            return self._annotations(s, m.Annotation.session_id == session_id)

    def player_notes(self, player_id: str, period: Period | None = None
                     ) -> tuple[AnnotationInfo, ...]:
        """Notes on the player's sessions (and their shots) within ``period``."""
        q = select(m.PracticeSession.id).where(m.PracticeSession.player_id == player_id)
        q = in_period(q, m.PracticeSession.started_at, period)
        with self.store.sessions() as s:
            return self._annotations(s, m.Annotation.session_id.in_(q))

    @staticmethod
    def _annotations(s: Session, where: Any) -> tuple[AnnotationInfo, ...]:
        rows = s.execute(select(m.Annotation, m.Player.name).join(m.Player)
                         .where(where).order_by(m.Annotation.created_at))
        return tuple(convert.annotation(a, name) for a, name in rows)


def _by_shot(notes: Iterable[AnnotationInfo]) -> dict[str, list[AnnotationInfo]]:
    out: dict[str, list[AnnotationInfo]] = defaultdict(list)
    for n in notes:
        if n.shot_id is not None:
            out[n.shot_id].append(n)
    return out

