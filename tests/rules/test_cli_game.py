"""``pyramid-coach game new|shot|judge|decide`` keeps the contract of docs/headless.md."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from coach_app.cli import main
from simulation.rules.game import new_game

from .helpers import HL, R, cushion, hit, pot, shot

DISCIPLINES = ["free", "combined", "dynamic", "classic-71", "classic-51", "classic-8",
               "pyramid-t"]
KEYS = ("discipline", "players", "scores", "to_move", "balls", "shelves", "phase",
        "ball_in_hand", "pending", "winner")


def run(args: list[str], payload: object | None = None, raw: str | None = None):
    text = raw if raw is not None else json.dumps(payload) if payload is not None else ""
    p = subprocess.run([sys.executable, "-m", "coach_app.cli", *args], input=text,
                       capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def _main(args, payload, tmp_path, capsys):
    path = tmp_path / "in.json"
    path.write_text(json.dumps(payload))
    code = main([*args, "--in", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("discipline", DISCIPLINES)
def test_game_new_gives_16_balls_and_the_break(discipline, capsys):
    assert main(["game", "new", "--discipline", discipline]) == 0
    s = json.loads(capsys.readouterr().out)
    assert all(k in s for k in KEYS)
    assert len(s["balls"]) == 16 and s["phase"] == "break" and s["ball_in_hand"] == "house"


@pytest.mark.parametrize(("args", "field"), [
    (["--discipline", "snooker"], "discipline"),
    (["--discipline", "free", "--players", "3"], "players"),
    (["--discipline", "classic-71", "--handicap", "P2=50"], "handicap"),
    (["--discipline", "classic-71", "--handicap", "nonsense"], "--handicap"),
    (["--discipline", "free", "--call-mode", "strict"], "call_mode"),
    (["--discipline", "classic-8", "--format", "pair"], "format"),
])
def test_game_new_bad_options_exit_2(args, field, capsys):
    assert main(["game", "new", *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and field in err and len(err.strip().splitlines()) == 1


def test_game_decide_with_an_empty_state_exits_2_in_a_real_process():
    code, out, err = run(["game", "decide"], raw='{"state": {}, "decision": {}}')
    assert code == 2 and out == "" and "state" in err


def test_game_new_unknown_discipline_exits_2_in_a_real_process():
    code, out, _ = run(["game", "new", "--discipline", "snooker"])
    assert code == 2 and out == ""


def test_game_judge_round_trip_and_verdict_shape(tmp_path, capsys):
    state = new_game("classic-8")
    pre = dict(state.balls)
    result = shot(pre, hit("cue", "4", (0.8, 0.0), pre["4"]), pot("11", "BR"))
    code, out, err = _main(["game", "judge"], {"state": state.to_json(),
                                               "result": result.to_json()}, tmp_path, capsys)
    assert code == 0, err
    o = json.loads(out)
    v = o["verdict"]
    assert {"legal", "fouls", "points", "respotted"} <= set(v)
    assert v["legal"] and v["points"] == {"P1": 1} and o["state"]["scores"]["P1"] == 1


def test_game_judge_foul_carries_clause_and_reason(tmp_path, capsys):
    state = new_game("free")
    pre = dict(state.balls)
    result = shot(pre, cushion("cue", "front", (-HL + R, 0.0)))
    _, out, _ = _main(["game", "judge"], {"state": state.to_json(),
                                             "result": result.to_json()}, tmp_path, capsys)
    fouls = json.loads(out)["verdict"]["fouls"]
    assert {"code": "no_contact", "clause": "6.2"}.items() <= fouls[0].items()
    assert fouls[0]["reason"]


@pytest.mark.parametrize(("mutate", "field"), [
    (lambda p: p.update(decision={"kind": "penalty_ball", "ball": "99"}), "decision.ball"),
    (lambda p: p.update(decision={"kind": "shoot_or_pass", "choice": "x"}), "decision"),
    (lambda p: p.update(decision={"kind": "break_options"}), "decision.kind"),
    (lambda p: p["state"].pop("balls"), "state.balls"),
    (lambda p: p["state"]["shelves"].update(P1=["1"]), "state.balls"),
])
def test_game_decide_illegal_decisions_exit_2(mutate, field, tmp_path, capsys):
    state = new_game("free")
    pre = dict(state.balls)
    from simulation.rules.game import judge
    _, fouled = judge(state, shot(pre, cushion("cue", "front", (-HL + R, 0.0))))
    payload = {"state": fouled.to_json(), "decision": {"kind": "penalty_ball", "ball": "7"}}
    mutate(payload)
    code, out, err = _main(["game", "decide"], payload, tmp_path, capsys)
    assert code == 2 and out == "" and field in err


def test_game_shot_while_a_decision_is_pending_exits_2(tmp_path, capsys):
    state = new_game("free", lag=True)
    code, out, err = _main(["game", "shot"], {
        "state": state.to_json(),
        "shot": {"cue_ball": "cue", "direction_deg": 0, "speed": 5}}, tmp_path, capsys)
    assert code == 2 and out == "" and "pending" in err


def test_game_shot_cue_ball_on_the_house_line_exits_2(tmp_path, capsys):
    state = new_game("free")
    code, out, err = _main(["game", "shot"], {
        "state": state.to_json(), "cue_ball_position": [-HL / 2, 0.0],
        "shot": {"cue_ball": "cue", "direction_deg": 0, "speed": 5}}, tmp_path, capsys)
    assert code == 2 and out == "" and "cue_ball_position" in err and "house line" in err


def test_game_shot_simulates_and_referees(tmp_path, capsys):
    pytest.importorskip("simulation.physics.engine")
    state = new_game("free")
    code, out, err = _main(["game", "shot"], {
        "state": state.to_json(), "trace_hz": 30,
        "shot": {"cue_ball": "cue", "direction_deg": 0, "speed": 9.0, "height": 0.1}},
        tmp_path, capsys)
    assert code == 0, err
    o = json.loads(out)
    assert o["result"]["events"][0] == {"t": 0.0, "type": "strike", "ball": "cue"}
    assert o["result"]["trace"]["hz"] == 30
    assert o["state"]["phase"] in ("play", "break") and o["state"]["shot_no"] == 1
