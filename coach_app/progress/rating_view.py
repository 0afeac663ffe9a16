"""The Progress page's Rating view: the chosen player's rating over time with its
uncertainty, in words, beside the computer's levels, and the head-to-head records.

Real table, screen or both is a choice, always named on the chart and in the words (the
frames of the two are never mixed silently). The answer is computed on the store lane of
the app's one background service (:class:`~coach_app.qtkit.tasks.Tasks`) by the core
function ``pyramid-coach rating --player`` prints (coach_app/services/ratings.py), and
drawn by the same chart function as the PDF report (coach_app/charts/rating.py).
"""

from __future__ import annotations

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from coach_app.charts.rating import (
    head_to_head_rows,
    opponent_name,
    rating_figure,
    rating_summary,
)
from coach_app.charts.style import new_figure, outline_texts
from coach_app.progress.chart_texts import chart_translator
from coach_app.qtkit.tasks import Lane, OneJob, Tasks, failure_text
from coach_app.services.ratings import WHERE_CHOICES, rating_report
from coach_app.store.opening import Store
from simulation.rating.player import PlayerReport


class RatingView(QWidget):
    """``show_player(store, name)`` computes; ``drawn`` when the answer is on show."""

    drawn = Signal()

    def __init__(self, tasks: Tasks, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ratingView")
        self.job = OneJob(tasks, Lane.STORE, "the rating")
        self.report: PlayerReport | None = None
        self._asked: tuple[Store, str] | None = None
        self.where = QComboBox()
        self.where.setObjectName("ratingWhere")
        for w in WHERE_CHOICES:
            self.where.addItem("", w)
        self.where.setCurrentIndex(WHERE_CHOICES.index("all"))
        self.where.currentIndexChanged.connect(lambda _i: self.recompute())
        self._where_label = QLabel()
        self.summary = QLabel()
        self.summary.setObjectName("ratingSummary")
        self.summary.setWordWrap(True)
        self.canvas = FigureCanvasQTAgg(new_figure())
        self.canvas.setMinimumSize(420, 240)
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("headToHead")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Room for the four headers in Russian («Проиграно»), however narrow the window.
        self.table.setMinimumWidth(340)
        self.table.setMaximumWidth(480)
        self._h2h_label = QLabel()
        self._h2h_label.setWordWrap(True)
        # Two lines' room each: a layout row does not grow a wrapped label with its text.
        for label in (self.summary, self._h2h_label):
            label.setMinimumHeight(2 * label.fontMetrics().lineSpacing() + 4)
        top = QHBoxLayout()
        top.addWidget(self._where_label)
        top.addWidget(self.where)
        top.addStretch(1)
        side = QVBoxLayout()
        side.addWidget(self._h2h_label)
        side.addWidget(self.table, 1)
        body = QHBoxLayout()
        body.addWidget(self.canvas, 1)
        body.addLayout(side)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(top)
        box.addWidget(self.summary)
        box.addLayout(body, 1)
        self.retranslate()

    def where_choice(self) -> str:
        return str(self.where.currentData())

    def show_player(self, store: Store, name: str) -> None:
        self._asked = (store, name)
        self.recompute()

    def recompute(self) -> None:
        if self._asked is None:
            return
        store, name = self._asked
        where = self.where_choice()
        self.summary.setText(self.tr("Computing the rating…"))
        self.job.start(lambda _t: rating_report(store, name, where), self._on_report,
                       self._on_failed)

    def _on_report(self, report: object) -> None:
        if isinstance(report, PlayerReport):
            self.report = report
            self._draw()

    def _on_failed(self, error: BaseException) -> None:
        self.summary.setText(self.tr("The rating could not be computed: %1").replace(
            "%1", failure_text(error)))

    def _draw(self) -> None:
        report = self.report
        if report is None:
            return
        tr = chart_translator()
        self.summary.setText(rating_summary(report, tr))
        fig = self.canvas.figure
        fig.clear()
        outline_texts(rating_figure(report, tr, fig))
        self.canvas.draw_idle()
        rows = head_to_head_rows(report)
        self.table.setRowCount(len(rows))
        for i, (who, frames, won, lost) in enumerate(rows):
            for j, value in enumerate((opponent_name(who, tr), str(frames), str(won),
                                       str(lost))):
                self.table.setItem(i, j, QTableWidgetItem(value))
        self._h2h_label.setText(self.tr("Head to head (frames won–lost)") if rows else
                                self.tr("Head to head: no frame against an opponent yet."))
        self.drawn.emit()

    def retranslate(self) -> None:
        self._where_label.setText(self.tr("Frames played at:"))
        for i, text in enumerate((self.tr("a real table"), self.tr("the screen"),
                                  self.tr("both (real table and screen)"))):
            self.where.setItemText(i, text)
        self.table.setHorizontalHeaderLabels([self.tr("Opponent"), self.tr("Frames"),
                                              self.tr("Won"), self.tr("Lost")])
        self._h2h_label.setText(self.tr("Head to head (frames won–lost)"))
        self._draw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "table"):
            self.retranslate()
        super().changeEvent(event)

    def shutdown(self) -> None:
        self.job.shutdown()
