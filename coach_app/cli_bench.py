"""``pyramid-coach bench …``: benchmarks that print measured ratios (never fail on timing)."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    b = sub.add_parser("bench", help="run a benchmark and print what it measured")
    bsub = b.add_subparsers(dest="bench", metavar="WHAT")
    p = bsub.add_parser("physics", help="break to rest, a typical shot, first-shot latency")
    p.add_argument("--repeat", type=int, default=7, help="runs of the break (median reported)")
    p.set_defaults(handler=_physics)


def _physics(args: argparse.Namespace) -> int:
    from simulation.physics.bench import run_physics_bench

    print(run_physics_bench(repeat=max(1, args.repeat)))
    return 0
