#!/usr/bin/env python3
"""Find a successful attempt for every built-in drill and record it in its pack.

    python tools/find_drill_solutions.py                # drills without a solution
    python tools/find_drill_solutions.py --force        # search every drill again
    python tools/find_drill_solutions.py --only pot.cut-45 --jobs 4
    python tools/find_drill_solutions.py --only colours.set-1 --max-sims 30000
    python tools/find_drill_solutions.py --force --robust club --only pot.straight-middle
    python tools/find_drill_solutions.py --force --repair --only run.free-5   # new physics

``--robust LEVEL`` keeps, of up to ``--choices`` successful plans, the one a player of that
level makes most often (drills/search.py, find_solution): the percentage shot, so that the
level measured from the recorded solution is the drill's and not the first find's.

The search (drills/search.py) is deterministic, so running this twice writes the same files.
The packs are rewritten with drills/tomlw.py (comments in them are not kept). The test
tests/drills/test_builtin_solutions.py replays every recorded solution.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from drills.repair import repair  # noqa: E402
from drills.schema import parse_drill, read_data  # noqa: E402
from drills.search import ROBUST_CHOICES, find_solution  # noqa: E402
from drills.solvable import unsolvable_draws  # noqa: E402
from drills.tomlw import dumps  # noqa: E402
from simulation.analysis.probability import PRESETS, stroke_error  # noqa: E402

PACKS = ROOT / "drills" / "packs"
HEADER = ("Pyramid Coach built-in drill pack (docs/drills.md). "
          "Solutions: tools/find_drill_solutions.py.")


def _solve(job: tuple[dict[str, Any], int, str | None, int, bool]
           ) -> tuple[str, dict[str, Any] | None, float, int]:
    item, max_sims, robust, choices, mend = job
    t0 = time.perf_counter()
    if mend and item.get("solutions"):
        recorded = parse_drill(item)
        fixed = repair(recorded, recorded.solutions[0])
        if fixed is not None:
            return recorded.id, fixed.to_data(), time.perf_counter() - t0, 1
    data = {k: v for k, v in item.items() if k != "solutions"}
    drill = parse_drill(data)
    sol = find_solution(drill, 1, max_sims=max_sims, choices=choices,
                        robust_for=stroke_error(robust) if robust else None)
    return drill.id, (sol.to_data() if sol else None), time.perf_counter() - t0, 0


def _draws(job: tuple[dict[str, Any], int]) -> tuple[str, list[int], dict[str, Any] | None]:
    """The scatter draws with no solution (drills/solvable.py) and attempt 1's solution."""
    item, max_sims = job
    drill = parse_drill({k: v for k, v in item.items() if k != "solutions"})
    skip, sols = unsolvable_draws(drill, max_sims=max_sims)
    return drill.id, list(skip), (sols[1].to_data() if 1 in sols else None)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--force", action="store_true", help="search drills that have a solution")
    ap.add_argument("--only", action="append", default=[], metavar="ID")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--max-sims", type=int, default=6000,
                    help="simulations per drill before giving up (a long sequence may need more)")
    ap.add_argument("--robust", metavar="LEVEL", choices=sorted(PRESETS),
                    help="keep the successful plan a player of LEVEL makes most often")
    ap.add_argument("--choices", type=int, default=ROBUST_CHOICES,
                    help=f"plans compared with --robust (default {ROBUST_CHOICES})")
    ap.add_argument("--repair", action="store_true",
                    help="first re-aim the recorded solution, keeping its strokes "
                         "(drills/repair.py: after a change of physics); search only when "
                         "that fails")
    ap.add_argument("--draws", action="store_true",
                    help="for scattered drills: solve every attempt of the set and record the "
                         "draws with no solution in layout.skip")
    args = ap.parse_args(argv)
    if args.draws:
        return _record_draws(args)
    missing = 0
    for path in sorted(PACKS.glob("*.toml")):
        data = read_data(path)
        todo = [d for d in data["drills"] if (not args.only or d["id"] in args.only)
                and (args.force or not d.get("solutions"))]
        if not todo:
            continue
        with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            found = list(pool.map(_solve, [(d, args.max_sims, args.robust, args.choices,
                                            args.repair) for d in todo]))
        by_id = {i: (sol, dt, mended) for i, sol, dt, mended in found}
        for d in data["drills"]:
            if d["id"] not in by_id:
                continue
            sol, dt, mended = by_id[d["id"]]
            how = "re-aimed" if mended else "found" if sol else "NOT FOUND"
            print(f"{path.name}: {d['id']}: {how} in {dt:.1f} s")
            if sol:
                d["solutions"] = [sol]
            else:
                missing += 1
        path.write_text(dumps(data, header=HEADER), encoding="utf-8")
    return 1 if missing else 0


def _record_draws(args: argparse.Namespace) -> int:
    for path in sorted(PACKS.glob("*.toml")):
        data = read_data(path)
        todo = [d for d in data["drills"] if (not args.only or d["id"] in args.only)
                and d.get("layout", {}).get("scatter")]
        if not todo:
            continue
        with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            found = {i: (skip, sol) for i, skip, sol in
                     pool.map(_draws, [(d, args.max_sims) for d in todo])}
        for d in data["drills"]:
            if d["id"] in found:
                skip, sol = found[d["id"]]
                print(f"{path.name}: {d['id']}: skip draws {skip}")
                if skip:
                    d["layout"]["skip"] = skip
                else:
                    d["layout"].pop("skip", None)
                if sol:
                    d["solutions"] = [sol]
        path.write_text(dumps(data, header=HEADER), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
