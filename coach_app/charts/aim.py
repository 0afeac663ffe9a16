"""Aim bias: how the player's strokes stray from the solver's ideal, by cut and distance.

The data: the judgements of the player's pot attempts in the filter's scope, read from the
history (:func:`coach_app.store.aim_errors.in_scope`). Each attempt's error against the
ideal direction for the same speed and tip (:func:`simulation.analysis.bias.signed_error`,
a solver run of a sixth of a second) is made once, in the background soon after the shot
is recorded (:mod:`coach_app.store.aim_judge`), and kept; drawing the chart runs no
solver. Attempts not judged yet are counted as pending, and the chart says so.

The chart: two panels, balls cut to the left and to the right; in each, one group of bars
per cut-angle bin, one bar per distance bin: the mean error (positive: overcut, the ball
went thinner than aimed), the standard deviation as an error bar. Over them, the headline
("You overcut cuts of 30–45° to the left by 0.8°") as a translated sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from matplotlib.collections import LineCollection, PolyCollection
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.transforms import offset_copy

from coach_app.charts.fit import fit, text_width
from coach_app.charts.layout import (
    fixed_margins,
    fixed_ticks,
    heading,
    panel_title,
    points_from,
    x_label,
    y_label,
)
from coach_app.charts.marks import series_key
from coach_app.charts.style import (
    MUTED,
    SERIES,
    Translate,
    empty_note,
    identity,
    new_figure,
)
from coach_app.store import aim_errors
from coach_app.store.opening import Store
from coach_app.store.stats import ChartFilter
from simulation.analysis import bias

# Attempts per bin the headline needs (as simulation.analysis.bias.headline).
MIN_COUNT = 5


@dataclass(frozen=True)
class AimBias:
    """The aim errors of the pot attempts in scope. ``pending`` attempts were not judged
    yet (the background judge has not reached them); ``total`` are in scope, ``skipped``
    of them had no pocket to infer or no direct pot to compare with."""

    errors: tuple[bias.Error, ...] = ()
    total: int = 0
    pending: int = 0
    skipped: int = 0

    @property
    def complete(self) -> bool:
        return self.pending == 0

    def cells(self, side: str | None = None) -> list[bias.Cell]:
        """The cut-angle x distance cells of one side's attempts (or both sides'),
        summarised once (aim_bias does the sides on the worker), not at every draw."""
        cells = self._cells
        if side not in cells:
            cells[side] = bias.summarise(e for e in self.errors
                                         if side is None or e.side == side)
        return cells[side]

    @cached_property
    def _cells(self) -> dict[str | None, list[bias.Cell]]:
        return {}

    def headline(self) -> dict[str, Any] | None:
        """The largest bias of a bar the chart draws: each side's cells on their own (over
        both sides, five shots could make a headline for a side that had three, which the
        chart shows as too few)."""
        found = [h for side in ("left", "right")
                 if (h := bias.headline(self.cells(side), MIN_COUNT)) is not None]
        return max(found, key=lambda h: h["degrees"], default=None)


def aim_bias(store: Store, f: ChartFilter) -> AimBias:
    """The stored aim errors of the pot attempts in ``f``'s scope (no solver runs here)."""
    got = aim_errors.in_scope(store, f)
    data = AimBias(got.errors, got.total, got.pending, got.unjudgeable)
    for side in ("left", "right"):  # summarised here, off the UI thread
        data.cells(side)
    return data


# ------------------------------------------------------------------------------- drawing
def _number(x: float, tr: Translate) -> str:
    text = f"{x:.1f}"
    return text.replace(".", ",") if tr.language == "ru" else text


