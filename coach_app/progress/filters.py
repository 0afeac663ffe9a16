"""The filter bar of the progress screen: whose history, which days, which drill, which
discipline, and where it was played (both, the screen, a real table). It only builds a
:class:`ChartFilter`; the screen decides when to recompute.

The days are a :class:`~coach_app.qtkit.date_range.DateRange`, as on the Review screen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from coach_app.charts.drill_titles import drill_title
from coach_app.charts.style import Translate, identity
from coach_app.qtkit.date_range import DateRange
from coach_app.store import Period, PlayerInfo
from coach_app.store.choices import FilterChoices
from coach_app.store.query_scope import WHERE_SCOPES
from coach_app.store.stats import ChartFilter
from coach_app.words.people import shown_name


class FilterBar(QWidget):
    """``changed`` whenever the filter it describes changes; ``player_changed`` first when
    the player does (the drill and discipline lists are that player's)."""

    changed = Signal()
    player_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = QComboBox()
        self.player.setObjectName("progressPlayer")
        self.player.setMinimumContentsLength(12)
        self.days = DateRange()
        self.drill = QComboBox()
        self.drill.setMinimumContentsLength(16)
        self.discipline = QComboBox()
        self.discipline.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        # Where the history was played: every chart says which (coach_app.charts.scope).
        self.where = QComboBox()
        self.where.setObjectName("progressWhere")
        self.where.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for value in WHERE_SCOPES:
            self.where.addItem("", value)
        self._labels = [QLabel(), QLabel(), QLabel(), QLabel()]
        # Two rows, so the page fits a small window: who and when; what.
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        row, row2 = QHBoxLayout(), QHBoxLayout()
        rows.addLayout(row)
        rows.addLayout(row2)
        row.addWidget(self._labels[0])
        row.addWidget(self.player)
        row.addSpacing(12)
        row.addWidget(self.days)
        row.addSpacing(12)
        row.addWidget(self._labels[3])
        row.addWidget(self.where)
        row.addStretch(1)
        row2.addWidget(self._labels[1])
        row2.addWidget(self.drill, 1)
        row2.addSpacing(12)
        row2.addWidget(self._labels[2])
        row2.addWidget(self.discipline)
        row2.addStretch(1)
        self.player.currentIndexChanged.connect(lambda _i: self.player_changed.emit())
        self.days.changed.connect(self.changed)
        self.drill.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.discipline.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.where.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self._translate: Translate = identity
        self.retranslate()

    # ------------------------------------------------------------------ lists
    def set_players(self, players: tuple[PlayerInfo, ...], current: str | None) -> None:
        self.player.blockSignals(True)
        self.player.clear()
        for p in players:
            self.player.addItem(shown_name(p.name, QCoreApplication.translate), p.id)
        index = self.player.findData(current) if current else -1
        self.player.setCurrentIndex(index if index >= 0 else (0 if players else -1))
        self.player.blockSignals(False)
        self.player_changed.emit()

    def set_choices(self, choices: FilterChoices, translate: Translate) -> None:
        """The drills and disciplines of the chosen player (keeps the choice if still there)."""
        self._translate = translate
        keep_drill, keep_disc = self.drill.currentData(), self.discipline.currentData()
        for box in (self.drill, self.discipline):
            box.blockSignals(True)
            box.clear()
        self.drill.addItem(self.tr("All drills"), None)
        for drill_id, title in choices.drills:
            self.drill.addItem(drill_title(drill_id, title, translate.language), drill_id)
        self.discipline.addItem(self.tr("All disciplines"), None)
        for disc in choices.disciplines:
            self.discipline.addItem(translate(disc), disc)
        for box, keep in ((self.drill, keep_drill), (self.discipline, keep_disc)):
            index = box.findData(keep) if keep is not None else 0
            box.setCurrentIndex(max(0, index))
            box.blockSignals(False)

    # ----------------------------------------------------------------- values
    def player_id(self) -> str | None:
        value = self.player.currentData()
        return str(value) if value is not None else None

    def period(self) -> Period:
        return Period(*self.days.days())

    def where_scope(self) -> str:
        """"all", "screen" or "real"."""
        value = self.where.currentData()
        return str(value) if value in WHERE_SCOPES else "all"

    def set_where(self, where: str) -> None:
        self.where.setCurrentIndex(max(0, self.where.findData(where)))

    def chart_filter(self) -> ChartFilter:
        drill = self.drill.currentData()
        disc = self.discipline.currentData()
        return ChartFilter(self.player_id(), self.period(),
                           drill_id=str(drill) if drill is not None else None,
                           discipline=str(disc) if disc is not None else None,
                           where=self.where_scope())

    # ------------------------------------------------------------ translation
    def retranslate(self) -> None:
        self._labels[0].setText(self.tr("Player:"))
        self._labels[1].setText(self.tr("Drill:"))
        self._labels[2].setText(self.tr("Discipline:"))
        self._labels[3].setText(self.tr("Where:"))
        names = {"all": self.tr("Both"), "screen": self.tr("Screen"),
                 "real": self.tr("Real table")}
        for i in range(self.where.count()):
            self.where.setItemText(i, names[str(self.where.itemData(i))])
        self.where.setToolTip(self.tr("Where the history was played: on the screen, at a "
                                      "real table, or both; every chart says which"))
        self.days.set_tip(self.tr("Tick to limit the charts to these days; unticked means "
                                  "all time."))
        if self.drill.count():
            self.drill.setItemText(0, self.tr("All drills"))
        if self.discipline.count():
            self.discipline.setItemText(0, self.tr("All disciplines"))
            for i in range(1, self.discipline.count()):
                self.discipline.setItemText(i, self._translate(str(self.discipline.itemData(i))))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_labels"):
            self.retranslate()
        super().changeEvent(event)
