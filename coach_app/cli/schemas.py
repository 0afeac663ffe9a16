"""The schema of every headless command's JSON input (pydantic 2), checked at the boundary.

One model per input: the fields a command accepts, their types and ranges. Unknown fields
are refused (``extra="forbid"``) with the field named, numbers must be finite (NaN and the
infinities are refused; :mod:`simulation.datalimits` has already bounded their size) and
no value is coerced from another type (``strict``: "3" is not a number, true is not 1).

The models check shape; the meaning (a ball off the table, two balls overlapping, a move
the rules forbid) is checked by the core parsers the commands call next, so the same
messages reach the app and the CLI. A game state's own schema is
:mod:`simulation.rules.state_schema`, beside the state it describes.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from simulation.rules.outcome import OutcomeModel

MAX_ID = 64

Num = Annotated[float, Field(strict=True, allow_inf_nan=False)]
Int = Annotated[int, Field(strict=True)]
Id = Annotated[str, Field(strict=True, min_length=1, max_length=MAX_ID)]
Point = Annotated[list[Num], Field(min_length=2, max_length=2)]
Balls = Annotated[dict[Id, Point], Field(min_length=1, max_length=16)]
TraceHz = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=0, le=1000)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False,
                              frozen=True)


class StrokeIn(Strict):
    cue_ball: Id
    direction_deg: Num
    speed: Num
    side: Num = 0.0
    height: Num = 0.0


class CallIn(Strict):
    ball: Id
    pocket: Id


# ------------------------------------------------------------------ shot, game
class ShotInput(Strict):
    """``pyramid-coach shot``."""

    balls: Balls
    shot: StrokeIn
    trace_hz: TraceHz = 0


class GameShotInput(Strict):
    """``game shot``: the state is checked by :mod:`simulation.rules.state_schema`."""

    state: dict[str, Any]
    shot: StrokeIn
    call: CallIn | None = None
    cue_ball_position: Point | None = None
    trace_hz: TraceHz = 0


class PocketedIn(Strict):
    ball: Id
    pocket: Id
    t: Num = 0.0


class ResultIn(Strict):
    """A ``shot`` output given to ``game judge``; the events' own fields are checked by
    ``simulation.events.ShotResult.from_json`` (they differ by event type)."""

    balls: Annotated[dict[Id, Point], Field(max_length=16)] = {}
    pocketed: Annotated[list[PocketedIn], Field(max_length=16)] = []
    off_table: Annotated[list[Id], Field(max_length=16)] = []
    events: Annotated[list[dict[str, Any]], Field(min_length=1, max_length=100_000)]
    duration: Annotated[float, Field(strict=True, allow_inf_nan=False, ge=0)] | None = None
    #: Ignored by the referee: a shot's output may be passed back whole.
    trace: dict[str, Any] | None = None
    stopped_early: bool = False


class GameJudgeInput(Strict):
    state: dict[str, Any]
    result: ResultIn
    call: CallIn | None = None
    cue_ball_position: Point | None = None


class GameRecordInput(Strict):
    """``game record``: the outcome's fields are declared once, on
    :class:`simulation.rules.outcome.Outcome` (its model is built from them)."""

    state: dict[str, Any]
    outcome: OutcomeModel  # type: ignore[valid-type]


class GameStateInput(Strict):
    """``game choices``: a state alone."""

    state: dict[str, Any]


class DecisionIn(Strict):
    """Every field a decision may have; ``simulation.rules.decisions`` checks which ones the
    pending decision allows and their values."""

    kind: Id | None = None
    by: Id | None = None
    ball: Id | None = None
    choice: Id | None = None
    winner: Id | None = None
    player: Id | None = None


class GameDecideInput(Strict):
    state: dict[str, Any]
    decision: DecisionIn


class GameAutoInput(Strict):
    state: dict[str, Any]
    trace_hz: TraceHz = 0


# ------------------------------------------------------------------------ drills
class DrillShotIn(Strict):
    shot: StrokeIn
    cue_ball_position: Point | None = None


class DrillAttemptInput(Strict):
    """``drills attempt``: one shot, or a list of up to 15."""

    attempt: Annotated[int, Field(strict=True, ge=1, le=1_000_000)] = 1
    shot: StrokeIn | None = None
    cue_ball_position: Point | None = None
    shots: Annotated[list[DrillShotIn], Field(min_length=1, max_length=15)] | None = None
    trace_hz: TraceHz = 0


# ---------------------------------------------------------------------- analyze
class StrokeErrorIn(Strict):
    angle_deg: Annotated[float, Field(strict=True, allow_inf_nan=False, ge=0, le=45)]
    speed_rel: Annotated[float, Field(strict=True, allow_inf_nan=False, ge=0, le=1)]
    tip: Annotated[float, Field(strict=True, allow_inf_nan=False, ge=0, le=1)]


Seed = Annotated[int, Field(strict=True, ge=0, le=2**53)]


class AnalyzeShot(Strict):
    """``analyze window``: the shot whose window is found."""

    balls: Balls
    cue_ball: Id = "cue"
    object_ball: Id
    pocket: Id
    kind: Id = "object"
    speed: Num
    side: Num = 0.0
    height: Num = 0.0


class AnalyzeSampled(AnalyzeShot):
    level: Id = "club"
    error: StrokeErrorIn | None = None
    seed: Seed = 0


class AnalyzeProbabilityInput(AnalyzeSampled):
    samples: Annotated[int, Field(strict=True, ge=1, le=100_000)] = 200
    direction_deg: Num | None = None


class AnalyzePlacementInput(AnalyzeSampled):
    samples: Annotated[int, Field(strict=True, ge=1, le=10_000)] = 40
    nx: Annotated[int, Field(strict=True, ge=1, le=50)] = 8
    ny: Annotated[int, Field(strict=True, ge=1, le=50)] = 12


class BreakSettingIn(Strict):
    x: Num
    y: Num
    offset: Annotated[float, Field(strict=True, allow_inf_nan=False, ge=-1, le=1)]
    speed: Annotated[float, Field(strict=True, allow_inf_nan=False, gt=0, le=16)]
    side: Num = 0.0
    height: Num = 0.0


class AnalyzeBreakInput(Strict):
    discipline: Id = "free"
    settings: Annotated[list[BreakSettingIn], Field(min_length=1, max_length=2000)] | None = None
    level: Id = "club"
    error: StrokeErrorIn | None = None
    samples: Annotated[int, Field(strict=True, ge=1, le=10_000)] = 40
    seed: Seed = 0


class BiasAttemptIn(Strict):
    balls: Balls
    shot: StrokeIn
    object_ball: Id
    pocket: Id


class AnalyzeBiasInput(Strict):
    attempts: Annotated[list[BiasAttemptIn], Field(min_length=1, max_length=100_000)]


# ------------------------------------------------------------------------ tables
_Len = Annotated[float, Field(strict=True, allow_inf_nan=False, gt=0, le=100)]
_Angle = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=-20, le=45)]
_Round = Annotated[float, Field(strict=True, allow_inf_nan=False, ge=0, le=0.03)]


class TableInput(Strict):
    """A ``--table`` file (``simulation.table.TableSpec`` checks how the sizes relate)."""

    name: Annotated[str, Field(strict=True, min_length=1, max_length=200)] = "table"
    length: _Len = 3.55
    width: _Len = 1.775
    ball_radius: _Len = 0.034
    ball_mass: _Len = 0.285
    corner_mouth: _Len = 0.073
    middle_mouth: _Len = 0.083
    corner_jaw_angle_deg: _Angle = -6.0
    middle_jaw_angle_deg: _Angle = -5.0
    corner_drop_depth: _Len = 0.006
    middle_drop_depth: _Len = 0.024
    corner_nose_radius: _Round = 0.004
    middle_nose_radius: _Round = 0.020
    corner_hole_radius: _Len = 0.040
    middle_hole_radius: _Len = 0.045
    hole_lip: _Len = 0.005
    jaw_length: _Len = 0.10
    cushion_height: _Len = 0.0435
