"""One player's rating as a screen or a page shows it.

:func:`player_report` is what ``pyramid-coach rating --player`` prints and what the app's
Progress page and PDF report draw, computed here once so the numbers never differ: the
rating with its uncertainty, its course over time, the computer levels beside it and the
head-to-head records.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from simulation.rating.anchors import Anchors
from simulation.rating.history import HeadToHead, RatingPoint, opponents, rating_series
from simulation.rating.league import PlayerRating, RatingTable, View, rate
from simulation.rating.values import FrameResult


@dataclass(frozen=True)
class PlayerReport:
    """``rating`` None: the player played no frame in the view (``table`` still holds the
    levels). ``series`` one point per day played, oldest first; ``head_to_head`` most
    frames first; ``levels`` the computer's levels in the view, weakest first."""

    name: str
    view: View
    table: RatingTable
    rating: PlayerRating | None
    series: tuple[RatingPoint, ...]
    head_to_head: tuple[HeadToHead, ...]

    @property
    def levels(self) -> tuple[PlayerRating, ...]:
        return self.table.levels


def player_report(frames: Iterable[FrameResult], name: str, anchors: Anchors | None = None,
                  view: View | None = None) -> PlayerReport:
    """``name``'s rating in ``view`` from ``frames`` (see the module docstring)."""
    frames = tuple(frames)
    anchors = anchors or Anchors()
    view = (view or View()).checked()
    table = rate(frames, anchors, view)
    if not table.has(name):
        return PlayerReport(name, view, table, None, (), ())
    series = rating_series(frames, [name], anchors, view)[name]
    rated = [f for f in frames if view.admits(f)]
    return PlayerReport(name, view, table, table.get(name), series, opponents(rated, name))
