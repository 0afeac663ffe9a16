"""Practice plans: a coach writes a plan for a student (drills, attempts, pass marks, a
date), and both see what was done against it, on the screen and at a real table, counted
apart (coach_app/store/plans.py). A plan is played at a real table from here.

The history is read and written here directly, as the Review page does: a plan is a few
rows, and every write is one transaction the store makes whole or not at all.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, time

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from coach_app.charts.text import ChartText
from coach_app.report.card_sheet import pass_mark_of
from coach_app.report.plan_pages import done_words, plan_title
from coach_app.store import History
from coach_app.store.errors import StoreError
from coach_app.store.plans import (
    MAX_ATTEMPTS,
    PlanInfo,
    PlanItem,
    delete_plan,
    plan_progress,
    plans_of,
    save_plan,
)
from coach_app.words.people import shown_name
from drills.library import Library
from drills.model import Drill


class PlansDialog(QDialog):
    """``play(list of (Drill, attempts))`` asks for the plan at a real table."""

    play = Signal(object)

    def __init__(self, history: History, library: Library, lang: Callable[[], str],
                 author_id: str | None, student_id: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("plansDialog")
        self.history, self.library, self._lang, self.author_id = history, library, lang, \
            author_id
        self.resize(980, 600)
        self.student = QComboBox()
        self.student.setObjectName("plansStudent")
        self.plans = QListWidget()
        self.plans.setObjectName("plansList")
        self.new_button, self.delete_button = QPushButton(), QPushButton()
        self.name = QLineEdit()
        self.name.setObjectName("planName")
        self.name.setMaxLength(100)
        self.has_due = QCheckBox()
        self.due = QDateEdit(QDate.currentDate().addDays(7))
        self.due.setCalendarPopup(True)
        self.due.setDisplayFormat("dd.MM.yyyy")
        self.items = QTableWidget(0, 4)
        self.items.setObjectName("planItems")
        self.items.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.items.verticalHeader().hide()
        head = self.items.horizontalHeader()
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        head.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):  # «Проходной балл» whole
            head.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.drill = QComboBox()
        self.drill.setObjectName("planDrill")
        self.drill.setMinimumContentsLength(20)
        self.add_button, self.remove_button = QPushButton(), QPushButton()
        self.summary = QLabel()
        self.summary.setObjectName("planSummary")
        self.summary.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("planMessage")
        self.message.setWordWrap(True)
        self.save_button, self.table_button, self.close_button = (QPushButton(),
                                                                  QPushButton(),
                                                                  QPushButton())
        self.print_button = QPushButton()
        self.print_button.setObjectName("planCards")
        self.save_button.setObjectName("planSave")
        self.table_button.setObjectName("planAtTable")
        self._labels = [QLabel(), QLabel(), QLabel()]
        self._plan: PlanInfo | None = None
        self._arrange()
        self._wire()
        self.retranslate()
        self._fill_students(student_id)

    # ------------------------------------------------------------- building
    def _arrange(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self._labels[0])
        top.addWidget(self.student, 1)
        left = QVBoxLayout()
        left.addWidget(self.plans, 1)
        row = QHBoxLayout()
        row.addWidget(self.new_button)
        row.addWidget(self.delete_button)
        left.addLayout(row)
        form = QFormLayout()
        form.addRow(self._labels[1], self.name)
        due = QHBoxLayout()
        due.addWidget(self.has_due)
        due.addWidget(self.due)
        due.addStretch(1)
        form.addRow(self._labels[2], due)
        adding = QHBoxLayout()
        adding.addWidget(self.drill, 1)
        adding.addWidget(self.add_button)
        adding.addWidget(self.remove_button)
        right = QVBoxLayout()
        right.addLayout(form)
        right.addWidget(self.items, 1)
        right.addLayout(adding)
        right.addWidget(self.summary)
        right.addWidget(self.message)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addLayout(right, 3)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.table_button)
        buttons.addWidget(self.print_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addLayout(body, 1)
        box.addLayout(buttons)

    def _wire(self) -> None:
        self.student.currentIndexChanged.connect(lambda _i: self._fill_plans())
        self.plans.currentRowChanged.connect(lambda _r: self._show_plan())
        self.new_button.clicked.connect(self.new_plan)
        self.delete_button.clicked.connect(self.delete_current)
        self.add_button.clicked.connect(self.add_drill)
        self.remove_button.clicked.connect(self.remove_drill)
        self.save_button.clicked.connect(self.save)
        self.table_button.clicked.connect(self._play)
        self.print_button.clicked.connect(self._ask_print)
        self.close_button.clicked.connect(self.accept)
        self.has_due.toggled.connect(self.due.setEnabled)

    # ------------------------------------------------------------------ data
    def student_id(self) -> str | None:
        value = self.student.currentData()
        return str(value) if value else None

    def _fill_students(self, current: str | None) -> None:
        from PySide6.QtCore import QCoreApplication

        self.student.blockSignals(True)
        self.student.clear()
        for p in self.history.players():
            self.student.addItem(shown_name(p.name, QCoreApplication.translate), p.id)
        self.student.setCurrentIndex(max(0, self.student.findData(current)))
        self.student.blockSignals(False)
        self.lang_changed()
        self._fill_plans()

    def lang_changed(self) -> None:
        lang = self._lang()
        self.drill.clear()
        for d in self.library.drills():
            self.drill.addItem(d.title.get(lang), d.id)

    def _fill_plans(self, select: str | None = None) -> None:
        sid = self.student_id()
        found = plans_of(self.history.store, sid) if sid else ()
        self.plans.blockSignals(True)
        self.plans.clear()
        for plan in found:
            item = QListWidgetItem(plan_title(plan, self._words()))
            item.setData(Qt.ItemDataRole.UserRole, plan)
            self.plans.addItem(item)
        self.plans.blockSignals(False)
        index = next((k for k, p in enumerate(found) if p.id == select), 0 if found else -1)
        self.plans.setCurrentRow(index)
        if index < 0:
            self.new_plan()
        else:
            self._show_plan()

    def _words(self) -> ChartText:
        """The plan's words as the report says them, from Qt's catalogue in force."""
        from PySide6.QtCore import QCoreApplication

        return ChartText(QCoreApplication.translate, self._lang())

    def current_plan(self) -> PlanInfo | None:
        item = self.plans.currentItem()
        plan = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return plan if isinstance(plan, PlanInfo) else None

    def _show_plan(self) -> None:
        plan = self._plan = self.current_plan()
        if plan is None:
            return
        self.name.setText(plan.name)
        self.has_due.setChecked(plan.due is not None)
        if plan.due is not None:
            d = plan.due.date()
            self.due.setDate(QDate(d.year, d.month, d.day))
        progress = plan_progress(self.history.store, plan)
        words = self._words()
        self._set_items([(p.item, done_words(p, words)) for p in progress])
        passed = sum(p.passed for p in progress)
        self.summary.setText(self.tr("%1 of %2 drills passed").replace(
            "%1", str(passed)).replace("%2", str(len(progress))))
        self.delete_button.setEnabled(True)
        self.table_button.setEnabled(True)
        self.print_button.setEnabled(True)

    def new_plan(self) -> None:
        self._plan = None
        self.plans.clearSelection()
        self.name.setText(self.tr("Plan for %1").replace(
            "%1", QDate.currentDate().toString("dd.MM.yyyy")))
        self.has_due.setChecked(False)
        self.due.setEnabled(False)
        self._set_items([])
        self.summary.setText("")
        self.delete_button.setEnabled(False)
        self.table_button.setEnabled(False)
        self.print_button.setEnabled(False)

    # ------------------------------------------------------------------ items
    def _drill(self, drill_id: str) -> Drill | None:
        return next((d for d in self.library.drills() if d.id == drill_id), None)

    def _set_items(self, rows: list[tuple[PlanItem, str]]) -> None:
        self.items.setRowCount(0)
        for item, progress in rows:
            self._append(item, progress)

    def _append(self, item: PlanItem, progress: str = "") -> None:
        r = self.items.rowCount()
        self.items.insertRow(r)
        drill = self._drill(item.drill)
        title = QTableWidgetItem(drill.title.get(self._lang()) if drill else item.drill)
        title.setData(Qt.ItemDataRole.UserRole, item.drill)
        title.setFlags(title.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.items.setItem(r, 0, title)
        attempts, mark = QSpinBox(), QSpinBox()
        attempts.setRange(1, MAX_ATTEMPTS)
        mark.setRange(0, MAX_ATTEMPTS)
        attempts.setValue(item.attempts)
        mark.setValue(item.pass_mark)
        self.items.setCellWidget(r, 1, attempts)
        self.items.setCellWidget(r, 2, mark)
        done = QTableWidgetItem(progress)
        done.setFlags(done.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.items.setItem(r, 3, done)

    def plan_items(self) -> list[PlanItem]:
        out = []
        for r in range(self.items.rowCount()):
            cell = self.items.item(r, 0)
            attempts, mark = self.items.cellWidget(r, 1), self.items.cellWidget(r, 2)
            if cell is None or not isinstance(attempts, QSpinBox) or \
                    not isinstance(mark, QSpinBox):
                continue
            out.append(PlanItem(str(cell.data(Qt.ItemDataRole.UserRole)), attempts.value(),
                                mark.value()))
        return out

    def add_drill(self) -> None:
        drill_id = self.drill.currentData()
        drill = self._drill(str(drill_id)) if drill_id else None
        if drill is None:
            return
        n = 10  # a card's boxes; the pass mark the card would print (7 without one)
        mark = pass_mark_of(drill, n)
        self._append(PlanItem(drill.id, n, 7 if mark is None else mark))

    def remove_drill(self) -> None:
        r = self.items.currentRow()
        if r >= 0:
            self.items.removeRow(r)

    # ----------------------------------------------------------------- writes
    def save(self) -> PlanInfo | None:
        sid = self.student_id()
        if sid is None:
            return None
        due = None
        if self.has_due.isChecked():
            d = self.due.date()
            due = datetime.combine(datetime(d.year(), d.month(), d.day()).date(),
                                   time(23, 59, 59), UTC)
        problem = self._problem()
        if problem:
            self.message.setText(self.tr("Not saved: %1").replace("%1", problem))
            return None
        try:
            plan = save_plan(self.history.store, sid, self.name.text(), self.plan_items(),
                             author_id=self.author_id, due=due,
                             plan_id=self._plan.id if self._plan else None)
        except StoreError as exc:
            self.message.setText(self.tr("Not saved: %1").replace("%1", exc.message))
            return None
        self.message.setText(self.tr("Saved."))
        self._fill_plans(plan.id)
        return plan

    def _problem(self) -> str:
        """What keeps the plan on screen from being saved, in the user's words ("": none)."""
        if not self.name.text().strip():
            return self.tr("give the plan a name.")
        items = self.plan_items()
        if not items:
            return self.tr("add at least one drill.")
        for k, item in enumerate(items, start=1):
            if item.pass_mark > item.attempts:
                return self.tr("drill %1: the pass mark is more than the attempts.").replace(
                    "%1", str(k))
        return ""

    def delete_current(self) -> None:
        plan = self.current_plan()
        if plan is None:
            return
        try:
            delete_plan(self.history.store, plan.id)
        except StoreError as exc:
            self.message.setText(self.tr("Not deleted: %1").replace("%1", exc.message))
            return
        self.message.setText(self.tr("Deleted."))
        self._fill_plans()

    def _play(self) -> None:
        plan = self.current_plan()
        if plan is None:
            return
        sets = [(d, i.attempts) for i in plan.items if (d := self._drill(i.drill)) is not None]
        if sets:
            self.play.emit(sets)
            self.accept()

    def _ask_print(self) -> None:
        plan = self.current_plan()
        if plan is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the drill cards"),
                                              f"{plan.name}.pdf",
                                              self.tr("PDF documents (*.pdf)"))
        if path:
            self.print_cards(path)

    def print_cards(self, path: str) -> list[str]:
        """The plan page and a card per drill, with the plan's attempts and pass marks, in
        the interface's language (A4, for a student to take to the club)."""
        from coach_app.report.cards import CardSet, write_plan_cards

        plan = self.current_plan()
        if plan is None:
            return []
        sets = [CardSet(d, i.attempts, i.pass_mark) for i in plan.items
                if (d := self._drill(i.drill)) is not None]
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            pages = write_plan_cards(path, sets, language=self._lang())
        except OSError as exc:
            self.message.setText(self.tr("The cards were not written: %1").replace(
                "%1", exc.strerror or str(exc)))
            return []
        finally:
            QApplication.restoreOverrideCursor()
        self.message.setText(self.tr("Cards written: %1").replace("%1", path))
        return pages

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Practice plans"))
        self._labels[0].setText(self.tr("Student:"))
        self._labels[1].setText(self.tr("Name:"))
        self._labels[2].setText(self.tr("Done by:"))
        self.has_due.setText(self.tr("a date"))
        self.new_button.setText(self.tr("New plan"))
        self.delete_button.setText(self.tr("Delete"))
        self.add_button.setText(self.tr("Add the drill"))
        self.remove_button.setText(self.tr("Remove"))
        self.save_button.setText(self.tr("Save the plan"))
        self.table_button.setText(self.tr("Play it at a real table"))
        self.print_button.setText(self.tr("Print the cards…"))
        self.close_button.setText(self.tr("Close"))
        self.items.setHorizontalHeaderLabels([self.tr("Drill"), self.tr("Attempts"),
                                              self.tr("Pass mark"), self.tr("Done so far")])
