"""Cue-ball placement analysis: where in the house the cue ball gives the best chance.

For a pot played from the house (a placement drill, or a game with the ball in hand), a grid
of legal places in the house is tried: at each, the solver finds the ideal stroke and the
stroke-error model estimates the probability that a player of the given level pockets the
ball from there. The map shows the player where the best place was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from simulation.analysis.outcome import Shot
from simulation.analysis.probability import StrokeError, sample_strokes
from simulation.analysis.solver import window
from simulation.analysis.workers import map_chunks
from simulation.layout import ball_fits
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec, Vec


@dataclass(frozen=True)
class Cell:
    """One place in the house and what it gives."""

    x: float
    y: float
    legal: bool
    probability: float | None
    direction_deg: float | None
    margin_deg: float | None

    def to_json(self) -> dict[str, Any]:
        return {"x": round(self.x, 4), "y": round(self.y, 4), "legal": self.legal,
                "probability": None if self.probability is None else round(self.probability, 4),
                "direction_deg": None if self.direction_deg is None else round(
                    self.direction_deg, 5),
                "margin_deg": None if self.margin_deg is None else round(self.margin_deg, 5)}


def house_grid(table: TableSpec, nx: int = 8, ny: int = 12) -> list[Vec]:
    """Places strictly inside the house (clause 11: not on the house line), a ball's radius
    off the cushions."""
    R = table.ball_radius
    x0, x1 = -table.half_length + R + 0.01, table.house_line_x - R
    y0, y1 = -table.half_width + R + 0.01, table.half_width - R - 0.01
    # One place along an axis is its middle (nx = 1 divided by zero once).
    def at(lo: float, hi: float, k: int, n: int) -> float:
        return (lo + hi) / 2 if n == 1 else lo + (hi - lo) * k / (n - 1)

    return [(at(x0, x1, i, nx), at(y0, y1, j, ny)) for i in range(nx) for j in range(ny)]


def _cell(job: tuple[Shot, Vec, StrokeError, int, int, TableSpec, PhysicsParams]) -> Cell:
    from simulation.analysis.outcome import pots

    shot, place, error, samples, seed, table, params = job
    layout = dict(shot.layout)
    layout[shot.cue_ball] = place
    two_r = 2 * table.ball_radius
    if not ball_fits(place, table) or any(
            b != shot.cue_ball and (p[0] - place[0]) ** 2 + (p[1] - place[1]) ** 2 <= two_r ** 2
            for b, p in layout.items()):
        return Cell(place[0], place[1], False, None, None, None)
    here = replace(shot, layout=layout)
    w = window(here, table, params)
    if w is None:
        return Cell(place[0], place[1], True, 0.0, None, None)
    strokes = sample_strokes(here.stroke(w.direction_deg), error, samples, seed, params)
    p = sum(pots(here, s, table, params) for s in strokes) / samples
    return Cell(place[0], place[1], True, p, w.direction_deg, w.margin_deg)


def placement_map(shot: Shot, error: StrokeError, *, places: list[Vec] | None = None,
                  samples: int = 40, seed: int = 0, workers: int = 2,
                  table: TableSpec | None = None, params: PhysicsParams | None = None,
                  progress: Callable[[int, int], bool] | None = None) -> list[Cell]:
    """The pot probability from each place (``shot.layout``'s cue ball is moved there)."""
    table = table or TableSpec()
    params = params or PhysicsParams()
    grid = places if places is not None else house_grid(table)
    jobs = [(shot, p, error, samples, seed, table, params) for p in grid]
    return map_chunks(_cell, jobs, workers, progress)


def best_place(cells: list[Cell]) -> Cell | None:
    scored = [c for c in cells if c.probability is not None]
    return max(scored, key=lambda c: (c.probability, c.margin_deg or 0.0)) if scored else None
