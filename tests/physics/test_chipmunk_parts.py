"""The world's own chipmunk bodies and shapes are freed safely in either order."""

from __future__ import annotations

import gc

import pymunk
from pymunk._chipmunk_cffi import lib as _cp

from simulation.physics.chipmunk_parts import ChipmunkParts
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.physics.world import World
from simulation.racks import standard_rack
from simulation.stroke import Stroke
from simulation.table import TableSpec


def _parts_in(space: pymunk.Space) -> ChipmunkParts:
    parts = ChipmunkParts()
    table = TableSpec()
    static = parts.static_body(space._space)
    for cushion in table.cushions():
        parts.block(space._space, static, cushion.outline, 2, 0.2, 0.8)
    bodies = [parts.ball(space._space, 0.285, 1e-4, 0.034, pos, 1, 0.0, 0.95)[0]
              for pos in standard_rack(table).values()]
    _cp.cpBodySetVelocity(bodies[0], (-3.0, 0.5))
    space.step(0.01)
    return parts


def test_parts_freed_before_the_space() -> None:
    space = pymunk.Space()
    parts = _parts_in(space)
    del parts  # takes every body and shape out of the space, then frees them
    gc.collect()
    space.step(0.01)  # nothing of theirs left to touch
    ball = pymunk.Body(1.0, 1.0)
    space.add(ball, pymunk.Circle(ball, 0.034))
    space.step(0.01)


def test_parts_freed_after_the_space() -> None:
    space = pymunk.Space()
    parts = _parts_in(space)
    del space  # pymunk's finaliser takes them out of the space before freeing it
    gc.collect()
    del parts  # then they are freed on their own
    gc.collect()


def test_a_world_and_its_parts_go_together() -> None:
    table = TableSpec()
    world = World(table, PhysicsParams(), lambda i: (0.0, 0.0))
    for i, pos in enumerate(standard_rack(table).values()):
        world.add_ball(i, pos)
    world.remove_ball(3)  # a ball gone into a pocket is out of the space, not yet freed
    world.step(0.01)
    del world  # a cycle through the space's callbacks: the collector frees it all
    assert gc.collect() > 0


def test_many_shots_free_what_they_made() -> None:
    table = TableSpec()
    layout = {**standard_rack(table), "cue": (-1.2, 0.0)}
    first = simulate(layout, Stroke("cue", 0.0, 10.0), table=table)
    for _ in range(20):
        assert simulate(layout, Stroke("cue", 0.0, 10.0), table=table) == first
    gc.collect()
