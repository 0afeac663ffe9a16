"""Pot rate by cut angle and distance.

Left, a heat map: cut angle across, distance up, each cell coloured by the pot rate and
drawn as one image (a cell with fewer than ``MIN_ATTEMPTS`` is left grey: a rate from
three shots is noise). Right, the pot rate by cut angle over all
distances, so the overall fall-off with thinner cuts reads at a glance.
"""

from __future__ import annotations

import numpy as np
from matplotlib.colors import LinearSegmentedColormap
from matplotlib.figure import Figure
from matplotlib.ticker import PercentFormatter

from coach_app.charts.style import (
    NEUTRAL,
    Translate,
    empty_note,
    fixed_layout,
    identity,
    new_figure,
)
from coach_app.store.stats import PotGrid

MIN_ATTEMPTS = 5
RATE_MAP = LinearSegmentedColormap.from_list("pot", ["#c62828", "#f9a825", "#2e7d32"])


def pot_chart(grid: PotGrid, tr: Translate = identity, fig: Figure | None = None) -> Figure:
    fig = fig or new_figure()
    title = tr.translate("charts", "Pot rate by cut angle and distance")
    if grid.total == 0:
        return empty_note(fig, tr, title)
    fixed_layout(fig, left=0.07, right=0.98, top=0.87, bottom=0.12, wspace=0.22)
    att = np.array(grid.attempts, dtype=float)
    pot = np.array(grid.potted, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        rate = np.where(att >= MIN_ATTEMPTS, 100.0 * pot / att, np.nan)
    left, right = fig.subplots(1, 2, width_ratios=(1.7, 1))
    x = np.arange(len(grid.angle_edges))
    y = np.arange(len(grid.distance_edges))
    # One image, not a patch and two texts per cell: the cell labels were most of the
    # drawing time. Cells under MIN_ATTEMPTS stay grey (masked); the colour bar reads the
    # rate, the right-hand chart the overall fall-off.
    mesh = left.imshow(np.ma.masked_invalid(rate), cmap=RATE_MAP, vmin=0, vmax=100,
                       origin="lower", aspect="auto", interpolation="nearest",
                       extent=(0, len(x) - 1, 0, len(y) - 1))
    left.set_facecolor("#eeeeee")
    left.set_xticks(x, [f"{e:g}°" for e in grid.angle_edges], fontsize=8)
    d_labels = [f"{e:g}" for e in grid.distance_edges[:-1]] + ["…"]
    left.set_yticks(y, d_labels, fontsize=8)
    left.set_xlabel(tr.translate("charts", "Cut angle, degrees (0 = full ball)"))
    left.set_ylabel(tr.translate("charts", "Distance cue ball to object ball, m"))
    bar = fig.colorbar(mesh, ax=left, fraction=0.05, pad=0.02)
    bar.set_label(tr.translate("charts", "Pot rate, %"))
    # Right: by angle over every distance.
    a_att, a_pot = att.sum(axis=0), pot.sum(axis=0)
    with np.errstate(invalid="ignore", divide="ignore"):
        a_rate = np.where(a_att > 0, 100.0 * a_pot / a_att, 0.0)
    centres = [(a + b) / 2 for a, b in zip(grid.angle_edges, grid.angle_edges[1:], strict=False)]
    widths = [0.85 * (b - a) for a, b in zip(grid.angle_edges, grid.angle_edges[1:],
                                              strict=False)]
    right.bar(centres, a_rate, width=widths, color=NEUTRAL, alpha=0.85)
    right.set_ylim(0, 110)
    right.yaxis.set_major_formatter(PercentFormatter())
    right.set_xlabel(tr.translate("charts", "Cut angle, degrees"))
    right.set_title(tr.translate("charts", "Pot rate by cut angle, all distances"), fontsize=10)
    right.grid(True, axis="y", alpha=0.3)
    total, made = int(att.sum()), int(pot.sum())
    fig.suptitle(f"{title}: {made}/{total} ({100 * made / total:.0f}%)", fontsize=14,
                 fontweight="bold", x=0.01, ha="left")
    return fig
