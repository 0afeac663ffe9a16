"""Pyramid T (000_…): values, own game balls, the two stages, spots, fouls, the tie rule."""

from __future__ import annotations

from dataclasses import replace

import pytest

from simulation.rules.game import judge, new_game
from simulation.rules.respot import SPOT_CLEARANCE

from .helpers import HL, HW, R, T, cushion, hit, play_state, pot, shot

# Blue 2,3,4; yellow 1,5,10; black 6,9,11; green 13,14,15; red 7,8,12.
PRE = {"cue": (-1.0, 0.0), "2": (-0.5, 0.0), "3": (-0.5, 0.5), "7": (0.5, 0.4),
       "1": (0.6, -0.4), "6": (1.2, 0.3), "13": (1.2, -0.3), "4": (0.3, -0.6)}
SHELVES = {"P1": ["5", "8", "9", "10"], "P2": ["11", "12", "14", "15"]}


def _state(sets_p1=(), done_p1=0, **kw):
    s = play_state("pyramid-t", PRE, shelves=SHELVES, **kw)
    return s.set_extra(sets={"P1": list(sets_p1), "P2": []}, done={"P1": done_p1, "P2": 0})


def _hit(b):
    return hit("cue", b, (PRE[b][0] - 2 * R, PRE[b][1]), PRE[b])


def test_4_1_2_value_by_colour_and_4_4_front_spot_first():
    verdict, new = judge(_state(), shot(PRE, _hit("2"), pot("2", "FL")))
    assert verdict.legal and verdict.points == {"P1": 3} and new.to_move == "P1"
    assert verdict.respotted == {"2": T.front_spot} and new.balls["2"] == T.front_spot
    assert new.extra["sets"]["P1"] == ["blue"] and new.extra["spot_next"] == 1


def test_4_4_spots_rotate_front_centre_back_and_a_taken_spot_sends_the_ball_behind():
    s = _state().set_extra(spot_next=1)
    blocker = {**PRE, "4": (0.0, 0.0)}  # ball 4 on the centre spot
    s = replace(s, balls=blocker)
    _, new = judge(s, shot(blocker, _hit("7"), pot("7", "BL")))
    assert new.balls["7"] == pytest.approx((2 * R + SPOT_CLEARANCE, 0.0))
    assert new.extra["spot_next"] == 2


def test_4_6_the_first_ball_struck_must_be_an_own_game_ball():
    s = _state(sets_p1=["blue"])
    verdict, new = judge(s, shot(PRE, _hit("3"), pot("3", "FL")))
    assert [(f.code, f.clause) for f in verdict.fouls] == [("not_own_ball", "pyramid-t 4.6")]
    assert verdict.points == {"P2": 5}  # 5: at least five (blue is worth 3)
    assert new.pending.kind == "shoot_or_pass"  # 5.1


def test_5_foul_costs_the_value_of_the_ball_touched_when_higher():
    s = _state(sets_p1=["red"])
    verdict, _ = judge(s, shot(PRE, _hit("7"), pot("7", "BL")))
    assert verdict.points == {"P2": 7}


def test_4_6_1_other_balls_pocketed_through_an_own_ball_are_respotted_turn_kept():
    s = _state(sets_p1=["blue"])
    steps = [_hit("1"), hit("1", "3", (-0.5 + 2 * R, 0.5), PRE["3"]), pot("3", "FL"),
             cushion("1", "front", (-HL + R, 0.0)), cushion("1", "left-front", (-1, HW - R))]
    verdict, new = judge(s, shot(PRE, *steps))
    assert verdict.legal and verdict.points == {} and new.to_move == "P1"
    assert verdict.respotted == {"3": T.back_spot}


def test_4_1_2_cue_ball_pocketed_is_worth_the_ball_played_off():
    verdict, new = judge(_state(), shot(PRE, _hit("7"), pot("cue", "ML")))
    assert verdict.legal and verdict.points == {"P1": 7}
    assert new.balls["7"] == PRE["7"]  # 4.4: stays where it stopped in stage 1
    assert new.ball_in_hand == "house"  # 4.3


def test_4_2_1_cue_ball_pocketed_on_the_break_is_a_black_five():
    state = new_game("pyramid-t")
    pre = dict(state.balls)
    verdict, new = judge(state, shot(pre, hit("cue", "4", (0.8, 0.0), pre["4"]),
                                     pot("cue", "FR")))
    assert verdict.legal and verdict.points == {"P1": 5}
    assert new.extra["sets"]["P1"] == ["black"] and new.to_move == "P1"


def test_4_5_stage_two_balls_leave_the_table():
    s = _state(done_p1=1)
    verdict, new = judge(s, shot(PRE, _hit("2"), pot("2", "FL")))
    assert verdict.respotted == {} and "2" not in new.balls and new.shelves["P1"][-1] == "2"


def test_4_5_a_full_set_of_five_starts_the_next_set():
    s = _state(sets_p1=["yellow", "black", "green", "red"])
    _, new = judge(s, shot(PRE, _hit("2"), pot("2", "FL")))
    assert new.extra["done"]["P1"] == 1 and new.extra["sets"]["P1"] == []


def test_4_5_five_or_fewer_balls_are_common():
    pre = {"cue": (-1.0, 0.0), "2": (-0.5, 0.0), "3": (-0.5, 0.5)}
    rest = [str(n) for n in range(1, 16) if str(n) not in pre]
    s = play_state("pyramid-t", pre, shelves={"P1": rest[:6], "P2": rest[6:]},
                   scores={"P1": 20, "P2": 20})
    s = s.set_extra(sets={"P1": ["blue"], "P2": []}, done={"P1": 1, "P2": 1})
    verdict, _ = judge(s, shot(pre, hit("cue", "2", (-0.5 - 2 * R, 0.0), pre["2"]),
                               pot("2", "FL")))
    assert verdict.legal and verdict.points == {"P1": 3}


def test_4_5_tie_rule_last_ball_on_the_back_spot():
    pre = {"cue": (-1.0, 0.0), "2": (-0.5, 0.0)}
    rest = [str(n) for n in range(1, 16) if str(n) not in pre]
    s = play_state("pyramid-t", pre, shelves={"P1": rest[:7], "P2": rest[7:]},
                   scores={"P1": 40, "P2": 43})
    s = s.set_extra(done={"P1": 1, "P2": 1})
    _, new = judge(s, shot(pre, hit("cue", "2", (-0.5 - 2 * R, 0.0), pre["2"]),
                                 pot("2", "FL")))
    assert new.scores == {"P1": 43, "P2": 43} and new.phase == "play"
    assert new.balls["2"] == T.back_spot and new.extra["tie"]


def test_4_win_by_more_than_the_balls_left():
    s = _state(done_p1=1, scores={"P1": 80, "P2": 20}).set_extra(done={"P1": 1, "P2": 1})
    _, new = judge(s, shot(PRE, _hit("2"), pot("2", "FL")))
    assert new.phase == "over" and new.winner == "P1"


def test_4_7_a_smeared_ball_suspends_clause_20():
    pre = {**PRE, "2": (-HL + 2 * R, HW - 2 * R)}  # in the FL pocket's mouth
    s = replace(_state(), balls=pre)
    verdict, _ = judge(s, shot(pre, hit("cue", "2", (-HL + 4 * R, HW - 2 * R), pre["2"])))
    assert verdict.legal and verdict.completed is None
