"""Success rate per drill or per category over time, with a rolling trend.

Each dot is one session's attempts at a drill (its size says how many); the line is the
success rate over the last ``window`` sessions of that drill, weighted by attempts, which
is what a coach reads: is the student getting better at this, and how steadily.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from matplotlib.dates import AutoDateLocator, ConciseDateFormatter
from matplotlib.figure import Figure
from matplotlib.ticker import PercentFormatter

from coach_app.charts.style import SERIES, Translate, empty_note, fixed_layout, identity, new_figure
from coach_app.store.stats import DrillPoint

MAX_SERIES = 8


def rolling_rate(points: Sequence[DrillPoint], window: int) -> list[float]:
    """Success rate (%) over the last ``window`` points, weighted by attempts."""
    out = []
    for i in range(len(points)):
        chunk = points[max(0, i - window + 1):i + 1]
        n = sum(p.attempts for p in chunk)
        out.append(100.0 * sum(p.successes for p in chunk) / n if n else 0.0)
    return out


def success_chart(points: Sequence[DrillPoint], tr: Translate = identity, *,
                  by: str = "drill", window: int = 5, fig: Figure | None = None) -> Figure:
    """``by`` is "drill" (one series per drill) or "category"."""
    fig = fig or new_figure()
    title = tr.translate("charts", "Drill success rate by drill") if by == "drill" else \
        tr.translate("charts", "Drill success rate by category")
    if not points:
        return empty_note(fig, tr, title)
    fixed_layout(fig, left=0.07, right=0.98, top=0.9, bottom=0.1)
    groups: dict[str, list[DrillPoint]] = defaultdict(list)
    names: dict[str, str] = {}
    for p in points:
        key = p.drill_id if by == "drill" else p.category
        groups[key].append(p)
        names[key] = p.title if by == "drill" else tr(p.category)
    # The most practised series first; the rest would only clutter the legend.
    ranked = sorted(groups, key=lambda k: -sum(p.attempts for p in groups[k]))[:MAX_SERIES]
    ax = fig.add_subplot()
    for i, key in enumerate(ranked):
        series = _merge_by_session(groups[key])
        colour = SERIES[i % len(SERIES)]
        when = [p.when for p in series]
        rate = [100.0 * p.successes / p.attempts for p in series]
        sizes = [12 + 4 * p.attempts for p in series]
        total = sum(p.attempts for p in series)
        ok = sum(p.successes for p in series)
        ax.scatter(when, rate, s=sizes, color=colour, alpha=0.25, linewidths=0)
        ax.plot(when, rolling_rate(series, window), color=colour, linewidth=2.2,
                label=f"{names[key]}  ({ok}/{total}, {100 * ok / total:.0f}%)")
    ax.set_ylim(-3, 103)
    ax.yaxis.set_major_formatter(PercentFormatter())
    locator = AutoDateLocator()
    ax.xaxis.set_major_locator(locator)
    ax.xaxis.set_major_formatter(ConciseDateFormatter(locator))
    ax.set_ylabel(tr.translate("charts", "Success rate, %"))
    ax.set_xlabel(tr.translate("charts", "Date"))
    ax.grid(True, alpha=0.3)
    ax.set_title(title, fontsize=14, fontweight="bold", loc="left")
    ax.text(1.0, 1.01, tr.translate("charts", "dots: one session (size = attempts); lines: "
                                    "trend over the last {n} sessions").format(n=window),
            transform=ax.transAxes, ha="right", va="bottom", fontsize=8, color="#555555")
    ax.legend(loc="lower left", fontsize=8, ncols=2, framealpha=0.85)
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
