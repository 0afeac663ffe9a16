"""Games won and points per visit, per discipline."""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.figure import Figure
from matplotlib.ticker import PercentFormatter

from coach_app.charts.style import (
    GOOD,
    NEUTRAL,
    Translate,
    empty_note,
    fixed_layout,
    identity,
    new_figure,
)
from coach_app.store.stats import DisciplineStats


def games_chart(stats: Sequence[DisciplineStats], tr: Translate = identity,
                fig: Figure | None = None) -> Figure:
    fig = fig or new_figure((10.0, 4.8))
    title = tr.translate("charts", "Games by discipline")
    if not stats:
        return empty_note(fig, tr, title)
    fixed_layout(fig, left=0.07, right=0.98, top=0.85, bottom=0.1, wspace=0.22)
    won, ppv = fig.subplots(1, 2)
    names = [tr(s.discipline) for s in stats]
    rates = [100.0 * s.won / s.games if s.games else 0.0 for s in stats]
    bars = won.bar(names, rates, color=GOOD, alpha=0.85)
    for bar, s in zip(bars, stats, strict=False):
        won.text(bar.get_x() + bar.get_width() / 2, bar.get_height() + 1.5,
                 f"{s.won}/{s.games}", ha="center", va="bottom", fontsize=9)
    won.set_ylim(0, 112)
    won.yaxis.set_major_formatter(PercentFormatter())
    won.set_ylabel(tr.translate("charts", "Games won, %"))
    won.set_title(tr.translate("charts", "Games won (won/played)"), fontsize=10)
    won.grid(True, axis="y", alpha=0.3)
    values = [s.points_per_visit for s in stats]
    bars = ppv.bar(names, values, color=NEUTRAL, alpha=0.85)
    for bar, s in zip(bars, stats, strict=False):
        ppv.text(bar.get_x() + bar.get_width() / 2, bar.get_height(),
                 f"{s.points_per_visit:.2f}\n({s.visits})", ha="center", va="bottom",
                 fontsize=8)
    ppv.set_ylim(0, max([*values, 0.5]) * 1.3)
    ppv.set_ylabel(tr.translate("charts", "Points per visit"))
    ppv.set_title(tr.translate("charts", "Points per visit (number of visits)"), fontsize=10)
    ppv.grid(True, axis="y", alpha=0.3)
    for ax in (won, ppv):
        ax.tick_params(axis="x", labelsize=9)
    fig.suptitle(title, fontsize=14, fontweight="bold", x=0.01, ha="left")
    return fig
