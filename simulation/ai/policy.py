"""The computer's turn: one function that looks at a state and chooses everything.

:func:`choose` returns a :class:`Turn`: either the answer to a pending decision, or a complete
shot — the cue ball (any ball in Free pyramid), its place when in hand, the call where one
is required, and the ideal stroke. The stroke error of the level is applied afterwards, by
:func:`simulation.ai.play.play_turn`, so the GUI can show the aim the computer *meant*.

How a shot is chosen (docs/ai.md):

1. the geometry screens every (cue ball, object ball, pocket, pot kind) — and, with the ball
   in hand, every candidate place — and ranks what survives by an estimated margin; the
   ranking is blurred by the level's ``noise``;
2. the best ``level.solver_calls`` targets go to the solver, and a few speed/tip variants of
   each are played in full and refereed (:mod:`simulation.ai.search`), on worker processes
   when ``workers`` > 1;
3. each refereed option scores ``p * (value + 0.7 * p_next) - (1 - p) * 0.3``, with ``p`` the
   chance that this level's stroke error stays in the solver's window and ``p_next`` the same
   for the best next shot it leaves;
4. levels that weigh their own error play the best few pots again through it
   (:mod:`simulation.ai.margin`): the share that pots is the chance from then on, and what
   a miss leaves the opponent is charged to the pot;
5. when the best pot is unlikely for this level, a few safeties are refereed too
   (:mod:`simulation.ai.safety`), the best sampled for the share of its own strokes that
   stay legal (clause 20) and what they leave, and :func:`pick` plays a pot its own
   estimate rejects only when every alternative is worse; with nothing legal found, a firm
   hit at the nearest legal ball.

The one defensive choice the policy does not make: it never deliberately fouls.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from simulation.ai.breaks import break_stroke
from simulation.ai.chances import estimate_chance
from simulation.ai.decisions import answer
from simulation.ai.geometry import Candidate, candidates
from simulation.ai.levels import Level
from simulation.ai.margin import sampled_pot, sampled_safety
from simulation.ai.placement import hand_spots
from simulation.ai.safety import plain_hit, safeties
from simulation.ai.search import Option, PotJob, evaluate, pot_chance, spin_tested
from simulation.ai.view import TurnRules, turn_rules
from simulation.analysis.outcome import Kind
from simulation.analysis.workers import Workers, map_chunks
from simulation.balls import CUE
from simulation.physics.params import PhysicsParams
from simulation.rules.state import GameState
from simulation.rules.verdict import Call
from simulation.rules.vocab import Discipline, Phase
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec

#: Weight of the next shot, cost of a miss, and the worth of a safety that leaves nothing.
#: The last was 0.12 until the leaves were judged by measured chances (simulation.ai.chances):
#: with that edge two masters exchanged safeties for whole frames (Classic 71, seed 7:
#: 67 safeties in six frames, 0.77 balls a visit; with none, 28 safeties and 1.09).
NEXT_WEIGHT = 0.7  # the default of Level.next_weight (beginner to club)
MISS_COST = 0.3
SAFETY_BASE = 0.0
#: What the opponent's chance at the table a miss or a safety leaves costs (in balls), and
#: what a foul costs beyond it (classic 5.6: 5 points off and 5 to the opponent).
OPP_WEIGHT = 0.6
FOUL_COST = 1.0
#: Variants every solved target gets, and how many of the best targets get the rest.
FIRST_VARIANTS = 5
SECOND_PASS_TARGETS = 2
#: Pots a spin-checking level tests against its side-spin error (the best by the rest of
#: their score), per pot it samples next (the master: 2 × 4).
SPIN_TESTED_PER_SAMPLED = 2
#: Safeties sampled through the level's own error (the best by their single refereed try).
SAMPLED_SAFETIES = 3


@dataclass(frozen=True)
class Turn:
    """What the computer does on its turn: a decision, or a shot (``plan`` says which:
    "decision", "break", "pot", "safety" or "plain")."""

    plan: str
    decision: Mapping[str, Any] | None = None
    stroke: Stroke | None = None
    place: Vec | None = None
    call: Call | None = None
    explanation: tuple[Mapping[str, Any], ...] = field(default_factory=tuple)

    def to_json(self) -> dict[str, Any]:
        return {"plan": self.plan, "decision": None if self.decision is None
                else dict(self.decision),
                "stroke": None if self.stroke is None else self.stroke.to_json(),
                "cue_ball_position": None if self.place is None else list(self.place),
                "call": None if self.call is None else self.call.to_json(),
                "explanation": [dict(e) for e in self.explanation]}


def value_scale(discipline: str) -> float:
    """Points per "ball's worth": one in the shelf games, about eight in the classic game
    (ball values 2-15, the ace 11), about five in Pyramid T (3-7)."""
    if discipline.startswith("classic-") and discipline != Discipline.CLASSIC_8:
        return 8.0
    return 5.0 if discipline == Discipline.PYRAMID_T else 1.0


def _chance(opt: Option, level: Level) -> float:
    """The pot's chance for this level: the share of its own perturbed strokes that pot
    when sampled, else direction error times the side-spin test's."""
    if opt.mc_p is not None:
        return opt.mc_p
    return pot_chance(opt.margin_deg, level.error.angle_deg) * opt.spin_p


