"""The writes the recording path makes, one frozen value per kind, applied to the history.

The Recorder (coach_app/recording/recorder.py) builds one of these for each thing it
records and hands it to :func:`apply`, which calls the :class:`History` method with the
values as they are: a shot the history takes at once is never turned into JSON and back.
Only a write the history could not take is serialised (:func:`to_json`), for the journal
of kept writes (coach_app/recording/journal.py) and the file of unsaved shots
(:mod:`coach_app.store.pending`), and read back with every field checked
(:func:`from_json`): such a file is outside input.

The JSON is the format the first version of the program wrote, ``{"op": NAME, "args":
{…}}`` with the History method's name and arguments, so its journals and files still load.
Every id and time is chosen when the write is made, so a write kept for later still has the
id later writes refer to, and applying one twice adds nothing (each History write is
idempotent).

This module imports no SQLAlchemy: the screens' values (coach_app/store/records.py) and
these load with the window; the store itself loads when a history is opened.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, ClassVar

from coach_app.store.records import SCREEN, NewShot, Where
from coach_app.store.shot_json import ID_FIELDS, iso, shot_from_json, shot_to_json, when_from_json
from coach_app.store.where import where_from_json
from simulation.errors import InputError
from simulation.table import TableSpec

if TYPE_CHECKING:
    from coach_app.store.repository import History


# ------------------------------------------------------------------ field codecs
@dataclass(frozen=True)
class Codec:
    """How one field of a write is checked from JSON and written back."""

    read: Callable[[Any, str], Any]
    write: Callable[[Any], Any] = lambda v: v
    #: An id that may follow a player found under another id (see :func:`apply`).
    is_id: bool = False


def _text(limit: int, optional: bool = False) -> Callable[[Any, str], Any]:
    def read(value: Any, where: str) -> Any:
        if value is None and optional:
            return None
        if not isinstance(value, str) or len(value) > limit:
            raise InputError(where, f"must be text of at most {limit} characters")
        return value
    return read


def _whole(lo: int, hi: int) -> Callable[[Any, str], Any]:
    def read(value: Any, where: str) -> Any:
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise InputError(where, f"must be a whole number from {lo} to {hi}")
        return value
    return read


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise InputError(where, "must be true or false")
    return value


def _object(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise InputError(where, "must be an object")
    return value


def _opt_object(value: Any, where: str) -> Mapping[str, Any] | None:
    return None if value is None else _object(value, where)


def _names(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not 1 <= len(value) <= 16:
        raise InputError(where, "must be a list of 1 to 16 names")
    return tuple(_text(100)(v, f"{where}[{i}]") for i, v in enumerate(value))


def _scores(value: Any, where: str) -> Mapping[str, int] | None:
    if value is None:
        return None
    return {str(k): _whole(-10_000, 10_000)(v, f"{where}.{k}")
            for k, v in _object(value, where).items()}


def _sheet(value: Any, where: str) -> tuple[Mapping[str, Any], ...] | None:
    if value is None:
        return None
    if not isinstance(value, list):
        raise InputError(where, "must be a list")
    return tuple(_object(e, f"{where}[{i}]") for i, e in enumerate(value))


def _table(value: Any, where: str) -> TableSpec | None:
    if value is None:
        return None
    return TableSpec.from_dict(dict(_object(value, where)))


def _shot(value: Any, where: str) -> NewShot:
    return shot_from_json(value, where)


ID = Codec(_text(100, optional=True), is_id=True)
REQUIRED_ID = Codec(_text(100), is_id=True)
WHEN = Codec(when_from_json, lambda v: None if v is None else iso(v))
NAME = Codec(_text(100))
OPT_NAME = Codec(_text(100, optional=True))
TEXT = Codec(_text(200))
WHOLE = Codec(_whole(-10_000, 10_000))
NUMBER = Codec(_whole(1, 1_000_000))
BOOL = Codec(_bool)
OBJECT = Codec(_opt_object, lambda v: None if v is None else dict(v))
NAMES = Codec(_names, list)
SCORES = Codec(_scores, lambda v: None if v is None else dict(v))
SHEET = Codec(_sheet, lambda v: None if v is None else [dict(e) for e in v])
TABLE = Codec(_table, lambda v: None if v is None else v.to_dict())
SHOT = Codec(_shot, shot_to_json)
WHERE = Codec(where_from_json, lambda v: v.to_json())

_NO_DEFAULT = dataclasses.MISSING


def _c(codec: Codec) -> dict[str, Codec]:
    """A field's metadata: its codec."""
    return {"codec": codec}


