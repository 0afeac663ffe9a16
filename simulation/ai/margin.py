"""Margins under the computer's own stroke error: how likely a pot drops, what a miss
leaves, and how likely a safety stays legal.

The solver's window and ``erf(margin / σ√2)`` judge a pot by the direction error alone; a
master mostly misses by tip (squirt, throw) and speed, and a safety fouls when a stroke a
few hundredths of a degree off no longer completes clause 20 (measured: three safeties
fouled after errors of 0.03-0.08°). So the few options the policy may actually play are
played again through the level's own error model (:func:`sample_strokes`, seeded from the
turn's generator): a pot on its near layout (the simulations stop once the pot is decided,
~6 ms each), a safety on the full table, judged by the real referee. A pot's miss is also
played: the window's edge pushed out by twice the direction error, on both sides, on the
full table, and the opponent's best chance in what each leaves is averaged.
"""

from __future__ import annotations

from dataclasses import replace

from simulation.ai.chances import estimate_chance
from simulation.ai.search import Option, near_shot, position_value, referee_stroke
from simulation.analysis.outcome import pots
from simulation.analysis.probability import StrokeError, sample_strokes
from simulation.errors import InputError
from simulation.physics.params import PhysicsParams
from simulation.rules.state import GameState
from simulation.table import TableSpec


def sampled_pot(job: tuple[GameState, Option, StrokeError, int, int, StrokeError, TableSpec,
                           PhysicsParams]) -> Option:
    """``opt`` with ``mc_p`` (share of ``samples`` strokes of this error model that pot the
    target on the near layout) and ``miss_opp`` (the opponent's mean best chance after a
    miss either side of the window, judged as a player with the stroke error ``opponent`` would,
    :mod:`simulation.ai.chances`). A worker-process job."""
    state, opt, error, samples, seed, opponent, table, params = job
    shot = near_shot(state, opt, table)
    strokes = sample_strokes(opt.stroke, error, samples, seed, params)
    made = sum(pots(shot, s, table, params) for s in strokes)
    p = made / samples
    miss = 0.0
    off = opt.margin_deg + 2.0 * error.angle_deg
    tries = 0
    for sign in (1.0, -1.0):
        stroke = replace(opt.stroke, direction_deg=opt.stroke.direction_deg + sign * off)
        try:
            _, verdict, new = referee_stroke(state, stroke, opt.place, opt.call, table, params)
        except InputError:
            continue
        tries += 1
        if not verdict.legal or new.pending is not None:
            miss += 1.0  # a foul as well as a miss: the opponent is in
        elif new.to_move == state.to_move:
            miss += 0.0  # something else dropped legally after all
        else:
            miss += estimate_chance(position_value(new, table), opponent)
    return replace(opt, mc_p=p, miss_opp=miss / tries if tries else 1.0)


def sampled_safety(job: tuple[GameState, Option, StrokeError, int, int, StrokeError, TableSpec,
                              PhysicsParams]) -> Option:
    """``opt`` with ``mc_p`` the share of ``samples`` strokes of this error model the referee
    finds legal (clause 20 completed and every other clause kept) and ``miss_opp`` the
    opponent's mean best chance over all samples (a foul counts as a chance of 1, a sample
    that pots legally and keeps the turn as 0). A worker-process job."""
    state, opt, error, samples, seed, opponent, table, params = job
    legal = 0
    opp = 0.0
    for s in sample_strokes(opt.stroke, error, samples, seed, params):
        try:
            _, verdict, new = referee_stroke(state, s, opt.place, opt.call, table, params)
        except InputError:
            opp += 1.0
            continue
        if verdict.legal and new.pending is None:
            legal += 1
            if new.to_move != state.to_move:
                opp += estimate_chance(position_value(new, table), opponent)
        else:
            opp += 1.0
    return replace(opt, mc_p=legal / samples, miss_opp=opp / samples)
