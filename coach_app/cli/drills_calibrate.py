"""``pyramid-coach drills calibrate``: do the drill levels follow measured difficulty?

Prints, per category, Spearman's rank correlation between each drill's level and its
measured difficulty (1 − the reference player's success probability, drills/calibrate.py),
and the per-drill numbers. By default from the stored measurements (drills/data/
measured.json, fast); ``--measure`` plays every drill afresh (minutes). ``--format table``
prints a readable table instead of JSON. Exit 0 when every category reaches ``--min-rho``
(0.7), 1 when one does not (the check a CI job runs), 2 on bad input. Headless: no Qt.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from coach_app.cli.jsonio import path_arg, write_json
from simulation.errors import InputError


def register(dsub: argparse._SubParsersAction) -> None:
    ca = dsub.add_parser("calibrate", help="rank correlation between drill levels and measured "
                                           "difficulty, per category")
    ca.add_argument("--measure", action="store_true",
                    help="measure every drill afresh instead of using the stored numbers")
    ca.add_argument("--samples", type=int, default=60, help="attempts per shot with --measure")
    ca.add_argument("--workers", type=int, default=2)
    ca.add_argument("--category", help="only this category")
    ca.add_argument("--min-rho", type=float, default=0.7,
                    help="exit 1 when a category's correlation is below this (default 0.7)")
    ca.add_argument("--format", choices=("json", "table"), default="json")
    ca.add_argument("--user-dir", metavar="DIR", type=path_arg,
                    help="also load the user packs in DIR")
    ca.set_defaults(handler=_calibrate)


def _calibrate(args: argparse.Namespace) -> int:
    from drills.calibrate import REFERENCE_LEVEL, report, rows_from, stored
    from drills.library import load_library

    if not 1 <= args.samples <= 10_000:
        raise InputError("--samples", "must be a whole number from 1 to 10000")
    if not 1 <= args.workers <= 64:
        raise InputError("--workers", "must be a whole number from 1 to 64")
    if not -1.0 <= args.min_rho <= 1.0:
        raise InputError("--min-rho", "must be between -1 and 1")
    lib = load_library(args.user_dir)
    drills = [d for d in lib.drills() if args.category in (None, d.category)]
    if not drills:
        raise InputError("--category", f"no drill in category {args.category!r}")
    if args.measure:
        from drills.difficulty import success_probability
        from simulation.analysis.probability import stroke_error

        error = stroke_error(REFERENCE_LEVEL)
        measured: dict[str, float] = {}
        for d in drills:
            found = success_probability(d, error, samples=args.samples, seed=0,
                                        workers=args.workers)
            if found is not None:
                measured[d.id] = found.p
    else:
        measured = stored()
    out = report(rows_from(drills, measured))
    out["source"] = "measured" if args.measure else "stored"
    out["unmeasured"] = sorted(d.id for d in drills if d.id not in measured)
    out["min_rho"] = args.min_rho
    ok = all(c["spearman"] is not None and c["spearman"] >= args.min_rho
             for c in out["categories"].values())
    out["ok"] = ok
    if args.format == "table":
        sys.stdout.write(_table(out))
    else:
        write_json(out)
    return 0 if ok else 1


def _table(out: dict[str, Any]) -> str:
    lines = [f"reference player: {out['reference_level']} ({out['source']})", "",
             f"{'category':<12} {'drills':>6} {'spearman':>9}"]
    for cat, c in out["categories"].items():
        rho = "-" if c["spearman"] is None else f"{c['spearman']:.3f}"
        lines.append(f"{cat:<12} {c['drills']:>6} {rho:>9}")
    lines += ["", f"{'drill':<24} {'category':<12} {'level':>5} {'success':>8} {'suggested':>9}"]
    for r in out["drills"]:
        lines.append(f"{r['drill']:<24} {r['category']:<12} {r['level']:>5} "
                     f"{100 * r['probability']:>7.1f}% {r['suggested_level']:>9}")
    if out["unmeasured"]:
        lines.append("unmeasured: " + ", ".join(out["unmeasured"]))
    lines.append("ok" if out["ok"] else f"below {out['min_rho']} in some category")
    return "\n".join(lines) + "\n"
