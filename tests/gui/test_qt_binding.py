"""The Qt binding in use does not leak references to None.

PySide6 6.12.0 on Python 3.11 takes a reference from None on every void call
(``label.setText`` …); a minute of playback then aborts the interpreter with
"deallocating None". pyproject.toml excludes it; this test catches a binding that brings
the bug back.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_void_qt_calls_keep_none_alive(qtbot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
        label.update()
    assert before - sys.getrefcount(None) < 100
