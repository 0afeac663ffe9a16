"""Pyramid T (rule file 000): each test quotes the clause it checks.

The game is played on call (clause 4), so every shot after the break names a ball — an object
ball or, by 4.1.2, the cue ball — and a pocket. The uncalled game is a house rule
(``call_mode="uncalled"``) and is tested as such at the end.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from simulation.errors import InputError
from simulation.rules.game import decide, judge, new_game
from simulation.rules.respot import SPOT_CLEARANCE
from simulation.rules.verdict import Call

from .helpers import HL, HW, R, T, cushion, hit, play_state, pot, shot

# Blue 2,3,4; yellow 1,5,10; black 6,9,11; green 13,14,15; red 7,8,12.
PRE = {"cue": (-1.0, 0.0), "2": (-0.5, 0.0), "3": (-0.5, 0.5), "7": (0.5, 0.4),
       "1": (0.6, -0.4), "6": (1.2, 0.3), "13": (1.2, -0.3), "4": (0.3, -0.6)}
SHELVES = {"P1": ["5", "8", "9", "10"], "P2": ["11", "12", "14", "15"]}


def _state(sets_p1=(), done_p1=0, call_mode=None, **kw):
    s = play_state("pyramid-t", PRE, shelves=SHELVES, call_mode=call_mode, **kw)
    return s.set_extra(sets={"P1": list(sets_p1), "P2": []}, done={"P1": done_p1, "P2": 0})


def _uncalled(**kw):
    return _state(call_mode="uncalled", **kw)


def _hit(b):
    return hit("cue", b, (PRE[b][0] - 2 * R, PRE[b][1]), PRE[b])


def _two_cushions(b):
    """After the contact ``b`` goes to two cushions: clause 20 is met whatever else falls."""
    return [cushion(b, "back", (HL - R, PRE[b][1])), cushion(b, "left-back", (1.0, HW - R))]


# ------------------------------------------------------------------- clause 4: the call
def test_4_played_on_call_by_default_and_uncalled_is_a_labelled_house_rule():
    """4: «Игра «Пирамида Т» ведется по заказу одним битком»."""
    s = new_game("pyramid-t")
    assert s.options.call_mode == "ball-pocket" and s.options.house_rules == ()
    house = new_game("pyramid-t", call_mode="uncalled")
    assert house.options.call_mode is None and house.options.house_rules == ("uncalled",)
    assert house.to_json()["options"]["house_rules"] == ["uncalled"]
    with pytest.raises(InputError) as e:
        new_game("classic-71", call_mode="uncalled")
    assert e.value.field == "call_mode"


def test_4_a_shot_after_the_break_needs_a_call():
    """4: «по заказу»: a shot without a call is refused, quoting the clause."""
    with pytest.raises(InputError) as e:
        judge(_state(), shot(PRE, _hit("2"), pot("2", "FL")))
    assert e.value.field == "call" and "pyramid-t 4" in e.value.message


def test_4_a_failed_call_scores_nothing_and_respots_what_fell():
    """4 with 4.3: only a shot whose call is made counts its game balls; what fell is
    re-spotted (6.1 → 25) and the turn passes (7.2)."""
    verdict, new = judge(_state(), shot(PRE, _hit("2"), pot("2", "ML")), call=Call("2", "FL"))
    assert verdict.legal and verdict.call_made is False and verdict.points == {}
    assert verdict.notes == ("unrequested_respotted",) and "2" in verdict.respotted
    assert new.to_move == "P2"


# ---------------------------------------------------------- 4.1.2 values and the свояк
def test_4_1_2_value_by_colour_and_4_4_front_spot_first():
    """4.1.2: «Номинал прицельных шаров: синие 3 очка ...»; 4.4: re-spotted «на переднюю,
    центральную и заднюю отметки»."""
    verdict, new = judge(_state(), shot(PRE, _hit("2"), pot("2", "FL")), call=Call("2", "FL"))
    assert verdict.legal and verdict.points == {"P1": 3} and new.to_move == "P1"
    assert verdict.respotted == {"2": T.front_spot} and new.balls["2"] == T.front_spot
    assert new.extra["sets"]["P1"] == ["blue"] and new.extra["spot_next"] == 1
    assert verdict.notes == ()  # a game ball on its T spot is not a "re-spotted" ball


def test_4_1_2_the_cue_ball_may_be_called_and_scores_the_ball_played_off():
    """4.1.2: «Сыгрываются как прицельные шары так и биток от прицельных шаров ... номинал
    забитого битка соответствует шару, от которого он был забит» — the свояк is called."""
    verdict, new = judge(_state(), shot(PRE, _hit("7"), pot("cue", "ML")),
                         call=Call("cue", "ML"))
    assert verdict.legal and verdict.call_made and verdict.points == {"P1": 7}
    assert verdict.scored == ("cue",) and verdict.fouls == () and verdict.notes == ()
    assert new.balls["7"] == PRE["7"]  # 4.4: the ball played off stays where it stopped
    assert new.ball_in_hand == "house" and new.to_move == "P1"  # 4.3: «Биток вводится из дома»
    assert new.extra["sets"]["P1"] == ["red"]


def test_4_1_2_a_called_cue_ball_in_another_pocket_is_accidental():
    """4.1.2 with 5: the cue ball called for ML that falls in FR did not fall as called."""
    verdict, _ = judge(_state(), shot(PRE, _hit("7"), pot("cue", "FR")),
                       call=Call("cue", "ML"))
    assert [f.code for f in verdict.fouls] == ["cue_ball_potted_accidental"]
    assert verdict.points == {"P2": 5}


def test_4_1_2_cue_ball_call_parses_only_where_the_discipline_allows_it():
    """The call {"ball": "cue"} is accepted in Pyramid T (4.1.2) and refused elsewhere."""
    assert Call.from_json({"ball": "cue", "pocket": "ML"}) == Call("cue", "ML")
    s = play_state("classic-71", PRE, shelves=SHELVES)
    with pytest.raises(InputError) as e:
        judge(s, shot(PRE, _hit("7"), pot("cue", "ML")), call=Call("cue", "ML"))
    assert e.value.field == "call.ball"


def test_4_1_2_strict_call_of_the_cue_ball_must_be_clean():
    """4.1.2 under the club's strict call (002): after the ball it is played off, the called
    cue ball touches nothing but the called pocket's jaws."""
    s = _state(call_mode="strict")
    clean = shot(PRE, _hit("7"), pot("cue", "ML"))
    assert judge(s, clean, call=Call("cue", "ML"))[0].points == {"P1": 7}
    dirty = shot(PRE, _hit("7"), cushion("cue", "left-front", (-0.3, HW - R)), pot("cue", "ML"))
    verdict, _ = judge(s, dirty, call=Call("cue", "ML"))
    assert "cue_ball_potted_accidental" in [f.code for f in verdict.fouls]


