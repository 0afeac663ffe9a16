"""``pyramid-coach bench …``: benchmarks that print measured ratios (never fail on timing)."""

from __future__ import annotations

import argparse

from coach_app.cli.jsonio import in_range
from simulation.errors import InputError

#: The most simulated breaks ``bench analysis`` runs: 25 times its default of 50 settings
#: x 40 samples (more would run for hours and time nothing new).
ANALYSIS_SIMULATIONS = 50_000


def register(sub: argparse._SubParsersAction) -> None:
    b = sub.add_parser("bench", help="run a benchmark and print what it measured")
    bsub = b.add_subparsers(dest="bench", metavar="WHAT")
    p = bsub.add_parser("physics", help="break to rest, a typical shot, first-shot latency, "
                                        "the slowest shots against the previous engine")
    p.add_argument("--repeat", type=int, default=7,
                   help="runs of the break and of each shot timed side by side (median reported)")
    p.add_argument("--vs", metavar="REF", default=None,
                   help="git ref of the previous engine to time against (default: the commit "
                        "that recorded the replay references; 'none' skips it)")
    p.add_argument("--random", type=int, default=0, metavar="N",
                   help="also time random shots 0..N-1 once each, on both engines "
                        "with --vs (median, p99, max)")
    p.set_defaults(handler=_physics)
    a = bsub.add_parser("analysis", help="solver, pot probability and break sweep timings")
    a.add_argument("--settings", type=int, default=50,
                   help="break settings (default 50, at most 500)")
    a.add_argument("--samples", type=int, default=40,
                   help="samples per setting (default 40, at most 500; settings x samples "
                        "at most 50000)")
    a.set_defaults(handler=_analysis)
    g = bsub.add_parser("gui", help="cold start to an interactive window, playback fps and CPU")
    g.add_argument("--seconds", type=float, default=5.0,
                   help="wall time of playback measured (default 5)")
    g.add_argument("--cold-runs", type=int, default=3,
                   help="fresh processes started for the cold start, 0 to 20 (median "
                        "reported; 0 skips)")
    g.set_defaults(handler=_gui)
    # History and charts: the sub-command is defined with its peers in cli.history.
    from coach_app.cli.history import register_bench

    register_bench(bsub)
    # The computer opponent: time to choose a shot per level.
    from coach_app.cli.ai import register_bench as register_ai_bench

    register_ai_bench(bsub)
    # Ratings and handicaps: the levels rated, the model validated, the фора.
    from coach_app.cli.rating import register_bench as register_rating_bench

    register_rating_bench(bsub)


def _physics(args: argparse.Namespace) -> int:
    from simulation.physics.bench import run_physics_bench

    print(run_physics_bench(repeat=in_range(args.repeat, "--repeat", 1, 1000), vs=args.vs,
                            random_shots=in_range(args.random, "--random", 0, 10_000)))
    return 0


def _gui(args: argparse.Namespace) -> int:
    # Qt is imported only here: the other commands stay headless and start fast.
    from coach_app.cli.bench_gui import run_gui_bench

    print(run_gui_bench(seconds=in_range(args.seconds, "--seconds", 0.05, 600),
                        cold_runs=in_range(args.cold_runs, "--cold-runs", 0, 20)))
    return 0


def _analysis(args: argparse.Namespace) -> int:
    from simulation.analysis.bench import run_analysis_bench

    settings = in_range(args.settings, "--settings", 1, 500)
    samples = in_range(args.samples, "--samples", 1, 500)
    if settings * samples > ANALYSIS_SIMULATIONS:  # each is one simulated break
        raise InputError("--samples", f"--settings x --samples must be at most "
                         f"{ANALYSIS_SIMULATIONS:,} simulations (25 times the default)")
    print(run_analysis_bench(settings, samples))
    return 0
