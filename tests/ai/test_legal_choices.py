"""Every choice the computer makes is legal for the rules in force (property-based).

States come from random well-formed play (tests/rules/randomplay.py): every discipline and
variant, pending decisions of every kind, the ball in hand in the house, the temporary house
or anywhere. For a decision, the answer is one of the options (or a legal decline) and the
referee's ``decide`` accepts it. For a shot, the referee's placement and shot checks accept
the cue ball and its place, the call is well formed and on the table, the stroke passes the
stroke checks, and the stroke simulated and refereed raises nothing.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulation.ai.decisions import answer
from simulation.ai.policy import choose
from simulation.balls import CUE
from simulation.physics.engine import simulate
from simulation.physics.params import PhysicsParams
from simulation.rules.game import decide, judge, referee_for, shot_layout
from simulation.rules.state import GameState
from simulation.rules.verdict import Call
from simulation.table import POCKET_IDS

from .helpers import PROBE, random_state

PARAMS = PhysicsParams()


def _check_decision(state: GameState, decision: dict) -> None:
    p = state.pending
    assert p is not None and decision["kind"] == p.kind
    if p.kind in ("penalty_ball", "replace_cue"):
        assert decision["ball"] is None or decision["ball"] in p.options
    elif p.kind == "lag":
        assert decision["winner"] in state.sides and decision["choice"] in p.options
    elif p.kind == "choose_player":
        assert decision["player"] in p.options
    else:
        assert decision["choice"] in p.options
    decide(state, decision)  # the referee accepts it (InputError otherwise)


def _check_shot(state: GameState, turn) -> None:
    referee = referee_for(state.discipline)
    stroke = turn.stroke
    stroke.check(PARAMS)
    assert (turn.place is not None) == (state.ball_in_hand is not None)
    layout = shot_layout(state, stroke.cue_ball, turn.place)  # placement checks (11, 6.1)
    if referee.call_required(state) and state.phase != "break":
        assert isinstance(turn.call, Call)
        # Pyramid T 4.1.2: the cue ball itself may be called (свояк); nowhere else.
        assert turn.call.ball in layout and (turn.call.ball != CUE or referee.cue_call)
        assert turn.call.pocket in POCKET_IDS
        assert Call.from_json(turn.call.to_json()) == turn.call
    else:
        assert turn.call is None
    referee.check_call(state, turn.call, layout)
    result = simulate(layout, stroke, params=PARAMS)
    judge(state, result, call=turn.call, place=turn.place)  # the referee accepts the shot


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_every_decision_is_one_of_the_options(data):
    state = random_state(data.draw, steps_max=30)
    if state.pending is None:
        return
    a = answer(state, PROBE, random.Random(data.draw(st.integers(0, 99), label="seed")))
    _check_decision(state, dict(a.decision))
    assert a.explanation and all("code" in e for e in a.explanation)


@pytest.mark.parametrize("discipline", ["free", "combined", "dynamic", "classic-8",
                                        "classic-71", "classic-51", "pyramid-t"])
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_turn_is_legal_to_take(discipline, data):
    state = random_state(data.draw, steps_max=25, discipline=discipline)
    if state.phase == "over":
        return
    turn = choose(state, PROBE, random.Random(data.draw(st.integers(0, 99), label="seed")))
    assert turn.explanation and all("code" in e for e in turn.explanation)
    if turn.decision is not None:
        _check_decision(state, dict(turn.decision))
    else:
        _check_shot(state, turn)
