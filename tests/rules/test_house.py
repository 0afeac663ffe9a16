"""Shots from hand: the house (General rules 10-12, Combined 6, Classic 6, Classic 8 7), the
temporary house (Combined 6.7/6.8, Classic 8 7.7) and Dynamic's hand anywhere (Dynamic 6)."""

from __future__ import annotations

import pytest

from simulation.errors import InputError
from simulation.rules.game import decide, judge

from .helpers import HL, HW, R, T, cushion, hit, in_hand, play_state, pot, shot

IN_HOUSE = (-1.3, 0.3)
OUTSIDE = (0.3, 0.0)
PRE = {"1": IN_HOUSE, "2": OUTSIDE}
PLACE = (-1.5, 0.3)


def _state(discipline: str = "combined"):
    return in_hand(play_state(discipline, {**PRE, "cue": (-1.0, -0.5)}))


def _legal_steps(place=PLACE):
    return [hit("cue", "2", (OUTSIDE[0] - 2 * R, 0.0), OUTSIDE),
            cushion("2", "back", (HL - R, 0.0)), cushion("2", "left-back", (1.2, HW - R))]


@pytest.mark.parametrize("discipline", ["combined", "classic-8", "classic-71", "classic-51"])
def test_house_6_5_contact_outside_the_house_is_legal(discipline):
    state = _state(discipline)
    pre = {**PRE, "cue": PLACE}
    call = None
    if discipline.startswith("classic-") and discipline != "classic-8":
        from simulation.rules.verdict import Call
        call = Call("2", "BL")
    verdict, _ = judge(state, shot(pre, *_legal_steps()), place=PLACE, call=call)
    assert verdict.legal


@pytest.mark.parametrize(("discipline", "clause"), [
    ("combined", "combined 6.6"), ("classic-8", "classic-8 7.6"),
    ("classic-71", "classic-71 6.6"), ("classic-51", "classic-51 6.6")])
def test_house_6_6_first_touch_in_the_house_is_a_foul(discipline, clause):
    state = _state(discipline)
    pre = {**PRE, "cue": PLACE}
    call = None
    if discipline in ("classic-71", "classic-51"):
        from simulation.rules.verdict import Call
        call = Call("1", "FL")
    result = shot(pre, hit("cue", "1", (IN_HOUSE[0] - 2 * R, 0.3), IN_HOUSE), pot("1", "FL"))
    verdict, _ = judge(state, result, place=PLACE, call=call)
    assert [(f.code, f.clause) for f in verdict.fouls] == [("house_ball_in_house", clause)]


def test_combined_6_6_no_ball_outside_the_house_is_a_foul():
    state = _state()
    pre = {**PRE, "cue": PLACE}
    # The cue ball leaves the house, comes off the back cushion and back down the table to hit
    # the ball in the house: not the first bullet (it had left), but the second.
    result = shot(pre, cushion("cue", "back", (HL - R, 0.3)),
                  hit("cue", "1", (IN_HOUSE[0] + 2 * R, 0.3), IN_HOUSE),
                  cushion("1", "front", (-HL + R, 0.3)), cushion("1", "left-front", (-1.6, HW - R)))
    verdict, _ = judge(state, result, place=PLACE)
    assert [f.code for f in verdict.fouls] == ["house_no_ball_outside"]


def test_combined_6_6_house_ball_after_an_outside_ball_is_fine():
    state = _state()
    pre = {**PRE, "cue": PLACE}
    result = shot(pre, hit("cue", "2", (OUTSIDE[0] - 2 * R, 0.0), OUTSIDE),
                  cushion("cue", "left-back", (0.5, HW - R)),
                  hit("cue", "1", (IN_HOUSE[0] + 2 * R, 0.3), IN_HOUSE), pot("1", "FL"))
    verdict, _ = judge(state, result, place=PLACE)
    assert verdict.legal and verdict.scored == ("1",)


@pytest.mark.parametrize(("pos", "why"), [
    ((T.house_line_x, 0.0), "on the house line"),        # 11.1/11.2, Combined 6.3
    ((-0.5, 0.0), "must be"),                              # outside the house
    ((IN_HOUSE[0] - 2 * R, 0.3), "touches ball 1"),        # Combined 6.1
    ((-HL, 0.0), "off the playing surface"),
], ids=["11.1-house-line", "combined-6.1-outside", "combined-6.1-frozen-to-ball",
        "12.3-off-surface"])