def ball_value(points: int, scale: float) -> float:
    """What a pot is worth in balls. In the shelf games a ball is a ball; where balls carry
    their numbers (classic 5.1, Pyramid T) the number counts for less than keeping the visit
    going: ``points / scale`` alone made a 15 at 50% look better than a 3 at 95%, and the
    master potted 64% of its attempts."""
    if scale <= 1.0:
        return points / scale
    return 0.6 + 0.4 * points / scale if points > 0 else 0.0


def _pot_score(opt: Option, level: Level, scale: float) -> float:
    p = _chance(opt, level)
    value = ball_value(opt.points, scale) + (5.0 if opt.wins else 0.0)
    nxt = estimate_chance(opt.next_deg, level.error) if opt.keeps_turn else 0.0
    # What a miss leaves the opponent, when it was played (margin.sampled_pot), comes on
    # top of the flat cost of losing the visit.
    leave = OPP_WEIGHT * opt.miss_opp if opt.miss_opp is not None else 0.0
    return p * (value + level.next_weight * nxt) - (1 - p) * (MISS_COST + leave)


def _safety_score(opt: Option, level: Level, scale: float) -> float:
    if opt.mc_p is not None:  # sampled: legal share, what it leaves, what a foul costs
        return (opt.mc_p * SAFETY_BASE - OPP_WEIGHT * (opt.miss_opp or 0.0)
                - (1 - opt.mc_p) * FOUL_COST)
    if opt.keeps_turn:  # something dropped legally: the turn goes on
        return (SAFETY_BASE + ball_value(opt.points, scale) + (5.0 if opt.wins else 0.0)
                + level.next_weight * estimate_chance(opt.next_deg, level.error))
    return SAFETY_BASE - OPP_WEIGHT * estimate_chance(opt.next_deg, level.error)


def _shortlist(found: list[Candidate], level: Level, rng: random.Random) -> list[Candidate]:
    """The targets the solver will see: one per (cue ball, ball, pocket, kind), best noisy
    estimate first, at most ``level.solver_calls`` of them and at most one свояк."""
    seen: set[tuple[str, ...]] = set()
    noisy = []
    for c in found:
        key = (c.cue_ball, c.object_ball, c.pocket, c.kind.value, c.cushion or "",
               c.first or "")
        if key in seen:
            continue
        seen.add(key)
        noisy.append((c.estimate_deg * (1.0 + level.noise * rng.uniform(-1.0, 1.0)), c))
    noisy.sort(key=lambda t: -t[0])
    out: list[Candidate] = []
    cue_pots = 0
    for _, c in noisy:
        if c.kind is Kind.CUE:
            # The solver finds a свояк by scanning every contact direction (~5x the cost of
            # an object-ball pot): one per turn at most.
            if cue_pots:
                continue
            cue_pots += 1
        out.append(c)
        if len(out) >= level.solver_calls:
            break
    return out


