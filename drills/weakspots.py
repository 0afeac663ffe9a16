"""Drills from a player's weak spots: where the history says the pots go wrong.

From the recorded pot attempts (cut angle, distance, potted or not, and where measured the
signed aim error of simulation/analysis/bias.py) each cut x distance cell of bias.py gets
its pot rate and its mean aim bias. Cuts get harder with angle and distance for everyone,
so a cell is weak when the player pots it *less than his own trend predicts*: a plane
rate ≈ a + b·cut + c·distance is fitted to all his attempts (least squares) and a cell's
shortfall is the fitted rate minus the actual one, weighted by how sure the count makes
it. The worst cells (and the bias measured in them: "cuts of 30-45° at 1-1.5 m, where you
overcut by 0.6°") become a personal pack: pot drills laid out inside the cell, each from
its own seed, so the set is the same every time it is generated and a re-measure after
practice compares like with like.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from simulation.analysis.bias import CUT_BINS, DISTANCE_BINS
from simulation.table import TableSpec, Vec

#: Attempts a cell needs before it can be called weak.
MIN_COUNT = 8
#: Pockets in the players' words (no codes in drill texts).
POCKET_RU = {"FL": "левую ближнюю", "FR": "правую ближнюю", "ML": "левую среднюю",
             "MR": "правую среднюю", "BL": "левую дальнюю", "BR": "правую дальнюю"}
POCKET_EN = {"FL": "front-left", "FR": "front-right", "ML": "middle-left",
             "MR": "middle-right", "BL": "back-left", "BR": "back-right"}


@dataclass(frozen=True)
class PotRecord:
    """One recorded pot attempt: geometry, outcome and (when measured) the aim error in
    degrees, > 0 an overcut."""

    cut_deg: float
    distance: float
    potted: bool
    error_deg: float | None = None


@dataclass(frozen=True)
class WeakCell:
    cut: tuple[float, float]
    distance: tuple[float, float]
    count: int
    rate: float
    expected: float
    bias_deg: float | None

    @property
    def shortfall(self) -> float:
        return self.expected - self.rate

    @property
    def score(self) -> float:
        """The shortfall in standard errors: a big gap on few shots says less."""
        p = min(0.95, max(0.05, self.expected))
        return self.shortfall / math.sqrt(p * (1 - p) / self.count)

    def to_json(self) -> dict[str, Any]:
        return {"cut_deg": list(self.cut), "distance_m": list(self.distance),
                "count": self.count, "pot_rate": round(self.rate, 3),
                "expected_rate": round(self.expected, 3),
                "shortfall": round(self.shortfall, 3), "score": round(self.score, 2),
                "bias_deg": None if self.bias_deg is None else round(self.bias_deg, 3),
                "code": None if self.bias_deg is None else
                ("overcut" if self.bias_deg > 0 else "undercut")}


def _bin(v: float, edges: Sequence[float]) -> int | None:
    return next((k for k in range(len(edges) - 1) if edges[k] <= v < edges[k + 1]), None)


def _fit(records: Sequence[PotRecord]) -> tuple[float, float, float]:
    """Least squares of potted (0/1) on (1, cut, distance): the player's own trend."""
    n = len(records)
    xs = [(1.0, r.cut_deg, r.distance) for r in records]
    ys = [1.0 if r.potted else 0.0 for r in records]
    a = [[sum(x[i] * x[j] for x in xs) for j in range(3)] for i in range(3)]
    b = [sum(x[i] * y for x, y in zip(xs, ys, strict=True)) for i in range(3)]
    for i in range(3):  # a touch of ridge keeps a one-distance history solvable
        a[i][i] += 1e-6 * n
    return tuple(_solve3(a, b))  # type: ignore[return-value]


def _solve3(a: list[list[float]], b: list[float]) -> list[float]:
    m = [[*row, v] for row, v in zip(a, b, strict=True)]
    for c in range(3):
        p = max(range(c, 3), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(3):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][3] / m[i][i] if m[i][i] else 0.0 for i in range(3)]


def weak_cells(records: Sequence[PotRecord], min_count: int = MIN_COUNT) -> list[WeakCell]:
    """Every cell with ``min_count`` attempts, weakest (largest score) first."""
    if len(records) < 3:
        return []
    k0, k1, k2 = _fit(records)
    groups: dict[tuple[int, int], list[PotRecord]] = {}
    for r in records:
        i, j = _bin(r.cut_deg, CUT_BINS), _bin(r.distance, DISTANCE_BINS)
        if i is not None and j is not None:
            groups.setdefault((i, j), []).append(r)
    cells = []
    for (i, j), rs in groups.items():
        if len(rs) < min_count:
            continue
        expected = statistics.fmean(min(1.0, max(0.0, k0 + k1 * r.cut_deg + k2 * r.distance))
                                    for r in rs)
        errs = [r.error_deg for r in rs if r.error_deg is not None]
        cells.append(WeakCell((CUT_BINS[i], CUT_BINS[i + 1]),
                              (DISTANCE_BINS[j], DISTANCE_BINS[j + 1]), len(rs),
                              sum(r.potted for r in rs) / len(rs), expected,
                              statistics.fmean(errs) if errs else None))
    return sorted(cells, key=lambda c: (-c.score, c.cut, c.distance))


