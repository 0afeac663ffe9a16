"""The drill judge, split around the simulation so the GUI can simulate off the UI thread.

``drills.judge.play`` simulates and judges in one call, with the real engine. The practice
screen needs the two halves apart: the shot goes to the window's :class:`ShotRunner` (a
worker thread, and the fake simulator in tests), the trace plays, and only then is the
attempt judged. :func:`prepare` makes every check ``play`` makes before it simulates and
:func:`judge_result` does what ``play`` does after, with the same referee and goal judges,
so an attempt on screen is judged exactly as the CLI and the tests judge it (a test holds
the two paths equal). This is the thin adapter the drills API lacked.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from drills.judge import (
    AttemptState,
    ShotRecord,
    _colours_taken,
    _judge_step,
    _sequence_ball,
)
from drills.model import ShotInput
from drills.referee import HAND, call_for, check_place, game_state, rule
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.rules.state import GameState
from simulation.table import TableSpec, Vec


@dataclass(frozen=True)
class PreparedShot:
    """A shot that passed the checks: the balls to simulate and the referee's state."""

    layout: dict[str, Vec]
    game: GameState
    shot: ShotInput


def prepare(state: AttemptState, shot: ShotInput, table: TableSpec | None = None,
            ) -> PreparedShot:
    """Refuse what ``play`` refuses (InputError naming the field), else the layout to
    simulate."""
    table = table or TableSpec()
    drill = state.drill
    if state.finished:
        raise InputError("shots", "the attempt is already finished")
    hand = HAND[drill.cue] if state.placement else None
    if hand and shot.place is None:
        raise InputError("cue_ball_position", "is required: place the cue ball")
    if not hand and shot.place is not None:
        raise InputError("cue_ball_position", "the cue ball is not in hand for this shot")
    phase = "break" if drill.goal.kind == "break" else "play"
    gstate = game_state(drill.discipline, state.balls, hand, phase, _colours_taken(state),
                        table)
    check_place(gstate, shot.place, table)
    layout = dict(state.balls)
    if shot.place is not None:
        layout["cue"] = shot.place
    if shot.stroke.cue_ball not in layout:
        raise InputError("shot.cue_ball", f"ball {shot.stroke.cue_ball!r} is not on the table")
    return PreparedShot(layout, gstate, shot)


def judge_result(state: AttemptState, prepared: PreparedShot, result: ShotResult,
                 table: TableSpec | None = None) -> AttemptState:
    """The attempt after ``result`` (the simulation of ``prepared``), as ``play`` judges it."""
    table = table or TableSpec()
    g = state.drill.goal
    k = len(state.records)
    pockets = g.pockets
    if g.kind == "sequence" and len(pockets) > 1:
        pockets = (pockets[k],)
    call = call_for(prepared.game, result, g.ball or _sequence_ball(state, result), pockets)
    ruling = rule(prepared.game, result, call, prepared.shot.place, table)
    step = _judge_step(state, k, result, ruling)
    record = ShotRecord(prepared.shot, result, ruling, step)
    done = not step.ok or step.reason == "success"
    return replace(state, balls=dict(result.balls), records=(*state.records, record),
                   finished=done)
