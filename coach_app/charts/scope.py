"""Which part of the history a chart shows, said on the chart: real table, screen or both.

A chart never mixes the real table's play with the screen's silently: its heading ends
with the scope ("· screen + real table"), and a chart drawn from shots says in words that
a real-table attempt has none (nothing was simulated there: no stroke, no cut angle
measured, no break), whenever the scope takes real-table play in. The drill success-rate
charts count real attempts like the screen's, so they only carry the scope.
"""

from __future__ import annotations

from matplotlib.figure import Figure
from matplotlib.text import Text
from matplotlib.transforms import offset_copy

from coach_app.charts.fit import fit
from coach_app.charts.text import Translate

# The charts read from shot rows: a real-table attempt has none.
FROM_SHOTS = frozenset(("potting", "breaks", "aim_bias"))


def where_label(where: str, tr: Translate) -> str:
    """"screen + real table", "screen" or "real table", in the chart's language."""
    if where == "screen":
        return tr.translate("charts", "screen")
    if where == "real":
        return tr.translate("charts", "real table")
    return tr.translate("charts", "screen + real table")


def stroke_note(name: str, where: str, tr: Translate) -> str | None:
    """What chart ``name`` says about real-table play in scope ``where`` (None: nothing to
    say, the scope has none or the chart counts it)."""
    if where == "screen":
        return None
    if name in FROM_SHOTS:
        return tr.translate("charts", "Real-table attempts have no simulated stroke: this "
                                      "chart counts the shots played on the screen only.")
    if name == "games":
        return tr.translate("charts", "Games won count the matches scored at a real table; "
                                      "points per visit come from the shots played on the "
                                      "screen only.")
    return None


def _heading(fig: Figure) -> Text | None:
    """The chart's title: the bold figure text of coach_app.charts.layout.heading, or the
    empty note's title over its axes."""
    for t in fig.texts:
        if t.get_fontweight() in ("bold", 700):
            return t
    if fig.axes and fig.axes[0].get_title():
        return fig.axes[0].title
    return None


def label_scope(fig: Figure, name: str, where: str, tr: Translate) -> Figure:
    """``fig`` (chart ``name``, drawn) with its scope in the heading and, when the chart
    cannot count real-table play, a line under the heading saying so."""
    width = float(fig.get_size_inches()[0])
    head = _heading(fig)
    if head is not None:
        text, size = fit(f"{head.get_text()} · {where_label(where, tr)}",
                         72 * (width - 0.2), float(head.get_fontsize()), smallest=9.0,
                         bold=True)
        head.set_text(text)
        head.set_fontsize(size)
    note = stroke_note(name, where, tr)
    if note is not None:
        text, size = fit(note, 72 * (width - 0.3), 8.5, smallest=7.0)
        fig.text(0.0, 1.0, text, fontsize=size, color="#8a4b00", ha="left", va="top",
                 gid="where-note",
                 transform=offset_copy(fig.transFigure, fig=fig, x=0.1, y=-0.33,
                                       units="inches"))
    return fig
