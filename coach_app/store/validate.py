"""Checks on a shot read from an import file, with the core's own parsers: a file from
another machine is untrusted input, and a shot that cannot be replayed is worse than none."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from coach_app.store.errors import StoreError
from simulation.balls import ALL_BALLS
from simulation.errors import InputError
from simulation.events import ShotResult
from simulation.physics.params import PhysicsParams
from simulation.stroke import Stroke
from simulation.table import POCKET_IDS


def check_shot_json(row: Mapping[str, Any], where: str) -> None:
    """Raise StoreError naming the field when a shot row is not a replayable shot."""
    try:
        layout = row["layout"]
        if not isinstance(layout, dict) or not layout:
            raise InputError("layout", "must map ball ids to [x, y]")
        ShotResult.from_json({"balls": layout, "events": [{"t": 0, "type": "strike",
                                                           "ball": row["cue_ball"]}]}, "layout")
        result = ShotResult.from_json(row["result"], "result")
        if result.cue_ball != row["cue_ball"]:
            raise InputError("result.events[0].ball", "is not the shot's cue ball")
        Stroke(row["cue_ball"], row["direction_deg"], row["speed"], row["side"],
               row["height"]).check(PhysicsParams(), "stroke")
        if row["call_ball"] is not None and row["call_ball"] not in ALL_BALLS:
            raise InputError("call_ball", f"unknown ball {row['call_ball']!r}")
        if row["call_pocket"] is not None and row["call_pocket"] not in POCKET_IDS:
            raise InputError("call_pocket", f"unknown pocket {row['call_pocket']!r}")
        if row["verdict"] is not None and not isinstance(row["verdict"], dict):
            raise InputError("verdict", "must be an object")
    except InputError as exc:
        raise StoreError("invalid", f"{where}.{exc.field}: {exc.message}; nothing was "
                         "imported", "import") from exc
