"""The values of a drill session, with no widgets: what changed, the words the model keeps
(given by the screen, in the language of the moment), how the feedback reads, what a press
means, and where the ball in hand waits.

:class:`coach_app.practice.session_model.SessionModel` holds and announces them.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Protocol

from coach_app.cueing.placement import HandRegion, placement_problem
from drills.judge import AttemptState
from simulation.balls import CUE
from simulation.stroke import Stroke
from simulation.table import TableSpec

Vec = tuple[float, float]


class SessionAspect(StrEnum):
    """What changed besides the shot cycle's own :class:`~coach_app.cueing.model.Aspect`."""

    DRILL = "drill"  # a drill was opened
    SET = "set"  # the attempt, the score, the feedback, "show me"


class SessionWords(Protocol):
    """The sentences the model keeps: an attempt's verdict, a stroke of "show me", and
    the title of "show me"'s outcome."""

    def attempt_lines(self, state: AttemptState) -> list[str]: ...

    def stroke_text(self, stroke: Stroke, layout: Mapping[str, Vec], radius: float,
                    ) -> str: ...

    def demo_title(self) -> str: ...


class PlainWords:
    """Codes for words, for a model with no screen (tests, tools)."""

    def attempt_lines(self, state: AttemptState) -> list[str]:
        return [state.reason or ("success" if state.success else "in progress")]

    def stroke_text(self, stroke: Stroke, layout: Mapping[str, Vec], radius: float) -> str:
        return f"{stroke.direction_deg:.2f} deg {stroke.speed:.1f} m/s"

    def demo_title(self) -> str:
        return "show me"


class Tone(StrEnum):
    """How the feedback reads (the screen picks the colour)."""

    NEUTRAL = "neutral"
    SUCCESS = "success"
    FAILURE = "failure"


class PressAct(StrEnum):
    NONE = "none"
    DRAG = "drag"  # start dragging the ball in hand
    AIM = "aim"


def default_spot(region: HandRegion, others: dict[str, Vec], spec: TableSpec) -> Vec | None:
    """Where the ball in hand waits before the player moves it: on the long axis in the
    house if free, else the first free point of a coarse grid in the region."""
    xs = [spec.house_line_x - 0.25 - 0.1 * k for k in range(7)]
    if region is HandRegion.TABLE:
        xs += [0.1 * k for k in range(-8, 16)]
    ys = [0.0, 0.15, -0.15, 0.3, -0.3, 0.45, -0.45, 0.6, -0.6]
    for x in xs:
        for y in ys:
            if placement_problem((x, y), CUE, others, spec, region) is None:
                return (x, y)
    return None


#: Where a break drill with no recorded solution starts (m/s): a firm break.
BREAK_DRILL_SPEED = 9.0
