"""Small drills for the tests (a unique module name: tests/drills has no __init__.py so
that ``import drills`` keeps meaning the real package)."""

from __future__ import annotations

from typing import Any

from drills.model import Drill
from drills.schema import parse_drill


def make_drill(**over: Any) -> Drill:
    return parse_drill(drill_data(**over))


def drill_data(**over: Any) -> dict[str, Any]:
    """A valid straight shot into the middle-left pocket; keyword arguments replace fields."""
    data: dict[str, Any] = {
        "id": "test.drill",
        "title": {"ru": "Тест", "en": "Test"},
        "instructions": {"ru": "Забейте шар.", "en": "Pocket the ball."},
        "category": "potting", "level": 1, "discipline": "combined", "cue": "fixed",
        "layout": {"balls": {"cue": [0.0, -0.3], "1": [0.0, 0.45]}},
        "goal": {"type": "pot", "ball": "1", "pockets": ["ML"]},
    }
    data.update(over)
    return data


def pack_data(*drills: dict[str, Any]) -> dict[str, Any]:
    return {"pack": {"id": "user-pack", "title": {"ru": "Мои", "en": "Mine"}},
            "drills": list(drills) or [drill_data()]}
