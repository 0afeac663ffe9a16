"""Saving and opening games: file dialogs that remember their folder, and plain-words
errors for a file that is not a saved game.

A bad file must never look like a crash: the player is told what is wrong in their
language (not a saved game, made by a newer version, damaged), and the technical reason
stays available under "Show Details" for whoever reports the problem.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from simulation.errors import InputError

SAVE_FILTER = "Pyramid Coach (*.pyramid.json);;JSON (*.json)"
DEFAULT_NAME = "game.pyramid.json"


def load_problem(exc: InputError) -> str:
    """What is wrong with a file that failed to load, for a player."""
    if exc.field == "file" and exc.message.startswith("cannot read"):
        return QCoreApplication.translate(
            "GameFiles", "The file cannot be read: it is missing, unreadable or not a "
                         "saved game.")
    if exc.field == "file":
        return QCoreApplication.translate(
            "GameFiles", "This file is not a saved Pyramid Coach game.")
    if exc.field == "file.version":
        return QCoreApplication.translate(
            "GameFiles", "This game was saved by a newer version of Pyramid Coach.")
    return QCoreApplication.translate(
        "GameFiles", "The saved game is damaged and cannot be resumed.")


def _box(parent: QWidget, name: str, title: str, text: str, path: str,
         details: str) -> QMessageBox:
    """A window-modal warning shown without blocking, so a test can read and close it."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setObjectName(name)
    box.setInformativeText(QCoreApplication.translate("GameFiles", "File: %1").replace(
        "%1", path))
    box.setDetailedText(details)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def open_failed_box(parent: QWidget, path: str, exc: InputError) -> QMessageBox:
    return _box(parent, "openFailedBox",
                QCoreApplication.translate("GameFiles", "Open saved game"),
                load_problem(exc), path, str(exc))


def save_failed_box(parent: QWidget, path: str, exc: OSError) -> QMessageBox:
    return _box(parent, "saveFailedBox", QCoreApplication.translate("GameFiles", "Save game"),
                QCoreApplication.translate("GameFiles", "The game could not be saved there."),
                path, str(exc))


def ask_save_path(parent: QWidget, folder: str) -> str:
    start = str(Path(folder) / DEFAULT_NAME) if folder else DEFAULT_NAME
    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("GameFiles", "Save game"), start, SAVE_FILTER)
    return path


def ask_open_path(parent: QWidget, folder: str) -> str:
    path, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("GameFiles", "Open saved game"), folder,
        SAVE_FILTER)
    return path
