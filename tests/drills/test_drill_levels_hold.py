"""Levels that hold (docs/drills.md): the level measurement's rounds, its interval, the
robust search that records the percentage shot, and the search's абриколь."""

from __future__ import annotations

import dataclasses

import pytest

from drills.calibrate import LevelMeasure, level_for, measure, moved
from drills.difficulty import success_probability
from drills.judge import play, start
from drills.library import Library
from drills.schema import parse_drill
from drills.search import find_solution
from simulation.analysis.probability import PRESETS
from simulation.rules.facts import first_contact

CLUB = PRESETS["club"]


def test_the_interval_and_when_a_measurement_is_settled() -> None:
    m = LevelMeasure("x", ((150, 200),), 0)  # p = 0.75, inside level 2 (0.70-0.85)
    lo, hi = m.interval()
    assert lo < 0.75 < hi and level_for(lo) == 3 and not m.settled  # reaches below 0.70
    m = LevelMeasure("x", ((2400, 3200),), 0)
    assert m.settled and level_for(m.p) == 2
    # Two shots multiply; their spreads add in the log.
    two = LevelMeasure("x", ((160, 200), (100, 200)), 0)
    assert two.p == pytest.approx(0.4)
    assert two.interval()[1] - two.interval()[0] > m.interval()[1] - m.interval()[0]
    # A shot that never succeeded: level 10 only once its own bound is under 2 %.
    assert not LevelMeasure("x", ((0, 100),), 0).settled
    assert LevelMeasure("x", ((0, 400),), 0).settled
    assert moved({"a": 0.9, "b": 0.5, "c": 0.1}, {"a": 0.84, "b": 0.45, "d": 0.3}) == ["a"]


def test_measure_doubles_until_settled_or_the_budget(library: Library) -> None:
    d = library.get("pot.cut-30")
    a = measure(d, CLUB, seed=3, workers=1, first=20, max_per_shot=80)
    b = measure(d, CLUB, seed=3, workers=1, first=20, max_per_shot=80)
    assert a == b and a is not None
    assert a.samples in (20, 40, 80)
    assert a.settled or a.samples == 80
    # The first round is the plain measurement with the same seed.
    one = success_probability(d, CLUB, samples=20, seed=3, workers=1)
    assert one is not None and a.shots[0][1] >= 20
    if a.samples == 20:
        assert a.shots[0][0] == one.shots[0].successes
    assert measure(dataclasses.replace(d, solutions=()), CLUB) is None


def test_the_robust_search_keeps_the_percentage_shot(library: Library) -> None:
    """pot.straight-middle: the first find (1.6 m/s, centre ball) lets the rolling cue ball
    follow the object ball into the middle pocket about one time in four; the robust
    search keeps a slower stroke the club player makes far more often."""
    d = library.get("pot.straight-middle")
    plain = find_solution(d, 1)
    robust = find_solution(d, 1, robust_for=CLUB)
    assert plain is not None and robust is not None
    p = [success_probability(dataclasses.replace(d, solutions=(s,)), CLUB, samples=100,
                             seed=9, workers=1).p for s in (plain, robust)]
    assert p[1] >= p[0] + 0.1, p


def test_the_search_finds_an_abricole_when_the_ball_is_hidden() -> None:
    """Ball 1 hidden behind ball 2 and ball 3 from every direct line: the search sends the
    cue ball off the near long cushion first (абриколь)."""
    drill = parse_drill({
        "id": "t.abricole", "category": "potting", "level": 5, "discipline": "combined",
        "cue": "fixed", "attempts": 1, "title": {"ru": "т", "en": "t"},
        "instructions": {"ru": "т", "en": "t"},
        "layout": {"balls": {"cue": [0.2, 0.45], "1": [1.1, 0.45], "2": [0.65, 0.45]}},
        "goal": {"type": "pot", "ball": "1", "pockets": ["BL"]}})
    sol = find_solution(drill, 1, max_sims=8000)
    assert sol is not None
    state = play(start(drill, 1), sol.shots[0])
    assert state.success
    res = state.last.result
    contact = first_contact(res)
    assert contact is not None and contact.ball == "1"
    assert any(getattr(e, "ball", None) == "cue" and type(e).__name__ == "CushionHit"
               for e in res.events[:contact.index])