def headline_text(h: dict[str, Any] | None, tr: Translate) -> str:
    """The headline as a sentence in the language of ``tr``."""
    if h is None:
        return tr.translate("charts", "No clear bias yet: fewer than five shots in every group of cut angle and distance")  # noqa: E501
    sentences = {
        ("overcut", "left"): tr.translate("charts", "You overcut cuts of {a0}–{a1}° to the left by {deg}° at {d0}–{d1} m ({n} shots)"),  # noqa: E501
        ("overcut", "right"): tr.translate("charts", "You overcut cuts of {a0}–{a1}° to the right by {deg}° at {d0}–{d1} m ({n} shots)"),  # noqa: E501
        ("undercut", "left"): tr.translate("charts", "You undercut cuts of {a0}–{a1}° to the left by {deg}° at {d0}–{d1} m ({n} shots)"),  # noqa: E501
        ("undercut", "right"): tr.translate("charts", "You undercut cuts of {a0}–{a1}° to the right by {deg}° at {d0}–{d1} m ({n} shots)"),  # noqa: E501
    }
    a0, a1 = h["cut_deg"]
    d0, d1 = h["distance_m"]

    def g(x: float) -> str:
        text = f"{x:g}"
        return text.replace(".", ",") if tr.language == "ru" else text

    return sentences[(h["code"], h["side"])].format(
        a0=g(a0), a1=g(a1), d0=g(d0), d1=g(d1), deg=_number(h["degrees"], tr), n=h["count"])


#: Points from the bottom of the plots down to the key (under the axis labels).
KEY_DROP = 34.0


