"""Design aid for the throw-correcting cuts of drills/packs/spin.toml (docs/drills.md,
"Side-spin drills"): lay out a cue ball, ball 1 and an obstruction, ball 2, so that the
aims that pot ball 1 with zero side make the cue ball touch ball 2 first, while side's
spin-induced throw lets a fuller hit, clear of ball 2, pot it.

The cue ball is put ``D`` m behind ball 1 on the line to the pocket turned by ``alpha``
degrees, so that zero side needs a cut of about ``alpha`` and side can throw a fuller hit
in; ball 2 sits ``s`` m along the cue ball's line, just beside it (one cue direction of
``clear`` degrees away from touching). Prints the layout, then runs the full search
(drills/search.py) with zero side and with side only.

    python tools/design_throw_drills.py X Y POCKET D ALPHA S CLEAR [ZERO_SIMS] [--side]

The goal carries ``first = ["1"]``, which main's judge_pot does not check yet (only breaks
do); without it a cue ball grazing ball 2 counts, so a "zero side: None" here is still a
fail for zero side. Found so far (12000 simulations each): every layout tried is potted
with zero side by an абриколь (e.g. 1.2 -0.45 BR 0.5 3 0.40 0.3: front cushion, 182.39°,
2.4 m/s, follow 0.35), because ball 2 shades only the direct line, and the direct
ghost-ball aim is rejected by drills/search.py's blocking test so ``--side`` finds nothing
in 8000 (the side window itself exists: -0.3 side, follow 0.18, 0.8 m/s, +0.07..+0.21°
from the line to ball 1's centre).
"""

from __future__ import annotations

import math
import sys
import time
from dataclasses import replace

from drills.library import builtin_packs
from drills.model import Goal, Layout
from drills.search import SPIN_SIDES, find_solution
from simulation.balls import CUE
from simulation.table import TableSpec, Vec


def layout(ball: Vec, pocket: str, d: float, alpha: float, s: float, clear: float
           ) -> dict[str, Vec]:
    """Cue ball, ball 1 and the obstruction (rounded to 0.1 mm, as the pack stores them)."""
    t = TableSpec()
    p = t.pocket(pocket)
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    target = (mx + ax * 0.02, my + ay * 0.02)
    th = math.atan2(target[1] - ball[1], target[0] - ball[0]) + math.radians(alpha)
    cue = (ball[0] - d * math.cos(th), ball[1] - d * math.sin(th))
    side = 1.0 if alpha > 0 else -1.0
    lat = side * (2 * t.ball_radius + s * math.tan(math.radians(clear)))
    obst = (cue[0] + s * math.cos(th) - lat * math.sin(th),
            cue[1] + s * math.sin(th) + lat * math.cos(th))
    r4 = lambda v: (round(v[0], 4), round(v[1], 4))  # noqa: E731
    return {CUE: r4(cue), "1": r4(ball), "2": r4(obst)}


def main(argv: list[str]) -> int:
    x, y, pocket, d, alpha, s, clear = argv[:7]
    zero_sims = int(argv[7]) if len(argv) > 7 and argv[7].isdigit() else 12000
    balls = layout((float(x), float(y)), pocket, float(d), float(alpha), float(s),
                   float(clear))
    print({k: list(v) for k, v in balls.items()})
    like = next(d for p in builtin_packs() if p.id == "spin" for d in p.drills)
    drill = replace(like, id="design", layout=Layout(balls=balls), solutions=(),
                    goal=Goal(kind="pot", ball="1", pockets=(pocket,), first=("1",)))
    t0 = time.time()
    if "--side" in argv:
        sol = find_solution(drill, sides=SPIN_SIDES[1:], max_sims=8000)
        print("side:", None if sol is None else sol.shots[0].stroke,
              f"{time.time() - t0:.0f} s")
    t0 = time.time()
    zero = find_solution(drill, sides=(0.0,), max_sims=zero_sims)
    print("zero side:", None if zero is None else zero.shots[0].stroke,
          f"{time.time() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
