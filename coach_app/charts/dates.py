"""Date axes in the chart's language: month names from the chart's own table.

matplotlib writes month names with ``strftime("%b")``, in the process's C locale (or
whatever locale Qt set at start-up); changing the locale would change it for the whole
process. So the formats here never ask strftime for a name: they ask for the month's
number between two markers, and :class:`MonthNameFormatter` puts the name in the chart's
language (:attr:`ChartText.language`) in its place.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
from matplotlib.axes import Axes
from matplotlib.axis import Axis
from matplotlib.dates import AutoDateLocator, ConciseDateFormatter

from coach_app.charts.text import Translate

MONTHS: dict[str, tuple[str, ...]] = {
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
           "Dec"),
    "ru": ("янв", "фев", "мар", "апр", "май", "июн", "июл", "авг", "сен", "окт", "ноя",
           "дек"),
}

# The month's number between private-use characters: strftime leaves them alone.
_MARK = "\ue000"
MONTH = f"{_MARK}%m{_MARK}"
_NUMBERED = re.compile(f"{_MARK}(\\d\\d){_MARK}")

# ConciseDateFormatter's six levels (years, months, days, hours, minutes, seconds): the
# label of a tick, of a tick at the start of the next level up, and the offset (the
# year, month or day the ticks share, shown once at the axis' end).
FORMATS = ["%Y", MONTH, "%d", "%H:%M", "%H:%M", "%S.%f"]
ZERO_FORMATS = ["", "%Y", MONTH, f"%d {MONTH}", "%H:%M", "%H:%M"]
OFFSET_FORMATS = ["", "%Y", f"{MONTH} %Y", f"%d {MONTH} %Y", f"%d {MONTH} %Y",
                  f"%d {MONTH} %Y %H:%M"]
#: Ticks per date axis: each is a handful of artists, and a label or two are plenty.
MAX_TICKS = 7


def month_names(language: str) -> tuple[str, ...]:
    """The twelve abbreviated month names in ``language`` (English when unknown)."""
    return MONTHS.get(language, MONTHS["en"])


class DateLocator(AutoDateLocator):
    """matplotlib's automatic date ticks, remembered for the view they were made for:
    finding them builds a recurrence rule (a few milliseconds), and the axis asks for
    them more than once per draw."""

    def __init__(self) -> None:
        super().__init__(minticks=3, maxticks=MAX_TICKS)
        self._view: tuple[float, float] | None = None
        self._ticks: Sequence[float] = ()

    def __call__(self) -> Sequence[float]:
        if self.axis is None:
            return super().__call__()
        view = tuple(self.axis.get_view_interval())
        if view != self._view:
            self._ticks = super().__call__()
            self._view = view
        return self._ticks


class MonthNameFormatter(ConciseDateFormatter):
    """matplotlib's concise date labels (a year shown once, months, days) with the month
    names of ``language``."""

    def __init__(self, locator: AutoDateLocator, language: str = "en") -> None:
        super().__init__(locator, formats=FORMATS, zero_formats=ZERO_FORMATS,
                         offset_formats=OFFSET_FORMATS)
        self.months = month_names(language)

    def named(self, text: str) -> str:
        return _NUMBERED.sub(lambda m: self.months[int(m.group(1)) - 1], text)

    def format_ticks(self, values: list[float]) -> list[str]:
        return [self.named(t) for t in super().format_ticks(values)]

    def get_offset(self) -> str:
        return self.named(super().get_offset())


def date_axis(axis: Axis, tr: Translate) -> None:
    """Date ticks on ``axis``: at most :data:`MAX_TICKS`, labelled in ``tr``'s language."""
    locator = DateLocator()
    axis.set_major_locator(locator)
    axis.set_major_formatter(MonthNameFormatter(locator, tr.language))


#: The shortest span (days) a date axis shows: one session is not plotted on six years.
MIN_SPAN_DAYS = 6.0


def fit_dates(ax: Axes, days: Sequence[float] | np.ndarray) -> None:
    """Limit the date axis of ``ax`` to the data (matplotlib day numbers), widened to at
    least :data:`MIN_SPAN_DAYS` around it, so a first session sits in a week, not on an
    axis of years."""
    if len(days) == 0:
        return
    lo, hi = float(min(days)), float(max(days))
    pad = max(0.5, (MIN_SPAN_DAYS - (hi - lo)) / 2, 0.03 * (hi - lo))
    ax.set_xlim(lo - pad, hi + pad)
