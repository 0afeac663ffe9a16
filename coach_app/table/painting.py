"""QPainter drawing of the table, the balls and the overlays, all to scale.

Pure drawing functions with no widget state: the view calls them for the screen, and the
same functions can render a screenshot or a thumbnail for the history.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from simulation.balls import CUE, PYRAMID_T_COLOURS
from simulation.table import Pocket, TableSpec

from .mapping import TableTransform, Vec
from .overlay import Overlay
from .style import OVERLAY_RGB, PYRAMID_T_RGB, Rgb, TableStyle


def qcolor(rgb: Rgb, alpha: int = 255) -> QColor:
    return QColor(rgb[0], rgb[1], rgb[2], alpha)


def half_extent(spec: TableSpec, style: TableStyle) -> Vec:
    """Half the size of everything drawn (surface, cushions and wood rail), in metres."""
    rail = spec.jaw_length + style.rail_extra
    return (spec.half_length + rail, spec.half_width + rail)


def _pt(tf: TableTransform, p: Vec) -> QPointF:
    x, y = tf.to_px(p)
    return QPointF(x, y)


def _poly(tf: TableTransform, pts: tuple[Vec, ...] | list[Vec]) -> QPolygonF:
    return QPolygonF([_pt(tf, p) for p in pts])


def _rect(tf: TableTransform, x0: float, y0: float, x1: float, y1: float) -> QRectF:
    a, b = tf.to_px((x0, y1)), tf.to_px((x1, y0))
    return QRectF(QPointF(*a), QPointF(*b))


# ----------------------------------------------------------------------- the table
def paint_table(p: QPainter, spec: TableSpec, tf: TableTransform, style: TableStyle) -> None:
    """Rail, cloth, pockets, cushions and markings: the part that does not move."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    hx, hy = half_extent(spec, style)
    hl, hw = spec.half_length, spec.half_width
    block = spec.jaw_length

    # Wooden rail, a gradient from the outer edge inward for a little depth.
    outer = _rect(tf, -hx, -hy, hx, hy)
    grad = QLinearGradient(outer.topLeft(), outer.bottomLeft())
    grad.setColorAt(0.0, qcolor(style.rail_wood))
    grad.setColorAt(0.5, qcolor(style.rail_wood_dark))
    grad.setColorAt(1.0, qcolor(style.rail_wood))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    radius = tf.length_px(0.04)
    p.drawRoundedRect(outer, radius, radius)

    # Cloth under the cushion blocks as far back as the blocks reach.
    p.setBrush(qcolor(style.cloth_edge))
    p.drawRect(_rect(tf, -hl - block, -hw - block, hl + block, hw + block))
    p.setBrush(qcolor(style.cloth))
    p.drawRect(_rect(tf, -hl, -hw, hl, hw))

    for pocket in spec.pockets():
        _paint_pocket(p, pocket, tf, style)

    # Cushion blocks: the outline from the table spec, with the rubber nose highlighted.
    for cushion in spec.cushions():
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(qcolor(style.cushion))
        p.drawPolygon(_poly(tf, cushion.outline))
        nose = QPen(qcolor(style.cushion_nose), max(1.0, tf.length_px(0.004)))
        nose.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(nose)
        for a, b in cushion.faces:
            p.drawLine(_pt(tf, a), _pt(tf, b))

    _paint_markings(p, spec, tf, style)
    _paint_sights(p, spec, tf, style)


def _paint_pocket(p: QPainter, pocket: Pocket, tf: TableTransform, style: TableStyle) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(qcolor(style.pocket))
    p.drawPath(pocket_hole(pocket, tf))


def pocket_hole(pocket: Pocket, tf: TableTransform) -> QPainterPath:
    """The hole: the slate's cut behind the shelf (the circle a ball's centre crosses to
    fall, simulation.table.Pocket) and the pocket's cup behind it in the rail."""
    ax, ay = pocket.axis
    cx, cy = pocket.hole_centre
    r = pocket.hole_radius
    hole = QPainterPath()
    hole.addEllipse(_pt(tf, (cx, cy)), tf.length_px(r), tf.length_px(r))
    cup_r = r * 1.15
    cup = QPainterPath()
    cup.addEllipse(_pt(tf, (cx + ax * r * 0.6, cy + ay * r * 0.6)), tf.length_px(cup_r),
                   tf.length_px(cup_r))
    return hole.united(cup)


def _paint_markings(p: QPainter, spec: TableSpec, tf: TableTransform, style: TableStyle) -> None:
    """General rules 2: centre line, house line, spotting line and the three spots."""
    hw = spec.half_width
    pen = QPen(qcolor(style.marking, 150), max(1.0, tf.length_px(0.002)))
    p.setPen(pen)
    for x in (0.0, spec.house_line_x):
        p.drawLine(_pt(tf, (x, -hw)), _pt(tf, (x, hw)))
    a, b = spec.spotting_line
    p.drawLine(_pt(tf, a), _pt(tf, b))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(qcolor(style.marking, 230))
    spot_r = max(1.5, tf.length_px(0.006))
    for spot in (spec.front_spot, spec.centre_spot, spec.back_spot):
        p.drawEllipse(_pt(tf, spot), spot_r, spot_r)


