"""Drills from a player's weak spots: where the history says the pots go wrong.

From the recorded pot attempts (cut angle, distance, potted or not, and where measured the
signed aim error of simulation/analysis/bias.py) each cut x distance cell of bias.py gets
its pot rate and its mean aim bias. Cuts get harder with angle and distance for everyone,
so a cell is weak when the player pots it *less than his own trend predicts*: a logistic
trend in cut and distance fitted to every attempt *outside* the cell (so a flaw does not
lower its own expectation), and a cell is called weak only on strong evidence, all of:

* its shortfall (expected minus actual rate) is at least ``MIN_Z`` standard errors, the
  standard error counting both the cell's own binomial spread and the trend's uncertainty;
* the exact chance of doing this badly on the trend (the Poisson-binomial tail), adjusted
  by Holm's method for the number of cells looked at, is at most ``FAMILY_ALPHA``;
* the gap is at least ``MIN_SHORTFALL``: a coach does not set drills for a few points.

docs/drills.md says why; a flawless history gets no weak cell. The weak cells (and the
bias measured in them: "cuts of 30-45° at 1-1.5 m, where you overcut by 0.6°") become a
personal pack: pot drills laid out inside the cell, each from its own seed, so the set is
the same every time it is generated and a re-measure after practice compares like with
like. Every cell carries its evidence as data (``to_json``) for the app to say in words.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from drills.weakstats import Fit, holm, logistic_fit, poisson_binomial_cdf
from simulation.analysis.bias import CUT_BINS, DISTANCE_BINS
from simulation.table import TableSpec, Vec

#: Attempts a cell needs before it is tested at all.
MIN_COUNT = 8
#: The evidence a weak cell needs (module docstring; docs/drills.md).
MIN_Z = 3.0
FAMILY_ALPHA = 0.05
MIN_SHORTFALL = 0.10
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
    """One cut x distance cell and its evidence: ``potted`` of ``count`` against the
    ``expected`` rate of the player's trend elsewhere, the standard error ``se`` of the
    gap, the one-sided chance ``p_value`` of a gap this big on the trend and that chance
    adjusted for every cell tested (``p_holm``)."""

    cut: tuple[float, float]
    distance: tuple[float, float]
    count: int
    potted: int
    expected: float
    se: float
    p_value: float
    p_holm: float
    bias_deg: float | None = None

    @property
    def rate(self) -> float:
        return self.potted / self.count

    @property
    def shortfall(self) -> float:
        return self.expected - self.rate

    @property
    def z(self) -> float:
        """The shortfall in standard errors: a big gap on few shots says less."""
        return self.shortfall / self.se if self.se > 0 else 0.0

    @property
    def score(self) -> float:
        return self.z

    @property
    def weak(self) -> bool:
        """Strong evidence on all three counts (the module docstring)."""
        return (self.z >= MIN_Z and self.p_holm <= FAMILY_ALPHA
                and self.shortfall >= MIN_SHORTFALL)

    def to_json(self) -> dict[str, Any]:
        return {"cut_deg": list(self.cut), "distance_m": list(self.distance),
                "count": self.count, "potted": self.potted, "pot_rate": round(self.rate, 3),
                "expected_rate": round(self.expected, 3),
                "expected_potted": round(self.expected * self.count, 1),
                "shortfall": round(self.shortfall, 3), "se": round(self.se, 4),
                "z": round(self.z, 2), "score": round(self.z, 2),
                "p_value": float(f"{self.p_value:.3g}"), "p_holm": float(f"{self.p_holm:.3g}"),
                "weak": self.weak,
                "bias_deg": None if self.bias_deg is None else round(self.bias_deg, 3),
                "code": None if self.bias_deg is None else
                ("overcut" if self.bias_deg > 0 else "undercut")}


def rule_json() -> dict[str, Any]:
    """The bar a weak cell clears, for the command's output and the app's words."""
    return {"min_count": MIN_COUNT, "min_z": MIN_Z, "family_alpha": FAMILY_ALPHA,
            "adjustment": "holm", "min_shortfall": MIN_SHORTFALL}


def _bin(v: float, edges: Sequence[float]) -> int | None:
    return next((k for k in range(len(edges) - 1) if edges[k] <= v < edges[k + 1]), None)


def _row(r: PotRecord) -> tuple[float, float, float]:
    """The trend's features: a constant, the cut (in 45° units, for a well-conditioned
    fit) and the cue-to-ghost distance in metres."""
    return (1.0, r.cut_deg / 45.0, r.distance)


def _cell(i: int, j: int, rs: Sequence[PotRecord], fit: Fit) -> WeakCell:
    rows = [_row(r) for r in rs]
    expected, fit_var = fit.mean(rows)
    ps = [fit.predict(x) for x in rows]
    n = len(rs)
    potted = sum(r.potted for r in rs)
    se = math.sqrt(sum(p * (1 - p) for p in ps) / (n * n) + fit_var)
    errs = [r.error_deg for r in rs if r.error_deg is not None]
    return WeakCell((CUT_BINS[i], CUT_BINS[i + 1]), (DISTANCE_BINS[j], DISTANCE_BINS[j + 1]),
                    n, potted, expected, se, poisson_binomial_cdf(ps, potted), 1.0,
                    sum(errs) / len(errs) if errs else None)


def weak_cells(records: Sequence[PotRecord], min_count: int = MIN_COUNT) -> list[WeakCell]:
    """Every cell with ``min_count`` attempts and its evidence, strongest first; the ones
    to drill are those whose ``weak`` is true (:func:`proposed`)."""
    groups: dict[tuple[int, int], list[int]] = {}
    for k, r in enumerate(records):
        i, j = _bin(r.cut_deg, CUT_BINS), _bin(r.distance, DISTANCE_BINS)
        if i is not None and j is not None:
            groups.setdefault((i, j), []).append(k)
    tested = {key: idx for key, idx in sorted(groups.items()) if len(idx) >= min_count}
    if not tested or len(records) - min(len(v) for v in tested.values()) < 3:
        return []
    rows = [_row(r) for r in records]
    ys = [r.potted for r in records]
    full = logistic_fit(rows, ys)
    cells = []
    for (i, j), idx in tested.items():
        inside = set(idx)
        rest = [k for k in range(len(records)) if k not in inside]
        fit = logistic_fit([rows[k] for k in rest], [ys[k] for k in rest], start=full.coef)
        cells.append(_cell(i, j, [records[k] for k in idx], fit))
    adjusted = holm([c.p_value for c in cells])
    cells = [replace(c, p_holm=a) for c, a in zip(cells, adjusted, strict=True)]
    return sorted(cells, key=lambda c: (-c.z, c.cut, c.distance))


def proposed(cells: Sequence[WeakCell]) -> list[WeakCell]:
    """The cells with strong evidence of a weakness, strongest first."""
    return [c for c in cells if c.weak]


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