def _pot_options(state: GameState, rules: TurnRules, level: Level, rng: random.Random,
                 table: TableSpec, params: PhysicsParams, workers: Workers) -> list[Option]:
    layout = dict(state.balls)
    positions = None
    if state.ball_in_hand is not None:
        layout = {b: p for b, p in layout.items() if b != CUE}
        positions = {CUE: hand_spots(state, rules.targets, table)}
    found = candidates(layout, rules.cue_balls, rules.targets, rules.kinds, table, positions,
                       level.banks and rules.indirect)
    short = _shortlist(found, level, rng)
    first_pass = min(level.variants, FIRST_VARIANTS)
    jobs = [PotJob(state, c, first_pass, rules.call, table, params) for c in short]
    options = [o for opts in map_chunks(evaluate, jobs, workers) for o in opts]
    if not options and short:
        # Nothing the geometry liked survived the solver (a kiss, a jaw): one more round on
        # the next targets. A target the solver refuses costs a few simulations, not forty.
        tried = set(short)
        rest = _shortlist([c for c in found if c not in tried], level, rng)
        jobs = [PotJob(state, c, first_pass, rules.call, table, params) for c in rest]
        options = [o for opts in map_chunks(evaluate, jobs, workers) for o in opts]
    scale = value_scale(state.discipline)
    if level.variants > first_pass and options:
        # The later variants (softer, firmer, side, the pace × height grid) only for the
        # best few targets: a player works out position for the shots he means to play.
        best: dict[Candidate, Option] = {}
        for o in sorted(options, key=lambda o: _pot_score(o, level, scale), reverse=True):
            if o.candidate is not None and o.candidate not in best:
                best[o.candidate] = o
        jobs = [PotJob(state, c, level.variants, rules.call, table, params, first_pass,
                       o.solved)
                for c, o in list(best.items())[:SECOND_PASS_TARGETS]]
        options += [o for opts in map_chunks(evaluate, jobs, workers) for o in opts]
    if level.spin_check and options:
        # The side-spin test for the best few only; the rest are dropped, so a tested
        # chance is never compared with an untested one.
        top = sorted(options, key=lambda o: _pot_score(o, level, scale),
                     reverse=True)[:SPIN_TESTED_PER_SAMPLED * max(1, level.sampled_pots)]
        spin_jobs = [(state, o, level.error.tip, table, params) for o in top]
        options = list(map_chunks(spin_tested, spin_jobs, workers))
    return options


def _sampled(options: list[Option], level: Level, rng: random.Random, job_fn: Any,
             count: int, samples: int, score: Any, state: GameState, table: TableSpec,
             params: PhysicsParams, workers: Workers) -> list[Option]:
    """The best ``count`` options by ``score``, each played ``samples`` times through the
    level's own stroke error (:mod:`simulation.ai.margin`); the others are dropped, so a
    sampled chance is never compared with an unsampled estimate.

    Every option gets the same stroke errors (one seed for all: common random numbers), so
    two variants of a pot are compared on the same misses, not on their luck: with a seed
    each, 24 samples made the chosen pot's chance about 0.08 too high (the best of several
    noisy estimates) and let a lucky draw outvote better position."""
    if samples <= 0 or not options:
        return options
    top = sorted(options, key=score, reverse=True)[:count]
    seed = rng.randrange(2 ** 32)
    jobs = [(state, o, level.error, samples, seed, level.error, table, params) for o in top]
    return list(map_chunks(job_fn, jobs, workers))


