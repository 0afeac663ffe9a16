"""Whole games for every discipline, to a winner with a consistent score sheet: a scripted
player through the game API on exact event logs, and an aiming player through
``pyramid-coach game shot`` on the real physics."""

from __future__ import annotations

import json

import pytest

from coach_app.cli import main
from simulation.rules.game import decide, judge, new_game
from simulation.rules.state import state_from_json

from .invariants import check_state, check_verdict, sheet_totals
from .scripted import aim, decision_for, logged_shot

VARIANTS = [
    ("free", {}), ("combined", {}), ("dynamic", {}), ("classic-8", {}),
    ("classic-71", {}), ("classic-51", {}), ("pyramid-t", {}),
    ("free", {"fmt": "pair"}), ("combined", {"fmt": "pair"}),
    ("classic-71", {"players": 3}), ("classic-71", {"players": 4}),
    ("classic-71", {"handicap": {"P2": 20}, "call_mode": "strict"}),
    ("pyramid-t", {"call_mode": "ball-pocket"}),
]
IDS = [f"{d}-{'-'.join(map(str, k)) or 'std'}" for d, k in VARIANTS]


@pytest.mark.parametrize(("discipline", "kw"), VARIANTS, ids=IDS)
def test_scripted_game_through_the_api_ends_with_a_winner(discipline, kw):
    state = new_game(discipline, **kw)
    for k in range(600):
        if state.phase == "over":
            break
        if state.pending is not None:
            state = decide(state, decision_for(state, k))
        else:
            result, call, place = logged_shot(state, k)
            before = state
            verdict, state = judge(before, result, call=call, place=place)
            check_verdict(before, verdict, state)
        check_state(state)
    assert state.phase == "over", f"no result after 600 steps: {state.scores}"
    assert state.winner in state.sides or state.draw
    assert sheet_totals(state) == dict(state.scores)
    if state.winner and state.options.target:
        assert state.scores[state.winner] == max(state.scores.values())


def _cli(args: list[str], payload: dict, tmp_path, capsys) -> dict:
    path = tmp_path / "in.json"
    path.write_text(json.dumps(payload), encoding="utf-8")
    code = main([*args, "--in", str(path)])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


@pytest.mark.parametrize("discipline", ["free", "combined", "dynamic", "classic-8",
                                        "classic-71", "classic-51", "pyramid-t"])
def test_scripted_game_through_game_shot_on_real_physics(discipline, tmp_path, capsys):
    pytest.importorskip("simulation.physics.engine")
    assert main(["game", "new", "--discipline", discipline]) == 0
    state_json = json.loads(capsys.readouterr()[0])
    for k in range(400):
        state = state_from_json(state_json)
        if state.phase == "over":
            break
        if state.pending is not None:
            state_json = _cli(["game", "decide"],
                              {"state": state_json, "decision": decision_for(state, k)},
                              tmp_path, capsys)
        else:
            out = _cli(["game", "shot"], {"state": state_json, **aim(state)}, tmp_path, capsys)
            assert {"result", "verdict", "state"} <= set(out)
            state_json = out["state"]
        check_state(state_from_json(state_json))
    state = state_from_json(state_json)
    assert state.phase == "over", f"{discipline}: no result after 400 steps: {state.scores}"
    assert state.winner in state.sides or state.draw
    assert sheet_totals(state) == dict(state.scores)
