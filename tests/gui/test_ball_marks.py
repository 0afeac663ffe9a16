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


def _ball_image(ball: str, r: float = 20.0, pyramid_t: bool = True) -> QImage:
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 90, 40))
    p = QPainter(image)
    paint_ball(p, ball, QPointF(32, 32), r, TableStyle(), pyramid_t=pyramid_t)
    p.end()
    return image


def _colour(image: QImage, r: float, angle_deg: float, frac: float) -> QColor:
    a = math.radians(angle_deg)
    return image.pixelColor(round(32 + r * frac * math.cos(a)),
                            round(32 + r * frac * math.sin(a)))


def _whiteness(image: QImage, r: float, angle_deg: float, frac: float) -> int:
    c = _colour(image, r, angle_deg, frac)
    return min(c.red(), c.green(), c.blue())


@pytest.mark.parametrize("angle", [0, 60, 120, 180])
def test_the_red_cue_ball_wears_a_white_ring_the_red_balls_do_not(qtbot, angle):
    # 0.72 R from the centre: on the cue ball's ring, past the number disc of a red ball.
    cue, red = _ball_image("cue", pyramid_t=False), _ball_image("7")
    assert _whiteness(cue, 20.0, angle, 0.72) > 180
    assert _whiteness(red, 20.0, angle, 0.72) < 120


@pytest.mark.parametrize("angle", [0, 60, 120, 180, 240, 300])
def test_pyramid_t_cue_ball_is_ivory_with_marks_not_red(qtbot, angle):
    """Pyramid T clause 2: «16-тый шар — биток цвета слоновой кости, на котором могут быть
    нанесены точки или другие знаки». Before, it was drawn red like balls 7, 8 and 12."""
    cue, red = _ball_image("cue"), _ball_image("7")
    body = _colour(cue, 20.0, angle, 0.8)  # between the marks and the outline
    assert body.red() - body.blue() < 80 and body.green() > 130, body.name()  # ivory
    shade = _colour(red, 20.0, angle, 0.8)
    assert shade.red() - shade.blue() > 80  # a red object ball stays red
    mark = _colour(cue, 20.0, 0, 0)  # the middle dot
    assert mark.red() > 150 and mark.green() < 80, mark.name()


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


def test_an_order_badge_leaves_the_balls_colour_uncovered(qtbot):
    """Pyramid T's order tags covered a quarter of the coloured balls they named."""
    from coach_app.practice.goal_marks import GoalMarks
    from coach_app.practice.goal_view import GoalTableView

    def picture(marks: GoalMarks):
        view = GoalTableView()
        qtbot.addWidget(view)
        view.resize(900, 500)
        view.show()
        qtbot.waitExposed(view)
        view.set_pyramid_t(True)
        view.set_ball_layout({"cue": (-0.9, 0.0), "3": (0.3, 0.1), "9": (0.6, -0.3)})
        view.set_marks(marks)
        image = view.grab().toImage()
        tf = view.transform()
        return image, tf, view.spec.ball_radius

    plain, tf, radius = picture(GoalMarks())
    tagged, _, _ = picture(GoalMarks(labels=(("3", "1"), ("9", "2"))))
    r = tf.length_px(radius)
    for ball in ((0.3, 0.1), (0.6, -0.3)):
        cx, cy = tf.to_px(ball)
        changed = [(dx, dy) for dx in range(-9, 10) for dy in range(-9, 10)
                   if dx * dx + dy * dy <= 81
                   and tagged.pixel(round(cx + dx * r / 10), round(cy + dy * r / 10))
                   != plain.pixel(round(cx + dx * r / 10), round(cy + dy * r / 10))]
        assert changed == [], f"the tag covers the ball at {ball}: {len(changed)} points"
        # ... and it is there, off the ball's upper right.
        near = [(dx, dy) for dx in range(10, 40, 3) for dy in range(-40, -10, 3)
                if tagged.pixel(round(cx + dx * r / 10), round(cy + dy * r / 10))
                != plain.pixel(round(cx + dx * r / 10), round(cy + dy * r / 10))]
        assert near, f"no tag beside the ball at {ball}"
