"""How the charts, the report and the views that share their words (the frame protocol)
translate: kept apart from the figure code so that a view can use it without loading
matplotlib, which costs a second of the app's cold start."""

from __future__ import annotations

from collections.abc import Callable


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
