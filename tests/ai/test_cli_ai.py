"""``pyramid-coach game auto`` and ``game cvc`` (docs/headless.md shape: JSON in and out, exit 2
on bad input with nothing on stdout)."""

from __future__ import annotations

import json

import pytest

from coach_app.cli import main
from simulation.rules.game import new_game
from simulation.rules.state import state_from_json


def _run(args, payload, tmp_path, capsys):
    path = tmp_path / "in.json"
    path.write_text(json.dumps(payload), encoding="utf-8")
    code = main([*args, "--in", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def test_game_auto_plays_the_break_and_then_a_shot(tmp_path, capsys):
    state = new_game("classic-71").to_json()
    code, out, err = _run(["game", "auto", "--level", "beginner", "--seed", "3",
                           "--workers", "1"], {"state": state}, tmp_path, capsys)
    assert code == 0, err
    data = json.loads(out)
    assert {"shot", "result", "verdict", "state", "explanation"} <= set(data)
    assert data["explanation"][0] == {"code": "breaks"}
    after = state_from_json(data["state"])
    assert after.shot_no == 1
    if after.phase != "over" and after.pending is None:
        code, out, err = _run(["game", "auto", "--level", "beginner", "--workers", "1"],
                              {"state": data["state"]}, tmp_path, capsys)
        assert code == 0, err
        data = json.loads(out)
        codes = [e["code"] for e in data["explanation"]]
        assert "calls" in codes and data["call"] is not None  # classic 5.2


def test_game_auto_answers_a_pending_decision(tmp_path, capsys):
    from dataclasses import replace

    from simulation.rules.state import Pending

    s = new_game("free")
    s = replace(s, phase="play", ball_in_hand=None, house=None,
                pending=Pending("penalty_ball", "P1", ("cue", "1", "15"), ("shoot_or_pass",),
                                "foul", "P2"))
    code, out, err = _run(["game", "auto", "--workers", "1"], {"state": s.to_json()},
                          tmp_path, capsys)
    assert code == 0, err
    data = json.loads(out)
    assert data["decision"]["kind"] == "penalty_ball" and data["result"] is None
    ball = data["decision"]["ball"]
    assert data["explanation"] == [{"code": "takes_penalty_ball", "ball": ball}]
    assert state_from_json(data["state"]).pending.kind == "shoot_or_pass"


@pytest.mark.parametrize(("args", "payload", "field"), [
    (["--level", "grandmaster"], None, "level"),
    ([], {"state": {}}, "state"),
    ([], {"nope": 1}, "nope"),
])
def test_game_auto_bad_input_exits_2(args, payload, field, tmp_path, capsys):
    payload = payload if payload is not None else {"state": new_game("free").to_json()}
    code, out, err = _run(["game", "auto", *args], payload, tmp_path, capsys)
    assert code == 2 and out == "" and field in err


def test_game_cvc_prints_sheets_and_the_series(capsys):
    code = main(["game", "cvc", "--discipline", "free", "--levels", "master,beginner",
                 "--games", "1", "--seed", "2", "--max-turns", "3", "--workers", "1"])
    out, err = capsys.readouterr()
    assert code == 0, err
    data = json.loads(out)
    assert data["levels"] == {"P1": "master", "P2": "beginner"}
    game = data["games"][0]
    assert {"sheet", "scores", "winner", "finished"} <= set(game)
    totals = {"P1": 0, "P2": 0}
    for entry in game["sheet"]:
        for side, pts in entry.get("points", {}).items():
            totals[side] += pts
    assert totals == game["scores"]
    series = data["series"]
    assert series["games"] == 1
    assert sum(series["wins"].values()) + series["draws"] + series["unfinished"] == 1
    # Balls per visit and the foul rate per level, printed on stderr too.
    stats = series["stats"]
    assert set(stats) <= {"master", "beginner"} and stats
    shots = sum(1 for e in game["sheet"] if e.get("event") == "shot")
    assert sum(s["shots"] for s in stats.values()) == shots
    for name, s in stats.items():
        assert {"balls_per_visit", "foul_rate", "pot_attempts", "safety_fouls",
                "decision_median_s", "decision_worst_s"} <= set(s)
        assert 0.0 <= s["foul_rate"] <= 1.0
        assert f"{name}: " in err and "balls per visit" in err


def test_game_cvc_bad_levels_exit_2(capsys):
    code = main(["game", "cvc", "--discipline", "free", "--levels", "master"])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "--levels" in err


def test_bench_levels_prints_a_line_a_pairing_and_plays_game_cvcs_frames(capsys):
    """A row of the ladder is the frames ``game cvc --levels STRONGER,WEAKER`` plays."""
    code = main(["bench", "levels", "--games", "1", "--max-turns", "5", "--pairs",
                 "beginner-amateur,beginner-beginner", "--seed", "3", "--workers", "1"])
    out, err = capsys.readouterr()
    assert code == 0, err
    lines = out.strip().splitlines()
    assert lines[0].startswith("pyramid-coach bench levels: classic-71, 1 frames")
    assert lines[1].startswith("  amateur over beginner: ") and lines[1].endswith("not met")
    assert lines[2].startswith("  beginner v beginner: 1 frames, ")
    assert "amateur-beginner frame 1/1: winner" in err
    code = main(["game", "cvc", "--discipline", "classic-71", "--levels", "amateur,beginner",
                 "--games", "1", "--max-turns", "5", "--seed", "3", "--workers", "1"])
    out, _ = capsys.readouterr()
    scores = json.loads(out)["games"][0]["scores"]
    assert f"{scores['P1']} points to {scores['P2']}" in lines[1]


@pytest.mark.parametrize(("args", "field"), [
    (["--pairs", "beginner-wizard"], "--pairs"), (["--pairs", "club"], "--pairs"),
    (["--games", "0"], "--games"), (["--games", "100000"], "--games"),
    (["--discipline", "snooker"], "discipline"), (["--max-turns", "0"], "--max-turns")])
def test_bench_levels_bad_input_exits_2(args, field, capsys):
    code = main(["bench", "levels", *args])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and field in err and len(err.strip().splitlines()) == 1


def test_a_pairing_is_met_at_seventy_percent_of_twenty_frames():
    from simulation.ai.ladder import PairResult
    from simulation.ai.stats import LevelStats

    def stats(name, balls, visits, fouls, shots):
        return LevelStats(name, shots, visits, balls, fouls, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0., 0.)

    assert PairResult("club", "expert", 20, 14, 6, 900, 700, {}).met()
    assert not PairResult("club", "expert", 20, 13, 7, 900, 700, {}).met()
    assert not PairResult("club", "expert", 10, 10, 0, 900, 100, {}).met()  # too few frames
    mirror = {"master": stats("master", 60, 40, 2, 90)}
    assert PairResult("master", "master", 6, 3, 3, 400, 400, mirror).met()
    assert not PairResult("master", "master", 6, 3, 3, 400, 400,
                          {"master": stats("master", 50, 40, 2, 90)}).met()
    assert not PairResult("master", "master", 6, 3, 3, 400, 400,
                          {"master": stats("master", 60, 40, 5, 90)}).met()
