"""The engine's time-of-impact sweep of one shot: ``toi.py``'s answers, found with less work.

Each step the engine asks for the fraction of the step at which its first new contact
begins (ball–ball by ``toi.first_ball_contact``, ball–cushion by ``toi.first_face_contact``),
and again, up to four times, for the same step shortened. The answer is a minimum over
pairs of balls and over pairs of a ball and a cushion face, and each term depends only on
the pair: which pairs a prune lets through has no say in it, as long as it drops only pairs
that cannot come within touching distance in the step (their terms are never at most 1:
that would take a distance ``c`` = touch - 2 um, and rounding error is 1e-16 m). This class
prunes harder than ``toi.py`` and remembers what it may, and gives the same value bit for bit
(tests/physics/test_sweep_shortcuts.py checks it against ``toi.py`` on random layouts; the
replay references check it on whole shots):

* balls at rest keep their sorted spans from step to step (they move only when touched);
* a step's first sweep notes the pairs, and the balls near a cushion, that a shorter step
  could still bring together: its chords widened by how far the end of a shorter step can
  stray from them (``widen``). A refinement solves only those;
* the faces come from the table's face grid (``face_grid.py``), in table order (the one
  place where order could matter: a face's edge and its ends are compared with the best so
  far one after the other).
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Sequence

from simulation.physics.cloth import BallMotion
from simulation.physics.face_grid import FaceGrid
from simulation.physics.toi import Rest, first_face_contact, pairs_contact
from simulation.table import Vec


class ContactSweep:
    """The time-of-impact queries of one shot (see the module's docstring).

    ``live`` is the engine's list of balls on the table, read as it changes. Call
    ``moved_at_rest`` whenever a ball that may now be at rest has moved or left the table
    outside a step's free motion (a contact, a drop into a pocket)."""

    def __init__(self, radius: float, half_length: float, half_width: float, grid: FaceGrid,
                 live: Sequence[bool], depth: float, rest: Rest) -> None:
        self.R = radius
        self.touch = 2.0 * radius
        self.c = 2.0 * radius - depth
        self.face_c = radius - depth
        self.rest = rest
        self.hl, self.hw = half_length, half_width
        self.near_faces = grid.near
        self.live = live
        self._at_rest: tuple[list[float], list[int], list[float]] = ([], [], [])
        self._at_rest_for: list[int] | None = None  # the moving balls they were made for
        self._pairs: list[tuple[int, int]] = []
        self._cushion: list[int] = []

    def moved_at_rest(self) -> None:
        self._at_rest_for = None

    def _at_rest_by_x(self, pos: Sequence[Vec], moving: list[int],
                      is_moving: Sequence[bool]) -> tuple[list[float], list[int], list[float]]:
        """The balls at rest sorted by x: their x, indices and y (kept while they rest)."""
        if moving != self._at_rest_for:
            rest = sorted((x, i, y) for i, ((x, y), on, mv) in enumerate(
                zip(pos, self.live, is_moving, strict=True)) if on and not mv)
            self._at_rest = ([r[0] for r in rest], [r[1] for r in rest], [r[2] for r in rest])
            self._at_rest_for = list(moving)
        return self._at_rest

    def first(self, pos: Sequence[Vec], disp: Sequence[Vec], motion: Sequence[BallMotion],
              moving: list[int], is_moving: Sequence[bool], widen: float) -> float:
        """The fraction of the step at which its first new contact begins (2.0: none), as
        ``toi.first_ball_contact`` and ``toi.first_face_contact`` over every ball and face
        give it; notes what a shorter step (ends at most ``widen`` from the chords, per
        axis) must look at."""
        touch, c, rest = self.touch, self.c, self.rest
        touch2, c2 = touch * touch, c * c
        sqrt = math.sqrt
        rest_x, rest_i, rest_y = self._at_rest_by_x(pos, moving, is_moving)
        n_rest = len(rest_x)
        # Each moving ball's swept x interval and y reach, widened by ``widen`` so that the
        # pairs let through are all a shorter step can bring together.
        half = 0.5 * touch
        h = half + widen
        spans = []
        append = spans.append
        cushion: list[int] = []
        self._cushion = cushion
        pairs: list[tuple[int, int]] = []
        self._pairs = pairs
        add_pair = pairs.append
        x_far = self.hl - self.R - widen - 1e-3
        y_far = self.hw - self.R - 1e-3
        best = 2.0
        for i in moving:
            (x, y), (dx, dy) = pos[i], disp[i]
            if dx >= 0.0:
                lo, hi = x - h, x + dx + h
                x_room = x_far - dx  # (any safe bound will do: it only prunes)
            else:
                lo, hi = x + dx - h, x + h
                x_room = x_far + dx
            ady = (dy if dy >= 0.0 else -dy) + widen
            reach = touch + ady
            append((lo, hi, i, y, ady))
            # Cannot reach any cushion this step (all faces lie beyond the nose lines,
            # |x| = L/2 or |y| = W/2), nor in a shorter one: no face to look at.
            if not (-x_room < x < x_room and ady - y_far < y < y_far - ady):
                cushion.append(i)
            # Against the balls at rest whose centres lie within the interval's reach.
            k = bisect_left(rest_x, lo - half)
            end = hi + half
            while k < n_rest and rest_x[k] <= end:
                k += 1
                oy = rest_y[k - 1] - y
                if oy > reach or -oy > reach:
                    continue
                j = rest_i[k - 1]
                add_pair((i, j))
                ox = rest_x[k - 1] - x
                wx, wy = 0.0 - dx, 0.0 - dy  # the ball at rest does not move
                b = ox * wx + oy * wy
                if b >= 0.0:
                    continue
                d2 = ox * ox + oy * oy
                if d2 <= touch2:
                    d = sqrt(d2)
                    vi, vj = motion[i], motion[j]
                    vn = (ox * (vj[0] - vi[0]) + oy * (vj[1] - vi[1])) / d
                    s = rest.fraction(-vn, -b / d)
                    if s < best:
                        if s == 0.0:
                            return 0.0
                        best = s
                    continue
                a = wx * wx + wy * wy
                disc = b * b - a * (d2 - c2)
                if disc < 0.0:
                    continue
                s = (-b - sqrt(disc)) / a
                if s < best:
                    best = s
        # Moving against moving: sweep and prune along x.
        spans.sort()
        k = 0
        for _, hi_i, i, yi, ady_i in spans:
            k += 1
            reach_i = touch + ady_i
            xi = None
            for lo_j, _, j, yj, ady_j in spans[k:]:
                if lo_j > hi_i:
                    break
                oy = yj - yi
                reach = reach_i + ady_j
                if oy > reach or -oy > reach:
                    continue
                add_pair((i, j))
                # The pair's term, exactly as toi.first_ball_contact computes it.
                if xi is None:
                    (xi, _), (dxi, dyi) = pos[i], disp[i]
                ox = pos[j][0] - xi
                wx, wy = disp[j][0] - dxi, disp[j][1] - dyi
                b = ox * wx + oy * wy
                if b >= 0.0:
                    continue
                d2 = ox * ox + oy * oy
                if d2 <= touch2:
                    d = sqrt(d2)
                    vi, vj = motion[i], motion[j]
                    vn = (ox * (vj[0] - vi[0]) + oy * (vj[1] - vi[1])) / d
                    s = rest.fraction(-vn, -b / d)
                    if s < best:
                        if s == 0.0:
                            return 0.0
                        best = s
                    continue
                a = wx * wx + wy * wy
                disc = b * b - a * (d2 - c2)
                if disc < 0.0:
                    continue
                s = (-b - sqrt(disc)) / a
                if s < best:
                    best = s
        if best > 1.0:
            best = 2.0
        return self._faces(pos, disp, motion, best)

    def refine(self, pos: Sequence[Vec], disp: Sequence[Vec],
               motion: Sequence[BallMotion]) -> float:
        """``first`` for the same step shortened (``disp`` the shorter step's), from the
        pairs and balls its first sweep noted."""
        best = pairs_contact(pos, disp, motion, self._pairs, self.touch, self.c, self.rest)
        return self._faces(pos, disp, motion, best)

    def involved(self, is_moving: Sequence[bool]) -> list[int]:
        """The moving balls a refinement reads (of the pairs and cushion balls noted)."""
        balls = set(self._cushion)
        for i, j in self._pairs:
            balls.add(i)
            balls.add(j)
        return [i for i in balls if is_moving[i]]

    def _faces(self, pos: Sequence[Vec], disp: Sequence[Vec], motion: Sequence[BallMotion],
               best: float) -> float:
        if best <= 0.0:
            return best
        R, c, rest, near_faces = self.R, self.face_c, self.rest, self.near_faces
        for i in self._cushion:
            (px, py), (dx, dy) = pos[i], disp[i]
            s = first_face_contact((px, py), (dx, dy), motion[i], near_faces(px, py, dx, dy),
                                   R, c, rest)
            if s < best:
                best = s
        return best