# ------------------------------------------------------------------ the writes
@dataclass(frozen=True)
class Write:
    """One write of the recording path; ``op`` is its History method (and its JSON name)."""

    op: ClassVar[str] = ""

    def apply(self, history: History) -> Any:
        raise NotImplementedError

    @property
    def is_shot(self) -> bool:
        return False

    def to_args(self) -> dict[str, Any]:
        return {f.name: f.metadata["codec"].write(getattr(self, f.name))
                for f in dataclasses.fields(self)}

    def remapped(self, remap: Mapping[str, str]) -> Write:
        """The same write with ids of players found under another id followed."""
        if not remap:
            return self
        changes = {f.name: remap[v] for f in dataclasses.fields(self)
                   if f.metadata["codec"].is_id and isinstance(v := getattr(self, f.name), str)
                   and v in remap}
        return dataclasses.replace(self, **changes) if changes else self


@dataclass(frozen=True)
class EnsurePlayer(Write):
    op: ClassVar[str] = "ensure_player"
    name: str = field(metadata=_c(NAME))
    player_id: str | None = field(default=None, metadata=_c(ID))
    role: str = field(default="student", metadata=_c(TEXT))

    def apply(self, history: History) -> Any:
        return history.ensure_player(self.name, self.role, player_id=self.player_id)


@dataclass(frozen=True)
class StartSession(Write):
    op: ClassVar[str] = "start_session"
    player_id: str = field(metadata=_c(REQUIRED_ID))
    kind: str = field(default="practice", metadata=_c(TEXT))
    table: TableSpec | None = field(default=None, metadata=_c(TABLE))
    started_at: datetime | None = field(default=None, metadata=_c(WHEN))
    session_id: str | None = field(default=None, metadata=_c(ID))
    owner: str | None = field(default=None, metadata=_c(OPT_NAME))
    where: Where = field(default=SCREEN, metadata=_c(WHERE))

    def apply(self, history: History) -> Any:
        return history.start_session(self.player_id, self.kind, self.table, self.started_at,
                                     session_id=self.session_id, owner=self.owner,
                                     where=self.where)


@dataclass(frozen=True)
class EndSession(Write):
    op: ClassVar[str] = "end_session"
    session_id: str = field(metadata=_c(REQUIRED_ID))
    ended_at: datetime | None = field(default=None, metadata=_c(WHEN))

    def apply(self, history: History) -> Any:
        return history.end_session(self.session_id, self.ended_at)


@dataclass(frozen=True)
class StartDrillSet(Write):
    op: ClassVar[str] = "start_drill_set"
    session_id: str = field(metadata=_c(REQUIRED_ID))
    drill_id: str = field(metadata=_c(TEXT))
    title: str = field(default="", metadata=_c(TEXT))
    category: str = field(default="other", metadata=_c(TEXT))
    discipline: str = field(default="", metadata=_c(TEXT))
    started_at: datetime | None = field(default=None, metadata=_c(WHEN))
    set_id: str | None = field(default=None, metadata=_c(ID))

    def apply(self, history: History) -> Any:
        return history.start_drill_set(self.session_id, self.drill_id, title=self.title,
                                       category=self.category, discipline=self.discipline,
                                       started_at=self.started_at, set_id=self.set_id)


@dataclass(frozen=True)
class StartAttempt(Write):
    op: ClassVar[str] = "start_attempt"
    drill_set_id: str = field(metadata=_c(REQUIRED_ID))
    number: int = field(metadata=_c(NUMBER))
    started_at: datetime | None = field(default=None, metadata=_c(WHEN))
    attempt_id: str | None = field(default=None, metadata=_c(ID))

    def apply(self, history: History) -> Any:
        return history.start_attempt(self.drill_set_id, self.number, self.started_at,
                                     self.attempt_id)


