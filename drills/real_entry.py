"""An attempt played at a real table, as a person enters it: scored by the drill's own rules.

At a real table nothing is simulated, so the referee of drills/judge.py has no events to
judge. What a person can say in a key or two is enough for every goal kind: made or missed
(``success``), the points the drill's scoring counts (``points``: the balls' values, the
balls potted), how many balls dropped (``potted``) and, for a goal with a zone, where the cue
ball stopped (``stop``, a click on the diagram), which decides the zone exactly as on the
screen (drills/model.py ``Rect.contains`` / ``Circle.contains``). An entry that contradicts
itself (made, but stopped outside the zone) is scored by the zone: that is what the drill
asks, and the person saw where the ball stopped.

Reason codes are drills/goals.py's, plus ``missed`` for a miss entered without detail.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from drills.model import Drill
from simulation.errors import InputError
from simulation.table import TableSpec

#: The fields an entry may carry (the command's input and the table screen's record).
FIELDS = ("success", "points", "potted", "stop", "comment")
MISSED = "missed"
MAX_COMMENT = 500
MAX_POINTS = 1000


@dataclass(frozen=True)
class RealAttempt:
    """An attempt's result as the history stores it: ``detail`` keeps what was entered
    beyond made/missed and points (balls potted, the stop, the comment)."""

    success: bool
    reason: str
    points: int
    detail: Mapping[str, Any]


def _bool(value: Any, where: str) -> bool | None:
    if value is None:
        return None
    if not isinstance(value, bool):
        raise InputError(where, "must be true or false")
    return value


def _count(value: Any, where: str, hi: int) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= hi:
        raise InputError(where, f"must be a whole number from 0 to {hi}")
    return value


def _stop(value: Any, where: str, table: TableSpec) -> tuple[float, float] | None:
    if value is None:
        return None
    if not isinstance(value, Mapping) or set(value) - {"x", "y"}:
        raise InputError(where, 'must be {"x": metres, "y": metres}')
    xy = []
    for axis in ("x", "y"):
        v = value.get(axis)
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            raise InputError(f"{where}.{axis}", "must be a number (metres from the centre spot)")
        xy.append(float(v))
    x, y = xy
    if abs(x) > table.half_length or abs(y) > table.half_width:
        raise InputError(where, "is off the table's playing surface")
    return x, y


def _comment(value: Any, where: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > MAX_COMMENT:
        raise InputError(where, f"must be text of at most {MAX_COMMENT} characters")
    return value.strip() or None


def _default_points(drill: Drill, success: bool, potted: int | None) -> int:
    """What the drill's scoring gives when the person entered no points (drills/judge.py's
    AttemptState.points for the same outcome, as far as an entry tells it)."""
    mode = drill.scoring.mode
    if mode == "balls":
        return potted if potted is not None else (1 if success else 0)
    if mode == "success":
        return drill.scoring.points if success else 0
    return 0


def score_entry(drill: Drill, entry: Any, where: str = "attempt",
                table: TableSpec | None = None) -> RealAttempt:
    """The attempt ``entry`` (a JSON object) describes, scored by ``drill``'s rules; bad
    input raises :class:`InputError` naming the field."""
    spec = table or TableSpec()
    if not isinstance(entry, Mapping):
        raise InputError(where, "must be an object")
    unknown = sorted(set(entry) - set(FIELDS))
    if unknown:
        raise InputError(f"{where}.{unknown[0]}", f"unknown field (known: {', '.join(FIELDS)})")
    made = _bool(entry.get("success"), f"{where}.success")
    points = _count(entry.get("points"), f"{where}.points", MAX_POINTS)
    potted = _count(entry.get("potted"), f"{where}.potted", 15)
    stop = _stop(entry.get("stop"), f"{where}.stop", spec)
    comment = _comment(entry.get("comment"), f"{where}.comment")
    zone = drill.goal.zone
    if made is None and (stop is None or zone is None):
        raise InputError(f"{where}.success", "is required (true or false)")
    in_zone = zone.contains(stop) if zone is not None and stop is not None else None
    success = (made is not False) and in_zone is not False
    if success:
        reason = "success"
    elif made is not False and in_zone is False:
        reason = "cue_outside_zone"
    else:
        reason = MISSED
    if points is None:
        points = _default_points(drill, success, potted)
    detail: dict[str, Any] = {}
    if potted is not None:
        detail["potted"] = potted
    if stop is not None:
        detail["stop"] = {"x": stop[0], "y": stop[1]}
    if comment is not None:
        detail["comment"] = comment
    return RealAttempt(success, reason, points, detail)
