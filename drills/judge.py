"""Playing a drill: set up attempt *n*, take its shots, judge the attempt.

The practice screen drives it one shot at a time (``start`` then ``play`` after each stroke,
showing ``AttemptState.last`` while the next shot is aimed); the CLI, the tests and the
solution search use ``judge_attempt`` with every shot at once. Both are the same pure path::

    layout of attempt n  ->  simulate  ->  referee (fouls)  ->  goal  ->  points

Nothing is stored here and nothing is mutable: an exact retry is ``start(drill, n)`` again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from drills import goals
from drills.goals import Step
from drills.model import Drill, ShotInput
from drills.referee import HAND, Ruling, call_for, check_place, game_state, rule
from drills.setup import attempt_layout
from simulation.balls import PYRAMID_T_COLOURS
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.rules.facts import first_contact
from simulation.rules.state import GameState
from simulation.table import TableSpec, Vec


@dataclass(frozen=True)
class ShotRecord:
    """One shot of an attempt: what was played, what physics made of it, the ruling and the
    goal's verdict on it. ``result`` carries the trace for playback when one was asked for."""

    shot: ShotInput
    result: ShotResult
    ruling: Ruling
    step: Step

    def to_json(self, with_result: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "shot": self.shot.to_data(), "reason": self.step.reason,
            "scored": list(self.step.scored), "legal": self.ruling.legal,
            "fouls": [{"code": c, "clause": k} for c, k in self.ruling.fouls],
            "completed": self.ruling.completed,
        }
        if with_result:
            out["result"] = self.result.to_json()
        return out


@dataclass(frozen=True)
class AttemptState:
    """An attempt in progress or finished. ``balls`` is the table before the next shot."""

    drill: Drill
    attempt: int
    balls: Mapping[str, Vec]
    records: tuple[ShotRecord, ...] = ()
    finished: bool = False

    @property
    def last(self) -> ShotRecord | None:
        return self.records[-1] if self.records else None

    @property
    def success(self) -> bool:
        return self.finished and self.last is not None and self.last.step.reason == "success"

    @property
    def reason(self) -> str:
        if not self.finished or self.last is None:
            return "in_progress"
        return self.last.step.reason

    @property
    def placement(self) -> str | None:
        """"house" or "anywhere" while the cue ball waits to be placed, else None."""
        return None if self.records or self.drill.cue == "fixed" else self.drill.cue

    @property
    def next_item(self) -> str | None:
        """The ball or colour the next shot of a sequence must pocket (for the GUI)."""
        goal = self.drill.goal
        k = len(self.records)
        if goal.any_order:
            left = goals.remaining(goal, self.scored)
            return left[0] if not self.finished and left else None
        return goal.order[k] if not self.finished and k < len(goal.order) else None

    @property
    def scored(self) -> tuple[str, ...]:
        return tuple(b for r in self.records if r.step.ok for b in r.step.scored)

    @property
    def points(self) -> int:
        s = self.drill.scoring
        if s.mode == "success":
            return s.points if self.success else 0
        if s.mode == "balls":
            return len(self.scored)
        if s.mode == "leave":
            return sum(round(10 * (1 - r.step.leave)) for r in self.records
                       if r.step.leave is not None and r.ruling.legal)
        return sum(self._value(r) for r in self.records if r.step.ok)

    def _value(self, record: ShotRecord) -> int:
        d = self.drill.discipline
        cue = record.result.cue_ball
        total = 0
        for ball in record.step.scored:
            if ball == cue:  # a свояк is worth the ball it was played off (Pyramid T 4.1.2)
                contact = first_contact(record.result)
                total += goals.value(d, contact.ball) if contact else 0
            else:
                total += goals.value(d, ball)
        return total

    def details(self) -> dict[str, Any]:
        """What was measured, for feedback: fouls, balls, where the cue ball ended."""
        out: dict[str, Any] = {"shots": len(self.records), "scored": list(self.scored)}
        last = self.last
        if last is not None:
            res = last.result
            out["fouls"] = [c for r in self.records for c, _ in r.ruling.fouls]
            out["pocketed"] = [{"ball": p.ball, "pocket": p.pocket} for p in res.pocketed]
            cue = res.cue_ball
            out["cue_ball"] = list(res.balls[cue]) if cue in res.balls else None
            zone = self.drill.goal.zone
            if zone is not None and cue in res.balls:
                out["cue_in_zone"] = zone.contains(res.balls[cue])
            if last.step.leave is not None:
                out["leave"] = last.step.leave
            if self.drill.goal.kind == "break":
                out["cushion_balls"] = last.ruling.cushion_balls
                out["crossed_balls"] = last.ruling.crossed_balls
                out["clause"] = last.ruling.completed
        return out

    def to_json(self, with_results: bool = False) -> dict[str, Any]:
        return {
            "drill": self.drill.id, "attempt": self.attempt, "finished": self.finished,
            "success": self.success, "reason": self.reason, "points": self.points,
            "details": self.details(),
            "shots": [r.to_json(with_results) for r in self.records],
            "balls": {b: list(p) for b, p in self.balls.items()},
        }


