"""``pyramid-coach game new|shot|judge|record|choices|protocol|decide``: the referee, headless
(docs/headless.md).

State goes in and out as JSON, so a script can play a whole frame by feeding each printed
state back in. Bad input (an unknown discipline, a malformed state, a shot while a decision
is pending, an illegal placement or decision) raises :class:`InputError`, which
:func:`coach_app.cli.main` turns into exit 2 with one line on stderr and nothing on stdout.
"""

from __future__ import annotations

import argparse
import math
from typing import Any

from coach_app.cli import schemas as schema
from coach_app.cli.jsonio import add_input_option, load_table, read_json, validate, write_json
from simulation.errors import InputError

DISCIPLINE_HELP = "free, combined, dynamic, classic-71, classic-51, classic-8, pyramid-t"


def register(sub: argparse._SubParsersAction) -> None:
    g = sub.add_parser("game", help="referee a frame: new, shot, judge, record, choices, "
                                    "protocol, decide; the computer: auto, cvc (JSON in/out)")
    gsub = g.add_subparsers(dest="game_command", metavar="ACTION")

    n = gsub.add_parser("new", help="print the state of a new frame, ready for the break")
    n.add_argument("--discipline", default=None,
                   help=DISCIPLINE_HELP + " (left out for a team format, whose boards set it)")
    n.add_argument("--players", type=int, default=None,
                   help="number of players (classic-71: 2, 3 or 4 by the club rules)")
    n.add_argument("--names", default=None, help="comma-separated player names")
    n.add_argument("--call-mode", dest="call_mode", default=None,
                   help="classic games and pyramid-t: 'ball-pocket' (the default: both are "
                        "played on call) or 'strict'; pyramid-t also 'uncalled', a HOUSE "
                        "RULE (000 clause 4 plays on call), marked in options.house_rules")
    n.add_argument("--handicap", action="append", default=[], metavar="SIDE=POINTS",
                   help="classic: a side starts with 5-35 points (repeatable)")
    n.add_argument("--race", action="append", default=[], metavar="SIDE=BALLS",
                   help="free, combined, dynamic, classic-8: the фора as a race, a side needs "
                        "BALLS (1-8) instead of 8 (repeatable)")
    n.add_argument("--format", dest="fmt", default=None,
                   help="'pair' for the 2 vs 2 pair format (free, combined); team formats "
                        "'triathlon-3+3', 'free-3+3', 'free-2+2' (--names: team A's boards, "
                        "then team B's)")
    n.add_argument("--frames", type=int, default=None,
                   help="a match of N frames (best of N; in a team format, of each "
                        "individual match): the break alternates (General rules 14.1)")
    n.add_argument("--team-names", dest="team_names", default=None,
                   help="team formats: 'TEAM A,TEAM B'")
    n.add_argument("--boards", default=None,
                   help="triathlon-3+3: the three boards' disciplines (default "
                        "dynamic,combined,free; the note to 2.2 allows a classic game)")
    n.add_argument("--breaker", default=None, help="the player who breaks (default: first)")
    n.add_argument("--lag", action="store_true",
                   help="start with the lag decision (General rules 8.4)")
    _table_option(n)
    n.set_defaults(handler=_new)

    for name, helptext, handler in (
        ("shot", "simulate and referee one shot: {state, shot, call?, cue_ball_position?}", _shot),
        ("judge", "referee a given result: {state, result, call?, cue_ball_position?}", _judge),
        ("record", "referee a shot at a real table from what its referee saw: "
                   "{state, outcome}", _record),
        ("choices", "what the next real-table entry may hold: {state}", _choices),
        ("protocol", "the frame protocol of a state's score sheet (visits, runs, fouls, "
                     "totals): {state}", _protocol),
        ("decide", "apply the pending decision: {state, decision}", _decide),
    ):
        p = gsub.add_parser(name, help=helptext)
        add_input_option(p)
        _table_option(p)
        p.set_defaults(handler=handler)
    # The computer opponent: game auto, game cvc.
    from coach_app.cli.ai import register_game

    register_game(gsub, _table_option)
    g.set_defaults(handler=_usage(g))


def _usage(parser: argparse.ArgumentParser) -> Any:
    def handler(args: argparse.Namespace) -> int:
        parser.print_help()
        return 2
    return handler


def _table_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--table", metavar="FILE", help="a table specification (JSON or TOML)")


def _table(args: argparse.Namespace) -> Any:
    return load_table(getattr(args, "table", None))


def _place(data: dict[str, Any]) -> tuple[float, float] | None:
    value = data.get("cue_ball_position")
    if value is None:
        return None
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(c, (int, float)) and not isinstance(c, bool)
                       and math.isfinite(c) for c in value)):
        raise InputError("cue_ball_position", "must be a point [x, y] in metres")
    return (float(value[0]), float(value[1]))


def _call(data: dict[str, Any]) -> Any:
    from simulation.rules.verdict import Call

    return None if data.get("call") is None else Call.from_json(data["call"])


def _state(data: dict[str, Any], table: Any = None) -> Any:
    from simulation.rules.state_schema import checked_state

    return checked_state(data["state"], table=table)