# ------------------------------------------------------------------ 5: the cue ball
def test_5_a_missed_call_with_the_cue_ball_in_a_middle_pocket_costs_five():
    """5: «Случайное падение в лузу битка штрафуется в размере 5 очков»; 5.1: the opponent
    plays on (the cue ball «из дома») or passes the shot."""
    steps = [_hit("2"), cushion("2", "left-front", (-0.5, HW - R)), pot("cue", "MR")]
    verdict, new = judge(_state(), shot(PRE, *steps), call=Call("2", "FL"))
    assert not verdict.legal and "cue_ball_potted_accidental" in [f.code for f in verdict.fouls]
    assert [f.clause for f in verdict.fouls if f.code == "cue_ball_potted_accidental"] == [
        "pyramid-t 5"]
    assert verdict.points == {"P2": 5} and new.scores["P2"] == 5
    assert new.ball_in_hand == "house" and new.pending.kind == "shoot_or_pass"
    assert new.pending.by == "P2" and new.shooter == "P2"  # the decider, not the offender
    passed = decide(new, {"kind": "shoot_or_pass", "choice": "pass"})
    assert (passed.to_move, passed.shooter, passed.ball_in_hand) == ("P1", "P1", "house")


def test_5_the_accidental_cue_ball_costs_exactly_five_even_off_a_red():
    """5: the accidental cue ball «штрафуется в размере 5 очков», not the 7 of the red it was
    played off (the touched-ball rule is for the other fouls)."""
    s = _state()
    steps = [_hit("7"), *_two_cushions("7"), pot("cue", "ML")]
    verdict, _ = judge(s, shot(PRE, *steps), call=Call("7", "BL"))
    assert [f.code for f in verdict.fouls] == ["cue_ball_potted_accidental"]
    assert verdict.points == {"P2": 5}


def test_5_a_made_call_with_the_cue_ball_also_falling_is_a_foul():
    """5 and 6.1: the called red drops but so does the cue ball: nothing counts (General
    21.3), the red is re-spotted by 25, not onto a T spot."""
    steps = [_hit("7"), pot("7", "BL"), pot("cue", "ML")]
    verdict, new = judge(_state(), shot(PRE, *steps), call=Call("7", "BL"))
    assert not verdict.legal and verdict.points == {"P2": 5}
    assert new.scores["P1"] == 0 and new.extra["sets"]["P1"] == []
    assert verdict.respotted["7"] == T.back_spot


