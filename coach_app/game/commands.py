"""Undo commands and the re-spot animation of the game screen."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtGui import QUndoCommand

from coach_app.game.match import Match
from coach_app.recording.recorder import Takeback
from simulation.balls import CUE
from simulation.events import ShotResult, Strike, Trace
from simulation.table import TableSpec

Vec = tuple[float, float]
#: How long re-spotted balls take to glide to their spots (seconds).
RESPOT_SECONDS = 0.6


class MatchChange(QUndoCommand):
    """One step of the match (a shot, a decision, a new frame) as whole snapshots.

    A shot's step also carries the shot's history row: undo takes it back out of the
    history and redo records it again, so the history holds the game as it was played on.
    """

    def __init__(self, text: str, before: Match, after: Match,
                 apply: Callable[[Match], None],
                 history: Takeback | None = None) -> None:
        super().__init__(text)
        self.before, self.after, self._apply = before, after, apply
        self._history = history

    def redo(self) -> None:
        if self._history is not None:
            self._history.redo()
        self._apply(self.after)

    def undo(self) -> None:
        if self._history is not None:
            self._history.undo()
        self._apply(self.before)


def glide(start: Mapping[str, Vec], end: Mapping[str, Vec], respotted: Mapping[str, Vec],
           spec: TableSpec) -> ShotResult:
    """A short made-up trace that moves re-spotted balls from the back cushion's middle to
    their spots, so the player sees where they went."""
    entry = (spec.half_length - spec.ball_radius, 0.0)
    first = {**start, **{b: entry for b in respotted}}
    frames = ((0.0, first), (RESPOT_SECONDS, dict(end)))
    return ShotResult(balls=dict(end), pocketed=(), off_table=(),
                      events=(Strike(0.0, CUE),), duration=RESPOT_SECONDS,
                      trace=Trace(1 / RESPOT_SECONDS, frames), initial=first)
