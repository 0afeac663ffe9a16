"""The skill test's walk through the battery on the Practice table: items in order, each
attempt numbered as ``drills test score`` numbers it, no attempt counted twice, and the
sheet summed by the command's own ``score_attempts``."""

from __future__ import annotations

from dataclasses import dataclass

from coach_app.practice.skilltest_run import SkillTestRun
from drills.skilltest import BATTERY, TOTAL, score_attempts


@dataclass(frozen=True)
class Judged:
    """What the walk and the scoring read of a judged attempt."""

    drill: str
    success: bool


def _state(drill_id: str, success: bool):
    return Judged(drill_id, success)


def test_the_walk_numbers_attempts_and_scores_like_the_command():
    run = SkillTestRun()
    expected = {}
    for k, item in enumerate(BATTERY):
        assert run.item == item and not run.item_over and not run.finished
        for n in range(1, item.attempts + 1):
            assert run.attempt == n
            ok = (k + n) % 2 == 0
            state = _state(item.drill, ok)
            run = run.add(state)
            expected[(item.drill, n)] = state
        assert run.item_over
        assert run.add(_state(item.drill, True)) == run  # no attempt beyond the item's
        run = run.advance()
    assert run.finished
    assert run.states() == expected
    assert run.score() == score_attempts(expected)
    assert sum(r.points for r in run.sheet()) == run.score().total
    assert sum(t for _a, _g, _p, t in run.areas()) == TOTAL


def test_an_item_left_unplayed_scores_nothing_and_the_tally_says_what_was_played():
    run = SkillTestRun().add(_state(BATTERY[0].drill, True))
    first = BATTERY[0]
    area, got, played, _total = run.areas()[0]
    assert (area, got, played) == (first.area, first.points, first.points)
    run = run.advance()  # the rest of item 1 skipped (the screen never offers it)
    assert run.index == 1 and run.score().points[0] == first.points
    assert run.sheet()[1].current and not run.sheet()[0].current
