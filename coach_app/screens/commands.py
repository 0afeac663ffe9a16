"""The undo command of every cue screen: one step from one snapshot to another.

A free-table shot or a cue ball placed by hand (a :class:`TableState`), a game's shot, its
decision or its next frame (a whole :class:`~coach_app.game.match.Match`): the undo stack
keeps both snapshots, which makes undo exact (the layout before the shot, to the
micrometre, with the ball in hand again if it was). A shot's step also carries the shot's
history row: undo takes it back out of the history and redo records it again, so the
history holds the game as it was played on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtGui import QUndoCommand

from coach_app.recording.recorder import Takeback

S = TypeVar("S")


class SnapshotChange(QUndoCommand, Generic[S]):
    """Sets ``after`` on redo and ``before`` on undo through ``apply``."""

    def __init__(self, text: str, before: S, after: S, apply: Callable[[S], None],
                 history: Takeback | None = None) -> None:
        super().__init__(text)
        self.before, self.after, self._apply = before, after, apply
        self._history = history  # a shot's row in the history, taken back on undo

    def redo(self) -> None:
        if self._history is not None:
            self._history.redo()
        self._apply(self.after)

    def undo(self) -> None:
        if self._history is not None:
            self._history.undo()
        self._apply(self.before)
