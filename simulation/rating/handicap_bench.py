"""``pyramid-coach bench handicap``: does the suggested фора make two levels even?

The two levels' ratings come from the levels' data file (``bench rating``), the фора from
:func:`simulation.rating.handicap.suggest` — the same path ``pyramid-coach handicap``
takes for two people — and then the levels play frames with it: the engine applies the
race (``options.race``: the weaker side wins at fewer balls) or the classic points
(``options.handicap``: the weaker side starts with them). Printed: the фора, the chance
the model expects for the weaker side with and without it, and the weaker side's share of
the frames it won, with a 95 % interval; the target is 40–60 % over at least 100 frames.
"""

from __future__ import annotations

import math
import time

from simulation.rating.anchors import Anchors
from simulation.rating.families import family_of
from simulation.rating.handicap import suggest
from simulation.rating.levels_bench import Job, play_all, progress_to_stderr
from simulation.rating.scale import win_chance

TARGET = (0.40, 0.60)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a binomial share."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def run_handicap_bench(levels: tuple[str, str], discipline: str, frames: int, seed: int,
                       workers: int, anchors: Anchors) -> str:
    strong, weak = levels
    measured = anchors.for_family(family_of(discipline))
    if strong not in measured or weak not in measured:
        return (f"pyramid-coach bench handicap: no measured rating for {strong} or {weak} "
                "(run pyramid-coach bench rating --out simulation/rating/data/levels.json)")
    rs, rw = measured[strong], measured[weak]
    p = win_chance(rs.rating, rw.rating)
    s = suggest(p, discipline, (strong, weak), anchors)
    best = s.best
    if best.form == "none":
        return (f"pyramid-coach bench handicap: no фора suggested for {strong} against {weak} "
                f"in {discipline} ({s.reason}; level chance {100 * p:.1f} %)")
    race = best.needs if best.form == "race" else None
    points = (0, best.amount) if best.form == "points" else None
    jobs = [Job(discipline, (strong, weak), seed * 1_000_003 + 500_000 + i, i % 2, race,
                handicap=points) for i in range(frames)]
    t0 = time.perf_counter()
    played = play_all(jobs, workers, progress_to_stderr)
    wall = time.perf_counter() - t0
    done = [x for x in played if x.finished]
    weak_wins = sum(x.winner == 1 for x in done) + 0.5 * sum(x.winner is None for x in done)
    share = weak_wins / len(done) if done else 0.0
    lo, hi = wilson(weak_wins, len(done))
    shown = (f"{weak} needs {best.amount} balls, {strong} {best.needs[0]}" if best.form == "race"
             else f"{weak} starts with {best.amount} points")
    ok = TARGET[0] <= share <= TARGET[1] and len(done) >= 100
    shots = sum(x.shots for x in played) / max(len(played), 1)
    return "\n".join([
        f"pyramid-coach bench handicap: {strong} against {weak} in {discipline} (seed {seed}, "
        f"{workers} worker process(es)): {wall:.0f} s wall, "
        f"{sum(x.cpu_seconds for x in played):.0f} s of processor time",
        f"  ratings (levels' data file, measured {anchors.measured or '—'}): {strong} "
        f"{rs.rating:.0f} ± {rs.sd:.0f}, {weak} {rw.rating:.0f} ± {rw.sd:.0f}",
        f"  race unit: {s.unit.points:.2f} points ({s.unit.source})" if s.unit else "",
        f"  the model: {weak} wins a level frame with {100 * (1 - p):.1f} %; with the "
        f"suggested фора ({shown}) with {100 * best.chances[1]:.1f} %",
        f"  played: {len(done)} frames finished of {frames} ({shots:.1f} shots a frame); "
        f"{weak} won {weak_wins:g}: {100 * share:.1f} % (95 % interval {100 * lo:.1f}–"
        f"{100 * hi:.1f} %)",
        f"  within {100 * TARGET[0]:.0f}–{100 * TARGET[1]:.0f} % over at least 100 frames: "
        f"{'yes' if ok else 'NO'}"])
