"""Design aid for the throw-correcting cuts of drills/packs/spin.toml (docs/drills.md,
"Side-spin drills"): lay out a cue ball, ball 1 and a gate of two balls, 2 and 3, so that
the aims that pot ball 1 with zero side make the cue ball touch ball 2 first, while side's
spin-induced throw lets a fuller hit, clear of both, pot it.

The cue ball is put ``D`` m behind ball 1 on the line to the pocket turned by ``ALPHA``
degrees, so that zero side needs a cut of a few degrees more than a full hit and side can
throw the full hit in. Balls 2 and 3 sit ``S`` m along the cue ball's line on either side,
each just beside it: ball 2 touches every cue line more than ``CLEAR`` degrees towards it,
ball 3 every line more than ``CLEAR3`` degrees the other way. Ball 2 alone shades only the
direct line and an абриколь pots with zero side; the gate also takes the cushion-first
arrivals, which would have to come back nearly along the cue ball's own line.

Prints the layout, the side windows of the direct line (every search speed and height,
tip inside the miscue limit: side, height, speed, first and last working offset from the
line to ball 1's centre in degrees, and their count at 0.01 degrees) and the full zero-side
search (drills/search.py, ``ZERO_SIMS`` simulations).

    python tools/design_throw_drills.py X Y POCKET D ALPHA S CLEAR CLEAR3 [ZERO_SIMS]
    python tools/design_throw_drills.py X Y POCKET D ALPHA S CLEAR CLEAR3 --kicks
"""

from __future__ import annotations

import math
import sys
import time
from dataclasses import replace

from drills.judge import judge_attempt
from drills.library import builtin_packs
from drills.model import Drill, Goal, Layout, ShotInput
from drills.search import HEIGHTS, SPEEDS, SPIN_SIDES, _kick_aim, find_solution
from simulation.balls import CUE
from simulation.stroke import Stroke
from simulation.table import TableSpec, Vec


def layout(ball: Vec, pocket: str, d: float, alpha: float, s: float, clear: float,
           clear3: float) -> tuple[dict[str, Vec], float]:
    """Cue ball, ball 1 and the gate (rounded to 0.1 mm, as the pack stores them), and the
    direction from the cue ball to ball 1's centre."""
    t = TableSpec()
    p = t.pocket(pocket)
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    target = (mx + ax * 0.02, my + ay * 0.02)
    th = math.atan2(target[1] - ball[1], target[0] - ball[0]) + math.radians(alpha)
    cue = (round(ball[0] - d * math.cos(th), 4), round(ball[1] - d * math.sin(th), 4))
    th = math.atan2(ball[1] - cue[1], ball[0] - cue[0])
    side = 1.0 if alpha > 0 else -1.0
    out = {CUE: cue, "1": ball}
    for name, sign, deg in (("2", side, clear), ("3", -side, clear3)):
        lat = sign * (2 * t.ball_radius + s * math.tan(math.radians(deg)))
        out[name] = (round(cue[0] + s * math.cos(th) - lat * math.sin(th), 4),
                     round(cue[1] + s * math.sin(th) + lat * math.cos(th), 4))
    return out, math.degrees(th)


def windows(drill: Drill, base: float, sides: tuple[float, ...]) -> None:
    """Print every working window of the direct line, 0.01 degrees apart, +-1 degree."""
    for side in sides:
        for height in HEIGHTS:
            if math.hypot(side, height) > 0.6:
                continue
            for speed in SPEEDS:
                ok = [k / 100 for k in range(-100, 101) if judge_attempt(
                    drill, 1, [ShotInput(Stroke(CUE, round((base + k / 100) % 360, 4),
                                                speed, side, height))]).success]
                if ok:
                    print(side, height, speed, min(ok), max(ok), len(ok), flush=True)


def kicks(drill: Drill, pocket: str) -> None:
    """The абриколь check the search cannot make (its kick aims count the gate as a block
    and are dropped): for each cushion, zero side at every search speed and height, 0.02
    degrees apart within 3 degrees of the kick aim of the open table; prints the strokes
    that pot ball 1 on the open table and those that do the drill."""
    balls = dict(drill.layout.balls)
    open_balls = {CUE: balls[CUE], "1": balls["1"]}
    open_drill = replace(drill, layout=Layout(balls=open_balls))
    for cushion in ("left", "right", "back", "front"):
        aim = _kick_aim(open_balls, balls[CUE], "1", pocket, TableSpec(), cushion)
        if aim is None:
            print(cushion, "no kick aim")
            continue
        pots = wins = 0
        for height in HEIGHTS:
            for speed in SPEEDS:
                for k in range(-150, 151):
                    shot = [ShotInput(Stroke(CUE, round((aim[0] + k / 50) % 360, 4), speed,
                                             0.0, height))]
                    if judge_attempt(open_drill, 1, shot).success:
                        pots += 1
                        wins += judge_attempt(drill, 1, shot).success
        print(cushion, "open-table pots", pots, "drill successes", wins, flush=True)


def main(argv: list[str]) -> int:
    x, y, pocket, d, alpha, s, clear, clear3 = argv[:8]
    zero_sims = int(argv[8]) if len(argv) > 8 and argv[8].isdigit() else 12000
    balls, base = layout((float(x), float(y)), pocket, float(d), float(alpha), float(s),
                         float(clear), float(clear3))
    print({k: list(v) for k, v in balls.items()}, "line", round(base, 4))
    like = next(d for p in builtin_packs() if p.id == "spin" for d in p.drills)
    drill = replace(like, id="design", layout=Layout(balls=balls), solutions=(),
                    goal=Goal(kind="pot", ball="1", pockets=(pocket,), first=("1",)))
    if "--kicks" in argv:
        kicks(drill, pocket)
        return 0
    windows(drill, base, SPIN_SIDES)
    t0 = time.time()
    zero = find_solution(drill, sides=(0.0,), max_sims=zero_sims)
    print("zero side:", None if zero is None else zero.shots[0].stroke,
          f"{time.time() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
