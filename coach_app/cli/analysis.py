"""``pyramid-coach analyze window|probability``: the shot solver and pot probability, JSON in
and out (docs/analysis.md)."""

from __future__ import annotations

import argparse
from typing import Any

from coach_app.cli import schemas as schema
from coach_app.cli.jsonio import add_input_option, in_range, read_json, validate, write_json
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
    b = asub.add_parser("break", help="sweep break settings under a discipline's rules")
    add_input_option(b)
    b.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    b.set_defaults(handler=_break)
    c = asub.add_parser("placement", help="pot probability from a grid of places in the house")
    add_input_option(c)
    c.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    c.set_defaults(handler=_placement)
    a = asub.add_parser("bias", help="aim bias and spread of recorded pot attempts")
    add_input_option(a)
    a.set_defaults(handler=_bias)


def _error_model(data: dict[str, Any]) -> Any:
    from simulation.analysis.probability import StrokeError, stroke_error

    if "error" not in data:
        return stroke_error(data.get("level", "club"))
    e = data["error"]
    if not isinstance(e, dict):
        raise InputError("error", "must be an object with angle_deg, speed_rel and tip")
    try:
        return StrokeError("custom", float(e["angle_deg"]), float(e["speed_rel"]),
                           float(e["tip"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError("error", "needs numbers angle_deg, speed_rel and tip") from exc


def _count(data: dict[str, Any], name: str, default: int, top: int) -> int:
    value = data.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= top:
        raise InputError(name, f"must be a whole number from 1 to {top}")
    return value


def _workers(args: argparse.Namespace) -> int:
    return int(in_range(args.workers, "--workers", 1, 64))


def _stderr_progress(done: int, total: int) -> bool:
    import sys

    sys.stderr.write(f"\r{done}/{total}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
    return True


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

    data = read_json(args)
    validate(schema.AnalyzeShot, data)
    shot, table, params = _shot(data)
    w = window(shot, table, params)
    write_json({"pottable": w is not None, "window": w.to_json() if w else None,
                "needs_speed": None if w else _needs_speed(shot, table, params)})
    return 0


def _needs_speed(shot: Any, table: Any, params: Any) -> float | None:
    """"Not pottable" at this speed, but from this speed up it is (the answer
    once said only "not pottable" for a 75° cut that needs more pace)."""
    from simulation.analysis.solver import needed_speed

    return needed_speed(shot, table, params)


def _probability(args: argparse.Namespace) -> int:
    from simulation.analysis.probability import pot_probability
    from simulation.analysis.solver import window

    data = read_json(args)
    validate(schema.AnalyzeProbabilityInput, data)
    shot, table, params = _shot(data)
    error = _error_model(data)
    samples, seed = _count(data, "samples", 200, 100_000), data.get("seed", 0)
    if not isinstance(seed, int):
        raise InputError("seed", "must be a whole number")
    direction = data.get("direction_deg")
    w = None
    if direction is None:
        w = window(shot, table, params)
        if w is None:
            write_json({"pottable": False, "probability": 0.0, "window": None,
                        "needs_speed": _needs_speed(shot, table, params)})
            return 0
        direction = w.direction_deg
    elif not isinstance(direction, (int, float)) or isinstance(direction, bool):
        raise InputError("direction_deg", "must be a number")
    p = pot_probability(shot, float(direction), error, samples=samples, seed=seed,
                        workers=_workers(args), table=table, params=params)
    write_json({"pottable": True, "direction_deg": round(float(direction), 5),
                "window": w.to_json() if w else None, "needs_speed": None, **p.to_json()})
    return 0


def _break(args: argparse.Namespace) -> int:
    from simulation.analysis.breaks import BreakSetting, best, default_grid, sweep
    from simulation.rules.game import referee_for
    from simulation.table import TableSpec

    data = read_json(args)
    validate(schema.AnalyzeBreakInput, data)
    discipline = data.get("discipline", "free")
    try:
        referee_for(discipline)
    except (KeyError, ValueError, InputError) as exc:
        raise InputError("discipline", f"unknown discipline {discipline!r}") from exc
    table = TableSpec()
    raw = data.get("settings")
    if raw is None:
        settings = default_grid(table)
    else:
        if not isinstance(raw, list) or not raw:
            raise InputError("settings", "must be a non-empty list of break settings")
        settings = []
        for i, s in enumerate(raw):
            try:
                settings.append(BreakSetting(**{k: float(v) for k, v in s.items()}))
            except (AttributeError, TypeError, ValueError) as exc:
                raise InputError(f"settings[{i}]", "needs numbers x, y, offset, speed and "
                                 "optionally side, height") from exc
            if not table.in_house((settings[-1].x, settings[-1].y)):
                raise InputError(f"settings[{i}]", "the cue ball must start in the house")
    stats = sweep(settings, discipline, _error_model(data),
                  samples=_count(data, "samples", 40, 10_000), seed=data.get("seed", 0),
                  workers=_workers(args), table=table, progress=_stderr_progress)
    top = best(stats)
    write_json({"discipline": discipline, "results": [s.to_json() for s in stats],
                "best": top.to_json() if top else None})
    return 0


def _placement(args: argparse.Namespace) -> int:
    from simulation.analysis.placement import best_place, house_grid, placement_map

    data = read_json(args)
    validate(schema.AnalyzePlacementInput, data)
    shot, table, params = _shot(data)
    grid = house_grid(table, _count(data, "nx", 8, 50), _count(data, "ny", 12, 50))
    cells = placement_map(shot, _error_model(data), places=grid,
                          samples=_count(data, "samples", 40, 10_000), seed=data.get("seed", 0),
                          workers=_workers(args), table=table, params=params,
                          progress=_stderr_progress)
    top = best_place(cells)
    write_json({"cells": [c.to_json() for c in cells], "best": top.to_json() if top else None})
    return 0


def _bias(args: argparse.Namespace) -> int:
    from simulation.analysis.bias import Attempt, headline, signed_error, summarise
    from simulation.layout import parse_layout
    from simulation.physics.params import PhysicsParams
    from simulation.stroke import Stroke
    from simulation.table import POCKET_IDS, TableSpec

    data = read_json(args)
    validate(schema.AnalyzeBiasInput, data)
    table, params = TableSpec(), PhysicsParams()
    raw = data.get("attempts")
    if not isinstance(raw, list) or not raw:
        raise InputError("attempts", "must be a non-empty list of pot attempts")
    errors = []
    skipped = 0
    for i, a in enumerate(raw):
        where = f"attempts[{i}]"
        if not isinstance(a, dict):
            raise InputError(where, "must be an object")
        layout = parse_layout(a.get("balls"), table, f"{where}.balls")
        stroke = Stroke.from_json(a.get("shot"), params, f"{where}.shot")
        obj, pocket = a.get("object_ball"), a.get("pocket")
        if obj not in layout or obj == stroke.cue_ball:
            raise InputError(f"{where}.object_ball", f"{obj!r} is not another ball on the table")
        if pocket not in POCKET_IDS:
            raise InputError(f"{where}.pocket", f"unknown pocket {pocket!r}")
        if stroke.cue_ball not in layout:
            raise InputError(f"{where}.shot.cue_ball", "is not on the table")
        e = signed_error(Attempt(layout, stroke, obj, pocket), table, params)
        if e is None:
            skipped += 1
        else:
            errors.append(e)
    cells = summarise(errors)
    write_json({"attempts": len(raw), "compared": len(errors), "no_direct_pot": skipped,
                "cells": [c.to_json() for c in cells], "headline": headline(cells)})
    return 0
