"""Aim bias: how the player's strokes stray from the solver's ideal, by cut and distance.

The data: the player's most recent pot attempts (:mod:`coach_app.store.pot_attempts`), each
compared with the ideal direction for the same speed and tip
(:func:`simulation.analysis.bias.signed_error`, a solver run of about a tenth of a second).
The errors are kept in the history (:mod:`coach_app.store.aim_errors`; a recorded shot never
changes) and in memory, so only new shots cost a solver run, also after a restart. With a
time budget (the progress page) the work stops when the budget is spent and says how many
shots are still pending; the page asks again and the chart fills in.

The chart: two panels, balls cut to the left and to the right; in each, one group of bars
per cut-angle bin, one bar per distance bin: the mean error (positive: overcut, the ball
went thinner than aimed), the standard deviation as an error bar. Over them, the headline
("You overcut cuts of 30–45° to the left by 0.8°") as a translated sentence.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from typing import Any

import numpy as np
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.ticker import FixedFormatter, FixedLocator
from matplotlib.transforms import offset_copy

from coach_app.charts.fit import fit
from coach_app.charts.layout import fixed_margins, heading, panel_title
from coach_app.charts.style import (
    MUTED,
    SERIES,
    Translate,
    empty_note,
    identity,
    new_figure,
)
from coach_app.store import aim_errors
from coach_app.store.chart_cache import ChartCache
from coach_app.store.opening import Store
from coach_app.store.pot_attempts import RECENT, PotAttempt, recent_pot_attempts
from coach_app.store.stats import ChartFilter
from simulation.analysis import bias
from simulation.physics.params import PhysicsParams

# Errors per (database, shot, ball, pocket); a shot's error never changes once recorded.
ERRORS = ChartCache(capacity=4096)
# Attempts per bin the headline needs (as simulation.analysis.bias.headline).
MIN_COUNT = 5


@dataclass(frozen=True)
class AimBias:
    """The aim errors of the recent pot attempts in scope. ``pending`` attempts were not
    judged yet (the time budget ran out); ``total`` were looked at, ``skipped`` of them had
    no pocket to infer or no direct pot to compare with."""

    errors: tuple[bias.Error, ...] = ()
    total: int = 0
    pending: int = 0
    skipped: int = 0

    @property
    def complete(self) -> bool:
        return self.pending == 0

    def cells(self, side: str | None = None) -> list[bias.Cell]:
        return bias.summarise(e for e in self.errors if side is None or e.side == side)

    def headline(self) -> dict[str, Any] | None:
        """The largest bias of a bar the chart draws: each side's cells on their own (over
        both sides, five shots could make a headline for a side that had three, which the
        chart shows as too few)."""
        found = [h for side in ("left", "right")
                 if (h := bias.headline(self.cells(side), MIN_COUNT)) is not None]
        return max(found, key=lambda h: h["degrees"], default=None)


def attempt_error(store: Store, a: PotAttempt) -> bias.Error | None:
    """The attempt's signed error (cached), or None when it cannot be judged."""
    key = ("aim-error", store.url, a.shot.id, a.object_ball, a.pocket)
    return ERRORS.get(key, lambda: _error(a))


def _error(a: PotAttempt) -> bias.Error | None:
    shot, ball = a.shot, a.object_ball
    if ball is None or ball not in shot.layout or shot.stroke.cue_ball not in shot.layout:
        return None
    pocket = a.pocket or bias.infer_pocket(shot.result, ball, a.table)
    if pocket is None or pocket not in {p.id for p in a.table.pockets()}:
        return None
    return bias.signed_error(bias.Attempt(dict(shot.layout), shot.stroke, ball, pocket),
                             a.table, PhysicsParams())


def aim_bias(store: Store, f: ChartFilter, budget_s: float | None = None,
             limit: int | None = None) -> AimBias:
    """The aim errors of the ``limit`` (default RECENT) latest pot attempts in ``f``'s
    scope, newest judged first; with ``budget_s``, stop judging new ones when it is spent."""
    attempts = recent_pot_attempts(store, f, RECENT if limit is None else limit)
    keys = {a.shot.id: aim_errors.key_of(a.shot.id, a.object_ball, a.pocket)
            for a in attempts if a.object_ball is not None}
    stored = aim_errors.load(store, keys.values())
    judged: dict[aim_errors.Key, bias.Error | None] = {}
    start = time.perf_counter()
    errors: list[bias.Error] = []
    skipped = done = 0
    for a in reversed(attempts):  # newest first: a partial chart shows the latest play
        key = keys.get(a.shot.id)
        if key is not None and key in stored:
            e = stored[key]
        else:
            if budget_s is not None and judged and time.perf_counter() - start > budget_s:
                break
            e = attempt_error(store, a)
            if key is not None:
                judged[key] = e
        done += 1
        if e is None:
            skipped += 1
        else:
            errors.append(e)
    _keep(store, judged)
    return AimBias(tuple(errors), len(attempts), len(attempts) - done, skipped)


