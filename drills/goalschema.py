"""The goal fields of the calibrated library (docs/drills.md): safeties, the side and
classic breaks, any-order runs.

Kept apart from drills/schema.py, which reads the older fields, so that file stays small:
``extras`` reads ``first``, ``rule``, ``max_leave`` and ``any_order`` from a goal table
already checked for unknown keys, and ``check`` holds the cross-field rules they bring.
"""

from __future__ import annotations

from typing import Any

from drills import fields as f
from drills.model import BREAK_RULES, Goal
from simulation.balls import ALL_BALLS, CUE
from simulation.errors import InputError

#: The new fields by goal kind (added to schema's table of allowed fields).
EXTRA_FIELDS: dict[str, tuple[str, ...]] = {
    "pot": ("first",),
    "sequence": ("any_order",),
    "break": ("first", "rule", "max_leave"),
    "safety": ("ball", "max_leave", "zone"),
}


def extras(g: dict[str, Any], path: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if "first" in g:
        where = f.join(path, "first")
        balls = []
        for i, b in enumerate(f.items(g["first"], where, 15)):
            if not isinstance(b, str) or b not in ALL_BALLS or b == CUE:
                raise InputError(f.join(where, i), "must be an object ball, '1' to '15'")
            balls.append(b)
        out["first"] = tuple(balls)
    if "rule" in g:
        out["rule"] = f.choice(g["rule"], f.join(path, "rule"), BREAK_RULES)
    if "max_leave" in g:
        out["max_leave"] = f.number(g["max_leave"], f.join(path, "max_leave"), 0.0, 1.0)
    if "any_order" in g:
        if not isinstance(g["any_order"], bool):
            raise InputError(f.join(path, "any_order"), "must be true or false")
        out["any_order"] = g["any_order"]
    return out


def dump(g: Goal, goal: dict[str, Any]) -> None:
    """Add the new fields of ``g`` to its data form ``goal`` (defaults left out)."""
    if g.first:
        goal["first"] = list(g.first)
    if g.kind == "break" and g.rule != "13.1":
        goal["rule"] = g.rule
    if g.judged_by_leave:
        goal["max_leave"] = g.max_leave
    if g.any_order:
        goal["any_order"] = True


def check(g: Goal, discipline: str) -> None:
    """Cross-field rules of the new fields."""
    if g.any_order and len(g.pockets) > 1:
        raise InputError("goal.pockets", "an any-order run names one pocket for all or none")
    if g.kind == "break" and g.rule == "leave" and discipline not in ("classic-71",
                                                                      "classic-51"):
        raise InputError("goal.rule", "the break judged by what it leaves is the classic "
                         "game's (Classic 71/51 clause 4: General rules 11-12)")
