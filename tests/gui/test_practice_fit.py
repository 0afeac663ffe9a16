"""The practice side panel fits a small window: "Show me" wrote the whole
solution into the panel, squeezed the tip diagram over its caption and the Shoot button,
grew a 1024×640 window to 1024×817 and pushed «Получилось!» out of view."""

from __future__ import annotations

import os

from PySide6.QtCore import QPoint, QRect, Qt

from coach_app.practice.session_view import Phase


def _on_screen(widget, window) -> bool:
    """The widget is shown and its whole rectangle is inside the window and inside every
    scroll viewport above it (not scrolled or clipped away)."""
    if not widget.isVisible():
        return False
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    if not window.rect().contains(rect):
        return False
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if parent.objectName() == "qt_scrollarea_viewport":
            view = QRect(parent.mapTo(window, QPoint(0, 0)), parent.size())
            if not view.contains(rect):
                return False
        parent = parent.parentWidget()
    return True


def test_show_me_fits_the_panel_at_1024_by_640(qtbot, make_window):
    window = make_window(None, lang="ru", size=(1024, 640))
    window.show_page("practice")
    practice = window.practice
    assert practice.open_drill("pos.two-ball-1")
    session = practice.session
    qtbot.mouseClick(session.show_me_button, Qt.MouseButton.LeftButton)
    for _ in range(len(session.model.drill.solutions[0].shots)):
        qtbot.waitUntil(lambda: session.playback.is_active()
                        or session.model.phase is Phase.DEMO_DONE, timeout=5000)
        session.playback.skip_to_end()
    qtbot.waitUntil(lambda: session.model.phase is Phase.DEMO_DONE, timeout=5000)
    qtbot.wait(50)  # let the layouts settle
    if os.environ.get("SCREENSHOT_DIR"):
        window.grab().save(os.path.join(os.environ["SCREENSHOT_DIR"], "show_me_ru.png"))
    assert window.width() <= 1024 and window.height() <= 640, window.size()
    p = session.panel
    assert _on_screen(p.message, window), "the outcome is out of view"
    assert _on_screen(session.your_turn_button, window)
    # The tip diagram is not squeezed over its caption or the Shoot button.
    for upper, lower in ((p.tip_caption, p.tip), (p.tip, p.tip_readout),
                         (p.tip_readout, p.shoot)):
        if upper.isVisible() and lower.isVisible():
            assert upper.geometry().bottom() <= lower.geometry().top(), (upper, lower)


def test_a_long_call_wraps_in_the_side_panel(qtbot):
    """The call label (a ball and a pocket in words) wraps rather than being cut."""
    from coach_app.screens.play_panel import PlayPanel

    panel = PlayPanel()
    qtbot.addWidget(panel)
    panel.aim_label.setText("Заказ: шар 6 — левая дальняя угловая луза (свояк)")
    panel.resize(260, 600)
    panel.show()
    qtbot.waitExposed(panel)
    label = panel.aim_label
    # Wrapped onto more lines at the panel's width (an unwrapped label answers -1).
    assert label.heightForWidth(200) >= 2 * label.fontMetrics().height()
