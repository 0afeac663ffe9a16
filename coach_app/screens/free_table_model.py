"""The free table's state and rules, with no widgets: set up, aim, shoot, watch, undo; no
referee, every shot allowed.

:class:`coach_app.screens.free_table.FreeTableScreen` owns one :class:`FreeTableModel` and
draws it. Shots and every change made by hand (a ball dragged, added or taken off, a rack
or a position set up, the cue ball taken in hand or placed) change the table only through
:class:`TableMove`s, which the model announces on :attr:`FreeTableModel.moved` and the
screen keeps on its undo stack, so undo always returns to the table before the change. The
rules of where a ball may go are :mod:`coach_app.cueing.free_placement`. Tested without a
window (tests/models/test_free_table_model.py, tests/models/test_cue_model.py).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from coach_app.cueing.evented import Emitter
from coach_app.cueing.free_placement import (
    BallProblem,
    Preset,
    ball_problem,
    free_spot,
    preset_rack,
)
from coach_app.cueing.model import Aspect, CueModel, Phase
from coach_app.cueing.placement import HandRegion, PlacementProblem, placement_problem
from coach_app.recording.recorder import PlayedShot, RecordedShot, Recorder
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.racks import default_cue_position, standard_rack
from simulation.table import TableSpec

Vec = tuple[float, float]
#: A press on a ball becomes a drag of that ball once the mouse has moved this many ball
#: radii; a shorter movement is a click, which aims at the ball as it always has.
DRAG_START_RADII = 0.6


@dataclass(frozen=True)
class TableState:
    """Balls on the table, whether the cue ball is in hand, and whether the balls wear
    Pyramid T's colours (a Pyramid T rack or position set up)."""

    balls: tuple[tuple[str, Vec], ...]
    in_hand: bool = False
    pyramid_t: bool = False

    @classmethod
    def of(cls, layout: Mapping[str, Vec], in_hand: bool = False,
           pyramid_t: bool = False) -> TableState:
        return cls(tuple(layout.items()), in_hand, pyramid_t)

    def layout(self) -> dict[str, Vec]:
        return dict(self.balls)


class MoveKind(StrEnum):
    SHOT = "shot"
    IN_HAND = "in_hand"  # the cue ball taken in hand
    PLACE = "place"  # the ball in hand put down
    MOVE_BALL = "move_ball"  # a ball dragged to another place
    ADD = "add"  # a ball put on the table
    REMOVE = "remove"  # a ball taken off the table
    SET_UP = "set_up"  # a rack or a whole position set up


@dataclass(frozen=True)
class TableMove:
    """One undoable step of the free table; a shot's carries its result and history row,
    a change by hand the ball it moved (or the preset it set up: ``ball`` None)."""

    kind: MoveKind
    before: TableState
    after: TableState
    result: ShotResult | None = None
    recorded: RecordedShot | None = None
    ball: str | None = None

    @property
    def cue_gone(self) -> bool:
        """The shot pocketed the cue ball (or put it off the table): it is in hand again."""
        return self.kind is MoveKind.SHOT and self.after.in_hand


def _mm(pos: Vec) -> Vec:
    return (round(pos[0], 6) + 0.0, round(pos[1], 6) + 0.0)


