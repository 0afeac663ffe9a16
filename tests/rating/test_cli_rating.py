"""``pyramid-coach rating`` and ``handicap`` (docs/headless.md: JSON out, exit 2 with one line
naming the field on bad input, nothing on stdout, nothing created)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from coach_app.cli import main
from coach_app.store import History, open_store

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = str(ROOT / "docs" / "examples" / "club-frames.json")

LEVELS = {
    "format": "pyramid-coach-level-ratings", "version": 1, "measured": "2026-12-01",
    "seed": 0, "scale": {}, "prior_sd": 250.0,
    "levels": {"beginner": {"rating": 1100.0, "sd": 40.0}, "club": {"rating": 1500.0, "sd": 5.0}},
    "units": {"free": {"points": 2.0, "sd": 0.2, "target": 8},
              "classic-71": {"points": 12.0, "sd": 2.0, "target": 71}},
}


def run(args, capsys):
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def refused(args, capsys, field):
    code, out, err = run(args, capsys)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, err
    assert field in err
    return err


@pytest.fixture
def levels_file(tmp_path):
    path = tmp_path / "levels.json"
    path.write_text(json.dumps(LEVELS), encoding="utf-8")
    return str(path)


def test_rating_from_a_file_of_frames(capsys, levels_file):
    code, out, err = run(["rating", "--frames", EXAMPLE, "--levels", levels_file], capsys)
    assert code == 0, err
    data = json.loads(out)
    ratings = [p["rating"] for p in data["players"]]
    assert ratings == sorted(ratings, reverse=True) and len(ratings) == 5
    first = data["players"][0]
    assert {"name", "rating", "sd", "frames", "wins", "losses", "games",
            "like_level"} <= set(first)
    assert first["like_level"] in ("beginner", "club")
    assert data["skipped_frames"] == 0 and data["half_life_days"] == 120.0
    assert [lv["name"] for lv in data["levels"]] == ["beginner", "amateur", "club"]


def test_rating_real_only_and_a_players_history(capsys, levels_file):
    code, out, _ = run(["rating", "--frames", EXAMPLE, "--where", "real", "--levels",
                        levels_file, "--player", "Иван", "--discipline", "free"], capsys)
    assert code == 0
    data = json.loads(out)
    assert data["where"] == "real" and data["family"] == "free"
    series = data["player"]["series"]
    assert series and all({"date", "rating", "sd", "frames"} == set(p) for p in series)
    assert series == sorted(series, key=lambda p: p["date"])
    h2h = data["player"]["head_to_head"]
    assert h2h and all(h["player"] == "Иван" for h in h2h)


def test_rating_bad_input(capsys, tmp_path):
    refused(["rating", "--frames", EXAMPLE, "--where", "garden"], capsys, "--where")
    refused(["rating", "--frames", EXAMPLE, "--discipline", "snooker"], capsys, "--discipline")
    refused(["rating", "--frames", EXAMPLE, "--as-of", "yesterday"], capsys, "--as-of")
    refused(["rating", "--frames", EXAMPLE, "--half-life", "-3"], capsys, "--half-life")
    refused(["rating", "--frames", EXAMPLE, "--player", "Nobody"], capsys, "--player")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"frames": [{"discipline": "free", "played_at": "2026-01-01",
                                           "sides": [{"name": "A", "players": ["A"]},
                                                     {"name": "B", "players": ["B"]}],
                                           "winner": 2}]}), encoding="utf-8")
    refused(["rating", "--frames", str(bad)], capsys, "frames.frames[0].winner")
    missing = tmp_path / "none.sqlite3"
    refused(["rating", "--db", str(missing)], capsys, "database: there is no history")
    assert not missing.exists()


def test_rating_from_a_history(capsys, tmp_path):
    path = tmp_path / "h.sqlite3"
    with open_store(path) as store:
        h = History(store)
        ann = h.ensure_player("Ann")
        s = h.start_session(ann.id, "game")
        g = h.start_game(s.id, "free", ["Ann", "Oleg"], options={"names": ["Ann", "Oleg"]})
        for k in range(3):
            f = h.start_frame(g.id, k + 1, "Ann")
            h.finish_frame(f.id, winner="Ann", scores={"Ann": 8, "Oleg": 4})
    code, out, err = run(["rating", "--db", str(path), "--where", "screen"], capsys)
    assert code == 0, err
    data = json.loads(out)
    assert [p["name"] for p in data["players"]] == ["Ann", "Oleg"]
    assert data["players"][0]["wins"] == 3 and data["unrated_frames"] == {}


def test_handicap_points_and_race(capsys, levels_file):
    code, out, err = run(["handicap", "--frames", EXAMPLE, "--levels", levels_file,
                          "--players", "Ольга,Сергей", "--discipline", "classic-71"], capsys)
    assert code == 0, err
    data = json.loads(out)
    assert set(data["players"]) == {"Ольга", "Сергей"}
    without = data["without"]["chance"]
    assert without["Ольга"] > 0.5 and sum(without.values()) == pytest.approx(1.0, abs=1e-3)
    sug = data["suggested"]
    assert sug["form"] == "points" and sug["to"] == "Сергей"
    assert sug["points"] in (5, 10, 15, 20, 30, 35)
    assert abs(sug["chance"]["Сергей"] - 0.5) < abs(without["Сергей"] - 0.5)
    assert data["model"]["unit"]["measured_in"] == "classic-71"
    code, out, _ = run(["handicap", "--frames", EXAMPLE, "--levels", levels_file,
                        "--players", "Ольга,Сергей", "--discipline", "free"], capsys)
    race = json.loads(out)["suggested"]
    assert race["form"] == "race" and race["needs"]["Ольга"] == 8 and race["balls"] < 8


def test_handicap_against_a_computer_level(capsys, levels_file):
    code, out, err = run(["handicap", "--frames", EXAMPLE, "--levels", levels_file,
                          "--players", "Иван,computer:beginner", "--discipline", "free"],
                         capsys)
    assert code == 0, err
    assert json.loads(out)["suggested"]["to"] == "computer:beginner"


def test_handicap_bad_input(capsys, levels_file):
    base = ["handicap", "--frames", EXAMPLE, "--levels", levels_file, "--discipline", "free"]
    refused([*base, "--players", "Иван"], capsys, "--players")
    refused([*base, "--players", "Иван,Иван"], capsys, "--players")
    refused([*base, "--players", "Иван,Nobody"], capsys, "--players")
    refused(["handicap", "--frames", EXAMPLE, "--players", "Иван,Ольга", "--discipline",
             "called"], capsys, "--discipline")


def test_bench_refit_reads_the_pairings_again(capsys, tmp_path):
    data = dict(LEVELS, command="", seconds=1.0, pairings=[
        {"discipline": "free", "levels": ["beginner", "club"], "frames": 10, "finished": 10,
         "wins": [2, 8], "draws": 0, "points": [30, 70], "visits": [40, 100, 400],
         "shots": 200, "cpu_seconds": 100.0, "seeds": list(range(10))}])
    src = tmp_path / "old.json"
    src.write_text(json.dumps(data), encoding="utf-8")
    out_file = tmp_path / "new.json"
    code, out, err = run(["bench", "rating", "--refit", str(src), "--out", str(out_file)],
                         capsys)
    assert code == 0, err
    new = json.loads(out_file.read_text(encoding="utf-8"))
    assert new["levels"]["club"]["rating"] == 1500.0
    assert new["levels"]["beginner"]["rating"] < 1500.0 and "free" in new["units"]
    assert "levels in order" in out
