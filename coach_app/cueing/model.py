"""The shot cycle every screen with a cue shares, with no widgets: where the cycle is, the
balls at rest, the ball in hand, the aim and the stroke, and the shot in flight.

The free table (:mod:`coach_app.screens.free_table_model`), a game
(:mod:`coach_app.game.model`) and a drill (:mod:`coach_app.practice.session_model`) each
extend :class:`CueModel` with what a shot means there. The cycle of one shot is the same in
all three:

1. :meth:`CueModel.begin_shot` — the shot leaves the cue: phase SIMULATING (a drill's
   "show me": DEMO), the :class:`Flight` holds the layout, the stroke and what the screen
   needs to judge it afterwards;
2. :meth:`CueModel.shot_simulated` — the simulator's answer for that flight (an answer for
   an older flight is dropped by its token): phase PLAYING;
3. ``playback_done()`` (each screen's own) — the trace has played: the shot is judged, and
   what it changed (a move, a drill's verdict) is handed back.

A shot the simulator could not run goes back to aiming (:meth:`CueModel.shot_failed`).
The model announces every change (:mod:`coach_app.cueing.evented`); the screen subscribes
and draws, submits a flight to the physics lane and plays its result.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Generic, TypeVar

from coach_app.cueing.aim import direction_to
from coach_app.cueing.evented import Evented
from coach_app.cueing.placement import HandRegion, PlacementProblem, placement_problem
from simulation.balls import CUE
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.stroke_terms import POWER_ZONES
from simulation.table import TableSpec

Vec = tuple[float, float]
Paths = tuple[tuple[str, tuple[Vec, ...]], ...]
C = TypeVar("C")

#: Power limits in m/s. The top is PhysicsParams.max_speed; a hard break is 10-12 m/s.
MIN_SPEED = 0.3
MAX_SPEED = 16.0
DEFAULT_SPEED = 3.0
#: One step of the power control, and one press of the power keys (m/s).
SPEED_STEP = 0.1


class Phase(StrEnum):
    """Where a cue screen is in the cycle of a shot (each screen uses the phases it has)."""

    AIMING = "aiming"
    SIMULATING = "simulating"
    PLAYING = "playing"
    #: A game: re-spotted balls glide to their spots before the move is made.
    RESPOTTING = "respotting"
    #: A game: the computer is choosing its move or showing its aim; no input is taken.
    COMPUTER = "computer"
    #: A drill: the attempt is over; retry it or go on.
    JUDGED = "judged"
    SET_OVER = "set_over"
    #: A drill's "show me" is playing, then has played.
    DEMO = "demo"
    DEMO_DONE = "demo_done"


class Aspect(StrEnum):
    """What changed, as the subscribers of :attr:`CueModel.changed` hear it."""

    PHASE = "phase"
    TABLE = "table"  # the balls at rest, the ball in hand and its spot, the struck ball
    DRAG = "drag"  # the ball in hand being dragged
    STROKE = "stroke"  # aim, power, tip
    PATHS = "paths"  # the aiming aid's prediction
    MESSAGE = "message"
    FLIGHT = "flight"  # a shot began, or its simulated result arrived


@dataclass(frozen=True)
class Flight(Generic[C]):
    """The shot in flight: what was simulated, what the screen judges it by (``context``)
    and, once simulated, its ``result``. ``token`` tells one flight's answer from another's."""

    token: int
    layout: Mapping[str, Vec]
    stroke: Stroke
    context: C
    result: ShotResult | None = None


def clamp_offset(side: float, height: float, limit: float) -> tuple[float, float]:
    """The tip offset pulled back inside the miscue circle of radius ``limit`` (radii)."""
    r = math.hypot(side, height)
    if r <= limit:
        return (side, height)
    k = limit / r
    return (side * k, height * k)


def step_speed(speed: float) -> float:
    """``speed`` within the power limits, to the power control's step."""
    return round(round(min(MAX_SPEED, max(MIN_SPEED, speed)) / SPEED_STEP) * SPEED_STEP, 2)


