"""``pyramid-coach params`` and ``shot``: the docs/headless.md contract, good and bad input."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from coach_app.cli import main

ROOT = Path(__file__).resolve().parents[1]
CHECKER = ROOT.parent / "shared" / "tools" / "check-headless"
GOOD = {"balls": {"cue": [-1.0, 0.0], "1": [0.0, 0.0], "2": [0.6, 0.3]},
        "shot": {"cue_ball": "cue", "direction_deg": 0.0, "speed": 3.0, "height": 0.2},
        "trace_hz": 60}


def run_cli(argv: list[str], payload: object, monkeypatch, capsys) -> tuple[int, str, str]:
    text = payload if isinstance(payload, str) else json.dumps(payload)
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_params_prints_every_contract_field(monkeypatch, capsys) -> None:
    code, out, _ = run_cli(["params"], "", monkeypatch, capsys)
    p = json.loads(out)
    assert code == 0
    assert p["ball_radius"] == 0.034 and p["ball_mass"] == 0.285
    assert p["table"]["length"] == 3.55 and p["table"]["corner_mouth"] == 0.073
    for key in ("g", "mu_slide", "mu_roll", "mu_spin", "e_ball", "mu_ball", "e_cushion",
                "mu_cushion", "version"):
        assert key in p


def test_shot_output_has_the_contract_shape(monkeypatch, capsys) -> None:
    code, out, _ = run_cli(["shot"], GOOD, monkeypatch, capsys)
    r = json.loads(out)
    assert code == 0
    assert r["events"][0] == {"t": 0.0, "type": "strike", "ball": "cue"}
    first = next(e for e in r["events"] if e["type"] == "ball_ball")
    assert {first["a"], first["b"]} == {"cue", "1"}
    assert first["pos"]["1"] == [0.0, 0.0]
    assert r["trace"]["hz"] == 60
    assert r["trace"]["frames"][0] == [0.0, GOOD["balls"]]
    assert r["trace"]["frames"][-1][0] == r["duration"]
    assert set(r["balls"]) | {p["ball"] for p in r["pocketed"]} == set(GOOD["balls"])


@pytest.mark.parametrize(("payload", "field"), [
    ("{oops", "input"),
    ([1, 2], "input"),
    ({"balls": {"cue": [0, 0], "1": [0.03, 0]}, "shot": GOOD["shot"]}, "balls.1"),
    ({"balls": {"cue": [9, 0]}, "shot": GOOD["shot"]}, "balls.cue"),
    ({"balls": {"cue": [1.76, 0.0]}, "shot": GOOD["shot"]}, "balls.cue"),  # in the cushion
    ({"balls": {"cue": [0, 0], "16": [1, 0]}, "shot": GOOD["shot"]}, "balls.16"),
    ({"balls": {"cue": [0, 0]}, "shot": {**GOOD["shot"], "speed": 0}}, "shot.speed"),
    ({"balls": {"cue": [0, 0]}, "shot": {**GOOD["shot"], "speed": 16.5}}, "shot.speed"),
    ({"balls": {"cue": [0, 0]}, "shot": {**GOOD["shot"], "cue_ball": "99"}}, "shot.cue_ball"),
    ({"balls": {"cue": [0, 0]}, "shot": {**GOOD["shot"], "cue_ball": "3"}}, "shot.cue_ball"),
    ({"balls": {"cue": [0, 0]}, "shot": {**GOOD["shot"], "side": 0.5, "height": 0.4}}, "shot.side"),
    ({"balls": {"cue": [0, 0]}, "shot": {**GOOD["shot"], "speed": "fast"}}, "shot.speed"),
    ({"balls": {"cue": [0, 0]}, "shot": {"cue_ball": "cue", "speed": 1}}, "shot.direction_deg"),
    ({"balls": {"cue": [0, 0]}, "shot": GOOD["shot"], "trace_hz": -1}, "trace_hz"),
    ({"balls": {"cue": [0, 0]}, "shot": GOOD["shot"], "colour": 1}, "colour"),
])
def test_bad_input_exits_2_naming_the_field(payload, field, monkeypatch, capsys) -> None:
    code, out, err = run_cli(["shot"], payload, monkeypatch, capsys)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert f": {field}:" in err


def test_miscue_limit_is_allowed_exactly(monkeypatch, capsys) -> None:
    payload = {"balls": {"cue": [0, 0]}, "shot": {**GOOD["shot"], "side": 0.36, "height": 0.48}}
    code, _, _ = run_cli(["shot"], payload, monkeypatch, capsys)
    assert code == 0


def test_ball_frozen_to_cushion_and_hanging_in_a_mouth_are_good_input(monkeypatch,
                                                                       capsys) -> None:
    payload = {"balls": {"cue": [0.5, 0.853499], "1": [1.751, 0.864]},
               "shot": {**GOOD["shot"], "direction_deg": 180.0}}
    code, _, err = run_cli(["shot"], payload, monkeypatch, capsys)
    assert code == 0, err


@pytest.mark.skipif(not CHECKER.exists() or shutil.which("pyramid-coach") is None,
                    reason="needs ../shared/tools/check-headless and the installed command")
def test_shared_headless_checker_passes() -> None:
    p = subprocess.run([sys.executable, str(CHECKER)], capture_output=True, text=True,
                       timeout=900)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "0 problem(s)" in p.stdout
