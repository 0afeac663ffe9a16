"""The progress charts follow the interface language, month names on date axes included
(read from the catalogue in force, as the progress page and the review's report do)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg

from coach_app.charts.dates import MONTHS
from coach_app.charts.progress import success_chart
from coach_app.progress.chart_texts import chart_translator
from coach_app.store.stats import DrillPoint

START = datetime(2026, 1, 10, 18, tzinfo=UTC)


@pytest.mark.parametrize("language", ["ru", "en"])
def test_date_ticks_follow_the_interface_language(translations, language):
    assert translations.set_language(language)
    tr = chart_translator()
    assert tr.language == language
    points = [DrillPoint(START + timedelta(days=d), f"s{d}", "potting.cut30",
                         "Cut at 30 degrees", "potting", 8, 2 + d % 5)
              for d in range(0, 180, 2)]
    fig = success_chart(points, tr)
    FigureCanvasAgg(fig).draw()
    ax = fig.axes[0]
    ticks = [t.get_text() for t in ax.xaxis.get_ticklabels()]
    words = {w for t in ticks for w in t.split()}
    other = "en" if language == "ru" else "ru"
    assert words & set(MONTHS[language]), ticks
    assert not words & set(MONTHS[other]) - set(MONTHS[language]), ticks
    # The rest of the chart is in the same language.
    assert (ax.get_ylabel() == "Success rate, %") == (language == "en")
