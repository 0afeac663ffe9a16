"""The progress screen: a coach's dashboard of one player's history.

The filters build a :class:`ChartFilter`; the SQL aggregates run on the store lane (a big
history takes a moment) while a busy bar shows; then only the chart picked in the list is
drawn, into a matplotlib canvas embedded with the Qt backend, and redrawn into the same
figure when the filters change. Every chart exports as PNG. Labels come from the
"charts" translation context, so the charts switch language with the window.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from coach_app.charts.dashboard import (
    CHARTS,
    PARTS,
    SUMMARY_PARTS,
    ProgressData,
    chart_figure,
    has_data,
    progress_data,
)
from coach_app.charts.style import new_figure, outline_texts, save_png
from coach_app.progress.chart_texts import chart_translator
from coach_app.progress.filters import FilterBar
from coach_app.progress.rating_view import RatingView
from coach_app.progress.skilltest_line import skill_test_prefix
from coach_app.qtkit.tasks import Lane, OneJob, Tasks, failure_text
from coach_app.store import History
from coach_app.store.chart_cache import ChartCache
from coach_app.store.choices import filter_choices
from coach_app.store.stats import ChartFilter

#: Aggregates shared by every progress screen of the process (keyed by database, filter
#: and write stamp): coming back to the page, or to a chart, re-queries nothing.
CACHE = ChartCache()
#: While the aim-bias chart is on show with attempts not judged yet, it is read again this
#: often (ms): the window's background judge (coach_app.shell.aim_worker) keeps judging,
#: and the chart fills in.
AIM_POLL_MS = 2000
#: The list's last entry: the rating view (coach_app/progress/rating_view.py), not a chart.
RATING = "rating"


def _follow(box: QComboBox, value: str) -> None:
    """Pick ``value`` in ``box`` unless it is picked already (no signal then: no loop)."""
    index = box.findData(value)
    if index >= 0 and index != box.currentIndex():
        box.setCurrentIndex(index)


class ProgressScreen(QWidget):
    """``history`` None: no history this run; the page says why (``reason``)."""

    back = Signal()
    #: A chart was drawn (its name): tests and screenshots wait for it.
    drawn = Signal(str)
    #: "Train weak spots": the Practice page's weak-spot set for this player (its id).
    train_weak_spots = Signal(str)

    def __init__(self, history: History | None, current_player: Callable[[], str | None],
                 reason: str = "", parent: QWidget | None = None,
                 tasks: Tasks | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("progressScreen")
        self.history = history
        self._current_player = current_player
        self._reason = reason
        self._own_tasks = tasks is None
        self.tasks = tasks if tasks is not None else Tasks(self)
        # A new query drops the answer of the one before: an old chart is never shown.
        self.data_job = OneJob(self.tasks, Lane.STORE, "the progress charts")
        self.data: ProgressData | None = None
        self._filter: ChartFilter | None = None
        self._job = 0
        self._figure: Figure | None = None
        self._drawn_for: tuple[str, int] | None = None
        # Several filter changes in a row (a date typed digit by digit) make one query.
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(150)
        self._debounce.timeout.connect(self.recompute)
        self._aim_poll = QTimer(self)
        self._aim_poll.setSingleShot(True)
        self._aim_poll.setInterval(AIM_POLL_MS)
        self._aim_poll.timeout.connect(self._follow_aim)

        self.filters = FilterBar()
        self.chart_list = QListWidget()
        self.chart_list.setObjectName("chartList")
        self.chart_list.setMaximumWidth(300)
        self.chart_list.setWordWrap(True)
        for _ in (*CHARTS, RATING):
            self.chart_list.addItem("")
        self.canvas = FigureCanvasQTAgg(new_figure())
        self.canvas.setMinimumSize(480, 300)
        # The last entry of the list, the rating, is a view of its own in place of the chart.
        self.rating = RatingView(self.tasks)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.canvas)
        self.stack.addWidget(self.rating)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(200)
        self.busy.hide()
        self.status = QLabel()
        self.status.setWordWrap(True)
        # Two lines' room: in its row the layout does not grow a wrapped label's height
        # with its text, and the summary takes two lines in a small window.
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing() + 4)
        self.export = QPushButton()
        self.export.setObjectName("exportPng")
        self.export.setEnabled(False)  # until a chart with data is drawn
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back)
        self.weak_button = QPushButton()
        self.weak_button.setObjectName("trainWeakSpots")
        self.weak_button.clicked.connect(
            lambda: self.train_weak_spots.emit(self.filters.player_id() or ""))
        self.export.clicked.connect(self.export_dialog)
        self.chart_list.currentRowChanged.connect(lambda _r: self.show_chart())
        self.filters.player_changed.connect(self._on_player)
        self.filters.changed.connect(self._debounce.start)
        # One "where" on the page: the filter bar's and the rating view's follow each other.
        self.filters.where.currentIndexChanged.connect(
            lambda _i: _follow(self.rating.where, self.filters.where_scope()))
        self.rating.where.currentIndexChanged.connect(
            lambda _i: _follow(self.filters.where, self.rating.where_choice()))

        side = QVBoxLayout()
        self._charts_label = QLabel()
        side.addWidget(self._charts_label)
        side.addWidget(self.chart_list, 1)
        side.addWidget(self.export)
        side.addWidget(self.weak_button)
        side.addWidget(self.back_button)
        body = QHBoxLayout()
        body.addLayout(side)
        body.addWidget(self.stack, 1)
        foot = QHBoxLayout()
        foot.addWidget(self.busy)
        foot.addWidget(self.status, 1)
        box = QVBoxLayout(self)
        box.addWidget(self.filters)
        box.addLayout(body, 1)
        box.addLayout(foot)
        self.chart_list.setCurrentRow(0)
        self.retranslate()

    # ---------------------------------------------------------------- loading
    def reload(self) -> None:
        """Re-read the players (a game may have added one) and recompute."""
        if self.history is None:
            self._set_status(self.tr("The history is not available: %1").replace(
                "%1", self._reason or self.tr("no database")))
            self.filters.setEnabled(False)
            self.export.setEnabled(False)
            return
        current = self.filters.player_id() or self._current_player()
        self.filters.set_players(self.history.players(), current)

    def _on_player(self) -> None:
        if self.history is None:
            return
        choices = filter_choices(self.history.store, self.filters.player_id())
        self.filters.set_choices(choices, chart_translator())
        self.recompute()
        if self.rating_chosen():
            self._show_rating()

    def recompute(self) -> None:
        """Run the SQL aggregates for the current filters on the store lane."""
        if self.history is None:
            return
        if self.filters.player_id() is None:
            self._set_status(self.tr("No history yet. Open Practice and play a drill, or play "
                                     "on the free table or a game: every shot is recorded and "
                                     "shows up here."))
            self.export.setEnabled(False)
            return
        self._filter = self.filters.chart_filter()
        self.data = None
        self._load({PARTS[self.current_chart()]})

    def _load(self, parts: set[str], quiet: bool = False) -> None:
        """Query ``parts`` (through the cache) on the worker; the chart on show first, the
        rest afterwards for the summary, so the first chart waits for one query only.
        ``quiet``: a follow-up, the status line keeps what it says."""
        if self.history is None or self._filter is None:
            return
        store, f = self.history.store, self._filter
        self._job += 1
        self.data_job.start(lambda _t: progress_data(store, f, parts, CACHE),
                            self._on_data, self._on_failed)
        self.busy.show()
        if not quiet:
            self._set_status(self.tr("Computing the charts…"))

    def _on_data(self, data: object) -> None:
        if not isinstance(data, ProgressData):
            return
        self.busy.hide()
        if (self.data is not None and data.loaded == {"aim"} and "aim" in self.data.loaded
                and data.aim == self.data.aim):  # a poll that found nothing new judged
            self._follow_up()
            return
        self.data = data if self.data is None else self.data.merged(data)
        if self.rating_chosen():
            self._set_status(self._summary())
        elif PARTS[self.current_chart()] in data.loaded or self._drawn_for is None:
            self._drawn_for = None
            self.show_chart()
        else:  # the prefetch for the summary: the chart on show is already right
            self._set_status(self._summary())
        self._follow_up()

    def _follow_up(self) -> None:
        """Load what the summary still lacks; while the aim-bias chart is on show with
        shots still pending, read it again in a moment (the summary does not wait)."""
        if self.data is None or self.data_job.running():
            return
        missing = set(SUMMARY_PARTS) - self.data.loaded
        if missing:
            self._load(missing, quiet=True)
        elif self._aim_pending() and not self._aim_poll.isActive():
            self._aim_poll.start()

    def _aim_pending(self) -> bool:
        return (self.data is not None and self.current_chart() == "aim_bias"
                and "aim" in self.data.loaded and not self.data.aim.complete)

    def _follow_aim(self) -> None:
        if self._aim_pending() and self.isVisible() and not self.data_job.running():
            self._load({"aim"}, quiet=True)

    def _on_failed(self, error: BaseException) -> None:
        self.busy.hide()
        self._set_status(self.tr("The charts could not be computed: %1").replace(
            "%1", failure_text(error)))

    # ---------------------------------------------------------------- drawing
    def current_chart(self) -> str:
        """The chart picked (the first while the rating is on show: the summary's data)."""
        row = max(0, self.chart_list.currentRow())
        return CHARTS[row] if row < len(CHARTS) else CHARTS[0]

    def rating_chosen(self) -> bool:
        return self.chart_list.currentRow() == len(CHARTS)

    def _player_name(self) -> str | None:
        """The chosen player's name as the history's frames name him."""
        if self.history is None:
            return None
        pid = self.filters.player_id()
        return next((p.name for p in self.history.players() if p.id == pid), None)

    def _show_rating(self) -> None:
        self.stack.setCurrentWidget(self.rating)
        self.export.setEnabled(False)
        name = self._player_name()
        if self.history is not None and name is not None:
            self.rating.show_player(self.history.store, name)

    def show_chart(self) -> None:
        """Draw the chart picked in the list (only it: the others wait until picked)."""
        if self.rating_chosen():
            self._show_rating()
            return
        self.stack.setCurrentWidget(self.canvas)
        if self.data is None:
            return
        name = self.current_chart()
        if PARTS[name] not in self.data.loaded:
            self._load({PARTS[name]})
            return
        if self._drawn_for == (name, self._job):
            return
        fig = self.canvas.figure
        fig.clear()
        where = self._filter.where if self._filter is not None else "all"
        outline_texts(chart_figure(name, self.data, chart_translator(), fig=fig, where=where))
        self.canvas.draw_idle()
        self._drawn_for = (name, self._job)
        # Nothing to save while the chart only says there is no data.
        self._figure = fig if has_data(name, self.data) else None
        self.export.setEnabled(self._figure is not None)
        self._set_status(self._summary())
        self.drawn.emit(name)
        self._follow_up()

    def figure(self) -> Figure | None:
        return self._figure

    def _summary(self) -> str:
        d = self.data
        if d is None or not d.loaded >= SUMMARY_PARTS:
            return self.tr("Computing the charts…")
        attempts = sum(p.attempts for p in d.drills)
        skill = skill_test_prefix(self.history, self.filters.player_id(),
                                  self.filters.where_scope())
        # Counts after a colon: right for any number ("games: 1"), in both languages.
        summary = self.tr("%1 — drill attempts: %2, pot attempts: %3, breaks: %4, games: %5. "
                          "Pick a chart on the left; Export PNG saves it.")
        return skill + (summary.replace("%1", self.filters.player.currentText())
                         .replace("%2", str(attempts)).replace("%3", str(d.pots.total))
                         .replace("%4", str(len(d.breaks)))
                         .replace("%5", str(sum(g.games for g in d.games))))

    # ----------------------------------------------------------------- export
    def export_png(self, path: str | Path) -> Path | None:
        """Save the chart on show as a PNG; None when there is none yet."""
        if self._figure is None:
            return None
        return save_png(self._figure, path)

    def export_dialog(self) -> None:
        if self._figure is None:
            return
        name = f"{self.filters.player.currentText() or 'chart'}-{self.current_chart()}.png"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the chart as PNG"), name,
                                              self.tr("PNG images (*.png)"))
        if path:
            try:
                out = self.export_png(path)
            except OSError as exc:
                self._set_status(self.tr("Could not save %1: %2").replace("%1", path)
                                 .replace("%2", exc.strerror or str(exc)))
                return
            self._set_status(self.tr("Saved %1").replace("%1", str(out)))

    # ------------------------------------------------------------ translation
    def _set_status(self, text: str) -> None:
        self.status.setText(text)

    def retranslate(self) -> None:
        names = {
            "success_by_drill": self.tr("Success rate by drill"),
            "success_by_category": self.tr("Success rate by category"),
            "potting": self.tr("Pot rate by cut angle and distance"),
            "breaks": self.tr("Opening breaks"),
            "games": self.tr("Games by discipline"),
            "aim_bias": self.tr("Aim bias by cut angle and distance"),
            RATING: self.tr("Rating and head to head"),
        }
        for i, key in enumerate((*CHARTS, RATING)):
            item = self.chart_list.item(i)
            if item is not None:
                item.setText(names[key])
        self._charts_label.setText(self.tr("Charts"))
        self.export.setText(self.tr("Export PNG…"))
        self.export.setToolTip(self.tr("Save the chart on show as a PNG image"))
        self.back_button.setText(self.tr("Back to the start screen"))
        self.weak_button.setText(self.tr("Train weak spots"))
        self.weak_button.setToolTip(self.tr("Find the cuts and distances this player pots "
                                            "below his own trend, with the evidence, and a "
                                            "set of drills inside them (Practice)"))
        self.busy.setToolTip(self.tr("Computing the charts…"))
        if self.data is not None:
            self._drawn_for = None
            self.show_chart()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "export"):
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # After the window has painted: the page appears at once, the charts follow.
        QTimer.singleShot(0, self.reload)

    def shutdown(self) -> None:
        self._debounce.stop()
        self._aim_poll.stop()
        self.data_job.shutdown()
        self.rating.shutdown()
        if self._own_tasks:
            self.tasks.shutdown()

