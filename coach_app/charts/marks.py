"""The marks the progress charts draw their data with, made cheap to draw.

A scatter of a year of sessions drew every dot anew (a fifth of the chart's drawing time);
matplotlib's legend packed boxes into boxes and measured every text again; converting
datetimes one by one through numpy was a good part of building a chart. Here: dots in a
few sizes, each size one line of markers (a marker is drawn once and stamped), a key of
plain lines and texts, and dates turned into matplotlib's day numbers directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

import numpy as np
from matplotlib.axes import Axes
from matplotlib.dates import date2num
from matplotlib.lines import Line2D
from matplotlib.patches import Rectangle

from coach_app.charts.fit import text_width
from coach_app.charts.layout import points_from

#: Sizes the dots of a series come in (by equal steps of diameter).
DOT_SIZES = 4


def day_numbers(when: Sequence[datetime]) -> np.ndarray:
    """matplotlib's date numbers (days since its epoch) of ``when``, naive times taken as
    UTC (as matplotlib does)."""
    epoch = float(date2num(datetime(1970, 1, 1, tzinfo=UTC)))
    seconds = [(w if w.tzinfo is not None else w.replace(tzinfo=UTC)).timestamp()
               for w in when]
    return epoch + np.asarray(seconds, dtype=float) / 86400.0


def rolling_rate(attempts: Sequence[float] | np.ndarray, successes: Sequence[float] | np.ndarray,
                 window: int) -> np.ndarray:
    """Success rate (%) over the last ``window`` points, weighted by attempts (0 where
    those points have no attempt)."""
    n = np.cumsum(np.asarray(attempts, dtype=float))
    k = np.cumsum(np.asarray(successes, dtype=float))
    n[window:] = n[window:] - n[:-window]
    k[window:] = k[window:] - k[:-window]
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(n > 0, 100.0 * k / np.where(n > 0, n, 1.0), 0.0)


def sized_dots(ax: Axes, x: np.ndarray, y: np.ndarray, area: np.ndarray, colour: str,
               alpha: float = 0.5) -> None:
    """Dots whose area (points²) follows ``area``, as a scatter would draw them, in
    :data:`DOT_SIZES` sizes: each size one line of markers."""
    diameter = np.sqrt(np.asarray(area, dtype=float))
    lo, hi = float(diameter.min()), float(diameter.max())
    step = (hi - lo) / DOT_SIZES
    level = np.zeros(len(diameter), dtype=int) if step <= 0 else \
        np.minimum(((diameter - lo) / step).astype(int), DOT_SIZES - 1)
    for i in np.unique(level):
        mine = level == i
        ax.add_line(Line2D(x[mine], y[mine], linestyle="none", marker="o", markeredgewidth=0,
                           markersize=float(diameter[mine].mean()), color=colour,
                           alpha=alpha))


def series_key(ax: Axes, entries: Sequence[tuple[str, str]], *,
               corner: tuple[float, float] = (0.0, 0.0), left: float = 6.0,
               top: float | None = None, columns: int = 1,
               dots: bool | Sequence[bool] = False, frame: bool = False,
               fontsize: float = 8.0) -> None:
    """A legend of (label, colour) entries in a grid of ``columns``: each a short line (or
    a dot) in its colour and the label. Its top-left corner is ``left`` points right of
    and ``top`` points over ``corner`` of the axes (axes coordinates; by default the
    bottom-left corner, with the key just high enough to sit in it); ``frame`` puts it on
    a white panel, over the data. ``dots``: every entry marked by a dot instead of a line,
    or one flag per entry.

    Plain lines and texts where matplotlib's legend packs boxes into boxes, measuring
    every text again to do it: the legend cost as much to draw as the rest of the chart.
    The columns are as wide as the widest label is estimated to be (:func:`text_width`).
    """
    where = points_from(ax, corner)
    handle, gap, pad = 2.2 * fontsize, 1.5 * fontsize, 0.5 * fontsize
    column = handle + text_width([label for label, _ in entries], fontsize) + gap
    row = 1.5 * fontsize
    rows = -(-len(entries) // columns)
    if top is None:
        top = rows * row + 3 * pad
    z = 4.0 if frame else 2.0
    if frame:
        ax.add_artist(Rectangle((left - pad, top - rows * row - 2 * pad),
                                columns * column - gap + 2 * pad, rows * row + 2 * pad,
                                transform=where, facecolor="white", alpha=0.85,
                                edgecolor="#cccccc", linewidth=0.8, zorder=z, clip_on=False))
    as_dot = [dots] * len(entries) if isinstance(dots, bool) else list(dots)
    for i, (label, colour) in enumerate(entries):
        x, y = left + (i % columns) * column, top - pad - (i // columns + 0.5) * row
        if as_dot[i]:
            mark = Line2D([x + 0.4 * handle], [y], linestyle="none", marker="o",
                          color=colour, markersize=0.6 * fontsize, markeredgecolor="#222222",
                          markeredgewidth=0.4)
        else:
            mark = Line2D([x, x + 0.8 * handle], [y, y], color=colour, linewidth=2.2)
        mark.set(transform=where, clip_on=False, zorder=z + 1)
        ax.add_artist(mark)  # not a line of data: no say in the axes' limits
        ax.text(x + handle, y, label, transform=where, fontsize=fontsize,
                va="center_baseline", ha="left", zorder=z + 2)
