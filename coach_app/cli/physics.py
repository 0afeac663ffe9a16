"""``pyramid-coach params`` and ``pyramid-coach shot`` (docs/headless.md)."""

from __future__ import annotations

import argparse
from typing import Any

from coach_app.cli.jsonio import add_input_option, load_table, read_json, validate, write_json
from simulation.errors import InputError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("params", help="print the physics and table parameters in force")
    p.add_argument("--table", metavar="NAME|FILE",
                   help="a shipped table (pyramid-12ft, -11ft, -10ft) or a JSON/TOML file")
    p.set_defaults(handler=_params)
    s = sub.add_parser("shot", help="simulate one shot: JSON layout and stroke in, result out")
    add_input_option(s)
    s.add_argument("--table", metavar="NAME|FILE",
                   help="a shipped table (pyramid-12ft, -11ft, -10ft) or a JSON/TOML file")
    s.set_defaults(handler=_shot)


def _table(args: argparse.Namespace) -> Any:
    """``--table`` names a shipped table (pyramid-12ft, pyramid-11ft, pyramid-10ft) or a file."""
    from simulation.table import builtin_tables

    name = getattr(args, "table", None)
    shipped = builtin_tables()
    return shipped[name] if name and name in shipped else load_table(name)


def params_json(table: Any, params: Any) -> dict[str, Any]:
    from simulation.physics.params import PHYSICS_VERSION

    p = params.to_dict()
    return {
        "ball_radius": table.ball_radius,
        "ball_mass": table.ball_mass,
        "g": p.pop("g"),
        "mu_slide": p.pop("mu_slide"),
        "mu_roll": p.pop("mu_roll"),
        "mu_spin": p.pop("mu_spin"),
        "e_ball": p.pop("e_ball"),
        # Ball–ball friction falls with the sliding speed v: mu(v) = a + b exp(-c v).
        "mu_ball": {"a": p.pop("mu_ball_a"), "b": p.pop("mu_ball_b"), "c": p.pop("mu_ball_c")},
        "e_cushion": p.pop("e_cushion"),
        "mu_cushion": p.pop("mu_cushion"),
        **p,
        "table": table.to_dict(),
        "version": PHYSICS_VERSION,
    }


def _params(args: argparse.Namespace) -> int:
    from simulation.physics.params import PhysicsParams

    write_json(params_json(_table(args), PhysicsParams()))
    return 0


def _shot(args: argparse.Namespace) -> int:
    from coach_app.cli.schemas import ShotInput
    from simulation.layout import parse_layout
    from simulation.physics.engine import simulate
    from simulation.physics.params import PhysicsParams
    from simulation.stroke import Stroke

    data = read_json(args)
    validate(ShotInput, data)
    table = _table(args)
    params = PhysicsParams()
    layout = parse_layout(data.get("balls"), table)
    stroke = Stroke.from_json(data.get("shot"), params)
    if stroke.cue_ball not in layout:
        raise InputError("shot.cue_ball", f"ball {stroke.cue_ball!r} is not on the table")
    hz = data.get("trace_hz", 0)
    result = simulate(layout, stroke, table=table, params=params, trace_hz=float(hz))
    write_json(result.to_json())
    return 0
