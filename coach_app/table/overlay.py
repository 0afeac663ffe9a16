"""What is drawn over the balls: aim line, ghost ball, predicted paths, placement marker.

A frozen value, so the screen that owns the interaction builds a new one and hands it to
the view; the view never has to know why a line is there.
"""

from __future__ import annotations

from dataclasses import dataclass

Vec = tuple[float, float]


@dataclass(frozen=True)
class Overlay:
    """Everything the view draws above the table and the balls.

    ``paths`` are (role, points) with role one of the keys of ``style.OVERLAY_RGB``;
    ``placement`` is a cue ball held in hand at a point, with whether it may go there;
    ``highlights`` ring balls the player may click (a penalty ball to choose, say).
    """

    aim: tuple[Vec, Vec] | None = None
    ghost: Vec | None = None
    paths: tuple[tuple[str, tuple[Vec, ...]], ...] = ()
    placement: tuple[Vec, bool] | None = None
    highlights: frozenset[str] = frozenset()
    pockets: frozenset[str] = frozenset()
    region: str | None = None


EMPTY_OVERLAY = Overlay()
