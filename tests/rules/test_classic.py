"""Classic pyramid 71 and 51 (federation clauses 5-7) and the club options of 002 (three and
four players, handicaps, strict call)."""

from __future__ import annotations

import pytest

from simulation.errors import InputError
from simulation.rules.game import decide, judge, new_game
from simulation.rules.verdict import Call

from .helpers import HL, HW, R, T, cushion, hit, in_hand, play_state, pot, shot

PRE = {"cue": (-1.0, 0.0), "1": (-0.5, 0.0), "2": (0.5, 0.4), "3": (0.6, -0.4), "4": (1.0, 0.0),
       **{str(n): (0.2 * (n - 4), -0.7) for n in range(5, 10)}}
C1 = hit("cue", "1", (-0.5 - 2 * R, 0.0), (-0.5, 0.0))
SHELVES = {"P1": ["10", "11", "12"], "P2": ["13", "14", "15"]}


def _state(discipline: str = "classic-71", **kw):
    return play_state(discipline, PRE, shelves=SHELVES, **kw)


def test_5_2_call_is_required_after_the_break():
    with pytest.raises(InputError) as e:
        judge(_state(), shot(PRE, C1, pot("1", "FL")))
    assert e.value.field == "call"
    with pytest.raises(InputError) as e:
        judge(_state(), shot(PRE, C1, pot("1", "FL")), call=Call("15", "FL"))
    assert e.value.field == "call.ball"
    # Classic 5.5: a pocketed cue ball is a foul, so it can never be the called ball (the
    # call parses — Pyramid T 4.1.2 calls it — and the classic referee refuses it).
    with pytest.raises(InputError) as e:
        judge(_state(), shot(PRE, C1, pot("1", "FL")),
              call=Call.from_json({"ball": "cue", "pocket": "FL"}))
    assert e.value.field == "call.ball"
    with pytest.raises(InputError):
        Call.from_json({"ball": "1", "pocket": "XX"})


@pytest.mark.parametrize("discipline", ["classic-71", "classic-51"])
def test_5_1_5_3_called_ball_scores_its_number_and_the_ace_11(discipline):
    verdict, new = judge(_state(discipline), shot(PRE, C1, pot("1", "FL"), pot("2", "ML")),
                         call=Call("1", "FL"))
    assert verdict.legal and verdict.call_made and verdict.points == {"P1": 11 + 2}
    assert new.scores == {"P1": 13, "P2": 0} and new.to_move == "P1"
    assert new.shelves["P1"][-2:] == ("1", "2")


def test_5_4_called_ball_in_another_pocket_is_unrequested():
    verdict, new = judge(_state(), shot(PRE, C1, pot("1", "FR")), call=Call("1", "FL"))
    assert verdict.legal and verdict.call_made is False and verdict.points == {}
    assert verdict.respotted == {"1": T.back_spot} and "unrequested_respotted" in verdict.notes
    assert new.to_move == "P2" and new.scores == {"P1": 0, "P2": 0}


def test_5_4_uncalled_ball_is_respotted_when_the_call_fails():
    verdict, _ = judge(_state(), shot(PRE, C1, pot("2", "ML"), cushion("1", "front",
                                                                      (-HL + R, 0.0))),
                       call=Call("1", "FL"))
    assert verdict.legal and list(verdict.respotted) == ["2"]


@pytest.mark.parametrize("discipline", ["classic-71", "classic-51"])
def test_5_5_5_6_cue_ball_pocketed_costs_five_each_way(discipline):
    verdict, new = judge(_state(discipline), shot(PRE, C1, pot("1", "FL"), pot("cue", "FR")),
                         call=Call("1", "FL"))
    assert [(f.code, f.clause) for f in verdict.fouls] == [
        ("cue_ball_potted", f"{discipline} 5.5")]
    assert verdict.points == {"P1": -5, "P2": 5} and new.scores == {"P1": -5, "P2": 5}
    assert new.ball_in_hand == "house" and new.pending.kind == "shoot_or_pass"
    assert "1" in verdict.respotted  # 21.4: not counted


