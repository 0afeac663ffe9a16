"""Undoable changes to the free table: a shot, or the cue ball placed by hand.

Both are a change from one :class:`TableState` to another, so one command class serves;
the undo stack keeps the states, which makes undo exact (the layout before the shot, to
the micrometre, with the ball in hand again if it was).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtGui import QUndoCommand

from coach_app.recording.recorder import Takeback

Vec = tuple[float, float]


@dataclass(frozen=True)
class TableState:
    """Balls on the table and whether the cue ball is in hand."""

    balls: tuple[tuple[str, Vec], ...]
    in_hand: bool = False

    @classmethod
    def of(cls, layout: Mapping[str, Vec], in_hand: bool = False) -> TableState:
        return cls(tuple(layout.items()), in_hand)

    def layout(self) -> dict[str, Vec]:
        return dict(self.balls)


class TableChange(QUndoCommand):
    """Sets ``after`` on redo and ``before`` on undo through ``apply``."""

    def __init__(self, text: str, before: TableState, after: TableState,
                 apply: Callable[[TableState], None], history: Takeback | None = None) -> None:
        super().__init__(text)
        self.before = before
        self.after = after
        self._apply = apply
        self._history = history  # a shot's row in the history, taken back on undo

    def redo(self) -> None:
        if self._history is not None:
            self._history.redo()
        self._apply(self.after)

    def undo(self) -> None:
        if self._history is not None:
            self._history.undo()
        self._apply(self.before)
