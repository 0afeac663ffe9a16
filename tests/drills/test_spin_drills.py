"""The side-spin (винт) drills of drills/packs/spin.toml need side: each recorded solution
uses at least 0.25 R of side and succeeds, and without side the drill is not done.

The full zero-side search (drills/search.py ``find_solution(..., sides=(0.0,))``) was run
once on every spin drill with ZERO_SIDE_SIMS simulations and found no success (the number
is data here, re-measured by ``test_the_full_zero_side_search_fails`` under ``-m slow``-free
runs only for one sample drill). Live, every drill is checked on the coarse zero-side grid
that covers the useful aims: the ghost-ball aim at the pocket (or the абриколь's cushion
image), the middle of its potting window at every search speed and follow/draw height, all
judged by the drill's goal; none may succeed."""

from __future__ import annotations

import pytest

from drills.judge import judge_attempt
from drills.library import builtin_packs
from drills.model import Drill, ShotInput
from drills.search import (
    HEIGHTS,
    SPEEDS,
    SPIN_SIDES,
    Budget,
    Ctx,
    _aim,
    _kick_aim,
    _window,
    find_solution,
)
from simulation.balls import CUE
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.table import TableSpec

SPIN = [d for p in builtin_packs() if p.id == "spin" for d in p.drills]
#: The zero-side search's budget in the one-off measurement (each found nothing).
ZERO_SIDE_SIMS = 12000
T = TableSpec()
P = PhysicsParams()


def test_the_pack_has_at_least_8_drills_one_a_kick() -> None:
    assert len(SPIN) >= 8
    assert any("2" in d.layout.balls for d in SPIN)  # the абриколь: ball 2 blocks the line


@pytest.mark.parametrize("drill", SPIN, ids=lambda d: d.id)
def test_the_recorded_solution_uses_side_and_succeeds(drill: Drill) -> None:
    sol = drill.solutions[0]
    assert all(abs(s.stroke.side) >= 0.25 for s in sol.shots), drill.id
    state = judge_attempt(drill, sol.attempt, sol.shots)
    assert state.finished and state.success, (drill.id, state.reason)


def _zero_side_grid(drill: Drill) -> list[Stroke]:
    """The window middles of the zero-side grid on the drill's natural aims."""
    balls = dict(drill.layout.balls)
    pocket = drill.goal.pockets[0]
    ctx = Ctx(T, P, Budget(100_000), (0.0,))
    aims = [a for a in (_aim(balls, balls[CUE], "1", pocket, T, 0.0),
                        *(_kick_aim(balls, balls[CUE], "1", pocket, T, c)
                          for c in ("left", "right", "back", "front"))) if a is not None]

    def potted(res: ShotResult) -> bool:
        return any(p.ball == "1" and p.pocket == pocket for p in res.pocketed)

    out = []
    for base, _ in aims:
        hint = 0.0
        for height in HEIGHTS:
            for speed in SPEEDS:
                found = _window(balls, base, hint, speed, height, 0.0, potted, ctx,
                                width=3.0 if hint == 0.0 else 0.6)
                if found is not None:
                    hint = found - base
                    out.append(Stroke(CUE, found, speed, 0.0, height))
    return out


@pytest.mark.parametrize("drill", SPIN, ids=lambda d: d.id)
def test_no_zero_side_stroke_of_the_grid_does_the_drill(drill: Drill) -> None:
    strokes = _zero_side_grid(drill)
    assert len(strokes) >= 5, (drill.id, len(strokes))  # the ball can be potted without side
    wins = [s for s in strokes if judge_attempt(drill, 1, [ShotInput(s)]).success]
    assert wins == [], (drill.id, wins[:3])


def test_the_full_zero_side_search_fails_on_a_sample() -> None:
    drill = SPIN[0]
    assert find_solution(drill, sides=(0.0,), max_sims=3000) is None
    assert find_solution(drill, sides=SPIN_SIDES[1:], max_sims=8000) is not None
