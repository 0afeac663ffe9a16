"""The one object every screen calls to put what was played into the history.

Screens know shots, games and drills; the store knows players, sessions, frames and rows.
:class:`Recorder` sits between them so a screen records with one call and never has to
open sessions, frames or attempts itself, and so a missing or failing database costs the
player nothing: without a history every call is a no-op that returns ``None``, and a write
that fails is reported once through ``on_error`` and the game goes on (a coach would
rather lose a row of statistics than a frame in progress).

Each thing recorded is one typed write (:mod:`coach_app.store.writes`: ``StartSession``,
``RecordShot``, ``FinishFrame``…) applied to the history as the value it is and committed
before the call returns, when the history takes it. When it does not (a full disk, a
read-only file, a server that is down) nothing is dropped: the write is kept, in order,
with its ids and times chosen when it happened (:mod:`coach_app.store.pending`), journalled
to a file so that even a crash loses nothing (:mod:`coach_app.recording.journal`), counted
for the window's warning (``on_backlog``), and tried again by :meth:`Recorder.tick` on a
back-off (:class:`~coach_app.recording.values.RetryPlan`: after 1 s, then at most every
5 s), so a history that takes writes again has them within seconds. A history that could not
be opened at all can still be recorded for (:meth:`Recorder.keep_without_history`): every
write goes to the journal, applied when the program next opens that history.

Sessions are opened lazily, at the first shot, one per kind ("free", "game", "practice")
and per player; changing the player or starting a new match, drill set or rack closes the
open one. A match is opened once (:meth:`Recorder.open_match`, with what is the same on
every shot of it) and its shots are recorded through the handle the screen keeps. An
attempt's row is made at its first shot: a retry that is set up and never shot is not an
attempt (it would make "n of m" disagree between the screens).

Undo takes a shot back out of the history and redo puts the same row back: every recording
call returns a :class:`RecordedShot` that the screen's undo command keeps. Shots of a
computer seat are kept with the shooter's name but belong to no person of the history, so
they never enter anyone's charts; a game with no person at the table is not recorded.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from coach_app.recording.values import (
    FrameEnd,
    GameKey,
    MatchSetup,
    PlayedShot,
    RecordedShot,
    RetryPlan,
    failure_reason,
    new_id,
    placed,
    utc_now,
    write_errors,
)
from coach_app.store import writes as w
from coach_app.store.errors import DeniedError, StoreErrorKind
from coach_app.store.records import SCREEN, Where
from simulation.table import TableSpec

if TYPE_CHECKING:  # the store (SQLAlchemy) loads only once a history is opened
    from coach_app.recording.journal import Backlog
    from coach_app.store import History, PlayerInfo


__all__ = ["FrameEnd", "GameKey", "MatchRecording", "MatchSetup", "PlayedShot", "RecordedShot",
           "Recorder", "Takeback", "failure_reason", "takeback", "write_errors"]


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


class MatchRecording:
    """A match opened with :meth:`Recorder.open_match`: the screen keeps it for the match
    and records each judged shot, and each frame's end, through it. Its rows (session,
    game, frames) are made at its first shot; opening records nothing."""

    def __init__(self, recorder: Recorder, serial: int, setup: MatchSetup) -> None:
        self.recorder, self.serial, self.setup = recorder, serial, setup

    def key(self, frame_no: int) -> GameKey:
        return GameKey(self.serial, frame_no)

    def shot(self, shot: PlayedShot, frame_no: int, breaker: str) -> RecordedShot | None:
        """A judged shot of frame ``frame_no`` (broken by ``breaker``). Each person who
        shoots is a player of the history (made on first sight) so their own charts count
        their game shots; a computer's shot belongs to nobody."""
        return self.recorder._game_shot(self, shot, frame_no, breaker)

    def finish_frame(self, end: FrameEnd) -> None:
        """The frame ``end.key`` is over (and the match, when ``end.match_winner`` is set)."""
        self.recorder.finish_frame(end)

    def real_frame(self, breaker: str, end: FrameEnd) -> None:
        """A frame scored at a real table is over: its frame row with its score sheet (no
        shot rows: nothing was simulated). Recorded again, it is closed again with the
        sheet it has now (an entry undone and the frame ended otherwise)."""
        self.recorder._real_frame(self, breaker, end)


