"""Review's page for a session played at a real table: its attempts as they were entered.

Nothing was simulated at a real table, so there is no shot to replay: each attempt shows
what the person entered (made or missed, the points, the balls potted, where the cue ball
stopped, the comment), and a line says why there is no replay.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QListWidget, QVBoxLayout, QWidget

from coach_app.charts.drill_titles import drill_title
from coach_app.progress.chart_texts import chart_translator
from coach_app.review.texts import real_table_text
from coach_app.store import AttemptInfo, DrillSetInfo, SessionInfo

translate = QCoreApplication.translate


def entry_text(attempt: AttemptInfo, title: str = "") -> str:
    """One entered attempt in words: "Attempt 2 (Cut at 30°): missed · points: 0 ·
    potted: 0 · «thin»"."""
    outcome = translate("ReviewTexts", "made") if attempt.success else \
        translate("ReviewTexts", "missed")
    head = translate("ReviewTexts", "Attempt %1").replace("%1", str(attempt.number))
    if title:
        head += f" ({title})"
    parts = [f"{head}: {outcome}",
             translate("ReviewTexts", "points: %1").replace("%1", str(attempt.points or 0))]
    detail: Mapping[str, Any] = attempt.detail or {}
    if isinstance(detail.get("potted"), int):
        parts.append(translate("ReviewTexts", "potted: %1").replace("%1", str(detail["potted"])))
    stop = detail.get("stop")
    if isinstance(stop, Mapping) and {"x", "y"} <= set(stop):
        parts.append(translate("ReviewTexts", "cue ball stopped at %1, %2 m")
                     .replace("%1", f"{float(stop['x']):+.2f}")
                     .replace("%2", f"{float(stop['y']):+.2f}"))
    if isinstance(detail.get("comment"), str) and detail["comment"]:
        parts.append(f"«{detail['comment']}»")
    return " · ".join(parts)


class RealAttemptsPage(QWidget):
    """The entered attempts of a real-table session, with the line saying why no replay."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewRealAttempts")
        self.title = QLabel()
        self.title.setObjectName("reviewRealTitle")
        self.title.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.no_replay = QLabel()
        self.no_replay.setObjectName("reviewNoReplay")
        self.no_replay.setWordWrap(True)
        self.no_replay.setStyleSheet("color: #8a4b00;")
        self.entries = QListWidget()
        self.entries.setObjectName("reviewRealEntries")
        self.entries.setWordWrap(True)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addWidget(self.no_replay)
        box.addWidget(self.entries, 1)
        self._session: SessionInfo | None = None
        self._attempts: tuple[AttemptInfo, ...] = ()
        self._titles: dict[str, str] = {}
        self.retranslate()

    def show_session(self, session: SessionInfo, attempts: Sequence[AttemptInfo],
                     sets: Sequence[DrillSetInfo]) -> None:
        self._session = session
        self._attempts = tuple(attempts)
        language = chart_translator().language
        self._titles = {ds.id: drill_title(ds.drill_id, ds.title, language) for ds in sets}
        self.retranslate()

    def lines(self) -> list[str]:
        return [self.entries.item(i).text() for i in range(self.entries.count())]

    def retranslate(self) -> None:
        self.no_replay.setText(self.tr("No replay for a real-table attempt: nothing was "
                                       "simulated there. Each attempt shows what was entered "
                                       "at the table."))
        self.entries.clear()
        if self._session is None:
            self.title.setText("")
            return
        self.title.setText(real_table_text(self._session))
        for a in self._attempts:
            self.entries.addItem(entry_text(a, self._titles.get(a.drill_set_id, "")))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "entries"):
            self.retranslate()
        super().changeEvent(event)
