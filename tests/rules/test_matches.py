"""Matches headless (simulation.rules.matchplay): frames in a match (General rules 14.1, pair
format 2.2/2.3) and the team formats' individual matches (triathlon 3+3, Free 3+3, Free 2+2,
clauses 2.1-2.7 and 3.1-3.2 of each), through the API and through ``pyramid-coach game``."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from coach_app.cli import main
from simulation.errors import InputError
from simulation.rules.game import decide, judge
from simulation.rules.matchplay import carry_on, start_match
from simulation.rules.state import GameState, state_from_json

from .helpers import R, hit, play_state, pot, shot

PRE = {"cue": (-1.0, 0.0), "1": (-0.5, 0.0), "2": (0.5, 0.4)}


def _finish(state: GameState, winner: str | None) -> GameState:
    """The frame ends (``winner`` None: drawn) and the match carries on."""
    over = replace(state, phase="over", winner=winner, draw=winner is None, to_move=None,
                   shooter=None, pending=None)
    return carry_on(over)


def _winning_state(match_state: GameState, scores: dict[str, int]) -> GameState:
    """A Free frame of the match where P1's next pot (ball 1, FL) wins it."""
    s = play_state("free", PRE, scores=scores)
    return replace(s, match=match_state.match)


WIN = shot(PRE, hit("cue", "1", (-0.5 - 2 * R, 0.0), PRE["1"]), pot("1", "FL"))


# ----------------------------------------------------------------- 14.1 frames
def test_14_1_the_break_alternates_and_the_match_ends_at_a_majority():
    """14.1: «В каждой последующей партии соперники начинают по очереди»."""
    s = start_match("free", frames=3)
    assert s.breaker == "P1" and s.match.frames_to_win == 2
    s = _winning_state(s, {"P1": 7, "P2": 13 - 7})
    verdict, over = judge(s, WIN)
    assert verdict.winner == "P1" and over.phase == "over"
    s = carry_on(over)
    assert s.phase == "break" and s.breaker == "P2" and s.to_move == "P2"
    assert s.match.frame == 2 and s.match.frames_won == {"P1": 1, "P2": 0}
    frame = s.match.sheet[-1]
    assert frame["event"] == "frame" and frame["winner"] == "P1" and frame["breaker"] == "P1"
    assert sum(e["points"].get("P1", 0) for e in frame["sheet"]) == frame["scores"]["P1"] - 7
    s = _finish(s, "P2")
    assert s.breaker == "P1" and s.match.frames_won == {"P1": 1, "P2": 1}
    s = _finish(s, "P1")
    assert s.phase == "over" and s.match.over and s.match.winner == "P1"
    assert [e["breaker"] for e in s.match.sheet] == ["P1", "P2", "P1"]
    assert carry_on(s) == s  # a finished match stays finished
    assert state_from_json(json.loads(json.dumps(s.to_json()))) == s


def test_14_1_three_club_players_break_round_the_table_and_a_draw_counts_for_nobody():
    """14.1 with the club rules' three players (002); a drawn frame (50-50-50) is no win."""
    s = start_match("classic-71", frames=3, players=3)
    breakers = [s.breaker]
    for w in (None, "P2", "P3"):
        s = _finish(s, w)
        breakers.append(s.breaker)
    assert breakers == ["P1", "P2", "P3", "P1"]
    assert s.match.frames_won == {"P1": 0, "P2": 1, "P3": 1} and not s.match.over
    assert s.options.values["2"] == 12 and s.options.target == 51  # each frame: 3 players


def test_pair_2_2_2_3_frames_rotate_pairs_and_partners():
    """Pair format 2.2 «команды производят начальный удар поочередно», 2.3 «Игроки одной и той
    же команды также выполняют начальный удар по очереди»."""
    s = start_match("combined", frames=7, fmt="pair")
    seen = [s.breaker]
    for w in ("A", "B", "A"):
        s = _finish(s, w)
        seen.append(s.breaker)
    assert seen == ["A1", "B1", "A2", "B2"]


