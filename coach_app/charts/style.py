"""What every chart shares: the translate hook, the figure factory, colours and PNG export.

Figures are made with the object API (``matplotlib.figure.Figure``), never pyplot: no
global figure registry, so the GUI can embed them in Qt (FigureCanvasQTAgg) and a worker or
the report can draw them headless (Agg) at the same time.
"""

from __future__ import annotations

from pathlib import Path

from matplotlib import patheffects
from matplotlib.figure import Figure
from matplotlib.text import Text

from coach_app.charts.layout import fixed_margins, panel_title
from coach_app.charts.text import ChartText, Translate

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


#: Draws a text as the filled outlines of its glyphs (a public matplotlib path effect).
OUTLINED: tuple[patheffects.AbstractPathEffect, ...] = (patheffects.Normal(),)


def outline_texts(fig: Figure) -> Figure:
    """Have ``fig``'s texts drawn as filled glyph outlines: for pixels only.

    matplotlib 3.11 lays a text out and then loads, hints and rasterises it glyph by glyph
    (twice per glyph with hinting), which was half the time of drawing a chart; a text
    filled as one path of its unhinted outlines draws in about half that time and reads
    the same on screen. In a PDF it would no longer be text, so the progress page and the
    benchmark call this once a chart is built, and the report does not. The ticks an axis
    adds at draw time copy its first tick's labels, outlined here with the others."""
    effects = list(OUTLINED)
    texts = list(fig.texts)
    legends = list(fig.legends)
    for ax in fig.axes:
        texts += [a for a in ax.get_children() if isinstance(a, Text)]
        legends += [legend for legend in (ax.get_legend(),) if legend is not None]
        for axis in (ax.xaxis, ax.yaxis):
            texts += [axis.label, axis.offsetText]
            texts += [label for tick in axis.majorTicks for label in (tick.label1, tick.label2)]
    for legend in legends:
        texts += [*legend.texts, legend.get_title()]
    for text in texts:
        text.set_path_effects(effects)
    return fig


def save_png(fig: Figure, path: str | Path, dpi: int = 120) -> Path:
    """Write ``fig`` as a PNG (the export every chart offers)."""
    out = Path(path)
    fig.savefig(out, format="png", dpi=dpi)
    return out


def empty_note(fig: Figure, tr: Translate, title: str) -> Figure:
    """A chart with nothing to show says so instead of drawing empty axes."""
    fixed_margins(fig, left=0.3, right=0.3, top=0.8, bottom=0.3)
    ax = fig.add_subplot()
    ax.set_axis_off()
    panel_title(ax, title, fontsize=14, fontweight="bold")
    # Say what to do, not only that there is nothing.
    ax.text(0.5, 0.5, tr.translate("charts", "No data for the chosen player, dates and filters")
            + "\n" + tr.translate("charts", "Play drills in Practice, or games, and this chart "
                                   "fills in."),
            ha="center", va="center", fontsize=12, color="#666666", transform=ax.transAxes,
            linespacing=1.6)
    return fig
