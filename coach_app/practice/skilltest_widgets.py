"""The skill test on screen: the score sheet beside the table while it is played, and the
page before and after it (the battery in order, then the score, the band and what each
band means).

Widgets only: the walk through the battery is :class:`coach_app.practice.skilltest_run.SkillTestRun`
and the Practice page (coach_app/practice/screen.py) drives both.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from coach_app.practice.skilltest_run import SkillTestRun
from coach_app.practice.skilltest_texts import area_name, band_line, band_name, bands, points_of
from coach_app.qtkit.plural import points_text
from drills.skilltest import BATTERY, TOTAL, Score

TitleOf = Callable[[str], str]


def _wrapping(name: str, point_size: int = 0, bold: bool = False) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    if point_size or bold:
        font = QFont()
        if point_size:
            font.setPointSize(point_size)
        font.setBold(bold)
        label.setFont(font)
    return label


class SkillTestBar(QGroupBox):
    """In the drill session's panel during a test: which item and attempt, the points per
    area so far, and the way on (the next item, or the result) or out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("skillTestBar")
        self.where = _wrapping("skillTestWhere", bold=True)
        self.tally = _wrapping("skillTestTally")
        self.next_item = QPushButton()
        self.next_item.setObjectName("skillTestNext")
        self.abandon = QPushButton()
        self.abandon.setObjectName("skillTestAbandon")
        box = QVBoxLayout(self)
        for w in (self.where, self.tally, self.next_item, self.abandon):
            box.addWidget(w)
        self._run: SkillTestRun | None = None
        self._title_of: TitleOf = str
        self.retranslate()

    def show_run(self, run: SkillTestRun, title_of: TitleOf) -> None:
        self._run, self._title_of = run, title_of
        self._fill()

    def _fill(self) -> None:
        run = self._run
        if run is None:
            return
        item = run.item
        where = self.tr("Item %1 of %2: %3").replace("%1", str(run.index + 1)).replace(
            "%2", str(len(BATTERY))).replace("%3", self._title_of(item.drill))
        where += "\n" + self.tr("Attempt %1 of %2, %3 each").replace(
            "%1", str(run.attempt)).replace("%2", str(item.attempts)).replace(
            "%3", points_text(item.points))
        self.where.setText(where)
        lines = [f"{area_name(a)}: {points_of(got, total)}" for a, got, _played, total
                 in run.areas()]
        lines.append(self.tr("Score so far: %1").replace("%1", points_of(run.score().total,
                                                                         TOTAL)))
        self.tally.setText("\n".join(lines))
        last = run.index + 1 >= len(BATTERY)
        self.next_item.setEnabled(run.item_over)
        self.next_item.setText(self.tr("See the result") if last else self.tr("Next item"))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Skill test"))
        self.abandon.setText(self.tr("Abandon the test"))
        self.abandon.setToolTip(self.tr("Back to the drills; an unfinished test is not "
                                        "stored"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class SkillTestPage(QWidget):
    """Before the test: the battery in order and the bands; after it: the score, the band,
    the sheet item by item and what each band means."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("skillTestPage")
        self.heading = _wrapping("skillTestHeading", 16, True)
        self.intro = _wrapping("skillTestIntro", 11)
        self.sheet = QTreeWidget()
        self.sheet.setObjectName("skillTestSheet")
        self.sheet.setColumnCount(3)
        self.sheet.setRootIsDecorated(False)
        self.sheet.setUniformRowHeights(True)
        self.bands = _wrapping("skillTestBands")
        self.bands.setTextFormat(Qt.TextFormat.RichText)
        self.start = QPushButton()
        self.start.setObjectName("skillTestStart")
        self.start.setMinimumHeight(40)
        self.back = QPushButton()
        self.back.setObjectName("skillTestBack")
        self.back.setMinimumHeight(40)
        buttons = QHBoxLayout()
        # The same set at a real table, each attempt entered by hand (table_page.py).
        self.at_table = QPushButton()
        self.at_table.setObjectName("skillTestAtTable")
        self.at_table.setMinimumHeight(40)
        buttons.addWidget(self.start, 2)
        buttons.addWidget(self.at_table, 2)
        buttons.addWidget(self.back, 1)
        right = QVBoxLayout()
        right.addWidget(self.bands)
        right.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.sheet, 3)
        body.addLayout(right, 2)
        box = QVBoxLayout(self)
        box.addWidget(self.heading)
        box.addWidget(self.intro)
        box.addLayout(body, 1)
        box.addLayout(buttons)
        self._title_of: TitleOf = str
        self._score: Score | None = None
        self._stored: bool | None = None
        self.retranslate()

    def show_battery(self, title_of: TitleOf) -> None:
        """The page before a test."""
        self._title_of, self._score, self._stored = title_of, None, None
        self.retranslate()

    def show_result(self, score: Score, stored: bool, title_of: TitleOf) -> None:
        self._title_of, self._score, self._stored = title_of, score, stored
        self.retranslate()

    def _fill_sheet(self) -> None:
        score = self._score
        self.sheet.clear()
        self.sheet.setHeaderLabels([self.tr("Item"), self.tr("Area"),
                                    self.tr("Points") if score else self.tr("Attempts")])
        for k, item in enumerate(BATTERY):
            if score is None:
                last = self.tr("%1 × %2").replace("%1", str(item.attempts)).replace(
                    "%2", points_text(item.points))
            else:
                last = points_of(score.points[k], item.total)
            row = QTreeWidgetItem([f"{k + 1}. {self._title_of(item.drill)}",
                                   area_name(item.area), last])
            row.setToolTip(0, self._title_of(item.drill))
            self.sheet.addTopLevelItem(row)
        header = self.sheet.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in (1, 2):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)

    def _fill_bands(self) -> None:
        got = None if self._score is None else self._score.rating
        lines = []
        for low, high, code in bands():
            line = band_line(low, high, code).replace("&", "&amp;").replace("<", "&lt;")
            lines.append(f"<p><b>{line}</b></p>" if code == got else f"<p>{line}</p>")
        heading = self.tr("The bands")
        self.bands.setText(f"<p><b>{heading}</b></p>" + "".join(lines))

    def retranslate(self) -> None:
        score = self._score
        if score is None:
            self.heading.setText(self.tr("Skill test"))
            self.intro.setText(self.tr(
                "The same %1 items every time, in this order: potting, the cue ball from "
                "the house, position, safety and breaks. Each success earns its points; "
                "the total is %2. A retest a month later is the same test, so the scores "
                "compare.").replace("%1", str(len(BATTERY))).replace("%2", str(TOTAL)))
            self.start.setText(self.tr("Start the test"))
        else:
            self.heading.setText(self.tr("Skill test: %1 (%2 %)").replace(
                "%1", points_of(score.total, TOTAL)).replace(
                "%2", f"{100 * score.share:.0f}") + " · " + band_name(score.rating))
            areas = [f"{area_name(a)} {points_of(s, t)}" for a, (s, t) in score.areas().items()
                     if t]
            stored = (self.tr("Stored in your history: Progress shows it beside your "
                              "earlier tests.") if self._stored else
                      self.tr("Not stored: no history is open."))
            self.intro.setText(" · ".join(areas) + "\n" + stored)
            self.start.setText(self.tr("Take the test again"))
        self.back.setText(self.tr("Back to the drills"))
        self.at_table.setText(self.tr("At a real table"))
        self._fill_sheet()
        self._fill_bands()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "sheet"):
            self.retranslate()
        super().changeEvent(event)