def test_27_2_several_fouls_cost_five_once():
    verdict, new = judge(_state(), shot(PRE, cushion("cue", "front", (-HL + R, 0.0)),
                                        pot("cue", "FR"), off=["2"]), call=Call("1", "FL"))
    assert len(verdict.fouls) == 3 and new.scores == {"P1": -5, "P2": 5}


def test_classic_71_5_1_last_ball_plus_ten_and_51_without():
    pre = {"cue": (-1.0, 0.0), "1": (-0.5, 0.0)}
    rest = [str(n) for n in range(2, 16)]
    for discipline, bonus in (("classic-71", 10), ("classic-51", 0)):
        state = play_state(discipline, pre, shelves={"P1": rest[:7], "P2": rest[7:]},
                           scores={"P1": 20, "P2": 30})
        verdict, _new = judge(state, shot(pre, C1, pot("1", "FL")), call=Call("1", "FL"))
        assert verdict.points == {"P1": 11 + bonus}


def _last_ball(scores):
    pre = {"cue": (-1.0, 0.0), "5": (-0.5, 0.0)}
    rest = [b for b in map(str, range(1, 16)) if b != "5"]
    state = play_state("classic-71", pre, shelves={"P1": rest[:7], "P2": rest[7:]},
                       scores=scores)
    c = hit("cue", "5", (-0.5 - 2 * R, 0.0), (-0.5, 0.0))
    return judge(state, shot(pre, c, pot("5", "FL")), call=Call("5", "FL"))


def test_classic_71_first_to_71_wins():
    _verdict, new = _last_ball({"P1": 56, "P2": 60})
    assert new.scores["P1"] == 71 and new.winner == "P1" and new.phase == "over"


def test_classic_71_5_7_seventy_all_decider():
    _, new = _last_ball({"P1": 55, "P2": 70})
    assert new.scores == {"P1": 70, "P2": 70} and new.phase == "play"
    assert new.balls["5"] == T.back_spot and "5" not in new.shelves["P1"]
    assert new.pending.kind == "lag" and new.pending.context == "decider"
    assert new.ball_in_hand == "house"
    with pytest.raises(InputError):
        decide(new, {"kind": "lag", "winner": "P9", "choice": "shoot"})
    lagged = decide(new, {"kind": "lag", "winner": "P2", "choice": "pass"})
    assert lagged.to_move == "P1" and lagged.pending is None
    # A foul ends it: the opponent wins.
    place = (-1.2, 0.0)
    pre = {**lagged.balls, "cue": place}
    _, over = judge(lagged, shot(pre, cushion("cue", "front", (-HL + R, 0.0))),
                          place=place, call=Call("5", "BL"))
    assert over.winner == "P2" and over.scores == {"P1": 65, "P2": 75}
    # A legal pot into the called pocket ends it too.
    c = hit("cue", "5", (T.back_spot[0] - 2 * R, 0.0), T.back_spot)
    _verdict, over = judge(lagged, shot(pre, c, pot("5", "BL")), place=place,
                          call=Call("5", "BL"))
    assert over.winner == "P1" and over.scores["P1"] == 70 + 5 + 10


def test_classic_71_5_7_decider_miss_goes_on():
    _, new = _last_ball({"P1": 55, "P2": 70})
    new = decide(new, {"kind": "lag", "winner": "P1", "choice": "shoot"})
    place = (-1.2, 0.0)
    pre = {**new.balls, "cue": place}
    c = hit("cue", "5", (T.back_spot[0] - 2 * R, 0.0), T.back_spot)
    verdict, after = judge(new, shot(pre, c, cushion("5", "back", (HL - R, 0.0)),
                                     cushion("5", "left-back", (1.5, HW - R))),
                           place=place, call=Call("5", "BL"))
    assert verdict.legal and after.phase == "play" and after.to_move == "P2"


