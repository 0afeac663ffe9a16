#!/usr/bin/env python3
"""Draw the simulator's throw against Alciatore's TP A.14 (and pooltool's, where installed).

    python tools/calibrate_throw.py                 # writes docs/figures/throw_*.png
    python tools/calibrate_throw.py --out /tmp/fig  # somewhere else

Every point of "Pyramid Coach" is a real shot through ``simulate``: a cue ball 0.5 mm short
of the contact position, stopped as soon as the object ball moves; its throw is the angle
between the object ball's velocity and the line of centres. The "TP A.14" curves are the
published formulas (perfectly elastic balls), computed here from scratch; pooltool's (its
frictional inelastic ball–ball model, same friction fit) are drawn where ``pooltool`` can be
imported, as an optional comparison that is never a dependency. The figures:

* throw_speed.png      throw against cue-ball speed at several cut angles (stun);
* throw_cut.png        throw against cut angle at several speeds (stun);
* throw_spin.png       spin-induced throw of a full hit against side english, by speed;
* throw_follow.png     cut throw against cut angle for stun, follow and draw at 1 m/s;
* throw_friction.png   the friction law with the measurements it was fitted to.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from simulation.physics.engine import simulate  # noqa: E402
from simulation.physics.params import PhysicsParams  # noqa: E402
from simulation.physics.throw import ball_friction  # noqa: E402
from simulation.stroke import Stroke  # noqa: E402
from simulation.table import TableSpec  # noqa: E402

TABLE = TableSpec()
PARAMS = PhysicsParams()
R = TABLE.ball_radius
#: TP A.14 / TP A.28: Alciatore's fit to Marlow's ball–ball friction measurements.
TP_A, TP_B, TP_C = 9.951e-3, 0.108, 1.088
#: Marlow (1995, Table 10) as TP A.28 reads it: (relative speed m/s, friction).
MARLOW = ((0.1 * math.sin(math.radians(45)), 0.11), (1.0 * math.sin(math.radians(45)), 0.06),
          (10.0 * math.sin(math.radians(45)), 0.01))
#: The issue's quoted values for a stun 30-degree cut: (speed m/s, throw degrees).
QUOTED = ((0.5, 4.9), (1.0, 4.2), (2.0, 2.7), (4.0, 1.3))
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e")

ThrowFn = Callable[[float, float, float, float], float]


def tp_a14_throw(v: float, cut_deg: float, wx: float = 0.0, wz: float = 0.0) -> float:
    """TP A.14's throw (degrees) of a cue ball at ``v`` with topspin ``wx`` and sidespin
    ``wz`` (rad/s) cutting at ``cut_deg``: atan(min(mu v cos p / v_rel, 1/7) (v sin p - R wz)
    / (v cos p)), v_rel = |(v sin p - R wz, R wx cos p)|, mu = a + b exp(-c v_rel)."""
    p = math.radians(cut_deg)
    across = v * math.sin(p) - R * wz
    v_rel = math.hypot(across, R * wx * math.cos(p))
    if v_rel == 0.0:
        return 0.0
    mu = TP_A + TP_B * math.exp(-TP_C * v_rel)
    return math.degrees(math.atan(min(mu * v * math.cos(p) / v_rel, 1 / 7) * across
                                  / (v * math.cos(p))))


def engine_throw(v: float, cut_deg: float, side: float = 0.0, height: float = 0.0
                 ) -> tuple[float, float, float]:
    """(throw in degrees, wx, wz of the cue ball as it arrives) from a simulated shot.

    Throw is positive toward a thinner cut for a cut, and toward the left of the stroke
    (what right english does) for a full hit."""
    p = math.radians(cut_deg)
    layout = {"cue": (-2 * R * math.cos(p) - 0.0005, -2 * R * math.sin(p)), "1": (0.0, 0.0)}
    seen: list[tuple[float, ...]] = []

    def watch(t: float, ids: Sequence[str], pos: Sequence[object], motion: Sequence[tuple],
              on_table: Sequence[bool]) -> bool:
        seen.append((*motion[ids.index("cue")], *motion[ids.index("1")][:2]))
        return len(seen) > 1 and (motion[ids.index("1")][0] != 0.0
                                  or motion[ids.index("1")][1] != 0.0)

    simulate(layout, Stroke("cue", 0.0, v, side=side, height=height), table=TABLE,
             params=PARAMS, observer=watch)
    arrive, after = seen[-2], seen[-1]
    heading = math.degrees(math.atan2(after[6], after[5]))
    throw = cut_deg - heading if cut_deg > 0 else heading
    return throw, arrive[3], arrive[4]


def pooltool_throw() -> ThrowFn | None:
    """pooltool's frictional inelastic ball–ball model as (v, cut, wx, wz) -> throw, or None
    when pooltool is not importable (never a dependency). Written against pooltool 0.3/0.4."""
    try:
        import numpy as np
        import pooltool as pt
        from pooltool.physics.resolve.ball_ball import frictional_inelastic as fi

        model = (getattr(fi, "FrictionalInelastic", None) or fi.FrictionalInelastic3D)()
    except Exception:  # any failure to import means: no overlay
        return None

    def throw(v: float, cut_deg: float, wx: float, wz: float) -> float:
        p = math.radians(cut_deg)
        a, b = pt.Ball.create("cue", xy=(0.0, 0.0)), pt.Ball.create("1", xy=(0.0, 0.0))
        r = a.params.R  # spins scaled to pooltool's radius: same surface speeds as ours
        b.state.rvw[0] = np.array([2 * r * math.cos(p), 2 * r * math.sin(p), r])
        a.state.rvw[0] = np.array([0.0, 0.0, r])
        a.state.rvw[1] = np.array([v, 0.0, 0.0])
        a.state.rvw[2] = np.array([0.0, wx * R / r, wz * R / r])
        a.state.s = b.state.s = 2  # sliding
        _, b = model.solve(a, b)
        vx, vy = float(b.state.rvw[1][0]), float(b.state.rvw[1][1])
        heading = math.degrees(math.atan2(vy, vx))
        return cut_deg - heading if cut_deg > 0 else heading

    try:
        throw(1.0, 30.0, 0.0, 0.0)
    except Exception as exc:  # an API we do not know: say so, draw without it
        print(f"pooltool found but its ball-ball model could not be called: {exc}")
        return None
    return throw


def _axes(title: str, xlabel: str, ylabel: str = "throw (degrees)") -> tuple:
    fig, ax = plt.subplots(figsize=(9.6, 4.8), dpi=110)
    ax.set_title(title, fontsize=12)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.grid(True, alpha=0.3)
    return fig, ax


#: Line styles: the simulator wide and pale underneath, the published curve on top.
OURS = {"lw": 3.4, "alpha": 0.55, "solid_capstyle": "butt"}
THEIRS = {"lw": 1.3, "ls": "--", "zorder": 3}
POOLTOOL = {"lw": 0.9, "ls": ":", "marker": "x", "ms": 4, "zorder": 4}


def _style_keys(pooltool: bool) -> list:
    """The legend of line styles (what a curve is), beside the legend of colours."""
    from matplotlib.lines import Line2D

    keys = [Line2D([], [], color="black", label="Pyramid Coach (simulated)", **OURS),
            Line2D([], [], color="black", label="TP A.14 (published formula)", **THEIRS)]
    if pooltool:
        keys.append(Line2D([], [], color="black", label="pooltool", **POOLTOOL))
    return keys


def _finish(fig: object, ax: object, colour_legend: list, pooltool: bool, path: Path) -> None:
    """Both legends outside the plot on the right, so no curve is ever hidden."""
    first = ax.legend(handles=colour_legend, loc="upper left", bbox_to_anchor=(1.01, 1.0),
                      fontsize=9, borderaxespad=0.0)
    ax.add_artist(first)
    ax.legend(handles=_style_keys(pooltool), loc="lower left", bbox_to_anchor=(1.01, 0.0),
              fontsize=9, borderaxespad=0.0)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


def figure_speed(out: Path, pt_throw: ThrowFn | None) -> None:
    from matplotlib.lines import Line2D

    speeds = [0.2 + 0.1 * k for k in range(49)]
    fig, ax = _axes("Cut-induced throw against speed (stun cue ball)", "cue-ball speed (m/s)")
    colours = []
    for cut, col in zip((15, 30, 45, 60), COLOURS, strict=False):
        ax.plot(speeds, [engine_throw(v, cut)[0] for v in speeds], color=col, **OURS)
        ax.plot(speeds, [tp_a14_throw(v, cut) for v in speeds], color=col, **THEIRS)
        if pt_throw:
            ax.plot(speeds[::4], [pt_throw(v, cut, 0.0, 0.0) for v in speeds[::4]], color=col,
                    **POOLTOOL)
        colours.append(Line2D([], [], color=col, lw=2.2, label=f"cut {cut}°"))
    ax.plot([v for v, _ in QUOTED], [t for _, t in QUOTED], "ko", ms=5, mfc="white")
    colours.append(Line2D([], [], color="black", marker="o", mfc="white", ls="",
                          label="30° values"))
    ax.set_xlim(0, 5.1)
    ax.set_ylim(0, None)
    _finish(fig, ax, colours, pt_throw is not None, out / "throw_speed.png")


def figure_cut(out: Path, pt_throw: ThrowFn | None) -> None:
    from matplotlib.lines import Line2D

    cuts = list(range(0, 82))
    fig, ax = _axes("Cut-induced throw against cut angle (stun cue ball)", "cut angle (degrees)")
    colours = []
    for v, col in zip((0.5, 1.0, 2.0, 4.0), COLOURS, strict=False):
        ax.plot(cuts, [engine_throw(v, c)[0] for c in cuts], color=col, **OURS)
        ax.plot(cuts, [tp_a14_throw(v, c) for c in cuts], color=col, **THEIRS)
        if pt_throw:
            ax.plot(cuts[::6], [pt_throw(v, c, 0.0, 0.0) for c in cuts[::6]], color=col,
                    **POOLTOOL)
        colours.append(Line2D([], [], color=col, lw=2.2, label=f"{v:g} m/s"))
    ax.set_xlim(0, 82)
    ax.set_ylim(0, None)
    _finish(fig, ax, colours, pt_throw is not None, out / "throw_cut.png")


def figure_spin(out: Path, pt_throw: ThrowFn | None) -> None:
    from matplotlib.lines import Line2D

    sides = [-0.6 + 0.01 * k for k in range(121)]
    fig, ax = _axes("Spin-induced throw of a full hit (stun, side english)",
                    "side english: tip offset / R (+ right)",
                    "throw, + to the left of the stroke (degrees)")
    colours = []
    for v, col in zip((0.5, 1.0, 2.0, 4.0), COLOURS, strict=False):
        ours, tp, pts = [], [], []
        for s in sides:
            throw, wx, wz = engine_throw(v, 0.0, side=s)
            ours.append(throw)
            tp.append(-tp_a14_throw(v, 0.0, wx, wz))
            if pt_throw:
                pts.append(-pt_throw(v, 0.0, wx, wz))
        ax.plot(sides, ours, color=col, **OURS)
        ax.plot(sides, tp, color=col, **THEIRS)
        if pt_throw:
            ax.plot(sides[::10], pts[::10], color=col, **POOLTOOL)
        colours.append(Line2D([], [], color=col, lw=2.2, label=f"{v:g} m/s"))
    ax.axhline(0.0, color="grey", lw=0.8)
    ax.set_xlim(-0.62, 0.62)
    _finish(fig, ax, colours, pt_throw is not None, out / "throw_spin.png")


def figure_follow(out: Path, pt_throw: ThrowFn | None) -> None:
    from matplotlib.lines import Line2D

    cuts = list(range(0, 82))
    v = 1.0
    fig, ax = _axes(f"Follow and draw reduce cut throw ({v:g} m/s)", "cut angle (degrees)")
    colours = []
    # Follow and draw of the same size throw alike (the vertical slip is what counts).
    for (height, name), col in zip(((0.0, "stun"), (0.2, "follow, tip 0.2 R"),
                                    (0.4, "natural roll, tip 0.4 R"),
                                    (-0.25, "draw, tip 0.25 R"), (-0.5, "draw, tip 0.5 R")),
                                   COLOURS, strict=False):
        ours, tp, pts = [], [], []
        for c in cuts:
            throw, wx, wz = engine_throw(v, c, height=height)
            ours.append(throw)
            tp.append(tp_a14_throw(v, c, wx, wz))
            if pt_throw:
                pts.append(pt_throw(v, c, wx, wz))
        ax.plot(cuts, ours, color=col, **OURS)
        ax.plot(cuts, tp, color=col, **THEIRS)
        if pt_throw:
            ax.plot(cuts[::6], pts[::3], color=col, **POOLTOOL)
        colours.append(Line2D([], [], color=col, lw=2.2, label=name))
    ax.set_xlim(0, 82)
    ax.set_ylim(0, None)
    _finish(fig, ax, colours, pt_throw is not None, out / "throw_follow.png")


def figure_friction(out: Path) -> None:
    speeds = [0.01 * k for k in range(801)]
    fig, ax = _axes("Ball–ball friction against sliding speed at the contact",
                    "relative surface speed at the contact (m/s)", "friction coefficient μ")
    ax.plot(speeds, [ball_friction(PARAMS, v) for v in speeds], lw=2.2,
            label="μ(v) = a + b·exp(−c·v): a = 0.00995, b = 0.108, c = 1.088 s/m")
    ax.plot([v for v, _ in MARLOW], [m for _, m in MARLOW], "ko", mfc="white",
            label="Marlow (1995), Table 10, as read in TP A.28")
    ax.axhline(0.05, color="grey", lw=1.0, ls=":", label="physics 1.x: constant μ = 0.05")
    ax.set_xlim(0, 8)
    ax.set_ylim(0, 0.125)
    ax.legend(fontsize=9)
    fig.tight_layout()
    path = out / "throw_friction.png"
    fig.savefig(path)
    plt.close(fig)
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "figures")
    args = ap.parse_args(argv)
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    pt_throw = pooltool_throw()
    print("pooltool: " + ("overlaid" if pt_throw else "not installed (optional; not drawn)"))
    figure_friction(out)
    figure_speed(out, pt_throw)
    figure_cut(out, pt_throw)
    figure_spin(out, pt_throw)
    figure_follow(out, pt_throw)
    worst = max(abs(engine_throw(v, 30)[0] - tp_a14_throw(v, 30)) for v, _ in QUOTED)
    print(f"stun 30° cut at {', '.join(f'{v:g}' for v, _ in QUOTED)} m/s: "
          + ", ".join(f"{engine_throw(v, 30)[0]:.2f}°" for v, _ in QUOTED)
          + " (TP A.14: " + ", ".join(f"{tp_a14_throw(v, 30):.2f}°" for v, _ in QUOTED)
          + f"; largest difference {worst:.2f}°)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
