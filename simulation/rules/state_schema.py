"""The schema of a game state as JSON, and the checks a hand-edited state must pass.

A state comes back from scripts and files, possibly edited by hand, so before the referee
sees it it is checked in three steps:

1. :class:`StateModel` (pydantic 2): every field, its type and range; unknown fields are
   refused with the field named. **This class is the one place that lists the fields**: a
   new state field is added here and in :mod:`simulation.rules.state`.
2. :func:`simulation.rules.state.state_from_json`: the invariants of any state (each ball
   once, one score per side, a side to move while the game is on).
3. :func:`check_consistency`: what the referees rely on and the parser does not know: the
   discipline's own ``extra`` (Pyramid T's colour sets), classic ball values, a pending
   decision owed by a side that exists, balls on the playing surface and not overlapping.

Each failure is an :class:`InputError` naming the field, so ``game judge``/``game decide``
refuse a bad state with one line instead of a traceback deep in the rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from simulation.balls import ALL_BALLS, CUE, OBJECT_BALLS, Colour
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.layout import check_layout
from simulation.rules.state import (
    DISCIPLINES,
    HOUSE_RULES,
    PENDING_KINDS,
    STATE_VERSION,
    GameState,
    state_from_json,
)
from simulation.table import TableSpec
from simulation.validation import validate

MAX_SHEET = 20_000
MAX_POINTS = 100_000

Id = Annotated[str, Field(strict=True, min_length=1, max_length=64)]
Int = Annotated[int, Field(strict=True, ge=-MAX_POINTS, le=MAX_POINTS)]
Count = Annotated[int, Field(strict=True, ge=0, le=10_000_000)]
Num = Annotated[float, Field(strict=True, allow_inf_nan=False)]
Point = Annotated[list[Num], Field(min_length=2, max_length=2)]
Ball = Literal[tuple(ALL_BALLS)]  # type: ignore[valid-type]
Discipline = Literal[DISCIPLINES]  # type: ignore[valid-type]
PendingKind = Literal[PENDING_KINDS]  # type: ignore[valid-type]
ColourName = Literal[tuple(str(c) for c in Colour)]  # type: ignore[valid-type]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False, frozen=True)


class OptionsModel(_Strict):
    target: Annotated[int, Field(strict=True, ge=0, le=10_000)]
    call_mode: Literal["ball-pocket", "strict"] | None = None
    handicap: dict[Id, Int] = {}
    values: dict[Ball, Annotated[int, Field(strict=True, ge=0, le=1000)]] = {}
    last_ball_bonus: Annotated[int, Field(strict=True, ge=0, le=1000)] = 0
    format: Literal["pair"] | None = None
    #: Agreed departures from the rule texts (state.HOUSE_RULES: "uncalled" Pyramid T).
    house_rules: Annotated[list[Literal[HOUSE_RULES]], Field(max_length=8)] = []  # type: ignore[valid-type]
    #: The balls a side needs in a shelf game played with a race handicap (Options.race).
    race: dict[Id, Annotated[int, Field(strict=True, ge=1, le=15)]] = {}


class PendingModel(_Strict):
    kind: PendingKind
    by: Id | None = None
    options: Annotated[list[Id], Field(max_length=64)] = []
    after: Annotated[list[PendingKind], Field(max_length=16)] = []
    context: Id = "foul"
    offender: Id | None = None


class StateModel(_Strict):
    """Every field of a state's JSON (``GameState.to_json``)."""

    version: Literal[STATE_VERSION] = STATE_VERSION  # type: ignore[valid-type]
    discipline: Discipline
    options: OptionsModel
    players: Annotated[list[Id], Field(min_length=2, max_length=8)]
    teams: dict[Id, Annotated[list[Id], Field(max_length=8)]] | None = None
    scores: dict[Id, Int]
    to_move: Id | None = None
    shooter: Id | None = None
    balls: Annotated[dict[Ball, Point], Field(max_length=16)]
    shelves: dict[Id, Annotated[list[Ball], Field(max_length=16)]]
    awaiting: Annotated[list[Ball], Field(max_length=16)] = []
    phase: Literal["break", "play", "over"]
    ball_in_hand: Literal["house", "table"] | None = None
    house: Literal["front", "temporary"] | None = None
    pending: PendingModel | None = None
    winner: Id | None = None
    draw: bool = False
    breaker: Id
    team_next: dict[Id, Annotated[int, Field(strict=True, ge=0, le=8)] | None] = {}
    shot_no: Count = 0
    sheet: Annotated[list[dict[str, Any]], Field(max_length=MAX_SHEET)] = []
    extra: dict[str, Any] = {}
    #: A frame of a match or team match (simulation.rules.match_state): its keys are checked
    #: by match_from_json in step 2, which refuses unknown ones with the field named.
    match: dict[str, Any] | None = None


