"""``pyramid-coach bench analysis``: how long the analysis tools take, measured in one run.

Printed, never asserted (targets in brackets). Both cores are used: the
Monte-Carlo tools fork worker processes.
"""

from __future__ import annotations

import statistics
import time

from simulation.analysis.breaks import default_grid, sweep
from simulation.analysis.outcome import Shot, Target
from simulation.analysis.probability import PRESETS, pot_probability
from simulation.analysis.solver import window
from simulation.table import TableSpec

SHOT = Shot({"cue": (0.8, 0.2), "5": (1.2, 0.5)}, "cue", Target("5", "BL"), 1.5, 0.0, 0.2)


def run_analysis_bench(settings: int = 50, samples: int = 40) -> str:
    table = TableSpec()
    times = []
    w = None
    for _ in range(5):
        t0 = time.perf_counter()
        w = window(SHOT, table)
        times.append(time.perf_counter() - t0)
    assert w is not None
    t0 = time.perf_counter()
    p = pot_probability(SHOT, w.direction_deg, PRESETS["club"], samples=200, seed=0, workers=2)
    t_prob = time.perf_counter() - t0
    grid = default_grid(table)[:settings]
    t0 = time.perf_counter()
    stats = sweep(grid, "free", PRESETS["club"], samples=samples, seed=0, workers=2)
    t_break = time.perf_counter() - t0
    n = len(stats) * samples
    return "\n".join([
        "pyramid-coach bench analysis (targets in brackets)",
        f"  margin of error (window of a cut into a corner): median {statistics.median(times):.3f}"
        f" s over 5 runs, {w.simulations} simulations each [<= 0.3 s]",
        f"  pot probability, 200 samples on 2 workers: {t_prob:.3f} s, p = {p.p:.2f} [<= 1 s]",
        f"  break sweep, {len(stats)} settings x {samples} samples ({n} breaks) on 2 workers: "
        f"{t_break:.1f} s, {t_break / n * 1000:.0f} ms per break [50 x 40 <= 60 s]",
    ])