def test_5_foul_costs_the_value_of_the_ball_touched_when_higher():
    """5: «штраф, соответствующий номиналу очков задетого шара, взимается в том случае, если
    он больше 5 очков»."""
    s = _state(sets_p1=["red"])
    verdict, _ = judge(s, shot(PRE, _hit("7"), pot("7", "BL")), call=Call("7", "BL"))
    assert verdict.points == {"P2": 7}


def test_5_an_accidental_cue_ball_with_another_foul_pays_the_larger_once():
    """5 with General 27.2: one penalty, the larger of the two (red 7)."""
    s = _state(sets_p1=["red"])
    verdict, _ = judge(s, shot(PRE, _hit("7"), pot("cue", "ML")), call=Call("7", "BL"))
    assert {f.code for f in verdict.fouls} >= {"not_own_ball", "cue_ball_potted_accidental"}
    assert verdict.points == {"P2": 7}


# ------------------------------------------------------------------- 4.2, 4.3, 4.4
def test_4_2_1_cue_ball_pocketed_on_the_break_is_a_black_five():
    """4.2.1: «Забитый биток при разбитии пирамиды соответствует шару черного цвета и 5
    очкам» — on the break no call is needed and the cue ball is not an accident."""
    state = new_game("pyramid-t")
    pre = dict(state.balls)
    verdict, new = judge(state, shot(pre, hit("cue", "4", (0.8, 0.0), pre["4"]),
                                     pot("cue", "FR")))
    assert verdict.legal and verdict.points == {"P1": 5}
    assert new.extra["sets"]["P1"] == ["black"] and new.to_move == "P1"


def test_4_4_spots_rotate_front_centre_back_and_a_taken_spot_sends_the_ball_behind():
    """4.4: «Если отметка занята, то шар выставляется в максимальной близости к такому шару в
    сторону заднего борта по линии выставления шаров»."""
    s = _state().set_extra(spot_next=1)
    blocker = {**PRE, "4": (0.0, 0.0)}  # ball 4 on the centre spot
    s = replace(s, balls=blocker)
    _, new = judge(s, shot(blocker, _hit("7"), pot("7", "BL")), call=Call("7", "BL"))
    assert new.balls["7"] == pytest.approx((2 * R + SPOT_CLEARANCE, 0.0))
    assert new.extra["spot_next"] == 2


# --------------------------------------------------------------------------- 4.5
def test_4_5_stage_two_balls_leave_the_table():
    """4.5: «забиваются по пять игровых шаров, которые на бильярдный стол не выставляются»."""
    s = _state(done_p1=1)
    verdict, new = judge(s, shot(PRE, _hit("2"), pot("2", "FL")), call=Call("2", "FL"))
    assert verdict.respotted == {} and "2" not in new.balls and new.shelves["P1"][-1] == "2"
    assert verdict.notes == ()  # nothing came back


def test_4_5_stage_two_called_cue_ball_takes_the_ball_played_off_off_the_table():
    """4.5: «прицельные игровые шары, от которых был забит биток снимаются с бильярдного
    стола»."""
    s = _state(done_p1=1)
    verdict, new = judge(s, shot(PRE, _hit("7"), pot("cue", "ML")), call=Call("cue", "ML"))
    assert verdict.points == {"P1": 7} and "7" not in new.balls
    assert new.shelves["P1"][-1] == "7"


def test_4_5_a_full_set_of_five_starts_the_next_set():
    """4.5: «Игрок, забивший первым пять игровых шаров, продолжает забивать следующие пять»."""
    s = _state(sets_p1=["yellow", "black", "green", "red"])
    _, new = judge(s, shot(PRE, _hit("2"), pot("2", "FL")), call=Call("2", "FL"))
    assert new.extra["done"]["P1"] == 1 and new.extra["sets"]["P1"] == []


def test_4_5_five_or_fewer_balls_are_common():
    """4.5: «Когда в игре остаются пять или менее прицельных шаров, то они для играющих
    становятся общими игровыми шарами»."""
    pre = {"cue": (-1.0, 0.0), "2": (-0.5, 0.0), "3": (-0.5, 0.5)}
    rest = [str(n) for n in range(1, 16) if str(n) not in pre]
    s = play_state("pyramid-t", pre, shelves={"P1": rest[:6], "P2": rest[6:]},
                   scores={"P1": 20, "P2": 20})
    s = s.set_extra(sets={"P1": ["blue"], "P2": []}, done={"P1": 1, "P2": 1})
    verdict, _ = judge(s, shot(pre, hit("cue", "2", (-0.5 - 2 * R, 0.0), pre["2"]),
                               pot("2", "FL")), call=Call("2", "FL"))
    assert verdict.legal and verdict.points == {"P1": 3}


