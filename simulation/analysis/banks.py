"""Bank shots (дуплет): the object ball off one cushion into a pocket, as plane geometry.

A ball touching a cushion's nose line has its centre one radius in front of it, so the
"mirror" a bank is aimed with is that line, not the nose itself: the pocket's mouth centre
reflected in it is where the object ball must be sent, and where the straight road to
that image crosses the line is the bank point. The cloth and the cushion's own throw
(Han 2005, docs/physics.md: a rolling ball comes off a 45° cushion at ~37°) bend the real
path away from the mirror, so this is where the solver starts looking, not its answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from simulation.table import TableSpec, Vec

#: A bank point closer than this (m) to either end of the cushion's nose line is refused:
#: the ball would meet the jaw rounding, not the straight cushion.
END_MARGIN = 0.08


@dataclass(frozen=True)
class Rail:
    """The line a ball's centre runs along when it touches a cushion's nose."""

    cushion: str
    start: Vec
    end: Vec
    normal: Vec  # unit, into the table

    def mirror(self, p: Vec) -> Vec:
        d = (p[0] - self.start[0]) * self.normal[0] + (p[1] - self.start[1]) * self.normal[1]
        return (p[0] - 2 * d * self.normal[0], p[1] - 2 * d * self.normal[1])

    def crossing(self, a: Vec, b: Vec) -> Vec | None:
        """Where the segment a→b meets this line, inside the nose line away from its ends."""
        n = self.normal
        da = (a[0] - self.start[0]) * n[0] + (a[1] - self.start[1]) * n[1]
        db = (b[0] - self.start[0]) * n[0] + (b[1] - self.start[1]) * n[1]
        if da <= 0 or db >= 0:
            return None
        f = da / (da - db)
        p = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
        tx, ty = self.end[0] - self.start[0], self.end[1] - self.start[1]
        length2 = tx * tx + ty * ty
        s = ((p[0] - self.start[0]) * tx + (p[1] - self.start[1]) * ty) / length2
        margin = END_MARGIN / length2 ** 0.5
        return p if margin <= s <= 1.0 - margin else None


@lru_cache(maxsize=16)
def rails(table: TableSpec) -> tuple[Rail, ...]:
    """Every cushion's ball-centre line (the nose line moved one radius into the table)."""
    out = []
    r = table.ball_radius
    for c in table.cushions():
        (ax, ay), (bx, by) = c.nose
        # The table's centre is the origin and every nose line faces it.
        tx, ty = bx - ax, by - ay
        length = (tx * tx + ty * ty) ** 0.5
        nx, ny = -ty / length, tx / length
        if nx * -ax + ny * -ay < 0:
            nx, ny = -nx, -ny
        out.append(Rail(c.id, (ax + r * nx, ay + r * ny), (bx + r * nx, by + r * ny),
                        (nx, ny)))
    return tuple(out)


def rail(table: TableSpec, cushion: str) -> Rail:
    for r in rails(table):
        if r.cushion == cushion:
            return r
    raise KeyError(cushion)


def bank_point(ball: Vec, mouth: Vec, line: Rail) -> Vec | None:
    """Where a ball at ``ball`` must touch ``line`` to come off it (mirror-wise) at
    ``mouth``; None when that point is not on the straight part of the cushion."""
    if _side(line, mouth) <= 0 or _side(line, ball) <= 0:
        return None
    return line.crossing(ball, line.mirror(mouth))


def _side(line: Rail, p: Vec) -> float:
    return (p[0] - line.start[0]) * line.normal[0] + (p[1] - line.start[1]) * line.normal[1]
