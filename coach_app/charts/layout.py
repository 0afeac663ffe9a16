"""Where a chart's parts go, decided once instead of measured at every draw.

matplotlib can place titles, axis labels and the plots themselves around whatever the
texts turn out to measure (the constrained layout; the automatic title and axis-label
positions), but it measures every tick label again at every draw to do it, which cost
as much as drawing the chart. These charts have a known shape, so they say where things
go: margins and gaps in inches (:class:`FixedMargins`), titles a fixed distance over their
plot, axis labels a fixed distance beyond their tick labels, and exactly the ticks wanted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from matplotlib.axes import Axes
from matplotlib.axis import Axis
from matplotlib.figure import Figure
from matplotlib.layout_engine import LayoutEngine
from matplotlib.text import Text
from matplotlib.ticker import FixedFormatter, FixedLocator
from matplotlib.transforms import (
    Affine2D,
    Affine2DBase,
    ScaledTranslation,
    Transform,
    offset_copy,
)

from coach_app.charts.fit import fit, text_width

#: Points from a spine to its tick labels: the tick (3.5) and the label's pad (3.5).
TICK_SPACE = 7.0


class FixedMargins(LayoutEngine):
    """Margins and gaps in inches, turned into ``subplots_adjust`` fractions of the figure's
    size at every draw.

    Instead of the constrained layout, whose solver measures every text of the figure
    first (a full extra draw). These charts have a known shape, so each sets its margins
    once; being in inches, they stay right when the window (and so the figure) is resized.
    ``wspace`` and ``hspace`` are the gaps between the columns and rows of the figure's grid.
    """

    _adjust_compatible = True
    _colorbar_gridspec = False

    def __init__(self, left: float, right: float, top: float, bottom: float,
                 wspace: float = 0.0, hspace: float = 0.0) -> None:
        super().__init__()
        self.margins = (left, right, top, bottom)
        self.gaps = (wspace, hspace)

    def execute(self, fig: Figure) -> None:
        width, height = fig.get_size_inches()
        left, right, top, bottom = self.margins
        # A figure too small for the margins keeps a third of itself for the plots.
        fx = min(1.0, 0.67 * width / (left + right))
        fy = min(1.0, 0.67 * height / (top + bottom))
        left, right, top, bottom = left * fx, right * fx, top * fy, bottom * fy
        rows, cols = 1, 1
        for ax in fig.axes:
            spec = ax.get_subplotspec()
            if spec is not None:
                rows, cols = spec.get_gridspec().get_geometry()
                break
        # subplots_adjust takes the gaps as fractions of the mean cell size.
        wspace, hspace = self.gaps
        cell_w = (width - left - right - wspace * (cols - 1)) / cols
        cell_h = (height - top - bottom - hspace * (rows - 1)) / rows
        fig.subplots_adjust(left=left / width, right=1 - right / width,
                            top=1 - top / height, bottom=bottom / height,
                            wspace=wspace / max(cell_w, 0.1) if cols > 1 else None,
                            hspace=hspace / max(cell_h, 0.1) if rows > 1 else None)


def fixed_margins(fig: Figure, left: float, right: float, top: float, bottom: float,
                  wspace: float = 0.0, hspace: float = 0.0) -> None:
    """Lay ``fig`` out with fixed margins and gaps, in inches (see :class:`FixedMargins`)."""
    fig.set_layout_engine(FixedMargins(left, right, top, bottom, wspace, hspace))


def settle_layout(fig: Figure) -> None:
    """Apply ``fig``'s fixed margins for its size now and drop the layout engine, before
    saving it to a file: ``savefig`` draws a figure that has a layout engine twice, once
    only to lay it out (which fixed margins never need), so a report page cost two
    drawings. Call it after the last change of size; other engines are kept."""
    engine = fig.get_layout_engine()
    if isinstance(engine, FixedMargins):
        engine.execute(fig)
        fig.set_layout_engine(None)


def heading(fig: Figure, text: str) -> Text:
    """The chart's title, top left, a fixed distance from the figure's corner (smaller
    when the figure is too narrow for it)."""
    _, size = fit(text, 72 * (fig.get_size_inches()[0] - 0.2), 14.0, smallest=9.0, bold=True)
    return fig.text(0.0, 1.0, text, fontsize=size, fontweight="bold", ha="left", va="top",
                    transform=offset_copy(fig.transFigure, fig=fig, x=0.1, y=-0.1,
                                          units="inches"))


def panel_title(ax: Axes, text: str, fontsize: float = 10.0, width: float | None = None,
                **kwargs: Any) -> Text:
    """A title over ``ax`` at a fixed height (matplotlib otherwise measures the axes' tick
    labels at every draw to keep the title clear of them: none of these charts has any
    on top), on a second line, or smaller, when it is wider than ``width`` points
    (default: the plot's width; a translation may be)."""
    room = width_of(ax) + 10.0 if width is None else width
    text, size = fit(text, room, fontsize, lines=2, bold=kwargs.get("fontweight") == "bold")
    return ax.set_title(text, y=1.0, pad=5, fontsize=size, **kwargs)


def figure_of(ax: Axes) -> Figure:
    """The figure ``ax`` is drawn on."""
    fig = ax.get_figure()
    if not isinstance(fig, Figure):
        raise TypeError("the charts draw on a Figure of their own")
    return fig


def width_of(ax: Axes) -> float:
    """The width of ``ax`` in points where the figure's fixed margins put it now."""
    return _size_of(ax)[0]


def height_of(ax: Axes) -> float:
    """The height of ``ax`` in points where the figure's fixed margins put it now."""
    return _size_of(ax)[1]


def _size_of(ax: Axes) -> tuple[float, float]:
    fig = figure_of(ax)
    engine = fig.get_layout_engine()
    if isinstance(engine, FixedMargins):
        engine.execute(fig)
    box = ax.get_position()
    width, height = fig.get_size_inches()
    return float(box.width * width * 72), float(box.height * height * 72)


def fixed_ticks(axis: Axis, values: Sequence[float], labels: Sequence[str]) -> None:
    """Exactly these ticks: every tick is a handful of artists to build and draw, and a
    locator may return more than the axis shows."""
    axis.set_major_locator(FixedLocator(values))
    axis.set_major_formatter(FixedFormatter(labels))


#: The narrowest and widest of :func:`percent_ticks`' labels (for :func:`y_label`).
PERCENT_LABELS = ("0%", "100%")


def percent_ticks(axis: Axis, step: int = 25) -> None:
    """0 % to 100 %."""
    values = range(0, 101, step)
    fixed_ticks(axis, values, [f"{v}%" for v in values])


def x_label(ax: Axes, text: str, tick_size: float = 10.0, **kwargs: Any) -> None:
    """The x axis' label a fixed distance under the tick labels (of font ``tick_size``),
    smaller when the plot is narrower than the label."""
    _, size = fit(text, width_of(ax) + 20.0, kwargs.pop("fontsize", 10.0))
    ax.set_xlabel(text, fontsize=size, **kwargs)
    below = TICK_SPACE + 1.2 * tick_size + 2.0
    ax.xaxis.set_label_coords(0.5, 0.0, transform=offset_copy(
        ax.transAxes, fig=figure_of(ax), y=-below, units="points"))


def y_label(ax: Axes, text: str, tick_labels: Sequence[str], tick_size: float = 10.0,
            **kwargs: Any) -> None:
    """The y axis' label a fixed distance left of its widest tick label (of those given,
    at font ``tick_size``), smaller when the plot is lower than the label is long."""
    _, size = fit(text, height_of(ax) + 20.0, kwargs.pop("fontsize", 10.0))
    ax.set_ylabel(text, fontsize=size, **kwargs)
    beside = TICK_SPACE + text_width(tick_labels, tick_size) + 3.0
    ax.yaxis.set_label_coords(0.0, 0.5, transform=offset_copy(
        ax.transAxes, fig=figure_of(ax), x=-beside, units="points"))


def points_from(ax: Axes, corner: tuple[float, float] = (0.0, 0.0)) -> Transform:
    """Coordinates in points (x right, y up) from a point of ``ax`` in axes coordinates,
    by default its bottom-left corner: they follow the axes wherever the layout puts
    them."""
    to_axes = cast(Affine2DBase, ax.transAxes)
    return (Affine2D().scale(1 / 72) + figure_of(ax).dpi_scale_trans
            + ScaledTranslation(*corner, to_axes))
