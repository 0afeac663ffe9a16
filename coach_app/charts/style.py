"""What every chart shares: the translate hook, the figure factory, colours and PNG export.

Figures are made with the object API (``matplotlib.figure.Figure``), never pyplot: no
global figure registry, so the GUI can embed them in Qt (FigureCanvasQTAgg) and a worker or
the report can draw them headless (Agg) at the same time.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from matplotlib.figure import Figure


class ChartText:
    """How a chart turns its English source texts into the texts shown.

    Charts call ``tr.translate("charts", "Pot rate, %")`` with a *literal* context and
    text, so pyside6-lupdate files every string under the "charts" context (a plain
    ``tr("...")`` outside a class lands in an empty context that nothing looks up). Codes
    known only at run time (a category, a discipline) go through ``tr(code)``.
    ``lookup(context, text)`` is ``QCoreApplication.translate`` in the GUI, the .ts
    catalogue in the headless report (:mod:`coach_app.report.lang`), English as written by
    default. ``language`` ("en" or "ru") picks what Qt's catalogue does not hold, such as
    month names on date axes (:mod:`coach_app.charts.dates`).
    """

    def __init__(self, lookup: Callable[[str, str], str] | None = None,
                 language: str = "en") -> None:
        self._lookup = lookup
        self.language = language

    def translate(self, context: str, text: str) -> str:
        return text if self._lookup is None else self._lookup(context, text)

    def __call__(self, text: str) -> str:
        return self.translate("charts", text)


Translate = ChartText
#: English as written.
identity = ChartText()


GOOD = "#2e7d32"
BAD = "#c62828"
NEUTRAL = "#1565c0"
MUTED = "#9e9e9e"
CLOTH = "#1b6e3a"
RAIL = "#5d3a1a"
SERIES = ("#1565c0", "#ef6c00", "#6a1b9a", "#00838f", "#ad1457", "#558b2f", "#4e342e",
          "#283593")

# A landscape page-friendly size (inches) that also reads well embedded in a window.
SIZE = (10.0, 5.6)


def new_figure(size: tuple[float, float] = SIZE) -> Figure:
    fig = Figure(figsize=size, dpi=100, layout="constrained")
    fig.set_facecolor("white")
    return fig


def fixed_layout(fig: Figure, **margins: float) -> None:
    """Fixed margins instead of the constrained layout: the layout solver costs as much as
    drawing the chart itself, and these charts have a known shape, so their margins are
    set once here (``subplots_adjust`` arguments, as fractions of the figure)."""
    fig.set_layout_engine("none")
    fig.subplotpars.update(**margins)  # also on a figure made with a layout engine


def save_png(fig: Figure, path: str | Path, dpi: int = 120) -> Path:
    """Write ``fig`` as a PNG (the export every chart offers)."""
    out = Path(path)
    fig.savefig(out, format="png", dpi=dpi)
    return out


def empty_note(fig: Figure, tr: Translate, title: str) -> Figure:
    """A chart with nothing to show says so instead of drawing empty axes."""
    ax = fig.add_subplot()
    ax.set_axis_off()
    ax.set_title(title, fontsize=14, fontweight="bold")
    ax.text(0.5, 0.5, tr.translate("charts", "No data for the chosen player, dates and filters"),
            ha="center", va="center", fontsize=12, color=MUTED, transform=ax.transAxes)
    return fig