def start(drill: Drill, attempt: int, table: TableSpec | None = None) -> AttemptState:
    """Attempt ``attempt`` (1-based) set up and waiting for its first shot."""
    return AttemptState(drill, attempt, attempt_layout(drill, attempt, table))


@dataclass(frozen=True)
class PreparedShot:
    """A shot that passed the checks: the balls to simulate and the referee's state.

    ``play`` is ``prepare`` + simulate + ``judge_result``; the app uses the two halves apart
    so that it can simulate off the UI thread and play the trace back before judging.
    """

    layout: dict[str, Vec]
    game: GameState
    shot: ShotInput


def prepare(state: AttemptState, shot: ShotInput, table: TableSpec | None = None
            ) -> PreparedShot:
    """Check the next shot of an attempt. Bad input raises :class:`InputError` and changes
    nothing (a placement the rules refuse, a ball that is not on the table, a finished
    attempt)."""
    table = table or TableSpec()
    drill = state.drill
    if state.finished:
        raise InputError("shots", "the attempt is already finished")
    hand = HAND[drill.cue] if state.placement else None
    if hand and shot.place is None:
        raise InputError("cue_ball_position", f"is required: place the cue ball "
                         f"({'in the house' if hand == 'house' else 'anywhere on the table'})")
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
    """The attempt after ``result``, the simulation of ``prepared``."""
    table = table or TableSpec()
    g = state.drill.goal
    k = len(state.records)
    pockets = g.pockets
    if g.kind == "sequence" and len(pockets) > 1:
        pockets = (pockets[k],)
    call = call_for(prepared.game, result, g.ball or _sequence_ball(state, result), pockets)
    ruling = rule(prepared.game, result, call, prepared.shot.place, table,
                  clause13=g.rule == "13.1")
    leave = None
    if g.judged_by_leave:
        from drills.leave import leave_chance

        leave = leave_chance(result.balls, state.drill.discipline, table)
    step = _judge_step(state, k, result, ruling, leave)
    record = ShotRecord(prepared.shot, result, ruling, step)
    done = not step.ok or step.reason == "success"
    return replace(state, balls=dict(result.balls), records=(*state.records, record),
                   finished=done)


def play(state: AttemptState, shot: ShotInput, *, table: TableSpec | None = None,
         params: PhysicsParams | None = None, trace_hz: float = 0.0) -> AttemptState:
    """Take the next shot of an attempt: check it, simulate it, judge it."""
    table = table or TableSpec()
    prepared = prepare(state, shot, table)
    result = simulate(prepared.layout, shot.stroke, table=table, params=params,
                      trace_hz=trace_hz)
    return judge_result(state, prepared, result, table)


def judge_attempt(drill: Drill, attempt: int, shots: Sequence[ShotInput], *,
                  table: TableSpec | None = None, params: PhysicsParams | None = None,
                  trace_hz: float = 0.0) -> AttemptState:
    """Play ``shots`` in order; stops early when the attempt is decided. More shots than the
    drill allows are refused; fewer leave the attempt unfinished ("in_progress")."""
    if not shots:
        raise InputError("shots", "must hold at least one shot")
    if len(shots) > drill.goal.shots:
        raise InputError("shots", f"drill {drill.id} takes at most {drill.goal.shots} shot(s)")
    state = start(drill, attempt, table)
    for i, shot in enumerate(shots):
        if state.finished:
            break
        try:
            state = play(state, shot, table=table, params=params, trace_hz=trace_hz)
        except InputError as exc:
            field = exc.field if len(shots) == 1 else f"shots[{i}].{exc.field}"
            raise InputError(field, exc.message) from None
    return state


def _colours_taken(state: AttemptState) -> list[str]:
    """Pyramid T: colours this attempt has already pocketed (a set of five, 4.1)."""
    out: list[str] = []
    for b in state.scored:
        c = PYRAMID_T_COLOURS.get(b)
        if c is not None and str(c) not in out:
            out.append(str(c))
    return out if len(out) < 5 else []


def _sequence_ball(state: AttemptState, result: ShotResult) -> str | None:
    """The ball a sequence shot goes for: the first pocketed ball matching the item, else
    the first ball on the table that does (used only to make a call)."""
    goal = state.drill.goal
    items = goals.remaining(goal, state.scored) if goal.any_order else (
        (state.next_item,) if state.next_item else ())
    for p in result.pocketed:
        if any(goals.matches(item, p.ball) for item in items):
            return p.ball
    return next((b for b in result.initial if any(goals.matches(i, b) for i in items)), None)


def _judge_step(state: AttemptState, k: int, result: ShotResult, ruling: Ruling,
                leave: float | None) -> Step:
    g = state.drill.goal
    if g.kind == "safety":
        return goals.judge_safety(g, result, ruling, leave or 0.0)
    if g.kind == "pot":
        return goals.judge_pot(g, result, ruling)
    if g.kind == "cue_pot":
        return goals.judge_cue_pot(g, result, ruling)
    if g.kind == "position":
        return goals.judge_position(g, result, ruling)
    if g.kind == "break":
        return goals.judge_break(g, result, ruling, leave)
    return goals.judge_sequence(g, k, result, ruling, state.scored)
