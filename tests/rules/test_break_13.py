"""General rules 13 (legal opening break), 13.2 (the four options), 9.3 (incomplete pyramid)
and 12 (the break from the house)."""

from __future__ import annotations

import pytest

from simulation.errors import InputError
from simulation.rules.game import decide, judge, new_game
from simulation.rules.rack import incomplete_rack_slots
from simulation.table import TOUCH_GAP

from .helpers import HL, HW, R, T, cross, cushion, hit, pot, shot


def _break(discipline: str, *steps: tuple, **kw: object):
    state = new_game(discipline, **kw)  # type: ignore[arg-type]
    pre = dict(state.balls)
    first = hit("cue", "4", (pre["4"][0] - 2 * R, 0.0), pre["4"])
    return state, judge(state, shot(pre, first, *steps))


CUSH = {
    "2": cushion("2", "left-back", (1.5, HW - R)),
    "3": cushion("3", "right-back", (1.5, -(HW - R))),
    "11": cushion("11", "back", (HL - R, -0.2)),
}


@pytest.mark.parametrize("discipline", ["free", "combined", "dynamic", "classic-8", "pyramid-t"])
def test_13_1_2_three_balls_to_cushions_is_legal(discipline):
    _, (verdict, new) = _break(discipline, CUSH["2"], CUSH["3"], CUSH["11"])
    assert verdict.legal and verdict.completed == "13.1.2"
    assert new.phase == "play" and new.to_move == "P2"  # 7.2: nothing pocketed


def test_13_1_3_two_cushions_and_a_crossing_is_legal():
    _, (verdict, _) = _break("free", CUSH["2"], CUSH["3"], cross("5", 0.1))
    assert verdict.legal and verdict.completed == "13.1.3"


def test_13_1_3_the_crossing_ball_may_be_a_third_ball():
    _, (verdict, _) = _break("free", CUSH["2"], CUSH["3"], cross("9", 0.1))
    assert verdict.completed == "13.1.3"


def test_13_1_two_cushions_without_crossing_is_illegal():
    _, (verdict, new) = _break("free", CUSH["2"], CUSH["3"])
    assert [(f.code, f.clause) for f in verdict.fouls] == [("illegal_break", "13.1")]
    assert new.pending.kind == "penalty_ball" and new.pending.by == "P2"
    assert new.pending.after == ("break_options",)
    assert "cue" not in new.pending.options  # our reading: the coloured ball is kept back


def test_13_1_cue_ball_crossing_does_not_count():
    _, (verdict, _) = _break("free", CUSH["2"], CUSH["3"], cross("cue", 0.0))
    assert not verdict.legal


def test_13_1_1_a_pocketed_ball_makes_the_break_legal_and_scores():
    _, (verdict, new) = _break("free", pot("11", "BR"))
    assert verdict.legal and verdict.completed == "13.1.1"
    assert new.scores == {"P1": 1, "P2": 0} and new.to_move == "P1"


def test_13_1_1_cue_ball_pocketed_in_classic_8_is_not_a_legal_pot():
    _, (verdict, _) = _break("classic-8", pot("cue", "BR"))
    assert {f.code for f in verdict.fouls} == {"cue_ball_potted_classic8", "illegal_break"}


def test_13_1_no_contact_on_the_break():
    state = new_game("free")
    verdict, _ = judge(state, shot(state.balls, cushion("cue", "front", (-HL + R, 0.0))))
    assert {f.code for f in verdict.fouls} == {"no_contact", "illegal_break"}


def test_classic_4_break_is_not_held_to_13():
    """Classic 71/51 4 cite clauses 11 and 12 only: a break with two cushions is legal."""
    _, (verdict, new) = _break("classic-71", CUSH["2"])
    assert verdict.legal and verdict.completed is None
    assert new.to_move == "P2"


def _illegal_then_penalty(discipline: str = "free"):
    _, (_, state) = _break(discipline, CUSH["2"])
    state = decide(state, {"kind": "penalty_ball", "ball": "15"})
    assert state.pending.kind == "break_options"
    return state


