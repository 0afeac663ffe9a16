"""``pyramid-coach bench physics``: how fast the simulator runs, measured side by side.

Printed, never asserted: timings depend on the machine and its load, so they live here and
in docs/physics.md, not in tests. Ratios compare runs made in the same process, or in two
worker processes, moments apart, which is what stays meaningful on a busy machine.

Against the previous version (``--vs REF``): the engine at git ref REF is exported into a
temporary folder (``versions.py``) and both engines run in their own worker interpreter; each
shot of the break and of the slowest shots (``shot_set.py``) is run on one and then on the
other, in alternating order, ``repeat`` times. The figures are the median wall times of each
shot and their ratio; the results' digests say whether both engines gave the same output.
With ``--random N`` the same two workers also run random shots 0..N-1 once each, in turn,
for the tail of the distribution (median, p99, maximum) on both engines.
"""

from __future__ import annotations

import importlib.util
import json
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from simulation.errors import InputError
from simulation.physics import versions
from simulation.physics.engine import simulate
from simulation.physics.params import PHYSICS_VERSION
from simulation.physics.random_shots import random_shot
from simulation.physics.shot_set import BREAK_SPEED, PinnedShot, break_shot, slowest_shots
from simulation.stroke import Stroke
from simulation.table import TableSpec

FIRST_SHOT_SCRIPT = """
import time, json
t0 = time.perf_counter()
from simulation.physics.engine import simulate
from simulation.stroke import Stroke
r = simulate({"cue": (-1.2, 0.0), "1": (0.9, 0.05)}, Stroke("cue", 1.5, 3.0, height=0.2))
print(json.dumps({"in_process": time.perf_counter() - t0, "duration": r.duration}))
"""
#: The replay references name the engine that recorded them: the previous version, whose
#: output this one must reproduce bit for bit, and so the one to time it against.
REFERENCES = versions.ROOT / "tests" / "physics" / "data" / "replay_reference.json"
#: Speed-up over the previous version asked of the break and of the slowest shots.
TARGET_RATIO = 2.0


@dataclass(frozen=True)
class Timing:
    wall: float
    simulated: float

    @property
    def ratio(self) -> float:
        return self.simulated / self.wall if self.wall > 0 else float("inf")


def _time_break(table: TableSpec) -> Timing:
    shot = break_shot(table)
    t0 = time.perf_counter()
    result = shot.run()
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


def default_ref() -> str | None:
    """The commit that recorded the replay references, when this is a checkout holding them."""
    try:
        made_by = json.loads(REFERENCES.read_text(encoding="utf-8")).get("made_by")
    except (OSError, ValueError):
        return None
    return made_by if isinstance(made_by, str) and not made_by.startswith("working") else None


@dataclass(frozen=True)
class SideBySide:
    """Median wall time (s) of one shot on the previous engine and on this one."""

    name: str
    old: float
    new: float
    same: bool

    @property
    def ratio(self) -> float:
        return self.old / self.new if self.new > 0 else float("inf")


def side_by_side(ref: str, groups: list[tuple[list[PinnedShot], int]]
                 ) -> tuple[str, list[list[SideBySide]]]:
    """Each shot of each group ``repeat`` times (the group's) on the engine at ``ref`` and on
    this one, alternately, in the same two workers."""
    with tempfile.TemporaryDirectory(prefix="pyramid-vs-") as tmp:
        try:
            sha = versions.export(ref, Path(tmp))
        except versions.VersionError as exc:
            raise InputError("--vs", str(exc)) from exc
        with versions.Worker(Path(tmp)) as old, versions.Worker(versions.ROOT) as new:
            out = [[_one_side_by_side(old, new, shot, repeat) for shot in shots]
                   for shots, repeat in groups]
    return sha, out


def _one_side_by_side(old: versions.Worker, new: versions.Worker, shot: PinnedShot,
                      repeat: int) -> SideBySide:
    data = shot.to_json()
    walls: dict[str, list[float]] = {"old": [], "new": []}
    digests = {}
    for k in range(repeat):
        pair = (("old", old), ("new", new)) if k % 2 == 0 else (("new", new), ("old", old))
        for side, worker in pair:
            answer = worker.run(data, 1)
            walls[side] += answer["walls"]
            digests[side] = answer["digest"]
    return SideBySide(shot.name, statistics.median(walls["old"]),
                      statistics.median(walls["new"]), digests["old"] == digests["new"])