def _layout(cell: WeakCell, rng: random.Random, table: TableSpec
            ) -> tuple[dict[str, Vec], str, float, float]:
    """Cue and object ball inside the cell: a corner pocket, the object ball 0.3-0.7 m from
    its mouth, the cue ball at the cell's distance from the ghost ball, cut either way."""
    R = table.ball_radius
    while True:
        pid = rng.choice(("FL", "FR", "BL", "BR"))
        pocket = table.pocket(pid)
        (mx, my), (ax, ay) = pocket.mouth_centre, pocket.axis
        off = math.radians(rng.uniform(-20, 20))
        ux = ax * math.cos(off) - ay * math.sin(off)
        uy = ax * math.sin(off) + ay * math.cos(off)
        lo = rng.uniform(0.3, 0.7)
        obj = (mx - ux * lo, my - uy * lo)
        cut = rng.uniform(cell.cut[0] + 1, min(cell.cut[1], 75.0) - 1)
        dist = rng.uniform(cell.distance[0] + 0.05, min(cell.distance[1], 2.5) - 0.05)
        a = math.radians(cut) * rng.choice((-1, 1))
        dx, dy = ux * math.cos(a) - uy * math.sin(a), ux * math.sin(a) + uy * math.cos(a)
        ghost = (obj[0] - 2 * R * ux, obj[1] - 2 * R * uy)
        cue = (ghost[0] - dist * dx, ghost[1] - dist * dy)
        if all(table.on_surface(p) and abs(p[0]) < table.half_length - 2 * R
               and abs(p[1]) < table.half_width - 2 * R for p in (cue, obj)):
            return ({"cue": (round(cue[0], 4), round(cue[1], 4)),
                     "1": (round(obj[0], 4), round(obj[1], 4))}, pid, cut, dist)


def personal_pack(cells: Sequence[WeakCell], player: str, *, seed: int = 0, cells_used: int = 2,
                  per_cell: int = 4, table: TableSpec | None = None) -> dict[str, Any]:
    """A drill pack (plain data, valid for drills.schema.check_pack) of ``per_cell`` pot
    drills in each of the ``cells_used`` weakest cells; drill k of cell c is laid out from
    seed ``seed * 1000 + 10 * c + k``, so the same history and seed give the same pack."""
    table = table or TableSpec()
    slug = "".join(ch if ch.isascii() and ch.isalnum() else "-" for ch in player.lower())
    slug = "-".join(p for p in slug.split("-") if p)[:40] or "player"
    drills = []
    for c, cell in enumerate(cells[:cells_used]):
        for k in range(per_cell):
            s = seed * 1000 + 10 * c + k
            balls, pid, cut, dist = _layout(cell, random.Random(s), table)
            bias = cell.bias_deg
            ru_bias = en_bias = ""
            if bias is not None and abs(bias) >= 0.02:
                word = "перерезаете" if bias > 0 else "недорезаете"
                ru_bias = f" Здесь вы {word} в среднем на {abs(bias):.2f}°.".replace(".", ",", 1)
                en_bias = (f" Here you {'overcut' if bias > 0 else 'undercut'} by "
                           f"{abs(bias):.2f}° on average.")
            zone = (f"{cell.cut[0]:.0f}–{cell.cut[1]:.0f}°, "
                    f"{cell.distance[0]:g}–{cell.distance[1]:g} м").replace(".", ",")
            drills.append({
                "id": f"weak.{slug}.{seed}.{c + 1}-{k + 1}",
                "title": {"ru": f"Слабое место {c + 1}: срезка {cut:.0f}°, "
                                f"{dist:.1f} м".replace(".", ","),
                          "en": f"Weak spot {c + 1}: a {cut:.0f}° cut at {dist:.1f} m"},
                "instructions": {
                    "ru": f"Ваше слабое место по истории: срезки {zone}, забито "
                          f"{100 * cell.rate:.0f} % при ожидаемых {100 * cell.expected:.0f} %."
                          f"{ru_bias} Забейте шар 1 в {POCKET_RU[pid]} лузу.",
                    "en": f"Your weak spot from the history: cuts of "
                          f"{zone.replace(' м', ' m').replace(',', '.').replace('°. ', '°, ')},"
                          f" {100 * cell.rate:.0f} % potted against {100 * cell.expected:.0f} %"
                          f" expected.{en_bias} Pocket ball 1 in the {POCKET_EN[pid]} pocket."},
                "category": "potting", "level": min(10, 2 + _bin(cut, CUT_BINS)  # type: ignore
                                                     + (_bin(dist, DISTANCE_BINS) or 0)),
                "discipline": "combined", "cue": "fixed", "attempts": 5, "seed": s,
                "layout": {"balls": {b: list(p) for b, p in balls.items()}},
                "goal": {"type": "pot", "ball": "1", "pockets": [pid]},
            })
    return {"pack": {"id": f"weak-{slug}", "format": 1,
                     "title": {"ru": f"Слабые места: {player}",
                               "en": f"Weak spots: {player}"}},
            "drills": drills}
