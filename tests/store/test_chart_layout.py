"""The chart plumbing that replaced matplotlib's automatic layout: margins in inches that
survive a resize, the trend computed in one pass, texts outlined for the screen only."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg, RendererAgg
from matplotlib.dates import date2num
from matplotlib.figure import Figure

from coach_app.charts.fit import fit, text_width
from coach_app.charts.layout import fixed_margins
from coach_app.charts.marks import day_numbers, rolling_rate
from coach_app.charts.progress import success_chart
from coach_app.charts.style import outline_texts
from coach_app.store.stats import DrillPoint


def test_margins_stay_in_inches_when_the_figure_is_resized():
    fig = Figure(figsize=(10, 5))
    fixed_margins(fig, left=1.0, right=0.5, top=0.8, bottom=0.6, wspace=1.0)
    a, b = fig.subplots(1, 2)
    for size in ((10, 5), (6, 4)):
        fig.set_size_inches(*size)
        FigureCanvasAgg(fig).draw()
        w, h = size
        assert a.get_position().x0 * w == pytest.approx(1.0)
        assert (1 - b.get_position().x1) * w == pytest.approx(0.5)
        assert (b.get_position().x0 - a.get_position().x1) * w == pytest.approx(1.0)
        assert (1 - a.get_position().y1) * h == pytest.approx(0.8)


@pytest.mark.parametrize("window", [1, 3, 5, 50])
def test_the_rolling_rate_weighs_the_last_sessions_by_attempts(window):
    attempts, successes = [4, 0, 6, 2, 10, 3], [1, 0, 6, 1, 2, 3]
    expected = []
    for i in range(len(attempts)):
        n = sum(attempts[max(0, i - window + 1):i + 1])
        k = sum(successes[max(0, i - window + 1):i + 1])
        expected.append(100 * k / n if n else 0.0)
    assert rolling_rate(attempts, successes, window) == pytest.approx(expected)


def test_day_numbers_are_matplotlibs():
    when = [datetime(2026, 3, 1, 12, tzinfo=UTC), datetime(2026, 3, 2, 6)]
    assert day_numbers(when) == pytest.approx(date2num(when))


def test_estimated_widths_and_fitting():
    assert text_width(["100%"], 10) == pytest.approx(28.6, abs=1.5)
    text, size = fit("Points per visit (number of visits)", 120, 10, lines=2)
    assert text.count("\n") == 1 and size == 10
    _, smaller = fit("Points per visit (number of visits)", 120, 10)
    assert 7 <= smaller < 10


def test_outlined_texts_are_drawn_as_paths(monkeypatch):
    start = datetime(2026, 1, 5, tzinfo=UTC)
    points = [DrillPoint(start + timedelta(days=d), f"s{d}", "d", "Drill", "potting", 5, 3)
              for d in range(40)]
    drawn: list[str] = []
    original = RendererAgg.draw_text

    def draw_text(self, gc, x, y, s, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(s)
        return original(self, gc, x, y, s, *args, **kwargs)

    monkeypatch.setattr(RendererAgg, "draw_text", draw_text)
    fig = success_chart(points)
    FigureCanvasAgg(fig).draw()
    assert "Date" in drawn  # as text, for a PDF
    drawn.clear()
    FigureCanvasAgg(outline_texts(fig)).draw()
    assert drawn == []  # every text, tick labels made at draw time included, as outlines
    ticks = [t.get_text() for t in fig.axes[0].yaxis.get_ticklabels()]
    assert ticks == ["0%", "25%", "50%", "75%", "100%"]
    assert np.isfinite(fig.axes[0].get_xlim()).all()
