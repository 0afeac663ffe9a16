#!/usr/bin/env python3
"""Measure the skill test's items at every player level and store the numbers.

    python tools/calibrate_skilltest.py                  # the battery's drills, 200 samples
    python tools/calibrate_skilltest.py --candidates     # every fixed-layout solved drill
    python tools/calibrate_skilltest.py --samples 400 --workers 2
    python tools/calibrate_skilltest.py --only pot.stun-corner   # one drill, the rest kept

Each drill is measured with :func:`drills.difficulty.success_probability` (Latin-hypercube
strokes, seed 0) at each stroke-error preset from beginner to master, and written to
``drills/data/skilltest.json`` (``{"seed", "samples_per_shot", "probability": {level:
{drill: p}}}``). drills/skilltest.py derives the rating bands from these numbers
(docs/drills.md, "The skill test"); ``--candidates`` writes every measured drill so items
that separate the levels can be chosen (``--out`` another file to keep the stored one).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from drills.difficulty import success_probability  # noqa: E402
from drills.library import load_library  # noqa: E402
from drills.skilltest import BATTERY, DATA_FILE  # noqa: E402
from simulation.analysis.probability import PRESETS  # noqa: E402

DATA = ROOT / "drills" / "data" / DATA_FILE


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=200, help="strokes per shot (default 200)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--candidates", action="store_true",
                    help="measure every solved drill with a fixed layout, not just the battery")
    ap.add_argument("--only", nargs="+", metavar="ID",
                    help="measure only these drills, keeping the file's other numbers")
    ap.add_argument("--out", type=Path, default=DATA, help="the file to write")
    args = ap.parse_args(argv)
    lib = load_library()
    if args.candidates:
        ids = sorted(d.id for d in lib.drills() if d.solutions and not d.layout.scatter)
    else:
        ids = sorted({i.drill for i in BATTERY})
    if args.only:
        ids = sorted(args.only)
    probs: dict[str, dict[str, float]] = {lv: {} for lv in PRESETS}
    if args.only and args.out.exists():
        probs.update(json.loads(args.out.read_text("utf-8"))["probability"])
    for did in ids:
        t0 = time.perf_counter()
        row = []
        for lv, error in PRESETS.items():
            found = success_probability(lib.get(did), error, samples=args.samples, seed=0,
                                        workers=args.workers)
            assert found is not None
            probs[lv][did] = round(found.p, 4)
            row.append(f"{lv} {found.p:.3f}")
        print(f"{did}: {', '.join(row)} ({time.perf_counter() - t0:.0f} s)", flush=True)
    args.out.write_text(json.dumps({"seed": 0, "samples_per_shot": args.samples,
                                    "sampling": "latin", "probability": probs},
                                   indent=1, sort_keys=True) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