@dataclass(frozen=True)
class FinishAttempt(Write):
    op: ClassVar[str] = "finish_attempt"
    attempt_id: str = field(metadata=_c(REQUIRED_ID))
    success: bool = field(metadata=_c(BOOL))
    reason: str = field(metadata=_c(TEXT))
    points: int = field(default=0, metadata=_c(WHOLE))
    finished_at: datetime | None = field(default=None, metadata=_c(WHEN))

    def apply(self, history: History) -> Any:
        return history.finish_attempt(self.attempt_id, success=self.success,
                                      reason=self.reason, points=self.points,
                                      finished_at=self.finished_at)


@dataclass(frozen=True)
class RecordAttempt(Write):
    """An attempt entered whole at a real table (coach_app/store/real_table.py)."""

    op: ClassVar[str] = "record_attempt"
    drill_set_id: str = field(metadata=_c(REQUIRED_ID))
    number: int = field(metadata=_c(NUMBER))
    success: bool = field(metadata=_c(BOOL))
    reason: str = field(metadata=_c(TEXT))
    points: int = field(default=0, metadata=_c(WHOLE))
    started_at: datetime | None = field(default=None, metadata=_c(WHEN))
    finished_at: datetime | None = field(default=None, metadata=_c(WHEN))
    detail: Mapping[str, Any] | None = field(default=None, metadata=_c(OBJECT))
    attempt_id: str | None = field(default=None, metadata=_c(ID))

    def apply(self, history: History) -> Any:
        from coach_app.store.coltypes import new_id, utc_now
        from coach_app.store.real_table import AttemptEntry

        start = self.started_at or utc_now()
        return history.record_attempt(AttemptEntry(
            self.drill_set_id, self.number, self.success, self.reason, self.points, start,
            self.finished_at or start, self.detail or {}, self.attempt_id or new_id()))


@dataclass(frozen=True)
class DeleteAttempt(Write):
    """A real-table entry taken back."""

    op: ClassVar[str] = "delete_attempt"
    attempt_id: str = field(metadata=_c(REQUIRED_ID))

    def apply(self, history: History) -> Any:
        return history.delete_attempt(self.attempt_id)


@dataclass(frozen=True)
class AbandonAttempt(Write):
    op: ClassVar[str] = "abandon_attempt"
    attempt_id: str = field(metadata=_c(REQUIRED_ID))

    def apply(self, history: History) -> Any:
        return history.abandon_attempt(self.attempt_id)


@dataclass(frozen=True)
class StartGame(Write):
    op: ClassVar[str] = "start_game"
    session_id: str = field(metadata=_c(REQUIRED_ID))
    discipline: str = field(metadata=_c(TEXT))
    sides: tuple[str, ...] = field(metadata=_c(NAMES))
    player_side: str | None = field(default=None, metadata=_c(OPT_NAME))
    options: Mapping[str, Any] | None = field(default=None, metadata=_c(OBJECT))
    started_at: datetime | None = field(default=None, metadata=_c(WHEN))
    game_id: str | None = field(default=None, metadata=_c(ID))

    def apply(self, history: History) -> Any:
        return history.start_game(self.session_id, self.discipline, self.sides,
                                  player_side=self.player_side, options=self.options,
                                  started_at=self.started_at, game_id=self.game_id)


@dataclass(frozen=True)
class FinishGame(Write):
    op: ClassVar[str] = "finish_game"
    game_id: str = field(metadata=_c(REQUIRED_ID))
    winner: str | None = field(default=None, metadata=_c(OPT_NAME))
    finished_at: datetime | None = field(default=None, metadata=_c(WHEN))

    def apply(self, history: History) -> Any:
        return history.finish_game(self.game_id, self.winner, self.finished_at)


