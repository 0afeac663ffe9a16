"""``pyramid-coach bench rating``: the computer's levels rated from their own frames.

Plays computer-vs-computer frames between the levels (``simulation.ai.play.play_game``,
the frames ``game cvc`` plays), one frame per worker process at a time, and from them

* rates the levels on the points scale with the rating model's own fit, the club level at
  1500 by definition and every other level's uncertainty relative to it — over all the
  frames, and per discipline family that has the club level in its pairings;
* measures the race unit of each discipline played (:mod:`simulation.rating.units`);
* sets a person's prior: a quarter of the span from the beginner to the master level,
  so two standard deviations either side of the club level reach both ends.

Adjacent levels play most (their results say most about the gaps); beginner–club ties
the cheap end together. The size fits a shared two-core machine: about 20 minutes of
processor time at ``--scale 1`` (docs/ratings.md has the run). The result is written as the
data file the model reads (:mod:`simulation.rating.anchors`) when ``out`` is given.
"""

from __future__ import annotations

import itertools
import random
import resource
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from simulation.ai.levels import LEVEL_NAMES, level
from simulation.ai.play import play_game
from simulation.analysis.workers import map_chunks
from simulation.rating import scale
from simulation.rating.anchors import FALLBACK_PRIOR_SD, FORMAT, VERSION
from simulation.rating.families import family_of
from simulation.rating.fit import Contest, Prior, fit
from simulation.rating.units import PairingTally, fit_unit, frame_gains, visits
from simulation.rules.game import new_game

#: (discipline, first level, second level, frames at --scale 1).
DEFAULT_PAIRINGS: tuple[tuple[str, str, str, int], ...] = (
    ("free", "beginner", "amateur", 20),
    ("free", "amateur", "club", 20),
    ("free", "club", "expert", 14),
    ("free", "expert", "master", 10),
    ("free", "beginner", "club", 10),
    ("classic-71", "beginner", "amateur", 10),
    ("classic-71", "amateur", "club", 8),
)
#: The smallest uncertainty an anchor is given (the club level is exact by definition).
ANCHOR_SD_FLOOR = 5.0
#: A flat prior for the levels' own fit (logits): the frames alone decide.
LEVEL_PRIOR_SD = 10.0
#: The narrowest a person's prior may be made (points).
MIN_PRIOR_SD = 50.0
MAX_TURNS = 600
SIDES = ("P1", "P2")


@dataclass(frozen=True)
class Job:
    """One frame to play: its discipline, the two levels (P1, P2), the seed, who breaks
    (0 or 1) and an optional фора: a race (balls each side needs) or classic handicap
    points (each side's start)."""

    discipline: str
    levels: tuple[str, str]
    seed: int
    breaker: int
    race: tuple[int, int] | None = None
    max_turns: int = MAX_TURNS
    handicap: tuple[int, int] | None = None


@dataclass(frozen=True)
class Played:
    """A played frame: the winner (0, 1; None for a draw or an unfinished frame), the
    scores and points gained, the scoring visits, shots and processor seconds."""

    job: Job
    winner: int | None
    finished: bool
    scores: tuple[int, int]
    gains: tuple[int, int]
    visits: tuple[int, ...]
    shots: int
    cpu_seconds: float


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def play(job: Job) -> Played:
    """Play one frame in this process (a worker-process job)."""
    c0 = _cpu()
    names = list(SIDES)
    race = dict(zip(names, job.race, strict=True)) if job.race else None
    if race:
        race = {k: v for k, v in race.items() if v != 8}
    handicap = ({k: v for k, v in zip(names, job.handicap, strict=True) if v}
                if job.handicap else None)
    state = new_game(job.discipline, names=names, breaker=names[job.breaker], race=race,
                     handicap=handicap)
    rec = play_game(job.discipline, [level(job.levels[0]), level(job.levels[1])],
                    random.Random(job.seed), breaker=job.breaker, max_turns=job.max_turns,
                    workers=1, state=state)
    s = rec.state
    winner = None if not rec.finished or s.winner is None else names.index(s.winner)
    g = frame_gains(s.sheet, names)
    return Played(job, winner, rec.finished, (s.scores["P1"], s.scores["P2"]),
                  (g["P1"], g["P2"]), tuple(visits(s.sheet, names)), rec.shots, _cpu() - c0)


def _play_chunk(jobs: list[Job]) -> list[Played]:
    return [play(j) for j in jobs]


def play_all(jobs: Sequence[Job], workers: int,
             progress: Callable[[int, int], None] | None = None) -> list[Played]:
    """Every job, one frame per chunk so both workers stay busy; results in job order."""
    def tick(done: int, total: int) -> bool:
        if progress is not None:
            progress(done, total)
        return True

    chunks = [[j] for j in jobs]
    return [p for chunk in map_chunks(_play_chunk, chunks, workers, tick) for p in chunk]


