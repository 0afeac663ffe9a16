"""General and discipline clauses on real simulated shots (recorded fixtures).

The exact-event tests pin the referee's logic on hand-written logs; these pin it on logs the
physics really produces. Each fixture in ``fixtures/`` (written by ``make_fixtures.py``) holds
a layout, a stroke, the state before the shot, the shot's result and the verdict a referee
would give. Two things are checked per fixture, with the clause in the test id:

* judging the stored result gives the expected verdict (so the referee reads real logs right);
* simulating the layout and stroke again gives the stored result exactly (same input, same
  output), so the stored log is still what the physics does today.

A third group pins the physics behaviour that General rules 6.4 relies on: a cue ball struck
away from a ball it touches produces no ``ball_ball`` event.
"""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from simulation.events import BallBall, CushionHit, ShotResult
from simulation.physics.engine import simulate
from simulation.physics.params import PHYSICS_VERSION
from simulation.rules.game import judge
from simulation.rules.state import state_from_json
from simulation.rules.verdict import Call
from simulation.stroke import Stroke
from simulation.table import TOUCH_GAP, TableSpec

from .make_fixtures import FIXTURES, SPECS, essentials, same_essentials

R = TableSpec().ball_radius
REGENERATE = "python -m tests.rules.make_fixtures"


def _load() -> list[dict[str, Any]]:
    return [json.loads(p.read_text()) for p in sorted(FIXTURES.glob("*.json"))]


FIXTURE_DATA = _load()
IDS = [f"{d['clause']}::{d['name']}" for d in FIXTURE_DATA]


def test_every_spec_has_its_fixture_and_no_fixture_is_stale() -> None:
    """The recorded files are exactly the generator's specs (a renamed or dropped spec would
    otherwise leave an orphan that tests nothing the generator still checks)."""
    assert sorted(d["name"] for d in FIXTURE_DATA) == sorted(s.name for s in SPECS), \
        f"fixtures out of date with make_fixtures.SPECS: run `{REGENERATE}`"


def test_fixtures_name_every_decidable_clause() -> None:
    """Real shots per decidable clause: the branches of 20, the break (13),
    contact (6), the house, illegal pots (21), re-spotting (25) and the disciplines' own."""
    clauses = {d["clause"] for d in FIXTURE_DATA}
    needed = {"6.2", "6.3", "6.4", "13.1", "13.1.1", "13.1.2", "13.1.3", "20", "20.1",
              "20.2.1", "20.2.2", "20.2.3", "20.2.4", "20.3.1", "20.3.2", "20.3.3", "20.3.4",
              "20.4.1", "20.4.2", "20.4.3", "20.4.4", "21.4", "25.2", "27.2", "combined 6.6",
              "combined 6.5", "combined 5.1", "dynamic 5.2", "dynamic 6.5", "classic-8 5.1",
              "classic-71 5.3", "classic-71 5.4", "classic-71 5.5", "pyramid-t 4.1.2",
              "pyramid-t 4.6"}
    assert needed <= clauses, sorted(needed - clauses)


@pytest.mark.parametrize("fx", FIXTURE_DATA, ids=IDS)
def test_recorded_shot_is_judged_as_its_clause_says(fx: dict[str, Any]) -> None:
    """(a) The referee, given the stored state and result (as `game judge` would be), rules
    as the fixture's clause says: legal or the foul codes with their clauses, the clause that
    completed the shot, points, re-spotted balls, the turn and the decision owed."""
    state = state_from_json(fx["state"])
    result = ShotResult.from_json(fx["result"])
    call = None if fx["call"] is None else Call.from_json(fx["call"])
    place = None if fx["cue_ball_position"] is None else tuple(fx["cue_ball_position"])
    verdict, _ = judge(state, result, call=call, place=place)
    got = essentials(verdict)
    assert same_essentials(got, fx["expected"]), (
        f"[{fx['clause']}] {fx['description']}\n got      {got}\n expected {fx['expected']}")


@pytest.mark.parametrize("fx", FIXTURE_DATA, ids=IDS)
def test_recorded_shot_replays_bit_for_bit(fx: dict[str, Any]) -> None:
    """(b) Same input, same output (docs/architecture.md): the stored result is what the
    physics does today. When this fails the physics changed; the generator re-simulates
    every shot and refuses to write one that no longer shows its clause."""
    layout = {b: (p[0], p[1]) for b, p in fx["layout"].items()}
    s = fx["stroke"]
    stroke = Stroke(s["cue_ball"], s["direction_deg"], s["speed"], s["side"], s["height"])
    again = json.loads(json.dumps(simulate(layout, stroke, trace_hz=0).to_json()))
    if again != fx["result"]:
        first = next((i for i, (a, b) in enumerate(zip(again["events"], fx["result"]["events"],
                                                       strict=False)) if a != b), None)
        pytest.fail(
            f"[{fx['clause']}] {fx['name']}: the physics no longer reproduces the recorded "
            f"shot (recorded with PHYSICS_VERSION {fx['physics_version']}, now "
            f"{PHYSICS_VERSION}; first differing event index {first}). If the physics change "
            f"is intended, run `{REGENERATE}`: it re-simulates every shot and fails, naming "
            "the shot, if a layout no longer shows its clause.")


# ----------------------------------------------------------------- General rules 6.4
def _touching_pair(direction_of_ball: float, gap: float = TOUCH_GAP) -> dict[str, tuple]:
    a = math.radians(direction_of_ball)
    cue = (-0.5, 0.1)
    d = 2 * R + gap
    return {"cue": cue, "1": (cue[0] + d * math.cos(a), cue[1] + d * math.sin(a))}


@pytest.mark.parametrize("height", [0.0, 0.4, -0.5], ids=["stun", "follow", "draw"])
@pytest.mark.parametrize("speed", [0.05, 0.3, 1.0, 4.0])
@pytest.mark.parametrize("off", [0.0, 45.0, 89.0], ids=["6.4-straight-away", "6.4-45-off",
                                                      "6.4-89-off"])
def test_6_4_struck_away_from_a_touching_ball_logs_no_contact(off: float, speed: float,
                                                              height: float) -> None:
    """docs/rules.md says 6.4 is decided by the physics: a pair that only separates logs no
    ``ball_ball`` event. Cue ball 1 µm (TOUCH_GAP) from ball 1, struck away from it (straight
    or up to 89 degrees off, any speed, stun/follow/draw): no contact before the cue ball
    reaches a cushion (after a cushion it may come back and touch ball 1 legitimately, 6.3)."""
    layout = _touching_pair(30.0)
    result = simulate(layout, Stroke("cue", 30.0 + 180.0 + off, speed, 0.0, height))
    first_cushion = next((e.t for e in result.events if isinstance(e, CushionHit)), math.inf)
    early = [e for e in result.events if isinstance(e, BallBall) and e.t < first_cushion]
    assert early == []


def test_6_4_overlap_within_tolerance_and_a_creeping_stroke_logs_no_contact() -> None:
    """The case that once logged a false contact: ball 1 laid 5 µm *into* the cue ball (a
    layout check_layout accepts) and the cue ball struck directly away at 1 mm/s, so it
    stops while still overlapping. A contact a layout starts with is an event only when the
    solver pushes on it (simulation/physics/world.py, ContactLog.resting), so none is
    logged and the referee sees no contact (6.4, then 6.2)."""
    layout = _touching_pair(0.0, gap=-5e-6)
    result = simulate(layout, Stroke("cue", 180.0, 0.001))
    assert not any(isinstance(e, BallBall) for e in result.events)
