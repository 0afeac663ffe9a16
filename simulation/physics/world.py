"""The pymunk side of the simulator: bodies, cushion blocks and the contact callbacks.

pymunk resolves every contact (ball–ball and ball–cushion, several at once in a rack) with
its impulse solver; restitution and friction are set per contact in ``pre_solve`` so that
ball–ball and ball–cushion values stay independent. Two effects a 2D engine cannot see are
added in ``post_solve`` from the normal impulse it reports:

* ball–ball: friction falls with the sliding speed at the contact (``throw.py``, Alciatore
  TP A.14). The contact point sits at the balls' equator, so topspin and draw make it slip
  vertically as well as across: ``mu`` is taken at the full slip speed as the contact
  begins, and its Coulomb budget ``mu Jn`` is shared between the horizontal slip (pymunk's
  friction, which throws the object ball) and the vertical slip (which transfers spin
  between the balls), in proportion to the two slip components.
* ball–cushion and ball–jaw: Han's (2005) impulse model with the nose above the centre
  (cushion.py). ``pre_solve`` computes the whole impact; pymunk gets its normal part as the
  contact's restitution (so a ball squeezed between a cushion and other balls still never
  sinks in) and no friction; ``post_solve`` applies the tangential and spin parts, scaled
  by the normal impulse the solver actually delivered (cushion_contacts.py).

Friction is limited to stopping the slip in both, so neither adds kinetic energy.
"""

from __future__ import annotations

import math
import struct
from array import array
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

import pymunk

# pymunk's own C binding (every pymunk 7 build has it): three times faster than the typed
# properties per call, and what the contact callbacks read the arbiters through.
from pymunk._chipmunk_cffi import ffi as _ffi
from pymunk._chipmunk_cffi import lib as _cp

from simulation.geometry import bounding_box, closer_than, pairs_within_x
from simulation.physics.ball_contacts import BallContacts
from simulation.physics.chipmunk_parts import ChipmunkParts
from simulation.physics.cloth import BallMotion
from simulation.physics.contact_log import ContactLog
from simulation.physics.cushion import Impact
from simulation.physics.cushion_contacts import CushionContacts
from simulation.physics.params import PhysicsParams
from simulation.table import Cushion, TableSpec, Vec, cushions_beyond_nose_lines

BALL = 1
CUSHION = 2

#: Overlap the solver leaves uncorrected (m). pymunk's default of 0.1 is 10 cm here. Half of
#: layout.OVERLAP_TOLERANCE, so balls at rest (rounded to 1 um) are never taken as overlapping.
COLLISION_SLOP = 5.0e-6
#: Share of an overlap beyond the slop left after one second of position correction.
#: pymunk's default (0.9^60) corrects 6 % per 10 ms step: too slow for a ball that spin keeps
#: pressing into a cushion, which then sank 0.1 mm. This corrects 90 % per 10 ms step; the
#: correction moves positions only (never velocities), so it adds no energy.
COLLISION_BIAS = 1.0e-100


SpinLookup = Callable[[int], tuple[float, float]]


