"""``pyramid-coach bench ai``: how long the computer takes to choose a shot, per level, on
the path the app plays it.

Printed, never asserted. The target: the master decides in at most 1 s median
and 2 s worst, wall clock, on a quiet two-core machine. The positions are the same for
every level: a Free pyramid frame after the break (the widest search: any ball may be the
cue ball), then positions reached by a few seeded beginner turns, a Combined position with
the ball in hand in the house (the placement search), and Classic 71 positions after the
safety break (one cue ball, pots sampled through the level's own error, safeties sampled
for legality).

The app's path: :func:`simulation.ai.pooled.on_pool` with :func:`~simulation.ai.pooled.
choose_turn` (choice and stroke error) on one pool of worker processes kept for the whole
run, spawned as the game screen spawns its own (a Qt process must not fork) and started
before the clock runs (the screen pays that once, with its first computer turn: printed
apart). ``--workers 1`` times one process instead.

The machine may be shared: besides the wall-clock times the bench prints the CPU time each
decision used (this process and its worker processes, read while they live): on an idle
machine the wall-clock time of a decision is at most about that (less, with two workers in
parallel), whatever the load was during the run. It also times a fixed reference workload
before and after, to compare runs.
"""

from __future__ import annotations

import random
import statistics
import time
from concurrent.futures import Executor

from simulation.ai.levels import LEVEL_NAMES, Level, level
from simulation.ai.play import play_turn
from simulation.ai.pooled import POOL_WORKERS, choose_turn, kept_pool, on_pool
from simulation.analysis.workers import cpu_seconds, start
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.racks import standard_rack
from simulation.rules.game import new_game
from simulation.rules.state import GameState
from simulation.rules.vocab import Discipline, Phase
from simulation.stroke import Stroke
from simulation.table import TableSpec

#: The master's targets on a quiet machine (wall clock, s): median and worst decision.
TARGET_MEDIAN_S = 1.0
TARGET_WORST_S = 2.0
#: The reference workload on the quiet machine (1 December 2026, docs/ai.md), wall clock
#: and CPU alike.
REFERENCE_QUIET_S = 0.16


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


def reference_seconds(table: TableSpec) -> tuple[float, float]:
    """A fixed workload: ten full-rack breaks of the same stroke, one process. Its wall-clock
    and CPU seconds: the first shows how loaded the machine is (about 0.16 s quiet), the
    second how much the load inflates CPU time itself (shared caches)."""
    rack = standard_rack(table)
    rack["cue"] = (-1.1, 0.0)
    t0, c0 = time.perf_counter(), time.process_time()
    for k in range(10):
        simulate(rack, Stroke("cue", 0.0 + 0.01 * k, 8.0), table=table)
    return time.perf_counter() - t0, time.process_time() - c0


def _time(group: list[GameState], lv: Level, table: TableSpec, params: PhysicsParams,
          pool: Executor | None) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds of each decision of ``group``, on ``pool`` as the app
    chooses (or in this process)."""
    times, cpu = [], []
    for k, state in enumerate(group):
        t0, c0 = time.perf_counter(), cpu_seconds(pool)
        if pool is None:
            choose_turn(state, lv, random.Random(k), table, params)
        else:
            on_pool(choose_turn, pool, state, lv, random.Random(k), table, params)
        times.append(time.perf_counter() - t0)
        cpu.append(cpu_seconds(pool) - c0)
    return times, cpu


def run_ai_bench(positions: int = 4, workers: int = POOL_WORKERS,
                 levels: tuple[str, ...] = LEVEL_NAMES) -> str:
    table, params = TableSpec(), PhysicsParams()
    states = bench_positions(positions, table)
    classic = bench_positions(positions, table, ("classic-71",))
    before = reference_seconds(table)
    lines = [f"pyramid-coach bench ai: time to choose a shot, {len(states)} Free/Combined and "
             f"{len(classic)} Classic 71 positions, "
             + (f"on the app's path: one kept pool of {workers} spawned worker processes"
                if workers > 1 else "in one process")
             + f" [target at master: median <= {TARGET_MEDIAN_S:g} s, worst <= "
             f"{TARGET_WORST_S:g} s, wall clock on a quiet machine]; wall-clock, then CPU "
             f"time (this process and its workers: about the wall-clock time on an idle "
             f"machine)"]
    pool = kept_pool(workers, spawn=True) if workers > 1 else None
    try:
        if pool is not None:
            t0 = time.perf_counter()
            start(pool, workers, wait_s=60.0)
            lines.append(f"  pool start (the screen's first computer turn pays it once): "
                         f"{time.perf_counter() - t0:.2f} s")
        master: list[float] = []
        master_cpu: list[float] = []
        for name in levels:
            lv = level(name)
            for label, group in (("free", states), ("classic", classic)):
                if not group:
                    continue
                times, cpu = _time(group, lv, table, params, pool)
                if name == "master":
                    master += times
                    master_cpu += cpu
                lines.append(f"  {name:8s} {label:7s} median {statistics.median(times):5.2f} s"
                             f"   max {max(times):5.2f} s   cpu median "
                             f"{statistics.median(cpu):5.2f} s   max {max(cpu):5.2f} s")
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    after = reference_seconds(table)
    if master:
        med, worst = statistics.median(master), max(master)
        met = med <= TARGET_MEDIAN_S and worst <= TARGET_WORST_S
        lines.append(f"  master over all positions: median {med:.2f} s (target "
                     f"{TARGET_MEDIAN_S:g}), worst {worst:.2f} s (target {TARGET_WORST_S:g}): "
                     f"{'met' if met else 'not met'} at this load")
        scale = REFERENCE_QUIET_S / max(1e-9, 0.5 * (before[1] + after[1]))
        lines.append(f"  master CPU scaled to a quiet machine (x{scale:.2f}: the reference's "
                     f"quiet {REFERENCE_QUIET_S:g} s over its CPU time in this run): median "
                     f"{scale * statistics.median(master_cpu):.2f} s, worst "
                     f"{scale * max(master_cpu):.2f} s a decision")
    lines.append(f"  reference workload (10 full-rack breaks): {before[0]:.2f} s before, "
                 f"{after[0]:.2f} s after, CPU {before[1]:.2f} / {after[1]:.2f} s (quiet: "
                 f"about {REFERENCE_QUIET_S:g} s each; compare to judge the load)")
    return "\n".join(lines)
