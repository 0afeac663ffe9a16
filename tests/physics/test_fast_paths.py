"""The engine's shortcuts give exactly the answers of the plain computations they skip."""

from __future__ import annotations

import math
import random

import pytest

from simulation.errors import InputError
from simulation.geometry import closer_than, point_polygon_distance
from simulation.layout import OVERLAP_TOLERANCE, ball_fits, check_layout
from simulation.physics.cloth import ClothConstants, advance, advance_all
from simulation.physics.params import PhysicsParams
from simulation.physics.world import World
from simulation.table import TableSpec

TABLES = [TableSpec(), TableSpec(length=3.2, width=1.6, corner_mouth=0.075, jaw_length=0.06)]


@pytest.mark.parametrize("table", TABLES, ids=["12ft", "small"])
def test_closer_than_is_the_exact_distance_test(table: TableSpec) -> None:
    rng = random.Random(7)
    r = table.ball_radius
    hl, hw = table.half_length, table.half_width
    for cushion in table.cushions():
        xs = [q[0] for q in cushion.outline]
        ys = [q[1] for q in cushion.outline]
        for _ in range(3000):
            # Around the block and its bounding box, where the shortcut's edge lies.
            p = (rng.uniform(min(xs) - 3 * r, max(xs) + 3 * r),
                 rng.uniform(min(ys) - 3 * r, max(ys) + 3 * r))
            for limit in (r, r - OVERLAP_TOLERANCE):
                want = point_polygon_distance(p, cushion.outline) < limit
                assert closer_than(p, cushion.outline, limit) is want
    for _ in range(3000):  # anywhere on the table
        p = (rng.uniform(-hl, hl), rng.uniform(-hw, hw))
        for cushion in table.cushions():
            assert closer_than(p, cushion.outline, r) is (
                point_polygon_distance(p, cushion.outline) < r)


def test_advance_all_matches_advance_ball_by_ball() -> None:
    rng = random.Random(11)
    k = ClothConstants.of(PhysicsParams(), TableSpec().ball_radius)
    motions = [(rng.uniform(-8, 8), rng.uniform(-8, 8), rng.uniform(-300, 300),
                rng.uniform(-300, 300), rng.choice((0.0, rng.uniform(-200, 200))))
               for _ in range(200)]
    for dt in (1e-9, 1e-4, 0.01, 0.1, 5.0):
        disp = [(0.0, 0.0)] * len(motions)
        ends = advance_all(motions, range(len(motions)), dt, k, disp)
        for m, (dx, dy), end in zip(motions, disp, ends, strict=True):
            assert (dx, dy, end) == advance(m, dt, k)


def _ball_fits_in_full(pos: tuple[float, float], spec: TableSpec) -> bool:
    """``layout.ball_fits`` as it was before its open-slate shortcut: every test, always."""
    r = spec.ball_radius
    hl, hw = spec.half_length, spec.half_width
    if abs(pos[0]) > hl + spec.jaw_length or abs(pos[1]) > hw + spec.jaw_length:
        return False
    if any(p.captures(pos) for p in spec.pockets()):
        return False
    if any(closer_than(pos, c.outline, r - OVERLAP_TOLERANCE) for c in spec.cushions()):
        return False
    inside = abs(pos[0]) <= hl + 1e-12 and abs(pos[1]) <= hw + 1e-12
    return inside or any(p.depth_of(pos) > 0 for p in spec.pockets())


@pytest.mark.parametrize("table", TABLES, ids=["12ft", "small"])
def test_ball_fits_shortcut_gives_the_full_answer(table: TableSpec) -> None:
    rng = random.Random(13)
    r = table.ball_radius
    hl, hw = table.half_length, table.half_width
    edges_x, edges_y = (hl - r, -(hl - r)), (hw - r, -(hw - r))
    for k in range(20000):
        if k % 2:  # anywhere, beyond the cushions included
            p = (rng.uniform(-hl - 0.1, hl + 0.1), rng.uniform(-hw - 0.1, hw + 0.1))
        else:  # at the open slate's edge, where the shortcut stops
            p = (rng.choice(edges_x) + rng.uniform(-1e-3, 1e-3), rng.uniform(-hw, hw))
            if k % 4 == 0:
                p = (rng.uniform(-hl, hl), rng.choice(edges_y) + rng.uniform(-1e-3, 1e-3))
        assert ball_fits(p, table) is _ball_fits_in_full(p, table), p


