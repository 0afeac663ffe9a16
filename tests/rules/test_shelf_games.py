"""Free, Combined, Dynamic and Classic 8: scoring, penalty balls, shoot or pass, winning."""

from __future__ import annotations

import pytest

from simulation.errors import InputError
from simulation.rules.game import decide, judge

from .helpers import HL, HW, R, cross, cushion, hit, play_state, pot, shot

SMALL = {"cue": (-1.0, 0.0), "1": (-0.5, 0.0), "2": (0.5, 0.4), "3": (0.6, -0.4), "4": (1.0, 0.0)}
PRE = {**SMALL, **{str(n): (0.2 * (n - 4), -0.7) for n in range(5, 10)}}
C1 = hit("cue", "1", (-0.5 - 2 * R, 0.0), (-0.5, 0.0))
MISS = [C1]  # contact only: not completed (20)
TWO_CUSHIONS = [C1, cushion("1", "left-front", (-0.4, HW - R)),
                cushion("1", "front", (-HL + R, 0.5))]


@pytest.mark.parametrize("discipline", ["free", "combined", "dynamic", "classic-8"])
def test_5_legal_pot_scores_one_and_keeps_the_turn(discipline):
    state = play_state(discipline, PRE)
    verdict, new = judge(state, shot(PRE, C1, pot("1", "FL")))
    assert verdict.legal and verdict.points == {"P1": 1} and verdict.turn == "continues"
    assert new.scores["P1"] == state.scores["P1"] + 1 and new.shelves["P1"][-1] == "1"
    assert new.to_move == "P1"


@pytest.mark.parametrize("discipline", ["free", "combined", "dynamic", "classic-8"])
def test_7_2_legal_shot_without_a_pot_passes_the_turn(discipline):
    state = play_state(discipline, PRE)
    verdict, new = judge(state, shot(PRE, *TWO_CUSHIONS))
    assert verdict.legal and verdict.turn == "passes" and new.to_move == "P2"
    assert new.scores == state.scores


@pytest.mark.parametrize("discipline", ["free", "combined", "dynamic", "classic-8"])
def test_7_4_foul_penalty_ball_then_shoot_or_pass(discipline):
    state = play_state(discipline, PRE)
    verdict, new = judge(state, shot(PRE, *MISS))
    assert not verdict.legal and new.pending.kind == "penalty_ball" and new.to_move == "P2"
    if discipline == "free":
        assert "cue" in new.pending.options  # Free 6: any ball
    else:
        assert "cue" not in new.pending.options  # object balls (Dynamic 7.1; our reading)
    with pytest.raises(InputError) as e:
        decide(new, {"kind": "penalty_ball", "ball": "15"})  # not on the table
    assert e.value.field == "decision.ball"
    with pytest.raises(InputError):
        judge(new, shot(PRE, *MISS))  # a decision is pending
    after = decide(new, {"kind": "penalty_ball", "ball": "4"})
    assert after.scores["P2"] == state.scores["P2"] + 1 and "4" not in after.balls
    assert after.pending.kind == "shoot_or_pass"
    shoot = decide(after, {"kind": "shoot_or_pass", "choice": "shoot"})
    passed = decide(after, {"kind": "shoot_or_pass", "choice": "pass"})
    assert (shoot.to_move, passed.to_move) == ("P2", "P1")
    assert shoot.pending is None and passed.pending is None


def test_free_5_1_any_ball_may_be_the_cue_ball():
    state = play_state("free", PRE)
    result = shot(PRE, hit("2", "3", (0.5, 0.4), (0.6, -0.4)), pot("3", "BR"), pot("2", "MR"),
                  cue="2")
    verdict, new = judge(state, result)
    assert verdict.legal and set(verdict.scored) == {"2", "3"}
    assert new.scores["P1"] == state.scores["P1"] + 2


def test_combined_5_2_cue_ball_pocketed_is_paid_with_an_object_ball():
    state = play_state("combined", PRE)
    verdict, new = judge(state, shot(PRE, C1, pot("cue", "FR")))
    assert verdict.legal and verdict.points == {"P1": 0} and verdict.turn == "decision"
    assert new.pending.kind == "replace_cue" and new.pending.by == "P1"
    with pytest.raises(InputError):
        decide(new, {"kind": "replace_cue", "ball": "cue"})
    new = decide(new, {"kind": "replace_cue", "ball": "4"})
    assert new.scores["P1"] == state.scores["P1"] + 1 and new.shelves["P1"][-1] == "4"
    assert new.ball_in_hand == "house" and new.to_move == "P1" and new.pending is None


def test_combined_5_2_note_replacement_may_be_declined():
    state = play_state("combined", PRE)
    _, new = judge(state, shot(PRE, C1, pot("cue", "FR")))
    new = decide(new, {"kind": "replace_cue", "ball": None})
    assert new.scores == state.scores and new.ball_in_hand == "house"


def test_dynamic_5_2_then_hand_anywhere():
    state = play_state("dynamic", PRE)
    _, new = judge(state, shot(PRE, C1, pot("cue", "FR"), pot("1", "FL")))
    new = decide(new, {"kind": "replace_cue", "ball": "2"})
    assert new.scores["P1"] == state.scores["P1"] + 2 and new.ball_in_hand == "table"


def test_dynamic_7_3_foul_with_the_cue_ball_on_the_table_plays_from_where_it_stopped():
    state = play_state("dynamic", PRE)
    _, new = judge(state, shot(PRE, *MISS))
    assert new.ball_in_hand is None and "cue" in new.balls


def test_classic_8_5_1_only_object_balls():
    state = play_state("classic-8", PRE)
    verdict, new = judge(state, shot(PRE, C1, pot("1", "FL"), pot("cue", "FR")))
    assert [f.code for f in verdict.fouls] == ["cue_ball_potted_classic8"]
    assert verdict.respotted == {"1": (0.8875, 0.0)}
    assert new.ball_in_hand == "house"  # Classic 8 6.2


@pytest.mark.parametrize("discipline", ["free", "combined", "dynamic", "classic-8"])
def test_1_first_to_eight_wins(discipline):
    state = play_state(discipline, SMALL, shelves={
        "P1": ["5", "6", "7", "8", "9", "10", "11"], "P2": ["12", "13", "14", "15"]})
    assert state.scores == {"P1": 7, "P2": 4}
    verdict, new = judge(state, shot(SMALL, C1, pot("1", "FL")))
    assert new.phase == "over" and new.winner == "P1" and verdict.winner == "P1"
    assert verdict.turn == "over" and new.to_move is None
    with pytest.raises(InputError):
        judge(new, shot(SMALL, C1))


def test_1_penalty_ball_can_win_the_game():
    state = play_state("free", SMALL, shelves={
        "P1": ["5", "6", "7", "8"], "P2": ["9", "10", "11", "12", "13", "14", "15"]})
    _, new = judge(state, shot(SMALL, *MISS))
    new = decide(new, {"kind": "penalty_ball", "ball": "4"})
    assert new.winner == "P2" and new.phase == "over" and new.pending is None


def test_free_20_crossing_then_cushion_legal_pass():
    state = play_state("free", PRE)
    verdict, _ = judge(state, shot(PRE, C1, cross("1"), cushion("1", "back", (HL - R, 0.0))))
    assert verdict.legal and verdict.completed == "20.3.1"
