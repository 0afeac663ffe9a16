"""The skill test: a fixed battery, a known total, repeatable, stored, rated."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from drills.calibrate import stored
from drills.judge import judge_attempt
from drills.library import Library
from drills.skilltest import (
    AREAS,
    BATTERY,
    RATING,
    TOTAL,
    expected,
    rating,
    score_attempts,
    simulate,
)
from simulation.analysis.probability import PRESETS


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "coach_app.cli", "drills", "test", *args],
                          input=stdin, capture_output=True, text=True, timeout=300)


def test_battery_covers_every_area_with_a_known_total(library: Library) -> None:
    assert {i.area for i in BATTERY} == set(AREAS)
    assert TOTAL == sum(i.attempts * i.points for i in BATTERY) == 36
    for item in BATTERY:
        d = library.get(item.drill)
        assert d.solutions and not d.layout.scatter, item.drill  # the same table every time


def test_rating_bands_and_the_club_players_expected_score() -> None:
    assert [b for b, _ in RATING] == sorted((b for b, _ in RATING), reverse=True)
    assert rating(1.0) == "master" and rating(0.0) == "beginner"
    # From the stored club-level measurements, a club player is expected to rate "club".
    assert rating(expected(stored())) == "club"


def test_perfect_play_scores_the_total_and_is_repeatable(library: Library) -> None:
    states = {}
    for item in BATTERY:
        d = library.get(item.drill)
        for n in range(1, item.attempts + 1):
            states[(item.drill, n)] = judge_attempt(d, d.solutions[0].attempt,
                                                    d.solutions[0].shots)
    score = score_attempts(states)
    assert score.total == TOTAL and score.rating == "master"
    assert score_attempts({}).total == 0
    a, _ = simulate(library, PRESETS["club"], seed=3)
    b, _ = simulate(library, PRESETS["club"], seed=3)
    assert a == b and 0 <= a.total <= TOTAL


def test_cli_show_score_simulate_and_store(tmp_path: Path, library: Library) -> None:
    shown = json.loads(run("show", "--lang", "ru").stdout)
    assert shown["total"] == TOTAL and len(shown["items"]) == len(BATTERY)
    d = library.get("pot.straight-corner")
    shot = d.solutions[0].shots[0].to_data()
    body = json.dumps({"attempts": [{"drill": d.id, "attempt": 1, "shots": [shot]}]})
    out = json.loads(run("score", stdin=body).stdout)
    assert out["score"] == 1 and out["total"] == TOTAL and out["rating"] == "beginner"
    bad = run("score", stdin=json.dumps({"attempts": [{"drill": "pot.cut-75", "attempt": 1,
                                                       "shots": [shot]}]}))
    assert bad.returncode == 2 and bad.stdout == "" and "attempts[0].drill" in bad.stderr
    db = tmp_path / "h.db"
    p = run("simulate", "--level", "master", "--seed", "1", "--player", "Ivan", "--db",
            str(db))
    assert p.returncode == 0, p.stderr
    sim = json.loads(p.stdout)
    assert sim["stored"] is True

    from coach_app.services.skill_test import skill_test_scores
    from coach_app.store import History, open_store

    with open_store(db) as store:
        scores = skill_test_scores(store, History(store).player("Ivan").id)
    assert [(s.score, s.total) for s in scores] == [(sim["score"], TOTAL)]
    assert scores[0].rating == sim["rating"]
