"""Team play: the pair format's turn order (Free/Combined pair format 2-3) and the match
structures (General rules 14.1, triathlon 3+3, Free 3+3, Free 2+2)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from simulation.errors import InputError
from simulation.rules.game import decide, judge, new_game
from simulation.rules.match import FrameMatch, TeamMatch, alternating_board, pair_breakers

from .helpers import HL, HW, R, cushion, hit, play_state, pot, shot

PRE = {"cue": (-1.0, 0.0), "1": (-0.5, 0.0), "2": (0.5, 0.4), "3": (0.6, -0.4),
       **{str(n): (0.2 * (n - 4), -0.7) for n in range(4, 10)}}


def _hit(b="1"):
    return hit("cue", b, (PRE[b][0] - 2 * R, PRE[b][1]), PRE[b])


MISS = [_hit(), cushion("1", "left-front", (-0.4, HW - R)), cushion("1", "front", (-HL + R, .3))]


def test_pair_2_1_new_game_has_teams_and_the_breaker_sets_the_order():
    s = new_game("combined", fmt="pair", breaker="B2")
    assert s.sides == ("A", "B") and s.to_move == "B" and s.shooter == "B2"
    assert set(s.scores) == {"A", "B"}


@pytest.mark.parametrize("discipline", ["free", "combined"])
def test_pair_3_turn_order(discipline):
    s = play_state(discipline, PRE, to_move="A1", fmt="pair")
    s = replace(s, team_next={"A": 0, "B": None})
    # A1 misses legally: B has not played yet, so B chooses who enters first (3.2).
    _, s = judge(s, shot(PRE, *MISS))
    assert s.to_move == "B" and s.pending.kind == "choose_player"
    with pytest.raises(InputError):
        decide(s, {"kind": "choose_player", "player": "A2"})
    s = decide(s, {"kind": "choose_player", "player": "B2"})
    assert s.shooter == "B2"
    _, s = judge(s, shot(PRE, *MISS))
    # 3.1: A's next shot is taken by A2 (A1 took the last one).
    assert (s.to_move, s.shooter) == ("A", "A2")
    _, s = judge(s, shot(PRE, _hit(), pot("1", "FL")))
    # 3.1: a scoring shot: the partner continues the visit.
    assert (s.to_move, s.shooter) == ("A", "A1")
    pre = {b: p for b, p in PRE.items() if b != "1"}
    _, s = judge(s, shot(pre, hit("cue", "2", (0.43, 0.4), pre["2"])))  # a foul
    s = decide(s, {"kind": "penalty_ball", "ball": "9"})
    assert s.scores["B"] == len(s.shelves["B"])
    passed = decide(s, {"kind": "shoot_or_pass", "choice": "pass"})
    # 3.3: passed back to the offending team, its second player shoots.
    assert (passed.to_move, passed.shooter) == ("A", "A2")
    shoot = decide(s, {"kind": "shoot_or_pass", "choice": "shoot"})
    assert (shoot.to_move, shoot.shooter) == ("B", "B1")


def test_pair_format_only_for_free_and_combined():
    with pytest.raises(InputError):
        new_game("classic-71", fmt="pair")


def test_14_1_frames_alternate_breaks_best_of_three():
    m = FrameMatch(("P1", "P2"), 3, "P2")
    assert m.breaker() == "P2"
    m = m.record("P1")
    assert m.breaker() == "P1" and m.winner is None
    m = m.record("P1")
    assert m.winner == "P1"
    with pytest.raises(ValueError):
        m.record("P2")


def test_pair_2_2_2_3_breaks_rotate_teams_and_players():
    teams = {"A": ("A1", "A2"), "B": ("B1", "B2")}
    rot = pair_breakers(teams, "B")
    m = FrameMatch(("A", "B"), 5, "B", breakers=rot)
    seen = []
    for w in ("A", "B", "A", "B"):
        seen.append(m.breaker())
        m = m.record(w)
    assert seen == ["B1", "A1", "B2", "A2"]


@pytest.mark.parametrize(("fmt", "winners", "boards"), [
    ("triathlon-3+3", "AAA", [(1, "dynamic"), (2, "combined"), (3, "free")]),
    ("triathlon-3+3", "ABAA", [(1, "dynamic"), (2, "combined"), (3, "free"), (2, "combined")]),
    ("triathlon-3+3", "ABABA", [(1, "dynamic"), (2, "combined"), (3, "free"), (2, "combined"),
                               (3, "free")]),
    ("free-3+3", "ABBA" + "B", [(1, "free"), (2, "free"), (3, "free"), (1, "free"),
                                (2, "free")]),
    ("free-2+2", "ABA", [(1, "free"), (2, "free"), ("1/2", "free")]),
], ids=["triathlon-3-0", "triathlon-2-1-board2-combined", "triathlon-2-2-board3-free",
        "free3+3-2-2-board2", "free2+2-1-1-alternating"])
def test_team_match_structures(fmt, winners, boards):
    m = TeamMatch(fmt, ("A", "B"))
    played = []
    for w in winners:
        played.append(m.next_match())
        m = m.record(w)
    assert played == boards and m.winner == winners[-1] and m.next_match() is None


def test_free_2_2_deciding_match_alternates_boards():
    assert [alternating_board(i) for i in range(4)] == [1, 2, 1, 2]
