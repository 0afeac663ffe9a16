"""``pyramid-coach rating``, ``handicap`` and ``bench rating|rating-model|handicap``.

``rating`` prints every player's rating with its uncertainty and record, from the history
(``--db``) or a file of frames (``--frames``); ``handicap`` the fair фора between two of
them. Both only read: a history is never created (a mistyped ``--db`` is said, not made).
The model is the core's (``simulation/rating``, docs/ratings.md); the frames come from
``coach_app/store/games_read.py``. Bad input is an InputError: exit 2, one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from typing import Any

from coach_app.cli.jsonio import in_range, read_json, write_json
from simulation.errors import InputError

WHERE_CHOICES = ("real", "screen", "all")


def _source_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", metavar="URL",
                   help="database URL or SQLite file (default: $PYRAMID_COACH_DB, else the "
                        "history in the user's data directory)")
    p.add_argument("--frames", metavar="FILE",
                   help="rate the frames of this JSON file ({\"frames\": [...]}, "
                        "docs/headless.md) instead of a history")
    p.add_argument("--where", default="all",
                   help="real, screen or all (default all: real and screen together)")
    p.add_argument("--discipline", default="all",
                   help="a discipline (rated with its family), a family (free, coloured, "
                        "called) or all (default)")
    p.add_argument("--as-of", dest="as_of", metavar="DATE",
                   help="rate the frames played up to this day (YYYY-MM-DD)")
    p.add_argument("--half-life", dest="half_life", type=float, default=None, metavar="DAYS",
                   help="days in which a frame's weight halves (default 365; 0: no decay)")
    p.add_argument("--levels", metavar="FILE",
                   help="the computer levels' ratings (default: the measured file shipped, "
                        "simulation/rating/data/levels.json)")


def register(sub: argparse._SubParsersAction) -> None:
    r = sub.add_parser("rating", help="every player's rating, uncertainty and record (JSON)")
    _source_options(r)
    r.add_argument("--player", metavar="NAME",
                   help="also this player's rating over time and head-to-head records")
    r.set_defaults(handler=_rating)
    h = sub.add_parser("handicap", help="the fair фора between two players, and the chances "
                                        "with and without it (JSON)")
    _source_options(h)
    h.add_argument("--players", required=True, metavar="A,B",
                   help="two players of the history (or computer:LEVEL)")
    h.set_defaults(handler=_handicap)


def register_bench(bsub: argparse._SubParsersAction) -> None:
    b = bsub.add_parser("rating", help="rate the computer's levels from their own frames "
                                       "(and measure the race units)")
    b.add_argument("--scale", type=float, default=1.0,
                   help="frames per pairing times this (0.1 to 4; default 1: about 20 "
                        "minutes of processor time)")
    b.add_argument("--seed", type=int, default=0, help="seed of the frames (default 0)")
    b.add_argument("--workers", type=int, default=2,
                   help="frames played at once, one process each (default 2)")
    b.add_argument("--out", metavar="FILE",
                   help="write the levels' data file here (the shipped one is "
                        "simulation/rating/data/levels.json)")
    b.add_argument("--refit", metavar="FILE",
                   help="fit again the pairings of this data file instead of playing")
    b.set_defaults(handler=_bench_levels)
    m = bsub.add_parser("rating-model", help="validate the rating model on synthetic "
                                             "leagues: ranking and calibration")
    m.add_argument("--seed", type=int, default=1, help="seed of the leagues (default 1)")
    m.add_argument("--players", type=int, default=16, help="players (4 to 60, default 16)")
    m.add_argument("--frames", type=int, default=1600,
                   help="frames to fit on (100 to 20000, default 1600)")
    m.add_argument("--test-frames", dest="test_frames", type=int, default=20000,
                   help="fresh frames the predictions are checked on (1000 to 200000)")
    m.set_defaults(handler=_bench_model)
    c = bsub.add_parser("handicap", help="play frames between two levels with the suggested "
                                         "фора: the weaker one's share of frames won")
    c.add_argument("--levels", default="club,beginner",
                   help="the stronger and the weaker level (default club,beginner)")
    c.add_argument("--discipline", default="free", help="free (a race, default) or classic-71")
    c.add_argument("--frames", type=int, default=100, help="frames (20 to 1000, default 100)")
    c.add_argument("--seed", type=int, default=0, help="seed of the frames (default 0)")
    c.add_argument("--workers", type=int, default=2, help="frames at once (default 2)")
    c.add_argument("--levels-file", dest="levels_file", metavar="FILE",
                   help="the levels' data file (default: the shipped one)")
    c.set_defaults(handler=_bench_handicap)


# ------------------------------------------------------------------ reading
def _view(args: argparse.Namespace) -> Any:
    from simulation.rating.league import HALF_LIFE_DAYS, View

    as_of = None
    if args.as_of is not None:
        try:
            as_of = date.fromisoformat(args.as_of[:40])
        except ValueError:
            raise InputError("--as-of", f"must be a date YYYY-MM-DD, not {args.as_of[:40]!r}"
                             ) from None
    if args.where not in WHERE_CHOICES:
        raise InputError("--where", f"must be one of {', '.join(WHERE_CHOICES)}, not "
                         f"{args.where[:40]!r}")
    half_life: float | None = HALF_LIFE_DAYS
    if args.half_life is not None:
        in_range(args.half_life, "--half-life", 0, 100_000)
        half_life = args.half_life or None
    return View(args.where, args.discipline, as_of, half_life).checked()


def _frames(args: argparse.Namespace) -> tuple[tuple[Any, ...], dict[str, int]]:
    """The frames to rate and, from a history, the frames it could not rate by reason."""
    from simulation.rating.values import frames_from_json

    if args.frames and args.db:
        raise InputError("--frames", "give --frames or --db, not both")
    if args.frames:
        ns = argparse.Namespace(infile=args.frames)
        return frames_from_json(read_json(ns), "frames"), {}
    from coach_app.store.games_read import read_frames
    from coach_app.store.opening import command_store

    with command_store(args.db, create=False) as store:
        found = read_frames(store)
    return found.frames, dict(found.skipped)


def _anchors(path: str | None) -> Any:
    from simulation.rating.anchors import load_anchors

    return load_anchors(path)


def _rating(args: argparse.Namespace) -> int:
    from simulation.rating.league import rate
    from simulation.rating.player import player_report

    view = _view(args)
    anchors = _anchors(args.levels)
    frames, skipped = _frames(args)
    if args.player is None:
        table = rate(frames, anchors, view)
    else:
        report = player_report(frames, args.player, anchors, view)
        if report.rating is None:
            raise InputError("--player", f"{args.player!r} played no frame in this view")
        table = report.table
    out = table.to_json()
    out["unrated_frames"] = skipped
    if args.player is not None:
        out["player"] = {"name": args.player,
                         "series": [p.to_json() for p in report.series],
                         "head_to_head": [h.to_json() for h in report.head_to_head]}
    write_json(out)
    return 0


def _pair(text: str) -> tuple[str, str]:
    names = [n.strip() for n in text.split(",")]
    if len(names) != 2 or not all(names):
        raise InputError("--players", "must name two players, A,B")
    if names[0] == names[1]:
        raise InputError("--players", "must name two different players")
    return names[0], names[1]


def _handicap(args: argparse.Namespace) -> int:
    from simulation.rating.handicap import advise
    from simulation.rules.state import DISCIPLINES

    a, b = _pair(args.players)
    if args.discipline not in DISCIPLINES:
        raise InputError("--discipline", f"must be a discipline, one of {list(DISCIPLINES)}")
    view = _view(args)
    frames, _ = _frames(args)
    advice = advise(frames, _anchors(args.levels), view, (a, b), args.discipline)
    if advice.unrated or advice.suggestion is None:
        raise InputError("--players", f"no rated player called {advice.unrated[0]!r} in this "
                         f"view (a person must have played a frame of the family "
                         f"{advice.family}; a computer level is computer:LEVEL)")
    players = {name: {"rating": round(r, 1), "sd": round(sd, 1)}
               for name, (r, sd) in zip((a, b), advice.ratings, strict=True)}
    out: dict[str, Any] = {"players": players, "where": view.where, "family": advice.family,
                           **advice.suggestion.to_json()}
    out["without"]["chance_sd"] = round(advice.chance_sd, 4)
    write_json(out)
    return 0


# ------------------------------------------------------------------ benches
def _workers(value: int) -> int:
    return int(in_range(value, "--workers", 1, 16))


def _bench_levels(args: argparse.Namespace) -> int:
    from coach_app.files.atomic import check_target, write_text
    from simulation.rating import levels_bench as lb

    out = check_target(args.out, "--out") if args.out else None
    if args.refit:
        old = _anchors(args.refit).raw
        data = lb.fit_data(old["pairings"], seed=int(old["seed"]),
                           command=str(old.get("command", "")),
                           measured=str(old["measured"]), seconds=float(old["seconds"]))
        text = lb.report(data, float(old["seconds"]),
                         sum(p["cpu_seconds"] for p in data["pairings"]), 0)
    else:
        scale = in_range(args.scale, "--scale", 0.1, 4.0)
        if not 0 <= args.seed <= 2**31:
            raise InputError("--seed", "must be 0 to 2147483648")
        command = f"pyramid-coach bench rating --scale {scale:g} --seed {args.seed}"
        result = lb.run(lb.DEFAULT_PAIRINGS, scale, args.seed, _workers(args.workers),
                        command, lb.progress_to_stderr)
        data, text = result.data, result.report
    print(text)
    if out is not None:
        try:
            write_text(out, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
        except OSError as exc:
            raise InputError("--out", f"cannot write {out}: {exc.strerror}") from None
        print(f"written: {out}")
    sys.stdout.flush()
    return 0


def _bench_model(args: argparse.Namespace) -> int:
    from simulation.rating.validation import run_validation

    print(run_validation(
        seed=int(in_range(args.seed, "--seed", 0, 2**31)),
        players=int(in_range(args.players, "--players", 4, 60)),
        frames=int(in_range(args.frames, "--frames", 100, 20_000)),
        test_frames=int(in_range(args.test_frames, "--test-frames", 1000, 200_000))))
    return 0


def _bench_handicap(args: argparse.Namespace) -> int:
    from simulation.ai.levels import level
    from simulation.rating.handicap_bench import run_handicap_bench

    names = [n.strip() for n in args.levels.split(",")]
    if len(names) != 2 or names[0] == names[1]:
        raise InputError("--levels", "must name two different levels, STRONGER,WEAKER")
    for n in names:
        level(n)
    if args.discipline not in ("free", "classic-71"):
        raise InputError("--discipline", "must be free or classic-71")
    print(run_handicap_bench((names[0], names[1]), args.discipline,
                             int(in_range(args.frames, "--frames", 20, 1000)),
                             int(in_range(args.seed, "--seed", 0, 2**31)),
                             _workers(args.workers), _anchors(args.levels_file)))
    return 0
