"""``pyramid-coach bench ai``: how long the computer takes to choose a shot, per level.

Printed, never asserted (the issue's target: under 2 s at master on a 2-core machine; the app
shows a progress indicator above half a second). The positions are the same for every level:
a Free pyramid frame after the break (the widest search: any ball may be the cue ball), then
positions reached by a few seeded beginner turns, and a Combined position with the ball in
hand in the house (the placement search).
"""

from __future__ import annotations

import random
import statistics
import time

from simulation.ai.levels import LEVELS, level
from simulation.ai.play import play_turn
from simulation.ai.policy import choose
from simulation.rules.game import new_game
from simulation.rules.state import GameState
from simulation.table import TableSpec

TARGET_S = 2.0


def bench_positions(n: int, table: TableSpec) -> list[GameState]:
    """``n`` shot positions (no decision pending), reproducible."""
    rng = random.Random(2024)
    out: list[GameState] = []
    for discipline in ("free", "combined"):
        state = new_game(discipline, table=table)
        for _ in range(40):
            if len(out) >= n or state.phase == "over":
                break
            if state.pending is None and state.phase == "play" and (
                    discipline == "free" or state.ball_in_hand is not None):
                out.append(state)
                if discipline == "combined":
                    break
            state = play_turn(state, level("beginner"), rng, table=table).state
    return out[:n]


def run_ai_bench(positions: int = 4, workers: int = 2) -> str:
    table = TableSpec()
    states = bench_positions(positions, table)
    lines = [f"pyramid-coach bench ai: time to choose a shot, {len(states)} positions, "
             f"{workers} worker(s) [target at master < {TARGET_S:g} s]"]
    for name, lv in LEVELS.items():
        times = []
        for k, state in enumerate(states):
            t0 = time.perf_counter()
            choose(state, lv, random.Random(k), table=table, workers=workers)
            times.append(time.perf_counter() - t0)
        lines.append(f"  {name:8s} median {statistics.median(times):5.2f} s   max "
                     f"{max(times):5.2f} s   (solver calls <= {lv.solver_calls}, "
                     f"variants {lv.variants}, safeties {lv.safety_tries})")
    return "\n".join(lines)
