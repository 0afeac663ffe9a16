"""A whole frame between two computer players on the game model alone: no window, no event
loop, no thread. The model owns the shot cycle, so driving it by hand exactly as the
screen and the computer player do (begin the turn, the policy's choice, strike, the
simulator's answer, playback done → judged) plays a frame to its end; the moves it
announces are what the screen's undo stack would keep."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from coach_app.cueing.model import Aspect, Phase
from coach_app.game.computer import choose_turn
from coach_app.game.match import GameSetup, Match
from coach_app.game.model import GameModel
from coach_app.game.seats import Seat
from coach_app.game.values import GameAspect, Move, MoveKind, computer_seat
from simulation.ai.levels import LEVELS
from simulation.physics.engine import simulate

#: A cheap level: the frame is about the model's cycle, not the computer's strength.
CHEAP = replace(LEVELS["beginner"], solver_calls=1, variants=1, safety_tries=1)


def _policy(state, _lv, rng, table, params):
    return choose_turn(state, CHEAP, rng, table, params)


def _play_frame(model: GameModel, max_turns: int = 300) -> list[Move]:
    moves: list[Move] = []

    def keep(move: Move) -> None:  # what the screen's undo stack does: keep it, show it
        moves.append(move)
        model.show(move.after)

    model.moved.connect(keep)
    for _ in range(max_turns):
        if model.match.state.phase == "over":
            break
        seat = model.begin_computer_turn()
        assert seat is not None and model.phase is Phase.COMPUTER
        assert model.computer_thinking()
        match = model.match
        choice = _policy(match.state, None, random.Random(match.turn_seed()), model.spec,
                         model.params)
        assert model.computer_chose(choice.turn, choice.played, None)
        if model.computer_shot is None:  # a decision: made at once, the move announced
            assert moves[-1].kind is MoveKind.DECISION
            continue
        meant = choice.turn.stroke
        assert model.intent is not None  # its aim shown: the shot it means
        assert model.aim_deg == pytest.approx(meant.direction_deg % 360.0)
        assert model.cue_ball == meant.cue_ball
        assert model.speed == pytest.approx(meant.speed, abs=0.05)
        assert model.computer_strikes() and model.phase is Phase.SIMULATING
        flight = model.flight
        assert flight is not None and flight.context.by_computer
        assert flight.stroke == choice.played  # the stroke with the level's error
        assert model.shot_simulated(flight.token, simulate(flight.layout, flight.stroke))
        assert model.phase is Phase.PLAYING
        shots = len(moves)
        model.playback_done()
        if model.phase is Phase.RESPOTTING:  # re-spotted balls glide, then the move
            model.playback_done()
        assert len(moves) == shots + 1 and moves[-1].kind is MoveKind.SHOT
    return moves


def test_two_computers_play_a_whole_frame_on_the_model_alone():
    setup = GameSetup("free", ("Bot 1", "Bot 2"), seats=(Seat("beginner"), Seat("beginner")))
    model = GameModel(Match.start(setup, seed=3))
    heard: list[frozenset[str]] = []
    model.changed.connect(heard.append)
    moves = _play_frame(model)
    state = model.match.state
    assert state.phase == "over" and state.winner in ("Bot 1", "Bot 2")
    # Free pyramid: the winner has pocketed eight balls (General rules 26).
    assert state.scores[state.winner] >= 8
    shots = [m for m in moves if m.kind is MoveKind.SHOT]
    assert len(shots) >= 8 and all(m.before is not m.after for m in moves)
    assert computer_seat(model.match) is None  # nobody acts once the frame is over
    # The model said what changed: every move was announced as a new match on the table,
    # every shot as a flight.
    assert sum(GameAspect.MATCH in a for a in heard) >= len(moves)
    assert sum(Aspect.FLIGHT in a for a in heard) >= 2 * len(shots)


def test_a_stale_answer_is_dropped_by_its_token():
    setup = GameSetup("free", ("Ann", "Bob"))
    model = GameModel(Match.start(setup, seed=1))
    model.set_aim(0.0)
    assert model.shoot()
    first = model.flight
    assert first is not None
    model.show(model.match)  # an undo while the shot was simulated
    model.set_aim(10.0)
    assert model.shoot()
    second = model.flight
    assert second is not None and second.token != first.token
    result = simulate(first.layout, first.stroke)
    assert not model.shot_simulated(first.token, result)  # for a flight no longer waiting
    assert model.phase is Phase.SIMULATING
    assert model.shot_simulated(second.token, simulate(second.layout, second.stroke))
    assert model.phase is Phase.PLAYING
