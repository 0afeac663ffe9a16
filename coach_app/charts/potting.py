"""Pot rate by cut angle and distance.

Left, a heat map: cut angle across, distance up, each cell coloured by the pot rate (a
cell with fewer than ``MIN_ATTEMPTS`` is left grey: a rate from three shots is noise).
Right, the pot rate by cut angle over all distances, so the overall fall-off with thinner
cuts reads at a glance; its bars take the heat map's colours, and its rate axis carries
the colour scale (a strip along it), so the heat map reads against the same axis without
a colour bar of its own.
"""

from __future__ import annotations

from itertools import pairwise

import numpy as np
from matplotlib.colors import LinearSegmentedColormap
from matplotlib.figure import Figure

from coach_app.charts.fit import fit
from coach_app.charts.layout import (
    PERCENT_LABELS,
    fixed_margins,
    fixed_ticks,
    heading,
    panel_title,
    percent_ticks,
    width_of,
    x_label,
    y_label,
)
from coach_app.charts.style import Translate, empty_note, identity, new_figure
from coach_app.store.stats import PotGrid

MIN_ATTEMPTS = 5
RATE_MAP = LinearSegmentedColormap.from_list("pot", ["#c62828", "#f9a825", "#2e7d32"])
#: The colour scale: a 0–100 % ramp (one small mesh: a colorbar is a whole machinery).
RAMP = np.linspace(0.0, 100.0, 101).reshape(-1, 1)


def pot_chart(grid: PotGrid, tr: Translate = identity, fig: Figure | None = None) -> Figure:
    fig = fig or new_figure()
    title = tr.translate("charts", "Pot rate by cut angle and distance")
    if grid.total == 0:
        return empty_note(fig, tr, title)
    # The top leaves room for a right-hand title on two lines (a translation may need them).
    fixed_margins(fig, left=0.75, right=0.2, top=0.85, bottom=0.65, wspace=1.45)
    att = np.array(grid.attempts, dtype=float)
    pot = np.array(grid.potted, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        rate = np.where(att >= MIN_ATTEMPTS, 100.0 * pot / att, np.nan)
    left, right = fig.subplots(1, 2, width_ratios=(1.7, 1))
    x = range(len(grid.angle_edges))
    y = range(len(grid.distance_edges))
    # One mesh of cells, not a patch and two texts per cell (the cell labels were most of
    # the drawing time), nor an image (resampled to the screen at every draw). Cells
    # under MIN_ATTEMPTS stay grey (masked).
    left.pcolormesh(x, y, np.ma.masked_invalid(rate), cmap=RATE_MAP, vmin=0, vmax=100)
    left.set_facecolor("#eeeeee")
    if np.isnan(rate).all():
        # Every cell still grey: say why and what to do, not an empty grid.
        left.text(0.5, 0.5, fit(tr.translate(
            "charts", "Fewer than {n} shots in every cell yet: play pot drills in Practice "
            "and the cells fill in").format(n=MIN_ATTEMPTS), width_of(left) - 20, 10.0,
            lines=4)[0], transform=left.transAxes, ha="center", va="center", fontsize=10,
            color="#444444", bbox={"facecolor": "white", "edgecolor": "#cccccc",
                                   "alpha": 0.9})
    fixed_ticks(left.xaxis, x, [f"{e:g}°" for e in grid.angle_edges])
    distances = [f"{e:g}".replace(".", ",") if tr.language == "ru" else f"{e:g}"
                 for e in grid.distance_edges]
    fixed_ticks(left.yaxis, y, distances)
    left.tick_params(labelsize=8)
    x_label(left, tr.translate("charts", "Cut angle, degrees (0 = full ball)"), 8)
    y_label(left, tr.translate("charts", "Distance cue ball to object ball, m"), distances, 8)
    # Right: by angle over every distance.
    a_att, a_pot = att.sum(axis=0), pot.sum(axis=0)
    with np.errstate(invalid="ignore", divide="ignore"):
        a_rate = np.where(a_att > 0, 100.0 * a_pot / a_att, 0.0)
    edges = grid.angle_edges
    span = edges[-1] - edges[0]
    centres = [(a + b) / 2 for a, b in pairwise(edges)]
    widths = [0.85 * (b - a) for a, b in pairwise(edges)]
    right.bar(centres, a_rate, width=widths, color=RATE_MAP(a_rate / 100.0))
    # The colour scale: a ribbon of its own beside the heat map, labelled 0–100 %. (On
    # the bar chart's rate axis it read as one more bar, over the first one.)
    scale = left.inset_axes((1.03, 0.0, 0.04, 1.0))
    scale.pcolormesh((0.0, 1.0), np.linspace(0.0, 100.0, len(RAMP) + 1), RAMP, cmap=RATE_MAP,
                     vmin=0, vmax=100, edgecolors="none", antialiased=False, rasterized=True)
    scale.set_xticks([])
    scale.yaxis.tick_right()
    fixed_ticks(scale.yaxis, (0, 50, 100), ("0%", "50%", "100%"))
    scale.tick_params(labelsize=8)
    right.set_xlim(edges[0] - 0.02 * span, edges[-1])
    right.set_ylim(0, 110)
    percent_ticks(right.yaxis)
    y_label(right, tr.translate("charts", "Pot rate, %"), PERCENT_LABELS)
    fixed_ticks(right.xaxis, (0, 30, 60, 90), ("0°", "30°", "60°", "90°"))
    x_label(right, tr.translate("charts", "Cut angle, degrees"))
    panel_title(right, tr.translate("charts", "Pot rate by cut angle, all distances"))
    right.grid(True, axis="y", alpha=0.3)
    total, made = int(att.sum()), int(pot.sum())
    heading(fig, f"{title}: {made}/{total} ({100 * made / total:.0f}%)")
    return fig

