"""Which cushion and jaw faces a ball can reach in one step, by where it is.

A table has 78 faces (each cushion: its nose line, the chords of its two rounded jaw noses,
its two jaw faces and the two steps where they end at the pockets' holes), and a ball near a
cushion used to be swept against every one of them each step. Only the few within reach can
matter: a face farther than ``touch`` plus the step's displacement from the ball can neither
be touched nor reached, and
``first_face_contact`` gives it no say in the result at all (it changes ``best`` only with a
contact at a fraction of at most 1, or a ball touching it). So the faces are filed once per
table in a grid of cells: each cell lists, in the table's order, the faces whose bounding box
comes within ``touch + reach + MARGIN`` of the cell. A ball whose displacement is at most
``reach`` along x and y needs only its cell's list; the faces keep their order, so the
sweep over the list is the sweep over all faces with the far ones left out, bit for bit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from simulation.physics.toi import Face

#: Slack (m) on every distance of the filing: far beyond rounding error (1e-16 m here), far
#: below any distance that decides a contact.
MARGIN = 1.0e-4
#: Side of a cell (m): a ball's own cell is where it may be, so the lists are this much
#: longer than the faces strictly within reach; smaller cells cost memory and filing time.
CELL = 0.1
#: Displacement bounds (m) of the two grids: slow balls and short steps use the first, the
#: longest default step (``max_travel`` = 6 radii = 0.204 m) fits the second.
REACHES = (0.05, 0.25)


@dataclass(frozen=True)
class _Grid:
    reach: float
    x0: float
    y0: float
    nx: int
    ny: int
    cells: tuple[tuple[Face, ...], ...]  # row-major by x, then y

    def at(self, x: float, y: float) -> tuple[Face, ...] | None:
        ix = math.floor((x - self.x0) / CELL)
        iy = math.floor((y - self.y0) / CELL)
        if 0 <= ix < self.nx and 0 <= iy < self.ny:
            return self.cells[ix * self.ny + iy]
        return None


@dataclass(frozen=True)
class FaceGrid:
    """The faces near each cell of the table, for displacements up to each of ``REACHES``."""

    faces: tuple[Face, ...]
    grids: tuple[_Grid, ...]

    @classmethod
    def of(cls, faces: Sequence[Face], touch: float) -> FaceGrid:
        faces = tuple(faces)
        boxes = [(min(f.a[0], f.b[0]), min(f.a[1], f.b[1]), max(f.a[0], f.b[0]),
                  max(f.a[1], f.b[1])) for f in faces]
        grids = []
        for reach in REACHES:
            grow = touch + reach + MARGIN
            x0 = min(b[0] for b in boxes) - grow
            y0 = min(b[1] for b in boxes) - grow
            nx = math.ceil((max(b[2] for b in boxes) + grow - x0) / CELL) + 1
            ny = math.ceil((max(b[3] for b in boxes) + grow - y0) / CELL) + 1
            cells: list[list[Face]] = [[] for _ in range(nx * ny)]
            for face, (xa, ya, xb, yb) in zip(faces, boxes, strict=True):
                # Cells overlapping the face's box grown by ``grow`` (faces in table order).
                for ix in range(max(0, math.floor((xa - grow - x0) / CELL)),
                                min(nx, math.floor((xb + grow - x0) / CELL) + 1)):
                    for iy in range(max(0, math.floor((ya - grow - y0) / CELL)),
                                    min(ny, math.floor((yb + grow - y0) / CELL) + 1)):
                        cells[ix * ny + iy].append(face)
            grids.append(_Grid(reach, x0, y0, nx, ny, tuple(tuple(c) for c in cells)))
        return cls(faces, tuple(grids))

    def near(self, x: float, y: float, dx: float, dy: float) -> tuple[Face, ...]:
        """The faces a ball at (x, y) moving by (dx, dy) this step may touch or reach, in
        table order (all of them when the step is longer than every grid's reach)."""
        d = max(abs(dx), abs(dy))
        for grid in self.grids:
            if d <= grid.reach:
                found = grid.at(x, y)
                return self.faces if found is None else found
        return self.faces