class FreeTableModel(CueModel[TableState]):
    """The free table; a shot's flight carries the table before it. ``recorder`` (None: no
    history) receives every shot as it is played.

    ``selected`` is the ball last clicked or put on (Delete takes it off); ``dragging`` the
    ball being dragged; ``shown_shot`` the shot whose outcome the table shows (None once
    the table is another: after an undo, a change by hand, a new rack)."""

    def __init__(self, spec: TableSpec | None = None, params: PhysicsParams | None = None,
                 recorder: Recorder | None = None) -> None:
        super().__init__(spec, params)
        self.recorder = recorder
        self.hand_region = HandRegion.HOUSE
        self.pyramid_t = False
        self.selected: str | None = None
        self.dragging: str | None = None
        self.shown_shot: TableMove | None = None
        self.moved: Emitter[TableMove] = Emitter()
        self._press: tuple[str, Vec, float | None] | None = None
        # The shot that led to each table a shot reached (by id, the state kept to rule out
        # a reused id): an undo shows no outcome, a redo the outcome of the shot redone.
        self._shots: dict[int, tuple[TableState, TableMove]] = {}

    def region(self) -> HandRegion:
        return self.hand_region

    def set_region(self, region: HandRegion) -> None:
        if region is not self.hand_region:
            self.hand_region = region
            self.touch(Aspect.TABLE)

    def state(self) -> TableState:
        return TableState.of(self.layout, self.in_hand, self.pyramid_t)

    def select(self, ball: str | None) -> None:
        if ball != self.selected:
            self.selected = ball
            self.touch(Aspect.TABLE)

    # ------------------------------------------------------------------ moves
    def new_rack(self) -> bool:
        """Standard rack, cue ball in hand in the house (General rules 9); False while a
        shot is under way. A fresh start: the screen clears its undo stack."""
        if self.phase is not Phase.AIMING:
            return False
        layout = standard_rack(self.spec)
        layout[CUE] = default_cue_position(self.spec)
        with self.batch():
            self.hand_region = HandRegion.HOUSE
            self.cue_ball = CUE
            self.set_aim(0.0)
            self.set_message("")
            self.apply_state(TableState.of(layout, in_hand=True))
        return True

    def apply_state(self, state: TableState) -> None:
        """Put the table in ``state`` (a new rack, an undo or a redo)."""
        kept = self._shots.get(id(state))
        with self.batch():
            self.phase = Phase.AIMING
            self.flight = None
            self.dragging, self._press = None, None
            self.shown_shot = kept[1] if kept is not None and kept[0] is state else None
            self.pyramid_t = state.pyramid_t
            layout = state.layout()
            if self.selected not in layout:
                self.selected = None
            self.set_table(layout, state.in_hand,
                           cue_ball=self.cue_ball if self.cue_ball in layout else CUE)
            self.set_message("")
            self.touch(Aspect.PHASE, Aspect.FLIGHT, Aspect.MESSAGE)

    def _emit(self, kind: MoveKind, layout: Mapping[str, Vec], in_hand: bool,
              ball: str | None = None, pyramid_t: bool | None = None) -> TableMove:
        colours = self.pyramid_t if pyramid_t is None else pyramid_t
        move = TableMove(kind, self.state(), TableState.of(layout, in_hand, colours),
                         ball=ball)
        self.set_message("")
        self.moved.emit(move)
        return move

    def take_in_hand(self) -> None:
        if self.phase is not Phase.AIMING or self.in_hand or CUE not in self.layout:
            return
        self.set_cue_ball(CUE)
        self._emit(MoveKind.IN_HAND, self.layout, True, CUE)

    def strike_instead(self, ball: str) -> bool:
        """Strike ``ball`` (a right click): False when it cannot be (the ball in hand)."""
        if self.phase is not Phase.AIMING or (self.in_hand and ball == CUE):
            return False
        self.set_cue_ball(ball)
        return True

    def wants_drag(self, near_cue: bool) -> bool:
        """A left press starts dragging the ball in hand (near it, or when it is off)."""
        return self.in_hand and (near_cue or CUE not in self.layout)

    def placement_problem(self, pos: Vec) -> PlacementProblem | None:
        return placement_problem(pos, CUE, self.layout, self.spec, self.hand_region)

    def place_cue_ball(self, pos: Vec) -> PlacementProblem | None:
        """Put the ball in hand at ``pos`` as an undoable move; the problem if refused."""
        problem = self.placement_problem(pos)
        if problem is not None:
            return problem
        self._emit(MoveKind.PLACE, {**self.layout, CUE: _mm(pos)}, True, CUE)
        return None

    # ---------------------------------------------------------- placing by hand
    def move_ball(self, ball: str, pos: Vec) -> BallProblem | PlacementProblem | None:
        """Drag ``ball`` to ``pos`` (the ball in hand keeps to its region); the problem
        if refused, and then nothing changes."""
        if self.phase is not Phase.AIMING or ball not in self.layout:
            return None
        if ball == CUE and self.in_hand:
            return self.place_cue_ball(pos)
        problem = ball_problem(ball, pos, self.layout, self.spec)
        if problem is not None:
            return problem
        self.select(ball)
        self._emit(MoveKind.MOVE_BALL, {**self.layout, ball: _mm(pos)}, self.in_hand, ball)
        return None

    def add_ball(self, ball: str, pos: Vec | None = None) -> BallProblem | None:
        """Put ``ball`` (not on the table) at ``pos``, or where it is re-spotted (None:
        :func:`~coach_app.cueing.free_placement.free_spot`); selected, to be dragged on."""
        if self.phase is not Phase.AIMING or ball in self.layout:
            return None
        spot = free_spot(ball, self.layout, self.spec) if pos is None else _mm(pos)
        problem = ball_problem(ball, spot, self.layout, self.spec)
        if problem is not None:
            return problem
        self._emit(MoveKind.ADD, {**self.layout, ball: spot}, self.in_hand, ball)
        self.select(ball)
        return None

    def remove_ball(self, ball: str | None = None) -> bool:
        """Take ``ball`` (None: the selected one) off the table; False if there is none."""
        ball = self.selected if ball is None else ball
        if self.phase is not Phase.AIMING or ball is None or ball not in self.layout:
            return False
        after = {b: p for b, p in self.layout.items() if b != ball}
        self._emit(MoveKind.REMOVE, after, self.in_hand and ball != CUE, ball)
        return True

    def set_up(self, preset: Preset) -> bool:
        """Rack ``preset`` as an undoable move (the cue ball in hand in the house)."""
        if self.phase is not Phase.AIMING:
            return False
        rack = preset_rack(preset, self.spec)
        with self.batch():
            self.hand_region = HandRegion.HOUSE
            self.select(None)
            self._emit(MoveKind.SET_UP, rack.layout, rack.in_hand, pyramid_t=rack.pyramid_t)
        return True

    def set_up_position(self, layout: Mapping[str, Vec], pyramid_t: bool = False) -> bool:
        """A position from elsewhere (a game, a shot in Review) as an undoable move: the
        balls where they are, none in hand, the cue ball struck if it is there."""
        if self.phase is not Phase.AIMING:
            return False
        with self.batch():
            self.select(None)
            self._emit(MoveKind.SET_UP, {b: _mm(p) for b, p in layout.items()}, False,
                       pyramid_t=pyramid_t)
            self.set_cue_ball(CUE)
        return True

    # --------------------------------------------------------------- the mouse
    def press(self, ball: str | None, near_cue: bool, pos: Vec) -> None:
        """A left press at ``pos`` on ``ball`` (None: the cloth): drag the ball in hand;
        on a ball, aim at it and select it (moving on drags it); on the cloth, aim."""
        if self.phase is not Phase.AIMING:
            return
        if self.wants_drag(near_cue):
            self.dragging = CUE
            self.start_drag(pos)
            return
        with self.batch():
            self.select(ball)
            if ball is not None:
                self._press = (ball, pos, self.aim_deg)
                if ball == self.cue_ball:
                    return  # aiming from the struck ball at itself means nothing
            self.aim_at(pos)

    def drag_to(self, pos: Vec) -> bool:
        if not self.can_aim():
            return False
        if self._press is not None and self.drag_pos is None:
            ball, start, aim = self._press
            if math.dist(start, pos) < DRAG_START_RADII * self.spec.ball_radius:
                return True
            with self.batch():  # a drag, not an aim: the aim goes back to what it was
                self._press = None
                self.dragging = ball
                if aim is None:
                    self.clear_aim()
                else:
                    self.set_aim(aim)
                self.start_drag(pos)
            return True
        return super().drag_to(pos)

    def release(self, pos: Vec) -> tuple[str, Vec] | None:
        """The button came up at ``pos``: the ball dropped and where (None: no ball was
        dragged; a press on a ball released far from it is a drag too)."""
        self.drag_to(pos)
        self._press = None
        ball, self.dragging = self.dragging, None
        dropped = self.end_drag()
        return None if ball is None or dropped is None else (ball, dropped)

    def drag_marker(self) -> tuple[Vec, bool] | None:
        pos, ball = self.drag_pos, self.dragging
        if ball is None or (ball == CUE and self.in_hand):
            return super().drag_marker()  # the ball in hand, within its region
        if pos is None:
            return None
        return (pos, ball_problem(ball, pos, self.layout, self.spec) is None)

    # ---------------------------------------------------------------- shooting
    def shoot(self) -> bool:
        """Simulate the stroke; False when there is nothing to shoot (the message says
        why when the stroke is refused)."""
        stroke = self.stroke()
        if self.phase is not Phase.AIMING or stroke is None:
            return False
        try:
            stroke.check(self.params)
        except InputError as exc:
            self.set_message(exc.message)
            return False
        self.begin_shot(self.layout, stroke, self.state())
        return True

    def playback_done(self) -> TableMove | None:
        """The shot has played: the cue ball back in hand in the house if it went, the shot
        recorded, and the move announced."""
        if self.phase is not Phase.PLAYING:
            return None
        flight = self.land()
        if flight is None or flight.result is None:
            return None
        result, before = flight.result, flight.context
        after = dict(result.balls)
        cue_gone = CUE not in after and CUE in before.layout()
        if cue_gone:
            spot = default_cue_position(self.spec)
            if placement_problem(spot, CUE, after, self.spec, HandRegion.HOUSE) is None:
                after[CUE] = spot
        recorded = None
        if self.recorder is not None:
            layout = before.layout()
            place = layout.get(CUE) if before.in_hand else None
            recorded = self.recorder.free_shot(
                PlayedShot(layout, flight.stroke, result, place=place), self.spec)
        with self.batch():
            self.phase = Phase.AIMING
            if cue_gone:
                self.hand_region = HandRegion.HOUSE
            self.touch(Aspect.PHASE)
        move = TableMove(MoveKind.SHOT, before,
                         TableState.of(after, cue_gone, before.pyramid_t), result, recorded)
        self._shots[id(move.after)] = (move.after, move)
        self.moved.emit(move)
        return move
