"""The balls and cushion blocks of a world, made through chipmunk's own calls.

Every shot builds a space with six cushion blocks and up to sixteen balls. pymunk's
``Body``, ``Circle``, ``Poly`` and ``Space.add`` wrap each object in Python bookkeeping (weak
references, handles, dictionaries) that cost the set-up more than the chipmunk calls
themselves, and the engine never reads a ball or a cushion back through pymunk's objects:
its callbacks and getters use the chipmunk pointers. So the world makes them here with the
very calls those wrappers make, in the same order and with the same values (a shape's
position in chipmunk's index and every contact it meets are as before), and one owner frees
them all together.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pymunk._chipmunk_cffi import ffi as _ffi
from pymunk._chipmunk_cffi import lib as _cp

#: pymunk's ``Transform.identity()``, which ``pymunk.Poly`` passes when given no transform.
_IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


class ChipmunkParts:
    """The bodies and shapes one world made in its chipmunk space, freed with the world.

    Either the space goes first (pymunk's finaliser takes every shape and body out of it
    before freeing it) or these do (each is taken out of a space still holding it first, the
    shapes before the bodies they sit on): both orders leave nothing dangling. A garbage
    cycle runs this finaliser before any object of the cycle is cleared, so the space is
    still whole then.
    """

    __slots__ = ("bodies", "shapes")

    def __init__(self) -> None:
        self.bodies: list[Any] = []
        self.shapes: list[Any] = []

    def static_body(self, space: Any) -> Any:
        """A static body in ``space`` (``pymunk.Space.static_body``'s calls)."""
        body = _cp.cpBodyNewStatic()
        self.bodies.append(body)
        _cp.cpSpaceAddBody(space, body)
        return body

    def block(self, space: Any, body: Any, outline: Sequence[tuple[float, float]],
              collision_type: int, friction: float, elasticity: float) -> Any:
        """A convex block on ``body`` (``pymunk.Poly`` with no transform or radius, its
        setters, then ``Space.add``)."""
        shape = _cp.cpPolyShapeNew(body, len(outline), list(outline), _IDENTITY, 0.0)
        self.shapes.append(shape)
        _cp.cpShapeSetCollisionType(shape, collision_type)
        _cp.cpShapeSetFriction(shape, friction)
        _cp.cpShapeSetElasticity(shape, elasticity)
        _cp.cpSpaceAddShape(space, shape)
        return shape

    def ball(self, space: Any, mass: float, moment: float, radius: float,
             pos: tuple[float, float], collision_type: int, friction: float,
             elasticity: float) -> tuple[Any, Any]:
        """A body with a circle (``pymunk.Body``, its position, ``pymunk.Circle``, its
        setters, then ``Space.add(body, shape)``): (body, shape)."""
        body = _cp.cpBodyNew(mass, moment)
        self.bodies.append(body)
        _cp.cpBodySetPosition(body, pos)
        shape = _cp.cpCircleShapeNew(body, radius, (0.0, 0.0))
        self.shapes.append(shape)
        _cp.cpShapeSetCollisionType(shape, collision_type)
        _cp.cpShapeSetFriction(shape, friction)
        _cp.cpShapeSetElasticity(shape, elasticity)
        _cp.cpSpaceAddBody(space, body)
        _cp.cpSpaceAddShape(space, shape)
        return body, shape

    def __del__(self, _cp: Any = _cp, _null: Any = _ffi.NULL) -> None:
        # (The module's globals are bound as defaults: at interpreter exit they may be gone.)
        for shape in self.shapes:
            space = _cp.cpShapeGetSpace(shape)
            if space != _null:
                _cp.cpSpaceRemoveShape(space, shape)
        for body in self.bodies:
            space = _cp.cpBodyGetSpace(body)
            if space != _null:
                _cp.cpSpaceRemoveBody(space, body)
        for shape in self.shapes:
            _cp.cpShapeFree(shape)
        for body in self.bodies:
            _cp.cpBodyFree(body)
