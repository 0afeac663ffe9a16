"""The table with a drill's goal drawn on it: target pockets, target zones, ball order.

:class:`GoalTableView` is the ordinary :class:`TableView` with one more layer. The goal is
painted between the cloth and the balls (a zone is a place on the cloth, so balls roll over
it) and the order numbers are painted last, on badges beside the balls, so they stay
readable while balls move. What to mark is a frozen :class:`GoalMarks` built from the drill
(:mod:`coach_app.practice.goal_marks`), so the browser's preview, the practice table and
the editor show a goal the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen

from coach_app.practice.goal_marks import NO_MARKS, GoalMarks
from coach_app.table.mapping import TableTransform
from coach_app.table.painting import paint_overlay
from coach_app.table.view import TableView
from drills.model import Circle, Rect, Zone
from simulation.table import TableSpec

Vec = tuple[float, float]

# Target zone: a light blue wash with a dashed edge; targets: the game's call yellow.
ZONE_FILL = QColor(120, 200, 255, 55)
ZONE_EDGE = QColor(150, 215, 255, 230)
TARGET = QColor(255, 214, 90)
BADGE = QColor(20, 24, 30, 225)


def _px(tf: TableTransform, p: Vec) -> QPointF:
    x, y = tf.to_px(p)
    return QPointF(x, y)


def paint_zone(p: QPainter, tf: TableTransform, zone: Zone, spec: TableSpec) -> None:
    edge = QPen(ZONE_EDGE, max(1.5, tf.length_px(0.006)))
    edge.setStyle(Qt.PenStyle.DashLine)
    p.setPen(edge)
    p.setBrush(ZONE_FILL)
    if isinstance(zone, Circle):
        r = tf.length_px(zone.radius)
        p.drawEllipse(_px(tf, zone.centre), r, r)
    elif isinstance(zone, Rect):
        hl, hw = spec.half_length, spec.half_width
        x0, x1 = max(zone.x[0], -hl), min(zone.x[1], hl)
        y0, y1 = max(zone.y[0], -hw), min(zone.y[1], hw)
        p.drawRect(QRectF(_px(tf, (x0, y1)), _px(tf, (x1, y0))))


def paint_goal_under(p: QPainter, spec: TableSpec, tf: TableTransform, marks: GoalMarks,
                     layout: Mapping[str, Vec]) -> None:
    """Zones and pocket rings: under the balls."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for zone in marks.zones:
        paint_zone(p, tf, zone, spec)
    ring = max(2.0, tf.length_px(0.008))
    for pid in marks.pockets:
        c = _px(tf, spec.pocket(pid).mouth_centre)
        p.setPen(QPen(TARGET, ring))
        p.setBrush(QColor(255, 214, 90, 60))
        r = tf.length_px(0.075)
        p.drawEllipse(c, r, r)
    r_ball = tf.length_px(spec.ball_radius)
    for ball in marks.targets:
        if ball in layout:
            p.setPen(QPen(TARGET, ring))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(_px(tf, layout[ball]), r_ball * 1.45, r_ball * 1.45)


def order_text(number: str) -> str:
    """An order badge's text as an ordinal ("2nd", «2-й»): a bare "2" beside a ball
    numbered 1 read as a second ball number."""
    n = int(number)
    #: An ordinal on an order badge beside a ball: first, second, ... (Russian: 1-й, 2-й).
    if n % 10 == 1 and n % 100 != 11:
        text = QCoreApplication.translate("GoalView", "%1st")
    elif n % 10 == 2 and n % 100 != 12:
        text = QCoreApplication.translate("GoalView", "%1nd")
    elif n % 10 == 3 and n % 100 != 13:
        text = QCoreApplication.translate("GoalView", "%1rd")
    else:
        text = QCoreApplication.translate("GoalView", "%1th")
    return text.replace("%1", number)


def _badge(p: QPainter, c: QPointF, text: str, size: float) -> None:
    """A rounded tag, as wide as its ordinal, unlike the round numbered balls."""
    font = QFont()
    font.setPixelSize(max(7, round(size * 1.1)))
    font.setBold(True)
    half_w = max(size, QFontMetricsF(font).horizontalAdvance(text) / 2 + size * 0.4)
    box = QRectF(c.x() - half_w, c.y() - size, 2 * half_w, 2 * size)
    p.setPen(QPen(TARGET, max(1.0, size * 0.12)))
    p.setBrush(BADGE)
    p.drawRoundedRect(box, size * 0.45, size * 0.45)
    p.setFont(font)
    p.setPen(QColor(255, 255, 255))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def paint_goal_over(p: QPainter, spec: TableSpec, tf: TableTransform, marks: GoalMarks,
                    layout: Mapping[str, Vec]) -> None:
    """Order numbers on badges: over everything, beside the ball or the pocket."""
    r = tf.length_px(spec.ball_radius)
    size = max(7.0, r * 0.8)
    for ball, text in marks.labels:
        if ball in layout:
            c = _px(tf, layout[ball])
            _badge(p, QPointF(c.x() + r * 1.05, c.y() - r * 1.05), order_text(text), size)
    for pid, text in marks.pocket_labels:
        _badge(p, _px(tf, spec.pocket(pid).mouth_centre), order_text(text), size)


class GoalTableView(TableView):
    """A :class:`TableView` that also draws :class:`GoalMarks` (and an optional zone being
    drawn in the editor, as a preview)."""

    def __init__(self, spec: TableSpec | None = None) -> None:
        super().__init__(spec)
        self._marks = NO_MARKS

    def marks(self) -> GoalMarks:
        return self._marks

    def set_marks(self, marks: GoalMarks) -> None:
        if marks != self._marks:
            self._marks = marks
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        # The base view's layers, with the goal slotted in between (see the module doc).
        painter = QPainter(self)
        painter.drawPixmap(QPointF(0, 0), self._static_pixmap())
        tf = self.transform()
        paint_goal_under(painter, self.spec, tf, self._marks, self._layout)
        self._sprites.paint(painter, tf, self.spec.ball_radius, self._layout,
                            self.devicePixelRatioF(), pyramid_t=self._pyramid_t,
                            dimmed=self._dimmed)
        paint_overlay(painter, self.spec, tf, self._style,
                      replace(self._overlay, region=None), self._layout)
        paint_goal_over(painter, self.spec, tf, self._marks, self._layout)
        painter.end()