def _explain_shot(opt: Option, plan: str, chance: float) -> tuple[dict[str, Any], ...]:
    out: list[dict[str, Any]] = []
    if opt.place is not None:
        out.append({"code": "places_cue_ball", "pos": [opt.place[0], opt.place[1]]})
    c = opt.candidate
    if plan == "pot" and c is not None:
        out.append({"code": "plays_pot", "cue_ball": c.cue_ball, "ball": c.object_ball,
                    "pocket": c.pocket, "kind": c.kind.value,
                    "margin_deg": round(opt.margin_deg, 4), "chance": round(chance, 3)})
        if c.cushion is not None:  # a double (дуплет): the cushion it comes off
            out[-1]["bank"] = c.cushion
        if c.first is not None:  # a combination: the ball struck first
            out[-1]["off"] = c.first
        if opt.keeps_turn and opt.next_deg > 0:
            out.append({"code": "plays_for_position", "next_margin_deg": round(opt.next_deg, 4)})
    else:
        e: dict[str, Any] = {"code": "plays_safety", "cue_ball": opt.stroke.cue_ball,
                             "opponent_margin_deg": round(opt.next_deg, 4)}
        if opt.mc_p is not None:  # sampled through its own stroke error
            e["legal_chance"] = round(opt.mc_p, 3)
            e["opponent_chance"] = round(opt.miss_opp or 0.0, 3)
        out.append(e)
    if opt.call is not None:
        out.append({"code": "calls", "ball": opt.call.ball, "pocket": opt.call.pocket})
    return tuple(out)


def pick(pots: list[Option], safes: list[Option], level: Level, scale: float
         ) -> tuple[str, Option | None]:
    """The plan and option to play: the best pot, unless its chance is under the level's
    ``min_p`` and a safety scores higher — a pot its own estimate rejects is played only when
    every alternative is worse. Nothing at all: ("plain", None)."""
    best = max(pots, key=lambda o: _pot_score(o, level, scale), default=None)
    sbest = max(safes, key=lambda o: _safety_score(o, level, scale), default=None)
    if sbest is not None and (best is None or (
            _chance(best, level) < level.min_p
            and _safety_score(sbest, level, scale) > _pot_score(best, level, scale))):
        return "safety", sbest
    return ("pot", best) if best is not None else ("plain", None)


def choose(state: GameState, level: Level, rng: random.Random, *,
           table: TableSpec | None = None, params: PhysicsParams | None = None,
           workers: Workers = 1) -> Turn:
    """The computer's whole turn for ``state`` (a decision if one is pending)."""
    table = table or TableSpec()
    params = params or PhysicsParams()
    if state.phase is Phase.OVER:
        raise ValueError("the game is over")
    if state.pending is not None:
        a = answer(state, level, rng, table)
        return Turn("decision", decision=a.decision, explanation=a.explanation)
    if state.phase is Phase.BREAK:
        stroke, place = break_stroke(state, table)
        return Turn("break", stroke=stroke, place=place,
                    explanation=({"code": "breaks"},))
    rules = turn_rules(state, table)
    scale = value_scale(state.discipline)
    pots = _pot_options(state, rules, level, rng, table, params, workers)
    pots = _sampled(pots, level, rng, sampled_pot, level.sampled_pots, level.pot_samples,
                    lambda o: _pot_score(o, level, scale), state, table, params, workers)
    best = max(pots, key=lambda o: _pot_score(o, level, scale), default=None)
    chance = _chance(best, level) if best else 0.0
    safe: list[Option] = []
    if level.safety_tries > 0 and (best is None or chance < level.min_p):
        safe = safeties(state, rules, level.safety_tries, rng, table, params, workers)
        safe = _sampled(safe, level, rng, sampled_safety, SAMPLED_SAFETIES,
                        level.safety_samples, lambda o: _safety_score(o, level, scale),
                        state, table, params, workers)
    plan, chosen = pick(pots, safe, level, scale)
    if chosen is None:
        stroke, hit_place, call = plain_hit(state, rules, table)
        expl: list[dict[str, Any]] = []
        if hit_place is not None:
            expl.append({"code": "places_cue_ball", "pos": [hit_place[0], hit_place[1]]})
        expl.append({"code": "plays_plain_hit", "cue_ball": stroke.cue_ball})
        if call is not None:
            expl.append({"code": "calls", "ball": call.ball, "pocket": call.pocket})
        return Turn("plain", stroke=stroke, place=hit_place, call=call, explanation=tuple(expl))
    return Turn(plan, stroke=chosen.stroke, place=chosen.place, call=chosen.call,
                explanation=_explain_shot(chosen, plan, chance))
