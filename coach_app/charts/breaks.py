"""Opening breaks: how often they are legal, how many balls they pocket, where the cue
ball ends up (a coach wants it back in the house area, far from the pack)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time

from matplotlib.dates import AutoDateLocator, ConciseDateFormatter
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator, PercentFormatter

from coach_app.charts.style import (
    BAD,
    NEUTRAL,
    Translate,
    empty_note,
    fixed_layout,
    identity,
    new_figure,
)
from coach_app.charts.table import CUE_FACE, draw_table
from coach_app.store.stats import BreakSession, BreakStats
from simulation.table import TableSpec

WINDOW = 7


def _by_day(sessions: Sequence[BreakSession]) -> list[tuple[datetime, int, int]]:
    """(day, breaks, legal breaks) per local calendar day, in order."""
    days: dict[date, list[int]] = {}
    for p in sessions:
        day = p.when.astimezone().date()
        n_k = days.setdefault(day, [0, 0])
        n_k[0] += p.breaks
        n_k[1] += p.legal
    return [(datetime.combine(d, time(12)), n, k) for d, (n, k) in sorted(days.items())]


def _rolling(days: Sequence[tuple[datetime, int, int]], window: int) -> list[float]:
    out = []
    for i in range(len(days)):
        chunk = days[max(0, i - window + 1):i + 1]
        n = sum(c[1] for c in chunk)
        out.append(100.0 * sum(c[2] for c in chunk) / n if n else 0.0)
    return out


def break_chart(stats: BreakStats, spec: TableSpec | None = None,
                tr: Translate = identity, fig: Figure | None = None) -> Figure:
    fig = fig or new_figure((10.0, 6.4))
    title = tr.translate("charts", "Opening breaks")
    if not stats.total:
        return empty_note(fig, tr, title)
    fixed_layout(fig, left=0.07, right=0.98, top=0.89, bottom=0.02, hspace=0.3,
                 wspace=0.2)
    spec = spec or TableSpec()
    grid = fig.add_gridspec(2, 2, height_ratios=(1, 1.15), width_ratios=(1.6, 1))
    trend, hist = fig.add_subplot(grid[0, 0]), fig.add_subplot(grid[0, 1])
    days = _by_day(stats.sessions)
    when = [d for d, _, _ in days]
    trend.scatter(when, [100.0 * k / n for _, n, k in days], s=[10 + 3 * n for _, n, _ in days],
                  color=NEUTRAL, alpha=0.25, linewidths=0)
    trend.plot(when, _rolling(days, WINDOW), color=NEUTRAL, linewidth=2)
    trend.set_ylim(-3, 103)
    trend.yaxis.set_major_formatter(PercentFormatter())
    locator = AutoDateLocator()
    trend.xaxis.set_major_locator(locator)
    trend.xaxis.set_major_formatter(ConciseDateFormatter(locator))
    trend.set_ylabel(tr.translate("charts", "Legal breaks, %"))
    trend.set_title(tr.translate("charts", "Legal breaks per day; line: last {n} days")
                    .format(n=WINDOW), fontsize=10)
    trend.grid(True, alpha=0.3)
    counts = dict(stats.pocketed)
    xs = list(range(0, max(counts) + 1))
    hist.bar(xs, [counts.get(x, 0) for x in xs], color=NEUTRAL, alpha=0.85)
    hist.xaxis.set_major_locator(MaxNLocator(integer=True))
    hist.set_xlabel(tr.translate("charts", "Balls pocketed on the break"))
    hist.set_ylabel(tr.translate("charts", "Breaks"))
    mean = sum(k * n for k, n in stats.pocketed) / stats.total
    hist.set_title(tr.translate("charts", "Balls pocketed (mean {m:.2f})").format(m=mean),
                   fontsize=10)
    hist.grid(True, axis="y", alpha=0.3)
    ax = fig.add_subplot(grid[1, :])
    draw_table(ax, spec)
    for ok in (True, False):
        where = [p.cue for p in stats.recent if p.cue is not None and (p.legal is True) == ok]
        if where:
            xs_, ys_ = zip(*where, strict=False)
            # Yellow like the cue ball for a legal break: green would vanish on the cloth.
            ax.scatter(xs_, ys_, s=16, color=CUE_FACE if ok else BAD, edgecolors="#222222",
                       linewidths=0.4, alpha=0.85, zorder=6,
                       label=tr.translate("charts", "legal break") if ok
                       else tr.translate("charts", "foul or illegal break"))
    ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=8, frameon=False)
    ax.set_title(tr.translate(
        "charts", "Cue ball after the last {n} breaks (the pyramid stands at the right)")
        .format(n=len(stats.recent)), fontsize=10)
    n_ok = stats.legal
    legal = tr.translate("charts", "legal")
    fig.suptitle(f"{title}: {n_ok}/{stats.total} {legal} "
                 f"({100 * n_ok / stats.total:.0f}%)", fontsize=14, fontweight="bold",
                 x=0.01, ha="left")
    return fig
