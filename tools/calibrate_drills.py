"""Measure every built-in drill at the reference level and set its level from the number.

    python tools/calibrate_drills.py [--only ID ...] [--write-levels]
    python tools/calibrate_drills.py --recheck          # the stability check, seed 17

measures with :func:`drills.calibrate.measure` (Latin-hypercube strokes, 200 per shot and
more, up to 3200, while the drill's interval straddles a level edge), merges the numbers into
``drills/data/measured.json`` and, with ``--write-levels``, rewrites each drill's ``level =
N`` line in its pack from ``drills.calibrate.level_for`` (docs/drills.md, "Calibrated
levels"). ``--recheck`` measures the same way with seed 17 into the file's ``recheck``
part, which tests/drills/test_drill_calibrate.py compares level by level with seed 0 (at
most 5 may move). ``--jobs N`` measures N drills at once (one worker each). Drills without
a solution are left alone and listed.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from drills.calibrate import (  # noqa: E402
    FIRST_SAMPLES,
    MAX_PER_SHOT,
    MAX_SIMS,
    RECHECK_SEED,
    REFERENCE_LEVEL,
    level_for,
    measure,
)
from drills.library import builtin_packs  # noqa: E402
from simulation.analysis.probability import stroke_error  # noqa: E402

DATA = ROOT / "drills" / "data" / "measured.json"
PACKS = ROOT / "drills" / "packs"


def _measure(job: tuple[str, int, int]) -> tuple[str, dict[str, Any] | None, float]:
    drill_id, seed, workers = job
    t0 = time.perf_counter()
    drill = next(d for p in builtin_packs() for d in p.drills if d.id == drill_id)
    found = measure(drill, stroke_error(REFERENCE_LEVEL), seed=seed, workers=workers)
    return drill_id, None if found is None else found.to_json(), time.perf_counter() - t0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workers", type=int, default=1, help="processes per drill (default 1)")
    ap.add_argument("--jobs", type=int, default=2, help="drills measured at once (default 2)")
    ap.add_argument("--only", nargs="*")
    ap.add_argument("--recheck", action="store_true",
                    help=f"measure with seed {RECHECK_SEED} into the file's recheck part")
    ap.add_argument("--write-levels", action="store_true")
    args = ap.parse_args()
    seed = RECHECK_SEED if args.recheck else 0
    if args.only != []:
        ids = [d.id for p in builtin_packs() for d in p.drills
               if not args.only or d.id in args.only]
        with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for drill_id, got, dt in pool.map(_measure, [(i, seed, args.workers) for i in ids]):
                if got is None:
                    print(f"{drill_id}: no solution", file=sys.stderr)
                    continue
                _store(drill_id, got, args.recheck)
                print(f"{drill_id}: {got['probability']:.4f} -> level {got['level']} "
                      f"({got['samples_per_shot']} per shot, "
                      f"{'settled' if got['settled'] else 'at the budget'}, {dt:.0f} s)",
                      flush=True)
    if args.write_levels:
        probs = _load()["probability"]
        for path in sorted(PACKS.glob("*.toml")):
            text = path.read_text("utf-8")
            text = re.sub(r'(id = "([^"]+)"\ncategory = "[^"]+"\nlevel = )(\d+)',
                          lambda m: m.group(1) + (str(level_for(probs[m.group(2)]))
                                                  if m.group(2) in probs else m.group(3)),
                          text)
            path.write_text(_rechain(text, probs), "utf-8")
    return 0


def _load() -> dict[str, Any]:
    data = json.loads(DATA.read_text("utf-8")) if DATA.exists() else {}
    if not isinstance(data.get("samples_per_shot"), dict):  # the format before the rounds
        data["samples_per_shot"] = {}
    data.setdefault("probability", {})
    return data


def _store(drill_id: str, got: dict[str, Any], recheck: bool) -> None:
    """Merge one drill's numbers into the file (read again first: another run may have
    added drills meanwhile)."""
    data = _load()
    part = data.setdefault("recheck", {"seed": RECHECK_SEED}) if recheck else data
    part.setdefault("probability", {})[drill_id] = got["probability"]
    part.setdefault("samples_per_shot", {})[drill_id] = got["samples_per_shot"]
    for p in (data, data.get("recheck")):
        if p:
            for key in ("probability", "samples_per_shot"):
                p[key] = dict(sorted(p[key].items()))
    data.update({"reference_level": REFERENCE_LEVEL, "seed": 0, "sampling": "latin",
                 "rounds": {"first": FIRST_SAMPLES, "max_per_shot": MAX_PER_SHOT,
                            "max_sims": MAX_SIMS}})
    order = ["reference_level", "seed", "sampling", "rounds", "probability",
             "samples_per_shot", "recheck"]
    DATA.write_text(json.dumps({k: data[k] for k in order if k in data}, indent=1,
                               ensure_ascii=False) + "\n", "utf-8")


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