def test_combined_6_1_refused_placements_leave_the_state_alone(pos, why):
    state = _state()
    before = state.to_json()
    pre = {**PRE, "cue": pos}
    with pytest.raises(InputError) as e:
        judge(state, shot(pre, *_legal_steps()), place=pos)
    assert e.value.field == "cue_ball_position" and why in e.value.message
    assert state.to_json() == before


def test_house_ball_in_hand_needs_a_position():
    state = _state()
    with pytest.raises(InputError) as e:
        judge(state, shot({**PRE, "cue": PLACE}, *_legal_steps()))
    assert e.value.field == "cue_ball_position"


def _all_in_house(discipline: str):
    """Every object ball in the house and the cue ball in hand."""
    state = play_state(discipline, {"1": (-1.3, 0.3), "2": (-1.2, -0.3), "cue": (0.5, 0.0)})
    return in_hand(state)


@pytest.mark.parametrize("discipline", ["combined", "classic-8"])
def test_temporary_house_6_7_when_every_object_ball_is_in_the_house(discipline):
    state = _all_in_house(discipline)
    from simulation.rules.game import referee_for
    state = referee_for(discipline).refresh_house(state, T)
    assert state.house == "temporary"
    # 6.8 (a shot from the wrong house) cannot happen: the placement is refused.
    with pytest.raises(InputError):
        judge(state, shot({**state.balls, "cue": (-1.5, 0.0)}), place=(-1.5, 0.0))
    with pytest.raises(InputError):
        judge(state, shot({**state.balls, "cue": (T.back_spot[0], 0.1)}),
              place=(T.back_spot[0], 0.1))  # on the temporary house line
    pre = {**state.balls, "cue": (1.2, 0.3)}
    result = shot(pre, hit("cue", "1", (-1.3 + 2 * R, 0.3), (-1.3, 0.3)), pot("1", "FL"))
    verdict, _ = judge(state, result, place=(1.2, 0.3))
    assert verdict.legal  # 6.6 read for the temporary house: ball 1 is outside it


def test_combined_6_7_temporary_house_after_a_legal_cue_ball_pot():
    state = play_state("combined", {"1": (-1.3, 0.3), "2": (-1.2, -0.3), "3": (0.5, 0.5),
                                    "cue": (0.2, 0.5)})
    result = shot(state.balls, hit("cue", "3", (0.5 - 2 * R, 0.5), (0.5, 0.5)), pot("cue", "ML"))
    verdict, new = judge(state, result)
    assert verdict.legal and new.pending.kind == "replace_cue" and new.to_move == "P1"
    new = decide(new, {"kind": "replace_cue", "ball": "3"})
    assert new.house == "temporary" and new.ball_in_hand == "house"


def test_dynamic_6_1_hand_anywhere_but_not_touching():
    state = in_hand(play_state("dynamic", {**PRE, "cue": (0, 0.5)}), "table")
    pre = {**PRE, "cue": (OUTSIDE[0] - 2 * R, 0.0)}
    with pytest.raises(InputError) as e:
        judge(state, shot(pre, *_legal_steps()), place=pre["cue"])
    assert "touches ball 2" in e.value.message
    verdict, _ = judge(state, shot({**PRE, "cue": (0.0, 0.0)}, *_legal_steps()),
                       place=(0.0, 0.0))
    assert verdict.legal


def test_dynamic_6_5_6_6_cue_ball_pocketed_from_hand():
    state = in_hand(play_state("dynamic", {**PRE, "cue": (0, 0.5)}), "table")
    pre = {**PRE, "cue": (0.0, 0.0)}
    result = shot(pre, hit("cue", "2", (OUTSIDE[0] - 2 * R, 0.0), OUTSIDE), pot("2", "BL"),
                  pot("cue", "BR"))
    verdict, new = judge(state, result, place=(0.0, 0.0))
    assert [(f.code, f.clause) for f in verdict.fouls] == [
        ("cue_ball_potted_from_hand", "dynamic 6.5")]
    assert verdict.respotted == {"2": T.back_spot}  # 6.6: not counted, re-spotted
    assert new.ball_in_hand == "table"  # 7.2: the opponent plays from hand anywhere
