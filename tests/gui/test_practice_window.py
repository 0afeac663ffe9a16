"""Practice in the main window: the page replaces "coming soon", the Shot menu follows the
drill table, and the page speaks the interface language (drill texts included)."""

from __future__ import annotations

from PySide6.QtCore import Qt


def test_practice_page_browses_and_opens_a_drill(qtbot, window):
    qtbot.mouseClick(window.start.buttons["practice"], Qt.MouseButton.LeftButton)
    assert window.current_page() == "practice"
    practice = window.practice
    assert practice.stack.currentWidget() is practice.browser
    assert not window.shot_menu.menuAction().isVisible()
    assert len(practice.browser.visible_ids()) == 92  # with the spin pack (throw cuts included)
    assert practice.open_drill("pot.cut-30")
    assert window.cue_screen() is practice.session
    assert window.shot_menu.menuAction().isVisible()
    assert practice.session.actions_by_name["shoot"].isEnabled()
    assert not window.free_table.actions_by_name["shoot"].isEnabled()
    qtbot.mouseClick(practice.session.back_button, Qt.MouseButton.LeftButton)
    assert window.cue_screen() is None


def test_practice_speaks_the_interface_language(qtbot, window):
    window.show_page("practice")
    practice = window.practice
    practice.open_drill("pot.cut-30")
    window.language_actions["ru"].trigger()
    session = practice.session
    qtbot.waitUntil(lambda: session.retry_button.text() == "Повторить точно", timeout=2000)
    assert session.header.title.text() == "Срезка 30°"
    assert "Забейте шар 1" in session.header.goal.text()
    assert "Попытка 1 из 5" in session.header.score.text()
    assert practice.browser.start_button.text() == "Расставить на столе"
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: session.retry_button.text() == "Retry exactly", timeout=2000)
    assert session.header.title.text() == "Cut at 30°"
