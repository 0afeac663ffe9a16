"""At the table: a drill, the skill test or the weak-spot set played on a real table, each
attempt entered in a key or two.

The diagram and each ball's measurements let a person lay the attempt out on the cloth;
the goal and the scoring are the screen's words. Keys (shown on the buttons): M or + made,
N or − missed, 0–9 the points for a drill that counts them, Ctrl+Z (the window's Undo)
or Backspace takes the last entry back, C writes a comment for the next entry; a click on
the diagram says where the cue ball stopped (a position drill's zone decides the attempt
from it). Every entry is recorded at once (coach_app/practice/table_model.py); the
buttons are large enough for a touch screen beside the table.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QDate, QEvent, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QDateEdit,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from coach_app.practice.goal_marks import NO_MARKS, goal_marks
from coach_app.practice.table_marks_view import MarksTable, StopTableView
from coach_app.practice.table_model import Entry, TableSetModel
from coach_app.practice.table_plan import MAX_ATTEMPTS, MIN_ATTEMPTS, TABLE_ATTEMPTS, TablePlan
from coach_app.practice.table_texts import entry_line, result_text, tally_text
from coach_app.practice.texts import cue_text, goal_text, scoring_name
from coach_app.qtkit.plural import points_text
from coach_app.recording.recorder import Recorder
from drills.real_entry import score_entry
from simulation.errors import InputError
from simulation.rules.vocab import Discipline


class EntryCommand(QUndoCommand):
    """An entry as an undoable step: the window's Edit > Undo (Ctrl+Z) and Redo take it
    back from the history and enter it again (a new attempt row, the same result)."""

    def __init__(self, model: TableSetModel, entry: dict[str, object]) -> None:
        super().__init__()
        self.model, self.entry = model, entry
        self.done: Entry | None = None

    def redo(self) -> None:
        self.done = self.model.enter(self.entry)

    def undo(self) -> None:
        self.model.undo()


# The drill scorings where a person enters points, not only made or missed.
COUNTED = ("balls", "values", "leave")


def _big(button: QPushButton, name: str, height: int = 56) -> QPushButton:
    button.setObjectName(name)
    button.setMinimumHeight(height)
    font = QFont()
    font.setPointSize(14)
    font.setBold(True)
    button.setFont(font)
    return button


class TablePage(QWidget):
    """``back`` when the player leaves the page; ``table_named(str)`` when the table's
    name changes (the window remembers it)."""

    back = Signal()
    table_named = Signal(str)

    def __init__(self, recorder: Recorder | None = None, language: Callable[[], str] =
                 lambda: "en", title_of: Callable[[str], str] = str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablePage")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # its keys work once it is shown
        self._language = language
        self.model = TableSetModel(recorder, title_of, self)
        self.undo_stack = QUndoStack(self)
        self.title = QLabel()
        self.title.setObjectName("tableTitle")
        font = QFont()
        font.setPointSize(15)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.table_label = QLabel()
        self.table_name = QLineEdit()
        self.table_name.setObjectName("tableName")
        self.table_name.setMaxLength(100)
        self.table_name.setMaximumWidth(200)
        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setObjectName("tableAttempts")
        self.count.setRange(MIN_ATTEMPTS, MAX_ATTEMPTS)
        self.count.setValue(TABLE_ATTEMPTS)
        self.count.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        # A score sheet typed in after the session: the day it was played (today: now).
        self.played_label = QLabel()
        self.played = QDateEdit(QDate.currentDate())
        self.played.setObjectName("tablePlayed")
        self.played.setDisplayFormat("dd.MM.yyyy")
        self.played.setCalendarPopup(True)
        self.played.setMaximumDate(QDate.currentDate())
        self.played.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.back_button = _big(QPushButton(), "tableBack", 40)
        self.view = StopTableView()
        self.view.setObjectName("tableDiagram")
        self.view.setMinimumSize(320, 180)
        self.marks = MarksTable()
        self.goal = QLabel()
        self.goal.setObjectName("tableGoal")
        self.goal.setWordWrap(True)
        self.attempt = QLabel()
        self.attempt.setObjectName("tableAttempt")
        self.attempt.setFont(font)
        self.attempt.setWordWrap(True)
        self.made = _big(QPushButton(), "tableMade")
        self.missed = _big(QPushButton(), "tableMissed")
        self.points_label = QLabel()
        self.points = QSpinBox()
        self.points.setObjectName("tablePoints")
        self.points.setRange(0, 99)
        self.points.setMinimumHeight(40)
        self.stop_hint = QLabel()
        self.stop_hint.setObjectName("tableStopHint")
        self.stop_hint.setWordWrap(True)
        self.comment = QLineEdit()
        self.comment.setObjectName("tableComment")
        self.comment.setMaxLength(500)
        self.undo_button = _big(QPushButton(), "tableUndo", 44)
        self.again = _big(QPushButton(), "tableAgain", 44)
        self.score = QLabel()
        self.score.setObjectName("tableScore")
        self.score.setFont(font)
        self.score.setWordWrap(True)
        self.entries = QListWidget()
        self.entries.setObjectName("tableEntries")
        self.entries.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._arrange()
        self._wire()
        self.retranslate()

    # ------------------------------------------------------------- building
    def _arrange(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.count_label)
        top.addWidget(self.count)
        top.addWidget(self.played_label)
        top.addWidget(self.played)
        top.addWidget(self.table_label)
        top.addWidget(self.table_name)
        top.addWidget(self.back_button)
        left = QVBoxLayout()
        left.addWidget(self.view, 1)
        left.addWidget(self.marks)
        keys = QGridLayout()
        keys.addWidget(self.made, 0, 0)
        keys.addWidget(self.missed, 0, 1)
        keys.addWidget(self.points_label, 1, 0)
        keys.addWidget(self.points, 1, 1)
        keys.addWidget(self.undo_button, 2, 0)
        keys.addWidget(self.again, 2, 1)
        right = QVBoxLayout()
        right.addWidget(self.attempt)
        right.addWidget(self.goal)
        right.addLayout(keys)
        right.addWidget(self.stop_hint)
        right.addWidget(self.comment)
        right.addWidget(self.score)
        right.addWidget(self.entries, 1)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addLayout(right, 2)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addLayout(body, 1)

    def _wire(self) -> None:
        self.model.changed.connect(self.refresh)
        self.made.clicked.connect(lambda: self.enter(True))
        self.missed.clicked.connect(lambda: self.enter(False))
        self.undo_button.clicked.connect(self.undo)
        self.again.clicked.connect(self.play_again)
        self.back_button.clicked.connect(self.leave)
        self.count.valueChanged.connect(self._resize)
        self.played.dateChanged.connect(lambda _d: self._played_changed())
        self.view.pressed.connect(self._clicked)
        self.table_name.editingFinished.connect(
            lambda: self.table_named.emit(self.table_name.text().strip()))
        self.comment.returnPressed.connect(self.setFocus)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The page's keys, from the page or any child that leaves a key alone (a button);
        the comment and the spin boxes keep the keys they type."""
        key, text = event.key(), event.text()
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier \
                & ~Qt.KeyboardModifier.ShiftModifier:
            super().keyPressEvent(event)
            return
        if key == Qt.Key.Key_M or text == "+":
            self.enter(True)
        elif key == Qt.Key.Key_N or text == "-":
            self.enter(False)
        elif text.isdigit() and len(text) == 1:
            self.points.setValue(int(text))
        elif key == Qt.Key.Key_Backspace:
            self.undo()
        elif key == Qt.Key.Key_C:
            self.comment.setFocus()
        elif key == Qt.Key.Key_Escape:
            self.leave()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # ---------------------------------------------------------------- flow
    def open(self, plan: TablePlan, table_name: str = "") -> None:
        """A new set of ``plan`` at the table named ``table_name``."""
        if plan.kind == "drill":
            self.count.blockSignals(True)
            self.count.setValue(len(plan.slots))
            self.count.blockSignals(False)
        if table_name:
            self.table_name.setText(table_name)
        self.undo_stack.clear()
        self.model.start(plan, self.table_name.text(), self.played_at())
        self.comment.clear()
        self.view.set_stop(None)
        self.setFocus()

    def played_at(self) -> datetime | None:
        """None for today (each entry at its moment); noon of an earlier day otherwise."""
        d = self.played.date()
        if d >= QDate.currentDate():
            return None
        return datetime(d.year(), d.month(), d.day(), 12, 0).astimezone(UTC)

    def _played_changed(self) -> None:
        if not self.model.entries and self.model.plan is not None:
            self.model.start(self.model.plan, self.table_name.text(), self.played_at())
        self.setFocus()

    def _resize(self, n: int) -> None:
        self.model.resize(n)
        if self.model.plan is not None and len(self.model.plan.slots) != n:
            self.count.setValue(len(self.model.plan.slots))  # not below those entered
        self.setFocus()

    def play_again(self) -> None:
        if self.model.plan is not None:
            self.open(self.model.plan)

    def leave(self) -> None:
        self.model.close()
        self.back.emit()

    def enter(self, made: bool) -> Entry | None:
        slot = self.model.slot
        if slot is None:
            return None
        entry: dict[str, object] = {"success": made}
        if slot.drill.scoring.mode in COUNTED and slot.points_each is None:
            entry["points"] = self.points.value()
        stop = self.view.stop()
        if stop is not None:
            entry["stop"] = {"x": stop[0], "y": stop[1]}
        if self.comment.text().strip():
            entry["comment"] = self.comment.text().strip()
        try:
            score_entry(slot.drill, entry)
        except InputError as exc:  # never from the page's own keys; said, nothing entered
            self.stop_hint.setText(exc.message)
            return None
        command = EntryCommand(self.model, entry)
        self.undo_stack.push(command)
        self.comment.clear()
        self.points.setValue(0)
        self.view.set_stop(None)
        return command.done

    def undo(self) -> None:
        if self.focusWidget() is self.comment and self.comment.text():
            self.comment.backspace()  # Backspace in the comment edits it
            return
        self.undo_stack.undo()

    def _clicked(self, pos: tuple[float, float], button: object) -> None:
        if self.model.slot is None or button != Qt.MouseButton.LeftButton:
            return
        x, y = float(pos[0]), float(pos[1])
        spec = self.view.spec
        if abs(x) <= spec.half_length and abs(y) <= spec.half_width:  # on the cloth only
            self.view.set_stop((x, y))

    # ------------------------------------------------------------- display
    def refresh(self) -> None:
        model, plan = self.model, self.model.plan
        slot = model.slot
        current = slot or (model.entries[-1].slot if model.entries else None)
        drill = current.drill if current is not None else None
        layout = model.layout(self.view.spec) if plan is not None else {}
        self.view.set_pyramid_t(drill is not None and drill.discipline == Discipline.PYRAMID_T)
        self.view.set_ball_layout(layout)
        self.view.set_marks(goal_marks(drill, layout) if drill is not None else NO_MARKS)
        self.marks.show_layout(drill, layout, self.view.spec)
        lang = self._language()
        if plan is not None and plan.test:
            self.title.setText(self.tr("The skill test at a real table"))
        elif drill is not None:
            self.title.setText(drill.title.get(lang))
        if drill is not None:
            lines = [drill.instructions.get(lang), "◎ " + goal_text(drill.goal),
                     cue_text(drill.cue)]
            if slot is not None and slot.points_each is not None:
                lines.append(self.tr("Made: %1").replace("%1", points_text(slot.points_each)))
            else:
                lines.append(scoring_name(drill.scoring.mode))
            self.goal.setText("\n".join(line for line in lines if line))
        counted = slot is not None and slot.points_each is None \
            and slot.drill.scoring.mode in COUNTED
        for w in (self.points_label, self.points):
            w.setVisible(counted)
        zone = slot is not None and slot.drill.goal.zone is not None
        self.stop_hint.setText(self.tr("Click the diagram where the cue ball stopped: the "
                                       "zone decides the attempt.") if zone else
                               self.tr("A click on the diagram notes where the cue ball "
                                       "stopped (optional)."))
        for w in (self.count_label, self.count):
            w.setVisible(plan is not None and plan.kind == "drill")
        self.played.setEnabled(not model.entries)
        self.made.setEnabled(slot is not None)
        self.missed.setEnabled(slot is not None)
        self.undo_button.setEnabled(bool(model.entries))
        self.again.setVisible(model.over)
        self.again.setText(self.tr("Take the test again") if plan is not None and plan.test
                           else self.tr("Play the set again"))
        tally = model.tally()
        self.attempt.setText(result_text(tally) if model.over else self._attempt_text())
        self.score.setText(tally_text(tally))
        self.entries.clear()
        for k, e in reversed(list(enumerate(model.entries, start=1))):
            self.entries.addItem(entry_line(k, e, plan is not None and plan.kind != "drill",
                                            lang))

    def _attempt_text(self) -> str:
        slot, plan = self.model.slot, self.model.plan
        if slot is None or plan is None:
            return ""
        k = len(self.model.entries) + 1
        text = self.tr("Attempt %1 of %2").replace("%1", str(k)).replace(
            "%2", str(len(plan.slots)))
        if plan.kind != "drill":
            text += " · " + slot.drill.title.get(self._language())
        return text

    def retranslate(self) -> None:
        self.count_label.setText(self.tr("Attempts:"))
        self.played_label.setText(self.tr("Played:"))
        self.played.setToolTip(self.tr("Typing in a score sheet from an earlier day? Set the "
                                       "day before the first entry."))
        self.table_label.setText(self.tr("Table:"))
        self.table_name.setPlaceholderText(self.tr("e.g. Table 3"))
        self.back_button.setText(self.tr("Back"))
        self.made.setText(self.tr("✓ Made  [M]"))
        self.missed.setText(self.tr("✗ Missed  [N]"))
        self.points_label.setText(self.tr("Points  [0–9]"))
        self.undo_button.setText(self.tr("Undo  [Ctrl+Z]"))
        self.comment.setPlaceholderText(self.tr("Comment on the next attempt  [C]"))
        self.marks.retranslate()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
