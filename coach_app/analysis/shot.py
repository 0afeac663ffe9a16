"""Which shot is being prepared: read from a cue screen's model, in the solver's terms.

The models know a layout, a struck ball, an aim and a stroke, not an intention. The
object ball is the first ball on the aim line (the ghost-ball geometry the aiming aid
draws), and the pocket is the one the object ball's line of centres points at most
nearly; the dialog lets the player choose another when two are close.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from coach_app.cueing.aim import ghost_aim
from coach_app.cueing.model import CueModel
from simulation.analysis.outcome import Shot, Target
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.table import TableSpec

Vec = tuple[float, float]

#: Pockets further than this from the object ball's line (degrees) are offered after the
#: likely ones; within this of the best, two pockets are a real choice.
AMBIGUOUS_DEG = 12.0


@dataclass(frozen=True)
class PreparedShot:
    """The stroke on the table and the pot it is most likely meant for.

    ``pockets`` are every pocket, the most likely first, with the angle (degrees) between
    the object ball's line of centres and the line to that pocket's mouth.
    """

    layout: dict[str, Vec]
    stroke: Stroke
    object_ball: str
    pockets: tuple[tuple[str, float], ...]
    spec: TableSpec
    params: PhysicsParams

    @property
    def pocket(self) -> str:
        return self.pockets[0][0]

    def ambiguous(self) -> bool:
        """Two pockets within a few degrees of the line: the player should say which."""
        return len(self.pockets) > 1 and self.pockets[1][1] - self.pockets[0][1] < AMBIGUOUS_DEG

    def shot(self, pocket: str | None = None) -> Shot:
        s = self.stroke
        return Shot(self.layout, s.cue_ball, Target(self.object_ball, pocket or self.pocket),
                    s.speed, s.side, s.height)


def _angle_diff(a: float, b: float) -> float:
    return abs((a - b + 180.0) % 360.0 - 180.0)


def rank_pockets(spec: TableSpec, ball: Vec, direction_deg: float,
                 allowed: tuple[str, ...] = ()) -> tuple[tuple[str, float], ...]:
    """Pockets (allowed ones only, if any are named) by how nearly ``direction_deg`` from
    ``ball`` points at the middle of their mouth."""
    out = []
    for pocket in spec.pockets():
        if allowed and pocket.id not in allowed:
            continue
        mx, my = pocket.mouth_centre
        to_mouth = math.degrees(math.atan2(my - ball[1], mx - ball[0]))
        out.append((pocket.id, _angle_diff(to_mouth, direction_deg)))
    return tuple(sorted(out, key=lambda p: p[1]))


def prepared_shot(model: CueModel[Any]) -> PreparedShot | None:
    """The shot prepared on a cue screen's ``model``; None when the aim line meets no ball
    first."""
    stroke = model.stroke()
    cue = model.layout.get(model.cue_ball)
    if stroke is None or cue is None:
        return None
    layout = dict(model.layout)
    g = ghost_aim(cue, stroke.direction_deg, stroke.cue_ball, layout, model.spec)
    if g.target is None or g.object_dir is None:
        return None
    pockets = rank_pockets(model.spec, layout[g.target], g.object_dir, drill_pockets(model))
    return PreparedShot(layout, stroke, g.target, pockets, model.spec, model.params)


def drill_pockets(model: object) -> tuple[str, ...]:
    """The pockets a practice drill's goal allows (empty: any, or not a drill)."""
    drill: Any = getattr(model, "drill", None)
    goal = getattr(drill, "goal", None)
    return tuple(getattr(goal, "pockets", ()) or ())


def drill_target(model: object) -> str | None:
    """The ball a practice drill asks to pot (None: not a pot drill)."""
    drill: Any = getattr(model, "drill", None)
    goal = getattr(drill, "goal", None)
    if goal is None or getattr(goal, "kind", "") not in ("pot", "cue_pot", "position"):
        return None
    return getattr(goal, "ball", None)
