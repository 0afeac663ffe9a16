"""A state whose shooter is missing or not of the side to move is refused naming the
field (was: an AssertionError traceback in ``game auto|shot|judge``)."""

from __future__ import annotations

import io
import json
from dataclasses import replace

import pytest

from coach_app.cli import main
from simulation.rules.game import judge
from simulation.rules.state_schema import checked_state

from .helpers import HL, HW, R, cushion, hit, play_state, shot

SHOT = {"cue_ball": "cue", "direction_deg": 0.0, "speed": 3.0, "side": 0.0, "height": 0.0}


def _new_state(capsys, *args: str) -> dict:
    assert main(["game", "new", *args]) == 0
    return json.loads(capsys.readouterr().out)


def _run(argv, payload, monkeypatch, capsys) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(payload)))
    code = main(argv)
    out, err = capsys.readouterr()
    assert out == "" or code == 0
    return code, err


@pytest.mark.parametrize(("change", "words"), [
    (lambda s: s.pop("shooter"), "needs the player who shoots next"),
    (lambda s: s.update(shooter=None), "needs the player who shoots next"),
    (lambda s: s.update(shooter="P2"), "must be a player of the side to move"),
])
@pytest.mark.parametrize("command", ["shot", "auto", "judge"])
def test_a_state_without_its_shooter_is_refused_naming_the_field(change, words, command,
                                                                 monkeypatch, capsys):
    state = _new_state(capsys, "--discipline", "free")
    change(state)
    payload: dict = {"state": state}
    argv = ["game", command]
    if command == "shot":
        payload["shot"] = SHOT
    elif command == "auto":
        argv += ["--level", "beginner", "--workers", "1"]
    else:
        payload["result"] = {"balls": state["balls"], "events": [
            {"t": 0, "type": "strike", "ball": "cue"}]}
    code, err = _run(argv, payload, monkeypatch, capsys)
    assert code == 2 and err.count("\n") == 1
    assert "state.shooter" in err and words in err


def test_a_team_yet_to_choose_its_player_has_no_shooter():
    """Free/Combined pair format 3.2: the team that has not played chooses who enters
    first; until then the state has no shooter, and is valid."""
    pre = {"cue": (-1.0, 0.0), "1": (-0.5, 0.0), "2": (0.5, 0.4), "3": (0.6, -0.4),
           **{str(n): (0.2 * (n - 4), -0.7) for n in range(4, 10)}}
    miss = [hit("cue", "1", (pre["1"][0] - 2 * R, 0.0), pre["1"]),
            cushion("1", "left-front", (-0.4, HW - R)), cushion("1", "front", (-HL + R, .3))]
    s = replace(play_state("free", pre, to_move="A1", fmt="pair"), team_next={"A": 0, "B": None})
    _, s = judge(s, shot(pre, *miss))
    assert s.pending.kind == "choose_player" and s.shooter is None
    assert checked_state(s.to_json()).shooter is None