def aim_chart(data: AimBias, tr: Translate = identity, fig: Figure | None = None) -> Figure:
    """The chart (see the module). Drawn cheaply: one set of bars and one set of error
    lines per panel, exactly the ticks it needs, the key as plain lines and texts
    (coach_app.charts.marks) and no layout pass (coach_app.charts.layout)."""
    fig = fig or new_figure()
    title = tr.translate("charts", "Aim bias by cut angle and distance")
    if not data.errors and data.complete:
        return empty_note(fig, tr, title)
    fixed_margins(fig, left=0.9, right=0.2, top=1.35, bottom=1.05, wspace=0.2)
    panels = fig.subplots(1, 2, sharey=True)
    cut_bins, dist_bins = bias.CUT_BINS, bias.DISTANCE_BINS
    n_cut, n_dist = len(cut_bins) - 1, len(dist_bins) - 1
    width = 0.8 / n_dist
    side_titles = {"left": tr.translate("charts", "Balls cut to the left"),
                   "right": tr.translate("charts", "Balls cut to the right")}
    cut_labels = [f"{cut_bins[i]:g}–{cut_bins[i + 1]:g}°" for i in range(n_cut)]
    used: set[int] = set()
    any_few = False
    top = 0.0
    for ax, side in zip(panels, ("left", "right"), strict=True):
        cells = {(c.cut_range, c.distance_range): c for c in data.cells(side)}
        xs: list[float] = []
        means: list[float] = []
        spreads: list[float] = []
        colours: list[str] = []
        few: list[float] = []
        for j in range(n_dist):
            d_range = (dist_bins[j], dist_bins[j + 1])
            for i in range(n_cut):
                c = cells.get(((cut_bins[i], cut_bins[i + 1]), d_range))
                if c is None:
                    continue
                at = i - 0.4 + width * (j + 0.5)
                if c.count < MIN_COUNT:
                    # Too few shots for a mean: a mark at zero, never a bar (one shot
                    # made a big bar while the headline said "fewer than five").
                    few.append(at)
                    continue
                xs.append(at)
                means.append(c.bias_deg)
                spreads.append(c.spread_deg)
                colours.append(SERIES[j % len(SERIES)])
                used.add(j)
                top = max(top, abs(c.bias_deg) + c.spread_deg)
        if xs:  # collections, with the limits set below: no patch measured one by one
            ax.add_collection(PolyCollection(_bars(xs, means, width), facecolors=colours,
                                             edgecolors="none", alpha=0.85), autolim=False)
            ax.add_collection(LineCollection(_error_bars(xs, means, spreads, width),
                                             colors="#333333", linewidths=0.8), autolim=False)
        if few:
            any_few = True
            ax.add_line(Line2D(few, [0.0] * len(few), marker="o", markersize=4,
                               color=MUTED, linestyle="none"))
        ax.axhline(0.0, color=MUTED, linewidth=1)
        ax.set_xlim(-0.5, n_cut - 0.5)
        fixed_ticks(ax.xaxis, range(n_cut), cut_labels)
        ax.tick_params(labelsize=8)
        x_label(ax, tr.translate("charts", "Cut angle, degrees"), 8)
        panel_title(ax, side_titles[side])
        ax.grid(True, axis="y", alpha=0.3)
    # Whole or half degrees, symmetric around zero: never ticks like -0.00200.
    limit = _nice_limit(top)
    panels[0].set_ylim(-limit, limit)
    ticks = [-limit, -limit / 2, 0.0, limit / 2, limit]
    labels = [_signed(t, tr) for t in ticks]
    fixed_ticks(panels[0].yaxis, ticks, labels)
    y_label(panels[0], tr.translate("charts", "Mean error, °"), labels)
    metres = tr.translate("charts", "m")
    entries = [(f"{_g(dist_bins[j], tr)}–{_g(dist_bins[j + 1], tr)} {metres}",
                SERIES[j % len(SERIES)]) for j in sorted(used)]
    dots = [False] * len(entries)
    if any_few:
        entries.append((tr.translate("charts", "fewer than 5 shots"), MUTED))
        dots.append(True)
    if entries:
        # As many columns as fit under both panels; the bottom margin makes room for rows.
        room = 72 * (fig.get_size_inches()[0] - 1.1)
        column = 8 * 2.2 + text_width([label for label, _ in entries], 8) + 12.0
        columns = max(1, min(len(entries), int(room // column)))
        rows = -(-len(entries) // columns)
        fixed_margins(fig, left=0.9, right=0.2, top=1.35, bottom=1.05 + rows * 12 / 72,
                      wspace=0.2)
        panels[0].text(0.0, -KEY_DROP, tr.translate("charts", "Distance cue ball to ghost ball"),
                       fontsize=8, ha="left", va="top", transform=points_from(panels[0]))
        series_key(panels[0], entries, top=-KEY_DROP - 11.0, columns=columns, dots=dots,
                   left=0.0)
    n = len(data.errors)
    shots = tr.translate("charts", "shots: {n}").format(n=n)
    heading(fig, f"{title} ({shots})")
    note = headline_text(data.headline(), tr)
    if used:
        note += "  " + tr.translate("charts", "(+ overcut, − undercut)")
    if not data.complete:
        note += "  · " + tr.translate("charts", "Computing: {done} of {total} shots…").format(
            done=data.total - data.pending, total=data.total)
    text, size = fit(note, 72 * (fig.get_size_inches()[0] - 0.3), 11.0, lines=2,
                     smallest=8.0)
    fig.text(0.0, 1.0, text, fontsize=size, ha="left", va="top",
             transform=offset_copy(fig.transFigure, fig=fig, x=0.1, y=-0.45, units="inches"))
    return fig


def _bars(xs: list[float], means: list[float], width: float
          ) -> list[list[tuple[float, float]]]:
    """The bars' outlines, from zero to each mean."""
    half = width / 2
    return [[(x - half, 0.0), (x - half, m), (x + half, m), (x + half, 0.0)]
            for x, m in zip(xs, means, strict=True)]


def _error_bars(xs: list[float], means: list[float], spreads: list[float], width: float
                ) -> list[list[tuple[float, float]]]:
    """One standard deviation each way, with caps a third of the bar wide."""
    cap = width / 6
    out = []
    for x, m, s in zip(xs, means, spreads, strict=True):
        if s > 0:
            out += [[(x, m - s), (x, m + s)], [(x - cap, m - s), (x + cap, m - s)],
                    [(x - cap, m + s), (x + cap, m + s)]]
    return out


def _g(x: float, tr: Translate) -> str:
    text = f"{x:g}"
    return text.replace(".", ",") if tr.language == "ru" else text


def _signed(x: float, tr: Translate) -> str:
    text = "0" if x == 0 else f"{x:+g}".replace("-", "−")
    return text.replace(".", ",") if tr.language == "ru" else text


def _nice_limit(top: float) -> float:
    """The axis' half-height: the first of 0.5, 1, 2, 5, 10… degrees over ``top``."""
    for limit in (0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 45.0, 90.0):
        if top <= limit:
            return limit
    return 180.0
