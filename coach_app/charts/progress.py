"""Success rate per drill or per category over time, with a rolling trend.

Each dot is one session's attempts at a drill (its size says how many); the line is the
success rate over the last ``window`` sessions of that drill, weighted by attempts, which
is what a coach reads: is the student getting better at this, and how steadily.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

import numpy as np
from matplotlib.figure import Figure

from coach_app.charts.dates import date_axis, fit_dates
from coach_app.charts.drill_titles import drill_title
from coach_app.charts.fit import fit, text_width
from coach_app.charts.layout import (
    PERCENT_LABELS,
    fixed_margins,
    heading,
    percent_ticks,
    width_of,
    x_label,
    y_label,
)
from coach_app.charts.marks import day_numbers, rolling_rate, series_key, sized_dots
from coach_app.charts.style import SERIES, Translate, empty_note, identity, new_figure
from coach_app.store.stats import DrillPoint

MAX_SERIES = 8
# Points from the plot's bottom to the key's top: under the tick labels and the x label.
KEY_DROP = 38.0
#: The key's font size (points).
KEY_SIZE = 8.0


def success_chart(points: Sequence[DrillPoint], tr: Translate = identity, *,
                  by: str = "drill", window: int = 5, fig: Figure | None = None) -> Figure:
    """``by`` is "drill" (one series per drill) or "category"."""
    fig = fig or new_figure()
    title = tr.translate("charts", "Drill success rate by drill") if by == "drill" else \
        tr.translate("charts", "Drill success rate by category")
    if not points:
        return empty_note(fig, tr, title)
    fixed_margins(fig, left=0.85, right=0.2, top=0.75, bottom=0.6)
    groups: dict[str, list[DrillPoint]] = defaultdict(list)
    names: dict[str, str] = {}
    for p in points:
        key = p.drill_id if by == "drill" else p.category
        groups[key].append(p)
        names[key] = drill_title(p.drill_id, p.title, tr.language) if by == "drill" \
            else tr(p.category)
    # The most practised series first; the rest would only clutter the legend.
    ranked = sorted(groups, key=lambda k: -sum(p.attempts for p in groups[k]))[:MAX_SERIES]
    ax = fig.add_subplot()
    entries: list[tuple[str, str]] = []
    seen: list[float] = []
    for i, key in enumerate(ranked):
        series = _merge_by_session(groups[key])
        colour = SERIES[i % len(SERIES)]
        when = day_numbers([p.when for p in series])
        seen.extend(when)
        attempts = np.array([p.attempts for p in series], dtype=float)
        successes = np.array([p.successes for p in series], dtype=float)
        sized_dots(ax, when, 100.0 * successes / attempts, 12 + 4 * attempts, colour)
        ax.plot(when, rolling_rate(attempts, successes, window), color=colour,
                linewidth=2.2)
        # Each series' overall rate; the counts, for all of them, are in the heading
        # (every glyph is drawn one by one: the counts per series doubled the key's cost).
        entries.append((f"{names[key]}  {100 * successes.sum() / attempts.sum():.0f}%",
                        colour))
    ax.set_ylim(-3, 103)
    percent_ticks(ax.yaxis)
    date_axis(ax.xaxis, tr)
    fit_dates(ax, seen)
    y_label(ax, tr.translate("charts", "Success rate, %"), PERCENT_LABELS)
    x_label(ax, tr.translate("charts", "Date"))
    ax.grid(True, alpha=0.3)
    total, ok = sum(p.attempts for p in points), sum(p.successes for p in points)
    heading(fig, f"{title}: {ok}/{total} ({100 * ok / total:.0f}%)")
    note = tr.translate("charts", "dots: one session (size = attempts); lines: trend over "
                        "the last {n} sessions").format(n=window)
    ax.text(1.0, 1.01, note, transform=ax.transAxes, ha="right", va="bottom",
            fontsize=fit(note, width_of(ax), 8.0, smallest=6.0)[1], color="#555555")
    # The key under the plot (over it, it hid the data): room for its rows below, in as
    # many columns (up to three) as the plot's width holds whole: three of the Russian
    # titles ran off a 1024 px window («Разбой: свободная пир…»).
    entry = 2.2 * KEY_SIZE + text_width([label for label, _ in entries], KEY_SIZE) + \
        1.5 * KEY_SIZE
    columns = max(1, min(3, int((width_of(ax) - 6.0 + 1.5 * KEY_SIZE) // entry)))
    rows = -(-len(entries) // columns)
    fixed_margins(fig, left=0.85, right=0.2, top=0.75, bottom=0.75 + rows * 12 / 72)
    series_key(ax, entries, columns=columns, top=-KEY_DROP, fontsize=KEY_SIZE)
    return fig


def _merge_by_session(points: Sequence[DrillPoint]) -> list[DrillPoint]:
    """A category series can hold several drills in one session: add them up."""
    merged: dict[str, DrillPoint] = {}
    for p in points:
        q = merged.get(p.session_id)
        merged[p.session_id] = p if q is None else DrillPoint(
            q.when, q.session_id, q.drill_id, q.title, q.category,
            q.attempts + p.attempts, q.successes + p.successes)
    return sorted(merged.values(), key=lambda p: p.when)
