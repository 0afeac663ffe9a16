"""The schema of a game state as JSON, and the checks a hand-edited state must pass.

A state comes back from scripts and files, possibly edited by hand, so before the referee
sees it it is checked in three steps:

1. :data:`simulation.rules.state.StateModel` (pydantic 2): every field, its type and range;
   unknown fields are refused with the field named. The model is built from the fields
   declared on :class:`~simulation.rules.state.GameState`, the one place that lists them.
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

from pydantic import Field

from simulation.balls import CUE, OBJECT_BALLS, Colour
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.layout import check_layout
from simulation.rules.schema_types import Ball, Id, Strict
from simulation.rules.state import GameState, StateModel, state_from_json
from simulation.rules.vocab import Discipline, PendingKind, Phase
from simulation.table import TableSpec
from simulation.validation import validate

__all__ = ["StateModel", "check_consistency", "check_result", "checked_state"]

ColourName = Literal[tuple(str(c) for c in Colour)]  # type: ignore[valid-type]

class PyramidTExtra(Strict):
    """Pyramid T's bookkeeping (rules 000, 4.1–4.5): colours potted per side in the current
    set, completed sets, the next spot for re-spotted balls, the last ball potted."""

    sets: dict[Id, Annotated[list[ColourName], Field(max_length=len(Colour))]]  # type: ignore[valid-type]
    done: dict[Id, Annotated[int, Field(strict=True, ge=0, le=100)]]
    spot_next: Annotated[int, Field(strict=True, ge=0, le=2)] = 0
    last_potted: Ball | None = None
    tie: bool = False
    decider: bool = False


class ClassicExtra(Strict):
    """Classic's bookkeeping: the last ball potted (the 70:70 decider re-spots it)."""

    last_potted: Ball | None = None
    decider: bool = False


class OtherExtra(Strict):
    decider: bool = False
    last_potted: Ball | None = None


EXTRA_MODELS: Mapping[Discipline, type[Strict]] = {
    Discipline.PYRAMID_T: PyramidTExtra,
    Discipline.CLASSIC_71: ClassicExtra, Discipline.CLASSIC_51: ClassicExtra,
    Discipline.CLASSIC_8: ClassicExtra,
}


def checked_state(data: Any, where: str = "state", table: TableSpec | None = None
                  ) -> GameState:
    """A state from untrusted JSON, checked in full (see the module docstring)."""
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
    if state.discipline.is_classic_points:
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
        if p.kind is not PendingKind.LAG and p.by is None:
            raise InputError(f"{where}.pending.by", f"a {p.kind} decision is owed by a side")
        if p.by is not None and p.by not in sides:
            raise InputError(f"{where}.pending.by", f"no side {p.by!r} in {list(sides)}")
        if p.offender is not None and p.offender not in sides:
            raise InputError(f"{where}.pending.offender", f"no side {p.offender!r}")
        if not p.options:
            raise InputError(f"{where}.pending.options", "must list the allowed answers")
    if state.phase is Phase.OVER and state.winner is None and not state.draw:
        raise InputError(f"{where}.winner", "a finished game has a winner or is a draw")
    if state.shooter is not None and state.to_move is not None \
            and state.side_of(state.shooter) != state.to_move:
        raise InputError(f"{where}.shooter", f"must be a player of the side to move "
                         f"({state.to_move!r})")
    if state.phase is not Phase.OVER and p is None and state.shooter is None:
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