def jobs_for(pairings: Sequence[tuple[str, str, str, int]], frames_scale: float,
             seed: int) -> list[Job]:
    """The frames of each pairing (at least 2 each), the break alternating; the seed of
    frame ``i`` of pairing ``k`` is ``seed * 1_000_003 + 1000 k + i``."""
    jobs = []
    for k, (discipline, a, b, n) in enumerate(pairings):
        for i in range(max(2, round(n * frames_scale))):
            jobs.append(Job(discipline, (a, b), seed * 1_000_003 + 1000 * k + i, i % 2))
    return jobs


# ------------------------------------------------------------------ fitting
def pairings_of(played: Sequence[Played]) -> list[dict[str, Any]]:
    """Per (discipline, first, second), what the data file keeps: frames, wins, draws,
    points gained, the scoring visits' count, sum and sum of squares, shots, processor time
    and the seeds — enough to fit everything again without playing (:func:`fit_data`)."""
    out: dict[tuple[str, str, str], dict[str, Any]] = {}
    for p in played:
        key = (p.job.discipline, *p.job.levels)
        t = out.setdefault(key, {"discipline": key[0], "levels": list(key[1:]), "frames": 0,
                                 "finished": 0, "wins": [0, 0], "draws": 0, "points": [0, 0],
                                 "visits": [0, 0, 0], "shots": 0, "cpu_seconds": 0.0,
                                 "seeds": []})
        t["frames"] += 1
        t["seeds"].append(p.job.seed)
        t["shots"] += p.shots
        t["cpu_seconds"] = round(t["cpu_seconds"] + p.cpu_seconds, 1)
        if not p.finished:
            continue
        t["finished"] += 1
        if p.winner is None:
            t["draws"] += 1
        else:
            t["wins"][p.winner] += 1
        t["points"][0] += p.gains[0]
        t["points"][1] += p.gains[1]
        t["visits"][0] += len(p.visits)
        t["visits"][1] += sum(p.visits)
        t["visits"][2] += sum(x * x for x in p.visits)
    return list(out.values())


def fit_levels(pairings: Sequence[Mapping[str, Any]], reference: str = scale.REFERENCE_LEVEL
               ) -> dict[str, tuple[float, float]] | None:
    """The levels' ratings (points, sd) from the pairings' wins, ``reference`` at the
    centre and the others' uncertainty relative to it (None when it did not play)."""
    names = [lv for lv in LEVEL_NAMES if any(lv in p["levels"] for p in pairings)]
    if reference not in names:
        return None
    index = {n: i for i, n in enumerate(names)}
    contests = []
    for p in pairings:
        sides = ((index[p["levels"][0]],), (index[p["levels"][1]],))
        for shares, count in (((1.0, 0.0), p["wins"][0]), ((0.0, 1.0), p["wins"][1]),
                              ((0.5, 0.5), p["draws"])):
            if count:
                contests.append(Contest(sides, shares, (), float(count)))
    result = fit([Prior(0.0, LEVEL_PRIOR_SD)] * len(names), contests)
    r = index[reference]
    ratings = {}
    for n, i in index.items():
        sd = scale.sd_points(result.diff_sd(i, r)) if i != r else 0.0
        ratings[n] = (scale.to_points(result.theta[i] - result.theta[r]),
                      max(sd, ANCHOR_SD_FLOOR))
    return ratings


