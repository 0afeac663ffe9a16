"""Every input boundary refuses bad input with exit 2 and one line naming the field:
the cases measured in the issue, one by one."""

from __future__ import annotations

import copy
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from coach_app.cli import main
from simulation.physics.engine import simulate
from simulation.rules.game import judge, new_game, shot_layout
from simulation.stroke import Stroke

BALLS = {"cue": [-1.0, 0.0], "1": [0.0, 0.0], "2": [0.6, 0.3]}
SHOT = {"cue_ball": "cue", "direction_deg": 0.0, "speed": 3.0}
WINDOW = {"balls": BALLS, "object_ball": "1", "pocket": "BR", "speed": 2.0}


def run(argv: list[str], payload: object, monkeypatch, capsys) -> tuple[int, str, str]:
    text = payload if isinstance(payload, str) else json.dumps(payload)
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def refused(result: tuple[int, str, str], field: str) -> str:
    code, out, err = result
    assert code == 2, err
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert f": {field}:" in err, err
    return err


def fouled(discipline: str) -> dict:
    """A break that touches nothing: a foul, so a decision is pending."""
    state = new_game(discipline)
    layout = shot_layout(state, "cue", (-1.2, 0.05), None)
    result = simulate(layout, Stroke("cue", 90.0, 1.0, 0.0, 0.0))
    return judge(state, result, place=(-1.2, 0.05))[1].to_json()


def judge_payload(discipline: str = "pyramid-t") -> dict:
    state = new_game(discipline)
    layout = shot_layout(state, "cue", (-1.2, 0.0), None)
    result = simulate(layout, Stroke("cue", 0.0, 6.0, 0.0, 0.0))
    return {"state": state.to_json(), "result": result.to_json(),
            "cue_ball_position": [-1.2, 0.0]}


# ------------------------------------------------------------------ numbers, size
@pytest.mark.parametrize("number", ["1" + "0" * 400, "7" * 5000, "1e400", "-1e400", "NaN",
                                    "Infinity", "-Infinity"])
def test_hostile_numbers_are_refused_naming_the_field(number, monkeypatch, capsys):
    text = json.dumps({"balls": BALLS, "shot": SHOT}).replace('"speed": 3.0',
                                                               f'"speed": {number}')
    err = refused(run(["shot"], text, monkeypatch, capsys), "shot.speed")
    assert len(err) < 300


def test_deep_nesting_and_huge_input_are_refused(monkeypatch, capsys):
    refused(run(["shot"], "[" * 100_000 + "]" * 100_000, monkeypatch, capsys), "input")
    big = json.dumps({"balls": BALLS, "shot": SHOT, "x": "y" * (5 * 1024 * 1024)})
    refused(run(["shot"], big, monkeypatch, capsys), "input")
    long = {"balls": BALLS, "shot": {**SHOT, "cue_ball": "c" * 20_000}}
    refused(run(["shot"], long, monkeypatch, capsys), "shot.cue_ball")


def test_a_control_character_in_a_field_name_stays_on_one_line(monkeypatch, capsys):
    err = refused(run(["shot"], {"balls": BALLS, "shot": SHOT, "\r\nx": 1}, monkeypatch,
                      capsys), "\\r\\nx")
    assert "\r" not in err


# -------------------------------------------------------------------- analyze
@pytest.mark.parametrize(("argv", "payload", "field"), [
    (["analyze", "window"], {**WINDOW, "object_ball": []}, "object_ball"),
    (["analyze", "window"], {**WINDOW, "colour": "red"}, "colour"),
    (["analyze", "window"], {**WINDOW, "speed": "2"}, "speed"),
    (["analyze", "probability"], {**WINDOW, "samples": 0}, "samples"),
    (["analyze", "probability"], {**WINDOW, "error": {"angle_deg": 1}}, "error.speed_rel"),
    (["analyze", "placement"], {**WINDOW, "nx": 51}, "nx"),
    (["analyze", "break"], {"settings": [{"x": -1.2, "y": 0.1, "offset": 0.0, "speed": 6,
                                          "spin": 1}]}, "settings[0].spin"),
    (["analyze", "bias"], {"attempts": [{"balls": BALLS, "shot": SHOT}]},
     "attempts[0].object_ball"),
])
def test_analyze_inputs_follow_their_schema(argv, payload, field, monkeypatch, capsys):
    refused(run(argv, payload, monkeypatch, capsys), field)


