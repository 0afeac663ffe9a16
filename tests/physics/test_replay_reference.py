"""Replays are bit-identical: every pinned shot gives exactly the output recorded before.

tests/physics/data/replay_reference.json was recorded by tools/make_replay_reference.py with
the engine as it was before its hot path was reworked (the file names the commit). For each
shot of ``simulation.physics.shot_set.pinned_shots()`` (breaks, the slowest random shots,
spin and cushion shots, a hundred random shots, another table, longer steps) the test
compares the number of steps, a SHA-256 over every step's full-precision state, the final
unrounded positions, velocities and spins, the whole result and its trace, all exactly.
"""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

import pytest

from simulation.physics.params import PHYSICS_VERSION
from simulation.physics.shot_set import break_shot, pinned_shots, record

REFERENCE = json.loads((Path(__file__).parent / "data" / "replay_reference.json").read_text())
BY_NAME = {s["name"]: s for s in REFERENCE["shots"]}
SHOTS = pinned_shots()


def test_the_references_are_of_this_model_and_this_set() -> None:
    assert REFERENCE["physics_version"] == PHYSICS_VERSION, (
        "the model changed: record the references anew with the engine of this version "
        "(tools/make_replay_reference.py) once its results are the intended ones")
    assert [s.name for s in SHOTS] == [s["name"] for s in REFERENCE["shots"]]


@pytest.mark.parametrize("shot", SHOTS, ids=[s.name for s in SHOTS])
def test_replay_is_bit_identical(shot) -> None:
    want = BY_NAME[shot.name]
    got = json.loads(json.dumps(record(shot)))  # tuples to lists, as stored
    assert got["steps"] == want["steps"]
    assert got["final"] == want["final"]  # floats compared exactly: their reprs round-trip
    assert got["result"] == want["result"]
    assert got.get("trace_sha256") == want.get("trace_sha256")
    assert got["state_sha256"] == want["state_sha256"]


def test_one_ulp_in_the_layout_changes_the_record() -> None:
    """The comparison can fail: a single ball one ulp off changes the step states."""
    shot = break_shot()
    x, y = shot.layout["cue"]
    moved = dataclasses.replace(shot, layout={**shot.layout, "cue": (math.nextafter(x, 0), y)})
    assert record(moved)["state_sha256"] != BY_NAME["break"]["state_sha256"]
