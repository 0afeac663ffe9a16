"""drills/repair.py: a recorded solution that a change of physics broke is re-aimed, stroke
kept, to the middle of the window that works now; one with no window nearby is given up."""

from __future__ import annotations

from dataclasses import replace

from drills.judge import judge_attempt
from drills.library import Library
from drills.model import Solution
from drills.repair import repair


def _turned(solution: Solution, by_deg: float) -> Solution:
    shots = tuple(replace(s, stroke=replace(s.stroke, direction_deg=round(
        (s.stroke.direction_deg + by_deg) % 360.0, 4))) for s in solution.shots)
    return replace(solution, shots=shots)


def test_a_missed_window_is_found_again_with_the_same_stroke(library: Library) -> None:
    drill = library.get("pot.cut-30")
    good = drill.solutions[0]
    broken = _turned(good, 0.4)  # as a new pocket would move the window
    assert not judge_attempt(drill, broken.attempt, broken.shots).success
    fixed = repair(drill, broken)
    assert fixed is not None
    assert judge_attempt(drill, fixed.attempt, fixed.shots).success
    was, now = good.shots[0].stroke, fixed.shots[0].stroke
    assert (now.speed, now.side, now.height) == (was.speed, was.side, was.height)
    assert abs(now.direction_deg - was.direction_deg) < 0.2
    assert repair(drill, broken) == fixed  # deterministic


def test_no_window_within_the_span_is_none(library: Library) -> None:
    drill = library.get("pot.cut-30")
    assert repair(drill, _turned(drill.solutions[0], 40.0), span_deg=0.1) is None
