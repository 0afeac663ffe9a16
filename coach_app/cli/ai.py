"""``pyramid-coach game auto|cvc`` and ``bench ai``: the computer opponent, headless.

``game auto`` reads ``{"state": …}`` and plays the computer's turn for the side to move: the
pending decision if there is one, else a shot (chosen, perturbed by the level's stroke
error, simulated and refereed). ``game cvc`` plays computer-vs-computer frames and prints
each score sheet and the series result. Registered from :mod:`coach_app.cli.game` and
:mod:`coach_app.cli.bench`; bad input raises InputError (exit 2, nothing on stdout).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from coach_app.cli.jsonio import (
    add_input_option,
    in_range,
    load_table,
    read_json,
    validate,
    write_json,
)
from simulation.errors import InputError
from simulation.rules.vocab import Phase

#: Seeds are whole numbers that JSON readers keep exactly (2^53).
MAX_SEED = 2**53
LEVEL_HELP = "beginner, amateur, club, expert or master"


def register_game(gsub: argparse._SubParsersAction,
                  table_option: Callable[[argparse.ArgumentParser], None]) -> None:
    a = gsub.add_parser("auto", help="the computer plays the turn of the side to move: "
                                     "{state, trace_hz?}")
    add_input_option(a)
    table_option(a)
    a.add_argument("--level", default="club", help=LEVEL_HELP + " (default club)")
    a.add_argument("--seed", type=int, default=0, help="seed of the stroke error (default 0)")
    a.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    a.set_defaults(handler=_auto)

    c = gsub.add_parser("cvc", help="computer-vs-computer frames: score sheets and the series")
    c.add_argument("--discipline", required=True)
    c.add_argument("--levels", default="club,club", help="two levels, P1,P2 (default club,club)")
    c.add_argument("--games", type=int, default=1, help="frames to play (default 1)")
    c.add_argument("--seed", type=int, default=0, help="seed of the series (default 0)")
    c.add_argument("--max-turns", dest="max_turns", type=int, default=600,
                   help="turns after which a frame is abandoned (default 600)")
    c.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    table_option(c)
    c.set_defaults(handler=_cvc)


def register_bench(bsub: argparse._SubParsersAction) -> None:
    b = bsub.add_parser("ai", help="time the computer takes to choose a shot, per level")
    b.add_argument("--positions", type=int, default=4,
                   help="positions timed per level (default 4)")
    b.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    b.set_defaults(handler=_bench)


def _table(args: argparse.Namespace) -> Any:
    return load_table(getattr(args, "table", None))


def _workers(args: argparse.Namespace) -> int:
    if not 1 <= args.workers <= 64:
        raise InputError("--workers", "must be 1 to 64")
    return int(args.workers)


def _auto(args: argparse.Namespace) -> int:
    import random

    from coach_app.cli.schemas import GameAutoInput
    from simulation.ai.levels import level
    from simulation.ai.play import play_turn
    from simulation.rules.state_schema import checked_state

    lv = level(args.level)
    data = read_json(args)
    validate(GameAutoInput, data)
    table = _table(args)
    state = checked_state(data["state"], table=table)
    if state.phase is Phase.OVER:
        raise InputError("state.phase", "the game is over")
    hz = data.get("trace_hz", 0)
    seed = in_range(args.seed, "--seed", 0, MAX_SEED)
    record = play_turn(state, lv, random.Random(seed), table=table,
                       workers=_workers(args), trace_hz=float(hz))
    write_json({"level": lv.name, **record.to_json()})
    return 0


def _cvc(args: argparse.Namespace) -> int:
    import random

    from simulation.ai.levels import level
    from simulation.ai.play import play_game
    from simulation.ai.stats import summarise
    from simulation.analysis.workers import worker_pool
    from simulation.rules.game import referee_for

    referee_for(args.discipline)  # InputError for an unknown discipline
    names = [n.strip() for n in args.levels.split(",")]
    if len(names) != 2:
        raise InputError("--levels", "must name two levels, e.g. master,beginner")
    levels = [level(n) for n in names]
    in_range(args.seed, "--seed", 0, MAX_SEED)
    if not 1 <= args.games <= 1000:
        raise InputError("--games", "must be 1 to 1000")
    if not 1 <= args.max_turns <= 10000:
        raise InputError("--max-turns", "must be 1 to 10000")
    table, workers = _table(args), _workers(args)
    games = []
    wins = {"P1": 0, "P2": 0}
    draws = unfinished = 0
    frames = []
    # One pool for the series, as the app keeps one for its game screen: a pool started
    # for each batch of a turn cost more than some batches (the same results either way).
    pool = worker_pool(workers) if workers > 1 else None
    try:
        for i in range(args.games):
            rng = random.Random(args.seed * 7919 + i)
            rec = play_game(args.discipline, levels, rng, breaker=i % 2,
                            max_turns=args.max_turns, table=table,
                            workers=pool if pool is not None else 1)
            games.append({"game": i + 1, **rec.to_json()})
            frames.append(rec.entries)
            s = rec.state
            if not rec.finished:
                unfinished += 1
            elif s.winner in wins:
                wins[s.winner] += 1
            else:
                draws += 1
            sys.stderr.write(f"game {i + 1}/{args.games}: winner {s.winner} "
                             f"{dict(s.scores)} in {rec.shots} shots\n")
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    by_level: dict[str, int] = {}
    for side, lv in zip(("P1", "P2"), levels, strict=True):
        by_level[lv.name] = by_level.get(lv.name, 0) + wins[side]
    stats = summarise(frames, {lv.name: lv.min_p for lv in levels})
    for name, st in stats.items():
        j = st.to_json()
        sys.stderr.write(f"{name}: {j['balls_per_visit']} balls per visit, "
                         f"{100 * j['foul_rate']:.1f}% of shots fouled "
                         f"({j['fouls']} of {j['shots']}), pots {j['pots_made']}/"
                         f"{j['pot_attempts']}, safeties {j['safeties']} "
                         f"({j['safety_fouls']} fouled), longest run {j['longest_run']}, "
                         f"decision median {j['decision_median_s']} s, worst "
                         f"{j['decision_worst_s']} s\n")
    sys.stderr.write(f"series: {by_level}\n")
    write_json({"discipline": args.discipline, "levels": {"P1": names[0], "P2": names[1]},
                "seed": args.seed, "games": games,
                "series": {"games": args.games, "wins": wins, "by_level": by_level,
                           "draws": draws, "unfinished": unfinished,
                           "stats": {n: st.to_json() for n, st in stats.items()}}})
    return 0


def _bench(args: argparse.Namespace) -> int:
    from simulation.ai.bench import run_ai_bench

    print(run_ai_bench(positions=in_range(args.positions, "--positions", 1, 100),
                       workers=_workers(args)))
    return 0
