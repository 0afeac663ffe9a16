"""General rules 25 (re-spotting) with its exact geometry, and 21.4/23.4 (what is re-spotted)."""

from __future__ import annotations

import math

import pytest

from simulation.geometry import dist
from simulation.rules.game import judge
from simulation.rules.respot import SPOT_CLEARANCE, respot_positions
from simulation.table import TOUCH_GAP

from .helpers import HL, R, T, cushion, hit, play_state, pot, shot

BS = T.back_spot[0]
D_TOUCH = 2 * R + TOUCH_GAP
D_CLEAR = 2 * R + SPOT_CLEARANCE


def test_25_2_one_ball_goes_on_the_back_spot():
    assert respot_positions(["7"], {"cue": (-1.0, 0.0)}, T) == {"7": (BS, 0.0)}


def test_25_2_several_balls_along_the_spotting_line_touching():
    out = respot_positions(["3", "9", "12"], {"cue": (-1.0, 0.0)}, T)
    assert out["3"] == (BS, 0.0)
    assert out["9"] == pytest.approx((BS + D_TOUCH, 0.0))
    assert out["12"] == pytest.approx((BS + 2 * D_TOUCH, 0.0))


def test_25_2_ball_on_the_back_spot_is_kept_clear_not_touched():
    out = respot_positions(["7"], {"5": (BS, 0.0)}, T)
    assert out["7"] == pytest.approx((BS + D_CLEAR, 0.0))
    assert dist(out["7"], (BS, 0.0)) > 2 * R + 0.5 * SPOT_CLEARANCE


def test_25_2_ball_near_the_line_in_the_way():
    oy = 0.05
    blocker = (BS + 0.1, oy)
    out = respot_positions(["7", "8"], {"5": blocker}, T)
    assert out["7"] == (BS, 0.0)  # the back spot itself is free
    # The second ball cannot touch the first (it would reach the blocker), so it goes just
    # past the blocker, clear of it.
    assert out["8"] == pytest.approx((blocker[0] + math.sqrt(D_CLEAR**2 - oy**2), 0.0))


def test_25_2_touching_the_previous_spotted_ball_when_there_is_room():
    out = respot_positions(["7", "8"], {"5": (BS + 0.3, 0.0)}, T)
    assert out["8"] == pytest.approx((BS + D_TOUCH, 0.0))


def test_25_2_no_room_on_the_line_goes_on_the_extension_toward_the_centre():
    crowd = {str(k + 1): (BS + k * 0.0695, 0.0) for k in range(13)}
    assert all(x <= HL - R for x, _ in crowd.values())
    out = respot_positions(["14", "15"], crowd, T)
    assert out["14"] == pytest.approx((BS - D_CLEAR, 0.0))
    assert out["15"] == pytest.approx((BS - D_CLEAR - D_TOUCH, 0.0))


def test_25_2_respotted_balls_never_overlap_anything():
    layout = {"1": (BS, 0.01), "2": (BS + 0.07, -0.02), "3": (BS + 0.2, 0.06), "cue": (1.2, 0.0)}
    out = respot_positions(["4", "5", "6", "7"], layout, T)
    placed = list(out.values())
    for p in placed:
        for q in layout.values():
            assert dist(p, q) >= 2 * R + SPOT_CLEARANCE - 1e-9
    for i, p in enumerate(placed):
        for q in placed[i + 1:]:
            assert dist(p, q) >= 2 * R
        assert p[1] == 0.0 and abs(p[0]) <= HL - R


PRE = {"cue": (-1.0, 0.0), "1": (-0.5, 0.0), "2": (0.4, 0.4), "3": (0.6, -0.4)}


def test_25_note_free_respots_the_cue_ball_like_any_ball():
    state = play_state("free", PRE)
    result = shot(PRE, hit("cue", "1", (-0.57, 0.0), (-0.5, 0.0)), pot("1", "FL"),
                  pot("cue", "FR"), off=["2"])  # ball 2 jumps: a foul (23.3)
    verdict, new = judge(state, result)
    assert [f.code for f in verdict.fouls] == ["ball_off_table"]
    # 21.4/23.4/25: pocketing order, then the ball off the table.
    assert list(verdict.respotted) == ["1", "cue", "2"]
    assert verdict.respotted["1"] == (BS, 0.0)
    assert new.ball_in_hand is None and "cue" in new.balls


def test_25_note_combined_cue_ball_comes_back_from_the_house():
    state = play_state("combined", PRE)
    result = shot(PRE, cushion("cue", "front", (-HL + R, 0.0)), pot("cue", "FR"))
    verdict, new = judge(state, result)
    assert [f.code for f in verdict.fouls] == ["no_contact"] and verdict.respotted == {}
    assert new.ball_in_hand == "house" and new.awaiting == ("cue",)
    assert "cue" not in new.balls and new.pending.by == "P2"
