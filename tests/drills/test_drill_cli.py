"""``pyramid-coach drills``: JSON out, exit 0 on success and 2 on bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from drill_helpers import drill_data, pack_data


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "coach_app.cli", "drills", *args],
                          input=stdin, capture_output=True, text=True, timeout=120)


def test_list_prints_the_drills() -> None:
    p = run("list")
    assert p.returncode == 0
    items = json.loads(p.stdout)
    assert len(items) >= 40
    assert set(items[0]) == {"id", "title", "category", "level", "discipline"}
    ru = json.loads(run("list", "--lang", "ru", "--category", "colours").stdout)
    assert ru and all(i["category"] == "colours" for i in ru)
    assert any("Цвета" in i["title"] for i in ru)


def test_validate_good_and_bad_files(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(pack_data()), encoding="utf-8")
    p = run("validate", str(good))
    assert p.returncode == 0 and json.loads(p.stdout)["drills"] == 1
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(pack_data(drill_data(id="a", level=0),
                                        drill_data(id="b", cue="nowhere"))), encoding="utf-8")
    p = run("validate", str(bad))
    assert p.returncode == 2 and p.stdout == ""
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 2
    assert "bad.json: drill 'a': level:" in lines[0] and "drill 'b': cue:" in lines[1]
    p = run("validate", str(tmp_path / "missing.toml"))
    assert p.returncode == 2 and "missing.toml" in p.stderr


def test_attempt_replays_a_solution_and_refuses_bad_input() -> None:
    show = json.loads(run("show", "house.1").stdout)
    sol = show["solutions"][0]["shots"][0]
    payload = {"attempt": 1, "cue_ball_position": sol.pop("cue_ball_position"),
               "shot": {"cue_ball": "cue", **sol}}
    p = run("attempt", "house.1", stdin=json.dumps(payload))
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["success"] and out["reason"] == "success" and out["points"] == 1
    assert out["shots"][0]["result"]["pocketed"][0]["ball"] == "1"
    for bad, field in (
        ({**payload, "cue_ball_position": [-0.2, 0.0]}, "cue_ball_position"),
        ({**payload, "shot": {**payload["shot"], "speed": -1}}, "shot.speed"),
        ({**payload, "bogus": 1}, "bogus"),
    ):
        p = run("attempt", "house.1", stdin=json.dumps(bad))
        assert p.returncode == 2 and p.stdout == "" and field in p.stderr
        assert len(p.stderr.strip().splitlines()) == 1
    assert run("attempt", "house.1", stdin="{not json").returncode == 2
    p = run("attempt", "no.such.drill", stdin=json.dumps(payload))
    assert p.returncode == 2 and "no drill" in p.stderr
