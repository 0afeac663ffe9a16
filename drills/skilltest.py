"""The skill test: a fixed battery of drills, scored out of a known total, repeatable.

In the manner of the WPA playing-ability tests and the Billiard University exams: the same
shots every time (fixed layouts, fixed attempt numbers, so a retest a month later is the same
test), across the five things a pyramid player is judged on: potting, the cue ball from the
house, position, safety and breaks. Each item is a built-in drill played a fixed number of
times for a fixed number of points per success; the total is known before the first shot.

The rating turns the share of the total into the player level of the stroke-error presets
(``RATING``). Its bands are set so that the expected score of a preset, from the drills'
stored club-level measurements (drills/data/measured.json), falls in that preset's band for
the club player (tests/drills/test_skilltest.py). ``simulate`` plays the test with a preset
(the recorded solutions perturbed shot by shot, seeded): a reproducible stand-in for a
player, for the tests and for a coach's "what would a club player score?".
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from drills.judge import AttemptState, play, start
from drills.library import Library
from drills.model import ShotInput
from simulation.analysis.probability import StrokeError, sample_strokes
from simulation.errors import InputError
from simulation.physics.params import PhysicsParams

#: The drill set category that marks a skill test in the history (coach_app/recording/recorder.py).
CATEGORY = "skill_test"
#: The drill id its drill set is stored under.
TEST_ID = "skill-test"
VERSION = 1
AREAS: tuple[str, ...] = ("potting", "house", "position", "safety", "breaks")


@dataclass(frozen=True)
class Item:
    """``attempts`` tries at ``drill`` (attempt numbers 1…attempts), ``points`` each."""

    area: str
    drill: str
    attempts: int
    points: int

    @property
    def total(self) -> int:
        return self.attempts * self.points


BATTERY: tuple[Item, ...] = (
    Item("potting", "pot.straight-corner", 3, 1),
    Item("potting", "pot.cut-30", 3, 1),
    Item("potting", "pot.cut-middle-30", 2, 1),
    Item("potting", "pot.long-straight", 2, 2),
    Item("house", "house.1", 2, 1),
    Item("house", "house.3", 2, 1),
    Item("house", "house.7", 2, 1),
    Item("position", "pos.follow", 2, 1),
    Item("position", "pos.stun", 2, 2),
    Item("position", "pos.draw-back", 2, 1),
    Item("safety", "safe.long-one", 2, 1),
    Item("safety", "safe.two-balls", 2, 2),
    Item("breaks", "break.free", 1, 1),
    Item("breaks", "break.side-free", 1, 1),
    Item("breaks", "break.classic-71", 1, 2),
)
TOTAL = sum(i.total for i in BATTERY)
#: (lowest share of the total, rating), checked in order.
RATING: tuple[tuple[float, str], ...] = (
    (0.85, "master"), (0.72, "expert"), (0.55, "club"), (0.35, "amateur"), (0.0, "beginner"))


def rating(share: float) -> str:
    """A code the view translates: beginner, amateur, club, expert or master."""
    return next(name for bound, name in RATING if share >= bound)


@dataclass(frozen=True)
class Score:
    """Points per item (in battery order) and the rating."""

    points: tuple[int, ...]

    @property
    def total(self) -> int:
        return sum(self.points)

    @property
    def share(self) -> float:
        return self.total / TOTAL

    @property
    def rating(self) -> str:
        return rating(self.share)

    def areas(self) -> dict[str, list[int]]:
        out = {a: [0, 0] for a in AREAS}
        for item, p in zip(BATTERY, self.points, strict=True):
            out[item.area][0] += p
            out[item.area][1] += item.total
        return out

    def to_json(self) -> dict[str, Any]:
        return {"test": TEST_ID, "version": VERSION, "score": self.total, "total": TOTAL,
                "percent": round(100 * self.share, 1), "rating": self.rating,
                "areas": {a: {"score": s, "total": t} for a, (s, t) in self.areas().items()},
                "items": [{"area": i.area, "drill": i.drill, "attempts": i.attempts,
                           "points_each": i.points, "score": p, "total": i.total}
                          for i, p in zip(BATTERY, self.points, strict=True)]}


def battery_json(library: Library, lang: str = "en") -> dict[str, Any]:
    items = []
    for i in BATTERY:
        d = library.get(i.drill)
        items.append({"area": i.area, "drill": i.drill, "title": d.title.get(lang),
                      "attempts": i.attempts, "points_each": i.points, "total": i.total})
    return {"test": TEST_ID, "version": VERSION, "total": TOTAL, "items": items,
            "rating": [{"from_percent": round(100 * b), "rating": r} for b, r in RATING]}


def score_attempts(states: Mapping[tuple[str, int], AttemptState]) -> Score:
    """The score of judged attempts keyed by (drill id, attempt number); an attempt not
    played scores nothing."""
    points = []
    for item in BATTERY:
        got = sum(1 for n in range(1, item.attempts + 1)
                  if (s := states.get((item.drill, n))) is not None and s.success)
        points.append(got * item.points)
    return Score(tuple(points))


def simulate(library: Library, error: StrokeError, seed: int = 0,
             params: PhysicsParams | None = None) -> tuple[Score, dict[tuple[str, int],
                                                                    AttemptState]]:
    """Play the battery with ``error``: each shot of the drill's recorded solution
    perturbed once (seeded), from the position the attempt has reached."""
    params = params or PhysicsParams()
    rng = random.Random(seed)
    states: dict[tuple[str, int], AttemptState] = {}
    for item in BATTERY:
        drill = library.get(item.drill)
        if not drill.solutions:
            raise InputError("drill", f"{drill.id} has no recorded solution")
        sol = drill.solutions[0]
        for n in range(1, item.attempts + 1):
            state = start(drill, sol.attempt)
            for exact in sol.shots:
                if state.finished:
                    break
                stroke = sample_strokes(exact.stroke, error, 1, rng.randrange(2**31),
                                        params)[0]
                try:
                    state = play(state, ShotInput(stroke, exact.place), params=params)
                except InputError:
                    break
            states[(item.drill, n)] = state
    return score_attempts(states), states


def expected(measured: Mapping[str, float]) -> float:
    """The expected share of the total for success probabilities ``measured``."""
    return sum(measured.get(i.drill, 0.0) * i.total for i in BATTERY) / TOTAL


def parse_attempts(library: Library, data: Any) -> dict[tuple[str, int], Sequence[ShotInput]]:
    """``{"attempts": [{"drill", "attempt", "shots": [{shot fields, cue_ball_position?}]}]}``
    (the ``drills attempt`` shot format), checked: only the battery's drills and attempts."""
    from drills import fields as f
    from drills.schema import shot_input

    f.obj(data, "", ("attempts",), ("attempts",))
    wanted = {i.drill: i.attempts for i in BATTERY}
    out: dict[tuple[str, int], Sequence[ShotInput]] = {}
    for k, a in enumerate(f.items(data["attempts"], "attempts", 200)):
        where = f"attempts[{k}]"
        f.obj(a, where, ("drill", "attempt", "shots"), ("drill", "attempt", "shots"))
        did = a["drill"]
        if did not in wanted:
            raise InputError(f"{where}.drill", f"{did!r} is not in the skill test")
        n = f.integer(a["attempt"], f"{where}.attempt", 1, wanted[did])
        if (did, n) in out:
            raise InputError(f"{where}.attempt", f"attempt {n} of {did} is given twice")
        shots = [shot_input(s, f"{where}.shots[{j}]")
                 for j, s in enumerate(f.items(a["shots"], f"{where}.shots", 15))]
        if not shots:
            raise InputError(f"{where}.shots", "must hold at least one shot")
        library.get(did)
        out[(did, n)] = shots
    return out
