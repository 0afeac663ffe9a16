#!/usr/bin/env python3
"""Pocket acceptance: the simulator against the effective-target-size method (TP 3.5-3.8).

    python tools/pocket_acceptance.py            # print the tables
    python tools/pocket_acceptance.py --write    # and rewrite them in docs/physics.md,
                                                 # redraw docs/figures/pocket_acceptance.png

For the default table's corner (BL) and middle (ML) pockets, at each entry angle and at a
slow, a medium and a fast speed at the mouth, it finds the offsets that drop twice over:
by the geometric method of simulation/analysis/pocket_target.py (equal-angle contacts on
the same faces, the same hole and drop rule) and by rolling the simulator's ball along
each path (simulation.physics.engine). Offsets are square to the path from the mouth's
centre, positive toward the far jaw; windows are the widest run of dropping offsets, its
edges found to 0.02 mm (simulator) and 1 um (method). Everything is computed from the
default table and parameters, so two runs print the same thing.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from simulation.analysis.pocket_target import (  # noqa: E402
    Acceptance,
    PocketModel,
    acceptance,
    fall_travel,
    placeable,
    sim_acceptance,
)
from simulation.table import TableSpec  # noqa: E402

DOC = ROOT / "docs" / "physics.md"
FIGURE = ROOT / "docs" / "figures" / "pocket_acceptance.png"
TABLE = TableSpec()
#: Speed of the ball at the mouth (m/s): slow, medium, fast.
SPEEDS = (0.5, 2.0, 4.0)
ANGLES = {"BL": tuple(range(0, 61, 5)), "ML": tuple(range(0, 51, 5))}
NAMES = {"BL": "corner pocket (BL)", "ML": "middle pocket (ML)"}
#: Beyond 45 degrees from a corner's axis a straight path to the mouth runs through the
#: cushion it would have to come along (TP 3.6 stops there too).
CORNER_LIMIT = 45
#: The agreement the tests hold the simulator to: 2 mm or 20 %, whichever is larger.
TOL_MM, TOL_SHARE = 2.0, 0.20
START, END = "<!-- pocket-acceptance:start -->", "<!-- pocket-acceptance:end -->"


def reachable(pid: str, angle: int) -> bool:
    return pid != "BL" or angle <= CORNER_LIMIT


def method_cell(pid: str, angle: int, travel: float) -> Acceptance:
    model = PocketModel.of(TABLE, pid)
    return acceptance(model, float(angle), travel, step=1.0e-4,
                      placeable=partial(placeable, TABLE, pid, float(angle)))


def sim_cell(key: tuple[str, int, float]) -> Acceptance:
    pid, angle, speed = key
    return sim_acceptance(TABLE, pid, float(angle), speed)


def measure(jobs: int) -> dict[tuple[str, str, int, float | str], Acceptance]:
    """Windows by (who, pocket, angle, speed); who is "sim" or "method", and the method
    also has speed "slow" (TP 3.5/3.6: drops over the hole's edge) and "fast" (TP 3.7/3.8:
    only across the hole)."""
    keys = [(pid, a, s) for pid, angles in ANGLES.items() for a in angles if reachable(pid, a)
            for s in SPEEDS]
    out: dict[tuple[str, str, int, float | str], Acceptance] = {}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for key, acc in zip(keys, pool.map(sim_cell, keys), strict=True):
            out[("sim", *key)] = acc
    for pid, angles in ANGLES.items():
        for a in angles:
            if not reachable(pid, a):
                continue
            for s in SPEEDS:
                out[("method", pid, a, s)] = method_cell(pid, a, fall_travel(TABLE, s))
            out[("method", pid, a, "slow")] = method_cell(pid, a, 0.0)
            out[("method", pid, a, "fast")] = method_cell(pid, a, math.inf)
    return out


def window(acc: Acceptance) -> str:
    w = acc.main
    if w is None:
        return "none"
    text = f"{w[0] * 1000:+.1f} … {w[1] * 1000:+.1f} ({acc.size * 1000:.1f})"
    return text + (f" +{len(acc.windows) - 1}" if len(acc.windows) > 1 else "")


def agrees(sim: Acceptance, method: Acceptance) -> bool:
    diff = abs(sim.size - method.size) * 1000
    return diff <= max(TOL_MM, TOL_SHARE * method.size * 1000)


def tables(res: dict[tuple[str, str, int, float | str], Acceptance]) -> str:
    lines = []
    for pid, angles in ANGLES.items():
        mouth = TABLE.pocket(pid).mouth_width * 1000
        lines += [f"**{NAMES[pid]}**, {mouth:.0f} mm mouth: offsets (mm) that drop, the widest "
                  "window and its width, ours against the method",
                  "",
                  "| angle | method, slow limit (TP 3.5/3.6) | "
                  + " | ".join(f"{s:g} m/s: method | {s:g} m/s: ours" for s in SPEEDS)
                  + " | method, fast limit (TP 3.7/3.8) |",
                  "| --- | --- |" + " --- | --- |" * len(SPEEDS) + " --- |"]
        for a in angles:
            if not reachable(pid, a):
                lines.append(f"| {a}° | no straight path from the table reaches the mouth |"
                             + " |" * (2 * len(SPEEDS) + 1))
                continue
            cells = [window(res[("method", pid, a, "slow")])]
            for s in SPEEDS:
                m, o = res[("method", pid, a, s)], res[("sim", pid, a, s)]
                cells += [window(m), window(o) + ("" if agrees(o, m) else " ‡")]
            cells.append(window(res[("method", pid, a, "fast")]))
            lines.append(f"| {a}° | " + " | ".join(cells) + " |")
        lines.append("")
    lines.append("‡: the widths differ by more than 2 mm and 20 % (explained below). "
                 "`+n`: n narrower runs beside the widest one.")
    return "\n".join(lines)


def figure(res: dict[tuple[str, str, int, float | str], Acceptance], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(12, 5.2), dpi=110)
    colours = dict(zip(SPEEDS, ("#2ca02c", "#1f77b4", "#d62728"), strict=True))
    for ax, (pid, angles) in zip(axes, ANGLES.items(), strict=True):
        xs = [a for a in angles if reachable(pid, a)]
        for key, style, label in (("slow", ":", "method, slow limit"),
                                  ("fast", "--", "method, fast limit")):
            ax.plot(xs, [res[("method", pid, a, key)].size * 1000 for a in xs], style,
                    color="grey", lw=1.2, label=label)
        for s in SPEEDS:
            ax.plot(xs, [res[("method", pid, a, s)].size * 1000 for a in xs], "-",
                    color=colours[s], lw=1.6, label=f"method, {s:g} m/s")
            ax.plot(xs, [res[("sim", pid, a, s)].size * 1000 for a in xs], "o",
                    color=colours[s], ms=5, mfc="none", label=f"simulator, {s:g} m/s")
        ax.set(title=NAMES[pid], xlabel="entry angle from the pocket axis (deg)",
               ylabel="effective target size (mm)")
        ax.grid(alpha=0.3)
    axes[1].legend(fontsize=8, loc="upper right")
    fig.suptitle("Pocket acceptance: the simulator (circles) against the geometric method "
                 "of TP 3.5-3.8 (lines), same pocket", fontsize=11)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def write_doc(text: str) -> None:
    doc = DOC.read_text(encoding="utf-8")
    block = f"{START}\n{text}\n{END}"
    new, n = re.subn(re.escape(START) + r".*?" + re.escape(END), lambda _: block, doc,
                     flags=re.S)
    if n != 1:
        raise SystemExit(f"{DOC}: expected one {START} … {END} block")
    DOC.write_text(new, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--write", action="store_true",
                    help="rewrite the tables in docs/physics.md and redraw the figure")
    args = ap.parse_args(argv)
    res = measure(args.jobs)
    text = tables(res)
    print(text)
    if args.write:
        write_doc(text)
        FIGURE.parent.mkdir(parents=True, exist_ok=True)
        figure(res, FIGURE)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
