"""Heat maps of a break sweep: legal-break rate and balls pocketed over apex offset × speed,
one column per starting place in the house.

Drawn with matplotlib's object API (no pyplot: no global state, safe beside the progress
charts). Settings that share a place but differ in tip are averaged into one cell; a
sweep cancelled part-way leaves the cells it never reached blank.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from matplotlib.figure import Figure

from simulation.analysis.breaks import BreakSetting, BreakStats


@dataclass(frozen=True)
class MapTexts:
    """The words on the maps, already translated by the dialog."""

    legal: str
    pocketed: str
    offset: str
    speed: str


def _axis(values: Sequence[float]) -> list[float]:
    return sorted({round(v, 6) for v in values})


def grid_values(settings: Sequence[BreakSetting], stats: Sequence[BreakStats],
                place: tuple[float, float]) -> tuple[list[float], list[float],
                                                     np.ndarray, np.ndarray]:
    """(offsets, speeds, legal rate, mean balls pocketed) for one place; NaN where a
    setting was not played."""
    here = [s for s in settings if (round(s.x, 6), round(s.y, 6)) == place]
    offsets, speeds = _axis([s.offset for s in here]), _axis([s.speed for s in here])
    shape = (len(offsets), len(speeds))
    sums = np.zeros((2, *shape))
    counts = np.zeros(shape)
    for st in stats:
        s = st.setting
        if (round(s.x, 6), round(s.y, 6)) != place:
            continue
        i, j = offsets.index(round(s.offset, 6)), speeds.index(round(s.speed, 6))
        sums[0, i, j] += st.legal_rate
        sums[1, i, j] += st.pocketed / st.samples
        counts[i, j] += 1
    with np.errstate(invalid="ignore"):
        legal = np.where(counts > 0, sums[0] / np.maximum(counts, 1), np.nan)
        pocketed = np.where(counts > 0, sums[1] / np.maximum(counts, 1), np.nan)
    return offsets, speeds, legal, pocketed


def places(settings: Sequence[BreakSetting]) -> list[tuple[float, float]]:
    return sorted({(round(s.x, 6), round(s.y, 6)) for s in settings}, key=lambda p: (p[1], p[0]))


def draw_break_maps(fig: Figure, settings: Sequence[BreakSetting],
                    stats: Sequence[BreakStats], texts: MapTexts, ball_radius: float,
                    place_title: Callable[[float, float], str],
                    best: BreakSetting | None = None) -> None:
    """Two rows (legal rate, balls pocketed) × one column per starting place."""
    fig.clear()
    spots = places(settings)
    if not spots:
        return
    axes = fig.subplots(2, len(spots), squeeze=False)
    top_pocketed = max([st.pocketed / st.samples for st in stats] + [1.0])
    for col, place in enumerate(spots):
        offsets, speeds, legal, pocketed = grid_values(settings, stats, place)
        rows = ((legal * 100, texts.legal, 100.0, "RdYlGn"),
                (pocketed, texts.pocketed, top_pocketed, "viridis"))
        for row, (values, title, vmax, cmap) in enumerate(rows):
            ax = axes[row][col]
            image = ax.imshow(np.ma.masked_invalid(values), origin="lower", aspect="auto",
                              vmin=0.0, vmax=vmax, cmap=cmap)
            ax.set_xticks(range(len(speeds)), [f"{v:g}" for v in speeds])
            ax.set_yticks(range(len(offsets)), [f"{o / ball_radius:+.1f}" for o in offsets])
            for i in range(len(offsets)):
                for j in range(len(speeds)):
                    v = values[i, j]
                    if not np.isnan(v):
                        label = f"{v:.0f}" if row == 0 else f"{v:.1f}"
                        ax.text(j, i, label, ha="center", va="center", fontsize=8,
                                color="black" if 0.25 < v / vmax < 0.8 else "white")
            if best is not None and (round(best.x, 6), round(best.y, 6)) == place:
                bi = offsets.index(round(best.offset, 6))
                bj = speeds.index(round(best.speed, 6))
                ax.add_patch(_box(bj, bi))
            where = "\n".join(textwrap.wrap(place_title(*place), 44))
            ax.set_title(f"{title}\n{where}", fontsize=8)
            ax.set_xlabel(texts.speed, fontsize=8)
            ax.set_ylabel(texts.offset, fontsize=8)
            ax.tick_params(labelsize=7)
            fig.colorbar(image, ax=ax, shrink=0.85)


def _box(j: int, i: int) -> object:
    from matplotlib.patches import Rectangle

    return Rectangle((j - 0.5, i - 0.5), 1, 1, fill=False, edgecolor="#1565c0", linewidth=2.5)
