"""A computer-vs-computer team match of each format, played to its end headless the way
``pyramid-coach game auto`` plays it (``simulation.ai.play.play_turn``, which carries the match
from frame to frame), and a team sheet that adds up: every frame's sheet sums to its scores,
every individual match is won by a majority of its frames, the team points count the
individual matches and the winner reached the format's target (2.5, 2.6)."""

from __future__ import annotations

import random

import pytest

from simulation.ai.levels import Level
from simulation.ai.play import play_turn
from simulation.analysis.probability import PRESETS
from simulation.rules.matchplay import TEAM_TARGET, start_match

#: A quick computer: a precise stroke (fewer misses, shorter frames) that looks at one target
#: per turn and simulates one variant — about a quarter of a second a turn here.
QUICK = Level("quick", PRESETS["master"], 1, 1, 0, 0.0, 0.0)
MAX_TURNS = 1500


@pytest.mark.parametrize("fmt", ["triathlon-3+3", "free-3+3", "free-2+2"])
def test_computer_team_match_to_its_end_with_a_consistent_sheet(fmt):
    rng = random.Random(7)
    s = start_match(None, fmt=fmt, team_names=["Спартак", "Динамо"])
    for _ in range(MAX_TURNS):
        if s.match.over:
            break
        s = play_turn(s, QUICK, rng, workers=1).state
    m = s.match
    assert m.over and s.phase == "over", "the team match did not finish"
    frames = [e for e in m.sheet if e["event"] == "frame"]
    individual = [e for e in m.sheet if e["event"] == "individual"]
    for f in frames:
        totals = {p: 0 for p in f["players"]}
        for e in f["sheet"]:
            for side, pts in e["points"].items():
                totals[side] += pts
        assert totals == f["scores"], f"frame sheet does not add up: {f}"
        assert f["winner"] in f["players"] and f["team"] == m.team_of(f["winner"])
        # Free 2+2 2.7: the deciding match ("1/2") starts on the first boards.
        board = (1 if f["frame"] % 2 else 2) if f["board"] == "1/2" else int(f["board"])
        assert f["discipline"] == m.boards[board - 1]
        assert f["players"] == [m.teams["A"].players[board - 1], m.teams["B"].players[board - 1]]
    assert len(individual) == len(frames)  # one frame per individual match here
    assert [e["winner"] for e in individual] == [f["team"] for f in frames]
    points = {"A": 0, "B": 0}
    for e in individual:
        points[e["winner"]] += 1
        assert e["team_points"] == points
    assert points == dict(m.team_points) and max(points.values()) == TEAM_TARGET[fmt]
    assert m.winner == max(points, key=points.get)