class World(BallContacts, CushionContacts):
    """A pymunk space holding the table's cushion blocks and one body per ball."""

    def __init__(self, table: TableSpec, params: PhysicsParams, spin_of: SpinLookup) -> None:
        self.table = table
        self.params = params
        self.radius = table.ball_radius
        self.inertia = 0.4 * table.ball_mass * self.radius**2
        self.space = pymunk.Space()
        self.space.gravity = (0.0, 0.0)
        self.space.damping = 1.0
        self.space.iterations = int(params.solver_iterations)
        self.space.collision_slop = COLLISION_SLOP
        self.space.collision_bias = COLLISION_BIAS
        self.space.collision_persistence = 1
        self.log = ContactLog()
        self._spin_of = spin_of
        # Ball index or cushion index of each shape, keyed by its chipmunk pointer (what a
        # contact callback can read without building pymunk objects).
        self._shape_index: dict[object, int] = {}
        self._out_a, self._out_b = _ffi.new("cpShape *[1]"), _ffi.new("cpShape *[1]")
        self._handles: list[Any] = []  # the bodies' chipmunk pointers
        self._ball_shapes: list[Any] = []  # and their shapes'
        #: Every body and shape of the space but pymunk's own (chipmunk_parts.py).
        self._parts = ChipmunkParts()
        #: pymunk's batch setter and its buffer (``place``), made once the balls are in.
        self._batch: _Batch | None = None
        self._sin_contact = (table.cushion_height - self.radius) / self.radius
        #: Han impacts decided in pre_solve, applied in post_solve, by (ball, cushion).
        self._pending: dict[tuple[int, int], Impact] = {}
        self._noses = [c.nose for c in table.cushions()]
        self._nose_normals = [_nose_normal(c) for c in table.cushions()]
        space = self.space._space
        static = self._parts.static_body(space)
        for ci, cushion in enumerate(table.cushions()):
            block = self._parts.block(space, static, cushion.outline, CUSHION,
                                      params.mu_cushion, params.e_cushion)
            self._shape_index[block] = ci
        # No begin callbacks: pre_solve does their work (ball_contacts.py says why).
        self.space.on_collision(BALL, BALL, pre_solve=self._bb_pre, post_solve=self._bb_post)
        self.space.on_collision(BALL, CUSHION, pre_solve=self._bc_pre, post_solve=self._bc_post)

    def add_ball(self, index: int, pos: tuple[float, float]) -> None:
        assert len(self._handles) == index, "balls are added in index order"
        body, shape = self._parts.ball(self.space._space, self.table.ball_mass, self.inertia,
                                       self.radius, pos, BALL, 0.0, self.params.e_ball)
        # (Friction is set per contact in the pre_solve callbacks.)
        self._shape_index[shape] = index
        self._handles.append(body)
        self._ball_shapes.append(shape)

    def place(self, balls: Sequence[int], pos: list[Vec], motion: list[BallMotion],
              disp: Sequence[Vec], ends: Sequence[BallMotion], dt: float) -> None:
        """Move ``balls`` over the cloth for a step of ``dt`` and place their bodies: each
        ball at ``pos`` moves by ``disp`` and ends the step with the motion in ``ends`` (by
        index); ``pos`` and ``motion`` are updated to the step's end.

        pymunk moves a body by v dt before it solves contacts: each body starts so that it
        lands on the cloth model's end point and meets its contacts at the end velocity.
        The hot path of every step. Each body is set by one call of pymunk's batch setter
        (``cpBodySetPosition``, ``cpBodySetVelocity`` and ``cpBodySetAngularVelocity``, from
        five doubles in a buffer), which passes two pointers where the setters themselves
        would each convert a tuple into a struct, the costliest part of a call."""
        batch = self._batch
        if batch is None:
            batch = self._batch = _batch_setter(len(self._handles))
        values, data, cursor, set_body, _ = batch
        handles = self._handles
        pack = _FIVE.pack_into
        cursor.num = 0
        k = 0
        for i in balls:
            (x, y), (dx, dy) = pos[i], disp[i]
            m = ends[i]
            vx, vy, _, _, wz = m
            x += dx
            y += dy
            pack(values, k, x - vx * dt, y - vy * dt, vx, vy, wz)
            k += 40
            set_body(handles[i], data)  # reads the next five values
            pos[i] = (x, y)
            motion[i] = m

    def step(self, dt: float) -> None:
        """One solver step (the callbacks below log what it does).

        Chipmunk's step is called directly: around it pymunk's ``Space.step`` only carries
        out adds and removes requested from inside callbacks and post-step callbacks, and
        this world requests neither. The space stays locked while it runs, as pymunk has it.
        """
        space = self.space
        self._pending.clear()
        space._locked = True
        try:
            _cp.cpSpaceStep(space._space, dt)
        finally:
            space._locked = False

    def body_state(self, i: int) -> tuple[float, float, float, float, float]:
        """(x, y, vx, vy, wz) of a ball's body as the solver has it now."""
        h = self._handles[i]
        p, v = _cp.cpBodyGetPosition(h), _cp.cpBodyGetVelocity(h)
        return p.x, p.y, v.x, v.y, _cp.cpBodyGetAngularVelocity(h)

    def position(self, i: int) -> tuple[float, float]:
        """(x, y) of a ball's body as the solver has it now."""
        p = _cp.cpBodyGetPosition(self._handles[i])
        return p.x, p.y

    def note_resting(self, positions: list[tuple[float, float]]) -> None:
        """Record the contacts a layout starts with (see ``ContactLog.resting``).

        A ball outside a cushion's bounding box grown by a radius (and a millimetre) is not
        touching it, which is ``closer_than``'s own first test: the boxes are made once per
        table."""
        touch = 2 * self.radius
        limit = touch * touch
        resting = self.log.resting
        # (A pair ``touch`` or more apart in x fails the test: the squares keep the order.)
        for i, j in pairs_within_x(positions, touch):
            (xi, yi), (xj, yj) = positions[i], positions[j]
            if (xi - xj) ** 2 + (yi - yj) ** 2 < limit:
                resting.add((i, j))
        boxes, bx, by = _cushion_boxes(self.table)
        m = self.radius + 1e-3
        for i, (xi, yi) in enumerate(positions):
            if -bx <= xi <= bx and -by <= yi <= by:
                continue  # outside every box (``_cushion_boxes``)
            for ci, outline, x0, x1, y0, y1 in boxes:
                if x0 - m < xi < x1 + m and y0 - m < yi < y1 + m and closer_than(
                        (xi, yi), outline, self.radius):
                    resting.add((i, -1 - ci))

    def apply_position_correction(self, balls: set[int], dt: float) -> None:
        """Move these balls now by the overlap correction the solver just computed.

        Chipmunk keeps a contact's position correction as a bias velocity and applies it
        only when the *next* step integrates positions, scaled by that step's length. The
        engine places every moving body itself and reads back only the balls touched in a
        step, so a correction left for the next step was scaled by the wrong step length
        and lost to the engine whenever it moved a ball out of contact: the body then sat
        micrometres from the engine's ball, which kept the overlap (at rest: an overlapping
        layout), and a ball arriving at it met nothing in pymunk while the engine saw a
        contact (hair-thin steps, then a full step straight through it). After the last
        step it was never applied at all. Applied here, over the step that computed it.
        """
        handles = self._handles
        for i in balls:
            h = handles[i]
            v, w = _cp.cpBodyGetVelocity(h), _cp.cpBodyGetAngularVelocity(h)
            _cp.cpBodySetVelocity(h, (0.0, 0.0))
            _cp.cpBodySetAngularVelocity(h, 0.0)
            _cp.cpBodyUpdatePosition(h, dt)  # p += v_bias dt, then v_bias = 0
            _cp.cpBodySetVelocity(h, v)
            _cp.cpBodySetAngularVelocity(h, w)

    def forget_contacts(self, balls: set[int]) -> None:
        """Drop the solver's cached contacts of these balls.

        Chipmunk warm-starts a continuing contact with its last impulse scaled by the ratio
        of step lengths, yet keeps the unscaled impulse as its running total. With the
        engine's variable steps (long free runs, microsecond steps at each contact) that
        mismatch injects energy. Re-adding the shapes makes every contact a first contact,
        solved afresh from the current velocities; ``ContactLog.previous`` keeps a
        continuing contact from being logged as a new event.
        """
        # The chipmunk calls pymunk's remove and add make, without their bookkeeping (the
        # shape is back in the space at once, so pymunk's view of it never changes).
        space = self.space._space
        shapes = self._ball_shapes
        for i in balls:
            h = shapes[i]
            _cp.cpSpaceRemoveShape(space, h)
            _cp.cpSpaceAddShape(space, h)

    def remove_ball(self, index: int) -> None:
        """Take a ball out of the space (the body, then its shape: ``Space.remove``'s
        order); its memory is freed with the world."""
        space = self.space._space
        _cp.cpSpaceRemoveBody(space, self._handles[index])
        _cp.cpSpaceRemoveShape(space, self._ball_shapes[index])

    def velocity(self, i: int) -> tuple[float, float, float]:
        """(vx, vy, wz) of a ball's body as the solver has it now."""
        h = self._handles[i]
        v = _cp.cpBodyGetVelocity(h)
        return v.x, v.y, _cp.cpBodyGetAngularVelocity(h)

    def set_velocity(self, i: int, vx: float, vy: float, wz: float) -> None:
        """Set a ball body's velocity and spin about the vertical (from a callback)."""
        h = self._handles[i]
        _cp.cpBodySetVelocity(h, (vx, vy))
        _cp.cpBodySetAngularVelocity(h, wz)