def test_analyze_break_refuses_a_nan_offset(monkeypatch, capsys):
    text = '{"samples": 1, "settings": [{"x": -1.2, "y": 0.1, "offset": NaN, "speed": 6}]}'
    refused(run(["analyze", "break"], text, monkeypatch, capsys), "settings[0].offset")


# ----------------------------------------------------------------- game states
def test_pyramid_t_state_without_sets_is_refused(monkeypatch, capsys):
    state = fouled("pyramid-t")
    del state["extra"]["sets"]
    refused(run(["game", "decide"], {"state": state, "decision": {"choice": "accept_play"}},
                monkeypatch, capsys), "state.extra.sets")
    payload = judge_payload()
    del payload["state"]["extra"]["sets"]
    refused(run(["game", "judge"], payload, monkeypatch, capsys), "state.extra.sets")


def test_classic_state_without_ball_values_is_refused(monkeypatch, capsys):
    state = fouled("classic-71")
    state["options"]["values"] = {}
    refused(run(["game", "decide"], {"state": state, "decision": {"choice": "shoot"}},
                monkeypatch, capsys), "state.options.values.1")


@pytest.mark.parametrize("by", [None, "P9"])
def test_a_decision_owed_by_no_side_is_refused(by, monkeypatch, capsys):
    state = fouled("classic-71")
    assert state["pending"]["kind"] == "shoot_or_pass"
    state["pending"]["by"] = by
    refused(run(["game", "decide"], {"state": state, "decision": {"choice": "shoot"}},
                monkeypatch, capsys), "state.pending.by")


def test_unknown_state_fields_are_named(monkeypatch, capsys):
    payload = judge_payload()
    payload["state"]["colour"] = "red"
    refused(run(["game", "judge"], payload, monkeypatch, capsys), "state.colour")
    payload = judge_payload()
    payload["state"]["pending"] = {"kind": "lag", "options": ["shoot"], "when": 1}
    refused(run(["game", "judge"], payload, monkeypatch, capsys), "state.pending.when")


def test_game_judge_refuses_balls_off_the_table_or_overlapping(monkeypatch, capsys):
    payload = judge_payload()
    payload["result"]["balls"]["cue"] = [5.0, 0.0]
    refused(run(["game", "judge"], payload, monkeypatch, capsys), "result.balls.cue")
    payload = judge_payload()
    a, b = [k for k in payload["result"]["balls"] if k != "cue"][:2]
    payload["result"]["balls"][a] = payload["result"]["balls"][b]
    err = refused(run(["game", "judge"], payload, monkeypatch, capsys),
                  f"result.balls.{max(a, b, key=list(payload['result']['balls']).index)}")
    assert "overlaps" in err
    payload = judge_payload()
    ball = next(k for k in payload["state"]["balls"] if k != "cue")
    payload["state"]["balls"][ball] = [9.0, 9.0]
    refused(run(["game", "judge"], payload, monkeypatch, capsys), f"state.balls.{ball}")


def test_game_judge_refuses_a_result_about_balls_not_on_the_table(monkeypatch, capsys):
    state = new_game("free").to_json()
    gone = next(k for k in state["balls"] if k != "cue")
    state["shelves"]["P1"] = [gone]
    del state["balls"][gone]
    result = copy.deepcopy(judge_payload("free")["result"])
    result["off_table"] = [gone]
    result["balls"].pop(gone, None)
    result["pocketed"] = [p for p in result["pocketed"] if p["ball"] != gone]
    code, out, err = run(["game", "judge"], {"state": state, "result": result,
                                             "cue_ball_position": [-1.2, 0.0]},
                         monkeypatch, capsys)
    assert code == 2 and out == "" and "not on the table" in err


