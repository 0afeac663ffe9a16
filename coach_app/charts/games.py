"""Games won and points per visit, per discipline."""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from coach_app.charts.fit import fit
from coach_app.charts.layout import (
    PERCENT_LABELS,
    fixed_margins,
    fixed_ticks,
    heading,
    panel_title,
    percent_ticks,
    width_of,
    y_label,
)
from coach_app.charts.style import GOOD, NEUTRAL, Translate, empty_note, identity, new_figure
from coach_app.store.stats import DisciplineStats

NAME_SIZE = 9.0


def games_chart(stats: Sequence[DisciplineStats], tr: Translate = identity,
                fig: Figure | None = None) -> Figure:
    fig = fig or new_figure((10.0, 4.8))
    title = tr.translate("charts", "Games by discipline")
    if not stats:
        return empty_note(fig, tr, title)
    fixed_margins(fig, left=0.75, right=0.2, top=0.75, bottom=0.45, wspace=0.9)
    won, ppv = fig.subplots(1, 2)
    # Names on as many lines as their bars' width asks for (Russian ones are long), and
    # room under the plots for them.
    slot = 0.95 * width_of(won) / len(stats)
    fitted = [fit(tr(s.discipline), slot, NAME_SIZE, lines=2, smallest=6.0) for s in stats]
    names = [name for name, _ in fitted]
    name_size = min(size for _, size in fitted)
    lines = max(name.count("\n") + 1 for name in names)
    fixed_margins(fig, left=0.75, right=0.2, top=0.75, bottom=0.25 + name_size / 50 * lines,
                  wspace=0.9)
    # Bars at 0, 1, 2… named by fixed ticks: string categories would bring matplotlib's
    # unit conversion along, at every draw.
    x = range(len(stats))
    rates = [100.0 * s.won / s.games if s.games else 0.0 for s in stats]
    bars = won.bar(x, rates, color=GOOD, alpha=0.85)
    for bar, s in zip(bars, stats, strict=False):
        # Visits of a game still going count on the right, but no game is won or lost
        # yet: say so rather than draw "0/0".
        label = f"{s.won}/{s.games}" if s.games else \
            tr.translate("charts", "none\nfinished")
        won.text(bar.get_x() + bar.get_width() / 2, bar.get_height() + 1.5,
                 label, ha="center", va="bottom", fontsize=9 if s.games else 8,
                 color="#000000" if s.games else "#777777")
    won.set_ylim(0, 112)
    # Few ticks: every bar says its own numbers.
    percent_ticks(won.yaxis, step=50)
    y_label(won, tr.translate("charts", "Games won, %"), PERCENT_LABELS)
    panel_title(won, tr.translate("charts", "Games won (won/played)"))
    won.grid(True, axis="y", alpha=0.3)
    values = [s.points_per_visit for s in stats]
    bars = ppv.bar(x, values, color=NEUTRAL, alpha=0.85)
    for bar, s in zip(bars, stats, strict=False):
        ppv.text(bar.get_x() + bar.get_width() / 2, bar.get_height(),
                 f"{s.points_per_visit:.2f}\n({s.visits})", ha="center", va="bottom",
                 fontsize=8)
    top = max([*values, 0.5]) * 1.3
    ppv.set_ylim(0, top)
    steps = [v for v in MaxNLocator(3).tick_values(0, top) if 0 <= v <= top]
    labels = [f"{v:g}" for v in steps]
    fixed_ticks(ppv.yaxis, steps, labels)
    y_label(ppv, tr.translate("charts", "Points per visit"), labels)
    panel_title(ppv, tr.translate("charts", "Points per visit (number of visits)"))
    ppv.grid(True, axis="y", alpha=0.3)
    for ax in (won, ppv):
        fixed_ticks(ax.xaxis, x, names)
        ax.tick_params(axis="x", labelsize=name_size)
    heading(fig, title)
    return fig