def _paint_sights(p: QPainter, spec: TableSpec, tf: TableTransform, style: TableStyle) -> None:
    """Diamonds on the rail every eighth of the length, as on a club table."""
    hl, hw = spec.half_length, spec.half_width
    mid = spec.jaw_length + style.rail_extra / 2
    r = max(1.0, tf.length_px(0.007))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(qcolor(style.sight))
    for k in (1, 2, 3, 5, 6, 7):
        x = -hl + k * spec.length / 8
        for y in (hw + mid, -hw - mid):
            p.drawEllipse(_pt(tf, (x, y)), r, r)
    for k in (1, 2, 3):
        y = -hw + k * spec.width / 4
        for x in (hl + mid, -hl - mid):
            p.drawEllipse(_pt(tf, (x, y)), r, r)


# ------------------------------------------------------------------------ the balls
def ball_rgb(ball: str, style: TableStyle, pyramid_t: bool) -> tuple[Rgb, Rgb]:
    """Body colour and shade colour of a ball."""
    if ball == CUE:
        return style.cue_ball, style.cue_ball_shade
    if pyramid_t and ball in PYRAMID_T_COLOURS:
        c = PYRAMID_T_RGB[PYRAMID_T_COLOURS[ball]]
        return c, (c[0] // 2, c[1] // 2, c[2] // 2)
    return style.ivory, style.ivory_shade


def ball_font(r_px: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(r_px * 0.95)))
    font.setBold(True)
    return font


def paint_ball(p: QPainter, ball: str, c: QPointF, r_px: float, style: TableStyle, *,
               pyramid_t: bool = False, dimmed: bool = False) -> None:
    """One ball centred on ``c``, with its shadow (the view caches these as sprites)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setFont(ball_font(r_px))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawEllipse(c + QPointF(r_px * 0.12, r_px * 0.15), r_px, r_px)
    body, shade = ball_rgb(ball, style, pyramid_t)
    grad = QRadialGradient(c - QPointF(r_px * 0.35, r_px * 0.35), r_px * 1.4)
    grad.setColorAt(0.0, QColor(255, 255, 255))
    grad.setColorAt(0.25, qcolor(body))
    grad.setColorAt(1.0, qcolor(shade))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor(0, 0, 0, 90), max(0.5, r_px * 0.05)))
    p.drawEllipse(c, r_px, r_px)
    if ball == CUE:
        # A white ring marks the cue ball in every view: the red cue ball and Pyramid T's
        # red object balls were hard to tell apart.
        p.setPen(QPen(QColor(255, 255, 255, 235), max(1.0, r_px * 0.16)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r_px * 0.72, r_px * 0.72)
    elif r_px >= 5:
        _paint_number(p, ball, c, r_px, pyramid_t, style)
    if dimmed:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawEllipse(c, r_px, r_px)


def _paint_number(p: QPainter, ball: str, c: QPointF, r_px: float, pyramid_t: bool,
                  style: TableStyle) -> None:
    if pyramid_t:
        # A white disc carries the number on a coloured ball, as on real Pyramid T sets.
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(250, 250, 245))
        p.drawEllipse(c, r_px * 0.55, r_px * 0.55)
    p.setPen(qcolor(style.number))
    box = QRectF(c.x() - r_px, c.y() - r_px, 2 * r_px, 2 * r_px)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, ball)


# ---------------------------------------------------------------------- the overlays
def paint_overlay(p: QPainter, spec: TableSpec, tf: TableTransform, style: TableStyle,
                  overlay: Overlay, layout: Mapping[str, Vec]) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    r_px = tf.length_px(spec.ball_radius)
    thin = max(1.0, r_px * 0.08)
    if overlay.region is not None:
        paint_region(p, spec, tf, overlay.region)
    for role, points in overlay.paths:
        if len(points) < 2:
            continue
        pen = QPen(qcolor(OVERLAY_RGB.get(role, (255, 255, 255)), 210), thin * 1.5)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPolyline(_poly(tf, points))
    if overlay.aim is not None:
        pen = QPen(qcolor(OVERLAY_RGB["aim"], 200), thin)
        pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawLine(_pt(tf, overlay.aim[0]), _pt(tf, overlay.aim[1]))
    if overlay.ghost is not None:
        p.setPen(QPen(qcolor(OVERLAY_RGB["aim"], 220), thin))
        p.setBrush(QColor(255, 255, 255, 40))
        p.drawEllipse(_pt(tf, overlay.ghost), r_px, r_px)
    for ball in overlay.highlights:
        if ball in layout:
            p.setPen(QPen(qcolor(OVERLAY_RGB["highlight"]), thin * 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(_pt(tf, layout[ball]), r_px * 1.3, r_px * 1.3)
    for pid in overlay.pockets:
        pocket = spec.pocket(pid)
        p.setPen(QPen(qcolor(OVERLAY_RGB["highlight"]), thin * 2.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(_pt(tf, pocket.mouth_centre), tf.length_px(0.06), tf.length_px(0.06))
    if overlay.placement is not None:
        pos, legal = overlay.placement
        rgb = OVERLAY_RGB["legal" if legal else "illegal"]
        p.setPen(QPen(qcolor(rgb), thin * 2))
        p.setBrush(qcolor(rgb, 90))
        p.drawEllipse(_pt(tf, pos), r_px, r_px)


def paint_region(p: QPainter, spec: TableSpec, tf: TableTransform, region: str) -> None:
    """Tint where a ball in hand may go: the house or the temporary house."""
    hl, hw = spec.half_length, spec.half_width
    if region == "house":
        rect = _rect(tf, -hl, -hw, spec.house_line_x, hw)
    elif region == "temporary_house":
        rect = _rect(tf, spec.temporary_house_line_x, -hw, hl, hw)
    else:
        return
    area = QPainterPath()
    area.addRect(rect)
    for pocket in spec.pockets():
        area = area.subtracted(pocket_hole(pocket, tf))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 28))
    p.drawPath(area)
