"""Date axes speak the chart's language: Russian month names when the UI is Russian,
English otherwise, without touching the process locale."""

from __future__ import annotations

import locale
from datetime import UTC, datetime, timedelta

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.dates import date2num
from matplotlib.figure import Figure

from coach_app.charts.breaks import break_chart
from coach_app.charts.dates import MONTHS, MonthNameFormatter, date_axis, month_names
from coach_app.charts.progress import success_chart
from coach_app.charts.style import ChartText
from coach_app.store.stats import BreakSession, BreakStats, DrillPoint

RU = ChartText(language="ru")
EN = ChartText(language="en")
START = datetime(2025, 11, 20, 18, tzinfo=UTC)


def _points(days: int = 200) -> list[DrillPoint]:
    return [DrillPoint(START + timedelta(days=d), f"s{d}", "potting.straight",
                       "Straight pots", "potting", 10, 3 + d % 7) for d in range(0, days, 3)]


def _tick_texts(fig: Figure, ax_index: int = 0) -> list[str]:
    FigureCanvasAgg(fig).draw()
    axis = fig.axes[ax_index].xaxis
    return [t.get_text() for t in axis.get_ticklabels()] + [axis.get_offset_text().get_text()]


def _words(texts: list[str]) -> set[str]:
    return {w for t in texts for w in t.split()}


def test_the_month_names():
    assert month_names("ru") == ("янв", "фев", "мар", "апр", "май", "июн", "июл", "авг",
                                 "сен", "окт", "ноя", "дек")
    assert month_names("en")[0] == "Jan" and month_names("de") == MONTHS["en"]


@pytest.mark.parametrize(("tr", "ours", "theirs"), [(RU, "ru", "en"), (EN, "en", "ru")])
def test_the_success_chart_names_months_in_the_ui_language(tr, ours, theirs):
    before = locale.setlocale(locale.LC_TIME)
    texts = _tick_texts(success_chart(_points(), tr))
    words = _words(texts)
    assert words & set(MONTHS[ours]), texts
    assert not words & (set(MONTHS[theirs]) - set(MONTHS[ours])), texts
    assert locale.setlocale(locale.LC_TIME) == before  # the process locale is untouched


def test_the_break_trend_names_months_in_russian():
    sessions = tuple(BreakSession(START + timedelta(days=d), 4, 3) for d in range(0, 150, 2))
    stats = BreakStats(sessions, ((0, 200), (1, 100)), ())
    texts = _tick_texts(break_chart(stats, tr=RU))  # axes 0: the trend over the days
    assert _words(texts) & set(MONTHS["ru"]), texts
    assert not _words(texts) & {"Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Oct",
                                "Nov", "Dec"}, texts


@pytest.mark.parametrize(("days", "expected"), [
    (400, {"2026"}),            # years and months: the new year named at January
    (40, {"дек", "янв"}),       # days: the month named at its first day
    (3, {"ноя", "2025"}),       # hours: the day named once, in the offset "20 ноя 2025"
])
def test_every_zoom_level_reads_in_russian(days, expected):
    fig = Figure()
    ax = fig.add_subplot()
    ax.plot(date2num([START, START + timedelta(days=days)]), [0, 1])
    date_axis(ax.xaxis, RU)
    texts = _tick_texts(fig)
    assert expected <= _words(texts), texts
    assert all("\ue000" not in t for t in texts)


def test_the_formatter_keeps_matplotlibs_concise_labels():
    ax = Figure().add_subplot()
    date_axis(ax.xaxis, RU)
    fmt = MonthNameFormatter(ax.xaxis.get_major_locator(), "ru")
    labels = fmt.format_ticks([date2num(datetime(2026, m, 1)) for m in (1, 3, 5)])
    assert labels == ["2026", "мар", "май"]
