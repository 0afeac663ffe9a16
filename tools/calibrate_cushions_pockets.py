#!/usr/bin/env python3
"""Calibration page for the cushions (docs/physics.md).

    python tools/calibrate_cushions_pockets.py

Draws ``docs/figures/cushion_rebound.png``: rebound angle and speed against the incoming
angle, by spin (stun, roll, draw, running and reverse english), as the simulator gives
them, as Han's (2005) equations give them for the same incoming state, and as pooltool's
Han model gives them where pooltool is importable (an optional comparison, never a
dependency). Everything is simulated with the default table and parameters, so running it
twice gives the same output. The pockets have their own page: tools/pocket_acceptance.py.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
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


def main(argv: list[str] | None = None) -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    FIGURES.mkdir(parents=True, exist_ok=True)
    cushion_figure(FIGURES / "cushion_rebound.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
