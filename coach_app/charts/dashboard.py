"""The progress dashboard: every chart for one filter, computed and drawn together.

The progress screen, the PDF report and ``pyramid-coach bench history`` all go through
:func:`progress_data` (the SQL) and :func:`progress_figures` (the drawing), so the
benchmark times exactly what a user waits for.
"""

from __future__ import annotations

from dataclasses import dataclass

from matplotlib.figure import Figure

from coach_app.charts.breaks import break_chart
from coach_app.charts.games import games_chart
from coach_app.charts.potting import pot_chart
from coach_app.charts.progress import success_chart
from coach_app.charts.style import Translate, identity
from coach_app.store import stats
from coach_app.store.opening import Store
from coach_app.store.stats import BreakStats, ChartFilter, DisciplineStats, DrillPoint, PotGrid
from simulation.table import TableSpec

#: Chart names, in the order the dashboard and the report show them.
CHARTS = ("success_by_drill", "success_by_category", "potting", "breaks", "games")


@dataclass(frozen=True)
class ProgressData:
    drills: tuple[DrillPoint, ...]
    pots: PotGrid
    breaks: BreakStats
    games: tuple[DisciplineStats, ...]


def progress_data(store: Store, f: ChartFilter) -> ProgressData:
    return ProgressData(stats.drill_progress(store, f), stats.pot_grid(store, f),
                        stats.breaks(store, f), stats.game_stats(store, f))


def chart_figure(name: str, data: ProgressData, tr: Translate = identity,
                 spec: TableSpec | None = None, fig: Figure | None = None) -> Figure:
    """One chart by name. The progress screen draws only the chart on show, and passes the
    figure it drew last (cleared) so the canvas embedding it is reused."""
    if name == "success_by_drill":
        return success_chart(data.drills, tr, by="drill", fig=fig)
    if name == "success_by_category":
        return success_chart(data.drills, tr, by="category", fig=fig)
    if name == "potting":
        return pot_chart(data.pots, tr, fig=fig)
    if name == "breaks":
        return break_chart(data.breaks, spec, tr, fig=fig)
    if name == "games":
        return games_chart(data.games, tr, fig=fig)
    raise KeyError(name)


def progress_figures(data: ProgressData, tr: Translate = identity,
                     spec: TableSpec | None = None) -> dict[str, Figure]:
    return {name: chart_figure(name, data, tr, spec) for name in CHARTS}
