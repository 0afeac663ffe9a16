"""``pyramid-coach drills list|show|validate|attempt|difficulty`` (docs/drills.md).

Headless like the other commands: JSON out, JSON in (stdin or ``--in``), bad input exits 2
with one line naming the field (``validate`` prints one line per problem found in the file).
Imports stay inside the handlers so the command starts fast and never loads Qt.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from coach_app.cli.jsonio import (
    add_input_option,
    in_range,
    one_line,
    path_arg,
    read_json,
    validate,
    write_json,
)
from simulation.errors import InputError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("drills", help="drill libraries: list, show, validate a pack, judge an "
                                      "attempt")
    dsub = p.add_subparsers(dest="drills_command", metavar="SUBCOMMAND")
    p.set_defaults(handler=_help(p))

    ls = dsub.add_parser("list", help="the drills (JSON list of id, title, category, level, "
                                      "discipline)")
    _user_dir(ls)
    ls.add_argument("--lang", choices=("en", "ru"), default="en", help="language of titles")
    ls.add_argument("--category")
    ls.add_argument("--level", type=int)
    ls.add_argument("--discipline")
    ls.add_argument("--search", metavar="TEXT", help="text in the id or a title")
    ls.set_defaults(handler=_list)

    sh = dsub.add_parser("show", help="one drill in full, with the layout of an attempt")
    sh.add_argument("id")
    sh.add_argument("--attempt", type=int, default=1)
    _user_dir(sh)
    sh.set_defaults(handler=_show)

    va = dsub.add_parser("validate", help="check a pack file (TOML or JSON)")
    va.add_argument("file")
    va.set_defaults(handler=_validate)

    im = dsub.add_parser("import", help="copy a pack file into the user's drills folder "
                                        "(validated; a pack of the same id is replaced only "
                                        "with --replace, and kept as a backup)")
    im.add_argument("file")
    im.add_argument("--user-dir", metavar="DIR", type=path_arg,
                    help="the user's drills folder (default: the app's, in the user's data "
                         "directory)")
    im.add_argument("--replace", action="store_true",
                    help="replace a pack of yours with the same id (the old file is kept in "
                         "DIR/backups)")
    im.set_defaults(handler=_import)

    at = dsub.add_parser("attempt", help="judge an attempt: {attempt, shot, cue_ball_position} "
                                         "or {attempt, shots: [...]} in, the judged attempt out")
    at.add_argument("id")
    add_input_option(at)
    _user_dir(at)
    at.set_defaults(handler=_attempt)

    di = dsub.add_parser("difficulty", help="how often a player of a level succeeds at the "
                                            "drill (Monte-Carlo over its known solution)")
    di.add_argument("id")
    di.add_argument("--level", default="club",
                    help="stroke-error preset: beginner, amateur, club, expert, master")
    di.add_argument("--samples", type=int, default=100, help="attempts per shot (default 100)")
    di.add_argument("--seed", type=int, default=0)
    di.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    _user_dir(di)
    di.set_defaults(handler=_difficulty)

    from coach_app.cli import drills_calibrate, drills_cards, drills_weak, skill_test
    drills_calibrate.register(dsub)
    drills_cards.register(dsub)
    skill_test.register(dsub)
    drills_weak.register(dsub)


def _help(parser: argparse.ArgumentParser) -> Any:
    def show(_: argparse.Namespace) -> int:
        parser.print_help(sys.stderr)
        return 2
    return show


def _user_dir(p: argparse.ArgumentParser) -> None:
    p.add_argument("--user-dir", metavar="DIR", type=path_arg,
                   help="also load the user packs in DIR")


def _library(args: argparse.Namespace) -> Any:
    from drills.library import load_library

    lib = load_library(args.user_dir)
    for problem in lib.problems:
        sys.stderr.write(one_line(f"pyramid-coach drills: skipped: {problem}") + "\n")
    return lib


def _list(args: argparse.Namespace) -> int:
    lib = _library(args)
    found = lib.find(category=args.category, level=args.level, discipline=args.discipline,
                     text=args.search)
    write_json([d.summary(args.lang) for d in found])
    return 0


def _show(args: argparse.Namespace) -> int:
    from drills.schema import dump_drill
    from drills.setup import attempt_layout

    drill = _library(args).get(args.id)
    in_range(args.attempt, "--attempt", 1, 1_000_000)
    out = dump_drill(drill)
    out["pack_file"] = drill.source
    out["balls"] = {b: list(p) for b, p in attempt_layout(drill, args.attempt).items()}
    out["attempt"] = args.attempt
    write_json(out)
    return 0


def _validate(args: argparse.Namespace) -> int:
    from drills.fields import DrillError
    from drills.library import builtin_packs
    from drills.schema import check_pack, read_data

    known = frozenset(d.id for p in builtin_packs() for d in p.drills)
    try:
        problems, pack = check_pack(read_data(args.file), args.file, known)
    except DrillError as exc:
        problems, pack = [exc], None
    if problems or pack is None:
        for problem in problems:
            sys.stderr.write(one_line(f"pyramid-coach drills validate: {problem}") + "\n")
        return 2
    write_json({"file": args.file, "valid": True, "pack": pack.id, "drills": len(pack.drills),
                "ids": [d.id for d in pack.drills],
                "categories": sorted({d.category for d in pack.drills})})
    return 0


def _import(args: argparse.Namespace) -> int:
    from coach_app.practice.userpacks import default_drills_dir, import_pack
    from drills.library import load_library

    folder = args.user_dir or default_drills_dir()
    outcome = import_pack(args.file, folder, load_library(folder), replace=args.replace)
    if not outcome.ok:
        problem = outcome.problems[0]
        field = "--replace" if outcome.conflict else "file"
        raise InputError(field, f"{problem}" + (f" (and {len(outcome.problems) - 1} more)"
                                               if len(outcome.problems) > 1 else ""))
    write_json({"file": str(outcome.path), "pack": outcome.pack_id,
                "replaced": outcome.replaced,
                "backup": None if outcome.backup is None else str(outcome.backup)})
    return 0


def _attempt(args: argparse.Namespace) -> int:
    from coach_app.cli.schemas import DrillAttemptInput
    from drills import fields as f
    from drills.judge import judge_attempt
    from drills.model import ShotInput
    from drills.schema import shot_input
    from simulation.physics.params import PhysicsParams
    from simulation.stroke import Stroke

    data = read_json(args)
    validate(DrillAttemptInput, data)
    drill = _library(args).get(args.id)
    params = PhysicsParams()
    f.obj(data, "", ("attempt", "shot", "cue_ball_position", "shots", "trace_hz"))
    attempt = f.integer(data.get("attempt", 1), "attempt", 1, 1_000_000)
    hz = f.number(data.get("trace_hz", 0), "trace_hz", 0, 1000)
    if ("shot" in data) == ("shots" in data):
        raise InputError("shot", "give either 'shot' (one shot) or 'shots' (a list)")
    if "shot" in data:
        place = data.get("cue_ball_position")
        shots = [ShotInput(Stroke.from_json(data["shot"], params, "shot"),
                           None if place is None else f.point(place, "cue_ball_position"))]
    else:
        shots = []
        for i, item in enumerate(f.items(data["shots"], "shots", 15)):
            where = f"shots[{i}]"
            f.obj(item, where, ("shot", "cue_ball_position"), ("shot",))
            merged = dict(f.obj(item["shot"], f"{where}.shot",
                                ("cue_ball", "direction_deg", "speed", "side", "height")))
            if "cue_ball_position" in item:
                merged["cue_ball_position"] = item["cue_ball_position"]
            shots.append(shot_input(merged, where, params))
    state = judge_attempt(drill, attempt, shots, params=params, trace_hz=hz)
    write_json(state.to_json(with_results=True))
    return 0


def _difficulty(args: argparse.Namespace) -> int:
    from drills.difficulty import success_probability
    from simulation.analysis.probability import stroke_error

    drill = _library(args).get(args.id)
    if not 1 <= args.samples <= 10_000:
        raise InputError("--samples", "must be a whole number from 1 to 10000")
    in_range(args.seed, "--seed", 0, 2**53)
    if not 1 <= args.workers <= 64:
        raise InputError("--workers", "must be a whole number from 1 to 64")
    found = success_probability(drill, stroke_error(args.level), samples=args.samples,
                                seed=args.seed, workers=args.workers)
    if found is None:
        raise InputError("id", f"drill {drill.id} has no known solution to measure")
    write_json(found.to_json())
    return 0
