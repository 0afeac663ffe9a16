"""``pyramid-coach bench physics``: how fast the simulator runs, measured side by side.

Printed, never asserted: timings depend on the machine and its load, so they live here and
in docs/physics.md, not in tests. Ratios (simulated seconds per wall second) compare runs
made in the same process moments apart, which is what stays meaningful on a busy machine.
"""

from __future__ import annotations

import importlib.util
import json
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass

from simulation.physics.engine import simulate
from simulation.racks import default_cue_position, standard_rack
from simulation.stroke import Stroke
from simulation.table import TableSpec

BREAK_SPEED = 10.0
FIRST_SHOT_SCRIPT = """
import time, json
t0 = time.perf_counter()
from simulation.physics.engine import simulate
from simulation.stroke import Stroke
r = simulate({"cue": (-1.2, 0.0), "1": (0.9, 0.05)}, Stroke("cue", 1.5, 3.0, height=0.2))
print(json.dumps({"in_process": time.perf_counter() - t0, "duration": r.duration}))
"""


@dataclass(frozen=True)
class Timing:
    wall: float
    simulated: float

    @property
    def ratio(self) -> float:
        return self.simulated / self.wall if self.wall > 0 else float("inf")


def _time_break(table: TableSpec) -> Timing:
    layout = standard_rack(table)
    layout["cue"] = default_cue_position(table)
    t0 = time.perf_counter()
    result = simulate(layout, Stroke("cue", 0.0, BREAK_SPEED), table=table)
    return Timing(time.perf_counter() - t0, result.duration)


def _time_typical(table: TableSpec) -> Timing:
    """A cut into a corner pocket with a little follow: the everyday two-ball shot."""
    layout = {"cue": (-0.9, -0.2), "5": (0.6, 0.35)}
    t0 = time.perf_counter()
    result = simulate(layout, Stroke("cue", 21.0, 2.5, height=0.2), table=table)
    return Timing(time.perf_counter() - t0, result.duration)


def _first_shot() -> tuple[float, float]:
    """(whole process wall time, in-process import + first shot) of a fresh interpreter."""
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", FIRST_SHOT_SCRIPT], capture_output=True,
                         text=True, check=True).stdout
    wall = time.perf_counter() - t0
    return wall, float(json.loads(out)["in_process"])


def _pooltool_break(ours_s: float, runs: int = 3) -> str:
    """pooltool's own break, warmed once (its first call compiles with numba) and timed
    ``runs`` times: the median against ours, measured in the same run."""
    if importlib.util.find_spec("pooltool") is None:
        return "pooltool-billiards: not installed (optional; never a dependency)"
    try:  # pragma: no cover - only where pooltool happens to be installed
        import pooltool as pt

        def once() -> tuple[float, float]:
            system = pt.System(
                cue=pt.Cue(cue_ball_id="cue"),
                table=(table := pt.Table.default()),
                balls=pt.get_rack(pt.GameType.NINEBALL, table),
            )
            system.strike(V0=BREAK_SPEED, phi=pt.aim.at_ball(system, "1"))
            t0 = time.perf_counter()
            pt.simulate(system, inplace=True)
            return time.perf_counter() - t0, float(system.t)

        once()  # numba compiles on the first call
        timed = [once() for _ in range(runs)]
        wall = statistics.median(w for w, _ in timed)
        sim_t = timed[0][1]
        return (f"pooltool-billiards nine-ball break at {BREAK_SPEED:g} m/s: median {wall:.3f} s "
                f"wall over {runs} warm runs, {sim_t / wall:.0f}x real time; ours is "
                f"{wall / ours_s:.1f}x faster [>= 10x]")
    except Exception as exc:
        return f"pooltool-billiards: installed but its break failed ({type(exc).__name__}: {exc})"


def run_physics_bench(repeat: int = 7) -> str:
    table = TableSpec()
    _time_break(table)  # warm caches the way an app that has run a shot already would
    breaks = [_time_break(table) for _ in range(repeat)]
    typical = [_time_typical(table) for _ in range(repeat)]
    wall, in_process = _first_shot()
    med_break = statistics.median(b.wall for b in breaks)
    sim_break = breaks[0].simulated
    med_typ = statistics.median(t.wall for t in typical)
    lines = [
        "pyramid-coach bench physics (targets in brackets)",
        f"  16-ball break at {BREAK_SPEED:g} m/s to rest: median {med_break:.3f} s wall over "
        f"{repeat} runs [<= 0.10 s], {sim_break:.2f} s simulated, "
        f"{sim_break / med_break:.0f}x real time",
        f"  typical two-ball shot: median {med_typ * 1000:.1f} ms wall, "
        f"{typical[0].simulated:.2f} s simulated, {typical[0].simulated / med_typ:.0f}x real time "
        "[>= 200x]",
        f"  first shot after start: {in_process:.3f} s import + first shot in process "
        f"[<= 0.2 s], {wall:.3f} s for the whole fresh interpreter",
        f"  {_pooltool_break(med_break)}",
    ]
    return "\n".join(lines)
