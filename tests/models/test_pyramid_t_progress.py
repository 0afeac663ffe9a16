"""Pyramid T's progress as the scoreboard reads it from the referee's state, played on the
referee itself: the colours of the set under way (4.1), the stage (4.4 / 4.5) and the
value of what is left on the table (4.1.2, 4.5)."""

from __future__ import annotations

from dataclasses import replace

from coach_app.game.match import GameSetup, Match
from coach_app.game.pyramid_t_progress import side_progress, table_value
from simulation.balls import Colour
from simulation.events import PocketDrop, Pocketed, ShotResult, Strike
from simulation.rules import game
from simulation.rules.verdict import Call
from simulation.table import TableSpec

SPEC = TableSpec()


def _start():
    match = Match.start(GameSetup("pyramid-t", ("Anna", "Boris"), "ball-pocket"), seed=1)
    s = match.state
    return replace(s, phase="play", ball_in_hand=None, house=None,
                   balls={**s.balls, "cue": (-0.9, 0.0)})


def _pot(state, ball: str, contact: str | None = None):
    """A called pot of ``ball`` into the far left pocket, the cue ball stopping dead."""
    from simulation.events import BallBall

    pre = dict(state.balls)
    after = {b: p for b, p in pre.items() if b != ball}
    first = contact or ball
    events = (Strike(0.0, "cue"), BallBall(0.2, "cue", first, {"cue": pre["cue"],
                                                               first: pre[first]}),
              PocketDrop(0.5, ball, "BL"))
    result = ShotResult(balls=after, pocketed=(Pocketed(ball, "BL", 0.5),), off_table=(),
                        events=events, duration=0.6, initial=pre, cue_ball="cue")
    return game.judge(state, result, call=Call(ball, "BL"), table=SPEC)


def test_a_new_frame_has_everything_to_collect_and_75_points_on_the_table():
    state = _start()
    p = side_progress(state, "Anna")
    assert p.collected == () and p.stage == 1 and p.needed == tuple(Colour)
    value = table_value(state)
    assert value.total == 3 * (3 + 4 + 5 + 6 + 7) == 75 and not value.common
    assert [(c.colour, c.value, c.balls) for c in value.colours] == [
        (Colour.BLUE, 3, 3), (Colour.YELLOW, 4, 3), (Colour.BLACK, 5, 3),
        (Colour.GREEN, 6, 3), (Colour.RED, 7, 3)]


def test_a_pocketed_colour_is_collected_and_in_stage_1_comes_back_to_a_spot():
    state = _start()
    verdict, state = _pot(state, "2")  # blue (clause 2: balls 2, 3, 4 are blue)
    assert verdict.legal and verdict.points == {"Anna": 3}
    p = side_progress(state, "Anna")
    assert p.collected == (Colour.BLUE,) and p.stage == 1
    assert side_progress(state, "Boris").collected == ()
    assert "2" in state.balls  # 4.4: back on a T spot, so the table is still worth 75
    assert table_value(state).total == 75


def test_a_finished_set_of_five_is_stage_2():
    state = _start()
    state = replace(state, extra={**state.extra, "sets": {"Anna": ["blue", "yellow", "black",
                                                                   "green"], "Boris": []}})
    _verdict, state = _pot(state, "7")  # red, the fifth colour
    p = side_progress(state, "Anna")
    assert p.sets_done == 1 and p.stage == 2 and p.collected == ()


def test_five_or_fewer_balls_are_common():
    state = _start()
    keep = {"cue", "3", "5", "9", "14", "12"}
    state = replace(state, balls={b: p for b, p in state.balls.items() if b in keep})
    value = table_value(state)
    assert value.common and value.total == 3 + 4 + 5 + 6 + 7
