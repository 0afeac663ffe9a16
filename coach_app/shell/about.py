"""The About box: what the program is, its version and the libraries it stands on."""

from __future__ import annotations

import PySide6
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from coach_app.version import program_version

__all__ = ["about_text", "program_version", "show_about"]


def about_text() -> str:
    title = QCoreApplication.translate("About", "Pyramid Coach")
    body = QCoreApplication.translate(
        "About", "A training and coaching program for Russian pyramid billiards: a "
                 "to-scale table, realistic physics, the federation's rules, drills and "
                 "your history.")
    built = QCoreApplication.translate("About", "Built with Qt for Python %1 and pymunk.")
    return (f"<h3>{title} {program_version()}</h3><p>{body}</p>"
            f"<p>{built.replace('%1', PySide6.__version__)}</p>")


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, QCoreApplication.translate("About", "About Pyramid Coach"),
                      about_text())