@dataclass(frozen=True)
class StartFrame(Write):
    op: ClassVar[str] = "start_frame"
    game_id: str = field(metadata=_c(REQUIRED_ID))
    number: int = field(metadata=_c(NUMBER))
    breaker: str = field(metadata=_c(NAME))
    started_at: datetime | None = field(default=None, metadata=_c(WHEN))
    frame_id: str | None = field(default=None, metadata=_c(ID))

    def apply(self, history: History) -> Any:
        return history.start_frame(self.game_id, self.number, self.breaker, self.started_at,
                                   self.frame_id)


@dataclass(frozen=True)
class FinishFrame(Write):
    op: ClassVar[str] = "finish_frame"
    frame_id: str = field(metadata=_c(REQUIRED_ID))
    winner: str | None = field(default=None, metadata=_c(OPT_NAME))
    scores: Mapping[str, int] | None = field(default=None, metadata=_c(SCORES))
    sheet: Sequence[Mapping[str, Any]] | None = field(default=None, metadata=_c(SHEET))
    finished_at: datetime | None = field(default=None, metadata=_c(WHEN))

    def apply(self, history: History) -> Any:
        return history.finish_frame(self.frame_id, winner=self.winner, scores=self.scores,
                                    sheet=self.sheet, finished_at=self.finished_at)


@dataclass(frozen=True)
class RecordShot(Write):
    op: ClassVar[str] = "record_shot"
    shot: NewShot = field(metadata=_c(SHOT))

    @property
    def is_shot(self) -> bool:
        return True

    def apply(self, history: History) -> Any:
        return history.record_shot(self.shot)

    def remapped(self, remap: Mapping[str, str]) -> Write:
        s = self.shot
        changes: dict[str, Any] = {k: remap[v] for k in ID_FIELDS
                   if isinstance(v := getattr(s, k), str) and v in remap}
        return RecordShot(dataclasses.replace(s, **changes)) if changes else self


@dataclass(frozen=True)
class RetractShot(Write):
    op: ClassVar[str] = "retract_shot"
    shot_id: str = field(metadata=_c(REQUIRED_ID))

    def apply(self, history: History) -> Any:
        return history.retract_shot(self.shot_id)


#: Every kind of write, by its JSON name.
WRITES: dict[str, type[Write]] = {w.op: w for w in (
    EnsurePlayer, StartSession, EndSession, StartDrillSet, StartAttempt, FinishAttempt,
    AbandonAttempt, RecordAttempt, DeleteAttempt, StartGame, FinishGame, StartFrame,
    FinishFrame, RecordShot, RetractShot)}


# --------------------------------------------------------------- applying, JSON
def apply(history: History, write: Write, remap: dict[str, str]) -> Any:
    """Make one write. A player met while the history was away may already exist under
    another id: ``remap`` learns that, and later writes follow it."""
    write = write.remapped(remap)
    out = write.apply(history)
    if isinstance(write, EnsurePlayer) and write.player_id is not None and out is not None \
            and out.id != write.player_id:
        remap[write.player_id] = out.id
    return out


def to_json(write: Write) -> dict[str, Any]:
    return {"op": write.op, "args": write.to_args()}


def from_json(item: Any, where: str = "write") -> Write:
    """A write read back from :func:`to_json` (or from the first version's files), every
    field checked; InputError naming the field otherwise."""
    if not isinstance(item, dict) or set(item) != {"op", "args"}:
        raise InputError(where, "must be {\"op\": …, \"args\": {…}}")
    kind = WRITES.get(item["op"]) if isinstance(item["op"], str) else None
    if kind is None:
        raise InputError(f"{where}.op", f"unknown write {str(item['op'])[:40]!r}")
    args = item["args"]
    if not isinstance(args, dict):
        raise InputError(f"{where}.args", "must be an object")
    fields = {f.name: f for f in dataclasses.fields(kind)}
    extra = sorted(set(args) - set(fields))
    if extra:
        raise InputError(f"{where}.args.{str(extra[0])[:40]}", "unknown argument")
    values = {}
    for name, f in fields.items():
        if name not in args:
            if f.default is _NO_DEFAULT:
                raise InputError(f"{where}.args.{name}", "is required")
            continue
        values[name] = f.metadata["codec"].read(args[name], f"{where}.args.{name}")
    return kind(**values)