class CueModel(Evented, Generic[C]):
    """The shared state of a cue screen; see the module. ``layout`` is the table at rest
    (the trace of a shot in flight goes to the view, not here)."""

    def __init__(self, spec: TableSpec | None = None, params: PhysicsParams | None = None,
                 ) -> None:
        super().__init__()
        self.spec = spec or TableSpec()
        self.params = params or PhysicsParams()
        self.phase = Phase.AIMING
        self.layout: dict[str, Vec] = {}
        self.in_hand = False
        self.hand_spot: Vec | None = None  # where the ball in hand waits (game, drill)
        self.cue_ball = CUE
        self.aim_deg: float | None = None
        self.speed = DEFAULT_SPEED
        #: The player's normal power: the last speed set below the break zone. A break is
        #: a one-off; the shot after it starts here again.
        self.normal_speed = DEFAULT_SPEED
        self.side = 0.0
        self.height = 0.0
        self.drag_pos: Vec | None = None
        self.message = ""
        self.paths: Paths = ()
        self.flight: Flight[C] | None = None
        self._token = 0

    def _settle(self, aspects: set[str]) -> set[str]:
        # A prediction belongs to the stroke and the table it was made for.
        if self.paths and aspects & {Aspect.TABLE, Aspect.STROKE, Aspect.PHASE}:
            self.paths = ()
            aspects.add(Aspect.PATHS)
        return aspects

    # ---------------------------------------------------------- what a screen adds
    def can_aim(self) -> bool:
        """Whether the table takes aim (and the mouse and the arrows move it) now."""
        return self.phase is Phase.AIMING

    def wants_stroke(self) -> bool:
        """Whether a stroke is wanted now: the prediction is drawn and a drag aims only
        then (a game waiting for a decision is aiming, but wants no stroke)."""
        return self.can_aim()

    def region(self) -> HandRegion:
        """Where the ball in hand may go."""
        return HandRegion.HOUSE

    def phase_after_failure(self) -> Phase:
        return Phase.AIMING

    # ------------------------------------------------------------- aim, stroke
    def stroke(self) -> Stroke | None:
        if self.aim_deg is None or self.cue_ball not in self.layout:
            return None
        return Stroke(self.cue_ball, round(self.aim_deg, 4), self.speed, self.side,
                      self.height)

    def set_aim(self, direction_deg: float) -> None:
        aim = direction_deg % 360.0
        if aim != self.aim_deg:
            self.aim_deg = aim
            self.touch(Aspect.STROKE)

    def clear_aim(self) -> None:
        if self.aim_deg is not None:
            self.aim_deg = None
            self.touch(Aspect.STROKE)

    def rotate(self, delta_deg: float) -> None:
        if self.can_aim() and self.aim_deg is not None:
            self.set_aim(self.aim_deg + delta_deg)

    def aim_at(self, pos: Vec) -> None:
        """Aim the struck ball at the table point ``pos``."""
        cue = self.layout.get(self.cue_ball)
        direction = None if cue is None else direction_to(cue, pos)
        if direction is not None:
            self.set_aim(direction)

    def set_speed(self, speed: float) -> None:
        speed = step_speed(speed)
        if speed < POWER_ZONES[-1]:
            self.normal_speed = speed
        if speed != self.speed:
            self.speed = speed
            self.touch(Aspect.STROKE)

    def nudge_speed(self, steps: int) -> None:
        self.set_speed(self.speed + steps * SPEED_STEP)

    def settle_speed(self) -> None:
        """After a shot: a break speed goes back to the player's normal power."""
        if self.speed >= POWER_ZONES[-1]:
            self.set_speed(self.normal_speed)

    def set_tip(self, side: float, height: float) -> None:
        side, height = clamp_offset(side, height, self.params.miscue_limit)
        if (side, height) != (self.side, self.height):
            self.side, self.height = side, height
            self.touch(Aspect.STROKE)

    def set_stroke(self, stroke: Stroke) -> None:
        """Aim, power and tip of ``stroke`` at once (a retry, the computer's aim)."""
        with self.batch():
            self.set_cue_ball(stroke.cue_ball)
            self.set_aim(stroke.direction_deg)
            self.set_speed(stroke.speed)
            self.set_tip(stroke.side, stroke.height)

    def set_cue_ball(self, ball: str) -> None:
        if ball != self.cue_ball:
            self.cue_ball = ball
            self.touch(Aspect.TABLE)

    # ------------------------------------------------------------------ table
    def set_table(self, layout: Mapping[str, Vec], in_hand: bool = False,
                  hand_spot: Vec | None = None, cue_ball: str = CUE) -> None:
        """The balls at rest (a move, an undo, an attempt set up), the ball in hand."""
        self.layout = dict(layout)
        self.in_hand, self.hand_spot, self.cue_ball = in_hand, hand_spot, cue_ball
        self.drag_pos = None
        self.touch(Aspect.TABLE, Aspect.DRAG)

    def place_hand_spot(self, spot: Vec) -> None:
        """The ball in hand waits at ``spot`` (checked by the caller)."""
        self.hand_spot = spot
        self.layout = {**{b: p for b, p in self.layout.items() if b != CUE}, CUE: spot}
        self.touch(Aspect.TABLE)

    def start_drag(self, pos: Vec) -> None:
        self.drag_pos = pos
        self.touch(Aspect.DRAG)

    def drag_to(self, pos: Vec) -> bool:
        """The mouse moved with the button held: drag the ball in hand, or aim. False when
        the table takes no input now."""
        if not self.can_aim():
            return False
        if self.drag_pos is not None:
            self.drag_pos = pos
            self.touch(Aspect.DRAG)
        elif self.wants_stroke():
            self.aim_at(pos)
        return True

    def end_drag(self) -> Vec | None:
        """The button came up: where the dragged ball was dropped (None: no drag)."""
        pos, self.drag_pos = self.drag_pos, None
        if pos is not None:
            self.touch(Aspect.DRAG)
        return pos

    def drag_marker(self) -> tuple[Vec, bool] | None:
        """Where the dragged ball would go and whether it may (None: nothing dragged);
        here the ball in hand within its region, the free table drags any ball."""
        pos = self.drag_pos
        if pos is None or not self.in_hand:
            return None
        return (pos, self.placement_problem(pos) is None)

    def placement_problem(self, pos: Vec) -> PlacementProblem | None:
        others = {b: p for b, p in self.layout.items() if b != CUE}
        return placement_problem(pos, CUE, others, self.spec, self.region())

    def place_cue_ball(self, pos: Vec) -> PlacementProblem | None:
        """Put the ball in hand at ``pos`` if its region allows; the problem code if not
        (the screen words it). The free table, where placing is an undoable change, has
        its own."""
        problem = self.placement_problem(pos)
        if problem is not None:
            return problem
        with self.batch():
            self.place_hand_spot((round(pos[0], 6), round(pos[1], 6)))
            self.set_message("")
        return None

    def set_message(self, text: str) -> None:
        if text != self.message:
            self.message = text
            self.touch(Aspect.MESSAGE)

    def show_paths(self, paths: Paths) -> None:
        """The aiming aid's prediction arrived (dropped when the table takes no aim now:
        it is for a table no longer shown)."""
        if self.can_aim() and paths != self.paths:
            self.paths = paths
            self.touch(Aspect.PATHS)

    # ------------------------------------------------------------- the cycle
    def begin_shot(self, layout: Mapping[str, Vec], stroke: Stroke, context: C,
                   phase: Phase = Phase.SIMULATING) -> Flight[C]:
        """The shot leaves the cue: simulate ``stroke`` on ``layout`` (shown at once)."""
        self._token += 1
        flight = Flight(self._token, dict(layout), stroke, context)
        with self.batch():
            self.flight = flight
            self.phase = phase
            self.layout = dict(layout)
            self.drag_pos = None
            self.message = ""
            self.touch(Aspect.FLIGHT, Aspect.PHASE, Aspect.TABLE, Aspect.DRAG, Aspect.MESSAGE)
        return flight

    def _current(self, token: int) -> Flight[C] | None:
        f = self.flight
        return f if f is not None and f.token == token and f.result is None else None

    def shot_simulated(self, token: int, result: ShotResult) -> bool:
        """The simulator's answer for flight ``token``; False (and nothing changes) when it
        is for a flight no longer waiting."""
        f = self._current(token)
        if f is None or self.phase not in (Phase.SIMULATING, Phase.DEMO):
            return False
        with self.batch():
            self.flight = replace(f, result=result)
            if self.phase is Phase.SIMULATING:
                self.phase = Phase.PLAYING
            # A break is a one-off: the next shot starts at the player's normal power.
            self.settle_speed()
            self.touch(Aspect.FLIGHT, Aspect.PHASE)
        return True

    def shot_failed(self, token: int, text: str) -> bool:
        """The simulator could not run flight ``token``: back to aiming, ``text`` shown."""
        if self._current(token) is None:
            return False
        with self.batch():
            self.flight = None
            self.phase = self.phase_after_failure()
            self.message = text
            self.touch(Aspect.FLIGHT, Aspect.PHASE, Aspect.MESSAGE)
        return True

    def land(self) -> Flight[C] | None:
        """The played flight, taken out of the air (None when none has played)."""
        f = self.flight
        if f is None or f.result is None:
            return None
        self.flight = None
        self.touch(Aspect.FLIGHT)
        return f

    def replay_flight(self, layout: Mapping[str, Vec], result: ShotResult, context: C) -> None:
        """Play a made-up ``result`` (no simulation): a game's re-spotted balls gliding."""
        self._token += 1
        stroke = self.stroke() or Stroke(CUE, 0.0, MIN_SPEED)
        self.flight = Flight(self._token, dict(layout), stroke, context, result)
        self.touch(Aspect.FLIGHT)