class Recorder:
    """Records shots for the current player; see the module docstring.

    ``history`` None means "no history this run" (refused or unreachable database).
    ``on_error(message)`` is called when a write fails after a run of good ones (the
    store's explanation); ``on_backlog(shots, writes)`` whenever the number of writes
    waiting for the history changes, so a window can keep a warning up until it is 0.
    ``backlog`` keeps the waiting writes (and their journal file); one is made if not
    given. ``clock`` (seconds, monotonic) and ``retry`` time the tries of :meth:`tick`.
    """

    def __init__(self, history: History | None, player_id: str | None = None,
                 default_name: str = "Guest",
                 default_aliases: frozenset[str] = frozenset(),
                 on_error: Callable[[str], None] | None = None,
                 on_backlog: Callable[[int, int], None] | None = None,
                 backlog: Backlog | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 retry: RetryPlan | None = None) -> None:
        from coach_app.recording.journal import Backlog

        self.history = history
        self._player_id = player_id
        self._default_name = default_name
        #: Other names the default player may already have in the history (the guest made
        #: in another language): found, not made a second time.
        self._default_aliases = default_aliases
        self._on_error = on_error
        self._on_backlog = on_backlog
        self.backlog = backlog if backlog is not None else Backlog()
        self._clock = clock
        self._retry = retry or RetryPlan()
        self._next_try: float | None = None  # when tick() tries the backlog again
        self._delay: float | None = None
        #: No history, but every write is kept in the journal (keep_without_history).
        self.keeping = False
        self._people: dict[str, str] = {}  # names met in games -> player ids
        self._sessions: dict[str, str] = {}
        self._serials = itertools.count(1)
        self._match: tuple[int, str] | None = None  # match serial, game id
        self._frames: dict[GameKey, str] = {}  # frame ids of the open match
        self._drill_set: str | None = None
        self._attempt_no: int | None = None  # the attempt set up, made at its first shot
        self._attempt: str | None = None
        self._attempt_started = utc_now()
        self.last_error: str | None = None
        #: Why the last write failed, as a code the window translates (failure_reason).
        self.last_reason: str = ""
        #: The refusal itself when a club's server denied the write (last_reason "denied").
        self.last_denied: DeniedError | None = None

    # ----------------------------------------------------------------- players
    @property
    def enabled(self) -> bool:
        return self.history is not None or self.keeping

    def keep_without_history(self, backlog: Backlog, reason: BaseException) -> None:
        """The history could not be opened: record on, every write into ``backlog`` (its
        journal is applied when the program next opens that history), for the default
        player by name, since the history cannot say who the current player is."""
        self.end_sessions()
        self.history = None
        self.keeping = True
        self.backlog = backlog
        self._player_id = None
        self._failed(reason)

    def player(self) -> PlayerInfo | None:
        """The player shots are recorded for (made on first use as ``default_name``)."""
        if not self.enabled:
            return None
        if self.history is not None and self._player_id is not None:
            try:
                for p in self.history.players():
                    if p.id == self._player_id:
                        return p
            except write_errors() as exc:
                self._failed(exc)
                return self._stand_in(self._player_id)
        if self._player_id is None or self._player_id not in self._people.values():
            self._player_id = self._known(self._default_aliases) or \
                self._person(self._default_name)
        return self._stand_in(self._player_id)

    def _stand_in(self, player_id: str) -> PlayerInfo:
        from coach_app.store.records import PlayerInfo

        name = next((n for n, i in self._people.items() if i == player_id),
                    self._default_name)
        return PlayerInfo(player_id, name, "student", utc_now())

    def set_player(self, player_id: str | None) -> None:
        """Shots from now on belong to this player; open sessions are closed."""
        if player_id != self._player_id:
            self.end_sessions()
            self._player_id = player_id

    def _known(self, names: frozenset[str]) -> str | None:
        """The id of a player already in the history under one of ``names``, if any."""
        if self.history is None or not names:
            return None
        try:
            found = next((p for p in self.history.players() if p.name in names), None)
        except write_errors():
            return None
        if found is not None:
            self._people[found.name] = found.id
        return found.id if found is not None else None

    def _person(self, name: str) -> str:
        """The id of the player called ``name``: the history's when it answers, else one
        chosen here and kept with the pending write that makes them."""
        if name not in self._people:
            pid = new_id()
            info = self._write(w.EnsurePlayer(name, pid))
            self._people[name] = info.id if info is not None else pid
        return self._people[name]

    # ---------------------------------------------------------------- sessions
    def end_sessions(self) -> None:
        """Close every open session (a new rack, a new match, a new player, quitting)."""
        self._abandon_attempt()
        for sid in self._sessions.values():
            self._write(w.EndSession(sid, utc_now()))
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
            self._write(w.EndSession(sid, utc_now()))
        if kind == "game":
            self._match = None
            self._frames.clear()

    def _session(self, kind: str, table: TableSpec | None,
                 owner: str | None = None, where: Where = SCREEN) -> str | None:
        sid = self._sessions.get(kind)
        if sid is not None:
            return sid
        if not self.enabled:
            return None
        player = owner or (p.id if (p := self.player()) is not None else None)
        if player is None:
            return None
        from coach_app.files.owner import this_process

        sid = new_id()
        self._write(w.StartSession(player, kind, table or TableSpec(), utc_now(), sid,
                                   this_process(), where))
        self._sessions[kind] = sid
        return sid

    # ------------------------------------------------------------------ shots
    def free_shot(self, shot: PlayedShot,
                  table: TableSpec | None = None) -> RecordedShot | None:
        """A shot on the free table (no referee: ``verdict`` is usually None)."""
        sid = self._session("free", table)
        if sid is None:
            return None
        return self._record(placed(shot, sid, player_id=self._player_id))

    def open_match(self, setup: MatchSetup) -> MatchRecording:
        """A match begins (a new game, a rematch, a loaded game): the handle its shots are
        recorded through. Its first shot closes the game session of an earlier match."""
        return MatchRecording(self, next(self._serials), setup)

    def _game_shot(self, match: MatchRecording, shot: PlayedShot, frame_no: int,
                   breaker: str) -> RecordedShot | None:
        """See :meth:`MatchRecording.shot`. The session belongs to the current player when
        they play in this match, else to the first person named; with no person at the
        table nothing is recorded."""
        setup, key = match.setup, match.key(frame_no)
        frame_id = self._match_frame(setup, key, breaker)
        if frame_id is None:
            return None
        sid = self._sessions["game"]
        shooter_id = self._person(shot.shooter) \
            if shot.shooter and shot.shooter not in setup.computers else None
        return self._record(placed(shot, sid, player_id=shooter_id, frame_id=frame_id))

    def _match_frame(self, setup: MatchSetup, key: GameKey, breaker: str) -> str | None:
        """The frame row of ``key`` in its match's game and session (made when needed; a
        new match closes the game session of an earlier one). The session belongs to the
        current player when they play in this match, else to the first person named; with
        no person at the table (or no history) there is none."""
        people = setup.people
        if not self.enabled or not people:
            return None
        if self._match is not None and self._match[0] != key.match_id:
            self.end_session("game")
        me = self.player()
        owner_name = me.name if me is not None and me.name in people else people[0]
        # A match entered in the real-match scorer says so in its options.
        where = Where("real") if setup.options.get("where") == "real" else SCREEN
        sid = self._session("game", setup.table, self._person(owner_name), where)
        if sid is None:
            return None
        return self._frame(sid, key, setup, owner_name, breaker)

    def _real_frame(self, match: MatchRecording, breaker: str, end: FrameEnd) -> None:
        """See :meth:`MatchRecording.real_frame`."""
        if self._match_frame(match.setup, end.key, breaker) is not None:
            self.finish_frame(end)

    def finish_frame(self, end: FrameEnd) -> None:
        """The frame ``end.key`` is over (and the match, when ``end.match_winner`` is set)."""
        frame_id = self._frames.get(end.key)
        if not self.enabled or frame_id is None or self._match is None:
            return
        now = utc_now()
        self._write(w.FinishFrame(frame_id, end.winner, dict(end.scores),
                                  tuple(dict(e) for e in end.sheet), now))
        if end.match_winner is not None:
            self._write(w.FinishGame(self._match[1], end.match_winner, now))

    # ------------------------------------------------------------------- undo
    def retract(self, recorded: RecordedShot) -> None:
        """Undo: take the shot back out of the history (its frame is open again)."""
        if self.enabled and recorded.shot.id is not None:
            self._write(w.RetractShot(recorded.shot.id))

    def restore(self, recorded: RecordedShot) -> None:
        """Redo: the same shot row again, and the frame closed again if the shot ended it."""
        if not self.enabled:
            return
        self._record(recorded.shot)
        if recorded.frame_end is not None:
            self.finish_frame(recorded.frame_end)

    def _frame(self, sid: str, key: GameKey, setup: MatchSetup, owner_name: str,
               breaker: str) -> str:
        """The frame row of ``key``: the one already made (also after an undo went back
        across frames), else a new one in the match's game row (made on its first shot)."""
        if key in self._frames:
            return self._frames[key]
        now = utc_now()
        if self._match is not None and self._match[0] == key.match_id:
            game_id = self._match[1]
        else:
            side = next((s for s in setup.sides
                         if owner_name in s.split(" & ") or s == owner_name), None)
            game_id = new_id()
            self._write(w.StartGame(sid, setup.discipline, tuple(setup.sides), side,
                                    dict(setup.options), now, game_id))
            self._match = (key.match_id, game_id)
        frame_id = new_id()
        self._write(w.StartFrame(game_id, key.frame_no + 1, breaker, now, frame_id))
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
        self._write(w.StartDrillSet(sid, drill_id, title, category, discipline, utc_now(), ds))
        self._drill_set = ds
        return ds

    def start_attempt(self, number: int) -> str | None:
        """Attempt ``number`` is set up; its row is made at its first shot (see the module
        docstring), so an attempt abandoned before it was shot leaves nothing behind.
        Returns the id the attempt will have."""
        if not self.enabled or self._drill_set is None:
            return None
        self._abandon_attempt()
        self._attempt_no = number
        self._attempt = new_id()
        self._attempt_started = utc_now()
        return self._attempt

    def practice_shot(self, shot: PlayedShot) -> RecordedShot | None:
        """A shot of the attempt in progress (start_drill, start_attempt first)."""
        sid = self._sessions.get("practice")
        if sid is None or self._attempt is None or self._drill_set is None:
            return None
        if self._attempt_no is not None:
            self._write(w.StartAttempt(self._drill_set, self._attempt_no,
                                       self._attempt_started, self._attempt))
            self._attempt_no = None
        return self._record(placed(shot, sid, player_id=self._player_id,
                                   attempt_id=self._attempt))

    def finish_attempt(self, *, success: bool, reason: str, points: int = 0) -> None:
        if not self.enabled or self._attempt is None:
            return
        if self._attempt_no is None:  # it was shot, so its row exists (or is pending)
            self._write(w.FinishAttempt(self._attempt, success, reason, points, utc_now()))
        self._attempt = self._attempt_no = None

    def _abandon_attempt(self) -> None:
        """The attempt in progress ends without a result (see History.abandon_attempt)."""
        if self._attempt is not None and self._attempt_no is None:
            self._write(w.AbandonAttempt(self._attempt))
        self._attempt = self._attempt_no = None

    def submit(self, write: w.Write) -> Any:
        """Make one write now or keep it in order, as every write of this recorder is kept:
        for the rows a real-table set writes itself (coach_app/recording/real_sets.py)."""
        return self._write(write)

    # ---------------------------------------------------------------- backlog
    @property
    def unsaved_shots(self) -> int:
        return self.backlog.shots

    def tick(self) -> bool:
        """Try the waiting writes again if their time has come (the window calls this
        every second; see the module docstring). Returns whether it tried."""
        if self.history is None or not self.backlog:
            return False
        now = self._clock()
        if self._next_try is not None and now < self._next_try:
            return False
        self.flush()
        return True

    def flush(self) -> None:
        """Try the waiting writes again now (closing the window, and :meth:`tick`)."""
        if self.history is None or not self.backlog:
            return
        before = len(self.backlog)
        self.backlog.flush(self.history, self._failed, write_errors())
        if len(self.backlog) != before:
            self._backlog_changed()
        if not self.backlog:
            self.last_error = None
            self._next_try = self._delay = None
        else:
            self._delay = self._retry.after(self._delay)
            self._next_try = self._clock() + self._delay

    # -------------------------------------------------------------- internals
    def _write(self, write: w.Write) -> Any:
        """Make one write now, or keep it (in order) when the history does not take it.
        Returns what the history gave back (None when the write was kept or refused)."""
        if self.history is None:
            if self.keeping:
                self._keep(write, None)
            return None
        if self.backlog:  # behind the waiting writes, in order; tick() saves it
            self._keep(write, None)
            return None
        from coach_app.store.errors import StoreError

        try:
            out = self.backlog.apply_now(self.history, write)
        except StoreError as exc:
            if exc.kind is StoreErrorKind.INVALID:  # refused for good (its session is gone)
                self._failed(exc)
            else:  # the history is away, altered or unreachable for now: kept for later
                self._keep(write, exc)
            return None
        except write_errors() as exc:
            self._keep(write, exc)
            return None
        self.last_error = None
        return out

    def _keep(self, write: w.Write, exc: BaseException | None) -> None:
        first = not self.backlog
        self.backlog.add(write)
        if first:  # the first write kept: tried again after RetryPlan.first_s
            self._delay = self._retry.first_s
            self._next_try = self._clock() + self._delay
        if exc is not None:
            self._failed(exc)
        self._backlog_changed()

    def _backlog_changed(self) -> None:
        if self._on_backlog is not None:
            self._on_backlog(self.backlog.shots, len(self.backlog))

    def _record(self, shot: w.NewShot) -> RecordedShot | None:
        if not self.enabled:
            return None
        return RecordedShot(shot, self._write(w.RecordShot(shot)))

    def _failed(self, exc: BaseException) -> None:
        message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        first = self.last_error is None
        self.last_error = message
        self.last_reason = failure_reason(exc)
        self.last_denied = exc if isinstance(exc, DeniedError) else None
        if first and self._on_error is not None:
            self._on_error(message)