def _vs_lines(ref: str | None, repeat: int, random_count: int) -> list[str]:
    if ref is None:
        return [*_random_lines(random_count),
                "  previous version: not measured (no --vs ref, and no replay references in "
                "a git checkout to name one)"]
    shots = [break_shot(), *slowest_shots()]
    groups = [(shots, repeat)]
    if random_count > 0:
        groups.append((random_set(random_count), 1))
    try:
        sha, (rows, *random_rows) = side_by_side(ref, groups)
    except InputError as exc:
        if ref != default_ref():
            raise
        return [*_random_lines(random_count), f"  previous version: not measured ({exc.message})"]
    brk, slow = rows[0], rows[1:]
    slow_old = sum(r.old for r in slow)
    slow_new = sum(r.new for r in slow)
    same = sum(r.same for r in rows)
    lines = [
        f"  against the previous engine at {sha[:12]} (this tree: physics {PHYSICS_VERSION}), "
        f"each shot alternately on both, median of {repeat}:",
        f"    break at {BREAK_SPEED:g} m/s: {brk.old * 1000:.1f} ms -> {brk.new * 1000:.1f} ms, "
        f"{brk.ratio:.2f}x [>= {TARGET_RATIO:g}x]",
        f"    the {len(slow)} slowest random shots: {slow_old * 1000:.0f} ms -> "
        f"{slow_new * 1000:.0f} ms in all, {slow_old / slow_new:.2f}x [>= {TARGET_RATIO:g}x]; "
        f"per shot {min(r.ratio for r in slow):.2f}-{max(r.ratio for r in slow):.2f}x, "
        f"the slowest {max(r.old for r in slow) * 1000:.1f} ms -> "
        f"{max(r.new for r in slow) * 1000:.1f} ms",
    ]
    for r in slow:
        lines.append(f"      {r.name:12s} {r.old * 1000:6.1f} ms -> {r.new * 1000:6.1f} ms  "
                     f"{r.ratio:.2f}x")
    lines.append(f"    identical results (SHA-256 of each result): {same} of {len(rows)}")
    for group in random_rows:
        lines += _random_vs_lines(group)
    return lines


def random_set(count: int) -> list[PinnedShot]:
    """Random shots 0 .. count-1 on the 12-foot table (``random_shots.random_shot``)."""
    table = TableSpec()
    out = []
    for seed in range(count):
        layout, stroke = random_shot(seed, table)
        out.append(PinnedShot(f"random {seed}", "random", layout, stroke, table))
    return out


def _tail(walls: list[float]) -> tuple[float, float, float]:
    """Median, p99 and maximum of ``walls``."""
    walls = sorted(walls)
    return (statistics.median(walls), walls[min(len(walls) - 1, int(0.99 * len(walls)))],
            walls[-1])


def _random_lines(count: int) -> list[str]:
    """``count`` random shots, once each on this engine alone (no previous version to time
    against): the tail of the distribution."""
    if count <= 0:
        return []
    walls = []
    for shot in random_set(count):
        t0 = time.perf_counter()
        shot.run()
        walls.append(time.perf_counter() - t0)
    med, p99, top = _tail(walls)
    return [f"  {count} random shots of 2-16 balls (seeds 0-{count - 1}): {sum(walls):.2f} s in "
            f"all, median {med * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, max {top * 1000:.1f} ms"]


def _random_vs_lines(rows: list[SideBySide]) -> list[str]:
    """The tail of random shots timed once each on both engines, alternately."""
    old, new = _tail([r.old for r in rows]), _tail([r.new for r in rows])
    names = ("median", "p99", "max")
    parts = [f"{name} {o * 1000:.1f} -> {n * 1000:.1f} ms ({o / n:.2f}x)"
             for name, o, n in zip(names, old, new, strict=True)]
    slow_old = sum(r.old for r in rows)
    slow_new = sum(r.new for r in rows)
    return [f"    {len(rows)} random shots of 2-16 balls (seeds 0-{len(rows) - 1}), once each "
            f"on both: {slow_old:.2f} s -> {slow_new:.2f} s in all ({slow_old / slow_new:.2f}x); "
            + ", ".join(parts),
            f"    identical results: {sum(r.same for r in rows)} of {len(rows)}"]


def run_physics_bench(repeat: int = 7, vs: str | None = None, random_shots: int = 0) -> str:
    """The bench's report. ``vs``: the git ref of the previous engine (None: the one that
    recorded the replay references, where this is a checkout; "none": skip it)."""
    ref = default_ref() if vs is None else (None if vs == "none" else vs)
    if vs is not None and ref is not None:
        try:  # a bad ref is refused before anything is timed
            versions.resolve(ref)
        except versions.VersionError as exc:
            raise InputError("--vs", str(exc)) from exc
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
        *_vs_lines(ref, repeat, random_shots),
        f"  {_pooltool_break(med_break)}",
    ]
    return "\n".join(lines)