def test_a_good_state_still_round_trips(monkeypatch, capsys):
    code, out, err = run(["game", "judge"], judge_payload(), monkeypatch, capsys)
    assert code == 0, err
    state = json.loads(out)["state"]
    code, out, err = run(["game", "judge"], {**judge_payload(), "state": state},
                         monkeypatch, capsys)
    assert code in (0, 2) and (code == 0 or "pending" in err or "ball" in err), err


# ------------------------------------------------------------------- options
@pytest.mark.parametrize(("argv", "field"), [
    (["bench", "physics", "--repeat", "0"], "--repeat"),
    (["bench", "physics", "--random", "99999"], "--random"),
    (["bench", "physics", "--vs", "no-such-commit"], "--vs"),
    (["bench", "physics", "--vs=--output=x"], "--vs"),
    (["bench", "analysis", "--samples", "100000000"], "--samples"),
    (["game", "cvc", "--discipline", "free", "--seed", "-1"], "--seed"),
    (["analyze", "probability", "--workers", "0"], "--workers"),
])
def test_out_of_range_options_are_refused(argv, field, monkeypatch, capsys):
    payload = WINDOW if argv[0] == "analyze" else ""
    refused(run(argv, payload, monkeypatch, capsys), field)


def test_a_missing_option_is_one_line(monkeypatch, capsys):
    """``--discipline`` is optional for argparse (a team format names its own boards), so the
    command refuses it itself: exit 2 either way, one line."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    try:
        code = main(["game", "new"])
    except SystemExit as exc:
        code = exc.code
    assert code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "--discipline" in err


# --------------------------------------------------------------------- files
def test_table_files_follow_their_schema(tmp_path, monkeypatch, capsys):
    table = tmp_path / "t.json"
    table.write_text(json.dumps({"length": "long"}), encoding="utf-8")
    refused(run(["params", "--table", str(table)], "", monkeypatch, capsys), "table.length")
    table.write_text(json.dumps({"length": 3.55, "cloth": "green"}), encoding="utf-8")
    refused(run(["params", "--table", str(table)], "", monkeypatch, capsys), "table.cloth")
    toml = tmp_path / "t.toml"
    toml.write_text("[table]\nlength = inf\n", encoding="utf-8")
    refused(run(["params", "--table", str(toml)], "", monkeypatch, capsys), "table.length")
    refused(run(["params", "--table", str(tmp_path)], "", monkeypatch, capsys), "--table")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("argv", [
    ["shot", "--in", "{fifo}"],
    ["params", "--table", "{fifo}"],
    ["game", "judge", "--in", "{fifo}"],
    ["drills", "validate", "{fifo}"],
])
def test_a_named_pipe_is_refused_at_once(argv, tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    cmd = [sys.executable, "-m", "coach_app.cli", *(str(fifo) if a == "{fifo}" else a
                                                    for a in argv)]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert p.returncode == 2 and p.stdout == ""
    assert "not a regular file" in p.stderr and len(p.stderr.strip().splitlines()) == 1


# -------------------------------------------------------------------- report
@pytest.mark.parametrize(("option", "value"), [
    ("--from", "0001-01-01"), ("--to", "9999-12-31"), ("--from", "2024-02-30"),
    ("--to", "x" * 10_000),
])
def test_report_dates_outside_the_calendar_are_refused(option, value, tmp_path, monkeypatch,
                                                       capsys):
    refused(run(["report", "--player", "Ivan", "--db", str(tmp_path / "h.sqlite"),
                 "--out", str(tmp_path / "r.pdf"), option, value], "", monkeypatch, capsys),
            option)
    assert not (tmp_path / "h.sqlite").exists()  # refused before the store is opened


@pytest.mark.parametrize("out", ["{dir}", "{dir}/missing/r.pdf", "{dir}/"])
def test_report_out_is_checked_before_any_work(out, tmp_path, monkeypatch, capsys):
    path = out.replace("{dir}", str(tmp_path))
    refused(run(["report", "--player", "Ivan", "--db", str(tmp_path / "h.sqlite"),
                 "--out", path], "", monkeypatch, capsys), "--out")
    assert not (tmp_path / "h.sqlite").exists()


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="root may write anywhere")
def test_report_out_in_a_read_only_folder_is_refused(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        refused(run(["report", "--player", "Ivan", "--db", str(tmp_path / "h.sqlite"),
                     "--out", str(folder / "r.pdf")], "", monkeypatch, capsys), "--out")
    finally:
        folder.chmod(0o700)


def test_history_export_out_is_checked_first(tmp_path, monkeypatch, capsys):
    refused(run(["history", "export", "--db", str(tmp_path / "h.sqlite"), "--out",
                 str(tmp_path)], "", monkeypatch, capsys), "--out")
    assert not (tmp_path / "h.sqlite").exists()


def test_fuzz_tool_module_is_importable():
    """tools/fuzz_inputs.py is what docs/headless.md quotes; keep it runnable."""
    root = Path(__file__).resolve().parents[1]
    p = subprocess.run([sys.executable, str(root / "tools" / "fuzz_inputs.py"), "--per", "2",
                        "--only", "shot"], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    assert "tracebacks   0" in p.stdout and "total:" in p.stdout


def test_a_report_that_fails_half_way_leaves_no_partial_pdf(tmp_path, monkeypatch, capsys):
    from coach_app.report import pdf
    from coach_app.store import open_store
    from coach_app.store.synth import populate

    path = tmp_path / "h.sqlite3"
    with open_store(path) as store:
        populate(store, shots=60, player="Ivan", seed=3, days=2)
    out = tmp_path / "ivan.pdf"
    out.write_bytes(b"%PDF- the report of last week\n")

    def broken(*args, **kwargs):
        raise RuntimeError("drawing failed")

    monkeypatch.setattr(pdf, "progress_figures", broken)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    with pytest.raises(RuntimeError):
        main(["report", "--player", "Ivan", "--db", f"sqlite:///{path}", "--out", str(out)])
    assert out.read_bytes() == b"%PDF- the report of last week\n"
    # The history's lock file (store/locks.py) stays beside it, as lock files do.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3", "h.sqlite3.lock",
                                                          "ivan.pdf"]


def test_text_that_no_output_could_print_is_refused(monkeypatch, capsys):
    text = json.dumps({"balls": BALLS, "shot": SHOT}).replace('"cue_ball": "cue"',
                                                             '"cue_ball": "\\ud800"')
    refused(run(["shot"], text, monkeypatch, capsys), "shot.cue_ball")
    code, out, err = run(["game", "new", "--discipline", "free", "--names", "A\udcff,B"], "",
                         monkeypatch, capsys)
    assert code == 2 and out == "" and "UTF-8" in err


def test_analyze_window_says_when_more_pace_pots(monkeypatch, capsys):
    """"Not pottable" for a 75° cut at 2 m/s now says from which speed."""
    cut = {"balls": {"cue": [1.4563, -0.1328], "1": [1.25, 0.4]}, "object_ball": "1",
           "pocket": "BL", "speed": 2.0}
    code, out, _err = run(["analyze", "window"], cut, monkeypatch, capsys)
    data = json.loads(out)
    assert code == 0 and data["pottable"] is False and data["window"] is None
    assert 2.0 < data["needs_speed"] <= 3.4
    code, out, _err = run(["analyze", "window"], {**cut, "speed": 3.4}, monkeypatch, capsys)
    data = json.loads(out)
    assert data["pottable"] is True and data["needs_speed"] is None