def _keep(store: Store, judged: dict[aim_errors.Key, bias.Error | None]) -> None:
    """Keep new judgements in the history. They are a cache: a database that refuses the
    write (read-only, gone away) costs a recomputation next time, never the chart."""
    from sqlalchemy.exc import SQLAlchemyError

    with contextlib.suppress(SQLAlchemyError):
        aim_errors.save(store, judged)


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


def aim_chart(data: AimBias, tr: Translate = identity, fig: Figure | None = None) -> Figure:
    fig = fig or new_figure()
    title = tr.translate("charts", "Aim bias by cut angle and distance")
    if not data.errors and data.complete:
        return empty_note(fig, tr, title)
    fixed_margins(fig, left=0.9, right=0.2, top=1.35, bottom=1.1, wspace=0.2)
    panels = fig.subplots(1, 2, sharey=True)
    cut_bins, dist_bins = bias.CUT_BINS, bias.DISTANCE_BINS
    n_cut, n_dist = len(cut_bins) - 1, len(dist_bins) - 1
    width = 0.8 / n_dist
    x = np.arange(n_cut)
    side_titles = {"left": tr.translate("charts", "Balls cut to the left"),
                   "right": tr.translate("charts", "Balls cut to the right")}
    metres = tr.translate("charts", "m")
    handles: dict[int, Any] = {}
    few: list[tuple[Any, float]] = []
    top = 0.0
    for ax, side in zip(panels, ("left", "right"), strict=True):
        cells = {(c.cut_range, c.distance_range): c for c in data.cells(side)}
        for j in range(n_dist):
            d_range = (dist_bins[j], dist_bins[j + 1])
            means, spreads = np.full(n_cut, np.nan), np.zeros(n_cut)
            for i in range(n_cut):
                c = cells.get(((cut_bins[i], cut_bins[i + 1]), d_range))
                if c is None:
                    continue
                if c.count < MIN_COUNT:
                    # Too few shots for a mean: a mark at zero, never a bar (one shot
                    # made a big bar while the headline said "fewer than five").
                    few.append((ax, float(x[i] - 0.4 + width * (j + 0.5))))
                    continue
                means[i], spreads[i] = c.bias_deg, c.spread_deg
                top = max(top, abs(c.bias_deg) + c.spread_deg)
            if np.isnan(means).all():
                continue
            bars = ax.bar(x - 0.4 + width * (j + 0.5), np.nan_to_num(means), width=width,
                          yerr=spreads, color=SERIES[j % len(SERIES)], alpha=0.85,
                          error_kw={"elinewidth": 0.8, "capsize": 2, "ecolor": "#333333"},
                          label=f"{_g(dist_bins[j], tr)}–{_g(dist_bins[j + 1], tr)} {metres}")
            handles.setdefault(j, bars)
        ax.axhline(0.0, color=MUTED, linewidth=1)
        ax.set_xlim(-0.5, n_cut - 0.5)
        ax.set_xticks(x, [f"{cut_bins[i]:g}–{cut_bins[i + 1]:g}°" for i in range(n_cut)],
                      fontsize=8)
        ax.set_xlabel(tr.translate("charts", "Cut angle, degrees"))
        panel_title(ax, side_titles[side])
        ax.grid(True, axis="y", alpha=0.3)
    # Whole or half degrees, symmetric around zero: never ticks like -0.00200.
    limit = _nice_limit(top)
    panels[0].set_ylim(-limit, limit)
    step = limit / 2
    ticks = [-limit, -step, 0.0, step, limit]
    panels[0].yaxis.set_major_locator(FixedLocator(ticks))
    panels[0].yaxis.set_major_formatter(FixedFormatter([_signed(t, tr) for t in ticks]))
    panels[0].set_ylabel(tr.translate("charts", "Mean error, °"))
    key = [handles[j] for j in sorted(handles)]
    if few:
        for ax, at in few:
            ax.plot([at], [0.0], marker="o", markersize=4, color=MUTED, linestyle="none")
        key.append(Line2D([], [], marker="o", markersize=4, color=MUTED, linestyle="none",
                          label=tr.translate("charts", "fewer than 5 shots")))
    if key:
        fig.legend(handles=key, loc="lower center", ncol=len(key), fontsize=8,
                   title=tr.translate("charts", "Distance cue ball to ghost ball"),
                   title_fontsize=8, frameon=False)
    n = len(data.errors)
    shots = tr.translate("charts", "shots: {n}").format(n=n)
    heading(fig, f"{title} ({shots})")
    note = headline_text(data.headline(), tr)
    if handles:
        note += "  " + tr.translate("charts", "(+ overcut, − undercut)")
    if not data.complete:
        note += "  · " + tr.translate("charts", "Computing: {done} of {total} shots…").format(
            done=data.total - data.pending, total=data.total)
    text, size = fit(note, 72 * (fig.get_size_inches()[0] - 0.3), 11.0, lines=2,
                     smallest=8.0)
    fig.text(0.0, 1.0, text, fontsize=size, ha="left", va="top",
             transform=offset_copy(fig.transFigure, fig=fig, x=0.1, y=-0.45, units="inches"))
    return fig


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