def _new(args: argparse.Namespace) -> int:
    from simulation.rules.game import new_game

    handicap = _side_numbers(args.handicap, "--handicap", "SIDE=POINTS")
    race = _side_numbers(args.race, "--race", "SIDE=BALLS")
    names = [n.strip() for n in args.names.split(",")] if args.names else None
    players = args.players if args.players is not None else (len(names) if names else 2)
    team_format = args.fmt not in (None, "pair")
    if args.frames is None and not team_format:
        if args.discipline is None:
            raise InputError("--discipline", "is required")
        state = new_game(args.discipline, players=players, names=names,
                         call_mode=args.call_mode, handicap=handicap, fmt=args.fmt,
                         lag=args.lag, breaker=args.breaker, table=_table(args), race=race)
        write_json(state.to_json())
        return 0
    from simulation.rules.matchplay import start_match

    if not team_format and args.discipline is None:
        raise InputError("--discipline", "is required")
    extra: dict[str, Any] = {"call_mode": args.call_mode, "handicap": handicap}
    if race:
        extra["race"] = race
    if not team_format or args.players is not None:
        extra["players"] = players
    state = start_match(args.discipline, frames=args.frames or 1, fmt=args.fmt, names=names,
                        team_names=_split(args.team_names), boards=_split(args.boards),
                        lag=args.lag, breaker=args.breaker, table=_table(args), **extra)
    write_json(state.to_json())
    return 0


def _side_numbers(items: list[str], option: str, shape: str) -> dict[str, int]:
    """``--handicap``/``--race`` values: SIDE=N, repeatable."""
    out: dict[str, int] = {}
    for item in items:
        side, sep, num = item.partition("=")
        if not sep or not num.strip().lstrip("-").isdigit():
            raise InputError(option, f"must be {shape}, not {item!r}")
        out[side.strip()] = int(num)
    return out


def _split(text: str | None) -> list[str] | None:
    return [t.strip() for t in text.split(",")] if text else None


def _carry_on(state: Any, args: argparse.Namespace) -> Any:
    """A frame of a match that has just ended hands over to the next frame (matchplay)."""
    from simulation.rules.matchplay import carry_on

    return carry_on(state, _table(args))


def _judge(args: argparse.Namespace) -> int:
    from simulation.events import ShotResult
    from simulation.rules.game import judge
    from simulation.rules.state_schema import check_result

    data = read_json(args)
    validate(schema.GameJudgeInput, data)
    table = _table(args)
    state = _state(data, table)
    result = ShotResult.from_json(data["result"])
    check_result(result, state, table)
    verdict, new = judge(state, result, call=_call(data), place=_place(data), table=table)
    new = _carry_on(new, args)
    write_json({"verdict": verdict.to_json(), "state": new.to_json()})
    return 0


def _record(args: argparse.Namespace) -> int:
    """A shot (or an incident between shots) at a real table: the referee's outcome-level
    facts, judged by the same rules as a simulated shot (simulation.rules.outcome)."""
    from simulation.rules.game import record
    from simulation.rules.outcome import Outcome

    data = read_json(args)
    validate(schema.GameRecordInput, data)
    table = _table(args)
    state = _state(data, table)
    outcome = Outcome.from_json(data["outcome"])
    verdict, new = record(state, outcome, table=table)
    new = _carry_on(new, args)
    write_json({"verdict": verdict.to_json(), "state": new.to_json()})
    return 0


def _protocol(args: argparse.Namespace) -> int:
    from simulation.rules.protocol import state_protocol

    data = read_json(args)
    validate(schema.GameStateInput, data)
    write_json(state_protocol(_state(data, _table(args))).to_json())
    return 0


def _choices(args: argparse.Namespace) -> int:
    from simulation.rules.choices import record_choices

    data = read_json(args)
    validate(schema.GameStateInput, data)
    write_json(record_choices(_state(data, _table(args))).to_json())
    return 0


def _shot(args: argparse.Namespace) -> int:
    from simulation.physics.params import PhysicsParams
    from simulation.rules.game import judge, shot_layout
    from simulation.stroke import Stroke

    data = read_json(args)
    validate(schema.GameShotInput, data)
    table = _table(args)
    state = _state(data, table)
    params = PhysicsParams()
    stroke = Stroke.from_json(data.get("shot"), params)
    place = _place(data)
    call = _call(data)
    hz = data.get("trace_hz", 0)
    layout = shot_layout(state, stroke.cue_ball, place, table)
    # Check the call before simulating, so a bad call costs no simulation.
    from simulation.rules.game import referee_for

    referee_for(state.discipline).check_call(state, call, layout)
    from simulation.physics.engine import simulate

    result = simulate(layout, stroke, table=table, params=params, trace_hz=float(hz))
    verdict, new = judge(state, result, call=call, place=place, table=table)
    new = _carry_on(new, args)
    write_json({"result": result.to_json(), "verdict": verdict.to_json(),
                "state": new.to_json()})
    return 0


def _decide(args: argparse.Namespace) -> int:
    from simulation.rules.game import decide

    data = read_json(args)
    validate(schema.GameDecideInput, data)
    table = _table(args)
    state = _state(data, table)
    new = _carry_on(decide(state, data["decision"], table=table), args)
    write_json(new.to_json())
    return 0
