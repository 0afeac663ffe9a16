"""Safeties judged by what they leave, the side and classic breaks, any-order runs."""

from __future__ import annotations

import pytest
from drill_helpers import drill_data, make_drill

from drills.goals import judge_any_order, remaining
from drills.judge import judge_attempt
from drills.leave import leave_chance
from drills.library import Library
from drills.model import ShotInput
from drills.referee import Ruling
from drills.schema import dump_drill, parse_drill
from drills.search import find_solution
from simulation.errors import InputError
from simulation.events import Pocketed, ShotResult
from simulation.racks import standard_rack
from simulation.stroke import Stroke
from simulation.table import TableSpec


def test_leave_is_the_best_pot_chance_left() -> None:
    # A ball 0.45 m in front of the middle pocket with the cue ball behind it: a pot is on.
    assert leave_chance({"cue": (0.0, -0.3), "1": (0.0, 0.45)}, "combined") > 0.5
    # Corner to corner, nothing straight: no pot.
    assert leave_chance({"cue": (-1.7, 0.85), "1": (1.7, -0.85)}, "combined") == 0.0
    rack = {**standard_rack(TableSpec()), "cue": (-1.5, 0.0)}
    assert leave_chance(rack, "classic-71") == 0.0


def test_classic_safety_break_is_judged_by_what_it_leaves(library: Library) -> None:
    for did in ("break.classic-71", "break.classic-51"):
        d = library.get(did)
        assert d.goal.rule == "leave" and d.scoring.mode == "leave"
        assert "п. 11 и 12" in d.instructions.ru and "13.1" not in d.instructions.ru
        state = judge_attempt(d, 1, d.solutions[0].shots)
        assert state.success and state.details()["leave"] <= d.goal.max_leave
        assert state.points == round(10 * (1 - state.details()["leave"]))
        # The full apex break at 9 m/s (the old solution) opens the rack: it leaves a pot.
        apex = judge_attempt(d, 1, [ShotInput(Stroke("cue", 0.0, 9.0), (-1.2, 0.0))])
        assert not apex.success and apex.reason in ("leaves_a_pot", "foul")


def test_side_break_must_take_the_corner_of_the_rack(library: Library) -> None:
    d = library.get("break.side-free")
    assert "4" not in d.goal.first
    apex = judge_attempt(d, 1, [ShotInput(Stroke("cue", 0.0, 9.0), (-1.2, 0.0))])
    assert apex.reason == "wrong_ball_first"
    state = judge_attempt(d, 1, d.solutions[0].shots)
    assert state.success and state.details()["clause"].startswith("13.1")


def test_breaks_cite_their_disciplines_clause(library: Library) -> None:
    for did in ("break.free", "break.combined", "break.dynamic", "break.classic-8"):
        assert "п. 4" in library.get(did).instructions.ru
        assert "13.1" in library.get(did).instructions.ru
    assert "4.2" in library.get("break.pyramid-t").instructions.ru


def test_a_leave_break_belongs_to_the_classic_game() -> None:
    data = drill_data(category="break", cue="house", layout={"rack": "standard"},
                      goal={"type": "break", "rule": "leave"}, discipline="free")
    with pytest.raises(InputError) as err:
        parse_drill(data)
    assert err.value.field == "goal.rule"


def test_safety_drills_are_scored_by_the_chance_left(library: Library) -> None:
    safeties = [d for d in library.drills() if d.category == "safety"]
    assert len(safeties) >= 6
    for d in safeties:
        assert d.goal.kind == "safety" and d.scoring.mode == "leave"
        state = judge_attempt(d, d.solutions[0].attempt, d.solutions[0].shots)
        assert state.success, d.id
        leave = state.details()["leave"]
        assert leave <= d.goal.max_leave and state.points == round(10 * (1 - leave))


def test_new_goal_fields_round_trip() -> None:
    d = make_drill(category="safety", goal={"type": "safety", "ball": "1", "max_leave": 0.15},
                   scoring={"mode": "leave"})
    again = parse_drill(dump_drill(d))
    assert again.goal == d.goal and again.scoring == d.scoring


def _result(pots: list[tuple[str, str]]) -> ShotResult:
    return ShotResult({"cue": (0.0, 0.0)}, tuple(Pocketed(b, p, 1.0) for b, p in pots), (),
                      (), 1.0)


def test_any_order_takes_the_items_as_they_come() -> None:
    goal = make_drill(layout={"balls": {"cue": [0.0, 0.0], "2": [1.2, 0.45],
                                        "1": [1.0, -0.5]}}, discipline="pyramid-t",
                      category="colours",
                      goal={"type": "sequence", "order": ["blue", "yellow"],
                            "any_order": True}).goal
    ok = Ruling(True, (), "20.2.1")
    # Yellow (ball 1) first is fine; blue is what remains.
    first = judge_any_order(goal, 0, _result([("1", "BR")]), ok, [])
    assert first.reason == "continue" and first.scored == ("1",)
    assert remaining(goal, ["1"]) == ("blue",)
    assert judge_any_order(goal, 1, _result([("2", "BL")]), ok, ["1"]).reason == "success"
    # Both in one shot finishes the run; a ball of no open item is not a pot for it.
    assert judge_any_order(goal, 0, _result([("1", "BR"), ("2", "BL")]), ok, []).reason \
        == "success"
    assert judge_any_order(goal, 1, _result([("1", "BR")]), ok, ["1"]).reason \
        == "not_pocketed"


def test_an_unreachable_zone_means_no_solution_not_an_error() -> None:
    """The editor's "Find a solution" on a drill no stroke can do says "no
    solution found" (None), never an error from a stroke past the miscue limit."""
    d = make_drill(goal={"type": "position", "zone": {"shape": "circle",
                                                      "centre": [-1.7, -0.84],
                                                      "radius": 0.005}})
    assert find_solution(d, 1, max_sims=300) is None
