"""The one object every screen calls to put what was played into the history.

Screens know shots, games and drills; the store knows players, sessions, frames and rows.
:class:`Recorder` sits between them so a screen records with one call and never has to
open sessions, frames or attempts itself, and so a missing or failing database costs the
player nothing: without a history every call is a no-op that returns ``None``, and a write
that fails is reported once through ``on_error`` and the game goes on (a coach would
rather lose a row of statistics than a frame in progress).

Sessions are opened lazily, at the first shot, one per kind ("free", "game", "practice")
and per player; changing the player or starting a new match, drill set or rack closes the
open one. Each shot is committed before the call returns (History.record_shot) when the
history takes it. When it does not (a full disk, a read-only file, a server that is down)
nothing is dropped: the write is kept, in order, with its ids and times chosen when it
happened (:mod:`coach_app.store.pending`), tried again by :meth:`Recorder.flush` (the window
calls it on a timer; a busy history must not hold up every shot), journalled to a file so
that even a crash loses nothing (:mod:`coach_app.recording.journal`), and counted for the window's
warning (``on_backlog``).

An attempt's row is made at its first shot: a retry that is set up and never shot is not
an attempt (it would make "n of m" disagree between the screens).

Undo takes a shot back out of the history and redo puts the same row back: every recording
call returns a :class:`RecordedShot` that the screen's undo command keeps. Shots of a
computer seat are kept with the shooter's name but belong to no person of the history, so
they never enter anyone's charts; a game with no person at the table is not recorded.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from coach_app.recording.values import (
    FrameEnd,
    GameKey,
    PlayedShot,
    RecordedShot,
    failure_reason,
    iso,
    new_id,
    new_shot,
    utc_now,
    write_errors,
)
from simulation.table import TableSpec

if TYPE_CHECKING:  # the store (SQLAlchemy) loads only once a history is opened
    from coach_app.recording.journal import Backlog
    from coach_app.store import History, NewShot, PlayerInfo


__all__ = ["FrameEnd", "GameKey", "PlayedShot", "RecordedShot", "Recorder", "Takeback",
           "failure_reason", "takeback", "write_errors"]


class Takeback:
    """What undoing a shot does to the history: the undo command calls ``undo``/``redo``
    alongside its own; the shot starts in the history (it was recorded as it happened)."""

    def __init__(self, recorder: Recorder, recorded: RecordedShot) -> None:
        self._recorder, self._recorded = recorder, recorded
        self._in_history = True

    def undo(self) -> None:
        if self._in_history:
            self._recorder.retract(self._recorded)
            self._in_history = False

    def redo(self) -> None:
        if not self._in_history:
            self._recorder.restore(self._recorded)
            self._in_history = True


def takeback(recorder: Recorder | None, recorded: RecordedShot | None) -> Takeback | None:
    """The undo command's hold on a recorded shot (None when nothing was recorded)."""
    return None if recorder is None or recorded is None else Takeback(recorder, recorded)