def test_8_4_a_lag_decides_the_first_break_and_later_frames_alternate_from_it():
    """8.4: the lag winner breaks or passes; 14.1 alternates from whoever broke frame 1."""
    s = start_match("free", frames=3, lag=True)
    assert s.pending.kind == "lag" and s.match.first_side is None
    s = decide(s, {"kind": "lag", "winner": "P2", "choice": "shoot"})
    s = _finish(s, "P2")
    assert s.match.first_side == "P2" and s.breaker == "P1" and s.pending is None


def test_the_pyramid_t_house_rule_and_handicaps_carry_into_every_frame():
    s = start_match("pyramid-t", frames=3, call_mode="uncalled")
    s = _finish(s, "P1")
    assert s.options.house_rules == ("uncalled",)
    h = start_match("classic-71", frames=3, handicap={"P2": 20})
    assert _finish(h, "P1").scores == {"P1": 0, "P2": 20}


# --------------------------------------------------------------- team formats
@pytest.mark.parametrize(("fmt", "winners", "boards"), [
    ("triathlon-3+3", "AAA", [("1", "dynamic"), ("2", "combined"), ("3", "free")]),
    ("triathlon-3+3", "ABABA", [("1", "dynamic"), ("2", "combined"), ("3", "free"),
                                ("2", "combined"), ("3", "free")]),
    ("free-3+3", "ABBAB", [("1", "free"), ("2", "free"), ("3", "free"), ("1", "free"),
                           ("2", "free")]),
    ("free-2+2", "BB", [("1", "free"), ("2", "free")]),
], ids=["triathlon-3-0", "triathlon-2.6-at-2-1-board2-combined-at-2-2-board3-free",
        "free3+3-2.6-at-2-1-board1-at-2-2-board2", "free2+2-2.6-first-to-two"])
def test_2_6_team_match_boards_and_end(fmt, winners, boards):
    """2.1/2.2 boards and their games; 2.5 one team point per individual match; 2.6 the team
    first to 3 (2 in Free 2+2) wins, with the replays the clause names."""
    s = start_match(None, fmt=fmt, team_names=["Спартак", "Динамо"])
    played = []
    for w in winners:
        played.append((s.match.board, s.discipline))
        board = int(s.match.board)
        assert s.players == (s.match.teams["A"].players[board - 1],
                             s.match.teams["B"].players[board - 1])
        winner = s.players[0] if w == "A" else s.players[1]
        s = _finish(s, winner)
    assert played == boards and s.match.over and s.match.winner == winners[-1]
    points = s.match.team_points
    assert points[winners[-1]] == (2 if fmt == "free-2+2" else 3)
    individual = [e for e in s.match.sheet if e["event"] == "individual"]
    assert [e["winner"] for e in individual] == list(winners)


def test_free_2_2_2_7_the_deciding_match_alternates_boards_and_3_2_breaks():
    """2.7: at 1-1 «первую партию встречи играют первые номера команд, вторую – вторые, третью –
    вновь первые»; 3.2: the break passes between the teams from frame to frame."""
    s = start_match(None, fmt="free-2+2", frames=3)
    for w in ("A", "A", "B", "B"):  # board 1 to A in two frames, board 2 to B in two
        s = _finish(s, s.players[0] if w == "A" else s.players[1])
    assert s.match.board == "1/2" and s.match.number == 3
    seen = []
    for w in ("A", "B", "A"):
        seen.append((s.players, s.breaker))
        s = _finish(s, s.players[0] if w == "A" else s.players[1])
    assert seen == [(("A1", "B1"), "A1"), (("A2", "B2"), "B2"), (("A1", "B1"), "A1")]
    assert s.match.over and s.match.winner == "A" and s.match.team_points == {"A": 2, "B": 1}


def test_3_2_breaks_alternate_within_an_individual_match_and_start_in_turn():
    s = start_match(None, fmt="free-3+3", frames=3)
    assert s.breaker == "A1"
    s = _finish(s, "A1")
    assert s.breaker == "B1"  # 3.2
    s = _finish(s, "A1")
    assert s.match.board == "2" and s.breaker == "B2"  # I-33: the next match B breaks first


