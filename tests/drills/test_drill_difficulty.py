"""A drill's difficulty: the success probability of its known solution for a player level,
by seeded Monte-Carlo (pot probability usable as a drill's difficulty)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from drills.difficulty import band, success_probability
from drills.model import Solution
from simulation.analysis.probability import PRESETS
from simulation.errors import InputError

CHEAP = "pot.svoyak-follow"  # one shot, a fraction of a second per sample


def test_reproducible_and_independent_of_the_workers(library):
    drill = library.get(CHEAP)
    one = success_probability(drill, PRESETS["club"], samples=24, seed=3, workers=1)
    two = success_probability(drill, PRESETS["club"], samples=24, seed=3, workers=2)
    assert one is not None and one == two
    other = success_probability(drill, PRESETS["club"], samples=24, seed=4, workers=1)
    assert other is not None and other.shots[0].seed == 4


def test_a_better_player_succeeds_more_often(library):
    drill = library.get(CHEAP)
    found = {level: success_probability(drill, PRESETS[level], samples=40, workers=2)
             for level in ("beginner", "master")}
    assert found["master"].p > found["beginner"].p  # type: ignore[union-attr]
    assert found["master"].p >= 0.5  # type: ignore[union-attr]


def test_several_shots_multiply_shot_by_shot(library):
    drill = library.get("colours.first-three")
    found = success_probability(drill, PRESETS["master"], samples=8, workers=2)
    assert found is not None and len(found.shots) == drill.goal.shots == 3
    product = found.shots[0].p * found.shots[1].p * found.shots[2].p
    assert found.p == pytest.approx(product)
    assert found.to_json()["probability"] == round(product, 4)


def test_a_stale_solution_is_refused_not_crashed_on(library):
    """A multi-shot solution recorded under other physics may finish the attempt early (a
    miss at shot 1): the measurement says so as an input error on ``solutions`` (exit 2 in
    the command) instead of failing inside the judge."""
    drill = library.get("colours.first-three")
    first = drill.solutions[0].shots[0]
    miss = dataclasses.replace(first, stroke=dataclasses.replace(
        first.stroke, direction_deg=(first.stroke.direction_deg + 180.0) % 360.0, speed=0.3))
    shots = (miss, *drill.solutions[0].shots[1:])
    stale = dataclasses.replace(drill, solutions=(Solution(1, shots),))
    with pytest.raises(InputError) as err:
        success_probability(stale, PRESETS["club"], samples=4, workers=1)
    assert err.value.field == "solutions" and "shot 1 of 3" in str(err.value)


def test_no_solution_no_difficulty(library):
    drill = dataclasses.replace(library.get(CHEAP), solutions=())
    assert success_probability(drill, PRESETS["club"], samples=5) is None


@pytest.mark.parametrize(("p", "code"), [(1.0, "easy"), (0.8, "easy"), (0.79, "medium"),
                                         (0.5, "medium"), (0.2, "hard"), (0.19, "very_hard"),
                                         (0.0, "very_hard")])
def test_bands(p, code):
    assert band(p) == code


def test_command(capsys):
    from coach_app.cli import main

    assert main(["drills", "difficulty", CHEAP, "--samples", "10", "--level", "master"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["drill"] == CHEAP and out["error"]["name"] == "master"
    assert 0.0 <= out["probability"] <= 1.0 and out["band"] in ("easy", "medium", "hard",
                                                                  "very_hard")
    assert main(["drills", "difficulty", CHEAP, "--level", "pro"]) == 2
    assert "unknown level" in capsys.readouterr().err
    assert main(["drills", "difficulty", CHEAP, "--samples", "0"]) == 2
