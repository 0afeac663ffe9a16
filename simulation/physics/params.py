"""Every physical constant of the simulator, in one object.

The values and where they come from are tabulated in docs/physics.md. A shot is a pure
function of (table, layout, stroke, these parameters): ``PHYSICS_VERSION`` names the model so
a stored shot can say which physics produced it.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from simulation.errors import InputError

#: Bump when a change to the model changes any shot's outcome.
PHYSICS_VERSION = "2.2"


@dataclass(frozen=True)
class PhysicsParams:
    """Ball–cloth, ball–ball, cushion and cue constants, plus the integrator's limits."""

    g: float = 9.81
    #: Sliding friction ball–cloth (Alciatore; Marlow: 0.15-0.4 on worsted cloth).
    mu_slide: float = 0.2
    #: Rolling resistance (Marlow: 0.005-0.015); pyramid cloth sits on the slow side.
    mu_roll: float = 0.010
    #: Spinning friction: sidespin decays at 5 mu_spin g / (2R).
    mu_spin: float = 0.015
    #: Ball–ball restitution (phenolic/aramith 0.92-0.98).
    e_ball: float = 0.94
    #: Ball–ball friction, the source of throw, falls with the sliding speed v at the contact:
    #: mu(v) = a + b exp(-c v) (simulation/physics/throw.py). Alciatore's fit (TP A.14, TP A.28)
    #: to Marlow's measurements (The Physics of Pocket Billiards, 1995, Table 10: 0.11 at
    #: 0.07 m/s, 0.06 at 0.7 m/s, 0.01 at 7 m/s): a = 9.951e-3, b = 0.108, c = 1.088 s/m.
    mu_ball_a: float = 9.951e-3
    mu_ball_b: float = 0.108
    mu_ball_c: float = 1.088
    #: Cushion restitution along the contact normal of Han's (2005) model (cushion.py): the
    #: nose is above the centre, so a stun ball rebounds square at 0.77 of its speed.
    e_cushion: float = 0.90
    #: Cushion friction at the nose, falling with the angle of incidence theta (rad) from
    #: the normal as Han (2005) measured it: mu = mu_cushion - mu_cushion_per_rad * theta.
    #: Spin changes the rebound through it.
    mu_cushion: float = 0.471
    mu_cushion_per_rad: float = 0.241
    #: Jaw restitution (Han's impact model, along the contact normal, as ``e_cushion``):
    #: the jaws are the cushion's own rubber wrapped in cloth, as lively as its nose line.
    #: Checked against the geometry of the pocket (docs/physics.md, Pockets): a jaw that
    #: swallows balls (0.5 or less) takes two to four times what the method of TP 3.5-3.8
    #: gives for the same pocket.
    e_jaw: float = 0.90
    mu_jaw: float = 0.25
    #: Largest tip offset, as a fraction of the radius, before the tip slips (miscue).
    miscue_limit: float = 0.6
    #: Largest cue-ball speed a player can give (m/s); a hard break is 10-12 m/s.
    max_speed: float = 16.0
    #: Integrator: the largest step (s), the largest travel per step (ball radii), and how
    #: far (m) a curving (sliding) ball's path may leave the straight chord within a step.
    max_step: float = 0.1
    max_travel: float = 6.0
    curve_tolerance: float = 2.0e-5
    #: A shot that has not come to rest after this many simulated seconds is stopped.
    max_duration: float = 120.0
    #: Contact solver iterations per step (pymunk's sequential impulses).
    solver_iterations: int = 20

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                raise InputError(f"params.{f.name}", "must be a number")
            if not math.isfinite(value) or value < 0:
                raise InputError(f"params.{f.name}", "must be a finite non-negative number")
        for name in ("e_ball", "e_cushion", "e_jaw"):
            if getattr(self, name) > 1.0:
                raise InputError(f"params.{name}", "a restitution above 1 would create energy")
        if not 0 < self.miscue_limit < 1:
            raise InputError("params.miscue_limit", "must be a fraction of the radius in (0, 1)")

    def with_changes(self, **changes: Any) -> PhysicsParams:
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
