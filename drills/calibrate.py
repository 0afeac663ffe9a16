"""Drill levels from measurement: the level scale, the rank correlation, the stored numbers.

A drill's level (1-10) means one thing: how often the *reference player* (the ``club``
stroke-error preset, calibrated against real pot rates: simulation/analysis/reference.py)
succeeds at it, measured by :func:`drills.difficulty.success_probability`. ``LEVEL_SCALE``
maps that probability to a level; docs/drills.md ("Calibrated levels") states the bands.

Measuring the whole library takes minutes, so the numbers are stored in
``drills/data/measured.json`` (written by ``tools/calibrate_drills.py``, which also writes
each built-in drill's level from them); the test checks levels against those numbers, and
``pyramid-coach drills calibrate`` can measure afresh.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

from drills.model import Drill

#: The player the levels are stated for.
REFERENCE_LEVEL = "club"
#: (lowest success probability, level), checked in order: at least 85 % is level 1 …
LEVEL_SCALE: tuple[tuple[float, int], ...] = (
    (0.85, 1), (0.70, 2), (0.55, 3), (0.40, 4), (0.28, 5), (0.18, 6), (0.10, 7),
    (0.05, 8), (0.02, 9), (0.0, 10))
MEASURED_FILE = "measured.json"


def level_for(p: float) -> int:
    """The level of a drill the reference player succeeds at with probability ``p``."""
    return next(lv for bound, lv in LEVEL_SCALE if p >= bound)


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float | None:
    """Spearman's rank correlation with average ranks for ties; None when either side is
    constant (or fewer than two pairs): no order to compare."""
    if len(xs) != len(ys) or len(xs) < 2:
        return None
    rx, ry = _ranks(xs), _ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    if sxx == 0 or syy == 0:
        return None
    return float(sxy / (sxx * syy) ** 0.5)


def _ranks(v: Sequence[float]) -> list[float]:
    order = sorted(range(len(v)), key=lambda i: v[i])
    ranks = [0.0] * len(v)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


@dataclass(frozen=True)
class Measured:
    """One drill's level and its measured success probability at the reference level."""

    drill_id: str
    category: str
    level: int
    p: float

    @property
    def suggested(self) -> int:
        return level_for(self.p)

    def to_json(self) -> dict[str, Any]:
        return {"drill": self.drill_id, "category": self.category, "level": self.level,
                "probability": round(self.p, 4), "difficulty": round(1 - self.p, 4),
                "suggested_level": self.suggested}


def report(rows: Iterable[Measured]) -> dict[str, Any]:
    """Per category: Spearman between level and difficulty (1 − p), and the rows."""
    by_cat: dict[str, list[Measured]] = {}
    for r in rows:
        by_cat.setdefault(r.category, []).append(r)
    cats = {}
    for cat, rs in sorted(by_cat.items()):
        rho = spearman([r.level for r in rs], [1 - r.p for r in rs])
        cats[cat] = {"spearman": None if rho is None else round(rho, 3), "drills": len(rs)}
    return {"reference_level": REFERENCE_LEVEL, "categories": cats,
            "drills": [r.to_json() for cat in sorted(by_cat) for r in
                       sorted(by_cat[cat], key=lambda r: (r.level, -r.p, r.drill_id))]}


def stored() -> dict[str, float]:
    """The stored measurements: drill id → success probability at the reference level."""
    raw = json.loads((files("drills") / "data" / MEASURED_FILE).read_text("utf-8"))
    return {str(k): float(v) for k, v in raw["probability"].items()}


def rows_from(drills: Iterable[Drill], measured: dict[str, float]) -> list[Measured]:
    return [Measured(d.id, d.category, d.level, measured[d.id]) for d in drills
            if d.id in measured]
