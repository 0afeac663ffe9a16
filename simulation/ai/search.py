"""Pots: the solver on the few best targets, then a short look-ahead for position.

For each target handed over (the geometry ranked them), the solver finds the window of
directions that pockets it at a base pace. Then a few speed/tip variants are played *in
full* at the window's centre and refereed by the discipline's real referee: a variant counts
only if the referee says it is legal and the target dropped where planned, and it is scored
by the points the referee gave and by the best next-shot margin of the layout it leaves (the
geometry's estimate: no second solver call). The window's margin and the level's stroke
error give the chance of potting. Everything here is a pure function of its job, so the jobs
can run on worker processes (:func:`simulation.analysis.workers.map_chunks`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from simulation.ai.geometry import Candidate, best_estimate, candidates, near_layout
from simulation.ai.placement import hand_spots
from simulation.ai.view import turn_rules
from simulation.analysis.outcome import Kind, Shot, miss, pots
from simulation.analysis.solver import aim_from, window
from simulation.balls import CUE
from simulation.events import ShotResult
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.rules.game import judge, shot_layout
from simulation.rules.state import GameState
from simulation.rules.verdict import Call, Verdict
from simulation.rules.vocab import PendingKind, Phase
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec

#: Speed factors, tip heights and side of the position variants, most natural first: a
#: plain stroke, then stun/draw/follow at the base pace, then softer and firmer, then side
#: (running or check side sends the cue ball off a cushion at another angle). The last
#: 15 fill in the pace × height grid for the master's best targets (no more side: each
#: side variant is aimed again). With the first eleven only, a quarter of its pots left a
#: next shot it rated under 0.5 — no variant stopped the cue ball anywhere better (Classic
#: 71, seed 13, four frames: 11 of 42; with this grid and six more side variants, 2 of 34).
VARIANTS: tuple[tuple[float, float, float], ...] = (
    (1.0, 0.0, 0.0), (1.0, -0.35, 0.0), (1.0, 0.3, 0.0), (0.75, 0.0, 0.0), (1.35, 0.0, 0.0),
    (0.75, 0.3, 0.0), (1.35, -0.35, 0.0), (1.6, 0.0, 0.0), (0.6, -0.2, 0.0),
    (1.0, 0.0, 0.3), (1.0, 0.0, -0.3),
    (0.5, 0.0, 0.0), (0.5, -0.45, 0.0), (0.65, 0.45, 0.0), (0.85, -0.2, 0.0),
    (0.85, 0.15, 0.0), (0.85, -0.5, 0.0), (1.15, 0.15, 0.0), (1.15, -0.2, 0.0),
    (1.15, 0.45, 0.0), (1.15, -0.5, 0.0), (1.5, 0.3, 0.0), (1.5, -0.2, 0.0),
    (1.9, 0.0, 0.0), (1.9, -0.4, 0.0), (2.3, 0.0, 0.0),
)


@dataclass(frozen=True)
class Solved:
    """A target's window at its base pace: the ideal stroke (the window's middle), how far
    it may stray, and how far the middle lies from the mouth-centre aim (the jaws are not
    symmetric to a ball arriving at an angle)."""

    centre: float
    margin: float
    jaw: float = 0.0
    #: The signed miss per degree at the aim (:func:`simulation.analysis.outcome.miss`):
    #: the first step of every variant's re-aim.
    slope: float | None = None


@dataclass(frozen=True)
class Option:
    """One refereed stroke the policy could play, with what it is worth."""

    stroke: Stroke
    place: Vec | None
    call: Call | None
    candidate: Candidate | None
    margin_deg: float
    points: int
    keeps_turn: bool
    wins: bool
    next_deg: float
    legal: bool
    spin_p: float = 1.0
    #: Set by :mod:`simulation.ai.margin`: the share of the level's own perturbed strokes
    #: that pot (a pot) or stay legal (a safety), and the opponent's mean best chance after
    #: a miss (a pot) or after the safety (a foul counting 1).
    mc_p: float | None = None
    miss_opp: float | None = None
    #: A pot's target window at its base pace (what its other variants are aimed from).
    solved: Solved | None = None


def call_for(cand: Candidate, needs_call: bool) -> Call | None:
    """Classic 5.2 (and Pyramid T 4): the target ball and its pocket; a свояк calls the
    cue ball (Pyramid T 4.1.2)."""
    if not needs_call:
        return None
    return Call(CUE if cand.kind is Kind.CUE else cand.object_ball, cand.pocket)


def position_value(state: GameState, table: TableSpec) -> float:
    """The best estimated next-shot margin (degrees) for the side to move in ``state``,
    doubles included (a safety that leaves a double leaves something)."""
    if state.phase is Phase.OVER or state.to_move is None:
        return 0.0
    probe = replace(state, pending=None)
    rules = turn_rules(probe, table)
    layout = dict(probe.balls)
    if probe.ball_in_hand is not None:
        spots = hand_spots(probe, rules.targets, table, limit=12)[:12]
        found = candidates({b: p for b, p in layout.items() if b != "cue"}, ("cue",),
                           rules.targets, (Kind.OBJECT,), table, {"cue": spots}, rules.indirect)
        return found[0].estimate_deg if found else 0.0
    return best_estimate(layout, rules.cue_balls, rules.targets, table, rules.indirect)


def referee_stroke(state: GameState, stroke: Stroke, place: Vec | None, call: Call | None,
                   table: TableSpec, params: PhysicsParams
                   ) -> tuple[ShotResult, Verdict, GameState]:
    """Simulate and referee one stroke, exactly as ``game shot`` does."""
    layout = shot_layout(state, stroke.cue_ball, place, table)
    result = simulate(layout, stroke, table=table, params=params)
    verdict, new = judge(state, result, call=call, place=place, table=table)
    return result, verdict, new


def refereed_option(state: GameState, cand: Candidate | None, stroke: Stroke, place: Vec | None,
            call: Call | None, margin: float, table: TableSpec,
            params: PhysicsParams) -> Option:
    side = state.to_move
    result, verdict, new = referee_stroke(state, stroke, place, call, table, params)
    points = int(verdict.points.get(side, 0)) if side else 0
    pending = new.pending
    if pending is not None and pending.kind is PendingKind.REPLACE_CUE and pending.by == side:
        points += 1  # Combined/Dynamic 5.2: the replacement ball is one more point
    keeps = verdict.legal and new.to_move == side and new.phase is not Phase.OVER
    dropped = cand is not None and any(
        p.ball == cand.target.ball(cand.cue_ball) and p.pocket == cand.pocket
        for p in result.pocketed)
    nxt = position_value(new, table) if (keeps and dropped) or cand is None else 0.0
    return Option(stroke, place, call, cand, margin, points, keeps and dropped,
                  new.winner == side, nxt, verdict.legal and (dropped or cand is None))


#: Side-spin errors (in the level's standard deviations) a pot is tested against, and the
#: chance credited when it survives both signs of the first, only of the second, or neither.
SPIN_STEPS: tuple[tuple[float, float], ...] = ((2.5, 0.99), (1.2, 0.75))
SPIN_FLOOR = 0.3


def spin_chance(shot: Shot, stroke: Stroke, tip_sd: float, table: TableSpec,
                params: PhysicsParams) -> float:
    """How likely the pot survives the level's tip error (squirt and throw from side move
    the object ball, draw/follow the cue ball of a свояк, far more than a master's direction
    error does): the stroke is replayed on the shot's near layout with side ±k·sd and
    height ±k·sd, a few short simulations (they stop once the pot is decided)."""
    if tip_sd <= 0:
        return 1.0
    limit = params.miscue_limit * 0.95
    for k, chance in SPIN_STEPS:
        side = min(k * tip_sd, math.sqrt(max(0.0, limit ** 2 - stroke.height ** 2)))
        tries = [replace(stroke, side=s) for s in (side, -side)]
        tries += [replace(stroke, height=max(-limit, min(limit, stroke.height + h)))
                  for h in (k * tip_sd, -k * tip_sd)]
        if all(pots(shot, t, table, params) for t in tries):
            return chance
    return SPIN_FLOOR


#: How far from the aim (degrees) the miss is read again for its slope.
SLOPE_STEP = 0.02


@dataclass(frozen=True)
class PotJob:
    """One target for :func:`evaluate` (a worker-process job): solve it and referee
    ``variants`` of :data:`VARIANTS` from ``first`` on. ``solved`` — the window from an
    earlier pass — skips the solver: :mod:`simulation.ai.policy` gives its best targets a
    second pass rather than every target every variant."""

    state: GameState
    candidate: Candidate
    variants: int
    needs_call: bool
    table: TableSpec
    params: PhysicsParams
    first: int = 0
    solved: Solved | None = None


def evaluate(job: PotJob) -> list[Option]:
    """Solve one target and referee its position variants: the legal ones that drop it."""
    state, cand, table, params = job.state, job.candidate, job.table, job.params
    place = cand.cue_pos if state.ball_in_hand is not None else None
    layout = shot_layout(state, cand.cue_ball, place, table)
    base = cand.base_speed()
    shot = Shot(near_layout(layout, cand, table), cand.cue_ball, cand.target, base)
    solved = job.solved
    if solved is None:
        w = window(shot, table, params, coarse=True)
        if w is None:
            return []
        slope = None
        if job.variants > 1:  # other variants will be aimed from this one
            slope = miss(shot, w.aim_deg + SLOPE_STEP, table, params) / SLOPE_STEP
        solved = Solved(w.direction_deg, w.margin_deg, w.direction_deg - w.aim_deg,
                        slope if slope and math.isfinite(slope) else None)
    call = call_for(cand, job.needs_call)
    out = []
    limit = params.miscue_limit * 0.95
    for factor, height, side in VARIANTS[job.first:max(1, job.variants)]:
        speed = min(params.max_speed, max(0.3, base * factor))
        height = max(-limit, min(limit, height))
        direction = solved.centre
        if (factor, height, side) != (1.0, 0.0, 0.0):
            # Pace and tip change the throw, side squirts the cue ball too: the window
            # moves by a third of its own width at the median and by more than all of it
            # in a quarter of the variants (random two-ball shots, master's pots). So each
            # variant is aimed again from the plain window, as a player allows for them.
            found = aim_from(replace(shot, speed=speed, side=side, height=height),
                             solved.centre - solved.jaw, table, params,
                             tolerance=max(1e-3, 0.1 * solved.margin), fallback=bool(side),
                             slope=solved.slope)
            if found is not None:
                direction = found + solved.jaw
            elif side:
                continue
        stroke = Stroke(cand.cue_ball, direction, speed, side, height)
        opt = refereed_option(state, cand, stroke, place, call, solved.margin, table, params)
        if opt.legal:
            out.append(replace(opt, solved=solved))
    return out


def spin_tested(job: tuple[GameState, Option, float, TableSpec, PhysicsParams]) -> Option:
    """``opt`` with its side-spin chance (:func:`spin_chance`) for tip error ``tip_sd`` (a
    worker-process job). Only the few pots the policy ranks best are tested: it is most of
    a variant's cost (six short simulations), and the best of them are played through the
    level's whole error afterwards anyway (simulation.ai.margin)."""
    state, opt, tip_sd, table, params = job
    shot = near_shot(state, opt, table)
    return replace(opt, spin_p=spin_chance(shot, opt.stroke, tip_sd, table, params))


def near_shot(state: GameState, opt: Option, table: TableSpec) -> Shot:
    """A pot option as the solver sees it: its target on the near layout (the balls that
    can change the pot, :func:`near_layout`), at the option's pace."""
    cand = opt.candidate
    assert cand is not None
    layout = shot_layout(state, cand.cue_ball, opt.place, table)
    return Shot(near_layout(layout, cand, table), cand.cue_ball, cand.target,
                opt.stroke.speed)


def pot_chance(margin_deg: float, angle_sd: float) -> float:
    """Share of strokes within the window for a normal direction error."""
    if margin_deg <= 0:
        return 0.0
    return math.erf(margin_deg / (angle_sd * math.sqrt(2.0)))
