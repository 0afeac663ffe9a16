"""The history's API for the screens: record as play happens, read back for review.

Every write is its own transaction, committed before the call returns: when the game screen
has called :meth:`History.record_shot`, the shot survives a crash of the program the next
instant. Reads return frozen values (:mod:`coach_app.store.records`), so a screen can keep
them while the next shot is recorded.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any, cast

from sqlalchemy import CursorResult, delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from coach_app.store import convert
from coach_app.store import models as m
from coach_app.store.coltypes import new_id, utc_now
from coach_app.store.denied import not_yours
from coach_app.store.errors import StoreError
from coach_app.store.interrupted import close_interrupted
from coach_app.store.opening import Store
from coach_app.store.reading import Reader
from coach_app.store.real_table import AttemptEntry
from coach_app.store.records import (
    SCREEN,
    AnnotationInfo,
    AttemptInfo,
    DrillSetInfo,
    FrameInfo,
    GameInfo,
    MarkInfo,
    NewShot,
    PlayerInfo,
    SessionInfo,
    ShotRef,
    Where,
)
from coach_app.store.shotrow import shot_columns
from coach_app.store.where import check_where
from simulation.physics.params import PHYSICS_VERSION
from simulation.table import TableSpec


def app_version() -> str:
    """The running program's version, stamped on each session: the one source the About box
    and ``--version`` read too (coach_app/version.py), so a bundle without package metadata
    stamps its real number rather than "0"."""
    from coach_app.version import program_version

    return program_version()[:16]


def _get(s: Session, model: type[Any], row_id: str, what: str) -> Any:
    row = s.get(model, row_id)
    if row is None:
        raise StoreError("invalid", f"no {what} with id {row_id!r}", field=what)
    return row


class History(Reader):
    """Writes (this class) and reads (:class:`Reader`) on one open :class:`Store`.

    Every write goes through :meth:`Store.write`: it takes the write lock up front and is
    tried again while the database is busy. So every write is idempotent: the row's id is
    chosen before the first try (the caller may choose it, as the Recorder does so that a
    write kept for later still has the id later rows refer to), and each unit of work
    looks for its own row first.
    """

    def __init__(self, store: Store) -> None:
        super().__init__(store)

    # ------------------------------------------------------------------ players
    def ensure_player(self, name: str, role: str = "student",
                      player_id: str | None = None) -> PlayerInfo:
        """The player called ``name``, created with ``role`` (and ``player_id`` when given)
        if new; an existing player keeps their id and role (use :meth:`set_role`)."""
        name = name.strip()
        if not name or len(name) > 100:
            raise StoreError("invalid", "a player's name must be 1 to 100 characters", "name")
        _check_role(role)
        pid = player_id or new_id()

        def work(s: Session) -> PlayerInfo:
            row = s.scalar(select(m.Player).where(m.Player.name == name))
            if row is None:
                row = m.Player(id=pid, name=name, role=role, created_at=utc_now())
                s.add(row)
                s.flush()
            return convert.player(row)

        try:
            return self.store.write(work)
        except IntegrityError:
            # Another process made the same player a moment ago: theirs is the one.
            return self.store.write(work)

    def own_player(self) -> PlayerInfo | None:
        """On a club's server, the player this login is: the only one whose rows it may
        change (coach_app.store.club), so the app records for them. None elsewhere (a
        SQLite file, the owner or the administrator, a login that is no player)."""
        from coach_app.store.club import writable_players

        with self.store.sessions() as s:
            ids = writable_players(s.connection())
            row = s.get(m.Player, ids[0]) if ids else None
            return convert.player(row) if row is not None else None

    def set_role(self, player_id: str, role: str) -> PlayerInfo:
        _check_role(role)

        def work(s: Session) -> PlayerInfo:
            row = _get(s, m.Player, player_id, "player")
            row.role = role
            return convert.player(row)

        return self.store.write(work)

    # ----------------------------------------------------------------- sessions
    def start_session(self, player_id: str, kind: str = "practice",
                      table: TableSpec | None = None,
                      started_at: datetime | None = None, *,
                      session_id: str | None = None, owner: str | None = None,
                      where: Where = SCREEN) -> SessionInfo:
        """Open a session; ``owner`` names the process holding it open (the Recorder's
        :func:`coach_app.files.owner.this_process`), so a crash can be told apart
        from a session still in use elsewhere; ``where`` says it is at a real table."""
        if kind not in m.SESSION_KINDS:
            raise StoreError("invalid", f"session kind must be one of {m.SESSION_KINDS}", "kind")
        check_where(where)
        sid = session_id or new_id()
        when = started_at or utc_now()
        spec = (table or TableSpec()).to_dict()

        def work(s: Session) -> SessionInfo:
            who = _get(s, m.Player, player_id, "player")
            row = s.get(m.PracticeSession, sid)
            if row is None:
                row = m.PracticeSession(id=sid, player_id=player_id, kind=kind,
                                        started_at=when, table_spec=spec,
                                        physics_version=PHYSICS_VERSION,
                                        app_version=app_version(), owner=owner,
                                        where_kind=where.kind, where_table=where.table)
                s.add(row)
                s.flush()
            return convert.session(row, who.name)

        return self.store.write(work)

    def end_session(self, session_id: str, ended_at: datetime | None = None) -> None:
        when = ended_at or utc_now()

        def work(s: Session) -> None:
            row = _get(s, m.PracticeSession, session_id, "session")
            if row.ended_at is None:
                row.ended_at = when

        self.store.write(work)

    # ------------------------------------------------------------------- drills
    def start_drill_set(self, session_id: str, drill_id: str, *, title: str = "",
                        category: str = "other", discipline: str = "",
                        started_at: datetime | None = None,
                        set_id: str | None = None) -> DrillSetInfo:
        rid, when = set_id or new_id(), started_at or utc_now()

        def work(s: Session) -> DrillSetInfo:
            _get(s, m.PracticeSession, session_id, "session")
            row = s.get(m.DrillSet, rid)
            if row is None:
                row = m.DrillSet(id=rid, session_id=session_id, drill_id=drill_id,
                                 title=title, category=category, discipline=discipline,
                                 started_at=when)
                s.add(row)
                s.flush()
            return convert.drill_set(row)

        return self.store.write(work)

    def start_attempt(self, drill_set_id: str, number: int,
                      started_at: datetime | None = None,
                      attempt_id: str | None = None) -> AttemptInfo:
        rid, when = attempt_id or new_id(), started_at or utc_now()

        def work(s: Session) -> AttemptInfo:
            ds = _get(s, m.DrillSet, drill_set_id, "drill_set")
            row = s.get(m.Attempt, rid)
            if row is None:
                row = m.Attempt(id=rid, drill_set_id=drill_set_id, number=number,
                                started_at=when)
                s.add(row)
                s.flush()
            return convert.attempt(row, ds.drill_id)

        return self.store.write(work)

    def finish_attempt(self, attempt_id: str, *, success: bool, reason: str,
                       points: int = 0, finished_at: datetime | None = None) -> AttemptInfo:
        when = finished_at or utc_now()

        def work(s: Session) -> AttemptInfo:
            row = _get(s, m.Attempt, attempt_id, "attempt")
            row.success, row.reason, row.points = success, reason, points
            row.finished_at = when
            ds = s.get(m.DrillSet, row.drill_set_id)
            return convert.attempt(row, ds.drill_id if ds else "")

        return self.store.write(work)

    def record_attempt(self, entry: AttemptEntry) -> AttemptInfo:
        """An attempt entered whole, as at a real table: no shots, its result at once."""

        def work(s: Session) -> AttemptInfo:
            ds = _get(s, m.DrillSet, entry.drill_set_id, "drill_set")
            row = s.get(m.Attempt, entry.attempt_id)
            if row is None:
                row = m.Attempt(**entry.row())
                s.add(row)
                s.flush()
            return convert.attempt(row, ds.drill_id)

        return self.store.write(work)

    def delete_attempt(self, attempt_id: str) -> None:
        """An entry taken back (undo at the table). Only an attempt without shots goes:
        one played on the screen is its shots' too."""

        def work(s: Session) -> None:
            row = s.get(m.Attempt, attempt_id)
            if row is None:
                return
            if s.scalar(select(func.count()).where(m.Shot.attempt_id == attempt_id)):
                raise StoreError("invalid", "an attempt with shots cannot be deleted",
                                 "attempt")
            s.delete(row)

        self.store.write(work)

    def abandon_attempt(self, attempt_id: str) -> None:
        """An attempt left without a result (a retry set up and never shot, a drill or a
        player changed, the program closed mid-attempt). One with no shot was no attempt at
        all and goes, so "n of m" counts only attempts that were played; one with shots is
        closed as interrupted (no result), as a crash would leave it at the next start."""
        when = utc_now()

        def work(s: Session) -> None:
            row = s.get(m.Attempt, attempt_id)
            if row is None or row.finished_at is not None:
                return
            last = s.scalar(select(func.max(m.Shot.taken_at))
                            .where(m.Shot.attempt_id == attempt_id))
            if last is None:
                s.delete(row)
                return
            row.finished_at = when
            row.success, row.reason = None, m.INTERRUPTED

        self.store.write(work)

    # -------------------------------------------------------------------- games
    def start_game(self, session_id: str, discipline: str, sides: Sequence[str], *,
                   player_side: str | None = None, options: Mapping[str, Any] | None = None,
                   started_at: datetime | None = None,
                   game_id: str | None = None) -> GameInfo:
        rid, when = game_id or new_id(), started_at or utc_now()

        def work(s: Session) -> GameInfo:
            _get(s, m.PracticeSession, session_id, "session")
            row = s.get(m.Game, rid)
            if row is None:
                row = m.Game(id=rid, session_id=session_id, discipline=discipline,
                             sides=list(sides), player_side=player_side,
                             options=dict(options or {}), started_at=when)
                s.add(row)
                s.flush()
            return convert.game(row)

        return self.store.write(work)

    def finish_game(self, game_id: str, winner: str | None,
                    finished_at: datetime | None = None) -> GameInfo:
        when = finished_at or utc_now()

        def work(s: Session) -> GameInfo:
            row = _get(s, m.Game, game_id, "game")
            row.winner, row.finished_at = winner, when
            return convert.game(row)

        return self.store.write(work)

    def start_frame(self, game_id: str, number: int, breaker: str,
                    started_at: datetime | None = None,
                    frame_id: str | None = None) -> FrameInfo:
        rid, when = frame_id or new_id(), started_at or utc_now()

        def work(s: Session) -> FrameInfo:
            _get(s, m.Game, game_id, "game")
            row = s.get(m.Frame, rid)
            if row is None:
                row = m.Frame(id=rid, game_id=game_id, number=number, breaker=breaker,
                              started_at=when)
                s.add(row)
                s.flush()
            return convert.frame(row)

        return self.store.write(work)

    def finish_frame(self, frame_id: str, *, winner: str | None,
                     scores: Mapping[str, int] | None = None,
                     sheet: Sequence[Mapping[str, Any]] | None = None,
                     finished_at: datetime | None = None) -> FrameInfo:
        """Close a frame with its final scores and score sheet (``GameState.sheet``)."""
        when = finished_at or utc_now()

        def work(s: Session) -> FrameInfo:
            row = _get(s, m.Frame, frame_id, "frame")
            row.winner, row.finished_at = winner, when
            row.scores = dict(scores) if scores is not None else None
            row.sheet = [dict(e) for e in sheet] if sheet is not None else None
            return convert.frame(row)

        return self.store.write(work)

    # -------------------------------------------------------------------- shots
    def record_shot(self, shot: NewShot) -> ShotRef:
        """Store one shot and commit it before returning (see the module's docstring).
        A shot without an id gets one here, before the first try."""
        if shot.id is None:
            shot = replace(shot, id=new_id())
        if shot.taken_at is None:
            shot = replace(shot, taken_at=utc_now())

        def work(s: Session) -> ShotRef:
            existing = s.get(m.Shot, shot.id)
            if existing is not None:
                return ShotRef(existing.id, existing.session_id, existing.seq, existing.visit)
            _get(s, m.PracticeSession, shot.session_id, "session")
            seq = (s.scalar(select(func.max(m.Shot.seq))
                            .where(m.Shot.session_id == shot.session_id)) or 0) + 1
            visit = self._visit(s, shot) if shot.frame_id else None
            row = m.Shot(**shot_columns(shot, seq=seq, visit=visit))
            s.add(row)
            return ShotRef(row.id, row.session_id, seq, visit)

        return self.store.write(work)

    def retract_shot(self, shot_id: str) -> None:
        """Take back a shot the player undid: the row goes, with any notes and marks on it,
        and a frame (and match) that the shot had finished is open again, since the game
        goes on from the position before it. Redo records the same ``NewShot`` again (its
        id makes that idempotent). A shot that is not there is nothing to take back."""

        def work(s: Session) -> None:
            row = s.get(m.Shot, shot_id)
            if row is None:
                return
            s.execute(delete(m.Annotation).where(m.Annotation.shot_id == shot_id))
            s.execute(delete(m.Mark).where(m.Mark.shot_id == shot_id))
            s.execute(delete(m.AimError).where(m.AimError.shot_id == shot_id))
            frame = s.get(m.Frame, row.frame_id) if row.frame_id else None
            if frame is not None and frame.finished_at is not None:
                frame.winner = frame.finished_at = frame.scores = frame.sheet = None
                game = s.get(m.Game, frame.game_id)
                if game is not None:
                    game.winner = game.finished_at = None
            s.expunge(row)
            self._deleted(s, m.Shot, m.Shot.id == shot_id, "shots")  # or nothing goes

        self.store.write(work)

    @staticmethod
    def _visit(s: Session, shot: NewShot) -> int:
        """A visit (игровой подход) goes on while the same player shoots and the referee
        said the turn continues; anything else starts the next visit of the frame."""
        prev = s.execute(select(m.Shot.shooter, m.Shot.visit, m.Shot.verdict)
                         .where(m.Shot.frame_id == shot.frame_id)
                         .order_by(m.Shot.seq.desc()).limit(1)).first()
        if prev is None:
            return 1
        shooter, visit, verdict = prev
        turn = verdict.get("turn") if isinstance(verdict, dict) else None
        same = shooter == shot.played.shooter and turn in (None, "continues")
        return (visit or 0) + (0 if same else 1)

    # --------------------------------------------------------- interrupted work
    def close_interrupted(self, now: datetime | None = None) -> int:
        """Close the sessions (and their open attempts) that a killed program left open;
        returns how many. See :mod:`coach_app.store.interrupted` for what counts."""
        from coach_app.store.club import writable_players

        when = now or utc_now()
        return self.store.write(
            lambda s: close_interrupted(s, when, writable_players(s.connection())))

    # ----------------------------------------------------------- coach's review
    def annotate(self, author_id: str, text: str, *, session_id: str | None = None,
                 shot_id: str | None = None) -> AnnotationInfo:
        """A note on a shot (``shot_id``) or on a whole session (``session_id`` only)."""
        text = text.strip()
        if not text:
            raise StoreError("invalid", "a note cannot be empty", "text")
        rid, when = new_id(), utc_now()

        def work(s: Session) -> AnnotationInfo:
            author = _get(s, m.Player, author_id, "author")
            target_session = session_id
            if shot_id is not None:
                target = _get(s, m.Shot, shot_id, "shot")
                if target_session is not None and target_session != target.session_id:
                    raise StoreError("invalid", "the shot is not in that session", "shot")
                target_session = target.session_id
            if target_session is None:
                raise StoreError("invalid", "a note belongs to a session or a shot", "session")
            _get(s, m.PracticeSession, target_session, "session")
            row = s.get(m.Annotation, rid)
            if row is None:
                row = m.Annotation(id=rid, author_id=author_id, session_id=target_session,
                                   shot_id=shot_id, text=text, created_at=when)
                s.add(row)
            return convert.annotation(row, author.name)

        return self.store.write(work)

    def delete_annotation(self, annotation_id: str) -> None:
        def work(s: Session) -> None:
            s.expunge(_get(s, m.Annotation, annotation_id, "annotation"))
            self._deleted(s, m.Annotation, m.Annotation.id == annotation_id, "annotations")

        self.store.write(work)

    def _deleted(self, s: Session, model: type[m.Base], where: Any, table: str) -> None:
        """Delete a row this transaction has read; none deleted means a club's server let
        the DELETE through on no row (coach_app.store.club): it is another player's."""
        result = cast(CursorResult[Any], s.execute(delete(model).where(where)))
        if result.rowcount == 0:
            raise not_yours(table, self.store.login)

    def mark(self, shot_id: str, author_id: str, label: str = "key") -> MarkInfo:
        """Mark a shot (idempotent: marking again changes only the label)."""
        rid, when = new_id(), utc_now()

        def work(s: Session) -> MarkInfo:
            author = _get(s, m.Player, author_id, "author")
            _get(s, m.Shot, shot_id, "shot")
            row = s.scalar(select(m.Mark).where(m.Mark.shot_id == shot_id,
                                                m.Mark.author_id == author_id))
            if row is None:
                row = m.Mark(id=rid, shot_id=shot_id, author_id=author_id, label=label,
                             created_at=when)
                s.add(row)
            else:
                row.label = label
            return convert.mark(row, author.name)

        return self.store.write(work)

    def unmark(self, shot_id: str, author_id: str) -> None:
        def work(s: Session) -> None:
            row = s.scalar(select(m.Mark).where(m.Mark.shot_id == shot_id,
                                                m.Mark.author_id == author_id))
            if row is not None:
                s.expunge(row)
                self._deleted(s, m.Mark, m.Mark.id == row.id, "marks")

        self.store.write(work)


def _check_role(role: str) -> None:
    if role not in m.ROLES:
        raise StoreError("invalid", f"role must be one of {m.ROLES}", "role")
