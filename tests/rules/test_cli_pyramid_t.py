"""Pyramid T through ``pyramid-coach game`` (000 clauses 4, 4.1.2 and 5 at the CLI boundary)."""

from __future__ import annotations

import json

from coach_app.cli import main

from .helpers import R, hit, play_state, pot, shot
from .test_cli_game import _main

PRE = {"cue": (-1.0, 0.0), "2": (-0.5, 0.0), "7": (0.5, 0.4)}


def _result():
    return shot(PRE, hit("cue", "7", (0.5 - 2 * R, 0.4), PRE["7"]), pot("cue", "ML"))


def test_4_game_new_pyramid_t_is_called_and_uncalled_is_a_house_rule(capsys):
    """4: «ведется по заказу»."""
    assert main(["game", "new", "--discipline", "pyramid-t"]) == 0
    options = json.loads(capsys.readouterr().out)["options"]
    assert options["call_mode"] == "ball-pocket" and options["house_rules"] == []
    assert main(["game", "new", "--discipline", "pyramid-t", "--call-mode", "uncalled"]) == 0
    options = json.loads(capsys.readouterr().out)["options"]
    assert options["call_mode"] is None and options["house_rules"] == ["uncalled"]
    assert main(["game", "new", "--discipline", "classic-71", "--call-mode", "uncalled"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "call_mode" in err


def test_4_1_2_cue_ball_call_is_accepted_in_pyramid_t(tmp_path, capsys):
    """4.1.2: «Сыгрываются ... биток от прицельных шаров»: {"ball": "cue"} is a call."""
    state = play_state("pyramid-t", PRE)
    code, out, err = _main(["game", "judge"], {"state": state.to_json(),
                                               "result": _result().to_json(),
                                               "call": {"ball": "cue", "pocket": "ML"}},
                           tmp_path, capsys)
    assert code == 0, err
    v = json.loads(out)["verdict"]
    assert v["legal"] and v["points"] == {"P1": 7} and v["call"] == {"ball": "cue",
                                                                      "pocket": "ML"}


def test_4_1_2_cue_ball_call_is_refused_in_classic(tmp_path, capsys):
    state = play_state("classic-71", PRE)
    code, out, err = _main(["game", "judge"], {"state": state.to_json(),
                                               "result": _result().to_json(),
                                               "call": {"ball": "cue", "pocket": "ML"}},
                           tmp_path, capsys)
    assert code == 2 and out == "" and err.count("\n") == 1 and "call.ball" in err


def test_5_missed_call_with_the_cue_ball_down_costs_five_and_names_the_clause(tmp_path, capsys):
    """5: «Случайное падение в лузу битка штрафуется в размере 5 очков»."""
    state = play_state("pyramid-t", PRE)
    code, out, _ = _main(["game", "judge"], {"state": state.to_json(),
                                             "result": _result().to_json(),
                                             "call": {"ball": "7", "pocket": "BL"}},
                         tmp_path, capsys)
    o = json.loads(out)
    fouls = {f["code"]: f["clause"] for f in o["verdict"]["fouls"]}
    assert code == 0 and fouls["cue_ball_potted_accidental"] == "pyramid-t 5"
    assert o["verdict"]["points"] == {"P2": 5}
    assert o["state"]["pending"]["by"] == "P2" and o["state"]["shooter"] == "P2"

