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

from bisect import bisect_left
from collections.abc import Sequence

from simulation.physics.cloth import BallMotion
from simulation.physics.face_grid import FaceGrid
from simulation.physics.toi import Rest, first_face_contact, pairs_contact
from simulation.table import Vec

#: Slack (m) on the distance at which a pair counts as able to meet in a shorter step: far
#: above rounding error (1e-16 m), far below any distance that decides a contact.
SLACK = 1.0e-6


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
        #: What ``involved`` answered for this step's noted pairs (None: not asked yet).
        self._involved: list[int] | None = None

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
        self._involved = None
        pairs = self._prune(pos, disp, moving, is_moving, widen)
        best = pairs_contact(pos, disp, motion, pairs, self.touch, self.c, self.rest)
        best = self._faces(pos, disp, motion, best)
        if 0.0 < best < 1.0:  # the step will be shortened: note what the shorter one needs
            self._pairs = self._could_meet(pos, disp, pairs, widen)
        return best

    def _prune(self, pos: Sequence[Vec], disp: Sequence[Vec], moving: list[int],
               is_moving: Sequence[bool], widen: float) -> list[tuple[int, int]]:
        """The pairs with a moving ball whose swept boxes, widened by ``widen``, come
        within touching distance (every moving ball against the balls at rest found by
        bisection along x, the moving balls against each other by sweep and prune along
        x); notes the moving balls near a cushion."""
        touch = self.touch
        rest_x, rest_i, rest_y = self._at_rest_by_x(pos, moving, is_moving)
        n_rest = len(rest_x)
        half = 0.5 * touch
        h = half + widen
        spans: list[tuple[float, float, int, float, float]] = []
        append = spans.append
        cushion: list[int] = []
        self._cushion = cushion
        pairs: list[tuple[int, int]] = []
        add_pair = pairs.append
        x_far = self.hl - self.R - widen - 1e-3
        y_far = self.hw - self.R - 1e-3
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
                if -reach <= rest_y[k] - y <= reach:
                    add_pair((i, rest_i[k]))
                k += 1
        spans.sort()
        n_spans = len(spans)
        for k, (_, hi_i, i, yi, ady_i) in enumerate(spans, 1):
            # Most spans overlap none of those after them: look at the next one before
            # making anything to loop over.
            if k == n_spans or spans[k][0] > hi_i:
                continue
            reach_i = touch + ady_i
            for lo_j, _, j, yj, ady_j in spans[k:]:
                if lo_j > hi_i:
                    break
                reach = reach_i + ady_j
                if -reach <= yj - yi <= reach:
                    add_pair((i, j))
        return pairs

    def _could_meet(self, pos: Sequence[Vec], disp: Sequence[Vec],
                    pairs: list[tuple[int, int]], widen: float) -> list[tuple[int, int]]:
        """Of ``pairs``, those a shorter step could still bring within contact distance.

        In a shorter step each ball ends within ``widen`` (per axis) of the point of its
        chord at the same fraction of the step, so a pair's relative path stays within
        2 sqrt(2) ``widen`` of its relative chord over the whole step: a pair whose chord
        keeps farther than that beyond the contact distance cannot meet (and two balls
        touching now are always kept, being within it)."""
        reach = self.c + 2.8285 * widen + SLACK
        reach2 = reach * reach
        out = []
        for i, j in pairs:
            (xi, yi), (dxi, dyi) = pos[i], disp[i]
            (xj, yj), (dxj, dyj) = pos[j], disp[j]
            ox, oy = xj - xi, yj - yi
            wx, wy = dxj - dxi, dyj - dyi
            b = ox * wx + oy * wy
            a = wx * wx + wy * wy
            if b >= 0.0 or a == 0.0:  # nearest at the start
                m2 = ox * ox + oy * oy
            elif -b >= a:  # nearest at the end
                m2 = (ox + wx) * (ox + wx) + (oy + wy) * (oy + wy)
            else:
                m2 = ox * ox + oy * oy - b * b / a
            if m2 <= reach2:
                out.append((i, j))
        return out

    def refine(self, pos: Sequence[Vec], disp: Sequence[Vec],
               motion: Sequence[BallMotion]) -> float:
        """``first`` for the same step shortened (``disp`` the shorter step's), from the
        pairs and balls its first sweep noted."""
        best = pairs_contact(pos, disp, motion, self._pairs, self.touch, self.c, self.rest)
        return self._faces(pos, disp, motion, best)

    def involved(self, is_moving: Sequence[bool]) -> list[int]:
        """The moving balls a refinement reads (of the pairs and cushion balls noted): the
        same for every refinement of a step, so found once."""
        if self._involved is None:
            balls = set(self._cushion)
            for i, j in self._pairs:
                balls.add(i)
                balls.add(j)
            self._involved = [i for i in balls if is_moving[i]]
        return self._involved

    def not_involved(self, moving: list[int]) -> list[int]:
        """The balls of ``moving`` that ``involved`` did not name (after it was asked)."""
        done = self._involved
        if not done:
            return moving
        return [i for i in moving if i not in done]

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