def test_club_three_players_150_points_51_wins_turn_goes_round():
    state = new_game("classic-71", players=3)
    assert state.options.target == 51 and state.options.values["2"] == 12
    assert sum(state.options.values.values()) + state.options.last_ball_bonus == 150
    s = play_state("classic-71", PRE, shelves={"P1": ["10", "11"], "P2": ["12", "13"],
                                               "P3": ["14", "15"]}, players=3)
    verdict, new = judge(s, shot(PRE, C1), call=Call("1", "FL"))  # not completed: foul
    assert verdict.points == {"P1": -5, "P2": 5}  # our reading: to the next player
    new = decide(new, {"kind": "shoot_or_pass", "choice": "shoot"})
    assert new.to_move == "P2"
    _, new2 = judge(new, shot(PRE, C1, cushion("1", "left-front", (-0.4, HW - R)),
                              cushion("1", "front", (-HL + R, 0.3))), call=Call("1", "FL"))
    assert new2.to_move == "P3"


def test_club_four_players_160_points_41_wins():
    state = new_game("classic-71", players=4)
    assert state.options.target == 41
    assert state.options.values["2"] == 12 and state.options.values["3"] == 13
    assert sum(state.options.values.values()) + state.options.last_ball_bonus == 160


def test_club_three_players_all_fifty_is_a_draw():
    pre = {"cue": (-1.0, 0.0), "5": (-0.5, 0.0)}
    rest = [b for b in map(str, range(1, 16)) if b != "5"]
    state = play_state("classic-71", pre, shelves={"P1": rest[:5], "P2": rest[5:10],
                                                   "P3": rest[10:]},
                       scores={"P1": 35, "P2": 50, "P3": 50}, players=3)
    c = hit("cue", "5", (-0.5 - 2 * R, 0.0), (-0.5, 0.0))
    _, new = judge(state, shot(pre, c, pot("5", "FL")), call=Call("5", "FL"))
    assert new.scores == {"P1": 50, "P2": 50, "P3": 50}
    assert new.phase == "over" and new.draw and new.winner is None


@pytest.mark.parametrize(("pts", "ok"), [(5, True), (35, True), (20, True), (4, False),
                                          (40, False)], ids=lambda v: f"handicap-{v}")
def test_club_handicap_5_to_35(pts, ok):
    if ok:
        s = new_game("classic-71", handicap={"P2": pts})
        assert s.scores == {"P1": 0, "P2": pts}
        assert s.sheet[0]["points"] == {"P2": pts}
    else:
        with pytest.raises(InputError):
            new_game("classic-71", handicap={"P2": pts})


def test_club_handicap_only_in_the_classic_game():
    with pytest.raises(InputError):
        new_game("free", handicap={"P2": 10})


BANK = [C1, cushion("1", "left-front", (-0.5, HW - R)), pot("1", "FR")]


@pytest.mark.parametrize(("mode", "steps", "made"), [
    ("ball-pocket", BANK, True),
    ("strict", BANK, False),
    ("strict", [C1, cushion("1", "front", (-HL + R, -0.7), jaw="FR"), pot("1", "FR")], True),
    ("strict", [hit("cue", "2", (0.5 - 2 * R, 0.4), (0.5, 0.4)),
                hit("2", "1", (-0.43, 0.0), (-0.5, 0.0)), pot("1", "FR")], False),
    ("ball-pocket", [hit("cue", "2", (0.5 - 2 * R, 0.4), (0.5, 0.4)),
                     hit("2", "1", (-0.43, 0.0), (-0.5, 0.0)), pot("1", "FR")], True),
], ids=["ball-pocket-bank", "strict-bank", "strict-jaw-of-called-pocket",
        "strict-combination", "ball-pocket-combination"])
def test_club_call_modes(mode, steps, made):
    state = _state(call_mode=mode)
    verdict, _ = judge(state, shot(PRE, *steps), call=Call("1", "FR"))
    assert verdict.legal and verdict.call_made is made


def test_classic_break_without_call_respots_pockets():
    state = new_game("classic-71")
    pre = dict(state.balls)
    c = hit("cue", "4", (pre["4"][0] - 2 * R, 0.0), pre["4"])
    verdict, new = judge(state, shot(pre, c, pot("2", "BL")))
    assert verdict.legal and list(verdict.respotted) == ["2"] and new.to_move == "P2"


def test_classic_6_2_cue_ball_in_hand_from_the_house():
    state = in_hand(_state())
    with pytest.raises(InputError):
        judge(state, shot({**PRE, "cue": (0.0, 0.0)}, C1), place=(0.0, 0.0),
              call=Call("1", "FL"))