class Recorder:
    """Records shots for the current player; see the module docstring.

    ``history`` None means "no history this run" (refused or unreachable database).
    ``on_error(message)`` is called when a write fails after a run of good ones (the
    store's explanation); ``on_backlog(shots, writes)`` whenever the number of writes
    waiting for the history changes, so a window can keep a warning up until it is 0.
    ``backlog`` keeps the waiting writes (and their journal file); one is made if not
    given.
    """

    def __init__(self, history: History | None, player_id: str | None = None,
                 default_name: str = "Guest",
                 on_error: Callable[[str], None] | None = None,
                 on_backlog: Callable[[int, int], None] | None = None,
                 backlog: Backlog | None = None) -> None:
        from coach_app.recording.journal import Backlog

        self.history = history
        self._player_id = player_id
        self._default_name = default_name
        self._on_error = on_error
        self._on_backlog = on_backlog
        self.backlog = backlog if backlog is not None else Backlog()
        self._people: dict[str, str] = {}  # names met in games -> player ids
        self._sessions: dict[str, str] = {}
        self._match: tuple[int, str] | None = None  # match serial, game id
        self._frames: dict[GameKey, str] = {}  # frame ids of the open match
        self._drill_set: str | None = None
        self._attempt_no: int | None = None  # the attempt set up, made at its first shot
        self._attempt: str | None = None
        self._attempt_started = ""
        self.last_error: str | None = None
        #: Why the last write failed, as a code the window translates (failure_reason).
        self.last_reason: str = ""

    # ----------------------------------------------------------------- players
    @property
    def enabled(self) -> bool:
        return self.history is not None

    def player(self) -> PlayerInfo | None:
        """The player shots are recorded for (made on first use as ``default_name``)."""
        if self.history is None:
            return None
        try:
            if self._player_id is not None:
                for p in self.history.players():
                    if p.id == self._player_id:
                        return p
                if self._player_id in self._people.values():
                    return self._stand_in(self._player_id)
        except write_errors() as exc:
            self._failed(exc)
            return self._stand_in(self._player_id) if self._player_id else None
        self._player_id = self._person(self._default_name)
        return self._stand_in(self._player_id) if self._player_id else None

    def _stand_in(self, player_id: str) -> PlayerInfo:
        from coach_app.store import PlayerInfo

        name = next((n for n, i in self._people.items() if i == player_id),
                    self._default_name)
        return PlayerInfo(player_id, name, "student", utc_now())

    def set_player(self, player_id: str | None) -> None:
        """Shots from now on belong to this player; open sessions are closed."""
        if player_id != self._player_id:
            self.end_sessions()
            self._player_id = player_id

    def _person(self, name: str) -> str | None:
        """The id of the player called ``name``: the history's when it answers, else one
        chosen here and kept with the pending write that makes them."""
        if name in self._people:
            return self._people[name]
        pid = new_id()
        info = self._write("ensure_player", name=name, player_id=pid)
        self._people[name] = info.id if info is not None else pid
        return self._people[name]

    # ---------------------------------------------------------------- sessions
    def end_sessions(self) -> None:
        """Close every open session (a new rack, a new match, a new player, quitting)."""
        self._abandon_attempt()
        for sid in self._sessions.values():
            self._write("end_session", session_id=sid, ended_at=iso(utc_now()))
        self._sessions.clear()
        self._match = None
        self._frames.clear()
        self._drill_set = None

    def end_session(self, kind: str) -> None:
        if kind == "practice":
            self._abandon_attempt()
            self._drill_set = None
        sid = self._sessions.pop(kind, None)
        if sid is not None:
            self._write("end_session", session_id=sid, ended_at=iso(utc_now()))
        if kind == "game":
            self._match = None
            self._frames.clear()

    def _session(self, kind: str, table: TableSpec | None,
                 owner: str | None = None) -> str | None:
        sid = self._sessions.get(kind)
        if sid is not None:
            return sid
        if self.history is None:
            return None
        player = owner or (p.id if (p := self.player()) is not None else None)
        if player is None:
            return None
        from coach_app.files.owner import this_process

        sid = new_id()
        self._write("start_session", player_id=player, kind=kind,
                    table=(table or TableSpec()).to_dict(), started_at=iso(utc_now()),
                    session_id=sid, owner=this_process())
        self._sessions[kind] = sid
        return sid

    # ------------------------------------------------------------------ shots
    def free_shot(self, shot: PlayedShot,
                  table: TableSpec | None = None) -> RecordedShot | None:
        """A shot on the free table (no referee: ``verdict`` is usually None)."""
        sid = self._session("free", table)
        if sid is None:
            return None
        return self._record(new_shot(sid, shot.layout, shot.stroke, shot.result,
                                    place=shot.place, call=shot.call, verdict=shot.verdict,
                                    legal=shot.legal, points=shot.points,
                                    shooter=shot.shooter, player_id=self._player_id,
                                    is_break=shot.is_break))

    def game_shot(self, shot: PlayedShot, key: GameKey, *, discipline: str,
                  sides: Sequence[str], players: Sequence[str], breaker: str,
                  options: Mapping[str, Any] | None = None,
                  table: TableSpec | None = None,
                  computers: Collection[str] = ()) -> RecordedShot | None:
        """A shot of a hotseat game. ``sides`` are the sides (teams or players), ``players``
        the people and computer seats, ``computers`` the names of the computer seats. Each
        person who shoots is a player of the history (made on first sight) so their own
        charts count their game shots; a computer's shot belongs to nobody. The session
        belongs to the current player when they play in this game, else to the first person
        named; with no person at the table nothing is recorded."""
        people = [p for p in players if p not in computers]
        if self.history is None or not people:
            return None
        if self._match is not None and self._match[0] != key.match_id:
            self.end_session("game")
        me = self.player()
        owner_name = me.name if me is not None and me.name in people else people[0]
        owner = self._person(owner_name)
        sid = self._session("game", table, owner)
        if sid is None:
            return None
        frame_id = self._frame(sid, key, discipline, sides, owner_name, breaker, options)
        shooter_id = self._person(shot.shooter) \
            if shot.shooter and shot.shooter not in computers else None
        return self._record(new_shot(sid, shot.layout, shot.stroke, shot.result,
                                      place=shot.place, call=shot.call, verdict=shot.verdict,
                                      legal=shot.legal, points=shot.points,
                                      shooter=shot.shooter, player_id=shooter_id,
                                      frame_id=frame_id, is_break=shot.is_break))

    def finish_frame(self, end: FrameEnd) -> None:
        """The frame ``end.key`` is over (and the match, when ``end.match_winner`` is set)."""
        frame_id = self._frames.get(end.key)
        if self.history is None or frame_id is None or self._match is None:
            return
        now = iso(utc_now())
        self._write("finish_frame", frame_id=frame_id, winner=end.winner,
                    scores=dict(end.scores), sheet=[dict(e) for e in end.sheet],
                    finished_at=now)
        if end.match_winner is not None:
            self._write("finish_game", game_id=self._match[1], winner=end.match_winner,
                        finished_at=now)

    # ------------------------------------------------------------------- undo
    def retract(self, recorded: RecordedShot) -> None:
        """Undo: take the shot back out of the history (its frame is open again)."""
        if self.history is not None and recorded.shot.id is not None:
            self._write("retract_shot", shot_id=recorded.shot.id)

    def restore(self, recorded: RecordedShot) -> None:
        """Redo: the same shot row again, and the frame closed again if the shot ended it."""
        if self.history is None:
            return
        self._record(recorded.shot)
        if recorded.frame_end is not None:
            self.finish_frame(recorded.frame_end)

    def _frame(self, sid: str, key: GameKey, discipline: str, sides: Sequence[str],
               owner_name: str, breaker: str, options: Mapping[str, Any] | None) -> str:
        """The frame row of ``key``: the one already made (also after an undo went back
        across frames), else a new one in the match's game row (made on its first shot)."""
        if key in self._frames:
            return self._frames[key]
        now = iso(utc_now())
        if self._match is not None and self._match[0] == key.match_id:
            game_id = self._match[1]
        else:
            side = next((s for s in sides if owner_name in s.split(" & ") or s == owner_name),
                        None)
            game_id = new_id()
            self._write("start_game", session_id=sid, discipline=discipline, sides=list(sides),
                        player_side=side, options=dict(options or {}), started_at=now,
                        game_id=game_id)
            self._match = (key.match_id, game_id)
        frame_id = new_id()
        self._write("start_frame", game_id=game_id, number=key.frame_no + 1, breaker=breaker,
                    started_at=now, frame_id=frame_id)
        self._frames[key] = frame_id
        return frame_id

    # --------------------------------------------------------------- practice
    def start_drill(self, drill_id: str, *, title: str = "", category: str = "other",
                    discipline: str = "", table: TableSpec | None = None) -> str | None:
        """A run of attempts at one drill begins (the Practice screen calls this when a
        drill is set up); returns the drill set's id."""
        self._abandon_attempt()
        sid = self._session("practice", table)
        if sid is None:
            return None
        ds = new_id()
        self._write("start_drill_set", session_id=sid, drill_id=drill_id, title=title,
                    category=category, discipline=discipline, started_at=iso(utc_now()),
                    set_id=ds)
        self._drill_set = ds
        return ds

    def start_attempt(self, number: int) -> str | None:
        """Attempt ``number`` is set up; its row is made at its first shot (see the module
        docstring), so an attempt abandoned before it was shot leaves nothing behind.
        Returns the id the attempt will have."""
        if self.history is None or self._drill_set is None:
            return None
        self._abandon_attempt()
        self._attempt_no = number
        self._attempt = new_id()
        self._attempt_started = iso(utc_now())
        return self._attempt

    def practice_shot(self, shot: PlayedShot) -> RecordedShot | None:
        """A shot of the attempt in progress (start_drill, start_attempt first)."""
        sid = self._sessions.get("practice")
        if sid is None or self._attempt is None or self._drill_set is None:
            return None
        if self._attempt_no is not None:
            self._write("start_attempt", drill_set_id=self._drill_set,
                        number=self._attempt_no, started_at=self._attempt_started,
                        attempt_id=self._attempt)
            self._attempt_no = None
        return self._record(new_shot(sid, shot.layout, shot.stroke, shot.result,
                                    place=shot.place, call=shot.call, verdict=shot.verdict,
                                    legal=shot.legal, points=shot.points,
                                    shooter=shot.shooter, player_id=self._player_id,
                                    attempt_id=self._attempt, is_break=shot.is_break))

    def finish_attempt(self, *, success: bool, reason: str, points: int = 0) -> None:
        if self.history is None or self._attempt is None:
            return
        if self._attempt_no is None:  # it was shot, so its row exists (or is pending)
            self._write("finish_attempt", attempt_id=self._attempt, success=success,
                        reason=reason, points=points, finished_at=iso(utc_now()))
        self._attempt = self._attempt_no = None

    def _abandon_attempt(self) -> None:
        """The attempt in progress ends without a result (see History.abandon_attempt)."""
        if self._attempt is not None and self._attempt_no is None:
            self._write("abandon_attempt", attempt_id=self._attempt)
        self._attempt = self._attempt_no = None

    # ---------------------------------------------------------------- backlog
    @property
    def unsaved_shots(self) -> int:
        return self.backlog.shots

    def flush(self) -> None:
        """Try the waiting writes again (the window calls this on a timer)."""
        if self.history is None or not self.backlog:
            return
        before = len(self.backlog)
        self.backlog.flush(self.history, self._failed, write_errors())
        if len(self.backlog) != before:
            self._backlog_changed()
        if not self.backlog:
            self.last_error = None

    # -------------------------------------------------------------- internals
    def _write(self, op: str, **args: Any) -> Any:
        """Make one write now, or keep it (in order) when the history does not take it."""
        if self.history is None:
            return None
        if self.backlog:  # behind the waiting writes, in order; the timer's flush saves it
            self.backlog.add(op, args)
            self._backlog_changed()
            return None
        from coach_app.store.errors import StoreError

        try:
            out = self.backlog.apply_now(self.history, op, args)
        except StoreError as exc:
            if exc.kind == "invalid":  # refused for good (its session is gone): say so
                self._failed(exc)
                return None
            self._keep(op, args, exc)
        except write_errors() as exc:
            self._keep(op, args, exc)
            return None
        self.last_error = None
        return out

    def _keep(self, op: str, args: Mapping[str, Any], exc: BaseException) -> None:
        self.backlog.add(op, args)
        self._failed(exc)
        self._backlog_changed()

    def _backlog_changed(self) -> None:
        if self._on_backlog is not None:
            self._on_backlog(self.backlog.shots, len(self.backlog))

    def _record(self, shot: NewShot) -> RecordedShot | None:
        if self.history is None:
            return None
        from coach_app.store.pending import shot_to_json

        ref = self._write("record_shot", shot=shot_to_json(shot))
        return RecordedShot(shot, ref)

    def _failed(self, exc: BaseException) -> None:
        message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        first = self.last_error is None
        self.last_error = message
        self.last_reason = failure_reason(exc)
        if first and self._on_error is not None:
            self._on_error(message)
