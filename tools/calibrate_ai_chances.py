"""Measure what the computer's geometric margin estimate is worth as a pot chance, per level.

The look-ahead (what a pot leaves for the next shot), the judgement of a safety (what it
leaves the opponent) and the shoot-or-pass decision all score a layout without the solver,
by ``geometry`` margin estimates. This tool plays random two-ball shots on the 12-foot
table: for each, the estimate of a random plausible target, the solver's window at the
geometry's pace, and the share of ``--samples`` strokes of the level's own error model
(direction, speed, tip) that pot. A logistic curve in ln(estimate) is fitted to the
successes (maximum likelihood), above a floor; its three numbers go into
``simulation/ai/chances.py``.

    python tools/calibrate_ai_chances.py --shots 300 --samples 40 --seed 1

prints, per level, the fit, the Spearman correlation between estimate and measured chance,
and the measured against the fitted chance in bins of the estimate.
"""

from __future__ import annotations

import argparse
import json
import sys
from itertools import pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from simulation.ai.chance_fit import BINS, curve, fit, measure, spearman
from simulation.analysis.probability import PRESETS


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", default=",".join(PRESETS))
    ap.add_argument("--shots", type=int, default=300)
    ap.add_argument("--samples", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rows", type=Path, help="keep the measured shots in this JSON file "
                    "(per level), and read them from it when it holds the level already")
    args = ap.parse_args()
    kept = json.loads(args.rows.read_text()) if args.rows and args.rows.exists() else {}
    for name in args.levels.split(","):
        if name not in kept:
            kept[name] = measure(PRESETS[name], args.shots, args.samples, args.seed)
            if args.rows:
                args.rows.write_text(json.dumps(kept))
        rows = [(float(e), int(k), int(n)) for e, k, n in kept[name]]
        a, b, floor = fit(rows)
        rho = spearman([e for e, _, _ in rows], [k / n for _, k, n in rows])
        print(f"{name}: ChanceFit({a:.3f}, {b:.3f}, {floor:.3f})  spearman {rho:.3f}  "
              f"shots {len(rows)}")
        for lo, hi in pairwise(BINS):
            sel = [(e, k, n) for e, k, n in rows if lo <= e < hi]
            if not sel:
                continue
            measured = sum(k for _, k, _ in sel) / sum(n for _, _, n in sel)
            fitted = sum(curve(a, b, floor, e) for e, _, _ in sel) / len(sel)
            print(f"  estimate {lo:g}-{hi:g}°: {len(sel):3d} shots, measured {measured:.2f}, "
                  f"fitted {fitted:.2f}")


if __name__ == "__main__":
    main()