@pytest.mark.parametrize(("choice", "to_move", "phase"), [
    ("accept_play", "P2", "play"),       # 13.2.1
    ("accept_pass", "P1", "play"),       # 13.2.2
    ("rerack_break", "P2", "break"),     # 13.2.3
    ("rerack_offender", "P1", "break"),  # 13.2.4
], ids=["13.2.1", "13.2.2", "13.2.3", "13.2.4"])
def test_13_2_options(choice, to_move, phase):
    state = _illegal_then_penalty()
    assert state.scores == {"P1": 0, "P2": 1} and state.shelves["P2"] == ("15",)
    new = decide(state, {"kind": "break_options", "choice": choice})
    assert new.to_move == to_move and new.phase == phase and new.pending is None
    if phase == "break":
        # 13.2 note / 9.3: the fourteen balls left make an incomplete pyramid, cue in house.
        objects = {b: p for b, p in new.balls.items() if b != "cue"}
        assert len(objects) == 14
        assert sorted(objects.values()) == sorted(
            (round(x, 6) + 0.0, round(y, 6) + 0.0) for x, y in incomplete_rack_slots(14, T))
        assert new.ball_in_hand == "house" and T.in_house(new.balls["cue"])
        assert new.breaker == to_move


def test_13_2_an_unknown_option_is_refused():
    state = _illegal_then_penalty()
    with pytest.raises(InputError) as e:
        decide(state, {"kind": "break_options", "choice": "replay"})
    assert e.value.field == "decision.choice"


def test_13_2_penalty_may_be_declined():
    _, (_, state) = _break("free", CUSH["2"])
    new = decide(state, {"kind": "penalty_ball", "ball": None})
    assert new.scores == {"P1": 0, "P2": 0} and new.pending.kind == "break_options"


@pytest.mark.parametrize(("n", "rows"), [
    (15, [1, 2, 3, 4, 5]), (14, [0, 2, 3, 4, 5]), (13, [1, 2, 3, 4, 3]), (12, [0, 2, 3, 4, 3]),
    (11, [1, 2, 3, 4, 1]), (10, [1, 2, 3, 4]), (9, [0, 2, 3, 4]), (8, [1, 2, 3, 2]),
    (7, [0, 2, 3, 2]), (6, [1, 2, 3]), (5, [0, 2, 3]), (4, [1, 2, 1]), (3, [1, 2]),
    (2, [0, 2]), (1, [1]),
], ids=lambda v: f"9.3-{v}" if isinstance(v, int) else None)
def test_9_3_incomplete_pyramid_rows(n, rows):
    slots = incomplete_rack_slots(n, T)
    assert len(slots) == n == len(set(slots))
    d = 2 * R + TOUCH_GAP
    dx = d * 3 ** 0.5 / 2
    counts = [sum(1 for x, _ in slots if abs(x - (T.back_spot[0] + k * dx)) < 1e-9)
              for k in range(len(rows))]
    assert counts == rows
    # 9.3: the base row is symmetric about the long axis.
    ys = sorted(round(y, 9) for _, y in slots)
    assert ys == sorted(-y for y in ys)


def test_12_2_the_break_is_played_with_the_coloured_ball_even_in_free():
    state = new_game("free")
    with pytest.raises(InputError) as e:
        judge(state, shot(state.balls, hit("4", "5", (0, 0), (0, 0)), cue="4"))
    assert e.value.field == "shot.cue_ball"


@pytest.mark.parametrize(("pos", "ok"), [
    ((-1.2, 0.0), True), ((T.house_line_x, 0.0), False), ((T.house_line_x + 0.01, 0.0), False),
    ((T.house_line_x - 0.001, 0.3), True), ((-HL + R, 0.0), True), ((-HL, 0.0), False),
], ids=["12.3-in-house", "11.1-on-house-line", "11.2-outside", "12.3-just-inside",
        "12.3-frozen-to-front-cushion", "12.3-off-surface"])
def test_12_3_break_placement(pos, ok):
    state = new_game("free")
    pre = {**state.balls, "cue": pos}
    result = shot(pre, hit("cue", "4", (0.8, 0.0), pre["4"]), CUSH["2"], CUSH["3"], CUSH["11"])
    if ok:
        verdict, _ = judge(state, result, place=pos)
        assert verdict.legal
    else:
        with pytest.raises(InputError) as e:
            judge(state, result, place=pos)
        assert e.value.field == "cue_ball_position"


@pytest.mark.parametrize(("winner", "choice", "breaker"), [
    ("P2", "shoot", "P2"), ("P2", "pass", "P1")], ids=["8.4.7-break", "8.4.8-pass"])
def test_8_4_lag_winner_breaks_or_passes(winner, choice, breaker):
    state = new_game("free", lag=True)
    assert state.pending.kind == "lag" and state.pending.context == "start"
    new = decide(state, {"kind": "lag", "winner": winner, "choice": choice})
    assert new.pending is None and new.to_move == breaker and new.breaker == breaker
