"""The progress dashboard: every chart for one filter, computed and drawn together.

The progress screen, the PDF report and ``pyramid-coach bench history`` all go through
:func:`progress_data` (the SQL) and :func:`progress_figures` / :func:`chart_figure` (the
drawing), so the benchmark times exactly what a user waits for. The screen asks only for
the part the chart on show needs (``parts``) and passes a :class:`ChartCache`, so a
redraw re-queries nothing until the history is written to.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from matplotlib.figure import Figure

from coach_app.charts.aim import AimBias, aim_bias, aim_chart
from coach_app.charts.breaks import break_chart
from coach_app.charts.games import games_chart
from coach_app.charts.potting import pot_chart
from coach_app.charts.progress import success_chart
from coach_app.charts.scope import label_scope
from coach_app.charts.style import Translate, identity
from coach_app.store import stats
from coach_app.store.chart_cache import ChartCache, write_stamp
from coach_app.store.opening import Store
from coach_app.store.stats import BreakStats, ChartFilter, DisciplineStats, DrillPoint, PotGrid
from simulation.table import TableSpec

#: Chart names, in the order the dashboard and the report show them.
CHARTS = ("success_by_drill", "success_by_category", "potting", "breaks", "games",
          "aim_bias")


#: The aggregate each chart draws from (one SQL query each, see coach_app.store.stats).
PARTS: dict[str, str] = {"success_by_drill": "drills", "success_by_category": "drills",
                         "potting": "pots", "breaks": "breaks", "games": "games",
                         "aim_bias": "aim"}
QUERIES = {"drills": stats.drill_progress, "pots": stats.pot_grid, "breaks": stats.breaks,
           "games": stats.game_stats, "aim": aim_bias}
#: The parts the progress page's summary line counts (the aim bias is read only when its
#: chart is picked).
SUMMARY_PARTS = frozenset(("drills", "pots", "breaks", "games"))


@dataclass(frozen=True)
class ProgressData:
    """The aggregates of one filter; ``loaded`` names those actually queried (the others
    are empty placeholders)."""

    drills: tuple[DrillPoint, ...] = ()
    pots: PotGrid = field(default_factory=PotGrid.empty)
    breaks: BreakStats = field(default_factory=BreakStats)
    games: tuple[DisciplineStats, ...] = ()
    aim: AimBias = field(default_factory=AimBias)
    loaded: frozenset[str] = frozenset(QUERIES)

    def merged(self, other: ProgressData) -> ProgressData:
        """These aggregates plus those ``other`` loaded."""
        take = {p: getattr(other if p in other.loaded else self, p) for p in QUERIES}
        return ProgressData(**take, loaded=self.loaded | other.loaded)


def progress_data(store: Store, f: ChartFilter, parts: Iterable[str] | None = None,
                  cache: ChartCache | None = None) -> ProgressData:
    """The aggregates ``parts`` (default: all) for ``f``; with a cache, each is reused
    until the history's write stamp changes. The aim bias is reused only once every pot
    attempt in scope is judged: until then the background judge (and another machine's)
    adds judgements the stamp does not see, and reading them is one quick query."""
    wanted = frozenset(QUERIES if parts is None else parts)
    stamp = write_stamp(store, f.player_id) if cache is not None else None
    values: dict[str, object] = {}
    for part in wanted:
        query = QUERIES[part]
        if cache is None:
            values[part] = query(store, f)
        elif part == "aim":
            box: list[AimBias] = cache.get((stamp, f, part), list)
            if not box:
                value = aim_bias(store, f)
                if value.complete:
                    box.append(value)
                values[part] = value
            else:
                values[part] = box[0]
        else:
            values[part] = cache.get((stamp, f, part),
                                     lambda q=query: q(store, f))  # type: ignore[misc]
    return ProgressData(**values, loaded=wanted)  # type: ignore[arg-type]


def has_data(name: str, data: ProgressData) -> bool:
    """Whether chart ``name`` has anything to draw (else it is an empty note, nothing a
    coach would export)."""
    return {"success_by_drill": bool(data.drills), "success_by_category": bool(data.drills),
            "potting": data.pots.total > 0, "breaks": data.breaks.total > 0,
            "games": bool(data.games), "aim_bias": bool(data.aim.errors)}[name]


def chart_figure(name: str, data: ProgressData, tr: Translate = identity,
                 spec: TableSpec | None = None, fig: Figure | None = None,
                 where: str | None = None) -> Figure:
    """One chart by name. The progress screen draws only the chart on show, and passes the
    figure it drew last (cleared) so the canvas embedding it is reused. ``where`` (the
    filter's: "all", "screen", "real") labels the chart with its scope
    (coach_app.charts.scope); None draws it bare (the benchmark)."""
    drawn = _chart_figure(name, data, tr, spec, fig)
    return drawn if where is None else label_scope(drawn, name, where, tr)


def _chart_figure(name: str, data: ProgressData, tr: Translate, spec: TableSpec | None,
                  fig: Figure | None) -> Figure:
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
    if name == "aim_bias":
        return aim_chart(data.aim, tr, fig=fig)
    raise KeyError(name)


def progress_figures(data: ProgressData, tr: Translate = identity,
                     spec: TableSpec | None = None, where: str | None = None
                     ) -> dict[str, Figure]:
    return {name: chart_figure(name, data, tr, spec, where=where) for name in CHARTS}