def test_4_5_tie_rule_last_ball_on_the_back_spot():
    """4.5: «При равенстве набранных очков забитый последний шар выставляется на заднюю
    отметку и игра продолжается до забитого шара или штрафа»."""
    pre = {"cue": (-1.0, 0.0), "2": (-0.5, 0.0)}
    rest = [str(n) for n in range(1, 16) if str(n) not in pre]
    s = play_state("pyramid-t", pre, shelves={"P1": rest[:7], "P2": rest[7:]},
                   scores={"P1": 40, "P2": 43})
    s = s.set_extra(done={"P1": 1, "P2": 1})
    _, new = judge(s, shot(pre, hit("cue", "2", (-0.5 - 2 * R, 0.0), pre["2"]),
                                 pot("2", "FL")), call=Call("2", "FL"))
    assert new.scores == {"P1": 43, "P2": 43} and new.phase == "play"
    assert new.balls["2"] == T.back_spot and new.extra["tie"]


def test_4_win_by_more_than_the_balls_left():
    """4: «до суммы очков большей, чем у соперника с учетом номинала оставшихся на бильярде
    шаров»."""
    s = _state(done_p1=1, scores={"P1": 80, "P2": 20}).set_extra(done={"P1": 1, "P2": 1})
    _, new = judge(s, shot(PRE, _hit("2"), pot("2", "FL")), call=Call("2", "FL"))
    assert new.phase == "over" and new.winner == "P1"


# ---------------------------------------------------------------------- 4.6, 4.7
def test_4_6_the_first_ball_struck_must_be_an_own_game_ball():
    """4.6: «Разрешается удар битком только по своим игровым шарам. За нарушение налагается
    штраф»; 5: at least five (blue is worth 3); 5.1: play on or pass."""
    s = _state(sets_p1=["blue"])
    verdict, new = judge(s, shot(PRE, _hit("3"), pot("3", "FL")), call=Call("3", "FL"))
    assert [(f.code, f.clause) for f in verdict.fouls] == [("not_own_ball", "pyramid-t 4.6")]
    assert verdict.points == {"P2": 5}
    assert new.pending.kind == "shoot_or_pass" and new.shooter == "P2"


def test_4_6_1_other_balls_pocketed_through_an_own_ball_are_respotted_turn_kept():
    """4.6.1: «допускается сыгрывание других шаров без перехода удара к сопернику. Забитые
    таким образом в лузы шары выставляются в соответствии с п. 6»."""
    s = _state(sets_p1=["blue"])
    steps = [_hit("1"), hit("1", "3", (-0.5 + 2 * R, 0.5), PRE["3"]), pot("3", "FL"),
             cushion("1", "front", (-HL + R, 0.0)), cushion("1", "left-front", (-1, HW - R))]
    verdict, new = judge(s, shot(PRE, *steps), call=Call("3", "FL"))
    assert verdict.legal and verdict.points == {} and new.to_move == "P1"
    assert verdict.respotted == {"3": T.back_spot}
    assert verdict.notes == ("not_own_respotted",)


def test_4_7_a_smeared_ball_suspends_clause_20():
    """4.7: «При ударе по «замазанному» игровому шару приостанавливается действие п.20»."""
    pre = {**PRE, "2": (-HL + 2 * R, HW - 2 * R)}  # in the FL pocket's mouth
    s = replace(_state(), balls=pre)
    verdict, _ = judge(s, shot(pre, hit("cue", "2", (-HL + 4 * R, HW - 2 * R), pre["2"])),
                       call=Call("2", "FL"))
    assert verdict.legal and verdict.completed is None


# ------------------------------------------------ the house rule: played without a call
def test_house_rule_uncalled_scores_every_own_ball_and_the_cue_ball():
    """House rule "uncalled" (not 4): every own game ball that falls counts (4.3), the cue
    ball off an own ball is worth that ball (4.1.2) and is no accident."""
    verdict, new = judge(_uncalled(), shot(PRE, _hit("7"), pot("cue", "ML")))
    assert verdict.legal and verdict.points == {"P1": 7} and new.balls["7"] == PRE["7"]
    with pytest.raises(InputError) as e:
        judge(_uncalled(), shot(PRE, _hit("2"), pot("2", "FL")), call=Call("2", "FL"))
    assert e.value.field == "call"
