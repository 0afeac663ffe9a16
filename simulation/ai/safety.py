"""Safeties and the plain "hit something" shot.

A safety is a stroke at a legal first ball (full, or a half-ball either side) at a soft or
medium pace, played in full and refereed: it must be legal (contact, clause 20 completed, the
house clauses), and it is scored by how little it leaves — the best estimated next-shot
margin of the layout for the opponent, who is to move. When a level plays no safeties, or
none comes out legal, the computer hits the nearest legal ball firmly, which usually
completes clause 20 (a ball driven to two cushions) but may not: a beginner fouls like one.

The opening break is :mod:`simulation.ai.breaks`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from simulation.ai.geometry import clear
from simulation.ai.placement import fallback_spot, hand_spots
from simulation.ai.search import Option, refereed_option
from simulation.ai.view import TurnRules
from simulation.analysis.workers import Workers, map_chunks
from simulation.balls import CUE
from simulation.errors import InputError
from simulation.physics.params import PhysicsParams
from simulation.rules.state import GameState
from simulation.rules.verdict import Call
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec

#: Paces (m/s) and contact offsets (share of 2R: 0 full, ±0.5 half-ball) tried for safeties.
SAFETY_SPEEDS = (1.3, 2.2, 3.2)
SAFETY_OFFSETS = (0.0, 0.5, -0.5)


def some_call(state: GameState, rules: TurnRules, ball: str, table: TableSpec
              ) -> Call | None:
    """A well-formed call for a shot that is not a planned pot: the ball aimed at (or the
    nearest object ball) and its nearest pocket."""
    if not rules.call:
        return None
    objects = [b for b in state.balls if b != CUE]
    if ball not in objects:
        ball = objects[0]
    pos = state.balls[ball]
    pocket = min(table.pockets(), key=lambda p: math.dist(p.mouth_centre, pos))
    return Call(ball, pocket.id)



def _strokes(layout: dict[str, Vec], cue_ball: str, cue_pos: Vec, targets: Sequence[str],
             table: TableSpec) -> list[tuple[str, float]]:
    """(first ball, direction) pairs the cue ball can reach directly."""
    out = []
    R2 = 2 * table.ball_radius
    placed = {**layout, cue_ball: cue_pos}
    for ball in targets:
        if ball == cue_ball or ball not in layout:
            continue
        o = layout[ball]
        d = math.dist(o, cue_pos)
        if d <= R2 or not clear(cue_pos, o, placed, (cue_ball, ball), table):
            continue
        centre = math.atan2(o[1] - cue_pos[1], o[0] - cue_pos[0])
        for off in SAFETY_OFFSETS:
            out.append((ball, math.degrees(centre + math.asin(off * R2 / d))))
    return out


def _cue_positions(state: GameState, rules: TurnRules, table: TableSpec) -> list[tuple[str,
                                                                                     Vec]]:
    if state.ball_in_hand is not None:
        spots = hand_spots(state, rules.targets, table, limit=6)[::4][:6]
        if not spots:
            spot = fallback_spot(state, table)
            spots = [spot] if spot else []
        return [(CUE, s) for s in spots]
    return [(c, state.balls[c]) for c in rules.cue_balls if c in state.balls]


def _refereed(job: tuple[GameState, Stroke, Vec | None, Call | None, TableSpec,
                         PhysicsParams]) -> Option | None:
    """One safety stroke played and refereed (a worker-process job): the option if legal."""
    state, stroke, place, call, table, params = job
    try:
        opt = refereed_option(state, None, stroke, place, call, 0.0, table, params)
    except InputError:
        # The referee refuses a result it cannot account for (physics 1.0 could end a soft
        # shot into a cluster with two balls overlapping; fixed in 1.1): whatever the
        # cause, such a stroke is not one to choose.
        return None
    return opt if opt.legal else None


def safeties(state: GameState, rules: TurnRules, tries: int, rng: random.Random,
             table: TableSpec, params: PhysicsParams, workers: Workers = 1,
             progress: Callable[[float, float], bool] | None = None) -> list[Option]:
    """Up to ``tries`` × 3 refereed safety strokes (legal ones only), chosen at random from
    the reachable (ball, direction, pace) combinations, on ``workers`` processes."""
    layout = {b: p for b, p in state.balls.items()}
    pool = []
    for cue_ball, pos in _cue_positions(state, rules, table):
        for ball, direction in _strokes(layout, cue_ball, pos, rules.targets, table):
            for speed in SAFETY_SPEEDS:
                pool.append((cue_ball, pos, ball, direction, speed))
    rng.shuffle(pool)
    jobs = []
    for cue_ball, pos, ball, direction, speed in pool[:tries * 3]:
        place = pos if state.ball_in_hand is not None else None
        stroke = Stroke(cue_ball, round(direction, 6), speed, 0.0, -0.1)
        jobs.append((state, stroke, place, some_call(state, rules, ball, table), table,
                     params))
    return [o for o in map_chunks(_refereed, jobs, workers, progress) if o is not None]


def plain_hit(state: GameState, rules: TurnRules, table: TableSpec) -> tuple[Stroke,
                                                                            Vec | None,
                                                                            Call | None]:
    """A firm full-ball hit at the nearest reachable legal ball (anything legal to *take*;
    the outcome may be a foul)."""
    options = _cue_positions(state, rules, table)
    layout = dict(state.balls)
    best: tuple[float, str, Vec, str, float] | None = None
    for cue_ball, pos in options:
        for ball, direction in _strokes(layout, cue_ball, pos, rules.targets, table):
            d = math.dist(layout[ball], pos)
            if best is None or d < best[0]:
                best = (d, cue_ball, pos, ball, direction)
    if best is None:  # nothing reachable directly: at the nearest ball, whatever is in the way
        cue_ball, pos = options[0] if options else (CUE, state.balls.get(CUE, (0.0, 0.0)))
        ball = min((b for b in layout if b != cue_ball),
                   key=lambda b: math.dist(layout[b], pos))
        o = layout[ball]
        best = (0.0, cue_ball, pos, ball,
                math.degrees(math.atan2(o[1] - pos[1], o[0] - pos[0])))
    _, cue_ball, pos, ball, direction = best
    place = pos if state.ball_in_hand is not None else None
    return (Stroke(cue_ball, round(direction, 6), 3.0), place,
            some_call(state, rules, ball, table))
