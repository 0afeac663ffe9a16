"""Writes that could not be made yet: kept in order, tried again, saved to a file if need be.

When the history cannot take a write (the disk is full, the file became read-only, the
club's server is down) the shot must not be lost. The Recorder keeps every write it could
not make (a :mod:`coach_app.store.writes` value, with every id and time chosen when it
happened) in a :class:`Queue`. Writes are applied strictly in order, so a shot never
arrives before its session, and each is idempotent, so trying one again after an error of
unknown outcome does no harm.

What is still pending when the program closes can be saved to a file (format
``pyramid-coach-pending``) that ``history import`` and the app's import read back into the
history: the same writes, checked in full before the first is applied.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from coach_app.store.errors import StoreError, StoreErrorKind
from coach_app.store.shot_json import iso
from coach_app.store.writes import Write, apply, from_json, to_json
from simulation.errors import InputError

if TYPE_CHECKING:
    from coach_app.store.repository import History

FORMAT = "pyramid-coach-pending"
VERSION = 1


@dataclass
class Queue:
    """The Recorder's writes in order; ``flush`` makes as many as the history takes."""

    writes: list[Write] = field(default_factory=list)
    #: Ids of players met while the history was away, to the ids it knows them by.
    remap: dict[str, str] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.writes)

    @property
    def shots(self) -> int:
        """Shots not yet in the history (a shot taken back before it was saved counts
        until its take-back is saved too)."""
        return sum(1 for w in self.writes if w.is_shot)

    def flush(self, history: History, failed: Callable[[BaseException], None],
              transient: tuple[type[BaseException], ...]) -> None:
        """Apply the writes in order until one fails with ``transient`` (or a StoreError
        that may pass: the history is away, altered or refused for now); a write the
        history refuses for good (an ``invalid`` StoreError: its session is gone) is
        reported through ``failed`` and dropped so it cannot block the rest."""
        while self.writes:
            try:
                apply(history, self.writes[0], self.remap)
            except StoreError as exc:
                failed(exc)
                if exc.kind is not StoreErrorKind.INVALID:
                    return
            except transient as exc:
                failed(exc)
                return
            self.writes.pop(0)


def to_file_json(writes: Sequence[Write]) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "saved_at": iso(datetime.now(UTC)),
            "writes": [to_json(w) for w in writes]}


def from_file_json(data: Mapping[str, Any]) -> list[Write]:
    """The writes of a saved file (or a journal's lines), each checked in full, so that a
    malformed file is refused before anything of it is applied."""
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
        raise InputError("version", f"must be a whole number up to {VERSION}")
    unknown = sorted(set(data) - {"format", "version", "saved_at", "writes"})
    if unknown:
        raise InputError(str(unknown[0])[:40], "unknown section")
    raw = data.get("writes")
    if not isinstance(raw, list):
        raise InputError("writes", "must be a list")
    return [from_json(item, f"writes[{i}]") for i, item in enumerate(raw)]


def apply_all(history: History, writes: Sequence[Write]) -> int:
    """Apply a saved file's writes (``history import``), checked already by
    :func:`from_file_json`, in order; returns how many shots it held (each write is
    idempotent, so importing the same file again adds nothing)."""
    remap: dict[str, str] = {}
    shots = 0
    for i, w in enumerate(writes):
        try:
            apply(history, w, remap)
        except StoreError as exc:
            if exc.kind is StoreErrorKind.INVALID:
                raise StoreError(StoreErrorKind.INVALID, f"writes[{i}] ({w.op}): "
                                 f"{exc.message}", "import") from exc
            raise
        except InputError as exc:
            raise StoreError(StoreErrorKind.INVALID, f"writes[{i}].{exc.field}: {exc.message}",
                             "import") from exc
        shots += w.is_shot
    return shots