#: Five doubles as chipmunk reads them (native layout: the buffer is this process's memory).
_FIVE = struct.Struct("=5d")
#: (buffer of doubles, pmBatchedData, its float array, the setter, what else they point to);
#: the middle ones are cffi objects, which carry no static types.
_Batch = tuple["array[float]", Any, Any, Callable[[Any, Any], None], object]


def _batch_setter(balls: int) -> _Batch:
    """pymunk's setter of one body's position, velocity and spin from a buffer of doubles,
    with a buffer for ``balls`` bodies. Every part is
    memory Python owns, freed with the world."""
    setter = _cp.pmSpaceBodySetIteratorFuncBatched
    values = array("d", [0.0] * (5 * balls))
    cursor = _ffi.new("pmFloatArray *")
    # The buffer is the array's own memory, which never moves: the array is never resized.
    view = _ffi.from_buffer("cpFloat[]", values)
    cursor.arr = view
    cursor.max = len(values)
    ints = _ffi.new("pmIntArray *")
    data = _ffi.new("pmBatchedData *")
    data.fields = _cp.POSITION | _cp.VELOCITY | _cp.ANGULAR_VELOCITY
    data.floatArray = cursor
    data.intArray = ints
    return values, data, cursor, setter, (ints, view)


_Box = tuple[int, tuple[Vec, ...], float, float, float, float]


@lru_cache(maxsize=16)
def _cushion_boxes(table: TableSpec) -> tuple[tuple[_Box, ...], float, float]:
    """Each cushion as (index, outline, its bounding box), and the half sizes of the box in
    which a ball's centre lies outside every cushion's box grown by a radius and a
    millimetre (``cushions_beyond_nose_lines``; an empty box, -1, when the cushions do not
    allow it). Made once per table."""
    boxes = tuple((ci, c.outline, *bounding_box(c.outline))
                  for ci, c in enumerate(table.cushions()))
    if not cushions_beyond_nose_lines(table):
        return boxes, -1.0, -1.0
    m = table.ball_radius + 1e-3
    return boxes, table.half_length - m, table.half_width - m


def _nose_normal(cushion: Cushion) -> Vec:
    """The normal of a cushion's nose line, from a ball into the cushion: how far a jaw
    contact's normal has turned from it says where on the rounded nose the ball met it."""
    (ax, ay), (bx, by) = cushion.nose
    ux, uy = bx - ax, by - ay
    nu = math.hypot(ux, uy)
    nx, ny = uy / nu, -ux / nu
    if nx * (ax + bx) + ny * (ay + by) < 0:  # the table's centre is on the ball's side
        nx, ny = -nx, -ny
    return (nx, ny)
