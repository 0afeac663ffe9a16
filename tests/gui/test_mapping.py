"""Table metres <-> widget pixels."""

from __future__ import annotations

import pytest

from coach_app.table.mapping import TableTransform


def test_round_trip_and_orientation():
    tf = TableTransform.fit((2.0, 1.0), 800, 400)
    assert tf.scale == pytest.approx(200.0)
    assert tf.to_px((0.0, 0.0)) == (400.0, 200.0)
    # +x to the right, +y (the player's left seen from the house) up the screen.
    assert tf.to_px((1.0, 0.5)) == (600.0, 100.0)
    for p in [(0.3, -0.2), (-1.7, 0.9), (1.775, -0.8875)]:
        back = tf.to_table(tf.to_px(p))
        assert back == pytest.approx(p)


@pytest.mark.parametrize("size", [(1000, 300), (300, 1000), (1920, 1080), (400, 400)])
def test_fit_keeps_proportions_letterboxed(size):
    w, h = size
    tf = TableTransform.fit((1.9, 1.0), w, h, margin_px=10)
    x0, y0 = tf.to_px((-1.9, 1.0))
    x1, y1 = tf.to_px((1.9, -1.0))
    # The drawn aspect ratio is the table's, and the picture fits and is centred.
    assert (x1 - x0) / (y1 - y0) == pytest.approx(1.9)
    assert x0 >= 10 - 1e-9 and y0 >= 10 - 1e-9 and x1 <= w - 10 + 1e-9 and y1 <= h - 10 + 1e-9
    assert (x0 + x1) / 2 == pytest.approx(w / 2)
    assert (y0 + y1) / 2 == pytest.approx(h / 2)
    assert min(x0 - 10, y0 - 10) == pytest.approx(0.0, abs=1e-9)


def test_lengths_and_bad_extent():
    tf = TableTransform(scale=250.0, origin_x=0, origin_y=0)
    assert tf.length_px(0.068) == pytest.approx(17.0)
    assert tf.length_m(17.0) == pytest.approx(0.068)
    with pytest.raises(ValueError):
        TableTransform.fit((0.0, 1.0), 100, 100)


def test_a_click_anywhere_on_a_drawn_pocket_hole_calls_that_pocket(qtbot):
    """Only clicks within 9 cm of the mouth counted, while the drawn hole's
    centre is 12 cm out, so most clicks on the black hole turned into aiming."""
    from PySide6.QtCore import QPointF

    from coach_app.table.painting import pocket_hole
    from coach_app.table.view import TableView
    from simulation.table import TableSpec

    spec = TableSpec()
    view = TableView(spec)
    qtbot.addWidget(view)
    view.resize(1024, 560)
    tf = view.transform()
    for pocket in spec.pockets():
        hole = pocket_hole(pocket, tf)
        box = hole.boundingRect()
        inside = 0
        steps = 12
        for i in range(steps + 1):
            for j in range(steps + 1):
                px = QPointF(box.left() + box.width() * i / steps,
                             box.top() + box.height() * j / steps)
                if not hole.contains(px):
                    continue
                inside += 1
                assert view.pocket_at(tf.to_table((px.x(), px.y()))) == pocket.id, \
                    (pocket.id, i, j)
        assert inside > 20
        # Near the mouth on the cloth still counts.
        assert view.pocket_at(pocket.mouth_centre) == pocket.id
