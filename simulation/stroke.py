"""The stroke a player makes: which ball, which way, how hard, where the tip meets the ball."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Protocol

from simulation.balls import ALL_BALLS
from simulation.errors import InputError


class StrokeLimits(Protocol):
    """What a stroke is checked against: the physics parameters' cue limits (a protocol,
    so the stroke, which the physics imports, does not import the physics back)."""

    @property
    def max_speed(self) -> float: ...

    @property
    def miscue_limit(self) -> float: ...


@dataclass(frozen=True)
class Stroke:
    """A cue stroke (docs/headless.md ``shot``).

    ``direction_deg`` is counter-clockwise from +x; ``speed`` the cue ball's speed as the
    tip leaves it (m/s); ``side`` and ``height`` the tip offset from the centre as fractions
    of the radius (side > 0 is right english as the player sees it, height > 0 follow).
    """

    cue_ball: str
    direction_deg: float
    speed: float
    side: float = 0.0
    height: float = 0.0

    @property
    def direction(self) -> float:
        return math.radians(self.direction_deg)

    @property
    def offset(self) -> float:
        return math.hypot(self.side, self.height)

    def check(self, params: StrokeLimits, field: str = "shot") -> None:
        if self.cue_ball not in ALL_BALLS:
            raise InputError(f"{field}.cue_ball", f"unknown ball {self.cue_ball!r}")
        for name in ("direction_deg", "speed", "side", "height"):
            if not math.isfinite(getattr(self, name)):
                raise InputError(f"{field}.{name}", "must be finite")
        if not 0 < self.speed <= params.max_speed:
            raise InputError(f"{field}.speed",
                             f"must be above 0 and at most {params.max_speed:g} m/s")
        if self.offset > params.miscue_limit + 1e-12:
            raise InputError(f"{field}.side", f"tip offset {self.offset:.2f} R is past the "
                             f"miscue limit of {params.miscue_limit:g} R")

    def to_json(self) -> dict[str, Any]:
        return {"cue_ball": self.cue_ball, "direction_deg": self.direction_deg,
                "speed": self.speed, "side": self.side, "height": self.height}

    @classmethod
    def from_json(cls, data: Any, params: StrokeLimits, field: str = "shot") -> Stroke:
        if not isinstance(data, dict):
            raise InputError(field, "must be an object")
        values: dict[str, Any] = {}
        for name, default in (("cue_ball", None), ("direction_deg", None), ("speed", None),
                              ("side", 0.0), ("height", 0.0)):
            value = data.get(name, default)
            if value is None:
                raise InputError(f"{field}.{name}", "is required")
            if name == "cue_ball":
                if not isinstance(value, str):
                    raise InputError(f"{field}.cue_ball", "must be a ball id")
            elif not isinstance(value, (int, float)) or isinstance(value, bool):
                raise InputError(f"{field}.{name}", "must be a number")
            values[name] = value if name == "cue_ball" else float(value)
        unknown = sorted(set(data) - set(values))
        if unknown:
            raise InputError(f"{field}.{unknown[0]}", "unknown field")
        stroke = cls(**values)
        stroke.check(params, field)
        return stroke
