"""The free table's state and rules, with no widgets: rack, aim, shoot, watch, undo; no
referee, every shot allowed.

:class:`coach_app.screens.free_table.FreeTableScreen` owns one :class:`FreeTableModel` and
draws it. Shots and placings change the table only through :class:`TableMove`s, which
the model announces on :attr:`FreeTableModel.moved` and the screen keeps on its undo
stack, so undo always returns to the layout before the shot. Tested without a window
(tests/models/test_free_table_model.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from coach_app.cueing.evented import Emitter
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


@dataclass(frozen=True)
class TableState:
    """Balls on the table and whether the cue ball is in hand."""

    balls: tuple[tuple[str, Vec], ...]
    in_hand: bool = False

    @classmethod
    def of(cls, layout: Mapping[str, Vec], in_hand: bool = False) -> TableState:
        return cls(tuple(layout.items()), in_hand)

    def layout(self) -> dict[str, Vec]:
        return dict(self.balls)


class MoveKind(StrEnum):
    SHOT = "shot"
    IN_HAND = "in_hand"  # the cue ball taken in hand
    PLACE = "place"  # the ball in hand put down


@dataclass(frozen=True)
class TableMove:
    """One undoable step of the free table; a shot's carries its result and history row."""

    kind: MoveKind
    before: TableState
    after: TableState
    result: ShotResult | None = None
    recorded: RecordedShot | None = None

    @property
    def cue_gone(self) -> bool:
        """The shot pocketed the cue ball (or put it off the table): it is in hand again."""
        return self.kind is MoveKind.SHOT and self.after.in_hand


class FreeTableModel(CueModel[TableState]):
    """The free table; a shot's flight carries the table before it. ``recorder`` (None: no
    history) receives every shot as it is played."""

    def __init__(self, spec: TableSpec | None = None, params: PhysicsParams | None = None,
                 recorder: Recorder | None = None) -> None:
        super().__init__(spec, params)
        self.recorder = recorder
        self.hand_region = HandRegion.HOUSE
        self.moved: Emitter[TableMove] = Emitter()

    def region(self) -> HandRegion:
        return self.hand_region

    def set_region(self, region: HandRegion) -> None:
        if region is not self.hand_region:
            self.hand_region = region
            self.touch(Aspect.TABLE)

    def state(self) -> TableState:
        return TableState.of(self.layout, self.in_hand)

    # ------------------------------------------------------------------ moves
    def new_rack(self) -> bool:
        """Standard rack, cue ball in hand in the house (General rules 9); False while a
        shot is under way."""
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
        with self.batch():
            self.phase = Phase.AIMING
            self.flight = None
            layout = state.layout()
            self.set_table(layout, state.in_hand,
                           cue_ball=self.cue_ball if self.cue_ball in layout else CUE)
            self.touch(Aspect.PHASE, Aspect.FLIGHT)

    def take_in_hand(self) -> None:
        if self.phase is not Phase.AIMING or self.in_hand:
            return
        self.set_cue_ball(CUE)
        self.moved.emit(TableMove(MoveKind.IN_HAND, self.state(),
                                  TableState.of(self.layout, True)))

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
        after = {**self.layout, CUE: (round(pos[0], 6), round(pos[1], 6))}
        self.set_message("")
        self.moved.emit(TableMove(MoveKind.PLACE, TableState.of(self.layout, True),
                                  TableState.of(after, True)))
        return None

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
        cue_gone = CUE not in after
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
        move = TableMove(MoveKind.SHOT, before, TableState.of(after, cue_gone), result,
                         recorded)
        self.moved.emit(move)
        return move
