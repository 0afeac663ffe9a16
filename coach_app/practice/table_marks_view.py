"""The two views of the table page: the drill's diagram, where a click says where the cue
ball stopped, and each ball's place as a person measures it on a real table (centimetres
from two cushions' noses, and the same place in diamonds: drills/table_marks.py)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from coach_app.practice.goal_view import GoalTableView
from coach_app.words.names import short_ball_name
from coach_app.words.stroke_words import decimal
from drills.model import Drill
from drills.table_marks import ball_marks
from simulation.table import TableSpec, Vec

translate = QCoreApplication.translate


class StopTableView(GoalTableView):
    """The drill's diagram with the stop a person clicked (a ringed cross)."""

    def __init__(self, spec: TableSpec | None = None) -> None:
        super().__init__(spec)
        self._stop: Vec | None = None

    def stop(self) -> Vec | None:
        return self._stop

    def set_stop(self, stop: Vec | None) -> None:
        if stop != self._stop:
            self._stop = stop
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._stop is None:
            return
        tf = self.transform()
        c = QPointF(*tf.to_px(self._stop))
        r = max(6.0, tf.scale * self.spec.ball_radius)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for colour, width in ((QColor("black"), 5.0), (QColor("#ffd83a"), 2.5)):
            p.setPen(QPen(colour, width))
            p.drawEllipse(c, r, r)
            p.drawLine(c + QPointF(-r, 0), c + QPointF(r, 0))
            p.drawLine(c + QPointF(0, -r), c + QPointF(0, r))
        p.end()


def _figure(value: float) -> str:
    """A measurement as a tape reads it: 123.5 or 123 (a decimal comma in Russian)."""
    return decimal(f"{value:.1f}".rstrip("0").rstrip("."))


def cushion_word(cushion: str) -> str:
    words = {"front": translate("TableMarks", "front"),
             "back": translate("TableMarks", "back"),
             "left": translate("TableMarks", "left"),
             "right": translate("TableMarks", "right")}
    return words.get(cushion, cushion)


def placed_balls(drill: Drill, layout: Mapping[str, Vec]) -> dict[str, Vec]:
    """The balls a person places one by one: a racked drill's fifteen are the standard
    rack (General rules 9.1), said in one row rather than fifteen."""
    if not drill.layout.rack:
        return dict(layout)
    own = set(drill.layout.balls) | {b for s in drill.layout.scatter for b in s.balls}
    return {b: p for b, p in layout.items() if b in own}


class MarksTable(QTableWidget):
    """Ball · from the end cushion · from the long cushion · diamonds (along × across)."""

    def __init__(self) -> None:
        super().__init__(0, 4)
        self.setObjectName("tableMarks")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        head = self.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setStretchLastSection(True)
        self._rows: tuple[tuple[str, ...], ...] = ()
        self.retranslate()

    def show_layout(self, drill: Drill | None, layout: Mapping[str, Vec],
                    spec: TableSpec) -> None:
        rows: list[tuple[str, ...]] = []
        if drill is not None:
            if drill.layout.rack:
                rows.append((translate("TableMarks", "1–15"),
                             translate("TableMarks", "the standard rack, apex on the "
                                       "back spot"), "", ""))
            for m in ball_marks(placed_balls(drill, layout), spec):
                rows.append((
                    short_ball_name(m.ball),
                    translate("TableMarks", "%1 cm from the %2").replace(
                        "%1", _figure(m.end_cm)).replace("%2", cushion_word(m.end_cushion)),
                    translate("TableMarks", "%1 cm from the %2").replace(
                        "%1", _figure(m.side_cm)).replace("%2",
                                                            cushion_word(m.side_cushion)),
                    f"{_figure(m.along_diamonds)} × {_figure(m.across_diamonds)}"))
        self._rows = tuple(rows)
        self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                self.setItem(r, c, QTableWidgetItem(text))
        # As tall as its rows (up to six; more scroll), so the diagram keeps the room.
        shown = max(1, min(len(rows), 6))
        self.setFixedHeight(self.horizontalHeader().height() + 2 * self.frameWidth()
                            + sum(self.rowHeight(r) for r in range(shown))
                            + (0 if rows else self.verticalHeader().defaultSectionSize()))

    def rows(self) -> tuple[tuple[str, ...], ...]:
        return self._rows

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels([
            translate("TableMarks", "Ball"), translate("TableMarks", "End cushion"),
            translate("TableMarks", "Long cushion"), translate("TableMarks", "Diamonds")])
        head = self.horizontalHeaderItem(3)
        if head is None:
            return
        head.setToolTip(translate(
            "TableMarks", "Sights along the table from the front (house) cushion, and across "
            "it from the right cushion, looking from the house end"))
