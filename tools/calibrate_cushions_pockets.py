#!/usr/bin/env python3
"""Calibration page for cushions and pockets (docs/physics.md).

    python tools/calibrate_cushions_pockets.py               # figures + tables
    python tools/calibrate_cushions_pockets.py --jobs 2 --step 1

Draws, into docs/figures/:

* ``cushion_rebound.png``: rebound angle and speed against the incoming angle, by spin
  (stun, roll, draw, running and reverse english), as the simulator gives them, as Han's
  (2005) equations give them for the same incoming state, and as pooltool's Han model
  gives them where pooltool is importable (an optional comparison, never a dependency);
* ``pocket_acceptance.png``: the window of offsets that drop against entry angle and
  speed, for a corner and a middle pocket;

and prints the acceptance tables as Markdown (what docs/physics.md publishes). Everything is
simulated with the default table and parameters, so running it twice gives the same output.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from simulation.physics.cushion import han_rebound  # noqa: E402
from simulation.physics.engine import simulate  # noqa: E402
from simulation.physics.params import PhysicsParams  # noqa: E402
from simulation.stroke import Stroke  # noqa: E402
from simulation.table import TableSpec  # noqa: E402

FIGURES = ROOT / "docs" / "figures"
TABLE = TableSpec()
PARAMS = PhysicsParams()
R = TABLE.ball_radius
#: Short steps, so the state recorded just before a contact is the state at it.
FINE = PARAMS.with_changes(max_step=2e-4, max_travel=0.05)
SPEED = 1.5
#: (label, side, height) of the cue strike, for a ball going to +x and +y: side < 0 is
#: running english off the back cushion, side > 0 reverse.
SPINS: tuple[tuple[str, float, float], ...] = (
    ("stun", 0.0, 0.0), ("roll", 0.0, 0.4), ("draw", 0.0, -0.4),
    ("running english", -0.4, 0.2), ("reverse english", 0.4, 0.2))
INCOMING = tuple(range(0, 76, 5))
ACCEPT_SPEEDS = (0.7, 1.5, 2.5, 4.0)
ACCEPT_ANGLES = {"BL": (0, 10, 20, 30, 40), "ML": (0, 15, 30, 40, 50)}
POCKET_NAMES = {"BL": "corner pocket (73 mm)", "ML": "middle pocket (83 mm)"}


# ------------------------------------------------------------------ cushion
def rebound(angle: float, side: float, height: float
            ) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """(state just before, state just after) a ball struck 2 mm off the back cushion at
    ``angle`` degrees from its normal."""
    steps: list[tuple[float, ...]] = []

    def watch(t: float, ids: object, pos: object, motion: Sequence[tuple[float, ...]],
              on_table: object) -> bool:
        steps.append(motion[0])
        return motion[0][0] < 0

    x0 = TABLE.half_length - R - 0.002
    simulate({"cue": (x0, 0.0)}, Stroke("cue", angle, SPEED, side=side, height=height),
             params=FINE, observer=watch)
    k = next(k for k, m in enumerate(steps) if m[0] < 0)
    return steps[k - 1], steps[k]


def _angle_speed(vx: float, vy: float) -> tuple[float, float]:
    return math.degrees(math.atan2(vy, -vx)), math.hypot(vx, vy) / SPEED


def model_after(before: Sequence[float]) -> tuple[float, float]:
    """Han's equations for the same incoming state (back cushion: normal +x)."""
    vx, vy, wx, wy, wz = before
    out = han_rebound((vx, vy, wx, wy, wz), R, TABLE.cushion_height / R - 1.0,
                      PARAMS.e_cushion, _mu(vx, vy))
    return out[0], out[1]


def _mu(vx: float, vy: float) -> float:
    """Han's cushion friction for this incidence (params.py)."""
    return PARAMS.mu_cushion - PARAMS.mu_cushion_per_rad * math.atan2(abs(vy), vx)


