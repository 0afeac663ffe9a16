"""The judge per goal kind, the referee's fouls inside drills, scoring, reproducible layouts."""

from __future__ import annotations

import pytest
from drill_helpers import make_drill

from drills.judge import judge_attempt, play, start
from drills.model import ShotInput
from drills.setup import attempt_layout
from simulation.errors import InputError
from simulation.stroke import Stroke


def shot(direction: float, speed: float = 1.6, height: float = 0.0,
         place: tuple[float, float] | None = None) -> ShotInput:
    return ShotInput(Stroke("cue", direction, speed, 0.0, height), place)


def test_pot_success_wrong_pocket_and_miss() -> None:
    ok = judge_attempt(make_drill(), 1, [shot(90.0)])
    assert ok.success and ok.reason == "success" and ok.points == 1
    assert ok.details()["pocketed"] == [{"ball": "1", "pocket": "ML"}]
    wrong = make_drill(goal={"type": "pot", "ball": "1", "pockets": ["MR"]})
    assert judge_attempt(wrong, 1, [shot(90.0)]).reason == "wrong_pocket"
    miss = judge_attempt(make_drill(), 1, [shot(93.0)])
    assert not miss.success and miss.reason == "not_pocketed"


def test_pot_with_a_zone_and_the_cue_ball_falling() -> None:
    zone = {"shape": "circle", "centre": [0.0, 0.4], "radius": 0.15}
    stun = make_drill(goal={"type": "pot", "ball": "1", "pockets": ["ML"], "zone": zone})
    assert judge_attempt(stun, 1, [shot(90.0, 1.6, -0.2)]).reason in ("success",
                                                                     "cue_outside_zone")
    followed = judge_attempt(make_drill(), 1, [shot(90.0, 3.0, 0.6)])
    assert followed.reason == "cue_ball_pocketed"


def test_classic_fouls_count_in_a_drill(library) -> None:
    """Pocketing the cue ball is a foul in the classic game (5.5): the свояк solution of the
    combined drill, replayed as a classic-71 potting drill, scores nothing."""
    base = library.get("pot.svoyak-follow")
    balls = {b: list(p) for b, p in base.layout.balls.items()}
    d = make_drill(discipline="classic-71", layout={"balls": balls},
                   goal={"type": "pot", "ball": "1", "pockets": ["BL"]})
    state = judge_attempt(d, 1, base.solutions[0].shots)
    assert not state.success and state.reason == "cue_ball_pocketed"
    assert "cue_ball_potted" in state.details()["fouls"]


def test_cue_pot_goal(library) -> None:
    d = library.get("pot.svoyak-follow")
    state = judge_attempt(d, 1, d.solutions[0].shots)
    assert state.success and state.scored == ("cue",)


def test_house_clause_foul_from_hand() -> None:
    """Combined 6.6: from the house, first touching a ball in the house is a foul."""
    d = make_drill(cue="house", layout={"balls": {"2": [-1.3, 0.0], "1": [0.5, 0.3]}},
                   goal={"type": "position", "zone": {"shape": "rect", "x": [-1.7, 1.7],
                                                      "y": [-0.8, 0.8]}})
    state = judge_attempt(d, 1, [shot(0.0, 2.0, place=(-1.6, 0.0))])
    assert state.reason == "foul"
    assert "house_ball_in_house" in state.details()["fouls"]


def test_placement_is_checked_before_simulating() -> None:
    d = make_drill(cue="house", layout={"balls": {"1": [0.5, 0.3]}})
    with pytest.raises(InputError) as err:
        judge_attempt(d, 1, [shot(0.0, place=(-0.5, 0.0))])
    assert err.value.field == "cue_ball_position"
    with pytest.raises(InputError, match="required"):
        judge_attempt(d, 1, [shot(0.0)])
    with pytest.raises(InputError, match="not in hand"):
        judge_attempt(make_drill(), 1, [shot(90.0, place=(-1.2, 0.0))])
    with pytest.raises(InputError, match="at most 1"):
        judge_attempt(make_drill(), 1, [shot(90.0), shot(90.0)])


def test_sequence_step_by_step(library) -> None:
    d = library.get("pos.two-ball-1")
    first, second = d.solutions[0].shots
    state = play(start(d, 1), first)
    assert not state.finished and state.reason == "in_progress" and state.next_item == "2"
    assert state.placement is None and "1" not in state.balls
    done = play(state, second)
    assert done.success and done.points == 2 and done.scored == ("1", "2")
    missed = play(state, ShotInput(Stroke("cue", (second.stroke.direction_deg + 4) % 360, 1.0)))
    assert missed.finished and missed.reason == "not_pocketed" and missed.points == 1
    with pytest.raises(InputError, match="finished"):
        play(done, second)


def test_pyramid_t_colours_score_the_game_values(library) -> None:
    d = library.get("colours.first-three")
    state = judge_attempt(d, 1, d.solutions[0].shots)
    assert state.success and state.points == 3 + 4 + 5


def test_break_goal_and_its_measurements(library) -> None:
    d = library.get("break.spread")
    state = judge_attempt(d, 1, d.solutions[0].shots)
    details = state.details()
    assert state.success and details["cushion_balls"] >= 6 and details["clause"] == "13.1.2"
    soft = judge_attempt(d, 1, [shot(0.0, 2.0, place=(-1.2, 0.0))])
    assert soft.reason == "illegal_break" and "illegal_break" in soft.details()["fouls"]


def test_classic_break_is_held_to_clause_13_in_a_drill_unless_judged_by_its_leave(
        library) -> None:
    from dataclasses import replace

    # The built-in classic breaks follow Classic 71/51 clause 4 (General rules
    # 11-12 only) and are judged by what they leave; a soft full hit leaves nothing.
    d = library.get("break.classic-71")
    soft = judge_attempt(d, 1, [shot(0.0, 2.0, place=(-1.2, 0.0))])
    assert soft.success and soft.details()["leave"] <= d.goal.max_leave
    # A classic break drill with the default rule is still held to clause 13.1.
    strict = replace(d, goal=replace(d.goal, rule="13.1"))
    soft = judge_attempt(strict, 1, [shot(0.0, 2.0, place=(-1.2, 0.0))])
    assert soft.reason == "illegal_break"


def test_scattered_layouts_are_reproducible(library) -> None:
    d = library.get("colours.scatter-1")
    a3, again, a4 = attempt_layout(d, 3), attempt_layout(d, 3), attempt_layout(d, 4)
    assert a3 == again and a3 != a4
    zone = d.layout.scatter[0].zone
    assert all(zone.contains(a3[b]) for b in d.layout.scatter[0].balls)
    assert a3["cue"] == (-0.5, 0.0)
    with pytest.raises(InputError):
        attempt_layout(d, 0)


def test_retry_is_exact(library) -> None:
    d = library.get("pot.cut-45")
    s = d.solutions[0].shots
    one, two = judge_attempt(d, 2, s), judge_attempt(d, 2, s)
    assert one.to_json(with_results=True) == two.to_json(with_results=True)