def _first_overlap(layout: dict[str, tuple[float, float]], limit: float) -> str | None:
    items = list(layout.items())
    for i, (_, pa) in enumerate(items):
        for b, pb in items[i + 1:]:
            if math.dist(pa, pb) < limit:
                return b
    return None


def test_overlap_sweep_names_the_pair_every_pair_test_names() -> None:
    rng = random.Random(17)
    table = TableSpec()
    r = table.ball_radius
    limit = 2 * r - OVERLAP_TOLERANCE
    balls = [str(n) for n in range(1, 16)]
    for _ in range(3000):
        # Balls in a small patch, often touching or overlapping by a hair.
        layout: dict[str, tuple[float, float]] = {}
        for b in rng.sample(balls, rng.randint(2, 8)):
            layout[b] = (round(rng.uniform(-0.3, 0.3), 3), round(rng.uniform(-0.2, 0.2), 3))
        if rng.random() < 0.5:
            a, b = rng.sample(list(layout), 2)
            angle = rng.uniform(0, 2 * math.pi)
            d = limit + rng.choice((-1e-9, 0.0, 1e-9, 2e-5))
            x, y = layout[a]
            layout[b] = (x + d * math.cos(angle), y + d * math.sin(angle))
        want = _first_overlap(layout, limit)
        try:
            check_layout(layout, table)
            got = None
        except InputError as e:
            assert "overlaps" in str(e), e
            got = e.field.rsplit(".", 1)[1]
        assert got == want, layout


def test_resting_contacts_sweep_finds_every_pair_and_cushion() -> None:
    rng = random.Random(19)
    table = TableSpec()
    r = table.ball_radius
    hl, hw = table.half_length, table.half_width
    for _ in range(300):
        pos = [(rng.uniform(-hl + r, hl - r), rng.uniform(-hw + r, hw - r))
               for _ in range(rng.randint(1, 16))]
        for _ in range(rng.randint(0, 4)):  # some touching, some frozen to a cushion
            i = rng.randrange(len(pos))
            x, y = pos[i]
            if rng.random() < 0.5:
                pos.append((x + 2 * r * (1 - rng.choice((0.0, 1e-12, 1e-6))), y))
            else:
                pos[i] = (x, math.copysign(hw - r + rng.choice((0.0, 1e-7, -1e-7)), y))
        world = World(table, PhysicsParams(), lambda i: (0.0, 0.0))
        world.note_resting(pos)
        want: set[tuple[int, int]] = set()
        touch = 2 * r
        for i, (xi, yi) in enumerate(pos):
            for j in range(i + 1, len(pos)):
                xj, yj = pos[j]
                if (xi - xj) ** 2 + (yi - yj) ** 2 < touch * touch:
                    want.add((i, j))
            for ci, c in enumerate(table.cushions()):
                if closer_than((xi, yi), c.outline, r):
                    want.add((i, -1 - ci))
        assert world.log.resting == want


def test_spin_decay_written_out_is_abs_and_copysign() -> None:
    rng = random.Random(23)
    k = ClothConstants.of(PhysicsParams(), TableSpec().ball_radius)
    spin = k.spin_decel
    for _ in range(5000):
        wz = rng.choice((1.0, -1.0)) * rng.choice((rng.uniform(0, 1e-6), rng.uniform(0, 300)))
        dt = rng.choice((abs(wz) / spin, rng.uniform(0, 2 * abs(wz) / spin), 1e-9))
        want = 0.0 if dt >= abs(wz) / spin else wz - math.copysign(spin * dt, wz)
        assert advance((0.0, 0.0, 0.0, 0.0, wz), dt, k)[2][4] == want
