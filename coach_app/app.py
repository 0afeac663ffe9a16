"""Desktop application entry point (the GUI issue replaces this placeholder window)."""

from __future__ import annotations


def run_app(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(["pyramid-coach", *argv])
    label = QLabel("Pyramid Coach")
    label.resize(640, 360)
    label.show()
    return app.exec()