@pytest.mark.parametrize(("kw", "field"), [
    ({"fmt": "free-2+2", "names": ["a", "b", "c"]}, "names"),
    ({"fmt": "free-3+3", "boards": ["free", "combined", "dynamic"]}, "boards"),
    ({"fmt": "triathlon-3+3", "boards": ["free", "free", "dynamic"]}, "boards"),
    ({"fmt": "free-2+2", "handicap": {"A1": 10}}, "format"),
    ({"fmt": "free-2+2", "breaker": "B1"}, "breaker"),
    ({"fmt": "free-2+2", "frames": 0}, "frames"),
])
def test_bad_team_setups_name_the_field(kw, field):
    with pytest.raises(InputError) as e:
        start_match(None, **kw)
    assert e.value.field == field


def test_triathlon_note_to_2_2_another_set_with_a_classic_game():
    s = start_match(None, fmt="triathlon-3+3", boards=["classic-71", "combined", "free"])
    assert s.discipline == "classic-71" and s.options.call_mode == "ball-pocket"


# ----------------------------------------------------------------------- CLI
def test_cli_game_new_frames_and_format(capsys):
    assert main(["game", "new", "--discipline", "free", "--frames", "3"]) == 0
    m = json.loads(capsys.readouterr().out)["match"]
    assert m["frames"] == 3 and m["frames_won"] == {"P1": 0, "P2": 0} and m["sheet"] == []
    assert main(["game", "new", "--format", "triathlon-3+3", "--team-names", "Red,Blue",
                 "--names", "a1,a2,a3,b1,b2,b3"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["discipline"] == "dynamic" and s["players"] == ["a1", "b1"]
    assert s["match"]["teams"]["B"] == {"name": "Blue", "players": ["b1", "b2", "b3"]}
    assert main(["game", "new", "--discipline", "free"]) == 0
    assert "match" not in json.loads(capsys.readouterr().out)  # a lone frame is unchanged
    assert main(["game", "new", "--format", "free-2+2", "--discipline", "combined"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "discipline" in err


def test_cli_judge_and_decide_carry_the_match(tmp_path, capsys):
    from .test_cli_game import _main

    s = _winning_state(start_match("free", frames=3), {"P1": 7, "P2": 6})
    code, out, err = _main(["game", "judge"], {"state": s.to_json(), "result": WIN.to_json()},
                           tmp_path, capsys)
    assert code == 0, err
    o = json.loads(out)
    assert o["verdict"]["winner"] == "P1" and o["state"]["phase"] == "break"
    assert o["state"]["match"]["frames_won"] == {"P1": 1, "P2": 0}
    assert o["state"]["breaker"] == "P2"
    # A penalty ball that makes 8 ends a frame through 'game decide' (Free 6 and 1).
    fouled = replace(play_state("free", PRE, scores={"P1": 7, "P2": 6}, to_move="P2"),
                     match=start_match("free", frames=3).match)
    _, fouled = judge(fouled, shot(PRE, hit("cue", "2", (0.5 - 2 * R, 0.4), PRE["2"])))
    assert fouled.pending.kind == "penalty_ball" and fouled.shooter == "P1"
    code, out, err = _main(["game", "decide"], {"state": fouled.to_json(), "decision": {
        "kind": "penalty_ball", "ball": "2"}}, tmp_path, capsys)
    assert code == 0, err
    m = json.loads(out)["match"]
    assert m["frames_won"] == {"P1": 1, "P2": 0} and m["sheet"][0]["winner"] == "P1"


def test_cli_game_auto_carries_the_match(tmp_path, capsys):
    """``game auto`` on a decision that ends the frame hands over to the next frame."""
    from .test_cli_game import _main

    fouled = replace(play_state("free", PRE, scores={"P1": 7, "P2": 6}, to_move="P2"),
                     match=start_match("free", frames=3).match)
    _, fouled = judge(fouled, shot(PRE, hit("cue", "2", (0.5 - 2 * R, 0.4), PRE["2"])))
    code, out, err = _main(["game", "auto", "--level", "beginner", "--seed", "1",
                            "--workers", "1"], {"state": fouled.to_json()}, tmp_path, capsys)
    assert code == 0, err
    o = json.loads(out)
    assert o["decision"]["kind"] == "penalty_ball"
    assert o["state"]["match"]["frames_won"] == {"P1": 1, "P2": 0}
    assert o["state"]["phase"] == "break" and o["state"]["breaker"] == "P2"