def measure_units(pairings: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each discipline's race unit from its pairings (see :mod:`simulation.rating.units`)."""
    out: dict[str, dict[str, Any]] = {}
    by_disc: dict[str, list[PairingTally]] = {}
    runs: dict[str, list[int]] = {}
    for p in pairings:
        total = sum(p["points"])
        disc = p["discipline"]
        if p["finished"] and total:
            by_disc.setdefault(disc, []).append(PairingTally(
                p["points"][0] / total, p["wins"][0] + 0.5 * p["draws"], p["finished"]))
        acc = runs.setdefault(disc, [0, 0, 0])
        for k in range(3):
            acc[k] += p["visits"][k]
    for disc, ts in by_disc.items():
        target = new_game(disc).options.target
        unit = fit_unit(ts, target)
        if unit is None:
            continue
        n, total, squares = runs[disc]
        out[disc] = {"points": round(unit.points, 3), "sd": round(unit.sd, 3),
                     "target": target, "frames": unit.frames,
                     "method": "maximum likelihood of the frames won at the point share",
                     "runs": {"visits": n, "unit": round(squares / total, 3) if total else 0}}
    return out


@dataclass(frozen=True)
class BenchResult:
    data: dict[str, Any]
    report: str
    played: tuple[Played, ...] = field(default_factory=tuple)


def _level_json(ratings: Mapping[str, tuple[float, float]]) -> dict[str, dict[str, float]]:
    return {lv: {"rating": round(r, 1), "sd": round(sd, 1)} for lv, (r, sd) in ratings.items()}


def fit_data(pairings: Sequence[Mapping[str, Any]], *, seed: int, command: str,
             measured: str, seconds: float) -> dict[str, Any]:
    """The data file's contents from the pairings played (levels, families, units,
    the person's prior)."""
    levels = fit_levels(pairings) or {}
    families: dict[str, Any] = {}
    for fam in sorted({family_of(p["discipline"]) for p in pairings}):
        f = fit_levels([p for p in pairings if family_of(p["discipline"]) == fam])
        if f is not None:
            families[fam] = _level_json(f)
    prior_sd = ((levels["master"][0] - levels["beginner"][0]) / 4.0
                if "master" in levels and "beginner" in levels else FALLBACK_PRIOR_SD)
    return {"format": FORMAT, "version": VERSION, "measured": measured, "command": command,
            "seed": seed, "scale": {"points_per_logit": round(scale.POINTS_PER_LOGIT, 4),
                                    "reference_level": scale.REFERENCE_LEVEL,
                                    "reference_rating": scale.CENTRE},
            "prior_sd": round(max(prior_sd, MIN_PRIOR_SD), 1), "levels": _level_json(levels),
            "families": families, "units": measure_units(pairings),
            "pairings": [dict(p) for p in pairings], "seconds": round(seconds, 1)}


def run(pairings: Sequence[tuple[str, str, str, int]] = DEFAULT_PAIRINGS,
        frames_scale: float = 1.0, seed: int = 0, workers: int = 2,
        command: str = "", progress: Callable[[int, int], None] | None = None
        ) -> BenchResult:
    t0 = time.perf_counter()
    played = play_all(jobs_for(pairings, frames_scale, seed), workers, progress)
    wall = time.perf_counter() - t0
    data = fit_data(pairings_of(played), seed=seed, command=command,
                    measured=datetime.now(UTC).date().isoformat(), seconds=wall)
    cpu = sum(p.cpu_seconds for p in played)
    return BenchResult(data, report(data, wall, cpu, workers), tuple(played))


def report(data: Mapping[str, Any], wall: float, cpu: float, workers: int) -> str:
    lines = [f"pyramid-coach bench rating: the computer's levels rated from "
             f"{sum(p['frames'] for p in data['pairings'])} computer-vs-computer frames "
             f"(seed {data['seed']}, {workers} worker process(es)): {wall:.0f} s wall, "
             f"{cpu:.0f} s of processor time in the frames",
             "", "  pairing                          frames  wins      points     shots/frame"]
    for p in data["pairings"]:
        a, b = p["levels"]
        lines.append(f"  {p['discipline']:11s} {a:>8s} v {b:<8s}  {p['finished']:3d}/"
                     f"{p['frames']:<3d} {p['wins'][0]:3d}-{p['wins'][1]:<3d}  "
                     f"{p['points'][0]:5d}-{p['points'][1]:<5d}  "
                     f"{p['shots'] / max(p['frames'], 1):6.1f}")
    lines += ["", "  level     rating    sd   (all frames; the club level is 1500 by "
              "definition)"]
    ratings = data["levels"]
    for lv in LEVEL_NAMES:
        if lv in ratings:
            lines.append(f"  {lv:9s} {ratings[lv]['rating']:7.1f} {ratings[lv]['sd']:6.1f}")
    order = [lv for lv in LEVEL_NAMES if lv in ratings]
    in_order = all(ratings[x]["rating"] < ratings[y]["rating"]
                   for x, y in itertools.pairwise(order))
    lines.append(f"  levels in order (beginner < … < master): {'yes' if in_order else 'NO'}")
    for fam, lvs in data["families"].items():
        lines.append(f"  family {fam}: " + ", ".join(
            f"{lv} {v['rating']:.0f}±{v['sd']:.0f}" for lv, v in lvs.items()))
    lines.append(f"  a person's prior: sd {data['prior_sd']:.0f} points (a quarter of "
                 "beginner to master)")
    lines += ["", "  race unit   points per unit (from the wins)   per scoring visit "
              "E[X²]/E[X] (cross-check)"]
    for disc, u in data["units"].items():
        lines.append(f"  {disc:11s} {u['points']:6.2f} ± {u['sd']:<6.2f} "
                     f"({u['target'] / u['points']:.1f} units to {u['target']})     "
                     f"{u['runs']['unit']:6.2f} over {u['runs']['visits']} visits")
    return "\n".join(lines)


def progress_to_stderr(done: int, total: int) -> None:
    sys.stderr.write(f"\rframes {done}/{total}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
