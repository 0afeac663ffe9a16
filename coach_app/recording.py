"""The one object every screen calls to put what was played into the history.

Screens know shots, games and drills; the store knows players, sessions, frames and rows.
:class:`Recorder` sits between them so a screen records with one call and never has to
open sessions, frames or attempts itself, and so a missing or failing database costs the
player nothing: without a history every call is a no-op that returns ``None``, and a write
that fails is reported once through ``on_error`` and the game goes on (a coach would
rather lose a row of statistics than a frame in progress).

Sessions are opened lazily, at the first shot, one per kind ("free", "game", "practice")
and per player; changing the player or starting a new match, drill set or rack closes the
open one. Each shot is committed before the call returns (History.record_shot).

Undo takes a shot back out of the history and redo puts the same row back: every recording
call returns a :class:`RecordedShot` that the screen's undo command keeps. Shots of a
computer seat are kept with the shooter's name but belong to no person of the history, so
they never enter anyone's charts; a game with no person at the table is not recorded.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from simulation.events import ShotResult
from simulation.rules.verdict import Call
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec

if TYPE_CHECKING:  # the store (SQLAlchemy) loads only once a history is opened
    from coach_app.store import History, NewShot, PlayerInfo, ShotRef


def write_errors() -> tuple[type[BaseException], ...]:
    """Errors a write may raise when the database goes away under us (a server restarted,
    a disk full): reported, never raised into the UI. A function, so that the app starts
    without importing SQLAlchemy (an ``except`` clause evaluates it only on an error)."""
    from sqlalchemy.exc import SQLAlchemyError

    from coach_app.store import StoreError

    return (StoreError, SQLAlchemyError, OSError)


def _new_shot(*args: Any, **kwargs: Any) -> NewShot:
    """A shot to record with its id chosen here, so a redo records the very same row."""
    from coach_app.store import NewShot

    return NewShot(*args, id=str(uuid.uuid4()), **kwargs)


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
    ref: ShotRef
    frame_end: FrameEnd | None = None


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
    ``on_error(message)`` is called once per failure with the store's explanation.
    """

    def __init__(self, history: History | None, player_id: str | None = None,
                 default_name: str = "Guest",
                 on_error: Callable[[str], None] | None = None) -> None:
        self.history = history
        self._player_id = player_id
        self._default_name = default_name
        self._on_error = on_error
        self._sessions: dict[str, str] = {}
        self._match: tuple[int, str] | None = None  # match serial, game id
        self._frames: dict[GameKey, str] = {}  # frame ids of the open match
        self._drill_set: str | None = None
        self._attempt: str | None = None
        self.last_error: str | None = None

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
            found = self.history.ensure_player(self._default_name)
        except write_errors() as exc:
            self._failed(exc)
            return None
        self._player_id = found.id
        return found

    def set_player(self, player_id: str | None) -> None:
        """Shots from now on belong to this player; open sessions are closed."""
        if player_id != self._player_id:
            self.end_sessions()
            self._player_id = player_id

    # ---------------------------------------------------------------- sessions
    def end_sessions(self) -> None:
        """Close every open session (a new rack, a new match, a new player, quitting)."""
        if self.history is not None:
            for sid in self._sessions.values():
                self._safely(lambda s=sid: self.history.end_session(s))  # type: ignore[union-attr]
        self._sessions.clear()
        self._match = None
        self._frames.clear()
        self._drill_set = self._attempt = None

    def end_session(self, kind: str) -> None:
        sid = self._sessions.pop(kind, None)
        if sid is not None and self.history is not None:
            self._safely(lambda: self.history.end_session(sid))  # type: ignore[union-attr]
        if kind == "game":
            self._match = None
            self._frames.clear()
        if kind == "practice":
            self._drill_set = self._attempt = None

    def _session(self, kind: str, table: TableSpec | None,
                 owner: str | None = None) -> str | None:
        sid = self._sessions.get(kind)
        if sid is not None:
            return sid
        player = owner or (p.id if (p := self.player()) is not None else None)
        if player is None or self.history is None:
            return None
        info = self._safely(lambda: self.history.start_session(  # type: ignore[union-attr]
            player, kind, table))
        if info is None:
            return None
        self._sessions[kind] = info.id
        return info.id

    # ------------------------------------------------------------------ shots
    def free_shot(self, shot: PlayedShot,
                  table: TableSpec | None = None) -> RecordedShot | None:
        """A shot on the free table (no referee: ``verdict`` is usually None)."""
        sid = self._session("free", table)
        if sid is None:
            return None
        return self._record(_new_shot(sid, shot.layout, shot.stroke, shot.result,
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
        owner = self._player_of(owner_name)
        sid = self._session("game", table, owner)
        if sid is None:
            return None
        frame_id = self._frame(sid, key, discipline, sides, owner_name, breaker, options)
        if frame_id is None:
            return None
        shooter_id = self._player_of(shot.shooter) \
            if shot.shooter and shot.shooter not in computers else None
        return self._record(_new_shot(sid, shot.layout, shot.stroke, shot.result,
                                      place=shot.place, call=shot.call, verdict=shot.verdict,
                                      legal=shot.legal, points=shot.points,
                                      shooter=shot.shooter, player_id=shooter_id,
                                      frame_id=frame_id, is_break=shot.is_break))

    def finish_frame(self, end: FrameEnd) -> None:
        """The frame ``end.key`` is over (and the match, when ``end.match_winner`` is set)."""
        frame_id = self._frames.get(end.key)
        if self.history is None or frame_id is None or self._match is None:
            return
        game_id = self._match[1]
        h = self.history
        self._safely(lambda: h.finish_frame(frame_id, winner=end.winner, scores=end.scores,
                                            sheet=end.sheet))
        if end.match_winner is not None:
            self._safely(lambda: h.finish_game(game_id, end.match_winner))

    # ------------------------------------------------------------------- undo
    def retract(self, recorded: RecordedShot) -> None:
        """Undo: take the shot back out of the history (its frame is open again)."""
        if self.history is not None:
            h = self.history
            self._safely(lambda: h.retract_shot(recorded.ref.id))

    def restore(self, recorded: RecordedShot) -> None:
        """Redo: the same shot row again, and the frame closed again if the shot ended it."""
        if self.history is None:
            return
        self._record(recorded.shot)
        if recorded.frame_end is not None:
            self.finish_frame(recorded.frame_end)

    def _frame(self, sid: str, key: GameKey, discipline: str, sides: Sequence[str],
               owner_name: str, breaker: str, options: Mapping[str, Any] | None) -> str | None:
        """The frame row of ``key``: the one already made (also after an undo went back
        across frames), else a new one in the match's game row (made on its first shot)."""
        h = self.history
        assert h is not None
        if key in self._frames:
            return self._frames[key]
        if self._match is not None and self._match[0] == key.match_id:
            game_id = self._match[1]
        else:
            side = next((s for s in sides if owner_name in s.split(" & ") or s == owner_name),
                        None)
            game = self._safely(lambda: h.start_game(sid, discipline, sides, player_side=side,
                                                     options=options))
            if game is None:
                return None
            game_id = game.id
            self._match = (key.match_id, game_id)
        frame = self._safely(lambda: h.start_frame(game_id, key.frame_no + 1, breaker))
        if frame is None:
            return None
        self._frames[key] = frame.id
        return frame.id

    def _player_of(self, name: str) -> str | None:
        h = self.history
        assert h is not None
        info = self._safely(lambda: h.ensure_player(name))
        return None if info is None else info.id

    # --------------------------------------------------------------- practice
    def start_drill(self, drill_id: str, *, title: str = "", category: str = "other",
                    discipline: str = "", table: TableSpec | None = None) -> str | None:
        """A run of attempts at one drill begins (the Practice screen calls this when a
        drill is set up); returns the drill set's id."""
        sid = self._session("practice", table)
        if sid is None or self.history is None:
            return None
        h = self.history
        ds = self._safely(lambda: h.start_drill_set(sid, drill_id, title=title,
                                                    category=category, discipline=discipline))
        self._drill_set = None if ds is None else ds.id
        self._attempt = None
        return self._drill_set

    def start_attempt(self, number: int) -> str | None:
        if self.history is None or self._drill_set is None:
            return None
        h, ds = self.history, self._drill_set
        att = self._safely(lambda: h.start_attempt(ds, number))
        self._attempt = None if att is None else att.id
        return self._attempt

    def practice_shot(self, shot: PlayedShot) -> RecordedShot | None:
        """A shot of the attempt in progress (start_drill, start_attempt first)."""
        sid = self._sessions.get("practice")
        if sid is None or self._attempt is None:
            return None
        return self._record(_new_shot(sid, shot.layout, shot.stroke, shot.result,
                                    place=shot.place, call=shot.call, verdict=shot.verdict,
                                    legal=shot.legal, points=shot.points,
                                    shooter=shot.shooter, player_id=self._player_id,
                                    attempt_id=self._attempt, is_break=shot.is_break))

    def finish_attempt(self, *, success: bool, reason: str, points: int = 0) -> None:
        if self.history is None or self._attempt is None:
            return
        h, att = self.history, self._attempt
        self._safely(lambda: h.finish_attempt(att, success=success, reason=reason,
                                              points=points))
        self._attempt = None

    # -------------------------------------------------------------- internals
    def _record(self, shot: NewShot) -> RecordedShot | None:
        h = self.history
        if h is None:
            return None
        ref = self._safely(lambda: h.record_shot(shot))
        return None if ref is None else RecordedShot(shot, ref)

    def _safely(self, call: Callable[[], Any]) -> Any:
        try:
            return call()
        except write_errors() as exc:
            self._failed(exc)
            return None

    def _failed(self, exc: Exception) -> None:
        message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        first = self.last_error is None
        self.last_error = message
        if first and self._on_error is not None:
            self._on_error(message)
