"""``pyramid-coach drills test show|simulate|score``: the skill test, headless.

``show`` prints the battery (items, attempts, points, the known total, the rating bands).
``score`` reads the player's shots, ``{"attempts": [{"drill", "attempt", "shots": [...]}]}``
(the ``drills attempt`` shot format), judges every attempt and prints the score out of the
total with the rating. ``simulate --level L --seed N`` plays the test with a stroke-error
preset. With ``--player NAME`` (and ``--db URL``) the test is stored in that player's
history as a practice drill set of category ``skill_test`` (coach_app/services/skill_test.py).
Bad input exits 2 with one line naming the field; no Qt is imported.
"""

from __future__ import annotations

import argparse
from typing import Any

from coach_app.cli.jsonio import add_input_option, read_json, write_json


def register(dsub: argparse._SubParsersAction) -> None:
    t = dsub.add_parser("test", help="the skill test: show the battery, score a player's "
                                     "attempts, or simulate a level")
    tsub = t.add_subparsers(dest="test_command", metavar="SUBCOMMAND")
    t.set_defaults(handler=_help(t))
    sh = tsub.add_parser("show", help="the battery and its total")
    sh.add_argument("--lang", choices=("en", "ru"), default="en")
    sh.set_defaults(handler=_show)
    sc = tsub.add_parser("score", help="judge a player's attempts (JSON in) and score them")
    add_input_option(sc)
    _store_options(sc)
    sc.set_defaults(handler=_score)
    si = tsub.add_parser("simulate", help="play the test with a stroke-error preset")
    si.add_argument("--level", default="club",
                    help="beginner, amateur, club, expert or master (default club)")
    si.add_argument("--seed", type=int, default=0)
    si.add_argument("--seeds", type=int, default=1, metavar="N",
                    help="play the test N times (seeds SEED ... SEED+N-1) and print the spread "
                         "of the scores and the test-retest agreement (default 1)")
    _store_options(si)
    si.set_defaults(handler=_simulate)


def _help(parser: argparse.ArgumentParser) -> Any:
    def show(_: argparse.Namespace) -> int:
        import sys

        parser.print_help(sys.stderr)
        return 2
    return show


def _store_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--player", metavar="NAME", help="store the test in NAME's history")
    p.add_argument("--db", metavar="URL", help="database URL or SQLite file (default: "
                                               "$PYRAMID_COACH_DB, else the user's history)")


def _show(args: argparse.Namespace) -> int:
    from drills.library import load_library
    from drills.skilltest import battery_json

    write_json(battery_json(load_library(), args.lang))
    return 0


def _score(args: argparse.Namespace) -> int:
    from drills.judge import judge_attempt
    from drills.library import load_library
    from drills.skilltest import parse_attempts, score_attempts

    lib = load_library()
    given = parse_attempts(lib, read_json(args))
    states = {key: judge_attempt(lib.get(key[0]), key[1], shots)
              for key, shots in given.items()}
    return _finish(args, score_attempts(states), states)


def _simulate(args: argparse.Namespace) -> int:
    from drills.library import load_library
    from drills.skilltest import simulate
    from simulation.analysis.probability import stroke_error
    from simulation.errors import InputError

    if not 0 <= args.seed < 2**31:
        raise InputError("--seed", "must be a whole number from 0 to 2^31-1")
    if not 1 <= args.seeds <= 200:
        raise InputError("--seeds", "must be a whole number from 1 to 200")
    if args.seeds > 1 and args.player:
        raise InputError("--seeds", "a test is stored one at a time: leave out --seeds or "
                         "--player")
    try:
        error = stroke_error(args.level)
    except InputError as exc:
        raise InputError("--level", exc.message) from None
    lib = load_library()
    if args.seeds > 1:
        from drills.skilltest import spread

        scores = [simulate(lib, error, args.seed + k)[0] for k in range(args.seeds)]
        write_json({"level": args.level, **spread(scores, args.seed)})
        return 0
    score, states = simulate(lib, error, args.seed)
    return _finish(args, score, states)


def _finish(args: argparse.Namespace, score: Any, states: dict[Any, Any]) -> int:
    out = score.to_json()
    if args.player:
        from coach_app.recording.recorder import Recorder
        from coach_app.services.skill_test import record_test
        from coach_app.store import History, open_store

        with open_store(args.db) as store:
            recorder = Recorder(History(store), default_name=args.player)
            out["stored"] = record_test(recorder, states, score) is not None
            recorder.flush()
    write_json(out)
    return 0