def pooltool_after(before: Sequence[float]) -> tuple[float, float] | None:
    """pooltool's Han model for the same state, or None where pooltool is not installed."""
    try:
        import numpy as np
        from pooltool.physics.resolve.ball_cushion.han_2005.model import han2005
    except Exception:  # any failure to import means: no comparison
        return None
    vx, vy, wx, wy, wz = before
    rvw = np.array([[0.0, 0.0, R], [vx, vy, 0.0], [wx, wy, wz]])
    out = han2005(rvw, np.array([1.0, 0.0, 0.0]), R, TABLE.ball_mass, TABLE.cushion_height,
                  PARAMS.e_cushion, _mu(vx, vy))
    return float(out[1][0]), float(out[1][1])


def cushion_figure(path: Path) -> None:
    fig, (ax_a, ax_s) = plt.subplots(1, 2, figsize=(12, 5.2), dpi=110)
    colours = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e")
    have_pooltool = False
    for (label, side, height), colour in zip(SPINS, colours, strict=True):
        ours, model, pt = [], [], []
        for a in INCOMING:
            before, after = rebound(float(a), side, height)
            ours.append(_angle_speed(after[0], after[1]))
            model.append(_angle_speed(*model_after(before)))
            other = pooltool_after(before)
            if other is not None:
                pt.append(_angle_speed(*other))
        for ax, k in ((ax_a, 0), (ax_s, 1)):
            ax.plot(INCOMING, [o[k] for o in ours], "-", color=colour, lw=2, label=label)
            ax.plot(INCOMING, [m[k] for m in model], "o", color=colour, ms=4, mfc="none")
            if pt:
                have_pooltool = True
                ax.plot(INCOMING, [p[k] for p in pt], "--", color=colour, lw=1)
    ax_a.plot([0, 75], [0, 75], ":", color="grey", lw=1, label="mirror (angle in = out)")
    ax_a.set(xlabel="incoming angle from the cushion normal (deg)",
             ylabel="rebound angle from the normal (deg)",
             title=f"Rebound angle, {SPEED} m/s into the cushion")
    ax_s.set(xlabel="incoming angle from the cushion normal (deg)",
             ylabel="rebound speed / incoming speed",
             title="Rebound speed")
    note = "lines: simulator; circles: Han (2005) equations"
    note += "; dashed: pooltool" if have_pooltool else " (pooltool not installed)"
    for ax in (ax_a, ax_s):
        ax.grid(alpha=0.3)
    ax_a.legend(fontsize=9, loc="upper left")
    fig.suptitle(note, fontsize=10, y=0.02, va="bottom")
    fig.tight_layout(rect=(0, 0.04, 1, 1))
    fig.savefig(path)
    plt.close(fig)


# ------------------------------------------------------------------ pockets
def drops(args: tuple[str, float, float, float]) -> bool:
    """Whether a rolling ball drops: (pocket, entry angle from the axis in degrees, speed,
    offset of its path from the mouth's centre at the mouth line in metres)."""
    pocket_id, angle, speed, offset = args
    p = TABLE.pocket(pocket_id)
    (mx, my), (ax, ay) = p.mouth_centre, p.axis
    lx, ly = -ay, ax
    a = math.radians(angle)
    dx, dy = math.cos(a) * ax + math.sin(a) * lx, math.cos(a) * ay + math.sin(a) * ly
    tx, ty = mx + lx * offset, my + ly * offset
    result = simulate({"cue": (tx - dx * 0.5, ty - dy * 0.5)},
                      Stroke("cue", math.degrees(math.atan2(dy, dx)), speed, height=0.4))
    return bool(result.pocketed)


def acceptance(step_mm: int, jobs: int) -> dict[tuple[str, int, float], list[int]]:
    """Offsets (mm) that drop, by (pocket, angle, speed)."""
    offsets = list(range(-36, 37, step_mm))
    keys = [(pid, a, s) for pid, angles in ACCEPT_ANGLES.items() for a in angles
            for s in ACCEPT_SPEEDS]
    work = [(pid, float(a), s, o / 1000) for pid, a, s in keys for o in offsets]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        flags = list(pool.map(drops, work, chunksize=64))
    out: dict[tuple[str, int, float], list[int]] = {}
    for k, key in enumerate(keys):
        chunk = flags[k * len(offsets):(k + 1) * len(offsets)]
        out[key] = [o for o, f in zip(offsets, chunk, strict=True) if f]
    return out


