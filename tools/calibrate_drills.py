"""Measure every built-in drill at the reference level and set its level from the number.

``python tools/calibrate_drills.py [--samples 60] [--only ID ...] [--write-levels]``
measures with :func:`drills.difficulty.success_probability` (seed 0), merges the numbers
into ``drills/data/measured.json`` and, with ``--write-levels``, rewrites each drill's
``level = N`` line in its pack from ``drills.calibrate.level_for`` (docs/drills.md,
"Calibrated levels"). Drills without a solution are left alone and listed.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from drills.calibrate import REFERENCE_LEVEL, level_for
from drills.difficulty import success_probability
from drills.library import builtin_packs
from simulation.analysis.probability import stroke_error

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "drills" / "data" / "measured.json"
PACKS = ROOT / "drills" / "packs"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--samples", type=int, default=60)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--only", nargs="*")
    ap.add_argument("--write-levels", action="store_true")
    args = ap.parse_args()
    data = json.loads(DATA.read_text("utf-8")) if DATA.exists() else {}
    probs: dict[str, float] = data.get("probability", {})
    if args.only != []:
        error = stroke_error(REFERENCE_LEVEL)
        for pack in builtin_packs():
            for d in pack.drills:
                if args.only and d.id not in args.only:
                    continue
                found = success_probability(d, error, samples=args.samples, seed=0,
                                            workers=args.workers)
                if found is None:
                    print(f"{d.id}: no solution", file=sys.stderr)
                    continue
                if DATA.exists():  # another run may have added drills meanwhile
                    probs.update({k: v for k, v in json.loads(DATA.read_text("utf-8"))
                                  ["probability"].items() if k != d.id})
                probs[d.id] = round(found.p, 4)
                print(f"{d.id}: {found.p:.3f} -> level {level_for(found.p)}", flush=True)
                DATA.write_text(json.dumps(
                    {"reference_level": REFERENCE_LEVEL, "seed": 0,
                     "samples_per_shot": args.samples,
                     "probability": dict(sorted(probs.items()))}, indent=1) + "\n", "utf-8")
    if args.write_levels:
        for path in sorted(PACKS.glob("*.toml")):
            text = path.read_text("utf-8")
            text = re.sub(r'(id = "([^"]+)"\ncategory = "[^"]+"\nlevel = )(\d+)',
                          lambda m: m.group(1) + (str(level_for(probs[m.group(2)]))
                                                  if m.group(2) in probs else m.group(3)),
                          text)
            path.write_text(_rechain(text, probs), "utf-8")
    return 0


def _rechain(text: str, probs: dict[str, float]) -> str:
    """A progression that now leads to an easier drill (levels from measurement) is pointed
    at the next harder drill of the same pack and category instead (ties broken by the
    measured probability); the hardest loses its progression."""
    blocks = re.split(r"(?=^\[\[drills\]\]$)", text, flags=re.M)
    info = []
    for b in blocks:
        m = re.search(r'^id = "([^"]+)"\ncategory = "([^"]+)"\nlevel = (\d+)', b, re.M)
        info.append((m.group(1), m.group(2), int(m.group(3))) if m else None)
    order = sorted((i for i in info if i), key=lambda i: (i[1], i[2], -probs.get(i[0], 0.0),
                                                          i[0]))
    succ: dict[str, str | None] = {}
    for a, b in zip(order, [*order[1:], None], strict=True):
        succ[a[0]] = b[0] if b is not None and b[1] == a[1] else None
    level = {i[0]: i[2] for i in info if i}
    out = []
    for b, i in zip(blocks, info, strict=True):
        m = re.search(r'^progression = \{ next = "([^"]+)"', b, re.M)
        if i is not None and m and level.get(m.group(1), 0) < i[2]:
            nxt = succ[i[0]]
            if nxt is None:
                b = re.sub(r"^progression = \{[^}]*\}\n", "", b, flags=re.M)
            else:
                b = re.sub(r'^(progression = \{ next = )"[^"]+"', rf'\1"{nxt}"', b, flags=re.M)
        out.append(b)
    return "".join(out)


if __name__ == "__main__":
    sys.exit(main())
