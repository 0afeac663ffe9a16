"""Opening breaks: how often they are legal, how many balls they pocket, where the cue
ball ends up (a coach wants it back in the house area, far from the pack)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time

import numpy as np
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from coach_app.charts.dates import date_axis, fit_dates
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
from coach_app.charts.marks import day_numbers, rolling_rate, series_key, sized_dots
from coach_app.charts.style import BAD, NEUTRAL, Translate, empty_note, identity, new_figure
from coach_app.charts.table import draw_table
from coach_app.store.stats import BreakSession, BreakStats
from simulation.table import TableSpec

WINDOW = 7
#: A legal break's dot: yellow, which reads on the cloth (green would vanish in it).
LEGAL = "#e8b923"
#: Inches between the columns (the trend and the histogram; the table and its key).
WSPACE = 1.0


def _by_day(sessions: Sequence[BreakSession]) -> list[tuple[datetime, int, int]]:
    """(day, breaks, legal breaks) per local calendar day, in order."""
    days: dict[date, list[int]] = {}
    for p in sessions:
        day = p.when.astimezone().date()
        n_k = days.setdefault(day, [0, 0])
        n_k[0] += p.breaks
        n_k[1] += p.legal
    return [(datetime.combine(d, time(12)), n, k) for d, (n, k) in sorted(days.items())]


def break_chart(stats: BreakStats, spec: TableSpec | None = None,
                tr: Translate = identity, fig: Figure | None = None) -> Figure:
    fig = fig or new_figure((10.0, 6.4))
    title = tr.translate("charts", "Opening breaks")
    if not stats.total:
        return empty_note(fig, tr, title)
    fixed_margins(fig, left=0.75, right=0.2, top=0.75, bottom=0.15, wspace=WSPACE,
                  hspace=0.75)
    spec = spec or TableSpec()
    grid = fig.add_gridspec(2, 2, height_ratios=(1, 1.15), width_ratios=(1.6, 1))
    trend, hist = fig.add_subplot(grid[0, 0]), fig.add_subplot(grid[0, 1])
    days = _by_day(stats.sessions)
    when = day_numbers([d for d, _, _ in days])
    n = np.array([n for _, n, _ in days], dtype=float)
    k = np.array([k for _, _, k in days], dtype=float)
    sized_dots(trend, when, 100.0 * k / n, 10 + 3 * n, NEUTRAL)
    trend.plot(when, rolling_rate(n, k, WINDOW), color=NEUTRAL, linewidth=2)
    trend.set_ylim(-3, 103)
    percent_ticks(trend.yaxis)
    date_axis(trend.xaxis, tr)
    fit_dates(trend, when)
    y_label(trend, tr.translate("charts", "Legal breaks, %"), PERCENT_LABELS)
    panel_title(trend, tr.translate("charts", "Legal breaks per day; line: last {n} days")
                .format(n=WINDOW))
    trend.grid(True, alpha=0.3)
    counts = dict(stats.pocketed)
    xs = list(range(0, max(counts) + 1))
    hist.bar(xs, [counts.get(x, 0) for x in xs], color=NEUTRAL, alpha=0.85)
    fixed_ticks(hist.xaxis, xs, [str(x) for x in xs])
    top = max(counts.values())
    steps = [v for v in MaxNLocator(4, integer=True).tick_values(0, top) if 0 <= v <= top]
    labels = [f"{v:.0f}" for v in steps]
    fixed_ticks(hist.yaxis, steps, labels)
    x_label(hist, tr.translate("charts", "Balls pocketed on the break"))
    y_label(hist, tr.translate("charts", "Breaks"), labels)
    mean = sum(k * n for k, n in stats.pocketed) / stats.total
    title_text = tr.translate("charts", "Balls pocketed (mean {m:.2f})").format(m=mean)
    if tr.language == "ru":
        title_text = title_text.replace(f"{mean:.2f}", f"{mean:.2f}".replace(".", ","))
    panel_title(hist, title_text)
    hist.grid(True, axis="y", alpha=0.3)
    # The table under the trend, its key beside it under the histogram.
    ax = fig.add_subplot(grid[1, 0])
    ax.set_anchor("W")
    draw_table(ax, spec)
    entries = []
    for ok in (True, False):
        where = [p.cue for p in stats.recent if p.cue is not None and (p.legal is True) == ok]
        if where:
            xs_, ys_ = zip(*where, strict=False)
            # Yellow like the cue ball for a legal break: green would vanish on the cloth.
            colour = LEGAL if ok else BAD
            ax.plot(xs_, ys_, linestyle="none", marker="o", markersize=4.0, color=colour,
                    markeredgecolor="#222222", markeredgewidth=0.4, alpha=0.85, zorder=6)
            entries.append((tr.translate("charts", "legal break") if ok
                            else tr.translate("charts", "foul or illegal break"), colour))
    series_key(ax, entries, corner=(1.0, 1.0), left=12.0, top=0.0, dots=True)
    # Over the table from its left edge, as wide as the row (it may run over the key).
    panel_title(ax, tr.translate(
        "charts", "Cue ball after the latest breaks: {n} (the pyramid stands at the right)")
        .format(n=len(stats.recent)), loc="left",
        width=width_of(trend) + width_of(hist) + 72 * WSPACE)
    n_ok = stats.legal
    legal = tr.translate("charts", "legal")
    heading(fig, f"{title}: {n_ok}/{stats.total} {legal} ({100 * n_ok / stats.total:.0f}%)")
    return fig
