"""``pyramid-coach analyze window|probability``: the shot solver and pot probability, JSON in
and out (docs/analysis.md)."""

from __future__ import annotations

import argparse
from typing import Any

from coach_app.cli_io import add_input_option, read_json, write_json
from simulation.errors import InputError


def register(sub: argparse._SubParsersAction) -> None:
    a = sub.add_parser("analyze", help="shot analysis: margin of error, pot probability")
    asub = a.add_subparsers(dest="analysis", metavar="WHAT")
    w = asub.add_parser("window", help="the ideal direction and the window that pockets")
    add_input_option(w)
    w.set_defaults(handler=_window)
    p = asub.add_parser("probability", help="Monte-Carlo pot probability for a player level")
    add_input_option(p)
    p.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    p.set_defaults(handler=_probability)


def _shot(data: dict[str, Any]) -> Any:
    from simulation.analysis.outcome import Kind, Shot, Target
    from simulation.balls import OBJECT_BALLS
    from simulation.layout import parse_layout
    from simulation.physics.params import PhysicsParams
    from simulation.table import POCKET_IDS, TableSpec

    table, params = TableSpec(), PhysicsParams()
    layout = parse_layout(data.get("balls"), table)
    cue = data.get("cue_ball", "cue")
    if cue not in layout:
        raise InputError("cue_ball", f"ball {cue!r} is not on the table")
    obj = data.get("object_ball")
    if obj not in layout or obj == cue:
        raise InputError("object_ball", f"{obj!r} is not another ball on the table")
    if cue != "cue" and cue not in OBJECT_BALLS:
        raise InputError("cue_ball", f"unknown ball {cue!r}")
    pocket = data.get("pocket")
    if pocket not in POCKET_IDS:
        raise InputError("pocket", f"unknown pocket {pocket!r}")
    kind = data.get("kind", "object")
    if kind not in ("object", "cue"):
        raise InputError("kind", "must be 'object' (pot the object ball) or 'cue' (свояк)")
    from simulation.stroke import Stroke

    speed, side, height = (data.get(k, d) for k, d in (("speed", None), ("side", 0.0),
                                                       ("height", 0.0)))
    if speed is None:
        raise InputError("speed", "is required")
    probe = Stroke.from_json({"cue_ball": cue, "direction_deg": 0.0, "speed": speed,
                              "side": side, "height": height}, params, field="stroke")
    shot = Shot(layout, cue, Target(obj, pocket, Kind(kind)), probe.speed, probe.side,
                probe.height)
    return shot, table, params


def _window(args: argparse.Namespace) -> int:
    from simulation.analysis.solver import window

    shot, table, params = _shot(read_json(args))
    w = window(shot, table, params)
    write_json({"pottable": w is not None, "window": w.to_json() if w else None})
    return 0


def _probability(args: argparse.Namespace) -> int:
    from simulation.analysis.probability import StrokeError, pot_probability, stroke_error
    from simulation.analysis.solver import window

    data = read_json(args)
    shot, table, params = _shot(data)
    if "error" in data:
        e = data["error"]
        if not isinstance(e, dict):
            raise InputError("error", "must be an object with angle_deg, speed_rel and tip")
        try:
            error = StrokeError("custom", float(e["angle_deg"]), float(e["speed_rel"]),
                                float(e["tip"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError("error", "needs numbers angle_deg, speed_rel and tip") from exc
    else:
        error = stroke_error(data.get("level", "club"))
    samples, seed = data.get("samples", 200), data.get("seed", 0)
    if not isinstance(samples, int) or not 1 <= samples <= 100_000:
        raise InputError("samples", "must be a whole number from 1 to 100000")
    if not isinstance(seed, int):
        raise InputError("seed", "must be a whole number")
    direction = data.get("direction_deg")
    w = None
    if direction is None:
        w = window(shot, table, params)
        if w is None:
            write_json({"pottable": False, "probability": 0.0, "window": None})
            return 0
        direction = w.direction_deg
    elif not isinstance(direction, (int, float)) or isinstance(direction, bool):
        raise InputError("direction_deg", "must be a number")
    p = pot_probability(shot, float(direction), error, samples=samples, seed=seed,
                        workers=max(1, args.workers), table=table, params=params)
    write_json({"pottable": True, "direction_deg": round(float(direction), 5),
                "window": w.to_json() if w else None, **p.to_json()})
    return 0