def main_window(offsets: list[int], step: int) -> tuple[int, int] | None:
    """The longest run of consecutive dropping offsets."""
    best: tuple[int, int] | None = None
    start = prev = None
    for o in [*offsets, None]:
        if o is not None and prev is not None and o - prev == step:
            prev = o
            continue
        if start is not None and (best is None or prev - start > best[1] - best[0]):
            best = (start, prev)
        start = prev = o
    return best


def cell(offsets: list[int], step: int) -> str:
    w = main_window(offsets, step)
    if w is None:
        return "none"
    text = f"{w[0]:+d} … {w[1]:+d} ({w[1] - w[0] + step} mm)"
    stray = len(offsets) - (w[1] - w[0]) // step - 1
    return text + (f" +{stray} stray" if stray else "")


def tables(acc: dict[tuple[str, int, float], list[int]], step: int) -> str:
    lines = []
    for pid, angles in ACCEPT_ANGLES.items():
        lines.append(f"**{POCKET_NAMES[pid]}**: offsets (mm) of the path at the mouth line "
                     "that drop, by entry angle from the pocket axis and speed (rolling ball)")
        lines.append("")
        lines.append("| entry angle | " + " | ".join(f"{s:g} m/s" for s in ACCEPT_SPEEDS) + " |")
        lines.append("| --- |" + " --- |" * len(ACCEPT_SPEEDS))
        for a in angles:
            lines.append(f"| {a}° | " + " | ".join(cell(acc[(pid, a, s)], step)
                                                   for s in ACCEPT_SPEEDS) + " |")
        lines.append("")
    return "\n".join(lines)


def pocket_figure(acc: dict[tuple[str, int, float], list[int]], step: int,
                  path: Path) -> None:
    fig, axes = plt.subplots(1, 2, figsize=(12, 5.2), dpi=110, sharey=True)
    colours = ("#2ca02c", "#1f77b4", "#ff7f0e", "#d62728")
    for ax, (pid, angles) in zip(axes, ACCEPT_ANGLES.items(), strict=True):
        spread = (angles[1] - angles[0]) * 0.6
        for k, (s, colour) in enumerate(zip(ACCEPT_SPEEDS, colours, strict=True)):
            dx = (k - (len(ACCEPT_SPEEDS) - 1) / 2) * spread / len(ACCEPT_SPEEDS)
            for a in angles:
                offs = acc[(pid, a, s)]
                w = main_window(offs, step)
                if w is not None:
                    ax.plot([a + dx, a + dx], [w[0], w[1]], "-", color=colour, lw=5,
                            solid_capstyle="butt", label=f"{s:g} m/s" if a == angles[0] else None)
                stray = [o for o in offs if w is None or not w[0] <= o <= w[1]]
                ax.plot([a + dx] * len(stray), stray, ".", color=colour, ms=4)
        ax.axhline(0, color="grey", lw=0.8)
        ax.set(title=POCKET_NAMES[pid], xlabel="entry angle from the pocket axis (deg)",
               xticks=list(angles))
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("offset of the path at the mouth line (mm)")
    axes[0].legend(title="rolling ball", fontsize=9, loc="lower left")
    fig.suptitle("Pocket acceptance: bars span the offsets that drop (dots: stray drops "
                 "after a rattle)", fontsize=11)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--step", type=int, default=1, help="offset step in mm")
    args = ap.parse_args(argv)
    FIGURES.mkdir(parents=True, exist_ok=True)
    cushion_figure(FIGURES / "cushion_rebound.png")
    acc = acceptance(args.step, args.jobs)
    pocket_figure(acc, args.step, FIGURES / "pocket_acceptance.png")
    print(tables(acc, args.step))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
