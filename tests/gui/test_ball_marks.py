"""Balls and order badges that read at a glance: in Pyramid T drills each
ball showed its number beside an order badge that disagreed (the yellow "1" with a "2"), and
the red cue ball was hard to tell from the red object balls."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from coach_app.practice import goal_view
from coach_app.practice.goal_marks import goal_marks
from coach_app.practice.goal_view import order_text, paint_goal_over
from coach_app.table.mapping import TableTransform
from coach_app.table.painting import paint_ball
from coach_app.table.style import TableStyle
from drills.library import load_library
from simulation.table import TableSpec


def _ball_image(ball: str, r: float = 20.0) -> QImage:
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 90, 40))
    p = QPainter(image)
    paint_ball(p, ball, QPointF(32, 32), r, TableStyle(), pyramid_t=True)
    p.end()
    return image


def _whiteness(image: QImage, r: float, angle_deg: float, frac: float) -> int:
    a = math.radians(angle_deg)
    c = image.pixelColor(round(32 + r * frac * math.cos(a)), round(32 + r * frac * math.sin(a)))
    return min(c.red(), c.green(), c.blue())


@pytest.mark.parametrize("angle", [0, 60, 120, 180])
def test_the_cue_ball_wears_a_white_ring_the_red_balls_do_not(qtbot, angle):
    # 0.72 R from the centre: on the cue ball's ring, past the number disc of a red ball.
    cue, red = _ball_image("cue"), _ball_image("7")
    assert _whiteness(cue, 20.0, angle, 0.72) > 180
    assert _whiteness(red, 20.0, angle, 0.72) < 120


def test_order_badges_are_ordinals_not_ball_numbers(qtbot, monkeypatch):
    drill = load_library().get("colours.first-three")

    balls = {"cue": (-1.0, 0.0), "2": (0.0, 0.1), "1": (0.3, 0.1), "6": (0.5, -0.2)}
    marks = goal_marks(drill, balls)
    shown: list[str] = []
    monkeypatch.setattr(goal_view, "_badge", lambda _p, _c, text, _s: shown.append(text))
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    p = QPainter(image)
    paint_goal_over(p, TableSpec(), TableTransform.fit((2.0, 1.1), 200, 100), marks, balls)
    p.end()
    assert sorted(shown) == ["1st", "2nd", "3rd"]
    assert not any(text.isdigit() for text in shown)
    assert [order_text(str(n)) for n in (1, 4, 11, 12, 21)] == ["1st", "4th", "11th", "12th",
                                                                "21st"]
