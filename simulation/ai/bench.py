"""``pyramid-coach bench ai``: how long the computer takes to choose a shot, per level.

Printed, never asserted (the issue's target: under 2 s at master on a 2-core machine; the app
shows a progress indicator above half a second). The positions are the same for every level:
a Free pyramid frame after the break (the widest search: any ball may be the cue ball), then
positions reached by a few seeded beginner turns, a Combined position with the ball in hand
in the house (the placement search), and Classic 71 positions after the safety break (one
cue ball, pots sampled through the level's own error, safeties sampled for legality).

The machine may be shared: besides the wall-clock times the bench prints the CPU time each
decision used (this process and its worker processes): on an idle machine the wall-clock
time of a decision is at most about that (less, with two workers in parallel), whatever the
load was during the run. It also times a fixed reference workload before and after, to
compare runs.
"""

from __future__ import annotations

import random
import resource
import statistics
import time

from simulation.ai.levels import LEVELS, level
from simulation.ai.play import play_turn
from simulation.ai.policy import choose
from simulation.physics.engine import simulate
from simulation.racks import standard_rack
from simulation.rules.game import new_game
from simulation.rules.state import GameState
from simulation.rules.vocab import Discipline, Phase
from simulation.stroke import Stroke
from simulation.table import TableSpec

TARGET_S = 2.0


def bench_positions(n: int, table: TableSpec, disciplines: tuple[str, ...] = ("free",
                                                                              "combined")
                    ) -> list[GameState]:
    """``n`` shot positions per discipline group (no decision pending), reproducible."""
    rng = random.Random(2024)
    out: list[GameState] = []
    for discipline in disciplines:
        state = new_game(discipline, table=table)
        for _ in range(40):
            if len(out) >= n or state.phase is Phase.OVER:
                break
            if state.pending is None and state.phase is Phase.PLAY and (
                    discipline != Discipline.COMBINED or state.ball_in_hand is not None):
                out.append(state)
                if discipline == Discipline.COMBINED:
                    break
            state = play_turn(state, level("beginner"), rng, table=table).state
    return out[:n]


def reference_seconds(table: TableSpec) -> float:
    """A fixed workload: ten full-rack breaks of the same stroke, one process."""
    rack = standard_rack(table)
    rack["cue"] = (-1.1, 0.0)
    t0 = time.perf_counter()
    for k in range(10):
        simulate(rack, Stroke("cue", 0.0 + 0.01 * k, 8.0), table=table)
    return time.perf_counter() - t0


def _cpu() -> float:
    """CPU seconds used so far by this process and its finished worker processes."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def run_ai_bench(positions: int = 4, workers: int = 2) -> str:
    table = TableSpec()
    states = bench_positions(positions, table)
    classic = bench_positions(positions, table, ("classic-71",))
    before = reference_seconds(table)
    lines = [f"pyramid-coach bench ai: time to choose a shot, {len(states)} Free/Combined and "
             f"{len(classic)} Classic 71 positions, {workers} worker(s) "
             f"[target at master < {TARGET_S:g} s]; wall-clock, then CPU time (this process "
             f"and its workers: about the wall-clock time on an idle machine)"]
    for name, lv in LEVELS.items():
        for label, group in (("free", states), ("classic", classic)):
            times, cpu = [], []
            for k, state in enumerate(group):
                t0, c0 = time.perf_counter(), _cpu()
                choose(state, lv, random.Random(k), table=table, workers=workers)
                times.append(time.perf_counter() - t0)
                cpu.append(_cpu() - c0)
            if times:
                lines.append(f"  {name:8s} {label:7s} median {statistics.median(times):5.2f} s"
                             f"   max {max(times):5.2f} s   cpu median "
                             f"{statistics.median(cpu):5.2f} s   max {max(cpu):5.2f} s")
    after = reference_seconds(table)
    lines.append(f"  reference workload (10 full-rack breaks): {before:.2f} s before, "
                 f"{after:.2f} s after (compare with a quiet run to judge the load)")
    return "\n".join(lines)
