"""A drill's difficulty as a number: how often a player of a given level succeeds.

The drill's own level (1-5) is the author's judgement. This is the simulator's: the
drill's known solution (drills/search.py) played many times through the stroke-error model
of :mod:`simulation.analysis.probability` (direction, speed and tip spreads of a level from
beginner to master), each attempt judged by the drill's real judge. The same Monte-Carlo
with a fixed seed as the pot probability: reproducible, the same for any number of worker
processes.

A drill of several shots is taken shot by shot: shot k is perturbed from the position the
exact solution leaves before it, and counts when the attempt is still alive after it (not
finished, or finished with success). The drill's probability is the product over its
shots. Perturbing every shot of one attempt instead would replay later shots planned for a
position the player never got, which measures the plan, not the player.

A drill without a known solution has no difficulty (None): a proof is needed first.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from drills.judge import AttemptState, play, start
from drills.model import Drill, ShotInput
from simulation.analysis.probability import (
    Probability,
    StrokeError,
    latin_strokes,
    sample_strokes,
)
from simulation.analysis.workers import map_chunks, split
from simulation.errors import InputError
from simulation.physics.params import PhysicsParams
from simulation.table import TableSpec

#: Success probability at or above each bound gives the band (checked in order).
BANDS: tuple[tuple[float, str], ...] = (
    (0.8, "easy"), (0.5, "medium"), (0.2, "hard"), (0.0, "very_hard"))


#: How the stroke errors are drawn: a Latin hypercube (the default: the same
#: distribution, a far smaller spread of the estimate) or independent draws (before).
SAMPLERS = {"latin": latin_strokes, "random": sample_strokes}


def band(p: float) -> str:
    """A code the view translates: easy, medium, hard or very_hard."""
    return next(name for bound, name in BANDS if p >= bound)


@dataclass(frozen=True)
class Difficulty:
    """``shots``: the success probability of each shot of the solution in turn."""

    drill_id: str
    shots: tuple[Probability, ...]

    @property
    def p(self) -> float:
        return math.prod(s.p for s in self.shots)

    @property
    def band(self) -> str:
        return band(self.p)

    def to_json(self) -> dict[str, Any]:
        first = self.shots[0]
        return {"drill": self.drill_id, "probability": round(self.p, 4), "band": self.band,
                "samples": first.samples, "seed": first.seed, "error": first.error.to_json(),
                "shots": [s.to_json() for s in self.shots]}


Job = tuple[AttemptState, Sequence[ShotInput], TableSpec, PhysicsParams]


def _alive(job: Job) -> int:
    """How many of the shots leave the attempt alive when played from ``state``."""
    state, shots, table, params = job
    alive = 0
    for shot in shots:
        try:
            after = play(state, shot, table=table, params=params)
        except InputError:
            continue  # a stroke the drill refuses: a failed shot
        alive += (not after.finished) or after.success
    return alive


def success_probability(drill: Drill, error: StrokeError, *, samples: int = 100,
                        seed: int = 0, workers: int = 2, sampling: str = "latin",
                        table: TableSpec | None = None,
                        params: PhysicsParams | None = None,
                        progress: Callable[[int, int], bool] | None = None
                        ) -> Difficulty | None:
    """How often a player with ``error`` succeeds at the drill (see the module docstring);
    None when the drill has no known solution, or when ``progress(done, total)`` returned
    False (cancelled) before every sample was played."""
    if not drill.solutions:
        return None
    if samples < 1:
        raise InputError("samples", "must be at least 1")
    if sampling not in SAMPLERS:
        raise InputError("sampling", f"must be one of {', '.join(SAMPLERS)}")
    table = table or TableSpec()
    params = params or PhysicsParams()
    solution = drill.solutions[0]
    state = start(drill, solution.attempt, table)
    jobs: list[Job] = []
    owners: list[int] = []
    for k, exact in enumerate(solution.shots):
        if state.finished:
            # Recorded under other physics, the plan ends before its last shot: no
            # difficulty can be measured from it (tools/find_drill_solutions.py re-solves).
            raise InputError("solutions", f"the recorded solution of {drill.id} finishes the "
                             f"attempt at shot {k} of {len(solution.shots)}; re-solve the drill")
        strokes = SAMPLERS[sampling](exact.stroke, error, samples, seed + 104_729 * k, params)
        played = [ShotInput(s, exact.place) for s in strokes]
        chunks = split(played, workers)
        jobs += [(state, chunk, table, params) for chunk in chunks]
        owners += [k] * len(chunks)
        state = play(state, exact, table=table, params=params)
    counts = map_chunks(_alive, jobs, workers, progress)
    if len(counts) < len(jobs):
        return None
    per_shot = [0] * len(solution.shots)
    for k, c in zip(owners, counts, strict=True):
        per_shot[k] += c
    return Difficulty(drill.id, tuple(Probability(c, samples, seed, error) for c in per_shot))