class PyramidTExtra(_Strict):
    """Pyramid T's bookkeeping (rules 000, 4.1–4.5): colours potted per side in the current
    set, completed sets, the next spot for re-spotted balls, the last ball potted."""

    sets: dict[Id, Annotated[list[ColourName], Field(max_length=len(Colour))]]
    done: dict[Id, Annotated[int, Field(strict=True, ge=0, le=100)]]
    spot_next: Annotated[int, Field(strict=True, ge=0, le=2)] = 0
    last_potted: Ball | None = None
    tie: bool = False
    decider: bool = False


class ClassicExtra(_Strict):
    """Classic's bookkeeping: the last ball potted (the 70:70 decider re-spots it)."""

    last_potted: Ball | None = None
    decider: bool = False


class OtherExtra(_Strict):
    decider: bool = False
    last_potted: Ball | None = None


EXTRA_MODELS: Mapping[str, type[_Strict]] = {
    "pyramid-t": PyramidTExtra,
    "classic-71": ClassicExtra, "classic-51": ClassicExtra, "classic-8": ClassicExtra,
}


def checked_state(data: Any, where: str = "state", table: TableSpec | None = None
                  ) -> GameState:
    """A state from untrusted JSON, checked in full (see the module docstring)."""
    validate(StateModel, data, where)
    state = state_from_json(data, where)
    check_consistency(state, where, table)
    return state


def check_consistency(state: GameState, where: str = "state",
                      table: TableSpec | None = None) -> None:
    sides = state.sides
    model = EXTRA_MODELS.get(state.discipline, OtherExtra)
    extra = validate(model, dict(state.extra), f"{where}.extra")
    if isinstance(extra, PyramidTExtra):
        for name in ("sets", "done"):
            if set(getattr(extra, name)) != set(sides):
                raise InputError(f"{where}.extra.{name}",
                                 f"must have one entry per side {list(sides)}")
    if state.discipline in ("classic-71", "classic-51"):
        missing = [b for b in OBJECT_BALLS if b not in state.options.values]
        if missing:
            raise InputError(f"{where}.options.values.{missing[0]}",
                             "a value is required for every object ball")
    for side in state.options.handicap:
        if side not in sides:
            raise InputError(f"{where}.options.handicap.{side}", f"no side {side!r}")
    for side in state.options.race:
        if side not in sides:
            raise InputError(f"{where}.options.race.{side}", f"no side {side!r}")
    if state.teams:
        for team, nxt in state.team_next.items():
            if team not in state.teams:
                raise InputError(f"{where}.team_next.{team}", f"no team {team!r}")
            if nxt is not None and nxt >= len(state.teams[team]):
                raise InputError(f"{where}.team_next.{team}", "is not a member of the team")
    p = state.pending
    if p is not None:
        if p.kind != "lag" and p.by is None:
            raise InputError(f"{where}.pending.by", f"a {p.kind} decision is owed by a side")
        if p.by is not None and p.by not in sides:
            raise InputError(f"{where}.pending.by", f"no side {p.by!r} in {list(sides)}")
        if p.offender is not None and p.offender not in sides:
            raise InputError(f"{where}.pending.offender", f"no side {p.offender!r}")
        if not p.options:
            raise InputError(f"{where}.pending.options", "must list the allowed answers")
    if state.phase == "over" and state.winner is None and not state.draw:
        raise InputError(f"{where}.winner", "a finished game has a winner or is a draw")
    if state.shooter is not None and state.to_move is not None \
            and state.side_of(state.shooter) != state.to_move:
        raise InputError(f"{where}.shooter", f"must be a player of the side to move "
                         f"({state.to_move!r})")
    if state.phase != "over" and p is None and state.shooter is None:
        # Only a pending decision (a team yet to choose its player) leaves it open.
        raise InputError(f"{where}.shooter", "a game in progress needs the player who "
                         "shoots next (the state 'game new' prints has it)")
    check_layout(state.balls, table or TableSpec(), f"{where}.balls")


def check_result(result: ShotResult, state: GameState, table: TableSpec | None,
                 where: str = "result") -> None:
    """A given shot result (``game judge``) fits the state: its balls at rest are on the
    playing surface and do not overlap (what ``game shot`` checks of its input), and it
    speaks only of balls that were on the table (or the cue ball, in hand)."""
    check_layout(result.balls, table or TableSpec(), f"{where}.balls")
    known = set(state.balls) | {CUE}
    named = [(f"{where}.balls.{b}", b) for b in result.balls]
    named += [(f"{where}.pocketed[{i}].ball", p.ball) for i, p in enumerate(result.pocketed)]
    named += [(f"{where}.off_table[{i}]", b) for i, b in enumerate(result.off_table)]
    for i, e in enumerate(result.events):
        for key in ("ball", "a", "b"):
            b = getattr(e, key, None)
            if b is not None:
                named.append((f"{where}.events[{i}].{key}", b))
    for field, ball in named:
        if ball not in known:
            raise InputError(field, f"ball {ball} is not on the table in the state")
